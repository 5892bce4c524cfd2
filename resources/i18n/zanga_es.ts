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
        <source>The settings file was damaged. A copy of it is kept as {0}; what could be read is used, the rest is back to the defaults.</source>
        <translation>El archivo de ajustes estaba dañado. Se guarda una copia como {0}; se usa lo que pudo leerse y el resto vuelve a los valores por defecto.</translation>
    </message>
    <message>
        <source>Automatic save</source>
        <translation>Guardado automático</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically ({0}). If Zanga closes now, this game is lost: free some disk space, or use Game &gt; Save. The automatic save is tried again after every move.</source>
        <translation>La partida no puede guardarse automáticamente ({0}). Si Zanga se cierra ahora, esta partida se pierde: libere espacio en el disco o use Partida &gt; Guardar. El guardado automático se vuelve a intentar tras cada jugada.</translation>
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
        <source>&amp;Export this hand...</source>
        <translation>&amp;Exportar esta mano...</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Deshacer mi última carta</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>&amp;Estadísticas...</translation>
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
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>St&amp;art screen</source>
        <translation>Pantalla de &amp;inicio</translation>
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
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Zanga</source>
        <translation>&amp;Acerca de Zanga</translation>
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
        <source>Cannot open this file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>The game could not be opened: {0}</source>
        <translation>No se pudo abrir la partida: {0}</translation>
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
        <source>Hand exported as {0}.</source>
        <translation>Mano exportada como {0}.</translation>
    </message>
    <message>
        <source>Zanga hand</source>
        <translation>Mano de Zanga</translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation>Partida abierta.</translation>
    </message>
    <message>
        <source>Zanga records (*.zanga.json *.json)</source>
        <translation>Partidas de Zanga (*.zanga.json *.json)</translation>
    </message>
    <message>
        <source>Zanga game</source>
        <translation>Partida de Zanga</translation>
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
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <source>Play the chosen card, or press the chosen button</source>
        <translation>Jugar la carta elegida, o pulsar el botón elegido</translation>
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
        <source>Hint: the computer&apos;s suggestion, with its reason; the card is lifted and outlined in green</source>
        <translation>Pista: la sugerencia del ordenador, con su motivo; la carta se levanta y se marca en verde</translation>
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
        <source>Take back your last card (practice games), also while a computer player thinks</source>
        <translation>Deshacer tu última carta (partidas de práctica), también mientras piensa un jugador del ordenador</translation>
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
        <source>Export this hand</source>
        <translation>Exportar esta mano</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>From the start screen back to the game</source>
        <translation>Desde la pantalla de inicio, volver a la partida</translation>
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
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everyone gets 8 cards; the 8 left over, face down, are the zanga. Play goes to the right: you, then the player on your right.</source>
        <translation>&lt;b&gt;El reparto.&lt;/b&gt; Cada jugador recibe 8 cartas; las 8 que sobran, boca abajo, son la zanga. El juego va hacia la derecha: tú y luego el jugador de tu derecha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Speaking.&lt;/b&gt; In turn each player says &lt;i&gt;paso&lt;/i&gt; (pass, 1 vale into the pot), &lt;i&gt;juego&lt;/i&gt; (I play, with my partner), &lt;i&gt;solo&lt;/i&gt; (I play alone) or, last, &lt;i&gt;zanga&lt;/i&gt;. The buttons offer only what you may say, and what it costs.</source>
        <translation>&lt;b&gt;Hablar.&lt;/b&gt; Por turno, cada jugador dice &lt;i&gt;paso&lt;/i&gt; (pasar, 1 vale al bote), &lt;i&gt;juego&lt;/i&gt; (juego yo, con mi compañero), &lt;i&gt;solo&lt;/i&gt; (juego solo) o, el último, &lt;i&gt;zanga&lt;/i&gt;. Los botones ofrecen solo lo que puedes decir, y lo que cuesta.</translation>
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
        <translation>&lt;b&gt;El resultado.&lt;/b&gt; Cinco bazas o más para la pareja del nombrado: sacada, se llevan el bote. Cuatro: puesta, lo doblan. Tres o menos: codillo, se lo lleva la otra pareja. El resumen muestra cada vale y por qué.</translation>
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
        <translation>&amp;Atajos de teclado</translation>
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
        <source>About Zanga</source>
        <translation>Acerca de Zanga</translation>
    </message>
    <message>
        <source>Zanga Desktop {0}
