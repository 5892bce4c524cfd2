"""Build Zanga's installer for this OS with one command, and prove it starts.

    python packaging/build.py               # bundle + installer(s) + smoke test
    python packaging/build.py --measure 7   # ... and time the start, bundle vs source
    python packaging/build.py --wheel       # ... and build, install and test the wheel

Steps (each can be skipped, see --help):

1. PyInstaller, from `packaging/zanga.spec`: `dist/zanga/` (one folder), `dist/Zanga.app` on macOS.
2. The installer of this OS, in `dist/`:
   - Linux: `zanga-VERSION-linux-ARCH.tar.gz` (folder + menu entry + icons + `install.sh` for
     ~/.local) and `zanga-desktop_VERSION_ARCH.deb` (dpkg-deb);
   - Windows: `zanga-VERSION-windows-x64-setup.exe` (Inno Setup's ISCC, if installed) and a
     portable `.zip`;
   - macOS: `Zanga-VERSION-macos-ARCH.dmg` (hdiutil).
3. Smoke test of what was built, with HOME pointed at a temporary folder: `--version` prints
   the version; the app plays a whole demo hand offscreen (`--demo --hands 1 --speed
   instant`) and exits 0; it draws the first deal in Spanish (`--screenshot --language es`,
   kept as `dist/screenshot-es-*.png`) exactly as the source checkout does; a real game
   (`--new-game`) autosaves into the per-user data folder; nothing is written inside the
   bundle. On Linux the .deb and the tar.gz are unpacked (and `install.sh` run into a
   temporary HOME) and the copies tested the same way.
4. With `--wheel`: the sdist and the wheel (`python -m build`, in `dist/python/`), the wheel
   installed into a fresh virtual environment with its dependencies and tested the same way.
5. With `--measure N`: launch-to-first-frame of the bundle and of the source checkout
   (`--screenshot` to a temporary file), median of N runs each.

Needs `pip install -e ".[package]"` (PyInstaller). Everything lands in `dist/` and `build/`.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import zanga_meta  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

#: Host libraries the bundle expects (qt_modules.LINUX_HOST_LIBS, plus libGL and libEGL that
#: PyInstaller never bundles), as Debian/Ubuntu packages for the .deb's Depends (libc6 is
#: added with the version the bundle needs, see `glibc_needed`).
DEB_DEPENDS = ("libdbus-1-3, libegl1, libfontconfig1, libfreetype6, libgl1, libx11-6, "
               "libx11-xcb1, libxcb1")

#: The X11 libraries Qt's xcb platform plugin links to beyond libxcb itself, with their
#: Debian/Ubuntu packages. The bundle carries a copy of each (`check_xcb` fails the build
#: when the build machine had none to copy); the .deb depends on them as well, so that an
#: installed copy still starts if a bundled one is ever dropped.
XCB_PACKAGES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1", "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run(cmd, check=True, text=True, **kw)  # type: ignore[call-overload, no-any-return]


def machine() -> str:
    m = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(m, m)


def deb_arch() -> str:
    return {"x86_64": "amd64", "arm64": "arm64"}.get(machine(), machine())


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink()) / 1e6


# ------------------------------------------------------------------ 1. the bundle

def pyinstaller() -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(WORK / "pyinstaller"),
           str(HERE / "zanga.spec")]
    run(cmd, cwd=ROOT)


def bundle_dir() -> Path:
    return DIST / zanga_meta.EXE_NAME


def app_bundle() -> Path:
    return DIST / f"{zanga_meta.DISPLAY_NAME}.app"


def executable(root: Path | None = None) -> Path:
    """The launcher: inside the .app on macOS, else in the one-folder bundle."""
    if root is None:
        if sys.platform == "darwin":
            return app_bundle() / "Contents" / "MacOS" / zanga_meta.EXE_NAME
        root = bundle_dir()
    name = zanga_meta.EXE_NAME + (".exe" if sys.platform.startswith("win") else "")
    return root / name


def check_xcb(folder: Path) -> list[str]:
    """The X11 libraries of `XCB_PACKAGES` that the bundle's xcb platform plugin links to:
    each must be in the bundle, else the game would not open a window on a desktop without
    them. Fails naming the packages to install on the build machine."""
    sys.path.insert(0, str(HERE))
    import qt_modules

    plugin = next(folder.rglob("libqxcb.so"), None)
    if plugin is None:
        raise SystemExit("bundle: no xcb platform plugin (libqxcb.so)")
    qpa = next(folder.rglob("libQt6XcbQpa.so.6"), None)
    needed = set(qt_modules.elf_needed(str(plugin)))
    if qpa is not None:
        needed.update(qt_modules.elf_needed(str(qpa)))
    carried = {p.name for p in folder.rglob("*.so*")}
    wanted = sorted(n for n in needed if n in XCB_PACKAGES)
    missing = [n for n in wanted if n not in carried]
    if missing:
        packages = " ".join(sorted({XCB_PACKAGES[n] for n in missing}))
        raise SystemExit(f"bundle: Qt's xcb plugin needs {', '.join(missing)}, which this "
                         f"machine lacks, so the bundle cannot carry them: "
                         f"`apt-get install {packages}`, then build again")
    return wanted


# ------------------------------------------------------------------ 2. installers

def share_tree(dest: Path) -> None:
    """The freedesktop files: menu entry, icons (PNG per size and SVG), MIME type."""
    apps = dest / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / "zanga-desktop.desktop", apps)
    mime = dest / "mime" / "packages"
    mime.mkdir(parents=True, exist_ok=True)
    (mime / "zanga-desktop.xml").write_text(zanga_meta.mime_xml(), encoding="utf-8")
    icons = ROOT / "resources" / "icons"
    for s in ICON_SIZES:
        d = dest / "icons" / "hicolor" / f"{s}x{s}" / "apps"
        d.mkdir(parents=True, exist_ok=True)
        shutil.copy2(icons / f"zanga-{s}.png", d / "zanga-desktop.png")
    d = dest / "icons" / "hicolor" / "scalable" / "apps"
    d.mkdir(parents=True, exist_ok=True)
    shutil.copy2(icons / "zanga.svg", d / "zanga-desktop.svg")


def _reset_tarinfo(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def linux_tarball(version: str) -> Path:
    """`zanga-VERSION-linux-ARCH/`: `zanga/` (the bundle), `share/`, `install.sh`, README."""
    stem = f"zanga-{version}-linux-{machine()}"
    stage = WORK / "tarball" / stem
    shutil.rmtree(stage.parent, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(bundle_dir(), stage / "zanga", symlinks=True)
    share_tree(stage / "share")
    shutil.copy2(HERE / "linux" / "install.sh", stage / "install.sh")
    (stage / "install.sh").chmod(0o755)
    (stage / "README.txt").write_text(
        f"Zanga {version}\n\n"
        "Play without installing:      ./zanga/zanga\n"
        "Install for this user:        ./install.sh   (menu entry, icon, *.zanga.json files)\n"
        "Uninstall:                    ./install.sh --uninstall\n\n"
        "zanga/ carries Qt and the X11 libraries of its xcb plugin (libxcb-cursor, -icccm,\n"
        "-keysyms, ...); OpenGL, fontconfig, freetype, D-Bus and libX11/libxcb come from the\n"
        "system, as on every desktop.\n",
        encoding="utf-8")
    out = DIST / f"{stem}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(stage, arcname=stem, filter=_reset_tarinfo)
    return out


def glibc_needed(folder: Path) -> str:
    """The newest `GLIBC_x.y` symbol version any ELF file of the bundle asks for: the oldest
    glibc (so the oldest Linux) the bundle runs on."""
    best = (2, 17)
    pattern = re.compile(rb"GLIBC_(\d+)\.(\d+)")
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        data = path.read_bytes()
        if data[:4] != b"\x7fELF":
            continue
        for m in pattern.finditer(data):
            best = max(best, (int(m[1]), int(m[2])))
    return f"{best[0]}.{best[1]}"


def deb_depends(glibc: str) -> str:
    """The .deb's Depends: glibc, the host libraries, the X11 libraries of the xcb plugin."""
    return (f"libc6 (>= {glibc}), {DEB_DEPENDS}, "
            + ", ".join(sorted(set(XCB_PACKAGES.values()))))


