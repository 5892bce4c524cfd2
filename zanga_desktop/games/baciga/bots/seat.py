"""Back from a view (`view.view_of`) to a game that shows it: for a seat joined over the
network (its shadow match, the seat turned to seat 0) and for a level served as a bot (the
observation the view was written from).

Section 15 says what a seat knows: its own cards and tapada, where its discards lie, every
cante and how many cards each passer laid down, the cards shown face up, who stood and who
went pasado. The cards it has not seen are placed here among the deals the view allows:

- the 40 places of the deal (each seat's three, the stock) are followed through the actions
  as the record says (discards under the stock in speaking order, replacements and draws off
  its top), so that every card the view shows lands where it was seen: in the deal, in the
  stock, a discard that came back, a tapada turned up, and the cards each seat has face up
  (`now.shown`) among the cards it holds face up;
- a hidden discard or tapada is one of its player's cards then, chosen by the generator;
- the cards of a hand still hidden keep what its player did: a báciga sung is three cards of
  9 or less, a bacigote three equal (section 7, 8), a player who drew on held 31 or less, a
  stand is within 31 and a pasado over it (section 9), as the AI's sampler keeps them
  (`ai/sampler.py`);
- the comodines the view does not show fixed to a rank that makes the cante or the stand
  true.

Each draw is replayed by the rules and kept only if the seat would be shown exactly its view
(`now` included: the phase, the points, the stops); a few dozen draws are tried, then the
view is refused (ViewError) as one no deal explains.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from ....bots.views import HIDDEN, ViewError, fits, reading_view
from ..records import BacigaGame, BacigaRecord, RecordError, parse_action
from ..rules import (
    Action,
    BacigaState,
    Card,
    Kind,
    Observation,
    Phase,
    Unknown,
    Way,
    Word,
    observe,
    side,
)
from ..rules.cards import (
    DECK,
    LIMIT,
    Fix,
    baciga_fixes,
    bacigote_fixes,
    best_pairs,
    fixed_rank,
    pair_points,
    stand_fixes,
    total,
)
from .view import view_of

__all__ = ["ViewError", "game_from_view", "observation_from_view", "turned_record"]

#: Draws tried for a view before it is refused (a view the host wrote is explained by the
#: first few: a hidden discard or tapada chosen against the cards shown later is the usual
#: miss).
TRIES: Final = 80
#: Draws of one seat's hidden cards against what it did (a báciga, a stand) per try.
HAND_TRIES: Final = 60
#: More actions than a deal can hold (talks are unlimited, but each pase needs a stock).
MAX_ACTIONS: Final = 600


class _Miss(Exception):
    """This try's choices do not explain the view (another try may)."""


@dataclass
class _Places:
    """The deal's 40 places followed through a deal's actions: a place is a seat's card of
    the deal (3 * seat + i) or a card of the stock as dealt (3 * seats + i); `card` is what
    the view says lies there (None: not seen)."""

    seats: int
    card: list[Card | None]
    hands: list[list[int]]
    pile: list[int]
    top: int = 0
    shown: list[list[int]] = field(default_factory=list)
    tapada: list[int | None] = field(default_factory=list)
    begun: list[bool] = field(default_factory=list)
    #: The action index of each hidden choice and the places it took (discards, tapar).
    chosen: dict[int, list[int]] = field(default_factory=dict)
    #: Per seat, what its hidden cards must keep: (places held, test of their cards).
    tests: dict[int, list[tuple[tuple[int, ...], Callable[[list[Card]], bool]]]] = \
        field(default_factory=dict)
    #: Each cante's or stand's action index and the places held then.
    held_at: dict[int, tuple[int, ...]] = field(default_factory=dict)
    #: The action index of each seat's báciga (its comodines fixed for the stand's total)
    #: and of its stand.
    sang: dict[int, int] = field(default_factory=dict)
    stood: dict[int, int] = field(default_factory=dict)

    def place_of(self, seat: int, card: Card | Unknown, rng: random.Random,
                 later: set[Card], lay: bool) -> int:
        """The place in `seat`'s hand of `card`; a hidden one chosen: rather one the seat
        does not show later though the view places it in his hand (a tapada always), then
        one not seen (`lay`: a card laid down)."""
        hand = self.hands[seat]
        if isinstance(card, Card):
            if card in self.card:
                place = self.card.index(card)
                if place not in hand:
                    raise _Miss
                return place
            free = [p for p in hand if self.card[p] is None]
            if not free:
                raise _Miss
            place = rng.choice(free)
            self.card[place] = card
            return place
        if not hand:
            raise _Miss
        free = [p for p in hand if self.card[p] is None]
        gone = [p for p in hand if self.card[p] is not None and self.card[p] not in later]
        kept = [p for p in hand if p not in free and p not in gone]
        if gone and (not free or not lay or rng.random() < 0.85):
            return rng.choice(gone)
        return rng.choice(free or gone or kept)


