"""The package's layers, checked on its import graph (every `import` of every module, read with
`ast`, relative ones resolved, those inside functions included).

- no import cycles among the modules of `zanga_desktop`;
- `core/`, `ui/table/` and `ui/learn/` know no game (`zanga_desktop.games`);
- `core/` and every game's `rules/` import neither PySide6 nor `zanga_desktop.ui`;
- a game's `rules/` imports neither its `ai/` nor its `ui/`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "zanga_desktop"
PACKAGE = "zanga_desktop"

def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def imported_names(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """Every module `name` imports, absolute: `from . import x` yields the module `x` when it is
    one, else the package; an outside import yields its top-level name (e.g. "PySide6")."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[:-(node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                yield sub if sub in modules else target


def resolve(target: str, modules: dict[str, Path]) -> str | None:
    """The module of ours `target` names (the nearest enclosing one), or None if not ours."""
    while target:
        if target in modules:
            return target
        target = target.rpartition(".")[0]
    return None


def import_graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Our modules' imports of our modules, and every module's raw imported names."""
    modules = all_modules()
    ours: dict[str, set[str]] = {m: set() for m in modules}
    raw: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        for target in imported_names(name, path, modules):
            raw[name].add(target)
            hit = resolve(target, modules) if target.startswith(PACKAGE) else None
            if hit is not None and hit != name:
                ours[name].add(hit)
    return ours, raw


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


GRAPH, RAW = import_graph()


def in_layer(module: str, layer: str) -> bool:
    return module == layer or module.startswith(layer + ".")


def game_part(module: str, part: str) -> bool:
    """Whether `module` lies in `part` (e.g. "rules") of some game."""
    bits = module.split(".")
    return len(bits) >= 4 and bits[:2] == [PACKAGE, "games"] and bits[3] == part


def violations(source: str, targets: set[str], forbidden: str) -> set[tuple[str, str]]:
    return {(source, t) for t in targets if in_layer(t, forbidden)}


def test_the_graph_is_read_from_every_module() -> None:
    # a guard on the test itself: it sees the known layers and their function-level imports
    assert "zanga_desktop.games.zanga.rules.state" in GRAPH
    assert "zanga_desktop.core.game" in GRAPH
    assert "PySide6" in {t.split(".")[0] for t in RAW["zanga_desktop.ui.table.view"]}
    arena = "zanga_desktop.games.zanga.ai.arena"
    assert "zanga_desktop.games.zanga.bots.player" in GRAPH[arena]  # imported inside make_side


def test_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles() -> None:
    assert cycles(GRAPH) == []


@pytest.mark.parametrize("layer", [f"{PACKAGE}.core", f"{PACKAGE}.ui.table", f"{PACKAGE}.bots",
                                   f"{PACKAGE}.limits", f"{PACKAGE}.ui.learn"])
def test_core_and_table_know_no_game(layer: str) -> None:
    bad = set()
    for module, targets in GRAPH.items():
        if in_layer(module, layer):
            bad |= violations(module, targets, f"{PACKAGE}.games")
    assert bad == set()


def test_core_and_rules_import_no_qt_and_no_ui() -> None:
    bad = set()
    for module, targets in RAW.items():
        if in_layer(module, f"{PACKAGE}.core") or game_part(module, "rules"):
            bad |= violations(module, targets, "PySide6")
            bad |= violations(module, targets, f"{PACKAGE}.ui")
    assert bad == set()


def test_rules_import_no_ai_and_no_ui_of_a_game() -> None:
    bad = set()
    for module, targets in GRAPH.items():
        if game_part(module, "rules"):
            bad |= {(module, t) for t in targets if game_part(t, "ai") or game_part(t, "ui")}
    assert bad == set()


def reached(graph: dict[str, set[str]], start: str) -> set[str]:
    seen = {start}
    todo = [start]
    while todo:
        for m in graph[todo.pop()]:
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def test_the_ladders_digest_covers_every_module_a_level_plays_with() -> None:
    """A ladder standing holds for the code it was played under (ai/ladder.py): every module
    the built-in levels reach must be hashed, wherever the code moves."""
    from fnmatch import fnmatch

    from zanga_desktop.games.zanga.ai.ladder import PLAY_FILES

    game = f"{PACKAGE}.games.zanga"
    played = reached(GRAPH, f"{game}.ai.players") | reached(GRAPH, f"{game}.ai.arena")
    paths = all_modules()
    files = {paths[m].relative_to(ROOT).as_posix() for m in played
             if (in_layer(m, game) or in_layer(m, f"{PACKAGE}.core"))
             and paths[m].name != "__init__.py"}
    # only a protocol bot's seat, never a level's: its view, its record, the host's files;
    # and reading and writing files, never how a table is played
    files -= {"games/zanga/records.py", "games/zanga/bots/view.py",
              "games/zanga/bots/player.py", "core/files.py", "core/record_files.py"}
    assert "games/zanga/ai/choice.py" in files and "games/zanga/rules/state.py" in files
    assert "core/deck.py" in files
    assert {f for f in files if not any(fnmatch(f, p) for p in PLAY_FILES)} == set()


def test_the_envite_ladders_digest_covers_every_module_a_level_plays_with() -> None:
    """The same for El Envite's ladder (games/envite/ai/ladder.py)."""
    from fnmatch import fnmatch

    from zanga_desktop.games.envite.ai.ladder import PLAY_FILES

    game = f"{PACKAGE}.games.envite"
    played = reached(GRAPH, f"{game}.ai.players") | reached(GRAPH, f"{game}.ai.arena")
    paths = all_modules()
    files = {paths[m].relative_to(ROOT).as_posix() for m in played
             if (in_layer(m, game) or in_layer(m, f"{PACKAGE}.core")
                 or m == f"{PACKAGE}.limits")
             and paths[m].name != "__init__.py"}
    # a protocol bot's seat, never a level's (its view and the host's codec); the record's
    # atomic save: never reached while playing
    files -= {"games/envite/bots/view.py", "games/envite/bots/player.py", "core/files.py"}
    assert "games/envite/ai/solver.py" in files and "games/envite/rules/state.py" in files
    assert {f for f in files if not any(fnmatch(f, p) for p in PLAY_FILES)} == set()
