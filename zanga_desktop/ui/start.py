"""The start screen: what the app shows when it opens (and again from Game > Start screen).

It offers the registered games to choose from (today La Zanga alone), the unfinished game (its
standings, its hand and when it was saved), a quick game with the last settings, the New game
dialog, the lessons and the rules. It is a view: it shows a `GameInfo` it is given, in the
words of the chosen game's table package (`start_texts`), and says what was chosen through
its signals; the main window reads the autosave (through the game's table) and does what was
chosen.

It covers the window below the menu bar, on the table's felt, and scales with the window
like the table does: every size in its style sheet is multiplied by `scale_for(size)`.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTime,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QCheckBox,
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GameDefinition
from ..core.setup import GameSetup
from . import game_table
from .game_table import FACTS, StartTexts
from .i18n import tr
from .paths import resource
from .table.art import CARD_H, CARD_W, Deck, device_ratio, svg_pixmap
from .table.felt import felt_pixmap
from .table.saved_game import GameInfo

#: The cards fanned above the title: the four aces.
FAN = ("1o", "1c", "1e", "1b")
#: The size the style sheet's sizes are written for: a 1280 x 800 window below its menu bar.
BASE = QSize(1280, 780)


# ---------------------------------------------------------------------- what is shown


# ---------------------------------------------------------------------- texts


def saved_text(when: datetime | None, now: datetime | None = None) -> str:
    """"Saved today at 18:42", "Saved yesterday at ...", "Saved on <date> at ...", in the
    language's own formats."""
    if when is None:
        return ""
    now = now or datetime.now()
    locale = QLocale()  # the language installed (i18n.install sets the default locale)
    stamp = QDateTime(QDate(when.year, when.month, when.day),
                      QTime(when.hour, when.minute, when.second))
    time = locale.toString(stamp.time(), QLocale.FormatType.ShortFormat)
    if when.date() == now.date():
        return tr("Saved today at {0}").format(time)
    if when.date() == (now - timedelta(days=1)).date():
        return tr("Saved yesterday at {0}").format(time)
    date = locale.toString(stamp.date(), QLocale.FormatType.LongFormat)
    return tr("Saved on {0} at {1}").format(date, time)


# ---------------------------------------------------------------------- the widgets


# The fan's card height at scale 1, the fan's height to its cards' and the share of its
# height it may give up before the whole screen is drawn smaller (`StartScreen._fit`).
FAN_CARD = 112.0
FAN_RATIO = 1.24
FAN_GIVES = 0.45
#: The markers of the saved game's first sides, as the table's stones show them.
STONE_FACES = ("vale-team0.svg", "vale-team1.svg")
# The smallest scale the screen is drawn at.
MIN_SCALE = 0.55


def unbroken(line: str) -> str:
    """A line of facts (`game_table.FACTS` between its items) that wraps between its items,
    never inside one: "computer players: Principiante" is not cut after its colon."""
    return FACTS.join(item.replace(" ", "\u00a0") for item in line.split(FACTS))


def scale_for(size: QSize) -> float:
    """How much larger than in a 1280 x 800 window everything is drawn (0.55 to 2.5)."""
    return max(MIN_SCALE, min(2.5, size.width() / BASE.width(), size.height() / BASE.height()))


