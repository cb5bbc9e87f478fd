#pragma once
// A small JSON reader and writer for save files (std only, so the loader can be fuzzed alone).
// The reader refuses input over a size limit and nesting deeper than a depth limit instead of
// running out of memory or stack.

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remi::save {

class JsonValue {
  public:
    enum class Type { Null, Bool, Number, String, Array, Object };
    using Member = std::pair<std::string, JsonValue>;

    JsonValue() = default;
    static JsonValue boolean(bool b);
    static JsonValue number(double d);
    static JsonValue string(std::string s);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object(std::vector<Member> members = {});

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool asBool() const { return m_bool; }
    double asNumber() const { return m_number; }
    const std::string &asString() const { return m_string; }
    const std::vector<JsonValue> &items() const { return m_items; }
    const std::vector<Member> &members() const { return m_members; }
    /// The member named `key` of an object, or nullptr (also for a non-object).
    const JsonValue *find(std::string_view key) const;

    /// Appends to an array / an object (no check for duplicate keys).
    JsonValue &push(JsonValue v);
    JsonValue &set(std::string key, JsonValue v);

  private:
    Type m_type = Type::Null;
    bool m_bool = false;
    double m_number = 0;
    std::string m_string;
    std::vector<JsonValue> m_items;
    std::vector<Member> m_members;
};

/// Limits of parseJson: bytes of input and depth of nested arrays and objects.
struct JsonLimits {
    std::size_t maxBytes = 4u * 1024u * 1024u;
    int maxDepth = 64;
};

/// Why parseJson failed; `offset` is the byte where it noticed.
struct JsonError {
    enum class Code { None, TooLarge, TooDeep, Syntax, Truncated };
    Code code = Code::None;
    std::size_t offset = 0;
};

/// Parses one JSON document (RFC 8259; duplicate keys keep the last). Returns false and fills
/// `error` on bad input; never throws, never recurses deeper than limits.maxDepth.
bool parseJson(std::string_view text, JsonValue *out, JsonError *error, JsonLimits limits = {});

/// Writes `v` as JSON: objects one member per line, arrays of scalars on one line.
std::string writeJson(const JsonValue &v);

} // namespace remi::save
