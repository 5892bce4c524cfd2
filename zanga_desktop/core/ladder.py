"""The level ladder of any game: long duplicate matches run in chunks, kept as files, pooled.

Two thousand duplicate deals between two searching levels take hours on two cores, so a match
runs in chunks of consecutive deals, each kept as one JSON file, and the chunks are pooled
exactly (the per-deal scores are in every file). A run can stop at any moment and resume where
it stopped.

Each chunk carries the digest of the code that plays. Only chunks of the current digest are
pooled: after a change to how the game is played, the old figures no longer describe the
levels and the ladder starts again. What a game adds (its pairings, its match runner, its
playing files, the statistics it pools beside the scores) comes in a `LadderGame`; what its
`ladder` command adds (its levels and options, how its report reads) in a `LadderCommand`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .arg_types import count, scale
from .files import write_atomic
from .stats import mean_ci95

#: Chunk fields every game writes; a game's `chunk_keys` adds its own.
CHUNK_KEYS: tuple[str, ...] = ("a", "b", "preset", "seed", "effort", "first", "deals", "scores",
                               "digest")
#: The fields that make chunks parts of one match.
SAME_MATCH: tuple[str, ...] = ("a", "b", "preset", "seed", "effort", "digest")

Chunk = dict[str, Any]

#: The shared modules whose code decides how any game's table is played and scored (relative
#: to `zanga_desktop`); a game's `PLAY_FILES` adds its own. A decision's budget of work and
#: its random numbers (`core/budget.py`, `core/seeds.py`) decide what a level plays.
CORE_PLAY_FILES: tuple[str, ...] = (
    "core/deck.py", "core/errors.py", "core/arena.py", "core/game.py", "core/levels.py",
    "core/match.py", "core/options.py", "core/records.py", "core/stats.py", "core/budget.py",
    "core/seeds.py")


def ladder_pairs(levels: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The pairings a ladder of `levels` (weakest first, the first the fixed baseline) must
    win: each level from the third up against the one below it, and the strongest against
    the baseline."""
    climbs = tuple((levels[i], levels[i - 1]) for i in range(2, len(levels)))
    return (*climbs, (levels[-1], levels[0]))


class LadderError(ValueError):
    """Chunks that cannot be pooled (different matches, overlapping deals, bad files)."""


@dataclass(frozen=True, slots=True)
class LadderGame:
    """What a game gives the ladder.

    `play(a, b, preset, seed, effort, deals, jobs, first)` plays deals `first ..
    first + deals - 1` of one duplicate match and returns its summary with a `scores` list
    (one per deal); `pool_extra(chunks)` pools the game's own statistics of chunks of one
    match; `digest()` hashes the code that plays."""

    pairs: tuple[tuple[str, str], ...]
    play: Callable[[str, str, str, int, float, int, int, int], Chunk]
    pool_extra: Callable[[Sequence[Chunk]], dict[str, Any]]
    digest: Callable[[], str]
    default_preset: str
    chunk_keys: tuple[str, ...] = ()


def code_digest(package: Path, patterns: Iterable[str]) -> str:
    """A short hash of the files of `package` matching `patterns`; line endings do not
    count."""
    h = hashlib.sha256()
    for pattern in patterns:
        for path in sorted(package.glob(pattern)):
            h.update(path.relative_to(package).as_posix().encode())
            h.update(path.read_bytes().replace(b"\r\n", b"\n"))
    return h.hexdigest()[:12]


def pair_dir(root: Path, a: str, b: str) -> Path:
    return root / f"{a}-vs-{b}"


def chunk_path(root: Path, a: str, b: str, first: int) -> Path:
    return pair_dir(root, a, b) / f"{first:05d}.json"


def read_chunk(path: Path, keys: Sequence[str] = ()) -> Chunk:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LadderError(f"{path}: not a readable chunk ({exc})") from exc
    needed = (*CHUNK_KEYS, *keys)
    if not isinstance(data, dict) or any(k not in data for k in needed):
        raise LadderError(f"{path}: not a ladder chunk (needs {', '.join(needed)})")
    if not isinstance(data["scores"], list) or len(data["scores"]) != data["deals"]:
        raise LadderError(f"{path}: {data['deals']} deals but not as many scores")
    return data


