"""Compare the engine's speed figures of this checkout with another one, in the same run.

    .venv/bin/python tools/bench_compare.py --base /path/to/older/checkout [--rounds 5]
        [--game GAME]

Both sides run this checkout's `zanga_desktop/games/GAME/bench.py` (it uses only the public
API; every game that has one can be compared), each in a fresh subprocess whose
`zanga_desktop` is imported from its own directory, taking turns round by round so that a busy
machine slows both alike. Prints every figure's median over
the rounds for the base and for this checkout, and their ratio (above 1: this checkout is
faster; for the "_s_median" figures, seconds, the ratio is base / new).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
BENCHES = {path.parent.name: path
           for path in sorted((HERE / "zanga_desktop" / "games").glob("*/bench.py"))}

#: Both sides measure with this checkout's `core/bench.py` (an older one may have none).
_RUN = """
import importlib.util, json, runpy, sys
sys.path.insert(0, {root!r})
import zanga_desktop, zanga_desktop.core
assert zanga_desktop.__file__.startswith({root!r}), zanga_desktop.__file__
spec = importlib.util.spec_from_file_location("zanga_desktop.core.bench", {helpers!r})
helpers = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = zanga_desktop.core.bench = helpers
spec.loader.exec_module(helpers)
bench = runpy.run_path({bench!r})
print(json.dumps(bench["bench_engine"]({hands}, {repeat})))
"""


def run_once(root: Path, hands: int, repeat: int, game: str) -> dict[str, float]:
    code = _RUN.format(root=str(root.resolve()), bench=str(BENCHES[game]), hands=hands,
                       repeat=repeat, helpers=str(HERE / "zanga_desktop" / "core" / "bench.py"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=str(root))
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True, type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--game", choices=sorted(BENCHES), default=sorted(BENCHES)[0],
                        help="whose rules (a game with a bench.py)")
    parser.add_argument("--hands", type=int, default=1000, help="hands per run")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    runs: dict[str, list[dict[str, float]]] = {"base": [], "new": []}
    for r in range(args.rounds):
        for side, root in (("base", args.base), ("new", HERE)):
            runs[side].append(run_once(root, args.hands, args.repeat, args.game))
            print(f"round {r + 1}/{args.rounds} {side} done", file=sys.stderr)
    names = [n for n in runs["new"][0] if not n.endswith("_worst") and n in runs["base"][0]]
    print(f"{'figure':36} {'base':>12} {'new':>12} {'ratio':>7}")
    for name in names:
        base = statistics.median(run[name] for run in runs["base"])
        new = statistics.median(run[name] for run in runs["new"])
        ratio = base / new if name.endswith("_s_median") else new / base
        print(f"{name:36} {base:12} {new:12} {ratio:7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