@dataclass(frozen=True, slots=True)
class _Read:
    """A view read: its record's top level, its deal's dealer and cards (None: hidden), its
    actions as the rules read them, and `now` (None if the view has none)."""

    top: dict[str, Any]
    seats: int
    dealer: int | None
    cards: tuple[Card | None, ...]
    actions: tuple[Action, ...]
    now: Mapping[str, Any] | None


def _read(view: object) -> _Read:
    with reading_view(RecordError):
        if not isinstance(view, Mapping):
            raise ViewError("a view is a JSON object")
        players = view["players"]
        if not isinstance(players, list) or len(players) not in (2, 4):
            raise ViewError("a view names 2 or 4 players")
        n = len(players)
        top = {k: v for k, v in view.items() if k not in ("deals", "now")}
        BacigaRecord.from_json({**top, "deals": []})  # the top level reads as a record's
        now = view.get("now")
        if now is not None and not isinstance(now, Mapping):
            raise ViewError("a view's \"now\" is an object")
        deals = view["deals"]
        if not isinstance(deals, list) or len(deals) > 1:
            raise ViewError("a view holds the deal in progress alone")
        if not deals:
            return _Read(top, n, None, (), (), now)
        deal = deals[0]
        cards = deal["deal"]
        keys = [*(str(s) for s in range(n)), "stock"]
        if not isinstance(cards, Mapping) or set(cards) != set(keys):
            raise ViewError("a deal holds each seat's cards and the stock")
        written = [c for k in keys for c in cards[k]]
        if [len(cards[k]) for k in keys] != [3] * n + [40 - 3 * n]:
            raise ViewError("a deal holds three cards a seat and the stock")
        placed = tuple(None if c == HIDDEN else Card.parse(c) for c in written)
        seen = [c for c in placed if c is not None]
        if len(set(seen)) != len(seen):
            raise ViewError("a card is shown twice in the deal")
        raw = deal.get("actions", [])
        if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
            raise ViewError("a deal's actions are a list of a deal's length")
        actions = tuple(parse_action(a, f"Action {j}", n) for j, a in enumerate(raw))
        dealer = deal["dealer"]
        if type(dealer) is not int or not 0 <= dealer < n:
            raise ViewError("a deal's dealer is a seat")
    return _Read(top, n, dealer, placed, actions, now)


def _now_cards(now: Mapping[str, Any] | None, seats: int) -> list[list[Card]] | None:
    """Each seat's cards face up as `now` writes them (None: not said)."""
    if now is None or "shown" not in now:
        return None
    try:
        shown = now["shown"]
        if not isinstance(shown, list) or len(shown) != seats:
            raise ValueError("one list a seat")
        return [[Card.parse(c) for c in cards] for cards in shown]
    except (TypeError, ValueError) as exc:
        raise ViewError(f"not a view: its cards face up ({str(exc)[:80]})") from None


