"""python -m riverboat_qt [--seats human,normal,... --seed S]: open the table."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .app import MainWindow
from .controller import SeatConfig


def parse_seats(text: str) -> list[SeatConfig]:
    seats = []
    for word in text.split(","):
        word = word.strip()
        if word.lower() == "human":
            seats.append(SeatConfig(True))
        else:
            level = word.capitalize() if word.lower() in ("easy", "normal", "hard") else word
            seats.append(SeatConfig(False, level))
    return seats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m riverboat_qt", description=__doc__)
    parser.add_argument("--seats", help="e.g. human,Normal,Hard (skips the new-game dialog)")
    parser.add_argument("--seed", type=int)
    args, qt_args = parser.parse_known_args(argv)
    app = QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Riverboat")
    window = MainWindow()
    window.show()
    if args.seats:
        window.start_game(parse_seats(args.seats), args.seed)
    else:
        QTimer.singleShot(0, window.ask_new_game)
    code = app.exec()
    del window
    return code


if __name__ == "__main__":
    sys.exit(main())
