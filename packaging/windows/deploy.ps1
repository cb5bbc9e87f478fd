# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Copies the Qt libraries and plug-ins that remi.exe needs next to it (windeployqt).
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\deploy.ps1 -Exe C:\path\to\bin\remi.exe
#
# `cmake --install` and `cpack -G NSIS` run it on the installed remi.exe (packaging/CMakeLists.txt,
# option REMI_DEPLOY_QT). -WinDeployQt names windeployqt.exe; without it the one on PATH is used
# (the Qt bin folder, e.g. C:\Qt\6.5.3\msvc2019_64\bin).
param(
    [Parameter(Mandatory = $true)][string]$Exe,
    [string]$WinDeployQt = ""
)
$ErrorActionPreference = "Stop"

if (-not (Test-Path -LiteralPath $Exe)) { throw "deploy.ps1: $Exe does not exist" }
if (-not $WinDeployQt -or $WinDeployQt -like "*NOTFOUND*") {
    $cmd = Get-Command windeployqt -ErrorAction SilentlyContinue
    if (-not $cmd) { throw "deploy.ps1: windeployqt not found; add the Qt bin folder to PATH or pass -WinDeployQt" }
    $WinDeployQt = $cmd.Source
}

# windeployqt finds the MSVC runtime through VCINSTALLDIR, which only a Visual Studio developer prompt
# sets (vcvars64.bat; in CI the msvc-dev-cmd step): without it the runtime is silently left out.
if (-not $env:VCINSTALLDIR) {
    throw "deploy.ps1: VCINSTALLDIR is not set: run from a Visual Studio developer prompt (vcvars64.bat) so that windeployqt deploys the MSVC runtime"
}

# --release: the Release DLLs; --compiler-runtime: the MSVC runtime next to the program;
# Qt's own translations (qt_*.qm) go to bin\translations where Qt looks for them.
& $WinDeployQt --release --compiler-runtime --no-system-d3d-compiler --no-opengl-sw $Exe
if ($LASTEXITCODE -ne 0) { throw "deploy.ps1: windeployqt failed with exit code $LASTEXITCODE" }
Write-Host "deploy.ps1: Qt deployed next to $Exe"
