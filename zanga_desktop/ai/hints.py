"""`hint(obs)`: the move Experto would make, with one line a human understands."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, Card, Kind, Observation, Suit, Word
from ..engine.cards import TRUMPS
from .evaluator import best_trump, trump_tricks
from .rules import masters
from .view import order_of, team, trick_winner, unseen


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    reason: str


def hint(obs: Observation, effort: float = 1.0) -> Hint:
    """Experto's choice for this seat now, and why (ValueError if the seat is not to act)."""
    if not obs.legal:
        raise ValueError(f"seat {obs.seat} has nothing to decide now")
    from .players import Level, make_player

    action = make_player(Level.EXPERTO, seed=obs.hand_index, effort=effort).decide(obs)
    return Hint(action, explain(obs, action))


def _suit_name(suit: Suit) -> str:
    return suit.spanish


def explain(obs: Observation, action: Action) -> str:
    """One English line on why `action` is good here."""
    value = action.value
    if action.kind is Kind.SAY:
        suit, tricks = best_trump(obs.hand)
        worth = f"your hand is worth about {tricks:.1f} tricks with {_suit_name(suit)} as trumps"
        return {
            Word.PASO: f"Pass: {worth}, too little to play.",
            Word.JUEGO: f"Say juego: {worth}, and your partner will help.",
            Word.SOLO: f"Say solo: {worth}, enough to win alone.",
            Word.ZANGA: "Take the zanga: your own hand is weak, the zanga's eight may be better.",
            Word.MANDAR_SOLO: "Order solo: make the declarer play alone against your team.",
        }.get(value if isinstance(value, Word) else Word.PASO, "Speak.")
    if action.kind is Kind.TRUMP and isinstance(value, Suit):
        return (f"Name {_suit_name(value)}: your hand is worth most with it "
                f"(about {trump_tricks(obs.hand, value):.1f} tricks).")
    if action.kind is Kind.ANSWER:
        if value == "acepto":
            return "Accept: your hand is strong enough to win five tricks alone."
        return "Refuse: keep playing with your partner; alone you would likely lose."
    if action.kind is Kind.KEEP:
        if value == "zanga":
            return "Keep the zanga's cards: they are worth more than your own."
        return "Keep your own cards: the zanga's are no better."
    if action.kind is Kind.CALL:
        return "Call cinco: your side can win the next three tricks too."
    if action.kind is Kind.TODAS:
        if value is True:
            return "Go on for todas: your side holds the winners of every trick left."
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
