// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Json.h"
#include "NumberText.h"

#include <algorithm>
#include <cmath>

namespace remi::save {

JsonValue JsonValue::boolean(bool b)
{
    JsonValue v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}
JsonValue JsonValue::number(double d)
{
    JsonValue v;
    v.m_type = Type::Number;
    v.m_number = d;
    return v;
}
JsonValue JsonValue::string(std::string s)
{
    JsonValue v;
    v.m_type = Type::String;
    v.m_string = std::move(s);
    return v;
}
JsonValue JsonValue::array(std::vector<JsonValue> items)
{
    JsonValue v;
    v.m_type = Type::Array;
    v.m_items = std::move(items);
    return v;
}
JsonValue JsonValue::object(std::vector<Member> members)
{
    JsonValue v;
    v.m_type = Type::Object;
    v.m_members = std::move(members);
    return v;
}

JsonValue &JsonValue::push(JsonValue v)
{
    m_items.push_back(std::move(v));
    return *this;
}
JsonValue &JsonValue::set(std::string key, JsonValue v)
{
    m_members.emplace_back(std::move(key), std::move(v));
    return *this;
}

namespace {

void appendUtf8(std::string *s, unsigned cp)
{
    if (cp < 0x80) {
        s->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        s->push_back(static_cast<char>(0xC0 | (cp >> 6)));
        s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        s->push_back(static_cast<char>(0xE0 | (cp >> 12)));
        s->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        s->push_back(static_cast<char>(0xF0 | (cp >> 18)));
        s->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        s->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

/// Outcome of scanString: where the string ends (past its closing quote) or where it went wrong.
struct StringScan {
    JsonError::Code code = JsonError::Code::None;
    std::size_t pos = 0;
};

/// Reads the JSON string whose opening quote is at `pos`; appends it unescaped to `out` when
/// given (nullptr: only checks it).
StringScan scanString(std::string_view text, std::size_t pos, std::string *out)
{
    const auto stop = [&](std::size_t at) {
        return StringScan{at >= text.size() ? JsonError::Code::Truncated : JsonError::Code::Syntax, at};
    };
    // Four hex digits at `at`: None, or where they stop (Truncated at the end, Syntax past a bad one).
    const auto hex4 = [&](std::size_t at, unsigned *value) -> StringScan {
        unsigned v = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            if (at + i >= text.size()) return {JsonError::Code::Truncated, at + i};
            const char c = text[at + i];
            v <<= 4;
            if (c >= '0' && c <= '9') v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') v |= static_cast<unsigned>(c - 'A' + 10);
            else return {JsonError::Code::Syntax, at + i + 1};
        }
        *value = v;
        return {};
    };
    ++pos; // '"'
    for (;;) {
        // Plain bytes up to the next quote, backslash or control character, in one go.
        const std::size_t from = pos;
        while (pos < text.size()) {
            const auto c = static_cast<unsigned char>(text[pos]);
            if (c == '"' || c == '\\' || c < 0x20) break;
            ++pos;
        }
        if (out) out->append(text.data() + from, pos - from);
        if (pos >= text.size()) return stop(pos);
        const char c = text[pos++];
        if (c == '"') return {JsonError::Code::None, pos};
        if (c != '\\') return {JsonError::Code::Syntax, pos}; // a control character
        if (pos >= text.size()) return stop(pos);
        const char e = text[pos++];
        char plain = 0;
        switch (e) {
        case '"': plain = '"'; break;
        case '\\': plain = '\\'; break;
        case '/': plain = '/'; break;
        case 'b': plain = '\b'; break;
        case 'f': plain = '\f'; break;
        case 'n': plain = '\n'; break;
        case 'r': plain = '\r'; break;
        case 't': plain = '\t'; break;
        case 'u': {
            unsigned cp = 0;
            if (const StringScan h = hex4(pos, &cp); h.code != JsonError::Code::None) return h;
            pos += 4;
            if (cp >= 0xD800 && cp < 0xDC00) { // a surrogate pair
                if (pos + 1 >= text.size() || text[pos] != '\\' || text[pos + 1] != 'u') return stop(pos);
                pos += 2;
                unsigned low = 0;
                if (const StringScan h = hex4(pos, &low); h.code != JsonError::Code::None) return h;
                pos += 4;
                if (low < 0xDC00 || low > 0xDFFF) return {JsonError::Code::Syntax, pos};
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                return {JsonError::Code::Syntax, pos};
            }
            if (out) appendUtf8(out, cp);
            continue;
        }
        default: return {JsonError::Code::Syntax, pos};
        }
        if (out) out->push_back(plain);
    }
}

/// The end of the number whose text starts at `pos` (grammar only), or npos with `*broken` set to
/// the byte where the grammar broke.
std::size_t scanNumber(std::string_view text, std::size_t pos, std::size_t *broken)
{
    const auto bad = [&] {
        *broken = pos;
        return std::string_view::npos;
    };
    const auto digits = [&] {
        const std::size_t from = pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
        return pos > from;
    };
    if (pos < text.size() && text[pos] == '-') ++pos;
    if (pos < text.size() && text[pos] == '0') ++pos;
    else if (!digits()) return bad();
    if (pos < text.size() && text[pos] == '.') {
        ++pos;
        if (!digits()) return bad();
    }
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
        ++pos;
        if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) ++pos;
        if (!digits()) return bad();
    }
    return pos;
}

} // namespace

