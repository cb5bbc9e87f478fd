<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Press F1 for the rules of the current game and Ctrl+F1 for the key list.&lt;/p&gt;&lt;p&gt;Remi is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The cards, the icon, the table and the sounds were made for Remi and are given to the public domain (CC0-1.0).&lt;/p&gt;&lt;p&gt;Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs and cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Press F1 for the rules of the current game and Ctrl+F1 for the key list.&lt;/p&gt;&lt;p&gt;Remi is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The cards, the icon, the table and the sounds were made for Remi and are given to the public domain (CC0-1.0).&lt;/p&gt;&lt;p&gt;Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs and cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Remi</source>
        <translation>About Remi</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
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
        <translation>Cannot create %1</translation>
    </message>
    <message>
        <source>The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file is not overwritten.</source>
        <translation>The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file is not overwritten.</translation>
    </message>
    <message>
        <source>This game is not being saved: the disk is full (folder %1).</source>
        <translation>This game is not being saved: the disk is full (folder %1).</translation>
    </message>
    <message>
        <source>This game is not being saved: the folder %1 is on a read-only disk.</source>
        <translation>This game is not being saved: the folder %1 is on a read-only disk.</translation>
    </message>
    <message>
        <source>This game is not being saved: Remi may not write in the folder %1.</source>
        <translation>This game is not being saved: Remi may not write in the folder %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: there is no home folder (HOME is not set), and Remi does not save into %1.</source>
        <translation>This game is not being saved: there is no home folder (HOME is not set), and Remi does not save into %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: another Remi window keeps its game in the folder %1.</source>
        <translation>This game is not being saved: another Remi window keeps its game in the folder %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>This game is not being saved: %1</translation>
    </message>
    <message>
        <source>This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is relative), and Remi does not save into the current folder.</source>
        <translation>This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is relative), and Remi does not save into the current folder.</translation>
    </message>
    <message>
        <source>This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving would overwrite it.</source>
        <translation>This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving would overwrite it.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1 is in the way of the autosave&apos;s lock file. An unfinished game in %2 is kept as it is: remove %1 and start Remi again to continue it.</source>
        <translation>This game is not being saved: %1 is in the way of the autosave&apos;s lock file. An unfinished game in %2 is kept as it is: remove %1 and start Remi again to continue it.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>face-down card</translation>
    </message>
</context>
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
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>twos</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>threes</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>fours</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>fives</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sixes</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sevens</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>eights</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nines</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tens</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jacks</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>queens</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <source>%1 (joker)</source>
        <extracomment>A joker inside a run, %1 the rank it stands for (&quot;6 (joker)&quot;).</extracomment>
        <translation>%1 (joker)</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <extracomment>%1 the ranks (&quot;5-6-7&quot;), %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>run %1 of %2</translation>
    </message>
    <message>
        <source>set of %1: %2</source>
        <extracomment>%1 the rank in plural (&quot;sevens&quot;), %2 the suits (&quot;hearts, spades, joker&quot;).</extracomment>
        <translation>set of %1: %2</translation>
    </message>
    <message>
        <source>identical %1 of %2</source>
        <extracomment>An identical meld: %1 the rank codes of its cards joined by hyphens (&quot;7-7-7&quot;, a joker as &quot;7 (joker)&quot;), not a rank word; %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;). Name the cards: &quot;identical cards 7-7-7&quot;.</extracomment>
        <translation>identical %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points</source>
        <extracomment>A meld and its value: %1 the meld (&quot;run 5-6-7 of hearts&quot;), %n its points (3 or more, so the English source reads right without a translation; remi_en.ts has &quot;%n point&quot; for 1).</extracomment>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>spades</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld: &quot;run 5-6-7 of hearts&quot;, &quot;does not fit a run of hearts&quot;. Decline it as the language does there (Russian genitive &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of hearts&quot;), declined as there.</extracomment>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of diamonds&quot;), declined as there.</extracomment>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of clubs&quot;), declined as there.</extracomment>
        <translation>clubs</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>object</comment>
        <extracomment>The joker as the object of a verb (&quot;discards the joker&quot;; Russian &quot;джокера&quot;, Serbian &quot;џокера&quot;). The other &quot;object&quot; strings are the 52 cards so, e.g. Russian &quot;короля пик&quot;, &quot;даму червей&quot;.</extracomment>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <comment>object</comment>
        <translation>ace of spades</translation>
    </message>
    <message>
        <source>two of spades</source>
        <comment>object</comment>
        <translation>two of spades</translation>
    </message>
    <message>
        <source>three of spades</source>
        <comment>object</comment>
        <translation>three of spades</translation>
    </message>
    <message>
        <source>four of spades</source>
        <comment>object</comment>
        <translation>four of spades</translation>
    </message>
    <message>
        <source>five of spades</source>
        <comment>object</comment>
        <translation>five of spades</translation>
    </message>
    <message>
        <source>six of spades</source>
        <comment>object</comment>
        <translation>six of spades</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <comment>object</comment>
        <translation>seven of spades</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <comment>object</comment>
        <translation>eight of spades</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <comment>object</comment>
        <translation>nine of spades</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <comment>object</comment>
        <translation>ten of spades</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <comment>object</comment>
        <translation>jack of spades</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <comment>object</comment>
        <translation>queen of spades</translation>
    </message>
    <message>
        <source>king of spades</source>
        <comment>object</comment>
        <translation>king of spades</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <comment>object</comment>
        <translation>ace of hearts</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <comment>object</comment>
        <translation>two of hearts</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <comment>object</comment>
        <translation>three of hearts</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <comment>object</comment>
        <translation>four of hearts</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <comment>object</comment>
        <translation>five of hearts</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <comment>object</comment>
        <translation>six of hearts</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <comment>object</comment>
        <translation>seven of hearts</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <comment>object</comment>
        <translation>eight of hearts</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <comment>object</comment>
        <translation>nine of hearts</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <comment>object</comment>
        <translation>ten of hearts</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <comment>object</comment>
        <translation>jack of hearts</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <comment>object</comment>
        <translation>queen of hearts</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <comment>object</comment>
        <translation>king of hearts</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <comment>object</comment>
        <translation>ace of diamonds</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <comment>object</comment>
        <translation>two of diamonds</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <comment>object</comment>
        <translation>three of diamonds</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <comment>object</comment>
        <translation>four of diamonds</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <comment>object</comment>
        <translation>five of diamonds</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <comment>object</comment>
        <translation>six of diamonds</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <comment>object</comment>
        <translation>seven of diamonds</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <comment>object</comment>
        <translation>eight of diamonds</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <comment>object</comment>
        <translation>nine of diamonds</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <comment>object</comment>
        <translation>ten of diamonds</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <comment>object</comment>
        <translation>jack of diamonds</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <comment>object</comment>
        <translation>queen of diamonds</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <comment>object</comment>
        <translation>king of diamonds</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <comment>object</comment>
        <translation>ace of clubs</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <comment>object</comment>
        <translation>two of clubs</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <comment>object</comment>
        <translation>three of clubs</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <comment>object</comment>
        <translation>four of clubs</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <comment>object</comment>
        <translation>five of clubs</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <comment>object</comment>
        <translation>six of clubs</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <comment>object</comment>
        <translation>seven of clubs</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <comment>object</comment>
        <translation>eight of clubs</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <comment>object</comment>
        <translation>nine of clubs</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <comment>object</comment>
        <translation>ten of clubs</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <comment>object</comment>
        <translation>jack of clubs</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <comment>object</comment>
        <translation>queen of clubs</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <comment>object</comment>
        <translation>king of clubs</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
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
        <translation>Show the rest of the computer player&apos;s turn at once (F, or a click on the table)</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Since your last turn:</translation>
    </message>
    <message>
        <source>Finish the computer&apos;s tur&amp;n</source>
        <translation>Finish the computer&apos;s tur&amp;n</translation>
    </message>
    <message>
        <source>&amp;Go to the game log</source>
        <translation>&amp;Go to the game log</translation>
    </message>
    <message>
        <source>Read the game log line by line (G; Escape goes back to the table)</source>
        <translation>Read the game log line by line (G; Escape goes back to the table)</translation>
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
    <name>GameLog</name>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>your %1</source>
        <extracomment>A table meld of the player reading the log: &quot;your A♠ ★ 3♠&quot; (the log: &quot;East swapped the joker in your A♠ ★ 3♠ for 2♠&quot;).</extracomment>
        <translation>your %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>A table meld of another player: %1 the player, %2 its cards (&quot;West&apos;s 5♠ 6♠ 7♠&quot;).</extracomment>
        <translation>%1&apos;s %2</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>You drew %1.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 drew a card.</translation>
    </message>
    <message>
        <source>You took the cut card %1.</source>
        <extracomment>%1 the card, printed (&quot;K♠&quot;) or in words as the cards are named alone (&quot;king of spades&quot;).</extracomment>
        <translation>You took the cut card %1.</translation>
    </message>
    <message>
        <source>%1 took the cut card %2.</source>
        <translation>%1 took the cut card %2.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>You took %1 from the discard pile.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 took %2 from the discard pile.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n card(s) from the discard pile: %1.</source>
        <translation>
            <numerusform>You took %n card from the discard pile: %1.</numerusform>
            <numerusform>You took %n cards from the discard pile: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s) from the discard pile: %2.</source>
        <translation>
            <numerusform>%1 took %n card from the discard pile: %2.</numerusform>
            <numerusform>%1 took %n cards from the discard pile: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) left.</source>
        <translation>
            <numerusform>You have %n card left.</numerusform>
            <numerusform>You have %n cards left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n card(s) left.</source>
        <translation>
            <numerusform>%1 has %n card left.</numerusform>
            <numerusform>%1 has %n cards left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay a penalty of %n point(s).</source>
        <translation>
            <numerusform>You pay a penalty of %n point.</numerusform>
            <numerusform>You pay a penalty of %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays a penalty of %n point(s).</source>
        <translation>
            <numerusform>%1 pays a penalty of %n point.</numerusform>
            <numerusform>%1 pays a penalty of %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was shuffled into a new stock of %n card(s).</source>
        <translation>
            <numerusform>The discard pile was shuffled into a new stock of %n card.</numerusform>
            <numerusform>The discard pile was shuffled into a new stock of %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>You picked up %1 from the discard pile and laid %2.</source>
        <translation>You picked up %1 from the discard pile and laid %2.</translation>
    </message>
    <message>
        <source>%1 picked up %2 from the discard pile and laid %3.</source>
        <translation>%1 picked up %2 from the discard pile and laid %3.</translation>
    </message>
    <message numerus="yes">
        <source>You picked up %1 from the discard pile and laid %2; %n card(s) came with it: %3.</source>
        <extracomment>%1 the card picked up, %2 the meld laid with it, %3 the cards above it that came to the hand.</extracomment>
        <translation>
            <numerusform>You picked up %1 from the discard pile and laid %2; %n card came with it: %3.</numerusform>
            <numerusform>You picked up %1 from the discard pile and laid %2; %n cards came with it: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up %2 from the discard pile and laid %3; %n card(s) came with it: %4.</source>
        <translation>
            <numerusform>%1 picked up %2 from the discard pile and laid %3; %n card came with it: %4.</numerusform>
            <numerusform>%1 picked up %2 from the discard pile and laid %3; %n cards came with it: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid %1.</source>
        <translation>You laid %1.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 laid %2.</translation>
    </message>
    <message>
        <source>You laid off %1 on %2.</source>
        <translation>You laid off %1 on %2.</translation>
    </message>
    <message>
        <source>%1 laid off %2 on %3.</source>
        <translation>%1 laid off %2 on %3.</translation>
    </message>
    <message>
        <source>You swapped the joker in %1 for %2.</source>
        <extracomment>%1 the player, %2 the meld with the joker (&quot;your A♠ ★ 3♠&quot;), %3 the card put in its place.</extracomment>
        <translation>You swapped the joker in %1 for %2.</translation>
    </message>
    <message>
        <source>%1 swapped the joker in %2 for %3.</source>
        <translation>%1 swapped the joker in %2 for %3.</translation>
    </message>
    <message>
        <source>You took %1 from %2.</source>
        <translation>You took %1 from %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3.</source>
        <translation>%1 took %2 from %3.</translation>
    </message>
    <message>
        <source>You rearranged the table.</source>
        <translation>You rearranged the table.</translation>
    </message>
    <message>
        <source>%1 rearranged the table.</source>
        <translation>%1 rearranged the table.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1.</source>
        <translation>You rearranged the table, adding %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2.</source>
        <translation>%1 rearranged the table, adding %2.</translation>
    </message>
    <message>
        <source>You discarded %1 and buried a joker under it.</source>
        <translation>You discarded %1 and buried a joker under it.</translation>
    </message>
    <message>
        <source>%1 discarded %2 and buried a joker under it.</source>
        <translation>%1 discarded %2 and buried a joker under it.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>You discarded %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 discarded %2.</translation>
    </message>
    <message>
        <source>You ended the turn.</source>
        <translation>You ended the turn.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 ended the turn.</translation>
    </message>
    <message>
        <source>Your time ran out.</source>
        <translation>Your time ran out.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 ran out of time.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>You went out.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 went out.</translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Nobody went out.</translation>
    </message>
    <message>
        <source>Round %1 over. %2</source>
        <extracomment>%1 the round&apos;s number, %2 every seat&apos;s score (&quot;West: 35 points, You: 0 points&quot;).</extracomment>
        <translation>Round %1 over. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <extracomment>A seat&apos;s score of the round in the log: %1 the player, %2 the points (&quot;West: 35 points&quot;, &quot;East: -10 points&quot;).</extracomment>
        <translation>
            <numerusform>%1: %2 point</numerusform>
            <numerusform>%1: %2 points</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A player whose name the saved game leaves to the window (&quot;You&quot;, &quot;West&quot;), by seat number.</extracomment>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>A part of a rearrangement: %1 the cards that moved, %2 the meld they left (&quot;North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>%1 from %2</translation>
    </message>
    <message>
        <source>You rearranged the table, moving %1.</source>
        <extracomment>%2 the moved cards and the melds they left (&quot;8♦ from North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>You rearranged the table, moving %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, moving %2.</source>
        <translation>%1 rearranged the table, moving %2.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1 and moving %2.</source>
        <translation>You rearranged the table, adding %1 and moving %2.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2 and moving %3.</source>
        <translation>%1 rearranged the table, adding %2 and moving %3.</translation>
    </message>
</context>
<context>
    <name>GameLogDock</name>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy the whole game log to the clipboard</source>
        <translation>Copy the whole game log to the clipboard</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sounds</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of several names: &quot;North and East&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Continue your %1 game against %2, round %3?</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 the other players (&quot;West and North&quot;), %3 the round number.</extracomment>
        <translation>Continue your %1 game against %2, round %3?</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Start a new game?</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued.</source>
        <translation>The game in progress ends and cannot be continued.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Remi help — %1</source>
        <translation>Remi help — %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>Rules of the current game (F1)</source>
        <translation>Rules of the current game (F1)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Keys</translation>
    </message>
    <message>
        <source>The key list (Ctrl+F1)</source>
        <translation>The key list (Ctrl+F1)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Keys</translation>
    </message>
    <message>
        <source>&amp;About Remi</source>
        <translation>&amp;About Remi</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Allowed</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Lists: &quot;7♥ 8♥ 9♥, 5♣ 5♦ 5♥ and Q♠ Q♥ Q♦&quot;: %1 the items before the last, %2 the last.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You can open with %1: %2.</source>
        <extracomment>%1 the opening points (RULES.md 3.6, 4.6), %2 the melds (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>You can open with %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n meld(s) you can lay now.</source>
        <extracomment>%1 the melds&apos; cards (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>
            <numerusform>%1: %n meld you can lay now.</numerusform>
            <numerusform>%1: %n melds you can lay now.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 fits %2: one card fewer in your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;двойку треф&quot;), %2 a table meld (&quot;3♣ 4♣ 5♣ 6♣ 7♣&quot;).</extracomment>
        <translation>Your %1 fits %2: one card fewer in your hand.</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2; the joker comes to your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;шестёрку червей&quot;), %2 a table meld with a joker.</extracomment>
        <translation>Your %1 takes the joker&apos;s place in %2; the joker comes to your hand.</translation>
    </message>
    <message>
        <source>Your %1 is in none of your melds (%2 points in hand).</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;короля пик&quot;), %2 what it counts if it stays in the hand.</extracomment>
        <translation>Your %1 is in none of your melds (%2 points in hand).</translation>
    </message>
    <message>
        <source>One card must go; without the %1 your melds lose the least.</source>
        <extracomment>%1 a card as an object (CardNames &quot;object&quot;: Russian &quot;сбросив короля пик&quot;).</extracomment>
        <translation>One card must go; without the %1 your melds lose the least.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>The discard pile is empty.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile does not help your melds.</source>
        <translation>The %1 on the discard pile does not help your melds.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile makes a meld with your cards.</source>
        <translation>The %1 on the discard pile makes a meld with your cards.</translation>
    </message>
    <message>
        <source>The cut card %1 completes your hand.</source>
        <translation>The cut card %1 completes your hand.</translation>
    </message>
    <message>
        <source>Nothing more to lay this turn.</source>
        <translation>Nothing more to lay this turn.</translation>
    </message>
    <message>
        <source>Rearranged, the table takes cards from your hand.</source>
        <translation>Rearranged, the table takes cards from your hand.</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M), or take it back (Ctrl+Z).</source>
        <translation>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M), or take it back (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M).</source>
        <translation>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M).</translation>
    </message>
    <message>
        <source>Hint: no move to suggest now.</source>
        <translation>Hint: no move to suggest now.</translation>
    </message>
    <message>
        <source>The discard pile may not be taken now (%1).</source>
        <translation>The discard pile may not be taken now (%1).</translation>
    </message>
    <message>
        <source>At least %1 needed to open.</source>
        <extracomment>After &quot;You can open with 56: …&quot;: %1 the least the rules ask for an opening (issue 34).</extracomment>
        <translation>At least %1 needed to open.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table: one card fewer in your hand.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>The %1 on the discard pile fits %2 on the table: one card fewer in your hand.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>The folder %1 cannot be made.</translation>
    </message>
    <message>
        <source>The tables cannot be kept in %1: %2</source>
        <translation>The tables cannot be kept in %1: %2</translation>
    </message>
    <message>
        <source>No table can be offered on port %1: %2</source>
        <translation>No table can be offered on port %1: %2</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Press Esc or %1 to close.</source>
        <translation>Press Esc or %1 to close.</translation>
    </message>
    <message>
        <source>Click a card in your hand to select it; click it again to put it back.</source>
        <translation>Click a card in your hand to select it; click it again to put it back.</translation>
    </message>
    <message>
        <source>Click the stock to draw; click the discard pile to take its top card.</source>
        <translation>Click the stock to draw; click the discard pile to take its top card.</translation>
    </message>
    <message>
        <source>Drag the selected cards onto empty table space to lay them as a new meld.</source>
        <translation>Drag the selected cards onto empty table space to lay them as a new meld.</translation>
    </message>
    <message>
        <source>Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end.</source>
        <translation>Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it, to discard it.</source>
        <translation>Drag a card onto the discard pile, or double-click it, to discard it.</translation>
    </message>
    <message>
        <source>Drop a card between two others in your hand to move it there.</source>
        <translation>Drop a card between two others in your hand to move it there.</translation>
    </message>
    <message>
        <source>Click the table during a computer&apos;s turn to see the rest of it at once.</source>
        <translation>Click the table during a computer&apos;s turn to see the rest of it at once.</translation>
    </message>
    <message>
        <source>Rest the pointer on anything to read what it is.</source>
        <translation>Rest the pointer on anything to read what it is.</translation>
    </message>
    <message>
        <source>Move between the hand, the melds, the piles and the players</source>
        <translation>Move between the hand, the melds, the piles and the players</translation>
    </message>
    <message>
        <source>Move along your hand; select the card</source>
        <translation>Move along your hand; select the card</translation>
    </message>
    <message>
        <source>The card&apos;s or the meld&apos;s menu</source>
        <translation>The card&apos;s or the meld&apos;s menu</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Clear the selection</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>Left/Right, Space</source>
        <extracomment>The keys of the next row: the Left and Right arrow keys, then the space bar.</extracomment>
        <translation>Left/Right, Space</translation>
    </message>
