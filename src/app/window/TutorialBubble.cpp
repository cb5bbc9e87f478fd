// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TutorialBubble.h"

#include "CardItem.h"
#include "GameController.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "SeatPanel.h"
#include "TableScene.h"
#include "TableView.h"
#include "Tutorial.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

namespace {
constexpr int kMargin = 12;  ///< from the window's edges
constexpr int kPadding = 12; ///< inside the bubble
constexpr int kArrow = 14;   ///< the arrow's length
constexpr int kMaxWidth = 420;
constexpr int kNoteMs = 6000; ///< how long "Not yet" stays in the bubble
const QColor kNoteInk(150, 30, 0);
const QColor kOutline(255, 176, 0);
const QColor kPaper(255, 250, 215);
const QColor kInk(20, 20, 20);
} // namespace

TutorialBubble::TutorialBubble(MainWindow *window, Tutorial *tutorial)
    : QWidget(window->centralWidget()), m_window(window), m_tutorial(tutorial)
{
    setObjectName(QStringLiteral("tutorialBubble"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Lesson"));
    parentWidget()->installEventFilter(this);
    setGeometry(parentWidget()->rect());
    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(kNoteMs);
    connect(m_noteTimer, &QTimer::timeout, this, [this] {
        m_note.clear();
        follow(false);
    });
    connect(tutorial, &Tutorial::notYetSaid, this, [this] {
        //: A guided round's bubble, under the step's words, after an action the step does not ask for.
        m_note = tr("Not yet: this step first.");
        m_noteTimer->start();
        follow(false);
    });
    connect(tutorial, &Tutorial::stepChanged, this, [this] {
        m_noteTimer->stop();
        m_note.clear();
        follow(true);
    });
    connect(tutorial, &Tutorial::waitingChanged, this, [this] { follow(true); });
    connect(window->scene(), &TableScene::refreshed, this, [this] { follow(false); });
    connect(window->scene(), &TableScene::animationsFinished, this, [this] { follow(false); });
    raise();
    show();
    follow(true);
}

QString TutorialBubble::header() const
{
    //: The guided round's bubble: which step of how many.
    return tr("Step %1 of %2").arg(m_tutorial->step() + 1).arg(m_tutorial->stepCount());
}

bool TutorialBubble::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)) {
        setGeometry(parentWidget()->rect());
        raise();
        QTimer::singleShot(0, this, [this] { follow(false); });
    }
    return QWidget::eventFilter(watched, event);
}

QRect TutorialBubble::sceneRectToHere(const QRectF &sceneRect) const
{
    TableView *view = m_window->view();
    const QRect inView = view->mapFromScene(sceneRect).boundingRect();
    return QRect(view->viewport()->mapTo(parentWidget(), inView.topLeft()), inView.size());
}

QList<QRect> TutorialBubble::findTargets() const
{
    const lesson::Step *step = m_tutorial->current();
    if (!step) return {};
    TableScene *scene = m_window->scene();
    const auto item = [this](const CardItem *c) { return c ? sceneRectToHere(c->sceneBoundingRect()) : QRect(); };
    const auto button = [this](const char *name) {
        const auto *b = m_window->findChild<QPushButton *>(QLatin1String(name));
        return b && b->isVisible() ? QRect(b->mapTo(parentWidget(), QPoint(0, 0)), b->size()) : QRect();
    };
    QList<QRect> out;
    switch (step->target) {
    case lesson::Target::None: break;
    case lesson::Target::Stock: out << item(scene->stockItem()); break;
    case lesson::Target::Pile: out << sceneRectToHere(scene->pileRect()); break;
    case lesson::Target::CutCard: out << item(scene->cutItem()); break;
    case lesson::Target::HandCards: {
        const std::vector<remi::CardId> ids = m_tutorial->targetCards();
        QRect all;
        for (const CardItem *c : scene->handItems())
            if (std::count(ids.begin(), ids.end(), c->cardId())) all |= item(c);
        out << all;
        break;
    }
    case lesson::Target::TableMeld: {
        const auto melds = scene->meldItems();
        QRect all;
        if (step->meld >= 0 && step->meld < melds.size())
            for (const CardItem *c : melds[step->meld]) all |= item(c);
        out << all;
        break;
    }
    case lesson::Target::MeldButton: out << button("meldButton"); break;
    case lesson::Target::DraftButton: out << button("draftButton"); break;
    }
    // The player's own seat panel, with the round's live points (rami, RULES.md 4.5).
    if (step->also == lesson::Also::Score)
        if (const SeatPanel *panel = scene->seatPanels().value(0))
            out << sceneRectToHere(panel->mapRectToScene(panel->frameRect()));
    out.removeAll(QRect());
    for (QRect &r : out) r.adjust(-4, -4, 4, 4);
    return out;
}

