// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rules help (RULES.md sections 2–5 and 7): the pages of every variant in every language, the
// links between them, the key list against RULES.md section 7, and F1 / Ctrl+F1 in the window.

#include "GameController.h"
#include "HelpDialog.h"
#include "HelpMenu.h"
#include "HelpPages.h"
#include "KeyText.h"
#include "MainWindow.h"

#include "AppStyle.h"
#include "TableTheme.h"
#include <QAction>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>
#include <cmath>

namespace {

/// The exact title (and first heading) of each page, per help folder.
const QMap<QString, QMap<QString, QString>> &titles()
{
    static const QMap<QString, QMap<QString, QString>> t{
        {QStringLiteral("en"),
         {{QStringLiteral("rummy"), QStringLiteral("Rummy — rules")},
          {QStringLiteral("remi51"), QStringLiteral("Remi 51 — rules")},
          {QStringLiteral("rami"), QStringLiteral("Rami — rules")},
          {QStringLiteral("remi_indonesia"), QStringLiteral("Remi Indonesia — rules")},
          {QStringLiteral("keys"), QStringLiteral("Keyboard — key list")}}},
        {QStringLiteral("sr"),
         {{QStringLiteral("rummy"), QStringLiteral("Основни реми — правила")},
          {QStringLiteral("remi51"), QStringLiteral("Реми 51 — правила")},
          {QStringLiteral("rami"), QStringLiteral("Рами — правила")},
          {QStringLiteral("remi_indonesia"), QStringLiteral("Реми Индонезија — правила")},
          {QStringLiteral("keys"), QStringLiteral("Тастатура — списак тастера")}}},
        {QStringLiteral("ru"),
         {{QStringLiteral("rummy"), QStringLiteral("Классический рамми — правила")},
          {QStringLiteral("remi51"), QStringLiteral("Реми 51 — правила")},
          {QStringLiteral("rami"), QStringLiteral("Рами — правила")},
          {QStringLiteral("remi_indonesia"), QStringLiteral("Реми Индонезия — правила")},
          {QStringLiteral("keys"), QStringLiteral("Клавиатура — список клавиш")}}},
    };
    return t;
}

/// The page as the help window shows it (HelpPages::html: the options table filled in).
QString readPage(const QString &language, const QString &page)
{
    return HelpPages::html(QUrl(QStringLiteral("qrc:/help/%1/%2.html").arg(language, page)));
}

QString firstHeading(const QTextDocument &doc)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() == 1) return b.text();
    return {};
}

/// Rows of tests/data/keymap-keys.txt: the keys of each row of RULES.md section 7's table.
QList<QStringList> keyRows()
{
    QList<QStringList> rows;
    QFile file(QFINDTESTDATA("../data/keymap-keys.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return rows;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        QStringList keys;
        for (const QString &key : line.split(QStringLiteral(" | "))) keys << key.trimmed();
        rows << keys;
    }
    return rows;
}

/// Viewport position of the middle of the first link to `href` in `browser`; (-1, -1) if none.
QPoint linkPosition(QTextBrowser *browser, const QString &href)
{
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorHref() == href) {
                QTextCursor cursor(browser->document());
                cursor.setPosition(it.fragment().position() + it.fragment().length() / 2);
                return browser->cursorRect(cursor).center();
            }
    return {-1, -1};
}

HelpDialog *pressForHelp(MainWindow &w, QKeyCombination key)
{
    QTest::keyClick(&w, key.key(), key.keyboardModifiers());
    auto *menu = w.findChild<HelpMenu *>();
    return menu ? menu->dialog() : nullptr;
}

} // namespace

class TestHelp : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void pages_data();
    void pages();
    void links_data();
    void links();
    void languageFolders();
    void keyList_data();
    void keyList();
    void menuActions();
    void f1ShowsCurrentVariant_data();
    void f1ShowsCurrentVariant();
    void ctrlF1ShowsKeys();
    void linkThenLanguageChange();
    void linksReadOnThePage();
};

void TestHelp::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_help"));
    QSettings().clear();
    // Computer turns at the pace these tests were written for (issue 15: a setting of its own).
    QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("fast"));
}

void TestHelp::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestHelp::pages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("title");
    for (auto lang = titles().begin(); lang != titles().end(); ++lang)
        for (auto page = lang->begin(); page != lang->end(); ++page)
            QTest::addRow("%s/%s", qPrintable(lang.key()), qPrintable(page.key()))
                << lang.key() << page.key() << page.value();
}

