"""Maestro's talk: each cante it is weighing played out in deals consistent with what it saw.

The talk's rules of thumb (`talk.py`) name a few candidates: the best ways to lay cards
down, cartas, the báciga sung or held back. Each is tried in the same sampled deals
(`sampler.py`), the rest of the deal played out (every seat's words by the level's rules of
thumb, every draw by the baseline), and judged by the chance of the game the deal leaves
(`value.win_chance`; a game won 1, lost 0). Another candidate replaces the rules of thumb's
choice only when it did better in the same deals by more than 1.5 times the error of the
difference. The number of deals is the level's budget.
"""

from __future__ import annotations

import math
import random
import threading
import time

from ..rules import Action, BacigaState, Observation, Phase, Word, observe, side
from . import rules
from .sampler import determinize
from .settings import Settings
from .talk import TalkChoice, TalkStyle
from .value import win_chance

#: How many standard errors a candidate must gain over the rules of thumb's to be said.
Z = 1.5


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


def play_out(state: BacigaState, seat: int, style: TalkStyle) -> float:
    """Play the deal in `state` to its end, every seat's words by the rules of thumb of the
    level (`style`: the others taken to talk as well as it does) and every draw by the
    baseline; the chance of the game it leaves `seat`'s side. The state is given back as it
    was."""
    applied = 0
    while state.in_deal:
        to_act = state.to_act
        assert to_act is not None
        obs = observe(state, to_act)
        if obs.phase is Phase.TALK:
            state.apply_unchecked(TalkChoice(obs, style).choose())
        else:
            state.apply_unchecked(rules.choose(obs))
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
                 cancel: threading.Event | None = None,
                 deadline: float | None = None) -> Action:
    """The rules of thumb's cante, unless another did better in the same sampled deals by
    more than `Z` times the error of the difference (so that noise does not move it); the
    deals sampled before `cancel` or the `deadline` (a `time.perf_counter()` reading)."""
    choice = TalkChoice(obs, settings.talk)
    options = candidates(obs, choice, settings.candidates)
    if len(options) == 1:
        return options[0]
    values: list[list[float]] = [[] for _ in options]
    for _ in range(settings.samples):
        if cancel is not None and cancel.is_set():
            break
        if deadline is not None and time.perf_counter() > deadline:
            break
        state = determinize(obs, rng)
        for i, action in enumerate(options):
            state.apply_unchecked(action)
            values[i].append(play_out(state, obs.seat, settings.talk))
            state.undo()
    best, margin = 0, 0.0
    n = len(values[0])
    if n < 2:
        return options[0]
    for i in range(1, len(options)):
        diffs = [a - b for a, b in zip(values[i], values[0], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > Z * math.sqrt(var / n) and mean > margin:
            best, margin = i, mean
    return options[best]
