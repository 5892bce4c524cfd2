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
                "public.filename-extension": [s.lstrip(".") for s in record_suffixes()],
                "public.mime-type": [RECORD_MIME],
            },
        }],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Zanga game record",
            "CFBundleTypeRole": "Editor",
            "CFBundleTypeIconFile": "zanga.icns",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [RECORD_UTI],
            "CFBundleTypeExtensions": [s.lstrip(".") for s in record_suffixes()],
        }],
    }


def _builtin_games(root: Path) -> list[str]:
    """The definition modules of the built-in games (`BUILTIN` in core/registry.py), read
    from the source."""
    import ast

    registry = ast.parse((root / "zanga_desktop" / "core" / "registry.py")
                         .read_text(encoding="utf-8"))
    for node in ast.walk(registry):
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "BUILTIN":
            assert isinstance(node.value, ast.Dict)  # id -> definition module
            return [str(ast.literal_eval(e)) for e in node.value.values if e is not None]
    raise ValueError("core/registry.py has no BUILTIN")


def record_suffixes(root: Path | None = None) -> list[str]:
    """How the built-in games' record files end (each definition's `file_suffix`, read from
    its source): the file types the installers register, one a game."""
    import ast

    root = root or ROOT
    out: list[str] = []
    for name in _builtin_games(root):
        source = root.joinpath(*name.split(".")).with_suffix(".py").read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and getattr(node.targets[0], "id", "") == "file_suffix"):
                out.append(str(ast.literal_eval(node.value)))
    return out


def mime_xml(root: Path | None = None) -> str:
    """The freedesktop file type of the records: one type, a glob for each game's suffix, so
    a file manager opens any game's record with the program (and other .json files with
    whatever it used before)."""
    globs = "\n".join(f'    <glob pattern="*{s}" weight="60"/>' for s in record_suffixes(root))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{RECORD_MIME}">
    <sub-class-of type="application/json"/>
    <comment>Zanga game record</comment>
    <comment xml:lang="es">Partida de Zanga</comment>
    <icon name="zanga-desktop"/>
{globs}
  </mime-type>
</mime-info>
"""


def inno_associations(root: Path | None = None) -> str:
    """The [Registry] lines of the Windows installer for each game's record suffix (included
    by zanga.iss from the file build.py writes)."""
    lines = []
    for s in record_suffixes(root):
        key = "Software\\Classes\\" + s
        lines.append(f'Root: HKA; Subkey: "{key}"; ValueType: string; ValueName: ""; '
                     'ValueData: "{#ProgId}"; Flags: uninsdeletekey; Tasks: assoc')
        lines.append(f'Root: HKA; Subkey: "{key}\\OpenWithProgids"; ValueType: string; '
                     'ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletekey; '
                     'Tasks: assoc')
    return "\n".join(lines) + "\n"


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



#: What network play imports of its dependencies (docs/network-protocol.md): named so that
#: PyInstaller runs their hooks (the websockets and zeroconf hooks collect the modules these
#: load lazily and zeroconf's compiled ones).
NETWORK_LIBRARIES = ("websockets", "websockets.asyncio.client", "websockets.asyncio.server",
                     "zeroconf", "ifaddr")


def network_modules(root: Path | None = None) -> list[str]:
    """Network play's modules (`zanga_desktop/net`, and its windows in `ui/net`, which the
    shell imports when the player hosts or joins a table) and the libraries they use."""
    root = root or ROOT
    modules: list[str] = []
    for folder in (root / "zanga_desktop" / "net", root / "zanga_desktop" / "ui" / "net"):
        for path in sorted(folder.rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules.append(".".join(parts))
    return [*modules, *NETWORK_LIBRARIES]
