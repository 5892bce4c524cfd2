"""La Ronda's part of Help: how a deal is played (ronda-rules.md), and the keys of its
table."""

from __future__ import annotations

from ....ui.help_pages import game_page
from ....ui.i18n import tr


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) at La Ronda's table."""
    return [
        ("1, 2, 3", tr("Play that card of your hand")),
        (tr("Left, Right"), tr("Choose a card of your hand (what it would take is lit)")),
        (tr("Enter or Space"), tr("Play the chosen card, or press the chosen button")),
        (tr("Up, Down, Tab"), tr("Move between the buttons of a question")),
        ("C, W", tr("Cantar: sing your ronda or rondín; wait")),
        ("E, I, M", tr("Envío, chiquita, a la mayor")),
        ("Q, N", tr("Quiero, no quiero; N also deals the next deal")),
    ]


def how_to_play_html() -> str:
    steps = [
        tr("<b>The deal.</b> Three cards each and four face up on the table (a repeated rank "
           "there is swapped back into the stock). When every hand is empty, three more each, "
           "until the stock runs out: six rounds with two players, three with four. The "
           "dealer says <i>¡se van!</i> as he deals the last."),
        tr("<b>Capturing.</b> Play a card of the same rank as a table card and take it, with "
           "the cards that follow it in the sequence 1-7, sota, caballo, rey (the "
           "<i>correlativas</i>): a 4 takes a 4, then a 5, a 6... as long as they lie there. "
           "You must capture if you can; only then may you drop a card on the table."),
        tr("<b>Caídas.</b> If the player before you dropped a card and you hold its rank, "
           "play it on it: <i>¡se cae!</i>, 1 point. The next may lay a third: "
           "<i>contra</i>, 3 points; a fourth: <i>San Vicente</i>, 4. The last to fall "
           "takes the stack and its correlativas."),
        tr("<b>Aseo.</b> Leave the table empty with a capture: 1 point (not with the deal's "
           "last card)."),
        tr("<b>Rondas.</b> Two cards of a rank among your three are a <i>ronda</i> (2 "
           "points), three a <i>rondín</i> (5): they count only if sung. Rival rondas are "
           "played for with the <i>envío</i>: Envío, Chiquita, A la mayor, Quiero, No "
           "quiero."),
        tr("<b>The count.</b> After the last card the table's cards go to the last to "
           "capture; a side with more than 20 cards scores one point for each card above "
           "20."),
    ]
    aim = tr("<b>The aim.</b> Two players, or four in two pairs with partners opposite. "
             "Capture as many cards as you can and score lances: the first side to 18 points "
             "wins, at once.")
    learn = tr("<b>New to La Ronda?</b> <i>Learn &gt; Learn to play La Ronda</i> has short "
               "lessons on the real table; the rules tutor beside the table explains every "
               "refusal and every point scored, with its section; <i>Learn &gt; The rules of "
               "La Ronda</i> has the source text and every decision it leaves open.")
    return game_page(aim, tr("A deal in six steps"), steps, learn)
