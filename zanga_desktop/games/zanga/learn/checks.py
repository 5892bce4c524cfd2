"""Answers checked by the engine: legality through `GameState.verify`, who wins through
`ORDERS`, results and standings through a replay. Lessons only say what they ask for."""

from __future__ import annotations

import copy
import html

from PySide6.QtCore import QCoreApplication

from ....ui.card_names import capitalised, the_card
from ....ui.i18n import listed, sentences
from ....ui.learn.panel import Verdict
from ..records import Game, GameRecord, HandRecord, load_record
from ..rules import (
    ORDERS,
    Action,
    Answer,
    Card,
    GameState,
    IllegalActionError,
    Kind,
    Suit,
    Word,
    ZangaError,
    best_in_trick,
    is_long,
    partner,
    plain_order,
    team,
    trump_order,
)
from ..ui.tutor_text import declaration_text, explain, may_play_text
from .content import Step, lessons_dir

LEARNER = 0


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


# ---------------------------------------------------------------------- positions


def load_position(name: str, upto: int | None) -> GameRecord:
    """The lesson record `name` cut after `upto` actions of its hand (None: all of them)."""
    record = load_record(lessons_dir() / name)
    hands = []
    for hand in record.hands:
        actions = hand.actions if upto is None else hand.actions[:upto]
        hands.append(HandRecord(hand.dealer, hand.deal, list(actions)))
    return record.with_hands(hands)


def position_state(step: Step) -> GameState:
    assert step.record is not None
    return Game.from_record(load_position(step.record, step.upto)).state


# ---------------------------------------------------------------------- card orders


def suit_name(suit: Suit) -> str:
    return suit.spanish


def card_label(card: Card, trump: Suit | None = None) -> str:
    """`as de espadas (Espadilla)`: the card's Spanish name and its title as a trump."""
    name = card.name
    if trump is not None:
        title = trump_title(card, trump)
        if title:
            name += f" ({title})"
    return name


def trump_title(card: Card, trump: Suit) -> str:
    order = trump_order(trump)
    if card == order[0]:
        return "Espadilla"
    if card == order[1]:
        return "Malilla"
    if card == order[2]:
        return "Bastillo"
    if is_long(trump) and card == order[3]:
        return "Punto"
    return ""


_RANK_WORDS = {1: "as", 10: "sota", 11: "caballo", 12: "rey"}


def _rank_word(card: Card) -> str:
    return _RANK_WORDS.get(card.rank, str(card.rank))


def order_line(trump: Suit, suit: Suit | None = None) -> str:
    """The order the learner needs, in words: trumps (suit None or the trump suit), or a
    plain suit (`rey › caballo › sota › as › 2 › ... › 7` for copas not trumps)."""
    if suit is None or suit == trump:
        head = tr("Trumps ({0}), highest first:").format(suit_name(trump))
        parts = []
        for c in trump_order(trump):
            title = trump_title(c, trump)
            if title in ("Espadilla", "Bastillo"):
                parts.append(f"{title} ({c.name})")
            elif title:
                parts.append(f"{title} ({_rank_word(c)})")
            else:
                parts.append(_rank_word(c))
    else:
        head = tr("{0} (not trumps), highest first:").format(suit_name(suit).capitalize())
        parts = [_rank_word(c) for c in plain_order(suit) if not ORDERS[trump].is_trump(c)]
    return head + " " + " › ".join(parts)


def winner_of(trump: Suit, cards: list[tuple[int, Card]]) -> tuple[int, Card]:
    """The seat and card that win these cards in play, the first one led (section 1)."""
    return best_in_trick(ORDERS[trump], tuple(cards))


def why_wins(trump: Suit, led: Card, other: Card) -> str:
    """One sentence on which of two cards wins, the first one led, and the order behind it."""
    order = ORDERS[trump]
    _, win = winner_of(trump, [(0, led), (1, other)])
    lose = other if win == led else led
    if order.is_trump(win) and not order.is_trump(lose):
        why = tr("{0} is a trump, and any trump beats any card that is not.").format(
            the_card(card_label(win, trump)))
    elif order.suit_of(win) != order.suit_of(lose):
        why = tr("{0} is of another suit and not a trump, so it cannot beat the card "
                 "led.").format(the_card(card_label(lose, trump)))
    else:
        why = tr("it is higher in the order.")
    suit = None if order.is_trump(win) else win.suit  # the led suit, when a plain card wins
    return sentences(capitalised(tr("{0} wins: {1}").format(the_card(card_label(win, trump)),
                                                           why)),
                     order_line(trump, suit))


# ---------------------------------------------------------------------- checking answers


def _say_why(exc: ZangaError, state: GameState) -> str:
    from ..ui.words import word_text

    allowed = listed(word_text(w) for w in state.legal_words(state.to_act or 0))
    by_article = {
        20: tr("Someone has already said juego: nobody may say juego again."),
        21: tr("The pie after three passes must play: paso is not allowed, and only the pie "
               "may take the zanga."),
        26: tr("Mandar solo is only for an opponent of the player who said juego: it bids a "
               "solo, and he chooses who plays it."),
        54: declaration_text(exc),
        42: tr("Your team has no vales to pay for a pass, so it must play."),
        23: tr("The zanga needs at least 3 vales in your team."),
    }
    text = by_article.get(exc.article or 0, exc.message)
    return sentences(text, tr("Allowed now: {0}.").format(allowed))


