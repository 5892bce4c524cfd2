"""Speaking and trumps by expected vales (bidding.py), the fitted table, play inference."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.zanga.ai import make_player
from zanga_desktop.games.zanga.ai.bid_table import ACCEPT_SHARE, MODELS, ORDER_SHARE, TYPICAL
from zanga_desktop.games.zanga.ai.bidding import (
    DEFENCE_FEATURES,
    FEATURES,
    Outcome,
    context,
    features,
    predict,
    value,
)
from zanga_desktop.games.zanga.ai.sampler import play_facts, play_weight
from zanga_desktop.games.zanga.ai.train_bids import fit
from zanga_desktop.games.zanga.rules import (
    DECK,
    Card,
    Deal,
    GameState,
    Kind,
    Observation,
    Phase,
    Suit,
    Word,
    make_options,
    observe,
)
from zanga_desktop.games.zanga.rules.cards import parse_cards

HOPELESS = ["3o", "4o", "5c", "6c", "3e", "4e", "3b", "4b"]
STRONG = ["1e", "1b", "7o", "1o", "12o", "11o", "10o", "12c"]


def deal_with(seat: int, hand: list[str], rng: random.Random) -> Deal:
    mine = parse_cards(hand)
    rest = [c for c in DECK if c not in mine]
    rng.shuffle(rest)
    hands: list[tuple[Card, ...]] = []
    for s in range(4):
        if s == seat:
            hands.append(mine)
        else:
            hands.append(tuple(rest[:8]))
            rest = rest[8:]
    return Deal(tuple(hands), tuple(rest))


def speaking_obs(hand: list[str], seat: int, passes_before: int, rng: random.Random,
                 preset: str = "manual") -> Observation:
    """`seat` holds `hand`; the `passes_before` seats speaking before it passed."""
    mano = (seat - passes_before) % 4
    dealer = (mano - 1) % 4
    state = GameState(make_options(preset), first_hand=False, dealer=dealer)
    state.start_hand(dealer, deal_with(seat, hand, rng))
    while state.to_act != seat:
        state.apply(next(a for a in state.legal_actions() if a.value is Word.PASO))
    return observe(state, seat)


def test_the_table_loads() -> None:
    assert set(MODELS) == {"juego", "solo", "juego_against", "solo_against"}
    for name, (w, a1, a2) in MODELS.items():
        against = name.endswith("_against")
        assert len(w) == len(DEFENCE_FEATURES if against else FEATURES)
        assert a1 > a2  # a puesta or better is likelier than a sacada
        # More tricks in the bidder's hand, better outcomes; in a defender's, worse.
        assert (w[0] < 0) if against else (w[0] > 0)
    assert abs(sum(TYPICAL) - 1) < 1e-3
    assert 0 < ORDER_SHARE < ACCEPT_SHARE < 1


def test_predictions_are_distributions_and_monotone() -> None:
    weak = features(parse_cards(HOPELESS), Suit.OROS, 1.0, 0.75, 1.5)
    strong = features(parse_cards(STRONG), Suit.OROS, 1.0, 0.75, 1.5)
    for kind in ("juego", "solo"):
        for x in (weak, strong):
            o = predict(kind, x)
            assert min(o.codillo, o.puesta, o.sacada) >= 0
            assert abs(o.codillo + o.puesta + o.sacada - 1) < 1e-9
        assert predict(kind, strong).sacada > predict(kind, weak).sacada
    assert predict("juego", strong).sacada > 0.9
    assert predict("solo", weak).sacada < 0.05


@pytest.mark.parametrize("passes", [0, 1, 2])
@pytest.mark.parametrize("level", ["normal", "experto", "maestro"])
def test_never_declares_with_a_hopeless_hand(level: str, passes: int) -> None:
    rng = random.Random(passes)
    for k in range(6):
        obs = speaking_obs(HOPELESS, k % 4, passes, rng)
        action = make_player(level, seed=k).decide(obs)
        assert action.value is Word.PASO, (level, passes, action)


@pytest.mark.parametrize("level", ["experto", "maestro"])
def test_a_strong_hand_declares_and_names_its_suit(level: str) -> None:
    rng = random.Random(3)
    for k in range(4):
        obs = speaking_obs(STRONG, k, 0, rng)
        action = make_player(level, seed=k).decide(obs)
        assert action.value in (Word.JUEGO, Word.SOLO)
    state = GameState(make_options("manual"), first_hand=False, dealer=3)
    state.start_hand(3, deal_with(0, STRONG, rng))
    state.apply(next(a for a in state.legal_actions() if a.value is Word.SOLO))
    while state.phase is Phase.SPEAKING:
        state.apply(next(a for a in state.legal_actions() if a.value is Word.PASO))
    assert state.phase is Phase.TRUMP and state.to_act == 0
    obs = observe(state, 0)
    assert make_player("maestro", seed=1).decide(obs).value is Suit.OROS


def test_the_pie_forced_chooses_legally_and_sensibly() -> None:
    rng = random.Random(5)
    for k in range(8):
        obs = speaking_obs(HOPELESS, k % 4, 3, rng)
        words = {a.value for a in obs.legal}
        assert Word.PASO not in words
        action = make_player("experto", seed=k).decide(obs)
        assert action in obs.legal
        # A hopeless pie takes the zanga rather than play his own cards.
        assert action.value is Word.ZANGA


def test_values_follow_the_payments() -> None:
    rng = random.Random(1)
    obs = speaking_obs(STRONG, 2, 1, rng)
    ctx = context(obs)
    sure = value(Outcome(0.0, 0.0, 1.0), 8.0, ctx, solo=False)
    lost = value(Outcome(1.0, 0.0, 0.0), 8.0, ctx, solo=False)
    assert sure == 4.0  # the pot, half of it net (the centre counts for neither team)
    assert lost == -8.0  # the defenders take the pot and as much goes into the centre
    assert value(Outcome(0.0, 0.0, 1.0), 8.0, ctx, solo=True) == 6.0  # solo bonus


def test_speaking_is_legal_and_orders_are_answered() -> None:
    """Experto speaks legally through whole auctions; an order it says is answered
    (test_ai_mandar.py checks who orders and who accepts)."""
    rng = random.Random(7)
    orders = answers = 0
    for hand in range(24):
        state = GameState(make_options("manual"), first_hand=False, dealer=hand % 4)
        state.start_hand(hand % 4, Deal.shuffled(rng, hand % 4))
        players = [make_player("experto", seed=hand * 4 + s, effort=0.05) for s in range(4)]
        while state.phase in (Phase.SPEAKING, Phase.ANSWER, Phase.KEEP, Phase.TRUMP):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            action = players[seat].decide(obs)
            assert action in obs.legal
            orders += action.value is Word.MANDAR_SOLO
            answers += action.kind is Kind.ANSWER
            state.apply(action)
    assert answers == orders


def test_fit_recovers_a_monotone_model() -> None:
    rng = random.Random(2)
    xs = [[rng.uniform(0, 6)] for _ in range(300)]
    ys = [2 if x[0] + rng.gauss(0, 0.5) > 3.5 else 1 if x[0] + rng.gauss(0, 0.5) > 2.5 else 0
          for x in xs]
    w, a1, a2 = fit(xs, ys, iters=300)
    assert w[0] > 0 and a1 > a2
    assert -a1 / w[0] < -a2 / w[0]  # the puesta threshold lies below the sacada one


def test_a_seat_that_let_the_trick_go_probably_had_no_winner() -> None:
    rng = random.Random(4)
    state = GameState(make_options("manual"), first_hand=False, dealer=0)
    state.start_hand(0, Deal.shuffled(rng, 0))
    rules = make_player("rules")
    checked = 0
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER) and checked < 20:
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        if state.phase is Phase.PLAY:
            facts = play_facts(obs, 0.2, 0.5)
            for s, _card, alt, factor in facts.items:
                assert s != seat and 0 < factor < 1 and alt
                hit = {s: tuple(alt)[:1]}
                assert play_weight(facts, hit) < 1.0
                checked += 1
        state.apply(rules.decide(obs))
    assert play_weight(play_facts(obs, 0.2, 0.5), {}) == 1.0
