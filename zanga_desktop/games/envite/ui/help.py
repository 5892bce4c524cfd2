"""El Envite's part of Help: how a hand is played (envite-rules.md), and the keys of its
table."""

from __future__ import annotations

from ....ui.help_pages import game_page
from ....ui.i18n import tr


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) at El Envite's table."""
    return [
        (tr("Left, Right"), tr("Choose a card of your hand")),
        (tr("Enter or Space"), tr("Play the chosen card, or press the chosen button")),
        (tr("Up, Down, Tab"), tr("Move between the buttons of a question (a bet, an answer, "
                                 "a seña, the tumbo)")),
        ("R", tr("¡Renuncio!: claim a renuncio (Mesa rules only)")),
    ]


def how_to_play_html() -> str:
    steps = [
        tr("<b>The deal.</b> Three cards each; the next card is turned up: la vira. Its suit "
           "is trumps (lo virado); with teams of three or more, some cards are matadores, "
           "the highest trumps whatever the vira."),
        tr("<b>The tricks.</b> Three tricks, led by the player on the dealer's right. Follow "
           "the suit led or play a trump; when a trump is led, play a trump if you hold one. "
           "The team that wins two tricks wins the hand."),
        tr("<b>Bets.</b> At your turn you may send an envío: the hand is played for 3 "
           "piedras instead of 1, then 6, then 9. Only the other team's capitán accepts "
           "(<i>quiero</i>) or refuses (<i>paso</i>: your team scores the stake before the "
           "bet); any of his team may raise instead."),
        tr("<b>Señas.</b> Partners tell each other what they hold with señas, the "
           "traditional gestures; the table shows a partner's seña on his face, and the "
           "other team sees it only if it catches it."),
        tr("<b>Tumbo and chico.</b> A team with 8 piedras is in tumbo: its capitán decides "
           "whether to play the hand, without bets. Winning it wins the chico; two chicos "
           "win the partido."),
    ]
    aim = tr("<b>The aim.</b> Two teams of one to five players, partners in alternate seats. "
             "Win hands to score piedras, reach the tumbo and win it: two chicos win the "
             "partido.")
    learn = tr("<b>New to El Envite?</b> <i>Learn &gt; Learn to play El Envite</i> has eight "
               "short lessons on the real table; the rules tutor beside the table explains "
               "every refusal and cites its section; <i>Learn &gt; The rules of El Envite</i> "
               "has the whole rules and every decision they leave open.")
    return game_page(aim, tr("A hand in five steps"), steps, learn)
