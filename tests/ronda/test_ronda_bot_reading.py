"""Section 15 for a level served as a bot: the view it is sent is read back into the observation
it was written from, the cards its seat never saw dealt so that every action of the view is
allowed (section 4 for where each round's cards come from, section 5 for a drop under
compulsory capture, section 8 for a declaration and its "media"); a view no deal explains is
refused with the view error, never another exception."""

from __future__ import annotations

import copy
import json
import random
import sys
from collections import Counter
from typing import Any

import pytest
from served_levels import answers, faults_kept, same_match

from zanga_desktop.bots.views import ViewError
from zanga_desktop.core import registry
from zanga_desktop.games.ronda.ai import arena
from zanga_desktop.games.ronda.ai.players import make_player
from zanga_desktop.games.ronda.bots.player import CODEC
from zanga_desktop.games.ronda.bots.reading import observation_from_view
from zanga_desktop.games.ronda.bots.view import HIDDEN, view_of
from zanga_desktop.games.ronda.rules import Kind, Observation, Phase

#: Tables whose deals differ in what a seat may work out: 2 or 4 players, compulsory capture
#: or not (a drop then tells nothing), the fall chain closing with each round, a short game
#: (won in mid-deal by a declaration or a fall).
TABLES = [
    (2, {}), (4, {}),
    (2, {"capture_mandatory": False}), (4, {"capture_mandatory": False}),
    (2, {"falls_across_rounds": False, "fall_points": "last"}),
    (4, {"falls_across_rounds": False, "fall_points": "last"}),
    (4, {"target": 9}),
]


def _positions(seats: int, options: dict[str, Any], deals: int, seed: str
               ) -> list[Observation]:
    """The observation of the seat asked, at every decision of random deals where a ronda is
    mostly declared (so that contests, "media" and void rondas come up)."""
    game = registry.get("ronda")
    rng = random.Random(seed)
    match = None
    seen: list[Observation] = []
    for _ in range(deals):
        if match is None or match.is_over:
            match = game.new_match("bengala", options, seats=seats)
        match.deal(rng)
        while not match.needs_deal and not match.is_over:
            seen.append(match.observe(match.to_act))
            legal = list(match.legal_actions())
            declare = [a for a in legal if a.kind is Kind.DECLARE]
            match.apply(declare[0] if declare and rng.random() < 0.8 else rng.choice(legal))
    return seen


@pytest.mark.parametrize(("seats", "options"), TABLES)
def test_section15_the_view_rebuilds_the_observation_it_was_written_from(
        seats: int, options: dict[str, Any]) -> None:
    """At every decision of random deals, the observation rebuilt from the view is the one the
    view was written from, field by field (the deal's log, the legal actions and the phase
    included)."""
    seen = _positions(seats, options, 14, f"{seats}:{sorted(options.items())}")
    for obs in seen:
        assert observation_from_view(view_of(obs), obs.seat) == obs
    # what the dealing had to keep came up: rivals who declared or dropped with cards hidden
    phases = Counter(obs.phase for obs in seen)
    assert len(seen) > 300 and phases[Phase.CANTE] and phases[Phase.PLAY]
    assert any(obs.phase is Phase.SPEAK for obs in seen) or seats == 2
    assert sum(1 for obs in seen if any(s != obs.seat for s, _ in obs.declared)
               and obs.phase is Phase.PLAY) > 20


def test_section8_el_mano_asked_at_a_rounds_start_is_told_apart_by_the_phase() -> None:
    """Whether el mano is asked to declare or, everyone having waited, to play, the record is
    the same (a wait is never written): the view's phase tells which, and the observation
    rebuilt is that question's."""
    pairs = 0
    for obs in _positions(2, {}, 10, "mano"):
        if obs.seat != obs.mano or obs.declared or obs.held != (3, 3) \
                or obs.phase not in (Phase.CANTE, Phase.PLAY):
            continue
        view = view_of(obs)
        assert view["now"]["phase"] == obs.phase.value
        other = Phase.PLAY if obs.phase is Phase.CANTE else Phase.CANTE
        view["now"]["phase"] = other.value
        rebuilt = observation_from_view(view, obs.seat)
        assert rebuilt.phase is other and rebuilt.legal != obs.legal
        assert {a.kind for a in rebuilt.legal} - {Kind.DECLARE} == \
            ({Kind.WAIT} if other is Phase.CANTE else {Kind.PLAY})
        pairs += 1
    assert pairs > 5