</context>
<context>
    <name>InUseDialog</name>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>This game is open in another Remi window, which saves it in the folder %1.</source>
        <translation>This game is open in another Remi window, which saves it in the folder %1.</translation>
    </message>
    <message>
        <source>You can look at it here read-only (moves made here are not saved automatically), start a new game that is not saved automatically, or quit.</source>
        <translation>You can look at it here read-only (moves made here are not saved automatically), start a new game that is not saved automatically, or quit.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Open read-only</translation>
    </message>
    <message>
        <source>New game without autosave</source>
        <translation>New game without autosave</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
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
        <translation>Your hand is empty.</translation>
    </message>
    <message>
        <source>Only the top discard can be taken in this game: press T.</source>
        <translation>Only the top discard can be taken in this game: press T.</translation>
    </message>
    <message>
        <source>Select only the card to lay off.</source>
        <translation>Select only the card to lay off.</translation>
    </message>
    <message>
        <source>There is no meld on the table to lay off on.</source>
        <translation>There is no meld on the table to lay off on.</translation>
    </message>
    <message>
        <source>%1 places fit: choose one.</source>
        <translation>%1 places fit: choose one.</translation>
    </message>
    <message>
        <source>Select only the natural card that replaces the joker.</source>
        <translation>Select only the natural card that replaces the joker.</translation>
    </message>
    <message>
        <source>There is no joker on the table.</source>
        <translation>There is no joker on the table.</translation>
    </message>
    <message>
        <source>Select only the card to discard.</source>
        <translation>Select only the card to discard.</translation>
    </message>
    <message>
        <source>There is no card to act on.</source>
        <translation>There is no card to act on.</translation>
    </message>
    <message>
        <source>Put back in the hand</source>
        <translation>Put back in the hand</translation>
    </message>
    <message>
        <source>Meld the draft	M</source>
        <translation>Meld the draft	M</translation>
    </message>
    <message>
        <source>No menu here: press Enter to act on the focused place.</source>
        <translation>No menu here: press Enter to act on the focused place.</translation>
    </message>
    <message>
        <source>Top discard: %1</source>
        <translation>Top discard: %1</translation>
    </message>
    <message>
        <source>Your hand is not shown now.</source>
        <translation>Your hand is not shown now.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Table melds</source>
        <translation>Table melds</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>No melds on the table yet.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Selection cleared.</translation>
    </message>
    <message>
        <source>There is no card to select.</source>
        <translation>There is no card to select.</translation>
    </message>
    <message>
        <source>All %1 cards selected.</source>
        <translation>All %1 cards selected.</translation>
    </message>
    <message>
        <source>First card: %1</source>
        <translation>First card: %1</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Last card: %1</translation>
    </message>
    <message>
        <source>No further group.</source>
        <translation>No further group.</translation>
    </message>
    <message>
        <source>No earlier group.</source>
        <translation>No earlier group.</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, selected</translation>
    </message>
    <message>
        <source>, in the draft</source>
        <translation>, in the draft</translation>
    </message>
    <message>
        <source>, borrowed</source>
        <translation>, borrowed</translation>
    </message>
    <message>
        <source>The draft is empty: select the cards of a meld and press N.</source>
        <translation>The draft is empty: select the cards of a meld and press N.</translation>
    </message>
    <message>
        <source>Draft meld %1 of %2: %3</source>
        <translation>Draft meld %1 of %2: %3</translation>
    </message>
    <message>
        <source>Meld %1 of %2, %3 — card %4 of %5: %6</source>
        <translation>Meld %1 of %2, %3 — card %4 of %5: %6</translation>
    </message>
    <message>
        <source>buried joker</source>
        <translation>buried joker</translation>
    </message>
    <message>
        <source>Discard pile, card %1 of %2 from the top: %3</source>
        <translation>Discard pile, card %1 of %2 from the top: %3</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>stock</translation>
    </message>
    <message>
        <source>, %1 points this round</source>
        <translation>, %1 points this round</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a focus area (&quot;Hand&quot;), %2 what is focused in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off or discard (Delete).</source>
        <translation>Your turn: meld, lay off or discard (Delete).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.</source>
        <extracomment>D and T are the keys (RULES.md 7); %1 the top card of the discard pile.</extracomment>
        <translation>Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation>Your turn: draw from the stock (D).</translation>
    </message>
    <message>
        <source>No joker on the table stands for your %1.</source>
        <translation>No joker on the table stands for your %1.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Read the table: %1 a suit (&quot;hearts&quot;), %2 its ranks in the hand (&quot;five, seven, king&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Top discard: %1.</source>
        <translation>Top discard: %1.</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <extracomment>Read the table: %1 a seat (&quot;Ana, 9 cards&quot;), %2 its match score so far.</extracomment>
        <translation>%1, score %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1</source>
        <extracomment>%n the number of cards, %1 the cards in the order shown.</extracomment>
        <translation>
            <numerusform>Your hand, %n card: %1</numerusform>
            <numerusform>Your hand, %n cards: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1.</source>
        <extracomment>Read the table: %n the number of cards in your hand, %1 them by suit (&quot;hearts: five, king; …&quot;).</extracomment>
        <translation>
            <numerusform>Your hand, %n card: %1.</numerusform>
            <numerusform>Your hand, %n cards: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <extracomment>A new round of the match, said as it is dealt: %1 its number.</extracomment>
        <translation>Round %1 dealt.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s).</source>
        <translation>
            <numerusform>You have %n card.</numerusform>
            <numerusform>You have %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <extracomment>%1 the player who plays first in the new round.</extracomment>
        <translation>%1 starts.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>You start.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s); cut card: %1</source>
        <translation>
            <numerusform>Stock: %n card; cut card: %1</numerusform>
            <numerusform>Stock: %n cards; cut card: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>It is your turn.</translation>
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
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Learn to play…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <source>Close this window; the lesson goes on from here next time</source>
        <translation>Close this window; the lesson goes on from here next time</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <extracomment>The guided round&apos;s window title; %1 is the game (&quot;Remi 51&quot;).</extracomment>
        <translation>Learn to play %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>Which game would you like to learn?</source>
        <translation>Which game would you like to learn?</translation>
    </message>
    <message>
        <source>New to these games? A guided round shows you how to play, step by step.</source>
        <translation>New to these games? A guided round shows you how to play, step by step.</translation>
    </message>
    <message>
        <source>You can start it later from Help → Learn to play…</source>
        <translation>You can start it later from Help → Learn to play…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <extracomment>The guided round is over: the button that closes its window.</extracomment>
        <translation>Finish the lesson</translation>
    </message>
    <message>
        <source>Close this window: the lesson is over</source>
        <translation>Close this window: the lesson is over</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>A turn begins with a draw: the top card of the stock or of the discard pile. The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or press T.</source>
        <translation>A turn begins with a draw: the top card of the stock or of the discard pile. The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or press T.</translation>
    </message>
    <message>
        <source>Press Meld, or M, to lay the set.</source>
        <translation>Press Meld, or M, to lay the set.</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table may be laid off on it. Put %1 on the nines: drag it there, or select it and press L.</source>
        <translation>A card that fits a meld on the table may be laid off on it. Put %1 on the nines: drag it there, or select it and press L.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card, %1: double-click it, drag it onto the discard pile, or select it and press Delete. The card taken from the pile may not be discarded in the same turn.</source>
        <translation>End your turn by discarding one card, %1: double-click it, drag it onto the discard pile, or select it and press Delete. The card taken from the pile may not be discarded in the same turn.</translation>
    </message>
    <message>
        <source>West laid a run of hearts. Draw from the stock this time: click it or press D.</source>
        <translation>West laid a run of hearts. Draw from the stock this time: click it or press D.</translation>
    </message>
    <message>
        <source>Lay off %1 on your run.</source>
        <translation>Lay off %1 on your run.</translation>
    </message>
    <message>
        <source>You may lay off on other players&apos; melds too: put %1 on West&apos;s hearts.</source>
        <translation>You may lay off on other players&apos; melds too: put %1 on West&apos;s hearts.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. The round ends as soon as a hand is empty.</source>
        <translation>Go out: discard your last card, %1. The round ends as soon as a hand is empty.</translation>
    </message>
    <message>
        <source>You went out and score the cards left in West&apos;s hand: an ace 1, a picture card 10, the others their value. Going rummy, all your cards out in one turn without having melded or laid off before in the round, doubles the score.</source>
        <translation>You went out and score the cards left in West&apos;s hand: an ace 1, a picture card 10, the others their value. Going rummy, all your cards out in one turn without having melded or laid off before in the round, doubles the score.</translation>
    </message>
    <message>
        <source>34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M.</source>
        <translation>34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M.</translation>
    </message>
    <message>
        <source>You have opened. From now on you may add cards to any meld on the table. Put %1 on your run: drag it there, or select it and press L.</source>
        <translation>You have opened. From now on you may add cards to any meld on the table. Put %1 on your run: drag it there, or select it and press L.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. The joker comes to your hand.</source>
        <translation>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. The joker comes to your hand.</translation>
    </message>
    <message>
        <source>End your turn by throwing away one card: %1 is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>End your turn by throwing away one card: %1 is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete.</translation>
    </message>
    <message>
        <source>The %1 you drew completes %2 %3 %1. Select these three cards.</source>
        <translation>The %1 you drew completes %2 %3 %1. Select these three cards.</translation>
    </message>
    <message>
        <source>You have opened already, so a meld of any value may be laid. Press Meld, or M.</source>
        <translation>You have opened already, so a meld of any value may be laid. Press Meld, or M.</translation>
    </message>
    <message>
        <source>You may also lay off on other players&apos; melds: put %1 on West&apos;s queens.</source>
        <translation>You may also lay off on other players&apos; melds: put %1 on West&apos;s queens.</translation>
    </message>
    <message>
        <source>And %1 on your kings.</source>
        <translation>And %1 on your kings.</translation>
    </message>
    <message>
        <source>Close the round: throw away your last card, %1. The closing card may not be a joker, nor fit a meld on the table.</source>
        <translation>Close the round: throw away your last card, %1. The closing card may not be a joker, nor fit a meld on the table.</translation>
    </message>
    <message>
        <source>Every turn ends with a discard: discard %1. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Every turn ends with a discard: discard %1. Double-click it, drag it onto the discard pile, or select it and press Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Select %2 %3 to pick it up with them.</source>
        <translation>West threw away the %1. Select %2 %3 to pick it up with them.</translation>
    </message>
    <message>
        <source>Besides the pick-up, a meld may be laid only to close, keeping one card to discard. Press Meld, or M.</source>
        <translation>Besides the pick-up, a meld may be laid only to close, keeping one card to discard. Press Meld, or M.</translation>
    </message>
    <message>
        <source>Close: discard your last card, %1. The closing bonus is ten times its value: 50 for 2 to 10, 100 for a picture card, 150 for an ace.</source>
        <translation>Close: discard your last card, %1. The closing bonus is ten times its value: 50 for 2 to 10, 100 for a picture card, 150 for an ace.</translation>
    </message>
    <message>
        <source>West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.</source>
        <translation>West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for.</source>
        <translation>Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for.</translation>
    </message>
    <message>
        <source>A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for %1 or %2: either will do.</source>
        <translation>A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for %1 or %2: either will do.</translation>
    </message>
    <message>
        <source>You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others&apos; points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins.</source>
        <translation>You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others&apos; points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins.</translation>
    </message>
    <message>
        <source>Remi 51: going out with a hand</source>
        <translation>Remi 51: going out with a hand</translation>
    </message>
    <message>
        <source>You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3.</source>
        <translation>Select %1 %2 %3.</translation>
    </message>
    <message>
        <source>Press Add to draft, or N.</source>
        <translation>Press Add to draft, or N.</translation>
    </message>
    <message>
        <source>And %1 %2 %3.</source>
        <translation>And %1 %2 %3.</translation>
    </message>
    <message>
        <source>Close with your last card, %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Close with your last card, %1: double-click it, drag it onto the discard pile, or select it and press Delete.</translation>
    </message>
    <message>
        <source>20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once.</source>
        <translation>20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was.</source>
        <translation>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was.</translation>
    </message>
    <message>
        <source>Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points.</source>
        <translation>Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points.</translation>
    </message>
    <message>
        <source>In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your %1 %2 need a third four: take the %3 from West&apos;s diamonds. Press C, choose the run with Up and Down and the %3 with Left and Right, press Enter and choose Take; or right-click the %3.</source>
        <translation>In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your %1 %2 need a third four: take the %3 from West&apos;s diamonds. Press C, choose the run with Up and Down and the %3 with Left and Right, press Enter and choose Take; or right-click the %3.</translation>
    </message>
    <message>
        <source>The %1 is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select %2 %3 %1.</source>
        <translation>The %1 is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select %2 %3 %1.</translation>
    </message>
    <message>
        <source>Press Meld, or M: the fours score 15, less the 5 you lost when you took the %1: 10 points.</source>
        <translation>Press Meld, or M: the fours score 15, less the 5 you lost when you took the %1: 10 points.</translation>
    </message>
    <message>
        <source>End your turn by discarding %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>End your turn by discarding %1: double-click it, drag it onto the discard pile, or select it and press Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T.</source>
        <translation>West threw away the %1. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T.</translation>
    </message>
    <message>
        <source>Lay off %1 on your hearts.</source>
        <translation>Lay off %1 on your hearts.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept.</source>
        <translation>Go out: discard your last card, %1. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept.</translation>
    </message>
    <message>
        <source>You went out and win the cards left in West&apos;s hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins.</source>
        <translation>You went out and win the cards left in West&apos;s hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; the ace is low, A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>A run is three or more cards in a row of one suit; the ace is low, A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</translation>
    </message>
    <message>
        <source>Cards laid on the table together are a meld. Other games ask for an opening, a first meld worth a minimum of points; Rummy does not. Press Meld, or M.</source>
        <translation>Cards laid on the table together are a meld. Other games ask for an opening, a first meld worth a minimum of points; Rummy does not. Press Meld, or M.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select %1 %2 %3.</source>
        <translation>A set is three or four cards of one rank in different suits. Select %1 %2 %3.</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the %1, which fits your %2 %3 %4. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn.</source>
        <translation>Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the %1, which fits your %2 %3 %4. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N.</source>
        <translation>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N.</translation>
    </message>
    <message>
        <source>Now select the three kings, %1 %2 %3: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Now select the three kings, %1 %2 %3: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit.</translation>
    </message>
    <message>
        <source>West threw away the %1. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T.</source>
        <translation>West threw away the %1. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together.</source>
        <translation>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select the four nines: %1 %2 %3 %4.</source>
        <translation>A set is three or four cards of one rank in different suits. Select the four nines: %1 %2 %3 %4.</translation>
    </message>
    <message>
        <source>The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you.</source>
        <translation>The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you.</translation>
    </message>
    <message>
        <source>That was a hand: −80 points for you instead of −40, and the others&apos; points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120.</source>
        <translation>That was a hand: −80 points for you instead of −40, and the others&apos; points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N.</source>
        <translation>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N.</translation>
    </message>
    <message>
        <source>Now select %1 %2 %3: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Now select %1 %2 %3: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit.</translation>
    </message>
    <message>
        <source>Instead of drawing from the stock you may pick up one of the top three cards of the discard pile, but only to lay it at once in a new meld, cards laid on the table together, with at least two cards from your hand. Select %1 %2 first.</source>
        <translation>Instead of drawing from the stock you may pick up one of the top three cards of the discard pile, but only to lay it at once in a new meld, cards laid on the table together, with at least two cards from your hand. Select %1 %2 first.</translation>
    </message>
    <message>
        <source>West opened: a player&apos;s first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D.</source>
        <translation>West opened: a player&apos;s first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D.</translation>
    </message>
    <message>
        <source>To open, lay melds worth at least 40 points in one turn, from your own hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for.</source>
        <translation>To open, lay melds worth at least 40 points in one turn, from your own hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for.</translation>
    </message>
    <message>
        <source>Beside your name: your total, then this round&apos;s points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off %1 on West&apos;s diamonds for 5 more. Drag it there, or select it and press L.</source>
        <translation>Beside your name: your total, then this round&apos;s points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off %1 on West&apos;s diamonds for 5 more. Drag it there, or select it and press L.</translation>
    </message>
    <message>
        <source>Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select %1 %2 and the joker.</source>
        <translation>Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select %1 %2 and the joker.</translation>
    </message>
    <message>
        <source>Now take the %1, third from the top: click it, or press Shift+T and choose it. The cards above it come to your hand. A set, three or four cards of one rank in different suits, may be laid only while you have a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is one.</source>
        <translation>Now take the %1, third from the top: click it, or press Shift+T and choose it. The cards above it come to your hand. A set, three or four cards of one rank in different suits, may be laid only while you have a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is one.</translation>
    </message>
    <message>
        <source>Click the %1 on the pile, or press T: the run %1 %2 %3 goes down.</source>
        <translation>Click the %1 on the pile, or press T: the run %1 %2 %3 goes down.</translation>
    </message>
    <message>
        <source>In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q K. Select %1 %2 %3.</source>
        <translation>In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q K. Select %1 %2 %3.</translation>
    </message>
    <message>
        <source>You closed the round. Everyone scores the cards in melds, on the table or in hand, plus and the other cards minus; without a run the sets count minus.</source>
        <translation>You closed the round. Everyone scores the cards in melds, on the table or in hand, plus and the other cards minus; without a run the sets count minus.</translation>
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
        <source>Add to &amp;draft</source>
        <translation>Add to &amp;draft</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Clear draft</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Sort by &amp;suit</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Sort by &amp;rank</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
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
        <source>Remi</source>
        <translation>Remi</translation>
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
        <source>The card deck %1 cannot be read; using Remi&apos;s own deck.</source>
        <translation>The card deck %1 cannot be read; using Remi&apos;s own deck.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>There is no game to save.</translation>
    </message>
    <message>
        <source>The saved players do not fit the game.</source>
        <translation>The saved players do not fit the game.</translation>
    </message>
    <message>
        <source>Remi games (*.%1)</source>
        <translation>Remi games (*.%1)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Game saved to %1.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Game loaded from %1.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 cannot be opened:
%2</translation>
    </message>
    <message>
        <source>New game dealt. %1</source>
        <extracomment>%1 what to do on the first turn (&quot;Your turn: draw from the stock (D) or take the discard (T)…&quot;).</extracomment>
        <translation>New game dealt. %1</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Show your cards and play your turn (%1)</source>
        <translation>Show your cards and play your turn (%1)</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (%1)</source>
        <translation>Lay the selected cards, with the draft, as new melds (%1)</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (%1)</source>
        <translation>Keep the selected cards as one meld of a multi-meld opening (%1)</translation>
    </message>
    <message>
        <source>Put the draft cards back in the hand (%1)</source>
        <translation>Put the draft cards back in the hand (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by suit (%1)</source>
        <translation>Sort your hand by suit (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (%1)</source>
        <translation>Sort your hand by rank (%1)</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (%1)</source>
        <translation>Take back the last action of this turn (%1)</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Settings saved.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Open it</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1. Game → Open… opens it again.</source>
        <extracomment>%1 the file the unfinished game was copied to.</extracomment>
        <translation>Your unfinished game was kept as %1. Game → Open… opens it again.</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Reconnecting…</source>
        <translation>The connection to the table was lost. Reconnecting…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
    <message>
        <source>The table is open. Its code: %1</source>
        <translation>The table is open. Its code: %1</translation>
    </message>
    <message>
        <source>Friends at home type one of these addresses: %1</source>
        <translation>Friends at home type one of these addresses: %1</translation>
    </message>
    <message>
        <source>Invitation for seat %1: %2</source>
        <translation>Invitation for seat %1: %2</translation>
    </message>
    <message>
        <source>Friends outside your home network need your router to forward port %1 (TCP) to this computer; they then use your public address.</source>
        <translation>Friends outside your home network need your router to forward port %1 (TCP) to this computer; they then use your public address.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>Play on&amp;line…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>A game at a network table is kept by the table&apos;s server and cannot be saved to a file.</source>
        <translation>A game at a network table is kept by the table&apos;s server and cannot be saved to a file.</translation>
    </message>
    <message>
        <source>Waiting for the online table to start…</source>
        <translation>Waiting for the online table to start…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>You host this table: your friends wait until you come back. Quit anyway?</source>
        <translation>You host this table: your friends wait until you come back. Quit anyway?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Quit anyway</translation>
    </message>
    <message>
        <source>&amp;Match standings…</source>
        <translation>&amp;Match standings…</translation>
    </message>
    <message>
        <source>The last match&apos;s standings…</source>
        <translation>The last match&apos;s standings…</translation>
    </message>
    <message>
        <source>A rematch is dealt: a new match at this table.</source>
        <translation>A rematch is dealt: a new match at this table.</translation>
    </message>
    <message>
        <source>%1 started a rematch: a new match at this table.</source>
        <translation>%1 started a rematch: a new match at this table.</translation>
    </message>
</context>
<context>
    <name>MarkWords</name>
    <message>
        <source>Gold frame on a hand card: it is selected.</source>
        <translation>Gold frame on a hand card: it is selected.</translation>
    </message>
    <message>
        <source>Blue tint on a hand card: it is in the draft, not on the table yet.</source>
        <translation>Blue tint on a hand card: it is in the draft, not on the table yet.</translation>
    </message>
    <message>
        <source>Light blue ring: the keyboard focus.</source>
        <translation>Light blue ring: the keyboard focus.</translation>
    </message>
    <message>
        <source>Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, or the card you drew).</source>
        <translation>Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, or the card you drew).</translation>
    </message>
    <message>
        <source>Yellow dashed outline: where the hint&apos;s move goes.</source>
        <translation>Yellow dashed outline: where the hint&apos;s move goes.</translation>
    </message>
    <message>
        <source>Yellow frame while you drag a card: it may be dropped there.</source>
        <translation>Yellow frame while you drag a card: it may be dropped there.</translation>
    </message>
    <message>
        <source>Red dashed outline while you drag a card: it may not go there; the reason is beside it.</source>
        <translation>Red dashed outline while you drag a card: it may not go there; the reason is beside it.</translation>
    </message>
    <message>
        <source>Red dashed frame and red dot: taken from the table this turn; lay it in a meld before the turn ends or it costs %1 points.</source>
        <extracomment>%1 the points a borrowed card costs (300).</extracomment>
        <translation>Red dashed frame and red dot: taken from the table this turn; lay it in a meld before the turn ends or it costs %1 points.</translation>
    </message>
    <message>
        <source>Gold frame and dot on a discard: it may be taken.</source>
        <translation>Gold frame and dot on a discard: it may be taken.</translation>
    </message>
    <message>
        <source>Red tint after the round: a card that costs points.</source>
        <translation>Red tint after the round: a card that costs points.</translation>
    </message>
    <message>
        <source>★: a joker; on the table its badge names the card it stands for.</source>
        <translation>★: a joker; on the table its badge names the card it stands for.</translation>
    </message>
    <message>
        <source>✓ before a name in the score table or the standings: the winner.</source>
        <translation>✓ before a name in the score table or the standings: the winner.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Totals after each round</source>
        <translation>Totals after each round</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rematch</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>The same players and options, newly shuffled</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Waiting for the host…</translation>
    </message>
    <message>
        <source>The host of the table deals a rematch</source>
        <translation>The host of the table deals a rematch</translation>
    </message>
    <message>
        <source>A new match at this table: the same players and options, newly shuffled</source>
        <translation>A new match at this table: the same players and options, newly shuffled</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>One place of the standings as said: %1 the place (&quot;1.&quot;), %2 the player, %3 the total.</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Standings: %1.</source>
        <extracomment>The match&apos;s standings said to a screen reader: %1 the places (&quot;1. You, 100; 2. Ana, 0&quot;).</extracomment>
        <translation>Standings: %1.</translation>
    </message>
    <message>
        <source>The last match</source>
        <extracomment>The standings of the match played before the host&apos;s rematch (Game → Match standings…).</extracomment>
        <translation>The last match</translation>
    </message>
    <message>
        <source>&amp;Leave the table and start a new game…</source>
        <translation>&amp;Leave the table and start a new game…</translation>
    </message>
    <message>
        <source>A new game on this computer: you leave this table</source>
        <translation>A new game on this computer: you leave this table</translation>
    </message>
