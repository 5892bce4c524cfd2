"""Generate `bid_table.py`: the bidding model fitted offline to double-dummy results.

Deterministic: deal `i` is `Deal.shuffled(Random(f"bids:{i}"), i % 4)`, the solver is bounded by
nodes (not time), and the fit is plain gradient descent from zero. Run

    python -m zanga_desktop.games.zanga.ai.train_bids solve --deals 1000 --out /tmp/bid-rows.jsonl
    python -m zanga_desktop.games.zanga.ai.train_bids fit --rows /tmp/bid-rows.jsonl \
        --out zanga_desktop/games/zanga/ai/bid_table.py

`solve` may be split over processes with `--start` and concatenated (the rows are keyed by
deal, so the order of the concatenation does not matter: `fit` sorts them).

For every seat of every deal the solver answers, with the seat's best suit (evaluator.py) as
trumps and the mano leading: does the seat's team reach 5 tricks, and if not 4 (juego)? And
for seats worth at least `SOLO_FROM` tricks, the same for the seat alone, his partner out
(solo). `fit` turns these into two ordinal logistic models (bidding.py reads them).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from typing import Any

from ....core.arg_types import count
from ..rules import Card, Deal, Suit
from .bidding import DEFENCE_FEATURES, FEATURES, features
from .evaluator import best_trump
from .solver import Aborted, Solver, mask

SOLO_FROM = 3.3
NODE_LIMIT = 400_000
WEAK_AT = 3.0  # a seat worth less than this most likely passes (rules.JUEGO_AT)
ORDER_FROM = 3.5  # a seat worth this orders a solo over a juego (bidding.mandar_value)
ACCEPT_FROM = 3.75  # a juego player worth this accepts the order (bidding.answer_values)


def _outcome(trump: Suit, hands: list[int], side: int, out: int | None, leader: int) -> int | None:
    """0 codillo, 1 puesta, 2 sacada for `side`; None if the solver gave up."""
    solver = Solver(trump, hands, side, out, NODE_LIMIT)
    try:
        if solver.reaches(leader, [], 5):
            return 2
        return 1 if solver.reaches(leader, [], 4) else 0
    except Aborted:
        return None


def solve_rows(start: int, deals: int, solo_only: bool = False) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for i in range(start, start + deals):
        dealer = i % 4
        deal = Deal.shuffled(random.Random(f"bids:{i}"), dealer)
        mano = (dealer + 1) % 4
        worth = [best_trump(h)[1] for h in deal.hands]
        for s in range(4):
            trump, w = best_trump(deal.hands[s])
            if solo_only and w < SOLO_FROM:
                continue
            hands = [mask(h) for h in deal.hands]
            row: dict[str, Any] = {
                "deal": i, "seat": s, "mano": mano, "trump": trump.value,
                "hand": [str(c) for c in deal.hands[s]], "worth": worth, "juego": None,
                "solo": None}
            if not solo_only:
                row["juego"] = _outcome(trump, hands, s & 1, None, mano)
            if w >= SOLO_FROM:
                p = (s + 2) % 4
                hands[p] = 0
                leader = mano if mano != p else (mano + 1) % 4
                row["solo"] = _outcome(trump, hands, s & 1, p, leader)
            rows.append(row)
    return rows


def row_features(row: dict[str, Any], solo: bool) -> list[float]:
    s = row["seat"]
    hand = [Card.parse(c) for c in row["hand"]]
    trump = Suit(row["trump"])
    worth: Sequence[float] = row["worth"]
    partner_weak = 1.0 if worth[(s + 2) % 4] < WEAK_AT else 0.0
    opps_weak = sum(1.0 for o in ((s + 1) % 4, (s + 3) % 4) if worth[o] < WEAK_AT)
    leads = 1.0 if (row["mano"] & 1) == (s & 1) else 0.0
    if solo and row["mano"] == (s + 2) % 4:
        leads = 0.0  # the next active seat, an opponent, leads
    return features(hand, trump, leads, 0.0 if solo else partner_weak, opps_weak)


def fit(xs: list[list[float]], ys: list[int], iters: int = 3000,
        l2: float = 1e-3) -> tuple[list[float], float, float]:
    """Ordinal logistic regression: P(class >= 1) = s(w.x + a1), P(class = 2) = s(w.x + a2).

    Features are standardized inside; the returned weights apply to the raw features."""
    n, k = len(xs), len(xs[0])
    mean = [sum(x[j] for x in xs) / n for j in range(k)]
    sd = [max(1e-6, math.sqrt(sum((x[j] - mean[j]) ** 2 for x in xs) / n)) for j in range(k)]
    zs = [[(x[j] - mean[j]) / sd[j] for j in range(k)] for x in xs]
    w = [0.0] * k
    a1, a2 = 1.0, -1.0
    lr = 0.5
    for _ in range(iters):
        gw = [0.0] * k
        g1 = g2 = 0.0
        for z, y in zip(zs, ys, strict=True):
            u = sum(wj * zj for wj, zj in zip(w, z, strict=True))
            # Two binary logistic terms sharing w (a proportional-odds approximation).
            for a, hit, idx in ((a1, y >= 1, 1), (a2, y >= 2, 2)):
                p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, u + a))))
                d = p - (1.0 if hit else 0.0)
                for j in range(k):
                    gw[j] += d * z[j]
                if idx == 1:
                    g1 += d
                else:
                    g2 += d
        for j in range(k):
            w[j] -= lr * (gw[j] / n + l2 * w[j])
        a1 -= lr * g1 / n
        a2 -= lr * g2 / n
    raw = [w[j] / sd[j] for j in range(k)]
    shift = sum(raw[j] * mean[j] for j in range(k))
    return raw, a1 - shift, a2 - shift


def _render(models: dict[str, tuple[list[float], float, float]], counts: dict[str, int],
            typical: tuple[float, float, float], order_share: float,
            accept_share: float) -> str:
    lines = [
        '"""Generated by `python -m zanga_desktop.games.zanga.ai.train_bids fit`: do not edit.',
        "",
        "Ordinal logistic models of a bid's outcome, fitted to double-dummy results of random",
        "deals (train_bids.py): P(at least a puesta) = s(w.x + a1), P(sacada) = s(w.x + a2),",
        "x = bidding.features(...) with the features",
        f"{', '.join(FEATURES)};",
        "for the `_against` models (a bid seen by one opponent, section 4),",
        f"x = {', '.join(DEFENCE_FEATURES)} of that opponent.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "MODELS: dict[str, tuple[tuple[float, ...], float, float]] = {",
    ]
    for name, (w, a1, a2) in models.items():
        lines.append(f'    "{name}": (')
        if len(w) > 5:
            lines.append("        (" + ", ".join(f"{v:.5f}" for v in w[:5]) + ",")
            lines.append("         " + ", ".join(f"{v:.5f}" for v in w[5:]) + "),")
        else:
            lines.append("        (" + ", ".join(f"{v:.5f}" for v in w) + "),")
        lines.append(f"        {a1:.5f}, {a2:.5f}),")
    lines.append("}")
    lines.append("# Outcome shares (codillo, puesta, sacada) of juego by hands worth 3 or more.")
    lines.append(f"TYPICAL = ({typical[0]:.4f}, {typical[1]:.4f}, {typical[2]:.4f})")
    lines.append("# Shares of seats worth ordering a solo over a juego, and of juego hands worth")
    lines.append("# accepting an order (section 4).")
    lines.append(f"ORDER_SHARE = {order_share:.4f}")
    lines.append(f"ACCEPT_SHARE = {accept_share:.4f}")
    lines.append(f"ROWS = {counts!r}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m zanga_desktop.games.zanga.ai.train_bids")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("solve")
    s.add_argument("--start", type=count(0), default=0)
    s.add_argument("--deals", type=count(1), default=1000)
    s.add_argument("--out", required=True)
    s.add_argument("--solo-only", action="store_true",
                   help="only the solo question, only for seats worth SOLO_FROM or more")
    f = sub.add_parser("fit")
    f.add_argument("--rows", nargs="+", required=True)
    f.add_argument("--out", required=True)
    args = p.parse_args(argv)
    if args.cmd == "solve":
        with open(args.out, "w", encoding="utf-8") as fh:
            for k in range(args.deals):
                for row in solve_rows(args.start + k, 1, args.solo_only):
                    fh.write(json.dumps(row) + "\n")
                fh.flush()
        return 0
    rows: list[dict[str, Any]] = []
    for path in args.rows:
        with open(path, encoding="utf-8") as fh:
            rows += [json.loads(line) for line in fh if line.strip()]
    rows.sort(key=lambda r: (r["deal"], r["seat"]))
    models: dict[str, tuple[list[float], float, float]] = {}
    counts: dict[str, int] = {}
    for name in ("juego", "solo"):
        use = [r for r in rows if r[name] is not None]
        xs = [row_features(r, name == "solo") for r in use]
        ys = [int(r[name]) for r in use]
        models[name] = fit(xs, ys)
        counts[name] = len(use)
        print(name, len(use), models[name], file=sys.stderr)
    for name in ("juego", "solo"):
        xs, ys = defence_rows(rows, name)
        models[name + "_against"] = fit(xs, ys)
        counts[name + "_against"] = len(ys)
        print(name + "_against", len(ys), models[name + "_against"], file=sys.stderr)
    strong = [r["juego"] for r in rows
              if r["juego"] is not None and r["worth"][r["seat"]] >= WEAK_AT]
    typical = _shares(strong)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(_render(models, counts, typical, *shares(rows)))
    return 0


