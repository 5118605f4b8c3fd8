"""A quiet local HTTP server for the built site (tests and bench).

``serve_directory(path)`` serves ``path`` on 127.0.0.1 and a free port in a
daemon thread, with the MIME types the site needs, and counts the body bytes it
sends (``server.bytes_sent``).
"""

from __future__ import annotations

import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}


class QuietHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    server: SiteServer

    def copyfile(self, source: Any, outputfile: Any) -> None:
        super().copyfile(source, outputfile)
        try:
            size = source.seek(0, 2)
        except (OSError, AttributeError):
            return
        with self.server.lock:
            self.server.bytes_sent += size


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, directory: Path):
        super().__init__(("127.0.0.1", 0), partial(QuietHandler, directory=str(directory)))
        self.lock = threading.Lock()
        self.bytes_sent = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


def serve_directory(directory: Path) -> SiteServer:
    server = SiteServer(directory)
    threading.Thread(target=server.serve_forever, name=f"http:{directory}", daemon=True).start()
    return server


# Headless Debian chromium, as the team's toolchain notes prove (docs/testing.md): never a
# Playwright-downloaded browser; every host except 127.0.0.1 fails to resolve.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run",
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
