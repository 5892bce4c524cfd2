"""Random simulation in the manner of OpenSpiel's random_sim_test.

Thousands of games of uniformly random legal actions, for both presets, checking at every
step: conservation of the 32 vales, the engine's own invariants, that somebody can always act
while the game runs, that every legal action is accepted and random illegal ones are refused
(changing nothing), that undo is exact, that every hand ends within a bound, that what each
seat observes never shows another seat's hidden cards, and that every game's record replays to
the same result.
"""

from __future__ import annotations

import os
import random
from dataclasses import fields
from typing import Any

import pytest

from zanga_desktop.games.zanga.records import Game, replay
from zanga_desktop.games.zanga.rules import (
    DECK,
    Action,
    Card,
    IllegalActionError,
    Kind,
    Phase,
    RenuncioError,
    Word,
    observe,
)
from zanga_desktop.games.zanga.rules.state import GameState

PRESETS = ("manual", "simplificada")
#: Speaking (at most 4 words and an answer), keep, trump, 32 cards, a cinco call, a todas
#: decision: no hand can take more actions than this.
MAX_ACTIONS_PER_HAND = 41
MAX_HANDS_PER_GAME = 400
RENUNCIO_CODES = {"must_follow_suit", "must_follow_trump", "matador_forced"}
WORD_CODES = {"bad_declaration", "pass_without_vales", "zanga_needs_vales"}


def _cards_in(value: Any) -> set[Card]:
    """Every Card anywhere inside an observation field."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, Action):
        return _cards_in(value.value)
    if isinstance(value, (tuple, list, frozenset, set)):
        out: set[Card] = set()
        for v in value:
            out |= _cards_in(v)
        return out
    return set()


def _played(state: GameState) -> set[Card]:
    return {a.value for a in state.actions
            if a.kind is Kind.PLAY and isinstance(a.value, Card)}


def check_observations(state: GameState) -> None:
    """Each seat sees its own cards, the cards played, and the zanga only if it is the pie who
    took it: never another seat's unplayed cards."""
    deal = state.deal
    assert deal is not None
    played = _played(state)
    for seat in range(4):
        obs = observe(state, seat)
        seen: set[Card] = set()
        for f in fields(obs):
            if f.name != "options":
                seen |= _cards_in(getattr(obs, f.name))
        allowed = set(deal.hands[seat]) | set(state.hands[seat]) | played
        if seat == state.pie and state.zanga_said:
            allowed |= set(deal.zanga) | set(state.set_aside)
        assert seen <= allowed, (seat, sorted(map(str, seen - allowed)))
        for other in range(4):
            if other != seat:
                hidden = set(state.hands[other]) - allowed
                assert not hidden & seen
        if not (seat == state.pie and state.zanga_said):
            assert obs.zanga is None
            assert not (set(deal.zanga) - played - set(deal.hands[seat])) & seen


def check_refusals(state: GameState, legal: list[Action], rng: random.Random) -> None:
    """Legal actions verify; illegal ones raise the right code and change nothing."""
    key = state.summary_key()
    for action in legal:
        state.verify(action)
    seat = legal[0].seat
    assert all(a.seat == seat == state.to_act for a in legal)
    if state.phase is Phase.PLAY:
        allowed = {a.value for a in legal if a.kind is Kind.PLAY}
        for card in state.hands[seat]:
            if card not in allowed:
                with pytest.raises(RenuncioError) as info:
                    state.verify(Action(seat, Kind.PLAY, card))
                assert info.value.code in RENUNCIO_CODES
                assert f"Seat {seat}" in info.value.message and str(card) in info.value.message
                assert info.value.article == 28 or info.value.code == "must_follow_suit"
        stranger = rng.choice([c for c in DECK if c not in state.hands[seat]])
        with pytest.raises(IllegalActionError) as err:
            state.verify(Action(seat, Kind.PLAY, stranger))
        assert err.value.code == "card_not_held"
        if not any(a.kind is Kind.CALL for a in legal):
            with pytest.raises(IllegalActionError) as err:
                state.verify(Action(seat, Kind.CALL, "cinco"))
            assert err.value.code == "no_cinco_here"
    elif state.phase is Phase.SPEAKING:
        words = {a.value for a in legal}
        for word in Word:
            if word not in words:
                with pytest.raises(IllegalActionError) as err:
                    state.verify(Action(seat, Kind.SAY, word))
                assert err.value.code in WORD_CODES
    other = (seat + rng.randint(1, 3)) % 4
    with pytest.raises(IllegalActionError) as err:
        state.verify(Action(other, legal[0].kind, legal[0].value))
    assert err.value.code in {"not_your_turn", "unexpected_action"}
    wrong_kind = Kind.TRUMP if state.phase is not Phase.TRUMP else Kind.KEEP
    with pytest.raises(IllegalActionError) as err:
        state.verify(Action(seat, wrong_kind, "x"))
    assert state.summary_key() == key


