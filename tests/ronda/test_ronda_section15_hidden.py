"""Section 15, "Hidden information": a seat's observation holds its own hand, the table and
everything public, and nothing of the other hands (a partner's included) or the stock; its
JSON view writes every card it has not seen as "xx"."""

from __future__ import annotations

import copy
import random

import pytest

from zanga_desktop.games.ronda.game import GAME, RondaMatch
from zanga_desktop.games.ronda.rules import Card, RondaState, observe


def _midgame(seats: int, seed: int, steps: int) -> RondaMatch:
    match = GAME.new_match(seats=seats)
    rng = random.Random(seed)
    match.deal(rng)
    for _ in range(steps):
        if match.needs_deal or match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    return match


def hidden_shuffle(state: RondaState, seat: int, rng: random.Random) -> RondaState:
    """The same state with the cards `seat` cannot see (other hands, the stock) dealt
    differently, each seat keeping its count: the round's cards follow the hands."""
    other = copy.copy(state)
    unseen = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
    rng.shuffle(unseen)
    hands = []
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(unseen[:len(h)]))
            unseen = unseen[len(h):]
    other.hands = tuple(hands)
    other.stock = tuple(unseen)
    other.round_cards = tuple(
        state.round_cards[s] if s == seat else
        tuple(c for c in state.round_cards[s] if c not in state.hands[s]) + hands[s]
        for s in range(state.seats))
    return other


@pytest.mark.parametrize("seats", [2, 4])
def test_section15_an_observation_does_not_change_with_the_cards_a_seat_cannot_see(
        seats: int) -> None:
    rng = random.Random(5)
    for seed in range(30):
        match = _midgame(seats, seed, rng.randrange(1, 60))
        state = match.state
        if not state.in_deal:
            continue
        for seat in range(seats):
            other = hidden_shuffle(state, seat, rng)
            if other.hands == state.hands:
                continue
            assert observe(other, seat) == observe(state, seat)


@pytest.mark.parametrize("seats", [2, 4])
def test_section15_the_view_writes_unseen_cards_as_xx(seats: int) -> None:
    for seed in range(20):
        match = _midgame(seats, seed, 3 * seed)
        state = match.state
        if not state.in_deal:
            continue
        for seat in range(seats):
            view = match.observe_json(seat)
            deck = view["deals"][0]["deck"]
            shown = {c for c in deck if c != "xx"}
            secret = {str(c) for s, h in enumerate(state.hands) if s != seat for c in h}
            secret |= {str(c) for c in state.stock}
            first = state.first
            assert first is not None
            # a card sent back by a swap was seen on the table; it may be in the stock
            seen = {str(c) for c in first.table_first} | {str(s.in_) for s in first.swaps}
            assert not (shown & (secret - seen))
            assert {str(c) for c in state.hands[seat]} <= shown
            assert view["now"]["hand"] == [str(c) for c in state.hands[seat]]
            assert sorted(view["now"]["table"]) == sorted(str(c) for c in state.table)
            # every card it shows is where the deck holds it
            real = match.game.record.deals[-1].deck
            for i, text in enumerate(deck):
                if text != "xx":
                    assert str(real[i]) == text


def test_section15_the_view_lists_the_deals_actions_and_the_calls() -> None:
    match = _midgame(2, 11, 40)
    view = match.observe_json(1)
    actions = view["deals"][0]["actions"]
    assert actions == match.record_json()["deals"][-1]["actions"]
    assert view["start"]["points"] == [0, 0] or match.state.reports
    assert all({"after", "call", "seat"} <= set(a) for a in view["deals"][0]["announced"])


def test_section15_no_card_object_of_another_hand_is_in_the_observation() -> None:
    match = _midgame(4, 3, 10)
    state = match.state
    obs = observe(state, 0)
    held_by_others = {c for s in (1, 2, 3) for c in state.hands[s]} | set(state.stock)

    def cards_in(value: object, depth: int = 0) -> set[Card]:
        if isinstance(value, Card):
            return {value}
        if depth > 6 or isinstance(value, str | int | float | bool) or value is None:
            return set()
        items: list[object] = []
        if isinstance(value, tuple | list | set | frozenset):
            items = list(value)
        elif hasattr(value, "__slots__"):
            items = [getattr(value, k) for k in value.__slots__ if hasattr(value, k)]
        out: set[Card] = set()
        for item in items:
            out |= cards_in(item, depth + 1)
        return out

    seen = cards_in([getattr(obs, k) for k in obs.__slots__])
    first = state.first
    assert first is not None
    public = set(first.table_first) | {s.in_ for s in first.swaps} | {s.out for s in first.swaps}
    assert not (seen & held_by_others) - public


def test_section8_15_a_refused_contenders_cards_reveal_nothing() -> None:
    """No "media" for a ronda whose side refused the envío: the card that would have shown
    its rank is announced as nothing, and the observation does not count it revealed."""
    from ronda_setup import act, new_game

    from zanga_desktop.games.ronda.rules import Announced, Call

    game = new_game(4, dealer=3, table="1o 2o 4o 6o",
                    hands=("5o 5c 7e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"))
    for seat in (0, 1, 2):
        act(game, seat, declare="ronda")
    game.settle_waiting()
    act(game, 0, say="chiquita")
    act(game, 1, say="envio")
    act(game, 2, say="no_quiero")
    events = act(game, 0, play="5o") + act(game, 1, play="10c")
    assert [(e.call, e.seat) for e in events if isinstance(e, Announced)] == [(Call.MEDIA, 1)]
    for seat in range(4):
        contest = observe(game.state, seat).contest
        assert contest is not None and contest.revealed == (1,)
