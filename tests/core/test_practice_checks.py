"""What the exercises, the coach's puzzles and the shipped puzzle file refuse, by name: a
level that is not an int, a kind that is not a name, a seed too long to be one; a response
that is no choice or list of choices; a seat the coach did not judge, an analysis of another
deal; a tampered puzzle file. Every value shown in a refusal is cut to a few dozen characters
(``safe.quote``), and no exercise is ever made whose answer is not among its choices."""

from __future__ import annotations

import copy
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from unsun_lab.analysis import Analysis, Decision, MoveValue
from unsun_lab.deal import Deal
from unsun_lab.practice import KINDS, exercise, from_analysis
from unsun_lab.practice.puzzle_store import PuzzleFileError, load_puzzles


@pytest.mark.parametrize("level", [1.0, 2.0, True, "1", None])
def test_a_level_that_is_not_an_int_is_refused_by_name(level: Any) -> None:
    with pytest.raises(ValueError, match=r"^level must be one of \(1, 2, 3\)"):
        exercise("legal", 1, level=level)


def test_a_kind_that_is_not_a_name_is_refused_by_name() -> None:
    for kind in (["legal"], None, 3, {"legal": 1}):
        with pytest.raises(TypeError, match=r"^kind must be a string, one of stronger"):
            exercise(kind, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"unknown kind 'x{80}'… \(5000 characters\)"):
        exercise("x" * 5000, 1)


def test_a_seed_too_long_is_refused_by_name_and_not_written_out() -> None:
    with pytest.raises(ValueError, match=r"^seed must have at most 1024 bits") as refused:
        exercise("legal", 10**5000)
    assert "an integer of 5001 digits" in str(refused.value) and len(str(refused.value)) < 120
    with pytest.raises(TypeError, match=r"^seed must be an integer, got str '1'"):
        exercise("legal", "1")  # type: ignore[arg-type]
    assert exercise("legal", 2**1023).kind == "legal"  # as long as a simulation's seed may be


@pytest.mark.parametrize(
    "response", [None, 5, 1.5, b"KSu", bytearray(b"KSu"), [["KSu"]], ["x", 1], [None]]
)
def test_a_response_that_is_no_choice_or_list_of_choices_is_refused_by_name(
    response: Any,
) -> None:
    ex = exercise("legal", 3)
    with pytest.raises(TypeError, match=r"^response") as refused:
        ex.check(response)
    assert len(str(refused.value)) < 200


def test_a_huge_pick_is_shown_in_a_few_dozen_characters() -> None:
    ex = exercise("legal", 3)
    with pytest.raises(ValueError, match=r"^response: not a choice") as refused:
        ex.check(["x" * 5_000_000])
    assert len(str(refused.value)) < 300 and "(5000000 characters)" in str(refused.value)
    with pytest.raises(ValueError, match="and 95 more"):
        ex.check([f"Z{n}" for n in range(100)])
    with pytest.raises(ValueError, match="more than 100 picks"):
        ex.check(f"Z{n}" for n in range(10**9))  # never read whole


def test_the_repr_of_every_kind_shows_no_card() -> None:
    code = re.compile(r"(?<![A-Za-z0-9])[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)(?![A-Za-z0-9])")
    for kind in KINDS:
        for seed in range(3):
            ex = exercise(kind, seed, level=1 + seed)
            assert not code.search(repr(ex)), repr(ex)


# -- the coach's puzzles -----------------------------------------------------------------


def _played(seed: int) -> dict[str, Any]:
    deal = Deal.shuffled(seed=seed)
    while not deal.over:
        deal.push(deal.legal_moves()[-1])
    return deal.to_record()


def _judged(record: dict[str, Any], seat: int) -> Analysis:
    """An analysis of ``record`` calling every decision of ``seat`` with a choice a blunder
    (the moves valued by hand: the move played 0, every other 3 points)."""
    deal = Deal.from_record(dict(record, moves=[]))
    decisions = []
    for number, move in enumerate(record["moves"], 1):
        legal = list(deal.legal_moves())
        if deal.to_move == seat and len(legal) > 1:
            values = [MoveValue(m, 0.0 if m == move else 3.0, 0.1, None, 0, 0, 0, 0) for m in legal]
            values.sort(key=lambda v: -v.value)
            decisions.append(Decision(number, seat, deal.phase, None, move, tuple(values), 9))
        deal.push(move)
    return Analysis(tuple(decisions), (seat,), 9, 0, record)


@pytest.fixture(scope="module")
def analysis() -> Analysis:
    return _judged(_played(3), 2)


