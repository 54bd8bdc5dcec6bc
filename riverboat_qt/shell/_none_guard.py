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
import sys

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
