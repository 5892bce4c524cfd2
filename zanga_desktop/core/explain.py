"""What a computer level made of one decision: its candidates, the values it weighed them by,
and the action it took (`zanga-cli explain FILE`, and the table's "Report this move").

A record exported "up to the decision" carries a `report` object (each game's record format
documents it, "A reported move"): the seat, the level, its seed and effort, and what else the
table knew that the level decides by. `explain` loads the record through the registry,
rebuilds that seat's observation and asks the game's `Explainer` (the command line finds it in
the game's tools module, a table in its own AI) for the level's candidates and values. A
level's decision depends only on its observation, its level, its seed and its budget of work
(core/budget.py, core/seeds.py), so the answer is the decision the level took, every time.
Nothing here names a game.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from . import registry
from .arg_types import MAX_EFFORT, effort_ok
from .game import GameDefinition, Match
from .levels import Level

A = TypeVar("A")

#: The record's key for the report (each game's record format documents it).
KEY = "report"
#: The seat's level in `Report.levels` when a person sits there.
HUMAN = "human"


class ExplainError(ValueError):
    """A record that cannot be explained: not a record, no usable report, or not stopped at
    a decision of the reported seat. `message` is a sentence for the command line."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, Any]:
        return {"ok": False, "error": {"code": self.code, "message": self.message}}


@dataclass(frozen=True, slots=True)
class Report:
    """Who decided, and by what: the seat, its level, the seed its player was made with, the
    effort (1: the level as shipped), and every seat's level as the table knew it (a level
    may read the others' words by their policy; `HUMAN` for a person), and the digest of the
    playing code the record was written under. `silent`: actions taken since the record's
    last one that its format does not write (as `Match.action_json` writes them), replayed
    after it to reach the decision."""

    seat: int
    level: str
    seed: int
    effort: float = 1.0
    levels: tuple[str, ...] | None = None
    code: str | None = None
    silent: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "level": self.level, "seed": self.seed,
                               "effort": self.effort}
        if self.levels is not None:
            out["levels"] = list(self.levels)
        if self.code is not None:
            out["code"] = self.code
        if self.silent:
            out["silent"] = [dict(a) for a in self.silent]
        return out

    @staticmethod
    def from_json(data: object) -> Report:
        if not isinstance(data, dict):
            raise ExplainError("no_report", f"The record has no \"{KEY}\" object: it names no "
                               "seat, level and seed to explain.")
        seat, level, seed = data.get("seat"), data.get("level"), data.get("seed")
        effort = data.get("effort", 1.0)
        levels, code = data.get("levels"), data.get("code")
        silent = data.get("silent", [])
        if not isinstance(seat, int) or not isinstance(level, str) or not isinstance(seed, int) \
                or isinstance(seat, bool) or isinstance(seed, bool):
            raise ExplainError("bad_report", f"The \"{KEY}\" needs a \"seat\" (a number), a "
                               "\"level\" (a name) and a \"seed\" (a number).")
        if isinstance(effort, bool) or not isinstance(effort, int | float) \
                or not effort_ok(effort):
            raise ExplainError("bad_report", "The report's \"effort\" is a number above 0 "
                               f"and at most {MAX_EFFORT:g} (1: the level as shipped).")
        if levels is not None and (not isinstance(levels, list) or len(levels) > 64
                                   or not all(isinstance(x, str) for x in levels)):
            raise ExplainError("bad_report", "The report's \"levels\" is a list of names, "
                               "one a seat.")
        if code is not None and not isinstance(code, str):
            raise ExplainError("bad_report", "The report's \"code\" is a digest.")
        if (not isinstance(silent, list) or len(silent) > 64
                or not all(isinstance(a, dict) for a in silent)):
            raise ExplainError("bad_report", "The report's \"silent\" is a short list of "
                               "actions.")
        return Report(seat, level[:40], seed, float(effort),
                      None if levels is None else tuple(x[:40] for x in levels),
                      None if code is None else code[:40], tuple(silent))


@dataclass(frozen=True, slots=True)
class Weighed(Generic[A]):
    """What a game's AI says of one decision: each candidate with the value the level gave it
    (None where it weighs none) and what that value measures, the action it takes, and notes
    (what else it did or knew: señas to send first, a misjudged hand)."""

    candidates: tuple[tuple[A, float | None, str], ...]
    chosen: A
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Candidate:
    action: Mapping[str, Any]  # as the record writes it
    value: float | None
    measure: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """A decision explained: the game, the report, the candidates and the action taken."""

    game: str
    report: Report
    candidates: tuple[Candidate, ...]
    chosen: Mapping[str, Any]
    notes: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"ok": True, "game": self.game, KEY: self.report.to_json(),
                "candidates": [{"action": dict(c.action), "value": c.value,
                                "measure": c.measure} for c in self.candidates],
                "chosen": dict(self.chosen), "notes": list(self.notes)}


