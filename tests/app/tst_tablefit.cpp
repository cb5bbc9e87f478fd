// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 35 "A steady table: nothing is cut, at every size and in every language", at 1024×720 with
// the game log open beside the table, in English, Serbian (Cyrillic and Latin) and Russian:
// - the table's button row: every button as wide as its text needs (measured with QFontMetrics
//   against the button's width);
// - the game's name and round on the felt ("Remi 51 · Round 1"), clear of every other item.
// REMI_SHOT_DIR set: pictures of the table at 1024×720 in each language.

#include "AppSettings.h"
#include "CardItem.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "TableLayout.h"
#include "TableScene.h"
#include "TableView.h"

#include "engine/RuleSet.h"
#include "engine/Variants.h"

#include <QDockWidget>
#include <QGraphicsItem>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QtTest>

using namespace remi;

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("sr"), QStringLiteral("sr_Latn"),
                                QStringLiteral("ru")};

/// The buttons of the table's bottom row (MainWindow), by object name.
const QStringList kBarButtons = {QStringLiteral("meldButton"),       QStringLiteral("draftButton"),
                                 QStringLiteral("clearDraftButton"), QStringLiteral("sortSuitButton"),
                                 QStringLiteral("sortRankButton"),   QStringLiteral("undoButton")};

/// `text` as a button or label shows it: without the mnemonic's "&".
QString shown(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    return text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

/// What of `button` is cut: its text wider than its width less the style's margins, or its size
/// hint (the text, the margins and the frame) wider than the button. Empty when whole.
QString buttonCut(const QPushButton *button)
{
    const int text = QFontMetrics(button->font()).horizontalAdvance(shown(button->text()));
    const int margin = button->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button);
    if (text + margin > button->width() || button->sizeHint().width() > button->width())
        return QStringLiteral("button \"%1\": text %2 + margin %3, hint %4, width %5")
            .arg(shown(button->text()))
            .arg(text)
            .arg(margin)
            .arg(button->sizeHint().width())
            .arg(button->width());
    return {};
}

void shot(QWidget &w, const QString &name)
{
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QLatin1Char('/') + name + QStringLiteral(".png"));
}

/// Two rects overlap by more than a hair.
bool overlap(const QRectF &a, const QRectF &b)
{
    return !a.isEmpty() && !b.isEmpty() &&
           a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5));
}

} // namespace

class TestTableFit : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tablefit"));
        QSettings().clear();
    }
    void cleanup()
    {
        Language::apply(QStringLiteral("en"));
        QSettings().clear();
    }

    void buttonRowWhole_data();
    void buttonRowWhole();
    void gameNameOnTheFelt_data();
    void gameNameOnTheFelt();
    void gameNameLayout();
};

void TestTableFit::buttonRowWhole_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : kLanguages) QTest::newRow(qPrintable(language)) << language;
}

// Issue 35: at 1024×720 with the game log open the Serbian button row cut "Поређај по вредности"
// (now "По вредности", as Russian "По достоинству": the tooltip says the whole). Every button of the
// row under the table shows its whole text, inside the window, and the log keeps its width.
void TestTableFit::buttonRowWhole()
{
    QFETCH(QString, language);
    QCOMPARE(Language::apply(language), language);
    AppSettings::setGameLogOpen(true);
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.controller()->setComputerDelay(60000);
    w.resize(1024, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *log = w.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
    QVERIFY(log && log->isVisible());
    QVERIFY(w.startGame(QStringLiteral("rami"), 4, 7));
    QTest::qWait(50);
    QCOMPARE(w.size(), QSize(1024, 720));
    QVERIFY2(log->width() >= 200, qPrintable(QString::number(log->width())));
    QStringList cut;
    for (const QString &name : kBarButtons) {
        const auto *button = w.findChild<QPushButton *>(name);
        QVERIFY2(button && button->isVisible(), qPrintable(name));
        if (const QString c = buttonCut(button); !c.isEmpty()) cut << c;
        if (!w.rect().contains(QRect(button->mapTo(&w, QPoint(0, 0)), button->size())))
            cut << QStringLiteral("button %1 outside the window").arg(name);
    }
    QVERIFY2(cut.isEmpty(), qPrintable(language + QStringLiteral(":\n") + cut.join(QLatin1Char('\n'))));
}

void TestTableFit::gameNameOnTheFelt_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seats");
    for (const QString &language : kLanguages)
        for (const VariantDescriptor &v : variants()) {
            const RuleSet rules = v.preset();
            for (int seats : {2, 4, rules.maxPlayers}) {
                const int n = std::clamp(seats, rules.minPlayers, rules.maxPlayers);
                QTest::addRow("%s %s %d", qPrintable(language), std::string(v.id).c_str(), n)
                    << language << QString::fromUtf8(v.id.data(), static_cast<qsizetype>(v.id.size())) << n;
            }
        }
}

