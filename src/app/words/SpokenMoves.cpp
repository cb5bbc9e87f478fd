// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SpokenMoves.h"

#include "CardNames.h"

#include <QRegularExpression>

QString SpokenMoves::withJokerFaces(const QString &text, const std::vector<remi::CardId> &cards,
                                    const std::vector<remi::Meld> &table)
{
    // The printed cards, as CardNames::spoken finds them.
    static const QRegularExpression printed(QStringLiteral("(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])|\u2605"));
    std::vector<QRegularExpressionMatch> found;
    for (auto it = printed.globalMatch(text); it.hasNext();) found.push_back(it.next());
    if (found.size() != cards.size()) return text;
    QString out;
    qsizetype from = 0;
    for (std::size_t k = 0; k < found.size(); ++k) {
        const QRegularExpressionMatch &m = found[k];
        out += text.mid(from, m.capturedEnd() - from);
        from = m.capturedEnd();
        if (m.capturedLength(1) > 0) continue; // a natural card
        for (const remi::Meld &meld : table) {
            if (meld.kind != remi::MeldKind::Run) continue;
            for (int i = 0; i < meld.size(); ++i)
                if (meld.cards[static_cast<std::size_t>(i)].id == cards[k] &&
                    meld.cards[static_cast<std::size_t>(i)].isJoker())
                    out += QStringLiteral(" (") + CardNames::shortFace(meld.faceAt(i)) + QLatin1Char(')');
        }
    }
    return out + text.mid(from);
}
