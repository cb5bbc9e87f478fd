// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// remi --measure-startup: the start-up and memory figures of benchmarks/startup.sh (not a test).

class MainWindow;

namespace StartupProbe {
/// Starts the start-up clock; call as the first statement of main().
void markMainStart();
/// Measures the milliseconds from markMainStart() until the first paint of `window`'s table
/// (after the deal) has been done, then lets the game run `turns` turns (the human seat draws
/// and discards, the computer players play without delay), reads VmRSS and VmHWM from
/// /proc/self/status (0 where there is none) and prints one line on stdout:
///   startup_ms=<ms> before_show_ms=<ms> cpu_ms=<ms> paint_epoch_ms=<ms since 1970 at that paint>
///   turns=<n> vmrss_kb=<kB> vmhwm_kb=<kB>
/// before_show_ms: from main() to this call (application, window and deal, before show());
/// cpu_ms: user + system CPU time of the process until that paint, including the dynamic loader
/// (-1 where getrusage is missing), i.e. the work without the time spent waiting for a CPU.
/// and quits the application with exit code 0 (1 after a 60 s safety timeout).
void install(MainWindow *window, int turns);
} // namespace StartupProbe
