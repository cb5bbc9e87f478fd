// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-portable-test (issue 32): checks of the standard-library-only layers without Qt Test, so that
// they run wherever tests/portability/project builds (clang + libc++; mingw-w64 under wine): doubles
// to and from text, the JSON reader and writer, files written through the checked, synced path and
// read back, a bot match recorded as a save that reads back to the same bytes. Prints what it
// checked (the same lines on every platform) and exits 1 when anything differs.
//
// Usage: remi-portable-test FOLDER   (a writable folder for the file checks)

#include "BotRecord.h"

#include "save/FileIo.h"
#include "save/Json.h"
#include "save/NumberText.h"
#include "save/SaveGame.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

namespace {

using namespace remi;
using namespace remi::save;

int g_failures = 0;

void check(bool ok, const std::string &what)
{
    if (!ok) {
        ++g_failures;
        std::printf("FAILED: %s\n", what.c_str());
    }
}

void same(const std::string &got, const std::string &want, const std::string &what)
{
    check(got == want, what + ": got \"" + got + "\", want \"" + want + "\"");
}

std::uint64_t fnv1a(const std::string &bytes)
{
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    return h;
}

void numbers()
{
    const struct {
        double value;
        const char *text;
    } printed[] = {
        {1.5, "1.5"},
        {-2.5, "-2.5"},
        {0.1, "0.1"},
        {1.0 / 3, "0.3333333333333333"},
        {0.001, "0.001"},
        {0.0001, "1e-04"},
        {1e300, "1e+300"},
        {1e21, "1e+21"},
        {1.25e20, "1.25e+20"},
        {12345678901234567890.0, "12345678901234567168"},
        {123456789012345678.0, "123456789012345680"},
        {5e-324, "5e-324"},
        {1.7976931348623157e308, "1.7976931348623157e+308"},
        {std::ldexp(1.0, -1017), "7.120236347223045e-307"},
        {-0.0, "-0"},
    };
    for (const auto &p : printed) same(shortestDouble(p.value), p.text, "shortestDouble");

    const struct {
        const char *text;
        NumberParse result;
        double value;
    } parsed[] = {
        {"1.5", NumberParse::Ok, 1.5},           {"3e-324", NumberParse::Ok, 5e-324},
        {"1e-310", NumberParse::Ok, 1e-310},     {"2e-324", NumberParse::OutOfRange, -7},
        {"1e999", NumberParse::OutOfRange, -7},  {"-1e999", NumberParse::OutOfRange, -7},
        {"1e-999", NumberParse::OutOfRange, -7}, {"0e999", NumberParse::Ok, 0},
        {"inf", NumberParse::Syntax, -7},        {"1,5", NumberParse::Syntax, -7},
    };
    for (const auto &p : parsed) {
        double d = -7;
        const NumberParse r = parseDouble(p.text, d);
        check(r == p.result && d == p.value, std::string("parseDouble ") + p.text);
    }
    // Every power of two and its neighbours read back exactly.
    int roundTrips = 0;
    for (int e = -1074; e < 1024; ++e)
        for (double d : {std::ldexp(1.0, e), std::nextafter(std::ldexp(1.0, e), 0.0),
                         std::nextafter(std::ldexp(1.0, e), HUGE_VAL)}) {
            double back = 0;
            if (parseDouble(shortestDouble(d), back) == NumberParse::Ok && back == d) ++roundTrips;
            else check(false, "round trip of " + shortestDouble(d));
        }
    std::printf("numbers: %d powers of two and neighbours read back\n", roundTrips);
    check(std::popcount(0xF0F0u) == 8, "std::popcount");
}

void json()
{
    JsonValue a = JsonValue::array();
    for (double d : {0.0, -17.0, 9007199254740992.0, 1.5, 1e300, 1e-7}) a.push(JsonValue::number(d));
    a.push(JsonValue::string("tab\t\"quote\" ☺"));
    const std::string text = writeJson(a);
    same(text, "[0, -17, 9007199254740992, 1.5, 1e+300, 1e-07, \"tab\\u0009\\\"quote\\\" ☺\"]\n", "writeJson");
    JsonDocument doc;
    JsonError error;
    check(parseJson(text, &doc, &error), "parseJson");
    check(!parseJson("[1, 1e999]", &doc, &error) && error.code == JsonError::Code::OutOfRange && error.offset == 4,
          "parseJson refuses 1e999 at byte 4");
    std::printf("json: written and read\n");
}

void files(const std::filesystem::path &folder)
{
    const std::filesystem::path file = folder / "portable-test.remi";
    std::error_code ec;
    std::filesystem::remove(file, ec);
    FileError error;
    const std::string first(100000, 'x');
    check(writeFileChecked(file, first, &error), "writeFileChecked (new): " + fileErrorText(error));
    check(writeFileChecked(file, "second", &error), "writeFileChecked (replace): " + fileErrorText(error));
    std::string back;
    check(readFileLimited(file, 1000, &back, &error) && back == "second", "readFileLimited: " + fileErrorText(error));
    check(!readFileLimited(file, 3, &back, &error) && error.code == FileError::Code::TooLarge,
          "readFileLimited: too large");
    check(!readFileLimited(folder, 1000, &back, &error) && error.cause() == FileError::Cause::NotAFile,
          "readFileLimited: a folder is not a file");
    check(!readFileLimited(folder / "missing.remi", 1000, &back, &error) && error.cause() == FileError::Cause::NotFound,
          "readFileLimited: a missing file");
    int leftovers = 0;
    for (const auto &entry : std::filesystem::directory_iterator(folder))
        if (entry.path().filename().string().find(".tmp") != std::string::npos) ++leftovers;
    check(leftovers == 0, "no temporary file left");
    std::filesystem::remove(file, ec);
    std::printf("files: written, replaced, read back, refused\n");
}

void saves()
{
    const auto rules = presetRules("remi51");
    check(rules.has_value(), "remi51 rules");
    if (!rules) return;
    std::unique_ptr<Match> match;
    const SaveGame game = test::recordBotMatch(*rules, 3, 7, 2, 0, &match);
    const std::string text = writeSave(game);
    SaveError error;
    const auto back = parseSave(text, &error);
    check(back.has_value(), "parseSave: " + saveErrorText(error));
    if (back) same(writeSave(*back), text, "the save writes back the same");
    SaveGame loaded;
    check(loadSave(text, &loaded, &error) != nullptr, "loadSave replays: " + saveErrorText(error));
    std::printf("saves: remi51 seed 7, %zu rounds, %zu bytes, FNV-1a %016llx\n", game.rounds.size(), text.size(),
                static_cast<unsigned long long>(fnv1a(text)));
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fputs("usage: remi-portable-test FOLDER\n", stderr);
        return 2;
    }
    numbers();
    json();
    files(argv[1]);
    saves();
    std::printf("%s\n", g_failures ? "FAILED" : "passed");
    return g_failures ? 1 : 0;
}
