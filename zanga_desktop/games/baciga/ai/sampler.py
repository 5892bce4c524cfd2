"""Deals consistent with what a seat saw: its observation with every unknown card placed at
random, as a full `BacigaState` that the rules can play on (for Maestro's rollouts).

The unknown cards (`knowledge.py`) are shared out among the others' hidden cards (their hands,
their tapadas, what they laid on the table in this talk) and the stock slots the seat does
not know, uniformly, under the hard facts of the observation: a player who sang báciga in this
talk holds a báciga, one who sang bacigote a bacigote (their comodines fixed to make it), a
player who stood holds 31 or less and one who went pasado more. A deal that breaks a fact is
dealt again, a few times, then kept as it is.
"""

from __future__ import annotations

import random

from ..rules import BacigaState, Card, Lance, Observation, Phase, Stop, Word
from ..rules.cards import COMODINES, DECK, LIMIT, baciga_fixes, bacigote_fixes, total
from .knowledge import Knowledge

_TRIES = 12


def _fits(obs: Observation, seat: int, hand: tuple[Card, ...], talk_words: dict[int, Word]
          ) -> bool:
    word = talk_words.get(seat)
    as_value = obs.options.as_value
    if obs.phase is Phase.TALK and word is Word.BACIGA:
        return bool(baciga_fixes(hand, as_value))
    if obs.phase is Phase.TALK and word is Word.BACIGOTE:
        return bool(bacigote_fixes(hand))
    stop = obs.table[seat].stop
    fix = obs.table[seat].fixed
    if stop is Stop.STOOD:
        return total(hand, fix, as_value) <= LIMIT
    if stop is Stop.PASADO:
        return total(hand, fix, as_value) > LIMIT
    return True


def determinize(obs: Observation, rng: random.Random) -> BacigaState:
    """A state of the deal in play that agrees with everything `obs` shows."""
    know = Knowledge(obs)
    unknown = list(know.unknown)
    seats = obs.seats
    talk = obs.talks[-1] if obs.talks else ()
    words = {x.seat: x.word for x in talk}
    in_talk = obs.phase is Phase.TALK
    # what each other seat still hides, and what it laid on the table this talk
    hidden = {s: obs.table[s].held - len(obs.table[s].shown) for s in range(seats)
              if s != obs.seat}
    laid = {x.seat: x.laid for x in talk if x.seat != obs.seat} if in_talk else {}
    slots = [i for i in range(obs.top, len(obs.pile)) if obs.pile[i] is None]
    need = sum(hidden.values()) + sum(laid.values()) + len(slots)
    held_by = know.held_by
    if need != len(unknown) + sum(len(v) for v in held_by.values()):
        # a card the seat saw go to another may since have been laid down: where is
        # not known, so it joins the unknown cards
        unknown += [c for cards in held_by.values() for c in cards]
        held_by = {}
    best: tuple[dict[int, tuple[Card, ...]], list[Card]] | None = None
    for _ in range(_TRIES):
        rng.shuffle(unknown)
        hands: dict[int, tuple[Card, ...]] = {}
        i = 0
        for s, k in hidden.items():
            known = held_by.get(s, ())
            hands[s] = known + tuple(unknown[i:i + k - len(known)])
            i += k - len(known)
        rest = unknown[i:]
        full = {s: obs.table[s].shown + hands[s] for s in hands}
        best = (hands, rest)
        if all(_fits(obs, s, full[s], words) for s in full):
            break
    assert best is not None
    hands, rest = best
    return _build(obs, hands, rest, slots, words)


def _build(obs: Observation, hands: dict[int, tuple[Card, ...]], rest: list[Card],
           slots: list[int], words: dict[int, Word]) -> BacigaState:
    seats = obs.seats
    state = BacigaState(obs.options, seats, obs.points_before)
    state.points = obs.points
    state.phase = obs.phase
    state.dealer = obs.dealer
    state.mano = obs.mano
    state.order = obs.order
    full: list[tuple[Card, ...]] = []
    tapadas: list[Card | None] = []
    fixes = []
    for s in range(seats):
        view = obs.table[s]
        if s == obs.seat:
            full.append(obs.hand)
            tapadas.append(obs.tapada)
            fixes.append(obs.fix)
            continue
        cards = view.shown + hands[s]
        full.append(cards)
        tapadas.append(hands[s][-1] if view.tapada and hands[s] else None)
        fix = view.fixed
        word = words.get(s)
        if obs.phase is Phase.TALK and word in (Word.BACIGA, Word.BACIGOTE):
            options = (baciga_fixes(cards, obs.options.as_value) if word is Word.BACIGA
                       else bacigote_fixes(cards))
            fix = options[0] if options else ()
        elif view.stop is Stop.STOOD:
            fixed = {c for c, _ in fix}
            fix = fix + tuple((c, 1) for c in hands[s] if c in COMODINES and c not in fixed)
        fixes.append(fix)
    state.hands = tuple(full)
    state.tapadas = tuple(tapadas)
    state.fixes = tuple(fixes)
    state.shown = tuple(v.shown for v in obs.table)
    # a slot already dealt holds a card now in someone's hand: what it was no longer counts
    pile = list(c if c is not None else DECK[0] for c in obs.pile)
    rest_iter = iter(rest)
    for i in slots:
        pile[i] = next(rest_iter)
    table: list[tuple[int, tuple[Card, ...]]] = []
    talk = obs.talks[-1] if obs.talks else ()
    if obs.phase is Phase.TALK and talk:
        # the talk's words are the last actions; the pasos before the first other word
        # laid cards on the table (section 6)
        for x, a in zip(talk, obs.seen[-len(talk):], strict=True):
            if x.word is not Word.PASO:
                break
            if x.seat == obs.seat:
                cards = tuple(c for c in a.discard or () if isinstance(c, Card))
            else:
                cards = tuple(next(rest_iter) for _ in range(x.laid))
            table.append((x.seat, cards))
    state.pile = tuple(pile)
    state.top = obs.top
    state.pile_taker = obs.pile_taker
    bit = 1 << obs.seat
    state.pile_known = tuple(bit if c is not None else 0 for c in obs.pile)
    if obs.phase is Phase.TALK:
        state.past = obs.talks[:-1]
        state.said = obs.talks[-1] if obs.talks else ()
        state.pos = len(state.said)
    else:
        state.past = obs.talks
        state.said = obs.talks[-1] if obs.talks else ()
    state.table = tuple(table)
    state.cut = obs.cut
    state.bacigas = obs.bacigas
    state.bacigotes = obs.bacigotes
    state.baciga_winner = obs.baciga_winner
    state.bacigote_winner = obs.bacigote_winner
    if obs.baciga_winner is not None:
        state.scoring_bacigas = tuple(s for s in obs.bacigas
                                      if (s & 1) == (obs.baciga_winner & 1))
    else:
        state.scoring_bacigas = obs.bacigas
    state.revived = any(c.lance is Lance.REVIVAL for c in obs.credits)
    if obs.drawer is not None:
        state.drawer_pos = obs.position(obs.drawer)
    state.begun = tuple(v.begun for v in obs.table)
    state.stops = tuple(v.stop for v in obs.table)
    state.credits = obs.credits
    state.las_31, state.punto, state.ended = obs.las_31, obs.punto, obs.ended
    return state

