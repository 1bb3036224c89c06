""" "Practise these" in the PlayTable's deal summary: the coach's mistakes and blunders of seat 0
practised inside the table, each puzzle from seat 0's view alone (R31), driven by the same
front-end messages the browser sends."""

from __future__ import annotations

import re
from typing import Any

import pytest

from unsun_lab.deal import Deal
from unsun_lab.explain import sentence
from unsun_lab.widgets import PlayTable


def click(widget: Any, **content: Any) -> None:
    """Deliver a message as the front end would."""
    widget._handle_custom_msg(content, [])


@pytest.fixture(scope="module")
def judged() -> PlayTable:
    """A finished deal (seat 0 plays its last legal card each time) the coach has judged."""
    table = PlayTable(seed=7, delay=0, coach_worlds=40)
    while not table.deal.over:
        table.play(table.state["legal"][-1])
    assert table.wait_coach(600)
    table._refresh()
    return table


def test_the_button_is_offered_only_when_the_coach_found_a_mistake(judged: PlayTable) -> None:
    bad = [d for d in judged.costliest or [] if d.label in ("mistake", "blunder")]
    assert bad, "seat 0's last legal card each time makes at least one mistake here"
    assert judged.state["coach"]["practise"] is True
    assert judged.state["coach"]["practise_label"] == "Practise these"
    fresh = PlayTable(seed=7, delay=0)
    assert fresh.state["coach"] is None  # a deal in play: no summary, no button
    assert fresh.practice_state == {}
    click(fresh, type="practise")  # refused: nothing judged yet; nothing opens
    assert fresh.practice_state == {} and "not judged" in fresh.refused


def test_practise_message_opens_the_puzzles_in_the_table_and_answers_them(
    judged: PlayTable,
) -> None:
    bad = sorted(d.number for d in judged.costliest or [] if d.label in ("mistake", "blunder"))
    click(judged, type="practise")
    ps = judged.practice_state
    item = ps["state"]["item"]
    assert ps["open"] and item["kind"] == "best_move"
    assert str(len(bad)) in ps["intro"] and "(R31)" in ps["intro"]
    ex = judged.practice.exercise
    assert ex.seat == 0 and len(Deal.from_record(ex.record or {}).moves) + 1 in bad
    # The puzzle shows only seat 0's own cards as choices (R31): all in its hand then.
    hand = {c.code for c in Deal.from_record(ex.record or {}).view(0).hand}
    assert {c["value"] for c in item["choices"]} <= hand
    assert all(card["face"] in judged.faces for card in item["cards"])  # drawn at once
    wrong = next(c["value"] for c in item["choices"] if c["value"] not in ex.answer)
    click(judged, type="practice_msg", msg={"type": "pick", "choice": wrong})
    assert judged.practice_state["state"]["picked"] == [wrong]
    click(judged, type="practice_msg", msg={"type": "check"})
    # A puzzle: "Try again" first while two wrong cards remain, else the answer at once.
    left = len(set(ex.choices) - set(ex.answer)) - 1
    status = judged.practice_state["state"]["feedback"]["status"]
    assert status == ("try" if left >= 2 else "wrong")
    if status == "try":
        click(judged, type="practice_msg", msg={"type": "again"})
        right = sorted(ex.answer)[0]
        click(judged, type="practice_msg", msg={"type": "pick", "choice": right})
        click(judged, type="practice_msg", msg={"type": "check"})
    fb = judged.practice_state["state"]["feedback"]
    assert fb["status"] in ("right", "wrong")
    # In words naming cards; the numbers behind Details (R29).
    assert all(
        re.search(r"[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)", line["text"]) for line in fb["lines"][1:]
    )
    assert fb["details"] and any("R29" in line["rules"] for line in fb["details"])


def test_a_bad_practice_message_is_refused_and_changes_nothing(judged: PlayTable) -> None:
    click(judged, type="practise")
    before = dict(judged.practice_state)
    click(judged, type="practice_msg", msg={"type": "pick", "choice": "K9x"})
    after = judged.practice_state["state"]
    assert after["notice"].startswith("Refused") and after["picked"] == before["state"]["picked"]
    click(judged, type="practice_close")
    assert judged.practice_state == {} and judged.practice is None
    click(judged, type="practice_msg", msg={"type": "check"})
    assert "No practice is open" in judged.refused and judged.practice_state == {}


def test_the_practice_speaks_the_tables_language_and_closes_with_the_deal(
    judged: PlayTable,
) -> None:
    click(judged, type="practise")
    click(judged, type="lang", lang="cs")
    assert judged.practice_state["close"] == "Zavřít procvičování"
    assert judged.practice_state["labels"]["lang"] == "cs"
    click(judged, type="lang", lang="en")
    click(judged, type="next_deal")
    assert judged.practice_state == {} and judged.practice is None


def test_the_hint_speaks_the_coachs_words_from_seat_0s_view_in_the_background(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hint: the best move against the next best, in the Analyse panel's words; the
    numbers only behind "Details"; judged from seat 0's view alone (R31), off the kernel's
    thread."""
    from unsun_lab.view import PlayerView
    from unsun_lab.widgets import _table_coach

    seen: list[Any] = []
    real = _table_coach.analyse_decision

    def spy(view: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append((view, kwargs["worlds"]))
        return real(view, *args, **kwargs)

    monkeypatch.setattr(_table_coach, "analyse_decision", spy)
    t = PlayTable(seed=1, delay=0, hint_worlds=40)
    click(t, type="hint")
    assert t.wait_hint(120)
    [(view, worlds)] = seen
    assert isinstance(view, PlayerView) and view.seat == 0 and worlds == 40
    s = t.state
    assert s["hint_pending"] is None and s["hint_move"] in s["legal"]
    advice = t.hinter.cache[t.coaching.asked]
    best, other = advice.moves[0], advice.moves[1]
    if best.value - other.value <= 0.10:  # as good as each other: not "the next best"
        head = f"Hint: {best.move} and {other.move} are as good as each other;"
    else:
        head = f"Hint: the best move is {best.move}; the next best is {other.move}."
    assert s["hint_head"].startswith(head), s["hint_head"]
    said = [e.render("en") for e in advice.contrast.reasons()] if advice.contrast else []
    assert s["hint_why"] == [sentence(w) for w in said] or "ahead" in s["hint"]
    assert not any("±" in w for w in [s["hint_head"], *s["hint_why"]])  # numbers: in details
    assert any("±" in d for d in s["hint_details"]) and s["hint_details_label"] == "Details"
    click(t, type="hint")  # asked again at the same position: from the cache, no new job
    assert len(seen) == 1
    t.play(s["hint_move"])
    assert t.state["hint"] == "" and t.state["hint_why"] == []