def _shares(results: Sequence[int]) -> tuple[float, float, float]:
    n = max(1, len(results))
    return results.count(0) / n, results.count(1) / n, results.count(2) / n


def defence_rows(rows: Sequence[dict[str, Any]], name: str) -> tuple[list[list[float]],
                                                                      list[int]]:
    """Rows of the `juego_against` / `solo_against` models: a bid by a hand worth a juego
    (or an order, for a solo) seen from one opponent, whose hand is all he knows when he
    passes, orders, or answers an order (section 4). Features: `DEFENCE_FEATURES`; the result
    is still the bidder's."""
    xs: list[list[float]] = []
    ys: list[int] = []
    least = WEAK_AT if name == "juego" else ORDER_FROM
    for r in rows:
        s = r["seat"]
        if r[name] is None or r["worth"][s] < least:
            continue
        mano = r["mano"]
        if name == "solo" and mano == (s + 2) % 4:
            mano = (mano + 1) % 4
        for o in ((s + 1) % 4, (s + 3) % 4):
            xs.append([r["worth"][o], 1.0 if (mano & 1) == (o & 1) else 0.0])
            ys.append(int(r[name]))
    return xs, ys


def shares(rows: Sequence[dict[str, Any]]) -> tuple[float, float]:
    """How often `mandar solo` comes up (section 4): the share of seats worth an order
    (`ORDER_SHARE`) and of juego hands worth accepting one (`ACCEPT_SHARE`), over the seats
    of the full deals (the juego rows)."""
    seats = [r["worth"][r["seat"]] for r in rows if r["juego"] is not None]
    juegos = [w for w in seats if w >= WEAK_AT]
    return (sum(1 for w in seats if w >= ORDER_FROM) / max(1, len(seats)),
            sum(1 for w in juegos if w >= ACCEPT_FROM) / max(1, len(juegos)))


if __name__ == "__main__":
    raise SystemExit(main())
