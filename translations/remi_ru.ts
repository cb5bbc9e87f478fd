<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Press F1 for the rules of the current game and Ctrl+F1 for the key list.&lt;/p&gt;&lt;p&gt;Remi is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The cards, the icon, the table and the sounds were made for Remi and are given to the public domain (CC0-1.0).&lt;/p&gt;&lt;p&gt;Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs and cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Реми %1&lt;/h3&gt;&lt;p&gt;Карточные игры семейства рамми: Реми 51, Классический рамми, Рами и Реми Индонезия — против компьютерных игроков или с друзьями за одним экраном.&lt;/p&gt;&lt;p&gt;Нажмите F1, чтобы открыть правила текущей игры, и Ctrl+F1 — список клавиш.&lt;/p&gt;&lt;p&gt;Реми — свободная программа: вы можете распространять и изменять её на условиях Стандартной общественной лицензии GNU (GNU General Public License) версии 3 или любой более поздней версии (GPL-3.0-or-later). Она поставляется без каких-либо гарантий.&lt;/p&gt;&lt;p&gt;Карты, значок, стол и звуки сделаны для Реми и переданы в общественное достояние (CC0-1.0).&lt;/p&gt;&lt;p&gt;Создано разработчиками Реми с помощью Qt. Правила основаны на описаниях с сайтов pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs и cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Remi</source>
        <translation>О программе Реми</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>, </source>
        <extracomment>Joins one player&apos;s moves into one sentence (&quot;West drew a card, discarded K♣&quot;).</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot create %1</source>
        <translation>Не удалось создать %1</translation>
    </message>
    <message>
        <source>The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file is not overwritten.</source>
        <translation>Не удалось переименовать нечитаемое автосохранение %1; эта партия не сохраняется автоматически, чтобы не перезаписать этот файл.</translation>
    </message>
    <message>
        <source>This game is not being saved: the disk is full (folder %1).</source>
        <translation>Эта игра не сохраняется: диск заполнен (папка %1).</translation>
    </message>
    <message>
        <source>This game is not being saved: the folder %1 is on a read-only disk.</source>
        <translation>Эта игра не сохраняется: папка %1 находится на диске только для чтения.</translation>
    </message>
    <message>
        <source>This game is not being saved: Remi may not write in the folder %1.</source>
        <translation>Эта игра не сохраняется: у Реми нет права записи в папку %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: there is no home folder (HOME is not set), and Remi does not save into %1.</source>
        <translation>Эта игра не сохраняется: нет домашней папки (HOME не задан), а в %1 Реми не сохраняет.</translation>
    </message>
    <message>
        <source>This game is not being saved: another Remi window keeps its game in the folder %1.</source>
        <translation>Эта игра не сохраняется: другое окно Реми хранит свою игру в папке %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Эта игра не сохраняется: %1</translation>
    </message>
    <message>
        <source>This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is relative), and Remi does not save into the current folder.</source>
        <translation>Эта игра не сохраняется: папка данных %1 задана не полным путём (HOME или XDG_DATA_HOME относительный), а в текущую папку Реми не сохраняет.</translation>
    </message>
    <message>
        <source>This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving would overwrite it.</source>
        <translation>Эта игра не сохраняется: незаконченную партию в %1 не удалось переименовать, а автосохранение записало бы поверх неё.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1 is in the way of the autosave&apos;s lock file. An unfinished game in %2 is kept as it is: remove %1 and start Remi again to continue it.</source>
        <translation>Эта игра не сохраняется: %1 занимает место файла блокировки автосохранения. Незаконченная партия в %2 остаётся как есть: удалите %1 и снова запустите Реми, чтобы продолжить её.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
</context>
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
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <source>%1 (joker)</source>
        <extracomment>A joker inside a run, %1 the rank it stands for (&quot;6 (joker)&quot;).</extracomment>
        <translation>%1 (джокер)</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <extracomment>%1 the ranks (&quot;5-6-7&quot;), %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>последовательность %1 %2</translation>
    </message>
    <message>
        <source>set of %1: %2</source>
        <extracomment>%1 the rank in plural (&quot;sevens&quot;), %2 the suits (&quot;hearts, spades, joker&quot;).</extracomment>
        <translation>группа %1: %2</translation>
    </message>
    <message>
        <source>identical %1 of %2</source>
        <extracomment>An identical meld: %1 the rank codes of its cards joined by hyphens (&quot;7-7-7&quot;, a joker as &quot;7 (joker)&quot;), not a rank word; %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;). Name the cards: &quot;identical cards 7-7-7&quot;.</extracomment>
        <translation>одинаковые карты %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points</source>
        <extracomment>A meld and its value: %1 the meld (&quot;run 5-6-7 of hearts&quot;), %n its points (3 or more, so the English source reads right without a translation; remi_en.ts has &quot;%n point&quot; for 1).</extracomment>
        <translation>
            <numerusform>%1, %n очко</numerusform>
            <numerusform>%1, %n очка</numerusform>
            <numerusform>%1, %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>spades</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld: &quot;run 5-6-7 of hearts&quot;, &quot;does not fit a run of hearts&quot;. Decline it as the language does there (Russian genitive &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of hearts&quot;), declined as there.</extracomment>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of diamonds&quot;), declined as there.</extracomment>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of clubs&quot;), declined as there.</extracomment>
        <translation>треф</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>object</comment>
        <extracomment>The joker as the object of a verb (&quot;discards the joker&quot;; Russian &quot;джокера&quot;, Serbian &quot;џокера&quot;). The other &quot;object&quot; strings are the 52 cards so, e.g. Russian &quot;короля пик&quot;, &quot;даму червей&quot;.</extracomment>
        <translation>джокера</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <comment>object</comment>
        <translation>туза пик</translation>
    </message>
    <message>
        <source>two of spades</source>
        <comment>object</comment>
        <translation>двойку пик</translation>
    </message>
    <message>
        <source>three of spades</source>
        <comment>object</comment>
        <translation>тройку пик</translation>
    </message>
    <message>
        <source>four of spades</source>
        <comment>object</comment>
        <translation>четвёрку пик</translation>
    </message>
    <message>
        <source>five of spades</source>
        <comment>object</comment>
        <translation>пятёрку пик</translation>
    </message>
    <message>
        <source>six of spades</source>
        <comment>object</comment>
        <translation>шестёрку пик</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <comment>object</comment>
        <translation>семёрку пик</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <comment>object</comment>
        <translation>восьмёрку пик</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <comment>object</comment>
        <translation>девятку пик</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <comment>object</comment>
        <translation>десятку пик</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <comment>object</comment>
        <translation>валета пик</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <comment>object</comment>
        <translation>даму пик</translation>
    </message>
    <message>
        <source>king of spades</source>
        <comment>object</comment>
        <translation>короля пик</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <comment>object</comment>
        <translation>туза червей</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <comment>object</comment>
        <translation>двойку червей</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <comment>object</comment>
        <translation>тройку червей</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <comment>object</comment>
        <translation>четвёрку червей</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <comment>object</comment>
        <translation>пятёрку червей</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <comment>object</comment>
        <translation>шестёрку червей</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <comment>object</comment>
        <translation>семёрку червей</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <comment>object</comment>
        <translation>восьмёрку червей</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <comment>object</comment>
        <translation>девятку червей</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <comment>object</comment>
        <translation>десятку червей</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <comment>object</comment>
        <translation>валета червей</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <comment>object</comment>
        <translation>даму червей</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <comment>object</comment>
        <translation>короля червей</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <comment>object</comment>
        <translation>туза бубен</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <comment>object</comment>
        <translation>двойку бубен</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <comment>object</comment>
        <translation>тройку бубен</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <comment>object</comment>
        <translation>четвёрку бубен</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <comment>object</comment>
        <translation>пятёрку бубен</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <comment>object</comment>
        <translation>шестёрку бубен</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <comment>object</comment>
        <translation>семёрку бубен</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <comment>object</comment>
        <translation>восьмёрку бубен</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <comment>object</comment>
        <translation>девятку бубен</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <comment>object</comment>
        <translation>десятку бубен</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <comment>object</comment>
        <translation>валета бубен</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <comment>object</comment>
        <translation>даму бубен</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <comment>object</comment>
        <translation>короля бубен</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <comment>object</comment>
        <translation>туза треф</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <comment>object</comment>
        <translation>двойку треф</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <comment>object</comment>
        <translation>тройку треф</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <comment>object</comment>
        <translation>четвёрку треф</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <comment>object</comment>
        <translation>пятёрку треф</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <comment>object</comment>
        <translation>шестёрку треф</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <comment>object</comment>
        <translation>семёрку треф</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <comment>object</comment>
        <translation>восьмёрку треф</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <comment>object</comment>
        <translation>девятку треф</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <comment>object</comment>
        <translation>десятку треф</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <comment>object</comment>
        <translation>валета треф</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <comment>object</comment>
        <translation>даму треф</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <comment>object</comment>
        <translation>короля треф</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
</context>
<context>
    <name>ComboSpeech</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen reader: a drop-down list&apos;s label and its value (&quot;Speed: Normal&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>FollowGame</name>
    <message>
        <source>Show the rest of the computer player&apos;s turn at once (F, or a click on the table)</source>
        <translation>Сразу показать остаток хода компьютера (F или щелчок по столу)</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>С вашего последнего хода:</translation>
    </message>
    <message>
        <source>Finish the computer&apos;s tur&amp;n</source>
        <translation>&amp;Завершить ход компьютера</translation>
    </message>
    <message>
        <source>&amp;Go to the game log</source>
        <translation>Перейти к &amp;журналу игры</translation>
    </message>
    <message>
        <source>Read the game log line by line (G; Escape goes back to the table)</source>
        <translation>Прочитать журнал игры построчно (G; Escape возвращает к столу)</translation>
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
    <name>GameLog</name>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>your %1</source>
        <extracomment>A table meld of the player reading the log: &quot;your A♠ ★ 3♠&quot; (the log: &quot;East swapped the joker in your A♠ ★ 3♠ for 2♠&quot;).</extracomment>
        <translation>%1 (ваша)</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>A table meld of another player: %1 the player, %2 its cards (&quot;West&apos;s 5♠ 6♠ 7♠&quot;).</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Вы берёте из колоды %1.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 берёт карту из колоды.</translation>
    </message>
    <message>
        <source>You took the cut card %1.</source>
        <extracomment>%1 the card, printed (&quot;K♠&quot;) or in words as the cards are named alone (&quot;king of spades&quot;).</extracomment>
        <translation>Вы берёте карту среза: %1.</translation>
    </message>
    <message>
        <source>%1 took the cut card %2.</source>
        <translation>%1 берёт карту среза: %2.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>Вы берёте %1 из сброса.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 берёт %2 из сброса.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n card(s) from the discard pile: %1.</source>
        <translation>
            <numerusform>Вы берёте из сброса %n карту: %1.</numerusform>
            <numerusform>Вы берёте из сброса %n карты: %1.</numerusform>
            <numerusform>Вы берёте из сброса %n карт: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s) from the discard pile: %2.</source>
        <translation>
            <numerusform>%1 берёт из сброса %n карту: %2.</numerusform>
            <numerusform>%1 берёт из сброса %n карты: %2.</numerusform>
            <numerusform>%1 берёт из сброса %n карт: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) left.</source>
        <translation>
            <numerusform>У вас осталась %n карта.</numerusform>
            <numerusform>У вас осталось %n карты.</numerusform>
            <numerusform>У вас осталось %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n card(s) left.</source>
        <translation>
            <numerusform>%1: осталась %n карта.</numerusform>
            <numerusform>%1: осталось %n карты.</numerusform>
            <numerusform>%1: осталось %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay a penalty of %n point(s).</source>
        <translation>
            <numerusform>Вы платите штраф: %n очко.</numerusform>
            <numerusform>Вы платите штраф: %n очка.</numerusform>
            <numerusform>Вы платите штраф: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays a penalty of %n point(s).</source>
        <translation>
            <numerusform>%1 платит штраф: %n очко.</numerusform>
            <numerusform>%1 платит штраф: %n очка.</numerusform>
            <numerusform>%1 платит штраф: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was shuffled into a new stock of %n card(s).</source>
        <translation>
            <numerusform>Сброс перетасован и стал новой колодой (%n карта).</numerusform>
            <numerusform>Сброс перетасован и стал новой колодой (%n карты).</numerusform>
            <numerusform>Сброс перетасован и стал новой колодой (%n карт).</numerusform>
        </translation>
    </message>
    <message>
        <source>You picked up %1 from the discard pile and laid %2.</source>
        <translation>Вы подбираете %1 из сброса и выкладываете %2.</translation>
    </message>
    <message>
        <source>%1 picked up %2 from the discard pile and laid %3.</source>
        <translation>%1 подбирает %2 из сброса и выкладывает %3.</translation>
    </message>
    <message numerus="yes">
        <source>You picked up %1 from the discard pile and laid %2; %n card(s) came with it: %3.</source>
        <extracomment>%1 the card picked up, %2 the meld laid with it, %3 the cards above it that came to the hand.</extracomment>
        <translation>
            <numerusform>Вы подбираете %1 из сброса, выкладываете %2 и берёте на руку ещё %n карту: %3.</numerusform>
            <numerusform>Вы подбираете %1 из сброса, выкладываете %2 и берёте на руку ещё %n карты: %3.</numerusform>
            <numerusform>Вы подбираете %1 из сброса, выкладываете %2 и берёте на руку ещё %n карт: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up %2 from the discard pile and laid %3; %n card(s) came with it: %4.</source>
        <translation>
            <numerusform>%1 подбирает %2 из сброса, выкладывает %3 и берёт на руку ещё %n карту: %4.</numerusform>
            <numerusform>%1 подбирает %2 из сброса, выкладывает %3 и берёт на руку ещё %n карты: %4.</numerusform>
            <numerusform>%1 подбирает %2 из сброса, выкладывает %3 и берёт на руку ещё %n карт: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid %1.</source>
        <translation>Вы выкладываете %1.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 выкладывает %2.</translation>
    </message>
    <message>
        <source>You laid off %1 on %2.</source>
        <translation>Вы подкладываете %1 к комбинации: %2.</translation>
    </message>
    <message>
        <source>%1 laid off %2 on %3.</source>
        <translation>%1 подкладывает %2 к комбинации: %3.</translation>
    </message>
    <message>
        <source>You swapped the joker in %1 for %2.</source>
        <extracomment>%1 the player, %2 the meld with the joker (&quot;your A♠ ★ 3♠&quot;), %3 the card put in its place.</extracomment>
        <translation>Вы заменяете джокера на %2 в комбинации: %1.</translation>
    </message>
    <message>
        <source>%1 swapped the joker in %2 for %3.</source>
        <translation>%1 заменяет джокера на %3 в комбинации: %2.</translation>
    </message>
    <message>
        <source>You took %1 from %2.</source>
        <translation>Вы берёте %1 из комбинации: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3.</source>
        <translation>%1 берёт %2 из комбинации: %3.</translation>
    </message>
    <message>
        <source>You rearranged the table.</source>
        <translation>Вы перекладываете комбинации на столе.</translation>
    </message>
    <message>
        <source>%1 rearranged the table.</source>
        <translation>%1 перекладывает комбинации на столе.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1.</source>
        <translation>Вы перекладываете комбинации на столе и добавляете %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2.</source>
        <translation>%1 перекладывает комбинации на столе и добавляет %2.</translation>
    </message>
    <message>
        <source>You discarded %1 and buried a joker under it.</source>
        <translation>Вы сбрасываете %1 и закапываете под эту карту джокера.</translation>
    </message>
    <message>
        <source>%1 discarded %2 and buried a joker under it.</source>
        <translation>%1 сбрасывает %2 и закапывает под эту карту джокера.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Вы сбрасываете %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 сбрасывает %2.</translation>
    </message>
    <message>
        <source>You ended the turn.</source>
        <translation>Вы завершаете ход.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 завершает ход.</translation>
    </message>
    <message>
        <source>Your time ran out.</source>
        <translation>Ваше время истекло.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1: время истекло.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Вы закрываетесь.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 закрывается.</translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Никто не закрылся.</translation>
    </message>
    <message>
        <source>Round %1 over. %2</source>
        <extracomment>%1 the round&apos;s number, %2 every seat&apos;s score (&quot;West: 35 points, You: 0 points&quot;).</extracomment>
        <translation>Раунд %1 окончен. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <extracomment>A seat&apos;s score of the round in the log: %1 the player, %2 the points (&quot;West: 35 points&quot;, &quot;East: -10 points&quot;).</extracomment>
        <translation>
            <numerusform>%1: %2 очко</numerusform>
            <numerusform>%1: %2 очка</numerusform>
            <numerusform>%1: %2 очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A player whose name the saved game leaves to the window (&quot;You&quot;, &quot;West&quot;), by seat number.</extracomment>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>A part of a rearrangement: %1 the cards that moved, %2 the meld they left (&quot;North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>%1 из комбинации %2</translation>
    </message>
    <message>
        <source>You rearranged the table, moving %1.</source>
        <extracomment>%2 the moved cards and the melds they left (&quot;8♦ from North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>Вы перекладываете комбинации на столе и переносите %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, moving %2.</source>
        <translation>%1 перекладывает комбинации на столе и переносит %2.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1 and moving %2.</source>
        <translation>Вы перекладываете комбинации на столе, добавляете %1 и переносите %2.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2 and moving %3.</source>
        <translation>%1 перекладывает комбинации на столе, добавляет %2 и переносит %3.</translation>
    </message>
</context>
<context>
    <name>GameLogDock</name>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the whole game log to the clipboard</source>
        <translation>Скопировать весь журнал игры в буфер обмена</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>З&amp;вуки</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of several names: &quot;North and East&quot;.</extracomment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Continue your %1 game against %2, round %3?</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 the other players (&quot;West and North&quot;), %3 the round number.</extracomment>
        <translation>Продолжить игру «%1» (соперники: %2, раунд %3)?</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued.</source>
        <translation>Текущая игра закончится, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую игру</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продолжить игру</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Remi help — %1</source>
        <translation>Справка — %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>Rules of the current game (F1)</source>
        <translation>Правила текущей игры (F1)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>The key list (Ctrl+F1)</source>
        <translation>Список клавиш (Ctrl+F1)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;About Remi</source>
        <translation>&amp;О программе Реми</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Option</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Допустимые значения</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Lists: &quot;7♥ 8♥ 9♥, 5♣ 5♦ 5♥ and Q♠ Q♥ Q♦&quot;: %1 the items before the last, %2 the last.</extracomment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You can open with %1: %2.</source>
        <extracomment>%1 the opening points (RULES.md 3.6, 4.6), %2 the melds (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>Можно открыться: %2 (очков: %1).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n meld(s) you can lay now.</source>
        <extracomment>%1 the melds&apos; cards (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>
            <numerusform>Сейчас можно выложить %n комбинацию: %1.</numerusform>
            <numerusform>Сейчас можно выложить %n комбинации: %1.</numerusform>
            <numerusform>Сейчас можно выложить %n комбинаций: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 fits %2: one card fewer in your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;двойку треф&quot;), %2 a table meld (&quot;3♣ 4♣ 5♣ 6♣ 7♣&quot;).</extracomment>
        <translation>К комбинации %2 можно подложить %1: на руке станет на одну карту меньше.</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2; the joker comes to your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;шестёрку червей&quot;), %2 a table meld with a joker.</extracomment>
        <translation>В комбинации %2 можно поставить %1 на место джокера; джокер перейдёт к вам на руку.</translation>
    </message>
    <message>
        <source>Your %1 is in none of your melds (%2 points in hand).</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;короля пик&quot;), %2 what it counts if it stays in the hand.</extracomment>
        <translation>Ни одна ваша комбинация не использует %1 (очков на руке: %2).</translation>
    </message>
    <message>
        <source>One card must go; without the %1 your melds lose the least.</source>
        <extracomment>%1 a card as an object (CardNames &quot;object&quot;: Russian &quot;сбросив короля пик&quot;).</extracomment>
        <translation>Одну карту нужно сбросить; меньше всего вы потеряете, сбросив %1.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Сброс пуст.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile does not help your melds.</source>
        <translation>Верхняя карта сброса (%1) не помогает вашим комбинациям.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile makes a meld with your cards.</source>
        <translation>Верхняя карта сброса (%1) составляет комбинацию с вашими картами.</translation>
    </message>
    <message>
        <source>The cut card %1 completes your hand.</source>
        <translation>Карта среза (%1) завершает ваш хенд.</translation>
    </message>
    <message>
        <source>Nothing more to lay this turn.</source>
        <translation>В этом ходу больше нечего выкладывать.</translation>
    </message>
    <message>
        <source>Rearranged, the table takes cards from your hand.</source>
        <translation>Если переложить комбинации на столе, можно выложить свои карты.</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M), or take it back (Ctrl+Z).</source>
        <translation>Подсказка: вы взяли %1, ещё не открывшись, поэтому должны открыться с этой картой в этом ходу (положите комбинации в заготовку, затем M) или вернуть её (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M).</source>
        <translation>Подсказка: вы взяли %1, ещё не открывшись, поэтому должны открыться с этой картой в этом ходу (положите комбинации в заготовку, затем M).</translation>
    </message>
    <message>
        <source>Hint: no move to suggest now.</source>
        <translation>Подсказка: сейчас нечего предложить.</translation>
    </message>
    <message>
        <source>The discard pile may not be taken now (%1).</source>
        <translation>Из сброса сейчас брать нельзя (%1).</translation>
    </message>
    <message>
        <source>At least %1 needed to open.</source>
        <extracomment>After &quot;You can open with 56: …&quot;: %1 the least the rules ask for an opening (issue 34).</extracomment>
        <translation>Для открытия нужно не меньше %1.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table: one card fewer in your hand.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Верхняя карта сброса (%1) подходит к комбинации %2 на столе: на руке станет на одну карту меньше.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Верхняя карта сброса (%1) подходит к комбинации %2 на столе, но в этом ходу она вам не поможет.</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Не удалось создать папку %1.</translation>
    </message>
    <message>
        <source>The tables cannot be kept in %1: %2</source>
        <translation>Не удаётся хранить столы в %1: %2</translation>
    </message>
    <message>
        <source>No table can be offered on port %1: %2</source>
        <translation>Не удаётся открыть стол на порту %1: %2</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&amp;How to play</source>
        <translation>Как и&amp;грать</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Press Esc or %1 to close.</source>
        <translation>Нажмите Esc или %1, чтобы закрыть.</translation>
    </message>
    <message>
        <source>Click a card in your hand to select it; click it again to put it back.</source>
        <translation>Щёлкните по карте на руке, чтобы выбрать её; щёлкните ещё раз, чтобы снять выбор.</translation>
    </message>
    <message>
        <source>Click the stock to draw; click the discard pile to take its top card.</source>
        <translation>Щёлкните по колоде, чтобы взять карту; щёлкните по сбросу, чтобы взять его верхнюю карту.</translation>
    </message>
    <message>
        <source>Drag the selected cards onto empty table space to lay them as a new meld.</source>
        <translation>Перетащите выбранные карты на свободное место стола, чтобы выложить их новой комбинацией.</translation>
    </message>
    <message>
        <source>Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end.</source>
        <translation>Перетащите карту на комбинацию, чтобы подложить её; на левой половине последовательности она ляжет к младшему концу.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it, to discard it.</source>
        <translation>Перетащите карту в сброс или дважды щёлкните по ней, чтобы сбросить её.</translation>
    </message>
    <message>
        <source>Drop a card between two others in your hand to move it there.</source>
        <translation>Отпустите карту между двумя другими картами на руке, чтобы переставить её туда.</translation>
    </message>
    <message>
        <source>Click the table during a computer&apos;s turn to see the rest of it at once.</source>
        <translation>Щёлкните по столу во время хода компьютера, чтобы сразу увидеть остаток хода.</translation>
    </message>
    <message>
        <source>Rest the pointer on anything to read what it is.</source>
        <translation>Задержите указатель над чем угодно, чтобы увидеть подсказку.</translation>
    </message>
    <message>
        <source>Move between the hand, the melds, the piles and the players</source>
        <translation>Переход между рукой, комбинациями, колодой, сбросом и игроками</translation>
    </message>
    <message>
        <source>Move along your hand; select the card</source>
        <translation>Перемещение по руке; выбор карты</translation>
    </message>
    <message>
        <source>The card&apos;s or the meld&apos;s menu</source>
        <translation>Меню карты или комбинации</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Снять выбор</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Обозначения</translation>
    </message>
    <message>
        <source>Left/Right, Space</source>
        <extracomment>The keys of the next row: the Left and Right arrow keys, then the space bar.</extracomment>
        <translation>стрелки влево/вправо, пробел</translation>
    </message>
