"""The searching levels' tools against the rules: the rank-only simulator plays every card as
sections 5-7 and 10 say (the same legal ranks, points and piles as the full state), and a
seat's knowledge (where the swapped-back cards lie, what compulsory capture forbids) holds
in the real deal, whose unseen cards every sampled world redeals."""

from __future__ import annotations

import random
from typing import Any

import pytest

from zanga_desktop.games.ronda.ai.knowledge import Sampler, World, drop_likelihood, know
from zanga_desktop.games.ronda.ai.search import WIN, _Search, sim_of
from zanga_desktop.games.ronda.ai.sim import Sim
from zanga_desktop.games.ronda.game import GAME, RondaMatch
from zanga_desktop.games.ronda.rules import PLACE, Credited, Kind, Lance, Phase, observe

VARIANTS: list[dict[str, Any]] = [{}, {"fall_points": "last"}, {"falls_across_rounds": False},
                                  {"capture_mandatory": False}]


def _partway(seats: int, seed: int, options: dict[str, Any]) -> RondaMatch:
    rng = random.Random(seed)
    match = GAME.new_match(seats=seats, options=options)
    match.deal(rng)
    for _ in range(rng.randrange(70)):
        if not match.state.in_deal:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    while match.state.in_deal and match.state.phase is not Phase.PLAY:
        match.apply(match.legal_actions()[-1])
    return match


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("seats", [2, 4])
def test_section5_to_10_the_simulator_plays_as_the_rules(seats: int,
                                                         options: dict[str, Any]) -> None:
    for seed in range(40):
        match = _partway(seats, seed, options)
        state = match.state
        if not state.in_deal:
            continue
        rng = random.Random(seed)
        obs = observe(state, state.turn)
        sim = sim_of(obs, World(tuple(state.hands), tuple(state.stock)))
        base = list(state.points)
        while state.in_deal:
            if state.phase is not Phase.PLAY:
                match.apply(match.legal_actions()[-1])  # wait, or refuse / a la mayor
                continue
            plays = [a for a in match.legal_actions() if a.kind is Kind.PLAY]
            assert sim.moves() == sorted({PLACE[a.value.rank] for a in plays})  # type: ignore
            action = rng.choice(plays)
            step = match.apply(action)
            sim.play(PLACE[action.value.rank])  # type: ignore[union-attr]
            for event in step.detail.events:  # type: ignore[attr-defined]
                if isinstance(event, Credited) and event.lance in (
                        Lance.ENVIO, Lance.RONDA, Lance.RONDIN):
                    base[event.side] += event.points  # rondas are no part of the simulator
            assert [b + p for b, p in zip(base, sim.points, strict=True)] == list(state.points)
            if state.in_deal:
                assert sim.cards == list(state.cards_of())
            if sim.over:
                assert not state.in_deal
                break


@pytest.mark.parametrize("seats", [2, 4])
def test_section4_15_a_seats_knowledge_holds_in_the_real_deal(seats: int) -> None:
    for seed in range(120):
        match = _partway(seats, seed, {})
        state = match.state
        if not state.in_deal:
            continue
        for me in range(seats):
            obs = observe(state, me)
            k = know(obs)
            unseen = {c for s in range(seats) if s != me for c in state.hands[s]} | set(state.stock)
            located = {c for cs in k.located.values() for c in cs} | set(k.stock_fixed.values())
            assert set(k.pool) | located == unseen and not set(k.pool) & located
            for s, cards in k.located.items():
                assert set(cards) <= set(state.hands[s])
            for place, card in k.stock_fixed.items():
                assert state.stock[place] is card
            for s, ranks in k.forbidden.items():  # compulsory capture (section 5)
                assert not any(c.rank in ranks for c in state.hands[s])
            for seat, card, before, seen in k.drops:  # the others' drops of this round
                assert seat != me and k.played_round[seat][before] is card
                assert all(0 <= x <= 4 for x in seen)
            sampler = Sampler(k, random.Random(seed), soft=True, drops=1.0, redraw=2)
            for _ in range(3):
                world = sampler.draw(obs.hand)
                assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
                cards = [c for h in world.hands for c in h] + list(world.stock)
                assert sorted(c.index for c in cards) == sorted(
                    c.index for c in unseen | set(state.hands[me]))
                for place, card in k.stock_fixed.items():
                    assert world.stock[place] is card


def test_section5_a_seat_cannot_see_the_other_hands_nor_the_stock() -> None:
    sim = Sim(2, 0, [(0, 0, 4), (4, 9, 2)], (4, 7, 7, 1, 2, 3), 0, turn=0, plays=0,
              round_no=0, rounds=2)
    assert sim.hidden_from(0) == [0, 1, 2, 1, 2, 0, 0, 2, 0, 1]
    assert sim.hidden_from(1) == [2, 1, 1, 1, 2, 0, 0, 2, 0, 0]
    sim.play(0)  # the as is dropped and the turn passes: the stock to come is unchanged
    assert sim.hidden_from(1) == [1, 1, 1, 1, 2, 0, 0, 2, 0, 0]


def test_section5_a_drop_of_a_rank_more_copies_of_which_are_hidden_is_less_likely() -> None:
    seen = (0,) * 13
    # holding a 5 and a rey with three reyes face up: the rey is the safe drop
    reyes_seen = tuple(3 if r == 12 else 0 for r in range(13))
    assert drop_likelihood(5, [5, 12], reyes_seen) < drop_likelihood(12, [5, 12], reyes_seen)
    assert drop_likelihood(5, [5, 12], reyes_seen) + drop_likelihood(
        12, [5, 12], reyes_seen) == pytest.approx(1.0)
    assert drop_likelihood(5, [5, 5], seen) == 1.0  # no choice
    # a pair in hand hides fewer copies of its rank from its holder
    assert drop_likelihood(5, [5, 5, 12], seen) > drop_likelihood(12, [5, 5, 12], seen)


def test_section6_a_rival_who_cannot_see_our_hand_may_drop_what_we_fall_on() -> None:
    """Seat 1 must drop a 4 or a 7 (place 3 or 6) on an empty table; we hold a 4. Knowing our
    hand he drops the 7; blind to it, he drops the 4 now and then (it looks a little less
    safe to him), and our caída counts for its chance."""
    def start() -> Sim:
        return Sim(2, 1, [(3, 9), (3, 6)], (), 0, turn=1, plays=2, round_no=0, rounds=1)

    seeing = _Search(start(), 0, 1000, 0).value(-2 * WIN, 2 * WIN, 0)
    blind = _Search(start(), 0, 1000, 0, blind=1.0).value(-2 * WIN, 2 * WIN, 0)
    assert blind > seeing
