"""Speaking and trumps by expected vales: the bid whose outcome is worth most.

A bid's outcome (codillo, puesta, sacada: section 6) is predicted by ordinal logistic models
fitted offline to double-dummy results of random deals (`train_bids.py` writes
`bid_table.py`). The features are what the speaker knows: his hand under each trump suit, who
leads, and who has passed (a seat that passed most likely holds a weak hand).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..rules import (
    DECK,
    ORDERS,
    SUITS,
    Action,
    Answer,
    Card,
    CodilloPayment,
    Keep,
    Kind,
    Observation,
    Options,
    SoloBonus,
    Suit,
    Word,
    ZangaMode,
)
from ..rules.cards import TRUMPS, is_long, trump_order
from ..rules.state import MANO_STAKE
from .bid_table import ACCEPT_SHARE, MODELS, ORDER_SHARE, TYPICAL
from .evaluator import best_trump, trump_tricks
from .view import talk, team

FEATURES = ("worth", "trumps", "matadores", "top", "kings", "voids", "long", "leads",
            "partner_weak", "opps_weak")
# An opponent's bid seen from one defender (`juego_against`, `solo_against`): his best worth,
# and whether his side leads the first trick.
DEFENCE_FEATURES = ("worth", "leads")


def features(hand: Iterable[Card], trump: Suit, leads: float, partner_weak: float,
             opps_weak: float) -> list[float]:
    """The model's inputs for `hand` with `trump` as trumps (see FEATURES)."""
    cards = list(hand)
    order = ORDERS[trump]
    held = set(cards)
    trumps = [c for c in cards if order.play_suit[c.index] == TRUMPS]
    top = 0
    for c in trump_order(trump):
        if c not in held:
            break
        top += 1
    kings = sum(1 for c in cards if c.rank == 12 and order.play_suit[c.index] != TRUMPS)
    plain = {order.play_suit[c.index] for c in cards} - {TRUMPS}
    voids = sum(1 for s in SUITS if s != trump and s.value not in plain)
    return [trump_tricks(cards, trump), float(len(trumps)),
            float(sum(1 for c in cards if c in order.matadores)), float(top), float(kings),
            float(voids), 1.0 if is_long(trump) else 0.0, leads, partner_weak, opps_weak]


# ---------------------------------------------------------------------- the models

def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


@dataclass(frozen=True, slots=True)
class Outcome:
    """Probabilities of the declaring side's result (section 6)."""

    codillo: float
    puesta: float
    sacada: float


def predict(kind: str, x: Sequence[float], noise: float = 0.0) -> Outcome:
    """The outcome of a `juego` or `solo` bid for a hand with features `x`; `noise` is added
    to the model's latent score (a weaker player misjudges his hand)."""
    w, a1, a2 = MODELS[kind]
    u = sum(wi * xi for wi, xi in zip(w, x, strict=True)) + noise
    at_least_puesta = _sigmoid(u + a1)
    sacada = min(at_least_puesta, _sigmoid(u + a2))
    return Outcome(1.0 - at_least_puesta, at_least_puesta - sacada, sacada)


# ---------------------------------------------------------------------- what a bid is worth

UNKNOWN_WEAK = 0.75  # share of hands worth less than 3 tricks: a seat yet to speak
LATER_PASS = 0.8  # chance that a seat yet to speak after a juego passes


@dataclass(frozen=True, slots=True)
class Context:
    """What the speaking seat knows that changes a bid's value."""

    seat: int
    mano: int
    pot: float  # the pot at settlement if nobody else bids
    own_vales: int
    opp_vales: int
    partner_weak: float
    opps_weak: float
    caps: bool
    options: Options
    later_opps: int = 0  # opponents yet to speak, who might order a solo over a juego


def context(obs: Observation) -> Context:
    seat = obs.seat
    assert obs.mano is not None
    spoken = [a for a in obs.actions if a.kind is Kind.SAY]
    said = {a.seat: a.value for a in spoken}
    pot = float(obs.pot)
    own, opp = obs.vales[seat & 1], obs.vales[1 - (seat & 1)]
    if seat == obs.mano and seat not in said:
        paid = min(MANO_STAKE, own)
        pot += paid
        own -= paid
    later = max(0, 3 - len(spoken))
    pot += LATER_PASS * later

    def weak(s: int) -> float:
        if s not in said:
            return UNKNOWN_WEAK
        # An orderer commits himself to a solo (section 4): a strong hand, as a juego is.
        return 1.0 if said[s] is Word.PASO else 0.0

    partner = (seat + 2) % 4
    opps = ((seat + 1) % 4, (seat + 3) % 4)
    return Context(seat, obs.mano, pot, own, opp, weak(partner),
                   weak(opps[0]) + weak(opps[1]), obs.options.bonus_caps, obs.options,
                   sum(1 for s in opps if s not in said))


