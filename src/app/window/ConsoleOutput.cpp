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

enum class Target { Handles, Console, MessageBox };

HANDLE g_console = INVALID_HANDLE_VALUE; // the parent's console, once attached

/// Decided once: the inherited handles, else the parent's console (attached, and stdout and stderr
/// reopened on it so that anything printed with fputs shows too), else a message box.
Target target()
{
    static const Target t = [] {
        if (usable(GetStdHandle(STD_OUTPUT_HANDLE)) && usable(GetStdHandle(STD_ERROR_HANDLE))) return Target::Handles;
        if (!AttachConsole(ATTACH_PARENT_PROCESS)) return Target::MessageBox;
        g_console = CreateFileW(L"CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                OPEN_EXISTING, 0, nullptr);
        if (!usable(g_console)) return Target::MessageBox;
        FILE *f = nullptr;
        freopen_s(&f, "CONOUT$", "w", stdout);
        freopen_s(&f, "CONOUT$", "w", stderr);
        // The shell printed its prompt already (it does not wait for a GUI program): start on a
        // line of our own.
        DWORD written = 0;
        WriteConsoleW(g_console, L"\r\n", 2, &written, nullptr);
        return Target::Console;
    }();
    return t;
}

} // namespace

void write(Stream stream, const QString &text, const QString &title)
{
    switch (target()) {
    case Target::Handles: {
        std::FILE *f = stream == Stream::Out ? stdout : stderr;
        std::fputs(text.toLocal8Bit().constData(), f);
        std::fflush(f);
        return;
    }
    case Target::Console: {
        // The console's own wide-character call: Cyrillic help shows in any console code page. One
        // console for both streams.
        QString crlf = text;
        crlf.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
        DWORD written = 0;
        WriteConsoleW(g_console, reinterpret_cast<const wchar_t *>(crlf.utf16()), static_cast<DWORD>(crlf.size()), &written,
                      nullptr);
        return;
    }
    case Target::MessageBox:
        MessageBoxW(nullptr, reinterpret_cast<const wchar_t *>(text.trimmed().utf16()),
                    reinterpret_cast<const wchar_t *>(title.utf16()),
                    MB_OK | MB_TOPMOST | MB_SETFOREGROUND | (stream == Stream::Out ? MB_ICONINFORMATION : MB_ICONERROR));
        return;
    }
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
