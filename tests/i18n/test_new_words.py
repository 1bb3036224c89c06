"""The words added for the guided deal, the text view and the new question kinds, as a native
teacher reads them: no English move inside another language, the language's own typography,
counts that agree, and no second meaning for the seat."""

from __future__ import annotations

import re

import pytest

from unsun_lab.i18n import text
from unsun_lab.practice import exercise

OTHERS = ("pt", "cs", "ja")


@pytest.mark.parametrize("lang", OTHERS)
def test_the_course_deal_names_its_declaration_in_the_language(lang: str) -> None:
    note = text("example.course.note.0", lang)
    assert not re.search(r"\bdeclare\b", note), note
    assert note.split("：" if lang == "ja" else ":")[0] in {"declarar", "ohlášení", "名乗り"}


def test_the_japanese_text_view_keeps_japanese_typography() -> None:
    holds = text("ui.tv_holds", "ja", name="席1（相手）", count="9枚")
    seats = text("ui.tv_seats", "ja", list=holds)
    keys = text("ui.tv_keys", "ja", code="I1", name="イスの1")
    typed = text("ui.tv_type", "ja")
    for line in (seats, keys, typed):
        assert " " not in line and "—" not in line, line
    assert seats == "手札の枚数：席1（相手）は9枚。"


def test_the_czech_guided_deal_counts_right_answers_in_any_number() -> None:
    for right in (1, 3, 9):
        done = text("ui.guide.done", "cs", right=right, total=9, count=3)
        assert f"správných odpovědí {right} z 9" in done, done
        assert "3 hvězdy" in done


def test_a_wrong_guided_answer_is_not_called_close_in_japanese() -> None:
    assert text("ui.guide.wrong", "ja", why="").startswith("違います。")


@pytest.mark.parametrize(
    ("key", "params"),
    [
        ("ui.guide.played_other", {"chosen": "I2", "card": "I3", "why": ""}),
        ("ui.guide.played_illegal", {"chosen": "I2", "reason": "x", "card": "I3", "why": ""}),
        ("ui.guide.kept_course", {"chosen": "I2", "card": "I3"}),
        ("practice.why.dealing.next_dealer", {"seat": 3}),
    ],
)
def test_portuguese_never_calls_a_seat_a_place(key: str, params: dict[str, object]) -> None:
    said = text(key, "pt", **params)
    assert "lugar" not in said and "por você" not in said, said  # "by you" read as the player


def test_portuguese_face_down_trumps_are_played_not_trumped_face_down() -> None:
    for key in ("ui.guide.free.ask", "ui.guide.monchi.ask"):
        assert "virado para baixo" not in text(key, "pt").replace("trunfo virado", ""), key


def test_portuguese_forced_pass_is_made_for_the_learner() -> None:
    ex = next(
        e
        for e in (exercise("declaration", seed) for seed in range(1, 40))
        if e.choices == ("declare", "pass")
        and e.answer == frozenset({"pass"})
        and "R10" in e.check(["pass"]).render("pt")
    )
    said = ex.check(["pass"]).render("pt")
    assert "o passe é feito automaticamente" in said and "o jogo passa" not in said


@pytest.mark.parametrize(("lang", "calque"), [("pt", "já é alto"), ("cs", "už vysoko")])
def test_tenka_is_winning_the_trick_not_high(lang: str, calque: str) -> None:
    said = text("ui.guide.meri.why", lang, card="K3")
    assert calque not in said and "Tenka" in said
