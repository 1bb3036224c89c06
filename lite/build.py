"""Build the JupyterLite site: every notebook of unsun_lab, running in the learner's browser.

Usage::

    python lite/build.py OUTDIR          # offline site: the Pyodide runtime is inside OUTDIR
    python lite/build.py OUTDIR --cdn    # deployment site: the runtime comes from the Pyodide CDN

Serve OUTDIR with any static web server (``python -m http.server -d OUTDIR``) and open it.

OUTDIR is replaced only when it is missing, an empty folder, or a site an earlier build made
(it holds the build's marker file, ``MARKER``). Anything else (``.``, the checkout or a folder
of it, your home, a link, a file, a folder of your own) is refused in one line, before any
slow step: the build never deletes what it did not make.

What goes into the site
-----------------------
* ``files/``: the repository's ``notebooks/`` (language folders included), unchanged.
* ``static/pyodide/`` (offline only): the Pyodide runtime from the npm package
  ``pyodide@PYODIDE_VERSION`` (the version ``jupyterlite-pyodide-kernel`` is made for).
* ``static/wheels/``: every Python package the kernel loads at start, and a ``pyodide-lock.json``
  that lists them with their real sha256.  They are *preloaded*
  (``loadPyodideOptions.packages``), so ``import unsun_lab`` and the widgets work in the first
  cell, with no install cell.  ``disablePyPIFallback`` keeps piplite off the network.

The build tools (``lite/tools.txt``: jupyterlite-core, jupyterlite-pyodide-kernel, the widget
packages, hatchling) are installed by this script into a virtual environment of their own, never
into the project's environment (a JupyterLab that finds the Pyodide kernel's lab extension logs
errors).  That environment and the downloads (``npm pack``, ``pip download``; the registries
only) are cached in ``$UNSUN_LITE_CACHE`` or ``~/.cache/unsun-lab-lite``: a second build fetches
nothing.  Only pure-Python wheels (``py3-none-any``) can be shipped: the browser runs
WebAssembly.  This script itself needs only the standard library, Python >= 3.11 and ``npm``.
"""

from __future__ import annotations

import argparse
import contextlib
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_PLUGIN = f"{KERNEL_EXTENSION}:kernel"
WHEELS_URL = "./static/wheels"

# The Pyodide runtime files a browser needs (the npm package also has maps, types and demos).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
)

# Loaded at kernel start.  The five the kernel would otherwise install one by one through
# piplite (ipykernel, comm, pyodide-kernel, jedi, ipython) are named here too, so it skips that.
PRELOAD = (
    "micropip",
    "piplite",
    "pyodide-kernel",
    "ipykernel",
    "comm",
    "ipython",
    "jedi",
    "widgetsnbextension",
    "ipywidgets",
    "anywidget",
    "psygnal",
    "tqdm",
    "unsun-lab",
)

# Browser-side wheels from PyPI, at the versions installed in the tools' environment: the
# front-end extensions in the site come from there too, so both halves of every widget match.
BROWSER_WHEELS = ("comm", "anywidget", "ipywidgets", "psygnal")

# Wheels the kernel extension ships itself (stubs of ipykernel and widgetsnbextension, piplite).
EXTENSION_WHEELS = ("piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension-4")


#: The file every site this script builds holds: the mark that the folder may be replaced.
MARKER = ".unsun-lab-lite-site"
MARKER_TEXT = "A JupyterLite site built by unsun_lab's lite/build.py; it replaces this folder.\n"


class OutdirRefused(Exception):
    """OUTDIR is not a folder the build may replace; the message says why, in one line."""


def check_outdir(outdir: Path) -> Path:
    """``outdir`` resolved, if the build may write the site there: a path that does not exist
    yet (its parent folder is made), an empty folder, or a site an earlier build made (it
    holds ``MARKER``). Refused with :class:`OutdirRefused`: a link (its target would be
    replaced), a file or anything else that is not a folder, the checkout or a folder that
    holds it, a folder of its sources (``notebooks``, ``lite`` ...), the home folder or one
    that holds it, and any other folder that is not empty."""
    given = Path(os.path.expanduser(str(outdir)))
    shown = repr(str(outdir))
    if given.is_symlink():
        raise OutdirRefused(f"{shown} is a link: give the folder itself (the build replaces it)")
    target = given.resolve()
    home = Path.home().resolve()
    for kept, name in ((REPO, "the checkout"), (home, "your home folder")):
        if target == kept or target in kept.parents:
            raise OutdirRefused(
                f"{shown} is {name} or holds it: the build makes a folder of its own"
            )
    if REPO in target.parents and target.relative_to(REPO).parts[0] in _SOURCES:
        top = target.relative_to(REPO).parts[0]
        raise OutdirRefused(f"{shown} is in the checkout's {top}/ folder: give another folder")
    if not target.exists():
        if target.parent.exists() and not target.parent.is_dir():
            raise OutdirRefused(f"{shown}: {target.parent} is not a folder")
        return target
    if not target.is_dir():
        raise OutdirRefused(f"{shown} is not a folder (a file, or something else): not replaced")
    marker = target / MARKER
    if marker.is_file() and not marker.is_symlink():
        return target
    if any(target.iterdir()):
        raise OutdirRefused(
            f"{shown} is not empty and no earlier build made it (no {MARKER} file):"
            " give a new or empty folder"
        )
    return target