def _follow(read: _Read, rng: random.Random, as_value: int,
            out: tuple[int, int] | None = None) -> _Places:
    """The places followed through the view's actions, the hidden choices drawn by `rng`, the
    cards the view shows bound to their places, what each hand must keep noted."""
    n = read.seats
    base = 40 - 3 * n
    at = _Places(n, list(read.cards), [[3 * s + i for i in range(3)] for s in range(n)],
                 [3 * n + i for i in range(base)], shown=[[] for _ in range(n)],
                 tapada=[None] * n, begun=[False] * n)
    shown_now = _now_cards(read.now, n)
    final = [set(cards) for cards in shown_now] if shown_now is not None else \
        [set() for _ in range(n)]
    # the cards each seat still needs after each action: those it lays down face up later
    # (a discard that came back), and those it shows
    later: list[list[set[Card]]] = []
    needs = [set(cards) for cards in final]
    for a in reversed(read.actions):
        later.append([set(x) for x in needs])
        for c in (*(a.discard or ()), a.value):
            if isinstance(c, Card):
                needs[a.seat].add(c)
    later.reverse()
    table: list[tuple[int, list[int]]] = []
    said, cut, drawing = 0, False, False
    singers: dict[int, Word] = {}
    sang_at: dict[int, int] = {}

    def test(seat: int, places: tuple[int, ...], ok: Callable[[list[Card]], bool]) -> None:
        at.tests.setdefault(seat, []).append((places, ok))

    def show(seat: int, tapada: int | None) -> None:
        at.begun[seat] = True
        if seat in singers:
            return
        at.shown[seat] = [p for p in at.hands[seat] if p != tapada]
        at.tapada[seat] = tapada

    for j, a in enumerate(read.actions):
        s = a.seat
        if a.kind is Kind.SAY:
            if drawing:
                raise _Miss
            if a.discard is not None:
                took: list[int] = []
                for c in a.discard:
                    place = at.place_of(s, c, rng, later[j][s], True)
                    if place in took:
                        raise _Miss
                    took.append(place)
                    at.hands[s].remove(place)
                at.chosen[j] = took
                table.append((s, took))
            if a.value in (Word.BACIGA, Word.BACIGOTE):
                assert isinstance(a.value, Word)
                singers[s] = a.value
                sang_at[s] = j
                held = tuple(at.hands[s])
                at.held_at[j] = held
                test(s, held, _sings(a.value, a.fix, as_value))
            if a.value is not Word.PASO:
                cut = True
            said += 1
            if said < n:
                continue
            for _, took in table:
                at.pile.extend(took)
            if not cut:  # a pase (section 6)
                for seat, took in table:
                    for _ in took:
                        at.hands[seat].append(_take(at))
                singers.clear()
                sang_at.clear()
            elif Word.BACIGOTE not in singers.values():
                drawing = True
                for seat in singers:
                    at.shown[seat] = list(at.hands[seat])
                    at.sang[seat] = sang_at[seat]
            table, said, cut = [], 0, False
        elif a.kind is Kind.TAPAR:
            if not drawing or at.begun[s] or not isinstance(a.value, Card | Unknown):
                raise _Miss
            place = at.place_of(s, a.value, rng, later[j][s], False)
            at.chosen[j] = [place]
            show(s, place)
        elif a.kind is Kind.DRAW:
            if not drawing:
                raise _Miss
            if not at.begun[s]:
                show(s, None)
            place = _take(at)
            at.hands[s].append(place)
            if a.value is Way.UP:
                at.shown[s].append(place)
            else:
                old = at.tapada[s]
                if old is not None:
                    at.shown[s].append(old)
                at.tapada[s] = place
            test(s, tuple(at.hands[s]), _within(s, at, read, as_value, last=False))
        elif a.kind is Kind.STAND:
            if not drawing:
                raise _Miss
            if not at.begun[s]:
                show(s, None)
            held = tuple(at.hands[s])
            at.held_at[j] = held
            at.stood[s] = j
            test(s, held, _within(s, at, read, as_value, last=True))
    if shown_now is not None:
        _bind_shown(at, shown_now, rng)
    _note_stops(at, read, as_value)
    if out is not None:  # a player went out with the pairs of his hidden cards
        seat, pairs = out
        at.tests.setdefault(seat, []).append(
            (tuple(at.hands[seat]), lambda cards: best_pairs(cards, (), as_value)[0] == pairs))
    return at


