"""Benchmarks: ``python -m bench`` (engines in CPython and Pyodide, page start-up)."""
