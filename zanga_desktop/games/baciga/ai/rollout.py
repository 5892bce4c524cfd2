"""Maestro's talk: each cante it is weighing played out in deals consistent with what it saw.

The talk's rules of thumb (`talk.py`) name a few candidates: the best ways to lay cards
down, cartas, the báciga sung or held back. Each is tried in the same sampled deals
(`sampler.py`), the rest of the deal played by the baseline at every seat, and judged by the
chance of the game the deal leaves (`value.win_chance`; a game won 1, lost 0). The candidate
with the best mean is said. The number of deals is the level's budget.
"""

from __future__ import annotations

import random
import threading
from typing import TYPE_CHECKING

from ..rules import Action, BacigaState, Observation, Word, observe, side
from . import rules
from .sampler import determinize
from .talk import TalkChoice
from .value import win_chance

if TYPE_CHECKING:
    from .players import Settings


def candidates(obs: Observation, choice: TalkChoice, count: int) -> list[Action]:
    """The cantes worth trying: the rules of thumb's choice first."""
    legal = obs.legal
    first = choice.choose()
    out = [first]
    if first.value is Word.BACIGOTE:
        return out  # seven points: never held back
    bacigas = [a for a in legal if a.value is Word.BACIGA]
    if bacigas:
        out.append(choice.baciga_fix(bacigas))
    cartas = next((a for a in legal if a.value is Word.CARTAS), None)
    if cartas is not None:
        out.append(cartas)
    pasos = [a for a in legal if a.value is Word.PASO]
    if obs.cut is None:
        ranked: dict[frozenset[object], Action] = {}
        for a in sorted(pasos, key=lambda a: -choice.paso_score(a)):
            key = frozenset(a.discard or ())
            if key not in ranked:
                ranked[key] = a
        out += list(ranked.values())[:count]
    elif pasos:
        out.append(pasos[0])
    unique: list[Action] = []
    for a in out:
        if a not in unique:
            unique.append(a)
    return unique


def play_out(state: BacigaState, seat: int) -> float:
    """Play the deal in `state` to its end with the baseline at every seat; the chance of
    the game it leaves `seat`'s side. The state is given back as it was."""
    applied = 0
    while state.in_deal:
        to_act = state.to_act
        assert to_act is not None
        state.apply_unchecked(rules.choose(observe(state, to_act)))
        applied += 1
    us = side(seat)
    if state.is_over:
        result = 1.0 if state.winner() == us else 0.0
    else:
        result = win_chance(state.points[us], state.points[1 - us], state.options.target,
                            state.seats)
    for _ in range(applied):
        state.undo()
    return result


def sampled_talk(obs: Observation, settings: Settings, rng: random.Random,
                 cancel: threading.Event | None = None) -> Action:
    choice = TalkChoice(obs, settings.talk)
    options = candidates(obs, choice, settings.candidates)
    if len(options) == 1:
        return options[0]
    totals = [0.0] * len(options)
    for _ in range(settings.samples):
        if cancel is not None and cancel.is_set():
            break
        state = determinize(obs, rng)
        for i, action in enumerate(options):
            state.apply_unchecked(action)
            totals[i] += play_out(state, obs.seat)
            state.undo()
    best = max(range(len(options)), key=lambda i: (round(totals[i], 9), -i))
    return options[best]
