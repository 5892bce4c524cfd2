"""The tutor's words, in the player's language, each citing its section of baciga-rules.md:
why the rules refused an action (a báciga over 9, cartas in the first talk, a comodín fixed
over 31, a tapada once the draw has begun...), what each step of a deal did (the words of a
talk, a pase, a cut and whose laid cards it loses, the reveal and the contest, each card of
the draw, a pasado, las cosas, the count), every credit as it comes, and a hint's reason.

Never a seat number or a card's code: names and card names (the rules' own message is for
files and programs)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ....ui.card_names import card_list, the_card
from ....ui.i18n import listed, sentences, tr
from ....ui.table.docks import Citation, RefusalLine
from ..rules import (
    Action,
    BacigaError,
    Card,
    Credit,
    Event,
    Happened,
    Kind,
    Lance,
    Observation,
    Phase,
    Word,
)
from ..rules.cards import combination, is_comodin, is_ligada, total
from . import words
from .texts import as_rank

if TYPE_CHECKING:
    from ..ai.hints import Hint

SCHEME = "baciga-rules"


def section_citation(number: int) -> Citation:
    return Citation(tr("La Báciga rules, section {0}.").format(number), f"{SCHEME}:{number}")


def _name(names: Sequence[str], seat: int | None, fallback: str = "") -> str:
    if seat is None or not 0 <= seat < len(names):
        return fallback or tr("another player")
    return names[seat]


# ---------------------------------------------------------------------- refusals


def reason(exc: BacigaError, obs: Observation | None = None,
           names: Sequence[str] = ()) -> str:
    """Why the rules refused the player's action, in words."""
    code = exc.code
    if code == "not_your_turn":
        who = _name(names, exc.expected, "")
        if obs is not None and obs.phase is Phase.DRAW:
            return tr("It is not your turn: {0} is drawing; players draw one after the other "
                      "from el mano.").format(who)
        return tr("It is not your turn: {0} speaks now; players speak one after the other "
                  "from el mano.").format(who)
    if code == "bad_value":
        if obs is not None and obs.phase is Phase.DRAW:
            return tr("A card is asked for face up (Otra) or face down (Tapada).")
        return tr("The words of a talk are Paso, Báciga, Bacigote and Cartas.")
    if code == "card_not_held":
        if exc.card is not None:
            return tr("You do not hold {0}: choose one of your own cards.").format(
                the_card(exc.card))
        return tr("Choose one of your own cards.")
    if code == "bad_discard":
        return _bad_discard(exc, obs)
    if code == "cartas_not_allowed":
        if obs is not None and obs.talk == 1 and obs.cut is None:
            return tr("Cartas may be said only from the second talk on: in the first talk, "
                      "with no báciga or bacigote, everyone passes.")
        return tr("The talk is already cut: cartas would change nothing; say paso, or sing "
                  "báciga or bacigote.")
    if code == "must_cut":
        return tr("This is the last talk the table allows and everyone before you passed: "
                  "say cartas, or sing.")
    if code == "false_baciga":
        return _false_baciga(exc, obs)
    if code == "false_bacigote":
        held = exc.cards or (obs.hand if obs is not None else ())
        if len(held) != 3:
            return tr("A bacigote is three equal cards, and you hold %n card(s).", None,
                      len(held))
        return tr("Your cards ({0}) are not three of one rank: a bacigote is three equal "
                  "cards.").format(card_list(held))
    if code == "bad_fix":
        return _bad_fix(exc, obs)
    if code == "tapar_not_allowed":
        if obs is not None and obs.seat in obs.bacigas:
            return tr("You sang báciga: its three cards lie face up. Ask for a card face "
                      "down instead (Tapada).")
        return tr("Your draw has begun: the tapada is chosen as you show your cards. Ask for "
                  "a card face down instead (Tapada): it turns your old tapada up.")
    if code == "stock_empty":
        return tr("The stock is empty: you stand on your cards.")
    if code == "salir_not_allowed":
        if obs is not None and obs.options.auto_salirse:
            return tr("The table goes out for every player by itself, at once.")
        return tr("Your side's points and the pairs in your hand do not reach {0} yet.")\
            .format(obs.options.target if obs is not None else 18)
    if code == "unexpected_action":
        if obs is not None and obs.phase is Phase.TALK:
            return tr("The players are still talking: cards are asked for once someone cuts "
                      "the talk.")
        if obs is not None and obs.phase is Phase.DRAW:
            return tr("The talk is over: the players are drawing now.")
        return tr("The deal is over: the next one is dealt first.")
    return {
        "wrong_dealer": tr("That player does not deal this deal: el mano of the last one "
                           "deals."),
        "incomplete_deal": tr("A new deal cannot start before this one is played out."),
        "game_over": tr("The game is over: a side has won it."),
    }.get(code, tr("The rules do not allow that now."))


