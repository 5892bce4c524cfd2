"""Translations of the UI: extract the strings (lupdate), compile them (lrelease), check them.

    python tools/i18n.py update    # lupdate: new strings into resources/i18n/*.ts
    python tools/i18n.py release   # lrelease: resources/i18n/*.ts -> *.qm (committed)
    python tools/i18n.py check     # what is unfinished, obsolete, missing or stale (exit 1)
    python tools/i18n.py stats     # translated strings per language

The sources are every `.py` file under `zanga_desktop/` (the table, the dialogs, the
tutorial in `games/zanga/learn/`, ...). English is the source language; `zanga_es.ts` and
`zanga_ja.ts` hold every string, `zanga_en.ts` only the plural forms (`-pluralonly`).
Translate new strings with Qt Linguist (`pyside6-linguist resources/i18n/zanga_ja.ts`) or any
editor, then `release`.
See docs/i18n.md.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "zanga_desktop"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("es", "ja")  # full catalogues
PLURAL_ONLY = ("en",)  # the source language: only its plural forms


def _tool(name: str) -> str:
    try:
        import PySide6
    except ImportError:
        sys.exit("PySide6 is not installed in this Python")
    exe = name + (".exe" if sys.platform == "win32" else "")
    inside = Path(PySide6.__file__).resolve().parent / exe
    if inside.exists():
        return str(inside)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        sys.exit(f"cannot find {name}: install PySide6 (it ships pyside6-{name})")
    return found


def source_files(root: Path = SOURCES) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(lang: str, folder: Path = I18N) -> Path:
    return folder / f"zanga_{lang}.ts"


def qm_path(lang: str, folder: Path = I18N) -> Path:
    return folder / f"zanga_{lang}.qm"


def lupdate(ts: Path, plural_only: bool = False, sources: list[Path] | None = None) -> str:
    """Bring `ts` up to date with the sources: new strings unfinished, vanished ones dropped."""
    files = [str(p.relative_to(ROOT)) for p in (sources or source_files())]
    args = [_tool("lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en",
            "-target-language", ts.stem.split("_")[-1], *files, "-ts", str(ts)]
    if plural_only:
        args.insert(1, "-pluralonly")
    ts.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    _drop_code_comments(ts)
    return done.stdout + done.stderr


def _drop_code_comments(ts: Path) -> None:
    """lupdate files a `#:` comment as a note to the translator of the next string it finds,
    often one far below it; in these sources `#:` documents an attribute for the reader of
    the code, and a translator's context is `tr`'s second argument. So no such note stays."""
    text = ts.read_text(encoding="utf-8")
    kept = re.sub(r"\n[ \t]*<extracomment>.*?</extracomment>", "", text, flags=re.S)
    if kept != text:
        ts.write_text(kept, encoding="utf-8")


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
                   check=True, capture_output=True, text=True)


@dataclass
class Catalogue:
    """What one `.ts` holds: finished, unfinished and obsolete (vanished) messages."""

    finished: list[str] = field(default_factory=list)
    unfinished: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)


def read_ts(ts: Path) -> Catalogue:
    cat = Catalogue()
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment")
            key = source if not comment else f"{source} [{comment}]"
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                cat.obsolete.append(key)
            elif kind == "unfinished" or translation is None or not _has_text(translation):
                cat.unfinished.append(key)
            else:
                cat.finished.append(key)
    return cat


def _has_text(translation: ET.Element) -> bool:
    forms = translation.findall("numerusform")
    if forms:
        return all((f.text or "").strip() for f in forms)
    return bool((translation.text or "").strip())


def all_catalogues() -> list[tuple[str, bool]]:
    return [(lang, False) for lang in LANGUAGES] + [(lang, True) for lang in PLURAL_ONLY]


def check() -> list[str]:
    """Every problem: unfinished or obsolete entries, strings in the sources not yet in a
    `.ts`, `.qm` files older than their `.ts`."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang, plural_only in all_catalogues():
            ts = ts_path(lang)
            if not ts.exists():
                problems.append(f"{ts.name}: missing")
                continue
            cat = read_ts(ts)
            problems += [f"{ts.name}: unfinished: {k}" for k in cat.unfinished]
            problems += [f"{ts.name}: obsolete: {k}" for k in cat.obsolete]
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(fresh, plural_only)
            new = read_ts(fresh)
            missing = sorted(set(new.unfinished) - set(cat.unfinished))
            problems += [f"{ts.name}: not yet extracted (run update): {k}" for k in missing]
            vanished = sorted(set(cat.finished) - set(new.finished))
            problems += [f"{ts.name}: no longer in the sources (run update): {k}"
                         for k in vanished]
            qm = qm_path(lang)
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.exists():
                problems.append(f"{qm.name}: missing (run release)")
            elif qm.read_bytes() != built.read_bytes():
                problems.append(f"{qm.name}: out of date with {ts.name} (run release)")
    return problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("command", choices=("update", "release", "check", "stats"))
    args = p.parse_args(argv)
    if args.command == "update":
        for lang, plural_only in all_catalogues():
            print(lupdate(ts_path(lang), plural_only).strip())
    elif args.command == "release":
        for lang, _ in all_catalogues():
            lrelease(ts_path(lang), qm_path(lang))
            print(f"{qm_path(lang).relative_to(ROOT)}")
    elif args.command == "stats":
        for lang, _ in all_catalogues():
            cat = read_ts(ts_path(lang))
            print(f"{lang}: {len(cat.finished)} translated, {len(cat.unfinished)} unfinished, "
                  f"{len(cat.obsolete)} obsolete")
    else:
        problems = check()
        print("\n".join(problems) or "translations complete and compiled")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
