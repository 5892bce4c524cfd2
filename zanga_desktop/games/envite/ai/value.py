"""What piedras are worth: a team's chance of winning the chico from a score.

Gains above the tumbo are lost (section 6) and the tumbo changes everything (section 9), so a
piedra is not worth the same at 0 as at 7: the levels bet, answer and tumban by the chance of
the chico each choice leads to, under a plain model of the hands to come (each won by either
team with even chances, a team in tumbo choosing the better of tumbar and achicarse).
"""

from __future__ import annotations

from functools import lru_cache

from ..rules import CHICO, Options
from ..rules.state import ACHICARSE_PIEDRAS, LOST_TUMBO_PIEDRAS


@lru_cache(maxsize=64)
def _table(cap: int, per_hand: int) -> tuple[tuple[float, ...], ...]:
    v: dict[tuple[int, int], float] = {}

    def val(a: int, b: int) -> float:
        if (a, b) in v:
            return v[(a, b)]
        if a >= cap and b >= cap:
            out = 0.5  # tumbo forzoso
        elif a >= cap:
            tumbar = 0.5 + 0.5 * val(cap, min(cap, b + LOST_TUMBO_PIEDRAS))
            out = max(tumbar, val(cap, min(cap, b + ACHICARSE_PIEDRAS)))
        elif b >= cap:
            out = 1.0 - val(b, a)
        else:
            out = 0.5 * val(min(cap, a + per_hand), b) + 0.5 * val(a, min(cap, b + per_hand))
        v[(a, b)] = out
        return out

    return tuple(tuple(val(a, b) for b in range(cap + 1)) for a in range(cap + 1))


def chico_chance(options: Options, ours: int, theirs: int) -> float:
    """Our chance of the chico at `ours` piedras against `theirs`."""
    cap = options.tumbo_at
    return _table(cap, options.hand_piedras)[min(cap, ours)][min(cap, theirs)]


def hand_value(options: Options, piedras: tuple[int, int], us: int, stake: int,
               p: float) -> float:
    """The chance of the chico if a hand at `stake` is played out and won with chance `p`."""
    if stake == CHICO:
        return p
    ours, theirs = piedras[us], piedras[1 - us]
    cap = options.tumbo_at
    return (p * chico_chance(options, min(cap, ours + stake), theirs)
            + (1 - p) * chico_chance(options, ours, min(cap, theirs + stake)))


def scored(options: Options, piedras: tuple[int, int], us: int, winner_is_us: bool,
           gain: int) -> float:
    """The chance of the chico once one team has scored `gain` at once (a refused bet)."""
    ours, theirs = piedras[us], piedras[1 - us]
    cap = options.tumbo_at
    if winner_is_us:
        return chico_chance(options, min(cap, ours + gain), theirs)
    return chico_chance(options, ours, min(cap, theirs + gain))


def accepted(p: float) -> tuple[float, float]:
    """How a bet is answered when we win the hand with chance `p`: the chance it is
    accepted, and our chance of the hand once it is. The other team answers knowing its own
    cards, so it accepts more when we are weaker, and an accepted bet is a worse one for us
    than the bet alone said."""
    return 1.0 - p * p, p ** 1.5


def _bet_value(options: Options, piedras: tuple[int, int], us: int, refused: int, step: int,
               p: float, answer: tuple[float, float] | None = None) -> float:
    q, p_taken = answer if answer is not None else accepted(p)
    return (q * hand_value(options, piedras, us, step, p_taken)
            + (1 - q) * scored(options, piedras, us, True, refused))


def bet_gain(options: Options, piedras: tuple[int, int], us: int, stake: int, step: int,
             p: float, answer: tuple[float, float] | None = None) -> float:
    """How much a bet of `step` over `stake` raises our chance of the chico, against not
    betting: accepted it plays for `step`, refused it scores `stake` now. `answer` is how the
    bet would be answered (its chance of being accepted, ours of the hand then), if judged."""
    return (_bet_value(options, piedras, us, stake, step, p, answer)
            - hand_value(options, piedras, us, stake, p))


def answer_values(options: Options, piedras: tuple[int, int], us: int, stake: int, bet: int,
                  raise_to: int | None, p: float, answer: tuple[float, float] | None = None
                  ) -> dict[str, float]:
    """Our chance of the chico after each answer to a bet of `bet` over `stake`."""
    out = {"quiero": hand_value(options, piedras, us, bet, p),
           "paso": scored(options, piedras, us, False, stake)}
    if raise_to is not None:
        out["raise"] = _bet_value(options, piedras, us, bet, raise_to, p, answer)
    return out


def tumbo_values(options: Options, piedras: tuple[int, int], us: int, p: float
                 ) -> dict[str, float]:
    """Our chance of the chico after tumbar (win: the chico; lose: 3 to them) or achicarse."""
    theirs = piedras[1 - us]
    cap = options.tumbo_at
    lost = chico_chance(options, cap, min(cap, theirs + LOST_TUMBO_PIEDRAS))
    return {"tumbar": p + (1 - p) * lost,
            "achicarse": chico_chance(options, cap, min(cap, theirs + ACHICARSE_PIEDRAS))}
