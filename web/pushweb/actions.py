"""The page's buttons, dispatched through one table.

A button names what it does in ``data-action`` (and its argument in
``data-arg``). Each part of the page registers the actions it answers
(:meth:`Actions.register`); the application's one click listener looks the
name up here (:meth:`Actions.dispatch`). An action is answered by exactly one
part: registering a name twice is a programming error, caught at start-up.

>>> table = Actions()
>>> said = []
>>> table.register({"hello": lambda click: said.append(click.arg)})
>>> (table.dispatch(Click("hello", "world", None, None)),
...  table.dispatch(Click("other", None, None, None)))
(True, False)
>>> said
['world']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping


@dataclass(frozen=True)
class Click:
    """One click on a ``data-action`` element."""

    action: str
    #: The element's ``data-arg`` (None: it has none).
    arg: str | None
    #: The element (for its other ``data-`` attributes and where it sits).
    target: Any
    event: Any


Handler = Callable[[Click], Any]


class Actions:
    """``data-action`` name -> the handler of the part that answers it."""

    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}

    def register(self, handlers: Mapping[str, Handler]) -> None:
        for name, handler in handlers.items():
            if name in self._handlers:
                raise ValueError(f"the action {name!r} is answered twice")
            self._handlers[name] = handler

    def dispatch(self, click: Click) -> bool:
        """Run the action's handler; False when no part answers it."""
        handler = self._handlers.get(click.action)
        if handler is None:
            return False
        handler(click)
        return True

    def names(self) -> list[str]:
        return sorted(self._handlers)
