<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Press F1 for the rules of the current game and Ctrl+F1 for the key list.&lt;/p&gt;&lt;p&gt;Remi is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The cards, the icon, the table and the sounds were made for Remi and are given to the public domain (CC0-1.0).&lt;/p&gt;&lt;p&gt;Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs and cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Реми %1&lt;/h3&gt;&lt;p&gt;Карташке игре из породице ремија: Реми 51, Основни реми, Рами и Реми Индонезија, против рачунарских играча или с пријатељима за једним екраном.&lt;/p&gt;&lt;p&gt;Притисните F1 за правила тренутне игре и Ctrl+F1 за списак тастера.&lt;/p&gt;&lt;p&gt;Реми је слободан софтвер: можете да га делите и мењате под условима ГНУ-ове Опште јавне лиценце (GNU General Public License), верзије 3 или било које новије верзије (GPL-3.0-or-later). Испоручује се без икакве гаранције.&lt;/p&gt;&lt;p&gt;Карте, иконица, сто и звуци направљени су за Реми и поклоњени јавном домену (CC0-1.0).&lt;/p&gt;&lt;p&gt;Програм су помоћу Qt-а направили програмери Ремија. Правила прате описе са сајтова pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs и cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Remi</source>
        <translation>О програму Реми</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt-у</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
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
        <translation>Не може да се направи %1</translation>
    </message>
    <message>
        <source>The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file is not overwritten.</source>
        <translation>Нечитљиву аутоматски сачувану партију %1 није могуће преименовати; ова партија се не чува аутоматски, да та датотека не би била преписана.</translation>
    </message>
    <message>
        <source>This game is not being saved: the disk is full (folder %1).</source>
        <translation>Ова игра се не чува: диск је пун (фасцикла %1).</translation>
    </message>
    <message>
        <source>This game is not being saved: the folder %1 is on a read-only disk.</source>
        <translation>Ова игра се не чува: фасцикла %1 је на диску само за читање.</translation>
    </message>
    <message>
        <source>This game is not being saved: Remi may not write in the folder %1.</source>
        <translation>Ова игра се не чува: Реми нема дозволу да пише у фасциклу %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: there is no home folder (HOME is not set), and Remi does not save into %1.</source>
        <translation>Ова игра се не чува: нема личне фасцикле (HOME није постављен), а у %1 Реми не чува.</translation>
    </message>
    <message>
        <source>This game is not being saved: another Remi window keeps its game in the folder %1.</source>
        <translation>Ова игра се не чува: други прозор Ремија чува своју игру у фасцикли %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Ова игра се не чува: %1</translation>
    </message>
    <message>
        <source>This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is relative), and Remi does not save into the current folder.</source>
        <translation>Ова игра се не чува: фасцикла са подацима %1 није задата пуном путањом (HOME или XDG_DATA_HOME је релативан), а Реми не чува игру у тренутној фасцикли.</translation>
    </message>
    <message>
        <source>This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving would overwrite it.</source>
        <translation>Ова игра се не чува: недовршену партију у %1 није било могуће преименовати, а аутоматско чување би је преписало.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1 is in the way of the autosave&apos;s lock file. An unfinished game in %2 is kept as it is: remove %1 and start Remi again to continue it.</source>
        <translation>Ова игра се не чува: %1 заузима место датотеке за закључавање аутоматског чувања. Недовршена партија у %2 остаје каква јесте: уклоните %1 и поново покрените Реми да бисте је наставили.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>карта окренута лицем надоле</translation>
    </message>
