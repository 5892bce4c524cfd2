"""The cards' back the player chose (View > Card back): red or blue, the two backs the deck's
art has (`back.svg`, `back2.svg`)."""

from __future__ import annotations

from .. import settings

KEY = "view/card_back"
#: Each back's picture in a deck folder, the first the usual red.
BACKS: dict[str, str] = {"red": "back", "blue": "back2"}


def chosen() -> str:
    """The back chosen; one the program does not know (a hand-edited file) is red."""
    return settings.one_of(KEY, BACKS)


def back_face() -> str:
    """The picture of the back chosen."""
    return BACKS[chosen()]
