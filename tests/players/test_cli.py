"""The command line: narration, --json, exit status 2 without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import conformance_dir
from unsun_lab.cli import main
from unsun_lab.i18n import CATALOGUES


def test_replay_narrates_tricks_with_rule_ids(capsys: object) -> None:
    assert main(["replay", str(conformance_dir() / "R20_meri_tenka_must_follow.json")]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "Trick 2 — seat 0 leads; Meri, led with a trump (R20)." in out
    assert (
        "Seat 5: PRo  [1 legal: Meri trick: seat 5 holds a trump, so it must play one (R20)]" in out
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


def test_catalogue_text_reaches_the_terminal_as_safely_as_record_text(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A sentence of the catalogue holding ESC, BEL, DEL, a C1 control or U+202E (a hand-edited
    translation) is printed with those characters as visible escapes, in the narration and
    in the JSON, which still reads as the same data."""
    hostile = "Trick {number} \x1b[2J\x07\x7f\x9b\u202e— seat {seat} leads; {kind}."
    monkeypatch.setitem(CATALOGUES["en"], "narrate.trick", hostile)
    record = str(conformance_dir() / "R20_meri_tenka_must_follow.json")
    assert main(["replay", record]) == 0
    out = capsys.readouterr().out
    assert "Trick 2 \\x1b[2J\\x07\\x7f\\x9b\\u202e— seat 0 leads" in out
    assert all(line.isprintable() for line in out.splitlines())
    for key, entry in list(CATALOGUES["en"].items()):  # every sentence of the coach
        if key.startswith(("analysis.", "coach.")) and isinstance(entry, str):
            monkeypatch.setitem(CATALOGUES["en"], key, entry + " \x1b]0;owned\x07\u202e")
    assert main(["analyse", record, "--json", "--worlds", "2", "--seat", "0"]) == 0
    out = capsys.readouterr().out
    assert all(line.isprintable() for line in out.splitlines())
    assert "\\u001b]0;owned\\u0007\\u202e" in out
    said = [why for d in json.loads(out)["decisions"] for why in d["why"]]
    assert any(why.endswith(" \x1b]0;owned\x07\u202e") for why in said)
