"""The deal told in words: a line of the log for each event (a card and what it took, a fall,
a close, a ronda sung, a word, a credit, the leftover and the count), and what the tutor adds
(each lance with its section, a settlement, the envío's answer, "se van"). Every line is a
function of the language of the moment, so the docks write it again on a change."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....ui.card_names import capitalised, card_list, the_card, the_cards
from ....ui.i18n import listed, tr
from ....ui.player_name import is_unnamed
from ..rules import (
    Announced,
    Call,
    Closed,
    Combo,
    Counted,
    Credited,
    Dealt,
    Declared,
    Event,
    Leftover,
    Played,
    PlayKind,
    Said,
    Settled,
    Status,
    Won,
    Word,
    side,
)
from . import words
from .tutor_text import lance_line

Line = Callable[[], str]


@dataclass(frozen=True, slots=True)
class Teller:
    """Who the lines are told to: the viewer (his own lines say "you", except at a hot seat,
    where every name is real), the names, the deal's number, the rounds and the target."""

    viewer: int
    names: tuple[str, ...]
    hot: bool
    deal: int = 1
    rounds: int = 6
    dealer: int | None = None

    def me(self, seat: int | None) -> bool:
        """Whether `seat`'s lines say "you": the viewer's, or at a shared screen those of a
        player who chose no name (shown as "you" there too)."""
        if seat is None or not 0 <= seat < len(self.names):
            return False
        if self.hot:
            return is_unnamed(self.names[seat])
        return seat == self.viewer

    def name(self, seat: int | None) -> str:
        return words.name_of(seat, self.names)

    def ours(self, s: int) -> bool:
        """Whether side `s`'s lines say "you" (two players) or "your pair" (four): a seat of
        it says "you" (`me`)."""
        return any(self.me(seat) for seat in range(len(self.names)) if side(seat) == s)

    @property
    def pairs(self) -> bool:
        return len(self.names) == 4


def log_line(event: Event, t: Teller) -> Line | None:
    """The log's line for `event` (None: the log says nothing of it)."""
    if isinstance(event, Dealt):
        return _dealt(event, t)
    if isinstance(event, Played):
        return _played(event, t)
    if isinstance(event, Closed):
        if t.me(event.seat):
            return lambda: tr("You take the fall stack: {0}").format(card_list(event.took))
        return lambda: tr("{0} takes the fall stack: {1}").format(t.name(event.seat),
                                                                  card_list(event.took))
    if isinstance(event, Credited):
        return lambda: tr("{0}: {1} +{2} ({3} to {4})").format(
            words.side_name(event.side, t.names), words.lance_label(event.lance, event.how),
            event.points, *event.points_after)
    if isinstance(event, Announced):
        if event.call in (Call.MEDIA, Call.OTRA_MEDIA):
            return lambda: tr("{0}: «{1}» ({2})").format(
                t.name(event.seat), words.call_text(event.call),
                event.card.name if event.card else "")
        if event.call is Call.SE_VAN:
            return lambda: tr("{0}: «{1}» Last round.").format(
                t.name(event.seat), words.call_text(event.call))
        return None  # the fall's words are in its card's line
    if isinstance(event, Declared):
        what = event.combo
        if t.me(event.seat):
            return lambda: tr("You sing {0}").format(words.combo_of(what, None))
        return lambda: tr("{0} sings {1}").format(t.name(event.seat),
                                                 words.combo_of(what, None))
    if isinstance(event, Said):
        return lambda: tr("{0}: «{1}»").format(t.name(event.seat), words.said(event.word))
    if isinstance(event, Leftover):
        if event.side is None:
            return lambda: tr("Nobody captured in this deal: the cards left go to nobody")
        if not event.cards:
            return None
        left, to = card_list(event.cards), event.side
        if t.ours(to):
            if t.pairs:
                return lambda: tr("The cards left on the table go to your pair, the last to "
                                  "capture: {0}").format(left)
            return lambda: tr("The cards left on the table go to you, the last to capture: "
                              "{0}").format(left)
        return lambda: tr("The cards left on the table go to {0}, the last to capture: {1}")\
            .format(words.side_name(to, t.names), left)
    if isinstance(event, Counted):
        return lambda: tr("Cards: {0} {1}, {2} {3}").format(
            words.side_name(0, t.names), event.cards[0], words.side_name(1, t.names),
            event.cards[1])
    if isinstance(event, Won):
        if t.ours(event.side):
            if t.pairs:
                return lambda: tr("Your pair reaches the target: the game is won")
            return lambda: tr("You reach the target: the game is won")
        return lambda: tr("Target reached by {0}: the game is won").format(
            words.side_name(event.side, t.names))
    return None


def _dealt(event: Dealt, t: Teller) -> Line:
    if event.round == 0:
        table = event.table

        def first() -> str:
            if t.me(t.dealer):
                line = tr("Deal {0}: you deal; on the table: {1}")
                return line.format(t.deal, card_list(table))
            return tr("Deal {0}: {1} deals; on the table: {2}").format(
                t.deal, t.name(t.dealer), card_list(table))

        return first
    if event.last:
        return lambda: tr("Round {0} of {1} dealt: the last one").format(event.round + 1,
                                                                        t.rounds)
    return lambda: tr("Round {0} of {1} dealt").format(event.round + 1, t.rounds)


