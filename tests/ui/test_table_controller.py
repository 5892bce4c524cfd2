"""The toolkit's table controller knows no game: it plays whole hands of a toy game that is not
La Zanga ("highest card wins", two seats, on the shared deck), written here on the game
protocol alone, a human seat driven through `act` and a computer seat on the AI worker."""

from __future__ import annotations

import copy
import errno
import json
import random
import threading
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.core.deck import Card, shuffled_deck
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.game import Ending, Outcome, Step
from zanga_desktop.ui.table import controller as controller_module
from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.controller import MadeWhenAsked, TableController

CARDS = 3  # cards a seat is dealt each hand
HANDS = 3  # hands a game lasts


@dataclass(frozen=True, slots=True)
class HighView:
    """What a seat may know: its own cards, the card led, the score."""

    seat: int
    hand: tuple[Card, ...]
    led: Card | None
    points: tuple[int, int]
    legal: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrickTaken:
    winner: int
    cards: tuple[Card, Card]


class HighCard:
    """Two seats; a trick is one card each, the higher rank takes it (the leader on a tie)
    and leads the next. A hand is three tricks, the game three hands; most tricks wins."""

    def __init__(self) -> None:
        self.hands: list[list[Card]] = [[], []]
        self.led: tuple[int, Card] | None = None
        self.leader = 0
        self.points = [0, 0]
        self.dealt = 0
        self.actions: list[str] = []
        self.turn: int | None = None
        self._history: list[dict[str, Any]] = []  # the state before each action of the hand

    # the protocol (core.game.Match), as much of it as a table needs
    @property
    def seats(self) -> int:
        return 2

    @property
    def to_act(self) -> int | None:
        return self.turn

    @property
    def needs_deal(self) -> bool:
        return self.turn is None and not self.is_over

    @property
    def is_over(self) -> bool:
        return self.dealt == HANDS and not any(self.hands) and self.turn is None

    def sides(self) -> tuple[tuple[int, ...], ...]:
        return ((0,), (1,))

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        p = self.points
        winner = None if p[0] == p[1] else int(p[1] > p[0])
        return Outcome(self.sides(), tuple(p), winner, Ending.LIMIT)

    def deal(self, rng: random.Random) -> Step:
        assert self.needs_deal
        deck = shuffled_deck(rng)
        self.hands = [list(deck[:CARDS]), list(deck[CARDS:2 * CARDS])]
        self.leader = self.dealt % 2
        self.turn = self.leader
        self.dealt += 1
        self.actions.append("deal")
        self._history = []
        return Step(index=len(self.actions), seat=None, action=None, to_act=self.turn)

    def legal_actions(self) -> list[Card]:
        return [] if self.turn is None else list(self.hands[self.turn])

    def out_of_turn(self) -> list[Card]:
        return []

    def verify(self, action: Card) -> None:
        if self.turn is None:
            raise RulesError("no_turn", "Nobody is to play.")
        if action not in self.hands[self.turn]:
            raise RulesError("card_not_held", f"Seat {self.turn} does not hold {action}.",
                             article="1", seat=self.turn)

    def apply(self, action: Card) -> Step:
        self.verify(action)
        self._history.append(copy.deepcopy(
            {k: v for k, v in self.__dict__.items() if k != "_history"}))
        seat = self.turn
        assert seat is not None
        self.hands[seat].remove(action)
        self.actions.append(str(action))
        detail: TrickTaken | None = None
        if self.led is None:
            self.led = (seat, action)
            self.turn = 1 - seat
        else:
            leader, card = self.led
            taker = seat if action.rank > card.rank else leader
            self.points[taker] += 1
            detail = TrickTaken(taker, (card, action))
            self.led = None
            self.turn = taker if any(self.hands) else None
        hand_over = self.turn is None
        return Step(index=len(self.actions), seat=seat, action=action, to_act=self.turn,
                    hand_over=hand_over, game_over=self.is_over, detail=detail)

    def undo(self) -> None:
        raise NotImplementedError  # no searches here

    def take_back(self) -> None:
        """The last action, off the record (what a practice game's undo asks)."""
        self.__dict__.update(self._history.pop())

    def observe(self, seat: int) -> HighView:
        led = self.led[1] if self.led is not None else None
        legal = tuple(self.hands[seat]) if self.turn == seat else ()
        return HighView(seat, tuple(self.hands[seat]), led,
                        (self.points[0], self.points[1]), legal)

    def record_text(self) -> str:
        return json.dumps({"format": "highcard/1", "actions": self.actions}) + "\n"


