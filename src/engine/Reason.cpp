// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Reason.h"

#include <array>

namespace remi {

namespace {
constexpr std::array<std::string_view, kReasonCount> kCodes = {
    "ok",
    "round_over",
    "not_your_turn",
    "must_draw_first",
    "already_drew",
    "card_not_in_hand",
    "action_not_allowed",
    "manipulation_not_allowed",
    "not_opened",
    "discard_not_allowed",
    "lay_off_not_allowed",
    "meld_not_allowed",
    "joker_cannot_lay_off",
    "joker_cannot_take",
    "cut_card_needs_hand",
    "pickup_too_deep",
    "pickup_not_melded",
    "invalid_meld",
    "joker_ambiguous",
    "set_needs_sequence",
    "opening_below_minimum",
    "must_keep_discard",
    "cannot_discard_taken_card",
    "joker_not_played",
    "joker_cannot_close",
    "closing_card_playable",
};
} // namespace

std::string_view reasonCode(Reason r)
{
    return kCodes[static_cast<std::size_t>(r)];
}

std::optional<Reason> reasonFromCode(std::string_view code)
{
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        if (kCodes[i] == code) return static_cast<Reason>(i);
    return std::nullopt;
}

} // namespace remi
