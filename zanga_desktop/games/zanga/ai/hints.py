"""`hint(obs)`: the move Experto would make, with one line a human understands."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Action, Answer, Card, Keep, Kind, Observation, Suit, Word
from ..rules.cards import TRUMPS
from . import bidding
from .rules import masters
from .view import order_of, talk, team, trick_winner, unseen

#: The hint sentences in English, by key. The UI says each one in the player's language
#: (`ui/tutor_text.reason_text`, whose English must stay word for word the same).
SENTENCES: dict[str, str] = {
    "paso_partner": "Paso: your partner's bid stands, and your side plays it together.",
    "paso_partner_solo": "Paso: your partner plays the solo, and you sit out this hand "
                         "(Art. 58).",
    "paso_solo": "Paso: {0} plays a solo, and once a solo stands nothing but paso may be "
                 "said (Art. 54).",
    "paso_order": "Paso: the way past {2}'s juego is to order solo (mandar solo), and if {2} "
                  "said No you would play solo yourself: even with {0} as trumps you would win "
                  "five tricks only about {1}% of the time (Art. 20, 54).",
    "paso_outbid": "Paso: to outbid them you would play solo, and alone, even with {0} as "
                   "trumps, you would win five tricks only about {1}% of the time.",
    "paso": "Paso: even with {0} as trumps your side would win five tricks only about {1}% "
            "of the time.",
    "juego": "Say juego: with {0} as trumps your side should win five tricks about {1}% of "
             "the time.",
    "solo": "Say solo: alone, with {0} as trumps, you should win five tricks about {1}% of "
            "the time.",
    "zanga": "Take the zanga: your own hand is weak, the zanga's eight may be better.",
    "mandar_solo": "Order solo (mandar solo): if {2} says No you play the solo alone, and with "
                   "{0} as trumps you should win five tricks about {1}% of the time; if {2} "
                   "accepts, {2} plays it alone against your side (Art. 20, 26).",
    "trump": "Name {0}: your chances are best with it (five tricks about {1}% of the time).",
    "acepto": "Acepto: you play the solo yourself, and alone, with {0} as trumps, you should "
              "win five tricks about {1}% of the time; if you said No, {2} would play it "
              "(Art. 26, 57).",
    "refuse": "No: {2} then plays the solo alone against you and your partner; alone you "
              "would win five tricks only about {1}% of the time with {0} as trumps "
              "(Art. 26, 62).",
    "keep_zanga": "Keep the zanga's cards: they are worth more than your own.",
    "keep_own": "Keep your own cards: the zanga's are no better.",
    "cinco_chance": "Call cinco: your side wins the next three tricks in about {0}% of the "
                    "deals the others may hold.",
    "cinco": "Call cinco: your side can win the next three tricks too.",
    "todas_chance": "Go on for todas: your side wins every trick left in about {0}% of the "
                    "deals the others may hold.",
    "stop_chance": "Stop here: your side would win every trick left in only about {0}% of "
                   "the deals the others may hold, and a failed todas gives back the cinco.",
    "todas": "Go on for todas: your side should win every trick left.",
    "stop": "Stop here: going on for all eight risks giving back the cinco.",
    "lead_top_trump": "Lead the {0}: it is the highest trump left, and it draws trumps.",
    "lead_trump": "Lead the {0}: draw the opponents' trumps.",
    "lead_master": "Lead the {0}: nothing left in its suit beats it, though a player with "
                   "none of its suit may still trump it.",
    "lead_master_sure": "Lead the {0}: nothing left beats it, and no trump is left out.",
    "lead_low": "Lead the {0}: a low card that gives little away.",
    "keep_trick": "Play the {0}: make sure this trick stays with your side.",
    "partner_wins": "Your partner's {0} already wins this trick: play low ({1}).",
    "take_sure": "Take the trick with the {0}: nothing left can beat it.",
    "take_cheap": "Take the trick with the {0}, the cheapest card that beats the {1}.",
    "give_away": "You cannot win this trick well: give away the {0}, your cheapest card.",
    "best": "The best move here.",
}


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is good: which sentence, with what (suit and card names, percentages), so
    that each language can say it."""

    key: str
    args: tuple[str | int, ...] = ()
    #: Seats the sentence names, after `args` (the UI puts the players' names in).
    seats: tuple[int, ...] = ()

    def english(self, names: list[str] | None = None) -> str:
        return SENTENCES[self.key].format(*self.args, *seat_names(self.seats, names))


def seat_names(seats: tuple[int, ...], names: list[str] | None) -> list[str]:
    """The names of `seats` (by number when the players' names are not known)."""
    return [names[s] if names is not None else f"seat {s}" for s in seats]


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    why: Reason
    #: For cinco and todas: how often, in percent, the side wins every trick the call needs
    #: over the deals the others may hold (the figure the decision was made by).
    chance: int | None = None

    @property
    def reason(self) -> str:
        """The reason in English (the UI translates `why`)."""
        return self.why.english()


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
    return Hint(action, reason(obs, action, chance), chance)


