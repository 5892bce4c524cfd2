<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Zanga</source>
        <translation>Zanga（サンガ）</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>ゲームの自動保存が再開しました。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Zanga Desktop: {0}</source>
        <translation>Zanga Desktop：{0}</translation>
    </message>
    <message>
        <source>The settings file was damaged. A copy of it is kept as {0}; what could be read is used, the rest is back to the defaults.</source>
        <translation>設定ファイルが壊れていました。そのコピーを {0} として残しました。読み取れた設定はそのまま使い、残りは既定値に戻します。</translation>
    </message>
    <message>
        <source>Automatic save</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically ({0}). If Zanga closes now, this game is lost: free some disk space, or use Game &gt; Save. The automatic save is tried again after every move.</source>
        <translation>ゲームを自動保存できません（{0}）。いま Zanga が終了すると、このゲームは失われます。ディスクの空きを作るか、ゲーム &gt; 保存 を使ってください。自動保存は一手ごとに再び試みます。</translation>
    </message>
    <message>
        <source>To see the whole game again, move by move: Game &gt; Watch this game again.</source>
        <translation>ゲーム全体を一手ずつもう一度見るには：ゲーム &gt; このゲームをもう一度見る。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新しいゲーム(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>保存(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Watch a saved game...</source>
        <translation>保存したゲームを見る(&amp;W)...</translation>
    </message>
    <message>
        <source>Watch this &amp;game again</source>
        <translation>このゲームをもう一度見る(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Re&amp;port this move...</source>
        <translation>この手を報告(&amp;P)...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>統計(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>St&amp;art screen</source>
        <translation>スタート画面(&amp;A)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export this deal...</source>
        <translation>この配りを書き出す(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>最後の手を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Save the game up to the computer player&apos;s last decision, with its level, seed and budget, so that anyone can replay what it thought</source>
        <translation>コンピューターの最後の判断までのゲームを、そのレベル・シード・計算量とともに保存し、誰でもその考えを再現できるようにします</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>speed</comment>
        <translation>普通</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source>&amp;Highlight cards I may play</source>
        <translation>出せるカードを強調表示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind deck</source>
        <translation>色覚サポートのデッキ(&amp;C)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>カードの裏(&amp;B)</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>テーブルの色(&amp;T)</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt</comment>
        <translation>緑</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>felt</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Zanga Desktop</source>
        <translation>Zanga Desktop について(&amp;A)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>A game was left unfinished. Resume it?</source>
        <translation>途中のゲームがあります。再開しますか？</translation>
    </message>
    <message>
        <source>Unfinished game kept</source>
        <translation>途中のゲームを保存しました</translation>
    </message>
    <message>
        <source>The unfinished game is kept: once this game is over, Continue on the start screen takes it up again. It is saved as {0}.</source>
        <translation>途中のゲームは残してあります。このゲームが終わったら、スタート画面の「続ける」で再開できます。保存先は {0} です。</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>再開できません</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: its file is damaged.</source>
        <translation>途中のゲームは再開できません。ファイルが壊れています。</translation>
    </message>
    <message>
        <source>The file is kept in {0}; a new game will not overwrite it.</source>
        <translation>ファイルは {0} に残してあります。新しいゲームで上書きされることはありません。</translation>
    </message>
    <message>
        <source>A game is being played. Start a new one? This one is kept: Continue on the start screen takes it up again once the new one is over.</source>
        <translation>ゲームの途中です。新しいゲームを始めますか？このゲームは残され、新しいゲームが終わるとスタート画面の「続ける」で再開できます。</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>このファイルを開けません</translation>
    </message>
    <message>
        <source>The game could not be opened: {0}</source>
        <translation>ゲームを開けませんでした：{0}</translation>
    </message>
    <message>
        <source>No game opened or saved yet</source>
        <translation>開いた・保存したゲームはまだありません</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <source>{0} is no longer there, so it is taken off the list.</source>
        <translation>{0}はもう見つからないため、一覧から外しました。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>Game saved as {0}.</source>
        <translation>{0} として保存しました。</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Records of every game ({0})</source>
        <translation>すべてのゲームの記録 ({0})</translation>
    </message>
    <message>
        <source>Watch a saved game</source>
        <translation>保存したゲームを見る</translation>
    </message>
    <message>
        <source>Deal exported as {0}.</source>
        <translation>この配りを {0} として書き出しました。</translation>
    </message>
    <message>
        <source>Cannot report this move</source>
        <translation>この手を報告できません</translation>
    </message>
    <message>
        <source>Move saved as {0}: zanga-cli explain shows what the computer thought.</source>
        <translation>{0} として保存しました：zanga-cli explain でコンピューターの考えを表示できます。</translation>
    </message>
    <message>
        <source>Report this move</source>
        <translation>この手を報告</translation>
    </message>
    <message>
        <source>About Zanga Desktop</source>
        <translation>Zanga Desktop について</translation>
    </message>
    <message>
        <source>The card games of the Canary Islands, played with the Spanish deck: {0}. Offline and free.</source>
        <translation>スペインのトランプで遊ぶカナリア諸島のカードゲーム：{0}。オフライン・無料。</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>フリーソフトウェアです。GNU 一般公衆利用許諾書（GPL）バージョン 3 以降のもとで、共有・改変できます。無保証です。</translation>
    </message>
    <message>
        <source>Built with Python {0}, Qt {1} and PySide6 {2}. Qt and PySide6 are used under the GNU Lesser General Public License, version 3.</source>
        <translation>Python {0}、Qt {1}、PySide6 {2} で作られています。Qt と PySide6 は GNU 劣等一般公衆利用許諾書（LGPL）バージョン 3 のもとで使われています。</translation>
    </message>
    <message>
        <source>Your unfinished games are kept in:</source>
        <translation>途中のゲームの保存先：</translation>
    </message>
    <message>
        <source>&amp;Open this folder</source>
        <translation>このフォルダを開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Licences</source>
        <translation>ライセンス(&amp;L)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>The folder could not be opened here. It is: {0}</source>
        <translation>ここではフォルダを開けませんでした。場所：{0}</translation>
    </message>
    <message>
        <source>The text of this licence is missing from this installation. It can be read at https://www.gnu.org/licenses/.</source>
        <translation>このインストールにはライセンスの全文がありません。https://www.gnu.org/licenses/ で読めます。</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Zanga Desktop: GNU GPL 3</source>
        <translation>Zanga Desktop：GNU GPL 3</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3</source>
        <translation>Qt と PySide6：GNU LGPL 3</translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation>ゲームを開きました。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>←、→</translation>
    </message>
    <message>
        <source>Choose a card of your hand (its outline is dashed blue)</source>
        <translation>手札のカードを選ぶ（枠が青い破線になります）</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>手札のカードを選ぶ</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter または Space</translation>
    </message>
    <message>
        <source>Play the chosen card, or press the chosen button</source>
        <translation>選んだカードを出す、または選んだボタンを押す</translation>
    </message>
    <message>
        <source>1 to 6, or Left, Right and Enter</source>
        <translation>1〜6、または左右キーとEnter</translation>
    </message>
    <message>
        <source>Choose a card: to lay down with a paso, or to keep face down as you show</source>
        <translation>カードを選ぶ：パソで出すため、または見せるときに伏せておくため</translation>
    </message>
    <message>
        <source>Say Paso, Báciga, Bacigote or Cartas</source>
        <translation>Paso、Báciga、Bacigote、Cartas を言う</translation>
    </message>
    <message>
        <source>Ask for a card (Otra), a card face down (Tapada), or stand (Me planto)</source>
        <translation>カードを求める（Otra）、伏せたカードを求める（Tapada）、止める（Me planto）</translation>
    </message>
    <message>
        <source>Up, Down, Tab</source>
        <translation>上、下、Tab</translation>
    </message>
    <message>
        <source>Move between the buttons; on a comodín, between its ranks</source>
        <translation>ボタン間を移動する。コモディンではその数の間を移動</translation>
    </message>
    <message>
        <source>Close the comodín&apos;s ranks without fixing it</source>
        <translation>コモディンを固定せずに数の選択を閉じる</translation>
    </message>
    <message>
        <source>¡Me salgo!: claim the win (when the table does not claim it by itself)</source>
        <translation>¡Me salgo!：上がりを宣言する（場が自動で宣言しないとき）</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each, one at a time from el mano, the player on the dealer&apos;s right; the rest is the stock. Sotas, caballos and reyes are worth 10, the others their number. The 7 de oros and the 7 de copas are comodines: each may be any rank.</source>
        <translation>&lt;b&gt;配り。&lt;/b&gt;マノ（配り手の右の人）から1枚ずつ、各自に3枚。残りが山札です。ソタ、カバーリョ、レイは10点、他は数字どおり。オロスの7とコパスの7は comodín（コモディン：万能札）で、どの数にもなれます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The talk.&lt;/b&gt; In turn from el mano each player says one word. &lt;i&gt;Paso&lt;/i&gt;: lay 1 to 3 cards face down in the middle. &lt;i&gt;Báciga&lt;/i&gt;: your three cards total 9 or less (2 points). &lt;i&gt;Bacigote&lt;/i&gt;: three equal cards (7 points, the deal ends). &lt;i&gt;Cartas&lt;/i&gt;, from the second talk: cut without a cante. If everyone passed, the laid cards go under the stock, each is dealt as many and the talk starts again; if someone cut, the cards laid down are lost.</source>
        <translation>&lt;b&gt;トーク。&lt;/b&gt;マノから順に1語ずつ言います。&lt;i&gt;Paso&lt;/i&gt;（パソ）：1〜3枚を中央に伏せて出す。&lt;i&gt;Báciga&lt;/i&gt;（バシガ）：3枚の合計が9以下（2点）。&lt;i&gt;Bacigote&lt;/i&gt;（バシゴテ）：同じカード3枚（7点、その回は終わり）。&lt;i&gt;Cartas&lt;/i&gt;（カルタス）は2回目のトークから：宣言なしで切る。全員がパスしたら、出したカードは山札の下へ行き、各自に出した枚数が配られてやり直し。誰かが切ったら、出したカードは失われます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The draw.&lt;/b&gt; From el mano, each shows his cards (he may keep one face down, his tapada) and asks for cards face up (&lt;i&gt;Otra&lt;/i&gt;) or down (&lt;i&gt;Tapada&lt;/i&gt;) towards 31, then stands (&lt;i&gt;Me planto&lt;/i&gt;). Over 31 is &lt;i&gt;pasado&lt;/i&gt;: −1. A free comodín counts 1 until it is fixed.</source>
        <translation>&lt;b&gt;カードを引く。&lt;/b&gt;マノから順に、各自カードを見せ（1枚を伏せておける：tapada（タパダ））、31に向けて表向き（&lt;i&gt;Otra&lt;/i&gt;）か伏せて（&lt;i&gt;Tapada&lt;/i&gt;）カードを求め、止めます（&lt;i&gt;Me planto&lt;/i&gt;）。31を超えると &lt;i&gt;pasado&lt;/i&gt;（パサド）で−1。自由なコモディンは固定するまで1と数えます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The score.&lt;/b&gt; At each stand a pair scores 1 and a trío 3. After the last player, exactly 31 scores 2 (&lt;i&gt;las 31&lt;/i&gt;), else the best total 1 (&lt;i&gt;el punto&lt;/i&gt;); ties go to the player nearer el mano.</source>
        <translation>&lt;b&gt;得点。&lt;/b&gt;止めるとき、ペアは1点、トリオは3点。最後の人の後、ちょうど31なら2点（&lt;i&gt;las 31&lt;/i&gt;：ラス・31）、いなければ最高の合計に1点（&lt;i&gt;el punto&lt;/i&gt;：エル・プント）。同点はマノに近い人。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game.&lt;/b&gt; The first side to 18 points wins, at once. Four equal cards (&lt;i&gt;las cosas&lt;/i&gt;) win the game on the spot.</source>
        <translation>&lt;b&gt;ゲーム。&lt;/b&gt;先に18点に達した陣営がその場で勝ちます。同じカード4枚（&lt;i&gt;las cosas&lt;/i&gt;：ラス・コサス）はその瞬間にゲームの勝ち。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two players, or four in two pairs, partners opposite. Sing bácigas and bacigotes, draw close to 31 without going over, and be first to 18 points.</source>
        <translation>&lt;b&gt;目的。&lt;/b&gt;2人、または4人で2ペア（味方は向かい）。バシガやバシゴテを宣言し、31を超えずに近づくようカードを引き、先に18点に達すること。</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Báciga?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play La Báciga&lt;/i&gt; has seven short lessons on the real table; the rules tutor beside the table explains every refusal and every point, and cites its section; &lt;i&gt;Learn &amp;gt; The rules of La Báciga&lt;/i&gt; has the source text and every decision it leaves open.</source>
        <translation>&lt;b&gt;ラ・バシガは初めてですか？&lt;/b&gt;&lt;i&gt;学ぶ &amp;gt; ラ・バシガを学ぶ&lt;/i&gt;には本物の場で行う短いレッスンが7つあります。場の横のルールチューターは、拒否と得点をすべて説明し、その節を示します。&lt;i&gt;学ぶ &amp;gt; ラ・バシガのルール&lt;/i&gt;には原文と、原文が決めていない点の判断がすべてあります。</translation>
    </message>
    <message>
        <source>A deal in five steps</source>
        <translation>一回の流れ（5段階）</translation>
    </message>
    <message>
        <source>Move between the buttons of a question (a bet, an answer, a seña, the tumbo)</source>
        <translation>質問のボタン間を移動する（envío、返事、seña、tumbo）</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each; the next card is turned up: la vira. Its suit is trumps (lo virado); with teams of three or more, some cards are matadores, the highest trumps whatever the vira.</source>
        <translation>&lt;b&gt;配り。&lt;/b&gt;各自に3枚。次の1枚を表に返します：la vira（ビラ）。そのスートが切り札（lo virado）です。3人以上のチームでは、いくつかのカードが matadores（マタドーレス）で、viraに関係なく最も強い切り札です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tricks.&lt;/b&gt; Three tricks, led by the player on the dealer&apos;s right. Follow the suit led or play a trump; when a trump is led, play a trump if you hold one. The team that wins two tricks wins the hand.</source>
        <translation>&lt;b&gt;トリック。&lt;/b&gt;3トリック。配り手の右の人がリードします。リードされたスートに従うか切り札を出します。切り札がリードされたら、持っていれば切り札を出します。2トリック取ったチームがその手に勝ちます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bets.&lt;/b&gt; At your turn you may send an envío: the hand is played for 3 piedras instead of 1, then 6, then 9. Only the other team&apos;s capitán accepts (&lt;i&gt;quiero&lt;/i&gt;) or refuses (&lt;i&gt;paso&lt;/i&gt;: your team scores the stake before the bet); any of his team may raise instead.</source>
        <translation>&lt;b&gt;賭け。&lt;/b&gt;自分の番に envío（エンビオ）を送れます：その手は1ではなく3 ピエドラ、さらに6、9になります。相手チームの capitán（キャプテン）だけが受ける（&lt;i&gt;quiero&lt;/i&gt;）か断る（&lt;i&gt;paso&lt;/i&gt;：こちらのチームが賭けの前の点を得る）ことができ、相手チームの誰でも代わりに上げられます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Señas.&lt;/b&gt; Partners tell each other what they hold with señas, the traditional gestures; the table shows a partner&apos;s seña on his face, and the other team sees it only if it catches it.</source>
        <translation>&lt;b&gt;Señas（セニャ）。&lt;/b&gt;味方同士は伝統の身ぶり、señas で手札を伝え合います。卓は味方のセニャを顔に表示し、相手チームは見抜いたときだけそれを見ます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tumbo and chico.&lt;/b&gt; A team with 8 piedras is in tumbo: its capitán decides whether to play the hand, without bets. Winning it wins the chico; two chicos win the partido.</source>
        <translation>&lt;b&gt;Tumbo（トゥンボ）と chico（チコ）。&lt;/b&gt;8 piedras のチームは tumbo です：そのキャプテンが賭けなしでその回を戦うか決めます。勝てば chico を獲得、2 chicos で partido（試合）の勝ちです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two teams of one to five players, partners in alternate seats. Win hands to score piedras, reach the tumbo and win it: two chicos win the partido.</source>
        <translation>&lt;b&gt;目的。&lt;/b&gt;1〜5人の2チームで、味方は1席おきに座ります。手に勝ってピエドラを得て、トゥンボに達し、それに勝ちます：2チコでパルティードの勝ちです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to El Envite?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play El Envite&lt;/i&gt; has eight short lessons on the real table; the rules tutor beside the table explains every refusal and cites its section; &lt;i&gt;Learn &amp;gt; The rules of El Envite&lt;/i&gt; has the whole rules and every decision they leave open.</source>
        <translation>&lt;b&gt;エル・エンビテは初めて？&lt;/b&gt;&lt;i&gt;学ぶ &amp;gt; エル・エンビテを覚える&lt;/i&gt; には本物の卓で学ぶ8つの短いレッスンがあります。卓の横のルール先生は断られた手をすべて説明し、その節を示します。&lt;i&gt;学ぶ &amp;gt; エル・エンビテのルール&lt;/i&gt; にはルール全体と、ルールが決めていない点の決定がすべてあります。</translation>
    </message>
    <message>
        <source>Left, Right, Tab</source>
        <translation>←、→、Tab</translation>
    </message>
    <message>
        <source>Move between the buttons of a question (speaking, trumps, cinco)</source>
        <translation>質問のボタン間を移動する（発声、切り札、シンコ）</translation>
    </message>
    <message>
        <source>L (hold)</source>
        <translation>L（押し続ける）</translation>
    </message>
    <message>
        <source>Look at the last trick while the key is held (Art. 35)</source>
        <translation>キーを押している間、直前のトリックを見る（第35条）</translation>
    </message>
    <message>
        <source>¡Renuncio!: claim a renuncio (Mesa rules only)</source>
        <translation>¡Renuncio!：レヌンシオを申し立てる（メサのルールのみ）</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存する</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Hint: the computer&apos;s suggestion, with its reason</source>
        <translation>ヒント：コンピューターの提案とその理由</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>最後の手を取り消す（練習ゲーム）</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>この配りを書き出す</translation>
    </message>
    <message>
        <source>From the start screen back to the game</source>
        <translation>スタート画面からゲームに戻る</translation>
    </message>
    <message>
        <source>Full screen, and back</source>
        <translation>全画面表示とその解除</translation>
    </message>
    <message>
        <source>Quit (the game is saved on its own)</source>
        <translation>終了する（ゲームは自動で保存されます）</translation>
    </message>
    <message>
        <source>Click the table once so that it has the keys.</source>
        <translation>キーを使うには、まずテーブルを一度クリックしてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing together.&lt;/b&gt; At one screen: in &lt;i&gt;Game &amp;gt; New game&lt;/i&gt;, set a seat to &lt;i&gt;Human (at this computer)&lt;/i&gt;; at each player&apos;s turn the table turns to him, his cards face up at the bottom, and between two players they are hidden until the next one says he is at the screen. On several computers of the same network: &lt;i&gt;Host a table&lt;/i&gt; and &lt;i&gt;Join a table&lt;/i&gt; on the start screen.</source>
        <translation>&lt;b&gt;みんなで遊ぶ。&lt;/b&gt;1 つの画面で：&lt;i&gt;ゲーム &amp;gt; 新しいゲーム&lt;/i&gt; で席を &lt;i&gt;人間（このコンピューター）&lt;/i&gt; にします。各プレイヤーの手番にはテーブルがその人の方へ回り、その人の札が下に表向きで示されます。2 人の間では、次の人が画面の前にいると言うまで札は隠されます。同じネットワークの複数のコンピューターで：スタート画面の &lt;i&gt;テーブルを開く&lt;/i&gt; と &lt;i&gt;テーブルに参加&lt;/i&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everyone gets 8 cards; the 8 left over, face down, are the zanga. Play goes to the right: you, then the player on your right.</source>
        <translation>&lt;b&gt;配り。&lt;/b&gt;各自に8枚ずつ配られ、残りの8枚は伏せたまま「サンガ」になります。順番は右回りです：あなた、次にあなたの右の人。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Speaking.&lt;/b&gt; In turn each player says &lt;i&gt;paso&lt;/i&gt; (pass, 1 vale into the pot), &lt;i&gt;juego&lt;/i&gt; (I play, with my partner), &lt;i&gt;solo&lt;/i&gt; (I play alone) or, last, &lt;i&gt;zanga&lt;/i&gt;. The buttons offer only what you may say, and what it costs.</source>
        <translation>&lt;b&gt;発声。&lt;/b&gt;順番に各自が &lt;i&gt;paso&lt;/i&gt;（パス、場に1バレ）、&lt;i&gt;juego&lt;/i&gt;（パートナーと組んでプレイ）、&lt;i&gt;solo&lt;/i&gt;（一人でプレイ）、最後の人は &lt;i&gt;zanga&lt;/i&gt; と言います。ボタンには言えることとその費用だけが出ます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trumps.&lt;/b&gt; The player who plays the hand (the nombrado) names the trump suit. The three highest trumps are the matadores.</source>
        <translation>&lt;b&gt;切り札。&lt;/b&gt;その手をプレイする人（ノンブラド）が切り札のスートを決めます。最も強い3枚の切り札がマタドールです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tricks.&lt;/b&gt; Eight tricks: follow the suit led if you can (else play any card); the highest trump, else the highest card of the suit led, wins and leads the next. The cards you may play are lifted.</source>
        <translation>&lt;b&gt;トリック。&lt;/b&gt;8回のトリック：出されたスートを持っていれば必ず出し（なければ何でも可）、最も強い切り札、なければ出されたスートの最も強いカードが勝ち、次のトリックを始めます。出せるカードは持ち上がって表示されます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The result.&lt;/b&gt; Five tricks or more for the nombrado&apos;s pair: sacada, they take the pot. Four: puesta, they double it. Three or fewer: codillo, the other pair takes it. The summary shows every vale and why.</source>
        <translation>&lt;b&gt;結果。&lt;/b&gt;ノンブラドの組が5トリック以上ならサカダで場を取ります。4トリックならプエスタで場を倍にします。3以下ならコディージョで相手の組が場を取ります。まとめにすべてのバレとその理由が出ます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Four players in two pairs: you and your partner opposite you, against the players on your sides. Each pair starts with 16 vales (stones); the pair that wins all 32 wins the game.</source>
        <translation>&lt;b&gt;目的。&lt;/b&gt;4人が2組に分かれます：あなたと向かいのパートナー対、両隣の2人。各組16バレ（石）から始め、32バレすべてを取った組の勝ちです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Zanga?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play&lt;/i&gt; has short lessons on the real table, step by step; the rules tutor beside the table explains every refusal and cites its article; &lt;i&gt;Learn &amp;gt; Reglamento&lt;/i&gt; has the whole rules.</source>
        <translation>&lt;b&gt;ラ・サンガは初めて？&lt;/b&gt;&lt;i&gt;学ぶ &amp;gt; 遊び方を学ぶ&lt;/i&gt; に本物のテーブルで一歩ずつ進む短いレッスンがあります。テーブル横のルール・チューターは拒否された理由を条文とともに説明します。&lt;i&gt;学ぶ &amp;gt; Reglamento（公式ルール）&lt;/i&gt; にルールのすべてがあります。</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボード・ショートカット</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>A hand in five steps</source>
        <translation>1回の手を5つの段階で</translation>
    </message>
    <message>
        <source>Keys: Help &gt; Keyboard shortcuts.</source>
        <translation>キー操作：ヘルプ &gt; キーボード・ショートカット</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボード・ショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>ゲームを再開しました。</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals.</source>
        <translation>第{0}ハンド：{1} が配ります。</translation>
    </message>
    <message>
        <source>Hand {0}, dealer {1}</source>
        <translation>第{0}ハンド、配り手：{1}</translation>
    </message>
    <message>
        <source>{0} is mano (first to speak): puts 4 vales in the pot.</source>
        <translation>{0} が mano（マノ：最初に話す人）です。場に 4 vale（バレ：点棒）を出します。</translation>
    </message>
    <message>
        <source>Trick {0} to {1}</source>
        <translation>第{0}トリックは {1} の勝ち</translation>
    </message>
    <message>
        <source>Not claimed: {0}</source>
        <translation>申し立てなし：{0}</translation>
    </message>
    <message>
        <source>You could have claimed it: {0}</source>
        <translation>申し立てできました：{0}</translation>
    </message>
    <message>
        <source>Bot program</source>
        <translation>ボットプログラム</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>考え中...</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>ヒント：{0}</translation>
    </message>
    <message>
        <source>Card taken back.</source>
        <translation>カードを取り消しました。</translation>
    </message>
    <message>
        <source>Human (at this computer)</source>
        <translation>人間（このコンピューター）</translation>
    </message>
    <message>
        <source>Federación (the regulation)</source>
        <translation>連盟（公式ルール）</translation>
    </message>
    <message>
        <source>Popular (2 piedras a hand, tumbo at 11)</source>
        <translation>一般（1手2ピエドラ、11でトゥンボ）</translation>
    </message>
    <message>
        <source> a team</source>
        <translation>人／チーム</translation>
    </message>
    <message>
        <source>Players per &amp;team</source>
        <translation>チームの人数(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>I am my team&apos;s &amp;capitán (I answer bets and decide the tumbo)</source>
        <translation>自分がチームのキャプテン（賭けに答え、トゥンボを決める）(&amp;C)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Señas</source>
        <translation>セーニャ</translation>
    </message>
    <message>
        <source>Team: seen by your team-mates only, always true</source>
        <translation>チーム：味方だけが見る、常に本当</translation>
    </message>
    <message>
        <source>Pillar: opponents may catch them; they may be false</source>
        <translation>ピジャール：相手に見抜かれることがあり、嘘も可</translation>
    </message>
    <message>
        <source>Off: no señas</source>
        <translation>なし：セーニャを使わない</translation>
    </message>
    <message>
        <source>Tutor: a card that does not follow is refused and explained</source>
        <translation>先生：規則に反するカードは出せず、理由を説明</translation>
    </message>
    <message>
        <source>Mesa: any card may be played; claim ¡Renuncio! (section 8)</source>
        <translation>メサ：どの札も出せる。「レヌンシオ！」を宣言（第8節）</translation>
    </message>
    <message>
        <source>When the winning báciga goes pasado, its side also loses the bácigas it scored (section 8)</source>
        <translation>勝ったバシガがパサドになると、その陣営は得たバシガの点も失う（第8節）</translation>
    </message>
    <message>
        <source>Las cosas win even on a card that goes over 31 (section 9)</source>
        <translation>31を超えるカードでもラス・コサスで勝つ（第9節）</translation>
    </message>
    <message>
        <source>A pasado player still scores his pairs (section 10)</source>
        <translation>パサドでもペアの点は得る（第10節）</translation>
    </message>
    <message>
        <source>Scores never go below zero (section 10)</source>
        <translation>点は0未満にならない（第10節）</translation>
    </message>
    <message>
        <source>The table claims salirse for every player by itself (section 12)</source>
        <translation>場が各プレイヤーの上がり（サリルセ）を自動で宣言する（第12節）</translation>
    </message>
    <message>
        <source>2 players, each on his own</source>
        <translation>2人（各自ひとり）</translation>
    </message>
    <message>
        <source>The rules: Bengala (section 14), with these changes</source>
        <translation>ルール：ベンガラ（第14節）、以下の変更つき</translation>
    </message>
    <message>
        <source>1 (the rules&apos; value)</source>
        <translation>1（ルールの値）</translation>
    </message>
    <message>
        <source>The as is worth (section 3)</source>
        <translation>アスの点（第3節）</translation>
    </message>
    <message>
        <source>1 to 3 cards (the rules)</source>
        <translation>1〜3枚（ルール）</translation>
    </message>
    <message>
        <source>0 to 3: a player may pass and keep his hand</source>
        <translation>0〜3枚：手札を残したままパスできる</translation>
    </message>
    <message>
        <source>A paso lays down (section 5)</source>
        <translation>パソで出す枚数（第5節）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Talks in a deal, at most (section 6)</source>
        <translation>一回のトークの上限（第6節）</translation>
    </message>
    <message>
        <source>Points to win (section 11)</source>
        <translation>勝利に必要な点（第11節）</translation>
    </message>
    <message>
        <source>Partner {0}</source>
        <translation>味方 {0}</translation>
    </message>
    <message>
        <source>Opponent {0}</source>
        <translation>相手 {0}</translation>
    </message>
    <message>
        <source>Mesa: any card may be played, as at a real table; claim ¡Renuncio! (Art. 29-35)</source>
        <translation>Mesa（実卓）：本物の卓のようにどのカードも出せる。反則は ¡Renuncio! で申し立てる（第29〜35条）</translation>
    </message>
    <message>
        <source>after a made cinco (Art. 49)</source>
        <translation>cinco 成功の後（第49条）</translation>
    </message>
    <message>
        <source>when the nombrado&apos;s side wins the first five</source>
        <translation>nombrado（宣言者）側が最初の 5 トリックを取ったとき</translation>
    </message>
    <message>
        <source>2 vales (Art. 49, 60)</source>
        <translation>2 vale（第49・60条）</translation>
    </message>
    <message>
        <source>the pot, doubled by the losing side</source>
        <translation>場の vale。負けた側が倍にする</translation>
    </message>
    <message>
        <source>the losers&apos; payment stays in the pot (Art. 47)</source>
        <translation>負けた側の支払いは場に残る（第47条）</translation>
    </message>
    <message>
        <source>the losers pay the defenders</source>
        <translation>負けた側が守備側に払う</translation>
    </message>
    <message>
        <source>seen first, with a fianza (Art. 21-25)</source>
        <translation>先に見て、fianza 付き（第21〜25条）</translation>
    </message>
    <message>
        <source>blind, with no fianza</source>
        <translation>見ずに、fianza なし</translation>
    </message>
    <message>
        <source>2 vales won or lost (Art. 55, 62)</source>
        <translation>2 vale の得失（第55・62条）</translation>
    </message>
    <message>
        <source>2 vales to the winning side; a puesta pays nothing</source>
        <translation>勝った側に 2 vale。puesta（プエスタ）では支払いなし</translation>
    </message>
    <message>
        <source>when a team holds all 32 vales (Art. 11)</source>
        <translation>一方のペアが32枚すべての vale（バレ）を持ったとき（第11条）</translation>
    </message>
    <message>
        <source>when a settled hand leaves a team with no vales: the other takes the pot and wins</source>
        <translation>精算されたハンドで一方のペアの vale がなくなったとき：もう一方が場を取って勝ち</translation>
    </message>
    <message>
        <source>Renuncio</source>
        <translation>renuncio（レヌンシオ：反則）</translation>
    </message>
    <message>
        <source>First hand: the 7 of espadas (or the next espada down) is mano (Art. 16)</source>
        <translation>最初のハンド：espadas の 7（なければその次に低い espadas）を持つ人が mano（マノ）（第16条）</translation>
    </message>
    <message>
        <source>The pie may pass too (four passes: the hand is dealt again)</source>
        <translation>pie（ピエ）もパスできる（4 人パスなら配り直し）</translation>
    </message>
    <message>
        <source>Mandar solo: an opponent of the juego player may bid a solo; the juego player chooses who plays it, himself or the orderer (Art. 20, 26)</source>
        <translation>mandar solo（マンダール・ソロ）：juego を宣言した人の相手は solo をビッドできる。誰がプレイするか（自分か命じた人か）は juego の人が選ぶ（第20条、第26条）</translation>
    </message>
    <message>
        <source>A plain solo may be said over a juego (in the Manual only while everyone before passed, Art. 54)</source>
        <translation>juego の後でもただの solo を言える（マニュアルでは前の人が全員パスしたときだけ、第54条）</translation>
    </message>
    <message>
        <source>Cinco may be called after winning the first two tricks (Art. 48)</source>
        <translation>最初の 2 トリックを取ったら cinco（シンコ）を宣言できる（第48条）</translation>
    </message>
    <message>
        <source>when a team has no vales left (it loses)</source>
        <translation>一方のペアの vale がなくなったとき（負け）</translation>
    </message>
    <message>
        <source>Mandar solo: a bid; the juego player picks who plays the solo (Art. 20, 26)</source>
        <translation>mandar solo：ビッド。誰が solo をプレイするかは juego の人が選ぶ（第20条、第26条）</translation>
    </message>
    <message>
        <source>A plain solo may top a juego (Manual: only after all passed, Art. 54)</source>
        <translation>ただの solo で juego を上回れる（マニュアル：全員パス後のみ、第54条）</translation>
    </message>
    <message>
        <source>Todas is offered</source>
        <translation>todas に挑めるとき</translation>
    </message>
    <message>
        <source>Todas pays</source>
        <translation>todas の支払い</translation>
    </message>
    <message>
        <source>Codillo</source>
        <translation>codillo（コディージョ：宣言側の負け）</translation>
    </message>
    <message>
        <source>The pie&apos;s zanga</source>
        <translation>pie（ピエ）の zanga</translation>
    </message>
    <message>
        <source>Solo bonus</source>
        <translation>solo のボーナス</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <source>Nobody collects a bonus larger than what it had at stake (Art. 57, 64)</source>
        <translation>賭けた以上のボーナスは受け取れない（第57・64条）</translation>
    </message>
    <message>
        <source>A team with no vales must play (Art. 42)</source>
        <translation>vale のないチームはプレイしなければならない（第42条）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fianza (Art. 25)</source>
        <translation>fianza（フィアンサ：供託、第25条）</translation>
    </message>
    <message>
        <source>Solo (Art. 55)</source>
        <translation>solo（ソロ：単独、第55条）</translation>
    </message>
    <message>
        <source>Cinco (Art. 48)</source>
        <translation>cinco（シンコ：5 トリック宣言、第48条）</translation>
    </message>
    <message>
        <source>Todas (Art. 49)</source>
        <translation>todas（トダス：全取り、第49条）</translation>
    </message>
    <message>
        <source>Estuche (Art. 51)</source>
        <translation>estuche（エストゥーチェ：三大切り札、第51条）</translation>
    </message>
    <message>
        <source>Solo with the estuche (Simplificada)</source>
        <translation>estuche 付きの solo（Simplificada）</translation>
    </message>
    <message>
        <source>plays simply and slips now and then: a gentle start</source>
        <translation>素直に打ち、時々ミスをする：気楽な入門向け</translation>
    </message>
    <message>
        <source>a sound club player: thinks about the cards still out</source>
        <translation>堅実なクラブの打ち手：まだ出ていないカードを考える</translation>
    </message>
    <message>
        <source>plans whole hands and bids boldly: a hard table</source>
        <translation>手全体を読み、大胆に宣言する：手ごわい相手</translation>
    </message>
    <message>
        <source>the strongest: thinks longest about every card</source>
        <translation>最強：1枚ごとに最も長く考える</translation>
    </message>
    <message>
        <source>plays by fixed rules of thumb, never surprises (for testing)</source>
        <translation>決まった手筋で打ち、意外性はない（テスト用）</translation>
    </message>
    <message>
        <source>a program of your own that speaks zanga-bot/1 (docs/bot-protocol.md)</source>
        <translation>zanga-bot/1 で通信する自作プログラム（docs/bot-protocol.md）</translation>
    </message>
    <message>
        <source>as a {0}</source>
        <translation>{0}として</translation>
    </message>
    <message>
        <source>Your cards total {0}.</source>
        <translation>あなたのカードの合計は{0}。</translation>
    </message>
    <message>
        <source>Your cards total {0}, the free comodín counted as {1} until you fix it (section 9).</source>
        <translation>あなたのカードの合計は{0}（自由なコモディンは固定するまで{1}と数える、第9節）。</translation>
    </message>
    <message>
        <source>¡Me salgo!</source>
        <translation>¡Me salgo!</translation>
    </message>
    <message>
        <source>Salirse: your side has enough to win (section 12)</source>
        <translation>サリルセ：あなたの陣営は勝つのに十分な点がある（第12節）</translation>
    </message>
    <message>
        <source>Talk {0}: your word (the talk is cut)</source>
        <translation>トーク{0}：あなたの番（トークは切られた）</translation>
    </message>
    <message>
        <source>{0} said {1}: a paso now lays nothing down; you may still sing (section 5).</source>
        <translation>{0}が{1}と言いました。今のパソは何も出しません。宣言はまだできます（第5節）。</translation>
    </message>
    <message>
        <source>Talk {0}: your word</source>
        <translation>トーク{0}：あなたの番</translation>
    </message>
    <message>
        <source>To lay down: {0}.</source>
        <translation>出すカード：{0}。</translation>
    </message>
    <message>
        <source>To pass, click the cards to lay down ({0} to 3), then Paso.</source>
        <translation>パスするには、出すカード（{0}〜3枚）をクリックしてから Paso を押します。</translation>
    </message>
    <message>
        <source>Cartas may be said from the second talk on (section 5).</source>
        <translation>カルタスは2回目のトークから言えます（第5節）。</translation>
    </message>
    <message>
        <source>Your draw: {0}</source>
        <translation>あなたの引き：{0}</translation>
    </message>
    <message>
        <source>The free comodín counts {0} until you stand (section 9).</source>
        <translation>自由なコモディンは止めるまで{0}と数えます（第9節）。</translation>
    </message>
    <message>
        <source>You may keep one of your cards face down, your tapada: click it (section 9).</source>
        <translation>1枚を伏せておけます（タパダ）：そのカードをクリック（第9節）。</translation>
    </message>
    <message>
        <source>Your tapada: the {0}, face down for the others.</source>
        <translation>あなたのタパダ：{0}（他の人には伏せたまま）。</translation>
    </message>
    <message numerus="yes">
        <source>Standing now scores %n point(s) of pairs (section 10).</source>
        <translation>
            <numerusform>今止めるとペアで%n点（第10節）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Otra: one more card, face up</source>
        <translation>Otra：もう1枚、表向き</translation>
    </message>
    <message>
        <source>Tapada: one more card, face down; a tapada you keep is turned up</source>
        <translation>Tapada：もう1枚、伏せて。持っていたタパダは表になる</translation>
    </message>
    <message>
        <source>Me planto: stand on {0}</source>
        <translation>Me planto：{0}で止める</translation>
    </message>
    <message>
        <source>{0} annulled</source>
        <translation>{0} 無効</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>止め</translation>
    </message>
    <message>
        <source>Me planto: fix the {0} (comodín)</source>
        <translation>Me planto：{0}（コモディン）を固定</translation>
    </message>
    <message>
        <source>{0}: fix the {1} (comodín) for the whole deal</source>
        <translation>{0}：{1}（コモディン）をこの回の間固定</translation>
    </message>
    <message>
        <source>Not {0}: they would take you over 31 (section 9).</source>
        <translation>{0}は不可：31を超えるため（第9節）。</translation>
    </message>
    <message>
        <source>Not {0}: your three cards would pass 9 (section 8).</source>
        <translation>{0}は不可：3枚が9を超えるため（第8節）。</translation>
    </message>
    <message>
        <source>Only {0}: a bacigote is three equal cards (section 7).</source>
        <translation>{0}のみ：バシゴテは同じカード3枚（第7節）。</translation>
    </message>
    <message>
        <source>You have {0}: −1 (section 10).</source>
        <translation>あなたは{0}：−1（第10節）。</translation>
    </message>
    <message>
        <source>{0} is over 31: −1 (section 10).</source>
        <translation>{0}は31超え：−1（第10節）。</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Cut: the cards laid down by {0} are lost (section 6).</source>
        <translation>切られました：{0}が出したカードは失われます（第6節）。</translation>
    </message>
    <message>
        <source>Four equal cards: you win the game (section 9).</source>
        <translation>同じカード4枚：あなたの勝ち（第9節）。</translation>
    </message>
    <message>
        <source>Four equal cards: {0} wins the game (section 9).</source>
        <translation>同じカード4枚：{0}の勝ち（第9節）。</translation>
    </message>
    <message>
        <source>Las 31: you reach 31 exactly (section 10).</source>
        <translation>ラス・31：あなたがちょうど31（第10節）。</translation>
    </message>
    <message>
        <source>Las 31: {0} reaches 31 exactly (section 10).</source>
        <translation>ラス・31：{0}がちょうど31（第10節）。</translation>
    </message>
    <message>
        <source>El punto: you have the best total (section 10).</source>
        <translation>エル・プント：あなたの合計が最高（第10節）。</translation>
    </message>
    <message>
        <source>El punto: {0} has the best total (section 10).</source>
        <translation>エル・プント：{0}の合計が最高（第10節）。</translation>
    </message>
    <message>
        <source>Everyone went pasado: no las 31, no punto (section 10).</source>
        <translation>全員パサド：ラス・31もエル・プントもなし（第10節）。</translation>
    </message>
    <message>
        <source>A bacigote ends the deal at once (section 7).</source>
        <translation>バシゴテでその回はすぐ終わり（第7節）。</translation>
    </message>
    <message>
        <source>Las cosas: four equal cards win the game (section 9).</source>
        <translation>ラス・コサス：同じ4枚でゲームの勝ち（第9節）。</translation>
    </message>
    <message>
        <source>A side goes out: its points and a hand&apos;s pairs reach the target (section 12).</source>
        <translation>ある陣営が上がり：点と手札のペアが目標に達した（第12節）。</translation>
    </message>
    <message numerus="yes">
        <source>A side reaches %n point(s) (section 11).</source>
        <translation>
            <numerusform>ある陣営が%n点に達した（第11節）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1} — {2} {3} (to {4})</source>
        <translation>{0} {1} — {2} {3}（{4}点先取）</translation>
    </message>
    <message>
        <source>{0}: {1}{2} this deal</source>
        <translation>{0}：この回 {1}{2}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>この回は終わりです</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>あなたのペアの勝ちです！</translation>
    </message>
    <message>
        <source>{0} wins the game</source>
        <translation>{0}の勝ち</translation>
    </message>
    <message>
        <source>{0} win the game</source>
        <translation>{0}の勝ち</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>Players on other computers of this network join your table from their start screen; the computer plays the seats you give it.</source>
        <translation>このネットワークの別のコンピューターのプレイヤーは、スタート画面からあなたのテーブルに参加します。あなたが任せた席はコンピューターが打ちます。</translation>
    </message>
    <message>
        <source>Write your name: the other players at the table see you by it.</source>
        <translation>名前を入力してください。テーブルのほかのプレイヤーにはこの名前で表示されます。</translation>
    </message>
    <message>
        <source>The name the other players will see</source>
        <translation>ほかのプレイヤーに表示される名前</translation>
    </message>
    <message>
        <source>{0} (not playable over the network yet)</source>
        <translation>{0}（ネットワーク対戦はまだできません）</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>席 {0}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <comment>the game a table is for</comment>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>ヒントを許可する(&amp;H)</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>人が座る席</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>コンピューター：{0}</translation>
    </message>
    <message>
        <source>The table you were hosting was left open. Reopen it? Its players take their seats back when they join again.</source>
        <translation>開いていたテーブルが閉じられずに残っています。もう一度開きますか？プレイヤーは再び参加すると自分の席に戻れます。</translation>
    </message>
    <message>
        <source>Bot program…</source>
        <translation>ボットプログラム…</translation>
    </message>
    <message>
        <source>command line of a zanga-bot/1 program</source>
        <translation>zanga-bot/1 プログラムのコマンドライン</translation>
    </message>
    <message>
        <source>A program speaking zanga-bot/1 on its standard input and output (docs/bot-protocol.md), e.g. python3 my_bot.py</source>
        <translation>標準入出力で zanga-bot/1 を話すプログラム（docs/bot-protocol.md）。例：python3 my_bot.py</translation>
    </message>
    <message>
        <source>&amp;Practice game (undo allowed; off for rated play)</source>
        <translation>練習ゲーム（取り消し可。記録対象外）(&amp;P)</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Chiquita: you pass the word to {0}.</source>
        <translation>チキータ：発言を{0}に回します。</translation>
    </message>
    <message>
        <source>Envío: if they say quiero, {0} scores {1} once every one is shown; if they say no quiero, your side scores {2} now.</source>
        <translation>エンビオ：相手がキエロ（受ける）なら、全部が見えたときに{0}が{1}点。ノ・キエロ（断る）なら、あなたの側がすぐ{2}点。</translation>
    </message>
    <message>
        <source>A la mayor: no bet; {0} scores only its own points ({1} if it is yours, {2} if theirs) once shown.</source>
        <translation>ア・ラ・マヨール：賭けなし。見えたとき、{0}が自分の点だけを得ます（あなたのなら{1}点、相手のなら{2}点）。</translation>
    </message>
    <message>
        <source>Quiero: {0} scores {1} for its side once every one is shown.</source>
        <translation>キエロ：全部が見えたとき、{0}の側が{1}点を得ます。</translation>
    </message>
    <message>
        <source>No quiero: +{1} for {0} now, and yours does not count.</source>
        <translation>ノ・キエロ：{0}にすぐ+{1}、あなたのは数えません。</translation>
    </message>
    <message>
        <source>Cantar ronda (+{0})</source>
        <translation>ロンダを宣言（+{0}）</translation>
    </message>
    <message>
        <source>Cantar rondín (+{0})</source>
        <translation>ロンディンを宣言（+{0}）</translation>
    </message>
    <message>
        <source>La Báciga rules, section {0}.</source>
        <translation>ラ・バシガのルール 第{0}節。</translation>
    </message>
    <message>
        <source>It is not your turn: {0} is drawing; players draw one after the other from el mano.</source>
        <translation>あなたの番ではありません。{0}が引いています。マノから順に1人ずつ引きます。</translation>
    </message>
    <message>
        <source>It is not your turn: {0} speaks now; players speak one after the other from el mano.</source>
        <translation>あなたの番ではありません。今は{0}が話します。マノから順に1人ずつ話します。</translation>
    </message>
    <message>
        <source>A card is asked for face up (Otra) or face down (Tapada).</source>
        <translation>カードは表向き（Otra）か伏せて（Tapada）求めます。</translation>
    </message>
    <message>
        <source>The words of a talk are Paso, Báciga, Bacigote and Cartas.</source>
        <translation>トークの言葉は Paso、Báciga、Bacigote、Cartas です。</translation>
    </message>
    <message>
        <source>Choose one of your own cards.</source>
        <translation>自分のカードを選んでください。</translation>
    </message>
    <message>
        <source>Cartas may be said only from the second talk on: in the first talk, with no báciga or bacigote, everyone passes.</source>
        <translation>カルタスは2回目のトークからしか言えません。最初のトークでは、バシガもバシゴテもなければ全員パスします。</translation>
    </message>
    <message>
        <source>The talk is already cut: cartas would change nothing; say paso, or sing báciga or bacigote.</source>
        <translation>トークはもう切られています。カルタスは何も変えません。パソと言うか、バシガかバシゴテを宣言してください。</translation>
    </message>
    <message>
        <source>This is the last talk the table allows and everyone before you passed: say cartas, or sing.</source>
        <translation>この場で許される最後のトークで、前の全員がパスしました。カルタスと言うか、宣言してください。</translation>
    </message>
    <message numerus="yes">
        <source>A bacigote is three equal cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>バシゴテは同じカード3枚ですが、あなたの手札は%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards ({0}) are not three of one rank: a bacigote is three equal cards.</source>
        <translation>あなたのカード（{0}）は同じ数3枚ではありません。バシゴテは同じカード3枚です。</translation>
    </message>
    <message>
        <source>You sang báciga: its three cards lie face up. Ask for a card face down instead (Tapada).</source>
        <translation>バシガを宣言したので3枚は表向きです。代わりに伏せたカードを求めてください（Tapada）。</translation>
    </message>
    <message>
        <source>Your draw has begun: the tapada is chosen as you show your cards. Ask for a card face down instead (Tapada): it turns your old tapada up.</source>
        <translation>もう引き始めています。タパダはカードを見せるときに選びます。代わりに伏せたカードを求めてください（Tapada）：前のタパダは表になります。</translation>
    </message>
    <message>
        <source>The stock is empty: you stand on your cards.</source>
        <translation>山札が尽きました。手持ちで止めます。</translation>
    </message>
    <message>
        <source>The table goes out for every player by itself, at once.</source>
        <translation>場が各プレイヤーの上がりを自動ですぐに宣言します。</translation>
    </message>
    <message>
        <source>Your side&apos;s points and the pairs in your hand do not reach {0} yet.</source>
        <translation>あなたの陣営の点と手札のペアはまだ{0}に届きません。</translation>
    </message>
    <message>
        <source>The players are still talking: cards are asked for once someone cuts the talk.</source>
        <translation>まだトーク中です。カードは誰かがトークを切ってから求めます。</translation>
    </message>
    <message>
        <source>The talk is over: the players are drawing now.</source>
        <translation>トークは終わりました。今はカードを引いています。</translation>
    </message>
    <message>
        <source>That player does not deal this deal: el mano of the last one deals.</source>
        <translation>そのプレイヤーはこの回の配り手ではありません。前の回のマノが配ります。</translation>
    </message>
    <message>
        <source>The game is over: a side has won it.</source>
        <translation>ゲームは終わりました。ある陣営が勝ちました。</translation>
    </message>
    <message>
        <source>The talk is cut: a paso now lays nothing down, and you keep your cards.</source>
        <translation>トークは切られています。今のパソは何も出さず、カードは手元に残ります。</translation>
    </message>
    <message>
        <source>Each card is laid down once.</source>
        <translation>各カードは1回だけ出します。</translation>
    </message>
    <message>
        <source>To pass, lay down {0} to 3 of your cards: click them, then Paso.</source>
        <translation>パスするには{0}〜3枚を出します。カードをクリックしてから Paso を押してください。</translation>
    </message>
    <message>
        <source>A paso lays down {0} to 3 cards.</source>
        <translation>パソで出すのは{0}〜3枚です。</translation>
    </message>
    <message numerus="yes">
        <source>A báciga is three cards, and you hold %n card(s).</source>
        <translation>
            <numerusform>バシガは3枚ですが、あなたの手札は%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards total {0} even with the comodín at its lowest: a báciga is three cards totalling 9 or less.</source>
        <translation>コモディンを最小にしても合計{0}です。バシガは合計9以下の3枚です。</translation>
    </message>
    <message>
        <source>Your cards total {0}: a báciga is three cards totalling 9 or less.</source>
        <translation>あなたのカードの合計は{0}です。バシガは合計9以下の3枚です。</translation>
    </message>
    <message>
        <source>A báciga is three cards totalling 9 or less.</source>
        <translation>バシガは合計9以下の3枚です。</translation>
    </message>
    <message>
        <source>Fixed so, the comodín takes you to {0}: a comodín fixed as you stand may not take you over 31.</source>
        <translation>そう固定すると合計{0}になります。止めるときの固定で31を超えてはいけません。</translation>
    </message>
    <message>
        <source>The {0} is already fixed: a fixed comodín keeps its rank for the whole deal.</source>
        <translation>{0}はもう固定されています。固定したコモディンはこの回の間その数のままです。</translation>
    </message>
    <message>
        <source>Every free comodín you hold is fixed then: fix the {0} too.</source>
        <translation>そのときは自由なコモディンをすべて固定します。{0}も固定してください。</translation>
    </message>
    <message>
        <source>A comodín is fixed to a rank: as, 2 to 7, sota, caballo or rey.</source>
        <translation>コモディンは数に固定します：アス、2〜7、ソタ、カバーリョ、レイ。</translation>
    </message>
    <message>
        <source>Only a báciga, a bacigote or a stand fixes a comodín.</source>
        <translation>コモディンを固定するのはバシガ、バシゴテ、止めるときだけです。</translation>
    </message>
    <message>
        <source>The {0} is not a free comodín of yours: only the 7 de oros and the 7 de copas are comodines.</source>
        <translation>{0}はあなたの自由なコモディンではありません。コモディンはオロスの7とコパスの7だけです。</translation>
    </message>
    <message>
        <source>Only a free comodín you hold is fixed.</source>
        <translation>固定できるのは手持ちの自由なコモディンだけです。</translation>
    </message>
    <message>
        <source>You say paso: the talk is cut, you lay nothing down (section 5).</source>
        <translation>あなたはパソ：トークは切られているので何も出しません（第5節）。</translation>
    </message>
    <message>
        <source>{0} says paso: the talk is cut, nothing is laid down (section 5).</source>
        <translation>{0}はパソ：トークは切られているので何も出しません（第5節）。</translation>
    </message>
    <message>
        <source>You pass, laying down the {0} face down (section 5).</source>
        <translation>あなたはパス：{0}を伏せて出しました（第5節）。</translation>
    </message>
    <message numerus="yes">
        <source>You pass, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>あなたはパス：%n枚を伏せて出しました（第5節）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} passes, laying down %n card(s) face down (section 5).</source>
        <translation>
            <numerusform>{0}はパス：%n枚を伏せて出しました（第5節）。</numerusform>
        </translation>
    </message>
    <message>
        <source>You sing báciga: your three cards total 9 or less; they are shown when the draw begins (section 8).</source>
        <translation>あなたはバシガを宣言：3枚の合計が9以下。カードは引き始めるときに見せます（第8節）。</translation>
    </message>
    <message>
        <source>{0} sings báciga: three cards of 9 or less, shown when the draw begins (section 8).</source>
        <translation>{0}がバシガを宣言：合計9以下の3枚。引き始めるときに見せます（第8節）。</translation>
    </message>
    <message>
        <source>You sing bacigote: three equal cards; the deal ends with this talk (section 7).</source>
        <translation>あなたはバシゴテを宣言：同じカード3枚。この回はこのトークで終わります（第7節）。</translation>
    </message>
    <message>
        <source>{0} sings bacigote: three equal cards; the deal ends with this talk (section 7).</source>
        <translation>{0}がバシゴテを宣言：同じカード3枚。この回はこのトークで終わります（第7節）。</translation>
    </message>
    <message>
        <source>You say cartas: the talk is cut and the draw will begin (section 5).</source>
        <translation>あなたはカルタス：トークは切られ、カードを引く段階が始まります（第5節）。</translation>
    </message>
    <message>
        <source>{0} says cartas: the talk is cut and the draw will begin (section 5).</source>
        <translation>{0}がカルタス：トークは切られ、カードを引く段階が始まります（第5節）。</translation>
    </message>
    <message>
        <source>{0} (comodín, {1})</source>
        <translation>{0}（コモディン、{1}）</translation>
    </message>
    <message>
        <source>Everyone passed: the cards laid down go under the stock and each passer is dealt as many; talk {0} begins (section 6).</source>
        <translation>全員パス：出したカードは山札の下へ行き、各自に出した枚数が配られます。トーク{0}が始まります（第6節）。</translation>
    </message>
    <message>
        <source>The talk is cut ({0}): nobody had laid cards down (section 6).</source>
        <translation>トークが切られました（{0}）：誰もカードを出していませんでした（第6節）。</translation>
    </message>
    <message>
        <source>The talk is cut ({0}): the cards laid down by {1} go under the stock, lost to them (section 6).</source>
        <translation>トークが切られました（{0}）：{1}が出したカードは山札の下へ行き、戻りません（第6節）。</translation>
    </message>
    <message>
        <source>, ligada</source>
        <translation>、リガダ</translation>
    </message>
    <message>
        <source>You show your báciga: {0}, total {1}{2} (section 8).</source>
        <translation>あなたのバシガ：{0}、合計{1}{2}（第8節）。</translation>
    </message>
    <message>
        <source>{0} shows the báciga: {1}, total {2}{3} (section 8).</source>
        <translation>{0}のバシガ：{1}、合計{2}{3}（第8節）。</translation>
    </message>
    <message>
        <source>Your {0} wins the contest: the lowest total wins, the nearer el mano on equal totals; the other side&apos;s count as if unsung (section 8).</source>
        <translation>あなたの{0}の勝ち：合計の低い方、同じならマノに近い方が勝ち、相手側のものは宣言しなかった扱いです（第8節）。</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} wins the contest: the lowest total wins, the nearer el mano on equal totals; the other side&apos;s count as if unsung (section 8).</source>
        <translation>{0}の{1}の勝ち：合計の低い方、同じならマノに近い方が勝ち、相手側のものは宣言しなかった扱いです（第8節）。</translation>
    </message>
    <message>
        <source>Your bacigote: {0} (section 7).</source>
        <translation>あなたのバシゴテ：{0}（第7節）。</translation>
    </message>
    <message>
        <source>{0}&apos;s bacigote: {1} (section 7).</source>
        <translation>{0}のバシゴテ：{1}（第7節）。</translation>
    </message>
    <message>
        <source>Beside your partner&apos;s bacigote, you show {0}: {1} (section 7).</source>
        <translation>味方のバシゴテに加え、あなたは{0}を見せます：{1}（第7節）。</translation>
    </message>
    <message>
        <source>You ask for a card face down: a tapada (section 9).</source>
        <translation>あなたは伏せたカードを求めます：タパダ（第9節）。</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the player, named on his own as a subject</comment>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{0}: {1} — {2} ({3})</source>
        <comment>who drew which card, and the total</comment>
        <translation>{0}：{1} — {2}（{3}）</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <comment>who stood, and on what total</comment>
        <translation>{0}：{1}（{2}）</translation>
    </message>
    <message>
        <source>New deal. Dealer: {0}; el mano: {1}</source>
        <translation>新しい回。配り手：{0}、マノ：{1}</translation>
    </message>
    <message>
        <source>Keep {0} face down: the others will not know your total (section 9).</source>
        <translation>{0}を伏せておきましょう：他の人はあなたの合計が分かりません（第9節）。</translation>
    </message>
    <message>
        <source>Beside the bacigote, the partner {0} shows {1}: {2} (section 7).</source>
        <translation>バシゴテに加え、味方の{0}が{1}を見せます：{2}（第7節）。</translation>
    </message>
    <message>
        <source>You do not hold {0}: choose one of your own cards.</source>
        <translation>{0}は持っていません。自分のカードを選んでください。</translation>
    </message>
    <message>
        <source>You show {0} and keep your tapada face down (section 9).</source>
        <translation>あなたは{0}を見せ、タパダを伏せたままにします（第9節）。</translation>
    </message>
    <message>
        <source>You show {0} (section 9).</source>
        <translation>あなたは{0}を見せます（第9節）。</translation>
    </message>
    <message>
        <source>{0} shows {1} and keeps one card face down (section 9).</source>
        <translation>{0}は{1}を見せ、1枚を伏せたままにします（第9節）。</translation>
    </message>
    <message>
        <source>{0} has no cards to show: the cards laid down before the cut are lost (section 6).</source>
        <translation>{0}は見せるカードがありません。切られる前に出したカードは失われました（第6節）。</translation>
    </message>
    <message>
        <source>{0} shows {1} (section 9).</source>
        <translation>{0}は{1}を見せます（第9節）。</translation>
    </message>
    <message>
        <source>You ask for a card: the {0} ({1}).</source>
        <translation>あなたはカードを求めます：{0}（{1}）。</translation>
    </message>
    <message>
        <source>{0} asks for a card: the {1} ({2}).</source>
        <translation>{0}はカードを求めます：{1}（{2}）。</translation>
    </message>
    <message>
        <source>You ask for a card face down: the {0}, your tapada ({1}).</source>
        <translation>あなたは伏せたカードを求めます：{0}、あなたのタパダ（{1}）。</translation>
    </message>
    <message>
        <source>{0} asks for a card face down: a tapada (section 9).</source>
        <translation>{0}は伏せたカードを求めます：タパダ（第9節）。</translation>
    </message>
    <message>
        <source>Your old tapada is turned up: the {0}.</source>
        <translation>前のタパダが表になります：{0}。</translation>
    </message>
    <message>
        <source>{0} turns the old tapada up: the {1}.</source>
        <translation>{0}は前のタパダを表にします：{1}。</translation>
    </message>
    <message>
        <source>You stand (me planto) on {0}.</source>
        <translation>あなたは{0}で止めます（me planto）。</translation>
    </message>
    <message>
        <source>{0} stands (me planto) on {1}.</source>
        <translation>{0}は{1}で止めます（me planto）。</translation>
    </message>
    <message>
        <source>¡Pasado! You go over 31 and stop (section 9).</source>
        <translation>¡Pasado!（パサド）31を超えたので、あなたは引くのをやめます（第9節）。</translation>
    </message>
    <message>
        <source>¡Pasado! {0} goes over 31 and stops (section 9).</source>
        <translation>¡Pasado!（パサド）{0}は31を超え、引くのをやめます（第9節）。</translation>
    </message>
    <message>
        <source>¡Las cosas! You have four equal cards: {0}. The game is won (section 9).</source>
        <translation>¡Las cosas!（ラス・コサス）あなたは同じカード4枚：{0}。ゲームの勝ちです（第9節）。</translation>
    </message>
    <message>
        <source>¡Las cosas! {0} has four equal cards: {1}. The game is won (section 9).</source>
        <translation>¡Las cosas!（ラス・コサス）{0}は同じカード4枚：{1}。ゲームの勝ちです（第9節）。</translation>
    </message>
    <message>
        <source>The count: {0}, {1}: {2} (section 9).</source>
        <translation>集計：{0}、{1}：{2}（第9節）。</translation>
    </message>
    <message>
        <source>You go out: your side&apos;s points and the pairs in your hand reach {0} (section 12).</source>
        <translation>あなたは上がり：陣営の点と手札のペアが{0}に達しました（第12節）。</translation>
    </message>
    <message>
        <source>{0} goes out: the side&apos;s points and the pairs in the hand reach {1} (section 12).</source>
        <translation>{0}は上がり：陣営の点と手札のペアが{1}に達しました（第12節）。</translation>
    </message>
    <message>
        <source>{0} and a tapada</source>
        <translation>{0}とタパダ</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0}: {1}; {2} in all (section {3}).</source>
        <translation>{0}：{1}、合計{2}（第{3}節）。</translation>
    </message>
    <message>
        <source>New deal: you deal; {0} is el mano, first to speak and to draw (section 4).</source>
        <translation>新しい回：あなたが配ります。{0}がマノで、最初に話し、最初に引きます（第4節）。</translation>
    </message>
    <message>
        <source>New deal: {0} deals; you are el mano, first to speak and to draw (section 4).</source>
        <translation>新しい回：{0}が配ります。あなたがマノで、最初に話し、最初に引きます（第4節）。</translation>
    </message>
    <message>
        <source>New deal: {0} deals; {1} is el mano, first to speak and to draw (section 4).</source>
        <translation>新しい回：{0}が配ります。{1}がマノで、最初に話し、最初に引きます（第4節）。</translation>
    </message>
    <message numerus="yes">
        <source>one more card goes pasado %n time(s) in 20</source>
        <translation>
            <numerusform>もう1枚引くと20回に%n回パサド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> with %n point(s) of pairs</source>
        <translation>
            <numerusform>（ペアで%n点）</numerusform>
        </translation>
    </message>
    <message>
        <source>fix the {0} {1}</source>
        <translation>{0}を{1}固定</translation>
    </message>
    <message>
        <source>Me planto: {0}{1}; {2}.</source>
        <translation>Me planto：{0}{1}。{2}。</translation>
    </message>
    <message>
        <source>Otra: {0}; {1}.</source>
        <translation>Otra：{0}。{1}。</translation>
    </message>
    <message>
        <source>Tapada: {0}, and the others will not know your total; {1}.</source>
        <translation>Tapada：{0}。他の人はあなたの合計が分かりません。{1}。</translation>
    </message>
    <message>
        <source>Bacigote: three equal cards, 7 points, and the deal ends (section 7).</source>
        <translation>Bacigote：同じカード3枚で7点、その回は終わり（第7節）。</translation>
    </message>
    <message>
        <source>Báciga: your cards total {0}, 2 points before anyone draws; the lowest wins a contest (section 8).</source>
        <translation>Báciga：合計{0}で、誰かが引く前に2点。争いでは低い方が勝ち（第8節）。</translation>
    </message>
    <message>
        <source>Báciga ligada: {0} with a pair, 2 points now and 1 more when you stand (section 8).</source>
        <translation>Báciga ligada：ペア付きで{0}。今2点、止めるときにもう1点（第8節）。</translation>
    </message>
    <message>
        <source>Cartas: cut now and play the draw with your pair or comodín; another pase gives the rivals cards too (section 5).</source>
        <translation>Cartas：今切って、ペアかコモディンで勝負しましょう。もう一度パセをすると相手にもカードが行きます（第5節）。</translation>
    </message>
    <message>
        <source>Cartas: stop the pases before the rivals find a báciga (section 5).</source>
        <translation>Cartas：相手がバシガを見つける前にパセを止めましょう（第5節）。</translation>
    </message>
    <message>
        <source>Paso: the talk is cut, you keep your cards.</source>
        <translation>Paso：トークは切られています。カードはそのまま。</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: keep the {1}, hunting a bacigote.</source>
        <translation>Paso、{0}を出す：{1}を残してバシゴテを狙う。</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: keep the {1}, hunting a báciga.</source>
        <translation>Paso、{0}を出す：{1}を残してバシガを狙う。</translation>
    </message>
    <message>
        <source>Paso, laying down the {0}: they help neither a báciga nor a pair.</source>
        <translation>Paso、{0}を出す：バシガにもペアにも役立たないため。</translation>
    </message>
    <message>
        <source>¡Me salgo!: your side has enough to win (section 12).</source>
        <translation>¡Me salgo!：あなたの陣営は勝つのに十分な点があります（第12節）。</translation>
    </message>
    <message numerus="yes">
        <source>Sung: {0}</source>
        <translation>
            <numerusform>宣言：{0}</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold {0}</source>
        <translation>あなたは{0}を持っています</translation>
    </message>
    <message>
        <source>Your last call: sing {0} now, or it does not count this round.</source>
        <translation>最後の呼びかけです。今{0}を宣言しないと、この回は数えません。</translation>
    </message>
    <message>
        <source>You hold {0}: sing it now, or wait for your last call.</source>
        <translation>{0}を持っています。今宣言するか、最後の呼びかけまで待てます。</translation>
    </message>
    <message>
        <source>Sung, it scores {0} at once unless a rival sings too; then the envío decides. You may also wait and sing at your turn.</source>
        <translation>宣言すれば、相手も宣言しない限りすぐ{0}点。相手も宣言したらエンビオで決めます。待って自分の番に宣言することもできます。</translation>
    </message>
    <message>
        <source>No cantar</source>
        <translation>宣言しない</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待つ</translation>
    </message>
    <message>
        <source>You hold {0}: sing it before your card?</source>
        <translation>{0}を持っています。カードを出す前に宣言しますか？</translation>
    </message>
    <message>
        <source>Rondas in play: {0}</source>
        <translation>勝負するロンダ：{0}</translation>
    </message>
    <message>
        <source>Rondines in play: {0}</source>
        <translation>勝負するロンディン：{0}</translation>
    </message>
    <message>
        <source>{0} says ¡Envío!: your answer.</source>
        <translation>{0}が「エンビオ！」。あなたが答えます。</translation>
    </message>
    <message>
        <source>Yours: {0}.</source>
        <translation>あなたの役：{0}。</translation>
    </message>
    <message>
        <source>Bot program for {0}</source>
        <translation>{0} のボット・プログラム</translation>
    </message>
    <message>
        <source>Manual (Canarias)</source>
        <translation>Manual（カナリア諸島の公式ルール）</translation>
    </message>
    <message>
        <source>someone else at this screen; the table turns to each player in turn</source>
        <translation>この画面で遊ぶ別の人。手番ごとに、その人の側へテーブルが回ります</translation>
    </message>
    <message>
        <source>Simplificada</source>
        <translation>Simplificada（簡易ルール）</translation>
    </message>
    <message>
        <source>Manual: the official reglamento of the Canary Islands. Simplificada: fewer bonuses, the zanga taken blind.</source>
        <translation>Manual：カナリア諸島の公式ルール。Simplificada：ボーナスが少なく、サンガは見ずに取る。</translation>
    </message>
    <message>
        <source>Rule options (set by the preset; change any)</source>
        <translation>ルールのオプション（プリセットで設定。個別に変更可）</translation>
    </message>
    <message>
        <source>Bonuses paid (Art. 51-62)</source>
        <translation>支払われるボーナス（第51〜62条）</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>終了したゲーム</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝ったゲーム</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>遊んだ配りの数</translation>
    </message>
    <message>
        <source>Points scored by your side</source>
        <translation>あなたの陣営の得点</translation>
    </message>
    <message>
        <source>Bácigas you scored</source>
        <translation>得点したバシガ</translation>
    </message>
    <message>
        <source>Bacigotes you scored</source>
        <translation>得点したバシゴテ</translation>
    </message>
    <message>
        <source>Times you had las 31</source>
        <translation>ラス・31を取った回数</translation>
    </message>
    <message>
        <source>Times you made las cosas</source>
        <translation>ラス・コサスを作った回数</translation>
    </message>
    <message>
        <source>Your caídas, contras and San Vicentes</source>
        <translation>あなたのカイーダ、コントラ、サン・ビセンテ</translation>
    </message>
    <message>
        <source>Rondas and rondines you sang</source>
        <translation>あなたが宣言したロンダとロンディン</translation>
    </message>
    <message>
        <source>Your aseos</source>
        <translation>あなたのアセオ</translation>
    </message>
    <message>
        <source>Partidos finished</source>
        <translation>終了したパルティード</translation>
    </message>
    <message>
        <source>Partidos won</source>
        <translation>勝ったパルティード</translation>
    </message>
    <message>
        <source>Partidos drawn</source>
        <translation>引き分けたパルティード</translation>
    </message>
    <message>
        <source>Chicos won by your team</source>
        <translation>チームが獲得したチコ</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>プレイしたハンド</translation>
    </message>
    <message>
        <source>Hands won by your team</source>
        <translation>チームが勝った手</translation>
    </message>
    <message>
        <source>Bets won by your team</source>
        <translation>チームが勝った賭け</translation>
    </message>
    <message>
        <source>Hands you declared</source>
        <translation>あなたが宣言したハンド</translation>
    </message>
    <message>
        <source>Sacadas (your declarations)</source>
        <translation>sacada（サカダ：宣言側の勝ち）</translation>
    </message>
    <message>
        <source>Puestas (your declarations)</source>
        <translation>puesta（プエスタ：引き分け、場を倍に）</translation>
    </message>
    <message>
        <source>Codillos (your declarations)</source>
        <translation>codillo（コディージョ：宣言側の負け）</translation>
    </message>
    <message>
        <source>Vales won by your team</source>
        <translation>あなたのチームが得た vale</translation>
    </message>
    <message>
        <source>Vales lost by your team</source>
        <translation>あなたのチームが失った vale</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <translation>引き分けたゲーム</translation>
    </message>
    <message>
        <source>Statistics: {0}</source>
        <translation>統計：{0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <comment>share of games</comment>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Share of games won</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>リセット(&amp;R)...</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Set every figure of {0} back to 0? What was counted cannot be brought back.</source>
        <translation>{0}の統計をすべて0に戻しますか？数えた記録は元に戻せません。</translation>
    </message>
    <message>
        <source>Wait for your turn: another player is to act.</source>
        <translation>順番を待ってください：他のプレイヤーの番です。</translation>
    </message>
    <message>
        <source>Trumps ({0}), highest first:</source>
        <translation>切り札（{0}）、強い順：</translation>
    </message>
    <message>
        <source>{0} (not trumps), highest first:</source>
        <translation>{0}（切り札以外）、強い順：</translation>
    </message>
    <message>
        <source>it is higher in the order.</source>
        <translation>順位が上です。</translation>
    </message>
    <message>
        <source>{0} is a trump, and any trump beats any card that is not.</source>
        <translation>{0} は切り札で、切り札は切り札でないどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>{0} is of another suit and not a trump, so it cannot beat the card led.</source>
        <translation>{0} は別のスートで切り札でもないので、リードされたカードに勝てません。</translation>
    </message>
    <message>
        <source>{0} wins: {1}</source>
        <translation>{0} の勝ち：{1}</translation>
    </message>
    <message>
        <source>Someone has already said juego: nobody may say juego again.</source>
        <translation>すでに誰かが juego（フエゴ）と言いました：もう juego は言えません。</translation>
    </message>
    <message>
        <source>The pie after three passes must play: paso is not allowed, and only the pie may take the zanga.</source>
        <translation>3 人がパスした後の pie（ピエ：最後に話す人）はプレイしなければなりません。paso はできず、zanga を取れるのは pie だけです。</translation>
    </message>
    <message>
        <source>Mandar solo is only for an opponent of the player who said juego: it bids a solo, and he chooses who plays it.</source>
        <translation>mandar solo（マンダール・ソロ）は juego を宣言した人の相手だけが言えます。solo のビッドで、誰がプレイするかはその人が選びます。</translation>
    </message>
    <message>
        <source>Your team has no vales to pay for a pass, so it must play.</source>
        <translation>あなたのチームにはパソ（paso：パス）に払う vale がないので、プレイしなければなりません。</translation>
    </message>
    <message>
        <source>The zanga needs at least 3 vales in your team.</source>
        <translation>zanga（サンガ）には、あなたのチームに 3 vale 以上が必要です。</translation>
    </message>
    <message>
        <source>Allowed now: {0}.</source>
        <translation>今できること：{0}。</translation>
    </message>
    <message>
        <source>The {0} is of {1}.</source>
        <translation>{0} は {1} のカードです。</translation>
    </message>
    <message>
        <source>The {0} still wins the trick.</source>
        <translation>まだ {0} がトリックに勝っています。</translation>
    </message>
    <message>
        <source>A card of another suit that is not a trump never wins.</source>
        <translation>別のスートで切り札でないカードは決して勝ちません。</translation>
    </message>
    <message>
        <source>The {0} is not a trump.</source>
        <translation>{0} は切り札ではありません。</translation>
    </message>
    <message>
        <source>The {0} is higher.</source>
        <translation>{0} のほうが上です。</translation>
    </message>
    <message>
        <source>That is your matador: the rules let you keep it here, so play another card.</source>
        <translation>それはあなたの matador（マタドール）です：ここでは温存してよいので、別のカードを出してください。</translation>
    </message>
    <message>
        <source>Cinco is called only by the winner of the second trick, when his side won the first two, before he leads the third.</source>
        <translation>cinco（シンコ）を宣言できるのは、自分の側が最初の 2 トリックを取ったとき、第 2 トリックの勝者が第 3 トリックをリードする前だけです。</translation>
    </message>
    <message>
        <source>You cannot say that now: the tutor&apos;s buttons show the words allowed.</source>
        <translation>今それは言えません：ボタンに言える言葉が表示されています。</translation>
    </message>
    <message>
        <source>That is not possible at this moment of the hand.</source>
        <translation>ハンドのこの時点では、それはできません。</translation>
    </message>
    <message>
        <source>You cannot claim a renuncio now.</source>
        <translation>今は renuncio（レヌンシオ：反則）を申し立てられません。</translation>
    </message>
    <message>
        <source>The game is over: a team holds all 32 vales.</source>
        <translation>ゲームは終わりました：一方のチームが 32 vale すべてを持っています。</translation>
    </message>
    <message>
        <source>Trumps must be oros, copas, espadas or bastos.</source>
        <translation>切り札は oros、copas、espadas、bastos のいずれかです。</translation>
    </message>
    <message>
        <source>That player does not deal this hand.</source>
        <translation>そのプレイヤーはこのハンドの配り手ではありません。</translation>
    </message>
    <message>
        <source>A new hand cannot start before this one is settled.</source>
        <translation>このハンドの精算が済むまで、次のハンドは始められません。</translation>
    </message>
    <message>
        <source>You cannot say solo: a solo already stands, and there can be only one (Art. 54).</source>
        <translation>solo とは言えません：すでに solo があり、solo は一つだけです（第54条）。</translation>
    </message>
    <message>
        <source>You cannot say solo over a juego: in the Manual solo may be said only while every earlier player has passed (Art. 54). The way past an opponent&apos;s juego is mando solo: you bid the solo, and the juego player chooses who plays it.</source>
        <translation>juego の後で solo とは言えません：マニュアルでは、solo は前の人が全員パスしたときだけ言えます（第54条）。相手の juego を越える方法は mando solo（マンド・ソロ）です。あなたが solo をビッドし、誰がプレイするかは juego の人が選びます。</translation>
    </message>
    <message>
        <source>Mandar solo is not played in this game (a rule option).</source>
        <translation>このゲームでは mandar solo（マンダール・ソロ）はありません（ルールオプション）。</translation>
    </message>
    <message>
        <source>You cannot order solo now: mandar solo is said only by an opponent of the player who said juego, once a hand, while no solo stands (Art. 26).</source>
        <translation>今はソロを命じられません：mandar solo（マンダール・ソロ）は juego を宣言した人の相手だけが、1回のハンドで1度、まだ solo がないときに言えます（第26条）。</translation>
    </message>
    <message>
        <source>You cannot say juego: someone has already declared (Art. 20).</source>
        <translation>juego とは言えません：すでに誰かが宣言しています（第20条）。</translation>
    </message>
    <message>
        <source>Article {0} of the manual.</source>
        <translation>規則 第{0}条。</translation>
    </message>
    <message>
        <source>Paso: your partner plays the solo, and you sit out this hand (Art. 58).</source>
        <translation>Paso（パソ）：パートナーが solo をプレイし、あなたはこのハンドを休みます（第58条）。</translation>
    </message>
    <message>
        <source>Paso: {0} plays a solo, and once a solo stands nothing but paso may be said (Art. 54).</source>
        <translation>Paso（パソ）：{0} が solo をプレイします。solo が成立したら、パソしか言えません（第54条）。</translation>
    </message>
    <message>
        <source>Paso: the way past {2}&apos;s juego is to order solo (mandar solo), and if {2} said No you would play solo yourself: even with {0} as trumps you would win five tricks only about {1}% of the time (Art. 20, 54).</source>
        <translation>Paso（パソ）：{2} の juego を越えるにはソロを命じる（mandar solo）しかなく、{2} がノーと言えばあなたが solo をプレイします。{0} を切り札にしても、5トリック取れるのは約{1}%だけです（第20条、第54条）。</translation>
    </message>
    <message>
        <source>Take the zanga: your own hand is weak, the zanga&apos;s eight may be better.</source>
        <translation>zanga（サンガ）を取りましょう：手札が弱く、zanga の 8 枚のほうが良いかもしれません。</translation>
    </message>
    <message>
        <source>Paso: even with {0} as trumps your side would win five tricks only about {1}% of the time.</source>
        <translation>Paso（パソ：パス）：{0} を切り札にしても、あなたのチームが 5 トリック取れるのは約 {1}% しかありません。</translation>
    </message>
    <message>
        <source>Paso: your partner&apos;s bid stands, and your side plays it together.</source>
        <translation>Paso（パソ：パス）：パートナーの宣言が生きています。チームで一緒にプレイしましょう。</translation>
    </message>
    <message>
        <source>You cannot play {card}: {suit} were led, and you hold {suit}, so you must follow suit.</source>
        <translation>{card} は出せません：{suit} が出されており、あなたは {suit} を持っているので、同じスートを出す必要があります。</translation>
    </message>
    <message>
        <source>You cannot play {card}: trumps were led (an arrastre) and you hold trumps, so you must play one.</source>
        <translation>{card} は出せません：切り札が出され（arrastre アラストレ：切り札の要求）、あなたは切り札を持っているので、切り札を出す必要があります。</translation>
    </message>
    <message>
        <source>You cannot play {card}: a higher matador was led, and a matador you hold alone must then be played.</source>
        <translation>{card} は出せません：より強い matador（マタドール：最強の切り札）が出されたので、あなたが単独で持つ matador を出す必要があります。</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>{card} は持っていません。</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>あなたのパートナー</translation>
    </message>
    <message>
        <source>the opponent on your right</source>
        <translation>右の相手</translation>
    </message>
    <message>
        <source>the opponent on your left</source>
        <translation>左の相手</translation>
    </message>
    <message>
        <source>Paso: to outbid them you would play solo, and alone, even with {0} as trumps, you would win five tricks only about {1}% of the time.</source>
        <translation>Paso（パソ：パス）：上回るには solo で一人で戦うことになり、{0} を切り札にしても 5 トリック取れるのは約 {1}% しかありません。</translation>
    </message>
    <message>
        <source>Say juego: with {0} as trumps your side should win five tricks about {1}% of the time.</source>
        <translation>juego（フエゴ）と言いましょう：{0} を切り札にすれば、あなたのチームは約 {1}% の確率で 5 トリック取れます。</translation>
    </message>
    <message>
        <source>Say solo: alone, with {0} as trumps, you should win five tricks about {1}% of the time.</source>
        <translation>solo（ソロ）と言いましょう：{0} を切り札にすれば、一人で約 {1}% の確率で 5 トリック取れます。</translation>
    </message>
    <message>
        <source>Name {0}: your chances are best with it (five tricks about {1}% of the time).</source>
        <translation>{0} を指定しましょう：その切り札が最も有利です（5 トリック取れる確率は約 {1}%）。</translation>
    </message>
    <message>
        <source>Keep the zanga&apos;s cards: they are worth more than your own.</source>
        <translation>zanga のカードを取りましょう：自分の手札より強いです。</translation>
    </message>
    <message>
        <source>Keep your own cards: the zanga&apos;s are no better.</source>
        <translation>自分の手札を残しましょう：zanga のカードは良くありません。</translation>
    </message>
    <message>
        <source>Call cinco: your side wins the next three tricks in about {0}% of the deals the others may hold.</source>
        <translation>cinco（シンコ）を宣言しましょう：他の人の手札としてありうる配り方の約 {0}% で、あなたのチームが次の 3 トリックを取ります。</translation>
    </message>
    <message>
        <source>Call cinco: your side can win the next three tricks too.</source>
        <translation>cinco（シンコ）を宣言しましょう：次の 3 トリックも取れます。</translation>
    </message>
    <message>
        <source>Go on for todas: your side wins every trick left in about {0}% of the deals the others may hold.</source>
        <translation>todas（トダス）に進みましょう：他の人の手札としてありうる配り方の約 {0}% で、あなたのチームが残りのトリックを全部取ります。</translation>
    </message>
    <message>
        <source>Stop here: your side would win every trick left in only about {0}% of the deals the others may hold, and a failed todas gives back the cinco.</source>
        <translation>ここで止めましょう：残りのトリックを全部取れるのは、ありうる配り方の約 {0}% しかありません。todas に失敗すると cinco を返します。</translation>
    </message>
    <message>
        <source>Go on for todas: your side should win every trick left.</source>
        <translation>todas（トダス）に進みましょう：あなたのチームは残りのトリックを全部取れるはずです。</translation>
    </message>
    <message>
        <source>Stop here: going on for all eight risks giving back the cinco.</source>
        <translation>ここで止めましょう：8 トリック全部を狙うと cinco を返す危険があります。</translation>
    </message>
    <message>
        <source>Lead {0}: it is the highest trump left, and it draws trumps.</source>
        <translation>{0} をリードしましょう：残っている最強の切り札で、切り札を引き出します。</translation>
    </message>
    <message>
        <source>Lead {0}: draw the opponents&apos; trumps.</source>
        <translation>{0} をリードしましょう：相手の切り札を引き出します。</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left in its suit beats it, though a player with none of its suit may still trump it.</source>
        <translation>{0} をリードしましょう：同じスートで勝てるカードは残っていません。ただし、そのスートがない人は切り札で取れます。</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left beats it, and no trump is left out.</source>
        <translation>{0} をリードしましょう：勝てるカードは残っておらず、外に切り札もありません。</translation>
    </message>
    <message>
        <source>Play {0}: make sure this trick stays with your side.</source>
        <translation>{0} を出しましょう：このトリックを確実に味方のものにします。</translation>
    </message>
    <message>
        <source>The best move here.</source>
        <translation>ここでの最善手です。</translation>
    </message>
    <message>
        <source>Order solo (mandar solo): if {2} says No you play the solo alone, and with {0} as trumps you should win five tricks about {1}% of the time; if {2} accepts, {2} plays it alone against your side (Art. 20, 26).</source>
        <translation>ソロを命じましょう（mandar solo）：{2} がノーならあなたが一人で solo をプレイし、{0} を切り札にして約{1}%の確率で5トリック取れます。{2} がアセプトなら、{2} があなたのペアを相手に一人でプレイします（第20条、第26条）。</translation>
    </message>
    <message>
        <source>Acepto: you play the solo yourself, and alone, with {0} as trumps, you should win five tricks about {1}% of the time; if you said No, {2} would play it (Art. 26, 57).</source>
        <translation>アセプト：あなた自身が solo をプレイします。一人でも {0} を切り札にすれば、約{1}%の確率で5トリック取れます。ノーと言えば {2} がプレイすることになります（第26条、第57条）。</translation>
    </message>
    <message>
        <source>No: {2} then plays the solo alone against you and your partner; alone you would win five tricks only about {1}% of the time with {0} as trumps (Art. 26, 62).</source>
        <translation>ノー：{2} があなたとパートナーを相手に一人で solo をプレイします。あなたが一人なら、{0} を切り札にしても5トリック取れるのは約{1}%だけです（第26条、第62条）。</translation>
    </message>
    <message>
        <source>Your partner&apos;s {0} already wins this trick: play low ({1}).</source>
        <translation>パートナーの {0} がすでにこのトリックに勝っています：低いカード（{1}）を出しましょう。</translation>
    </message>
    <message>
        <source>You may play: {0}.</source>
        <translation>出せるカード：{0}。</translation>
    </message>
    <message>
        <source>Saved today at {0}</source>
        <translation>今日 {0} に保存</translation>
    </message>
    <message>
        <source>Saved yesterday at {0}</source>
        <translation>昨日 {0} に保存</translation>
    </message>
    <message>
        <source>Saved on {0} at {1}</source>
        <translation>{0} {1} に保存</translation>
    </message>
    <message>
        <source>a bot program</source>
        <translation>ボットプログラム</translation>
    </message>
    <message>
        <source>computer players: {0}</source>
        <translation>コンピューター：{0}</translation>
    </message>
    <message>
        <source>partner: {0}, opponents: {1} and {2}</source>
        <translation>パートナー：{0}、相手：{1}と{2}</translation>
    </message>
    <message>
        <source>rated play</source>
        <translation>記録対象</translation>
    </message>
    <message>
        <source>La Zanga</source>
        <translation>ラ・サンガ</translation>
    </message>
    <message>
        <source>The Canarian card game: four players in two teams, the Spanish deck</source>
        <translation>カナリア諸島のカードゲーム：4人が2チームに分かれ、スペインのカードで遊びます</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <source>You sit at the bottom of the table, your partner across from you, two computer players on your sides. The first team to hold all 32 vales wins the game.</source>
        <translation>あなたはテーブルの手前に座り、向かいがパートナー、左右はコンピューターの相手です。32 vale（バレ：点棒）をすべて集めたチームがゲームの勝ちです。</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>{0}を遊ぶ</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>このゲームを続ける</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>途中のゲームを続ける</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>すぐに遊ぶ</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>新しいゲーム...</translation>
    </message>
    <message>
        <source>Choose the players, the rules and the speed.</source>
        <translation>プレイヤー、ルール、速さを選びます。</translation>
    </message>
    <message>
        <source>Play now: a new game as last time.</source>
        <translation>すぐに遊ぶ：前回と同じ設定で新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Play now: a new game against the computer.</source>
        <translation>すぐに遊ぶ：コンピューターと新しいゲーム。</translation>
    </message>
    <message>
        <source>Deal {0} is over</source>
        <translation>第{0}配り終了</translation>
    </message>
    <message>
        <source>Deal {0} in play</source>
        <translation>第{0}配り進行中</translation>
    </message>
    <message>
        <source>New to La Zanga?</source>
        <translation>ラ・サンガは初めて？</translation>
    </message>
    <message>
        <source>Short lessons on the real table, step by step, with the tutor.</source>
        <translation>本物のテーブルで、ルールの先生と一歩ずつ進む短いレッスン。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>The reglamento, article by article, with its glossary.</source>
        <translation>Reglamento（公式ルール）の全条文と用語集。</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Show this screen when Zanga starts</source>
        <translation>起動時にこの画面を表示する</translation>
    </message>
    <message>
        <source>Enter: {0}</source>
        <translation>Enter：{0}</translation>
    </message>
    <message>
        <source>Esc: back to the table</source>
        <translation>Esc：テーブルに戻る</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>プレイ中のゲーム</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>場（pozo）</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>第{0}ハンド終了</translation>
    </message>
    <message>
        <source>Hand {0} in play</source>
        <translation>第{0}ハンド進行中</translation>
    </message>
    <message>
        <source>Fianza</source>
        <translation>Fianza（フィアンサ）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>M</source>
        <comment>badge of the mano</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>D</source>
        <comment>badge of the dealer</comment>
        <translation>配</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>休み</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n トリック</numerusform>
        </translation>
    </message>
    <message>
        <source>Tricks: {0} {1}, {2} {3}</source>
        <translation>トリック：{0} {1}、{2} {3}</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>切り札を決めています</translation>
    </message>
    <message>
        <source>Hand {0}  ·  you deal  ·  mano {1}</source>
        <translation>第{0}ハンド  ·  配り手 あなた  ·  mano {1}</translation>
    </message>
    <message>
        <source>Hand {0}  ·  dealer {1}  ·  you are mano</source>
        <translation>第{0}ハンド  ·  配り手 {1}  ·  mano あなた</translation>
    </message>
    <message>
        <source>Hand {0}  ·  dealer {1}  ·  mano {2}</source>
        <translation>第{0}ハンド  ·  配り手 {1}  ·  mano {2}</translation>
    </message>
    <message>
        <source>Renuncio: the pot</source>
        <translation>renuncio：場（pozo）</translation>
    </message>
    <message>
        <source>Renuncio: codillo</source>
        <translation>renuncio：codillo</translation>
    </message>
    <message>
        <source>Renuncio: matador</source>
        <translation>renuncio：matador（マタドール）</translation>
    </message>
    <message>
        <source>Renuncio: five tricks</source>
        <translation>renuncio：5トリック</translation>
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
        <translation>切り札：{0}  ·  あなたの {1}</translation>
    </message>
    <message>
        <source>Trumps: {0}  ·  {1} plays {2}</source>
        <translation>切り札：{0}  ·  {1} の {2}</translation>
    </message>
    <message>
        <source>Tricks: us {0}, them {1}</source>
        <translation>トリック：味方 {0}、相手 {1}</translation>
    </message>
    <message>
        <source>Speaking</source>
        <translation>宣言中</translation>
    </message>
    <message>
        <source>{0} &amp; {1}</source>
        <comment>a team</comment>
        <translation>{0}・{1}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <source>Hold to see the last trick (or hold L). Art. 35: only the last trick may be looked at.</source>
        <translation>押している間、直前のトリックを表示（L キーでも可）。第35条：見てよいのは直前のトリックだけです。</translation>
    </message>
    <message>
        <source>¡Renuncio!</source>
        <translation>¡Renuncio!（反則）</translation>
    </message>
    <message>
        <source>Claim that a player of the other team did not follow suit (R). A false claim costs 2 vales (Art. 29-35).</source>
        <translation>相手チームのプレイヤーが出し方の規則に反したと申し立てます（R）。誤った申し立ては 2 vale かかります（第29〜35条）。</translation>
    </message>
    <message>
        <source>Mine!</source>
        <translation>取った！</translation>
    </message>
    <message>
        <source>Baza</source>
        <translation>Baza（取り）</translation>
    </message>
    <message>
        <source>Rules tutor</source>
        <translation>ルールの先生</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>ハンドの記録</translation>
    </message>
    <message>
        <source>Last trick:</source>
        <translation>直前のトリック：</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>まだありません</translation>
    </message>
    <message numerus="yes">
        <source>%n vale(s)</source>
        <translation>
            <numerusform>%n vale</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn to speak</source>
        <translation>あなたが話す番です</translation>
    </message>
    <message>
        <source>You are mano: you put 4 vales in the pot whatever you say</source>
        <translation>あなたは mano：何と言っても場に 4 vale を出します</translation>
    </message>
    <message>
        <source>Three passes: as the pie you must play</source>
        <translation>3人がパス：pie（ピエ）のあなたは必ずプレイします</translation>
    </message>
    <message>
        <source>Name trumps</source>
        <translation>切り札を指定</translation>
    </message>
    <message>
        <source>You are the nombrado: choose the trump suit.</source>
        <translation>あなたは nombrado（ノンブラド：宣言者）です。切り札のスートを選んでください。</translation>
    </message>
    <message>
        <source>Acepto</source>
        <translation>Acepto（受ける）</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No（断る）</translation>
    </message>
    <message>
        <source>Acepto: you play solo</source>
        <translation>アセプト：あなたが solo</translation>
    </message>
    <message>
        <source>No: {0} plays solo</source>
        <translation>ノー：{0} が solo</translation>
    </message>
    <message>
        <source>Acepto: you play the solo alone and {0} sits out. No: {1} plays it alone and {2} sits out. Either way a solo stands (Art. 26).</source>
        <translation>アセプト：あなたが一人で solo をプレイし、{0} が休みます。ノー：{1} が一人でプレイし、{2} が休みます。どちらでも solo が成立します（第26条）。</translation>
    </message>
    <message>
        <source>Your team has no vales to pay for a pass: it must play (Art. 42)</source>
        <translation>パスを払う vale がチームにありません：プレイしなければなりません（第42条）</translation>
    </message>
    <message>
        <source>{0}  ({1})</source>
        <translation>{0}・{1}</translation>
    </message>
    <message>
        <source>Which eight cards do you keep?</source>
        <translation>どの 8 枚を使いますか？</translation>
    </message>
    <message>
        <source>The zanga:</source>
        <translation>zanga（サンガ：残りの 8 枚）：</translation>
    </message>
    <message>
        <source>Your own cards:</source>
        <translation>あなたの手札：</translation>
    </message>
    <message>
        <source>Keep the zanga</source>
        <translation>zanga を取る</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>自分の手札を残す</translation>
    </message>
    <message>
        <source>Five tricks made! Go on for todas?</source>
        <translation>5 トリック達成！ todas（トダス：全取り）に挑みますか？</translation>
    </message>
    <message>
        <source>Todas wins all eight tricks; losing one gives the cinco back.</source>
        <translation>todas は 8 トリック全取り。1 つでも落とすと cinco（シンコ）を返します。</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas（続ける）</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>ここで止める</translation>
    </message>
    <message>
        <source>Your side won the first two tricks</source>
        <translation>味方が最初の 2 トリックを取りました</translation>
    </message>
    <message>
        <source>Call cinco before you lead, or just lead a card.</source>
        <translation>リードの前に cinco（シンコ：5 トリック宣言）を宣言するか、そのままカードを出してください。</translation>
    </message>
    <message>
        <source>Cinco!</source>
        <translation>Cinco!（シンコ）</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>who said what</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Nobody has spoken yet.</source>
        <translation>まだ誰も話していません。</translation>
    </message>
    <message>
        <source>Dealt again</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Nobody played this hand: the same dealer deals again, and the pot stays.</source>
        <translation>誰もプレイしませんでした：同じ配り手がもう一度配り、場の vale はそのまま残ります。</translation>
    </message>
    <message>
        <source>¡Renuncio! {0} lose the hand</source>
        <translation>¡Renuncio!（反則）{0} はこのハンドの負け</translation>
    </message>
    <message>
        <source>{0} claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>{0} が renuncio（反則）を申し立て、立証されました：ハンドはただちに終わり、トリック数ではなく第29〜31条で精算されます。</translation>
    </message>
    <message>
        <source>Tricks when the claim was made: {0} {1}, {2} {3}.</source>
        <translation>申し立て時のトリック：{0} {1}、{2} {3}。</translation>
    </message>
    <message>
        <source>Sacada! {0} take the pot</source>
        <translation>sacada（サカダ：宣言側の勝ち）！ {0} が場を取ります</translation>
    </message>
    <message>
        <source>Puesta: {0} double the pot</source>
        <translation>puesta（プエスタ：4 対 4）：{0} が場を倍にします</translation>
    </message>
    <message>
        <source>Codillo! {0} lose to the defenders</source>
        <translation>codillo（コディージョ：宣言側の負け）！ {0} は守備側に負けました</translation>
    </message>
    <message>
        <source>{0} played {1} with {2} as trumps (Art. 43-47).</source>
        <translation>{0} は {2} を切り札に {1} をプレイしました（第43〜47条）。</translation>
    </message>
    <message>
        <source>Tricks: {0} {1}, {2} {3}.</source>
        <translation>トリック：{0} {1}、{2} {3}。</translation>
    </message>
    <message>
        <source>the suit led must be followed (Art. 27)</source>
        <translation>リードされたスートを出さなければならない（第27条）</translation>
    </message>
    <message>
        <source>a trump lead must be followed with a trump (Art. 28)</source>
        <translation>切り札のリードには切り札を出さなければならない（第28条）</translation>
    </message>
    <message>
        <source>a lone matador must be played when a higher matador is led (Art. 28)</source>
        <translation>より強い matador がリードされたら、単独の matador は出さなければならない（第28条）</translation>
    </message>
    <message>
        <source>You held {0}.</source>
        <translation>あなたが持っていたのは {0}。</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>場</translation>
    </message>
    <message>
        <source>{0} lose the pot: {1} to {2} (Art. {3}).</source>
        <translation>{0} は場を失います：{1} が {2} へ（第{3}条）。</translation>
    </message>
    <message>
        <source>As the nombrado&apos;s side, {0} also pay a codillo: {1} into the centre, which carries over (Art. {3}).</source>
        <translation>nombrado（宣言者）側として、{0} はさらに codillo（コディージョ）を払います：{1} を中央へ。次のハンドに持ち越されます（第{3}条）。</translation>
    </message>
    <message>
        <source>The renuncio was made with a matador: {0} pay {1} more to {2} (Art. {3}).</source>
        <translation>renuncio は matador で行われました：{0} はさらに {1} を {2} に払います（第{3}条）。</translation>
    </message>
    <message>
        <source>{2} had already won five tricks: {0} pay {1} more (Art. {3}).</source>
        <translation>{2} はすでに 5 トリックを取っていました：{0} はさらに {1} を払います（第{3}条）。</translation>
    </message>
    <message>
        <source>A false claim: {0} pay {1} to {2} (Art. {3}; a team with no vales may still claim).</source>
        <translation>誤った申し立て：{0} は {1} を {2} に払います（第{3}条。vale のないチームも申し立てできます）。</translation>
    </message>
    <message>
        <source>The fianza goes to {2}: {1} (Art. {3}).</source>
        <translation>fianza（フィアンサ：供託）は {2} へ：{1}（第{3}条）。</translation>
    </message>
    <message>
        <source>The codillo of a solo: {0} pay the solo&apos;s {1} to {2} (Art. {3}).</source>
        <translation>solo の codillo（コディージョ）：{0} は solo の {1} を {2} に払います（第{3}条）。</translation>
    </message>
    <message>
        <source>The cinco {0} called was not made: they pay {1} to {2} (Art. {3}).</source>
        <translation>{0} が宣言した cinco（シンコ）は達成されていません：{1} を {2} に払います（第{3}条）。</translation>
    </message>
    <message>
        <source>A lone matador was wrongly kept back: {0} pay {1} more to {2} (Art. {3}).</source>
        <translation>単独のマタドールが不正に残されました：{0} はさらに {1} を {2} に払います（第{3}条）。</translation>
    </message>
    <message>
        <source>¡Renuncio! You prove it</source>
        <translation>¡Renuncio!（反則）あなたが立証しました</translation>
    </message>
    <message>
        <source>¡Renuncio! claimed by you: false</source>
        <translation>¡Renuncio!：あなたの申し立ては誤り</translation>
    </message>
    <message>
        <source>¡Renuncio! {0} proves it</source>
        <translation>¡Renuncio!（反則）{0} が立証しました</translation>
    </message>
    <message>
        <source>¡Renuncio! claimed by {0}: false</source>
        <translation>¡Renuncio!：{0} の申し立ては誤り</translation>
    </message>
    <message>
        <source>A proven claim ends the hand (Art. 29); no other bonus is paid than those named here.</source>
        <translation>証明された申し立てでハンドは終わります（第29条）。ここに挙げたもの以外のボーナスは支払われません。</translation>
    </message>
    <message>
        <source>No card of {0} breaks the rules of following in this hand, so the claim of {1} is false, and play goes on.</source>
        <translation>このハンドで {0} のカードはどれも出し方の規則に反していないので、{1} の申し立ては誤りです。プレイは続きます。</translation>
    </message>
    <message>
        <source>A false claim costs {0} {1} to {2} (Art. 32, 33).</source>
        <translation>誤った申し立てにより {0} は {1} を {2} に払います（第32・33条）。</translation>
    </message>
    <message>
        <source>Trick {0}</source>
        <translation>第{0}トリック</translation>
    </message>
    <message>
        <source>to {0}</source>
        <translation>{0} の勝ち</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>場に出ている</translation>
    </message>
    <message>
        <source>{0} held {1}.</source>
        <translation>{0} が持っていたのは {1}。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>renuncio</source>
        <translation>renuncio（反則）</translation>
    </message>
    <message>
        <source>to you</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source> (Art. {0})</source>
        <translation>（第{0}条）</translation>
    </message>
    <message>
        <source>{0}: {1} from {2} to {3}{4}.</source>
        <translation>{0}：{1} が {2} から {3} へ{4}。</translation>
    </message>
    <message>
        <source>You claimed a renuncio and it was proven: the hand ends at once and is settled by Art. 29-31 instead of the tricks.</source>
        <translation>あなたが renuncio（反則）を申し立て、立証されました：ハンドはただちに終わり、トリック数ではなく第29〜31条で精算されます。</translation>
    </message>
    <message>
        <source>You played {0} with {1} as trumps (Art. 43-47).</source>
        <translation>あなたは {1} を切り札に {0} をプレイしました（第43〜47条）。</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次のハンド</translation>
    </message>
    <message>
        <source>Your team is in tumbo: you are its capitán</source>
        <translation>あなたのチームはトゥンボです。あなたがキャプテンです</translation>
    </message>
    <message>
        <source>Tumbar: win this hand and you win the chico; lose it and they score {0}. Achicarse: they score {1} and the hand is not played.</source>
        <translation>トゥンバル：この手に勝てばチコを獲得、負ければ相手に{0}。アチカルセ：相手に{1}、この手は行いません。</translation>
    </message>
    <message>
        <source>Tumbar</source>
        <translation>トゥンバル（勝負する）</translation>
    </message>
    <message>
        <source>Achicarse</source>
        <translation>アチカルセ（降りる）</translation>
    </message>
    <message>
        <source>Envío of {0}: the hand would be worth {1}</source>
        <translation>{0}のエンビオ：この手は{1}になります</translation>
    </message>
    <message>
        <source>No raise</source>
        <translation>上げない</translation>
    </message>
    <message>
        <source>Your capitán answers; you may raise first.</source>
        <translation>答えるのはキャプテンです。その前に上げることができます。</translation>
    </message>
    <message>
        <source>Señas to your team:</source>
        <translation>チームへのセーニャ：</translation>
    </message>
    <message>
        <source>{0} win the game!</source>
        <translation>{0} がゲームに勝ちました！</translation>
    </message>
    <message>
        <source>{0} have no vales left: the game ends, and {1} take what was in the centre.</source>
        <translation>{0} の vale がなくなりました：ゲームは終わり、{1} が中央にあったものを取ります。</translation>
    </message>
    <message>
        <source>Play is over: {0}</source>
        <translation>プレイ終了：{0}</translation>
    </message>
    <message>
        <source>Claims are still heard until the next hand: if you saw a renuncio, press ¡Renuncio! (R) now (Art. 29-35).</source>
        <translation>次のハンドまで申し立てを受け付けます：renuncio（反則）を見たなら、今 ¡Renuncio! (R) を押してください（第29〜35条）。</translation>
    </message>
    <message>
        <source>Vales now: {0} {1}, {2} {3}; pot {4}.</source>
        <translation>現在の vale：{0} {1}、{2} {3}、場 {4}。</translation>
    </message>
    <message>
        <source>the chico</source>
        <translation>チコ</translation>
    </message>
    <message numerus="yes">
        <source>%n piedra(s)</source>
        <translation>
            <numerusform>%n ピエドラ</numerusform>
        </translation>
    </message>
    <message>
        <source>I hold the cinco de oros</source>
        <translation>オロスの5を持っている</translation>
    </message>
    <message>
        <source>a wrinkled nose</source>
        <translation>鼻にしわを寄せる</translation>
    </message>
    <message>
        <source>I hold the as de oros</source>
        <translation>オロスのアスを持っている</translation>
    </message>
    <message>
        <source>puffed cheeks</source>
        <translation>頬をふくらませる</translation>
    </message>
    <message>
        <source>I hold the tres de bastos</source>
        <translation>バストスの3を持っている</translation>
    </message>
    <message>
        <source>I hold the caballo de bastos</source>
        <translation>バストスのカバーリョを持っている</translation>
    </message>
    <message>
        <source>a twisted mouth</source>
        <translation>口をゆがめる</translation>
    </message>
    <message>
        <source>I hold the perica</source>
        <translation>ペリカ（オロスのソタ）を持っている</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>ウインク</translation>
    </message>
    <message>
        <source>I hold the malilla</source>
        <translation>マリーリャを持っている</translation>
    </message>
    <message>
        <source>the tip of the tongue</source>
        <translation>舌先を出す</translation>
    </message>
    <message>
        <source>I hold the rey de lo virado</source>
        <translation>切り札の王を持っている</translation>
    </message>
    <message>
        <source>raised eyebrows</source>
        <translation>眉を上げる</translation>
    </message>
    <message>
        <source>I hold another triunfo</source>
        <translation>他の切り札を持っている</translation>
    </message>
    <message>
        <source>pursed lips</source>
        <translation>唇をすぼめる</translation>
    </message>
    <message>
        <source>I hold no triunfo</source>
        <translation>切り札がない</translation>
    </message>
    <message>
        <source>closed eyes</source>
        <translation>目を閉じる</translation>
    </message>
    <message>
        <source>Bet!</source>
        <translation>賭けろ！</translation>
    </message>
    <message>
        <source>a nod</source>
        <translation>うなずく</translation>
    </message>
    <message>
        <source>Don&apos;t bet</source>
        <translation>賭けるな</translation>
    </message>
    <message>
        <source>a frown</source>
        <translation>眉をひそめる</translation>
    </message>
    <message>
        <source>Contraenvío ({0})</source>
        <translation>コントラエンビオ（{0}）</translation>
    </message>
    <message>
        <source>Envío ({0})</source>
        <translation>エンビオ（{0}）</translation>
    </message>
    <message>
        <source>Envío: {0}!</source>
        <translation>エンビオ：{0}！</translation>
    </message>
    <message>
        <source>Paso</source>
        <translation>Paso（パス）</translation>
    </message>
    <message>
        <source>I won&apos;t raise</source>
        <translation>上げない</translation>
    </message>
    <message>
        <source>¡Tumbo!</source>
        <translation>トゥンボ！</translation>
    </message>
    <message>
        <source>Me achico</source>
        <translation>降ります</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Team A</source>
        <comment>a team inside a sentence</comment>
        <translation>チームA</translation>
    </message>
    <message>
        <source>Team B</source>
        <comment>a team inside a sentence</comment>
        <translation>チームB</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>あなたのチーム</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>相手チーム</translation>
    </message>
    <message>
        <source>Team A scores {0}</source>
        <translation>チームAが{0}を獲得</translation>
    </message>
    <message>
        <source>Team B scores {0}</source>
        <translation>チームBが{0}を獲得</translation>
    </message>
    <message>
        <source>Team A wins the chico!</source>
        <translation>チームAがチコを獲得！</translation>
    </message>
    <message>
        <source>Team B wins the chico!</source>
        <translation>チームBがチコを獲得！</translation>
    </message>
    <message>
        <source>Team A wins the partido</source>
        <translation>チームAがパルティードに勝利</translation>
    </message>
    <message>
        <source>Team B wins the partido</source>
        <translation>チームBがパルティードに勝利</translation>
    </message>
    <message>
        <source>We score {0}</source>
        <translation>味方が{0}を獲得</translation>
    </message>
    <message>
        <source>They score {0}</source>
        <translation>相手が{0}を獲得</translation>
    </message>
    <message>
        <source>We win the chico!</source>
        <translation>味方がチコを獲得！</translation>
    </message>
    <message>
        <source>They win the chico!</source>
        <translation>相手がチコを獲得</translation>
    </message>
    <message>
        <source>We win the partido!</source>
        <translation>パルティードに勝利！</translation>
    </message>
    <message>
        <source>They win the partido</source>
        <translation>相手がパルティードに勝利</translation>
    </message>
    <message>
        <source>Tumbo forzoso: the winner of this hand wins the chico</source>
        <translation>強制トゥンボ：この手の勝者がチコを獲得</translation>
    </message>
    <message>
        <source>Tumbo: no bets in this hand</source>
        <translation>トゥンボ：この手では賭けられません</translation>
    </message>
    <message>
        <source>At stake: {0}</source>
        <translation>賭け：{0}</translation>
    </message>
    <message>
        <source>Each team: only {0} more to the tumbo</source>
        <translation>両チームとも：トゥンボまであと{0}だけ</translation>
    </message>
    <message>
        <source>{0}: in tumbo</source>
        <translation>{0}：トゥンボ</translation>
    </message>
    <message>
        <source>{0}: only {1} more to the tumbo</source>
        <translation>{0}：トゥンボまであと{1}だけ</translation>
    </message>
    <message>
        <source>Envío of {0} waiting for an answer</source>
        <translation>{0}のエンビオが返答待ち</translation>
    </message>
    <message>
        <source>Quiero: play for {0}</source>
        <translation>キエロ：{0}で勝負</translation>
    </message>
    <message>
        <source>Paso: they score {0}</source>
        <translation>パソ：相手に{0}</translation>
    </message>
    <message>
        <source>Accepted: the hand is worth {0}. Refused: you score {1}.</source>
        <translation>受ければこの手は{0}。断られれば{1}を獲得。</translation>
    </message>
    <message>
        <source>Juego</source>
        <translation>Juego（フエゴ）</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo（ソロ）</translation>
    </message>
    <message>
        <source>Mando solo</source>
        <translation>Mando solo（ソロを命じる）</translation>
    </message>
    <message>
        <source>Me quedo la zanga</source>
        <translation>Me quedo la zanga（zanga を取る）</translation>
    </message>
    <message>
        <source>Me quedo las mías</source>
        <translation>Me quedo las mías（自分の札）</translation>
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
        <translation>Me planto（止める）</translation>
    </message>
    <message>
        <source>{0} orders solo (mandar solo)</source>
        <translation>{0} が solo を命じました（mandar solo）</translation>
    </message>
    <message>
        <source>{0} says {1}</source>
        <translation>{0}：「{1}」</translation>
    </message>
    <message>
        <source>{0} accepts and plays solo</source>
        <translation>{0} は受けて solo でプレイします</translation>
    </message>
    <message>
        <source>{0} keeps the zanga&apos;s cards</source>
        <translation>{0} は zanga のカードを取りました</translation>
    </message>
    <message>
        <source>{0} names trumps: {1} are trumps</source>
        <translation>{0} が切り札を指定：{1} が切り札です</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio! and proves it</source>
        <translation>{0}が¡Renuncio!を宣言し、証明しました</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio! and proves it: the hand is over</source>
        <translation>{0}が「レヌンシオ！」を宣言し、証明されました：この手は終わりです</translation>
    </message>
    <message>
        <source>{0} claims ¡Renuncio!, but nobody renounced: the other team scores {1}</source>
        <translation>{0}が「レヌンシオ！」を宣言しましたが違反はありません：相手チームに{1}</translation>
    </message>
    <message>
        <source>Tumbo forzoso: both teams are in tumbo</source>
        <translation>強制トゥンボ：両チームともトゥンボ</translation>
    </message>
    <message>
        <source>Your team is in tumbo: you, its capitán, decide whether to play the hand (section 9)</source>
        <translation>あなたのチームはトゥンボです：キャプテンのあなたがこの手を行うか決めます（第9節）</translation>
    </message>
    <message>
        <source>A team is in tumbo: its capitán, {0}, decides whether to play the hand (section 9)</source>
        <translation>トゥンボのチームがあります：キャプテンの{0}がこの手を行うか決めます（第9節）</translation>
    </message>
    <message>
        <source>You make the seña: {0}</source>
        <translation>あなたのセーニャ：{0}</translation>
    </message>
    <message>
        <source>{0} makes the seña: {1}</source>
        <translation>{0}のセーニャ：{1}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>あなたがトリックを取る</translation>
    </message>
    <message>
        <source>Señas of the hand</source>
        <translation>この手のセーニャ</translation>
    </message>
    <message>
        <source>You played {0} in trick {1}: a renuncio, since {2}.</source>
        <translation>あなたは第{1}トリックで {0} を出しました：renuncio（レヌンシオ：反則）です。理由：{2}。</translation>
    </message>
    <message>
        <source>{0} played {1} in trick {2}: a renuncio, since {3}.</source>
        <translation>{0} は第{2}トリックで {1} を出しました：renuncio（レヌンシオ：反則）です。理由：{3}。</translation>
    </message>
    <message>
        <source>New hand: you deal, the vira is {0}</source>
        <translation>新しい手：あなたが配り、ビラは{0}</translation>
    </message>
    <message>
        <source>New hand: {0} deals, the vira is {1}</source>
        <translation>新しい手：{0}が配り、ビラは{1}</translation>
    </message>
    <message>
        <source>You play {0}</source>
        <translation>あなたが {0} を出しました</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} が {1} を出しました</translation>
    </message>
    <message>
        <source>{0} takes the trick</source>
        <translation>{0}がトリックを取る</translation>
    </message>
    <message>
        <source>{0} calls cinco</source>
        <translation>{0} が cinco を宣言しました</translation>
    </message>
    <message>
        <source>{0} goes on for todas</source>
        <translation>{0} は todas に挑みます</translation>
    </message>
    <message>
        <source>{0} stops at five</source>
        <translation>{0} は 5 トリックで止めました</translation>
    </message>
    <message>
        <source>{0} claims a renuncio!</source>
        <translation>{0} が renuncio（反則）を申し立てました！</translation>
    </message>
    <message>
        <source>You order solo (mandar solo)</source>
        <translation>あなたが solo を命じました（mandar solo）</translation>
    </message>
    <message>
        <source>You say {0}</source>
        <translation>あなた：「{0}」</translation>
    </message>
    <message>
        <source>You accept and play solo</source>
        <translation>あなたは受けて solo でプレイします</translation>
    </message>
    <message>
        <source>{0} says no: you play the solo</source>
        <translation>{0} はノーと答えます：あなたが solo をプレイします</translation>
    </message>
    <message>
        <source>You say no: {0} plays the solo</source>
        <translation>あなたはノーと答えます：{0} が solo をプレイします</translation>
    </message>
    <message>
        <source>{0} says no: {1} plays the solo</source>
        <translation>{0} はノーと答えます：{1} が solo をプレイします</translation>
    </message>
    <message>
        <source>You say no: the player who ordered plays the solo</source>
        <translation>あなたはノーと答えます：命じた人が solo をプレイします</translation>
    </message>
    <message>
        <source>{0} says no: the player who ordered plays the solo</source>
        <translation>{0} はノーと答えます：命じた人が solo をプレイします</translation>
    </message>
    <message>
        <source>You keep the zanga&apos;s cards</source>
        <translation>あなたは zanga のカードを取りました</translation>
    </message>
    <message>
        <source>You keep your own cards</source>
        <translation>あなたは自分の手札を残しました</translation>
    </message>
    <message>
        <source>{0} keeps the cards dealt</source>
        <translation>{0} は自分の手札を残しました</translation>
    </message>
    <message>
        <source>You name trumps: {0} are trumps</source>
        <translation>あなたが切り札を指定：{0} が切り札です</translation>
    </message>
    <message>
        <source>You call cinco</source>
        <translation>あなたが cinco を宣言しました</translation>
    </message>
    <message>
        <source>You go on for todas</source>
        <translation>あなたは todas に挑みます</translation>
    </message>
    <message>
        <source>You stop at five</source>
        <translation>あなたは 5 トリックで止めました</translation>
    </message>
    <message>
        <source>You claim a renuncio!</source>
        <translation>あなたが renuncio（反則）を申し立てました！</translation>
    </message>
    <message>
        <source>Hand {0}: you deal.</source>
        <translation>第{0}ハンド：あなたが配ります。</translation>
    </message>
    <message>
        <source>Hand {0}, you deal</source>
        <translation>第{0}ハンド、配り手：あなた</translation>
    </message>
    <message>
        <source>You are mano (first to speak): put 4 vales in the pot.</source>
        <translation>あなたが mano（マノ：最初に話す人）です。場に 4 vale（バレ：点棒）を出します。</translation>
    </message>
    <message>
        <source>Trick {0} to you</source>
        <translation>第{0}トリックはあなたの勝ち</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>ネット参加</translation>
    </message>
    <message>
        <source>Away</source>
        <comment>a network player</comment>
        <translation>離席中</translation>
    </message>
    <message>
        <source>Rules of thumb</source>
        <comment>AI level</comment>
        <translation>基本の定石</translation>
    </message>
    <message>
        <source>Principiante</source>
        <translation>Principiante（初級）</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation>Normal（中級）</translation>
    </message>
    <message>
        <source>Experto</source>
        <translation>Experto（上級）</translation>
    </message>
    <message>
        <source>Maestro</source>
        <translation>Maestro（名人）</translation>
    </message>
    <message>
        <source>with {0} at this screen</source>
        <translation>{0}と同じ画面で</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) at this screen</source>
        <translation>
            <numerusform>この画面で%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Paso (pass): your team puts 1 vale in the pot.</source>
        <translation>Paso（パソ：パス）：あなたのチームは場に 1 vale（バレ：点棒）を出します。</translation>
    </message>
    <message>
        <source>Juego (play): you name trumps and play with your partner.</source>
        <translation>Juego（フエゴ：プレイ）：あなたが切り札を決め、パートナーと組んでプレイします。</translation>
    </message>
    <message>
        <source>Solo (alone): you name trumps and play alone against both opponents; your partner sits out. In the Manual only while everyone before you passed (Art. 54).</source>
        <translation>solo（一人で）：切り札を決め、相手2人に一人で挑みます。パートナーは休み。マニュアルでは前の人が全員パスしたときだけ（第54条）。</translation>
    </message>
    <message>
        <source>Mando solo (I order solo): a bid against an opponent&apos;s juego. He has the preference: acepto, he plays the solo alone; no, you play it alone. Either way a solo stands (Art. 20, 26).</source>
        <translation>mando solo（ソロを命じる）：相手の juego に対するビッド。優先権は相手にあります：アセプトなら相手が一人で solo、ノーならあなたが一人でプレイ。どちらでも solo が成立します（第20条、第26条）。</translation>
    </message>
    <message>
        <source>Zanga: you may play with the 8 spare cards (the zanga) and your partner; your team puts 1 vale in the pot and 2 in the fianza.</source>
        <translation>Zanga（サンガ）：残りの 8 枚（zanga）を使ってパートナーとプレイできます。あなたのチームは場に 1 vale、fianza（フィアンサ：供託）に 2 vale を出します。</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Learn to play (Aprender a jugar)...</source>
        <translation>遊び方を学ぶ（Aprender a jugar）(&amp;L)...</translation>
    </message>
    <message>
        <source>Card order &amp;practice...</source>
        <translation>カードの強さの練習(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Reglamento (the rules)...</source>
        <translation>Reglamento（公式ルール）(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Cheat sheet of card orders</source>
        <translation>カードの強さ早見表(&amp;C)</translation>
    </message>
    <message>
        <source>New to La Zanga? Learn to play, step by step.</source>
        <translation>ラ・サンガは初めてですか？ 一歩ずつ遊び方を学びましょう。</translation>
    </message>
    <message>
        <source>comodín</source>
        <translation>コモディン</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Paso (pass): lay down 1 to 3 cards; if everyone passes, each gets as many new ones</source>
        <translation>Paso（パソ：パス）：1〜3枚を出す。全員がパスしたら各自に同じ枚数の新しいカード</translation>
    </message>
    <message>
        <source>Báciga: your three cards total 9 or less (2 points)</source>
        <translation>Báciga（バシガ）：3枚の合計が9以下（2点）</translation>
    </message>
    <message>
        <source>Bacigote: three equal cards (7 points, the deal ends)</source>
        <translation>Bacigote（バシゴテ）：同じカード3枚（7点、その回は終わり）</translation>
    </message>
    <message>
        <source>Cartas: cut the talk and start the draw (from the second talk)</source>
        <translation>Cartas（カルタス）：トークを切ってカードを引く段階へ（2回目のトークから）</translation>
    </message>
    <message numerus="yes">
        <source>Paso: %n card(s)</source>
        <translation>
            <numerusform>Paso：%n枚</numerusform>
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
        <translation>味方のリゲ</translation>
    </message>
    <message>
        <source>Partner&apos;s báciga</source>
        <translation>味方のバシガ</translation>
    </message>
    <message>
        <source>Partner&apos;s ligada</source>
        <translation>味方のリガダ</translation>
    </message>
    <message>
        <source>Partner&apos;s bacigote</source>
        <translation>味方のバシゴテ</translation>
    </message>
    <message>
        <source>Trío</source>
        <translation>トリオ</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>Báciga revived</source>
        <translation>バシガ復活</translation>
    </message>
    <message>
        <source>Báciga taken back</source>
        <translation>バシガ取消</translation>
    </message>
    <message>
        <source>Salirse</source>
        <translation>サリルセ</translation>
    </message>
    <message>
        <source>El punto</source>
        <translation>エル・プント</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <source>Which card wins the trick?</source>
        <translation>どのカードがトリックに勝ちますか？</translation>
    </message>
    <message>
        <source>Learn to play La Zanga</source>
        <translation>ラ・サンガの遊び方を学ぶ</translation>
    </message>
    <message>
        <source>&amp;Reglamento...</source>
        <translation>Reglamento（公式ルール）(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Cheat sheet</source>
        <translation>早見表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start the lessons again</source>
        <translation>レッスンを最初からやり直す(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>{0} を出す</translation>
    </message>
    <message>
        <source>Learn to play La Báciga</source>
        <translation>ラ・バシガを学ぶ</translation>
    </message>
    <message>
        <source>The deal is over: your side {0}, the other {1}.</source>
        <translation>この回は終わり：あなたの陣営{0}、相手{1}。</translation>
    </message>
    <message>
        <source>Learn to play El Envite</source>
        <translation>エル・エンビテを覚える</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>この勝負は終わりです。</translation>
    </message>
    <message>
        <source>The hand is over: your team wins it.</source>
        <translation>この勝負は終わり：あなたのチームの勝ちです。</translation>
    </message>
    <message>
        <source>The hand is over: the other team wins it.</source>
        <translation>この勝負は終わり：相手チームの勝ちです。</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>All lessons done</source>
        <translation>全レッスン完了</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>ステップ {0} / {1}</translation>
    </message>
    <message>
        <source>The tutor suggests: {0}</source>
        <translation>先生のおすすめ：{0}</translation>
    </message>
    <message>
        <source>You chose differently from the tutor: that is allowed; watch what happens.</source>
        <translation>先生とは違う選択です：それでも構いません。どうなるか見てみましょう。</translation>
    </message>
    <message>
        <source>The hand is over: {0} for your side; tricks: us {1}, them {2}.</source>
        <translation>ハンド終了：あなたの側は {0}。トリック：味方 {1}、相手 {2}。</translation>
    </message>
    <message>
        <source>The hand is over: {0} for {1}&apos;s side; tricks: us {2}, them {3}.</source>
        <translation>ハンド終了：{1} の側は {0}。トリック：味方 {2}、相手 {3}。</translation>
    </message>
    <message>
        <source>say {0}</source>
        <translation>「{0}」と言う</translation>
    </message>
    <message>
        <source>name {0} as trumps</source>
        <translation>{0} を切り札に指定</translation>
    </message>
    <message>
        <source>Art. {0}</source>
        <translation>第{0}条</translation>
    </message>
    <message>
        <source>Reglamento:</source>
        <translation>Reglamento（公式ルール）：</translation>
    </message>
    <message>
        <source>Card order practice</source>
        <translation>カードの強さの練習</translation>
    </message>
    <message>
        <source>Next pair</source>
        <translation>次の組</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Trumps are {0}; {1} was led, then {2} was played. Which wins?</source>
        <translation>切り札は {0}。{1} がリードされ、次に {2} が出ました。どちらが勝ちますか？</translation>
    </message>
    <message>
        <source>led</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>played second</source>
        <translation>2 番目</translation>
    </message>
    <message>
        <source>Streak: {0}   Best: {1}</source>
        <translation>連続正解：{0}   最高：{1}</translation>
    </message>
    <message>
        <source>Reglamento de La Zanga</source>
        <translation>Reglamento de La Zanga（ラ・サンガ公式ルール）</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. renuncio, malilla, fianza...</source>
        <translation>絞り込み：語句（例：レヌンシオ、マリーリャ、フィアンサ…）</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>Reglamento (64 articles)</source>
        <translation>Reglamento（全64条）</translation>
    </message>
    <message>
        <source>Léxico (glossary)</source>
        <translation>Léxico（用語集）</translation>
    </message>
    <message>
        <source>This app&apos;s decisions on open points</source>
        <translation>規則が曖昧な点についての本アプリの判断</translation>
    </message>
    <message>
        <source>Readings settled while building the engine (section 11)</source>
        <translation>エンジン作成時に決めた解釈（第11節）</translation>
    </message>
    <message>
        <source>Articles:</source>
        <translation>条文：</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>連盟</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>the first card of the list in force</source>
        <translation>有効なリストの最初のカード</translation>
    </message>
    <message>
        <source>the highest triunfo in play</source>
        <translation>場で最強のトリウンフォ</translation>
    </message>
    <message>
        <source>The list of matadores (section 3)</source>
        <translation>マタドールのリスト（第3節）</translation>
    </message>
    <message>
        <source>The card exempt from serving an arrastre (section 3)</source>
        <translation>アラストレに応じなくてよいカード（第3節）</translation>
    </message>
    <message>
        <source>A player with none of the suit led must take a trick his team is losing, when he can (section 5)</source>
        <translation>台札のスートを持たない人は、自チームが負けているトリックを取れるなら取らなければならない（第5節）</translation>
    </message>
    <message>
        <source>The third trick is played even when two decided the hand (section 5)</source>
        <translation>最初の2トリックで勝負が決まっても3トリック目を行う（第5節）</translation>
    </message>
    <message>
        <source>The steps of the envíos (section 6)</source>
        <translation>エンビオの段階（第6節）</translation>
    </message>
    <message>
        <source>Piedras a hand played without bets (section 6)</source>
        <translation>賭けなしの手のピエドラ（第6節）</translation>
    </message>
    <message>
        <source>The team that accepted the last bet may raise later, at a turn to play (section 6)</source>
        <translation>最後の賭けを受けたチームは、あとで自分の番に上げられる（第6節）</translation>
    </message>
    <message>
        <source>How often an opponent catches a seña, with señas pillar (section 7)</source>
        <translation>セニャを見抜く方式で、相手がセニャを見抜く頻度（第7節）</translation>
    </message>
    <message>
        <source>Piedras a false ¡Renuncio! costs (section 8)</source>
        <translation>誤った「¡Renuncio!」で失うピエドラ（第8節）</translation>
    </message>
    <message>
        <source>In a tumbo forzoso both capitanes see their team&apos;s cards (section 9)</source>
        <translation>強制トゥンボでは両チームのキャプテンが味方の札を見る（第9節）</translation>
    </message>
    <message>
        <source>The piedras that bring the tumbo, and the cap (sections 6, 9)</source>
        <translation>トゥンボになるピエドラと上限（第6節、第9節）</translation>
    </message>
    <message>
        <source>Chicos that win the game (section 10)</source>
        <translation>試合に勝つチコの数（第10節）</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. vira, arrastre, tumbo...</source>
        <translation>絞り込み：語句（例：ビラ、アラストレ、トゥンボ…）</translation>
    </message>
    <message>
        <source>The rules of El Envite</source>
        <translation>エル・エンビテのルール</translation>
    </message>
    <message>
        <source>El Envite canario: the source text</source>
        <translation>エル・エンビテ・カナリオ：原典</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
    <message>
        <source>What the rules page decides</source>
        <translation>このアプリが決めていること</translation>
    </message>
    <message>
        <source>Section {0}</source>
        <translation>第{0}節</translation>
    </message>
    <message>
        <source>Section {0} of the rules page.</source>
        <translation>このアプリのルール第{0}節。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>The option that changes it:</source>
        <translation>これを変えるオプション：</translation>
    </message>
    <message>
        <source>The options that change it:</source>
        <translation>これを変えるオプション：</translation>
    </message>
    <message>
        <source>In New game, under More options; in a record file:</source>
        <translation>「新しいゲーム」の「その他のオプション」で設定。記録ファイルでは：</translation>
    </message>
    <message>
        <source>Set by the rules chosen in New game; in a record file:</source>
        <translation>「新しいゲーム」で選んだルールが決めます。記録ファイルでは：</translation>
    </message>
    <message>
        <source>Set by the rules chosen in New game; a record file&apos;s options may change it.</source>
        <translation>「新しいゲーム」で選んだルールが決めます。記録ファイルのオプションで変えられます。</translation>
    </message>
    <message>
        <source>No option changes it.</source>
        <translation>オプションでは変わりません。</translation>
    </message>
    <message>
        <source>In the source text:</source>
        <translation>原典では：</translation>
    </message>
    <message>
        <source>In Japanese (our rendering)</source>
        <translation>日本語（当アプリの訳）</translation>
    </message>
    <message>
        <source>In English (our rendering)</source>
        <translation>英語（当アプリの訳）</translation>
    </message>
    <message>
        <source>How this app decides what it leaves open</source>
        <translation>原典が決めていない点をこのアプリがどう決めたか</translation>
    </message>
    <message>
        <source>No option changes it yet.</source>
        <translation>これを変えるオプションはまだありません。</translation>
    </message>
    <message>
        <source>Artículo {0}</source>
        <translation>第{0}条</translation>
    </message>
    <message>
        <source>In Japanese (our translation)</source>
        <translation>日本語訳（当アプリによる翻訳）</translation>
    </message>
    <message>
        <source>In English (our translation)</source>
        <translation>英語訳（当アプリによる翻訳）</translation>
    </message>
    <message>
        <source>How this app reads it</source>
        <translation>このアプリでの解釈</translation>
    </message>
    <message>
        <source>‹ previous</source>
        <translation>‹ 前へ</translation>
    </message>
    <message>
        <source>next ›</source>
        <translation>次へ ›</translation>
    </message>
    <message>
        <source>{0}, not trumps:</source>
        <translation>{0}（切り札でないとき）：</translation>
    </message>
    <message>
        <source>Trumps: {0}</source>
        <translation>切り札：{0}</translation>
    </message>
    <message>
        <source>Espadilla (1 of espadas) and Bastillo (1 of bastos) are always trumps, whatever suit is named; with them and the Malilla they are the matadores, the estuche.</source>
        <translation>Espadilla（エスパディーリャ：espadas の 1）と Bastillo（バスティーリョ：bastos の 1）は、どのスートが切り札でも常に切り札です。Malilla（マリーリャ）と合わせて matadores（マタドール）、estuche（エストゥーチェ：三大切り札）と呼びます。</translation>
    </message>
    <message>
        <source>A trick is won by its highest trump; with no trump in it, by the highest card of the suit led. A card of another suit that is not a trump never wins.</source>
        <translation>トリックは最も強い切り札が取ります。切り札がなければ、リードされたスートの最も強いカードが取ります。別のスートで切り札でないカードは決して勝ちません。</translation>
    </message>
    <message>
        <source>Follow the suit led if you can. When trumps are led, play a trump if you can; a matador need not be played unless a higher matador was led.</source>
        <translation>できればリードされたスートを出します。切り札がリードされたら、できれば切り札を出します。matador は、より強い matador がリードされない限り出さなくてかまいません。</translation>
    </message>
    <message>
        <source>La Zanga: card orders</source>
        <translation>ラ・サンガ：カードの強さ</translation>
    </message>
    <message>
        <source>Save as PDF...</source>
        <translation>PDF として保存...</translation>
    </message>
    <message>
        <source>Highest first.</source>
        <translation>強い順。</translation>
    </message>
    <message>
        <source>Save the cheat sheet</source>
        <translation>早見表を保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Card orders</source>
        <translation>カードの強さ</translation>
    </message>
    <message>
        <source>Bot: {0}</source>
        <translation>ボット：{0}</translation>
    </message>
    <message>
        <source>The bot program for {0} could not be started ({1}). {0} plays at level {2} instead.</source>
        <translation>{0} のボットプログラムを起動できませんでした（{1}）。代わりに {0} はレベル {2} でプレイします。</translation>
    </message>
    <message>
        <source>it stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <source>The bot program for {0} did not answer the zanga-bot/1 greeting ({1}). {0} plays at level {2} instead.</source>
        <translation>{0} のボットプログラムが zanga-bot/1 の挨拶に応答しませんでした（{1}）。代わりに {0} はレベル {2} でプレイします。</translation>
    </message>
    <message>
        <source>The bot program for {0} failed {1} times in a row. {0} plays at level {2} for the rest of the game.</source>
        <translation>{0} のボットプログラムが {1} 回続けて失敗しました。このゲームの残りは、{0} はレベル {2} でプレイします。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>The file is not a game record: it is not JSON text.</source>
        <translation>ゲームの記録ファイルではありません（JSON テキストではありません）。</translation>
    </message>
    <message>
        <source>The file is not a valid game record.</source>
        <translation>正しいゲームの記録ファイルではありません。</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>記録に、ルールで認められていない手が含まれています。</translation>
    </message>
    <message>
        <source>{0} is already being played in another Zanga window, so this window does not save its games of {0} automatically: use Game &gt; Save to keep one.</source>
        <translation>{0} は別の Zanga のウィンドウで遊ばれているため、このウィンドウでは {0} のゲームを自動保存しません。残すには ゲーム &gt; 保存 を使ってください。</translation>
    </message>
    <message>
        <source>Games cannot be saved automatically: the folder {0} cannot be written ({1}). Use Game &gt; Save to keep a game.</source>
        <translation>ゲームを自動保存できません。フォルダ {0} に書き込めません（{1}）。ゲームを残すには ゲーム &gt; 保存 を使ってください。</translation>
    </message>
    <message>
        <source>the lock file cannot be made</source>
        <translation>ロックファイルを作成できません</translation>
    </message>
    <message>
        <source>Zanga cannot open its window: the system libraries {0} are missing; install them with &quot;sudo apt install {1}&quot; (Debian, Ubuntu) or &quot;sudo dnf install {2}&quot; (Fedora), then start Zanga again.</source>
        <translation>Zanga のウィンドウを開けません：システムライブラリ {0} がありません。&quot;sudo apt install {1}&quot;（Debian、Ubuntu）または &quot;sudo dnf install {2}&quot;（Fedora）でインストールしてから、Zanga をもう一度起動してください。</translation>
    </message>
    <message>
        <source>Zanga cannot open its window: no display was found. Start it from your desktop session (the DISPLAY variable is not set).</source>
        <translation>Zanga はウィンドウを開けません：ディスプレイが見つかりません。デスクトップのセッションから起動してください（DISPLAY 変数が設定されていません）。</translation>
    </message>
    <message>
        <source>Chicos: {0} to {1}</source>
        <translation>チコ：{0}対{1}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>この手は終わりました</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>チームA</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>チームB</translation>
    </message>
    <message>
        <source>C</source>
        <comment>capitán badge</comment>
        <translation>長</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>合計 {0}</translation>
    </message>
    <message>
        <source>M</source>
        <comment>mano badge</comment>
        <translation>手</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer badge</comment>
        <translation>配</translation>
    </message>
    <message>
        <source>Laid down</source>
        <translation>出した札</translation>
    </message>
    <message>
        <source>tumbo</source>
        <translation>トゥンボ</translation>
    </message>
    <message>
        <source>Chicos</source>
        <translation>チコ</translation>
    </message>
    <message>
        <source>Tricks: {0}</source>
        <translation>トリック：{0}</translation>
    </message>
    <message>
        <source>Vira: {0}</source>
        <translation>ビラ：{0}</translation>
    </message>
    <message>
        <source>Señas: {0}</source>
        <translation>セーニャ：{0}</translation>
    </message>
    <message>
        <source>A triunfo was led (arrastre): you hold {0}, so you must serve it with a triunfo.</source>
        <translation>triunfo（切り札）が出されました（arrastre）。あなたは{0}を持っているので、切り札で応じなければなりません。</translation>
    </message>
    <message>
        <source>You hold the suit led ({0}): play that suit or a triunfo; only a player with none of it may play any card.</source>
        <translation>出されたスートを持っています（{0}）。そのスートか切り札を出してください。そのスートを1枚も持たない人だけが何を出してもかまいません。</translation>
    </message>
    <message>
        <source>Only the capitán of the team in tumbo decides whether to tumbar (play the hand) or achicarse (not play it).</source>
        <translation>トゥンボになったチームでは、トゥンバル（この手を勝負する）かアチカルセ（この手を降りる）かを決められるのはキャプテンだけです。</translation>
    </message>
    <message>
        <source>An envío goes up the ladder one step at a time: the next one is {0}.</source>
        <translation>エンビオは段階を一つずつ上がります：次は{0}です。</translation>
    </message>
    <message>
        <source>An envío goes up the ladder one step at a time.</source>
        <translation>エンビオは段階を一つずつ上がります。</translation>
    </message>
    <message>
        <source>Your team is not winning the trick and no partner plays after you: you must take it if you can.</source>
        <translation>チームがトリックで負けていて後に味方がいません：取れるなら取らなければなりません。</translation>
    </message>
    <message>
        <source>Only the capitán answers quiero or paso; you may raise.</source>
        <translation>キエロかパソを言えるのはキャプテンだけです。あなたは上げることができます。</translation>
    </message>
    <message>
        <source>In team mode a seña must be true: your cards do not say that.</source>
        <translation>チームモードではセーニャは本当でなければなりません：あなたの手札はそうではありません。</translation>
    </message>
    <message>
        <source>That seña is not made at this table: the buttons show the señas you may make.</source>
        <translation>このテーブルではそのセーニャはありません：できるセーニャはボタンに出ています。</translation>
    </message>
    <message>
        <source>Play one of your own cards.</source>
        <translation>自分のカードを出してください。</translation>
    </message>
    <message>
        <source>The rules know no such answer: choose one of the buttons.</source>
        <translation>ルールにそのような返答はありません：ボタンから選んでください。</translation>
    </message>
    <message>
        <source>That player does not deal this hand: the deal passes in turn.</source>
        <translation>この手の配り手はその人ではありません：配り手は順番に回ります。</translation>
    </message>
    <message>
        <source>A new hand cannot start before this one is played out.</source>
        <translation>この手が終わるまで次の手は始められません。</translation>
    </message>
    <message>
        <source>The partido is over: a team has won it.</source>
        <translation>パルティードは終わりました：一方のチームが勝ちました。</translation>
    </message>
    <message>
        <source>The rules know no such action: choose a card or a button.</source>
        <translation>ルールにそのような行動はありません：カードかボタンを選んでください。</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>いまはルール上できません。</translation>
    </message>
    <message>
        <source>Renuncio claims are made only when the table plays in mesa mode; here the tutor refuses a card that breaks the rules at once.</source>
        <translation>レヌンシオの申し立てはメサモードのテーブルだけです。ここではルール違反のカードはチューターがその場で断ります。</translation>
    </message>
    <message>
        <source>A renuncio is claimed once play has begun, after the tumbo decision.</source>
        <translation>レヌンシオの申し立てはトゥンボの決定の後、プレーが始まってからです。</translation>
    </message>
    <message>
        <source>First the capitán of the team in tumbo decides: Tumbo (play the hand) or Me achico (give it up).</source>
        <translation>まずトゥンボ中のチームのキャプテンが決めます：トゥンボ（この手を戦う）かメ・アチコ（降りる）。</translation>
    </message>
    <message>
        <source>The hand is over: only a ¡Renuncio! claim may come before the next deal.</source>
        <translation>この手は終わりました：次の配りまでは「¡Renuncio!」の申し立てだけができます。</translation>
    </message>
    <message>
        <source>Wait: the other team must answer your team&apos;s envío before anyone plays.</source>
        <translation>待ってください：誰かが出す前に、相手チームがあなたのチームのエンビオに答えます。</translation>
    </message>
    <message>
        <source>Answer the envío first: Quiero, Paso or raise.</source>
        <translation>先にエンビオに答えてください：キエロ、パソ、または上げる。</translation>
    </message>
    <message>
        <source>Answer the envío first: raise it, or let it pass to your capitán.</source>
        <translation>先にエンビオに答えてください：上げるか、キャプテンに任せるか。</translation>
    </message>
    <message>
        <source>No envío waits for an answer now.</source>
        <translation>いま返答を待つエンビオはありません。</translation>
    </message>
    <message>
        <source>There is no tumbo decision to make now.</source>
        <translation>いまトゥンボの決定はありません。</translation>
    </message>
    <message>
        <source>No hand is being played now: the next one is dealt first.</source>
        <translation>いまは手が進んでいません：まず次の手が配られます。</translation>
    </message>
    <message>
        <source>their capitán</source>
        <translation>相手のキャプテン</translation>
    </message>
    <message>
        <source>Your team made this envío: the other team answers it ({0}, their capitán, says Quiero or Paso).</source>
        <translation>このエンビオはあなたのチームのものです：相手チームが答えます（相手のキャプテン{0}がキエロかパソを言います）。</translation>
    </message>
    <message>
        <source>You have already let this envío pass: your capitán answers it now.</source>
        <translation>このエンビオはもう見送りました：いまはキャプテンが答えます。</translation>
    </message>
    <message>
        <source>An envío is made at your own turn to play.</source>
        <translation>エンビオは自分がカードを出す番にします。</translation>
    </message>
    <message>
        <source>Your team is not in tumbo: the other team&apos;s capitán decides.</source>
        <translation>あなたのチームはトゥンボ中ではありません：相手チームのキャプテンが決めます。</translation>
    </message>
    <message>
        <source>No envío waits for you to let it pass.</source>
        <translation>見送るエンビオはありません。</translation>
    </message>
    <message>
        <source>It is not your turn: {0} is to act.</source>
        <translation>あなたの番ではありません：{0}の番です。</translation>
    </message>
    <message>
        <source>No envío may be made now.</source>
        <translation>今は賭けられません。</translation>
    </message>
    <message>
        <source>No bets while a team is in tumbo.</source>
        <translation>トゥンボ中は賭けられません。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <source>You have already made that seña.</source>
        <translation>そのセーニャはもうしました。</translation>
    </message>
    <message>
        <source>A triunfo was led (arrastre) and you hold triunfos besides {0}: {0}, the top card, need not serve an arrastre, but then another triunfo must: play {1} or {0}.</source>
        <translation>triunfo（切り札）が出されました（arrastre）。あなたは{0}のほかにも切り札を持っています。最上位の札である{0}はarrastreに応じなくてよいのですが、その場合は別の切り札で応じなければなりません。{1}か{0}を出してください。</translation>
    </message>
    <message>
        <source>{0} was led and you hold {1}: play that suit or a triunfo; only a player with none of it may play any card.</source>
        <translation>{0}が出され、あなたは{1}を持っています。そのスートか切り札を出してください。そのスートを1枚も持たない人だけが何を出してもかまいません。</translation>
    </message>
    <message>
        <source>You do not hold {0}: play one of your own cards.</source>
        <translation>{0}は持っていません。自分のカードを出してください。</translation>
    </message>
    <message>
        <source>El Envite rules, section 5, rule 1 (arrastre); the exempt card: section 3.</source>
        <translation>エル・エンビテのルール 第5節 規則1（arrastre）、免除される札：第3節。</translation>
    </message>
    <message>
        <source>El Envite rules, section 5, rule 2 (a plain suit led).</source>
        <translation>エル・エンビテのルール 第5節 規則2（切り札でないスートが出されたとき）。</translation>
    </message>
    <message>
        <source>El Envite rules, section {0}.</source>
        <translation>エル・エンビテのルール、第{0}節。</translation>
    </message>
    <message>
        <source>Triunfos, highest first: {0}.</source>
        <translation>トリウンフォ（強い順）：{0}。</translation>
    </message>
    <message>
        <source>{0} would still take the trick.</source>
        <translation>それでも{0}がトリックを取ります。</translation>
    </message>
    <message>
        <source>This envío is the top of the ladder: it can only be accepted (Quiero) or refused (Paso).</source>
        <translation>このエンビオは最上段です：受ける（キエロ）か断る（パソ）しかできません。</translation>
    </message>
    <message>
        <source>The stake is already at the top of the ladder: no more envíos.</source>
        <translation>賭けはもう最上段です：これ以上エンビオはできません。</translation>
    </message>
    <message>
        <source>Later raises are off at this table: a raise comes only as the answer to an envío.</source>
        <translation>このテーブルでは後からの上げはありません：上げはエンビオへの返答としてだけです。</translation>
    </message>
    <message>
        <source>Only the team that accepted the last envío may raise it later.</source>
        <translation>後から上げられるのは、最後のエンビオを受けたチームだけです。</translation>
    </message>
    <message>
        <source>The hand is already decided: no envío now.</source>
        <translation>この手はもう決まっています：いまエンビオはできません。</translation>
    </message>
    <message>
        <source>Señas are not made at this table (a rule option).</source>
        <translation>このテーブルではセーニャはしません（ルールのオプション）。</translation>
    </message>
    <message>
        <source>A team of one has no partner to make señas to.</source>
        <translation>一人のチームにはセーニャを送る味方がいません。</translation>
    </message>
    <message>
        <source>No señas before the capitán&apos;s tumbo decision.</source>
        <translation>キャプテンがトゥンボを決めるまではセーニャはできません。</translation>
    </message>
    <message>
        <source>Your seña window is closed: señas come in turn, from el mano, before the first envío or card, and later only just before one of your own actions.</source>
        <translation>いまはセーニャの時ではありません：セーニャはマノから順に、最初のエンビオかカードの前に、その後は自分の行動の直前にだけします。</translation>
    </message>
    <message>
        <source>You raise to {0}: that accepts the envío of {1}, so the hand is worth at least {2}.</source>
        <translation>あなたが{0}に上げました。これで{1}のエンビオを受けたことになり、この手は少なくとも{2}の価値になります。</translation>
    </message>
    <message>
        <source>{0} raises to {1}: that accepts the envío of {2}, so the hand is worth at least {3}.</source>
        <translation>{0}が{1}に上げました。これで{2}のエンビオを受けたことになり、この手は少なくとも{3}の価値になります。</translation>
    </message>
    <message>
        <source>You send an envío of {0} (section 6).</source>
        <translation>あなたが{0}のエンビオ（賭け）をしました（第6節）。</translation>
    </message>
    <message>
        <source>{0} sends an envío of {1} (section 6).</source>
        <translation>{0}が{1}のエンビオ（賭け）をしました（第6節）。</translation>
    </message>
    <message>
        <source>You answer for {0}: Quiero plays the hand for {1}; Paso ends it and {2} scores {3}, the stake in force. This is the top of the ladder: no more raises.</source>
        <translation>{0}を代表してあなたが答えます。Quieroならこの手は{1}を賭けて行い、Pasoなら手は終わって{2}が現在の賭け{3}を得ます。これが最高段なので、これ以上は上げられません。</translation>
    </message>
    <message>
        <source>{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and {3} scores {4}, the stake in force. This is the top of the ladder: no more raises.</source>
        <translation>{1}を代表して{0}が答えます。Quieroならこの手は{2}を賭けて行い、Pasoなら手は終わって{3}が現在の賭け{4}を得ます。これが最高段なので、これ以上は上げられません。</translation>
    </message>
    <message>
        <source>You answer for {0}: Quiero plays the hand for {1}; Paso ends it and {2} scores {3}, the stake in force. Any player of {0} may raise to {4} first: that accepts the {5}, and you can no longer refuse it.</source>
        <translation>{0}を代表してあなたが答えます。Quieroならこの手は{1}を賭けて行い、Pasoなら手は終わって{2}が現在の賭け{3}を得ます。その前に{0}の誰でも{4}に上げられます。上げれば{5}を受けたことになり、あなたはもう断れません。</translation>
    </message>
    <message>
        <source>{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and {3} scores {4}, the stake in force. Any player of {1} may raise to {5} first: that accepts the {6}, and {0} can no longer refuse it.</source>
        <translation>{1}を代表して{0}が答えます。Quieroならこの手は{2}を賭けて行い、Pasoなら手は終わって{3}が現在の賭け{4}を得ます。その前に{1}の誰でも{5}に上げられます。上げれば{6}を受けたことになり、{0}はもう断れません。</translation>
    </message>
    <message>
        <source>You, the capitán, say ¡Quiero!: the hand is now played for {0} (section 6).</source>
        <translation>キャプテンのあなたが¡Quiero!と言いました。この手は{0}を賭けて行われます（第6節）。</translation>
    </message>
    <message>
        <source>{0}, the capitán, says ¡Quiero!: the hand is now played for {1} (section 6).</source>
        <translation>キャプテンの{0}が¡Quiero!と言いました。この手は{1}を賭けて行われます（第6節）。</translation>
    </message>
    <message>
        <source>Only {0} may raise later, at one of its turns to play.</source>
        <translation>この後で上げられるのは{0}だけで、自分の出番のときに限ります。</translation>
    </message>
    <message>
        <source>You, the capitán, say Paso: the hand ends and {0} scores {1} (section 6).</source>
        <translation>キャプテンのあなたがPasoと言いました。手は終わり、{0}が{1}を得ます（第6節）。</translation>
    </message>
    <message>
        <source>{0}, the capitán, says Paso: the hand ends and {1} scores {2} (section 6).</source>
        <translation>キャプテンの{0}がPasoと言いました。手は終わり、{1}が{2}を得ます（第6節）。</translation>
    </message>
    <message>
        <source>You say ¡Tumbo!: the hand is played without bets; if {0} wins it, it wins the chico; if it loses, {1} scores {2} (section 9).</source>
        <translation>あなたはtumba（勝負）を選びました。この手は賭けなしで行います。{0}が勝てばchicoを取り、負ければ{1}が{2}を得ます（第9節）。</translation>
    </message>
    <message>
        <source>{0} tumba: the hand is played without bets; if {1} wins it, it wins the chico; if it loses, {2} scores {3} (section 9).</source>
        <translation>{0}はtumba（勝負）を選びました。この手は賭けなしで行います。{1}が勝てばchicoを取り、負ければ{2}が{3}を得ます（第9節）。</translation>
    </message>
    <message>
        <source>You say Me achico: the hand is not played and {0} scores {1} (section 9).</source>
        <translation>あなたはachicarse（降りる）を選びました。この手は行わず、{0}が{1}を得ます（第9節）。</translation>
    </message>
    <message>
        <source>{0} se achica: the hand is not played and {1} scores {2} (section 9).</source>
        <translation>{0}はachicarse（降りる）を選びました。この手は行わず、{1}が{2}を得ます（第9節）。</translation>
    </message>
    <message>
        <source>You caught {0}&apos;s seña, {1} ({2}): «{3}» (section 7).</source>
        <translation>{0}のセーニャ「{1}」（{2}）を見抜きました：「{3}」（第7節）。</translation>
    </message>
    <message>
        <source>Your seña to your team, {0} ({1}): «{2}» (section 7).</source>
        <translation>あなたから仲間へのセーニャ「{0}」（{1}）：「{2}」（第7節）。</translation>
    </message>
    <message>
        <source>{0} signals {1} ({2}): «{3}» (section 7).</source>
        <translation>{0}のセーニャ「{1}」（{2}）：「{3}」（第7節）。</translation>
    </message>
    <message>
        <source>a triunfo was led and a triunfo was held to serve it with (section 5, rule 1)</source>
        <translation>切り札が出され、応じるための切り札を持っていたため（第5節 規則1）</translation>
    </message>
    <message>
        <source>the suit led was held, and neither it nor a triunfo was played (section 5, rule 2)</source>
        <translation>出されたスートを持ちながら、そのスートも切り札も出さなかったため（第5節 規則2）</translation>
    </message>
    <message>
        <source>the trick could be taken, and had to be (section 5, rule 3)</source>
        <translation>トリックを取ることができ、取らなければならなかったため（第5節 規則3）</translation>
    </message>
    <message>
        <source>it broke section 5</source>
        <translation>第5節に反していたため</translation>
    </message>
    <message>
        <source>Make the seña {0} ({1}): your team-mates learn «{2}», and the other team does not see it (section 7).</source>
        <translation>セーニャ「{0}」（{1}）をしましょう。仲間に「{2}」が伝わり、相手チームには見えません（第7節）。</translation>
    </message>
    <message>
        <source>Make the seña Envía: your hand is strong, tell your team a bet is welcome (section 7).</source>
        <translation>セーニャ「Envía」をしましょう。手札が強いので、賭けてよいと仲間に伝えます（第7節）。</translation>
    </message>
    <message>
        <source>Make the seña No envíes: your hand is weak, tell your team not to bet (section 7).</source>
        <translation>セーニャ「No envíes」をしましょう。手札が弱いので、賭けないよう仲間に伝えます（第7節）。</translation>
    </message>
    <message>
        <source>Tumba: your team wins this hand about {0}% of the time, and a won tumbo is the chico (section 9).</source>
        <translation>tumba（勝負）しましょう。あなたのチームがこの手に勝つのは約{0}%で、勝てばchicoになります（第9節）。</translation>
    </message>
    <message>
        <source>Achícate: your team wins this hand only about {0}% of the time; giving up costs one piedra, a lost tumbo three (section 9).</source>
        <translation>achicarse（降りる）しましょう。あなたのチームがこの手に勝つのは約{0}%にすぎません。降りれば1 piedra、tumboに負ければ3を失います（第9節）。</translation>
    </message>
    <message>
        <source>Send the envío: your team wins this hand about {0}% of the time; accepted it is worth {1}, refused you score {2} (section 6).</source>
        <translation>エンビオ（賭け）をしましょう。あなたのチームがこの手に勝つのは約{0}%です。受ければ{1}の価値、断られればあなたのチームが{2}を得ます（第6節）。</translation>
    </message>
    <message>
        <source>Raise to {1}: your team wins this hand about {0}% of the time (section 6).</source>
        <translation>{1}に上げましょう。あなたのチームがこの手に勝つのは約{0}%です（第6節）。</translation>
    </message>
    <message>
        <source>Quiero: your team wins this hand about {0}% of the time, enough to play it for {1} (section 6).</source>
        <translation>Quieroと言いましょう。あなたのチームがこの手に勝つのは約{0}%で、{1}を賭けて戦う価値があります（第6節）。</translation>
    </message>
    <message>
        <source>Paso: your team wins this hand only about {0}% of the time; refusing gives them {1} (section 6).</source>
        <translation>Pasoと言いましょう。あなたのチームがこの手に勝つのは約{0}%にすぎません。断れば相手が{1}を得ます（第6節）。</translation>
    </message>
    <message>
        <source>Do not raise: your team wins this hand about {0}% of the time; let your capitán answer (section 6).</source>
        <translation>上げずにおきましょう。あなたのチームがこの手に勝つのは約{0}%です。答えはキャプテンに任せます（第6節）。</translation>
    </message>
    <message>
        <source>Lead {0}: no triunfo left beats it, and it draws triunfos (arrastre).</source>
        <translation>{0}で始めましょう。これに勝つ切り札は残っておらず、切り札を引き出せます（arrastre）。</translation>
    </message>
    <message>
        <source>Lead {0}: an arrastre draws the other team&apos;s triunfos.</source>
        <translation>{0}で始めましょう。arrastreで相手チームの切り札を引き出します。</translation>
    </message>
    <message>
        <source>Lead {0}: nothing left beats it.</source>
        <translation>{0}で始めましょう。これに勝つ札はもう残っていません。</translation>
    </message>
    <message>
        <source>Lead {0}: a low card that gives little away.</source>
        <translation>{0} をリードしましょう：損の少ない低いカードです。</translation>
    </message>
    <message>
        <source>Keep {0}: as the top card it need not serve an arrastre (section 3), so play {1}.</source>
        <translation>{0}は取っておきましょう。最上位の札なのでarrastreに応じなくてよく（第3節）、{1}を出します。</translation>
    </message>
    <message>
        <source>Play {0}: make sure this trick stays with your team.</source>
        <translation>{0}を出しましょう。このトリックを確実に自分のチームのものにします。</translation>
    </message>
    <message>
        <source>Take the trick with {0}: nothing left can beat it.</source>
        <translation>{0} でトリックを取りましょう：残りのカードではそれに勝てません。</translation>
    </message>
    <message>
        <source>Take the trick with {0}, the cheapest card that beats {1}.</source>
        <translation>{0} でトリックを取りましょう。{1} に勝つ一番安いカードです。</translation>
    </message>
    <message>
        <source>You cannot win this trick well: give away {0}, your cheapest card.</source>
        <translation>このトリックはうまく取れません：一番安い {0} を捨てましょう。</translation>
    </message>
    <message>
        <source>Make the señas {0}: your team-mates learn what you hold and what you advise, and the other team does not see them (section 7).</source>
        <translation>セーニャ「{0}」をしましょう。手札の中身とあなたの助言が仲間に伝わり、相手チームには見えません（第7節）。</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>手札からカードを出してください。</translation>
    </message>
    <message>
        <source>That is the top card: the rules let you keep it here, so play another card.</source>
        <translation>それは最強のカードです。ここでは温存してよいので、別のカードを出してください。</translation>
    </message>
    <message>
        <source>El Envite</source>
        <translation>エル・エンビテ</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) a team</source>
        <translation>
            <numerusform>1チーム%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>The Canarian game of bets and señas: two teams of 1 to 5, three cards each</source>
        <translation>カナリアの賭けとセーニャのゲーム：1〜5人の2チーム、各3枚</translation>
    </message>
    <message>
        <source>Win two of the three tricks, bet piedras with an envío, signal your team with señas. Eight piedras put a team in tumbo; a won tumbo is a chico, two chicos the partido.</source>
        <translation>3トリックのうち2つを取り、エンビオでピエドラを賭け、セーニャで味方に合図。8ピエドラでトゥンボ、トゥンボに勝てばチコ、2チコでパルティードの勝利。</translation>
    </message>
    <message>
        <source>New to El Envite?</source>
        <translation>エル・エンビテは初めて？</translation>
    </message>
    <message>
        <source>Eight short lessons on the real table: the cards, la vira, bets, señas and the tumbo.</source>
        <translation>実際のテーブルで学ぶ8つの短いレッスン：カード、ビラ、賭け、合図、トゥンボ。</translation>
    </message>
    <message>
        <source>The rules of El Envite, with every decision they leave open.</source>
        <translation>エル・エンビテのルールと、未決の点の決定。</translation>
    </message>
    <message>
        <source>Pass the screen to the one who set up this game</source>
        <translation>このゲームを用意した人に画面を渡してください</translation>
    </message>
    <message>
        <source>The others look away: that player&apos;s cards are shown next.</source>
        <translation>ほかの人は見ないでください。次はその人の札を表示します。</translation>
    </message>
    <message>
        <source>It is me, show my cards</source>
        <translation>わたしです、札を見せて</translation>
    </message>
    <message>
        <source>Pass the screen to {0}</source>
        <translation>画面を{0}に渡してください</translation>
    </message>
    <message>
        <source>The others look away: {0}&apos;s cards are shown next.</source>
        <translation>ほかの人は見ないでください。次は{0}の札を表示します。</translation>
    </message>
    <message>
        <source>I am {0}, show my cards</source>
        <translation>{0}です、札を見せて</translation>
    </message>
    <message>
        <source>&amp;Learn to play El Envite...</source>
        <translation>エル・エンビテを覚える(&amp;L)...</translation>
    </message>
    <message>
        <source>The &amp;rules of El Envite...</source>
        <translation>エル・エンビテのルール(&amp;R)...</translation>
    </message>
    <message>
        <source>New to El Envite? Learn to play, step by step.</source>
        <translation>エル・エンビテは初めて？一歩ずつ遊び方を覚えましょう。</translation>
    </message>
    <message>
        <source>§ {0}</source>
        <translation>§{0}</translation>
    </message>
    <message>
        <source>La Báciga rules:</source>
        <translation>ラ・バシガのルール：</translation>
    </message>
    <message>
        <source>El Envite rules:</source>
        <translation>エル・エンビテのルール：</translation>
    </message>
    <message>
        <source>They sent an envío: as capitán you answer Quiero (play for more), Paso (they score what was at stake) or raise.</source>
        <translation>相手がエンビオしました。キャプテンのあなたが、キエロ（上乗せで勝負）、パソ（相手が賭け分を得る）、またはレイズで答えます。</translation>
    </message>
    <message>
        <source>They sent an envío: you may raise; your capitán answers.</source>
        <translation>相手がエンビオしました。レイズはできますが、返事はキャプテンがします。</translation>
    </message>
    <message>
        <source>You lead: any card. A high triunfo takes the trick.</source>
        <translation>あなたのリード：どのカードでも可。強いトリウンフォならトリックを取れます。</translation>
    </message>
    <message>
        <source>Before your card you may send an envío.</source>
        <translation>カードを出す前にエンビオできます。</translation>
    </message>
    <message>
        <source>An arrastre: your only triunfo is {0}, the top card, so you may keep it and play any card.</source>
        <translation>アラストレ：唯一のトリウンフォ{0}は最強カードなので、温存してどのカードを出してもかまいません。</translation>
    </message>
    <message>
        <source>An arrastre: serve it with a triunfo: {0}.</source>
        <translation>アラストレ：トリウンフォで応じてください：{0}。</translation>
    </message>
    <message>
        <source>An arrastre, but you hold no triunfo: any card.</source>
        <translation>アラストレですが、トリウンフォがないのでどのカードでも可。</translation>
    </message>
    <message>
        <source>{0} led: play {0} or a triunfo: {1}.</source>
        <translation>{0}のリード：{0}かトリウンフォを出します：{1}。</translation>
    </message>
    <message>
        <source>You hold no {0}: any card; a triunfo would take the trick.</source>
        <translation>{0}がないのでどのカードでも可。トリウンフォならトリックを取れます。</translation>
    </message>
    <message>
        <source>{0} records ({1})</source>
        <translation>{0} の記録 ({1})</translation>
    </message>
    <message>
        <source>{0}, one deal</source>
        <translation>{0}・1回の配り</translation>
    </message>
    <message>
        <source>No move of a computer player to report yet.</source>
        <translation>報告できるコンピューターの手はまだありません。</translation>
    </message>
    <message>
        <source>{0}, reported move</source>
        <translation>{0}、報告した手</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>手を取り消しました。</translation>
    </message>
    <message>
        <source>The game holds text that cannot be written to a file (a name with a broken character). Nothing was written; the file as it was is kept.</source>
        <translation>ファイルに書けない文字（名前の壊れた文字）がゲームに含まれています。何も書き込まれず、ファイルは元のまま残っています。</translation>
    </message>
    <message>
        <source>The file could not be written. Nothing was changed.</source>
        <translation>ファイルを書き込めませんでした。何も変わっていません。</translation>
    </message>
    <message>
        <source>The disk is full: free some space, or choose another disk, and save again. The file as it was is kept.</source>
        <translation>ディスクがいっぱいです：空きを作るか別のディスクを選んで、もう一度保存してください。ファイルは元のまま残っています。</translation>
    </message>
    <message>
        <source>Zanga is not allowed to write there: choose another folder.</source>
        <translation>Zanga はそこに書き込めません：別のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>That disk can only be read: choose another folder.</source>
        <translation>そのディスクは読み取り専用です：別のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>That folder does not exist (any more): choose another one.</source>
        <translation>そのフォルダは（もう）ありません：別のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>A folder has that name: choose another name for the file.</source>
        <translation>その名前のフォルダがあります：ファイルに別の名前を付けてください。</translation>
    </message>
    <message>
        <source>The name is too long for this disk: choose a shorter one.</source>
        <translation>名前がこのディスクには長すぎます：短い名前にしてください。</translation>
    </message>
    <message>
        <source>The file could not be written ({0}). The file as it was is kept.</source>
        <translation>ファイルを書き込めませんでした（{0}）。ファイルは元のまま残っています。</translation>
    </message>
    <message>
        <source>&amp;Learn to play La Ronda...</source>
        <translation>ラ・ロンダの遊び方を学ぶ(&amp;L)...</translation>
    </message>
    <message>
        <source>The &amp;rules of La Ronda...</source>
        <translation>ラ・ロンダのルール(&amp;R)...</translation>
    </message>
    <message>
        <source>New to La Ronda? Learn to play, step by step.</source>
        <translation>ラ・ロンダは初めて？一歩ずつ遊び方を学びましょう。</translation>
    </message>
    <message>
        <source>{0} takes more: {1}.</source>
        <translation>{0}のほうが多く取れます：{1}。</translation>
    </message>
    <message>
        <source>That card does not fall on the card just dropped nor on the fall stack.</source>
        <translation>そのカードは、捨てられたばかりのカードにも落としの山にも落ちません。</translation>
    </message>
    <message>
        <source>That card leaves cards on the table: no aseo.</source>
        <translation>そのカードでは場にカードが残ります。アセオになりません。</translation>
    </message>
    <message>
        <source>The envío: Quiero plays for every ronda in play, the best takes them all; No quiero gives the side that sent it its own at once.</source>
        <translation>エンビオ：キエロなら場の全ロンダを賭け、最も高いものが全部取ります。ノ・キエロなら、エンビオした側が自分の分をすぐ得ます。</translation>
    </message>
    <message>
        <source>You hold {0}: sing it and it scores unless a rival sings too.</source>
        <translation>{0}を持っています。宣言すれば、相手も宣言しない限り得点です。</translation>
    </message>
    <message>
        <source>You can fall:</source>
        <translation>落とせます：</translation>
    </message>
    <message>
        <source>A caída is worth 1, a contra 3, a San Vicente 4.</source>
        <translation>カイーダは1点、コントラは3点、サン・ビセンテは4点。</translation>
    </message>
    <message>
        <source>You can capture:</source>
        <translation>取れます：</translation>
    </message>
    <message>
        <source>Capturing is compulsory.</source>
        <translation>取るのは義務です。</translation>
    </message>
    <message>
        <source>Nothing of yours captures: drop a card. The next player may fall on it if he holds its rank.</source>
        <translation>どのカードでも取れません。1枚捨ててください。次の人が同じ数を持っていれば、その上に落とせます。</translation>
    </message>
    <message>
        <source>Learn to play La Ronda</source>
        <translation>ラ・ロンダの遊び方</translation>
    </message>
    <message>
        <source>The game is over: {0} to {1}.</source>
        <translation>ゲーム終了：{0}対{1}。</translation>
    </message>
    <message>
        <source>The deal is over: you {0}, Ana {1}.</source>
        <translation>配りが終わりました：あなた{0}点、アナ{1}点。</translation>
    </message>
    <message>
        <source>La Ronda rules:</source>
        <translation>ラ・ロンダのルール：</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. caída, aseo, rondín...</source>
        <translation>絞り込み：語句（例：カイーダ、アセオ、ロンディン…）</translation>
    </message>
    <message>
        <source>The rules of La Ronda</source>
        <translation>ラ・ロンダのルール</translation>
    </message>
    <message>
        <source>La Ronda: the source text</source>
        <translation>ラ・ロンダ：原典</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Dealer: {0} · mano: {1}</source>
        <translation>配り手：{0}・マノ：{1}</translation>
    </message>
    <message>
        <source>¡Se van!: the last round</source>
        <translation>セ・バン！：最後の回</translation>
    </message>
    <message>
        <source>The end of the deal</source>
        <translation>配りの終わり</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次の配り</translation>
    </message>
    <message numerus="yes">
        <source>Round {0} of {1} · to %n point(s)</source>
        <translation>
            <numerusform>第{0}回／全{1}回・%n点先取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody captured: the %n card(s) left go to nobody.</source>
        <translation>
            <numerusform>だれも取りませんでした。残りの%n枚はだれのものでもありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to your pair, the last to capture (section 10).</source>
        <translation>
            <numerusform>場に残った%n枚は、最後に取ったあなたのペアのものです（第10節）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to you, the last to capture (section 10).</source>
        <translation>
            <numerusform>場に残った%n枚は、最後に取ったあなたのものです（第10節）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) left on the table go to {0}, the last to capture (section 10).</source>
        <translation>
            <numerusform>場に残った%n枚は、最後に取った{0}のものです（第10節）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1} cards, {2} over 20: +{2} (section 10).</source>
        <translation>{0}：{1}枚、20枚を{2}枚超え：+{2}（第10節）。</translation>
    </message>
    <message>
        <source>{0} cards to {1}: nobody has more than 20, no points (section 10).</source>
        <translation>{0}枚対{1}枚：だれも20枚を超えず、得点なし（第10節）。</translation>
    </message>
    <message>
        <source>Points: {0} {1}, {2} {3} (to {4}).</source>
        <translation>得点：{0} {1}点、{2} {3}点（{4}点先取）。</translation>
    </message>
    <message>
        <source>Game won by {0}</source>
        <translation>{0}の勝ち</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>Your pair wins the game!</source>
        <translation>あなたのペアの勝ち！</translation>
    </message>
    <message>
        <source>Points: {0} to {1}.</source>
        <translation>得点：{0}対{1}。</translation>
    </message>
    <message>
        <source>Play that card of your hand</source>
        <translation>手札のそのカードを出す</translation>
    </message>
    <message>
        <source>Choose a card of your hand (what it would take is lit)</source>
        <translation>手札のカードを選ぶ（取るカードが光る）</translation>
    </message>
    <message>
        <source>Move between the buttons of a question</source>
        <translation>質問のボタン間を移動</translation>
    </message>
    <message>
        <source>Cantar: sing your ronda or rondín; wait</source>
        <translation>ロンダ・ロンディンを宣言／待つ</translation>
    </message>
    <message>
        <source>Envío, chiquita, a la mayor</source>
        <translation>エンビオ、チキータ、ア・ラ・マヨール</translation>
    </message>
    <message>
        <source>Quiero, no quiero; N also deals the next deal</source>
        <translation>キエロ、ノ・キエロ。Nは次の配りにも</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Three cards each and four face up on the table (a repeated rank there is swapped back into the stock). When every hand is empty, three more each, until the stock runs out: six rounds with two players, three with four. The dealer says &lt;i&gt;¡se van!&lt;/i&gt; as he deals the last.</source>
        <translation>&lt;b&gt;配り。&lt;/b&gt;各自に3枚、場に表向きで4枚（場で数が重なれば山に戻して取り替え）。全員の手札がなくなったら、山がなくなるまでまた3枚ずつ。2人なら6回、4人なら3回。配り手は最後の回を配るとき&lt;i&gt;「セ・バン！」&lt;/i&gt;と言います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing.&lt;/b&gt; Play a card of the same rank as a table card and take it, with the cards that follow it in the sequence 1-7, sota, caballo, rey (the &lt;i&gt;correlativas&lt;/i&gt;): a 4 takes a 4, then a 5, a 6... as long as they lie there. You must capture if you can; only then may you drop a card on the table.</source>
        <translation>&lt;b&gt;取る。&lt;/b&gt;場のカードと同じ数のカードを出して取り、さらに1〜7・ソタ・カバーリョ・レイの順で続くカード（&lt;i&gt;連番&lt;/i&gt;）も取ります。4なら4、次に5、6…と場にある限り。取れるなら取るのが義務で、取れないときだけ場に捨てます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caídas.&lt;/b&gt; If the player before you dropped a card and you hold its rank, play it on it: &lt;i&gt;¡se cae!&lt;/i&gt;, 1 point. The next may lay a third: &lt;i&gt;contra&lt;/i&gt;, 3 points; a fourth: &lt;i&gt;San Vicente&lt;/i&gt;, 4. The last to fall takes the stack and its correlativas.</source>
        <translation>&lt;b&gt;カイーダ（落とし）。&lt;/b&gt;直前の人が捨てたカードと同じ数を持っていれば、その上に出します。&lt;i&gt;「セ・カエ！」&lt;/i&gt;で1点。次の人が3枚目を重ねれば&lt;i&gt;コントラ&lt;/i&gt;で3点、4枚目なら&lt;i&gt;サン・ビセンテ&lt;/i&gt;で4点。最後に落とした人が山と連番を取ります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aseo.&lt;/b&gt; Leave the table empty with a capture: 1 point (not with the deal&apos;s last card).</source>
        <translation>&lt;b&gt;アセオ。&lt;/b&gt;取って場を空にすれば1点（配りの最後のカードでは除く）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rondas.&lt;/b&gt; Two cards of a rank among your three are a &lt;i&gt;ronda&lt;/i&gt; (2 points), three a &lt;i&gt;rondín&lt;/i&gt; (5): they count only if sung. Rival rondas are played for with the &lt;i&gt;envío&lt;/i&gt;: Envío, Chiquita, A la mayor, Quiero, No quiero.</source>
        <translation>&lt;b&gt;ロンダ。&lt;/b&gt;3枚のうち同じ数が2枚で&lt;i&gt;ロンダ&lt;/i&gt;（2点）、3枚で&lt;i&gt;ロンディン&lt;/i&gt;（5点）。宣言したときだけ数えます。相手同士のロンダは&lt;i&gt;エンビオ&lt;/i&gt;（エンビオ、チキータ、ア・ラ・マヨール、キエロ、ノ・キエロ）で勝負します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The count.&lt;/b&gt; After the last card the table&apos;s cards go to the last to capture; a side with more than 20 cards scores one point for each card above 20.</source>
        <translation>&lt;b&gt;カウント。&lt;/b&gt;最後のカードのあと、場のカードは最後に取った人のものになります。20枚を超えた側は、超えた1枚につき1点。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Two players, or four in two pairs with partners opposite. Capture as many cards as you can and score lances: the first side to 18 points wins, at once.</source>
        <translation>&lt;b&gt;目的。&lt;/b&gt;2人、または向かい合う味方と組む4人（2組）で遊びます。できるだけ多くのカードを取り、見せ場で得点します。先に18点に達した側がその場で勝ちです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to La Ronda?&lt;/b&gt; &lt;i&gt;Learn &amp;gt; Learn to play La Ronda&lt;/i&gt; has short lessons on the real table; the rules tutor beside the table explains every refusal and every point scored, with its section; &lt;i&gt;Learn &amp;gt; The rules of La Ronda&lt;/i&gt; has the source text and every decision it leaves open.</source>
        <translation>&lt;b&gt;ラ・ロンダは初めて？&lt;/b&gt;&lt;i&gt;学ぶ &amp;gt; ラ・ロンダの遊び方を学ぶ&lt;/i&gt;に本物の卓での短いレッスンがあります。卓の横のルールの先生が、できない理由と得点のたびに節を示して説明します。&lt;i&gt;学ぶ &amp;gt; ラ・ロンダのルール&lt;/i&gt;には原典と、原典が決めていない点の判断がすべてあります。</translation>
    </message>
    <message>
        <source>A deal in six steps</source>
        <translation>配りを6つの段階で</translation>
    </message>
    <message>
        <source>You take the fall stack: {0}</source>
        <translation>あなたが落としの山を取りました：{0}</translation>
    </message>
    <message>
        <source>{0} takes the fall stack: {1}</source>
        <translation>{0}が落としの山を取りました：{1}</translation>
    </message>
    <message>
        <source>{0}: {1} +{2} ({3} to {4})</source>
        <translation>{0}：{1} +{2}（{3}対{4}）</translation>
    </message>
    <message>
        <source>{0}: «{1}» ({2})</source>
        <translation>{0}：「{1}」（{2}）</translation>
    </message>
    <message>
        <source>{0}: «{1}» Last round.</source>
        <translation>{0}：「{1}」最後の回。</translation>
    </message>
    <message>
        <source>You sing {0}</source>
        <translation>あなたが{0}を宣言</translation>
    </message>
    <message>
        <source>{0} sings {1}</source>
        <translation>{0}が{1}を宣言</translation>
    </message>
    <message>
        <source>{0}: «{1}»</source>
        <translation>{0}：「{1}」</translation>
    </message>
    <message>
        <source>Nobody captured in this deal: the cards left go to nobody</source>
        <translation>この配りではだれも取りませんでした。残りのカードはだれのものでもありません</translation>
    </message>
    <message>
        <source>The cards left on the table go to your pair, the last to capture: {0}</source>
        <translation>場に残ったカードは、最後に取ったあなたのペアへ：{0}</translation>
    </message>
    <message>
        <source>The cards left on the table go to you, the last to capture: {0}</source>
        <translation>場に残ったカードは、最後に取ったあなたへ：{0}</translation>
    </message>
    <message>
        <source>The cards left on the table go to {0}, the last to capture: {1}</source>
        <translation>場に残ったカードは最後に取った{0}へ：{1}</translation>
    </message>
    <message>
        <source>Cards: {0} {1}, {2} {3}</source>
        <translation>カード：{0} {1}枚、{2} {3}枚</translation>
    </message>
    <message>
        <source>Your pair reaches the target: the game is won</source>
        <translation>あなたのペアが目標点に到達：ゲームの勝ち</translation>
    </message>
    <message>
        <source>You reach the target: the game is won</source>
        <translation>あなたが目標点に到達：ゲームの勝ち</translation>
    </message>
    <message>
        <source>Target reached by {0}: the game is won</source>
        <translation>{0}が目標点に到達：ゲームの勝ち</translation>
    </message>
    <message>
        <source>Deal {0}: you deal; on the table: {1}</source>
        <translation>第{0}配り：あなたが配り手。場：{1}</translation>
    </message>
    <message>
        <source>Deal {0}: {1} deals; on the table: {2}</source>
        <translation>第{0}配り：{1}が配り手。場：{2}</translation>
    </message>
    <message>
        <source>Round {0} of {1} dealt: the last one</source>
        <translation>第{0}回（全{1}回）を配りました。最後の回です</translation>
    </message>
    <message>
        <source>Round {0} of {1} dealt</source>
        <translation>第{0}回（全{1}回）を配りました</translation>
    </message>
    <message>
        <source>You take {0} with {1}</source>
        <translation>あなたが{1}で{0}を取りました</translation>
    </message>
    <message>
        <source>{0} takes {1} with {2}</source>
        <translation>{0}が{2}で{1}を取りました</translation>
    </message>
    <message>
        <source>You drop {0}</source>
        <translation>あなたが{0}を捨てました</translation>
    </message>
    <message>
        <source>{0} drops {1}</source>
        <translation>{0}が{1}を捨てました</translation>
    </message>
    <message>
        <source>You play {0} on the card just dropped: ¡se cae!</source>
        <translation>あなたが捨てられたばかりのカードに{0}を出しました：セ・カエ！</translation>
    </message>
    <message>
        <source>{0} plays {1} on the card just dropped: ¡se cae!</source>
        <translation>{0}が捨てられたばかりのカードに{1}を出しました：セ・カエ！</translation>
    </message>
    <message>
        <source>You lay {0} on the fall stack: {1}</source>
        <translation>あなたが落としの山に{0}を重ねました：{1}</translation>
    </message>
    <message>
        <source>{0} lays {1} on the fall stack: {2}</source>
        <translation>{0}が落としの山に{1}を重ねました：{2}</translation>
    </message>
    <message>
        <source>¡Se van!: the dealer deals the last round; after its last card the cards left on the table go to the last to capture, and the count is made (sections 4, 10).</source>
        <translation>セ・バン！：配り手が最後の回を配りました。その最後のカードのあと、場に残ったカードは最後に取った人へ行き、カウントをします（第4、10節）。</translation>
    </message>
    <message>
        <source>«Media»: you play the first card of your sung {0}: the others learn it is of {1} (section 8).</source>
        <translation>「メディア」：宣言した{0}の1枚目を出しました。これでほかの人に{1}の役だとわかります（第8節）。</translation>
    </message>
    <message>
        <source>«Media»: {0} plays the first card of a sung {1}, so it is of {2} (section 8).</source>
        <translation>「メディア」：{0}が宣言した{1}の1枚目を出しました。つまり{2}の役です（第8節）。</translation>
    </message>
    <message>
        <source>{0} repeated a rank on the table: the dealer put it back into the stock and laid {1} (section 4).</source>
        <translation>{0}は場の数と重なったので、配り手が山に戻し、{1}を置きました（第4節）。</translation>
    </message>
    <message>
        <source>Rival {0}: {1}. The envío decides which counts; you speak first (section 9).</source>
        <translation>相手同士の{0}：{1}。どれが数えるかはエンビオで決め、あなたが最初に話します（第9節）。</translation>
    </message>
    <message>
        <source>Your ronda does not count: a rival sang a rondín, and rondines void the rivals&apos; rondas (section 9).</source>
        <translation>あなたのロンダは無効です。相手がロンディンを宣言し、ロンディンは相手側のロンダを無効にします（第9節）。</translation>
    </message>
    <message>
        <source>You say ¡Envío!: a rival answers Quiero (the best one takes every ronda in play) or No quiero (your side scores its own at once) (section 9).</source>
        <translation>あなたが「エンビオ！」。相手がキエロ（最も高いものが場の全ロンダを取る）かノ・キエロ（あなたの側がすぐ自分の分を得る）で答えます（第9節）。</translation>
    </message>
    <message>
        <source>You say chiquita: the word passes to the next in the contest (section 9).</source>
        <translation>あなたが「チキータ」。発言は勝負の次の人へ回ります（第9節）。</translation>
    </message>
    <message>
        <source>You say a la mayor: no bet; the best one scores only its own points once shown (section 9).</source>
        <translation>あなたが「ア・ラ・マヨール」。賭けはなく、見えたとき最も高いものが自分の点だけを得ます（第9節）。</translation>
    </message>
    <message>
        <source>ronda or rondín</source>
        <translation>ロンダかロンディン</translation>
    </message>
    <message>
        <source>rondas</source>
        <translation>ロンダ</translation>
    </message>
    <message>
        <source>rondines</source>
        <translation>ロンディン</translation>
    </message>
    <message>
        <source>Rival {0}: {1}. The envío decides which counts; {2} speaks first (section 9).</source>
        <translation>相手同士の{0}：{1}。どれが数えるかはエンビオで決め、{2}が最初に話します（第9節）。</translation>
    </message>
    <message>
        <source>{0}&apos;s ronda does not count: a rival sang a rondín, and rondines void the rivals&apos; rondas (section 9).</source>
        <translation>{0}のロンダは無効です。相手がロンディンを宣言し、ロンディンは相手側のロンダを無効にします（第9節）。</translation>
    </message>
    <message>
        <source>{0} says ¡Envío!: a rival answers Quiero (the best one takes every ronda in play) or No quiero (the sender&apos;s side scores its own at once) (section 9).</source>
        <translation>{0}が「エンビオ！」。相手がキエロ（最も高いものが場の全ロンダを取る）かノ・キエロ（エンビオした側がすぐ自分の分を得る）で答えます（第9節）。</translation>
    </message>
    <message>
        <source>{0} says chiquita: the word passes to the next in the contest (section 9).</source>
        <translation>{0}が「チキータ」。発言は勝負の次の人へ回ります（第9節）。</translation>
    </message>
    <message>
        <source>{0} says a la mayor: no bet; the best one scores only its own points once shown (section 9).</source>
        <translation>{0}が「ア・ラ・マヨール」。賭けはなく、見えたとき最も高いものが自分の点だけを得ます（第9節）。</translation>
    </message>
    <message>
        <source>Bengala (the source&apos;s rules)</source>
        <translation>ベンガラ（原典のルール）</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Opponent on your right</source>
        <translation>右の相手</translation>
    </message>
    <message>
        <source>Partner (opposite)</source>
        <translation>味方（向かい）</translation>
    </message>
    <message>
        <source>Opponent on your left</source>
        <translation>左の相手</translation>
    </message>
    <message>
        <source>The name of the person who plays this seat at this screen</source>
        <translation>この画面でこの席を遊ぶ人の名前</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>人数(&amp;P)</translation>
    </message>
    <message>
        <source>Pr&amp;actice game (undo allowed)</source>
        <translation>練習ゲーム（取り消し可）(&amp;A)</translation>
    </message>
    <message>
        <source>Several players at this screen: &amp;hide each one&apos;s cards until he says he is at it</source>
        <translation>この画面を複数人で使う：本人が画面の前にいると告げるまで各自の札を隠す(&amp;H)</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2人</translation>
    </message>
    <message>
        <source>4 players, in two pairs</source>
        <translation>4人（2組）</translation>
    </message>
    <message>
        <source>Rules: Bengala, with these options (section 14)</source>
        <translation>ルール：ベンガラ、次のオプション付き（第14節）</translation>
    </message>
    <message>
        <source>Capturing is compulsory: a card may be dropped only when none captures (section 5)</source>
        <translation>取るのは義務：どれも取れないときだけ捨てられる（第5節）</translation>
    </message>
    <message>
        <source>Who scores a fall chain (section 6)</source>
        <translation>落としの連鎖の得点（第6節）</translation>
    </message>
    <message>
        <source>Each player who falls, when he falls (caída 1, contra 3, San Vicente 4)</source>
        <translation>落とした人がそのつど（カイーダ1、コントラ3、サン・ビセンテ4）</translation>
    </message>
    <message>
        <source>Only the last to fall, when the chain closes</source>
        <translation>最後に落とした人だけ、連鎖が閉じたとき</translation>
    </message>
    <message>
        <source>Falls count across rounds: the first player of a round may fall on the last card of the one before (section 6)</source>
        <translation>回をまたいで落とせる：回の最初の人が前の回の最後のカードに落とせる（第6節）</translation>
    </message>
    <message>
        <source> points</source>
        <translation> 点</translation>
    </message>
    <message>
        <source>The game is won at (section 11)</source>
        <translation>勝ちの点数（第11節）</translation>
    </message>
    <message>
        <source>La Ronda</source>
        <translation>ラ・ロンダ</translation>
    </message>
    <message>
        <source>La Báciga</source>
        <translation>ラ・バシガ</translation>
    </message>
    <message>
        <source>Bengala</source>
        <comment>the name of a preset</comment>
        <translation>ベンガラ</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>A側</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>B側</translation>
    </message>
    <message>
        <source>The Canarian game of the draw to 31: 2 players, or 4 in two pairs, three cards each</source>
        <translation>31を目指して引くカナリアのゲーム：2人、または4人で2ペア、各3枚</translation>
    </message>
    <message>
        <source>Talk first: pass cards away, or sing báciga (9 or less) or bacigote (three equal cards). Then draw towards 31 without going over; pairs, las 31 and el punto score. First to 18 wins; four equal cards win at once.</source>
        <translation>まずトーク：カードを手放すか、báciga（バシガ：9以下）か bacigote（バシゴテ：同じ3枚）を宣言。次に31を超えないようカードを引き、ペア、ラス・31、エル・プントで得点。先に18点で勝ち。同じ4枚なら即勝ち。</translation>
    </message>
    <message>
        <source>New to La Báciga?</source>
        <translation>ラ・バシガは初めて？</translation>
    </message>
    <message>
        <source>Seven short lessons on the real table: the comodines, the talk and the pase, báciga, bacigote, the draw and the scoring.</source>
        <translation>本物の場で行う7つの短いレッスン：コモディン、トークとパセ、バシガ、バシゴテ、カードを引くこと、得点。</translation>
    </message>
    <message>
        <source>The rules of La Báciga, with every decision they leave open.</source>
        <translation>ラ・バシガのルールと、原文が決めていない点のすべての判断。</translation>
    </message>
    <message>
        <source>The Canarian game of captures: two players, or four in pairs, three cards a round</source>
        <translation>カナリア諸島のカードを取るゲーム：2人、または2組4人で、1回に3枚ずつ</translation>
    </message>
    <message>
        <source>Capture a table card with one of its rank, and the run that follows it; fall on the card just dropped for a caída; sing your rondas and play them with the envío. The first side to 18 points wins.</source>
        <translation>同じ数のカードで場のカードとそれに続く連番を取り、捨てられたばかりのカードに落としてカイーダ、ロンダを宣言してエンビオで勝負。先に18点に達した側の勝ちです。</translation>
    </message>
    <message>
        <source>New to La Ronda?</source>
        <translation>ラ・ロンダは初めて？</translation>
    </message>
    <message>
        <source>Seven short lessons on the real table: captures, caídas, the aseo, rondas and the envío, the count.</source>
        <translation>本物の卓での7つの短いレッスン：取り方、カイーダ、アセオ、ロンダとエンビオ、カウント。</translation>
    </message>
    <message>
        <source>The rules of La Ronda, with every decision they leave open.</source>
        <translation>ラ・ロンダのルールと、原典が決めていない点の判断。</translation>
    </message>
    <message>
        <source>another player</source>
        <translation>ほかのプレイヤー</translation>
    </message>
    <message>
        <source>takes {0}</source>
        <translation>{0}を取る</translation>
    </message>
    <message>
        <source>takes {0} and leaves the table empty: aseo, +1</source>
        <translation>{0}を取って場が空に：アセオ、+1</translation>
    </message>
    <message>
        <source>lies on the fall stack: contra, +3</source>
        <translation>落としの山に重ねる：コントラ、+3</translation>
    </message>
    <message>
        <source>lies on the fall stack: San Vicente, +4</source>
        <translation>落としの山に重ねる：サン・ビセンテ、+4</translation>
    </message>
    <message>
        <source>goes to the table: it captures nothing</source>
        <translation>場に置かれ、何も取らない</translation>
    </message>
    <message>
        <source>The fall stack closes first.</source>
        <translation>先に落としの山が閉じます。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a list</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>{0} {1}.</source>
        <comment>a heading and its list</comment>
        <translation>{0}{1}。</translation>
    </message>
    <message>
        <source>You have already sung this round: a player sings once a round.</source>
        <translation>この回はもう宣言しました。宣言は1回に1度です。</translation>
    </message>
    <message>
        <source>This round&apos;s rondas are settled: no more are sung until the next round.</source>
        <translation>この回のロンダは精算済みです。次の回まで宣言できません。</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a side has reached %n point(s).</source>
        <translation>
            <numerusform>ゲームは終わりました。一方が%n点に達しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules know no such word: choose one of the buttons.</source>
        <translation>ルールにその言葉はありません。ボタンから選んでください。</translation>
    </message>
    <message>
        <source>That player does not deal now: the deal passes to the player who was el mano.</source>
        <translation>その人は今の配り手ではありません。前のマノが配ります。</translation>
    </message>
    <message>
        <source>A new deal cannot start before this one is played out.</source>
        <translation>この配りが終わるまで、次の配りは始められません。</translation>
    </message>
    <message>
        <source>Capturing is compulsory: you may drop a card only when none of yours captures.</source>
        <translation>取るのは義務です。手札のどれでも取れないときだけ捨てられます。</translation>
    </message>
    <message>
        <source>You can capture with {0}, and capturing is compulsory: you may drop a card only when none of yours captures.</source>
        <translation>{0}で取れます。取るのは義務で、手札のどれでも取れないときだけ捨てられます。</translation>
    </message>
    <message>
        <source>Your three cards of this round hold {0}, not {1}: you sing what they hold.</source>
        <translation>この回の3枚は{1}ではなく{0}です。持っている役を宣言します。</translation>
    </message>
    <message>
        <source>a ronda</source>
        <translation>ロンダ</translation>
    </message>
    <message>
        <source>a rondín</source>
        <translation>ロンディン</translation>
    </message>
    <message>
        <source>You have already played the {0}: {1} is sung while all its cards are in your hand.</source>
        <translation>{0}はもう出しました。{1}は、そのカードが全部手にある間だけ宣言できます。</translation>
    </message>
    <message>
        <source>Your three cards of this round ({0}) hold no two of one rank: nothing to sing.</source>
        <translation>この回の3枚（{0}）には同じ数が2枚ありません。宣言するものはありません。</translation>
    </message>
    <message>
        <source>Your cards hold nothing to sing.</source>
        <translation>宣言できる役はありません。</translation>
    </message>
    <message>
        <source>An envío waits for your answer: Quiero or No quiero.</source>
        <translation>エンビオがあなたの答えを待っています：キエロかノ・キエロ。</translation>
    </message>
    <message>
        <source>No envío waits for an answer: say Envío or pass the word on.</source>
        <translation>答えを待つエンビオはありません。エンビオするか発言を回してください。</translation>
    </message>
    <message>
        <source>You are the last to speak: you cannot pass the word on with chiquita; say Envío or A la mayor.</source>
        <translation>あなたが最後に話す人です。チキータで回せません。エンビオかア・ラ・マヨールを言ってください。</translation>
    </message>
    <message>
        <source>Only the last to speak may say a la mayor: say Envío or Chiquita.</source>
        <translation>ア・ラ・マヨールは最後に話す人だけが言えます。エンビオかチキータを言ってください。</translation>
    </message>
    <message>
        <source>Once the round&apos;s first card is played, a ronda is sung at your own turn, before your card, or at your last call when another sings.</source>
        <translation>回の最初のカードが出たあとは、ロンダは自分の番にカードの前に宣言するか、ほかの人が宣言したときの最後の呼びかけで宣言します。</translation>
    </message>
    <message>
        <source>It is {0}&apos;s word in the envío now.</source>
        <translation>エンビオで今話すのは{0}です。</translation>
    </message>
    <message>
        <source>Nobody is asking you about a ronda now: waiting is the answer of the cante window only.</source>
        <translation>今はロンダを尋ねられていません。「待つ」は、全員にロンダの宣言を尋ねるときだけの答えです。</translation>
    </message>
    <message>
        <source>It is not your turn: {0} plays now.</source>
        <translation>あなたの番ではありません。今は{0}の番です。</translation>
    </message>
    <message>
        <source>That is not possible at this moment of the deal.</source>
        <translation>配りの今の時点ではできません。</translation>
    </message>
    <message>
        <source>The envío comes first: answer with the buttons before playing a card.</source>
        <translation>先にエンビオです。カードを出す前にボタンで答えてください。</translation>
    </message>
    <message>
        <source>Every player is asked about his ronda first.</source>
        <translation>まず全員にロンダの宣言を尋ねます。</translation>
    </message>
    <message>
        <source>No envío is being spoken now.</source>
        <translation>今はエンビオの最中ではありません。</translation>
    </message>
    <message>
        <source>The deal is over: the next one is dealt first.</source>
        <translation>この配りは終わりました。先に次を配ります。</translation>
    </message>
    <message>
        <source>La Ronda rules, section {0}.</source>
        <translation>ラ・ロンダのルール 第{0}節。</translation>
    </message>
    <message>
        <source>You fall on the card just dropped with one of its rank: caída, +{0} (section 6).</source>
        <translation>捨てられたばかりのカードに同じ数で落としました：カイーダ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>{1} falls on the card just dropped with one of its rank: caída, +{0} (section 6).</source>
        <translation>{1}が捨てられたばかりのカードに同じ数で落としました：カイーダ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>You lay a third card of the rank on the fall stack: contra, +{0} (section 6).</source>
        <translation>落としの山にその数の3枚目を重ねました：コントラ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>{1} lays a third card of the rank on the fall stack: contra, +{0} (section 6).</source>
        <translation>{1}が落としの山にその数の3枚目を重ねました：コントラ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>You lay the fourth card of the rank on the stack: San Vicente, +{0} (section 6).</source>
        <translation>山にその数の4枚目を重ねました：サン・ビセンテ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>{1} lays the fourth card of the rank on the stack: San Vicente, +{0} (section 6).</source>
        <translation>{1}が山にその数の4枚目を重ねました：サン・ビセンテ、+{0}（第6節）。</translation>
    </message>
    <message>
        <source>You leave the table empty: aseo, +{0} (section 7).</source>
        <translation>場を空にしました：アセオ、+{0}（第7節）。</translation>
    </message>
    <message>
        <source>{1} leaves the table empty: aseo, +{0} (section 7).</source>
        <translation>{1}が場を空にしました：アセオ、+{0}（第7節）。</translation>
    </message>
    <message>
        <source>Your {1} counts, uncontested: +{0} (section 9).</source>
        <translation>あなたの{1}は相手なしで有効：+{0}（第9節）。</translation>
    </message>
    <message>
        <source>{2}&apos;s {1} counts, uncontested: +{0} (section 9).</source>
        <translation>{2}の{1}は相手なしで有効：+{0}（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was refused, so the side that sent it scores its own at once (section 9).</source>
        <translation>{0} +{1}：エンビオが断られたので、エンビオした側が自分の分をすぐ得ます（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: a la mayor, and you hold {3}: it scores only its own points (section 9).</source>
        <translation>{0} +{1}：ア・ラ・マヨールで、あなたが{3}を持っています。自分の点だけを得ます（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: a la mayor, and {2} holds {3}: it scores only its own points (section 9).</source>
        <translation>{0} +{1}：ア・ラ・マヨールで、{2}が{3}を持っています。自分の点だけを得ます（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was accepted and you hold {3}: it takes the points of all in play (section 9).</source>
        <translation>{0} +{1}：エンビオが受けられ、あなたが{3}を持っています。勝負した全部の点を取ります（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: the envío was accepted and {2} holds {3}: it takes the points of all in play (section 9).</source>
        <translation>{0} +{1}：エンビオが受けられ、{2}が{3}を持っています。勝負した全部の点を取ります（第9節）。</translation>
    </message>
    <message>
        <source>Play {0}: it takes {1} for your pile (section 5).</source>
        <translation>{0}を出しましょう。{1}を取って自分の山へ（第5節）。</translation>
    </message>
    <message>
        <source>Play {0}: it takes {1} and leaves the table empty, an aseo worth {2} (sections 5, 7).</source>
        <translation>{0}を出しましょう。{1}を取って場が空になり、アセオで{2}点（第5、7節）。</translation>
    </message>
    <message>
        <source>Play {0}: it falls on the card just dropped, a caída worth {1} (section 6).</source>
        <translation>{0}を出しましょう。捨てられたばかりのカードに落としてカイーダ、{1}点（第6節）。</translation>
    </message>
    <message>
        <source>Play {0}: a contra on the fall stack, worth {1} (section 6).</source>
        <translation>{0}を出しましょう。落としの山にコントラで{1}点（第6節）。</translation>
    </message>
    <message>
        <source>Play {0}: a San Vicente, worth {1} (section 6).</source>
        <translation>{0}を出しましょう。サン・ビセンテで{1}点（第6節）。</translation>
    </message>
    <message>
        <source>Nothing of yours captures: drop {0}; you have seen {1} of the four of its rank, so a caída on it is less likely (section 6).</source>
        <translation>どのカードでも取れません。{0}を捨てましょう。その数の4枚のうち{1}枚が見えているので、落とされにくいです（第6節）。</translation>
    </message>
    <message>
        <source>Drop {0}: capturing is optional at this table, and this keeps more for later.</source>
        <translation>{0}を捨てましょう。この卓では取るのは任意で、あとのために残せます。</translation>
    </message>
    <message>
        <source>Say Envío: your side holds {0} about {1}% of the time; accepted it wins {2} (section 9).</source>
        <translation>エンビオしましょう。あなたの側が{0}を持つのは約{1}%。受けられれば{2}点（第9節）。</translation>
    </message>
    <message>
        <source>Say Chiquita: your side holds {0} only about {1}% of the time; let the others bet first (section 9).</source>
        <translation>チキータと言いましょう。あなたの側が{0}を持つのは約{1}%だけ。先に相手に賭けさせましょう（第9節）。</translation>
    </message>
    <message>
        <source>Say A la mayor: your side holds {0} only about {1}% of the time; play it out at its own value, {2} (section 9).</source>
        <translation>ア・ラ・マヨールと言いましょう。あなたの側が{0}を持つのは約{1}%だけ。通常の点{2}で勝負します（第9節）。</translation>
    </message>
    <message>
        <source>Say Quiero: your side holds {0} about {1}% of the time; the winner scores {2} (section 9).</source>
        <translation>キエロと言いましょう。あなたの側が{0}を持つのは約{1}%。勝った側が{2}点（第9節）。</translation>
    </message>
    <message>
        <source>Say No quiero: the other side holds {0} about {1}% of the time; refusing gives them only {2} (section 9).</source>
        <translation>ノ・キエロと言いましょう。相手の側が{0}を持つのは約{1}%。断れば相手の得点は{2}点だけ（第9節）。</translation>
    </message>
    <message>
        <source>{0} +{1}: the count, cards over 20 (section 10).</source>
        <translation>{0} +{1}：カウント、20枚を超えた分（第10節）。</translation>
    </message>
    <message>
        <source>falls on {0}: caída, +1</source>
        <translation>{0}に落とす：カイーダ、+1</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a card, then what it would do</comment>
        <translation>{0}で{1}</translation>
    </message>
    <message>
        <source>{0} captures nothing, but you can capture:</source>
        <translation>{0}では何も取れませんが、取れるカードがあります：</translation>
    </message>
    <message>
        <source>Sing {0} now: it scores {1} at once unless a rival sings too, and waiting gains nothing (section 8).</source>
        <translation>今{0}を宣言しましょう。相手も宣言しない限りすぐ{1}点、待っても得はありません（第8節）。</translation>
    </message>
    <message>
        <source>Sing {0} now: this is your last call, and a ronda not sung does not count (section 8).</source>
        <translation>今{0}を宣言しましょう。最後の呼びかけで、宣言しないロンダは数えません（第8節）。</translation>
    </message>
    <message>
        <source>Nothing to sing: wait.</source>
        <translation>宣言するものはありません。待ちましょう。</translation>
    </message>
    <message>
        <source>ases</source>
        <translation>アス</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7</translation>
    </message>
    <message>
        <source>sotas</source>
        <translation>ソタ</translation>
    </message>
    <message>
        <source>caballos</source>
        <translation>カバーリョ</translation>
    </message>
    <message>
        <source>reyes</source>
        <translation>レイ</translation>
    </message>
    <message>
        <source>ronda</source>
        <comment>the combination</comment>
        <translation>ロンダ</translation>
    </message>
    <message>
        <source>rondín</source>
        <comment>the combination</comment>
        <translation>ロンディン</translation>
    </message>
    <message>
        <source>the best ronda</source>
        <translation>最も高いロンダ</translation>
    </message>
    <message>
        <source>the best rondín</source>
        <translation>最も高いロンディン</translation>
    </message>
    <message>
        <source>a ronda of {0}</source>
        <translation>{0}のロンダ</translation>
    </message>
    <message>
        <source>a rondín of {0}</source>
        <translation>{0}のロンディン</translation>
    </message>
    <message>
        <source>Envío, quiero</source>
        <translation>エンビオ・キエロ</translation>
    </message>
    <message>
        <source>Envío, no quiero</source>
        <translation>エンビオ・ノ・キエロ</translation>
    </message>
    <message>
        <source>A la mayor</source>
        <translation>ア・ラ・マヨール</translation>
    </message>
    <message>
        <source>Envío</source>
        <translation>エンビオ</translation>
    </message>
    <message>
        <source>Caída</source>
        <translation>カイーダ</translation>
    </message>
    <message>
        <source>Contra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>San Vicente</source>
        <translation>サン・ビセンテ</translation>
    </message>
    <message>
        <source>Aseo</source>
        <translation>アセオ</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>ロンダ</translation>
    </message>
    <message>
        <source>Rondín</source>
        <translation>ロンディン</translation>
    </message>
    <message>
        <source>Count</source>
        <comment>cards over 20</comment>
        <translation>カウント</translation>
    </message>
    <message>
        <source>¡Ronda!</source>
        <translation>ロンダ！</translation>
    </message>
    <message>
        <source>¡Rondín!</source>
        <translation>ロンディン！</translation>
    </message>
    <message>
        <source>Más chiquita</source>
        <translation>マス・チキータ</translation>
    </message>
    <message>
        <source>Chiquita</source>
        <translation>チキータ</translation>
    </message>
    <message>
        <source>¡Envío!</source>
        <translation>エンビオ！</translation>
    </message>
    <message>
        <source>¡A la mayor!</source>
        <translation>ア・ラ・マヨール！</translation>
    </message>
    <message>
        <source>¡Quiero!</source>
        <translation>キエロ！</translation>
    </message>
    <message>
        <source>No quiero</source>
        <translation>ノ・キエロ</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>メディア</translation>
    </message>
    <message>
        <source>La otra media</source>
        <translation>ラ・オトラ・メディア</translation>
    </message>
    <message>
        <source>¡Se cae!</source>
        <translation>セ・カエ！</translation>
    </message>
    <message>
        <source>¡Contra!</source>
        <translation>コントラ！</translation>
    </message>
    <message>
        <source>¡San Vicente!</source>
        <translation>サン・ビセンテ！</translation>
    </message>
    <message>
        <source>¡Se van!</source>
        <translation>セ・バン！</translation>
    </message>
    <message>
        <source>{0} &amp; {1}</source>
        <translation>{0}・{1}</translation>
    </message>
    <message>
        <source>&amp;Learn to play La Báciga...</source>
        <translation>ラ・バシガを学ぶ(&amp;L)...</translation>
    </message>
    <message>
        <source>The &amp;rules of La Báciga...</source>
        <translation>ラ・バシガのルール(&amp;R)...</translation>
    </message>
    <message>
        <source>New to La Báciga? Learn to play, step by step.</source>
        <translation>ラ・バシガは初めてですか？一歩ずつ学びましょう。</translation>
    </message>
    <message>
        <source>Not this one: look at the table again.</source>
        <translation>違います。もう一度場を見てください。</translation>
    </message>
    <message>
        <source>Three equal cards: sing Bacigote, 7 points.</source>
        <translation>同じカード3枚：Bacigote を宣言、7点。</translation>
    </message>
    <message>
        <source>Your cards total {0}: you may sing Báciga (2 points), or pass for better cards.</source>
        <translation>合計{0}：Báciga を宣言（2点）するか、もっと良いカードを狙ってパス。</translation>
    </message>
    <message>
        <source>The talk is cut: say Paso, you keep your cards.</source>
        <translation>トークは切られています：Paso と言えばカードはそのまま。</translation>
    </message>
    <message>
        <source>Click the cards you do not want (the high ones), then Paso.</source>
        <translation>要らないカード（高いもの）をクリックしてから Paso。</translation>
    </message>
    <message>
        <source>Or say Cartas to cut the talk and draw with what you hold.</source>
        <translation>または Cartas と言って切り、今の手で引きましょう。</translation>
    </message>
    <message>
        <source>Your draw: click a card to keep it face down, or ask for a card (Otra).</source>
        <translation>あなたの引き：カードをクリックして伏せるか、カードを求める（Otra）。</translation>
    </message>
    <message>
        <source>Total {0}: no card can take you over 31, ask for another (Otra).</source>
        <translation>合計{0}：どのカードでも31を超えないので、もう1枚（Otra）。</translation>
    </message>
    <message>
        <source>Total {0}: one more card may go pasado. Stand (Me planto), or risk it.</source>
        <translation>合計{0}：もう1枚で超えるかもしれません。止める（Me planto）か、賭けるか。</translation>
    </message>
    <message>
        <source>Filter: a word, e.g. báciga, tapada, pasado...</source>
        <translation>絞り込み：語句（例：バシガ、タパダ、パサド…）</translation>
    </message>
    <message>
        <source>The rules of La Báciga</source>
        <translation>ラ・バシガのルール</translation>
    </message>
    <message>
        <source>La Báciga: the source text</source>
        <translation>ラ・バシガ：原文</translation>
    </message>
    <message>
        <source>Reopen your table...</source>
        <translation>テーブルを再び開く...</translation>
    </message>
    <message>
        <source>Host a table...</source>
        <translation>テーブルを開く...</translation>
    </message>
    <message>
        <source>Join a table...</source>
        <translation>テーブルに参加...</translation>
    </message>
    <message>
        <source>Play with family and friends on other computers of this network; the computer fills the empty seats.</source>
        <translation>このネットワークの別のコンピューターから家族や友だちと遊べます。空いた席はコンピューターが埋めます。</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>テーブルに参加</translation>
    </message>
    <message>
        <source>Tables found on this network:</source>
        <translation>このネットワークで見つかったテーブル：</translation>
    </message>
    <message>
        <source>Looking for tables... If none appears, type the address or the code the host&apos;s window shows.</source>
        <translation>テーブルを探しています...見つからない場合は、ホストのウィンドウに表示されたアドレスかコードを入力してください。</translation>
    </message>
    <message>
        <source>A table code such as 3Z1QF-0XK2A, or ws://...</source>
        <translation>3Z1QF-0XK2A のようなテーブルコード、または ws://...</translation>
    </message>
    <message>
        <source>&amp;Look</source>
        <translation>確認(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Address or code</source>
        <translation>アドレスまたはコード(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <comment>the seat to take at a table</comment>
        <translation>席(&amp;S)</translation>
    </message>
    <message>
        <source>Sit &amp;down</source>
        <translation>着席する(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>観戦する(&amp;W)</translation>
    </message>
    <message>
        <source>Watch the table: see what every player sees, and no one&apos;s hand.</source>
        <translation>テーブルを観戦：全員に見えるものだけが見え、誰の手札も見えません。</translation>
    </message>
    <message numerus="yes">
        <source>{0}, hosted by {1}: %n free of {2} seats</source>
        <translation>
            <numerusform>{0}（ホスト：{1}）：{2}席中%n席が空き</numerusform>
        </translation>
    </message>
    <message>
        <source>That is neither a table code nor an address.</source>
        <translation>それはテーブルコードでもアドレスでもありません。</translation>
    </message>
    <message>
        <source>Looking at the table...</source>
        <translation>テーブルを確認しています...</translation>
    </message>
    <message>
        <source>The table cannot be joined: {0}</source>
        <translation>テーブルに参加できません：{0}</translation>
    </message>
    <message>
        <source>My seat, taken back</source>
        <translation>自分の席に戻る</translation>
    </message>
    <message>
        <source>This program cannot play that table&apos;s game.</source>
        <translation>このプログラムではそのテーブルのゲームは遊べません。</translation>
    </message>
    <message>
        <source>{0} is not playable over the network yet.</source>
        <translation>{0}はまだネットワークで遊べません。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a seat and how it is now</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0}. At the table: {1}.</source>
        <translation>{0}。テーブル：{1}。</translation>
    </message>
    <message>
        <source>No seat is free.</source>
        <translation>空いている席はありません。</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>{0}, watching</source>
        <translation>{0}（観戦中）</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>まだメッセージはありません。</translation>
    </message>
    <message>
        <source>Say to the whole table: {0}</source>
        <translation>テーブル全員に言う：{0}</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>コンピューターが打つ</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>ネットワークテーブル</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>テーブルコード</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats&lt;/b&gt;</source>
        <translation>&lt;b&gt;席&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watching&lt;/b&gt;: you see what every player sees, and no one&apos;s hand.</source>
        <translation>&lt;b&gt;観戦中&lt;/b&gt;：全員に見えるものだけが見え、誰の手札も見えません。</translation>
    </message>
    <message>
        <source>If you start now, the computer plays the free seats at this level:</source>
        <translation>今すぐ始めると、空いた席はこのレベルのコンピューターが打ちます：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chat&lt;/b&gt;</source>
        <translation>&lt;b&gt;チャット&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start now</source>
        <translation>今すぐ開始</translation>
    </message>
    <message>
        <source>The table had moved on before your move arrived: play again on the table as it is now.</source>
        <translation>あなたの手が届く前にテーブルが進みました。今のテーブルでもう一度打ってください。</translation>
    </message>
    <message>
        <source>{0}: network table {1}</source>
        <translation>{0}：ネットワークテーブル {1}</translation>
    </message>
    <message>
        <source>The table is closed: {0}</source>
        <translation>テーブルは閉じられました：{0}</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>テーブルを閉じる</translation>
    </message>
    <message numerus="yes">
        <source>Closing the table stops the game for %n player(s) at other computers: {0}. The game is kept: Reopen your table, on the start screen, opens it again, and they take their seats back when they join.</source>
        <translation>
            <numerusform>テーブルを閉じると、ほかのコンピューターの %n 人（{0}）のゲームが止まります。ゲームは保存されます：スタート画面の「テーブルを再び開く」でもう一度開くと、参加し直した人は自分の席に戻れます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on playing</source>
        <translation>続けて遊ぶ</translation>
    </message>
    <message>
        <source>the host&apos;s key of the table is lost</source>
        <translation>テーブルのホスト用キーが失われました</translation>
    </message>
    <message>
        <source>The table cannot be opened: {0}</source>
        <translation>テーブルを開けません：{0}</translation>
    </message>
    <message>
        <source>The table cannot be opened on this computer&apos;s network ({0}).</source>
        <translation>このコンピューターのネットワークではテーブルを開けません（{0}）。</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>こんにちは！</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>幸運を！</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>お見事！</translation>
    </message>
    <message>
        <source>Thank you!</source>
        <translation>ありがとう！</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>少々お待ちください。</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>ごめんなさい！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>いい勝負でした！</translation>
    </message>
    <message>
        <source>Goodbye!</source>
        <translation>さようなら！</translation>
    </message>
    <message>
        <source>Seat {0}, partner of {1}</source>
        <translation>席 {0}（{1} のパートナー）</translation>
    </message>
    <message>
        <source>free for a person</source>
        <translation>空席（人用）</translation>
    </message>
    <message>
        <source>computer: {0}</source>
        <translation>コンピューター：{0}</translation>
    </message>
    <message>
        <source>here, ready</source>
        <translation>在席・準備完了</translation>
    </message>
    <message>
        <source>here</source>
        <translation>在席</translation>
    </message>
    <message>
        <source>away; {0} plays for now</source>
        <translation>不在。今は{0}が代わりに打ちます</translation>
    </message>
    <message>
        <source>away; the table waits</source>
        <translation>不在。テーブルは待っています</translation>
    </message>
    <message>
        <source>away; seat held for {0}</source>
        <translation>不在。席の確保 残り{0}</translation>
    </message>
    <message>
        <source>away</source>
        <translation>不在</translation>
    </message>
    <message>
        <source>{0} is back at the table.</source>
        <translation>{0}がテーブルに戻りました。</translation>
    </message>
    <message>
        <source>{0} left the table: the seat is held for {1}.</source>
        <translation>{0}がテーブルを離れました。席は{1}のあいだ確保されます。</translation>
    </message>
    <message>
        <source>{0} left the table.</source>
        <translation>{0}がテーブルを離れました。</translation>
    </message>
    <message>
        <source>The computer plays for {0} for now.</source>
        <translation>当面はコンピューターが{0}の代わりに打ちます。</translation>
    </message>
    <message>
        <source>{0} is still away. The table waits: Computer plays, in the Network table panel, lets the game go on.</source>
        <translation>{0}はまだ戻っていません。テーブルは待っています。「ネットワークテーブル」パネルの「コンピューターが打つ」でゲームを続けられます。</translation>
    </message>
    <message>
        <source>{0} is still away. The table waits until the host gives the seat to the computer.</source>
        <translation>{0}はまだ戻っていません。ホストが席をコンピューターに任せるまで、テーブルは待ちます。</translation>
    </message>
    <message>
        <source>Connecting to the table...</source>
        <translation>テーブルに接続しています...</translation>
    </message>
    <message>
        <source>Waiting for the table</source>
        <translation>テーブルを待っています</translation>
    </message>
    <message>
        <source>Seats taken: {0} of {1}.</source>
        <translation>埋まった席：{1} 席中 {0} 席。</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when you press Start now in the Network table panel: the computer then plays the free seats.</source>
        <translation>すべての席が埋まるか、「ネットワークテーブル」パネルで「今すぐ開始」を押すとゲームが始まります。空いた席はコンピューターが打ちます。</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when the host starts it; you will watch it here.</source>
        <translation>すべての席が埋まるか、ホストが開始するとゲームが始まります。ここで観戦できます。</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken, or when the host starts it.</source>
        <translation>すべての席が埋まるか、ホストが開始するとゲームが始まります。</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>プレイヤーを待っています</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>接続しました。</translation>
    </message>
    <message>
        <source>The connection dropped: trying again...</source>
        <translation>接続が切れました。再接続しています...</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>テーブルは閉じられました。</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>ゲームが終わりました。</translation>
    </message>
    <message>
        <source>the host closed the table.</source>
        <translation>ホストがテーブルを閉じました。</translation>
    </message>
    <message>
        <source>the host stopped the table.</source>
        <translation>ホストがテーブルを止めました。</translation>
    </message>
    <message>
        <source>you left the table.</source>
        <translation>あなたはテーブルを離れました。</translation>
    </message>
    <message>
        <source>the table could not be reached again.</source>
        <translation>テーブルに再接続できませんでした。</translation>
    </message>
    <message>
        <source>that seat is taken.</source>
        <translation>その席はすでに埋まっています。</translation>
    </message>
    <message>
        <source>this seat is not yours at this table.</source>
        <translation>このテーブルのその席はあなたのものではありません。</translation>
    </message>
    <message numerus="yes">
        <source>the %n hands agreed were played.</source>
        <translation>
            <numerusform>約束の%n回のハンドが終わりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Something went wrong that Zanga did not expect, and what it was doing was left undone. The game on the table is kept as of its last move.</source>
        <translation>Zanga が想定していない問題が起き、実行中の処理は完了しませんでした。卓のゲームは最後の一手の時点のまま保存されています。</translation>
    </message>
    <message>
        <source>The details are written in {0}: sending that file with a report helps mend it.</source>
        <translation>詳細は {0} に書き込まれています。報告にこのファイルを添えていただくと、修正の助けになります。</translation>
    </message>
    <message>
        <source>The details could not be written to a file.</source>
        <translation>詳細をファイルに書き込めませんでした。</translation>
    </message>
    <message>
        <source>Zanga Desktop</source>
        <translation>Zanga Desktop</translation>
    </message>
    <message>
        <source>the {0}</source>
        <comment>a card whose Spanish name is feminine: la sota</comment>
        <translation>{0}</translation>
    </message>
    <message>
        <source>the {0}</source>
        <comment>a card whose Spanish name is masculine: el as, el 3, el rey</comment>
        <translation>{0}</translation>
    </message>
    <message>
        <source>{0} rules, with changes (first to {1})</source>
        <translation>{0}のルール・変更あり（{1}点先取）</translation>
    </message>
    <message>
        <source>{0} rules (first to {1})</source>
        <translation>{0}のルール（{1}点先取）</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>あなたの名前(&amp;Y)</translation>
    </message>
    <message>
        <source>More &amp;options</source>
        <translation>その他のオプション(&amp;O)</translation>
    </message>
    <message>
        <source>Two players at this screen are named {0}: give one of them another name.</source>
        <translation>この画面の2人が同じ名前（{0}）です。どちらかに別の名前を付けてください。</translation>
    </message>
    <message>
        <source>The table you were hosting was left open. Reopen it to play on.</source>
        <translation>開いていたテーブルが閉じられずに残っています。もう一度開くと続きを遊べます。</translation>
    </message>
    <message>
        <source>The table you were hosting with {0} was left open. Reopen it: they take their seats back when they join again.</source>
        <translation>{0}と遊んでいたテーブルが閉じられずに残っています。もう一度開くと、再び参加したプレイヤーは自分の席に戻れます。</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T)：</translation>
    </message>
    <message>
        <source>Watching the game</source>
        <translation>ゲームの再生</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <source>The next move (Right)</source>
        <translation>次の手（→）</translation>
    </message>
    <message>
        <source>&amp;Every hand face up</source>
        <translation>全員の手札を表向きに(&amp;E)</translation>
    </message>
    <message>
        <source>Every player&apos;s cards face up; unticked, the table shows the game as the seat it is seen from saw it</source>
        <translation>全員のカードを表向きにします。外すと、視点の席から見えたとおりにゲームを表示します</translation>
    </message>
    <message>
        <source>Seen &amp;from:</source>
        <translation>視点(&amp;S)：</translation>
    </message>
    <message>
        <source>The player at the bottom of the table</source>
        <translation>テーブルの手前に座るプレイヤー</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>一時停止（スペース）</translation>
    </message>
    <message>
        <source>Play the moves one after another (Space)</source>
        <translation>手を順に再生（スペース）</translation>
    </message>
    <message>
        <source>{0}: watching {1}</source>
        <translation>{0}：{1} を再生中</translation>
    </message>
    <message>
        <source>Cannot watch this file</source>
        <translation>このファイルは再生できません</translation>
    </message>
    <message>
        <source>To the start of the deal, or the deal before (Page Up)</source>
        <translation>この配りの最初へ、または前の配りへ（Page Up）</translation>
    </message>
    <message>
        <source>To the next deal (Page Down)</source>
        <translation>次の配りへ（Page Down）</translation>
    </message>
    <message>
        <source>Deal {0} of {1}, move {2} of {3}</source>
        <translation>第{0}配り（全{1}）・{2}手目（全{3}手）</translation>
    </message>
    <message>
        <source>{0}: watching this game again</source>
        <translation>{0}：このゲームを再生中</translation>
    </message>
    <message>
        <source>No hand of this game was dealt: there is nothing to watch yet.</source>
        <translation>このゲームではまだハンドが配られていません。再生するものはありません。</translation>
    </message>
</context>
</TS>
