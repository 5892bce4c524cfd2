"""The shell reaches games only through the registry: its modules import nothing from
`zanga_desktop.games` (not even for type checking); a game's Qt side is imported by the name
its definition gives (`table_module()`)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "zanga_desktop"
SHELL = ("ui/main_window.py", "ui/start.py", "ui/new_game.py", "ui/stats.py",
         "ui/game_table.py", "app.py")


def imported(path: Path) -> list[str]:
    """Every module `path` imports, relative imports resolved against its package."""
    package = ["zanga_desktop", *path.relative_to(PACKAGE).parent.parts]
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.append(module)
            names += [f"{module}.{alias.name}" for alias in node.names]
    return names


def test_the_check_sees_relative_imports_of_a_game() -> None:
    path = PACKAGE / "games" / "zanga" / "ui" / "table.py"
    assert "zanga_desktop.games.zanga.ui.board" in imported(path)
    assert "zanga_desktop.ui.i18n" in imported(path)


@pytest.mark.parametrize("name", SHELL)
def test_a_shell_module_imports_no_game(name: str) -> None:
    games = [m for m in imported(PACKAGE / name) if m.startswith("zanga_desktop.games")]
    assert games == [], f"{name} imports {games}"
