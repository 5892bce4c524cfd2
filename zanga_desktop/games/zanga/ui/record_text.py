"""What is wrong with a record file, in the player's language. The records module explains in
English for the command line and bug reports; its sentence stays beside ours as the detail."""

from __future__ import annotations

from ....core.records import RecordError
from ....ui.i18n import tr


def problem_kind(exc: RecordError) -> str:
    """The kind of fault, kept with a damaged autosave so its text follows the language."""
    if exc.status == 1:
        return "rules"
    return {"bad_file": "file", "bad_json": "json"}.get(exc.code, "format")


def problem_text(kind: str, detail: str) -> str:
    """One translated sentence for `kind` (from `problem_kind`), the English `detail` after."""
    sentence = {
        "file": tr("The file cannot be read."),
        "json": tr("The file is not a game record: it is not JSON text."),
        "format": tr("The file is not a valid game record."),
        "rules": tr("The record holds a move the rules do not allow."),
    }.get(kind)
    if sentence is None:
        return detail
    return f"{sentence} ({detail})" if detail else sentence


def record_problem(exc: RecordError) -> str:
    return problem_text(problem_kind(exc), exc.message)
