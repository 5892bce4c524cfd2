"""The level ladder of a game played at several table sizes (players, seats or a team's
size), on the shared one (`core.ladder`): one `LadderGame` a size, its chunks under
`docs/arena/ID-nN/`. Beside the chance of the game each chunk keeps the size, the sides'
counts of what they did, and the per-deal scores in the game's own unit (points, piedras),
pooled here the same way for every such game. Nothing here names a game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from . import ladder as shared
from .ladder import Chunk
from .stats import mean_ci95

__all__ = ["SizedLadder"]

C = TypeVar("C")

#: The folder the `PLAY_FILES` patterns are relative to (`zanga_desktop`).
PACKAGE = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class SizedLadder(Generic[C]):
    """What a game gives: `folder`, the name of its chunks' folders before `-nN`; `pairs`
    and `play_files` (relative to `package`), as `LadderGame` and `code_digest` take them;
    `size_key`, the chunk's key of the table size; `unit`, the game's score (its chunks
    write `UNIT_scores`, a report `UNIT` and `UNIT_ci95`); `stat_keys`, the sides' counts;
    `config(a, b, preset, seed, effort, size)` and `run(config, deals, jobs, first)`, its
    arena's match."""

    folder: str
    pairs: tuple[tuple[str, str], ...]
    play_files: tuple[str, ...]
    size_key: str
    unit: str
    stat_keys: tuple[str, ...]
    default_preset: str
    config: Callable[[str, str, str, int, float, int], C]
    run: Callable[[C, int, int, int], dict[str, Any]]
    package: Path = PACKAGE

    @property
    def chunk_keys(self) -> tuple[str, ...]:
        return (self.size_key, "sides", f"{self.unit}_scores")

    def root_for(self, size: int, base: Path = Path("docs/arena")) -> Path:
        return base / f"{self.folder}-n{size}"

    def code_digest(self, package: Path | None = None) -> str:
        return shared.code_digest(self.package if package is None else package,
                                  self.play_files)

    def pool_extra(self, ordered: Sequence[Chunk]) -> dict[str, Any]:
        scores = [float(x) for c in ordered for x in c[f"{self.unit}_scores"]]
        mean, ci95 = mean_ci95(scores)
        return {self.size_key: ordered[0][self.size_key], self.unit: mean,
                f"{self.unit}_ci95": ci95,
                "sides": {side: {k: sum(int(c["sides"][side][k]) for c in ordered)
                                 for k in self.stat_keys} for side in ("a", "b")}}

    def ladder_for(self, size: int) -> shared.LadderGame:
        """The ladder at tables of `size` (the shared ladder's `LadderGame`)."""

        def play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
                 first: int) -> Chunk:
            return self.run(self.config(a, b, preset, seed, effort, size), deals, jobs, first)

        return shared.LadderGame(pairs=self.pairs, play=play, pool_extra=self.pool_extra,
                                 digest=self.code_digest, default_preset=self.default_preset,
                                 chunk_keys=self.chunk_keys)

    def pool(self, chunks: Sequence[Chunk]) -> dict[str, Any]:
        return shared.pool(chunks, self.pool_extra)
