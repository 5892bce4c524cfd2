"""The hint's reasons quote the figures the AI decides by (bid model chances for speaking)."""

from __future__ import annotations

import random
import re

from deals import deal_of

from zanga_desktop.games.zanga.ai import bidding, hint
from zanga_desktop.games.zanga.ai.hints import bid_chance, reason
from zanga_desktop.games.zanga.rules import Deal, GameState, Kind, Word, make_options, observe


def _speaking(deal: Deal, dealer: int = 0) -> GameState:
    state = GameState(make_options("manual"), first_hand=False, dealer=dealer)
    state.start_hand(dealer, deal)
    return state


def test_speaking_hints_quote_the_bid_models_chance() -> None:
    rng = random.Random(5)
    words = set()
    for n in range(30):
        state = _speaking(Deal.shuffled(rng, n % 4), n % 4)
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        h = hint(obs, effort=0.05)
        if h.action.kind is not Kind.SAY or h.action.value not in (Word.PASO, Word.JUEGO,
                                                                      Word.SOLO):
            continue
        words.add(h.action.value)
        suit, pct = bid_chance(obs, h.action.value is Word.SOLO)
        ctx = bidding.context(obs)
        exact = bidding.outcome(obs.hand, suit, ctx, h.action.value is Word.SOLO).sacada
        assert abs(pct - 100 * exact) <= 2.5 and pct % 5 == 0
        assert f"about {pct}%" in h.reason and suit.spanish in h.reason
    assert {Word.PASO, Word.JUEGO} <= words


def test_a_stronger_hand_is_given_better_chances() -> None:
    # Seat 1 speaks first (dealer 0). Three matadores and long oros against a handful of
    # low cards of every suit.
    strong = observe(_speaking(deal_of({1: "1e 1b 1o 12o 11o 10o 7o 12c"})), 1)
    weak = observe(_speaking(deal_of({1: "2e 3b 4c 5e 4b 2c 3e 5b"})), 1)
    s_suit, s_pct = bid_chance(strong, solo=False)
    _, w_pct = bid_chance(weak, solo=False)
    assert s_suit.spanish == "oros"
    assert s_pct > w_pct + 30
    assert int(re.findall(r"(\d+)%", reason(strong, next(
        a for a in strong.legal if a.value is Word.JUEGO)).english())[0]) == s_pct


def test_a_pass_after_a_juego_is_explained_by_who_bid() -> None:
    state = _speaking(deal_of({1: "1e 1b 1o 12o 11o 10o 7o 12c"}))
    juego = next(a for a in state.legal_actions() if a.value is Word.JUEGO)
    state.apply(juego)  # seat 1
    opponent = observe(state, 2)
    paso = next(a for a in opponent.legal if a.value is Word.PASO)
    _, pct = bid_chance(opponent, solo=True)
    said = reason(opponent, paso).english()
    assert "play solo" in said and f"about {pct}%" in said
    state.apply(paso)
    partner = observe(state, 3)
    paso = next(a for a in partner.legal if a.value is Word.PASO)
    assert "your partner's bid stands" in reason(partner, paso).english()


def test_cinco_and_todas_hints_quote_how_often_the_side_wins_every_trick() -> None:
    from zanga_desktop.games.zanga.ai import make_player
    from zanga_desktop.games.zanga.rules import Phase

    rng = random.Random(3)
    rules = make_player("rules")
    seen: dict[Kind, int] = {}
    for n in range(200):
        state = _speaking(Deal.shuffled(rng, n % 4), n % 4)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            kinds = {a.kind for a in obs.legal}
            if kinds & {Kind.CALL, Kind.TODAS}:
                h = hint(obs, effort=0.05)
                if h.action.kind in (Kind.CALL, Kind.TODAS):
                    assert h.chance is not None and 0 <= h.chance <= 100
                    assert h.chance % 5 == 0 and f"about {h.chance}%" in h.reason
                    seen[h.action.kind] = seen.get(h.action.kind, 0) + 1
                else:
                    assert h.chance is None
            state.apply(rules.decide(obs))
        if len(seen) == 2:
            break
    assert set(seen) == {Kind.CALL, Kind.TODAS}
