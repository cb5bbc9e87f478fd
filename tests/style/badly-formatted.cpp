// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Not built: style.format_finds checks that scripts/format --check finds this file (its
// indentation and spacing are not the project's), so that a check that cannot fail is none.
int badlyFormatted( int a,int b ) {
  return a+b;
}
