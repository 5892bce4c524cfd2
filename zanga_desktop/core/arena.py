"""The parts of an arena that do not depend on the game: playing a hand out with one player
per seat, through the game protocol, and running the deals of a duplicate match in one
process or several. Each deal is played by the game's own function, from its number alone, so
that a deal's result does not depend on which process played it."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from typing import TypeVar

from .game import Match, Player, Step

T = TypeVar("T")
R = TypeVar("R")
A = TypeVar("A")
O = TypeVar("O")  # noqa: E741


def map_deals(play: Callable[[T], R], work: Sequence[T], jobs: int) -> list[R]:
    """`play` over `work` in order, with `jobs` worker processes when more than one (forked,
    so that the game's modules are loaded once)."""
    if jobs > 1 and len(work) > 1:
        with multiprocessing.get_context("fork").Pool(min(jobs, len(work))) as pool:
            return list(pool.imap(play, work, chunksize=1))
    return [play(w) for w in work]


class IllegalChoice(AssertionError):
    """A player returned an action its observation did not allow: a bug in that player."""


def play_hand(match: Match[A, O], players: Sequence[Player[O, A]]) -> list[Step]:
    """Play `match` until its hand is over (a deal is due) or the game ends, each seat's
    player deciding from its own observation; every action is verified by the rules."""
    steps: list[Step] = []
    while not match.needs_deal and not match.is_over:
        seat = match.to_act
        if seat is None:
            raise IllegalChoice("nobody is to act, yet the hand is not over")
        action = players[seat].decide(match.observe(seat))
        if action not in match.legal_actions():
            raise IllegalChoice(f"illegal action {action} by {players[seat]}")
        steps.append(match.apply(action))
    return steps
