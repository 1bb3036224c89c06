"""The command line: narration, --json, exit status 2 without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.helpers import conformance_dir
from unsun_lab.cli import main


def test_replay_narrates_tricks_with_rule_ids(capsys: object) -> None:
    assert main(["replay", str(conformance_dir() / "R20_meri_tenka_must_follow.json")]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "Trick 2 — seat 0 leads; Meri, led with a trump (R20)." in out
    assert (
        "seat 5: PRo  [1 legal: Meri trick: seat 5 holds a trump, so it must play one (R20)]" in out
    )


def test_not_json_exits_2_with_a_message_and_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("nonsense")
    run = subprocess.run(
        [sys.executable, "-m", "unsun_lab", "replay", str(bad), "--json"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert json.loads(run.stdout)["error"]["field"] == "record"


def test_the_console_script_is_installed() -> None:
    import shutil

    exe = shutil.which("unsun-lab")
    assert exe is not None, "pip install -e . installs the unsun-lab command"
    run = subprocess.run([exe, "replay", "--help"], capture_output=True, text=True, check=True)
    assert "--legal" in run.stdout
