#include "Json.h"

#include <algorithm>
#include <charconv>
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

const JsonValue *JsonValue::find(std::string_view key) const
{
    if (m_type != Type::Object) return nullptr;
    for (auto it = m_members.rbegin(); it != m_members.rend(); ++it)
        if (it->first == key) return &it->second;
    return nullptr;
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

class Parser {
  public:
    Parser(std::string_view text, int maxDepth) : m_text(text), m_maxDepth(maxDepth) {}

    bool document(JsonValue *out)
    {
        skipSpace();
        if (!value(out, 0)) return false;
        skipSpace();
        if (m_pos != m_text.size()) return fail(JsonError::Code::Syntax);
        return true;
    }
    JsonError error() const { return m_error; }

  private:
    bool fail(JsonError::Code code)
    {
        if (m_error.code == JsonError::Code::None) m_error = {code, m_pos};
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
    bool literal(std::string_view word)
    {
        for (char c : word) {
            if (atEnd() || m_text[m_pos] != c) return unexpected();
            ++m_pos;
        }
        return true;
    }

    bool value(JsonValue *out, int depth)
    {
        if (atEnd()) return unexpected();
        switch (m_text[m_pos]) {
        case '{':
            return object(out, depth + 1);
        case '[':
            return array(out, depth + 1);
        case '"': {
            std::string s;
            if (!string(&s)) return false;
            *out = JsonValue::string(std::move(s));
            return true;
        }
        case 't':
            *out = JsonValue::boolean(true);
            return literal("true");
        case 'f':
            *out = JsonValue::boolean(false);
            return literal("false");
        case 'n':
            *out = JsonValue();
            return literal("null");
        default:
            return number(out);
        }
    }

    bool object(JsonValue *out, int depth)
    {
        if (depth > m_maxDepth) return fail(JsonError::Code::TooDeep);
        ++m_pos; // '{'
        *out = JsonValue::object();
        skipSpace();
        if (!atEnd() && m_text[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (atEnd() || m_text[m_pos] != '"') return unexpected();
            std::string key;
            if (!string(&key)) return false;
            skipSpace();
            if (atEnd() || m_text[m_pos] != ':') return unexpected();
            ++m_pos;
            skipSpace();
            JsonValue v;
            if (!value(&v, depth)) return false;
            out->set(std::move(key), std::move(v));
            skipSpace();
            if (atEnd()) return unexpected();
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return unexpected();
        }
    }

    bool array(JsonValue *out, int depth)
    {
        if (depth > m_maxDepth) return fail(JsonError::Code::TooDeep);
        ++m_pos; // '['
        *out = JsonValue::array();
        skipSpace();
        if (!atEnd() && m_text[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            JsonValue v;
            if (!value(&v, depth)) return false;
            out->push(std::move(v));
            skipSpace();
            if (atEnd()) return unexpected();
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return unexpected();
        }
    }

    bool hex4(unsigned *out)
    {
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            if (atEnd()) return unexpected();
            const char c = m_text[m_pos++];
            v <<= 4;
            if (c >= '0' && c <= '9') v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') v |= static_cast<unsigned>(c - 'A' + 10);
            else return fail(JsonError::Code::Syntax);
        }
        *out = v;
        return true;
    }

    static void appendUtf8(std::string *s, unsigned cp)
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

    bool string(std::string *out)
    {
        ++m_pos; // '"'
        for (;;) {
            if (atEnd()) return unexpected();
            const char c = m_text[m_pos++];
            if (c == '"') return true;
            if (static_cast<unsigned char>(c) < 0x20) return fail(JsonError::Code::Syntax);
            if (c != '\\') {
                out->push_back(c);
                continue;
            }
            if (atEnd()) return unexpected();
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out->push_back('"'); break;
            case '\\': out->push_back('\\'); break;
            case '/': out->push_back('/'); break;
            case 'b': out->push_back('\b'); break;
            case 'f': out->push_back('\f'); break;
            case 'n': out->push_back('\n'); break;
            case 'r': out->push_back('\r'); break;
            case 't': out->push_back('\t'); break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(&cp)) return false;
                if (cp >= 0xD800 && cp < 0xDC00) { // a surrogate pair
                    unsigned low = 0;
                    if (m_pos + 1 >= m_text.size() || m_text[m_pos] != '\\' || m_text[m_pos + 1] != 'u')
                        return unexpected();
                    m_pos += 2;
                    if (!hex4(&low)) return false;
                    if (low < 0xDC00 || low > 0xDFFF) return fail(JsonError::Code::Syntax);
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail(JsonError::Code::Syntax);
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                return fail(JsonError::Code::Syntax);
            }
        }
    }

    bool number(JsonValue *out)
    {
        const std::size_t start = m_pos;
        auto digits = [&] {
            const std::size_t from = m_pos;
            while (!atEnd() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') ++m_pos;
            return m_pos > from;
        };
        if (!atEnd() && m_text[m_pos] == '-') ++m_pos;
        if (!atEnd() && m_text[m_pos] == '0') ++m_pos;
        else if (!digits()) return unexpected();
        if (!atEnd() && m_text[m_pos] == '.') {
            ++m_pos;
            if (!digits()) return unexpected();
        }
        if (!atEnd() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (!atEnd() && (m_text[m_pos] == '+' || m_text[m_pos] == '-')) ++m_pos;
            if (!digits()) return unexpected();
        }
        double d = 0;
        const char *first = m_text.data() + start;
        const auto [ptr, ec] = std::from_chars(first, m_text.data() + m_pos, d);
        if (ptr != m_text.data() + m_pos || !std::isfinite(d)) {
            // Out of range: treat as a huge number the reader will refuse as a value.
            if (ec != std::errc::result_out_of_range) return fail(JsonError::Code::Syntax);
            d = (*first == '-') ? -1e308 : 1e308;
        }
        *out = JsonValue::number(d);
        return true;
    }

    std::string_view m_text;
    int m_maxDepth;
    std::size_t m_pos = 0;
    JsonError m_error;
};

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
    case JsonValue::Type::Null:
        *out += "null";
        return;
    case JsonValue::Type::Bool:
        *out += v.asBool() ? "true" : "false";
        return;
    case JsonValue::Type::Number: {
        char buf[64];
        const double d = v.asNumber();
        std::to_chars_result r;
        if (d == std::floor(d) && std::abs(d) <= 9007199254740992.0) r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(d));
        else r = std::to_chars(buf, buf + sizeof buf, d);
        out->append(buf, r.ptr);
        return;
    }
    case JsonValue::Type::String:
        writeString(out, v.asString());
        return;
    case JsonValue::Type::Array: {
        bool flat = true;
        for (const JsonValue &i : v.items()) flat = flat && (isScalar(i) || (i.type() == JsonValue::Type::Array && i.items().size() <= 16 &&
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

bool parseJson(std::string_view text, JsonValue *out, JsonError *error, JsonLimits limits)
{
    JsonError local;
    JsonError &err = error ? *error : local;
    err = {};
    if (text.size() > limits.maxBytes) {
        err = {JsonError::Code::TooLarge, limits.maxBytes};
        return false;
    }
    Parser p(text, limits.maxDepth);
    JsonValue v;
    if (!p.document(&v)) {
        err = p.error();
        return false;
    }
    *out = std::move(v);
    return true;
}

std::string writeJson(const JsonValue &v)
{
    std::string out;
    write(&out, v, 0);
    out.push_back('\n');
    return out;
}

} // namespace remi::save
