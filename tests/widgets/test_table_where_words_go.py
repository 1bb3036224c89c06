"""The PlayTable's messages where the learner looks: a forced pass is said until play starts
(R11), the last trick is sent beside the one being played, the review is seat 0's view while
the deal is played (R31)."""

from __future__ import annotations

from tests.widgets.test_widgets import _leaks, click
from unsun_lab.i18n import text
from unsun_lab.widgets import PlayTable


def _until_trick_1_has_a_computers_card(seed: int) -> tuple[PlayTable, bool]:
    """A table ticked until a computer has played to trick 1 before seat 0 has played; and
    whether seat 0 was told it passes without the native Robai on the way (R11)."""
    t = PlayTable(seed=seed, delay=0.5)
    forced, told = text("ui.you_passed_forced", "en"), False
    for _ in range(30):
        if t.state["your_turn"] or (t.view.hand_sizes[0] < 9 and t.view.tricks):
            break
        told = told or forced in t.state["message"]
        if any(tr.plays for tr in t.view.tricks):
            return t, told
        click(t, type="tick", at=t.state["at"])
    return t, False


def test_you_passed_is_said_until_the_first_card_then_gone() -> None:
    forced = text("ui.you_passed_forced", "en")
    found = 0
    for seed in range(40):
        t, told = _until_trick_1_has_a_computers_card(seed)
        if not told or not any(tr.plays for tr in t.view.tricks):
            continue
        found += 1
        assert forced not in t.state["message"], (seed, t.state["trick"]["plays"])
        assert forced not in t.state["announce"], seed
    assert found >= 2, found


def test_the_last_trick_is_sent_while_the_next_is_played() -> None:
    t = PlayTable(seed=7, delay=0)
    for _ in range(3):
        t.play(t.state["legal"][0])
    st = t.state
    assert not st["trick"]["complete"] and st["last"]["complete"]
    assert st["last"]["number"] == st["trick"]["number"] - 1


def test_the_review_opened_mid_deal_is_seat_0s_view_at_its_last_move() -> None:
    t = PlayTable(seed=7, delay=0)
    for _ in range(3):
        t.play(t.state["legal"][0])
    assert not t.deal.over
    click(t, type="review")
    review = {k: v for k, v in t.review_state.items() if k != "labels"}
    assert t.review_state["open"] and t.review_state["seat"] == "0"
    assert not _leaks(review, t.view)
    click(t, type="review_close")
    assert t.review_state == {}
