"""La Báciga's part of Help: how a deal is played (baciga-rules.md), and the keys of its
table."""

from __future__ import annotations

from ....ui.help_pages import game_page
from ....ui.i18n import tr


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) at La Báciga's table."""
    return [
        (tr("1 to 6, or Left, Right and Enter"),
         tr("Choose a card: to lay down with a paso, or to keep face down as you show")),
        ("P, B, G, C", tr("Say Paso, Báciga, Bacigote or Cartas")),
        ("O, T, M", tr("Ask for a card (Otra), a card face down (Tapada), or stand (Me "
                       "planto)")),
        (tr("Up, Down, Tab"), tr("Move between the buttons; on a comodín, between its ranks")),
        ("Esc", tr("Close the comodín's ranks without fixing it")),
        ("S", tr("¡Me salgo!: claim the win (when the table does not claim it by itself)")),
        ("N", tr("Next deal")),
    ]


def how_to_play_html() -> str:
    steps = [
        tr("<b>The deal.</b> Three cards each, one at a time from el mano, the player on the "
           "dealer's right; the rest is the stock. Sotas, caballos and reyes are worth 10, "
           "the others their number. The 7 de oros and the 7 de copas are comodines: each "
           "may be any rank."),
        tr("<b>The talk.</b> In turn from el mano each player says one word. <i>Paso</i>: "
           "lay 1 to 3 cards face down in the middle. <i>Báciga</i>: your three cards total "
           "9 or less (2 points). <i>Bacigote</i>: three equal cards (7 points, the deal "
           "ends). <i>Cartas</i>, from the second talk: cut without a cante. If everyone "
           "passed, the laid cards go under the stock, each is dealt as many and the talk "
           "starts again; if someone cut, the cards laid down are lost."),
        tr("<b>The draw.</b> From el mano, each shows his cards (he may keep one face down, "
           "his tapada) and asks for cards face up (<i>Otra</i>) or down (<i>Tapada</i>) "
           "towards 31, then stands (<i>Me planto</i>). Over 31 is <i>pasado</i>: −1. A "
           "free comodín counts 1 until it is fixed."),
        tr("<b>The score.</b> At each stand a pair scores 1 and a trío 3. After the last "
           "player, exactly 31 scores 2 (<i>las 31</i>), else the best total 1 (<i>el "
           "punto</i>); ties go to the player nearer el mano."),
        tr("<b>The game.</b> The first side to 18 points wins, at once. Four equal cards "
           "(<i>las cosas</i>) win the game on the spot."),
    ]
    aim = tr("<b>The aim.</b> Two players, or four in two pairs, partners opposite. Sing "
             "bácigas and bacigotes, draw close to 31 without going over, and be first to "
             "18 points.")
    learn = tr("<b>New to La Báciga?</b> <i>Learn &gt; Learn to play La Báciga</i> has seven "
               "short lessons on the real table; the rules tutor beside the table explains "
               "every refusal and every point, and cites its section; <i>Learn &gt; The rules "
               "of La Báciga</i> has the source text and every decision it leaves open.")
    return game_page(aim, tr("A deal in five steps"), steps, learn)
