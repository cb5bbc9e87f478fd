<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Latn">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Press F1 for the rules of the current game and Ctrl+F1 for the key list.&lt;/p&gt;&lt;p&gt;Remi is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The cards, the icon, the table and the sounds were made for Remi and are given to the public domain (CC0-1.0).&lt;/p&gt;&lt;p&gt;Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs and cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Remi %1&lt;/h3&gt;&lt;p&gt;Kartaške igre iz porodice remija: Remi 51, Osnovni remi, Rami i Remi Indonezija, protiv računarskih igrača ili s prijateljima za jednim ekranom.&lt;/p&gt;&lt;p&gt;Pritisnite F1 za pravila trenutne igre i Ctrl+F1 za spisak tastera.&lt;/p&gt;&lt;p&gt;Remi je slobodan softver: možete da ga delite i menjate pod uslovima GNU-ove Opšte javne licence (GNU General Public License), verzije 3 ili bilo koje novije verzije (GPL-3.0-or-later). Isporučuje se bez ikakve garancije.&lt;/p&gt;&lt;p&gt;Karte, ikonica, sto i zvuci napravljeni su za Remi i poklonjeni javnom domenu (CC0-1.0).&lt;/p&gt;&lt;p&gt;Program su pomoću Qt-a napravili programeri Remija. Pravila prate opise sa sajtova pagat.com, The Spruce Crafts, QuentinC&apos;s Playroom, remi51.rs i cardgames.zone.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://github.com/remi-cards/remi&quot;&gt;github.com/remi-cards/remi&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Remi</source>
        <translation>O programu Remi</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt-u</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
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
        <translation>Ne može da se napravi %1</translation>
    </message>
    <message>
        <source>The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file is not overwritten.</source>
        <translation>Nečitljivu automatski sačuvanu partiju %1 nije moguće preimenovati; ova partija se ne čuva automatski, da ta datoteka ne bi bila prepisana.</translation>
    </message>
    <message>
        <source>This game is not being saved: the disk is full (folder %1).</source>
        <translation>Ova igra se ne čuva: disk je pun (fascikla %1).</translation>
    </message>
    <message>
        <source>This game is not being saved: the folder %1 is on a read-only disk.</source>
        <translation>Ova igra se ne čuva: fascikla %1 je na disku samo za čitanje.</translation>
    </message>
    <message>
        <source>This game is not being saved: Remi may not write in the folder %1.</source>
        <translation>Ova igra se ne čuva: Remi nema dozvolu da piše u fasciklu %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: there is no home folder (HOME is not set), and Remi does not save into %1.</source>
        <translation>Ova igra se ne čuva: nema lične fascikle (HOME nije postavljen), a u %1 Remi ne čuva.</translation>
    </message>
    <message>
        <source>This game is not being saved: another Remi window keeps its game in the folder %1.</source>
        <translation>Ova igra se ne čuva: drugi prozor Remija čuva svoju igru u fascikli %1.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Ova igra se ne čuva: %1</translation>
    </message>
    <message>
        <source>This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is relative), and Remi does not save into the current folder.</source>
        <translation>Ova igra se ne čuva: fascikla sa podacima %1 nije zadata punom putanjom (HOME ili XDG_DATA_HOME je relativan), a Remi ne čuva igru u trenutnoj fascikli.</translation>
    </message>
    <message>
        <source>This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving would overwrite it.</source>
        <translation>Ova igra se ne čuva: nedovršenu partiju u %1 nije bilo moguće preimenovati, a automatsko čuvanje bi je prepisalo.</translation>
    </message>
    <message>
        <source>This game is not being saved: %1 is in the way of the autosave&apos;s lock file. An unfinished game in %2 is kept as it is: remove %1 and start Remi again to continue it.</source>
        <translation>Ova igra se ne čuva: %1 zauzima mesto datoteke za zaključavanje automatskog čuvanja. Nedovršena partija u %2 ostaje kakva jeste: uklonite %1 i ponovo pokrenite Remi da biste je nastavili.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>karta okrenuta licem nadole</translation>
    </message>