</context>
<context>
    <name>MeldList</name>
    <message>
        <source>Table melds</source>
        <translation>Table melds</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>No melds on the table yet.</translation>
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
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
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
    <message>
        <source>Computer (expert)</source>
        <translation>Computer (expert)</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>The seat&apos;s number is its mnemonic (Alt+1…).</extracomment>
        <translation>Seat &amp;%1:</translation>
    </message>
    <message>
        <source>Player of seat %1: %2</source>
        <extracomment>Screen reader: %1 the seat&apos;s number, %2 who plays it (&quot;Computer (normal)&quot;).</extracomment>
        <translation>Player of seat %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One rule option in the New Game dialog: %1 its label (&quot;Manipulation&quot;), %2 its value (&quot;off&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule options (Settings): %1.</source>
        <extracomment>%1 the options (&quot;Manipulation: off; Round to 5: on&quot;); they are changed in Settings.</extracomment>
        <translation>Rule options (Settings): %1.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game chosen here starts when you press OK.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Playing now: %1. The game chosen here starts when you press OK.</translation>
    </message>
    <message>
        <source>Game and seats</source>
        <translation>Game and seats</translation>
    </message>
    <message>
        <source>Online: each other seat for a person is for a friend who joins over the network from their own computer.</source>
        <translation>Online: each other seat for a person is for a friend who joins over the network from their own computer.</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>The table could not be created: the connection to %1 was lost.</source>
        <translation>The table could not be created: the connection to %1 was lost.</translation>
    </message>
    <message>
        <source>The table was created without a seat for you.</source>
        <translation>The table was created without a seat for you.</translation>
    </message>
    <message>
        <source>This table plays a game or an option this version does not know.</source>
        <translation>This table plays a game or an option this version does not know.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. Ask the host for a seat.</source>
        <translation>Every seat at this table is taken. Ask the host for a seat.</translation>
    </message>
    <message>
        <source>There is no such table at %1, or that seat is not yours. Check the table code.</source>
        <translation>There is no such table at %1, or that seat is not yours. Check the table code.</translation>
    </message>
    <message>
        <source>The server did not create the table (%1).</source>
        <translation>The server did not create the table (%1).</translation>
    </message>
    <message>
        <source>Your seat was taken from another window.</source>
        <translation>Your seat was taken from another window.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Elimination</source>
        <translation>Elimination</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Elimination limit</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Hand score</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Jokers per deck</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
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
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Rounds limit</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Score limit</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
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
    <message>
        <source>on or off</source>
        <translation>on or off</translation>
    </message>
    <message>
        <source>0 or %1 to %2</source>
        <translation>0 or %1 to %2</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>%1 to %2 in steps of %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>%1 is not an option of this game</source>
        <translation>%1 is not an option of this game</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Unknown game %1.</translation>
    </message>
    <message>
        <source>Q-K-A is also a run; an ace left in hand is worth 15.</source>
        <translation>Q-K-A is also a run; an ace left in hand is worth 15.</translation>
    </message>
    <message>
        <source>At most one new meld per turn.</source>
        <translation>At most one new meld per turn.</translation>
    </message>
    <message>
        <source>You can only go out by discarding your last card.</source>
        <translation>You can only go out by discarding your last card.</translation>
    </message>
    <message>
        <source>Going rummy (going out in one turn without having melded or laid off before) doubles the score.</source>
        <translation>Going rummy (going out in one turn without having melded or laid off before) doubles the score.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.</source>
        <translation>When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.</translation>
    </message>
    <message>
        <source>Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).</source>
        <translation>Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).</translation>
    </message>
    <message>
        <source>The score that wins a match played to a target.</source>
        <translation>The score that wins a match played to a target.</translation>
    </message>
    <message>
        <source>The number of rounds of a match played over a fixed number of rounds.</source>
        <translation>The number of rounds of a match played over a fixed number of rounds.</translation>
    </message>
    <message>
        <source>The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).</source>
        <translation>The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).</translation>
    </message>
    <message>
        <source>A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.</source>
        <translation>A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.</translation>
    </message>
    <message>
        <source>The points your first melds must be worth together.</source>
        <translation>The points your first melds must be worth together.</translation>
    </message>
    <message>
        <source>What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.</source>
        <translation>What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.</translation>
    </message>
    <message>
        <source>The points for an ace left in hand at the end of the round.</source>
        <translation>The points for an ace left in hand at the end of the round.</translation>
    </message>
    <message>
        <source>The points for a joker left in hand at the end of the round.</source>
        <translation>The points for a joker left in hand at the end of the round.</translation>
    </message>
    <message>
        <source>A player who has not opened scores 100 plus the cards in hand instead of 100.</source>
        <translation>A player who has not opened scores 100 plus the cards in hand instead of 100.</translation>
    </message>
    <message>
        <source>The score of a player who closes normally.</source>
        <translation>The score of a player who closes normally.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand.</source>
        <translation>The score of a player who closes with a hand.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand that uses the cut card.</source>
        <translation>The score of a player who closes with a hand that uses the cut card.</translation>
    </message>
    <message>
        <source>After a hand the other players&apos; scores are doubled.</source>
        <translation>After a hand the other players&apos; scores are doubled.</translation>
    </message>
    <message>
        <source>Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).</source>
        <translation>Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).</translation>
    </message>
    <message>
        <source>The 14-card run A-2-…-K-A is allowed.</source>
        <translation>The 14-card run A-2-…-K-A is allowed.</translation>
    </message>
    <message>
        <source>Laying off and swapping jokers are allowed in the turn you open.</source>
        <translation>Laying off and swapping jokers are allowed in the turn you open.</translation>
    </message>
    <message>
        <source>A discard taken in order to open must be in the opening melds.</source>
        <translation>A discard taken in order to open must be in the opening melds.</translation>
    </message>
    <message>
        <source>A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.</source>
        <translation>A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto other players&apos; melds.</source>
        <translation>A hand may not lay off onto other players&apos; melds.</translation>
    </message>
    <message>
        <source>The opening must include a run without a joker.</source>
        <translation>The opening must include a run without a joker.</translation>
    </message>
    <message>
        <source>Nobody may open or close in this many first circuits.</source>
        <translation>Nobody may open or close in this many first circuits.</translation>
    </message>
    <message>
        <source>When discarding you may put a joker under your discard; a buried joker can never be taken.</source>
        <translation>When discarding you may put a joker under your discard; a buried joker can never be taken.</translation>
    </message>
    <message>
        <source>A player who cuts a joker may leave it as the cut card instead of keeping it.</source>
        <translation>A player who cuts a joker may leave it as the cut card instead of keeping it.</translation>
    </message>
    <message>
        <source>A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).</source>
        <translation>A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).</translation>
    </message>
    <message>
        <source>How often per round the discard pile is shuffled into a new stock when the stock runs out.</source>
        <translation>How often per round the discard pile is shuffled into a new stock when the stock runs out.</translation>
    </message>
    <message>
        <source>With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi&apos;s addition; the rules set no limit.</source>
        <translation>With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi&apos;s addition; the rules set no limit.</translation>
    </message>
    <message>
        <source>Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).</source>
        <translation>Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).</translation>
    </message>
    <message>
        <source>With elimination: a player whose total reaches this score is eliminated.</source>
        <translation>With elimination: a player whose total reaches this score is eliminated.</translation>
    </message>
    <message>
        <source>No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.</source>
        <translation>No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.</translation>
    </message>
    <message>
        <source>The number of jokers in each deck.</source>
        <translation>The number of jokers in each deck.</translation>
    </message>
    <message>
        <source>Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).</source>
        <translation>Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).</translation>
    </message>
    <message>
        <source>Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.</source>
        <translation>Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.</translation>
    </message>
    <message>
        <source>Without challenge mode: the match ends when a total reaches this score.</source>
        <translation>Without challenge mode: the match ends when a total reaches this score.</translation>
    </message>
    <message>
        <source>In challenge mode: a player whose total reaches this score is eliminated.</source>
        <translation>In challenge mode: a player whose total reaches this score is eliminated.</translation>
    </message>
    <message>
        <source>The match ends after this many rounds (0: no limit).</source>
        <translation>The match ends after this many rounds (0: no limit).</translation>
    </message>
    <message>
        <source>The time for a turn in seconds (0: no limit); a timeout costs 50.</source>
        <translation>The time for a turn in seconds (0: no limit); a timeout costs 50.</translation>
    </message>
    <message>
        <source>Cards taken from the pile may be discarded in the same turn.</source>
        <translation>Cards taken from the pile may be discarded in the same turn.</translation>
    </message>
    <message>
        <source>In challenge mode: going out before anyone else opened gives −100 and doubles the others&apos; hands.</source>
        <translation>In challenge mode: going out before anyone else opened gives −100 and doubles the others&apos; hands.</translation>
    </message>
    <message>
        <source>Melds from your hand may be laid in any turn after drawing (keeping one card).</source>
        <translation>Melds from your hand may be laid in any turn after drawing (keeping one card).</translation>
    </message>
    <message>
        <source>How deep in the discard pile you may pick up a card.</source>
        <translation>How deep in the discard pile you may pick up a card.</translation>
    </message>
    <message>
        <source>The closing bonus is this multiplier × the value of the closing card.</source>
        <translation>The closing bonus is this multiplier × the value of the closing card.</translation>
    </message>
    <message>
        <source>The number of rounds of a match.</source>
        <translation>The number of rounds of a match.</translation>
    </message>
    <message>
        <source>A 10 is worth 10 instead of 5.</source>
        <translation>A 10 is worth 10 instead of 5.</translation>
    </message>
    <message>
        <source>Challenge mode</source>
        <translation>Challenge mode</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>An ace at both ends of a run</source>
        <translation>An ace at both ends of a run</translation>
    </message>
    <message>
        <source>An ace high or low</source>
        <translation>An ace high or low</translation>
    </message>
    <message>
        <source>An ace left in hand</source>
        <translation>An ace left in hand</translation>
    </message>
    <message>
        <source>An ace in the opening</source>
        <translation>An ace in the opening</translation>
    </message>
    <message>
        <source>Burying a joker</source>
        <translation>Burying a joker</translation>
    </message>
    <message>
        <source>Discarding cards taken from the pile</source>
        <translation>Discarding cards taken from the pile</translation>
    </message>
    <message>
        <source>The cutter may leave a joker</source>
        <translation>The cutter may leave a joker</translation>
    </message>
    <message>
        <source>Score for closing</source>
        <translation>Score for closing</translation>
    </message>
    <message>
        <source>Closing bonus factor</source>
        <translation>Closing bonus factor</translation>
    </message>
    <message>
        <source>Score for a hand with the cut card</source>
        <translation>Score for a hand with the cut card</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Next dealer</translation>
    </message>
    <message>
        <source>Use of the discard pile</source>
        <translation>Use of the discard pile</translation>
    </message>
    <message>
        <source>A pile card taken to open is in the opening</source>
        <translation>A pile card taken to open is in the opening</translation>
    </message>
    <message>
        <source>How deep in the discard pile</source>
        <translation>How deep in the discard pile</translation>
    </message>
    <message>
        <source>Going out before anyone opened</source>
        <translation>Going out before anyone opened</translation>
    </message>
    <message>
        <source>Keeping a freed joker</source>
        <translation>Keeping a freed joker</translation>
    </message>
    <message>
        <source>A hand doubles the others&apos; scores</source>
        <translation>A hand doubles the others&apos; scores</translation>
    </message>
    <message>
        <source>Identical cards as a meld</source>
        <translation>Identical cards as a meld</translation>
    </message>
    <message>
        <source>A joker left in hand</source>
        <translation>A joker left in hand</translation>
    </message>
    <message>
        <source>Jokers in a meld</source>
        <translation>Jokers in a meld</translation>
    </message>
    <message>
        <source>Laying off in the opening turn</source>
        <translation>Laying off in the opening turn</translation>
    </message>
    <message>
        <source>How the match ends</source>
        <translation>How the match ends</translation>
    </message>
    <message>
        <source>Melding from the hand in any turn</source>
        <translation>Melding from the hand in any turn</translation>
    </message>
    <message>
        <source>Going out only with a discard</source>
        <translation>Going out only with a discard</translation>
    </message>
    <message>
        <source>Circuits without opening or closing</source>
        <translation>Circuits without opening or closing</translation>
    </message>
    <message>
        <source>No discarding a card that fits</source>
        <translation>No discarding a card that fits</translation>
    </message>
    <message>
        <source>Opening needs a run without a joker</source>
        <translation>Opening needs a run without a joker</translation>
    </message>
    <message>
        <source>Going rummy doubles the score</source>
        <translation>Going rummy doubles the score</translation>
    </message>
    <message>
        <source>Rebuilds without play that end a round</source>
        <translation>Rebuilds without play that end a round</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>When the stock runs out</translation>
    </message>
    <message>
        <source>Reshuffles of the stock</source>
        <translation>Reshuffles of the stock</translation>
    </message>
    <message>
        <source>A hand lays off only on its own melds</source>
        <translation>A hand lays off only on its own melds</translation>
    </message>
    <message>
        <source>A 10 is worth 10</source>
        <translation>A 10 is worth 10</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Seconds per turn</translation>
    </message>
    <message>
        <source>Card values rounded to 5</source>
        <translation>Card values rounded to 5</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; cannot be &quot;%2&quot; (allowed: %3)</source>
        <extracomment>%1 the option as Settings names it (&quot;Going rummy doubles the score&quot;), %2 the stored value, %3 what is allowed.</extracomment>
        <translation>The option &quot;%1&quot; cannot be &quot;%2&quot; (allowed: %3)</translation>
    </message>
    <message>
        <source>3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.</source>
        <translation>3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.</translation>
    </message>
    <message>
        <source>Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.</source>
        <translation>Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.</translation>
    </message>
    <message>
        <source>Not opened pays 100 plus the hand</source>
        <translation>Not opened pays 100 plus the hand</translation>
    </message>
    <message>
        <source>Target score</source>
        <comment>how the match ends</comment>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <comment>how the match ends</comment>
        <translation>Number of rounds</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Draw from the stock</translation>
    </message>
    <message>
        <source>&amp;Take the top discard</source>
        <translation>&amp;Take the top discard</translation>
    </message>
    <message>
        <source>Take from deeper in the discard pile…</source>
        <translation>Take from deeper in the discard pile…</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>&amp;Meld</translation>
    </message>
    <message>
        <source>&amp;Lay off…</source>
        <translation>&amp;Lay off…</translation>
    </message>
    <message>
        <source>Swap a &amp;joker…</source>
        <translation>Swap a &amp;joker…</translation>
    </message>
    <message>
        <source>Dis&amp;card</source>
        <translation>Dis&amp;card</translation>
    </message>
    <message>
        <source>Discard, &amp;burying a joker</source>
        <translation>Discard, &amp;burying a joker</translation>
    </message>
    <message>
        <source>&amp;End the turn without a discard</source>
        <translation>&amp;End the turn without a discard</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Discard &amp;pile</source>
        <translation>Discard &amp;pile</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <source>Draw the cut c&amp;ard (for a hand)</source>
        <translation>Draw the cut c&amp;ard (for a hand)</translation>
    </message>
    <message>
        <source>Add to dra&amp;ft</source>
        <translation>Add to dra&amp;ft</translation>
    </message>
    <message>
        <source>Sort b&amp;y suit</source>
        <translation>Sort b&amp;y suit</translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation>Sort by ran&amp;k</translation>
    </message>
    <message>
        <source>Read the ha&amp;nd</source>
        <translation>Read the ha&amp;nd</translation>
    </message>
    <message>
        <source>Table melds l&amp;ist</source>
        <translation>Table melds l&amp;ist</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>Sc&amp;ore sheet</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ull screen</translation>
    </message>
    <message>
        <source>Read the &amp;whole table</source>
        <translation>Read the &amp;whole table</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>Your computer offers the table; friends join it from their own Remi. Choose the game and the seats as for a new game: a seat for a person is a friend&apos;s seat, and the first one is yours.</source>
        <translation>Your computer offers the table; friends join it from their own Remi. Choose the game and the seats as for a new game: a seat for a person is a friend&apos;s seat, and the first one is yours.</translation>
    </message>
    <message>
        <source>&amp;Game and seats…</source>
        <translation>&amp;Game and seats…</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Host the table</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation>Host&apos;s &amp;address:</translation>
    </message>
    <message>
        <source>as the host gave it</source>
        <translation>as the host gave it</translation>
    </message>
    <message>
        <source>&amp;Table code:</source>
        <translation>&amp;Table code:</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Join the table</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>The last table: %1 at %2.</source>
        <translation>The last table: %1 at %2.</translation>
    </message>
    <message>
        <source>You have not played at a table yet.</source>
        <translation>You have not played at a table yet.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Rejoin</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Rejoin</translation>
    </message>
    <message>
        <source>O&amp;ffer hints at this table</source>
        <translation>O&amp;ffer hints at this table</translation>
    </message>
    <message>
        <source>Unticked, nobody at the table gets hints (Play → Hint)</source>
        <translation>Unticked, nobody at the table gets hints (Play → Hint)</translation>
    </message>
    <message numerus="yes">
        <source>%n friend(s)</source>
        <comment>Play online summary: the friends&apos; seats</comment>
        <translation>
            <numerusform>%n friend</numerusform>
            <numerusform>%n friends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer player(s)</source>
        <comment>Play online summary: the computer seats</comment>
        <translation>
            <numerusform>%n computer player</numerusform>
            <numerusform>%n computer players</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: you, %2 and %3.</source>
        <comment>Play online summary: game, friends, computer players</comment>
        <translation>%1: you, %2 and %3.</translation>
    </message>
    <message>
        <source>%1: you and %2.</source>
        <comment>Play online summary: game, then the friends or the computer players</comment>
        <translation>%1: you and %2.</translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>The host turned hints off for this table.</source>
        <translation>The host turned hints off for this table.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>St&amp;ep up</translation>
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
    <message>
        <source>The hand is hidden: press Space to show it first.</source>
        <translation>The hand is hidden: press Space to show it first.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>A meld needs at least three cards.</translation>
    </message>
    <message>
        <source>%1 alone would be only one card: a meld needs three.</source>
        <extracomment>%1 the cards (&quot;K♣ A♣&quot;): a meld needs three cards or more (a take or split may leave too few).</extracomment>
        <translation>%1 alone would be only one card: a meld needs three.</translation>
    </message>
    <message>
        <source>%1 would be only two cards: a meld needs three.</source>
        <translation>%1 would be only two cards: a meld needs three.</translation>
    </message>
    <message>
        <source>%1 would make the run too long.</source>
        <translation>%1 would make the run too long.</translation>
    </message>
    <message>
        <source>A set has at most four cards: %1 would be a fifth.</source>
        <extracomment>A set or identical meld already has four cards; %1 the card that would be the fifth.</extracomment>
        <translation>A set has at most four cards: %1 would be a fifth.</translation>
    </message>
    <message>
        <source>%1 does not fit a run of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): a run is all one suit.</extracomment>
        <translation>%1 does not fit a run of %2.</translation>
    </message>
    <message>
        <source>A run is all one suit: %1 does not fit.</source>
        <translation>A run is all one suit: %1 does not fit.</translation>
    </message>
    <message>
        <source>%1 does not fit a set of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a rank in plural (&quot;kings&quot;).</extracomment>
        <translation>%1 does not fit a set of %2.</translation>
    </message>
    <message>
        <source>A set is all one rank: %1 does not fit.</source>
        <translation>A set is all one rank: %1 does not fit.</translation>
    </message>
    <message>
        <source>Cards are missing between %1 and %2.</source>
        <extracomment>A run with cards missing between %1 and %2 (&quot;5♥&quot;, &quot;8♥&quot;).</extracomment>
        <translation>Cards are missing between %1 and %2.</translation>
    </message>
    <message>
        <source>%1 cannot come after %2 in a run.</source>
        <translation>%1 cannot come after %2 in a run.</translation>
    </message>
    <message>
        <source>A run has each rank once: %1 and %2.</source>
        <translation>A run has each rank once: %1 and %2.</translation>
    </message>
    <message>
        <source>A set has each suit once: %1 and %2.</source>
        <translation>A set has each suit once: %1 and %2.</translation>
    </message>
    <message>
        <source>An ace is low in this game: %1 cannot come after the king.</source>
        <translation>An ace is low in this game: %1 cannot come after the king.</translation>
    </message>
    <message>
        <source>A run cannot have an ace at both ends (%1 and %2).</source>
        <translation>A run cannot have an ace at both ends (%1 and %2).</translation>
    </message>
    <message>
        <source>%1 cannot be in a run in this game.</source>
        <extracomment>Remi Indonesia runs (2 to 10, or J Q K): %1 the cards that cannot be in a run.</extracomment>
        <translation>%1 cannot be in a run in this game.</translation>
    </message>
    <message>
        <source>%1 and %2 do not join in a run in this game.</source>
        <translation>%1 and %2 do not join in a run in this game.</translation>
    </message>
    <message>
        <source>A run cannot go round from the king to the two: %1.</source>
        <translation>A run cannot go round from the king to the two: %1.</translation>
    </message>
    <message>
        <source>Too many jokers in one meld.</source>
        <translation>Too many jokers in one meld.</translation>
    </message>
    <message>
        <source>Two jokers cannot stand next to each other in a run.</source>
        <translation>Two jokers cannot stand next to each other in a run.</translation>
    </message>
    <message>
        <source>%1 does not fit at either end of this run of %2.</source>
        <extracomment>%1 a card, %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): the card is not next to either end of the run.</extracomment>
        <translation>%1 does not fit at either end of this run of %2.</translation>
    </message>
    <message>
        <source>%1 does not fit that meld.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off on a meld that does not take it.</extracomment>
        <translation>%1 does not fit that meld.</translation>
    </message>
    <message>
        <source>That set already has %1.</source>
        <extracomment>%1 the card of that suit already in the set (&quot;A♣&quot;).</extracomment>
        <translation>That set already has %1.</translation>
    </message>
    <message>
        <source>Taking %1 would break the run into three pieces or more.</source>
        <translation>Taking %1 would break the run into three pieces or more.</translation>
    </message>
    <message>
        <source>%1 would be left off the table.</source>
        <translation>%1 would be left off the table.</translation>
    </message>
    <message numerus="yes">
        <source>open first: %n points</source>
        <extracomment>A disabled menu entry&apos;s reason: the player must open first, with %n opening points.</extracomment>
        <translation>
            <numerusform>open first: %n points</numerusform>
            <numerusform>open first: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>open first</source>
        <translation>open first</translation>
    </message>
    <message>
        <source>draw first</source>
        <translation>draw first</translation>
    </message>
    <message>
        <source>already drawn</source>
        <translation>already drawn</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>not your turn</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>the round is over</translation>
    </message>
    <message>
        <source>no valid meld</source>
        <translation>no valid meld</translation>
    </message>
    <message>
        <source>no meld takes it now</source>
        <translation>no meld takes it now</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 fits none of the melds on the table.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off: no meld on the table takes it.</extracomment>
        <translation>%1 fits none of the melds on the table.</translation>
    </message>
    <message>
        <source>table manipulation is off in this game; Settings can turn it on for a new game</source>
        <extracomment>A disabled menu entry&apos;s reason (rami&apos;s table manipulation option is off).</extracomment>
        <translation>table manipulation is off in this game; Settings can turn it on for a new game</translation>
    </message>
    <message>
        <source>A set needs a run of yours first.</source>
        <translation>A set needs a run of yours first.</translation>
    </message>
    <message>
        <source>The table is not reachable — reconnecting…</source>
        <translation>The table is not reachable — reconnecting…</translation>
    </message>
    <message>
        <source>You cannot go out in this turn: you had not opened before it and laid off on another player&apos;s meld. Undo that lay-off, or keep more cards.</source>
        <translation>You cannot go out in this turn: you had not opened before it and laid off on another player&apos;s meld. Undo that lay-off, or keep more cards.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>Your hand: %1</source>
        <translation>Your hand: %1</translation>
    </message>
    <message>
        <source>No melds on the table</source>
        <translation>No melds on the table</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Table: %1</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>The discard pile is empty</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Discard pile, top last: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Stock: %n cards</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Cut card: %1</translation>
    </message>
    <message>
        <source>Choose a moment to see the table as it was.</source>
        <translation>Choose a moment to see the table as it was.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n cards) and discard pile</source>
        <translation>
            <numerusform>Stock (%n cards) and discard pile</numerusform>
            <numerusform>Stock (%n cards) and discard pile</numerusform>
        </translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>cut card</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Re&amp;view my round…</source>
        <translation>Re&amp;view my round…</translation>
    </message>
    <message>
        <source>What the expert would have done, turn by turn (%1)</source>
        <translation>What the expert would have done, turn by turn (%1)</translation>
    </message>
    <message>
        <source>Review my round…</source>
        <translation>Review my round…</translation>
    </message>
    <message>
        <source>A round at a network table cannot be reviewed: only the table&apos;s server knows the cards that were dealt.</source>
        <translation>A round at a network table cannot be reviewed: only the table&apos;s server knows the cards that were dealt.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1&apos;s review of round %2 is hidden. Show it when only %1 is looking.</source>
        <translation>%1&apos;s review of round %2 is hidden. Show it when only %1 is looking.</translation>
    </message>
    <message>
        <source>Review of round %1</source>
        <translation>Review of round %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n decisions…</source>
        <translation>
            <numerusform>Reviewing: %1 of %n decisions…</numerusform>
            <numerusform>Reviewing: %1 of %n decisions…</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for another review to finish…</source>
        <translation>Waiting for another review to finish…</translation>
    </message>
    <message>
        <source>This round cannot be reviewed: it was not dealt from the match&apos;s seed.</source>
        <translation>This round cannot be reviewed: it was not dealt from the match&apos;s seed.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>The review was cancelled.</translation>
    </message>
    <message>
        <source>No mistakes worth a point: every decision was the expert&apos;s, or as good within what the simulations can tell.</source>
        <translation>No mistakes worth a point: every decision was the expert&apos;s, or as good within what the simulations can tell.</translation>
    </message>
    <message>
        <source>The table at the selected moment</source>
        <translation>The table at the selected moment</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <source>Pl&amp;ayer:</source>
        <translation>Pl&amp;ayer:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Review progress</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Re&amp;view this round</source>
        <translation>Re&amp;view this round</translation>
    </message>
    <message>
        <source>&amp;Show my review</source>
        <translation>&amp;Show my review</translation>
    </message>
    <message>
        <source>Moments that cost points</source>
        <translation>Moments that cost points</translation>
    </message>
    <message>
        <source>In &amp;turn order</source>
        <translation>In &amp;turn order</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← &amp;Previous</translation>
    </message>
    <message>
        <source>The moment before (Left arrow)</source>
        <translation>The moment before (Left arrow)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Next →</translation>
    </message>
    <message>
        <source>The next moment (Right arrow)</source>
        <translation>The next moment (Right arrow)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Close the review (Esc); a review under way goes on</source>
        <translation>Close the review (Esc); a review under way goes on</translation>
    </message>
    <message>
        <source>Each decision is judged from what you knew at that moment, not by how the round ended: a round lost to the cards can still be well played.</source>
        <translation>Each decision is judged from what you knew at that moment, not by how the round ended: a round lost to the cards can still be well played.</translation>
    </message>
    <message>
        <source>Other moves the expert would make, at no real cost:</source>
        <translation>Other moves the expert would make, at no real cost:</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>draw from the stock</source>
        <translation>draw from the stock</translation>
    </message>
    <message>
        <source>take the cut card</source>
        <translation>take the cut card</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>take the top card of the discard pile</translation>
    </message>
    <message numerus="yes">
        <source>take %n cards from the discard pile</source>
        <translation>
            <numerusform>take %n cards from the discard pile</numerusform>
            <numerusform>take %n cards from the discard pile</numerusform>
        </translation>
    </message>
    <message>
        <source>pick up from the discard pile and meld %1</source>
        <translation>pick up from the discard pile and meld %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>meld %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>lay off %1</translation>
    </message>
    <message>
        <source>swap %1 for a joker on the table</source>
        <translation>swap %1 for a joker on the table</translation>
    </message>
    <message>
        <source>take %1 from the table</source>
        <translation>take %1 from the table</translation>
    </message>
    <message>
        <source>rearrange the table</source>
        <translation>rearrange the table</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>discard %1</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>end the turn</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>undo</translation>
    </message>
    <message>
        <source>let the time run out</source>
        <translation>let the time run out</translation>
    </message>
    <message>
        <source>the %1 on the pile makes a meld</source>
        <translation>the %1 on the pile makes a meld</translation>
    </message>
    <message>
        <source>the %1 from the pile helps less than a card from the stock</source>
        <translation>the %1 from the pile helps less than a card from the stock</translation>
    </message>
    <message>
        <source>your move leaves %1 points of deadwood in hand, the expert&apos;s %2</source>
        <translation>your move leaves %1 points of deadwood in hand, the expert&apos;s %2</translation>
    </message>
    <message>
        <source>the %1 is worth more in your hand than the %2</source>
        <translation>the %1 is worth more in your hand than the %2</translation>
    </message>
    <message>
        <source>keeping it in hand for a later turn is better</source>
        <translation>keeping it in hand for a later turn is better</translation>
    </message>
    <message>
        <source>playing to the table now is better</source>
        <translation>playing to the table now is better</translation>
    </message>
    <message>
        <source>the joker is not worth giving up the %1</source>
        <translation>the joker is not worth giving up the %1</translation>
    </message>
    <message>
        <source>Turn %1: you %2; the expert would %3</source>
        <translation>Turn %1: you %2; the expert would %3</translation>
    </message>
    <message numerus="yes">
        <source>about %n points better on average</source>
        <translation>
            <numerusform>about %n points better on average</numerusform>
            <numerusform>about %n points better on average</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3 % sure)</source>
        <translation>%1: %2 (%3 % sure)</translation>
    </message>
    <message>
        <source>%1: %2 (%3; %4 % sure)</source>
        <translation>%1: %2 (%3; %4 % sure)</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <source>good</source>
        <translation>good</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>casual</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</source>
        <translation>
            <numerusform>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</numerusform>
            <numerusform>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes — %1</source>
        <translation>
            <numerusform>Match: about %n points lost to mistakes — %1</numerusform>
            <numerusform>Match: about %n points lost to mistakes — %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no real difference on average</source>
        <translation>%1: no real difference on average</translation>
    </message>
    <message>
        <source>%1: no real difference on average (the expert&apos;s reason: %2)</source>
        <translation>%1: no real difference on average (the expert&apos;s reason: %2)</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>The expert&apos;s turn move by move: %1 what came before, %2 the next move (&quot;discard 9♥&quot;).</extracomment>
        <translation>%1, then %2</translation>
    </message>
    <message>
        <source>%1 and go out</source>
        <extracomment>The expert&apos;s turn ends the round: %1 its moves (&quot;…, then discard Q♠&quot;).</extracomment>
        <translation>%1 and go out</translation>
    </message>
    <message>
        <source>the %1 on the pile lets you open: melds worth %2 of the %3 needed</source>
        <extracomment>%1 the pile card, %2 the opening&apos;s points with it, %3 the points an opening needs.</extracomment>
        <translation>the %1 on the pile lets you open: melds worth %2 of the %3 needed</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; after your discard %2 would open it with one draw, after the expert&apos;s %3</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %3 &quot;5 unseen cards&quot; (after the player&apos;s discard and after the expert&apos;s).</extracomment>
        <translation>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; after your discard %2 would open it with one draw, after the expert&apos;s %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen cards</source>
        <translation>
            <numerusform>%n unseen cards</numerusform>
            <numerusform>%n unseen cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, such as %2</source>
        <extracomment>%1 the sentence before, %2 cards (&quot;8♣ 8♠&quot;) that open the hand only after the expert&apos;s discard.</extracomment>
        <translation>%1, such as %2</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert&apos;s %4</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %4 the best opening&apos;s points after each discard, %3 the points an opening needs.</extracomment>
        <translation>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert&apos;s %4</translation>
    </message>
    <message>
        <source>opening now is better: an unopened hand counts %1 points if another player goes out first</source>
        <translation>opening now is better: an unopened hand counts %1 points if another player goes out first</translation>
    </message>
    <message>
        <source>opening now is better than waiting</source>
        <translation>opening now is better than waiting</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the end of the turn</source>
        <translation>the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the end of the turn</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards, so the swap only gives up the %1</source>
        <translation>the freed joker makes no new meld with your cards, so the swap only gives up the %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</source>
        <extracomment>A round the player lost by never opening: %1 the round, %2 the points it paid, %3 the decisions judged, %4 those that were the expert&apos;s.</extracomment>
        <translation>
            <numerusform>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</numerusform>
            <numerusform>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes; not opening cost %1</source>
        <extracomment>%1 &quot;3 rounds&quot; the player lost by never opening.</extracomment>
        <translation>
            <numerusform>Match: about %n points lost to mistakes; not opening cost %1</numerusform>
            <numerusform>Match: about %n points lost to mistakes; not opening cost %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n rounds</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Show the standings</source>
        <translation>Show the standings</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Show the final standings of the match (%1)</source>
        <translation>Show the final standings of the match (%1)</translation>
    </message>
    <message>
        <source>Deal the next round (%1)</source>
        <translation>Deal the next round (%1)</translation>
    </message>
    <message>
        <source>The next round is dealt when every player has pressed Next round.</source>
        <translation>The next round is dealt when every player has pressed Next round.</translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>The next round is being dealt…</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready for the next round…</source>
        <translation>Waiting for %1 to be ready for the next round…</translation>
    </message>
    <message>
        <source>Ready for the next round: the table deals it when every player is (%1)</source>
        <translation>Ready for the next round: the table deals it when every player is (%1)</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>no error</source>
        <translation>no error</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>the file is larger than %1 bytes</translation>
    </message>
    <message>
        <source>the file is nested deeper than %1 levels</source>
        <translation>the file is nested deeper than %1 levels</translation>
    </message>
    <message>
        <source>the file ends early (truncated at byte %1)</source>
        <translation>the file ends early (truncated at byte %1)</translation>
    </message>
    <message>
        <source>the file is not valid JSON (byte %1)</source>
        <translation>the file is not valid JSON (byte %1)</translation>
    </message>
    <message>
        <source>this is not a Remi save file</source>
        <translation>this is not a Remi save file</translation>
    </message>
    <message>
        <source>unknown save version %1 (this Remi reads version %2)</source>
        <translation>unknown save version %1 (this Remi reads version %2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>expected %1</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot; (allowed: %2)</source>
        <translation>bad value &quot;%1&quot; (allowed: %2)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>unknown game &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>unknown option &quot;%1&quot;</translation>
    </message>
    <message>
        <source>bad option value: %1</source>
        <translation>bad option value: %1</translation>
    </message>
    <message>
        <source>player count %1 (this game needs %2 to %3)</source>
        <translation>player count %1 (this game needs %2 to %3)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is dealt twice</source>
        <translation>card %1 (id %2) is dealt twice</translation>
    </message>
    <message>
        <source>card %1 (id %2) is missing from the deal</source>
        <translation>card %1 (id %2) is missing from the deal</translation>
    </message>
    <message>
        <source>round %1: the deal does not match the seed</source>
        <translation>round %1: the deal does not match the seed</translation>
    </message>
    <message>
        <source>round %1, step %2: %3</source>
        <translation>round %1, step %2: %3</translation>
    </message>
    <message>
        <source>round %1 is not over, yet another round follows</source>
        <translation>round %1 is not over, yet another round follows</translation>
    </message>
    <message>
        <source>round %1 follows the end of the match</source>
        <translation>round %1 follows the end of the match</translation>
    </message>
    <message>
        <source>the saved totals (%1) differ from the replayed ones (%2)</source>
        <translation>the saved totals (%1) differ from the replayed ones (%2)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>must be a whole number, not %1</translation>
    </message>
    <message>
        <source>%1 hands for %2 players</source>
        <translation>%1 hands for %2 players</translation>
    </message>
    <message>
        <source>number %1 out of range (byte %2)</source>
        <translation>number %1 out of range (byte %2)</translation>
    </message>
    <message>
        <source>this is not a file (a folder, a pipe or a device)</source>
        <translation>this is not a file (a folder, a pipe or a device)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is listed twice</source>
        <translation>card %1 (id %2) is listed twice</translation>
    </message>
    <message>
        <source>card %1 (id %2) is not in this player&apos;s hand</source>
        <translation>card %1 (id %2) is not in this player&apos;s hand</translation>
    </message>
    <message>
        <source>card %1 (id %2) of the hand is missing</source>
        <translation>card %1 (id %2) of the hand is missing</translation>
    </message>
    <message>
        <source>seat %1 has no hand in round %2</source>
        <translation>seat %1 has no hand in round %2</translation>
    </message>
    <message>
        <source>seat %1 has two hand orders</source>
        <translation>seat %1 has two hand orders</translation>
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
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>This round so far: %1.</source>
        <extracomment>Rami scores during the round: %1 each player&apos;s points so far (&quot;You 35, West -300&quot;).</extracomment>
        <translation>This round so far: %1.</translation>
    </message>
    <message>
        <source>Round %1 so far</source>
        <translation>Round %1 so far</translation>
    </message>
    <message numerus="yes">
        <source>Score after %n round(s): %1</source>
        <extracomment>%n the number of settled rounds, %1 the totals (&quot;You 45, West 120&quot;).</extracomment>
        <translation>
            <numerusform>Score after %n round: %1</numerusform>
            <numerusform>Score after %n rounds: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this round…</source>
        <translation>Review this round…</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>Melded</source>
        <extracomment>Score table column: points of the melded cards.</extracomment>
        <translation>Melded</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>Score table column: going out, closing or remi points.</extracomment>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Penalty</source>
        <extracomment>Score table column: penalties (not opened, borrowed cards).</extracomment>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Score table column: the cards left in hand.</extracomment>
        <translation>Cards</translation>
    </message>
    <message>
        <source>×</source>
        <extracomment>Score table column: the multiplier (×2 after going rummy or a hand).</extracomment>
        <translation>×</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Score table column: the round&apos;s score.</extracomment>
        <translation>Round</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Nobody went out: nobody could meld any more.</source>
        <translation>Nobody went out: nobody could meld any more.</translation>
    </message>
    <message>
        <source>Nobody went out: twice round the table no card was played from a hand.</source>
        <translation>Nobody went out: twice round the table no card was played from a hand.</translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Nobody went out: the stock ran out.</translation>
    </message>
    <message>
        <source>%1 went rummy (all cards in one turn): the points count ×%2.</source>
        <translation>%1 went rummy (all cards in one turn): the points count ×%2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand (all cards at once): %2.</source>
        <extracomment>remi51 3.7: a &quot;hand&quot; is going out with all cards at once.</extracomment>
        <translation>%1 went out with a hand (all cards at once): %2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand using the cut card: %2.</source>
        <translation>%1 went out with a hand using the cut card: %2.</translation>
    </message>
    <message>
        <source>After a hand the others&apos; points count ×%1.</source>
        <translation>After a hand the others&apos; points count ×%1.</translation>
    </message>
    <message>
        <source>%1 had not opened: %2.</source>
        <translation>%1 had not opened: %2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): the others&apos; cards count ×%2.</source>
        <translation>%1 made remi (opened and went out in one turn): the others&apos; cards count ×%2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): %2 bonus.</source>
        <translation>%1 made remi (opened and went out in one turn): %2 bonus.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): the others&apos; cards count ×%2.</source>
        <translation>%1 made pure remi (only new melds from the hand): the others&apos; cards count ×%2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): %2 bonus.</source>
        <translation>%1 made pure remi (only new melds from the hand): %2 bonus.</translation>
    </message>
    <message>
        <source>Nobody else had opened: %2 more for %1.</source>
        <translation>Nobody else had opened: %2 more for %1.</translation>
    </message>
    <message>
        <source>%1 went out before anyone else opened: %2.</source>
        <translation>%1 went out before anyone else opened: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 kept %n borrowed card(s) from the table: %2.</source>
        <translation>
            <numerusform>%1 kept %n borrowed card from the table: %2.</numerusform>
            <numerusform>%1 kept %n borrowed cards from the table: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ran out of time %n time(s): %2.</source>
        <translation>
            <numerusform>%1 ran out of time %n time: %2.</numerusform>
            <numerusform>%1 ran out of time %n times: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 closed with the %2: ×%3 = %4.</source>
        <translation>%1 closed with the %2: ×%3 = %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Nobody went out.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message numerus="yes">
        <source>out at %n point(s)</source>
        <translation>
            <numerusform>out at %n point</numerusform>
            <numerusform>out at %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>first to %n point</numerusform>
            <numerusform>first to %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Round %1 over</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>went out</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the standings: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1</source>
        <translation>
            <numerusform>Winner: %1</numerusform>
            <numerusform>Winners: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Melded: the points of the cards this player laid on the table this round.</source>
        <translation>Melded: the points of the cards this player laid on the table this round.</translation>
    </message>
    <message>
        <source>Bonus: the points for going out or for making remi.</source>
        <translation>Bonus: the points for going out or for making remi.</translation>
    </message>
    <message>
        <source>Penalty: the points charged, for not having opened or for borrowed cards not given back.</source>
        <translation>Penalty: the points charged, for not having opened or for borrowed cards not given back.</translation>
    </message>
    <message>
        <source>Cards: the points of the cards left in hand, or of those the one who went out takes from the others.</source>
        <translation>Cards: the points of the cards left in hand, or of those the one who went out takes from the others.</translation>
    </message>
    <message>
        <source>×: the round&apos;s points are multiplied by this (after going rummy, a hand or a remi).</source>
        <translation>×: the round&apos;s points are multiplied by this (after going rummy, a hand or a remi).</translation>
    </message>
    <message>
        <source>Round: the points of this round.</source>
        <translation>Round: the points of this round.</translation>
    </message>
    <message>
        <source>Total: the match total after this round.</source>
        <translation>Total: the match total after this round.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>You went out.</translation>
    </message>
    <message>
        <source>%1: %2 this round, total %3</source>
        <extracomment>Screen reader, the round end: %1 a player, %2 the round&apos;s points (&quot;12 points&quot;), %3 the match total.</extracomment>
        <translation>%1: %2 this round, total %3</translation>
    </message>
    <message>
        <source>Press Enter for the final standings.</source>
        <translation>Press Enter for the final standings.</translation>
    </message>
    <message>
        <source>Press Enter for the next round.</source>
        <translation>Press Enter for the next round.</translation>
    </message>
    <message>
        <source>%1 had no run, so the sets count minus: %2.</source>
        <translation>%1 had no run, so the sets count minus: %2.</translation>
    </message>
    <message>
        <source>Round %1 over — %2</source>
        <extracomment>The round-end title: %1 the round&apos;s number, %2 how it ended, a sentence (&quot;You went out.&quot;, &quot;Computer 2 went out.&quot;). A language that writes no capital after a dash makes two sentences.</extracomment>
        <translation>Round %1 over — %2</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <comment>the round&apos;s outcome, a sentence</comment>
        <extracomment>The round&apos;s outcome, a whole sentence after &quot;Round 2 over — &quot;: %1 the name of the player who went out, a person of either gender or a computer seat (&quot;West&quot;). Word it as a sentence that reads with any name, e.g. in the present tense (&quot;Marko затвара.&quot;, &quot;Marko закрывает раунд.&quot;).</extracomment>
        <translation>%1 went out.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>%1: points scored this round</source>
        <extracomment>%1 the bracket shown after the score, e.g. &quot;(+45)&quot;.</extracomment>
        <translation>%1: points scored this round</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
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
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Four-colour deck</translation>
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
        <source>Card &amp;deck:</source>
        <translation>Card &amp;deck:</translation>
    </message>
    <message>
        <source>The card deck: Remi&apos;s own, or a KDE or Aisleriot deck installed on this computer. Four colours apply to Remi&apos;s own deck.</source>
        <translation>The card deck: Remi&apos;s own, or a KDE or Aisleriot deck installed on this computer. Four colours apply to Remi&apos;s own deck.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <source>How fast cards move; Instant puts every card in its place at once.</source>
        <translation>How fast cards move; Instant puts every card in its place at once.</translation>
    </message>
    <message>
        <source>Co&amp;mputer speed:</source>
        <translation>Co&amp;mputer speed:</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; moves are shown, one at a time; Instant shows a whole turn at once. F or a click on the table finishes a turn at once.</source>
        <translation>How fast the computer players&apos; moves are shown, one at a time; Instant shows a whole turn at once. F or a click on the table finishes a turn at once.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>The cloth of the card table; the windows take its colours.</source>
        <translation>The cloth of the card table; the windows take its colours.</translation>
    </message>
    <message>
        <source>One card of each suit, as the chosen deck draws them.</source>
        <translation>One card of each suit, as the chosen deck draws them.</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Sounds:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Play &amp;sounds</translation>
    </message>
    <message>
        <source>Cards sliding, the deal, your turn and a won round, softly; also in the View menu.</source>
        <translation>Cards sliding, the deal, your turn and a won round, softly; also in the View menu.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>The game and its rule options apply to the next new game.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>The game and its rule options apply to the next new game.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game and its rule options chosen here apply to the next new game.</source>
        <translation>Playing now: %1. The game and its rule options chosen here apply to the next new game.</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>The game &quot;%1&quot; is not known; %2 is chosen instead.</source>
        <translation>The game &quot;%1&quot; is not known; %2 is chosen instead.</translation>
    </message>
    <message>
        <source>The four-colour deck setting &quot;%1&quot; is neither on nor off; it is off.</source>
        <translation>The four-colour deck setting &quot;%1&quot; is neither on nor off; it is off.</translation>
    </message>
    <message>
        <source>The animation speed &quot;%1&quot; is not known; the normal speed is used.</source>
        <translation>The animation speed &quot;%1&quot; is not known; the normal speed is used.</translation>
    </message>
    <message>
        <source>%1: %2; the game&apos;s own rule is used instead.</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 why its stored option cannot be used.</extracomment>
        <translation>%1: %2; the game&apos;s own rule is used instead.</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; is not known; English is used.</source>
        <translation>The language &quot;%1&quot; is not known; English is used.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; is not installed; Remi&apos;s own deck is used.</source>
        <translation>The card deck &quot;%1&quot; is not installed; Remi&apos;s own deck is used.</translation>
    </message>
    <message>
        <source>Some settings cannot be used:</source>
        <translation>Some settings cannot be used:</translation>
    </message>
    <message>
        <source>The table &quot;%1&quot; is not known; the green felt is used.</source>
        <translation>The table &quot;%1&quot; is not known; the green felt is used.</translation>
    </message>
    <message>
        <source>The sound setting &quot;%1&quot; is neither on nor off; sounds are on.</source>
        <translation>The sound setting &quot;%1&quot; is neither on nor off; sounds are on.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), a relative path.</extracomment>
        <translation>The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, and not saved.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), which is a pipe, a folder or a device.</extracomment>
        <translation>The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings are used, and not saved.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and the statistics start afresh.</source>
        <translation>The statistics file could not be read; it was kept as %1 and the statistics start afresh.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be read and cannot be moved aside; statistics are not kept this time.</source>
        <translation>The statistics file %1 could not be read and cannot be moved aside; statistics are not kept this time.</translation>
    </message>
    <message>
        <source>Statistics are not kept this time.</source>
        <translation>Statistics are not kept this time.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <translation>The statistics could not be saved to %1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Forget every match played so far? This cannot be undone.</source>
        <translation>Forget every match played so far? This cannot be undone.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reset…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computer players</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Best total</translation>
    </message>
    <message>
        <source>Worst total</source>
        <translation>Worst total</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Longest streak</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rounds won</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixed</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>in the draft</source>
        <translation>in the draft</translation>
    </message>
    <message>
        <source>borrowed</source>
        <translation>borrowed</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <extracomment>Screen reader: the stock pile (face down) and its size.</extracomment>
        <translation>
            <numerusform>Stock, %n card</numerusform>
            <numerusform>Stock, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;): the remi51 cut card, face up under the stock.</extracomment>
        <translation>Cut card: %1</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Discard pile, empty</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), card %1 from the top: %2</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 the focused card&apos;s place (2: second from the top), %2 that card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Discard pile, %n card, card %1 from the top: %2</numerusform>
            <numerusform>Discard pile, %n cards, card %1 from the top: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), top: %1</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 its top card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Discard pile, %n card, top: %1</numerusform>
            <numerusform>Discard pile, %n cards, top: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown, newest first: %1</source>
        <extracomment>%1 the discard pile cards shown on the table, newest first, separated by &quot;, &quot;.</extracomment>
        <translation>Shown, newest first: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <extracomment>Screen reader: another player, %1 the name (&quot;Ana&quot;), %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1, %n card</numerusform>
            <numerusform>%1, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>, score %1</source>
        <extracomment>Screen reader: after &quot;Ana, 9 cards&quot;: %1 the seat&apos;s match score so far.</extracomment>
        <translation>, score %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader, a hand card: %1 the card (&quot;seven of hearts&quot;), %2 its place, %3 the cards in the hand.</extracomment>
        <translation>%1, %2 of %3</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Screen reader, a hand card in the selection.</extracomment>
        <translation>selected</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <source>Hello!</source>
        <translation>Hello!</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>One moment, please.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Well played!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Good game!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Thanks!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the table chat: %1 the player&apos;s name, %2 what they said.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Table chat</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Say something to the table</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>Quick phrases</translation>
    </message>
