"""A joined seat's shadow match, kept in step with the views the host sends it.

The table of a joined window plays on a `Match` of the real game (so that every game's own
table, narration and tutor work unchanged), made by the game's `seat_match` from the seat's
view alone: the seat sits at seat 0, and every card hidden from it is a guess drawn among
the deals its view allows. The process never receives, and so never holds, a card the seat
may not see.

Each new view is turned into a `Plan` for the shadow: nothing; the actions that took the view
there (read from the view's record, the hand in progress last), applied as if played at this
table; a swap first, when an action is not possible on the guessed cards (a card guessed in
another hand), to a shadow drawn again from the view just before it; the next hand dealt,
its guessed cards arranged by a generator whose shuffle leaves the deck in a chosen order; or,
when nothing else explains the view, a shadow rebuilt from it. Whatever the plan, the shadow
then shows exactly the view the host sent (`agrees`).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.deck import DECK
from ..core.game import Match, NetworkGame, record_keys
from .messages import View, strip_seat
from .playable import cards_of, hands_of
from .views import HIDDEN, alike, public_view

_DECK_PLACE = {str(c): i for i, c in enumerate(DECK)}


class ArrangedRandom(random.Random):
    """A generator whose shuffles leave a list of cards in a chosen order (each card at its
    `place`): a game that deals through `core.deck.shuffled_deck` deals the chosen hands.
    Without places it leaves a list as it is."""

    def __init__(self, place: Mapping[str, int] | None = None, seed: int = 0) -> None:
        super().__init__(seed)
        self.place = dict(place or {})

    def shuffle(self, x: Any) -> None:
        if self.place:
            x.sort(key=lambda c: self.place.get(str(c), len(self.place)))


@dataclass(frozen=True, slots=True)
class Rebuild:
    """Put this match on the table in place of the shadow."""

    match: Match[Any, Any]


@dataclass(frozen=True, slots=True)
class Swap:
    """Take this match's game (only the guessed cards differ) before acting."""

    match: Match[Any, Any]


@dataclass(frozen=True, slots=True)
class Deal:
    """Deal the next hand with this generator."""

    rng: random.Random


@dataclass(frozen=True, slots=True)
class Apply:
    """Apply this action (the shadow's own, the game's value), as if played at the table."""

    action: object


Move = Rebuild | Swap | Deal | Apply


def _last_hand(game: NetworkGame, match: Match[Any, Any]) -> dict[str, Any] | None:
    hands = hands_of(game, match.record_json())
    if hands and isinstance(hands[-1], dict):
        return hands[-1]
    return None


def _actions(hand: Mapping[str, Any] | None) -> list[Any]:
    actions = hand.get("actions") if hand is not None else None
    return actions if isinstance(actions, list) else []


def _deal(game: NetworkGame, match: Match[Any, Any]) -> object:
    """The last hand's deal as its record writes it, each packet in order of its cards."""
    hand = _last_hand(game, match)
    deal = cards_of(game, hand) if hand is not None else None
    if not isinstance(deal, dict):
        return deal
    return {k: sorted(v) if isinstance(v, list) else v for k, v in deal.items()}


def _slots(deal: object) -> list[tuple[str, int]]:
    """The places of a deal's cards: each packet's cards by key (La Zanga's, El Envite's),
    or each card of a deck in order (La Ronda's, key "")."""
    if isinstance(deal, list):
        return [("", i) for i in range(len(deal))]
    if not isinstance(deal, dict):
        return []
    out = []
    for key, value in deal.items():
        if isinstance(value, list):
            out += [(key, i) for i in range(len(value))]
        else:
            out.append((key, -1))
    return out


def _card_at(deal: object, slot: tuple[str, int]) -> object:
    if isinstance(deal, list):
        return deal[slot[1]] if 0 <= slot[1] < len(deal) else None
    if not isinstance(deal, Mapping):
        return None
    value = deal.get(slot[0])
    if slot[1] < 0:
        return value
    return value[slot[1]] if isinstance(value, list) and slot[1] < len(value) else None


def _same_cards(x: object, y: object) -> bool:
    """Two writings of a deal's cards show the same where both show a card: a packet in
    any order (a hand lists the cards played first), a deck card by card."""
    if isinstance(x, dict) and isinstance(y, dict):
        return x.keys() == y.keys() and all(_same_packet(x[k], y[k]) for k in x)
    if isinstance(x, list) and isinstance(y, list):  # a deck, top first
        return len(x) == len(y) and all(HIDDEN in (a, b) or a == b
                                        for a, b in zip(x, y, strict=True))
    return x == y