def run_pair(game: LadderGame, root: Path, a: str, b: str, deals: int, chunk: int, jobs: int,
             seed: int = 1, preset: str | None = None, effort: float = 1.0,
             progress: Callable[[str], None] | None = None) -> int:
    """Play the deals of 0..deals-1 that no chunk of the current code covers yet, in chunks
    of at most `chunk` deals; returns how many chunks were played. Chunks of other code are
    set aside (renamed `.stale`), unreadable ones too (`.bad`); their deals are played again.
    Chunks of another size, or of a longer match, are kept and count."""
    preset = preset or game.default_preset
    digest = game.digest()
    covered: set[int] = set()
    for path in sorted(pair_dir(root, a, b).glob("*.json")):
        try:
            old = read_chunk(path, game.chunk_keys)
        except LadderError:
            path.replace(path.with_suffix(".bad"))
            continue
        if old["digest"] != digest:
            path.replace(path.with_suffix(".stale"))
        elif (old["seed"], old["preset"], old["effort"]) == (seed, preset, effort):
            covered.update(range(int(old["first"]), int(old["first"]) + int(old["deals"])))
    played = 0
    first = 0
    while first < deals:
        if first in covered:
            first += 1
            continue
        n = 1
        while n < chunk and first + n < deals and first + n not in covered:
            n += 1
        start = time.perf_counter()
        out = game.play(a, b, preset, seed, effort, n, jobs, first)
        out.update(first=first, digest=digest, seconds=round(time.perf_counter() - start, 1))
        write_atomic(chunk_path(root, a, b, first), json.dumps(out, indent=1) + "\n")
        played += 1
        if progress is not None:
            progress(f"{a} vs {b}: deals {first}..{first + n - 1}, mean {out['mean']:+.3f} "
                     f"({out.get('seconds', 0)} s)")
        first += n
    return played


def pool(chunks: Sequence[Chunk], extra: Callable[[Sequence[Chunk]], dict[str, Any]]
         ) -> dict[str, Any]:
    """One summary of chunks of the same match: scores concatenated in deal order, and the
    game's statistics pooled by `extra`."""
    if not chunks:
        raise LadderError("no chunks to pool")
    head = chunks[0]
    for c in chunks[1:]:
        for k in SAME_MATCH:
            if c[k] != head[k]:
                raise LadderError(f"chunks of different matches ({k}: {head[k]!r} and {c[k]!r})")
    ordered = sorted(chunks, key=lambda c: int(c["first"]))
    covered = 0
    scores: list[float] = []
    for c in ordered:
        if int(c["first"]) < covered:
            raise LadderError(f"chunks overlap at deal {c['first']}")
        covered = int(c["first"]) + int(c["deals"])
        scores.extend(float(x) for x in c["scores"])
    n = len(scores)
    mean, ci95 = mean_ci95(scores)
    contiguous = covered == n and int(ordered[0]["first"]) == 0
    return {**{k: head[k] for k in SAME_MATCH}, "deals": n, "contiguous": contiguous,
            "chunks": len(ordered), "mean": mean, "ci95": ci95, **extra(ordered),
            "seconds": round(sum(float(c.get("seconds", 0.0)) for c in ordered), 1)}


def report(game: LadderGame, root: Path, pairs: Iterable[tuple[str, str]] | None = None,
           digest: str | None = None) -> list[dict[str, Any]]:
    """The pooled standing of each pairing under the current code (chunks of other code are
    counted in `stale`, never pooled)."""
    digest = digest or game.digest()
    rows = []
    for a, b in pairs if pairs is not None else game.pairs:
        chunks, stale = [], 0
        for path in sorted(pair_dir(root, a, b).glob("*.json")):
            c = read_chunk(path, game.chunk_keys)
            if c["digest"] == digest:
                chunks.append(c)
            else:
                stale += 1
        row: dict[str, Any] = (pool(chunks, game.pool_extra) if chunks
                               else {"a": a, "b": b, "deals": 0})
        row["stale"] = stale
        rows.append(row)
    return rows


def verdict(row: dict[str, Any], target: int = 2000) -> str:
    if not row.get("deals"):
        return "not played"
    lo, hi = row["ci95"]
    strength = "A stronger" if lo > 0 else "B stronger" if hi < 0 else "not separated"
    done = "" if row["deals"] >= target else f", {row['deals']} of {target} deals"
    return strength + done


# ---------------------------------------------------------------- the command line

#: A played row of a report in words: its line after "A vs B: ", then any lines under it.
Describe = Callable[[dict[str, Any], int], list[str]]


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    """A game whose ladder command takes only the shared arguments."""


@dataclass(frozen=True, slots=True)
class LadderCommand:
    """What a game's `ladder` command adds to the shared one (`ladder_main`).

    `ladder(args)` gives the game's ladder and the folder of its chunks for the parsed
    arguments; `arguments(parser)` adds the game's own options (after `run|report`);
    `describe` and `markdown(rows, target)` write the report; `effort` offers `--effort`."""

    prog: str
    description: str
    levels: tuple[str, ...]
    dir_help: str
    ladder: Callable[[argparse.Namespace], tuple[LadderGame, Path]]
    describe: Describe
    markdown: Callable[[list[dict[str, Any]], int], str]
    arguments: Callable[[argparse.ArgumentParser], None] = _no_arguments
    effort: bool = False


