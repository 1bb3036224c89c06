"""The Practice widget in Python: messages as the front end sends them, feedback, the puzzles'
second try, the seat's view (R31), and progress kept strictly and atomically."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

import unsun_lab.widgets.practice as practice_widget
from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.practice import Progress, ProgressError
from unsun_lab.widgets import Practice

CODE = re.compile(r"(?<![A-Za-z0-9])[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)(?![A-Za-z0-9])")


def click(widget: Any, **content: Any) -> None:
    """Deliver a message as the front end would."""
    widget._handle_custom_msg(content, [])


def _wrong(p: Practice) -> str:
    return next(c for c in p.exercise.choices if c not in p.exercise.answer)


def test_picks_and_check_by_messages_give_feedback_and_count_progress(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Practice(kinds=["legal"], seed=2, progress=path)
    ex = p.exercise
    for c in sorted(ex.answer):
        click(p, type="pick", choice=c)
    assert sorted(p.picked) == sorted(ex.answer)
    click(p, type="check")
    assert p.feedback["status"] == "right"
    assert p.feedback["answer"] == [c for c in ex.choices if c in ex.answer]
    kept = json.loads(path.read_text())
    rules = list(p.focus)
    assert all(kept["rules"][r] == {"seen": 1, "right": 1, "box": 2} for r in rules)
    click(p, type="next")
    assert p.feedback == {} and p.picked == []
    click(p, type="pick", choice=_wrong(p))
    click(p, type="check")
    assert p.feedback["status"] == "wrong" and p.feedback["wrong"]
    # The why of the wrong pick names its rule (R12, R19-R23).
    assert any(
        set(line["rules"]) & {"R12", "R19", "R20", "R21", "R23"} for line in p.feedback["lines"]
    )
    kept = json.loads(path.read_text())
    assert any(kept["rules"][r]["box"] == 1 for r in p.focus)


def test_a_bad_message_is_refused_and_changes_nothing() -> None:
    p = Practice(kinds=["winner"], seed=1, progress=None)
    before = (dict(p.item), list(p.picked))
    click(p, type="pick", choice="9")
    assert "9" in p.notice and (dict(p.item), list(p.picked)) == before
    click(p, type="level", level=7)
    assert p.level == 1 and p.notice
    click(p, type="pick")
    assert "choice" in p.notice


def test_a_puzzle_may_be_tried_again_before_the_answer_is_shown() -> None:
    # A puzzle with at least three wrong cards: "Try again" while two wrong ones remain.
    p = next(
        p
        for seed in range(4, 60)
        if len(
            set((p := Practice(kinds=["best_move"], seed=seed, progress=None)).exercise.choices)
            - p.exercise.answer
        )
        >= 3
    )
    click(p, type="pick", choice=_wrong(p))
    click(p, type="check")
    assert p.feedback["status"] == "try" and p.feedback["answer"] == []
    assert not any(b in line["text"] for line in p.feedback["lines"] for b in p.exercise.answer)
    click(p, type="again")
    assert p.picked == [] and p.feedback == {}
    click(p, type="pick", choice=_wrong(p))
    click(p, type="check")
    click(p, type="show")
    assert p.feedback["answer"] == sorted(p.exercise.answer)
    # The first try counts, once: for the puzzle's themes (a rating each), not under R29.
    assert "R29" not in p.progress.rules
    assert all(p.progress.themes[t]["seen"] == 1 for t in p.exercise.themes)
    assert all(p.progress.themes[t]["right"] == 0 for t in p.exercise.themes)


def test_the_exercise_payload_holds_only_what_the_seat_knows() -> None:
    """R31: a legal or best-move exercise sends the seat's own hand and what it saw."""
    for kind in ("legal", "best_move"):
        for seed in range(6):
            p = Practice(kinds=[kind], seed=seed, progress=None)
            deal = Deal.from_record(p.exercise.record or {})
            seat = p.exercise.seat
            assert seat is not None
            seen = {c.code for c in deal.view(seat).seen_cards()}
            # Tenka and the native Robai are named by the rules (R9, R10), wherever they lie.
            seen |= {"PRo", deal.table.native_robai.code}
            sent = set(CODE.findall(json.dumps(p.item)))
            assert sent <= seen, (kind, seed, sent - seen)


def test_a_bad_progress_file_is_kept_aside_and_practice_starts_afresh(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"format": "unsun-lab/practice-progress-1", "rules": {"R99": {}}}')
    p = Practice(seed=1, progress=path)
    assert "R99" in p.notice and "bad-1" in p.notice
    assert p.progress.rules == {}
    assert (tmp_path / "progress.bad-1.json").read_text().startswith('{"format"')
    p.answer(
        sorted(p.exercise.answer)[:1] if not p.exercise.multiple else sorted(p.exercise.answer)
    )
    assert Progress.load(path).rules  # a fresh file, loaded strictly again


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"format": "x", "rules": {}},
        {
            "format": "unsun-lab/practice-progress-1",
            "rules": {"R3": {"seen": 1, "right": 2, "box": 1}},
        },
        {
            "format": "unsun-lab/practice-progress-1",
            "rules": {"R3": {"seen": 1, "right": 1, "box": 9}},
        },
        {
            "format": "unsun-lab/practice-progress-1",
            "rules": {"R3": {"seen": True, "right": 0, "box": 1}},
        },
        {"format": "unsun-lab/practice-progress-1", "rules": {}, "extra": 1},
    ],
)
def test_progress_is_loaded_strictly(data: Any) -> None:
    with pytest.raises(ProgressError):
        Progress.from_dict(data)


