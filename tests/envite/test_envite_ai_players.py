"""El Envite's computer players (games/envite/ai): every level plays only legal actions at
every team size and under both presets, sees only its observation, sends only the señas the
rules allow (true ones in team mode), and thinks once per turn whether it signals or not."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from envite_positions import position, run

from zanga_desktop.games.envite.ai import Level, make_player
from zanga_desktop.games.envite.ai.players import SearchingPlayer, TurnPlayer
from zanga_desktop.games.envite.ai.sampler import Sampler, facts
from zanga_desktop.games.envite.ai.search import SearchPlayer, settings_for
from zanga_desktop.games.envite.game import EnviteMatch
from zanga_desktop.games.envite.records import EnviteGame, EnviteRecord
from zanga_desktop.games.envite.rules import (
    Action,
    Card,
    Deal,
    EnviteState,
    Kind,
    Phase,
    Sena,
    make_options,
    observe,
)

VARIANTS: list[dict[str, Any]] = [
    {},
    {"senas": "pillar"},
    {"renuncio_mode": "mesa", "must_overtrump": True},
    {"senas": "off", "play_out_third": True, "exempt_card": "highest_in_play"},
]


def new_match(n: int, preset: str, options: dict[str, Any], piedras: tuple[int, int],
              seed: int) -> EnviteMatch:
    seats = 2 * n
    record = EnviteRecord(preset, dict(options), [f"P{s}" for s in range(seats)], n,
                          (0, seats - 1), piedras)
    return EnviteMatch(EnviteGame(record), random.Random(seed))


def play_checked(match: EnviteMatch, players: list[TurnPlayer], rng: random.Random,
                 hands: int) -> list[Action]:
    """Deal and play `hands` hands; every action any player returns must be one of its
    observation's legal actions and pass the rules' own check, and in team mode every card
    seña must be true when sent."""
    done: list[Action] = []
    state = match.state
    for _ in range(hands):
        if match.is_over:
            break
        match.deal(rng)
        while not match.needs_deal and not match.is_over:
            seat = match.to_act
            assert seat is not None
            obs = match.observe(seat)
            action = players[seat].decide(obs)
            assert action in obs.legal, (action, obs.legal)
            assert action in match.legal_actions()
            match.verify(action)
            if action.kind is Kind.SENA and state.options.senas == "team":
                assert isinstance(action.value, Sena)
                assert action.value.is_advice or state.sena_true(seat, action.value)
            if action.kind is Kind.PLAY and state.options.renuncio_mode == "mesa":
                assert action.value in state.legal_cards(seat)  # the levels never renounce
            match.apply(action)
            done.append(action)
    return done


@pytest.mark.parametrize("level", [lv.value for lv in Level])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_every_level_plays_only_legal_actions(level: str, n: int) -> None:
    rng = random.Random(f"{level}:{n}")
    effort = 0.03
    kinds: set[Kind] = set()
    for i, preset in enumerate(("federacion", "popular")):
        for v, options in enumerate(VARIANTS):
            cap = make_options(preset, options).tumbo_at
            # standings near the tumbo too, so that the tumbo decision comes up
            piedras = (rng.randint(cap - 2, cap), rng.randint(0, cap)) if v % 2 else (0, 0)
            match = new_match(n, preset, options, piedras, rng.randrange(1000))
            players = [make_player(level, seed=100 * i + s, effort=effort)
                       for s in range(2 * n)]
            kinds |= {a.kind for a in play_checked(match, players, rng, 3 if n < 4 else 2)}
    assert {Kind.PLAY, Kind.BET} <= kinds
    if n > 1:
        assert Kind.SENA in kinds


def untimed(level: str) -> TurnPlayer:
    """A player of the level with few deals and no node limit: its budget is work, so only
    the observation and the seed can change its choice."""
    if level in (Level.RULES, Level.PRINCIPIANTE):
        return make_player(level, seed=3)
    settings = replace(settings_for(level), samples=4, work=10**12, node_limit=10**7)
    return SearchingPlayer(SearchPlayer(settings), 3)


def with_hidden_swapped(state: EnviteState, actions: list[Action], seat: int,
                        rng: random.Random) -> EnviteState | None:
    """The same partido with the cards `seat` cannot see shuffled among the places it cannot
    see (other seats' unplayed cards and the undealt rest), the same actions replayed."""
    deal = state.deal_of_hand
    assert deal is not None and state.dealer is not None
    seen = {s for s, _ in observe(state, seat).team_cards} | {seat}
    hidden_slots: list[tuple[int, int]] = []  # (seat or -1 for the rest, index)
    hidden: list[Card] = []
    for s, hand in enumerate(deal.hands):
        if s in seen:
            continue
        for i, c in enumerate(hand):
            if c in state.hands[s]:
                hidden_slots.append((s, i))
                hidden.append(c)
    for i, c in enumerate(deal.rest):
        hidden_slots.append((-1, i))
        hidden.append(c)
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    if shuffled == hidden:
        return None
    hands = [list(h) for h in deal.hands]
    rest = list(deal.rest)
    for (s, i), c in zip(hidden_slots, shuffled, strict=True):
        if s < 0:
            rest[i] = c
        else:
            hands[s][i] = c
    other = EnviteState(state.options, state.team_size, state.captains,
                        state.piedras_before, state.chicos)
    other.start_hand(state.dealer, Deal(deal.vira, tuple(tuple(h) for h in hands), tuple(rest)))
    for a in actions:
        other.apply_unchecked(a)
    return other


@pytest.mark.parametrize("options", [{}, {"senas": "pillar"}])
def test_no_peeking(options: dict[str, Any]) -> None:
    """Two partidos that differ only in cards a seat cannot see give it the same decision,
    at every level, for bets, answers, señas and cards alike."""
    rng = random.Random(5)
    compared = 0
    for trial in range(14):
        n = 1 + trial % 3
        state = position_random(n, rng, options)
        actions: list[Action] = []
        rules = make_player("rules")
        for _ in range(rng.randint(0, 10)):
            if state.phase not in (Phase.PLAY, Phase.BET, Phase.TUMBO):
                break
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            a = rules.decide(obs) if rng.random() < 0.6 else rng.choice(obs.legal)
            if a.kind is Kind.SENA and state.options.senas == "pillar":
                a = replace(a, seen_by=())
            state.apply(a)
            actions.append(a)
        if state.phase not in (Phase.PLAY, Phase.BET, Phase.TUMBO):
            continue
        seat = state.to_act
        assert seat is not None
        other = with_hidden_swapped(state, actions, seat, rng)
        if other is None:
            continue
        assert other.hands != state.hands or other.deal_of_hand != state.deal_of_hand
        obs_a, obs_b = observe(state, seat), observe(other, seat)
        assert obs_a == obs_b
        for level in Level:
            assert untimed(level).decide(obs_a) == untimed(level).decide(obs_b), level
        compared += 1
    assert compared >= 8


def position_random(n: int, rng: random.Random, options: dict[str, Any]) -> EnviteState:
    cap = 8
    state = EnviteState(make_options("federacion", options), n, (0, 2 * n - 1),
                        (rng.choice([0, 3, 7, cap]), rng.choice([0, 5, cap])))
    state.deal_next(rng)
    return state


def test_a_team_mates_sena_is_read_as_a_fact_in_team_mode() -> None:
    """Seat 2 signals malilla (true in team mode): every deal seat 0 samples gives seat 2 the
    2 of the vira's suit, and `ciego` takes every triunfo from the signaller."""
    state = position("4c", ["12o 5e 7b", "3o 7c 12e", "2c 11e 4b", "6c 3c 7o"])
    run(state, "0 play 12o", "1 play 3o", "2 sena malilla", "2 play 4b", "3 play 7o")
    obs = observe(state, 1 - 1)
    assert any(s.seat == 2 and s.sena is Sena.MALILLA for s in obs.senas)
    f = facts(obs)
    assert Card.parse("2c") in f.must[2]
    sampler = Sampler(obs, random.Random(1))
    for _ in range(40):
        hands, _w = sampler.draw()
        assert Card.parse("2c") in hands[2]
    state = position("4c", ["12o 5e 7b", "3o 7c 12e", "1o 11e 4b", "6c 3c 7o"])
    run(state, "0 play 12o", "1 play 3o", "2 sena ciego", "2 play 1o", "3 play 6c")
    sampler = Sampler(observe(state, 0), random.Random(2))
    for _ in range(40):
        hands, _w = sampler.draw()
        assert not any(state.order.is_trump(c) for c in hands[2])


def test_bets_seen_weigh_the_deals_toward_a_strong_bettor() -> None:
    """An opponent who bet is more likely to hold the top triunfos in the weighted deals."""
    state = position("4c", ["12o 5e 7b", "3o 7c 12e", "1o 11e 4b", "6c 3c 7o"], dealer=1)
    # seat 2 is el mano; seat 3 (the opponent seat 0 looks at) bets before his card
    run(state, "2 play 1o", "3 bet 3", "2 decline", "0 answer quiero")
    obs = observe(state, 0)
    sampler = Sampler(obs, random.Random(3))
    strong = total = 0.0
    plain = 0.0
    for _ in range(600):
        hands, w = sampler.draw()
        top = any(c in state.order.trumps[:3] for c in hands[3])
        strong += w * top
        total += w
        plain += top
    assert strong / total > plain / 600 + 0.05


@pytest.mark.parametrize("level", ["normal", "maestro"])
def test_thinking_is_one_search_per_turn_whether_or_not_it_signals(level: str) -> None:
    """Structural: each turn starts the level's budget exactly once, before any seña it
    sends, and a call that only sends a planned seña starts no search. So with señas on or
    off a seat spends the same budget before its action."""
    counts = {}
    for senas in ("team", "off"):
        match = new_match(2, "federacion", {"senas": senas}, (0, 0), 1)
        players = [make_player(level, seed=s, effort=0.05) for s in range(4)]
        rng = random.Random(9)
        actions = 0
        sent = 0
        for _ in range(4):
            match.deal(rng)
            while not match.needs_deal and not match.is_over:
                seat = match.to_act
                assert seat is not None
                player = players[seat]
                assert isinstance(player, SearchingPlayer)
                before = player.search.budget.starts
                action = player.decide(match.observe(seat))
                started = player.search.budget.starts - before
                if action.kind is Kind.SENA:
                    sent += 1
                    # the first call of a turn plans (one search), even when it signals
                    assert started in (0, 1)
                else:
                    actions += 1
                    assert started in (0, 1)
                match.apply(action)
        starts = sum(p.search.budget.starts for p in players  # type: ignore[attr-defined]
                     )
        plans = sum(p.plans for p in players)
        assert starts == plans == actions
        counts[senas] = sent
    assert counts["team"] > 0 and counts["off"] == 0


def test_a_level_claims_a_renuncio_only_when_it_can_prove_it() -> None:
    """Section 8, mesa mode: seat 1 plays 12e on oros led while holding 3o. Nobody can tell
    yet; once he plays the 3o, every opponent can prove it and claims."""
    from zanga_desktop.games.envite.ai.claims import claim, proven_renuncio

    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"], dealer=3,
                  renuncio_mode="mesa")
    run(st, "0 play 12o", "1 play 12e", "2 play 1o", "3 play 6c")
    assert proven_renuncio(observe(st, 0)) is None and claim(observe(st, 2)) is None
    run(st, "3 play 3c", "0 play 5e", "1 play 3o")
    assert proven_renuncio(observe(st, 0)) == 1
    made = claim(observe(st, 2))
    assert made is not None and made.kind is Kind.CLAIM and made.seat == 2
    assert claim(observe(st, 3)) is None  # his own team's renuncio
    st.apply(made)
    assert st.results[-1].ended is not None and st.results[-1].ended.value == "renuncio"


