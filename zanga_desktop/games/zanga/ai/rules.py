"""The `rules` baseline: fixed rules of thumb, the arena's yardstick. Never tune this file.

Every choice is a score per legal action, so that Principiante can use the same scores with a
temperature and err the way a beginner does, while never playing absurdly.
"""

from __future__ import annotations

from ..rules import Action, Answer, Card, Keep, Kind, Observation, Suit, Word
from ..rules.cards import TRUMPS
from .evaluator import best_trump, trump_tricks
from .view import legal_cards, order_of, talk, team, trick_winner, unseen

JUEGO_AT = 3.0  # own tricks for juego: a partner brings about two more
SOLO_AT = 5.3  # alone against two
PIE_JUEGO_AT = 2.5  # the pie after three passes must play (Art. 21)


def masters(obs: Observation) -> list[Card]:
    """Cards of this hand that no unseen card beats inside their suit in play."""
    order = order_of(obs)
    hidden = unseen(obs)
    top: dict[str, int] = {}
    for c in hidden:
        g = order.play_suit[c.index]
        top[g] = max(top.get(g, -1), order.power[c.index])
    return [c for c in obs.hand if order.power[c.index] > top.get(order.play_suit[c.index], -1)]


def cost(obs: Observation, card: Card, winners: set[Card]) -> float:
    """What giving `card` away costs: its power, more for trumps and masters."""
    order = order_of(obs)
    p = float(order.power[card.index])
    if card in order.matadores:
        p += 50
    if card in winners:
        p += 8
    return p


def card_scores(obs: Observation) -> dict[Card, float]:
    """A score per legal card (higher is better) by the rules of thumb of section 5 play."""
    order = order_of(obs)
    legal = legal_cards(obs)
    me = obs.seat
    t = talk(obs)
    declarer = t.declarer if t.declarer is not None else obs.nombrado
    attacking = declarer is not None and team(declarer) == team(me)
    winners = set(masters(obs))
    hidden = unseen(obs)
    scores: dict[Card, float] = {}
    if not obs.trick:
        n_trumps = sum(1 for c in obs.hand if order.play_suit[c.index] == TRUMPS)
        for c in legal:
            g = order.play_suit[c.index]
            if g == TRUMPS:
                if attacking and c in winners and n_trumps >= 2:
                    scores[c] = 5 + order.power[c.index] / 200
                elif attacking and n_trumps >= 4:
                    scores[c] = 2 - order.power[c.index] / 200
                else:
                    scores[c] = -1 - order.power[c.index] / 200
            elif c in winners:
                scores[c] = 4 + order.power[c.index] / 100
            else:
                length = sum(1 for d in obs.hand if order.play_suit[d.index] == g)
                scores[c] = 1 + length / 10 - order.power[c.index] / 100
        return scores
    win_seat, best = trick_winner(order, obs.trick)
    active = 3 if obs.out_seat is not None else 4
    last = len(obs.trick) == active - 1
    partner_wins = team(win_seat) == team(me)
    beaters = [c for c in legal if order.beats(c, best)]
    safe_best = last or not any(order.beats(h, best) for h in hidden)
    if partner_wins and safe_best:
        return {c: -cost(obs, c, winners) for c in legal}
    if beaters and not partner_wins:
        partner_to_play = not last and len(obs.trick) == active - 2 and active == 4
        cheapest = min(beaters, key=lambda c: cost(obs, c, winners))
        safe = last or not any(order.beats(h, cheapest) for h in hidden)
        if safe or not partner_to_play:
            for c in legal:
                scores[c] = -cost(obs, c, winners) - 200
            for c in beaters:
                scores[c] = 100 - cost(obs, c, winners)
            return scores
    return {c: -cost(obs, c, winners) for c in legal}


def speak_scores(obs: Observation, mine: float | None = None) -> dict[Action, float]:
    """Scores for the words of section 4, from what the hand is worth (`mine`, in tricks)."""
    words = {a.value: a for a in obs.legal if a.kind is Kind.SAY}
    if mine is None:
        _, mine = best_trump(obs.hand)
    t = talk(obs)
    pie_forced = Word.ZANGA in words and Word.PASO not in words
    wanted: list[Word] = []
    if mine >= SOLO_AT:
        wanted.append(Word.SOLO)
    if mine >= JUEGO_AT:
        wanted.append(Word.JUEGO)
        if t.juego is not None and team(t.juego) != team(obs.seat) and mine >= SOLO_AT - 0.5:
            # Over an opponent's juego: a plain solo where the preset allows it, else order
            # one (section 4, Art. 54): ordering commits this seat to the solo.
            wanted += [Word.SOLO, Word.MANDAR_SOLO]
    if pie_forced:
        wanted += [Word.JUEGO] if mine >= PIE_JUEGO_AT else [Word.ZANGA, Word.JUEGO]
    wanted += [Word.PASO, Word.JUEGO, Word.SOLO, Word.ZANGA]
    scores: dict[Action, float] = {}
    for rank, w in enumerate(wanted):
        if w in words and words[w] not in scores:
            scores[words[w]] = -float(rank)
    for a in words.values():
        scores.setdefault(a, -100.0)
    return scores


def choose(obs: Observation) -> Action:
    """The baseline's action: always one of `obs.legal`."""
    legal = obs.legal
    kinds = {a.kind for a in legal}
    if Kind.PLAY in kinds:
        call = next((a for a in legal if a.kind is Kind.CALL), None)
        if call is not None and len(masters(obs)) >= 3:
            return call
        scores = card_scores(obs)
        card = max(scores, key=lambda c: scores[c])
        return next(a for a in legal if a.kind is Kind.PLAY and a.value == card)
    if Kind.SAY in kinds:
        s = speak_scores(obs)
        return max(s, key=lambda a: s[a])
    if Kind.TRUMP in kinds:
        suit, _ = best_trump(obs.hand)
        return next(a for a in legal if a.value == suit)
    if Kind.ANSWER in kinds:
        # A solo is played either way (section 4): play it himself with a solo's hand, else
        # leave it to the orderer.
        _, mine = best_trump(obs.hand)
        answer = Answer.ACEPTO if mine >= SOLO_AT - 0.3 else Answer.NO
        return next(a for a in legal if a.value is answer)
    if Kind.KEEP in kinds:
        assert obs.zanga is not None
        keep = Keep.ZANGA if best_trump(obs.zanga)[1] > best_trump(obs.hand)[1] else Keep.OWN
        return next(a for a in legal if a.value is keep)
    if Kind.TODAS in kinds:
        go = len(masters(obs)) >= len(obs.hand)
        return next(a for a in legal if a.value is go)
    return legal[0]


def trump_value(obs: Observation, suit: Suit) -> float:
    return trump_tricks(obs.hand, suit)
