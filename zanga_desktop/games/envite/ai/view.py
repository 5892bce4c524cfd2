"""What a seat can work out from its observation alone: the card order, the exempt card, the
cards it cannot see, whose card is next, the cards section 5 allows, a hand's rough worth."""

from __future__ import annotations

from ..rules import TRIUNFO, Card, Kind, Observation, Order, exempt_card, order_for, team
from ..rules.cards import DECK
from ..rules.options import RenuncioMode

__all__ = ["DECK", "TRIUNFO", "Card", "Order", "card_worth", "exempt_of", "follow_cards",
           "hand_worth", "mean_worth", "order_of", "play_turn", "played_cards", "team",
           "trick_best", "unseen"]


def order_of(obs: Observation) -> Order:
    assert obs.vira is not None
    return order_for(obs.team_size, obs.options.matadores, obs.vira.suit)


def exempt_of(obs: Observation) -> Card | None:
    assert obs.vira is not None
    return exempt_card(order_of(obs), obs.vira, obs.options.exempt_card)


def played_cards(obs: Observation) -> list[tuple[int, Card]]:
    return [p for t in obs.tricks_played for p in t] + list(obs.trick)


def unseen(obs: Observation) -> list[Card]:
    """Cards this seat has not seen: in the other hands or undealt."""
    known = {c.index for c in obs.hand}
    known |= {c.index for _, c in played_cards(obs)}
    known |= {c.index for _, cards in obs.team_cards for c in cards}
    if obs.vira is not None:
        known.add(obs.vira.index)
    return [c for c in DECK if c.index not in known]


def play_turn(obs: Observation) -> int:
    """The seat whose card is next (also while a bet or the tumbo decision waits)."""
    seats = 2 * obs.team_size
    if obs.trick:
        return (obs.trick[-1][0] + 1) % seats
    if obs.trick_winners:
        return obs.trick_winners[-1]
    return obs.mano


def trick_best(order: Order, trick: tuple[tuple[int, Card], ...]) -> tuple[int, Card]:
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if order.beats(card, best):
            best_seat, best = seat, card
    return best_seat, best


def follow_cards(obs: Observation) -> list[Card]:
    """The cards section 5 allows this seat now: in tutor mode exactly the legal plays, in mesa
    mode the held cards that are no renuncio (the levels never renounce)."""
    plays = [a.value for a in obs.legal if a.kind is Kind.PLAY and isinstance(a.value, Card)]
    if obs.options.renuncio_mode is not RenuncioMode.MESA:
        return plays
    order = order_of(obs)
    allowed = legal_from(order, exempt_of(obs), obs.options.must_overtrump, 2 * obs.team_size,
                         obs.seat, list(obs.hand), obs.trick)
    return [c for c in plays if c in allowed] or plays


def legal_from(order: Order, exempt: Card | None, overtrump: bool, seats: int, seat: int,
               hand: list[Card], trick: tuple[tuple[int, Card], ...]) -> list[Card]:
    """Section 5's following rules (the same as `EnviteState.legal_cards`)."""
    if not trick:
        return hand
    ps = order.play_suit
    led = ps[trick[0][1].index]
    if led == TRIUNFO:
        trumps = [c for c in hand if ps[c.index] == TRIUNFO]
        return trumps if any(c is not exempt for c in trumps) else hand
    if any(ps[c.index] == led for c in hand):
        return [c for c in hand if ps[c.index] in (led, TRIUNFO)]
    if overtrump:
        best_seat, best = trick_best(order, trick)
        after = seats - len(trick) - 1
        if team(best_seat) != team(seat) and not any(
                team((seat + k) % seats) == team(seat) for k in range(1, after + 1)):
            winners = [c for c in hand if order.beats(c, best)]
            if any(c is not exempt for c in winners):
                return winners
    return hand


_PLAIN_WORTH = {12: 0.5, 11: 0.35, 10: 0.25, 1: 0.15}


def card_worth(order: Order, card: Card) -> float:
    """A card's rough worth in tricks: a triunfo from 1 (the lowest) to 2 (the top card)."""
    if order.play_suit[card.index] == TRIUNFO:
        place = order.trumps.index(card)
        return 2.0 - place / max(1, len(order.trumps) - 1)
    return _PLAIN_WORTH.get(card.rank, 0.05)


def hand_worth(order: Order, cards: list[Card] | tuple[Card, ...]) -> float:
    return sum(card_worth(order, c) for c in cards)


def mean_worth(order: Order, vira: Card) -> float:
    """The worth of an average three-card hand under this order."""
    cards = [c for c in DECK if c is not vira]
    return 3 * sum(card_worth(order, c) for c in cards) / len(cards)
