// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TutorialBubble.h"

#include "CardItem.h"
#include "GameController.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "TableScene.h"
#include "TableView.h"
#include "Tutorial.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

namespace {
constexpr int kMargin = 12;   ///< from the window's edges
constexpr int kPadding = 12;  ///< inside the bubble
constexpr int kArrow = 14;    ///< the arrow's length
constexpr int kMaxWidth = 420;
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
    connect(tutorial, &Tutorial::stepChanged, this, [this] { follow(true); });
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
            for (const CardItem *c : melds[step->meld])
                all |= item(c);
        out << all;
        break;
    }
    case lesson::Target::MeldButton: out << button("meldButton"); break;
    case lesson::Target::DraftButton: out << button("draftButton"); break;
    }
    out.removeAll(QRect());
    for (QRect &r : out)
        r.adjust(-4, -4, 4, 4);
    return out;
}

void TutorialBubble::follow(bool announce)
{
    setGeometry(parentWidget()->rect());
    m_shown = m_tutorial->waitingForPlayer() && m_tutorial->current();
    m_text = m_shown ? m_tutorial->text() : QString();
    m_targets = m_shown ? findTargets() : QList<QRect>();
    setAccessibleDescription(m_text);
    if (m_shown) {
        // The bubble: above the target when there is room, else below it; beside the hand's cards.
        const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
        const int width = std::min(kMaxWidth, area.width());
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics fm(font());
        const QRect textBox = fm.boundingRect(QRect(0, 0, width - 2 * kPadding, 10000), Qt::TextWordWrap, m_text);
        const int height = textBox.height() + QFontMetrics(bold).height() + 2 * kPadding + 4;
        QRect target = m_targets.isEmpty() ? QRect() : m_targets.front();
        for (const QRect &r : std::as_const(m_targets))
            target |= r;
        QRect box(0, 0, width, height);
        if (target.isNull()) {
            box.moveCenter(area.center());
            m_arrowTip = QPoint();
        } else {
            const bool above = target.top() - kArrow - height >= area.top();
            const bool below = target.bottom() + kArrow + height <= area.bottom();
            box.moveCenter(QPoint(target.center().x(), 0));
            if (above || !below) {
                box.moveBottom(std::max(area.top() + height, target.top() - kArrow));
                m_arrowTip = QPoint(target.center().x(), target.top());
            } else {
                box.moveTop(target.bottom() + kArrow);
                m_arrowTip = QPoint(target.center().x(), target.bottom());
            }
            box.moveLeft(std::clamp(box.left(), area.left(), std::max(area.left(), area.right() - width)));
            box.moveTop(std::clamp(box.top(), area.top(), std::max(area.top(), area.bottom() - height)));
            if (box.contains(m_arrowTip)) m_arrowTip = QPoint();
        }
        m_bubble = box;
        m_textRect = box.adjusted(kPadding, kPadding, -kPadding, -kPadding);
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
    for (const QRect &r : std::as_const(m_targets))
        p.drawRoundedRect(r, 8, 8);
    QPainterPath path;
    path.addRoundedRect(m_bubble, 10, 10);
    if (!m_arrowTip.isNull()) {
        const bool down = m_arrowTip.y() > m_bubble.center().y();
        const int x = std::clamp(m_arrowTip.x(), m_bubble.left() + 20, m_bubble.right() - 20);
        const int baseY = down ? m_bubble.bottom() : m_bubble.top();
        QPolygonF arrow;
        arrow << QPointF(x - 10, baseY) << QPointF(m_arrowTip) << QPointF(x + 10, baseY);
        QPainterPath tip;
        tip.addPolygon(arrow);
        path = path.united(tip);
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
    p.drawText(m_textRect.adjusted(0, headerHeight + 4, 0, 0), Qt::TextWordWrap, m_text);
}
