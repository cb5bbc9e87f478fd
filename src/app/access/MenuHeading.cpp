// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MenuHeading.h"

#include <QFontMetrics>
#include <QMenu>
#include <QScreen>
#include <QStringList>
#include <QStyle>

#include <algorithm>

QString MenuHeading::fit(const QString &text, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
    if (metrics.horizontalAdvance(text) <= width) return text;
    // Cut at the last space that leaves room for the ellipsis: never inside a word.
    const QString ellipsis = QStringLiteral("…");
    QString kept;
    for (const QString &word : text.split(QLatin1Char(' '))) {
        const QString longer = kept.isEmpty() ? word : kept + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(longer + ellipsis) > width) break;
        kept = longer;
    }
    if (kept.isEmpty()) return metrics.elidedText(text, Qt::ElideRight, width);
    while (kept.endsWith(QLatin1Char(',')) || kept.endsWith(QLatin1Char(':'))) kept.chop(1);
    return kept + ellipsis;
}

void MenuHeading::add(QMenu *menu, const QString &text)
{
    // The menu as wide as its heading in bold (as some styles draw it), with the style's margins and
    // a gap either side, within the screen (the menu's width, taken from its entries, cut a long
    // meld's heading in mid-word, "…of spades, 45 po", and a question, "Which card does tl"); a heading
    // wider than the screen is cut after a whole word.
    const QWidget *owner = menu->parentWidget() ? menu->parentWidget()->window() : menu;
    const QScreen *screen = owner->screen();
    const int room = std::max(200, (screen ? screen->availableGeometry().width() : 800) - 2 * kScreenMargin);
    QStyle *style = menu->style();
    QFont bold = menu->font();
    bold.setBold(true);
    const int pad = 2 * (style->pixelMetric(QStyle::PM_MenuHMargin, nullptr, menu) +
                         style->pixelMetric(QStyle::PM_MenuPanelWidth, nullptr, menu)) +
                    2 * menu->fontMetrics().averageCharWidth() + kHeadingPadding;
    const QString shown = fit(text, bold, room - pad);
    menu->addSection(shown);
    menu->setMinimumWidth(std::min(room, QFontMetrics(bold).horizontalAdvance(shown) + pad));
}