def test_the_coachs_puzzles_are_asked_of_the_judged_seat(analysis: Analysis) -> None:
    found = from_analysis(analysis, 2)
    assert found and all(p.seat == 2 and p.answer <= set(p.choices) for p in found)


@pytest.mark.parametrize(
    "seat",
    [9, None, "0", "2", True, 1.0, 2.0, 0, 10**5000],
    ids=["9", "None", "'0'", "'2'", "True", "1.0", "2.0", "0", "5001-digits"],
)
def test_a_seat_the_coach_did_not_judge_is_refused_by_name(analysis: Analysis, seat: Any) -> None:
    with pytest.raises(ValueError, match=r"^seat must be a seat the analysis judged \(2\)") as e:
        from_analysis(analysis, seat)
    assert len(str(e.value)) < 120


def test_an_analysis_of_another_deal_is_refused(analysis: Analysis) -> None:
    other = Analysis(analysis.decisions, analysis.seats, 9, 0, _played(4))
    with pytest.raises(ValueError, match="not an analysis of"):
        from_analysis(other, 2)
    shorter = dict(analysis.record or {}, moves=(analysis.record or {})["moves"][:5])
    with pytest.raises(ValueError, match="not an analysis of"):
        from_analysis(Analysis(analysis.decisions, (2,), 9, 0, shorter), 2)


# -- the shipped puzzle file, tampered ----------------------------------------------------


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    text = resources.files("unsun_lab").joinpath("puzzles.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    data["puzzles"] = data["puzzles"][:4]
    return data


def _tampered(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "puzzles.json"
    path.write_text(json.dumps(data))
    return path


def _entry_with(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    entry = out["puzzles"][2]
    for key, value in changes.items():
        if value is KeyError:
            del entry[key]
        else:
            entry[key] = value
    return out


def test_the_shipped_file_loads_as_it_is(tmp_path: Path, shipped: dict[str, Any]) -> None:
    assert len(load_puzzles(_tampered(tmp_path, shipped))) == 4


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"best": "K9x"}, "best"),
        ({"best": 7}, "best"),
        ({"best": KeyError}, "best"),
        ({"values": {"K9x": 1.0}}, "values"),
        ({"values": []}, "values"),
        ({"values": "many"}, "values"),
        ({"seat": "7"}, "seat"),
        ({"seat": 9}, "seat"),
        ({"seat": True}, "seat"),
        ({"margin": "big"}, "margin"),
        ({"margin": None}, "margin"),
        ({"source": 1.5}, "source"),
        ({"record": {"format": "x"}}, "record"),
        ({"record": None}, "record"),
    ],
    ids=lambda v: json.dumps(v, default=str)[:30] if isinstance(v, dict) else str(v),
)
def test_a_tampered_entry_is_refused_naming_the_file_the_entry_and_the_field(
    tmp_path: Path, shipped: dict[str, Any], changes: dict[str, Any], field: str
) -> None:
    with pytest.raises(PuzzleFileError, match=rf"^puzzles\.json: puzzle 2: {field}\b"):
        load_puzzles(_tampered(tmp_path, _entry_with(shipped, **changes)))


def test_a_value_that_is_no_number_or_a_best_that_is_not_best_is_refused(
    tmp_path: Path, shipped: dict[str, Any]
) -> None:
    entry = shipped["puzzles"][2]
    worst = min(entry["values"], key=entry["values"].get)
    for values, field in (
        ({**entry["values"], entry["best"]: "9"}, "values"),
        ({**entry["values"], entry["best"]: None}, "values"),
    ):
        with pytest.raises(PuzzleFileError, match=rf"puzzle 2: {field}\."):
            load_puzzles(_tampered(tmp_path, _entry_with(shipped, values=values)))
    with pytest.raises(PuzzleFileError, match=r"puzzle 2: best: .* not the move of the highest"):
        load_puzzles(_tampered(tmp_path, _entry_with(shipped, best=worst)))


def test_a_tampered_file_is_refused_naming_it(tmp_path: Path, shipped: dict[str, Any]) -> None:
    for data, said in (
        ({**shipped, "format": "other"}, "format"),
        ({**shipped, "puzzles": {"a": 1}}, "puzzles"),
        ({**shipped, "puzzles": [1]}, "puzzle 0"),
        ([], "format"),
    ):
        with pytest.raises(PuzzleFileError, match=rf"^puzzles\.json: {said}"):
            load_puzzles(_tampered(tmp_path, data))  # type: ignore[arg-type]
    (tmp_path / "puzzles.json").write_text("[" * 100_000)
    with pytest.raises(PuzzleFileError, match=r"^puzzles\.json: not JSON"):
        load_puzzles(tmp_path / "puzzles.json")
