// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Translations (issue 7): the .ts files are complete, every language loads and changes the window at
// once, plural forms and reason texts are right. REMI_TS_DIR is the source translations/ folder.

#include "CardNames.h"
#include "ComputerTurn.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "ReasonText.h"
#include "RoundEndPanel.h"
#include "ScoreWords.h"
#include "SeatPanel.h"
#include "SettingsDialog.h"
#include "TableScene.h"
#include "TableView.h"
#include "TableWords.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QXmlStreamReader>
#include <QtTest>

namespace {
struct Message {
    QString key; ///< context | source | comment
    QString source;
    QStringList translations; ///< one, or the numerus forms
    QString type;             ///< translation type attribute ("", "unfinished", "vanished", "obsolete")
    bool numerus = false;
};

struct TsFile {
    QString language;
    QList<Message> messages;
    QString error;
};

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = QStringLiteral("cannot open ") + path;
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{};
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.key = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement()) message.translations << xml.readElementText();
            } else {
                message.translations << xml.readElementText();
            }
            message.key = context + QLatin1Char('|') + message.source + QLatin1Char('|') + message.key;
            ts.messages << message;
        }
    }
    if (xml.hasError()) ts.error = path + QStringLiteral(": ") + xml.errorString();
    return ts;
}

/// The placeholders of a text: %1..%99, %L1, %n, sorted.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?([0-9]{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured(0);
    found.sort();
    found.removeDuplicates();
    return found;
}

QString tsPath(const QString &code)
{
    return QStringLiteral(REMI_TS_DIR "/remi_%1.ts").arg(code);
}
} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void tsFilesComplete_data();
    void tsFilesComplete();
    void normalizeLocales();
    void qtCatalogueAsWindeployqtWritesIt();
    void languageChangesWindowAtOnce_data();
    void languageChangesWindowAtOnce();
    void settingsPickerSwitchesWithoutRestart();
    void openDialogsRetranslate();
    void pluralForms_data();
    void pluralForms();
    void reasonTexts();
    void cardNames();
    void roundEndInEachLanguage();
    void tableTextsFitNarrowWindow();
};

void TestTranslations::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    QSettings().clear();
    // Computer turns at the pace these tests were written for (issue 15: a setting of its own).
    QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("fast"));
}

void TestTranslations::cleanup()
{
    Language::apply(QStringLiteral("en"));
}

void TestTranslations::tsFilesComplete_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("forms");
    QTest::newRow("en") << QStringLiteral("en") << 2;
    QTest::newRow("sr") << QStringLiteral("sr") << 3;
    QTest::newRow("sr_Latn") << QStringLiteral("sr_Latn") << 3;
    QTest::newRow("ru") << QStringLiteral("ru") << 3;
}

void TestTranslations::tsFilesComplete()
{
    QFETCH(QString, code);
    QFETCH(int, forms);
    const TsFile en = readTs(tsPath(QStringLiteral("en")));
    const TsFile ts = readTs(tsPath(code));
    QVERIFY2(en.error.isEmpty(), qPrintable(en.error));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, code);
    QVERIFY(en.messages.size() > 150);
    QSet<QString> enKeys, keys;
    for (const Message &m : en.messages) enKeys.insert(m.key);
    for (const Message &m : ts.messages) {
        keys.insert(m.key);
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 entry: %2").arg(m.type, m.key)));
        QCOMPARE(m.translations.size(), m.numerus ? forms : 1);
        for (const QString &t : m.translations) {
            QVERIFY2(!t.isEmpty(), qPrintable(m.key));
            QCOMPARE(placeholders(t), placeholders(m.source));
            // Accelerators survive translation.
            QCOMPARE(t.contains(QLatin1Char('&')), m.source.contains(QLatin1Char('&')));
        }
    }
    QCOMPARE(keys, enKeys);
    QCOMPARE(ts.messages.size(), en.messages.size());
}

