#!/bin/sh
# Installs Zanga for the current user only, no root needed:
#   the game            ~/.local/share/zanga-desktop/
#   the command         ~/.local/bin/zanga
#   the menu entry      ~/.local/share/applications/zanga-desktop.desktop
#   the icons           ~/.local/share/icons/hicolor/*/apps/zanga-desktop.{png,svg}
#   the file type       ~/.local/share/mime/packages/zanga-desktop.xml (every game's records)
#
#   ./install.sh              install (or update) from this folder
#   ./install.sh --uninstall  remove all of the above (saved games and settings stay)
#
# XDG_DATA_HOME and ZANGA_BIN_DIR move the first and second places.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
BIN=${ZANGA_BIN_DIR:-$HOME/.local/bin}
APP=$DATA/zanga-desktop
DESKTOP=$DATA/applications/zanga-desktop.desktop
MIME=$DATA/mime/packages/zanga-desktop.xml
SIZES="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    command -v update-mime-database >/dev/null 2>&1 \
        && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -f -t "$DATA/icons/hicolor" 2>/dev/null || true
    return 0
}

uninstall() {
    rm -rf "$APP"
    rm -f "$DESKTOP" "$MIME"
    for s in $SIZES; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/zanga-desktop.png"; done
    rm -f "$DATA/icons/hicolor/scalable/apps/zanga-desktop.svg"
    if [ -L "$BIN/zanga" ]; then rm -f "$BIN/zanga"; fi
    refresh
    echo "Zanga removed. Saved games and settings are kept in ~/.local/share/Zanga and ~/.config/Zanga."
}

if [ "${1:-}" = "--uninstall" ]; then
    uninstall
    exit 0
fi
if [ ! -x "$HERE/zanga/zanga" ]; then
    echo "install.sh: $HERE/zanga/zanga not found: run me from the unpacked folder" >&2
    exit 1
fi

# The game: copied beside the old copy, then swapped in, so a failed copy breaks nothing.
mkdir -p "$DATA" "$BIN"
rm -rf "$APP.new"
cp -R "$HERE/zanga" "$APP.new"
rm -rf "$APP"
mv "$APP.new" "$APP"
ln -sf "$APP/zanga" "$BIN/zanga"

# The menu entry runs the game by its full path: ~/.local/bin is not always on PATH.
mkdir -p "$(dirname "$DESKTOP")" "$(dirname "$MIME")"
sed "s|^Exec=zanga |Exec=\"$APP/zanga\" |" "$HERE/share/applications/zanga-desktop.desktop" \
    > "$DESKTOP"
chmod 644 "$DESKTOP"
cp "$HERE/share/mime/packages/zanga-desktop.xml" "$MIME"
for s in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
    cp "$HERE/share/icons/hicolor/${s}x${s}/apps/zanga-desktop.png" \
        "$DATA/icons/hicolor/${s}x${s}/apps/zanga-desktop.png"
done
mkdir -p "$DATA/icons/hicolor/scalable/apps"
cp "$HERE/share/icons/hicolor/scalable/apps/zanga-desktop.svg" \
    "$DATA/icons/hicolor/scalable/apps/zanga-desktop.svg"
refresh

echo "Zanga installed: look for it in the menu of games, or run $BIN/zanga"
