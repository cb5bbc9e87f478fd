# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Copies the Qt libraries and plug-ins that remi.exe needs next to it (windeployqt), then signs
# remi.exe when a certificate is given (REMI_SIGN_PFX: a .pfx file, REMI_SIGN_PASSWORD its password;
# CI: .github/workflows/build.yml), so that the installer and the .zip carry a signed program.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\deploy.ps1 -Exe C:\path\to\bin\remi.exe
#
# `cmake --install` and `cpack -G NSIS` run it on the installed remi.exe (packaging/CMakeLists.txt,
# option REMI_DEPLOY_QT) as the last install step. -WinDeployQt names windeployqt.exe; without it
# the one on PATH is used (the Qt bin folder, e.g. C:\Qt\6.5.3\msvc2019_64\bin).
param(
    [Parameter(Mandatory = $true)][string]$Exe,
    [string]$WinDeployQt = ""
)
$ErrorActionPreference = "Stop"

# Runs a native program (windeployqt, signtool) and throws when it exits with non-zero. Windows
# PowerShell 5.1 with "Stop" and redirected output (cmake's execute_process) makes any line such a
# program writes to stderr (a warning) a terminating NativeCommandError: around the call the
# preference is "Continue", and only the exit code decides.
function Invoke-Native {
    param([Parameter(Mandatory = $true)][string]$What, [Parameter(Mandatory = $true)][string]$Program,
          [string[]]$Arguments = @())
    $saved = $ErrorActionPreference
    $ErrorActionPreference = 'Continue'
    try {
        & $Program @Arguments 2>&1 | ForEach-Object { Write-Host $_ }
        $code = $LASTEXITCODE
    } finally {
        $ErrorActionPreference = $saved
    }
    if ($code -ne 0) { throw "deploy.ps1: $What failed with exit code $code" }
}

if (-not (Test-Path -LiteralPath $Exe)) { throw "deploy.ps1: $Exe does not exist" }
if (-not $WinDeployQt -or $WinDeployQt -like "*NOTFOUND*") {
    $cmd = Get-Command windeployqt -ErrorAction SilentlyContinue
    if (-not $cmd) { throw "deploy.ps1: windeployqt not found; add the Qt bin folder to PATH or pass -WinDeployQt" }
    $WinDeployQt = $cmd.Source
}

# --release: the Release DLLs. --no-compiler-runtime: the MSVC runtime DLLs come from CMake's
# InstallRequiredSystemLibraries (next to remi.exe); windeployqt would add a 25 MB vc_redist.x64.exe
# that nothing runs (issue 32). Qt's own translations (qt_<lang>.qm) go to translations\ beside
# remi.exe, where Language.cpp looks for them.
Invoke-Native "windeployqt" $WinDeployQt @("--release", "--no-compiler-runtime", "--no-system-d3d-compiler",
                                          "--no-opengl-sw", $Exe)
Write-Host "deploy.ps1: Qt deployed next to $Exe"

if ($env:REMI_SIGN_PFX) {
    $signtool = Get-Command signtool -ErrorAction SilentlyContinue
    if (-not $signtool) { throw "deploy.ps1: signtool not found: run from a Visual Studio developer prompt (the Windows SDK)" }
    Invoke-Native "signtool sign" $signtool.Source @("sign", "/f", $env:REMI_SIGN_PFX, "/p", $env:REMI_SIGN_PASSWORD,
                                                     "/fd", "SHA256", "/tr", "http://timestamp.digicert.com",
                                                     "/td", "SHA256", "/d", "Remi", $Exe)
    Invoke-Native "signtool verify (the signature of $Exe)" $signtool.Source @("verify", "/pa", $Exe)
    Write-Host "deploy.ps1: $Exe signed"
} else {
    Write-Host "deploy.ps1: no signing certificate (REMI_SIGN_PFX): remi.exe is unsigned"
}