</context>
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
    <message>
        <source>ace</source>
        <translation>kec</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>četvorka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>petica</translation>
    </message>
    <message>
        <source>six</source>
        <translation>šestica</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sedmica</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>osmica</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>devetka</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>desetka</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>žandar</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kralj</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>herc</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tref</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>aces</source>
        <translation>kečeva</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>dvojki</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trojki</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>četvorki</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>petica</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>šestica</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sedmica</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>osmica</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>devetki</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>desetki</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>žandara</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kraljeva</translation>
    </message>
    <message>
        <source>%1 (joker)</source>
        <extracomment>A joker inside a run, %1 the rank it stands for (&quot;6 (joker)&quot;).</extracomment>
        <translation>%1 (džoker)</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <extracomment>%1 the ranks (&quot;5-6-7&quot;), %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>niz %1 %2</translation>
    </message>
    <message>
        <source>set of %1: %2</source>
        <extracomment>%1 the rank in plural (&quot;sevens&quot;), %2 the suits (&quot;hearts, spades, joker&quot;).</extracomment>
        <translation>skup %1: %2</translation>
    </message>
    <message>
        <source>identical %1 of %2</source>
        <extracomment>An identical meld: %1 the rank codes of its cards joined by hyphens (&quot;7-7-7&quot;, a joker as &quot;7 (joker)&quot;), not a rank word; %2 the suit as the &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;). Name the cards: &quot;identical cards 7-7-7&quot;.</extracomment>
        <translation>identične karte %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points</source>
        <extracomment>A meld and its value: %1 the meld (&quot;run 5-6-7 of hearts&quot;), %n its points (3 or more, so the English source reads right without a translation; remi_en.ts has &quot;%n point&quot; for 1).</extracomment>
        <translation>
            <numerusform>%1, %n poen</numerusform>
            <numerusform>%1, %n poena</numerusform>
            <numerusform>%1, %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>spades</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld: &quot;run 5-6-7 of hearts&quot;, &quot;does not fit a run of hearts&quot;. Decline it as the language does there (Russian genitive &quot;червей&quot;, Serbian &quot;у херцу&quot;).</extracomment>
        <translation>u piku</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of hearts&quot;), declined as there.</extracomment>
        <translation>u hercu</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of diamonds&quot;), declined as there.</extracomment>
        <translation>u karu</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>of suit</comment>
        <extracomment>The suit after a run or identical meld (&quot;run 5-6-7 of clubs&quot;), declined as there.</extracomment>
        <translation>u trefu</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>object</comment>
        <extracomment>The joker as the object of a verb (&quot;discards the joker&quot;; Russian &quot;джокера&quot;, Serbian &quot;џокера&quot;). The other &quot;object&quot; strings are the 52 cards so, e.g. Russian &quot;короля пик&quot;, &quot;даму червей&quot;.</extracomment>
        <translation>džokera</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <comment>object</comment>
        <translation>keca pik</translation>
    </message>
    <message>
        <source>two of spades</source>
        <comment>object</comment>
        <translation>dvojku pik</translation>
    </message>
    <message>
        <source>three of spades</source>
        <comment>object</comment>
        <translation>trojku pik</translation>
    </message>
    <message>
        <source>four of spades</source>
        <comment>object</comment>
        <translation>četvorku pik</translation>
    </message>
    <message>
        <source>five of spades</source>
        <comment>object</comment>
        <translation>peticu pik</translation>
    </message>
    <message>
        <source>six of spades</source>
        <comment>object</comment>
        <translation>šesticu pik</translation>
    </message>
    <message>
        <source>seven of spades</source>
        <comment>object</comment>
        <translation>sedmicu pik</translation>
    </message>
    <message>
        <source>eight of spades</source>
        <comment>object</comment>
        <translation>osmicu pik</translation>
    </message>
    <message>
        <source>nine of spades</source>
        <comment>object</comment>
        <translation>devetku pik</translation>
    </message>
    <message>
        <source>ten of spades</source>
        <comment>object</comment>
        <translation>desetku pik</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <comment>object</comment>
        <translation>žandara pik</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <comment>object</comment>
        <translation>damu pik</translation>
    </message>
    <message>
        <source>king of spades</source>
        <comment>object</comment>
        <translation>kralja pik</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <comment>object</comment>
        <translation>keca herc</translation>
    </message>
    <message>
        <source>two of hearts</source>
        <comment>object</comment>
        <translation>dvojku herc</translation>
    </message>
    <message>
        <source>three of hearts</source>
        <comment>object</comment>
        <translation>trojku herc</translation>
    </message>
    <message>
        <source>four of hearts</source>
        <comment>object</comment>
        <translation>četvorku herc</translation>
    </message>
    <message>
        <source>five of hearts</source>
        <comment>object</comment>
        <translation>peticu herc</translation>
    </message>
    <message>
        <source>six of hearts</source>
        <comment>object</comment>
        <translation>šesticu herc</translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <comment>object</comment>
        <translation>sedmicu herc</translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <comment>object</comment>
        <translation>osmicu herc</translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <comment>object</comment>
        <translation>devetku herc</translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <comment>object</comment>
        <translation>desetku herc</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <comment>object</comment>
        <translation>žandara herc</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <comment>object</comment>
        <translation>damu herc</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <comment>object</comment>
        <translation>kralja herc</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <comment>object</comment>
        <translation>keca karo</translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <comment>object</comment>
        <translation>dvojku karo</translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <comment>object</comment>
        <translation>trojku karo</translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <comment>object</comment>
        <translation>četvorku karo</translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <comment>object</comment>
        <translation>peticu karo</translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <comment>object</comment>
        <translation>šesticu karo</translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <comment>object</comment>
        <translation>sedmicu karo</translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <comment>object</comment>
        <translation>osmicu karo</translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <comment>object</comment>
        <translation>devetku karo</translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <comment>object</comment>
        <translation>desetku karo</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <comment>object</comment>
        <translation>žandara karo</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <comment>object</comment>
        <translation>damu karo</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <comment>object</comment>
        <translation>kralja karo</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <comment>object</comment>
        <translation>keca tref</translation>
    </message>
    <message>
        <source>two of clubs</source>
        <comment>object</comment>
        <translation>dvojku tref</translation>
    </message>
    <message>
        <source>three of clubs</source>
        <comment>object</comment>
        <translation>trojku tref</translation>
    </message>
    <message>
        <source>four of clubs</source>
        <comment>object</comment>
        <translation>četvorku tref</translation>
    </message>
    <message>
        <source>five of clubs</source>
        <comment>object</comment>
        <translation>peticu tref</translation>
    </message>
    <message>
        <source>six of clubs</source>
        <comment>object</comment>
        <translation>šesticu tref</translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <comment>object</comment>
        <translation>sedmicu tref</translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <comment>object</comment>
        <translation>osmicu tref</translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <comment>object</comment>
        <translation>devetku tref</translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <comment>object</comment>
        <translation>desetku tref</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <comment>object</comment>
        <translation>žandara tref</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <comment>object</comment>
        <translation>damu tref</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <comment>object</comment>
        <translation>kralja tref</translation>
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
        <translation>Prikaži ostatak poteza računara odjednom (F ili klik na sto)</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Od vašeg poslednjeg poteza:</translation>
    </message>
    <message>
        <source>Finish the computer&apos;s tur&amp;n</source>
        <translation>&amp;Završi potez računara</translation>
    </message>
    <message>
        <source>&amp;Go to the game log</source>
        <translation>Pređi na &amp;dnevnik igre</translation>
    </message>
    <message>
        <source>Read the game log line by line (G; Escape goes back to the table)</source>
        <translation>Pročitaj dnevnik igre red po red (G; Escape vraća na sto)</translation>
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
    <name>GameLog</name>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>your %1</source>
        <extracomment>A table meld of the player reading the log: &quot;your A♠ ★ 3♠&quot; (the log: &quot;East swapped the joker in your A♠ ★ 3♠ for 2♠&quot;).</extracomment>
        <translation>%1 (vi)</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>A table meld of another player: %1 the player, %2 its cards (&quot;West&apos;s 5♠ 6♠ 7♠&quot;).</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Izvukli ste %1.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 izvlači kartu.</translation>
    </message>
    <message>
        <source>You took the cut card %1.</source>
        <extracomment>%1 the card, printed (&quot;K♠&quot;) or in words as the cards are named alone (&quot;king of spades&quot;).</extracomment>
        <translation>Uzeli ste presečenu kartu: %1.</translation>
    </message>
    <message>
        <source>%1 took the cut card %2.</source>
        <translation>%1 uzima presečenu kartu: %2.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>Uzeli ste %1 sa gomile odbačenih karata.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 uzima %2 sa gomile odbačenih karata.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n card(s) from the discard pile: %1.</source>
        <translation>
            <numerusform>Uzeli ste %n kartu sa gomile odbačenih karata: %1.</numerusform>
            <numerusform>Uzeli ste %n karte sa gomile odbačenih karata: %1.</numerusform>
            <numerusform>Uzeli ste %n karata sa gomile odbačenih karata: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s) from the discard pile: %2.</source>
        <translation>
            <numerusform>%1 uzima %n kartu sa gomile odbačenih karata: %2.</numerusform>
            <numerusform>%1 uzima %n karte sa gomile odbačenih karata: %2.</numerusform>
            <numerusform>%1 uzima %n karata sa gomile odbačenih karata: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) left.</source>
        <translation>
            <numerusform>Ostala vam je %n karta.</numerusform>
            <numerusform>Ostale su vam %n karte.</numerusform>
            <numerusform>Ostalo vam je %n karata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n card(s) left.</source>
        <translation>
            <numerusform>%1 ima još %n kartu.</numerusform>
            <numerusform>%1 ima još %n karte.</numerusform>
            <numerusform>%1 ima još %n karata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay a penalty of %n point(s).</source>
        <translation>
            <numerusform>Platili ste kaznu od %n poena.</numerusform>
            <numerusform>Platili ste kaznu od %n poena.</numerusform>
            <numerusform>Platili ste kaznu od %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays a penalty of %n point(s).</source>
        <translation>
            <numerusform>%1 plaća kaznu od %n poena.</numerusform>
            <numerusform>%1 plaća kaznu od %n poena.</numerusform>
            <numerusform>%1 plaća kaznu od %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was shuffled into a new stock of %n card(s).</source>
        <translation>
            <numerusform>Gomila odbačenih karata je promešana i postala je novi špil (%n karta).</numerusform>
            <numerusform>Gomila odbačenih karata je promešana i postala je novi špil (%n karte).</numerusform>
            <numerusform>Gomila odbačenih karata je promešana i postala je novi špil (%n karata).</numerusform>
        </translation>
    </message>
    <message>
        <source>You picked up %1 from the discard pile and laid %2.</source>
        <translation>Uzeli ste %1 sa gomile odbačenih karata i izložili %2.</translation>
    </message>
    <message>
        <source>%1 picked up %2 from the discard pile and laid %3.</source>
        <translation>%1 uzima %2 sa gomile odbačenih karata i izlaže %3.</translation>
    </message>
    <message numerus="yes">
        <source>You picked up %1 from the discard pile and laid %2; %n card(s) came with it: %3.</source>
        <extracomment>%1 the card picked up, %2 the meld laid with it, %3 the cards above it that came to the hand.</extracomment>
        <translation>
            <numerusform>Uzeli ste %1 sa gomile odbačenih karata i izložili %2; u ruku ide još %n karta: %3.</numerusform>
            <numerusform>Uzeli ste %1 sa gomile odbačenih karata i izložili %2; u ruku idu još %n karte: %3.</numerusform>
            <numerusform>Uzeli ste %1 sa gomile odbačenih karata i izložili %2; u ruku ide još %n karata: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up %2 from the discard pile and laid %3; %n card(s) came with it: %4.</source>
        <translation>
            <numerusform>%1 uzima %2 sa gomile odbačenih karata i izlaže %3; u ruku ide još %n karta: %4.</numerusform>
            <numerusform>%1 uzima %2 sa gomile odbačenih karata i izlaže %3; u ruku idu još %n karte: %4.</numerusform>
            <numerusform>%1 uzima %2 sa gomile odbačenih karata i izlaže %3; u ruku ide još %n karata: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid %1.</source>
        <translation>Izložili ste %1.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 izlaže %2.</translation>
    </message>
    <message>
        <source>You laid off %1 on %2.</source>
        <translation>Dodali ste %1 na kombinaciju: %2.</translation>
    </message>
    <message>
        <source>%1 laid off %2 on %3.</source>
        <translation>%1 dodaje %2 na kombinaciju: %3.</translation>
    </message>
    <message>
        <source>You swapped the joker in %1 for %2.</source>
        <extracomment>%1 the player, %2 the meld with the joker (&quot;your A♠ ★ 3♠&quot;), %3 the card put in its place.</extracomment>
        <translation>Zamenili ste džokera kartom %2 u kombinaciji: %1.</translation>
    </message>
    <message>
        <source>%1 swapped the joker in %2 for %3.</source>
        <translation>%1 menja džokera za %3 u kombinaciji: %2.</translation>
    </message>
    <message>
        <source>You took %1 from %2.</source>
        <translation>Uzeli ste %1 iz kombinacije: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3.</source>
        <translation>%1 uzima %2 iz kombinacije: %3.</translation>
    </message>
    <message>
        <source>You rearranged the table.</source>
        <translation>Preuredili ste sto.</translation>
    </message>
    <message>
        <source>%1 rearranged the table.</source>
        <translation>%1 preuređuje sto.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1.</source>
        <translation>Preuredili ste sto i dodali %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2.</source>
        <translation>%1 preuređuje sto i dodaje %2.</translation>
    </message>
    <message>
        <source>You discarded %1 and buried a joker under it.</source>
        <translation>Odbacili ste %1 i ispod te karte sahranili džokera.</translation>
    </message>
    <message>
        <source>%1 discarded %2 and buried a joker under it.</source>
        <translation>%1 odbacuje %2 i ispod te karte sahranjuje džokera.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Odbacili ste %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 odbacuje %2.</translation>
    </message>
    <message>
        <source>You ended the turn.</source>
        <translation>Završili ste potez.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 završava potez.</translation>
    </message>
    <message>
        <source>Your time ran out.</source>
        <translation>Isteklo vam je vreme.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 ostaje bez vremena.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Zatvorili ste.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 zatvara.</translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Niko nije zatvorio.</translation>
    </message>
    <message>
        <source>Round %1 over. %2</source>
        <extracomment>%1 the round&apos;s number, %2 every seat&apos;s score (&quot;West: 35 points, You: 0 points&quot;).</extracomment>
        <translation>Kraj runde %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <extracomment>A seat&apos;s score of the round in the log: %1 the player, %2 the points (&quot;West: 35 points&quot;, &quot;East: -10 points&quot;).</extracomment>
        <translation>
            <numerusform>%1: %2 poen</numerusform>
            <numerusform>%1: %2 poena</numerusform>
            <numerusform>%1: %2 poena</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A player whose name the saved game leaves to the window (&quot;You&quot;, &quot;West&quot;), by seat number.</extracomment>
        <translation>Igrač %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>A part of a rearrangement: %1 the cards that moved, %2 the meld they left (&quot;North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>%1 iz kombinacije %2</translation>
    </message>
    <message>
        <source>You rearranged the table, moving %1.</source>
        <extracomment>%2 the moved cards and the melds they left (&quot;8♦ from North&apos;s 8♠ 8♥ 8♣ 8♦&quot;).</extracomment>
        <translation>Preuredili ste sto i premestili %1.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, moving %2.</source>
        <translation>%1 preuređuje sto i premešta %2.</translation>
    </message>
    <message>
        <source>You rearranged the table, adding %1 and moving %2.</source>
        <translation>Preuredili ste sto, dodali %1 i premestili %2.</translation>
    </message>
    <message>
        <source>%1 rearranged the table, adding %2 and moving %3.</source>
        <translation>%1 preuređuje sto, dodaje %2 i premešta %3.</translation>
    </message>
</context>
<context>
    <name>GameLogDock</name>
    <message>
        <source>Game log</source>
        <translation>Dnevnik igre</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>Copy the whole game log to the clipboard</source>
        <translation>Kopiraj ceo dnevnik igre u ostavu</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>Z&amp;vukovi</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of several names: &quot;North and East&quot;.</extracomment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Continue your %1 game against %2, round %3?</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 the other players (&quot;West and North&quot;), %3 the round number.</extracomment>
        <translation>Nastaviti partiju „%1“ (protivnici: %2, runda %3)?</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Početi novu igru?</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued.</source>
        <translation>Igra u toku se završava i ne može se nastaviti.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Počni novu igru</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Nastavi igru</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Remi help — %1</source>
        <translation>Pomoć — %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Nazad</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <source>Rules of the current game (F1)</source>
        <translation>Pravila trenutne igre (F1)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasteri</translation>
    </message>
    <message>
        <source>The key list (Ctrl+F1)</source>
        <translation>Spisak tastera (Ctrl+F1)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Pravila ove igre</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasteri</translation>
    </message>
    <message>
        <source>&amp;About Remi</source>
        <translation>&amp;O programu Remi</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Option</source>
        <translation>Opcija</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Podrazumevano</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Dozvoljeno</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Dejstvo</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Lists: &quot;7♥ 8♥ 9♥, 5♣ 5♦ 5♥ and Q♠ Q♥ Q♦&quot;: %1 the items before the last, %2 the last.</extracomment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You can open with %1: %2.</source>
        <extracomment>%1 the opening points (RULES.md 3.6, 4.6), %2 the melds (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>Možete da se otvorite sa zbirom od %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n meld(s) you can lay now.</source>
        <extracomment>%1 the melds&apos; cards (&quot;7♥ 8♥ 9♥ and Q♠ Q♥ Q♦&quot;).</extracomment>
        <translation>
            <numerusform>Sada možete da izložite %n kombinaciju: %1.</numerusform>
            <numerusform>Sada možete da izložite %n kombinacije: %1.</numerusform>
            <numerusform>Sada možete da izložite %n kombinacija: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 fits %2: one card fewer in your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;двойку треф&quot;), %2 a table meld (&quot;3♣ 4♣ 5♣ 6♣ 7♣&quot;).</extracomment>
        <translation>Na kombinaciju %2 možete da dodate %1: jedna karta manje u ruci.</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2; the joker comes to your hand.</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;шестёрку червей&quot;), %2 a table meld with a joker.</extracomment>
        <translation>U kombinaciji %2 možete da stavite %1 na mesto džokera; džoker ide vama u ruku.</translation>
    </message>
    <message>
        <source>Your %1 is in none of your melds (%2 points in hand).</source>
        <extracomment>%1 a hand card as an object (CardNames &quot;object&quot;: Russian &quot;короля пик&quot;), %2 what it counts if it stays in the hand.</extracomment>
        <translation>Nijedna vaša kombinacija ne koristi %1 (poena u ruci: %2).</translation>
    </message>
    <message>
        <source>One card must go; without the %1 your melds lose the least.</source>
        <extracomment>%1 a card as an object (CardNames &quot;object&quot;: Russian &quot;сбросив короля пик&quot;).</extracomment>
        <translation>Jednu kartu morate da odbacite; najmanje gubite ako odbacite %1.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Gomila odbačenih karata je prazna.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile does not help your melds.</source>
        <translation>Gornja karta na gomili odbačenih karata (%1) ne pomaže vašim kombinacijama.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile makes a meld with your cards.</source>
        <translation>Gornja karta na gomili odbačenih karata (%1) čini kombinaciju sa vašim kartama.</translation>
    </message>
    <message>
        <source>The cut card %1 completes your hand.</source>
        <translation>Presečena karta (%1) dovršava vaš hend.</translation>
    </message>
    <message>
        <source>Nothing more to lay this turn.</source>
        <translation>U ovom potezu nema više šta da se izloži.</translation>
    </message>
    <message>
        <source>Rearranged, the table takes cards from your hand.</source>
        <translation>Kad preuredite sto, na njega možete da izložite karte iz ruke.</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M), or take it back (Ctrl+Z).</source>
        <translation>Savet: uzeli ste %1 pre nego što ste se otvorili, pa morate da se otvorite s tom kartom u ovom potezu (stavite kombinacije u pripremu, pa M) ili da je vratite (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Hint: you took the %1 before opening, so you must open in this turn with it (put melds in the draft, then M).</source>
        <translation>Savet: uzeli ste %1 pre nego što ste se otvorili, pa morate da se otvorite s tom kartom u ovom potezu (stavite kombinacije u pripremu, pa M).</translation>
    </message>
    <message>
        <source>Hint: no move to suggest now.</source>
        <translation>Savet: sada nemam šta da predložim.</translation>
    </message>
    <message>
        <source>The discard pile may not be taken now (%1).</source>
        <translation>Sa gomile odbačenih karata sada ne može da se uzima (%1).</translation>
    </message>
    <message>
        <source>At least %1 needed to open.</source>
        <extracomment>After &quot;You can open with 56: …&quot;: %1 the least the rules ask for an opening (issue 34).</extracomment>
        <translation>Za otvaranje je potrebno najmanje %1.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table: one card fewer in your hand.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Gornja karta na gomili odbačenih karata (%1) može da se doda na kombinaciju %2 na stolu: jedna karta manje u ruci.</translation>
    </message>
    <message>
        <source>The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.</source>
        <extracomment>%1 the top discard (&quot;10♦&quot;), %2 a table meld (&quot;7♦ 8♦ 9♦&quot;).</extracomment>
        <translation>Gornja karta na gomili odbačenih karata (%1) može da se doda na kombinaciju %2 na stolu, ali vam u ovom potezu ne pomaže.</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Fascikla %1 ne može da se napravi.</translation>
    </message>
    <message>
        <source>The tables cannot be kept in %1: %2</source>
        <translation>Stolovi ne mogu da se čuvaju u %1: %2</translation>
    </message>
    <message>
        <source>No table can be offered on port %1: %2</source>
        <translation>Sto ne može da se otvori na portu %1: %2</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Kako se igra</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Kako se igra</translation>
    </message>
    <message>
        <source>Press Esc or %1 to close.</source>
        <translation>Pritisnite Esc ili %1 da zatvorite.</translation>
    </message>
    <message>
        <source>Click a card in your hand to select it; click it again to put it back.</source>
        <translation>Kliknite na kartu u ruci da je izaberete; ponovo kliknite da poništite izbor.</translation>
    </message>
    <message>
        <source>Click the stock to draw; click the discard pile to take its top card.</source>
        <translation>Kliknite na špil da izvučete kartu; kliknite na gomilu odbačenih karata da uzmete gornju kartu.</translation>
    </message>
    <message>
        <source>Drag the selected cards onto empty table space to lay them as a new meld.</source>
        <translation>Prevucite izabrane karte na prazno mesto na stolu da ih izložite kao novu kombinaciju.</translation>
    </message>
    <message>
        <source>Drag a card onto a meld to lay it off; on the left half of a run it goes to the low end.</source>
        <translation>Prevucite kartu na kombinaciju da je dodate na nju; na levoj polovini niza ide na donji kraj.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it, to discard it.</source>
        <translation>Prevucite kartu na gomilu odbačenih karata ili dvaput kliknite na nju da je odbacite.</translation>
    </message>
    <message>
        <source>Drop a card between two others in your hand to move it there.</source>
        <translation>Pustite kartu između dve druge u ruci da je premestite tamo.</translation>
    </message>
    <message>
        <source>Click the table during a computer&apos;s turn to see the rest of it at once.</source>
        <translation>Kliknite na sto tokom poteza računara da odmah vidite ostatak poteza.</translation>
    </message>
    <message>
        <source>Rest the pointer on anything to read what it is.</source>
        <translation>Zadržite pokazivač iznad bilo čega da pročitate šta je to.</translation>
    </message>
    <message>
        <source>Move between the hand, the melds, the piles and the players</source>
        <translation>Prelazak između ruke, kombinacija, špila, gomile i igrača</translation>
    </message>
    <message>
        <source>Move along your hand; select the card</source>
        <translation>Kretanje kroz ruku; izbor karte</translation>
    </message>
    <message>
        <source>The card&apos;s or the meld&apos;s menu</source>
        <translation>Meni karte ili kombinacije</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Poništi izbor</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Miš</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasteri</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Oznake</translation>
    </message>
    <message>
        <source>Left/Right, Space</source>
        <extracomment>The keys of the next row: the Left and Right arrow keys, then the space bar.</extracomment>
        <translation>strelice levo/desno, razmaknica</translation>
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
        <translation>Ova igra je otvorena u drugom prozoru Remija, koji je čuva u fascikli %1.</translation>
    </message>
    <message>
        <source>You can look at it here read-only (moves made here are not saved automatically), start a new game that is not saved automatically, or quit.</source>
        <translation>Možete da je pogledate ovde samo za čitanje (potezi odigrani ovde se ne čuvaju automatski), da počnete novu igru koja se ne čuva automatski ili da izađete.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Otvori samo za čitanje</translation>
    </message>
    <message>
        <source>New game without autosave</source>
        <translation>Nova igra bez automatskog čuvanja</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Izađi</translation>
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
        <translation>Nemate karata u ruci.</translation>
    </message>
    <message>
        <source>Only the top discard can be taken in this game: press T.</source>
        <translation>U ovoj igri može da se uzme samo gornja odbačena karta: pritisnite T.</translation>
    </message>
    <message>
        <source>Select only the card to lay off.</source>
        <translation>Izaberite samo kartu koju dodajete.</translation>
    </message>
    <message>
        <source>There is no meld on the table to lay off on.</source>
        <translation>Na stolu nema kombinacije na koju biste dodali kartu.</translation>
    </message>
    <message>
        <source>%1 places fit: choose one.</source>
        <translation>Odgovarajućih mesta: %1. Izaberite jedno.</translation>
    </message>
    <message>
        <source>Select only the natural card that replaces the joker.</source>
        <translation>Izaberite samo pravu kartu koja zamenjuje džokera.</translation>
    </message>
    <message>
        <source>There is no joker on the table.</source>
        <translation>Na stolu nema džokera.</translation>
    </message>
    <message>
        <source>Select only the card to discard.</source>
        <translation>Izaberite samo kartu za odbacivanje.</translation>
    </message>
    <message>
        <source>There is no card to act on.</source>
        <translation>Nema karte za ovu radnju.</translation>
    </message>
    <message>
        <source>Put back in the hand</source>
        <translation>Vrati u ruku</translation>
    </message>
    <message>
        <source>Meld the draft	M</source>
        <translation>Izloži pripremu	M</translation>
    </message>
    <message>
        <source>No menu here: press Enter to act on the focused place.</source>
        <translation>Ovde nema menija: pritisnite Enter da biste izvršili radnju na mestu u fokusu.</translation>
    </message>
    <message>
        <source>Top discard: %1</source>
        <translation>Gornja odbačena karta: %1</translation>
    </message>
    <message>
        <source>Your hand is not shown now.</source>
        <translation>Vaša ruka sada nije prikazana.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartaški sto</translation>
    </message>
    <message>
        <source>Table melds</source>
        <translation>Kombinacije na stolu</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>Na stolu još nema kombinacija.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Izbor je poništen.</translation>
    </message>
    <message>
        <source>There is no card to select.</source>
        <translation>Nema karte za izbor.</translation>
    </message>
    <message>
        <source>All %1 cards selected.</source>
        <translation>Izabrane su sve karte (%1).</translation>
    </message>
    <message>
        <source>First card: %1</source>
        <translation>Prva karta: %1</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Poslednja karta: %1</translation>
    </message>
    <message>
        <source>No further group.</source>
        <translation>Nema sledeće oblasti.</translation>
    </message>
    <message>
        <source>No earlier group.</source>
        <translation>Nema prethodne oblasti.</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Nema igre.</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, izabrana</translation>
    </message>
    <message>
        <source>, in the draft</source>
        <translation>, u pripremi</translation>
    </message>
    <message>
        <source>, borrowed</source>
        <translation>, pozajmljena</translation>
    </message>
    <message>
        <source>The draft is empty: select the cards of a meld and press N.</source>
        <translation>Priprema je prazna: izaberite karte kombinacije i pritisnite N.</translation>
    </message>
    <message>
        <source>Draft meld %1 of %2: %3</source>
        <translation>Kombinacija u pripremi %1 od %2: %3</translation>
    </message>
    <message>
        <source>Meld %1 of %2, %3 — card %4 of %5: %6</source>
        <translation>Kombinacija %1 od %2, %3 — karta %4 od %5: %6</translation>
    </message>
    <message>
        <source>buried joker</source>
        <translation>sahranjeni džoker</translation>
    </message>
    <message>
        <source>Discard pile, card %1 of %2 from the top: %3</source>
        <translation>Gomila odbačenih karata, karta %1 od %2 odozgo: %3</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>špil</translation>
    </message>
    <message>
        <source>, %1 points this round</source>
        <translation>, poena u ovoj rundi: %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Priprema</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Gomila odbačenih karata</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Špil</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a focus area (&quot;Hand&quot;), %2 what is focused in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off or discard (Delete).</source>
        <translation>Vaš potez: izložite kombinaciju, dodajte kartu na kombinaciju ili odbacite kartu (Delete).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.</source>
        <extracomment>D and T are the keys (RULES.md 7); %1 the top card of the discard pile.</extracomment>
        <translation>Vaš potez: izvucite kartu iz špila (D) ili uzmite odbačenu (T). Gornja odbačena karta: %1.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation>Vaš potez: izvucite kartu iz špila (D).</translation>
    </message>
    <message>
        <source>No joker on the table stands for your %1.</source>
        <translation>Nijedan džoker na stolu ne zamenjuje %1.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Read the table: %1 a suit (&quot;hearts&quot;), %2 its ranks in the hand (&quot;five, seven, king&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Top discard: %1.</source>
        <translation>Gornja odbačena karta: %1.</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <extracomment>Read the table: %1 a seat (&quot;Ana, 9 cards&quot;), %2 its match score so far.</extracomment>
        <translation>%1, rezultat %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1</source>
        <extracomment>%n the number of cards, %1 the cards in the order shown.</extracomment>
        <translation>
            <numerusform>U ruci imate %n kartu: %1</numerusform>
            <numerusform>U ruci imate %n karte: %1</numerusform>
            <numerusform>U ruci imate %n karata: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): %1.</source>
        <extracomment>Read the table: %n the number of cards in your hand, %1 them by suit (&quot;hearts: five, king; …&quot;).</extracomment>
        <translation>
            <numerusform>U ruci imate %n kartu: %1.</numerusform>
            <numerusform>U ruci imate %n karte: %1.</numerusform>
            <numerusform>U ruci imate %n karata: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <extracomment>A new round of the match, said as it is dealt: %1 its number.</extracomment>
        <translation>Runda %1: karte su podeljene.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s).</source>
        <translation>
            <numerusform>Imate %n kartu.</numerusform>
            <numerusform>Imate %n karte.</numerusform>
            <numerusform>Imate %n karata.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <extracomment>%1 the player who plays first in the new round.</extracomment>
        <translation>Prvi igra: %1.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Prvi potez je vaš.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s); cut card: %1</source>
        <translation>
            <numerusform>Špil: %n karta; presečena karta: %1</numerusform>
            <numerusform>Špil: %n karte; presečena karta: %1</numerusform>
            <numerusform>Špil: %n karata; presečena karta: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Na potezu ste.</translation>
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
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Učenje igre…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Napusti lekciju</translation>
    </message>
    <message>
        <source>Close this window; the lesson goes on from here next time</source>
        <translation>Zatvori ovaj prozor; sledeći put lekcija se nastavlja odavde</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <extracomment>The guided round&apos;s window title; %1 is the game (&quot;Remi 51&quot;).</extracomment>
        <translation>Učenje igre: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Učenje igre</translation>
    </message>
    <message>
        <source>Which game would you like to learn?</source>
        <translation>Koju igru želite da naučite?</translation>
    </message>
    <message>
        <source>New to these games? A guided round shows you how to play, step by step.</source>
        <translation>Prvi put igrate ove igre? Vođena runda vam korak po korak pokazuje kako se igra.</translation>
    </message>
    <message>
        <source>You can start it later from Help → Learn to play…</source>
        <translation>Možete je pokrenuti i kasnije: „Pomoć → Učenje igre…“</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ne sada</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <extracomment>The guided round is over: the button that closes its window.</extracomment>
        <translation>Završi lekciju</translation>
    </message>
    <message>
        <source>Close this window: the lesson is over</source>
        <translation>Zatvori ovaj prozor: lekcija je završena</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>A turn begins with a draw: the top card of the stock or of the discard pile. The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or press T.</source>
        <translation>Potez počinje tako što uzmete gornju kartu iz špila ili sa gomile odbačenih karata. %1 na gomili se uklapa u vaše %2 %3 %4. Uzmite je: kliknite na gomilu odbačenih karata ili pritisnite T.</translation>
    </message>
    <message>
        <source>Press Meld, or M, to lay the set.</source>
        <translation>Pritisnite „Izloži“ ili M da izložite skup.</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table may be laid off on it. Put %1 on the nines: drag it there, or select it and press L.</source>
        <translation>Karta koja se uklapa u kombinaciju na stolu može se dodati na nju. Dodajte %1 na devetke: prevucite je tamo ili je izaberite i pritisnite L.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card, %1: double-click it, drag it onto the discard pile, or select it and press Delete. The card taken from the pile may not be discarded in the same turn.</source>
        <translation>Završite potez tako što ćete odbaciti jednu kartu, %1: kliknite na nju dvaput, prevucite je na gomilu odbačenih karata ili je izaberite i pritisnite Delete. Karta uzeta sa gomile ne sme se odbaciti u istom potezu.</translation>
    </message>
    <message>
        <source>West laid a run of hearts. Draw from the stock this time: click it or press D.</source>
        <translation>Zapad je izložio niz u hercu. Ovaj put izvucite kartu iz špila: kliknite na njega ili pritisnite D.</translation>
    </message>
    <message>
        <source>Lay off %1 on your run.</source>
        <translation>Dodajte %1 na svoj niz.</translation>
    </message>
    <message>
        <source>You may lay off on other players&apos; melds too: put %1 on West&apos;s hearts.</source>
        <translation>Možete dodavati i na kombinacije drugih igrača: dodajte %1 na Zapadov niz u hercu.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. The round ends as soon as a hand is empty.</source>
        <translation>Zatvorite: odbacite poslednju kartu, %1. Runda se završava čim neko ostane bez karata.</translation>
    </message>
    <message>
        <source>You went out and score the cards left in West&apos;s hand: an ace 1, a picture card 10, the others their value. Going rummy, all your cards out in one turn without having melded or laid off before in the round, doubles the score.</source>
        <translation>Zatvorili ste i dobijate vrednost karata koje su ostale Zapadu u ruci: kec 1, slika 10, ostale koliko vrede. Remi u jednom potezu — kad sve karte izložite odjednom, a pre toga u rundi ništa niste izložili ni dodali — udvostručuje poene.</translation>
    </message>
    <message>
        <source>34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M.</source>
        <translation>34 i 30 čine 64: dovoljno za otvaranje. Izložite obe kombinacije odjednom: pritisnite „Izloži“ ili M.</translation>
    </message>
    <message>
        <source>You have opened. From now on you may add cards to any meld on the table. Put %1 on your run: drag it there, or select it and press L.</source>
        <translation>Otvorili ste se. Od sada možete dodavati karte na svaku kombinaciju na stolu. Dodajte %1 na svoj niz: prevucite je tamo ili je izaberite i pritisnite L.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. The joker comes to your hand.</source>
        <translation>Džoker u Zapadovom nizu zamenjuje kartu %1, a vi imate tu kartu. Zamenite ih: prevucite %1 na džokera ili izaberite tu kartu i pritisnite J. Džoker prelazi među vaše karte.</translation>
    </message>
    <message>
        <source>End your turn by throwing away one card: %1 is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Završite potez tako što ćete odbaciti jednu kartu: %1 vam ne treba. Kliknite na nju dvaput, prevucite je na gomilu odbačenih karata ili je izaberite i pritisnite Delete.</translation>
    </message>
    <message>
        <source>The %1 you drew completes %2 %3 %1. Select these three cards.</source>
        <translation>Izvučena karta %1 dopunjuje %2 %3 %1. Izaberite te tri karte.</translation>
    </message>
    <message>
        <source>You have opened already, so a meld of any value may be laid. Press Meld, or M.</source>
        <translation>Već ste se otvorili, pa možete izložiti kombinaciju bilo koje vrednosti. Pritisnite „Izloži“ ili M.</translation>
    </message>
    <message>
        <source>You may also lay off on other players&apos; melds: put %1 on West&apos;s queens.</source>
        <translation>Možete dodavati i na kombinacije drugih igrača: dodajte %1 na Zapadove dame.</translation>
    </message>
    <message>
        <source>And %1 on your kings.</source>
        <translation>I %1 na svoje kraljeve.</translation>
    </message>
    <message>
        <source>Close the round: throw away your last card, %1. The closing card may not be a joker, nor fit a meld on the table.</source>
        <translation>Zatvorite rundu: odbacite poslednju kartu, %1. Karta kojom se zatvara ne sme biti džoker niti se uklapati u neku kombinaciju na stolu.</translation>
    </message>
    <message>
        <source>Every turn ends with a discard: discard %1. Double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Svaki potez se završava odbacivanjem: odbacite kartu %1. Kliknite na nju dvaput, prevucite je na gomilu odbačenih karata ili je izaberite i pritisnite Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Select %2 %3 to pick it up with them.</source>
        <translation>Zapad je odbacio kartu %1. Izaberite %2 %3: s njima ćete je uzeti i izložiti.</translation>
    </message>
    <message>
        <source>Besides the pick-up, a meld may be laid only to close, keeping one card to discard. Press Meld, or M.</source>
        <translation>Osim pri uzimanju sa gomile, kombinacija se može izložiti samo za zatvaranje, tako da vam ostane jedna karta za odbacivanje. Pritisnite „Izloži“ ili M.</translation>
    </message>
    <message>
        <source>Close: discard your last card, %1. The closing bonus is ten times its value: 50 for 2 to 10, 100 for a picture card, 150 for an ace.</source>
        <translation>Zatvorite: odbacite poslednju kartu, %1. Bonus za zatvaranje je deset puta njena vrednost: 50 za karte od 2 do 10, 100 za sliku, 150 za keca.</translation>
    </message>
    <message>
        <source>West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.</source>
        <translation>Zapad je izvukao i odbacio kartu. Ovaj put izvucite kartu iz špila: kliknite na njega ili pritisnite D. Karta licem nagore pored špila je presečena karta: može da je uzme samo igrač koji se nije otvorio (Shift+D), i to samo da u tom potezu izloži sve svoje karte.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for.</source>
        <translation>Izaberite %1 %2 %3 %4: kliknite na svaku kartu ili se pomerajte strelicama levo i desno i pritisnite razmaknicu. Brojač pokazuje koliko izabrane karte vrede za otvaranje. Karta vredi onoliko koliko piše na njoj; 10, J, Q i K vrede 10, kec 10, džoker koliko karta koju zamenjuje.</translation>
    </message>
    <message>
        <source>A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for %1 or %2: either will do.</source>
        <translation>Džoker uzet sa stola mora se odigrati u istom potezu. Dodajte ga na svoj niz: prevucite ga tamo ili ga izaberite i pritisnite L. Može da zameni %1 ili %2, svejedno je.</translation>
    </message>
    <message>
        <source>You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others&apos; points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins.</source>
        <translation>Zatvorili ste rundu: −40 poena za vas; Zapad plaća karte koje su mu ostale u ruci. Da ste sve karte izložili u jednom potezu, a da se pre toga niste otvorili, to bi bio hend: −80, a poeni ostalih bi se udvostručili; sa presečenom kartom −120. U tabeli rezultata to pokazuje kolona ×: ×2 posle henda. Partija ima onoliko rundi koliko ima igrača, tako da svako jednom deli; pobeđuje igrač sa najmanjim zbirom.</translation>
    </message>
    <message>
        <source>Remi 51: going out with a hand</source>
        <translation>Remi 51: zatvaranje hendom</translation>
    </message>
    <message>
        <source>You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>U ovom potezu možete izložiti sve karte osim jedne, a da se pre toga niste otvorili: to je hend, najbolji način da zatvorite. Izaberite %1 %2 %3 %4: kliknite na svaku kartu ili se pomerajte strelicama levo i desno i pritisnite razmaknicu.</translation>
    </message>
    <message>
        <source>Select %1 %2 %3.</source>
        <translation>Izaberite %1 %2 %3.</translation>
    </message>
    <message>
        <source>Press Add to draft, or N.</source>
        <translation>Pritisnite „Dodaj u pripremu“ ili N.</translation>
    </message>
    <message>
        <source>And %1 %2 %3.</source>
        <translation>I %1 %2 %3.</translation>
    </message>
    <message>
        <source>Close with your last card, %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Zatvorite poslednjom kartom, %1: kliknite na nju dvaput, prevucite je na gomilu odbačenih karata ili je izaberite i pritisnite Delete.</translation>
    </message>
    <message>
        <source>20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once.</source>
        <translation>20 i 30 čine 50: dovoljno za otvaranje. Pritisnite „Izloži“ ili M. U Ramiju se poeni dobijaju odmah kada se karte odigraju: ovih 50 odmah se dodaje vašem rezultatu.</translation>
    </message>
    <message>
        <source>The joker in West&apos;s run stands for %1, and you hold that card. Swap them: drag %1 onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was.</source>
        <translation>Džoker u Zapadovom nizu zamenjuje kartu %1, a vi imate tu kartu. Zamenite ih: prevucite %1 na džokera ili izaberite tu kartu i pritisnite J. Zamena ne donosi poene: kec vredi koliko je vredeo džoker.</translation>
    </message>
    <message>
        <source>Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points.</source>
        <translation>Pritisnite „Izloži“ ili M: skup sedmica u kome džoker zamenjuje sedmicu, 15 poena.</translation>
    </message>
    <message>
        <source>In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your %1 %2 need a third four: take the %3 from West&apos;s diamonds. Press C, choose the run with Up and Down and the %3 with Left and Right, press Enter and choose Take; or right-click the %3.</source>
        <translation>U ovoj lekciji je uključena manipulacija (preuređivanje stola, opcija igre): možete preurediti kombinacije na stolu da biste odigrali svoje karte. Vašim %1 %2 treba treća četvorka: uzmite %3 iz Zapadovog niza u karu. Pritisnite C, strelicama gore i dole izaberite niz, a strelicama levo i desno %3, pritisnite Enter i izaberite „Uzmi…“; ili kliknite desnim tasterom miša na %3.</translation>
    </message>
    <message>
        <source>The %1 is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select %2 %3 %1.</source>
        <translation>Karta %1 je pozajmljena: mora se vratiti na sto u ovom potezu. Pozajmljena karta koja vam na kraju poteza ostane u ruci košta 300 poena. Izaberite %2 %3 %1.</translation>
    </message>
    <message>
        <source>Press Meld, or M: the fours score 15, less the 5 you lost when you took the %1: 10 points.</source>
        <translation>Pritisnite „Izloži“ ili M: četvorke donose 15, minus 5 koje ste izgubili kada ste uzeli %1: 10 poena.</translation>
    </message>
    <message>
        <source>End your turn by discarding %1: double-click it, drag it onto the discard pile, or select it and press Delete.</source>
        <translation>Završite potez tako što ćete odbaciti kartu %1: kliknite na nju dvaput, prevucite je na gomilu odbačenih karata ili je izaberite i pritisnite Delete.</translation>
    </message>
    <message>
        <source>West threw away the %1. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T.</source>
        <translation>Zapad je odbacio %1. Sada kada ste se otvorili, umesto izvlačenja iz špila možete uzeti gornju kartu sa gomile odbačenih karata: kliknite na nju ili pritisnite T.</translation>
    </message>
    <message>
        <source>Lay off %1 on your hearts.</source>
        <translation>Dodajte %1 na svoj niz u hercu.</translation>
    </message>
    <message>
        <source>Go out: discard your last card, %1. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept.</source>
        <translation>Zatvorite: odbacite poslednju kartu, %1. U Ramiju se runda završava i kada ruka ostane prazna posle izlaganja ili dodavanja na kombinaciju: ne morate zadržati kartu za odbacivanje.</translation>
    </message>
    <message>
        <source>You went out and win the cards left in West&apos;s hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins.</source>
        <translation>Zatvorili ste i dobijate poene za karte koje su ostale Zapadu u ruci: od 2 do 9 po 5, od 10 do K po 10, kec 15, džoker 20. Da ste se otvorili i zatvorili u istom potezu, to bi bio remi: još 200. Partija traje dok neko ne dostigne 1000 poena; pobeđuje igrač sa najvećim zbirom.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; the ace is low, A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space.</source>
        <translation>Niz su tri ili više uzastopnih karata iste boje; kec ide pre dvojke, A-2-3, nikada Q-K-A. Izaberite %1 %2 %3 %4: kliknite na svaku kartu ili se pomerajte strelicama levo i desno i pritisnite razmaknicu.</translation>
    </message>
    <message>
        <source>Cards laid on the table together are a meld. Other games ask for an opening, a first meld worth a minimum of points; Rummy does not. Press Meld, or M.</source>
        <translation>Karte koje zajedno izložite na sto čine kombinaciju. Druge igre traže otvaranje, prvu kombinaciju koja vredi najmanje određeni broj poena; Osnovni remi ne traži. Pritisnite „Izloži“ ili M.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select %1 %2 %3.</source>
        <translation>Skup su tri ili četiri karte iste vrednosti u različitim bojama. Izaberite %1 %2 %3.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N.</source>
        <translation>Niz su tri ili više uzastopnih karata iste boje; kec može ići pre dvojke, A-2-3, ili posle kralja, Q-K-A. Od %1 do %2: 34 poena. Za otvaranje vam treba najmanje 51 odjednom, pa ostavite niz po strani: pritisnite „Dodaj u pripremu“ ili N.</translation>
    </message>
    <message>
        <source>Instead of drawing from the stock you may pick up one of the top three cards of the discard pile, but only to lay it at once in a new meld, cards laid on the table together, with at least two cards from your hand. Select %1 %2 first.</source>
        <translation>Umesto da izvučete kartu iz špila, možete uzeti jednu od tri gornje karte sa gomile odbačenih karata, ali samo ako je odmah izložite u novoj kombinaciji (to su karte koje zajedno izlažete na sto) sa najmanje dve karte iz ruke. Prvo izaberite %1 %2.</translation>
    </message>
    <message>
        <source>Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the %1, which fits your %2 %3 %4. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn.</source>
        <translation>Potez počinje tako što uzmete gornju kartu iz špila ili sa gomile odbačenih karata. Zapad se otvorio, izloživši prvu kombinaciju (karte na stolu) od najmanje 51 poena, i odbacio %1, koja se uklapa u vaše %2 %3 %4. Uzmite je: kliknite na gomilu odbačenih karata ili pritisnite T. Pre nego što se otvorite, kartu sa gomile odbačenih karata možete uzeti samo u prvom krugu, u prvom potezu svakog igrača, kao sada; kasnije samo ako se otvarate u tom istom potezu.</translation>
    </message>
    <message>
        <source>Now select the three kings, %1 %2 %3: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Sada izaberite tri kralja, %1 %2 %3: skup, tri ili četiri karte iste vrednosti u različitim bojama, 30 poena. Igra se sa dva špila, ali skup nikada nema dve karte iste boje.</translation>
    </message>
    <message>
        <source>West threw away the %1. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone&apos;s first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T.</source>
        <translation>Zapad je odbacio %1. Otvaranje je vaša prva kombinacija: karte izložene na sto, od najmanje 51 poena. Pre nego što se otvorite, kartu sa gomile odbačenih karata možete uzeti samo u prvom krugu, u prvom potezu svakog igrača, kao sada; kasnije samo ako se otvarate u tom istom potezu. Uzmite je: kliknite na gomilu odbačenih karata ili pritisnite T.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together.</source>
        <translation>Niz su tri ili više uzastopnih karata iste boje; kec može ići pre dvojke, A-2-3, ili posle kralja, Q-K-A. Ostavite niz po strani: pritisnite „Dodaj u pripremu“ ili N. Sve kombinacije se izlažu zajedno.</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. Select the four nines: %1 %2 %3 %4.</source>
        <translation>Skup su tri ili četiri karte iste vrednosti u različitim bojama. Izaberite četiri devetke: %1 %2 %3 %4.</translation>
    </message>
    <message>
        <source>The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you.</source>
        <translation>Brojač pokazuje 101, jer karta vredi onoliko koliko piše na njoj (J, Q i K 10, kec 10): mnogo više od 51 koliko treba za otvaranje. Pritisnite „Izloži“ ili M: sve četiri kombinacije izlažete odjednom i time se otvarate.</translation>
    </message>
    <message>
        <source>That was a hand: −80 points for you instead of −40, and the others&apos; points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120.</source>
        <translation>To je bio hend: −80 poena za vas umesto −40, a poeni ostalih se udvostručuju: kolona × u tabeli rezultata pokazuje ×2. Zapad se nije otvorio: 100, udvostručeno 200. Hend sa presečenom kartom (karta licem nagore pored špila, uzeta umesto izvlačenja) donosi −120.</translation>
    </message>
    <message>
        <source>A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N.</source>
        <translation>Niz su tri ili više uzastopnih karata iste boje; kec može ići pre dvojke, A-2-3, ili posle kralja, Q-K-A. Ove karte u hercu: 20 poena, same nisu dovoljne. Ostavite ih po strani: pritisnite „Dodaj u pripremu“ ili N.</translation>
    </message>
    <message>
        <source>Now select %1 %2 %3: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit.</source>
        <translation>Sada izaberite %1 %2 %3: skup, tri ili četiri karte iste vrednosti u različitim bojama; ovi kraljevi donose 30 poena. Igra se sa dva špila, ali skup nikada nema dve karte iste boje.</translation>
    </message>
    <message>
        <source>West opened: a player&apos;s first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D.</source>
        <translation>Zapad se otvorio: otvaranje su prve kombinacije igrača izložene na sto, od najmanje 40 poena. U Ramiju kartu sa gomile odbačenih karata možete uzeti tek kada se otvorite, zato izvucite kartu iz špila: kliknite na njega ili pritisnite D.</translation>
    </message>
    <message>
        <source>To open, lay melds worth at least 40 points in one turn, from your own hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for.</source>
        <translation>Da biste se otvorili, izložite u jednom potezu kombinacije od najmanje 40 poena, samo kartama iz svoje ruke. Izaberite %1 %2 %3 %4: kliknite na svaku kartu ili se pomerajte strelicama levo i desno i pritisnite razmaknicu. Brojač pokazuje njihovu vrednost: od 2 do 9 po 5; 10, J, Q i K po 10; kec 15 (5 u A-2-3); džoker koliko karta koju zamenjuje.</translation>
    </message>
    <message>
        <source>Beside your name: your total, then this round&apos;s points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off %1 on West&apos;s diamonds for 5 more. Drag it there, or select it and press L.</source>
        <translation>Pored vašeg imena: vaš ukupan rezultat, pa u zagradi poeni ove runde, 0 (+50). Kombinacija na stolu više ne pripada nikome: dodajte %1 na Zapadov niz u karu za još 5 poena. Prevucite je tamo ili je izaberite i pritisnite L.</translation>
    </message>
    <message>
        <source>Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select %1 %2 and the joker.</source>
        <translation>Pazite, kazna je 300 poena: džoker uzet sa stola mora se u istom potezu odigrati u novoj kombinaciji. Ako ga odbacite ili zadržite u ruci, na kraju poteza dobijate 300 kaznenih poena. Izaberite %1 %2 i džokera.</translation>
    </message>
    <message>
        <source>Now take the %1, third from the top: click it, or press Shift+T and choose it. The cards above it come to your hand. A set, three or four cards of one rank in different suits, may be laid only while you have a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is one.</source>
        <translation>Sada uzmite %1, treću odozgo: kliknite na nju ili pritisnite Shift+T i izaberite je. Karte iznad nje prelaze u vašu ruku. Skup, tri ili četiri karte iste vrednosti u različitim bojama, može se izložiti samo ako imate niz (tri ili više uzastopnih karata iste boje), na stolu ili u ruci: vaše %2 %3 %4 čine niz.</translation>
    </message>
    <message>
        <source>Click the %1 on the pile, or press T: the run %1 %2 %3 goes down.</source>
        <translation>Kliknite na %1 na gomili ili pritisnite T: niz %1 %2 %3 ide na sto.</translation>
    </message>
    <message>
        <source>In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q K. Select %1 %2 %3.</source>
        <translation>U ovoj igri niz čine uzastopne brojčane karte iste boje, od 2 do 10, ili tačno J Q K. Izaberite %1 %2 %3.</translation>
    </message>
    <message>
        <source>You closed the round. Everyone scores the cards in melds, on the table or in hand, plus and the other cards minus; without a run the sets count minus.</source>
        <translation>Zatvorili ste rundu. Svako dobija plus za karte u kombinacijama, na stolu ili u ruci, a minus za ostale karte; bez niza se skupovi računaju u minus.</translation>
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
        <translation>Iz&amp;loži</translation>
    </message>
    <message>
        <source>Add to &amp;draft</source>
        <translation>&amp;Dodaj u pripremu</translation>
    </message>
    <message>
        <source>Clear draft</source>
        <translation>Očisti pripremu</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Po &amp;boji</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Po &amp;vrednosti</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Po&amp;ništi</translation>
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
        <source>Remi</source>
        <translation>Remi</translation>
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
        <translation>Na potezu je %1 — pritisnite razmaknicu da biste videli svoje karte</translation>
    </message>
    <message>
        <source>The card deck %1 cannot be read; using Remi&apos;s own deck.</source>
        <translation>Špil karata %1 ne može da se učita; koristi se ugrađeni špil programa Remi.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otvori…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Nema igre za čuvanje.</translation>
    </message>
    <message>
        <source>The saved players do not fit the game.</source>
        <translation>Sačuvani igrači ne odgovaraju igri.</translation>
    </message>
    <message>
        <source>Remi games (*.%1)</source>
        <translation>Igre Remi (*.%1)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Sačuvaj igru</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Igra je sačuvana u %1.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otvori igru</translation>
    </message>
    <message>
        <source>Game loaded from %1.</source>
        <translation>Igra je učitana iz %1.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 ne može da se otvori:
%2</translation>
    </message>
    <message>
        <source>New game dealt. %1</source>
        <extracomment>%1 what to do on the first turn (&quot;Your turn: draw from the stock (D) or take the discard (T)…&quot;).</extracomment>
        <translation>Karte za novu igru su podeljene. %1</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Sačuvaj &amp;kao…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Sačuvaj kao…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Podešavanja…</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Sakrij</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>Show your cards and play your turn (%1)</source>
        <translation>Prikaži svoje karte i odigraj potez (%1)</translation>
    </message>
    <message>
        <source>Lay the selected cards, with the draft, as new melds (%1)</source>
        <translation>Izloži izabrane karte, zajedno s pripremom, kao nove kombinacije (%1)</translation>
    </message>
    <message>
        <source>Keep the selected cards as one meld of a multi-meld opening (%1)</source>
        <translation>Ostavi izabrane karte po strani kao jednu od kombinacija za otvaranje (%1)</translation>
    </message>
    <message>
        <source>Put the draft cards back in the hand (%1)</source>
        <translation>Vrati karte iz pripreme u ruku (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by suit (%1)</source>
        <translation>Poređaj ruku po boji (%1)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (%1)</source>
        <translation>Poređaj ruku po vrednosti (%1)</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (%1)</source>
        <translation>Poništi poslednju radnju u ovom potezu (%1)</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Podešavanja su sačuvana.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Otvori je</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1. Game → Open… opens it again.</source>
        <extracomment>%1 the file the unfinished game was copied to.</extracomment>
        <translation>Vaša nedovršena partija je sačuvana kao %1. „Igra → Otvori…“ je ponovo otvara.</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Reconnecting…</source>
        <translation>Veza sa stolom je prekinuta. Ponovo se uspostavlja veza…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Igra na mreži</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Ponovo ste za stolom.</translation>
    </message>
    <message>
        <source>The table is open. Its code: %1</source>
        <translation>Sto je otvoren. Šifra stola: %1</translation>
    </message>
    <message>
        <source>Friends at home type one of these addresses: %1</source>
        <translation>Prijatelji u vašoj kućnoj mreži unose jednu od ovih adresa: %1</translation>
    </message>
    <message>
        <source>Invitation for seat %1: %2</source>
        <translation>Pozivnica za mesto %1: %2</translation>
    </message>
    <message>
        <source>Friends outside your home network need your router to forward port %1 (TCP) to this computer; they then use your public address.</source>
        <translation>Za prijatelje van vaše kućne mreže ruter mora da prosleđuje port %1 (TCP) na ovaj računar; oni tada koriste vašu javnu adresu.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>Igraj na &amp;mreži…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Domaćin</translation>
    </message>
    <message>
        <source>A game at a network table is kept by the table&apos;s server and cannot be saved to a file.</source>
        <translation>Igru za mrežnim stolom čuva server stola; ona se ne može sačuvati u datoteku.</translation>
    </message>
    <message>
        <source>Waiting for the online table to start…</source>
        <translation>Čeka se početak igre za mrežnim stolom…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Izađi</translation>
    </message>
    <message>
        <source>You host this table: your friends wait until you come back. Quit anyway?</source>
        <translation>Vi ste domaćin ovog stola: prijatelji će čekati dok se ne vratite. Ipak izaći?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Ipak izađi</translation>
    </message>
    <message>
        <source>&amp;Match standings…</source>
        <translation>Por&amp;edak partije…</translation>
    </message>
    <message>
        <source>The last match&apos;s standings…</source>
        <translation>Poredak prethodne partije…</translation>
    </message>
    <message>
        <source>A rematch is dealt: a new match at this table.</source>
        <translation>Podeljena je nova partija za istim stolom.</translation>
    </message>
    <message>
        <source>%1 started a rematch: a new match at this table.</source>
        <translation>%1 počinje novu partiju za istim stolom.</translation>
    </message>
</context>
<context>
    <name>MarkWords</name>
    <message>
        <source>Gold frame on a hand card: it is selected.</source>
        <translation>Zlatni okvir na karti u ruci: karta je izabrana.</translation>
    </message>
    <message>
        <source>Blue tint on a hand card: it is in the draft, not on the table yet.</source>
        <translation>Plava nijansa na karti u ruci: karta je u pripremi, još nije na stolu.</translation>
    </message>
    <message>
        <source>Light blue ring: the keyboard focus.</source>
        <translation>Svetloplavi prsten: fokus tastature.</translation>
    </message>
    <message>
        <source>Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, or the card you drew).</source>
        <translation>Žuti prsten koji bledi: promenjeno poslednjim potezom (nova kombinacija, karta dodata na kombinaciju, zamena džokera, odbačena karta ili karta koju ste izvukli).</translation>
    </message>
    <message>
        <source>Yellow dashed outline: where the hint&apos;s move goes.</source>
        <translation>Žuta isprekidana kontura: gde se igra potez iz saveta.</translation>
    </message>
    <message>
        <source>Yellow frame while you drag a card: it may be dropped there.</source>
        <translation>Žuti okvir dok prevlačite kartu: tu može da se pusti.</translation>
    </message>
    <message>
        <source>Red dashed outline while you drag a card: it may not go there; the reason is beside it.</source>
        <translation>Crvena isprekidana kontura dok prevlačite kartu: tu ne može da se pusti; razlog je naveden pored.</translation>
    </message>
    <message>
        <source>Red dashed frame and red dot: taken from the table this turn; lay it in a meld before the turn ends or it costs %1 points.</source>
        <extracomment>%1 the points a borrowed card costs (300).</extracomment>
        <translation>Crveni isprekidani okvir i crvena tačka: karta uzeta sa stola u ovom potezu; stavite je u kombinaciju pre kraja poteza, inače košta %1 poena.</translation>
    </message>
    <message>
        <source>Gold frame and dot on a discard: it may be taken.</source>
        <translation>Zlatni okvir i tačka na odbačenoj karti: može da se uzme.</translation>
    </message>
    <message>
        <source>Red tint after the round: a card that costs points.</source>
        <translation>Crvena nijansa posle runde: karta za koju se računaju kazneni poeni.</translation>
    </message>
    <message>
        <source>★: a joker; on the table its badge names the card it stands for.</source>
        <translation>★: džoker; na stolu njegova oznaka pokazuje koju kartu zamenjuje.</translation>
    </message>
    <message>
        <source>✓ before a name in the score table or the standings: the winner.</source>
        <translation>✓ ispred imena u tabeli rezultata ili u poretku: pobednik.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partija je završena</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Mesto</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Poredak</translation>
    </message>
    <message>
        <source>Totals after each round</source>
        <translation>Zbir posle svake runde</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanš</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Isti igrači i ista pravila, karte ponovo promešane</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova igra…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Čeka se domaćin…</translation>
    </message>
    <message>
        <source>The host of the table deals a rematch</source>
        <translation>Revanš deli domaćin stola</translation>
    </message>
    <message>
        <source>A new match at this table: the same players and options, newly shuffled</source>
        <translation>Nova partija za ovim stolom: isti igrači i pravila, karte ponovo promešane</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>One place of the standings as said: %1 the place (&quot;1.&quot;), %2 the player, %3 the total.</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Standings: %1.</source>
        <extracomment>The match&apos;s standings said to a screen reader: %1 the places (&quot;1. You, 100; 2. Ana, 0&quot;).</extracomment>
        <translation>Poredak: %1.</translation>
    </message>
    <message>
        <source>The last match</source>
        <extracomment>The standings of the match played before the host&apos;s rematch (Game → Match standings…).</extracomment>
        <translation>Prethodna partija</translation>
    </message>
    <message>
        <source>&amp;Leave the table and start a new game…</source>
        <translation>&amp;Napustite sto i počnite novu igru…</translation>
    </message>
    <message>
        <source>A new game on this computer: you leave this table</source>
        <translation>Nova igra na ovom računaru: napuštate ovaj sto</translation>
    </message>