def _bad_discard(exc: BacigaError, obs: Observation | None) -> str:
    least = obs.options.pass_min_discard if obs is not None else 1
    if obs is not None and obs.cut is not None:
        return tr("The talk is cut: a paso now lays nothing down, and you keep your cards.")
    if "twice" in exc.message:
        return tr("Each card is laid down once.")
    if "without" in exc.message or " 0 cards" in exc.message:
        return tr("To pass, lay down {0} to 3 of your cards: click them, then Paso.").format(
            least)
    return tr("A paso lays down {0} to 3 cards.").format(least)


def _false_baciga(exc: BacigaError, obs: Observation | None) -> str:
    held = exc.cards or (obs.hand if obs is not None else ())
    if len(held) != 3:
        return tr("A báciga is three cards, and you hold %n card(s).", None, len(held))
    comodin = any(is_comodin(c) for c in held)
    if exc.total is not None and comodin:
        return tr("Your cards total {0} even with the comodín at its lowest: a báciga is "
                  "three cards totalling 9 or less.").format(exc.total)
    if exc.total is not None:
        return tr("Your cards total {0}: a báciga is three cards totalling 9 or less.")\
            .format(exc.total)
    return tr("A báciga is three cards totalling 9 or less.")


def _bad_fix(exc: BacigaError, obs: Observation | None) -> str:
    card = exc.card
    if exc.total is not None:
        return tr("Fixed so, the comodín takes you to {0}: a comodín fixed as you stand may "
                  "not take you over 31.").format(exc.total)
    if card is not None and obs is not None and card in dict(obs.fix):
        return tr("The {0} is already fixed: a fixed comodín keeps its rank for the whole "
                  "deal.").format(card.name)
    if "unfixed" in exc.message and card is not None:
        return tr("Every free comodín you hold is fixed then: fix the {0} too.").format(
            card.name)
    if "to a rank" in exc.message:
        return tr("A comodín is fixed to a rank: as, 2 to 7, sota, caballo or rey.")
    if "with paso" in exc.message or "with cartas" in exc.message:
        return tr("Only a báciga, a bacigote or a stand fixes a comodín.")
    if card is not None:
        return tr("The {0} is not a free comodín of yours: only the 7 de oros and the 7 de "
                  "copas are comodines.").format(card.name)
    return tr("Only a free comodín you hold is fixed.")


def explain(exc: BacigaError, obs: Observation | None = None,
            names: Sequence[str] = ()) -> list[RefusalLine]:
    """The tutor's lines for a refusal: the reason, then the rule cited."""
    lines: list[RefusalLine] = [reason(exc, obs, names)]
    if exc.section is not None:
        lines.append(section_citation(exc.section))
    return lines


# ---------------------------------------------------------------------- narration

