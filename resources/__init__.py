"""The game's art, icons, lessons and translations, installed as `zanga_desktop._resources`.

This folder stays at the top of the repository (tools/make_art.py and tools/i18n.py write
here); pyproject.toml maps it into the package, so that every way of installing the game reads
it through importlib.resources (zanga_desktop/ui/paths.py).
"""
