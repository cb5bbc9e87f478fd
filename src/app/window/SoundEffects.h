// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game's four sounds played through Qt Multimedia's QSoundEffect: our own WAV files
// (scripts/make-sounds.py → resources/sounds, embedded under :/sounds). Nothing touches the audio
// system before start() (the window calls it once it is shown, so start-up does not wait for it),
// and each effect is made at its first play. A machine without an audio device plays nothing,
// silently: QSoundEffect only reports an error status, which is not shown.
// REMI_MUTE set in the environment (not empty, not "0"; the test harness sets it for every test
// program) makes every effect muted: the whole path runs, and no sound is heard.

#include <QObject>
#include <QUrl>
#include <array>
#include <optional>

class QSoundEffect;

/// The sounds the game makes.
enum class Sound { CardSlide, Deal, YourTurn, RoundWon };

class SoundEffects : public QObject {
    Q_OBJECT
  public:
    static constexpr int kCount = 4;
    /// Every sound plays at this volume (linear, 0 to 1): present, never loud.
    static constexpr float kVolume = 0.45f;

    explicit SoundEffects(QObject *parent = nullptr);
    ~SoundEffects() override;

    /// The resource `sound` plays ("qrc:/sounds/card-slide.wav").
    static QUrl source(Sound sound);
    /// Every sound, in the order of the enum.
    static std::array<Sound, kCount> all();
    /// REMI_MUTE is set (not empty, not "0"): every effect is made muted.
    static bool mutedByEnvironment();

    /// From now on sounds are played; the last one asked for before (if any) plays now.
    void start();
    bool isStarted() const { return m_started; }
    /// Plays `sound` from its beginning (the effect is made at its first play). Before start():
    /// remembered (the last one only) and played by start().
    void play(Sound sound);
    /// Stops every sound that is playing (sounds switched off).
    void stop();
    /// The effect of `sound`; null until it was first played.
    QSoundEffect *effect(Sound sound) const;

  private:
    QSoundEffect *make(Sound sound);

    std::array<QSoundEffect *, kCount> m_effects{};
    std::optional<Sound> m_waiting;
    bool m_started = false;
    bool m_muted = false;
};
