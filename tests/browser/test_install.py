"""Installing the page as an app: the web app manifest (index.html links it) parses
without errors in Chromium, names the app, lists an SVG and a PNG icon and a relative
start URL; the icons and the start URL are served and kept in the offline cache; the
start URL an installed app opens starts offline.

The guard in conftest.py fails the test on a non-local request, a console error or an
uncaught page error.
"""

from __future__ import annotations

import json
from typing import Callable
from urllib.parse import urljoin

import pytest
from playwright.sync_api import BrowserContext, Page

#: It goes offline or installs: a browser context of its own.
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]

MANIFEST_URL = "manifest.webmanifest"
CACHED = "async (url) => !!(await caches.match(url))"
#: The home page imports every game to draw its tiles: on a loaded machine it takes longer.
HOME_TIMEOUT_MS = 180_000


def test_the_manifest_parses_and_the_installed_start_url_works_offline(
        context: BrowserContext, page: Page, open_page: Callable[..., Page], site_url: str,
        make_offline_ready: Callable[[Page], None], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    cdp = context.new_cdp_session(page)
    got = cdp.send("Page.getAppManifest")
    assert got["url"] == site_url + MANIFEST_URL
    assert got["errors"] == [], got["errors"]
    manifest = json.loads(got["data"])
    assert manifest["name"] and manifest["short_name"] == "pushgames"
    assert manifest["display"] == "standalone"
    start = manifest["start_url"]
    # relative: works under any sub-path
    assert not start.startswith(("/", "http:", "https:")), start
    types = {icon["type"] for icon in manifest["icons"]}
    assert {"image/svg+xml", "image/png"} <= types
    assert any(icon["sizes"] == "512x512" for icon in manifest["icons"])

    make_offline_ready(page)
    icon_urls = [urljoin(got["url"], icon["src"]) for icon in manifest["icons"]]
    start_url = urljoin(got["url"], start)
    for url in [*icon_urls, start_url, got["url"]]:
        assert page.evaluate(CACHED, url), f"{url} is not in the offline cache"

    context.set_offline(True)
    try:
        installed = context.new_page()
        for url, icon in zip(icon_urls, manifest["icons"]):
            response = installed.goto(url)
            assert response is not None and response.ok, url
            assert response.headers["content-type"].startswith(icon["type"]), (url,
                                                                               response.headers)
        installed.goto(start_url)
        wait_ready(installed, HOME_TIMEOUT_MS)
        assert installed.evaluate("navigator.onLine") is False
        tiles = installed.locator(".game-tile")
        tiles.first.wait_for(state="visible")
        assert tiles.count() >= 5  # the home page with every game
    finally:
        context.set_offline(False)
