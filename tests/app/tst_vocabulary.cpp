// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One vocabulary per language (issue 22, docs/GLOSSARY.md): no "Never" term of the glossary
// (translations/never-terms.tsv) in a translation or a help page of its language; every option named
// the same in the Settings dialog and in its help page's options table, in every language; no menu
// (nor the window's menu bar with its buttons, nor a dialog) with two entries of one mnemonic, in every
// language; the meld value ("%1, %n points") in the plural forms of every language. REMI_TS_DIR is the source translations/.

#include "CardNames.h"
#include "GameController.h"
#include "HelpDialog.h"
#include "HelpPages.h"
#include "KeyboardController.h"
#include "Language.h"
#include "Lesson.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "OptionHelp.h"
#include "ScoreWords.h"
#include "SettingsDialog.h"
#include "TableMenus.h"
#include "TableScene.h"
#include "TableWords.h"

#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QXmlStreamReader>
#include <QtTest>

#include <memory>

namespace {

struct NeverTerm {
    QString language;
    QString scope; ///< all, labels, pickup (translations/never-terms.tsv)
    QRegularExpression pattern;
    QString term; ///< the glossary's word, for the message
};

QList<NeverTerm> readNeverTerms(QString *error)
{
    QList<NeverTerm> terms;
    QFile file(QStringLiteral(REMI_TS_DIR "/never-terms.tsv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open ") + file.fileName();
        return terms;
    }
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        if (cols.size() != 4) {
            *error = QStringLiteral("not 4 columns: ") + line;
            return {};
        }
        NeverTerm t{cols[0], cols[1], QRegularExpression(cols[2], QRegularExpression::UseUnicodePropertiesOption),
                    cols[3]};
        if (!t.pattern.isValid()) {
            *error = QStringLiteral("bad pattern %1: %2").arg(cols[2], t.pattern.errorString());
            return {};
        }
        terms << t;
    }
    return terms;
}

struct TsText {
    QString context;
    QString source;
    QString text; ///< one translation or numerus form
};

QList<TsText> readTranslations(const QString &code)
{
    QList<TsText> out;
    QFile file(QStringLiteral(REMI_TS_DIR "/remi_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        else if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out << TsText{context, source, text}; // numerus forms: their texts run together, each is searched
        }
    }
    return out;
}

/// The text of a help page file as written (the generated options table is checked through the
/// translations it is made of).
QString helpPageText(const QString &language, const QString &page)
{
    QFile file(QStringLiteral(":/help/%1/%2.html").arg(language, page));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QTextDocument doc;
    doc.setHtml(QString::fromUtf8(file.readAll()));
    return doc.toPlainText();
}

const QRegularExpression &pickupSource()
{
    static const QRegularExpression re(QStringLiteral("(?i)pick(?:ed|s|ing)? up|pick depth"));
    return re;
}

QStringList hits(const QList<NeverTerm> &terms, const QString &language, const QString &scope, const QString &text,
                 const QString &where)
{
    QStringList found;
    for (const NeverTerm &t : terms) {
        if (t.language != language || t.scope != scope) continue;
        const QRegularExpressionMatch m = t.pattern.match(text);
        if (m.hasMatch())
            found << QStringLiteral("%1: \"%2\" in \"%3\" (glossary: %4)")
                         .arg(where, m.captured(0), text.left(120), t.term);
    }
    return found;
}

QStringList allOptionWords()
{
    QStringList words;
    for (const std::string &v : remi::variantNames())
        for (const remi::OptionSpec &spec : remi::optionSpecs(v)) {
            words << OptionHelp::label(QString::fromStdString(spec.name));
            for (const std::string &c : spec.choices) words << OptionHelp::choice(QString::fromStdString(c));
        }
    words.removeDuplicates();
    return words;
}

