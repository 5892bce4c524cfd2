"""A seat away from the host (a table joined over the network): the game made from the seat's
view alone (`view.view_of`), which holds every card the seat has seen and no other.

Section 15 says what a seat knows: its own cards, the table, every card played, the swaps,
the declarations and the dialogue. The cards it has not seen are drawn here among the deals
that explain the view: each card a seat played is in the three it was dealt that round; a
seat that dropped a card while capture was compulsory held nothing that captured (section 5);
a seat that declared holds its ronda or rondín (section 8). Each draw is replayed by the
rules and kept only if the seat would be shown exactly the view it was sent.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ....bots.views import HIDDEN, ViewError, fits
from ..records import RecordError, RondaGame, RondaRecord, _parse_action
from ..rules import DECK, Call, Card, Combo, Kind, Phase, RondaError, observe, wait
from ..rules.deal import deal_first, deal_round, rounds_in_deal
from .view import view_of

#: Draws tried for a view before it is given up (a view the host wrote is explained within
#: a few: only a round's declarations and drops constrain the cards drawn).
TRIES = 60


def turned_view(view: Mapping[str, Any], by: int) -> dict[str, Any]:
    """`view` with every seat moved `by` places back, so that seat `by` is seat 0: the
    players, each deal's dealer, each action's and call's seat; the sides' points swap
    when `by` is odd (seats 0 and 2 play against 1 and 3, section 2). The deck stays as it
    is: it is dealt from the dealer. What the seat sees `now` is left out (the game tells
    it). ViewError for what is no view."""
    try:
        players = list(view["players"])
        n = len(players)
        if n not in (2, 4):
            raise ValueError(f"{n} players")
        by %= n

        def turn(seat: object) -> int:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
                raise ValueError(f"no seat {seat!r}")
            return (seat - by) % n

        out = {k: v for k, v in view.items() if k != "now"}
        out["players"] = [players[(s + by) % n] for s in range(n)]
        start = dict(view.get("start", {"points": [0, 0]}))
        if by % 2:
            start["points"] = list(start["points"])[::-1]
        out["start"] = start
        out["deals"] = [{"dealer": turn(d["dealer"]), "deck": list(d["deck"]),
                         "actions": [{**a, "seat": turn(a["seat"])} for a in d["actions"]],
                         "announced": [{**c, "seat": turn(c["seat"])}
                                       for c in d.get("announced", [])]}
                        for d in view["deals"]]
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    return out


def game_from_view(view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> RondaGame:
    """A game `seat` cannot tell from the real one, turned so that the seat sits at seat 0
    (`turned_view`): the cards it has not seen drawn by `rng` among the deals its view
    allows; `to_act` (the host's seat to act) makes the seats before it in a cante window
    wait, as they did unseen, and the view's `now.phase` says whether the window is still
    open: a seat's last call and its turn to play after it look alike in the record, since
    a wait is never written (section 8). ViewError for a view that no deal explains."""
    data = turned_view(view, seat)
    n = len(data["players"])
    want_to_act = None if to_act is None else (to_act - seat) % n
    phase = _phase(view)
    deals = data["deals"]
    if not deals:
        return _replayed(data, want_to_act, phase=phase)
    deal = deals[-1]
    try:
        known = [None if c == HIDDEN else Card.parse(c) for c in deal["deck"]]
        dealer = int(deal["dealer"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    if len(known) != 40:
        raise ViewError("a deck holds 40 cards")
    places = _places(known, n, dealer)
    for _ in range(TRIES):
        deck = _draw(known, places, deal["actions"], data, n, dealer, rng)
        if deck is None:
            continue
        try:
            game = _replayed({**data, "deals": [{**deal, "deck": [str(c) for c in deck]}]},
                             want_to_act, phase=phase)
        except ViewError:
            continue
        if fits(turned_view(view_of(observe(game.state, 0), list(data["players"])), 0), data):
            return game
    raise ViewError("no deal explains the view")


def _phase(view: Mapping[str, Any]) -> Phase | None:
    """What the seat is asked by the host, as its view's `now` says (None: not said, as in
    a view written before it said it). ViewError for a phase that is none."""
    now = view.get("now")
    if not isinstance(now, Mapping) or "phase" not in now:
        return None
    try:
        return Phase(now["phase"])
    except ValueError:
        raise ViewError(f"not a view: no phase {str(now['phase'])[:40]!r}") from None


def _any_deck(known: list[Card | None]) -> list[Card]:
    """The deck with the cards the seat has not seen put in its hidden places in the deck's
    order: the places of the deal do not depend on them (every card the swaps lay is seen)."""
    unseen = iter(c for c in DECK if c not in set(known))
    return [c if c is not None else next(unseen) for c in known]


def _places(known: list[Card | None], n: int, dealer: int) -> list[list[list[int]]]:
    """For each round and seat, the places in the deck of the three cards it is dealt."""
    probe = _any_deck(known)
    where = {c: i for i, c in enumerate(probe)}
    first = deal_first(probe, n, dealer)
    rounds = [first.hands]
    stock = first.stock
    for _ in range(1, rounds_in_deal(n)):
        hands, stock = deal_round(stock, n, (dealer + 1) % n)
        rounds.append(hands)
    return [[[where[c] for c in hand] for hand in hands] for hands in rounds]


def _draw(known: list[Card | None], places: list[list[list[int]]], actions: list[Any],
          data: dict[str, Any], n: int, dealer: int,
          rng: random.Random) -> list[Card] | None:
    """One deck the view may have come from (None: this draw found none)."""
    deck = list(known)
    plays = [a for a in actions if isinstance(a, dict) and "play" in a]
    try:
        for i, a in enumerate(plays):
            card, who, r = Card.parse(a["play"]), int(a["seat"]), i // (3 * n)
            mine = places[r][who]
            if card in deck:
                if deck.index(card) not in mine:
                    return None
                continue
            free = [p for p in mine if deck[p] is None]
            if not free:
                return None
            deck[free[0]] = card
    except (KeyError, TypeError, ValueError, IndexError):
        raise ViewError("the view's plays cannot be dealt") from None
    now = len(plays) // (3 * n)
    pool = [c for c in DECK if c not in set(deck)]
    rng.shuffle(pool)
    if now < len(places):
        banned = _dropped_with(deck, actions, data, n, dealer)
        declared = {int(a["seat"]): a["declare"] for a in _round_actions(actions, now, n)
                    if "declare" in a}
        shown = _media(data)
        for who in rng.sample(range(n), n):
            slots = [p for p in places[now][who] if deck[p] is None]
            if not slots:
                continue
            held = [c for c in (deck[p] for p in places[now][who]) if c is not None]
            ranks = {c.rank for c in held if (who, c) in shown}
            chosen = _hand(held, len(slots), declared.get(who), banned.get(who, set()), pool,
                           rng, ranks)
            if chosen is None:
                return None
            for p, c in zip(slots, chosen, strict=True):
                deck[p] = c
                pool.remove(c)
    rest = iter(pool)
    return [c if c is not None else next(rest) for c in deck]


def _media(data: dict[str, Any]) -> set[tuple[int, Card]]:
    """The cards announced as "media" or "la otra media" (section 8), with their seats: the
    rank of the combination their seat declared."""
    out = set()
    for call in data["deals"][-1].get("announced", []):
        if call.get("call") in (Call.MEDIA.value, Call.OTRA_MEDIA.value) and "card" in call:
            try:
                out.add((int(call["seat"]), Card.parse(call["card"])))
            except (TypeError, ValueError):
                raise ViewError("not a view: a call's card") from None
    return out


def _round_actions(actions: list[Any], round_no: int, n: int) -> list[dict[str, Any]]:
    """The actions of round `round_no`: from its first card's turn (declarations of the
    window before it included) to the next round's."""
    out, played = [], 0
    for a in actions:
        if not isinstance(a, dict):
            continue
        if played // (3 * n) == round_no:
            out.append(a)
        if "play" in a:
            played += 1
    return out


