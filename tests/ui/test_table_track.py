"""The points track (`ui/table/track.py`): a row a side to the game's target, every credit a
chip with its words and amount (a loss in red, with a minus sign), appearing through the
table's animator after what was queued before it, its side's score moving when it lands;
drawn again at once from a list of credits (a game resumed, an undo), also in the middle of
its animations."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QGraphicsScene

from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.track import MINUS, Chip, Credit, PointsTrack, track_size


@pytest.fixture
def track(qtbot) -> Iterator[PointsTrack]:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()  # kept while the test runs: it owns the track
    t = PointsTrack(("Marta & Benito", "Ana & Carmela"), 18)
    scene.addItem(t)
    t.setPos(16, 16)
    yield t


def texts(chips: list[Chip]) -> list[str]:
    return [c.shown for c in chips]


def test_a_credit_is_a_chip_with_its_words_and_amount(track: PointsTrack) -> None:
    track.credit(Credit(0, "Caída", 1))
    track.credit(Credit(1, "San Vicente", 4))
    track.credit(Credit(0, "Pasado", -1))
    assert track.scores == track.shown_scores == (0, 4)
    assert texts(track.chips(0)) == ["Caída +1", f"Pasado {MINUS}1"]
    assert texts(track.chips(1)) == ["San Vicente +4"]
    loss = track.chips(0)[1]
    assert loss.credit.amount < 0
    assert "Marta & Benito: 0 — Caída +1, Pasado" in track.toolTip()


def test_chips_lie_in_their_sides_row_inside_the_track(track: PointsTrack) -> None:
    for k in range(9):
        track.credit(Credit(k % 2, "Aseo", 1))
    box = track.rect()
    for side in (0, 1):
        chips = track.chips(side)
        assert chips, side
        top = track.row_top(side)
        bottom = track.row_top(side + 1) if side == 0 else box.bottom()
        for chip in chips:
            r = chip.mapRectToParent(chip.box())
            assert box.contains(r)
            assert top <= r.top() and r.bottom() <= bottom
        lefts = [chip.pos().x() for chip in chips]
        assert lefts == sorted(lefts)  # oldest first
        for a, b in itertools.pairwise(chips):
            assert a.pos().x() + a.width <= b.pos().x()
    # the newest stay in sight, the oldest make room; all are in the tooltip
    assert texts(track.chips(0))[-1] == "Aseo +1" and len(track.chips(0)) < 5
    assert track.toolTip().count("Aseo +1") == 9


def test_credits_wait_their_turn_on_the_animator(qtbot, track: PointsTrack) -> None:  # type: ignore[no-untyped-def]
    """Queued behind a card's move, a credit shows when the move is done: its chip pops by
    the score, the score moves, the chip slides into the row."""
    animator = Animator(0.2)
    moved: list[str] = []
    animator.enqueue(lambda: animator.pause(200))
    animator.call(lambda: moved.append("card landed"))
    track.credit(Credit(1, "Contra", 3), animator)
    track.credit(Credit(1, "Aseo", 1), animator)
    assert track.scores == (0, 4)  # counted at once,
    assert track.shown_scores == (0, 0) and track.chips(1) == []  # shown in turn
    qtbot.waitUntil(lambda: track.shown_scores == (0, 3), timeout=3000)
    assert moved == ["card landed"]
    assert texts(track.chips(1)) == ["Contra +3"]  # the second waits behind the first
    with qtbot.waitSignal(animator.idle, timeout=5000):
        pass
    assert track.shown_scores == (0, 4)
    assert texts(track.chips(1)) == ["Contra +3", "Aseo +1"]
    assert all(c.opacity() == 1.0 and c.scale() == 1.0 for c in track.chips(1))


def test_at_instant_speed_a_credit_lands_at_once(track: PointsTrack) -> None:
    animator = Animator(0.0)
    track.credit(Credit(0, "Las 31", 2), animator)
    assert track.shown_scores == (2, 0)
    chip = track.chips(0)[0]
    assert chip.opacity() == 1.0 and chip.pos().x() == pytest.approx(12.0)


def test_reset_draws_the_track_again_from_a_list_of_credits(qtbot, track: PointsTrack) -> None:  # type: ignore[no-untyped-def]
    animator = Animator(0.5)
    for k in range(4):
        track.credit(Credit(k % 2, "Caída", 1), animator)
    credits = [Credit(0, "Trío", 3), Credit(1, "Pasado", -1)]
    track.reset(credits, start=(10, 2))  # an undo while the chips fly
    assert track.credits == tuple(credits)
    assert track.scores == track.shown_scores == (13, 1)
    assert texts(track.chips(0)) == ["Trío +3"]
    assert texts(track.chips(1)) == [f"Pasado {MINUS}1"]
    with qtbot.waitSignal(animator.idle, timeout=5000):
        pass
    # what was queued before the reset changes nothing
    assert track.shown_scores == (13, 1)
    assert texts(track.chips(0)) == ["Trío +3"]
    track.reset()
    assert track.scores == (10, 2) and track.chips(0) == [] and track.chips(1) == []


def test_a_score_below_zero_and_a_new_target(track: PointsTrack) -> None:
    track.reset([Credit(0, "Pasado", -2)], target=31)
    assert track.target == 31 and track.scores == (-2, 0)
    track.set_names(("Marta", "Ana"))
    assert track.names == ("Marta", "Ana") and "Marta: -2" in track.toolTip()
    with pytest.raises(ValueError):
        track.set_names(("Marta",))
    with pytest.raises(ValueError):
        track.credit(Credit(2, "Aseo", 1))


def test_a_long_label_is_shortened_inside_the_row(track: PointsTrack) -> None:
    track.credit(Credit(0, "Contest won at the highest of three and then some more", 6))
    chip = track.chips(0)[0]
    assert chip.width <= track.rect().width() - 24 and chip.shown.endswith("…")


def test_the_track_is_sized_for_its_sides() -> None:
    assert track_size(2) == (340.0, 190.0)
    w, h = track_size(4, 200)
    assert w == 280.0 and h > track_size(2)[1]