def _view(seats: int, seed: int, phase: Phase = Phase.PLAY, later: int = 10
          ) -> tuple[dict[str, Any], Observation]:
    """A view some way into a deal, at a decision of `phase`."""
    seen = [o for o in _positions(seats, {}, 2, f"view:{seed}") if o.phase is phase]
    obs = seen[min(later, len(seen) - 1)]
    return view_of(obs), obs


def _refused(view: Any, seat: int) -> str:
    with pytest.raises(ViewError) as info:
        observation_from_view(view, seat)
    message = str(info.value)
    assert message and "Traceback" not in message
    return message


def test_section15_a_malformed_view_is_refused_with_the_view_error() -> None:
    view, obs = _view(2, 1)
    seat = obs.seat
    deal = view["deals"][0]
    cases: list[Any] = [None, [], "view", {}, {"deals": []}, {**view, "deals": [deal, deal]},
                        {**view, "deals": "none"}, {**view, "format": "zanga-record/1"},
                        {**view, "players": ["solo"]}, {**view, "options": {"target": "x"}},
                        {**view, "start": {"points": [99, 0]}}]
    for change in ({"deck": deal["deck"][:39]}, {"deck": ["zz"] * 40}, {"deck": "xx"},
                   {"deck": [deal["deck"][0]] * 40}, {"actions": "none"},
                   {"actions": [{"seat": 9, "play": "1o"}]}, {"actions": [{"seat": 0}]},
                   {"actions": [{"seat": seat, "play": "9o"}]}, {"dealer": 7},
                   {"actions": [{"seat": 0, "wait": True}] * 400}, {"announced": "none"}):
        cases.append({**view, "deals": [{**deal, **change}]})
    for case in cases:
        _refused(case, seat)
    for bad_seat in (-1, 2, "0", None):
        _refused(view, bad_seat)  # type: ignore[arg-type]


def test_section15_a_view_of_what_did_not_happen_is_refused() -> None:
    view, obs = _view(4, 2, later=20)
    seat = obs.seat
    deal = view["deals"][0]
    plays = [i for i, a in enumerate(deal["actions"]) if "play" in a]
    hidden = next(c for c in deal["deck"] if c != HIDDEN)

    def changed(**now: Any) -> dict[str, Any]:
        out = copy.deepcopy(view)
        out["now"].update(now)
        return out

    twice = copy.deepcopy(view)
    twice["deals"][0]["actions"].append(dict(deal["actions"][plays[0]]))
    swapped = copy.deepcopy(view)
    acts = swapped["deals"][0]["actions"]
    acts[plays[0]], acts[plays[1]] = acts[plays[1]], acts[plays[0]]
    shown_elsewhere = copy.deepcopy(view)  # a seat plays a table card as its own
    shown_elsewhere["deals"][0]["actions"][plays[-1]]["play"] = hidden
    short = copy.deepcopy(view)
    short["deals"][0]["actions"] = deal["actions"][:plays[-1]]
    hand = changed(hand=list(reversed(view["now"]["hand"]))[:-1])
    assert "twice" in _refused(twice, seat)
    for case in (swapped, shown_elsewhere, short, hand, changed(points=[17, 0]),
                 changed(phase="speak"), changed(table=[]), changed(stock=0)):
        _refused(case, seat)
    mine = [i for i, c in enumerate(deal["deck"]) if c in view["now"]["hand"]]
    lost = copy.deepcopy(view)  # the seat's own card hidden: its hand is not its deal's
    lost["deals"][0]["deck"][mine[0]] = HIDDEN
    _refused(lost, seat)


