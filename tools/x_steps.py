"""The River's half-done moves with the real mouse and keys under X (#35), with screenshots.

    xvfb-run -a -s "-screen 0 1280x720x24" bash -c 'openbox & sleep 1; \
        .venv/bin/python tools/x_steps.py --out /tmp/h35-steps'

With xdotool on a real X server (openbox running, the window focused): a pioneer dropped on the
construct spot while no building can be paid for is refused with the costs (x-refusal.png); a
pioneer dropped on the claim spot leaves the prompt saying the claim step (x-claim-step.png) and
Esc takes it back (x-claim-esc.png); later a drop on the construct spot says its step
(x-construct-step.png) and a click on the Back button takes it back (x-construct-back.png).
Exits 1 if a check fails.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from core.the_river import Build, Claim  # noqa: E402
from core.the_river.actions import CLAIM_SPOT, CONSTRUCT_SPOT, spot_of  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402
from tools.x_input_the_river import (  # noqa: E402
    glide,
    new_window,
    play_until,
    river_scene,
    screen,
    shot,
    xdo,
)

WIDTH, HEIGHT = 1280, 720


def drop_on(window, spot: str) -> None:
    """The mover's first pioneer dragged by the real mouse onto a spot and dropped."""
    scene = river_scene(window)
    man = screen(window, scene.boards[window.controller.mover].pioneers[0].scenePos())
    at = screen(window, scene.main.spots[spot].centre())
    xdo(window, f"xdotool mousemove {man.x()} {man.y()} sleep 0.3 mousedown 1 sleep 0.2 "
                f"{glide(man, at)} sleep 0.2 mouseup 1 sleep 0.6")


def key(window, name: str) -> None:
    wid = int(window.winId())
    xdo(window, f"xdotool windowactivate --sync {wid} sleep 0.2 key {name} sleep 0.5")


def click_widget(window, widget) -> None:
    at = widget.mapToGlobal(widget.rect().center())
    xdo(window, f"xdotool mousemove {at.x()} {at.y()} sleep 0.3 click 1 sleep 0.5")


def at_start(window, played: int) -> list[str]:
    """Back at the decision's start: its own prompt, no Back button, the pioneer home."""
    c = window.controller
    problems = []
    if window.prompt.text() != window.decision_text:
        problems.append(f"the prompt did not come back: {window.prompt.text()!r}")
    if window.back_button is not None:
        problems.append("the Back button stayed")
    if len(c.history.record.actions) != played:
        problems.append("a move was played")
    man = river_scene(window).boards[c.mover].pioneers[0]
    if man.pos() != man.home:
        problems.append("the pioneer did not go home")
    return problems


def step_shown(window, start: str) -> list[str]:
    text = window.prompt.text()
    print(f"step prompt: {text!r}")
    if not text.startswith(start) or "Esc goes back" not in text:
        return [f"the step prompt is {text!r}"]
    return [] if window.back_button is not None else ["no Back button"]


def refusal(window, out: Path) -> list[str]:
    c = window.controller
    if any(spot_of(a) == CONSTRUCT_SPOT for a in c.playing.legal_actions()):
        return ["the construct spot is open: no refusal to show"]
    played = len(c.history.record.actions)
    drop_on(window, CONSTRUCT_SPOT)
    message = window.statusBar().currentMessage()
    print(f"refusal: {message!r}")
    shot(out / "x-refusal.png")
    problems = [] if message.startswith("You can pay for no building") else [
        f"the refusal is {message!r}"]
    return problems + (["a move was played"] if len(c.history.record.actions) != played else [])


def claim_step(window, out: Path) -> list[str]:
    played = len(window.controller.history.record.actions)
    drop_on(window, CLAIM_SPOT)
    problems = step_shown(window, "Claim: click the face-up terrain tile")
    shot(out / "x-claim-step.png")
    key(window, "Escape")
    shot(out / "x-claim-esc.png")
    return problems + at_start(window, played)


def several_builds(state) -> bool:
    builds = {a.building for a in state.legal_actions() if isinstance(a, Build)}
    return state.decision_kind == "place" and len(builds) > 1


def construct_step(window, out: Path) -> list[str]:
    play_until(window, lambda s: several_builds(s) or s.round >= 7, 9)
    if not several_builds(window.controller.playing):
        return ["no decision with several buildings to construct came"]
    played = len(window.controller.history.record.actions)
    drop_on(window, CONSTRUCT_SPOT)
    problems = step_shown(window, "Construct: click a lit building")
    shot(out / "x-construct-step.png")
    if window.back_button is not None:
        click_widget(window, window.back_button)
    shot(out / "x-construct-back.png")
    return problems + at_start(window, played)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/h35-steps"))
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication([])
    window = new_window()
    window.resize(WIDTH, HEIGHT - 40)
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], 6, "the-river")
    play_until(window, lambda s: s.decision_kind == "place"
               and sum(isinstance(a, Claim) for a in s.legal_actions()) > 1, 5)
    problems = refusal(window, out)
    problems += claim_step(window, out)
    problems += construct_step(window, out)
    window.close()
    for p in problems:
        print("FAILED:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
