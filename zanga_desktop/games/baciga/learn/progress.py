"""La Báciga's lesson progress: its own settings group, apart from the other games'."""

from __future__ import annotations

from ....ui.learn.progress import Progress

PROGRESS = Progress("baciga_learn")
