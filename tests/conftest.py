"""Shared test set-up: Qt always runs on the offscreen platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