class JsonParser {
  public:
    /// parseJson after the size check.
    static bool parse(std::string_view text, int maxDepth, JsonDocument *out, JsonError *error)
    {
        JsonDocument doc;
        doc.m_text = text;
        // Every value but the last takes at least 2 bytes of text ("[0,0]": 3 values in 5 bytes),
        // so this never grows; the pages of it that stay unused are never touched.
        doc.m_nodes.reserve(text.size() / 2 + 1);
        JsonParser p(text, maxDepth, &doc);
        if (!p.document()) {
            *error = p.error();
            return false;
        }
        *out = std::move(doc);
        return true;
    }

  private:
    JsonParser(std::string_view text, int maxDepth, JsonDocument *doc) : m_text(text), m_maxDepth(maxDepth), m_doc(doc)
    {
    }

    bool document()
    {
        skipSpace();
        if (!value(0)) return false;
        skipSpace();
        if (m_pos != m_text.size()) return fail(JsonError::Code::Syntax);
        return true;
    }
    JsonError error() const { return m_error; }

    using Node = JsonDocument::Node;

    bool fail(JsonError::Code code) { return failAt(code, m_pos); }
    bool failAt(JsonError::Code code, std::size_t offset)
    {
        if (m_error.code == JsonError::Code::None) m_error = {code, offset};
        return false;
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    /// A syntax error, or "truncated" when the input simply stopped.
    bool unexpected() { return fail(atEnd() ? JsonError::Code::Truncated : JsonError::Code::Syntax); }
    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_text[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
            ++m_pos;
        }
    }
    /// A new value starting at the current byte; its index.
    std::uint32_t add(std::uint32_t extent)
    {
        m_doc->m_nodes.push_back(Node{static_cast<std::uint32_t>(m_pos), extent});
        return static_cast<std::uint32_t>(m_doc->m_nodes.size() - 1);
    }
    bool scalar(std::size_t end)
    {
        add(static_cast<std::uint32_t>(end - m_pos));
        m_pos = end;
        return true;
    }
    bool literal(std::string_view word)
    {
        for (std::size_t i = 0; i < word.size(); ++i)
            if (m_pos + i >= m_text.size() || m_text[m_pos + i] != word[i]) {
                m_pos += i;
                return unexpected();
            }
        return scalar(m_pos + word.size());
    }
    bool string()
    {
        const StringScan s = scanString(m_text, m_pos, nullptr);
        if (s.code != JsonError::Code::None) {
            m_pos = s.pos;
            return fail(s.code);
        }
        return scalar(s.pos);
    }
    bool number()
    {
        std::size_t broken = 0;
        const std::size_t end = scanNumber(m_text, m_pos, &broken);
        if (end == std::string_view::npos) {
            m_pos = broken;
            return unexpected();
        }
        double d = 0;
        // 1e999 (and 1e-999) are refused rather than read as infinity or 0.
        const NumberParse p = parseDouble(m_text.substr(m_pos, end - m_pos), d);
        if (p != NumberParse::Ok)
            return failAt(p == NumberParse::OutOfRange ? JsonError::Code::OutOfRange : JsonError::Code::Syntax, m_pos);
        return scalar(end);
    }

