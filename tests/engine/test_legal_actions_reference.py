"""Every phase's legal actions against a plain reading of the rules, on many random positions
of both presets and both renuncio modes: `legal_actions()` lists exactly what the reading
allows, in its order, and `can`, `apply` and `apply_unchecked` agree with it action by action
(the engine answers these from bits and quick tests; the reading works on lists and words).
Section 5's reading is `reference_legal_plays` of tests/engine/test_rules_s5_bitmask_play.py,
written again here so that each file reads on its own."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.zanga.rules import (
    DECK,
    SUITS,
    Action,
    Answer,
    Call,
    Card,
    Claim,
    GameState,
    Keep,
    Kind,
    Order,
    Phase,
    Word,
    ZangaMode,
    make_options,
    team,
)
from zanga_desktop.games.zanga.rules.cards import TRUMPS


def plain_plays(order: Order, hand: tuple[Card, ...],
                trick: tuple[tuple[int, Card], ...]) -> list[Card]:
    """Section 5 (Art. 27-28) on lists of cards."""
    if not trick:
        return list(hand)
    suit = order.play_suit
    led = trick[0][1]
    follow = [c for c in hand if suit[c.index] == suit[led.index]]
    if not follow:
        return list(hand)
    if suit[led.index] != TRUMPS or any(c not in order.matadores for c in follow):
        return follow
    if led in order.matadores and any(order.power[led.index] > order.power[c.index]
                                      for c in follow):
        return follow  # only matadores, and a higher one was led
    return list(hand)


def plain_words(state: GameState, seat: int) -> list[Word]:
    """Section 4 (Art. 18-25, 42, 54) read word by word."""
    opts = state.options
    have = state.vales[team(seat)]
    if seat == state.mano:
        have -= min(4, have)  # the mano's stake comes first (Art. 19)
    nobody_declared = state.juego_seat is None and state.solo_seat is None
    if seat == state.pie and state.passes == 3:
        words = [Word.PASO] if opts.pie_may_pass else []
        words += [Word.JUEGO, Word.SOLO]
        if opts.zanga is ZangaMode.BLIND or have >= 3:
            words.append(Word.ZANGA)
        return words
    nobody_plays_for_him = state.solo_seat is None and (
        state.juego_seat is None or team(state.juego_seat) != team(seat))
    words = [] if (opts.broke_must_play and have == 0 and nobody_plays_for_him) else [Word.PASO]
    if nobody_declared:
        words.append(Word.JUEGO)
    if state.solo_seat is None and (nobody_declared or opts.solo_over_juego):
        words.append(Word.SOLO)
    if (opts.mandar_solo and state.mandar_by is None and state.juego_seat is not None
            and state.solo_seat is None and team(state.juego_seat) != team(seat)):
        words.append(Word.MANDAR_SOLO)
    return words or [Word.PASO]


def plain_legal(state: GameState) -> list[Action]:
    """What the seat to act may do, phase by phase."""
    seat = state.to_act
    if seat is None:
        return []
    phase = state.phase
    if phase is Phase.SPEAKING:
        return [Action(seat, Kind.SAY, w) for w in plain_words(state, seat)]
    if phase is Phase.ANSWER:
        return [Action(seat, Kind.ANSWER, a) for a in (Answer.ACEPTO, Answer.NO)]
    if phase is Phase.KEEP:
        return [Action(seat, Kind.KEEP, k) for k in (Keep.ZANGA, Keep.OWN)]
    if phase is Phase.TRUMP:
        return [Action(seat, Kind.TRUMP, s) for s in SUITS]
    if phase is Phase.TODAS:
        return [Action(seat, Kind.TODAS, True), Action(seat, Kind.TODAS, False)]
    assert phase is Phase.PLAY and state.order is not None
    out = [Action(seat, Kind.PLAY, c)
           for c in plain_plays(state.order, state.hands[seat], state.trick)]
    tricks = state.tricks
    if (state.options.cinco_call and len(tricks) == 2 and not state.trick
            and state.cinco_team is None and tricks[1][0] == seat
            and team(tricks[0][0]) == team(seat)):  # Art. 48, 50
        out.append(Action(seat, Kind.CALL, Call.CINCO))
    return out


def candidates(state: GameState) -> list[Action]:
    """Actions of every kind for every seat, legal or not, to ask `can` about."""
    out: list[Action] = []
    for seat in range(4):
        out += [Action(seat, Kind.SAY, w) for w in Word]
        out += [Action(seat, Kind.TRUMP, s) for s in SUITS]
        out += [Action(seat, Kind.ANSWER, a) for a in Answer]
        out += [Action(seat, Kind.KEEP, k) for k in Keep]
        out += [Action(seat, Kind.TODAS, b) for b in (True, False)]
        out.append(Action(seat, Kind.CALL, Call.CINCO))
        out += [Action(seat, Kind.PLAY, c) for c in DECK]
    return out


CASES = [("manual", "tutor"), ("manual", "mesa"), ("simplificada", "tutor"),
         ("simplificada", "mesa")]


@pytest.mark.parametrize(("preset", "mode"), CASES)
def test_legal_actions_equal_the_plain_reading_in_every_phase(preset: str, mode: str) -> None:
    rng = random.Random(f"{preset}-{mode}")
    options = make_options(preset, {"renuncio_mode": mode})
    mesa = mode == "mesa"
    seen: dict[Phase, int] = {}
    state = GameState(options)
    for hand in range(300):
        if state.is_over:
            state = GameState(options)
        state.deal_next(rng)
        while True:
            seen[state.phase] = seen.get(state.phase, 0) + 1
            legal = plain_legal(state)
            assert state.legal_actions() == legal
            if hand % 10 == 0 or state.phase is not Phase.PLAY:  # every action, now and then
                for action in candidates(state):
                    allowed = action in legal or (
                        mesa and action.kind is Kind.PLAY and action.seat == state.to_act
                        and state.phase is Phase.PLAY and action.value in state.hands[action.seat])
                    assert state.can(action) == allowed, (action, state.phase)
            if not legal:
                break
            for action in legal:  # apply (checked) and apply_unchecked come to the same
                before = state.summary_key()
                state.apply(action)
                checked = state.summary_key()
                state.undo()
                state.apply_unchecked(action)
                assert state.summary_key() == checked
                state.undo()
                assert state.summary_key() == before
            state.apply(rng.choice(legal))
        if state.phase is Phase.SCORING:
            assert state.can(Action(0, Kind.CLAIM, Claim.RENUNCIO))
            state.settle()
    acting = {Phase.SPEAKING, Phase.TRUMP, Phase.PLAY, Phase.TODAS}
    if options.mandar_solo:
        acting.add(Phase.ANSWER)
    if options.zanga is ZangaMode.FIANZA:
        acting.add(Phase.KEEP)  # a blind zanga keeps its cards without a choice
    assert acting <= set(seen), seen
