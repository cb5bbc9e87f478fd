// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17, sounds: which game event asks for which sound (counted through GameSounds::requested,
// no audio needed), mute stops every request, View → Sounds and the Settings box are one setting
// that persists (a bad stored value falls back), nothing is loaded before the window is shown, and
// playing every sound without an audio device is harmless. The harness sets REMI_MUTE, so every
// effect made here is muted: this test, like every test program, is never heard.

#include "AppSettings.h"
#include "ComputerTurn.h"
#include "GameController.h"
#include "GameSounds.h"
#include "Language.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "SettingsProblems.h"
#include "SoundEffects.h"

#include "../engine/TestRound.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QTimer>
#include <QtEndian>
#include <QtTest>

using remi::Action;
using remi::Reason;

namespace {
QString name(Sound sound)
{
    switch (sound) {
    case Sound::CardSlide: return QStringLiteral("slide");
    case Sound::Deal: return QStringLiteral("deal");
    case Sound::YourTurn: return QStringLiteral("turn");
    case Sound::RoundWon: break;
    }
    return QStringLiteral("won");
}

/// The sounds a window asks for, by name, in order.
struct Heard {
    QStringList sounds;
    explicit Heard(MainWindow &w)
    {
        QObject::connect(w.sounds(), &GameSounds::requested, w.sounds(), [this](Sound s) { sounds << name(s); });
    }
};

/// Rummy for two, seat 0 (the human) and seat 1: the seat `goesOut` holds A-4♠, three kings and three
/// sevens and draws 9♣, so it can meld everything and discard 9♣; the other holds odd cards.
/// `dealer` 1: seat 0 plays first.
std::optional<remi::Round> goingOutRound(const remi::RuleSet &rules, int goesOut, int dealer)
{
    const std::string melds = "AS 2S 3S 4S KD KH KC 7D 7H 7C";
    const std::string odd = "2D 4D 6D 9D JD 3C 5C 9H JH QC";
    const remitest::DealText text{
        {goesOut == 0 ? melds : odd, goesOut == 0 ? odd : melds}, "9C 2H 3H 5S 6S 8S 10S 10C 10H 8D", "QD", ""};
    std::string error;
    auto round = remitest::roundFrom(rules, 2, dealer, text, &error);
    if (!round) qWarning("%s", error.c_str());
    return round;
}

/// Seat 0 goes out: draws, melds its three melds, discards 9♣.
bool goOut(GameController &c)
{
    if (c.act(Action::draw(0)) != Reason::Ok) return false;
    const auto &hand = c.round().hand(0);
    if (c.act(Action::meld(0, {remitest::idsIn(hand, "AS 2S 3S 4S"), remitest::idsIn(hand, "KD KH KC"),
                               remitest::idsIn(hand, "7D 7H 7C")})) != Reason::Ok)
        return false;
    return c.act(Action::discard(0, remitest::idIn(c.round().hand(0), "9C"))) == Reason::Ok;
}
} // namespace