    bool value(int depth)
    {
        if (atEnd()) return unexpected();
        switch (m_text[m_pos]) {
        case '{': return container(depth + 1, '}');
        case '[': return container(depth + 1, ']');
        case '"': return string();
        case 't': return literal("true");
        case 'f': return literal("false");
        case 'n': return literal("null");
        default: return number();
        }
    }

    /// An array (close ']') or an object (close '}'); the current byte is its opening bracket.
    bool container(int depth, char close)
    {
        if (depth > m_maxDepth) return fail(JsonError::Code::TooDeep);
        const std::uint32_t self = add(0);
        ++m_pos;
        skipSpace();
        if (!atEnd() && m_text[m_pos] == close) {
            ++m_pos;
            m_doc->m_nodes[self].extent = self + 1;
            return true;
        }
        for (;;) {
            skipSpace();
            if (close == '}') {
                if (atEnd() || m_text[m_pos] != '"') return unexpected();
                if (!string()) return false;
                skipSpace();
                if (atEnd() || m_text[m_pos] != ':') return unexpected();
                ++m_pos;
                skipSpace();
            }
            if (!value(depth)) return false;
            skipSpace();
            if (atEnd()) return unexpected();
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == close) {
                ++m_pos;
                m_doc->m_nodes[self].extent = static_cast<std::uint32_t>(m_doc->m_nodes.size());
                return true;
            }
            return unexpected();
        }
    }

    std::string_view m_text;
    int m_maxDepth;
    JsonDocument *m_doc;
    std::size_t m_pos = 0;
    JsonError m_error;
};

namespace {
void writeString(std::string *out, const std::string &s)
{
    out->push_back('"');
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out->push_back('\\');
            out->push_back(c);
        } else if (c == '\n') {
            *out += "\\n";
        } else if (u < 0x20) {
            static const char hex[] = "0123456789abcdef";
            *out += "\\u00";
            out->push_back(hex[u >> 4]);
            out->push_back(hex[u & 15]);
        } else {
            out->push_back(c);
        }
    }
    out->push_back('"');
}

bool isScalar(const JsonValue &v)
{
    return v.type() != JsonValue::Type::Array && v.type() != JsonValue::Type::Object;
}

void write(std::string *out, const JsonValue &v, int indent)
{
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    switch (v.type()) {
    case JsonValue::Type::Null: *out += "null"; return;
    case JsonValue::Type::Bool: *out += v.asBool() ? "true" : "false"; return;
    case JsonValue::Type::Number: {
        const double d = v.asNumber();
        if (d == std::floor(d) && std::abs(d) <= 9007199254740992.0) *out += std::to_string(static_cast<long long>(d));
        else *out += shortestDouble(d);
        return;
    }
    case JsonValue::Type::String: writeString(out, v.asString()); return;
    case JsonValue::Type::Array: {
        bool flat = true;
        for (const JsonValue &i : v.items())
            flat = flat && (isScalar(i) || (i.type() == JsonValue::Type::Array && i.items().size() <= 16 &&
                                            std::all_of(i.items().begin(), i.items().end(), isScalar)));
        out->push_back('[');
        for (std::size_t k = 0; k < v.items().size(); ++k) {
            if (k) out->push_back(',');
            if (!flat) *out += "\n" + pad + "  ";
            else if (k) out->push_back(' ');
            write(out, v.items()[k], indent + 1);
        }
        if (!flat && !v.items().empty()) *out += "\n" + pad;
        out->push_back(']');
        return;
    }
    case JsonValue::Type::Object: {
        bool flat = v.members().size() <= 8;
        for (const auto &m : v.members()) flat = flat && isScalar(m.second);
        out->push_back('{');
        for (std::size_t k = 0; k < v.members().size(); ++k) {
            if (k) out->push_back(',');
            if (!flat) *out += "\n" + pad + "  ";
            else if (k) out->push_back(' ');
            writeString(out, v.members()[k].first);
            *out += ": ";
            write(out, v.members()[k].second, indent + 1);
        }
        if (!flat && !v.members().empty()) *out += "\n" + pad;
        out->push_back('}');
        return;
    }
    }
}

} // namespace