La Zanga, the Canarian trick-taking game of the Ombre family.</source>
        <translation>Zanga Desktop {0}
La Zanga, el juego de bazas canario de la familia del tresillo.</translation>
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
        <source>Players per team</source>
        <translation>Jugadores por equipo</translation>
    </message>
    <message>
        <source>I am my team&apos;s capitán (I answer bets and decide the tumbo)</source>
        <translation>Soy el capitán de mi equipo (respondo a los envíos y decido el tumbo)</translation>
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
        <source>Practice game (undo allowed)</source>
        <translation>Partida de práctica (se puede deshacer)</translation>
    </message>
    <message>
        <source>Several players at this screen: hide each one&apos;s cards until he says he is at it</source>
        <translation>Varios jugadores en esta pantalla: ocultar las cartas de cada uno hasta que diga que está delante</translation>
    </message>
    <message>
        <source>Partner {0}</source>
        <translation>Compañero {0}</translation>
    </message>
    <message>
        <source>Opponent {0}</source>
        <translation>Contrario {0}</translation>
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
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Bot program…</source>
        <extracomment>Levels offered only under &quot;More options&quot;: a yardstick and programs, not opponents for a family evening.</extracomment>
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
        <source>partner</source>
        <translation>compañero</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>contrario</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
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
        <source>Simplificada</source>
        <translation>Simplificada</translation>
    </message>
    <message>
        <source>Manual: the official reglamento of the Canary Islands. Simplificada: fewer bonuses, the zanga taken blind.</source>
        <translation>Manual: el reglamento oficial de Canarias. Simplificada: menos premios, la zanga a ciegas.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Practice game (undo allowed; off for rated play)</source>
        <translation>Partida de práctica (se puede deshacer; no cuenta para las estadísticas)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Más opciones</translation>
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
        <source>Partidos finished</source>
        <translation>Partidos terminados</translation>
    </message>
    <message>
        <source>Partidos won</source>
        <translation>Partidos ganados</translation>
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
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>You cannot play the {card}: {suit} were led, and you hold {suit}, so you must follow suit.</source>
        <translation>No puedes jugar {card}: salieron {suit} y tienes {suit}, así que debes asistir al palo.</translation>
    </message>
    <message>
        <source>You cannot play the {card}: trumps were led (an arrastre) and you hold trumps, so you must play one.</source>
        <translation>No puedes jugar {card}: salió triunfo (un arrastre) y tienes triunfos, así que debes jugar uno.</translation>
    </message>
    <message>
        <source>You cannot play the {card}: a higher matador was led, and a matador you hold alone must then be played.</source>
        <translation>No puedes jugar {card}: salió un matador mayor, y entonces el matador que tienes solo debe jugarse.</translation>
    </message>
    <message>
        <source>Wait for your turn: another player is to act.</source>
        <translation>Espera tu turno: le toca a otro jugador.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>No tienes {card}.</translation>
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
        <source>the {0} is a trump, and any trump beats any card that is not.</source>
        <translation>{0} es triunfo, y cualquier triunfo gana a cualquier carta que no lo sea.</translation>
    </message>
    <message>
        <source>the {0} is of another suit and not a trump, so it cannot beat the card led.</source>
        <translation>{0} es de otro palo y no es triunfo, así que no puede ganar a la carta de salida.</translation>
    </message>
    <message>
        <source>The {0} wins: {1}</source>
        <translation>Gana {0}: {1}</translation>
    </message>
    <message>
        <source>it is higher in the order.</source>
        <translation>es más alta en el orden.</translation>
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
        <source>The best move here.</source>
        <translation>La mejor jugada aquí.</translation>
    </message>
    <message>
        <source>Lead the {0}: it is the highest trump left, and it draws trumps.</source>
        <translation>Sal con {0}: es el triunfo más alto que queda, y arrastra.</translation>
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
        <source>Lead the {0}: draw the opponents&apos; trumps.</source>
        <translation>Sal con {0}: arrastra los triunfos de los contrarios.</translation>
    </message>
    <message>
        <source>Lead the {0}: nothing left in its suit beats it.</source>
        <translation>Sal con {0}: no queda nada de su palo que la gane.</translation>
    </message>
    <message>
        <source>Lead the {0}: a low card that gives little away.</source>
        <translation>Sal con {0}: una carta baja que regala poco.</translation>
    </message>
    <message>
        <source>Play the {0}: make sure this trick stays with your side.</source>
        <translation>Juega {0}: asegura que esta baza quede en tu bando.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {0} already wins this trick: play low ({1}).</source>
        <translation>Tu compañero ya gana esta baza con {0}: juega bajo ({1}).</translation>
    </message>
    <message>
        <source>Take the trick with the {0}: nothing left can beat it.</source>
        <translation>Gana la baza con {0}: nada de lo que queda la supera.</translation>
    </message>
    <message>
        <source>Take the trick with the {0}, the cheapest card that beats the {1}.</source>
        <translation>Gana la baza con {0}, la carta más barata que supera a {1}.</translation>
    </message>
    <message>
        <source>You cannot win this trick well: give away the {0}, your cheapest card.</source>
        <translation>No puedes ganar bien esta baza: suelta {0}, tu carta más barata.</translation>
    </message>
    <message>
        <source>You may play: {0}.</source>
        <extracomment>A line shown in a panel: a string, or a function writing it in the language of the moment (called again when the language changes, so that what is on screen follows). A line of a refusal: plain words, or words citing a rule.</extracomment>
        <translation>Puedes jugar: {0}.</translation>
    </message>
    <message>
        <source>Saved today at {0}</source>
        <extracomment>The cards fanned above the title: the four aces. The size the style sheet&apos;s sizes are written for: a 1280 x 800 window below its menu bar.</extracomment>
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
        <translation>El reglamento</translation>
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
        <extracomment>The default name in each language of the UI (and of earlier versions), casefolded.</extracomment>
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
        <translation>Renuncio: el bote</translation>
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
        <extracomment>The articles behind each payment of a claim (rules section 8). What a proven claim against the nombrado&apos;s side also pays, as part of its codillo.</extracomment>
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
        <extracomment>A refusal&apos;s citation was clicked: its link, for the game to follow (open its rules).</extracomment>
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
        <source>{0} played the {1} in trick {2}: a renuncio, since {3}.</source>
        <translation>{0} jugó {1} en la baza {2}: un renuncio, porque {3}.</translation>
    </message>
    <message>
        <source>You held {0}.</source>
        <translation>Tenías {0}.</translation>
    </message>
    <message>
        <source>You played the {0} in trick {1}: a renuncio, since {2}.</source>
        <translation>Jugaste {0} en la baza {1}: un renuncio, porque {2}.</translation>
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
        <translation>Si lo quieren, la mano vale {0}. Si no, os anotáis {1}.</translation>
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
        <source>Envite records (*.envite.json *.json)</source>
        <translation>Partidas de Envite (*.envite.json *.json)</translation>
    </message>
    <message>
        <source>Envite partido</source>
        <translation>Partido de Envite</translation>
    </message>
    <message>
        <source>Envite hand</source>
        <translation>Mano de envite</translation>
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
        <source>New hand: you deal, the vira is the {0}</source>
        <translation>Nueva mano: repartes tú, la vira es el {0}</translation>
    </message>
    <message>
        <source>New hand: {0} deals, the vira is the {1}</source>
        <translation>Nueva mano: reparte {0}, la vira es el {1}</translation>
    </message>
    <message>
        <source>Tumbo forzoso: both teams are in tumbo</source>
        <translation>Tumbo forzoso: los dos equipos están en tumbo</translation>
    </message>
    <message>
        <source>A team is in tumbo: its capitán, {0}, decides whether to play the hand (section 9)</source>
        <translation>Un equipo está en tumbo: su capitán, {0}, decide si se juega la mano (sección 9)</translation>
    </message>
    <message>
        <source>{0} plays the {1}</source>
        <translation>{0} juega {1}</translation>
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
        <source>You play the {0}</source>
        <translation>Juegas {0}</translation>
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
        <source>Rules</source>
        <comment>AI level</comment>
        <translation>Reglas</translation>
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
        <extracomment>Who plays the other seats of the guided hand.</extracomment>
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
        <source>Back</source>
        <translation>Atrás</translation>
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
        <extracomment>The widest the lesson list and the panel grow (pixels): a game whose table needs more room (its prompts are wide) keeps them narrower.</extracomment>
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
        <source>play the {0}</source>
        <translation>jugar {0}</translation>
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
        <source>Trumps are {0}. The {1} was led, then the {2} was played. Which wins?</source>
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
        <source>Federación: {0}</source>
        <translation>Federación: {0}</translation>
    </message>
    <message>
        <source>Popular: {0}</source>
        <translation>Popular: {0}</translation>
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
        <translation>Lo que decide la página de reglas</translation>
    </message>
    <message>
        <source>Section {0}</source>
        <translation>Sección {0}</translation>
    </message>
    <message>
        <source>Section {0} of the rules page.</source>
        <translation>Sección {0} de la página de reglas.</translation>
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
        <extracomment>Names for a computer seat whose usual name is the player&apos;s own.</extracomment>
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
        <source>Zanga is already open in another window. This window does not save its game automatically: use Game &gt; Save to keep it.</source>
        <translation>Zanga ya está abierto en otra ventana. Esta ventana no guarda su partida automáticamente: use Partida &gt; Guardar para conservarla.</translation>
    </message>
    <message>
        <source>Games cannot be saved automatically: the folder {0} cannot be written ({1}). Use Game &gt; Save to keep a game.</source>
        <translation>Las partidas no pueden guardarse automáticamente: no se puede escribir en la carpeta {0} ({1}). Use Partida &gt; Guardar para conservar una partida.</translation>
    </message>
    <message>
        <source>the lock file cannot be made</source>
        <translation>no se puede crear el archivo de bloqueo</translation>
    </message>
    <message>
        <source>Zanga cannot open its window: the system libraries {0} are missing; install them with &quot;sudo apt install {1}&quot; (Debian, Ubuntu) or &quot;sudo dnf install {2}&quot; (Fedora), then start Zanga again.</source>
        <extracomment>soname -&gt; (Debian/Ubuntu package, Fedora package) The sentence, marked for lupdate, which reads `tr()` calls.</extracomment>
        <translation>Zanga no puede abrir su ventana: faltan las bibliotecas del sistema {0}; instálalas con &quot;sudo apt install {1}&quot; (Debian, Ubuntu) o &quot;sudo dnf install {2}&quot; (Fedora) y vuelve a abrir Zanga.</translation>
    </message>
    <message>
        <source>Chicos: {0} to {1}</source>
        <extracomment>How long a seña&apos;s gesture stays on its sender&apos;s avatar (ms, at normal speed). The keys that press the prompt&apos;s buttons, by the button&apos;s `act` name.</extracomment>
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
        <source>A triunfo was led (arrastre) and you hold triunfos besides the {0}: the {0}, the top card, need not serve an arrastre, but then another triunfo must: play {1} or the {0}.</source>
        <translation>Se salió con triunfo (arrastre) y tienes más triunfos además del {0}: el {0}, la carta mayor, no está obligado a servir al arrastre, pero entonces debe servirlo otro triunfo: juega {1} o el {0}.</translation>
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
        <source>The {0} was led and you hold {1}: play that suit or a triunfo; only a player with none of it may play any card.</source>
        <translation>Se salió con el {0} y tienes {1}: juega ese palo o un triunfo; solo quien no tiene ninguna carta de él puede jugar cualquiera.</translation>
    </message>
    <message>
        <source>Only the capitán of the team in tumbo decides whether to tumbar (play the hand) or achicarse (not play it).</source>
        <translation>Solo el capitán del equipo en tumbo decide si tumbar (jugar la mano) o achicarse (no jugarla).</translation>
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
        <source>In team mode a seña must be true.</source>
        <translation>En modo equipo una seña tiene que ser verdad.</translation>
    </message>
    <message>
        <source>You have already made that seña.</source>
        <translation>Ya has hecho esa seña.</translation>
    </message>
    <message>
        <source>The rules do not allow that.</source>
        <translation>Las reglas no lo permiten.</translation>
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
        <translation>Respondes por {0}: con Quiero la mano se juega por {1}; con Paso termina y {2} se anota {3}, lo que está en juego. Antes, cualquier jugador de {0} puede subir a {4}: eso acepta el {5}, y ya no puedes rechazarlo.</translation>
    </message>
    <message>
        <source>{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and {3} scores {4}, the stake in force. Any player of {1} may raise to {5} first: that accepts the {6}, and {0} can no longer refuse it.</source>
        <translation>{0} responde por {1}: con Quiero la mano se juega por {2}; con Paso termina y {3} se anota {4}, lo que está en juego. Antes, cualquier jugador de {1} puede subir a {5}: eso acepta el {6}, y {0} ya no puede rechazarlo.</translation>
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
        <translation>Haz el envío: tu equipo gana esta mano en torno al {0} % de las veces; si lo quieren vale {1}, si no, os anotáis {2} (sección 6).</translation>
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
        <source>Lead the {0}: no triunfo left beats it, and it draws triunfos (arrastre).</source>
        <translation>Sal con el {0}: no queda triunfo que lo gane, y arrastra los triunfos (arrastre).</translation>
    </message>
    <message>
        <source>Lead the {0}: an arrastre draws the other team&apos;s triunfos.</source>
        <translation>Sal con el {0}: un arrastre saca los triunfos del otro equipo.</translation>
    </message>
    <message>
        <source>Lead the {0}: nothing left beats it.</source>
        <translation>Sal con el {0}: no queda nada que lo gane.</translation>
    </message>
    <message>
        <source>Keep the {0}: as the top card it need not serve an arrastre (section 3), so play the {1}.</source>
        <translation>Guarda el {0}: como carta mayor no está obligado a servir al arrastre (sección 3), así que juega el {1}.</translation>
    </message>
    <message>
        <source>Play the {0}: make sure this trick stays with your team.</source>
        <translation>Juega el {0}: asegura que esta baza se quede en tu equipo.</translation>
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
        <source>The {0} would still take the trick.</source>
        <translation>El {0} seguiría ganando la baza.</translation>
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
        <translation>Gana dos de las tres manos, envida piedras, hazle señas a tu equipo. Con ocho piedras un equipo está en tumbo; un tumbo ganado es un chico, y dos chicos el partido.</translation>
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
        <source>An arrastre: your only triunfo is the {0}, the top card, so you may keep it and play any card.</source>
        <translation>Arrastre: tu único triunfo es el {0}, la carta más alta, así que puedes guardarlo y jugar cualquier carta.</translation>
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
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Players on other computers of this network join your table from their start screen; the computer plays the seats you give it.</source>
        <translation>Los jugadores de otros ordenadores de esta red se unen a su mesa desde su pantalla de inicio; el ordenador juega los puestos que usted le dé.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Permitir pistas</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>The table you were hosting was left open. Reopen it? Its players take their seats back when they join again.</source>
        <translation>La mesa que usted tenía abierta quedó sin cerrar. ¿Volver a abrirla? Sus jugadores recuperan sus puestos al unirse de nuevo.</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>Libre para una persona</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Puesto {0}</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Ordenador: {0}</translation>
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
        <source>Looking for tables... If none appears, type the address or the code the host's window shows.</source>
        <translation>Buscando mesas... Si no aparece ninguna, escriba la dirección o el código que muestra la ventana del anfitrión.</translation>
    </message>
    <message>
        <source>A table code such as 3Z1QF-0XK2A, or ws://...</source>
        <translation>Un código de mesa como 3Z1QF-0XK2A, o ws://...</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Address or code</source>
        <translation>Dirección o código</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>Sentarse</translation>
    </message>
    <message>
        <source>Looking at the table...</source>
        <translation>Mirando la mesa...</translation>
    </message>
    <message>
        <source>That is neither a table code nor an address.</source>
        <translation>Eso no es ni un código de mesa ni una dirección.</translation>
    </message>
    <message>
        <source>My seat, taken back</source>
        <translation>Mi puesto, recuperado</translation>
    </message>
    <message>
        <source>{0}, hosted by {1}: {2} free of {3} seats</source>
        <translation>{0}, abierta por {1}: {2} libres de {3} puestos</translation>
    </message>
    <message>
        <source>This program cannot play that table's game.</source>
        <translation>Este programa no puede jugar el juego de esa mesa.</translation>
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
        <source>The table cannot be joined: {0}</source>
        <translation>No es posible unirse a la mesa: {0}</translation>
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
        <source>&lt;b&gt;Chat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Charla&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start now; the computer plays the free seats at</source>
        <translation>Empezar ya; el ordenador juega los puestos libres en</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Un espectador</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Juega el ordenador</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>The table had moved on before your move arrived: play again on the table as it is now.</source>
        <translation>La mesa había seguido antes de que llegara su jugada: vuelva a jugar sobre la mesa tal como está ahora.</translation>
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
        <source>the host's key of the table is lost</source>
        <translation>se perdió la clave de anfitrión de la mesa</translation>
    </message>
    <message>
        <source>The table cannot be opened: {0}</source>
        <translation>No se puede abrir la mesa: {0}</translation>
    </message>
    <message>
        <source>The table cannot be opened on this computer's network ({0}).</source>
        <translation>No se puede abrir la mesa en la red de este ordenador ({0}).</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>free for a person</source>
        <translation>libre para una persona</translation>
    </message>
    <message>
        <source>away; the table waits</source>
        <translation>ausente; la mesa espera</translation>
    </message>
    <message>
        <source>Connecting to the table...</source>
        <translation>Conectando con la mesa...</translation>
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
        <translation>usted dejó la mesa.</translation>
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
        <source>here, ready</source>
        <translation>presente, listo</translation>
    </message>
    <message>
        <source>here</source>
        <translation>presente</translation>
    </message>
    <message>
        <source>computer: {0}</source>
        <translation>ordenador: {0}</translation>
    </message>
    <message>
        <source>away; {0} plays for now</source>
        <translation>ausente; por ahora juega {0}</translation>
    </message>
    <message>
        <source>away; seat held for {0}</source>
        <translation>ausente; puesto reservado {0}</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En red</translation>
    </message>
    <message numerus="yes">
        <source>the %n hands agreed were played.</source>
        <translation>
            <numerusform>se jugó la %n mano acordada.</numerusform>
            <numerusform>se jugaron las %n manos acordadas.</numerusform>
        </translation>
    </message>
</context>
</TS>
