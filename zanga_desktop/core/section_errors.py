"""The errors of a game whose rules page numbers sections rather than articles: a refusal of
its rules, and the record error `zanga-cli replay` prints for its records.

Both cite the section under the key "section" (an int, as the replay prints it). A game's
refusal names its table of codes and their usual sections (`CODES`); a game's record error
names the key its records index a hand by (`INDEX`: "deal", "hand").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Protocol, Self

from .errors import RulesError
from .records import RecordError


class SectionError(RulesError):
    """An action the rules refuse, citing a section of the game's rules page: `section` (an
    int, None where no section applies; `article` is the same as a string), the code's usual
    one (`CODES`) unless the refusal names another."""

    #: Every code the rules and the replayer give, with its usual section (None: no section).
    CODES: ClassVar[Mapping[str, int | None]] = {}

    def __init__(self, code: str, message: str, *, section: int | None = None,
                 seat: int | None = None) -> None:
        section = section if section is not None else self.CODES.get(code)
        super().__init__(code, message, article=None if section is None else str(section),
                         seat=seat)
        self.section = section

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "section": self.section, "message": self.message}


class Refusal(Protocol):
    """A refusal of a game's rules citing a section (a `SectionError`, or a game's own)."""

    @property
    def code(self) -> str: ...

    @property
    def message(self) -> str: ...

    @property
    def section(self) -> int | None: ...


class SectionRecordError(RecordError):
    """A file that is not a record (status 2), or a record whose actions the rules refuse
    (status 1, with the index of the hand under `INDEX` and of the action): the exit status
    of `zanga-cli replay`, and what it prints. A section of the game's rules page is cited,
    never for a file that is no record."""

    REFERENCE = "section"
    #: The key a record's hands are indexed by in what `zanga-cli replay` prints.
    INDEX: ClassVar[str] = "hand"

    def __init__(self, code: str, message: str, *, status: int = 2,
                 section: int | None = None, hand: int | None = None,
                 action: int | None = None) -> None:
        super().__init__(code, message, status=status, article=section, hand=hand,
                         action=action)

    @classmethod
    def bad(cls, message: str, code: str = "bad_format") -> Self:
        """A file that is not a record of the game (status 2)."""
        return cls(code, message)

    @classmethod
    def refused(cls, exc: Refusal, hand: int, action: int | None = None) -> Self:
        """The rules' refusal of a record's hand (its deal) or of one of its actions
        (status 1)."""
        return cls(exc.code, exc.message, status=1, section=exc.section, hand=hand,
                   action=action)

    @property
    def section(self) -> int | str | None:
        return self.article

    def to_json(self) -> dict[str, Any]:
        error = {"code": self.code, "section": self.section, "message": self.message}
        if self.status == 2:
            return {"ok": False, "error": error}
        return {"ok": False, self.INDEX: self.hand, "action": self.action, "error": error}
