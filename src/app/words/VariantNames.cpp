// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "VariantNames.h"

#include "engine/Variants.h"

#include <QCoreApplication>

QString VariantNames::title(const QString &id)
{
    if (const remi::VariantDescriptor *v = remi::findVariant(id.toStdString()))
        return QCoreApplication::translate("Variant", v->name);
    return id;
}