def _said(exc: Exception) -> str:
    """A refusal's own words as the end of a sentence: bounded, and ending with a stop."""
    text = " ".join(str(exc).split())[:200] or type(exc).__name__
    return text if text.endswith((".", "!", "?")) else text + "."


class Explainer(Protocol):
    """What a game's AI offers to explain its levels' decisions."""

    def explain(self, observation: Any, report: Report) -> Weighed[Any]:
        """The reported level's candidates, their values and its choice at `observation`."""

    def code(self) -> str:
        """The digest of the playing code (as the game's ladder keys its chunks)."""

    def silent(self, match: Match[Any, Any]) -> Sequence[Any]:
        """Actions taken since the record's last one that its format does not write (El
        Envite's silent declines); empty for a game whose records write every action."""

    def load(self, game: GameDefinition, data: object) -> Match[Any, Any]:
        """The record `data` as the table had it when the report was kept, before its
        `silent` actions: a loader that settles what a record leaves open at its end (La
        Ronda's declarations) would pass the decision by. ValueError if it does not
        replay."""


ExplainerOf = Callable[[GameDefinition], Explainer]


def unweighed(legal: Sequence[A], chosen: A, *notes: str) -> Weighed[A]:
    """`chosen` with no value weighed: the only legal action, said so, or each of `legal`
    with the `notes` that say why the level weighed none."""
    if len(legal) == 1:
        return Weighed(((legal[0], None, "the only legal action"),), chosen, notes)
    return Weighed(tuple((a, None, "") for a in legal), chosen, notes)


def rules_of_thumb(level: str) -> str:
    """Why a level that searches nothing weighs no candidate: it plays the baseline's rules
    of thumb, Principiante with a beginner's slips from them."""
    if level == Level.PRINCIPIANTE:
        return ("Principiante plays the baseline's rules of thumb, with a beginner's slips "
                "now and then: it weighs no values.")
    return "The baseline's rules of thumb weigh no values."


def ladder_code(package: str) -> str:
    """`Explainer.code` of a game whose explainer sits beside its ladder (`package.ladder`,
    `code_digest()`): imported only when a move is reported, so the table keeping each
    decision loads no ladder (nor the hashing it needs)."""
    digest: str = importlib.import_module(f"{package}.ladder").code_digest()
    return digest


def no_silent(match: Match[Any, Any]) -> list[Any]:
    """`Explainer.silent` of a game whose records write every action: none is silent."""
    return []


def as_loaded(game: GameDefinition, data: object) -> Match[Any, Any]:
    """`Explainer.load` of a game whose loader leaves the record where it stops."""
    return game.load_match(data)


def explain(data: object, explainer_of: ExplainerOf) -> Explanation:
    """The decision the record stops at, as the reported level took it, weighed by the
    game's explainer (ExplainError if the record cannot be explained)."""
    if not isinstance(data, dict):
        raise ExplainError("bad_format", "A record is a JSON object.")
    try:
        game = registry.for_format(data.get("format"))
    except registry.UnknownGame:
        raise ExplainError("bad_format", "This is no record of a game the table hosts "
                           "(its \"format\" is unknown).") from None
    report = Report.from_json(data.get(KEY))
    if report.level not in game.levels:
        raise ExplainError("bad_report", f"{game.title} has no level {report.level!r} (it "
                           f"has {', '.join(game.levels)}).")
    module = explainer_of(game)
    try:
        match = module.load(game, data)
    except (ValueError, RecursionError) as exc:
        raise ExplainError("bad_record", f"The record does not replay: {_said(exc)}") from None
    try:
        for written in report.silent:
            match.apply(match.action_from_json(written))
    except ValueError as exc:
        raise ExplainError("bad_report", f"The report's silent actions do not replay: {_said(exc)}"
                           ) from None
    if not 0 <= report.seat < match.seats:
        raise ExplainError("bad_report", f"The report's seat {report.seat} is not at this "
                           f"table (seats 0 to {match.seats - 1}).")
    if report.levels is not None and len(report.levels) != match.seats:
        raise ExplainError("bad_report", f"The report's \"levels\" names {len(report.levels)} "
                           f"levels for a table of {match.seats} seats.")
    if match.needs_deal or match.is_over or match.to_act != report.seat:
        raise ExplainError("no_decision", f"The record does not stop at a decision of seat "
                           f"{report.seat}: export it up to the decision to explain.")
    weighed: Weighed[Any] = module.explain(match.observe(report.seat), report)
    notes = list(weighed.notes)
    current: str = module.code()
    if report.code is not None and report.code != current:
        notes.append(f"The record was written under the playing code {report.code}; this is "
                     f"{current}: the level may decide otherwise now.")
    return Explanation(game.id, report,
                       tuple(Candidate(match.action_json(a), v, what)
                             for a, v, what in weighed.candidates),
                       match.action_json(weighed.chosen), tuple(notes))


