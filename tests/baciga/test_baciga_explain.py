"""La Báciga's levels explain their decisions (ai/explain.py, for `zanga-cli explain` and the
table's "Report this move"): the explanation chooses what the level chooses, and the action
chosen is the one its values put first."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.core.explain import Report
from zanga_desktop.games.baciga.ai import explain
from zanga_desktop.games.baciga.ai.players import make_player
from zanga_desktop.games.baciga.game import GAME
from zanga_desktop.games.baciga.rules import Kind, Observation, Phase, Word, observe


def _observations(seats: int, games: int, seed: int) -> list[Observation]:
    out = []
    for g in range(games):
        rng = random.Random(seed * 100 + g)
        match = GAME.new_match(seats=seats)
        match.deal(rng)
        while match.state.in_deal:
            seat = match.state.to_act
            if seat is not None:
                out.append(observe(match.state, seat))
            match.apply(rng.choice(match.legal_actions()))
    return out


@pytest.mark.parametrize("level", ["rules", "principiante", "normal", "experto", "maestro"])
def test_the_explanation_chooses_what_the_level_chooses(level: str) -> None:
    for obs in _observations(2, 3, seed=4)[::2]:
        weighed = explain.explain(obs, Report(obs.seat, level, 17, 0.1))
        assert weighed.chosen == make_player(level, seed=17, effort=0.1).decide(obs)
        assert weighed.chosen in [c[0] for c in weighed.candidates]
        assert {c[0] for c in weighed.candidates} == set(obs.legal)


@pytest.mark.parametrize("level", ["normal", "experto", "maestro"])
def test_a_searching_level_chooses_the_draw_or_stand_its_values_put_first(level: str) -> None:
    """Section 9: asking for a card or standing, weighed by the chance of the game."""
    weighed_draws = 0
    for obs in _observations(2, 6, seed=8):
        kinds = {a.kind for a in obs.legal}
        if obs.phase is not Phase.DRAW or Kind.TAPAR in kinds or Kind.SALIR in kinds:
            continue
        weighed = explain.explain(obs, Report(obs.seat, level, 5, 0.3))
        values = {a: v for a, v, _ in weighed.candidates if v is not None}
        if {a.kind for a in values} != {Kind.DRAW, Kind.STAND}:
            continue
        best = max(values.values())
        assert values[weighed.chosen] == pytest.approx(best, abs=1e-9)
        weighed_draws += 1
    assert weighed_draws >= 5


def test_the_rules_of_thumb_weigh_each_way_to_lay_cards_down() -> None:
    """Section 5-6: Normal's paso and cartas scored; the best scored is said."""
    weighed_talks = 0
    for obs in _observations(2, 8, seed=3):
        words = {a.value for a in obs.legal}
        if obs.phase is not Phase.TALK or obs.cut is not None or words & {Word.BACIGA,
                                                                           Word.BACIGOTE}:
            continue
        weighed = explain.explain(obs, Report(obs.seat, "normal", 5))
        values = {a: v for a, v, _ in weighed.candidates if v is not None}
        assert set(values) == {a for a in obs.legal if a.value in (Word.PASO, Word.CARTAS)}
        assert values[weighed.chosen] == pytest.approx(max(values.values()))
        weighed_talks += 1
    assert weighed_talks >= 5
