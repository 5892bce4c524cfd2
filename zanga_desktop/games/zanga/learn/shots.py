"""Screenshots of the lessons, for docs/tutorial.md and for looking at what a learner sees:

    python -m zanga_desktop.games.zanga.learn.shots OUTDIR [--width 1100] [--language en]
    python -m zanga_desktop.games.zanga.learn.shots OUTDIR --lesson 08-mandar-solo [--lesson ...]

Without `--lesson`: the pictures of docs/tutorial.md (`lesson-*.png`), each one step of a
lesson with an answer given (often a wrong one, to show its explanation). With `--lesson`:
every step of those lessons, as shown (`ID-N.png`) and after the right answer
(`ID-N-right.png`). The settings live in a temporary folder: progress is not touched.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ....ui import i18n, settings
from ..rules import Action, Card, Kind, Word
from ..ui.shots import wait_until
from . import progress
from .checks import check_action, engine_value, which_cards, winner_of

# name: (lesson id, step index, answer): None shows the step unanswered; "right" the right
# answer; ("say", word), ("card", card), ("choice", value), ("which", 0 or 1) or
# ("act", value of a table button) a given answer, right or wrong.
Answer = str | tuple[str, str] | None
DOC_SHOTS: dict[str, tuple[str, int, Answer]] = {
    "lesson-plain-order": ("02-plain-order", 1, ("card", "6c")),
    "lesson-trumps": ("03-trumps", 4, ("which", "0")),
    "lesson-speaking": ("06-speaking", 1, None),
    "lesson-mandar-solo": ("08-mandar-solo", 5, None),
    "lesson-solo-out": ("08-mandar-solo", 8, "right"),
    "lesson-todas": ("10-todas", 3, ("act", "True")),
    "lesson-guided": ("11-first-hand", 1, None),
}


def _settle(app: QApplication, w: object, turn: bool = False) -> None:
    from .lessons import LearnWindow

    assert isinstance(w, LearnWindow)
    if turn:
        wait_until(app, lambda: w.controller.human_to_act and not w.animator.busy)
    wait_until(app, lambda: not w.animator.busy)
    for _ in range(5):
        app.processEvents()


def right_answer(w: object) -> Answer:
    """The step's right answer, as the engine computes it."""
    from .lessons import LearnWindow

    assert isinstance(w, LearnWindow)
    step = w.step
    st = w.controller.state
    if step.kind == "which_wins":
        trump, led, other = which_cards(step)
        return ("which", "0" if winner_of(trump, [(0, led), (1, other)])[1] == led else "1")
    if step.kind == "choose":
        assert step.engine is not None
        return ("choice", engine_value(st, step.engine))
    if step.kind == "say":
        word = next(w for w in Word if check_action(st, Action(0, Kind.SAY, w), step).ok)
        return ("say", word.value)
    if step.kind == "act":
        action = next(a for a in st.legal_actions() if check_action(st, a, step).ok)
        if isinstance(action.value, Card):
            return ("card", str(action.value))
        return ("act", str(action.json_value()))
    return None


def give(w: object, answer: Answer) -> None:
    """Answer the step shown as the learner would, through the window's own slots."""
    from .lessons import LearnWindow

    assert isinstance(w, LearnWindow)
    if answer == "right":
        answer = right_answer(w)
    if answer is None or isinstance(answer, str):
        return
    how, value = answer
    st = w.controller.state
    if how == "say":
        w.answer_say(Word(value))
    elif how == "choice":
        w.answer_choice(value)
    elif how == "which":
        _, led, other = which_cards(w.step)
        w.answer_which(led if value == "0" else other)
    elif how == "card":
        assert st.to_act is not None
        w.controller.act(Action(st.to_act, Kind.PLAY, Card.parse(value)))
    else:
        action = next(a for a in st.legal_actions() if str(a.json_value()) == value)
        w.controller.act(action)


def shoot(app: QApplication, w: object, lesson_id: str, step: int, answer: Answer,
          path: Path, width: int, clean: bool = True) -> bool:
    from .lessons import LearnWindow

    assert isinstance(w, LearnWindow)
    index = next(i for i, lesson in enumerate(w.lessons) if lesson.id == lesson_id)
    if clean:
        progress.reset()  # no lesson checked in the list
        w._fill_list()
    w.open_lesson(index)
    w.show_step(step)
    _settle(app, w, turn=w.step.kind in ("act", "guided"))
    if w.step.kind == "guided":
        wait_until(app, lambda: w.panel.hint.isVisible(), 30000)
    give(w, answer)
    _settle(app, w)
    image = w.grab().toImage()
    if width and image.width() > width:
        image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    return image.save(str(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--lesson", action="append", default=[],
                   help="every step of this lesson (an id such as 08-mandar-solo)")
    p.add_argument("--language", choices=("es", "en", "ja"), default="en")
    p.add_argument("--width", type=int, default=1100, help="scale the PNGs down to this width")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="zanga-shots-") as folder:
        settings.use_ini_folder(Path(folder))
        return _shots(args)


def _shots(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings.put("ui/language", args.language)
    i18n.install(args.language)
    from .lessons import LearnWindow

    w = LearnWindow(speed="instant")
    w.resize(1360, 820)
    w.show()
    ok = True
    suffix = "" if args.language == "en" else f"-{args.language}"
    if not args.lesson:
        for name, (lesson_id, index, answer) in DOC_SHOTS.items():
            ok &= shoot(app, w, lesson_id, index, answer, args.out / f"{name}{suffix}.png",
                        args.width)
    for lesson_id in args.lesson:
        lesson = next(lesson for lesson in w.lessons if lesson.id == lesson_id)
        for n, step in enumerate(lesson.steps):
            base = args.out / f"{lesson_id}-{n}{suffix}"
            ok &= shoot(app, w, lesson_id, n, None, base.with_suffix(".png"), args.width)
            if step.interactive and step.kind != "guided":
                ok &= shoot(app, w, lesson_id, n, "right",
                            base.with_name(base.name + "-right.png"), args.width)
    w.controller.shutdown()
    w.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
