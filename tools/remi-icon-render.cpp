// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-icon-render: draws Remi's SVG application icon into the PNG sizes of the hicolor theme, a
// Windows .ico and a macOS .iconset (for iconutil). Run by the build (packaging/CMakeLists.txt).
//
//   remi-icon-render ICON.svg --name ID [--png-dir DIR] [--sizes 16,24,...] [--ico FILE] [--iconset DIR]
//
// --png-dir writes DIR/NNxNN/apps/ID.png for every size; --ico writes one .ico holding PNG images
// of 16 to 256 pixels; --iconset writes icon_16x16.png .. icon_512x512@2x.png. Exit 0 on success,
// 1 when the SVG cannot be read or a file cannot be written, 2 for bad arguments.

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QtEndian>

#include <cstdio>

namespace {

QImage render(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return image;
}

QByteArray png(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        std::fprintf(stderr, "remi-icon-render: cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

void put16(QByteArray &out, quint16 v)
{
    const quint16 le = qToLittleEndian(v);
    out.append(reinterpret_cast<const char *>(&le), 2);
}

void put32(QByteArray &out, quint32 v)
{
    const quint32 le = qToLittleEndian(v);
    out.append(reinterpret_cast<const char *>(&le), 4);
}

/// An .ico file whose entries are PNG streams (Windows Vista and later read these).
QByteArray ico(QSvgRenderer &svg, const QList<int> &sizes)
{
    QList<QByteArray> images;
    for (int s : sizes) images.append(png(render(svg, s)));
    QByteArray out;
    put16(out, 0);                                  // reserved
    put16(out, 1);                                  // type: icon
    put16(out, static_cast<quint16>(sizes.size())); // image count
    quint32 offset = 6 + 16 * static_cast<quint32>(sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const int s = sizes[i];
        out.append(static_cast<char>(s >= 256 ? 0 : s)); // width, 0 means 256
        out.append(static_cast<char>(s >= 256 ? 0 : s)); // height
        out.append('\0');                                // palette size
        out.append('\0');                                // reserved
        put16(out, 1);                                   // colour planes
        put16(out, 32);                                  // bits per pixel
        put32(out, static_cast<quint32>(images[i].size()));
        put32(out, offset);
        offset += static_cast<quint32>(images[i].size());
    }
    for (const QByteArray &image : images) out.append(image);
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Renders the SVG application icon to PNG, .ico and .iconset."));
    parser.addHelpOption();
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("Icon name (the application id)."),
                                  QStringLiteral("id"));
    const QCommandLineOption pngDir(QStringLiteral("png-dir"), QStringLiteral("Write DIR/NNxNN/apps/ID.png."),
                                    QStringLiteral("dir"));
    const QCommandLineOption sizes(QStringLiteral("sizes"), QStringLiteral("PNG sizes, comma-separated."),
                                   QStringLiteral("list"), QStringLiteral("16,24,32,48,64,128,256,512"));
    const QCommandLineOption icoFile(QStringLiteral("ico"), QStringLiteral("Write a Windows .ico."),
                                     QStringLiteral("file"));
    const QCommandLineOption iconset(QStringLiteral("iconset"), QStringLiteral("Write a macOS .iconset folder."),
                                     QStringLiteral("dir"));
    parser.addOptions({name, pngDir, sizes, icoFile, iconset});
    parser.addPositionalArgument(QStringLiteral("svg"), QStringLiteral("The SVG icon."));
    parser.process(app);

    if (parser.positionalArguments().size() != 1 || (parser.isSet(pngDir) && !parser.isSet(name))) {
        std::fprintf(stderr, "%s", qPrintable(parser.helpText()));
        return 2;
    }
    QList<int> pngSizes;
    for (const QString &s : parser.value(sizes).split(QLatin1Char(','))) {
        bool ok = false;
        const int v = s.toInt(&ok);
        if (!ok || v < 1 || v > 4096) {
            std::fprintf(stderr, "remi-icon-render: bad size '%s'\n", qPrintable(s));
            return 2;
        }
        pngSizes.append(v);
    }

    QSvgRenderer svg(parser.positionalArguments().first());
    if (!svg.isValid()) {
        std::fprintf(stderr, "remi-icon-render: cannot read %s\n", qPrintable(parser.positionalArguments().first()));
        return 1;
    }
    bool ok = true;
    if (parser.isSet(pngDir)) {
        for (int s : pngSizes) {
            const QString path =
                QStringLiteral("%1/%2x%2/apps/%3.png").arg(parser.value(pngDir)).arg(s).arg(parser.value(name));
            ok = writeFile(path, png(render(svg, s))) && ok;
        }
    }
    if (parser.isSet(icoFile)) ok = writeFile(parser.value(icoFile), ico(svg, {16, 24, 32, 48, 64, 128, 256})) && ok;
    if (parser.isSet(iconset)) {
        for (int s : {16, 32, 128, 256, 512}) {
            const QString base = QStringLiteral("%1/icon_%2x%2").arg(parser.value(iconset)).arg(s);
            ok = writeFile(base + QStringLiteral(".png"), png(render(svg, s))) && ok;
            ok = writeFile(base + QStringLiteral("@2x.png"), png(render(svg, 2 * s))) && ok;
        }
    }
    return ok ? 0 : 1;
}
