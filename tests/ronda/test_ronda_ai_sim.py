"""The searching levels' tools against the rules: the rank-only simulator plays every card as
sections 5-7 and 10 say (the same legal ranks, points and piles as the full state), and a
seat's knowledge (where the swapped-back cards lie, what compulsory capture forbids) holds
in the real deal, whose unseen cards every sampled world redeals."""

from __future__ import annotations

import random
from typing import Any

import pytest

from zanga_desktop.games.ronda.ai.knowledge import Sampler, World, know
from zanga_desktop.games.ronda.ai.search import sim_of
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
            sampler = Sampler(k, random.Random(seed), soft=True)
            for _ in range(3):
                world = sampler.draw(obs.hand)
                assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
                cards = [c for h in world.hands for c in h] + list(world.stock)
                assert sorted(c.index for c in cards) == sorted(
                    c.index for c in unseen | set(state.hands[me]))
                for place, card in k.stock_fixed.items():
                    assert world.stock[place] is card
