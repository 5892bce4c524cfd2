"""The game as pip installs it: an sdist, the wheel built from it, installed into a fresh
virtual environment outside the repository, must carry the art and the translations (a wheel
without them gave a blank, English-only table).

The fresh environment borrows PySide6 from this one (a `.pth` line) rather than download
100 MB again; `.ci/run` installs the wheel with its real dependencies too.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns(".git", ".venv*", "dist", "build", "*.egg-info", "__pycache__",
                              ".*_cache", ".hypothesis", ".benchmarks", "arena")

CHECK = r"""
import json, sys
from pathlib import Path
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication
app = QApplication([])
import zanga_desktop
from zanga_desktop.ui import i18n, paths
card, felt = paths.resource("cards", "1o.svg"), paths.resource("table", "felt.svg")
i18n.install("es")
print(json.dumps({
    "package": zanga_desktop.__file__,
    "resources": str(paths.resources_dir()),
    "card": QSvgRenderer(str(card)).isValid(),
    "felt": QSvgRenderer(str(felt)).isValid(),
    "catalogue": str(i18n.qm_file("es")),
    "spanish": i18n.tr("New game"),
    "plural": i18n.tr("%n vale(s)", n=5),
}))
"""


def _run(cmd: list[str], cwd: Path,
         env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    full.update(QT_QPA_PLATFORM="offscreen", PIP_DISABLE_PIP_VERSION_CHECK="1", **(env or {}))
    done = subprocess.run(cmd, cwd=cwd, env=full, capture_output=True, text=True,
                          timeout=600, check=False)
    assert done.returncode == 0, f"{cmd}\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """An sdist of a copy of the checkout, and the wheel pip builds from that sdist."""
    tmp = tmp_path_factory.mktemp("install")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=SKIP)
    out = tmp / "out"
    out.mkdir()
    # `python -m build` makes the sdist, then the wheel from the unpacked sdist, each in an
    # isolated environment with the build-system requirements of pyproject.toml.
    _run([sys.executable, "-m", "build", "--outdir", str(out), str(src)], cwd=tmp)
    return {"tmp": tmp, "sdist": next(out.glob("*.tar.gz")), "wheel": next(out.glob("*.whl"))}


def _globs() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        data = tomllib.load(f)
    return list(data["tool"]["setuptools"]["package-data"]["zanga_desktop._resources"])


def test_the_packages_are_found_not_listed() -> None:
    """setuptools finds every package under zanga_desktop/ (a new game's with no line
    anywhere), and the resources folder is shipped as zanga_desktop._resources."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        assert "packages" not in tomllib.load(f)["tool"]["setuptools"]
    found = [".".join(p.relative_to(ROOT).parts[:-1])
             for p in (ROOT / "zanga_desktop").rglob("__init__.py")]
    listed = _run([sys.executable, "-c", "import setuptools, sys; "
                   "setuptools.setup = lambda **kw: print(*kw['packages']); "
                   "sys.argv = ['setup.py']; exec(open('setup.py').read())"], cwd=ROOT)
    assert sorted(listed.stdout.split()) == sorted([*found, "zanga_desktop._resources"])


def test_the_wheel_and_the_sdist_carry_every_resource_the_app_reads(
        built: dict[str, Path]) -> None:
    res = ROOT / "resources"
    wanted = sorted(p.relative_to(res).as_posix() for g in _globs() for p in res.glob(g))
    assert "cards/1o.svg" in wanted and "table/felt.svg" in wanted
    assert "i18n/zanga_es.qm" in wanted and "lessons/01-deck.json" in wanted
    with zipfile.ZipFile(built["wheel"]) as whl:
        names = whl.namelist()
    prefix = "zanga_desktop/_resources/"
    shipped = sorted(n[len(prefix):] for n in names if n.startswith(prefix))
    assert shipped == sorted(["__init__.py", *wanted])
    assert not any(n.endswith((".ts", ".ico", ".icns")) or "contact-sheet" in n for n in names)
    with tarfile.open(built["sdist"]) as sdist:
        members = [m.split("/", 1)[1] for m in sdist.getnames() if "/" in m]
    assert {f"resources/{w}" for w in wanted} <= set(members)


def test_the_installed_wheel_draws_the_table_in_spanish(built: dict[str, Path]) -> None:
    """Installed into a fresh venv and run from outside the repository: a card and the felt
    are valid SVG read from the installed package, and the Spanish catalogue is loaded."""
    tmp = built["tmp"]
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp)
    py = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    site = Path(_run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                     cwd=tmp).stdout.strip())
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site),
          str(built["wheel"])], cwd=tmp)
    import PySide6
    import shiboken6

    borrowed = {str(Path(m.__file__).resolve().parents[1]) for m in (PySide6, shiboken6)}
    (site / "zz_borrowed_qt.pth").write_text("\n".join(sorted(borrowed)) + "\n", encoding="utf-8")
    home = tmp / "home"
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / "c"),
           "XDG_DATA_HOME": str(home / "d"), "XDG_CACHE_HOME": str(home / "cache")}
    got = json.loads(_run([str(py), "-c", CHECK], cwd=tmp, env=env).stdout.strip()
                     .splitlines()[-1])
    assert Path(got["package"]).is_relative_to(site), got
    assert Path(got["resources"]) == site / "zanga_desktop" / "_resources"
    assert got["card"] and got["felt"], got
    assert Path(got["catalogue"]) == site / "zanga_desktop/_resources/i18n/zanga_es.qm"
    assert got["spanish"] == "Nueva partida"
    assert got["plural"] == "5 vales"


def test_a_checkout_reads_the_top_level_resources_folder() -> None:
    """The README's editable install (and a checkout on sys.path): the package maps onto the
    repository's own `resources/`, so the art tools and the game share one folder."""
    import zanga_desktop
    from zanga_desktop.ui import paths

    if not Path(zanga_desktop.__file__).resolve().is_relative_to(ROOT):
        pytest.skip("zanga_desktop is installed, not this checkout")
    assert paths.resources_dir().resolve() == ROOT / "resources"
    assert paths.resource("table", "felt.svg").is_file()