void TestTranslations::normalizeLocales()
{
    QCOMPARE(Language::normalize(QStringLiteral("sr_RS@latin")), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::normalize(QStringLiteral("sr_RS.UTF-8@latin")), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::normalize(QStringLiteral("sr_Latn")), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::normalize(QStringLiteral("sr-Latn")), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::normalize(QStringLiteral("sr_Latn_RS")), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::normalize(QStringLiteral("sr_RS.UTF-8")), QStringLiteral("sr"));
    QCOMPARE(Language::normalize(QStringLiteral("sr_Cyrl_RS")), QStringLiteral("sr"));
    QCOMPARE(Language::normalize(QStringLiteral("ru_RU.UTF-8")), QStringLiteral("ru"));
    QCOMPARE(Language::normalize(QStringLiteral("en_GB")), QStringLiteral("en"));
    QCOMPARE(Language::normalize(QStringLiteral("C")), QStringLiteral("en"));
    QCOMPARE(Language::normalize(QStringLiteral("de_DE")), QString());
    QCOMPARE(Language::resolve(QStringLiteral("de_DE")), QStringLiteral("en"));
    // The system default keeps the @latin modifier of the environment.
    const QByteArray oldLanguage = qgetenv("LANGUAGE"), oldAll = qgetenv("LC_ALL");
    qunsetenv("LANGUAGE");
    qputenv("LC_ALL", "sr_RS.UTF-8@latin");
    QCOMPARE(Language::systemCode(), QStringLiteral("sr_Latn"));
    QCOMPARE(Language::resolve(QString()), QStringLiteral("sr_Latn"));
    qputenv("LC_ALL", "ru_RU.UTF-8");
    QCOMPARE(Language::systemCode(), QStringLiteral("ru"));
    qputenv("LANGUAGE", oldLanguage);
    qputenv("LC_ALL", oldAll);
    if (oldLanguage.isEmpty()) qunsetenv("LANGUAGE");
    if (oldAll.isEmpty()) qunsetenv("LC_ALL");
    QCOMPARE(Language::choices().size(), 5);
    QCOMPARE(Language::choices()[2].name, QStringLiteral("Српски (ћирилица)"));
}

// Issue 32: windeployqt writes Qt's catalogue as qt_<lang>.qm (beside remi.exe in translations/);
// Debian has qt_<lang>.qm and qtbase_<lang>.qm. qt_<lang> is taken where it exists, qtbase_<lang>
// otherwise, the first folder first.
void TestTranslations::qtCatalogueAsWindeployqtWritesIt()
{
    QTemporaryDir beside, qtDir;
    const auto touch = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly);
    };
    const QStringList folders{beside.path(), qtDir.path()};
    QCOMPARE(Language::qtCatalogue(QStringLiteral("ru"), folders), QString());
    QVERIFY(touch(qtDir.filePath(QStringLiteral("qtbase_ru.qm"))));
    QCOMPARE(Language::qtCatalogue(QStringLiteral("ru"), folders), qtDir.filePath(QStringLiteral("qtbase_ru.qm")));
    QVERIFY(touch(qtDir.filePath(QStringLiteral("qt_ru.qm"))));
    QCOMPARE(Language::qtCatalogue(QStringLiteral("ru"), folders), qtDir.filePath(QStringLiteral("qt_ru.qm")));
    QVERIFY(touch(beside.filePath(QStringLiteral("qt_ru.qm"))));
    QCOMPARE(Language::qtCatalogue(QStringLiteral("ru"), folders), beside.filePath(QStringLiteral("qt_ru.qm")));
    QCOMPARE(Language::qtCatalogue(QStringLiteral("sr"), folders), QString());
    // Beside the program first, then Qt's own folder.
    QCOMPARE(Language::qtSearchPaths().constFirst(),
             QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("translations")));
    QVERIFY(Language::qtSearchPaths().contains(QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    // Debian's qt6-translations-l10n: the meta catalogue is loaded.
    const QString debian =
        QDir(QLibraryInfo::path(QLibraryInfo::TranslationsPath)).filePath(QStringLiteral("qt_ru.qm"));
    if (QFileInfo::exists(debian)) {
        QCOMPARE(Language::qtCatalogue(QStringLiteral("ru"), Language::qtSearchPaths()), debian);
        Language::apply(QStringLiteral("ru"));
        QVERIFY(Language::qtTranslationLoaded());
        Language::apply(QStringLiteral("en"));
    }
}

void TestTranslations::languageChangesWindowAtOnce_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<QString>("gameMenu");
    QTest::addColumn<QString>("you");
    QTest::addColumn<QString>("west");
    QTest::newRow("sr") << "sr"
                        << "Из&ложи"
                        << "&Игра"
                        << "Ви"
                        << "Запад";
    QTest::newRow("sr_Latn") << "sr_Latn"
                             << "Iz&loži"
                             << "&Igra"
                             << "Vi"
                             << "Zapad";
    QTest::newRow("ru") << "ru"
                        << "Вы&ложить"
                        << "&Игра"
                        << "Вы"
                        << "Запад";
    QTest::newRow("en") << "en"
                        << "&Meld"
                        << "&Game"
                        << "You"
                        << "West";
}

