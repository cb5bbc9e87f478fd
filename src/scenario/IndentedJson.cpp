// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "IndentedJson.h"

#include "save/NumberText.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace remi::sim {

namespace {

using save::JsonValue;

void writeString(std::string &out, const std::string &s)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (const char ch : s) {
        const auto u = static_cast<unsigned char>(ch);
        switch (ch) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20) {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 0xf];
            } else {
                out += ch; // UTF-8 as it is
            }
        }
    }
    out += '"';
}

void writeValue(std::string &out, const JsonValue &v, int indent);

void writeContent(std::string &out, const JsonValue &v, int indent)
{
    const std::string pad(static_cast<std::size_t>(indent) * 4, ' ');
    if (v.type() == JsonValue::Type::Array) {
        const auto &items = v.items();
        for (std::size_t i = 0; i < items.size(); ++i) {
            out += pad;
            writeValue(out, items[i], indent);
            out += i + 1 == items.size() ? "\n" : ",\n";
        }
        return;
    }
    // Members in key order (QJsonObject keeps them sorted); a repeated key: the last one.
    std::vector<const JsonValue::Member *> members;
    for (const JsonValue::Member &m : v.members()) {
        const auto same = std::find_if(members.begin(), members.end(),
                                       [&](const JsonValue::Member *o) { return o->first == m.first; });
        if (same != members.end()) *same = &m;
        else members.push_back(&m);
    }
    std::stable_sort(members.begin(), members.end(),
                     [](const JsonValue::Member *a, const JsonValue::Member *b) { return a->first < b->first; });
    for (std::size_t i = 0; i < members.size(); ++i) {
        out += pad;
        writeString(out, members[i]->first);
        out += ": ";
        writeValue(out, members[i]->second, indent);
        out += i + 1 == members.size() ? "\n" : ",\n";
    }
}

void writeValue(std::string &out, const JsonValue &v, int indent)
{
    switch (v.type()) {
    case JsonValue::Type::Null: out += "null"; return;
    case JsonValue::Type::Bool: out += v.asBool() ? "true" : "false"; return;
    case JsonValue::Type::Number: {
        const double d = v.asNumber();
        if (d == std::floor(d) && std::abs(d) <= 9007199254740992.0) out += std::to_string(static_cast<long long>(d));
        else out += save::shortestDouble(d);
        return;
    }
    case JsonValue::Type::String: writeString(out, v.asString()); return;
    case JsonValue::Type::Array:
    case JsonValue::Type::Object: {
        const bool array = v.type() == JsonValue::Type::Array;
        out += array ? "[\n" : "{\n";
        writeContent(out, v, indent + 1);
        out += std::string(static_cast<std::size_t>(indent) * 4, ' ');
        out += array ? ']' : '}';
        return;
    }
    }
}

} // namespace

std::string writeIndentedJson(const JsonValue &v)
{
    std::string out;
    writeValue(out, v, 0);
    out += '\n';
    return out;
}

} // namespace remi::sim
