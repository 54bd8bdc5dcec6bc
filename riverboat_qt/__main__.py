"""riverboat-qt (or python -m riverboat_qt) [--game the-river] [--seats human,normal,... --seed S]
[--speed Off] [--open FILE] | --serve [--address A] [--port N] | --stats | --version |
--install-desktop-entry | --uninstall-desktop-entry

--seats starts a game of --game (Riverboat if not given) without the new-game
dialog. Without --seats or --open, an unfinished autosaved game is offered to
resume, else the new-game dialog opens.

--serve hosts online tables with no window and no display (docs/online.md).

--stats prints the statistics of the games kept in the library (File > Games)
as text, without a window.

RIVERBOAT_DATA_DIR overrides the folder of the autosave, the settings and the
library.

Qt's own options pass to Qt (-platform NAME, -style NAME, -geometry WxH+X+Y,
-reverse and the rest its documentation lists, with one dash or two); any
other is a usage error.
"""

from __future__ import annotations

import argparse
import os
import sys
import unicodedata
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ai import LEVELS, make_bot
from core import registry

from . import desktop_entry
from .shell.settings import APPLICATION, ORGANISATION, SPEEDS, data_folder

if TYPE_CHECKING:
    from .shell.seats import SeatConfig

# The window's modules (Qt's widgets, every table) are imported only where a window opens:
# --stats, --version and the desktop entry start in a fraction of the time.


def parse_seats(text: str, game_id: str = registry.DEFAULT) -> list[SeatConfig]:
    """The seats of --seats, checked before the window exists: a bad word or count raises
    ValueError saying which, so a typo never gets as far as the autosave."""
    words = [word.strip() for word in text.split(",")]
    rules = registry.game(game_id)
    if not rules.min_players <= len(words) <= rules.max_players:
        raise ValueError(f"{rules.title} is for {rules.min_players} to {rules.max_players} "
                         f"players, not {len(words)} ({text!r})")
    return [seat_of(k, word, game_id) for k, word in enumerate(words, 1)]


MATCH_WORDS = ("match", "match-me")  # --seats words of the new-game dialog's "AI Match me"


def seat_of(k: int, word: str, game_id: str) -> SeatConfig:
    """Seat k's word: human, match (Match me), an AI level (any case) or a bot spec the game's
    bots accept."""
    from .shell.seats import MATCH_ME_LEVEL, SeatConfig

    if word.lower() == "human":
        return SeatConfig(True)
    if word.lower() in MATCH_WORDS:  # the level chosen from the player's rating, as the dialog's
        return SeatConfig(False, MATCH_ME_LEVEL)
    level = word.capitalize() if word.capitalize() in LEVELS else word
    expected = f"expected human, match, an AI level ({', '.join(LEVELS)}) or a bot spec"
    if not word:
        raise ValueError(f"seat {k} is empty: {expected}")
    try:
        make_bot(level.lower(), game=game_id)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"seat {k} is {word!r}: {expected} ({exc})") from None
    return SeatConfig(False, level)


def seed_argument(text: str) -> int:
    from .shell.dialogs import parse_seed

    seed = parse_seed(text)
    if seed is None:
        raise argparse.ArgumentTypeError(
            f"the seed is a whole number from 0 to 2**64-1, not {text[:30]!r}")
    return seed


def checked_seats(parser: argparse.ArgumentParser,
                  args: argparse.Namespace) -> list[SeatConfig] | None:
    """The seats of a new game from --seats, None without it; a bad command line ends here,
    with a usage error (exit code 2), before any window, thread or file is touched."""
    if args.open is not None:
        given = [f"--{name}" for name in ("game", "seats", "seed")
                 if getattr(args, name) is not None]
        if given:
            parser.error(f"argument --open: not allowed with {', '.join(given)} "
                         "(a saved game has its own game, seats and seed)")
    if args.seats is None:
        if args.seed is not None:
            parser.error("argument --seed: only with --seats (the new-game dialog has its own)")
        return None
    try:
        return parse_seats(args.seats, args.game or registry.DEFAULT)
    except ValueError as exc:
        parser.error(f"argument --seats: {exc}")


