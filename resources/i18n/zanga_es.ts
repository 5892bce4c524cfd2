<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Zanga</source>
        <translation>Zanga</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>La partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Zanga Desktop: {0}</source>
        <translation>Zanga Desktop: {0}</translation>
    </message>
    <message>
        <source>The settings file was damaged. A copy of it is kept as {0}; what could be read is used, the rest is back to the defaults.</source>
        <translation>El archivo de ajustes estaba dañado. Se guarda una copia como {0}; se usa lo que pudo leerse y el resto vuelve a los valores por defecto.</translation>
    </message>
    <message>
        <source>Automatic save</source>
        <translation>Guardado automático</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically ({0}). If Zanga closes now, this game is lost: free some disk space, or use Game &gt; Save. The automatic save is tried again after every move.</source>
        <translation>La partida no puede guardarse automáticamente ({0}). Si Zanga se cierra ahora, esta partida se pierde: libera espacio en el disco o usa Partida &gt; Guardar. El guardado automático se vuelve a intentar tras cada jugada.</translation>
    </message>
    <message>
        <source>To see the whole game again, move by move: Game &gt; Watch this game again.</source>
        <translation>Para ver de nuevo toda la partida, jugada a jugada: Partida &gt; Ver esta partida otra vez.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nueva partida...</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>&amp;Guardar...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>&amp;Watch a saved game...</source>
        <translation>&amp;Ver una partida guardada...</translation>
    </message>
    <message>
        <source>Watch this &amp;game again</source>
        <translation>Ver esta partida &amp;otra vez</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Re&amp;port this move...</source>
        <translation>Reportar esta &amp;jugada...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>Es&amp;tadísticas...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>St&amp;art screen</source>
        <translation>Pantalla de &amp;inicio</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Export this deal...</source>
        <translation>&amp;Exportar este reparto...</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Deshacer mi última jugada</translation>
    </message>
    <message>
        <source>Save the game up to the computer player&apos;s last decision, with its level, seed and budget, so that anyone can replay what it thought</source>
        <translation>Guarda la partida hasta la última decisión del jugador del ordenador, con su nivel, su semilla y su presupuesto, para que cualquiera pueda repetir lo que pensó</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>&amp;Highlight cards I may play</source>
        <translation>&amp;Resaltar las cartas que puedo jugar</translation>
    </message>
    <message>
        <source>&amp;Colour-blind deck</source>
        <translation>Baraja para &amp;daltónicos</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>D&amp;orso de las cartas</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>Color de la &amp;mesa</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>felt</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Zanga Desktop</source>
        <translation>&amp;Acerca de Zanga Desktop</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>A game was left unfinished. Resume it?</source>
        <translation>Quedó una partida sin terminar. ¿Continuarla?</translation>
    </message>
    <message>
        <source>Unfinished game kept</source>
        <translation>Partida sin terminar guardada</translation>
    </message>
    <message>
        <source>The unfinished game is kept: once this game is over, Continue on the start screen takes it up again. It is saved as {0}.</source>
        <translation>La partida sin terminar se conserva: cuando acabe esta partida, Continuar en la pantalla de inicio la retoma. Está guardada como {0}.</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: its file is damaged.</source>
        <translation>La partida sin terminar no se puede continuar: su archivo está dañado.</translation>
    </message>
    <message>
        <source>The file is kept in {0}; a new game will not overwrite it.</source>
        <translation>El archivo se conserva en {0}; una partida nueva no lo sobrescribirá.</translation>
    </message>
    <message>
        <source>A game is being played. Start a new one? This one is kept: Continue on the start screen takes it up again once the new one is over.</source>
        <translation>Hay una partida en juego. ¿Empezar otra? Esta se guarda: «Continuar» en la pantalla de inicio la retoma cuando termine la nueva.</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>The game could not be opened: {0}</source>
        <translation>No se pudo abrir la partida: {0}</translation>
    </message>
    <message>
        <source>No game opened or saved yet</source>
        <translation>Aún no se ha abierto ni guardado ninguna partida</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>{0} is no longer there, so it is taken off the list.</source>
        <translation>{0} ya no está ahí, así que se quita de la lista.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Game saved as {0}.</source>
        <translation>Partida guardada como {0}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Records of every game ({0})</source>
        <translation>Partidas de todos los juegos ({0})</translation>
    </message>
    <message>
        <source>Watch a saved game</source>
        <translation>Ver una partida guardada</translation>
    </message>
    <message>
        <source>Deal exported as {0}.</source>
        <translation>Reparto exportado como {0}.</translation>
    </message>
    <message>
        <source>Cannot report this move</source>
        <translation>No se puede reportar esta jugada</translation>
    </message>
    <message>
        <source>Move saved as {0}: zanga-cli explain shows what the computer thought.</source>
        <translation>Jugada guardada como {0}: zanga-cli explain muestra lo que pensó el ordenador.</translation>
    </message>
    <message>
        <source>Report this move</source>
        <translation>Reportar esta jugada</translation>
    </message>
    <message>
        <source>About Zanga Desktop</source>
        <translation>Acerca de Zanga Desktop</translation>
    </message>
    <message>
        <source>The card games of the Canary Islands, played with the Spanish deck: {0}. Offline and free.</source>
        <translation>Los juegos de cartas de Canarias, con la baraja española: {0}. Sin conexión y gratuito.</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Software libre: puedes compartirlo y modificarlo según la Licencia Pública General de GNU, versión 3 o posterior. Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Built with Python {0}, Qt {1} and PySide6 {2}. Qt and PySide6 are used under the GNU Lesser General Public License, version 3.</source>
        <translation>Hecho con Python {0}, Qt {1} y PySide6 {2}. Qt y PySide6 se usan según la Licencia Pública General Reducida de GNU, versión 3.</translation>
    </message>
    <message>
        <source>Your unfinished games are kept in:</source>
        <translation>Tus partidas sin terminar se guardan en:</translation>
    </message>
    <message>
        <source>&amp;Open this folder</source>
        <translation>&amp;Abrir esta carpeta</translation>
    </message>
    <message>
        <source>&amp;Licences</source>
        <translation>&amp;Licencias</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>The folder could not be opened here. It is: {0}</source>
        <translation>No se pudo abrir la carpeta desde aquí. Es: {0}</translation>
    </message>
    <message>
        <source>The text of this licence is missing from this installation. It can be read at https://www.gnu.org/licenses/.</source>
        <translation>El texto de esta licencia falta en esta instalación. Puede leerse en https://www.gnu.org/licenses/.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <source>Zanga Desktop: GNU GPL 3</source>
        <translation>Zanga Desktop: GNU GPL 3</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3</source>
        <translation>Qt y PySide6: GNU LGPL 3</translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation>Partida abierta.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <source>Choose a card of your hand (its outline is dashed blue)</source>
        <translation>Elegir una carta de tu mano (su borde es azul discontinuo)</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Elegir una carta de tu mano</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <source>Play the chosen card, or press the chosen button</source>
        <translation>Jugar la carta elegida, o pulsar el botón elegido</translation>
    </message>
    <message>
        <source>1 to 6, or Left, Right and Enter</source>
        <translation>1 a 6, o Izquierda, Derecha e Intro</translation>
    </message>
    <message>
        <source>Choose a card: to lay down with a paso, or to keep face down as you show</source>
        <translation>Elegir una carta: para soltarla con un paso, o para guardarla tapada al enseñar</translation>
    </message>
    <message>
        <source>Say Paso, Báciga, Bacigote or Cartas</source>
        <translation>Decir Paso, Báciga, Bacigote o Cartas</translation>
    </message>
    <message>
        <source>Ask for a card (Otra), a card face down (Tapada), or stand (Me planto)</source>
        <translation>Pedir carta (Otra), una carta tapada (Tapada), o plantarse (Me planto)</translation>
    </message>
    <message>
        <source>Up, Down, Tab</source>
        <translation>Arriba, Abajo, Tab</translation>
    </message>
    <message>
        <source>Move between the buttons; on a comodín, between its ranks</source>
        <translation>Moverse entre los botones; en un comodín, entre sus cartas</translation>
    </message>
    <message>
        <source>Close the comodín&apos;s ranks without fixing it</source>
        <translation>Cerrar las cartas del comodín sin amarrarlo</translation>
    </message>
    <message>
        <source>¡Me salgo!: claim the win (when the table does not claim it by itself)</source>
        <translation>¡Me salgo!: reclamar la victoria (cuando la mesa no la reclama sola)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each, one at a time from el mano, the player on the dealer&apos;s right; the rest is the stock. Sotas, caballos and reyes are worth 10, the others their number. The 7 de oros and the 7 de copas are comodines: each may be any rank.</source>
        <translation>&lt;b&gt;El reparto.&lt;/b&gt; Tres cartas a cada uno, de una en una desde el mano, el jugador a la derecha del que reparte; el resto es el mazo. Sotas, caballos y reyes valen 10, las demás su número. El 7 de oros y el 7 de copas son comodines: cada uno puede hacerse cualquier carta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The talk.&lt;/b&gt; In turn from el mano each player says one word. &lt;i&gt;Paso&lt;/i&gt;: lay 1 to 3 cards face down in the middle. &lt;i&gt;Báciga&lt;/i&gt;: your three cards total 9 or less (2 points). &lt;i&gt;Bacigote&lt;/i&gt;: three equal cards (7 points, the deal ends). &lt;i&gt;Cartas&lt;/i&gt;, from the second talk: cut without a cante. If everyone passed, the laid cards go under the stock, each is dealt as many and the talk starts again; if someone cut, the cards laid down are lost.</source>
        <translation>&lt;b&gt;La conversación.&lt;/b&gt; Por turno desde el mano, cada uno dice una palabra. &lt;i&gt;Paso&lt;/i&gt;: suelta de 1 a 3 cartas bocabajo en el centro. &lt;i&gt;Báciga&lt;/i&gt;: tus tres cartas suman 9 o menos (2 puntos). &lt;i&gt;Bacigote&lt;/i&gt;: tres cartas iguales (7 puntos, la mano termina). &lt;i&gt;Cartas&lt;/i&gt;, desde la segunda conversación: corta sin cante. Si todos pasaron, lo soltado va debajo del mazo, a cada uno se le dan tantas como soltó y se vuelve a hablar; si alguien cortó, lo soltado se pierde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The draw.&lt;/b&gt; From el mano, each shows his cards (he may keep one face down, his tapada) and asks for cards face up (&lt;i&gt;Otra&lt;/i&gt;) or down (&lt;i&gt;Tapada&lt;/i&gt;) towards 31, then stands (&lt;i&gt;Me planto&lt;/i&gt;). Over 31 is &lt;i&gt;pasado&lt;/i&gt;: −1. A free comodín counts 1 until it is fixed.</source>
        <translation>&lt;b&gt;Echarse cartas.&lt;/b&gt; Desde el mano, cada uno enseña sus cartas (puede guardar una bocabajo, su tapada) y pide cartas boca arriba (&lt;i&gt;Otra&lt;/i&gt;) o bocabajo (&lt;i&gt;Tapada&lt;/i&gt;) hacia 31, y se planta (&lt;i&gt;Me planto&lt;/i&gt;). Pasar de 31 es &lt;i&gt;pasado&lt;/i&gt;: −1. Un comodín libre cuenta 1 hasta que se amarra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The score.&lt;/b&gt; At each stand a pair scores 1 and a trío 3. After the last player, exactly 31 scores 2 (&lt;i&gt;las 31&lt;/i&gt;), else the best total 1 (&lt;i&gt;el punto&lt;/i&gt;); ties go to the player nearer el mano.</source>
        <translation>&lt;b&gt;Los puntos.&lt;/b&gt; Al plantarse, cada pareja vale 1 y un trío 3. Tras el último, llegar justo a 31 vale 2 (&lt;i&gt;las 31&lt;/i&gt;); si nadie llega, el mejor total vale 1 (&lt;i&gt;el punto&lt;/i&gt;); los empates son del más cercano al mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game.&lt;/b&gt; The first side to 18 points wins, at once. Four equal cards (&lt;i&gt;las cosas&lt;/i&gt;) win the game on the spot.</source>
        <translation>&lt;b&gt;El juego.&lt;/b&gt; Gana el primer bando que llega a 18 puntos, en ese momento. Cuatro cartas iguales (&lt;i&gt;las cosas&lt;/i&gt;) ganan el juego al instante.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two players, or four in two pairs, partners opposite. Sing bácigas and bacigotes, draw close to 31 without going over, and be first to 18 points.</source>
        <translation>&lt;b&gt;El objetivo.&lt;/b&gt; Dos jugadores, o cuatro en dos parejas, los compañeros enfrente. Canta bácigas y bacigotes, échate cartas hasta acercarte a 31 sin pasarte, y llega el primero a 18 puntos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Báciga?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play La Báciga&lt;/i&gt; has seven short lessons on the real table; the rules tutor beside the table explains every refusal and every point, and cites its section; &lt;i&gt;Learn &amp;gt; The rules of La Báciga&lt;/i&gt; has the source text and every decision it leaves open.</source>
        <translation>&lt;b&gt;¿Nuevo en La Báciga?&lt;/b&gt; &lt;i&gt;Aprender &amp;gt; Aprender a jugar a La Báciga&lt;/i&gt; tiene siete lecciones cortas en la mesa de verdad; el tutor de reglas junto a la mesa explica cada rechazo y cada punto, y cita su sección; &lt;i&gt;Aprender &amp;gt; Las reglas de La Báciga&lt;/i&gt; tiene el texto original y cada decisión que deja abierta.</translation>
    </message>
    <message>
        <source>A deal in five steps</source>
        <translation>Una mano en cinco pasos</translation>
    </message>
    <message>
        <source>Move between the buttons of a question (a bet, an answer, a seña, the tumbo)</source>
        <translation>Moverse entre los botones de una pregunta (un envío, una respuesta, una seña, el tumbo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each; the next card is turned up: la vira. Its suit is trumps (lo virado); with teams of three or more, some cards are matadores, the highest trumps whatever the vira.</source>
        <translation>&lt;b&gt;El reparto.&lt;/b&gt; Tres cartas a cada uno; la siguiente se vuelve boca arriba: la vira. Su palo es el triunfo (lo virado); con equipos de tres o más, algunas cartas son matadores, los triunfos más altos sea cual sea la vira.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tricks.&lt;/b&gt; Three tricks, led by the player on the dealer&apos;s right. Follow the suit led or play a trump; when a trump is led, play a trump if you hold one. The team that wins two tricks wins the hand.</source>
        <translation>&lt;b&gt;Las bazas.&lt;/b&gt; Tres bazas (las «manos» del reglamento); sale el jugador a la derecha del que reparte. Sirve al palo que salió o echa un triunfo; si sale un triunfo, echa triunfo si lo tienes. El equipo que gana dos bazas gana la mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bets.&lt;/b&gt; At your turn you may send an envío: the hand is played for 3 piedras instead of 1, then 6, then 9. Only the other team&apos;s capitán accepts (&lt;i&gt;quiero&lt;/i&gt;) or refuses (&lt;i&gt;paso&lt;/i&gt;: your team scores the stake before the bet); any of his team may raise instead.</source>
        <translation>&lt;b&gt;Envíos.&lt;/b&gt; En tu turno puedes enviar: la mano vale 3 piedras en lugar de 1, luego 6, luego 9. Solo el capitán del otro equipo acepta (&lt;i&gt;quiero&lt;/i&gt;) o rechaza (&lt;i&gt;paso&lt;/i&gt;: tu equipo se anota lo que valía antes del envío); cualquiera de su equipo puede subir en su lugar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Señas.&lt;/b&gt; Partners tell each other what they hold with señas, the traditional gestures; the table shows a partner&apos;s seña on his face, and the other team sees it only if it catches it.</source>
        <translation>&lt;b&gt;Señas.&lt;/b&gt; Los compañeros se dicen lo que tienen con señas, los gestos de siempre; la mesa muestra la seña de un compañero en su cara, y el otro equipo solo la ve si la pilla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tumbo and chico.&lt;/b&gt; A team with 8 piedras is in tumbo: its capitán decides whether to play the hand, without bets. Winning it wins the chico; two chicos win the partido.</source>
        <translation>&lt;b&gt;Tumbo y chico.&lt;/b&gt; Un equipo con 8 piedras está en tumbo: su capitán decide si se juega la mano, sin envíos. Ganarla gana el chico; dos chicos ganan el partido.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two teams of one to five players, partners in alternate seats. Win hands to score piedras, reach the tumbo and win it: two chicos win the partido.</source>
        <translation>&lt;b&gt;El objetivo.&lt;/b&gt; Dos equipos de uno a cinco jugadores, los compañeros en asientos alternos. Gana manos para anotar piedras, llega al tumbo y gánalo: dos chicos ganan el partido.</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to El Envite?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play El Envite&lt;/i&gt; has eight short lessons on the real table; the rules tutor beside the table explains every refusal and cites its section; &lt;i&gt;Learn &amp;gt; The rules of El Envite&lt;/i&gt; has the whole rules and every decision they leave open.</source>
        <translation>&lt;b&gt;¿Nuevo en el Envite?&lt;/b&gt; &lt;i&gt;Aprender &amp;gt; Aprender a jugar al Envite&lt;/i&gt; tiene ocho lecciones cortas en la mesa de verdad; el tutor de reglas junto a la mesa explica cada jugada rechazada y cita su sección; &lt;i&gt;Aprender &amp;gt; El reglamento del Envite&lt;/i&gt; tiene todas las reglas y cada decisión que dejan abierta.</translation>
    </message>
    <message>
        <source>Left, Right, Tab</source>
        <translation>Izquierda, Derecha, Tab</translation>
    </message>
    <message>
        <source>Move between the buttons of a question (speaking, trumps, cinco)</source>
        <translation>Pasar de un botón a otro de una pregunta (hablar, triunfos, cinco)</translation>
    </message>
    <message>
        <source>L (hold)</source>
        <translation>L (mantener)</translation>
    </message>
    <message>
        <source>Look at the last trick while the key is held (Art. 35)</source>
        <translation>Ver la última baza mientras se mantiene la tecla (Art. 35)</translation>
    </message>
    <message>
        <source>¡Renuncio!: claim a renuncio (Mesa rules only)</source>
        <translation>¡Renuncio!: reclamar un renuncio (solo con la regla Mesa)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Hint: the computer&apos;s suggestion, with its reason</source>
        <translation>Pista: lo que propone el ordenador, con su razón</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>Deshacer tu última jugada (partidas de práctica)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Exportar este reparto</translation>
    </message>
    <message>
        <source>From the start screen back to the game</source>
        <translation>Desde la pantalla de inicio, volver a la partida</translation>
    </message>
    <message>
        <source>Full screen, and back</source>
        <translation>Pantalla completa, y volver</translation>
    </message>
    <message>
        <source>Quit (the game is saved on its own)</source>
        <translation>Salir (la partida se guarda sola)</translation>
    </message>
    <message>
        <source>Click the table once so that it has the keys.</source>
        <translation>Haz clic una vez en la mesa para que reciba las teclas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing together.&lt;/b&gt; At one screen: in &lt;i&gt;Game &amp;gt; New game&lt;/i&gt;, set a seat to &lt;i&gt;Human (at this computer)&lt;/i&gt;; at each player&apos;s turn the table turns to him, his cards face up at the bottom, and between two players they are hidden until the next one says he is at the screen. On several computers of the same network: &lt;i&gt;Host a table&lt;/i&gt; and &lt;i&gt;Join a table&lt;/i&gt; on the start screen.</source>
        <translation>&lt;b&gt;Jugar juntos.&lt;/b&gt; En una misma pantalla: en &lt;i&gt;Partida &amp;gt; Nueva partida&lt;/i&gt;, pon un asiento en &lt;i&gt;Humano (en este ordenador)&lt;/i&gt;; en el turno de cada jugador la mesa gira hacia él, con sus cartas boca arriba al pie de la pantalla, y entre dos jugadores se tapan hasta que el siguiente dice que está ante la pantalla. En varios ordenadores de la misma red: &lt;i&gt;Abrir una mesa&lt;/i&gt; y &lt;i&gt;Unirse a una mesa&lt;/i&gt; en la pantalla de inicio.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everyone gets 8 cards; the 8 left over, face down, are the zanga. Play goes to the right: you, then the player on your right.</source>
        <translation>&lt;b&gt;El reparto.&lt;/b&gt; Cada jugador recibe 8 cartas; las 8 que sobran, boca abajo, son la zanga. El juego va hacia la derecha: tú y luego el jugador de tu derecha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Speaking.&lt;/b&gt; In turn each player says &lt;i&gt;paso&lt;/i&gt; (pass, 1 vale into the pot), &lt;i&gt;juego&lt;/i&gt; (I play, with my partner), &lt;i&gt;solo&lt;/i&gt; (I play alone) or, last, &lt;i&gt;zanga&lt;/i&gt;. The buttons offer only what you may say, and what it costs.</source>
        <translation>&lt;b&gt;Hablar.&lt;/b&gt; Por turno, cada jugador dice &lt;i&gt;paso&lt;/i&gt; (pasar, 1 vale al pozo), &lt;i&gt;juego&lt;/i&gt; (juego yo, con mi compañero), &lt;i&gt;solo&lt;/i&gt; (juego solo) o, el último, &lt;i&gt;zanga&lt;/i&gt;. Los botones ofrecen solo lo que puedes decir, y lo que cuesta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trumps.&lt;/b&gt; The player who plays the hand (the nombrado) names the trump suit. The three highest trumps are the matadores.</source>
        <translation>&lt;b&gt;Triunfos.&lt;/b&gt; El jugador que juega la mano (el nombrado) elige el palo de triunfo. Los tres triunfos más altos son los matadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tricks.&lt;/b&gt; Eight tricks: follow the suit led if you can (else play any card); the highest trump, else the highest card of the suit led, wins and leads the next. The cards you may play are lifted.</source>
        <translation>&lt;b&gt;Las bazas.&lt;/b&gt; Ocho bazas: sirve al palo de salida si puedes (si no, juega cualquier carta); gana el triunfo más alto, o si no la carta más alta del palo de salida, y ese jugador sale en la siguiente. Las cartas que puedes jugar aparecen levantadas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The result.&lt;/b&gt; Five tricks or more for the nombrado&apos;s pair: sacada, they take the pot. Four: puesta, they double it. Three or fewer: codillo, the other pair takes it. The summary shows every vale and why.</source>
        <translation>&lt;b&gt;El resultado.&lt;/b&gt; Cinco bazas o más para la pareja del nombrado: sacada, se llevan el pozo. Cuatro: puesta, lo doblan. Tres o menos: codillo, se lo lleva la otra pareja. El resumen muestra cada vale y por qué.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Four players in two pairs: you and your partner opposite you, against the players on your sides. Each pair starts with 16 vales (stones); the pair that wins all 32 wins the game.</source>
        <translation>&lt;b&gt;El objetivo.&lt;/b&gt; Cuatro jugadores en dos parejas: tú y tu compañero, enfrente, contra los jugadores de tus lados. Cada pareja empieza con 16 vales (piedras); la pareja que gana los 32 gana la partida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Zanga?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play&lt;/i&gt; has short lessons on the real table, step by step; the rules tutor beside the table explains every refusal and cites its article; &lt;i&gt;Learn &amp;gt; Reglamento&lt;/i&gt; has the whole rules.</source>
        <translation>&lt;b&gt;¿Nuevo en La Zanga?&lt;/b&gt; &lt;i&gt;Aprender &amp;gt; Aprender a jugar&lt;/i&gt; tiene lecciones cortas en la mesa real, paso a paso; el tutor de reglas junto a la mesa explica cada carta rechazada y cita su artículo; &lt;i&gt;Aprender &amp;gt; Reglamento&lt;/i&gt; tiene las reglas completas.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>A hand in five steps</source>
        <translation>Una mano en cinco pasos</translation>
    </message>
    <message>
        <source>Keys: Help &gt; Keyboard shortcuts.</source>
        <translation>Teclas: Ayuda &gt; Atajos de teclado.</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Partida reanudada.</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals.</source>
        <translation>Mano {0}: reparte {1}.</translation>
    </message>
    <message>
        <source>Hand {0}, dealer {1}</source>
        <translation>Mano {0}, reparte {1}</translation>
    </message>
    <message>
        <source>{0} is mano (first to speak): puts 4 vales in the pot.</source>
        <translation>{0} es mano (habla primero): pone 4 vales en el pozo.</translation>
    </message>
    <message>
        <source>Trick {0} to {1}</source>
        <translation>Baza {0} para {1}</translation>
    </message>
    <message>
        <source>Not claimed: {0}</source>
        <translation>No reclamado: {0}</translation>
    </message>
    <message>
        <source>You could have claimed it: {0}</source>
        <translation>Podías haberlo reclamado: {0}</translation>
    </message>
    <message>
        <source>Bot program</source>
        <translation>Programa bot</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Pensando...</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Pista: {0}</translation>
    </message>
    <message>
        <source>Card taken back.</source>
        <translation>Carta retirada.</translation>
    </message>
    <message>
        <source>Human (at this computer)</source>
        <translation>Humano (en este ordenador)</translation>
    </message>
    <message>
        <source>Federación (the regulation)</source>
        <translation>Federación (el reglamento)</translation>
    </message>
    <message>
        <source>Popular (2 piedras a hand, tumbo at 11)</source>
        <translation>Popular (2 piedras por mano, tumbo a 11)</translation>
    </message>
    <message>
        <source> a team</source>
        <translation> por equipo</translation>
    </message>
    <message>
        <source>Players per &amp;team</source>
        <translation>Jugadores por &amp;equipo</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>I am my team&apos;s &amp;capitán (I answer bets and decide the tumbo)</source>
        <translation>Soy el &amp;capitán de mi equipo (respondo a los envíos y decido el tumbo)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Señas</source>
        <translation>Señas</translation>
    </message>
    <message>
        <source>Team: seen by your team-mates only, always true</source>
        <translation>Equipo: solo las ven tus compañeros, siempre verdaderas</translation>
    </message>
    <message>
        <source>Pillar: opponents may catch them; they may be false</source>
        <translation>Pillar: los contrarios pueden pillarlas; pueden ser falsas</translation>
    </message>
    <message>
        <source>Off: no señas</source>
        <translation>Sin señas</translation>
    </message>
    <message>
        <source>Tutor: a card that does not follow is refused and explained</source>
        <translation>Tutor: una carta que no asiste se rechaza y se explica</translation>
    </message>
    <message>
        <source>Mesa: any card may be played; claim ¡Renuncio! (section 8)</source>
        <translation>Mesa: se puede jugar cualquier carta; cantad ¡Renuncio! (sección 8)</translation>
    </message>
    <message>
        <source>When the winning báciga goes pasado, its side also loses the bácigas it scored (section 8)</source>
        <translation>Si la báciga ganadora se pasa, su bando también pierde las bácigas que se apuntó (sección 8)</translation>
    </message>
    <message>
        <source>Las cosas win even on a card that goes over 31 (section 9)</source>
        <translation>Las cosas ganan aunque la carta pase de 31 (sección 9)</translation>
    </message>
    <message>
        <source>A pasado player still scores his pairs (section 10)</source>
        <translation>Quien se pasa también se apunta sus parejas (sección 10)</translation>
    </message>
    <message>
        <source>Scores never go below zero (section 10)</source>
        <translation>Los puntos nunca bajan de cero (sección 10)</translation>
    </message>
    <message>
        <source>The table claims salirse for every player by itself (section 12)</source>
        <translation>La mesa reclama la salida por cada jugador ella sola (sección 12)</translation>
    </message>
    <message>
        <source>2 players, each on his own</source>
        <translation>2 jugadores, cada uno por su cuenta</translation>
    </message>
    <message>
        <source>The rules: Bengala (section 14), with these changes</source>
        <translation>Las reglas: Bengala (sección 14), con estos cambios</translation>
    </message>
    <message>
        <source>1 (the rules&apos; value)</source>
        <translation>1 (el valor de las reglas)</translation>
    </message>
    <message>
        <source>The as is worth (section 3)</source>
        <translation>El as vale (sección 3)</translation>
    </message>
    <message>
        <source>1 to 3 cards (the rules)</source>
        <translation>de 1 a 3 cartas (las reglas)</translation>
    </message>
    <message>
        <source>0 to 3: a player may pass and keep his hand</source>
        <translation>de 0 a 3: se puede pasar sin soltar nada</translation>
    </message>
    <message>
        <source>A paso lays down (section 5)</source>
        <translation>Un paso suelta (sección 5)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Talks in a deal, at most (section 6)</source>
        <translation>Conversaciones por mano, como mucho (sección 6)</translation>
    </message>
    <message>
        <source>Points to win (section 11)</source>
        <translation>Puntos para ganar (sección 11)</translation>
    </message>
    <message>
        <source>Partner {0}</source>
        <translation>Compañero {0}</translation>
    </message>
    <message>
        <source>Opponent {0}</source>
        <translation>Rival {0}</translation>
    </message>
    <message>
        <source>Mesa: any card may be played, as at a real table; claim ¡Renuncio! (Art. 29-35)</source>
        <translation>Mesa: se puede jugar cualquier carta, como en una mesa de verdad; reclama ¡Renuncio! (Art. 29-35)</translation>
    </message>
    <message>
        <source>after a made cinco (Art. 49)</source>
        <translation>tras un cinco hecho (Art. 49)</translation>
    </message>
    <message>
        <source>when the nombrado&apos;s side wins the first five</source>
        <translation>cuando el bando del nombrado gana las cinco primeras</translation>
    </message>
    <message>
        <source>2 vales (Art. 49, 60)</source>
        <translation>2 vales (Art. 49, 60)</translation>
    </message>
    <message>
        <source>the pot, doubled by the losing side</source>
        <translation>el pozo, doblado por el bando perdedor</translation>
    </message>
    <message>
        <source>the losers&apos; payment stays in the pot (Art. 47)</source>
        <translation>el pago de los perdedores se queda en el pozo (Art. 47)</translation>
    </message>
    <message>
        <source>the losers pay the defenders</source>
        <translation>los perdedores pagan a los defensores</translation>
    </message>
    <message>
        <source>seen first, with a fianza (Art. 21-25)</source>
        <translation>vista antes, con fianza (Art. 21-25)</translation>
    </message>
    <message>
        <source>blind, with no fianza</source>
        <translation>a ciegas, sin fianza</translation>
    </message>
    <message>
        <source>2 vales won or lost (Art. 55, 62)</source>
        <translation>2 vales ganados o perdidos (Art. 55, 62)</translation>
    </message>
    <message>
        <source>2 vales to the winning side; a puesta pays nothing</source>
        <translation>2 vales para el bando ganador; una puesta no paga nada</translation>
    </message>
    <message>
        <source>when a team holds all 32 vales (Art. 11)</source>
        <translation>cuando una pareja tiene los 32 vales (Art. 11)</translation>
    </message>
    <message>
        <source>when a settled hand leaves a team with no vales: the other takes the pot and wins</source>
        <translation>cuando una mano liquidada deja a una pareja sin vales: la otra se lleva el pozo y gana</translation>
    </message>
    <message>
        <source>Renuncio</source>
        <translation>Renuncio</translation>
    </message>
    <message>
        <source>First hand: the 7 of espadas (or the next espada down) is mano (Art. 16)</source>
        <translation>Primera mano: es mano quien tiene el 7 de espadas (o la espada siguiente hacia abajo) (Art. 16)</translation>
    </message>
    <message>
        <source>The pie may pass too (four passes: the hand is dealt again)</source>
        <translation>El pie también puede pasar (cuatro pasos: se reparte de nuevo)</translation>
    </message>
    <message>
        <source>Mandar solo: an opponent of the juego player may bid a solo; the juego player chooses who plays it, himself or the orderer (Art. 20, 26)</source>
        <translation>Mandar solo: un contrario de quien dijo juego puede pujar por un solo; quien dijo juego elige quién lo juega, él o quien lo mandó (Art. 20, 26)</translation>
    </message>
    <message>
        <source>A plain solo may be said over a juego (in the Manual only while everyone before passed, Art. 54)</source>
        <translation>Se puede decir solo sobre un juego (en el Manual solo mientras todos los anteriores han pasado, Art. 54)</translation>
    </message>
    <message>
        <source>Cinco may be called after winning the first two tricks (Art. 48)</source>
        <translation>Se puede cantar cinco tras ganar las dos primeras bazas (Art. 48)</translation>
    </message>
    <message>
        <source>when a team has no vales left (it loses)</source>
        <translation>cuando una pareja se queda sin vales (pierde)</translation>
    </message>
    <message>
        <source>Mandar solo: a bid; the juego player picks who plays the solo (Art. 20, 26)</source>
        <translation>Mandar solo: una puja; quien dijo juego elige quién juega el solo (Art. 20, 26)</translation>
    </message>
    <message>
        <source>A plain solo may top a juego (Manual: only after all passed, Art. 54)</source>
        <translation>Un solo a secas puede superar un juego (Manual: solo tras pasar todos, Art. 54)</translation>
    </message>
    <message>
        <source>Todas is offered</source>
        <translation>Se ofrece todas</translation>
    </message>
    <message>
        <source>Todas pays</source>
        <translation>Todas paga</translation>
    </message>
    <message>
        <source>Codillo</source>
        <translation>Codillo</translation>
    </message>
    <message>
        <source>The pie&apos;s zanga</source>
        <translation>La zanga del pie</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>Premio del solo</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partida termina</translation>
    </message>
    <message>
        <source>Nobody collects a bonus larger than what it had at stake (Art. 57, 64)</source>
        <translation>Nadie cobra un premio mayor que lo que arriesgaba (Art. 57, 64)</translation>
    </message>
    <message>
        <source>A team with no vales must play (Art. 42)</source>
        <translation>Un equipo sin vales debe jugar (Art. 42)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Fianza (Art. 25)</source>
        <translation>Fianza (Art. 25)</translation>
    </message>
    <message>
        <source>Solo (Art. 55)</source>
        <translation>Solo (Art. 55)</translation>
    </message>
    <message>
        <source>Cinco (Art. 48)</source>
        <translation>Cinco (Art. 48)</translation>
    </message>
    <message>
        <source>Todas (Art. 49)</source>
        <translation>Todas (Art. 49)</translation>
    </message>
    <message>
        <source>Estuche (Art. 51)</source>
        <translation>Estuche (Art. 51)</translation>
    </message>
    <message>
        <source>Solo with the estuche (Simplificada)</source>
        <translation>Solo con el estuche (Simplificada)</translation>
    </message>
    <message>
        <source>plays simply and slips now and then: a gentle start</source>
        <translation>juega sencillo y a veces se equivoca: para empezar con calma</translation>
    </message>
    <message>
        <source>a sound club player: thinks about the cards still out</source>
        <translation>un buen jugador de club: piensa en las cartas que faltan por salir</translation>
    </message>
    <message>
        <source>plans whole hands and bids boldly: a hard table</source>
        <translation>planea la mano entera y habla con valentía: una mesa difícil</translation>
    </message>
    <message>
        <source>the strongest: thinks longest about every card</source>
        <translation>el más fuerte: piensa más que nadie cada carta</translation>
    </message>
    <message>
        <source>plays by fixed rules of thumb, never surprises (for testing)</source>
        <translation>juega con reglas fijas, sin sorpresas (para pruebas)</translation>
    </message>
    <message>
        <source>a program of your own that speaks zanga-bot/1 (docs/bot-protocol.md)</source>
        <translation>un programa tuyo que habla zanga-bot/1 (docs/bot-protocol.md)</translation>
    </message>
    <message>
        <source>as a {0}</source>
        <translation>como {0}</translation>
    </message>
    <message>
        <source>Your cards total {0}.</source>
        <translation>Tus cartas suman {0}.</translation>
    </message>
    <message>
        <source>Your cards total {0}, the free comodín counted as {1} until you fix it (section 9).</source>
        <translation>Tus cartas suman {0}, con el comodín libre contado como {1} hasta que lo amarres (sección 9).</translation>
    </message>
    <message>
        <source>¡Me salgo!</source>
        <translation>¡Me salgo!</translation>
    </message>
    <message>
        <source>Salirse: your side has enough to win (section 12)</source>
        <translation>Salirse: tu bando tiene bastante para ganar (sección 12)</translation>
    </message>
    <message>
        <source>Talk {0}: your word (the talk is cut)</source>
        <translation>Conversación {0}: tu palabra (ya está cortada)</translation>
    </message>
    <message>
        <source>{0} said {1}: a paso now lays nothing down; you may still sing (section 5).</source>
        <translation>{0} dijo {1}: ahora un paso no suelta nada; aún puedes cantar (sección 5).</translation>
    </message>
    <message>
        <source>Talk {0}: your word</source>
        <translation>Conversación {0}: tu palabra</translation>
    </message>
    <message>
        <source>To lay down: {0}.</source>
        <translation>A soltar: {0}.</translation>
    </message>
    <message>
        <source>To pass, click the cards to lay down ({0} to 3), then Paso.</source>
        <translation>Para pasar, haz clic en las cartas que sueltas (de {0} a 3) y luego en Paso.</translation>
    </message>
    <message>
        <source>Cartas may be said from the second talk on (section 5).</source>
        <translation>Cartas se puede decir desde la segunda conversación (sección 5).</translation>
    </message>
    <message>
        <source>Your draw: {0}</source>
        <translation>Te echas cartas: {0}</translation>
    </message>
    <message>
        <source>The free comodín counts {0} until you stand (section 9).</source>
        <translation>El comodín libre cuenta {0} hasta que te plantes (sección 9).</translation>
    </message>
    <message>
        <source>You may keep one of your cards face down, your tapada: click it (section 9).</source>
        <translation>Puedes guardar una de tus cartas bocabajo, tu tapada: haz clic en ella (sección 9).</translation>
    </message>
    <message>
        <source>Your tapada: the {0}, face down for the others.</source>
        <translation>Tu tapada: {0}, bocabajo para los demás.</translation>
    </message>
    <message numerus="yes">
        <source>Standing now scores %n point(s) of pairs (section 10).</source>
        <translation>
            <numerusform>Plantarte ahora te da %n punto de parejas (sección 10).</numerusform>
            <numerusform>Plantarte ahora te da %n puntos de parejas (sección 10).</numerusform>
        </translation>
    </message>
    <message>
        <source>Otra: one more card, face up</source>
        <translation>Otra: una carta más, boca arriba</translation>
    </message>
    <message>
        <source>Tapada: one more card, face down; a tapada you keep is turned up</source>
        <translation>Tapada: una carta más, bocabajo; la tapada que tenías se levanta</translation>
    </message>
    <message>
        <source>Me planto: stand on {0}</source>
        <translation>Me planto: plantarse en {0}</translation>
    </message>
    <message>
        <source>{0} annulled</source>
        <translation>{0} anulada</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>plantado</translation>
    </message>
    <message>
        <source>Me planto: fix the {0} (comodín)</source>
        <translation>Me planto: amarra el {0} (comodín)</translation>
    </message>
    <message>
        <source>{0}: fix the {1} (comodín) for the whole deal</source>
        <translation>{0}: amarra el {1} (comodín) para toda la mano</translation>
    </message>
    <message>
        <source>Not {0}: they would take you over 31 (section 9).</source>
        <translation>Ni {0}: te pasarían de 31 (sección 9).</translation>
    </message>
    <message>
        <source>Not {0}: your three cards would pass 9 (section 8).</source>
        <translation>Ni {0}: tus tres cartas pasarían de 9 (sección 8).</translation>
    </message>
    <message>
        <source>Only {0}: a bacigote is three equal cards (section 7).</source>
        <translation>Solo {0}: un bacigote son tres cartas iguales (sección 7).</translation>
    </message>
    <message>
        <source>You have {0}: −1 (section 10).</source>
        <translation>Tienes {0}: −1 (sección 10).</translation>
    </message>
    <message>
        <source>{0} is over 31: −1 (section 10).</source>
        <translation>{0} pasa de 31: −1 (sección 10).</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>Cut: the cards laid down by {0} are lost (section 6).</source>
        <translation>Corte: se pierde lo que soltó {0} (sección 6).</translation>
    </message>
    <message>
        <source>Four equal cards: you win the game (section 9).</source>
        <translation>Cuatro cartas iguales: ganas el juego (sección 9).</translation>
    </message>
    <message>
        <source>Four equal cards: {0} wins the game (section 9).</source>
        <translation>Cuatro cartas iguales: {0} gana el juego (sección 9).</translation>
    </message>
    <message>
        <source>Las 31: you reach 31 exactly (section 10).</source>
        <translation>Las 31: llegas justo a 31 (sección 10).</translation>
    </message>
    <message>
        <source>Las 31: {0} reaches 31 exactly (section 10).</source>
        <translation>Las 31: {0} llega justo a 31 (sección 10).</translation>
    </message>
    <message>
        <source>El punto: you have the best total (section 10).</source>
        <translation>El punto: tienes el mejor total (sección 10).</translation>
    </message>
    <message>
        <source>El punto: {0} has the best total (section 10).</source>
        <translation>El punto: {0} tiene el mejor total (sección 10).</translation>
    </message>
    <message>
        <source>Everyone went pasado: no las 31, no punto (section 10).</source>
        <translation>Todos se pasaron: ni las 31 ni el punto (sección 10).</translation>
    </message>
    <message>
        <source>A bacigote ends the deal at once (section 7).</source>
        <translation>Un bacigote termina la mano en el acto (sección 7).</translation>
    </message>
    <message>
        <source>Las cosas: four equal cards win the game (section 9).</source>
        <translation>Las cosas: cuatro cartas iguales ganan el juego (sección 9).</translation>
    </message>
    <message>
        <source>A side goes out: its points and a hand&apos;s pairs reach the target (section 12).</source>
        <translation>Un bando se sale: sus puntos y las parejas de una mano llegan a la meta (sección 12).</translation>
    </message>
    <message numerus="yes">
        <source>A side reaches %n point(s) (section 11).</source>
        <translation>
            <numerusform>Un bando llega a %n punto (sección 11).</numerusform>
            <numerusform>Un bando llega a %n puntos (sección 11).</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1} — {2} {3} (to {4})</source>
        <translation>{0} {1} — {2} {3} (a {4})</translation>
    </message>
    <message>
        <source>{0}: {1}{2} this deal</source>
        <translation>{0}: {1}{2} en esta mano</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>¡Tu pareja gana el juego!</translation>
    </message>
    <message>
        <source>{0} wins the game</source>
        <translation>{0} gana el juego</translation>
    </message>
    <message>
        <source>{0} win the game</source>
        <translation>{0} ganan el juego</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Players on other computers of this network join your table from their start screen; the computer plays the seats you give it.</source>
        <translation>Los jugadores de otros ordenadores de esta red se unen a tu mesa desde su pantalla de inicio; el ordenador juega los puestos que tú le des.</translation>
    </message>
    <message>
        <source>Write your name: the other players at the table see you by it.</source>
        <translation>Escribe tu nombre: los demás jugadores de la mesa te ven por él.</translation>
    </message>
    <message>
        <source>The name the other players will see</source>
        <translation>El nombre que verán los demás jugadores</translation>
    </message>
    <message>
        <source>{0} (not playable over the network yet)</source>
        <translation>{0} (aún no se puede jugar en red)</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Puesto {0}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <comment>the game a table is for</comment>
        <translation>Jue&amp;go</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Permitir &amp;pistas</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>Libre para una persona</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Ordenador: {0}</translation>
    </message>
    <message>
        <source>The table you were hosting was left open. Reopen it? Its players take their seats back when they join again.</source>
        <translation>La mesa que tenías abierta quedó sin cerrar. ¿Volver a abrirla? Sus jugadores recuperan sus puestos al unirse de nuevo.</translation>
    </message>
    <message>
        <source>Bot program…</source>
        <translation>Programa bot…</translation>
    </message>
    <message>
        <source>command line of a zanga-bot/1 program</source>
        <translation>línea de órdenes de un programa zanga-bot/1</translation>
    </message>
    <message>
        <source>A program speaking zanga-bot/1 on its standard input and output (docs/bot-protocol.md), e.g. python3 my_bot.py</source>
        <translation>Un programa que habla zanga-bot/1 por su entrada y salida estándar (docs/bot-protocol.md), p. ej. python3 my_bot.py</translation>
    </message>
    <message>
        <source>&amp;Practice game (undo allowed; off for rated play)</source>
        <translation>Partida de &amp;práctica (se puede deshacer; no cuenta para las estadísticas)</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compañero</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>contrario</translation>
    </message>
    <message>
        <source>Chiquita: you pass the word to {0}.</source>
        <translation>Chiquita: pasas la palabra a {0}.</translation>
    </message>
    <message>
        <source>Envío: if they say quiero, {0} scores {1} once every one is shown; if they say no quiero, your side scores {2} now.</source>
        <translation>Envío: si dicen quiero, {0} se apunta {1} cuando se hayan visto todas; si dicen no quiero, tu bando se apunta {2} ya.</translation>
    </message>
    <message>
        <source>A la mayor: no bet; {0} scores only its own points ({1} if it is yours, {2} if theirs) once shown.</source>
        <translation>A la mayor: sin apuesta; {0} se apunta solo sus puntos ({1} si es tuya, {2} si es suya) cuando se vea.</translation>
    </message>
    <message>
        <source>Quiero: {0} scores {1} for its side once every one is shown.</source>
        <translation>Quiero: {0} se apunta {1} para su bando cuando se hayan visto todas.</translation>
    </message>
    <message>
        <source>No quiero: +{1} for {0} now, and yours does not count.</source>
        <translation>No quiero: +{1} para {0} ya, y la tuya no cuenta.</translation>
    </message>
    <message>
        <source>Cantar ronda (+{0})</source>
        <translation>Cantar ronda (+{0})</translation>
    </message>
    <message>
        <source>Cantar rondín (+{0})</source>
        <translation>Cantar rondín (+{0})</translation>
    </message>
    <message>
        <source>La Báciga rules, section {0}.</source>
        <translation>Reglas de La Báciga, sección {0}.</translation>
    </message>
    <message>
        <source>It is not your turn: {0} is drawing; players draw one after the other from el mano.</source>
        <translation>No es tu turno: se está echando cartas {0}; se echan cartas uno tras otro desde el mano.</translation>
    </message>
    <message>
        <source>It is not your turn: {0} speaks now; players speak one after the other from el mano.</source>
        <translation>No es tu turno: ahora habla {0}; se habla uno tras otro desde el mano.</translation>
    </message>
    <message>
        <source>A card is asked for face up (Otra) or face down (Tapada).</source>
        <translation>Una carta se pide boca arriba (Otra) o bocabajo (Tapada).</translation>
    </message>
    <message>
        <source>The words of a talk are Paso, Báciga, Bacigote and Cartas.</source>
        <translation>Las palabras de la conversación son Paso, Báciga, Bacigote y Cartas.</translation>
    </message>
    <message>
        <source>Choose one of your own cards.</source>
        <translation>Elige una de tus cartas.</translation>
    </message>
    <message>
        <source>Cartas may be said only from the second talk on: in the first talk, with no báciga or bacigote, everyone passes.</source>
        <translation>Cartas solo se puede decir desde la segunda conversación: en la primera, sin báciga ni bacigote, todos pasan.</translation>
    </message>
    <message>
        <source>The talk is already cut: cartas would change nothing; say paso, or sing báciga or bacigote.</source>
        <translation>La conversación ya está cortada: cartas no cambiaría nada; di paso, o canta báciga o bacigote.</translation>
    </message>
    <message>
        <source>This is the last talk the table allows and everyone before you passed: say cartas, or sing.</source>
        <translation>Es la última conversación que permite la mesa y todos los de antes pasaron: di cartas, o canta.</translation>
    </message>
    <message numerus="yes">
        <source>A bacigote is three equal cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>Un bacigote son tres cartas iguales, y tienes %n carta.</numerusform>
            <numerusform>Un bacigote son tres cartas iguales, y tienes %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards ({0}) are not three of one rank: a bacigote is three equal cards.</source>
        <translation>Tus cartas ({0}) no son tres iguales: un bacigote son tres cartas iguales.</translation>
    </message>
    <message>
        <source>You sang báciga: its three cards lie face up. Ask for a card face down instead (Tapada).</source>
        <translation>Cantaste báciga: sus tres cartas están boca arriba. Pide en su lugar una carta bocabajo (Tapada).</translation>
    </message>
    <message>
        <source>Your draw has begun: the tapada is chosen as you show your cards. Ask for a card face down instead (Tapada): it turns your old tapada up.</source>
        <translation>Ya empezaste a echarte cartas: la tapada se elige al enseñar las cartas. Pide en su lugar una carta bocabajo (Tapada): levanta la tapada que tenías.</translation>
    </message>
    <message>
        <source>The stock is empty: you stand on your cards.</source>
        <translation>El mazo se acabó: te plantas con tus cartas.</translation>
    </message>
    <message>
        <source>The table goes out for every player by itself, at once.</source>
        <translation>La mesa sale por cada jugador ella sola, en el momento.</translation>
    </message>
    <message>
        <source>Your side&apos;s points and the pairs in your hand do not reach {0} yet.</source>
        <translation>Los puntos de tu bando y las parejas de tu mano aún no llegan a {0}.</translation>
    </message>
    <message>
        <source>The players are still talking: cards are asked for once someone cuts the talk.</source>
        <translation>Todavía se está hablando: las cartas se piden cuando alguien corta la conversación.</translation>
    </message>
    <message>
        <source>The talk is over: the players are drawing now.</source>
        <translation>La conversación terminó: ahora se echan cartas.</translation>
    </message>
    <message>
        <source>That player does not deal this deal: el mano of the last one deals.</source>
        <translation>Ese jugador no reparte esta mano: reparte el mano de la anterior.</translation>
    </message>
    <message>
        <source>The game is over: a side has won it.</source>
        <translation>El juego terminó: un bando lo ha ganado.</translation>
    </message>
    <message>
        <source>The talk is cut: a paso now lays nothing down, and you keep your cards.</source>
        <translation>La conversación está cortada: ahora un paso no suelta nada, y te quedas tus cartas.</translation>
    </message>
    <message>
        <source>Each card is laid down once.</source>
        <translation>Cada carta se suelta una sola vez.</translation>
    </message>
    <message>
        <source>To pass, lay down {0} to 3 of your cards: click them, then Paso.</source>
        <translation>Para pasar, suelta de {0} a 3 de tus cartas: haz clic en ellas y luego en Paso.</translation>
    </message>
    <message>
        <source>A paso lays down {0} to 3 cards.</source>
        <translation>Un paso suelta de {0} a 3 cartas.</translation>
    </message>
    <message numerus="yes">
        <source>A báciga is three cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>Una báciga son tres cartas, y tienes %n carta.</numerusform>
            <numerusform>Una báciga son tres cartas, y tienes %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards total {0} even with the comodín at its lowest: a báciga is three cards totalling 9 or less.</source>
        <translation>Tus cartas suman {0} aun con el comodín en lo más bajo: una báciga son tres cartas que suman 9 o menos.</translation>
    </message>
    <message>
        <source>Your cards total {0}: a báciga is three cards totalling 9 or less.</source>
        <translation>Tus cartas suman {0}: una báciga son tres cartas que suman 9 o menos.</translation>
    </message>
    <message>
        <source>A báciga is three cards totalling 9 or less.</source>
        <translation>Una báciga son tres cartas que suman 9 o menos.</translation>
    </message>
    <message>
        <source>Fixed so, the comodín takes you to {0}: a comodín fixed as you stand may not take you over 31.</source>
        <translation>Amarrado así, el comodín te lleva a {0}: al plantarte no puedes amarrarlo pasando de 31.</translation>
    </message>
    <message>
        <source>The {0} is already fixed: a fixed comodín keeps its rank for the whole deal.</source>
        <translation>El {0} ya está amarrado: un comodín amarrado guarda su carta toda la mano.</translation>
    </message>
    <message>
        <source>Every free comodín you hold is fixed then: fix the {0} too.</source>
        <translation>Entonces se amarran todos tus comodines libres: amarra también el {0}.</translation>
    </message>
    <message>
        <source>A comodín is fixed to a rank: as, 2 to 7, sota, caballo or rey.</source>
        <translation>Un comodín se amarra a una carta: as, del 2 al 7, sota, caballo o rey.</translation>
    </message>
    <message>
        <source>Only a báciga, a bacigote or a stand fixes a comodín.</source>
        <translation>Solo una báciga, un bacigote o plantarse amarran un comodín.</translation>
    </message>
    <message>
        <source>The {0} is not a free comodín of yours: only the 7 de oros and the 7 de copas are comodines.</source>
        <translation>El {0} no es un comodín libre tuyo: solo el 7 de oros y el 7 de copas son comodines.</translation>
    </message>
    <message>
        <source>Only a free comodín you hold is fixed.</source>
        <translation>Solo se amarra un comodín libre que tengas.</translation>
    </message>
    <message>
        <source>You say paso: the talk is cut, you lay nothing down (section 5).</source>
        <translation>Dices paso: la conversación está cortada, no sueltas nada (sección 5).</translation>
    </message>
    <message>
        <source>{0} says paso: the talk is cut, nothing is laid down (section 5).</source>
        <translation>{0} dice paso: la conversación está cortada, no suelta nada (sección 5).</translation>
    </message>
    <message>
        <source>You pass, laying down the {0} face down (section 5).</source>
        <translation>Pasas y sueltas bocabajo: {0} (sección 5).</translation>
    </message>
    <message numerus="yes">
        <source>You pass, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>Pasas y sueltas %n carta bocabajo (sección 5).</numerusform>
            <numerusform>Pasas y sueltas %n cartas bocabajo (sección 5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} passes, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>{0} pasa y suelta %n carta bocabajo (sección 5).</numerusform>
            <numerusform>{0} pasa y suelta %n cartas bocabajo (sección 5).</numerusform>
        </translation>
    </message>
    <message>
        <source>You sing báciga: your three cards total 9 or less; they are shown when the draw begins (section 8).</source>
        <translation>Cantas báciga: tus tres cartas suman 9 o menos; se enseñan al empezar a echarse cartas (sección 8).</translation>
    </message>
    <message>
        <source>{0} sings báciga: three cards of 9 or less, shown when the draw begins (section 8).</source>
        <translation>{0} canta báciga: tres cartas de 9 o menos, que se enseñan al empezar a echarse cartas (sección 8).</translation>
    </message>
    <message>
        <source>You sing bacigote: three equal cards; the deal ends with this talk (section 7).</source>
        <translation>Cantas bacigote: tres cartas iguales; la mano acaba con esta conversación (sección 7).</translation>
    </message>
    <message>
        <source>{0} sings bacigote: three equal cards; the deal ends with this talk (section 7).</source>
        <translation>{0} canta bacigote: tres cartas iguales; la mano acaba con esta conversación (sección 7).</translation>
    </message>
    <message>
        <source>You say cartas: the talk is cut and the draw will begin (section 5).</source>
        <translation>Dices cartas: la conversación se corta y se empezarán a echar cartas (sección 5).</translation>
    </message>
    <message>
        <source>{0} says cartas: the talk is cut and the draw will begin (section 5).</source>
        <translation>{0} dice cartas: la conversación se corta y se empezarán a echar cartas (sección 5).</translation>
    </message>
    <message>
        <source>{0} (comodín, {1})</source>
        <translation>{0} (comodín, {1})</translation>
    </message>
    <message>
        <source>Everyone passed: the cards laid down go under the stock and each passer is dealt as many; talk {0} begins (section 6).</source>
        <translation>Todos pasaron: lo soltado va debajo del mazo y a cada uno se le dan tantas cartas como soltó; empieza la conversación {0} (sección 6).</translation>
    </message>
    <message>
        <source>The talk is cut ({0}): nobody had laid cards down (section 6).</source>
        <translation>La conversación se corta ({0}): nadie había soltado cartas (sección 6).</translation>
    </message>
    <message>
        <source>The talk is cut ({0}): the cards laid down by {1} go under the stock, lost to them (section 6).</source>
        <translation>La conversación se corta ({0}): lo que soltó {1} va debajo del mazo y se pierde (sección 6).</translation>
    </message>
    <message>
        <source>, ligada</source>
        <translation>, ligada</translation>
    </message>
    <message>
        <source>You show your báciga: {0}, total {1}{2} (section 8).</source>
        <translation>Enseñas tu báciga: {0}, suma {1}{2} (sección 8).</translation>
    </message>
    <message>
        <source>{0} shows the báciga: {1}, total {2}{3} (section 8).</source>
        <translation>{0} enseña su báciga: {1}, suma {2}{3} (sección 8).</translation>
    </message>
    <message>
        <source>Your {0} wins the contest: the lowest total wins, the nearer el mano on equal totals; the other side&apos;s count as if unsung (section 8).</source>
        <translation>Tu {0} gana: gana el menor total, y a igual total el más cercano al mano; las del otro bando quedan como no cantadas (sección 8).</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} wins the contest: the lowest total wins, the nearer el mano on equal totals; the other side&apos;s count as if unsung (section 8).</source>
        <translation>Gana la {1} de {0}: gana el menor total, y a igual total el más cercano al mano; las del otro bando quedan como no cantadas (sección 8).</translation>
    </message>
    <message>
        <source>Your bacigote: {0} (section 7).</source>
        <translation>Tu bacigote: {0} (sección 7).</translation>
    </message>
    <message>
        <source>{0}&apos;s bacigote: {1} (section 7).</source>
        <translation>El bacigote de {0}: {1} (sección 7).</translation>
    </message>
    <message>
        <source>Beside your partner&apos;s bacigote, you show {0}: {1} (section 7).</source>
        <translation>Junto al bacigote de tu compañero, enseñas {0}: {1} (sección 7).</translation>
    </message>
    <message>
        <source>You ask for a card face down: a tapada (section 9).</source>
        <translation>Pides una carta bocabajo: una tapada (sección 9).</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the player, named on his own as a subject</comment>
        <translation>tú</translation>
    </message>
    <message>
        <source>{0}: {1} — {2} ({3})</source>
        <comment>who drew which card, and the total</comment>
        <translation>{0}: {1} — {2} ({3})</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <comment>who stood, and on what total</comment>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>New deal. Dealer: {0}; el mano: {1}</source>
        <translation>Mano nueva. Reparte: {0}; el mano: {1}</translation>
    </message>
    <message>
        <source>Keep {0} face down: the others will not know your total (section 9).</source>
        <translation>Guarda {0} bocabajo: los demás no sabrán tu total (sección 9).</translation>
    </message>
    <message>
        <source>Beside the bacigote, the partner {0} shows {1}: {2} (section 7).</source>
        <translation>Junto al bacigote, el compañero {0} enseña {1}: {2} (sección 7).</translation>
    </message>
    <message>
        <source>You do not hold {0}: choose one of your own cards.</source>
        <translation>No tienes {0}: elige una de tus cartas.</translation>
    </message>
    <message>
        <source>You show {0} and keep your tapada face down (section 9).</source>
        <translation>Enseñas {0} y guardas tu tapada bocabajo (sección 9).</translation>
    </message>
    <message>
        <source>You show {0} (section 9).</source>
        <translation>Enseñas {0} (sección 9).</translation>
    </message>
    <message>
        <source>{0} shows {1} and keeps one card face down (section 9).</source>
        <translation>{0} enseña {1} y guarda una carta bocabajo (sección 9).</translation>
    </message>
    <message>
        <source>{0} has no cards to show: the cards laid down before the cut are lost (section 6).</source>
        <translation>{0} no tiene cartas que enseñar: lo soltado antes del corte se perdió (sección 6).</translation>
    </message>
    <message>
        <source>{0} shows {1} (section 9).</source>
        <translation>{0} enseña {1} (sección 9).</translation>
    </message>
    <message>
        <source>You ask for a card: the {0} ({1}).</source>
        <translation>Pides carta: {0} ({1}).</translation>
    </message>
    <message>
        <source>{0} asks for a card: the {1} ({2}).</source>
        <translation>{0} pide carta: {1} ({2}).</translation>
    </message>
    <message>
        <source>You ask for a card face down: the {0}, your tapada ({1}).</source>
        <translation>Pides una carta bocabajo: {0}, tu tapada ({1}).</translation>
    </message>
    <message>
        <source>{0} asks for a card face down: a tapada (section 9).</source>
        <translation>{0} pide una carta bocabajo: una tapada (sección 9).</translation>
    </message>
    <message>
        <source>Your old tapada is turned up: the {0}.</source>
        <translation>Tu tapada anterior se levanta: {0}.</translation>
    </message>
    <message>
        <source>{0} turns the old tapada up: the {1}.</source>
        <translation>{0} levanta la tapada anterior: {1}.</translation>
    </message>
    <message>
        <source>You stand (me planto) on {0}.</source>
        <translation>Te plantas en {0}.</translation>
    </message>
    <message>
        <source>{0} stands (me planto) on {1}.</source>
        <translation>{0} se planta en {1}.</translation>
    </message>
    <message>
        <source>¡Pasado! You go over 31 and stop (section 9).</source>
        <translation>¡Pasado! Te pasas de 31 y dejas de pedir (sección 9).</translation>
    </message>
    <message>
        <source>¡Pasado! {0} goes over 31 and stops (section 9).</source>
        <translation>¡Pasado! {0} se pasa de 31 y deja de pedir (sección 9).</translation>
    </message>
    <message>
        <source>¡Las cosas! You have four equal cards: {0}. The game is won (section 9).</source>
        <translation>¡Las cosas! Tienes cuatro cartas iguales: {0}. Ganas el juego (sección 9).</translation>
    </message>
    <message>
        <source>¡Las cosas! {0} has four equal cards: {1}. The game is won (section 9).</source>
        <translation>¡Las cosas! {0} tiene cuatro cartas iguales: {1}. Gana el juego (sección 9).</translation>
    </message>
    <message>
        <source>The count: {0}, {1}: {2} (section 9).</source>
        <translation>El recuento: {0}, {1}: {2} (sección 9).</translation>
    </message>
    <message>
        <source>You go out: your side&apos;s points and the pairs in your hand reach {0} (section 12).</source>
        <translation>Te sales: los puntos de tu bando y las parejas de tu mano llegan a {0} (sección 12).</translation>
    </message>
    <message>
        <source>{0} goes out: the side&apos;s points and the pairs in the hand reach {1} (section 12).</source>
        <translation>{0} se sale: los puntos de su bando y las parejas de su mano llegan a {1} (sección 12).</translation>
    </message>
    <message>
        <source>{0} and a tapada</source>
        <translation>{0} y una tapada</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}: {1}; {2} in all (section {3}).</source>
        <translation>{0}: {1}; {2} en total (sección {3}).</translation>
    </message>
    <message>
        <source>New deal: you deal; {0} is el mano, first to speak and to draw (section 4).</source>
        <translation>Mano nueva: repartes tú; {0} es el mano, el primero en hablar y en echarse cartas (sección 4).</translation>
    </message>
    <message>
        <source>New deal: {0} deals; you are el mano, first to speak and to draw (section 4).</source>
        <translation>Mano nueva: reparte {0}; eres el mano, el primero en hablar y en echarte cartas (sección 4).</translation>
    </message>
    <message>
        <source>New deal: {0} deals; {1} is el mano, first to speak and to draw (section 4).</source>
        <translation>Mano nueva: reparte {0}; {1} es el mano, el primero en hablar y en echarse cartas (sección 4).</translation>
    </message>
    <message numerus="yes">
        <source>one more card goes pasado %n time(s) in 20</source>
        <translation>
            <numerusform>otra carta te pasa %n vez de cada 20</numerusform>
            <numerusform>otra carta te pasa %n veces de cada 20</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> with %n point(s) of pairs</source>
        <translation>
            <numerusform> con %n punto de parejas</numerusform>
            <numerusform> con %n puntos de parejas</numerusform>
        </translation>
    </message>
    <message>
        <source>fix the {0} {1}</source>
        <translation>amarra el {0} {1}</translation>
    </message>
    <message>
        <source>Me planto: {0}{1}; {2}.</source>
        <translation>Me planto: {0}{1}; {2}.</translation>
    </message>
    <message>
        <source>Otra: {0}; {1}.</source>
        <translation>Otra: {0}; {1}.</translation>
    </message>
    <message>
        <source>Tapada: {0}, and the others will not know your total; {1}.</source>
        <translation>Tapada: {0}, y los demás no sabrán tu total; {1}.</translation>
    </message>
    <message>
        <source>Bacigote: three equal cards, 7 points, and the deal ends (section 7).</source>
        <translation>Bacigote: tres cartas iguales, 7 puntos, y la mano termina (sección 7).</translation>
    </message>
    <message>
        <source>Báciga: your cards total {0}, 2 points before anyone draws; the lowest wins a contest (section 8).</source>
        <translation>Báciga: tus cartas suman {0}, 2 puntos antes de que nadie pida; en una disputa gana la menor (sección 8).</translation>
    </message>
    <message>
        <source>Báciga ligada: {0} with a pair, 2 points now and 1 more when you stand (section 8).</source>
        <translation>Báciga ligada: {0} con pareja, 2 puntos ahora y 1 más al plantarte (sección 8).</translation>
    </message>
    <message>
        <source>Cartas: cut now and play the draw with your pair or comodín; another pase gives the rivals cards too (section 5).</source>
        <translation>Cartas: corta ya y échate cartas con tu pareja o tu comodín; otro pase también da cartas a los rivales (sección 5).</translation>
    </message>
    <message>
        <source>Cartas: stop the pases before the rivals find a báciga (section 5).</source>
        <translation>Cartas: corta los pases antes de que los rivales encuentren una báciga (sección 5).</translation>
    </message>
    <message>
        <source>Paso: the talk is cut, you keep your cards.</source>
        <translation>Paso: la conversación está cortada, te quedas tus cartas.</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: keep the {1}, hunting a bacigote.</source>
        <translation>Paso, soltando {0}: quédate {1}, en busca de un bacigote.</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: keep the {1}, hunting a báciga.</source>
        <translation>Paso, soltando {0}: quédate {1}, en busca de una báciga.</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: they help neither a báciga nor a pair.</source>
        <translation>Paso, soltando {0}: no ayudan ni a una báciga ni a una pareja.</translation>
    </message>
    <message>
        <source>¡Me salgo!: your side has enough to win (section 12).</source>
        <translation>¡Me salgo!: tu bando tiene bastante para ganar (sección 12).</translation>
    </message>
    <message numerus="yes">
        <source>Sung: {0}</source>
        <translation>
            <numerusform>Cantó: {0}</numerusform>
            <numerusform>Cantaron: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold {0}</source>
        <translation>Tienes {0}</translation>
    </message>
    <message>
        <source>Your last call: sing {0} now, or it does not count this round.</source>
        <translation>Tu última llamada: canta {0} ahora, o no contará en esta mano.</translation>
    </message>
    <message>
        <source>You hold {0}: sing it now, or wait for your last call.</source>
        <translation>Tienes {0}: cántala ahora o espera a tu última llamada.</translation>
    </message>
    <message>
        <source>Sung, it scores {0} at once unless a rival sings too; then the envío decides. You may also wait and sing at your turn.</source>
        <translation>Cantada, se apunta {0} al momento, salvo que un rival cante también: entonces decide el envío. También puedes esperar y cantar en tu turno.</translation>
    </message>
    <message>
        <source>No cantar</source>
        <translation>No cantar</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>You hold {0}: sing it before your card?</source>
        <translation>Tienes {0}: ¿la cantas antes de tu carta?</translation>
    </message>
    <message>
        <source>Rondas in play: {0}</source>
        <translation>Rondas en juego: {0}</translation>
    </message>
    <message>
        <source>Rondines in play: {0}</source>
        <translation>Rondines en juego: {0}</translation>
    </message>
    <message>
        <source>{0} says ¡Envío!: your answer.</source>
        <translation>{0} dice ¡Envío!: te toca responder.</translation>
    </message>
    <message>
        <source>Yours: {0}.</source>
        <translation>La tuya: {0}.</translation>
    </message>
    <message>
        <source>Bot program for {0}</source>
        <translation>Programa bot para {0}</translation>
    </message>
    <message>
        <source>Manual (Canarias)</source>
        <translation>Manual (Canarias)</translation>
    </message>
    <message>
        <source>someone else at this screen; the table turns to each player in turn</source>
        <translation>otra persona en esta pantalla; la mesa se vuelve hacia cada jugador en su turno</translation>
    </message>
    <message>
        <source>Simplificada</source>
        <translation>Simplificada</translation>
    </message>
    <message>
        <source>Manual: the official reglamento of the Canary Islands. Simplificada: fewer bonuses, the zanga taken blind.</source>
        <translation>Manual: el reglamento oficial de Canarias. Simplificada: menos premios, la zanga a ciegas.</translation>
    </message>
    <message>
        <source>Rule options (set by the preset; change any)</source>
        <translation>Opciones de reglas (las fija el reglamento elegido; cambia las que quieras)</translation>
    </message>
    <message>
        <source>Bonuses paid (Art. 51-62)</source>
        <translation>Premios que se pagan (Art. 51-62)</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Repartos jugados</translation>
    </message>
    <message>
        <source>Points scored by your side</source>
        <translation>Puntos de tu bando</translation>
    </message>
    <message>
        <source>Bácigas you scored</source>
        <translation>Bácigas que te apuntaste</translation>
    </message>
    <message>
        <source>Bacigotes you scored</source>
        <translation>Bacigotes que te apuntaste</translation>
    </message>
    <message>
        <source>Times you had las 31</source>
        <translation>Veces que tuviste las 31</translation>
    </message>
    <message>
        <source>Times you made las cosas</source>
        <translation>Veces que hiciste las cosas</translation>
    </message>
    <message>
        <source>Your caídas, contras and San Vicentes</source>
        <translation>Tus caídas, contras y San Vicentes</translation>
    </message>
    <message>
        <source>Rondas and rondines you sang</source>
        <translation>Rondas y rondines que cantaste</translation>
    </message>
    <message>
        <source>Your aseos</source>
        <translation>Tus aseos</translation>
    </message>
    <message>
        <source>Partidos finished</source>
        <translation>Partidos terminados</translation>
    </message>
    <message>
        <source>Partidos won</source>
        <translation>Partidos ganados</translation>
    </message>
    <message>
        <source>Partidos drawn</source>
        <translation>Partidos empatados</translation>
    </message>
    <message>
        <source>Chicos won by your team</source>
        <translation>Chicos ganados por tu equipo</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won by your team</source>
        <translation>Manos ganadas por tu equipo</translation>
    </message>
    <message>
        <source>Bets won by your team</source>
        <translation>Envíos ganados por tu equipo</translation>
    </message>
    <message>
        <source>Hands you declared</source>
        <translation>Manos en que fuiste el nombrado</translation>
    </message>
    <message>
        <source>Sacadas (your declarations)</source>
        <translation>Sacadas (tus declaraciones)</translation>
    </message>
    <message>
        <source>Puestas (your declarations)</source>
        <translation>Puestas (tus declaraciones)</translation>
    </message>
    <message>
        <source>Codillos (your declarations)</source>
        <translation>Codillos (tus declaraciones)</translation>
    </message>
    <message>
        <source>Vales won by your team</source>
        <translation>Vales ganados por tu equipo</translation>
    </message>
    <message>
        <source>Vales lost by your team</source>
        <translation>Vales perdidos por tu equipo</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <translation>Partidas empatadas</translation>
    </message>
    <message>
        <source>Statistics: {0}</source>
        <translation>Estadísticas: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <comment>share of games</comment>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>Share of games won</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Reiniciar...</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Reiniciar las estadísticas</translation>
    </message>
    <message>
        <source>Set every figure of {0} back to 0? What was counted cannot be brought back.</source>
        <translation>¿Volver a 0 todas las cifras de {0}? Lo contado no se podrá recuperar.</translation>
    </message>
    <message>
        <source>Wait for your turn: another player is to act.</source>
        <translation>Espera tu turno: le toca a otro jugador.</translation>
    </message>
    <message>
        <source>Trumps ({0}), highest first:</source>
        <translation>Triunfos ({0}), de mayor a menor:</translation>
    </message>
    <message>
        <source>{0} (not trumps), highest first:</source>
        <translation>{0} (no triunfo), de mayor a menor:</translation>
    </message>
    <message>
        <source>it is higher in the order.</source>
        <translation>es más alta en el orden.</translation>
    </message>
    <message>
        <source>{0} is a trump, and any trump beats any card that is not.</source>
        <translation>{0} es triunfo, y cualquier triunfo gana a cualquier carta que no lo sea.</translation>
    </message>
    <message>
        <source>{0} is of another suit and not a trump, so it cannot beat the card led.</source>
        <translation>{0} es de otro palo y no es triunfo, así que no puede ganar a la carta de salida.</translation>
    </message>
    <message>
        <source>{0} wins: {1}</source>
        <translation>Gana {0}: {1}</translation>
    </message>
    <message>
        <source>Someone has already said juego: nobody may say juego again.</source>
        <translation>Alguien ya dijo juego: nadie más puede decir juego.</translation>
    </message>
    <message>
        <source>The pie after three passes must play: paso is not allowed, and only the pie may take the zanga.</source>
        <translation>El pie, tras tres pasos, debe jugar: no puede pasar, y solo el pie puede tomar la zanga.</translation>
    </message>
    <message>
        <source>Mandar solo is only for an opponent of the player who said juego: it bids a solo, and he chooses who plays it.</source>
        <translation>Mandar solo es solo para un contrario de quien dijo juego: es una puja por un solo, y él elige quién lo juega.</translation>
    </message>
    <message>
        <source>Your team has no vales to pay for a pass, so it must play.</source>
        <translation>Tu equipo no tiene vales para pagar el paso, así que debe jugar.</translation>
    </message>
    <message>
        <source>The zanga needs at least 3 vales in your team.</source>
        <translation>La zanga requiere al menos 3 vales en tu equipo.</translation>
    </message>
    <message>
        <source>Allowed now: {0}.</source>
        <translation>Permitido ahora: {0}.</translation>
    </message>
    <message>
        <source>The {0} is of {1}.</source>
        <translation>La carta {0} es de {1}.</translation>
    </message>
    <message>
        <source>The {0} still wins the trick.</source>
        <translation>La carta {0} sigue ganando la baza.</translation>
    </message>
    <message>
        <source>A card of another suit that is not a trump never wins.</source>
        <translation>Una carta de otro palo que no es triunfo nunca gana.</translation>
    </message>
    <message>
        <source>The {0} is not a trump.</source>
        <translation>La carta {0} no es triunfo.</translation>
    </message>
    <message>
        <source>The {0} is higher.</source>
        <translation>La carta {0} es más alta.</translation>
    </message>
    <message>
        <source>That is your matador: the rules let you keep it here, so play another card.</source>
        <translation>Ese es tu matador: las reglas te permiten guardarlo aquí, así que juega otra carta.</translation>
    </message>
    <message>
        <source>Cinco is called only by the winner of the second trick, when his side won the first two, before he leads the third.</source>
        <translation>Cinco solo lo canta quien gana la segunda baza, cuando su bando ganó las dos primeras, antes de salir a la tercera.</translation>
    </message>
    <message>
        <source>You cannot say that now: the tutor&apos;s buttons show the words allowed.</source>
        <translation>Ahora no puedes decir eso: los botones muestran las palabras permitidas.</translation>
    </message>
    <message>
        <source>That is not possible at this moment of the hand.</source>
        <translation>Eso no es posible en este momento de la mano.</translation>
    </message>
    <message>
        <source>You cannot claim a renuncio now.</source>
        <translation>Ahora no puedes reclamar un renuncio.</translation>
    </message>
    <message>
        <source>The game is over: a team holds all 32 vales.</source>
        <translation>La partida ha terminado: un equipo tiene los 32 vales.</translation>
    </message>
    <message>
        <source>Trumps must be oros, copas, espadas or bastos.</source>
        <translation>El triunfo debe ser oros, copas, espadas o bastos.</translation>
    </message>
    <message>
        <source>That player does not deal this hand.</source>
        <translation>Ese jugador no reparte esta mano.</translation>
    </message>
    <message>
        <source>A new hand cannot start before this one is settled.</source>
        <translation>No puede empezar otra mano antes de liquidar esta.</translation>
    </message>
    <message>
        <source>You cannot say solo: a solo already stands, and there can be only one (Art. 54).</source>
        <translation>No puedes decir solo: ya hay un solo, y solo puede haber uno (Art. 54).</translation>
    </message>
    <message>
        <source>You cannot say solo over a juego: in the Manual solo may be said only while every earlier player has passed (Art. 54). The way past an opponent&apos;s juego is mando solo: you bid the solo, and the juego player chooses who plays it.</source>
        <translation>No puedes decir solo sobre un juego: en el Manual el solo solo se dice mientras todos los anteriores han pasado (Art. 54). Ante el juego de un contrario, el camino es mando solo: pujas por el solo, y quien dijo juego elige quién lo juega.</translation>
    </message>
    <message>
        <source>Mandar solo is not played in this game (a rule option).</source>
        <translation>En esta partida no se juega mandar solo (una opción de reglas).</translation>
    </message>
    <message>
        <source>You cannot order solo now: mandar solo is said only by an opponent of the player who said juego, once a hand, while no solo stands (Art. 26).</source>
        <translation>Ahora no puedes mandar solo: solo lo dice un contrario de quien dijo juego, una vez por mano y mientras no haya solo (Art. 26).</translation>
    </message>
    <message>
        <source>You cannot say juego: someone has already declared (Art. 20).</source>
        <translation>No puedes decir juego: alguien ya se ha declarado (Art. 20).</translation>
    </message>
    <message>
        <source>Article {0} of the manual.</source>
        <translation>Artículo {0} del reglamento.</translation>
    </message>
    <message>
        <source>Paso: your partner plays the solo, and you sit out this hand (Art. 58).</source>
        <translation>Paso: tu compañero juega el solo, y tú te retiras de esta mano (Art. 58).</translation>
    </message>
    <message>
        <source>Paso: {0} plays a solo, and once a solo stands nothing but paso may be said (Art. 54).</source>
        <translation>Paso: {0} juega un solo, y cuando hay un solo no se puede decir más que paso (Art. 54).</translation>
    </message>
    <message>
        <source>Paso: the way past {2}&apos;s juego is to order solo (mandar solo), and if {2} said No you would play solo yourself: even with {0} as trumps you would win five tricks only about {1}% of the time (Art. 20, 54).</source>
        <translation>Paso: para superar el juego de {2} habría que mandar solo, y si {2} dijera que no jugarías tú el solo: aun con {0} de triunfo ganarías cinco bazas solo un {1}% de las veces (Art. 20, 54).</translation>
    </message>
    <message>
        <source>Take the zanga: your own hand is weak, the zanga&apos;s eight may be better.</source>
        <translation>Toma la zanga: tu mano es débil, las ocho de la zanga pueden ser mejores.</translation>
    </message>
    <message>
        <source>Paso: even with {0} as trumps your side would win five tricks only about {1}% of the time.</source>
        <translation>Paso: aun con {0} de triunfo tu equipo ganaría cinco bazas apenas un {1}% de las veces.</translation>
    </message>
    <message>
        <source>Paso: your partner&apos;s bid stands, and your side plays it together.</source>
        <translation>Paso: la declaración de tu compañero sigue en pie y tu equipo la juega junto.</translation>
    </message>
    <message>
        <source>You cannot play {card}: {suit} were led, and you hold {suit}, so you must follow suit.</source>
        <translation>No puedes jugar {card}: salieron {suit} y tienes {suit}, así que debes asistir al palo.</translation>
    </message>
    <message>
        <source>You cannot play {card}: trumps were led (an arrastre) and you hold trumps, so you must play one.</source>
        <translation>No puedes jugar {card}: salió triunfo (un arrastre) y tienes triunfos, así que debes jugar uno.</translation>
    </message>
    <message>
        <source>You cannot play {card}: a higher matador was led, and a matador you hold alone must then be played.</source>
        <translation>No puedes jugar {card}: salió un matador mayor, y entonces el matador que tienes solo debe jugarse.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>No tienes {card}.</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>tu compañero</translation>
    </message>
    <message>
        <source>the opponent on your right</source>
        <translation>tu rival de la derecha</translation>
    </message>
    <message>
        <source>the opponent on your left</source>
        <translation>tu rival de la izquierda</translation>
    </message>
    <message>
        <source>Paso: to outbid them you would play solo, and alone, even with {0} as trumps, you would win five tricks only about {1}% of the time.</source>
        <translation>Paso: para superarlos tendrías que jugar solo, y tú solo, aun con {0} de triunfo, ganarías cinco bazas apenas un {1}% de las veces.</translation>
    </message>
    <message>
        <source>Say juego: with {0} as trumps your side should win five tricks about {1}% of the time.</source>
        <translation>Di juego: con {0} de triunfo tu equipo debería ganar cinco bazas un {1}% de las veces.</translation>
    </message>
    <message>
        <source>Say solo: alone, with {0} as trumps, you should win five tricks about {1}% of the time.</source>
        <translation>Di solo: tú solo, con {0} de triunfo, deberías ganar cinco bazas un {1}% de las veces.</translation>
    </message>
    <message>
        <source>Name {0}: your chances are best with it (five tricks about {1}% of the time).</source>
        <translation>Pinta {0}: con ese triunfo tus posibilidades son las mejores (cinco bazas un {1}% de las veces).</translation>
    </message>
    <message>
        <source>Keep the zanga&apos;s cards: they are worth more than your own.</source>
        <translation>Quédate con las cartas de la zanga: valen más que las tuyas.</translation>
    </message>
    <message>
        <source>Keep your own cards: the zanga&apos;s are no better.</source>
        <translation>Quédate con tus cartas: las de la zanga no son mejores.</translation>
    </message>
    <message>
        <source>Call cinco: your side wins the next three tricks in about {0}% of the deals the others may hold.</source>
        <translation>Canta cinco: tu bando gana las tres bazas siguientes en un {0}% de los repartos que pueden tener los demás.</translation>
    </message>
    <message>
        <source>Call cinco: your side can win the next three tricks too.</source>
        <translation>Canta cinco: tu bando puede ganar también las tres bazas siguientes.</translation>
    </message>
    <message>
        <source>Go on for todas: your side wins every trick left in about {0}% of the deals the others may hold.</source>
        <translation>Ve a por todas: tu bando gana todas las bazas que quedan en un {0}% de los repartos que pueden tener los demás.</translation>
    </message>
    <message>
        <source>Stop here: your side would win every trick left in only about {0}% of the deals the others may hold, and a failed todas gives back the cinco.</source>
        <translation>Plántate: tu bando ganaría todas las bazas que quedan apenas en un {0}% de los repartos que pueden tener los demás, y unas todas fallidas devuelven el cinco.</translation>
    </message>
    <message>
        <source>Go on for todas: your side should win every trick left.</source>
        <translation>Ve a por todas: tu bando debería ganar todas las bazas que quedan.</translation>
    </message>
    <message>
        <source>Stop here: going on for all eight risks giving back the cinco.</source>
        <translation>Plántate: ir a por las ocho arriesga devolver el cinco.</translation>
    </message>
    <message>
        <source>Lead {0}: it is the highest trump left, and it draws trumps.</source>
        <translation>Sal con {0}: es el triunfo más alto que queda, y arrastra.</translation>
    </message>
    <message>
        <source>Lead {0}: draw the opponents&apos; trumps.</source>
        <translation>Sal con {0}: arrastra los triunfos de los contrarios.</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left in its suit beats it, though a player with none of its suit may still trump it.</source>
        <translation>Sal con {0}: no queda nada de su palo que la gane, aunque quien no tenga de su palo aún puede fallarla.</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left beats it, and no trump is left out.</source>
        <translation>Sal con {0}: no queda nada que la gane, y ya no quedan triunfos fuera.</translation>
    </message>
    <message>
        <source>Play {0}: make sure this trick stays with your side.</source>
        <translation>Juega {0}: asegura que esta baza quede en tu bando.</translation>
    </message>
    <message>
        <source>The best move here.</source>
        <translation>La mejor jugada aquí.</translation>
    </message>
    <message>
        <source>Order solo (mandar solo): if {2} says No you play the solo alone, and with {0} as trumps you should win five tricks about {1}% of the time; if {2} accepts, {2} plays it alone against your side (Art. 20, 26).</source>
        <translation>Manda solo (mandar solo): si {2} dice que no, juegas tú el solo, y con {0} de triunfo deberías ganar cinco bazas un {1}% de las veces; si {2} acepta, {2} lo juega solo contra tu pareja (Art. 20, 26).</translation>
    </message>
    <message>
        <source>Acepto: you play the solo yourself, and alone, with {0} as trumps, you should win five tricks about {1}% of the time; if you said No, {2} would play it (Art. 26, 57).</source>
        <translation>Acepto: juegas tú el solo, y solo, con {0} de triunfo, deberías ganar cinco bazas un {1}% de las veces; si dijeras que no, lo jugaría {2} (Art. 26, 57).</translation>
    </message>
    <message>
        <source>No: {2} then plays the solo alone against you and your partner; alone you would win five tricks only about {1}% of the time with {0} as trumps (Art. 26, 62).</source>
        <translation>No: entonces {2} juega el solo contra ti y tu compañero; tú solo, con {0} de triunfo, ganarías cinco bazas solo un {1}% de las veces (Art. 26, 62).</translation>
    </message>
    <message>
        <source>Your partner&apos;s {0} already wins this trick: play low ({1}).</source>
        <translation>Tu compañero ya gana esta baza con {0}: juega bajo ({1}).</translation>
    </message>
    <message>
        <source>You may play: {0}.</source>
        <translation>Puedes jugar: {0}.</translation>
    </message>
    <message>
        <source>Saved today at {0}</source>
        <translation>Guardada hoy a las {0}</translation>
    </message>
    <message>
        <source>Saved yesterday at {0}</source>
        <translation>Guardada ayer a las {0}</translation>
    </message>
    <message>
        <source>Saved on {0} at {1}</source>
        <translation>Guardada el {0} a las {1}</translation>
    </message>
    <message>
        <source>a bot program</source>
        <translation>un programa bot</translation>
    </message>
    <message>
        <source>computer players: {0}</source>
        <translation>jugadores del ordenador: {0}</translation>
    </message>
    <message>
        <source>partner: {0}, opponents: {1} and {2}</source>
        <translation>compañero: {0}, contrarios: {1} y {2}</translation>
    </message>
    <message>
        <source>rated play</source>
        <translation>cuenta para las estadísticas</translation>
    </message>
    <message>
        <source>La Zanga</source>
        <translation>La Zanga</translation>
    </message>
    <message>
        <source>The Canarian card game: four players in two teams, the Spanish deck</source>
        <translation>El juego de cartas canario: cuatro jugadores en dos parejas, con la baraja española</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>You sit at the bottom of the table, your partner across from you, two computer players on your sides. The first team to hold all 32 vales wins the game.</source>
        <translation>Te sientas abajo, con tu compañero enfrente y dos jugadores del ordenador a los lados. Gana la partida la pareja que reúna los 32 vales.</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Jugar a {0}</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Seguir con esta partida</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Continuar la partida sin terminar</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Nueva partida...</translation>
    </message>
    <message>
        <source>Choose the players, the rules and the speed.</source>
        <translation>Elige los jugadores, las reglas y la velocidad.</translation>
    </message>
    <message>
        <source>Play now: a new game as last time.</source>
        <translation>Jugar ya: una partida nueva como la última vez.</translation>
    </message>
    <message>
        <source>Play now: a new game against the computer.</source>
        <translation>Jugar ya: una partida nueva contra el ordenador.</translation>
    </message>
    <message>
        <source>Deal {0} is over</source>
        <translation>Reparto {0} terminado</translation>
    </message>
    <message>
        <source>Deal {0} in play</source>
        <translation>Reparto {0} en juego</translation>
    </message>
    <message>
        <source>New to La Zanga?</source>
        <translation>¿Primera vez en La Zanga?</translation>
    </message>
    <message>
        <source>Short lessons on the real table, step by step, with the tutor.</source>
        <translation>Lecciones cortas en la mesa de juego, paso a paso, con el tutor.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>The reglamento, article by article, with its glossary.</source>
        <translation>El reglamento, artículo por artículo, con su léxico.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>Show this screen when Zanga starts</source>
        <translation>Mostrar esta pantalla al abrir Zanga</translation>
    </message>
    <message>
        <source>Enter: {0}</source>
        <translation>Intro: {0}</translation>
    </message>
    <message>
        <source>Esc: back to the table</source>
        <translation>Esc: volver a la mesa</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>La partida en la mesa</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pozo</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>Mano {0} terminada</translation>
    </message>
    <message>
        <source>Hand {0} in play</source>
        <translation>Mano {0} en juego</translation>
    </message>
    <message>
        <source>Fianza</source>
        <translation>Fianza</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>M</source>
        <comment>badge of the mano</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>D</source>
        <comment>badge of the dealer</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>no juega</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tricks: {0} {1}, {2} {3}</source>
        <translation>Bazas: {0} {1}, {2} {3}</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Se pinta el triunfo</translation>
    </message>
    <message>
        <source>Hand {0}  ·  you deal  ·  mano {1}</source>
        <translation>Mano {0}  ·  repartes tú  ·  mano {1}</translation>
    </message>
    <message>
        <source>Hand {0}  ·  dealer {1}  ·  you are mano</source>
        <translation>Mano {0}  ·  reparte {1}  ·  eres mano</translation>
    </message>
    <message>
        <source>Hand {0}  ·  dealer {1}  ·  mano {2}</source>
        <translation>Mano {0}  ·  reparte {1}  ·  mano {2}</translation>
    </message>
    <message>
        <source>Renuncio: the pot</source>
        <translation>Renuncio: el pozo</translation>
    </message>
    <message>
        <source>Renuncio: codillo</source>
        <translation>Renuncio: codillo</translation>
    </message>
    <message>
        <source>Renuncio: matador</source>
        <translation>Renuncio: matador</translation>
    </message>
    <message>
        <source>Renuncio: five tricks</source>
        <translation>Renuncio: cinco bazas</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>zanga</source>
        <translation>zanga</translation>
    </message>
    <message>
        <source>juego</source>
        <translation>juego</translation>
    </message>
    <message>
        <source>Trumps: {0}  ·  you play {1}</source>
        <translation>Triunfo: {0}  ·  juegas {1}</translation>
    </message>
    <message>
        <source>Trumps: {0}  ·  {1} plays {2}</source>
        <translation>Triunfo: {0}  ·  {1} juega {2}</translation>
    </message>
    <message>
        <source>Tricks: us {0}, them {1}</source>
        <translation>Bazas: nosotros {0}, ellos {1}</translation>
    </message>
    <message>
        <source>Speaking</source>
        <translation>Hablando</translation>
    </message>
    <message>
        <source>{0} &amp; {1}</source>
        <comment>a team</comment>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Hold to see the last trick (or hold L). Art. 35: only the last trick may be looked at.</source>
        <translation>Mantén pulsado para ver la última baza (o mantén L). Art. 35: solo se puede mirar la última baza.</translation>
    </message>
    <message>
        <source>¡Renuncio!</source>
        <translation>¡Renuncio!</translation>
    </message>
    <message>
        <source>Claim that a player of the other team did not follow suit (R). A false claim costs 2 vales (Art. 29-35).</source>
        <translation>Reclama que un jugador del otro equipo no asistió (R). Una reclamación falsa cuesta 2 vales (Art. 29-35).</translation>
    </message>
    <message>
        <source>Mine!</source>
        <translation>¡Mía!</translation>
    </message>
    <message>
        <source>Baza</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Rules tutor</source>
        <translation>Tutor de reglas</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Registro de la mano</translation>
    </message>
    <message>
        <source>Last trick:</source>
        <translation>Última baza:</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna todavía</translation>
    </message>
    <message numerus="yes">
        <source>%n vale(s)</source>
        <translation>
            <numerusform>%n vale</numerusform>
            <numerusform>%n vales</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn to speak</source>
        <translation>Te toca hablar</translation>
    </message>
    <message>
        <source>You are mano: you put 4 vales in the pot whatever you say</source>
        <translation>Eres mano: pones 4 vales en el pozo digas lo que digas</translation>
    </message>
    <message>
        <source>Three passes: as the pie you must play</source>
        <translation>Tres pasos: como pie debes jugar</translation>
    </message>
    <message>
        <source>Name trumps</source>
        <translation>Pinta el triunfo</translation>
    </message>
    <message>
        <source>You are the nombrado: choose the trump suit.</source>
        <translation>Eres el nombrado: elige el palo de triunfo.</translation>
    </message>
    <message>
        <source>Acepto</source>
        <translation>Acepto</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Acepto: you play solo</source>
        <translation>Acepto: juegas tú solo</translation>
    </message>
    <message>
        <source>No: {0} plays solo</source>
        <translation>No: juega {0} solo</translation>
    </message>
    <message>
        <source>Acepto: you play the solo alone and {0} sits out. No: {1} plays it alone and {2} sits out. Either way a solo stands (Art. 26).</source>
        <translation>Acepto: juegas tú el solo y {0} se retira. No: lo juega {1} y se retira {2}. Con cualquier respuesta queda un solo (Art. 26).</translation>
    </message>
    <message>
        <source>Your team has no vales to pay for a pass: it must play (Art. 42)</source>
        <translation>Tu pareja no tiene vales para pagar un paso: debe jugar (Art. 42)</translation>
    </message>
    <message>
        <source>{0}  ({1})</source>
        <translation>{0}  ({1})</translation>
    </message>
    <message>
        <source>Which eight cards do you keep?</source>
        <translation>¿Con qué ocho cartas te quedas?</translation>
    </message>
    <message>
        <source>The zanga:</source>
        <translation>La zanga:</translation>
    </message>
    <message>
        <source>Your own cards:</source>
        <translation>Tus cartas:</translation>
    </message>
    <message>
        <source>Keep the zanga</source>
        <translation>Quedarme la zanga</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Quedarme las mías</translation>
    </message>
    <message>
        <source>Five tricks made! Go on for todas?</source>
        <translation>¡Cinco bazas hechas! ¿Vas a por todas?</translation>
    </message>
    <message>
        <source>Todas wins all eight tricks; losing one gives the cinco back.</source>
        <translation>Todas es ganar las ocho bazas; perder una devuelve el cinco.</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>Me planto</translation>
    </message>
    <message>
        <source>Your side won the first two tricks</source>
        <translation>Tu bando ganó las dos primeras bazas</translation>
    </message>
    <message>
        <source>Call cinco before you lead, or just lead a card.</source>
        <translation>Canta cinco antes de salir, o simplemente sal con una carta.</translation>
    </message>
    <message>
        <source>Cinco!</source>
        <translation>¡Cinco!</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>who said what</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Nobody has spoken yet.</source>
        <translation>Nadie ha hablado todavía.</translation>
    </message>
    <message>
        <source>Dealt again</source>
        <translation>Se reparte de nuevo</translation>
    </message>
    <message>
        <source>Nobody played this hand: the same dealer deals again, and the pot stays.</source>
        <translation>Nadie jugó esta mano: el mismo jugador vuelve a repartir y el pozo se queda.</translation>
    </message>
    <message>
        <source>¡Renuncio! {0} lose the hand</source>
        <translation>¡Renuncio! {0} pierden la mano</translation>
    </message>
    <message>
        <source>{0} claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>{0} reclamó un renuncio y quedó demostrado: la mano termina en el acto y se liquida por los Art. 29-31 en lugar de por las bazas.</translation>
    </message>
    <message>
        <source>Tricks when the claim was made: {0} {1}, {2} {3}.</source>
        <translation>Bazas cuando se reclamó: {0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <source>Sacada! {0} take the pot</source>
        <translation>¡Sacada! {0} se llevan el pozo</translation>
    </message>
    <message>
        <source>Puesta: {0} double the pot</source>
        <translation>Puesta: {0} doblan el pozo</translation>
    </message>
    <message>
        <source>Codillo! {0} lose to the defenders</source>
        <translation>¡Codillo! {0} pierden ante los defensores</translation>
    </message>
    <message>
        <source>{0} played {1} with {2} as trumps (Art. 43-47).</source>
        <translation>{0} jugó {1} con {2} de triunfo (Art. 43-47).</translation>
    </message>
    <message>
        <source>Tricks: {0} {1}, {2} {3}.</source>
        <translation>Bazas: {0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <source>the suit led must be followed (Art. 27)</source>
        <translation>hay que asistir al palo de salida (Art. 27)</translation>
    </message>
    <message>
        <source>a trump lead must be followed with a trump (Art. 28)</source>
        <translation>a una salida de triunfo hay que asistir con triunfo (Art. 28)</translation>
    </message>
    <message>
        <source>a lone matador must be played when a higher matador is led (Art. 28)</source>
        <translation>un matador solo debe jugarse cuando sale un matador mayor (Art. 28)</translation>
    </message>
    <message>
        <source>You held {0}.</source>
        <translation>Tenías {0}.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el pozo</translation>
    </message>
    <message>
        <source>{0} lose the pot: {1} to {2} (Art. {3}).</source>
        <translation>{0} pierden el pozo: {1} para {2} (Art. {3}).</translation>
    </message>
    <message>
        <source>As the nombrado&apos;s side, {0} also pay a codillo: {1} into the centre, which carries over (Art. {3}).</source>
        <translation>Como bando del nombrado, {0} pagan además un codillo: {1} al centro, que pasa a la mano siguiente (Art. {3}).</translation>
    </message>
    <message>
        <source>The renuncio was made with a matador: {0} pay {1} more to {2} (Art. {3}).</source>
        <translation>El renuncio se hizo con un matador: {0} pagan {1} más a {2} (Art. {3}).</translation>
    </message>
    <message>
        <source>{2} had already won five tricks: {0} pay {1} more (Art. {3}).</source>
        <translation>{2} ya habían ganado cinco bazas: {0} pagan {1} más (Art. {3}).</translation>
    </message>
    <message>
        <source>A false claim: {0} pay {1} to {2} (Art. {3}; a team with no vales may still claim).</source>
        <translation>Reclamación falsa: {0} pagan {1} a {2} (Art. {3}; un equipo sin vales también puede reclamar).</translation>
    </message>
    <message>
        <source>The fianza goes to {2}: {1} (Art. {3}).</source>
        <translation>La fianza es para {2}: {1} (Art. {3}).</translation>
    </message>
    <message>
        <source>The codillo of a solo: {0} pay the solo&apos;s {1} to {2} (Art. {3}).</source>
        <translation>El codillo de un solo: {0} pagan los {1} del solo a {2} (Art. {3}).</translation>
    </message>
    <message>
        <source>The cinco {0} called was not made: they pay {1} to {2} (Art. {3}).</source>
        <translation>El cinco que cantaron {0} no se hizo: pagan {1} a {2} (Art. {3}).</translation>
    </message>
    <message>
        <source>A lone matador was wrongly kept back: {0} pay {1} more to {2} (Art. {3}).</source>
        <translation>Se guardó indebidamente un matador solo: {0} pagan {1} más a {2} (Art. {3}).</translation>
    </message>
    <message>
        <source>¡Renuncio! You prove it</source>
        <translation>¡Renuncio! Lo demuestras</translation>
    </message>
    <message>
        <source>¡Renuncio! claimed by you: false</source>
        <translation>¡Renuncio! reclamado por ti: falso</translation>
    </message>
    <message>
        <source>¡Renuncio! {0} proves it</source>
        <translation>¡Renuncio! {0} lo demuestra</translation>
    </message>
    <message>
        <source>¡Renuncio! claimed by {0}: false</source>
        <translation>¡Renuncio! reclamado por {0}: falso</translation>
    </message>
    <message>
        <source>A proven claim ends the hand (Art. 29); no other bonus is paid than those named here.</source>
        <translation>Una reclamación probada acaba la mano (Art. 29); no se paga más premio que los aquí nombrados.</translation>
    </message>
    <message>
        <source>No card of {0} breaks the rules of following in this hand, so the claim of {1} is false, and play goes on.</source>
        <translation>Ninguna carta de {0} rompe las reglas de asistir en esta mano, así que la reclamación de {1} es falsa y el juego sigue.</translation>
    </message>
    <message>
        <source>A false claim costs {0} {1} to {2} (Art. 32, 33).</source>
        <translation>Una reclamación falsa le cuesta a {0} {1} para {2} (Art. 32, 33).</translation>
    </message>
    <message>
        <source>Trick {0}</source>
        <translation>Baza {0}</translation>
    </message>
    <message>
        <source>to {0}</source>
        <translation>para {0}</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>en la mesa</translation>
    </message>
    <message>
        <source>{0} held {1}.</source>
        <translation>{0} tenía {1}.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>renuncio</source>
        <translation>renuncio</translation>
    </message>
    <message>
        <source>to you</source>
        <translation>para ti</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source> (Art. {0})</source>
        <translation> (Art. {0})</translation>
    </message>
    <message>
        <source>{0}: {1} from {2} to {3}{4}.</source>
        <translation>{0}: {1} de {2} a {3}{4}.</translation>
    </message>
    <message>
        <source>You claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>Reclamaste un renuncio y quedó demostrado: la mano termina en el acto y se liquida por los Art. 29-31 en lugar de por las bazas.</translation>
    </message>
    <message>
        <source>You played {0} with {1} as trumps (Art. 43-47).</source>
        <translation>Jugaste {0} con {1} de triunfo (Art. 43-47).</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Your team is in tumbo: you are its capitán</source>
        <translation>Tu equipo está en tumbo: tú eres su capitán</translation>
    </message>
    <message>
        <source>Tumbar: win this hand and you win the chico; lose it and they score {0}. Achicarse: they score {1} and the hand is not played.</source>
        <translation>Tumbar: si ganas esta mano ganas el chico; si la pierdes, ellos se anotan {0}. Achicarse: ellos se anotan {1} y la mano no se juega.</translation>
    </message>
    <message>
        <source>Tumbar</source>
        <translation>Tumbar</translation>
    </message>
    <message>
        <source>Achicarse</source>
        <translation>Achicarse</translation>
    </message>
    <message>
        <source>Envío of {0}: the hand would be worth {1}</source>
        <translation>Envío de {0}: la mano valdría {1}</translation>
    </message>
    <message>
        <source>No raise</source>
        <translation>No subo</translation>
    </message>
    <message>
        <source>Your capitán answers; you may raise first.</source>
        <translation>Responde tu capitán; antes puedes subir.</translation>
    </message>
    <message>
        <source>Señas to your team:</source>
        <translation>Señas a tu equipo:</translation>
    </message>
    <message>
        <source>{0} win the game!</source>
        <translation>¡{0} ganan la partida!</translation>
    </message>
    <message>
        <source>{0} have no vales left: the game ends, and {1} take what was in the centre.</source>
        <translation>{0} se han quedado sin vales: la partida termina, y {1} se llevan lo que había en el centro.</translation>
    </message>
    <message>
        <source>Play is over: {0}</source>
        <translation>El juego ha terminado: {0}</translation>
    </message>
    <message>
        <source>Claims are still heard until the next hand: if you saw a renuncio, press ¡Renuncio! (R) now (Art. 29-35).</source>
        <translation>Las reclamaciones se oyen hasta la mano siguiente: si viste un renuncio, pulsa ¡Renuncio! (R) ahora (Art. 29-35).</translation>
    </message>
    <message>
        <source>Vales now: {0} {1}, {2} {3}; pot {4}.</source>
        <translation>Vales ahora: {0} {1}, {2} {3}; pozo {4}.</translation>
    </message>
    <message>
        <source>the chico</source>
        <translation>el chico</translation>
    </message>
    <message numerus="yes">
        <source>%n piedra(s)</source>
        <translation>
            <numerusform>%n piedra</numerusform>
            <numerusform>%n piedras</numerusform>
        </translation>
    </message>
    <message>
        <source>I hold the cinco de oros</source>
        <translation>Tengo el cinco de oros</translation>
    </message>
    <message>
        <source>a wrinkled nose</source>
        <translation>arrugar la nariz</translation>
    </message>
    <message>
        <source>I hold the as de oros</source>
        <translation>Tengo el as de oros</translation>
    </message>
    <message>
        <source>puffed cheeks</source>
        <translation>inflar los carrillos</translation>
    </message>
    <message>
        <source>I hold the tres de bastos</source>
        <translation>Tengo el tres de bastos</translation>
    </message>
    <message>
        <source>I hold the caballo de bastos</source>
        <translation>Tengo el caballo de bastos</translation>
    </message>
    <message>
        <source>a twisted mouth</source>
        <translation>torcer la boca</translation>
    </message>
    <message>
        <source>I hold the perica</source>
        <translation>Tengo la perica</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>guiñar un ojo</translation>
    </message>
    <message>
        <source>I hold the malilla</source>
        <translation>Tengo la malilla</translation>
    </message>
    <message>
        <source>the tip of the tongue</source>
        <translation>sacar la punta de la lengua</translation>
    </message>
    <message>
        <source>I hold the rey de lo virado</source>
        <translation>Tengo el rey de lo virado</translation>
    </message>
    <message>
        <source>raised eyebrows</source>
        <translation>levantar las cejas</translation>
    </message>
    <message>
        <source>I hold another triunfo</source>
        <translation>Tengo otro triunfo</translation>
    </message>
    <message>
        <source>pursed lips</source>
        <translation>fruncir los labios</translation>
    </message>
    <message>
        <source>I hold no triunfo</source>
        <translation>No tengo triunfo</translation>
    </message>
    <message>
        <source>closed eyes</source>
        <translation>cerrar los ojos</translation>
    </message>
    <message>
        <source>Bet!</source>
        <translation>¡Envía!</translation>
    </message>
    <message>
        <source>a nod</source>
        <translation>asentir con la cabeza</translation>
    </message>
    <message>
        <source>Don&apos;t bet</source>
        <translation>No envíes</translation>
    </message>
    <message>
        <source>a frown</source>
        <translation>fruncir el ceño</translation>
    </message>
    <message>
        <source>Contraenvío ({0})</source>
        <translation>Contraenvío ({0})</translation>
    </message>
    <message>
        <source>Envío ({0})</source>
        <translation>Envío ({0})</translation>
    </message>
    <message>
        <source>Envío: {0}!</source>
        <translation>¡Envío de {0}!</translation>
    </message>
    <message>
        <source>Paso</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>I won&apos;t raise</source>
        <translation>No subo</translation>
    </message>
    <message>
        <source>¡Tumbo!</source>
        <translation>¡Tumbo!</translation>
    </message>
    <message>
        <source>Me achico</source>
        <translation>Me achico</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nosotros</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <source>Team A</source>
        <comment>a team inside a sentence</comment>
        <translation>el equipo A</translation>
    </message>
    <message>
        <source>Team B</source>
        <comment>a team inside a sentence</comment>
        <translation>el equipo B</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>tu equipo</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>el otro equipo</translation>
    </message>
    <message>
        <source>Team A scores {0}</source>
        <translation>El equipo A se anota {0}</translation>
    </message>
    <message>
        <source>Team B scores {0}</source>
        <translation>El equipo B se anota {0}</translation>
    </message>
    <message>
        <source>Team A wins the chico!</source>
        <translation>¡El equipo A gana el chico!</translation>
    </message>
    <message>
        <source>Team B wins the chico!</source>
        <translation>¡El equipo B gana el chico!</translation>
    </message>
    <message>
        <source>Team A wins the partido</source>
        <translation>El equipo A gana el partido</translation>
    </message>
    <message>
        <source>Team B wins the partido</source>
        <translation>El equipo B gana el partido</translation>
    </message>
    <message>
        <source>We score {0}</source>
        <translation>Nos anotamos {0}</translation>
    </message>
    <message>
        <source>They score {0}</source>
        <translation>Ellos se anotan {0}</translation>
    </message>
    <message>
        <source>We win the chico!</source>
        <translation>¡Ganamos el chico!</translation>
    </message>
    <message>
        <source>They win the chico!</source>
        <translation>Ellos ganan el chico</translation>
    </message>
    <message>
        <source>We win the partido!</source>
        <translation>¡Ganamos el partido!</translation>
    </message>
    <message>
        <source>They win the partido</source>
        <translation>Ellos ganan el partido</translation>
    </message>
    <message>
        <source>Tumbo forzoso: the winner of this hand wins the chico</source>
        <translation>Tumbo forzoso: quien gane esta mano gana el chico</translation>
    </message>
    <message>
        <source>Tumbo: no bets in this hand</source>
        <translation>Tumbo: en esta mano no se envida</translation>
    </message>
    <message>
        <source>At stake: {0}</source>
        <translation>En juego: {0}</translation>
    </message>
    <message>
        <source>Each team: only {0} more to the tumbo</source>
        <translation>Cada equipo: solo {0} más hasta el tumbo</translation>
    </message>
    <message>
        <source>{0}: in tumbo</source>
        <translation>{0}: en tumbo</translation>
    </message>
    <message>
        <source>{0}: only {1} more to the tumbo</source>
        <translation>{0}: solo {1} más hasta el tumbo</translation>
    </message>
    <message>
        <source>Envío of {0} waiting for an answer</source>
        <translation>Envío de {0} esperando respuesta</translation>
    </message>
    <message>
        <source>Quiero: play for {0}</source>
        <translation>Quiero: se juega por {0}</translation>
    </message>
    <message>
        <source>Paso: they score {0}</source>
        <translation>Paso: ellos se anotan {0}</translation>
    </message>
    <message>
        <source>Accepted: the hand is worth {0}. Refused: you score {1}.</source>
        <translation>Si se acepta, la mano vale {0}. Si no, tu equipo se anota {1}.</translation>
    </message>
    <message>
        <source>Juego</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Mando solo</source>
        <translation>Mando solo</translation>
    </message>
    <message>
        <source>Me quedo la zanga</source>
        <translation>Me quedo la zanga</translation>
    </message>
    <message>
        <source>Me quedo las mías</source>
        <translation>Me quedo las mías</translation>
    </message>
    <message>
        <source>¡Cinco!</source>
        <translation>¡Cinco!</translation>
    </message>
    <message>
        <source>¡Todas!</source>
        <translation>¡Todas!</translation>
    </message>
    <message>
        <source>Me planto</source>
        <translation>Me planto</translation>
    </message>
    <message>
        <source>{0} orders solo (mandar solo)</source>
        <translation>{0} manda solo</translation>
    </message>
    <message>
        <source>{0} says {1}</source>
        <translation>{0} dice {1}</translation>
    </message>
    <message>
        <source>{0} accepts and plays solo</source>
        <translation>{0} acepta y juega solo</translation>
    </message>
    <message>
        <source>{0} keeps the zanga&apos;s cards</source>
        <translation>{0} se queda las cartas de la zanga</translation>
    </message>
    <message>
        <source>{0} names trumps: {1} are trumps</source>
        <translation>{0} pinta: triunfo en {1}</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio! and proves it</source>
        <translation>{0} canta ¡Renuncio! y lo demuestra</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio! and proves it: the hand is over</source>
        <translation>{0} canta ¡Renuncio! y lo prueba: la mano ha terminado</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio!, but nobody renounced: the other team scores {1}</source>
        <translation>{0} canta ¡Renuncio!, pero nadie renunció: el otro equipo se anota {1}</translation>
    </message>
    <message>
        <source>Tumbo forzoso: both teams are in tumbo</source>
        <translation>Tumbo forzoso: los dos equipos están en tumbo</translation>
    </message>
    <message>
        <source>Your team is in tumbo: you, its capitán, decide whether to play the hand (section 9)</source>
        <translation>Tu equipo está en tumbo: tú, su capitán, decides si se juega la mano (sección 9)</translation>
    </message>
    <message>
        <source>A team is in tumbo: its capitán, {0}, decides whether to play the hand (section 9)</source>
        <translation>Un equipo está en tumbo: su capitán, {0}, decide si se juega la mano (sección 9)</translation>
    </message>
    <message>
        <source>You make the seña: {0}</source>
        <translation>Haces la seña: {0}</translation>
    </message>
    <message>
        <source>{0} makes the seña: {1}</source>
        <translation>{0} hace la seña: {1}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Ganas la baza</translation>
    </message>
    <message>
        <source>Señas of the hand</source>
        <translation>Señas de la mano</translation>
    </message>
    <message>
        <source>You played {0} in trick {1}: a renuncio, since {2}.</source>
        <translation>Jugaste {0} en la baza {1}: un renuncio, porque {2}.</translation>
    </message>
    <message>
        <source>{0} played {1} in trick {2}: a renuncio, since {3}.</source>
        <translation>{0} jugó {1} en la baza {2}: un renuncio, porque {3}.</translation>
    </message>
    <message>
        <source>New hand: you deal, the vira is {0}</source>
        <translation>Nueva mano: repartes tú, la vira es {0}</translation>
    </message>
    <message>
        <source>New hand: {0} deals, the vira is {1}</source>
        <translation>Nueva mano: reparte {0}, la vira es {1}</translation>
    </message>
    <message>
        <source>You play {0}</source>
        <translation>Juegas {0}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} juega {1}</translation>
    </message>
    <message>
        <source>{0} takes the trick</source>
        <translation>{0} gana la baza</translation>
    </message>
    <message>
        <source>{0} calls cinco</source>
        <translation>{0} canta cinco</translation>
    </message>
    <message>
        <source>{0} goes on for todas</source>
        <translation>{0} va a por todas</translation>
    </message>
    <message>
        <source>{0} stops at five</source>
        <translation>{0} se planta en cinco</translation>
    </message>
    <message>
        <source>{0} claims a renuncio!</source>
        <translation>¡{0} reclama un renuncio!</translation>
    </message>
    <message>
        <source>You order solo (mandar solo)</source>
        <translation>Mandas solo</translation>
    </message>
    <message>
        <source>You say {0}</source>
        <translation>Dices {0}</translation>
    </message>
    <message>
        <source>You accept and play solo</source>
        <translation>Aceptas y juegas solo</translation>
    </message>
    <message>
        <source>{0} says no: you play the solo</source>
        <translation>{0} dice que no: juegas tú el solo</translation>
    </message>
    <message>
        <source>You say no: {0} plays the solo</source>
        <translation>Dices que no: juega {0} el solo</translation>
    </message>
    <message>
        <source>{0} says no: {1} plays the solo</source>
        <translation>{0} dice que no: juega {1} el solo</translation>
    </message>
    <message>
        <source>You say no: the player who ordered plays the solo</source>
        <translation>Dices que no: juega el solo quien lo mandó</translation>
    </message>
    <message>
        <source>{0} says no: the player who ordered plays the solo</source>
        <translation>{0} dice que no: juega el solo quien lo mandó</translation>
    </message>
    <message>
        <source>You keep the zanga&apos;s cards</source>
        <translation>Te quedas las cartas de la zanga</translation>
    </message>
    <message>
        <source>You keep your own cards</source>
        <translation>Te quedas tus cartas</translation>
    </message>
    <message>
        <source>{0} keeps the cards dealt</source>
        <translation>{0} se queda sus cartas</translation>
    </message>
    <message>
        <source>You name trumps: {0} are trumps</source>
        <translation>Pintas: triunfo en {0}</translation>
    </message>
    <message>
        <source>You call cinco</source>
        <translation>Cantas cinco</translation>
    </message>
    <message>
        <source>You go on for todas</source>
        <translation>Vas a por todas</translation>
    </message>
    <message>
        <source>You stop at five</source>
        <translation>Te plantas en cinco</translation>
    </message>
    <message>
        <source>You claim a renuncio!</source>
        <translation>¡Reclamas un renuncio!</translation>
    </message>
    <message>
        <source>Hand {0}: you deal.</source>
        <translation>Mano {0}: repartes tú.</translation>
    </message>
    <message>
        <source>Hand {0}, you deal</source>
        <translation>Mano {0}, repartes tú</translation>
    </message>
    <message>
        <source>You are mano (first to speak): put 4 vales in the pot.</source>
        <translation>Eres mano (hablas primero): pones 4 vales en el pozo.</translation>
    </message>
    <message>
        <source>Trick {0} to you</source>
        <translation>Baza {0} para ti</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En red</translation>
    </message>
    <message>
        <source>Away</source>
        <comment>a network player</comment>
        <translation>Ausente</translation>
    </message>
    <message>
        <source>Rules of thumb</source>
        <comment>AI level</comment>
        <translation>Reglas básicas</translation>
    </message>
    <message>
        <source>Principiante</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Experto</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Maestro</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>with {0} at this screen</source>
        <translation>con {0} en esta pantalla</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) at this screen</source>
        <translation>
            <numerusform>%n jugador en esta pantalla</numerusform>
            <numerusform>%n jugadores en esta pantalla</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Paso (pass): your team puts 1 vale in the pot.</source>
        <translation>Paso: tu equipo pone 1 vale en el pozo.</translation>
    </message>
    <message>
        <source>Juego (play): you name trumps and play with your partner.</source>
        <translation>Juego: pintas el triunfo y juegas con tu compañero.</translation>
    </message>
    <message>
        <source>Solo (alone): you name trumps and play alone against both opponents; your partner sits out. In the Manual only while everyone before you passed (Art. 54).</source>
        <translation>Solo: pintas el triunfo y juegas solo contra los dos contrarios; tu compañero no juega. En el Manual, solo mientras todos los anteriores han pasado (Art. 54).</translation>
    </message>
    <message>
        <source>Mando solo (I order solo): a bid against an opponent&apos;s juego. He has the preference: acepto, he plays the solo alone; no, you play it alone. Either way a solo stands (Art. 20, 26).</source>
        <translation>Mando solo: una puja contra el juego de un contrario. Él tiene la preferencia: acepto, juega él el solo; no, lo juegas tú. Con cualquier respuesta queda un solo (Art. 20, 26).</translation>
    </message>
    <message>
        <source>Zanga: you may play with the 8 spare cards (the zanga) and your partner; your team puts 1 vale in the pot and 2 in the fianza.</source>
        <translation>Zanga: puedes jugar con las 8 cartas que sobran (la zanga) y con tu compañero; tu equipo pone 1 vale en el pozo y 2 en la fianza.</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <source>&amp;Learn to play (Aprender a jugar)...</source>
        <translation>&amp;Aprender a jugar...</translation>
    </message>
    <message>
        <source>Card order &amp;practice...</source>
        <translation>&amp;Práctica del orden de las cartas...</translation>
    </message>
    <message>
        <source>&amp;Reglamento (the rules)...</source>
        <translation>&amp;Reglamento...</translation>
    </message>
    <message>
        <source>&amp;Cheat sheet of card orders</source>
        <translation>&amp;Chuleta del orden de las cartas</translation>
    </message>
    <message>
        <source>New to La Zanga? Learn to play, step by step.</source>
        <translation>¿Nuevo en La Zanga? Aprende a jugar paso a paso.</translation>
    </message>
    <message>
        <source>comodín</source>
        <translation>comodín</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Paso (pass): lay down 1 to 3 cards; if everyone passes, each gets as many new ones</source>
        <translation>Paso: suelta de 1 a 3 cartas; si todos pasan, a cada uno le dan tantas nuevas</translation>
    </message>
    <message>
        <source>Báciga: your three cards total 9 or less (2 points)</source>
        <translation>Báciga: tus tres cartas suman 9 o menos (2 puntos)</translation>
    </message>
    <message>
        <source>Bacigote: three equal cards (7 points, the deal ends)</source>
        <translation>Bacigote: tres cartas iguales (7 puntos, la mano termina)</translation>
    </message>
    <message>
        <source>Cartas: cut the talk and start the draw (from the second talk)</source>
        <translation>Cartas: corta la conversación y empieza a echarse cartas (desde la segunda conversación)</translation>
    </message>
    <message numerus="yes">
        <source>Paso: %n card(s)</source>
        <translation>
            <numerusform>Paso: %n carta</numerusform>
            <numerusform>Paso: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Otra</source>
        <translation>Otra</translation>
    </message>
    <message>
        <source>Tapada</source>
        <translation>Tapada</translation>
    </message>
    <message>
        <source>Partner&apos;s ligue</source>
        <translation>Ligue del compañero</translation>
    </message>
    <message>
        <source>Partner&apos;s báciga</source>
        <translation>Báciga del compañero</translation>
    </message>
    <message>
        <source>Partner&apos;s ligada</source>
        <translation>Ligada del compañero</translation>
    </message>
    <message>
        <source>Partner&apos;s bacigote</source>
        <translation>Bacigote del compañero</translation>
    </message>
    <message>
        <source>Trío</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <source>Báciga revived</source>
        <translation>Báciga revivida</translation>
    </message>
    <message>
        <source>Báciga taken back</source>
        <translation>Báciga quitada</translation>
    </message>
    <message>
        <source>Salirse</source>
        <translation>Salirse</translation>
    </message>
    <message>
        <source>El punto</source>
        <translation>El punto</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Bien!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>No exactamente.</translation>
    </message>
    <message>
        <source>Which card wins the trick?</source>
        <translation>¿Qué carta gana la baza?</translation>
    </message>
    <message>
        <source>Learn to play La Zanga</source>
        <translation>Aprender a jugar a La Zanga</translation>
    </message>
    <message>
        <source>&amp;Reglamento...</source>
        <translation>&amp;Reglamento...</translation>
    </message>
    <message>
        <source>&amp;Cheat sheet</source>
        <translation>&amp;Chuleta</translation>
    </message>
    <message>
        <source>&amp;Start the lessons again</source>
        <translation>&amp;Empezar las lecciones de nuevo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>jugar {0}</translation>
    </message>
    <message>
        <source>Learn to play La Báciga</source>
        <translation>Aprender a jugar a La Báciga</translation>
    </message>
    <message>
        <source>The deal is over: your side {0}, the other {1}.</source>
        <translation>La mano terminó: tu bando {0}, el otro {1}.</translation>
    </message>
    <message>
        <source>Learn to play El Envite</source>
        <translation>Aprender a jugar al Envite</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>The hand is over: your team wins it.</source>
        <translation>La mano ha terminado: la gana tu equipo.</translation>
    </message>
    <message>
        <source>The hand is over: the other team wins it.</source>
        <translation>La mano ha terminado: la gana el otro equipo.</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>All lessons done</source>
        <translation>Todas las lecciones hechas</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Paso {0} de {1}</translation>
    </message>
    <message>
        <source>The tutor suggests: {0}</source>
        <translation>El tutor sugiere: {0}</translation>
    </message>
    <message>
        <source>You chose differently from the tutor: that is allowed; watch what happens.</source>
        <translation>Elegiste distinto que el tutor: está permitido; mira lo que pasa.</translation>
    </message>
    <message>
        <source>The hand is over: {0} for your side; tricks: us {1}, them {2}.</source>
        <translation>La mano ha terminado: {0} para tu bando; bazas: nosotros {1}, ellos {2}.</translation>
    </message>
    <message>
        <source>The hand is over: {0} for {1}&apos;s side; tricks: us {2}, them {3}.</source>
        <translation>La mano ha terminado: {0} para el bando de {1}; bazas: nosotros {2}, ellos {3}.</translation>
    </message>
    <message>
        <source>say {0}</source>
        <translation>decir {0}</translation>
    </message>
    <message>
        <source>name {0} as trumps</source>
        <translation>pintar {0}</translation>
    </message>
    <message>
        <source>Art. {0}</source>
        <translation>Art. {0}</translation>
    </message>
    <message>
        <source>Reglamento:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <source>Card order practice</source>
        <translation>Práctica del orden de las cartas</translation>
    </message>
    <message>
        <source>Next pair</source>
        <translation>Siguiente pareja</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Trumps are {0}; {1} was led, then {2} was played. Which wins?</source>
        <translation>Triunfo en {0}. Salió {1} y luego se jugó {2}. ¿Cuál gana?</translation>
    </message>
    <message>
        <source>led</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>played second</source>
        <translation>jugada en segundo lugar</translation>
    </message>
    <message>
        <source>Streak: {0}   Best: {1}</source>
        <translation>Racha: {0}   Mejor: {1}</translation>
    </message>
    <message>
        <source>Reglamento de La Zanga</source>
        <translation>Reglamento de La Zanga</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. renuncio, malilla, fianza...</source>
        <translation>Filtro: una palabra, p. ej. renuncio, malilla, fianza...</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>Reglamento (64 articles)</source>
        <translation>Reglamento (64 artículos)</translation>
    </message>
    <message>
        <source>Léxico (glossary)</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>This app&apos;s decisions on open points</source>
        <translation>Decisiones de esta aplicación en los puntos abiertos</translation>
    </message>
    <message>
        <source>Readings settled while building the engine (section 11)</source>
        <translation>Lecturas fijadas al construir el motor (sección 11)</translation>
    </message>
    <message>
        <source>Articles:</source>
        <translation>Artículos:</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Popular</translation>
    </message>
    <message>
        <source>the first card of the list in force</source>
        <translation>la primera carta de la lista en vigor</translation>
    </message>
    <message>
        <source>the highest triunfo in play</source>
        <translation>el triunfo más alto en juego</translation>
    </message>
    <message>
        <source>The list of matadores (section 3)</source>
        <translation>La lista de matadores (sección 3)</translation>
    </message>
    <message>
        <source>The card exempt from serving an arrastre (section 3)</source>
        <translation>La carta exenta de servir a un arrastre (sección 3)</translation>
    </message>
    <message>
        <source>A player with none of the suit led must take a trick his team is losing, when he can (section 5)</source>
        <translation>Quien no tiene del palo de salida debe ganar la baza que su equipo va perdiendo, si puede (sección 5)</translation>
    </message>
    <message>
        <source>The third trick is played even when two decided the hand (section 5)</source>
        <translation>La tercera baza se juega aunque las dos primeras decidan la mano (sección 5)</translation>
    </message>
    <message>
        <source>The steps of the envíos (section 6)</source>
        <translation>Los escalones de los envíos (sección 6)</translation>
    </message>
    <message>
        <source>Piedras a hand played without bets (section 6)</source>
        <translation>Piedras de una mano jugada sin envíos (sección 6)</translation>
    </message>
    <message>
        <source>The team that accepted the last bet may raise later, at a turn to play (section 6)</source>
        <translation>El equipo que aceptó el último envío puede subir más tarde, en su turno de jugar (sección 6)</translation>
    </message>
    <message>
        <source>How often an opponent catches a seña, with señas pillar (section 7)</source>
        <translation>Con qué frecuencia un contrario pilla una seña, con señas a pillar (sección 7)</translation>
    </message>
    <message>
        <source>Piedras a false ¡Renuncio! costs (section 8)</source>
        <translation>Piedras que cuesta un ¡Renuncio! falso (sección 8)</translation>
    </message>
    <message>
        <source>In a tumbo forzoso both capitanes see their team&apos;s cards (section 9)</source>
        <translation>En el tumbo forzoso ambos capitanes ven las cartas de su equipo (sección 9)</translation>
    </message>
    <message>
        <source>The piedras that bring the tumbo, and the cap (sections 6, 9)</source>
        <translation>Las piedras que llevan al tumbo, y el tope (secciones 6, 9)</translation>
    </message>
    <message>
        <source>Chicos that win the game (section 10)</source>
        <translation>Chicos que ganan la partida (sección 10)</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. vira, arrastre, tumbo...</source>
        <translation>Filtrar: una palabra, p. ej. vira, arrastre, tumbo...</translation>
    </message>
    <message>
        <source>The rules of El Envite</source>
        <translation>El reglamento del Envite</translation>
    </message>
    <message>
        <source>El Envite canario: the source text</source>
        <translation>El Envite canario: el texto original</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>What the rules page decides</source>
        <translation>Lo que decide esta app</translation>
    </message>
    <message>
        <source>Section {0}</source>
        <translation>Sección {0}</translation>
    </message>
    <message>
        <source>Section {0} of the rules page.</source>
        <translation>Sección {0} de las reglas de esta app.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The option that changes it:</source>
        <translation>La opción que lo cambia:</translation>
    </message>
    <message>
        <source>The options that change it:</source>
        <translation>Las opciones que lo cambian:</translation>
    </message>
    <message>
        <source>In New game, under More options; in a record file:</source>
        <translation>En Nueva partida, en Más opciones; en un archivo de partida:</translation>
    </message>
    <message>
        <source>Set by the rules chosen in New game; in a record file:</source>
        <translation>Lo fijan las reglas elegidas en Nueva partida; en un archivo de partida:</translation>
    </message>
    <message>
        <source>Set by the rules chosen in New game; a record file&apos;s options may change it.</source>
        <translation>Lo fijan las reglas elegidas en Nueva partida; las opciones de un archivo de partida pueden cambiarlo.</translation>
    </message>
    <message>
        <source>No option changes it.</source>
        <translation>Ninguna opción lo cambia.</translation>
    </message>
    <message>
        <source>In the source text:</source>
        <translation>En el texto original:</translation>
    </message>
    <message>
        <source>In Japanese (our rendering)</source>
        <translation>En japonés (nuestra versión)</translation>
    </message>
    <message>
        <source>In English (our rendering)</source>
        <translation>En inglés (nuestra versión)</translation>
    </message>
    <message>
        <source>How this app decides what it leaves open</source>
        <translation>Cómo decide esta app lo que deja abierto</translation>
    </message>
    <message>
        <source>No option changes it yet.</source>
        <translation>Ninguna opción lo cambia todavía.</translation>
    </message>
    <message>
        <source>Artículo {0}</source>
        <translation>Artículo {0}</translation>
    </message>
    <message>
        <source>In Japanese (our translation)</source>
        <translation>En japonés (traducción nuestra)</translation>
    </message>
    <message>
        <source>In English (our translation)</source>
        <translation>En inglés (traducción nuestra)</translation>
    </message>
    <message>
        <source>How this app reads it</source>
        <translation>Cómo lo lee esta aplicación</translation>
    </message>
    <message>
        <source>‹ previous</source>
        <translation>‹ anterior</translation>
    </message>
    <message>
        <source>next ›</source>
        <translation>siguiente ›</translation>
    </message>
    <message>
        <source>{0}, not trumps:</source>
        <translation>{0}, cuando no son triunfo:</translation>
    </message>
    <message>
        <source>Trumps: {0}</source>
        <translation>Triunfo: {0}</translation>
    </message>
    <message>
        <source>Espadilla (1 of espadas) and Bastillo (1 of bastos) are always trumps, whatever suit is named; with them and the Malilla they are the matadores, the estuche.</source>
        <translation>La Espadilla (as de espadas) y el Bastillo (as de bastos) son siempre triunfo, se pinte el palo que se pinte; con la Malilla son los matadores, el estuche.</translation>
    </message>
    <message>
        <source>A trick is won by its highest trump; with no trump in it, by the highest card of the suit led. A card of another suit that is not a trump never wins.</source>
        <translation>Gana la baza el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida. Una carta de otro palo que no es triunfo nunca gana.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can. When trumps are led, play a trump if you can; a matador need not be played unless a higher matador was led.</source>
        <translation>Asiste al palo de salida si puedes. Si sale triunfo, juega triunfo si puedes; un matador no tiene que jugarse salvo que haya salido un matador mayor.</translation>
    </message>
    <message>
        <source>La Zanga: card orders</source>
        <translation>La Zanga: orden de las cartas</translation>
    </message>
    <message>
        <source>Save as PDF...</source>
        <translation>Guardar como PDF...</translation>
    </message>
    <message>
        <source>Highest first.</source>
        <translation>De mayor a menor.</translation>
    </message>
    <message>
        <source>Save the cheat sheet</source>
        <translation>Guardar la chuleta</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Card orders</source>
        <translation>Orden de las cartas</translation>
    </message>
    <message>
        <source>Bot: {0}</source>
        <translation>Bot: {0}</translation>
    </message>
    <message>
        <source>The bot program for {0} could not be started ({1}). {0} plays at level {2} instead.</source>
        <translation>No se pudo iniciar el programa bot de {0} ({1}). {0} juega en su lugar al nivel {2}.</translation>
    </message>
    <message>
        <source>it stopped</source>
        <translation>se detuvo</translation>
    </message>
    <message>
        <source>The bot program for {0} did not answer the zanga-bot/1 greeting ({1}). {0} plays at level {2} instead.</source>
        <translation>El programa bot de {0} no respondió al saludo zanga-bot/1 ({1}). {0} juega en su lugar al nivel {2}.</translation>
    </message>
    <message>
        <source>The bot program for {0} failed {1} times in a row. {0} plays at level {2} for the rest of the game.</source>
        <translation>El programa bot de {0} ha fallado {1} veces seguidas. {0} juega en el nivel {2} el resto de la partida.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file is not a game record: it is not JSON text.</source>
        <translation>El archivo no es una partida guardada: no es texto JSON.</translation>
    </message>
    <message>
        <source>The file is not a valid game record.</source>
        <translation>El archivo no es una partida guardada válida.</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>La partida guardada contiene una jugada que el reglamento no permite.</translation>
    </message>
    <message>
        <source>{0} is already being played in another Zanga window, so this window does not save its games of {0} automatically: use Game &gt; Save to keep one.</source>
        <translation>{0} ya se está jugando en otra ventana de Zanga, así que esta ventana no guarda automáticamente sus partidas de {0}: usa Partida &gt; Guardar para conservar una.</translation>
    </message>
    <message>
        <source>Games cannot be saved automatically: the folder {0} cannot be written ({1}). Use Game &gt; Save to keep a game.</source>
        <translation>Las partidas no pueden guardarse automáticamente: no se puede escribir en la carpeta {0} ({1}). Usa Partida &gt; Guardar para conservar una partida.</translation>
    </message>
    <message>
        <source>the lock file cannot be made</source>
        <translation>no se puede crear el archivo de bloqueo</translation>
    </message>
    <message>
        <source>Zanga cannot open its window: the system libraries {0} are missing; install them with &quot;sudo apt install {1}&quot; (Debian, Ubuntu) or &quot;sudo dnf install {2}&quot; (Fedora), then start Zanga again.</source>
        <translation>Zanga no puede abrir su ventana: faltan las bibliotecas del sistema {0}; instálalas con &quot;sudo apt install {1}&quot; (Debian, Ubuntu) o &quot;sudo dnf install {2}&quot; (Fedora) y vuelve a abrir Zanga.</translation>
    </message>
    <message>
        <source>Zanga cannot open its window: no display was found. Start it from your desktop session (the DISPLAY variable is not set).</source>
        <translation>Zanga no puede abrir su ventana: no se encontró ninguna pantalla. Ábrelo desde tu sesión de escritorio (la variable DISPLAY no está definida).</translation>
    </message>
    <message>
        <source>Chicos: {0} to {1}</source>
        <translation>Chicos: {0} a {1}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Equipo A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Equipo B</translation>
    </message>
    <message>
        <source>C</source>
        <comment>capitán badge</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>Total {0}</translation>
    </message>
    <message>
        <source>M</source>
        <comment>mano badge</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer badge</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Laid down</source>
        <translation>Soltadas</translation>
    </message>
    <message>
        <source>tumbo</source>
        <translation>tumbo</translation>
    </message>
    <message>
        <source>Chicos</source>
        <translation>Chicos</translation>
    </message>
    <message>
        <source>Tricks: {0}</source>
        <translation>Bazas: {0}</translation>
    </message>
    <message>
        <source>Vira: {0}</source>
        <translation>Vira: {0}</translation>
    </message>
    <message>
        <source>Señas: {0}</source>
        <translation>Señas: {0}</translation>
    </message>
    <message>
        <source>A triunfo was led (arrastre): you hold {0}, so you must serve it with a triunfo.</source>
        <translation>Se salió con triunfo (arrastre): tienes {0}, así que debes servirlo con un triunfo.</translation>
    </message>
    <message>
        <source>You hold the suit led ({0}): play that suit or a triunfo; only a player with none of it may play any card.</source>
        <translation>Tienes del palo que se salió ({0}): juega ese palo o un triunfo; solo quien no tiene ninguna carta de él puede jugar cualquiera.</translation>
    </message>
    <message>
        <source>Only the capitán of the team in tumbo decides whether to tumbar (play the hand) or achicarse (not play it).</source>
        <translation>Solo el capitán del equipo en tumbo decide si tumbar (jugar la mano) o achicarse (no jugarla).</translation>
    </message>
    <message>
        <source>An envío goes up the ladder one step at a time: the next one is {0}.</source>
        <translation>Un envío sube la escala de paso en paso: el siguiente es {0}.</translation>
    </message>
    <message>
        <source>An envío goes up the ladder one step at a time.</source>
        <translation>Un envío sube la escala de paso en paso.</translation>
    </message>
    <message>
        <source>Your team is not winning the trick and no partner plays after you: you must take it if you can.</source>
        <translation>Tu equipo no va ganando la baza y ningún compañero juega después de ti: tienes que ganarla si puedes.</translation>
    </message>
    <message>
        <source>Only the capitán answers quiero or paso; you may raise.</source>
        <translation>Solo el capitán dice quiero o paso; tú puedes subir.</translation>
    </message>
    <message>
        <source>In team mode a seña must be true: your cards do not say that.</source>
        <translation>En modo equipo una seña tiene que ser verdad: tus cartas no dicen eso.</translation>
    </message>
    <message>
        <source>That seña is not made at this table: the buttons show the señas you may make.</source>
        <translation>Esa seña no se hace en esta mesa: los botones muestran las señas que puedes hacer.</translation>
    </message>
    <message>
        <source>Play one of your own cards.</source>
        <translation>Juega una de tus cartas.</translation>
    </message>
    <message>
        <source>The rules know no such answer: choose one of the buttons.</source>
        <translation>Las reglas no conocen esa respuesta: elige uno de los botones.</translation>
    </message>
    <message>
        <source>That player does not deal this hand: the deal passes in turn.</source>
        <translation>Ese jugador no da esta mano: el reparto pasa por turno.</translation>
    </message>
    <message>
        <source>A new hand cannot start before this one is played out.</source>
        <translation>No puede empezar otra mano antes de acabar esta.</translation>
    </message>
    <message>
        <source>The partido is over: a team has won it.</source>
        <translation>El partido ha terminado: un equipo lo ha ganado.</translation>
    </message>
    <message>
        <source>The rules know no such action: choose a card or a button.</source>
        <translation>Las reglas no conocen esa acción: elige una carta o un botón.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Las reglas no lo permiten ahora.</translation>
    </message>
    <message>
        <source>Renuncio claims are made only when the table plays in mesa mode; here the tutor refuses a card that breaks the rules at once.</source>
        <translation>El renuncio solo se reclama cuando la mesa juega en modo mesa; aquí el tutor rechaza en el acto la carta que rompe las reglas.</translation>
    </message>
    <message>
        <source>A renuncio is claimed once play has begun, after the tumbo decision.</source>
        <translation>El renuncio se reclama una vez empezado el juego, tras la decisión del tumbo.</translation>
    </message>
    <message>
        <source>First the capitán of the team in tumbo decides: Tumbo (play the hand) or Me achico (give it up).</source>
        <translation>Primero decide el capitán del equipo en tumbo: Tumbo (jugar la mano) o Me achico (no jugarla).</translation>
    </message>
    <message>
        <source>The hand is over: only a ¡Renuncio! claim may come before the next deal.</source>
        <translation>La mano ha terminado: hasta el próximo reparto solo cabe reclamar ¡Renuncio!.</translation>
    </message>
    <message>
        <source>Wait: the other team must answer your team&apos;s envío before anyone plays.</source>
        <translation>Espera: el otro equipo tiene que responder al envío de tu equipo antes de que nadie juegue.</translation>
    </message>
    <message>
        <source>Answer the envío first: Quiero, Paso or raise.</source>
        <translation>Primero responde al envío: Quiero, Paso o subir.</translation>
    </message>
    <message>
        <source>Answer the envío first: raise it, or let it pass to your capitán.</source>
        <translation>Primero responde al envío: súbelo o déjalo pasar a tu capitán.</translation>
    </message>
    <message>
        <source>No envío waits for an answer now.</source>
        <translation>Ahora no hay ningún envío esperando respuesta.</translation>
    </message>
    <message>
        <source>There is no tumbo decision to make now.</source>
        <translation>Ahora no hay decisión de tumbo que tomar.</translation>
    </message>
    <message>
        <source>No hand is being played now: the next one is dealt first.</source>
        <translation>Ahora no se juega ninguna mano: primero se da la siguiente.</translation>
    </message>
    <message>
        <source>their capitán</source>
        <translation>su capitán</translation>
    </message>
    <message>
        <source>Your team made this envío: the other team answers it ({0}, their capitán, says Quiero or Paso).</source>
        <translation>Este envío es de tu equipo: lo responde el otro equipo ({0}, su capitán, dice Quiero o Paso).</translation>
    </message>
    <message>
        <source>You have already let this envío pass: your capitán answers it now.</source>
        <translation>Ya has dejado pasar este envío: ahora responde tu capitán.</translation>
    </message>
    <message>
        <source>An envío is made at your own turn to play.</source>
        <translation>Un envío se hace en tu propio turno de juego.</translation>
    </message>
    <message>
        <source>Your team is not in tumbo: the other team&apos;s capitán decides.</source>
        <translation>Tu equipo no está en tumbo: decide el capitán del otro equipo.</translation>
    </message>
    <message>
        <source>No envío waits for you to let it pass.</source>
        <translation>No hay ningún envío que puedas dejar pasar.</translation>
    </message>
    <message>
        <source>It is not your turn: {0} is to act.</source>
        <translation>No es tu turno: le toca a {0}.</translation>
    </message>
    <message>
        <source>No envío may be made now.</source>
        <translation>Ahora no se puede envidar.</translation>
    </message>
    <message>
        <source>No bets while a team is in tumbo.</source>
        <translation>No se envida mientras un equipo está en tumbo.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>You have already made that seña.</source>
        <translation>Ya has hecho esa seña.</translation>
    </message>
    <message>
        <source>A triunfo was led (arrastre) and you hold triunfos besides {0}: {0}, the top card, need not serve an arrastre, but then another triunfo must: play {1} or {0}.</source>
        <translation>Se salió con triunfo (arrastre) y tienes otros triunfos, no solo {0}: {0}, la carta mayor, no tiene que servir al arrastre, pero entonces debe servirlo otro triunfo: juega {1} o {0}.</translation>
    </message>
    <message>
        <source>{0} was led and you hold {1}: play that suit or a triunfo; only a player with none of it may play any card.</source>
        <translation>Se salió con {0} y tienes {1}: juega ese palo o un triunfo; solo quien no tiene ninguna carta de él puede jugar cualquiera.</translation>
    </message>
    <message>
        <source>You do not hold {0}: play one of your own cards.</source>
        <translation>No tienes {0}: juega una de tus cartas.</translation>
    </message>
    <message>
        <source>El Envite rules, section 5, rule 1 (arrastre); the exempt card: section 3.</source>
        <translation>Reglamento del Envite, sección 5, regla 1 (arrastre); la carta exenta: sección 3.</translation>
    </message>
    <message>
        <source>El Envite rules, section 5, rule 2 (a plain suit led).</source>
        <translation>Reglamento del Envite, sección 5, regla 2 (salida de un palo que no es triunfo).</translation>
    </message>
    <message>
        <source>El Envite rules, section {0}.</source>
        <translation>Reglas del Envite, sección {0}.</translation>
    </message>
    <message>
        <source>Triunfos, highest first: {0}.</source>
        <translation>Triunfos, de mayor a menor: {0}.</translation>
    </message>
    <message>
        <source>{0} would still take the trick.</source>
        <translation>{0} seguiría ganando la baza.</translation>
    </message>
    <message>
        <source>This envío is the top of the ladder: it can only be accepted (Quiero) or refused (Paso).</source>
        <translation>Este envío es lo más alto de la escala: solo se puede aceptar (Quiero) o rechazar (Paso).</translation>
    </message>
    <message>
        <source>The stake is already at the top of the ladder: no more envíos.</source>
        <translation>Lo que está en juego ya es lo más alto de la escala: no caben más envíos.</translation>
    </message>
    <message>
        <source>Later raises are off at this table: a raise comes only as the answer to an envío.</source>
        <translation>En esta mesa no se sube más tarde: solo se sube al responder a un envío.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last envío may raise it later.</source>
        <translation>Solo el equipo que aceptó el último envío puede subirlo más tarde.</translation>
    </message>
    <message>
        <source>The hand is already decided: no envío now.</source>
        <translation>La mano ya está decidida: ahora no cabe envío.</translation>
    </message>
    <message>
        <source>Señas are not made at this table (a rule option).</source>
        <translation>En esta mesa no se hacen señas (una opción de las reglas).</translation>
    </message>
    <message>
        <source>A team of one has no partner to make señas to.</source>
        <translation>Un equipo de uno no tiene compañero a quien hacer señas.</translation>
    </message>
    <message>
        <source>No señas before the capitán&apos;s tumbo decision.</source>
        <translation>No hay señas antes de que el capitán decida el tumbo.</translation>
    </message>
    <message>
        <source>Your seña window is closed: señas come in turn, from el mano, before the first envío or card, and later only just before one of your own actions.</source>
        <translation>Ahora no te toca hacer señas: las señas van por turno, desde el mano, antes del primer envío o carta, y luego solo justo antes de una jugada tuya.</translation>
    </message>
    <message>
        <source>You raise to {0}: that accepts the envío of {1}, so the hand is worth at least {2}.</source>
        <translation>Subes a {0}: eso acepta el envío de {1}, así que la mano vale al menos {2}.</translation>
    </message>
    <message>
        <source>{0} raises to {1}: that accepts the envío of {2}, so the hand is worth at least {3}.</source>
        <translation>{0} sube a {1}: eso acepta el envío de {2}, así que la mano vale al menos {3}.</translation>
    </message>
    <message>
        <source>You send an envío of {0} (section 6).</source>
        <translation>Haces un envío de {0} (sección 6).</translation>
    </message>
    <message>
        <source>{0} sends an envío of {1} (section 6).</source>
        <translation>{0} hace un envío de {1} (sección 6).</translation>
    </message>
    <message>
        <source>You answer for {0}: Quiero plays the hand for {1}; Paso ends it and {2} scores {3}, the stake in force. This is the top of the ladder: no more raises.</source>
        <translation>Respondes por {0}: con Quiero la mano se juega por {1}; con Paso termina y {2} se anota {3}, lo que está en juego. Es el tope de la escala: no caben más subidas.</translation>
    </message>
    <message>
        <source>{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and {3} scores {4}, the stake in force. This is the top of the ladder: no more raises.</source>
        <translation>{0} responde por {1}: con Quiero la mano se juega por {2}; con Paso termina y {3} se anota {4}, lo que está en juego. Es el tope de la escala: no caben más subidas.</translation>
    </message>
    <message>
        <source>You answer for {0}: Quiero plays the hand for {1}; Paso ends it and {2} scores {3}, the stake in force. Any player of {0} may raise to {4} first: that accepts the {5}, and you can no longer refuse it.</source>
        <translation>Respondes por {0}: con Quiero la mano se juega por {1}; con Paso termina y {2} se anota {3}, lo que está en juego. Antes, cualquier jugador en {0} puede subir a {4}: eso acepta el {5}, y ya no puedes rechazarlo.</translation>
    </message>
    <message>
        <source>{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and {3} scores {4}, the stake in force. Any player of {1} may raise to {5} first: that accepts the {6}, and {0} can no longer refuse it.</source>
        <translation>{0} responde por {1}: con Quiero la mano se juega por {2}; con Paso termina y {3} se anota {4}, lo que está en juego. Antes, cualquier jugador en {1} puede subir a {5}: eso acepta el {6}, y {0} ya no puede rechazarlo.</translation>
    </message>
    <message>
        <source>You, the capitán, say ¡Quiero!: the hand is now played for {0} (section 6).</source>
        <translation>Tú, el capitán, dices ¡Quiero!: ahora la mano se juega por {0} (sección 6).</translation>
    </message>
    <message>
        <source>{0}, the capitán, says ¡Quiero!: the hand is now played for {1} (section 6).</source>
        <translation>{0}, el capitán, dice ¡Quiero!: ahora la mano se juega por {1} (sección 6).</translation>
    </message>
    <message>
        <source>Only {0} may raise later, at one of its turns to play.</source>
        <translation>Solo {0} puede subir más adelante, en uno de sus turnos de juego.</translation>
    </message>
    <message>
        <source>You, the capitán, say Paso: the hand ends and {0} scores {1} (section 6).</source>
        <translation>Tú, el capitán, dices Paso: la mano termina y {0} se anota {1} (sección 6).</translation>
    </message>
    <message>
        <source>{0}, the capitán, says Paso: the hand ends and {1} scores {2} (section 6).</source>
        <translation>{0}, el capitán, dice Paso: la mano termina y {1} se anota {2} (sección 6).</translation>
    </message>
    <message>
        <source>You say ¡Tumbo!: the hand is played without bets; if {0} wins it, it wins the chico; if it loses, {1} scores {2} (section 9).</source>
        <translation>Tumbas: la mano se juega sin envíos; si la gana {0}, gana el chico; si la pierde, {1} se anota {2} (sección 9).</translation>
    </message>
    <message>
        <source>{0} tumba: the hand is played without bets; if {1} wins it, it wins the chico; if it loses, {2} scores {3} (section 9).</source>
        <translation>{0} tumba: la mano se juega sin envíos; si la gana {1}, gana el chico; si la pierde, {2} se anota {3} (sección 9).</translation>
    </message>
    <message>
        <source>You say Me achico: the hand is not played and {0} scores {1} (section 9).</source>
        <translation>Te achicas: la mano no se juega y {0} se anota {1} (sección 9).</translation>
    </message>
    <message>
        <source>{0} se achica: the hand is not played and {1} scores {2} (section 9).</source>
        <translation>{0} se achica: la mano no se juega y {1} se anota {2} (sección 9).</translation>
    </message>
    <message>
        <source>You caught {0}&apos;s seña, {1} ({2}): «{3}» (section 7).</source>
        <translation>Has pillado la seña de {0}, {1} ({2}): «{3}» (sección 7).</translation>
    </message>
    <message>
        <source>Your seña to your team, {0} ({1}): «{2}» (section 7).</source>
        <translation>Tu seña a tu equipo, {0} ({1}): «{2}» (sección 7).</translation>
    </message>
    <message>
        <source>{0} signals {1} ({2}): «{3}» (section 7).</source>
        <translation>{0} hace la seña {1} ({2}): «{3}» (sección 7).</translation>
    </message>
    <message>
        <source>a triunfo was led and a triunfo was held to serve it with (section 5, rule 1)</source>
        <translation>se salió con triunfo y había un triunfo con el que servirlo (sección 5, regla 1)</translation>
    </message>
    <message>
        <source>the suit led was held, and neither it nor a triunfo was played (section 5, rule 2)</source>
        <translation>se tenía del palo de salida y no se jugó ni ese palo ni un triunfo (sección 5, regla 2)</translation>
    </message>
    <message>
        <source>the trick could be taken, and had to be (section 5, rule 3)</source>
        <translation>se podía ganar la baza, y había que ganarla (sección 5, regla 3)</translation>
    </message>
    <message>
        <source>it broke section 5</source>
        <translation>incumplía la sección 5</translation>
    </message>
    <message>
        <source>Make the seña {0} ({1}): your team-mates learn «{2}», and the other team does not see it (section 7).</source>
        <translation>Haz la seña {0} ({1}): tus compañeros sabrán «{2}», y el otro equipo no la ve (sección 7).</translation>
    </message>
    <message>
        <source>Make the seña Envía: your hand is strong, tell your team a bet is welcome (section 7).</source>
        <translation>Haz la seña Envía: tu mano es fuerte, dile a tu equipo que conviene envidar (sección 7).</translation>
    </message>
    <message>
        <source>Make the seña No envíes: your hand is weak, tell your team not to bet (section 7).</source>
        <translation>Haz la seña No envíes: tu mano es floja, dile a tu equipo que no envide (sección 7).</translation>
    </message>
    <message>
        <source>Tumba: your team wins this hand about {0}% of the time, and a won tumbo is the chico (section 9).</source>
        <translation>Tumba: tu equipo gana esta mano en torno al {0} % de las veces, y un tumbo ganado es el chico (sección 9).</translation>
    </message>
    <message>
        <source>Achícate: your team wins this hand only about {0}% of the time; giving up costs one piedra, a lost tumbo three (section 9).</source>
        <translation>Achícate: tu equipo gana esta mano solo en torno al {0} % de las veces; achicarse cuesta una piedra, un tumbo perdido tres (sección 9).</translation>
    </message>
    <message>
        <source>Send the envío: your team wins this hand about {0}% of the time; accepted it is worth {1}, refused you score {2} (section 6).</source>
        <translation>Haz el envío: tu equipo gana esta mano en torno al {0} % de las veces; si se acepta, vale {1}; si no, tu equipo se anota {2} (sección 6).</translation>
    </message>
    <message>
        <source>Raise to {1}: your team wins this hand about {0}% of the time (section 6).</source>
        <translation>Sube a {1}: tu equipo gana esta mano en torno al {0} % de las veces (sección 6).</translation>
    </message>
    <message>
        <source>Quiero: your team wins this hand about {0}% of the time, enough to play it for {1} (section 6).</source>
        <translation>Quiero: tu equipo gana esta mano en torno al {0} % de las veces, lo bastante para jugarla por {1} (sección 6).</translation>
    </message>
    <message>
        <source>Paso: your team wins this hand only about {0}% of the time; refusing gives them {1} (section 6).</source>
        <translation>Paso: tu equipo gana esta mano solo en torno al {0} % de las veces; no querer les da {1} (sección 6).</translation>
    </message>
    <message>
        <source>Do not raise: your team wins this hand about {0}% of the time; let your capitán answer (section 6).</source>
        <translation>No subas: tu equipo gana esta mano en torno al {0} % de las veces; deja que responda tu capitán (sección 6).</translation>
    </message>
    <message>
        <source>Lead {0}: no triunfo left beats it, and it draws triunfos (arrastre).</source>
        <translation>Sal con {0}: no queda ningún triunfo más alto, y arrastra los triunfos (arrastre).</translation>
    </message>
    <message>
        <source>Lead {0}: an arrastre draws the other team&apos;s triunfos.</source>
        <translation>Sal con {0}: un arrastre saca los triunfos del otro equipo.</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left beats it.</source>
        <translation>Sal con {0}: no queda nada más alto.</translation>
    </message>
    <message>
        <source>Lead {0}: a low card that gives little away.</source>
        <translation>Sal con {0}: una carta baja que regala poco.</translation>
    </message>
    <message>
        <source>Keep {0}: as the top card it need not serve an arrastre (section 3), so play {1}.</source>
        <translation>Guarda {0}: la carta mayor no tiene que servir al arrastre (sección 3), así que juega {1}.</translation>
    </message>
    <message>
        <source>Play {0}: make sure this trick stays with your team.</source>
        <translation>Juega {0}: asegura que esta baza se quede en tu equipo.</translation>
    </message>
    <message>
        <source>Take the trick with {0}: nothing left can beat it.</source>
        <translation>Gana la baza con {0}: nada de lo que queda la supera.</translation>
    </message>
    <message>
        <source>Take the trick with {0}, the cheapest card that beats {1}.</source>
        <translation>Gana la baza con {0}, la carta más barata que supera {1}.</translation>
    </message>
    <message>
        <source>You cannot win this trick well: give away {0}, your cheapest card.</source>
        <translation>No puedes ganar bien esta baza: suelta {0}, tu carta más barata.</translation>
    </message>
    <message>
        <source>Make the señas {0}: your team-mates learn what you hold and what you advise, and the other team does not see them (section 7).</source>
        <translation>Haz las señas {0}: tus compañeros sabrán lo que tienes y lo que aconsejas, y el otro equipo no las ve (sección 7).</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Juega una carta de tu mano.</translation>
    </message>
    <message>
        <source>That is the top card: the rules let you keep it here, so play another card.</source>
        <translation>Es la carta más alta: las reglas te dejan guardarla aquí, así que juega otra.</translation>
    </message>
    <message>
        <source>El Envite</source>
        <translation>El Envite</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) a team</source>
        <translation>
            <numerusform>%n jugador por equipo</numerusform>
            <numerusform>%n jugadores por equipo</numerusform>
        </translation>
    </message>
    <message>
        <source>The Canarian game of bets and señas: two teams of 1 to 5, three cards each</source>
        <translation>El juego canario de envíos y señas: dos equipos de 1 a 5, tres cartas cada uno</translation>
    </message>
    <message>
        <source>Win two of the three tricks, bet piedras with an envío, signal your team with señas. Eight piedras put a team in tumbo; a won tumbo is a chico, two chicos the partido.</source>
        <translation>Gana dos de las tres bazas, envida piedras, hazle señas a tu equipo. Con ocho piedras un equipo está en tumbo; un tumbo ganado es un chico, y dos chicos el partido.</translation>
    </message>
    <message>
        <source>New to El Envite?</source>
        <translation>¿Nuevo en el Envite?</translation>
    </message>
    <message>
        <source>Eight short lessons on the real table: the cards, la vira, bets, señas and the tumbo.</source>
        <translation>Ocho lecciones cortas en la mesa de verdad: las cartas, la vira, los envíos, las señas y el tumbo.</translation>
    </message>
    <message>
        <source>The rules of El Envite, with every decision they leave open.</source>
        <translation>Las reglas del Envite, con cada punto que dejan abierto decidido.</translation>
    </message>
    <message>
        <source>Pass the screen to the one who set up this game</source>
        <translation>Pasa la pantalla a quien preparó esta partida</translation>
    </message>
    <message>
        <source>The others look away: that player&apos;s cards are shown next.</source>
        <translation>Los demás no miran: ahora se muestran sus cartas.</translation>
    </message>
    <message>
        <source>It is me, show my cards</source>
        <translation>Soy yo, muestra mis cartas</translation>
    </message>
    <message>
        <source>Pass the screen to {0}</source>
        <translation>Pasa la pantalla a {0}</translation>
    </message>
    <message>
        <source>The others look away: {0}&apos;s cards are shown next.</source>
        <translation>Los demás no miran: ahora se muestran las cartas de {0}.</translation>
    </message>
    <message>
        <source>I am {0}, show my cards</source>
        <translation>Soy {0}, muestra mis cartas</translation>
    </message>
    <message>
        <source>&amp;Learn to play El Envite...</source>
        <translation>&amp;Aprender a jugar al Envite...</translation>
    </message>
    <message>
        <source>The &amp;rules of El Envite...</source>
        <translation>El &amp;reglamento del Envite...</translation>
    </message>
    <message>
        <source>New to El Envite? Learn to play, step by step.</source>
        <translation>¿Nuevo en el Envite? Aprende a jugar paso a paso.</translation>
    </message>
    <message>
        <source>§ {0}</source>
        <translation>§ {0}</translation>
    </message>
    <message>
        <source>La Báciga rules:</source>
        <translation>Reglas de La Báciga:</translation>
    </message>
    <message>
        <source>El Envite rules:</source>
        <translation>Reglas del Envite:</translation>
    </message>
    <message>
        <source>They sent an envío: as capitán you answer Quiero (play for more), Paso (they score what was at stake) or raise.</source>
        <translation>Han enviado: como capitán respondes Quiero (se juega por más), Paso (se anotan lo que había en juego) o subes.</translation>
    </message>
    <message>
        <source>They sent an envío: you may raise; your capitán answers.</source>
        <translation>Han enviado: puedes subir; responde tu capitán.</translation>
    </message>
    <message>
        <source>You lead: any card. A high triunfo takes the trick.</source>
        <translation>Sales tú: cualquier carta. Un triunfo alto gana la baza.</translation>
    </message>
    <message>
        <source>Before your card you may send an envío.</source>
        <translation>Antes de tu carta puedes enviar.</translation>
    </message>
    <message>
        <source>An arrastre: your only triunfo is {0}, the top card, so you may keep it and play any card.</source>
        <translation>Arrastre: tu único triunfo es {0}, la carta más alta, así que puedes guardarlo y jugar cualquier carta.</translation>
    </message>
    <message>
        <source>An arrastre: serve it with a triunfo: {0}.</source>
        <translation>Arrastre: sírvelo con un triunfo: {0}.</translation>
    </message>
    <message>
        <source>An arrastre, but you hold no triunfo: any card.</source>
        <translation>Arrastre, pero no tienes triunfo: cualquier carta.</translation>
    </message>
    <message>
        <source>{0} led: play {0} or a triunfo: {1}.</source>
        <translation>Salieron {0}: juega {0} o un triunfo: {1}.</translation>
    </message>
    <message>
        <source>You hold no {0}: any card; a triunfo would take the trick.</source>
        <translation>No tienes {0}: cualquier carta; un triunfo ganaría la baza.</translation>
    </message>
    <message>
        <source>{0} records ({1})</source>
        <translation>Partidas de {0} ({1})</translation>
    </message>
    <message>
        <source>{0}, one deal</source>
        <translation>{0}, un reparto</translation>
    </message>
    <message>
        <source>No move of a computer player to report yet.</source>
        <translation>Todavía no hay ninguna jugada del ordenador que reportar.</translation>
    </message>
    <message>
        <source>{0}, reported move</source>
        <translation>{0}, jugada reportada</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Jugada deshecha.</translation>
    </message>
    <message>
        <source>The game holds text that cannot be written to a file (a name with a broken character). Nothing was written; the file as it was is kept.</source>
        <translation>La partida tiene un texto que no se puede escribir en un archivo (un nombre con un carácter roto). No se escribió nada; el archivo queda como estaba.</translation>
    </message>
    <message>
        <source>The file could not be written. Nothing was changed.</source>
        <translation>No se pudo escribir el archivo. No se cambió nada.</translation>
    </message>
    <message>
        <source>The disk is full: free some space, or choose another disk, and save again. The file as it was is kept.</source>
        <translation>El disco está lleno: libera espacio o elige otro disco, y vuelve a guardar. El archivo queda como estaba.</translation>
    </message>
    <message>
        <source>Zanga is not allowed to write there: choose another folder.</source>
        <translation>Zanga no tiene permiso para escribir ahí: elige otra carpeta.</translation>
    </message>
    <message>
        <source>That disk can only be read: choose another folder.</source>
        <translation>Ese disco es solo de lectura: elige otra carpeta.</translation>
    </message>
    <message>
        <source>That folder does not exist (any more): choose another one.</source>
        <translation>Esa carpeta no existe (ya): elige otra.</translation>
    </message>
    <message>
        <source>A folder has that name: choose another name for the file.</source>
        <translation>Ya hay una carpeta con ese nombre: elige otro nombre para el archivo.</translation>
    </message>
    <message>
        <source>The name is too long for this disk: choose a shorter one.</source>
        <translation>El nombre es demasiado largo para este disco: elige uno más corto.</translation>
    </message>
    <message>
        <source>The file could not be written ({0}). The file as it was is kept.</source>
        <translation>No se pudo escribir el archivo ({0}). El archivo queda como estaba.</translation>
    </message>
    <message>
        <source>&amp;Learn to play La Ronda...</source>
        <translation>&amp;Aprender a jugar a La Ronda...</translation>
    </message>
    <message>
        <source>The &amp;rules of La Ronda...</source>
        <translation>Las &amp;reglas de La Ronda...</translation>
    </message>
    <message>
        <source>New to La Ronda? Learn to play, step by step.</source>
        <translation>¿Nuevo en La Ronda? Aprende a jugar paso a paso.</translation>
    </message>
    <message>
        <source>{0} takes more: {1}.</source>
        <translation>{0} se lleva más: {1}.</translation>
    </message>
    <message>
        <source>That card does not fall on the card just dropped nor on the fall stack.</source>
        <translation>Esa carta no cae sobre la que se acaba de echar ni sobre la pila de caídas.</translation>
    </message>
    <message>
        <source>That card leaves cards on the table: no aseo.</source>
        <translation>Esa carta deja cartas en la mesa: no hay aseo.</translation>
    </message>
    <message>
        <source>The envío: Quiero plays for every ronda in play, the best takes them all; No quiero gives the side that sent it its own at once.</source>
        <translation>El envío: con quiero se juegan todas las rondas en juego y la mejor se las lleva; con no quiero el bando que envió se apunta lo suyo al momento.</translation>
    </message>
    <message>
        <source>You hold {0}: sing it and it scores unless a rival sings too.</source>
        <translation>Tienes {0}: cántala y se apunta, salvo que un rival cante también.</translation>
    </message>
    <message>
        <source>You can fall:</source>
        <translation>Puedes caer:</translation>
    </message>
    <message>
        <source>A caída is worth 1, a contra 3, a San Vicente 4.</source>
        <translation>Una caída vale 1, una contra 3, un San Vicente 4.</translation>
    </message>
    <message>
        <source>You can capture:</source>
        <translation>Puedes recoger:</translation>
    </message>
    <message>
        <source>Capturing is compulsory.</source>
        <translation>Recoger es obligatorio.</translation>
    </message>
    <message>
        <source>Nothing of yours captures: drop a card. The next player may fall on it if he holds its rank.</source>
        <translation>Ninguna de tus cartas recoge: echa una a la mesa. El siguiente puede caer sobre ella si tiene una de su número.</translation>
    </message>
    <message>
        <source>Learn to play La Ronda</source>
        <translation>Aprende a jugar a La Ronda</translation>
    </message>
    <message>
        <source>The game is over: {0} to {1}.</source>
        <translation>La partida ha terminado: {0} a {1}.</translation>
    </message>
    <message>
        <source>The deal is over: you {0}, Ana {1}.</source>
        <translation>Se acabó el reparto: tú {0}, Ana {1}.</translation>
    </message>
    <message>
        <source>La Ronda rules:</source>
        <translation>Reglas de La Ronda:</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. caída, aseo, rondín...</source>
        <translation>Filtrar: una palabra, p. ej. caída, aseo, rondín...</translation>
    </message>
    <message>
        <source>The rules of La Ronda</source>
        <translation>Las reglas de La Ronda</translation>
    </message>
    <message>
        <source>La Ronda: the source text</source>
        <translation>La Ronda: el texto original</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Dealer: {0} · mano: {1}</source>
        <translation>Reparte: {0} · mano: {1}</translation>
    </message>
    <message>
        <source>¡Se van!: the last round</source>
        <translation>¡Se van!: la última mano</translation>
    </message>
    <message>
        <source>The end of the deal</source>
        <translation>Final del reparto</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Siguiente reparto</translation>
    </message>
    <message numerus="yes">
        <source>Round {0} of {1} · to %n point(s)</source>
        <translation>
            <numerusform>Mano {0} de {1} · a %n punto</numerusform>
            <numerusform>Mano {0} de {1} · a %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody captured: the %n card(s) left go to nobody.</source>
        <translation>
            <numerusform>Nadie recogió: queda %n carta, y no es de nadie.</numerusform>
            <numerusform>Nadie recogió: las %n cartas que quedan no son de nadie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to your pair, the last to capture (section 10).</source>
        <translation>
            <numerusform>Queda %n carta en la mesa: va a tu pareja, la última que recogió (sección 10).</numerusform>
            <numerusform>Las %n cartas que quedan en la mesa van a tu pareja, la última que recogió (sección 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to you, the last to capture (section 10).</source>
        <translation>
            <numerusform>Queda %n carta en la mesa: es para ti, el último que recogió (sección 10).</numerusform>
            <numerusform>Las %n cartas que quedan en la mesa son para ti, el último que recogió (sección 10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to {0}, the last to capture (section 10).</source>
        <translation>
            <numerusform>Queda %n carta en la mesa: va a {0}, el último que recogió (sección 10).</numerusform>
            <numerusform>Las %n cartas que quedan en la mesa van a {0}, el último que recogió (sección 10).</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1} cards, {2} over 20: +{2} (section 10).</source>
        <translation>{0}: {1} cartas, {2} sobre 20: +{2} (sección 10).</translation>
    </message>
    <message>
        <source>{0} cards to {1}: nobody has more than 20, no points (section 10).</source>
        <translation>{0} cartas a {1}: nadie pasa de 20, no hay puntos (sección 10).</translation>
    </message>
    <message>
        <source>Points: {0} {1}, {2} {3} (to {4}).</source>
        <translation>Puntos: {0} {1}, {2} {3} (a {4}).</translation>
    </message>
    <message>
        <source>Game won by {0}</source>
        <translation>Partida ganada por {0}</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>Your pair wins the game!</source>
        <translation>¡Tu pareja gana la partida!</translation>
    </message>
    <message>
        <source>Points: {0} to {1}.</source>
        <translation>Puntos: {0} a {1}.</translation>
    </message>
    <message>
        <source>Play that card of your hand</source>
        <translation>Echar esa carta de tu mano</translation>
    </message>
    <message>
        <source>Choose a card of your hand (what it would take is lit)</source>
        <translation>Elegir una carta de tu mano (se ilumina lo que se llevaría)</translation>
    </message>
    <message>
        <source>Move between the buttons of a question</source>
        <translation>Moverse entre los botones de una pregunta</translation>
    </message>
    <message>
        <source>Cantar: sing your ronda or rondín; wait</source>
        <translation>Cantar la ronda o el rondín; esperar</translation>
    </message>
    <message>
        <source>Envío, chiquita, a la mayor</source>
        <translation>Envío, chiquita, a la mayor</translation>
    </message>
    <message>
        <source>Quiero, no quiero; N also deals the next deal</source>
        <translation>Quiero, no quiero; N también da el siguiente reparto</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each and four face up on the table (a repeated rank there is swapped back into the stock). When every hand is empty, three more each, until the stock runs out: six rounds with two players, three with four. The dealer says &lt;i&gt;¡se van!&lt;/i&gt; as he deals the last.</source>
        <translation>&lt;b&gt;El reparto.&lt;/b&gt; Tres cartas a cada uno y cuatro boca arriba en la mesa (un número repetido allí se cambia y vuelve al mazo). Cuando todos se quedan sin cartas, otras tres a cada uno, hasta acabar el mazo: seis manos a dos jugadores, tres a cuatro. Al dar la última, el que reparte dice &lt;i&gt;¡se van!&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing.&lt;/b&gt; Play a card of the same rank as a table card and take it, with the cards that follow it in the sequence 1-7, sota, caballo, rey (the &lt;i&gt;correlativas&lt;/i&gt;): a 4 takes a 4, then a 5, a 6... as long as they lie there. You must capture if you can; only then may you drop a card on the table.</source>
        <translation>&lt;b&gt;Recoger.&lt;/b&gt; Echa una carta del mismo número que una de la mesa y llévatela, con las que la siguen en la secuencia 1-7, sota, caballo, rey (las &lt;i&gt;correlativas&lt;/i&gt;): un 4 se lleva un 4, luego un 5, un 6... mientras estén. Si puedes recoger, debes; solo si no, echas una carta a la mesa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caídas.&lt;/b&gt; If the player before you dropped a card and you hold its rank, play it on it: &lt;i&gt;¡se cae!&lt;/i&gt;, 1 point. The next may lay a third: &lt;i&gt;contra&lt;/i&gt;, 3 points; a fourth: &lt;i&gt;San Vicente&lt;/i&gt;, 4. The last to fall takes the stack and its correlativas.</source>
        <translation>&lt;b&gt;Caídas.&lt;/b&gt; Si el jugador anterior echó una carta y tienes una de su número, échala encima: &lt;i&gt;¡se cae!&lt;/i&gt;, 1 punto. El siguiente puede echar la tercera: &lt;i&gt;contra&lt;/i&gt;, 3 puntos; la cuarta: &lt;i&gt;San Vicente&lt;/i&gt;, 4. El último que cae se lleva la pila y sus correlativas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aseo.&lt;/b&gt; Leave the table empty with a capture: 1 point (not with the deal&apos;s last card).</source>
        <translation>&lt;b&gt;Aseo.&lt;/b&gt; Deja la mesa vacía al recoger: 1 punto (no con la última carta del reparto).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rondas.&lt;/b&gt; Two cards of a rank among your three are a &lt;i&gt;ronda&lt;/i&gt; (2 points), three a &lt;i&gt;rondín&lt;/i&gt; (5): they count only if sung. Rival rondas are played for with the &lt;i&gt;envío&lt;/i&gt;: Envío, Chiquita, A la mayor, Quiero, No quiero.</source>
        <translation>&lt;b&gt;Rondas.&lt;/b&gt; Dos cartas del mismo número entre tus tres son una &lt;i&gt;ronda&lt;/i&gt; (2 puntos); tres, un &lt;i&gt;rondín&lt;/i&gt; (5): solo cuentan si se cantan. Las rondas rivales se juegan con el &lt;i&gt;envío&lt;/i&gt;: envío, chiquita, a la mayor, quiero, no quiero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The count.&lt;/b&gt; After the last card the table&apos;s cards go to the last to capture; a side with more than 20 cards scores one point for each card above 20.</source>
        <translation>&lt;b&gt;La cuenta.&lt;/b&gt; Tras la última carta, las de la mesa van al último que recogió; el bando con más de 20 cartas se apunta un punto por cada carta que pase de 20.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two players, or four in two pairs with partners opposite. Capture as many cards as you can and score lances: the first side to 18 points wins, at once.</source>
        <translation>&lt;b&gt;El objetivo.&lt;/b&gt; Dos jugadores, o cuatro en dos parejas con el compañero enfrente. Recoge todas las cartas que puedas y apúntate lances: el primer bando que llega a 18 puntos gana, al momento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Ronda?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play La Ronda&lt;/i&gt; has short lessons on the real table; the rules tutor beside the table explains every refusal and every point scored, with its section; &lt;i&gt;Learn &amp;gt; The rules of La Ronda&lt;/i&gt; has the source text and every decision it leaves open.</source>
        <translation>&lt;b&gt;¿Nuevo en La Ronda?&lt;/b&gt; &lt;i&gt;Aprender &amp;gt; Aprender a jugar a La Ronda&lt;/i&gt; tiene lecciones breves en la mesa de verdad; el tutor de reglas junto a la mesa explica cada rechazo y cada punto, con su sección; &lt;i&gt;Aprender &amp;gt; Las reglas de La Ronda&lt;/i&gt; tiene el texto original y cada decisión que deja abierta.</translation>
    </message>
    <message>
        <source>A deal in six steps</source>
        <translation>Un reparto en seis pasos</translation>
    </message>
    <message>
        <source>You take the fall stack: {0}</source>
        <translation>Te llevas la pila de caídas: {0}</translation>
    </message>
    <message>
        <source>{0} takes the fall stack: {1}</source>
        <translation>{0} se lleva la pila de caídas: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} +{2} ({3} to {4})</source>
        <translation>{0}: {1} +{2} ({3} a {4})</translation>
    </message>
    <message>
        <source>{0}: «{1}» ({2})</source>
        <translation>{0}: «{1}» ({2})</translation>
    </message>
    <message>
        <source>{0}: «{1}» Last round.</source>
        <translation>{0}: «{1}» Última mano.</translation>
    </message>
    <message>
        <source>You sing {0}</source>
        <translation>Cantas {0}</translation>
    </message>
    <message>
        <source>{0} sings {1}</source>
        <translation>{0} canta {1}</translation>
    </message>
    <message>
        <source>{0}: «{1}»</source>
        <translation>{0}: «{1}»</translation>
    </message>
    <message>
        <source>Nobody captured in this deal: the cards left go to nobody</source>
        <translation>Nadie recogió en este reparto: las cartas que quedan no son de nadie</translation>
    </message>
    <message>
        <source>The cards left on the table go to your pair, the last to capture: {0}</source>
        <translation>Las cartas que quedan en la mesa van a tu pareja, la última que recogió: {0}</translation>
    </message>
    <message>
        <source>The cards left on the table go to you, the last to capture: {0}</source>
        <translation>Las cartas que quedan en la mesa son para ti, el último que recogió: {0}</translation>
    </message>
    <message>
        <source>The cards left on the table go to {0}, the last to capture: {1}</source>
        <translation>Las cartas que quedan en la mesa van a {0}, el último que recogió: {1}</translation>
    </message>
    <message>
        <source>Cards: {0} {1}, {2} {3}</source>
        <translation>Cartas: {0} {1}, {2} {3}</translation>
    </message>
    <message>
        <source>Your pair reaches the target: the game is won</source>
        <translation>Tu pareja llega a la meta: partida ganada</translation>
    </message>
    <message>
        <source>You reach the target: the game is won</source>
        <translation>Llegas a la meta: partida ganada</translation>
    </message>
    <message>
        <source>Target reached by {0}: the game is won</source>
        <translation>{0} llega a la meta: partida ganada</translation>
    </message>
    <message>
        <source>Deal {0}: you deal; on the table: {1}</source>
        <translation>Reparto {0}: repartes tú; en la mesa: {1}</translation>
    </message>
    <message>
        <source>Deal {0}: {1} deals; on the table: {2}</source>
        <translation>Reparto {0}: reparte {1}; en la mesa: {2}</translation>
    </message>
    <message>
        <source>Round {0} of {1} dealt: the last one</source>
        <translation>Repartida la mano {0} de {1}: la última</translation>
    </message>
    <message>
        <source>Round {0} of {1} dealt</source>
        <translation>Repartida la mano {0} de {1}</translation>
    </message>
    <message>
        <source>You take {0} with {1}</source>
        <translation>Te llevas {0} con {1}</translation>
    </message>
    <message>
        <source>{0} takes {1} with {2}</source>
        <translation>{0} se lleva {1} con {2}</translation>
    </message>
    <message>
        <source>You drop {0}</source>
        <translation>Echas {0} a la mesa</translation>
    </message>
    <message>
        <source>{0} drops {1}</source>
        <translation>{0} echa {1} a la mesa</translation>
    </message>
    <message>
        <source>You play {0} on the card just dropped: ¡se cae!</source>
        <translation>Echas {0} sobre la carta recién echada: ¡se cae!</translation>
    </message>
    <message>
        <source>{0} plays {1} on the card just dropped: ¡se cae!</source>
        <translation>{0} echa {1} sobre la carta recién echada: ¡se cae!</translation>
    </message>
    <message>
        <source>You lay {0} on the fall stack: {1}</source>
        <translation>Echas {0} sobre la pila de caídas: {1}</translation>
    </message>
    <message>
        <source>{0} lays {1} on the fall stack: {2}</source>
        <translation>{0} echa {1} sobre la pila de caídas: {2}</translation>
    </message>
    <message>
        <source>¡Se van!: the dealer deals the last round; after its last card the cards left on the table go to the last to capture, and the count is made (sections 4, 10).</source>
        <translation>¡Se van!: el que reparte da la última mano; tras su última carta, las que queden en la mesa van al último que recogió y se hace la cuenta (secciones 4, 10).</translation>
    </message>
    <message>
        <source>«Media»: you play the first card of your sung {0}: the others learn it is of {1} (section 8).</source>
        <translation>«Media»: echas la primera carta de la {0} que cantaste: ahora los demás saben que es de {1} (sección 8).</translation>
    </message>
    <message>
        <source>«Media»: {0} plays the first card of a sung {1}, so it is of {2} (section 8).</source>
        <translation>«Media»: {0} echa la primera carta de la {1} que cantó: ahora se sabe que es de {2} (sección 8).</translation>
    </message>
    <message>
        <source>{0} repeated a rank on the table: the dealer put it back into the stock and laid {1} (section 4).</source>
        <translation>{0} repetía número en la mesa: el que reparte devolvió esa carta al mazo y puso {1} (sección 4).</translation>
    </message>
    <message>
        <source>Rival {0}: {1}. The envío decides which counts; you speak first (section 9).</source>
        <translation>Hay {0} rivales: {1}. El envío decide cuál cuenta; hablas tú primero (sección 9).</translation>
    </message>
    <message>
        <source>Your ronda does not count: a rival sang a rondín, and rondines void the rivals&apos; rondas (section 9).</source>
        <translation>Tu ronda no cuenta: un rival cantó rondín, y los rondines anulan las rondas de los rivales (sección 9).</translation>
    </message>
    <message>
        <source>You say ¡Envío!: a rival answers Quiero (the best one takes every ronda in play) or No quiero (your side scores its own at once) (section 9).</source>
        <translation>Dices ¡Envío!: un rival responde quiero (la mejor se lleva todas las rondas en juego) o no quiero (tu bando se apunta lo suyo al momento) (sección 9).</translation>
    </message>
    <message>
        <source>You say chiquita: the word passes to the next in the contest (section 9).</source>
        <translation>Dices chiquita: la palabra pasa al siguiente de los que tienen ronda (sección 9).</translation>
    </message>
    <message>
        <source>You say a la mayor: no bet; the best one scores only its own points once shown (section 9).</source>
        <translation>Dices a la mayor: sin apuesta; la mejor se apunta solo sus puntos cuando se vea (sección 9).</translation>
    </message>
    <message>
        <source>ronda or rondín</source>
        <translation>ronda o rondín</translation>
    </message>
    <message>
        <source>rondas</source>
        <translation>rondas</translation>
    </message>
    <message>
        <source>rondines</source>
        <translation>rondines</translation>
    </message>
    <message>
        <source>Rival {0}: {1}. The envío decides which counts; {2} speaks first (section 9).</source>
        <translation>Hay {0} rivales: {1}. El envío decide cuál cuenta; habla primero {2} (sección 9).</translation>
    </message>
    <message>
        <source>{0}&apos;s ronda does not count: a rival sang a rondín, and rondines void the rivals&apos; rondas (section 9).</source>
        <translation>La ronda de {0} no cuenta: un rival cantó rondín, y los rondines anulan las rondas de los rivales (sección 9).</translation>
    </message>
    <message>
        <source>{0} says ¡Envío!: a rival answers Quiero (the best one takes every ronda in play) or No quiero (the sender&apos;s side scores its own at once) (section 9).</source>
        <translation>{0} dice ¡Envío!: un rival responde quiero (la mejor se lleva todas las rondas en juego) o no quiero (el bando que envió se apunta lo suyo al momento) (sección 9).</translation>
    </message>
    <message>
        <source>{0} says chiquita: the word passes to the next in the contest (section 9).</source>
        <translation>{0} dice chiquita: la palabra pasa al siguiente de los que tienen ronda (sección 9).</translation>
    </message>
    <message>
        <source>{0} says a la mayor: no bet; the best one scores only its own points once shown (section 9).</source>
        <translation>{0} dice a la mayor: sin apuesta; la mejor se apunta solo sus puntos cuando se vea (sección 9).</translation>
    </message>
    <message>
        <source>Bengala (the source&apos;s rules)</source>
        <translation>Bengala (las reglas del texto original)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Opponent on your right</source>
        <translation>Rival a tu derecha</translation>
    </message>
    <message>
        <source>Partner (opposite)</source>
        <translation>Compañero (enfrente)</translation>
    </message>
    <message>
        <source>Opponent on your left</source>
        <translation>Rival a tu izquierda</translation>
    </message>
    <message>
        <source>The name of the person who plays this seat at this screen</source>
        <translation>El nombre de quien juega este puesto en esta pantalla</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Pr&amp;actice game (undo allowed)</source>
        <translation>Partida de &amp;práctica (se puede deshacer)</translation>
    </message>
    <message>
        <source>Several players at this screen: &amp;hide each one&apos;s cards until he says he is at it</source>
        <translation>Varios jugadores en esta pantalla: oc&amp;ultar las cartas de cada uno hasta que diga que está delante</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 jugadores</translation>
    </message>
    <message>
        <source>4 players, in two pairs</source>
        <translation>4 jugadores, en dos parejas</translation>
    </message>
    <message>
        <source>Rules: Bengala, with these options (section 14)</source>
        <translation>Reglas: Bengala, con estas opciones (sección 14)</translation>
    </message>
    <message>
        <source>Capturing is compulsory: a card may be dropped only when none captures (section 5)</source>
        <translation>Recoger es obligatorio: solo se echa una carta a la mesa cuando ninguna recoge (sección 5)</translation>
    </message>
    <message>
        <source>Who scores a fall chain (section 6)</source>
        <translation>Quién puntúa una cadena de caídas (sección 6)</translation>
    </message>
    <message>
        <source>Each player who falls, when he falls (caída 1, contra 3, San Vicente 4)</source>
        <translation>Cada jugador que cae, al caer (caída 1, contra 3, San Vicente 4)</translation>
    </message>
    <message>
        <source>Only the last to fall, when the chain closes</source>
        <translation>Solo el último que cae, al cerrarse la cadena</translation>
    </message>
    <message>
        <source>Falls count across rounds: the first player of a round may fall on the last card of the one before (section 6)</source>
        <translation>Las caídas valen entre manos: el primero de una mano puede caer sobre la última carta de la anterior (sección 6)</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>The game is won at (section 11)</source>
        <translation>La partida se gana a (sección 11)</translation>
    </message>
    <message>
        <source>La Ronda</source>
        <translation>La Ronda</translation>
    </message>
    <message>
        <source>La Báciga</source>
        <translation>La Báciga</translation>
    </message>
    <message>
        <source>Bengala</source>
        <comment>the name of a preset</comment>
        <translation>Bengala</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>The Canarian game of the draw to 31: 2 players, or 4 in two pairs, three cards each</source>
        <translation>El juego canario de echarse cartas hasta 31: 2 jugadores, o 4 en dos parejas, tres cartas cada uno</translation>
    </message>
    <message>
        <source>Talk first: pass cards away, or sing báciga (9 or less) or bacigote (three equal cards). Then draw towards 31 without going over; pairs, las 31 and el punto score. First to 18 wins; four equal cards win at once.</source>
        <translation>Primero se habla: se sueltan cartas, o se canta báciga (9 o menos) o bacigote (tres iguales). Luego se echan cartas hacia 31 sin pasarse; puntúan las parejas, las 31 y el punto. Gana quien llega antes a 18; cuatro iguales ganan al momento.</translation>
    </message>
    <message>
        <source>New to La Báciga?</source>
        <translation>¿Nuevo en La Báciga?</translation>
    </message>
    <message>
        <source>Seven short lessons on the real table: the comodines, the talk and the pase, báciga, bacigote, the draw and the scoring.</source>
        <translation>Siete lecciones cortas en la mesa de verdad: los comodines, la conversación y el pase, báciga, bacigote, echarse cartas y los puntos.</translation>
    </message>
    <message>
        <source>The rules of La Báciga, with every decision they leave open.</source>
        <translation>Las reglas de La Báciga, con cada decisión que dejan abierta.</translation>
    </message>
    <message>
        <source>The Canarian game of captures: two players, or four in pairs, three cards a round</source>
        <translation>El juego canario de recoger: dos jugadores, o cuatro por parejas, tres cartas por mano</translation>
    </message>
    <message>
        <source>Capture a table card with one of its rank, and the run that follows it; fall on the card just dropped for a caída; sing your rondas and play them with the envío. The first side to 18 points wins.</source>
        <translation>Recoge una carta de la mesa con otra de su número, y las que la siguen; cae sobre la carta recién echada para una caída; canta tus rondas y juégatelas con el envío. Gana el primer bando que llega a 18 puntos.</translation>
    </message>
    <message>
        <source>New to La Ronda?</source>
        <translation>¿Nuevo en La Ronda?</translation>
    </message>
    <message>
        <source>Seven short lessons on the real table: captures, caídas, the aseo, rondas and the envío, the count.</source>
        <translation>Siete lecciones breves en la mesa de verdad: recoger, caídas, el aseo, rondas y el envío, la cuenta.</translation>
    </message>
    <message>
        <source>The rules of La Ronda, with every decision they leave open.</source>
        <translation>Las reglas de La Ronda, con cada decisión que dejan abierta.</translation>
    </message>
    <message>
        <source>another player</source>
        <translation>otro jugador</translation>
    </message>
    <message>
        <source>takes {0}</source>
        <translation>se lleva {0}</translation>
    </message>
    <message>
        <source>takes {0} and leaves the table empty: aseo, +1</source>
        <translation>se lleva {0} y deja la mesa vacía: aseo, +1</translation>
    </message>
    <message>
        <source>lies on the fall stack: contra, +3</source>
        <translation>va sobre la pila de caídas: contra, +3</translation>
    </message>
    <message>
        <source>lies on the fall stack: San Vicente, +4</source>
        <translation>va sobre la pila de caídas: San Vicente, +4</translation>
    </message>
    <message>
        <source>goes to the table: it captures nothing</source>
        <translation>va a la mesa: no recoge nada</translation>
    </message>
    <message>
        <source>The fall stack closes first.</source>
        <translation>Antes se cierra la pila de caídas.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{0} {1}.</source>
        <comment>a heading and its list</comment>
        <translation>{0} {1}.</translation>
    </message>
    <message>
        <source>You have already sung this round: a player sings once a round.</source>
        <translation>Ya cantaste en esta mano: se canta una vez por mano.</translation>
    </message>
    <message>
        <source>This round&apos;s rondas are settled: no more are sung until the next round.</source>
        <translation>Las rondas de esta mano ya están liquidadas: no se cantan más hasta la siguiente.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a side has reached %n point(s).</source>
        <translation>
            <numerusform>La partida ha terminado: un bando ha llegado a %n punto.</numerusform>
            <numerusform>La partida ha terminado: un bando ha llegado a %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules know no such word: choose one of the buttons.</source>
        <translation>Las reglas no conocen esa palabra: elige uno de los botones.</translation>
    </message>
    <message>
        <source>That player does not deal now: the deal passes to the player who was el mano.</source>
        <translation>Ese jugador no reparte ahora: reparte el que iba de mano.</translation>
    </message>
    <message>
        <source>A new deal cannot start before this one is played out.</source>
        <translation>No puede empezar otro reparto antes de acabar este.</translation>
    </message>
    <message>
        <source>Capturing is compulsory: you may drop a card only when none of yours captures.</source>
        <translation>Recoger es obligatorio: solo puedes echar una carta a la mesa cuando ninguna de las tuyas recoge.</translation>
    </message>
    <message>
        <source>You can capture with {0}, and capturing is compulsory: you may drop a card only when none of yours captures.</source>
        <translation>Puedes recoger con {0}, y recoger es obligatorio: solo puedes echar una carta a la mesa cuando ninguna de las tuyas recoge.</translation>
    </message>
    <message>
        <source>Your three cards of this round hold {0}, not {1}: you sing what they hold.</source>
        <translation>Tus tres cartas de esta mano hacen {0}, no {1}: se canta lo que hacen.</translation>
    </message>
    <message>
        <source>a ronda</source>
        <translation>una ronda</translation>
    </message>
    <message>
        <source>a rondín</source>
        <translation>un rondín</translation>
    </message>
    <message>
        <source>You have already played the {0}: {1} is sung while all its cards are in your hand.</source>
        <translation>Ya echaste {0}: {1} se canta mientras todas sus cartas están en tu mano.</translation>
    </message>
    <message>
        <source>Your three cards of this round ({0}) hold no two of one rank: nothing to sing.</source>
        <translation>Tus tres cartas de esta mano ({0}) no tienen dos del mismo número: no hay nada que cantar.</translation>
    </message>
    <message>
        <source>Your cards hold nothing to sing.</source>
        <translation>Tus cartas no tienen nada que cantar.</translation>
    </message>
    <message>
        <source>An envío waits for your answer: Quiero or No quiero.</source>
        <translation>Un envío espera tu respuesta: quiero o no quiero.</translation>
    </message>
    <message>
        <source>No envío waits for an answer: say Envío or pass the word on.</source>
        <translation>Ningún envío espera respuesta: di envío o pasa la palabra.</translation>
    </message>
    <message>
        <source>You are the last to speak: you cannot pass the word on with chiquita; say Envío or A la mayor.</source>
        <translation>Eres el último en hablar: no puedes pasar la palabra con chiquita; di envío o a la mayor.</translation>
    </message>
    <message>
        <source>Only the last to speak may say a la mayor: say Envío or Chiquita.</source>
        <translation>Solo el último en hablar puede decir a la mayor: di envío o chiquita.</translation>
    </message>
    <message>
        <source>Once the round&apos;s first card is played, a ronda is sung at your own turn, before your card, or at your last call when another sings.</source>
        <translation>Echada la primera carta de la mano, la ronda se canta en tu turno, antes de tu carta, o en tu última llamada cuando otro canta.</translation>
    </message>
    <message>
        <source>It is {0}&apos;s word in the envío now.</source>
        <translation>Ahora le toca hablar a {0} en el envío.</translation>
    </message>
    <message>
        <source>Nobody is asking you about a ronda now: waiting is the answer of the cante window only.</source>
        <translation>Nadie te pregunta ahora por tu ronda: esperar es la respuesta solo cuando se pregunta a cada jugador por la suya.</translation>
    </message>
    <message>
        <source>It is not your turn: {0} plays now.</source>
        <translation>No es tu turno: ahora juega {0}.</translation>
    </message>
    <message>
        <source>That is not possible at this moment of the deal.</source>
        <translation>Eso no se puede en este momento del reparto.</translation>
    </message>
    <message>
        <source>The envío comes first: answer with the buttons before playing a card.</source>
        <translation>Primero el envío: responde con los botones antes de echar carta.</translation>
    </message>
    <message>
        <source>Every player is asked about his ronda first.</source>
        <translation>Primero se pregunta a cada jugador por su ronda.</translation>
    </message>
    <message>
        <source>No envío is being spoken now.</source>
        <translation>Ahora no se está hablando ningún envío.</translation>
    </message>
    <message>
        <source>The deal is over: the next one is dealt first.</source>
        <translation>El reparto ha terminado: primero se da el siguiente.</translation>
    </message>
    <message>
        <source>La Ronda rules, section {0}.</source>
        <translation>Reglas de La Ronda, sección {0}.</translation>
    </message>
    <message>
        <source>You fall on the card just dropped with one of its rank: caída, +{0} (section 6).</source>
        <translation>Caes sobre la carta recién echada con una de su número: caída, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>{1} falls on the card just dropped with one of its rank: caída, +{0} (section 6).</source>
        <translation>{1} cae sobre la carta recién echada con una de su número: caída, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>You lay a third card of the rank on the fall stack: contra, +{0} (section 6).</source>
        <translation>Echas la tercera carta del número sobre la pila: contra, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>{1} lays a third card of the rank on the fall stack: contra, +{0} (section 6).</source>
        <translation>{1} echa la tercera carta del número sobre la pila: contra, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>You lay the fourth card of the rank on the stack: San Vicente, +{0} (section 6).</source>
        <translation>Echas la cuarta carta del número sobre la pila: San Vicente, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>{1} lays the fourth card of the rank on the stack: San Vicente, +{0} (section 6).</source>
        <translation>{1} echa la cuarta carta del número sobre la pila: San Vicente, +{0} (sección 6).</translation>
    </message>
    <message>
        <source>You leave the table empty: aseo, +{0} (section 7).</source>
        <translation>Dejas la mesa vacía: aseo, +{0} (sección 7).</translation>
    </message>
    <message>
        <source>{1} leaves the table empty: aseo, +{0} (section 7).</source>
        <translation>{1} deja la mesa vacía: aseo, +{0} (sección 7).</translation>
    </message>
    <message>
        <source>Your {1} counts, uncontested: +{0} (section 9).</source>
        <translation>Tu {1} cuenta, sin rival: +{0} (sección 9).</translation>
    </message>
    <message>
        <source>{2}&apos;s {1} counts, uncontested: +{0} (section 9).</source>
        <translation>{2}: su {1} cuenta, sin rival: +{0} (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was refused, so the side that sent it scores its own at once (section 9).</source>
        <translation>{0} +{1}: el envío no fue querido, así que el bando que envió se apunta lo suyo al momento (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: a la mayor, and you hold {3}: it scores only its own points (section 9).</source>
        <translation>{0} +{1}: a la mayor, y tú tienes {3}: se apunta solo sus puntos (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: a la mayor, and {2} holds {3}: it scores only its own points (section 9).</source>
        <translation>{0} +{1}: a la mayor, y {2} tiene {3}: se apunta solo sus puntos (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was accepted and you hold {3}: it takes the points of all in play (section 9).</source>
        <translation>{0} +{1}: el envío fue querido y tú tienes {3}: se lleva los puntos de todas las que había en juego (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was accepted and {2} holds {3}: it takes the points of all in play (section 9).</source>
        <translation>{0} +{1}: el envío fue querido y {2} tiene {3}: se lleva los puntos de todas las que había en juego (sección 9).</translation>
    </message>
    <message>
        <source>Play {0}: it takes {1} for your pile (section 5).</source>
        <translation>Echa {0}: se lleva {1} a tu montón (sección 5).</translation>
    </message>
    <message>
        <source>Play {0}: it takes {1} and leaves the table empty, an aseo worth {2} (sections 5, 7).</source>
        <translation>Echa {0}: se lleva {1} y deja la mesa vacía, un aseo que vale {2} (secciones 5, 7).</translation>
    </message>
    <message>
        <source>Play {0}: it falls on the card just dropped, a caída worth {1} (section 6).</source>
        <translation>Echa {0}: cae sobre la carta recién echada, una caída que vale {1} (sección 6).</translation>
    </message>
    <message>
        <source>Play {0}: a contra on the fall stack, worth {1} (section 6).</source>
        <translation>Echa {0}: una contra sobre la pila de caídas, que vale {1} (sección 6).</translation>
    </message>
    <message>
        <source>Play {0}: a San Vicente, worth {1} (section 6).</source>
        <translation>Echa {0}: un San Vicente, que vale {1} (sección 6).</translation>
    </message>
    <message>
        <source>Nothing of yours captures: drop {0}; you have seen {1} of the four of its rank, so a caída on it is less likely (section 6).</source>
        <translation>Ninguna de tus cartas recoge: echa {0}; has visto {1} de las cuatro de su número, así que es menos probable que te caigan (sección 6).</translation>
    </message>
    <message>
        <source>Drop {0}: capturing is optional at this table, and this keeps more for later.</source>
        <translation>Echa {0}: en esta mesa recoger no es obligatorio, y así guardas más para después.</translation>
    </message>
    <message>
        <source>Say Envío: your side holds {0} about {1}% of the time; accepted it wins {2} (section 9).</source>
        <translation>Di envío: tu bando tiene {0} alrededor del {1}% de las veces; querido, gana {2} (sección 9).</translation>
    </message>
    <message>
        <source>Say Chiquita: your side holds {0} only about {1}% of the time; let the others bet first (section 9).</source>
        <translation>Di chiquita: tu bando tiene {0} solo alrededor del {1}% de las veces; deja que los demás apuesten primero (sección 9).</translation>
    </message>
    <message>
        <source>Say A la mayor: your side holds {0} only about {1}% of the time; play it out at its own value, {2} (section 9).</source>
        <translation>Di a la mayor: tu bando tiene {0} solo alrededor del {1}% de las veces; juégatela por su valor, {2} (sección 9).</translation>
    </message>
    <message>
        <source>Say Quiero: your side holds {0} about {1}% of the time; the winner scores {2} (section 9).</source>
        <translation>Di quiero: tu bando tiene {0} alrededor del {1}% de las veces; el ganador se apunta {2} (sección 9).</translation>
    </message>
    <message>
        <source>Say No quiero: the other side holds {0} about {1}% of the time; refusing gives them only {2} (section 9).</source>
        <translation>Di no quiero: el otro bando tiene {0} alrededor del {1}% de las veces; rechazando solo se apuntan {2} (sección 9).</translation>
    </message>
    <message>
        <source>{0} +{1}: the count, cards over 20 (section 10).</source>
        <translation>{0} +{1}: la cuenta, cartas sobre 20 (sección 10).</translation>
    </message>
    <message>
        <source>falls on {0}: caída, +1</source>
        <translation>cae sobre {0}: caída, +1</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a card, then what it would do</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} captures nothing, but you can capture:</source>
        <translation>{0} no recoge nada, pero puedes recoger:</translation>
    </message>
    <message>
        <source>Sing {0} now: it scores {1} at once unless a rival sings too, and waiting gains nothing (section 8).</source>
        <translation>Canta {0} ahora: se apunta {1} al momento salvo que un rival cante también, y esperar no gana nada (sección 8).</translation>
    </message>
    <message>
        <source>Sing {0} now: this is your last call, and a ronda not sung does not count (section 8).</source>
        <translation>Canta {0} ahora: es tu última llamada, y una ronda sin cantar no cuenta (sección 8).</translation>
    </message>
    <message>
        <source>Nothing to sing: wait.</source>
        <translation>Nada que cantar: espera.</translation>
    </message>
    <message>
        <source>ases</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>sotas</source>
        <translation>sotas</translation>
    </message>
    <message>
        <source>caballos</source>
        <translation>caballos</translation>
    </message>
    <message>
        <source>reyes</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>ronda</source>
        <comment>the combination</comment>
        <translation>ronda</translation>
    </message>
    <message>
        <source>rondín</source>
        <comment>the combination</comment>
        <translation>rondín</translation>
    </message>
    <message>
        <source>the best ronda</source>
        <translation>la mejor ronda</translation>
    </message>
    <message>
        <source>the best rondín</source>
        <translation>el mejor rondín</translation>
    </message>
    <message>
        <source>a ronda of {0}</source>
        <translation>una ronda de {0}</translation>
    </message>
    <message>
        <source>a rondín of {0}</source>
        <translation>un rondín de {0}</translation>
    </message>
    <message>
        <source>Envío, quiero</source>
        <translation>Envío, quiero</translation>
    </message>
    <message>
        <source>Envío, no quiero</source>
        <translation>Envío, no quiero</translation>
    </message>
    <message>
        <source>A la mayor</source>
        <translation>A la mayor</translation>
    </message>
    <message>
        <source>Envío</source>
        <translation>Envío</translation>
    </message>
    <message>
        <source>Caída</source>
        <translation>Caída</translation>
    </message>
    <message>
        <source>Contra</source>
        <translation>Contra</translation>
    </message>
    <message>
        <source>San Vicente</source>
        <translation>San Vicente</translation>
    </message>
    <message>
        <source>Aseo</source>
        <translation>Aseo</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Rondín</source>
        <translation>Rondín</translation>
    </message>
    <message>
        <source>Count</source>
        <comment>cards over 20</comment>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>¡Ronda!</source>
        <translation>¡Ronda!</translation>
    </message>
    <message>
        <source>¡Rondín!</source>
        <translation>¡Rondín!</translation>
    </message>
    <message>
        <source>Más chiquita</source>
        <translation>Más chiquita</translation>
    </message>
    <message>
        <source>Chiquita</source>
        <translation>Chiquita</translation>
    </message>
    <message>
        <source>¡Envío!</source>
        <translation>¡Envío!</translation>
    </message>
    <message>
        <source>¡A la mayor!</source>
        <translation>¡A la mayor!</translation>
    </message>
    <message>
        <source>¡Quiero!</source>
        <translation>¡Quiero!</translation>
    </message>
    <message>
        <source>No quiero</source>
        <translation>No quiero</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>La otra media</source>
        <translation>La otra media</translation>
    </message>
    <message>
        <source>¡Se cae!</source>
        <translation>¡Se cae!</translation>
    </message>
    <message>
        <source>¡Contra!</source>
        <translation>¡Contra!</translation>
    </message>
    <message>
        <source>¡San Vicente!</source>
        <translation>¡San Vicente!</translation>
    </message>
    <message>
        <source>¡Se van!</source>
        <translation>¡Se van!</translation>
    </message>
    <message>
        <source>{0} &amp; {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>&amp;Learn to play La Báciga...</source>
        <translation>&amp;Aprender a jugar a La Báciga...</translation>
    </message>
    <message>
        <source>The &amp;rules of La Báciga...</source>
        <translation>Las &amp;reglas de La Báciga...</translation>
    </message>
    <message>
        <source>New to La Báciga? Learn to play, step by step.</source>
        <translation>¿Nuevo en La Báciga? Aprende a jugar paso a paso.</translation>
    </message>
    <message>
        <source>Not this one: look at the table again.</source>
        <translation>Esa no: mira otra vez la mesa.</translation>
    </message>
    <message>
        <source>Three equal cards: sing Bacigote, 7 points.</source>
        <translation>Tres cartas iguales: canta Bacigote, 7 puntos.</translation>
    </message>
    <message>
        <source>Your cards total {0}: you may sing Báciga (2 points), or pass for better cards.</source>
        <translation>Tus cartas suman {0}: puedes cantar Báciga (2 puntos), o pasar buscando mejores cartas.</translation>
    </message>
    <message>
        <source>The talk is cut: say Paso, you keep your cards.</source>
        <translation>La conversación está cortada: di Paso, te quedas tus cartas.</translation>
    </message>
    <message>
        <source>Click the cards you do not want (the high ones), then Paso.</source>
        <translation>Haz clic en las cartas que no quieres (las altas) y luego en Paso.</translation>
    </message>
    <message>
        <source>Or say Cartas to cut the talk and draw with what you hold.</source>
        <translation>O di Cartas para cortar y echarte cartas con lo que tienes.</translation>
    </message>
    <message>
        <source>Your draw: click a card to keep it face down, or ask for a card (Otra).</source>
        <translation>Te toca echarte cartas: haz clic en una carta para guardarla tapada, o pide carta (Otra).</translation>
    </message>
    <message>
        <source>Total {0}: no card can take you over 31, ask for another (Otra).</source>
        <translation>Total {0}: ninguna carta te pasa de 31, pide otra (Otra).</translation>
    </message>
    <message>
        <source>Total {0}: one more card may go pasado. Stand (Me planto), or risk it.</source>
        <translation>Total {0}: otra carta puede pasarte. Plántate (Me planto), o arriesga.</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. báciga, tapada, pasado...</source>
        <translation>Filtro: una palabra, p. ej. báciga, tapada, pasado...</translation>
    </message>
    <message>
        <source>The rules of La Báciga</source>
        <translation>Las reglas de La Báciga</translation>
    </message>
    <message>
        <source>La Báciga: the source text</source>
        <translation>La Báciga: el texto original</translation>
    </message>
    <message>
        <source>Reopen your table...</source>
        <translation>Volver a abrir tu mesa...</translation>
    </message>
    <message>
        <source>Host a table...</source>
        <translation>Abrir una mesa...</translation>
    </message>
    <message>
        <source>Join a table...</source>
        <translation>Unirse a una mesa...</translation>
    </message>
    <message>
        <source>Play with family and friends on other computers of this network; the computer fills the empty seats.</source>
        <translation>Jueguen en familia y con amigos desde otros ordenadores de esta red; el ordenador ocupa los puestos vacíos.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Tables found on this network:</source>
        <translation>Mesas encontradas en esta red:</translation>
    </message>
    <message>
        <source>Looking for tables... If none appears, type the address or the code the host&apos;s window shows.</source>
        <translation>Buscando mesas... Si no aparece ninguna, escribe la dirección o el código que muestra la ventana del anfitrión.</translation>
    </message>
    <message>
        <source>A table code such as 3Z1QF-0XK2A, or ws://...</source>
        <translation>Un código de mesa como 3Z1QF-0XK2A, o ws://...</translation>
    </message>
    <message>
        <source>&amp;Look</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Address or code</source>
        <translation>&amp;Dirección o código</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <comment>the seat to take at a table</comment>
        <translation>&amp;Puesto</translation>
    </message>
    <message>
        <source>Sit &amp;down</source>
        <translation>&amp;Sentarse</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <source>Watch the table: see what every player sees, and no one&apos;s hand.</source>
        <translation>Mirar la mesa: ves lo que ven todos los jugadores, y la mano de nadie.</translation>
    </message>
    <message numerus="yes">
        <source>{0}, hosted by {1}: %n free of {2} seats</source>
        <translation>
            <numerusform>{0}, abierta por {1}: %n libre de {2} puestos</numerusform>
            <numerusform>{0}, abierta por {1}: %n libres de {2} puestos</numerusform>
        </translation>
    </message>
    <message>
        <source>That is neither a table code nor an address.</source>
        <translation>Eso no es ni un código de mesa ni una dirección.</translation>
    </message>
    <message>
        <source>Looking at the table...</source>
        <translation>Mirando la mesa...</translation>
    </message>
    <message>
        <source>The table cannot be joined: {0}</source>
        <translation>No es posible unirse a la mesa: {0}</translation>
    </message>
    <message>
        <source>My seat, taken back</source>
        <translation>Mi puesto, recuperado</translation>
    </message>
    <message>
        <source>This program cannot play that table&apos;s game.</source>
        <translation>Este programa no puede jugar el juego de esa mesa.</translation>
    </message>
    <message>
        <source>{0} is not playable over the network yet.</source>
        <translation>{0} aún no se puede jugar en red.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a seat and how it is now</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}. At the table: {1}.</source>
        <translation>{0}. En la mesa: {1}.</translation>
    </message>
    <message>
        <source>No seat is free.</source>
        <translation>No hay ningún puesto libre.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Un espectador</translation>
    </message>
    <message>
        <source>{0}, watching</source>
        <translation>{0}, mirando</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Aún no hay mensajes.</translation>
    </message>
    <message>
        <source>Say to the whole table: {0}</source>
        <translation>Decir a toda la mesa: {0}</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Juega el ordenador</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código de la mesa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puestos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watching&lt;/b&gt;: you see what every player sees, and no one&apos;s hand.</source>
        <translation>&lt;b&gt;Mirando&lt;/b&gt;: ves lo que ven todos los jugadores, y la mano de nadie.</translation>
    </message>
    <message>
        <source>If you start now, the computer plays the free seats at this level:</source>
        <translation>Si se empieza ya, el ordenador juega los puestos libres con este nivel:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Charla&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start now</source>
        <translation>Empezar ya</translation>
    </message>
    <message>
        <source>The table had moved on before your move arrived: play again on the table as it is now.</source>
        <translation>La mesa había seguido antes de que llegara tu jugada: vuelve a jugar sobre la mesa tal como está ahora.</translation>
    </message>
    <message>
        <source>{0}: network table {1}</source>
        <translation>{0}: mesa en red {1}</translation>
    </message>
    <message>
        <source>The table is closed: {0}</source>
        <translation>La mesa está cerrada: {0}</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message numerus="yes">
        <source>Closing the table stops the game for %n player(s) at other computers: {0}. The game is kept: Reopen your table, on the start screen, opens it again, and they take their seats back when they join.</source>
        <translation>
            <numerusform>Cerrar la mesa detiene la partida de %n jugador en otro ordenador: {0}. La partida se guarda: Volver a abrir tu mesa, en la pantalla de inicio, la abre de nuevo, y cada uno recupera su puesto al unirse.</numerusform>
            <numerusform>Cerrar la mesa detiene la partida de %n jugadores en otros ordenadores: {0}. La partida se guarda: Volver a abrir tu mesa, en la pantalla de inicio, la abre de nuevo, y cada uno recupera su puesto al unirse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>the host&apos;s key of the table is lost</source>
        <translation>se perdió la clave de anfitrión de la mesa</translation>
    </message>
    <message>
        <source>The table cannot be opened: {0}</source>
        <translation>No se puede abrir la mesa: {0}</translation>
    </message>
    <message>
        <source>The table cannot be opened on this computer&apos;s network ({0}).</source>
        <translation>No se puede abrir la mesa en la red de este ordenador ({0}).</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>¡Hola!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>¡Suerte!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <source>Thank you!</source>
        <translation>¡Gracias!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Un momento, por favor.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>¡Perdón!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>¡Buena partida!</translation>
    </message>
    <message>
        <source>Goodbye!</source>
        <translation>¡Adiós!</translation>
    </message>
    <message>
        <source>Seat {0}, partner of {1}</source>
        <translation>Puesto {0}, compañero de {1}</translation>
    </message>
    <message>
        <source>free for a person</source>
        <translation>libre para una persona</translation>
    </message>
    <message>
        <source>computer: {0}</source>
        <translation>ordenador: {0}</translation>
    </message>
    <message>
        <source>here, ready</source>
        <translation>presente, listo</translation>
    </message>
    <message>
        <source>here</source>
        <translation>presente</translation>
    </message>
    <message>
        <source>away; {0} plays for now</source>
        <translation>ausente; por ahora juega {0}</translation>
    </message>
    <message>
        <source>away; the table waits</source>
        <translation>ausente; la mesa espera</translation>
    </message>
    <message>
        <source>away; seat held for {0}</source>
        <translation>ausente; puesto reservado {0}</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>{0} is back at the table.</source>
        <translation>{0} ha vuelto a la mesa.</translation>
    </message>
    <message>
        <source>{0} left the table: the seat is held for {1}.</source>
        <translation>{0} ha dejado la mesa: su puesto se guarda durante {1}.</translation>
    </message>
    <message>
        <source>{0} left the table.</source>
        <translation>{0} ha dejado la mesa.</translation>
    </message>
    <message>
        <source>The computer plays for {0} for now.</source>
        <translation>Por ahora, el ordenador juega por {0}.</translation>
    </message>
    <message>
        <source>{0} is still away. The table waits: Computer plays, in the Network table panel, lets the game go on.</source>
        <translation>{0} sigue ausente. La mesa espera: «Juega el ordenador», en el panel Mesa en red, deja seguir la partida.</translation>
    </message>
    <message>
        <source>{0} is still away. The table waits until the host gives the seat to the computer.</source>
        <translation>{0} sigue ausente. La mesa espera hasta que el anfitrión dé el puesto al ordenador.</translation>
    </message>
    <message>
        <source>Connecting to the table...</source>
        <translation>Conectando con la mesa...</translation>
    </message>
    <message>
        <source>Waiting for the table</source>
        <translation>Esperando a la mesa</translation>
    </message>
    <message>
        <source>Seats taken: {0} of {1}.</source>
        <translation>Asientos ocupados: {0} de {1}.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when you press Start now in the Network table panel: the computer then plays the free seats.</source>
        <translation>La partida empieza cuando se ocupan todos los asientos, o cuando pulsas Empezar ya en el panel Mesa en red: el ordenador juega entonces en los asientos libres.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when the host starts it; you will watch it here.</source>
        <translation>La partida empieza cuando se ocupan todos los asientos, o cuando el anfitrión la inicia; la verás aquí.</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when the host starts it.</source>
        <translation>La partida empieza cuando se ocupan todos los asientos, o cuando el anfitrión la inicia.</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>Esperando a los jugadores</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Conectado.</translation>
    </message>
    <message>
        <source>The connection dropped: trying again...</source>
        <translation>Se cortó la conexión: intentándolo de nuevo...</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>La mesa está cerrada.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>la partida terminó.</translation>
    </message>
    <message>
        <source>the host closed the table.</source>
        <translation>el anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <source>the host stopped the table.</source>
        <translation>el anfitrión detuvo la mesa.</translation>
    </message>
    <message>
        <source>you left the table.</source>
        <translation>dejaste la mesa.</translation>
    </message>
    <message>
        <source>the table could not be reached again.</source>
        <translation>no se pudo volver a conectar con la mesa.</translation>
    </message>
    <message>
        <source>that seat is taken.</source>
        <translation>ese puesto está ocupado.</translation>
    </message>
    <message>
        <source>this seat is not yours at this table.</source>
        <translation>ese puesto no es suyo en esta mesa.</translation>
    </message>
    <message numerus="yes">
        <source>the %n hands agreed were played.</source>
        <translation>
            <numerusform>se jugó la %n mano acordada.</numerusform>
            <numerusform>se jugaron las %n manos acordadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Something went wrong that Zanga did not expect, and what it was doing was left undone. The game on the table is kept as of its last move.</source>
        <translation>Algo salió mal que Zanga no esperaba, y lo que estaba haciendo quedó sin hacer. La partida de la mesa se conserva tal como quedó tras su última jugada.</translation>
    </message>
    <message>
        <source>The details are written in {0}: sending that file with a report helps mend it.</source>
        <translation>Los detalles están escritos en {0}: enviar ese archivo con un aviso del fallo ayuda a arreglarlo.</translation>
    </message>
    <message>
        <source>The details could not be written to a file.</source>
        <translation>Los detalles no se pudieron escribir en un archivo.</translation>
    </message>
    <message>
        <source>Zanga Desktop</source>
        <translation>Zanga Desktop</translation>
    </message>
    <message>
        <source>the {0}</source>
        <comment>a card whose Spanish name is feminine: la sota</comment>
        <translation>la {0}</translation>
    </message>
    <message>
        <source>the {0}</source>
        <comment>a card whose Spanish name is masculine: el as, el 3, el rey</comment>
        <translation>el {0}</translation>
    </message>
    <message>
        <source>{0} rules, with changes (first to {1})</source>
        <translation>Reglas de {0}, con cambios (a {1})</translation>
    </message>
    <message>
        <source>{0} rules (first to {1})</source>
        <translation>Reglas de {0} (a {1})</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>More &amp;options</source>
        <translation>Más &amp;opciones</translation>
    </message>
    <message>
        <source>Two players at this screen are named {0}: give one of them another name.</source>
        <translation>Dos jugadores de esta pantalla se llaman {0}: dale a uno de ellos otro nombre.</translation>
    </message>
    <message>
        <source>The table you were hosting was left open. Reopen it to play on.</source>
        <translation>La mesa que tenías abierta quedó sin cerrar. Vuelve a abrirla para seguir jugando.</translation>
    </message>
    <message>
        <source>The table you were hosting with {0} was left open. Reopen it: they take their seats back when they join again.</source>
        <translation>La mesa que tenías abierta con {0} quedó sin cerrar. Vuelve a abrirla: recuperan sus puestos al unirse de nuevo.</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
    <message>
        <source>Watching the game</source>
        <translation>Repaso de la partida</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>Una jugada atrás (Izquierda)</translation>
    </message>
    <message>
        <source>The next move (Right)</source>
        <translation>La jugada siguiente (Derecha)</translation>
    </message>
    <message>
        <source>&amp;Every hand face up</source>
        <translation>&amp;Todas las manos boca arriba</translation>
    </message>
    <message>
        <source>Every player&apos;s cards face up; unticked, the table shows the game as the seat it is seen from saw it</source>
        <translation>Las cartas de todos boca arriba; sin marcar, la mesa muestra la partida como la vio el jugador desde el que se mira</translation>
    </message>
    <message>
        <source>Seen &amp;from:</source>
        <translation>Vista &amp;desde:</translation>
    </message>
    <message>
        <source>The player at the bottom of the table</source>
        <translation>El jugador en la parte de abajo de la mesa</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
    </message>
    <message>
        <source>Play the moves one after another (Space)</source>
        <translation>Reproducir las jugadas una tras otra (Espacio)</translation>
    </message>
    <message>
        <source>{0}: watching {1}</source>
        <translation>{0}: viendo {1}</translation>
    </message>
    <message>
        <source>Cannot watch this file</source>
        <translation>No se puede ver este archivo</translation>
    </message>
    <message>
        <source>To the start of the deal, or the deal before (Page Up)</source>
        <translation>Al principio del reparto, o al reparto anterior (Re Pág)</translation>
    </message>
    <message>
        <source>To the next deal (Page Down)</source>
        <translation>Al reparto siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>Deal {0} of {1}, move {2} of {3}</source>
        <translation>Reparto {0} de {1}, jugada {2} de {3}</translation>
    </message>
    <message>
        <source>{0}: watching this game again</source>
        <translation>{0}: viendo de nuevo esta partida</translation>
    </message>
    <message>
        <source>No hand of this game was dealt: there is nothing to watch yet.</source>
        <translation>En esta partida no se repartió ninguna mano: todavía no hay nada que ver.</translation>
    </message>
</context>
</TS>