def report_record(match: Match[Any, Any], explainer: Explainer, seat: int, level: str,
                  seed: int, effort: float = 1.0, levels: Sequence[str] | None = None,
                  last_move: bool = False) -> dict[str, Any]:
    """A record of `match` for a reported move, with its `report` written in: up to the
    decision `seat` is to take now, or (`last_move`) up to the one it took last in this hand
    (on a copy: the match itself is left as it is). `level`, `seed` and `effort` are those
    the table made the seat's player with; `levels`, every seat's level as the table knew it
    (`HUMAN` for a person). ValueError if `seat` is not to decide at that point."""
    game = registry.for_format(match.record_json().get("format"))
    module = explainer
    copy = module.load(game, match.record_json())
    silent: list[Any] = []
    if last_move:
        _take_back_to(copy, seat)
    else:
        silent = list(module.silent(match))
        for action in silent:
            copy.apply(action)
    if copy.needs_deal or copy.is_over or copy.to_act != seat:
        raise ValueError(f"seat {seat} has no decision to report at this point")
    report = Report(seat, level, seed, effort, None if levels is None else tuple(levels),
                    module.code(), tuple(match.action_json(a) for a in silent))
    record = copy.record_json()
    record[KEY] = report.to_json()
    return record


@dataclass(frozen=True, slots=True)
class ReportPoint:
    """A decision a computer seat was asked for, kept as the table asked it: the record so
    far (as its text: nothing later changes it) and the actions since the record's last one
    that its format does not write (the report's `silent`)."""

    seat: int
    record_text: str
    silent: tuple[Mapping[str, Any], ...]


def report_point(match: Match[Any, Any], explainer: Explainer, seat: int) -> ReportPoint:
    """The point at which `seat` is to decide now (ValueError if it is not)."""
    if match.needs_deal or match.is_over or match.to_act != seat:
        raise ValueError(f"seat {seat} has no decision to report at this point")
    return ReportPoint(seat, match.record_text(),
                       tuple(match.action_json(a) for a in explainer.silent(match)))


def point_record(point: ReportPoint, explainer: Explainer, level: str, seed: int,
                 effort: float = 1.0, levels: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a reported move at `point`, its `report` written in: the seat's
    `level`, the `seed` and `effort` its player was made with, and every seat's level as the
    table knew it (`HUMAN` for a person)."""
    record: dict[str, Any] = json.loads(point.record_text)
    report = Report(point.seat, level, seed, effort, None if levels is None else tuple(levels),
                    explainer.code(), point.silent)
    record[KEY] = report.to_json()
    return record


def _take_back_to(match: Match[Any, Any], seat: int) -> None:
    """Undo the hand's actions back to the last point at which `seat` was to act and did;
    ValueError when it has not acted in this hand."""
    while True:
        try:
            match.undo()
        except ValueError:
            raise ValueError(f"seat {seat} has not decided anything in this hand") from None
        if match.to_act == seat:
            return


def explain_file(path: str, explainer_of: ExplainerOf) -> Explanation:
    """`explain` of a record file, read as every record is (core/record_files.py)."""
    from .record_files import FileRefused, decode_text, read_bounded

    try:
        data = json.loads(decode_text(read_bounded(os.fspath(path))))
    except FileRefused as exc:
        raise ExplainError(exc.code, exc.message) from None
    except (ValueError, RecursionError):
        raise ExplainError("bad_json", "The file is not JSON.") from None
    return explain(data, explainer_of)


def _action_text(action: Mapping[str, Any]) -> str:
    """An action as the record writes it, without its seat: `play 3o`, `say juego`."""
    return " ".join(f"{k} {str(v).lower() if isinstance(v, bool) else v}"
                    for k, v in action.items() if k != "seat")


def explanation_lines(exp: Explanation, title: str) -> list[str]:
    """The explanation in words: who decided, each candidate with its value (the chosen one
    marked), then the notes."""
    r = exp.report
    lines = [f"{title}: seat {r.seat}, level {r.level}, seed {r.seed}, effort {r.effort:g}"]
    chosen = dict(exp.chosen)
    width = max((len(_action_text(c.action)) for c in exp.candidates), default=0)
    for c in exp.candidates:
        mark = "*" if dict(c.action) == chosen else " "
        figure = "" if c.value is None else f"{c.value + 0.0:+.4f}"  # never -0
        lines.append(f" {mark} {_action_text(c.action):<{width}}  {figure:>9}  {c.measure}"
                     .rstrip())
    lines.append(f"  chosen: {_action_text(chosen)}")
    lines += [f"  {note}" for note in exp.notes]
    return lines
