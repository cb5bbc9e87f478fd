// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardShadow.h"

#include <QHash>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <vector>

namespace {
/// The blur reaches this share of the card's width beyond each edge.
constexpr qreal kBlur = 0.12;
/// The pixmap is drawn at a quarter of its size, blurred there and scaled up (smooth and cheap).
constexpr int kScale = 4;

/// Three passes of a box blur of `radius` pixels over the alpha of `image` (black, premultiplied).
void blur(QImage &image, int radius)
{
    const int w = image.width();
    const int h = image.height();
    std::vector<int> alpha(static_cast<std::size_t>(w * h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) alpha[static_cast<std::size_t>(y * w + x)] = qAlpha(image.pixel(x, y));
    std::vector<int> next(alpha.size());
    auto at = [&](const std::vector<int> &v, int x, int y) {
        return v[static_cast<std::size_t>(std::clamp(y, 0, h - 1) * w + std::clamp(x, 0, w - 1))];
    };
    for (int pass = 0; pass < 3; ++pass) {
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                int sum = 0;
                for (int d = -radius; d <= radius; ++d) sum += at(alpha, x + d, y);
                next[static_cast<std::size_t>(y * w + x)] = sum / (2 * radius + 1);
            }
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                int sum = 0;
                for (int d = -radius; d <= radius; ++d) sum += at(next, x, y + d);
                alpha[static_cast<std::size_t>(y * w + x)] = sum / (2 * radius + 1);
            }
    }
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) image.setPixel(x, y, qRgba(0, 0, 0, alpha[static_cast<std::size_t>(y * w + x)]));
}
} // namespace

QRectF CardShadow::rect(const QRectF &card, bool high)
{
    const qreal b = card.width() * kBlur;
    const QPointF offset =
        high ? QPointF(card.width() * 0.10, card.width() * 0.16) : QPointF(card.width() * 0.04, card.width() * 0.08);
    return card.adjusted(-b, -b, b, b).translated(offset);
}

QPixmap CardShadow::pixmap(QSizeF size)
{
    static QHash<quint64, QPixmap> cache;
    const QSize key = size.toSize().expandedTo(QSize(4, 4));
    const quint64 id = (static_cast<quint64>(key.width()) << 32) | static_cast<quint64>(key.height());
    if (const auto it = cache.constFind(id); it != cache.constEnd()) return *it;
    if (cache.size() > 32) cache.clear(); // sizes of an old layout
    const qreal b = key.width() * kBlur;
    const QSize full(qRound(key.width() + 2 * b), qRound(key.height() + 2 * b));
    QImage small((full / kScale).expandedTo(QSize(2, 2)), QImage::Format_ARGB32_Premultiplied);
    small.fill(Qt::transparent);
    {
        QPainter p(&small);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, kAlpha));
        const QRectF body(b / kScale, b / kScale, key.width() / qreal(kScale), key.height() / qreal(kScale));
        p.drawRoundedRect(body, body.width() * 0.06, body.width() * 0.06);
    }
    blur(small, std::max(1, qRound(b / kScale / 3)));
    const QPixmap pix = QPixmap::fromImage(small.scaled(full, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
    cache.insert(id, pix);
    return pix;
}
