"""The window's languages: Qt translators for its own words, and the engine's Text.

Translations live in `resources/i18n/<area>_<lang>.qm`, compiled from the `.ts` files by
`python tools/i18n.py release` (run by `make setup`). English is the source language: its
`.qm` files hold only plural forms ("%n boat(s)" -> "1 boat", "2 boats"). The language is
chosen once, when the window opens (settings `language`: "system", "en" or "it"); View >
Language changes the setting, applied at the next start.

The engine's sentences are `core.text.Text`: in English the engine's own words are shown; in
another language each template is looked up in the context named after its domain
(`engine:riverboat`, `engine:the-river`, `engine:core`) and the values are filled in.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from core.text import Text

I18N_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"
LANGUAGES = {"en": "English", "it": "Italiano"}  # each language's name in itself
SOURCE = "en"
SETTING_CHOICES = ("system", *LANGUAGES)
LANGUAGE_ENV = "RIVERBOAT_LANGUAGE"

_current = SOURCE
_installed: list[QTranslator] = []


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE


def resolve(setting: str) -> str:
    """The language a setting means: "system" follows the locale. RIVERBOAT_LANGUAGE, when it
    names a language the app speaks, wins over both (tests, screenshots, a one-off start)."""
    forced = os.environ.get(LANGUAGE_ENV, "")
    if forced in LANGUAGES:
        return forced
    return system_language() if setting == "system" else setting


def current_language() -> str:
    return _current


def install_language(app: QCoreApplication, language: str) -> list[str]:
    """Load every area's translations of `language`, replacing those loaded before.

    Returns the names of the files that could not be loaded (none on a good install)."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = language if language in LANGUAGES else SOURCE
    missing = []
    for ts in sorted(I18N_DIR.glob(f"*_{_current}.ts")):
        translator = QTranslator(app)
        qm = ts.with_suffix(".qm")
        if translator.load(str(qm)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            missing.append(qm.name)
    return missing


def table_words(table: object, words: str) -> str:
    """One of a GameTable's texts (marked QT_TRANSLATE_NOOP in its context), translated."""
    return QCoreApplication.translate(getattr(table, "text_context", ""), words)


def engine_words(game_id: str, words: str) -> str:
    """A plain str of the engine that names a thing of the game (a category of the score
    breakdown, a phase), translated in the engine's context of that game."""
    return QCoreApplication.translate(engine_context(game_id), words)


def engine_context(domain: str) -> str:
    return f"engine:{domain}"


def _translate_template(text: Text) -> str:
    found = QCoreApplication.translate(engine_context(text.domain), text.template, None,
                                       -1 if text.number is None else text.number)
    return found


def render(words: str) -> str:
    """Words of the engine in the window's language (other strings pass through)."""
    if not isinstance(words, Text) or _current == SOURCE:
        return str(words)
    return words.render(_translate_template)


def reason_of(exc: BaseException) -> str:
    """The reason an IllegalAction (or any error) gives, in the window's language."""
    first = exc.args[0] if exc.args else ""
    return render(first) if isinstance(first, Text) else str(exc)