def linux_deb(proj: zanga_meta.Project) -> Path:
    """`zanga-desktop_VERSION_ARCH.deb`: /opt/zanga-desktop, /usr/bin/zanga, /usr/share/..."""
    pkg = proj.name
    stage = WORK / "deb" / f"{pkg}_{proj.version}_{deb_arch()}"
    shutil.rmtree(stage.parent, ignore_errors=True)
    opt = stage / "opt" / pkg
    opt.parent.mkdir(parents=True)
    shutil.copytree(bundle_dir(), opt, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "zanga").symlink_to(f"../../opt/{pkg}/{zanga_meta.EXE_NAME}")
    share_tree(stage / "usr" / "share")
    doc = stage / "usr" / "share" / "doc" / pkg
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {pkg}\n\nFiles: *\nLicense: {proj.license}\n"
        " The bundled Qt 6 and PySide6 libraries are under the LGPL-3.0; Python under the\n"
        " PSF License.\n", encoding="utf-8")
    for path in stage.rglob("*"):
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    installed_kb = int(sum(p.lstat().st_size for p in stage.rglob("*")) / 1024) + 1
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(
        f"Package: {pkg}\n"
        f"Version: {proj.version}\n"
        f"Architecture: {deb_arch()}\n"
        "Maintainer: Zanga Desktop developers <zanga-desktop@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {deb_depends(glibc_needed(opt))}\n"
        # Japanese needs a CJK font, which a desktop without one lacks (tofu boxes otherwise)
        "Recommends: libwayland-client0, libwayland-cursor0,"
        " fonts-noto-cjk | fonts-ipafont-gothic | fonts-vlgothic\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {proj.description}\n"
        " The card games of the Canary Islands, with the Spanish 40-card deck: La Zanga\n"
        " (four players, the Ombre family), El Envite (2 to 10 players, bets and señas),\n"
        " La Ronda (captures, caídas and rondas) and La Báciga (the draw to 31). Computer\n"
        " players of four levels, a tutor that explains every rule as you play, lessons\n"
        " and the rules to browse; in Spanish, English and Japanese, offline and free.\n",
        encoding="utf-8")
    out = DIST / f"{pkg}_{proj.version}_{deb_arch()}.deb"
    cmd = ["dpkg-deb", "--build", "-Zxz", "--root-owner-group", str(stage), str(out)]
    run(cmd, stdout=subprocess.DEVNULL)
    return out


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for env in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(env)
        if not base:
            continue
        for sub in ("Inno Setup 6", r"Programs\Inno Setup 6"):
            candidate = Path(base) / sub / "ISCC.exe"
            if candidate.exists():
                return str(candidate)
    return None


