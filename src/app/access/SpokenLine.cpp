// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SpokenLine.h"

#include <QAccessible>
#include <QAccessibleWidget>

namespace {
class SpokenLineAccessible : public QAccessibleWidget {
  public:
    explicit SpokenLineAccessible(SpokenLine *line) : QAccessibleWidget(line, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name) return static_cast<SpokenLine *>(widget())->text();
        return QString();
    }
};

QAccessibleInterface *factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("SpokenLine") && object && object->isWidgetType())
        return new SpokenLineAccessible(static_cast<SpokenLine *>(object));
    return nullptr;
}
} // namespace

void SpokenLine::install()
{
    static bool installed = false;
    if (installed) return;
    installed = true;
    QAccessible::installFactory(factory);
}

SpokenLine::SpokenLine(QWidget *parent) : QWidget(parent)
{
    install();
    setObjectName(QStringLiteral("spokenLine"));
    setFixedSize(0, 0);
    setFocusPolicy(Qt::NoFocus);
}

bool SpokenLine::say(const QString &text)
{
    if (text == m_text && m_since.isValid() && m_since.elapsed() < kRepeatGapMs) return false;
    m_text = text;
    m_since.start();
    ++m_sent;
    QAccessibleEvent name(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&name);
    QAccessibleEvent show(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&show);
    return true;
}
