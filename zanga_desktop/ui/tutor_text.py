"""The rules tutor's sentences: engine error codes and the AI's hints turned into translated
explanations (the engine and the AI speak English; the UI layer translates, with arguments).

The engine's English message is the fallback for any code not listed here.
"""

from __future__ import annotations

from ..ai.hints import bid_chance
from ..ai.rules import masters
from ..ai.view import order_of, talk, team, trick_winner, unseen
from ..engine import Action, Card, Kind, Observation, Suit, Word, ZangaError
from ..engine.cards import TRUMPS
from .i18n import tr


def _cards(cards: tuple[Card, ...]) -> str:
    return ", ".join(c.name for c in cards)


def explain(exc: ZangaError, led: Card | None = None) -> str:
    """A sentence for the human about why `exc` refused his action."""
    card = exc.card.name if exc.card is not None else ""
    may = _cards(exc.cards)
    led_suit = led.suit.spanish if led is not None else ""
    sentences = {
        "must_follow_suit": tr("You cannot play the {card}: {suit} were led, and you hold "
                               "{suit}, so you must follow suit."),
        "must_follow_trump": tr("You cannot play the {card}: trumps were led (an arrastre) "
                                "and you hold trumps, so you must play one."),
        "matador_forced": tr("You cannot play the {card}: a higher matador was led, and a "
                             "matador you hold alone must then be played."),
        "not_your_turn": tr("Wait for your turn: another player is to act."),
        "card_not_held": tr("You do not hold the {card}."),
        "pass_without_vales": tr("Your team has no vales to pay for a pass, so it must play."),
        "zanga_needs_vales": tr("The zanga needs at least 3 vales in your team."),
        "no_cinco_here": tr("Cinco is called only by the winner of the second trick, when his "
                            "side won the first two, before he leads the third."),
        "bad_declaration": tr("You cannot say that now: the tutor's buttons show the words "
                              "allowed."),
        "unexpected_action": tr("That is not possible at this moment of the hand."),
        "bad_claim": tr("You cannot claim a renuncio now."),
        "game_over": tr("The game is over: a team holds all 32 vales."),
        "bad_trump": tr("Trumps must be oros, copas, espadas or bastos."),
        "wrong_dealer": tr("That player does not deal this hand."),
        "incomplete_hand": tr("A new hand cannot start before this one is settled."),
    }
    text = sentences.get(exc.code)
    if text is None:
        return exc.message
    return text.format(card=card, suit=led_suit, may=may)


def article_text(exc: ZangaError) -> str:
    return tr("Article {0} of the manual.").format(exc.article) if exc.article else ""


def may_play_text(exc: ZangaError) -> str:
    if not exc.cards:
        return ""
    return tr("You may play: {0}.").format(_cards(exc.cards))


def hint_reason(obs: Observation, action: Action, fallback: str = "",
                chance: int | None = None) -> str:
    """Why the hint's `action` is good here, translated: the reasoning of `ai.hints.explain`
    (which writes English) redone with the AI's own helpers, so every sentence has its
    arguments. `fallback` (the AI's English line) is for an action this does not know;
    `chance` is the hint's figure for cinco and todas (`ai.Hint.chance`)."""
    value = action.value
    if action.kind is Kind.SAY and isinstance(value, Word):
        standing = talk(obs).declarer
        if value is Word.PASO and standing is not None:
            if team(standing) == team(obs.seat):
                return tr("Paso: your partner's bid stands, and your side plays it together.")
            suit, pct = bid_chance(obs, True)
            return tr("Paso: to outbid them you would play solo, and alone, even with {0} as "
                      "trumps, you would win five tricks only about {1}% of the time.").format(
                suit.spanish, pct)
        suit, pct = bid_chance(obs, value is Word.SOLO)
        return {
            Word.PASO: tr("Paso: even with {0} as trumps your side would win five tricks "
                          "only about {1}% of the time."),
            Word.JUEGO: tr("Say juego: with {0} as trumps your side should win five tricks "
                           "about {1}% of the time."),
            Word.SOLO: tr("Say solo: alone, with {0} as trumps, you should win five tricks "
                          "about {1}% of the time."),
            Word.ZANGA: tr("Take the zanga: your own hand is weak, the zanga's eight may be "
                           "better."),
            Word.MANDAR_SOLO: tr("Order solo: make the declarer play alone against your "
                                 "team."),
        }[value].format(suit.spanish, pct)
    if action.kind is Kind.TRUMP and isinstance(value, Suit):
        _, pct = bid_chance(obs, talk(obs).solo == obs.seat, value)
        return tr("Name {0}: your chances are best with it (five tricks about {1}% of the "
                  "time).").format(value.spanish, pct)
    if action.kind is Kind.ANSWER:
        _, pct = bid_chance(obs, True)
        if value == "acepto":
            return tr("Accept: alone you should win five tricks about {0}% of the "
                      "time.").format(pct)
        return tr("Refuse: alone you would win five tricks only about {0}% of the time; keep "
                  "playing with your partner.").format(pct)
    if action.kind is Kind.KEEP:
        if value == "zanga":
            return tr("Keep the zanga's cards: they are worth more than your own.")
        return tr("Keep your own cards: the zanga's are no better.")
    if action.kind is Kind.CALL:
        if chance is not None:
            return tr("Call cinco: your side wins the next three tricks in about {0}% of the "
                      "deals the others may hold.").format(chance)
        return tr("Call cinco: your side can win the next three tricks too.")
    if action.kind is Kind.TODAS:
        if chance is not None and value is True:
            return tr("Go on for todas: your side wins every trick left in about {0}% of the "
                      "deals the others may hold.").format(chance)
        if chance is not None:
            return tr("Stop here: your side would win every trick left in only about {0}% of "
                      "the deals the others may hold, and a failed todas gives back the "
                      "cinco.").format(chance)
        if value is True:
            return tr("Go on for todas: your side should win every trick left.")
        return tr("Stop here: going on for all eight risks giving back the cinco.")
    if action.kind is Kind.PLAY and isinstance(value, Card):
        return _card_reason(obs, value)
    return fallback or tr("The best move here.")


def _card_reason(obs: Observation, card: Card) -> str:
    order = order_of(obs)
    name = card.name
    is_trump = order.play_suit[card.index] == TRUMPS
    if not obs.trick:
        if is_trump and card in masters(obs):
            return tr("Lead the {0}: it is the highest trump left, and it draws "
                      "trumps.").format(name)
        if is_trump:
            return tr("Lead the {0}: draw the opponents' trumps.").format(name)
        if card in masters(obs):
            return tr("Lead the {0}: nothing left in its suit beats it.").format(name)
        return tr("Lead the {0}: a low card that gives little away.").format(name)
    win_seat, best = trick_winner(order, obs.trick)
    if team(win_seat) == team(obs.seat):
        if order.beats(card, best):
            return tr("Play the {0}: make sure this trick stays with your side.").format(name)
        return tr("Your partner's {0} already wins this trick: play low ({1}).").format(
            best.name, name)
    if order.beats(card, best):
        if not any(order.beats(h, card) for h in unseen(obs)):
            return tr("Take the trick with the {0}: nothing left can beat it.").format(name)
        return tr("Take the trick with the {0}, the cheapest card that beats the "
                  "{1}.").format(name, best.name)
    return tr("You cannot win this trick well: give away the {0}, your cheapest "
              "card.").format(name)