QList<QRect> TutorialBubble::obstacles() const
{
    TableScene *scene = m_window->scene();
    QList<QRect> out;
    const auto add = [&](const CardItem *c) {
        if (c) out << sceneRectToHere(c->sceneBoundingRect());
    };
    for (const CardItem *c : scene->handItems()) add(c);
    for (const QList<CardItem *> &meld : scene->meldItems())
        for (const CardItem *c : meld) add(c);
    for (const CardItem *c : scene->pileItems()) add(c);
    for (const CardItem *c : scene->draftItems()) add(c);
    // The draft tray with its title, while it shows (the melds kept aside for the opening).
    if (const QGraphicsRectItem *tray = scene->draftTray(); tray && tray->isVisible())
        out << sceneRectToHere(tray->sceneBoundingRect());
    add(scene->stockItem());
    add(scene->cutItem());
    for (const QRectF &seat : scene->seatRects()) out << sceneRectToHere(seat);
    return out;
}

QRect TutorialBubble::place(QSize size, const QRect &area, const QRect &target) const
{
    // Every place in the table area (a grid of 8 px), scored by what it covers: the target and the
    // status line count most, then the cards and the seats; nearer to the target is better.
    const QList<QRect> covered = obstacles();
    // The status line (with the opening counter the steps talk about) stays in sight.
    const QRectF statusRect = m_window->scene()->statusRect();
    const QRect status = statusRect.isEmpty() ? QRect() : sceneRectToHere(statusRect).adjusted(-6, -6, 6, 6);
    const auto overlap = [](const QRect &a, const QRect &b) {
        const QRect i = a & b;
        return i.isEmpty() ? 0LL : static_cast<long long>(i.width()) * i.height();
    };
    const QPoint aim = target.isNull() ? area.center() : target.center();
    QRect best(QPoint(area.left(), area.top()), size);
    long long bestScore = -1;
    const int maxX = std::max(area.left(), area.right() - size.width());
    const int maxY = std::max(area.top(), area.bottom() - size.height());
    for (int y = area.top(); y <= maxY; y += 8)
        for (int x = area.left(); x <= maxX; x += 8) {
            const QRect box(QPoint(x, y), size);
            long long score =
                target.isNull() ? 0 : 20 * overlap(box, target.adjusted(-kArrow, -kArrow, kArrow, kArrow));
            for (const QRect &r : covered) score += overlap(box, r);
            if (!status.isNull()) score += 20 * overlap(box, status);
            for (qsizetype t = 1; t < m_targets.size(); ++t) // what is outlined besides the target
                score += 20 * overlap(box, m_targets[t]);
            const QPoint d = box.center() - aim;
            score += 4LL * (std::abs(d.x()) + std::abs(d.y()));
            if (bestScore < 0 || score < bestScore) {
                bestScore = score;
                best = box;
            }
        }
    return best;
}

QPoint TutorialBubble::arrowTip(const QRect &box, const QRect &target)
{
    if (target.isNull() || box.intersects(target)) return {};
    if (box.bottom() < target.top())
        return {std::clamp(box.center().x(), target.left() + 6, target.right() - 6), target.top()};
    if (box.top() > target.bottom())
        return {std::clamp(box.center().x(), target.left() + 6, target.right() - 6), target.bottom()};
    if (box.right() < target.left())
        return {target.left(), std::clamp(box.center().y(), target.top() + 6, target.bottom() - 6)};
    return {target.right(), std::clamp(box.center().y(), target.top() + 6, target.bottom() - 6)};
}

QRect TutorialBubble::arrowBox(const QRect &box, const QPoint &tip)
{
    if (tip.isNull()) return {};
    if (tip.y() < box.top() || tip.y() > box.bottom()) {
        // The wedge of paintEvent: 10 px either side of x on the bubble's edge, to the tip.
        const int x = std::clamp(tip.x(), box.left() + 20, box.right() - 20);
        const int y = tip.y() < box.top() ? box.top() : box.bottom();
        return QRect(QPoint(std::min(x - 10, tip.x()), std::min(y, tip.y())),
                     QPoint(std::max(x + 10, tip.x()), std::max(y, tip.y())));
    }
    const int y = std::clamp(tip.y(), box.top() + 20, box.bottom() - 20);
    const int x = tip.x() < box.left() ? box.left() : box.right();
    return QRect(QPoint(std::min(x, tip.x()), std::min(y - 10, tip.y())),
                 QPoint(std::max(x, tip.x()), std::max(y + 10, tip.y())));
}