void TestHelp::pages()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    QFETCH(QString, title);
    QVERIFY(HelpPages::pages().contains(page));
    const QString html = readPage(language, page);
    QVERIFY2(html.size() > 2000, qPrintable(QStringLiteral("missing or short: %1/%2").arg(language, page)));
    QTextDocument doc;
    doc.setHtml(html);
    QCOMPARE(doc.metaInformation(QTextDocument::DocumentTitle), title);
    QCOMPARE(firstHeading(doc), title);
    if (page != HelpPages::keysPage()) {
        // Every variant page has the same sections in every language (cards, deal, turn, melds,
        // opening, jokers, going out, scoring with an example, options), with a scoring table,
        // the options table and one worked example.
        static const QMap<QString, int> sections{{QStringLiteral("rummy"), 8},
                                                 {QStringLiteral("remi51"), 9},
                                                 {QStringLiteral("rami"), 9},
                                                 {QStringLiteral("remi_indonesia"), 7}};
        QCOMPARE(html.count(QStringLiteral("<h2>")), sections.value(page));
        QCOMPARE(html.count(QStringLiteral("<h3>")), 1);
        QVERIFY(html.count(QStringLiteral("<table")) >= 2);
        QVERIFY(doc.toPlainText().size() > 2500);
        // The figures in bold, in every language: deal sizes, opening minimum, match target and
        // the results of the worked example (RULES.md 2.12 #1, 3.12 #4, 4.12 #1 and #5, 5.12 #3).
        static const QMap<QString, QStringList> figures{
            {QStringLiteral("rummy"), {"7", "6", "150", "37", "74"}},
            {QStringLiteral("remi51"), {"14", "51", "−40", "35", "100"}},
            {QStringLiteral("rami"), {"300", "40", "1000", "+45", "+50", "40"}},
            {QStringLiteral("remi_indonesia"), {"200", "40", "−70"}}};
        static const QRegularExpression bold(QStringLiteral("<b>([−+0-9]+)</b>"));
        QStringList found;
        for (const QRegularExpressionMatch &m : bold.globalMatch(html)) found << m.captured(1);
        QCOMPARE(found, figures.value(page));
    }
    QCOMPARE(HelpPages::url(page, language), QUrl(QStringLiteral("qrc:/help/%1/%2.html").arg(language, page)));
}

void TestHelp::links_data()
{
    pages_data();
}

void TestHelp::links()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    const QString html = readPage(language, page);
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]+)\""));
    QSet<QString> targets;
    for (const QRegularExpressionMatch &m : href.globalMatch(html)) {
        const QUrl target =
            QUrl(QStringLiteral("qrc:/help/%1/%2.html").arg(language, page)).resolved(QUrl(m.captured(1)));
        QVERIFY2(QFile::exists(QLatin1Char(':') + target.path()), qPrintable(m.captured(1)));
        targets << HelpPages::pageOf(target);
    }
    // Each page links to every page, itself included (the navigation line).
    const QStringList all = HelpPages::pages();
    QCOMPARE(targets, QSet<QString>(all.begin(), all.end()));
}

void TestHelp::languageFolders()
{
    const bool latin = QFile::exists(QStringLiteral(":/help/sr_Latn/keys.html"));
    QCOMPARE(HelpPages::language(QLocale(QLocale::Russian, QLocale::Russia)), QStringLiteral("ru"));
    QCOMPARE(HelpPages::language(QLocale(QLocale::Serbian, QLocale::CyrillicScript, QLocale::Serbia)),
             QStringLiteral("sr"));
    QCOMPARE(HelpPages::language(QLocale(QLocale::Serbian, QLocale::LatinScript, QLocale::Serbia)),
             latin ? QStringLiteral("sr_Latn") : QStringLiteral("sr"));
    QCOMPARE(HelpPages::language(QLocale(QLocale::English, QLocale::UnitedKingdom)), QStringLiteral("en"));
    QCOMPARE(HelpPages::language(QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    QCOMPARE(HelpPages::currentLanguage(), QStringLiteral("ru"));
    // Missing pages fall back: sr_Latn → sr → en; unknown pages have no URL.
    QCOMPARE(HelpPages::url(QStringLiteral("rami"), QStringLiteral("sr_Latn")),
             QUrl(latin ? QStringLiteral("qrc:/help/sr_Latn/rami.html") : QStringLiteral("qrc:/help/sr/rami.html")));
    QCOMPARE(HelpPages::url(QStringLiteral("rami"), QStringLiteral("de")),
             QUrl(QStringLiteral("qrc:/help/en/rami.html")));
    QVERIFY(HelpPages::url(QStringLiteral("poker"), QStringLiteral("en")).isEmpty());
    QCOMPARE(HelpPages::pageForVariant(QStringLiteral("remi_indonesia")), QStringLiteral("remi_indonesia"));
    QCOMPARE(HelpPages::pageForVariant(QStringLiteral("canasta")), QStringLiteral("keys"));
    QCOMPARE(HelpPages::pageOf(QUrl(QStringLiteral("qrc:/help/ru/remi51.html"))), QStringLiteral("remi51"));
    QCOMPARE(HelpPages::pageOf(QUrl(QStringLiteral("https://example.org/remi51.html"))), QString());
}

void TestHelp::keyList_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &lang : titles().keys()) QTest::newRow(qPrintable(lang)) << lang;
}

