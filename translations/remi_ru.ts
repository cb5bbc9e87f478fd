<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>CardNames</name>
    <message>
        <source>joker</source>
        <translation>джокер</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <translation>туз пик</translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation>двойка пик</translation>
    </message>
    <message>
        <source>three of spades</source>
        <translation>тройка пик</translation>
    </message>
    <message>
        <source>four of spades</source>
        <translation>четвёрка пик</translation>
    </message>
    <message>
        <source>five of spades</source>
        <translation>пятёрка пик</translation>
    </message>
    <message>
        <source>six of spades</source>
        <translation>шестёрка пик</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <translation>семёрка пик</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <translation>восьмёрка пик</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <translation>девятка пик</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <translation>десятка пик</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>валет пик</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>король пик</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>туз червей</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation>двойка червей</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation>тройка червей</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation>четвёрка червей</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation>пятёрка червей</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation>шестёрка червей</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation>семёрка червей</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation>восьмёрка червей</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation>девятка червей</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation>десятка червей</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>валет червей</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>дама червей</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>король червей</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>туз бубен</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <translation>двойка бубен</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <translation>тройка бубен</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <translation>четвёрка бубен</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <translation>пятёрка бубен</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <translation>шестёрка бубен</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <translation>семёрка бубен</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <translation>восьмёрка бубен</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <translation>девятка бубен</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <translation>десятка бубен</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>валет бубен</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>дама бубен</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>король бубен</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>туз треф</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <translation>двойка треф</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <translation>тройка треф</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <translation>четвёрка треф</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <translation>пятёрка треф</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <translation>шестёрка треф</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <translation>семёрка треф</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <translation>восьмёрка треф</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <translation>девятка треф</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <translation>десятка треф</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>валет треф</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>король треф</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
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
        <translation>Восток</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Язык системы</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Show my hand</source>
        <translation>Показать мои карты</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>&amp;Выложить</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (M)</source>
        <translation>Выложить выбранные карты вместе с заготовкой как новые комбинации (M)</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>В &amp;заготовку</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (N)</source>
        <translation>Отложить выбранные карты как одну комбинацию открытия из нескольких комбинаций (N)</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Очистить заготовку</translation>
    </message>
    <message>
        <source>Put the draft cards back (Shift+Escape)</source>
        <translation>Вернуть карты заготовки в руку (Shift+Escape)</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>По &amp;масти</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>По &amp;старшинству</translation>
    </message>
    <message>
        <source>Shift+S</source>
        <translation>Shift+S</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (Ctrl+Z)</source>
        <translation>Отменить последнее действие в этом ходу (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Welcome to Remi.</source>
        <translation>Добро пожаловать в Реми.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Взять из колоды</translation>
    </message>
    <message>
        <source>Draw the c&amp;ut card (for a hand)</source>
        <translation>Взять карту &amp;среза (для хенда)</translation>
    </message>
    <message>
        <source>Dis&amp;card the selected card</source>
        <translation>&amp;Сбросить выбранную карту</translation>
    </message>
    <message>
        <source>C&amp;lear the selection</source>
        <translation>Снять в&amp;ыделение</translation>
    </message>
    <message>
        <source>Clear the dra&amp;ft</source>
        <translation>Очистить за&amp;готовку</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>Settings ignored: %1</source>
        <translation>Настройки не применены: %1</translation>
    </message>
    <message>
        <source>New game dealt.</source>
        <translation>Карты новой игры сданы.</translation>
    </message>
    <message>
        <source>Settings saved: they apply to the next new game.</source>
        <translation>Настройки сохранены: они действуют со следующей новой игры.</translation>
    </message>
    <message>
        <source>Pass to %1 — press Space to show your hand</source>
        <translation>Ходит %1 — нажмите пробел, чтобы открыть свои карты</translation>
    </message>
    <message>
        <source>Select the cards of a meld first.</source>
        <translation>Сначала выберите карты комбинации.</translation>
    </message>
    <message>
        <source>Select at least three cards for a draft meld.</source>
        <translation>Выберите не менее трёх карт для комбинации в заготовке.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Выберите ровно одну карту для сброса.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Начните новую игру из меню «Игра».</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Реми 51</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Рамми</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Рами</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Реми Индонезия</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Число игроков:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Компьютер (средний)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Имя на месте %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Игрок на месте %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>Одинаковые зерно, игра и места дают одну и ту же раздачу: оставьте пустым для новой тасовки.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this screen; the table is covered between their turns.</source>
        <translation>Игра за одним экраном: игроки делят этот экран; между их ходами стол закрыт.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Choose a human player for at least one seat.</source>
        <translation>Назначьте человека хотя бы на одно место.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Q-K-A legal; ace worth 15 in hands. Allowed: true, false.</source>
        <translation>Д-К-Т разрешено; туз на руке стоит 15. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>At most one new meld per turn. Allowed: true, false.</source>
        <translation>Не более одной новой комбинации за ход. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Going out only by discarding. Allowed: true, false.</source>
        <translation>Закрытие только сбросом карты. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Going rummy doubles the score. Allowed: true, false.</source>
        <translation>Рамми за один ход удваивает очки. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.</source>
        <translation>Правила, раздел 2.10. Допустимо: reshuffle, reshuffleOnce, turnOver.</translation>
    </message>
    <message>
        <source>Rules section 2.9. Allowed: target, deals.</source>
        <translation>Правила, раздел 2.9. Допустимо: target, deals.</translation>
    </message>
    <message>
        <source>Target for matchEnd = target. Allowed: 100, 150, 250, 500.</source>
        <translation>Цель при matchEnd = target. Допустимо: 100, 150, 250, 500.</translation>
    </message>
    <message>
        <source>Rounds for matchEnd = deals. Allowed: 1–50.</source>
        <translation>Число раундов при matchEnd = deals. Допустимо: 1–50.</translation>
    </message>
    <message>
        <source>winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.</source>
        <translation>winner: следующим сдаёт закрывшийся игрок (после раунда без победителя сдача переходит влево). Допустимо: left, winner.</translation>
    </message>
    <message>
        <source>2.10 safety cap. Allowed: 1–100.</source>
        <translation>Предохранительный предел из 2.10. Допустимо: 1–100.</translation>
    </message>
    <message>
        <source>Rules section 3.6. Allowed: 40–101.</source>
        <translation>Правила, раздел 3.6. Допустимо: 40–101.</translation>
    </message>
    <message>
        <source>Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.</source>
        <translation>Туз в подсчёте открытия. Допустимо: ten, lowHigh (1 в Т-2-3, иначе 11), eleven.</translation>
    </message>
    <message>
        <source>Ace left in hand. Allowed: 10, 11, 15.</source>
        <translation>Туз, оставшийся на руке. Допустимо: 10, 11, 15.</translation>
    </message>
    <message>
        <source>Joker left in hand. Allowed: 20, 25, 50.</source>
        <translation>Джокер, оставшийся на руке. Допустимо: 20, 25, 50.</translation>
    </message>
    <message>
        <source>Unopened player scores 100 + hand value. Allowed: true, false.</source>
        <translation>Игрок без открытия получает 100 + стоимость руки. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.8. Allowed: −500 to 0.</source>
        <translation>Правила, раздел 3.8. Допустимо: от −500 до 0.</translation>
    </message>
    <message>
        <source>Doubling after a hand. Allowed: true, false.</source>
        <translation>Удвоение после хенда. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).</source>
        <translation>Правила, раздел 3.4. Допустимо: standard, onePerMeld, unrestricted (сколько угодно, но хотя бы одна натуральная карта).</translation>
    </message>
    <message>
        <source>14-card A..A run. Allowed: true, false.</source>
        <translation>Последовательность из 14 карт Т..Т. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Lay-offs and swaps in the turn of opening. Allowed: true, false.</source>
        <translation>Подкладывание и замены в ход открытия. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>A restricted pickup must be used in the opening. Allowed: true, false.</source>
        <translation>Карту, взятую с ограничением, нужно использовать в открытии. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>A freed joker may stay in hand. Allowed: true, false.</source>
        <translation>Освобождённый джокер может остаться на руке. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto others&apos; melds. Allowed: true, false.</source>
        <translation>Хенд не может подкладывать к чужим комбинациям. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>The opening needs a run without a joker. Allowed: true, false.</source>
        <translation>Для открытия нужна последовательность без джокера. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>No opening or going out in the first N circuits. Allowed: 0, 1, 2.</source>
        <translation>Без открытия и закрытия в первые N кругов. Допустимо: 0, 1, 2.</translation>
    </message>
    <message>
        <source>Rules section 3.10. Allowed: true, false.</source>
        <translation>Правила, раздел 3.10. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>The cutter may decline a joker. Allowed: true, false.</source>
        <translation>Срезающий может отказаться от джокера. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>No playable card may be discarded. Allowed: true, false.</source>
        <translation>Нельзя сбрасывать карту, которую можно сыграть. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Stock rebuilds per round. Allowed: 0, 1, unlimited.</source>
        <translation>Пересборки колоды за раунд. Допустимо: 0, 1, unlimited.</translation>
    </message>
    <message>
        <source>Rules section 3.9. Allowed: onceAround, twiceAround, elimination.</source>
        <translation>Правила, раздел 3.9. Допустимо: onceAround, twiceAround, elimination.</translation>
    </message>
    <message>
        <source>Elimination limit. Allowed: 101–5001.</source>
        <translation>Порог выбывания. Допустимо: 101–5001.</translation>
    </message>
    <message>
        <source>Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</source>
        <translation>Правила, раздел 4.3. Допустимо: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.</translation>
    </message>
    <message>
        <source>Rules section 4.6. Allowed: 30–80, step 5.</source>
        <translation>Правила, раздел 4.6. Допустимо: 30–80, шаг 5.</translation>
    </message>
    <message>
        <source>Rules section 4.1. Allowed: 0, 1, 2.</source>
        <translation>Правила, раздел 4.1. Допустимо: 0, 1, 2.</translation>
    </message>
    <message>
        <source>4.8 value table. Allowed: true, false.</source>
        <translation>Таблица стоимости из 4.8. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Identical combinations; 4 decks. Allowed: true, false.</source>
        <translation>Комбинации одинаковых карт; 4 колоды. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.</source>
        <translation>Перекладывание на столе: брать карты из комбинаций на столе и перестраивать их (take, rearrange). Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Challenge mode. Allowed: true, false.</source>
        <translation>Режим состязания. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Normal-mode end. Allowed: 1–100000.</source>
        <translation>Конец в обычном режиме. Допустимо: 1–100000.</translation>
    </message>
    <message>
        <source>Challenge-mode elimination. Allowed: 1–100000.</source>
        <translation>Выбывание в режиме состязания. Допустимо: 1–100000.</translation>
    </message>
    <message>
        <source>0 = no limit. Allowed: 0–99.</source>
        <translation>0 = без ограничения. Допустимо: 0–99.</translation>
    </message>
    <message>
        <source>Turn time limit. Allowed: 0, 20–600.</source>
        <translation>Время на ход. Допустимо: 0, 20–600.</translation>
    </message>
    <message>
        <source>Pile cards may be discarded in the same turn. Allowed: true, false.</source>
        <translation>Карты из сброса можно сбросить в том же ходу. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>4.8, challenge mode item 4. Allowed: true, false.</source>
        <translation>4.8, режим состязания, пункт 4. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Free melding from hand after the draw. Allowed: true, false.</source>
        <translation>Свободная выкладка с руки после взятия карты. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Deepest discard that may be picked up. Allowed: 1, 2, 3.</source>
        <translation>Самая глубокая карта сброса, которую можно взять. Допустимо: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Bonus = multiplier × closing card value. Allowed: 0–10.</source>
        <translation>Бонус = множитель × стоимость закрывающей карты. Допустимо: 0–10.</translation>
    </message>
    <message>
        <source>Match length. Allowed: 3, 5, 8.</source>
        <translation>Длина партии. Допустимо: 3, 5, 8.</translation>
    </message>
    <message>
        <source>10 worth 10 instead of 5. Allowed: true, false.</source>
        <translation>Десятка стоит 10 вместо 5. Допустимо: true, false.</translation>
    </message>
    <message>
        <source>Ace both ends</source>
        <translation>Туз с обоих концов</translation>
    </message>
    <message>
        <source>Ace high or low</source>
        <translation>Туз старший или младший</translation>
    </message>
    <message>
        <source>Ace in hand value</source>
        <translation>Стоимость туза на руке</translation>
    </message>
    <message>
        <source>Ace opening value</source>
        <translation>Стоимость туза в открытии</translation>
    </message>
    <message>
        <source>Allow bury joker</source>
        <translation>Закапывание джокера</translation>
    </message>
    <message>
        <source>Allow rediscard taken</source>
        <translation>Сброс взятой карты</translation>
    </message>
    <message>
        <source>Ask cutter for joker</source>
        <translation>Спрашивать срезающего о джокере</translation>
    </message>
    <message>
        <source>Close score</source>
        <translation>Очки за закрытие</translation>
    </message>
    <message>
        <source>Closing bonus multiplier</source>
        <translation>Множитель бонуса закрывающей карты</translation>
    </message>
    <message>
        <source>Cut hand score</source>
        <translation>Очки за хенд с картой среза</translation>
    </message>
    <message>
        <source>Deal count</source>
        <translation>Число раздач</translation>
    </message>
    <message>
        <source>Dealer rotation</source>
        <translation>Смена сдающего</translation>
    </message>
    <message>
        <source>Discard mode</source>
        <translation>Взятие из сброса</translation>
    </message>
    <message>
        <source>Discard must be in opening</source>
        <translation>Взятая карта — в открытие</translation>
    </message>
    <message>
        <source>Discard pick depth</source>
        <translation>Глубина взятия из сброса</translation>
    </message>
    <message>
        <source>Elimination finish before others bonus</source>
        <translation>Бонус за раннее закрытие (выбывание)</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Выбывание</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Порог выбывания</translation>
    </message>
    <message>
        <source>Freed joker may be kept</source>
        <translation>Освобождённый джокер остаётся</translation>
    </message>
    <message>
        <source>Hand doubles others</source>
        <translation>Хенд удваивает очки остальных</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Очки за хенд</translation>
    </message>
    <message>
        <source>Identical combos</source>
        <translation>Комбинации одинаковых карт</translation>
    </message>
    <message>
        <source>Joker in hand value</source>
        <translation>Стоимость джокера на руке</translation>
    </message>
    <message>
        <source>Joker limit</source>
        <translation>Ограничение джокеров</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Джокеров в колоде</translation>
    </message>
    <message>
        <source>Lay off on opening turn</source>
        <translation>Подкладывание в ход открытия</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Перекладывание на столе</translation>
    </message>
    <message>
        <source>Match end</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Meld from hand during play</source>
        <translation>Выкладка с руки во время игры</translation>
    </message>
    <message>
        <source>Must discard to go out</source>
        <translation>Закрытие только сбросом</translation>
    </message>
    <message>
        <source>No open or close circuits</source>
        <translation>Круги без открытия и закрытия</translation>
    </message>
    <message>
        <source>No playable discard</source>
        <translation>Нельзя сбросить подходящую карту</translation>
    </message>
    <message>
        <source>Not opened adds hand</source>
        <translation>Без открытия: 100 + рука</translation>
    </message>
    <message>
        <source>One meld per turn</source>
        <translation>Одна комбинация за ход</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Минимум для открытия</translation>
    </message>
    <message>
        <source>Opening needs natural run</source>
        <translation>Открытие с последовательностью без джокера</translation>
    </message>
    <message>
        <source>Round to5</source>
        <translation>Округление до 5</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Предел раундов</translation>
    </message>
    <message>
        <source>Rummy doubles</source>
        <translation>Рамми за один ход удваивает</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Предел очков</translation>
    </message>
    <message>
        <source>Stalemate rebuilds</source>
        <translation>Пересборки колоды в тупике</translation>
    </message>
    <message>
        <source>Stock exhausted</source>
        <translation>Когда колода кончилась</translation>
    </message>
    <message>
        <source>Stock reshuffles</source>
        <translation>Перетасовки колоды</translation>
    </message>
    <message>
        <source>Strict hand</source>
        <translation>Строгий хенд</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Целевой счёт</translation>
    </message>
    <message>
        <source>Ten is ten</source>
        <translation>Десятка стоит 10</translation>
    </message>
    <message>
        <source>Turn seconds</source>
        <translation>Секунд на ход</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Перетасовать сброс</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Перетасовать один раз</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Перевернуть сброс</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <source>To the left</source>
        <translation>Влево</translation>
    </message>
    <message>
        <source>The winner deals</source>
        <translation>Сдаёт победитель</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>1 in A-2-3, otherwise 11</source>
        <translation>1 в Т-2-3, иначе 11</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартно</translation>
    </message>
    <message>
        <source>One per meld</source>
        <translation>Один на комбинацию</translation>
    </message>
    <message>
        <source>Unrestricted</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <source>Once around the table</source>
        <translation>Один круг за столом</translation>
    </message>
    <message>
        <source>Twice around the table</source>
        <translation>Два круга за столом</translation>
    </message>
    <message>
        <source>No discards</source>
        <translation>Без сброса</translation>
    </message>
    <message>
        <source>Discard only, no pickup</source>
        <translation>Только сброс, без взятия</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>Верхняя карта</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Несколько карт</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Выделить всё</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Показать справку по параметрам командной строки.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Показать сведения о версии.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Использование: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Показать справку, включая параметры Qt.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[параметры]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд окончен.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Сначала возьмите карту.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Вы уже взяли карту в этом ходу.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Этой карты нет у вас на руке.</translation>
    </message>
    <message>
        <source>That is not possible in this game right now.</source>
        <translation>Сейчас в этой игре так нельзя.</translation>
    </message>
    <message>
        <source>Taking or rearranging table cards is switched off.</source>
        <translation>Брать и перекладывать карты на столе запрещено.</translation>
    </message>
    <message>
        <source>You have to open first.</source>
        <translation>Сначала нужно сделать открытие.</translation>
    </message>
    <message>
        <source>The discard pile cannot be used like that.</source>
        <translation>Сброс нельзя использовать таким образом.</translation>
    </message>
    <message>
        <source>You cannot lay off there now.</source>
        <translation>Сейчас туда нельзя подложить карту.</translation>
    </message>
    <message>
        <source>You cannot lay a meld now.</source>
        <translation>Сейчас нельзя выложить комбинацию.</translation>
    </message>
    <message>
        <source>A joker cannot be laid off.</source>
        <translation>Джокера нельзя подкладывать.</translation>
    </message>
    <message>
        <source>A joker cannot be taken from the table.</source>
        <translation>Джокера нельзя брать со стола.</translation>
    </message>
    <message>
        <source>The cut card may only be taken to go out with a hand.</source>
        <translation>Карту среза можно взять только для закрытия хендом.</translation>
    </message>
    <message>
        <source>You cannot take a card that deep from the pile.</source>
        <translation>Нельзя брать карту так глубоко из сброса.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>Карту из сброса нужно сразу выложить в комбинацию с двумя вашими картами.</translation>
    </message>
    <message>
        <source>Those cards are not a valid run or set.</source>
        <translation>Эти карты не образуют ни последовательность, ни группу.</translation>
    </message>
    <message>
        <source>It is not yet clear which card that joker stands for.</source>
        <translation>Пока неясно, какую карту заменяет этот джокер.</translation>
    </message>
    <message>
        <source>A set needs a run (sequence) of yours first.</source>
        <translation>Для группы сначала нужна ваша последовательность.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>В вашем открытии слишком мало очков.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>Нужно оставить карту для сброса.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>Нельзя сбросить карту, взятую из сброса.</translation>
    </message>
    <message>
        <source>Play the joker you freed before ending your turn.</source>
        <translation>Сыграйте освобождённого джокера до конца хода.</translation>
    </message>
    <message>
        <source>You cannot go out by discarding a joker.</source>
        <translation>Нельзя закрыться, сбросив джокера.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off instead.</source>
        <translation>Ваша последняя карта подходит к комбинации на столе: подложите её.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Раунд %1 окончен</translation>
    </message>
    <message>
        <source>Show the winners</source>
        <translation>Показать победителей</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>%1 left in hand: %2</source>
        <translation>%1 (на руке): %2</translation>
    </message>
    <message>
        <source>Hand of %1: %2</source>
        <translation>Рука игрока %1: %2</translation>
    </message>
    <message>
        <source>Went out: %1</source>
        <translation>Закрытие: %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Без открытия: %1</translation>
    </message>
    <message>
        <source>Multiplied by %1</source>
        <translation>Умножено на %1</translation>
    </message>
    <message>
        <source>%1 on the table: %2</source>
        <translation>%1 (на столе): %2</translation>
    </message>
    <message>
        <source>%1 in a combination in hand: %2</source>
        <translation>%1 (комбинация на руке): %2</translation>
    </message>
    <message>
        <source>Closing card %1 (×%2): %3</source>
        <translation>Закрывающая карта %1 (×%2): %3</translation>
    </message>
    <message>
        <source>Table points: %1</source>
        <translation>Очки на столе: %1</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Штрафы: %1</translation>
    </message>
    <message>
        <source>Going-out bonus: %1</source>
        <translation>Бонус за закрытие: %1</translation>
    </message>
    <message>
        <source>Own hand: %1</source>
        <translation>Своя рука: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Раунд закрыт — %1.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nobody went out.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Никто не закрылся.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Totals after round %1&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Итого после раунда %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1: %2 point(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 очко&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 очка&lt;/b&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1: %2 очков&lt;/b&gt;</numerusform>
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
        <translation>Рамми</translation>
    </message>
    <message>
        <source>Rami</source>
        <translation>Рами</translation>
    </message>
    <message>
        <source>Remi Indonesia</source>
        <translation>Реми Индонезия</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Открытие</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Джокеры</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Неизвестная игра %1.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The stored options were refused (%1); the defaults are shown.</source>
        <translation>Сохранённые параметры отклонены (%1); показаны значения по умолчанию.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The game of the next new game; its options are listed below.</source>
        <translation>Игра следующей новой партии; её параметры перечислены ниже.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Four-colour cards</source>
        <translation>&amp;Четырёхцветные карты</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Бубны синие, а трефы зелёные, чтобы все четыре масти различались цветом.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Карты:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The language of the program; it changes as soon as you press OK.</source>
        <translation>Язык программы; меняется сразу после нажатия «ОК».</translation>
    </message>
    <message>
        <source>Rule options apply to the next new game.</source>
        <translation>Параметры правил действуют со следующей новой игры.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n карта</numerusform>
            <numerusform>%1 — %n карты</numerusform>
            <numerusform>%1 — %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source> · opened</source>
        <translation> · открыто</translation>
    </message>
    <message>
        <source>Cut card: take it only to go out with a hand</source>
        <translation>Карта среза: берите её только для закрытия хендом</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Сброс: %1</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд окончен.</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Ждём, пока %1 откроет свои карты…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Ходит %1…</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Ваш ход: возьмите карту (или выберите две карты и щёлкните по карте из сброса)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Ваш ход: возьмите карту</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Ваш ход: выложите комбинацию, подложите карту или сбросьте</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — открытие: выбрано %1 из %n очка</numerusform>
            <numerusform> — открытие: выбрано %1 из %n очков</numerusform>
            <numerusform> — открытие: выбрано %1 из %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — заготовка: %n комбинация</numerusform>
            <numerusform> — заготовка: %n комбинации</numerusform>
            <numerusform> — заготовка: %n комбинаций</numerusform>
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
        <translation>Карточные игры семейства рамми: Реми 51, Рамми, Рами, Реми Индонезия.</translation>
    </message>
    <message>
        <source>Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings).</source>
        <translation>Игра: remi51, rummy, rami или remi_indonesia (по умолчанию — из настроек).</translation>
    </message>
    <message>
        <source>Number of players.</source>
        <translation>Число игроков.</translation>
    </message>
    <message>
        <source>Shuffle seed (replays a game).</source>
        <translation>Зерно тасовки (повторяет игру).</translation>
    </message>
    <message>
        <source>Save a picture of the window after the deal and quit.</source>
        <translation>Сохранить снимок окна после раздачи и выйти.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1200x820.</source>
        <translation>Размер окна, например 1200x820.</translation>
    </message>
    <message>
        <source>With --screenshot: let the computer players play for this many milliseconds first.</source>
        <translation>С --screenshot: сначала дать компьютерным игрокам играть столько миллисекунд.</translation>
    </message>
    <message>
        <source>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</source>
        <translation>Язык для этого запуска: en, sr (кириллица), sr_Latn (латиница) или ru (по умолчанию — из настроек, иначе системный).</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings or newgame).</source>
        <translation>С --screenshot: снимок этого диалога вместо окна (settings или newgame).</translation>
    </message>
</context>
</TS>
