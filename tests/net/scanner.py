"""The scanner of hidden cards: every frame a connection was sent is read for cards, and a
card the rules hide from that seat at that moment fails the test.

What a seat may know is asked of each game's rules (its observation), not of the views the
host sends, so that the views themselves are checked: La Zanga's `known_cards`, El Envite's
hand, team-mates' cards in tumbo, vira and cards played (envite-rules.md, section 13). A
spectator may know what every seat knows. La Ronda's: ronda-rules.md, section 15; La
Báciga's: baciga-rules.md, section 15."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zanga_desktop.core import registry
from zanga_desktop.core.deck import DECK
from zanga_desktop.core.game import shown_at_hand_end
from zanga_desktop.net.views import cards_in


def _zanga(match: Any, seat: int) -> set[str]:
    return {str(c) for c in match.observe(seat).known_cards}


def _envite(match: Any, seat: int) -> set[str]:
    obs = match.observe(seat)
    known = {str(c) for c in obs.hand}
    known |= {str(c) for _, cards in obs.team_cards for c in cards}
    known |= {str(c) for t in (*obs.tricks_played, obs.trick) for _, c in t}
    if obs.vira is not None:
        known.add(str(obs.vira))
    return known


def _ronda(match: Any, seat: int) -> set[str]:
    """ronda-rules.md, section 15: the seat's own cards, the table (as first laid, the
    swaps, now), every card played (and so every pile and the fall stack)."""
    from zanga_desktop.games.ronda.rules import Played

    obs = match.observe(seat)
    known = {str(c) for cards in obs.own_rounds for c in cards} | {str(c) for c in obs.hand}
    known |= {str(c) for c in (*obs.table_first, *obs.table)}
    known |= {str(c) for swap in obs.swaps for c in (swap.out, swap.in_)}
    known |= {str(c) for _, c in obs.stack}
    known |= {str(e.card) for e in obs.log if isinstance(e, Played)}
    return known


def _baciga(match: Any, seat: int) -> set[str]:
    """baciga-rules.md, section 15: the seat's own cards (as dealt, received, its tapada),
    the cards it laid down, those it saw in the stock (drawn face up, a tapada turned up,
    its own replacements), the cards others have shown; the rules' own record of the deal
    as the seat knows it (others' discards and tapadas hidden)."""
    from zanga_desktop.games.baciga.rules import Card

    obs = match.observe(seat)
    known = {str(c) for c in (*obs.hand, *obs.dealt)}
    known |= {str(c) for v in obs.table for c in v.shown}
    known |= {str(c) for c in obs.pile if c is not None}
    for a in obs.seen:
        known |= {str(c) for c in (*(a.discard or ()), a.value, *(c for c, _ in a.fix))
                  if isinstance(c, Card)}
    return known


KNOWN: dict[str, Callable[[Any, int], set[str]]] = {"zanga": _zanga, "envite": _envite,
                                                     "ronda": _ronda, "baciga": _baciga}


def known_cards(game_id: str, match: Any, seat: int | None) -> set[str]:
    """The cards `seat` (None: a spectator) may know now, by the game's rules."""
    of = KNOWN[game_id]
    if seat is None:
        return set.intersection(*(of(match, s) for s in range(match.seats)))
    return of(match, seat)


#: Every frame scanned in this run, by game (the test run's summary says them).
SCANNED: dict[str, int] = {}


class Scanner:
    """Counts the frames scanned; `check` raises AssertionError naming a hidden card."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.frames = 0
        self.by_seat: dict[int | None, int] = {}  # the frames scanned, by seat (None: spectators)

    def check(self, match: Any, seat: int | None, frame: str, payload: Any) -> None:
        self.frames += 1
        self.by_seat[seat] = self.by_seat.get(seat, 0) + 1
        SCANNED[self.game_id] = SCANNED.get(self.game_id, 0) + 1
        known = known_cards(self.game_id, match, seat)
        shown = payload.get("shown") if isinstance(payload, dict) else None
        if shown is not None:  # a hand over that the game's table turns face up
            assert shown_at_hand_end(registry.get(self.game_id)), frame[:300]
            assert match.needs_deal or match.is_over, frame[:300]
            known |= cards_in(shown)
        hidden = {str(c) for c in DECK} - known
        leaked = cards_in(_without_rules(payload)) & hidden
        assert not leaked, f"seat {seat} was sent {sorted(leaked)} it may not see: {frame[:300]}"


def _without_rules(payload: Any) -> Any:
    """The frame without what the rules say of every card alike: El Envite's card orders for
    the vira (bot-protocol.md, its view's `state.order`), which name the whole deck."""
    view = payload.get("view") if isinstance(payload, dict) else None
    state = view.get("state") if isinstance(view, dict) else None
    if not isinstance(state, dict) or "order" not in state:
        return payload
    return {**payload, "view": {**view, "state": {k: v for k, v in state.items()
                                                  if k != "order"}}}


def scanned(core_class: type, scanner: Scanner) -> type:
    """`core_class` whose every frame is scanned when it is made, against the match as it
    is at that moment."""
    import json

    from zanga_desktop.net.messages import encode
    from zanga_desktop.net.table import Send

    class Scanned(core_class):  # type: ignore[misc, valid-type]
        def _view_for(self, c: Any, force: bool = False) -> list[Any]:
            out = super()._view_for(c, force)
            for effect in out:
                if isinstance(effect, Send):
                    frame = encode(effect.message)
                    scanner.check(self.match, c.seat, frame, json.loads(frame))
            return out

    return Scanned