void TestHelp::keyList()
{
    QFETCH(QString, language);
    const QList<QStringList> rows = keyRows();
    QCOMPARE(rows.size(), 28); // the rows of RULES.md section 7's table
    const QString html = readPage(language, HelpPages::keysPage());
    // One table row per key-map row, plus the header; then the program's own keys (how to play,
    // the game log, reviewing a round, reading the table and going to the log, finishing a computer's turn)
    // in a second table with its header.
    QCOMPARE(html.count(QStringLiteral("<tr>")), rows.size() + 1 + 7);
    QCOMPARE(html.count(QStringLiteral("<table")), 2);
    // The page shows the keys as the platform writes them (HelpPages::html: ⌘L on macOS, KeyText).
    const QString more = html.mid(html.lastIndexOf(QStringLiteral("<table")));
    for (const QString &key :
         {QStringLiteral("?"), KeyText::native(QStringLiteral("Ctrl+L")), KeyText::native(QStringLiteral("Ctrl+R")),
          QStringLiteral("W"), QStringLiteral("G"), QStringLiteral("F")})
        QVERIFY2(more.contains(QStringLiteral("<code>%1</code></td>").arg(key)),
                 qPrintable(key + QStringLiteral(" in ") + language));
    static const QRegularExpression code(QStringLiteral("<code>([^<]+)</code>"));
    QSet<QString> listed;
    for (const QRegularExpressionMatch &m : code.globalMatch(html)) listed << m.captured(1);
    // The arrows and the space bar as a Russian or Serbian reader knows them: "Left" is printed on no
    // key there (ru review, sr review 21): "Shift+←", "Пробел", "Размакница".
    const QString space = language == QLatin1String("ru")            ? QStringLiteral("Пробел")
                          : language == QLatin1String("sr")          ? QStringLiteral("Размакница")
                          : language.startsWith(QLatin1String("sr")) ? QStringLiteral("Razmaknica")
                                                                     : QString();
    const QMap<QString, QString> spelled{{QStringLiteral("Left"), QStringLiteral("←")},
                                         {QStringLiteral("Right"), QStringLiteral("→")},
                                         {QStringLiteral("Up"), QStringLiteral("↑")},
                                         {QStringLiteral("Down"), QStringLiteral("↓")},
                                         {QStringLiteral("Space"), space}};
    for (const QStringList &row : rows)
        for (QString key : row) {
            if (!space.isEmpty()) {
                QStringList parts = key.split(QLatin1Char('+'));
                for (QString &part : parts) part = spelled.value(part, part);
                key = parts.join(QLatin1Char('+'));
            }
            QVERIFY2(listed.contains(KeyText::native(key)),
                     qPrintable(QStringLiteral("%1 missing in %2").arg(key, language)));
        }
}

void TestHelp::menuActions()
{
    MainWindow w;
    auto *menu = w.findChild<HelpMenu *>();
    QVERIFY(menu);
    QCOMPARE(menu->rulesAction()->shortcut(), QKeySequence(Qt::Key_F1));
    QCOMPARE(menu->keysAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F1));
    QCOMPARE(menu->aboutAction()->text(), QStringLiteral("&About Remi"));
    QVERIFY(!menu->dialog()); // created on first use
}

