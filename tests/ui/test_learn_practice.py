"""Card order practice: the answer is the engine's order (who led matters), the streak counts
right answers in a row and the best streak is remembered."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from zanga_desktop.games.zanga.learn import progress
from zanga_desktop.games.zanga.learn.checks import check_which, which_cards, winner_of
from zanga_desktop.games.zanga.learn.content import lessons
from zanga_desktop.games.zanga.learn.practice import PracticeDialog, deal_pair
from zanga_desktop.games.zanga.rules import ORDERS, Card, Suit


def engine_winner(trump: Suit, led: Card, other: Card) -> Card:
    """Straight from the engine's order: the second card takes the trick only if it beats
    the card led."""
    return other if ORDERS[trump].beats(other, led) else led


def test_practice_answer_is_the_engines_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = PracticeDialog(seed=5)
    qtbot.addWidget(dialog)
    dialog.show()
    streak = 0
    for k in range(40):
        right = engine_winner(dialog.trump, dialog.led, dialog.other)
        assert dialog.winner() == right
        wrong_turn = k % 7 == 3
        target = right if not wrong_turn else (dialog.other if right == dialog.led
                                               else dialog.led)
        button = dialog.led_button if target == dialog.led else dialog.other_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        streak = 0 if wrong_turn else streak + 1
        assert dialog.streak == streak
        assert ("Right!" in dialog.feedback.text()) != wrong_turn
        assert f"Streak: {streak}" in dialog.streak_label.text()
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert progress.best_streak() == dialog.best >= 3


def test_who_led_decides_between_two_plain_suits() -> None:
    trump = Suit.OROS
    seven_copas, rey_espadas = Card.parse("7c"), Card.parse("12e")
    assert winner_of(trump, [(0, seven_copas), (1, rey_espadas)])[1] == seven_copas
    assert winner_of(trump, [(0, rey_espadas), (1, seven_copas)])[1] == rey_espadas
    assert check_which(trump, seven_copas, rey_espadas, seven_copas).ok


def test_pairs_cover_the_cases() -> None:
    rng = random.Random(1)
    kinds = set()
    for _ in range(300):
        trump, led, other = deal_pair(rng)
        order = ORDERS[trump]
        assert led != other
        same = order.suit_of(led) == order.suit_of(other)
        kinds.add((same, order.is_trump(led), order.is_trump(other)))
        assert winner_of(trump, [(0, led), (1, other)])[1] == engine_winner(trump, led, other)
    assert (True, True, True) in kinds and (True, False, False) in kinds
    assert (False, False, True) in kinds and (False, False, False) in kinds


def test_lesson_which_wins_steps_agree_with_the_engine() -> None:
    for lesson in lessons():
        for step in lesson.steps:
            if step.kind == "which_wins":
                trump, led, other = which_cards(step)
                assert check_which(trump, led, other, engine_winner(trump, led, other)).ok