void TutorialBubble::follow(bool announce)
{
    setGeometry(parentWidget()->rect());
    m_shown = m_tutorial->waitingForPlayer() && m_tutorial->current();
    m_text = m_shown ? m_tutorial->text() : QString();
    if (m_shown && m_tutorial->isDone())
        //: A guided round's bubble at the round's end; "Finish the lesson" is the button's text.
        m_note = tr("The lesson is over. Press Finish the lesson to close this window.");
    m_targets = m_shown ? findTargets() : QList<QRect>();
    // Screen readers read the whole bubble: the step's words and the line under them ("Not yet…").
    setAccessibleDescription(m_note.isEmpty() || !m_shown ? m_text : m_text + QLatin1Char('\n') + m_note);
    if (m_shown) {
        // The bubble stays over the table (not over the round's score table beside it) and covers as
        // little as it can of the cards, the status line and the thing it points at.
        const TableView *view = m_window->view();
        const QRect table(view->mapTo(parentWidget(), QPoint(0, 0)), view->size());
        const QRect area = table.adjusted(kMargin, kMargin, -kMargin, -kMargin);
        const int width = std::min(kMaxWidth, area.width());
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics fm(font());
        const QRect textBox = fm.boundingRect(QRect(0, 0, width - 2 * kPadding, 10000), Qt::TextWordWrap, m_text);
        int height = textBox.height() + QFontMetrics(bold).height() + 2 * kPadding + 4;
        if (!m_note.isEmpty())
            height += QFontMetrics(bold)
                          .boundingRect(QRect(0, 0, width - 2 * kPadding, 10000), Qt::TextWordWrap, m_note)
                          .height() +
                      4;
        // The arrow points at the step's target; anything else outlined is only kept in sight.
        const QRect target = m_targets.value(0);
        m_bubble = place(QSize(width, height), area, target);
        m_arrowTip = arrowTip(m_bubble, target);
        // No arrow across the status line (the outline shows the target): the counter stays readable.
        const QRectF status = m_window->scene()->statusRect();
        if (!status.isEmpty() && arrowBox(m_bubble, m_arrowTip).intersects(sceneRectToHere(status)))
            m_arrowTip = QPoint();
        m_textRect = m_bubble.adjusted(kPadding, kPadding, -kPadding, -kPadding);
    } else {
        m_bubble = QRect();
    }
    raise();
    QWidget::update();
    const int step = m_shown ? m_tutorial->step() : -1;
    if (announce && m_shown && step != m_announced) {
        m_announced = step;
        // After the command's own words (said when the command returns), so that the step is heard last.
        QTimer::singleShot(0, this, [this, step] {
            if (m_tutorial->step() != step || !m_shown) return;
            m_said = header() + QStringLiteral(": ") + m_text;
            m_window->keyboard()->announce(m_said);
        });
    }
}

void TutorialBubble::paintEvent(QPaintEvent *)
{
    if (!m_shown) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kOutline, 4));
    p.setBrush(Qt::NoBrush);
    for (const QRect &r : std::as_const(m_targets)) p.drawRoundedRect(r, 8, 8);
    QPainterPath path;
    path.addRoundedRect(m_bubble, 10, 10);
    if (!m_arrowTip.isNull()) {
        // A wedge from the bubble's nearest edge to the target.
        QPolygonF arrow;
        const QPoint tip = m_arrowTip;
        if (tip.y() < m_bubble.top() || tip.y() > m_bubble.bottom()) {
            const int x = std::clamp(tip.x(), m_bubble.left() + 20, m_bubble.right() - 20);
            const int y = tip.y() < m_bubble.top() ? m_bubble.top() + 1 : m_bubble.bottom() - 1;
            arrow << QPointF(x - 10, y) << QPointF(tip) << QPointF(x + 10, y);
        } else {
            const int y = std::clamp(tip.y(), m_bubble.top() + 20, m_bubble.bottom() - 20);
            const int x = tip.x() < m_bubble.left() ? m_bubble.left() + 1 : m_bubble.right() - 1;
            arrow << QPointF(x, y - 10) << QPointF(tip) << QPointF(x, y + 10);
        }
        QPainterPath wedge;
        wedge.addPolygon(arrow);
        wedge.closeSubpath();
        path = path.united(wedge);
    }
    p.setPen(QPen(kOutline.darker(160), 2));
    p.setBrush(kPaper);
    p.drawPath(path);
    p.setPen(kInk);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const int headerHeight = QFontMetrics(bold).height();
    p.drawText(QRect(m_textRect.left(), m_textRect.top(), m_textRect.width(), headerHeight), Qt::AlignLeft, header());
    p.setFont(font());
    QRect used;
    p.drawText(m_textRect.adjusted(0, headerHeight + 4, 0, 0), Qt::TextWordWrap, m_text, &used);
    if (!m_note.isEmpty()) {
        p.setFont(bold);
        p.setPen(kNoteInk);
        p.drawText(QRect(m_textRect.left(), used.bottom() + 5, m_textRect.width(), m_textRect.bottom() - used.bottom()),
                   Qt::TextWordWrap, m_note);
    }
}
