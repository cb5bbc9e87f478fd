// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoundEffects.h"

#include <QSoundEffect>
#include <QtGlobal>
#include <utility>

static void initSoundResources()
{
    Q_INIT_RESOURCE(sounds);
}

SoundEffects::SoundEffects(QObject *parent) : QObject(parent), m_muted(mutedByEnvironment())
{
    initSoundResources();
}

SoundEffects::~SoundEffects() = default;

QUrl SoundEffects::source(Sound sound)
{
    switch (sound) {
    case Sound::CardSlide: return QUrl(QStringLiteral("qrc:/sounds/card-slide.wav"));
    case Sound::Deal: return QUrl(QStringLiteral("qrc:/sounds/deal.wav"));
    case Sound::YourTurn: return QUrl(QStringLiteral("qrc:/sounds/your-turn.wav"));
    case Sound::RoundWon: break;
    }
    return QUrl(QStringLiteral("qrc:/sounds/round-won.wav"));
}

std::array<Sound, SoundEffects::kCount> SoundEffects::all()
{
    return {Sound::CardSlide, Sound::Deal, Sound::YourTurn, Sound::RoundWon};
}

bool SoundEffects::mutedByEnvironment()
{
    const QByteArray value = qgetenv("REMI_MUTE");
    return !value.isEmpty() && value != "0";
}

void SoundEffects::start()
{
    if (m_started) return;
    m_started = true;
    if (const std::optional<Sound> waiting = std::exchange(m_waiting, std::nullopt)) play(*waiting);
}

void SoundEffects::play(Sound sound)
{
    if (!m_started) {
        m_waiting = sound;
        return;
    }
    QSoundEffect *effect = make(sound);
    // Without an audio device the effect's status is Error and play() does nothing: no message.
    effect->stop();
    effect->play();
}

void SoundEffects::stop()
{
    m_waiting.reset();
    for (QSoundEffect *effect : m_effects)
        if (effect) effect->stop();
}

QSoundEffect *SoundEffects::effect(Sound sound) const
{
    return m_effects[static_cast<std::size_t>(sound)];
}

QSoundEffect *SoundEffects::make(Sound sound)
{
    QSoundEffect *&effect = m_effects[static_cast<std::size_t>(sound)];
    if (effect) return effect;
    effect = new QSoundEffect(this);
    effect->setObjectName(source(sound).fileName());
    effect->setVolume(kVolume);
    effect->setMuted(m_muted);
    // Loads on a worker thread of Qt's; a play() before the sound is loaded plays it once loaded.
    effect->setSource(source(sound));
    return effect;
}
