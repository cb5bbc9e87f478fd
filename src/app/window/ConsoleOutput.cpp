// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ConsoleOutput.h"

#include <cstdio>

#ifdef Q_OS_WIN
#include <qt_windows.h>
#endif

namespace ConsoleOutput {

#ifdef Q_OS_WIN

namespace {

/// A handle the program may write to: redirected by its parent (a file, a pipe, QProcess) or a
/// console it already has.
bool usable(HANDLE h)
{
    return h != nullptr && h != INVALID_HANDLE_VALUE && GetFileType(h) != FILE_TYPE_UNKNOWN;
}

HANDLE g_console = INVALID_HANDLE_VALUE; // the parent's console, once attached

/// The parent's console, attached once (stdout and stderr reopened on it too, so that anything
/// printed with fputs shows); false when there is none (started from the Explorer or a shortcut).
bool attachConsole()
{
    static const bool attached = [] {
        if (!AttachConsole(ATTACH_PARENT_PROCESS)) return false;
        g_console = CreateFileW(L"CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                OPEN_EXISTING, 0, nullptr);
        if (!usable(g_console)) return false;
        FILE *f = nullptr;
        if (!usable(GetStdHandle(STD_OUTPUT_HANDLE))) freopen_s(&f, "CONOUT$", "w", stdout);
        if (!usable(GetStdHandle(STD_ERROR_HANDLE))) freopen_s(&f, "CONOUT$", "w", stderr);
        // The shell printed its prompt already (it does not wait for a GUI program): start on a
        // line of our own.
        DWORD written = 0;
        WriteConsoleW(g_console, L"\r\n", 2, &written, nullptr);
        return true;
    }();
    return attached;
}

} // namespace

// Per stream: its redirected handle (`remi --help > help.txt` writes the file even though stderr
// is the console), else the parent's console, else a message box.
void write(Stream stream, const QString &text, const QString &title)
{
    if (usable(GetStdHandle(stream == Stream::Out ? STD_OUTPUT_HANDLE : STD_ERROR_HANDLE))) {
        std::FILE *f = stream == Stream::Out ? stdout : stderr;
        std::fputs(text.toLocal8Bit().constData(), f);
        std::fflush(f);
        return;
    }
    if (attachConsole()) {
        // The console's own wide-character call: Cyrillic help shows in any console code page.
        QString crlf = text;
        crlf.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
        DWORD written = 0;
        WriteConsoleW(g_console, reinterpret_cast<const wchar_t *>(crlf.utf16()), static_cast<DWORD>(crlf.size()),
                      &written, nullptr);
        return;
    }
    MessageBoxW(nullptr, reinterpret_cast<const wchar_t *>(text.trimmed().utf16()),
                reinterpret_cast<const wchar_t *>(title.utf16()),
                MB_OK | MB_TOPMOST | MB_SETFOREGROUND | (stream == Stream::Out ? MB_ICONINFORMATION : MB_ICONERROR));
}

#else

void write(Stream stream, const QString &text, const QString &)
{
    std::FILE *f = stream == Stream::Out ? stdout : stderr;
    std::fputs(text.toLocal8Bit().constData(), f);
    std::fflush(f);
}

#endif

} // namespace ConsoleOutput