/// The mnemonic of a menu or button text ("&Game" → 'g'; "&&" is a plain ampersand); null if none.
QChar mnemonic(const QString &text)
{
    const QString t = text.section(QLatin1Char('\t'), 0, 0);
    for (qsizetype i = 0; i + 1 < t.size(); ++i) {
        if (t[i] != QLatin1Char('&')) continue;
        if (t[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return t[i + 1].toLower();
    }
    return {};
}

/// "Game menu: 'и' in "&Изложи" and "&Игра"" for every mnemonic used twice among `texts`.
QStringList duplicates(const QString &where, const QStringList &texts)
{
    QMap<QChar, QStringList> by;
    for (const QString &t : texts)
        if (const QChar m = mnemonic(t); !m.isNull()) by[m] << t;
    QStringList out;
    for (auto it = by.cbegin(); it != by.cend(); ++it)
        if (it.value().size() > 1)
            out << QStringLiteral("%1: '%2' in \"%3\"")
                       .arg(where, QString(it.key()), it.value().join(QStringLiteral("\", \"")));
    return out;
}

/// Every menu under `menu` (itself included), with its title path.
void collectMenus(QMenu *menu, const QString &path, QList<std::pair<QString, QMenu *>> &out)
{
    out.append({path, menu});
    for (QAction *a : menu->actions())
        if (QMenu *sub = a->menu()) collectMenus(sub, path + QStringLiteral(" > ") + sub->title(), out);
}

QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    for (QAction *a : menu->actions())
        if (!a->isSeparator()) texts << a->text();
    return texts;
}

/// The texts of a dialog that carry a mnemonic: labels (their buddy's key) and buttons.
QStringList dialogTexts(const QWidget *dialog)
{
    QStringList texts;
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        if (label->buddy() && !label->isHidden()) texts << label->text();
    for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>())
        if (!button->isHidden()) texts << button->text();
    return texts;
}

QString cellText(const QTextTableCell &cell)
{
    QTextCursor c = cell.firstCursorPosition();
    c.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return c.selectedText().trimmed();
}

/// The options table of the page shown in `browser`, as the player sees it: "# group" for a
/// heading row, the option's name for an option row. Fails (empty, `*error`) unless exactly one
/// table has the header "Option | Default | Allowed | Effect".
QStringList optionsTableRows(QTextBrowser *browser, QString *error)
{
    const QString optionHeader = QCoreApplication::translate("HelpPages", "Option");
    QStringList rows;
    int tables = 0;
    for (QTextFrame *frame : browser->document()->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table || table->columns() != 4 || cellText(table->cellAt(0, 0)) != optionHeader) continue;
        ++tables;
        for (int r = 1; r < table->rows(); ++r) {
            const QTextTableCell first = table->cellAt(r, 0);
            rows << (first.columnSpan() == 4 ? QStringLiteral("# ") + cellText(first) : cellText(first));
        }
    }
    if (tables != 1) *error = QStringLiteral("%1 options tables").arg(tables);
    return tables == 1 ? rows : QStringList();
}

/// The Settings dialog's option rows for the variant shown: "# group" for each visible group box,
/// the label's text without the "%1:" around it for each option.
QStringList settingsRows(SettingsDialog &dialog)
{
    const QString format = QCoreApplication::translate("SettingsDialog", "%1:");
    const qsizetype at = format.indexOf(QLatin1String("%1"));
    const QString before = format.left(at), after = format.mid(at + 2);
    QStringList rows;
    for (QGroupBox *box : dialog.findChildren<QGroupBox *>()) {
        if (box->isHidden()) continue;
        rows << QStringLiteral("# ") + box->title();
        auto *form = qobject_cast<QFormLayout *>(box->layout());
        if (!form) continue;
        for (int r = 0; r < form->rowCount(); ++r) {
            auto *label = qobject_cast<QLabel *>(form->itemAt(r, QFormLayout::LabelRole)->widget());
            QString text = label ? label->text() : QString();
            // The option's name as shown, without the mnemonic every label has (issue 34).
            text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
            if (text.startsWith(before) && text.endsWith(after))
                text = text.mid(before.size(), text.size() - before.size() - after.size());
            rows << text;
        }
    }
    return rows;
}

} // namespace

class TestVocabulary : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void neverTermsAreCaught();
    void noNeverTerm_data();
    void noNeverTerm();
    void optionNamesMatchHelp_data();
    void optionNamesMatchHelp();
    void uniqueMnemonics_data();
    void uniqueMnemonics();
    void meldValuePlurals_data();
    void meldValuePlurals();
    void seatWordsAgree_data();
    void seatWordsAgree();
    void englishSaysMeld();

  private:
    QList<NeverTerm> m_terms;
};

