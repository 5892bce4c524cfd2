"""Outside `games/`, only `core/registry.py` names a game: no shared module imports a game's
package, and none holds a game's id, title or record suffix in its code (docstrings and
comments may speak of the games as examples). A game added later is then found by every
shared module through the registry alone."""

from __future__ import annotations

import ast
from pathlib import Path

from zanga_desktop.core import registry

ROOT = Path(__file__).resolve().parents[1] / "zanga_desktop"
SHARED = sorted(p for p in ROOT.rglob("*.py")
                if "games" not in p.relative_to(ROOT).parts[:1]
                and p.relative_to(ROOT).as_posix() != "core/registry.py")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings, or a command's name (`prog=`: the
    program is called `zanga`, like its first game)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "prog":
            out.add(id(node.value))
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def names_of_games() -> dict[str, str]:
    """Each text that names a game, and the game's id."""
    out: dict[str, str] = {}
    for game in registry.games():
        out[game.id] = game.id
        out[game.title] = game.id
        out[game.file_suffix] = game.id
        out[game.record_format] = game.id
    return out


def test_no_shared_module_names_a_game() -> None:
    names = names_of_games()
    offenders: list[str] = []
    for path in SHARED:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        where = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                module = node.module if isinstance(node, ast.ImportFrom) else None
                targets = [module or ""] + [a.name for a in node.names]
                if any("games." in t or t == "games" for t in targets if t):
                    offenders.append(f"{where}:{node.lineno} imports a game")
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docs):
                found = [n for n in names if n == node.value
                         or (n.startswith(".") and n in node.value)]
                if found:
                    offenders.append(f"{where}:{node.lineno} names {found[0]!r}")
    assert offenders == []


def test_the_check_sees_a_game_named() -> None:
    """A guard on the test itself: an id in code is found, one in a docstring is not."""
    tree = ast.parse('"""La Zanga"""\nx = "zanga"\np = P(prog="zanga")\n')
    docs = _docstrings(tree)
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and id(n) not in docs]
    assert strings == ["zanga"] and "zanga" in names_of_games()