def explain_error(exc: ZangaError, state: GameState) -> str:
    if exc.code in ("bad_declaration", "pass_without_vales", "zanga_needs_vales"):
        return _say_why(exc, state)
    led = state.trick[0][1] if state.trick else None
    may = may_play_text(exc)
    return sentences(explain(exc, led), may)


def check_action(state: GameState, action: Action, step: Step) -> Verdict:
    """An action on the table (a card, or a button the table offers) against the step's goal."""
    try:
        state.verify(action)
    except IllegalActionError as exc:
        return Verdict(False, explain_error(exc, state), exc.article, exc)
    goal = step.goal
    value = action.value
    if goal == "legal":
        return Verdict(True)
    if goal == "expect":
        ok = str(action.json_value()) in step.expect
        return Verdict(ok)
    if not isinstance(value, Card):
        return Verdict(False)
    card = value
    trump = state.trump
    if goal.startswith("suit:"):
        return Verdict(card.suit.value == goal[5:],
                       "" if card.suit.value == goal[5:] else
                       tr("The {0} is of {1}.").format(card.name, suit_name(card.suit)))
    if goal.startswith("rank:"):
        return Verdict(card.rank == int(goal[5:]))
    assert trump is not None
    order = ORDERS[trump]
    if goal == "win":
        seat, best = winner_of(trump, [*state.trick, (action.seat, card)])
        if seat == action.seat:
            return Verdict(True)
        led = state.trick[0][1]
        suit = None if order.is_trump(best) else led.suit
        why = tr("The {0} still wins the trick.").format(card_label(best, trump))
        if order.suit_of(card) != order.suit_of(led) and not order.is_trump(card):
            why = sentences(why, tr("A card of another suit that is not a trump never wins."))
        return Verdict(False, sentences(why, order_line(trump, suit)))
    if goal == "highest_trump":
        trumps = [c for c in state.hands[action.seat] if order.is_trump(c)]
        best = max(trumps, key=lambda c: order.power[c.index])
        if card == best:
            return Verdict(True)
        if not order.is_trump(card):
            why = tr("The {0} is not a trump.").format(card.name)
        else:
            why = tr("The {0} is higher.").format(card_label(best, trump))
        return Verdict(False, sentences(why, order_line(trump)))
    if goal == "keep_matador":
        if card in order.matadores:
            return Verdict(False, tr("That is your matador: the rules let you keep it here, "
                                     "so play another card."), 28)
        return Verdict(True)
    raise ValueError(f"unknown goal {goal!r}")


def check_say(state: GameState, word: Word, step: Step) -> Verdict:
    seat = state.to_act if state.to_act is not None else LEARNER
    return check_action(state, Action(seat, Kind.SAY, word), step)


def which_cards(step: Step) -> tuple[Suit, Card, Card]:
    assert step.trump is not None and len(step.cards) == 2
    return Suit(step.trump), Card.parse(step.cards[0]), Card.parse(step.cards[1])


def check_which(trump: Suit, led: Card, other: Card, chosen: Card) -> Verdict:
    _, win = winner_of(trump, [(0, led), (1, other)])
    return Verdict(chosen == win, why_wins(trump, led, other))


def engine_value(state: GameState, key: str) -> str:
    """What the engine says for a `choose` step: the right answer, as a choice value."""
    result = state.last_result
    if key == "result":
        assert result is not None
        return str(result.result)
    if key == "pot":
        return str(state.pot)
    if key == "fianza":
        return str(state.fianza)
    if key == "estuche_team":
        return "none" if state.estuche_team is None else str(state.estuche_team)
    if key == "partner":
        return str(partner(LEARNER))
    if key == "mano":
        return str(state.mano)
    if key == "to_act":
        return str(state.to_act)
    if key.startswith("bonus:"):
        return str(bonus_net(state, key[6:].split(",")))
    if key.startswith(("solo_if:", "out_if:")):
        what, answer = key.split(":")
        solo = answered(state, answer).solo_seat
        assert solo is not None  # either answer leaves a solo standing
        return str(solo if what == "solo_if" else partner(solo))
    raise ValueError(f"unknown engine value {key!r}")


def answered(state: GameState, answer: str) -> GameState:
    """The position after the answer `answer` to a mandar solo (section 4), the lesson's own
    position left as it is."""
    after = copy.deepcopy(state)
    assert after.to_act is not None
    after.apply(Action(after.to_act, Kind.ANSWER, Answer(answer)))
    return after


def bonus_net(state: GameState, names: list[str]) -> int:
    """What the bonuses `names` of the hand just settled brought the learner's team: vales
    received less vales paid (section 7)."""
    result = state.last_result
    assert result is not None
    ours = team(LEARNER)
    net = 0
    for p in result.bonuses:
        if p.name in names:
            net += p.vales if p.to == ours else -p.vales if p.frm == ours else 0
    return net


def check_choice(state: GameState, step: Step, value: str) -> Verdict:
    assert step.engine is not None
    return Verdict(value == engine_value(state, step.engine))


def escape(text: str) -> str:
    return html.escape(text)