def test_section8_a_declaration_no_unseen_cards_make_true_is_refused() -> None:
    """A rival's rondín needs three cards of a rank among its round's three: when the cards
    the seat has seen leave no rank with enough unseen ones beside what it played, or its
    "media" names a rank it does not hold, the view is refused."""
    found = 0
    for obs in _positions(2, {}, 30, "declared"):
        rival = 1 - obs.seat
        if obs.phase is not Phase.PLAY or not any(s == rival for s, _ in obs.declared):
            continue
        view = view_of(obs)
        deal = view["deals"][0]
        acts = deal["actions"]
        i = next(i for i, a in enumerate(acts) if a.get("seat") == rival and "declare" in a)
        other = copy.deepcopy(view)
        other["deals"][0]["actions"][i]["declare"] = \
            "ronda" if acts[i]["declare"] == "rondin" else "rondin"
        try:
            rebuilt = observation_from_view(other, obs.seat)
        except ViewError:
            found += 1
        else:  # the other kind can be true too: then it is what the view says
            assert rebuilt.declared != obs.declared
        media = [a for a in deal["announced"] if a["call"] in ("media", "la_otra_media")
                 and a["seat"] == rival]
        if not media:
            continue
        # "media" on a card its declarer did not play is no call the deal makes
        liar = copy.deepcopy(view)
        moved = next(a for a in liar["deals"][0]["announced"] if a == media[0])
        moved["card"] = view["now"]["hand"][0]  # a card the seat still holds
        _refused(liar, obs.seat)
        # without its "media" the ronda is of another rank if the hidden cards can make one;
        # never when its declarer has played both cards of its rank
        silent = copy.deepcopy(view)
        silent["deals"][0]["announced"] = [a for a in deal["announced"] if a not in media]
        if len(media) >= 2:
            _refused(silent, obs.seat)
        else:
            try:
                rebuilt = observation_from_view(silent, obs.seat)
            except ViewError:
                pass
            else:
                assert view_of(rebuilt)["deals"][0]["announced"] == \
                    silent["deals"][0]["announced"]
        found += 1
    assert found > 5


def test_section15_views_changed_at_random_are_read_or_refused_never_crash() -> None:
    rng = random.Random(5)
    positions = _positions(2, {}, 3, "fuzz") + _positions(4, {}, 2, "fuzz4")
    cards = [f"{r}{s}" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12) for s in "oceb"]
    outcomes = Counter()
    for n in range(600):
        obs = positions[rng.randrange(len(positions))]
        view = view_of(obs)
        deal = view["deals"][0]
        what = n % 6
        if what == 0:
            deal["deck"][rng.randrange(40)] = rng.choice([*cards, HIDDEN, 7, None])
        elif what == 1 and deal["actions"]:
            deal["actions"].pop(rng.randrange(len(deal["actions"])))
        elif what == 2 and deal["actions"]:
            a = rng.choice(deal["actions"])
            a["seat"] = rng.choice([0, 1, 2, 3, -1, "1"])
        elif what == 3 and deal["actions"]:
            a = rng.choice(deal["actions"])
            key = next(k for k in a if k != "seat")
            a[key] = rng.choice([*cards, "ronda", "rondin", "envio", "quiero", 3, [], "x"])
        elif what == 4:
            view["now"][rng.choice(list(view["now"]))] = rng.choice([None, 0, [], "play"])
        else:
            i, j = rng.randrange(40), rng.randrange(40)
            deal["deck"][i], deal["deck"][j] = deal["deck"][j], deal["deck"][i]
        sent = json.loads(json.dumps(view))
        try:
            rebuilt = observation_from_view(sent, obs.seat)
        except ViewError:
            outcomes["refused"] += 1
        else:  # another story the deal can tell: the view read is the one it writes
            again = view_of(rebuilt)
            assert all(again[k] == sent[k] for k in ("start", "deals", "now"))
            outcomes["read" if rebuilt == obs else "other"] += 1
    assert outcomes["refused"] > 300 and outcomes["read"] > 20, outcomes


def test_a_served_level_answers_as_the_level_or_the_first_legal_action_on_a_bad_view() -> None:
    view, obs = _view(4, 3)
    legal = [CODEC.action_json(a) for a in obs.legal]
    good, bad, said = answers("ronda", obs.seat, view, legal, make_player("normal", 1, effort=0.2),
                              observation_from_view, CODEC)
    assert good["action"] == CODEC.action_json(make_player("normal", 1, effort=0.2).decide(obs))
    assert bad["action"] == legal[0] and "cannot read the view" in said
    assert "Traceback" not in said


def test_a_level_served_as_a_bot_plays_as_the_level_itself_at_four_players() -> None:
    """`zanga-cli bot --game ronda` seated by the arena at a table of four: no fault, and the
    match is the one the level plays in-process."""
    bot = f"cmd:{sys.executable} -m zanga_desktop.cli bot --game ronda --level rules"
    cfg = arena.MatchConfig(bot, "rules", "bengala", seed=3, seats=4)
    with faults_kept() as faults:
        served = arena.run_match(cfg, 1, 1)
    itself = arena.run_match(arena.MatchConfig("rules", "rules", "bengala", seed=3, seats=4),
                             1, 1)
    same_match(served, itself, "La Ronda", faults)
