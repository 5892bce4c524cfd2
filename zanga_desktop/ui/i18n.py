"""The languages of the UI: Spanish, English and Japanese, switchable while the game runs.

English is the source language of every string (`QCoreApplication.translate`); Spanish and
Japanese come from `resources/i18n/zanga_{es,ja}.qm`, compiled from the `.ts` sources by
`tools/i18n.py` and committed beside them (a test checks they are up to date).
`zanga_en.qm` carries only the English plural forms (`%n vale(s)` -> `1 vale`, `2 vales`).
Qt's own strings (Yes/No, OK/Cancel, file dialogs) come from the `qtbase_*.qm` PySide6 ships.

Installing a translator makes Qt send `QEvent.LanguageChange` to every widget; the windows
answer it by setting their texts again (`MainWindow.retranslate`), so no restart is needed.

If a `.qm` is missing (a checkout where someone deleted it, a bundle built without it), it is
compiled from its `.ts` into the per-user cache with PySide6's `lrelease`, once.
"""

from __future__ import annotations

import contextlib
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QStandardPaths,
    QTranslator,
)

from . import settings
from .paths import resource

LANGUAGES: tuple[str, ...] = ("es", "en", "ja")
NATIVE_NAMES: dict[str, str] = {"es": "Español", "en": "English", "ja": "日本語"}
"""Each language named in itself: the Language menu is readable whatever is showing."""
SETTING = "ui/language"  # also read by games/zanga/learn/content.py
SOURCE_LANGUAGE = "en"

_translators: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def i18n_dir() -> Path:
    return resource("i18n")


def system_language(locale: QLocale | None = None) -> str:
    """The language for a first start: the system's if it is Spanish or Japanese, else
    English."""
    loc = locale if locale is not None else QLocale.system()
    for name in (loc.name(), *loc.uiLanguages()):
        code = name.replace("-", "_").split("_")[0].lower()
        if code in ("es", "ja"):
            return code
        if code == "en":
            return "en"
    return SOURCE_LANGUAGE


def chosen_language() -> str:
    """The language remembered in the settings, else the system's."""
    value = str(settings.settings().value(SETTING, "") or "")
    return value if value in LANGUAGES else system_language()


def current_language() -> str:
    return _current


def sentences(*parts: str) -> str:
    """Sentences one after another, as the language writes them: a space between them,
    none in Japanese, whose full stop ends a sentence without one."""
    return ("" if _current == "ja" else " ").join(p for p in parts if p)


def tool(name: str) -> str | None:
    """PySide6's `lrelease` or `lupdate` program, if this installation has it."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - the UI cannot run without it anyway
        return None
    exe = name + (".exe" if sys.platform == "win32" else "")
    inside = Path(PySide6.__file__).resolve().parent / exe
    if inside.exists():
        return str(inside)
    return shutil.which(f"pyside6-{name}") or shutil.which(name)


def _cache_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache" / "zanga-desktop") / "i18n"


def qm_file(lang: str) -> Path | None:
    """The compiled catalogue of `lang`: the committed one, else one compiled now from the
    `.ts` into the cache; None if neither can be had."""
    qm = i18n_dir() / f"zanga_{lang}.qm"
    if qm.exists():
        return qm
    ts = i18n_dir() / f"zanga_{lang}.ts"
    cached = _cache_dir() / qm.name
    if cached.exists() and ts.exists() and cached.stat().st_mtime >= ts.stat().st_mtime:
        return cached
    lrelease = tool("lrelease")
    if not ts.exists() or lrelease is None:
        return None
    import subprocess  # a checkout without its .qm files only: no start pays for it

    with contextlib.suppress(OSError, subprocess.SubprocessError):
        cached.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(cached)], check=True,
                       capture_output=True, timeout=60)
        return cached
    return None


class Catalogue(QTranslator):
    """Our catalogue. lupdate files every free `tr()` call under the unnamed context, even
    where a module's own `tr()` asks for a named one (`translate("Learn", text)`): a string
    not found under its context is looked up under the unnamed one too.

    A Python override cannot answer "not found" (PySide turns Qt's null string into "", which
    Qt takes as a translation), so an unknown string answers its source text. That is why
    this translator is installed before Qt's own (`qtbase_*.qm`), which Qt asks first."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        text = super().translate(context, source, disambiguation, n)
        if not text and context:
            text = super().translate("", source, disambiguation, n)
        return text or source


def install(lang: str) -> str:
    """Make `lang` the language of the UI now (unknown codes mean English); every widget
    gets a LanguageChange event. Returns the language installed."""
    global _current
    if lang not in LANGUAGES:
        lang = SOURCE_LANGUAGE
    app = QCoreApplication.instance()
    for old in _translators:
        QCoreApplication.removeTranslator(old)
    _translators.clear()
    files: list[tuple[QTranslator, str, str]] = []  # installed in this order; Qt asks the
    qm = qm_file(lang)  # last installed first
    if qm is not None:
        files.append((Catalogue(app), qm.name, str(qm.parent)))
    if lang != SOURCE_LANGUAGE:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        files.append((QTranslator(app), f"qtbase_{lang}.qm", qt_dir))
    for translator, name, folder in files:
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            _translators.append(translator)
    QLocale.setDefault(QLocale(lang))
    _current = lang
    return lang


def set_language(lang: str) -> str:
    """Switch the UI to `lang` and remember it for the next start."""
    installed = install(lang)
    settings.put(SETTING, installed)
    return installed


def install_chosen() -> str:
    """At start-up: the remembered language, else the system's."""
    return install(chosen_language())


def listed(items: Iterable[str]) -> str:
    """Items in a sentence's list, with the language's own separator ("7 de oros, as de
    oros"; in Japanese "、")."""
    return tr(", ", "list").join(items)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate `text` for the UI. Every module's strings go through this one function, in
    the unnamed context: that is the context lupdate gives a free `tr()` call, so the `.ts`
    files and the run time agree. `n` picks the plural form of `%n` strings."""
    return QCoreApplication.translate("", text, disambiguation, n)
