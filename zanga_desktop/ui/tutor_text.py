"""The rules tutor's sentences: engine error codes turned into translatable explanations.

The engine's English message is the fallback for any code not listed here.
"""

from __future__ import annotations

from ..engine import Card, ZangaError
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
