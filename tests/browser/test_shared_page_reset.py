"""The shared booted page's reset (tests/browser/booted.py) against what the last test's
pages write as they are left.

A page of the site that a test leaves open beside the booted page writes as it is closed:
the app keeps its first paint (``pushweb.firstpaint.keep``, on ``pagehide``). Chromium gives
a closed page's listeners half a second and goes on without them; on a loaded machine the
app's took longer, and its write landed after the next test's reset had emptied storage
(``pushgames:first-paint`` in the restarted page, at a load average of 15). The reset now
leaves such a page for about:blank first (a navigation waits for the listeners) and waits
until their last write is in storage before it empties it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.conftest import BootedPage

pytestmark = pytest.mark.shared_page

KEY = "pushgames:first-paint"
#: Longer than the half second Chromium gives a closed page's ``pagehide`` listeners.
SLOW_MS = 1500


def test_a_slow_write_of_a_page_left_open_lands_before_the_next_reset_empties_storage(
    page: Page, booted_page: BootedPage, site_url: str,
) -> None:
    # The booted page hears every change another page makes to the site's storage; the
    # listener is removed below (a shared page keeps nothing of a test).
    page.evaluate("""() => { window.pgHeard = [];
        window.pgHear = (event) => window.pgHeard.push(event.key);
        addEventListener('storage', window.pgHear); }""")
    # A document of the site that runs nothing (no second Python), whose pagehide listener
    # is as slow as the app's on a loaded machine, then writes what the app writes.
    other = page.context.new_page()
    other.goto(site_url + "favicon.ico")
    other.evaluate("""([key, ms]) => addEventListener('pagehide', () => {
        const end = Date.now() + ms;
        while (Date.now() < end) {}
        localStorage.setItem(key, '{}');
    })""", [KEY, SLOW_MS])
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
