"""The level ladder: long duplicate matches run in chunks, kept as files and pooled.

Two thousand duplicate deals between two searching levels take hours on two cores, so a match
runs in chunks of consecutive deals (`arena --first`), each kept as one JSON file, and the
chunks are pooled exactly (the per-deal scores are in every file). A run can stop at any
moment and resume where it stopped.

Each chunk carries the digest of the code that plays (the engine and the AI's playing
modules). Only chunks of the current digest are pooled: after a change to how the game is
played, the old figures no longer describe the levels and the ladder starts again.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from .arena import PLAYED_RESULTS, MatchConfig, mean_ci95, run_match

#: The pairings the ladder must win: each level against the one below, and the strongest
#: against the fixed baseline.
PAIRS: tuple[tuple[str, str], ...] = (
    ("normal", "principiante"),
    ("experto", "normal"),
    ("maestro", "experto"),
    ("maestro", "rules"),
)

#: Files (relative to the package) whose code decides how a table is played and scored.
PLAY_FILES: tuple[str, ...] = (
    "rules/*.py",
    "ai/arena.py", "ai/bid_search.py", "ai/bid_table.py", "ai/bidding.py", "ai/choice.py",
    "ai/clock.py", "ai/evaluator.py", "ai/players.py", "ai/rules.py", "ai/sampler.py",
    "ai/search.py", "ai/solver.py", "ai/view.py",
)

PACKAGE = Path(__file__).resolve().parent.parent


class LadderError(ValueError):
    """Chunks that cannot be pooled (different matches, overlapping deals, bad files)."""


def code_digest(package: Path = PACKAGE) -> str:
    """A short hash of the playing code; line endings do not count."""
    h = hashlib.sha256()
    for pattern in PLAY_FILES:
        for path in sorted(package.glob(pattern)):
            h.update(path.relative_to(package).as_posix().encode())
            h.update(path.read_bytes().replace(b"\r\n", b"\n"))
    return h.hexdigest()[:12]


def pair_dir(root: Path, a: str, b: str) -> Path:
    return root / f"{a}-vs-{b}"


def chunk_path(root: Path, a: str, b: str, first: int) -> Path:
    return pair_dir(root, a, b) / f"{first:05d}.json"


def _write_atomic(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_chunk(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LadderError(f"{path}: not a readable chunk ({exc})") from exc
    keys = ("a", "b", "preset", "seed", "effort", "first", "deals", "scores", "digest",
            "declarers", "redeals", "faults")
    if not isinstance(data, dict) or any(k not in data for k in keys):
        raise LadderError(f"{path}: not a ladder chunk (needs {', '.join(keys)})")
    if len(data["scores"]) != data["deals"]:
        raise LadderError(f"{path}: {data['deals']} deals but {len(data['scores'])} scores")
    return data


def run_pair(root: Path, a: str, b: str, deals: int, chunk: int, jobs: int, seed: int = 1,
             preset: str = "manual", effort: float = 1.0,
             progress: Callable[[str], None] | None = None) -> int:
    """Play the deals of 0..deals-1 that no chunk of the current code covers yet, in chunks
    of at most `chunk` deals; returns how many chunks were played. Chunks of other code are
    set aside (renamed `.stale`), unreadable ones too (`.bad`); their deals are played again.
    Chunks of another size, or of a longer match, are kept and count."""
    digest = code_digest()
    cfg = MatchConfig(a, b, preset, seed, effort)
    covered: set[int] = set()
    for path in sorted(pair_dir(root, a, b).glob("*.json")):
        try:
            old = read_chunk(path)
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
        out = run_match(cfg, n, jobs, first)
        out.update(first=first, digest=digest, seconds=round(time.perf_counter() - start, 1))
        _write_atomic(chunk_path(root, a, b, first), out)
        played += 1
        if progress is not None:
            progress(f"{a} vs {b}: deals {first}..{first + n - 1}, mean {out['mean']:+.3f} "
                     f"({out.get('seconds', 0)} s)")
        first += n
    return played


def pool(chunks: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One summary of chunks of the same match: scores concatenated in deal order, declarer
    counts added (from each chunk's rates and counts)."""
    if not chunks:
        raise LadderError("no chunks to pool")
    head = chunks[0]
    same = ("a", "b", "preset", "seed", "effort", "digest")
    for c in chunks[1:]:
        for k in same:
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
    tables = 2 * n
    declarers: dict[str, dict[str, Any]] = {}
    for side in ("a", "b"):
        declared = sum(int(c["declarers"][side]["declared"]) for c in ordered)
        row: dict[str, Any] = {
            "declared": declared,
            "declared_rate": round(declared / tables, 4),
            "solo": sum(int(c["declarers"][side]["solo"]) for c in ordered),
            # mandar solo (section 4): orders said, and answers to the other side's orders.
            **{k: sum(int(c["declarers"][side].get(k, 0)) for c in ordered)
               for k in ("ordered", "accepted", "refused")},
        }
        for res in map(str, PLAYED_RESULTS):
            count = sum(round(float(c["declarers"][side][res]) * int(c["declarers"][side]
                                                                      ["declared"]))
                        for c in ordered)
            row[res] = round(count / declared, 4) if declared else 0.0
        declarers[side] = row
    return {"a": head["a"], "b": head["b"], "preset": head["preset"], "seed": head["seed"],
            "effort": head["effort"], "digest": head["digest"], "deals": n,
            "contiguous": contiguous, "chunks": len(ordered), "mean": mean, "ci95": ci95,
            "redeals": sum(int(c["redeals"]) for c in ordered),
            "declarers": declarers,
            "faults": {s: sum(int(c["faults"][s]) for c in ordered) for s in ("a", "b")},
            "seconds": round(sum(float(c.get("seconds", 0.0)) for c in ordered), 1)}


def report(root: Path, pairs: Iterable[tuple[str, str]] = PAIRS,
           digest: str | None = None) -> list[dict[str, Any]]:
    """The pooled standing of each pairing under the current code (chunks of other code are
    counted in `stale`, never pooled)."""
    digest = digest or code_digest()
    rows = []
    for a, b in pairs:
        chunks, stale = [], 0
        for path in sorted(pair_dir(root, a, b).glob("*.json")):
            c = read_chunk(path)
            if c["digest"] == digest:
                chunks.append(c)
            else:
                stale += 1
        row: dict[str, Any] = pool(chunks) if chunks else {"a": a, "b": b, "deals": 0}
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
