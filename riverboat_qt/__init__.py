"""Riverboat Qt: the table window (PySide6) over the rules engine in core and the AI in ai."""

from .shell._none_guard import guard_when_qt_loads

guard_when_qt_loads()