void TestTranslations::languageChangesWindowAtOnce()
{
    QFETCH(QString, code);
    QFETCH(QString, meld);
    QFETCH(QString, gameMenu);
    QFETCH(QString, you);
    QFETCH(QString, west);
    Language::apply(QStringLiteral("en"));
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 3));
    auto *button = w.findChild<QPushButton *>(QStringLiteral("meldButton"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("&Meld"));
    QCOMPARE(w.controller()->seatName(0), QStringLiteral("You"));

    QCOMPARE(Language::apply(code), code);
    QCOMPARE(Language::current(), code);
    QCOMPARE(button->text(), meld);
    QCOMPARE(w.menuBar()->actions().first()->text(), gameMenu);
    // Default seat names follow the language.
    QCOMPARE(w.controller()->matchSeatName(0), you);
    QCOMPARE(w.controller()->matchSeatName(1), west);
    QCOMPARE(GameController::defaultSeats(4)[1].name, west);
}

void TestTranslations::settingsPickerSwitchesWithoutRestart()
{
    Language::apply(QStringLiteral("en"));
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 3));
    SettingsDialog dialog(&w);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Settings"));
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("ru")));
    QVERIFY(dialog.apply());
    QCOMPARE(Language::stored(), QStringLiteral("ru"));
    QCOMPARE(Language::current(), QStringLiteral("ru"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Настройки"));
    QCOMPARE(w.findChild<QPushButton *>(QStringLiteral("meldButton"))->text(), QStringLiteral("Вы&ложить"));
    // The rule options were rebuilt in Russian and kept their editors.
    QVERIFY(dialog.editor(QStringLiteral("openingMin")));
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("sr_Latn")));
    QVERIFY(dialog.apply());
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Podešavanja"));
    QSettings().remove(QStringLiteral("view/language"));
}

void TestTranslations::openDialogsRetranslate()
{
    Language::apply(QStringLiteral("en"));
    NewGameDialog newGame;
    QCOMPARE(newGame.windowTitle(), QStringLiteral("New Game"));
    QCOMPARE(newGame.nameEdit(0)->text(), QStringLiteral("You"));
    newGame.nameEdit(1)->setText(QStringLiteral("Ana"));
    Language::apply(QStringLiteral("sr"));
    QCOMPARE(newGame.windowTitle(), QStringLiteral("Нова игра"));
    QCOMPARE(newGame.nameEdit(0)->text(), QStringLiteral("Ви"));  // default name follows
    QCOMPARE(newGame.nameEdit(1)->text(), QStringLiteral("Ana")); // typed name stays
    QCOMPARE(newGame.kindBox(0)->itemText(0), QStringLiteral("Човек"));
    // Standard buttons: our files carry Qt's OK/Cancel for languages without a qtbase file.
    auto *box = newGame.findChild<QDialogButtonBox *>();
    QVERIFY(box);
    QCOMPARE(box->button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Откажи"));
}

void TestTranslations::pluralForms_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("cards");  // 1, 2, 5, 21
    QTest::addColumn<QStringList>("points"); // 1, 2, 5, 21
    QTest::addColumn<QStringList>("stock");  // the status line's stock, 1, 2, 5, 21 (a blind tester heard "1 cards")
    QTest::newRow("en") << "en" << QStringList{"Ana — 1 card", "Ana — 2 cards", "Ana — 5 cards", "Ana — 21 cards"}
                        << QStringList{"1 point", "2 points", "5 points", "21 points"}
                        << QStringList{"Stock: 1 card", "Stock: 2 cards", "Stock: 5 cards", "Stock: 21 cards"};
    QTest::newRow("sr") << "sr" << QStringList{"Ana — 1 карта", "Ana — 2 карте", "Ana — 5 карата", "Ana — 21 карта"}
                        << QStringList{"1 поен", "2 поена", "5 поена", "21 поен"}
                        << QStringList{"Шпил: 1 карта", "Шпил: 2 карте", "Шпил: 5 карата", "Шпил: 21 карта"};
    QTest::newRow("sr_Latn") << "sr_Latn"
                             << QStringList{"Ana — 1 karta", "Ana — 2 karte", "Ana — 5 karata", "Ana — 21 karta"}
                             << QStringList{"1 poen", "2 poena", "5 poena", "21 poen"}
                             << QStringList{"Špil: 1 karta", "Špil: 2 karte", "Špil: 5 karata", "Špil: 21 karta"};
    QTest::newRow("ru") << "ru" << QStringList{"Ana — 1 карта", "Ana — 2 карты", "Ana — 5 карт", "Ana — 21 карта"}
                        << QStringList{"1 очко", "2 очка", "5 очков", "21 очко"}
                        << QStringList{"В колоде 1 карта", "В колоде 2 карты", "В колоде 5 карт", "В колоде 21 карта"};
}

