"""The tutor's words, in the player's language, each citing its section of ronda-rules.md:
why an action was refused (a card that must capture, naming the card that would; a ronda the
cards do not hold; a word not allowed now), what a card would do, every lance as it is
credited, and a hint's reason. Never a seat number nor a card's code: names and card names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....ui.card_names import capitalised, card_list, the_card, the_cards
from ....ui.i18n import sentences, tr
from ....ui.table import docks
from ..rules import (
    Card,
    Combo,
    Credited,
    Kind,
    Lance,
    Observation,
    Phase,
    PlayKind,
    RondaError,
    Word,
    combination,
)
from ..rules.preview import Effect, effect_in
from . import words

if TYPE_CHECKING:
    from ..ai.hints import Hint, Reason

SCHEME = "ronda-rules"


def _who(seat: int | None, names: Sequence[str]) -> str:
    return words.name_of(seat, names) or tr("another player")


# ---------------------------------------------------------------- what a card would do


def effect_text(effect: Effect) -> str:
    """What a card in hand would do now, in a line (the card's tooltip, the refusals)."""
    if effect.kind is PlayKind.CAPTURE:
        line = tr("takes {0}").format(the_cards(effect.took))
        if effect.aseo:
            line = tr("takes {0} and leaves the table empty: aseo, +1").format(
                the_cards(effect.took))
    elif effect.kind is PlayKind.CAIDA:
        line = tr("falls on {0}: caída, +1").format(the_card(effect.took[0]))
    elif effect.kind is PlayKind.CONTRA:
        line = tr("lies on the fall stack: contra, +3")
    elif effect.kind is PlayKind.SAN_VICENTE:
        line = tr("lies on the fall stack: San Vicente, +4")
    else:
        line = tr("goes to the table: it captures nothing")
    if effect.closes:
        line = sentences(line, tr("The fall stack closes first."))
    return line


def listing(head: str, items: Sequence[str]) -> str:
    """"You can capture: the 4 takes ...; the 12 takes ...." as the language punctuates a
    heading and its list."""
    sep = tr("; ", "between the items of a list")
    return tr("{0} {1}.", "a heading and its list").format(head, sep.join(items))


def card_line(card: Card, effect: Effect) -> str:
    """"the 4 de bastos takes 4 de copas, 5 de espadas", within a sentence."""
    return tr("{0} {1}", "a card, then what it would do").format(the_card(card),
                                                                 effect_text(effect))


# ---------------------------------------------------------------- refusals


def _kind(exc: RondaError) -> Kind | None:
    if exc.word is not None:
        return Kind.SAY
    if exc.combo is not None:
        return Kind.DECLARE
    return None


def reason(exc: RondaError, obs: Observation | None = None,
           names: Sequence[str] = ()) -> str:
    """Why the rules refused the player's action, as the tutor says it: names and card
    names, never a seat number or a card's code (the rules' own message is for files and
    programs). `obs` is the player's view when it was refused."""
    code = exc.code
    if code == "must_capture":
        return must_capture(exc, obs)
    if code == "card_not_held" and exc.card is not None:
        return tr("You do not hold {0}: play one of your own cards.").format(
            the_card(exc.card))
    if code == "no_combination":
        return _no_combination(exc, obs)
    if code == "declare_not_allowed":
        if obs is not None and any(s == obs.seat for s, _ in obs.declared):
            return tr("You have already sung this round: a player sings once a round.")
        return tr("This round's rondas are settled: no more are sung until the next round.")
    if code == "bad_say":
        return _bad_say(exc)
    if code == "not_your_turn":
        return _not_your_turn(exc, obs, names)
    if code == "unexpected_action":
        return _unexpected(exc, obs)
    if code == "game_over":
        target = obs.options.target if obs is not None else 18
        return tr("The game is over: a side has reached %n point(s).", None, target)
    return {
        "card_not_held": tr("Play one of your own cards."),
        "bad_value": tr("The rules know no such word: choose one of the buttons."),
        "wrong_dealer": tr("That player does not deal now: the deal passes to the player "
                           "who was el mano."),
        "incomplete_deal": tr("A new deal cannot start before this one is played out."),
        "bad_action": tr("The rules know no such action: choose a card or a button."),
    }.get(code, tr("The rules do not allow that now."))


def must_capture(exc: RondaError, obs: Observation | None) -> str:
    """A card that captures nothing while another of the player's would (section 5), the
    card that would capture named with what it would take."""
    cards = exc.cards
    if obs is not None:
        lines = [card_line(c, effect_in(obs, c)) for c in cards]
        played = the_card(exc.card) if exc.card is not None else ""
        head = (capitalised(tr("{0} captures nothing, but you can capture:").format(played))
                if played
                else tr("You can capture:"))
        return sentences(listing(head, lines),
                         tr("Capturing is compulsory: you may drop a card only when none of "
                            "yours captures."))
    return tr("You can capture with {0}, and capturing is compulsory: you may drop a card "
              "only when none of yours captures.").format(card_list(cards))


def _no_combination(exc: RondaError, obs: Observation | None) -> str:
    combo = exc.combo or Combo.RONDA
    asked = words.combo_of(combo, None)
    held = combination(obs.round_cards) if obs is not None else None
    if obs is not None and held is not None and held[0] is not combo:
        return tr("Your three cards of this round hold {0}, not {1}: you sing what they "
                  "hold.").format(words.combo_of(*held), tr("a ronda") if combo is Combo.RONDA
                                  else tr("a rondín"))
    if obs is not None and held is not None:
        gone = [c for c in obs.round_cards if c.rank == held[1] and c not in obs.hand]
        return tr("You have already played the {0}: {1} is sung while all its cards are in "
                  "your hand.").format(card_list(gone), asked)
    if obs is not None:
        return tr("Your three cards of this round ({0}) hold no two of one rank: nothing to "
                  "sing.").format(card_list(obs.round_cards))
    return tr("Your cards hold nothing to sing.")


def _bad_say(exc: RondaError) -> str:
    word = exc.word
    allowed = exc.words
    if Word.QUIERO in allowed:
        return tr("An envío waits for your answer: Quiero or No quiero.")
    if word is not None and word.is_answer:
        return tr("No envío waits for an answer: say Envío or pass the word on.")
    if word is Word.CHIQUITA:
        return tr("You are the last to speak: you cannot pass the word on with chiquita; "
                  "say Envío or A la mayor.")
    return tr("Only the last to speak may say a la mayor: say Envío or Chiquita.")


def _not_your_turn(exc: RondaError, obs: Observation | None, names: Sequence[str]) -> str:
    kind = _kind(exc)
    who = _who(exc.expected, names)
    if kind is Kind.DECLARE:
        return tr("Once the round's first card is played, a ronda is sung at your own turn, "
                  "before your card, or at your last call when another sings.")
    if kind is Kind.SAY:
        return tr("It is {0}'s word in the envío now.").format(who)
    if obs is not None and exc.expected == obs.seat:  # his turn, but no ronda asked about
        return tr("Nobody is asking you about a ronda now: waiting is the answer of the "
                  "cante window only.")
    if exc.expected is not None:
        return tr("It is not your turn: {0} plays now.").format(who)
    return tr("It is not your turn.")


def _unexpected(exc: RondaError, obs: Observation | None) -> str:
    if obs is None:
        return tr("That is not possible at this moment of the deal.")
    if obs.phase is Phase.SPEAK:
        return tr("The envío comes first: answer with the buttons before playing a card.")
    if obs.phase is Phase.CANTE:
        return tr("Every player is asked about his ronda first.")
    if obs.phase is Phase.OVER:
        return tr("The game is over: a side has reached %n point(s).", None,
                  obs.options.target)
    if obs.phase is Phase.PLAY:
        return tr("No envío is being spoken now.")
    return tr("The deal is over: the next one is dealt first.")


def section_line(exc: RondaError) -> str | None:
    """The line citing the section a refusal breaks."""
    if exc.section is None:
        return None
    return tr("La Ronda rules, section {0}.").format(exc.section)


def explain(exc: RondaError, obs: Observation | None = None,
            names: Sequence[str] = ()) -> list[docks.RefusalLine]:
    """The tutor's lines: the reason, the section (a link to it), the cards allowed."""
    lines: list[docks.RefusalLine] = [reason(exc, obs, names)]
    cited = section_line(exc)
    if cited is not None and exc.section is not None:
        lines.append(docks.Citation(cited, f"{SCHEME}:{exc.section}"))
    if exc.code == "must_capture":
        allowed = tuple(a.value for a in obs.legal if isinstance(a.value, Card)) \
            if obs is not None else exc.cards
        may = docks.may_play_text(allowed or exc.cards)
        if may:
            lines.append(may)
    return lines


# ---------------------------------------------------------------- lances


def lance_line(credit: Credited, me: bool, names: Sequence[str]) -> str:
    """Why the score moved, as the lance is credited, with its section (11, and the
    section of the lance); `me`: the lance is the viewer's, told as "you"."""
    seat = credit.seat
    who = words.name_of(seat, names)
    to = words.side_name(credit.side, names)
    n = credit.points
    lance = credit.lance
    if lance is Lance.CAIDA:
        return (tr("You fall on the card just dropped with one of its rank: caída, +{0} "
                   "(section 6).") if me else
                tr("{1} falls on the card just dropped with one of its rank: caída, +{0} "
                   "(section 6).")).format(n, who)
    if lance is Lance.CONTRA:
        return (tr("You lay a third card of the rank on the fall stack: contra, +{0} "
                   "(section 6).") if me else
                tr("{1} lays a third card of the rank on the fall stack: contra, +{0} "
                   "(section 6).")).format(n, who)
    if lance is Lance.SAN_VICENTE:
        return (tr("You lay the fourth card of the rank on the stack: San Vicente, +{0} "
                   "(section 6).") if me else
                tr("{1} lays the fourth card of the rank on the stack: San Vicente, +{0} "
                   "(section 6).")).format(n, who)
    if lance is Lance.ASEO:
        return (tr("You leave the table empty: aseo, +{0} (section 7).") if me else
                tr("{1} leaves the table empty: aseo, +{0} (section 7).")).format(n, who)
    if lance in (Lance.RONDA, Lance.RONDIN):
        kind = words.combo_name(Combo.RONDA if lance is Lance.RONDA else Combo.RONDIN)
        return (tr("Your {1} counts, uncontested: +{0} (section 9).") if me else
                tr("{2}'s {1} counts, uncontested: +{0} (section 9).")).format(n, kind, who)
    if lance is Lance.ENVIO:
        best = words.the_best(credit.combo or Combo.RONDA)
        if credit.how is Word.NO_QUIERO:
            return tr("{0} +{1}: the envío was refused, so the side that sent it scores its "
                      "own at once (section 9).").format(to, n)
        if credit.how is Word.A_LA_MAYOR:
            return (tr("{0} +{1}: a la mayor, and you hold {3}: it scores only its own "
                       "points (section 9).") if me else
                    tr("{0} +{1}: a la mayor, and {2} holds {3}: it scores only its own "
                       "points (section 9).")).format(to, n, who, best)
        return (tr("{0} +{1}: the envío was accepted and you hold {3}: it takes the points "
                   "of all in play (section 9).") if me else
                tr("{0} +{1}: the envío was accepted and {2} holds {3}: it takes the points "
                   "of all in play (section 9).")).format(to, n, who, best)
    return tr("{0} +{1}: the count, cards over 20 (section 10).").format(to, n)


# ---------------------------------------------------------------- hints


def hint_text(why: Reason, names: Sequence[str] = ()) -> str:
    """A hint's reason in the player's language: one line a person would say."""
    from ..ai.hints import Why  # a hint was given: the AI is there already

    w = why.why
    card = the_card(why.card) if why.card is not None else ""
    rank = why.rank
    combo = words.combo_of(why.combo, rank) if why.combo is not None else ""
    best = words.the_best(why.combo or Combo.RONDA)
    if w is Why.SING:
        return tr("Sing {0} now: it scores {1} at once unless a rival sings too, and "
                  "waiting gains nothing (section 8).").format(combo, why.points)
    if w is Why.SING_LAST_CALL:
        return tr("Sing {0} now: this is your last call, and a ronda not sung does not "
                  "count (section 8).").format(combo)
    if w is Why.CAPTURE:
        return tr("Play {0}: it takes {1} for your pile (section 5).").format(
            card, the_cards(why.cards))
    if w is Why.CAPTURE_ASEO:
        return tr("Play {0}: it takes {1} and leaves the table empty, an aseo worth "
                  "{2} (sections 5, 7).").format(card, the_cards(why.cards), why.points)
    if w is Why.FALL:
        return {
            PlayKind.CAIDA: tr("Play {0}: it falls on the card just dropped, a caída "
                               "worth {1} (section 6)."),
            PlayKind.CONTRA: tr("Play {0}: a contra on the fall stack, worth {1} "
                                "(section 6)."),
        }.get(why.kind or PlayKind.CAIDA, tr("Play {0}: a San Vicente, worth {1} "
                                             "(section 6).")).format(card, why.points)
    if w is Why.DROP_SAFE:
        return tr("Nothing of yours captures: drop {0}; you have seen {1} of the four "
                  "of its rank, so a caída on it is less likely (section 6).").format(
                      card, why.seen)
    if w is Why.DROP_CHOSEN:
        return tr("Drop {0}: capturing is optional at this table, and this keeps more "
                  "for later.").format(card)
    if w is Why.ENVIO:
        return tr("Say Envío: your side holds {0} about {1}% of the time; accepted it wins "
                  "{2} (section 9).").format(best, why.chance, why.points)
    if w is Why.CHIQUITA:
        return tr("Say Chiquita: your side holds {0} only about {1}% of the time; let the "
                  "others bet first (section 9).").format(best, why.chance)
    if w is Why.A_LA_MAYOR:
        return tr("Say A la mayor: your side holds {0} only about {1}% of the time; play it "
                  "out at its own value, {2} (section 9).").format(best, why.chance,
                                                                    why.points)
    if w is Why.QUIERO:
        return tr("Say Quiero: your side holds {0} about {1}% of the time; the winner "
                  "scores {2} (section 9).").format(best, why.chance, why.points)
    if w is Why.NO_QUIERO:
        return tr("Say No quiero: the other side holds {0} about {1}% of the time; refusing "
                  "gives them only {2} (section 9).").format(best, 100 - why.chance,
                                                             why.points)
    return tr("Nothing to sing: wait.")


def hint_lines(hint: Hint, names: Sequence[str] = ()) -> list[str]:
    return [hint_text(hint.why, names)]
