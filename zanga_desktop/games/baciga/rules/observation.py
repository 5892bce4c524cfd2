"""What one seat may know (baciga-rules.md, section 15, "Hidden information"): its own cards
and tapada, the cards it laid down and so where they lie under the stock, every cante and how
many cards each passer laid down, the cards others have shown, who stood or went pasado.
Never another seat's hidden cards, tapada or discards, nor the stock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.observation import SeatObservation
from .actions import Action, Kind, Unknown, Word
from .cards import Card, Fix
from .options import Options
from .state import BacigaState, Credit, Ended, Phase, Said, Stop

HIDDEN = "xx"
_HIDDEN_CARD = Unknown(HIDDEN)


@dataclass(frozen=True, slots=True)
class SeatView:
    """What every seat knows of one seat: how many cards it holds, those face up, whether it
    keeps a tapada, the fixes of its comodines that are face up, whether its draw has begun
    and how it ended."""

    seat: int
    held: int
    shown: tuple[Card, ...]
    tapada: bool
    fixed: Fix
    begun: bool
    stop: Stop | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "held": self.held, "shown": [str(c) for c in self.shown],
                "tapada": self.tapada, "fixed": {str(c): r for c, r in self.fixed},
                "begun": self.begun, "stop": None if self.stop is None else self.stop.value}


@dataclass(frozen=True, slots=True)
class Observation(SeatObservation[Options, Phase]):
    #: The number of the talk (the last one once the draw began).
    talk: int
    points: tuple[int, int]
    points_before: tuple[int, int]
    #: The seat's own cards (its tapada among them), as dealt then received.
    hand: tuple[Card, ...]
    #: Its first three cards (what the deal gave it).
    dealt: tuple[Card, ...]
    tapada: Card | None
    fix: Fix
    #: Every talk of the deal so far, the current one last; fixes only where they are known.
    talks: tuple[tuple[Said, ...], ...]
    cut: Word | None
    bacigas: tuple[int, ...]
    bacigotes: tuple[int, ...]
    baciga_winner: int | None
    bacigote_winner: int | None
    table: tuple[SeatView, ...]
    #: The stock as dealt then every card laid under it (see `BacigaState`), as this seat
    #: knows it: a card where it knows which card lies there, else None; `top` is the next.
    pile: tuple[Card | None, ...]
    top: int
    #: Who took each card of the pile so far (-1: still in the stock); public.
    pile_taker: tuple[int, ...]
    drawer: int | None
    credits: tuple[Credit, ...]
    las_31: int | None
    punto: int | None
    ended: Ended | None
    to_act: int | None
    legal: tuple[Action, ...]
    claims: tuple[Action, ...]
    #: The deal's actions as this seat knows them: others' hidden cards written "xx".
    seen: tuple[Action, ...]

    @property
    def stock_size(self) -> int:
        """The cards left in the stock (public: everyone sees the stock's height)."""
        return len(self.pile) - self.top

    @property
    def order(self) -> tuple[int, ...]:
        return tuple((self.mano + i) % self.seats for i in range(self.seats))

    def position(self, seat: int) -> int:
        return (seat - self.mano) % self.seats


def _known_fix(fix: Fix, shown: tuple[Card, ...]) -> Fix:
    return tuple((c, r) for c, r in fix if c in shown)


def _seen(state: BacigaState, seat: int) -> tuple[Action, ...]:
    """The deal's actions with what `seat` cannot know hidden: others' discards, others'
    tapar before the count, the fixes of comodines not face up."""
    out: list[Action] = []
    for a in state.log:
        if a.seat == seat:
            out.append(a)
            continue
        shown = state.shown[a.seat]
        discard = a.discard
        if discard is not None:
            discard = (_HIDDEN_CARD,) * len(discard)
        value = a.value
        if a.kind is Kind.TAPAR and not (isinstance(value, Card) and value in shown):
            value = _HIDDEN_CARD
        fix = tuple((c, r) for c, r in a.fix if isinstance(c, Card) and c in shown)
        out.append(Action(a.seat, a.kind, value, discard, fix))
    return tuple(out)


def observe(state: BacigaState, seat: int) -> Observation:
    """`seat`'s view of `state`."""
    bit = 1 << seat
    table = tuple(
        SeatView(s, len(state.hands[s]), state.shown[s],
                 state.tapadas[s] is not None and state.tapadas[s] not in state.shown[s],
                 _known_fix(state.fixes[s], state.shown[s]), state.begun[s], state.stops[s])
        for s in range(state.seats))
    mine = state.hands[seat]
    talks = (*state.past, state.said) if state.phase is Phase.TALK else state.past
    talks = tuple(tuple(x if x.seat == seat else Said(x.seat, x.word, x.laid,
                                                      _known_fix(x.fix, state.shown[x.seat]))
                        for x in talk) for talk in talks)
    to_act = state.to_act
    dealt = state.deal_of.hands[seat] if state.deal_of is not None else ()
    return Observation(
        seat=seat, seats=state.seats, options=state.options, phase=state.phase,
        dealer=state.dealer, mano=state.mano,
        talk=state.talk if state.phase is Phase.TALK else max(1, len(state.past)),
        points=state.points, points_before=state.points_before, hand=mine, dealt=dealt,
        tapada=state.tapadas[seat], fix=state.fixes[seat], talks=talks, cut=state.cut,
        bacigas=state.bacigas, bacigotes=state.bacigotes, baciga_winner=state.baciga_winner,
        bacigote_winner=state.bacigote_winner, table=table,
        pile=tuple(c if k & bit else None
                   for c, k in zip(state.pile, state.pile_known, strict=True)),
        top=state.top, pile_taker=state.pile_taker,
        drawer=to_act if state.phase is Phase.DRAW else None, credits=state.credits,
        las_31=state.las_31, punto=state.punto, ended=state.ended, to_act=to_act,
        legal=tuple(state.legal_actions()) if to_act == seat else (),
        claims=tuple(a for a in state.claim_actions() if a.seat == seat),
        seen=_seen(state, seat))
