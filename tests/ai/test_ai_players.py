"""Every level only ever chooses legal actions; no player can see hidden cards."""

from __future__ import annotations

import random
import threading

import pytest

from zanga_desktop.games.zanga.ai import Level, Player, hint, make_player
from zanga_desktop.games.zanga.ai.arena import MatchConfig, run_match
from zanga_desktop.games.zanga.ai.sampler import sample_deals
from zanga_desktop.games.zanga.ai.view import forbidden, unseen
from zanga_desktop.games.zanga.rules import (
    Card,
    Deal,
    GameState,
    Kind,
    Observation,
    Phase,
    make_options,
    observe,
)

EFFORT = 0.05  # a reduced search budget: these tests check legality, not strength


def new_state(preset: str, rng: random.Random, dealer: int,
              overrides: dict[str, object] | None = None) -> GameState:
    state = GameState(make_options(preset, overrides), first_hand=False, dealer=dealer)
    state.start_hand(dealer, Deal.shuffled(rng, dealer))
    return state


def play_out(state: GameState, levels: list[str], seed: int,
             check: list[Observation] | None = None) -> None:
    players = [make_player(lv, seed=seed + s, effort=EFFORT) for s, lv in enumerate(levels)]
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        action = players[seat].decide(obs)
        assert action in obs.legal
        if check is not None:
            check.append(obs)
        state.apply(action)


@pytest.mark.parametrize("preset", ["manual", "simplificada"])
def test_every_level_plays_legal_actions(preset: str) -> None:
    rng = random.Random(11)
    levels = [lv.value for lv in Level]
    for hand in range(10):
        seats = [levels[(hand + k) % len(levels)] for k in range(4)]
        play_out(new_state(preset, rng, hand % 4), seats, seed=hand)


def test_no_cinco_call_when_the_option_is_off() -> None:
    rng = random.Random(5)
    for hand in range(8):
        state = new_state("manual", rng, hand % 4, {"cinco_call": False})
        play_out(state, ["maestro", "experto", "normal", "principiante"], seed=hand)
        assert all(a.kind is not Kind.CALL for a in state.actions)


def test_pie_forced_zanga_and_keep() -> None:
    """Seats that must pass force the pie's choice (Art. 21): every level handles it."""
    rng = random.Random(9)
    for level in ("rules", "principiante", "normal", "maestro"):
        for hand in range(4):
            state = new_state("manual", rng, hand)
            for _ in range(3):
                seat = state.to_act
                assert seat is not None
                state.apply(next(a for a in state.legal_actions() if a.value == "paso"))
            play_out(state, [level] * 4, seed=hand)


