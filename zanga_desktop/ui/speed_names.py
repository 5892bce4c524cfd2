"""The animation speeds as the player reads them, in the order the View menu and the New game
dialog offer them (`settings.SPEEDS`, slowest first): one list for both."""

from __future__ import annotations

from . import settings
from .i18n import tr


def speed_names() -> dict[str, str]:
    """Each speed's key and its name in the UI language, slowest first."""
    names = {"slow": tr("Slow"), "normal": tr("Normal", "speed"), "fast": tr("Fast"),
             "instant": tr("Instant")}
    return {key: names[key] for key in settings.SPEEDS}