#: The checkout's folders of sources: a folder inside one is never a site's place.
_SOURCES = frozenset(
    {".git", "unsun_lab", "notebooks", "lite", "tests", "tools", "docs", "benchmarks"}
)


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def normalize(name: str) -> str:
    """PEP 503 name: ``Prompt_Toolkit`` -> ``prompt-toolkit``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def cache_dir() -> Path:
    configured = os.environ.get("UNSUN_LITE_CACHE")
    if configured:
        path = Path(configured)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        path = Path(base) / "unsun-lab-lite"
    path.mkdir(parents=True, exist_ok=True)
    return path


@contextlib.contextmanager
def cache_lock(cache: Path) -> Iterator[None]:
    """One build at a time fills the cache (two test sessions may build at once)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        yield
        return
    with (cache / ".lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def run(command: list[str], cwd: Path | None = None) -> None:
    log("$ " + " ".join(command))
    subprocess.run(command, cwd=cwd, check=True)


def tools_python(cache: Path) -> Path:
    """The Python of the build tools' own virtual environment (made once, then cached)."""
    spec = (HERE / "tools.txt").read_text("utf-8")
    key = hashlib.sha256((spec + sys.version).encode()).hexdigest()[:12]
    venv = cache / f"tools-{key}"
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if (venv / ".complete").is_file():
        return python
    for stale in cache.glob("tools-*"):  # an older tools.txt's environment, or a broken one
        shutil.rmtree(stale)
    try:
        run([sys.executable, "-m", "venv", str(venv)])
    except subprocess.CalledProcessError:
        raise SystemExit(
            f"{sys.executable} cannot make a virtual environment (on Debian: apt-get install "
            "python3-venv); lite/build.py keeps its tools in one, out of your environment"
        ) from None
    quiet = ["--disable-pip-version-check", "--quiet"]
    run([str(python), "-m", "pip", "install", *quiet, "-r", str(HERE / "tools.txt")])
    (venv / ".complete").write_text(spec, "utf-8")
    return python


_FACTS_PY = """
import json, sys, importlib.metadata as m
from pathlib import Path
from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
pypi = Path(sys.prefix, "share", "jupyter", "labextensions", *sys.argv[1].split("/"),
            "static", "pypi")
print(json.dumps({"pyodide": PYODIDE_VERSION, "extension_pypi": str(pypi),
                  "versions": {name: m.version(name) for name in sys.argv[2:]}}))
"""


def tool_facts(python: Path) -> dict[str, Any]:
    """The Pyodide version the kernel is made for, its wheels, the widget packages' versions."""
    completed = subprocess.run(
        [str(python), "-c", _FACTS_PY, KERNEL_EXTENSION, *BROWSER_WHEELS],
        check=True,
        capture_output=True,
        text=True,
    )
    facts: dict[str, Any] = json.loads(completed.stdout)
    return facts


def fetch_runtime(cache: Path, version: str) -> Path:
    """The unpacked npm package ``pyodide@version`` (fetched once with ``npm pack``)."""
    unpacked = cache / f"pyodide-{version}"
    if (unpacked / "pyodide.mjs").is_file():
        return unpacked
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("npm is needed once to fetch the Pyodide runtime (npm pack pyodide)")
        run([npm, "pack", f"pyodide@{version}", "--pack-destination", str(cache)], cwd=cache)
    partial = Path(tempfile.mkdtemp(dir=cache, prefix=".pyodide-"))
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and name in RUNTIME_FILES:
                source = archive.extractfile(member)
                assert source is not None
                (partial / name).write_bytes(source.read())
    missing = [name for name in RUNTIME_FILES if not (partial / name).is_file()]
    if missing:
        raise SystemExit(f"{tarball.name} lacks {missing}")
    partial.rename(unpacked)
    return unpacked


def pip_download(python: Path, specs: list[str], dest: Path) -> None:
    """Pure-Python wheels for the browser's Python, from PyPI, without their dependencies."""
    wanted = [spec for spec in specs if not _cached_wheel(dest, spec)]
    if not wanted:
        return
    run(
        [
            str(python),
            "-m",
            "pip",
            "download",
            "--disable-pip-version-check",
            "--no-deps",
            "--only-binary=:all:",
            "--platform=any",
            "--implementation=py",
            "--abi=none",
            "--python-version=3.14",
            "--dest",
            str(dest),
            *wanted,
        ]
    )


def _cached_wheel(folder: Path, spec: str) -> Path | None:
    name, version = spec.split("==")
    for wheel in folder.glob("*.whl"):
        parts = wheel.name.split("-")
        if normalize(parts[0]) == normalize(name) and parts[1] == version:
            return wheel
    return None


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, required names without extras, top-level import names) of a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(archive.read(meta_name).decode("utf-8"))
    requires = []
    for requirement in meta.get_all("Requires-Dist") or []:
        if "extra ==" in requirement.replace('"', " ").replace("'", " "):
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        if match:
            requires.append(normalize(match.group(1)))
    imports = set()
    for entry in names:
        top = entry.split("/", 1)[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in entry and entry.endswith("__init__.py") and entry.count("/") == 1:
            imports.add(top)
        elif "/" not in entry and entry.endswith(".py"):
            imports.add(entry[:-3])
    return str(meta["Name"]), str(meta["Version"]), requires, sorted(imports)


def find_extension_wheels(folder: Path) -> list[Path]:
    found = []
    for prefix in EXTENSION_WHEELS:
        matches = sorted(folder.glob(f"{prefix}*.whl"))
        if not matches:
            raise SystemExit(f"{folder} has no {prefix} wheel")
        found.append(matches[-1])
    return found


def build_own_wheel(python: Path, dest: Path) -> Path:
    """The project's wheel, built from the checkout (hatchling, no network)."""
    with tempfile.TemporaryDirectory() as scratch:
        run(
            [
                str(python),
                "-m",
                "pip",
                "wheel",
                "--disable-pip-version-check",
                "--no-deps",
                "--no-build-isolation",
                "--wheel-dir",
                scratch,
                str(REPO),
            ]
        )
        (wheel,) = Path(scratch).glob("unsun_lab-*.whl")
        target = dest / wheel.name
        shutil.copy2(wheel, target)
    return target


def closure(lock: dict[str, Any], roots: list[str]) -> list[str]:
    """Names in the lock reached from ``roots`` through ``depends``."""
    seen: list[str] = []
    stack = [normalize(name) for name in roots]
    while stack:
        name = stack.pop()
        if name in seen or name not in lock:
            continue
        seen.append(name)
        stack.extend(normalize(dep) for dep in lock[name]["depends"])
    return sorted(seen)


def make_wheels(
    out: Path, runtime: Path, cache: Path, python: Path, facts: dict[str, Any]
) -> dict[str, Any]:
    """Fill ``out`` with every preloaded wheel; return the lock that lists them."""
    lock: dict[str, Any] = json.loads((runtime / "pyodide-lock.json").read_text("utf-8"))
    packages: dict[str, Any] = {normalize(k): v for k, v in lock["packages"].items()}
    wheel_cache = cache / "wheels"
    wheel_cache.mkdir(exist_ok=True)

    browser_specs = [f"{name}=={version}" for name, version in facts["versions"].items()]
    pip_download(python, browser_specs, wheel_cache)
    added = [_cached_wheel(wheel_cache, spec) for spec in browser_specs]
    added += find_extension_wheels(Path(facts["extension_pypi"]))
    added.append(build_own_wheel(python, out))

    entries: dict[str, dict[str, Any]] = {}
    for wheel in added:
        assert wheel is not None
        name, version, requires, imports = wheel_metadata(wheel)
        entries[normalize(name)] = {
            "name": normalize(name),
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "package_type": "package",
            "imports": imports,
            "depends": requires,
            "sha256": "",
            "unvendored_tests": False,
        }
        if wheel.parent != out:
            shutil.copy2(wheel, out / wheel.name)
    packages.update(entries)
    for entry in entries.values():  # only what the lock can provide (no JupyterLab, R: browser)
        entry["depends"] = sorted(dep for dep in entry["depends"] if dep in packages)

    shipped = closure(packages, list(PRELOAD))
    from_pyodide = [name for name in shipped if name not in entries]
    specs = [f"{packages[n]['name']}=={packages[n]['version']}" for n in from_pyodide]
    pip_download(python, specs, wheel_cache)
    for name, spec in zip(from_pyodide, specs, strict=True):
        wheel = _cached_wheel(wheel_cache, spec)
        if wheel is None:
            raise SystemExit(f"PyPI has no pure-Python wheel for {spec}")
        shutil.copy2(wheel, out / wheel.name)
        packages[name]["file_name"] = wheel.name

    # The lock lists exactly what is shipped, each with the sha256 of the file in the site.
    for name in shipped:
        packages[name]["sha256"] = sha256_of(out / packages[name]["file_name"])
    lock["packages"] = {name: packages[name] for name in shipped}
    return lock


def lite_config(cdn: bool) -> dict[str, Any]:
    config: dict[str, Any] = json.loads((HERE / "jupyter-lite.json").read_text("utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    kernel["loadPyodideOptions"] = {
        "lockFileURL": f"{WHEELS_URL}/pyodide-lock.json",
        "packages": list(PRELOAD),
    }
    if cdn:
        kernel.pop("pyodideUrl", None)  # the kernel's default: the Pyodide CDN
    return config


def copy_notebooks(dest: Path) -> int:
    count = 0
    source = REPO / "notebooks"
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if any(part.startswith(".") for part in relative.parts) or not path.is_file():
            continue
        target = dest / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
        count += path.suffix == ".ipynb"
    return count


def build(outdir: Path, *, cdn: bool = False) -> dict[str, Any]:
    """Build the site into ``outdir`` (replaced); return a summary (seconds, bytes, files)."""
    started = time.perf_counter()
    outdir = check_outdir(outdir)  # before anything slow, and before anything is deleted
    cache = cache_dir()
    with cache_lock(cache), tempfile.TemporaryDirectory(prefix="unsun-lite-") as scratch:
        python = tools_python(cache)
        facts = tool_facts(python)
        version = str(facts["pyodide"])
        runtime = fetch_runtime(cache, version)
        stage = Path(scratch) / "lite"
        (stage / "files").mkdir(parents=True)
        notebooks = copy_notebooks(stage / "files")
        for name in ("jupyter_lite_config.json", "overrides.json"):
            shutil.copy2(HERE / name, stage / name)
        (stage / "jupyter-lite.json").write_text(
            json.dumps(lite_config(cdn), indent=2), encoding="utf-8"
        )
        if not cdn:
            shutil.copytree(runtime, stage / "static" / "pyodide")
        wheels = Path(scratch) / "wheels"
        wheels.mkdir()
        lock = make_wheels(wheels, runtime, cache, python, facts)
        site = Path(scratch) / "site"  # built here, marked, then moved into place
        run(
            [
                str(python),
                "-m",
                "jupyterlite_core",
                "build",
                "--lite-dir",
                str(stage),
                "--output-dir",
                str(site),
                "--no-sourcemaps",
                "--no-unused-shared-packages",
            ],
            cwd=stage,
        )
        target = site / "static" / "wheels"
        shutil.copytree(wheels, target)
        (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
        replace_outdir(outdir, site)
    files = [p for p in outdir.rglob("*") if p.is_file()]
    summary = {
        "outdir": str(outdir),
        "cdn": cdn,
        "pyodide": version,
        "notebooks": notebooks,
        "preloaded": sorted(lock["packages"]),
        "files": len(files),
        "bytes": sum(p.stat().st_size for p in files),
        "seconds": round(time.perf_counter() - started, 1),
    }
    return summary


def replace_outdir(outdir: Path, site: Path) -> None:
    """Put the built ``site`` at ``outdir``, checked again (it may have changed during the
    build): the old site or empty folder goes, the marker is written first, then the site."""
    outdir = check_outdir(outdir)
    if outdir.exists():
        shutil.rmtree(outdir)
    outdir.mkdir(parents=True)
    (outdir / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
    for child in sorted(site.iterdir()):
        shutil.move(str(child), str(outdir / child.name))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path, help="folder to write the site to (replaced)")
    parser.add_argument(
        "--cdn",
        action="store_true",
        help="load the Pyodide runtime from its CDN (smaller site; needs the network to run)",
    )
    args = parser.parse_args(argv)
    try:
        check_outdir(args.outdir)
    except OutdirRefused as refused:
        print(f"lite/build.py: refused: {refused}", file=sys.stderr)
        return 2
    summary = build(args.outdir, cdn=args.cdn)
    log(
        f"built {summary['outdir']}: {summary['notebooks']} notebooks, "
        f"{len(summary['preloaded'])} preloaded packages, {summary['files']} files, "
        f"{summary['bytes'] / 1e6:.1f} MB, {summary['seconds']} s"
    )
    (args.outdir / "build-summary.json").write_text(json.dumps(summary, indent=2), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
