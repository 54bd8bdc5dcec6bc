"""python -m riverboat_qt [--game the-river] [--seats human,normal,... --seed S] [--speed Off]
[--open FILE]

--seats starts a game of --game (Riverboat if not given) without the new-game dialog. Without
--seats or --open, an unfinished autosaved game is offered to resume, else the
new-game dialog opens. RIVERBOAT_DATA_DIR overrides the folder of the autosave and settings.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core import registry

from .registry import game_ids
from .shell.app import SPEEDS, MainWindow
from .shell.controller import SeatConfig
from .shell.dialogs import parse_seed
from .shell.settings import APPLICATION, ORGANISATION


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


def seed_argument(text: str) -> int:
    seed = parse_seed(text)
    if seed is None:
        raise argparse.ArgumentTypeError(
            f"the seed is a whole number from 0 to 2**64-1, not {text[:30]!r}")
    return seed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m riverboat_qt", description=__doc__)
    parser.add_argument("--game", choices=game_ids(), default=None,
                        help="the game to play: " + ", ".join(
                            f"{g} ({registry.game(g).title})" for g in game_ids()))
    parser.add_argument("--seats", help="e.g. human,Normal,Hard (skips the new-game dialog)")
    parser.add_argument("--seed", type=seed_argument)
    parser.add_argument("--speed", choices=list(SPEEDS), help="AI move animation")
    parser.add_argument("--open", metavar="FILE", help="a saved game to play on")
    args, qt_args = parser.parse_known_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])  # tests have one
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    window = MainWindow()
    window.show()
    if args.speed:
        window.speed_actions[args.speed].trigger()
    if args.open:
        window.files.open_path(args.open)
    elif args.seats:
        window.start_game(parse_seats(args.seats), args.seed, args.game or registry.DEFAULT)
    elif args.game:  # the dialog opens on this game
        window.settings.values.last_game = args.game
        QTimer.singleShot(0, window.ask_new_game)
    else:
        QTimer.singleShot(0, window.files.offer_resume)
    code = app.exec()
    del window
    return code


if __name__ == "__main__":
    sys.exit(main())