STYLE = """
QLabel {{ color: #fdf8ea; background: transparent; }}
QLabel#start_title {{ font-size: {title}px; font-weight: bold; color: #f8dd8c;
                      font-family: "DejaVu Serif", "Georgia", "Times New Roman", serif; }}
QLabel#start_subtitle {{ font-size: {sub}px; color: #e4eedc; }}
QFrame#start_panel {{ background: rgba(10, 22, 14, 228); border: {b2}px solid #f2c14e;
                      border-radius: {r20}px; }}
QFrame#saved_box {{ background: rgba(255, 255, 255, 14); border: 1px solid #5f7a52;
                    border-radius: {r12}px; }}
QFrame#start_rule {{ background: #5f7a52; border: none; }}
QLabel#heading {{ font-size: {head}px; font-weight: bold; color: #f8dd8c; }}
QLabel#caption {{ font-size: {cap}px; color: #cfdcc6; }}
QLabel#count {{ font-size: {count}px; font-weight: bold; }}
QLabel#problem {{ font-size: {text}px; font-weight: bold; color: #ffb4a2; }}
QLabel#keys {{ font-size: {cap}px; color: #d6e4cf; }}
QPushButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fbf3da,
               stop:1 #e2d3a6); color: #2b1d0e; border: 1px solid #6b4a12;
               border-radius: {r12}px; padding: {pad_v}px {pad_h}px; font-size: {btn}px;
               font-weight: bold; min-height: {btn_h}px; }}
QPushButton[main="true"] {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                            stop:0 #f9e3a0, stop:1 #d9a93c); font-size: {main}px; }}
QPushButton:hover {{ background: #ffeeb8; }}
QPushButton:focus {{ border: {b3}px solid #7fd3ff; }}
QPushButton:pressed {{ background: #c99a30; }}
QPushButton#game_choice {{ background: rgba(10, 22, 14, 150); color: #e4eedc;
                          border: {b2}px solid #5f7a52; border-radius: {r12}px;
                          padding: {tab_v}px {pad_h}px; font-size: {text}px; min-height: 0; }}
QPushButton#game_choice:hover {{ background: rgba(255, 255, 255, 36); }}
QPushButton#game_choice:checked {{ background: rgba(10, 22, 14, 228); color: #f8dd8c;
                                  border: {b2}px solid #f2c14e; }}
QPushButton#game_choice:focus {{ border: {b2}px solid #7fd3ff; }}
QCheckBox {{ color: #fdf8ea; font-size: {cap}px; spacing: {gap}px; background: transparent; }}
QCheckBox:focus {{ color: #bfe8ff; }}
QCheckBox::indicator {{ width: {ind}px; height: {ind}px; border: {b2}px solid #f2c14e;
                        border-radius: {r4}px; background: rgba(0, 0, 0, 90); }}
QCheckBox::indicator:checked {{ image: url("{check}"); border: none; background: transparent; }}
"""


def style(scale: float) -> str:
    def px(n: float) -> int:
        return max(1, round(n * scale))

    check = resource("table", "check.svg").as_posix()
    return STYLE.format(title=px(54), sub=px(20), head=px(22), text=px(19), cap=px(16),
                        count=px(24), btn=px(20), main=px(23), btn_h=px(32), pad_v=px(7),
                        pad_h=px(18), tab_v=px(4), r20=px(20), r12=px(12), r4=px(4),
                        b2=max(2, px(2)), b3=max(2, px(3)), gap=px(8), ind=px(18), check=check)