void TestVocabulary::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_vocabulary"));
    QSettings().clear();
    QString error;
    m_terms = readNeverTerms(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestVocabulary::cleanup()
{
    Language::apply(QStringLiteral("en"));
}

void TestVocabulary::neverTermsAreCaught()
{
    // The list is the glossary's Never column: each of these old words is found.
    const QList<std::pair<QString, QString>> bad{
        {"sr", "&Спусти"},
        {"sr", "Спуштање комбинације"},
        {"sr", "гомилу одбацивања"},
        {"sr", "са гомиле извлачења"},
        {"sr", "Иде реми"},
        {"sr", "закопај џокера"},
        {"sr", "из нацрта"},
        {"sr", "истог знака"},
        {"sr", "&Опозови"},
        {"sr", "Елиминација"},
        {"sr", "Класични реми"},
        {"sr", "екран за предају"},
        {"sr", "„%1”"},
        {"sr", "Д-К-А"},
        {"sr", "1 у А-2-3"},
        {"ru", "Выкладка комбинации"},
        {"ru", "черновик"},
        {"ru", "&Положение"},
        {"ru", "Режим вызова"},
        {"ru", "в режиме состязания"},
        {"ru", "Выбывание"},
        {"ru", "Варианты правил"},
        {"ru", "Реми (Индонезия)"},
        {"ru", "у тебя есть"},
        {"ru", "„%1“"},
        {"ru", "Т-2-3"},
        {"ru", "Д-К-Т"},
        // Issue 36: the review's findings.
        {"sr", "ас је низак"},
        {"sr", "имати аса на оба краја"},
        {"sr", "бодова у руци"},
        {"sr", "сви се бодују као"},
        {"sr", "Реми у једном потезу дуплира"},
        {"sr", "Број &мешања:"},
        {"sr", "дељење не одговара семену"},
        {"sr", "Питај онога ко сече за џокера"},
        {"sr", "а Ви имате ту карту"},
        {"sr", "међу Ваше карте"},
        {"sr", "−40 поена за Вас;"},
        {"sr", "Карта из гомиле мора"},
        {"ru", "Вы заменили джокер в комбинации"},
        {"ru", "закопал под ней джокер."},
        {"ru", "Группа — одного значения"},
        {"ru", "каждое значение только один раз"},
        {"ru", "«хенд» со снятой картой"},
        {"ru", "закрытие «хендом»"},
        {"ru", "Одинаковые зерно, игра"},
        {"ru", "Спрашивать срезающего о джокере"},
        {"ru", "открытие сделано"},
        {"ru", "очков для Вас"},
        // The second review's findings.
        {"sr", "Кец висок или низак"},
        {"sr", "кец је низак"},
        {"sr", "Отворени играчи смеју"},
        {"sr", "Циљни број поена"},
        {"sr", "Измешај једном"},
        {"sr", "Рачунар (тешко)"},
        {"ru", "Целевой счёт"},
        {"ru", "игра до целевого счёта"},
        {"ru", "Всё равно закончить ход?"},
        {"ru", "Джокер перейдёт к вам в руку"},
        {"ru", "Без ограничения"},
        {"ru", "Компьютер (сложный)"},
        // The third reading: a log line after a seat name fits every seat; one word per idea.
        {"sr", "%1 је извукао карту."},
        {"sr", "%1 је одбацио %2."},
        {"sr", "затворите игру бацањем последње карте"},
        {"sr", "Низ</b> (кента)"},
        {"sr", "Скуп (књига)"},
        {"sr", "Обнове шпила у пат позицији"},
        {"sr", "испада се на %n поен"},
        {"sr", "Одбачене карте: %1"},
        {"ru", "%1 взял карту из колоды."},
        {"ru", "%1 закрылся."},
        {"ru", "Упорядочить руку по масти (%1)"},
        {"ru", "Выберите только натуральную карту"},
        {"ru", "а между этим ничего не выкладывали"},
        {"ru", "Марко закрывает обычно"},
        {"ru", "подложите %1 к червям Запада"},
        // A run's suit is declined (CardNames::suitOf): "последовательность 5-6-7 червей", "низ у херцу".
        {"ru", "последовательность %1 (%2)"},
        {"ru", "%1 не подходит к последовательности (%2)."},
        {"sr", "низ 5-6-7 херц, 18 поена"},
        {"sr", "ни на један крај овог низа (%2)."},
        // The sr review (items 1, 6, 11, 34): the locative "у кару", one word for the seed, a streak
        // that is no run, the cutter "пресече".
        {"sr", "из низа играча Запад у каро"},
        {"sr", "&Шифра дељења:"},
        {"sr", "Најдужи низ победа"},
        {"sr", "Ко исече џокера, сме да га остави"}};
    for (const auto &[language, text] : bad)
        QVERIFY2(!hits(m_terms, language, QStringLiteral("all"), text, {}).isEmpty(), qPrintable(text));
    QVERIFY(!hits(m_terms, "sr", "labels", "Бонус за ранији излазак", {}).isEmpty());
    QVERIFY(!hits(m_terms, "ru", "pickup", "Взятие из сброса", {}).isEmpty());
    QVERIFY(!hits(m_terms, "sr", "pickup", "Подигли сте %1 са гомиле одбачених карата", {}).isEmpty());
    QVERIFY(!hits(m_terms, "sr", "pickup", "или подигните једну од три горње", {}).isEmpty());
    // …and the glossary's own words are not.
    for (const auto &[language, text] :
         QList<std::pair<QString, QString>>{{"sr", "&Изложи"},
                                            {"sr", "„%1“"},
                                            {"sr", "Q-K-A, A-2-3"},
                                            {"sr", "Режим изазова; граница за испадање"},
                                            {"ru", "Режим на выбывание"},
                                            {"ru", "Игра на выбывание"},
                                            {"ru", "Порог выбывания"},
                                            {"ru", "«%1»"},
                                            {"ru", "Выкладывание, заготовка, Состояние, параметры правил"},
                                            {"sr", "Ваш потез: изложите комбинацију. Ви сте на потезу."},
                                            {"sr", "кец, поени, Бодовање"},
                                            {"sr", "Кец иде пре двојке. Заменили сте џокера."},
                                            {"ru", "Какую карту заменяет джокер?"},
                                            {"ru", "Вы закрылись. Ваш ход: вы заменили джокера"},
                                            {"ru", "Без ограничений; на руку; завершить ход"},
                                            {"ru", "недопустимое значение «%1»"},
                                            {"ru", "хенд с картой среза; нижняя карта снятой части"},
                                            {"ru", "последовательность 5-6-7 червей; последовательности %2."},
                                            {"sr", "низ 5-6-7 у херцу; Западов низ у кару; низ %1 %2"}})
        QVERIFY2(hits(m_terms, language, QStringLiteral("all"), text, {}).isEmpty(), qPrintable(text));
}

void TestVocabulary::noNeverTerm_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("sr") << QStringLiteral("sr");
    QTest::newRow("ru") << QStringLiteral("ru");
}