// ---- reading: JsonRef ----

JsonRef::Type JsonRef::type() const
{
    if (!m_doc || m_index >= m_doc->m_nodes.size()) return Type::Null;
    switch (m_doc->m_text[m_doc->m_nodes[m_index].offset]) {
    case '{': return Type::Object;
    case '[': return Type::Array;
    case '"': return Type::String;
    case 't':
    case 'f': return Type::Bool;
    case 'n': return Type::Null;
    default: return Type::Number;
    }
}

std::string_view JsonRef::text() const
{
    if (!m_doc || m_index >= m_doc->m_nodes.size()) return "null";
    const JsonDocument::Node &n = m_doc->m_nodes[m_index];
    const Type t = type();
    if (t == Type::Array || t == Type::Object) return m_doc->m_text.substr(n.offset);
    return m_doc->m_text.substr(n.offset, n.extent);
}

bool JsonRef::asBool() const
{
    return type() == Type::Bool && text().front() == 't';
}

double JsonRef::asNumber() const
{
    if (type() != Type::Number) return 0;
    const std::string_view t = text();
    double d = 0;
    parseDouble(t, d); // checked by parseJson
    return d;
}

std::string JsonRef::asString() const
{
    std::string out;
    if (type() != Type::String) return out;
    const std::string_view t = text();
    if (t.find('\\') == std::string_view::npos) return std::string(t.substr(1, t.size() - 2));
    out.reserve(t.size());
    scanString(t, 0, &out);
    return out;
}

bool JsonRef::isString(std::string_view s) const
{
    if (type() != Type::String) return false;
    const std::string_view t = text();
    if (t.find('\\') == std::string_view::npos) return t.substr(1, t.size() - 2) == s;
    return asString() == s;
}

bool JsonRef::isContainer(char open) const
{
    return m_doc && m_index < m_doc->m_nodes.size() && m_doc->m_text[m_doc->m_nodes[m_index].offset] == open;
}

JsonItemRange JsonRef::items() const
{
    if (!isContainer('[')) return {JsonItemIterator(), JsonItemIterator()};
    return {JsonItemIterator(m_doc, m_index + 1), JsonItemIterator(m_doc, m_doc->m_nodes[m_index].extent)};
}

JsonMemberRange JsonRef::members() const
{
    if (!isContainer('{')) return {JsonMemberIterator(), JsonMemberIterator()};
    return {JsonMemberIterator(m_doc, m_index + 1), JsonMemberIterator(m_doc, m_doc->m_nodes[m_index].extent)};
}

std::size_t JsonRef::size() const
{
    std::size_t n = 0;
    if (isContainer('['))
        for (auto it = items().begin(), end = items().end(); it != end; ++it) ++n;
    else if (isContainer('{'))
        for (auto it = members().begin(), end = members().end(); it != end; ++it) ++n;
    return n;
}

std::optional<JsonRef> JsonRef::find(std::string_view key) const
{
    std::optional<JsonRef> found;
    for (const JsonMember m : members())
        if (m.key.isString(key)) found = m.value;
    return found;
}

bool parseJson(std::string_view text, JsonDocument *out, JsonError *error, JsonLimits limits)
{
    JsonError local;
    JsonError &err = error ? *error : local;
    err = {};
    // Offsets are 32-bit: no text of 4 GiB or more.
    const std::size_t maxBytes = std::min<std::size_t>(limits.maxBytes, 0xFFFFFFFEu);
    if (text.size() > maxBytes) {
        err = {JsonError::Code::TooLarge, maxBytes};
        return false;
    }
    return JsonParser::parse(text, limits.maxDepth, out, &err);
}

std::string writeJson(const JsonValue &v)
{
    std::string out;
    write(&out, v, 0);
    out.push_back('\n');
    return out;
}

} // namespace remi::save