// Issue 35, "Which game is this?": only the window's title named the game. The felt names it too,
// quietly, with the round: shown at 1024×720 with the game log open, clear of every other item.
void TestTableFit::gameNameOnTheFelt()
{
    QFETCH(QString, language);
    QFETCH(QString, variant);
    QFETCH(int, seats);
    QCOMPARE(Language::apply(language), language);
    AppSettings::setGameLogOpen(true);
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.controller()->setComputerDelay(60000);
    w.resize(1024, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(variant, seats, 11));
    QTRY_VERIFY(!w.scene()->seatPanels().isEmpty());
    // Up to four seats it always has its room; with side seats beside the piles, where they leave it.
    if (seats > 4 && w.scene()->gameLabelRect().isEmpty()) return;
    QVERIFY(!w.scene()->gameLabelRect().isEmpty());
    const QString title = w.windowTitle();
    QVERIFY2(w.scene()->gameText().startsWith(title.section(QStringLiteral(" — "), 0, 0) + QStringLiteral(" · ")),
             qPrintable(w.scene()->gameText() + QStringLiteral(" / ") + title));
    if (language == QLatin1String("en"))
        QCOMPARE(w.scene()->gameText().section(QStringLiteral(" · "), 1), QStringLiteral("Round 1"));
    const QRectF label = w.scene()->gameLabelRect();
    QVERIFY(w.scene()->sceneRect().contains(label));
    QGraphicsItem *own = nullptr;
    for (QGraphicsItem *item : w.scene()->items(label))
        if (item->data(0).toString() == QLatin1String("gameName")) own = item;
    QVERIFY(own);
    // Its text whole.
    // Its text whole, on one line or (beside a side seat) two: the name, then the round.
    QString text = static_cast<QGraphicsSimpleTextItem *>(own)->text();
    QCOMPARE(text.replace(QLatin1Char('\n'), QStringLiteral(" · ")), w.scene()->gameText());
    for (QGraphicsItem *item : w.scene()->items()) {
        if (item == own || item->parentItem() || !item->isVisible()) continue;
        const QRectF r = item->sceneBoundingRect();
        if (r.contains(w.scene()->sceneRect())) continue; // a full-table layer
        QVERIFY2(!overlap(label, r),
                 qPrintable(QStringLiteral("%1 %2 %3: the name %4,%5 %6x%7 under an item at %8,%9 %10x%11")
                                .arg(language, variant)
                                .arg(seats)
                                .arg(label.x())
                                .arg(label.y())
                                .arg(label.width())
                                .arg(label.height())
                                .arg(r.x())
                                .arg(r.y())
                                .arg(r.width())
                                .arg(r.height())));
    }
    if (seats == 4 && variant == QLatin1String("remi51"))
        shot(w, QStringLiteral("tablefit-table-%1-1024x720").arg(language));
}

