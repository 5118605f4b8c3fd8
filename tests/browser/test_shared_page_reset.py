"""The shared booted page's reset (tests/browser/booted.py) against what the last test's
pages write as they are left.

A page of the site that a test leaves open beside the booted page writes as it is closed:
the app keeps its first paint (``pushweb.firstpaint.keep``, on ``pagehide``). Chromium gives
a closed page's listeners half a second and goes on without them; on a loaded machine the
app's took longer, and its write landed after the next test's reset had emptied storage
(``pushgames:first-paint`` in the restarted page, at a load average of 15). The reset now
leaves such a page for about:blank first (a navigation waits for the listeners) and waits
until their last write is in storage before it empties it.

The shared context (``PUSHGAMES_SHARED_CONTEXT=1``) closed a test's pages the same plain way
before it forgot the site's data for the next test; it now leaves them first too, and waits
for their last writes before it forgets (the second test). Each test asks for the booted page
or the shared context itself, so both run whatever ``PUSHGAMES_SHARED_CONTEXT`` and
``PUSHGAMES_SHARED_PAGE`` say.

The booted page's own app can also still have a write due when a test ends: a computer's
move it has chosen and not yet played, which saves the game as it is played. The reset once
emptied storage in one call to the page and restarted the app in the next; a move that
landed between them was saved, and the new home page listed it ("Continue ... Red v Blue v
Computer (Easy)", 1 move, in a full run). The restart now retires the old app and empties
storage in one call (the third test).
"""

from __future__ import annotations

import pytest

from tests.browser.booted import wait_ready
from tests.browser.conftest import BootedPage, NetGuard
from tests.browser.contexts import SharedContext
from tests.browser.leaving import LEFT_MARKS

pytestmark = pytest.mark.shared_page

KEY = "pushgames:first-paint"
#: Longer than the half second Chromium gives a closed page's ``pagehide`` listeners.
SLOW_MS = 1500
#: A ``pagehide`` listener as slow as the app's on a loaded machine, then writing what it writes.
SLOW_WRITE_JS = """([key, ms]) => addEventListener('pagehide', () => {
    const end = Date.now() + ms;
    while (Date.now() < end) {}
    localStorage.setItem(key, '{}');
})"""
SAVED = "Object.keys(localStorage).some(key => key.startsWith('pushgames:save:'))"
#: In place of the page's ``pgRestart``, for one call: the call first starts the game the
#: new-game form holds (the computer moves first), waits until the computer's first move
#: was played and saved, and then restarts. The restart call thus comes while a move is due,
#: as the next test's restart did after a test that ended with a computer's move due; and
#: the move lands after anything the reset did to the page before that call.
LATE_RESTART_JS = """() => {
    const restart = window.pgRestart;
    window.pgRestart = (...args) => new Promise(resolve => {
        window.pgRestart = restart;
        document.querySelector('[data-testid="start-new-game"]').click();
        const until = Date.now() + 60000;  // then restart anyway: the test fails below
        const wait = () => {
            window.pgLateSaved = %s;
            if (window.pgLateSaved || Date.now() > until) resolve(restart(...args));
            else setTimeout(wait, 20);
        };
        wait();
    });
}""" % SAVED


