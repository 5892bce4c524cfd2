"""La Báciga's computer players: only legal actions, no peeking, the same decision for the
same observation and seed, the exact distribution of the unseen cards, the score weighed,
and arenas that replay byte for byte."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from baciga_positions import cards, position, run

from zanga_desktop.core.deck import DECK
from zanga_desktop.games.baciga.ai import Level, make_player
from zanga_desktop.games.baciga.ai.arena import MatchConfig, run_match
from zanga_desktop.games.baciga.ai.draw import DrawSearch
from zanga_desktop.games.baciga.ai.knowledge import COMODIN, Knowledge
from zanga_desktop.games.baciga.ai.sampler import determinize
from zanga_desktop.games.baciga.ai.talk import TalkChoice, TalkStyle, keep_prospects
from zanga_desktop.games.baciga.ai.value import win_chance
from zanga_desktop.games.baciga.game import GAME
from zanga_desktop.games.baciga.rules import BacigaState, Kind, Way, Word, observe

LEVELS = [lv.value for lv in Level]


def _copy(state: BacigaState) -> BacigaState:
    clone = copy.copy(state)
    clone._history = []
    return clone


def _positions(seats: int, count: int, seed: int, options: dict[str, object] | None = None
               ) -> list[BacigaState]:
    out = []
    for g in range(count):
        rng = random.Random(seed * 100 + g)
        match = GAME.new_match(seats=seats, options=options or {})
        match.deal(rng)
        while match.state.in_deal:
            out.append(_copy(match.state))
            match.apply(rng.choice(match.legal_actions()))
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 4])
def test_every_level_plays_only_legal_actions_through_whole_games(level: str, seats: int
                                                                   ) -> None:
    for g in range(3):
        rng = random.Random(g)
        match = GAME.new_match(seats=seats)
        players = [make_player(level, seed=g * 10 + s, effort=0.25) for s in range(seats)]
        deals = 0
        while not match.is_over and deals < 8:
            if match.needs_deal:
                match.deal(rng)
                deals += 1
                continue
            seat = match.to_act
            assert seat is not None
            obs = match.observe(seat)
            action = players[seat].decide(obs)
            assert action in obs.legal and action in match.legal_actions()
            match.apply(action)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_claims_salir_when_the_option_makes_it_a_move(level: str) -> None:
    st = position(["5o 5e 12c", "1b 2b 3b"], "6c", points=(17, 0), auto_salirse=False)
    run(st, "0 paso 12c", "1 baciga")
    obs = observe(st, 0)
    assert make_player(level, seed=1, effort=0.25).decide(obs).kind is Kind.SALIR


def _hidden_swap(state: BacigaState, seat: int, rng: random.Random) -> BacigaState | None:
    """The same deal with one card `seat` cannot place swapped between another's hand and
    the stock (None when there is none to swap)."""
    know = Knowledge(observe(state, seat))
    others = [(s, i) for s in range(state.seats) if s != seat
              for i, c in enumerate(state.hands[s])
              if c not in know.located and c not in state.shown[s] and c != state.tapadas[s]]
    slots = [i for i in range(state.top, len(state.pile))
             if not state.pile_known[i] & (1 << seat)]
    if not others or not slots:
        return None
    s, i = others[rng.randrange(len(others))]
    j = slots[rng.randrange(len(slots))]
    clone = _copy(state)
    hand = list(clone.hands[s])
    pile = list(clone.pile)
    hand[i], pile[j] = pile[j], hand[i]
    hands = list(clone.hands)
    hands[s] = tuple(hand)
    clone.hands = tuple(hands)
    clone.pile = tuple(pile)
    return clone


@pytest.mark.parametrize("seats", [2, 4])
def test_no_peeking_cards_a_seat_cannot_see_change_no_decision(seats: int) -> None:
    rng = random.Random(5)
    checked = 0
    for state in _positions(seats, 6, seed=seats)[::2]:
        seat = state.to_act
        assert seat is not None
        other = _hidden_swap(state, seat, rng)
        if other is None:
            continue
        obs, obs2 = observe(state, seat), observe(other, seat)
        assert obs == obs2
        assert other.hands != state.hands or other.pile != state.pile
        for level in LEVELS:
            a = make_player(level, seed=3, effort=0.1).decide(obs)
            b = make_player(level, seed=3, effort=0.1).decide(obs2)
            assert a == b, level
        checked += 1
    assert checked >= 5


def test_the_same_observation_and_seed_give_the_same_decision() -> None:
    for state in _positions(2, 4, seed=9)[::3]:
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        for level in LEVELS:
            first = make_player(level, seed=11, effort=0.3).decide(obs)
            assert make_player(level, seed=11, effort=0.3).decide(obs) == first


def test_a_decision_does_not_depend_on_the_decisions_before_it() -> None:
    """A reported move is decided again from its observation alone (core/explain.py): a
    player that has decided many times before decides as a fresh one with the same seed."""
    positions = [observe(st, st.to_act) for st in _positions(2, 6, seed=21)
                 if st.to_act is not None]
    assert len(positions) >= 10
    for level in LEVELS:
        busy = make_player(level, seed=13, effort=0.1)
        for obs in positions:
            fresh = make_player(level, seed=13, effort=0.1).decide(obs)
            assert busy.decide(obs) == fresh, level


def test_the_next_card_is_known_when_the_seat_laid_it_down_there() -> None:
    """Section 15: a seat knows where its discards lie; once the stock has gone round they
    come back, and the draw counts on them."""
    st = position(["2e 3c 10o", "12o 12e 4c"])
    run(st, "0 paso 10o 3c 2e", "1 paso 4c 12e 12o")
    obs = observe(st, 0)
    know = Knowledge(obs)
    assert know.stock_slots[-6:-3] == cards("10o 3c 2e")
    assert know.stock_slots[-3:] == (None, None, None)
    assert len(know.unknown) == 40 - 3 - 3 and not set(know.unknown) & set(obs.hand)
    # every unknown card is in the unknown pool once, by class
    assert sum(know.pool.values()) == len(know.unknown)


def test_the_draw_is_weighed_by_the_exact_distribution_of_the_unseen_cards() -> None:
    """Seat 1 on 7o 12e 12c (21 with the free comodín at 1): the unknown cards decide."""
    st = position(["1b 2b 3b", "7o 12e 12c"], "11b")
    run(st, "0 baciga", "1 paso", "0 stand")
    obs = observe(st, 1)
    search = DrawSearch(obs, depth=1, budget=10_000)
    outcomes = dict(search._next(0, Counter()))
    know = Knowledge(obs)
    n = len(know.unknown)
    assert abs(sum(outcomes.values()) - 1.0) < 1e-9
    assert abs(outcomes[COMODIN] - know.pool[COMODIN] / n) < 1e-12
    assert abs(outcomes[10] - sum(1 for c in know.unknown if c.rank == 10) / n) < 1e-12
    # standing on 31 with the comodín fixed to make las 31 beats any draw
    run(st, "1 up")
    draw, option, stand, drawing = DrawSearch(observe(st, 1), 3, 10_000).decide()
    assert not draw and option == (1, 31) and stand > drawing


def test_a_side_near_the_target_stands_where_a_side_far_behind_draws() -> None:
    """The score is weighed: on 24 with a pair against a báciga of 6, a side at 16 has the
    game by standing (the pair and el punto), so it stands; a side far behind weighs las 31
    against going pasado otherwise."""
    hands = ["1b 2b 3b", "10o 10c 4e"]
    near = position(hands, "5o 7e", points=(3, 16))
    far = position(hands, "5o 7e", points=(14, 0))
    for st in (near, far):
        run(st, "0 baciga", "1 paso", "0 stand")
    near_draw = DrawSearch(observe(near, 1), 3, 20_000).decide()
    far_draw = DrawSearch(observe(far, 1), 3, 20_000).decide()
    assert near_draw[2] == 1.0 and not near_draw[0]
    assert far_draw[3] - far_draw[2] > near_draw[3] - near_draw[2]


def test_the_value_of_the_game_grows_with_points_and_is_fair_at_equal_scores() -> None:
    for seats in (2, 4):
        assert abs(win_chance(0, 0, seats=seats) - 0.5) < 1e-6
        assert abs(win_chance(9, 9, seats=seats) - 0.5) < 1e-6
        assert win_chance(17, 0, seats=seats) > win_chance(16, 0, seats=seats) > 0.9
        for a in range(-3, 17):
            assert win_chance(a + 1, 5, seats=seats) >= win_chance(a, 5, seats=seats)
            assert abs(win_chance(a, 5, seats=seats) + win_chance(5, a, seats=seats) - 1) < 1e-6
    assert win_chance(18, 3) == 1.0 and win_chance(3, 18) == 0.0


def test_talk_keeps_pairs_and_low_cards_for_a_baciga_and_sings_every_bacigote() -> None:
    st = position(["1o 2e 12c", "12o 12e 4c"])
    obs = observe(st, 0)
    choice = TalkChoice(obs, TalkStyle())
    action = choice.choose()
    assert action.value is Word.PASO and action.discard == cards("12c")
    baciga, _ = keep_prospects(cards("1o 2e"), 1, Knowledge(obs), 1)
    assert baciga > 0.5  # 1 + 2 + any card of 6 or less
    st = position(["5e 5c 7o", "12o 12e 4c"])
    action = TalkChoice(observe(st, 0), TalkStyle()).choose()
    assert action.value is Word.BACIGOTE


def test_talk_cuts_with_cartas_when_it_has_something_and_rivals_are_hunting() -> None:
    st = position(["10o 10c 11e", "1b 2b 12b"], "12o 3o")
    run(st, "0 paso 11e", "1 paso 12b")  # seat 1 keeps two low cards: hunting a báciga
    obs = observe(st, 0)
    assert obs.hand == cards("10o 10c 12o")
    assert TalkChoice(obs, TalkStyle()).choose().value is Word.CARTAS


def test_normal_weighs_a_pases_gift_twice_and_cuts_where_a_pase_would_pay() -> None:
    """docs/baciga-ai.md, "The levels": Normal is the cautious player, counting what a pase
    gives the others twice; the rules of thumb lay the 7 down to keep 3 + 1 for a báciga,
    Normal cuts with cartas."""
    st = position(["3o 1e 12o", "11e 3e 4b"], "7b 11o")
    run(st, "0 paso 12o", "1 paso 11e")
    obs = observe(st, 0)
    assert obs.hand == cards("3o 1e 7b")
    once = TalkChoice(obs, TalkStyle(weigh_score=False)).choose()
    assert once.value is Word.PASO and once.discard == cards("7b")
    assert make_player(Level.NORMAL, seed=1).decide(obs).value is Word.CARTAS
    assert make_player(Level.EXPERTO, seed=1).decide(obs).value is Word.PASO


def test_sampled_deals_agree_with_the_observation() -> None:
    rng = random.Random(2)
    for state in _positions(4, 4, seed=3)[::2] + _positions(2, 4, seed=4)[::2]:
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        sample = determinize(obs, rng)
        again = observe(sample, seat)
        assert again.hand == obs.hand and again.table == obs.table
        assert set(again.legal) == set(obs.legal) and again.talks == obs.talks
        every = Counter(c for h in sample.hands for c in h)
        every.update(sample.stock)
        every.update(c for _, cs in sample.table for c in cs)
        assert every == Counter(DECK)


def test_searching_levels_keep_a_tapada_and_ask_for_cards_face_down() -> None:
    st = position(["1b 2b 3b", "10o 4c 2e"], "3o 5e 6b")
    run(st, "0 baciga", "1 paso", "0 stand")
    player = make_player("experto", seed=1)
    first = player.decide(observe(st, 1))
    assert first.kind is Kind.TAPAR and str(first.value) == "10o"
    st.apply(first)
    nxt = player.decide(observe(st, 1))
    assert nxt.kind is Kind.DRAW and nxt.value is Way.UP  # the 10 hides more than a card would


def test_an_arena_run_twice_prints_the_same_json() -> None:
    cfg = MatchConfig("normal", "principiante", "bengala", 3, 0.3, 2)
    first = json.dumps(run_match(cfg, 4, 1))
    assert json.dumps(run_match(cfg, 4, 1)) == first
    cfg4 = MatchConfig("experto", "rules", "bengala", 3, 0.3, 4)
    assert json.dumps(run_match(cfg4, 2, 1)) == json.dumps(run_match(cfg4, 2, 1))


def test_equal_players_score_nothing_on_every_deal() -> None:
    out = run_match(MatchConfig("rules", "rules", "bengala", 5, 1.0, 2), 6, 1)
    assert all(abs(s) < 1e-6 for s in out["scores"])
    out = run_match(MatchConfig("normal", "normal", "bengala", 5, 0.3, 4), 3, 1)
    assert all(abs(s) < 1e-6 for s in out["scores"])



def test_only_the_table_sets_a_safety_net_of_wall_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets are work (ai/settings.py): Maestro's cante is judged on all its sampled deals
    in arenas and tests, however long they take; at the table (`wall_cap`) its level's wall
    time stops the sampling with the deals drawn by then (none: the rules of thumb's)."""
    from zanga_desktop.games.baciga.ai import rollout
    from zanga_desktop.games.baciga.ai.players import SearchingPlayer

    drawn: list[int] = []
    real = rollout.determinize
    monkeypatch.setattr(rollout, "determinize",
                        lambda obs, rng: drawn.append(1) or real(obs, rng))
    # A tenth of the samples: what is tested is who stops the sampling, not how many it draws
    table = make_player("maestro", seed=1, effort=0.1, wall_cap=True)
    untimed = make_player("maestro", seed=1, effort=0.1)
    assert isinstance(table, SearchingPlayer) and isinstance(untimed, SearchingPlayer)
    settings = untimed.settings
    compared = 0
    for state in _positions(2, 60, 9):
        obs = observe(state, state.to_act)
        if obs.phase.value != "talk" or len(rollout.candidates(
                obs, TalkChoice(obs, settings.talk), settings.candidates)) < 2:
            continue
        drawn.clear()
        untimed.decide(obs)
        assert len(drawn) == settings.samples
        ticks = iter(range(0, 10_000, 10))  # a clock 10 s on at every reading
        monkeypatch.setattr(rollout.time, "perf_counter", lambda ticks=ticks: float(next(ticks)))
        drawn.clear()
        assert table.decide(obs) == TalkChoice(obs, settings.talk).choose()
        monkeypatch.undo()
        monkeypatch.setattr(rollout, "determinize",
                            lambda obs, rng: drawn.append(1) or real(obs, rng))
        assert drawn == []
        compared += 1
        if compared == 6:
            break
    assert compared == 6
