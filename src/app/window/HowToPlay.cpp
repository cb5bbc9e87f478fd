// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HowToPlay.h"

#include "engine/RuleSet.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace {
/// The actions whose keys are listed, in this order (window/PlayMenu, window/HelpMenu).
const char *const kActions[] = {
    "drawAction",      "takeAction",      "draftAction",    "meldAction",     "layOffAction", "swapAction",
    "discardAction",   "undoAction",      "sortSuitAction", "sortRankAction", "hintAction",   "readHandAction",
    "readTableAction", "tableAction",     "statusAction",   "scoreAction",    "skipAction",   "gameLogAction",
    "focusLogAction",  "helpRulesAction", "helpKeysAction"};

QString menuText(QString text)
{
    // "&Draw from the stock" → "Draw from the stock"; "&Lay off…" → "Lay off".
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.replace(QLatin1String("&&"), QLatin1String("&"));
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text;
}
} // namespace

HowToPlay::HowToPlay(QMainWindow *window, QWidget *over)
    : QFrame(over), m_window(window), m_over(over), m_action(new QAction(window)), m_title(new QLabel(this)),
      m_mouse(new QLabel(this)), m_keys(new QLabel(this)), m_close(new QLabel(this))
{
    setObjectName(QStringLiteral("howToPlay"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#howToPlay { background: rgba(6, 34, 20, 246); border: 2px solid #ffc428; }"
                                 "#howToPlay QLabel { color: #f2f5ee; background: transparent; }"
                                 "#howToPlayScroll, #howToPlayViewport, #howToPlayLists { background: transparent; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    // The two lists scroll where the table is too low for them (at 800×600 and at 2× the
    // last key rows were cut off); the title and the closing line stay in sight.
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("howToPlayScroll"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    auto *lists = new QWidget;
    lists->setObjectName(QStringLiteral("howToPlayLists"));
    auto *columns = new QHBoxLayout(lists);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->setSpacing(24);
    // The keys first (issue 34: a screen reader read the mouse's list before them).
    for (QLabel *label : {m_keys, m_mouse}) {
        label->setParent(lists);
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        columns->addWidget(label, 1);
    }
    m_scroll->setWidget(lists);
    m_scroll->viewport()->setObjectName(QStringLiteral("howToPlayViewport"));
    lists->setAutoFillBackground(false);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_close);
    hide();

    m_action->setObjectName(QStringLiteral("howToPlayAction"));
    // "?" is Shift+/ on many keyboards: both forms, so that it works whatever the platform reports.
    m_action->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(Qt::SHIFT | Qt::Key_Question)});
    m_action->setShortcutContext(Qt::WindowShortcut);
    connect(m_action, &QAction::triggered, this, &HowToPlay::toggle);
    if (auto *help = window->findChild<QMenu *>(QStringLiteral("helpMenuBarMenu")))
        help->insertAction(help->actions().value(0), m_action);
    else window->addAction(m_action);
    over->installEventFilter(this);
    retranslate();
}

void HowToPlay::retranslate()
{
    m_action->setText(tr("&How to play"));
    m_title->setText(tr("How to play"));
    m_close->setText(tr("Press Esc or %1 to close.").arg(m_action->shortcut().toString(QKeySequence::NativeText)));
    setAccessibleName(tr("How to play"));
    if (isVisible()) fill();
}

QStringList HowToPlay::gestures() const
{
    return {tr("Click a card in your hand to select it; click it again to put it back."),
            tr("Click the stock to draw; click the discard pile to take its top card."),
            tr("Drag the selected cards onto empty table space to lay them as a new meld."),
            tr("Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end."),
            tr("Drag a card onto the discard pile, or double-click it, to discard it."),
            tr("Drop a card between two others in your hand to move it there."),
            tr("Click the table during a computer's turn to see the rest of it at once."),
            tr("Rest the pointer on anything to read what it is.")};
}

QString HowToPlay::markText(MarkWords::Mark mark) const
{
    // The borrowed card's cost: rami's, the one game that borrows (RULES.md 4.5).
    const std::optional<remi::RuleSet> rami = remi::presetRules("rami");
    return MarkWords::text(mark, rami ? rami->borrowPenalty : 0);
}

