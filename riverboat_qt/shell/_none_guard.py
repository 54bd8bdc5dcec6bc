"""Work around a shiboken6 6.12.0 bug on CPython < 3.12: every call of a Qt method that returns
nothing takes one reference from None without giving it (1000 QPointF.setX calls: -1000), and
every signal emit takes one from True. None starts with ~4500 references, so any painting
window aborts within seconds ('none_dealloc: deallocating None', then 'bool_dealloc'). CPython
3.12+ makes these objects immortal, which is presumably what shiboken now assumes. If the probe
sees the leak, None, True and False get a large reserve of references once; they are never
freed, so the reserve is never owed back.
"""

from __future__ import annotations

import ctypes
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

RESERVE = 1 << 48
_applied = False


def leaks_none() -> bool:
    """True if calling a void Qt method takes a reference from None."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        point.setX(1.0)
    return sys.getrefcount(None) < before - 32


def guard_none() -> bool:
    """Give None its reserve if this Qt build leaks; return whether it was needed."""
    global _applied
    if _applied or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return _applied
    if leaks_none():
        for singleton in (None, True, False):
            ctypes.c_ssize_t.from_address(id(singleton)).value += RESERVE
        _applied = True
    return _applied


QT_CORE = "PySide6.QtCore"


class _GuardAfterLoad(importlib.abc.Loader):
    """QtCore's own loader, and then the guard, before anyone can call a Qt method."""

    def __init__(self, loader: importlib.abc.Loader) -> None:
        self.loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.loader.exec_module(module)
        guard_none()


class _GuardQtCore(importlib.abc.MetaPathFinder):
    """Finds PySide6.QtCore as the other finders do, its loader wrapped to run the guard."""

    def find_spec(self, name: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if name != QT_CORE:
            return None
        sys.meta_path.remove(self)  # once: the guard runs on the first import
        for finder in sys.meta_path:
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _GuardAfterLoad(spec.loader)
                return spec
        return None


def guard_when_qt_loads() -> None:
    """The guard now if Qt is loaded, else as soon as QtCore is: a process that never uses Qt
    (`--stats`, `--version`) never pays for loading it."""
    if QT_CORE in sys.modules:
        guard_none()
    elif not any(isinstance(f, _GuardQtCore) for f in sys.meta_path):
        sys.meta_path.insert(0, _GuardQtCore())