class Lowest:
    """A computer player: the lowest legal card. It keeps what it was shown."""

    def __init__(self) -> None:
        self.shown: list[object] = []

    def decide(self, obs: HighView, cancel: threading.Event | None = None) -> Card:
        self.shown.append(obs)
        return min(obs.legal, key=lambda c: (c.rank, c.index))


def table(path: Path | None = None) -> tuple[TableController, HighCard, Lowest]:
    ctl = TableController(Animator(0.0), HighCard())
    ctl.pace_ms = 0
    ctl.autosave_path = path
    return ctl, HighCard(), Lowest()


def record(ctl: TableController) -> dict[str, list[Any]]:
    told: dict[str, list[Any]] = {name: [] for name in (
        "dealt", "acted", "human_turn", "refused", "hand_over", "game_over", "reset",
        "autosave_failed", "autosave_restored")}
    for name, seen in told.items():
        getattr(ctl, name).connect(lambda *args, seen=seen: seen.append(args[0] if args else None))
    return told


def play_out(qtbot, ctl: TableController, match: HighCard, told: dict[str, list[Any]],  # type: ignore[no-untyped-def]
             each_turn: Any = None) -> None:
    """Play the human's seat (the highest card) until the game ends, dealing each hand."""
    while not match.is_over:
        qtbot.waitUntil(lambda: ctl.human_to_act or match.needs_deal or match.is_over,
                        timeout=10000)
        if match.is_over:
            break
        if match.needs_deal:
            ctl.deal_next()
            continue
        obs = told["human_turn"][-1]
        assert isinstance(obs, HighView) and obs.seat == 0 and obs.legal
        if each_turn is not None:
            each_turn()
        assert ctl.act(max(obs.legal, key=lambda c: (c.rank, c.index)))
    qtbot.waitUntil(lambda: bool(told["game_over"]), timeout=10000)


def test_whole_hands_of_a_toy_game_deal_take_turns_and_end(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ctl, match, bot = table()
    told = record(ctl)
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(4))
    play_out(qtbot, ctl, match, told)
    assert told["reset"] == [False]
    # every hand was dealt once, and each deal was told as the Step of the chance node
    assert len(told["dealt"]) == HANDS
    assert all(s.action is None and s.seat is None for s in told["dealt"])
    # turn order: every action is by the seat the step before left to act
    acted: list[Step] = told["acted"]
    assert len(acted) == 2 * CARDS * HANDS
    steps = sorted(told["dealt"] + acted, key=lambda s: s.index)
    for prev, step in pairwise(steps):
        if step.seat is not None:
            assert step.seat == prev.to_act
    # the computer seat played its half of the cards, shown only its own observations
    assert sum(1 for s in acted if s.seat == 1) == CARDS * HANDS
    assert bot.shown and all(isinstance(o, HighView) and o.seat == 1 for o in bot.shown)
    # the human was asked for each of its cards, with its own observation
    assert sum(1 for s in acted if s.seat == 0) == CARDS * HANDS
    assert all(o.seat == 0 for o in told["human_turn"])
    # each hand's end was told with the step that closed it, but the last one's, which ended
    # the game: that is told with the winner
    assert len(told["hand_over"]) == HANDS - 1
    assert all(s.hand_over and isinstance(s.detail, TrickTaken) for s in told["hand_over"])
    assert acted[-1].game_over and not any(s.game_over for s in acted[:-1])
    assert told["game_over"] == [match.outcome()]
    assert sum(match.points) == CARDS * HANDS
    ctl.shutdown()


