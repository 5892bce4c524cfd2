"""Facts an AI derives from its seat's `Observation`, and nothing else.

Everything here reads only the observation, so no player built on it can see a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import ORDERS, Answer, Card, Kind, Observation, Order, Word, best_in_trick
from ..rules import team as team  # the rules' own, as the players built on this read it
from ..rules.cards import DECK, TRUMPS


@dataclass(frozen=True, slots=True)
class Talk:
    """Who said what while speaking (section 4). `solo` is the seat that plays the solo:
    the one who said it, or the one the answer to `mandar solo` names (`acepto`: the juego
    player; `no`: the orderer)."""

    juego: int | None
    solo: int | None
    mandar_by: int | None
    zanga: bool
    passes: tuple[int, ...]

    @property
    def answer(self) -> Answer | None:
        """The answer to `mandar solo`, once given."""
        if self.mandar_by is None or self.solo is None:
            return None
        return Answer.NO if self.solo == self.mandar_by else Answer.ACEPTO

    @property
    def declarer(self) -> int | None:
        return self.solo if self.solo is not None else self.juego


def talk(obs: Observation) -> Talk:
    juego: int | None = None
    solo: int | None = None
    mandar: int | None = None
    zanga = False
    passes: list[int] = []
    for a in obs.actions:
        if a.kind is Kind.SAY:
            if a.value is Word.JUEGO:
                juego = a.seat
            elif a.value is Word.SOLO:
                solo = a.seat
            elif a.value is Word.PASO:
                passes.append(a.seat)
            elif a.value is Word.ZANGA:
                zanga = True
            elif a.value is Word.MANDAR_SOLO:
                mandar = a.seat
        elif a.kind is Kind.ANSWER:
            solo = a.seat if a.value is Answer.ACEPTO else mandar
    return Talk(juego, solo, mandar, zanga, tuple(passes))


def decision_key(obs: Observation) -> tuple[object, ...]:
    """What makes a decision: the seat, which hand of the game, the cards it was dealt and
    holds (and the zanga it saw), and every action of the hand so far (core.seeds)."""
    return (obs.seat, obs.hand_index, obs.vales_before, obs.pot_before, obs.dealer, obs.dealt,
            obs.hand, obs.zanga, obs.actions)


def active_seats(obs: Observation) -> tuple[int, ...]:
    return tuple(s for s in range(4) if s != obs.out_seat)


def order_of(obs: Observation) -> Order:
    assert obs.trump is not None
    return ORDERS[obs.trump]


def unseen(obs: Observation) -> frozenset[Card]:
    """Cards whose place this seat does not know: still possibly in another active hand."""
    known = obs.known_cards
    return frozenset(c for c in DECK if c not in known)


def forbidden(obs: Observation) -> dict[int, set[Card]]:
    """Cards each seat cannot hold now, shown by failing to follow (section 5).

    A seat that did not follow a plain suit holds none of it. A seat that did not follow a
    trump lead holds no trump but matadores, and, if a matador was led, none lower than it
    (the matador exemption, Art. 28).
    """
    out: dict[int, set[Card]] = {s: set() for s in range(4)}
    if obs.trump is None:
        return out
    order = ORDERS[obs.trump]
    suits = order.play_suit
    power = order.power
    groups: dict[str, list[Card]] = {}
    for c in DECK:
        groups.setdefault(suits[c.index], []).append(c)
    tricks = [t for _, t in obs.tricks]
    if obs.trick:
        tricks.append(obs.trick)
    for trick in tricks:
        led = trick[0][1]
        g = suits[led.index]
        for seat, card in trick[1:]:
            if suits[card.index] == g:
                continue
            if g != TRUMPS:
                out[seat].update(groups[g])
                continue
            for c in groups[TRUMPS]:
                lower = led in order.matadores and power[c.index] < power[led.index]
                if c not in order.matadores or lower:
                    out[seat].add(c)
    return out


#: The seat and card winning a trick: the rules' own helper (rules.state.best_in_trick).
trick_winner = best_in_trick


def legal_cards(obs: Observation) -> list[Card]:
    return [a.value for a in obs.legal if a.kind is Kind.PLAY and isinstance(a.value, Card)]