def test_only_the_table_sets_a_safety_net_of_wall_time() -> None:
    """Budgets are work (search.py): the table's players (`wall_cap`) also stop at their
    level's wall time, the arena's and the tests' never."""
    for level in ("normal", "experto", "maestro"):
        table = make_player(level, seed=1, wall_cap=True)
        untimed = make_player(level, seed=1)
        assert isinstance(table, SearchingPlayer) and isinstance(untimed, SearchingPlayer)
        assert table.search.budget.wall == settings_for(level).wall
        assert untimed.search.budget.wall is None


def test_a_team_mates_silence_is_read_by_maestro_in_team_mode() -> None:
    """Section 7, team mode: the levels send every true card seña at their first turn, so a
    team-mate who has played after signalling `triunfo` only most likely holds neither the
    malilla nor the rey: Maestro (search.py's `silence`) weighs the deals that give him
    either far down; Experto reads only the señas sent."""
    state = position("4c", ["12o 5e 7b", "3o 7c 12e", "6e 5c 4b", "6c 3c 7o"])
    run(state, "0 play 12o", "1 play 3o", "2 sena triunfo", "2 play 4b", "3 play 7o")
    obs = observe(state, 0)
    assert [s.sena for s in obs.senas if s.seat == 2] == [Sena.TRIUNFO]
    maestro = settings_for("maestro").silence
    assert settings_for("experto").silence == 1.0 and maestro < 0.5
    shares = {}
    for silence in (1.0, maestro):
        sampler = Sampler(obs, random.Random(5), silence=silence)
        named = total = 0.0
        for _ in range(800):
            hands, w = sampler.draw()
            total += w
            named += w * bool({Card.parse("2c"), Card.parse("12c")} & set(hands[2]))
        shares[silence] = named / total
    assert shares[1.0] > 0.05
    assert shares[maestro] < 0.5 * shares[1.0]
    # an opponent's silence says nothing to this seat (their señas are not seen)
    assert all(seat == 2 for seat, _, _ in Sampler(obs, random.Random(5)).facts.silent)
