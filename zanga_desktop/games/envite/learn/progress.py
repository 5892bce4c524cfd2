"""El Envite's lesson progress: its own settings group, apart from La Zanga's."""

from __future__ import annotations

from ....ui.learn.progress import Progress

PROGRESS = Progress("envite_learn")