# Qt's own command-line options, as QGuiApplication's and QApplication's documentation lists them
# (qt6options(7)): each may also be written with two dashes, as Qt reads it.
QT_OPTIONS_WITH_VALUE = frozenset({
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-session", "-display", "-geometry", "-style",
    "-stylesheet"})
QT_OPTIONS_JOINED = ("-style=", "-stylesheet=", "-qmljsdebugger=", "-dialogs=", "-fontengine=")
QT_FLAGS = frozenset({"-widgetcount", "-reverse"})


def unknown_arguments(rest: list[str]) -> list[str]:
    """What argparse left that is no Qt option (with its value) either: a typo such as
    --sets, or a word no option takes."""
    unknown: list[str] = []
    k = 0
    while k < len(rest):
        option = rest[k][1:] if rest[k].startswith("--") else rest[k]
        if option in QT_OPTIONS_WITH_VALUE and k + 1 < len(rest):
            k += 2
            continue
        if option not in QT_FLAGS and not option.startswith(QT_OPTIONS_JOINED):
            unknown.append(rest[k])
        k += 1
    return unknown


def program_name() -> str:
    """How the player started the app, for usage lines: the command, or python -m."""
    name = Path(sys.argv[0]).name
    return "python -m riverboat_qt" if name in ("__main__.py", "-m", "") else name


def desktop_entry_command(install: bool) -> int:
    """--install-desktop-entry / --uninstall-desktop-entry: say what was done, no window."""
    home = desktop_entry.data_home()
    try:
        done = (desktop_entry.install(home, desktop_entry.running_command()) if install
                else desktop_entry.uninstall(home))
    except OSError as exc:
        say(f"{program_name()}: the desktop entry could not be written: {exc}", file=sys.stderr)
        return 1
    verb = "wrote" if install else "removed"
    for path in done:
        say(f"{verb} {path}")
    if not done:
        say("no desktop entry to remove")
    return 0


def stats_command() -> int:
    """--stats: each game's statistics and the player's rating, as text; no window."""
    from .shell.library import Library, statistics, stats_text

    folder = data_folder()
    found = Library.of(folder, list(registry.GAMES)).load()
    say(f"The games kept in {folder / 'games'}: {len(found.entries)}")
    for note in found.notes:
        say(f"skipped: {note}")
    for game in list(registry.GAMES):
        say("")
        text = stats_text(statistics(found.entries, game), registry.game(game).title)
        say(*text.rstrip("\n").split("\n"))
    return 0


# Characters a terminal would act on instead of showing: the bidirectional overrides and
# isolates, that reorder what follows them (besides every C0/C1 control, the separators and
# the bytes of a name that were no UTF-8).
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")


def printable(text: str, encoding: str = "utf-8") -> str:
    """One line a terminal shows as it is: a newline, an ANSI escape or a byte of a file name
    that was no UTF-8 is written as its escape (\\n, \\x1b, \\xff), and what the terminal's
    encoding lacks as \\u escapes, so that no name forges a line or fails to print."""
    out = []
    for c in text:
        if 0xDC80 <= ord(c) <= 0xDCFF:  # an undecodable byte that surrogateescape kept
            out.append(f"\\x{ord(c) - 0xDC00:02x}")
        elif unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in BIDI_CONTROLS:
            out.append(c.encode("unicode_escape").decode("ascii"))
        else:
            out.append(c)
    return "".join(out).encode(encoding, "backslashreplace").decode(encoding)


def say(*lines: str, file: TextIO | None = None) -> None:
    """Print each line (a path, a note, a line of statistics) safely: one line each."""
    stream = sys.stdout if file is None else file
    encoding = getattr(stream, "encoding", None) or "utf-8"
    for line in lines:
        print(printable(str(line), encoding), file=stream)


def printing(command: Callable[[], int]) -> int:
    """Run a command that prints; a reader that stops early (--stats | head -n 1) ends it
    quietly, as the Python docs advise (signal: "Note on SIGPIPE"): stdout goes to devnull so
    that the flush at exit cannot fail again, and the exit code is 1."""
    try:
        code = command()
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return code


