"""Section 15 for a seat away from the host and a level served as a bot: a seat's view
(`GAME.seat_view`, the bot protocol's) read back into a match (`GAME.seat_match`) and into
its observation (`bots/seat.py`). What the seat may know is the same on the match drawn as
on the real one, at every step of random deals at 2 and 4 players, through every phase; a
view that no deal explains is refused with a ValueError (the view error), and a hostile
view never raises anything else."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import random
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from served_levels import answers, faults_kept, same_match

from zanga_desktop.bots.views import ViewError
from zanga_desktop.games.baciga.ai.players import make_player
from zanga_desktop.games.baciga.bots.player import CODEC
from zanga_desktop.games.baciga.bots.seat import (
    game_from_view,
    observation_from_view,
    turned_record,
)
from zanga_desktop.games.baciga.game import GAME, BacigaMatch
from zanga_desktop.games.baciga.rules import Kind, Observation, Phase, Stop, Way, Word, observe

#: Tables whose deals differ in what a seat may work out: 2 or 4 players, the as at 11 (a
#: pasado before drawing), a paso that keeps the hand, the salirse claimed by hand, a game
#: to few points (won in mid-deal).
TABLES = [
    (2, {}), (4, {}),
    (2, {"as_value": 11}), (4, {"pass_min_discard": 0}),
    (2, {"auto_salirse": False}), (4, {"target": 6}),
]


def _choose(match: BacigaMatch, level: Any, rng: random.Random) -> Any:
    """Half the moves the rules level's, half at random, cutting the talk from the third
    on (random pasos alone would talk for ever)."""
    seat = match.to_act
    legal = list(match.legal_actions())
    state = match.state
    if state.phase is Phase.TALK and state.talk >= 3:
        cut = [a for a in legal if a.kind is Kind.SAY and a.value is not Word.PASO]
        if cut and rng.random() < 0.8:
            return rng.choice(cut)
    if rng.random() < 0.5:
        return level.decide(match.observe(seat))
    return rng.choice(legal)


def _steps(seats: int, options: dict[str, Any], deals: int, seed: int
           ) -> Iterator[BacigaMatch]:
    """The match at every step of `deals` deals (a new game when one is won)."""
    rng = random.Random(seed)
    level = make_player("rules", seed)
    match = None
    for _ in range(deals):
        if match is None or match.is_over:
            match = GAME.new_match(options=options, seats=seats)
        match.deal(rng)
        yield match
        while not match.needs_deal and not match.is_over:
            match.apply(_choose(match, level, rng))
            yield match


def _public(obs: Observation) -> Observation:
    """The observation with each seat's cards face up in the deck's order: the view does not
    tell the order a player received them in (bots/view.py, `now`)."""
    return dataclasses.replace(obs, table=tuple(
        dataclasses.replace(v, shown=tuple(sorted(v.shown, key=lambda c: c.index)))
        for v in obs.table))


def _events(match: BacigaMatch) -> set[str]:
    """What the deal in play went through, for the coverage of the phases."""
    st_ = match.state
    seen = {f"talk {min(st_.talk, 3)}", st_.phase.value}
    for a in st_.log:
        seen.add(a.kind.value if a.kind is not Kind.DRAW else f"draw {a.value}")
        if a.kind is Kind.SAY:
            seen.add(str(a.value))
    seen |= {s.value for s in st_.stops if s is not None}
    if st_.ended is not None:
        seen.add(f"ended {st_.ended.value}")
    return seen


@pytest.mark.parametrize(("seats", "options"), TABLES)
def test_section15_a_match_drawn_from_a_seats_view_shows_the_seat_what_the_real_one_does(
        seats: int, options: dict[str, Any]) -> None:
    """At every step, for every seat: the match drawn from its view, turned so that it sits
    at seat 0, writes the view of the real match turned alike; its observation there is the
    real one but for the order of the cards face up; read back for the bot, the same."""
    covered: Counter[str] = Counter()
    views = 0
    for match in _steps(seats, options, 24 // seats, seeds := seats * 100 + len(options)):
        covered.update(_events(match))
        for seat in range(seats):
            view = GAME.seat_view(match, seat)
            drawn = GAME.seat_match(view, seat, random.Random(views))
            real = GAME.load_match(turned_record(match.record_json(), seat))
            assert GAME.seat_view(drawn, 0) == GAME.seat_view(real, 0)
            assert _public(drawn.observe(0)) == _public(real.observe(0))
            assert drawn.to_act == real.to_act and drawn.is_over == real.is_over
            assert _public(observation_from_view(view, seat)) == _public(match.observe(seat))
            views += 1
    assert views > 250, seeds
    phases = {"talk 1", "talk 2", "talk 3", "paso", "baciga", "cartas", "tapar", "draw up",
              "draw down", "stand", "stood", "pasado", "ended count", "deal"}
    assert phases <= set(covered), phases - set(covered)


def test_section15_a_seats_own_cards_and_what_it_laid_down_are_real_on_the_match_drawn(
        ) -> None:
    """The seat's hand, its tapada and its discards are its own on the match drawn; every
    card another seat hides is a guess, different draws guessing differently."""
    for match in _steps(4, {}, 4, 7):
        if match.state.phase is not Phase.DRAW:
            continue
        seat = match.to_act
        assert seat is not None
        view = GAME.seat_view(match, seat)
        guesses = set()
        for k in range(4):
            drawn = GAME.seat_match(view, seat, random.Random(k))
            obs = drawn.observe(0)
            assert obs.hand == match.observe(seat).hand
            assert obs.tapada == match.observe(seat).tapada
            guesses.add(tuple(tuple(h) for h in drawn.state.hands[1:]))
        if len(guesses) > 1:
            return
    pytest.fail("the hidden cards were never guessed differently")


def _at(seats: int, seed: int, until: Any) -> BacigaMatch:
    """The first position of seeded deals where `until` holds."""
    for n in range(seed, seed + 30):
        for match in _steps(seats, {}, 8, n):
            if until(match):
                return match
    raise AssertionError("no such position")


def _refused(view: dict[str, Any], seat: int) -> None:
    with pytest.raises(ValueError):
        GAME.seat_match(view, seat, random.Random(1))
    with pytest.raises(ViewError):
        observation_from_view(view, seat)


def test_section15_a_view_no_deal_explains_is_refused_with_a_value_error() -> None:
    def discarded(m: BacigaMatch) -> bool:
        return any(a.discard and a.seat == 1 for a in m.state.log) and m.state.phase is Phase.TALK

    match = _at(2, 3, discarded)
    view = GAME.seat_view(match, 0)
    mine = view["deals"][0]["deal"]["0"]
    # the other seat laid down a card the seat holds
    lied = copy.deepcopy(view)
    action = next(a for a in lied["deals"][0]["actions"] if a["seat"] == 1 and "discard" in a)
    action["discard"][0] = mine[0]
    _refused(lied, 0)
    # the other seat shows a card the seat holds
    shown = copy.deepcopy(view)
    shown["now"]["shown"][1] = [mine[1]]
    _refused(shown, 0)
    # points no lance gave
    points = copy.deepcopy(view)
    points["now"]["points"][1] += 5
    _refused(points, 0)
    # a stop nobody came to
    stop = copy.deepcopy(view)
    stop["now"]["stops"][1] = "pasado"
    _refused(stop, 0)


def test_section8_a_baciga_sung_with_cards_over_9_is_refused() -> None:
    """A báciga shown at the reveal (section 8) is three cards of 9 or less: the same view
    with its cards face up changed to reyes is explained by no deal."""
    def revealed(m: BacigaMatch) -> bool:
        st_ = m.state
        return st_.phase is Phase.DRAW and any(s != 0 for s in st_.bacigas)

    match = _at(2, 11, revealed)
    view = GAME.seat_view(match, 0)
    singer = next(s for s in match.state.bacigas if s != 0)
    kings = [c for c in ("12o", "12c", "12e", "12b")
             if c not in json.dumps(view["deals"][0]["deal"])][:3]
    bad = copy.deepcopy(view)
    bad["now"]["shown"][singer] = sorted(kings)
    _refused(bad, 0)


def test_section9_a_stand_over_31_and_a_pasado_within_it_are_refused() -> None:
    def stood(m: BacigaMatch) -> bool:
        return Stop.STOOD in m.state.stops and m.state.phase is Phase.DRAW

    match = _at(2, 5, stood)
    seat = next(s for s in range(2) if match.state.stops[s] is not Stop.STOOD)
    view = GAME.seat_view(match, seat)
    other = 1 - seat
    swapped = copy.deepcopy(view)
    swapped["now"]["stops"][other] = Stop.PASADO.value
    _refused(swapped, seat)


# ---------------------------------------------------------------------- hostile views

FUZZ = settings(max_examples=250, deadline=None, derandomize=bool(os.environ.get("CI")),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_CARDS = [f"{r}{s}" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12) for s in "oceb"]
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 50) | st.sampled_from(
        [*_CARDS, "xx", "paso", "baciga", "bacigote", "cartas", "up", "down", "stood",
         "pasado", "talk", "draw", "over", "7o"]) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["seat", "say", "discard", "fix", "tapar", "draw", "stand", "salir",
                         "7o", "7c", "0", "1", "stock", "shown", "points"]) | st.text(max_size=3),
        inner, max_size=4),
    max_leaves=12)
_VIEWS = [(GAME.seat_view(m, s), s) for i, m in enumerate(_steps(4, {}, 2, 9)) if i % 7 == 0
          for s in range(4)] + \
         [(GAME.seat_view(m, s), s) for i, m in enumerate(_steps(2, {}, 2, 10)) if i % 5 == 0
          for s in range(2)]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


@FUZZ
@given(st.integers(0, len(_VIEWS) - 1), st.integers(0, 10**6), _json,
       st.sampled_from(["replace", "delete", "seat"]))
def test_section15_hostile_views_are_read_or_refused_never_crash(
        which: int, where: int, value: Any, how: str) -> None:
    view, seat = copy.deepcopy(_VIEWS[which][0]), _VIEWS[which][1]
    paths = [p for p in _paths(view) if p]
    path = paths[where % len(paths)]
    parent = view
    for key in path[:-1]:
        parent = parent[key]
    if how == "delete":
        del parent[path[-1]]
    elif how == "replace":
        parent[path[-1]] = value
    else:
        seat = value if isinstance(value, int) else seat
    sent = json.loads(json.dumps(view))
    try:
        drawn = GAME.seat_match(sent, seat, random.Random(1))
    except ValueError:
        return
    # another story the deal can tell: the view read is the one it writes
    assert GAME.seat_view(drawn, 0)["deals"] == \
        GAME.seat_view(GAME.load_match(turned_record(
            game_from_view(sent, seat, random.Random(1)).record.to_json(), seat)), 0)["deals"]


def test_section15_a_view_that_is_no_view_is_refused() -> None:
    view, seat = _VIEWS[3]
    for bad in (None, [], "view", {"players": "ab"}, {**view, "deals": "none"},
                {**view, "deals": [view["deals"][0]] * 2}, {**view, "now": []}):
        with pytest.raises(ValueError):
            GAME.seat_match(bad, seat, random.Random(1))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        GAME.seat_match(view, 7, random.Random(1))


# ---------------------------------------------------------------------- a level as a bot

def test_a_served_level_answers_as_the_level_or_the_first_legal_action_on_a_bad_view() -> None:
    match = _at(4, 3, lambda m: m.state.phase is Phase.DRAW and m.to_act is not None)
    seat = match.to_act
    assert seat is not None
    obs = match.observe(seat)
    view = GAME.seat_view(match, seat)
    legal = [CODEC.action_json(a) for a in obs.legal]
    good, bad, said = answers("baciga", seat, view, legal, make_player("normal", 1, effort=0.2),
                              observation_from_view, CODEC)
    assert good["action"] == CODEC.action_json(make_player("normal", 1, effort=0.2).decide(obs))
    assert bad["action"] == legal[0] and "cannot read the view" in said
    assert "Traceback" not in said


@pytest.mark.parametrize("seats", [2, 4])
def test_a_level_served_as_a_bot_plays_as_the_level_itself(seats: int) -> None:
    """`zanga-cli baciga bot --level rules` seated by the arena: no fault, and the match is
    the one `--a rules` plays in-process."""
    from zanga_desktop.games.baciga.ai.arena import MatchConfig, run_match

    bot = f"cmd:{sys.executable} -m zanga_desktop.cli baciga bot --level rules"
    with faults_kept() as faults:
        served = run_match(MatchConfig(bot, "rules", "bengala", 3, players=seats), 2, 1)
    itself = run_match(MatchConfig("rules", "rules", "bengala", 3, players=seats), 2, 1)
    same_match(served, itself, "La Báciga", faults)


def test_the_draw_of_a_view_is_seeded_by_the_view_alone() -> None:
    """A level served as a bot reads the same view the same way (its decision depends on the
    view, the level and its seed only)."""
    match = _at(2, 4, lambda m: m.state.phase is Phase.DRAW and Way.DOWN.value in json.dumps(
        m.record_json()))
    view = GAME.seat_view(match, 0)
    assert observation_from_view(view, 0) == observation_from_view(copy.deepcopy(view), 0)
    assert observe(game_from_view(view, 0, random.Random(3)).state, 0) == \
        observe(game_from_view(view, 0, random.Random(3)).state, 0)
