"""La Zanga's part of Help: how a hand is played, and the keys of its table."""

from __future__ import annotations

from ....ui.help_pages import game_page
from ....ui.i18n import tr


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) at La Zanga's table, in the order a hand needs them."""
    return [
        (tr("Left, Right"), tr("Choose a card of your hand (its outline is dashed blue)")),
        (tr("Enter or Space"), tr("Play the chosen card, or press the chosen button")),
        (tr("Left, Right, Tab"), tr("Move between the buttons of a question (speaking, "
                                    "trumps, cinco)")),
        (tr("L (hold)"), tr("Look at the last trick while the key is held (Art. 35)")),
        ("R", tr("¡Renuncio!: claim a renuncio (Mesa rules only)")),
    ]


def how_to_play_html() -> str:
    steps = [
        tr("<b>The deal.</b> Everyone gets 8 cards; the 8 left over, face down, are the "
           "zanga. Play goes to the right: you, then the player on your right."),
        tr("<b>Speaking.</b> In turn each player says <i>paso</i> (pass, 1 vale into the "
           "pot), <i>juego</i> (I play, with my partner), <i>solo</i> (I play alone) or, "
           "last, <i>zanga</i>. The buttons offer only what you may say, and what it costs."),
        tr("<b>Trumps.</b> The player who plays the hand (the nombrado) names the trump "
           "suit. The three highest trumps are the matadores."),
        tr("<b>The tricks.</b> Eight tricks: follow the suit led if you can (else play any "
           "card); the highest trump, else the highest card of the suit led, wins and leads "
           "the next. The cards you may play are lifted."),
        tr("<b>The result.</b> Five tricks or more for the nombrado's pair: sacada, they "
           "take the pot. Four: puesta, they double it. Three or fewer: codillo, the other "
           "pair takes it. The summary shows every vale and why."),
    ]
    aim = tr("<b>The aim.</b> Four players in two pairs: you and your partner opposite you, "
             "against the players on your sides. Each pair starts with 16 vales (stones); "
             "the pair that wins all 32 wins the game.")
    learn = tr("<b>New to La Zanga?</b> <i>Learn &gt; Learn to play</i> has short lessons on "
               "the real table, step by step; the rules tutor beside the table explains "
               "every refusal and cites its article; <i>Learn &gt; Reglamento</i> has the "
               "whole rules.")
    return game_page(aim, tr("A hand in five steps"), steps, learn)