class CardFan(QWidget):
    """The four aces fanned, drawn from the table's deck (its colour-blind variant too)."""

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.card_height = 120.0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_card_height(self, height: float) -> None:
        self.card_height = height
        self.setFixedHeight(round(height * FAN_RATIO))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(self.card_height * 2.6), round(self.card_height * FAN_RATIO))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        h = self.card_height
        w = h * CARD_W / CARD_H
        ratio = device_ratio(painter, self)
        # the cards turn about a point below the fan, as a hand of cards is held
        radius = h * 1.6
        pivot = QPointF(self.width() / 2, h * 0.53 + radius)
        n = len(FAN)
        for i, face in enumerate(FAN):
            angle = (i - (n - 1) / 2) * 13.0
            pm: QPixmap = self.deck.pixmap(face, h * ratio)
            pm.setDevicePixelRatio(pm.height() / h)
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            card = QRectF(-w / 2, -radius - h / 2, w, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(card.translated(h * 0.025, h * 0.03), w * 0.07, w * 0.07)
            painter.drawPixmap(card, pm, QRectF(pm.rect()))
            painter.restore()
        painter.end()


class StartScreen(QWidget):
    """The start screen. Enter chooses the main choice (the focused button, first of all
    Continue when there is a game to continue, else Play now); Escape goes back to the table
    when a game is in progress; the arrow keys move between the choices."""

    continue_chosen = Signal()
    play_chosen = Signal()
    new_game_chosen = Signal()
    learn_chosen = Signal()
    rules_chosen = Signal()
    closed = Signal()  # Escape, back to the game in progress
    show_at_start_changed = Signal(bool)
    game_chosen = Signal(str)  # a game's id: another game chosen in the chooser

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._felt: QPixmap = felt_pixmap()
        self._scale = 0.0
        self.info: GameInfo | None = None
        self.in_progress = False  # a game is on the table behind: Escape goes back to it
        self.quick: GameSetup | None = None
        self.games: tuple[GameDefinition, ...] = game_table.playable_games()
        self.game: GameDefinition = self.games[0]

        outer = self._outer = QVBoxLayout(self)
        # the games to choose from, as tabs along the top: one for each registered game
        chooser = self._chooser = QHBoxLayout()
        chooser.addStretch(1)
        self.game_buttons: dict[str, QPushButton] = {}
        for game in self.games:
            button = QPushButton()
            button.setObjectName("game_choice")
            button.setProperty("game", game.id)
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            # alone, it needs no key: the arrows and Enter stay with the screen's choices
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus if len(self.games) > 1
                                  else Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, g=game.id: self.choose_game(g))
            chooser.addWidget(button)
            self.game_buttons[game.id] = button
        chooser.addStretch(1)
        outer.addLayout(chooser)
        outer.addStretch(2)
        self.fan = CardFan(deck, self)
        outer.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel()
        self.title.setObjectName("start_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        shadow = QGraphicsDropShadowEffect(self.title)
        shadow.setBlurRadius(18)
        shadow.setOffset(0, 3)
        shadow.setColor(QColor(0, 0, 0, 200))
        self.title.setGraphicsEffect(shadow)
        outer.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("start_subtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.subtitle)
        outer.addSpacing(16)

        self.panel = QFrame()
        self.panel.setObjectName("start_panel")
        outer.addWidget(self.panel, 0, Qt.AlignmentFlag.AlignHCenter)
        columns = self._columns = QHBoxLayout(self.panel)

        # the left column: playing
        self.play_column = QWidget()
        play = self._play = QVBoxLayout(self.play_column)
        play.setContentsMargins(0, 0, 0, 0)
        self.play_heading = self._make_label("heading", play)
        self.intro = self._make_label("caption", play)  # a first game: how it is played
        self.saved_box = QFrame()
        self.saved_box.setObjectName("saved_box")
        play.addWidget(self.saved_box)
        saved = self._saved = QVBoxLayout(self.saved_box)
        top = QHBoxLayout()
        self.saved_heading = self._make_label("caption", top)
        self.saved_when = self._make_label("caption", top)  # when it was saved
        self.saved_when.setWordWrap(False)
        self.saved_when.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        saved.addLayout(top)
        # the standings, as the table's piles show them: a cell a side (as many as the saved
        # game has, `_side_cells`), then a third figure where the game names one (the pot)
        board = self._board = QHBoxLayout()
        self.stones: list[QLabel] = []
        self.counts: list[QLabel] = []
        self.teams: list[QLabel] = []
        self._cells: list[QVBoxLayout] = []
        self.third_stone, self.third_count, self.third_caption = self._cell(2)
        self._side_cells(2)
        saved.addLayout(board)
        self.saved_detail = self._make_label("caption", saved)
        self.problem = self._make_label("problem", saved)
        self.problem_detail = self._make_label("caption", saved)
        self.continue_button = self._make_button("continue", play)
        row = self._row = QHBoxLayout()
        self.play_button = self._make_button("play", row, 3)
        self.new_button = self._make_button("new_game", row, 2)
        play.addLayout(row)
        self.play_caption = self._make_label("caption", play)
        play.addStretch(1)
        columns.addWidget(self.play_column)

        self.rule = QFrame()
        self.rule.setObjectName("start_rule")
        self.rule.setFixedWidth(1)
        columns.addWidget(self.rule)

        # the right column: learning
        self.learn_column = QWidget()
        learn = self._learn = QVBoxLayout(self.learn_column)
        learn.setContentsMargins(0, 0, 0, 0)
        self.learn_heading = self._make_label("heading", learn)
        self.learn_caption = self._make_label("caption", learn)
        self.learn_button = self._make_button("learn", learn)
        self.rules_caption = self._make_label("caption", learn)
        self.rules_button = self._make_button("rules", learn)
        learn.addStretch(1)
        columns.addWidget(self.learn_column)

        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.show_at_start = QCheckBox()
        self.show_at_start.setObjectName("show_at_start")
        self.show_at_start.toggled.connect(self.show_at_start_changed)
        bottom.addWidget(self.show_at_start)
        bottom.addSpacing(36)
        self.keys = QLabel()
        self.keys.setObjectName("keys")
        bottom.addWidget(self.keys)
        bottom.addStretch(1)
        outer.addSpacing(12)
        outer.addLayout(bottom)
        outer.addStretch(3)

        # the words that change with the game and set the screen's height, and a hidden
        # label for each that measures every game's (`_hold_heights`)
        self._held = {"subtitle": self.subtitle, "learn_caption": self.learn_caption,
                      "rules_caption": self.rules_caption}
        self._probes: dict[str, QLabel] = {}
        for field, label in self._held.items():
            probe = self._probes[field] = QLabel(self)
            probe.setObjectName(label.objectName())
            probe.setWordWrap(True)
            probe.hide()
        self._every_texts: list[StartTexts] = []

        self.continue_button.clicked.connect(self.continue_chosen)
        self.play_button.clicked.connect(self.play_chosen)
        self.new_button.clicked.connect(self.new_game_chosen)
        self.learn_button.clicked.connect(self.learn_chosen)
        self.rules_button.clicked.connect(self.rules_chosen)
        self.choices: list[QPushButton] = [self.continue_button, self.play_button,
                                           self.new_button, self.learn_button,
                                           self.rules_button]
        self._fitting = QTimer(self)
        self._fitting.setSingleShot(True)
        self._fitting.setInterval(0)
        self._fitting.timeout.connect(self._refit_fan)
        self._rescale()
        self.retranslate()

    def _make_label(self, name: str, layout: QBoxLayout) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        layout.addWidget(label)
        return label

    def _make_button(self, name: str, layout: QBoxLayout, stretch: int = 0) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        layout.addWidget(button, stretch)
        return button

    # ---------------------------------------------------------------- what it shows

    def choose_game(self, game_id: str) -> None:
        """Show `game_id` as the chosen game (the window hears it by `game_chosen`)."""
        for game in self.games:
            if game.id == game_id:
                changed = game is not self.game
                self.game = game
                self.retranslate()
                if changed:
                    self.game_chosen.emit(game_id)
                return

    def show_choices(self, info: GameInfo | None, in_progress: bool, quick: GameSetup,
                     show_at_start: bool) -> None:
        """`info`: the game to continue (or the saved one that cannot be); `in_progress`:
        that game is the one on the table behind (Continue and Escape go back to it);
        `quick`: what Play now deals, a game of the chosen game."""
        for game in self.games:
            if game.id == quick.game:
                self.game = game
        self.info = info
        self.in_progress = in_progress
        self.quick = quick
        self.show_at_start.blockSignals(True)
        self.show_at_start.setChecked(show_at_start)
        self.show_at_start.blockSignals(False)
        self.retranslate()
        main = self.main_choice()
        for b in self.choices:  # the main choice is drawn larger and golden
            b.setProperty("main", b is main)
            b.style().unpolish(b)
            b.style().polish(b)
        main.setFocus(Qt.FocusReason.OtherFocusReason)

    def shown_info(self) -> GameInfo | None:
        """The unfinished game, if it is one of the chosen game."""
        info = self.info
        return info if info is None or info.game in ("", self.game.id) else None

    def main_choice(self) -> QPushButton:
        """Continue when there is a game to continue, else Play now."""
        info = self.shown_info()
        if info is not None and info.resumable:
            return self.continue_button
        return self.play_button

    def retranslate(self) -> None:
        # what Play now deals and the unfinished game are the chosen game's, or nothing
        quick = self.quick if self.quick is not None and self.quick.game == self.game.id \
            else None
        texts = game_table.package(self.game).start_texts(self.shown_info(), quick)
        self.texts = texts
        # every game's words, for the height each part keeps whichever game is chosen
        self._every_texts = [texts, *(game_table.package(g).start_texts(None, None)
                                      for g in self.games if g is not self.game)]
        for game in self.games:
            button = self.game_buttons[game.id]
            button.setText(game_table.package(game).title())
            button.setChecked(game is self.game)
            button.setToolTip(tr("Play {0}").format(button.text()))
        self.title.setText(texts.title)
        self.subtitle.setText(texts.subtitle)
        self.play_heading.setText(tr("Play"))
        self.intro.setText(texts.intro)
        self.continue_button.setText(tr("Continue this game") if self.in_progress
                                     else tr("Continue the unfinished game"))
        self.play_button.setText(tr("Play now"))
        self.new_button.setText(tr("New game..."))
        self.new_button.setToolTip(tr("Choose the players, the rules and the speed."))
        # "as last time" once there was a last time: a first start deals the usual table
        first = tr("Play now: a new game as last time.") \
            if game_table.dealt_before(self.game.id) \
            else tr("Play now: a new game against the computer.")
        self.play_caption.setText(first + "\n" + unbroken(texts.quick))
        # a game without lessons yet offers none: no button that does nothing
        self.learn_column.setVisible(texts.lessons)
        self.rule.setVisible(texts.lessons)
        self.learn_heading.setText(texts.learn_heading)
        self.learn_caption.setText(texts.learn_caption)
        self.learn_button.setText(tr("Learn to play"))
        self.rules_caption.setText(texts.rules_caption)
        self.rules_button.setText(tr("The rules"))
        self.show_at_start.setText(tr("Show this screen when Zanga starts"))
        keys = [tr("Enter: {0}").format(self.main_choice().text())]
        if self.in_progress:
            keys.append(tr("Esc: back to the table"))
        self.keys.setText("     ".join(keys))
        self._show_info()
        self._fit()  # another game's words: another height

    def _cell(self, stretch: int) -> tuple[QLabel, QLabel, QLabel]:
        """A figure of the saved game: its marker and count, its caption below. The third
        figure's cell is made first; each side's is put before it."""
        cell, top = QVBoxLayout(), QHBoxLayout()
        cell.setSpacing(round(2 * self._scale))  # the caption close under its count
        self._cells.append(cell)
        stone, count, name = QLabel(), QLabel(), QLabel()
        count.setObjectName("count")
        name.setObjectName("caption")
        name.setWordWrap(True)
        top.addWidget(stone)
        top.addSpacing(6)
        top.addWidget(count)
        top.addStretch(1)
        cell.addLayout(top)
        cell.addWidget(name, 0, Qt.AlignmentFlag.AlignTop)
        cell.addStretch(1)
        self._board.insertLayout(len(self.counts), cell, stretch)
        return stone, count, name

    def _side_cells(self, sides: int) -> None:
        """At least `sides` cells for the sides' standings (a game of more sides than the
        last adds them); each side's marker is a table's stone where there is one."""
        if len(self.counts) >= sides:
            return  # the markers already drawn stay as they are
        for _ in range(sides - len(self.counts)):
            stone, count, name = self._cell(3)
            self.stones.append(stone)
            self.counts.append(count)
            self.teams.append(name)
        self._scale_stones()

    def _show_info(self) -> None:
        info = self.shown_info()
        self.saved_box.setVisible(info is not None)
        self.intro.setVisible(info is None)
        ok = info is not None and info.resumable
        self.continue_button.setVisible(ok)
        if info is None:
            return
        for w in (*self.stones, *self.counts, *self.teams, self.third_stone, self.third_count,
                  self.third_caption, self.saved_detail):
            w.setVisible(ok)
        self.problem.setVisible(not ok)
        self.problem_detail.setVisible(not ok)
        if not ok:
            self.saved_heading.setText(tr("Unfinished game"))
            self.saved_when.setText(saved_text(info.saved_at))
            self.problem.setText(tr("The unfinished game cannot be resumed: its file is "
                                    "damaged."))
            where = str(info.path.parent) if info.path is not None else ""
            self.problem_detail.setText(
                tr("The file is kept in {0}; a new game will not overwrite it.").format(where)
                + "\n" + self.texts.problem)
            return
        self.saved_heading.setText(tr("The game on the table") if self.in_progress
                                   else tr("Unfinished game"))
        # each side's standing in the game's words (plain numbers if it gives none), then a
        # third figure where the game names one; a side the record does not give shows none
        sides = max(len(self.texts.teams), len(info.standings), 2)
        counts = (*(self.texts.counts or tuple(str(n) for n in info.standings)),
                  *("",) * (sides + 1))
        teams = (*self.texts.teams, *("",) * sides)
        self._side_cells(sides)
        for t, (count, name) in enumerate(zip(self.counts, self.teams, strict=True)):
            count.setText(counts[t])
            name.setText(teams[t])
            count.setVisible(t < sides)
            name.setVisible(t < sides)
            self.stones[t].setVisible(t < min(sides, len(STONE_FACES)))
        third = self.texts.third
        for widget in (self.third_stone, self.third_count, self.third_caption):
            widget.setVisible(bool(third))
        if third:
            self.third_count.setText(counts[sides])
            self.third_caption.setText(third)
        if self.texts.deals:
            at = tr("Deal {0} is over") if info.hand_over else tr("Deal {0} in play")
        else:
            at = tr("Hand {0} is over") if info.hand_over else tr("Hand {0} in play")
        hand = at.format(info.hand)
        self.saved_detail.setText(unbroken(hand + FACTS + self.texts.rules))
        self.saved_when.setText(saved_text(info.saved_at))

    # ---------------------------------------------------------------- size and look

    def _rescale(self) -> None:
        """The scale the window's size gives (`scale_for`), then the screen fitted in."""
        self._apply_scale(scale_for(self.size()) if self.width() > 0 else 1.0)
        self._fit()

    def _fit(self) -> None:
        """The whole screen inside the window. Where the chosen game's words, or the buttons
        other parts add, need more height than the window has, the fan of aces gives way
        first, then everything is drawn smaller: a layout given less than it needs squashes
        the game tabs into empty bars (La Báciga's screen at 1366 x 768 did)."""
        room = self.height()
        if room <= 0 or not self.isVisible():
            return
        self._apply_scale(scale_for(self.size()))
        over = 0
        for _ in range(4):
            self.fan.set_card_height(FAN_CARD * self._scale)
            over = self._needed_height() - room
            if over <= 0:
                return
            if over <= FAN_GIVES * self.fan.height() or self._scale <= MIN_SCALE:
                break
            self._apply_scale(max(MIN_SCALE, self._scale * room / (room + over)))
        self._refit_fan()  # the fan gives what is still over, as far as it may

    def _needed_height(self) -> int:
        """The height the screen's layout asks for at the window's width: its wrapped words
        as tall as they are at that width (a wrapped label's own size hint is worked out for
        a narrower one, three lines for La Báciga's subtitle where it takes one, and the
        fan gave way to lines nobody saw)."""
        self._hold_heights()
        layout = self._outer
        layout.activate()
        if layout.hasHeightForWidth():
            return layout.totalHeightForWidth(self.width())
        return layout.sizeHint().height()

    def _hold_heights(self) -> None:
        """The subtitle as tall as the tallest game's, and the learning column (the panel's
        taller one) too, at this width and scale: choosing another game's tab changes the
        words and moves neither the panel nor the fan (the panel grew and shrank with the
        captions, and everything under the tabs jumped), while each caption stays right
        above its button."""
        margins = self._outer.contentsMargins()
        probe_width = {"subtitle": self.width() - margins.left() - margins.right(),
                       "learn_caption": self.learn_column.minimumWidth(),
                       "rules_caption": self.learn_column.minimumWidth()}
        heights: dict[str, list[int]] = {}  # each field's height in every game, this one first
        for field, width in probe_width.items():
            probe = self._probes[field]
            probe.ensurePolished()
            probe.setFont(self._held[field].font())
            heights[field] = []
            for texts in self._every_texts:
                probe.setText(getattr(texts, field))
                heights[field].append(probe.heightForWidth(width) if width > 0 else 0)
        self.subtitle.setMinimumHeight(max(heights["subtitle"]))
        # the column's own height for this game's words, whatever minimum it is held at,
        # and what another game's add to it (the minimum is never set to anything else on
        # the way: each change asks for a layout, and each layout asks for this again)
        column = self.learn_column
        natural = column.heightForWidth(column.minimumWidth())
        if natural < 0:
            natural = column.sizeHint().height()
        learn, rules = heights["learn_caption"], heights["rules_caption"]
        more = max(learn[k] - learn[0] + rules[k] - rules[0] for k in range(len(learn)))
        column.setMinimumHeight(natural + more)

    def _apply_scale(self, s: float) -> None:
        if abs(s - self._scale) < 0.01:
            return
        self._scale = s
        self.fan.set_card_height(FAN_CARD * s)

        def px(n: float) -> int:
            return round(n * s)

        self.setStyleSheet(style(s))
        self._scale_stones()
        self._columns.setContentsMargins(px(28), px(20), px(28), px(22))
        self._columns.setSpacing(px(26))
        self.play_column.setFixedWidth(px(600))
        self.learn_column.setFixedWidth(px(320))
        for column in (self._play, self._learn):
            column.setSpacing(px(10))
        self._saved.setContentsMargins(px(14), px(8), px(14), px(10))
        self._saved.setSpacing(px(6))
        self._board.setSpacing(px(14))
        for cell in self._cells:
            cell.setSpacing(px(2))
        self._row.setSpacing(px(12))
        self._outer.setSpacing(px(4))
        self._outer.setContentsMargins(px(20), px(12), px(20), px(12))

    def _scale_stones(self) -> None:
        """The sides' markers (the table's stones; a side past them has none) and the third
        figure's, at the screen's scale."""
        if self._scale <= 0:
            return
        size = round(30 * self._scale)
        marked = [*zip(self.stones, STONE_FACES, strict=False), (self.third_stone, STONE_FACES[0])]
        for label, face in marked:
            pm = svg_pixmap("vales", face, size=max(8, size * 2)).scaled(
                size, size, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation)
            label.setPixmap(pm)
            label.setFixedSize(size, size)

    def _refit_fan(self) -> None:
        """The fan fitted again once the layout has settled (after each of its requests, as
        words change and their fonts are polished: the main choice's larger font comes
        last), at the scale `_fit` chose, and the last step of `_fit` itself; only the fan
        moves, so this comes to rest."""
        room = self.height()
        if room <= 0 or not self.isVisible():
            return
        full = FAN_CARD * self._scale
        over = self._needed_height() - room
        height = max(full * (1 - FAN_GIVES), min(full, self.fan.card_height - over / FAN_RATIO))
        if abs(height - self.fan.card_height) >= 0.5:
            self.fan.set_card_height(height)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fitting.start()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._rescale()
        self._fitting.start()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._rescale()
        self._fitting.start()
        super().showEvent(event)

    def refresh_felt(self) -> None:
        """The felt again, in the colour chosen now."""
        self._felt = felt_pixmap()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QBrush(self._felt))
        # a lamp over the table: lighter in the middle, darker at the edges
        r = math.hypot(self.width(), self.height()) / 2
        glow = QRadialGradient(QPointF(self.width() / 2, self.height() * 0.42), r)
        glow.setColorAt(0.0, QColor(255, 255, 230, 28))
        glow.setColorAt(0.55, QColor(0, 0, 0, 0))
        glow.setColorAt(1.0, QColor(0, 0, 0, 110))
        painter.fillRect(self.rect(), QBrush(glow))
        painter.end()

    # ---------------------------------------------------------------- keys

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            target = focused if (isinstance(focused, QPushButton) and focused.isEnabled()
                                 and focused.isVisible()) else self.main_choice()
            if isinstance(target, QAbstractButton):
                target.click()
            event.accept()
        elif key == Qt.Key.Key_Escape:
            if self.in_progress:
                self.closed.emit()
            event.accept()
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            self.focusNextPrevChild(key == Qt.Key.Key_Down)
            event.accept()
        else:
            super().keyPressEvent(event)