</context>
<context>
    <name>MeldList</name>
    <message>
        <source>Table melds</source>
        <translation>Kombinacije na stolu</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>Na stolu još nema kombinacija.</translation>
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
        <translation>Računar (početnik)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Računar (prosečan)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Računar (jak)</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Ime na mestu %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>nasumično</translation>
    </message>
    <message>
        <source>The same seed, game and seats deal the same cards: leave empty for a new shuffle.</source>
        <translation>Isti broj deljenja, igra i mesta daju iste karte: ostavite prazno za novo mešanje.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Broj &amp;deljenja:</translation>
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
    <message>
        <source>Computer (expert)</source>
        <translation>Računar (stručnjak)</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>The seat&apos;s number is its mnemonic (Alt+1…).</extracomment>
        <translation>Mesto &amp;%1:</translation>
    </message>
    <message>
        <source>Player of seat %1: %2</source>
        <extracomment>Screen reader: %1 the seat&apos;s number, %2 who plays it (&quot;Computer (normal)&quot;).</extracomment>
        <translation>Igrač na mestu %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One rule option in the New Game dialog: %1 its label (&quot;Manipulation&quot;), %2 its value (&quot;off&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule options (Settings): %1.</source>
        <extracomment>%1 the options (&quot;Manipulation: off; Round to 5: on&quot;); they are changed in Settings.</extracomment>
        <translation>Opcije pravila (u podešavanjima): %1.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game chosen here starts when you press OK.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Sada se igra: %1. Igra koju ovde izaberete počinje kad pritisnete „U redu“.</translation>
    </message>
    <message>
        <source>Game and seats</source>
        <translation>Igra i mesta</translation>
    </message>
    <message>
        <source>Online: each other seat for a person is for a friend who joins over the network from their own computer.</source>
        <translation>Na mreži: svako drugo mesto za osobu je za prijatelja koji se pridružuje preko mreže sa svog računara.</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>The table could not be created: the connection to %1 was lost.</source>
        <translation>Sto nije mogao da se otvori: veza sa %1 je prekinuta.</translation>
    </message>
    <message>
        <source>The table was created without a seat for you.</source>
        <translation>Sto je otvoren, ali bez mesta za vas.</translation>
    </message>
    <message>
        <source>This table plays a game or an option this version does not know.</source>
        <translation>Ovaj sto koristi igru ili pravilo koje ova verzija programa ne poznaje.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. Ask the host for a seat.</source>
        <translation>Sva mesta za ovim stolom su zauzeta. Zamolite domaćina za mesto.</translation>
    </message>
    <message>
        <source>There is no such table at %1, or that seat is not yours. Check the table code.</source>
        <translation>Na %1 nema takvog stola ili to mesto nije vaše. Proverite šifru stola.</translation>
    </message>
    <message>
        <source>The server did not create the table (%1).</source>
        <translation>Server nije otvorio sto (%1).</translation>
    </message>
    <message>
        <source>Your seat was taken from another window.</source>
        <translation>Vaše mesto je zauzeto iz drugog prozora.</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Elimination</source>
        <translation>Igra na ispadanje</translation>
    </message>
    <message>
        <source>Elimination limit</source>
        <translation>Granica za ispadanje</translation>
    </message>
    <message>
        <source>Hand score</source>
        <translation>Poeni za hend</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>Broj džokera u špilu</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulacija (preuređivanje stola)</translation>
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
        <source>Rounds</source>
        <translation>Broj rundi</translation>
    </message>
    <message>
        <source>Rounds limit</source>
        <translation>Najviše rundi</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Granica poena</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Igra se do (poena)</translation>
    </message>
    <message>
        <source>Reshuffle the discards</source>
        <translation>Mešaju se svaki put</translation>
    </message>
    <message>
        <source>Reshuffle once</source>
        <translation>Mešaju se jednom</translation>
    </message>
    <message>
        <source>Turn the discards over</source>
        <translation>Okreću se bez mešanja</translation>
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
    <message>
        <source>on or off</source>
        <translation>uključeno ili isključeno</translation>
    </message>
    <message>
        <source>0 or %1 to %2</source>
        <translation>0 ili od %1 do %2</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>od %1 do %2, u koracima od %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <source>%1 is not an option of this game</source>
        <translation>%1 nije opcija ove igre</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Nepoznata igra %1.</translation>
    </message>
    <message>
        <source>Q-K-A is also a run; an ace left in hand is worth 15.</source>
        <translation>I Q-K-A je niz; kec koji ostane u ruci vredi 15.</translation>
    </message>
    <message>
        <source>At most one new meld per turn.</source>
        <translation>Najviše jedna nova kombinacija u potezu.</translation>
    </message>
    <message>
        <source>You can only go out by discarding your last card.</source>
        <translation>Zatvara se samo odbacivanjem poslednje karte.</translation>
    </message>
    <message>
        <source>Going rummy (going out in one turn without having melded or laid off before) doubles the score.</source>
        <translation>Remi u jednom potezu (zatvaranje odjednom, ako ranije u rundi niste ništa izložili ni dodali) udvostručuje poene.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.</source>
        <translation>Kada se špil potroši, odbačene karte se ili mešaju svaki put, ili samo jednom (drugi put se runda završava bez poena), ili se okreću bez mešanja.</translation>
    </message>
    <message>
        <source>Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).</source>
        <translation>Igra se do određenog broja poena (pobeđuje ko ga prvi dostigne) ili na zadati broj rundi (pobeđuje ko ima najviše poena).</translation>
    </message>
    <message>
        <source>The score that wins a match played to a target.</source>
        <translation>Koliko poena treba skupiti za pobedu.</translation>
    </message>
    <message>
        <source>The number of rounds of a match played over a fixed number of rounds.</source>
        <translation>Broj rundi partije koja se igra na zadati broj rundi.</translation>
    </message>
    <message>
        <source>The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).</source>
        <translation>Deljenje ide ulevo ili sledeći deli igrač koji je zatvorio (posle runde bez pobednika deljenje ide ulevo).</translation>
    </message>
    <message>
        <source>A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.</source>
        <translation>Runda u kojoj je špil ovoliko puta obnovljen, a u međuvremenu ništa nije izloženo ni dodato, završava se bez poena.</translation>
    </message>
    <message>
        <source>The points your first melds must be worth together.</source>
        <translation>Koliko poena moraju zajedno da vrede vaše prve kombinacije.</translation>
    </message>
    <message>
        <source>What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.</source>
        <translation>Koliko kec vredi pri otvaranju: 10; 1 u A-2-3, a inače 11; ili 11.</translation>
    </message>
    <message>
        <source>The points for an ace left in hand at the end of the round.</source>
        <translation>Poeni za keca koji na kraju runde ostane u ruci.</translation>
    </message>
    <message>
        <source>The points for a joker left in hand at the end of the round.</source>
        <translation>Poeni za džokera koji na kraju runde ostane u ruci.</translation>
    </message>
    <message>
        <source>A player who has not opened scores 100 plus the cards in hand instead of 100.</source>
        <translation>Igrač koji se nije otvorio dobija 100 plus vrednost karata u ruci, a ne samo 100.</translation>
    </message>
    <message>
        <source>The score of a player who closes normally.</source>
        <translation>Poeni igrača koji zatvori bez henda.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand.</source>
        <translation>Poeni igrača koji zatvori hendom.</translation>
    </message>
    <message>
        <source>The score of a player who closes with a hand that uses the cut card.</source>
        <translation>Poeni igrača koji zatvori hendom sa presečenom kartom.</translation>
    </message>
    <message>
        <source>After a hand the other players&apos; scores are doubled.</source>
        <translation>Posle henda poeni ostalih igrača se udvostručuju.</translation>
    </message>
    <message>
        <source>Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).</source>
        <translation>Standardno: pri otvaranju jedan džoker u kombinaciji, kasnije najviše onoliko džokera koliko ima pravih karata i nikad dva džokera jedan do drugog u nizu; jedan džoker u kombinaciji uvek; ili bilo koliko (uz bar jednu pravu kartu).</translation>
    </message>
    <message>
        <source>The 14-card run A-2-…-K-A is allowed.</source>
        <translation>Dozvoljen je niz od 14 karata A-2-…-K-A.</translation>
    </message>
    <message>
        <source>Laying off and swapping jokers are allowed in the turn you open.</source>
        <translation>Dodavanje na kombinacije i zamena džokera dozvoljeni su u potezu otvaranja.</translation>
    </message>
    <message>
        <source>A discard taken in order to open must be in the opening melds.</source>
        <translation>Karta uzeta sa gomile odbačenih karata radi otvaranja mora biti u kombinacijama otvaranja.</translation>
    </message>
    <message>
        <source>A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.</source>
        <translation>Džoker uzet zamenom sme da ostane u ruci, umesto da se u istom potezu vrati na sto.</translation>
    </message>
    <message>
        <source>A hand may not lay off onto other players&apos; melds.</source>
        <translation>U hendu se ne sme dodavati na tuđe kombinacije.</translation>
    </message>
    <message>
        <source>The opening must include a run without a joker.</source>
        <translation>Otvaranje mora da sadrži niz bez džokera.</translation>
    </message>
    <message>
        <source>Nobody may open or close in this many first circuits.</source>
        <translation>U ovoliko prvih krugova niko ne sme ni da se otvori ni da zatvori.</translation>
    </message>
    <message>
        <source>When discarding you may put a joker under your discard; a buried joker can never be taken.</source>
        <translation>Pri odbacivanju možete džokera staviti ispod karte koju odbacujete; sahranjeni džoker niko ne može uzeti.</translation>
    </message>
    <message>
        <source>A player who cuts a joker may leave it as the cut card instead of keeping it.</source>
        <translation>Igrač koji preseče džokera sme da ga ostavi kao presečenu kartu umesto da ga zadrži.</translation>
    </message>
    <message>
        <source>A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).</source>
        <translation>Karta koja može da se doda na kombinaciju na stolu ne sme da se odbaci (dok imate kartu koja ne može).</translation>
    </message>
    <message>
        <source>How often per round the discard pile is shuffled into a new stock when the stock runs out.</source>
        <translation>Koliko puta se u rundi odbačene karte mešaju u novi špil kada se špil potroši.</translation>
    </message>
    <message>
        <source>With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi&apos;s addition; the rules set no limit.</source>
        <translation>Uz neograničeno mešanje: runda u kojoj je špil ovoliko puta obnovljen, a u međuvremenu ništa nije izloženo ni dodato, završava se bez zatvaranja (svi dobijaju poene kao igrači koji nisu zatvorili). Dodatak programa Remi; pravila ne postavljaju granicu.</translation>
    </message>
    <message>
        <source>Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).</source>
        <translation>Jedan krug oko stola (svaki igrač deli jednom), dva kruga ili igra na ispadanje do granice za ispadanje (pobeđuje poslednji preostali igrač).</translation>
    </message>
    <message>
        <source>With elimination: a player whose total reaches this score is eliminated.</source>
        <translation>U igri na ispadanje: igrač čiji zbir dostigne ovaj broj poena ispada.</translation>
    </message>
    <message>
        <source>No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.</source>
        <translation>Bez odbacivanja (potez se samo završava); samo odbacivanje (odbačene karte se ne uzimaju); sme da se uzme gornja karta; ili bilo koja karta zajedno sa svim kartama iznad nje.</translation>
    </message>
    <message>
        <source>The number of jokers in each deck.</source>
        <translation>Broj džokera u svakom špilu.</translation>
    </message>
    <message>
        <source>Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).</source>
        <translation>Vrednosti karata zaokružene na 5 (2–9 vrede 5, kec pre dvojke 5); isključeno: tradicionalne vrednosti (2–9 nominalno, kec 1 pre dvojke i 11 posle kralja).</translation>
    </message>
    <message>
        <source>Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.</source>
        <translation>Manje je bolje: karte na stolu ne donose poene, ostali dobijaju vrednost svojih karata u ruci × 1 (remi × 2, čisti remi × 3, čisti remi pre tuđeg otvaranja × 4), a igrač koji dostigne granicu za ispadanje ispada.</translation>
    </message>
    <message>
        <source>Without challenge mode: the match ends when a total reaches this score.</source>
        <translation>Bez režima izazova: partija se završava kada neki zbir dostigne ovaj broj poena.</translation>
    </message>
    <message>
        <source>In challenge mode: a player whose total reaches this score is eliminated.</source>
        <translation>U režimu izazova: igrač čiji zbir dostigne ovaj broj poena ispada.</translation>
    </message>
    <message>
        <source>The match ends after this many rounds (0: no limit).</source>
        <translation>Partija se završava posle ovoliko rundi (0: bez ograničenja).</translation>
    </message>
    <message>
        <source>The time for a turn in seconds (0: no limit); a timeout costs 50.</source>
        <translation>Vreme za potez u sekundama (0: bez ograničenja); prekoračenje vremena košta 50 poena.</translation>
    </message>
    <message>
        <source>Cards taken from the pile may be discarded in the same turn.</source>
        <translation>Karte uzete sa gomile odbačenih karata smeju da se odbace u istom potezu.</translation>
    </message>
    <message>
        <source>In challenge mode: going out before anyone else opened gives −100 and doubles the others&apos; hands.</source>
        <translation>U režimu izazova: zatvaranje pre tuđeg otvaranja daje −100 i udvostručuje poene ostalih za karte u ruci.</translation>
    </message>
    <message>
        <source>Melds from your hand may be laid in any turn after drawing (keeping one card).</source>
        <translation>Kombinacije iz ruke smeju da se izlažu u svakom potezu posle izvlačenja (uz jednu zadržanu kartu).</translation>
    </message>
    <message>
        <source>How deep in the discard pile you may pick up a card.</source>
        <translation>Koliko duboko u gomili odbačenih karata smete da uzmete kartu.</translation>
    </message>
    <message>
        <source>The closing bonus is this multiplier × the value of the closing card.</source>
        <translation>Bonus za zatvaranje je ovaj množilac × vrednost karte zatvaranja.</translation>
    </message>
    <message>
        <source>The number of rounds of a match.</source>
        <translation>Broj rundi u partiji.</translation>
    </message>
    <message>
        <source>A 10 is worth 10 instead of 5.</source>
        <translation>Desetka vredi 10 umesto 5.</translation>
    </message>
    <message>
        <source>Challenge mode</source>
        <translation>Režim izazova</translation>
    </message>
    <message>
        <source>on</source>
        <translation>uključeno</translation>
    </message>
    <message>
        <source>off</source>
        <translation>isključeno</translation>
    </message>
    <message>
        <source>An ace at both ends of a run</source>
        <translation>Kec na oba kraja niza</translation>
    </message>
    <message>
        <source>An ace high or low</source>
        <translation>Kec i posle kralja</translation>
    </message>
    <message>
        <source>An ace left in hand</source>
        <translation>Vrednost keca u ruci</translation>
    </message>
    <message>
        <source>An ace in the opening</source>
        <translation>Vrednost keca pri otvaranju</translation>
    </message>
    <message>
        <source>Burying a joker</source>
        <translation>Sahranjivanje džokera</translation>
    </message>
    <message>
        <source>Discarding cards taken from the pile</source>
        <translation>Odbacivanje karte uzete sa gomile</translation>
    </message>
    <message>
        <source>The cutter may leave a joker</source>
        <translation>Ko preseče džokera, sme da ga ostavi</translation>
    </message>
    <message>
        <source>Score for closing</source>
        <translation>Poeni za zatvaranje</translation>
    </message>
    <message>
        <source>Closing bonus factor</source>
        <translation>Množilac bonusa za zatvaranje</translation>
    </message>
    <message>
        <source>Score for a hand with the cut card</source>
        <translation>Poeni za hend s presečenom kartom</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Smena delitelja</translation>
    </message>
    <message>
        <source>Use of the discard pile</source>
        <translation>Odbacivanje i uzimanje</translation>
    </message>
    <message>
        <source>A pile card taken to open is in the opening</source>
        <translation>Karta sa gomile mora ući u otvaranje</translation>
    </message>
    <message>
        <source>How deep in the discard pile</source>
        <translation>Dubina uzimanja sa gomile</translation>
    </message>
    <message>
        <source>Going out before anyone opened</source>
        <translation>Zatvaranje pre tuđeg otvaranja</translation>
    </message>
    <message>
        <source>Keeping a freed joker</source>
        <translation>Oslobođeni džoker ostaje u ruci</translation>
    </message>
    <message>
        <source>A hand doubles the others&apos; scores</source>
        <translation>Hend udvostručuje poene ostalih</translation>
    </message>
    <message>
        <source>Identical cards as a meld</source>
        <translation>Kombinacije identičnih karata</translation>
    </message>
    <message>
        <source>A joker left in hand</source>
        <translation>Vrednost džokera u ruci</translation>
    </message>
    <message>
        <source>Jokers in a meld</source>
        <translation>Ograničenje džokera</translation>
    </message>
    <message>
        <source>Laying off in the opening turn</source>
        <translation>Dodavanje u potezu otvaranja</translation>
    </message>
    <message>
        <source>How the match ends</source>
        <translation>Kraj partije</translation>
    </message>
    <message>
        <source>Melding from the hand in any turn</source>
        <translation>Izlaganje iz ruke u svakom potezu</translation>
    </message>
    <message>
        <source>Going out only with a discard</source>
        <translation>Zatvaranje samo odbacivanjem</translation>
    </message>
    <message>
        <source>Circuits without opening or closing</source>
        <translation>Krugovi bez otvaranja i zatvaranja</translation>
    </message>
    <message>
        <source>No discarding a card that fits</source>
        <translation>Bez odbacivanja karte koja se uklapa</translation>
    </message>
    <message>
        <source>Opening needs a run without a joker</source>
        <translation>Otvaranje traži niz bez džokera</translation>
    </message>
    <message>
        <source>Going rummy doubles the score</source>
        <translation>Remi u jednom potezu udvostručuje poene</translation>
    </message>
    <message>
        <source>Rebuilds without play that end a round</source>
        <translation>Obnove špila bez izlaganja do kraja runde</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Kada se špil potroši</translation>
    </message>
    <message>
        <source>Reshuffles of the stock</source>
        <translation>Koliko puta se špil meša</translation>
    </message>
    <message>
        <source>A hand lays off only on its own melds</source>
        <translation>Hend dodaje samo na svoje kombinacije</translation>
    </message>
    <message>
        <source>A 10 is worth 10</source>
        <translation>Desetka vredi 10</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Vreme za potez (sekunde)</translation>
    </message>
    <message>
        <source>Card values rounded to 5</source>
        <translation>Zaokruživanje na 5</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; cannot be &quot;%2&quot; (allowed: %3)</source>
        <extracomment>%1 the option as Settings names it (&quot;Going rummy doubles the score&quot;), %2 the stored value, %3 what is allowed.</extracomment>
        <translation>Opcija „%1“ ne može biti „%2“ (dozvoljeno: %3)</translation>
    </message>
    <message>
        <source>3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.</source>
        <translation>3 ili 4 potpuno iste karte čine kombinaciju, svaka vredi 10 poena više; uvek 4 špila.</translation>
    </message>
    <message>
        <source>Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.</source>
        <translation>Igrači koji su se otvorili smeju da uzimaju karte iz kombinacija na stolu i da preuređuju sto; svaka pozajmljena karta koja se do kraja poteza ne vrati na sto košta 300 poena.</translation>
    </message>
    <message>
        <source>Not opened pays 100 plus the hand</source>
        <translation>Ko se nije otvorio, plaća 100 + karte u ruci</translation>
    </message>
    <message>
        <source>Target score</source>
        <comment>how the match ends</comment>
        <translation>Do zadatog broja poena</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <comment>how the match ends</comment>
        <translation>Zadati broj rundi</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Izvuci iz špila</translation>
    </message>
    <message>
        <source>&amp;Take the top discard</source>
        <translation>&amp;Uzmi gornju odbačenu kartu</translation>
    </message>
    <message>
        <source>Take from deeper in the discard pile…</source>
        <translation>Uzmi dublje sa gomile odbačenih karata…</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>Iz&amp;loži</translation>
    </message>
    <message>
        <source>&amp;Lay off…</source>
        <translation>&amp;Dodaj na kombinaciju…</translation>
    </message>
    <message>
        <source>Swap a &amp;joker…</source>
        <translation>&amp;Zameni džokera…</translation>
    </message>
    <message>
        <source>Dis&amp;card</source>
        <translation>&amp;Odbaci</translation>
    </message>
    <message>
        <source>Discard, &amp;burying a joker</source>
        <translation>Odbaci i sahrani džo&amp;kera</translation>
    </message>
    <message>
        <source>&amp;End the turn without a discard</source>
        <translation>Završi pot&amp;ez bez odbacivanja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Poni&amp;šti</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Po&amp;novi</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Savet</translation>
    </message>
    <message>
        <source>Discard &amp;pile</source>
        <translation>&amp;Gomila odbačenih karata</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>St&amp;anje</translation>
    </message>
    <message>
        <source>Draw the cut c&amp;ard (for a hand)</source>
        <translation>Uzmi presečenu kartu (za &amp;hend)</translation>
    </message>
    <message>
        <source>Add to dra&amp;ft</source>
        <translation>Dodaj u &amp;pripremu</translation>
    </message>
    <message>
        <source>Sort b&amp;y suit</source>
        <translation>Poređaj po &amp;boji</translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation>Poređaj po &amp;vrednosti</translation>
    </message>
    <message>
        <source>Read the ha&amp;nd</source>
        <translation>Pročitaj &amp;ruku</translation>
    </message>
    <message>
        <source>Table melds l&amp;ist</source>
        <translation>Spisak ko&amp;mbinacija na stolu</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>&amp;Tabela rezultata</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Ceo &amp;ekran</translation>
    </message>
    <message>
        <source>Read the &amp;whole table</source>
        <translation>Pročitaj &amp;ceo sto</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Igra na mreži</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;ime:</translation>
    </message>
    <message>
        <source>Your computer offers the table; friends join it from their own Remi. Choose the game and the seats as for a new game: a seat for a person is a friend&apos;s seat, and the first one is yours.</source>
        <translation>Sto se otvara na vašem računaru; prijatelji sedaju za njega iz svog Remija. Izaberite igru i mesta kao za novu igru: mesto za čoveka je mesto za prijatelja, a prvo takvo mesto je vaše.</translation>
    </message>
    <message>
        <source>&amp;Game and seats…</source>
        <translation>Igra i &amp;mesta…</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Otvori sto</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Vaš sto</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation>&amp;Adresa domaćina:</translation>
    </message>
    <message>
        <source>as the host gave it</source>
        <translation>od domaćina</translation>
    </message>
    <message>
        <source>&amp;Table code:</source>
        <translation>&amp;Šifra stola:</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Sedi za sto</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Sto prijatelja</translation>
    </message>
    <message>
        <source>The last table: %1 at %2.</source>
        <translation>Poslednji sto: %1 na %2.</translation>
    </message>
    <message>
        <source>You have not played at a table yet.</source>
        <translation>Još niste igrali ni za jednim stolom na mreži.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Vrati se za sto</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Povratak za sto</translation>
    </message>
    <message>
        <source>O&amp;ffer hints at this table</source>
        <translation>Dozvoli savete za ovim s&amp;tolom</translation>
    </message>
    <message>
        <source>Unticked, nobody at the table gets hints (Play → Hint)</source>
        <translation>Ako nije označeno, niko za stolom ne dobija savete („Potez → Savet“)</translation>
    </message>
    <message numerus="yes">
        <source>%n friend(s)</source>
        <comment>Play online summary: the friends&apos; seats</comment>
        <translation>
            <numerusform>%n prijatelj</numerusform>
            <numerusform>%n prijatelja</numerusform>
            <numerusform>%n prijatelja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer player(s)</source>
        <comment>Play online summary: the computer seats</comment>
        <translation>
            <numerusform>%n računar</numerusform>
            <numerusform>%n računara</numerusform>
            <numerusform>%n računara</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: you, %2 and %3.</source>
        <comment>Play online summary: game, friends, computer players</comment>
        <translation>%1: vi, %2 i %3.</translation>
    </message>
    <message>
        <source>%1: you and %2.</source>
        <comment>Play online summary: game, then the friends or the computer players</comment>
        <translation>%1: vi i %2.</translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>The host turned hints off for this table.</source>
        <translation>Domaćin je isključio savete za ovim stolom.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>Po&amp;većaj</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Sm&amp;anji</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>Izaberi &amp;sve</translation>
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
        <translation>&amp;Poništi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Pon&amp;ovi</translation>
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
        <translation>Vrati podrazumevano</translation>
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
        <translation>Prvo morate da se otvorite.</translation>
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
        <translation>Sada ne možete da izložite kombinaciju.</translation>
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
        <translation>Ne možete da uzmete kartu tako duboko sa gomile.</translation>
    </message>
    <message>
        <source>A card from the pile must be melded at once with two of your cards.</source>
        <translation>Karta sa gomile mora odmah da se izloži u kombinaciji sa dve vaše karte.</translation>
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
        <source>Your opening is worth too few points.</source>
        <translation>Vaše otvaranje vredi premalo poena.</translation>
    </message>
    <message>
        <source>You must keep a card to discard.</source>
        <translation>Morate da zadržite kartu za odbacivanje.</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the pile.</source>
        <translation>Ne možete da odbacite kartu koju ste uzeli sa gomile.</translation>
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
    <message>
        <source>The hand is hidden: press Space to show it first.</source>
        <translation>Karte su skrivene: prvo pritisnite razmaknicu da biste ih videli.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>Kombinacija mora imati najmanje tri karte.</translation>
    </message>
    <message>
        <source>%1 alone would be only one card: a meld needs three.</source>
        <extracomment>%1 the cards (&quot;K♣ A♣&quot;): a meld needs three cards or more (a take or split may leave too few).</extracomment>
        <translation>Bila bi samo jedna karta (%1), a kombinacija ima najmanje tri.</translation>
    </message>
    <message>
        <source>%1 would be only two cards: a meld needs three.</source>
        <translation>Bile bi samo dve karte (%1), a kombinacija ima najmanje tri.</translation>
    </message>
    <message>
        <source>%1 would make the run too long.</source>
        <translation>Sa %1 niz bi bio predugačak.</translation>
    </message>
    <message>
        <source>A set has at most four cards: %1 would be a fifth.</source>
        <extracomment>A set or identical meld already has four cards; %1 the card that would be the fifth.</extracomment>
        <translation>Skup ima najviše četiri karte: %1 bi bila peta.</translation>
    </message>
    <message>
        <source>%1 does not fit a run of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): a run is all one suit.</extracomment>
        <translation>%1 ne pristaje u niz %2.</translation>
    </message>
    <message>
        <source>A run is all one suit: %1 does not fit.</source>
        <translation>Sve karte niza moraju biti iste boje: %1 ne pristaje.</translation>
    </message>
    <message>
        <source>%1 does not fit a set of %2.</source>
        <extracomment>%1 cards (&quot;9♣&quot;), %2 a rank in plural (&quot;kings&quot;).</extracomment>
        <translation>%1 ne pristaje u skup %2.</translation>
    </message>
    <message>
        <source>A set is all one rank: %1 does not fit.</source>
        <translation>Sve karte skupa moraju biti iste vrednosti: %1 ne pristaje.</translation>
    </message>
    <message>
        <source>Cards are missing between %1 and %2.</source>
        <extracomment>A run with cards missing between %1 and %2 (&quot;5♥&quot;, &quot;8♥&quot;).</extracomment>
        <translation>Između %1 i %2 nedostaju karte.</translation>
    </message>
    <message>
        <source>%1 cannot come after %2 in a run.</source>
        <translation>U nizu %1 ne može doći posle %2.</translation>
    </message>
    <message>
        <source>A run has each rank once: %1 and %2.</source>
        <translation>U nizu je svaka vrednost samo jednom: %1 i %2.</translation>
    </message>
    <message>
        <source>A set has each suit once: %1 and %2.</source>
        <translation>U skupu je svaka boja samo jednom: %1 i %2.</translation>
    </message>
    <message>
        <source>An ace is low in this game: %1 cannot come after the king.</source>
        <translation>U ovoj igri kec ide samo pre dvojke: %1 ne može doći posle kralja.</translation>
    </message>
    <message>
        <source>A run cannot have an ace at both ends (%1 and %2).</source>
        <translation>Niz ne može imati keca na oba kraja (%1 i %2).</translation>
    </message>
    <message>
        <source>%1 cannot be in a run in this game.</source>
        <extracomment>Remi Indonesia runs (2 to 10, or J Q K): %1 the cards that cannot be in a run.</extracomment>
        <translation>U ovoj igri u niz ne može da se stavi %1.</translation>
    </message>
    <message>
        <source>%1 and %2 do not join in a run in this game.</source>
        <translation>U ovoj igri %1 i %2 se ne spajaju u niz.</translation>
    </message>
    <message>
        <source>A run cannot go round from the king to the two: %1.</source>
        <translation>Niz ne može da pređe od kralja na dvojku: %1.</translation>
    </message>
    <message>
        <source>Too many jokers in one meld.</source>
        <translation>Previše džokera u jednoj kombinaciji.</translation>
    </message>
    <message>
        <source>Two jokers cannot stand next to each other in a run.</source>
        <translation>Dva džokera ne mogu stajati jedan do drugog u nizu.</translation>
    </message>
    <message>
        <source>%1 does not fit at either end of this run of %2.</source>
        <extracomment>%1 a card, %2 a suit as the CardNames &quot;of suit&quot; string gives it (&quot;hearts&quot;, Russian &quot;червей&quot;): the card is not next to either end of the run.</extracomment>
        <translation>%1 ne pristaje ni na jedan kraj ovog niza %2.</translation>
    </message>
    <message>
        <source>%1 does not fit that meld.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off on a meld that does not take it.</extracomment>
        <translation>%1 ne pristaje u tu kombinaciju.</translation>
    </message>
    <message>
        <source>That set already has %1.</source>
        <extracomment>%1 the card of that suit already in the set (&quot;A♣&quot;).</extracomment>
        <translation>Taj skup već ima %1.</translation>
    </message>
    <message>
        <source>Taking %1 would break the run into three pieces or more.</source>
        <translation>Ako biste uzeli %1, niz bi se raspao na tri ili više delova.</translation>
    </message>
    <message>
        <source>%1 would be left off the table.</source>
        <translation>Van stola bi ostalo: %1.</translation>
    </message>
    <message numerus="yes">
        <source>open first: %n points</source>
        <extracomment>A disabled menu entry&apos;s reason: the player must open first, with %n opening points.</extracomment>
        <translation>
            <numerusform>prvo se otvorite: %n poen</numerusform>
            <numerusform>prvo se otvorite: %n poena</numerusform>
            <numerusform>prvo se otvorite: %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>open first</source>
        <translation>prvo se otvorite</translation>
    </message>
    <message>
        <source>draw first</source>
        <translation>prvo izvucite kartu</translation>
    </message>
    <message>
        <source>already drawn</source>
        <translation>već ste izvukli kartu</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>niste na potezu</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>runda je završena</translation>
    </message>
    <message>
        <source>no valid meld</source>
        <translation>nema ispravne kombinacije</translation>
    </message>
    <message>
        <source>no meld takes it now</source>
        <translation>sada ne pristaje ni u jednu kombinaciju</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 fits none of the melds on the table.</source>
        <extracomment>%1 a card (&quot;9♣&quot;) the player tried to lay off: no meld on the table takes it.</extracomment>
        <translation>%1 ne pristaje ni u jednu kombinaciju na stolu.</translation>
    </message>
    <message>
        <source>table manipulation is off in this game; Settings can turn it on for a new game</source>
        <extracomment>A disabled menu entry&apos;s reason (rami&apos;s table manipulation option is off).</extracomment>
        <translation>manipulacija (preuređivanje stola) je isključena u ovoj igri; u podešavanjima može da se uključi za novu igru</translation>
    </message>
    <message>
        <source>A set needs a run of yours first.</source>
        <translation>Za skup vam prvo treba sopstveni niz.</translation>
    </message>
    <message>
        <source>The table is not reachable — reconnecting…</source>
        <translation>Sto nije dostupan — ponovo se uspostavlja veza…</translation>
    </message>
    <message>
        <source>You cannot go out in this turn: you had not opened before it and laid off on another player&apos;s meld. Undo that lay-off, or keep more cards.</source>
        <translation>U ovom potezu ne možete da zatvorite: pre njega se niste otvorili, a dodali ste kartu na kombinaciju drugog igrača. Poništite to dodavanje ili zadržite više karata.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>Your hand: %1</source>
        <translation>U ruci: %1</translation>
    </message>
    <message>
        <source>No melds on the table</source>
        <translation>Na stolu nema kombinacija</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Sto: %1</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Gomila odbačenih karata je prazna</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Gomila odbačenih karata, gornja je poslednja: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Špil: %n karta</numerusform>
            <numerusform>Špil: %n karte</numerusform>
            <numerusform>Špil: %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Presečena karta: %1</translation>
    </message>
    <message>
        <source>Choose a moment to see the table as it was.</source>
        <translation>Izaberite trenutak da biste videli kakav je tada bio sto.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vi</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>stručnjak</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Vaša ruka</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Sto</translation>
    </message>
    <message numerus="yes">
        <source>Stock (%n cards) and discard pile</source>
        <translation>
            <numerusform>Špil (%n karta) i gomila odbačenih karata</numerusform>
            <numerusform>Špil (%n karte) i gomila odbačenih karata</numerusform>
            <numerusform>Špil (%n karata) i gomila odbačenih karata</numerusform>
        </translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>presečena karta</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Re&amp;view my round…</source>
        <translation>&amp;Analiza moje runde…</translation>
    </message>
    <message>
        <source>What the expert would have done, turn by turn (%1)</source>
        <translation>Šta bi stručnjak odigrao, potez po potez (%1)</translation>
    </message>
    <message>
        <source>Review my round…</source>
        <translation>Analiza moje runde…</translation>
    </message>
    <message>
        <source>A round at a network table cannot be reviewed: only the table&apos;s server knows the cards that were dealt.</source>
        <translation>Runda za mrežnim stolom ne može da se analizira: samo server stola zna koje su karte podeljene.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1&apos;s review of round %2 is hidden. Show it when only %1 is looking.</source>
        <translation>Analiza runde %2 za igrača %1 je skrivena. Prikažite je kada gleda samo %1.</translation>
    </message>
    <message>
        <source>Review of round %1</source>
        <translation>Analiza runde %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n decisions…</source>
        <translation>
            <numerusform>Analiza: %1 od %n odluke…</numerusform>
            <numerusform>Analiza: %1 od %n odluke…</numerusform>
            <numerusform>Analiza: %1 od %n odluka…</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for another review to finish…</source>
        <translation>Čeka se da se završi druga analiza…</translation>
    </message>
    <message>
        <source>This round cannot be reviewed: it was not dealt from the match&apos;s seed.</source>
        <translation>Ova runda ne može da se analizira: nije podeljena po broju deljenja ove partije.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Analiza je otkazana.</translation>
    </message>
    <message>
        <source>No mistakes worth a point: every decision was the expert&apos;s, or as good within what the simulations can tell.</source>
        <translation>Nema grešaka vrednih nijednog poena: svaka odluka je bila ista kao stručnjakova ili, koliko simulacije mogu da pokažu, jednako dobra.</translation>
    </message>
    <message>
        <source>The table at the selected moment</source>
        <translation>Sto u izabranom trenutku</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runda:</translation>
    </message>
    <message>
        <source>Pl&amp;ayer:</source>
        <translation>&amp;Igrač:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Napredak analize</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Otkaži</translation>
    </message>
    <message>
        <source>Re&amp;view this round</source>
        <translation>&amp;Analiziraj ovu rundu</translation>
    </message>
    <message>
        <source>&amp;Show my review</source>
        <translation>Prikaži &amp;moju analizu</translation>
    </message>
    <message>
        <source>Moments that cost points</source>
        <translation>Trenuci koji su koštali poena</translation>
    </message>
    <message>
        <source>In &amp;turn order</source>
        <translation>Po redosledu &amp;poteza</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← Pre&amp;thodni</translation>
    </message>
    <message>
        <source>The moment before (Left arrow)</source>
        <translation>Prethodni trenutak (strelica levo)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Sledeći →</translation>
    </message>
    <message>
        <source>The next moment (Right arrow)</source>
        <translation>Sledeći trenutak (strelica desno)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Close the review (Esc); a review under way goes on</source>
        <translation>Zatvori analizu (Esc); analiza koja je u toku se nastavlja</translation>
    </message>
    <message>
        <source>Each decision is judged from what you knew at that moment, not by how the round ended: a round lost to the cards can still be well played.</source>
        <translation>Svaka odluka se ocenjuje prema onome što ste tada znali, a ne prema ishodu runde: i runda izgubljena zbog loših karata može biti dobro odigrana.</translation>
    </message>
    <message>
        <source>Other moves the expert would make, at no real cost:</source>
        <translation>Drugi potezi koje bi stručnjak odigrao, bez prave razlike u poenima:</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>draw from the stock</source>
        <translation>izvlačenje iz špila</translation>
    </message>
    <message>
        <source>take the cut card</source>
        <translation>uzimanje presečene karte</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>uzimanje gornje karte sa gomile odbačenih karata</translation>
    </message>
    <message numerus="yes">
        <source>take %n cards from the discard pile</source>
        <translation>
            <numerusform>uzimanje %n karte sa gomile odbačenih karata</numerusform>
            <numerusform>uzimanje %n karte sa gomile odbačenih karata</numerusform>
            <numerusform>uzimanje %n karata sa gomile odbačenih karata</numerusform>
        </translation>
    </message>
    <message>
        <source>pick up from the discard pile and meld %1</source>
        <translation>uzimanje sa gomile odbačenih karata i izlaganje %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>izlaganje %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>dodavanje %1 na kombinaciju</translation>
    </message>
    <message>
        <source>swap %1 for a joker on the table</source>
        <translation>zamena džokera na stolu kartom %1</translation>
    </message>
    <message>
        <source>take %1 from the table</source>
        <translation>uzimanje %1 sa stola</translation>
    </message>
    <message>
        <source>rearrange the table</source>
        <translation>preuređivanje stola</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>odbacivanje %1</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>završetak poteza</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>poništavanje</translation>
    </message>
    <message>
        <source>let the time run out</source>
        <translation>čekanje da istekne vreme</translation>
    </message>
    <message>
        <source>the %1 on the pile makes a meld</source>
        <translation>karta %1 sa gomile čini kombinaciju</translation>
    </message>
    <message>
        <source>the %1 from the pile helps less than a card from the stock</source>
        <translation>karta %1 sa gomile pomaže manje od karte iz špila</translation>
    </message>
    <message>
        <source>your move leaves %1 points of deadwood in hand, the expert&apos;s %2</source>
        <translation>poena u ruci van kombinacija posle vašeg poteza: %1, posle poteza stručnjaka: %2</translation>
    </message>
    <message>
        <source>the %1 is worth more in your hand than the %2</source>
        <translation>karta %1 vam u ruci vredi više od karte %2</translation>
    </message>
    <message>
        <source>keeping it in hand for a later turn is better</source>
        <translation>bolje je to zadržati u ruci za neki kasniji potez</translation>
    </message>
    <message>
        <source>playing to the table now is better</source>
        <translation>bolje je to odmah odigrati na sto</translation>
    </message>
    <message>
        <source>the joker is not worth giving up the %1</source>
        <translation>džoker nije vredan toga da date kartu %1</translation>
    </message>
    <message>
        <source>Turn %1: you %2; the expert would %3</source>
        <translation>Potez %1: izabrali ste %2; stručnjak bi izabrao %3</translation>
    </message>
    <message numerus="yes">
        <source>about %n points better on average</source>
        <translation>
            <numerusform>u proseku bolje za otprilike %n poen</numerusform>
            <numerusform>u proseku bolje za otprilike %n poena</numerusform>
            <numerusform>u proseku bolje za otprilike %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3 % sure)</source>
        <translation>%1: %2 (sigurnost %3 %)</translation>
    </message>
    <message>
        <source>%1: %2 (%3; %4 % sure)</source>
        <translation>%1: %2 (%3; sigurnost %4 %)</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>stručnjak</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>jak</translation>
    </message>
    <message>
        <source>good</source>
        <translation>prosečan</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>rekreativac</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>početnik</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4</source>
        <translation>
            <numerusform>Runda %1: odluka: %2, isto kao stručnjak: %3; zbog grešaka izgubljeno je oko %n poena — %4</numerusform>
            <numerusform>Runda %1: odluka: %2, isto kao stručnjak: %3; zbog grešaka izgubljeno je oko %n poena — %4</numerusform>
            <numerusform>Runda %1: odluka: %2, isto kao stručnjak: %3; zbog grešaka izgubljeno je oko %n poena — %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes — %1</source>
        <translation>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poena — %1</numerusform>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poena — %1</numerusform>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poena — %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no real difference on average</source>
        <translation>%1: u proseku nema prave razlike</translation>
    </message>
    <message>
        <source>%1: no real difference on average (the expert&apos;s reason: %2)</source>
        <translation>%1: u proseku nema prave razlike (razlog stručnjaka: %2)</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>The expert&apos;s turn move by move: %1 what came before, %2 the next move (&quot;discard 9♥&quot;).</extracomment>
        <translation>%1, zatim %2</translation>
    </message>
    <message>
        <source>%1 and go out</source>
        <extracomment>The expert&apos;s turn ends the round: %1 its moves (&quot;…, then discard Q♠&quot;).</extracomment>
        <translation>%1 i zatvaranje</translation>
    </message>
    <message>
        <source>the %1 on the pile lets you open: melds worth %2 of the %3 needed</source>
        <extracomment>%1 the pile card, %2 the opening&apos;s points with it, %3 the points an opening needs.</extracomment>
        <translation>sa kartom %1 sa gomile možete da se otvorite: kombinacije vrede %2 od potrebnih %3</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; after your discard %2 would open it with one draw, after the expert&apos;s %3</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %3 &quot;5 unseen cards&quot; (after the player&apos;s discard and after the expert&apos;s).</extracomment>
        <translation>niste se otvorili, pa se ruka računa %1 poena šta god da držite i karte van kombinacija nisu važne; karte koje vas u jednom izvlačenju otvaraju — posle vašeg odbacivanja: %2, posle stručnjakovog: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen cards</source>
        <translation>
            <numerusform>%n nepoznata karta</numerusform>
            <numerusform>%n nepoznate karte</numerusform>
            <numerusform>%n nepoznatih karata</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, such as %2</source>
        <extracomment>%1 the sentence before, %2 cards (&quot;8♣ 8♠&quot;) that open the hand only after the expert&apos;s discard.</extracomment>
        <translation>%1, na primer %2</translation>
    </message>
    <message>
        <source>you have not opened, so your hand counts %1 points whatever it holds and deadwood does not matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert&apos;s %4</source>
        <extracomment>An unopened remi51 hand: %1 its flat score, %2 and %4 the best opening&apos;s points after each discard, %3 the points an opening needs.</extracomment>
        <translation>niste se otvorili, pa se ruka računa %1 poena šta god da držite i karte van kombinacija nisu važne; posle vašeg odbacivanja kombinacije vrede %2 od %3 potrebnih za otvaranje, posle stručnjakovog %4</translation>
    </message>
    <message>
        <source>opening now is better: an unopened hand counts %1 points if another player goes out first</source>
        <translation>bolje je otvoriti se sada: ako drugi igrač prvi zatvori, neotvorena ruka se računa %1 poena</translation>
    </message>
    <message>
        <source>opening now is better than waiting</source>
        <translation>bolje je otvoriti se sada nego čekati</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the end of the turn</source>
        <translation>oslobođeni džoker u ovom potezu ne pravi novu kombinaciju sa vašim kartama, pa zamena na kraju poteza košta %1 poena</translation>
    </message>
    <message>
        <source>the freed joker makes no new meld with your cards, so the swap only gives up the %1</source>
        <translation>oslobođeni džoker ne pravi novu kombinaciju sa vašim kartama, pa zamena samo troši kartu %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as the expert would, about %n points lost to them</source>
        <extracomment>A round the player lost by never opening: %1 the round, %2 the points it paid, %3 the decisions judged, %4 those that were the expert&apos;s.</extracomment>
        <translation>
            <numerusform>Runda %1: rundu je koštalo to što se niste otvorili: %2 poena, bez obzira na karte u ruci; odluka: %3, kao stručnjak: %4, zbog ostalih izgubljeno oko %n poen</numerusform>
            <numerusform>Runda %1: rundu je koštalo to što se niste otvorili: %2 poena, bez obzira na karte u ruci; odluka: %3, kao stručnjak: %4, zbog ostalih izgubljeno oko %n poena</numerusform>
            <numerusform>Runda %1: rundu je koštalo to što se niste otvorili: %2 poena, bez obzira na karte u ruci; odluka: %3, kao stručnjak: %4, zbog ostalih izgubljeno oko %n poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match: about %n points lost to mistakes; not opening cost %1</source>
        <extracomment>%1 &quot;3 rounds&quot; the player lost by never opening.</extracomment>
        <translation>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poen; to što se niste otvorili koštalo je %1</numerusform>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poena; to što se niste otvorili koštalo je %1</numerusform>
            <numerusform>Partija: zbog grešaka izgubljeno je oko %n poena; to što se niste otvorili koštalo je %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n rundu</numerusform>
            <numerusform>%n runde</numerusform>
            <numerusform>%n rundi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Show the standings</source>
        <translation>Prikaži poredak</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Sledeća runda</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Show the final standings of the match (%1)</source>
        <translation>Prikaži konačni poredak partije (%1)</translation>
    </message>
    <message>
        <source>Deal the next round (%1)</source>
        <translation>Podeli sledeću rundu (%1)</translation>
    </message>
    <message>
        <source>The next round is dealt when every player has pressed Next round.</source>
        <translation>Sledeća runda se deli kada svi igrači pritisnu „Sledeća runda“.</translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Deli se sledeća runda…</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready for the next round…</source>
        <translation>Sledeća runda još čeka: %1…</translation>
    </message>
    <message>
        <source>Ready for the next round: the table deals it when every player is (%1)</source>
        <translation>Spremni ste za sledeću rundu: deli se kada svi budu spremni (%1)</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>no error</source>
        <translation>nema greške</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>datoteka ne može da se pročita: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>datoteka je veća od %1 bajtova</translation>
    </message>
    <message>
        <source>the file is nested deeper than %1 levels</source>
        <translation>ugnežđenost u datoteci je dublja od %1 nivoa</translation>
    </message>
    <message>
        <source>the file ends early (truncated at byte %1)</source>
        <translation>datoteka se prerano završava (prekinuta kod bajta %1)</translation>
    </message>
    <message>
        <source>the file is not valid JSON (byte %1)</source>
        <translation>datoteka nije ispravan JSON (bajt %1)</translation>
    </message>
    <message>
        <source>this is not a Remi save file</source>
        <translation>ovo nije datoteka sačuvane igre Remi</translation>
    </message>
    <message>
        <source>unknown save version %1 (this Remi reads version %2)</source>
        <translation>nepoznata verzija sačuvane igre %1 (ova verzija programa Remi čita verziju %2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nedostaje</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>očekuje se %1</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot; (allowed: %2)</source>
        <translation>neispravna vrednost „%1“ (dozvoljeno: %2)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>nepoznata igra „%1“</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>nepoznata opcija „%1“</translation>
    </message>
    <message>
        <source>bad option value: %1</source>
        <translation>neispravna vrednost opcije: %1</translation>
    </message>
    <message>
        <source>player count %1 (this game needs %2 to %3)</source>
        <translation>broj igrača %1 (ova igra traži od %2 do %3)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is dealt twice</source>
        <translation>karta %1 (id %2) je podeljena dvaput</translation>
    </message>
    <message>
        <source>card %1 (id %2) is missing from the deal</source>
        <translation>karta %1 (id %2) nedostaje u deljenju</translation>
    </message>
    <message>
        <source>round %1: the deal does not match the seed</source>
        <translation>runda %1: deljenje ne odgovara broju deljenja</translation>
    </message>
    <message>
        <source>round %1, step %2: %3</source>
        <translation>runda %1, korak %2: %3</translation>
    </message>
    <message>
        <source>round %1 is not over, yet another round follows</source>
        <translation>runda %1 nije završena, a sledi još jedna runda</translation>
    </message>
    <message>
        <source>round %1 follows the end of the match</source>
        <translation>runda %1 sledi posle kraja partije</translation>
    </message>
    <message>
        <source>the saved totals (%1) differ from the replayed ones (%2)</source>
        <translation>sačuvani zbirovi (%1) razlikuju se od ponovo odigranih (%2)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Ne može da se upiše %1: %2</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>mora biti ceo broj, a ne %1</translation>
    </message>
    <message>
        <source>%1 hands for %2 players</source>
        <translation>broj ruku (%1) ne odgovara broju igrača (%2)</translation>
    </message>
    <message>
        <source>number %1 out of range (byte %2)</source>
        <translation>broj %1 je izvan opsega (bajt %2)</translation>
    </message>
    <message>
        <source>this is not a file (a folder, a pipe or a device)</source>
        <translation>ovo nije datoteka (već fascikla, cev ili uređaj)</translation>
    </message>
    <message>
        <source>card %1 (id %2) is listed twice</source>
        <translation>karta %1 (id %2) je navedena dvaput</translation>
    </message>
    <message>
        <source>card %1 (id %2) is not in this player&apos;s hand</source>
        <translation>karte %1 (id %2) nema u ruci ovog igrača</translation>
    </message>
    <message>
        <source>card %1 (id %2) of the hand is missing</source>
        <translation>nedostaje karta %1 (id %2) iz ruke</translation>
    </message>
    <message>
        <source>seat %1 has no hand in round %2</source>
        <translation>mesto %1 nema karte u rundi %2</translation>
    </message>
    <message>
        <source>seat %1 has two hand orders</source>
        <translation>mesto %1 ima dva rasporeda karata u ruci</translation>
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
        <translation>Tabela rezultata</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>This round so far: %1.</source>
        <extracomment>Rami scores during the round: %1 each player&apos;s points so far (&quot;You 35, West -300&quot;).</extracomment>
        <translation>Dosadašnji poeni u ovoj rundi: %1.</translation>
    </message>
    <message>
        <source>Round %1 so far</source>
        <translation>Runda %1 (u toku)</translation>
    </message>
    <message numerus="yes">
        <source>Score after %n round(s): %1</source>
        <extracomment>%n the number of settled rounds, %1 the totals (&quot;You 45, West 120&quot;).</extracomment>
        <translation>
            <numerusform>Rezultat posle %n runde: %1</numerusform>
            <numerusform>Rezultat posle %n runde: %1</numerusform>
            <numerusform>Rezultat posle %n rundi: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this round…</source>
        <translation>Analiziraj ovu rundu…</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>Melded</source>
        <extracomment>Score table column: points of the melded cards.</extracomment>
        <translation>Izloženo</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>Score table column: going out, closing or remi points.</extracomment>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Penalty</source>
        <extracomment>Score table column: penalties (not opened, borrowed cards).</extracomment>
        <translation>Kazna</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Score table column: the cards left in hand.</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>×</source>
        <extracomment>Score table column: the multiplier (×2 after going rummy or a hand).</extracomment>
        <translation>×</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>Score table column: the round&apos;s score.</extracomment>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Množilac</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>Nobody went out: nobody could meld any more.</source>
        <translation>Niko nije zatvorio: niko više nije mogao ništa da izloži.</translation>
    </message>
    <message>
        <source>Nobody went out: twice round the table no card was played from a hand.</source>
        <translation>Niko nije zatvorio: dva kruga zaredom niko nije izložio nijednu kartu iz ruke.</translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Niko nije zatvorio: špil je potrošen.</translation>
    </message>
    <message>
        <source>%1 went rummy (all cards in one turn): the points count ×%2.</source>
        <translation>%1: remi u jednom potezu (sve karte odjednom), poeni se računaju ×%2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand (all cards at once): %2.</source>
        <extracomment>remi51 3.7: a &quot;hand&quot; is going out with all cards at once.</extracomment>
        <translation>%1: zatvaranje hendom (sve karte odjednom), %2.</translation>
    </message>
    <message>
        <source>%1 went out with a hand using the cut card: %2.</source>
        <translation>%1: hend sa presečenom kartom, %2.</translation>
    </message>
    <message>
        <source>After a hand the others&apos; points count ×%1.</source>
        <translation>Posle henda poeni ostalih se računaju ×%1.</translation>
    </message>
    <message>
        <source>%1 had not opened: %2.</source>
        <translation>%1: bez otvaranja, %2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): the others&apos; cards count ×%2.</source>
        <translation>%1: remi (otvaranje i zatvaranje u istom potezu), karte ostalih se računaju ×%2.</translation>
    </message>
    <message>
        <source>%1 made remi (opened and went out in one turn): %2 bonus.</source>
        <translation>%1: remi (otvaranje i zatvaranje u istom potezu), bonus %2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): the others&apos; cards count ×%2.</source>
        <translation>%1: čisti remi (samo nove kombinacije iz ruke), karte ostalih se računaju ×%2.</translation>
    </message>
    <message>
        <source>%1 made pure remi (only new melds from the hand): %2 bonus.</source>
        <translation>%1: čisti remi (samo nove kombinacije iz ruke), bonus %2.</translation>
    </message>
    <message>
        <source>Nobody else had opened: %2 more for %1.</source>
        <translation>Niko drugi se nije otvorio: %1 — još %2.</translation>
    </message>
    <message>
        <source>%1 went out before anyone else opened: %2.</source>
        <translation>%1: zatvaranje pre tuđeg otvaranja, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 kept %n borrowed card(s) from the table: %2.</source>
        <translation>
            <numerusform>%1: zadržana %n pozajmljena karta sa stola, %2.</numerusform>
            <numerusform>%1: zadržane %n pozajmljene karte sa stola, %2.</numerusform>
            <numerusform>%1: zadržano %n pozajmljenih karata sa stola, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ran out of time %n time(s): %2.</source>
        <translation>
            <numerusform>%1: vreme je isteklo %n put, %2.</numerusform>
            <numerusform>%1: vreme je isteklo %n puta, %2.</numerusform>
            <numerusform>%1: vreme je isteklo %n puta, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 closed with the %2: ×%3 = %4.</source>
        <translation>%1: zatvaranje, poslednja karta — %2, ×%3 = %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 poen</numerusform>
            <numerusform>%1 poena</numerusform>
            <numerusform>%1 poena</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out.</source>
        <translation>Niko nije zatvorio.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 od %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message numerus="yes">
        <source>out at %n point(s)</source>
        <translation>
            <numerusform>granica za ispadanje: %n poen</numerusform>
            <numerusform>granica za ispadanje: %n poena</numerusform>
            <numerusform>granica za ispadanje: %n poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>pobeđuje ko prvi stigne do %n poena</numerusform>
            <numerusform>pobeđuje ko prvi stigne do %n poena</numerusform>
            <numerusform>pobeđuje ko prvi stigne do %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Kraj runde %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>zatvaranje</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the standings: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>Winner: %1</source>
        <translation>
            <numerusform>Pobednik: %1</numerusform>
            <numerusform>Pobednici: %1</numerusform>
            <numerusform>Pobednici: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Melded: the points of the cards this player laid on the table this round.</source>
        <translation>Izloženo: poeni karata koje je ovaj igrač izložio na sto u ovoj rundi.</translation>
    </message>
    <message>
        <source>Bonus: the points for going out or for making remi.</source>
        <translation>Bonus: poeni za zatvaranje ili za remi.</translation>
    </message>
    <message>
        <source>Penalty: the points charged, for not having opened or for borrowed cards not given back.</source>
        <translation>Kazna: poeni za to što se igrač nije otvorio ili nije vratio pozajmljene karte.</translation>
    </message>
    <message>
        <source>Cards: the points of the cards left in hand, or of those the one who went out takes from the others.</source>
        <translation>Karte: poeni karata koje su ostale u ruci, ili onih koje onaj ko je zatvorio uzima od ostalih.</translation>
    </message>
    <message>
        <source>×: the round&apos;s points are multiplied by this (after going rummy, a hand or a remi).</source>
        <translation>×: poeni runde se množe ovim brojem (posle remija u jednom potezu, henda ili remija u Ramiju).</translation>
    </message>
    <message>
        <source>Round: the points of this round.</source>
        <translation>Runda: poeni ove runde.</translation>
    </message>
    <message>
        <source>Total: the match total after this round.</source>
        <translation>Ukupno: zbir partije posle ove runde.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Zatvorili ste.</translation>
    </message>
    <message>
        <source>%1: %2 this round, total %3</source>
        <extracomment>Screen reader, the round end: %1 a player, %2 the round&apos;s points (&quot;12 points&quot;), %3 the match total.</extracomment>
        <translation>%1: %2 u ovoj rundi, ukupno %3</translation>
    </message>
    <message>
        <source>Press Enter for the final standings.</source>
        <translation>Pritisnite Enter za konačni poredak.</translation>
    </message>
    <message>
        <source>Press Enter for the next round.</source>
        <translation>Pritisnite Enter za sledeću rundu.</translation>
    </message>
    <message>
        <source>%1 had no run, so the sets count minus: %2.</source>
        <translation>%1: bez niza, pa se skupovi računaju u minus, %2.</translation>
    </message>
    <message>
        <source>Round %1 over — %2</source>
        <extracomment>The round-end title: %1 the round&apos;s number, %2 how it ended, a sentence (&quot;You went out.&quot;, &quot;Computer 2 went out.&quot;). A language that writes no capital after a dash makes two sentences.</extracomment>
        <translation>Kraj runde %1. %2</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <comment>the round&apos;s outcome, a sentence</comment>
        <extracomment>The round&apos;s outcome, a whole sentence after &quot;Round 2 over — &quot;: %1 the name of the player who went out, a person of either gender or a computer seat (&quot;West&quot;). Word it as a sentence that reads with any name, e.g. in the present tense (&quot;Marko затвара.&quot;, &quot;Marko закрывает раунд.&quot;).</extracomment>
        <translation>%1 zatvara.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Rezultat: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>razmišlja…</translation>
    </message>
    <message>
        <source>%1: points scored this round</source>
        <extracomment>%1 the bracket shown after the score, e.g. &quot;(+45)&quot;.</extracomment>
        <translation>%1: poeni osvojeni u ovoj rundi</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
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
        <source>&amp;Four-colour deck</source>
        <translation>Špil u &amp;četiri boje</translation>
    </message>
    <message>
        <source>Draw diamonds blue and clubs green so that the four suits differ by colour.</source>
        <translation>Karo je plav, a tref zelen, pa se pik, herc, karo i tref razlikuju po boji.</translation>
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
        <source>Card &amp;deck:</source>
        <translation>&amp;Špil karata:</translation>
    </message>
    <message>
        <source>The card deck: Remi&apos;s own, or a KDE or Aisleriot deck installed on this computer. Four colours apply to Remi&apos;s own deck.</source>
        <translation>Špil karata: ugrađeni špil programa Remi ili špil iz KDE-a ili Aisleriot-a instaliran na ovom računaru. Četiri boje važe za ugrađeni špil.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Trenutno</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animacije:</translation>
    </message>
    <message>
        <source>How fast cards move; Instant puts every card in its place at once.</source>
        <translation>Koliko brzo se karte kreću; „Trenutno“ odmah stavlja svaku kartu na njeno mesto.</translation>
    </message>
    <message>
        <source>Co&amp;mputer speed:</source>
        <translation>Brzina &amp;računara:</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; moves are shown, one at a time; Instant shows a whole turn at once. F or a click on the table finishes a turn at once.</source>
        <translation>Koliko brzo se prikazuju potezi računara, jedan po jedan; „Trenutno“ prikazuje ceo potez odjednom. F ili klik na sto odmah završava potez.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Sto:</translation>
    </message>
    <message>
        <source>The cloth of the card table; the windows take its colours.</source>
        <translation>Čoja na stolu za karte; prozori dobijaju njene boje.</translation>
    </message>
    <message>
        <source>One card of each suit, as the chosen deck draws them.</source>
        <translation>Po jedna karta svake boje, onako kako ih crta izabrani špil.</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Zvukovi:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Puštaj &amp;zvukove</translation>
    </message>
    <message>
        <source>Cards sliding, the deal, your turn and a won round, softly; also in the View menu.</source>
        <translation>Tihi zvuci: karta koja klizi, deljenje karata, vaš potez i dobijena runda; isto i u meniju „Prikaz“.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Bez ograničenja</translation>
    </message>
    <message>
        <source>The game and its rule options apply to the next new game.</source>
        <extracomment>%1 the game on the table (&quot;Remi 51&quot;).</extracomment>
        <translation>Igra i njene opcije pravila važe od sledeće nove igre.</translation>
    </message>
    <message>
        <source>Playing now: %1. The game and its rule options chosen here apply to the next new game.</source>
        <translation>Sada se igra: %1. Igra i opcije pravila koje ovde izaberete važe od sledeće nove igre.</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>The game &quot;%1&quot; is not known; %2 is chosen instead.</source>
        <translation>Igra „%1“ nije poznata; umesto nje je izabrana igra %2.</translation>
    </message>
    <message>
        <source>The four-colour deck setting &quot;%1&quot; is neither on nor off; it is off.</source>
        <translation>Podešavanje „Špil u četiri boje“ ima vrednost „%1“, koja nije ni „uključeno“ ni „isključeno“; špil u četiri boje je isključen.</translation>
    </message>
    <message>
        <source>The animation speed &quot;%1&quot; is not known; the normal speed is used.</source>
        <translation>Brzina animacije „%1“ nije poznata; koristi se normalna brzina.</translation>
    </message>
    <message>
        <source>%1: %2; the game&apos;s own rule is used instead.</source>
        <extracomment>%1 the game (&quot;Rummy&quot;), %2 why its stored option cannot be used.</extracomment>
        <translation>%1: %2; umesto toga važi pravilo same igre.</translation>
    </message>
    <message>
        <source>The language &quot;%1&quot; is not known; English is used.</source>
        <translation>Jezik „%1“ nije poznat; koristi se engleski.</translation>
    </message>
    <message>
        <source>The card deck &quot;%1&quot; is not installed; Remi&apos;s own deck is used.</source>
        <translation>Špil karata „%1“ nije instaliran; koristi se ugrađeni špil programa Remi.</translation>
    </message>
    <message>
        <source>Some settings cannot be used:</source>
        <translation>Neka podešavanja ne mogu da se koriste:</translation>
    </message>
    <message>
        <source>The table &quot;%1&quot; is not known; the green felt is used.</source>
        <translation>Sto „%1“ nije poznat; koristi se zelena čoja.</translation>
    </message>
    <message>
        <source>The sound setting &quot;%1&quot; is neither on nor off; sounds are on.</source>
        <translation>Podešavanje „Zvukovi“ ima vrednost „%1“, koja nije ni „uključeno“ ni „isključeno“; zvuci su uključeni.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), a relative path.</extracomment>
        <translation>Datoteka podešavanja %1 nije zadata punom putanjom (HOME ili XDG_CONFIG_HOME je relativan); koriste se podrazumevana podešavanja i ne čuvaju se.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings are used, and not saved.</source>
        <extracomment>%1 the settings file (remi.conf), which is a pipe, a folder or a device.</extracomment>
        <translation>Datoteka podešavanja %1 nije obična datoteka (nego cev, fascikla ili uređaj); koriste se podrazumevana podešavanja i ne čuvaju se.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and the statistics start afresh.</source>
        <translation>Datoteka statistike ne može da se pročita; sačuvana je kao %1, a statistika počinje iznova.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be read and cannot be moved aside; statistics are not kept this time.</source>
        <translation>Datoteka statistike %1 ne može da se pročita ni da se preimenuje; statistika se ovaj put ne čuva.</translation>
    </message>
    <message>
        <source>Statistics are not kept this time.</source>
        <translation>Statistika se ovaj put ne čuva.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <translation>Statistika ne može da se sačuva u %1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Brisanje statistike</translation>
    </message>
    <message>
        <source>Forget every match played so far? This cannot be undone.</source>
        <translation>Zaboraviti sve dosad odigrane partije? Ovo se ne može poništiti.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Obriši…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Nivo računara</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odigrano</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Dobijeno</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Procenat pobeda</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Najbolji zbir</translation>
    </message>
    <message>
        <source>Worst total</source>
        <translation>Najlošiji zbir</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Trenutna serija pobeda</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Najduža serija pobeda</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Dobijene runde</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>početnik</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>prosečan</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>jak</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mešovito</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>stručnjak</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>in the draft</source>
        <translation>u pripremi</translation>
    </message>
    <message>
        <source>borrowed</source>
        <translation>pozajmljena</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <extracomment>Screen reader: the stock pile (face down) and its size.</extracomment>
        <translation>
            <numerusform>Špil, %n karta</numerusform>
            <numerusform>Špil, %n karte</numerusform>
            <numerusform>Špil, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;): the remi51 cut card, face up under the stock.</extracomment>
        <translation>Presečena karta: %1</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Gomila odbačenih karata je prazna</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), card %1 from the top: %2</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 the focused card&apos;s place (2: second from the top), %2 that card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Gomila odbačenih karata, %n karta, %1. karta odozgo: %2</numerusform>
            <numerusform>Gomila odbačenih karata, %n karte, %1. karta odozgo: %2</numerusform>
            <numerusform>Gomila odbačenih karata, %n karata, %1. karta odozgo: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s), top: %1</source>
        <extracomment>Screen reader: %n cards in the discard pile, %1 its top card (&quot;seven of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Gomila odbačenih karata, %n karta, gornja: %1</numerusform>
            <numerusform>Gomila odbačenih karata, %n karte, gornja: %1</numerusform>
            <numerusform>Gomila odbačenih karata, %n karata, gornja: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown, newest first: %1</source>
        <extracomment>%1 the discard pile cards shown on the table, newest first, separated by &quot;, &quot;.</extracomment>
        <translation>Vidljive, od najnovije: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s)</source>
        <extracomment>Screen reader: another player, %1 the name (&quot;Ana&quot;), %n the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1, %n karta</numerusform>
            <numerusform>%1, %n karte</numerusform>
            <numerusform>%1, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>, score %1</source>
        <extracomment>Screen reader: after &quot;Ana, 9 cards&quot;: %1 the seat&apos;s match score so far.</extracomment>
        <translation>, rezultat %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>Screen reader, a hand card: %1 the card (&quot;seven of hearts&quot;), %2 its place, %3 the cards in the hand.</extracomment>
        <translation>%1, %2 od %3</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Screen reader, a hand card in the selection.</extracomment>
        <translation>izabrana</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <source>Hello!</source>
        <translation>Zdravo!</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Na potezu ste.</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Samo trenutak.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Dobro odigrano!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Lepa partija!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Hvala!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the table chat: %1 the player&apos;s name, %2 what they said.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Mesto %1</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Ćaskanje za stolom</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Recite nešto ostalima za stolom</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Poruka</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Pošalji</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>Brze poruke</translation>
    </message>
