"""La Zanga's lesson progress (`ui.learn.progress`, settings group `learn`), and the
practice's best streak. Progress is kept by lesson id; a lesson renumbered when others were
put before it keeps its progress through `RENAMED`."""

from __future__ import annotations

from ....ui import settings
from ....ui.learn.progress import Progress

PROGRESS = Progress("learn")
DONE = PROGRESS.done_key
CURRENT = PROGRESS.current_key
BEST_STREAK = "learn/best_streak"

# old lesson id -> new id (lessons 8 and 10 were put between the old 8 and 9)
RENAMED = {
    "08-cinco-todas-estuche": "09-cinco-estuche",
    "09-first-hand": "11-first-hand",
}

done = PROGRESS.done
mark_done = PROGRESS.mark_done
step = PROGRESS.step
set_step = PROGRESS.set_step
current = PROGRESS.current
set_current = PROGRESS.set_current
reset = PROGRESS.reset


def best_streak() -> int:
    return settings.get_int(BEST_STREAK, 0)


def set_best_streak(n: int) -> None:
    settings.put(BEST_STREAK, n)


def migrate() -> None:
    """Move progress saved under an old lesson id to the new one (nothing to do the second
    time)."""
    finished = done()
    if finished & RENAMED.keys():
        settings.put(DONE, ",".join(sorted({RENAMED.get(x, x) for x in finished})))
    if current() in RENAMED:
        set_current(RENAMED[current()])
    for old, new in RENAMED.items():
        if PROGRESS.has_step(old):
            if not PROGRESS.has_step(new):
                set_step(new, step(old))
            PROGRESS.forget_step(old)
