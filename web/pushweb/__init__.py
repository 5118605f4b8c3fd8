"""pushweb: the page side of pushgames (runs in the browser under PyScript).

``pushweb.main()`` starts the app: the shell (:mod:`pushweb.shell`) plus the
board plug-ins (:mod:`pushweb.boards`).
"""

from __future__ import annotations


def main() -> None:
    from pyscript import document

    from .shell import App

    app = App()
    app.start()
    progress = document.getElementById("loading-progress")
    if progress:
        progress.hidden = True
    document.body.dataset.ready = "true"
