"""Build the pure-Python ``pushgames`` wheel, fast and byte-for-byte reproducible.

Why not ``pip wheel .``?  It works too (pyproject.toml is a normal setuptools
project), but it takes seconds, may need the network for build isolation and
stamps the current time into the zip, so every build would change the site's
content hash and force every visitor to re-download the whole offline cache.
This writes the same PEP 427 layout (package files + ``*.dist-info`` with
METADATA, WHEEL, RECORD) with fixed timestamps.

Usage: python tools/build_wheel.py [OUT_DIR]   (default build/wheel)
"""

from __future__ import annotations

import base64
import hashlib
import sys
import tomllib
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__"}
SKIP_SUFFIXES = {".pyc", ".pyo"}


def project_meta() -> dict[str, Any]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        project: dict[str, Any] = tomllib.load(f)["project"]
        return project


def wheel_name(meta: dict[str, Any] | None = None) -> str:
    meta = meta or project_meta()
    return f"{meta['name'].replace('-', '_')}-{meta['version']}-py3-none-any.whl"


def package_files(package_root: Path, base: Path) -> list[tuple[str, Path]]:
    """(archive name, path) of every file of the package, sorted."""
    out = []
    for path in sorted(package_root.rglob("*")):
        rel = path.relative_to(base)
        if not path.is_file() or SKIP_DIRS.intersection(rel.parts) or path.suffix in SKIP_SUFFIXES:
            continue
        out.append((rel.as_posix(), path))
    return out


def deterministic_zip(out: Path, entries: list[tuple[str, bytes]]) -> None:
    """Write a zip whose bytes depend only on ``entries``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    tmp.replace(out)


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest},{len(data)}"


def build_wheel(out_dir: Path) -> Path:
    meta = project_meta()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name.replace('-', '_')}-{version}.dist-info"
    pkg_dir = ROOT / name.replace("-", "_")
    if not (pkg_dir / "__init__.py").is_file():
        raise SystemExit(f"build_wheel: {pkg_dir}/__init__.py not found")

    entries: list[tuple[str, bytes]] = [(arc, p.read_bytes())
                                        for arc, p in package_files(pkg_dir, ROOT)]

    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if meta.get("description"):
        lines.append(f"Summary: {meta['description']}")
    if meta.get("requires-python"):
        lines.append(f"Requires-Python: {meta['requires-python']}")
    for extra, reqs in sorted(meta.get("optional-dependencies", {}).items()):
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {r}; extra == "{extra}"' for r in reqs]
    entries.append((f"{dist_info}/METADATA", ("\n".join(lines) + "\n").encode()))
    entries.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: pushgames-tools\n"
                    b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    scripts = meta.get("scripts", {})
    if scripts:
        body = "[console_scripts]\n" + "".join(f"{k} = {v}\n" for k, v in sorted(scripts.items()))
        entries.append((f"{dist_info}/entry_points.txt", body.encode()))
    entries.append((f"{dist_info}/top_level.txt", f"{name.replace('-', '_')}\n".encode()))
    record = "".join(f"{arc},{_record_hash(data)}\n" for arc, data in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))

    out = out_dir / wheel_name(meta)
    deterministic_zip(out, entries)
    return out


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "wheel"
    print(build_wheel(target))