class Breaks(Lowest):
    """A computer player whose thinking fails at its second decision."""

    def decide(self, obs: HighView, cancel: threading.Event | None = None) -> Card:
        if len(self.shown) == 1:
            self.shown.append(obs)
            raise RuntimeError("the search broke")
        return super().decide(obs, cancel)


def test_a_computer_seat_whose_thinking_fails_is_reported_and_plays_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, match, _ = table()
    bot = Breaks()
    told = record(ctl)
    with qtbot.capture_exceptions() as errors:  # what the program's fault report is given
        ctl.start(match, {1: bot}, humans={0}, rng=random.Random(4))
        play_out(qtbot, ctl, match, told)
    assert [str(e[1]) for e in errors] == ["the search broke"]
    # the seat played its first legal card that turn, and every card of the game after it
    assert sum(1 for s in told["acted"] if s.seat == 1) == CARDS * HANDS
    ctl.shutdown()


def test_an_illegal_action_is_refused_with_the_games_rules_error(qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, match, bot = table()
    told = record(ctl)
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(1))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    held = list(match.hands[0])
    stranger = next(c for c in shuffled_deck(random.Random(2)) if c not in match.hands[0]
                    and c not in match.hands[1])
    before = list(match.actions)
    assert not ctl.act(stranger)
    assert len(told["refused"]) == 1
    error = told["refused"][0]
    assert isinstance(error, RulesError) and error.code == "card_not_held"
    assert match.actions == before and match.hands[0] == held
    assert ctl.human_to_act  # still the human's turn
    assert ctl.act(held[0])
    assert not ctl.act(held[1])  # no longer the human's turn: nothing happens, nothing said
    assert len(told["refused"]) == 1
    ctl.shutdown()


def test_the_computer_seats_wait_while_the_table_is_paused(qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, match, bot = table()
    told = record(ctl)
    ctl.pause()
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(3))  # a new game unpauses
    assert not ctl.paused
    ctl.pause()
    qtbot.waitUntil(lambda: ctl.human_to_act or match.to_act == 1, timeout=10000)
    if ctl.human_to_act:
        ctl.act(match.hands[0][0])
    qtbot.wait(200)
    acted = len(told["acted"])
    assert match.to_act == 1 and ctl.paused
    assert not any(s.seat == 1 for s in told["acted"][acted:])
    ctl.unpause()
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert told["acted"][-1].seat == 1
    ctl.shutdown()


def test_two_computer_seats_play_a_whole_game_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, match, bot = table()
    ctl.auto_next_ms = 0  # watching: each hand is dealt after the last
    told = record(ctl)
    other = Lowest()
    ctl.start(match, {0: bot, 1: other}, humans=(), rng=random.Random(5))
    qtbot.waitUntil(lambda: bool(told["game_over"]), timeout=10000)
    assert not told["human_turn"]
    assert len(told["dealt"]) == HANDS and match.is_over
    assert {o.seat for o in bot.shown} == {0} and {o.seat for o in other.shown} == {1}
    ctl.shutdown()


def test_the_game_is_autosaved_after_every_step_and_removed_at_its_end(
        qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.highcard.json"
    ctl, match, bot = table(path)
    told = record(ctl)
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(6))
    seen: list[str] = []

    def check() -> None:
        seen.append(path.read_text(encoding="utf-8"))
        assert seen[-1] == match.record_text()  # the file holds the game so far

    play_out(qtbot, ctl, match, told, check)
    assert len(seen) == CARDS * HANDS and len(set(seen)) == len(seen)
    assert not path.exists()  # the game is over: nothing is left to resume
    assert told["autosave_failed"] == []
    ctl.shutdown()


