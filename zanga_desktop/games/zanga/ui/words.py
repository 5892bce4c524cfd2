"""Short table words for actions (bubbles, log, narration), translatable, game terms Spanish."""

from __future__ import annotations

from collections.abc import Sequence

from ....ui.card_names import the_card
from ....ui.i18n import tr
from ....ui.level_names import level_names
from ..rules import Action, Answer, Card, Keep, Kind, Suit, Word


def team_name(names: Sequence[str], t: int) -> str:
    """Team `t` by its two players ("Dora & Benito"): seats t and t + 2."""
    return tr("{0} & {1}", "a team").format(names[t], names[t + 2])


def suit_name(suit: Suit) -> str:
    return suit.spanish


def word_text(word: Word) -> str:
    return {
        Word.PASO: tr("Paso"),
        Word.JUEGO: tr("Juego"),
        Word.SOLO: tr("Solo"),
        Word.ZANGA: tr("Zanga"),
        Word.MANDAR_SOLO: tr("Mando solo"),
    }[word]


def bubble_text(action: Action) -> str:
    """What a seat says aloud for `action` (nothing for a card)."""
    v = action.value
    if action.kind is Kind.SAY and isinstance(v, Word):
        return word_text(v)
    if action.kind is Kind.ANSWER:
        return tr("Acepto") if v is Answer.ACEPTO else tr("No")
    if action.kind is Kind.KEEP:
        return tr("Me quedo la zanga") if v is Keep.ZANGA else tr("Me quedo las mías")
    if action.kind is Kind.TRUMP and isinstance(v, Suit):
        return suit_name(v).capitalize()
    if action.kind is Kind.CALL:
        return tr("¡Cinco!")
    if action.kind is Kind.TODAS:
        return tr("¡Todas!") if v is True else tr("Me planto")
    if action.kind is Kind.CLAIM:
        return tr("¡Renuncio!")
    return ""


def narrate(action: Action, name: str, you: bool = False, solo: str | None = None,
            solo_you: bool = False) -> str:
    """One line for the tutor's narration and the hand log. The player's own seat (`you`) is
    spoken to in the second person: a name such as "Tú" cannot take a verb in the third.
    `solo`: for an answer to mandar solo, who plays the solo after it (section 4); `solo_you`:
    the player does."""

    def told(second: str, third: str, *args: str) -> str:
        """`second` speaks to the player (its fields are `args`); `third` names the seat
        first."""
        return second.format(*args) if you else third.format(name, *args)

    v = action.value
    if action.kind is Kind.SAY and isinstance(v, Word):
        if v is Word.MANDAR_SOLO:
            return told(tr("You order solo (mandar solo)"), tr("{0} orders solo (mandar solo)"))
        return told(tr("You say {0}"), tr("{0} says {1}"), v.value)
    if action.kind is Kind.ANSWER:
        if v is Answer.ACEPTO:
            return told(tr("You accept and play solo"), tr("{0} accepts and plays solo"))
        if solo and solo_you and not you:
            return tr("{0} says no: you play the solo").format(name)
        if solo:
            return told(tr("You say no: {0} plays the solo"), tr("{0} says no: {1} plays the solo"),
                        solo)
        return told(tr("You say no: the player who ordered plays the solo"),
                    tr("{0} says no: the player who ordered plays the solo"))
    if action.kind is Kind.KEEP:
        if v is Keep.ZANGA:
            return told(tr("You keep the zanga's cards"), tr("{0} keeps the zanga's cards"))
        return told(tr("You keep your own cards"), tr("{0} keeps the cards dealt"))
    if action.kind is Kind.TRUMP and isinstance(v, Suit):
        return told(tr("You name trumps: {0} are trumps"), tr("{0} names trumps: {1} are trumps"),
                    suit_name(v).capitalize())
    if action.kind is Kind.PLAY and isinstance(v, Card):
        return told(tr("You play {0}"), tr("{0} plays {1}"), the_card(v))
    if action.kind is Kind.CALL:
        return told(tr("You call cinco"), tr("{0} calls cinco"))
    if action.kind is Kind.TODAS:
        if v is True:
            return told(tr("You go on for todas"), tr("{0} goes on for todas"))
        return told(tr("You stop at five"), tr("{0} stops at five"))
    if action.kind is Kind.CLAIM:
        return told(tr("You claim a renuncio!"), tr("{0} claims a renuncio!"))
    return str(action)


def dealer_line(number: int, dealer: int | None, names: list[str], you: int | None) -> str:
    """The tutor's first line of hand `number`, the player's own deal told to him."""
    if dealer is not None and dealer == you:
        return tr("Hand {0}: you deal.").format(number)
    return tr("Hand {0}: {1} deals.").format(number, names[dealer] if dealer is not None else "?")


def dealer_heading(number: int, dealer: int | None, names: list[str], you: int | None) -> str:
    """The hand log's heading of hand `number`."""
    if dealer is not None and dealer == you:
        return tr("Hand {0}, you deal").format(number)
    return tr("Hand {0}, dealer {1}").format(number, names[dealer] if dealer is not None else "?")


def mano_line(mano: int, names: list[str], you: int | None) -> str:
    """Who speaks first and pays for it: the player is told what he does."""
    if mano == you:
        return tr("You are mano (first to speak): put 4 vales in the pot.")
    return tr("{0} is mano (first to speak): puts 4 vales in the pot.").format(names[mano])


def trick_caption(number: int, winner: int, names: list[str], you: int | None) -> str:
    """Who took trick `number` (1-based), the player's own seat (`you`) as "you"."""
    if winner == you:
        return tr("Trick {0} to you").format(number)
    return tr("Trick {0} to {1}").format(number, names[winner])


def level_text(level: str) -> str:
    return level_names().get(level, level)


def word_gloss(word: Word) -> str:
    """What a spoken word means, for a button's tooltip (the word itself stays Spanish)."""
    return {
        Word.PASO: tr("Paso (pass): your team puts 1 vale in the pot."),
        Word.JUEGO: tr("Juego (play): you name trumps and play with your partner."),
        Word.SOLO: tr("Solo (alone): you name trumps and play alone against both "
                      "opponents; your partner sits out. In the Manual only while everyone "
                      "before you passed (Art. 54)."),
        Word.ZANGA: tr("Zanga: you may play with the 8 spare cards (the zanga) and your "
                       "partner; your team puts 1 vale in the pot and 2 in the fianza."),
        Word.MANDAR_SOLO: tr("Mando solo (I order solo): a bid against an opponent's juego. "
                             "He has the preference: acepto, he plays the solo alone; no, you "
                             "play it alone. Either way a solo stands (Art. 20, 26)."),
    }[word]