void TestTranslations::pluralForms()
{
    QFETCH(QString, code);
    QFETCH(QStringList, cards);
    QFETCH(QStringList, points);
    QFETCH(QStringList, stock);
    QCOMPARE(Language::apply(code), code);
    const int counts[] = {1, 2, 5, 21};
    for (int i = 0; i < 4; ++i) {
        // A seat panel's card count (SeatPanel::infoText).
        QCOMPARE(QStringLiteral("Ana — ") + QCoreApplication::translate("SeatPanel", "%n card(s)", nullptr, counts[i]),
                 cards[i]);
        QCOMPARE(ScoreWords::points(counts[i]), points[i]);
        QCOMPARE(ScoreWords::points(-counts[i]), QChar(0x2212) + points[i]); // the minus sign, not "-"
        QCOMPARE(TableWords::stockCards(counts[i]), stock[i]);
    }
}

void TestTranslations::reasonTexts()
{
    QStringList english;
    for (int r = 0; r < remi::kReasonCount; ++r) english << ReasonText::text(static_cast<remi::Reason>(r));
    QCOMPARE(english.size(), remi::kReasonCount);
    const QStringList codes{QStringLiteral("sr"), QStringLiteral("sr_Latn"), QStringLiteral("ru")};
    for (const QString &code : codes) {
        Language::apply(code);
        QSet<QString> seen;
        for (int r = 0; r < remi::kReasonCount; ++r) {
            const QString text = ReasonText::text(static_cast<remi::Reason>(r));
            QVERIFY2(text != english[r], qPrintable(code + QLatin1Char(' ') + english[r]));
            seen.insert(text);
        }
        QCOMPARE(seen.size(), remi::kReasonCount); // every reason its own sentence
    }
    Language::apply(QStringLiteral("sr"));
    QCOMPARE(ReasonText::text(remi::Reason::InvalidMeld), QStringLiteral("Те карте нису исправан низ ни скуп."));
    Language::apply(QStringLiteral("sr_Latn"));
    QCOMPARE(ReasonText::text(remi::Reason::InvalidMeld), QStringLiteral("Te karte nisu ispravan niz ni skup."));
    Language::apply(QStringLiteral("ru"));
    QCOMPARE(ReasonText::text(remi::Reason::InvalidMeld),
             QStringLiteral("Эти карты не образуют ни последовательности, ни группы."));
}

void TestTranslations::cardNames()
{
    const remi::Card sevenOfHearts = remi::naturalCard(0, remi::Suit::Hearts, 7);
    const remi::Card queenOfSpades = remi::naturalCard(0, remi::Suit::Spades, 12);
    QCOMPARE(CardNames::card(sevenOfHearts), QStringLiteral("seven of hearts"));
    Language::apply(QStringLiteral("sr"));
    QCOMPARE(CardNames::card(sevenOfHearts), QStringLiteral("седмица херц"));
    QCOMPARE(CardNames::card(queenOfSpades), QStringLiteral("дама пик"));
    Language::apply(QStringLiteral("sr_Latn"));
    QCOMPARE(CardNames::card(sevenOfHearts), QStringLiteral("sedmica herc"));
    Language::apply(QStringLiteral("ru"));
    QCOMPARE(CardNames::card(sevenOfHearts), QStringLiteral("семёрка червей"));
    QCOMPARE(CardNames::card(queenOfSpades), QStringLiteral("дама пик"));
    QCOMPARE(CardNames::card(remi::jokerCard(1, 0)), QStringLiteral("джокер"));
}

