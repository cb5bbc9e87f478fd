// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17 "Look and feel": the table themes (stored, restored, a bad value falls back with a
// notice), the application palette set once for every window, the shadow of a lifted card, the
// table meld that fans out under the pointer or the keyboard focus, the four-colour preview, and
// the keyboard focus frame that follows the card the mouse clicked.

#include "AppSettings.h"
#include "AppStyle.h"
#include "CardItem.h"
#include "CardShadow.h"
#include "CardTheme.h"
#include "DeckPreview.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "Language.h"
#include "SettingsDialog.h"
#include "SettingsProblems.h"
#include "TableTheme.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QSettings>
#include <QtTest>

using keytest::Table;

namespace {
/// A window at 1280×720 with the joker-swap table (two melds: 10♠–K♠ and 5♥ JK 7♥), shown.
bool meldTable(Table &t)
{
    t.w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    t.w.resize(1280, 720);
    if (!t.w.startGame(QStringLiteral("remi51"), 2, 3)) return false;
    const auto round = keytest::jokerSwapRound(t.w.controller()->round().rules());
    if (!round || !t.w.controller()->setRound(*round)) return false;
    if (!t.show()) return false;
    t.w.scene()->refresh();
    QCoreApplication::processEvents();
    return t.w.scene()->meldItems().size() == 2;
}

/// The gaps between the cards of meld `m` (homes), rounded to a tenth of a pixel.
QList<qreal> steps(const TableScene *scene, int m)
{
    QList<qreal> out;
    const QList<CardItem *> cards = scene->meldItems()[m];
    for (int i = 1; i < cards.size(); ++i)
        out << std::round((cards[i]->home().x() - cards[i - 1]->home().x()) * 10) / 10;
    return out;
}

void moveOver(TableScene *scene, QPointF at)
{
    QGraphicsSceneMouseEvent move(QEvent::GraphicsSceneMouseMove);
    move.setScenePos(at);
    move.setButtons(Qt::NoButton);
    QCoreApplication::sendEvent(scene, &move);
}
} // namespace

