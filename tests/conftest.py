"""Test setup: Qt must run offscreen before any QApplication exists (no display in CI)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
