"""A deal changes only through push, pop and note: what it hands out (moves, tricks, plays,
points, notes, unknown fields) is read-only or a copy, so no caller can put it in a state the
rules never reach (R18-R29), and what it holds always saves and loads back as the same deal."""

from __future__ import annotations

import ast
import contextlib
import json
import math
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.limits import MAX_STRING
from unsun_lab.record import RecordError, save_record

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = conformance_dir() / "R28_hidden_robai_5.json"


def _mid_deal() -> ul.Deal:
    deal = ul.Deal.from_record(SAMPLE)
    while len(deal.tricks) > 3:
        deal.pop()
    return deal


def _snapshot(deal: ul.Deal) -> tuple[Any, ...]:
    return (deal.state_key(), dict(deal.move_notes), dict(deal.extra), deal.score)


# -- item by item: each change is refused and the deal is as it was -------------------------


def test_the_list_of_tricks_cannot_be_changed() -> None:
    deal = _mid_deal()
    before = _snapshot(deal)
    with pytest.raises(TypeError, match="read-only"):
        deal.tricks.pop()
    with pytest.raises(TypeError, match="read-only"):
        deal.tricks.append(deal.tricks[0])
    with pytest.raises(TypeError, match="read-only"):
        del deal.tricks[0]
    list.clear(deal.tricks)  # even past the guard, only a copy is cleared
    assert _snapshot(deal) == before and len(deal.tricks) == 3


def test_the_plays_and_points_of_a_trick_cannot_be_changed() -> None:
    deal = _mid_deal()
    before = _snapshot(deal)
    first = deal.tricks[0]
    with pytest.raises(TypeError, match="read-only"):
        first.plays.clear()
    with pytest.raises(TypeError, match="read-only"):
        first.plays[0] = first.plays[1]
    list.clear(first.plays)
    for name, value in [
        ("points", (9, 0)),
        ("plays", []),
        ("result", None),
        ("combo", None),
        ("leader", 3),
        ("number", 5),
        ("meri", True),
    ]:
        with pytest.raises(AttributeError):
            setattr(first, name, value)
    assert _snapshot(deal) == before
    assert deal.score_after(1) == first.points and len(first.plays) == 8


def test_the_moves_cannot_be_changed() -> None:
    deal = _mid_deal()
    before = _snapshot(deal)
    with pytest.raises(TypeError, match="read-only"):
        deal.moves.append(deal.legal_moves()[0])
    with pytest.raises(TypeError, match="read-only"):
        deal.moves += ["P1"]
    list.append(deal.moves, "P1")
    assert _snapshot(deal) == before
    assert deal.moves == list(before[0][9]) and isinstance(deal.moves, list)  # reads as a list


@pytest.mark.parametrize(
    "name",
    [
        "dealer",
        "dealt",
        "indicator",
        "stock",
        "table",
        "trump",
        "native_robai",
        "holder",
        "sun_exception",
        "declaration",
        "recipient",
        "discard",
        "tricks",
        "moves",
        "move_notes",
        "score",
    ],
)
def test_no_attribute_of_the_deal_can_be_assigned(name: str) -> None:
    deal = _mid_deal()
    before = _snapshot(deal)
    with pytest.raises(AttributeError):
        setattr(deal, name, getattr(deal, name))
    assert _snapshot(deal) == before


def test_after_every_refused_change_the_deal_plays_on_by_the_rules() -> None:
    """The corruption the attack found: 74 cards in play, score_after(1) == (9, 0) while the
    score was (0, 1). Every attempt fails and the deal ends with 72 cards played, 9 points."""
    deal = _mid_deal()
    attempts = [
        lambda: deal.tricks.pop(),
        lambda: deal.tricks[0].plays.clear(),
        lambda: setattr(deal.tricks[0], "points", (9, 0)),
        lambda: deal.moves.append("P1"),
        lambda: deal.move_notes.__setitem__(0, 12345),
        lambda: deal.extra.__setitem__("moves", []),
    ]
    for attempt in attempts:
        with pytest.raises((TypeError, AttributeError)):
            attempt()
    deal.play_out()
    assert sum(len(t.plays) for t in deal.tricks) == 72 and sum(deal.score) == 9  # R29
    assert deal.score_after(9) == deal.score
    assert ul.Deal.from_record(deal.to_record()).state_key() == deal.state_key()


# -- writing what cannot be read back ------------------------------------------------------