void TestVocabulary::noNeverTerm()
{
    QFETCH(QString, code);
    int patterns = 0;
    for (const NeverTerm &t : std::as_const(m_terms)) patterns += t.language == code;
    QVERIFY(patterns >= 10);
    QStringList found;
    // Every translation of the language.
    const QList<TsText> texts = readTranslations(code);
    QVERIFY(texts.size() > 600);
    for (const TsText &t : texts) {
        const QString where = QStringLiteral("remi_%1.ts %2 \"%3\"").arg(code, t.context, t.source.left(50));
        found << hits(m_terms, code, QStringLiteral("all"), t.text, where);
        if (pickupSource().match(t.source).hasMatch())
            found << hits(m_terms, code, QStringLiteral("pickup"), t.text, where);
    }
    // Every help page of the language (the text the player reads, entities decoded).
    for (const QString &page : HelpPages::pages()) {
        const QString text = helpPageText(code, page);
        QVERIFY2(text.size() > 1000, qPrintable(page));
        const QString where = QStringLiteral("help/%1/%2").arg(code, page);
        found << hits(m_terms, code, QStringLiteral("all"), text, where);
        if (page == QLatin1String("remi_indonesia"))
            found << hits(m_terms, code, QStringLiteral("pickup"), text, where);
    }
    // The option labels and choices as the Settings dialog shows them.
    QCOMPARE(Language::apply(code), code);
    for (const QString &word : allOptionWords()) {
        found << hits(m_terms, code, QStringLiteral("labels"), word, QStringLiteral("option label"));
        found << hits(m_terms, code, QStringLiteral("all"), word, QStringLiteral("option label"));
    }
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\n") + found.join(QLatin1Char('\n'))));
}

void TestVocabulary::optionNamesMatchHelp_data()
{
    QTest::addColumn<QString>("code");
    for (const char *code : {"en", "sr", "sr_Latn", "ru"}) QTest::newRow(code) << QString::fromLatin1(code);
}