def test_progress_is_never_written_through_a_link(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    target.write_text("keep")
    link = tmp_path / "progress.json"
    os.symlink(target, link)
    with pytest.raises(ProgressError, match="regular file"):
        Progress().save(link)
    assert target.read_text() == "keep"
    p = Practice(seed=1, progress=link)
    assert p.notice and target.read_text() == "keep"


def test_missed_rules_come_back_sooner() -> None:
    progress = Progress()
    progress.record(["R20"], True)
    progress.record(["R20"], True)
    progress.record(["R25"], False)
    assert progress.box("R20") == 3 and progress.box("R25") == 1
    assert progress.weight(["R25"]) > progress.weight(["R20"])


def test_in_the_browser_progress_lives_in_its_storage(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(practice_widget, "_in_browser", lambda: True)
    p = Practice(kinds=["stronger"], seed=3)
    assert p.storage_key == practice_widget.STORAGE_KEY
    kept = {
        "format": "unsun-lab/practice-progress-1",
        "rules": {"R14": {"seen": 4, "right": 3, "box": 2}},
    }
    click(p, type="stored", data=json.dumps(kept))
    assert p.progress.rules["R14"]["seen"] == 4
    p.answer(sorted(p.exercise.answer))
    assert json.loads(p.stored)["rules"]["R14"]["seen"] == 5 or any(
        json.loads(p.stored)["rules"][r]["seen"] >= 1 for r in p.focus
    )
    before = p.progress.rules
    click(p, type="stored", data="{not json")  # refused: the progress stays as it was
    assert p.notice and p.progress.rules == before and p.progress.rules["R14"]["seen"] >= 5


def test_every_word_follows_the_language() -> None:
    p = Practice(kinds=["winner"], seed=5, progress=None, lang="cs")
    assert p.words["check"] == "Zkontrolovat"
    click(p, type="pick", choice="0")
    click(p, type="check")
    click(p, type="lang", lang="ja")
    assert p.words["check"] == "答え合わせ"
    assert p.feedback["lines"][0]["text"] in ("正解です！", "残念、違います。")
    assert "席" in p.item["question"]


def test_rules_choose_the_kinds() -> None:
    p = Practice(rules=["R27"], seed=1, progress=None)
    assert [m["kind"] for m in p.menu] == ["combination"]
    assert [b["rule"] for b in p.bar] == ["R27"]
    with pytest.raises(ValueError, match="no exercise trains"):
        Practice(rules=["R1"], progress=None)
    assert Card("KSu")  # the cards module stays importable beside the widget


def test_the_play_table_practises_the_deals_mistakes() -> None:
    """ "Practise these": the coach's mistakes of a finished deal, as puzzles from seat 0."""
    from unsun_lab.widgets import PlayTable

    table = PlayTable(seed=7, delay=0, coach_worlds=40)
    with pytest.raises(ValueError, match="not judged"):
        table.practise(progress=None)
    while not table.deal.over:
        table.play(table.state["legal"][-1])
    assert table.state["coach"] is not None  # asks the coach
    assert table.wait_coach(600)
    bad = [d for d in table.costliest or [] if d.label in ("mistake", "blunder")]
    p = table.practise(progress=None)
    assert [m["kind"] for m in p.menu] == ["best_move"]
    asked = []
    for _ in bad:
        ex = p.exercise
        assert ex.seat == 0 and ex.kind == "best_move"
        asked.append(len(Deal.from_record(ex.record or {}).moves) + 1)
        p.next()
    assert sorted(asked) == sorted(d.number for d in bad)


def test_the_front_end_draws_state_with_labels_and_every_word_it_reads_is_there() -> None:
    """One widget shape: only ``state`` and ``labels`` are synced, messages come from a table,
    and every label the practice's drawing reads (``W.x`` in practice.js) is in ``labels``."""
    p = Practice(kinds=["legal"], seed=2, progress=None)
    synced = {name for name in p.trait_names(sync=True) if not name.startswith("_")}
    assert synced - {"comm", "layout", "log", "tabbable", "tooltip", "keys"} == {"state", "labels"}
    assert set(p._messages) == {
        "pick", "check", "again", "show", "next", "level", "kind", "lang", "stored",
    }  # fmt: skip
    script = (Path(practice_widget.__file__).parent / "practice.js").read_text()
    wanted = set(re.findall(r"\bW\.([a-z_]+)", script))
    assert wanted and not wanted - set(p.labels)
    assert p.state["item"] == p.item and p.state["picked"] == p.picked == []


def test_the_review_and_the_practice_share_one_host() -> None:
    from unsun_lab.widgets._common import BadMessage
    from unsun_lab.widgets._drill import Drill
    from unsun_lab.widgets._nested import Nested
    from unsun_lab.widgets._review import Review

    shown: list[dict[str, Any]] = []
    drill = Drill(shown.append)
    assert isinstance(drill, Nested) and issubclass(Review, Nested)
    with pytest.raises(BadMessage, match="No practice is open"):
        drill.message({"type": "next"})
    p = Practice(kinds=["winner"], seed=1, progress=None)
    inner = drill.open([p.exercise], "en")
    assert drill.practice is inner and shown[-1]["open"]
    assert shown[-1]["state"] == inner.state and shown[-1]["labels"] == inner.labels
    drill.message({"type": "pick", "choice": p.exercise.choices[0]})
    assert shown[-1]["state"]["picked"] == [p.exercise.choices[0]]
    drill.set_language("ja")
    assert shown[-1]["labels"]["lang"] == "ja"
    drill.close()
    assert shown[-1] == {} and drill.practice is None