void TestTranslations::roundEndInEachLanguage()
{
    // One round of remi51 (the human seat played by ComputerTurn), then the round-end dialog in
    // every language; REMI_SHOT_DIR set: pictures of it for the screenshot review.
    Language::apply(QStringLiteral("en"));
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 3, 5));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy finished(w.controller(), &GameController::roundFinished);
    // The human seat plays as the stand-in computer player, through the controller.
    QVERIFY(playRoundAsHuman(*w.controller(), finished));
    QCOMPARE(finished.size(), 1);
    RoundEndPanel *dialog = w.roundEndPanel();
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY2(dialog->title().startsWith(QStringLiteral("Round 1 over — ")), qPrintable(dialog->title()));
    const struct {
        const char *code;
        const char *title;
        const char *next;
    } languages[] = {{"sr", "Крај рунде 1", "Следећа рунда"},
                     {"sr_Latn", "Kraj runde 1", "Sledeća runda"},
                     {"ru", "Раунд 1 окончен", "Следующий раунд"}};
    for (const auto &l : languages) {
        Language::apply(QLatin1String(l.code));
        QVERIFY2(dialog->title().startsWith(QString::fromUtf8(l.title)), qPrintable(dialog->title()));
        QCOMPARE(dialog->continueButton()->text(), QString::fromUtf8(l.next));
        QVERIFY2(!dialog->summary().contains(QLatin1String("point")) &&
                     !dialog->summary().contains(QLatin1String("Round")),
                 qPrintable(dialog->summary()));
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
            const QString dir = qEnvironmentVariable("REMI_SHOT_DIR");
            QCoreApplication::processEvents();
            dialog->grab().save(dir + QStringLiteral("/round-end-%1.png").arg(QLatin1String(l.code)));
            w.grab().save(dir + QStringLiteral("/table-round-end-%1.png").arg(QLatin1String(l.code)));
            SettingsDialog settings(&w);
            settings.show();
            QCoreApplication::processEvents();
            settings.grab().save(dir + QStringLiteral("/settings-%1.png").arg(QLatin1String(l.code)));
            settings.variantBox()->setCurrentIndex(settings.variantBox()->findData(QStringLiteral("rami")));
            QTest::qWait(100);
            settings.grab().save(dir + QStringLiteral("/settings-rami-%1.png").arg(QLatin1String(l.code)));
            NewGameDialog newGame(&w);
            newGame.show();
            QCoreApplication::processEvents();
            newGame.grab().save(dir + QStringLiteral("/newgame-%1.png").arg(QLatin1String(l.code)));
        }
    }
    dialog->proceed();
}

void TestTranslations::tableTextsFitNarrowWindow()
{
    // Every text of the table (seat labels, pile labels, status line) stays inside a 900 px window
    // in every language.
    Language::apply(QStringLiteral("en"));
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    w.resize(900, 650);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (const char *code : {"en", "sr", "sr_Latn", "ru"}) {
        Language::apply(QLatin1String(code));
        QCoreApplication::processEvents();
        const qreal width = w.view()->viewport()->width();
        int texts = 0;
        for (QGraphicsItem *item : w.scene()->items()) {
            auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
            if (!text || text->text().isEmpty()) continue;
            ++texts;
            const QRectF r = text->sceneBoundingRect();
            QVERIFY2(r.left() >= 0 && r.right() <= width, qPrintable(QStringLiteral("%1: \"%2\" %3..%4 of %5")
                                                                         .arg(QLatin1String(code), text->text())
                                                                         .arg(r.left())
                                                                         .arg(r.right())
                                                                         .arg(width)));
        }
        // Status line, stock, cut card and discard pile labels; the seats' names are in their panels.
        QVERIFY(texts >= 4);
        for (SeatPanel *panel : w.scene()->seatPanels()) {
            // The panel itself (its glow may reach past it) lies inside the window.
            const QRectF r(panel->pos(), panel->boundingRect().adjusted(12, 12, -12, -12).size());
            QVERIFY(r.left() >= 0 && r.right() <= width);
        }
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
