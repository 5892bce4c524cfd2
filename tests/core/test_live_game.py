"""`core.live_game`: a record replayed names the first deal or action the rules refuse by the
game's own index key; `undo` takes back an action with the steps made with it, from the state
and the record alike; `replay_result` never raises. First on a game of a few lines, then on
every registered game whose live game is one (each game's refusal under its key, and undo
walked back from random play to the deal)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.core.live_game import LiveGame, Step, replay_report, replay_result
from zanga_desktop.core.section_errors import SectionError, SectionRecordError


class ToyRulesError(SectionError):
    CODES: ClassVar[dict[str, int | None]] = {"bad_deal": 2, "too_big": 3}


class ToyRecordError(SectionRecordError):
    INDEX = "round"


@dataclass
class ToyHand:
    dealt: int
    actions: list[int] = field(default_factory=list)


@dataclass
class ToyRecord:
    hands: list[ToyHand] = field(default_factory=list)


@dataclass
class ToyState:
    """Numbers added up; an undo takes the last one back."""

    log: list[int] = field(default_factory=list)

    def undo(self) -> None:
        self.log.pop()


class ToyGame(LiveGame[ToyState, ToyHand, int]):
    """A deal is a number under 10 (section 2), an action one under 5 (section 3); 0 is a
    silent action, and 4 comes with a step the game makes itself (a 100 first)."""

    RULES_ERROR = ToyRulesError
    RECORD_ERROR = ToyRecordError

    def __init__(self, record: ToyRecord) -> None:
        super().__init__(ToyState())
        self.record = record

    def _hands(self) -> list[ToyHand]:
        return self.record.hands

    def _begin(self, hand: ToyHand) -> None:
        if hand.dealt >= 10:
            raise ToyRulesError("bad_deal", f"{hand.dealt} is no deal")
        self.state.log.append(hand.dealt)
        self.record.hands.append(ToyHand(hand.dealt))
        self._dealt()

    def apply(self, action: int) -> None:
        if action >= 5:
            raise ToyRulesError("too_big", f"{action} is too big")
        if action == 4:
            self.state.log.append(100)
            self._steps.append(Step.AUTO)
        self.state.log.append(action)
        self._acted(action, recorded=action != 0)

    def replay_json(self) -> dict[str, Any]:
        return replay_report("rounds", [{"sum": sum(self.state.log)}], None,
                             steps=len(self.state.log))


def _replayed(*hands: ToyHand) -> ToyGame:
    game = ToyGame(ToyRecord())
    game.replay_hands(hands)
    return game


def test_a_refused_deal_is_named_by_its_hand_alone() -> None:
    with pytest.raises(ToyRecordError) as caught:
        _replayed(ToyHand(1, [2]), ToyHand(12))
    assert caught.value.status == 1
    assert caught.value.to_json() == {
        "ok": False, "round": 1, "action": None,
        "error": {"code": "bad_deal", "section": 2, "message": "12 is no deal"}}


def test_a_refused_action_is_named_by_its_hand_and_index() -> None:
    with pytest.raises(ToyRecordError) as caught:
        _replayed(ToyHand(1, [2]), ToyHand(3, [1, 2, 7]))
    assert caught.value.to_json() == {
        "ok": False, "round": 1, "action": 2,
        "error": {"code": "too_big", "section": 3, "message": "7 is too big"}}


def test_a_record_replayed_is_written_again_as_it_was() -> None:
    game = _replayed(ToyHand(1, [2, 3]), ToyHand(3, [4, 1]))
    assert game.record == ToyRecord([ToyHand(1, [2, 3]), ToyHand(3, [4, 1])])
    assert game.state.log == [1, 2, 3, 3, 100, 4, 1]


def test_undo_keeps_state_and_record_in_step() -> None:
    game = _replayed(ToyHand(1, [2]))
    game.apply(0)  # silent: the record does not write it
    game.apply(4)  # with the game's own step before it
    assert game.record.hands[-1].actions == [2, 4]
    game.undo()
    assert (game.state.log, game.record.hands[-1].actions) == ([1, 2, 0], [2])
    game.undo()
    assert (game.state.log, game.record.hands[-1].actions) == ([1, 2], [2])
    game.undo()
    assert (game.state.log, game.record.hands[-1].actions) == ([1], [])
    with pytest.raises(ValueError, match="since the deal"):
        game.undo()
    assert game.state.log == [1]


def test_undo_takes_back_the_games_own_steps_after_the_last_action() -> None:
    game = _replayed(ToyHand(1, [3]))
    game.state.log.append(100)  # settled at the end of a loaded record
    game._steps.append(Step.AUTO)
    game.undo()
    assert (game.state.log, game.record.hands[-1].actions) == ([1], [])


def test_the_replay_result_never_raises() -> None:
    def deep() -> ToyGame:
        raise RecursionError

    def refused() -> ToyGame:
        return _replayed(ToyHand(11))

    assert replay_result(lambda: _replayed(ToyHand(1, [2])), ToyRecordError) == (
        0, {"ok": True, "rounds": [{"sum": 3}], "steps": 2})
    assert replay_result(refused, ToyRecordError) == (1, {
        "ok": False, "round": 0, "action": None,
        "error": {"code": "bad_deal", "section": 2, "message": "11 is no deal"}})
    assert replay_result(deep, ToyRecordError) == (2, {
        "ok": False, "error": {"code": "bad_format", "section": None,
                               "message": "The record is nested too deeply."}})


def test_the_report_puts_the_hand_in_play_last() -> None:
    assert replay_report("deals", [{"n": 0}], {"n": 1}, points=[3, 4], winner=None) == {
        "ok": True, "deals": [{"n": 0}, {"n": 1}], "points": [3, 4], "winner": None}


# ---------------------------------------------------------------- every game on it


def _live(game: GameDefinition) -> bool:
    return issubclass(game.record_error, SectionRecordError)


LIVE = [g for g in registry.games() if _live(g)]


def _played(game: GameDefinition, seed: int, actions: int) -> Any:
    match = game.new_match()
    rng = random.Random(seed)
    match.deal(rng)
    for _ in range(actions):
        if match.needs_deal or match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    return match


def test_some_games_live_on_the_shared_game() -> None:
    assert len(LIVE) >= 3


@pytest.mark.parametrize("game", LIVE, ids=[g.id for g in LIVE])
def test_each_game_names_a_refused_action_under_its_own_key(game: GameDefinition) -> None:
    record = _played(game, 5, 6).record_json()
    hands = record[getattr(game, "record_hands", "hands")]
    first = hands[0]["actions"][0]
    first["seat"] = (first["seat"] + 1) % len(record["players"])
    status, out = game.replay(json.loads(json.dumps(record)))
    key = game.record_error.INDEX  # type: ignore[attr-defined]
    assert status == 1
    assert list(out) == ["ok", key, "action", "error"]
    assert (out[key], out["action"]) == (0, 0)
    assert list(out["error"]) == ["code", "section", "message"]


@pytest.mark.parametrize("game", LIVE, ids=[g.id for g in LIVE])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_game_undoes_state_and_record_in_step(game: GameDefinition, seed: int) -> None:
    match = _played(game, seed, 0)
    seats = range(len(match.players))

    def seen() -> str:
        return json.dumps([match.record_json(), *(match.observe_json(s) for s in seats)])

    rng = random.Random(seed)
    before = [seen()]
    while len(before) < 30 and not match.needs_deal and not match.is_over:
        match.apply(rng.choice(list(match.legal_actions())))
        before.append(seen())
    assert len(before) > 3
    for view in reversed(before[:-1]):
        match.undo()
        assert seen() == view
    with pytest.raises(ValueError):
        match.undo()
