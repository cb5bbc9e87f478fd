// The New Game and Settings dialogs (offscreen): seats, seed, options from remi::optionSpecs.

#include "GameController.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "SettingsDialog.h"

#include "engine/Match.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QtTest>

class TestDialogs : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void newGameSeats();
    void newGameNeedsAHuman();
    void settingsEditorsFollowOptionSpecs();
    void settingsRamiSixPlayersThreeDecks();
    void settingsRefuseInvalidValue();
};

void TestDialogs::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_dialogs"));
}

void TestDialogs::init()
{
    QSettings().clear();
    // Cards sit at their places at once (the tests click them where the layout put them).
    QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
}

void TestDialogs::newGameSeats()
{
    NewGameDialog dialog;
    QCOMPARE(dialog.nameEdit(2)->text(), QStringLiteral("North"));
    dialog.setVariant(QStringLiteral("rami"), 6);
    QCOMPARE(dialog.players(), 6);
    QCOMPARE(dialog.nameEdit(2)->text(), QStringLiteral("Computer 2")); // defaults follow the count
    dialog.nameEdit(1)->setText(QStringLiteral("Ana"));
    dialog.kindBox(1)->setCurrentIndex(3); // hard
    dialog.kindBox(2)->setCurrentIndex(1); // easy
    dialog.seedEdit()->setText(QStringLiteral("42"));
    const QList<SeatConfig> seats = dialog.seats();
    QCOMPARE(seats.size(), 6);
    QVERIFY(seats[0].human);
    QCOMPARE(seats[1].name, QStringLiteral("Ana"));
    QVERIFY(!seats[1].human);
    QCOMPARE(seats[1].level, remi::ai::BotLevel::Hard);
    QCOMPARE(seats[2].level, remi::ai::BotLevel::Easy);
    QCOMPARE(seats[3].level, remi::ai::BotLevel::Normal);
    QCOMPARE(dialog.seed(), std::optional<quint64>(42));
    dialog.seedEdit()->clear();
    QVERIFY(!dialog.seed());
    // The seat count follows the variant's range.
    dialog.setVariant(QStringLiteral("remi_indonesia"), 4);
    QCOMPARE(dialog.playersBox()->maximum(), remi::presetRules("remi_indonesia")->maxPlayers);
    QVERIFY(dialog.nameEdit(3)->isVisibleTo(&dialog));
    QVERIFY(!dialog.nameEdit(4)->isVisibleTo(&dialog));

    // The window plays the chosen seats.
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    dialog.setVariant(QStringLiteral("rami"), 6);
    QVERIFY(w.startGame(dialog.variant(), dialog.seats(), 42));
    QCOMPARE(w.controller()->match().players(), 6);
    QCOMPARE(w.controller()->matchSeatName(1), QStringLiteral("Ana"));
    QCOMPARE(w.controller()->seats()[1].level, remi::ai::BotLevel::Hard);
}

void TestDialogs::newGameNeedsAHuman()
{
    NewGameDialog dialog;
    dialog.setVariant(QStringLiteral("remi51"), 4);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    dialog.kindBox(2)->setCurrentIndex(0); // a second human: hot-seat
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.seats()[2].human, true);
    dialog.kindBox(2)->setCurrentIndex(2);
    dialog.kindBox(0)->setCurrentIndex(2); // no human
    QVERIFY(!ok->isEnabled());
    dialog.kindBox(0)->setCurrentIndex(0);
    QVERIFY(ok->isEnabled());
}

