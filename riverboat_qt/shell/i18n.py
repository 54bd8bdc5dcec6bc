"""The window's languages: Qt translators for its own words, and the engine's Text.

Translations live in `riverboat_qt/i18n/<area>_<lang>.qm`, compiled from the `.ts` files by
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
import string
import sys
from typing import TYPE_CHECKING, cast

from core import registry
from core.package_data import data_path
from core.text import Text, text

if TYPE_CHECKING:  # Qt is imported where it is used: --stats never loads it
    from PySide6.QtCore import QCoreApplication, QTranslator

I18N_DIR = data_path("riverboat_qt", "i18n")
LANGUAGES = {"en": "English", "it": "Italiano"}  # each language's name in itself
SOURCE = "en"
SETTING_CHOICES = ("system", *LANGUAGES)
LANGUAGE_ENV = "RIVERBOAT_LANGUAGE"
WINDOW_DOMAIN = "qt:"  # a Text of the window's own: "qt:<context>" (see `later`)

_current = SOURCE
_installed: list[QTranslator] = []



def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - lupdate's name for it
    """Qt's marker for lupdate, which finds it by name: the source, unchanged."""
    return source


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate (lupdate reads `translate(context, "...")` calls by name).
    Before Qt is loaded (`--stats` never loads it) no translator can exist: the source, with
    %n filled in as Qt fills it."""
    qt = sys.modules.get("PySide6.QtCore")
    if qt is None:
        return source if n < 0 else source.replace("%n", str(n))
    return cast(str, qt.QCoreApplication.translate(context, source, disambiguation, n))


class Words:
    """A translation context: `Context.tr("...")` on a subclass is what pyside6-lupdate extracts
    (the class name is the context) and what Qt looks up. QObject.tr would do the same at run
    time, but its stub is an instance method, so calling it on the class does not type-check."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The source in the window's language, in this class's context (%n: a plural)."""
        return translate(cls.__name__, source, disambiguation, n)


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    from PySide6.QtCore import QLocale

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
    from PySide6.QtCore import QTranslator

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
    _install_qt_words(app)
    return missing


def _install_qt_words(app: QCoreApplication) -> None:
    """Qt's own words (QMessageBox's Yes / No / Cancel, the file dialogs) from PySide6's
    translations folder, when it has the language (none is needed for English)."""
    if _current == SOURCE:
        return
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(app)
    if translator.load(f"qtbase_{_current}", folder):
        app.installTranslator(translator)
        _installed.append(translator)


def table_words(table: object, words: str) -> str:
    """One of a GameTable's texts (marked QT_TRANSLATE_NOOP in its context), translated; one
    with values from the data (`later` in that context) is filled in too."""
    if isinstance(words, Text):
        return render(words)
    return translate(getattr(table, "text_context", ""), words)


def engine_words(game_id: str, words: str) -> str:
    """A plain str of the engine that names a thing of the game (a category of the score
    breakdown, a phase), translated in the engine's context of that game (a Text is rendered)."""
    if isinstance(words, Text):
        return render(words)
    return translate(engine_context(game_id), words)


def engine_context(domain: str) -> str:
    return f"engine:{domain}"


def later(context: str, template: str, **values: object) -> Text:
    """Words of the window that are shown later than they are made (a note built before the
    translators exist, an error's message): English now, translated by `render` when shown.
    The template must also be marked QT_TRANSLATE_NOOP(context, template) for lupdate."""
    return text(WINDOW_DOMAIN + context, template, **values)


def _translate_template(words: Text) -> str:
    domain = words.domain
    context = (domain[len(WINDOW_DOMAIN):] if domain.startswith(WINDOW_DOMAIN)
               else engine_context(domain))
    return translate(context, words.template, None,
                                      -1 if words.number is None else words.number)


def render(words: str) -> str:
    """Words of the engine in the window's language (other strings pass through)."""
    if not isinstance(words, Text) or _current == SOURCE:
        return str(words)
    return words.render(_translate_template)


def reason_of(exc: BaseException) -> str:
    """The reason an IllegalAction (or any error) gives, in the window's language."""
    first = exc.args[0] if exc.args else ""
    return render(first) if isinstance(first, Text) else str(exc)


def game_title(game_id: str) -> str:
    """A game's title as the window shows it (a name: translated only if the engine's
    translations have it)."""
    return engine_words(game_id, registry.game(game_id).title)


def join_names(names: list[str]) -> str:
    """'A', 'A and B', 'A and B and C' in the window's language (the winners of a game)."""
    if not names:
        return ""
    joined = names[0]
    for name in names[1:]:
        joined = translate("Lists", "{first} and {second}").format(
            first=joined, second=name)
    return joined


class _LocalFormatter(string.Formatter):
    """str.format with the numbers written the window's language's way (1,5 in Italian)."""

    def format_field(self, value: object, format_spec: str) -> str:
        out = super().format_field(value, format_spec)
        if isinstance(value, float) and _current != SOURCE:
            from PySide6.QtCore import QLocale

            return out.replace(".", QLocale(_current).decimalPoint())
        return out


_LOCAL = _LocalFormatter()


def fill(words: str, **values: object) -> str:
    """Translated words with their {values} in: words.format(**values), but a number with a
    fraction has the language's decimal mark ("1,5 punti", not "1.5 punti")."""
    return _LOCAL.format(words, **values)
