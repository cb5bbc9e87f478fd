// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The outcome JSON of `replay` (remi-sim and remi-check), byte for byte as remi-sim printed it with
// QJsonDocument::toJson(QJsonDocument::Indented) before it was std only: members in key order,
// four spaces per level, every item on a line of its own, an empty list as "[\n<indent>]".

#include "save/Json.h"

#include <string>

namespace remi::sim {

/// Writes `v` (an object or a list at the top) in the indented form, ending with a newline.
std::string writeIndentedJson(const save::JsonValue &v);

} // namespace remi::sim
