"""What the DealStepper's counter counts, said in both views, and the combination panel's
chips: only the pair made on the trick is a chip, the others one line of legend (R27)."""

from __future__ import annotations

import pytest

import unsun_lab as ul
from unsun_lab.i18n import LANGUAGES
from unsun_lab.widgets import ComboExplainer, DealStepper
from unsun_lab.widgets._common import ui

DEAL = ul.Deal.shuffled(seed=12, dealer=0).play_out()


def test_the_open_table_counts_moves_and_says_so() -> None:
    s = DealStepper(DEAL, move=17)
    assert s.state["position"] == "move 17 of 66"
    note = s.state["position_note"]
    assert "moves" in note and "R11" in note and "R12" in note


def test_a_seat_view_counts_steps_and_says_why_without_the_move_count() -> None:
    s = DealStepper(DEAL, seat=0, move=17)
    assert s.state["position"] == f"step {s.step_index} of 73 (the moves as this seat saw them)"
    note = s.state["position_note"]
    assert "eight steps" in note and "R31" in note
    # The number of moves would tell whether the declaration was a move (R31).
    assert "66" not in s.state["position"] + note


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_says_what_each_view_counts(lang: str) -> None:
    moves, steps = ui("position_move_note", lang), ui("position_step_note", lang)
    assert moves and steps and moves != steps
    assert "R11" in moves and "R31" in steps
    opened = DealStepper(DEAL, move=17, lang=lang).state
    seat = DealStepper(DEAL, seat=3, move=17, lang=lang).state
    assert opened["position_note"] == moves and seat["position_note"] == steps
    assert "17" in opened["position"] and "66" in opened["position"]
    assert str(seat["step"]) in seat["position"] and "73" in seat["position"]


def test_only_the_pair_made_is_a_chip_the_others_a_legend() -> None:
    made = next(t for t in DEAL.tricks if t.combo is not None)
    s = ComboExplainer(made, DEAL).state
    lit = [p for p in s["pairs"] if p["lit"]]
    assert len(lit) == 1 and lit[0]["label"] not in s["legend"]
    for p in s["pairs"]:
        if not p["lit"]:
            assert p["label"] in s["legend"]
    assert s["legend"].startswith("The other pairs of the trump suit") and "R27" in s["legend"]


def test_a_trick_without_a_combination_lists_every_pair_as_not_made() -> None:
    none = next(t for t in DEAL.tricks if t.complete and t.combo is None)
    s = ComboExplainer(none, DEAL).state
    assert not any(p["lit"] for p in s["pairs"])
    assert s["legend"].startswith("The pairs of the trump suit; none was made")
    assert all(p["label"] in s["legend"] for p in s["pairs"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legend_is_in_the_language(lang: str) -> None:
    none = next(t for t in DEAL.tricks if t.complete and t.combo is None)
    s = ComboExplainer(none, DEAL, lang=lang).state
    assert s["legend"] == ui(
        "combo_legend_none",
        lang,
        pairs=ul.i18n.message("list.sep", lang).join(p["label"] for p in s["pairs"]),
    )
