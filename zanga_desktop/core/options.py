"""A game's rule options as a record names them: a preset, and single options overridden by
name, each read by its own parser (a word among the choices, true or false, a number...).

Every game reads and writes its options so, with the same sentences for a bad one; what the
options are, and what each changes, is the game's (its rules page, "options").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields, replace
from enum import Enum
from typing import Any, TypeVar

T = TypeVar("T")

#: Reads one option's value from a record (ValueError naming what is wrong).
Parser = Callable[[object], object]


def flag(name: str) -> Parser:
    def parse(value: object) -> object:
        if not isinstance(value, bool):
            raise ValueError(f"option {name!r} must be true or false")
        return value
    return parse


def choice(name: str, choices: Iterable[object]) -> Parser:
    """One of `choices`, written as itself (a number) or as its word (an enum's value)."""
    by_text = {(str(c.value) if isinstance(c, Enum) else c): c for c in choices}
    kind = type(next(iter(by_text)))

    def parse(value: object) -> object:
        if isinstance(value, bool) or not isinstance(value, kind) or value not in by_text:
            raise ValueError(f"option {name!r} must be one of "
                             + ", ".join(str(c) for c in by_text))
        return by_text[value]
    return parse


def with_overrides(presets: Mapping[str, T], preset: str,
                   overrides: Mapping[str, Any] | None,
                   parsers: Mapping[str, Parser]) -> T:
    """The options of `preset` with single options overridden by name (`parsers` reads each
    option that is not true or false); ValueError on bad input."""
    if preset not in presets:
        raise ValueError(f"unknown preset {preset!r}: expected one of {', '.join(presets)}")
    base = presets[preset]
    if not overrides:
        return base
    names = {f.name for f in fields(base)}  # type: ignore[arg-type]
    changes: dict[str, object] = {}
    for name, value in overrides.items():
        if name not in names:
            raise ValueError(f"unknown option {name!r}")
        parse = parsers.get(name)
        if parse is None and isinstance(getattr(base, name), bool):
            parse = flag(name)
        assert parse is not None, name  # every option that is not a flag has its parser
        changes[name] = parse(value)
    return replace(base, **changes)  # type: ignore[type-var]


def as_written(options: object, base: object,
               writers: Mapping[str, Callable[[Any], object]] | None = None) -> dict[str, Any]:
    """The overrides that turn `base` into `options`, as a record writes them: enums as their
    words, other values as `writers` say (or as they are)."""
    out: dict[str, Any] = {}
    for f in fields(options):  # type: ignore[arg-type]
        value = getattr(options, f.name)
        if value == getattr(base, f.name):
            continue
        if writers and f.name in writers:
            out[f.name] = writers[f.name](value)
        elif isinstance(value, Enum):
            out[f.name] = str(value.value)
        else:
            out[f.name] = value
    return out
