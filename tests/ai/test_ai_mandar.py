"""Mandar solo as a bid (section 4): who orders, who accepts, who plays the solo, for every
level, the baseline included, and what the talk then tells the others."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.core.budget import Budget
from zanga_desktop.games.zanga.ai import Level, bid_search, bidding, make_player, rules
from zanga_desktop.games.zanga.ai.evaluator import best_trump
from zanga_desktop.games.zanga.ai.players import speaker_of as arena_speaker
from zanga_desktop.games.zanga.ai.sampler import Speaker, talk_weight
from zanga_desktop.games.zanga.ai.search import todas_need
from zanga_desktop.games.zanga.ai.view import talk
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

EFFORT = 0.05
LEVELS = [lv.value for lv in Level]
HOPELESS = ["3o", "4o", "5c", "6c", "3e", "4e", "3b", "4b"]
MIDDLING = ["7c", "2c", "4c", "11e", "12e", "5e", "5b", "6b"]  # a juego, not a solo
STRONG = ["1e", "1b", "7o", "1o", "12o", "11o", "10o", "12c"]


def deal_with(fixed: dict[int, list[str]], rng: random.Random) -> Deal:
    mine = {s: parse_cards(h) for s, h in fixed.items()}
    used = {c for h in mine.values() for c in h}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands: list[tuple[Card, ...]] = []
    for s in range(4):
        if s in mine:
            hands.append(mine[s])
        else:
            hands.append(tuple(rest[:8]))
            rest = rest[8:]
    return Deal(tuple(hands), tuple(rest))


def juego_standing(fixed: dict[int, list[str]], rng: random.Random, preset: str = "manual",
                   vales: tuple[int, int] = (16, 16)) -> GameState:
    """Seat 0 is the mano and has said juego; seat 1 is to speak."""
    state = GameState(make_options(preset), vales, 32 - sum(vales), first_hand=False, dealer=3)
    state.start_hand(3, deal_with(fixed, rng))
    state.apply(next(a for a in state.legal_actions() if a.value is Word.JUEGO))
    assert state.to_act == 1
    return state


def ordered(fixed: dict[int, list[str]], rng: random.Random) -> GameState:
    """Seat 0 said juego, seat 1 ordered a solo: seat 0 is to answer."""
    state = juego_standing(fixed, rng)
    state.apply(next(a for a in state.legal_actions() if a.value is Word.MANDAR_SOLO))
    assert state.phase is Phase.ANSWER and state.to_act == 0
    return state


def decide(level: str, obs: Observation, seed: int = 1) -> object:
    action = make_player(level, seed=seed, effort=EFFORT).decide(obs)
    assert action in obs.legal
    return action.value


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_says_a_plain_solo_over_a_juego_in_the_manual(level: str) -> None:
    """Art. 54: only `mandar solo` goes past a standing juego; a strong hand orders."""
    rng = random.Random(3)
    for k in range(4):
        state = juego_standing({1: STRONG}, rng)
        obs = observe(state, 1)
        assert all(a.value is not Word.SOLO for a in obs.legal)
        said = decide(level, obs, seed=k)
        assert said is Word.MANDAR_SOLO, (level, said)


def test_the_baseline_still_says_solo_over_juego_where_the_preset_allows_it() -> None:
    rng = random.Random(4)
    state = juego_standing({1: STRONG}, rng, preset="simplificada")
    obs = observe(state, 1)
    assert rules.choose(obs).value is Word.SOLO


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_orders_with_a_weak_hand(level: str) -> None:
    """Ordering commits the orderer to a solo: never with a hand that cannot make one."""
    rng = random.Random(5)
    for k in range(6):
        for hand in (HOPELESS, MIDDLING):
            obs = observe(juego_standing({1: hand}, rng), 1)
            assert decide(level, obs, seed=k) is Word.PASO, (level, hand)


@pytest.mark.parametrize("level", LEVELS)
def test_the_juego_player_accepts_with_a_solo_hand_and_leaves_it_otherwise(level: str) -> None:
    rng = random.Random(6)
    for k in range(4):
        strong = observe(ordered({0: STRONG, 1: MIDDLING}, rng), 0)
        assert decide(level, strong, seed=k) == "acepto"
        weak = observe(ordered({0: HOPELESS, 1: STRONG}, rng), 0)
        assert decide(level, weak, seed=k) == "no"


def test_either_answer_leaves_a_solo_and_the_talk_says_whose() -> None:
    rng = random.Random(7)
    for answer, player in (("acepto", 0), ("no", 1)):
        state = ordered({}, rng)
        state.apply(next(a for a in state.legal_actions() if a.value == answer))
        t = talk(observe(state, 2))
        assert t.solo == player and t.declarer == player and t.mandar_by == 1
        assert t.answer == answer
        while state.phase is Phase.SPEAKING:
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            assert [a.value for a in obs.legal] == [Word.PASO]
            state.apply(make_player("maestro", seed=seat, effort=EFFORT).decide(obs))
        assert state.phase is Phase.TRUMP and state.to_act == player
        assert state.out_seat == (player + 2) % 4


@pytest.mark.parametrize("level", LEVELS)
def test_a_broke_player_facing_a_juego_orders_and_the_hand_is_played(level: str) -> None:
    """Art. 42: a player whose team has no vales must say `mandar solo` after an opponent's
    juego; every level says it and plays the hand out."""
    rng = random.Random(8)
    state = juego_standing({}, rng, vales=(18, 0))
    obs = observe(state, 1)
    assert [a.value for a in obs.legal] == [Word.MANDAR_SOLO]
    assert decide(level, obs) is Word.MANDAR_SOLO
    players = [make_player(level, seed=s, effort=EFFORT) for s in range(4)]
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        o = observe(state, seat)
        action = players[seat].decide(o)
        assert action in o.legal
        state.apply(action)
    assert state.results[-1].solo


def test_answer_values_weigh_the_own_solo_against_the_orderers() -> None:
    rng = random.Random(9)
    strong = observe(ordered({0: STRONG}, rng), 0)
    accept, refuse = bidding.answer_values(strong.hand, bidding.context(strong), 1)
    assert accept > 0 and accept > refuse
    weak = observe(ordered({0: HOPELESS}, rng), 0)
    accept, refuse = bidding.answer_values(weak.hand, bidding.context(weak), 1)
    assert accept < refuse < 0
    # The more the juego player holds, the worse the orderer's solo does against him.
    ctx = bidding.context(weak)
    assert bidding.against(strong.hand, ctx, True, 1) > bidding.against(weak.hand, ctx, True, 1)


def test_ordering_carries_the_solos_risk() -> None:
    rng = random.Random(10)
    for hand, better in ((HOPELESS, Word.PASO), (MIDDLING, Word.PASO),
                         (STRONG, Word.MANDAR_SOLO)):
        obs = observe(juego_standing({1: hand}, rng), 1)
        values = bidding.word_values(obs, rng)
        by_word = {a.value: v for a, v in values.items()}
        assert max(by_word, key=lambda w: by_word[w]) is better, (hand, by_word)
    obs = observe(juego_standing({1: HOPELESS}, rng), 1)
    ctx = bidding.context(obs)
    # A hopeless order loses more than the pass it replaces (a pass pays one vale).
    assert bidding.mandar_value(obs.hand, ctx, 0) < -2.0


def test_principiante_orders_and_answers_sanely() -> None:
    """Over many hands Principiante orders only with a hand worth a solo (its misjudgement
    is half a trick) and accepts only with a strong one."""
    rng = random.Random(11)
    orders = accepts = 0
    for k in range(200):
        state = juego_standing({}, rng)
        obs = observe(state, 1)
        worth = best_trump(obs.hand)[1]
        said = decide("principiante", obs, seed=k)
        if said is Word.MANDAR_SOLO:
            orders += 1
            assert worth >= 3.5, obs.hand
        state = ordered({}, rng)
        obs = observe(state, 0)
        if decide("principiante", obs, seed=k) == "acepto":
            accepts += 1
            assert best_trump(obs.hand)[1] >= 3.5, obs.hand
    assert orders < 40 and accepts < 40


def test_the_order_and_the_answer_tell_the_others_different_things() -> None:
    """The sampler reads an order as a hand worth a solo, `acepto` as a juego player strong
    enough to play alone, `no` as one who is not (section 4)."""
    rng = random.Random(12)
    state = ordered({}, rng)
    strong, weak = parse_cards(STRONG), parse_cards(HOPELESS)
    obs = observe(state, 2)  # the orderer's partner sees the order
    assert talk_weight(obs, {1: strong}) > 10 * talk_weight(obs, {1: weak})
    for answer, likelier in (("acepto", strong), ("no", weak)):
        s = GameState(state.options, first_hand=False, dealer=3)
        assert state.deal is not None
        s.start_hand(3, state.deal)
        for a in state.actions:
            s.apply(a)
        s.apply(next(a for a in s.legal_actions() if a.value == answer))
        o = observe(s, 3)
        other = weak if likelier is strong else strong
        assert talk_weight(o, {0: likelier}) > talk_weight(o, {0: other}), answer


def test_todas_is_sought_when_its_chance_pays() -> None:
    rng = random.Random(13)
    state = juego_standing({}, rng)
    obs = observe(state, 0)
    assert todas_need(obs) == pytest.approx(0.5)  # 2 to collect, 2 to pay back
    simp = GameState(make_options("simplificada"), first_hand=False, dealer=3)
    simp.start_hand(3, Deal.shuffled(rng, 3))
    assert todas_need(observe(simp, 0)) == pytest.approx(2 / 3)  # +3P or -3P against +P


def test_every_level_answers_in_every_random_order_position() -> None:
    """Random hands with random orders (both answers reached), each level legal."""
    rng = random.Random(14)
    answers: set[str] = set()
    for k in range(40):
        state = ordered({}, rng)
        obs = observe(state, 0)
        level = LEVELS[k % len(LEVELS)]
        action = make_player(level, seed=k, effort=EFFORT).decide(obs)
        assert action in obs.legal and action.kind is Kind.ANSWER
        answers.add(str(action.value))
    assert answers == {"acepto", "no"}


def test_maestros_judge_blends_the_solver_with_the_model() -> None:
    """bid_search.py: the model counts as PRIOR deals; a hand other than the seat's own (a
    zanga the pie weighs) is judged by the model alone."""
    prior = bidding.Outcome(0.5, 0.25, 0.25)
    tally = bid_search.Tally()
    assert tally.blend(prior) == prior
    for _ in range(int(bid_search.PRIOR)):
        tally.add(2)
    mixed = tally.blend(prior)
    assert mixed.sacada == pytest.approx((bid_search.PRIOR * 0.25 + bid_search.PRIOR)
                                         / (2 * bid_search.PRIOR))
    assert abs(mixed.codillo + mixed.puesta + mixed.sacada - 1) < 1e-9
    rng = random.Random(15)
    obs = observe(ordered({0: STRONG}, rng), 0)
    asked = bid_search.questions(obs, 2)
    # Answering: its own solo under two suits, and the orderer's solo against it.
    assert [(q.declarer, q.solo) for q in asked] == [(0, True), (0, True), (1, True)]
    judge = bid_search.build(obs, rng, 3, Budget(10**9), None)
    assert sum(sum(t.counts) for t in judge.own.values()) == 6
    assert sum(judge.theirs[True].counts) == 3
    ctx = bidding.context(obs)
    other = parse_cards(HOPELESS)
    assert judge.outcome(other, Suit.OROS, ctx, True) == bidding.outcome(other, Suit.OROS,
                                                                        ctx, True)


def test_maestro_passes_to_a_juego_it_cannot_beat_and_orders_with_a_strong_hand() -> None:
    rng = random.Random(16)
    for k in range(3):
        weak = observe(juego_standing({1: HOPELESS}, rng), 1)
        assert make_player("maestro", seed=k).decide(weak).value is Word.PASO
        strong = observe(juego_standing({1: STRONG}, rng), 1)
        assert make_player("maestro", seed=k).decide(strong).value is Word.MANDAR_SOLO


def test_a_pass_that_was_the_only_word_says_nothing() -> None:
    """In the Manual the juego player's partner can only pass (Art. 54), and so can everyone
    once a solo stands: such a pass weighs no deal; a pass to an opponent's juego says the
    hand was not worth ordering a solo."""
    rng = random.Random(17)
    state = juego_standing({}, rng)
    state.apply(next(a for a in state.legal_actions() if a.value is Word.PASO))  # seat 1
    state.apply(next(a for a in state.legal_actions() if a.value is Word.PASO))  # seat 2
    obs = observe(state, 3)
    strong, weak = parse_cards(STRONG), parse_cards(HOPELESS)
    assert talk_weight(obs, {2: strong}) == talk_weight(obs, {2: weak})
    assert talk_weight(obs, {1: weak}) > 10 * talk_weight(obs, {1: strong})


def _worth_between(lo: float, hi: float, rng: random.Random,
                   taken: set[Card]) -> tuple[Card, ...]:
    """A random hand of eight from the cards not `taken`, worth `lo` to `hi` tricks."""
    rest = [c for c in DECK if c not in taken]
    for _ in range(5000):
        hand = tuple(rng.sample(rest, 8))
        if lo <= best_trump(hand)[1] <= hi:
            return hand
    raise AssertionError(f"no hand worth {lo}..{hi}")


def test_section4_each_seat_is_read_by_its_own_policy() -> None:
    """The talk is read by the policy the speaker plays by, when the table knows it: a juego
    on a middling hand is likely from the levels' bid model and unlikely from the baseline,
    which bids juego only from 3 tricks, and a pass with such a hand the other way round. A
    seat of unknown policy (a person, a bot) is read loosely, as before."""
    rng = random.Random(41)
    state = juego_standing({}, rng)  # seat 0 said juego
    obs = observe(state, 1)
    middling = _worth_between(2.1, 2.8, rng, set(obs.hand))
    model = [Speaker.MODEL] * 4
    baseline = [Speaker.BASELINE] * 4
    unknown = [Speaker.UNKNOWN] * 4
    said_juego = talk_weight(obs, {0: middling}, model)
    assert said_juego > 1.5 * talk_weight(obs, {0: middling}, baseline)
    assert talk_weight(obs, {0: middling}) == talk_weight(obs, {0: middling}, unknown)
    strong = parse_cards(STRONG)
    assert talk_weight(obs, {0: strong}, model) == pytest.approx(
        talk_weight(obs, {0: strong}, baseline), rel=0.05)
    # seat 0 passes instead, with the same middling hand
    passed = GameState(make_options("manual"), first_hand=False, dealer=3)
    assert state.deal is not None
    passed.start_hand(3, state.deal)
    passed.apply(next(a for a in passed.legal_actions() if a.value is Word.PASO))
    pobs = observe(passed, 1)
    hand = _worth_between(2.6, 2.95, rng, set(pobs.hand))
    assert talk_weight(pobs, {0: hand}, baseline) > 1.2 * talk_weight(pobs, {0: hand}, model)


def test_the_arena_tells_each_seat_whose_policy_the_others_speak_by(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from zanga_desktop.games.zanga.ai import arena

    seen: list[object] = []

    def side(spec: str, seed: int, effort: float, time_ms: int, speakers: object = None
             ) -> object:
        seen.append(speakers)
        return make_player("rules")

    monkeypatch.setattr(arena, "make_side", side)
    arena.play_deal((arena.MatchConfig("normal", "principiante", "manual", 3), 0))
    assert seen and all(s == (Speaker.MODEL, Speaker.BASELINE) * 2 for s in seen[:4])
    assert all(s == (Speaker.BASELINE, Speaker.MODEL) * 2 for s in seen[4:])
    assert arena_speaker("cmd:python3 bot.py") is Speaker.UNKNOWN