</context>
<context>
    <name>InUseDialog</name>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>This game is open in another Remi window, which saves it in the folder %1.</source>
        <translation>Эта игра открыта в другом окне Реми, которое сохраняет её в папке %1.</translation>
    </message>
    <message>
        <source>You can look at it here read-only (moves made here are not saved automatically), start a new game that is not saved automatically, or quit.</source>
        <translation>Можно открыть её здесь только для чтения (ходы, сделанные здесь, не сохраняются автоматически), начать новую игру без автосохранения или выйти.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <source>New game without autosave</source>
        <translation>Новая игра без автосохранения</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>KeyboardController</name>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>У вас на руке нет карт.</translation>
    </message>
    <message>
        <source>Only the top discard can be taken in this game: press T.</source>
        <translation>В этой игре можно взять только верхнюю карту сброса: нажмите T.</translation>
    </message>
    <message>
        <source>Select only the card to lay off.</source>
        <translation>Выберите только карту, которую нужно подложить.</translation>
    </message>
    <message>
        <source>There is no meld on the table to lay off on.</source>
        <translation>На столе нет комбинации, к которой можно подложить карту.</translation>
    </message>
    <message>
        <source>%1 places fit: choose one.</source>
        <translation>Подходящих мест: %1. Выберите одно.</translation>
    </message>
    <message>
        <source>Select only the natural card that replaces the joker.</source>
        <translation>Выберите только обычную карту, которая заменит джокера.</translation>
    </message>
    <message>
        <source>There is no joker on the table.</source>
        <translation>На столе нет джокера.</translation>
    </message>
    <message>
        <source>Select only the card to discard.</source>
        <translation>Выберите только карту для сброса.</translation>
    </message>
    <message>
        <source>There is no card to act on.</source>
        <translation>Нет карты, с которой можно что-то сделать.</translation>
    </message>
    <message>
        <source>Put back in the hand</source>
        <translation>Вернуть на руку</translation>
    </message>
    <message>
        <source>Meld the draft	M</source>
        <translation>Выложить заготовку	M</translation>
    </message>
    <message>
        <source>No menu here: press Enter to act on the focused place.</source>
        <translation>Здесь нет меню: нажмите Enter, чтобы выполнить действие с местом в фокусе.</translation>
    </message>
    <message>
        <source>Top discard: %1</source>
        <translation>Верхняя карта сброса: %1</translation>
    </message>
    <message>
        <source>Your hand is not shown now.</source>
        <translation>Ваши карты сейчас не показаны.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Table melds</source>
        <translation>Комбинации на столе</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>На столе пока нет комбинаций.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Выбор снят.</translation>
    </message>
    <message>
        <source>There is no card to select.</source>
        <translation>Нет карты, которую можно выбрать.</translation>
    </message>
    <message>
        <source>All %1 cards selected.</source>
        <translation>Выбраны все карты: %1.</translation>
    </message>
    <message>
        <source>First card: %1</source>
        <translation>Первая карта: %1</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Последняя карта: %1</translation>
    </message>
    <message>
        <source>No further group.</source>
        <translation>Дальше перейти некуда.</translation>
    </message>
    <message>
        <source>No earlier group.</source>
        <translation>Назад перейти некуда.</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Игра не начата.</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, выбрана</translation>
    </message>
    <message>
        <source>, in the draft</source>
        <translation>, в заготовке</translation>
    </message>
    <message>
        <source>, borrowed</source>
        <translation>, взята со стола</translation>
    </message>
    <message>
        <source>The draft is empty: select the cards of a meld and press N.</source>
        <translation>Заготовка пуста: выберите карты комбинации и нажмите N.</translation>
    </message>
    <message>
        <source>Draft meld %1 of %2: %3</source>
        <translation>Комбинация %1 из %2 в заготовке: %3</translation>
    </message>
    <message>
        <source>Meld %1 of %2, %3 — card %4 of %5: %6</source>
        <translation>Комбинация %1 из %2, %3 — карта %4 из %5: %6</translation>
    </message>
    <message>
        <source>buried joker</source>
        <translation>закопанный джокер</translation>
    </message>
    <message>
        <source>Discard pile, card %1 of %2 from the top: %3</source>
        <translation>Сброс, карта %1 из %2 сверху: %3</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>, %1 points this round</source>
        <translation>, очков в этом раунде: %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Заготовка</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a focus area (&quot;Hand&quot;), %2 what is focused in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off or discard (Delete).</source>
        <translation>Ваш ход: выложите комбинацию, подложите или сбросьте карту (Delete).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.</source>
        <extracomment>D and T are the keys (RULES.md 7); %1 the top card of the discard pile.</extracomment>
        <translation>Ваш ход: возьмите карту из колоды (D) или из сброса (T). Верхняя карта сброса: %1.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation>Ваш ход: возьмите карту из колоды (D).</translation>
    </message>
    <message>
        <source>No joker on the table stands for your %1.</source>
        <translation>Ни один джокер на столе не заменяет %1.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Read the table: %1 a suit (&quot;hearts&quot;), %2 its ranks in the hand (&quot;five, seven, king&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Top discard: %1.</source>
        <translation>Верхняя карта сброса: %1.</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <extracomment>Read the table: %1 a seat (&quot;Ana, 9 cards&quot;), %2 its match score so far.</extracomment>
        <translation>%1, счёт %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1</source>
        <extracomment>%n the number of cards, %1 the cards in the order shown.</extracomment>
        <translation>
            <numerusform>На руке %n карта: %1</numerusform>
            <numerusform>На руке %n карты: %1</numerusform>
            <numerusform>На руке %n карт: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1.</source>
        <extracomment>Read the table: %n the number of cards in your hand, %1 them by suit (&quot;hearts: five, king; …&quot;).</extracomment>
        <translation>
            <numerusform>На руке %n карта: %1.</numerusform>
            <numerusform>На руке %n карты: %1.</numerusform>
            <numerusform>На руке %n карт: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <extracomment>A new round of the match, said as it is dealt: %1 its number.</extracomment>
        <translation>Раунд %1: карты сданы.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s).</source>
        <translation>
            <numerusform>У вас %n карта.</numerusform>
            <numerusform>У вас %n карты.</numerusform>
            <numerusform>У вас %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <extracomment>%1 the player who plays first in the new round.</extracomment>
        <translation>Первый ход: %1.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Первый ход ваш.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s); cut card: %1</source>
        <translation>
            <numerusform>В колоде %n карта; карта среза: %1</numerusform>
            <numerusform>В колоде %n карты; карта среза: %1</numerusform>
            <numerusform>В колоде %n карт; карта среза: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Ваш ход.</translation>
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
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Научиться играть…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <source>Close this window; the lesson goes on from here next time</source>
        <translation>Закрыть это окно; в следующий раз урок продолжится с этого места</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <extracomment>The guided round&apos;s window title; %1 is the game (&quot;Remi 51&quot;).</extracomment>
        <translation>Научиться играть: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Which game would you like to learn?</source>
        <translation>Какую игру вы хотите изучить?</translation>
    </message>
    <message>
        <source>New to these games? A guided round shows you how to play, step by step.</source>
        <translation>Впервые играете? Обучающий раунд шаг за шагом покажет, как играть.</translation>
    </message>
    <message>
        <source>You can start it later from Help → Learn to play…</source>
        <translation>Его можно начать и позже: «Справка → Научиться играть…»</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <extracomment>The guided round is over: the button that closes its window.</extracomment>
        <translation>Завершить урок</translation>
    </message>
    <message>
        <source>Close this window: the lesson is over</source>
        <translation>Закрыть это окно: урок окончен</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>A turn begins with a draw: the top card of the stock or of the discard pile. The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or press T.</source>
        <translation>Ход начинается с того, что вы берёте карту: верхнюю из колоды или из сброса. %1 в сбросе подходит к вашим %2 %3 %4. Возьмите её: щёлкните по сбросу или нажмите T.</translation>
    </message>
    <message>
        <source>Press Meld, or M, to lay the set.</source>
        <translation>Нажмите «Выложить» или M, чтобы выложить группу.</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table may be laid off on it. Put %1 on the nines: drag it there, or select it and press L.</source>
        <translation>Карту, которая подходит к комбинации на столе, можно подложить к ней. Подложите %1 к девяткам: перетащите её туда или выберите и нажмите L.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card, %1: double-click it, drag it onto the discard pile, or select it and press Delete. The card taken from the pile may not be discarded in the same turn.</source>
        <translation>Завершите ход, сбросив одну карту, %1: дважды щёлкните по ней, перетащите её в сброс или выберите и нажмите Delete. Карту, взятую из сброса, нельзя сбросить в том же ходу.</translation>
    </message>
    <message>
        <source>West laid a run of hearts. Draw from the stock this time: click it or press D.</source>
        <translation>Запад выложил последовательность червей. На этот раз возьмите карту из колоды: щёлкните по ней или нажмите D.</translation>
    </message>
    <message>
        <source>Lay off %1 on your run.</source>
        <translation>Подложите %1 к своей последовательности.</translation>
    </message>
    <message>
        <source>You may lay off on other players&apos; melds too: put %1 on West&apos;s hearts.</source>
        <translation>Подкладывать можно и к чужим комбинациям: подложите %1 к последовательности червей Запада.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. The round ends as soon as a hand is empty.</source>
        <translation>Закройтесь: сбросьте последнюю карту, %1. Раунд заканчивается, как только у кого-то не остаётся карт.</translation>
    </message>
    <message>
        <source>You went out and score the cards left in West&apos;s hand: an ace 1, a picture card 10, the others their value. Going rummy, all your cards out in one turn without having melded or laid off before in the round, doubles the score.</source>
        <translation>Вы закрылись и получаете стоимость карт, оставшихся на руке у Запада: туз — 1, картинка — 10, остальные — по номиналу. Рамми за один ход — когда все карты выложены сразу, а до этого в раунде вы ничего не выкладывали и не подкладывали — удваивает очки.</translation>
    </message>
    <message>
        <source>34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M.</source>
        <translation>34 и 30 — это 64: достаточно, чтобы открыться. Выложите обе комбинации сразу: нажмите «Выложить» или M.</translation>
    </message>
    <message>
        <source>You have opened. From now on you may add cards to any meld on the table. Put %1 on your run: drag it there, or select it and press L.</source>
        <translation>Вы открылись. Теперь можно подкладывать карты к любой комбинации на столе. Подложите %1 к своей последовательности: перетащите её туда или выберите и нажмите L.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. The joker comes to your hand.</source>
        <translation>Джокер в последовательности Запада заменяет карту %1, а эта карта у вас. Поменяйте их: перетащите %1 на джокера или выберите эту карту и нажмите J. Джокер перейдёт к вам на руку.</translation>
    </message>
    <message>
        <source>End your turn by throwing away one card: %1 is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Завершите ход, сбросив одну карту: карта %1 вам не нужна. Дважды щёлкните по ней, перетащите её в сброс или выберите и нажмите Delete.</translation>
    </message>
    <message>
        <source>The %1 you drew completes %2 %3 %1. Select these three cards.</source>
        <translation>Взятая карта %1 дополняет %2 %3 до группы. Выберите эти три карты.</translation>
    </message>
    <message>
        <source>You have opened already, so a meld of any value may be laid. Press Meld, or M.</source>
        <translation>Вы уже открылись, поэтому можно выложить комбинацию любой стоимости. Нажмите «Выложить» или M.</translation>
    </message>
    <message>
        <source>You may also lay off on other players&apos; melds: put %1 on West&apos;s queens.</source>
        <translation>Подкладывать можно и к чужим комбинациям: подложите %1 к дамам Запада.</translation>
    </message>
    <message>
        <source>And %1 on your kings.</source>
        <translation>И %1 — к своим королям.</translation>
    </message>
    <message>
        <source>Close the round: throw away your last card, %1. The closing card may not be a joker, nor fit a meld on the table.</source>
        <translation>Закройте раунд: сбросьте последнюю карту, %1. Закрывающая карта не может быть джокером и не должна подходить ни к одной комбинации на столе.</translation>
    </message>
    <message>
        <source>Every turn ends with a discard: discard %1. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Каждый ход заканчивается сбросом: сбросьте карту %1. Дважды щёлкните по ней, перетащите её в сброс или выберите и нажмите Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Select %2 %3 to pick it up with them.</source>
        <translation>Запад сбросил карту %1. Выберите %2 %3, чтобы подобрать её вместе с ними.</translation>
    </message>
    <message>
        <source>Besides the pick-up, a meld may be laid only to close, keeping one card to discard. Press Meld, or M.</source>
        <translation>Кроме подбора, комбинацию можно выложить только для закрытия, оставив одну карту для сброса. Нажмите «Выложить» или M.</translation>
    </message>
    <message>
        <source>Close: discard your last card, %1. The closing bonus is ten times its value: 50 for 2 to 10, 100 for a picture card, 150 for an ace.</source>
        <translation>Закройтесь: сбросьте последнюю карту, %1. Бонус за закрытие — её стоимость, умноженная на десять: 50 за карты от 2 до 10, 100 за картинку, 150 за туза.</translation>
    </message>
    <message>
        <source>West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.</source>
        <translation>Запад взял и сбросил карту. На этот раз возьмите карту из колоды: щёлкните по ней или нажмите D. Открытая карта рядом с колодой — карта среза: взять её (Shift+D) может только игрок, который ещё не открылся, и только чтобы выложить в этом ходу все свои карты.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for.</source>
        <translation>Выберите %1 %2 %3 %4: щёлкните по каждой карте или переходите стрелками влево и вправо и нажимайте пробел. Счётчик показывает, сколько выбранные карты дают для открытия. Карты считаются по номиналу; 10, J, Q и K — по 10, туз — 10, джокер — как карта, которую он заменяет.</translation>
    </message>
    <message>
        <source>A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for %1 or %2: either will do.</source>
        <translation>Джокер, взятый со стола, нужно сыграть в том же ходу. Подложите его к своей последовательности: перетащите его туда или выберите и нажмите L. Он может заменять %1 или %2 — подойдёт любая.</translation>
    </message>
    <message>
        <source>You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others&apos; points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins.</source>
        <translation>Вы закрыли раунд: вам −40 очков; Запад платит за карты, оставшиеся на руке. Если бы вы выложили все карты за один ход, не открывшись до этого, это был бы хенд: −80, а очки остальных удвоились бы; с картой среза — −120. В таблице очков это показывает столбец «×»: ×2 после хенда. В партии столько раундов, сколько игроков, чтобы каждый сдал по разу; побеждает игрок с наименьшей суммой.</translation>
    </message>
    <message>
        <source>Remi 51: going out with a hand</source>
        <translation>Реми 51: закрытие хендом</translation>
    </message>
    <message>
        <source>You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>В этом ходу вы можете выложить все карты, кроме одной, не открывшись до этого: это хенд, лучший способ закрыться. Выберите %1 %2 %3 %4: щёлкните по каждой карте или переходите стрелками влево и вправо и нажимайте пробел.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3.</source>
        <translation>Выберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>Press Add to draft, or N.</source>
        <translation>Нажмите «В заготовку» или N.</translation>
    </message>
    <message>
        <source>And %1 %2 %3.</source>
        <translation>И %1 %2 %3.</translation>
    </message>
    <message>
        <source>Close with your last card, %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Закройтесь последней картой, %1: дважды щёлкните по ней, перетащите её в сброс или выберите и нажмите Delete.</translation>
    </message>
    <message>
        <source>20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once.</source>
        <translation>20 и 30 — это 50: достаточно, чтобы открыться. Нажмите «Выложить» или M. В Рами очки начисляются сразу, как только карты сыграны: эти 50 сразу прибавятся к вашему счёту.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was.</source>
        <translation>Джокер в последовательности Запада заменяет карту %1, а эта карта у вас. Поменяйте их: перетащите %1 на джокера или выберите эту карту и нажмите J. Обмен очков не даёт: туз стоит столько же, сколько стоил джокер.</translation>
    </message>
    <message>
        <source>Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points.</source>
        <translation>Нажмите «Выложить» или M: группа семёрок, джокер заменяет семёрку, 15 очков.</translation>
    </message>
    <message>
        <source>In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your %1 %2 need a third four: take the %3 from West&apos;s diamonds. Press C, choose the run with Up and Down and the %3 with Left and Right, press Enter and choose Take; or right-click the %3.</source>
        <translation>В этом уроке включено перекладывание (манипуляция, параметр правил): можно перекладывать комбинации на столе, чтобы выложить свои карты. Вашим %1 %2 нужна третья четвёрка: возьмите %3 из последовательности бубен Запада. Нажмите C, стрелками вверх и вниз выберите последовательность, а стрелками влево и вправо — %3, нажмите Enter и выберите «Взять на руку…»; или щёлкните по %3 правой кнопкой мыши.</translation>
    </message>
    <message>
        <source>The %1 is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select %2 %3 %1.</source>
        <translation>Карта %1 взята со стола: её нужно вернуть на стол в этом ходу. Взятая со стола карта, оставшаяся на руке в конце хода, стоит 300 штрафных очков. Выберите %2 %3 %1.</translation>
    </message>
    <message>
        <source>Press Meld, or M: the fours score 15, less the 5 you lost when you took the %1: 10 points.</source>
        <translation>Нажмите «Выложить» или M: четвёрки дают 15, минус 5, которые вы потеряли, когда взяли %1: 10 очков.</translation>
    </message>
    <message>
        <source>End your turn by discarding %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Завершите ход, сбросив карту %1: дважды щёлкните по ней, перетащите её в сброс или выберите и нажмите Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T.</source>
        <translation>Запад сбросил %1. Теперь, когда вы открылись, вместо карты из колоды можно взять верхнюю карту сброса: щёлкните по ней или нажмите T.</translation>
    </message>
    <message>
        <source>Lay off %1 on your hearts.</source>
        <translation>Подложите %1 к своей последовательности червей.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept.</source>
        <translation>Закройтесь: сбросьте последнюю карту, %1. В Рами раунд заканчивается и тогда, когда рука опустеет после выкладывания или подкладывания: оставлять карту для сброса не нужно.</translation>
    </message>
    <message>
        <source>You went out and win the cards left in West&apos;s hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins.</source>
        <translation>Вы закрылись и получаете очки за карты, оставшиеся на руке у Запада: от 2 до 9 — по 5, от 10 до K — по 10, туз — 15, джокер — 20. Если бы вы открылись и закрылись за один ход, это было бы реми: ещё 200. Партия идёт, пока чей-нибудь счёт не достигнет 1000; побеждает игрок с наибольшей суммой.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; the ace is low, A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>Последовательность — это три или больше карт одной масти подряд; туз в ней младший, A-2-3, но никогда не Q-K-A. Выберите %1 %2 %3 %4: щёлкните по каждой карте или переходите стрелками влево и вправо и нажимайте пробел.</translation>
    </message>
    <message>
        <source>Cards laid on the table together are a meld. Other games ask for an opening, a first meld worth a minimum of points; Rummy does not. Press Meld, or M.</source>
        <translation>Карты, выложенные на стол вместе, — это комбинация. В других играх нужно открытие — первая комбинация не меньше определённого числа очков; в классическом рамми — нет. Нажмите «Выложить» или M.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select %1 %2 %3.</source>
        <translation>Группа — это три или четыре карты одного достоинства разных мастей. Выберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N.</source>
        <translation>Последовательность — это три или больше карт одной масти подряд; туз может быть младшим, A-2-3, или старшим, Q-K-A. От %1 до %2: 34 очка. Чтобы открыться, нужно не меньше 51 за один раз, поэтому отложите последовательность: нажмите «В заготовку» или N.</translation>
    </message>
    <message>
        <source>Instead of drawing from the stock you may pick up one of the top three cards of the discard pile, but only to lay it at once in a new meld, cards laid on the table together, with at least two cards from your hand. Select %1 %2 first.</source>
        <translation>Вместо того чтобы брать карту из колоды, можно подобрать одну из трёх верхних карт сброса, но только чтобы сразу выложить её в новую комбинацию (карты, которые выкладываются на стол вместе) хотя бы с двумя картами с руки. Сначала выберите %1 %2.</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the %1, which fits your %2 %3 %4. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn.</source>
        <translation>Ход начинается с того, что вы берёте карту: верхнюю из колоды или из сброса. Запад открылся, выложив первую комбинацию (карты на столе) не меньше чем на 51 очко, и сбросил %1 — она подходит к вашим %2 %3 %4. Возьмите её: щёлкните по сбросу или нажмите T. Пока вы не открылись, брать карту из сброса можно только в первом круге, в первый ход каждого игрока, как сейчас; позже — только чтобы открыться в том же ходу.</translation>
    </message>
    <message>
        <source>Now select the three kings, %1 %2 %3: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Теперь выберите трёх королей, %1 %2 %3: группа — три или четыре карты одного достоинства разных мастей, 30 очков. Играют двумя колодами, но в группе никогда не бывает двух карт одной масти.</translation>
    </message>
    <message>
        <source>West threw away the %1. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T.</source>
        <translation>Запад сбросил %1. Открытие — это ваша первая комбинация: карты, выложенные на стол, не меньше чем на 51 очко. Пока вы не открылись, брать карту из сброса можно только в первом круге, в первый ход каждого игрока, как сейчас; позже — только чтобы открыться в том же ходу. Возьмите её: щёлкните по сбросу или нажмите T.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together.</source>
        <translation>Последовательность — это три или больше карт одной масти подряд; туз может быть младшим, A-2-3, или старшим, Q-K-A. Отложите последовательность: нажмите «В заготовку» или N. Все комбинации выкладываются вместе.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select the four nines: %1 %2 %3 %4.</source>
        <translation>Группа — это три или четыре карты одного достоинства разных мастей. Выберите четыре девятки: %1 %2 %3 %4.</translation>
    </message>
    <message>
        <source>The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you.</source>
        <translation>Счётчик показывает 101: карты считаются по номиналу (J, Q и K — по 10, туз — 10). Это намного больше 51 очка, нужного для открытия. Нажмите «Выложить» или M: четыре комбинации выкладываются сразу, и вы открываетесь.</translation>
    </message>
    <message>
        <source>That was a hand: −80 points for you instead of −40, and the others&apos; points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120.</source>
        <translation>Это был хенд: вам −80 очков вместо −40, а очки остальных удваиваются: столбец «×» в таблице очков показывает ×2. Запад не открылся: 100, удвоенные до 200. Хенд с картой среза (открытая карта рядом с колодой, взятая вместо карты из колоды) даёт −120.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N.</source>
        <translation>Последовательность — это три или больше карт одной масти подряд; туз может быть младшим, A-2-3, или старшим, Q-K-A. Эта последовательность червей даёт 20 очков — одной её мало. Отложите её: нажмите «В заготовку» или N.</translation>
    </message>
    <message>
        <source>Now select %1 %2 %3: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Теперь выберите %1 %2 %3: группа — три или четыре карты одного достоинства разных мастей; эти короли дают 30 очков. Играют двумя колодами, но в группе никогда не бывает двух карт одной масти.</translation>
    </message>
    <message>
        <source>West opened: a player&apos;s first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D.</source>
        <translation>Запад открылся: открытие — это первые комбинации игрока, выложенные на стол, не меньше чем на 40 очков. В Рами брать из сброса можно только после того, как вы открылись, поэтому возьмите карту из колоды: щёлкните по ней или нажмите D.</translation>
    </message>
    <message>
        <source>To open, lay melds worth at least 40 points in one turn, from your own hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for.</source>
        <translation>Чтобы открыться, выложите за один ход комбинации не меньше чем на 40 очков, только из своих карт. Выберите %1 %2 %3 %4: щёлкните по каждой карте или переходите стрелками влево и вправо и нажимайте пробел. Счётчик показывает их стоимость: от 2 до 9 — по 5; 10, J, Q и K — по 10; туз — 15 (5 в A-2-3); джокер — как карта, которую он заменяет.</translation>
    </message>
    <message>
        <source>Beside your name: your total, then this round&apos;s points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off %1 on West&apos;s diamonds for 5 more. Drag it there, or select it and press L.</source>
        <translation>Рядом с вашим именем: ваш общий счёт, а в скобках — очки этого раунда, 0 (+50). Комбинация на столе никому не принадлежит: подложите %1 к последовательности бубен Запада — ещё 5 очков. Перетащите её туда или выберите и нажмите L.</translation>
    </message>
    <message>
        <source>Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select %1 %2 and the joker.</source>
        <translation>Осторожно, штраф 300 очков: джокер, взятый со стола, нужно в том же ходу выложить в новой комбинации. Если его сбросить или оставить на руке, в конце хода вы получите 300 штрафных очков. Выберите %1 %2 и джокера.</translation>
    </message>
    <message>
        <source>Now take the %1, third from the top: click it, or press Shift+T and choose it. The cards above it come to your hand. A set, three or four cards of one rank in different suits, may be laid only while you have a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is one.</source>
        <translation>Теперь подберите %1, третью сверху: щёлкните по ней или нажмите Shift+T и выберите её. Карты над ней перейдут к вам на руку. Группу — три или четыре карты одного достоинства разных мастей — можно выложить, только если у вас есть последовательность (три или больше карт одной масти подряд), на столе или на руке: ваши %2 %3 %4 — последовательность.</translation>
    </message>
    <message>
        <source>Click the %1 on the pile, or press T: the run %1 %2 %3 goes down.</source>
        <translation>Щёлкните по %1 в сбросе или нажмите T: последовательность %1 %2 %3 ляжет на стол.</translation>
    </message>
    <message>
        <source>In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q K. Select %1 %2 %3.</source>
        <translation>В этой игре последовательность — это идущие подряд числовые карты одной масти (от 2 до 10) или ровно J Q K. Выберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>You closed the round. Everyone scores the cards in melds, on the table or in hand, plus and the other cards minus; without a run the sets count minus.</source>
        <translation>Вы закрыли раунд. Каждый получает плюс за карты в комбинациях, на столе или на руке, и минус за остальные карты; без последовательности группы идут в минус.</translation>
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
        <translation>Вы&amp;ложить</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>В &amp;заготовку</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Очистить заготовку</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>По &amp;масти</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>По &amp;достоинству</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
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
        <translation>На&amp;стройки…</translation>
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
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>New game dealt.</source>
        <translation>Карты для новой игры сданы.</translation>
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
        <source>The card deck %1 cannot be read; using Remi&apos;s own deck.</source>
        <translation>Не удалось прочитать колоду карт %1; используется собственная колода Реми.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нет игры для сохранения.</translation>
    </message>
    <message>
        <source>The saved players do not fit the game.</source>
        <translation>Игроки в сохранении не соответствуют этой игре.</translation>
    </message>
    <message>
        <source>Remi games (*.%1)</source>
        <translation>Игры Реми (*.%1)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Игра сохранена в %1.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Игра загружена из %1.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удалось открыть %1:
%2</translation>
    </message>
    <message>
        <source>New game dealt. %1</source>
        <extracomment>%1 what to do on the first turn (&quot;Your turn: draw from the stock (D) or take the discard (T)…&quot;).</extracomment>
        <translation>Карты для новой игры сданы. %1</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Ста&amp;тистика…</translation>
    </message>
    <message>
        <source>Show your cards and play your turn (%1)</source>
        <translation>Открыть свои карты и сделать ход (%1)</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (%1)</source>
        <translation>Выложить выбранные карты вместе с заготовкой как новые комбинации (%1)</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (%1)</source>
        <translation>Отложить выбранные карты как одну из комбинаций для открытия (%1)</translation>
    </message>
    <message>
        <source>Put the draft cards back in the hand (%1)</source>
        <translation>Вернуть карты из заготовки на руку (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by suit (%1)</source>
        <translation>Сортировать карты на руке по масти (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (%1)</source>
        <translation>Сортировать карты на руке по достоинству (%1)</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (%1)</source>
        <translation>Отменить последнее действие в этом ходу (%1)</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Настройки сохранены.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Открыть её</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1. Game → Open… opens it again.</source>
        <extracomment>%1 the file the unfinished game was copied to.</extracomment>
        <translation>Ваша незаконченная партия сохранена как %1. «Игра → Открыть…» откроет её снова.</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Reconnecting…</source>
        <translation>Связь со столом потеряна. Переподключение…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Вы снова за столом.</translation>
    </message>
    <message>
        <source>The table is open. Its code: %1</source>
        <translation>Стол открыт. Код стола: %1</translation>
    </message>
    <message>
        <source>Friends at home type one of these addresses: %1</source>
        <translation>Друзья в вашей домашней сети вводят один из этих адресов: %1</translation>
    </message>
    <message>
        <source>Invitation for seat %1: %2</source>
        <translation>Приглашение на место %1: %2</translation>
    </message>
    <message>
        <source>Friends outside your home network need your router to forward port %1 (TCP) to this computer; they then use your public address.</source>
        <translation>Чтобы подключились друзья вне вашей домашней сети, роутер должен перенаправлять порт %1 (TCP) на этот компьютер; тогда они используют ваш внешний адрес.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>&amp;Играть по сети…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хозяин стола</translation>
    </message>
    <message>
        <source>A game at a network table is kept by the table&apos;s server and cannot be saved to a file.</source>
        <translation>Игру за сетевым столом хранит сервер стола, сохранить её в файл нельзя.</translation>
    </message>
    <message>
        <source>Waiting for the online table to start…</source>
        <translation>Ждём начала игры за сетевым столом…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>You host this table: your friends wait until you come back. Quit anyway?</source>
        <translation>Вы хозяин этого стола: друзья будут ждать, пока вы не вернётесь. Всё равно выйти?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Всё равно выйти</translation>
    </message>
    <message>
        <source>&amp;Match standings…</source>
        <translation>Итоги &amp;партии…</translation>
    </message>
    <message>
        <source>The last match&apos;s standings…</source>
        <translation>Итоги прошлой партии…</translation>
    </message>
    <message>
        <source>A rematch is dealt: a new match at this table.</source>
        <translation>Сдана новая партия за этим же столом.</translation>
    </message>
    <message>
        <source>%1 started a rematch: a new match at this table.</source>
        <translation>%1 начинает новую партию за этим же столом.</translation>
    </message>
</context>
<context>
    <name>MarkWords</name>
    <message>
        <source>Gold frame on a hand card: it is selected.</source>
        <translation>Золотая рамка вокруг карты на руке: карта выбрана.</translation>
    </message>
    <message>
        <source>Blue tint on a hand card: it is in the draft, not on the table yet.</source>
        <translation>Синий оттенок на карте на руке: карта в заготовке, ещё не на столе.</translation>
    </message>
    <message>
        <source>Light blue ring: the keyboard focus.</source>
        <translation>Голубой ободок: фокус клавиатуры.</translation>
    </message>
    <message>
        <source>Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, or the card you drew).</source>
        <translation>Гаснущий жёлтый ободок: изменено последним ходом (новая комбинация, подложенная карта, замена джокера, сброс или взятая вами карта).</translation>
    </message>
    <message>
        <source>Yellow dashed outline: where the hint&apos;s move goes.</source>
        <translation>Жёлтый пунктирный контур: куда ведёт ход из подсказки.</translation>
    </message>
    <message>
        <source>Yellow frame while you drag a card: it may be dropped there.</source>
        <translation>Жёлтая рамка, пока вы перетаскиваете карту: здесь её можно отпустить.</translation>
    </message>
    <message>
        <source>Red dashed outline while you drag a card: it may not go there; the reason is beside it.</source>
        <translation>Красный пунктирный контур, пока вы перетаскиваете карту: сюда её нельзя; причина указана рядом.</translation>
    </message>
    <message>
        <source>Red dashed frame and red dot: taken from the table this turn; lay it in a meld before the turn ends or it costs %1 points.</source>
        <extracomment>%1 the points a borrowed card costs (300).</extracomment>
        <translation>Красная пунктирная рамка и красная точка: карта взята со стола в этом ходу; положите её в комбинацию до конца хода, иначе штраф %1 очков.</translation>
    </message>
    <message>
        <source>Gold frame and dot on a discard: it may be taken.</source>
        <translation>Золотая рамка и точка на карте сброса: её можно взять.</translation>
    </message>
    <message>
        <source>Red tint after the round: a card that costs points.</source>
        <translation>Красный оттенок после раунда: карта, за которую начисляются штрафные очки.</translation>
    </message>
    <message>
        <source>★: a joker; on the table its badge names the card it stands for.</source>
        <translation>★: джокер; на столе его значок показывает, какую карту он заменяет.</translation>
    </message>
    <message>
        <source>✓ before a name in the score table or the standings: the winner.</source>
        <translation>✓ перед именем в таблице очков или в итоговой таблице: победитель.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <source>Totals after each round</source>
        <translation>Сумма после каждого раунда</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Те же игроки и параметры правил, карты перетасованы заново</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Ждём хозяина стола…</translation>
    </message>
    <message>
        <source>The host of the table deals a rematch</source>
        <translation>Реванш начинает хозяин стола</translation>
    </message>
    <message>
        <source>A new match at this table: the same players and options, newly shuffled</source>
        <translation>Новая партия за этим столом: те же игроки и параметры правил, карты заново перетасованы</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>One place of the standings as said: %1 the place (&quot;1.&quot;), %2 the player, %3 the total.</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Standings: %1.</source>
        <extracomment>The match&apos;s standings said to a screen reader: %1 the places (&quot;1. You, 100; 2. Ana, 0&quot;).</extracomment>
        <translation>Итоговая таблица: %1.</translation>
    </message>
    <message>
        <source>The last match</source>
        <extracomment>The standings of the match played before the host&apos;s rematch (Game → Match standings…).</extracomment>
        <translation>Прошлая партия</translation>
    </message>
    <message>
        <source>&amp;Leave the table and start a new game…</source>
        <translation>&amp;Покинуть стол и начать новую игру…</translation>
    </message>
    <message>
        <source>A new game on this computer: you leave this table</source>
        <translation>Новая игра на этом компьютере: вы покинете этот стол</translation>
    </message>
</context>
<context>
    <name>MeldList</name>
    <message>
        <source>Table melds</source>
        <translation>Комбинации на столе</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>На столе пока нет комбинаций.</translation>
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
        <translation>Компьютер (сильный)</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Имя игрока на месте %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>При том же номере раздачи, той же игре и тех же местах карты сдаются так же: оставьте поле пустым для новой тасовки.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Номер раздачи:</translation>
    </message>
    <message>
        <source>Hot-seat: the players share this screen; the table is covered between their turns.</source>
        <translation>Игра за одним экраном: игроки ходят по очереди, между ходами стол закрыт.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Choose a human player for at least one seat.</source>
        <translation>Назначьте человека хотя бы на одно место.</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Компьютер (эксперт)</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>The seat&apos;s number is its mnemonic (Alt+1…).</extracomment>
        <translation>Место &amp;%1:</translation>
    </message>
    <message>
        <source>Player of seat %1: %2</source>
        <extracomment>Screen reader: %1 the seat&apos;s number, %2 who plays it (&quot;Computer (normal)&quot;).</extracomment>
        <translation>Игрок на месте %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One rule option in the New Game dialog: %1 its label (&quot;Manipulation&quot;), %2 its value (&quot;off&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule options (Settings): %1.</source>
        <extracomment>%1 the options (&quot;Manipulation: off; Round to 5: on&quot;); they are changed in Settings.</extracomment>
        <translation>Параметры правил (в настройках): %1</translation>
    </message>
    <message>
        <source>Playing now: %1. The game chosen here starts when you press OK.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Сейчас идёт игра: %1. Выбранная здесь игра начнётся после нажатия «ОК».</translation>
    </message>
    <message>
        <source>Game and seats</source>
        <translation>Игра и места</translation>
    </message>
    <message>
        <source>Online: each other seat for a person is for a friend who joins over the network from their own computer.</source>
        <translation>По сети: каждое другое место для человека — для друга, который подключится по сети со своего компьютера.</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>The table could not be created: the connection to %1 was lost.</source>
        <translation>Не удалось создать стол: связь с %1 потеряна.</translation>
    </message>
    <message>
        <source>The table was created without a seat for you.</source>
        <translation>Стол создан, но места для вас за ним нет.</translation>
    </message>
    <message>
        <source>This table plays a game or an option this version does not know.</source>
        <translation>За этим столом играют в игру или по параметрам правил, которых эта версия не знает.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. Ask the host for a seat.</source>
        <translation>Все места за этим столом заняты. Попросите у хозяина стола место.</translation>
    </message>
    <message>
        <source>There is no such table at %1, or that seat is not yours. Check the table code.</source>
        <translation>На %1 нет такого стола, или это место не ваше. Проверьте код стола.</translation>
    </message>
    <message>
        <source>The server did not create the table (%1).</source>
        <translation>Сервер не создал стол (%1).</translation>
    </message>
    <message>
        <source>Your seat was taken from another window.</source>
        <translation>Ваше место занято из другого окна.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Elimination</source>
        <translation>Игра на выбывание</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Порог выбывания</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Очки за хенд</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Джокеров в колоде</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Перекладывание (манипуляция)</translation>
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
        <source>Rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Максимум раундов</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Предел очков</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Очки для победы</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Перетасовывать сброс</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Перетасовать один раз</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Переворачивать сброс</translation>
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
        <translation>1 в A-2-3, иначе 11</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартные правила</translation>
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
        <translation>Один круг</translation>
    </message>
    <message>
        <source>Twice around the table</source>
        <translation>Два круга</translation>
    </message>
    <message>
        <source>No discards</source>
        <translation>Без сброса</translation>
    </message>
    <message>
        <source>Discard only, no pickup</source>
        <translation>Только сброс, без подбора</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>Верхняя карта</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Несколько карт</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>вкл. или выкл.</translation>
    </message>
    <message>
        <source>0 or %1 to %2</source>
        <translation>0 или от %1 до %2</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>от %1 до %2 с шагом %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>%1 is not an option of this game</source>
        <translation>%1 — не параметр этой игры</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Неизвестная игра %1.</translation>
    </message>
    <message>
        <source>Q-K-A is also a run; an ace left in hand is worth 15.</source>
        <translation>Q-K-A тоже последовательность; туз, оставшийся на руке, стоит 15.</translation>
    </message>
    <message>
        <source>At most one new meld per turn.</source>
        <translation>Не больше одной новой комбинации за ход.</translation>
    </message>
    <message>
        <source>You can only go out by discarding your last card.</source>
        <translation>Закрыться можно, только сбросив последнюю карту.</translation>
    </message>
    <message>
        <source>Going rummy (going out in one turn without having melded or laid off before) doubles the score.</source>
        <translation>Рамми за один ход (закрытие за один ход, если раньше в раунде вы ничего не выкладывали и не подкладывали) удваивает очки.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.</source>
        <translation>Когда колода закончится, сброс либо перетасовывается каждый раз, либо только один раз (во второй раз раунд заканчивается без очков), либо переворачивается без перетасовки.</translation>
    </message>
    <message>
        <source>Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).</source>
        <translation>Игра до заданного счёта (побеждает первый, кто его наберёт) или на заданное число раундов (побеждает набравший больше всех).</translation>
    </message>
    <message>
        <source>The score that wins a match played to a target.</source>
        <translation>Сколько очков нужно набрать для победы.</translation>
    </message>
    <message>
        <source>The number of rounds of a match played over a fixed number of rounds.</source>
        <translation>Число раундов партии, которая играется на заданное число раундов.</translation>
    </message>
    <message>
        <source>The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).</source>
        <translation>Сдача переходит влево, или следующим сдаёт закрывшийся игрок (после раунда без победителя сдача переходит влево).</translation>
    </message>
    <message>
        <source>A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.</source>
        <translation>Раунд заканчивается без очков, если колода собиралась заново указанное число раз, а за всё это время никто ничего не выложил и не подложил.</translation>
    </message>
    <message>
        <source>The points your first melds must be worth together.</source>
        <translation>Сколько очков в сумме должны стоить ваши первые комбинации.</translation>
    </message>
    <message>
        <source>What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.</source>
        <translation>Сколько стоит туз при открытии: 10; 1 в A-2-3 и 11 в остальных случаях; или 11.</translation>
    </message>
    <message>
        <source>The points for an ace left in hand at the end of the round.</source>
        <translation>Очки за туза, оставшегося на руке в конце раунда.</translation>
    </message>
    <message>
        <source>The points for a joker left in hand at the end of the round.</source>
        <translation>Очки за джокера, оставшегося на руке в конце раунда.</translation>
    </message>
    <message>
        <source>A player who has not opened scores 100 plus the cards in hand instead of 100.</source>
        <translation>Игрок, который не открылся, получает 100 плюс стоимость карт на руке, а не просто 100.</translation>
    </message>
    <message>
        <source>The score of a player who closes normally.</source>
        <translation>Очки игрока, закрывшегося без хенда.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand.</source>
        <translation>Очки игрока, закрывшегося хендом.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand that uses the cut card.</source>
        <translation>Очки игрока, закрывшегося хендом с картой среза.</translation>
    </message>
    <message>
        <source>After a hand the other players&apos; scores are doubled.</source>
        <translation>После хенда очки остальных игроков удваиваются.</translation>
    </message>
    <message>
        <source>Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).</source>
        <translation>Стандартно: при открытии один джокер в комбинации, позже джокеров не больше, чем обычных карт, и никогда два джокера рядом в последовательности; один джокер в комбинации всегда; или сколько угодно (хотя бы с одной обычной картой).</translation>
    </message>
    <message>
        <source>The 14-card run A-2-…-K-A is allowed.</source>
        <translation>Разрешена последовательность из 14 карт A-2-…-K-A.</translation>
    </message>
    <message>
        <source>Laying off and swapping jokers are allowed in the turn you open.</source>
        <translation>Подкладывание и замена джокеров разрешены в ход открытия.</translation>
    </message>
    <message>
        <source>A discard taken in order to open must be in the opening melds.</source>
        <translation>Карта, взятая из сброса для открытия, должна войти в комбинации открытия.</translation>
    </message>
    <message>
        <source>A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.</source>
        <translation>Джокер, взятый при замене, может остаться на руке, а не вернуться на стол в том же ходу.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto other players&apos; melds.</source>
        <translation>В хенде нельзя подкладывать к чужим комбинациям.</translation>
    </message>
    <message>
        <source>The opening must include a run without a joker.</source>
        <translation>В открытии должна быть последовательность без джокера.</translation>
    </message>
    <message>
        <source>Nobody may open or close in this many first circuits.</source>
        <translation>Сколько первых кругов никто не может ни открыться, ни закрыться.</translation>
    </message>
    <message>
        <source>When discarding you may put a joker under your discard; a buried joker can never be taken.</source>
        <translation>При сбросе можно положить джокера под сбрасываемую карту; закопанного джокера взять нельзя.</translation>
    </message>
    <message>
        <source>A player who cuts a joker may leave it as the cut card instead of keeping it.</source>
        <translation>Срезавший джокера может оставить его картой среза, а не забирать себе.</translation>
    </message>
    <message>
        <source>A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).</source>
        <translation>Нельзя сбросить карту, которую можно подложить к комбинации на столе (пока у вас есть карта, которую подложить нельзя).</translation>
    </message>
    <message>
        <source>How often per round the discard pile is shuffled into a new stock when the stock runs out.</source>
        <translation>Сколько раз за раунд сброс перетасовывается в новую колоду, когда колода закончится.</translation>
    </message>
    <message>
        <source>With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi&apos;s addition; the rules set no limit.</source>
        <translation>При неограниченных перетасовках: если колода собиралась заново указанное число раз, а за всё это время никто ничего не выложил и не подложил, раунд заканчивается без закрытия (все получают очки как не закрывшиеся). Дополнение программы Реми; в правилах такого предела нет.</translation>
    </message>
    <message>
        <source>Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).</source>
        <translation>Один круг (каждый сдаёт один раз), два круга или игра на выбывание до порога выбывания (побеждает последний оставшийся игрок).</translation>
    </message>
    <message>
        <source>With elimination: a player whose total reaches this score is eliminated.</source>
        <translation>В игре на выбывание: игрок, чья сумма очков достигнет этого порога, выбывает.</translation>
    </message>
    <message>
        <source>No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.</source>
        <translation>Без сброса (ход просто заканчивается); только сброс (из сброса не берут); можно взять верхнюю карту; или любую карту вместе со всеми картами над ней.</translation>
    </message>
    <message>
        <source>The number of jokers in each deck.</source>
        <translation>Число джокеров в каждой колоде.</translation>
    </message>
    <message>
        <source>Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).</source>
        <translation>Стоимость карт округлена до 5 (2–9 стоят 5, младший туз 5); выкл.: традиционная стоимость (2–9 по номиналу, младший туз 1, старший 11).</translation>
    </message>
    <message>
        <source>Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.</source>
        <translation>Меньше — лучше: карты на столе очков не дают, остальные получают стоимость своих карт на руке × 1 (реми × 2, чистое реми × 3, чистое реми, когда никто другой не открылся, × 4), а игрок, достигший порога выбывания, выбывает.</translation>
    </message>
    <message>
        <source>Without challenge mode: the match ends when a total reaches this score.</source>
        <translation>Без режима на выбывание: партия заканчивается, когда чья-нибудь сумма очков достигнет этого значения.</translation>
    </message>
    <message>
        <source>In challenge mode: a player whose total reaches this score is eliminated.</source>
        <translation>В режиме на выбывание: игрок, чья сумма очков достигнет этого порога, выбывает.</translation>
    </message>
    <message>
        <source>The match ends after this many rounds (0: no limit).</source>
        <translation>Партия заканчивается после указанного числа раундов (0 — без ограничений).</translation>
    </message>
    <message>
        <source>The time for a turn in seconds (0: no limit); a timeout costs 50.</source>
        <translation>Время на ход в секундах (0 — без ограничений); превышение времени — штраф 50 очков.</translation>
    </message>
    <message>
        <source>Cards taken from the pile may be discarded in the same turn.</source>
        <translation>Взятые из сброса карты можно сбросить в том же ходу.</translation>
    </message>
    <message>
        <source>In challenge mode: going out before anyone else opened gives −100 and doubles the others&apos; hands.</source>
        <translation>В режиме на выбывание: закрытие, когда никто другой не открылся, даёт −100 и удваивает очки остальных за карты на руке.</translation>
    </message>
    <message>
        <source>Melds from your hand may be laid in any turn after drawing (keeping one card).</source>
        <translation>Комбинации с руки можно выкладывать в любом ходу после взятия карты (оставив одну карту).</translation>
    </message>
    <message>
        <source>How deep in the discard pile you may pick up a card.</source>
        <translation>Насколько глубоко в сбросе можно подобрать карту.</translation>
    </message>
    <message>
        <source>The closing bonus is this multiplier × the value of the closing card.</source>
        <translation>Бонус за закрытие — этот множитель × стоимость закрывающей карты.</translation>
    </message>
    <message>
        <source>The number of rounds of a match.</source>
        <translation>Число раундов в партии.</translation>
    </message>
    <message>
        <source>A 10 is worth 10 instead of 5.</source>
        <translation>Десятка стоит 10 вместо 5.</translation>
    </message>
    <message>
        <source>Challenge mode</source>
        <translation>Режим на выбывание</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>An ace at both ends of a run</source>
        <translation>Туз на обоих концах последовательности</translation>
    </message>
    <message>
        <source>An ace high or low</source>
        <translation>Туз старший или младший</translation>
    </message>
    <message>
        <source>An ace left in hand</source>
        <translation>Стоимость туза на руке</translation>
    </message>
    <message>
        <source>An ace in the opening</source>
        <translation>Стоимость туза при открытии</translation>
    </message>
    <message>
        <source>Burying a joker</source>
        <translation>Закапывание джокера</translation>
    </message>
    <message>
        <source>Discarding cards taken from the pile</source>
        <translation>Можно сбросить взятую из сброса карту</translation>
    </message>
    <message>
        <source>The cutter may leave a joker</source>
        <translation>Джокер может остаться картой среза</translation>
    </message>
    <message>
        <source>Score for closing</source>
        <translation>Очки за закрытие</translation>
    </message>
    <message>
        <source>Closing bonus factor</source>
        <translation>Множитель бонуса за закрытие</translation>
    </message>
    <message>
        <source>Score for a hand with the cut card</source>
        <translation>Очки за хенд с картой среза</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Смена сдающего</translation>
    </message>
    <message>
        <source>Use of the discard pile</source>
        <translation>Сброс и подбор</translation>
    </message>
    <message>
        <source>A pile card taken to open is in the opening</source>
        <translation>Карта из сброса должна войти в открытие</translation>
    </message>
    <message>
        <source>How deep in the discard pile</source>
        <translation>Глубина подбора из сброса</translation>
    </message>
    <message>
        <source>Going out before anyone opened</source>
        <translation>Закрытие, пока никто не открылся</translation>
    </message>
    <message>
        <source>Keeping a freed joker</source>
        <translation>Освобождённый джокер остаётся на руке</translation>
    </message>
    <message>
        <source>A hand doubles the others&apos; scores</source>
        <translation>Хенд удваивает очки остальных</translation>
    </message>
    <message>
        <source>Identical cards as a meld</source>
        <translation>Комбинации одинаковых карт</translation>
    </message>
    <message>
        <source>A joker left in hand</source>
        <translation>Стоимость джокера на руке</translation>
    </message>
    <message>
        <source>Jokers in a meld</source>
        <translation>Ограничение джокеров</translation>
    </message>
    <message>
        <source>Laying off in the opening turn</source>
        <translation>Подкладывание в ход открытия</translation>
    </message>
    <message>
        <source>How the match ends</source>
        <translation>Как заканчивается партия</translation>
    </message>
    <message>
        <source>Melding from the hand in any turn</source>
        <translation>Выкладывание с руки в любом ходу</translation>
    </message>
    <message>
        <source>Going out only with a discard</source>
        <translation>Закрытие только сбросом</translation>
    </message>
    <message>
        <source>Circuits without opening or closing</source>
        <translation>Круги без открытия и закрытия</translation>
    </message>
    <message>
        <source>No discarding a card that fits</source>
        <translation>Запрет сбрасывать подходящую карту</translation>
    </message>
    <message>
        <source>Opening needs a run without a joker</source>
        <translation>Открытие — только с последовательностью без джокера</translation>
    </message>
    <message>
        <source>Going rummy doubles the score</source>
        <translation>Рамми за один ход удваивает очки</translation>
    </message>
    <message>
        <source>Rebuilds without play that end a round</source>
        <translation>Пересборки колоды без выкладывания</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Когда колода закончится</translation>
    </message>
    <message>
        <source>Reshuffles of the stock</source>
        <translation>Перетасовки колоды</translation>
    </message>
    <message>
        <source>A hand lays off only on its own melds</source>
        <translation>Хенд подкладывает только к своим комбинациям</translation>
    </message>
    <message>
        <source>A 10 is worth 10</source>
        <translation>Десятка стоит 10</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Секунд на ход</translation>
    </message>
    <message>
        <source>Card values rounded to 5</source>
        <translation>Округление до 5</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; cannot be &quot;%2&quot; (allowed: %3)</source>
        <extracomment>%1 the option as Settings names it (&quot;Going rummy doubles the score&quot;), %2 the stored value, %3 what is allowed.</extracomment>
        <translation>Параметр «%1» не может быть «%2» (допустимо: %3)</translation>
    </message>
    <message>
        <source>3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.</source>
        <translation>3 или 4 совершенно одинаковые карты образуют комбинацию, каждая стоит на 10 очков больше; всегда 4 колоды.</translation>
    </message>
    <message>
        <source>Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.</source>
        <translation>Открывшиеся игроки могут брать карты из комбинаций на столе и перекладывать их; за каждую взятую карту, не возвращённую на стол до конца хода, — штраф 300 очков.</translation>
    </message>
    <message>
        <source>Not opened pays 100 plus the hand</source>
        <translation>Не открывшийся платит 100 + карты на руке</translation>
    </message>
    <message>
        <source>Target score</source>
        <comment>how the match ends</comment>
        <translation>До заданного счёта</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <comment>how the match ends</comment>
        <translation>По числу раундов</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Взять из колоды</translation>
    </message>
    <message>
        <source>&amp;Take the top discard</source>
        <translation>Взять верхнюю карту с&amp;броса</translation>
    </message>
    <message>
        <source>Take from deeper in the discard pile…</source>
        <translation>Взять карту из глубины сброса…</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>Вы&amp;ложить</translation>
    </message>
    <message>
        <source>&amp;Lay off…</source>
        <translation>&amp;Подложить…</translation>
    </message>
    <message>
        <source>Swap a &amp;joker…</source>
        <translation>Заменить д&amp;жокера…</translation>
    </message>
    <message>
        <source>Dis&amp;card</source>
        <translation>Сб&amp;росить</translation>
    </message>
    <message>
        <source>Discard, &amp;burying a joker</source>
        <translation>Сбросить, за&amp;копав джокера</translation>
    </message>
    <message>
        <source>&amp;End the turn without a discard</source>
        <translation>Завершить &amp;ход без сброса</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Пов&amp;торить</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>Discard &amp;pile</source>
        <translation>К&amp;арты сброса</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>&amp;Состояние</translation>
    </message>
    <message>
        <source>Draw the cut c&amp;ard (for a hand)</source>
        <translation>Взять карту ср&amp;еза (для хенда)</translation>
    </message>
    <message>
        <source>Add to dra&amp;ft</source>
        <translation>Добавить в &amp;заготовку</translation>
    </message>
    <message>
        <source>Sort b&amp;y suit</source>
        <translation>Сортировать по &amp;масти</translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation>Сортировать по досто&amp;инству</translation>
    </message>
    <message>
        <source>Read the ha&amp;nd</source>
        <translation>Прочитать карты на р&amp;уке</translation>
    </message>
    <message>
        <source>Table melds l&amp;ist</source>
        <translation>Список комбинаций &amp;на столе</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>Таблица о&amp;чков</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Read the &amp;whole table</source>
        <translation>Прочитать стол &amp;целиком</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>Your computer offers the table; friends join it from their own Remi. Choose the game and the seats as for a new game: a seat for a person is a friend&apos;s seat, and the first one is yours.</source>
        <translation>Стол открывается на вашем компьютере; друзья садятся за него из своего Реми. Выберите игру и места, как для новой игры: место для человека — это место для друга, а первое такое место — ваше.</translation>
    </message>
    <message>
        <source>&amp;Game and seats…</source>
        <translation>Игра и &amp;места…</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Открыть стол</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation>&amp;Адрес хозяина стола:</translation>
    </message>
    <message>
        <source>as the host gave it</source>
        <translation>от хозяина стола</translation>
    </message>
    <message>
        <source>&amp;Table code:</source>
        <translation>&amp;Код стола:</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Сесть за стол</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>The last table: %1 at %2.</source>
        <translation>Последний стол: %1 на %2.</translation>
    </message>
    <message>
        <source>You have not played at a table yet.</source>
        <translation>Вы ещё не играли за сетевым столом.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Вернуться за стол</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Вернуться за стол</translation>
    </message>
    <message>
        <source>O&amp;ffer hints at this table</source>
        <translation>Подсказки за &amp;этим столом</translation>
    </message>
    <message>
        <source>Unticked, nobody at the table gets hints (Play → Hint)</source>
        <translation>Если флажок снят, никто за столом не получает подсказок («Ход → Подсказка»)</translation>
    </message>
    <message numerus="yes">
        <source>%n friend(s)</source>
        <comment>Play online summary: the friends&apos; seats</comment>
        <translation>
            <numerusform>%n друг</numerusform>
            <numerusform>%n друга</numerusform>
            <numerusform>%n друзей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer player(s)</source>
        <comment>Play online summary: the computer seats</comment>
        <translation>
            <numerusform>%n компьютерный игрок</numerusform>
            <numerusform>%n компьютерных игрока</numerusform>
            <numerusform>%n компьютерных игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: you, %2 and %3.</source>
        <comment>Play online summary: game, friends, computer players</comment>
        <translation>%1: вы, %2 и %3.</translation>
    </message>
    <message>
        <source>%1: you and %2.</source>
        <comment>Play online summary: game, then the friends or the computer players</comment>
        <translation>%1: вы и %2.</translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>The host turned hints off for this table.</source>
        <translation>Хозяин стола отключил подсказки.</translation>
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
        <translation>Вы&amp;делить всё</translation>
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
        <translation>Перекладывание карт на столе отключено.</translation>
    </message>
    <message>
        <source>You have to open first.</source>
        <translation>Сначала нужно открыться.</translation>
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
        <translation>Эти карты не образуют ни последовательности, ни группы.</translation>
    </message>
    <message>
        <source>It is not yet clear which card that joker stands for.</source>
        <translation>Пока неясно, какую карту заменяет этот джокер.</translation>
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
        <translation>Так ходить нельзя.</translation>
    </message>
    <message>
        <source>The hand is hidden: press Space to show it first.</source>
        <translation>Карты скрыты: сначала нажмите пробел, чтобы открыть их.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>В комбинации должно быть не меньше трёх карт.</translation>
    </message>
    <message>
        <source>%1 alone would be only one card: a meld needs three.</source>
        <extracomment>%1 the cards (&quot;K♣ A♣&quot;): a meld needs three cards or more (a take or split may leave too few).</extracomment>
        <translation>Получилась бы только одна карта (%1), а в комбинации их не меньше трёх.</translation>
    </message>
    <message>
        <source>%1 would be only two cards: a meld needs three.</source>
        <translation>Получились бы только две карты (%1), а в комбинации их не меньше трёх.</translation>
    </message>
    <message>
        <source>%1 would make the run too long.</source>
        <translation>С %1 последовательность была бы слишком длинной.</translation>
    </message>
    <message>
        <source>A set has at most four cards: %1 would be a fifth.</source>
        <extracomment>A set or identical meld already has four cards; %1 the card that would be the fifth.</extracomment>
        <translation>В группе не больше четырёх карт: %1 была бы пятой.</translation>
    </message>
    <message>
        <source>%1 does not fit a run of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): a run is all one suit.</extracomment>
        <translation>%1 не подходит к последовательности %2.</translation>
    </message>
    <message>
        <source>A run is all one suit: %1 does not fit.</source>
        <translation>Все карты последовательности — одной масти: %1 не подходит.</translation>
    </message>
    <message>
        <source>%1 does not fit a set of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a rank in plural (&quot;kings&quot;).</extracomment>
        <translation>%1 не подходит к группе %2.</translation>
    </message>
    <message>
        <source>A set is all one rank: %1 does not fit.</source>
        <translation>Все карты группы — одного достоинства: %1 не подходит.</translation>
    </message>
    <message>
        <source>Cards are missing between %1 and %2.</source>
        <extracomment>A run with cards missing between %1 and %2 (&quot;5♥&quot;, &quot;8♥&quot;).</extracomment>
        <translation>Между %1 и %2 не хватает карт.</translation>
    </message>
    <message>
        <source>%1 cannot come after %2 in a run.</source>
        <translation>В последовательности %1 не может идти после %2.</translation>
    </message>
    <message>
        <source>A run has each rank once: %1 and %2.</source>
        <translation>В последовательности каждое достоинство только один раз: %1 и %2.</translation>
    </message>
    <message>
        <source>A set has each suit once: %1 and %2.</source>
        <translation>В группе каждая масть только один раз: %1 и %2.</translation>
    </message>
    <message>
        <source>An ace is low in this game: %1 cannot come after the king.</source>
        <translation>В этой игре туз младший: %1 не может идти после короля.</translation>
    </message>
    <message>
        <source>A run cannot have an ace at both ends (%1 and %2).</source>
        <translation>В последовательности не может быть туза на обоих концах (%1 и %2).</translation>
    </message>
    <message>
        <source>%1 cannot be in a run in this game.</source>
        <extracomment>Remi Indonesia runs (2 to 10, or J Q K): %1 the cards that cannot be in a run.</extracomment>
        <translation>В этой игре в последовательность нельзя включить %1.</translation>
    </message>
    <message>
        <source>%1 and %2 do not join in a run in this game.</source>
        <translation>В этой игре %1 и %2 не соединяются в последовательность.</translation>
    </message>
    <message>
        <source>A run cannot go round from the king to the two: %1.</source>
        <translation>Последовательность не может переходить от короля к двойке: %1.</translation>
    </message>
    <message>
        <source>Too many jokers in one meld.</source>
        <translation>Слишком много джокеров в одной комбинации.</translation>
    </message>
    <message>
        <source>Two jokers cannot stand next to each other in a run.</source>
        <translation>Два джокера не могут стоять рядом в последовательности.</translation>
    </message>
    <message>
        <source>%1 does not fit at either end of this run of %2.</source>
        <extracomment>%1 a card, %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): the card is not next to either end of the run.</extracomment>
        <translation>%1 не подходит ни к одному концу этой последовательности %2.</translation>
    </message>
    <message>
        <source>%1 does not fit that meld.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off on a meld that does not take it.</extracomment>
        <translation>%1 не подходит к этой комбинации.</translation>
    </message>
    <message>
        <source>That set already has %1.</source>
        <extracomment>%1 the card of that suit already in the set (&quot;A♣&quot;).</extracomment>
        <translation>В этой группе уже есть %1.</translation>
    </message>
    <message>
        <source>Taking %1 would break the run into three pieces or more.</source>
        <translation>Если взять %1, последовательность распадётся на три части или больше.</translation>
    </message>
    <message>
        <source>%1 would be left off the table.</source>
        <translation>Вне комбинаций на столе остались бы: %1.</translation>
    </message>
    <message numerus="yes">
        <source>open first: %n points</source>
        <extracomment>A disabled menu entry&apos;s reason: the player must open first, with %n opening points.</extracomment>
        <translation>
            <numerusform>сначала откройтесь (нужно %n очко)</numerusform>
            <numerusform>сначала откройтесь (нужно %n очка)</numerusform>
            <numerusform>сначала откройтесь (нужно %n очков)</numerusform>
        </translation>
    </message>
    <message>
        <source>open first</source>
        <translation>сначала откройтесь</translation>
    </message>
    <message>
        <source>draw first</source>
        <translation>сначала возьмите карту</translation>
    </message>
    <message>
        <source>already drawn</source>
        <translation>карта уже взята</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>не ваш ход</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>раунд окончен</translation>
    </message>
    <message>
        <source>no valid meld</source>
        <translation>нет правильной комбинации</translation>
    </message>
    <message>
        <source>no meld takes it now</source>
        <translation>сейчас её некуда подложить</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 fits none of the melds on the table.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off: no meld on the table takes it.</extracomment>
        <translation>%1 не подходит ни к одной комбинации на столе.</translation>
    </message>
    <message>
        <source>table manipulation is off in this game; Settings can turn it on for a new game</source>
        <extracomment>A disabled menu entry&apos;s reason (rami&apos;s table manipulation option is off).</extracomment>
        <translation>перекладывание (манипуляция) в этой игре выключено; его можно включить в настройках для новой игры</translation>
    </message>
    <message>
        <source>A set needs a run of yours first.</source>
        <translation>Для группы сначала нужна ваша последовательность.</translation>
    </message>
    <message>
        <source>The table is not reachable — reconnecting…</source>
        <translation>Стол недоступен — переподключение…</translation>
    </message>
    <message>
        <source>You cannot go out in this turn: you had not opened before it and laid off on another player&apos;s meld. Undo that lay-off, or keep more cards.</source>
        <translation>В этот ход закрыться нельзя: до него вы не открылись, а подложили карту к комбинации другого игрока. Отмените это подкладывание или оставьте на руке больше карт.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>Your hand: %1</source>
        <translation>На руке: %1</translation>
    </message>
    <message>
        <source>No melds on the table</source>
        <translation>На столе нет комбинаций</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Стол: %1</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Сброс пуст</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Сброс (верхняя карта — последняя): %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карты</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Карта среза: %1</translation>
    </message>
    <message>
        <source>Choose a moment to see the table as it was.</source>
        <translation>Выберите момент, чтобы увидеть, каким тогда был стол.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n cards) and discard pile</source>
        <translation>
            <numerusform>Колода (%n карта) и сброс</numerusform>
            <numerusform>Колода (%n карты) и сброс</numerusform>
            <numerusform>Колода (%n карт) и сброс</numerusform>
        </translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>карта среза</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Re&amp;view my round…</source>
        <translation>&amp;Разбор моего раунда…</translation>
    </message>
    <message>
        <source>What the expert would have done, turn by turn (%1)</source>
        <translation>Как сыграл бы эксперт, ход за ходом (%1)</translation>
    </message>
    <message>
        <source>Review my round…</source>
        <translation>Разбор моего раунда…</translation>
    </message>
    <message>
        <source>A round at a network table cannot be reviewed: only the table&apos;s server knows the cards that were dealt.</source>
        <translation>Раунд за сетевым столом разобрать нельзя: только сервер стола знает, какие карты были сданы.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1&apos;s review of round %2 is hidden. Show it when only %1 is looking.</source>
        <translation>Разбор раунда %2 для игрока %1 скрыт. Покажите его, когда смотрит только %1.</translation>
    </message>
    <message>
        <source>Review of round %1</source>
        <translation>Разбор раунда %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n decisions…</source>
        <translation>
            <numerusform>Разбор: %1 из %n решения…</numerusform>
            <numerusform>Разбор: %1 из %n решений…</numerusform>
            <numerusform>Разбор: %1 из %n решений…</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for another review to finish…</source>
        <translation>Ждём окончания другого разбора…</translation>
    </message>
    <message>
        <source>This round cannot be reviewed: it was not dealt from the match&apos;s seed.</source>
        <translation>Этот раунд нельзя разобрать: его карты сданы не по номеру раздачи этой партии.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>No mistakes worth a point: every decision was the expert&apos;s, or as good within what the simulations can tell.</source>
        <translation>Нет ошибок дороже одного очка: каждое решение совпало с решением эксперта или, насколько могут судить симуляции, было не хуже.</translation>
    </message>
    <message>
        <source>The table at the selected moment</source>
        <translation>Стол в выбранный момент</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Раунд:</translation>
    </message>
    <message>
        <source>Pl&amp;ayer:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Прогресс разбора</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Re&amp;view this round</source>
        <translation>Разобрать &amp;этот раунд</translation>
    </message>
    <message>
        <source>&amp;Show my review</source>
        <translation>&amp;Показать мой разбор</translation>
    </message>
    <message>
        <source>Moments that cost points</source>
        <translation>Моменты, которые стоили очков</translation>
    </message>
    <message>
        <source>In &amp;turn order</source>
        <translation>В порядке &amp;ходов</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← &amp;Назад</translation>
    </message>
    <message>
        <source>The moment before (Left arrow)</source>
        <translation>Предыдущий момент (стрелка влево)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Вперёд →</translation>
    </message>
    <message>
        <source>The next moment (Right arrow)</source>
        <translation>Следующий момент (стрелка вправо)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close the review (Esc); a review under way goes on</source>
        <translation>Закрыть разбор (Esc); начатый разбор продолжится</translation>
    </message>
    <message>
        <source>Each decision is judged from what you knew at that moment, not by how the round ended: a round lost to the cards can still be well played.</source>
        <translation>Каждое решение оценивается по тому, что вы знали в тот момент, а не по исходу раунда: даже раунд, проигранный из-за карт, можно сыграть хорошо.</translation>
    </message>
    <message>
        <source>Other moves the expert would make, at no real cost:</source>
        <translation>Другие ходы, которые сделал бы эксперт, — без заметной разницы в очках:</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>draw from the stock</source>
        <translation>взять карту из колоды</translation>
    </message>
    <message>
        <source>take the cut card</source>
        <translation>взять карту среза</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>взять верхнюю карту сброса</translation>
    </message>
    <message numerus="yes">
        <source>take %n cards from the discard pile</source>
        <translation>
            <numerusform>взять из сброса %n карту</numerusform>
            <numerusform>взять из сброса %n карты</numerusform>
            <numerusform>взять из сброса %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>pick up from the discard pile and meld %1</source>
        <translation>подобрать карту из сброса и выложить %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>выложить %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>подложить %1</translation>
    </message>
    <message>
        <source>swap %1 for a joker on the table</source>
        <translation>заменить картой %1 джокера на столе</translation>
    </message>
    <message>
        <source>take %1 from the table</source>
        <translation>взять %1 со стола</translation>
    </message>
    <message>
        <source>rearrange the table</source>
        <translation>переложить комбинации на столе</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>сбросить %1</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>завершить ход</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отменить действие</translation>
    </message>
    <message>
        <source>let the time run out</source>
        <translation>дождаться, пока истечёт время</translation>
    </message>
    <message>
        <source>the %1 on the pile makes a meld</source>
        <translation>карта %1 из сброса составляет комбинацию</translation>
    </message>
    <message>
        <source>the %1 from the pile helps less than a card from the stock</source>
        <translation>карта %1 из сброса помогает меньше, чем карта из колоды</translation>
    </message>
    <message>
        <source>your move leaves %1 points of deadwood in hand, the expert&apos;s %2</source>
        <translation>очков на руке вне комбинаций после вашего хода: %1, после хода эксперта: %2</translation>
    </message>
    <message>
        <source>the %1 is worth more in your hand than the %2</source>
        <translation>карта %1 ценнее на руке, чем карта %2</translation>
    </message>
    <message>
        <source>keeping it in hand for a later turn is better</source>
        <translation>лучше придержать это на руке до следующих ходов</translation>
    </message>
    <message>
        <source>playing to the table now is better</source>
        <translation>лучше выложить это на стол сейчас</translation>
    </message>
    <message>
        <source>the joker is not worth giving up the %1</source>
        <translation>джокер не стоит того, чтобы отдавать карту %1</translation>
    </message>
    <message>
        <source>Turn %1: you %2; the expert would %3</source>
        <translation>Ход %1: вы предпочли %2, а эксперт предпочёл бы %3</translation>
    </message>
    <message numerus="yes">
        <source>about %n points better on average</source>
        <translation>
            <numerusform>в среднем примерно на %n очко лучше</numerusform>
            <numerusform>в среднем примерно на %n очка лучше</numerusform>
            <numerusform>в среднем примерно на %n очков лучше</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3 % sure)</source>
        <translation>%1: %2 (уверенность %3 %)</translation>
    </message>
    <message>
        <source>%1: %2 (%3; %4 % sure)</source>
        <translation>%1: %2 (%3; уверенность %4 %)</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>good</source>
        <translation>хороший</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>любитель</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</source>
        <translation>
            <numerusform>Раунд %1: решений — %2, как у эксперта — %3; из-за ошибок потеряно около %n очка — %4</numerusform>
            <numerusform>Раунд %1: решений — %2, как у эксперта — %3; из-за ошибок потеряно около %n очков — %4</numerusform>
            <numerusform>Раунд %1: решений — %2, как у эксперта — %3; из-за ошибок потеряно около %n очков — %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes — %1</source>
        <translation>
            <numerusform>Партия: из-за ошибок потеряно около %n очка — %1</numerusform>
            <numerusform>Партия: из-за ошибок потеряно около %n очков — %1</numerusform>
            <numerusform>Партия: из-за ошибок потеряно около %n очков — %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no real difference on average</source>
        <translation>%1: в среднем заметной разницы нет</translation>
    </message>
    <message>
        <source>%1: no real difference on average (the expert&apos;s reason: %2)</source>
        <translation>%1: в среднем заметной разницы нет (довод эксперта: %2)</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>The expert&apos;s turn move by move: %1 what came before, %2 the next move (&quot;discard 9♥&quot;).</extracomment>
        <translation>%1, затем %2</translation>
    </message>
    <message>
        <source>%1 and go out</source>
        <extracomment>The expert&apos;s turn ends the round: %1 its moves (&quot;…, then discard Q♠&quot;).</extracomment>
        <translation>%1 и закрыться</translation>
    </message>
    <message>
        <source>the %1 on the pile lets you open: melds worth %2 of the %3 needed</source>
        <extracomment>%1 the pile card, %2 the opening&apos;s points with it, %3 the points an opening needs.</extracomment>
        <translation>с картой %1 из сброса можно открыться: комбинации на %2 из нужных %3</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; after your discard %2 would open it with one draw, after the expert&apos;s %3</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %3 &quot;5 unseen cards&quot; (after the player&apos;s discard and after the expert&apos;s).</extracomment>
        <translation>вы не открылись, поэтому рука стоит %1 очков, что бы в ней ни было, и карты вне комбинаций не важны; карты, с которыми вы откроетесь за один добор: после вашего сброса — %2, после сброса эксперта — %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen cards</source>
        <translation>
            <numerusform>%n неизвестная карта</numerusform>
            <numerusform>%n неизвестные карты</numerusform>
            <numerusform>%n неизвестных карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, such as %2</source>
        <extracomment>%1 the sentence before, %2 cards (&quot;8♣ 8♠&quot;) that open the hand only after the expert&apos;s discard.</extracomment>
        <translation>%1, например %2</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert&apos;s %4</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %4 the best opening&apos;s points after each discard, %3 the points an opening needs.</extracomment>
        <translation>вы не открылись, поэтому рука стоит %1 очков, что бы в ней ни было, и карты вне комбинаций не важны; после вашего сброса комбинации стоят %2 из %3, нужных для открытия, после сброса эксперта — %4</translation>
    </message>
    <message>
        <source>opening now is better: an unopened hand counts %1 points if another player goes out first</source>
        <translation>лучше открыться сейчас: если другой игрок закроется первым, неоткрытая рука стоит %1 очков</translation>
    </message>
    <message>
        <source>opening now is better than waiting</source>
        <translation>лучше открыться сейчас, чем ждать</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the end of the turn</source>
        <translation>освободившийся джокер в этом ходу не составит новой комбинации с вашими картами, поэтому замена в конце хода обойдётся в %1 очков</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards, so the swap only gives up the %1</source>
        <translation>освободившийся джокер не составит новой комбинации с вашими картами, поэтому замена лишь отдаёт карту %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</source>
        <extracomment>A round the player lost by never opening: %1 the round, %2 the points it paid, %3 the decisions judged, %4 those that were the expert&apos;s.</extracomment>
        <translation>
            <numerusform>Раунд %1: раунд проигран, потому что вы не открылись: %2 очков, какие бы карты ни были на руке; решений: %3, как у эксперта: %4, на остальных потеряно около %n очка</numerusform>
            <numerusform>Раунд %1: раунд проигран, потому что вы не открылись: %2 очков, какие бы карты ни были на руке; решений: %3, как у эксперта: %4, на остальных потеряно около %n очков</numerusform>
            <numerusform>Раунд %1: раунд проигран, потому что вы не открылись: %2 очков, какие бы карты ни были на руке; решений: %3, как у эксперта: %4, на остальных потеряно около %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes; not opening cost %1</source>
        <extracomment>%1 &quot;3 rounds&quot; the player lost by never opening.</extracomment>
        <translation>
            <numerusform>Партия: из-за ошибок потеряно около %n очка; из-за того, что вы не открылись, проиграно: %1</numerusform>
            <numerusform>Партия: из-за ошибок потеряно около %n очков; из-за того, что вы не открылись, проиграно: %1</numerusform>
            <numerusform>Партия: из-за ошибок потеряно около %n очков; из-за того, что вы не открылись, проиграно: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Show the standings</source>
        <translation>Показать итоговую таблицу</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Show the final standings of the match (%1)</source>
        <translation>Показать итоговую таблицу партии (%1)</translation>
    </message>
    <message>
        <source>Deal the next round (%1)</source>
        <translation>Сдать следующий раунд (%1)</translation>
    </message>
    <message>
        <source>The next round is dealt when every player has pressed Next round.</source>
        <translation>Следующий раунд сдаётся, когда все игроки нажмут «Следующий раунд».</translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Сдаётся следующий раунд…</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready for the next round…</source>
        <translation>Следующий раунд ещё ждёт: %1…</translation>
    </message>
    <message>
        <source>Ready for the next round: the table deals it when every player is (%1)</source>
        <translation>Вы готовы к следующему раунду: его сдадут, когда будут готовы все (%1)</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>no error</source>
        <translation>ошибок нет</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удалось прочитать файл: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>файл больше %1 байт</translation>
    </message>
    <message>
        <source>the file is nested deeper than %1 levels</source>
        <translation>вложенность файла глубже %1 уровней</translation>
    </message>
    <message>
        <source>the file ends early (truncated at byte %1)</source>
        <translation>файл обрывается раньше времени (обрезан на байте %1)</translation>
    </message>
    <message>
        <source>the file is not valid JSON (byte %1)</source>
        <translation>файл не является корректным JSON (байт %1)</translation>
    </message>
    <message>
        <source>this is not a Remi save file</source>
        <translation>это не файл сохранения Реми</translation>
    </message>
    <message>
        <source>unknown save version %1 (this Remi reads version %2)</source>
        <translation>неизвестная версия сохранения %1 (эта версия Реми читает версию %2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>ожидалось: %1</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot; (allowed: %2)</source>
        <translation>недопустимое значение «%1» (допустимо: %2)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>неизвестная игра «%1»</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>неизвестный параметр «%1»</translation>
    </message>
    <message>
        <source>bad option value: %1</source>
        <translation>недопустимое значение параметра: %1</translation>
    </message>
    <message>
        <source>player count %1 (this game needs %2 to %3)</source>
        <translation>число игроков %1 (для этой игры нужно от %2 до %3)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is dealt twice</source>
        <translation>карта %1 (id %2) сдана дважды</translation>
    </message>
    <message>
        <source>card %1 (id %2) is missing from the deal</source>
        <translation>карта %1 (id %2) отсутствует в раздаче</translation>
    </message>
    <message>
        <source>round %1: the deal does not match the seed</source>
        <translation>раунд %1: раздача не соответствует номеру раздачи</translation>
    </message>
    <message>
        <source>round %1, step %2: %3</source>
        <translation>раунд %1, шаг %2: %3</translation>
    </message>
    <message>
        <source>round %1 is not over, yet another round follows</source>
        <translation>раунд %1 не окончен, но за ним следует ещё один раунд</translation>
    </message>
    <message>
        <source>round %1 follows the end of the match</source>
        <translation>раунд %1 следует после окончания партии</translation>
    </message>
    <message>
        <source>the saved totals (%1) differ from the replayed ones (%2)</source>
        <translation>сохранённые итоги (%1) отличаются от полученных при повторе (%2)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>%1 hands for %2 players</source>
        <translation>число рук (%1) не соответствует числу игроков (%2)</translation>
    </message>
    <message>
        <source>number %1 out of range (byte %2)</source>
        <translation>число %1 вне допустимого диапазона (байт %2)</translation>
    </message>
    <message>
        <source>this is not a file (a folder, a pipe or a device)</source>
        <translation>это не файл (а папка, канал или устройство)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is listed twice</source>
        <translation>карта %1 (id %2) указана дважды</translation>
    </message>
    <message>
        <source>card %1 (id %2) is not in this player&apos;s hand</source>
        <translation>карты %1 (id %2) нет на руке у этого игрока</translation>
    </message>
    <message>
        <source>card %1 (id %2) of the hand is missing</source>
        <translation>не хватает карты %1 (id %2) с руки</translation>
    </message>
    <message>
        <source>seat %1 has no hand in round %2</source>
        <translation>у места %1 нет карт в раунде %2</translation>
    </message>
    <message>
        <source>seat %1 has two hand orders</source>
        <translation>у места %1 два порядка карт на руке</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>This round so far: %1.</source>
        <extracomment>Rami scores during the round: %1 each player&apos;s points so far (&quot;You 35, West -300&quot;).</extracomment>
        <translation>В этом раунде пока: %1.</translation>
    </message>
    <message>
        <source>Round %1 so far</source>
        <translation>Раунд %1 (идёт)</translation>
    </message>
    <message numerus="yes">
        <source>Score after %n round(s): %1</source>
        <extracomment>%n the number of settled rounds, %1 the totals (&quot;You 45, West 120&quot;).</extracomment>
        <translation>
            <numerusform>Счёт после %n раунда: %1</numerusform>
            <numerusform>Счёт после %n раундов: %1</numerusform>
            <numerusform>Счёт после %n раундов: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this round…</source>
        <translation>Разобрать этот раунд…</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>Melded</source>
        <extracomment>Score table column: points of the melded cards.</extracomment>
        <translation>Выложено</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>Score table column: going out, closing or remi points.</extracomment>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Penalty</source>
        <extracomment>Score table column: penalties (not opened, borrowed cards).</extracomment>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Score table column: the cards left in hand.</extracomment>
        <translation>Карты</translation>
    </message>
    <message>
        <source>×</source>
        <extracomment>Score table column: the multiplier (×2 after going rummy or a hand).</extracomment>
        <translation>×</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Score table column: the round&apos;s score.</extracomment>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Множитель</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Nobody went out: nobody could meld any more.</source>
        <translation>Никто не закрылся: больше никто не мог выложить комбинацию.</translation>
    </message>
    <message>
        <source>Nobody went out: twice round the table no card was played from a hand.</source>
        <translation>Никто не закрылся: два круга подряд ни одна карта не была выложена с руки.</translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Никто не закрылся: колода закончилась.</translation>
    </message>
    <message>
        <source>%1 went rummy (all cards in one turn): the points count ×%2.</source>
        <translation>%1: рамми за один ход (все карты сразу), очки считаются ×%2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand (all cards at once): %2.</source>
        <extracomment>remi51 3.7: a &quot;hand&quot; is going out with all cards at once.</extracomment>
        <translation>%1: закрытие хендом (все карты сразу), %2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand using the cut card: %2.</source>
        <translation>%1: хенд с картой среза, %2.</translation>
    </message>
    <message>
        <source>After a hand the others&apos; points count ×%1.</source>
        <translation>После хенда очки остальных считаются ×%1.</translation>
    </message>
    <message>
        <source>%1 had not opened: %2.</source>
        <translation>%1: без открытия, %2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): the others&apos; cards count ×%2.</source>
        <translation>%1: реми (открытие и закрытие за один ход), карты остальных считаются ×%2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): %2 bonus.</source>
        <translation>%1: реми (открытие и закрытие за один ход), бонус %2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): the others&apos; cards count ×%2.</source>
        <translation>%1: чистое реми (только новые комбинации с руки), карты остальных считаются ×%2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): %2 bonus.</source>
        <translation>%1: чистое реми (только новые комбинации с руки), бонус %2.</translation>
    </message>
    <message>
        <source>Nobody else had opened: %2 more for %1.</source>
        <translation>Никто другой не открылся: %1 — ещё %2.</translation>
    </message>
    <message>
        <source>%1 went out before anyone else opened: %2.</source>
        <translation>%1: закрытие, когда никто другой не открылся, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 kept %n borrowed card(s) from the table: %2.</source>
        <translation>
            <numerusform>%1: на руке осталась %n карта, взятая со стола: %2.</numerusform>
            <numerusform>%1: на руке остались %n карты, взятые со стола: %2.</numerusform>
            <numerusform>%1: на руке осталось %n карт, взятых со стола: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ran out of time %n time(s): %2.</source>
        <translation>
            <numerusform>%1: время вышло %n раз, %2.</numerusform>
            <numerusform>%1: время вышло %n раза, %2.</numerusform>
            <numerusform>%1: время вышло %n раз, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 closed with the %2: ×%3 = %4.</source>
        <translation>%1: закрытие, последняя карта — %2, ×%3 = %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 очко</numerusform>
            <numerusform>%1 очка</numerusform>
            <numerusform>%1 очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Никто не закрылся.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 из %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message numerus="yes">
        <source>out at %n point(s)</source>
        <translation>
            <numerusform>порог выбывания: %n очко</numerusform>
            <numerusform>порог выбывания: %n очка</numerusform>
            <numerusform>порог выбывания: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>побеждает первый, набравший %n очко</numerusform>
            <numerusform>побеждает первый, набравший %n очка</numerusform>
            <numerusform>побеждает первый, набравший %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Раунд %1 окончен</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>закрытие</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the standings: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1</source>
        <translation>
            <numerusform>Победитель: %1</numerusform>
            <numerusform>Победители: %1</numerusform>
            <numerusform>Победители: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Melded: the points of the cards this player laid on the table this round.</source>
        <translation>Выложено: очки карт, которые этот игрок выложил на стол в этом раунде.</translation>
    </message>
    <message>
        <source>Bonus: the points for going out or for making remi.</source>
        <translation>Бонус: очки за закрытие или за реми.</translation>
    </message>
    <message>
        <source>Penalty: the points charged, for not having opened or for borrowed cards not given back.</source>
        <translation>Штраф: очки за то, что игрок не открылся или не вернул взятые со стола карты.</translation>
    </message>
    <message>
        <source>Cards: the points of the cards left in hand, or of those the one who went out takes from the others.</source>
        <translation>Карты: очки карт, оставшихся на руке, или тех, что закрывшийся игрок получает от остальных.</translation>
    </message>
    <message>
        <source>×: the round&apos;s points are multiplied by this (after going rummy, a hand or a remi).</source>
        <translation>×: очки раунда умножаются на это число (после рамми за один ход, хенда или реми).</translation>
    </message>
    <message>
        <source>Round: the points of this round.</source>
        <translation>Раунд: очки этого раунда.</translation>
    </message>
    <message>
        <source>Total: the match total after this round.</source>
        <translation>Итого: сумма партии после этого раунда.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Вы закрылись.</translation>
    </message>
    <message>
        <source>%1: %2 this round, total %3</source>
        <extracomment>Screen reader, the round end: %1 a player, %2 the round&apos;s points (&quot;12 points&quot;), %3 the match total.</extracomment>
        <translation>%1: %2 в этом раунде, всего %3</translation>
    </message>
    <message>
        <source>Press Enter for the final standings.</source>
        <translation>Нажмите Enter, чтобы увидеть итоговую таблицу.</translation>
    </message>
    <message>
        <source>Press Enter for the next round.</source>
        <translation>Нажмите Enter, чтобы начать следующий раунд.</translation>
    </message>
    <message>
        <source>%1 had no run, so the sets count minus: %2.</source>
        <translation>%1: нет последовательности, поэтому группы идут в минус, %2.</translation>
    </message>
    <message>
        <source>Round %1 over — %2</source>
        <extracomment>The round-end title: %1 the round&apos;s number, %2 how it ended, a sentence (&quot;You went out.&quot;, &quot;Computer 2 went out.&quot;). A language that writes no capital after a dash makes two sentences.</extracomment>
        <translation>Раунд %1 окончен. %2</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <comment>the round&apos;s outcome, a sentence</comment>
        <extracomment>The round&apos;s outcome, a whole sentence after &quot;Round 2 over — &quot;: %1 the name of the player who went out, a person of either gender or a computer seat (&quot;West&quot;). Word it as a sentence that reads with any name, e.g. in the present tense (&quot;Marko затвара.&quot;, &quot;Marko закрывает раунд.&quot;).</extracomment>
        <translation>%1 закрывается.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <source>%1: points scored this round</source>
        <extracomment>%1 the bracket shown after the score, e.g. &quot;(+45)&quot;.</extracomment>
        <translation>%1: очки, набранные в этом раунде</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
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
        <translation>Игра для следующей партии; её параметры перечислены ниже.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
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
        <source>Card &amp;deck:</source>
        <translation>&amp;Колода карт:</translation>
    </message>
    <message>
        <source>The card deck: Remi&apos;s own, or a KDE or Aisleriot deck installed on this computer. Four colours apply to Remi&apos;s own deck.</source>
        <translation>Колода карт: собственная колода Реми или колода KDE либо Aisleriot, установленная на этом компьютере. Четыре цвета действуют только для собственной колоды Реми.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенная</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>Скорость &amp;анимации:</translation>
    </message>
    <message>
        <source>How fast cards move; Instant puts every card in its place at once.</source>
        <translation>Как быстро движутся карты; «Мгновенная» сразу кладёт каждую карту на место.</translation>
    </message>
    <message>
        <source>Co&amp;mputer speed:</source>
        <translation>&amp;Скорость компьютера:</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; moves are shown, one at a time; Instant shows a whole turn at once. F or a click on the table finishes a turn at once.</source>
        <translation>Как быстро показываются ходы компьютера, по одному действию; «Мгновенная» показывает весь ход сразу. F или щелчок по столу сразу завершает ход.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>С&amp;тол:</translation>
    </message>
    <message>
        <source>The cloth of the card table; the windows take its colours.</source>
        <translation>Покрытие стола; окна окрашиваются в его цвета.</translation>
    </message>
    <message>
        <source>One card of each suit, as the chosen deck draws them.</source>
        <translation>По одной карте каждой масти, как их рисует выбранная колода.</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Звуки:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Включить &amp;звуки</translation>
    </message>
    <message>
        <source>Cards sliding, the deal, your turn and a won round, softly; also in the View menu.</source>
        <translation>Тихие звуки: скольжение карты, раздача, ваш ход и выигранный раунд; то же в меню «Вид».</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <source>The game and its rule options apply to the next new game.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Игра и её параметры правил действуют со следующей новой игры.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game and its rule options chosen here apply to the next new game.</source>
        <translation>Сейчас идёт игра: %1. Выбранные здесь игра и параметры правил действуют со следующей новой игры.</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>The game &quot;%1&quot; is not known; %2 is chosen instead.</source>
        <translation>Игра «%1» неизвестна; вместо неё выбрана игра %2.</translation>
    </message>
    <message>
        <source>The four-colour deck setting &quot;%1&quot; is neither on nor off; it is off.</source>
        <translation>Настройка «Четырёхцветная колода» имеет значение «%1» — ни «включено», ни «выключено»; четырёхцветная колода выключена.</translation>
    </message>
    <message>
        <source>The animation speed &quot;%1&quot; is not known; the normal speed is used.</source>
        <translation>Скорость анимации «%1» неизвестна; используется обычная скорость.</translation>
    </message>
    <message>
        <source>%1: %2; the game&apos;s own rule is used instead.</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 why its stored option cannot be used.</extracomment>
        <translation>%1: %2; вместо этого действует собственное правило игры.</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; is not known; English is used.</source>
        <translation>Язык «%1» неизвестен; используется английский.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; is not installed; Remi&apos;s own deck is used.</source>
        <translation>Колода карт «%1» не установлена; используется собственная колода Реми.</translation>
    </message>
    <message>
        <source>Some settings cannot be used:</source>
        <translation>Некоторые настройки нельзя использовать:</translation>
    </message>
    <message>
        <source>The table &quot;%1&quot; is not known; the green felt is used.</source>
        <translation>Стол «%1» неизвестен; используется зелёное сукно.</translation>
    </message>
    <message>
        <source>The sound setting &quot;%1&quot; is neither on nor off; sounds are on.</source>
        <translation>Настройка «Звуки» имеет значение «%1» — ни «включено», ни «выключено»; звуки включены.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), a relative path.</extracomment>
        <translation>Файл настроек %1 задан не полным путём (HOME или XDG_CONFIG_HOME относительный); используются настройки по умолчанию, и они не сохраняются.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), which is a pipe, a folder or a device.</extracomment>
        <translation>Файл настроек %1 — не обычный файл (а канал, папка или устройство); используются настройки по умолчанию, и они не сохраняются.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and the statistics start afresh.</source>
        <translation>Файл статистики не читается; он сохранён как %1, статистика начинается заново.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be read and cannot be moved aside; statistics are not kept this time.</source>
        <translation>Файл статистики %1 не читается, и его не удалось переименовать; в этот раз статистика не ведётся.</translation>
    </message>
    <message>
        <source>Statistics are not kept this time.</source>
        <translation>В этот раз статистика не ведётся.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <translation>Не удалось сохранить статистику в %1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Обнуление статистики</translation>
    </message>
    <message>
        <source>Forget every match played so far? This cannot be undone.</source>
        <translation>Забыть все сыгранные партии? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Обнулить…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Лучшая сумма</translation>
    </message>
    <message>
        <source>Worst total</source>
        <translation>Худшая сумма</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серия побед</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Самая длинная серия</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Выиграно раундов</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>смешанный</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>in the draft</source>
        <translation>в заготовке</translation>
    </message>
    <message>
        <source>borrowed</source>
        <translation>взята со стола</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <extracomment>Screen reader: the stock pile (face down) and its size.</extracomment>
        <translation>
            <numerusform>Колода, %n карта</numerusform>
            <numerusform>Колода, %n карты</numerusform>
            <numerusform>Колода, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;): the remi51 cut card, face up under the stock.</extracomment>
        <translation>Карта среза: %1</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Сброс пуст</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), card %1 from the top: %2</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 the focused card&apos;s place (2: second from the top), %2 that card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Сброс, %n карта, %1-я сверху: %2</numerusform>
            <numerusform>Сброс, %n карты, %1-я сверху: %2</numerusform>
            <numerusform>Сброс, %n карт, %1-я сверху: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), top: %1</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 its top card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Сброс, %n карта, сверху: %1</numerusform>
            <numerusform>Сброс, %n карты, сверху: %1</numerusform>
            <numerusform>Сброс, %n карт, сверху: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown, newest first: %1</source>
        <extracomment>%1 the discard pile cards shown on the table, newest first, separated by &quot;, &quot;.</extracomment>
        <translation>Видны, начиная с последней: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <extracomment>Screen reader: another player, %1 the name (&quot;Ana&quot;), %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1, %n карта</numerusform>
            <numerusform>%1, %n карты</numerusform>
            <numerusform>%1, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>, score %1</source>
        <extracomment>Screen reader: after &quot;Ana, 9 cards&quot;: %1 the seat&apos;s match score so far.</extracomment>
        <translation>, счёт %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader, a hand card: %1 the card (&quot;seven of hearts&quot;), %2 its place, %3 the cards in the hand.</extracomment>
        <translation>%1, %2 из %3</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Screen reader, a hand card in the selection.</extracomment>
        <translation>выбрана</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <source>Hello!</source>
        <translation>Привет!</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Минутку.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Хорошо сыграно!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Спасибо за игру!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Спасибо!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the table chat: %1 the player&apos;s name, %2 what they said.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Чат стола</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Напишите что-нибудь всем за столом</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>Быстрые фразы</translation>
    </message>