</context>
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
    <message>
        <source>ace</source>
        <translation>кец</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двојка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тројка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четворка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>петица</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестица</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>седмица</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>осмица</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>деветка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десетка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>жандар</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>краљ</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>херц</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>aces</source>
        <translation>кечева</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>двојки</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>тројки</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>четворки</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>петица</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>шестица</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>седмица</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>осмица</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>деветки</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>десетки</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>жандара</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>краљева</translation>
    </message>
    <message>
        <source>%1 (joker)</source>
        <extracomment>A joker inside a run, %1 the rank it stands for (&quot;6 (joker)&quot;).</extracomment>
        <translation>%1 (џокер)</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <extracomment>%1 the ranks (&quot;5-6-7&quot;), %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>низ %1 %2</translation>
    </message>
    <message>
        <source>set of %1: %2</source>
        <extracomment>%1 the rank in plural (&quot;sevens&quot;), %2 the suits (&quot;hearts, spades, joker&quot;).</extracomment>
        <translation>скуп %1: %2</translation>
    </message>
    <message>
        <source>identical %1 of %2</source>
        <extracomment>An identical meld: %1 the rank codes of its cards joined by hyphens (&quot;7-7-7&quot;, a joker as &quot;7 (joker)&quot;), not a rank word; %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;). Name the cards: &quot;identical cards 7-7-7&quot;.</extracomment>
        <translation>идентичне карте %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points</source>
        <extracomment>A meld and its value: %1 the meld (&quot;run 5-6-7 of hearts&quot;), %n its points (3 or more, so the English source reads right without a translation; remi_en.ts has &quot;%n point&quot; for 1).</extracomment>
        <translation>
            <numerusform>%1, %n поен</numerusform>
            <numerusform>%1, %n поена</numerusform>
            <numerusform>%1, %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>spades</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld: &quot;run 5-6-7 of hearts&quot;, &quot;does not fit a run of hearts&quot;. Decline it as the language does there (Russian genitive &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>у пику</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of hearts&quot;), declined as there.</extracomment>
        <translation>у херцу</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of diamonds&quot;), declined as there.</extracomment>
        <translation>у кару</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of clubs&quot;), declined as there.</extracomment>
        <translation>у трефу</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>object</comment>
        <extracomment>The joker as the object of a verb (&quot;discards the joker&quot;; Russian &quot;джокера&quot;, Serbian &quot;џокера&quot;). The other &quot;object&quot; strings are the 52 cards so, e.g. Russian &quot;короля пик&quot;, &quot;даму червей&quot;.</extracomment>
        <translation>џокера</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <comment>object</comment>
        <translation>кеца пик</translation>
    </message>
    <message>
        <source>two of spades</source>
        <comment>object</comment>
        <translation>двојку пик</translation>
    </message>
    <message>
        <source>three of spades</source>
        <comment>object</comment>
        <translation>тројку пик</translation>
    </message>
    <message>
        <source>four of spades</source>
        <comment>object</comment>
        <translation>четворку пик</translation>
    </message>
    <message>
        <source>five of spades</source>
        <comment>object</comment>
        <translation>петицу пик</translation>
    </message>
    <message>
        <source>six of spades</source>
        <comment>object</comment>
        <translation>шестицу пик</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <comment>object</comment>
        <translation>седмицу пик</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <comment>object</comment>
        <translation>осмицу пик</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <comment>object</comment>
        <translation>деветку пик</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <comment>object</comment>
        <translation>десетку пик</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <comment>object</comment>
        <translation>жандара пик</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <comment>object</comment>
        <translation>даму пик</translation>
    </message>
    <message>
        <source>king of spades</source>
        <comment>object</comment>
        <translation>краља пик</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <comment>object</comment>
        <translation>кеца херц</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <comment>object</comment>
        <translation>двојку херц</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <comment>object</comment>
        <translation>тројку херц</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <comment>object</comment>
        <translation>четворку херц</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <comment>object</comment>
        <translation>петицу херц</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <comment>object</comment>
        <translation>шестицу херц</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <comment>object</comment>
        <translation>седмицу херц</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <comment>object</comment>
        <translation>осмицу херц</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <comment>object</comment>
        <translation>деветку херц</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <comment>object</comment>
        <translation>десетку херц</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <comment>object</comment>
        <translation>жандара херц</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <comment>object</comment>
        <translation>даму херц</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <comment>object</comment>
        <translation>краља херц</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <comment>object</comment>
        <translation>кеца каро</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <comment>object</comment>
        <translation>двојку каро</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <comment>object</comment>
        <translation>тројку каро</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <comment>object</comment>
        <translation>четворку каро</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <comment>object</comment>
        <translation>петицу каро</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <comment>object</comment>
        <translation>шестицу каро</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <comment>object</comment>
        <translation>седмицу каро</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <comment>object</comment>
        <translation>осмицу каро</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <comment>object</comment>
        <translation>деветку каро</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <comment>object</comment>
        <translation>десетку каро</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <comment>object</comment>
        <translation>жандара каро</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <comment>object</comment>
        <translation>даму каро</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <comment>object</comment>
        <translation>краља каро</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <comment>object</comment>
        <translation>кеца треф</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <comment>object</comment>
        <translation>двојку треф</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <comment>object</comment>
        <translation>тројку треф</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <comment>object</comment>
        <translation>четворку треф</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <comment>object</comment>
        <translation>петицу треф</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <comment>object</comment>
        <translation>шестицу треф</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <comment>object</comment>
        <translation>седмицу треф</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <comment>object</comment>
        <translation>осмицу треф</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <comment>object</comment>
        <translation>деветку треф</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <comment>object</comment>
        <translation>десетку треф</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <comment>object</comment>
        <translation>жандара треф</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <comment>object</comment>
        <translation>даму треф</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <comment>object</comment>
        <translation>краља треф</translation>
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
        <translation>Прикажи остатак потеза рачунара одједном (F или клик на сто)</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Од вашег последњег потеза:</translation>
    </message>
    <message>
        <source>Finish the computer&apos;s tur&amp;n</source>
        <translation>&amp;Заврши потез рачунара</translation>
    </message>
    <message>
        <source>&amp;Go to the game log</source>
        <translation>Пређи на &amp;дневник игре</translation>
    </message>
    <message>
        <source>Read the game log line by line (G; Escape goes back to the table)</source>
        <translation>Прочитај дневник игре ред по ред (G; Escape враћа на сто)</translation>
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
    <name>GameLog</name>
    <message>
        <source>Round %1</source>
        <translation>Рунда %1</translation>
    </message>
    <message>
        <source>your %1</source>
        <extracomment>A table meld of the player reading the log: &quot;your A♠ ★ 3♠&quot; (the log: &quot;East swapped the joker in your A♠ ★ 3♠ for 2♠&quot;).</extracomment>
        <translation>%1 (ви)</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>A table meld of another player: %1 the player, %2 its cards (&quot;West&apos;s 5♠ 6♠ 7♠&quot;).</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Извукли сте %1.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 извлачи карту.</translation>
    </message>
    <message>
        <source>You took the cut card %1.</source>
        <extracomment>%1 the card, printed (&quot;K♠&quot;) or in words as the cards are named alone (&quot;king of spades&quot;).</extracomment>
        <translation>Узели сте пресечену карту: %1.</translation>
    </message>
    <message>
        <source>%1 took the cut card %2.</source>
        <translation>%1 узима пресечену карту: %2.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>Узели сте %1 са гомиле одбачених карата.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 узима %2 са гомиле одбачених карата.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n card(s) from the discard pile: %1.</source>
        <translation>
            <numerusform>Узели сте %n карту са гомиле одбачених карата: %1.</numerusform>
            <numerusform>Узели сте %n карте са гомиле одбачених карата: %1.</numerusform>
            <numerusform>Узели сте %n карата са гомиле одбачених карата: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s) from the discard pile: %2.</source>
        <translation>
            <numerusform>%1 узима %n карту са гомиле одбачених карата: %2.</numerusform>
            <numerusform>%1 узима %n карте са гомиле одбачених карата: %2.</numerusform>
            <numerusform>%1 узима %n карата са гомиле одбачених карата: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) left.</source>
        <translation>
            <numerusform>Остала вам је %n карта.</numerusform>
            <numerusform>Остале су вам %n карте.</numerusform>
            <numerusform>Остало вам је %n карата.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n card(s) left.</source>
        <translation>
            <numerusform>%1 има још %n карту.</numerusform>
            <numerusform>%1 има још %n карте.</numerusform>
            <numerusform>%1 има још %n карата.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay a penalty of %n point(s).</source>
        <translation>
            <numerusform>Платили сте казну од %n поена.</numerusform>
            <numerusform>Платили сте казну од %n поена.</numerusform>
            <numerusform>Платили сте казну од %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays a penalty of %n point(s).</source>
        <translation>
            <numerusform>%1 плаћа казну од %n поена.</numerusform>
            <numerusform>%1 плаћа казну од %n поена.</numerusform>
            <numerusform>%1 плаћа казну од %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was shuffled into a new stock of %n card(s).</source>
        <translation>
            <numerusform>Гомила одбачених карата је промешана и постала је нови шпил (%n карта).</numerusform>
            <numerusform>Гомила одбачених карата је промешана и постала је нови шпил (%n карте).</numerusform>
            <numerusform>Гомила одбачених карата је промешана и постала је нови шпил (%n карата).</numerusform>
        </translation>
    </message>
    <message>
        <source>You picked up %1 from the discard pile and laid %2.</source>
        <translation>Узели сте %1 са гомиле одбачених карата и изложили %2.</translation>
    </message>
    <message>
        <source>%1 picked up %2 from the discard pile and laid %3.</source>
        <translation>%1 узима %2 са гомиле одбачених карата и излаже %3.</translation>
    </message>
    <message numerus="yes">
        <source>You picked up %1 from the discard pile and laid %2; %n card(s) came with it: %3.</source>
        <extracomment>%1 the card picked up, %2 the meld laid with it, %3 the cards above it that came to the hand.</extracomment>
        <translation>
            <numerusform>Узели сте %1 са гомиле одбачених карата и изложили %2; у руку иде још %n карта: %3.</numerusform>
            <numerusform>Узели сте %1 са гомиле одбачених карата и изложили %2; у руку иду још %n карте: %3.</numerusform>
            <numerusform>Узели сте %1 са гомиле одбачених карата и изложили %2; у руку иде још %n карата: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up %2 from the discard pile and laid %3; %n card(s) came with it: %4.</source>
        <translation>
            <numerusform>%1 узима %2 са гомиле одбачених карата и излаже %3; у руку иде још %n карта: %4.</numerusform>
            <numerusform>%1 узима %2 са гомиле одбачених карата и излаже %3; у руку иду још %n карте: %4.</numerusform>
            <numerusform>%1 узима %2 са гомиле одбачених карата и излаже %3; у руку иде још %n карата: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid %1.</source>
        <translation>Изложили сте %1.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 излаже %2.</translation>
    </message>
    <message>
        <source>You laid off %1 on %2.</source>
        <translation>Додали сте %1 на комбинацију: %2.</translation>
    </message>
    <message>
        <source>%1 laid off %2 on %3.</source>
        <translation>%1 додаје %2 на комбинацију: %3.</translation>
    </message>
    <message>
        <source>You swapped the joker in %1 for %2.</source>
        <extracomment>%1 the player, %2 the meld with the joker (&quot;your A♠ ★ 3♠&quot;), %3 the card put in its place.</extracomment>
        <translation>Заменили сте џокера картом %2 у комбинацији: %1.</translation>
    </message>
    <message>
        <source>%1 swapped the joker in %2 for %3.</source>
        <translation>%1 мења џокера за %3 у комбинацији: %2.</translation>
    </message>
    <message>
        <source>You took %1 from %2.</source>
        <translation>Узели сте %1 из комбинације: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3.</source>
        <translation>%1 узима %2 из комбинације: %3.</translation>
    </message>
    <message>
        <source>You rearranged the table.</source>
        <translation>Преуредили сте сто.</translation>
    </message>
    <message>
        <source>%1 rearranged the table.</source>
        <translation>%1 преуређује сто.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1.</source>
        <translation>Преуредили сте сто и додали %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2.</source>
        <translation>%1 преуређује сто и додаје %2.</translation>
    </message>
    <message>
        <source>You discarded %1 and buried a joker under it.</source>
        <translation>Одбацили сте %1 и испод те карте сахранили џокера.</translation>
    </message>
    <message>
        <source>%1 discarded %2 and buried a joker under it.</source>
        <translation>%1 одбацује %2 и испод те карте сахрањује џокера.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Одбацили сте %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 одбацује %2.</translation>
    </message>
    <message>
        <source>You ended the turn.</source>
        <translation>Завршили сте потез.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 завршава потез.</translation>
    </message>
    <message>
        <source>Your time ran out.</source>
        <translation>Истекло вам је време.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 остаје без времена.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Затворили сте.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 затвара.</translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Нико није затворио.</translation>
    </message>
    <message>
        <source>Round %1 over. %2</source>
        <extracomment>%1 the round&apos;s number, %2 every seat&apos;s score (&quot;West: 35 points, You: 0 points&quot;).</extracomment>
        <translation>Крај рунде %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <extracomment>A seat&apos;s score of the round in the log: %1 the player, %2 the points (&quot;West: 35 points&quot;, &quot;East: -10 points&quot;).</extracomment>
        <translation>
            <numerusform>%1: %2 поен</numerusform>
            <numerusform>%1: %2 поена</numerusform>
            <numerusform>%1: %2 поена</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A player whose name the saved game leaves to the window (&quot;You&quot;, &quot;West&quot;), by seat number.</extracomment>
        <translation>Играч %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>A part of a rearrangement: %1 the cards that moved, %2 the meld they left (&quot;North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>%1 из комбинације %2</translation>
    </message>
    <message>
        <source>You rearranged the table, moving %1.</source>
        <extracomment>%2 the moved cards and the melds they left (&quot;8♦ from North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>Преуредили сте сто и преместили %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, moving %2.</source>
        <translation>%1 преуређује сто и премешта %2.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1 and moving %2.</source>
        <translation>Преуредили сте сто, додали %1 и преместили %2.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2 and moving %3.</source>
        <translation>%1 преуређује сто, додаје %2 и премешта %3.</translation>
    </message>
</context>
<context>
    <name>GameLogDock</name>
    <message>
        <source>Game log</source>
        <translation>Дневник игре</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>Copy the whole game log to the clipboard</source>
        <translation>Копирај цео дневник игре у оставу</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>З&amp;вукови</translation>
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
        <translation>Наставити партију „%1“ (противници: %2, рунда %3)?</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Почети нову игру?</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued.</source>
        <translation>Игра у току се завршава и не може се наставити.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Почни нову игру</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Настави игру</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Remi help — %1</source>
        <translation>Помоћ — %1</translation>
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
        <translation>Правила тренутне игре (F1)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Тастери</translation>
    </message>
    <message>
        <source>The key list (Ctrl+F1)</source>
        <translation>Списак тастера (Ctrl+F1)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помоћ</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила ове игре</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Тастери</translation>
    </message>
    <message>
        <source>&amp;About Remi</source>
        <translation>&amp;О програму Реми</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Option</source>
        <translation>Опција</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Подразумевано</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Дозвољено</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Дејство</translation>
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
        <translation>Можете да се отворите са збиром од %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n meld(s) you can lay now.</source>
        <extracomment>%1 the melds&apos; cards (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>
            <numerusform>Сада можете да изложите %n комбинацију: %1.</numerusform>
            <numerusform>Сада можете да изложите %n комбинације: %1.</numerusform>
            <numerusform>Сада можете да изложите %n комбинација: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 fits %2: one card fewer in your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;двойку треф&quot;), %2 a table meld (&quot;3♣ 4♣ 5♣ 6♣ 7♣&quot;).</extracomment>
        <translation>На комбинацију %2 можете да додате %1: једна карта мање у руци.</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2; the joker comes to your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;шестёрку червей&quot;), %2 a table meld with a joker.</extracomment>
        <translation>У комбинацији %2 можете да ставите %1 на место џокера; џокер иде вама у руку.</translation>
    </message>
    <message>
        <source>Your %1 is in none of your melds (%2 points in hand).</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;короля пик&quot;), %2 what it counts if it stays in the hand.</extracomment>
        <translation>Ниједна ваша комбинација не користи %1 (поена у руци: %2).</translation>
    </message>
    <message>
        <source>One card must go; without the %1 your melds lose the least.</source>
        <extracomment>%1 a card as an object (CardNames &quot;object&quot;: Russian &quot;сбросив короля пик&quot;).</extracomment>
        <translation>Једну карту морате да одбаците; најмање губите ако одбаците %1.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Гомила одбачених карата је празна.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile does not help your melds.</source>
        <translation>Горња карта на гомили одбачених карата (%1) не помаже вашим комбинацијама.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile makes a meld with your cards.</source>
        <translation>Горња карта на гомили одбачених карата (%1) чини комбинацију са вашим картама.</translation>
    </message>
    <message>
        <source>The cut card %1 completes your hand.</source>
        <translation>Пресечена карта (%1) довршава ваш хенд.</translation>
    </message>
    <message>
        <source>Nothing more to lay this turn.</source>
        <translation>У овом потезу нема више шта да се изложи.</translation>
    </message>
    <message>
        <source>Rearranged, the table takes cards from your hand.</source>
        <translation>Кад преуредите сто, на њега можете да изложите карте из руке.</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M), or take it back (Ctrl+Z).</source>
        <translation>Савет: узели сте %1 пре него што сте се отворили, па морате да се отворите с том картом у овом потезу (ставите комбинације у припрему, па M) или да је вратите (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M).</source>
        <translation>Савет: узели сте %1 пре него што сте се отворили, па морате да се отворите с том картом у овом потезу (ставите комбинације у припрему, па M).</translation>
    </message>
    <message>
        <source>Hint: no move to suggest now.</source>
        <translation>Савет: сада немам шта да предложим.</translation>
    </message>
    <message>
        <source>The discard pile may not be taken now (%1).</source>
        <translation>Са гомиле одбачених карата сада не може да се узима (%1).</translation>
    </message>
    <message>
        <source>At least %1 needed to open.</source>
        <extracomment>After &quot;You can open with 56: …&quot;: %1 the least the rules ask for an opening (issue 34).</extracomment>
        <translation>За отварање је потребно најмање %1.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table: one card fewer in your hand.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Горња карта на гомили одбачених карата (%1) може да се дода на комбинацију %2 на столу: једна карта мање у руци.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Горња карта на гомили одбачених карата (%1) може да се дода на комбинацију %2 на столу, али вам у овом потезу не помаже.</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Фасцикла %1 не може да се направи.</translation>
    </message>
    <message>
        <source>The tables cannot be kept in %1: %2</source>
        <translation>Столови не могу да се чувају у %1: %2</translation>
    </message>
    <message>
        <source>No table can be offered on port %1: %2</source>
        <translation>Сто не може да се отвори на порту %1: %2</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Како се игра</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Како се игра</translation>
    </message>
    <message>
        <source>Press Esc or %1 to close.</source>
        <translation>Притисните Esc или %1 да затворите.</translation>
    </message>
    <message>
        <source>Click a card in your hand to select it; click it again to put it back.</source>
        <translation>Кликните на карту у руци да је изаберете; поново кликните да поништите избор.</translation>
    </message>
    <message>
        <source>Click the stock to draw; click the discard pile to take its top card.</source>
        <translation>Кликните на шпил да извучете карту; кликните на гомилу одбачених карата да узмете горњу карту.</translation>
    </message>
    <message>
        <source>Drag the selected cards onto empty table space to lay them as a new meld.</source>
        <translation>Превуците изабране карте на празно место на столу да их изложите као нову комбинацију.</translation>
    </message>
    <message>
        <source>Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end.</source>
        <translation>Превуците карту на комбинацију да је додате на њу; на левој половини низа иде на доњи крај.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it, to discard it.</source>
        <translation>Превуците карту на гомилу одбачених карата или двапут кликните на њу да је одбаците.</translation>
    </message>
    <message>
        <source>Drop a card between two others in your hand to move it there.</source>
        <translation>Пустите карту између две друге у руци да је преместите тамо.</translation>
    </message>
    <message>
        <source>Click the table during a computer&apos;s turn to see the rest of it at once.</source>
        <translation>Кликните на сто током потеза рачунара да одмах видите остатак потеза.</translation>
    </message>
    <message>
        <source>Rest the pointer on anything to read what it is.</source>
        <translation>Задржите показивач изнад било чега да прочитате шта је то.</translation>
    </message>
    <message>
        <source>Move between the hand, the melds, the piles and the players</source>
        <translation>Прелазак између руке, комбинација, шпила, гомиле и играча</translation>
    </message>
    <message>
        <source>Move along your hand; select the card</source>
        <translation>Кретање кроз руку; избор карте</translation>
    </message>
    <message>
        <source>The card&apos;s or the meld&apos;s menu</source>
        <translation>Мени карте или комбинације</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Поништи избор</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Миш</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Тастери</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Ознаке</translation>
    </message>
    <message>
        <source>Left/Right, Space</source>
        <extracomment>The keys of the next row: the Left and Right arrow keys, then the space bar.</extracomment>
        <translation>стрелице лево/десно, размакница</translation>
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
        <translation>Ова игра је отворена у другом прозору Ремија, који је чува у фасцикли %1.</translation>
    </message>
    <message>
        <source>You can look at it here read-only (moves made here are not saved automatically), start a new game that is not saved automatically, or quit.</source>
        <translation>Можете да је погледате овде само за читање (потези одиграни овде се не чувају аутоматски), да почнете нову игру која се не чува аутоматски или да изађете.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Отвори само за читање</translation>
    </message>
    <message>
        <source>New game without autosave</source>
        <translation>Нова игра без аутоматског чувања</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Изађи</translation>
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
        <translation>Немате карата у руци.</translation>
    </message>
    <message>
        <source>Only the top discard can be taken in this game: press T.</source>
        <translation>У овој игри може да се узме само горња одбачена карта: притисните T.</translation>
    </message>
    <message>
        <source>Select only the card to lay off.</source>
        <translation>Изаберите само карту коју додајете.</translation>
    </message>
    <message>
        <source>There is no meld on the table to lay off on.</source>
        <translation>На столу нема комбинације на коју бисте додали карту.</translation>
    </message>
    <message>
        <source>%1 places fit: choose one.</source>
        <translation>Одговарајућих места: %1. Изаберите једно.</translation>
    </message>
    <message>
        <source>Select only the natural card that replaces the joker.</source>
        <translation>Изаберите само праву карту која замењује џокера.</translation>
    </message>
    <message>
        <source>There is no joker on the table.</source>
        <translation>На столу нема џокера.</translation>
    </message>
    <message>
        <source>Select only the card to discard.</source>
        <translation>Изаберите само карту за одбацивање.</translation>
    </message>
    <message>
        <source>There is no card to act on.</source>
        <translation>Нема карте за ову радњу.</translation>
    </message>
    <message>
        <source>Put back in the hand</source>
        <translation>Врати у руку</translation>
    </message>
    <message>
        <source>Meld the draft	M</source>
        <translation>Изложи припрему	M</translation>
    </message>
    <message>
        <source>No menu here: press Enter to act on the focused place.</source>
        <translation>Овде нема менија: притисните Enter да бисте извршили радњу на месту у фокусу.</translation>
    </message>
    <message>
        <source>Top discard: %1</source>
        <translation>Горња одбачена карта: %1</translation>
    </message>
    <message>
        <source>Your hand is not shown now.</source>
        <translation>Ваша рука сада није приказана.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карташки сто</translation>
    </message>
    <message>
        <source>Table melds</source>
        <translation>Комбинације на столу</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>На столу још нема комбинација.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Избор је поништен.</translation>
    </message>
    <message>
        <source>There is no card to select.</source>
        <translation>Нема карте за избор.</translation>
    </message>
    <message>
        <source>All %1 cards selected.</source>
        <translation>Изабране су све карте (%1).</translation>
    </message>
    <message>
        <source>First card: %1</source>
        <translation>Прва карта: %1</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Последња карта: %1</translation>
    </message>
    <message>
        <source>No further group.</source>
        <translation>Нема следеће области.</translation>
    </message>
    <message>
        <source>No earlier group.</source>
        <translation>Нема претходне области.</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Нема игре.</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, изабрана</translation>
    </message>
    <message>
        <source>, in the draft</source>
        <translation>, у припреми</translation>
    </message>
    <message>
        <source>, borrowed</source>
        <translation>, позајмљена</translation>
    </message>
    <message>
        <source>The draft is empty: select the cards of a meld and press N.</source>
        <translation>Припрема је празна: изаберите карте комбинације и притисните N.</translation>
    </message>
    <message>
        <source>Draft meld %1 of %2: %3</source>
        <translation>Комбинација у припреми %1 од %2: %3</translation>
    </message>
    <message>
        <source>Meld %1 of %2, %3 — card %4 of %5: %6</source>
        <translation>Комбинација %1 од %2, %3 — карта %4 од %5: %6</translation>
    </message>
    <message>
        <source>buried joker</source>
        <translation>сахрањени џокер</translation>
    </message>
    <message>
        <source>Discard pile, card %1 of %2 from the top: %3</source>
        <translation>Гомила одбачених карата, карта %1 од %2 одозго: %3</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>шпил</translation>
    </message>
    <message>
        <source>, %1 points this round</source>
        <translation>, поена у овој рунди: %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Припрема</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Гомила одбачених карата</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Шпил</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a focus area (&quot;Hand&quot;), %2 what is focused in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off or discard (Delete).</source>
        <translation>Ваш потез: изложите комбинацију, додајте карту на комбинацију или одбаците карту (Delete).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.</source>
        <extracomment>D and T are the keys (RULES.md 7); %1 the top card of the discard pile.</extracomment>
        <translation>Ваш потез: извуците карту из шпила (D) или узмите одбачену (T). Горња одбачена карта: %1.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation>Ваш потез: извуците карту из шпила (D).</translation>
    </message>
    <message>
        <source>No joker on the table stands for your %1.</source>
        <translation>Ниједан џокер на столу не замењује %1.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Read the table: %1 a suit (&quot;hearts&quot;), %2 its ranks in the hand (&quot;five, seven, king&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Top discard: %1.</source>
        <translation>Горња одбачена карта: %1.</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <extracomment>Read the table: %1 a seat (&quot;Ana, 9 cards&quot;), %2 its match score so far.</extracomment>
        <translation>%1, резултат %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1</source>
        <extracomment>%n the number of cards, %1 the cards in the order shown.</extracomment>
        <translation>
            <numerusform>У руци имате %n карту: %1</numerusform>
            <numerusform>У руци имате %n карте: %1</numerusform>
            <numerusform>У руци имате %n карата: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1.</source>
        <extracomment>Read the table: %n the number of cards in your hand, %1 them by suit (&quot;hearts: five, king; …&quot;).</extracomment>
        <translation>
            <numerusform>У руци имате %n карту: %1.</numerusform>
            <numerusform>У руци имате %n карте: %1.</numerusform>
            <numerusform>У руци имате %n карата: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <extracomment>A new round of the match, said as it is dealt: %1 its number.</extracomment>
        <translation>Рунда %1: карте су подељене.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s).</source>
        <translation>
            <numerusform>Имате %n карту.</numerusform>
            <numerusform>Имате %n карте.</numerusform>
            <numerusform>Имате %n карата.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <extracomment>%1 the player who plays first in the new round.</extracomment>
        <translation>Први игра: %1.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Први потез је ваш.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s); cut card: %1</source>
        <translation>
            <numerusform>Шпил: %n карта; пресечена карта: %1</numerusform>
            <numerusform>Шпил: %n карте; пресечена карта: %1</numerusform>
            <numerusform>Шпил: %n карата; пресечена карта: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>На потезу сте.</translation>
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
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Учење игре…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Напусти лекцију</translation>
    </message>
    <message>
        <source>Close this window; the lesson goes on from here next time</source>
        <translation>Затвори овај прозор; следећи пут лекција се наставља одавде</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <extracomment>The guided round&apos;s window title; %1 is the game (&quot;Remi 51&quot;).</extracomment>
        <translation>Учење игре: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Учење игре</translation>
    </message>
    <message>
        <source>Which game would you like to learn?</source>
        <translation>Коју игру желите да научите?</translation>
    </message>
    <message>
        <source>New to these games? A guided round shows you how to play, step by step.</source>
        <translation>Први пут играте ове игре? Вођена рунда вам корак по корак показује како се игра.</translation>
    </message>
    <message>
        <source>You can start it later from Help → Learn to play…</source>
        <translation>Можете је покренути и касније: „Помоћ → Учење игре…“</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сада</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <extracomment>The guided round is over: the button that closes its window.</extracomment>
        <translation>Заврши лекцију</translation>
    </message>
    <message>
        <source>Close this window: the lesson is over</source>
        <translation>Затвори овај прозор: лекција је завршена</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>A turn begins with a draw: the top card of the stock or of the discard pile. The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or press T.</source>
        <translation>Потез почиње тако што узмете горњу карту из шпила или са гомиле одбачених карата. %1 на гомили се уклапа у ваше %2 %3 %4. Узмите је: кликните на гомилу одбачених карата или притисните T.</translation>
    </message>
    <message>
        <source>Press Meld, or M, to lay the set.</source>
        <translation>Притисните „Изложи“ или M да изложите скуп.</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table may be laid off on it. Put %1 on the nines: drag it there, or select it and press L.</source>
        <translation>Карта која се уклапа у комбинацију на столу може се додати на њу. Додајте %1 на деветке: превуците је тамо или је изаберите и притисните L.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card, %1: double-click it, drag it onto the discard pile, or select it and press Delete. The card taken from the pile may not be discarded in the same turn.</source>
        <translation>Завршите потез тако што ћете одбацити једну карту, %1: кликните на њу двапут, превуците је на гомилу одбачених карата или је изаберите и притисните Delete. Карта узета са гомиле не сме се одбацити у истом потезу.</translation>
    </message>
    <message>
        <source>West laid a run of hearts. Draw from the stock this time: click it or press D.</source>
        <translation>Запад је изложио низ у херцу. Овај пут извуците карту из шпила: кликните на њега или притисните D.</translation>
    </message>
    <message>
        <source>Lay off %1 on your run.</source>
        <translation>Додајте %1 на свој низ.</translation>
    </message>
    <message>
        <source>You may lay off on other players&apos; melds too: put %1 on West&apos;s hearts.</source>
        <translation>Можете додавати и на комбинације других играча: додајте %1 на Западов низ у херцу.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. The round ends as soon as a hand is empty.</source>
        <translation>Затворите: одбаците последњу карту, %1. Рунда се завршава чим неко остане без карата.</translation>
    </message>
    <message>
        <source>You went out and score the cards left in West&apos;s hand: an ace 1, a picture card 10, the others their value. Going rummy, all your cards out in one turn without having melded or laid off before in the round, doubles the score.</source>
        <translation>Затворили сте и добијате вредност карата које су остале Западу у руци: кец 1, слика 10, остале колико вреде. Реми у једном потезу — кад све карте изложите одједном, а пре тога у рунди ништа нисте изложили ни додали — удвостручује поене.</translation>
    </message>
    <message>
        <source>34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M.</source>
        <translation>34 и 30 чине 64: довољно за отварање. Изложите обе комбинације одједном: притисните „Изложи“ или M.</translation>
    </message>
    <message>
        <source>You have opened. From now on you may add cards to any meld on the table. Put %1 on your run: drag it there, or select it and press L.</source>
        <translation>Отворили сте се. Од сада можете додавати карте на сваку комбинацију на столу. Додајте %1 на свој низ: превуците је тамо или је изаберите и притисните L.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. The joker comes to your hand.</source>
        <translation>Џокер у Западовом низу замењује карту %1, а ви имате ту карту. Замените их: превуците %1 на џокера или изаберите ту карту и притисните J. Џокер прелази међу ваше карте.</translation>
    </message>
    <message>
        <source>End your turn by throwing away one card: %1 is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Завршите потез тако што ћете одбацити једну карту: %1 вам не треба. Кликните на њу двапут, превуците је на гомилу одбачених карата или је изаберите и притисните Delete.</translation>
    </message>
    <message>
        <source>The %1 you drew completes %2 %3 %1. Select these three cards.</source>
        <translation>Извучена карта %1 допуњује %2 %3 %1. Изаберите те три карте.</translation>
    </message>
    <message>
        <source>You have opened already, so a meld of any value may be laid. Press Meld, or M.</source>
        <translation>Већ сте се отворили, па можете изложити комбинацију било које вредности. Притисните „Изложи“ или M.</translation>
    </message>
    <message>
        <source>You may also lay off on other players&apos; melds: put %1 on West&apos;s queens.</source>
        <translation>Можете додавати и на комбинације других играча: додајте %1 на Западове даме.</translation>
    </message>
    <message>
        <source>And %1 on your kings.</source>
        <translation>И %1 на своје краљеве.</translation>
    </message>
    <message>
        <source>Close the round: throw away your last card, %1. The closing card may not be a joker, nor fit a meld on the table.</source>
        <translation>Затворите рунду: одбаците последњу карту, %1. Карта којом се затвара не сме бити џокер нити се уклапати у неку комбинацију на столу.</translation>
    </message>
    <message>
        <source>Every turn ends with a discard: discard %1. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Сваки потез се завршава одбацивањем: одбаците карту %1. Кликните на њу двапут, превуците је на гомилу одбачених карата или је изаберите и притисните Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Select %2 %3 to pick it up with them.</source>
        <translation>Запад је одбацио карту %1. Изаберите %2 %3: с њима ћете је узети и изложити.</translation>
    </message>
    <message>
        <source>Besides the pick-up, a meld may be laid only to close, keeping one card to discard. Press Meld, or M.</source>
        <translation>Осим при узимању са гомиле, комбинација се може изложити само за затварање, тако да вам остане једна карта за одбацивање. Притисните „Изложи“ или M.</translation>
    </message>
    <message>
        <source>Close: discard your last card, %1. The closing bonus is ten times its value: 50 for 2 to 10, 100 for a picture card, 150 for an ace.</source>
        <translation>Затворите: одбаците последњу карту, %1. Бонус за затварање је десет пута њена вредност: 50 за карте од 2 до 10, 100 за слику, 150 за кеца.</translation>
    </message>
    <message>
        <source>West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.</source>
        <translation>Запад је извукао и одбацио карту. Овај пут извуците карту из шпила: кликните на њега или притисните D. Карта лицем нагоре поред шпила је пресечена карта: може да је узме само играч који се није отворио (Shift+D), и то само да у том потезу изложи све своје карте.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for.</source>
        <translation>Изаберите %1 %2 %3 %4: кликните на сваку карту или се померајте стрелицама лево и десно и притисните размакницу. Бројач показује колико изабране карте вреде за отварање. Карта вреди онолико колико пише на њој; 10, J, Q и K вреде 10, кец 10, џокер колико карта коју замењује.</translation>
    </message>
    <message>
        <source>A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for %1 or %2: either will do.</source>
        <translation>Џокер узет са стола мора се одиграти у истом потезу. Додајте га на свој низ: превуците га тамо или га изаберите и притисните L. Може да замени %1 или %2, свеједно је.</translation>
    </message>
    <message>
        <source>You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others&apos; points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins.</source>
        <translation>Затворили сте рунду: −40 поена за вас; Запад плаћа карте које су му остале у руци. Да сте све карте изложили у једном потезу, а да се пре тога нисте отворили, то би био хенд: −80, а поени осталих би се удвостручили; са пресеченом картом −120. У табели резултата то показује колона ×: ×2 после хенда. Партија има онолико рунди колико има играча, тако да свако једном дели; побеђује играч са најмањим збиром.</translation>
    </message>
    <message>
        <source>Remi 51: going out with a hand</source>
        <translation>Реми 51: затварање хендом</translation>
    </message>
    <message>
        <source>You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>У овом потезу можете изложити све карте осим једне, а да се пре тога нисте отворили: то је хенд, најбољи начин да затворите. Изаберите %1 %2 %3 %4: кликните на сваку карту или се померајте стрелицама лево и десно и притисните размакницу.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3.</source>
        <translation>Изаберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>Press Add to draft, or N.</source>
        <translation>Притисните „Додај у припрему“ или N.</translation>
    </message>
    <message>
        <source>And %1 %2 %3.</source>
        <translation>И %1 %2 %3.</translation>
    </message>
    <message>
        <source>Close with your last card, %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Затворите последњом картом, %1: кликните на њу двапут, превуците је на гомилу одбачених карата или је изаберите и притисните Delete.</translation>
    </message>
    <message>
        <source>20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once.</source>
        <translation>20 и 30 чине 50: довољно за отварање. Притисните „Изложи“ или M. У Рамију се поени добијају одмах када се карте одиграју: ових 50 одмах се додаје вашем резултату.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was.</source>
        <translation>Џокер у Западовом низу замењује карту %1, а ви имате ту карту. Замените их: превуците %1 на џокера или изаберите ту карту и притисните J. Замена не доноси поене: кец вреди колико је вредео џокер.</translation>
    </message>
    <message>
        <source>Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points.</source>
        <translation>Притисните „Изложи“ или M: скуп седмица у коме џокер замењује седмицу, 15 поена.</translation>
    </message>
    <message>
        <source>In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your %1 %2 need a third four: take the %3 from West&apos;s diamonds. Press C, choose the run with Up and Down and the %3 with Left and Right, press Enter and choose Take; or right-click the %3.</source>
        <translation>У овој лекцији је укључена манипулација (преуређивање стола, опција игре): можете преуредити комбинације на столу да бисте одиграли своје карте. Вашим %1 %2 треба трећа четворка: узмите %3 из Западовог низа у кару. Притисните C, стрелицама горе и доле изаберите низ, а стрелицама лево и десно %3, притисните Enter и изаберите „Узми…“; или кликните десним тастером миша на %3.</translation>
    </message>
    <message>
        <source>The %1 is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select %2 %3 %1.</source>
        <translation>Карта %1 је позајмљена: мора се вратити на сто у овом потезу. Позајмљена карта која вам на крају потеза остане у руци кошта 300 поена. Изаберите %2 %3 %1.</translation>
    </message>
    <message>
        <source>Press Meld, or M: the fours score 15, less the 5 you lost when you took the %1: 10 points.</source>
        <translation>Притисните „Изложи“ или M: четворке доносе 15, минус 5 које сте изгубили када сте узели %1: 10 поена.</translation>
    </message>
    <message>
        <source>End your turn by discarding %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Завршите потез тако што ћете одбацити карту %1: кликните на њу двапут, превуците је на гомилу одбачених карата или је изаберите и притисните Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T.</source>
        <translation>Запад је одбацио %1. Сада када сте се отворили, уместо извлачења из шпила можете узети горњу карту са гомиле одбачених карата: кликните на њу или притисните T.</translation>
    </message>
    <message>
        <source>Lay off %1 on your hearts.</source>
        <translation>Додајте %1 на свој низ у херцу.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept.</source>
        <translation>Затворите: одбаците последњу карту, %1. У Рамију се рунда завршава и када рука остане празна после излагања или додавања на комбинацију: не морате задржати карту за одбацивање.</translation>
    </message>
    <message>
        <source>You went out and win the cards left in West&apos;s hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins.</source>
        <translation>Затворили сте и добијате поене за карте које су остале Западу у руци: од 2 до 9 по 5, од 10 до K по 10, кец 15, џокер 20. Да сте се отворили и затворили у истом потезу, то би био реми: још 200. Партија траје док неко не достигне 1000 поена; побеђује играч са највећим збиром.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; the ace is low, A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>Низ су три или више узастопних карата исте боје; кец иде пре двојке, A-2-3, никада Q-K-A. Изаберите %1 %2 %3 %4: кликните на сваку карту или се померајте стрелицама лево и десно и притисните размакницу.</translation>
    </message>
    <message>
        <source>Cards laid on the table together are a meld. Other games ask for an opening, a first meld worth a minimum of points; Rummy does not. Press Meld, or M.</source>
        <translation>Карте које заједно изложите на сто чине комбинацију. Друге игре траже отварање, прву комбинацију која вреди најмање одређени број поена; Основни реми не тражи. Притисните „Изложи“ или M.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select %1 %2 %3.</source>
        <translation>Скуп су три или четири карте исте вредности у различитим бојама. Изаберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N.</source>
        <translation>Низ су три или више узастопних карата исте боје; кец може ићи пре двојке, A-2-3, или после краља, Q-K-A. Од %1 до %2: 34 поена. За отварање вам треба најмање 51 одједном, па оставите низ по страни: притисните „Додај у припрему“ или N.</translation>
    </message>
    <message>
        <source>Instead of drawing from the stock you may pick up one of the top three cards of the discard pile, but only to lay it at once in a new meld, cards laid on the table together, with at least two cards from your hand. Select %1 %2 first.</source>
        <translation>Уместо да извучете карту из шпила, можете узети једну од три горње карте са гомиле одбачених карата, али само ако је одмах изложите у новој комбинацији (то су карте које заједно излажете на сто) са најмање две карте из руке. Прво изаберите %1 %2.</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the %1, which fits your %2 %3 %4. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn.</source>
        <translation>Потез почиње тако што узмете горњу карту из шпила или са гомиле одбачених карата. Запад се отворио, изложивши прву комбинацију (карте на столу) од најмање 51 поена, и одбацио %1, која се уклапа у ваше %2 %3 %4. Узмите је: кликните на гомилу одбачених карата или притисните T. Пре него што се отворите, карту са гомиле одбачених карата можете узети само у првом кругу, у првом потезу сваког играча, као сада; касније само ако се отварате у том истом потезу.</translation>
    </message>
    <message>
        <source>Now select the three kings, %1 %2 %3: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Сада изаберите три краља, %1 %2 %3: скуп, три или четири карте исте вредности у различитим бојама, 30 поена. Игра се са два шпила, али скуп никада нема две карте исте боје.</translation>
    </message>
    <message>
        <source>West threw away the %1. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T.</source>
        <translation>Запад је одбацио %1. Отварање је ваша прва комбинација: карте изложене на сто, од најмање 51 поена. Пре него што се отворите, карту са гомиле одбачених карата можете узети само у првом кругу, у првом потезу сваког играча, као сада; касније само ако се отварате у том истом потезу. Узмите је: кликните на гомилу одбачених карата или притисните T.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together.</source>
        <translation>Низ су три или више узастопних карата исте боје; кец може ићи пре двојке, A-2-3, или после краља, Q-K-A. Оставите низ по страни: притисните „Додај у припрему“ или N. Све комбинације се излажу заједно.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select the four nines: %1 %2 %3 %4.</source>
        <translation>Скуп су три или четири карте исте вредности у различитим бојама. Изаберите четири деветке: %1 %2 %3 %4.</translation>
    </message>
    <message>
        <source>The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you.</source>
        <translation>Бројач показује 101, јер карта вреди онолико колико пише на њој (J, Q и K 10, кец 10): много више од 51 колико треба за отварање. Притисните „Изложи“ или M: све четири комбинације излажете одједном и тиме се отварате.</translation>
    </message>
    <message>
        <source>That was a hand: −80 points for you instead of −40, and the others&apos; points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120.</source>
        <translation>То је био хенд: −80 поена за вас уместо −40, а поени осталих се удвостручују: колона × у табели резултата показује ×2. Запад се није отворио: 100, удвостручено 200. Хенд са пресеченом картом (карта лицем нагоре поред шпила, узета уместо извлачења) доноси −120.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N.</source>
        <translation>Низ су три или више узастопних карата исте боје; кец може ићи пре двојке, A-2-3, или после краља, Q-K-A. Ове карте у херцу: 20 поена, саме нису довољне. Оставите их по страни: притисните „Додај у припрему“ или N.</translation>
    </message>
    <message>
        <source>Now select %1 %2 %3: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Сада изаберите %1 %2 %3: скуп, три или четири карте исте вредности у различитим бојама; ови краљеви доносе 30 поена. Игра се са два шпила, али скуп никада нема две карте исте боје.</translation>
    </message>
    <message>
        <source>West opened: a player&apos;s first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D.</source>
        <translation>Запад се отворио: отварање су прве комбинације играча изложене на сто, од најмање 40 поена. У Рамију карту са гомиле одбачених карата можете узети тек када се отворите, зато извуците карту из шпила: кликните на њега или притисните D.</translation>
    </message>
    <message>
        <source>To open, lay melds worth at least 40 points in one turn, from your own hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for.</source>
        <translation>Да бисте се отворили, изложите у једном потезу комбинације од најмање 40 поена, само картама из своје руке. Изаберите %1 %2 %3 %4: кликните на сваку карту или се померајте стрелицама лево и десно и притисните размакницу. Бројач показује њихову вредност: од 2 до 9 по 5; 10, J, Q и K по 10; кец 15 (5 у A-2-3); џокер колико карта коју замењује.</translation>
    </message>
    <message>
        <source>Beside your name: your total, then this round&apos;s points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off %1 on West&apos;s diamonds for 5 more. Drag it there, or select it and press L.</source>
        <translation>Поред вашег имена: ваш укупан резултат, па у загради поени ове рунде, 0 (+50). Комбинација на столу више не припада никоме: додајте %1 на Западов низ у кару за још 5 поена. Превуците је тамо или је изаберите и притисните L.</translation>
    </message>
    <message>
        <source>Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select %1 %2 and the joker.</source>
        <translation>Пазите, казна је 300 поена: џокер узет са стола мора се у истом потезу одиграти у новој комбинацији. Ако га одбаците или задржите у руци, на крају потеза добијате 300 казнених поена. Изаберите %1 %2 и џокера.</translation>
    </message>
    <message>
        <source>Now take the %1, third from the top: click it, or press Shift+T and choose it. The cards above it come to your hand. A set, three or four cards of one rank in different suits, may be laid only while you have a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is one.</source>
        <translation>Сада узмите %1, трећу одозго: кликните на њу или притисните Shift+T и изаберите је. Карте изнад ње прелазе у вашу руку. Скуп, три или четири карте исте вредности у различитим бојама, може се изложити само ако имате низ (три или више узастопних карата исте боје), на столу или у руци: ваше %2 %3 %4 чине низ.</translation>
    </message>
    <message>
        <source>Click the %1 on the pile, or press T: the run %1 %2 %3 goes down.</source>
        <translation>Кликните на %1 на гомили или притисните T: низ %1 %2 %3 иде на сто.</translation>
    </message>
    <message>
        <source>In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q K. Select %1 %2 %3.</source>
        <translation>У овој игри низ чине узастопне бројчане карте исте боје, од 2 до 10, или тачно J Q K. Изаберите %1 %2 %3.</translation>
    </message>
    <message>
        <source>You closed the round. Everyone scores the cards in melds, on the table or in hand, plus and the other cards minus; without a run the sets count minus.</source>
        <translation>Затворили сте рунду. Свако добија плус за карте у комбинацијама, на столу или у руци, а минус за остале карте; без низа се скупови рачунају у минус.</translation>
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
        <translation>Из&amp;ложи</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>&amp;Додај у припрему</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Очисти припрему</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>По &amp;боји</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>По &amp;вредности</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>По&amp;ништи</translation>
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
        <source>Remi</source>
        <translation>Реми</translation>
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
        <translation>На потезу је %1 — притисните размакницу да бисте видели своје карте</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read; using Remi&apos;s own deck.</source>
        <translation>Шпил карата %1 не може да се учита; користи се уграђени шпил програма Реми.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отвори…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нема игре за чување.</translation>
    </message>
    <message>
        <source>The saved players do not fit the game.</source>
        <translation>Сачувани играчи не одговарају игри.</translation>
    </message>
    <message>
        <source>Remi games (*.%1)</source>
        <translation>Игре Реми (*.%1)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сачувај игру</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Игра је сачувана у %1.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Отвори игру</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Игра је учитана из %1.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 не може да се отвори:
