"""The tests' restart without a reload (``window.pgRestart``, web/pushweb/testhook.py)
with the computer's worker running: the worker is kept for the next app, and nothing of
the replaced app's computer (a search in flight, its answer) reaches the new one.

The shared page's reset (tests/browser/booted.py) relies on this between tests; here
the test calls the hook itself, in a context of its own that asks for the hook.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from playwright.sync_api import Page

from .pushweb_helpers import page_replay
from .test_computer_turn import MOVES, start_game

pytestmark = pytest.mark.fresh_context  # it asks for the test hook with an init script

THINKING = ("() => document.body.dataset.aiWorker === 'ready'"
            " && document.body.dataset.aiThinking === 'true'")


def test_a_restart_keeps_the_worker_and_drops_the_old_search(
        page: Page, open_page: Callable[..., Any]) -> None:
    page.add_init_script("window.pgTestHooks = true;")
    workers: list[Any] = []
    page.on("worker", lambda worker: workers.append(worker))
    open_page(page, "#pushpush")
    start_game(page, {0: "hard", 1: "hard"}, speed="fast")  # the computer never stops
    page.wait_for_function(THINKING)
    assert len(workers) == 1
    # Restart and look at once, in one task of the page: the old computer's work still runs.
    why, check = page.evaluate(
        "() => [window.pgRestart('pushpush'), JSON.parse(window.pgComputerCheck())]")
    assert why == ""
    assert check["kept"] is True
    assert check["busy"] >= 1  # the old app's search (or its answer's play) is still under way
    page.wait_for_function("() => JSON.parse(window.pgComputerCheck()).busy === 0")
    # The old search ended and its answer went nowhere: the new game (people only) has no
    # move, no drop was written to the page, nothing thinks, and the new app has not
    # started the kept worker (no computer seat needs it).
    assert len(page_replay(page).actions) == 0
    assert page.locator(MOVES).count() == 0
    body = page.evaluate("() => ({...document.body.dataset})")
    assert "aiDropped" not in body
    assert body.get("aiThinking") != "true"
    assert body["aiWorker"] == "idle"
    # A computer seat of the new app takes the kept worker: it plays, and no worker starts.
    start_game(page, {0: "easy", 1: "human"}, speed="fast")
    page.wait_for_function("() => document.body.dataset.aiWorker === 'ready'")
    page.wait_for_function(f"() => document.querySelectorAll('{MOVES}').length >= 1")
    assert len(page_replay(page).actions) >= 1
    assert len(workers) == 1
    assert json.loads(page.evaluate("() => window.pgComputerCheck()"))["kept"] is False