def _take(at: _Places) -> int:
    if at.top >= len(at.pile):
        raise _Miss
    place = at.pile[at.top]
    at.top += 1
    return place


def _bind_shown(at: _Places, shown: list[list[Card]], rng: random.Random) -> None:
    """The cards each seat has face up, at the places it shows: those it laid face up as
    its draw began and drew face up since, or, once every card is up (the count, las cosas,
    a bacigote), its whole hand. Which card lies at which of them is not told (the view
    writes them in the deck's order) unless the view placed it already."""
    for s, cards in enumerate(shown):
        lay = at.shown[s]
        if len(cards) != len(lay):
            lay = at.hands[s] if len(cards) == len(at.hands[s]) else []
        if len(cards) != len(lay):
            raise _Miss
        left = set(cards)
        for place in lay:
            card = at.card[place]
            if card is not None:
                if card not in left:
                    raise _Miss
                left.discard(card)
        if any(c in at.card for c in left):
            raise _Miss
        free = [p for p in lay if at.card[p] is None]
        rng.shuffle(free)
        for place, card in zip(free, sorted(left, key=lambda c: c.index), strict=True):
            at.card[place] = card


def _sings(word: Word, fix: Any, as_value: int) -> Callable[[list[Card]], bool]:
    """A báciga or a bacigote true of the cards, with the comodines the view shows fixed
    as it shows them."""
    known = {c: r for c, r in fix if isinstance(c, Card)}

    def ok(cards: list[Card]) -> bool:
        found = baciga_fixes(cards, as_value) if word is Word.BACIGA else bacigote_fixes(cards)
        return any(_agrees(f, known) for f in found)

    return ok


def _agrees(fix: Fix, known: Mapping[Card, int]) -> bool:
    got = dict(fix)
    return all(got.get(c) == r for c, r in known.items())


def _within(seat: int, at: _Places, read: _Read, as_value: int,
            last: bool) -> Callable[[list[Card]], bool]:
    """The cards of a player who drew on within 31, his cante's comodines at their rank
    (section 9); at his stand (`last`), fixed within 31 to score the pairs credited to him
    (section 10)."""

    def ok(cards: list[Card]) -> bool:
        sung = _sung_fix(seat, at, read, as_value)
        if not last:
            return total(cards, sung, as_value) <= LIMIT
        return bool(_stand_fixes(cards, sung, as_value, seat, read, at.stood.get(seat)))

    return ok


def _stand_fixes(cards: list[Card], sung: Fix, as_value: int, seat: int, read: _Read,
                 j: int | None) -> list[Fix]:
    """The stand's fixes within 31 that agree with the comodines the view shows fixed and
    score the pairs `now` says were credited at it."""
    known = {c: r for c, r in read.actions[j].fix if isinstance(c, Card)} \
        if j is not None else {}
    want = _pairs_credited(read.now, seat)
    out = []
    for fix in stand_fixes(cards, sung, as_value):
        if not _agrees(fix, known):
            continue
        full = sung + fix
        if want is not None and \
                pair_points(fixed_rank(c, full) or c.rank for c in cards) != want:
            continue
        out.append(fix)
    return out


def _pairs_credited(now: Mapping[str, Any] | None, seat: int) -> int | None:
    """The pairs credited to `seat` at his stand (None: `now` does not say)."""
    credits = now.get("credits") if now is not None else None
    if not isinstance(credits, list):
        return None
    for c in credits:
        if isinstance(c, Mapping) and c.get("seat") == seat and c.get("lance") == "pairs":
            points = c.get("points")
            return points if isinstance(points, int) else None
    return 0