class VersionAction(argparse.Action):
    """--version: the program's version, then exit (argparse's own would import the window's
    modules to know it before any option is read)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show the program's version number and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from .shell.about import version

        print(f"riverboat-qt {version()}")  # to stdout, as argparse's own does
        parser.exit()


# --help's prose: the docstring after its synopsis, which argparse's usage lines say already
HELP_PROSE = (__doc__ or "").split("\n\n", 1)[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=program_name(), description=HELP_PROSE,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=VersionAction)
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add the app and its icon to the desktop's menu "
                            "($XDG_DATA_HOME or ~/.local/share), then exit")
    entry.add_argument("--uninstall-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry added, then exit")
    entry.add_argument("--stats", action="store_true",
                       help="print the statistics of the games kept (File > Games), then exit")
    entry.add_argument("--serve", action="store_true",
                       help="host online tables, without a window (docs/online.md)")
    parser.add_argument("--address", default="0.0.0.0",
                        help="with --serve: the address to listen on (default: all of them)")
    parser.add_argument("--port", type=int, default=None,
                        help="with --serve: the port to listen on (0: any free one)")
    parser.add_argument("--ping-seconds", type=float, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--game", choices=list(registry.GAMES), default=None,
                        help="the game to play: " + ", ".join(
                            f"{g} ({registry.game(g).title})" for g in registry.GAMES))
    parser.add_argument("--seats", help="one word a seat, e.g. human,Normal,match: human, an "
                                        f"AI level ({', '.join(LEVELS)}), match (the level "
                                        "matched to your rating, as the dialog's Match me) or "
                                        "a bot spec (skips the new-game dialog)")
    parser.add_argument("--seed", type=seed_argument, help="the new game's seed (with --seats)")
    parser.add_argument("--speed", choices=list(SPEEDS), help="AI move animation")
    parser.add_argument("--open", metavar="FILE",
                        help="a saved game to play on (it has its own game, seats and seed)")
    args, qt_args = parser.parse_known_args(argv)
    if unknown := unknown_arguments(qt_args):
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return printing(partial(desktop_entry_command, args.install_desktop_entry))
    if args.stats:
        return printing(stats_command)
    if args.serve:
        return serve_command(parser, args)
    seats = checked_seats(parser, args)
    return open_window(parser, args, seats, qt_args)


def serve_command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """--serve: host online tables until interrupted; --seed numbers the tables' seeds."""
    from .online.serve import DEFAULT_PORT, serve

    given = [f"--{name}" for name in ("game", "seats", "open", "speed")
             if getattr(args, name) is not None]
    if given:
        parser.error(f"argument --serve: not allowed with {', '.join(given)} (a client "
                     "names the game and seats of each table)")
    port = DEFAULT_PORT if args.port is None else args.port
    if not 0 <= port <= 65535:
        parser.error(f"argument --port: {port} is no port (0 to 65535)")
    ping = args.ping_seconds
    return serve(args.address, port, args.seed, *(() if ping is None else (ping,)))


def open_window(parser: argparse.ArgumentParser, args: argparse.Namespace,
                seats: list[SeatConfig] | None, qt_args: list[str]) -> int:
    """The window, on a new game of --seats, a file of --open, or the start's own offer."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .registry import TABLES
    from .shell.about import version
    from .shell.app import MainWindow
    from .shell.window_fit import show_fitted

    if args.game is not None and args.game not in TABLES.ids():
        parser.error(f"argument --game: the window has no table for {args.game}")
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])  # tests have one
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(version())
    QApplication.setWindowIcon(QIcon(str(desktop_entry.ICON)))
    QApplication.setDesktopFileName(desktop_entry.APP_ID)  # Wayland: the installed entry's icon
    window = MainWindow(TABLES)  # the games this window plays: the shell names none
    show_fitted(window)
    if args.speed:
        window.speed_actions[args.speed].trigger()
    if args.open:
        window.files.open_path(args.open)
    elif seats is not None:
        window.start_game(seats, args.seed, args.game or registry.DEFAULT)
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
