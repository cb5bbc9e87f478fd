// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Compiled in a lower layer of src/app with UPWARD_HEADER, a header of the layer above it: the
// compile must fail, because a layer's include path exposes only itself and the layers below it
// (docs/DESIGN.md "The window in layers"; test app_upward_include_fails).
#include UPWARD_HEADER
