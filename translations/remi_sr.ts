<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
<context>
    <name>CardNames</name>
    <message>
        <source>joker</source>
        <translation>џокер</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <translation>кец пик</translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation>двојка пик</translation>
    </message>
    <message>
        <source>three of spades</source>
        <translation>тројка пик</translation>
    </message>
    <message>
        <source>four of spades</source>
        <translation>четворка пик</translation>
    </message>
    <message>
        <source>five of spades</source>
        <translation>петица пик</translation>
    </message>
    <message>
        <source>six of spades</source>
        <translation>шестица пик</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <translation>седмица пик</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <translation>осмица пик</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <translation>деветка пик</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <translation>десетка пик</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>жандар пик</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>краљ пик</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>кец херц</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation>двојка херц</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation>тројка херц</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation>четворка херц</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation>петица херц</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation>шестица херц</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation>седмица херц</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation>осмица херц</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation>деветка херц</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation>десетка херц</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>жандар херц</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>дама херц</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>краљ херц</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>кец каро</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <translation>двојка каро</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <translation>тројка каро</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <translation>четворка каро</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <translation>петица каро</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <translation>шестица каро</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <translation>седмица каро</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <translation>осмица каро</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <translation>деветка каро</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <translation>десетка каро</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>жандар каро</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>дама каро</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>краљ каро</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>кец треф</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <translation>двојка треф</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <translation>тројка треф</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <translation>четворка треф</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <translation>петица треф</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <translation>шестица треф</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <translation>седмица треф</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <translation>осмица треф</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <translation>деветка треф</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <translation>десетка треф</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>жандар треф</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>краљ треф</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Исток</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Рачунар %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Играч %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Језик система</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Show my hand</source>
        <translation>Прикажи моје карте</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>&amp;Спусти</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (M)</source>
        <translation>Спусти изабране карте, заједно с припремом, као нове комбинације (M)</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>Додај у &amp;припрему</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (N)</source>
        <translation>Задржи изабране карте као једну комбинацију отварања од више комбинација (N)</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Очисти припрему</translation>
    </message>
    <message>
        <source>Put the draft cards back (Shift+Escape)</source>
        <translation>Врати карте из припреме у руку (Shift+Escape)</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Поређај по &amp;знаку</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Поређај по &amp;вредности</translation>
    </message>
    <message>
        <source>Shift+S</source>
        <translation>Shift+S</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Поништи</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (Ctrl+Z)</source>
        <translation>Поништи последњу радњу у овом потезу (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Welcome to Remi.</source>
        <translation>Добро дошли у Реми.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Подешавања…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изађи</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>П&amp;риказ</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Шпил у &amp;четири боје</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>По&amp;тез</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Извуци из шпила</translation>
    </message>
    <message>
        <source>Draw the c&amp;ut card (for a hand)</source>
        <translation>Узми п&amp;ресечену карту (за хенд)</translation>
    </message>
    <message>
        <source>Dis&amp;card the selected card</source>
        <translation>&amp;Одбаци изабрану карту</translation>
    </message>
    <message>
        <source>C&amp;lear the selection</source>
        <translation>Поништи &amp;избор</translation>
    </message>
    <message>
        <source>Clear the dra&amp;ft</source>
        <translation>Очисти при&amp;прему</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>Settings ignored: %1</source>
        <translation>Подешавања су занемарена: %1</translation>
    </message>
    <message>
        <source>New game dealt.</source>
        <translation>Карте за нову игру су подељене.</translation>
    </message>
    <message>
        <source>Settings saved: they apply to the next new game.</source>
        <translation>Подешавања су сачувана: важе од следеће нове игре.</translation>
    </message>
    <message>
        <source>Pass to %1 — press Space to show your hand</source>
        <translation>На потезу је %1 — притисните размак да бисте видели своје карте</translation>
    </message>
    <message>
        <source>Select the cards of a meld first.</source>
        <translation>Прво изаберите карте комбинације.</translation>
    </message>
    <message>
        <source>Select at least three cards for a draft meld.</source>
        <translation>Изаберите најмање три карте за комбинацију у припреми.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Изаберите тачно једну карту за одбацивање.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Партија је завршена</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победник: %1</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Нову игру почните из менија „Игра“.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer %1</source>
        <translation>Рачунар %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Реми 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Класични реми</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Рами</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Реми Индонезија</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Број играча:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Човек</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Рачунар (лак)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Рачунар (средњи)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Рачунар (тежак)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Име на месту %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Играч на месту %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>насумично</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>Исто семе, игра и места дају исто дељење: оставите празно за ново мешање.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Семе:</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this screen; the table is covered between their turns.</source>
        <translation>Игра за једним екраном: играчи деле овај екран; сто је покривен између њихових потеза.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Играч %1</translation>
    </message>
    <message>
        <source>Choose a human player for at least one seat.</source>
        <translation>Изаберите човека за бар једно место.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Q-K-A legal; ace worth 15 in hands. Allowed: true, false.</source>
        <translation>Д-К-А је дозвољено; кец у руци вреди 15. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>At most one new meld per turn. Allowed: true, false.</source>
        <translation>Највише једна нова комбинација по потезу. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Going out only by discarding. Allowed: true, false.</source>
        <translation>Затварање само одбацивањем карте. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Going rummy doubles the score. Allowed: true, false.</source>
        <translation>Реми у једном потезу дуплира поене. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.</source>
        <translation>Правила, одељак 2.10. Дозвољено: reshuffle, reshuffleOnce, turnOver.</translation>
    </message>
    <message>
        <source>Rules section 2.9. Allowed: target, deals.</source>
        <translation>Правила, одељак 2.9. Дозвољено: target, deals.</translation>
    </message>
    <message>
        <source>Target for matchEnd = target. Allowed: 100, 150, 250, 500.</source>
        <translation>Циљ када је matchEnd = target. Дозвољено: 100, 150, 250, 500.</translation>
    </message>
    <message>
        <source>Rounds for matchEnd = deals. Allowed: 1–50.</source>
        <translation>Број рунди када је matchEnd = deals. Дозвољено: 1–50.</translation>
    </message>
    <message>
        <source>winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.</source>
        <translation>winner: следећи дели играч који је затворио (после рунде без победника дељење иде лево). Дозвољено: left, winner.</translation>
    </message>
    <message>
        <source>2.10 safety cap. Allowed: 1–100.</source>
        <translation>Сигурносна граница из 2.10. Дозвољено: 1–100.</translation>
    </message>
    <message>
        <source>Rules section 3.6. Allowed: 40–101.</source>
        <translation>Правила, одељак 3.6. Дозвољено: 40–101.</translation>
    </message>
    <message>
        <source>Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.</source>
        <translation>Кец у збиру отварања. Дозвољено: ten, lowHigh (1 у А-2-3, иначе 11), eleven.</translation>
    </message>
    <message>
        <source>Ace left in hand. Allowed: 10, 11, 15.</source>
        <translation>Кец који остане у руци. Дозвољено: 10, 11, 15.</translation>
    </message>
    <message>
        <source>Joker left in hand. Allowed: 20, 25, 50.</source>
        <translation>Џокер који остане у руци. Дозвољено: 20, 25, 50.</translation>
    </message>
    <message>
        <source>Unopened player scores 100 + hand value. Allowed: true, false.</source>
        <translation>Играч без отварања добија 100 + вредност руке. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.8. Allowed: −500 to 0.</source>
        <translation>Правила, одељак 3.8. Дозвољено: од −500 до 0.</translation>
    </message>
    <message>
        <source>Doubling after a hand. Allowed: true, false.</source>
        <translation>Дуплирање после хенда. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).</source>
        <translation>Правила, одељак 3.4. Дозвољено: standard, onePerMeld, unrestricted (било колико, бар једна права карта).</translation>
    </message>
    <message>
        <source>14-card A..A run. Allowed: true, false.</source>
        <translation>Низ од 14 карата А..А. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Lay-offs and swaps in the turn of opening. Allowed: true, false.</source>
        <translation>Додавање и замене у потезу отварања. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>A restricted pickup must be used in the opening. Allowed: true, false.</source>
        <translation>Ограничено узета карта мора да уђе у отварање. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>A freed joker may stay in hand. Allowed: true, false.</source>
        <translation>Ослобођени џокер сме да остане у руци. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto others&apos; melds. Allowed: true, false.</source>
        <translation>Хенд не сме да додаје на туђе комбинације. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>The opening needs a run without a joker. Allowed: true, false.</source>
        <translation>Отварању треба низ без џокера. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>No opening or going out in the first N circuits. Allowed: 0, 1, 2.</source>
        <translation>Без отварања и затварања у првих N кругова. Дозвољено: 0, 1, 2.</translation>
    </message>
    <message>
        <source>Rules section 3.10. Allowed: true, false.</source>
        <translation>Правила, одељак 3.10. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>The cutter may decline a joker. Allowed: true, false.</source>
        <translation>Онај ко сече сме да одбије џокера. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>No playable card may be discarded. Allowed: true, false.</source>
        <translation>Карта која може да се одигра не сме да се одбаци. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Stock rebuilds per round. Allowed: 0, 1, unlimited.</source>
        <translation>Обнове шпила по рунди. Дозвољено: 0, 1, unlimited.</translation>
    </message>
    <message>
        <source>Rules section 3.9. Allowed: onceAround, twiceAround, elimination.</source>
        <translation>Правила, одељак 3.9. Дозвољено: onceAround, twiceAround, elimination.</translation>
    </message>
    <message>
        <source>Elimination limit. Allowed: 101–5001.</source>
        <translation>Граница елиминације. Дозвољено: 101–5001.</translation>
    </message>
    <message>
        <source>Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</source>
        <translation>Правила, одељак 4.3. Дозвољено: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</translation>
    </message>
    <message>
        <source>Rules section 4.6. Allowed: 30–80, step 5.</source>
        <translation>Правила, одељак 4.6. Дозвољено: 30–80, корак 5.</translation>
    </message>
    <message>
        <source>Rules section 4.1. Allowed: 0, 1, 2.</source>
        <translation>Правила, одељак 4.1. Дозвољено: 0, 1, 2.</translation>
    </message>
    <message>
        <source>4.8 value table. Allowed: true, false.</source>
        <translation>Табела вредности из 4.8. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Identical combinations; 4 decks. Allowed: true, false.</source>
        <translation>Комбинације идентичних карата; 4 шпила. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.</source>
        <translation>Преуређивање стола: узимање карата из комбинација на столу и њихово преслагање (take, rearrange). Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Challenge mode. Allowed: true, false.</source>
        <translation>Режим изазова. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Normal-mode end. Allowed: 1–100000.</source>
        <translation>Крај у обичном режиму. Дозвољено: 1–100000.</translation>
    </message>
    <message>
        <source>Challenge-mode elimination. Allowed: 1–100000.</source>
        <translation>Елиминација у режиму изазова. Дозвољено: 1–100000.</translation>
    </message>
    <message>
        <source>0 = no limit. Allowed: 0–99.</source>
        <translation>0 = без ограничења. Дозвољено: 0–99.</translation>
    </message>
    <message>
        <source>Turn time limit. Allowed: 0, 20–600.</source>
        <translation>Време за потез. Дозвољено: 0, 20–600.</translation>
    </message>
    <message>
        <source>Pile cards may be discarded in the same turn. Allowed: true, false.</source>
        <translation>Карте из гомиле смеју да се одбаце у истом потезу. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>4.8, challenge mode item 4. Allowed: true, false.</source>
        <translation>4.8, режим изазова, тачка 4. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Free melding from hand after the draw. Allowed: true, false.</source>
        <translation>Слободно спуштање из руке после извлачења. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Deepest discard that may be picked up. Allowed: 1, 2, 3.</source>
        <translation>Најдубља одбачена карта која сме да се узме. Дозвољено: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Bonus = multiplier × closing card value. Allowed: 0–10.</source>
        <translation>Бонус = множилац × вредност последње карте. Дозвољено: 0–10.</translation>
    </message>
    <message>
        <source>Match length. Allowed: 3, 5, 8.</source>
        <translation>Дужина партије. Дозвољено: 3, 5, 8.</translation>
    </message>
    <message>
        <source>10 worth 10 instead of 5. Allowed: true, false.</source>
        <translation>Десетка вреди 10 уместо 5. Дозвољено: true, false.</translation>
    </message>
    <message>
        <source>Ace both ends</source>
        <translation>Кец на оба краја</translation>
    </message>
    <message>
        <source>Ace high or low</source>
        <translation>Кец високи или ниски</translation>
    </message>
    <message>
        <source>Ace in hand value</source>
        <translation>Вредност кеца у руци</translation>
    </message>
    <message>
        <source>Ace opening value</source>
        <translation>Вредност кеца при отварању</translation>
    </message>
    <message>
        <source>Allow bury joker</source>
        <translation>Закопавање џокера</translation>
    </message>
    <message>
        <source>Allow rediscard taken</source>
        <translation>Одбацивање узете карте</translation>
    </message>
    <message>
        <source>Ask cutter for joker</source>
        <translation>Питај онога ко сече за џокера</translation>
    </message>
    <message>
        <source>Close score</source>
        <translation>Поени за затварање</translation>
    </message>
    <message>
        <source>Closing bonus multiplier</source>
        <translation>Множилац бонуса последње карте</translation>
    </message>
    <message>
        <source>Cut hand score</source>
        <translation>Поени за хенд с пресеченом картом</translation>
    </message>
    <message>
        <source>Deal count</source>
        <translation>Број дељења</translation>
    </message>
    <message>
        <source>Dealer rotation</source>
        <translation>Смена делитеља</translation>
    </message>
    <message>
        <source>Discard mode</source>
        <translation>Узимање одбачених карата</translation>
    </message>
    <message>
        <source>Discard must be in opening</source>
        <translation>Узета карта мора у отварање</translation>
    </message>
    <message>
        <source>Discard pick depth</source>
        <translation>Дубина узимања из гомиле</translation>
    </message>
    <message>
        <source>Elimination finish before others bonus</source>
        <translation>Бонус за ранији излазак (елиминација)</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Елиминација</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Граница елиминације</translation>
    </message>
    <message>
        <source>Freed joker may be kept</source>
        <translation>Ослобођени џокер остаје у руци</translation>
    </message>
    <message>
        <source>Hand doubles others</source>
        <translation>Хенд дуплира осталима</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Поени за хенд</translation>
    </message>
    <message>
        <source>Identical combos</source>
        <translation>Комбинације идентичних карата</translation>
    </message>
    <message>
        <source>Joker in hand value</source>
        <translation>Вредност џокера у руци</translation>
    </message>
    <message>
        <source>Joker limit</source>
        <translation>Ограничење џокера</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Џокера по шпилу</translation>
    </message>
    <message>
        <source>Lay off on opening turn</source>
        <translation>Додавање у потезу отварања</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Преуређивање стола</translation>
    </message>
    <message>
        <source>Match end</source>
        <translation>Крај партије</translation>
    </message>
    <message>
        <source>Meld from hand during play</source>
        <translation>Спуштање из руке током игре</translation>
    </message>
    <message>
        <source>Must discard to go out</source>
        <translation>Затварање само одбацивањем</translation>
    </message>
    <message>
        <source>No open or close circuits</source>
        <translation>Кругови без отварања и затварања</translation>
    </message>
    <message>
        <source>No playable discard</source>
        <translation>Без одбацивања карте која се уклапа</translation>
    </message>
    <message>
        <source>Not opened adds hand</source>
        <translation>Без отварања: 100 + рука</translation>
    </message>
    <message>
        <source>One meld per turn</source>
        <translation>Једна комбинација по потезу</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Минимум за отварање</translation>
    </message>
    <message>
        <source>Opening needs natural run</source>
        <translation>Отварање тражи низ без џокера</translation>
    </message>
    <message>
        <source>Round to5</source>
        <translation>Заокруживање на 5</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Број рунди</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Ограничење рунди</translation>
    </message>
    <message>
        <source>Rummy doubles</source>
        <translation>Реми у једном потезу дуплира</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Граница поена</translation>
    </message>
    <message>
        <source>Stalemate rebuilds</source>
        <translation>Обнове шпила у пат позицији</translation>
    </message>
    <message>
        <source>Stock exhausted</source>
        <translation>Када се шпил потроши</translation>
    </message>
    <message>
        <source>Stock reshuffles</source>
        <translation>Поновна мешања шпила</translation>
    </message>
    <message>
        <source>Strict hand</source>
        <translation>Строги хенд</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Циљни број поена</translation>
    </message>
    <message>
        <source>Ten is ten</source>
        <translation>Десетка вреди 10</translation>
    </message>
    <message>
        <source>Turn seconds</source>
        <translation>Секунди по потезу</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Измешај одбачене карте</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Измешај једном</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Окрени одбачене карте</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Неограничено</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Број рунди</translation>
    </message>
    <message>
        <source>To the left</source>
        <translation>Улево</translation>
    </message>
    <message>
        <source>The winner deals</source>
        <translation>Дели победник</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>1 in A-2-3, otherwise 11</source>
        <translation>1 у А-2-3, иначе 11</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандардно</translation>
    </message>
    <message>
        <source>One per meld</source>
        <translation>Један по комбинацији</translation>
    </message>
    <message>
        <source>Unrestricted</source>
        <translation>Без ограничења</translation>
    </message>
    <message>
        <source>Once around the table</source>
        <translation>Један круг око стола</translation>
    </message>
    <message>
        <source>Twice around the table</source>
        <translation>Два круга око стола</translation>
    </message>
    <message>
        <source>No discards</source>
        <translation>Без одбацивања</translation>
    </message>
    <message>
        <source>Discard only, no pickup</source>
        <translation>Само одбацивање, без узимања</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>Горња карта</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Више карата</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Повећај</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Смањи</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Изабери све</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Приказује помоћ за опције командне линије.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Приказује податке о верзији.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Употреба: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Опције:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Приказује помоћ заједно с опцијама Qt-а.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[опције]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Понови</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Исеци</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Налепи</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Обриши</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>У реду</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Подразумевано</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Примени</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Не</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помоћ</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копирај адресу &amp;везе</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Done.</source>
        <translation>Урађено.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Рунда је завршена.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Нисте на потезу.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Прво извуците карту.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Већ сте извукли карту у овом потезу.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Те карте нема у вашој руци.</translation>
    </message>
    <message>
        <source>That is not possible in this game right now.</source>
        <translation>То сада није могуће у овој игри.</translation>
    </message>
    <message>
        <source>Taking or rearranging table cards is switched off.</source>
        <translation>Узимање и преуређивање карата са стола је искључено.</translation>
    </message>
    <message>
        <source>You have to open first.</source>
        <translation>Прво морате да отворите.</translation>
    </message>
    <message>
        <source>The discard pile cannot be used like that.</source>
        <translation>Гомила одбачених карата не може тако да се користи.</translation>
    </message>
    <message>
        <source>You cannot lay off there now.</source>
        <translation>Сада не можете тамо да додате карту.</translation>
    </message>
    <message>
        <source>You cannot lay a meld now.</source>
        <translation>Сада не можете да спустите комбинацију.</translation>
    </message>
    <message>
        <source>A joker cannot be laid off.</source>
        <translation>Џокер не може да се дода на комбинацију.</translation>
    </message>
    <message>
        <source>A joker cannot be taken from the table.</source>
        <translation>Џокер не може да се узме са стола.</translation>
    </message>
    <message>
        <source>The cut card may only be taken to go out with a hand.</source>
        <translation>Пресечена карта сме да се узме само за затварање хендом.</translation>
    </message>
    <message>
        <source>You cannot take a card that deep from the pile.</source>
        <translation>Не можете да узмете карту тако дубоко из гомиле.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>Карта из гомиле мора одмах да се спусти у комбинацију са две ваше карте.</translation>
    </message>
    <message>
        <source>Those cards are not a valid run or set.</source>
        <translation>Те карте нису исправан низ ни скуп.</translation>
    </message>
    <message>
        <source>It is not yet clear which card that joker stands for.</source>
        <translation>Још није јасно коју карту тај џокер замењује.</translation>
    </message>
    <message>
        <source>A set needs a run (sequence) of yours first.</source>
        <translation>За скуп вам прво треба сопствени низ (кента).</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Ваше отварање вреди премало поена.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>Морате да задржите карту за одбацивање.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>Не можете да одбаците карту коју сте узели из гомиле.</translation>
    </message>
    <message>
        <source>Play the joker you freed before ending your turn.</source>
        <translation>Одиграјте ослобођеног џокера пре краја потеза.</translation>
    </message>
    <message>
        <source>You cannot go out by discarding a joker.</source>
        <translation>Не можете да затворите одбацивањем џокера.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off instead.</source>
        <translation>Ваша последња карта се уклапа у комбинацију на столу: додајте је на њу.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Тај потез није дозвољен.</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Партија је завршена</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Крај рунде %1</translation>
    </message>
    <message>
        <source>Show the winners</source>
        <translation>Прикажи победнике</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следећа рунда</translation>
    </message>
    <message>
        <source>%1 left in hand: %2</source>
        <translation>%1 (у руци): %2</translation>
    </message>
    <message>
        <source>Hand of %1: %2</source>
        <translation>Рука играча %1: %2</translation>
    </message>
    <message>
        <source>Went out: %1</source>
        <translation>Затварање: %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Без отварања: %1</translation>
    </message>
    <message>
        <source>Multiplied by %1</source>
        <translation>Помножено са %1</translation>
    </message>
    <message>
        <source>%1 on the table: %2</source>
        <translation>%1 (на столу): %2</translation>
    </message>
    <message>
        <source>%1 in a combination in hand: %2</source>
        <translation>%1 (комбинација у руци): %2</translation>
    </message>
    <message>
        <source>Closing card %1 (×%2): %3</source>
        <translation>Последња карта %1 (×%2): %3</translation>
    </message>
    <message>
        <source>Table points: %1</source>
        <translation>Поени на столу: %1</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Казне: %1</translation>
    </message>
    <message>
        <source>Going-out bonus: %1</source>
        <translation>Бонус за затварање: %1</translation>
    </message>
    <message>
        <source>Own hand: %1</source>
        <translation>Сопствена рука: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Рунда је затворена — %1.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nobody went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Нико није затворио рунду.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Totals after round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Укупно после рунде %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1: %2 point(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 поен&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 поена&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 поена&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Remi 51</source>
        <translation>Реми 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Класични реми</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Рами</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Реми Индонезија</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Отварање</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Џокери</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ток игре</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодовање</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Крај партије</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Непозната игра %1.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The stored options were refused (%1); the defaults are shown.</source>
        <translation>Сачуване опције су одбијене (%1); приказане су подразумеване.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Није примењено: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Подешавања</translation>
    </message>
    <message>
        <source>The game of the next new game; its options are listed below.</source>
        <translation>Игра за следећу нову партију; њене опције су наведене испод.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Four-colour cards</source>
        <translation>Карте у &amp;четири боје</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Каро је плав, а треф зелен, па се сва четири знака разликују по боји.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Карте:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Језик:</translation>
    </message>
    <message>
        <source>The language of the program; it changes as soon as you press OK.</source>
        <translation>Језик програма; мења се чим притиснете „У реду“.</translation>
    </message>
    <message>
        <source>Rule options apply to the next new game.</source>
        <translation>Опције правила важе од следеће нове игре.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n карта</numerusform>
            <numerusform>%1 — %n карте</numerusform>
            <numerusform>%1 — %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source> · opened</source>
        <translation> · отворено</translation>
    </message>
    <message>
        <source>Cut card: take it only to go out with a hand</source>
        <translation>Пресечена карта: узмите је само за затварање хендом</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Шпил: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Одбачене карте: %1</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Рунда је завршена.</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Чека се да %1 прикаже своје карте…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>На потезу: %1…</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Ваш потез: извуците карту (или изаберите две карте и кликните на карту из гомиле)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Ваш потез: извуците карту</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Ваш потез: спустите комбинацију, додајте карту или одбаците</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — отварање: изабрано %1, потребан %n поен</numerusform>
            <numerusform> — отварање: изабрано %1, потребна %n поена</numerusform>
            <numerusform> — отварање: изабрано %1, потребно %n поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — припрема: %n комбинација</numerusform>
            <numerusform> — припрема: %n комбинације</numerusform>
            <numerusform> — припрема: %n комбинација</numerusform>
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
        <translation>Игре из породице ремија: Реми 51, класични реми, Рами, Реми Индонезија.</translation>
    </message>
    <message>
        <source>Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings).</source>
        <translation>Игра: remi51, rummy, rami или remi_indonesia (подразумевано: она из подешавања).</translation>
    </message>
    <message>
        <source>Number of players.</source>
        <translation>Број играча.</translation>
    </message>
    <message>
        <source>Shuffle seed (replays a game).</source>
        <translation>Семе мешања (понавља игру).</translation>
    </message>
    <message>
        <source>Save a picture of the window after the deal and quit.</source>
        <translation>Сачувај слику прозора после дељења и изађи.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1200x820.</source>
        <translation>Величина прозора, нпр. 1200x820.</translation>
    </message>
    <message>
        <source>With --screenshot: let the computer players play for this many milliseconds first.</source>
        <translation>Уз --screenshot: пусти рачунарске играче да прво играју толико милисекунди.</translation>
    </message>
    <message>
        <source>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</source>
        <translation>Језик за ово покретање: en, sr (ћирилица), sr_Latn (латиница) или ru (подразумевано: из подешавања, иначе језик система).</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings or newgame).</source>
        <translation>Уз --screenshot: сликај овај дијалог уместо прозора (settings или newgame).</translation>
    </message>
</context>
</TS>