def _sung_fix(seat: int, at: _Places, read: _Read, as_value: int) -> Fix:
    """The comodines a báciga singer fixed (placed as the cards now stand)."""
    j = at.sang.get(seat)
    if j is None:
        return ()
    cards = [at.card[p] for p in at.held_at[j]]
    if any(c is None for c in cards):
        return ()
    known = {c: r for c, r in read.actions[j].fix if isinstance(c, Card)}
    found = [f for f in baciga_fixes([c for c in cards if c is not None], as_value)
             if _agrees(f, known)]
    return found[0] if found else ()


def _note_stops(at: _Places, read: _Read, as_value: int) -> None:
    """A seat `now` says went pasado held more than 31 at its last card, and one that made
    las cosas may have (section 9)."""
    stops = read.now.get("stops") if read.now is not None else None
    if not isinstance(stops, list) or len(stops) != at.seats:
        return
    for s, stop in enumerate(stops):
        if stop not in ("pasado", "cosas"):
            continue
        tests = at.tests.setdefault(s, [])
        if tests and tests[-1][0] == tuple(at.hands[s]):
            tests.pop()  # his last card took him over, not within
        if stop == "cosas":
            continue

        def over(cards: list[Card], seat: int = s) -> bool:
            return total(cards, _sung_fix(seat, at, read, as_value), as_value) > LIMIT

        tests.append((tuple(at.hands[s]), over))


def _fill(at: _Places, rng: random.Random) -> None:
    """The unseen cards dealt to the places not seen: each seat's hidden cards first, drawn
    again until they keep what the seat did, then the rest at random."""
    pool = [c for c in DECK if c not in at.card]
    if len(pool) != at.card.count(None):
        raise ViewError("the hidden places do not match the unseen cards")
    rng.shuffle(pool)
    for s in rng.sample(sorted(at.tests), len(at.tests)):
        tests = at.tests[s]
        places = sorted({p for held, _ in tests for p in held if at.card[p] is None})
        for _ in range(HAND_TRIES):
            picked = rng.sample(pool, len(places)) if len(places) <= len(pool) else []
            if len(picked) != len(places):
                raise _Miss
            for p, c in zip(places, picked, strict=True):
                at.card[p] = c
            if all(ok([c for c in (at.card[p] for p in held) if c is not None])
                   for held, ok in tests):
                for c in picked:
                    pool.remove(c)
                break
            for p in places:
                at.card[p] = None
        else:
            raise _Miss
    rest = iter(pool)
    at.card = [c if c is not None else next(rest) for c in at.card]


def _record(read: _Read, at: _Places, as_value: int) -> dict[str, Any]:
    """The view's record with every card placed: the deal, the hidden discards and tapadas,
    the comodines' fixes the view does not show."""
    n = read.seats
    cards = [c for c in at.card if c is not None]
    deal = {str(s): [str(c) for c in cards[3 * s:3 * s + 3]] for s in range(n)}
    deal["stock"] = [str(c) for c in cards[3 * n:]]
    actions = []
    fixes: dict[int, Fix] = {}
    for j, a in enumerate(read.actions):
        out = a.to_json()
        if j in at.chosen:
            took = [str(at.card[p]) for p in at.chosen[j]]
            if a.kind is Kind.TAPAR:
                out["tapar"] = took[0]
            else:
                out["discard"] = took
        if j in at.held_at:
            held = [c for c in (at.card[p] for p in at.held_at[j]) if c is not None]
            known = {c: r for c, r in a.fix if isinstance(c, Card)}
            if a.kind is Kind.STAND:
                found = _stand_fixes(held, fixes.get(a.seat, ()), as_value, a.seat, read, j)
            elif a.value is Word.BACIGA:
                found = baciga_fixes(held, as_value)
            else:
                found = bacigote_fixes(held)
            found = [f for f in found if _agrees(f, known)]
            if not found:
                raise _Miss
            fix = found[0]
            fixes[a.seat] = fixes.get(a.seat, ()) + fix
            out.pop("fix", None)
            if fix:
                out["fix"] = {str(c): r for c, r in fix}
        actions.append(out)
    return {**read.top, "deals": [{"dealer": read.dealer, "deal": deal, "actions": actions}]}


