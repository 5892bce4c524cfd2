"""The figures every match report quotes: a mean and its 95% interval."""

from __future__ import annotations

import math
from collections.abc import Sequence


def mean_ci95(scores: Sequence[float]) -> tuple[float, list[float]]:
    """The mean and its normal 95% interval, both rounded as reports print them."""
    n = len(scores)
    mean = sum(scores) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in scores) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n else 0.0
    return round(mean, 4), [round(mean - half, 4), round(mean + half, 4)]