Lines = list[Callable[[], str]]
#: Where each lance is decided (sections of baciga-rules.md).
LANCE_SECTIONS: dict[Lance, int] = {
    Lance.BACIGA: 8, Lance.BACIGOTE: 7, Lance.PARTNER_LIGUE: 7, Lance.PARTNER_BACIGA: 7,
    Lance.PARTNER_LIGADA: 7, Lance.PARTNER_BACIGOTE: 7, Lance.PAIRS: 10, Lance.PASADO: 10,
    Lance.REVIVAL: 8, Lance.BACIGA_BACK: 8, Lance.SALIRSE: 12, Lance.LAS_31: 10,
    Lance.PUNTO: 10,
}


def said_line(action: Action, obs: Observation, names: Sequence[str],
              you: int | None = None, private: bool = True) -> str:
    """A word of a talk, explained (section 5); `you`: the seat told as "you"
    (`SeatNews.you`); `private`: the lines may name the viewer's hidden cards (not at a
    shared screen, where the next player reads them)."""
    mine = action.seat == you
    name = _name(names, action.seat)
    word = action.value
    if word is Word.PASO:
        laid = action.discard
        if laid is None or not laid:
            return (tr("You say paso: the talk is cut, you lay nothing down (section 5).")
                    if mine else tr("{0} says paso: the talk is cut, nothing is laid down "
                                    "(section 5).").format(name))
        known = [c for c in laid if isinstance(c, Card)]
        if mine and known and private:
            return tr("You pass, laying down the {0} face down (section 5).").format(
                card_list(known))
        if mine:
            return tr("You pass, laying down %n card(s) face down (section 5).", None,
                      len(laid))
        return tr("{0} passes, laying down %n card(s) face down (section 5).", None,
                  len(laid)).format(name)
    if word is Word.BACIGA:
        return (tr("You sing báciga: your three cards total 9 or less; they are shown when "
                   "the draw begins (section 8).") if mine else
                tr("{0} sings báciga: three cards of 9 or less, shown when the draw begins "
                   "(section 8).").format(name))
    if word is Word.BACIGOTE:
        return (tr("You sing bacigote: three equal cards; the deal ends with this talk "
                   "(section 7).") if mine else
                tr("{0} sings bacigote: three equal cards; the deal ends with this talk "
                   "(section 7).").format(name))
    if word is Word.CARTAS:
        return (tr("You say cartas: the talk is cut and the draw will begin (section 5).")
                if mine else
                tr("{0} says cartas: the talk is cut and the draw will begin (section 5).")
                .format(name))
    return ""


def _passers(obs: Observation) -> list[int]:
    """Who laid cards down in the talk that just ended."""
    talk = obs.talks[-1] if obs.talks else ()
    return [x.seat for x in talk if x.laid]


def _fix_words(cards: Sequence[Card], fix: dict[Card, int]) -> str:
    parts = []
    for c in cards:
        r = fix.get(c)
        parts.append(tr("{0} (comodín, {1})").format(c.name, words.rank_name(r))
                     if r is not None else c.name)
    return listed(parts)


def _fixes(obs: Observation) -> dict[Card, int]:
    out: dict[Card, int] = dict(obs.fix)
    for view in obs.table:
        out.update(dict(view.fixed))
    return out