void TestVocabulary::optionNamesMatchHelp()
{
    QFETCH(QString, code);
    QCOMPARE(Language::apply(code), code);
    SettingsDialog dialog;
    HelpDialog help;
    for (const std::string &v : remi::variantNames()) {
        const QString variant = QString::fromStdString(v);
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(variant));
        const QStringList settings = settingsRows(dialog);
        const auto specs = remi::optionSpecs(v);
        QCOMPARE(settings.size() - settings.filter(QRegularExpression(QStringLiteral("^# "))).size(),
                 static_cast<qsizetype>(specs.size()));
        help.showPage(variant);
        QCOMPARE(help.page(), variant);
        QCOMPARE(help.language(), code);
        QString error;
        const QStringList table = optionsTableRows(help.browser(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("%1/%2: %3").arg(code, variant, error)));
        // The same names (and group headings) in the same order.
        QCOMPARE(table, settings);
        for (const QString &name : settings)
            QVERIFY2(!name.isEmpty() && !name.contains(QLatin1Char('<')), qPrintable(name));
    }
    // The prose of the rummy page names aceHighOrLow with its label too (<!-- remi:label -->).
    help.showPage(QStringLiteral("rummy"));
    QCOMPARE(help.browser()->toPlainText().count(OptionHelp::label(QStringLiteral("aceHighOrLow"))), 3);
    QVERIFY(!help.browser()->toHtml().contains(QLatin1String("remi:")));
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
        help.showPage(QStringLiteral("remi51"));
        help.resize(760, 640);
        QCoreApplication::processEvents();
        help.browser()->verticalScrollBar()->setValue(help.browser()->verticalScrollBar()->maximum());
        QCoreApplication::processEvents();
        help.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") +
                         QStringLiteral("/help-remi51-options-%1.png").arg(code));
        help.browser()->verticalScrollBar()->setValue(0);
        QCoreApplication::processEvents();
        help.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/help-remi51-%1.png").arg(code));
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("remi51")));
        dialog.resize(560, 900);
        dialog.show();
        QCoreApplication::processEvents();
        dialog.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/settings-remi51-%1.png").arg(code));
    }
}

void TestVocabulary::uniqueMnemonics_data()
{
    optionNamesMatchHelp_data();
}

