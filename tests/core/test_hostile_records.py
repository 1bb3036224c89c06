"""Hostile record input, through Deal.from_record and through the command line.

Every refusal is a RecordError naming the field (or the move) and, on the command line, one
line on stderr with exit status 2 and no traceback. The command runs in a child process
whose address space is capped at 200 MB (RLIMIT_AS) and whose CPU time is measured: the
machine is never swallowed, whatever the input.
"""

from __future__ import annotations

import copy
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.record import MAX_DEPTH, MAX_RECORD_BYTES, MAX_STRING, RecordError, load_record

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_PATH = conformance_dir() / "R28_hidden_robai_5.json"
SAMPLE: dict[str, Any] = json.loads(SAMPLE_PATH.read_text())
SAMPLE_TEXT = json.dumps(SAMPLE)
MEMORY_LIMIT = 200 * 2**20  # bytes of address space for the command
CPU_LIMIT = 2.0  # seconds of CPU time per input
# Safety nets, not targets (a busy machine must not fail a test): the kernel stops a command
# that computes without end (RLIMIT_CPU), and one that blocks (on a FIFO, say) is killed after
# HANG_LIMIT_S seconds of wall-clock time; either fails the test, saying so.
CPU_CAP_S = 60
HANG_LIMIT_S = 600.0

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, /dev/zero, rlimits")


