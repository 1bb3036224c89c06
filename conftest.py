"""What ``pytest`` runs, and how nbval checks the notebooks.

The suite: the README's ``pytest`` runs the unit tests, the notebooks under nbval and the browser
tests, and leaves out the tests marked ``slow`` (full-size sweeps, a fresh clone's own run, a
fresh Binder environment, the JupyterLite site): it reports them as deselected and says how to run
them. ``pytest --run-slow`` runs everything, as ``.ci/run`` does.

The notebooks: the lesson, not the pixels.

``pytest`` runs every notebook under nbval (``--nbval-lax``: only the cells tagged
``nbval-check-output`` are compared). A checked cell is compared on its *text* outputs only: what it
prints and the ``text/plain`` repr of what it shows (``<Trick 9 ... winner=0>``,
``DealStepper(move=14/66, ...)``), which state a rule's effect. The drawings are never compared:
SVG and HTML bytes change whenever a picture is tweaked, and widget model ids are random. A cell
still fails if it raises, or if its text differs from the committed one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

# The output kinds that are pictures of the state rather than statements about it.
PICTURES = (
    "image/svg+xml",
    "image/png",
    "image/jpeg",
    "text/html",
    "application/javascript",
    "application/vnd.jupyter.widget-view+json",
    "application/vnd.jupyter.widget-state+json",
)


RUN_SLOW = "--run-slow"

# Hypothesis judges examples by the clock unless told not to: a per-example deadline (200 ms) and
# a health check on slow data generation both fail a test on a busy machine. No test here asserts
# a duration, so neither applies anywhere (a test's own @settings may still set them).
try:
    from hypothesis import HealthCheck, settings
except ImportError:  # the [test] extra is not installed: no property test will run either
    pass
else:
    settings.register_profile(
        "unsun_lab", deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    settings.load_profile("unsun_lab")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        RUN_SLOW,
        action="store_true",
        default=False,
        help="also run the tests marked slow (CI does: .ci/run)",
    )


@pytest.hookimpl(tryfirst=True)  # the groups are set before xdist reads them
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In an xdist worker, give each test its group (see pytest_cmdline_main below). Without
    --run-slow, the slow tests are deselected (not skipped: nothing to report), unless a ``-m``
    expression names the marker itself (``pytest -m slow`` runs only them)."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None and workerinput.get(GROUPED):
        config.option.loadgroup = True  # xdist then names each test's group in its node id
        for item in items:
            item.add_marker(pytest.mark.xdist_group(_group(item)))
    if config.getoption(RUN_SLOW) or "slow" in (config.getoption("markexpr") or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if slow:
        items[:] = [item for item in items if item.get_closest_marker("slow") is None]
        config.hook.pytest_deselected(items=slow)


# ``pytest`` runs in one process. With pytest-xdist installed, ``pytest -n 2`` runs in two
# worker processes, and sends the tests by group: each file whole (a notebook's cells share one
# kernel; module fixtures are built once), and all browser tests to one worker (one JupyterLab
# server and one Chromium, as in a run without xdist). It is not the default: on a busy 2-core
# machine two workers only fight over the cores (measured: slower), and the browser tests, the
# longest part, stay on one worker anyway.
GROUPED = "unsun_lab_grouped"  # the key, in each worker's input, that turns grouping on


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """``-n N`` alone distributes by group (``--dist loadgroup``) rather than test by test."""
    if not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput"):
        return
    if config.inipath is None or config.inipath.parent != Path(__file__).resolve().parent:
        return  # a pytest run elsewhere that borrowed this file (tests/house/test_notebooks.py)
    option = config.option
    if option.numprocesses and option.dist == "no" and not option.usepdb:
        option.dist = "loadgroup"


@pytest.hookimpl(optionalhook=True)  # an xdist hook: called on the main process per worker
def pytest_configure_node(node: Any) -> None:
    """Tell each worker to group its tests: a worker parses the command line again, so it does
    not see the ``--dist loadgroup`` that pytest_cmdline_main set."""
    node.workerinput[GROUPED] = node.config.getvalue("dist") == "loadgroup"


def _group(item: pytest.Item) -> str:
    path = Path(str(item.path)).resolve()
    here = Path(__file__).resolve().parent
    try:
        parts = path.relative_to(here).parts
    except ValueError:
        return path.as_posix()
    if parts[:2] == ("tests", "browser"):
        return "lite" if "lite" in parts else "browser"
    return "/".join(parts)


def pytest_report_header(config: pytest.Config) -> str:
    if config.getoption(RUN_SLOW):
        return "slow tests: run (--run-slow)"
    return "slow tests: deselected; `pytest --run-slow` runs them too (CI does)"


def pytest_collectstart(collector: Any) -> None:
    """Tell each notebook collected by nbval to skip the pictures when it compares outputs."""
    try:
        from nbval.plugin import IPyNbFile
    except ImportError:  # nbval not installed: nothing to configure
        return
    if isinstance(collector, IPyNbFile):
        collector.skip_compare = tuple(dict.fromkeys((*collector.skip_compare, *PICTURES)))
