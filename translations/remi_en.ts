<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CardNames</name>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <translation>ace of spades</translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation>two of spades</translation>
    </message>
    <message>
        <source>three of spades</source>
        <translation>three of spades</translation>
    </message>
    <message>
        <source>four of spades</source>
        <translation>four of spades</translation>
    </message>
    <message>
        <source>five of spades</source>
        <translation>five of spades</translation>
    </message>
    <message>
        <source>six of spades</source>
        <translation>six of spades</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <translation>seven of spades</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <translation>eight of spades</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <translation>nine of spades</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <translation>ten of spades</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>jack of spades</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>queen of spades</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>king of spades</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>ace of hearts</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation>two of hearts</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation>three of hearts</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation>four of hearts</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation>five of hearts</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation>six of hearts</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation>seven of hearts</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation>eight of hearts</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation>nine of hearts</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation>ten of hearts</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>jack of hearts</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>queen of hearts</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>king of hearts</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>ace of diamonds</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <translation>two of diamonds</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <translation>three of diamonds</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <translation>four of diamonds</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <translation>five of diamonds</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <translation>six of diamonds</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <translation>seven of diamonds</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <translation>eight of diamonds</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <translation>nine of diamonds</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <translation>ten of diamonds</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>jack of diamonds</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>queen of diamonds</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>king of diamonds</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>ace of clubs</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <translation>two of clubs</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <translation>three of clubs</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <translation>four of clubs</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <translation>five of clubs</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <translation>six of clubs</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <translation>seven of clubs</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <translation>eight of clubs</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <translation>nine of clubs</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <translation>ten of clubs</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>jack of clubs</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>queen of clubs</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>king of clubs</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Show my hand</source>
        <translation>Show my hand</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>&amp;Meld</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (M)</source>
        <translation>Lay the selected cards, with the draft, as new melds (M)</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>Add to &amp;draft</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (N)</source>
        <translation>Keep the selected cards as one meld of a multi-meld opening (N)</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Clear draft</translation>
    </message>
    <message>
        <source>Put the draft cards back (Shift+Escape)</source>
        <translation>Put the draft cards back (Shift+Escape)</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Sort by &amp;suit</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Sort by &amp;rank</translation>
    </message>
    <message>
        <source>Shift+S</source>
        <translation>Shift+S</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (Ctrl+Z)</source>
        <translation>Take back the last action of this turn (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Welcome to Remi.</source>
        <translation>Welcome to Remi.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Four-colour deck</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Draw from the stock</translation>
    </message>
    <message>
        <source>Draw the c&amp;ut card (for a hand)</source>
        <translation>Draw the c&amp;ut card (for a hand)</translation>
    </message>
    <message>
        <source>Dis&amp;card the selected card</source>
        <translation>Dis&amp;card the selected card</translation>
    </message>
    <message>
        <source>C&amp;lear the selection</source>
        <translation>C&amp;lear the selection</translation>
    </message>
    <message>
        <source>Clear the dra&amp;ft</source>
        <translation>Clear the dra&amp;ft</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>Settings ignored: %1</source>
        <translation>Settings ignored: %1</translation>
    </message>
    <message>
        <source>New game dealt.</source>
        <translation>New game dealt.</translation>
    </message>
    <message>
        <source>Settings saved: they apply to the next new game.</source>
        <translation>Settings saved: they apply to the next new game.</translation>
    </message>
    <message>
        <source>Pass to %1 — press Space to show your hand</source>
        <translation>Pass to %1 — press Space to show your hand</translation>
    </message>
    <message>
        <source>Select the cards of a meld first.</source>
        <translation>Select the cards of a meld first.</translation>
    </message>
    <message>
        <source>Select at least three cards for a draft meld.</source>
        <translation>Select at least three cards for a draft meld.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Select exactly one card to discard.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Start a new game from the Game menu.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Remi 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Rami</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Remi Indonesia</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (easy)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Computer (normal)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Computer (hard)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Seat %1:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Player of seat %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this screen; the table is covered between their turns.</source>
        <translation>Hot-seat: the players share this screen; the table is covered between their turns.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Choose a human player for at least one seat.</source>
        <translation>Choose a human player for at least one seat.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Q-K-A legal; ace worth 15 in hands. Allowed: true, false.</source>
        <translation>Q-K-A legal; ace worth 15 in hands. Allowed: true, false.</translation>
    </message>
    <message>
        <source>At most one new meld per turn. Allowed: true, false.</source>
        <translation>At most one new meld per turn. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Going out only by discarding. Allowed: true, false.</source>
        <translation>Going out only by discarding. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Going rummy doubles the score. Allowed: true, false.</source>
        <translation>Going rummy doubles the score. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.</source>
        <translation>Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.</translation>
    </message>
    <message>
        <source>Rules section 2.9. Allowed: target, deals.</source>
        <translation>Rules section 2.9. Allowed: target, deals.</translation>
    </message>
    <message>
        <source>Target for matchEnd = target. Allowed: 100, 150, 250, 500.</source>
        <translation>Target for matchEnd = target. Allowed: 100, 150, 250, 500.</translation>
    </message>
    <message>
        <source>Rounds for matchEnd = deals. Allowed: 1–50.</source>
        <translation>Rounds for matchEnd = deals. Allowed: 1–50.</translation>
    </message>
    <message>
        <source>winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.</source>
        <translation>winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.</translation>
    </message>
    <message>
        <source>2.10 safety cap. Allowed: 1–100.</source>
        <translation>2.10 safety cap. Allowed: 1–100.</translation>
    </message>
    <message>
        <source>Rules section 3.6. Allowed: 40–101.</source>
        <translation>Rules section 3.6. Allowed: 40–101.</translation>
    </message>
    <message>
        <source>Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.</source>
        <translation>Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.</translation>
    </message>
    <message>
        <source>Ace left in hand. Allowed: 10, 11, 15.</source>
        <translation>Ace left in hand. Allowed: 10, 11, 15.</translation>
    </message>
    <message>
        <source>Joker left in hand. Allowed: 20, 25, 50.</source>
        <translation>Joker left in hand. Allowed: 20, 25, 50.</translation>
    </message>
    <message>
        <source>Unopened player scores 100 + hand value. Allowed: true, false.</source>
        <translation>Unopened player scores 100 + hand value. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.8. Allowed: −500 to 0.</source>
        <translation>Rules section 3.8. Allowed: −500 to 0.</translation>
    </message>
    <message>
        <source>Doubling after a hand. Allowed: true, false.</source>
        <translation>Doubling after a hand. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).</source>
        <translation>Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).</translation>
    </message>
    <message>
        <source>14-card A..A run. Allowed: true, false.</source>
        <translation>14-card A..A run. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Lay-offs and swaps in the turn of opening. Allowed: true, false.</source>
        <translation>Lay-offs and swaps in the turn of opening. Allowed: true, false.</translation>
    </message>
    <message>
        <source>A restricted pickup must be used in the opening. Allowed: true, false.</source>
        <translation>A restricted pickup must be used in the opening. Allowed: true, false.</translation>
    </message>
    <message>
        <source>A freed joker may stay in hand. Allowed: true, false.</source>
        <translation>A freed joker may stay in hand. Allowed: true, false.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto others&apos; melds. Allowed: true, false.</source>
        <translation>A hand may not lay off onto others&apos; melds. Allowed: true, false.</translation>
    </message>
    <message>
        <source>The opening needs a run without a joker. Allowed: true, false.</source>
        <translation>The opening needs a run without a joker. Allowed: true, false.</translation>
    </message>
    <message>
        <source>No opening or going out in the first N circuits. Allowed: 0, 1, 2.</source>
        <translation>No opening or going out in the first N circuits. Allowed: 0, 1, 2.</translation>
    </message>
    <message>
        <source>Rules section 3.10. Allowed: true, false.</source>
        <translation>Rules section 3.10. Allowed: true, false.</translation>
    </message>
    <message>
        <source>The cutter may decline a joker. Allowed: true, false.</source>
        <translation>The cutter may decline a joker. Allowed: true, false.</translation>
    </message>
    <message>
        <source>No playable card may be discarded. Allowed: true, false.</source>
        <translation>No playable card may be discarded. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Stock rebuilds per round. Allowed: 0, 1, unlimited.</source>
        <translation>Stock rebuilds per round. Allowed: 0, 1, unlimited.</translation>
    </message>
    <message>
        <source>Rules section 3.9. Allowed: onceAround, twiceAround, elimination.</source>
        <translation>Rules section 3.9. Allowed: onceAround, twiceAround, elimination.</translation>
    </message>
    <message>
        <source>Elimination limit. Allowed: 101–5001.</source>
        <translation>Elimination limit. Allowed: 101–5001.</translation>
    </message>
    <message>
        <source>Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</source>
        <translation>Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</translation>
    </message>
    <message>
        <source>Rules section 4.6. Allowed: 30–80, step 5.</source>
        <translation>Rules section 4.6. Allowed: 30–80, step 5.</translation>
    </message>
    <message>
        <source>Rules section 4.1. Allowed: 0, 1, 2.</source>
        <translation>Rules section 4.1. Allowed: 0, 1, 2.</translation>
    </message>
    <message>
        <source>4.8 value table. Allowed: true, false.</source>
        <translation>4.8 value table. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Identical combinations; 4 decks. Allowed: true, false.</source>
        <translation>Identical combinations; 4 decks. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.</source>
        <translation>Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.</translation>
    </message>
    <message>
        <source>Challenge mode. Allowed: true, false.</source>
        <translation>Challenge mode. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Normal-mode end. Allowed: 1–100000.</source>
        <translation>Normal-mode end. Allowed: 1–100000.</translation>
    </message>
    <message>
        <source>Challenge-mode elimination. Allowed: 1–100000.</source>
        <translation>Challenge-mode elimination. Allowed: 1–100000.</translation>
    </message>
    <message>
        <source>0 = no limit. Allowed: 0–99.</source>
        <translation>0 = no limit. Allowed: 0–99.</translation>
    </message>
    <message>
        <source>Turn time limit. Allowed: 0, 20–600.</source>
        <translation>Turn time limit. Allowed: 0, 20–600.</translation>
    </message>
    <message>
        <source>Pile cards may be discarded in the same turn. Allowed: true, false.</source>
        <translation>Pile cards may be discarded in the same turn. Allowed: true, false.</translation>
    </message>
    <message>
        <source>4.8, challenge mode item 4. Allowed: true, false.</source>
        <translation>4.8, challenge mode item 4. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Free melding from hand after the draw. Allowed: true, false.</source>
        <translation>Free melding from hand after the draw. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Deepest discard that may be picked up. Allowed: 1, 2, 3.</source>
        <translation>Deepest discard that may be picked up. Allowed: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Bonus = multiplier × closing card value. Allowed: 0–10.</source>
        <translation>Bonus = multiplier × closing card value. Allowed: 0–10.</translation>
    </message>
    <message>
        <source>Match length. Allowed: 3, 5, 8.</source>
        <translation>Match length. Allowed: 3, 5, 8.</translation>
    </message>
    <message>
        <source>10 worth 10 instead of 5. Allowed: true, false.</source>
        <translation>10 worth 10 instead of 5. Allowed: true, false.</translation>
    </message>
    <message>
        <source>Ace both ends</source>
        <translation>Ace both ends</translation>
    </message>
    <message>
        <source>Ace high or low</source>
        <translation>Ace high or low</translation>
    </message>
    <message>
        <source>Ace in hand value</source>
        <translation>Ace in hand value</translation>
    </message>
    <message>
        <source>Ace opening value</source>
        <translation>Ace opening value</translation>
    </message>
    <message>
        <source>Allow bury joker</source>
        <translation>Allow bury joker</translation>
    </message>
    <message>
        <source>Allow rediscard taken</source>
        <translation>Allow rediscard taken</translation>
    </message>
    <message>
        <source>Ask cutter for joker</source>
        <translation>Ask cutter for joker</translation>
    </message>
    <message>
        <source>Close score</source>
        <translation>Close score</translation>
    </message>
    <message>
        <source>Closing bonus multiplier</source>
        <translation>Closing bonus multiplier</translation>
    </message>
    <message>
        <source>Cut hand score</source>
        <translation>Cut hand score</translation>
    </message>
    <message>
        <source>Deal count</source>
        <translation>Deal count</translation>
    </message>
    <message>
        <source>Dealer rotation</source>
        <translation>Dealer rotation</translation>
    </message>
    <message>
        <source>Discard mode</source>
        <translation>Discard mode</translation>
    </message>
    <message>
        <source>Discard must be in opening</source>
        <translation>Discard must be in opening</translation>
    </message>
    <message>
        <source>Discard pick depth</source>
        <translation>Discard pick depth</translation>
    </message>
    <message>
        <source>Elimination finish before others bonus</source>
        <translation>Elimination finish before others bonus</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Elimination</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Elimination limit</translation>
    </message>
    <message>
        <source>Freed joker may be kept</source>
        <translation>Freed joker may be kept</translation>
    </message>
    <message>
        <source>Hand doubles others</source>
        <translation>Hand doubles others</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Hand score</translation>
    </message>
    <message>
        <source>Identical combos</source>
        <translation>Identical combos</translation>
    </message>
    <message>
        <source>Joker in hand value</source>
        <translation>Joker in hand value</translation>
    </message>
    <message>
        <source>Joker limit</source>
        <translation>Joker limit</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Jokers per deck</translation>
    </message>
    <message>
        <source>Lay off on opening turn</source>
        <translation>Lay off on opening turn</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Match end</source>
        <translation>Match end</translation>
    </message>
    <message>
        <source>Meld from hand during play</source>
        <translation>Meld from hand during play</translation>
    </message>
    <message>
        <source>Must discard to go out</source>
        <translation>Must discard to go out</translation>
    </message>
    <message>
        <source>No open or close circuits</source>
        <translation>No open or close circuits</translation>
    </message>
    <message>
        <source>No playable discard</source>
        <translation>No playable discard</translation>
    </message>
    <message>
        <source>Not opened adds hand</source>
        <translation>Not opened adds hand</translation>
    </message>
    <message>
        <source>One meld per turn</source>
        <translation>One meld per turn</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Opening minimum</translation>
    </message>
    <message>
        <source>Opening needs natural run</source>
        <translation>Opening needs natural run</translation>
    </message>
    <message>
        <source>Round to5</source>
        <translation>Round to5</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Rounds limit</translation>
    </message>
    <message>
        <source>Rummy doubles</source>
        <translation>Rummy doubles</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Score limit</translation>
    </message>
    <message>
        <source>Stalemate rebuilds</source>
        <translation>Stalemate rebuilds</translation>
    </message>
    <message>
        <source>Stock exhausted</source>
        <translation>Stock exhausted</translation>
    </message>
    <message>
        <source>Stock reshuffles</source>
        <translation>Stock reshuffles</translation>
    </message>
    <message>
        <source>Strict hand</source>
        <translation>Strict hand</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Ten is ten</source>
        <translation>Ten is ten</translation>
    </message>
    <message>
        <source>Turn seconds</source>
        <translation>Turn seconds</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Reshuffle the discards</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Reshuffle once</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Turn the discards over</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Number of rounds</translation>
    </message>
    <message>
        <source>To the left</source>
        <translation>To the left</translation>
    </message>
    <message>
        <source>The winner deals</source>
        <translation>The winner deals</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>1 in A-2-3, otherwise 11</source>
        <translation>1 in A-2-3, otherwise 11</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>One per meld</source>
        <translation>One per meld</translation>
    </message>
    <message>
        <source>Unrestricted</source>
        <translation>Unrestricted</translation>
    </message>
    <message>
        <source>Once around the table</source>
        <translation>Once around the table</translation>
    </message>
    <message>
        <source>Twice around the table</source>
        <translation>Twice around the table</translation>
    </message>
    <message>
        <source>No discards</source>
        <translation>No discards</translation>
    </message>
    <message>
        <source>Discard only, no pickup</source>
        <translation>Discard only, no pickup</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>Top card</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Several cards</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Step up</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Step &amp;down</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Select All</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Displays help on commandline options.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Displays version information.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Usage: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Displays help including Qt specific options.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[options]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copy &amp;Link Location</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>The round is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Draw a card first.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>You have already drawn this turn.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>That is not possible in this game right now.</source>
        <translation>That is not possible in this game right now.</translation>
    </message>
    <message>
        <source>Taking or rearranging table cards is switched off.</source>
        <translation>Taking or rearranging table cards is switched off.</translation>
    </message>
    <message>
        <source>You have to open first.</source>
        <translation>You have to open first.</translation>
    </message>
    <message>
        <source>The discard pile cannot be used like that.</source>
        <translation>The discard pile cannot be used like that.</translation>
    </message>
    <message>
        <source>You cannot lay off there now.</source>
        <translation>You cannot lay off there now.</translation>
    </message>
    <message>
        <source>You cannot lay a meld now.</source>
        <translation>You cannot lay a meld now.</translation>
    </message>
    <message>
        <source>A joker cannot be laid off.</source>
        <translation>A joker cannot be laid off.</translation>
    </message>
    <message>
        <source>A joker cannot be taken from the table.</source>
        <translation>A joker cannot be taken from the table.</translation>
    </message>
    <message>
        <source>The cut card may only be taken to go out with a hand.</source>
        <translation>The cut card may only be taken to go out with a hand.</translation>
    </message>
    <message>
        <source>You cannot take a card that deep from the pile.</source>
        <translation>You cannot take a card that deep from the pile.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>A card from the pile must be melded at once with two of your cards.</translation>
    </message>
    <message>
        <source>Those cards are not a valid run or set.</source>
        <translation>Those cards are not a valid run or set.</translation>
    </message>
    <message>
        <source>It is not yet clear which card that joker stands for.</source>
        <translation>It is not yet clear which card that joker stands for.</translation>
    </message>
    <message>
        <source>A set needs a run (sequence) of yours first.</source>
        <translation>A set needs a run (sequence) of yours first.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Your opening is worth too few points.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>You must keep a card to discard.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>You cannot discard the card you took from the pile.</translation>
    </message>
    <message>
        <source>Play the joker you freed before ending your turn.</source>
        <translation>Play the joker you freed before ending your turn.</translation>
    </message>
    <message>
        <source>You cannot go out by discarding a joker.</source>
        <translation>You cannot go out by discarding a joker.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off instead.</source>
        <translation>Your last card fits a meld on the table: lay it off instead.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Round %1 over</translation>
    </message>
    <message>
        <source>Show the winners</source>
        <translation>Show the winners</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>%1 left in hand: %2</source>
        <translation>%1 left in hand: %2</translation>
    </message>
    <message>
        <source>Hand of %1: %2</source>
        <translation>Hand of %1: %2</translation>
    </message>
    <message>
        <source>Went out: %1</source>
        <translation>Went out: %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Not opened: %1</translation>
    </message>
    <message>
        <source>Multiplied by %1</source>
        <translation>Multiplied by %1</translation>
    </message>
    <message>
        <source>%1 on the table: %2</source>
        <translation>%1 on the table: %2</translation>
    </message>
    <message>
        <source>%1 in a combination in hand: %2</source>
        <translation>%1 in a combination in hand: %2</translation>
    </message>
    <message>
        <source>Closing card %1 (×%2): %3</source>
        <translation>Closing card %1 (×%2): %3</translation>
    </message>
    <message>
        <source>Table points: %1</source>
        <translation>Table points: %1</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Penalties: %1</translation>
    </message>
    <message>
        <source>Going-out bonus: %1</source>
        <translation>Going-out bonus: %1</translation>
    </message>
    <message>
        <source>Own hand: %1</source>
        <translation>Own hand: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 went out.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nobody went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nobody went out.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Totals after round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Totals after round %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1: %2 point(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 point&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 points&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Remi 51</source>
        <translation>Remi 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Rami</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Remi Indonesia</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>End of the match</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Unknown game %1.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The stored options were refused (%1); the defaults are shown.</source>
        <translation>The stored options were refused (%1); the defaults are shown.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Not applied: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>The game of the next new game; its options are listed below.</source>
        <translation>The game of the next new game; its options are listed below.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Four-colour cards</source>
        <translation>&amp;Four-colour cards</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Draw diamonds blue and clubs green so that the four suits differ by colour.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cards:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>The language of the program; it changes as soon as you press OK.</source>
        <translation>The language of the program; it changes as soon as you press OK.</translation>
    </message>
    <message>
        <source>Rule options apply to the next new game.</source>
        <translation>Rule options apply to the next new game.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n card</numerusform>
            <numerusform>%1 — %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source> · opened</source>
        <translation> · opened</translation>
    </message>
    <message>
        <source>Cut card: take it only to go out with a hand</source>
        <translation>Cut card: take it only to go out with a hand</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stock: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Discard pile: %1</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>The round is over.</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Waiting for %1 to show their hand…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 is playing…</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Your turn: Draw a card (or select two cards and click a pile card to meld it)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Your turn: Draw a card</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Your turn: Meld, lay off or discard</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — opening: %1 of %n point selected</numerusform>
            <numerusform> — opening: %1 of %n points selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — draft: %n meld</numerusform>
            <numerusform> — draft: %n melds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Rummy card games: Remi 51, Rummy, Rami, Remi Indonesia.</source>
        <translation>Rummy card games: Remi 51, Rummy, Rami, Remi Indonesia.</translation>
    </message>
    <message>
        <source>Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings).</source>
        <translation>Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings).</translation>
    </message>
    <message>
        <source>Number of players.</source>
        <translation>Number of players.</translation>
    </message>
    <message>
        <source>Shuffle seed (replays a game).</source>
        <translation>Shuffle seed (replays a game).</translation>
    </message>
    <message>
        <source>Save a picture of the window after the deal and quit.</source>
        <translation>Save a picture of the window after the deal and quit.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1200x820.</source>
        <translation>Window size, e.g. 1200x820.</translation>
    </message>
    <message>
        <source>With --screenshot: let the computer players play for this many milliseconds first.</source>
        <translation>With --screenshot: let the computer players play for this many milliseconds first.</translation>
    </message>
    <message>
        <source>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</source>
        <translation>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings or newgame).</source>
        <translation>With --screenshot: picture this dialog instead of the window (settings or newgame).</translation>
    </message>
</context>
</TS>
