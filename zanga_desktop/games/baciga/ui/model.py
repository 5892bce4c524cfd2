"""What the table shows of a deal, from one seat's observation only (baciga-rules.md,
section 15): each seat's hand (the viewer's cards face up, the others' backs), the cards it
shows in front of it (pairs and tríos stacked, the tapada apart), the cards laid down in the
middle during a talk, and the stock. No Qt: the board turns a `TablePicture` into pieces.

A card the viewer may not see is a `Back`, named by where it lies (a seat's hand, its tapada,
the middle), so that the board can keep one piece for it from step to step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from ..rules import Action, Card, Kind, Observation, Phase, Word
from ..rules.cards import is_comodin, total


@dataclass(frozen=True, slots=True)
class Back:
    """A card seen from behind: in `seat`'s hand or tapada, laid down in the middle by
    `seat`, or in the stock (`seat` -1); `index` tells two of a place apart."""

    where: str
    seat: int
    index: int

    def __str__(self) -> str:  # the picture a card item draws for it
        return "back"


Ref = Card | Back

HAND: Final = "hand"
TAPADA: Final = "tapada"
LAID: Final = "laid"
STOCK: Final = "stock"


@dataclass(frozen=True, slots=True)
class SeatPicture:
    """One seat: the cards in its hand (not shown), its shown cards in groups, its tapada,
    and the running total written by its row ("" while it shows nothing)."""

    hand: tuple[Ref, ...] = ()
    groups: tuple[tuple[Card, ...], ...] = ()
    tapada: Ref | None = None
    total: str = ""

    @property
    def shown(self) -> tuple[Card, ...]:
        return tuple(c for g in self.groups for c in g)


@dataclass(frozen=True, slots=True)
class TablePicture:
    """The whole table as the viewer sees it: the seats, the cards laid down in the middle
    (bottom first), how many cards the stock holds, and the ranks the comodines face up or
    in the viewer's hand are fixed to (a free one is absent)."""

    seats: tuple[SeatPicture, ...]
    laid: tuple[Ref, ...] = ()
    stock: int = 0
    fixes: dict[Card, int] = field(default_factory=dict)

    def refs(self) -> list[Ref]:
        out: list[Ref] = list(self.laid)
        for s in self.seats:
            out += s.hand
            out += s.shown
            if s.tapada is not None:
                out.append(s.tapada)
        return out


def _rank_key(card: Ref) -> tuple[bool, int, int]:
    """The player's cards by rank, as he would hold them, a comodín last (on top: its mark in
    sight)."""
    if not isinstance(card, Card):
        return False, 0, card.index
    return is_comodin(card), card.rank, card.index


def groups_of(cards: tuple[Card, ...], fixes: dict[Card, int]) -> tuple[tuple[Card, ...], ...]:
    """The shown cards in groups of one rank, in the order their rank first shows (section
    9: a pair or trío stacked); a fixed comodín lies on the cards of the rank it copies, on
    top; a free one lies alone."""
    order: list[int | Card] = []
    members: dict[int | Card, list[Card]] = {}
    for c in cards:
        key: int | Card = fixes.get(c, c.rank) if not is_comodin(c) or c in fixes else c
        if key not in members:
            members[key] = []
            order.append(key)
        members[key].append(c)
    return tuple(tuple(sorted(members[k], key=lambda c: (is_comodin(c), c.index)))
                 for k in order)


def said_actions(obs: Observation) -> list[list[Action]]:
    """The words of each talk of the deal, as the seat knows them (others' discards
    hidden), the talk in progress last."""
    talks: list[list[Action]] = []
    sizes = [len(t) for t in obs.talks]
    said = [a for a in obs.seen if a.kind is Kind.SAY]
    at = 0
    for n in sizes:
        talks.append(said[at:at + n])
        at += n
    return talks


def _laid_of(talk: list[Action], viewer: int) -> tuple[Ref, ...]:
    """The cards laid down in a talk, in speaking order: the viewer's own by name, the
    others' as backs."""
    out: list[Ref] = []
    for a in talk:
        if a.value is not Word.PASO or not a.discard:
            continue
        for c in a.discard:
            if a.seat == viewer and isinstance(c, Card):
                out.append(c)
            else:
                out.append(Back(LAID, a.seat, len(out)))
    return tuple(out)


def known_fixes(obs: Observation) -> dict[Card, int]:
    """The comodines whose rank the viewer knows: its own, and those others show."""
    out = {c: r for c, r in obs.fix}
    for view in obs.table:
        out.update({c: r for c, r in view.fixed})
    return out