</context>
<context>
    <name>TableMenus</name>
    <message>
        <source>%1 — low end</source>
        <translation>%1 — low end</translation>
    </message>
    <message>
        <source>%1 — high end</source>
        <translation>%1 — high end</translation>
    </message>
    <message>
        <source>Swap the joker for your %1</source>
        <extracomment>%1 a hand card (&quot;seven of hearts&quot;).</extracomment>
        <translation>Swap the joker for your %1</translation>
    </message>
    <message>
        <source>Lay off your %1 here</source>
        <translation>Lay off your %1 here</translation>
    </message>
    <message>
        <source>Lay off your %1 at the low end</source>
        <translation>Lay off your %1 at the low end</translation>
    </message>
    <message>
        <source>Lay off your %1 at the high end</source>
        <translation>Lay off your %1 at the high end</translation>
    </message>
    <message>
        <source>Take the %1 into your hand</source>
        <translation>Take the %1 into your hand</translation>
    </message>
    <message>
        <source>Take the whole meld</source>
        <translation>Take the whole meld</translation>
    </message>
    <message>
        <source>Split after the %1</source>
        <translation>Split after the %1</translation>
    </message>
    <message>
        <source>Join with…</source>
        <translation>Join with…</translation>
    </message>
    <message>
        <source>Move the %1 to…</source>
        <translation>Move the %1 to…</translation>
    </message>
    <message>
        <source>No meld fits</source>
        <translation>No meld fits</translation>
    </message>
    <message>
        <source>Nothing fits here now</source>
        <translation>Nothing fits here now</translation>
    </message>
    <message>
        <source>Select a hand card first</source>
        <translation>Select a hand card first</translation>
    </message>
    <message>
        <source>Deselect	Space</source>
        <translation>Deselect	Space</translation>
    </message>
    <message>
        <source>Select	Space</source>
        <translation>Select	Space</translation>
    </message>
    <message>
        <source>Add the selection to the draft	N</source>
        <translation>Add the selection to the draft	N</translation>
    </message>
    <message>
        <source>Meld	M</source>
        <translation>Meld	M</translation>
    </message>
    <message>
        <source>Lay off on…</source>
        <translation>Lay off on…</translation>
    </message>
    <message>
        <source>Swap joker in…</source>
        <translation>Swap joker in…</translation>
    </message>
    <message>
        <source>Discard	Delete</source>
        <translation>Discard	Delete</translation>
    </message>
    <message>
        <source>Discard, burying a joker under it</source>
        <translation>Discard, burying a joker under it</translation>
    </message>
    <message>
        <source>Nothing can be done with this meld</source>
        <translation>Nothing can be done with this meld</translation>
    </message>
    <message>
        <source>select three cards or more</source>
        <translation>select three cards or more</translation>
    </message>
    <message>
        <source>Add the selection to the draft</source>
        <translation>Add the selection to the draft</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Lay off</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>Swap a joker</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Discard, burying a joker</source>
        <translation>Discard, burying a joker</translation>
    </message>
    <message>
        <source>you hold no joker</source>
        <translation>you hold no joker</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock: %1</source>
        <translation>Stock: %1</translation>
    </message>
    <message>
        <source>Cut card</source>
        <translation>Cut card</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click to draw the top card.</source>
        <translation>
            <numerusform>Stock: %n card. Click to draw the top card.</numerusform>
            <numerusform>Stock: %n cards. Click to draw the top card.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker as %1</source>
        <translation>Joker as %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click or press %1 to draw the top card.</source>
        <extracomment>%1 the key that draws (D).</extracomment>
        <translation>
            <numerusform>Stock: %n card. Click or press %1 to draw the top card.</numerusform>
            <numerusform>Stock: %n cards. Click or press %1 to draw the top card.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.</source>
        <extracomment>%1 the cut card, %2 the key that takes it (Shift+D) (RULES.md 3.7).</extracomment>
        <translation>Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.</translation>
    </message>
    <message>
        <source>Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.</source>
        <extracomment>%1 the key that discards the focused card (Delete).</extracomment>
        <translation>Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</source>
        <extracomment>%1 the top card, %2 the key that takes it (T), %3 the key that discards (Delete).</extracomment>
        <translation>
            <numerusform>Discard pile: %n card, the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</numerusform>
            <numerusform>Discard pile: %n cards, the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click to take it with the cards above it.</source>
        <extracomment>%1 a card deeper in the discard pile (RULES.md 4.3, 5.3).</extracomment>
        <translation>%1: click to take it with the cards above it.</translation>
    </message>
    <message>
        <source>%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.</source>
        <extracomment>%1 &quot;Draft: 54 points (2 melds)&quot;, %2 the Meld key (M), %3 the key that clears the draft.</extracomment>
        <translation>%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s) (the marked cards may be taken)</source>
        <translation>
            <numerusform>Discard pile: %n card (the marked cards may be taken)</numerusform>
            <numerusform>Discard pile: %n cards (the marked cards may be taken)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draft: %1 points (%n meld(s))</source>
        <extracomment>%1 the draft&apos;s points, %n its melds: &quot;Draft: 49 points (2 melds)&quot;.</extracomment>
        <translation>
            <numerusform>Draft: %1 points (%n meld)</numerusform>
            <numerusform>Draft: %1 points (%n melds)</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnecting…</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>played by the computer</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Discard pile: empty</translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Blue felt</source>
        <translation>Blue felt</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Wooden table</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Green felt</translation>
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
        <translation>Borrowed: %1 — costs %2 if still in hand at the end of the turn</translation>
    </message>
    <message>
        <source>Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn</source>
        <extracomment>%1 the cards, %2 the total penalty, %3 the penalty per card (RULES.md 4.5).</extracomment>
        <translation>Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn</translation>
    </message>
    <message>
        <source>Discard the %1 and end the turn anyway?</source>
        <translation>Discard the %1 and end the turn anyway?</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>End the turn anyway?</translation>
    </message>
    <message>
        <source>%1. Press the key again to end the turn anyway.</source>
        <translation>%1. Press the key again to end the turn anyway.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>End the turn?</translation>
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
    <message>
        <source> — a run without a joker is still needed</source>
        <extracomment>remi51 option openingNeedsNaturalRun: the opening needs a run without a joker.</extracomment>
        <translation> — a run without a joker is still needed</translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — draft: %n meld</numerusform>
            <numerusform> — draft: %n melds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n second(s) left</source>
        <translation>
            <numerusform> — %n second left</numerusform>
            <numerusform> — %n seconds left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot-seat: %1 the player shown, %2 what to do.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Waiting for %1 to show their hand…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 is playing…</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <translation>You drew the %1.</translation>
    </message>
    <message>
        <source>You took the cut card, the %1.</source>
        <translation>You took the cut card, the %1.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>You took the %1 from the discard pile.</translation>
    </message>
    <message>
        <source>Melded: %1.</source>
        <translation>Melded: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Laid off the %1: %2.</source>
        <translation>Laid off the %1: %2.</translation>
    </message>
    <message>
        <source>The %1 took the joker&apos;s place: %2.</source>
        <translation>The %1 took the joker&apos;s place: %2.</translation>
    </message>
    <message>
        <source>Taken into your hand: %1.</source>
        <translation>Taken into your hand: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Table rearranged.</source>
        <translation>Table rearranged.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>You discarded the %1.</translation>
    </message>
    <message>
        <source>Turn ended.</source>
        <translation>Turn ended.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile (T).</source>
        <translation>Hint: take the %1 from the discard pile (T).</translation>
    </message>
    <message>
        <source>Hint: draw the cut card (Shift+D).</source>
        <translation>Hint: draw the cut card (Shift+D).</translation>
    </message>
    <message>
        <source>Hint: draw from the stock (D).</source>
        <translation>Hint: draw from the stock (D).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (in the draft: press M).</source>
        <translation>Hint: meld %1 (in the draft: press M).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (selected: press M).</source>
        <translation>Hint: meld %1 (selected: press M).</translation>
    </message>
    <message>
        <source>Hint: lay off your %1 on %2 (L).</source>
        <translation>Hint: lay off your %1 on %2 (L).</translation>
    </message>
    <message>
        <source>Hint: swap your %1 for the joker of %2 (J).</source>
        <translation>Hint: swap your %1 for the joker of %2 (J).</translation>
    </message>
    <message>
        <source>Hint: discard the %1 (Delete).</source>
        <translation>Hint: discard the %1 (Delete).</translation>
    </message>
    <message>
        <source>Hint: end the turn (E).</source>
        <translation>Hint: end the turn (E).</translation>
    </message>
    <message>
        <source>Hint: pick up from the discard pile and meld it (select two cards, then T).</source>
        <translation>Hint: pick up from the discard pile and meld it (select two cards, then T).</translation>
    </message>
    <message>
        <source>Hint: rearrange the table.</source>
        <translation>Hint: rearrange the table.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>%1 the move taken back and its cards: &quot;Lay off — five of clubs&quot;.</extracomment>
        <translation>Undone.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>Nothing to undo in this turn.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Redone.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nothing to redo.</translation>
    </message>
    <message>
        <source>Draft cleared.</source>
        <translation>Draft cleared.</translation>
    </message>
    <message>
        <source>Hand sorted by suit.</source>
        <translation>Hand sorted by suit.</translation>
    </message>
    <message>
        <source>Hand sorted by rank.</source>
        <translation>Hand sorted by rank.</translation>
    </message>
    <message>
        <source>The card is already the first.</source>
        <translation>The card is already the first.</translation>
    </message>
    <message>
        <source>The card is already the last.</source>
        <translation>The card is already the last.</translation>
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
        <source>Select the card to discard and the joker to bury under it.</source>
        <translation>Select the card to discard and the joker to bury under it.</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>opened</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>not opened</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>playing now</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>The discard pile is empty.</translation>
    </message>
    <message>
        <source>Your turn: Meld or discard</source>
        <translation>Your turn: Meld or discard</translation>
    </message>
    <message>
        <source>Which card does the joker stand for?</source>
        <extracomment>Asked when a joker could stand at either end of a run; the answers are cards (&quot;2♠&quot;, &quot;5♠&quot;).</extracomment>
        <translation>Which card does the joker stand for?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Undone: %1.</translation>
    </message>
    <message>
        <source>The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first.</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;); M and Shift+Escape are the keys of Meld and Clear draft.</extracomment>
        <translation>The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 a player, %2 the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is away — waiting for them to reconnect…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is and whose connection was lost.</extracomment>
        <translation>%1 is away — waiting for them to reconnect…</translation>
    </message>
    <message>
        <source>%1 is away: the computer plays for them…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is, away longer than the table waits.</extracomment>
        <translation>%1 is away: the computer plays for them…</translation>
    </message>
    <message numerus="yes">
        <source>You opened with %1 points (%n needed): %2.</source>
        <extracomment>The human&apos;s meld that opened: %1 its opening points, %n the points needed, %2 the melds.</extracomment>
        <translation>
            <numerusform>You opened with %1 points (%n needed): %2.</numerusform>
            <numerusform>You opened with %1 points (%n needed): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meld(s)</source>
        <extracomment>After N (add to the draft): %1 the combination added, %2 the draft&apos;s size (&quot;2 melds&quot;).</extracomment>
        <translation>
            <numerusform>%n meld</numerusform>
            <numerusform>%n melds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 of %n point(s)</source>
        <extracomment>The points the draft counts towards the opening: %1 of the %n needed.</extracomment>
        <translation>
            <numerusform>, %1 of %n point</numerusform>
            <numerusform>, %1 of %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: %1; %2.</source>
        <translation>Draft: %1; %2.</translation>
    </message>