class TestSounds : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_sounds"));
        Language::apply(QStringLiteral("en"));
    }
    void init()
    {
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }

    void testsAreMuted()
    {
        // The harness (tests/app/CMakeLists.txt) sets REMI_MUTE for every test program.
        QCOMPARE(qgetenv("REMI_MUTE"), QByteArray("1"));
        QVERIFY(SoundEffects::mutedByEnvironment());
        const QByteArray old = qgetenv("REMI_MUTE");
        qputenv("REMI_MUTE", "0");
        QVERIFY(!SoundEffects::mutedByEnvironment());
        qputenv("REMI_MUTE", "");
        QVERIFY(!SoundEffects::mutedByEnvironment());
        qputenv("REMI_MUTE", "yes");
        QVERIFY(SoundEffects::mutedByEnvironment());
        qputenv("REMI_MUTE", old);
    }

    void soundFilesAreShortAndSoft()
    {
        const QStringList files{"card-slide.wav", "deal.wav", "your-turn.wav", "round-won.wav"};
        for (int i = 0; i < SoundEffects::kCount; ++i) {
            const Sound sound = SoundEffects::all()[static_cast<std::size_t>(i)];
            QCOMPARE(SoundEffects::source(sound).toString(), QStringLiteral("qrc:/sounds/") + files[i]);
            QFile file(QStringLiteral(":/sounds/") + files[i]);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(files[i]));
            const QByteArray wav = file.readAll();
            QVERIFY2(wav.size() > 44 && wav.size() < 32 * 1024, qPrintable(files[i])); // small files
            QCOMPARE(wav.left(4), QByteArray("RIFF"));
            QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
            const auto u16 = [&](int at) { return qFromLittleEndian<quint16>(wav.constData() + at); };
            const auto u32 = [&](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
            QCOMPARE(u16(20), quint16(1));     // PCM
            QCOMPARE(u16(22), quint16(1));     // mono
            QCOMPARE(u32(24), quint32(22050)); // 22.05 kHz
            QCOMPARE(u16(34), quint16(16));    // 16-bit
            QCOMPARE(wav.mid(36, 4), QByteArray("data"));
            const quint32 bytes = u32(40);
            QCOMPARE(qsizetype(bytes) + 44, wav.size());
            const double seconds = bytes / 2 / 22050.0;
            QVERIFY2(seconds > 0.1 && seconds < 0.6, qPrintable(QStringLiteral("%1: %2 s").arg(files[i]).arg(seconds)));
            // Soft: the loudest sample is below half of full scale; it starts and ends silent.
            int peak = 0;
            for (quint32 b = 0; b < bytes; b += 2)
                peak = std::max(peak, std::abs(int(qFromLittleEndian<qint16>(wav.constData() + 44 + b))));
            QVERIFY2(peak > 3000 && peak < 16384, qPrintable(QStringLiteral("%1: peak %2").arg(files[i]).arg(peak)));
            QCOMPARE(qFromLittleEndian<qint16>(wav.constData() + 44), qint16(0));
            QCOMPARE(qFromLittleEndian<qint16>(wav.constData() + 44 + bytes - 2), qint16(0));
        }
    }

    void dealCardsAndYourTurn()
    {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        QCOMPARE(heard.sounds, QStringList{"deal"});
        // The computer (seat 1) plays first; its whole turn is one change: one slide, then your turn.
        QCOMPARE(w.controller()->round().currentSeat(), 1);
        QTRY_VERIFY(w.controller()->isHumanTurn());
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "turn"}));
        // Your draw and your discard: a slide each; then the computer's turn and yours again.
        QCOMPARE(w.controller()->act(Action::draw(0)), Reason::Ok);
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "turn", "slide"}));
        QCOMPARE(w.controller()->act(Action::discard(0, w.controller()->round().hand(0).front().id)), Reason::Ok);
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "turn", "slide", "slide"}));
        QTRY_VERIFY(w.controller()->isHumanTurn());
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "turn", "slide", "slide", "slide", "turn"}));
        // A refused action moves nothing: no sound.
        QCOMPARE(w.controller()->act(Action::discard(0, w.controller()->round().hand(0).front().id), false),
                 Reason::MustDrawFirst);
        QCOMPARE(heard.sounds.size(), 7);
    }

    void pacedComputerTurnSlidesPerAction()
    {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        w.controller()->setComputerStepDelay(5); // each action of a computer turn shown on its own
        QTRY_VERIFY(w.controller()->isHumanTurn());
        // One slide per action of the computer's turn (each its own change), then your turn.
        const std::vector<remi::Action> &turn = w.controller()->actionLog().back().actions;
        QVERIFY(turn.size() >= 2);
        QStringList expected{"deal"};
        for (std::size_t i = 0; i < turn.size(); ++i) expected << QStringLiteral("slide");
        expected << QStringLiteral("turn");
        QCOMPARE(heard.sounds, expected);
    }

    void hotSeatHasNoTurnChime()
    {
        MainWindow w;
        Heard heard(w);
        QList<SeatConfig> seats = GameController::defaultSeats(2);
        seats[1].human = true;
        QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 5));
        GameController *c = w.controller();
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(c->curtainUp());
            c->dismissCurtain();
            const int seat = c->round().currentSeat();
            QCOMPARE(c->act(Action::draw(seat)), Reason::Ok);
            QCOMPARE(c->act(Action::discard(seat, c->round().hand(seat).front().id)), Reason::Ok);
        }
        // The deal and six card moves; never "your turn" between two people at one screen.
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "slide", "slide", "slide", "slide", "slide"}));
    }

    void turnChimeAfterComputerInHotSeat()
    {
        // Two people and a computer (person, computer, person): the person after the computer hears
        // "your turn", the person after a person does not; showing the hand is silent.
        MainWindow w;
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        Heard heard(w);
        QList<SeatConfig> seats = GameController::defaultSeats(3);
        seats[2].human = true;
        QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 5));
        GameController *c = w.controller();
        QStringList expected{"deal"};
        if (c->isComputerSeat(c->round().currentSeat()))
            expected << "slide"
                     << "turn"; // it plays first
        int computerTurns = 0, personAfterPerson = 0;
        for (int turn = 0; turn < 6; ++turn) {
            QTRY_VERIFY(c->curtainUp()); // a person's turn, the hand still covered
            QCOMPARE(heard.sounds, expected);
            c->dismissCurtain();
            QCOMPARE(heard.sounds, expected);
            const int seat = c->round().currentSeat();
            QCOMPARE(c->act(Action::draw(seat)), Reason::Ok);
            QCOMPARE(c->act(Action::discard(seat, c->round().hand(seat).front().id)), Reason::Ok);
            expected << "slide"
                     << "slide";
            if (c->isComputerSeat(c->round().currentSeat())) {
                ++computerTurns;
                expected << "slide"
                         << "turn"; // its whole turn at once, then the next person's turn
                QTRY_VERIFY(!c->isComputerSeat(c->round().currentSeat()));
            } else {
                ++personAfterPerson;
            }
            QCOMPARE(heard.sounds, expected);
        }
        QCOMPARE(computerTurns, 3);
        QCOMPARE(personAfterPerson, 3);
    }

    void roundAndMatchWon()
    {
        // Rummy of one deal: the round you win also wins the match.
        QSettings().setValue(QStringLiteral("options/rummy/matchEnd"), QStringLiteral("deals"));
        QSettings().setValue(QStringLiteral("options/rummy/dealCount"), QStringLiteral("1"));
        MainWindow w;
        w.setUnattended(true);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        const auto round = goingOutRound(w.controller()->round().rules(), 0, 1);
        QVERIFY(round);
        QVERIFY(w.controller()->setRound(*round));
        QCOMPARE(heard.sounds, QStringList{"deal"});
        QSignalSpy finished(w.controller(), &GameController::roundFinished);
        QVERIFY(goOut(*w.controller()));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(w.controller()->round().result().winner, 0);
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "slide", "slide", "won"}));
        QSignalSpy matchOver(w.controller(), &GameController::matchFinished);
        w.controller()->continueAfterRound();
        QCOMPARE(matchOver.size(), 1);
        QCOMPARE(w.controller()->match().winners(), std::vector<int>{0});
        QCOMPARE(heard.sounds, (QStringList{"deal", "slide", "slide", "slide", "won", "won"}));
    }

    void computerWinIsNotYours()
    {
        QSettings().setValue(QStringLiteral("options/rummy/matchEnd"), QStringLiteral("deals"));
        QSettings().setValue(QStringLiteral("options/rummy/dealCount"), QStringLiteral("1"));
        MainWindow w;
        w.setUnattended(true);
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        QTRY_VERIFY(w.controller()->isHumanTurn());
        heard.sounds.clear();
        // Seat 1 (the computer) holds the melds and plays first.
        const auto round = goingOutRound(w.controller()->round().rules(), 1, 0);
        QVERIFY(round);
        QSignalSpy finished(w.controller(), &GameController::roundFinished);
        QVERIFY(w.controller()->setRound(*round));
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(w.controller()->round().result().winner, 1);
        QCOMPARE(heard.sounds, QStringList{"slide"}); // its cards moved; nobody of yours won
        QSignalSpy matchOver(w.controller(), &GameController::matchFinished);
        w.controller()->continueAfterRound();
        QCOMPARE(matchOver.size(), 1);
        QCOMPARE(heard.sounds, QStringList{"slide"});
    }

    void muteStopsEveryRequest()
    {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        Heard heard(w);
        QAction *view = w.findChild<QAction *>(QStringLiteral("soundsAction"));
        QVERIFY(view);
        QCOMPARE(view, w.sounds()->action());
        QVERIFY(view->isCheckable() && view->isChecked()); // on by default
        QCOMPARE(view->text(), QStringLiteral("&Sounds"));
        view->trigger(); // off
        QVERIFY(!view->isChecked());
        QVERIFY(!w.sounds()->isEnabled());
        QVERIFY(!AppSettings::sounds());
        QCOMPARE(QSettings().value(QStringLiteral("view/sounds")).toString(), QStringLiteral("false"));
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        QTRY_VERIFY(w.controller()->isHumanTurn());
        QCOMPARE(w.controller()->act(Action::draw(0)), Reason::Ok);
        QCOMPARE(w.controller()->act(Action::discard(0, w.controller()->round().hand(0).front().id)), Reason::Ok);
        QTRY_VERIFY(w.controller()->isHumanTurn());
        QCOMPARE(heard.sounds, QStringList()); // a deal, card moves and turns: not one request
        w.show();
        QTest::qWait(GameSounds::kStartDelayMs + 100);
        for (Sound s : SoundEffects::all()) QVERIFY(!w.sounds()->effects()->effect(s)); // nothing ever loaded
        view->trigger();                                                                // on again
        QVERIFY(w.sounds()->isEnabled());
        QCOMPARE(QSettings().value(QStringLiteral("view/sounds")).toString(), QStringLiteral("true"));
        QCOMPARE(w.controller()->act(Action::draw(0)), Reason::Ok);
        QCOMPARE(heard.sounds, QStringList{"slide"});
    }

    void viewEntryAndSettingsAreOneSetting()
    {
        MainWindow w;
        QAction *view = w.sounds()->action();
        view->trigger(); // off in the View menu …
        {
            SettingsDialog dialog; // … is off in Settings
            QCOMPARE(dialog.soundsBox()->objectName(), QStringLiteral("sounds"));
            QCOMPARE(dialog.soundsBox()->text(), QStringLiteral("Play &sounds"));
            QVERIFY(!dialog.soundsBox()->isChecked());
        }
        // On in Settings (Game → Settings…, OK) is on in the View menu, and sounds are asked for.
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<SettingsDialog *>(QApplication::activeModalWidget());
            if (!dialog) return;
            seen = !dialog->soundsBox()->isChecked();
            dialog->soundsBox()->setChecked(true);
            dialog->accept();
        });
        w.showSettings();
        QVERIFY(seen);
        QVERIFY(view->isChecked());
        QVERIFY(w.sounds()->isEnabled());
        QVERIFY(AppSettings::sounds());
        // Off in Settings: off in the View menu.
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<SettingsDialog *>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->soundsBox()->setChecked(false);
            dialog->accept();
        });
        w.showSettings();
        QVERIFY(!view->isChecked());
        QVERIFY(!w.sounds()->isEnabled());
        // Cancel changes nothing.
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<SettingsDialog *>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->soundsBox()->setChecked(true);
            dialog->reject();
        });
        w.showSettings();
        QVERIFY(!view->isChecked());
        QVERIFY(!AppSettings::sounds());
    }

    void settingPersists()
    {
        {
            MainWindow w;
            QVERIFY(w.sounds()->isEnabled());
            w.sounds()->action()->trigger();
        }
        {
            MainWindow w; // the next start
            QVERIFY(!w.sounds()->isEnabled());
            QVERIFY(!w.sounds()->action()->isChecked());
            Heard heard(w);
            QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
            QCOMPARE(heard.sounds, QStringList());
        }
        // A bad stored value: sounds on, reported with the other unusable settings, no crash.
        QSettings().setValue(QStringLiteral("view/sounds"), QStringLiteral("loud"));
        QTest::ignoreMessage(QtWarningMsg, "Settings: view/sounds=loud is not true or false; using true");
        QVERIFY(AppSettings::sounds());
        const QList<AppSettings::Fallback> fallbacks = AppSettings::fallbacks();
        QCOMPARE(fallbacks.size(), 1);
        QCOMPARE(fallbacks[0].setting, AppSettings::Fallback::Setting::Sounds);
        QCOMPARE(fallbacks[0].stored, QStringLiteral("loud"));
        QCOMPARE(SettingsProblems::list(),
                 QStringList{QStringLiteral("The sound setting \"loud\" is neither on nor off; sounds are on.")});
        QTest::ignoreMessage(QtWarningMsg, "Settings: view/sounds=loud is not true or false; using true");
        MainWindow w;
        QVERIFY(w.sounds()->isEnabled());
        QVERIFY(w.sounds()->action()->isChecked());
    }

    void nothingLoadedBeforeTheWindowShows()
    {
        MainWindow w;
        w.controller()->setComputerDelay(60 * 60 * 1000);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
        QCoreApplication::processEvents();
        QCOMPARE(heard.sounds.first(), QStringLiteral("deal"));
        SoundEffects *effects = w.sounds()->effects();
        QVERIFY(!effects->isStarted());
        for (Sound s : SoundEffects::all()) QVERIFY(!effects->effect(s)); // start-up never touched the audio system
        w.show();
        QVERIFY(!effects->isStarted());
        QTRY_VERIFY(effects->isStarted());
        // The deal asked for before is played now; the other effects wait for their first use.
        QVERIFY(effects->effect(Sound::Deal));
        QVERIFY(!effects->effect(Sound::CardSlide));
        QVERIFY(!effects->effect(Sound::YourTurn));
        QVERIFY(!effects->effect(Sound::RoundWon));
    }

    void noAudioDeviceIsHarmless()
    {
        // Offscreen test machines have no audio device: every sound plays silently, no message box,
        // and the game goes on to the end of the round.
        MainWindow w;
        w.setUnattended(true);
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        Heard heard(w);
        QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
        w.show();
        SoundEffects *effects = w.sounds()->effects();
        QTRY_VERIFY(effects->isStarted());
        for (Sound s : SoundEffects::all()) {
            effects->play(s);
            QSoundEffect *effect = effects->effect(s);
            QVERIFY(effect);
            QCOMPARE(effect->source(), SoundEffects::source(s));
            QVERIFY(effect->isMuted()); // REMI_MUTE
            QCOMPARE(effect->volume(), SoundEffects::kVolume);
        }
        for (Sound s : SoundEffects::all()) {
            QSoundEffect *effect = effects->effect(s);
            QTRY_VERIFY2(effect->status() == QSoundEffect::Ready || effect->status() == QSoundEffect::Error,
                         qPrintable(name(s)));
            qInfo("%s: status %d", qPrintable(name(s)), int(effect->status()));
            effects->play(s); // again, from the start
        }
        QSignalSpy finished(w.controller(), &GameController::roundFinished);
        QVERIFY(playRoundAsHuman(*w.controller(), finished));
        QVERIFY(!QApplication::activeModalWidget());
        for (QWidget *top : QApplication::topLevelWidgets())
            QVERIFY2(!(top->isVisible() && qobject_cast<QDialog *>(top)), qPrintable(top->objectName()));
        QVERIFY(heard.sounds.count(QStringLiteral("slide")) >= 4);
        QCOMPARE(heard.sounds.first(), QStringLiteral("deal"));
        w.sounds()->setEnabled(false); // stops whatever plays
        for (Sound s : SoundEffects::all()) QVERIFY(!effects->effect(s)->isPlaying());
    }

    void translated()
    {
        MainWindow w;
        QCOMPARE(Language::apply(QStringLiteral("sr")), QStringLiteral("sr"));
        QCOMPARE(w.sounds()->action()->text(), QStringLiteral("З&вукови"));
        {
            SettingsDialog dialog;
            QCOMPARE(dialog.soundsBox()->text(), QStringLiteral("Пуштај &звукове"));
        }
        QCOMPARE(Language::apply(QStringLiteral("sr_Latn")), QStringLiteral("sr_Latn"));
        QCOMPARE(w.sounds()->action()->text(), QStringLiteral("Z&vukovi"));
        QCOMPARE(Language::apply(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(w.sounds()->action()->text(), QStringLiteral("З&вуки"));
        {
            SettingsDialog dialog;
            QCOMPARE(dialog.soundsBox()->text(), QStringLiteral("Включить &звуки"));
        }
        QCOMPARE(Language::apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(w.sounds()->action()->text(), QStringLiteral("&Sounds"));
    }
};

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
