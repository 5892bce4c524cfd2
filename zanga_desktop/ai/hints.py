"""`hint(obs)`: the move Experto would make, with one line a human understands."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, Card, Kind, Observation, Suit, Word
from ..engine.cards import TRUMPS
from . import bidding
from .rules import masters
from .view import order_of, talk, team, trick_winner, unseen


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    reason: str
    #: For cinco and todas: how often, in percent, the side wins every trick the call needs
    #: over the deals the others may hold (the figure the decision was made by).
    chance: int | None = None


def hint(obs: Observation, effort: float = 1.0) -> Hint:
    """Experto's choice for this seat now, and why (ValueError if the seat is not to act)."""
    if not obs.legal:
        raise ValueError(f"seat {obs.seat} has nothing to decide now")
    from .players import Level, make_player
    from .search import SearchPlayer

    player = make_player(Level.EXPERTO, seed=obs.hand_index, effort=effort)
    action = player.decide(obs)
    chance = None
    if action.kind in (Kind.CALL, Kind.TODAS) and isinstance(player, SearchPlayer):
        # The same question the decision asked, on fresh deals (search.py's own estimate).
        p = player._chance_all(obs, None, horizon=3 if action.kind is Kind.CALL else None)
        chance = None if p is None else 5 * round(20 * p)
    return Hint(action, explain(obs, action, chance), chance)


def bid_chance(obs: Observation, solo: bool, trump: Suit | None = None) -> tuple[Suit, int]:
    """The trump suit a bid would name (the bid model's best, or `trump`) and the model's
    chance of a sacada with it, in percent rounded to 5: the figure the AI's own speaking
    decisions are made from (bidding.py)."""
    ctx = bidding.context(obs)
    suit = trump if trump is not None else bidding.best_bid(obs.hand, ctx, solo)[0]
    chance = bidding.outcome(obs.hand, suit, ctx, solo).sacada
    return suit, 5 * round(20 * chance)


def _suit_name(suit: Suit) -> str:
    return suit.spanish


def explain(obs: Observation, action: Action, chance: int | None = None) -> str:
    """One English line on why `action` is good here (`chance`: `Hint.chance`)."""
    value = action.value
    if action.kind is Kind.SAY:
        standing = talk(obs).declarer
        if value is Word.PASO and standing is not None:
            if team(standing) == team(obs.seat):
                return "Pass: your partner's bid stands, and your side plays it together."
            suit, pct = bid_chance(obs, True)
            return (f"Pass: to outbid them you would play solo, and alone, even with "
                    f"{_suit_name(suit)} as trumps, you would win five tricks only about "
                    f"{pct}% of the time.")
        solo = value is Word.SOLO
        suit, pct = bid_chance(obs, solo)
        lines = {
            Word.PASO: f"Pass: even with {_suit_name(suit)} as trumps your side would win "
                       f"five tricks only about {pct}% of the time.",
            Word.JUEGO: f"Say juego: with {_suit_name(suit)} as trumps your side should win "
                        f"five tricks about {pct}% of the time.",
            Word.SOLO: f"Say solo: alone, with {_suit_name(suit)} as trumps, you should win "
                       f"five tricks about {pct}% of the time.",
            Word.ZANGA: "Take the zanga: your own hand is weak, the zanga's eight may be better.",
            Word.MANDAR_SOLO: "Order solo: make the declarer play alone against your team.",
        }
        return lines.get(value if isinstance(value, Word) else Word.PASO, "Speak.")
    if action.kind is Kind.TRUMP and isinstance(value, Suit):
        _, pct = bid_chance(obs, bidding._declaring_solo(obs), value)
        return (f"Name {_suit_name(value)}: your chances are best with it (five tricks about "
                f"{pct}% of the time).")
    if action.kind is Kind.ANSWER:
        _, pct = bid_chance(obs, True)
        if value == "acepto":
            return f"Accept: alone you should win five tricks about {pct}% of the time."
        return (f"Refuse: alone you would win five tricks only about {pct}% of the time; "
                "keep playing with your partner.")
    if action.kind is Kind.KEEP:
        if value == "zanga":
            return "Keep the zanga's cards: they are worth more than your own."
        return "Keep your own cards: the zanga's are no better."
    if action.kind is Kind.CALL:
        if chance is not None:
            return (f"Call cinco: your side wins the next three tricks in about {chance}% "
                    "of the deals the others may hold.")
        return "Call cinco: your side can win the next three tricks too."
    if action.kind is Kind.TODAS:
        if chance is not None and value is True:
            return (f"Go on for todas: your side wins every trick left in about {chance}% "
                    "of the deals the others may hold.")
        if chance is not None:
            return (f"Stop here: your side would win every trick left in only about "
                    f"{chance}% of the deals the others may hold, and a failed todas gives "
                    "back the cinco.")
        if value is True:
            return "Go on for todas: your side should win every trick left."
        return "Stop here: going on for all eight risks giving back the cinco."
    if action.kind is Kind.PLAY and isinstance(value, Card):
        return _explain_card(obs, value)
    return "The best move here."


def _explain_card(obs: Observation, card: Card) -> str:
    order = order_of(obs)
    name = card.name
    is_trump = order.play_suit[card.index] == TRUMPS
    if not obs.trick:
        if is_trump and card in masters(obs):
            return f"Lead the {name}: it is the highest trump left, and it draws trumps."
        if is_trump:
            return f"Lead the {name}: draw the opponents' trumps."
        if card in masters(obs):
            return f"Lead the {name}: nothing left in its suit beats it."
        return f"Lead the {name}: a low card that gives little away."
    win_seat, best = trick_winner(order, obs.trick)
    if team(win_seat) == team(obs.seat):
        if order.beats(card, best):
            return f"Play the {name}: make sure this trick stays with your side."
        return (f"Your partner's {best.name} already wins this trick: "
                f"play low ({name}).")
    if order.beats(card, best):
        hidden = unseen(obs)
        if not any(order.beats(h, card) for h in hidden):
            return f"Take the trick with the {name}: nothing left can beat it."
        return f"Take the trick with the {name}, the cheapest card that beats the {best.name}."
    return f"You cannot win this trick well: give away the {name}, your cheapest card."