def _same_packet(x: object, y: object) -> bool:
    if isinstance(x, list) and isinstance(y, list):
        return HIDDEN in x or HIDDEN in y or sorted(x) == sorted(y)
    return HIDDEN in (x, y) or x == y


def _written(actions: Any) -> list[str]:
    """Actions' JSON in an order of their own, to compare two lists of them."""
    return sorted(json.dumps(a, sort_keys=True) for a in actions)


class Follower:
    """Plans for one seat (None: a spectator, who follows the public view from seat 0)."""

    def __init__(self, game: NetworkGame, seat: int | None) -> None:
        self.game = game
        self.seat = seat

    @property
    def turn(self) -> int:
        return self.seat or 0

    def target(self, message: View) -> Match[Any, Any]:
        """The shadow the view describes, its guesses drawn afresh (ValueError if none); a
        hand over whose cards the table shows (`View.shown`) holds no guess."""
        view = message.view
        hands_key, cards_key = record_keys(self.game)
        if message.shown is not None and hands_of(self.game, view):
            hands = list(hands_of(self.game, view))
            hands[-1] = {**hands[-1], cards_key: message.shown.get("deal")}
            view = {**view, hands_key: hands}
        match = self.game.seat_match(view, self.turn, random.Random(message.seq),
                                     message.to_act)
        if self.seat is not None and message.legal:
            self._to_asked(match, _written(message.legal))
        return match

    def asked(self, match: Match[Any, Any]) -> list[str] | None:
        """The actions the seat is asked to choose among on `match`, written as the host
        writes them (None: the seat is not asked). Its own cards are real, so these are the
        host's whenever the shadow is at the host's step."""
        if self.seat is None or match.needs_deal or match.is_over or match.to_act != 0:
            return None
        return _written(strip_seat(match.action_json(a)) for a in match.legal_actions())

    def _to_asked(self, match: Match[Any, Any], legal: list[str]) -> None:
        """A view does not write every step (La Ronda's silent waits, section 8: a seat's
        last call looks like its first). When the seat is asked on `match` for other actions
        than the host sent, the steps the record does not write are taken, a few at most,
        until it is asked the host's; none found, the match is left as drawn."""
        if self.asked(match) != legal:
            self._unwritten(match, lambda m: self.asked(m) == legal)

    def _written_count(self, match: Match[Any, Any]) -> int:
        return len(_actions(_last_hand(self.game, match)))

    def _unwritten(self, match: Match[Any, Any],
                   goal: Callable[[Match[Any, Any]], bool]) -> list[object] | None:
        """The fewest steps the record does not write (at most two a seat) that take `match`
        where `goal` holds: taken, and returned; None (the match as it was) if none do."""
        written = self._written_count(match)
        taken: list[object] = []

        def search(depth: int) -> bool:
            if goal(match):
                return True
            if depth == 0 or match.needs_deal or match.is_over:
                return False
            for action in list(match.legal_actions()):
                try:
                    match.apply(action)
                except ValueError:
                    continue
                taken.append(action)
                if self._written_count(match) == written and search(depth - 1):
                    return True
                taken.pop()
                match.undo()
            return False

        for depth in range(2 * match.seats + 1):  # the fewest first
            if search(depth):
                return taken
        return None

    def seen(self, match: Match[Any, Any]) -> dict[str, Any]:
        """What the seat sees of a shadow (a spectator: what every seat sees)."""
        if self.seat is None:
            return public_view([self.game.seat_view(match, s) for s in range(match.seats)],
                               record_keys(self.game))
        return self.game.seat_view(match, 0)

    def agrees(self, shadow: Match[Any, Any], target: Match[Any, Any]) -> bool:
        """The shadow shows the seat exactly what the target does."""
        return self.seen(shadow) == self.seen(target) and shadow.to_act == target.to_act \
            and self.asked(shadow) == self.asked(target)

    def plan(self, shadow: Match[Any, Any] | None, message: View) -> list[Move]:
        """How to take `shadow` to `message`'s view (ValueError if no deal explains it)."""
        target = self.target(message)
        if shadow is None:
            return [Rebuild(target)]
        if self.agrees(shadow, target):
            return []
        mine, theirs = _last_hand(self.game, shadow), _last_hand(self.game, target)
        if theirs is None:
            return [Rebuild(target)]
        moves: list[Move] | None = None
        if mine is not None and self._same_deal(shadow, target):
            moves = self._in_hand(shadow, target, message, _actions(mine), _actions(theirs))
        elif shadow.needs_deal and not shadow.is_over:
            moves = self._dealt(shadow, target, theirs)
        return moves if moves is not None else [Rebuild(target)]

    def _in_hand(self, shadow: Match[Any, Any], target: Match[Any, Any], message: View,
                 mine: list[Any], theirs: list[Any]) -> list[Move] | None:
        if theirs[:len(mine)] != mine:
            return self._hidden_in_hand(shadow, target, message)
        new = theirs[len(mine):]
        # a hand the table turns over: the shadow takes the real cards before its last step
        exact = message.shown is not None \
            and _deal(self.game, shadow) != _deal(self.game, target)
        if not new:
            return [Swap(target)] if exact else self._unrecorded(shadow, target)
        try:
            actions = [shadow.action_from_json(a) for a in new]
        except ValueError:
            return None
        if not exact and self._plays(shadow, actions, target):
            return [Apply(a) for a in actions]
        if not exact and (seen := self._own_showing(shadow, target)) is not None:
            return seen
        # a card guessed in another hand: the shadow just before these actions, drawn again
        before = self.target_before(self.target(message), len(new))
        if before is None or not self._plays(before, actions, target):
            return None
        return [Swap(before), *(Apply(a) for a in actions)]

    def _seen_actions(self, match: Match[Any, Any]) -> list[Any] | None:
        hands = hands_of(self.game, self.seen(match))
        return _actions(hands[-1]) if hands and isinstance(hands[-1], dict) else None

    def _hidden_in_hand(self, shadow: Match[Any, Any], target: Match[Any, Any],
                        message: View) -> list[Move] | None:
        """A hand whose record holds cards the seat does not see (La Báciga's discards and
        tapadas): the shadow's guesses are not the target's, so the hand is followed on the
        seat's view. Each new action is one of the shadow's own that shows the seat what
        the view does; when the guesses cannot (a card the shadow guessed elsewhere, a
        stand whose pairs tell of its tapada), the target's actions on the target just
        before them."""
        found = self._own_showing(shadow, target)
        if found is not None:
            return found
        mine, theirs = self._seen_actions(shadow), self._seen_actions(target)
        real = _actions(_last_hand(self.game, target))
        if mine is None or theirs is None or len(real) != len(theirs) \
                or len(theirs) <= len(mine):
            return None
        count = len(theirs) - len(mine)
        try:
            actions = [shadow.action_from_json(a) for a in real[-count:]]
        except ValueError:
            return None
        before = self.target_before(self.target(message), count)
        if before is None or not self._plays(before, actions, target):
            return None
        return [Swap(before), *(Apply(a) for a in actions)]

    def _own_showing(self, shadow: Match[Any, Any],
                     target: Match[Any, Any]) -> list[Move] | None:
        """The new actions of the seat's view, each one of the shadow's own actions that
        the view writes alike (a card turned up since may show more of an earlier one), the
        whole then showing exactly the view (None if the shadow's guesses cannot)."""
        mine, theirs = self._seen_actions(shadow), self._seen_actions(target)
        if mine is None or theirs is None or len(theirs) <= len(mine):
            return None
        count = len(theirs) - len(mine)
        moves: list[Move] = []
        try:
            for i in range(count):
                found = self._showing(shadow, theirs[len(mine) + i])
                if found is None:
                    break
                moves.append(Apply(found))
            agrees = len(moves) == count and self.agrees(shadow, target)
        finally:
            for _ in moves:
                shadow.undo()
        return moves if agrees else None

    def _showing(self, match: Match[Any, Any], want: Any) -> object | None:
        """An action of `match` that the seat's view then writes as `want` (alike): left
        applied (None, and nothing applied, if there is none)."""
        before = len(self._seen_actions(match) or [])
        candidates: list[object] = [*match.legal_actions(), *match.out_of_turn()]
        for action in candidates:
            try:
                match.apply(action)
            except (ValueError, IndexError):
                continue
            seen = self._seen_actions(match) or []
            if len(seen) == before + 1 and alike(seen[-1], want):
                return action
            match.undo()
        return None

    @staticmethod
    def target_before(target: Match[Any, Any], steps: int) -> Match[Any, Any] | None:
        try:
            for _ in range(steps):
                target.undo()
        except (ValueError, IndexError):
            return None
        return target

    def _unrecorded(self, shadow: Match[Any, Any],
                    target: Match[Any, Any]) -> list[Move] | None:
        """Steps the record does not write (El Envite's declined chance to answer, La Ronda's
        waits): the one action of the shadow that leads to the view, else the fewest
        unwritten steps that do."""
        for action in (*shadow.legal_actions(), *shadow.out_of_turn()):
            if self._plays(shadow, [action], target):
                return [Apply(action)]
        # several (La Ronda's seat called twice, section 8): found, taken back, planned
        steps = self._unwritten(shadow, lambda m: self.agrees(m, target))
        for _ in steps or ():
            shadow.undo()
        return [Apply(a) for a in steps] if steps else None

    def _dealt(self, shadow: Match[Any, Any], target: Match[Any, Any],
               hand: Mapping[str, Any]) -> list[Move] | None:
        rng = self.arranged(shadow, hand)
        if rng is None:
            return None
        try:
            actions = [shadow.action_from_json(a) for a in _actions(hand)]
            copy = self.game.load_match(shadow.record_json())
            copy.deal(ArrangedRandom(rng.place))
            for a in actions:
                copy.apply(a)
        except ValueError:
            return None
        if not self.agrees(copy, target):
            return None
        return [Deal(rng), *(Apply(a) for a in actions)]

    def arranged(self, shadow: Match[Any, Any],
                 hand: Mapping[str, Any]) -> ArrangedRandom | None:
        """The generator with which `shadow` deals `hand`'s deal: found by dealing a copy
        an unshuffled deck and reading where each card went."""
        try:
            probe = self.game.load_match(shadow.record_json())
            probe.deal(ArrangedRandom())
        except ValueError:
            return None
        dealt = _last_hand(self.game, probe)
        if dealt is None or dealt.get("dealer") != hand.get("dealer"):
            return None
        deal, want = cards_of(self.game, dealt), cards_of(self.game, hand)
        if not isinstance(deal, dict | list) or type(deal) is not type(want):
            return None
        place: dict[str, int] = {}
        for slot in _slots(deal):
            card, wanted = _card_at(deal, slot), _card_at(want, slot)
            if not isinstance(card, str) or not isinstance(wanted, str) \
                    or card not in _DECK_PLACE:
                return None
            place[wanted] = _DECK_PLACE[card]
        return ArrangedRandom(place) if len(place) == len(_DECK_PLACE) else None

    def _same_deal(self, shadow: Match[Any, Any], target: Match[Any, Any]) -> bool:
        """The shadow's hand is the target's: the same dealer, and every card the seat sees of
        the deal in both views the same (a capitán in tumbo sees his team-mates' cards for a
        while only, and a hand lists the cards played first)."""
        a = hands_of(self.game, self.seen(shadow))
        b = hands_of(self.game, self.seen(target))
        if not a or not b:
            return False
        ha, hb = a[-1], b[-1]
        if not isinstance(ha, dict) or not isinstance(hb, dict) \
                or ha.get("dealer") != hb.get("dealer"):
            return False
        da, db = cards_of(self.game, ha), cards_of(self.game, hb)
        return isinstance(da, dict | list) and _same_cards(da, db)

    def _plays(self, match: Match[Any, Any], actions: Sequence[object],
               target: Match[Any, Any]) -> bool:
        """Whether `actions` are possible on `match` and lead to the target's view: tried, then
        taken back."""
        done = 0
        try:
            for a in actions:
                match.apply(a)
                done += 1
            return self.agrees(match, target)
        except (ValueError, IndexError):
            return False
        finally:
            for _ in range(done):
                match.undo()


class Shadow:
    """A follower with its own shadow, for a seat with no table (a built-in level joined
    from the command line, the tests): it carries each plan out itself and counts how the
    views were followed."""

    def __init__(self, game: NetworkGame, seat: int | None) -> None:
        self.follower = Follower(game, seat)
        self.match: Match[Any, Any] | None = None
        self.counts = {"same": 0, "applied": 0, "swapped": 0, "dealt": 0, "rebuilt": 0}

    def follow(self, message: View) -> Match[Any, Any]:
        moves = self.follower.plan(self.match, message)
        if not moves:
            self.counts["same"] += 1
        for move in moves:
            if isinstance(move, Rebuild):
                self.match = move.match
                self.counts["rebuilt"] += 1
            elif isinstance(move, Swap):
                self.match = move.match
                self.counts["swapped"] += 1
            elif isinstance(move, Deal):
                assert self.match is not None
                self.match.deal(move.rng)
                self.counts["dealt"] += 1
            else:
                assert self.match is not None
                self.match.apply(move.action)
                self.counts["applied"] += 1
        assert self.match is not None
        target = self.follower.target(message)
        if not self.follower.agrees(self.match, target):
            self.match = target
            self.counts["rebuilt"] += 1
        return self.match