def play_game(preset: str, seed: int, *, full_checks: bool) -> Game:
    """One random game to its end (or MAX_HANDS_PER_GAME hands), checked as it goes."""
    rng = random.Random(seed)
    game = Game.new(preset)
    state = game.state
    hands = 0
    while not state.is_over and hands < MAX_HANDS_PER_GAME:
        game.deal(rng)
        hands += 1
        start_key = state.summary_key()
        steps = 0
        while state.phase is not Phase.DEAL and state.phase is not Phase.GAME_OVER:
            assert sum(state.vales) + state.pot + state.fianza == 32
            state.check_invariants()
            legal = state.legal_actions()
            assert legal, f"nobody can act in {state.phase}"
            if full_checks:
                check_refusals(state, legal, rng)
                check_observations(state)
            action = rng.choice(legal)
            before = state.summary_key()
            game.apply(action)
            if full_checks or rng.random() < 0.05:
                game.undo()
                assert state.summary_key() == before
                game.apply(action)
            steps += 1
            assert steps <= MAX_ACTIONS_PER_HAND, "a hand did not end"
        state.check_invariants()
        assert sum(state.vales) + state.pot + state.fianza == 32
        assert state.fianza == 0, "the fianza is settled with its hand"
        result = state.last_result
        assert result is not None and result.complete
        assert result.result in ("sacada", "puesta", "codillo", None)
        if full_checks or rng.random() < 0.1:
            # Undo back to the start of the hand, then play it again.
            actions = list(state.actions)
            after = state.summary_key()
            for _ in actions:
                game.undo()
            assert state.summary_key() == start_key
            assert not state.can_undo
            for action in actions:
                game.apply(action)
            assert state.summary_key() == after
    return game


def check_replay(game: Game) -> None:
    status, out = replay(game.record.to_json())
    assert status == 0, out
    assert out == game.replay_json()
    state = game.state
    if state.is_over:
        assert out["winner"] in (0, 1)
        assert out["vales"][out["winner"]] == 32 and out["pot"] == 0
    else:
        assert out["winner"] is None


#: What random games of each preset must reach, so that the checks above mean something.
CORNERS = {
    "manual": {"sacada", "puesta", "codillo", "fianza", "solo", "cinco", "todas", "estuche",
               "solo_hand", "zanga_hand", "ordered_acepto", "ordered_no"},
    "simplificada": {"sacada", "puesta", "codillo", "redeal", "solo", "solo_hand",
                     "zanga_hand", "solo_over_juego", "broke_team_loses"},
}


def corners(game: Game) -> set[str]:
    seen: set[str] = set()
    for r, hand in zip(game.state.results, game.record.hands, strict=True):
        seen.add(r.result or "redeal")
        seen.update(p.name for p in r.bonuses)
        if r.solo:
            seen.add("solo_hand")
        if r.zanga:
            seen.add("zanga_hand")
        words = [a.value for a in hand.actions if a.kind is Kind.SAY]
        if Word.JUEGO in words and Word.SOLO in words[words.index(Word.JUEGO):]:
            seen.add("solo_over_juego")
        for a in hand.actions:
            if a.kind is Kind.ANSWER:
                seen.add(f"ordered_{a.value}")
                # section 4: acepto, the juego player plays solo; no, the orderer does
                orderer = next(b.seat for b in hand.actions if b.value is Word.MANDAR_SOLO)
                assert r.nombrado == (a.seat if a.value == "acepto" else orderer) and r.solo
    last = game.state.last_result
    if game.state.is_over and last is not None and last.result == "puesta":
        seen.add("broke_team_loses")  # a puesta leaves a pot: only section 9 ends the game
    if game.options.solo_over_juego is False:
        assert "solo_over_juego" not in seen  # Art. 54
    return seen


