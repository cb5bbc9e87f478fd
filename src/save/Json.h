// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A small JSON reader and writer for save files (std only, so the loader can be fuzzed alone).
//
// Reading within bounds of memory and time: parseJson checks the whole text once and keeps one 8-byte entry per value
// (where it starts, and where it ends) in a JsonDocument; strings and numbers are decoded from the
// text when asked for. An 8 MiB save of small numbers took 411 MB as a tree of 104-byte values; the
// document costs at most 4 bytes per byte of text, and about one byte per byte for real saves. The
// reader refuses input over a size limit, nesting deeper than a depth limit and numbers out of the
// range of a double (1e999), instead of running out of memory or stack or reading them as 0.
//
// Writing: JsonValue builds a tree that writeJson prints.

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remi::save {

/// A value being built for writeJson.
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

class JsonDocument;
class JsonItemRange;
class JsonMemberRange;

/// One value of a JsonDocument, read-only; valid while the document and its text live. Cheap to
/// copy (a pointer and an index).
class JsonRef {
  public:
    using Type = JsonValue::Type;

    Type type() const;
    bool isNull() const { return type() == Type::Null; }
    /// True for `true`; false for anything else.
    bool asBool() const;
    /// The number (finite: parseJson refuses out-of-range numbers); 0 for a non-number.
    double asNumber() const;
    /// The string, unescaped (UTF-8); empty for a non-string.
    std::string asString() const;
    /// The value exactly as written (a string with its quotes; an array or object from its
    /// bracket to the end of the text), for messages: cut it short.
    std::string_view text() const;
    /// True when this is the string `s` (compared unescaped).
    bool isString(std::string_view s) const;

    /// The items of an array (none for anything else), in order.
    JsonItemRange items() const;
    /// The members of an object in order (none for anything else); a key may repeat.
    JsonMemberRange members() const;
    /// Items of an array or members of an object (counted: linear in their number).
    std::size_t size() const;
    /// The last member named `key` of an object, or nullopt (also for a non-object).
    std::optional<JsonRef> find(std::string_view key) const;

  private:
    friend class JsonDocument;
    friend class JsonItemIterator;
    friend class JsonMemberIterator;
    JsonRef(const JsonDocument *doc, std::uint32_t index) : m_doc(doc), m_index(index) {}
    bool isContainer(char open) const;
    const JsonDocument *m_doc;
    std::uint32_t m_index;
};

/// Parsed JSON: the text (not copied: it must outlive the document) and, per value in document
/// order, where its text starts and, for an array or object, the index past its last
/// descendant (for a string, number or literal: its length in bytes).
class JsonDocument {
  public:
    JsonDocument() = default;
    /// The top-level value (null for a document that parseJson did not fill).
    JsonRef root() const { return JsonRef(this, 0); }
    /// Values held (for tests and benchmarks).
    std::size_t valueCount() const { return m_nodes.size(); }

  private:
    friend class JsonRef;
    friend class JsonItemIterator;
    friend class JsonMemberIterator;
    friend class JsonParser;
    struct Node {
        std::uint32_t offset; ///< first byte of the value in the text
        std::uint32_t extent; ///< array/object: index past the last descendant; else: bytes
    };
    /// Index of the value after value `i` and its descendants.
    std::uint32_t next(std::uint32_t i) const
    {
        const char c = m_text[m_nodes[i].offset];
        return c == '[' || c == '{' ? m_nodes[i].extent : i + 1;
    }
    std::string_view m_text;
    std::vector<Node> m_nodes;
};

/// Walks the items of an array.
class JsonItemIterator {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = JsonRef;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = JsonRef;
    JsonItemIterator() = default;
    JsonItemIterator(const JsonDocument *doc, std::uint32_t index) : m_doc(doc), m_index(index) {}
    JsonRef operator*() const { return JsonRef(m_doc, m_index); }
    JsonItemIterator &operator++()
    {
        m_index = m_doc->next(m_index);
        return *this;
    }
    JsonItemIterator operator++(int)
    {
        JsonItemIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const JsonItemIterator &o) const { return m_index == o.m_index; }

  private:
    const JsonDocument *m_doc = nullptr;
    std::uint32_t m_index = 0;
};

class JsonItemRange {
  public:
    JsonItemRange(JsonItemIterator b, JsonItemIterator e) : m_begin(b), m_end(e) {}
    JsonItemIterator begin() const { return m_begin; }
    JsonItemIterator end() const { return m_end; }
    bool empty() const { return m_begin == m_end; }

  private:
    JsonItemIterator m_begin, m_end;
};

/// A member of an object: its key (a string) and its value.
struct JsonMember {
    JsonRef key;
    JsonRef value;
};

/// Walks the members of an object.
class JsonMemberIterator {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = JsonMember;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = JsonMember;
    JsonMemberIterator() = default;
    JsonMemberIterator(const JsonDocument *doc, std::uint32_t index) : m_doc(doc), m_index(index) {}
    JsonMember operator*() const { return {JsonRef(m_doc, m_index), JsonRef(m_doc, m_index + 1)}; }
    JsonMemberIterator &operator++()
    {
        m_index = m_doc->next(m_index + 1); // past the key (a string) and the value
        return *this;
    }
    JsonMemberIterator operator++(int)
    {
        JsonMemberIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const JsonMemberIterator &o) const { return m_index == o.m_index; }

  private:
    const JsonDocument *m_doc = nullptr;
    std::uint32_t m_index = 0;
};

class JsonMemberRange {
  public:
    JsonMemberRange(JsonMemberIterator b, JsonMemberIterator e) : m_begin(b), m_end(e) {}
    JsonMemberIterator begin() const { return m_begin; }
    JsonMemberIterator end() const { return m_end; }
    bool empty() const { return m_begin == m_end; }

  private:
    JsonMemberIterator m_begin, m_end;
};

/// Limits of parseJson: bytes of input (at most 4 GiB - 1) and depth of nested arrays and objects.
struct JsonLimits {
    std::size_t maxBytes = 4u * 1024u * 1024u;
    int maxDepth = 64;
};

/// Why parseJson failed; `offset` is the byte where it noticed (for OutOfRange: where the number
/// starts).
struct JsonError {
    enum class Code { None, TooLarge, TooDeep, Syntax, Truncated, OutOfRange };
    Code code = Code::None;
    std::size_t offset = 0;
};

/// Parses one JSON document (RFC 8259; duplicate keys: find() gives the last) into `out`, which
/// refers to `text` from then on. Returns false and fills `error` on bad input (numbers beyond a
/// double's range, 1e999 or 1e-999, are OutOfRange); never throws (but std::bad_alloc), never
/// recurses deeper than limits.maxDepth, holds at most one 8-byte entry per 2 bytes of text.
bool parseJson(std::string_view text, JsonDocument *out, JsonError *error, JsonLimits limits = {});

/// Writes `v` as JSON: objects one member per line, arrays of scalars on one line.
std::string writeJson(const JsonValue &v);

} // namespace remi::save
