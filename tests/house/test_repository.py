"""The repository stands on its own: no path of one machine in it; (slow) a fresh clone passes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Folders that exist on one machine only; written in pieces so this file does not match itself.
FOLDERS = ["wo" + "rk", "ro" + "ot", "ho" + "me"]
# /home/pyodide is the home folder inside the browser's Python (JupyterLite), not a machine's.
MACHINE_PATH = re.compile("(?<![\\w.])/(" + "|".join(FOLDERS) + ")/(?!pyodide\\b)")


def _tracked_files() -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in out.decode().split("\0") if name]


def test_no_absolute_machine_path_in_the_repository() -> None:
    offenders = []
    for path in _tracked_files():
        if not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if MACHINE_PATH.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert offenders == []


def test_the_conformance_records_ship_with_the_tests() -> None:
    records = [
        p
        for p in (ROOT / "tests" / "data" / "conformance").glob("*.json")
        if not p.name.endswith(".expected.json")
    ]
    assert len(records) >= 10
    assert all(p.with_suffix(".expected.json").is_file() for p in records)


# -- a fresh clone, with nothing beside it ---------------------------------------------------

# The unit tests a fresh clone runs (no browser, no notebooks, nothing slow), and the doctests.
# Named one by one, so the clone's run never reaches the notebooks, the browser tests or another
# fresh clone (this file's slow tests are deselected there, and skip if run in it anyway).
CORE_TESTS = [
    "tests/rules/test_conformance.py",
    "tests/core/test_records.py",
    "tests/core/test_hostile_records.py",
    "tests/core/test_saving.py",
    "tests/players/test_cli.py",
    "tests/rules/test_rules.py",
    "tests/players/test_match_players.py",
    "tests/core/test_views_readonly.py",
    "tests/house/test_repository.py",
    "tests/core/test_build_examples.py",
    "unsun_lab",
]


# Set in the environment of the clone's own run: no clone is made inside it.
INSIDE_A_FRESH_CLONE = "UNSUN_LAB_INSIDE_A_FRESH_CLONE"
# A safety net, not a target: the run is awaited until it ends (a few minutes on a busy laptop);
# this bounds only a run that hangs.
FRESH_CLONE_LIMIT_S = 3600


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``git clone`` of this checkout's HEAD into an empty folder: no ../shared beside it."""
    if os.environ.get(INSIDE_A_FRESH_CLONE):
        pytest.skip("this is a fresh clone's own run: no clone inside it")
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    target = tmp_path_factory.mktemp("fresh") / "unsun_lab"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(target)], check=True)
    assert not (target.parent / "shared").exists()
    return target


@pytest.mark.slow
def test_a_fresh_clone_passes_its_unit_tests(clone: Path) -> None:
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"]
    command += ["-p", "no:xdist"]  # one process, however the run around it is spread
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}  # no --run-slow
    env.update(PYTHONPATH=str(clone), **{INSIDE_A_FRESH_CLONE: "1"})
    run = subprocess.run(
        [*command, "-m", "not slow and not browser and not lite", *CORE_TESTS],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=FRESH_CLONE_LIMIT_S,
    )
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " passed" in summary and "failed" not in summary and "error" not in summary


@pytest.mark.slow
def test_the_wheel_holds_the_library_its_types_and_license_but_no_build_script(
    clone: Path, tmp_path: Path
) -> None:
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
    subprocess.run(
        [*command, "--no-build-isolation", "--wheel-dir", str(tmp_path), str(clone)],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("unsun_lab-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "unsun_lab/py.typed" in names
    assert "unsun_lab/examples/monchi.json" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not [n for n in names if "build_examples" in n or n.endswith("_build.py")]
    assert not [n for n in names if n.startswith(("tests/", "tools/"))]


def test_the_readme_replays_a_record_that_exists() -> None:
    from unsun_lab.cli import main

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    named = re.findall(r"unsun-lab replay (\S+\.json)", readme)
    assert named, "the README shows a replay command"
    for name in sorted(set(named)):
        assert (ROOT / name).is_file(), name
        assert main(["replay", str(ROOT / name)]) == 0


def test_the_readme_holds_no_placeholder() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "OWNER" not in readme and "<your" not in readme
