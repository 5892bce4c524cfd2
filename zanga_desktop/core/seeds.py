"""The random numbers of one decision of a computer player, from its seed and what it sees.

A level's decision depends only on its observation, its level and its seed, never on what the
same player decided before: so a duplicate arena, a ladder chunk, a test and a reported move
("the computer played this in that deal") all give the same answer when asked again, and a
decision can be asked alone, out of the game it was taken in (`core/explain.py`).
"""

from __future__ import annotations

import random

# hashlib's own BLAKE2 (the very function `hashlib.blake2b` is), without importing hashlib,
# which loads OpenSSL's `_hashlib`: the installed game leaves OpenSSL out (packaging/).
from _blake2 import blake2b


def decision_rng(seed: int, key: object) -> random.Random:
    """A generator for the decision keyed by `key`: plain values (ints, strings, tuples, the
    games' frozen cards and actions) whose `repr` is the same in every process."""
    digest = blake2b(repr(key).encode(), digest_size=16).hexdigest()
    return random.Random(f"{seed}:{digest}")


def fresh_seed() -> int:
    """A seed for a player made without one (its decisions still follow from it)."""
    return random.SystemRandom().randrange(1 << 62)
