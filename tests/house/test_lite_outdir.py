"""lite/build.py replaces only what it made: a new or empty folder, or an earlier site.

``python lite/build.py .`` used to build for minutes and then delete the whole checkout
(sources, ``.git``, uncommitted work); so would ``notebooks``, ``lite`` or ``~``, and a link
had its target deleted. Each of these is refused now in one line, before any slow step.
These tests call the check and ``main`` with the slow build replaced by a tripwire: nothing
is built and nothing real is at risk.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["lite_build"] = module
    spec.loader.exec_module(module)
    return module


build = _build()


@pytest.fixture
def tripwire(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any slow step (the tools' environment, a download, the build itself) fails the test."""

    def reached(*_: object, **__: object) -> None:
        raise AssertionError("a slow step of the build was reached")

    for name in ("build", "tools_python", "fetch_runtime", "make_wheels", "cache_dir"):
        monkeypatch.setattr(build, name, reached)


def _refused(tmp_path: Path, kind: str) -> Path:
    """A target the build must refuse, of the given kind."""
    if kind == "dot":
        os.chdir(ROOT)
        return Path(".")
    if kind in ("checkout", "notebooks", "lite", "a folder in lite"):
        where = {"checkout": ROOT, "notebooks": ROOT / "notebooks", "lite": ROOT / "lite"}
        return where.get(kind, ROOT / "lite" / "site")
    if kind == "home":
        return Path("~")
    if kind == "above the checkout":
        return ROOT.parent
    if kind == "link to an empty folder":
        (tmp_path / "empty").mkdir()
        (tmp_path / "link").symlink_to(tmp_path / "empty")
        return tmp_path / "link"
    if kind == "regular file":
        (tmp_path / "site").write_text("mine", encoding="utf-8")
        return tmp_path / "site"
    if kind == "fifo":
        os.mkfifo(tmp_path / "site")
        return tmp_path / "site"
    if kind == "folder of my own":
        (tmp_path / "site").mkdir()
        (tmp_path / "site" / "thesis.tex").write_text("mine", encoding="utf-8")
        return tmp_path / "site"
    if kind == "marker that is a link":
        (tmp_path / "site").mkdir()
        (tmp_path / "marker").write_text(build.MARKER_TEXT, encoding="utf-8")
        (tmp_path / "site" / build.MARKER).symlink_to(tmp_path / "marker")
        (tmp_path / "site" / "thesis.tex").write_text("mine", encoding="utf-8")
        return tmp_path / "site"
    raise AssertionError(kind)


REFUSED = [
    "dot",
    "checkout",
    "notebooks",
    "lite",
    "a folder in lite",
    "home",
    "above the checkout",
    "link to an empty folder",
    "regular file",
    "fifo",
    "folder of my own",
    "marker that is a link",
]


@pytest.mark.parametrize("kind", REFUSED)
def test_a_target_the_build_did_not_make_is_refused_before_any_slow_step(
    kind: str, tmp_path: Path, tripwire: None, capsys: pytest.CaptureFixture[str]
) -> None:
    here = Path.cwd()
    try:
        target = _refused(tmp_path, kind)
        with pytest.raises(build.OutdirRefused):
            build.check_outdir(target)
        assert build.main([str(target)]) == 2
    finally:
        os.chdir(here)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("lite/build.py: refused: "), err
    assert (ROOT / ".git").exists() and (ROOT / "lite" / "build.py").is_file()
    if kind == "link to an empty folder":
        assert (tmp_path / "empty").is_dir() and (tmp_path / "link").is_symlink()
    if kind == "folder of my own":
        assert (tmp_path / "site" / "thesis.tex").read_text(encoding="utf-8") == "mine"


def test_a_new_an_empty_or_an_earlier_site_folder_is_accepted(tmp_path: Path) -> None:
    assert build.check_outdir(tmp_path / "new" / "site") == (tmp_path / "new" / "site")
    (tmp_path / "empty").mkdir()
    assert build.check_outdir(tmp_path / "empty") == tmp_path / "empty"
    earlier = tmp_path / "earlier"
    earlier.mkdir()
    (earlier / build.MARKER).write_text(build.MARKER_TEXT, encoding="utf-8")
    (earlier / "index.html").write_text("old site", encoding="utf-8")
    assert build.check_outdir(earlier) == earlier


def test_the_site_replaces_an_earlier_one_and_carries_the_marker(tmp_path: Path) -> None:
    site = tmp_path / "built"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("new site", encoding="utf-8")
    (site / "static" / "app.js").write_text("//", encoding="utf-8")
    out = tmp_path / "out"
    build.replace_outdir(out, site)
    assert (out / build.MARKER).is_file() and (out / "index.html").read_text() == "new site"
    again = tmp_path / "again"
    (again / "static").mkdir(parents=True)
    (again / "index.html").write_text("newer site", encoding="utf-8")
    build.replace_outdir(out, again)  # the earlier site (marked) is replaced whole
    assert (out / "index.html").read_text() == "newer site"
    assert not (out / "static" / "app.js").exists()
    assert (out / build.MARKER).is_file()
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(build.OutdirRefused):
        build.replace_outdir(mine, again)
    assert (mine / "notes.txt").read_text() == "mine"


def test_the_documented_target_is_still_accepted() -> None:
    """README and the Pages workflow build into ``_site`` in the checkout: new, or marked."""
    site = ROOT / "_site"
    if not site.exists() or (site / build.MARKER).is_file():
        assert build.check_outdir(site) == site
    assert "python lite/build.py _site" in (ROOT / "README.md").read_text(encoding="utf-8")
