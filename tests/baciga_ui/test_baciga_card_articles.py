"""La Báciga names a single card in a refusal with its own article (`ui/card_names.py`)."""

from __future__ import annotations

from zanga_desktop.core.deck import Card
from zanga_desktop.games.baciga.rules import BacigaError
from zanga_desktop.games.baciga.ui.tutor_text import reason

SOTA = Card.parse("10o")


def test_a_refusal_names_the_sota_with_la(spanish: None) -> None:
    told = reason(BacigaError("card_not_held", "10o not held", card=SOTA))
    assert told.startswith("No tienes la sota de oros:")


def test_section9_the_count_and_a_lance_name_the_player_on_his_own_as_tu(spanish: None) -> None:
    """"El recuento: tú, ..." and "Parejas +1 (tú)": the player named on his own is the
    subject "tú", not the "ti" of "por ti" (which the cut's "laid down by" keeps)."""
    import random

    from zanga_desktop.games.baciga.game import GAME
    from zanga_desktop.games.baciga.rules import Happened, Lance
    from zanga_desktop.games.baciga.rules.state import Credit, Event
    from zanga_desktop.games.baciga.ui.tutor_text import credit_line, event_line

    match = GAME.new_match(None, seats=4)
    match.deal(random.Random(1))
    obs = match.observe(0)
    names = match.players
    count = event_line(Event(Happened.COUNT, 0, (Card.parse("7o"), SOTA)), obs, names, you=0)
    assert count.startswith("El recuento: tú, "), count
    pairs = credit_line(Credit(0, 0, Lance.PAIRS, 1, 3), obs, names, you=0)
    assert "(tú)" in pairs and "(ti)" not in pairs, pairs
    other = credit_line(Credit(2, 0, Lance.PAIRS, 1, 3), obs, names, you=0)
    assert "(Benito)" in other, other