def game_from_view(view: Mapping[str, Any], seat: int, rng: random.Random) -> BacigaGame:
    """A game `seat` cannot tell from the real one: the view's record with every card it
    hides placed by `rng` among the deals the view allows. ViewError for a view that no
    deal explains (or that is no view)."""
    read = _read(view)
    if type(seat) is not int or not 0 <= seat < read.seats:
        raise ViewError(f"there is no seat {seat!r} at this table")
    try:
        as_value = BacigaRecord.from_json({**read.top, "deals": []}).game_options().as_value
    except RecordError as exc:
        raise ViewError(exc.message) from None
    if read.dealer is None:
        game = BacigaGame.from_record(BacigaRecord.from_json({**read.top, "deals": []}))
        if not fits(view_of(observe(game.state, seat), list(game.record.players)), view):
            raise ViewError("the view's table is not what its record gives")
        return game
    out: tuple[int, int] | None = None
    for _ in range(TRIES):
        try:
            at = _follow(read, rng, as_value, out)
            _fill(at, rng)
            record = _record(read, at, as_value)
            game = BacigaGame.from_record(BacigaRecord.from_json(record))
        except (_Miss, RecordError):
            continue
        if fits(view_of(observe(game.state, seat), list(game.record.players)), view):
            return game
        out = out or _gone_out(game.state, read.now)
    raise ViewError("no deal explains the view")


def _gone_out(state: BacigaState, now: Mapping[str, Any] | None) -> tuple[int, int] | None:
    """Who went out, and with how many points of pairs, when the view says the game is over
    and the deal drawn goes on (section 12: the claim is checked from the next to draw, in
    order of play, and only the claimer's side scores)."""
    if now is None or now.get("phase") != Phase.OVER.value or state.phase is not Phase.DRAW:
        return None
    points = now.get("points")
    if not isinstance(points, list) or len(points) != 2:
        return None
    gained = [p - q if isinstance(p, int) else 0 for p, q in zip(points, state.points,
                                                                  strict=True)]
    for p in range(state.drawer_pos, state.seats):
        seat = state.order[p]
        if not state.begun[seat] and gained[side(seat)] > 0:
            return seat, gained[side(seat)]
    return None


def turned_record(record: Mapping[str, Any], by: int) -> dict[str, Any]:
    """A whole record (every card placed) with each seat moved `by` places back, so that
    seat `by` is seat 0: the players, each deal's dealer, its hands and each action's seat;
    the sides' points swap when `by` is odd (seats 0 and 2 play against 1 and 3)."""
    players = list(record["players"])
    n = len(players)
    by %= n
    start = dict(record.get("start", {"points": [0, 0]}))
    if by % 2:
        start["points"] = list(start["points"])[::-1]
    deals = []
    for d in record["deals"]:
        cards = d["deal"]
        deal = {str(s): list(cards[str((s + by) % n)]) for s in range(n)}
        deal["stock"] = list(cards["stock"])
        deals.append({"dealer": (d["dealer"] - by) % n, "deal": deal,
                      "actions": [{**a, "seat": (a["seat"] - by) % n} for a in d["actions"]]})
    return {**record, "players": [players[(s + by) % n] for s in range(n)], "start": start,
            "deals": deals}


def observation_from_view(view: dict[str, Any], seat: int) -> Observation:
    """The observation of `seat` that `view` was written from (a level served as a bot,
    docs/bot-protocol.md): the cards it has not seen placed by a generator seeded alike
    for every view, so that the same view always reads the same."""
    game = game_from_view(view, seat, random.Random(0))
    return observe(game.state, seat)