def test_a_note_that_is_not_a_string_cannot_be_written_behind_the_deals_back(
    tmp_path: Path,
) -> None:
    deal = _mid_deal()
    with pytest.raises(TypeError):
        deal.move_notes[0] = 12345  # type: ignore[index]
    with pytest.raises(TypeError, match="move 1: a note must be a string or None, not int"):
        deal.note(0, 12345)  # type: ignore[arg-type]
    deal.note(0, "the holder passes: the native Robai stays hidden (R11)")
    path = save_record(deal, tmp_path / "deal.json")
    again = ul.Deal.from_record(path)
    assert again.move_notes == deal.move_notes and again.state_key() == deal.state_key()


@pytest.mark.parametrize("field", ["moves", "hands", "dealer", "format", "title", "indicator"])
def test_unknown_fields_cannot_shadow_the_records_own(field: str) -> None:
    deal = _mid_deal()
    moves = len(deal.moves)
    with pytest.raises(RecordError, match=f"^{field}: a field of the record itself") as caught:
        deal.extra = {field: []}
    assert caught.value.field == field
    assert deal.extra == {} and len(ul.Deal.from_record(deal.to_record()).moves) == moves


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"measure": float("nan")}, "measure"),
        ({"deck": object()}, "deck"),
        ({"when": b"bytes"}, "when"),
        ({1: "not a string key"}, "record"),
        ({"deep": [[[["x"]]]] * 1 + [{"k": {1, 2}}]}, "deep"),
        ({"text": "lone \udc80 surrogate"}, "text"),
        (["moves"], "extra"),
    ],
)
def test_unknown_fields_that_a_record_cannot_hold_are_refused_naming_them(
    fields: Any, named: str
) -> None:
    deal = _mid_deal()
    deal.extra = {"kept": [1, 2]}
    with pytest.raises(RecordError) as caught:
        deal.extra = fields
    assert caught.value.field == named
    assert deal.extra == {"kept": [1, 2]}


def test_the_unknown_fields_handed_out_are_a_copy() -> None:
    deal = _mid_deal()
    deal.extra = {"table": {"seats": [1, 2]}}
    with pytest.raises(TypeError):
        deal.extra["table"] = 5  # type: ignore[index]
    deal.extra["table"]["seats"].append(float("nan"))  # a copy: the deal keeps its own
    assert deal.to_record()["table"] == {"seats": [1, 2]}
    assert ul.Deal.from_record(deal.to_record()).extra == {"table": {"seats": [1, 2]}}


def test_a_tuple_in_the_unknown_fields_is_kept_as_the_list_it_will_load_as() -> None:
    deal = _mid_deal()
    deal.extra = {"pair": (1, 2)}
    assert deal.extra == {"pair": [1, 2]}
    assert ul.Deal.from_record(deal.to_record()).extra == deal.extra


# -- validation without assert -------------------------------------------------------------


class LyingList(list[Any]):
    """A list that claims to hold ``claimed`` items, whatever it holds."""

    def __init__(self, items: list[Any], claimed: int) -> None:
        super().__init__(items)
        self.claimed = claimed

    def __len__(self) -> int:
        return self.claimed


def _layout() -> tuple[int, list[list[str]], str, list[str]]:
    record = ul.load_record(SAMPLE)
    return record["dealer"], record["hands"], record["indicator"], record["stock"]


def test_a_hand_that_lies_about_its_length_is_refused_with_the_record_error() -> None:
    dealer, hands, indicator, stock = _layout()
    short = [list(h) for h in hands]
    short[3] = LyingList(short[3][:3], 9)  # 3 cards that say they are 9: a 69-card deal
    refused = r"hands\[3\]: expected 9 dealt cards, got 3 cards \(R6\)"
    with pytest.raises(RecordError, match=refused):
        ul.Deal.from_cards(dealer, short, indicator, stock)
    many = LyingList([list(h) for h in hands] + [["P1"]], 8)  # 9 hands that say they are 8
    with pytest.raises(RecordError, match="expected a list of 8 hands"):
        ul.Deal.from_cards(dealer, many, indicator, stock)
    with pytest.raises(RecordError, match="expected the 2 stock cards"):
        ul.Deal.from_cards(dealer, hands, indicator, LyingList(stock[:1], 2))


class LyingIter(list[Any]):
    """A hand whose iteration gives nine copies of one card, whatever it holds."""

    def __iter__(self) -> Any:
        return iter(["P1"] * 9)