void TestVocabulary::uniqueMnemonics()
{
    QFETCH(QString, code);
    QCOMPARE(Language::apply(code), code);
    QStringList found;
    MainWindow w;
    w.controller()->setComputerDelay(60 * 60 * 1000);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
    // The menu bar and the window's buttons answer Alt+letter together.
    QStringList top;
    for (QAction *a : w.menuBar()->actions()) top << a->text();
    QCOMPARE(top.size(), 4);
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        if (b->window() == &w) top << b->text();
    QVERIFY(top.size() >= 8);
    found << duplicates(QStringLiteral("menu bar and buttons"), top);
    // Every menu of the menu bar, and its submenus.
    QList<std::pair<QString, QMenu *>> menus;
    for (QAction *a : w.menuBar()->actions())
        if (a->menu()) collectMenus(a->menu(), a->menu()->title(), menus);
    QVERIFY(menus.size() >= 4);
    int entries = 0;
    for (const auto &[path, menu] : std::as_const(menus)) {
        entries += actionTexts(menu).size();
        found << duplicates(path, actionTexts(menu));
    }
    QVERIFY(entries >= 30);
    // The context menus: a hand card's menu and a table meld's (TableMenus, as the keys and the
    // right click open them), the text fields' and the spin boxes' (Qt's, with our translations)
    // and the help text's.
    const TableMenus &tableMenus = w.keyboard()->menus();
    const remi::Round &round = w.controller()->round();
    std::unique_ptr<QMenu> cardMenu(tableMenus.cardMenu(round.hand(0).front().id, &w));
    QVERIFY(cardMenu && actionTexts(cardMenu.get()).size() >= 5);
    QList<std::pair<QString, QMenu *>> sub;
    collectMenus(cardMenu.get(), QStringLiteral("hand card menu"), sub);
    for (const auto &[path, menu] : std::as_const(sub)) found << duplicates(path, actionTexts(menu));
    QLineEdit edit(QStringLiteral("Ana"));
    std::unique_ptr<QMenu> editMenu(edit.createStandardContextMenu());
    const QStringList editTexts = actionTexts(editMenu.get());
    QVERIFY(editTexts.size() >= 6);
    found << duplicates(QStringLiteral("text field menu"), editTexts);
    // QAbstractSpinBox::contextMenuEvent: the line edit's menu with its own Select All, Step up and Step down.
    QStringList spinTexts;
    for (const QString &t : editTexts)
        if (!t.startsWith(QCoreApplication::translate("QLineEdit", "Select All"))) spinTexts << t;
    spinTexts << QCoreApplication::translate("QAbstractSpinBox", "&Select All")
              << QCoreApplication::translate("QAbstractSpinBox", "&Step up")
              << QCoreApplication::translate("QAbstractSpinBox", "Step &down");
    found << duplicates(QStringLiteral("spin box menu"), spinTexts);
    QTextBrowser browser;
    browser.setHtml(QStringLiteral("<a href=\"keys.html\">x</a>"));
    std::unique_ptr<QMenu> browserMenu(browser.createStandardContextMenu(QPoint(2, 2)));
    found << duplicates(QStringLiteral("help text menu"), actionTexts(browserMenu.get()));
    // The dialogs.
    SettingsDialog settings;
    found << duplicates(QStringLiteral("Settings"), dialogTexts(&settings));
    NewGameDialog newGame;
    found << duplicates(QStringLiteral("New game"), dialogTexts(&newGame));
    HelpDialog help;
    found << duplicates(QStringLiteral("Help"), dialogTexts(&help));
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\n") + found.join(QLatin1Char('\n'))));

    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const auto &[path, menu] : std::as_const(menus)) {
            menu->popup(w.mapToGlobal(QPoint(40, 30)));
            QCoreApplication::processEvents();
            menu->grab().save(qEnvironmentVariable("REMI_SHOT_DIR") +
                              QStringLiteral("/menu-%1-%2.png")
                                  .arg(menu->objectName().isEmpty() ? QString::number(menus.indexOf({path, menu}))
                                                                    : menu->objectName(),
                                       code));
            menu->close();
        }
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/window-%1.png").arg(code));
    }
}

void TestVocabulary::meldValuePlurals_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("values"); // 1, 2, 5, 21, 22 points
    QTest::addColumn<QString>("run");        // run 5-6-7 of hearts in remi51 (18 points)
    QTest::newRow("en") << "en" << QStringList{"1 point", "2 points", "5 points", "21 points", "22 points"}
                        << "run 5-6-7 of hearts, 18 points";
    QTest::newRow("sr") << "sr" << QStringList{"1 поен", "2 поена", "5 поена", "21 поен", "22 поена"}
                        << "низ 5-6-7 у херцу, 18 поена";
    QTest::newRow("sr_Latn") << "sr_Latn" << QStringList{"1 poen", "2 poena", "5 poena", "21 poen", "22 poena"}
                             << "niz 5-6-7 u hercu, 18 poena";
    QTest::newRow("ru") << "ru" << QStringList{"1 очко", "2 очка", "5 очков", "21 очко", "22 очка"}
                        << "последовательность 5-6-7 червей, 18 очков";
}

void TestVocabulary::meldValuePlurals()
{
    QFETCH(QString, code);
    QFETCH(QStringList, values);
    QFETCH(QString, run);
    QCOMPARE(Language::apply(code), code);
    const int points[] = {1, 2, 5, 21, 22};
    for (int i = 0; i < 5; ++i)
        QCOMPARE(QCoreApplication::translate("CardNames", "%1, %n points", nullptr, points[i]).arg(QStringLiteral("X")),
                 QStringLiteral("X, ") + values[i]);
    const auto rules = remi::presetRules("remi51");
    QVERIFY(rules);
    const auto meld =
        remi::validateMeld({remi::naturalCard(0, remi::Suit::Hearts, 5), remi::naturalCard(0, remi::Suit::Hearts, 6),
                            remi::naturalCard(0, remi::Suit::Hearts, 7)},
                           *rules, rules->openingJokerLimit);
    QVERIFY(meld);
    QCOMPARE(CardNames::meld(*meld, *rules), run);
}

void TestVocabulary::seatWordsAgree_data()
{
    QTest::addColumn<QString>("code");
    for (const char *code : {"sr", "sr_Latn", "ru"}) QTest::newRow(code) << QString::fromLatin1(code);
}

