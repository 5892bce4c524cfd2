"""The packages are found, not listed: every package under `zanga_desktop/` (a new game's
package included), and the resources folder shipped as `zanga_desktop._resources`
(`pyproject.toml` maps it onto the top-level `resources/`)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["zanga_desktop", "zanga_desktop.*"]),
                "zanga_desktop._resources"])