def ladder_parser(command: LadderCommand) -> argparse.ArgumentParser:
    levels = set(command.levels)

    def pair(text: str) -> tuple[str, str]:
        a, sep, b = text.partition(":")
        if not sep or a not in levels or b not in levels:
            raise argparse.ArgumentTypeError(f"{text!r} is not LEVEL:LEVEL")
        return a, b

    p = argparse.ArgumentParser(prog=command.prog, description=command.description)
    p.add_argument("what", choices=("run", "report"))
    command.arguments(p)
    p.add_argument("--dir", type=Path, default=Path("docs/arena"), help=command.dir_help)
    p.add_argument("--pair", action="append", metavar="A:B", type=pair,
                   help="a pairing (repeatable; default: the whole ladder)")
    p.add_argument("--deals", type=count(1), default=2000, help="duplicate deals per pairing")
    p.add_argument("--chunk", type=count(1), default=20, help="deals per chunk file")
    if command.effort:
        p.add_argument("--effort", type=scale, default=1.0)
    p.add_argument("--jobs", type=count(1), default=os.cpu_count() or 1)
    p.add_argument("--json", action="store_true", help="report: print one JSON list")
    p.add_argument("--markdown", action="store_true", help="report: print a Markdown table")
    p.add_argument("--code", metavar="DIGEST",
                   help="report: the standing of an earlier code, from its chunks still kept "
                   "(default: the current code)")
    return p


def ladder_main(command: LadderCommand, argv: list[str]) -> int:
    """`run` plays the chunks missing from each pairing, then (as `report` alone does) the
    pooled standing is printed: in lines, as JSON or as a Markdown table."""
    parser = ladder_parser(command)
    args = parser.parse_args(argv)
    if args.code and args.what == "run":
        parser.error("--code is for report: a run plays the current code")
    game, root = command.ladder(args)
    pairs = args.pair or list(game.pairs)
    digest = args.code or game.digest()
    try:
        if args.what == "run":
            for a, b in pairs:
                run_pair(game, root, a, b, args.deals, max(1, args.chunk), max(1, args.jobs),
                         effort=args.effort if command.effort else 1.0,
                         progress=lambda line: print(line, flush=True))
        rows = report(game, root, pairs, digest)
    except LadderError as exc:
        print(f"{command.prog}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(rows))
    elif args.markdown:
        print(command.markdown(rows, args.deals))
    else:
        for line in report_lines(rows, digest, root, args.deals, command.describe):
            print(line)
    return 0


def report_lines(rows: Sequence[dict[str, Any]], digest: str, root: Path, target: int,
                 describe: Describe) -> list[str]:
    """The plain report: the code and the folder, then each pairing as `describe` words it,
    with the chunks of other code it holds (kept, never pooled) counted."""
    lines = [f"code {digest}, chunks in {root}"]
    for row in rows:
        head = f"{row['a']} vs {row['b']}: "
        stale = int(row.get("stale", 0))
        if not row["deals"]:
            lines.append(head + "not played"
                         + (f" ({stale} chunks of other code)" if stale else ""))
            continue
        first, *more = describe(row, target)
        lines += [head + first, *more]
        if stale:
            lines.append(f"  ({stale} chunks of other code not pooled)")
    return lines


def chance_markdown(rows: Sequence[dict[str, Any]], target: int, chance: str, unit: str,
                    key: str, digits: int) -> str:
    """The standing as a game's AI page shows it when its levels are judged by the chance of
    the game: that chance (`chance` says of what, and per what), then the game's own score
    (`row[key]` and `row[key + "_ci95"]`, `unit` its words) to `digits` decimals."""

    def score(value: float) -> str:
        return f"{value:+.{digits}f}"

    lines = [f"| A | B | deals | A, {chance} | 95% CI | {unit} (95% CI) | verdict |",
             "|---|---|---|---|---|---|---|"]
    for row in rows:
        if not row["deals"]:
            lines.append(f"| {row['a']} | {row['b']} | 0 | | | | not played |")
            continue
        lo, hi = row["ci95"]
        plo, phi = row[f"{key}_ci95"]
        lines.append(f"| {row['a']} | {row['b']} | {row['deals']} | {row['mean']:+.4f} | "
                     f"[{lo:+.4f}, {hi:+.4f}] | {score(row[key])} [{score(plo)}, "
                     f"{score(phi)}] | {verdict(row, target)} |")
    return "\n".join(lines)
