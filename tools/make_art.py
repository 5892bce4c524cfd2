#!/usr/bin/env python3
"""Generate all of Zanga Desktop's art from code: the Spanish deck, backs, felt, vales, icon.

    python tools/make_art.py                         # rewrite everything under resources/
    python tools/make_art.py --contact-sheet resources/contact-sheet.png

SVG files are written with the standard library only and are byte-for-byte reproducible.
PySide6 is used only to rasterise the icon PNGs and the contact sheets.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from art import backs, cards, extras  # noqa: E402
from art.containers import make_icns, make_ico  # noqa: E402
from art.palette import CB, STD  # noqa: E402

ROOT = HERE.parent
RESOURCES = ROOT / "resources"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DECKS = {"cards": STD, "cards-cb": CB}


def svg_files() -> dict[str, str]:
    """Every SVG the generator makes, keyed by path relative to resources/."""
    files: dict[str, str] = {}
    for folder, palette in DECKS.items():
        cb = folder.endswith("-cb")
        for cid in cards.card_ids():
            files[f"{folder}/{cid}.svg"] = cards.card_svg(cid, palette, cb)
        files[f"{folder}/back.svg"] = backs.back_svg(1)
        files[f"{folder}/back2.svg"] = backs.back_svg(2)
    files["table/felt.svg"] = extras.felt_svg()
    for colour in list(extras.FELTS)[1:]:
        files[f"table/felt-{colour}.svg"] = extras.felt_svg(colour=colour)
    files["table/check.svg"] = extras.check_svg()
    files["vales/vale-team0.svg"] = extras.vale_svg(0)
    files["vales/vale-team1.svg"] = extras.vale_svg(1)
    files["icons/zanga.svg"] = extras.icon_svg()
    return files


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)


def generate(out_dir: Path | str = RESOURCES, raster: bool = True) -> list[Path]:
    """Write all art into out_dir (the resources/ folder); returns the written paths."""
    out = Path(out_dir)
    written: list[Path] = []
    files = svg_files()
    for rel, text in files.items():
        p = out / rel
        _write(p, text.encode("utf-8"))
        written.append(p)
    if raster:
        from art.raster import png_bytes, render

        icon = files["icons/zanga.svg"].encode("utf-8")
        pngs = {s: png_bytes(render(icon, s, s)) for s in ICON_SIZES}
        for s, data in pngs.items():
            p = out / "icons" / f"zanga-{s}.png"
            _write(p, data)
            written.append(p)
        for name, data in (("zanga.ico", make_ico(pngs)), ("zanga.icns", make_icns(pngs))):
            p = out / "icons" / name
            _write(p, data)
            written.append(p)
    return written


def write_contact_sheets(target: Path) -> list[Path]:
    from art.raster import contact_sheet

    files = svg_files()
    felt = files["table/felt.svg"].encode("utf-8")
    done = []
    for folder, suffix in (("cards", ""), ("cards-cb", "-cb")):
        rows = [[files[f"{folder}/{r}{s}.svg"].encode("utf-8") for r in cards.RANKS]
                for s in cards.SUITS]
        rows.append([files[f"{folder}/back.svg"].encode("utf-8"),
                     files[f"{folder}/back2.svg"].encode("utf-8")])
        out = target.with_name(target.stem + suffix + target.suffix)
        contact_sheet(rows, felt, out)
        done.append(out)
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=RESOURCES, help="resources folder to write")
    ap.add_argument("--contact-sheet", type=Path, metavar="PNG",
                    help="also write a contact sheet PNG (and a -cb sibling for the "
                         "colour-blind deck)")
    ap.add_argument("--no-raster", action="store_true", help="write the SVG files only")
    args = ap.parse_args(argv)
    written = generate(args.out, raster=not args.no_raster)
    print(f"wrote {len(written)} files under {args.out}")
    if args.contact_sheet:
        for p in write_contact_sheets(args.contact_sheet):
            print(f"contact sheet: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