%2</translation>
    </message>
    <message>
        <source>New game dealt. %1</source>
        <extracomment>%1 what to do on the first turn (&quot;Your turn: draw from the stock (D) or take the discard (T)…&quot;).</extracomment>
        <translation>Карте за нову игру су подељене. %1</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сачувај &amp;као…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сачувај као…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Подешавања…</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Сакриј</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>Show your cards and play your turn (%1)</source>
        <translation>Прикажи своје карте и одиграј потез (%1)</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (%1)</source>
        <translation>Изложи изабране карте, заједно с припремом, као нове комбинације (%1)</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (%1)</source>
        <translation>Остави изабране карте по страни као једну од комбинација за отварање (%1)</translation>
    </message>
    <message>
        <source>Put the draft cards back in the hand (%1)</source>
        <translation>Врати карте из припреме у руку (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by suit (%1)</source>
        <translation>Поређај руку по боји (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (%1)</source>
        <translation>Поређај руку по вредности (%1)</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (%1)</source>
        <translation>Поништи последњу радњу у овом потезу (%1)</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Подешавања су сачувана.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Отвори је</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1. Game → Open… opens it again.</source>
        <extracomment>%1 the file the unfinished game was copied to.</extracomment>
        <translation>Ваша недовршена партија је сачувана као %1. „Игра → Отвори…“ је поново отвара.</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Reconnecting…</source>
        <translation>Веза са столом је прекинута. Поново се успоставља веза…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Игра на мрежи</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Поново сте за столом.</translation>
    </message>
    <message>
        <source>The table is open. Its code: %1</source>
        <translation>Сто је отворен. Шифра стола: %1</translation>
    </message>
    <message>
        <source>Friends at home type one of these addresses: %1</source>
        <translation>Пријатељи у вашој кућној мрежи уносе једну од ових адреса: %1</translation>
    </message>
    <message>
        <source>Invitation for seat %1: %2</source>
        <translation>Позивница за место %1: %2</translation>
    </message>
    <message>
        <source>Friends outside your home network need your router to forward port %1 (TCP) to this computer; they then use your public address.</source>
        <translation>За пријатеље ван ваше кућне мреже рутер мора да прослеђује порт %1 (TCP) на овај рачунар; они тада користе вашу јавну адресу.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>Играј на &amp;мрежи…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Домаћин</translation>
    </message>
    <message>
        <source>A game at a network table is kept by the table&apos;s server and cannot be saved to a file.</source>
        <translation>Игру за мрежним столом чува сервер стола; она се не може сачувати у датотеку.</translation>
    </message>
    <message>
        <source>Waiting for the online table to start…</source>
        <translation>Чека се почетак игре за мрежним столом…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Изађи</translation>
    </message>
    <message>
        <source>You host this table: your friends wait until you come back. Quit anyway?</source>
        <translation>Ви сте домаћин овог стола: пријатељи ће чекати док се не вратите. Ипак изаћи?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Ипак изађи</translation>
    </message>
    <message>
        <source>&amp;Match standings…</source>
        <translation>Пор&amp;едак партије…</translation>
    </message>
    <message>
        <source>The last match&apos;s standings…</source>
        <translation>Поредак претходне партије…</translation>
    </message>
    <message>
        <source>A rematch is dealt: a new match at this table.</source>
        <translation>Подељена је нова партија за истим столом.</translation>
    </message>
    <message>
        <source>%1 started a rematch: a new match at this table.</source>
        <translation>%1 почиње нову партију за истим столом.</translation>
    </message>
</context>
<context>
    <name>MarkWords</name>
    <message>
        <source>Gold frame on a hand card: it is selected.</source>
        <translation>Златни оквир на карти у руци: карта је изабрана.</translation>
    </message>
    <message>
        <source>Blue tint on a hand card: it is in the draft, not on the table yet.</source>
        <translation>Плава нијанса на карти у руци: карта је у припреми, још није на столу.</translation>
    </message>
    <message>
        <source>Light blue ring: the keyboard focus.</source>
        <translation>Светлоплави прстен: фокус тастатуре.</translation>
    </message>
    <message>
        <source>Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, or the card you drew).</source>
        <translation>Жути прстен који бледи: промењено последњим потезом (нова комбинација, карта додата на комбинацију, замена џокера, одбачена карта или карта коју сте извукли).</translation>
    </message>
    <message>
        <source>Yellow dashed outline: where the hint&apos;s move goes.</source>
        <translation>Жута испрекидана контура: где се игра потез из савета.</translation>
    </message>
    <message>
        <source>Yellow frame while you drag a card: it may be dropped there.</source>
        <translation>Жути оквир док превлачите карту: ту може да се пусти.</translation>
    </message>
    <message>
        <source>Red dashed outline while you drag a card: it may not go there; the reason is beside it.</source>
        <translation>Црвена испрекидана контура док превлачите карту: ту не може да се пусти; разлог је наведен поред.</translation>
    </message>
    <message>
        <source>Red dashed frame and red dot: taken from the table this turn; lay it in a meld before the turn ends or it costs %1 points.</source>
        <extracomment>%1 the points a borrowed card costs (300).</extracomment>
        <translation>Црвени испрекидани оквир и црвена тачка: карта узета са стола у овом потезу; ставите је у комбинацију пре краја потеза, иначе кошта %1 поена.</translation>
    </message>
    <message>
        <source>Gold frame and dot on a discard: it may be taken.</source>
        <translation>Златни оквир и тачка на одбаченој карти: може да се узме.</translation>
    </message>
    <message>
        <source>Red tint after the round: a card that costs points.</source>
        <translation>Црвена нијанса после рунде: карта за коју се рачунају казнени поени.</translation>
    </message>
    <message>
        <source>★: a joker; on the table its badge names the card it stands for.</source>
        <translation>★: џокер; на столу његова ознака показује коју карту замењује.</translation>
    </message>
    <message>
        <source>✓ before a name in the score table or the standings: the winner.</source>
        <translation>✓ испред имена у табели резултата или у поретку: победник.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Партија је завршена</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Поредак</translation>
    </message>
    <message>
        <source>Totals after each round</source>
        <translation>Збир после сваке рунде</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Исти играчи и иста правила, карте поново промешане</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Рунда</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Чека се домаћин…</translation>
    </message>
    <message>
        <source>The host of the table deals a rematch</source>
        <translation>Реванш дели домаћин стола</translation>
    </message>
    <message>
        <source>A new match at this table: the same players and options, newly shuffled</source>
        <translation>Нова партија за овим столом: исти играчи и правила, карте поново промешане</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>One place of the standings as said: %1 the place (&quot;1.&quot;), %2 the player, %3 the total.</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Standings: %1.</source>
        <extracomment>The match&apos;s standings said to a screen reader: %1 the places (&quot;1. You, 100; 2. Ana, 0&quot;).</extracomment>
        <translation>Поредак: %1.</translation>
    </message>
    <message>
        <source>The last match</source>
        <extracomment>The standings of the match played before the host&apos;s rematch (Game → Match standings…).</extracomment>
        <translation>Претходна партија</translation>
    </message>
    <message>
        <source>&amp;Leave the table and start a new game…</source>
        <translation>&amp;Напустите сто и почните нову игру…</translation>
    </message>
    <message>
        <source>A new game on this computer: you leave this table</source>
        <translation>Нова игра на овом рачунару: напуштате овај сто</translation>
    </message>
</context>
<context>
    <name>MeldList</name>
    <message>
        <source>Table melds</source>
        <translation>Комбинације на столу</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>На столу још нема комбинација.</translation>
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
        <translation>Рачунар (почетник)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Рачунар (просечан)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Рачунар (јак)</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Име на месту %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>насумично</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>Исти број дељења, игра и места дају исте карте: оставите празно за ново мешање.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Број &amp;дељења:</translation>
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
    <message>
        <source>Computer (expert)</source>
        <translation>Рачунар (стручњак)</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>The seat&apos;s number is its mnemonic (Alt+1…).</extracomment>
        <translation>Место &amp;%1:</translation>
    </message>
    <message>
        <source>Player of seat %1: %2</source>
        <extracomment>Screen reader: %1 the seat&apos;s number, %2 who plays it (&quot;Computer (normal)&quot;).</extracomment>
        <translation>Играч на месту %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One rule option in the New Game dialog: %1 its label (&quot;Manipulation&quot;), %2 its value (&quot;off&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule options (Settings): %1.</source>
        <extracomment>%1 the options (&quot;Manipulation: off; Round to 5: on&quot;); they are changed in Settings.</extracomment>
        <translation>Опције правила (у подешавањима): %1.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game chosen here starts when you press OK.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Сада се игра: %1. Игра коју овде изаберете почиње кад притиснете „У реду“.</translation>
    </message>
    <message>
        <source>Game and seats</source>
        <translation>Игра и места</translation>
    </message>
    <message>
        <source>Online: each other seat for a person is for a friend who joins over the network from their own computer.</source>
        <translation>На мрежи: свако друго место за особу је за пријатеља који се придружује преко мреже са свог рачунара.</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>The table could not be created: the connection to %1 was lost.</source>
        <translation>Сто није могао да се отвори: веза са %1 је прекинута.</translation>
    </message>
    <message>
        <source>The table was created without a seat for you.</source>
        <translation>Сто је отворен, али без места за вас.</translation>
    </message>
    <message>
        <source>This table plays a game or an option this version does not know.</source>
        <translation>Овај сто користи игру или правило које ова верзија програма не познаје.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. Ask the host for a seat.</source>
        <translation>Сва места за овим столом су заузета. Замолите домаћина за место.</translation>
    </message>
    <message>
        <source>There is no such table at %1, or that seat is not yours. Check the table code.</source>
        <translation>На %1 нема таквог стола или то место није ваше. Проверите шифру стола.</translation>
    </message>
    <message>
        <source>The server did not create the table (%1).</source>
        <translation>Сервер није отворио сто (%1).</translation>
    </message>
    <message>
        <source>Your seat was taken from another window.</source>
        <translation>Ваше место је заузето из другог прозора.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Elimination</source>
        <translation>Игра на испадање</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Граница за испадање</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Поени за хенд</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Број џокера у шпилу</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Манипулација (преуређивање стола)</translation>
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
        <source>Rounds</source>
        <translation>Број рунди</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Највише рунди</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Граница поена</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Игра се до (поена)</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Мешају се сваки пут</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Мешају се једном</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Окрећу се без мешања</translation>
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
        <translation>1 у A-2-3, иначе 11</translation>
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
    <message>
        <source>on or off</source>
        <translation>укључено или искључено</translation>
    </message>
    <message>
        <source>0 or %1 to %2</source>
        <translation>0 или од %1 до %2</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>од %1 до %2, у корацима од %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>од %1 до %2</translation>
    </message>
    <message>
        <source>%1 is not an option of this game</source>
        <translation>%1 није опција ове игре</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Непозната игра %1.</translation>
    </message>
    <message>
        <source>Q-K-A is also a run; an ace left in hand is worth 15.</source>
        <translation>И Q-K-A је низ; кец који остане у руци вреди 15.</translation>
    </message>
    <message>
        <source>At most one new meld per turn.</source>
        <translation>Највише једна нова комбинација у потезу.</translation>
    </message>
    <message>
        <source>You can only go out by discarding your last card.</source>
        <translation>Затвара се само одбацивањем последње карте.</translation>
    </message>
    <message>
        <source>Going rummy (going out in one turn without having melded or laid off before) doubles the score.</source>
        <translation>Реми у једном потезу (затварање одједном, ако раније у рунди нисте ништа изложили ни додали) удвостручује поене.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.</source>
        <translation>Када се шпил потроши, одбачене карте се или мешају сваки пут, или само једном (други пут се рунда завршава без поена), или се окрећу без мешања.</translation>
    </message>
    <message>
        <source>Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).</source>
        <translation>Игра се до одређеног броја поена (побеђује ко га први достигне) или на задати број рунди (побеђује ко има највише поена).</translation>
    </message>
    <message>
        <source>The score that wins a match played to a target.</source>
        <translation>Колико поена треба скупити за победу.</translation>
    </message>
    <message>
        <source>The number of rounds of a match played over a fixed number of rounds.</source>
        <translation>Број рунди партије која се игра на задати број рунди.</translation>
    </message>
    <message>
        <source>The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).</source>
        <translation>Дељење иде улево или следећи дели играч који је затворио (после рунде без победника дељење иде улево).</translation>
    </message>
    <message>
        <source>A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.</source>
        <translation>Рунда у којој је шпил оволико пута обновљен, а у међувремену ништа није изложено ни додато, завршава се без поена.</translation>
    </message>
    <message>
        <source>The points your first melds must be worth together.</source>
        <translation>Колико поена морају заједно да вреде ваше прве комбинације.</translation>
    </message>
    <message>
        <source>What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.</source>
        <translation>Колико кец вреди при отварању: 10; 1 у A-2-3, а иначе 11; или 11.</translation>
    </message>
    <message>
        <source>The points for an ace left in hand at the end of the round.</source>
        <translation>Поени за кеца који на крају рунде остане у руци.</translation>
    </message>
    <message>
        <source>The points for a joker left in hand at the end of the round.</source>
        <translation>Поени за џокера који на крају рунде остане у руци.</translation>
    </message>
    <message>
        <source>A player who has not opened scores 100 plus the cards in hand instead of 100.</source>
        <translation>Играч који се није отворио добија 100 плус вредност карата у руци, а не само 100.</translation>
    </message>
    <message>
        <source>The score of a player who closes normally.</source>
        <translation>Поени играча који затвори без хенда.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand.</source>
        <translation>Поени играча који затвори хендом.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand that uses the cut card.</source>
        <translation>Поени играча који затвори хендом са пресеченом картом.</translation>
    </message>
    <message>
        <source>After a hand the other players&apos; scores are doubled.</source>
        <translation>После хенда поени осталих играча се удвостручују.</translation>
    </message>
    <message>
        <source>Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).</source>
        <translation>Стандардно: при отварању један џокер у комбинацији, касније највише онолико џокера колико има правих карата и никад два џокера један до другог у низу; један џокер у комбинацији увек; или било колико (уз бар једну праву карту).</translation>
    </message>
    <message>
        <source>The 14-card run A-2-…-K-A is allowed.</source>
        <translation>Дозвољен је низ од 14 карата A-2-…-K-A.</translation>
    </message>
    <message>
        <source>Laying off and swapping jokers are allowed in the turn you open.</source>
        <translation>Додавање на комбинације и замена џокера дозвољени су у потезу отварања.</translation>
    </message>
    <message>
        <source>A discard taken in order to open must be in the opening melds.</source>
        <translation>Карта узета са гомиле одбачених карата ради отварања мора бити у комбинацијама отварања.</translation>
    </message>
    <message>
        <source>A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.</source>
        <translation>Џокер узет заменом сме да остане у руци, уместо да се у истом потезу врати на сто.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto other players&apos; melds.</source>
        <translation>У хенду се не сме додавати на туђе комбинације.</translation>
    </message>
    <message>
        <source>The opening must include a run without a joker.</source>
        <translation>Отварање мора да садржи низ без џокера.</translation>
    </message>
    <message>
        <source>Nobody may open or close in this many first circuits.</source>
        <translation>У оволико првих кругова нико не сме ни да се отвори ни да затвори.</translation>
    </message>
    <message>
        <source>When discarding you may put a joker under your discard; a buried joker can never be taken.</source>
        <translation>При одбацивању можете џокера ставити испод карте коју одбацујете; сахрањени џокер нико не може узети.</translation>
    </message>
    <message>
        <source>A player who cuts a joker may leave it as the cut card instead of keeping it.</source>
        <translation>Играч који пресече џокера сме да га остави као пресечену карту уместо да га задржи.</translation>
    </message>
    <message>
        <source>A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).</source>
        <translation>Карта која може да се дода на комбинацију на столу не сме да се одбаци (док имате карту која не може).</translation>
    </message>
    <message>
        <source>How often per round the discard pile is shuffled into a new stock when the stock runs out.</source>
        <translation>Колико пута се у рунди одбачене карте мешају у нови шпил када се шпил потроши.</translation>
    </message>
    <message>
        <source>With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi&apos;s addition; the rules set no limit.</source>
        <translation>Уз неограничено мешање: рунда у којој је шпил оволико пута обновљен, а у међувремену ништа није изложено ни додато, завршава се без затварања (сви добијају поене као играчи који нису затворили). Додатак програма Реми; правила не постављају границу.</translation>
    </message>
    <message>
        <source>Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).</source>
        <translation>Један круг око стола (сваки играч дели једном), два круга или игра на испадање до границе за испадање (побеђује последњи преостали играч).</translation>
    </message>
    <message>
        <source>With elimination: a player whose total reaches this score is eliminated.</source>
        <translation>У игри на испадање: играч чији збир достигне овај број поена испада.</translation>
    </message>
    <message>
        <source>No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.</source>
        <translation>Без одбацивања (потез се само завршава); само одбацивање (одбачене карте се не узимају); сме да се узме горња карта; или било која карта заједно са свим картама изнад ње.</translation>
    </message>
    <message>
        <source>The number of jokers in each deck.</source>
        <translation>Број џокера у сваком шпилу.</translation>
    </message>
    <message>
        <source>Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).</source>
        <translation>Вредности карата заокружене на 5 (2–9 вреде 5, кец пре двојке 5); искључено: традиционалне вредности (2–9 номинално, кец 1 пре двојке и 11 после краља).</translation>
    </message>
    <message>
        <source>Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.</source>
        <translation>Мање је боље: карте на столу не доносе поене, остали добијају вредност својих карата у руци × 1 (реми × 2, чисти реми × 3, чисти реми пре туђег отварања × 4), а играч који достигне границу за испадање испада.</translation>
    </message>
    <message>
        <source>Without challenge mode: the match ends when a total reaches this score.</source>
        <translation>Без режима изазова: партија се завршава када неки збир достигне овај број поена.</translation>
    </message>
    <message>
        <source>In challenge mode: a player whose total reaches this score is eliminated.</source>
        <translation>У режиму изазова: играч чији збир достигне овај број поена испада.</translation>
    </message>
    <message>
        <source>The match ends after this many rounds (0: no limit).</source>
        <translation>Партија се завршава после оволико рунди (0: без ограничења).</translation>
    </message>
    <message>
        <source>The time for a turn in seconds (0: no limit); a timeout costs 50.</source>
        <translation>Време за потез у секундама (0: без ограничења); прекорачење времена кошта 50 поена.</translation>
    </message>
    <message>
        <source>Cards taken from the pile may be discarded in the same turn.</source>
        <translation>Карте узете са гомиле одбачених карата смеју да се одбаце у истом потезу.</translation>
    </message>
    <message>
        <source>In challenge mode: going out before anyone else opened gives −100 and doubles the others&apos; hands.</source>
        <translation>У режиму изазова: затварање пре туђег отварања даје −100 и удвостручује поене осталих за карте у руци.</translation>
    </message>
    <message>
        <source>Melds from your hand may be laid in any turn after drawing (keeping one card).</source>
        <translation>Комбинације из руке смеју да се излажу у сваком потезу после извлачења (уз једну задржану карту).</translation>
    </message>
    <message>
        <source>How deep in the discard pile you may pick up a card.</source>
        <translation>Колико дубоко у гомили одбачених карата смете да узмете карту.</translation>
    </message>
    <message>
        <source>The closing bonus is this multiplier × the value of the closing card.</source>
        <translation>Бонус за затварање је овај множилац × вредност карте затварања.</translation>
    </message>
    <message>
        <source>The number of rounds of a match.</source>
        <translation>Број рунди у партији.</translation>
    </message>
    <message>
        <source>A 10 is worth 10 instead of 5.</source>
        <translation>Десетка вреди 10 уместо 5.</translation>
    </message>
    <message>
        <source>Challenge mode</source>
        <translation>Режим изазова</translation>
    </message>
    <message>
        <source>on</source>
        <translation>укључено</translation>
    </message>
    <message>
        <source>off</source>
        <translation>искључено</translation>
    </message>
    <message>
        <source>An ace at both ends of a run</source>
        <translation>Кец на оба краја низа</translation>
    </message>
    <message>
        <source>An ace high or low</source>
        <translation>Кец и после краља</translation>
    </message>
    <message>
        <source>An ace left in hand</source>
        <translation>Вредност кеца у руци</translation>
    </message>
    <message>
        <source>An ace in the opening</source>
        <translation>Вредност кеца при отварању</translation>
    </message>
    <message>
        <source>Burying a joker</source>
        <translation>Сахрањивање џокера</translation>
    </message>
    <message>
        <source>Discarding cards taken from the pile</source>
        <translation>Одбацивање карте узете са гомиле</translation>
    </message>
    <message>
        <source>The cutter may leave a joker</source>
        <translation>Ко пресече џокера, сме да га остави</translation>
    </message>
    <message>
        <source>Score for closing</source>
        <translation>Поени за затварање</translation>
    </message>
    <message>
        <source>Closing bonus factor</source>
        <translation>Множилац бонуса за затварање</translation>
    </message>
    <message>
        <source>Score for a hand with the cut card</source>
        <translation>Поени за хенд с пресеченом картом</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Смена делитеља</translation>
    </message>
    <message>
        <source>Use of the discard pile</source>
        <translation>Одбацивање и узимање</translation>
    </message>
    <message>
        <source>A pile card taken to open is in the opening</source>
        <translation>Карта са гомиле мора ући у отварање</translation>
    </message>
    <message>
        <source>How deep in the discard pile</source>
        <translation>Дубина узимања са гомиле</translation>
    </message>
    <message>
        <source>Going out before anyone opened</source>
        <translation>Затварање пре туђег отварања</translation>
    </message>
    <message>
        <source>Keeping a freed joker</source>
        <translation>Ослобођени џокер остаје у руци</translation>
    </message>
    <message>
        <source>A hand doubles the others&apos; scores</source>
        <translation>Хенд удвостручује поене осталих</translation>
    </message>
    <message>
        <source>Identical cards as a meld</source>
        <translation>Комбинације идентичних карата</translation>
    </message>
    <message>
        <source>A joker left in hand</source>
        <translation>Вредност џокера у руци</translation>
    </message>
    <message>
        <source>Jokers in a meld</source>
        <translation>Ограничење џокера</translation>
    </message>
    <message>
        <source>Laying off in the opening turn</source>
        <translation>Додавање у потезу отварања</translation>
    </message>
    <message>
        <source>How the match ends</source>
        <translation>Крај партије</translation>
    </message>
    <message>
        <source>Melding from the hand in any turn</source>
        <translation>Излагање из руке у сваком потезу</translation>
    </message>
    <message>
        <source>Going out only with a discard</source>
        <translation>Затварање само одбацивањем</translation>
    </message>
    <message>
        <source>Circuits without opening or closing</source>
        <translation>Кругови без отварања и затварања</translation>
    </message>
    <message>
        <source>No discarding a card that fits</source>
        <translation>Без одбацивања карте која се уклапа</translation>
    </message>
    <message>
        <source>Opening needs a run without a joker</source>
        <translation>Отварање тражи низ без џокера</translation>
    </message>
    <message>
        <source>Going rummy doubles the score</source>
        <translation>Реми у једном потезу удвостручује поене</translation>
    </message>
    <message>
        <source>Rebuilds without play that end a round</source>
        <translation>Обнове шпила без излагања до краја рунде</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Када се шпил потроши</translation>
    </message>
    <message>
        <source>Reshuffles of the stock</source>
        <translation>Колико пута се шпил меша</translation>
    </message>
    <message>
        <source>A hand lays off only on its own melds</source>
        <translation>Хенд додаје само на своје комбинације</translation>
    </message>
    <message>
        <source>A 10 is worth 10</source>
        <translation>Десетка вреди 10</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Време за потез (секунде)</translation>
    </message>
    <message>
        <source>Card values rounded to 5</source>
        <translation>Заокруживање на 5</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; cannot be &quot;%2&quot; (allowed: %3)</source>
        <extracomment>%1 the option as Settings names it (&quot;Going rummy doubles the score&quot;), %2 the stored value, %3 what is allowed.</extracomment>
        <translation>Опција „%1“ не може бити „%2“ (дозвољено: %3)</translation>
    </message>
    <message>
        <source>3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.</source>
        <translation>3 или 4 потпуно исте карте чине комбинацију, свака вреди 10 поена више; увек 4 шпила.</translation>
    </message>
    <message>
        <source>Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.</source>
        <translation>Играчи који су се отворили смеју да узимају карте из комбинација на столу и да преуређују сто; свака позајмљена карта која се до краја потеза не врати на сто кошта 300 поена.</translation>
    </message>
    <message>
        <source>Not opened pays 100 plus the hand</source>
        <translation>Ко се није отворио, плаћа 100 + карте у руци</translation>
    </message>
    <message>
        <source>Target score</source>
        <comment>how the match ends</comment>
        <translation>До задатог броја поена</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <comment>how the match ends</comment>
        <translation>Задати број рунди</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Извуци из шпила</translation>
    </message>
    <message>
        <source>&amp;Take the top discard</source>
        <translation>&amp;Узми горњу одбачену карту</translation>
    </message>
    <message>
        <source>Take from deeper in the discard pile…</source>
        <translation>Узми дубље са гомиле одбачених карата…</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>Из&amp;ложи</translation>
    </message>
    <message>
        <source>&amp;Lay off…</source>
        <translation>&amp;Додај на комбинацију…</translation>
    </message>
    <message>
        <source>Swap a &amp;joker…</source>
        <translation>&amp;Замени џокера…</translation>
    </message>
    <message>
        <source>Dis&amp;card</source>
        <translation>&amp;Одбаци</translation>
    </message>
    <message>
        <source>Discard, &amp;burying a joker</source>
        <translation>Одбаци и сахрани џо&amp;кера</translation>
    </message>
    <message>
        <source>&amp;End the turn without a discard</source>
        <translation>Заврши пот&amp;ез без одбацивања</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Пони&amp;шти</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>По&amp;нови</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Савет</translation>
    </message>
    <message>
        <source>Discard &amp;pile</source>
        <translation>&amp;Гомила одбачених карата</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>Ст&amp;ање</translation>
    </message>
    <message>
        <source>Draw the cut c&amp;ard (for a hand)</source>
        <translation>Узми пресечену карту (за &amp;хенд)</translation>
    </message>
    <message>
        <source>Add to dra&amp;ft</source>
        <translation>Додај у &amp;припрему</translation>
    </message>
    <message>
        <source>Sort b&amp;y suit</source>
        <translation>Поређај по &amp;боји</translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation>Поређај по &amp;вредности</translation>
    </message>
    <message>
        <source>Read the ha&amp;nd</source>
        <translation>Прочитај &amp;руку</translation>
    </message>
    <message>
        <source>Table melds l&amp;ist</source>
        <translation>Списак ко&amp;мбинација на столу</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>&amp;Табела резултата</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Цео &amp;екран</translation>
    </message>
    <message>
        <source>Read the &amp;whole table</source>
        <translation>Прочитај &amp;цео сто</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Игра на мрежи</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;име:</translation>
    </message>
    <message>
        <source>Your computer offers the table; friends join it from their own Remi. Choose the game and the seats as for a new game: a seat for a person is a friend&apos;s seat, and the first one is yours.</source>
        <translation>Сто се отвара на вашем рачунару; пријатељи седају за њега из свог Ремија. Изаберите игру и места као за нову игру: место за човека је место за пријатеља, а прво такво место је ваше.</translation>
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
        <translation>&amp;Отвори сто</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ваш сто</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation>&amp;Адреса домаћина:</translation>
    </message>
    <message>
        <source>as the host gave it</source>
        <translation>од домаћина</translation>
    </message>
    <message>
        <source>&amp;Table code:</source>
        <translation>&amp;Шифра стола:</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Седи за сто</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сто пријатеља</translation>
    </message>
    <message>
        <source>The last table: %1 at %2.</source>
        <translation>Последњи сто: %1 на %2.</translation>
    </message>
    <message>
        <source>You have not played at a table yet.</source>
        <translation>Још нисте играли ни за једним столом на мрежи.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Врати се за сто</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Повратак за сто</translation>
    </message>
    <message>
        <source>O&amp;ffer hints at this table</source>
        <translation>Дозволи савете за овим с&amp;толом</translation>
    </message>
    <message>
        <source>Unticked, nobody at the table gets hints (Play → Hint)</source>
        <translation>Ако није означено, нико за столом не добија савете („Потез → Савет“)</translation>
    </message>
    <message numerus="yes">
        <source>%n friend(s)</source>
        <comment>Play online summary: the friends&apos; seats</comment>
        <translation>
            <numerusform>%n пријатељ</numerusform>
            <numerusform>%n пријатеља</numerusform>
            <numerusform>%n пријатеља</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer player(s)</source>
        <comment>Play online summary: the computer seats</comment>
        <translation>
            <numerusform>%n рачунар</numerusform>
            <numerusform>%n рачунара</numerusform>
            <numerusform>%n рачунара</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: you, %2 and %3.</source>
        <comment>Play online summary: game, friends, computer players</comment>
        <translation>%1: ви, %2 и %3.</translation>
    </message>
    <message>
        <source>%1: you and %2.</source>
        <comment>Play online summary: game, then the friends or the computer players</comment>
        <translation>%1: ви и %2.</translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>The host turned hints off for this table.</source>
        <translation>Домаћин је искључио савете за овим столом.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>По&amp;већај</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>См&amp;ањи</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>Изабери &amp;све</translation>
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
        <translation>&amp;Поништи</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Пон&amp;ови</translation>
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
        <translation>Врати подразумевано</translation>
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
        <translation>Прво морате да се отворите.</translation>
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
        <translation>Сада не можете да изложите комбинацију.</translation>
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
        <translation>Не можете да узмете карту тако дубоко са гомиле.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>Карта са гомиле мора одмах да се изложи у комбинацији са две ваше карте.</translation>
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
        <source>Your opening is worth too few points.</source>
        <translation>Ваше отварање вреди премало поена.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>Морате да задржите карту за одбацивање.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>Не можете да одбаците карту коју сте узели са гомиле.</translation>
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
    <message>
        <source>The hand is hidden: press Space to show it first.</source>
        <translation>Карте су скривене: прво притисните размакницу да бисте их видели.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>Комбинација мора имати најмање три карте.</translation>
    </message>
    <message>
        <source>%1 alone would be only one card: a meld needs three.</source>
        <extracomment>%1 the cards (&quot;K♣ A♣&quot;): a meld needs three cards or more (a take or split may leave too few).</extracomment>
        <translation>Била би само једна карта (%1), а комбинација има најмање три.</translation>
    </message>
    <message>
        <source>%1 would be only two cards: a meld needs three.</source>
        <translation>Биле би само две карте (%1), а комбинација има најмање три.</translation>
    </message>
    <message>
        <source>%1 would make the run too long.</source>
        <translation>Са %1 низ би био предугачак.</translation>
    </message>
    <message>
        <source>A set has at most four cards: %1 would be a fifth.</source>
        <extracomment>A set or identical meld already has four cards; %1 the card that would be the fifth.</extracomment>
        <translation>Скуп има највише четири карте: %1 би била пета.</translation>
    </message>
    <message>
        <source>%1 does not fit a run of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): a run is all one suit.</extracomment>
        <translation>%1 не пристаје у низ %2.</translation>
    </message>
    <message>
        <source>A run is all one suit: %1 does not fit.</source>
        <translation>Све карте низа морају бити исте боје: %1 не пристаје.</translation>
    </message>
    <message>
        <source>%1 does not fit a set of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a rank in plural (&quot;kings&quot;).</extracomment>
        <translation>%1 не пристаје у скуп %2.</translation>
    </message>
    <message>
        <source>A set is all one rank: %1 does not fit.</source>
        <translation>Све карте скупа морају бити исте вредности: %1 не пристаје.</translation>
    </message>
    <message>
        <source>Cards are missing between %1 and %2.</source>
        <extracomment>A run with cards missing between %1 and %2 (&quot;5♥&quot;, &quot;8♥&quot;).</extracomment>
        <translation>Између %1 и %2 недостају карте.</translation>
    </message>
    <message>
        <source>%1 cannot come after %2 in a run.</source>
        <translation>У низу %1 не може доћи после %2.</translation>
    </message>
    <message>
        <source>A run has each rank once: %1 and %2.</source>
        <translation>У низу је свака вредност само једном: %1 и %2.</translation>
    </message>
    <message>
        <source>A set has each suit once: %1 and %2.</source>
        <translation>У скупу је свака боја само једном: %1 и %2.</translation>
    </message>
    <message>
        <source>An ace is low in this game: %1 cannot come after the king.</source>
        <translation>У овој игри кец иде само пре двојке: %1 не може доћи после краља.</translation>
    </message>
    <message>
        <source>A run cannot have an ace at both ends (%1 and %2).</source>
        <translation>Низ не може имати кеца на оба краја (%1 и %2).</translation>
    </message>
    <message>
        <source>%1 cannot be in a run in this game.</source>
        <extracomment>Remi Indonesia runs (2 to 10, or J Q K): %1 the cards that cannot be in a run.</extracomment>
        <translation>У овој игри у низ не може да се стави %1.</translation>
    </message>
    <message>
        <source>%1 and %2 do not join in a run in this game.</source>
        <translation>У овој игри %1 и %2 се не спајају у низ.</translation>
    </message>
    <message>
        <source>A run cannot go round from the king to the two: %1.</source>
        <translation>Низ не може да пређе од краља на двојку: %1.</translation>
    </message>
    <message>
        <source>Too many jokers in one meld.</source>
        <translation>Превише џокера у једној комбинацији.</translation>
    </message>
    <message>
        <source>Two jokers cannot stand next to each other in a run.</source>
        <translation>Два џокера не могу стајати један до другог у низу.</translation>
    </message>
    <message>
        <source>%1 does not fit at either end of this run of %2.</source>
        <extracomment>%1 a card, %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): the card is not next to either end of the run.</extracomment>
        <translation>%1 не пристаје ни на један крај овог низа %2.</translation>
    </message>
    <message>
        <source>%1 does not fit that meld.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off on a meld that does not take it.</extracomment>
        <translation>%1 не пристаје у ту комбинацију.</translation>
    </message>
    <message>
        <source>That set already has %1.</source>
        <extracomment>%1 the card of that suit already in the set (&quot;A♣&quot;).</extracomment>
        <translation>Тај скуп већ има %1.</translation>
    </message>
    <message>
        <source>Taking %1 would break the run into three pieces or more.</source>
        <translation>Ако бисте узели %1, низ би се распао на три или више делова.</translation>
    </message>
    <message>
        <source>%1 would be left off the table.</source>
        <translation>Ван стола би остало: %1.</translation>
    </message>
    <message numerus="yes">
        <source>open first: %n points</source>
        <extracomment>A disabled menu entry&apos;s reason: the player must open first, with %n opening points.</extracomment>
        <translation>
            <numerusform>прво се отворите: %n поен</numerusform>
            <numerusform>прво се отворите: %n поена</numerusform>
            <numerusform>прво се отворите: %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>open first</source>
        <translation>прво се отворите</translation>
    </message>
    <message>
        <source>draw first</source>
        <translation>прво извуците карту</translation>
    </message>
    <message>
        <source>already drawn</source>
        <translation>већ сте извукли карту</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>нисте на потезу</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>рунда је завршена</translation>
    </message>
    <message>
        <source>no valid meld</source>
        <translation>нема исправне комбинације</translation>
    </message>
    <message>
        <source>no meld takes it now</source>
        <translation>сада не пристаје ни у једну комбинацију</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 fits none of the melds on the table.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off: no meld on the table takes it.</extracomment>
        <translation>%1 не пристаје ни у једну комбинацију на столу.</translation>
    </message>
    <message>
        <source>table manipulation is off in this game; Settings can turn it on for a new game</source>
        <extracomment>A disabled menu entry&apos;s reason (rami&apos;s table manipulation option is off).</extracomment>
        <translation>манипулација (преуређивање стола) је искључена у овој игри; у подешавањима може да се укључи за нову игру</translation>
    </message>
    <message>
        <source>A set needs a run of yours first.</source>
        <translation>За скуп вам прво треба сопствени низ.</translation>
    </message>
    <message>
        <source>The table is not reachable — reconnecting…</source>
        <translation>Сто није доступан — поново се успоставља веза…</translation>
    </message>
    <message>
        <source>You cannot go out in this turn: you had not opened before it and laid off on another player&apos;s meld. Undo that lay-off, or keep more cards.</source>
        <translation>У овом потезу не можете да затворите: пре њега се нисте отворили, а додали сте карту на комбинацију другог играча. Поништите то додавање или задржите више карата.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>Your hand: %1</source>
        <translation>У руци: %1</translation>
    </message>
    <message>
        <source>No melds on the table</source>
        <translation>На столу нема комбинација</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Сто: %1</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Гомила одбачених карата је празна</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Гомила одбачених карата, горња је последња: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Шпил: %n карта</numerusform>
            <numerusform>Шпил: %n карте</numerusform>
            <numerusform>Шпил: %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Пресечена карта: %1</translation>
    </message>
    <message>
        <source>Choose a moment to see the table as it was.</source>
        <translation>Изаберите тренутак да бисте видели какав је тада био сто.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ви</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>стручњак</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Сто</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n cards) and discard pile</source>
        <translation>
            <numerusform>Шпил (%n карта) и гомила одбачених карата</numerusform>
            <numerusform>Шпил (%n карте) и гомила одбачених карата</numerusform>
            <numerusform>Шпил (%n карата) и гомила одбачених карата</numerusform>
        </translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>пресечена карта</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Re&amp;view my round…</source>
        <translation>&amp;Анализа моје рунде…</translation>
    </message>
    <message>
        <source>What the expert would have done, turn by turn (%1)</source>
        <translation>Шта би стручњак одиграо, потез по потез (%1)</translation>
    </message>
    <message>
        <source>Review my round…</source>
        <translation>Анализа моје рунде…</translation>
    </message>
    <message>
        <source>A round at a network table cannot be reviewed: only the table&apos;s server knows the cards that were dealt.</source>
        <translation>Рунда за мрежним столом не може да се анализира: само сервер стола зна које су карте подељене.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1&apos;s review of round %2 is hidden. Show it when only %1 is looking.</source>
        <translation>Анализа рунде %2 за играча %1 је скривена. Прикажите је када гледа само %1.</translation>
    </message>
    <message>
        <source>Review of round %1</source>
        <translation>Анализа рунде %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n decisions…</source>
        <translation>
            <numerusform>Анализа: %1 од %n одлуке…</numerusform>
            <numerusform>Анализа: %1 од %n одлуке…</numerusform>
            <numerusform>Анализа: %1 од %n одлука…</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for another review to finish…</source>
        <translation>Чека се да се заврши друга анализа…</translation>
    </message>
    <message>
        <source>This round cannot be reviewed: it was not dealt from the match&apos;s seed.</source>
        <translation>Ова рунда не може да се анализира: није подељена по броју дељења ове партије.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Анализа је отказана.</translation>
    </message>
    <message>
        <source>No mistakes worth a point: every decision was the expert&apos;s, or as good within what the simulations can tell.</source>
        <translation>Нема грешака вредних ниједног поена: свака одлука је била иста као стручњакова или, колико симулације могу да покажу, једнако добра.</translation>
    </message>
    <message>
        <source>The table at the selected moment</source>
        <translation>Сто у изабраном тренутку</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Рунда:</translation>
    </message>
    <message>
        <source>Pl&amp;ayer:</source>
        <translation>&amp;Играч:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Рунда</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Напредак анализе</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>Re&amp;view this round</source>
        <translation>&amp;Анализирај ову рунду</translation>
    </message>
    <message>
        <source>&amp;Show my review</source>
        <translation>Прикажи &amp;моју анализу</translation>
    </message>
    <message>
        <source>Moments that cost points</source>
        <translation>Тренуци који су коштали поена</translation>
    </message>
    <message>
        <source>In &amp;turn order</source>
        <translation>По редоследу &amp;потеза</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← Пре&amp;тходни</translation>
    </message>
    <message>
        <source>The moment before (Left arrow)</source>
        <translation>Претходни тренутак (стрелица лево)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Следећи →</translation>
    </message>
    <message>
        <source>The next moment (Right arrow)</source>
        <translation>Следећи тренутак (стрелица десно)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Close the review (Esc); a review under way goes on</source>
        <translation>Затвори анализу (Esc); анализа која је у току се наставља</translation>
    </message>
    <message>
        <source>Each decision is judged from what you knew at that moment, not by how the round ended: a round lost to the cards can still be well played.</source>
        <translation>Свака одлука се оцењује према ономе што сте тада знали, а не према исходу рунде: и рунда изгубљена због лоших карата може бити добро одиграна.</translation>
    </message>
    <message>
        <source>Other moves the expert would make, at no real cost:</source>
        <translation>Други потези које би стручњак одиграо, без праве разлике у поенима:</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>draw from the stock</source>
        <translation>извлачење из шпила</translation>
    </message>
    <message>
        <source>take the cut card</source>
        <translation>узимање пресечене карте</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>узимање горње карте са гомиле одбачених карата</translation>
    </message>
    <message numerus="yes">
        <source>take %n cards from the discard pile</source>
        <translation>
            <numerusform>узимање %n карте са гомиле одбачених карата</numerusform>
            <numerusform>узимање %n карте са гомиле одбачених карата</numerusform>
            <numerusform>узимање %n карата са гомиле одбачених карата</numerusform>
        </translation>
    </message>
    <message>
        <source>pick up from the discard pile and meld %1</source>
        <translation>узимање са гомиле одбачених карата и излагање %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>излагање %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>додавање %1 на комбинацију</translation>
    </message>
    <message>
        <source>swap %1 for a joker on the table</source>
        <translation>замена џокера на столу картом %1</translation>
    </message>
    <message>
        <source>take %1 from the table</source>
        <translation>узимање %1 са стола</translation>
    </message>
    <message>
        <source>rearrange the table</source>
        <translation>преуређивање стола</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>одбацивање %1</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>завршетак потеза</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>поништавање</translation>
    </message>
    <message>
        <source>let the time run out</source>
        <translation>чекање да истекне време</translation>
    </message>
    <message>
        <source>the %1 on the pile makes a meld</source>
        <translation>карта %1 са гомиле чини комбинацију</translation>
    </message>
    <message>
        <source>the %1 from the pile helps less than a card from the stock</source>
        <translation>карта %1 са гомиле помаже мање од карте из шпила</translation>
    </message>
    <message>
        <source>your move leaves %1 points of deadwood in hand, the expert&apos;s %2</source>
        <translation>поена у руци ван комбинација после вашег потеза: %1, после потеза стручњака: %2</translation>
    </message>
    <message>
        <source>the %1 is worth more in your hand than the %2</source>
        <translation>карта %1 вам у руци вреди више од карте %2</translation>
    </message>
    <message>
        <source>keeping it in hand for a later turn is better</source>
        <translation>боље је то задржати у руци за неки каснији потез</translation>
    </message>
    <message>
        <source>playing to the table now is better</source>
        <translation>боље је то одмах одиграти на сто</translation>
    </message>
    <message>
        <source>the joker is not worth giving up the %1</source>
        <translation>џокер није вредан тога да дате карту %1</translation>
    </message>
    <message>
        <source>Turn %1: you %2; the expert would %3</source>
        <translation>Потез %1: изабрали сте %2; стручњак би изабрао %3</translation>
    </message>
    <message numerus="yes">
        <source>about %n points better on average</source>
        <translation>
            <numerusform>у просеку боље за отприлике %n поен</numerusform>
            <numerusform>у просеку боље за отприлике %n поена</numerusform>
            <numerusform>у просеку боље за отприлике %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3 % sure)</source>
        <translation>%1: %2 (сигурност %3 %)</translation>
    </message>
    <message>
        <source>%1: %2 (%3; %4 % sure)</source>
        <translation>%1: %2 (%3; сигурност %4 %)</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>стручњак</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>јак</translation>
    </message>
    <message>
        <source>good</source>
        <translation>просечан</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>рекреативац</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>почетник</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</source>
        <translation>
            <numerusform>Рунда %1: одлука: %2, исто као стручњак: %3; због грешака изгубљено је око %n поена — %4</numerusform>
            <numerusform>Рунда %1: одлука: %2, исто као стручњак: %3; због грешака изгубљено је око %n поена — %4</numerusform>
            <numerusform>Рунда %1: одлука: %2, исто као стручњак: %3; због грешака изгубљено је око %n поена — %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes — %1</source>
        <translation>
            <numerusform>Партија: због грешака изгубљено је око %n поена — %1</numerusform>
            <numerusform>Партија: због грешака изгубљено је око %n поена — %1</numerusform>
            <numerusform>Партија: због грешака изгубљено је око %n поена — %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no real difference on average</source>
        <translation>%1: у просеку нема праве разлике</translation>
    </message>
    <message>
        <source>%1: no real difference on average (the expert&apos;s reason: %2)</source>
        <translation>%1: у просеку нема праве разлике (разлог стручњака: %2)</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>The expert&apos;s turn move by move: %1 what came before, %2 the next move (&quot;discard 9♥&quot;).</extracomment>
        <translation>%1, затим %2</translation>
    </message>
    <message>
        <source>%1 and go out</source>
        <extracomment>The expert&apos;s turn ends the round: %1 its moves (&quot;…, then discard Q♠&quot;).</extracomment>
        <translation>%1 и затварање</translation>
    </message>
    <message>
        <source>the %1 on the pile lets you open: melds worth %2 of the %3 needed</source>
        <extracomment>%1 the pile card, %2 the opening&apos;s points with it, %3 the points an opening needs.</extracomment>
        <translation>са картом %1 са гомиле можете да се отворите: комбинације вреде %2 од потребних %3</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; after your discard %2 would open it with one draw, after the expert&apos;s %3</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %3 &quot;5 unseen cards&quot; (after the player&apos;s discard and after the expert&apos;s).</extracomment>
        <translation>нисте се отворили, па се рука рачуна %1 поена шта год да држите и карте ван комбинација нису важне; карте које вас у једном извлачењу отварају — после вашег одбацивања: %2, после стручњаковог: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen cards</source>
        <translation>
            <numerusform>%n непозната карта</numerusform>
            <numerusform>%n непознате карте</numerusform>
            <numerusform>%n непознатих карата</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, such as %2</source>
        <extracomment>%1 the sentence before, %2 cards (&quot;8♣ 8♠&quot;) that open the hand only after the expert&apos;s discard.</extracomment>
        <translation>%1, на пример %2</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert&apos;s %4</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %4 the best opening&apos;s points after each discard, %3 the points an opening needs.</extracomment>
        <translation>нисте се отворили, па се рука рачуна %1 поена шта год да држите и карте ван комбинација нису важне; после вашег одбацивања комбинације вреде %2 од %3 потребних за отварање, после стручњаковог %4</translation>
    </message>
    <message>
        <source>opening now is better: an unopened hand counts %1 points if another player goes out first</source>
        <translation>боље је отворити се сада: ако други играч први затвори, неотворена рука се рачуна %1 поена</translation>
    </message>
    <message>
        <source>opening now is better than waiting</source>
        <translation>боље је отворити се сада него чекати</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the end of the turn</source>
        <translation>ослобођени џокер у овом потезу не прави нову комбинацију са вашим картама, па замена на крају потеза кошта %1 поена</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards, so the swap only gives up the %1</source>
        <translation>ослобођени џокер не прави нову комбинацију са вашим картама, па замена само троши карту %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</source>
        <extracomment>A round the player lost by never opening: %1 the round, %2 the points it paid, %3 the decisions judged, %4 those that were the expert&apos;s.</extracomment>
        <translation>
            <numerusform>Рунда %1: рунду је коштало то што се нисте отворили: %2 поена, без обзира на карте у руци; одлука: %3, као стручњак: %4, због осталих изгубљено око %n поен</numerusform>
            <numerusform>Рунда %1: рунду је коштало то што се нисте отворили: %2 поена, без обзира на карте у руци; одлука: %3, као стручњак: %4, због осталих изгубљено око %n поена</numerusform>
            <numerusform>Рунда %1: рунду је коштало то што се нисте отворили: %2 поена, без обзира на карте у руци; одлука: %3, као стручњак: %4, због осталих изгубљено око %n поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes; not opening cost %1</source>
        <extracomment>%1 &quot;3 rounds&quot; the player lost by never opening.</extracomment>
        <translation>
            <numerusform>Партија: због грешака изгубљено је око %n поен; то што се нисте отворили коштало је %1</numerusform>
            <numerusform>Партија: због грешака изгубљено је око %n поена; то што се нисте отворили коштало је %1</numerusform>
            <numerusform>Партија: због грешака изгубљено је око %n поена; то што се нисте отворили коштало је %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n рунду</numerusform>
            <numerusform>%n рунде</numerusform>
            <numerusform>%n рунди</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Show the standings</source>
        <translation>Прикажи поредак</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следећа рунда</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Show the final standings of the match (%1)</source>
        <translation>Прикажи коначни поредак партије (%1)</translation>
    </message>
    <message>
        <source>Deal the next round (%1)</source>
        <translation>Подели следећу рунду (%1)</translation>
    </message>
    <message>
        <source>The next round is dealt when every player has pressed Next round.</source>
        <translation>Следећа рунда се дели када сви играчи притисну „Следећа рунда“.</translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Дели се следећа рунда…</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready for the next round…</source>
        <translation>Следећа рунда још чека: %1…</translation>
    </message>
    <message>
        <source>Ready for the next round: the table deals it when every player is (%1)</source>
        <translation>Спремни сте за следећу рунду: дели се када сви буду спремни (%1)</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>no error</source>
        <translation>нема грешке</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>датотека не може да се прочита: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>датотека је већа од %1 бајтова</translation>
    </message>
    <message>
        <source>the file is nested deeper than %1 levels</source>
        <translation>угнежђеност у датотеци је дубља од %1 нивоа</translation>
    </message>
    <message>
        <source>the file ends early (truncated at byte %1)</source>
        <translation>датотека се прерано завршава (прекинута код бајта %1)</translation>
    </message>
    <message>
        <source>the file is not valid JSON (byte %1)</source>
        <translation>датотека није исправан JSON (бајт %1)</translation>
    </message>
    <message>
        <source>this is not a Remi save file</source>
        <translation>ово није датотека сачуване игре Реми</translation>
    </message>
    <message>
        <source>unknown save version %1 (this Remi reads version %2)</source>
        <translation>непозната верзија сачуване игре %1 (ова верзија програма Реми чита верзију %2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>недостаје</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>очекује се %1</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot; (allowed: %2)</source>
        <translation>неисправна вредност „%1“ (дозвољено: %2)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>непозната игра „%1“</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>непозната опција „%1“</translation>
    </message>
    <message>
        <source>bad option value: %1</source>
        <translation>неисправна вредност опције: %1</translation>
    </message>
    <message>
        <source>player count %1 (this game needs %2 to %3)</source>
        <translation>број играча %1 (ова игра тражи од %2 до %3)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is dealt twice</source>
        <translation>карта %1 (id %2) је подељена двапут</translation>
    </message>
    <message>
        <source>card %1 (id %2) is missing from the deal</source>
        <translation>карта %1 (id %2) недостаје у дељењу</translation>
    </message>
    <message>
        <source>round %1: the deal does not match the seed</source>
        <translation>рунда %1: дељење не одговара броју дељења</translation>
    </message>
    <message>
        <source>round %1, step %2: %3</source>
        <translation>рунда %1, корак %2: %3</translation>
    </message>
    <message>
        <source>round %1 is not over, yet another round follows</source>
        <translation>рунда %1 није завршена, а следи још једна рунда</translation>
    </message>
    <message>
        <source>round %1 follows the end of the match</source>
        <translation>рунда %1 следи после краја партије</translation>
    </message>
    <message>
        <source>the saved totals (%1) differ from the replayed ones (%2)</source>
        <translation>сачувани збирови (%1) разликују се од поново одиграних (%2)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не може да се упише %1: %2</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>мора бити цео број, а не %1</translation>
    </message>
    <message>
        <source>%1 hands for %2 players</source>
        <translation>број руку (%1) не одговара броју играча (%2)</translation>
    </message>
    <message>
        <source>number %1 out of range (byte %2)</source>
        <translation>број %1 је изван опсега (бајт %2)</translation>
    </message>
    <message>
        <source>this is not a file (a folder, a pipe or a device)</source>
        <translation>ово није датотека (већ фасцикла, цев или уређај)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is listed twice</source>
        <translation>карта %1 (id %2) је наведена двапут</translation>
    </message>
    <message>
        <source>card %1 (id %2) is not in this player&apos;s hand</source>
        <translation>карте %1 (id %2) нема у руци овог играча</translation>
    </message>
    <message>
        <source>card %1 (id %2) of the hand is missing</source>
        <translation>недостаје карта %1 (id %2) из руке</translation>
    </message>
    <message>
        <source>seat %1 has no hand in round %2</source>
        <translation>место %1 нема карте у рунди %2</translation>
    </message>
    <message>
        <source>seat %1 has two hand orders</source>
        <translation>место %1 има два распореда карата у руци</translation>
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
        <translation>Табела резултата</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Рунда %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Укупно</translation>
    </message>
    <message>
        <source>This round so far: %1.</source>
        <extracomment>Rami scores during the round: %1 each player&apos;s points so far (&quot;You 35, West -300&quot;).</extracomment>
        <translation>Досадашњи поени у овој рунди: %1.</translation>
    </message>
    <message>
        <source>Round %1 so far</source>
        <translation>Рунда %1 (у току)</translation>
    </message>
    <message numerus="yes">
        <source>Score after %n round(s): %1</source>
        <extracomment>%n the number of settled rounds, %1 the totals (&quot;You 45, West 120&quot;).</extracomment>
        <translation>
            <numerusform>Резултат после %n рунде: %1</numerusform>
            <numerusform>Резултат после %n рунде: %1</numerusform>
            <numerusform>Резултат после %n рунди: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this round…</source>
        <translation>Анализирај ову рунду…</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>Melded</source>
        <extracomment>Score table column: points of the melded cards.</extracomment>
        <translation>Изложено</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>Score table column: going out, closing or remi points.</extracomment>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Penalty</source>
        <extracomment>Score table column: penalties (not opened, borrowed cards).</extracomment>
        <translation>Казна</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Score table column: the cards left in hand.</extracomment>
        <translation>Карте</translation>
    </message>
    <message>
        <source>×</source>
        <extracomment>Score table column: the multiplier (×2 after going rummy or a hand).</extracomment>
        <translation>×</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Score table column: the round&apos;s score.</extracomment>
        <translation>Рунда</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Множилац</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Укупно</translation>
    </message>
    <message>
        <source>Nobody went out: nobody could meld any more.</source>
        <translation>Нико није затворио: нико више није могао ништа да изложи.</translation>
    </message>
    <message>
        <source>Nobody went out: twice round the table no card was played from a hand.</source>
        <translation>Нико није затворио: два круга заредом нико није изложио ниједну карту из руке.</translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Нико није затворио: шпил је потрошен.</translation>
    </message>
    <message>
        <source>%1 went rummy (all cards in one turn): the points count ×%2.</source>
        <translation>%1: реми у једном потезу (све карте одједном), поени се рачунају ×%2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand (all cards at once): %2.</source>
        <extracomment>remi51 3.7: a &quot;hand&quot; is going out with all cards at once.</extracomment>
        <translation>%1: затварање хендом (све карте одједном), %2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand using the cut card: %2.</source>
        <translation>%1: хенд са пресеченом картом, %2.</translation>
    </message>
    <message>
        <source>After a hand the others&apos; points count ×%1.</source>
        <translation>После хенда поени осталих се рачунају ×%1.</translation>
    </message>
    <message>
        <source>%1 had not opened: %2.</source>
        <translation>%1: без отварања, %2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): the others&apos; cards count ×%2.</source>
        <translation>%1: реми (отварање и затварање у истом потезу), карте осталих се рачунају ×%2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): %2 bonus.</source>
        <translation>%1: реми (отварање и затварање у истом потезу), бонус %2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): the others&apos; cards count ×%2.</source>
        <translation>%1: чисти реми (само нове комбинације из руке), карте осталих се рачунају ×%2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): %2 bonus.</source>
        <translation>%1: чисти реми (само нове комбинације из руке), бонус %2.</translation>
    </message>
    <message>
        <source>Nobody else had opened: %2 more for %1.</source>
        <translation>Нико други се није отворио: %1 — још %2.</translation>
    </message>
    <message>
        <source>%1 went out before anyone else opened: %2.</source>
        <translation>%1: затварање пре туђег отварања, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 kept %n borrowed card(s) from the table: %2.</source>
        <translation>
            <numerusform>%1: задржана %n позајмљена карта са стола, %2.</numerusform>
            <numerusform>%1: задржане %n позајмљене карте са стола, %2.</numerusform>
            <numerusform>%1: задржано %n позајмљених карата са стола, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ran out of time %n time(s): %2.</source>
        <translation>
            <numerusform>%1: време је истекло %n пут, %2.</numerusform>
            <numerusform>%1: време је истекло %n пута, %2.</numerusform>
            <numerusform>%1: време је истекло %n пута, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 closed with the %2: ×%3 = %4.</source>
        <translation>%1: затварање, последња карта — %2, ×%3 = %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 поен</numerusform>
            <numerusform>%1 поена</numerusform>
            <numerusform>%1 поена</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Нико није затворио.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Рунда %1 од %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Рунда %1</translation>
    </message>
    <message numerus="yes">
        <source>out at %n point(s)</source>
        <translation>
            <numerusform>граница за испадање: %n поен</numerusform>
            <numerusform>граница за испадање: %n поена</numerusform>
            <numerusform>граница за испадање: %n поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>побеђује ко први стигне до %n поена</numerusform>
            <numerusform>побеђује ко први стигне до %n поена</numerusform>
            <numerusform>побеђује ко први стигне до %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Крај рунде %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>затварање</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the standings: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1</source>
        <translation>
            <numerusform>Победник: %1</numerusform>
            <numerusform>Победници: %1</numerusform>
            <numerusform>Победници: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Melded: the points of the cards this player laid on the table this round.</source>
        <translation>Изложено: поени карата које је овај играч изложио на сто у овој рунди.</translation>
    </message>
    <message>
        <source>Bonus: the points for going out or for making remi.</source>
        <translation>Бонус: поени за затварање или за реми.</translation>
    </message>
    <message>
        <source>Penalty: the points charged, for not having opened or for borrowed cards not given back.</source>
        <translation>Казна: поени за то што се играч није отворио или није вратио позајмљене карте.</translation>
    </message>
    <message>
        <source>Cards: the points of the cards left in hand, or of those the one who went out takes from the others.</source>
        <translation>Карте: поени карата које су остале у руци, или оних које онај ко је затворио узима од осталих.</translation>
    </message>
    <message>
        <source>×: the round&apos;s points are multiplied by this (after going rummy, a hand or a remi).</source>
        <translation>×: поени рунде се множе овим бројем (после ремија у једном потезу, хенда или ремија у Рамију).</translation>
    </message>
    <message>
        <source>Round: the points of this round.</source>
        <translation>Рунда: поени ове рунде.</translation>
    </message>
    <message>
        <source>Total: the match total after this round.</source>
        <translation>Укупно: збир партије после ове рунде.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Затворили сте.</translation>
    </message>
    <message>
        <source>%1: %2 this round, total %3</source>
        <extracomment>Screen reader, the round end: %1 a player, %2 the round&apos;s points (&quot;12 points&quot;), %3 the match total.</extracomment>
        <translation>%1: %2 у овој рунди, укупно %3</translation>
    </message>
    <message>
        <source>Press Enter for the final standings.</source>
        <translation>Притисните Enter за коначни поредак.</translation>
    </message>
    <message>
        <source>Press Enter for the next round.</source>
        <translation>Притисните Enter за следећу рунду.</translation>
    </message>
    <message>
        <source>%1 had no run, so the sets count minus: %2.</source>
        <translation>%1: без низа, па се скупови рачунају у минус, %2.</translation>
    </message>
    <message>
        <source>Round %1 over — %2</source>
        <extracomment>The round-end title: %1 the round&apos;s number, %2 how it ended, a sentence (&quot;You went out.&quot;, &quot;Computer 2 went out.&quot;). A language that writes no capital after a dash makes two sentences.</extracomment>
        <translation>Крај рунде %1. %2</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <comment>the round&apos;s outcome, a sentence</comment>
        <extracomment>The round&apos;s outcome, a whole sentence after &quot;Round 2 over — &quot;: %1 the name of the player who went out, a person of either gender or a computer seat (&quot;West&quot;). Word it as a sentence that reads with any name, e.g. in the present tense (&quot;Marko затвара.&quot;, &quot;Marko закрывает раунд.&quot;).</extracomment>
        <translation>%1 затвара.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карте</numerusform>
            <numerusform>%n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Резултат: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>размишља…</translation>
    </message>
    <message>
        <source>%1: points scored this round</source>
        <extracomment>%1 the bracket shown after the score, e.g. &quot;(+45)&quot;.</extracomment>
        <translation>%1: поени освојени у овој рунди</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
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
        <source>&amp;Four-colour deck</source>
        <translation>Шпил у &amp;четири боје</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Каро је плав, а треф зелен, па се пик, херц, каро и треф разликују по боји.</translation>
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
        <source>Card &amp;deck:</source>
        <translation>&amp;Шпил карата:</translation>
    </message>
    <message>
        <source>The card deck: Remi&apos;s own, or a KDE or Aisleriot deck installed on this computer. Four colours apply to Remi&apos;s own deck.</source>
        <translation>Шпил карата: уграђени шпил програма Реми или шпил из KDE-а или Aisleriot-а инсталиран на овом рачунару. Четири боје важе за уграђени шпил.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Тренутно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Брзо</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Споро</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Анимације:</translation>
    </message>
    <message>
        <source>How fast cards move; Instant puts every card in its place at once.</source>
        <translation>Колико брзо се карте крећу; „Тренутно“ одмах ставља сваку карту на њено место.</translation>
    </message>
    <message>
        <source>Co&amp;mputer speed:</source>
        <translation>Брзина &amp;рачунара:</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; moves are shown, one at a time; Instant shows a whole turn at once. F or a click on the table finishes a turn at once.</source>
        <translation>Колико брзо се приказују потези рачунара, један по један; „Тренутно“ приказује цео потез одједном. F или клик на сто одмах завршава потез.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Сто:</translation>
    </message>
    <message>
        <source>The cloth of the card table; the windows take its colours.</source>
        <translation>Чоја на столу за карте; прозори добијају њене боје.</translation>
    </message>
    <message>
        <source>One card of each suit, as the chosen deck draws them.</source>
        <translation>По једна карта сваке боје, онако како их црта изабрани шпил.</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Звукови:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Пуштај &amp;звукове</translation>
    </message>
    <message>
        <source>Cards sliding, the deal, your turn and a won round, softly; also in the View menu.</source>
        <translation>Тихи звуци: карта која клизи, дељење карата, ваш потез и добијена рунда; исто и у менију „Приказ“.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без ограничења</translation>
    </message>
    <message>
        <source>The game and its rule options apply to the next new game.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Игра и њене опције правила важе од следеће нове игре.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game and its rule options chosen here apply to the next new game.</source>
        <translation>Сада се игра: %1. Игра и опције правила које овде изаберете важе од следеће нове игре.</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>The game &quot;%1&quot; is not known; %2 is chosen instead.</source>
        <translation>Игра „%1“ није позната; уместо ње је изабрана игра %2.</translation>
    </message>
    <message>
        <source>The four-colour deck setting &quot;%1&quot; is neither on nor off; it is off.</source>
        <translation>Подешавање „Шпил у четири боје“ има вредност „%1“, која није ни „укључено“ ни „искључено“; шпил у четири боје је искључен.</translation>
    </message>
    <message>
        <source>The animation speed &quot;%1&quot; is not known; the normal speed is used.</source>
        <translation>Брзина анимације „%1“ није позната; користи се нормална брзина.</translation>
    </message>
    <message>
        <source>%1: %2; the game&apos;s own rule is used instead.</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 why its stored option cannot be used.</extracomment>
        <translation>%1: %2; уместо тога важи правило саме игре.</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; is not known; English is used.</source>
        <translation>Језик „%1“ није познат; користи се енглески.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; is not installed; Remi&apos;s own deck is used.</source>
        <translation>Шпил карата „%1“ није инсталиран; користи се уграђени шпил програма Реми.</translation>
    </message>
    <message>
        <source>Some settings cannot be used:</source>
        <translation>Нека подешавања не могу да се користе:</translation>
    </message>
    <message>
        <source>The table &quot;%1&quot; is not known; the green felt is used.</source>
        <translation>Сто „%1“ није познат; користи се зелена чоја.</translation>
    </message>
    <message>
        <source>The sound setting &quot;%1&quot; is neither on nor off; sounds are on.</source>
        <translation>Подешавање „Звукови“ има вредност „%1“, која није ни „укључено“ ни „искључено“; звуци су укључени.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), a relative path.</extracomment>
        <translation>Датотека подешавања %1 није задата пуном путањом (HOME или XDG_CONFIG_HOME је релативан); користе се подразумевана подешавања и не чувају се.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), which is a pipe, a folder or a device.</extracomment>
        <translation>Датотека подешавања %1 није обична датотека (него цев, фасцикла или уређај); користе се подразумевана подешавања и не чувају се.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and the statistics start afresh.</source>
        <translation>Датотека статистике не може да се прочита; сачувана је као %1, а статистика почиње изнова.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be read and cannot be moved aside; statistics are not kept this time.</source>
        <translation>Датотека статистике %1 не може да се прочита ни да се преименује; статистика се овај пут не чува.</translation>
    </message>
    <message>
        <source>Statistics are not kept this time.</source>
        <translation>Статистика се овај пут не чува.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <translation>Статистика не може да се сачува у %1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Брисање статистике</translation>
    </message>
    <message>
        <source>Forget every match played so far? This cannot be undone.</source>
        <translation>Заборавити све досад одигране партије? Ово се не може поништити.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Обриши…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Ниво рачунара</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Одиграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Добијено</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Проценат победа</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Најбољи збир</translation>
    </message>
    <message>
        <source>Worst total</source>
        <translation>Најлошији збир</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Тренутна серија победа</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Најдужа серија победа</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Добијене рунде</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>почетник</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>просечан</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>јак</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>мешовито</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>стручњак</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>in the draft</source>
        <translation>у припреми</translation>
    </message>
    <message>
        <source>borrowed</source>
        <translation>позајмљена</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <extracomment>Screen reader: the stock pile (face down) and its size.</extracomment>
        <translation>
            <numerusform>Шпил, %n карта</numerusform>
            <numerusform>Шпил, %n карте</numerusform>
            <numerusform>Шпил, %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;): the remi51 cut card, face up under the stock.</extracomment>
        <translation>Пресечена карта: %1</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Гомила одбачених карата је празна</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), card %1 from the top: %2</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 the focused card&apos;s place (2: second from the top), %2 that card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Гомила одбачених карата, %n карта, %1. карта одозго: %2</numerusform>
            <numerusform>Гомила одбачених карата, %n карте, %1. карта одозго: %2</numerusform>
            <numerusform>Гомила одбачених карата, %n карата, %1. карта одозго: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), top: %1</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 its top card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Гомила одбачених карата, %n карта, горња: %1</numerusform>
            <numerusform>Гомила одбачених карата, %n карте, горња: %1</numerusform>
            <numerusform>Гомила одбачених карата, %n карата, горња: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown, newest first: %1</source>
        <extracomment>%1 the discard pile cards shown on the table, newest first, separated by &quot;, &quot;.</extracomment>
        <translation>Видљиве, од најновије: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <extracomment>Screen reader: another player, %1 the name (&quot;Ana&quot;), %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1, %n карта</numerusform>
            <numerusform>%1, %n карте</numerusform>
            <numerusform>%1, %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>, score %1</source>
        <extracomment>Screen reader: after &quot;Ana, 9 cards&quot;: %1 the seat&apos;s match score so far.</extracomment>
        <translation>, резултат %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader, a hand card: %1 the card (&quot;seven of hearts&quot;), %2 its place, %3 the cards in the hand.</extracomment>
        <translation>%1, %2 од %3</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Screen reader, a hand card in the selection.</extracomment>
        <translation>изабрана</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <source>Hello!</source>
        <translation>Здраво!</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>На потезу сте.</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Само тренутак.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Добро одиграно!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Лепа партија!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Хвала!</translation>
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
        <translation>Ћаскање за столом</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Реците нешто осталима за столом</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Порука</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Пошаљи</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>Брзе поруке</translation>
    </message>
