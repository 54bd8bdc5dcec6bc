"""core.values.plain: a deep copy of a state's plain data, sharing no list or dict."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from core.values import plain

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
PLAIN = st.recursive(SCALARS, lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
                     max_leaves=12)


def containers(value: Any) -> list[Any]:
    """Every list and dict within a value, the value itself included."""
    if isinstance(value, list):
        return [value, *(c for v in value for c in containers(v))]
    if isinstance(value, dict):
        return [value, *(c for v in value.values() for c in containers(v))]
    return []


@settings(max_examples=40)
@given(PLAIN)
def test_a_copy_is_equal_and_shares_no_container(value: Any) -> None:
    copy = plain(value)
    assert copy == value
    assert not {id(c) for c in containers(copy)} & {id(c) for c in containers(value)}


def test_a_list_of_scalars_and_a_list_of_lists_are_both_copied() -> None:
    rows = [[1, 2], [3]]
    flat = [1, "a", None, True, 2.5]
    assert plain(rows) == rows and plain(rows)[0] is not rows[0]
    assert plain(flat) == flat and plain(flat) is not flat