void TestHelp::f1ShowsCurrentVariant_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("title");
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale sr(QLocale::Serbian, QLocale::CyrillicScript, QLocale::Serbia);
    const QLocale ru(QLocale::Russian, QLocale::Russia);
    QTest::newRow("rummy en") << "rummy" << 3 << en << "Rummy — rules";
    QTest::newRow("remi51 en") << "remi51" << 4 << en << "Remi 51 — rules";
    QTest::newRow("rami en") << "rami" << 4 << en << "Rami — rules";
    QTest::newRow("remi_indonesia en") << "remi_indonesia" << 4 << en << "Remi Indonesia — rules";
    QTest::newRow("rami sr") << "rami" << 2 << sr << "Рами — правила";
    QTest::newRow("remi_indonesia sr") << "remi_indonesia" << 3 << sr << "Реми Индонезија — правила";
    QTest::newRow("rummy ru") << "rummy" << 2 << ru << "Классический рамми — правила";
    QTest::newRow("remi51 ru") << "remi51" << 3 << ru << "Реми 51 — правила";
}

void TestHelp::f1ShowsCurrentVariant()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(QLocale, locale);
    QFETCH(QString, title);
    QLocale::setDefault(locale);
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    QVERIFY(w.startGame(variant, players, 7));
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    HelpDialog *dialog = pressForHelp(w, Qt::Key_F1);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->page(), variant);
    QCOMPARE(dialog->browser()->documentTitle(), title);
    QVERIFY(dialog->windowTitle().endsWith(title));
}

void TestHelp::ctrlF1ShowsKeys()
{
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    HelpDialog *dialog = pressForHelp(w, Qt::CTRL | Qt::Key_F1);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->page(), QStringLiteral("keys"));
    QCOMPARE(dialog->browser()->documentTitle(), QStringLiteral("Keyboard — key list"));
    // The Rules button goes to the game's variant page; a second Ctrl+F1 reuses the window.
    dialog->findChild<QPushButton *>(QStringLiteral("helpRules"))->click();
    QCOMPARE(dialog->browser()->documentTitle(), QStringLiteral("Remi 51 — rules"));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QCOMPARE(pressForHelp(w, Qt::CTRL | Qt::Key_F1), dialog);
    QCOMPARE(dialog->browser()->documentTitle(), QStringLiteral("Keyboard — key list"));
    QCOMPARE(w.findChildren<HelpDialog *>().size(), 1);
}

void TestHelp::linkThenLanguageChange()
{
    HelpDialog dialog;
    dialog.showPage(QStringLiteral("rami"));
    QCOMPARE(dialog.language(), QStringLiteral("en"));
    QCOMPARE(dialog.browser()->documentTitle(), QStringLiteral("Rami — rules"));
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // A mouse click on the link "keys.html" of the navigation line.
    const QPoint link = linkPosition(dialog.browser(), QStringLiteral("keys.html"));
    QVERIFY(link.x() >= 0);
    QTest::mouseClick(dialog.browser()->viewport(), Qt::LeftButton, {}, link);
    QCOMPARE(dialog.page(), QStringLiteral("keys"));
    QCOMPARE(dialog.browser()->documentTitle(), QStringLiteral("Keyboard — key list"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Remi help — Keyboard — key list"));
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("helpBack"))->isEnabled());
    // The language switch sets the default locale, then every widget gets LanguageChange.
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&dialog, &change);
    QCOMPARE(dialog.language(), QStringLiteral("ru"));
    QCOMPARE(dialog.page(), QStringLiteral("keys"));
    QCOMPARE(dialog.browser()->source(), QUrl(QStringLiteral("qrc:/help/ru/keys.html")));
    QCOMPARE(dialog.browser()->documentTitle(), QStringLiteral("Клавиатура — список клавиш"));
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("helpBack"))->isEnabled());
    QLocale::setDefault(QLocale(QLocale::Serbian, QLocale::CyrillicScript, QLocale::Serbia));
    QCoreApplication::sendEvent(&dialog, &change);
    QCOMPARE(dialog.browser()->documentTitle(), QStringLiteral("Тастатура — списак тастера"));
}

namespace {
/// WCAG relative luminance of a colour (0 black … 1 white).
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
} // namespace

// Issue 35: the help's links were pale gold on the cream page (the window's link colour), under
// every table theme.
void TestHelp::linksReadOnThePage()
{
    for (const TableTheme &theme : TableThemes::all()) {
        AppStyle::apply(theme);
        HelpDialog dialog;
        const QPalette p = dialog.browser()->palette();
        QVERIFY2(contrast(p.color(QPalette::Link), p.color(QPalette::Base)) >= 4.5, qPrintable(theme.key));
        QVERIFY2(contrast(p.color(QPalette::LinkVisited), p.color(QPalette::Base)) >= 4.5, qPrintable(theme.key));
    }
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
