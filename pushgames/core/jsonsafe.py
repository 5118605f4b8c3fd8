"""JSON from untrusted text (links, saves) without recursion on its nesting.

``json.loads`` recurses once per bracket: 20,000 nested brackets exhaust
CPython's stack (``RecursionError``) and kill Pyodide outright ("Maximum call
stack size exceeded"). :func:`loads_bounded` first measures the nesting with a
flat scan and refuses anything deeper than the caller allows, so the parser
only ever sees shallow text.

>>> loads_bounded('[1, {"a": [2]}]', max_depth=3)
[1, {'a': [2]}]
>>> loads_bounded('[[[[0]]]]', max_depth=3)
Traceback (most recent call last):
...
pushgames.core.jsonsafe.JsonDepthError: the data nests deeper than 3 levels
>>> nesting_depth('["[[[", {"b": "]"}]')
2
"""

from __future__ import annotations

import json
import re

#: Brackets, and strings as whole tokens (a bracket inside a string is text).
#: An unterminated string runs to the end, and the repetition is possessive, so
#: the scan stays linear on hostile text such as ``"\"\"\"...``.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


class JsonDepthError(ValueError):
    """The text nests brackets deeper than allowed (refused before parsing)."""


def nesting_depth(text: str) -> int:
    """The deepest bracket nesting of ``text``, counted without recursion.

    Unbalanced text is measured as far as it goes; the parser rejects it later.
    """
    depth = deepest = 0
    for token in _TOKENS.findall(text):
        first = token[0]
        if first == '"':
            continue
        if first in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def loads_bounded(text: str, max_depth: int) -> object:
    """``json.loads(text)`` for text nesting at most ``max_depth`` levels.

    Raises :class:`JsonDepthError` for deeper text and ``ValueError`` (as
    ``json.loads`` does) for text that is not JSON.
    """
    if nesting_depth(text) > max_depth:
        raise JsonDepthError(f"the data nests deeper than {max_depth} levels")
    return json.loads(text)