def _lying_layouts() -> dict[str, tuple[Any, Any]]:
    _, hands, _, stock = _layout()
    out: dict[str, tuple[Any, Any]] = {}
    for k in range(8):
        for what, lying in [
            ("3 as 9", lambda h: LyingList(h[:3], 9)),
            ("10 as 9", lambda h: LyingList([*h, "P1"], 9)),
            ("iterates 9 others", LyingIter),
        ]:
            changed = [list(h) for h in hands]
            changed[k] = lying(changed[k])
            out[f"hand {k}: {what}"] = (changed, stock)
    out["7 hands as 8"] = (LyingList([list(h) for h in hands[:7]], 8), stock)
    out["stock 3 as 2"] = (hands, LyingList([*stock, "P1"], 2))
    return out


@pytest.mark.parametrize("what", list(_lying_layouts()))
def test_any_lying_list_is_refused_or_makes_a_deal_of_the_75_cards(what: str) -> None:
    dealer, _, indicator, _ = _layout()
    hands, stock = _lying_layouts()[what]
    try:
        deal = ul.Deal.from_cards(dealer, hands, indicator, stock)
    except RecordError:
        return
    dealt = [c for hand in deal.dealt for c in hand]
    assert len(dealt) + 1 + len(deal.stock) == 75 and len(set(dealt)) == 72


LYING_UNDER_O = textwrap.dedent(
    """
    import sys
    import unsun_lab as ul

    class LyingList(list):
        def __len__(self):
            return 9

    record = ul.load_record(sys.argv[1])
    hands = [list(h) for h in record["hands"]]
    hands[3] = LyingList(hands[3][:3])
    try:
        deal = ul.Deal.from_cards(record["dealer"], hands, record["indicator"], record["stock"])
    except ul.RecordError as err:
        print("refused:", err.field, err)
    else:
        print("accepted:", sum(len(h) for h in deal.dealt) + 3, "cards")
    """
)


def _under_dash_o(script: str) -> subprocess.CompletedProcess[str]:
    """``script`` run by ``python -O`` (asserts removed) with the sample record's path."""
    run = subprocess.run(
        [sys.executable, "-O", "-c", script, str(SAMPLE)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
        timeout=120,
    )
    assert run.returncode == 0 and not run.stderr, run.stderr
    return run


def test_a_69_card_deal_is_refused_under_python_dash_o_too() -> None:
    run = _under_dash_o(LYING_UNDER_O)
    assert run.stdout.startswith("refused: hands hands: hands[3]: expected 9 dealt cards"), (
        run.stdout
    )


EVERY_SHORT_HAND_UNDER_O = textwrap.dedent(
    """
    import sys
    import unsun_lab as ul

    class LyingList(list):
        def __init__(self, items, claimed):
            super().__init__(items)
            self.claimed = claimed

        def __len__(self):
            return self.claimed

    record = ul.load_record(sys.argv[1])
    refused = 0
    for k in range(8):
        for cut in (0, 3, 8):
            hands = [list(h) for h in record["hands"]]
            hands[k] = LyingList(hands[k][:cut], 9)
            try:
                ul.Deal.from_cards(record["dealer"], hands, record["indicator"], record["stock"])
            except ul.RecordError:
                refused += 1
    print(refused)
    """
)


def test_every_short_hand_that_says_it_is_whole_is_refused_under_python_dash_o() -> None:
    run = _under_dash_o(EVERY_SHORT_HAND_UNDER_O)
    assert run.stdout.strip() == "24"  # 8 hands, each cut to 0, 3 and 8 cards


def test_the_package_checks_nothing_with_assert() -> None:
    """``python -O`` removes assert statements: a check the package relies on is explicit."""
    package = ROOT / "unsun_lab"
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            f"{path.relative_to(ROOT)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Assert)
        ]
    assert found == []


# -- the save's own check: what is written loads back as the same deal -----------------------


@pytest.mark.parametrize(
    ("corrupt", "field"),
    [
        (lambda d: d._move_notes.__setitem__(len(d.moves) + 3, "a note on no move"), "moves"),
        (lambda d: d._move_notes.__setitem__(0, 12345), "record"),
        (lambda d: setattr(d, "_extra", {"moves": []}), "extra"),
        (lambda d: setattr(d, "_title", "\ud800"), "title"),
    ],
)
def test_a_deal_corrupted_behind_its_api_is_never_saved(
    tmp_path: Path, corrupt: Any, field: str
) -> None:
    """Even a deal whose private state was edited directly (nothing public can do it) is not
    written when its record would not load back as the same deal: the save reads its own
    text back and replays it first, and names the field."""
    deal = _mid_deal()
    corrupt(deal)
    with pytest.raises(RecordError) as caught:
        save_record(deal, tmp_path / "deal.json")
    assert caught.value.field in (field, "moves") and list(tmp_path.iterdir()) == []


