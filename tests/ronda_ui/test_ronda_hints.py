"""Hints for every kind of decision (ai/hints.py, worded by ui/tutor_text.py): a card, a
ronda to sing, a word of the envío; each a legal action with one line a person reads,
citing its section, never a seat number nor a card's code."""

from __future__ import annotations

import random
import re

import pytest

from zanga_desktop.games.ronda.ai.hints import Why, hint
from zanga_desktop.games.ronda.game import GAME
from zanga_desktop.games.ronda.positions import position_game
from zanga_desktop.games.ronda.rules import Kind, observe
from zanga_desktop.games.ronda.ui.tutor_text import hint_text
from zanga_desktop.ui import i18n

CARD_CODE = re.compile(r"\b(?:1[0-2]|[1-7])[oceb]\b")
SEAT = re.compile(r"\bseat\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def english(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")


def check(h, obs) -> str:  # type: ignore[no-untyped-def]
    assert h.action in obs.legal
    text = hint_text(h.why, ("Tú", "Ana", "Benito", "Carmela"))
    assert text
    assert "(section" in text or h.why.why is Why.DROP_CHOSEN  # cites the rule it follows
    assert not CARD_CODE.search(text) and not SEAT.search(text), text
    return text


@pytest.mark.parametrize("seats", [2, 4])
def test_hints_for_cards_in_random_deals(seats: int) -> None:
    whys = set()
    match = GAME.new_match(seats=seats)
    rng = random.Random(seats)
    match.deal(rng)
    for _ in range(40):
        if match.needs_deal or match.is_over:
            break
        obs = match.observe(match.to_act)
        if obs.phase.value == "play":
            h = hint(obs, effort=0.3)
            check(h, obs)
            whys.add(h.why.why)
        match.apply(rng.choice(list(match.legal_actions())))
    assert whys & {Why.CAPTURE, Why.CAPTURE_ASEO, Why.FALL, Why.DROP_SAFE}


def test_a_hint_to_sing_and_a_hint_for_the_envio() -> None:
    game = position_game(2, 1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}])
    obs = observe(game.state, 0)
    h = hint(obs, effort=0.3)
    assert h.action.kind is Kind.DECLARE and h.why.why is Why.SING
    assert "Sing a ronda of 5s now" in check(h, obs)
    game = position_game(2, 0, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}],
                         [(1, "declare", "ronda"), (0, "declare", "ronda"),
                          (1, "say", "envio")])
    obs = observe(game.state, 0)
    h = hint(obs, effort=0.3)
    assert h.action.kind is Kind.SAY
    text = check(h, obs)
    assert "%" in text and h.why.why in (Why.QUIERO, Why.NO_QUIERO)