def windows_installers(proj: zanga_meta.Project) -> list[Path]:
    outs: list[Path] = []
    base = DIST / f"zanga-{proj.version}-windows-x64-portable"
    outs.append(Path(shutil.make_archive(str(base), "zip", DIST, zanga_meta.EXE_NAME)))
    iscc = find_iscc()
    if iscc is None:
        log("Inno Setup (ISCC.exe) not found: no setup.exe; install it with "
            "`choco install innosetup` or from jrsoftware.org")
        return outs
    v = ".".join(str(n) for n in proj.numeric_version)
    # the file type of each game's records, included by zanga.iss
    (HERE / "windows" / "associations.iss").write_text(zanga_meta.inno_associations(),
                                                      encoding="utf-8")
    run([iscc, "/Qp", f"/DAppVersion={proj.version}", f"/DAppNumericVersion={v}",
         f"/DBundleDir={bundle_dir()}", f"/DOutputDir={DIST}",
         str(HERE / "windows" / "zanga.iss")])
    outs.append(DIST / f"zanga-{proj.version}-windows-x64-setup.exe")
    return outs


def macos_dmg(proj: zanga_meta.Project) -> Path:
    app = app_bundle()
    # PyInstaller signs the .app ad hoc (Apple silicon runs no unsigned code). With a Developer
    # ID in ZANGA_CODESIGN_IDENTITY it is signed again with it; notarisation (so that
    # Gatekeeper opens it without a warning) needs the team's Apple account: see the docs.
    identity = os.environ.get("ZANGA_CODESIGN_IDENTITY")
    if identity:
        run(["codesign", "--force", "--deep", "--options", "runtime", "--timestamp",
             "--entitlements", str(HERE / "macos" / "entitlements.plist"),
             "--sign", identity, str(app)])
    run(["codesign", "--verify", "--deep", "--strict", str(app)])
    run(["plutil", "-lint", str(app / "Contents" / "Info.plist")])
    stage = WORK / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"Zanga-{proj.version}-macos-{machine()}.dmg"
    out.unlink(missing_ok=True)
    run(["hdiutil", "create", "-volname", f"Zanga {proj.version}", "-srcfolder", str(stage),
         "-fs", "HFS+", "-format", "UDZO", "-imagekey", "zlib-level=9", "-ov", str(out)])
    return out