def _with(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(SAMPLE)
    data.update(changes)
    return data


def _text_with(field: str, literal: str) -> str:
    """The sample as JSON text with ``field``'s value replaced by a raw JSON ``literal``."""
    marker = "\u0000MARK\u0000"
    return json.dumps(_with(**{field: marker})).replace(json.dumps(marker), literal)


# -- the hostile inputs, as files -----------------------------------------------------------


def _dev_zero(folder: Path) -> Path:
    return Path("/dev/zero")


def _fifo(folder: Path) -> Path:
    path = folder / "record.fifo"
    os.mkfifo(path)
    return path


def _folder(folder: Path) -> Path:
    path = folder / "a folder.json"
    path.mkdir()
    return path


def _huge_file(folder: Path) -> Path:
    path = folder / "huge.json"
    with path.open("wb") as out:  # sparse: 200 MB long, nothing written
        out.truncate(200 * 2**20)
    return path


def _written(name: str, text: str | bytes) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = folder / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return path

    return make


DEEP_LISTS = "[" * 100_000 + "]" * 100_000
DEEP_OBJECTS = '{"a":' * 100_000 + "1" + "}" * 100_000

# (name, how to make the file, the field named, a phrase of the one-line message)
REFUSED: list[tuple[str, Callable[[Path], Path], str, str]] = [
    ("dev-zero", _dev_zero, "record", "is a device, not a regular file"),
    ("fifo", _fifo, "record", "is a FIFO (named pipe), not a regular file"),
    ("folder", _folder, "record", "is a folder, not a regular file"),
    ("200-MB-file", _huge_file, "record", "holds 209715200 bytes"),
    ("deep-lists", _written("deep.json", DEEP_LISTS), "record", "nest deeper than 32"),
    ("deep-objects", _written("deepo.json", DEEP_OBJECTS), "record", "nest deeper than 32"),
    (
        "5000-digit-dealer",
        _written("int.json", _text_with("dealer", "9" * 5000)),
        "dealer",
        "an integer of 5000 digits",
    ),
    (
        "duplicate-keys",
        _written("dup.json", SAMPLE_TEXT[:-1] + ', "dealer": 3}'),
        "dealer",
        "the key 'dealer' appears twice",
    ),
    ("nan", _written("nan.json", _text_with("dealer", "NaN")), "dealer", "NaN is not a number"),
    (
        "infinity-in-an-unknown-field",
        _written("inf.json", _text_with("extra", "[1, -Infinity]")),
        "extra",
        "-Infinity is not a number",
    ),
    (
        "huge-float",
        _written("float.json", _text_with("extra", "1e999")),
        "extra",
        "out of range",
    ),
    (
        "long-bogus-move",
        _written("move.json", json.dumps(_with(moves=["Z" * 50_000]))),
        "moves",
        "'ZZZZZZZZ",
    ),
    (
        "over-long-string",
        _written("long.json", json.dumps(_with(notes="n" * (MAX_STRING + 1)))),
        "notes",
        "a string of 100001 characters",
    ),
    ("not-utf8", _written("latin.json", b'{"title": "\xe9t\xe9"}'), "record", "not UTF-8"),
    ("empty", _written("empty.json", ""), "record", "not valid JSON"),
    ("missing", lambda folder: folder / "missing.json", "record", "No such file or directory"),
]


@pytest.fixture
def folder() -> Any:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def _measured(call: Callable[[], object]) -> tuple[object, float, int]:
    """Run ``call``: its result (or exception), CPU seconds, peak traced memory in bytes."""
    tracemalloc.start()
    start = time.process_time()
    try:
        result: object = call()
    except Exception as err:
        result = err
    cpu = time.process_time() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return result, cpu, peak


@pytest.mark.parametrize(("name", "make", "field", "phrase"), REFUSED, ids=[r[0] for r in REFUSED])
def test_a_hostile_record_is_refused_by_from_record(
    folder: Path, name: str, make: Callable[[Path], Path], field: str, phrase: str
) -> None:
    path = make(folder)
    for source in (path, str(path)):
        result, cpu, peak = _measured(lambda s=source: ul.Deal.from_record(s))  # type: ignore[misc]
        assert isinstance(result, RecordError), result
        assert result.field == field and phrase in result.message
        assert "\n" not in result.message and len(result.message) < 400
        assert cpu < CPU_LIMIT and peak < MEMORY_LIMIT


# Runs the command as ``python -m unsun_lab`` does, then writes the peak resident memory of
# this process image (VmHWM, which does not count the parent it was forked from) to a file.
_DRIVER = """
import runpy, sys
sys.argv = ["unsun-lab", *sys.argv[2:]]
try:
    runpy.run_module("unsun_lab", run_name="__main__", alter_sys=True)
finally:
    try:
        status = open("/proc/self/status").read().split("VmHWM:")[1].split()[0]
    except (OSError, IndexError):
        status = "-1"
    with open(sys.orig_argv[3], "w") as out:
        out.write(status)
"""


def _run_cli(*args: str) -> tuple[int, str, str, float, int]:
    """The command in a child with 200 MB of address space: (status, stdout, stderr, CPU
    seconds measured by wait4 for that child alone, peak resident kB or -1 if unknown)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (CPU_CAP_S, CPU_CAP_S))

    with tempfile.TemporaryDirectory() as scratch:
        peak_file = Path(scratch) / "peak"
        out_file, err_file = Path(scratch) / "out", Path(scratch) / "err"
        with out_file.open("wb") as out, err_file.open("wb") as err:
            child = subprocess.Popen(
                [sys.executable, "-c", _DRIVER, str(peak_file), *args],
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=err,
                env={**os.environ, "PYTHONPATH": str(ROOT)},
                preexec_fn=limit,
            )
            hung = threading.Event()

            def kill() -> None:
                hung.set()
                child.kill()

            killer = threading.Timer(HANG_LIMIT_S, kill)
            killer.start()
            try:
                _, status, usage = os.wait4(child.pid, 0)
            finally:
                killer.cancel()
        child.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
        command = " ".join(["unsun-lab", *args])
        assert not hung.is_set(), f"{command} hung: killed after {HANG_LIMIT_S:g} s"
        assert child.returncode != -signal.SIGXCPU, f"{command} used {CPU_CAP_S} s of CPU"
        peak = int(peak_file.read_text()) if peak_file.exists() else -1
        return (
            child.returncode,
            out_file.read_text("utf-8", "replace"),
            err_file.read_text("utf-8", "replace"),
            cpu,
            peak,
        )


@pytest.mark.parametrize(("name", "make", "field", "phrase"), REFUSED, ids=[r[0] for r in REFUSED])
def test_a_hostile_record_on_the_command_line_is_one_line_and_exit_2(
    folder: Path, name: str, make: Callable[[Path], Path], field: str, phrase: str
) -> None:
    path = make(folder)
    status, out, err, cpu, rss_kb = _run_cli("replay", str(path))
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("unsun-lab: ") and "Traceback" not in err
    assert phrase in err and len(err) < 400
    assert cpu < CPU_LIMIT and rss_kb * 1024 < MEMORY_LIMIT
    assert rss_kb > 0 or not Path("/proc/self/status").exists()
    status, out, err, _, _ = _run_cli("replay", str(path), "--json")
    error = json.loads(out)["error"]
    assert status == 2 and (error.get("field") == field or (field, error["move"]) == ("moves", 1))
    assert err.count("\n") == 1 and "Traceback" not in err


ANALYSED = [r for r in REFUSED if r[0] in ("dev-zero", "fifo", "deep-lists", "nan")]


@pytest.mark.parametrize(
    ("name", "make", "field", "phrase"), ANALYSED, ids=[r[0] for r in ANALYSED]
)
def test_a_hostile_record_given_to_analyse_is_one_line_and_exit_2(
    folder: Path, name: str, make: Callable[[Path], Path], field: str, phrase: str
) -> None:
    status, out, err, cpu, _ = _run_cli("analyse", str(make(folder)), "--worlds", "1")
    assert status == 2 and out == "" and err.count("\n") == 1 and phrase in err
    assert "Traceback" not in err and cpu < CPU_LIMIT


def test_the_command_quotes_at_most_80_characters_of_a_bogus_move(folder: Path) -> None:
    path = _written("move.json", json.dumps(_with(moves=["pass", "Q" * 50_000])))(folder)
    status, _, err, _, _ = _run_cli("replay", str(path))
    assert status == 2 and "move 2" in err
    quoted = err[err.index("'Q") : err.rindex("Q'") + 2]
    assert len(quoted) == 80 + 2 and "(50000 characters)" in err


def test_a_bom_and_leading_whitespace_are_allowed(folder: Path) -> None:
    for prefix in (b"\xef\xbb\xbf", b"\xef\xbb\xbf \n\t", b"\r\n  "):
        raw = prefix + SAMPLE_TEXT.encode()
        path = _written("bom.json", raw)(folder)
        expected = ul.Deal.from_record(SAMPLE).state_key()
        assert ul.Deal.from_record(path).state_key() == expected
        assert ul.Deal.from_record(raw.decode("utf-8")).state_key() == expected
        status, out, err, _, _ = _run_cli("replay", str(path))
        assert status == 0 and "Trick 9" in out and err == ""


HOSTILE_TEXT = "Deal\x1b[2J\x1b[H\nTrick 1 — seat 0 leads; forged.\r\u2028\u202e\x07 end"


def test_escape_sequences_and_newlines_in_the_title_and_notes_never_reach_the_terminal(
    folder: Path,
) -> None:
    data = _with(title=HOSTILE_TEXT, notes=HOSTILE_TEXT)
    data["moves"][0] = {"move": data["moves"][0], "note": HOSTILE_TEXT}
    path = _written("title.json", json.dumps(data))(folder)
    status, out, err, _, _ = _run_cli("replay", str(path))
    assert status == 0 and err == ""
    for bad in ("\x1b", "\r", "\u2028", "\u202e", "\x07"):
        assert bad not in out
    lines = out.split("\n")
    assert lines[0].startswith("Deal\\x1b[2J\\x1b[H\\nTrick 1") and lines[1].startswith("====")
    assert sum(line.startswith("Trick 1 ") for line in lines) == 1  # only the real one
    assert len(lines[1]) == len(lines[0])
    # the record itself keeps the text as it was: escaping is for showing it
    assert ul.Deal.from_record(path).title == HOSTILE_TEXT


# -- dicts given directly ----------------------------------------------------------------------


class NotData:
    pass


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def _cycle() -> list[Any]:
    loop: list[Any] = []
    loop.append(loop)
    return loop


@pytest.mark.parametrize(
    ("data", "field", "phrase"),
    [
        (_with(extra=NotData()), "extra", "type NotData is not JSON data"),
        (_with(extra={"a": {1, 2}}), "extra", "type set is not JSON data"),
        (_with(extra={3: "x"}), "extra", "the key 3 is not a string"),
        (_with(extra=float("nan")), "extra", "nan is not a number JSON can hold"),
        (_with(extra=b"bytes"), "extra", "type bytes is not JSON data"),
        (_with(extra=_nested(100_000)), "extra", "nest deeper than 32"),
        (_with(extra=_cycle()), "extra", "nest deeper than 32"),
        (_with(dealer=10**5000), "dealer", "an integer of 5001 digits"),
        (_with(title="t" * 20_000_000), "title", "a string of 20000000 characters"),
        (_with(moves=["Z" * 20_000_000]), "moves", "moves[0] (move 1): a string of 20000000"),
        (_with(moves=[{"move": "pass", "note": "n" * 200_000}]), "moves", "moves[0].note"),
    ],
    ids=[
        "object",
        "set",
        "int-key",
        "nan",
        "bytes",
        "deep",
        "cycle",
        "5000-digit-int",
        "20-MB-title",
        "20-MB-move",
        "long-note",
    ],
)
def test_a_hostile_dict_is_refused_naming_the_field(data: Any, field: str, phrase: str) -> None:
    result, cpu, _ = _measured(lambda: ul.Deal.from_record(data))
    assert isinstance(result, RecordError), result
    assert result.field == field and phrase in result.message, result.message
    assert len(result.message) < 400 and "\n" not in result.message
    assert cpu < CPU_LIMIT


def test_a_long_text_is_refused_as_too_long_for_a_record() -> None:
    with pytest.raises(RecordError) as caught:
        ul.Deal.from_record(" " * (MAX_RECORD_BYTES + 1))
    assert caught.value.field == "record" and "at most 1000000" in caught.value.message
    with pytest.raises(RecordError, match="cannot read"):
        load_record("a\0path")


def test_a_record_at_the_limits_still_loads() -> None:
    data = _with(title="t" * MAX_STRING, extra=_nested(MAX_DEPTH - 1), big=10**19)
    assert ul.Deal.from_record(data).title == "t" * MAX_STRING
    text = json.dumps(data)
    assert ul.Deal.from_record(text).to_record()["big"] == 10**19


def test_a_save_never_writes_a_record_the_loader_refuses(folder: Path) -> None:
    deal = ul.Deal.from_record(SAMPLE)
    expected = r"^deep: deep\[0\]\[0\]\[0\]…: arrays and objects nest deeper"
    with pytest.raises(RecordError, match=expected):  # refused when set, naming the field
        deal.extra = {"deep": _nested(MAX_DEPTH + 5)}
    assert deal.extra == {}
    deal.extra = {"deep": _nested(MAX_DEPTH - 1)}
    for i in range(len(deal.moves)):  # every note fits a record, but not all in one file
        deal.note(i, "ž" * MAX_STRING)
    with pytest.raises(RecordError, match="more than the 1000000 a record file may hold"):
        ul.save_record(deal, folder / "deal.json")
    assert list(folder.iterdir()) == []


# -- fuzzing the loader with the hostile shapes --------------------------------------------------

prefixes = st.sampled_from(["", "\ufeff", " ", "\n\t ", "\ufeff\r\n"])
hostile_literals = st.one_of(
    st.integers(min_value=21, max_value=6000).map(lambda n: "9" * n),
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e400", "-1e400"]),
    st.integers(min_value=MAX_DEPTH, max_value=5000).map(lambda n: "[" * n + "]" * n),
    st.integers(min_value=MAX_DEPTH, max_value=5000).map(lambda n: "{" * n),
    st.text(alphabet='[]{}",:0 \\', max_size=60),
    st.text(max_size=30).map(json.dumps),
)
fields = st.sampled_from(
    ["format", "dealer", "hands", "indicator", "stock", "moves", "title", "notes", "extra"]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prefixes, fields, hostile_literals)
@example("", "moves", "[]")  # valid: a record may stop before its first move
@example(" ", "dealer", "0")  # valid: a seat
@example("", "title", '"\\ud800"')  # a lone surrogate: no UTF-8 file can hold it
def test_fuzz_hostile_values_in_record_text_are_refused_cleanly(
    prefix: str, field: str, literal: str
) -> None:
    text = prefix + _text_with(field, literal)
    try:
        deal = ul.Deal.from_record(text)
    except RecordError as err:
        assert "\n" not in err.message and len(err.message) < 400
        assert err.field in (field, "record", "moves") or err.move is not None
    else:  # a value the loader may keep: anything JSON in a free field, or a valid value
        value = json.loads(literal)
        if field not in ("title", "notes", "extra"):
            # a hostile shape can happen to be valid: '[]' for the moves (a record may stop
            # before its first move), '0' for the dealer (a seat, R4)
            assert (field, value) == ("moves", []) or (
                field == "dealer" and type(value) is int and 0 <= value <= 7
            ), (field, literal)
        assert ul.Deal.from_record(_with(**{field: value})).to_record() == deal.to_record()
        assert json.loads(json.dumps(deal.to_record())) == deal.to_record()


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode()))
def test_fuzz_arbitrary_bytes_are_refused_or_loaded(raw: bytes) -> None:
    try:
        data = load_record(raw)
    except RecordError as err:
        assert "\n" not in err.message and len(err.message) < 400
    else:
        assert isinstance(data, dict)


@settings(max_examples=200, deadline=None)
@given(
    st.text(min_size=1, max_size=80),
    st.sampled_from(["title", "notes"]),
)
def test_fuzz_any_title_or_notes_keeps_the_narration_lines(text: str, field: str) -> None:
    from unsun_lab.replay import narrate

    plain = narrate(SAMPLE).split("\n")
    told = narrate(_with(**{field: text})).split("\n")
    assert SAMPLE["title"] and len(told) == len(plain)
    assert told[2:] == plain[2:]
    if field == "title":
        assert len(told[1]) == len(told[0]) and set(told[1]) == {"="}