</context>
<context>
    <name>TableMenus</name>
    <message>
        <source>%1 — low end</source>
        <translation>%1 — donji kraj</translation>
    </message>
    <message>
        <source>%1 — high end</source>
        <translation>%1 — gornji kraj</translation>
    </message>
    <message>
        <source>Swap the joker for your %1</source>
        <extracomment>%1 a hand card (&quot;seven of hearts&quot;).</extracomment>
        <translation>Stavi %1 na mesto džokera</translation>
    </message>
    <message>
        <source>Lay off your %1 here</source>
        <translation>Dodaj %1 ovde</translation>
    </message>
    <message>
        <source>Lay off your %1 at the low end</source>
        <translation>Dodaj %1 na donji kraj</translation>
    </message>
    <message>
        <source>Lay off your %1 at the high end</source>
        <translation>Dodaj %1 na gornji kraj</translation>
    </message>
    <message>
        <source>Take the %1 into your hand</source>
        <translation>Uzmi %1 u ruku</translation>
    </message>
    <message>
        <source>Take the whole meld</source>
        <translation>Uzmi celu kombinaciju</translation>
    </message>
    <message>
        <source>Split after the %1</source>
        <translation>Razdvoji posle karte: %1</translation>
    </message>
    <message>
        <source>Join with…</source>
        <translation>Spoji sa…</translation>
    </message>
    <message>
        <source>Move the %1 to…</source>
        <translation>Premesti %1 u…</translation>
    </message>
    <message>
        <source>No meld fits</source>
        <translation>Nijedna kombinacija ne odgovara</translation>
    </message>
    <message>
        <source>Nothing fits here now</source>
        <translation>Sada ovde ništa ne odgovara</translation>
    </message>
    <message>
        <source>Select a hand card first</source>
        <translation>Prvo izaberite kartu iz ruke</translation>
    </message>
    <message>
        <source>Deselect	Space</source>
        <translation>Ukloni iz izbora	Razmaknica</translation>
    </message>
    <message>
        <source>Select	Space</source>
        <translation>Izaberi	Razmaknica</translation>
    </message>
    <message>
        <source>Add the selection to the draft	N</source>
        <translation>Dodaj izabrano u pripremu	N</translation>
    </message>
    <message>
        <source>Meld	M</source>
        <translation>Izloži	M</translation>
    </message>
    <message>
        <source>Lay off on…</source>
        <translation>Dodaj na…</translation>
    </message>
    <message>
        <source>Swap joker in…</source>
        <translation>Zameni džokera u…</translation>
    </message>
    <message>
        <source>Discard	Delete</source>
        <translation>Odbaci	Delete</translation>
    </message>
    <message>
        <source>Discard, burying a joker under it</source>
        <translation>Odbaci kartu i ispod nje sahrani džokera</translation>
    </message>
    <message>
        <source>Nothing can be done with this meld</source>
        <translation>Sa ovom kombinacijom sada ne možete ništa da uradite</translation>
    </message>
    <message>
        <source>select three cards or more</source>
        <translation>izaberite tri karte ili više</translation>
    </message>
    <message>
        <source>Add the selection to the draft</source>
        <translation>Dodaj izabrano u pripremu</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Izloži</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Dodaj na kombinaciju</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>Zameni džokera</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odbaci</translation>
    </message>
    <message>
        <source>Discard, burying a joker</source>
        <translation>Odbaci i sahrani džokera</translation>
    </message>
    <message>
        <source>you hold no joker</source>
        <translation>nemate džokera</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock: %1</source>
        <translation>Špil: %1</translation>
    </message>
    <message>
        <source>Cut card</source>
        <translation>Presečena karta</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click to draw the top card.</source>
        <translation>
            <numerusform>Špil: %n karta. Kliknite da izvučete gornju kartu.</numerusform>
            <numerusform>Špil: %n karte. Kliknite da izvučete gornju kartu.</numerusform>
            <numerusform>Špil: %n karata. Kliknite da izvučete gornju kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker as %1</source>
        <translation>Džoker umesto %1</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s). Click or press %1 to draw the top card.</source>
        <extracomment>%1 the key that draws (D).</extracomment>
        <translation>
            <numerusform>Špil: %n karta. Kliknite ili pritisnite %1 da izvučete gornju kartu.</numerusform>
            <numerusform>Špil: %n karte. Kliknite ili pritisnite %1 da izvučete gornju kartu.</numerusform>
            <numerusform>Špil: %n karata. Kliknite ili pritisnite %1 da izvučete gornju kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.</source>
        <extracomment>%1 the cut card, %2 the key that takes it (Shift+D) (RULES.md 3.7).</extracomment>
        <translation>Presečena karta: %1, poslednja karta špila. Uzmite je (klik ili %2) samo za zatvaranje hendom.</translation>
    </message>
    <message>
        <source>Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.</source>
        <extracomment>%1 the key that discards the focused card (Delete).</extracomment>
        <translation>Gomila odbačenih karata: prazna. Odbacite kartu iz ruke tako što ćete je prevući ovde, dvaput kliknuti na nju ili pritisnuti %1.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), the %1 on top. Click it or press %2 to take it. Drop a hand card here, double-click it or press %3 to discard it.</source>
        <extracomment>%1 the top card, %2 the key that takes it (T), %3 the key that discards (Delete).</extracomment>
        <translation>
            <numerusform>Gomila odbačenih karata: %n karta, na vrhu: %1. Kliknite na gomilu ili pritisnite %2 da uzmete tu kartu. Odbacite kartu iz ruke tako što ćete je prevući ovde, dvaput kliknuti na nju ili pritisnuti %3.</numerusform>
            <numerusform>Gomila odbačenih karata: %n karte, na vrhu: %1. Kliknite na gomilu ili pritisnite %2 da uzmete tu kartu. Odbacite kartu iz ruke tako što ćete je prevući ovde, dvaput kliknuti na nju ili pritisnuti %3.</numerusform>
            <numerusform>Gomila odbačenih karata: %n karata, na vrhu: %1. Kliknite na gomilu ili pritisnite %2 da uzmete tu kartu. Odbacite kartu iz ruke tako što ćete je prevući ovde, dvaput kliknuti na nju ili pritisnuti %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click to take it with the cards above it.</source>
        <extracomment>%1 a card deeper in the discard pile (RULES.md 4.3, 5.3).</extracomment>
        <translation>%1: kliknite da uzmete ovu kartu zajedno sa kartama iznad nje.</translation>
    </message>
    <message>
        <source>%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.</source>
        <extracomment>%1 &quot;Draft: 54 points (2 melds)&quot;, %2 the Meld key (M), %3 the key that clears the draft.</extracomment>
        <translation>%1. Još nisu na stolu: pritisnite %2 ili kliknite „Izloži“ da ih izložite sve odjednom, %3 da ih vratite.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s) (the marked cards may be taken)</source>
        <translation>
            <numerusform>Gomila odbačenih karata: %n karta (označene karte mogu da se uzmu)</numerusform>
            <numerusform>Gomila odbačenih karata: %n karte (označene karte mogu da se uzmu)</numerusform>
            <numerusform>Gomila odbačenih karata: %n karata (označene karte mogu da se uzmu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Gomila odbačenih karata: %n karta</numerusform>
            <numerusform>Gomila odbačenih karata: %n karte</numerusform>
            <numerusform>Gomila odbačenih karata: %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draft: %1 points (%n meld(s))</source>
        <extracomment>%1 the draft&apos;s points, %n its melds: &quot;Draft: 49 points (2 melds)&quot;.</extracomment>
        <translation>
            <numerusform>Priprema: zbir %1 (%n kombinacija)</numerusform>
            <numerusform>Priprema: zbir %1 (%n kombinacije)</numerusform>
            <numerusform>Priprema: zbir %1 (%n kombinacija)</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>ponovo se povezuje…</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>igra računar</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Gomila odbačenih karata: prazna</translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Blue felt</source>
        <translation>Plava čoja</translation>
    </message>
    <message>
        <source>Wooden table</source>
        <translation>Drveni sto</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Zelena čoja</translation>
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
        <translation>Pozajmljeno: %1 — košta %2 poena ako ostane u ruci na kraju poteza</translation>
    </message>
    <message>
        <source>Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn</source>
        <extracomment>%1 the cards, %2 the total penalty, %3 the penalty per card (RULES.md 4.5).</extracomment>
        <translation>Pozajmljeno: %1 — košta %2 poena (po %3) ako ostanu u ruci na kraju poteza</translation>
    </message>
    <message>
        <source>Discard the %1 and end the turn anyway?</source>
        <translation>Ipak odbaciti %1 i završiti potez?</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>Ipak završiti potez?</translation>
    </message>
    <message>
        <source>%1. Press the key again to end the turn anyway.</source>
        <translation>%1. Pritisnite taster ponovo da biste ipak završili potez.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Završiti potez?</translation>
    </message>
    <message>
        <source>Your turn: Draw a card (or select two cards and click a pile card to meld it)</source>
        <translation>Vaš potez: izvucite kartu (ili izaberite dve karte i kliknite na kartu sa gomile da biste je izložili)</translation>
    </message>
    <message>
        <source>Your turn: Draw a card</source>
        <translation>Vaš potez: izvucite kartu</translation>
    </message>
    <message>
        <source>Your turn: Meld, lay off or discard</source>
        <translation>Vaš potez: izložite, dodajte ili odbacite</translation>
    </message>
    <message numerus="yes">
        <source> — opening: %1 of %n point(s) selected</source>
        <translation>
            <numerusform> — otvaranje: izabrano %1, potreban %n poen</numerusform>
            <numerusform> — otvaranje: izabrano %1, potrebna %n poena</numerusform>
            <numerusform> — otvaranje: izabrano %1, potrebno %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source> — a run without a joker is still needed</source>
        <extracomment>remi51 option openingNeedsNaturalRun: the opening needs a run without a joker.</extracomment>
        <translation> — potreban je još niz bez džokera</translation>
    </message>
    <message numerus="yes">
        <source> — draft: %n meld(s)</source>
        <translation>
            <numerusform> — priprema: %n kombinacija</numerusform>
            <numerusform> — priprema: %n kombinacije</numerusform>
            <numerusform> — priprema: %n kombinacija</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n second(s) left</source>
        <translation>
            <numerusform> — preostala %n sekunda</numerusform>
            <numerusform> — preostale %n sekunde</numerusform>
            <numerusform> — preostalo %n sekundi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot-seat: %1 the player shown, %2 what to do.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to show their hand…</source>
        <translation>Čeka se da %1 prikaže svoje karte…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 razmišlja…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Na potezu: %1…</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <translation>Izvukli ste %1.</translation>
    </message>
    <message>
        <source>You took the cut card, the %1.</source>
        <translation>Uzeli ste presečenu kartu: %1.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>Sa gomile odbačenih karata uzeli ste %1.</translation>
    </message>
    <message>
        <source>Melded: %1.</source>
        <translation>Izloženo: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Laid off the %1: %2.</source>
        <translation>Dodali ste %1 — %2.</translation>
    </message>
    <message>
        <source>The %1 took the joker&apos;s place: %2.</source>
        <translation>Stavili ste %1 na mesto džokera — %2.</translation>
    </message>
    <message>
        <source>Taken into your hand: %1.</source>
        <translation>Uzeto u ruku: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Table rearranged.</source>
        <translation>Sto je preuređen.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>Odbacili ste %1.</translation>
    </message>
    <message>
        <source>Turn ended.</source>
        <translation>Potez je završen.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile (T).</source>
        <translation>Savet: uzmite %1 sa gomile odbačenih karata (T).</translation>
    </message>
    <message>
        <source>Hint: draw the cut card (Shift+D).</source>
        <translation>Savet: uzmite presečenu kartu (Shift+D).</translation>
    </message>
    <message>
        <source>Hint: draw from the stock (D).</source>
        <translation>Savet: izvucite kartu iz špila (D).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (in the draft: press M).</source>
        <translation>Savet: izložite %1 (već u pripremi — pritisnite M).</translation>
    </message>
    <message>
        <source>Hint: meld %1 (selected: press M).</source>
        <translation>Savet: izložite %1 (karte su izabrane — pritisnite M).</translation>
    </message>
    <message>
        <source>Hint: lay off your %1 on %2 (L).</source>
        <translation>Savet: dodajte %1 na kombinaciju (L) — %2.</translation>
    </message>
    <message>
        <source>Hint: swap your %1 for the joker of %2 (J).</source>
        <translation>Savet: stavite %1 na mesto džokera (J) — %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 (Delete).</source>
        <translation>Savet: odbacite %1 (Delete).</translation>
    </message>
    <message>
        <source>Hint: end the turn (E).</source>
        <translation>Savet: završite potez (E).</translation>
    </message>
    <message>
        <source>Hint: pick up from the discard pile and meld it (select two cards, then T).</source>
        <translation>Savet: uzmite kartu sa gomile odbačenih karata i izložite je u kombinaciji (izaberite dve karte, zatim T).</translation>
    </message>
    <message>
        <source>Hint: rearrange the table.</source>
        <translation>Savet: preuredite sto.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>%1 the move taken back and its cards: &quot;Lay off — five of clubs&quot;.</extracomment>
        <translation>Poništeno.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>U ovom potezu nema šta da se poništi.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Ponovljeno.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nema šta da se ponovi.</translation>
    </message>
    <message>
        <source>Draft cleared.</source>
        <translation>Priprema je očišćena.</translation>
    </message>
    <message>
        <source>Hand sorted by suit.</source>
        <translation>Ruka je poređana po boji.</translation>
    </message>
    <message>
        <source>Hand sorted by rank.</source>
        <translation>Ruka je poređana po vrednosti.</translation>
    </message>
    <message>
        <source>The card is already the first.</source>
        <translation>Karta je već prva.</translation>
    </message>
    <message>
        <source>The card is already the last.</source>
        <translation>Karta je već poslednja.</translation>
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
        <source>Select the card to discard and the joker to bury under it.</source>
        <translation>Izaberite kartu za odbacivanje i džokera koji ćete sahraniti ispod nje.</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>otvaranje ✓</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>bez otvaranja</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>na potezu</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Gomila odbačenih karata je prazna.</translation>
    </message>
    <message>
        <source>Your turn: Meld or discard</source>
        <translation>Vaš potez: izložite kombinaciju ili odbacite kartu</translation>
    </message>
    <message>
        <source>Which card does the joker stand for?</source>
        <extracomment>Asked when a joker could stand at either end of a run; the answers are cards (&quot;2♠&quot;, &quot;5♠&quot;).</extracomment>
        <translation>Koju kartu zamenjuje džoker?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Poništeno: %1.</translation>
    </message>
    <message>
        <source>The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first.</source>
        <extracomment>%1 a card (&quot;seven of hearts&quot;); M and Shift+Escape are the keys of Meld and Clear draft.</extracomment>
        <translation>U pripremi je %1: prvo izložite pripremu (M) ili vratite tu kartu u ruku (Shift+Escape).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 a player, %2 the cards in their hand.</extracomment>
        <translation>
            <numerusform>%1: %n karta</numerusform>
            <numerusform>%1: %n karte</numerusform>
            <numerusform>%1: %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Špil: %n karta</numerusform>
            <numerusform>Špil: %n karte</numerusform>
            <numerusform>Špil: %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is away — waiting for them to reconnect…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is and whose connection was lost.</extracomment>
        <translation>%1 nije tu — čeka se da se ponovo poveže…</translation>
    </message>
    <message>
        <source>%1 is away: the computer plays for them…</source>
        <extracomment>Online, the status line: %1 the player whose turn it is, away longer than the table waits.</extracomment>
        <translation>%1 nije tu: računar igra umesto njega…</translation>
    </message>
    <message numerus="yes">
        <source>You opened with %1 points (%n needed): %2.</source>
        <extracomment>The human&apos;s meld that opened: %1 its opening points, %n the points needed, %2 the melds.</extracomment>
        <translation>
            <numerusform>Otvorili ste se sa %1 poena (potreban %n): %2.</numerusform>
            <numerusform>Otvorili ste se sa %1 poena (potrebna %n): %2.</numerusform>
            <numerusform>Otvorili ste se sa %1 poena (potrebno %n): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meld(s)</source>
        <extracomment>After N (add to the draft): %1 the combination added, %2 the draft&apos;s size (&quot;2 melds&quot;).</extracomment>
        <translation>
            <numerusform>%n kombinacija</numerusform>
            <numerusform>%n kombinacije</numerusform>
            <numerusform>%n kombinacija</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 of %n point(s)</source>
        <extracomment>The points the draft counts towards the opening: %1 of the %n needed.</extracomment>
        <translation>
            <numerusform>, %1 od %n poena</numerusform>
            <numerusform>, %1 od %n poena</numerusform>
            <numerusform>, %1 od %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: %1; %2.</source>
        <translation>Priprema: %1; %2.</translation>
    </message>
</context>
<context>
    <name>TurnUndo</name>
    <message>
        <source>Take from the discard pile</source>
        <translation>uzimanje sa gomile odbačenih karata</translation>
    </message>
    <message>
        <source>Pick up and meld</source>
        <translation>uzimanje i izlaganje</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>izlaganje kombinacije</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>dodavanje na kombinaciju</translation>
    </message>
    <message>
        <source>Swap a joker</source>
        <translation>zamena džokera</translation>
    </message>
    <message>
        <source>Take from the table</source>
        <translation>uzimanje sa stola</translation>
    </message>
    <message>
        <source>Rearrange the table</source>
        <translation>preuređivanje stola</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>premeštanje</translation>
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
        <translation>Još ne. %1</translation>
    </message>
</context>
<context>
    <name>TutorialBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Lekcija</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>The guided round&apos;s bubble: which step of how many.</extracomment>
        <translation>Korak %1 od %2</translation>
    </message>
    <message>
        <source>Not yet: this step first.</source>
        <extracomment>A guided round&apos;s bubble, under the step&apos;s words, after an action the step does not ask for.</extracomment>
        <translation>Još ne: prvo ovaj korak.</translation>
    </message>
    <message>
        <source>The lesson is over. Press Finish the lesson to close this window.</source>
        <extracomment>A guided round&apos;s bubble at the round&apos;s end; &quot;Finish the lesson&quot; is the button&apos;s text.</extracomment>
        <translation>Lekcija je završena. Pritisnite „Završi lekciju“ da biste zatvorili ovaj prozor.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Rummy</source>
        <translation>Osnovni remi</translation>
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
        <translation>Remi Indonezija</translation>
    </message>
    <message>
        <source>One deck, no jokers, no opening minimum: meld from the first turn. Empty your hand first to score the cards the others still hold.</source>
        <translation>Jedan špil, bez džokera, bez minimuma za otvaranje: izlaže se od prvog poteza. Ko prvi isprazni ruku, dobija poene za karte koje ostali još drže.</translation>
    </message>
    <message>
        <source>Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. The lowest total wins.</source>
        <translation>Dva špila i četiri džokera. Prve kombinacije moraju zajedno da vrede 51; zatvara se odbacivanjem poslednje karte. Pobeđuje igrač sa najmanjim zbirom.</translation>
    </message>
    <message>
        <source>Two decks with jokers. Open with 40; every card you then lay scores at once. The highest total wins. Taking and rearranging table melds is an option (Manipulation, off unless set in Settings).</source>
        <translation>Dva špila sa džokerima. Za otvaranje je potrebno 40; posle toga svaka karta koju odigrate na sto odmah donosi poene. Pobeđuje igrač sa najvećim zbirom. Uzimanje karata iz kombinacija na stolu i preuređivanje stola je opcija („Manipulacija (preuređivanje stola)“, isključena dok je ne uključite u podešavanjima).</translation>
    </message>
    <message>
        <source>One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with a run. Closing earns a bonus.</source>
        <translation>Jedan špil, sedam karata, bez džokera. Karta sa gomile odbačenih karata uzima se samo da bi se odmah izložila; skupovi se računaju samo uz niz. Zatvaranje donosi dodatne poene.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Waiting room</source>
        <translation>Čekanje igrača</translation>
    </message>
    <message>
        <source>&amp;Computer players take the open seats</source>
        <translation>&amp;Računar zauzima slobodna mesta</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Počni</translation>
    </message>
    <message>
        <source>Seat %1: computer player</source>
        <translation>Mesto %1: računar</translation>
    </message>
    <message>
        <source>Seat %1: open, waiting for a friend</source>
        <translation>Mesto %1: slobodno, čeka se prijatelj</translation>
    </message>
    <message>
        <source>Seat %1: %2, here</source>
        <translation>Mesto %1: %2, za stolom</translation>
    </message>
    <message>
        <source>Seat %1: %2, away</source>
        <translation>Mesto %1: %2, nije za stolom</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vi)</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>&amp;Kopiraj pozivnicu</translation>
    </message>
    <message>
        <source>Table code: %1 — friends join with it from Game → Play online…</source>
        <translation>Šifra stola: %1 — prijatelji s njom sedaju za sto preko „Igra → Igraj na mreži…“</translation>
    </message>
    <message>
        <source>Table %1: the host starts the game when everybody is here.</source>
        <translation>Sto %1: domaćin počinje igru kad svi stignu.</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <translation>Broj deljenja (ponavlja isto deljenje).</translation>
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
        <source>Print where the card decks, translations and rules help were found, then quit.</source>
        <translation>Ispiši gde su pronađeni špilovi karata, prevodi i pomoć za pravila, pa izađi.</translation>
    </message>
    <message>
        <source>Print the start-up time and the memory after this many turns, then quit (benchmarks/startup.sh).</source>
        <translation>Ispiši vreme pokretanja i zauzetu memoriju posle ovoliko poteza, pa izađi (benchmarks/startup.sh).</translation>
    </message>
    <message>
        <source>Continue the autosaved game directly.</source>
        <translation>Odmah nastavi automatski sačuvanu igru.</translation>
    </message>
    <message>
        <source>Pause before each computer turn.</source>
        <translation>Zastani pre svakog poteza računara.</translation>
    </message>
    <message>
        <source>Folder of the autosave (default: the user&apos;s application data folder).</source>
        <translation>Fascikla za automatsko čuvanje (podrazumevano: korisnikova fascikla s podacima aplikacije).</translation>
    </message>
    <message>
        <source>Play unattended (no round dialogs) and quit with exit code 0 when the match ends.</source>
        <translation>Igraj bez nadzora (bez prozora na kraju runde) i izađi s izlaznim kodom 0 kada se partija završi.</translation>
    </message>
    <message>
        <source>With --exit-when-match-ends: quit after this many rounds as well.</source>
        <translation>Uz --exit-when-match-ends: izađi i posle ovoliko rundi.</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Računar %1</translation>
    </message>
    <message>
        <source>No unfinished game to resume.</source>
        <translation>Nema nedovršene igre za nastavak.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>Nastavak nije moguć: %1</translation>
    </message>
    <message>
        <source>Remi</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4.</source>
        <translation>--%1: „%2“ nije ceo broj od %3 do %4.</translation>
    </message>
    <message>
        <source>Unknown language: %1 (en, sr, sr_Latn or ru)</source>
        <translation>Nepoznat jezik: %1 (en, sr, sr_Latn ili ru)</translation>
    </message>
    <message>
        <source>--variant: unknown game &quot;%1&quot; (remi51, rummy, rami or remi_indonesia).</source>
        <translation>--variant: nepoznata igra „%1“ (remi51, rummy, rami ili remi_indonesia).</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 players, not %4.</source>
        <translation>--seats: za %1 je potrebno od %2 do %3 igrača, a ne %4.</translation>
    </message>
    <message>
        <source>--players: %1 needs %2 to %3 players, not &quot;%4&quot;.</source>
        <translation>--players: za %1 je potrebno od %2 do %3 igrača, a ne „%4“.</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed: „%1“ nije ceo broj od 0 do 18446744073709551615.</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.</source>
        <translation>--size: „%1“ nije veličina prozora ŠIRINAxVISINA od 1x1 do %2x%2.</translation>
    </message>
    <message>
        <source>--screenshot: the file name is empty.</source>
        <translation>--screenshot: ime datoteke je prazno.</translation>
    </message>
    <message>
        <source>An unfinished game is autosaved; this unattended run starts a new game and leaves the autosave as it is (--resume continues it).</source>
        <translation>Postoji automatski sačuvana nedovršena partija; ovo pokretanje bez nadzora počinje novu partiju i ne dira sačuvanu (--resume je nastavlja).</translation>
    </message>
    <message>
        <source>A saved game (.remi) to open.</source>
        <translation>Sačuvana igra (.remi) koju treba otvoriti.</translation>
    </message>
    <message>
        <source>Unknown option %1 (remi --help lists the options).</source>
        <translation>Nepoznata opcija %1 (remi --help ispisuje opcije).</translation>
    </message>
    <message>
        <source>Only one saved game can be opened, not %1.</source>
        <translation>Može da se otvori samo jedna sačuvana igra, a ne %1.</translation>
    </message>
    <message>
        <source>The name of the saved game is empty.</source>
        <translation>Ime sačuvane igre je prazno.</translation>
    </message>
    <message>
        <source>--resume continues the autosaved game; it cannot be given with a file.</source>
        <translation>--resume nastavlja automatski sačuvanu igru; ne može da se zada uz datoteku.</translation>
    </message>
    <message>
        <source>The autosaved game is open in another Remi window.</source>
        <translation>Automatski sačuvana igra je otvorena u drugom prozoru Remija.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 ne može da se otvori: %2</translation>
    </message>
    <message>
        <source>One entry per seat: human, computer, easy, normal, hard or expert (e.g. computer,computer,computer); sets the number of players.</source>
        <translation>Po jedan unos za svako mesto: human, computer, easy, normal, hard ili expert (npr. computer,computer,computer); određuje broj igrača.</translation>
    </message>
    <message>
        <source>--seats: unknown seat &quot;%1&quot; (human, computer, easy, normal, hard or expert).</source>
        <translation>--seats: nepoznato mesto „%1“ (human, computer, easy, normal, hard ili expert).</translation>
    </message>
    <message>
        <source>Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia.</source>
        <translation>Igre iz porodice remija: Osnovni remi, Remi 51, Rami, Remi Indonezija.</translation>
    </message>
    <message>
        <source>With --screenshot: picture this dialog instead of the window (settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend).</source>
        <translation>Uz --screenshot: slikaj ovaj dijalog umesto prozora (settings, newgame, playmenu: otvoren meni „Potez“, ili help: pomoć za pravila, F1) ili igraj do kraja runde ili partije (roundend, matchend).</translation>
    </message>
    <message>
        <source>--screenshot-dialog: unknown dialog &quot;%1&quot; (settings, newgame, playmenu, help, roundend or matchend).</source>
        <translation>--screenshot-dialog: nepoznat prozor „%1“ (settings, newgame, playmenu, help, roundend ili matchend).</translation>
    </message>
    <message>
        <source>remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).</source>
        <translation>remi: nema ekrana na kojem bi se otvorio prozor (DISPLAY i WAYLAND_DISPLAY nisu postavljeni).</translation>
    </message>
    <message>
        <source>This is your game on this computer. Your online table %1 may still be open: Game → Play online… → Rejoin takes you back to it.</source>
        <extracomment>Beside the question whether to continue the local game: %1 the code of the last online table.</extracomment>
        <translation>Ovo je vaša igra na ovom računaru. Vaš mrežni sto %1 možda je još otvoren: „Igra → Igraj na mreži… → Povratak za sto“ vraća vas za njega.</translation>
    </message>
</context>
</TS>