def installers(proj: zanga_meta.Project) -> list[Path]:
    if sys.platform.startswith("linux"):
        outs = [linux_tarball(proj.version)]
        if shutil.which("dpkg-deb"):
            outs.append(linux_deb(proj))
        else:
            log("dpkg-deb not found: no .deb")
        return outs
    if sys.platform.startswith("win"):
        return windows_installers(proj)
    if sys.platform == "darwin":
        return [macos_dmg(proj)]
    return []


# ------------------------------------------------------------------ 3. smoke tests

def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    # Settings, saves and caches of the test go to a throw-away home on every OS.
    env.update(HOME=str(home), USERPROFILE=str(home), APPDATA=str(home / "AppData" / "Roaming"),
               LOCALAPPDATA=str(home / "AppData" / "Local"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_CACHE_HOME=str(home / ".cache"))
    for var in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        env.pop(var, None)
    return env


def _listing(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def smoke(exe: Path, proj: zanga_meta.Project, label: str,
          root: Path | None = None) -> dict[str, object]:
    """--version, a whole demo hand offscreen, the table in Spanish; nothing written inside
    the bundle (or `root`)."""
    if root is None:
        root = exe.parent.parent.parent if sys.platform == "darwin" and ".app" in str(exe) \
            else exe.parent
    before = _listing(root)
    with tempfile.TemporaryDirectory(prefix="zanga-smoke-") as tmp:
        home = Path(tmp)
        env = _env(home)
        out = subprocess.run([str(exe), "--version"], capture_output=True, text=True,
                             env=env, timeout=120)
        expected = f"zanga {proj.version}"
        if out.returncode != 0 or out.stdout.strip() != expected:
            raise SystemExit(f"smoke {label}: --version gave {out.returncode} "
                             f"{out.stdout!r} {out.stderr!r}, wanted {expected!r}")
        # A double-clicked record arrives as the first argument (Windows "%1", Linux "%f").
        probe = subprocess.run([str(exe), str(home / "game.zanga.json"), "--version"],
                               capture_output=True, text=True, env=env, timeout=120)
        takes_record = probe.returncode == 0
        if not takes_record:
            log(f"WARNING {label}: `zanga FILE` is refused (exit {probe.returncode}): opening a "
                "record from the file manager will not work until the app takes a path")
        t0 = time.perf_counter()
        demo = subprocess.run([str(exe), "--demo", "--hands", "1", "--speed", "instant",
                               "--seed", "7"], capture_output=True, text=True, env=env,
                              timeout=300)
        demo_s = time.perf_counter() - t0
        if demo.returncode != 0:
            raise SystemExit(f"smoke {label}: demo hand exited {demo.returncode}\n"
                             f"{demo.stdout}\n{demo.stderr}")
        shot = spanish_screenshot([str(exe)], home, label)
    after = _listing(root)
    created = sorted(after - before)
    written = [p for p in created if "__pycache__" not in p]
    if written:
        raise SystemExit(f"smoke {label}: the app wrote inside its own folder: {written[:5]}")
    log(f"smoke {label}: --version ok ({expected}), demo hand exit 0 in {demo_s:.2f} s, "
        f"Spanish table {shot['verdict']}")
    return {"label": label, "version": out.stdout.strip(), "demo_seconds": round(demo_s, 2),
            "screenshot_es": shot,
            "takes_record_argument": takes_record}


#: The Spanish screenshot of every smoke test: the first deal of seed 2, a fixed size.
SHOT_ARGS = ("--language", "es", "--seed", "2", "--speed", "instant", "--size", "1280x800")


def _picture(path: Path) -> tuple[int, int, bytes] | None:
    """(width, height, RGB pixels) of a PNG, read with Qt when the build's Python has it."""
    try:
        from PySide6.QtGui import QImage
    except ImportError:
        return None
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    if image.isNull():
        return None
    return image.width(), image.height(), bytes(image.constBits())  # type: ignore[call-overload]


def spanish_screenshot(cmd: list[str], home: Path, label: str) -> dict[str, object]:
    """The table in Spanish (`--screenshot`), saved in dist/ to be looked at, and compared
    pixel for pixel with the same screenshot taken by the source checkout: a bundle that
    lost its art or its catalogue draws a different (blank, English) table."""
    slug = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
    shot = DIST / f"screenshot-es-{slug}.png"
    shot.unlink(missing_ok=True)
    done = subprocess.run([*cmd, "--screenshot", str(shot), *SHOT_ARGS], capture_output=True,
                          text=True, env=_env(home), timeout=300)
    if done.returncode != 0 or not shot.exists():
        raise SystemExit(f"smoke {label}: the Spanish screenshot failed ({done.returncode})\n"
                         f"{done.stderr[-2000:]}")
    reference = DIST / "screenshot-es-source.png"
    if not reference.exists():
        with tempfile.TemporaryDirectory(prefix="zanga-shot-") as tmp:
            subprocess.run([*source_launcher(), "--screenshot", str(reference), *SHOT_ARGS],
                           capture_output=True, env=_env(Path(tmp)), timeout=300, check=False)
    got, want = _picture(shot), _picture(reference) if reference.exists() else None
    if got is None or want is None:
        verdict = f"saved ({shot.stat().st_size // 1024} KiB), not compared"
    elif got[:2] != want[:2]:
        raise SystemExit(f"smoke {label}: screenshot {got[:2]}, the source's {want[:2]}")
    else:
        differ = sum(a != b for a, b in zip(got[2], want[2], strict=True))
        if differ > len(got[2]) // 100:  # more than 1 % of the channels
            raise SystemExit(f"smoke {label}: the Spanish table differs from the source "
                             f"checkout's in {differ} of {len(got[2])} pixel channels: see "
                             f"{shot} and {reference}")
        verdict = "identical to the source's" if not differ else f"{differ} channels differ"
    return {"file": shot.name, "verdict": verdict}


def smoke_user_data(exe: Path) -> dict[str, object]:
    """A real game (not the demo, which never saves): started with a throw-away HOME, it must
    autosave into the per-user data folder and leave its own folder as it was."""
    root = exe.parent.parent.parent if ".app" in str(exe) else exe.parent
    before = _listing(root)
    with tempfile.TemporaryDirectory(prefix="zanga-data-") as tmp:
        home = Path(tmp)
        # --new-game: no start screen, no resume question; the deal is autosaved at once.
        proc = subprocess.Popen([str(exe), "--new-game", "--speed", "instant", "--seed", "3",
                                 "--level", "rules"],
                                env=_env(home), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        found: list[Path] = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None and not found:
            time.sleep(0.2)
            found = list(home.rglob("autosave.zanga.json"))
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        where = [str(p.relative_to(home)) for p in found]
    written = sorted(_listing(root) - before)
    if written:
        raise SystemExit(f"smoke: a game wrote inside the app's folder: {written[:5]}")
    if not where:
        # Windows and macOS find the user's folders without HOME: the autosave went to the
        # real profile, which this check does not read. On Linux it must be under HOME.
        if sys.platform.startswith("linux"):
            raise SystemExit("smoke: no autosave under $XDG_DATA_HOME after a minute")
        log("smoke user data: nothing written in the bundle (autosave in the real profile)")
    else:
        belongs = ".local/share/Zanga/Zanga Desktop/autosave.zanga.json"
        if sys.platform.startswith("linux") and where != [belongs]:
            raise SystemExit(f"smoke: the autosave is at {where}, not at ~/{belongs}")
        log(f"smoke user data: autosave at ~/{where[0]}, nothing written in the bundle")
    return {"label": "user data", "autosave": where}


def smoke_linux_packages(proj: zanga_meta.Project, outs: list[Path]) -> list[dict[str, object]]:
    """Unpack the .deb (dpkg -x) and the tarball, run install.sh into a temporary HOME, and
    smoke-test each copy; the .desktop file is checked with desktop-file-validate if present."""
    results = []
    for out in outs:
        with tempfile.TemporaryDirectory(prefix="zanga-pkg-") as tmp:
            t = Path(tmp)
            if out.suffix == ".deb":
                run(["dpkg-deb", "-x", str(out), str(t)])
                usr_bin = t / "usr" / "bin" / "zanga"
                target = (usr_bin.parent / os.readlink(usr_bin)).resolve()
                results.append(smoke(target, proj, out.name))
                desktop = t / "usr/share/applications/zanga-desktop.desktop"
            else:
                with tarfile.open(out) as tar:
                    tar.extractall(t, filter="tar")
                folder = next(t.iterdir())
                home = t / "home"
                home.mkdir()
                env = _env(home)
                run(["sh", str(folder / "install.sh")], env=env, stdout=subprocess.DEVNULL)
                installed = home / ".local/share/zanga-desktop" / zanga_meta.EXE_NAME
                link = home / ".local/bin/zanga"
                if not link.is_symlink() or link.resolve() != installed.resolve():
                    raise SystemExit(f"smoke {out.name}: install.sh made no ~/.local/bin/zanga")
                desktop = home / ".local/share/applications/zanga-desktop.desktop"
                if f'Exec="{installed}" %f' not in desktop.read_text(encoding="utf-8"):
                    raise SystemExit(f"smoke {out.name}: the menu entry does not run {installed}")
                results.append(smoke(installed, proj, f"{out.name} via install.sh"))
                run(["sh", str(folder / "install.sh"), "--uninstall"], env=env,
                    stdout=subprocess.DEVNULL)
                if installed.exists() or link.exists() or desktop.exists():
                    raise SystemExit(f"smoke {out.name}: --uninstall left files behind")
                desktop = folder / "share/applications/zanga-desktop.desktop"
            validate = shutil.which("desktop-file-validate")
            if validate:
                run([validate, str(desktop)])
    return results


# ------------------------------------------------------------------ 4. the wheel

def wheel_smoke(proj: zanga_meta.Project) -> dict[str, object]:
    """`python -m build`: the sdist, then the wheel from it; the wheel installed with its
    dependencies (from the package index) into a fresh virtual environment outside the
    repository, then played from there as the bundle is (--version, a demo hand, the Spanish
    screenshot), its art and catalogues read from the installed package."""
    out = DIST / "python"
    shutil.rmtree(out, ignore_errors=True)
    run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        stdout=subprocess.DEVNULL)
    whl = next(out.glob("*.whl"))
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
    res = [n for n in names if n.startswith("zanga_desktop/_resources/")]
    figures: dict[str, object] = {
        "wheel": whl.name, "wheel_kb": round(whl.stat().st_size / 1024),
        "wheel_files": len(names), "wheel_resource_files": len(res),
        "sdist_kb": round(next(out.glob("*.tar.gz")).stat().st_size / 1024)}
    for needed in ("cards/1o.svg", "table/felt.svg", "i18n/zanga_es.qm", "i18n/zanga_ja.qm"):
        if f"zanga_desktop/_resources/{needed}" not in names:
            raise SystemExit(f"wheel: no {needed} in {whl.name}")
    with tempfile.TemporaryDirectory(prefix="zanga-wheel-") as tmp:
        t = Path(tmp)
        venv = t / "venv"
        t0 = time.perf_counter()
        run([sys.executable, "-m", "venv", str(venv)], stdout=subprocess.DEVNULL)
        bindir = venv / ("Scripts" if sys.platform.startswith("win") else "bin")
        py = bindir / ("python.exe" if sys.platform.startswith("win") else "python")
        run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(whl)],
            cwd=t)
        figures["install_seconds"] = round(time.perf_counter() - t0, 1)
        home = t / "home"
        where = subprocess.run(
            [str(py), "-c", "from zanga_desktop.ui.paths import resources_dir; "
             "print(resources_dir())"], cwd=t, env=_env(home), capture_output=True, text=True,
            timeout=120)
        folder = Path(where.stdout.strip() or "?")
        if where.returncode != 0 or not folder.is_relative_to(venv):
            raise SystemExit(f"wheel: resources read from {folder}, not from the venv\n"
                             f"{where.stderr[-2000:]}")
        exe = bindir / (zanga_meta.EXE_NAME + (".exe" if sys.platform.startswith("win") else ""))
        result = smoke(exe, proj, "wheel in a fresh venv", root=venv)
    figures.update(result)
    log(f"wheel {whl.name}: {figures['wheel_kb']} KiB, {len(names)} files of which "
        f"{len(res)} resources; installed in {figures['install_seconds']} s")
    return figures