def _leads(ctx: Context, solo: bool) -> float:
    if solo and ctx.mano == (ctx.seat + 2) % 4:
        return 0.0
    return 1.0 if (ctx.mano & 1) == (ctx.seat & 1) else 0.0


def outcome(hand: Sequence[Card], trump: Suit, ctx: Context, solo: bool,
            noise: float = 0.0) -> Outcome:
    x = features(hand, trump, _leads(ctx, solo), 0.0 if solo else ctx.partner_weak,
                 ctx.opps_weak)
    return predict("solo" if solo else "juego", x, noise)


def against_outcome(hand: Sequence[Card], ctx: Context, solo: bool, bidder: int) -> Outcome:
    """The outcome of an opponent's juego (or solo) from one defender's hand alone (the
    `_against` models: the more this hand holds, the worse the bid does)."""
    leads = 1.0 if (_leader(ctx, bidder, solo) & 1) == (ctx.seat & 1) else 0.0
    return predict("solo_against" if solo else "juego_against", [best_trump(hand)[1], leads])


class Judge:
    """Where a bid's outcome comes from: the fitted models (this class); Maestro's judge
    (bid_search.py) blends them with the solver's results over sampled deals."""

    def outcome(self, hand: Sequence[Card], trump: Suit, ctx: Context, solo: bool,
                noise: float = 0.0) -> Outcome:
        return outcome(hand, trump, ctx, solo, noise)

    def against(self, hand: Sequence[Card], ctx: Context, solo: bool, bidder: int) -> Outcome:
        return against_outcome(hand, ctx, solo, bidder)


MODEL = Judge()


def value(out: Outcome, pot: float, ctx: Context, solo: bool, estuche: float = 0.0,
          fianza: tuple[float, float] = (0.0, 0.0)) -> float:
    """Expected net vales for the declaring team: half the change of (own - opponents'),
    the arena's measure, with vales left in the centre counting for neither side.

    `estuche`: chance that the team holds the three matadores; `fianza`: the change of the
    net on a sacada and otherwise (the pie's zanga, `_fianza_terms`)."""
    paid = min(pot, ctx.own_vales)
    opts = ctx.options
    win = pot / 2
    # A codillo: the defenders take the pot, the declarers pay as much into the centre
    # (Art. 47), or straight to the defenders (section 9).
    carry = opts.codillo_payment is CodilloPayment.CARRY
    lose_c = (pot + paid) / 2 if carry else pot / 2 + paid
    lose_p = paid / 2
    v = out.sacada * win - out.puesta * lose_p - out.codillo * lose_c
    if solo and "solo" in opts.bonuses:
        if opts.solo_bonus is SoloBonus.MANUAL:
            v += 2.0 * out.sacada - 2.0 * (out.puesta + out.codillo)
        else:
            v += 2.0 * out.sacada - 2.0 * out.codillo
    if estuche and "estuche" in opts.bonuses:
        v += 2.0 * estuche * out.sacada
    v += fianza[0] * out.sacada + fianza[1] * (out.puesta + out.codillo)
    return v


def estuche_chance(hand: Sequence[Card], trump: Suit, solo: bool) -> float:
    held = sum(1 for c in hand if c in ORDERS[trump].matadores)
    if held == 3:
        return 1.0
    if held == 2 and not solo:
        return 0.25
    return 0.0


def best_bid(hand: Sequence[Card], ctx: Context, solo: bool, noise: float = 0.0,
             pot: float | None = None, fianza: tuple[float, float] = (0.0, 0.0),
             judge: Judge = MODEL) -> tuple[Suit, float]:
    """The trump suit under which a `juego` (or `solo`) bid is worth most, and that worth."""
    p = ctx.pot if pot is None else pot
    best: tuple[Suit, float] | None = None
    for suit in SUITS:
        v = value(judge.outcome(hand, suit, ctx, solo, noise), p, ctx, solo,
                  estuche_chance(hand, suit, solo), fianza)
        if best is None or v > best[1]:
            best = (suit, v)
    assert best is not None
    return best


def typical_juego(pot: float, ctx: Context) -> float:
    """What an unknown juego by another seat is worth to its side (`TYPICAL`, fitted)."""
    c, p, s = TYPICAL
    return value(Outcome(c, p, s), pot, ctx, solo=False)