</context>
<context>
    <name>TurnUndo</name>
    <message>
        <source>Take from the discard pile</source>
        <translation>Take from the discard pile</translation>
    </message>
    <message>
        <source>Pick up and meld</source>
        <translation>Pick up and meld</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Lay off</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>Swap a joker</translation>
    </message>
    <message>
        <source>Take from the table</source>
        <translation>Take from the table</translation>
    </message>
    <message>
        <source>Rearrange the table</source>
        <translation>Rearrange the table</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
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
        <translation>Not yet. %1</translation>
    </message>
</context>
<context>
    <name>TutorialBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>The guided round&apos;s bubble: which step of how many.</extracomment>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>Not yet: this step first.</source>
        <extracomment>A guided round&apos;s bubble, under the step&apos;s words, after an action the step does not ask for.</extracomment>
        <translation>Not yet: this step first.</translation>
    </message>
    <message>
        <source>The lesson is over. Press Finish the lesson to close this window.</source>
        <extracomment>A guided round&apos;s bubble at the round&apos;s end; &quot;Finish the lesson&quot; is the button&apos;s text.</extracomment>
        <translation>The lesson is over. Press Finish the lesson to close this window.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Remi 51</source>
        <translation>Remi 51</translation>
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
        <source>One deck, no jokers, no opening minimum: meld from the first turn. Empty your hand first to score the cards the others still hold.</source>
        <translation>One deck, no jokers, no opening minimum: meld from the first turn. Empty your hand first to score the cards the others still hold.</translation>
    </message>
    <message>
        <source>Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. The lowest total wins.</source>
        <translation>Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. The lowest total wins.</translation>
    </message>
    <message>
        <source>Two decks with jokers. Open with 40; every card you then lay scores at once. The highest total wins. Taking and rearranging table melds is an option (Manipulation, off unless set in Settings).</source>
        <translation>Two decks with jokers. Open with 40; every card you then lay scores at once. The highest total wins. Taking and rearranging table melds is an option (Manipulation, off unless set in Settings).</translation>
    </message>
    <message>
        <source>One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with a run. Closing earns a bonus.</source>
        <translation>One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with a run. Closing earns a bonus.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Waiting room</source>
        <translation>Waiting room</translation>
    </message>
    <message>
        <source>&amp;Computer players take the open seats</source>
        <translation>&amp;Computer players take the open seats</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Seat %1: computer player</source>
        <translation>Seat %1: computer player</translation>
    </message>
    <message>
        <source>Seat %1: open, waiting for a friend</source>
        <translation>Seat %1: open, waiting for a friend</translation>
    </message>
    <message>
        <source>Seat %1: %2, here</source>
        <translation>Seat %1: %2, here</translation>
    </message>
    <message>
        <source>Seat %1: %2, away</source>
        <translation>Seat %1: %2, away</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>&amp;Copy the invitation</translation>
    </message>
    <message>
        <source>Table code: %1 — friends join with it from Game → Play online…</source>
        <translation>Table code: %1 — friends join with it from Game → Play online…</translation>
    </message>
    <message>
        <source>Table %1: the host starts the game when everybody is here.</source>
        <translation>Table %1: the host starts the game when everybody is here.</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <source>Print where the card decks, translations and rules help were found, then quit.</source>
        <translation>Print where the card decks, translations and rules help were found, then quit.</translation>
    </message>
    <message>
        <source>Print the start-up time and the memory after this many turns, then quit (benchmarks/startup.sh).</source>
        <translation>Print the start-up time and the memory after this many turns, then quit (benchmarks/startup.sh).</translation>
    </message>
    <message>
        <source>Continue the autosaved game directly.</source>
        <translation>Continue the autosaved game directly.</translation>
    </message>
    <message>
        <source>Pause before each computer turn.</source>
        <translation>Pause before each computer turn.</translation>
    </message>
    <message>
        <source>Folder of the autosave (default: the user&apos;s application data folder).</source>
        <translation>Folder of the autosave (default: the user&apos;s application data folder).</translation>
    </message>
    <message>
        <source>Play unattended (no round dialogs) and quit with exit code 0 when the match ends.</source>
        <translation>Play unattended (no round dialogs) and quit with exit code 0 when the match ends.</translation>
    </message>
    <message>
        <source>With --exit-when-match-ends: quit after this many rounds as well.</source>
        <translation>With --exit-when-match-ends: quit after this many rounds as well.</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>No unfinished game to resume.</source>
        <translation>No unfinished game to resume.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>Cannot resume: %1</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4.</source>
        <translation>--%1: &quot;%2&quot; is not a whole number from %3 to %4.</translation>
    </message>
    <message>
        <source>Unknown language: %1 (en, sr, sr_Latn or ru)</source>
        <translation>Unknown language: %1 (en, sr, sr_Latn or ru)</translation>
    </message>
    <message>
        <source>--variant: unknown game &quot;%1&quot; (remi51, rummy, rami or remi_indonesia).</source>
        <translation>--variant: unknown game &quot;%1&quot; (remi51, rummy, rami or remi_indonesia).</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 players, not %4.</source>
        <translation>--seats: %1 needs %2 to %3 players, not %4.</translation>
    </message>
    <message>
        <source>--players: %1 needs %2 to %3 players, not &quot;%4&quot;.</source>
        <translation>--players: %1 needs %2 to %3 players, not &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed: &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.</source>
        <translation>--size: &quot;%1&quot; is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.</translation>
    </message>
    <message>
        <source>--screenshot: the file name is empty.</source>
        <translation>--screenshot: the file name is empty.</translation>
    </message>
    <message>
        <source>An unfinished game is autosaved; this unattended run starts a new game and leaves the autosave as it is (--resume continues it).</source>
        <translation>An unfinished game is autosaved; this unattended run starts a new game and leaves the autosave as it is (--resume continues it).</translation>
    </message>
    <message>
        <source>A saved game (.remi) to open.</source>
        <translation>A saved game (.remi) to open.</translation>
    </message>
    <message>
        <source>Unknown option %1 (remi --help lists the options).</source>
        <translation>Unknown option %1 (remi --help lists the options).</translation>
    </message>
    <message>
        <source>Only one saved game can be opened, not %1.</source>
        <translation>Only one saved game can be opened, not %1.</translation>
    </message>
    <message>
        <source>The name of the saved game is empty.</source>
        <translation>The name of the saved game is empty.</translation>
    </message>
    <message>
        <source>--resume continues the autosaved game; it cannot be given with a file.</source>
        <translation>--resume continues the autosaved game; it cannot be given with a file.</translation>
    </message>
    <message>
        <source>The autosaved game is open in another Remi window.</source>
        <translation>The autosaved game is open in another Remi window.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 cannot be opened: %2</translation>
    </message>
    <message>
        <source>One entry per seat: human, computer, easy, normal, hard or expert (e.g. computer,computer,computer); sets the number of players.</source>
        <translation>One entry per seat: human, computer, easy, normal, hard or expert (e.g. computer,computer,computer); sets the number of players.</translation>
    </message>
    <message>
        <source>--seats: unknown seat &quot;%1&quot; (human, computer, easy, normal, hard or expert).</source>
        <translation>--seats: unknown seat &quot;%1&quot; (human, computer, easy, normal, hard or expert).</translation>
    </message>
    <message>
        <source>Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia.</source>
        <translation>Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia.</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend).</source>
        <translation>With --screenshot: picture this dialog instead of the window (settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend).</translation>
    </message>
    <message>
        <source>--screenshot-dialog: unknown dialog &quot;%1&quot; (settings, newgame, playmenu, help, roundend or matchend).</source>
        <translation>--screenshot-dialog: unknown dialog &quot;%1&quot; (settings, newgame, playmenu, help, roundend or matchend).</translation>
    </message>
    <message>
        <source>remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).</source>
        <translation>remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).</translation>
    </message>
    <message>
        <source>This is your game on this computer. Your online table %1 may still be open: Game → Play online… → Rejoin takes you back to it.</source>
        <extracomment>Beside the question whether to continue the local game: %1 the code of the last online table.</extracomment>
        <translation>This is your game on this computer. Your online table %1 may still be open: Game → Play online… → Rejoin takes you back to it.</translation>
    </message>
</context>
</TS>
