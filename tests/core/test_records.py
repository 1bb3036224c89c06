"""Deal records: round trips with notes, refusals naming the field or move, fuzzing (DESIGN.md)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.record import RecordError, save_record

SAMPLE = json.loads((conformance_dir() / "R28_hidden_robai_5.json").read_text())


def record(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(SAMPLE)
    data.update(changes)
    return data


def refusal(data: Any) -> RecordError:
    with pytest.raises(RecordError) as caught:
        ul.Deal.from_record(data)
    return caught.value


def test_a_record_round_trips_with_title_and_move_notes() -> None:
    data = record(moves=SAMPLE["moves"][:5])
    data["moves"][3] = {"move": data["moves"][3], "note": "a note on move 4 — 日本語も"}
    deal = ul.Deal.from_record(data)
    assert deal.to_record() == data
    assert ul.Deal.from_record(deal.to_record()).state_key() == deal.state_key()


def test_a_saved_record_reloads_identically(tmp_path: Path) -> None:
    deal = ul.Deal.from_record(SAMPLE)
    deal.note(10, "seat 6 wins with the Ouru Sun")
    path = save_record(deal, tmp_path / "deal.json")
    again = ul.Deal.from_record(path)
    assert again.to_record() == deal.to_record() and again.move_notes == {10: deal.move_notes[10]}


def test_unknown_top_level_fields_are_kept_for_the_round_trip() -> None:
    data = record(author="a teacher")
    assert ul.Deal.from_record(data).to_record()["author"] == "a teacher"


def test_a_record_may_stop_early_and_then_replays_as_far_as_it_goes() -> None:
    from unsun_lab.replay import replay

    out = replay(record(moves=SAMPLE["moves"][:13]), legal=True)
    assert out["tricks"][-1]["winner"] is None and len(out["tricks"][-1]["plays"]) == 3
    assert out["score"] == [0, 1]


@pytest.mark.parametrize(
    ("changes", "field", "text"),
    [
        ({"format": "other"}, "format", "expected 'unsun-lab/deal-1'"),
        ({"dealer": 8}, "dealer", "seat number 0-7"),
        ({"dealer": True}, "dealer", "a boolean"),
        ({"dealer": "0"}, "dealer", "a string"),
        ({"hands": []}, "hands", "got 0 entries"),
        ({"hands": [["P1"]] * 8}, "hands", "hands[0]: expected 9 dealt cards"),
        ({"indicator": 7}, "indicator", "expected a card code string"),
        ({"indicator": "Z9"}, "indicator", "names no card"),
        ({"stock": ["O4"]}, "stock", "expected the 2 stock cards"),
        ({"stock": ["O4", "O4"]}, "stock", "O4 is already in stock"),
        ({"stock": ["O4", "K1"]}, "stock", "K1 is already in hands[0]"),
        ({"moves": "pass"}, "moves", "expected a list of moves"),
        ({"moves": [3]}, "moves", "moves[0] (move 1)"),
        ({"moves": [{"move": "pass", "x": 1}]}, "moves", "unknown keys ['x']"),
        ({"title": 5}, "title", "expected a string"),
    ],
)
def test_a_malformed_record_names_the_field(changes: dict[str, Any], field: str, text: str) -> None:
    err = refusal(record(**changes))
    assert err.field == field and err.message.startswith(f"{field}: ") and text in err.message


def test_a_missing_field_is_named() -> None:
    data = record()
    del data["stock"]
    assert refusal(data).message == "stock: missing"


def test_not_json_and_not_an_object_are_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert refusal(bad).field == "record"
    assert "expected a JSON object" in refusal("[1, 2]").message
    assert "cannot read" in refusal(tmp_path / "missing.json").message


def test_an_illegal_move_names_its_number_seat_and_rule() -> None:
    moves = [*SAMPLE["moves"][:2], "K7"]  # the recipient leads a trump to trick 1
    err = refusal(record(moves=moves))
    assert (err.move, err.index, err.seat, err.rule) == (3, 2, 5, "R19")
    assert (
        err.message
        == "move 3: seat 5 cannot play 'K7': the first trick may not be led with a trump (R19)"
    )


def test_a_move_after_the_end_is_refused() -> None:
    err = refusal(record(moves=[*SAMPLE["moves"], "K1"]))
    assert err.move == len(SAMPLE["moves"]) + 1 and err.rule == "R26"
    assert "the deal is over" in err.message


def test_a_card_not_in_hand_is_refused_with_r18() -> None:
    err = refusal(record(moves=["pass", "I9", "P8"]))  # P8 is seat 6's, seat 5 leads
    assert err.move == 3 and err.rule == "R18" and "not in seat 5's hand" in err.message


def test_an_unknown_move_word_is_refused_with_r3() -> None:
    err = refusal(record(moves=["maybe"]))
    assert err.move == 1 and err.rule == "R3"


# -- fuzzing: arbitrary JSON never escapes as anything but a RecordError ------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=20,
)
card_codes = st.sampled_from([c.code for c in ul.DECK] + ["K10", "", "pass", "declare", "x"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_fuzz_arbitrary_json_is_refused_cleanly(value: Any) -> None:
    with pytest.raises(RecordError):
        ul.Deal.from_record(json.dumps(value) if not isinstance(value, dict) else value)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["format", "dealer", "hands", "indicator", "stock", "moves", "title"]),
    json_values,
)
def test_fuzz_one_field_replaced_is_refused_or_accepted_never_crashes(
    field: str, value: Any
) -> None:
    data = record(**{field: value})
    try:
        ul.Deal.from_record(data)
    except RecordError as err:
        assert err.field in (field, "moves") or err.move is not None


@settings(max_examples=300, deadline=None)
@given(st.lists(card_codes | json_values, max_size=70))
def test_fuzz_random_moves_are_refused_by_number_or_accepted(moves: list[Any]) -> None:
    try:
        deal = ul.Deal.from_record(record(moves=moves))
    except RecordError as err:
        assert err.field == "moves" or err.move is not None
        if err.move is not None:
            assert err.message.startswith(f"move {err.move}: ") and err.rule is not None
    else:
        assert len(deal.moves) == len(moves)


def test_unknown_fields_are_copied_not_shared() -> None:
    data = record(source={"by": "a teacher"})
    deal = ul.Deal.from_record(data)
    data["source"]["by"] = "someone else"
    out = deal.to_record()
    assert out["source"] == {"by": "a teacher"}
    out["source"]["by"] = "changed"
    assert deal.to_record()["source"] == {"by": "a teacher"}


def test_a_refusal_is_an_explanation_rendered_in_any_language() -> None:
    from unsun_lab.explain import Explanation

    with pytest.raises(RecordError) as caught:
        ul.Deal.from_record({"format": "unsun-lab/deal-1"})
    err = caught.value
    assert err.explanation == Explanation.of(
        "record.field", field="dealer", detail=Explanation.of("record.missing")
    )
    assert err.said is err.explanation and err.render("en") == str(err) == err.message
    assert err.render("cs") == "dealer: chybí"
    with pytest.raises(AttributeError):
        err.said = None  # type: ignore[misc]
    plain = RecordError("record: too big", field="record")
    assert plain.explanation is None and plain.render("ja") == "record: too big"


def test_the_record_names_are_where_they_were() -> None:
    """The limits moved below the deal (which now never imports the record; the layer test
    checks there is no cycle); every name the record module exported is still there."""
    import unsun_lab.limits as limits
    import unsun_lab.record as record

    for name in record.__all__:
        assert hasattr(record, name), name
    assert record.RecordError is limits.RecordError is ul.RecordError
    assert record.load_record is limits.load_record and record.MAX_STRING == limits.MAX_STRING
    assert record.check_layout is limits.check_layout and record.FORMAT == "unsun-lab/deal-1"


def test_the_observe_hook_sees_each_move_before_it_is_played() -> None:
    from unsun_lab.record import deal_from_record

    deal = ul.random_playout(2).after(10)
    seen: list[tuple[int, str]] = []
    again = deal_from_record(deal.to_record(), lambda d, move: seen.append((len(d.moves), move)))
    assert seen == list(enumerate(deal.moves)) and again.state_key() == deal.state_key()
    also: list[str] = []
    ul.Deal.from_record(deal.to_record(), observe=lambda d, move: also.append(move))
    assert also == list(deal.moves)