def viewer_total(obs: Observation) -> int:
    """The viewer's total: every card he holds, his tapada too, free comodines at their
    lowest value (section 9)."""
    return total(obs.hand, obs.fix, obs.options.as_value)


def shown_total(obs: Observation, seat: int, public: bool = False) -> str:
    """What the table writes for `seat`'s total: the viewer's own whole total; another's
    cards face up, with "+?" while he keeps cards hidden (his tapada). `public`: a
    spectator's table, where the viewer's hidden cards are a guess and shown as another's."""
    view = obs.table[seat]
    if seat == obs.seat and not public:
        return str(viewer_total(obs))
    seen = total(view.shown, view.fixed, obs.options.as_value)
    return f"{seen}+?" if view.held > len(view.shown) else str(seen)


def _seat(obs: Observation, seat: int, public: bool = False) -> SeatPicture:
    view = obs.table[seat]
    fixes = known_fixes(obs)
    groups = groups_of(view.shown, fixes)
    showing = bool(view.shown) or view.tapada
    total_text = shown_total(obs, seat, public) if showing else ""
    if seat == obs.seat and not public:
        tapada = obs.tapada if obs.tapada is not None and obs.tapada not in view.shown \
            else None
        held = tuple(c for c in obs.hand if c not in view.shown and c is not tapada)
        hand: tuple[Ref, ...] = tuple(sorted(held, key=_rank_key))
        return SeatPicture(hand, groups, tapada, total_text)
    hidden = view.held - len(view.shown) - (1 if view.tapada else 0)
    backs = tuple(Back(HAND, seat, i) for i in range(max(0, hidden)))
    return SeatPicture(backs, groups, Back(TAPADA, seat, 0) if view.tapada else None,
                       total_text)


def picture(obs: Observation, public: bool = False, seen: Sequence[Observation] = ()
            ) -> TablePicture:
    """The table now (`public`: as a spectator sees it, no hidden card face up; `seen`,
    every seat's own observation: each hand as its player sees it, a saved game watched)."""
    laid: tuple[Ref, ...] = ()
    viewer = -1 if public else obs.seat
    if obs.phase is Phase.TALK:
        talks = said_actions(obs)
        laid = _laid_of(talks[-1], viewer) if talks else ()
    seats = tuple(_seat(seen[s], s) if seen else _seat(obs, s, public)
                  for s in range(obs.seats))
    return TablePicture(seats, laid, obs.stock_size, known_fixes(obs))


def replacements(obs: Observation, laid: int) -> tuple[Card, ...]:
    """The `laid` cards the viewer was given last (the pase's replacements)."""
    mine = [i for i, t in enumerate(obs.pile_taker) if t == obs.seat]
    cards = [obs.pile[i] for i in mine[-laid:]] if laid else []
    return tuple(c for c in cards if c is not None)


def ended_talk_picture(obs: Observation, public: bool = False,
                       seen: Sequence[Observation] = ()) -> TablePicture | None:
    """The table as the last talk ended, before its laid cards went under the stock: every
    card in the hands (a pase's replacements not yet given) and the laid cards in the middle.
    None when the last talk laid nothing down."""
    talks = said_actions(obs)
    if obs.phase is Phase.TALK:
        talks = talks[:-1]
    if not talks:
        return None
    last = talks[-1]
    laid = _laid_of(last, -1 if public else obs.seat)
    if not laid:
        return None
    pase = all(a.value is Word.PASO for a in last) and obs.phase is Phase.TALK
    counts = {a.seat: len(a.discard or ()) for a in last if a.value is Word.PASO}
    seats: list[SeatPicture] = []
    for s in range(obs.seats):
        view = obs.table[s]
        given = counts.get(s, 0) if pase else 0
        own = seen[s] if seen else obs if s == obs.seat and not public else None
        if own is not None:
            new = set(replacements(own, given))
            hand: tuple[Ref, ...] = tuple(sorted((c for c in own.hand if c not in new),
                                                 key=_rank_key))
        else:
            hand = tuple(Back(HAND, s, i) for i in range(view.held - given))
        seats.append(SeatPicture(hand))
    stock = obs.stock_size if pase else obs.stock_size - len(laid)
    return TablePicture(tuple(seats), laid, stock, {c: r for c, r in obs.fix})


def dealt_order(obs: Observation) -> list[tuple[int, int]]:
    """The deal as it is given (section 4): one card at a time from el mano, three rounds:
    (seat, index in its hand)."""
    return [(s, k) for k in range(3) for s in obs.order]


__all__ = ["Back", "Ref", "SeatPicture", "TablePicture", "dealt_order", "ended_talk_picture",
           "groups_of", "picture", "replacements", "said_actions", "shown_total",
           "viewer_total"]
