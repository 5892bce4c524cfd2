"""Back from a view to the observation it was written from, for a level served as a bot
(docs/bot-protocol.md, "La Ronda"; ronda-rules.md, section 15).

The view is the deal as the seat knows it: its unseen cards are `"xx"`. They are dealt back so
that the record replays and tells the view's own story:

- a card played is one of its player's three of that round (section 4 fixes which places of
  the deck each seat's cards of each round come from, the swaps included);
- a player who dropped while capture was compulsory held no card of a rank that would have
  captured (section 5), so neither do his cards still hidden;
- a declaration is true of its player's three cards, all still in hand when made (section 8),
  and "media" is called for exactly the cards of its rank while it counts;
- the rest (the stock, and the cards of a round not yet dealt) is dealt in any order.

Then the record is replayed by the rules, the silent waits before the seat asked are made
(section 15: a wait is never written; the view's `now.phase` says what the seat is asked), the
seat is observed, and the view that observation gives must be the view read: a view no deal
explains is refused with a `ViewError`, never another exception.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from typing import Any, Final

from ....bots.views import HIDDEN, ViewError, reading_view
from ..records import DealRecord, RecordError, RondaGame, RondaRecord
from ..rules import (
    DECK,
    SEQUENCE,
    Action,
    Call,
    Card,
    Combo,
    Kind,
    Observation,
    Options,
    Phase,
    RondaError,
    RondaState,
    Status,
    Word,
    combination,
    deal_first,
    observe,
    rounds_in_deal,
    settlement,
    side,
    wait,
)
from ..rules.deal import receiver, round_of_place
from .view import view_of

__all__ = ["ViewError", "observation_from_view"]

#: More actions than a deal can hold (36 cards, a few declarations and words a round).
MAX_ACTIONS: Final = 300
#: The dealings of the hidden cards tried before a view is refused (a guard only: a view
#: written by the host is explained by the first few).
MAX_TRIES: Final = 20_000
#: A target no deal reaches: the first replay follows the cards, not the score.
_NO_TARGET: Final = 10**9
_MEDIA: Final = frozenset({Call.MEDIA.value, Call.OTRA_MEDIA.value})
#: One card of each rank, to ask `combination` of ranks alone (suits play no part).
_OF_RANK: Final = {c.rank: c for c in reversed(DECK)}


@dataclass(frozen=True, slots=True)
class _Read:
    """The view as a record (its hidden cards stood in for by unseen ones) and what the
    dealing needs besides: which places of the deck the view shows."""

    record: RondaRecord
    shown: tuple[Card | None, ...]
    phase: Phase | None
    media: frozenset[Card]


def observation_from_view(view: dict[str, Any], seat: int) -> Observation:
    """The observation of `seat`, the seat asked to act, that `view` was written from
    (ViewError if no deal explains it)."""
    read = _read(view)
    record = read.record
    if not isinstance(seat, int) or not 0 <= seat < len(record.players):
        raise ViewError(f"there is no seat {seat!r} at this table")
    deck = _Dealing(read, seat).deck()
    try:
        game = RondaGame.from_record(record.with_deals(
            [DealRecord(record.deals[0].dealer, deck, list(record.deals[0].actions))]))
    except RecordError as exc:
        raise ViewError(exc.message) from None
    _let_pass(game, seat, read.phase)
    obs = observe(game.state, seat)
    _same(view_of(obs, list(record.players)), view)
    return obs


def _read(view: object) -> _Read:
    """The view's record, its deck's hidden places dealt the unseen cards in order (a stand-in
    the dealing replaces), or ViewError for what is not a view."""
    with reading_view(RecordError):
        if not isinstance(view, dict):
            raise ViewError("a view is a JSON object")
        (deal,) = view["deals"]
        cards = deal["deck"]
        if not isinstance(cards, list) or len(cards) != 40:
            raise ViewError("a deal's deck is a list of 40 places")
        shown = tuple(None if c == HIDDEN else Card.parse(c) for c in cards)
        seen = {c for c in shown if c is not None}
        if len(seen) != 40 - shown.count(None):
            raise ViewError("a card is shown twice in the deck")
        if len(deal.get("actions", [])) > MAX_ACTIONS:
            raise ViewError("more actions than a deal holds")
        unseen = iter([c for c in DECK if c not in seen])
        deck = [str(c if c is not None else next(unseen)) for c in shown]
        now = view.get("now", {})
        phase = Phase(now["phase"]) if isinstance(now, dict) and "phase" in now else None
        media = frozenset(Card.parse(a["card"]) for a in deal.get("announced", [])
                          if isinstance(a, dict) and a.get("call") in _MEDIA
                          and isinstance(a.get("card"), str))
        record = RondaRecord.from_json({**view, "deals": [{**deal, "deck": deck}]})
    return _Read(record, shown, phase, media)


def _let_pass(game: RondaGame, seat: int, phase: Phase | None) -> None:
    """The waits a record does not write: while the players are asked whether to declare,
    those asked before `seat`; when the seat is asked for a word or a card, all of them."""
    state = game.state
    try:
        if phase in (None, Phase.CANTE):
            while state.phase is Phase.CANTE and state.to_act != seat:
                game.apply(wait(state.queue[0]))
        else:
            game.settle_waiting()
    except RondaError as exc:
        raise ViewError(exc.message) from None
    if state.to_act != seat or (phase is not None and state.phase is not phase):
        asked = "nobody" if state.to_act is None else f"seat {state.to_act}"
        raise ViewError(f"the view asks seat {seat} ({phase or 'phase unsaid'}), but its "
                        f"deal asks {asked} ({state.phase.value})")


def _same(mine: dict[str, Any], view: dict[str, Any]) -> None:
    """The rebuilt observation writes the view read, or the view tells what did not happen."""
    for key in ("start", "deals", "now"):
        if mine.get(key) != view.get(key):
            raise ViewError(f"the view's {key!r} is not what its deal gives")


class _Dealing:
    """The unseen cards dealt to the hidden places of the view's deck (the module's rules)."""

    def __init__(self, read: _Read, seat: int) -> None:
        record = read.record
        self.read = read
        self.seat = seat
        self.deal = record.deals[0]
        self.options: Options = record.game_options()
        self.seats = n = len(record.players)
        self.per_round = 3 * n
        self.actions: list[Action] = list(self.deal.actions)
        try:
            first = deal_first(self.deal.deck, n, self.deal.dealer)
        except ValueError as exc:
            raise ViewError(str(exc)) from None
        place = {c: i for i, c in enumerate(self.deal.deck)}
        mano = (self.deal.dealer + 1) % n
        #: The places of the deck each seat's cards of each round come from (section 4).
        self.places: dict[tuple[int, int], list[int]] = {
            (0, s): [place[c] for c in first.hands[s]] for s in range(n)}
        for p, card in enumerate(first.stock):
            key = (round_of_place(n, p), receiver(n, mano, p))
            self.places.setdefault(key, []).append(place[card])
        shown = read.shown
        self.cards: list[Card | None] = list(shown)
        #: Where and when each card was played: (round, seat, index of the action).
        self.played: dict[Card, tuple[int, int, int]] = {}
        self._place_plays()
        self.round = sum(1 for a in self.actions if a.kind is Kind.PLAY) // self.per_round
        if self.round >= rounds_in_deal(n):
            raise ViewError("the deal's cards have all been played: nobody is asked")

    def deck(self) -> tuple[Card, ...]:
        """The whole deck: the plays at their places, the current round's hidden cards dealt
        to keep the rules, the rest in any order."""
        hidden = self._hidden_now()
        pool = self._pool()
        chosen = self._search(hidden, pool)
        for s, ranks in chosen.items():
            for i, rank in zip(hidden[s], ranks, strict=True):
                card = next(c for c in pool if c.rank == rank)
                pool.remove(card)
                self.cards[i] = card
        rest = iter(pool)
        return tuple(c if c is not None else next(rest) for c in self.cards)

    # ------------------------------------------------------------------ the plays

    def _place_plays(self) -> None:
        """Each card played at a place its player's cards of that round come from."""
        plays = 0
        for index, action in enumerate(self.actions):
            if action.kind is not Kind.PLAY:
                continue
            card, who = action.value, action.seat
            if not isinstance(card, Card):
                raise ViewError(f"seat {who} plays {card}, which is not a card")
            r = plays // self.per_round
            plays += 1
            places = self.places.get((r, who), [])
            if card in self.played:
                raise ViewError(f"{card} is played twice")
            self.played[card] = (r, who, index)
            if card in self.cards:
                if self.cards.index(card) not in places:
                    raise ViewError(f"seat {who} plays {card}, which the view deals elsewhere")
                continue
            free = [i for i in places if self.cards[i] is None]
            if not free:
                raise ViewError(f"seat {who} plays more cards in round {r + 1} than he is dealt")
            self.cards[free[0]] = card

    def _hidden_now(self) -> dict[int, list[int]]:
        """The places of the cards still hidden that the other seats hold now."""
        return {s: free for s in range(self.seats) if s != self.seat
                and (free := [i for i in self.places.get((self.round, s), [])
                              if self.cards[i] is None])}

    def _pool(self) -> list[Card]:
        placed = set(self.cards)
        pool = [c for c in DECK if c not in placed]
        if len(pool) != self.cards.count(None):
            raise ViewError("the hidden places do not match the unseen cards")
        return pool

    # ------------------------------------------------------------------ what the round says

    def _drops(self) -> dict[int, set[int]]:
        """The ranks each player could not hold while he dropped this round (section 5): the
        deal replayed by its cards alone, which the hidden ones do not change."""
        banned: dict[int, set[int]] = {}
        if not self.options.capture_mandatory:
            return banned
        filler = iter([c for c in DECK if c not in set(self.cards)])
        deck = [c if c is not None else next(filler) for c in self.cards]
        state = RondaState(replace(self.options, target=_NO_TARGET), self.seats)
        state.start_deal(self.deal.dealer, deck)
        plays = 0
        for action in self.actions:
            if action.kind is not Kind.PLAY:
                continue
            while state.phase is Phase.CANTE:
                state.apply_unchecked(wait(state.queue[0]))
            if state.phase is not Phase.PLAY or state.turn != action.seat:
                raise ViewError(f"seat {action.seat} plays out of turn")
            assert isinstance(action.value, Card)
            if plays // self.per_round == self.round:
                ranks = state.capture_ranks()
                if action.value.rank not in ranks:
                    banned.setdefault(action.seat, set()).update(ranks)
            state.apply_unchecked(action)
            plays += 1
        return banned

    def _declared(self) -> dict[int, tuple[Combo, int, bool]]:
        """This round's declarations: each seat's kind, the action it was made at, and whether
        it still counts (so that "media" is called for its cards, section 8)."""
        plays = 0
        found: dict[int, tuple[Combo, int]] = {}
        bettor: int | None = None
        refused = False
        for index, action in enumerate(self.actions):
            if action.kind is Kind.PLAY:
                plays += 1
            elif plays // self.per_round == self.round:
                if action.kind is Kind.DECLARE and isinstance(action.value, Combo):
                    found.setdefault(action.seat, (action.value, index))
                elif action.value is Word.ENVIO:
                    bettor = action.seat
                elif action.value is Word.NO_QUIERO:
                    refused = True
        status, _ = settlement(tuple((s, c) for s, (c, _) in found.items()))

        def counts(s: int) -> bool:
            if status[s] is Status.VOID:
                return False
            return not (refused and status[s] is Status.CONTENDER and bettor is not None
                        and side(s) != side(bettor))

        return {s: (c, index, counts(s)) for s, (c, index) in found.items()}

    # ------------------------------------------------------------------ the search

    def _search(self, hidden: dict[int, list[int]], pool: list[Card]) -> dict[int, tuple[int, ...]]:
        """The ranks of the hidden cards of each seat: a choice for every seat at once that
        the pool can give, each keeping what the round says of that seat."""
        if not hidden:
            return {}
        banned = self._drops()
        declared = self._declared()
        fits = {s: [ranks for ranks in combinations_with_replacement(SEQUENCE, len(places))
                    if self._fits(s, ranks, banned.get(s, set()), declared.get(s))]
                for s, places in hidden.items()}
        order = sorted(hidden, key=lambda s: (len(fits[s]), s))
        left = {rank: sum(1 for c in pool if c.rank == rank) for rank in SEQUENCE}
        tries = iter(range(MAX_TRIES))

        def choose(k: int) -> Iterator[dict[int, tuple[int, ...]]]:
            if k == len(order):
                yield {}
                return
            s = order[k]
            for ranks in fits[s]:
                if next(tries, None) is None:
                    return
                if any(ranks.count(r) > left[r] for r in set(ranks)):
                    continue
                for r in ranks:
                    left[r] -= 1
                for rest in choose(k + 1):
                    yield {s: ranks, **rest}
                for r in ranks:
                    left[r] += 1

        found = next(choose(0), None)
        if found is None:
            raise ViewError("no dealing of the unseen cards explains this round's plays and "
                            "declarations")
        return found

    def _fits(self, s: int, ranks: Sequence[int], banned: set[int],
              declared: tuple[Combo, int, bool] | None) -> bool:
        """Whether seat `s` may hold hidden cards of `ranks`, beside its cards of the round the
        view shows or played."""
        if banned.intersection(ranks):
            return False
        if declared is None:
            return True
        kind, at, counting = declared
        known = [c for i in self.places[(self.round, s)] if (c := self.cards[i]) is not None]
        combo = combination([*known, *(_OF_RANK[r] for r in ranks)])
        if combo is None or combo[0] is not kind:
            return False
        rank = combo[1]
        played = {c for c in known if c in self.played}
        if any(c.rank == rank and self.played[c][2] < at for c in played):
            return False  # a combination is declared with all its cards in hand (section 8)
        media = self.read.media & played
        return media == ({c for c in played if c.rank == rank} if counting else set())