/// Issue 36: the round winner's row reads "<seat>, went out" (RoundEndPanel, for screen readers) and
/// a seat's badge "opened" stands next to its card count ("7 cards, opened"): a past participle after
/// "Ви,"/"Вы," ("Ви, затворио", "Вы, закрылся") does not agree with the formal you, a neuter
/// "отворено" reads as "7 карата отворено". Nouns fit every seat: "затварање", "закрытие", and the
/// badge "отварање ✓" / "открытие ✓"; an adjective ("отворен", "открыт") does not agree with "Ви",
/// "Вы" or a woman's name ("Ана").
void TestVocabulary::seatWordsAgree()
{
    QFETCH(QString, code);
    QCOMPARE(Language::apply(code), code);
    const QString you = QCoreApplication::translate("GameController", "You");
    QVERIFY(you != QLatin1String("You"));
    const QString line = you + QStringLiteral(", ") + ScoreWords::wentOutMark();
    // Serbian (both scripts) and Russian past forms: затворио/zatvorio, затворила, закрылся, закрыл…
    static const QRegularExpression pastForm(
        QStringLiteral("(?i)^\\w+, \\w*(ио|io|ла|la|ло|lo|ли|li|лся|лась|лись|л)$"),
        QRegularExpression::UseUnicodePropertiesOption);
    QVERIFY2(!pastForm.match(line).hasMatch(), qPrintable(line));
    const QString badge = TableWords::opened(true), notBadge = TableWords::opened(false);
    static const QRegularExpression adjective(
        QStringLiteral("(?i)(^|\\s)(отворен[оаи]?|otvoren[oai]?|открыт[аоы]?|открытие сделано)(\\s|$)"),
        QRegularExpression::UseUnicodePropertiesOption);
    QVERIFY2(!adjective.match(badge).hasMatch(), qPrintable(badge));
    QVERIFY2(!adjective.match(notBadge).hasMatch(), qPrintable(notBadge));
}

// Issue 35, "Vague words": "combination" and "meld" named the same thing. The English game says
// "meld" (docs/GLOSSARY.md field terms) everywhere: in every source text (remi_en.ts holds them all),
// the lessons' steps, the options' explanations and the help pages. (Serbian "комбинација" and
// Russian "комбинация" are those languages' glossary words for a meld.)
void TestVocabulary::englishSaysMeld()
{
    const QRegularExpression combination(QStringLiteral("(?i)(?<!\\w)combinations?(?!\\w)"));
    QStringList found;
    const QList<TsText> texts = readTranslations(QStringLiteral("en"));
    QVERIFY(texts.size() > 600);
    for (const TsText &t : texts)
        if (combination.match(t.source).hasMatch() || combination.match(t.text).hasMatch())
            found << QStringLiteral("remi_en.ts %1 \"%2\"").arg(t.context, t.source.left(70));
    for (const lesson::Lesson &l : lesson::lessons())
        for (const lesson::Step &step : l.steps)
            if (combination.match(QString::fromUtf8(step.text)).hasMatch())
                found
                    << QStringLiteral("lesson %1: %2").arg(QString::fromStdString(l.id), QString::fromUtf8(step.text));
    QCOMPARE(Language::apply(QStringLiteral("en")), QStringLiteral("en"));
    for (const std::string &v : remi::variantNames())
        for (const remi::OptionSpec &spec : remi::optionSpecs(v)) {
            const QString help = OptionHelp::text(QString::fromStdString(v), QString::fromStdString(spec.name));
            if (combination.match(help).hasMatch()) found << QStringLiteral("option: ") + help;
        }
    for (const QString &page : HelpPages::pages()) {
        const QString text = helpPageText(QStringLiteral("en"), page);
        QVERIFY2(text.size() > 1000, qPrintable(page));
        const QRegularExpressionMatch m = combination.match(text);
        if (m.hasMatch())
            found << QStringLiteral("help/en/%1: %2")
                         .arg(page, text.mid(std::max<qsizetype>(0, m.capturedStart() - 40), 90));
    }
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\n") + found.join(QLatin1Char('\n'))));
    // The draft's label counts its melds.
    QCOMPARE(QCoreApplication::translate("TableScene", "Draft: %1 points (%n meld(s))", nullptr, 2).arg(49),
             QStringLiteral("Draft: 49 points (2 melds)"));
}

QTEST_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
