"""The installers' recipe (packaging/, docs/packaging.md): the PyInstaller spec, what it keeps
of Qt, and the per-OS files. Fast: the real build runs only with ZANGA_BUILD_TESTS=1.

The key guard is `test_the_app_imports_no_pruned_module`: the bundle leaves out every Qt module
but QtCore, QtGui, QtWidgets and QtSvg (packaging/qt_modules.py), so a new import of, say,
QtNetwork must fail here before it fails on a family's computer.
"""

from __future__ import annotations

import ast
import configparser
import importlib
import importlib.util
import json
import os
import plistlib
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from zanga_desktop.core import registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """A module of packaging/ by path: the folder is not a package (it would shadow the
    `packaging` library), and sys.path stays as it is."""
    spec = importlib.util.spec_from_file_location(f"zanga_packaging_{name}",
                                                  PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


qt_modules = load("qt_modules")
zanga_meta = load("zanga_meta")


def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


# ------------------------------------------------------------------ name and version

def test_name_and_version_come_from_pyproject() -> None:
    table = pyproject()["project"]
    proj = zanga_meta.project()
    assert (proj.name, proj.version) == (table["name"], table["version"])
    assert proj.description == table["description"]


def test_the_version_the_app_prints_is_the_installers_version() -> None:
    from zanga_desktop import __version__

    assert __version__ == zanga_meta.project().version


def test_numeric_version_for_windows() -> None:
    p = zanga_meta.Project("x", "1.2.3rc1", "", "")
    assert p.numeric_version == (1, 2, 3, 0)
    assert zanga_meta.Project("x", "0.10", "", "").numeric_version == (0, 10, 0, 0)


def test_pyproject_has_the_package_extra() -> None:
    extras = pyproject()["project"]["optional-dependencies"]
    assert any(req.replace(" ", "").startswith("pyinstaller>=6.10")
               for req in extras.get("package", [])), extras


# ------------------------------------------------------------------ the spec

class SpecRun:
    """Runs packaging/zanga.spec with PyInstaller's objects replaced by recorders."""

    def __init__(self, platform: str, workpath: Path, binaries: list[tuple[str, str, str]],
                 datas: list[tuple[str, str, str]] | None = None) -> None:
        self.calls: dict[str, dict[str, Any]] = {}
        self.binaries = binaries
        self.datas = datas or []
        self.platform = platform
        self.workpath = workpath

    def recorder(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> SimpleNamespace:
            self.calls[name] = {"args": args, **kwargs}
            if name == "Analysis":
                return SimpleNamespace(binaries=list(self.binaries), datas=list(self.datas),
                                       pure=[], scripts=[])
            return SimpleNamespace()
        return record

    def run(self, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
        source = (PACKAGING / "zanga.spec").read_text(encoding="utf-8")
        namespace: dict[str, Any] = {
            "SPECPATH": str(PACKAGING), "workpath": str(self.workpath),
            "__name__": "__main__", "__file__": str(PACKAGING / "zanga.spec"),
            **{n: self.recorder(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
        }
        monkeypatch.setattr(sys, "platform", self.platform)
        monkeypatch.setattr(sys, "path", list(sys.path))
        for mod in ("icu_data", "qt_modules", "zanga_meta"):  # the spec imports its own copies
            monkeypatch.delitem(sys.modules, mod, raising=False)
        exec(compile(source, "zanga.spec", "exec"), namespace)
        return namespace


def test_the_spec_is_python() -> None:
    ast.parse((PACKAGING / "zanga.spec").read_text(encoding="utf-8"))


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_spec_builds_one_windowed_folder_named_from_pyproject(
        platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = SpecRun(platform, tmp_path, binaries=[])
    spec.run(monkeypatch)
    calls = spec.calls
    proj = zanga_meta.project()
    analysis = calls["Analysis"]
    assert analysis["excludes"] == qt_modules.excludes()
    assert "PySide6.QtNetwork" in analysis["excludes"]
    assert "PySide6.QtWebEngineCore" in analysis["excludes"]
    assert Path(analysis["args"][0][0]).name == "zanga_main.py"
    datas = {Path(src).relative_to(ROOT).as_posix(): dest for src, dest in analysis["datas"]}
    # Where an installed wheel has them, so that importlib.resources finds them the same way.
    assert datas["resources/icons/zanga.svg"] == str(Path("zanga_desktop/_resources/icons"))
    assert datas["resources/i18n/zanga_es.qm"] == str(Path("zanga_desktop/_resources/i18n"))
    assert any(p.startswith("resources/cards/") and p.endswith(".svg") for p in datas)
    # the licences' texts: the program's, and that of the Qt libraries every installer bundles
    for text in ("GPL-3.txt", "LGPL-3.txt"):
        assert datas[f"resources/licenses/{text}"] == str(Path("zanga_desktop/_resources/licenses"))
    assert not any("contact-sheet" in p or p.endswith((".ts", ".ico", ".icns")) for p in datas)
    assert datas["resources/__init__.py"] == str(Path("zanga_desktop/_resources"))
    # the games are imported by name (core/registry.py, table_module()): named for the bundle
    hidden = analysis["hiddenimports"]
    assert hidden == zanga_meta.game_modules(ROOT) + zanga_meta.network_modules(ROOT)
    assert {"zanga_desktop.games.zanga.game", "zanga_desktop.games.envite.game",
            "zanga_desktop.games.zanga.ui.table", "zanga_desktop.games.envite.ui"} <= set(hidden)

    exe = calls["EXE"]
    assert exe["name"] == "zanga" and exe["console"] is False
    assert exe["exclude_binaries"] is True  # one folder, not one file
    assert calls["COLLECT"]["name"] == "zanga"
    icon = exe["icon"]
    if platform == "win32":
        assert icon and icon[0].endswith("zanga.ico")
        version_file = Path(exe["version"])
        assert version_file.parent == tmp_path
        text = version_file.read_text(encoding="utf-8")
        assert f"StringStruct('ProductVersion', '{proj.version}')" in text
        assert str(proj.numeric_version) in text
        ast.parse(text)  # PyInstaller evaluates it
    elif platform == "darwin":
        assert icon and icon[0].endswith("zanga.icns")
        bundle = calls["BUNDLE"]
        assert bundle["name"] == "Zanga.app" and bundle["version"] == proj.version
        plist = bundle["info_plist"]
        assert plist["CFBundleShortVersionString"] == proj.version
        assert plist["CFBundleDocumentTypes"][0]["CFBundleTypeExtensions"] == [
            g.file_suffix.lstrip(".") for g in registry.games()]
        plistlib.dumps(plist)  # serialisable as PyInstaller will write it
    else:
        assert icon is None and "BUNDLE" not in calls
    assert (exe["strip"] is True) == (platform == "linux")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads real ELF libraries")
def test_the_spec_prunes_what_pyinstaller_collected(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Real PySide6 files through the spec's filter: QtNetwork's library, the SQL drivers and
    the QML translations go; QtCore, the xcb platform and qtbase_es stay."""
    import PySide6

    pyside = Path(PySide6.__file__).resolve().parent
    qt = pyside / "Qt"
    if not (qt / "lib" / "libQt6Core.so.6").exists():
        pytest.skip("not a PySide6 wheel layout")

    def entry(path: Path, kind: str = "BINARY") -> tuple[str, str, str]:
        return (str(Path("PySide6") / path.relative_to(pyside)), str(path), kind)

    binaries = [entry(pyside / "QtCore.abi3.so", "EXTENSION"),
                entry(qt / "lib" / "libQt6Core.so.6"),
                entry(qt / "lib" / "libQt6Network.so.6"),
                entry(qt / "plugins" / "platforms" / "libqxcb.so"),
                entry(qt / "plugins" / "sqldrivers" / "libqsqlite.so"),
                ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
                ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK")]
    datas = [entry(qt / "translations" / "qtbase_es.qm", "DATA"),
             entry(qt / "translations" / "qtdeclarative_es.qm", "DATA")]
    spec = SpecRun("linux", tmp_path, binaries, datas)
    namespace = spec.run(monkeypatch)
    kept = {d for d, _s, _k in namespace["a"].binaries} | {d for d, _s, _k in namespace["a"].datas}
    assert "PySide6/Qt/lib/libQt6Core.so.6" in kept
    assert "libQt6Core.so.6" in kept
    assert "PySide6/Qt/plugins/platforms/libqxcb.so" in kept
    assert "PySide6/Qt/lib/libQt6Network.so.6" not in kept
    assert "libQt6Network.so.6" not in kept
    assert "PySide6/Qt/plugins/sqldrivers/libqsqlite.so" not in kept
    assert "PySide6/Qt/translations/qtbase_es.qm" in kept
    assert "PySide6/Qt/translations/qtdeclarative_es.qm" not in kept


# ------------------------------------------------------------------ what is kept of Qt

def test_used_and_excluded_qt_modules_do_not_overlap() -> None:
    assert set(qt_modules.USED_QT_MODULES) == {"QtCore", "QtGui", "QtWidgets", "QtSvg"}
    assert not set(qt_modules.USED_QT_MODULES) & set(qt_modules.EXCLUDED_QT_MODULES)


def test_every_installed_pyside6_module_is_used_or_excluded() -> None:
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    installed = {p.name.split(".")[0] for p in folder.iterdir()
                 if p.name.startswith("Qt") and p.suffix in (".so", ".pyd")}
    unclassified = installed - set(qt_modules.USED_QT_MODULES) - set(
        qt_modules.EXCLUDED_QT_MODULES)
    assert not unclassified, f"add to packaging/qt_modules.py: {sorted(unclassified)}"


def _pyside_imports_in_source() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in (ROOT / "zanga_desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt"):
                    found.setdefault(parts[1], set()).add(
                        str(path.relative_to(ROOT)))
    return found


def test_the_source_imports_only_the_bundled_qt_modules() -> None:
    """Every `from PySide6.QtX import ...` in zanga_desktop/, also those inside functions the
    demo never reaches."""
    found = _pyside_imports_in_source()
    extra = {m: sorted(files) for m, files in found.items()
             if m not in qt_modules.USED_QT_MODULES}
    assert not extra, f"not in the bundle (packaging/qt_modules.py): {extra}"


def test_the_app_imports_no_pruned_module(tmp_path: Path) -> None:
    """The app as a family runs it (a whole demo hand, offscreen, as `zanga --demo --hands 1
    --speed instant`), then the main window's dialogs built: nothing outside the bundle is
    imported."""
    code = """
import json, sys
from zanga_desktop.app import main
status = main(["--demo", "--hands", "1", "--speed", "instant", "--seed", "5"])
from PySide6.QtWidgets import QApplication
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog
window = MainWindow(speed="instant", autosave=False, record_stats=False)
NewGameDialog(window)
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""
    # a first start: no picture kept yet, so the cards are drawn from their SVG
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"),
               APPDATA=str(tmp_path / "appdata"), LOCALAPPDATA=str(tmp_path / "local"))
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["status"] == 0
    modules = report["modules"]
    assert "PySide6.QtSvg" in modules and "PySide6.QtWidgets" in modules
    assert qt_modules.forbidden_imports(modules) == []


def test_forbidden_imports_names_what_the_bundle_lacks() -> None:
    mods = ["PySide6", "PySide6.QtCore", "PySide6.QtSvg", "PySide6.QtNetwork",
            "PySide6.QtSvgWidgets", "tkinter", "tkinter.ttk", "json", "unittest.mock"]
    assert qt_modules.forbidden_imports(mods) == [
        "PySide6.QtNetwork", "PySide6.QtSvgWidgets", "tkinter", "tkinter.ttk",
        "unittest.mock"]


@pytest.mark.parametrize(("dest", "kept"), [
    # Linux wheel layout
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("PySide6/Qt/lib/libQt6DBus.so.6", True),  # QtGui links it; the Python module is out
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6/Qt/lib/libQt6Qml.so.6", False),
    ("PySide6/Qt/lib/libQt6Quick.so.6", False),
    ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", False),
    ("PySide6/Qt/lib/libicudata.so.73", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", False),
    ("PySide6/Qt/translations/qtbase_es.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_es.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_es.qm", False),
    ("PySide6/Qt/qml/QtQuick/qmldir", False),
    ("PySide6/QtNetwork.abi3.so", False),
    ("PySide6/QtCore.abi3.so", True),
    ("libfontconfig.so.1", False),
    ("libxcb-cursor.so.0", True),
    ("zanga_desktop/_resources/cards/1o.svg", True),
    # Windows wheel layout
    ("PySide6/Qt6Core.dll", True),
    ("PySide6/Qt6Network.dll", False),
    ("PySide6/Qt6Quick.dll", False),
    ("PySide6/opengl32sw.dll", False),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/plugins/tls/qschannelbackend.dll", False),
    ("PySide6/translations/qtbase_es.qm", True),
    ("PySide6/QtSvg.pyd", True),
    ("PySide6/QtNetwork.pyd", False),
    # macOS wheel layout
    ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", True),
    ("PySide6/Qt/lib/QtGui.framework/Resources/Info.plist", True),
    ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
    ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", False),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/plugins/permissions/libqdarwinlocationpermission.dylib", False),
])
def test_keep_entry(dest: str, kept: bool) -> None:
    assert qt_modules.keep_entry(dest) is kept


def test_qt_catalogues_follow_the_apps_languages(tmp_path: Path) -> None:
    (tmp_path / "zanga_ja.qm").write_bytes(b"")
    (tmp_path / "zanga_pt_BR.qm").write_bytes(b"")
    (tmp_path / "zanga_ja.ts").write_bytes(b"")
    langs = qt_modules.app_languages(tmp_path)
    assert langs == ["ja", "pt_BR"]
    assert qt_modules.keep_entry("PySide6/Qt/translations/qtbase_ja.qm", langs)
    assert not qt_modules.keep_entry("PySide6/Qt/translations/qtbase_ja.qm")
    assert qt_modules.app_languages(tmp_path / "missing") == []


def test_prune_drops_links_to_dropped_libraries() -> None:
    toc = [("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY"),
           ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
           ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK")]
    assert [e[0] for e in qt_modules.prune(toc)] == ["PySide6/Qt/lib/libQt6Core.so.6",
                                                      "libQt6Core.so.6"]


def test_drop_orphans_keeps_what_the_roots_link_to() -> None:
    toc = [("QtCore.abi3.so", "/s/QtCore.abi3.so", "EXTENSION"),
           ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
           ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
           ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
           ("libxcb-cursor.so.0", "/s/libxcb-cursor.so.0", "BINARY"),
           ("libicuuc.so.73", "/s/libicuuc.so.73", "BINARY"),
           ("libgssapi_krb5.so.2", "/s/libgssapi_krb5.so.2", "BINARY"),  # QtNetwork's
           ("libkrb5.so.3", "/s/libkrb5.so.3", "BINARY"),
           ("libpython3.11.so.1.0", "/s/libpython3.11.so.1.0", "BINARY")]
    links = {"/s/QtCore.abi3.so": ["libQt6Core.so.6", "libc.so.6"],
             "/s/libQt6Core.so.6": ["libicuuc.so.73"],
             "/s/libqxcb.so": ["libQt6Core.so.6", "libxcb-cursor.so.0"],
             "/s/libgssapi_krb5.so.2": ["libkrb5.so.3"]}
    kept = [e[0] for e in qt_modules.drop_orphans(toc, lambda src: links.get(src, []))]
    assert kept == ["QtCore.abi3.so", "PySide6/Qt/lib/libQt6Core.so.6", "libQt6Core.so.6",
                    "PySide6/Qt/plugins/platforms/libqxcb.so", "libxcb-cursor.so.0",
                    "libicuuc.so.73", "libpython3.11.so.1.0"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF only")
def test_elf_needed_reads_direct_dependencies() -> None:
    import PySide6

    gui = Path(PySide6.__file__).resolve().parent / "Qt" / "lib" / "libQt6Gui.so.6"
    if not gui.exists():
        pytest.skip("not a PySide6 wheel layout")
    needed = qt_modules.elf_needed(str(gui))
    assert "libQt6Core.so.6" in needed and "libc.so.6" in needed
    assert "libicuuc.so.73" not in needed  # QtCore's, not QtGui's: direct links only
    assert qt_modules.elf_needed(str(ROOT / "pyproject.toml")) == []


# ------------------------------------------------------------------ per-OS files

def test_linux_menu_entry_and_file_type() -> None:
    entry = configparser.RawConfigParser()
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / "linux" / "zanga-desktop.desktop", encoding="utf-8")
    desk = entry["Desktop Entry"]
    assert desk["Type"] == "Application" and desk["Terminal"] == "false"
    assert desk["Exec"] == "zanga %f"
    assert desk["Icon"] == "zanga-desktop"
    assert desk["MimeType"] == zanga_meta.RECORD_MIME + ";"
    assert "Game;" in desk["Categories"]
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.fromstring(zanga_meta.mime_xml(ROOT))
    kind = mime.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == zanga_meta.RECORD_MIME
    globs = [g.get("pattern") for g in kind.findall("m:glob", ns)]
    # one glob a game, each game's own suffix as its definition says
    assert globs == ["*" + g.file_suffix for g in registry.games()]
    for size in (16, 24, 32, 48, 64, 128, 256, 512):  # what build.py installs
        assert (ROOT / "resources" / "icons" / f"zanga-{size}.png").exists()


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_install_script_is_valid_sh() -> None:
    result = subprocess.run(["sh", "-n", str(PACKAGING / "linux" / "install.sh")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_inno_setup_script() -> None:
    iss = (PACKAGING / "windows" / "zanga.iss").read_text(encoding="utf-8")
    assert "#define AppVersion" in iss and "zanga.exe" in iss
    assert "PrivilegesRequired=lowest" in iss  # installs without admin rights
    assert '"%1"' in iss  # the record is handed over as the first argument
    assert "OpenWithProgids" in iss and '#include "associations.iss"' in iss
    included = zanga_meta.inno_associations(ROOT)
    for game in registry.games():
        assert f'Subkey: "Software\\Classes\\{game.file_suffix}"' in included
    assert "{group}" in iss and "Uninstall" in iss
    assert "zanga-{#AppVersion}-windows-x64-setup" in iss  # the name build.py expects


def test_release_workflow_covers_every_os() -> None:
    wf = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for runner in ("ubuntu-", "windows-", "macos-15-intel", "macos-14"):
        assert runner in wf
    assert "packaging/build.py" in wf and "upload-artifact" in wf


def test_build_script_help() -> None:
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--help"],
                            capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 0 and "--measure" in result.stdout, result.stderr


# ------------------------------------------------------------------ the real build

@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("ZANGA_BUILD_TESTS") != "1",
                    reason="the real PyInstaller build: set ZANGA_BUILD_TESTS=1")
def test_real_build_starts_and_plays_a_hand(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    out = tmp_path / "build.json"
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--json", str(out)],
                            cwd=ROOT, capture_output=True, text=True, check=False,
                            timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["bundle_mb"] < 80
    assert report["artifacts"] and all(mb < 35 for mb in report["artifacts"].values())
    versions = [s["version"] for s in report["smoke"] if "version" in s]
    assert versions and set(versions) == {f"zanga {zanga_meta.project().version}"}
    if sys.platform.startswith("linux"):
        assert any(s.get("autosave") for s in report["smoke"])


def test_the_deb_depends_on_the_x11_libraries_of_qts_xcb_plugin() -> None:
    build = load("build")
    depends = [d.strip() for d in build.deb_depends("2.35").split(",")]
    assert depends[0] == "libc6 (>= 2.35)"
    for package in ("libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxcb-image0",
                    "libxcb-render-util0", "libxkbcommon-x11-0", "libfontconfig1", "libgl1"):
        assert package in depends


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF only")
def test_a_bundle_without_the_xcb_libraries_is_refused(tmp_path: Path) -> None:
    """The build machine lacked libxcb-cursor0 & co.: the bundle could not copy them and
    would open no window on a desktop without them, so the build stops and names them."""
    import PySide6

    plugin = Path(PySide6.__file__).resolve().parent / "Qt/plugins/platforms/libqxcb.so"
    if not plugin.exists():
        pytest.skip("not a PySide6 wheel layout")
    build = load("build")
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqxcb.so").symlink_to(plugin)
    with pytest.raises(SystemExit, match=r"apt-get install .*libxcb-cursor0"):
        build.check_xcb(tmp_path)
    needed = qt_modules.elf_needed(str(plugin))
    for name in needed:
        if name in build.XCB_PACKAGES:
            (tmp_path / name).write_bytes(b"")
    assert "libxcb-cursor.so.0" in build.check_xcb(tmp_path)


def test_the_bundle_imports_every_module_of_every_game() -> None:
    """A game is reached by name (the registry, the table package's offer): each module of
    each game's package is a hidden import of the bundle, a game added later included."""
    hidden = set(zanga_meta.game_modules(ROOT))
    for name in registry.BUILTIN.values():
        assert name in hidden
    for path in (ROOT / "zanga_desktop" / "games").rglob("*.py"):
        if path.name != "__init__.py":
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            assert module in hidden, module


def test_the_bundle_carries_network_play_and_its_libraries() -> None:
    """Network play is imported when the player hosts or joins: its modules and the
    libraries pyproject.toml lists for it (websockets, zeroconf) are hidden imports, so that
    an installer plays over the network with nothing downloaded."""
    hidden = set(zanga_meta.network_modules(ROOT))
    for folder in ("net", "ui/net"):
        for path in (ROOT / "zanga_desktop" / folder).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            assert ".".join(parts) in hidden
    with (ROOT / "pyproject.toml").open("rb") as f:
        deps = tomllib.load(f)["project"]["dependencies"]
    named = {d.split(">")[0].split("=")[0].split("<")[0].strip().lower() for d in deps}
    assert {"websockets", "zeroconf"} <= named
    assert {"websockets", "zeroconf"} <= hidden
    for module in zanga_meta.NETWORK_LIBRARIES:
        importlib.import_module(module)  # installed with the app
