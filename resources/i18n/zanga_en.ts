<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="350"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../zanga_desktop/ui/start.py" line="503"/>
        <location filename="../../zanga_desktop/ui/start.py" line="505"/>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="38"/>
        <source>%n vale(s)</source>
        <translation>
            <numerusform>%n vale</numerusform>
            <numerusform>%n vales</numerusform>
        </translation>
    </message>
</context>
</TS>