</context>
<context>
    <name>TableMenus</name>
    <message>
        <source>%1 — low end</source>
        <translation>%1 — к младшему концу</translation>
    </message>
    <message>
        <source>%1 — high end</source>
        <translation>%1 — к старшему концу</translation>
    </message>
    <message>
        <source>Swap the joker for your %1</source>
        <extracomment>%1 a hand card (&quot;seven of hearts&quot;).</extracomment>
        <translation>Поставить %1 на место джокера</translation>
    </message>
    <message>
        <source>Lay off your %1 here</source>
        <translation>Подложить сюда %1</translation>
    </message>
    <message>
        <source>Lay off your %1 at the low end</source>
        <translation>Подложить %1 к младшему концу</translation>
    </message>
    <message>
        <source>Lay off your %1 at the high end</source>
        <translation>Подложить %1 к старшему концу</translation>
    </message>
    <message>
        <source>Take the %1 into your hand</source>
        <translation>Взять на руку %1</translation>
    </message>
    <message>
        <source>Take the whole meld</source>
        <translation>Взять всю комбинацию</translation>
    </message>
    <message>
        <source>Split after the %1</source>
        <translation>Разделить после карты: %1</translation>
    </message>
    <message>
        <source>Join with…</source>
        <translation>Соединить с…</translation>
    </message>
    <message>
        <source>Move the %1 to…</source>
        <translation>Переложить %1 в…</translation>
    </message>
    <message>
        <source>No meld fits</source>
        <translation>Нет подходящей комбинации</translation>
    </message>
    <message>
        <source>Nothing fits here now</source>
        <translation>Сейчас сюда ничего не подходит</translation>
    </message>
    <message>
        <source>Select a hand card first</source>
        <translation>Сначала выберите карту на руке</translation>
    </message>
    <message>
        <source>Deselect	Space</source>
        <translation>Снять выбор	Пробел</translation>
    </message>
    <message>
        <source>Select	Space</source>
        <translation>Выбрать	Пробел</translation>
    </message>
    <message>
        <source>Add the selection to the draft	N</source>
        <translation>Добавить выбранное в заготовку	N</translation>
    </message>
    <message>
        <source>Meld	M</source>
        <translation>Выложить	M</translation>
    </message>
    <message>
        <source>Lay off on…</source>
        <translation>Подложить к…</translation>
    </message>
    <message>
        <source>Swap joker in…</source>
        <translation>Заменить джокера в…</translation>
    </message>
    <message>
        <source>Discard	Delete</source>
        <translation>Сбросить	Delete</translation>
    </message>
    <message>
        <source>Discard, burying a joker under it</source>
        <translation>Сбросить карту, закопав под ней джокера</translation>
    </message>
    <message>
        <source>Nothing can be done with this meld</source>
        <translation>С этой комбинацией сейчас ничего нельзя сделать</translation>
    </message>
    <message>
        <source>select three cards or more</source>
        <translation>выберите три карты или больше</translation>
    </message>
    <message>
        <source>Add the selection to the draft</source>
        <translation>Добавить выбранное в заготовку</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Выложить</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Подложить</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>Заменить джокера</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Discard, burying a joker</source>
        <translation>Сбросить, закопав джокера</translation>
    </message>
    <message>
        <source>you hold no joker</source>
        <translation>у вас нет джокера</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>Cut card</source>
        <translation>Карта среза</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click to draw the top card.</source>
        <translation>
            <numerusform>Колода: %n карта. Щёлкните, чтобы взять верхнюю карту.</numerusform>
            <numerusform>Колода: %n карты. Щёлкните, чтобы взять верхнюю карту.</numerusform>
            <numerusform>Колода: %n карт. Щёлкните, чтобы взять верхнюю карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker as %1</source>
        <translation>Джокер вместо %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click or press %1 to draw the top card.</source>
        <extracomment>%1 the key that draws (D).</extracomment>
        <translation>
            <numerusform>Колода: %n карта. Щёлкните или нажмите %1, чтобы взять верхнюю карту.</numerusform>
            <numerusform>Колода: %n карты. Щёлкните или нажмите %1, чтобы взять верхнюю карту.</numerusform>
            <numerusform>Колода: %n карт. Щёлкните или нажмите %1, чтобы взять верхнюю карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.</source>
        <extracomment>%1 the cut card, %2 the key that takes it (Shift+D) (RULES.md 3.7).</extracomment>
        <translation>Карта среза: %1, последняя карта колоды. Взять её (щелчок или %2) можно только для закрытия хендом.</translation>
    </message>
    <message>
        <source>Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.</source>
        <extracomment>%1 the key that discards the focused card (Delete).</extracomment>
        <translation>Сброс: пуст. Чтобы сбросить карту с руки, перетащите её сюда, дважды щёлкните по ней или нажмите %1.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</source>
        <extracomment>%1 the top card, %2 the key that takes it (T), %3 the key that discards (Delete).</extracomment>
        <translation>
            <numerusform>Сброс: %n карта, сверху — %1. Щёлкните по сбросу или нажмите %2, чтобы взять эту карту. Чтобы сбросить карту с руки, перетащите её сюда, дважды щёлкните по ней или нажмите %3.</numerusform>
            <numerusform>Сброс: %n карты, сверху — %1. Щёлкните по сбросу или нажмите %2, чтобы взять эту карту. Чтобы сбросить карту с руки, перетащите её сюда, дважды щёлкните по ней или нажмите %3.</numerusform>
            <numerusform>Сброс: %n карт, сверху — %1. Щёлкните по сбросу или нажмите %2, чтобы взять эту карту. Чтобы сбросить карту с руки, перетащите её сюда, дважды щёлкните по ней или нажмите %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click to take it with the cards above it.</source>
        <extracomment>%1 a card deeper in the discard pile (RULES.md 4.3, 5.3).</extracomment>
        <translation>%1: щёлкните, чтобы взять эту карту вместе с лежащими на ней.</translation>
    </message>
    <message>
        <source>%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.</source>
        <extracomment>%1 &quot;Draft: 54 points (2 melds)&quot;, %2 the Meld key (M), %3 the key that clears the draft.</extracomment>
        <translation>%1. Ещё не на столе: нажмите %2 или кнопку «Выложить», чтобы выложить всё сразу, %3 — чтобы вернуть.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s) (the marked cards may be taken)</source>
        <translation>
            <numerusform>Сброс: %n карта (отмеченные карты можно взять)</numerusform>
            <numerusform>Сброс: %n карты (отмеченные карты можно взять)</numerusform>
            <numerusform>Сброс: %n карт (отмеченные карты можно взять)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Сброс: %n карта</numerusform>
            <numerusform>Сброс: %n карты</numerusform>
            <numerusform>Сброс: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draft: %1 points (%n meld(s))</source>
        <extracomment>%1 the draft&apos;s points, %n its melds: &quot;Draft: 49 points (2 melds)&quot;.</extracomment>
        <translation>
            <numerusform>Заготовка: %n комбинация, очков: %1</numerusform>
            <numerusform>Заготовка: %n комбинации, очков: %1</numerusform>
            <numerusform>Заготовка: %n комбинаций, очков: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>переподключается…</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>играет компьютер</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Сброс: пуст</translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Blue felt</source>
        <translation>Синее сукно</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Деревянный стол</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Зелёное сукно</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the owner of a table meld, %2 the meld (&quot;run 5-6-7 of hearts, 15 points&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Borrowed: %1 — costs %2 if still in hand at the end of the turn</source>
        <extracomment>%1 the card, %2 the penalty (RULES.md 4.5).</extracomment>
        <translation>Взято со стола: %1 — штраф %2, если карта останется на руке в конце хода</translation>
    </message>
    <message>
        <source>Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn</source>
        <extracomment>%1 the cards, %2 the total penalty, %3 the penalty per card (RULES.md 4.5).</extracomment>
        <translation>Взято со стола: %1 — штраф %2 (по %3 за карту), если карты останутся на руке в конце хода</translation>
    </message>
    <message>
        <source>Discard the %1 and end the turn anyway?</source>
        <translation>Всё равно сбросить %1 и завершить ход?</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>Всё равно завершить ход?</translation>
    </message>
    <message>
        <source>%1. Press the key again to end the turn anyway.</source>
        <translation>%1. Нажмите клавишу ещё раз, чтобы всё равно завершить ход.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Завершить ход?</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Ваш ход: возьмите карту (или выберите две карты и щёлкните по карте сброса, чтобы выложить её)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Ваш ход: возьмите карту</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Ваш ход: выложите комбинацию, подложите или сбросьте карту</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — открытие: выбрано %1 из %n очка</numerusform>
            <numerusform> — открытие: выбрано %1 из %n очков</numerusform>
            <numerusform> — открытие: выбрано %1 из %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source> — a run without a joker is still needed</source>
        <extracomment>remi51 option openingNeedsNaturalRun: the opening needs a run without a joker.</extracomment>
        <translation> — ещё нужна последовательность без джокера</translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — заготовка: %n комбинация</numerusform>
            <numerusform> — заготовка: %n комбинации</numerusform>
            <numerusform> — заготовка: %n комбинаций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n second(s) left</source>
        <translation>
            <numerusform> — осталась %n секунда</numerusform>
            <numerusform> — осталось %n секунды</numerusform>
            <numerusform> — осталось %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot-seat: %1 the player shown, %2 what to do.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Ждём, пока %1 откроет свои карты…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Ходит %1…</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <translation>Вы взяли из колоды %1.</translation>
    </message>
    <message>
        <source>You took the cut card, the %1.</source>
        <translation>Вы взяли карту среза: %1.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>Вы взяли из сброса %1.</translation>
    </message>
    <message>
        <source>Melded: %1.</source>
        <translation>Выложено: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Laid off the %1: %2.</source>
        <translation>Вы подложили %1 — %2.</translation>
    </message>
    <message>
        <source>The %1 took the joker&apos;s place: %2.</source>
        <translation>Вы поставили %1 на место джокера — %2.</translation>
    </message>
    <message>
        <source>Taken into your hand: %1.</source>
        <translation>Взято на руку: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Table rearranged.</source>
        <translation>Комбинации на столе переложены.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>Вы сбросили %1.</translation>
    </message>
    <message>
        <source>Turn ended.</source>
        <translation>Ход завершён.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile (T).</source>
        <translation>Подсказка: возьмите из сброса %1 (T).</translation>
    </message>
    <message>
        <source>Hint: draw the cut card (Shift+D).</source>
        <translation>Подсказка: возьмите карту среза (Shift+D).</translation>
    </message>
    <message>
        <source>Hint: draw from the stock (D).</source>
        <translation>Подсказка: возьмите карту из колоды (D).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (in the draft: press M).</source>
        <translation>Подсказка: выложите %1 (уже в заготовке — нажмите M).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (selected: press M).</source>
        <translation>Подсказка: выложите %1 (карты выбраны — нажмите M).</translation>
    </message>
    <message>
        <source>Hint: lay off your %1 on %2 (L).</source>
        <translation>Подсказка: подложите %1 к комбинации (L) — %2.</translation>
    </message>
    <message>
        <source>Hint: swap your %1 for the joker of %2 (J).</source>
        <translation>Подсказка: поставьте %1 на место джокера (J) — %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 (Delete).</source>
        <translation>Подсказка: сбросьте %1 (Delete).</translation>
    </message>
    <message>
        <source>Hint: end the turn (E).</source>
        <translation>Подсказка: завершите ход (E).</translation>
    </message>
    <message>
        <source>Hint: pick up from the discard pile and meld it (select two cards, then T).</source>
        <translation>Подсказка: подберите карту из сброса и выложите её в комбинацию (выберите две карты, затем нажмите T).</translation>
    </message>
    <message>
        <source>Hint: rearrange the table.</source>
        <translation>Подсказка: переложите комбинации на столе.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>%1 the move taken back and its cards: &quot;Lay off — five of clubs&quot;.</extracomment>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>В этом ходу нечего отменять.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Повторено.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>Draft cleared.</source>
        <translation>Заготовка очищена.</translation>
    </message>
    <message>
        <source>Hand sorted by suit.</source>
        <translation>Карты на руке отсортированы по масти.</translation>
    </message>
    <message>
        <source>Hand sorted by rank.</source>
        <translation>Карты на руке отсортированы по достоинству.</translation>
    </message>
    <message>
        <source>The card is already the first.</source>
        <translation>Карта уже первая.</translation>
    </message>
    <message>
        <source>The card is already the last.</source>
        <translation>Карта уже последняя.</translation>
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
        <source>Select the card to discard and the joker to bury under it.</source>
        <translation>Выберите карту для сброса и джокера, которого нужно закопать под ней.</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>открытие ✓</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>без открытия</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>сейчас ходит</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Сброс пуст.</translation>
    </message>
    <message>
        <source>Your turn: Meld or discard</source>
        <translation>Ваш ход: выложите комбинацию или сбросьте карту</translation>
    </message>
    <message>
        <source>Which card does the joker stand for?</source>
        <extracomment>Asked when a joker could stand at either end of a run; the answers are cards (&quot;2♠&quot;, &quot;5♠&quot;).</extracomment>
        <translation>Какую карту заменяет джокер?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Отменено: %1.</translation>
    </message>
    <message>
        <source>The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first.</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;); M and Shift+Escape are the keys of Meld and Clear draft.</extracomment>
        <translation>В заготовке лежит %1: сначала выложите заготовку (M) или верните эту карту на руку (Shift+Escape).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 a player, %2 the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1 — на руке %n карта</numerusform>
            <numerusform>%1 — на руке %n карты</numerusform>
            <numerusform>%1 — на руке %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>В колоде %n карта</numerusform>
            <numerusform>В колоде %n карты</numerusform>
            <numerusform>В колоде %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is away — waiting for them to reconnect…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is and whose connection was lost.</extracomment>
        <translation>%1 отошёл — ждём переподключения…</translation>
    </message>
    <message>
        <source>%1 is away: the computer plays for them…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is, away longer than the table waits.</extracomment>
        <translation>%1 отошёл: за него играет компьютер…</translation>
    </message>
    <message numerus="yes">
        <source>You opened with %1 points (%n needed): %2.</source>
        <extracomment>The human&apos;s meld that opened: %1 its opening points, %n the points needed, %2 the melds.</extracomment>
        <translation>
            <numerusform>Вы открылись с %1 очками (нужно %n): %2.</numerusform>
            <numerusform>Вы открылись с %1 очками (нужно %n): %2.</numerusform>
            <numerusform>Вы открылись с %1 очками (нужно %n): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meld(s)</source>
        <extracomment>After N (add to the draft): %1 the combination added, %2 the draft&apos;s size (&quot;2 melds&quot;).</extracomment>
        <translation>
            <numerusform>%n комбинация</numerusform>
            <numerusform>%n комбинации</numerusform>
            <numerusform>%n комбинаций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 of %n point(s)</source>
        <extracomment>The points the draft counts towards the opening: %1 of the %n needed.</extracomment>
        <translation>
            <numerusform>, %1 из %n очка</numerusform>
            <numerusform>, %1 из %n очков</numerusform>
            <numerusform>, %1 из %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: %1; %2.</source>
        <translation>Заготовка: %1; %2.</translation>
    </message>
