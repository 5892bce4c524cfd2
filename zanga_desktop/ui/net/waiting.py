"""What a network table's window shows on the felt until play starts: who is still awaited
and what starts the game, in place of a table whose plates and piles would stand for a game
that is not there yet (the seats the host offers, not the ones a first deal makes)."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QGraphicsScene, QLabel, QVBoxLayout, QWidget

from ...net.messages import SeatKind, TableState
from ..i18n import tr
from ..table.overlay import PromptSizes, prompt_style
from ..table.view import SCENE_RECT

_SIZES = PromptSizes(corner=18, title=34, detail=24, padding=(8, 20), button=22,
                     button_height=40)
_WIDTH = 760  # scene units: the panel's lines wrap within it


def waiting_lines(state: TableState | None, host: bool, watching: bool) -> tuple[str, str]:
    """The panel's title and its sentence: how many seats are taken, and what starts play
    (every seat taken; or the host's Start now, the computer then playing the free seats)."""
    if state is None:
        return tr("Waiting for the table"), tr("Connecting to the table...")
    taken = sum(1 for s in state.seats if s.kind is not SeatKind.OPEN)
    count = tr("Seats taken: {0} of {1}.").format(taken, len(state.seats))
    if host:
        how = tr("The game begins when every seat is taken, or when you press Start now "
                 "in the Network table panel: the computer then plays the free seats.")
    elif watching:
        how = tr("The game begins when every seat is taken, or when the host starts it; "
                 "you will watch it here.")
    else:
        how = tr("The game begins when every seat is taken, or when the host starts it.")
    return tr("Waiting for the players"), f"{count}\n{how}"


class WaitingScene(QGraphicsScene):
    """The felt with one panel in its middle, saying who is awaited (`show_state`)."""

    def __init__(self, host: bool, watching: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.host, self.watching = host, watching
        self.state: TableState | None = None
        self.panel = QFrame()
        self.panel.setObjectName("prompt")
        self.panel.setStyleSheet(prompt_style(_SIZES))
        layout = QVBoxLayout(self.panel)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(14)
        self.title, self.detail = QLabel(), QLabel()
        for label, name in ((self.title, "title"), (self.detail, "detail")):
            label.setObjectName(name)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.proxy = self.addWidget(self.panel)
        self.show_state(None)

    def show_state(self, state: TableState | None) -> None:
        self.state = state
        title, detail = waiting_lines(state, self.host, self.watching)
        self.title.setText(title)
        self.detail.setText(detail)
        self.panel.setFixedWidth(_WIDTH)
        self.panel.adjustSize()
        height = self.panel.heightForWidth(_WIDTH)
        self.panel.setFixedHeight(max(height, self.panel.sizeHint().height()))
        rect = SCENE_RECT
        self.proxy.setPos(rect.center().x() - _WIDTH / 2,
                          rect.center().y() - self.panel.height() / 2 - 40)

    def retranslate(self) -> None:
        self.show_state(self.state)