def event_line(e: Event, obs: Observation, names: Sequence[str],
               you: int | None = None, private: bool = True) -> str:
    """One thing the rules did by themselves, or a card of the draw, explained (`you`
    and `private` as for `said_line`)."""
    name = _name(names, e.seat)
    mine = e.seat is not None and e.seat == you
    fixes = _fixes(obs)
    as_value = obs.options.as_value
    k = e.kind
    if k is Happened.PASE:
        return tr("Everyone passed: the cards laid down go under the stock and each passer "
                  "is dealt as many; talk {0} begins (section 6).").format(e.number + 1)
    if k is Happened.CUT:
        lost = _passers(obs)
        word = words.word_button(e.word) if e.word is not None else ""
        if not lost:
            return tr("The talk is cut ({0}): nobody had laid cards down (section 6).")\
                .format(word)
        who = listed(tr("you") if s == you else _name(names, s) for s in lost)
        return tr("The talk is cut ({0}): the cards laid down by {1} go under the stock, "
                  "lost to them (section 6).").format(word, who)
    if k is Happened.REVEAL:
        fix = tuple((c, r) for c, r in fixes.items() if c in e.cards)
        t = total(e.cards, fix, as_value)
        lig = tr(", ligada") if is_ligada(e.cards, fix) else ""
        shown_ = _fix_words(e.cards, dict(fix))
        if mine:
            return tr("You show your báciga: {0}, total {1}{2} (section 8).").format(
                shown_, t, lig)
        return tr("{0} shows the báciga: {1}, total {2}{3} (section 8).").format(
            name, shown_, t, lig)
    if k is Happened.CONTEST:
        word = words.word_button(e.word) if e.word is not None else ""
        if mine:
            return tr("Your {0} wins the contest: the lowest total wins, the nearer el mano "
                      "on equal totals; the other side's count as if unsung (section 8)."
                      ).format(word)
        return tr("{0}'s {1} wins the contest: the lowest total wins, the nearer el mano on "
                  "equal totals; the other side's count as if unsung (section 8).").format(
            name, word)
    if k is Happened.BACIGOTE_SHOWN:
        if mine:
            return tr("Your bacigote: {0} (section 7).").format(_fix_words(e.cards, fixes))
        return tr("{0}'s bacigote: {1} (section 7).").format(name, _fix_words(e.cards, fixes))
    if k is Happened.COMBINATION_SHOWN:
        kind, _ = combination(e.cards, tuple((c, r) for c, r in fixes.items()
                                             if c in e.cards), as_value)
        if mine:
            return tr("Beside your partner's bacigote, you show {0}: {1} (section 7).").format(
                _fix_words(e.cards, fixes), kind)
        return tr("Beside the bacigote, the partner {0} shows {1}: {2} (section 7).").format(
            name, _fix_words(e.cards, fixes), kind)
    if k is Happened.SHOW:
        if mine:
            if e.number:
                return tr("You show {0} and keep your tapada face down (section 9).")\
                    .format(card_list(e.cards) or tr("nothing"))
            return tr("You show {0} (section 9).").format(card_list(e.cards) or
                                                         tr("nothing"))
        if e.number:
            return tr("{0} shows {1} and keeps one card face down (section 9).").format(
                name, card_list(e.cards) or tr("nothing"))
        if not e.cards:
            return tr("{0} has no cards to show: the cards laid down before the cut are "
                      "lost (section 6).").format(name)
        return tr("{0} shows {1} (section 9).").format(name, card_list(e.cards))
    if k is Happened.DREW:
        seen = _seen_total(obs, e.seat)
        if e.cards:
            if mine:
                return tr("You ask for a card: the {0} ({1}).").format(e.cards[0].name, seen)
            return tr("{0} asks for a card: the {1} ({2}).").format(name, e.cards[0].name,
                                                                   seen)
        if mine and obs.tapada is not None and private:
            return tr("You ask for a card face down: the {0}, your tapada ({1}).").format(
                obs.tapada.name, seen)
        if mine:
            return tr("You ask for a card face down: a tapada (section 9).")
        return tr("{0} asks for a card face down: a tapada (section 9).").format(name)
    if k is Happened.TURNED_UP:
        card = e.cards[0].name if e.cards else ""
        if mine:
            return tr("Your old tapada is turned up: the {0}.").format(card)
        return tr("{0} turns the old tapada up: the {1}.").format(name, card)
    if k is Happened.STOOD:
        seen = _seen_total(obs, e.seat)
        if mine:
            return tr("You stand (me planto) on {0}.").format(seen)
        return tr("{0} stands (me planto) on {1}.").format(name, seen)
    if k is Happened.PASADO:
        if mine:
            return tr("¡Pasado! You go over 31 and stop (section 9).")
        return tr("¡Pasado! {0} goes over 31 and stops (section 9).").format(name)
    if k is Happened.COSAS:
        cards = _fix_words(e.cards, fixes)
        if mine:
            return tr("¡Las cosas! You have four equal cards: {0}. The game is won "
                      "(section 9).").format(cards)
        return tr("¡Las cosas! {0} has four equal cards: {1}. The game is won "
                  "(section 9).").format(name, cards)
    if k is Happened.COUNT:
        fix = tuple((c, r) for c, r in fixes.items() if c in e.cards)
        return tr("The count: {0}, {1}: {2} (section 9).").format(
            _you_alone() if mine else name, card_list(e.cards), total(e.cards, fix, as_value))
    if k is Happened.SALIRSE:
        if mine:
            return tr("You go out: your side's points and the pairs in your hand reach {0} "
                      "(section 12).").format(obs.options.target)
        return tr("{0} goes out: the side's points and the pairs in the hand reach {1} "
                  "(section 12).").format(name, obs.options.target)
    return ""