def _dropped_with(deck: list[Card | None], actions: list[Any], data: dict[str, Any], n: int,
                  dealer: int) -> dict[int, set[Card]]:
    """The cards each seat cannot hold now: while capture is compulsory, a seat that laid a
    card down held none that captured then (section 5), and it still holds the cards of
    this round it has not played."""
    game = _replayed({**data, "deals": []}, None)
    if not game.state.options.capture_mandatory:
        return {}
    state = game.state
    state.start_deal(dealer, _any_deck(deck))
    banned: dict[int, set[Card]] = {}
    played = 0
    now = sum(1 for a in actions if isinstance(a, dict) and "play" in a) // (3 * n)
    for a in actions:
        if not isinstance(a, dict):
            continue
        try:
            action = _parse_action(a, "The view", n)
            if action.kind is not Kind.PLAY:
                continue  # a declaration or a word moves no card (its ranks are guessed)
            if action.kind is Kind.PLAY and played // (3 * n) == now:
                hands = state.hands
                state.hands = tuple(DECK if s == action.seat else h for s, h in enumerate(hands))
                takes = set(state.capturing(action.seat))
                state.hands = hands
                if action.value not in takes:  # laid down: nothing captured
                    banned.setdefault(action.seat, set()).update(takes)
            while state.phase is Phase.CANTE:
                state.apply_unchecked(wait(state.queue[0]))
            state.apply_unchecked(action)
        except (RondaError, RecordError, ValueError, IndexError, KeyError, AssertionError):
            return banned
        if "play" in a:
            played += 1
    return banned