def bid_chance(obs: Observation, solo: bool, trump: Suit | None = None) -> tuple[Suit, int]:
    """The trump suit a bid would name (the bid model's best, or `trump`) and the model's
    chance of a sacada with it, in percent rounded to 5: the figure the AI's own speaking
    decisions are made from (bidding.py)."""
    ctx = bidding.context(obs)
    suit = trump if trump is not None else bidding.best_bid(obs.hand, ctx, solo)[0]
    chance = bidding.outcome(obs.hand, suit, ctx, solo).sacada
    return suit, 5 * round(20 * chance)


def solo_seat(obs: Observation) -> int | None:
    """Who plays the solo that stands, if one does (section 4: a plain solo; after mandar
    solo, the juego player on `acepto`, the orderer on `no`)."""
    orderer: int | None = None
    for a in obs.actions:
        if a.kind is Kind.SAY and a.value is Word.SOLO:
            return a.seat
        if a.kind is Kind.SAY and a.value is Word.MANDAR_SOLO:
            orderer = a.seat
        if a.kind is Kind.ANSWER:
            return a.seat if a.value is Answer.ACEPTO else orderer
    return None


def reason(obs: Observation, action: Action, chance: int | None = None) -> Reason:
    """Why `action` is good here (`chance`: `Hint.chance`, for cinco and todas)."""
    value = action.value
    if action.kind is Kind.SAY and isinstance(value, Word):
        standing = talk(obs).declarer
        solo = solo_seat(obs)
        if value is Word.PASO and solo is not None:
            if team(solo) == team(obs.seat):
                return Reason("paso_partner_solo")
            return Reason("paso_solo", seats=(solo,))
        if value is Word.PASO and standing is not None:
            if team(standing) == team(obs.seat):
                return Reason("paso_partner")
            suit, pct = bid_chance(obs, True)
            if any(a.value is Word.MANDAR_SOLO for a in obs.legal):
                return Reason("paso_order", (suit.spanish, pct), (standing,))
            return Reason("paso_outbid", (suit.spanish, pct))
        if value is Word.ZANGA:
            return Reason(value.value)
        if value is Word.MANDAR_SOLO:
            suit, pct = bid_chance(obs, True)
            juego = standing if standing is not None else obs.seat
            return Reason("mandar_solo", (suit.spanish, pct), (juego,))
        suit, pct = bid_chance(obs, value is Word.SOLO)
        return Reason(value.value, (suit.spanish, pct))
    if action.kind is Kind.TRUMP and isinstance(value, Suit):
        _, pct = bid_chance(obs, bidding._declaring_solo(obs), value)
        return Reason("trump", (value.spanish, pct))
    if action.kind is Kind.ANSWER:
        suit, pct = bid_chance(obs, True)
        orderer = next((a.seat for a in reversed(obs.actions) if a.value is Word.MANDAR_SOLO),
                       obs.seat)
        return Reason("acepto" if value is Answer.ACEPTO else "refuse", (suit.spanish, pct),
                      (orderer,))
    if action.kind is Kind.KEEP:
        return Reason("keep_zanga" if value is Keep.ZANGA else "keep_own")
    if action.kind is Kind.CALL:
        return Reason("cinco") if chance is None else Reason("cinco_chance", (chance,))
    if action.kind is Kind.TODAS:
        key = "todas" if value is True else "stop"
        return Reason(key) if chance is None else Reason(key + "_chance", (chance,))
    if action.kind is Kind.PLAY and isinstance(value, Card):
        return _card_reason(obs, value)
    return Reason("best")


def _card_reason(obs: Observation, card: Card) -> Reason:
    order = order_of(obs)
    name = card.name
    is_trump = order.play_suit[card.index] == TRUMPS
    if not obs.trick:
        if is_trump and card in masters(obs):
            return Reason("lead_top_trump", (name,))
        if is_trump:
            return Reason("lead_trump", (name,))
        if card in masters(obs):
            # the highest of its suit still loses to a trump while trumps are out
            trumps_out = any(order.play_suit[c.index] == TRUMPS for c in unseen(obs))
            return Reason("lead_master" if trumps_out else "lead_master_sure", (name,))
        return Reason("lead_low", (name,))
    win_seat, best = trick_winner(order, obs.trick)
    if team(win_seat) == team(obs.seat):
        if order.beats(card, best):
            return Reason("keep_trick", (name,))
        return Reason("partner_wins", (best.name, name))
    if order.beats(card, best):
        if not any(order.beats(h, card) for h in unseen(obs)):
            return Reason("take_sure", (name,))
        return Reason("take_cheap", (name, best.name))
    return Reason("give_away", (name,))