</context>
<context>
    <name>TableMenus</name>
    <message>
        <source>%1 — low end</source>
        <translation>%1 — доњи крај</translation>
    </message>
    <message>
        <source>%1 — high end</source>
        <translation>%1 — горњи крај</translation>
    </message>
    <message>
        <source>Swap the joker for your %1</source>
        <extracomment>%1 a hand card (&quot;seven of hearts&quot;).</extracomment>
        <translation>Стави %1 на место џокера</translation>
    </message>
    <message>
        <source>Lay off your %1 here</source>
        <translation>Додај %1 овде</translation>
    </message>
    <message>
        <source>Lay off your %1 at the low end</source>
        <translation>Додај %1 на доњи крај</translation>
    </message>
    <message>
        <source>Lay off your %1 at the high end</source>
        <translation>Додај %1 на горњи крај</translation>
    </message>
    <message>
        <source>Take the %1 into your hand</source>
        <translation>Узми %1 у руку</translation>
    </message>
    <message>
        <source>Take the whole meld</source>
        <translation>Узми целу комбинацију</translation>
    </message>
    <message>
        <source>Split after the %1</source>
        <translation>Раздвоји после карте: %1</translation>
    </message>
    <message>
        <source>Join with…</source>
        <translation>Споји са…</translation>
    </message>
    <message>
        <source>Move the %1 to…</source>
        <translation>Премести %1 у…</translation>
    </message>
    <message>
        <source>No meld fits</source>
        <translation>Ниједна комбинација не одговара</translation>
    </message>
    <message>
        <source>Nothing fits here now</source>
        <translation>Сада овде ништа не одговара</translation>
    </message>
    <message>
        <source>Select a hand card first</source>
        <translation>Прво изаберите карту из руке</translation>
    </message>
    <message>
        <source>Deselect	Space</source>
        <translation>Уклони из избора	Размакница</translation>
    </message>
    <message>
        <source>Select	Space</source>
        <translation>Изабери	Размакница</translation>
    </message>
    <message>
        <source>Add the selection to the draft	N</source>
        <translation>Додај изабрано у припрему	N</translation>
    </message>
    <message>
        <source>Meld	M</source>
        <translation>Изложи	M</translation>
    </message>
    <message>
        <source>Lay off on…</source>
        <translation>Додај на…</translation>
    </message>
    <message>
        <source>Swap joker in…</source>
        <translation>Замени џокера у…</translation>
    </message>
    <message>
        <source>Discard	Delete</source>
        <translation>Одбаци	Delete</translation>
    </message>
    <message>
        <source>Discard, burying a joker under it</source>
        <translation>Одбаци карту и испод ње сахрани џокера</translation>
    </message>
    <message>
        <source>Nothing can be done with this meld</source>
        <translation>Са овом комбинацијом сада не можете ништа да урадите</translation>
    </message>
    <message>
        <source>select three cards or more</source>
        <translation>изаберите три карте или више</translation>
    </message>
    <message>
        <source>Add the selection to the draft</source>
        <translation>Додај изабрано у припрему</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Изложи</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Додај на комбинацију</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>Замени џокера</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Одбаци</translation>
    </message>
    <message>
        <source>Discard, burying a joker</source>
        <translation>Одбаци и сахрани џокера</translation>
    </message>
    <message>
        <source>you hold no joker</source>
        <translation>немате џокера</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock: %1</source>
        <translation>Шпил: %1</translation>
    </message>
    <message>
        <source>Cut card</source>
        <translation>Пресечена карта</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click to draw the top card.</source>
        <translation>
            <numerusform>Шпил: %n карта. Кликните да извучете горњу карту.</numerusform>
            <numerusform>Шпил: %n карте. Кликните да извучете горњу карту.</numerusform>
            <numerusform>Шпил: %n карата. Кликните да извучете горњу карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker as %1</source>
        <translation>Џокер уместо %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click or press %1 to draw the top card.</source>
        <extracomment>%1 the key that draws (D).</extracomment>
        <translation>
            <numerusform>Шпил: %n карта. Кликните или притисните %1 да извучете горњу карту.</numerusform>
            <numerusform>Шпил: %n карте. Кликните или притисните %1 да извучете горњу карту.</numerusform>
            <numerusform>Шпил: %n карата. Кликните или притисните %1 да извучете горњу карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.</source>
        <extracomment>%1 the cut card, %2 the key that takes it (Shift+D) (RULES.md 3.7).</extracomment>
        <translation>Пресечена карта: %1, последња карта шпила. Узмите је (клик или %2) само за затварање хендом.</translation>
    </message>
    <message>
        <source>Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.</source>
        <extracomment>%1 the key that discards the focused card (Delete).</extracomment>
        <translation>Гомила одбачених карата: празна. Одбаците карту из руке тако што ћете је превући овде, двапут кликнути на њу или притиснути %1.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</source>
        <extracomment>%1 the top card, %2 the key that takes it (T), %3 the key that discards (Delete).</extracomment>
        <translation>
            <numerusform>Гомила одбачених карата: %n карта, на врху: %1. Кликните на гомилу или притисните %2 да узмете ту карту. Одбаците карту из руке тако што ћете је превући овде, двапут кликнути на њу или притиснути %3.</numerusform>
            <numerusform>Гомила одбачених карата: %n карте, на врху: %1. Кликните на гомилу или притисните %2 да узмете ту карту. Одбаците карту из руке тако што ћете је превући овде, двапут кликнути на њу или притиснути %3.</numerusform>
            <numerusform>Гомила одбачених карата: %n карата, на врху: %1. Кликните на гомилу или притисните %2 да узмете ту карту. Одбаците карту из руке тако што ћете је превући овде, двапут кликнути на њу или притиснути %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click to take it with the cards above it.</source>
        <extracomment>%1 a card deeper in the discard pile (RULES.md 4.3, 5.3).</extracomment>
        <translation>%1: кликните да узмете ову карту заједно са картама изнад ње.</translation>
    </message>
    <message>
        <source>%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.</source>
        <extracomment>%1 &quot;Draft: 54 points (2 melds)&quot;, %2 the Meld key (M), %3 the key that clears the draft.</extracomment>
        <translation>%1. Још нису на столу: притисните %2 или кликните „Изложи“ да их изложите све одједном, %3 да их вратите.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s) (the marked cards may be taken)</source>
        <translation>
            <numerusform>Гомила одбачених карата: %n карта (означене карте могу да се узму)</numerusform>
            <numerusform>Гомила одбачених карата: %n карте (означене карте могу да се узму)</numerusform>
            <numerusform>Гомила одбачених карата: %n карата (означене карте могу да се узму)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Гомила одбачених карата: %n карта</numerusform>
            <numerusform>Гомила одбачених карата: %n карте</numerusform>
            <numerusform>Гомила одбачених карата: %n карата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draft: %1 points (%n meld(s))</source>
        <extracomment>%1 the draft&apos;s points, %n its melds: &quot;Draft: 49 points (2 melds)&quot;.</extracomment>
        <translation>
            <numerusform>Припрема: збир %1 (%n комбинација)</numerusform>
            <numerusform>Припрема: збир %1 (%n комбинације)</numerusform>
            <numerusform>Припрема: збир %1 (%n комбинација)</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>поново се повезује…</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>игра рачунар</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Гомила одбачених карата: празна</translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Blue felt</source>
        <translation>Плава чоја</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Дрвени сто</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Зелена чоја</translation>
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
        <translation>Позајмљено: %1 — кошта %2 поена ако остане у руци на крају потеза</translation>
    </message>
    <message>
        <source>Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn</source>
        <extracomment>%1 the cards, %2 the total penalty, %3 the penalty per card (RULES.md 4.5).</extracomment>
        <translation>Позајмљено: %1 — кошта %2 поена (по %3) ако остану у руци на крају потеза</translation>
    </message>
    <message>
        <source>Discard the %1 and end the turn anyway?</source>
        <translation>Ипак одбацити %1 и завршити потез?</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>Ипак завршити потез?</translation>
    </message>
    <message>
        <source>%1. Press the key again to end the turn anyway.</source>
        <translation>%1. Притисните тастер поново да бисте ипак завршили потез.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Завршити потез?</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Ваш потез: извуците карту (или изаберите две карте и кликните на карту са гомиле да бисте је изложили)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Ваш потез: извуците карту</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Ваш потез: изложите, додајте или одбаците</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — отварање: изабрано %1, потребан %n поен</numerusform>
            <numerusform> — отварање: изабрано %1, потребна %n поена</numerusform>
            <numerusform> — отварање: изабрано %1, потребно %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source> — a run without a joker is still needed</source>
        <extracomment>remi51 option openingNeedsNaturalRun: the opening needs a run without a joker.</extracomment>
        <translation> — потребан је још низ без џокера</translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — припрема: %n комбинација</numerusform>
            <numerusform> — припрема: %n комбинације</numerusform>
            <numerusform> — припрема: %n комбинација</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n second(s) left</source>
        <translation>
            <numerusform> — преостала %n секунда</numerusform>
            <numerusform> — преостале %n секунде</numerusform>
            <numerusform> — преостало %n секунди</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot-seat: %1 the player shown, %2 what to do.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Чека се да %1 прикаже своје карте…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 размишља…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>На потезу: %1…</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <translation>Извукли сте %1.</translation>
    </message>
    <message>
        <source>You took the cut card, the %1.</source>
        <translation>Узели сте пресечену карту: %1.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>Са гомиле одбачених карата узели сте %1.</translation>
    </message>
    <message>
        <source>Melded: %1.</source>
        <translation>Изложено: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Laid off the %1: %2.</source>
        <translation>Додали сте %1 — %2.</translation>
    </message>
    <message>
        <source>The %1 took the joker&apos;s place: %2.</source>
        <translation>Ставили сте %1 на место џокера — %2.</translation>
    </message>
    <message>
        <source>Taken into your hand: %1.</source>
        <translation>Узето у руку: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Table rearranged.</source>
        <translation>Сто је преуређен.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>Одбацили сте %1.</translation>
    </message>
    <message>
        <source>Turn ended.</source>
        <translation>Потез је завршен.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile (T).</source>
        <translation>Савет: узмите %1 са гомиле одбачених карата (T).</translation>
    </message>
    <message>
        <source>Hint: draw the cut card (Shift+D).</source>
        <translation>Савет: узмите пресечену карту (Shift+D).</translation>
    </message>
    <message>
        <source>Hint: draw from the stock (D).</source>
        <translation>Савет: извуците карту из шпила (D).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (in the draft: press M).</source>
        <translation>Савет: изложите %1 (већ у припреми — притисните M).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (selected: press M).</source>
        <translation>Савет: изложите %1 (карте су изабране — притисните M).</translation>
    </message>
    <message>
        <source>Hint: lay off your %1 on %2 (L).</source>
        <translation>Савет: додајте %1 на комбинацију (L) — %2.</translation>
    </message>
    <message>
        <source>Hint: swap your %1 for the joker of %2 (J).</source>
        <translation>Савет: ставите %1 на место џокера (J) — %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 (Delete).</source>
        <translation>Савет: одбаците %1 (Delete).</translation>
    </message>
    <message>
        <source>Hint: end the turn (E).</source>
        <translation>Савет: завршите потез (E).</translation>
    </message>
    <message>
        <source>Hint: pick up from the discard pile and meld it (select two cards, then T).</source>
        <translation>Савет: узмите карту са гомиле одбачених карата и изложите је у комбинацији (изаберите две карте, затим T).</translation>
    </message>
    <message>
        <source>Hint: rearrange the table.</source>
        <translation>Савет: преуредите сто.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>%1 the move taken back and its cards: &quot;Lay off — five of clubs&quot;.</extracomment>
        <translation>Поништено.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>У овом потезу нема шта да се поништи.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Поновљено.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нема шта да се понови.</translation>
    </message>
    <message>
        <source>Draft cleared.</source>
        <translation>Припрема је очишћена.</translation>
    </message>
    <message>
        <source>Hand sorted by suit.</source>
        <translation>Рука је поређана по боји.</translation>
    </message>
    <message>
        <source>Hand sorted by rank.</source>
        <translation>Рука је поређана по вредности.</translation>
    </message>
    <message>
        <source>The card is already the first.</source>
        <translation>Карта је већ прва.</translation>
    </message>
    <message>
        <source>The card is already the last.</source>
        <translation>Карта је већ последња.</translation>
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
        <source>Select the card to discard and the joker to bury under it.</source>
        <translation>Изаберите карту за одбацивање и џокера који ћете сахранити испод ње.</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>отварање ✓</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>без отварања</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>на потезу</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Гомила одбачених карата је празна.</translation>
    </message>
    <message>
        <source>Your turn: Meld or discard</source>
        <translation>Ваш потез: изложите комбинацију или одбаците карту</translation>
    </message>
    <message>
        <source>Which card does the joker stand for?</source>
        <extracomment>Asked when a joker could stand at either end of a run; the answers are cards (&quot;2♠&quot;, &quot;5♠&quot;).</extracomment>
        <translation>Коју карту замењује џокер?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Поништено: %1.</translation>
    </message>
    <message>
        <source>The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first.</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;); M and Shift+Escape are the keys of Meld and Clear draft.</extracomment>
        <translation>У припреми је %1: прво изложите припрему (M) или вратите ту карту у руку (Shift+Escape).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 a player, %2 the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1: %n карта</numerusform>
            <numerusform>%1: %n карте</numerusform>
            <numerusform>%1: %n карата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Шпил: %n карта</numerusform>
            <numerusform>Шпил: %n карте</numerusform>
            <numerusform>Шпил: %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is away — waiting for them to reconnect…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is and whose connection was lost.</extracomment>
        <translation>%1 није ту — чека се да се поново повеже…</translation>
    </message>
    <message>
        <source>%1 is away: the computer plays for them…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is, away longer than the table waits.</extracomment>
        <translation>%1 није ту: рачунар игра уместо њега…</translation>
    </message>
    <message numerus="yes">
        <source>You opened with %1 points (%n needed): %2.</source>
        <extracomment>The human&apos;s meld that opened: %1 its opening points, %n the points needed, %2 the melds.</extracomment>
        <translation>
            <numerusform>Отворили сте се са %1 поена (потребан %n): %2.</numerusform>
            <numerusform>Отворили сте се са %1 поена (потребна %n): %2.</numerusform>
            <numerusform>Отворили сте се са %1 поена (потребно %n): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meld(s)</source>
        <extracomment>After N (add to the draft): %1 the combination added, %2 the draft&apos;s size (&quot;2 melds&quot;).</extracomment>
        <translation>
            <numerusform>%n комбинација</numerusform>
            <numerusform>%n комбинације</numerusform>
            <numerusform>%n комбинација</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 of %n point(s)</source>
        <extracomment>The points the draft counts towards the opening: %1 of the %n needed.</extracomment>
        <translation>
            <numerusform>, %1 од %n поена</numerusform>
            <numerusform>, %1 од %n поена</numerusform>
            <numerusform>, %1 од %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: %1; %2.</source>
        <translation>Припрема: %1; %2.</translation>
    </message>