def _hand(held: list[Card], count: int, combo: str | None, banned: set[Card],
          pool: list[Card], rng: random.Random, ranks: set[int]) -> list[Card] | None:
    """`count` cards of `pool` that make, with `held`, a hand of the round: none of `banned`,
    and with the combination `combo` declared ("ronda": exactly two of a rank, "rondin":
    three), of one of `ranks` if any (its "media" was shown)."""
    free = [c for c in pool if c not in banned]
    if combo is None:
        return free[:count] if len(free) >= count else None
    size = 3 if combo == Combo.RONDIN.value else 2
    tried = sorted(ranks or {c.rank for c in free} | {c.rank for c in held})
    rng.shuffle(tried)
    for rank in tried:
        same = [c for c in held if c.rank == rank]
        need = size - len(same)
        if need < 0 or need > count:
            continue
        of_rank = [c for c in free if c.rank == rank][:need]
        if len(of_rank) < need:
            continue
        others = [c for c in free if c.rank != rank and c not in of_rank]
        chosen = of_rank + others[:count - need]
        if len(chosen) != count:
            continue
        hand = held + chosen
        counts = sorted((sum(1 for c in hand if c.rank == r) for r in {c.rank for c in hand}),
                        reverse=True)
        if counts[0] == size and (size == 3 or counts[1:] in ([1], [])):
            return chosen
    return None


def _replayed(data: dict[str, Any], to_act: int | None,
              deck: list[Card] | None = None, phase: Phase | None = None) -> RondaGame:
    """The game the record `data` holds (its last deal dealt from `deck` if given), the seats
    before `to_act` in a cante window waiting; every seat waiting when the host's `phase` is
    past the window."""
    if deck is not None:
        deals = data["deals"]
        data = {**data, "deals": [*deals[:-1], {**deals[-1], "deck": [str(c) for c in deck]}]}
    try:
        game = RondaGame.from_record(RondaRecord.from_json(data))
    except RecordError as exc:
        raise ViewError(exc.message) from None
    state = game.state
    closed = phase is not None and phase is not Phase.CANTE
    if (to_act is None or closed) and state.phase is Phase.CANTE:  # the window closed
        try:
            game.settle_waiting()
        except RondaError as exc:
            raise ViewError(exc.message) from None
    while (to_act is not None and state.phase is Phase.CANTE and state.to_act != to_act
           and state.queue):
        try:
            game.apply(wait(state.queue[0]))
        except RondaError as exc:
            raise ViewError(exc.message) from None
    return game