# -- every hostile change at once: refused, and the deal as it was -------------------------


def _nested(depth: int) -> Any:
    value: Any = "leaf"
    for _ in range(depth):
        value = [value]
    return value


def _self_referring() -> dict[str, Any]:
    fields: dict[str, Any] = {}
    fields["fields"] = fields
    return fields


HOSTILE_CHANGES: dict[str, Any] = {
    "tricks.clear": lambda d: d.tricks.clear(),
    "tricks[0] =": lambda d: d.tricks.__setitem__(0, None),
    "tricks.sort": lambda d: d.tricks.sort(key=id),
    "tricks.reverse": lambda d: d.tricks.reverse(),
    "moves.pop": lambda d: d.moves.pop(),
    "moves.insert": lambda d: d.moves.insert(0, "pass"),
    "moves *= 2": lambda d: d.moves.__imul__(2),
    "move_notes.clear": lambda d: d.move_notes.clear(),
    "extra = inf": lambda d: setattr(d, "extra", {"x": -math.inf}),
    "extra = a set": lambda d: setattr(d, "extra", {"x": {1}}),
    "extra = a card": lambda d: setattr(d, "extra", {"x": ul.Card("KSu")}),
    "extra = a huge int": lambda d: setattr(d, "extra", {"x": 10**30}),
    "extra = 40 deep": lambda d: setattr(d, "extra", {"x": _nested(40)}),
    "extra = itself": lambda d: setattr(d, "extra", _self_referring()),
    "extra = a surrogate key": lambda d: setattr(d, "extra", {"\udfff": 1}),
    "extra = a long string": lambda d: setattr(d, "extra", {"x": "y" * 200_000}),
    "extra = None": lambda d: setattr(d, "extra", None),
    "extra nested edit": lambda d: d.extra["kept"].append(math.nan),
    "title = 5": lambda d: setattr(d, "title", 5),
    "title = a surrogate": lambda d: setattr(d, "title", "a\ud800b"),
    "notes = too long": lambda d: setattr(d, "notes", "n" * (MAX_STRING + 1)),
    "notes = bytes": lambda d: setattr(d, "notes", b"x"),
    "note(0, too long)": lambda d: d.note(0, "x" * (MAX_STRING + 1)),
    "note(True, x)": lambda d: d.note(True, "x"),
    "note(99, x)": lambda d: d.note(99, "x"),
    "note(-1, x)": lambda d: d.note(-1, "x"),
    "plays.append": lambda d: d.tricks[0].plays.append(d.tricks[0].plays[0]),
    "trick.led_suit =": lambda d: setattr(d.tricks[0], "led_suit", None),
    "trick.combo_reason =": lambda d: setattr(d.tricks[0], "combo_reason", None),
    **{
        f"del {name}": lambda d, name=name: delattr(d, name)
        for name in ("dealer", "tricks", "moves", "move_notes", "score", "phase", "to_move")
    },
    **{f"{name} = None": lambda d, name=name: setattr(d, name, None) for name in ("phase",)},
}


def _full_snapshot(deal: ul.Deal) -> tuple[Any, ...]:
    return (*_snapshot(deal), deal.title, deal.notes)


@pytest.mark.parametrize("what", list(HOSTILE_CHANGES))
def test_a_hostile_change_is_refused_and_leaves_the_deal_as_it_was(what: str) -> None:
    deal = _mid_deal()
    deal.extra = {"kept": [1, 2]}
    before = _full_snapshot(deal)
    with contextlib.suppress(TypeError, AttributeError, ValueError, IndexError, RecordError):
        HOSTILE_CHANGES[what](deal)
    assert _full_snapshot(deal) == before


def test_after_all_hostile_changes_at_once_the_deal_plays_on_and_loads_back() -> None:
    deal = _mid_deal()
    deal.extra = {"kept": [1, 2]}
    for change in HOSTILE_CHANGES.values():
        with contextlib.suppress(TypeError, AttributeError, ValueError, IndexError, RecordError):
            change(deal)
    deal.play_out()
    assert sum(len(t.plays) for t in deal.tricks) == 72 and sum(deal.score) == 9  # R29
    again = ul.Deal.from_record(json.loads(json.dumps(deal.to_record())))
    assert again.state_key() == deal.state_key()