def test_a_full_disk_is_told_once_and_saving_goes_on_trying(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.highcard.json"
    ctl, match, bot = table(path)
    told = record(ctl)
    real = controller_module.write_atomic
    tries: list[int] = []

    def full(where: Path, text: str) -> None:
        tries.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(controller_module, "write_atomic", full)
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(7))
    for _ in range(2):  # two of the human's three cards: the human plays in the hand again
        qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
        assert ctl.act(match.hands[0][0])
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert len(tries) == len(match.actions) >= 4  # the deal and every action were tried
    assert told["autosave_failed"] == ["No space left on device"]
    assert ctl.autosave_failing and not path.exists()
    monkeypatch.setattr(controller_module, "write_atomic", real)
    assert ctl.act(match.hands[0][0])
    qtbot.waitUntil(lambda: bool(told["autosave_restored"]), timeout=10000)
    assert len(told["autosave_restored"]) == 1 and len(told["autosave_failed"]) == 1
    assert not ctl.autosave_failing
    assert path.read_text(encoding="utf-8") == match.record_text()
    ctl.shutdown()


# ---------------------------------------------------------------- the toolkit's docks


def test_the_tutor_dock_writes_a_games_lines_again_on_a_language_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui.table.docks import TutorDock

    words = {"reason": "You do not hold that card.", "more": "Play one of yours."}
    dock = TutorDock()
    qtbot.addWidget(dock)
    dock.say(lambda: words["more"])
    dock.show_hint(lambda: words["reason"])
    dock.show_refusal(lambda: (words["reason"], "", words["more"] + " <&>"))
    assert dock.explanation.text() == ("<b>You do not hold that card.</b><br>"
                                       "Play one of yours. &lt;&amp;&gt;")
    words.update(reason="No tienes esa carta.", more="Juega una tuya.")
    dock.retranslate()  # what a LanguageChange event does
    assert dock.explanation.text().startswith("<b>No tienes esa carta.</b><br>Juega una tuya.")
    assert dock.hint_label.text() == "No tienes esa carta."
    assert "Juega una tuya." in dock.narration.toPlainText()
    dock.clear_refusal()
    assert dock.explanation.isHidden() and dock.explanation.text() == ""


def test_the_log_dock_shows_a_trick_of_any_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui.table.art import Deck
    from zanga_desktop.ui.table.docks import LogDock

    dock = LogDock(Deck(), 2)
    qtbot.addWidget(dock)
    assert len(dock.last_cards) == 2
    two = shuffled_deck(random.Random(8))[:2]
    dock.add(lambda: "Seat 1 takes the trick")
    dock.show_last_trick(lambda: "Seat 1 took it", tuple(two))
    assert dock.list.count() == 1 and dock.last_caption.text() == "Seat 1 took it"
    assert [label.toolTip() for label in dock.last_cards] == [c.name for c in two]
    assert all(not label.pixmap().isNull() for label in dock.last_cards)
    dock.clear()
    assert dock.list.count() == 0 and all(label.pixmap().isNull() for label in dock.last_cards)


class PracticeTable(TableController):
    """A game's controller that lets the human take back a card: the hook `can_undo` says
    when, `_take_back` what."""

    @property
    def can_undo(self) -> bool:
        match = self.match
        assert isinstance(match, HighCard)
        return self.human_to_act and any(a != "deal" for a in match.actions[-2:])

    def _take_back(self) -> None:
        match = self.match
        assert isinstance(match, HighCard)
        match.take_back()
        while match.to_act != 0:
            match.take_back()


def test_a_game_that_allows_it_takes_back_the_humans_card(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.highcard.json"
    match = HighCard()
    ctl = PracticeTable(Animator(0.0), match)
    ctl.pace_ms = 0
    ctl.autosave_path = path
    told = record(ctl)
    bot = Lowest()
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(9))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert not ctl.undo()  # nothing of the human's to take back yet
    hand = list(match.hands[0])
    assert ctl.act(hand[0])
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert ctl.undo()
    assert told["reset"] == [False, False]
    assert sorted(match.hands[0], key=lambda c: c.index) == sorted(hand, key=lambda c: c.index)
    assert match.actions == ["deal"]
    assert path.read_text(encoding="utf-8") == match.record_text()  # kept as it is now
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)  # the human's turn again
    ctl.shutdown()


