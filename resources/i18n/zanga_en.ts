<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vale(s)</source>
        <translation>
            <numerusform>%n vale</numerusform>
            <numerusform>%n vales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piedra(s)</source>
        <translation>
            <numerusform>%n piedra</numerusform>
            <numerusform>%n piedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) a team</source>
        <translation>
            <numerusform>%n player a team</numerusform>
            <numerusform>%n players a team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standing now scores %n point(s) of pairs (section 10).</source>
        <translation>
            <numerusform>Standing now scores %n point of pairs (section 10).</numerusform>
            <numerusform>Standing now scores %n points of pairs (section 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A side reaches %n point(s) (section 11).</source>
        <translation>
            <numerusform>A side reaches %n point (section 11).</numerusform>
            <numerusform>A side reaches %n points (section 11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A bacigote is three equal cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>A bacigote is three equal cards, and you hold %n card.</numerusform>
            <numerusform>A bacigote is three equal cards, and you hold %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A báciga is three cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>A báciga is three cards, and you hold %n card.</numerusform>
            <numerusform>A báciga is three cards, and you hold %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pass, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>You pass, laying down %n card face down (section 5).</numerusform>
            <numerusform>You pass, laying down %n cards face down (section 5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} passes, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>{0} passes, laying down %n card face down (section 5).</numerusform>
            <numerusform>{0} passes, laying down %n cards face down (section 5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one more card goes pasado %n time(s) in 20</source>
        <translation>
            <numerusform>one more card goes pasado %n time in 20</numerusform>
            <numerusform>one more card goes pasado %n times in 20</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> with %n point(s) of pairs</source>
        <translation>
            <numerusform> with %n point of pairs</numerusform>
            <numerusform> with %n points of pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paso: %n card(s)</source>
        <translation>
            <numerusform>Paso: %n card</numerusform>
            <numerusform>Paso: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n hands agreed were played.</source>
        <translation>
            <numerusform>the %n hand agreed was played.</numerusform>
            <numerusform>the %n hands agreed were played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sung: {0}</source>
        <translation>
            <numerusform>Sung: {0}</numerusform>
            <numerusform>Sung: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {0} of {1} · to %n point(s)</source>
        <translation>
            <numerusform>Round {0} of {1} · to %n point</numerusform>
            <numerusform>Round {0} of {1} · to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody captured: the %n card(s) left go to nobody.</source>
        <translation>
            <numerusform>Nobody captured: the %n card left goes to nobody.</numerusform>
            <numerusform>Nobody captured: the %n cards left go to nobody.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to your pair, the last to capture (section 10).</source>
        <translation>
            <numerusform>The %n card left on the table goes to your pair, the last to capture (section 10).</numerusform>
            <numerusform>The %n cards left on the table go to your pair, the last to capture (section 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to you, the last to capture (section 10).</source>
        <translation>
            <numerusform>The %n card left on the table goes to you, the last to capture (section 10).</numerusform>
            <numerusform>The %n cards left on the table go to you, the last to capture (section 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to {0}, the last to capture (section 10).</source>
        <translation>
            <numerusform>The %n card left on the table goes to {0}, the last to capture (section 10).</numerusform>
            <numerusform>The %n cards left on the table go to {0}, the last to capture (section 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a side has reached %n point(s).</source>
        <translation>
            <numerusform>The game is over: a side has reached %n point.</numerusform>
            <numerusform>The game is over: a side has reached %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, hosted by {1}: %n free of {2} seats</source>
        <translation>
            <numerusform>{0}, hosted by {1}: %n free of {2} seats</numerusform>
            <numerusform>{0}, hosted by {1}: %n free of {2} seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) at this screen</source>
        <translation>
            <numerusform>%n player at this screen</numerusform>
            <numerusform>%n players at this screen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closing the table stops the game for %n player(s) at other computers: {0}. The game is kept: Reopen your table, on the start screen, opens it again, and they take their seats back when they join.</source>
        <translation>
            <numerusform>Closing the table stops the game for %n player at another computer: {0}. The game is kept: Reopen your table, on the start screen, opens it again, and they take their seats back when they join.</numerusform>
            <numerusform>Closing the table stops the game for %n players at other computers: {0}. The game is kept: Reopen your table, on the start screen, opens it again, and they take their seats back when they join.</numerusform>
        </translation>
    </message>
</context>
</TS>