// The layout alone: the name's room at every size the table tests use, for every variant and seat
// count and a busy table; where it is given, it lies inside the view and apart from everything.
void TestTableFit::gameNameLayout()
{
    const QList<QSizeF> views = {QSizeF(774, 630),  QSizeF(1024, 630), QSizeF(800, 510), QSizeF(1280, 630),
                                 QSizeF(1920, 990), QSizeF(864, 360),  QSizeF(720, 390)};
    int shownAt1024 = 0, cases1024 = 0;
    for (const VariantDescriptor &v : variants()) {
        const RuleSet preset = v.preset();
        for (int seats : {2, 4, 8}) {
            const int n = std::clamp(seats, preset.minPlayers, preset.maxPlayers);
            const RuleSet rules = preset.forPlayers(n);
            for (const QSizeF view : views)
                for (int meldsPerSeat : {0, 2})
                    for (bool draft : {false, true}) {
                        TableLayout::Input in;
                        in.view = view;
                        in.cardAspect = 0.7;
                        in.lineHeight = 16;
                        in.seats = n;
                        in.handCards = rules.handSize(n) + 1;
                        for (int s = 0; s < n; ++s) in.seatCards.push_back(rules.handSize(n));
                        in.cutCard = rules.cutCard;
                        in.pileShown = rules.wholePileShown() ? 14 : 1;
                        in.pileFans = rules.wholePileShown();
                        for (int s = 0; s < n; ++s)
                            for (int m = 0; m < meldsPerSeat; ++m) in.melds.push_back({(s + m) % n, 3 + (m + s) % 2});
                        if (draft) in.draft = {3, 4};
                        in.stockText = 60;
                        in.pileText = 100;
                        in.gameText = 175;     // "Remi Indonesia · Round 88" in 10 pt
                        in.gameTextPart = 100; // "Remi Indonesia"
                        const TableLayout layout(in);
                        const QRectF label = layout.gameLabel();
                        const QString where =
                            QStringLiteral("%1 %2 %3x%4 %5 melds%6")
                                .arg(QString::fromUtf8(v.id.data(), static_cast<qsizetype>(v.id.size())))
                                .arg(n)
                                .arg(view.width())
                                .arg(view.height())
                                .arg(meldsPerSeat)
                                .arg(draft ? QStringLiteral(" draft") : QString());
                        if (view.width() == 1024 && n <= 4) {
                            ++cases1024;
                            shownAt1024 += !label.isEmpty();
                        }
                        if (label.isEmpty()) continue;
                        QCOMPARE(label.size(), layout.gameLabelLines() == 1 ? QSizeF(175, 16) : QSizeF(100, 32));
                        QVERIFY2(QRectF(QPointF(0, 0), view).contains(label), qPrintable(where));
                        QList<QRectF> others = {layout.status(),    layout.ownPanel(),   layout.draftTray(),
                                                layout.stock(),     layout.stockLabel(), layout.pile(),
                                                layout.pileLabel(), layout.cut(),        layout.cutLabel(),
                                                layout.handArea(),  layout.meldArea()};
                        for (const TableLayout::SeatPlace &seat : layout.seats()) others << seat.panel;
                        for (const QRectF &r : std::as_const(others))
                            QVERIFY2(!overlap(label, r), qPrintable(QStringLiteral("%1: %2,%3 under %4,%5 %6x%7")
                                                                        .arg(where)
                                                                        .arg(label.x())
                                                                        .arg(label.y())
                                                                        .arg(r.x())
                                                                        .arg(r.y())
                                                                        .arg(r.width())
                                                                        .arg(r.height())));
                    }
        }
    }
    // At 1024×720 (a view of 1024×630 without the log, 774×630 with it) the name always has its room
    // up to four seats (more put side seats beside the piles).
    QVERIFY(cases1024 > 0);
    QCOMPARE(shownAt1024, cases1024);
}

QTEST_MAIN(TestTableFit)
#include "tst_tablefit.moc"
