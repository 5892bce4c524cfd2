"""A card named in a sentence carries its own article (`ui/card_names.py`): in Spanish "la
sota" but "el as", never "el sota", in the tutor's refusals, its hints and the hand log."""

from __future__ import annotations

from zanga_desktop.core.deck import Card
from zanga_desktop.games.envite.ai.hints import Reason
from zanga_desktop.games.envite.rules import EnviteError
from zanga_desktop.games.envite.ui.tutor_text import hint_text, reason
from zanga_desktop.ui import i18n
from zanga_desktop.ui.card_names import capitalised, the_card

SOTA, AS, REY = Card.parse("10o"), Card.parse("1c"), Card.parse("12b")


def test_each_card_takes_its_own_article_in_each_language(spanish: None) -> None:
    assert the_card(SOTA) == "la sota de oros"
    assert the_card(AS) == "el as de copas"
    assert the_card(REY.name) == "el rey de bastos"  # a name, as the hints carry them
    assert capitalised(the_card(SOTA)) == "La sota de oros"
    i18n.install("en")
    assert the_card(SOTA) == "the sota de oros"
    assert capitalised(the_card(AS)) == "The as de copas"
    i18n.install("ja")
    assert the_card(SOTA) == "sota de oros"


def test_a_refusal_names_the_sota_with_la(spanish: None) -> None:
    told = reason(EnviteError("card_not_held", "10o not held", card=SOTA))
    assert "No tienes la sota de oros" in told
    assert "el sota" not in told


def test_a_card_that_opens_a_sentence_in_one_language_is_capitalised_there_only(
        spanish: None) -> None:
    from zanga_desktop.games.zanga.learn.checks import why_wins
    from zanga_desktop.games.zanga.rules import Suit

    oros = Suit("o")
    assert why_wins(oros, AS, SOTA).startswith("Gana la sota de oros")
    i18n.install("en")
    assert why_wins(oros, AS, SOTA).startswith("The sota de oros wins: the sota de oros is a")


def test_hints_name_each_card_with_its_article(spanish: None) -> None:
    lead = hint_text(Reason("lead_master", (SOTA.name,)))
    assert lead.startswith("Sal con la sota de oros:")
    cheap = hint_text(Reason("take_cheap", (AS.name, SOTA.name)))
    assert "con el as de copas" in cheap and "supera la sota de oros" in cheap


def test_a_team_inside_a_sentence_takes_its_article_and_its_plate_does_not(
        spanish: None) -> None:
    from zanga_desktop.games.envite.ui import words

    # at a shared screen (or watching): teams by letter
    assert words.team_phrase(1, 0, True) == "el equipo B"
    assert words.team_name(1, 0, True) == "Equipo B"
    assert words.team_phrase(1, 0, False) == "el otro equipo"