def _their(ctx: Context) -> Context:
    """The same moment seen by the other team (its vales are the ones at risk)."""
    return replace(ctx, seat=(ctx.seat + 1) % 4, own_vales=ctx.opp_vales,
                   opp_vales=ctx.own_vales)


def against(hand: Sequence[Card], ctx: Context, solo: bool, bidder: int,
            judge: Judge = MODEL) -> float:
    """What an opponent's juego (or solo, ordered or accepted) is worth to this team, given
    this seat's hand; negative when the bid is likely to be made."""
    return -value(judge.against(hand, ctx, solo, bidder), ctx.pot, _their(ctx), solo)


def _leader(ctx: Context, declarer: int, solo: bool) -> int:
    if solo and ctx.mano == (declarer + 2) % 4:
        return (ctx.mano + 1) % 4  # the mano sits out (section 5)
    return ctx.mano


def answer_values(hand: Sequence[Card], ctx: Context, orderer: int, noise: float = 0.0,
                  judge: Judge = MODEL) -> tuple[float, float]:
    """The juego player's two answers to `mandar solo` (section 4), worth to his team:
    `acepto`, he plays the solo himself; `no`, the orderer plays it against him."""
    own = best_bid(hand, ctx, solo=True, noise=noise, judge=judge)[1]
    return own, against(hand, ctx, True, orderer, judge)


def mandar_value(hand: Sequence[Card], ctx: Context, juego: int, noise: float = 0.0,
                 judge: Judge = MODEL) -> float:
    """Ordering a solo over an opponent's juego commits the orderer to a solo (section 4):
    the juego player, who has the preference, plays it himself when that is worth more to
    him (`ACCEPT_SHARE` of juego hands would), and otherwise the orderer plays it."""
    own = best_bid(hand, ctx, solo=True, noise=noise, judge=judge)[1]
    return (1 - ACCEPT_SHARE) * own + ACCEPT_SHARE * against(hand, ctx, True, juego)


def juego_value(hand: Sequence[Card], ctx: Context, noise: float = 0.0,
                judge: Judge = MODEL) -> float:
    """A juego, with the risk that an opponent yet to speak orders a solo over it (each
    does with a hand worth an order, `ORDER_SHARE`): then the better answer is taken."""
    v = best_bid(hand, ctx, solo=False, noise=noise, judge=judge)[1]
    if not ctx.options.mandar_solo or ctx.later_opps == 0:
        return v
    ordered = 1.0 - (1.0 - ORDER_SHARE) ** ctx.later_opps
    # The orderer, one of the opponents yet to speak, then counts as strong.
    facing = replace(ctx, opps_weak=max(0.0, ctx.opps_weak - UNKNOWN_WEAK))
    answer = max(answer_values(hand, facing, (ctx.seat + 1) % 4, noise))
    return (1 - ordered) * v + ordered * answer


# ---------------------------------------------------------------------- decisions

def _fianza_terms(opts: Options) -> tuple[float, float]:
    """(sacada, otherwise) change of the net for a pie playing the zanga's cards, and the
    constant change when he keeps his own (Art. 21, 23-25): he pays 1 to the pot and 2 to the
    fianza, the opponents 2; the fianza goes to his team only on a sacada with the zanga."""
    if not opts.takes_fianza:
        return 0.0, 0.0
    return 1.5, -2.5


def zanga_value(obs: Observation, ctx: Context, rng: random.Random, noise: float,
                samples: int) -> float:
    """The pie's `zanga`: the mean over random zangas of the better of the two hands."""
    hidden = [c for c in DECK if c not in set(obs.hand)]
    blind = obs.options.zanga is not ZangaMode.FIANZA
    pot = ctx.pot + (0.0 if blind else 1.0)
    win, lose = _fianza_terms(obs.options)
    _, own = best_bid(obs.hand, ctx, solo=False, noise=noise, pot=pot)
    total = 0.0
    for _ in range(samples):
        zanga = rng.sample(hidden, 8)
        _, z = best_bid(zanga, ctx, solo=False, noise=noise, pot=pot, fianza=(win, lose))
        total += z if blind else max(z, own + lose)
    return total / samples