def _seen_total(obs: Observation, seat: int | None) -> str:
    if seat is None:
        return ""
    view = obs.table[seat]
    if seat == obs.seat:
        return str(total(obs.hand, obs.fix, obs.options.as_value))
    seen = total(view.shown, view.fixed, obs.options.as_value)
    if view.held > len(view.shown):
        return tr("{0} and a tapada").format(seen)
    return str(seen)


def _you_alone() -> str:
    """The player named on his own, where another player's name stands ("The count: you,
    ..."; Spanish "tú", not the "ti" of "by you")."""
    return tr("you", "the player, named on his own as a subject")


def credit_line(c: Credit, obs: Observation, names: Sequence[str],
                you: int | None = None) -> str:
    """A lance credited to a side, with its section (section 11: each at its moment)."""
    side_name = words.side_name(tuple(names), c.side, obs.seats)
    label = texts_lance(c)
    if obs.seats == 4:
        who = _you_alone() if c.seat == you else _name(names, c.seat)
        label = tr("{0} ({1})").format(label, who)
    in_all = str(c.total) if c.total >= 0 else f"−{-c.total}"
    return tr("{0}: {1}; {2} in all (section {3}).").format(side_name, label, in_all,
                                                             LANCE_SECTIONS[c.lance])


def texts_lance(c: Credit) -> str:
    from .texts import lance_line

    return lance_line(c.lance, c.points)


def log_line(action: Action, obs: Observation, names: Sequence[str],
             events: Sequence[Event] = ()) -> str:
    """A short line of the hand log for an action; a card drawn face up and a stand say the
    card and the total, so that the log alone tells the draw."""
    name = _name(names, action.seat)
    said = words.said(action)
    if not said:
        return name
    if action.kind is Kind.DRAW:
        drawn = next((e.cards[0] for e in events
                      if e.kind is Happened.DREW and e.seat == action.seat and e.cards), None)
        if drawn is not None:
            return tr("{0}: {1} — {2} ({3})", "who drew which card, and the total").format(
                name, said, drawn.name, _seen_total(obs, action.seat))
    elif action.kind is Kind.STAND:
        return tr("{0}: {1} ({2})", "who stood, and on what total").format(
            name, said, _seen_total(obs, action.seat))
    # "Ana：パソ" in Japanese, with the colon the language writes
    return tr("{0}: {1}", "who said what").format(name, said)


def step_lines(action: object, events: Sequence[Event], credits: Sequence[Credit],
               obs: Observation, names: Sequence[str],
               you: int | None = None, private: bool = True) -> list[tuple[str, bool]]:
    """Everything a step did, in order, for the tutor: (line, strong); `you` and `private`
    as for `said_line`."""
    out: list[tuple[str, bool]] = []
    if isinstance(action, Action) and action.kind is Kind.SAY:
        out.append((said_line(action, obs, names, you, private), True))
    for e in events:
        if e.kind is Happened.SAID:
            continue
        line = event_line(e, obs, names, you, private)
        if line:
            strong = e.kind in (Happened.PASE, Happened.CUT, Happened.PASADO, Happened.COSAS,
                                Happened.CONTEST, Happened.SALIRSE)
            out.append((line, strong))
    for c in credits:
        out.append((credit_line(c, obs, names, you), False))
    return out


