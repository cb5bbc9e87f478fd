// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HelpPages.h"
#include "KeyText.h"

#include "engine/Variants.h"

#include "OptionHelp.h"
#include "SettingsDialog.h"
#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

static void initHelpResources()
{
    // The pages live in the remi_app static library: register them before the first lookup.
    static const bool done = [] {
        Q_INIT_RESOURCE(help);
        return true;
    }();
    (void)done;
}

namespace HelpPages {

namespace {
QString path(const QString &page, const QString &language)
{
    return QStringLiteral(":/help/%1/%2.html").arg(language, page);
}
} // namespace

QStringList pages()
{
    QStringList out;
    for (const remi::VariantDescriptor &v : remi::variants())
        out << QString::fromUtf8(v.helpPage.data(), static_cast<qsizetype>(v.helpPage.size()));
    return out << keysPage();
}

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("sr"), QStringLiteral("sr_Latn"), QStringLiteral("ru")};
}

QString language(const QLocale &locale)
{
    initHelpResources();
    switch (locale.language()) {
    case QLocale::Russian: return QStringLiteral("ru");
    case QLocale::Serbian:
        if (locale.script() == QLocale::LatinScript && QFile::exists(path(keysPage(), QStringLiteral("sr_Latn"))))
            return QStringLiteral("sr_Latn");
        return QStringLiteral("sr");
    default: return QStringLiteral("en");
    }
}

QString currentLanguage()
{
    return language(QLocale()); // Language::apply() sets the default locale to the UI language
}

QUrl url(const QString &page, const QString &language)
{
    initHelpResources();
    if (!pages().contains(page)) return {};
    QStringList tries{language};
    if (language == QLatin1String("sr_Latn")) tries << QStringLiteral("sr");
    tries << QStringLiteral("en");
    for (const QString &lang : tries)
        if (QFile::exists(path(page, lang))) return QUrl(QStringLiteral("qrc") + path(page, lang));
    return {};
}

QString pageOf(const QUrl &url)
{
    if (url.scheme() != QLatin1String("qrc") || !url.path().startsWith(QLatin1String("/help/"))) return {};
    const QString name = QFileInfo(url.path()).completeBaseName();
    return pages().contains(name) ? name : QString();
}

QString pageForVariant(const QString &variant)
{
    if (const remi::VariantDescriptor *v = remi::findVariant(variant.toStdString()))
        return QString::fromUtf8(v->helpPage.data(), static_cast<qsizetype>(v->helpPage.size()));
    return keysPage();
}

QString optionsTable(const QString &variant)
{
    const std::string v = variant.toStdString();
    const std::vector<remi::OptionSpec> &specs = remi::optionSpecs(v);
    const auto preset = remi::presetRules(v);
    if (specs.empty() || !preset) return {};
    auto esc = [](const QString &text) { return text.toHtmlEscaped(); };
    QString html =
        QStringLiteral(
            "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n<tr><th width=\"24%\">%1</th>"
            "<th width=\"14%\">%2</th><th width=\"20%\">%3</th><th>%4</th></tr>\n")
            .arg(esc(QCoreApplication::translate("HelpPages", "Option")),
                 esc(QCoreApplication::translate("HelpPages", "Default")),
                 esc(QCoreApplication::translate("HelpPages", "Allowed")),
                 esc(QCoreApplication::translate("HelpPages", "Effect")));
    // The Settings dialog's order: group by group, each in the order of the Options table.
    for (const remi::OptionGroup group :
         {remi::OptionGroup::Opening, remi::OptionGroup::Jokers, remi::OptionGroup::Play, remi::OptionGroup::Scoring,
          remi::OptionGroup::MatchEnd}) {
        bool heading = false;
        for (const remi::OptionSpec &spec : specs) {
            if (spec.group != group) continue;
            if (!heading) {
                html += QStringLiteral("<tr><th colspan=\"4\" align=\"left\">%1</th></tr>\n")
                            .arg(esc(SettingsDialog::groupTitle(group)));
                heading = true;
            }
            const QString name = QString::fromStdString(spec.name);
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>\n")
                        .arg(esc(OptionHelp::label(variant, name)),
                             esc(OptionHelp::value(variant, name, QString::fromStdString(spec.get(*preset)))),
                             esc(OptionHelp::allowedValues(variant, name)), esc(OptionHelp::text(variant, name)));
        }
    }
    return html + QStringLiteral("</table>");
}

QString html(const QUrl &url)
{
    initHelpResources();
    const QString page = pageOf(url);
    if (page.isEmpty()) return {};
    QFile file(QLatin1Char(':') + url.path());
    if (!file.open(QIODevice::ReadOnly)) return {};
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("<!-- remi:options -->"), optionsTable(page));
    static const QRegularExpression label(QStringLiteral("<!-- remi:label ([A-Za-z0-9]+) -->"));
    QString out;
    qsizetype at = 0;
    for (const QRegularExpressionMatch &m : label.globalMatch(text)) {
        out += QStringView(text).mid(at, m.capturedStart() - at);
        out += OptionHelp::label(page, m.captured(1)).toHtmlEscaped();
        at = m.capturedEnd();
    }
    out += QStringView(text).mid(at);
    // The key names as the platform writes them: ⌘Z on macOS where the page says Ctrl+Z.
    return KeyText::native(out);
}

} // namespace HelpPages
