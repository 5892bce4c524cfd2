"""The engine's pure queries that the table asks instead of working the rules out itself:
what a word costs, how a waiting mesa hand will be settled, what a seat held at a trick,
the cards it could have followed with, the hand so far as states, and who takes a trick.
Each is checked against the engine doing the thing, and none may change the state."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from zanga_desktop.games.zanga.ai import view as ai_view
from zanga_desktop.games.zanga.learn.checks import winner_of
from zanga_desktop.games.zanga.records import Game, load_record
from zanga_desktop.games.zanga.rules import (
    ORDERS,
    Action,
    Card,
    GameState,
    Kind,
    Phase,
    Suit,
    best_in_trick,
    make_options,
    team,
)

RECORDS = Path(__file__).parent.parent / "records"


def _positions(seed: int, mesa: bool = False) -> Iterator[GameState]:
    """Every position of a few hands played by random legal actions (a renuncio now and
    then at a mesa table, where any card may be played)."""
    rng = random.Random(seed)
    options = make_options("manual", {"renuncio_mode": "mesa"} if mesa else None)
    state = GameState(options)
    for _ in range(4):
        if state.phase is Phase.SCORING:
            state.settle()
        if state.is_over:
            return
        state.deal_next(rng)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER, Phase.SCORING):
            yield state
            seat = state.to_act
            if mesa and state.phase is Phase.PLAY and seat is not None and rng.random() < 0.2:
                wrong = [c for c in state.hand(seat) if c not in state.legal_plays(seat)]
                if wrong:  # any card held may be played at a mesa table (section 8)
                    state.apply(Action(seat, Kind.PLAY, rng.choice(wrong)))
                    continue
            state.apply(rng.choice(state.legal_actions()))
        if state.phase is Phase.SCORING:
            yield state


def test_word_cost_is_what_saying_the_word_takes_from_the_team() -> None:
    asked = 0
    for seed in range(12):
        for state in _positions(seed):
            if state.phase is not Phase.SPEAKING or state.to_act is None:
                continue
            seat = state.to_act
            key = state.summary_key()
            for action in state.legal_actions():
                if action.kind is not Kind.SAY:
                    continue
                cost = state.word_cost(seat, action.value)  # type: ignore[arg-type]
                assert state.summary_key() == key  # asking changes nothing
                before = state.vales[team(seat)]
                state.apply(action)
                assert cost == before - state.vales[team(seat)], (seed, action)
                state.undo()
                asked += 1
    assert asked > 50


def test_the_settlement_preview_is_the_settlement_and_changes_nothing() -> None:
    seen = with_renuncios = 0
    for seed in range(20):
        for state in _positions(seed, mesa=True):
            if state.phase is not Phase.SCORING:
                continue
            with_renuncios += bool(state.renuncios)
            key = state.summary_key()
            preview = state.settlement_preview()
            assert state.summary_key() == key and state.phase is Phase.SCORING
            state.settle()
            assert preview == state.last_result
            state.undo()
            seen += 1
    assert seen >= 5 and with_renuncios >= 5  # unclaimed renuncios are settled as played


def test_held_at_is_the_hand_at_the_start_of_the_trick() -> None:
    checked = 0
    for seed in range(10):
        for state in _positions(seed):
            if state.phase is not Phase.PLAY:
                continue
            k = len(state.tricks)
            for seat in state.active_seats():
                if any(s == seat for s, _ in state.trick):
                    continue  # it has played into the trick on the table
                held = state.held_at(seat, k)
                assert sorted(map(str, held)) == sorted(map(str, state.hands[seat]))
                checked += 1
    assert checked > 100


def test_could_follow_names_the_cards_of_the_suit_led_a_renuncio_kept_back() -> None:
    state = Game.from_record(load_record(RECORDS / "70-mesa-defender-renuncio-proven.zanga.json")
                             ).state
    assert state.renuncios
    order = state.order
    assert order is not None
    for r in state.renuncios:
        trick = state.tricks[r.trick][1] if r.trick < len(state.tricks) else state.trick
        led = order.play_suit[trick[0][1].index]
        held = state.could_follow(r)
        assert held, r  # a renuncio proven: he held the suit led
        assert all(order.play_suit[c.index] == led for c in held)
        assert set(held) <= set(state.held_at(r.seat, r.trick))
        assert r.card not in held


def test_hand_states_are_the_hand_after_the_deal_and_each_action() -> None:
    for seed in range(6):
        state = next(s for s in _positions(seed) if s.phase is Phase.PLAY and len(s.tricks) >= 2)
        states = state.hand_states()
        assert len(states) == len(state.actions) + 1
        assert states[0].actions == ()
        key = state.summary_key()
        for k in range(len(states) - 1, -1, -1):
            assert states[k].summary_key() == state.summary_key(), (seed, k)
            if k:
                state.undo()
        for st in states:  # they are copies: nothing done to them reaches the game
            assert not st.can_undo
        assert key != state.summary_key()


def test_one_trick_winner_for_the_engine_the_ai_and_the_lessons() -> None:
    """Rules section 5: the engine's helper is the only one; the AI and the lessons use it."""
    assert ai_view.trick_winner is best_in_trick
    assert ai_view.team is team
    rng = random.Random(3)
    deck = [Card.parse(f"{r}{s}") for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12) for s in "oceb"]
    for _ in range(200):
        trump = rng.choice(list(Suit))
        cards = rng.sample(deck, 4)
        trick = tuple((seat, c) for seat, c in enumerate(cards))
        state = GameState()
        state.order = ORDERS[trump]
        assert best_in_trick(ORDERS[trump], trick)[0] == state.trick_winner(trick)
        assert winner_of(trump, list(trick)) == best_in_trick(ORDERS[trump], trick)


