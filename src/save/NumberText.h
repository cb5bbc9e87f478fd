// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Doubles to and from text, exactly and without the C locale, on every platform. std::from_chars and
// std::to_chars on a double are missing from Apple's libc++ (or unavailable below macOS 13.3), and
// strtod / printf follow the locale Qt sets. Parsing is fast_float's (correctly rounded); printing
// finds the shortest digits that read back the same, formatted as std::to_chars(double) does.

#include <string>
#include <string_view>

namespace remi::save {

/// What parseDouble found.
enum class NumberParse {
    Ok,         ///< the whole text is one number, read into `out`
    Syntax,     ///< not a number, or text after it
    OutOfRange, ///< beyond a double's range (1e999) or too small to be told from 0 (1e-999)
};

/// Reads all of `text` as a JSON-style number ("-12.5e+3"; no "inf", no leading "+"). On
/// OutOfRange or Syntax `out` is left untouched, as std::from_chars does.
NumberParse parseDouble(std::string_view text, double &out);

/// The text std::to_chars(first, last, d) writes, on every platform: the shortest digits that read
/// back as `d`, in fixed notation when that is no longer than scientific ("0.001", "1.5",
/// "12345678901234567168"), else scientific ("1e-04", "1e+300"); "inf", "-inf", "nan" for those.
std::string shortestDouble(double d);

} // namespace remi::save
