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
        <source>the %n hands agreed were played.</source>
        <translation>
            <numerusform>the %n hand agreed was played.</numerusform>
            <numerusform>the %n hands agreed were played.</numerusform>
        </translation>
    </message>
</context>
</TS>
