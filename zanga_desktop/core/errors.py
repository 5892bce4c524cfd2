"""The base of every refusal a game's rules give: a stable code, the article broken, a sentence.

The code is what programs compare; the article is numbered as the game's rules page numbers it
(an int for the Zanga Manual, a section string where a page has no articles); the sentence is
what the rules tutor shows when the interface has no translated one of its own.
"""

from __future__ import annotations


class RulesError(ValueError):
    """An action the rules refuse. Games subclass it; callers catch this one."""

    def __init__(self, code: str, message: str, *, article: int | str | None = None,
                 seat: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.article = article
        self.seat = seat

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "article": self.article, "message": self.message}