class KeysSeen:
    """A board as the table's front asks it: the keys passed on."""

    def __init__(self) -> None:
        self.keys: list[int] = []

    def handle_key(self, event: Any) -> bool:
        self.keys.append(event.key())
        return True

    def handle_key_release(self, event: Any) -> bool:
        return False


def test_the_tables_front_answers_the_shell_from_the_controller(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QMainWindow

    from zanga_desktop.core import registry
    from zanga_desktop.ui.table.docks import TutorDock
    from zanga_desktop.ui.table.front import Feature, TableFront

    class Front(TableFront):
        features = Feature.HINT | Feature.UNDO

    window = QMainWindow()
    qtbot.addWidget(window)
    ctl, match, bot = table()
    front = Front(window, registry.games()[0])
    front.controller, front.board, front.tutor = ctl, KeysSeen(), TutorDock(window)
    front.autosave_path = tmp_path / "toy.json"
    assert ctl.autosave_path == front.autosave_path == tmp_path / "toy.json"
    ctl.start(match, {1: bot}, humans={0}, rng=random.Random(3))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    front.update_actions()
    assert front.can_hint and front.tutor.hint_button.isEnabled()
    front.pause()
    assert ctl.paused
    front.unpause()
    assert not ctl.paused
    ctl.act(max(match.legal_actions(), key=lambda c: (c.rank, c.index)))
    front.update_actions()
    assert not front.can_hint and not front.tutor.hint_button.isEnabled()
    assert front.can_undo == ctl.can_undo
    assert TableFront(window, registry.games()[0]).can_hint is False  # a feature not offered
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier)
    assert front.handle_key(key) and front.board.keys == [Qt.Key.Key_H]  # type: ignore[attr-defined]
    assert not front.handle_key_release(key)
    front.shutdown()


def test_a_player_made_when_asked_is_made_once_after_the_turn_that_dealt(qtbot) -> None:  # type: ignore[no-untyped-def]
    """`MadeWhenAsked`: a seat's player is made the first time the seat is to decide, on a
    later turn of the event loop than the deal (a start's first frame comes first), and
    only once; the game then plays as with a player made beforehand."""
    ctl, match, bot = table()
    ctl.auto_next_ms = 0
    told = record(ctl)
    made: list[int] = []

    def make(seat: int, player: Lowest) -> Lowest:
        made.append(seat)
        return player

    other = Lowest()
    ctl.start(match, {0: MadeWhenAsked(lambda: make(0, bot)),
                      1: MadeWhenAsked(lambda: make(1, other))},
              humans=(), rng=random.Random(5))
    assert told["dealt"] and made == []  # dealt, and nobody made before the loop turns
    qtbot.waitUntil(lambda: bool(told["game_over"]), timeout=10000)
    assert sorted(made) == [0, 1]
    assert ctl.players == {0: bot, 1: other}
    assert {o.seat for o in bot.shown} == {0} and {o.seat for o in other.shown} == {1}
    ctl.shutdown()


def test_a_player_of_a_game_left_before_it_was_asked_is_never_made(qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, match, bot = table()
    told = record(ctl)
    made: list[str] = []
    first = HighCard()
    ctl.start(first, {1: MadeWhenAsked(lambda: made.append("left") or bot)}, humans={0},
              rng=random.Random(2))
    while first.to_act != 1:  # the human's cards until the computer seat is to play
        obs = told["human_turn"][-1]
        assert ctl.act(obs.legal[0])
    ctl.start(match, {1: MadeWhenAsked(lambda: made.append("played") or bot)}, humans={0},
              rng=random.Random(4))
    play_out(qtbot, ctl, match, told)
    assert made == ["played"]
    ctl.shutdown()
