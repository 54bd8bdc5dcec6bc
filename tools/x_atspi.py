"""A screen reader's view of the running app, through AT-SPI (issue #36), and a round played with
`xdotool key` alone through the choices panel. Run by the SYSTEM python (python3-pyatspi):

    dbus-run-session -- bash -c '
        Xvfb :55 -screen 0 1280x720x24 & sleep 1; export DISPLAY=:55
        /usr/libexec/at-spi-bus-launcher --launch-immediately & sleep 1
        openbox & sleep 1
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 RIVERBOAT_DATA_DIR=/tmp/h36/data \
            .venv/bin/python -m riverboat_qt --game the-river --seats human,Easy --seed 5 \
            --speed Off & sleep 8
        /usr/bin/python3 tools/x_atspi.py --out /tmp/h36; kill %4'

It finds the app on the AT-SPI desktop by its window's title, prints its tree (role and name),
reads the choices panel's rows, picks one through AT-SPI alone (the row's Toggle action selects
it, the Choose button's Press action plays it), then plays the human seat's decisions until
the round changes with `xdotool key` (Home, Down, Return) only, reading the rows through AT-SPI
before each; then F7 shows the table in words, whose text and description it reads through
AT-SPI, and Ctrl+2 reads the second seat. A screenshot of each stage goes to --out. Exits 1
if a check fails.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pyatspi  # type: ignore[import-not-found]  # the system python3-pyatspi
from gi.repository import GLib  # type: ignore[import-not-found]  # pyatspi's event loop

TITLE = "Riverboat Qt"
HEARD: list[str] = []  # the app's announcements (object:announcement), as a reader hears them


def heard(event) -> None:
    HEARD.append(str(event.any_data))


def pause(seconds: float) -> None:
    """Wait, letting AT-SPI's events in (the announcements)."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)
ROUND = re.compile(r"Round (\d+)")


def find_app(timeout: float = 30.0):
    """The app's accessible whose frame is titled 'Riverboat Qt...'."""
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is None:
                continue
            for k in range(app.childCount):
                frame = app.getChildAtIndex(k)
                if frame is not None and (frame.name or "").startswith(TITLE):
                    return app, frame
        pause(0.5)
    raise SystemExit("the app is not on the AT-SPI desktop")


def children(acc) -> list:
    return [c for c in (acc.getChildAtIndex(k) for k in range(acc.childCount)) if c is not None]


def showing(acc) -> bool:
    return acc.getState().contains(pyatspi.STATE_SHOWING)


def walk(acc, depth: int = 0, most: int = 7, lines: list[str] | None = None) -> list[str]:
    """The tree as 'role "name"' lines, indented; a long list or tree shows its first rows."""
    lines = [] if lines is None else lines
    lines.append(f"{'  ' * depth}{acc.getRoleName()} {acc.name!r}")
    if depth >= most:
        return lines
    kids = [c for c in children(acc) if showing(c)]
    many = acc.getRoleName() in ("tree", "tree table", "list", "table") and len(kids) > 8
    for child in kids[:8] if many else kids:
        walk(child, depth + 1, most, lines)
    if many:
        lines.append(f"{'  ' * (depth + 1)}... {len(kids) - 8} more rows")
    return lines


def find(acc, role: str, name: str | None = None):
    """The first showing descendant of this role (and name), depth first."""
    for child in children(acc):
        if not showing(child):
            continue
        if child.getRoleName() == role and (name is None or child.name == name):
            return child
        found = find(child, role, name)
        if found is not None:
            return found
    return None


def rows(frame) -> list[str]:
    """The choices panel's rows, as a screen reader reads them."""
    listing = find(frame, "list", "Choices")
    if listing is None:
        return []
    return [c.name for c in children(listing) if c.getRoleName() == "list item"]


def panel_title(frame) -> str:
    """The decision, as the choices panel's first label says it."""
    panel = find(frame, "panel", "Choices") or find(frame, "filler", "Choices")
    label = find(panel, "label") if panel is not None else None
    return label.name if label is not None else ""


def round_of(frame) -> int:
    found = ROUND.search(panel_title(frame))
    return int(found.group(1)) if found else -1


TEXT_ROLES = ("text", "entry", "document text", "paragraph")


def find_text(acc, name: str):
    """The first showing descendant with a text role and this name."""
    for child in children(acc):
        if not showing(child):
            continue
        if child.getRoleName() in TEXT_ROLES and child.name == name:
            return child
        found = find_text(child, name)
        if found is not None:
            return found
    return None


def words_read(frame) -> tuple[str, str]:
    """The table in words as a screen reader reads it: its text (AT-SPI's Text interface) and
    its description (the short summary)."""
    acc = find_text(frame, "Table in words")
    if acc is None:
        return "", ""
    text = acc.queryText()
    return text.getText(0, text.characterCount), acc.description or ""