def deal_line(obs: Observation, names: Sequence[str], you: int | None = None) -> str:
    dealer = _name(names, obs.dealer)
    mano = _name(names, obs.mano)
    if obs.dealer == you:
        return tr("New deal: you deal; {0} is el mano, first to speak and to draw "
                  "(section 4).").format(mano)
    if obs.mano == you:
        return tr("New deal: {0} deals; you are el mano, first to speak and to draw "
                  "(section 4).").format(dealer)
    return tr("New deal: {0} deals; {1} is el mano, first to speak and to draw (section 4)."
              ).format(dealer, mano)


def deal_log(obs: Observation, names: Sequence[str]) -> str:
    """The deal in the hand log: who deals, who is el mano (names alone, as the log's other
    lines give them, so that any name reads right)."""
    return tr("New deal. Dealer: {0}; el mano: {1}").format(_name(names, obs.dealer),
                                                           _name(names, obs.mano))


# ---------------------------------------------------------------------- hints


def hint_text(h: Hint) -> str:
    """The hint in one line: what to do, and why."""
    from ..ai.hints import Why  # a hint was given: the AI is there already

    a = h.action
    over = tr("one more card goes pasado %n time(s) in 20", None, h.over)
    pairs = tr(" with %n point(s) of pairs", None, h.pairs) if h.pairs else ""
    fix = "; ".join(tr("fix the {0} {1}").format(c.name, as_rank(r)) for c, r in h.fix)
    why = h.why
    if why is Why.STAND:
        text = tr("Me planto: {0}{1}; {2}.").format(h.stand_total, pairs, over)
        return sentences(text, fix + "." if fix else "")
    if why is Why.DRAW:
        return tr("Otra: {0}; {1}.").format(h.total, over)
    if why is Why.DRAW_DOWN:
        return tr("Tapada: {0}, and the others will not know your total; {1}.").format(
            h.total, over)
    if why is Why.TAPAR and isinstance(a.value, Card):
        return tr("Keep {0} face down: the others will not know your total "
                  "(section 9).").format(the_card(a.value))
    if why is Why.BACIGOTE:
        return sentences(tr("Bacigote: three equal cards, 7 points, and the deal ends "
                            "(section 7)."), fix + "." if fix else "")
    if why is Why.BACIGA:
        return sentences(tr("Báciga: your cards total {0}, 2 points before anyone draws; the "
                            "lowest wins a contest (section 8).").format(h.total),
                         fix + "." if fix else "")
    if why is Why.LIGADA:
        return sentences(tr("Báciga ligada: {0} with a pair, 2 points now and 1 more when "
                            "you stand (section 8).").format(h.total),
                         fix + "." if fix else "")
    if why is Why.CUT_PAIR:
        return tr("Cartas: cut now and play the draw with your pair or comodín; another pase "
                  "gives the rivals cards too (section 5).")
    if why is Why.CUT_FEED:
        return tr("Cartas: stop the pases before the rivals find a báciga (section 5).")
    if why is Why.CUT_PASO:
        return tr("Paso: the talk is cut, you keep your cards.")
    laid = card_list(h.laid) or tr("nothing")
    kept = card_list(h.kept) or tr("nothing")
    if why is Why.KEEP_PAIR:
        return tr("Paso, laying down the {0}: keep the {1}, hunting a bacigote.").format(
            laid, kept)
    if why is Why.KEEP_LOW:
        return tr("Paso, laying down the {0}: keep the {1}, hunting a báciga.").format(
            laid, kept)
    if why is Why.LAY_HIGH:
        return tr("Paso, laying down the {0}: they help neither a báciga nor a pair.")\
            .format(laid)
    if why is Why.SALIR:
        return tr("¡Me salgo!: your side has enough to win (section 12).")
    return ""
