"""Section 5 as bitmasks: the engine's following masks (`Order.follow`, `Order.forces`) and its
cards-held bits give exactly what the rules' plain reading gives, on many random positions;
the short undo entry of a card that leaves its trick open restores the state exactly."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.zanga.rules import (
    Action,
    Card,
    GameState,
    Kind,
    Phase,
    RenuncioError,
    make_options,
)
from zanga_desktop.games.zanga.rules.cards import TRUMPS, Order


def reference_legal_plays(order: Order, hand: tuple[Card, ...],
                          trick: tuple[tuple[int, Card], ...]) -> list[Card]:
    """Section 5 read plainly, on lists of cards (the engine's reading before bitmasks)."""
    if not trick:
        return list(hand)
    suits = order.play_suit
    led = trick[0][1]
    led_suit = suits[led.index]
    follow = [c for c in hand if suits[c.index] == led_suit]
    if not follow:
        return list(hand)  # Art. 27: who cannot follow plays any card
    if led_suit != TRUMPS:
        return follow  # Art. 27
    if any(c not in order.matadores for c in follow):
        return follow  # Art. 28
    # Only matadores: exempt unless a higher matador was led (Art. 28).
    if led in order.matadores and any(order.power[led.index] > order.power[c.index]
                                      for c in follow):
        return follow
    return list(hand)


def random_positions(seed: int, hands: int, options: dict[str, str] | None = None,
                     ) -> list[GameState]:
    """Every position of `hands` random hands, as states of their own (from the undo
    snapshots), so that each is checked as it stood."""
    rng = random.Random(seed)
    out: list[GameState] = []
    state = GameState(make_options("manual", options))
    for _ in range(hands):
        if state.is_over:
            state = GameState(make_options("manual", options))
        state.deal_next(rng)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            if state.phase is Phase.SCORING:
                state.settle()
                break
            out.append(state._probe())  # a copy to check as it stood
            state.apply(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("mode", ["tutor", "mesa"])
def test_bitmask_following_equals_the_plain_reading(mode: str) -> None:
    options = {"renuncio_mode": mode}
    checked = 0
    for state in random_positions(5, 300, options):
        if state.phase is not Phase.PLAY:
            continue
        order = state.order
        assert order is not None
        for seat in state.active_seats():
            hand = state.hands[seat]
            expected = reference_legal_plays(order, hand, state.trick)
            assert state.legal_plays(seat) == expected
            checked += 1
        seat = state.to_act
        assert seat is not None
        legal = reference_legal_plays(order, state.hands[seat], state.trick)
        plays = [a.value for a in state.legal_actions() if a.kind is Kind.PLAY]
        assert plays == legal
        for card in state.hands[seat]:
            assert state.can(Action(seat, Kind.PLAY, card)) == (
                mode == "mesa" or card in legal)
            assert (state.renuncio_code(seat, card) is None) == (card in legal)
    assert checked > 3000


def test_a_refused_card_names_the_same_cards_as_the_plain_reading() -> None:
    refused = 0
    for state in random_positions(11, 200):
        if state.phase is not Phase.PLAY or not state.trick:
            continue
        order = state.order
        seat = state.to_act
        assert order is not None and seat is not None
        legal = reference_legal_plays(order, state.hands[seat], state.trick)
        for card in state.hands[seat]:
            if card in legal:
                continue
            with pytest.raises(RenuncioError) as caught:
                state.verify_play(seat, card)
            assert list(caught.value.cards) == legal
            refused += 1
    assert refused > 200


def test_undo_restores_every_position_exactly() -> None:
    rng = random.Random(3)
    for preset_options in ({}, {"renuncio_mode": "mesa"}):
        state = GameState(make_options("manual", preset_options))
        for _ in range(40):
            if state.is_over:
                state = GameState(make_options("manual", preset_options))
            state.deal_next(rng)
            keys = [state.summary_key()]
            hands = [state.hands]
            while state.to_act is not None:
                for action in state.legal_actions():  # every try taken back exactly
                    state.apply_unchecked(action)
                    state.undo()
                    assert state.summary_key() == keys[-1]
                state.apply_unchecked(rng.choice(state.legal_actions()))
                keys.append(state.summary_key())
                hands.append(state.hands)
                if len(keys) % 6 == 0 and state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                    assert [s.summary_key() for s in state.hand_states()] == keys
                    assert [s.hands for s in state.hand_states()] == hands
            for key in reversed(keys[:-1]):
                state.undo()
                assert state.summary_key() == key
            assert not state.can_undo
            while state.to_act is not None:  # on to the next hand
                state.apply(rng.choice(state.legal_actions()))
            if state.phase is Phase.SCORING:
                state.settle()
