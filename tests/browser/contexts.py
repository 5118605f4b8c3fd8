"""Which browser context a browser test gets: a fresh one, or the shared one.

By default each test gets a fresh context. With ``PUSHGAMES_SHARED_CONTEXT=1``
(:data:`SHARED_CONTEXT`) ``context`` and ``page`` come from one :class:`SharedContext` per
Chromium, which forgets the site's data before each test (:data:`SITE_DATA`, and
permissions) while the HTTP and compiled-code caches stay warm; after a test its pages
leave the site before they are closed, and what they write as they go is in storage
before the site's data is forgotten (:mod:`tests.browser.leaving`). A test marked
``fresh_context`` or ``browser_context_args``, or whose pages need the service worker
(:func:`wants_service_worker`), gets a context of its own in either mode
(:func:`wants_fresh_context`). The fixtures using these are in conftest.py, whose docstring
says how a test asks.
"""

from __future__ import annotations

from playwright.sync_api import BrowserContext

import os

import pytest

from .guard import NetGuard, watch_context
from .leaving import close_pages, see_left

LOADED_MACHINE_TIMEOUT_MS = 60_000
#: See the module docstring. Opt-in (``PUSHGAMES_SHARED_CONTEXT=1``) until a whole browser
#: tier has run green with it; then the default becomes "1".
SHARED_CONTEXT = os.environ.get("PUSHGAMES_SHARED_CONTEXT", "0") == "1"
#: The marker of a test that needs a browser context of its own (it goes offline, say).
FRESH_CONTEXT = "fresh_context"
#: The marker of a test whose page needs the service worker (offline, updates, the
#: installed app, the first paint a cached page keeps). Every other test blocks service
#: workers: a first visit then skips registering one, passing every file through it and
#: filling its cache (about 15 MB hashed and stored, about a sixth of a page load).
SERVICE_WORKER = "service_worker"
#: What a shared context forgets between tests (Chrome DevTools Protocol storage types).
SITE_DATA = "cookies,indexeddb,local_storage,service_workers,cache_storage"


def wants_service_worker(request: pytest.FixtureRequest) -> bool:
    """Whether the test's pages may register the service worker (see ``SERVICE_WORKER``)."""
    return (request.node.get_closest_marker(SERVICE_WORKER) is not None
            or "make_offline_ready" in request.node.fixturenames)


class SharedContext:
    """One browser context for many tests; its events go to the running test's guard."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.guard = NetGuard()
        watch_context(context, lambda: self.guard, route=False)  # service workers blocked

    def forget_site_data(self, site_url: str) -> None:
        """Storage, service workers and caches of the site at ``site_url`` go, once what the
        pages the last test left wrote as they went is in storage (:meth:`after_test`); the
        HTTP cache stays."""
        self.context.clear_permissions()
        scratch = self.context.new_page()
        try:
            see_left(scratch, site_url)
            cdp = self.context.new_cdp_session(scratch)
            cdp.send("Storage.clearDataForOrigin",
                     {"origin": site_url.rstrip("/"), "storageTypes": SITE_DATA})
        finally:
            scratch.close()

    def after_test(self, site_url: str) -> None:
        """Close the test's pages, each after it left the site (``leaving.leave``): what it
        writes as it is left lands before the next test's :meth:`forget_site_data`."""
        close_pages(self.context, site_url)


def wants_fresh_context(request: pytest.FixtureRequest) -> bool:
    node = request.node
    return (not SHARED_CONTEXT or node.get_closest_marker(FRESH_CONTEXT) is not None
            or node.get_closest_marker("browser_context_args") is not None
            or wants_service_worker(request))