</context>
<context>
    <name>TurnUndo</name>
    <message>
        <source>Take from the discard pile</source>
        <translation>узимање са гомиле одбачених карата</translation>
    </message>
    <message>
        <source>Pick up and meld</source>
        <translation>узимање и излагање</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>излагање комбинације</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>додавање на комбинацију</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>замена џокера</translation>
    </message>
    <message>
        <source>Take from the table</source>
        <translation>узимање са стола</translation>
    </message>
    <message>
        <source>Rearrange the table</source>
        <translation>преуређивање стола</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>премештање</translation>
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
        <translation>Још не. %1</translation>
    </message>
</context>
<context>
    <name>TutorialBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Лекција</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>The guided round&apos;s bubble: which step of how many.</extracomment>
        <translation>Корак %1 од %2</translation>
    </message>
    <message>
        <source>Not yet: this step first.</source>
        <extracomment>A guided round&apos;s bubble, under the step&apos;s words, after an action the step does not ask for.</extracomment>
        <translation>Још не: прво овај корак.</translation>
    </message>
    <message>
        <source>The lesson is over. Press Finish the lesson to close this window.</source>
        <extracomment>A guided round&apos;s bubble at the round&apos;s end; &quot;Finish the lesson&quot; is the button&apos;s text.</extracomment>
        <translation>Лекција је завршена. Притисните „Заврши лекцију“ да бисте затворили овај прозор.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Rummy</source>
        <translation>Основни реми</translation>
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
        <translation>Реми Индонезија</translation>
    </message>
    <message>
        <source>One deck, no jokers, no opening minimum: meld from the first turn. Empty your hand first to score the cards the others still hold.</source>
        <translation>Један шпил, без џокера, без минимума за отварање: излаже се од првог потеза. Ко први испразни руку, добија поене за карте које остали још држе.</translation>
    </message>
    <message>
        <source>Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. The lowest total wins.</source>
        <translation>Два шпила и четири џокера. Прве комбинације морају заједно да вреде 51; затвара се одбацивањем последње карте. Побеђује играч са најмањим збиром.</translation>
    </message>
    <message>
        <source>Two decks with jokers. Open with 40; every card you then lay scores at once. The highest total wins. Taking and rearranging table melds is an option (Manipulation, off unless set in Settings).</source>
        <translation>Два шпила са џокерима. За отварање је потребно 40; после тога свака карта коју одиграте на сто одмах доноси поене. Побеђује играч са највећим збиром. Узимање карата из комбинација на столу и преуређивање стола је опција („Манипулација (преуређивање стола)“, искључена док је не укључите у подешавањима).</translation>
    </message>
    <message>
        <source>One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with a run. Closing earns a bonus.</source>
        <translation>Један шпил, седам карата, без џокера. Карта са гомиле одбачених карата узима се само да би се одмах изложила; скупови се рачунају само уз низ. Затварање доноси додатне поене.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Waiting room</source>
        <translation>Чекање играча</translation>
    </message>
    <message>
        <source>&amp;Computer players take the open seats</source>
        <translation>&amp;Рачунар заузима слободна места</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Почни</translation>
    </message>
    <message>
        <source>Seat %1: computer player</source>
        <translation>Место %1: рачунар</translation>
    </message>
    <message>
        <source>Seat %1: open, waiting for a friend</source>
        <translation>Место %1: слободно, чека се пријатељ</translation>
    </message>
    <message>
        <source>Seat %1: %2, here</source>
        <translation>Место %1: %2, за столом</translation>
    </message>
    <message>
        <source>Seat %1: %2, away</source>
        <translation>Место %1: %2, није за столом</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (ви)</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>&amp;Копирај позивницу</translation>
    </message>
    <message>
        <source>Table code: %1 — friends join with it from Game → Play online…</source>
        <translation>Шифра стола: %1 — пријатељи с њом седају за сто преко „Игра → Играј на мрежи…“</translation>
    </message>
    <message>
        <source>Table %1: the host starts the game when everybody is here.</source>
        <translation>Сто %1: домаћин почиње игру кад сви стигну.</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <translation>Број дељења (понавља исто дељење).</translation>
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
        <source>Print where the card decks, translations and rules help were found, then quit.</source>
        <translation>Испиши где су пронађени шпилови карата, преводи и помоћ за правила, па изађи.</translation>
    </message>
    <message>
        <source>Print the start-up time and the memory after this many turns, then quit (benchmarks/startup.sh).</source>
        <translation>Испиши време покретања и заузету меморију после оволико потеза, па изађи (benchmarks/startup.sh).</translation>
    </message>
    <message>
        <source>Continue the autosaved game directly.</source>
        <translation>Одмах настави аутоматски сачувану игру.</translation>
    </message>
    <message>
        <source>Pause before each computer turn.</source>
        <translation>Застани пре сваког потеза рачунара.</translation>
    </message>
    <message>
        <source>Folder of the autosave (default: the user&apos;s application data folder).</source>
        <translation>Фасцикла за аутоматско чување (подразумевано: корисникова фасцикла с подацима апликације).</translation>
    </message>
    <message>
        <source>Play unattended (no round dialogs) and quit with exit code 0 when the match ends.</source>
        <translation>Играј без надзора (без прозора на крају рунде) и изађи с излазним кодом 0 када се партија заврши.</translation>
    </message>
    <message>
        <source>With --exit-when-match-ends: quit after this many rounds as well.</source>
        <translation>Уз --exit-when-match-ends: изађи и после оволико рунди.</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Рачунар %1</translation>
    </message>
    <message>
        <source>No unfinished game to resume.</source>
        <translation>Нема недовршене игре за наставак.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>Наставак није могућ: %1</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Настави</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4.</source>
        <translation>--%1: „%2“ није цео број од %3 до %4.</translation>
    </message>
    <message>
        <source>Unknown language: %1 (en, sr, sr_Latn or ru)</source>
        <translation>Непознат језик: %1 (en, sr, sr_Latn или ru)</translation>
    </message>
    <message>
        <source>--variant: unknown game &quot;%1&quot; (remi51, rummy, rami or remi_indonesia).</source>
        <translation>--variant: непозната игра „%1“ (remi51, rummy, rami или remi_indonesia).</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 players, not %4.</source>
        <translation>--seats: за %1 је потребно од %2 до %3 играча, а не %4.</translation>
    </message>
    <message>
        <source>--players: %1 needs %2 to %3 players, not &quot;%4&quot;.</source>
        <translation>--players: за %1 је потребно од %2 до %3 играча, а не „%4“.</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed: „%1“ није цео број од 0 до 18446744073709551615.</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.</source>
        <translation>--size: „%1“ није величина прозора ШИРИНАxВИСИНА од 1x1 до %2x%2.</translation>
    </message>
    <message>
        <source>--screenshot: the file name is empty.</source>
        <translation>--screenshot: име датотеке је празно.</translation>
    </message>
    <message>
        <source>An unfinished game is autosaved; this unattended run starts a new game and leaves the autosave as it is (--resume continues it).</source>
        <translation>Постоји аутоматски сачувана недовршена партија; ово покретање без надзора почиње нову партију и не дира сачувану (--resume је наставља).</translation>
    </message>
    <message>
        <source>A saved game (.remi) to open.</source>
        <translation>Сачувана игра (.remi) коју треба отворити.</translation>
    </message>
    <message>
        <source>Unknown option %1 (remi --help lists the options).</source>
        <translation>Непозната опција %1 (remi --help исписује опције).</translation>
    </message>
    <message>
        <source>Only one saved game can be opened, not %1.</source>
        <translation>Може да се отвори само једна сачувана игра, а не %1.</translation>
    </message>
    <message>
        <source>The name of the saved game is empty.</source>
        <translation>Име сачуване игре је празно.</translation>
    </message>
    <message>
        <source>--resume continues the autosaved game; it cannot be given with a file.</source>
        <translation>--resume наставља аутоматски сачувану игру; не може да се зада уз датотеку.</translation>
    </message>
    <message>
        <source>The autosaved game is open in another Remi window.</source>
        <translation>Аутоматски сачувана игра је отворена у другом прозору Ремија.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 не може да се отвори: %2</translation>
    </message>
    <message>
        <source>One entry per seat: human, computer, easy, normal, hard or expert (e.g. computer,computer,computer); sets the number of players.</source>
        <translation>По један унос за свако место: human, computer, easy, normal, hard или expert (нпр. computer,computer,computer); одређује број играча.</translation>
    </message>
    <message>
        <source>--seats: unknown seat &quot;%1&quot; (human, computer, easy, normal, hard or expert).</source>
        <translation>--seats: непознато место „%1“ (human, computer, easy, normal, hard или expert).</translation>
    </message>
    <message>
        <source>Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia.</source>
        <translation>Игре из породице ремија: Основни реми, Реми 51, Рами, Реми Индонезија.</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend).</source>
        <translation>Уз --screenshot: сликај овај дијалог уместо прозора (settings, newgame, playmenu: отворен мени „Потез“, или help: помоћ за правила, F1) или играј до краја рунде или партије (roundend, matchend).</translation>
    </message>
    <message>
        <source>--screenshot-dialog: unknown dialog &quot;%1&quot; (settings, newgame, playmenu, help, roundend or matchend).</source>
        <translation>--screenshot-dialog: непознат прозор „%1“ (settings, newgame, playmenu, help, roundend или matchend).</translation>
    </message>
    <message>
        <source>remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).</source>
        <translation>remi: нема екрана на којем би се отворио прозор (DISPLAY и WAYLAND_DISPLAY нису постављени).</translation>
    </message>
    <message>
        <source>This is your game on this computer. Your online table %1 may still be open: Game → Play online… → Rejoin takes you back to it.</source>
        <extracomment>Beside the question whether to continue the local game: %1 the code of the last online table.</extracomment>
        <translation>Ово је ваша игра на овом рачунару. Ваш мрежни сто %1 можда је још отворен: „Игра → Играј на мрежи… → Повратак за сто“ враћа вас за њега.</translation>
    </message>
</context>
</TS>
