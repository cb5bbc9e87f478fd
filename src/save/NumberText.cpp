// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Doubles to and from text without std::from_chars / std::to_chars on a double, which Apple's libc++ lacks.

#include "NumberText.h"

#include <fast_float/fast_float.h>

#include <cmath>
#include <cstdint>
#include <iomanip>
#include <locale>
#include <sstream>
#include <vector>

namespace remi::save {

NumberParse parseDouble(std::string_view text, double &out)
{
    const char *first = text.data();
    const char *last = first + text.size();
    const char *digits = first;
    if (digits != last && *digits == '-') ++digits;
    // fast_float also reads "inf", "nan" and ".5"; a JSON number starts with a digit.
    if (digits == last || *digits < '0' || *digits > '9') return NumberParse::Syntax;
    double d = 0;
    const fast_float::from_chars_result r = fast_float::from_chars(first, last, d);
    if (r.ptr != last) return NumberParse::Syntax;
    // fast_float 4 and later (vcpkg, Homebrew) report overflow and underflow as
    // result_out_of_range; 3.x (Debian 12) returns an infinity or 0 with no error.
    if (r.ec == std::errc::result_out_of_range || std::isinf(d)) return NumberParse::OutOfRange;
    if (r.ec != std::errc()) return NumberParse::Syntax;
    if (d == 0) { // 1e-999 reads as 0: out of range unless every digit of the mantissa is 0
        for (const char *p = digits; p != last && *p != 'e' && *p != 'E'; ++p)
            if (*p >= '1' && *p <= '9') return NumberParse::OutOfRange;
    }
    out = d;
    return NumberParse::Ok;
}

namespace {

/// Correctly rounded significant digits of |d| (finite, not 0): `precision` digits and the decimal
/// exponent of the first, from the classic locale's scientific notation ("1.2345e+06").
struct Digits {
    std::string digits;
    int exponent = 0;
};

Digits scientificDigits(double d, int precision)
{
    std::ostringstream os;
    os.imbue(std::locale::classic());
    os << std::scientific << std::setprecision(precision - 1) << std::abs(d);
    const std::string s = os.str();
    Digits out;
    std::size_t i = 0;
    for (; i < s.size() && s[i] != 'e' && s[i] != 'E'; ++i)
        if (s[i] >= '0' && s[i] <= '9') out.digits.push_back(s[i]);
    if (i < s.size()) out.exponent = std::stoi(s.substr(i + 1));
    return out;
}

/// The next digit string up or down in the last place, keeping the number of digits ("999" + 1 is
/// "100" one exponent higher).
Digits step(Digits g, int by)
{
    std::string &s = g.digits;
    std::size_t i = s.size();
    if (by > 0) {
        while (i > 0 && s[i - 1] == '9') s[--i] = '0';
        if (i == 0) {
            s.insert(s.begin(), '1');
            s.pop_back();
            ++g.exponent;
        } else {
            ++s[i - 1];
        }
    } else {
        while (i > 0 && s[i - 1] == '0') s[--i] = '9';
        if (i > 0) --s[i - 1];
        if (s[0] == '0') { // "100" - 1 = "099": one digit more below
            s.erase(s.begin());
            s.push_back('9');
            --g.exponent;
        }
    }
    return g;
}

bool readsBack(const Digits &g, double d)
{
    std::string text = g.digits.substr(0, 1);
    if (g.digits.size() > 1) text += "." + g.digits.substr(1);
    text += "e" + std::to_string(g.exponent);
    double back = 0;
    return parseDouble(text, back) == NumberParse::Ok && back == std::abs(d);
}

/// The digits of a whole number above 2^53 exactly (fixed notation prints the double's value, not
/// the shortest digits padded with zeros: 2^64 + 2^12 is "18446744073709555712").
std::string exactWhole(double d)
{
    int exp2 = 0;
    const double m = std::frexp(std::abs(d), &exp2); // |d| = m * 2^exp2, 0.5 <= m < 1
    std::uint64_t mantissa = static_cast<std::uint64_t>(std::ldexp(m, 53));
    int shift = exp2 - 53;            // >= 0 for a whole number above 2^53
    std::vector<std::uint32_t> limbs; // base 10^9, least significant first
    for (; mantissa; mantissa /= 1000000000u) limbs.push_back(static_cast<std::uint32_t>(mantissa % 1000000000u));
    for (; shift > 0; --shift) {
        std::uint32_t carry = 0;
        for (std::uint32_t &limb : limbs) {
            const std::uint64_t v = std::uint64_t(limb) * 2 + carry;
            limb = static_cast<std::uint32_t>(v % 1000000000u);
            carry = static_cast<std::uint32_t>(v / 1000000000u);
        }
        if (carry) limbs.push_back(carry);
    }
    std::string out = std::to_string(limbs.back());
    for (std::size_t k = limbs.size() - 1; k-- > 0;) {
        const std::string part = std::to_string(limbs[k]);
        out += std::string(9 - part.size(), '0') + part;
    }
    return out;
}

} // namespace

std::string shortestDouble(double d)
{
    if (std::isnan(d)) return std::signbit(d) ? "-nan" : "nan";
    const std::string sign = std::signbit(d) ? "-" : "";
    if (std::isinf(d)) return sign + "inf";
    if (d == 0) return sign + "0";
    Digits g;
    for (int precision = 1; precision <= 17; ++precision) {
        g = scientificDigits(d, precision);
        if (readsBack(g, d)) break;
        // Just above a power of two the gap below is half the gap above, so the nearest digits can
        // miss while the next ones up (or, in principle, down) read back: 2^-1017 is
        // 7.120236347223045e-307, not 7.1202363472230444e-307.
        const Digits up = step(g, +1);
        const Digits down = step(g, -1);
        if (readsBack(up, d)) {
            g = up;
            break;
        }
        if (readsBack(down, d)) {
            g = down;
            break;
        }
    }
    while (g.digits.size() > 1 && g.digits.back() == '0') g.digits.pop_back();
    const int n = static_cast<int>(g.digits.size());
    const int e = g.exponent;

    std::string scientific = g.digits.substr(0, 1);
    if (n > 1) scientific += "." + g.digits.substr(1);
    const int ae = e < 0 ? -e : e;
    scientific += std::string(e < 0 ? "e-" : "e+") + (ae < 10 ? "0" : "") + std::to_string(ae);

    std::string fixed;
    if (e >= n - 1) {
        // Fixed wins a tie; its length is known without building the long fixed form of 1e+300.
        if (std::size_t(e + 1) > scientific.size()) return sign + scientific;
        fixed = std::abs(d) > 9007199254740992.0 ? exactWhole(d) : g.digits + std::string(std::size_t(e - n + 1), '0');
    } else if (e < 0) fixed = "0." + std::string(std::size_t(-e - 1), '0') + g.digits;
    else fixed = g.digits.substr(0, std::size_t(e + 1)) + "." + g.digits.substr(std::size_t(e + 1));
    return sign + (fixed.size() <= scientific.size() ? fixed : scientific);
}

} // namespace remi::save
