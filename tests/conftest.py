"""Shared test set-up: Qt always runs on the offscreen platform, and keeps the pictures it
draws in a cache of the run's own."""

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the pictures drawn are kept in a cache of the run's own (ui/table/art_cache.py)
if "XDG_CACHE_HOME" not in os.environ:
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="zanga-tests-cache-")
    atexit.register(shutil.rmtree, os.environ["XDG_CACHE_HOME"], ignore_errors=True)


@pytest.fixture
def spanish(qapp: object) -> Iterator[None]:
    """The UI in Spanish for one test, English again after it."""
    from zanga_desktop.ui import i18n

    i18n.install("es")
    yield
    i18n.install("en")