# ------------------------------------------------------------------ 5. start time

def source_launcher() -> list[str]:
    scripts = Path(sys.executable).parent
    for name in ("zanga", "zanga.exe"):
        if (scripts / name).exists():
            return [str(scripts / name)]
    return [sys.executable, "-m", "zanga_desktop.app"]


def first_frame_seconds(cmd: list[str], home: Path, tag: str) -> tuple[float, float | None]:
    """Launch to the first frame: `--screenshot` saves the window once the first deal is shown
    (the app waits 150 ms more before it grabs, in both cases), and we note when the file
    appears. The process then quits by itself. Also the CPU seconds of the whole run (POSIX),
    which a busy machine disturbs less than the wall clock."""
    shot = home / f"shot-{tag}.png"
    env = _env(home)
    t0 = time.perf_counter()
    proc = subprocess.Popen([*cmd, "--screenshot", str(shot), "--speed", "instant", "--seed", "1"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while not shot.exists() and proc.poll() is None:
        time.sleep(0.002)
    elapsed = time.perf_counter() - t0
    cpu: float | None = None
    if hasattr(os, "wait4") and proc.returncode is None:
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
    if proc.wait(timeout=120) != 0 or not shot.exists():
        raise SystemExit(f"{cmd[0]} --screenshot failed")
    return elapsed, cpu


def measure(runs: int) -> dict[str, object]:
    """Bundle and source alternately (so a busy machine slows both alike), after one warm-up
    run of each; the median of `runs` each."""
    bundle_cmd, source_cmd = [str(executable())], source_launcher()
    bundled: list[float] = []
    source: list[float] = []
    cpu_b: list[float] = []
    cpu_s: list[float] = []
    with tempfile.TemporaryDirectory(prefix="zanga-time-") as tmp:
        home = Path(tmp)
        for i in range(runs + 1):
            b, cb = first_frame_seconds(bundle_cmd, home, f"b{i}")
            s, cs = first_frame_seconds(source_cmd, home, f"s{i}")
            if i:
                bundled.append(b)
                source.append(s)
                if cb is not None and cs is not None:
                    cpu_b.append(cb)
                    cpu_s.append(cs)
    b, s = statistics.median(bundled), statistics.median(source)
    figures: dict[str, object] = {
        "runs": runs, "bundled_median_s": round(b, 3), "source_median_s": round(s, 3),
        "ratio": round(b / s, 2), "bundled_all_s": [round(x, 3) for x in bundled],
        "source_all_s": [round(x, 3) for x in source]}
    log(f"first frame: bundle {b:.3f} s, source {s:.3f} s (median of {runs}), "
        f"ratio {b / s:.2f}")
    if cpu_b:
        mb, ms = statistics.median(cpu_b), statistics.median(cpu_s)
        figures.update(bundled_cpu_median_s=round(mb, 3), source_cpu_median_s=round(ms, 3),
                       cpu_ratio=round(mb / ms, 2))
        log(f"CPU of a whole --screenshot run: bundle {mb:.3f} s, source {ms:.3f} s, "
            f"ratio {mb / ms:.2f}")
    return figures


# ------------------------------------------------------------------ main

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--skip-bundle", action="store_true", help="reuse dist/zanga as it is")
    p.add_argument("--no-installer", action="store_true", help="the bundle only")
    p.add_argument("--no-smoke", action="store_true", help="do not run the built app")
    p.add_argument("--measure", type=int, metavar="N", default=0,
                   help="time the start of bundle and source, N runs each")
    p.add_argument("--json", metavar="FILE", help="write sizes and figures to FILE")
    p.add_argument("--wheel", action="store_true",
                   help="also build the sdist and wheel, install the wheel into a fresh venv "
                        "(dependencies from the package index) and smoke-test it")
    args = p.parse_args(argv)

    proj = zanga_meta.project()
    log(f"{proj.name} {proj.version} on {sys.platform}/{machine()}")
    t0 = time.perf_counter()
    if not args.skip_bundle:
        pyinstaller()
        log(f"bundle built in {time.perf_counter() - t0:.0f} s")
    report: dict[str, object] = {"version": proj.version, "platform": sys.platform,
                                 "machine": machine(),
                                 "bundle_mb": round(size_mb(bundle_dir()), 1)}
    log(f"bundle {bundle_dir()}: {report['bundle_mb']} MB")
    if sys.platform.startswith("linux"):
        report["glibc_needed"] = glibc_needed(bundle_dir())
        log(f"bundle runs on glibc {report['glibc_needed']} or newer")
        report["xcb_carried"] = check_xcb(bundle_dir())
        log(f"bundle carries the {len(report['xcb_carried'])} X11 libraries of Qt's xcb plugin")
    outs = [] if args.no_installer else installers(proj)
    report["artifacts"] = {o.name: round(size_mb(o), 1) for o in outs}
    for o in outs:
        log(f"artifact {o}: {size_mb(o):.1f} MB")
    if not args.no_smoke:
        (DIST / "screenshot-es-source.png").unlink(missing_ok=True)  # taken afresh
        results = [smoke(executable(), proj, "bundle"), smoke_user_data(executable())]
        if sys.platform.startswith("linux"):
            results += smoke_linux_packages(proj, outs)
        report["smoke"] = results
    if args.wheel:
        report["wheel"] = wheel_smoke(proj)
    if args.measure:
        report["first_frame"] = measure(args.measure)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
