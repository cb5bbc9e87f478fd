<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Latn">
<context>
    <name>CardNames</name>
    <message>
        <source>joker</source>
        <translation>džoker</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <translation>kec pik</translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation>dvojka pik</translation>
    </message>
    <message>
        <source>three of spades</source>
        <translation>trojka pik</translation>
    </message>
    <message>
        <source>four of spades</source>
        <translation>četvorka pik</translation>
    </message>
    <message>
        <source>five of spades</source>
        <translation>petica pik</translation>
    </message>
    <message>
        <source>six of spades</source>
        <translation>šestica pik</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <translation>sedmica pik</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <translation>osmica pik</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <translation>devetka pik</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <translation>desetka pik</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>žandar pik</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>dama pik</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>kralj pik</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>kec herc</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation>dvojka herc</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation>trojka herc</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation>četvorka herc</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation>petica herc</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation>šestica herc</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation>sedmica herc</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation>osmica herc</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation>devetka herc</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation>desetka herc</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>žandar herc</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>dama herc</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>kralj herc</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>kec karo</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <translation>dvojka karo</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <translation>trojka karo</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <translation>četvorka karo</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <translation>petica karo</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <translation>šestica karo</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <translation>sedmica karo</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <translation>osmica karo</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <translation>devetka karo</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <translation>desetka karo</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>žandar karo</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>dama karo</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>kralj karo</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>kec tref</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <translation>dvojka tref</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <translation>trojka tref</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <translation>četvorka tref</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <translation>petica tref</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <translation>šestica tref</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <translation>sedmica tref</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <translation>osmica tref</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <translation>devetka tref</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <translation>desetka tref</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>žandar tref</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>dama tref</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>kralj tref</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zapad</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Istok</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Računar %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Igrač %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Jezik sistema</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Show my hand</source>
        <translation>Prikaži moje karte</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>&amp;Spusti</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (M)</source>
        <translation>Spusti izabrane karte, zajedno s pripremom, kao nove kombinacije (M)</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>Dodaj u &amp;pripremu</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (N)</source>
        <translation>Zadrži izabrane karte kao jednu kombinaciju otvaranja od više kombinacija (N)</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Očisti pripremu</translation>
    </message>
    <message>
        <source>Put the draft cards back (Shift+Escape)</source>
        <translation>Vrati karte iz pripreme u ruku (Shift+Escape)</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Poređaj po &amp;znaku</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Poređaj po &amp;vrednosti</translation>
    </message>
    <message>
        <source>Shift+S</source>
        <translation>Shift+S</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Poništi</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (Ctrl+Z)</source>
        <translation>Poništi poslednju radnju u ovom potezu (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Welcome to Remi.</source>
        <translation>Dobro došli u Remi.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova igra…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Podešavanja…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izađi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>P&amp;rikaz</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Špil u &amp;četiri boje</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Po&amp;tez</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Izvuci iz špila</translation>
    </message>
    <message>
        <source>Draw the c&amp;ut card (for a hand)</source>
        <translation>Uzmi p&amp;resečenu kartu (za hend)</translation>
    </message>
    <message>
        <source>Dis&amp;card the selected card</source>
        <translation>&amp;Odbaci izabranu kartu</translation>
    </message>
    <message>
        <source>C&amp;lear the selection</source>
        <translation>Poništi &amp;izbor</translation>
    </message>
    <message>
        <source>Clear the dra&amp;ft</source>
        <translation>Očisti pri&amp;premu</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>Settings ignored: %1</source>
        <translation>Podešavanja su zanemarena: %1</translation>
    </message>
    <message>
        <source>New game dealt.</source>
        <translation>Karte za novu igru su podeljene.</translation>
    </message>
    <message>
        <source>Settings saved: they apply to the next new game.</source>
        <translation>Podešavanja su sačuvana: važe od sledeće nove igre.</translation>
    </message>
    <message>
        <source>Pass to %1 — press Space to show your hand</source>
        <translation>Na potezu je %1 — pritisnite razmak da biste videli svoje karte</translation>
    </message>
    <message>
        <source>Select the cards of a meld first.</source>
        <translation>Prvo izaberite karte kombinacije.</translation>
    </message>
    <message>
        <source>Select at least three cards for a draft meld.</source>
        <translation>Izaberite najmanje tri karte za kombinaciju u pripremi.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Izaberite tačno jednu kartu za odbacivanje.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partija je završena</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Pobednik: %1</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Novu igru počnite iz menija „Igra“.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer %1</source>
        <translation>Računar %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Remi 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Klasični remi</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Rami</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Remi Indonezija</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Igra:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Broj igrača:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Mesta</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Čovek</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Računar (lak)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Računar (srednji)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Računar (težak)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Mesto %1:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Ime na mestu %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Igrač na mestu %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>nasumično</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>Isto seme, igra i mesta daju isto deljenje: ostavite prazno za novo mešanje.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this screen; the table is covered between their turns.</source>
        <translation>Igra za jednim ekranom: igrači dele ovaj ekran; sto je pokriven između njihovih poteza.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Igrač %1</translation>
    </message>
    <message>
        <source>Choose a human player for at least one seat.</source>
        <translation>Izaberite čoveka za bar jedno mesto.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Q-K-A legal; ace worth 15 in hands. Allowed: true, false.</source>
        <translation>D-K-A je dozvoljeno; kec u ruci vredi 15. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>At most one new meld per turn. Allowed: true, false.</source>
        <translation>Najviše jedna nova kombinacija po potezu. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Going out only by discarding. Allowed: true, false.</source>
        <translation>Zatvaranje samo odbacivanjem karte. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Going rummy doubles the score. Allowed: true, false.</source>
        <translation>Remi u jednom potezu duplira poene. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.</source>
        <translation>Pravila, odeljak 2.10. Dozvoljeno: reshuffle, reshuffleOnce, turnOver.</translation>
    </message>
    <message>
        <source>Rules section 2.9. Allowed: target, deals.</source>
        <translation>Pravila, odeljak 2.9. Dozvoljeno: target, deals.</translation>
    </message>
    <message>
        <source>Target for matchEnd = target. Allowed: 100, 150, 250, 500.</source>
        <translation>Cilj kada je matchEnd = target. Dozvoljeno: 100, 150, 250, 500.</translation>
    </message>
    <message>
        <source>Rounds for matchEnd = deals. Allowed: 1–50.</source>
        <translation>Broj rundi kada je matchEnd = deals. Dozvoljeno: 1–50.</translation>
    </message>
    <message>
        <source>winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.</source>
        <translation>winner: sledeći deli igrač koji je zatvorio (posle runde bez pobednika deljenje ide levo). Dozvoljeno: left, winner.</translation>
    </message>
    <message>
        <source>2.10 safety cap. Allowed: 1–100.</source>
        <translation>Sigurnosna granica iz 2.10. Dozvoljeno: 1–100.</translation>
    </message>
    <message>
        <source>Rules section 3.6. Allowed: 40–101.</source>
        <translation>Pravila, odeljak 3.6. Dozvoljeno: 40–101.</translation>
    </message>
    <message>
        <source>Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.</source>
        <translation>Kec u zbiru otvaranja. Dozvoljeno: ten, lowHigh (1 u A-2-3, inače 11), eleven.</translation>
    </message>
    <message>
        <source>Ace left in hand. Allowed: 10, 11, 15.</source>
        <translation>Kec koji ostane u ruci. Dozvoljeno: 10, 11, 15.</translation>
    </message>
    <message>
        <source>Joker left in hand. Allowed: 20, 25, 50.</source>
        <translation>Džoker koji ostane u ruci. Dozvoljeno: 20, 25, 50.</translation>
    </message>
    <message>
        <source>Unopened player scores 100 + hand value. Allowed: true, false.</source>
        <translation>Igrač bez otvaranja dobija 100 + vrednost ruke. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.8. Allowed: −500 to 0.</source>
        <translation>Pravila, odeljak 3.8. Dozvoljeno: od −500 do 0.</translation>
    </message>
    <message>
        <source>Doubling after a hand. Allowed: true, false.</source>
        <translation>Dupliranje posle henda. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).</source>
        <translation>Pravila, odeljak 3.4. Dozvoljeno: standard, onePerMeld, unrestricted (bilo koliko, bar jedna prava karta).</translation>
    </message>
    <message>
        <source>14-card A..A run. Allowed: true, false.</source>
        <translation>Niz od 14 karata A..A. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Lay-offs and swaps in the turn of opening. Allowed: true, false.</source>
        <translation>Dodavanje i zamene u potezu otvaranja. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>A restricted pickup must be used in the opening. Allowed: true, false.</source>
        <translation>Ograničeno uzeta karta mora da uđe u otvaranje. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>A freed joker may stay in hand. Allowed: true, false.</source>
        <translation>Oslobođeni džoker sme da ostane u ruci. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto others&apos; melds. Allowed: true, false.</source>
        <translation>Hend ne sme da dodaje na tuđe kombinacije. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>The opening needs a run without a joker. Allowed: true, false.</source>
        <translation>Otvaranju treba niz bez džokera. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>No opening or going out in the first N circuits. Allowed: 0, 1, 2.</source>
        <translation>Bez otvaranja i zatvaranja u prvih N krugova. Dozvoljeno: 0, 1, 2.</translation>
    </message>
    <message>
        <source>Rules section 3.10. Allowed: true, false.</source>
        <translation>Pravila, odeljak 3.10. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>The cutter may decline a joker. Allowed: true, false.</source>
        <translation>Onaj ko seče sme da odbije džokera. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>No playable card may be discarded. Allowed: true, false.</source>
        <translation>Karta koja može da se odigra ne sme da se odbaci. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Stock rebuilds per round. Allowed: 0, 1, unlimited.</source>
        <translation>Obnove špila po rundi. Dozvoljeno: 0, 1, unlimited.</translation>
    </message>
    <message>
        <source>Rules section 3.9. Allowed: onceAround, twiceAround, elimination.</source>
        <translation>Pravila, odeljak 3.9. Dozvoljeno: onceAround, twiceAround, elimination.</translation>
    </message>
    <message>
        <source>Elimination limit. Allowed: 101–5001.</source>
        <translation>Granica eliminacije. Dozvoljeno: 101–5001.</translation>
    </message>
    <message>
        <source>Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</source>
        <translation>Pravila, odeljak 4.3. Dozvoljeno: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</translation>
    </message>
    <message>
        <source>Rules section 4.6. Allowed: 30–80, step 5.</source>
        <translation>Pravila, odeljak 4.6. Dozvoljeno: 30–80, korak 5.</translation>
    </message>
    <message>
        <source>Rules section 4.1. Allowed: 0, 1, 2.</source>
        <translation>Pravila, odeljak 4.1. Dozvoljeno: 0, 1, 2.</translation>
    </message>
    <message>
        <source>4.8 value table. Allowed: true, false.</source>
        <translation>Tabela vrednosti iz 4.8. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Identical combinations; 4 decks. Allowed: true, false.</source>
        <translation>Kombinacije identičnih karata; 4 špila. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.</source>
        <translation>Preuređivanje stola: uzimanje karata iz kombinacija na stolu i njihovo preslaganje (take, rearrange). Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Challenge mode. Allowed: true, false.</source>
        <translation>Režim izazova. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Normal-mode end. Allowed: 1–100000.</source>
        <translation>Kraj u običnom režimu. Dozvoljeno: 1–100000.</translation>
    </message>
    <message>
        <source>Challenge-mode elimination. Allowed: 1–100000.</source>
        <translation>Eliminacija u režimu izazova. Dozvoljeno: 1–100000.</translation>
    </message>
    <message>
        <source>0 = no limit. Allowed: 0–99.</source>
        <translation>0 = bez ograničenja. Dozvoljeno: 0–99.</translation>
    </message>
    <message>
        <source>Turn time limit. Allowed: 0, 20–600.</source>
        <translation>Vreme za potez. Dozvoljeno: 0, 20–600.</translation>
    </message>
    <message>
        <source>Pile cards may be discarded in the same turn. Allowed: true, false.</source>
        <translation>Karte iz gomile smeju da se odbace u istom potezu. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>4.8, challenge mode item 4. Allowed: true, false.</source>
        <translation>4.8, režim izazova, tačka 4. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Free melding from hand after the draw. Allowed: true, false.</source>
        <translation>Slobodno spuštanje iz ruke posle izvlačenja. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Deepest discard that may be picked up. Allowed: 1, 2, 3.</source>
        <translation>Najdublja odbačena karta koja sme da se uzme. Dozvoljeno: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Bonus = multiplier × closing card value. Allowed: 0–10.</source>
        <translation>Bonus = množilac × vrednost poslednje karte. Dozvoljeno: 0–10.</translation>
    </message>
    <message>
        <source>Match length. Allowed: 3, 5, 8.</source>
        <translation>Dužina partije. Dozvoljeno: 3, 5, 8.</translation>
    </message>
    <message>
        <source>10 worth 10 instead of 5. Allowed: true, false.</source>
        <translation>Desetka vredi 10 umesto 5. Dozvoljeno: true, false.</translation>
    </message>
    <message>
        <source>Ace both ends</source>
        <translation>Kec na oba kraja</translation>
    </message>
    <message>
        <source>Ace high or low</source>
        <translation>Kec visoki ili niski</translation>
    </message>
    <message>
        <source>Ace in hand value</source>
        <translation>Vrednost keca u ruci</translation>
    </message>
    <message>
        <source>Ace opening value</source>
        <translation>Vrednost keca pri otvaranju</translation>
    </message>
    <message>
        <source>Allow bury joker</source>
        <translation>Zakopavanje džokera</translation>
    </message>
    <message>
        <source>Allow rediscard taken</source>
        <translation>Odbacivanje uzete karte</translation>
    </message>
    <message>
        <source>Ask cutter for joker</source>
        <translation>Pitaj onoga ko seče za džokera</translation>
    </message>
    <message>
        <source>Close score</source>
        <translation>Poeni za zatvaranje</translation>
    </message>
    <message>
        <source>Closing bonus multiplier</source>
        <translation>Množilac bonusa poslednje karte</translation>
    </message>
    <message>
        <source>Cut hand score</source>
        <translation>Poeni za hend s presečenom kartom</translation>
    </message>
    <message>
        <source>Deal count</source>
        <translation>Broj deljenja</translation>
    </message>
    <message>
        <source>Dealer rotation</source>
        <translation>Smena delitelja</translation>
    </message>
    <message>
        <source>Discard mode</source>
        <translation>Uzimanje odbačenih karata</translation>
    </message>
    <message>
        <source>Discard must be in opening</source>
        <translation>Uzeta karta mora u otvaranje</translation>
    </message>
    <message>
        <source>Discard pick depth</source>
        <translation>Dubina uzimanja iz gomile</translation>
    </message>
    <message>
        <source>Elimination finish before others bonus</source>
        <translation>Bonus za raniji izlazak (eliminacija)</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Eliminacija</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Granica eliminacije</translation>
    </message>
    <message>
        <source>Freed joker may be kept</source>
        <translation>Oslobođeni džoker ostaje u ruci</translation>
    </message>
    <message>
        <source>Hand doubles others</source>
        <translation>Hend duplira ostalima</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Poeni za hend</translation>
    </message>
    <message>
        <source>Identical combos</source>
        <translation>Kombinacije identičnih karata</translation>
    </message>
    <message>
        <source>Joker in hand value</source>
        <translation>Vrednost džokera u ruci</translation>
    </message>
    <message>
        <source>Joker limit</source>
        <translation>Ograničenje džokera</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Džokera po špilu</translation>
    </message>
    <message>
        <source>Lay off on opening turn</source>
        <translation>Dodavanje u potezu otvaranja</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Preuređivanje stola</translation>
    </message>
    <message>
        <source>Match end</source>
        <translation>Kraj partije</translation>
    </message>
    <message>
        <source>Meld from hand during play</source>
        <translation>Spuštanje iz ruke tokom igre</translation>
    </message>
    <message>
        <source>Must discard to go out</source>
        <translation>Zatvaranje samo odbacivanjem</translation>
    </message>
    <message>
        <source>No open or close circuits</source>
        <translation>Krugovi bez otvaranja i zatvaranja</translation>
    </message>
    <message>
        <source>No playable discard</source>
        <translation>Bez odbacivanja karte koja se uklapa</translation>
    </message>
    <message>
        <source>Not opened adds hand</source>
        <translation>Bez otvaranja: 100 + ruka</translation>
    </message>
    <message>
        <source>One meld per turn</source>
        <translation>Jedna kombinacija po potezu</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Minimum za otvaranje</translation>
    </message>
    <message>
        <source>Opening needs natural run</source>
        <translation>Otvaranje traži niz bez džokera</translation>
    </message>
    <message>
        <source>Round to5</source>
        <translation>Zaokruživanje na 5</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Broj rundi</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Ograničenje rundi</translation>
    </message>
    <message>
        <source>Rummy doubles</source>
        <translation>Remi u jednom potezu duplira</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Granica poena</translation>
    </message>
    <message>
        <source>Stalemate rebuilds</source>
        <translation>Obnove špila u pat poziciji</translation>
    </message>
    <message>
        <source>Stock exhausted</source>
        <translation>Kada se špil potroši</translation>
    </message>
    <message>
        <source>Stock reshuffles</source>
        <translation>Ponovna mešanja špila</translation>
    </message>
    <message>
        <source>Strict hand</source>
        <translation>Strogi hend</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Ciljni broj poena</translation>
    </message>
    <message>
        <source>Ten is ten</source>
        <translation>Desetka vredi 10</translation>
    </message>
    <message>
        <source>Turn seconds</source>
        <translation>Sekundi po potezu</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Izmešaj odbačene karte</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Izmešaj jednom</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Okreni odbačene karte</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Neograničeno</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Broj rundi</translation>
    </message>
    <message>
        <source>To the left</source>
        <translation>Ulevo</translation>
    </message>
    <message>
        <source>The winner deals</source>
        <translation>Deli pobednik</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>1 in A-2-3, otherwise 11</source>
        <translation>1 u A-2-3, inače 11</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardno</translation>
    </message>
    <message>
        <source>One per meld</source>
        <translation>Jedan po kombinaciji</translation>
    </message>
    <message>
        <source>Unrestricted</source>
        <translation>Bez ograničenja</translation>
    </message>
    <message>
        <source>Once around the table</source>
        <translation>Jedan krug oko stola</translation>
    </message>
    <message>
        <source>Twice around the table</source>
        <translation>Dva kruga oko stola</translation>
    </message>
    <message>
        <source>No discards</source>
        <translation>Bez odbacivanja</translation>
    </message>
    <message>
        <source>Discard only, no pickup</source>
        <translation>Samo odbacivanje, bez uzimanja</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>Gornja karta</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Više karata</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Povećaj</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Smanji</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Izaberi sve</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Prikazuje pomoć za opcije komandne linije.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Prikazuje podatke o verziji.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Upotreba: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcije:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumenti:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Prikazuje pomoć zajedno s opcijama Qt-a.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opcije]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Opozovi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponovi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Iseci</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Nalepi</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Obriši</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Otkaži</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Podrazumevano</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Primeni</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoć</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiraj adresu &amp;veze</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Done.</source>
        <translation>Urađeno.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runda je završena.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Niste na potezu.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Prvo izvucite kartu.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Već ste izvukli kartu u ovom potezu.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Te karte nema u vašoj ruci.</translation>
    </message>
    <message>
        <source>That is not possible in this game right now.</source>
        <translation>To sada nije moguće u ovoj igri.</translation>
    </message>
    <message>
        <source>Taking or rearranging table cards is switched off.</source>
        <translation>Uzimanje i preuređivanje karata sa stola je isključeno.</translation>
    </message>
    <message>
        <source>You have to open first.</source>
        <translation>Prvo morate da otvorite.</translation>
    </message>
    <message>
        <source>The discard pile cannot be used like that.</source>
        <translation>Gomila odbačenih karata ne može tako da se koristi.</translation>
    </message>
    <message>
        <source>You cannot lay off there now.</source>
        <translation>Sada ne možete tamo da dodate kartu.</translation>
    </message>
    <message>
        <source>You cannot lay a meld now.</source>
        <translation>Sada ne možete da spustite kombinaciju.</translation>
    </message>
    <message>
        <source>A joker cannot be laid off.</source>
        <translation>Džoker ne može da se doda na kombinaciju.</translation>
    </message>
    <message>
        <source>A joker cannot be taken from the table.</source>
        <translation>Džoker ne može da se uzme sa stola.</translation>
    </message>
    <message>
        <source>The cut card may only be taken to go out with a hand.</source>
        <translation>Presečena karta sme da se uzme samo za zatvaranje hendom.</translation>
    </message>
    <message>
        <source>You cannot take a card that deep from the pile.</source>
        <translation>Ne možete da uzmete kartu tako duboko iz gomile.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>Karta iz gomile mora odmah da se spusti u kombinaciju sa dve vaše karte.</translation>
    </message>
    <message>
        <source>Those cards are not a valid run or set.</source>
        <translation>Te karte nisu ispravan niz ni skup.</translation>
    </message>
    <message>
        <source>It is not yet clear which card that joker stands for.</source>
        <translation>Još nije jasno koju kartu taj džoker zamenjuje.</translation>
    </message>
    <message>
        <source>A set needs a run (sequence) of yours first.</source>
        <translation>Za skup vam prvo treba sopstveni niz (kenta).</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Vaše otvaranje vredi premalo poena.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>Morate da zadržite kartu za odbacivanje.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>Ne možete da odbacite kartu koju ste uzeli iz gomile.</translation>
    </message>
    <message>
        <source>Play the joker you freed before ending your turn.</source>
        <translation>Odigrajte oslobođenog džokera pre kraja poteza.</translation>
    </message>
    <message>
        <source>You cannot go out by discarding a joker.</source>
        <translation>Ne možete da zatvorite odbacivanjem džokera.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off instead.</source>
        <translation>Vaša poslednja karta se uklapa u kombinaciju na stolu: dodajte je na nju.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Taj potez nije dozvoljen.</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partija je završena</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Kraj runde %1</translation>
    </message>
    <message>
        <source>Show the winners</source>
        <translation>Prikaži pobednike</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Sledeća runda</translation>
    </message>
    <message>
        <source>%1 left in hand: %2</source>
        <translation>%1 (u ruci): %2</translation>
    </message>
    <message>
        <source>Hand of %1: %2</source>
        <translation>Ruka igrača %1: %2</translation>
    </message>
    <message>
        <source>Went out: %1</source>
        <translation>Zatvaranje: %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Bez otvaranja: %1</translation>
    </message>
    <message>
        <source>Multiplied by %1</source>
        <translation>Pomnoženo sa %1</translation>
    </message>
    <message>
        <source>%1 on the table: %2</source>
        <translation>%1 (na stolu): %2</translation>
    </message>
    <message>
        <source>%1 in a combination in hand: %2</source>
        <translation>%1 (kombinacija u ruci): %2</translation>
    </message>
    <message>
        <source>Closing card %1 (×%2): %3</source>
        <translation>Poslednja karta %1 (×%2): %3</translation>
    </message>
    <message>
        <source>Table points: %1</source>
        <translation>Poeni na stolu: %1</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Kazne: %1</translation>
    </message>
    <message>
        <source>Going-out bonus: %1</source>
        <translation>Bonus za zatvaranje: %1</translation>
    </message>
    <message>
        <source>Own hand: %1</source>
        <translation>Sopstvena ruka: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runda je zatvorena — %1.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nobody went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Niko nije zatvorio rundu.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Totals after round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ukupno posle runde %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1: %2 point(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 poen&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 poena&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 poena&lt;/b&gt;</numerusform>
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
        <translation>Klasični remi</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Rami</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Remi Indonezija</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Otvaranje</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Džokeri</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Tok igre</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Kraj partije</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Nepoznata igra %1.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The stored options were refused (%1); the defaults are shown.</source>
        <translation>Sačuvane opcije su odbijene (%1); prikazane su podrazumevane.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nije primenjeno: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Podešavanja</translation>
    </message>
    <message>
        <source>The game of the next new game; its options are listed below.</source>
        <translation>Igra za sledeću novu partiju; njene opcije su navedene ispod.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Igra:</translation>
    </message>
    <message>
        <source>&amp;Four-colour cards</source>
        <translation>Karte u &amp;četiri boje</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Karo je plav, a tref zelen, pa se sva četiri znaka razlikuju po boji.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karte:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jezik:</translation>
    </message>
    <message>
        <source>The language of the program; it changes as soon as you press OK.</source>
        <translation>Jezik programa; menja se čim pritisnete „U redu“.</translation>
    </message>
    <message>
        <source>Rule options apply to the next new game.</source>
        <translation>Opcije pravila važe od sledeće nove igre.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n karta</numerusform>
            <numerusform>%1 — %n karte</numerusform>
            <numerusform>%1 — %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source> · opened</source>
        <translation> · otvoreno</translation>
    </message>
    <message>
        <source>Cut card: take it only to go out with a hand</source>
        <translation>Presečena karta: uzmite je samo za zatvaranje hendom</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Špil: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Odbačene karte: %1</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runda je završena.</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Čeka se da %1 prikaže svoje karte…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Na potezu: %1…</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Vaš potez: izvucite kartu (ili izaberite dve karte i kliknite na kartu iz gomile)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Vaš potez: izvucite kartu</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Vaš potez: spustite kombinaciju, dodajte kartu ili odbacite</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — otvaranje: izabrano %1, potreban %n poen</numerusform>
            <numerusform> — otvaranje: izabrano %1, potrebna %n poena</numerusform>
            <numerusform> — otvaranje: izabrano %1, potrebno %n poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — priprema: %n kombinacija</numerusform>
            <numerusform> — priprema: %n kombinacije</numerusform>
            <numerusform> — priprema: %n kombinacija</numerusform>
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
        <translation>Igre iz porodice remija: Remi 51, klasični remi, Rami, Remi Indonezija.</translation>
    </message>
    <message>
        <source>Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings).</source>
        <translation>Igra: remi51, rummy, rami ili remi_indonesia (podrazumevano: ona iz podešavanja).</translation>
    </message>
    <message>
        <source>Number of players.</source>
        <translation>Broj igrača.</translation>
    </message>
    <message>
        <source>Shuffle seed (replays a game).</source>
        <translation>Seme mešanja (ponavlja igru).</translation>
    </message>
    <message>
        <source>Save a picture of the window after the deal and quit.</source>
        <translation>Sačuvaj sliku prozora posle deljenja i izađi.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1200x820.</source>
        <translation>Veličina prozora, npr. 1200x820.</translation>
    </message>
    <message>
        <source>With --screenshot: let the computer players play for this many milliseconds first.</source>
        <translation>Uz --screenshot: pusti računarske igrače da prvo igraju toliko milisekundi.</translation>
    </message>
    <message>
        <source>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</source>
        <translation>Jezik za ovo pokretanje: en, sr (ćirilica), sr_Latn (latinica) ili ru (podrazumevano: iz podešavanja, inače jezik sistema).</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings or newgame).</source>
        <translation>Uz --screenshot: slikaj ovaj dijalog umesto prozora (settings ili newgame).</translation>
    </message>
</context>
</TS>
