"""The table's keys: L holds the last trick up, R claims a renuncio, the arrows and Enter
choose among the prompt's buttons or the human's cards."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ....ui.table.animator import Animator
from ....ui.table.keys import CHOOSE, card_step
from ..rules import Card
from .controller import GameController
from .prompt import PromptPanel
from .table_cards import TableCards


class KeyTable(Protocol):
    """What the keys need of the board (which composes this module, so it is not imported)."""

    ctl: GameController
    prompt: PromptPanel
    cards: TableCards
    anim: Animator

    def show_peek(self, on: bool) -> None: ...

    def human_playing(self) -> bool: ...

    def human_hand(self) -> list[Card]: ...

_CHOOSE = CHOOSE


def key_released(board: KeyTable, event: QKeyEvent) -> bool:
    if event.key() == Qt.Key.Key_L and not event.isAutoRepeat():
        board.show_peek(False)
        return True
    return False


def key_pressed(board: KeyTable, event: QKeyEvent) -> bool:
    """True if the table used the key."""
    key = event.key()
    ctl = board.ctl
    if key == Qt.Key.Key_L:
        board.show_peek(True)
        return True
    if key == Qt.Key.Key_R and ctl.claim_allowed():
        return ctl.claim()
    prompt = board.prompt
    if prompt.isVisible() and prompt.buttons:
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            prompt.focus_step(-1)
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            prompt.focus_step(1)
            return True
        if key in _CHOOSE:
            return prompt.activate()
    if not board.human_playing():
        return False
    hand = board.human_hand()
    if not hand:
        return False
    cards = board.cards
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        step = -1 if key == Qt.Key.Key_Left else 1
        cards.focus_index = card_step(cards.focus_index, len(hand), step)
        cards.apply_marks()
        board.anim.enqueue(cards.sync(120))
        return True
    if key in _CHOOSE and 0 <= cards.focus_index < len(hand):
        ctl.play(hand[cards.focus_index])
        return True
    return False
