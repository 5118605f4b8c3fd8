# Entry point of the page (PyScript, Pyodide): start pushweb, or say why not.
import traceback

from pyscript import document, window

try:
    import pushweb

    pushweb.main()
except Exception as error:  # noqa: BLE001 - the page must show why it did not start
    window.console.error(traceback.format_exc())
    box = document.getElementById("start-error")
    box.textContent = f"The page could not start: {error!r}. Reloading may help."
    box.hidden = False
    document.getElementById("loading-progress").hidden = True
