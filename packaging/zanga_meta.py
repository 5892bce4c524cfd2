"""Names, version, icons and document types of the installers, all from `pyproject.toml`.

Read by `zanga.spec`, `build.py` and `tests/test_packaging.py` (imported by path: `packaging/`
is not a package, so that it never shadows the `packaging` library).
"""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

#: What a family sees: the window title, the Start-menu entry, the .app and the menu entry.
DISPLAY_NAME = "Zanga"
#: The executable and the bundle folder (`dist/zanga/zanga`).
EXE_NAME = "zanga"
#: Reverse-DNS id: macOS bundle identifier, freedesktop MIME type and application id.
BUNDLE_ID = "org.zanga-desktop.Zanga"
RECORD_EXTENSION = ".zanga.json"
RECORD_MIME = "application/x-zanga-record+json"
RECORD_UTI = "org.zanga-desktop.record"
#: Oldest macOS the .app claims: Qt 6.10 and later support macOS 13 (Ventura) onwards.
MACOS_MIN = "13.0"


@dataclass(frozen=True)
class Project:
    name: str          # distribution name, e.g. "zanga-desktop"
    version: str       # e.g. "0.1.0"
    description: str
    license: str

    @property
    def numeric_version(self) -> tuple[int, int, int, int]:
        """The version as four integers (Windows VERSIONINFO, Inno Setup), `0.1.0rc1` -> 0.1.0.0."""
        numbers: list[int] = []
        for part in self.version.split(".")[:4]:
            digits = ""
            for ch in part:
                if not ch.isdigit():
                    break
                digits += ch
            numbers.append(int(digits or 0))
        while len(numbers) < 4:
            numbers.append(0)
        return (numbers[0], numbers[1], numbers[2], numbers[3])


def project(pyproject: Path | None = None) -> Project:
    """The `[project]` table of `pyproject.toml`."""
    path = pyproject or ROOT / "pyproject.toml"
    with path.open("rb") as f:
        data: dict[str, Any] = tomllib.load(f)["project"]
    lic = data.get("license", "")
    if isinstance(lic, dict):
        lic = lic.get("text", "")
    return Project(name=str(data["name"]), version=str(data["version"]),
                   description=str(data.get("description", "")), license=str(lic))


def icon_for(platform: str | None = None) -> Path | None:
    """The executable's icon: .ico on Windows, .icns on macOS, none on Linux (the .desktop
    file names a PNG instead)."""
    platform = platform or sys.platform
    icons = ROOT / "resources" / "icons"
    if platform.startswith("win"):
        return icons / "zanga.ico"
    if platform == "darwin":
        return icons / "zanga.icns"
    return None


#: The package the resources are installed as, and its folder inside the bundle.
RESOURCES_PACKAGE = "zanga_desktop._resources"


def resource_globs(pyproject: Path | None = None) -> list[str]:
    """The package-data globs of `zanga_desktop._resources` in pyproject.toml: what the app
    reads of `resources/`, the one list for the wheel and the bundle."""
    path = pyproject or ROOT / "pyproject.toml"
    with path.open("rb") as f:
        data: dict[str, Any] = tomllib.load(f)
    return list(data["tool"]["setuptools"]["package-data"][RESOURCES_PACKAGE])


def resource_datas(root: Path | None = None) -> list[tuple[str, str]]:
    """(source, destination folder) pairs for Analysis(datas=...): the files of `resources/`
    the wheel ships (`resource_globs`), at the same place as in an installed wheel,
    `zanga_desktop/_resources/...`, with the package's `__init__.py` (PyInstaller's analysis
    never sees the package: nothing imports it by name), so that importlib.resources finds
    them in the bundle as in a wheel."""
    root = root or ROOT
    res = root / "resources"
    dest = Path(*RESOURCES_PACKAGE.split("."))
    files = {res / "__init__.py"}
    for pattern in resource_globs(root / "pyproject.toml"):
        files.update(p for p in res.glob(pattern) if p.is_file())
    return [(str(p), str(dest / p.parent.relative_to(res))) for p in sorted(files)]


def info_plist(proj: Project) -> dict[str, Any]:
    """Info.plist entries of the macOS .app (PyInstaller merges them into its own)."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": proj.version,
        "CFBundleVersion": proj.version,
        "LSMinimumSystemVersion": MACOS_MIN,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": f"{proj.license}",
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": RECORD_UTI,
            "UTTypeDescription": "Zanga game record",
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeIconFile": "zanga.icns",
            "UTTypeTagSpecification": {
                "public.filename-extension": [RECORD_EXTENSION.lstrip(".")],
                "public.mime-type": [RECORD_MIME],
            },
        }],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Zanga game record",
            "CFBundleTypeRole": "Editor",
            "CFBundleTypeIconFile": "zanga.icns",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [RECORD_UTI],
            "CFBundleTypeExtensions": [RECORD_EXTENSION.lstrip(".")],
        }],
    }


def game_modules(root: Path | None = None) -> list[str]:
    """The modules the app imports only by name, for Analysis(hiddenimports=...): every
    module of every game's package (a game is found through the registry by its module's
    name, and its table package gives the shell what it asks for by name,
    `ui/game_table.table_offer`), so PyInstaller's analysis sees none of them. Read from the
    source tree, so that building imports nothing of the app."""
    root = root or ROOT
    games = root / "zanga_desktop" / "games"
    modules: list[str] = []
    for path in sorted(games.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(".".join(parts))
    return modules

