"""pushweb: the page side of pushgames (runs in the browser under PyScript).

``pushweb.main()`` starts the app: the shell (:mod:`pushweb.shell`) plus the
board plug-ins (:mod:`pushweb.boards`).
"""

from __future__ import annotations


def main() -> None:
    from pyscript import document, window

    from . import firstpaint
    from .dom import listen
    from .shell import App

    def start() -> App:
        # "Starting Python…" goes before the first view is drawn: it stands above the board,
        # which is sized to the room left under it (pushweb.boardfit measures at a drawing).
        progress = document.getElementById("loading-progress")
        if progress:
            progress.hidden = True
        app = App()
        app.start()
        # Python's own view replaced the kept one (index.html) in this same task.
        firstpaint.release()
        document.body.dataset.ready = "true"
        # Kept when the page is left or hidden: a reload, a closed tab, a phone's app switch.
        listen(window, "pagehide", lambda event: firstpaint.keep(app))
        listen(document, "visibilitychange",
               lambda event: firstpaint.keep(app) if document.visibilityState == "hidden" else None)
        return app

    if getattr(window, "pgTestHooks", None) is True:  # the browser tests' page only
        from . import testhook

        testhook.install(start)
    else:
        start()