def _swap_hidden(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same game where a card another seat still holds and a zanga card trade places."""
    assert state.deal is not None
    others = [s for s in range(4) if s != seat and state.hands[s]]
    zanga = [c for c in state.deal.zanga if c not in (state.set_aside or ())]
    if not others or not zanga or (seat == state.pie and state.zanga_said):
        return None
    s = rng.choice(others)
    x = rng.choice(state.hands[s])
    y = rng.choice(zanga)
    hands = [tuple(y if c == x else c for c in h) if i == s else h
             for i, h in enumerate(state.deal.hands)]
    new_zanga = tuple(x if c == y else c for c in state.deal.zanga)
    dealer = state.dealer
    assert dealer is not None
    other = GameState(state.options, first_hand=False, dealer=dealer)
    other.start_hand(dealer, Deal(tuple(hands), new_zanga))
    for a in state.actions:
        if a.kind is Kind.PLAY and a.seat == s and a.value == x:
            return None
        other.apply_unchecked(a)
    return other


def _untimed(level: Level) -> Player:
    """A player of the level as made for the table, at a reduced budget: its budget is work
    (solver nodes), so only the observation and the seed can change its choice."""
    return make_player(level, seed=3, effort=EFFORT)


@pytest.mark.parametrize("advance", ["rules", "random"])
def test_no_peeking(advance: str) -> None:
    """Two games that differ only in cards a seat cannot see give it the same decision.
    Positions are reached by the baseline's play, or by random legal actions (which order
    solos and answer them either way, section 4)."""
    rng = random.Random(21 if advance == "rules" else 22)
    compared = 0
    for hand in range(12):
        state = new_state("manual", rng, hand % 4)
        rules = make_player("rules")
        steps = rng.randint(0, 20)
        for _ in range(steps):
            if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            state.apply(rules.decide(obs) if advance == "rules" else rng.choice(obs.legal))
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            continue
        seat = state.to_act
        assert seat is not None
        other = _swap_hidden(state, seat, rng)
        if other is None:
            continue
        assert other.hands != state.hands or other.deal != state.deal
        obs_a, obs_b = observe(state, seat), observe(other, seat)
        assert obs_a == obs_b
        for level in Level:
            a = _untimed(level).decide(obs_a)
            b = _untimed(level).decide(obs_b)
            assert a == b
        compared += 1
    assert compared >= 5


def test_sampled_deals_respect_what_was_seen() -> None:
    rng = random.Random(4)
    checked = 0
    for hand in range(6):
        state = new_state("manual", rng, hand % 4)
        seen: list[Observation] = []
        play_out(state, ["rules"] * 4, seed=hand, check=seen)
        for obs in seen:
            if obs.phase is not Phase.PLAY:
                continue
            hidden = unseen(obs)
            banned = forbidden(obs)
            for deal in sample_deals(obs, rng, 5, infer=True):
                for s, cards in deal.items():
                    assert len(cards) == obs.hand_sizes[s]
                    assert set(cards) <= hidden
                    assert not set(cards) & banned[s]
                checked += 1
    assert checked > 100


def test_cancel_returns_a_legal_move() -> None:
    rng = random.Random(8)
    state = new_state("manual", rng, 0)
    rules = make_player("rules")
    while state.phase is not Phase.PLAY:
        seat = state.to_act
        assert seat is not None
        state.apply(rules.decide(observe(state, seat)))
    cancel = threading.Event()
    cancel.set()
    seat = state.to_act
    assert seat is not None
    obs = observe(state, seat)
    for level in Level:
        assert make_player(level, seed=1).decide(obs, cancel) in obs.legal


def test_principiante_keeps_matadores_off_its_partners_trick() -> None:
    rng = random.Random(13)
    for hand in range(30):
        state = new_state("manual", rng, hand % 4)
        players = [make_player("principiante", seed=hand * 4 + s) for s in range(4)]
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            action = players[seat].decide(obs)
            if (action.kind is Kind.PLAY and state.trick and state.order is not None
                    and isinstance(action.value, Card)):
                winner = state.trick_winner(state.trick)
                plays = [a.value for a in obs.legal if a.kind is Kind.PLAY]
                if (winner & 1) == (seat & 1) and any(c not in state.order.matadores
                                                      for c in plays):
                    assert action.value not in state.order.matadores
            state.apply(action)


def test_hint_is_legal_and_explained() -> None:
    rng = random.Random(2)
    state = new_state("manual", rng, 1)
    rules = make_player("rules")
    hints = 0
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        h = hint(obs, effort=EFFORT)
        assert h.action in obs.legal
        assert h.reason and "\n" not in h.reason
        hints += 1
        state.apply(rules.decide(obs))
    assert hints > 5


def test_arena_smoke() -> None:
    out = run_match(MatchConfig("rules", "principiante", "manual", 1), deals=3, jobs=1)
    assert out["deals"] == 3
    lo, hi = out["ci95"]
    assert lo <= out["mean"] <= hi
    assert set(out["declarers"]) == {"a", "b"}


def test_every_level_is_legal_in_thousands_of_random_positions() -> None:
    """Positions reached by uniformly random legal play (odd ones included: forced speaking,
    the pie's zanga, mandar solo, todas), in both presets; a level takes each in turn."""
    levels = [lv.value for lv in Level]
    rng = random.Random(21)
    asked = 0
    kinds: set[Kind] = set()
    paths: set[str] = set()
    for hand in range(120):
        state = new_state("manual" if hand % 2 else "simplificada", rng, hand % 4)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            player = make_player(levels[asked % len(levels)], seed=asked, effort=0.02)
            action = player.decide(obs)
            assert action in obs.legal, (levels[asked % len(levels)], action, obs.legal)
            kinds.add(action.kind)
            asked += 1
            chosen = rng.choice(obs.legal)
            if chosen.kind in (Kind.SAY, Kind.ANSWER):
                paths.add(str(chosen.value))
            state.apply(chosen)
    assert asked >= 3000
    assert {Kind.SAY, Kind.TRUMP, Kind.PLAY, Kind.KEEP, Kind.ANSWER, Kind.CALL} <= kinds
    # The new paths of section 4: an order, and both answers to it.
    assert {"mandar_solo", "acepto", "no"} <= paths


def test_a_decision_depends_on_its_observation_and_seed_not_on_earlier_ones() -> None:
    """core/seeds.py: a player asked about a position gives the same answer whether or not
    it decided anything before, so a reported move can be asked again alone."""
    rng = random.Random(31)
    state = new_state("manual", rng, 2)
    rules = make_player("rules")
    asked: list[Observation] = []
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        if len(obs.legal) > 1:
            asked.append(obs)
        state.apply(rules.decide(obs))
    for level in ("principiante", "normal", "experto"):
        seasoned = make_player(level, seed=4, effort=EFFORT)
        answers = [seasoned.decide(obs) for obs in asked]
        fresh = [make_player(level, seed=4, effort=EFFORT).decide(obs) for obs in reversed(asked)]
        assert answers == fresh[::-1]


def test_only_the_table_sets_a_safety_net_of_wall_time() -> None:
    """Budgets are work (search.py); with `wall_cap` (the table only) a decision's budget
    also carries its level's safety net of wall time, and by default (arenas, ladders,
    tests) it carries none."""
    from zanga_desktop.games.zanga.ai.search import BID_WALL, SearchPlayer, settings_for

    state = new_state("manual", random.Random(6), 0)
    obs = observe(state, 0)
    for level in ("normal", "experto", "maestro"):
        table = make_player(level, seed=1, wall_cap=True)
        untimed = make_player(level, seed=1)
        assert isinstance(table, SearchPlayer) and isinstance(untimed, SearchPlayer)
        assert table._budget(obs).wall == settings_for(level).wall
        assert untimed._budget(obs).wall is None
        assert table._budget(obs).work == untimed._budget(obs).work == settings_for(level).work
    assert BID_WALL <= 3.0 and settings_for("maestro").wall <= 2.0
