"""La Báciga names a single card in a refusal with its own article (`ui/card_names.py`)."""

from __future__ import annotations

from zanga_desktop.core.deck import Card
from zanga_desktop.games.baciga.rules import BacigaError
from zanga_desktop.games.baciga.ui.tutor_text import reason

SOTA = Card.parse("10o")


def test_a_refusal_names_the_sota_with_la(spanish: None) -> None:
    told = reason(BacigaError("card_not_held", "10o not held", card=SOTA))
    assert told.startswith("No tienes la sota de oros:")
