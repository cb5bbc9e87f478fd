// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A short, one-line excerpt of a value someone typed or a file held, for messages: a
// 1 MiB name quoted whole froze the window and gave an off-screen message box.

#include <cstddef>
#include <string>
#include <string_view>

namespace remi {

/// Longest excerpt of a value in a message (bytes, before the ellipsis).
inline constexpr std::size_t kExcerptBytes = 32;

/// `text` cut to at most `maxBytes` bytes at a UTF-8 character boundary, with "…" appended when
/// cut; control characters (a newline, a tab, DEL) become '?', so the message stays on one line.
inline std::string textExcerpt(std::string_view text, std::size_t maxBytes = kExcerptBytes)
{
    std::size_t n = text.size();
    const bool cut = n > maxBytes;
    if (cut) {
        n = maxBytes;
        // Back off over continuation bytes (10xxxxxx) so that no character is split.
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
    }
    std::string out;
    out.reserve(n + 3);
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out.push_back(c < 0x20 || c == 0x7F ? '?' : static_cast<char>(c));
    }
    if (cut) out += "\xE2\x80\xA6"; // …
    return out;
}

} // namespace remi