@pytest.mark.parametrize("preset", PRESETS)
def test_random_games_fully_checked(preset: str) -> None:
    """Every check at every step, including refusals, undo and observations."""
    for seed in range(25):
        check_replay(play_game(preset, seed, full_checks=True))


@pytest.mark.parametrize("preset", PRESETS)
def test_thousands_of_random_games(preset: str) -> None:
    """Invariants at every step, sampled undo, and the record of every game replays the same."""
    finished = 0
    seen: set[str] = set()
    for seed in range(1000, 1800):
        game = play_game(preset, seed, full_checks=False)
        check_replay(game)
        finished += game.state.is_over
        seen |= corners(game)
    assert finished > 750, "random games should nearly always end with a winner"
    assert CORNERS[preset] <= seen, CORNERS[preset] - seen


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("ZANGA_SLOW"), reason="set ZANGA_SLOW=1 to run")
@pytest.mark.parametrize("preset", PRESETS)
def test_many_more_random_games(preset: str) -> None:
    for seed in range(10_000, 30_000):
        check_replay(play_game(preset, seed, full_checks=seed % 10 == 0))


# ---------------------------------------------------------------------- mesa mode (section 8)


def play_mesa_game(preset: str, seed: int) -> tuple[Game, list[int]]:
    """Random play in mesa mode: any card held may be played, and random claims are made, in
    and out of turn and after the last card. Returns the game and, per hand, how many cards
    were played against section 5."""
    rng = random.Random(seed)
    game = Game.new(preset, {"renuncio_mode": "mesa"})
    state = game.state
    offences: list[int] = []
    while not state.is_over and len(offences) < 200:
        game.deal(rng)
        offences.append(0)
        steps = 0
        while state.phase is not Phase.DEAL and state.phase is not Phase.GAME_OVER:
            assert sum(state.vales) + state.pot + state.fianza == 32
            state.check_invariants()
            claims = state.claim_actions()
            if state.phase is Phase.SCORING:
                if not claims or rng.random() < 0.7:
                    state.settle()
                    continue
                action = rng.choice(claims)
            elif claims and rng.random() < 0.03:
                action = rng.choice(claims)
            else:
                legal = state.legal_actions()
                assert legal
                options = list(legal)
                if state.phase is Phase.PLAY:
                    seat = legal[0].seat
                    options += [Action(seat, Kind.PLAY, c) for c in state.hands[seat]
                                if Action(seat, Kind.PLAY, c) not in legal]
                action = rng.choice(options)
                if action not in legal:
                    code = state.renuncio_code(action.seat, action.value)  # type: ignore[arg-type]
                    assert code in RENUNCIO_CODES
                    offences[-1] += 1
            state.verify(action)
            before = state.summary_key()
            game.apply(action)
            if rng.random() < 0.1:
                game.undo()
                assert state.summary_key() == before
                game.apply(action)
            steps += 1
            assert steps <= 100, "a hand did not end"
    return game, offences


@pytest.mark.parametrize("preset", PRESETS)
def test_random_mesa_games(preset: str) -> None:
    proven = false = sitting_out = 0
    codillo_bonuses: set[str] = set()
    for seed in range(150):
        game, offences = play_mesa_game(preset, seed)
        check_replay(game)
        for result, count in zip(game.state.results, offences, strict=True):
            assert len(result.renuncios) == count
            if result.solo and result.nombrado is not None:
                sitting_out += sum(1 for seat, _ in result.claims
                                   if seat == (result.nombrado + 2) % 4)  # Art. 58
            if result.result == "renuncio":
                proven += 1
                assert any(r.proven for r in result.renuncios)
                assert result.claims and result.claims[-1][1] is True
                codillo_bonuses |= {p.name for p in result.bonuses} & {"solo", "cinco"}
            false += sum(1 for _, ok in result.claims if not ok)
            names = {p.name for p in result.bonuses}
            assert ("false_claim" in names) == any(not ok for _, ok in result.claims)
    assert proven > 20 and false > 20 and sitting_out > 0
    if preset == "manual":
        assert codillo_bonuses == {"solo", "cinco"}  # Art. 29 "además codillo"
