<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="45"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="22"/>
        <source>Zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="93"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="94"/>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="96"/>
        <source>&amp;Save...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="98"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="100"/>
        <source>&amp;Export this hand...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="103"/>
        <source>&amp;Undo my last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="105"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="106"/>
        <source>S&amp;tatistics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="108"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="110"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="111"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="113"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="65"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="113"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="65"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="113"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="65"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="114"/>
        <location filename="../../zanga_desktop/ui/new_game.py" line="66"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="120"/>
        <source>&amp;Highlight cards I may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="124"/>
        <source>&amp;Colour-blind deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="132"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="133"/>
        <source>&amp;About Zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="157"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="157"/>
        <source>A game was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="187"/>
        <source>Cannot open this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="188"/>
        <source>The game could not be opened: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="203"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="208"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="209"/>
        <location filename="../../zanga_desktop/ui/main_window.py" line="215"/>
        <location filename="../../zanga_desktop/ui/main_window.py" line="229"/>
        <source>Zanga records (*.zanga.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="214"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="223"/>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="228"/>
        <source>Export this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="269"/>
        <source>Hand {0}: {1} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="270"/>
        <source>Hand {0}, dealer {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="272"/>
        <source>{0} is mano: speaks first and puts 4 vales in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="289"/>
        <source>Trick {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="303"/>
        <source>Thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="307"/>
        <source>Hint: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="312"/>
        <source>Card taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="356"/>
        <source>About Zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/main_window.py" line="357"/>
        <source>Zanga Desktop {0}
La Zanga, the Canarian trick-taking game of the Ombre family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="41"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="100"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="46"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="53"/>
        <source>partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="53"/>
        <source>opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="54"/>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="57"/>
        <source>Manual (Canarias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="58"/>
        <source>Simplificada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="60"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="61"/>
        <source>Practice game (undo allowed; off for rated play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/new_game.py" line="69"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="16"/>
        <source>Games finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="17"/>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="18"/>
        <source>Hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="19"/>
        <source>Hands you declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="20"/>
        <source>Sacadas (your declarations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="21"/>
        <source>Puestas (your declarations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="22"/>
        <source>Codillos (your declarations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="23"/>
        <source>Vales won by your team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="24"/>
        <source>Vales lost by your team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/stats.py" line="43"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="22"/>
        <source>You cannot play the {card}: {suit} were led, and you hold {suit}, so you must follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="24"/>
        <source>You cannot play the {card}: trumps were led (an arrastre) and you hold trumps, so you must play one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="26"/>
        <source>You cannot play the {card}: a higher matador was led, and a matador you hold alone must then be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="28"/>
        <source>Wait for your turn: another player is to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="29"/>
        <source>You do not hold the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="30"/>
        <source>Your team has no vales to pay for a pass, so it must play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="31"/>
        <source>The zanga needs at least 3 vales in your team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="32"/>
        <source>Cinco is called only by the winner of the second trick, when his side won the first two, before he leads the third.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="42"/>
        <source>Article {0} of the manual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/tutor_text.py" line="48"/>
        <source>You may play: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="71"/>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="72"/>
        <source>Fianza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="202"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="207"/>
        <source>M</source>
        <comment>badge of the mano</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="209"/>
        <source>D</source>
        <comment>badge of the dealer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="213"/>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="216"/>
        <source>%n trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="226"/>
        <source>Hand {0}  ·  dealer {1}  ·  mano {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="230"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="30"/>
        <source>solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="231"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="30"/>
        <source>zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="231"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="30"/>
        <source>juego</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="232"/>
        <source>Trumps: {0}  ·  {1} plays {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="234"/>
        <source>Tricks: us {0}, them {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="236"/>
        <source>Speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="243"/>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="244"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="20"/>
        <source>{0} &amp; {1}</source>
        <comment>a team</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="414"/>
        <source>Mine!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/board.py" line="414"/>
        <source>Baza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="30"/>
        <source>Rules tutor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="44"/>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="82"/>
        <source>Hand log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="91"/>
        <source>Last trick:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="92"/>
        <location filename="../../zanga_desktop/ui/zanga/panels.py" line="115"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="37"/>
        <source>%n vale(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="126"/>
        <source>Your turn to speak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="128"/>
        <source>You are mano: you put 4 vales in the pot whatever you say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="130"/>
        <source>Three passes: as the pie you must play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="141"/>
        <source>Name trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="142"/>
        <source>You are the nombrado: choose the trump suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="151"/>
        <source>{0} orders you to play solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="152"/>
        <source>Accept to play alone against both, or keep your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="154"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="33"/>
        <source>Acepto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="154"/>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="33"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="156"/>
        <source>Which eight cards do you keep?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="157"/>
        <source>The zanga:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="159"/>
        <source>Your own cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="162"/>
        <source>Keep the zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="162"/>
        <source>Keep my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="165"/>
        <source>Five tricks made! Go on for todas?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="166"/>
        <source>Todas wins all eight tricks; losing one gives the cinco back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="169"/>
        <source>Todas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="169"/>
        <source>Stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="171"/>
        <source>Your side won the first two tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="172"/>
        <source>Call cinco before you lead, or just lead a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="175"/>
        <source>Cinco!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="186"/>
        <source>{0}: {1}</source>
        <comment>who said what</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/prompt.py" line="189"/>
        <source>Nobody has spoken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="26"/>
        <source>Dealt again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="26"/>
        <source>Nobody played this hand: the same dealer deals again, and the pot stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="32"/>
        <source>Sacada! {0} take the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="33"/>
        <source>Puesta: {0} double the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="34"/>
        <source>Codillo! {0} lose to the defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="38"/>
        <source>{0} played {1} with {2} as trumps (Art. 43-47).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="40"/>
        <source>Tricks: {0} {1}, {2} {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="45"/>
        <source>the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="47"/>
        <source> (Art. {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="48"/>
        <source>{0}: {1} from {2} to {3}{4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="78"/>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="100"/>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="94"/>
        <source>{0} win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/summary.py" line="95"/>
        <source>Vales now: {0} {1}, {2} {3}; pot {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="19"/>
        <source>Paso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="20"/>
        <source>Juego</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="21"/>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="23"/>
        <source>Mando solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="35"/>
        <source>Me quedo la zanga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="35"/>
        <source>Me quedo las mías</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="39"/>
        <source>¡Cinco!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="41"/>
        <source>¡Todas!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="41"/>
        <source>Me planto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="50"/>
        <source>{0} orders solo (mandar solo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="51"/>
        <source>{0} says {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="53"/>
        <source>{0} accepts and plays solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="54"/>
        <source>{0} refuses and keeps his partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="56"/>
        <source>{0} keeps the zanga&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="57"/>
        <source>{0} keeps his own cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="59"/>
        <source>{0} names trumps: {1} are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="61"/>
        <source>{0} plays the {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="63"/>
        <source>{0} calls cinco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="65"/>
        <source>{0} goes on for todas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="65"/>
        <source>{0} stops at five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="72"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="73"/>
        <source>Rules</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="74"/>
        <source>Principiante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="75"/>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="76"/>
        <source>Experto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="77"/>
        <source>Maestro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="88"/>
        <source>Paso (pass): your team puts 1 vale in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="89"/>
        <source>Juego (play): you name trumps and play with your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="90"/>
        <source>Solo (alone): you name trumps and play alone against both opponents; your partner sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="92"/>
        <source>Zanga: you may play with the 8 spare cards (the zanga) and your partner; your team puts 1 vale in the pot and 2 in the fianza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../zanga_desktop/ui/zanga/words.py" line="94"/>
        <source>Mando solo (I order solo): the player who said juego must play alone or refuse.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
