"""The panels every game shows over its table: put on the scene hidden at their height,
emptied at once when built again, and dressed by one style sheet with the game's sizes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QLabel, QPushButton, QWidget

from zanga_desktop.ui.table.overlay import (
    PromptFrame,
    PromptSizes,
    empty_layout,
    prompt_style,
    put_on_table,
)

SIZES = PromptSizes(corner=18, title=26, detail=19, padding=(8, 18), button=21, button_height=36)


def test_a_panel_is_put_on_the_table_hidden_at_its_height(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    panel = QWidget()
    proxy = put_on_table(scene, panel, 92)
    assert proxy.scene() is scene and proxy.widget() is panel
    assert proxy.zValue() == 92
    assert not proxy.isVisible() and panel.isHidden()
    panel.show()
    assert proxy.isVisible()


def test_an_emptied_layout_hides_its_widgets_at_once_and_deletes_them_later(qtbot) -> None:  # type: ignore[no-untyped-def]
    frame = PromptFrame(prompt_style(SIZES), (1, 2, 3, 4), 5)
    qtbot.addWidget(frame)
    title = frame._label("Title", "title")
    row = QHBoxLayout()
    inner = QPushButton("inner")
    row.addWidget(inner)
    frame._layout.addLayout(row)
    frame.buttons.append(inner)
    frame.show()
    assert title.isVisible() and inner.isVisible()
    gone: list[str] = []
    title.destroyed.connect(lambda: gone.append("title"))
    inner.destroyed.connect(lambda: gone.append("inner"))
    frame._clear()
    assert frame._layout.count() == 0 and row.count() == 0 and frame.buttons == []
    assert title.isHidden() and inner.isHidden()  # before the event loop deletes them
    assert gone == []
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: sorted(gone) == ["inner", "title"], timeout=1000)


def test_empty_layout_leaves_an_empty_layout_alone() -> None:
    row = QHBoxLayout()
    empty_layout(row)
    row.addStretch(1)
    empty_layout(row)
    assert row.count() == 0


def test_a_prompt_line_is_centred_wrapped_and_named_for_its_style(qtbot) -> None:  # type: ignore[no-untyped-def]
    frame = PromptFrame(prompt_style(SIZES), (22, 14, 22, 16), 8)
    qtbot.addWidget(frame)
    label = frame._label("Envío of 3", "detail")
    assert isinstance(label, QLabel) and label.objectName() == "detail"
    assert label.wordWrap() and label.alignment() == Qt.AlignmentFlag.AlignCenter
    assert frame.objectName() == "prompt"
    assert frame._layout.contentsMargins().left() == 22 and frame._layout.spacing() == 8


def test_the_prompt_style_takes_the_games_sizes_and_puts_its_own_rules_last() -> None:
    style = prompt_style(SIZES, "QPushButton#sena { background: #d7e8f4; }\n")
    for part in ("border-radius: 18px", "QLabel#title { font-size: 26px",
                 "QLabel#detail { font-size: 19px", "padding: 8px 18px", "font-size: 21px",
                 "min-height: 36px"):
        assert part in style, part
    # :pressed after :hover, so that a pressed button shows pressed under the mouse, in
    # every game's prompt; the game's own rules come last
    assert style.index(":hover") < style.index(":pressed") < style.index("#sena")
    assert prompt_style(SIZES).rstrip().endswith("#7fd3ff; }")


def test_a_panel_built_again_while_shown_fits_every_wrapped_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A prompt offered again on the table (La Ronda's cante window, then its last call):
    its new lines are measured whole, none squeezed to the height of the lines before."""
    scene = QGraphicsScene()
    frame = PromptFrame(prompt_style(SIZES), (22, 14, 22, 16), 8)
    put_on_table(scene, frame, 80)
    frame._label("Short", "title")
    frame.fit()
    frame.show()
    QCoreApplication.processEvents()
    long = ("Sung, it scores 2 at once unless a rival sings too; then the envío decides. "
            "You may also wait and sing at your turn.")
    for lines in ((long, "A second line that wraps as well, at the width of the first one"),
                  ("Your last call: sing a ronda of caballos now, or it does not count.",)):
        empty_layout(frame._layout)
        frame._label("You hold a ronda of caballos", "title")
        for line in lines:
            frame._label(line, "detail")
        row = QHBoxLayout()
        row.addWidget(QPushButton("Cantar ronda (+2)"))
        frame._layout.addLayout(row)
        frame.fit()
        QCoreApplication.processEvents()
        shown = [w for w in frame.findChildren(QLabel) if w.isVisible()]
        assert len(shown) == 1 + len(lines)
        for label in shown:
            assert label.height() >= label.heightForWidth(label.width()), label.text()
            assert frame.rect().contains(label.geometry()), label.text()