@pytest.mark.usefixtures("new_context")  # its teardown checks net_guard
def test_a_slow_write_of_a_page_left_open_lands_before_the_next_reset_empties_storage(
    booted_page: BootedPage, net_guard: NetGuard, site_url: str,
) -> None:
    # The booted page itself, made as the ``page`` of a shared_page test makes it: what this
    # tests, so also with PUSHGAMES_SHARED_PAGE=0 (where ``page`` is a fresh context's).
    booted_page.guard = net_guard
    booted_page.reset()
    page = booted_page.page
    # The booted page hears every change another page makes to the site's storage; the
    # listener is removed below (a shared page keeps nothing of a test).
    page.evaluate("""() => { window.pgHeard = [];
        window.pgHear = (event) => window.pgHeard.push(event.key);
        addEventListener('storage', window.pgHear); }""")
    # A document of the site that runs nothing (no second Python), whose pagehide listener
    # is as slow as the app's on a loaded machine, then writes what the app writes.
    other = page.context.new_page()
    other.goto(site_url + "favicon.ico")
    other.evaluate(SLOW_WRITE_JS, [KEY, SLOW_MS])
    booted_page.after_test()  # what ends the test that opened it
    assert other.is_closed()
    booted_page.reset()  # what the next test's ``page`` does first (it checks the page too)
    heard: list[str] = page.evaluate("window.pgHeard")
    # The write was made and reached storage (the booted page heard it) before the reset
    # emptied storage, which holds nothing now.
    assert KEY in heard, heard
    assert page.evaluate("Object.keys(localStorage)") == []
    page.evaluate("""() => { removeEventListener('storage', window.pgHear);
        delete window.pgHear; delete window.pgHeard; }""")
    booted_page.after_test()
    booted_page.guard = NetGuard()


@pytest.mark.usefixtures("new_context")  # its teardown checks net_guard
def test_a_slow_write_of_a_page_the_shared_context_closes_lands_before_the_site_is_forgotten(
    shared_context: SharedContext, net_guard: NetGuard, site_url: str,
) -> None:
    shared_context.guard = net_guard  # as the ``context`` fixture sets it for a test
    context = shared_context.context
    shared_context.forget_site_data(site_url)  # what the ``context`` fixture does first
    other = context.new_page()
    other.goto(site_url + "favicon.ico")
    other.evaluate(SLOW_WRITE_JS, [KEY, SLOW_MS])
    shared_context.after_test(site_url)  # what ends the test that opened it
    assert other.is_closed() and context.pages == []
    marks = list(LEFT_MARKS.get(context, []))
    assert marks, "the page was left for about:blank, its last write marked"
    # The slow write was made: with a plain close it was cut off after half a second. A
    # document of the site sees it once the mark written after it is in.
    seen = context.new_page()
    seen.goto(site_url + "favicon.ico")
    seen.wait_for_function("(keys) => keys.every(key => localStorage.getItem(key) !== null)",
                           arg=marks)
    assert seen.evaluate("(key) => localStorage.getItem(key)", KEY) == "{}"
    seen.close()  # a document that wrote nothing
    shared_context.forget_site_data(site_url)  # what the next test's ``context`` does first
    assert not LEFT_MARKS.get(context), "the marks were waited for before the site was forgotten"
    empty = context.new_page()
    empty.goto(site_url + "favicon.ico")
    assert empty.evaluate("Object.keys(localStorage)") == []
    shared_context.after_test(site_url)
    shared_context.guard = NetGuard()


@pytest.mark.usefixtures("new_context")  # its teardown checks net_guard
def test_a_computer_move_due_as_a_test_ends_leaves_no_save_to_the_next_test(
    booted_page: BootedPage, net_guard: NetGuard,
) -> None:
    booted_page.guard = net_guard
    booted_page.reset()
    page = booted_page.page
    # The computer's worker up first (a worker still starting makes the reset load the page).
    booted_page.restart("pushpush", "?players=human,easy")
    wait_ready(page)
    page.wait_for_selector('body[data-ai-worker="ready"]', state="attached")
    # A new game in which the computer moves first, started by the next reset's restart call.
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-0"]', "easy")
    page.select_option('[data-testid="seat-1"]', "human")
    page.evaluate(LATE_RESTART_JS)
    assert page.evaluate(SAVED) is False
    booted_page.reset()  # what the next test's ``page`` does first (it checks the page too)
    # The restart came after the computer's move was saved (the stand-in ran, and the page
    # was not loaded instead), and nothing of that game is left.
    assert page.evaluate("window.pgLateSaved") is True
    page.evaluate("delete window.pgLateSaved")
    assert page.evaluate(SAVED) is False
    assert page.locator('[data-testid="continue"]').count() == 0
    booted_page.after_test()
    booted_page.guard = NetGuard()
