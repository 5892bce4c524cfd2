"""Mutation testing of the rules: change one operator or constant at a time, run the tests.

    python tools/mutants.py zanga_desktop/games/zanga/rules/state.py [--tests tests/engine ...]
        [--jobs 2] [--out mutants.json] [--limit N] [--first tests/engine] [--shuffle SEED]

A mutant the tests still pass is a *survivor*: behaviour the suite lets change unnoticed.
Each mutant is written into its own copy of the package under a temporary folder and the
tests run there (`PYTHONPATH` first, `-p no:cacheprovider`), so the working tree is never
touched. The operators: comparison flips (`<` and `<=`, `==` and `!=`, `in` and `not in`,
`is` and `is not`), `and`/`or`, a dropped `not`, `+`/`-`, integer constants moved by one,
`True`/`False`, and a `return` of a value replaced by `return None`.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_TESTS = ["tests/engine", "tests/test_golden_records.py", "tests/test_random_games.py",
                 "tests/test_record_fuzz.py"]

_FLIPS: dict[type, type] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Mutant:
    index: int
    line: int
    what: str


def _sites(tree: ast.AST) -> Iterator[tuple[ast.AST, str, str]]:
    """Every place a mutation applies: (node, field or operator slot, description)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in _FLIPS:
                    yield node, f"op{i}", f"{type(op).__name__} -> {_FLIPS[type(op)].__name__}"
        elif isinstance(node, ast.BoolOp):
            yield node, "boolop", "and <-> or"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node, "not", "drop not"
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            yield node, "binop", "+ <-> -"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, "int", f"{node.value} -> {node.value + 1}"
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            yield node, "bool", f"{node.value} -> {not node.value}"
        elif isinstance(node, ast.Return) and node.value is not None and not (
                isinstance(node.value, ast.Constant) and node.value.value is None):
            yield node, "return", "return None"


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """Nodes inside annotations: not behaviour."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        for ann in ("annotation", "returns"):
            sub = getattr(node, ann, None)
            if sub is not None:
                skip.update(id(n) for n in ast.walk(sub))
    return skip


def mutants(source: str) -> list[tuple[Mutant, str]]:
    """Each mutant of `source` with the mutated module text."""
    tree = ast.parse(source)
    skip = _annotation_nodes(tree)
    out: list[tuple[Mutant, str]] = []
    for node, slot, what in list(_sites(tree)):
        if id(node) in skip:
            continue
        saved = copy.copy(node.__dict__)
        _apply(node, slot)
        text = ast.unparse(tree)
        node.__dict__.clear()
        node.__dict__.update(saved)
        out.append((Mutant(len(out), getattr(node, "lineno", 0), what), text))
    return out


def _apply(node: ast.AST, slot: str) -> None:
    if slot.startswith("op"):
        assert isinstance(node, ast.Compare)
        i = int(slot[2:])
        node.ops = [*node.ops[:i], _FLIPS[type(node.ops[i])](), *node.ops[i + 1:]]
    elif slot == "boolop":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif slot == "not":
        assert isinstance(node, ast.UnaryOp)
        node.op = ast.UAdd()
        node.operand = ast.Call(ast.Name("bool", ast.Load()), [node.operand], [])
    elif slot == "binop":
        assert isinstance(node, ast.BinOp)
        node.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
    elif slot == "int":
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        node.value = node.value + 1
    elif slot == "bool":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif slot == "return":
        assert isinstance(node, ast.Return)
        node.value = ast.Constant(None)


def run_one(target: Path, mutant: Mutant, text: str, tests: list[str], timeout: int,
            first: list[str] | None = None) -> str:
    """'killed', 'survived' or 'timeout' for one mutant, in a throwaway copy of the tree; with
    `first`, those tests run alone before the others, which run only if they pass."""
    with tempfile.TemporaryDirectory(prefix="mutant-") as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "zanga_desktop", work / "zanga_desktop",
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "tests", work / "tests",
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(ROOT / "pyproject.toml", work / "pyproject.toml")
        (work / target).write_text(text, "utf-8")
        env = dict(os.environ, PYTHONPATH=str(work), PYTHONDONTWRITEBYTECODE="1")
        stages = [tests] if not first else [first, [t for t in tests if t not in first]]
        for stage in stages:
            if not stage:
                continue
            cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *stage]
            try:
                done = subprocess.run(cmd, cwd=work, env=env, capture_output=True,
                                      timeout=timeout, check=False)
            except subprocess.TimeoutExpired:
                return "timeout"
            if done.returncode != 0:
                return "killed"
        return "survived"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("target", help="a module of the package, e.g. "
                   "zanga_desktop/games/zanga/rules/state.py")
    p.add_argument("--tests", nargs="*", default=DEFAULT_TESTS)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--timeout", type=int, default=120)
    p.add_argument("--limit", type=int, default=0, help="only the first N mutants")
    p.add_argument("--only", type=int, nargs="*", help="only the mutants of these indexes "
                   "(e.g. the survivors of an earlier --out, after new tests)")
    p.add_argument("--out", help="write every mutant's outcome as JSON here")
    p.add_argument("--first", nargs="*", help="tests run alone first (quick ones that kill "
                   "most mutants); the others of --tests run only for a mutant they miss")
    p.add_argument("--shuffle", type=int, metavar="SEED", help="run the mutants in a random "
                   "order, so that a run stopped early is a fair sample of the whole")
    args = p.parse_args(argv)
    target = Path(args.target)
    todo = mutants((ROOT / target).read_text("utf-8"))
    if args.only is not None:
        todo = [t for t in todo if t[0].index in set(args.only)]
    if args.shuffle is not None:
        random.Random(args.shuffle).shuffle(todo)
    if args.limit:
        todo = todo[: args.limit]

    results: list[tuple[Mutant, str]] = []
    out = Path(args.out) if args.out else None
    if out is not None and out.exists():
        done = {(d["index"], d["line"], d["what"]): d["outcome"]
                for d in json.loads(out.read_text("utf-8"))}
        results = [(m, done[(m.index, m.line, m.what)]) for m, _ in todo
                   if (m.index, m.line, m.what) in done]
        todo = [t for t in todo if (t[0].index, t[0].line, t[0].what) not in done]

    def job(item: tuple[Mutant, str]) -> tuple[Mutant, str]:
        return item[0], run_one(target, item[0], item[1], args.tests, args.timeout,
                                args.first)

    def save() -> None:
        if out is not None:
            ordered = sorted(results, key=lambda r: r[0].index)
            text = json.dumps([dict(asdict(m), outcome=o) for m, o in ordered], indent=1)
            tmp = out.with_name(out.name + ".tmp")
            tmp.write_text(text + "\n", "utf-8")
            os.replace(tmp, out)

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for mutant, outcome in pool.map(job, todo):
            results.append((mutant, outcome))
            save()
            if outcome == "survived":
                print(f"survived: line {mutant.line}: {mutant.what}", flush=True)
    killed = sum(1 for _, o in results if o != "survived")
    print(f"{target}: {killed} of {len(results)} mutants killed "
          f"({100 * killed / max(1, len(results)):.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