def _played(event: Played, t: Teller) -> Line:
    card = event.card
    me = t.me(event.seat)
    who = t.name(event.seat)
    kind = event.kind
    if kind is PlayKind.CAPTURE:
        took = event.took
        if me:
            return lambda: tr("You take {0} with {1}").format(the_cards(took), the_card(card))
        return lambda: tr("{0} takes {1} with {2}").format(who, the_cards(took),
                                                             the_card(card))
    if kind is PlayKind.DROP:
        if me:
            return lambda: tr("You drop {0}").format(the_card(card))
        return lambda: tr("{0} drops {1}").format(who, the_card(card))
    if kind is PlayKind.CAIDA:
        if me:
            return lambda: tr("You play {0} on the card just dropped: ¡se cae!").format(
                the_card(card))
        return lambda: tr("{0} plays {1} on the card just dropped: ¡se cae!").format(
            who, the_card(card))
    call = words.call_text(Call.CONTRA if kind is PlayKind.CONTRA else Call.SAN_VICENTE)
    if me:
        return lambda: tr("You lay {0} on the fall stack: {1}").format(the_card(card),
                                                                                 call)
    return lambda: tr("{0} lays {1} on the fall stack: {2}").format(who, the_card(card),
                                                                               call)


def tutor_lines(event: Event, t: Teller) -> list[tuple[Line, bool]]:
    """What the tutor says of `event`, each line with whether it is strong (a lance)."""
    if isinstance(event, Credited):
        me = t.me(event.seat)

        def credited() -> str:
            return lance_line(event, me, t.names)

        return [(credited, True)]
    if isinstance(event, Settled):
        return _settled(event, t)
    if isinstance(event, Announced) and event.call is Call.SE_VAN:
        return [(lambda: tr("¡Se van!: the dealer deals the last round; after its last card "
                            "the cards left on the table go to the last to capture, and the "
                            "count is made (sections 4, 10)."), False)]
    if isinstance(event, Announced) and event.call is Call.MEDIA:
        card = event.card
        who = t.name(event.seat)
        if card is None:
            return []
        if t.me(event.seat):
            return [(lambda: tr("«Media»: you play the first card of your sung {0}: the "
                                "others learn it is of {1} (section 8).").format(
                                    tr("ronda or rondín"), words.rank_plural(card.rank)),
                     False)]
        return [(lambda: tr("«Media»: {0} plays the first card of a sung {1}, so it is of "
                            "{2} (section 8).").format(
                                who, tr("ronda or rondín"), words.rank_plural(card.rank)),
                 False)]
    if isinstance(event, Dealt) and event.swaps:
        return [(_swap_line(out.name, inn.name), False)
                for out, inn in ((s.out, s.in_) for s in event.swaps)]
    if isinstance(event, Said):
        return _said(event, t)
    return []


def _swap_line(out: str, inn: str) -> Line:
    return lambda: capitalised(tr("{0} repeated a rank on the table: the dealer put it back "
                                  "into the stock and laid {1} (section 4).").format(
                                      the_card(out), the_card(inn)))


def _settled(event: Settled, t: Teller) -> list[tuple[Line, bool]]:
    out: list[tuple[Line, bool]] = []
    for seat, _combo, status in event.declarations:
        if status is Status.VOID:
            out.append((_void_line(t.name(seat), t.me(seat)), False))
    if event.contenders and event.contest is not None:
        names = listed(t.name(s) for s in event.contenders)
        kind = event.contest
        first = t.name(event.contenders[0])
        mine = t.me(event.contenders[0])

        def contest() -> str:
            what = tr("rondas") if kind is Combo.RONDA else tr("rondines")
            return (tr("Rival {0}: {1}. The envío decides which counts; you speak first "
                       "(section 9).") if mine else
                    tr("Rival {0}: {1}. The envío decides which counts; {2} speaks first "
                       "(section 9).")).format(what, names, first)

        out.append((contest, True))
    return out


def _void_line(who: str, mine: bool) -> Line:
    if mine:
        return lambda: tr("Your ronda does not count: a rival sang a rondín, and rondines "
                          "void the rivals' rondas (section 9).")
    return lambda: tr("{0}'s ronda does not count: a rival sang a rondín, and rondines void "
                      "the rivals' rondas (section 9).").format(who)


def _said(event: Said, t: Teller) -> list[tuple[Line, bool]]:
    who = t.name(event.seat)
    if t.me(event.seat):  # the player's own word: "Dices ¡Envío!", never "Tú dice ¡Envío!"
        return _you_said(event.word)
    if event.word is Word.ENVIO:
        return [(lambda: tr("{0} says ¡Envío!: a rival answers Quiero (the best one takes "
                            "every ronda in play) or No quiero (the sender's side scores its "
                            "own at once) (section 9).").format(who), False)]
    if event.word is Word.CHIQUITA:
        return [(lambda: tr("{0} says chiquita: the word passes to the next in the "
                            "contest (section 9).").format(who), False)]
    if event.word is Word.A_LA_MAYOR:
        return [(lambda: tr("{0} says a la mayor: no bet; the best one scores only its own "
                            "points once shown (section 9).").format(who), False)]
    return []


def _you_said(word: Word) -> list[tuple[Line, bool]]:
    if word is Word.ENVIO:
        return [(lambda: tr("You say ¡Envío!: a rival answers Quiero (the best one takes "
                            "every ronda in play) or No quiero (your side scores its own at "
                            "once) (section 9)."), False)]
    if word is Word.CHIQUITA:
        return [(lambda: tr("You say chiquita: the word passes to the next in the contest "
                            "(section 9)."), False)]
    if word is Word.A_LA_MAYOR:
        return [(lambda: tr("You say a la mayor: no bet; the best one scores only its own "
                            "points once shown (section 9)."), False)]
    return []
