"""The rules tutor's sentences: engine error codes and the AI's hints turned into translated
explanations (the engine and the AI speak English; the UI layer translates, with arguments).

The engine's English message (seats and card codes, for files and programs) is never shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....ui.card_names import card_list, the_card
from ....ui.i18n import tr
from ....ui.table import docks
from ..rules import Card, ZangaError

if TYPE_CHECKING:
    from ..ai.hints import Reason


def explain(exc: ZangaError, led: Card | None = None) -> str:
    """A sentence for the human about why `exc` refused his action."""
    card = the_card(exc.card) if exc.card is not None else ""
    may = card_list(exc.cards)
    led_suit = led.suit.spanish if led is not None else ""
    sentences = {
        "must_follow_suit": tr("You cannot play {card}: {suit} were led, and you hold "
                               "{suit}, so you must follow suit."),
        "must_follow_trump": tr("You cannot play {card}: trumps were led (an arrastre) "
                                "and you hold trumps, so you must play one."),
        "matador_forced": tr("You cannot play {card}: a higher matador was led, and a "
                             "matador you hold alone must then be played."),
        "not_your_turn": tr("Wait for your turn: another player is to act."),
        "card_not_held": tr("You do not hold {card}."),
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
    if exc.code == "bad_declaration" and declaration_text(exc):
        return declaration_text(exc)
    # never the engine's message, which speaks of seats and card codes: a code no sentence
    # names yet is still said in words
    text = sentences.get(exc.code, tr("The rules do not allow that now."))
    return text.format(card=card, suit=led_suit, may=may)


def declaration_text(exc: ZangaError) -> str:
    """Why a word was refused, by the article the engine cites (section 4); empty when the
    generic sentence is the best there is."""
    if exc.article == 54 and "already plays solo" in exc.message:
        return tr("You cannot say solo: a solo already stands, and there can be only one "
                  "(Art. 54).")
    if exc.article == 54:
        return tr("You cannot say solo over a juego: in the Manual solo may be said only while "
                  "every earlier player has passed (Art. 54). The way past an opponent's juego "
                  "is mando solo: you bid the solo, and the juego player chooses who plays it.")
    if exc.article == 26 and "not played" in exc.message:
        return tr("Mandar solo is not played in this game (a rule option).")
    if exc.article == 26:
        return tr("You cannot order solo now: mandar solo is said only by an opponent of the "
                  "player who said juego, once a hand, while no solo stands (Art. 26).")
    if exc.article == 20:
        return tr("You cannot say juego: someone has already declared (Art. 20).")
    return ""


def article_text(exc: ZangaError) -> str:
    return tr("Article {0} of the manual.").format(exc.article) if exc.article else ""


def article_citation(exc: ZangaError) -> docks.RefusalLine:
    """The article a refusal breaks, citing it: a link to it in the reglamento (`article:N`,
    which the learn package follows); "" when the refusal cites none."""
    text = article_text(exc)
    return docks.Citation(text, f"article:{exc.article}") if text else ""


def may_play_text(exc: ZangaError) -> str:
    """The cards a refused card could have been instead, as the tutor and the lessons say it."""
    return docks.may_play_text(exc.cards)


#: The hints whose every argument is a card's name, told with its article (`the_card`).
CARD_REASONS = frozenset({"lead_top_trump", "lead_trump", "lead_master", "lead_master_sure",
                          "lead_low", "keep_trick", "take_sure", "take_cheap", "give_away"})


def hint_names(names: list[str], hinted: int | None, you: int | None) -> list[str]:
    """The names a hint for the seat `hinted` gives the others. At one screen the person
    the table calls "you" (who chose no name) is, in a hint for another person, named by
    his place from that person ("your partner", "the opponent on your right"): the hint
    says "you" to the one who asked ("the way past You's juego" before)."""
    out = list(names)
    if hinted is None or you is None or you == hinted or not 0 <= you < len(out):
        return out
    out[you] = {2: tr("your partner"), 1: tr("the opponent on your right"),
                3: tr("the opponent on your left")}[(you - hinted) % 4]
    return out


def reason_text(why: Reason, names: list[str] | None = None) -> str:
    """A hint's reason in the player's language: the AI's sentence (`ai.hints.SENTENCES`,
    the same English word for word) with its arguments, the seats it names by `names`."""
    sentences = {
        "paso_partner": tr("Paso: your partner's bid stands, and your side plays it together."),
        "paso_partner_solo": tr("Paso: your partner plays the solo, and you sit out this hand "
                                "(Art. 58)."),
        "paso_solo": tr("Paso: {0} plays a solo, and once a solo stands nothing but paso may be "
                        "said (Art. 54)."),
        "paso_order": tr("Paso: the way past {2}'s juego is to order solo (mandar solo), and if "
                         "{2} said No you would play solo yourself: even with {0} as trumps you "
                         "would win five tricks only about {1}% of the time (Art. 20, 54)."),
        "paso_outbid": tr("Paso: to outbid them you would play solo, and alone, even with {0} "
                          "as trumps, you would win five tricks only about {1}% of the time."),
        "paso": tr("Paso: even with {0} as trumps your side would win five tricks only about "
                   "{1}% of the time."),
        "juego": tr("Say juego: with {0} as trumps your side should win five tricks about {1}% "
                    "of the time."),
        "solo": tr("Say solo: alone, with {0} as trumps, you should win five tricks about {1}% "
                   "of the time."),
        "zanga": tr("Take the zanga: your own hand is weak, the zanga's eight may be better."),
        "mandar_solo": tr("Order solo (mandar solo): if {2} says No you play the solo alone, "
                          "and with {0} as trumps you should win five tricks about {1}% of the "
                          "time; if {2} accepts, {2} plays it alone against your side "
                          "(Art. 20, 26)."),
        "trump": tr("Name {0}: your chances are best with it (five tricks about {1}% of the "
                    "time)."),
        "acepto": tr("Acepto: you play the solo yourself, and alone, with {0} as trumps, you "
                     "should win five tricks about {1}% of the time; if you said No, {2} would "
                     "play it (Art. 26, 57)."),
        "refuse": tr("No: {2} then plays the solo alone against you and your partner; alone you "
                     "would win five tricks only about {1}% of the time with {0} as trumps "
                     "(Art. 26, 62)."),
        "keep_zanga": tr("Keep the zanga's cards: they are worth more than your own."),
        "keep_own": tr("Keep your own cards: the zanga's are no better."),
        "cinco_chance": tr("Call cinco: your side wins the next three tricks in about {0}% of "
                           "the deals the others may hold."),
        "cinco": tr("Call cinco: your side can win the next three tricks too."),
        "todas_chance": tr("Go on for todas: your side wins every trick left in about {0}% of "
                           "the deals the others may hold."),
        "stop_chance": tr("Stop here: your side would win every trick left in only about {0}% "
                          "of the deals the others may hold, and a failed todas gives back the "
                          "cinco."),
        "todas": tr("Go on for todas: your side should win every trick left."),
        "stop": tr("Stop here: going on for all eight risks giving back the cinco."),
        "lead_top_trump": tr("Lead {0}: it is the highest trump left, and it draws "
                             "trumps."),
        "lead_trump": tr("Lead {0}: draw the opponents' trumps."),
        "lead_master": tr("Lead {0}: nothing left in its suit beats it, though a player "
                          "with none of its suit may still trump it."),
        "lead_master_sure": tr("Lead {0}: nothing left beats it, and no trump is left out."),
        "lead_low": tr("Lead {0}: a low card that gives little away."),
        "keep_trick": tr("Play {0}: make sure this trick stays with your side."),
        "partner_wins": tr("Your partner's {0} already wins this trick: play low ({1})."),
        "take_sure": tr("Take the trick with {0}: nothing left can beat it."),
        "take_cheap": tr("Take the trick with {0}, the cheapest card that beats {1}."),
        "give_away": tr("You cannot win this trick well: give away {0}, your cheapest "
                        "card."),
        "best": tr("The best move here."),
    }
    text = sentences.get(why.key)
    if text is None:
        return why.english(names)
    from ..ai.hints import seat_names  # a hint was given: the AI is there already

    args = [the_card(str(a)) for a in why.args] if why.key in CARD_REASONS else why.args
    return text.format(*args, *seat_names(why.seats, names))
