"""Render the app icon (web/icons/icon.svg) to the PNG sizes the manifest lists.

The PNGs are committed (the build copies web/ as it is); run this after changing
the SVG. It draws with the same headless Chromium the tests use, so the PNGs are
the SVG as a browser shows it.

Usage: python tools/make_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sitesrv import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"
SIZES = (192, 512)


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<body style="margin:0;background:transparent">'
                             f'<img src="data:image/svg+xml,{quote(svg)}" '
                             f'width="{size}" height="{size}" style="display:block"></body>')
            page.wait_for_function(
                "document.images[0].complete && document.images[0].naturalWidth > 0")
            page.screenshot(path=str(ICONS / f"icon-{size}.png"), omit_background=True)
            page.close()
        browser.close()
    print(f"make_icons: wrote {', '.join(f'icon-{s}.png' for s in SIZES)} in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
