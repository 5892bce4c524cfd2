"""Every visible string goes through translation: an AST scan of the user interface (the
shell in `zanga_desktop/ui/`, each game's `ui/` and `learn/`) for string literals handed to
Qt's text setters, widgets, actions, message boxes and the table's own text pieces, or given
to a piece's painted text, without `tr()`/`translate()` around them; and no `tr()` whose text
lupdate cannot see (a variable instead of a literal)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "zanga_desktop"
UI = PACKAGE / "ui"
#: Every folder of the user interface: the shell's, and each game's table and lessons.
UI_FOLDERS = (UI, *sorted(PACKAGE.glob("games/*/ui")), *sorted(PACKAGE.glob("games/*/learn")))

#: Calls whose (first) text argument is shown to the player (`list.append` and `set.add` are
#: left out: they are mostly data).
TEXT_SINKS = {
    # Qt setters and constructors
    "setText", "setWindowTitle", "setTitle", "setToolTip", "setStatusTip", "setWhatsThis",
    "setPlaceholderText", "setHtml", "setMarkdown", "setPlainText", "setLabelText",
    "setItemText", "setTabText", "addTab", "addAction", "addMenu", "addItem", "addItems",
    "insertItem", "addRow", "setSuffix", "setPrefix", "setSpecialValueText",
    "QLabel", "QPushButton", "QToolButton", "QAction", "QCheckBox", "QRadioButton",
    "QGroupBox", "QMenu", "QDockWidget", "QListWidgetItem", "QTreeWidgetItem",
    # the table's pieces and panels
    "say", "set_text", "set_caption", "set_note", "set_info", "show_hint",
    "show_trick", "_label", "_button",
}
#: A piece's painted text (`ui/table/pieces.py`'s `Painted[str]`), shown as it is set.
TEXT_ATTRIBUTES = {"caption", "note"}
#: QMessageBox, QFileDialog and QInputDialog statics: (title, text) after the parent; and
#: QMessageBox(icon, title, text, ...).
DIALOG_SINKS = {"information", "warning", "critical", "question", "about", "QMessageBox",
                "getSaveFileName", "getOpenFileName", "getExistingDirectory", "getText",
                "getItem", "getInt"}
TRANSLATE = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "pick"}
#: Literals that are not words for the player (file names, data, separators).
ALLOWED: set[str] = {"M", "D", "Zanga Desktop"}
#: Files that are not shown to the player: benchmarks print to a terminal, and the table
#: regions' demo draws a game author's sample words (a game hands the regions its own).
SKIP = {"bench.py", "regions_demo.py"}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _wordy(text: str) -> bool:
    """Whether `text` has words in it (outside HTML tags)."""
    return any(ch.isalpha() for ch in re.sub(r"<[^>]*>?", "", text)) and text not in ALLOWED


def _bare_literals(node: ast.expr) -> Iterator[ast.AST]:
    """String literals in `node` that are not inside a translate call."""
    if isinstance(node, ast.Call) and _name(node.func) in TRANSLATE:
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if _wordy(node.value):
            yield node
        return
    if isinstance(node, ast.JoinedStr):
        if any(isinstance(v, ast.Constant) and _wordy(str(v.value)) for v in node.values):
            yield node
        return
    if isinstance(node, ast.Call):
        if _name(node.func) == "format" and isinstance(node.func, ast.Attribute):
            yield from _bare_literals(node.func.value)
        return  # what another function returns is that function's business
    if isinstance(node, ast.BinOp):  # "a" + b
        yield from _bare_literals(node.left)
        yield from _bare_literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _bare_literals(node.body)
        yield from _bare_literals(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _bare_literals(value)


def _text_args(call: ast.Call) -> list[ast.expr]:
    name = _name(call.func)
    if name in DIALOG_SINKS:
        return list(call.args[1:3])
    if name == "_button":  # a prompt's button: (row, text, ...)
        return list(call.args[1:2])
    if name in ("addItem", "insertItem", "addRow", "addTab", "QAction", "QListWidgetItem"):
        # the text is the first string argument: an icon or an index may come before it
        for i, arg in enumerate(call.args[:2]):
            if not (isinstance(arg, ast.Name | ast.Attribute) and i == 0
                    and name in ("insertItem", "addTab")):
                return [arg]
        return []
    return list(call.args[:1]) + [k.value for k in call.keywords if k.arg == "text"]


def bypassing(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and target.attr in TEXT_ATTRIBUTES:
                    found += [f"{path.relative_to(UI.parents[1])}:{lit.lineno}: "
                              f".{target.attr} = {ast.unparse(lit)[:60]}"
                              for lit in _bare_literals(node.value)]
            continue
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name not in TEXT_SINKS and name not in DIALOG_SINKS:
            continue
        for arg in _text_args(node):
            for lit in _bare_literals(arg):
                found.append(f"{path.relative_to(UI.parents[1])}:{lit.lineno}: {name}("
                             f"{ast.unparse(lit)[:60]})")
    return found


def dynamic_tr(path: Path) -> list[str]:
    """`tr(x)` with no literal text: lupdate cannot extract it, so it is never translated."""
    if path.name == "i18n.py":
        return []
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) == "tr" and node.args:
            text = node.args[0]
            literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
            if not literal:
                found.append(f"{path.relative_to(UI.parents[1])}:{node.lineno}: "
                             f"{ast.unparse(node)[:70]}")
    return found


def ui_files() -> list[Path]:
    return sorted(p for folder in UI_FOLDERS for p in folder.rglob("*.py")
                  if p.name not in SKIP)


def test_the_scan_reads_every_games_table() -> None:
    names = {p.relative_to(PACKAGE).as_posix() for p in ui_files()}
    assert {"ui/main_window.py", "games/zanga/ui/table.py", "games/envite/ui/table.py",
            "games/zanga/learn/checks.py"} <= names


def test_no_visible_literal_bypasses_translation() -> None:
    problems = [line for p in ui_files() for line in bypassing(p)]
    assert not problems, "wrap these in tr():\n" + "\n".join(problems)


def test_every_tr_has_literal_text() -> None:
    problems = [line for p in ui_files() for line in dynamic_tr(p)]
    assert not problems, "lupdate cannot see these texts:\n" + "\n".join(problems)


def test_the_scan_finds_what_it_should(tmp_path: Path) -> None:
    """The scanner itself: literals bypassing tr are found, wrapped ones are not."""
    sample = UI / "_sample_for_scan.py"
    code = (
        "from PySide6.QtWidgets import QLabel, QPushButton, QMessageBox\n"
        "def f(w, tr, n):\n"
        "    QLabel('Hello')\n"
        "    w.setText(f'{n} tricks')\n"
        "    QMessageBox.warning(w, 'Oops', tr('fine'))\n"
        "    w.setText(tr('Wrapped {0}').format(n))\n"
        "    w.setToolTip('')\n"
        "    QPushButton(tr('OK'))\n"
        "    w.addItem(tr('Manual'), 'manual')\n"
        "    tr(n)\n"
        "    QMessageBox(1, 'Bot program', tr('Text'))\n"
    )
    sample.write_text(code, encoding="utf-8")
    try:
        found = bypassing(sample)
        dynamic = dynamic_tr(sample)
    finally:
        sample.unlink()
    assert [line.split(": ", 1)[1] for line in found] == [
        "QLabel('Hello')", "setText(f'{n} tricks')", "warning('Oops')",
        "QMessageBox('Bot program')"]
    assert len(dynamic) == 1
