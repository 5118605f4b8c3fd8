"""Leaving a page of the site so that what it writes as it goes lands before storage is
emptied: used after a test by the booted page (:mod:`tests.browser.booted`) and by the
shared context (:mod:`tests.browser.contexts`), for the pages a test opened.

A close does not wait for a page's ``pagehide`` and ``visibilitychange`` listeners:
Chromium gives a closed page's listeners half a second, then goes on without them. The app
keeps its first paint as a page is left (``pushweb.firstpaint.keep``), which takes longer
than that on a loaded machine, and its write landed after the next test's reset had emptied
storage (seen once at a load average of 15: ``pushgames:first-paint`` in a restarted page).
A navigation waits for them: :func:`leave` takes the page to about:blank, each document of
the site having first added a listener that marks its last write (:data:`MARK_LEFT_JS`);
before storage is emptied, :func:`wait_for_left` waits on a document of the site until every
mark is in storage.
"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Error, Page

import itertools

#: The key a document of the site that a test left writes last (:func:`leave`).
LEFT_MARK = "pgtest:left:"
#: A ``pagehide`` listener added after the app's, so it runs after them (and after the
#: ``visibilitychange`` that comes first) as the document is left: once its key is in the
#: site's storage, so is every write they made (a frame's writes reach storage in order).
MARK_LEFT_JS = """(key) => {
  try { localStorage.length; } catch (e) { return false; }  // no storage here: nothing to wait for
  addEventListener('pagehide', () => {
    try { localStorage.setItem(key, '1'); }
    catch (e) { localStorage.clear(); localStorage.setItem(key, '1'); }  // full: emptied anyway
  });
  return true;
}"""
#: Per context, the keys of the documents left (:func:`leave`) whose writes the next emptying
#: of the site's storage in that context waits for (:func:`wait_for_left`).
LEFT_MARKS: dict[BrowserContext, list[str]] = {}
_MARK_IDS = itertools.count()


def leave(page: Page, site_url: str) -> None:
    """Take ``page`` to about:blank, so that its documents' ``pagehide`` and
    ``visibilitychange`` listeners run to their end before this returns, each document of
    the site marking its last write (:data:`MARK_LEFT_JS`, :data:`LEFT_MARKS`)."""
    marks: list[str] = []
    for frame in page.frames:
        if frame.url.startswith(site_url):
            key = f"{LEFT_MARK}{next(_MARK_IDS)}"
            try:
                if frame.evaluate(MARK_LEFT_JS, key):
                    marks.append(key)
            except Error:
                pass  # a frame gone meanwhile: left already
    page.goto("about:blank")
    LEFT_MARKS.setdefault(page.context, []).extend(marks)


def close_page(page: Page, site_url: str) -> None:
    """Close ``page`` once it has left the site (:func:`leave`): what its documents write as
    they are left is then in storage before the next test's start empties it."""
    leave(page, site_url)
    page.close()


def close_pages(context: BrowserContext, site_url: str, keep: Page | None = None) -> None:
    """After a test: close the pages of ``context`` but ``keep``, each as :func:`close_page`
    does."""
    for other in list(context.pages):
        try:
            other.wait_for_timeout(50)  # events already sent still reach this test's guard
            if other is not keep:
                close_page(other, site_url)
        except Exception:  # noqa: BLE001 - a page the test closed itself, or one crashed
            try:
                if other is not keep:
                    other.close()
            except Error:
                pass


def wait_for_left(page: Page) -> None:
    """Wait until what the documents left in ``page``'s context wrote as they were left is
    in the site's storage (``page`` shows a document of the site)."""
    marks = LEFT_MARKS.pop(page.context, [])
    if marks:
        page.wait_for_function(
            "(keys) => keys.every(key => localStorage.getItem(key) !== null)", arg=marks)


def see_left(page: Page, site_url: str) -> None:
    """Wait for the writes of the documents left in ``page``'s context (:func:`wait_for_left`)
    from ``favicon.ico``, a document of the site that runs nothing, then leave it for
    about:blank; nothing to wait for, nothing is loaded."""
    if LEFT_MARKS.get(page.context):
        page.goto(site_url + "favicon.ico")
        wait_for_left(page)
        page.goto("about:blank")