def word_values(obs: Observation, rng: random.Random, noise: float = 0.0,
                zanga_samples: int = 24, judge: Judge = MODEL) -> dict[Action, float]:
    """Expected net vales of every word the seat may say now."""
    ctx = context(obs)
    t = talk(obs)
    me = obs.seat
    pass_cost = 0.5 if ctx.own_vales > 0 else 0.0
    out: dict[Action, float] = {}
    for a in obs.legal:
        if a.kind is not Kind.SAY:
            continue
        w = a.value
        if w is Word.JUEGO:
            v = juego_value(obs.hand, ctx, noise, judge)
        elif w is Word.SOLO:
            v = best_bid(obs.hand, ctx, solo=True, noise=noise, judge=judge)[1]
        elif w is Word.ZANGA:
            v = zanga_value(obs, ctx, rng, noise, zanga_samples)
        elif w is Word.MANDAR_SOLO:
            assert t.juego is not None
            v = mandar_value(obs.hand, ctx, t.juego, noise, judge)
        else:  # paso
            v = -pass_cost
            bidder = t.solo if t.solo is not None else t.juego
            if bidder is not None and team(bidder) == team(me):
                v += typical_juego(ctx.pot + 1, ctx)
            elif bidder is not None:
                v += against(obs.hand, replace(ctx, pot=ctx.pot + 1), t.solo is not None,
                             bidder, judge)
        out[a] = v
    return out


def choose_word(obs: Observation, rng: random.Random, noise: float = 0.0,
                mandar: bool = True, judge: Judge = MODEL) -> Action:
    values = word_values(obs, rng, noise, judge=judge)
    if not mandar:
        values = {a: v for a, v in values.items() if a.value is not Word.MANDAR_SOLO} or values
    return best_word(obs, values)


def best_word(obs: Observation, values: dict[Action, float]) -> Action:
    """The word worth most; of equal ones, the first the rules list."""
    return max(values, key=lambda a: (values[a], -obs.legal.index(a)))


def _declaring_solo(obs: Observation) -> bool:
    t = talk(obs)
    return t.solo == obs.seat


def trump_values(obs: Observation, noise: float = 0.0,
                 judge: Judge = MODEL) -> dict[Action, float]:
    """What the bid standing is worth to the nombrado's team under each trump he may name."""
    ctx = context(obs)
    solo = _declaring_solo(obs)
    out: dict[Action, float] = {}
    for a in obs.legal:
        if a.kind is Kind.TRUMP and isinstance(a.value, Suit):
            suit = a.value
            out[a] = value(judge.outcome(obs.hand, suit, ctx, solo, noise), ctx.pot, ctx, solo,
                           estuche_chance(obs.hand, suit, solo))
    return out


def choose_trump(obs: Observation, noise: float = 0.0, judge: Judge = MODEL) -> Action:
    values = trump_values(obs, noise, judge)
    return best_word(obs, values)  # of equal suits, the first (section 1's order)


def answer_choices(obs: Observation, noise: float = 0.0,
                   judge: Judge = MODEL) -> dict[Action, float]:
    """The two answers to `mandar solo`, each worth to the juego player's team (section 4):
    `acepto` his own solo, `no` the orderer's against him."""
    t = talk(obs)
    assert t.mandar_by is not None
    accept, refuse = answer_values(obs.hand, context(obs), t.mandar_by, noise, judge)
    return {a: accept if a.value is Answer.ACEPTO else refuse
            for a in obs.legal if a.kind is Kind.ANSWER}


def choose_answer(obs: Observation, noise: float = 0.0, judge: Judge = MODEL) -> Action:
    """`mandar solo` was ordered, so a solo will be played (section 4): accept (play it
    himself) when his own solo is worth more to his team than the orderer's against it."""
    values = answer_choices(obs, noise, judge)
    accept = next(v for a, v in values.items() if a.value is Answer.ACEPTO)
    refuse = next(v for a, v in values.items() if a.value is Answer.NO)
    answer = Answer.ACEPTO if accept > refuse else Answer.NO
    return next(a for a in obs.legal if a.value is answer)


def keep_values(obs: Observation, noise: float = 0.0) -> dict[Action, float]:
    """The pie has seen the zanga: each hand's worth to his team, the fianza counted."""
    assert obs.zanga is not None
    ctx = context(obs)
    win, lose = _fianza_terms(obs.options)
    _, z = best_bid(obs.zanga, ctx, solo=False, noise=noise, fianza=(win, lose))
    _, own = best_bid(obs.hand, ctx, solo=False, noise=noise)
    return {a: z if a.value is Keep.ZANGA else own + lose
            for a in obs.legal if a.kind is Kind.KEEP}


def choose_keep(obs: Observation, noise: float = 0.0) -> Action:
    """The pie plays the hand worth more (the zanga's when equal)."""
    values = keep_values(obs, noise)
    zanga = next(v for a, v in values.items() if a.value is Keep.ZANGA)
    own = next(v for a, v in values.items() if a.value is Keep.OWN)
    keep = Keep.ZANGA if zanga >= own else Keep.OWN
    return next(a for a in obs.legal if a.value is keep)
