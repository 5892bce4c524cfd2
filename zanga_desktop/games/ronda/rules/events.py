"""What happens at the table, as frozen records: each step returns the events it caused, in
the order they happened, for a table to animate and a log to narrate; a seat's observation
holds the deal's events so far. Every event is public (section 15): no record here holds a
card in a hand or the rank of a ronda before its "media"."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import Combo, Word
from .cards import Card
from .deal import Swap


class PlayKind(StrEnum):
    """What a card did (section 5, 6)."""

    CAPTURE = "capture"
    DROP = "drop"
    CAIDA = "caida"
    CONTRA = "contra"
    SAN_VICENTE = "san_vicente"


class Lance(StrEnum):
    """Every credit of section 11."""

    CAIDA = "caida"
    CONTRA = "contra"
    SAN_VICENTE = "san_vicente"
    ASEO = "aseo"
    RONDA = "ronda"
    RONDIN = "rondin"
    ENVIO = "envio"
    COUNT = "count"


class Call(StrEnum):
    """The public announcements (sections 4, 6, 8): what the players say aloud."""

    MEDIA = "media"
    OTRA_MEDIA = "la_otra_media"
    SE_CAE = "se_cae"
    CONTRA = "contra"
    SAN_VICENTE = "san_vicente"
    SE_VAN = "se_van"


class Status(StrEnum):
    """A declaration at its round's settlement (section 9)."""

    SCORED = "scored"
    VOID = "void"
    CONTENDER = "contender"


#: The fall points of each step (section 6): a caída, a contra, a San Vicente.
FALL_POINTS: dict[PlayKind, int] = {PlayKind.CAIDA: 1, PlayKind.CONTRA: 3,
                                    PlayKind.SAN_VICENTE: 4}
FALL_LANCE: dict[PlayKind, Lance] = {PlayKind.CAIDA: Lance.CAIDA, PlayKind.CONTRA: Lance.CONTRA,
                                     PlayKind.SAN_VICENTE: Lance.SAN_VICENTE}
FALL_CALL: dict[PlayKind, Call] = {PlayKind.CAIDA: Call.SE_CAE, PlayKind.CONTRA: Call.CONTRA,
                                   PlayKind.SAN_VICENTE: Call.SAN_VICENTE}


@dataclass(frozen=True, slots=True)
class Dealt:
    """A round dealt (three cards to each player, face down). The first round also lays the
    table: `table_first` as first laid, the `swaps` of section 4, `table` after them. `last`:
    the dealer says "se van"."""

    round: int
    last: bool
    table_first: tuple[Card, ...] = ()
    swaps: tuple[Swap, ...] = ()
    table: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Played:
    """A card played: `took` the table cards a capture took with it."""

    seat: int
    card: Card
    kind: PlayKind
    took: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "card": str(self.card), "kind": self.kind.value}
        if self.kind is PlayKind.CAPTURE:
            out["took"] = [str(c) for c in self.took]
        return out


@dataclass(frozen=True, slots=True)
class Closed:
    """A fall stack closed (section 6, rule 3): its last faller takes it and the correlativas."""

    seat: int
    took: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": "close", "seat": self.seat, "took": [str(c) for c in self.took]}


@dataclass(frozen=True, slots=True)
class Credited:
    """Points credited (section 11). `seat` is who made the lance (None for the count); for an
    envío, the best contender or, refused, the bettor; `how` and `combo` say which contest.
    `points_after` is each side's points once credited."""

    lance: Lance
    seat: int | None
    side: int
    points: int
    points_after: tuple[int, int]
    how: Word | None = None
    combo: Combo | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"lance": self.lance.value, "seat": self.seat, "side": self.side,
                               "points": self.points}
        if self.lance is Lance.ENVIO:
            assert self.how is not None and self.combo is not None
            out["how"] = self.how.value
            out["kind"] = self.combo.value
        return out


@dataclass(frozen=True, slots=True)
class Announced:
    """A call made aloud: "media" and "la otra media" with the card that shows the ronda's
    rank, "se cae" / "contra" / "San Vicente" with the falling card, "se van" by the dealer."""

    call: Call
    seat: int
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Declared:
    """A ronda or rondín declared (its rank is not said: section 8)."""

    seat: int
    combo: Combo


@dataclass(frozen=True, slots=True)
class Said:
    """A word of the envío dialogue (section 9)."""

    seat: int
    word: Word


@dataclass(frozen=True, slots=True)
class Settled:
    """A round's declarations settled (section 9): each declaring seat with its combination and
    status, in order of play from el mano; `contenders` (speaking order) if a contest follows."""

    round: int
    declarations: tuple[tuple[int, Combo, Status], ...]
    contenders: tuple[int, ...] = ()
    contest: Combo | None = None


@dataclass(frozen=True, slots=True)
class Leftover:
    """The cards left on the table after the deal's last card, and the side that got them
    (None if nobody captured in the deal: section 10)."""

    cards: tuple[Card, ...]
    side: int | None


@dataclass(frozen=True, slots=True)
class Counted:
    """The count at the end of the deal: each side's cards (section 10)."""

    cards: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Won:
    """A side reached the target (section 11) with `lance`: the game is over at once."""

    side: int
    lance: Lance


Event = (Dealt | Played | Closed | Credited | Announced | Declared | Said | Settled | Leftover
         | Counted | Won)