class TestLook : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_look"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }
    void init() { QSettings().clear(); }

    void tableThemeStoredAndRestored()
    {
        QCOMPARE(AppSettings::tableTheme(), QStringLiteral("green")); // the default
        QCOMPARE(AppSettings::tableThemeKeys(), (QStringList{"green", "blue", "wood"}));
        {
            SettingsDialog dialog;
            QCOMPARE(dialog.tableBox()->count(), 3);
            QCOMPARE(dialog.tableBox()->currentData().toString(), QStringLiteral("green"));
            QCOMPARE(dialog.tableBox()->itemText(1), QStringLiteral("Blue felt"));
            QCOMPARE(dialog.tableBox()->itemText(2), QStringLiteral("Wooden table"));
            QVERIFY(!dialog.tableBox()->itemIcon(2).isNull()); // a swatch of the wood
            dialog.tableBox()->setCurrentIndex(2);
            QVERIFY(dialog.apply());
        }
        QCOMPARE(QSettings().value(QStringLiteral("view/tableTheme")).toString(), QStringLiteral("wood"));
        QCOMPARE(AppSettings::tableTheme(), QStringLiteral("wood"));
        SettingsDialog again; // opens on the stored table
        QCOMPARE(again.tableBox()->currentData().toString(), QStringLiteral("wood"));
        // The window draws it: the scene's theme and its backdrop, and the windows' colours.
        MainWindow w;
        QCOMPARE(w.scene()->tableTheme(), QStringLiteral("wood"));
        QCOMPARE(AppStyle::appliedTheme(), QStringLiteral("wood"));
        QCOMPARE(QApplication::palette().color(QPalette::Window), TableThemes::find("wood").window);
        QVERIFY(AppSettings::fallbacks().isEmpty());
        QVERIFY(SettingsProblems::list().isEmpty());
    }

    void dropDownListsReadable()
    {
        // A newcomer could not read the drop-down lists: dark text on the dark cloth colour. Each
        // theme's list: the items' text stands out from the list's background (contrast ≥ 4.5).
        auto luminance = [](QColor c) {
            auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
        };
        auto contrast = [&](QColor a, QColor b) {
            const qreal la = luminance(a), lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        for (const TableTheme &theme : TableThemes::all()) {
            AppStyle::apply(theme);
            QComboBox combo;
            combo.addItems({QStringLiteral("MMMMMMMM"), QStringLiteral("WWWWWWWW"), QStringLiteral("MMMMMMMM")});
            combo.resize(200, 30);
            combo.show();
            QVERIFY(QTest::qWaitForWindowExposed(&combo));
            combo.showPopup();
            QAbstractItemView *view = combo.view();
            QTRY_VERIFY(view->isVisible());
            QVERIFY2(qstrcmp(combo.itemDelegate()->metaObject()->className(), "QComboMenuDelegate") != 0,
                     combo.itemDelegate()->metaObject()->className());
            // The picture of the second (not highlighted) item: its background and its darkest or
            // lightest pixels, whichever stand out more.
            const QRect item = view->visualRect(combo.model()->index(1, 0));
            const QImage image = view->viewport()->grab(item).toImage();
            const QColor background = image.pixelColor(1, image.height() / 2);
            qreal best = 1;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    best = std::max(best, contrast(image.pixelColor(x, y), background));
            QVERIFY2(best >= 4.5,
                     qPrintable(
                         QStringLiteral("%1: text contrast %2 on %3").arg(theme.key).arg(best).arg(background.name())));
            combo.hidePopup();
        }
        AppStyle::apply(TableThemes::find(QStringLiteral("green")));
    }

    void badTableThemeFallsBack()
    {
        QSettings().setValue(QStringLiteral("view/tableTheme"), QStringLiteral("velvet"));
        QTest::ignoreMessage(QtWarningMsg, "Settings: view/tableTheme=velvet is not a table; using green felt");
        QCOMPARE(AppSettings::tableTheme(), QStringLiteral("green"));
        const QList<AppSettings::Fallback> fallbacks = AppSettings::fallbacks();
        QCOMPARE(fallbacks.size(), 1);
        QCOMPARE(fallbacks[0].setting, AppSettings::Fallback::Setting::TableTheme);
        QCOMPARE(fallbacks[0].stored, QStringLiteral("velvet"));
        QCOMPARE(SettingsProblems::list(),
                 QStringList{QStringLiteral("The table \"velvet\" is not known; the green felt is used.")});
        QCOMPARE(TableThemes::find(QStringLiteral("velvet")).key, QStringLiteral("green"));
    }

    void backdropHasTextureAndVignette()
    {
        for (const TableTheme &theme : TableThemes::all()) {
            QVERIFY2(!QPixmap(theme.texture).isNull(), qPrintable(theme.texture));
            const QImage image = TableThemes::backdrop(theme, QSize(400, 300)).toImage();
            const QColor centre = image.pixelColor(200, 150);
            const QColor corner = image.pixelColor(0, 0);
            // The corner is darker than the middle (the vignette) by a good margin.
            QVERIFY2(corner.value() + 25 < centre.value(), qPrintable(theme.key));
            // Texture: neighbouring pixels differ (not one flat colour).
            int differing = 0;
            for (int x = 150; x < 250; ++x) differing += image.pixelColor(x, 150) != image.pixelColor(x + 1, 150);
            QVERIFY2(differing > 50, qPrintable(theme.key));
        }
    }

    void paletteSetOnceForTheApplication()
    {
        QSettings().setValue(QStringLiteral("view/tableTheme"), QStringLiteral("blue"));
        MainWindow w;
        const TableTheme blue = TableThemes::find(QStringLiteral("blue"));
        QCOMPARE(AppStyle::appliedTheme(), QStringLiteral("blue"));
        for (const QPalette::ColorRole role : {QPalette::Window, QPalette::WindowText, QPalette::Base, QPalette::Text,
                                               QPalette::Button, QPalette::ButtonText, QPalette::Highlight})
            QCOMPARE(QApplication::palette().color(role), AppStyle::palette(blue).color(role));
        // Dialogs take it from the application, not from a palette of their own.
        SettingsDialog dialog(&w);
        QVERIFY(!dialog.testAttribute(Qt::WA_SetPalette));
        QCOMPARE(dialog.palette().color(QPalette::Window), blue.window);
        QCOMPARE(dialog.tableBox()->palette().color(QPalette::Button), blue.button);
        QVERIFY(qApp->styleSheet().isEmpty());
        // Another theme: one palette again, for every window open.
        AppSettings::setTableTheme(QStringLiteral("green"));
        AppStyle::apply(TableThemes::current());
        QCoreApplication::processEvents();
        QCOMPARE(dialog.palette().color(QPalette::Window), TableThemes::find("green").window);
    }

    void liftedCardCastsShadow()
    {
        Table t;
        QVERIFY(meldTable(t));
        CardItem *card = t.w.scene()->handItems().first();
        QVERIFY(!card->castsShadow());
        const QRectF plain = card->boundingRect();
        t.w.hand()->toggle(card->cardId()); // selected: lifted
        QCoreApplication::processEvents();
        QVERIFY(card->isChosen());
        QVERIFY(card->castsShadow());
        // The bounding rectangle holds the shadow, below and right of the card; the pointer still hits the card only.
        const QRectF shadow = CardShadow::rect(card->cardRect(), false);
        QVERIFY(card->boundingRect().contains(shadow));
        QVERIFY(shadow.bottom() > plain.bottom() && shadow.right() > plain.right());
        QCOMPARE(card->shape().boundingRect(), plain);
        const QPixmap pix = CardShadow::pixmap(QSizeF(70, 98));
        QCOMPARE(pix.size(), QSize(qRound(70 + 2 * 70 * 0.12), qRound(98 + 2 * 70 * 0.12)));
        const QImage image = pix.toImage();
        QVERIFY(qAlpha(image.pixel(pix.width() / 2, pix.height() / 2)) >=
                CardShadow::kAlpha - 5);         // dark under the card
        QVERIFY(qAlpha(image.pixel(0, 0)) <= 2); // soft edge, clear corner
        t.w.hand()->toggle(card->cardId());
        QCoreApplication::processEvents();
        QVERIFY(!card->castsShadow());
        QCOMPARE(card->boundingRect(), plain);
    }

    void draggedCardCastsShadow()
    {
        Table t;
        QVERIFY(meldTable(t));
        CardItem *card = t.w.scene()->handItems().last();
        InputPlayer player(t, InputPlayer::Input::Mouse);
        const std::optional<QPoint> from = player.pointOn(card);
        QVERIFY(from);
        QWidget *viewport = t.w.view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
        QTest::mouseMove(viewport, *from + QPoint(10, -30));
        QTest::mouseMove(viewport, *from + QPoint(20, -80));
        QVERIFY(card->castsShadow());
        QVERIFY(card->boundingRect().contains(CardShadow::rect(card->cardRect(), true)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, *from + QPoint(20, -80));
        QCoreApplication::processEvents();
        QVERIFY(!card->castsShadow());
    }

    void meldFansOutUnderKeyboardFocus()
    {
        Table t;
        QVERIFY(meldTable(t));
        TableScene *scene = t.w.scene();
        // The geometry: the focused meld spreads from its left edge, kFanShare of a card apart; the
        // other keeps its overlap; without focus both are as laid out again.
        const qreal w = scene->meldItems()[0].first()->cardSize().width();
        const QList<qreal> closed0 = steps(scene, 0), closed1 = steps(scene, 1);
        QCOMPARE(closed0.size(), 3);
        QVERIFY(closed0[0] < w * TableScene::kFanShare);
        const qreal left = scene->meldItems()[0].first()->home().x();
        const qreal open = std::round(w * TableScene::kFanShare * 10) / 10;
        QCOMPARE(scene->fannedMeld(), -1);
        scene->setFocusMeld(0);
        QCOMPARE(scene->fannedMeld(), 0);
        QCOMPARE(steps(scene, 0), (QList<qreal>{open, open, open}));
        QCOMPARE(scene->meldItems()[0].first()->home().x(), left);
        QCOMPARE(steps(scene, 1), closed1);
        QVERIFY(scene->meldItems()[0].last()->zValue() > scene->meldItems()[1].first()->zValue()); // on top
        scene->setFocusMeld(1);
        QCOMPARE(steps(scene, 0), closed0);
        QCOMPARE(steps(scene, 1), (QList<qreal>{open, open}));
        scene->setFocusMeld(-1);
        QCOMPARE(steps(scene, 0), closed0);
        QCOMPARE(steps(scene, 1), closed1);
        QCOMPARE(scene->meldItems()[0].first()->home().x(), left);

        // The keys: C puts the focus on the table melds (the first), Down on the next, Escape leaves.
        t.key(Qt::Key_C);
        QCOMPARE(t.keys->area(), KeyboardController::Area::Table);
        QCOMPARE(scene->fannedMeld(), 0);
        const qreal w2 = scene->meldItems()[0].first()->cardSize().width(); // the meld list narrowed the table
        const qreal open2 = std::round(w2 * TableScene::kFanShare * 10) / 10;
        QCOMPARE(steps(scene, 0), (QList<qreal>{open2, open2, open2}));
        // The focus frame goes around the spread cards.
        const QRectF ring = t.keys->focusRing()->path().boundingRect();
        QVERIFY(ring.right() >= scene->meldItems()[0].last()->home().x() + w2);
        t.key(Qt::Key_Down);
        QCOMPARE(scene->fannedMeld(), 1);
        QCOMPARE(steps(scene, 1), (QList<qreal>{open2, open2}));
        QVERIFY(steps(scene, 0)[0] < open2);
        t.key(Qt::Key_Escape);
        QCOMPARE(t.keys->area(), KeyboardController::Area::Hand);
        QCOMPARE(scene->fannedMeld(), -1);
        QCOMPARE(steps(scene, 0), closed0);
        QCOMPARE(steps(scene, 1), closed1);
    }

    void meldFansOutUnderPointer()
    {
        Table t;
        QVERIFY(meldTable(t));
        TableScene *scene = t.w.scene();
        const QList<qreal> closed = steps(scene, 1);
        const qreal w = scene->meldItems()[1].first()->cardSize().width();
        const QRectF meld = scene->meldItems()[1].first()->sceneBoundingRect();
        moveOver(scene, meld.center());
        QCOMPARE(scene->fannedMeld(), 1);
        const qreal open = std::round(w * TableScene::kFanShare * 10) / 10;
        QCOMPARE(steps(scene, 1), (QList<qreal>{open, open}));
        // The joker's badge moved with its card.
        const CardItem *joker = scene->meldItems()[1][1];
        QVERIFY(joker->card().isJoker());
        // Over the spread cards' right end (beyond the meld as laid out) it stays open.
        moveOver(scene, QPointF(scene->meldItems()[1].last()->home().x() + w * 0.8, meld.center().y()));
        QCOMPARE(scene->fannedMeld(), 1);
        moveOver(scene, QPointF(scene->width() / 2, scene->height() / 2)); // off the melds: closed
        QCOMPARE(scene->fannedMeld(), -1);
        QCOMPARE(steps(scene, 1), closed);
    }

    void focusFrameFollowsTheMouse()
    {
        // The bug: after a key showed the frame, clicks on other hand cards left it on the first.
        Table t;
        QVERIFY(meldTable(t));
        t.key(Qt::Key_Home);
        const QList<CardItem *> hand = t.w.scene()->handItems();
        QCOMPARE(t.keys->focusedCard(), hand.first()->cardId());
        QVERIFY(t.keys->focusRing()->isVisible());
        InputPlayer player(t, InputPlayer::Input::Mouse);
        for (const int index : {4, 2}) {
            CardItem *card = t.w.scene()->handItems()[index];
            const std::optional<QPoint> at = player.pointOn(card);
            QVERIFY(at);
            QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, *at);
            QCoreApplication::processEvents();
            QCOMPARE(t.keys->focusedCard(), card->cardId());
            QCOMPARE(t.keys->handIndex(), index);
            QVERIFY(t.w.hand()->isSelected(card->cardId()));
            // The frame is around that card (where it rests, lifted), not around the first one.
            const QRectF ring = t.keys->focusRing()->path().boundingRect();
            QVERIFY(ring.contains(card->mapToScene(card->cardRect().center())));
            QVERIFY(!ring.contains(hand.first()->mapToScene(hand.first()->cardRect().topLeft() + QPointF(4, 10))));
        }
    }

    void fourColourPreview()
    {
        SettingsDialog dialog;
        DeckPreview *preview = dialog.deckPreview();
        QVERIFY(preview);
        QCOMPARE(preview->shownPath(), CardThemes::builtIn(false).path);
        const QImage two = preview->pixmap().toImage();
        QCOMPARE(two.height(), qRound(DeckPreview::kCardHeight * preview->devicePixelRatioF()));
        dialog.fourColourBox()->setChecked(true);
        QCOMPARE(preview->shownPath(), CardThemes::builtIn(true).path);
        QVERIFY(preview->pixmap().toImage() != two); // diamonds blue, clubs green
        dialog.fourColourBox()->setChecked(false);
        QCOMPARE(preview->pixmap().toImage(), two);
    }
};

QTEST_MAIN(TestLook)
#include "tst_look.moc"
