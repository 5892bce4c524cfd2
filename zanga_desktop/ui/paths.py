"""Where the art and the per-user data live, however the game was installed.

Every file the UI opens is found through `resource()`. The art, icons, lessons and
translations are the package `zanga_desktop._resources` (pyproject.toml maps the repository's
top-level `resources/` folder onto it), read through importlib.resources: the same code finds
them in a source checkout (editable install), an installed wheel or sdist, and the PyInstaller
bundle (which carries them as `zanga_desktop/_resources/` under `sys._MEIPASS`).
"""

from __future__ import annotations

import contextlib
from functools import cache
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QStandardPaths

RESOURCES_PACKAGE = "zanga_desktop._resources"


@cache
def resources_dir() -> Path:
    """The folder of the resources package, as a real path (Qt opens files by name)."""
    try:
        root = resources.files(RESOURCES_PACKAGE)
    except ModuleNotFoundError:
        # Run from a checkout that was never installed (`python -m` with the repository on
        # sys.path): the mapping of pyproject.toml is not there, the folder is.
        return Path(__file__).resolve().parents[2] / "resources"
    if isinstance(root, Path):
        return root
    # A namespace package (a copy without the __init__.py) still lies in one folder.
    folders = [Path(p) for p in getattr(root, "_paths", ())]
    if len(folders) == 1 and folders[0].is_dir():
        return folders[0]
    # A zipped install would give a Traversable that is no folder: say so rather than draw
    # an empty table.
    raise RuntimeError(f"{RESOURCES_PACKAGE} is not a folder on disk ({root!r}); "
                       "install the game unzipped")


def resource(*parts: str) -> Path:
    """A file of the resources package, e.g. `resource("cards", "1o.svg")`."""
    return resources_dir().joinpath(*parts)


def cache_dir() -> Path | None:
    """The per-user cache folder (pictures drawn, compiled methods): what can be made again;
    None if the system gives none."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base) if base else None


def data_dir() -> Path:
    """The per-user data folder (autosave), never next to the executable; created if it can
    be (`data_folder.claim` says whether games can be kept there)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base) if base else Path.home() / ".zanga-desktop"
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path
