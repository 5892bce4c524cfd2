"""Lesson and rules texts keyed by language code, and the language they are read in."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from .. import settings

LANGUAGES = ("es", "en", "ja")
Text = dict[str, str]


def language() -> str:
    """The language of the lesson and rules texts: the app's choice if it has one
    (`ui/language`), else the system's, else English."""
    chosen = settings.settings().value("ui/language", "")
    code = str(chosen or QLocale().name())[:2].lower()
    return code if code in LANGUAGES else "en"


def pick(text: Text | str | None, lang: str | None = None) -> str:
    """`text` in `lang`, falling back to English, then Spanish."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    lang = lang or language()
    return text.get(lang) or text.get("en") or text.get("es") or ""
