"""Words for players that a window can translate: a sentence kept with its template.

The engine speaks English (`str(text)` is the English sentence, so logs, tests, the command
line and the AI read it as before), but a `Text` also keeps the template it was made from and
the values filled in, so the window can look the template up in its translations (Qt's, keyed
by `domain` and `template`) and fill in the values, themselves translated when they are Text
too. The engine stays free of Qt: it only says which words, never how to translate them.

    text("riverboat", "{boat} needs {need} on {crop}; you have {have}",
         boat=name("riverboat", "Potato boat"), need=count("riverboat", "%n worker(s)", 3,
         "%n worker", "%n workers"), crop=..., have=2)

Plurals follow Qt's numerus convention: the template holds `%n` and the translation picks
the form for the count; the English forms are given here, since the engine has no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Translate = Callable[["Text"], str]  # one template in another language, its values unfilled


class Text(str):
    """An English sentence (this str) that remembers how it was made.

    `domain`: whose words (a game id, or "core"); `template`: the English source with `{name}`
    fields (or `%n` for a count); `values`: the fields' values, (name, value) pairs;
    `number`: the count for `%n`, None if the template has no plural."""

    domain: str
    template: str
    values: tuple[tuple[str, object], ...]
    number: int | None

    def __new__(cls, domain: str, template: str, english: str,
                values: tuple[tuple[str, object], ...] = (), count: int | None = None) -> Text:
        self = super().__new__(cls, english)
        self.domain, self.template, self.values, self.number = domain, template, values, count
        return self

    def __reduce__(self) -> tuple[object, ...]:  # copies keep the template, not just the str
        return (Text, (self.domain, self.template, str(self), self.values, self.number))

    def render(self, translate: Translate) -> str:
        """This sentence in another language: `translate` gives the template's translation
        (Qt's numerus form already chosen for `number`); the values are rendered the same way."""
        filled = {name: value.render(translate) if isinstance(value, Text) else value
                  for name, value in self.values}
        return _fill(translate(self), filled, self.number)


def _fill(template: str, values: dict[str, object], count: int | None) -> str:
    if count is not None:
        template = template.replace("%n", str(count))
    return template.format(**values) if values else template


def text(domain: str, template: str, **values: object) -> Text:
    """A sentence with named fields: text("riverboat", "{tile} is taken", tile=...)."""
    try:
        english = template.format(**values)  # the engine makes these even without a log: keep
    except KeyError as exc:                 # it cheap (no separate check of the fields)
        raise KeyError(f"no value for {exc} in {template!r}") from None
    return Text(domain, template, english, tuple(values.items()))


def name(domain: str, english: str) -> Text:
    """A name from the game's data ('Barns', 'Potato boat'): translated as a whole."""
    return Text(domain, english, english)


def count(domain: str, template: str, n: int, one: str, other: str, **values: object) -> Text:
    """A counted phrase: count("riverboat", "%n coin(s)", 2, "%n coin", "%n coins").

    `template` is the translators' key; `one` and `other` are its English forms."""
    english = _fill(one if n == 1 else other, values, n)
    return Text(domain, template, english, tuple(values.items()), n)


def join(domain: str, parts: list[Text] | list[str]) -> Text:
    """'A', 'A and B', 'A, B and C', translatable ('and' and the list's shape)."""
    parts = list(parts)
    if not parts:
        return text("core", "nothing")
    if len(parts) == 1:
        first = parts[0]
        return first if isinstance(first, Text) else name(domain, first)
    head = parts[0]
    for part in parts[1:-1]:
        head = text("core", "{first}, {second}", first=head, second=part)
    return text("core", "{first} and {last}", first=head, last=parts[-1])


def chain(template: str, parts: Iterable[object]) -> Text:
    """Parts linked two by two by a kernel template with {first} and {second}:
    chain("{first}, {second}", ...) gives 'A, B, C'; chain("{first}/{second}", ...) 'A/B'."""
    items = iter(parts)
    head = next(items)
    for part in items:
        head = text("core", template, first=head, second=part)
    return head if isinstance(head, Text) else Text("core", "{only}", str(head), (("only", head),))


def restyle(words: str, change: Callable[[str], str]) -> str:
    """The same sentence reworded by `change` (say, into the imperative), applied to the
    English and to its template alike, so that the new template is translated as a whole."""
    if not isinstance(words, Text):
        return change(words)
    return Text(words.domain, change(words.template), change(str(words)), words.values,
                words.number)


TEXT_DEPTH = 12  # nesting of a sentence's values as data: the engine's go a few levels deep
TEXT_CHARS = 2_000  # a template or a filled sentence as data


def to_data(words: str) -> Any:
    """A sentence as plain JSON data that keeps its template and values (a host sends the log
    this way, so that each remote window translates it into its player's language)."""
    if not isinstance(words, Text):
        return str(words)
    values = [[name, to_data(value) if isinstance(value, str) else _plain_value(value)]
              for name, value in words.values]
    return {"domain": words.domain, "template": words.template, "en": str(words),
            "values": values, "n": words.number}


def _plain_value(value: object) -> object:
    return value if value is None or type(value) in (int, float, bool) else str(value)


def from_data(data: Any, depth: int = 0) -> str:
    """A sentence from to_data's data (a Text again), ValueError for anything else."""
    if type(data) is str and len(data) <= TEXT_CHARS:
        return data
    if type(data) is not dict or set(data) != {"domain", "template", "en", "values", "n"} \
            or depth > TEXT_DEPTH:
        raise ValueError("not a sentence's data")
    fields = (data["domain"], data["template"], data["en"])
    number = data["n"]
    if not all(type(f) is str and len(f) <= TEXT_CHARS for f in fields) or \
            type(data["values"]) is not list or number is not None and type(number) is not int:
        raise ValueError("not a sentence's data")
    return Text(*fields, tuple(_value_from(item, depth) for item in data["values"]), data["n"])


def _value_from(item: Any, depth: int) -> tuple[str, object]:
    if type(item) is not list or len(item) != 2 or type(item[0]) is not str:
        raise ValueError("not a sentence's value")
    name, value = item
    if type(value) in (str, dict):
        return name, from_data(value, depth + 1)
    if value is None or type(value) in (int, float, bool):
        return name, value
    raise ValueError("not a sentence's value")