void TestDialogs::settingsEditorsFollowOptionSpecs()
{
    SettingsDialog dialog;
    for (const std::string &variant : remi::variantNames()) {
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QString::fromStdString(variant)));
        for (const remi::OptionSpec &spec : remi::optionSpecs(variant)) {
            QWidget *editor = dialog.editor(QString::fromStdString(spec.name));
            QVERIFY2(editor, spec.name.c_str());
            QVERIFY2(!editor->toolTip().isEmpty(), spec.name.c_str());
            switch (spec.kind) {
            case remi::OptionSpec::Kind::Bool: QVERIFY(qobject_cast<QCheckBox *>(editor)); break;
            case remi::OptionSpec::Kind::Int:
                if (spec.choices.empty()) {
                    auto *spin = qobject_cast<QSpinBox *>(editor);
                    QVERIFY(spin);
                    QCOMPARE(spin->minimum(), spec.min);
                    QCOMPARE(spin->maximum(), spec.max);
                    QCOMPARE(spin->singleStep(), spec.step);
                } else {
                    auto *combo = qobject_cast<QComboBox *>(editor);
                    QVERIFY(combo);
                    QCOMPARE(combo->count(), static_cast<int>(spec.choices.size()));
                }
                break;
            case remi::OptionSpec::Kind::Choice:
                QVERIFY(qobject_cast<QComboBox *>(editor));
                break;
            }
        }
    }
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("remi51")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/settings.png"));
        NewGameDialog newGame;
        newGame.setVariant(QStringLiteral("rami"), 6);
        newGame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&newGame));
        newGame.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/newgame.png"));
    }
}

void TestDialogs::settingsRamiSixPlayersThreeDecks()
{
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    SettingsDialog dialog(&w);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("rami")));
    dialog.fourColourBox()->setChecked(true);
    QVERIFY(dialog.apply());
    QCOMPARE(AppSettings::variant(), QStringLiteral("rami"));
    QVERIFY(AppSettings::fourColour());
    QVERIFY(w.startGame(AppSettings::variant(), 6, 1));
    QCOMPARE(w.controller()->match().rules().variant, std::string("rami"));
    QCOMPARE(w.controller()->match().rules().decks, 3);
    QCOMPARE(static_cast<int>(w.controller()->round().shoe().size()), 162);
    QVERIFY(w.controller()->round().cardsConserved());

    // A changed option reaches the next new game.
    auto *opening = qobject_cast<QSpinBox *>(dialog.editor(QStringLiteral("openingMin")));
    QVERIFY(opening);
    opening->setValue(opening->minimum() + opening->singleStep());
    QVERIFY(dialog.apply());
    QVERIFY(w.startGame(QStringLiteral("rami"), 6, 1));
    QCOMPARE(w.controller()->match().rules().openingMin, opening->minimum() + opening->singleStep());
}

void TestDialogs::settingsRefuseInvalidValue()
{
    SettingsDialog dialog;
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("rami")));
    QVERIFY(dialog.apply());
    const QStringList before = QSettings().allKeys();
    const QString stored = QSettings().value(QStringLiteral("options/rami/turnSeconds")).toString();
    auto *turn = qobject_cast<QSpinBox *>(dialog.editor(QStringLiteral("turnSeconds")));
    QVERIFY(turn);
    auto *target = qobject_cast<QCheckBox *>(dialog.editor(QStringLiteral("identicalCombos")));
    if (target) target->setChecked(!target->isChecked()); // a valid change made together with the invalid one
    turn->setValue(5); // 0 or 20..600
    dialog.show();
    QVERIFY(!dialog.apply());
    QVERIFY(dialog.errorText().contains(QLatin1String("turnSeconds")));
    QCOMPARE(QSettings().allKeys(), before);
    QCOMPARE(QSettings().value(QStringLiteral("options/rami/turnSeconds")).toString(), stored);
    if (target)
        QCOMPARE(QSettings().value(QStringLiteral("options/rami/identicalCombos")).toString(),
                 target->isChecked() ? QStringLiteral("false") : QStringLiteral("true"));
    QVERIFY(AppSettings::rules(QStringLiteral("rami")));
    dialog.accept(); // refused too: the dialog stays open
    QVERIFY(dialog.isVisible());
    turn->setValue(30);
    QVERIFY(dialog.apply());
    QCOMPARE(AppSettings::rules(QStringLiteral("rami"))->turnSeconds, 30);
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