def test_between_hands_the_queries_answer_with_nothing() -> None:
    """Before the first deal and after a hand is settled no seat holds a card, no trick is
    on the table, and the hand so far is no states; the preview is the last result."""
    state = GameState(make_options("manual"))
    assert [state.hand_size(s) for s in range(4)] == [0, 0, 0, 0]
    assert state.hands == ((), (), (), ())
    assert state.held_at(0, 0) == ()
    assert state.hand_states() == ()
    assert state.settlement_preview() is None
    rng = random.Random(4)
    state.deal_next(rng)
    while state.phase is not Phase.DEAL:
        state.apply(rng.choice(state.legal_actions()))
    assert state.hand_states() == ()
    assert state.settlement_preview() is state.last_result is not None


def test_could_follow_a_trick_not_yet_played_is_nothing() -> None:
    state = Game.from_record(load_record(RECORDS / "70-mesa-defender-renuncio-proven.zanga.json")
                             ).state
    r = state.renuncios[0]
    ahead = type(r)(r.seat, len(state.tricks) + 1, r.card, r.code, r.matador)
    assert state.could_follow(ahead) == ()


def test_section5_next_active_is_who_plays_next_around_a_solo() -> None:
    """With a solo, his partner sits out (Art. 55): the turn passes over him."""
    checked = 0
    for seed in range(40):
        for state in _positions(seed):
            if state.phase is not Phase.PLAY or state.out_seat is None or len(state.trick) > 1:
                continue
            seat = state.to_act
            assert seat is not None
            action = next(a for a in state.legal_actions() if a.kind is Kind.PLAY)
            state.apply(action)
            assert state.to_act == state.next_active(seat) != state.out_seat
            state.undo()
            checked += 1
    assert checked > 20


def test_could_follow_reads_the_trick_on_the_table_for_a_renuncio_made_in_it() -> None:
    """Section 8: a renuncio remembered in the trick still being played is reviewed from the
    cards on the table, as one in a closed trick is from its trick."""
    record = load_record(RECORDS / "70-mesa-defender-renuncio-proven.zanga.json")
    final = Game.from_record(record).state
    game = Game.from_record(record).before_hand(0)
    game.start_hand(record.hands[0].dealer, record.hands[0].deal)
    state = game.state
    checked = 0
    for action in record.hands[0].actions:
        game.apply(action)
        order = state.order
        for r in state.renuncios:
            if r.trick != len(state.tricks) or not state.trick or order is None:
                continue
            led = order.play_suit[state.trick[0][1].index]
            held = state.could_follow(r)
            assert held and all(order.play_suit[c.index] == led for c in held)
            assert held == final.could_follow(r)  # as the review shows it once play stops
            checked += 1
    assert checked >= 1