QList<std::pair<QString, QString>> HowToPlay::keyRows() const
{
    QList<std::pair<QString, QString>> rows;
    for (const char *name : kActions) {
        const QAction *action = m_window->findChild<QAction *>(QLatin1String(name));
        if (!action || action->shortcut().isEmpty()) continue;
        rows.append({action->shortcut().toString(QKeySequence::NativeText), menuText(action->text())});
    }
    // The table's own keys (access/KeyboardController), which no menu holds.
    auto key = [](QKeySequence k) { return k.toString(QKeySequence::NativeText); };
    rows.append({key(QKeySequence(Qt::Key_Tab)), tr("Move between the hand, the melds, the piles and the players")});
    // The arrows and the space bar by name, translated as the lessons name them ("стрелице
    // лево/десно, размакница"): Qt's own key names stayed English (sr review, item 21).
    //: The keys of the next row: the Left and Right arrow keys, then the space bar.
    rows.append({tr("Left/Right, Space"), tr("Move along your hand; select the card")});
    rows.append({key(QKeySequence(Qt::Key_Enter)), tr("The card's or the meld's menu")});
    rows.append({key(QKeySequence(Qt::Key_Escape)), tr("Clear the selection")});
    return rows;
}

void HowToPlay::fill()
{
    QString mouse =
        QStringLiteral("<b>%1</b><ul style=\"margin-left:0; -qt-list-indent:1\">").arg(tr("Mouse").toHtmlEscaped());
    for (const QString &g : gestures()) mouse += QStringLiteral("<li>%1</li>").arg(g.toHtmlEscaped());
    mouse += QStringLiteral("</ul>");
    // What every mark on the table means, each with its colour or sign.
    mouse += QStringLiteral("<b>%1</b><table cellspacing=\"2\">").arg(tr("Marks").toHtmlEscaped());
    for (const MarkWords::Mark mark : MarkWords::all())
        mouse +=
            QStringLiteral(
                "<tr><td><span style=\"color:%1; background:#1e3a2a\">&nbsp;%2&nbsp;</span>&nbsp;</td><td>%3</td></tr>")
                .arg(MarkWords::colour(mark), MarkWords::sign(mark).toHtmlEscaped(), markText(mark).toHtmlEscaped());
    m_mouse->setText(mouse + QStringLiteral("</table>"));
    QString keys = QStringLiteral("<b>%1</b><table cellspacing=\"2\">").arg(tr("Keys").toHtmlEscaped());
    for (const auto &[k, what] : keyRows())
        keys += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(k.toHtmlEscaped(), what.toHtmlEscaped());
    m_keys->setText(keys + QStringLiteral("</table>"));
    setAccessibleDescription(plainText());
}

QString HowToPlay::plainText() const
{
    // The keys first, as shown (issue 34).
    QStringList lines{tr("How to play"), tr("Keys")};
    for (const auto &[k, what] : keyRows()) lines << QStringLiteral("%1: %2").arg(k, what);
    lines << tr("Mouse");
    lines << gestures();
    lines << tr("Marks");
    for (const MarkWords::Mark mark : MarkWords::all()) lines << markText(mark);
    lines << m_close->text();
    return lines.join(QLatin1Char('\n'));
}

void HowToPlay::toggle()
{
    if (isVisible()) {
        hide();
        m_over->setFocus();
        return;
    }
    fill();
    setGeometry(m_over->rect());
    show();
    raise();
    setFocus(); // screen readers read its name and description (plainText, the keys first)
}

bool HowToPlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_over && event->type() == QEvent::Resize) setGeometry(m_over->rect());
    return QFrame::eventFilter(watched, event);
}

void HowToPlay::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_Question) {
        toggle();
        return;
    }
    // The arrows, Page Up/Down, Home and End scroll the lists (the overlay holds the focus).
    QScrollBar *bar = m_scroll->verticalScrollBar();
    const int line = fontMetrics().lineSpacing();
    switch (event->key()) {
    case Qt::Key_Up: bar->setValue(bar->value() - line); return;
    case Qt::Key_Down: bar->setValue(bar->value() + line); return;
    case Qt::Key_PageUp: bar->setValue(bar->value() - bar->pageStep()); return;
    case Qt::Key_PageDown: bar->setValue(bar->value() + bar->pageStep()); return;
    case Qt::Key_Home: bar->setValue(bar->minimum()); return;
    case Qt::Key_End: bar->setValue(bar->maximum()); return;
    default: break;
    }
    QFrame::keyPressEvent(event);
}

void HowToPlay::mousePressEvent(QMouseEvent *event)
{
    toggle();
    event->accept();
}

void HowToPlay::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QFrame::changeEvent(event);
}
