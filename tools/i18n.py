"""The translations: extract the window's words into .ts files, compile them to .qm, check them.

    python tools/i18n.py update [--language it]   # pyside6-lupdate: new strings into the .ts
    python tools/i18n.py release                  # pyside6-lrelease: every .ts to its .qm
    python tools/i18n.py check                    # lists what is not translated yet
    python tools/i18n.py fill riverboat_qt/i18n/shell_it.ts words.json   # translations in bulk

`fill` takes a JSON object {context: {source: translation}} (a list of forms for a plural
message) and writes each into the .ts, marking it finished; it reports sources it did not find.

Each AREA of the window has its own .ts per language (`riverboat_qt/i18n/<area>_<lang>.ts`), so
that work on one part never touches another's file; a source file belongs to the first area
whose patterns match it. The English files hold plural forms only (`-pluralonly`): the source
strings are English already. A translator adds a language by adding its code to LANGUAGES in
riverboat_qt/shell/i18n.py, running `update --language CODE`, and filling the new files with
`pyside6-linguist` (or any .ts editor), then `release`.
"""

from __future__ import annotations

import argparse
import fnmatch
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "riverboat_qt" / "i18n"
BIN = Path(sys.executable).parent
TRANSLATED = ("it",)  # the languages with full translations; English is the source


def tool(name: str) -> str:
    """A PySide6 tool of this Python's environment (pyside6-lupdate, pyside6-lrelease)."""
    found = BIN / name
    return str(found) if found.exists() else name


def table_packages() -> list[str]:
    """The window's package of each game's table (riverboat_qt/the_river: "the_river"), from
    the window's registry."""
    sys.path.insert(0, str(ROOT))
    from riverboat_qt.registry import TABLES

    return sorted({table.make_scene.__module__.split(".")[1] for table in TABLES.values()})


def areas() -> list[tuple[str, tuple[str, ...]]]:
    """Each area and the patterns of its files, the first match winning: a game's review and
    guide go with the shell's, its other words to its own area."""
    games = table_packages()
    return [
        ("review", ("riverboat_qt/shell/review*.py",
                    *(f"riverboat_qt/{game}/review*.py" for game in games))),
        ("rules", ("riverboat_qt/shell/rules*.py",)),
        ("guide", ("riverboat_qt/shell/guide*.py",
                   *(f"riverboat_qt/{game}/guide*.py" for game in games))),
        ("engine", ("riverboat_qt/engine_strings*.py",)),
        *((game, (f"riverboat_qt/{game}/*.py", f"riverboat_qt/{game}/*/*.py")) for game in games),
        ("shell", ("riverboat_qt/*.py", "riverboat_qt/shell/*.py")),
    ]


def area_files() -> dict[str, list[Path]]:
    """Every source file of the window, by area."""
    known = areas()
    files: dict[str, list[Path]] = {area: [] for area, _ in known}
    for path in sorted((ROOT / "riverboat_qt").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for area, patterns in known:
            if any(fnmatch.fnmatch(rel, p) for p in patterns):
                files[area].append(path)
                break
    return files


def update(languages: tuple[str, ...], folder: Path = I18N) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for area, paths in area_files().items():
        if not paths:
            continue
        sources = [str(p) for p in paths]
        for language in languages:
            ts = folder / f"{area}_{language}.ts"
            run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources,
                 "-target-language", language, "-ts", str(ts)])
        english = folder / f"{area}_en.ts"
        run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-pluralonly",
             *sources, "-target-language", "en", "-ts", str(english)])


def release() -> None:
    for ts in sorted(I18N.glob("*.ts")):
        run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))])


def run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"{Path(command[0]).name} failed:\n{done.stdout}{done.stderr}")


def messages(ts: Path) -> set[tuple[str, str]]:
    """The (context, source) pairs of a .ts file."""
    return {(context.findtext("name") or "", message.findtext("source") or "")
            for context in ET.parse(ts).getroot().iter("context")
            for message in context.iter("message")}


def unfinished(ts: Path) -> list[str]:
    """The source texts of a .ts that have no finished translation."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") in ("unfinished", "obsolete"):
            missing.append(source)
            continue
        forms = translation.findall("numerusform")
        texts = [f.text for f in forms] if message.get("numerus") == "yes" else [translation.text]
        if not all(texts):
            missing.append(source)
    return missing


def fill(ts: Path, words: Path) -> int:
    """Write translations from a JSON file into a .ts (for bulk work; Linguist for review)."""
    import json
    table = json.loads(words.read_text(encoding="utf-8"))
    tree = ET.parse(ts)
    used = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            found = table.get(name, {}).get(source)
            if found is None:
                continue
            used.add((name, source))
            _write_translation(message, found)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    unknown = [(c, s) for c, texts in table.items() for s in texts if (c, s) not in used]
    for context, source in unknown:
        print(f"{words.name}: not in {ts.name}: {context}: {source!r}")
    return 1 if unknown else 0


def _write_translation(message: ET.Element, found: str | list[str]) -> None:
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)
    for child in list(translation):
        translation.remove(child)
    if message.get("numerus") == "yes":
        translation.text = None
        for form in [found] if isinstance(found, str) else found:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = found if isinstance(found, str) else found[0]


def check() -> int:
    bad = 0
    for ts in sorted(I18N.glob("*.ts")):
        missing = unfinished(ts)
        bad += len(missing)
        for source in missing:
            print(f"{ts.name}: not translated: {source!r}")
    print(f"{bad} strings not translated")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("update", "release", "check", "fill"))
    parser.add_argument("files", nargs="*", type=Path, help="fill: the .ts and the JSON")
    parser.add_argument("--language", action="append", help="default: " + ", ".join(TRANSLATED))
    args = parser.parse_args()
    if args.command == "update":
        update(tuple(args.language or TRANSLATED))
    elif args.command == "fill":
        if len(args.files) != 2:
            parser.error("fill takes a .ts file and a JSON file")
        return fill(*args.files)
    elif args.command == "release":
        release()
    else:
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