def check_words(frame, out: Path) -> list[str]:
    """F7 shows the table in words: its text and description read through AT-SPI; Ctrl+2 then
    reads the second seat; the table's own description carries the scores."""
    failed = []
    xkey("F7")
    pause(1.0)
    overview, summary = words_read(frame)
    print(f"table in words (F7), {len(overview)} characters, description {summary!r}:")
    for line in overview.splitlines()[:14]:
        print(f"  | {line}")
    shot(out, "x-atspi-words.png")
    if "Scores:" not in overview or "Scores:" not in summary:
        failed.append("the table in words has no scores in its text or description")
    xkey("ctrl+2")
    pause(1.0)
    seat, _ = words_read(frame)
    print(f"Ctrl+2 reads: {seat.splitlines()[:3]}")
    if not seat or seat == overview or not seat.startswith("Blue"):
        failed.append("Ctrl+2 did not read the second seat")
    table = find(frame, "filler", "Table") or find(frame, "panel", "Table")
    described = table.description if table is not None else ""
    print(f"the table's description: {described!r}")
    if "Scores:" not in (described or ""):
        failed.append("the table's description has no summary")
    return failed


def shot(out: Path, name: str) -> None:
    subprocess.run(["import", "-window", "root", str(out / name)], check=False)
    print(f"screenshot: {out / name}")


def xkey(*keys: str) -> None:
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)
    pause(0.15)


def wait_rows(frame, before: list[str] | None = None, timeout: float = 60.0) -> list[str]:
    """The rows once there are some (other than `before`: a move was played)."""
    end = time.time() + timeout
    while time.time() < end:
        now = rows(frame)
        if now and now != before:
            return now
        pause(0.3)
    return rows(frame)


def pick_by_atspi(frame, out: Path) -> bool:
    """A row chosen through AT-SPI alone: its Toggle action selects it, Choose plays it."""
    listing = find(frame, "list", "Choices")
    items = [c for c in children(listing) if c.getRoleName() == "list item"]
    target = items[-1]
    action = target.queryAction()
    names = [action.getName(k) for k in range(action.nActions)]
    print(f"row picked through AT-SPI: {target.name!r}; its actions: {names}")
    action.doAction(0)
    pause(0.5)
    choose = find(frame, "push button", "Choose")
    press = choose.queryAction()
    print(f"'Choose' button actions: {[press.getName(k) for k in range(press.nActions)]}")
    before = [c.name for c in items]
    press.doAction(0)
    pause(1.0)
    after = wait_rows(frame, before, 30.0)
    shot(out, "x-atspi-picked.png")
    print(f"rows after the pick: {after[:4]}{' ...' if len(after) > 4 else ''}")
    return after != before


def play_round_by_keys(frame, out: Path, seed: int) -> bool:
    """The human's decisions by `xdotool key` until the round changes; True if it did."""
    rng = random.Random(seed)
    start = round_of(frame)
    print(f"round {start}: playing it with xdotool keys only")
    moves = groups = 0
    for _ in range(200):
        listed = wait_rows(frame)
        if round_of(frame) != start or not listed:
            break
        chosen = rng.randrange(len(listed))
        keys = ["Home", *["Down"] * chosen, "Return"]
        print(f"  {panel_title(frame)[:60]!r}: row {chosen + 1} of {len(listed)} "
              f"{listed[chosen]!r} -> keys {' '.join(keys)}")
        xkey(*keys)
        if listed[chosen].endswith("›"):  # a group: its rows come next, same decision
            groups += 1
            if groups <= 4:
                wait_rows(frame, listed, 10.0)
                shot(out, f"x-keys-group-{groups}.png")
            continue
        moves += 1
        if moves == 1:
            shot(out, "x-keys-first-move.png")
        wait_rows(frame, listed, 60.0)
    shot(out, "x-keys-round-done.png")
    print(f"round now {round_of(frame)} after {moves} moves by keys")
    return round_of(frame) > start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/h36"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--depth", type=int, default=7)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    pyatspi.Registry.registerEventListener(heard, "object:announcement")
    app, frame = find_app()
    print(f"app {app.name!r}, window {frame.name!r}")
    screen = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, text=True,
                            check=False).stdout.split() or ["1280", "720"]
    width, height = int(screen[0]) - 10, int(screen[1]) - 30  # all on screen, its frame too
    subprocess.run(["xdotool", "search", "--onlyvisible", "--name", TITLE, "windowsize", "%@",
                    str(width), str(height), "windowmove", "%@", "0", "0"], check=False)
    pause(1.0)
    if not rows(frame):  # the panel is shown from the start when AT-SPI listens; else F6
        xkey("F6")
    listed = wait_rows(frame)
    print("\n".join(walk(frame, most=args.depth)))
    print(f"choices panel: {panel_title(frame)!r}")
    for row in listed:
        print(f"  row: {row!r}")
    shot(args.out, "x-atspi-start.png")
    failed = []
    if not listed:
        failed.append("the choices panel has no rows")
    elif not pick_by_atspi(frame, args.out):
        failed.append("the pick through AT-SPI played nothing")
    if not play_round_by_keys(frame, args.out, args.seed):
        failed.append("the round did not end by keys")
    failed += check_words(frame, args.out)
    print(f"announcements heard: {len(HEARD)}; the last ones:")
    for text in HEARD[-6:]:
        print(f"  {text!r}")
    if not HEARD:
        failed.append("no announcement was heard")
    for what in failed:
        print(f"FAILED: {what}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
