// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppStyle.h"

#include <QApplication>
#include <QProxyStyle>

namespace {
QString g_applied;

/// The platform's style, except that a drop-down list opens as a list (cream with dark text, like
/// every other list) and not as a menu: the menu-like popup drew the items in the field's dark
/// text on the window's dark cloth colour, which newcomers could not read.
class ListPopupStyle : public QProxyStyle {
  public:
    using QProxyStyle::QProxyStyle;
    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override
    {
        if (hint == SH_ComboBox_Popup) return 0;
        return QProxyStyle::styleHint(hint, option, widget, returnData);
    }
};
} // namespace

QPalette AppStyle::palette(const TableTheme &theme)
{
    const QColor light(238, 240, 232);
    const QColor cream(250, 247, 238);
    const QColor ink(28, 28, 26);
    const QColor muted(150, 158, 150);
    QPalette p;
    p.setColor(QPalette::Window, theme.window);
    p.setColor(QPalette::WindowText, light);
    p.setColor(QPalette::Base, cream);
    p.setColor(QPalette::AlternateBase, QColor(238, 233, 218));
    p.setColor(QPalette::Text, ink);
    p.setColor(QPalette::PlaceholderText, QColor(120, 120, 112));
    p.setColor(QPalette::Button, theme.button);
    p.setColor(QPalette::ButtonText, light);
    p.setColor(QPalette::BrightText, QColor(255, 120, 100));
    p.setColor(QPalette::Light, theme.button.lighter(150));
    p.setColor(QPalette::Midlight, theme.button.lighter(120));
    p.setColor(QPalette::Mid, theme.button.darker(130));
    p.setColor(QPalette::Dark, theme.button.darker(170));
    p.setColor(QPalette::Shadow, QColor(0, 0, 0));
    p.setColor(QPalette::Highlight, theme.highlight);
    p.setColor(QPalette::HighlightedText, ink);
    p.setColor(QPalette::ToolTipBase, QColor(255, 249, 226));
    p.setColor(QPalette::ToolTipText, ink);
    p.setColor(QPalette::Link, QColor(255, 214, 120));
    p.setColor(QPalette::LinkVisited, QColor(230, 190, 120));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, muted);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(140, 140, 132));
    p.setColor(QPalette::Disabled, QPalette::Button, theme.button.darker(115));
    return p;
}

void AppStyle::apply(const TableTheme &theme)
{
    if (g_applied == theme.key) return;
    if (g_applied.isEmpty() && !dynamic_cast<ListPopupStyle *>(QApplication::style()))
        QApplication::setStyle(new ListPopupStyle(QApplication::style()->name()));
    g_applied = theme.key;
    QApplication::setPalette(palette(theme));
}

QString AppStyle::appliedTheme()
{
    return g_applied;
}