</context>
<context>
    <name>TurnUndo</name>
    <message>
        <source>Take from the discard pile</source>
        <translation>взятие из сброса</translation>
    </message>
    <message>
        <source>Pick up and meld</source>
        <translation>подбор из сброса с выкладыванием</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>выкладывание комбинации</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>подкладывание</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>замена джокера</translation>
    </message>
    <message>
        <source>Take from the table</source>
        <translation>взятие со стола</translation>
    </message>
    <message>
        <source>Rearrange the table</source>
        <translation>перекладывание на столе</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>перемещение</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>An undoable move and its cards: %1 &quot;Lay off&quot;, %2 &quot;five of clubs&quot;.</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Not yet. %1</source>
        <extracomment>A guided round: the player did something the lesson does not ask for yet; %1 is the step again.</extracomment>
        <translation>Не сейчас. %1</translation>
    </message>
</context>
<context>
    <name>TutorialBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>The guided round&apos;s bubble: which step of how many.</extracomment>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>Not yet: this step first.</source>
        <extracomment>A guided round&apos;s bubble, under the step&apos;s words, after an action the step does not ask for.</extracomment>
        <translation>Не сейчас: сначала выполните этот шаг.</translation>
    </message>
    <message>
        <source>The lesson is over. Press Finish the lesson to close this window.</source>
        <extracomment>A guided round&apos;s bubble at the round&apos;s end; &quot;Finish the lesson&quot; is the button&apos;s text.</extracomment>
        <translation>Урок окончен. Нажмите «Завершить урок», чтобы закрыть это окно.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Rummy</source>
        <translation>Классический рамми</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Реми 51</translation>
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
        <source>One deck, no jokers, no opening minimum: meld from the first turn. Empty your hand first to score the cards the others still hold.</source>
        <translation>Одна колода, без джокеров, без минимума для открытия: выкладывать можно с первого хода. Кто первым избавится от карт, получит очки за карты, оставшиеся у соперников.</translation>
    </message>
    <message>
        <source>Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. The lowest total wins.</source>
        <translation>Две колоды и четыре джокера. Первые комбинации должны дать в сумме 51; закрыться можно только сбросом последней карты. Побеждает игрок с наименьшей суммой.</translation>
    </message>
    <message>
        <source>Two decks with jokers. Open with 40; every card you then lay scores at once. The highest total wins. Taking and rearranging table melds is an option (Manipulation, off unless set in Settings).</source>
        <translation>Две колоды с джокерами. Для открытия нужно 40 очков; затем каждая выложенная или подложенная карта сразу приносит очки. Побеждает игрок с наибольшей суммой. Брать карты из комбинаций на столе и перекладывать их позволяет параметр правил «Перекладывание (манипуляция)»; он выключен, пока его не включат в настройках.</translation>
    </message>
    <message>
        <source>One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with a run. Closing earns a bonus.</source>
        <translation>Одна колода, семь карт, без джокеров. Карту из сброса подбирают, только чтобы сразу её выложить; группы засчитываются только вместе с последовательностью. За закрытие даётся бонус.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Waiting room</source>
        <translation>Ожидание игроков</translation>
    </message>
    <message>
        <source>&amp;Computer players take the open seats</source>
        <translation>&amp;Компьютер занимает свободные места</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Seat %1: computer player</source>
        <translation>Место %1: компьютер</translation>
    </message>
    <message>
        <source>Seat %1: open, waiting for a friend</source>
        <translation>Место %1: свободно, ждём друга</translation>
    </message>
    <message>
        <source>Seat %1: %2, here</source>
        <translation>Место %1: %2, за столом</translation>
    </message>
    <message>
        <source>Seat %1: %2, away</source>
        <translation>Место %1: %2, не за столом</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (вы)</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>&amp;Копировать приглашение</translation>
    </message>
    <message>
        <source>Table code: %1 — friends join with it from Game → Play online…</source>
        <translation>Код стола: %1 — друзья садятся за стол через «Игра → Играть по сети…»</translation>
    </message>
    <message>
        <source>Table %1: the host starts the game when everybody is here.</source>
        <translation>Стол %1: хозяин начнёт игру, когда все соберутся.</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <translation>Номер раздачи (повторяет игру).</translation>
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
        <translation>С --screenshot: сначала дать компьютерным игрокам поиграть указанное число миллисекунд.</translation>
    </message>
    <message>
        <source>Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru (default: the one in the settings, else the system&apos;s).</source>
        <translation>Язык для этого запуска: en, sr (кириллица), sr_Latn (латиница) или ru (по умолчанию — из настроек, иначе системный).</translation>
    </message>
    <message>
        <source>Print where the card decks, translations and rules help were found, then quit.</source>
        <translation>Вывести, где найдены колоды карт, переводы и справка по правилам, и выйти.</translation>
    </message>
    <message>
        <source>Print the start-up time and the memory after this many turns, then quit (benchmarks/startup.sh).</source>
        <translation>Вывести время запуска и объём памяти после указанного числа ходов и выйти (benchmarks/startup.sh).</translation>
    </message>
    <message>
        <source>Continue the autosaved game directly.</source>
        <translation>Сразу продолжить автоматически сохранённую игру.</translation>
    </message>
    <message>
        <source>Pause before each computer turn.</source>
        <translation>Пауза перед каждым ходом компьютера.</translation>
    </message>
    <message>
        <source>Folder of the autosave (default: the user&apos;s application data folder).</source>
        <translation>Папка автосохранения (по умолчанию — папка данных приложения пользователя).</translation>
    </message>
    <message>
        <source>Play unattended (no round dialogs) and quit with exit code 0 when the match ends.</source>
        <translation>Играть без участия пользователя (без окон итогов раунда) и выйти с кодом 0 по окончании партии.</translation>
    </message>
    <message>
        <source>With --exit-when-match-ends: quit after this many rounds as well.</source>
        <translation>С --exit-when-match-ends: также выйти после указанного числа раундов.</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>No unfinished game to resume.</source>
        <translation>Нет незаконченной игры, которую можно продолжить.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>Не удалось продолжить: %1</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4.</source>
        <translation>--%1: «%2» — не целое число от %3 до %4.</translation>
    </message>
    <message>
        <source>Unknown language: %1 (en, sr, sr_Latn or ru)</source>
        <translation>Неизвестный язык: %1 (en, sr, sr_Latn или ru)</translation>
    </message>
    <message>
        <source>--variant: unknown game &quot;%1&quot; (remi51, rummy, rami or remi_indonesia).</source>
        <translation>--variant: неизвестная игра «%1» (remi51, rummy, rami или remi_indonesia).</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 players, not %4.</source>
        <translation>--seats: для %1 нужно от %2 до %3 игроков, а не %4.</translation>
    </message>
    <message>
        <source>--players: %1 needs %2 to %3 players, not &quot;%4&quot;.</source>
        <translation>--players: для %1 нужно от %2 до %3 игроков, а не «%4».</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed: «%1» — не целое число от 0 до 18446744073709551615.</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.</source>
        <translation>--size: «%1» — не размер окна ШИРИНАxВЫСОТА от 1x1 до %2x%2.</translation>
    </message>
    <message>
        <source>--screenshot: the file name is empty.</source>
        <translation>--screenshot: пустое имя файла.</translation>
    </message>
    <message>
        <source>An unfinished game is autosaved; this unattended run starts a new game and leaves the autosave as it is (--resume continues it).</source>
        <translation>Есть автосохранённая незаконченная партия; этот запуск без участия пользователя начинает новую партию и не трогает автосохранение (--resume продолжает её).</translation>
    </message>
    <message>
        <source>A saved game (.remi) to open.</source>
        <translation>Сохранённая игра (.remi), которую нужно открыть.</translation>
    </message>
    <message>
        <source>Unknown option %1 (remi --help lists the options).</source>
        <translation>Неизвестный параметр %1 (список параметров: remi --help).</translation>
    </message>
    <message>
        <source>Only one saved game can be opened, not %1.</source>
        <translation>Открыть можно только одну сохранённую игру, а не %1.</translation>
    </message>
    <message>
        <source>The name of the saved game is empty.</source>
        <translation>Имя сохранённой игры пустое.</translation>
    </message>
    <message>
        <source>--resume continues the autosaved game; it cannot be given with a file.</source>
        <translation>--resume продолжает автосохранённую игру; его нельзя указывать вместе с файлом.</translation>
    </message>
    <message>
        <source>The autosaved game is open in another Remi window.</source>
        <translation>Автосохранённая игра открыта в другом окне Реми.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Не удалось открыть %1: %2</translation>
    </message>
    <message>
        <source>One entry per seat: human, computer, easy, normal, hard or expert (e.g. computer,computer,computer); sets the number of players.</source>
        <translation>По одному значению на место: human, computer, easy, normal, hard или expert (например, computer,computer,computer); задаёт число игроков.</translation>
    </message>
    <message>
        <source>--seats: unknown seat &quot;%1&quot; (human, computer, easy, normal, hard or expert).</source>
        <translation>--seats: неизвестное место «%1» (human, computer, easy, normal, hard или expert).</translation>
    </message>
    <message>
        <source>Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia.</source>
        <translation>Карточные игры семейства рамми: Классический рамми, Реми 51, Рами, Реми Индонезия.</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend).</source>
        <translation>С --screenshot: снимок этого диалога вместо окна (settings, newgame, playmenu: открытое меню «Ход», или help: справка по правилам, F1) или игра до конца раунда или партии (roundend, matchend).</translation>
    </message>
    <message>
        <source>--screenshot-dialog: unknown dialog &quot;%1&quot; (settings, newgame, playmenu, help, roundend or matchend).</source>
        <translation>--screenshot-dialog: неизвестное окно «%1» (settings, newgame, playmenu, help, roundend или matchend).</translation>
    </message>
    <message>
        <source>remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).</source>
        <translation>remi: нет экрана, на котором можно открыть окно (DISPLAY и WAYLAND_DISPLAY не заданы).</translation>
    </message>
    <message>
        <source>This is your game on this computer. Your online table %1 may still be open: Game → Play online… → Rejoin takes you back to it.</source>
        <extracomment>Beside the question whether to continue the local game: %1 the code of the last online table.</extracomment>
        <translation>Это ваша игра на этом компьютере. Ваш сетевой стол %1, возможно, ещё открыт: «Игра → Играть по сети… → Вернуться за стол» вернёт вас за него.</translation>
    </message>
</context>
</TS>
