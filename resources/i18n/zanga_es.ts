<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="62"/>
        <location filename="../../zanga_desktop/ui/main_window.py" line="216"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="22"/>
        <source>Zanga</source>
        <translation>Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="190"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="192"/>
        <source>&amp;New game...</source>
        <translation>&amp;Nueva partida...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="193"/>
        <source>&amp;Save...</source>
        <translation>&amp;Guardar...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="194"/>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="195"/>
        <source>&amp;Export this hand...</source>
        <translation>&amp;Exportar esta mano...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="196"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Deshacer mi última carta</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="197"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="198"/>
        <source>S&amp;tatistics...</source>
        <translation>&amp;Estadísticas...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="199"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="200"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="201"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="202"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="195"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="195"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="191"/>
        <source>St&amp;art screen</source>
        <translation>Pantalla de &amp;inicio</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="202"/>
        <source>Normal</source>
        <comment>speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="203"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="195"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="203"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="196"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="205"/>
        <source>&amp;Highlight cards I may play</source>
        <translation>&amp;Resaltar las cartas que puedo jugar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="206"/>
        <source>&amp;Colour-blind deck</source>
        <translation>Baraja para &amp;daltónicos</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="207"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="210"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="211"/>
        <source>&amp;About Zanga</source>
        <translation>&amp;Acerca de Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="270"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="270"/>
        <source>A game was left unfinished. Resume it?</source>
        <translation>Quedó una partida sin terminar. ¿Continuarla?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="371"/>
        <source>Cannot resume</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="372"/>
        <location filename="../../zanga_desktop/ui/start.py" line="493"/>
        <source>The unfinished game cannot be resumed: its file is damaged.</source>
        <translation>La partida sin terminar no se puede continuar: su archivo está dañado.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="373"/>
        <location filename="../../zanga_desktop/ui/start.py" line="497"/>
        <source>The file is kept in {0}; a new game will not overwrite it.</source>
        <translation>El archivo se conserva en {0}; una partida nueva no lo sobrescribirá.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="411"/>
        <source>Cannot open this file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="412"/>
        <source>The game could not be opened: {0}</source>
        <translation>No se pudo abrir la partida: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="430"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="435"/>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="436"/>
        <location filename="../../zanga_desktop/ui/main_window.py" line="442"/>
        <location filename="../../zanga_desktop/ui/main_window.py" line="456"/>
        <source>Zanga records (*.zanga.json *.json)</source>
        <translation>Partidas de Zanga (*.zanga.json *.json)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="441"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="450"/>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="455"/>
        <source>Export this hand</source>
        <translation>Exportar esta mano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="503"/>
        <source>Game resumed.</source>
        <translation>Partida reanudada.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="90"/>
        <source>Hand {0}: {1} deals.</source>
        <translation>Mano {0}: reparte {1}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="97"/>
        <source>Hand {0}, dealer {1}</source>
        <translation>Mano {0}, reparte {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="104"/>
        <source>{0} is mano (first to speak): puts 4 vales in the pot.</source>
        <translation>{0} es mano (habla primero): pone 4 vales en el pozo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="111"/>
        <source>Trick {0} to {1}</source>
        <translation>Baza {0} para {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="625"/>
        <source>Not claimed: {0}</source>
        <translation>No reclamado: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="627"/>
        <source>You could have claimed it: {0}</source>
        <translation>Podías haberlo reclamado: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="633"/>
        <source>Bot program</source>
        <translation>Programa bot</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="647"/>
        <source>Thinking...</source>
        <translation>Pensando...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="653"/>
        <source>Hint: {0}</source>
        <translation>Pista: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="658"/>
        <source>Card taken back.</source>
        <translation>Carta retirada.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="703"/>
        <source>About Zanga</source>
        <translation>Acerca de Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="704"/>
        <source>Zanga Desktop {0}
La Zanga, the Canarian trick-taking game of the Ombre family.</source>
        <translation>Zanga Desktop {0}
La Zanga, el juego de bazas canario de la familia del tresillo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="93"/>
        <source>Tutor: a card that does not follow is refused and explained</source>
        <translation>Tutor: una carta que no asiste se rechaza y se explica</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="94"/>
        <source>Mesa: any card may be played, as at a real table; claim ¡Renuncio! (Art. 29-35)</source>
        <translation>Mesa: se puede jugar cualquier carta, como en una mesa de verdad; reclama ¡Renuncio! (Art. 29-35)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="97"/>
        <source>after a made cinco (Art. 49)</source>
        <translation>tras un cinco hecho (Art. 49)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="98"/>
        <source>when the nombrado&apos;s side wins the first five</source>
        <translation>cuando el bando del nombrado gana las cinco primeras</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="99"/>
        <source>2 vales (Art. 49, 60)</source>
        <translation>2 vales (Art. 49, 60)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="100"/>
        <source>the pot, doubled by the losing side</source>
        <translation>el pozo, doblado por el bando perdedor</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="101"/>
        <source>the losers&apos; payment stays in the pot (Art. 47)</source>
        <translation>el pago de los perdedores se queda en el pozo (Art. 47)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="102"/>
        <source>the losers pay the defenders</source>
        <translation>los perdedores pagan a los defensores</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="103"/>
        <source>seen first, with a fianza (Art. 21-25)</source>
        <translation>vista antes, con fianza (Art. 21-25)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="104"/>
        <source>blind, with no fianza</source>
        <translation>a ciegas, sin fianza</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="105"/>
        <source>2 vales won or lost (Art. 55, 62)</source>
        <translation>2 vales ganados o perdidos (Art. 55, 62)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="106"/>
        <source>2 vales to the winning side; a puesta pays nothing</source>
        <translation>2 vales para el bando ganador; una puesta no paga nada</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="112"/>
        <source>Renuncio</source>
        <translation>Renuncio</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="113"/>
        <source>First hand: the 7 of espadas (or the next espada down) is mano (Art. 16)</source>
        <translation>Primera mano: es mano quien tiene el 7 de espadas (o la espada siguiente hacia abajo) (Art. 16)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="115"/>
        <source>The pie may pass too (four passes: the hand is dealt again)</source>
        <translation>El pie también puede pasar (cuatro pasos: se reparte de nuevo)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="116"/>
        <source>Mandar solo: an opponent may order the juego player to play alone (Art. 26)</source>
        <translation>Mandar solo: un contrario puede mandar jugar solo a quien dijo juego (Art. 26)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="118"/>
        <source>Cinco may be called after winning the first two tricks (Art. 48)</source>
        <translation>Se puede cantar cinco tras ganar las dos primeras bazas (Art. 48)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="119"/>
        <source>Todas is offered</source>
        <translation>Se ofrece todas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="120"/>
        <source>Todas pays</source>
        <translation>Todas paga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="121"/>
        <source>Codillo</source>
        <translation>Codillo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="122"/>
        <source>The pie&apos;s zanga</source>
        <translation>La zanga del pie</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="123"/>
        <source>Solo bonus</source>
        <translation>Premio del solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="124"/>
        <source>Nobody collects a bonus larger than what it had at stake (Art. 57, 64)</source>
        <translation>Nadie cobra un premio mayor que lo que arriesgaba (Art. 57, 64)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="126"/>
        <source>A team with no vales must play (Art. 42)</source>
        <translation>Un equipo sin vales debe jugar (Art. 42)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="131"/>
        <source>Fianza (Art. 25)</source>
        <translation>Fianza (Art. 25)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="131"/>
        <source>Solo (Art. 55)</source>
        <translation>Solo (Art. 55)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="132"/>
        <source>Cinco (Art. 48)</source>
        <translation>Cinco (Art. 48)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="132"/>
        <source>Todas (Art. 49)</source>
        <translation>Todas (Art. 49)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="133"/>
        <source>Estuche (Art. 51)</source>
        <translation>Estuche (Art. 51)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="134"/>
        <source>Solo with the estuche (Simplificada)</source>
        <translation>Solo con el estuche (Simplificada)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="143"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="150"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="153"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="161"/>
        <source>Bot program…</source>
        <translation>Programa bot…</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="165"/>
        <source>command line of a zanga-bot/1 program</source>
        <translation>línea de órdenes de un programa zanga-bot/1</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="166"/>
        <source>A program speaking zanga-bot/1 on its standard input and output (docs/bot-protocol.md), e.g. python3 my_bot.py</source>
        <translation>Un programa que habla zanga-bot/1 por su entrada y salida estándar (docs/bot-protocol.md), p. ej. python3 my_bot.py</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="171"/>
        <source>partner</source>
        <translation>compañero</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="171"/>
        <source>opponent</source>
        <translation>contrario</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="172"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="179"/>
        <location filename="../../zanga_desktop/ui/start.py" line="131"/>
        <source>Manual (Canarias)</source>
        <translation>Manual (Canarias)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="180"/>
        <location filename="../../zanga_desktop/ui/start.py" line="131"/>
        <source>Simplificada</source>
        <translation>Simplificada</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="182"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="191"/>
        <source>Practice game (undo allowed; off for rated play)</source>
        <translation>Partida de práctica (se puede deshacer; no cuenta para las estadísticas)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="199"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="207"/>
        <source>Rule options (set by the preset; change any)</source>
        <translation>Opciones de reglas (las fija el reglamento elegido; cambia las que quieras)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="218"/>
        <source>Bonuses paid (Art. 51-62)</source>
        <translation>Premios que se pagan (Art. 51-62)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="16"/>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="17"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="18"/>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="19"/>
        <source>Hands you declared</source>
        <translation>Manos en que fuiste el nombrado</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="20"/>
        <source>Sacadas (your declarations)</source>
        <translation>Sacadas (tus declaraciones)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="21"/>
        <source>Puestas (your declarations)</source>
        <translation>Puestas (tus declaraciones)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="22"/>
        <source>Codillos (your declarations)</source>
        <translation>Codillos (tus declaraciones)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="23"/>
        <source>Vales won by your team</source>
        <translation>Vales ganados por tu equipo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="24"/>
        <source>Vales lost by your team</source>
        <translation>Vales perdidos por tu equipo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="43"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="24"/>
        <source>You cannot play the {card}: {suit} were led, and you hold {suit}, so you must follow suit.</source>
        <translation>No puedes jugar {card}: salieron {suit} y tienes {suit}, así que debes asistir al palo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="26"/>
        <source>You cannot play the {card}: trumps were led (an arrastre) and you hold trumps, so you must play one.</source>
        <translation>No puedes jugar {card}: salió triunfo (un arrastre) y tienes triunfos, así que debes jugar uno.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="28"/>
        <source>You cannot play the {card}: a higher matador was led, and a matador you hold alone must then be played.</source>
        <translation>No puedes jugar {card}: salió un matador mayor, y entonces el matador que tienes solo debe jugarse.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="30"/>
        <source>Wait for your turn: another player is to act.</source>
        <translation>Espera tu turno: le toca a otro jugador.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="31"/>
        <source>You do not hold the {card}.</source>
        <translation>No tienes {card}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="105"/>
        <source>Trumps ({0}), highest first:</source>
        <translation>Triunfos ({0}), de mayor a menor:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="116"/>
        <source>{0} (not trumps), highest first:</source>
        <translation>{0} (no triunfo), de mayor a menor:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="137"/>
        <source>the {0} is a trump, and any trump beats any card that is not.</source>
        <translation>{0} es triunfo, y cualquier triunfo gana a cualquier carta que no lo sea.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="140"/>
        <source>the {0} is of another suit and not a trump, so it cannot beat the card led.</source>
        <translation>{0} es de otro palo y no es triunfo, así que no puede ganar a la carta de salida.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="142"/>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="147"/>
        <source>The {0} wins: {1}</source>
        <translation>Gana {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="145"/>
        <source>it is higher in the order.</source>
        <translation>es más alta en el orden.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="159"/>
        <source>Someone has already said juego: nobody may say juego again.</source>
        <translation>Alguien ya dijo juego: nadie más puede decir juego.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="160"/>
        <source>The pie after three passes must play: paso is not allowed, and only the pie may take the zanga.</source>
        <translation>El pie, tras tres pasos, debe jugar: no puede pasar, y solo el pie puede tomar la zanga.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="162"/>
        <source>Mandar solo is only for an opponent of the player who said juego.</source>
        <translation>Mandar solo solo puede hacerlo un contrario de quien dijo juego.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="163"/>
        <source>Someone already plays solo: there can be only one.</source>
        <translation>Alguien ya juega solo: solo puede haber uno.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="164"/>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="32"/>
        <source>Your team has no vales to pay for a pass, so it must play.</source>
        <translation>Tu equipo no tiene vales para pagar el paso, así que debe jugar.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="165"/>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="33"/>
        <source>The zanga needs at least 3 vales in your team.</source>
        <translation>La zanga requiere al menos 3 vales en tu equipo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="168"/>
        <source>Allowed now: {0}.</source>
        <translation>Permitido ahora: {0}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="201"/>
        <source>The {0} is of {1}.</source>
        <translation>La carta {0} es de {1}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="212"/>
        <source>The {0} still wins the trick.</source>
        <translation>La carta {0} sigue ganando la baza.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="214"/>
        <source>A card of another suit that is not a trump never wins.</source>
        <translation>Una carta de otro palo que no es triunfo nunca gana.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="222"/>
        <source>The {0} is not a trump.</source>
        <translation>La carta {0} no es triunfo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="224"/>
        <source>The {0} is higher.</source>
        <translation>La carta {0} es más alta.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="228"/>
        <source>That is your matador: the rules let you keep it here, so play another card.</source>
        <translation>Ese es tu matador: las reglas te permiten guardarlo aquí, así que juega otra carta.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="34"/>
        <source>Cinco is called only by the winner of the second trick, when his side won the first two, before he leads the third.</source>
        <translation>Cinco solo lo canta quien gana la segunda baza, cuando su bando ganó las dos primeras, antes de salir a la tercera.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="36"/>
        <source>You cannot say that now: the tutor&apos;s buttons show the words allowed.</source>
        <translation>Ahora no puedes decir eso: los botones muestran las palabras permitidas.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="38"/>
        <source>That is not possible at this moment of the hand.</source>
        <translation>Eso no es posible en este momento de la mano.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="39"/>
        <source>You cannot claim a renuncio now.</source>
        <translation>Ahora no puedes reclamar un renuncio.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="40"/>
        <source>The game is over: a team holds all 32 vales.</source>
        <translation>La partida ha terminado: un equipo tiene los 32 vales.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="41"/>
        <source>Trumps must be oros, copas, espadas or bastos.</source>
        <translation>El triunfo debe ser oros, copas, espadas o bastos.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="42"/>
        <source>That player does not deal this hand.</source>
        <translation>Ese jugador no reparte esta mano.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="43"/>
        <source>A new hand cannot start before this one is settled.</source>
        <translation>No puede empezar otra mano antes de liquidar esta.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="52"/>
        <source>Article {0} of the manual.</source>
        <translation>Artículo {0} del reglamento.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="74"/>
        <source>Take the zanga: your own hand is weak, the zanga&apos;s eight may be better.</source>
        <translation>Toma la zanga: tu mano es débil, las ocho de la zanga pueden ser mejores.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="75"/>
        <source>Order solo: make the declarer play alone against your team.</source>
        <translation>Manda solo: obliga al que dijo juego a jugar solo contra tu equipo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="68"/>
        <source>Paso: even with {0} as trumps your side would win five tricks only about {1}% of the time.</source>
        <translation>Paso: aun con {0} de triunfo tu equipo ganaría cinco bazas apenas un {1}% de las veces.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="65"/>
        <source>Paso: your partner&apos;s bid stands, and your side plays it together.</source>
        <translation>Paso: la declaración de tu compañero sigue en pie y tu equipo la juega junto.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="66"/>
        <source>Paso: to outbid them you would play solo, and alone, even with {0} as trumps, you would win five tricks only about {1}% of the time.</source>
        <translation>Paso: para superarlos tendrías que jugar solo, y tú solo, aun con {0} de triunfo, ganarías cinco bazas apenas un {1}% de las veces.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="70"/>
        <source>Say juego: with {0} as trumps your side should win five tricks about {1}% of the time.</source>
        <translation>Di juego: con {0} de triunfo tu equipo debería ganar cinco bazas un {1}% de las veces.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="72"/>
        <source>Say solo: alone, with {0} as trumps, you should win five tricks about {1}% of the time.</source>
        <translation>Di solo: tú solo, con {0} de triunfo, deberías ganar cinco bazas un {1}% de las veces.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="76"/>
        <source>Name {0}: your chances are best with it (five tricks about {1}% of the time).</source>
        <translation>Pinta {0}: con ese triunfo tus posibilidades son las mejores (cinco bazas un {1}% de las veces).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="78"/>
        <source>Accept: alone you should win five tricks about {0}% of the time.</source>
        <translation>Acepta: tú solo deberías ganar cinco bazas un {0}% de las veces.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="79"/>
        <source>Refuse: alone you would win five tricks only about {0}% of the time; keep playing with your partner.</source>
        <translation>Rehúsa: tú solo ganarías cinco bazas apenas un {0}% de las veces; sigue con tu compañero.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="81"/>
        <source>Keep the zanga&apos;s cards: they are worth more than your own.</source>
        <translation>Quédate con las cartas de la zanga: valen más que las tuyas.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="82"/>
        <source>Keep your own cards: the zanga&apos;s are no better.</source>
        <translation>Quédate con tus cartas: las de la zanga no son mejores.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="83"/>
        <source>Call cinco: your side wins the next three tricks in about {0}% of the deals the others may hold.</source>
        <translation>Canta cinco: tu bando gana las tres bazas siguientes en un {0}% de los repartos que pueden tener los demás.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="85"/>
        <source>Call cinco: your side can win the next three tricks too.</source>
        <translation>Canta cinco: tu bando puede ganar también las tres bazas siguientes.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="86"/>
        <source>Go on for todas: your side wins every trick left in about {0}% of the deals the others may hold.</source>
        <translation>Ve a por todas: tu bando gana todas las bazas que quedan en un {0}% de los repartos que pueden tener los demás.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="88"/>
        <source>Stop here: your side would win every trick left in only about {0}% of the deals the others may hold, and a failed todas gives back the cinco.</source>
        <translation>Plántate: tu bando ganaría todas las bazas que quedan apenas en un {0}% de los repartos que pueden tener los demás, y unas todas fallidas devuelven el cinco.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="91"/>
        <source>Go on for todas: your side should win every trick left.</source>
        <translation>Ve a por todas: tu bando debería ganar todas las bazas que quedan.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="92"/>
        <source>Stop here: going on for all eight risks giving back the cinco.</source>
        <translation>Plántate: ir a por las ocho arriesga devolver el cinco.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="105"/>
        <source>The best move here.</source>
        <translation>La mejor jugada aquí.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="93"/>
        <source>Lead the {0}: it is the highest trump left, and it draws trumps.</source>
        <translation>Sal con {0}: es el triunfo más alto que queda, y arrastra.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="95"/>
        <source>Lead the {0}: draw the opponents&apos; trumps.</source>
        <translation>Sal con {0}: arrastra los triunfos de los contrarios.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="96"/>
        <source>Lead the {0}: nothing left in its suit beats it.</source>
        <translation>Sal con {0}: no queda nada de su palo que la gane.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="97"/>
        <source>Lead the {0}: a low card that gives little away.</source>
        <translation>Sal con {0}: una carta baja que regala poco.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="98"/>
        <source>Play the {0}: make sure this trick stays with your side.</source>
        <translation>Juega {0}: asegura que esta baza quede en tu bando.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="99"/>
        <source>Your partner&apos;s {0} already wins this trick: play low ({1}).</source>
        <translation>Tu compañero ya gana esta baza con {0}: juega bajo ({1}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="100"/>
        <source>Take the trick with the {0}: nothing left can beat it.</source>
        <translation>Gana la baza con {0}: nada de lo que queda la supera.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="101"/>
        <source>Take the trick with the {0}, the cheapest card that beats the {1}.</source>
        <translation>Gana la baza con {0}, la carta más barata que supera a {1}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="103"/>
        <source>You cannot win this trick well: give away the {0}, your cheapest card.</source>
        <translation>No puedes ganar bien esta baza: suelta {0}, tu carta más barata.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/checks.py" line="177"/>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="58"/>
        <source>You may play: {0}.</source>
        <translation>Puedes jugar: {0}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="144"/>
        <source>Saved today at {0}</source>
        <translation>Guardada hoy a las {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="146"/>
        <source>Saved yesterday at {0}</source>
        <translation>Guardada ayer a las {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="148"/>
        <source>Saved on {0} at {1}</source>
        <translation>Guardada el {0} a las {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="155"/>
        <source>a bot program</source>
        <translation>un programa bot</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="159"/>
        <source>computer players: {0}</source>
        <translation>jugadores del ordenador: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="161"/>
        <source>partner: {0}, opponents: {1} and {2}</source>
        <translation>compañero: {0}, contrarios: {1} y {2}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="165"/>
        <source>rated play</source>
        <translation>cuenta para las estadísticas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="450"/>
        <source>La Zanga</source>
        <translation>La Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="451"/>
        <source>The Canarian card game: four players in two teams, the Spanish deck</source>
        <translation>El juego de cartas canario: cuatro jugadores en dos parejas, con la baraja española</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="453"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="454"/>
        <source>You sit at the bottom of the table, your partner across from you, two computer players on your sides. The first team to hold all 32 vales wins the game.</source>
        <translation>Te sientas abajo, con tu compañero enfrente y dos jugadores del ordenador a los lados. Gana la partida la pareja que reúna los 32 vales.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="457"/>
        <source>Continue this game</source>
        <translation>Seguir con esta partida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="458"/>
        <source>Continue the unfinished game</source>
        <translation>Continuar la partida sin terminar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="459"/>
        <source>Play now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="460"/>
        <source>New game...</source>
        <translation>Nueva partida...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="461"/>
        <source>Choose the players, the rules and the speed.</source>
        <translation>Elige los jugadores, las reglas y la velocidad.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="462"/>
        <source>Play now: a new game as last time.</source>
        <translation>Jugar ya: una partida nueva como la última vez.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="464"/>
        <source>New to La Zanga?</source>
        <translation>¿Primera vez en La Zanga?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="465"/>
        <source>Short lessons on the real table, step by step, with the tutor.</source>
        <translation>Lecciones cortas en la mesa de juego, paso a paso, con el tutor.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="467"/>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="468"/>
        <source>The reglamento, article by article, with its glossary.</source>
        <translation>El reglamento, artículo por artículo, con su léxico.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="470"/>
        <source>The rules</source>
        <translation>El reglamento</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="471"/>
        <source>Show this screen when Zanga starts</source>
        <translation>Mostrar esta pantalla al abrir Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="472"/>
        <source>Enter: {0}</source>
        <translation>Intro: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="474"/>
        <source>Esc: back to the table</source>
        <translation>Esc: volver a la mesa</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="491"/>
        <location filename="../../zanga_desktop/ui/start.py" line="501"/>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="500"/>
        <source>The game on the table</source>
        <translation>La partida en la mesa</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="506"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="120"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="267"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="806"/>
        <source>Pot</source>
        <translation>Pozo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="507"/>
        <source>Hand {0} is over</source>
        <translation>Mano {0} terminada</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="507"/>
        <source>Hand {0} in play</source>
        <translation>Mano {0} en juego</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="121"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="268"/>
        <source>Fianza</source>
        <translation>Fianza</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="59"/>
        <location filename="../../zanga_desktop/ui/zanga/controller.py" line="153"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="341"/>
        <source>M</source>
        <comment>badge of the mano</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="343"/>
        <source>D</source>
        <comment>badge of the dealer</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="347"/>
        <source>sits out</source>
        <translation>no juega</translation>
    </message>
    <message numerus="yes">
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="350"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="785"/>
        <source>Hand {0}  ·  you deal  ·  mano {1}</source>
        <translation>Mano {0}  ·  repartes tú  ·  mano {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="787"/>
        <source>Hand {0}  ·  dealer {1}  ·  you are mano</source>
        <translation>Mano {0}  ·  reparte {1}  ·  eres mano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="789"/>
        <source>Hand {0}  ·  dealer {1}  ·  mano {2}</source>
        <translation>Mano {0}  ·  reparte {1}  ·  mano {2}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="363"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="42"/>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="364"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="42"/>
        <source>zanga</source>
        <translation>zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="364"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="42"/>
        <source>juego</source>
        <translation>juego</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="796"/>
        <source>Trumps: {0}  ·  you play {1}</source>
        <translation>Triunfo: {0}  ·  juegas {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="797"/>
        <source>Trumps: {0}  ·  {1} plays {2}</source>
        <translation>Triunfo: {0}  ·  {1} juega {2}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="367"/>
        <source>Tricks: us {0}, them {1}</source>
        <translation>Bazas: nosotros {0}, ellos {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="369"/>
        <source>Speaking</source>
        <translation>Hablando</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/start.py" line="127"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="271"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="272"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="376"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="377"/>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="27"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="22"/>
        <source>{0} &amp; {1}</source>
        <comment>a team</comment>
        <extracomment>The cards fanned above the title: the four aces. The size the style sheet&apos;s sizes are written for: a 1280 x 800 window below its menu bar.
----------
The articles behind each payment of a claim (rules section 8).</extracomment>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="296"/>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="297"/>
        <source>Hold to see the last trick (or hold L). Art. 35: only the last trick may be looked at.</source>
        <translation>Mantén pulsado para ver la última baza (o mantén L). Art. 35: solo se puede mirar la última baza.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="299"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="43"/>
        <source>¡Renuncio!</source>
        <translation>¡Renuncio!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="300"/>
        <source>Claim that a player of the other team did not follow suit (R). A false claim costs 2 vales (Art. 29-35).</source>
        <translation>Reclama que un jugador del otro equipo no asistió (R). Una reclamación falsa cuesta 2 vales (Art. 29-35).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="630"/>
        <source>Mine!</source>
        <translation>¡Mía!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="630"/>
        <source>Baza</source>
        <translation>Baza</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="71"/>
        <source>Rules tutor</source>
        <extracomment>A line shown in a panel: a string, or a function writing it in the language of the moment (called again when the language changes, so that what is on screen follows).</extracomment>
        <translation>Tutor de reglas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="72"/>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="162"/>
        <source>Hand log</source>
        <translation>Registro de la mano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="163"/>
        <source>Last trick:</source>
        <translation>Última baza:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="164"/>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="194"/>
        <source>none yet</source>
        <translation>ninguna todavía</translation>
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
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="129"/>
        <source>Your turn to speak</source>
        <translation>Te toca hablar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="131"/>
        <source>You are mano: you put 4 vales in the pot whatever you say</source>
        <translation>Eres mano: pones 4 vales en el pozo digas lo que digas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="133"/>
        <source>Three passes: as the pie you must play</source>
        <translation>Tres pasos: como pie debes jugar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="144"/>
        <source>Name trumps</source>
        <translation>Pinta el triunfo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="145"/>
        <source>You are the nombrado: choose the trump suit.</source>
        <translation>Eres el nombrado: elige el palo de triunfo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="154"/>
        <source>{0} orders you to play solo</source>
        <translation>{0} te manda jugar solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="155"/>
        <source>Accept to play alone against both, or keep your partner.</source>
        <translation>Acepta para jugar solo contra los dos, o sigue con tu compañero.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="157"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="33"/>
        <source>Acepto</source>
        <translation>Acepto</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="157"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="33"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="159"/>
        <source>Which eight cards do you keep?</source>
        <translation>¿Con qué ocho cartas te quedas?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="160"/>
        <source>The zanga:</source>
        <translation>La zanga:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="162"/>
        <source>Your own cards:</source>
        <translation>Tus cartas:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="165"/>
        <source>Keep the zanga</source>
        <translation>Quedarme la zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="165"/>
        <source>Keep my cards</source>
        <translation>Quedarme las mías</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="168"/>
        <source>Five tricks made! Go on for todas?</source>
        <translation>¡Cinco bazas hechas! ¿Vas a por todas?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="169"/>
        <source>Todas wins all eight tricks; losing one gives the cinco back.</source>
        <translation>Todas es ganar las ocho bazas; perder una devuelve el cinco.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="172"/>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="172"/>
        <source>Stop here</source>
        <translation>Me planto</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="174"/>
        <source>Your side won the first two tricks</source>
        <translation>Tu bando ganó las dos primeras bazas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="175"/>
        <source>Call cinco before you lead, or just lead a card.</source>
        <translation>Canta cinco antes de salir, o simplemente sal con una carta.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="178"/>
        <source>Cinco!</source>
        <translation>¡Cinco!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="204"/>
        <source>{0}: {1}</source>
        <comment>who said what</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="207"/>
        <source>Nobody has spoken yet.</source>
        <translation>Nadie ha hablado todavía.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="30"/>
        <source>Dealt again</source>
        <translation>Se reparte de nuevo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="30"/>
        <source>Nobody played this hand: the same dealer deals again, and the pot stays.</source>
        <translation>Nadie jugó esta mano: el mismo jugador vuelve a repartir y el pozo se queda.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="36"/>
        <source>¡Renuncio! {0} lose the hand</source>
        <translation>¡Renuncio! {0} pierden la mano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="68"/>
        <source>{0} claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>{0} reclamó un renuncio y quedó demostrado: la mano termina en el acto y se liquida por los Art. 29-31 en lugar de por las bazas.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="38"/>
        <source>Tricks when the claim was made: {0} {1}, {2} {3}.</source>
        <translation>Bazas cuando se reclamó: {0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="44"/>
        <source>Sacada! {0} take the pot</source>
        <translation>¡Sacada! {0} se llevan el pozo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="45"/>
        <source>Puesta: {0} double the pot</source>
        <translation>Puesta: {0} doblan el pozo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="46"/>
        <source>Codillo! {0} lose to the defenders</source>
        <translation>¡Codillo! {0} pierden ante los defensores</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="75"/>
        <source>{0} played {1} with {2} as trumps (Art. 43-47).</source>
        <translation>{0} jugó {1} con {2} de triunfo (Art. 43-47).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="51"/>
        <source>Tricks: {0} {1}, {2} {3}.</source>
        <translation>Bazas: {0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="32"/>
        <source>the suit led must be followed (Art. 27)</source>
        <translation>hay que asistir al palo de salida (Art. 27)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="33"/>
        <source>a trump lead must be followed with a trump (Art. 28)</source>
        <translation>a una salida de triunfo hay que asistir con triunfo (Art. 28)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="34"/>
        <source>a lone matador must be played when a higher matador is led (Art. 28)</source>
        <translation>un matador solo debe jugarse cuando sale un matador mayor (Art. 28)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="83"/>
        <source>{0} played the {1} in trick {2}: a renuncio, since {3}.</source>
        <translation>{0} jugó {1} en la baza {2}: un renuncio, porque {3}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="72"/>
        <source>He held {0}.</source>
        <translation>Tenía {0}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="72"/>
        <source>You held {0}.</source>
        <translation>Tenías {0}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="81"/>
        <source>You played the {0} in trick {1}: a renuncio, since {2}.</source>
        <translation>Jugaste {0} en la baza {1}: un renuncio, porque {2}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="94"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="56"/>
        <source>the pot</source>
        <translation>el pozo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="98"/>
        <source>{0} lose the pot: {1} to {2} (Art. {3}).</source>
        <translation>{0} pierden el pozo: {1} para {2} (Art. {3}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="99"/>
        <source>As the nombrado&apos;s side, {0} also pay a codillo: {1} into the centre, which carries over (Art. {3}).</source>
        <translation>Como bando del nombrado, {0} pagan además un codillo: {1} al centro, que pasa a la mano siguiente (Art. {3}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="101"/>
        <source>The renuncio was made with a matador: {0} pay {1} more to {2} (Art. {3}).</source>
        <translation>El renuncio se hizo con un matador: {0} pagan {1} más a {2} (Art. {3}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="103"/>
        <source>{2} had already won five tricks: {0} pay {1} more (Art. {3}).</source>
        <translation>{2} ya habían ganado cinco bazas: {0} pagan {1} más (Art. {3}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="105"/>
        <source>A false claim: {0} pay {1} to {2} (Art. {3}; a team with no vales may still claim).</source>
        <translation>Reclamación falsa: {0} pagan {1} a {2} (Art. {3}; un equipo sin vales también puede reclamar).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="107"/>
        <source>The fianza goes to {2}: {1} (Art. {3}).</source>
        <translation>La fianza es para {2}: {1} (Art. {3}).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="122"/>
        <source>¡Renuncio! You prove it</source>
        <translation>¡Renuncio! Lo demuestras</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="123"/>
        <source>¡Renuncio! claimed by you: false</source>
        <translation>¡Renuncio! reclamado por ti: falso</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="124"/>
        <source>¡Renuncio! {0} proves it</source>
        <translation>¡Renuncio! {0} lo demuestra</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="137"/>
        <source>A proven claim ends the hand (Art. 29); no other bonus is paid.</source>
        <translation>Una reclamación demostrada termina la mano (Art. 29); no se paga ningún otro premio.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="125"/>
        <source>¡Renuncio! claimed by {0}: false</source>
        <translation>¡Renuncio! reclamado por {0}: falso</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="139"/>
        <source>No card of {0} breaks the rules of following in this hand, so the claim of {1} is false, and play goes on.</source>
        <translation>Ninguna carta de {0} rompe las reglas de asistir en esta mano, así que la reclamación de {1} es falsa y el juego sigue.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="144"/>
        <source>A false claim costs {0} {1} to {2} (Art. 32, 33).</source>
        <translation>Una reclamación falsa le cuesta a {0} {1} para {2} (Art. 32, 33).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="185"/>
        <source>Trick {0}</source>
        <translation>Baza {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="213"/>
        <source>to {0}</source>
        <translation>para {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="212"/>
        <source>on the table</source>
        <translation>en la mesa</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="196"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="200"/>
        <source>renuncio</source>
        <translation>renuncio</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="213"/>
        <source>to you</source>
        <translation>para ti</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="239"/>
        <location filename="../../zanga_desktop/ui/zanga/review.py" line="249"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="58"/>
        <source> (Art. {0})</source>
        <translation> (Art. {0})</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="59"/>
        <source>{0}: {1} from {2} to {3}{4}.</source>
        <translation>{0}: {1} de {2} a {3}{4}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="66"/>
        <source>You claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>Reclamaste un renuncio y quedó demostrado: la mano termina en el acto y se liquida por los Art. 29-31 en lugar de por las bazas.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="74"/>
        <source>You played {0} with {1} as trumps (Art. 43-47).</source>
        <translation>Jugaste {0} con {1} de triunfo (Art. 43-47).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="107"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="150"/>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="140"/>
        <source>{0} win the game!</source>
        <translation>¡{0} ganan la partida!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="142"/>
        <source>Play is over: {0}</source>
        <translation>El juego ha terminado: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="143"/>
        <source>Claims are still heard until the next hand: if you saw a renuncio, press ¡Renuncio! (R) now (Art. 29-35).</source>
        <translation>Las reclamaciones se oyen hasta la mano siguiente: si viste un renuncio, pulsa ¡Renuncio! (R) ahora (Art. 29-35).</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="145"/>
        <source>Vales now: {0} {1}, {2} {3}; pot {4}.</source>
        <translation>Vales ahora: {0} {1}, {2} {3}; pozo {4}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="19"/>
        <source>Paso</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="20"/>
        <source>Juego</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="21"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="23"/>
        <source>Mando solo</source>
        <translation>Mando solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="35"/>
        <source>Me quedo la zanga</source>
        <translation>Me quedo la zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="35"/>
        <source>Me quedo las mías</source>
        <translation>Me quedo las mías</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="39"/>
        <source>¡Cinco!</source>
        <translation>¡Cinco!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="41"/>
        <source>¡Todas!</source>
        <translation>¡Todas!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="41"/>
        <source>Me planto</source>
        <translation>Me planto</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="59"/>
        <source>{0} orders solo (mandar solo)</source>
        <translation>{0} manda solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="60"/>
        <source>{0} says {1}</source>
        <translation>{0} dice {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="63"/>
        <source>{0} accepts and plays solo</source>
        <translation>{0} acepta y juega solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="65"/>
        <source>{0} refuses and keeps his partner</source>
        <translation>{0} rehúsa y sigue con su compañero</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="68"/>
        <source>{0} keeps the zanga&apos;s cards</source>
        <translation>{0} se queda las cartas de la zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="69"/>
        <source>{0} keeps his own cards</source>
        <translation>{0} se queda sus cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="71"/>
        <source>{0} names trumps: {1} are trumps</source>
        <translation>{0} pinta: triunfo en {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="74"/>
        <source>{0} plays the {1}</source>
        <translation>{0} juega {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="76"/>
        <source>{0} calls cinco</source>
        <translation>{0} canta cinco</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="79"/>
        <source>{0} goes on for todas</source>
        <translation>{0} va a por todas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="80"/>
        <source>{0} stops at five</source>
        <translation>{0} se planta en cinco</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="82"/>
        <source>{0} claims a renuncio!</source>
        <translation>¡{0} reclama un renuncio!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="59"/>
        <source>You order solo (mandar solo)</source>
        <translation>Mandas solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="60"/>
        <source>You say {0}</source>
        <translation>Dices {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="63"/>
        <source>You accept and play solo</source>
        <translation>Aceptas y juegas solo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="64"/>
        <source>You refuse and keep your partner</source>
        <translation>Rehúsas y sigues con tu compañero</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="68"/>
        <source>You keep the zanga&apos;s cards</source>
        <translation>Te quedas las cartas de la zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="69"/>
        <source>You keep your own cards</source>
        <translation>Te quedas tus cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="71"/>
        <source>You name trumps: {0} are trumps</source>
        <translation>Pintas: triunfo en {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="74"/>
        <source>You play the {0}</source>
        <translation>Juegas {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="76"/>
        <source>You call cinco</source>
        <translation>Cantas cinco</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="79"/>
        <source>You go on for todas</source>
        <translation>Vas a por todas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="80"/>
        <source>You stop at five</source>
        <translation>Te plantas en cinco</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="82"/>
        <source>You claim a renuncio!</source>
        <translation>¡Reclamas un renuncio!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="89"/>
        <source>Hand {0}: you deal.</source>
        <translation>Mano {0}: repartes tú.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="96"/>
        <source>Hand {0}, you deal</source>
        <translation>Mano {0}, repartes tú</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="103"/>
        <source>You are mano (first to speak): put 4 vales in the pot.</source>
        <translation>Eres mano (hablas primero): pones 4 vales en el pozo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="110"/>
        <source>Trick {0} to you</source>
        <translation>Baza {0} para ti</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="117"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="118"/>
        <source>Rules</source>
        <comment>AI level</comment>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="119"/>
        <source>Principiante</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="120"/>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="121"/>
        <source>Experto</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="122"/>
        <source>Maestro</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="133"/>
        <source>Paso (pass): your team puts 1 vale in the pot.</source>
        <translation>Paso: tu equipo pone 1 vale en el pozo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="134"/>
        <source>Juego (play): you name trumps and play with your partner.</source>
        <translation>Juego: pintas el triunfo y juegas con tu compañero.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="135"/>
        <source>Solo (alone): you name trumps and play alone against both opponents; your partner sits out.</source>
        <translation>Solo: pintas el triunfo y juegas solo contra los dos contrarios; tu compañero no juega.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="137"/>
        <source>Zanga: you may play with the 8 spare cards (the zanga) and your partner; your team puts 1 vale in the pot and 2 in the fianza.</source>
        <translation>Zanga: puedes jugar con las 8 cartas que sobran (la zanga) y con tu compañero; tu equipo pone 1 vale en el pozo y 2 en la fianza.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="139"/>
        <source>Mando solo (I order solo): the player who said juego must play alone or refuse.</source>
        <translation>Mando solo: quien dijo juego debe jugar solo o rehusar.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="66"/>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="362"/>
        <source>&amp;Learn</source>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="81"/>
        <source>&amp;Learn to play (Aprender a jugar)...</source>
        <translation>&amp;Aprender a jugar...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="83"/>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="363"/>
        <source>Card order &amp;practice...</source>
        <translation>&amp;Práctica del orden de las cartas...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="85"/>
        <source>&amp;Reglamento (the rules)...</source>
        <translation>&amp;Reglamento...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="87"/>
        <source>&amp;Cheat sheet of card orders</source>
        <translation>&amp;Chuleta del orden de las cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/__init__.py" line="139"/>
        <source>New to La Zanga? Learn to play, step by step.</source>
        <translation>¿Nuevo en La Zanga? Aprende a jugar paso a paso.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="188"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="190"/>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="474"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="246"/>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="126"/>
        <source>Right!</source>
        <translation>¡Bien!</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="246"/>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="126"/>
        <source>Not quite.</source>
        <translation>No exactamente.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="290"/>
        <source>Which card wins the trick?</source>
        <translation>¿Qué carta gana la baza?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="306"/>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="609"/>
        <source>Learn to play La Zanga</source>
        <translation>Aprender a jugar a La Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="364"/>
        <source>&amp;Reglamento...</source>
        <translation>&amp;Reglamento...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="365"/>
        <source>&amp;Cheat sheet</source>
        <translation>&amp;Chuleta</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="367"/>
        <source>&amp;Start the lessons again</source>
        <translation>&amp;Empezar las lecciones de nuevo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="368"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="445"/>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="446"/>
        <source>All lessons done</source>
        <translation>Todas las lecciones hechas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="470"/>
        <source>Step {0} of {1}</source>
        <translation>Paso {0} de {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="580"/>
        <source>The tutor suggests: {0}</source>
        <translation>El tutor sugiere: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="597"/>
        <source>You chose differently from the tutor: that is allowed; watch what happens.</source>
        <translation>Elegiste distinto que el tutor: está permitido; mira lo que pasa.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="624"/>
        <source>The hand is over: {0} for your side; tricks: us {1}, them {2}.</source>
        <translation>La mano ha terminado: {0} para tu bando; bazas: nosotros {1}, ellos {2}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="627"/>
        <source>The hand is over: {0} for {1}&apos;s side; tricks: us {2}, them {3}.</source>
        <translation>La mano ha terminado: {0} para el bando de {1}; bazas: nosotros {2}, ellos {3}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="635"/>
        <source>play the {0}</source>
        <translation>jugar {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="637"/>
        <source>say {0}</source>
        <translation>decir {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="639"/>
        <source>name {0} as trumps</source>
        <translation>pintar {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/links.py" line="19"/>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="111"/>
        <source>Art. {0}</source>
        <translation>Art. {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/links.py" line="24"/>
        <source>Reglamento:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="49"/>
        <source>Card order practice</source>
        <translation>Práctica del orden de las cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="81"/>
        <source>Next pair</source>
        <translation>Siguiente pareja</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="85"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="98"/>
        <source>Trumps are {0}. The {1} was led, then the {2} was played. Which wins?</source>
        <translation>Triunfo en {0}. Salió {1} y luego se jugó {2}. ¿Cuál gana?</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="291"/>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="101"/>
        <source>led</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="292"/>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="102"/>
        <source>played second</source>
        <translation>jugada en segundo lugar</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/practice.py" line="139"/>
        <source>Streak: {0}   Best: {1}</source>
        <translation>Racha: {0}   Mejor: {1}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="54"/>
        <source>Reglamento de La Zanga</source>
        <translation>Reglamento de La Zanga</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="59"/>
        <source>Filter: a word, e.g. renuncio, malilla, fianza...</source>
        <translation>Filtro: una palabra, p. ej. renuncio, malilla, fianza...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="104"/>
        <source>Reglamento (64 articles)</source>
        <translation>Reglamento (64 artículos)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="113"/>
        <source>Léxico (glossary)</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="119"/>
        <source>This app&apos;s decisions on open points</source>
        <translation>Decisiones de esta aplicación en los puntos abiertos</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="125"/>
        <source>Articles:</source>
        <translation>Artículos:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="127"/>
        <source>The option that changes it:</source>
        <translation>La opción que lo cambia:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="129"/>
        <source>No option changes it yet.</source>
        <translation>Ninguna opción lo cambia todavía.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="135"/>
        <source>Artículo {0}</source>
        <translation>Artículo {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="140"/>
        <source>In Japanese (our translation)</source>
        <translation>En japonés (traducción nuestra)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="142"/>
        <source>In English (our translation)</source>
        <translation>En inglés (traducción nuestra)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="148"/>
        <source>How this app reads it</source>
        <translation>Cómo lo lee esta aplicación</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="152"/>
        <source>‹ previous</source>
        <translation>‹ anterior</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="154"/>
        <source>next ›</source>
        <translation>siguiente ›</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="269"/>
        <source>{0}, not trumps:</source>
        <translation>{0}, cuando no son triunfo:</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/lessons.py" line="289"/>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="262"/>
        <source>Trumps: {0}</source>
        <translation>Triunfo: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="272"/>
        <source>Espadilla (1 of espadas) and Bastillo (1 of bastos) are always trumps, whatever suit is named; with them and the Malilla they are the matadores, the estuche.</source>
        <translation>La Espadilla (as de espadas) y el Bastillo (as de bastos) son siempre triunfo, se pinte el palo que se pinte; con la Malilla son los matadores, el estuche.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="274"/>
        <source>A trick is won by its highest trump; with no trump in it, by the highest card of the suit led. A card of another suit that is not a trump never wins.</source>
        <translation>Gana la baza el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida. Una carta de otro palo que no es triunfo nunca gana.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="276"/>
        <source>Follow the suit led if you can. When trumps are led, play a trump if you can; a matador need not be played unless a higher matador was led.</source>
        <translation>Asiste al palo de salida si puedes. Si sale triunfo, juega triunfo si puedes; un matador no tiene que jugarse salvo que haya salido un matador mayor.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="280"/>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="291"/>
        <source>La Zanga: card orders</source>
        <translation>La Zanga: orden de las cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="309"/>
        <source>Save as PDF...</source>
        <translation>Guardar como PDF...</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="312"/>
        <source>Highest first.</source>
        <translation>De mayor a menor.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="318"/>
        <source>Save the cheat sheet</source>
        <translation>Guardar la chuleta</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="320"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="327"/>
        <location filename="../../zanga_desktop/ui/learn/reference.py" line="344"/>
        <source>Card orders</source>
        <translation>Orden de las cartas</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/controller.py" line="149"/>
        <source>Bot: {0}</source>
        <extracomment>Names for a computer seat whose usual name is the player&apos;s own.</extracomment>
        <translation>Bot: {0}</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/controller.py" line="241"/>
        <source>The bot program for {0} could not be started ({1}). {0} plays at level {2} instead.</source>
        <translation>No se pudo iniciar el programa bot de {0} ({1}). {0} juega en su lugar al nivel {2}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/controller.py" line="245"/>
        <source>it stopped</source>
        <translation>se detuvo</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/controller.py" line="247"/>
        <source>The bot program for {0} did not answer the zanga-bot/1 greeting ({1}). {0} plays at level {2} instead.</source>
        <translation>El programa bot de {0} no respondió al saludo zanga-bot/1 ({1}). {0} juega en su lugar al nivel {2}.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/record_text.py" line="20"/>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/record_text.py" line="21"/>
        <source>The file is not a game record: it is not JSON text.</source>
        <translation>El archivo no es una partida guardada: no es texto JSON.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/record_text.py" line="22"/>
        <source>The file is not a valid game record.</source>
        <translation>El archivo no es una partida guardada válida.</translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/record_text.py" line="23"/>
        <source>The record holds a move the rules do not allow.</source>
        <translation>La partida guardada contiene una jugada que el reglamento no permite.</translation>
    </message>
</context>
</TS>
