"""The coach in the widgets: the DealStepper's Analyse switch and the PlayTable's
costliest decisions, judged by the core from the deciding seat's view (R31), in the background.

Budgets stay small (``analysis_worlds=``/``coach_worlds=``): the machine is shared. Where a
test needs the analysis to be still running, it holds the widget's state lock, which the job
needs to publish anything, so the outcome never depends on timing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.widgets.test_widgets import _leaks, _played, click, spy
from unsun_lab.analysis import LABELS, analyse, analyse_decision
from unsun_lab.explain import sentence
from unsun_lab.i18n import decimal, text
from unsun_lab.widgets import DealStepper, PlayTable
from unsun_lab.widgets._coach import SYNC_WORLDS, Background

# How long a test waits for a background analysis: a safety net, far above what a busy
# machine needs (the wait ends as soon as the analysis is done).
WAIT_S = 600.0

W = 12  # worlds per decision in these tests


def _to_play_decision(s: DealStepper) -> None:
    """Step to the first decision of the card play with more than one legal move."""
    while not (
        s.deal.phase == "play"
        and s.deal.current_trick is not None
        and len(s.deal.legal_moves()) > 1
    ):
        s.forward()


def test_switch_is_off_by_default_and_on_draws_bars_of_the_current_decision() -> None:
    deal = _played(4)
    s = DealStepper(deal, analysis_worlds=W)
    _to_play_decision(s)
    assert s.state["analysis"] == {"on": False}
    click(s, type="analyse", value=True)
    assert s.wait_analysis(WAIT_S)
    a = s.state["analysis"]
    d = a["decision"]
    k = s.move
    # The same numbers as the core, judged from the deciding seat's view.
    core = analyse_decision(
        s.deal.view(s.deal.to_move), s.full.moves[k], worlds=W, seed=0, number=k + 1
    )
    assert [m["move"] for m in d["moves"]] == [m.move for m in core.moves]
    assert sorted(m["move"] for m in d["moves"]) == sorted(s.deal.legal_moves())
    assert d["played"] == s.full.moves[k] == s.state["decision"]["recorded"]
    assert d["label"] == core.label and d["label"] in LABELS
    assert d["loss"] == round(core.loss, 2) and d["best"] == core.best
    assert d["why"] == [sentence(w) for w in core.why("en")] and d["why"][0].endswith("(R29).")
    assert all(w[:1].isupper() for w in d["why"])  # "always, G3 wins …" began in lower case
    values = [m["value"] for m in d["moves"]]
    assert values == sorted(values, reverse=True)
    assert all(m["stderr"] >= 0 for m in d["moves"])
    assert str(s.deal.to_move) in a["title"] and str(W) in a["title"]
    # Cached: back and forth again starts no new job and gives the same panel.
    s.forward()
    s.wait_analysis(WAIT_S)
    s.back()
    assert not s.jobs.busy and s.state["analysis"] == a
    click(s, type="analyse", value=False)
    assert s.state["analysis"] == {"on": False}


def test_labels_follow_the_loss_at_every_analysed_decision() -> None:
    s = DealStepper(_played(2), analyse=True, analysis_worlds=6)
    seen = set()
    while s.step_index < s.steps:
        s.wait_analysis(WAIT_S)
        d = s.state["analysis"].get("decision")
        if d is not None:
            seen.add(d["played"])
            best = d["moves"][0]["value"]
            played = next(m["value"] for m in d["moves"] if m["move"] == d["played"])
            assert d["loss"] == pytest.approx(max(0.0, best - played), abs=0.011)
            if d["played"] == d["best"]:
                assert d["label"] == "best"
        s.forward()
    assert len(seen) > 20


@pytest.mark.parametrize("seed", [0, 5])
def test_seat_view_analyses_only_its_own_decisions_and_sends_no_hidden_card(seed: int) -> None:
    deal = _played(seed)
    seat = 3
    s = DealStepper(deal, seat=seat, analyse=True, analysis_worlds=6)
    sent = spy(s)
    click(s, type="faces?")
    judged = 0
    for _ in range(s.steps + 1):
        s.wait_analysis(WAIT_S)
        view = s.deal.view(seat)
        assert not _leaks(s.state, view), s.step_index
        assert not _leaks(sent, view), s.step_index
        a = s.state["analysis"]
        d = a.get("decision")
        if d is not None:
            judged += 1
            assert d["seat"] == seat and s.state["decision"]["seat"] == seat
            core = analyse_decision(view, d["played"], worlds=6, seed=0)
            assert [m["move"] for m in d["moves"]] == [m.move for m in core.moves]
        elif s.state["decision"].get("seat") not in (None, seat):
            assert "only seat 3" in a["text"]
        sent.clear()
        click(s, type="step", by=1)
    assert judged >= 6  # at least the card play of seat 3's nine tricks, less forced moves


def test_stepping_is_handled_while_the_analysis_is_still_running() -> None:
    s = DealStepper(_played(7), analysis_worlds=400)
    _to_play_decision(s)
    with s._state_lock:  # the job can publish nothing while this is held
        click(s, type="analyse", value=True)
        first = s.move
        assert s.state["analysis"]["pending"]["total"] == 400
        click(s, type="step", by=1)  # handled at once, analysis or not
        assert s.move == first + 1 and s.jobs.busy
        click(s, type="step", by=-1)
        assert s.move == first and "pending" in s.state["analysis"]
        assert "decision" not in s.state["analysis"]
    assert s.wait_analysis(WAIT_S)
    assert s.state["analysis"]["decision"]["played"] == s.full.moves[first]


def test_without_threads_the_switch_judges_at_once_with_a_small_budget() -> None:
    s = DealStepper(_played(1), analysis_worlds=500)
    s.jobs = Background(threaded=False)
    _to_play_decision(s)
    s.set_analysis(True)
    a = s.state["analysis"]
    assert a["decision"]["worlds"] == SYNC_WORLDS
    assert str(SYNC_WORLDS) in a["note"]


def test_loading_another_record_forgets_the_old_analysis(tmp_path: Path) -> None:
    other = _played(9)
    (tmp_path / "other.json").write_text(json.dumps(other.to_record()), encoding="utf-8")
    s = DealStepper(_played(3), analyse=True, analysis_worlds=6, save_dir=tmp_path)
    _to_play_decision(s)
    s.wait_analysis(WAIT_S)
    assert s.analysed
    click(s, type="load", name="other.json")
    assert not s.state["refused"]
    _to_play_decision(s)
    s.wait_analysis(WAIT_S)
    d = s.state["analysis"]["decision"]
    assert d["played"] == other.moves[s.move]
    assert sorted(m["move"] for m in d["moves"]) == sorted(s.deal.legal_moves())


def test_a_bad_analyse_message_is_refused_and_changes_nothing() -> None:
    s = DealStepper(_played(1), analysis_worlds=W)
    before = dict(s.state)
    click(s, type="analyse", value="yes")
    assert "'value'" in s.state["refused"]
    assert s.state["analysis"] == before["analysis"] == {"on": False}
    assert not s.jobs.busy


def test_analyse_switch_words_exist_in_every_language() -> None:
    s = DealStepper(_played(1), analysis_worlds=W, analyse=True)
    for lang in ("en", "pt", "cs", "ja"):
        s.set_language(lang)
        s.wait_analysis(WAIT_S)
        assert s.labels["analyse"] and s.labels["analysis_legend"]


def _finish_deal(t: PlayTable) -> None:
    """Play the deal out: the learner passes and plays (or discards) its last legal card."""
    while not t.deal.over:
        st = t.state
        if st["your_turn"] and st["ask"] == "declare":
            click(t, type="pass")
        elif st["your_turn"]:
            click(t, type="play", card=st["legal"][-1])
        else:
            click(t, type="tick", at=st["at"])
        assert not st["refused"], st["refused"]


def test_play_table_lists_the_learners_costliest_decisions_after_the_deal() -> None:
    t = PlayTable(seed=5, delay=0, coach_worlds=8)
    assert t.state["coach"] is None
    with t._state_lock:
        _finish_deal(t)
        c = t.state["coach"]
        assert c["pending"]["done"] == 0 and c["pending"]["total"] > 5
        assert t.costliest is None
    assert t.wait_coach(WAIT_S)
    c = t.state["coach"]
    core = analyse(t._record_deal(), seats=[0], worlds=8)
    expected = [d for d in core.costliest(3, seat=0) if d.label != "best"]
    assert [i["number"] for i in c["items"]] == [d.number for d in expected]
    assert [i["best"] for i in c["items"]] == [d.best for d in expected]
    losses = [i["loss"] for i in c["items"]]
    assert losses == sorted(losses, reverse=True)
    for item in c["items"]:
        assert item["seat"] == 0 and item["label"] != "best"
        assert item["best"] in item["text"] and item["played"] in item["text"]
    assert not _leaks(t.state, t.view)
    if not c["items"]:
        assert c["text"]


def test_play_table_next_deal_is_not_held_up_by_the_coach() -> None:
    t = PlayTable(seed=2, delay=0, coach_worlds=200)
    with t._state_lock:
        _finish_deal(t)
        assert "pending" in t.state["coach"]
        click(t, type="next_deal")  # handled while the coach cannot publish anything
        assert not t.deal.over and t.state["coach"] is None and t.coach_jobs.busy
        assert t.state["deal_number"] == 2
    t.wait_coach(WAIT_S)
    assert t.state["coach"] is None  # the finished deal's coach does not cover the new one


def test_play_table_coach_speaks_the_tables_language() -> None:
    t = PlayTable(seed=5, delay=0, coach_worlds=4, lang="ja")
    _finish_deal(t)
    t.wait_coach(WAIT_S)
    click(t, type="lang", lang="ja")
    c = t.state["coach"]
    assert c["title"] == text("ui.coach_title", "ja")
    for item in c["items"]:
        assert "あなたは" in item["text"]


def test_play_table_coach_writes_its_losses_as_the_language_does() -> None:
    t = PlayTable(seed=5, delay=0, coach_worlds=4, lang="pt")
    _finish_deal(t)
    t.wait_coach(WAIT_S)
    items = t.state["coach"]["items"]
    assert items, "seed 5 leaves costly decisions to list"
    for item in items:
        # "1,50 ponto", "2,50 pontos": Portuguese counts below 2 in the singular (CLDR pt)
        assert re.search(rf" {re.escape(decimal(item['loss'], 'pt'))} pontos?\b", item["text"])
        assert "," in decimal(item["loss"], "pt")


def test_review_during_the_deal_analyses_only_the_learners_decisions() -> None:
    """The PlayTable's "Review this deal" draws the stepper, switch included: while the deal is
    played it is seat 0's view, so only seat 0's decisions are judged and nothing hidden is
    sent (R31). The rule texts in ``labels`` name cards as rule data and are left out."""
    t = PlayTable(seed=4, delay=0)
    for _ in range(4):
        st = t.state
        if st["your_turn"]:
            click(
                t,
                **(
                    {"type": "pass"}
                    if st["ask"] == "declare"
                    else {"type": "play", "card": st["legal"][0]}
                ),
            )
        else:
            click(t, type="tick", at=st["at"])
    assert not t.deal.over
    click(t, type="review")
    sent = spy(t)
    click(t, type="review_msg", msg={"type": "analyse", "value": True})
    judged = 0
    for _ in range(40):
        t.reviewer.wait_analysis(WAIT_S)
        shown = {k: v for k, v in t.review_state.items() if k != "labels"}
        assert not _leaks(shown, t.view) and not _leaks(sent, t.view)
        d = shown["analysis"].get("decision")
        if d is not None:
            judged += 1
            assert d["seat"] == 0
        click(t, type="review_msg", msg={"type": "step", "by": -1})
    assert judged >= 2 and shown["seat"] == "0"
