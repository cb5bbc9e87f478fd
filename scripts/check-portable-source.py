#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issue 32: no compiler builtin, POSIX-only header or call, or locale-dependent number parsing in src/
outside the files that wrap them.

MSVC has no __builtin_popcount or __attribute__; Windows has no unistd.h, fcntl.h's POSIX calls,
fsync or sys/ headers other than the CRT's. The C++ standard library has what the rest of the code
needs (std::popcount, [[nodiscard]], std::filesystem). The files that wrap the operating system's
calls, each behind #ifdef _WIN32 / Q_OS_UNIX, are listed in WRAPPERS; they must keep such a guard.

Usage: check-portable-source.py ROOT  (checks ROOT/src; prints every finding, exit 1 if any)
"""
import pathlib
import re
import sys

# file (relative to ROOT) -> what it wraps
WRAPPERS = {
    "src/save/FileIo.cpp": "file reading and the synced, renamed writes (POSIX and Windows branches)",
    "src/app/window/StartupProbe.cpp": "getrusage for the start-up measurement (Q_OS_UNIX only)",
}

RULES = [
    (re.compile(r"\b__builtin_\w+"), "compiler builtin (use <bit>, <utility>: std::popcount, std::unreachable…)"),
    (re.compile(r"\b__attribute__\b"), "compiler attribute (use a standard [[attribute]])"),
    (re.compile(r"\b__declspec\b"), "compiler attribute (use a standard [[attribute]])"),
    (re.compile(r"#\s*include\s*<(unistd|fcntl|dirent|pthread|dlfcn|pwd|grp|termios|poll|strings|libgen|io|windows)\.h>"),
     "operating-system header"),
    (re.compile(r"#\s*include\s*<sys/"), "operating-system header"),
    (re.compile(r"\b(fsync|fdatasync|ftruncate|lseek|mkstemp|realpath|readlink|symlink|popen|pclose|fork|execv\w*|"
                r"isatty|fileno|getpid|getuid|geteuid|strcasecmp|strncasecmp|localtime_r|gmtime_r|setenv|unsetenv|"
                r"_wopen|_commit|_open|_close|_read|_write)\s*\("), "POSIX or CRT call"),
    # open/close/read/write/stat… as global calls ("::open(" but not "Class::open(") or with POSIX flags
    (re.compile(r"(^|[^\w>:])::(open|close|read|write|stat|lstat|fstat|unlink|rename|mkdir|rmdir|access|chmod|fchmod|dup|dup2|pipe)\s*\("),
     "POSIX call"),
    (re.compile(r"\bO_(RDONLY|WRONLY|RDWR|CREAT|EXCL|TRUNC|APPEND|CLOEXEC|NOFOLLOW)\b"), "POSIX open() flag"),
    # Numbers in text follow the C locale, which Qt sets from the environment (a decimal comma).
    (re.compile(r"\b(strto[dfl]|strtold|atof|setlocale|localeconv)\s*\("), "locale-dependent call (save/NumberText.h)"),
]
GUARD = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif)\b.*\b(_WIN32|Q_OS_\w+|__APPLE__|__unix__)", re.M)
COMMENT = re.compile(r"//.*$")


def check(root: pathlib.Path) -> list[str]:
    findings = []
    for path in sorted((root / "src").rglob("*")):
        if path.suffix not in {".cpp", ".h", ".hpp", ".cc", ".mm"} or not path.is_file():
            continue
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        if rel in WRAPPERS:
            if not GUARD.search(text):
                findings.append(f"{rel}: wraps {WRAPPERS[rel]} but has no #if on _WIN32 / Q_OS_…")
            continue
        for number, line in enumerate(text.splitlines(), 1):
            code = COMMENT.sub("", line)
            for pattern, what in RULES:
                m = pattern.search(code)
                if m:
                    findings.append(f"{rel}:{number}: {what}: {m.group(0).strip()}")
    return findings


def main() -> int:
    # The same bytes on every system (CTest compares them): UTF-8, "\n" line ends.
    sys.stdout.reconfigure(encoding="utf-8", newline="\n")
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    findings = check(pathlib.Path(sys.argv[1]))
    for f in findings:
        print(f)
    print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
