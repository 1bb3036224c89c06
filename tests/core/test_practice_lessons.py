"""Practice asks what the lessons teach: a rules filter that keeps to those rules, positions
where every card is allowed (R21, R22), discards only for R12, and the end-of-lesson quiz with
its score and 1-3 stars kept in the progress (``Progress.stars()``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from unsun_lab.cards import Card
from unsun_lab.deal import Deal
from unsun_lab.practice import Progress, exercise, kinds_for
from unsun_lab.practice.base import focus
from unsun_lab.practice.progress import ProgressError, quiz_stars
from unsun_lab.widgets import Practice


def test_the_rules_filter_keeps_to_the_lessons_rules() -> None:
    assert kinds_for(["R12"]) == ["discard"]  # 02: discards, not every restricted play
    assert "best_move" not in kinds_for(["R27", "R28", "R29"])  # 04: no puzzle unless asked
    assert kinds_for(["R27", "R28", "R29"]) == ["combination", "score"]
    assert set(kinds_for([f"R{n}" for n in range(19, 27)])) == {"legal", "winner", "free"}
    assert kinds_for(["R29"]) == ["score"]
    assert Practice(kinds=["best_move"], progress=None).exercise.kind == "best_move"


def test_the_discard_quiz_of_02_asks_only_discards() -> None:
    p = Practice(rules=["R12"], seed=4, progress=None)
    for _ in range(12):
        ex = p.exercise
        assert ex.kind == "discard" and focus(ex) == ("R12",)
        deal = ex.deal()
        assert deal is not None and deal.phase == "discard"
        for code in ex.choices:  # refused exactly when a trump while a plain card is held
            trump = deal.is_trump(Card.parse(code))
            plain_held = any(not deal.is_trump(Card.parse(c)) for c in ex.choices)
            assert (code not in ex.answer) == (trump and plain_held), code
        p.next()


@pytest.mark.parametrize("level", [1, 2, 3])
def test_everything_is_allowed_positions_answer_the_whole_hand(level: int) -> None:
    rules = set()
    for seed in range(6):
        ex = exercise("free", seed, level=level)
        assert ex.answer == frozenset(ex.choices) and ex.multiple
        cited = {r for c in ex.choices for r in ex.reason(c).rules}
        assert cited in ({"R22"}, {"R21"}), cited
        rules |= cited
        deal = ex.deal()
        assert isinstance(deal, Deal) and sorted(deal.legal_moves()) == sorted(ex.choices)
        trick = deal.view(ex.seat or 0).current_trick
        assert trick is not None
        if cited == {"R22"}:  # the seat holds the led suit, and still may play anything
            led = trick.plays[0].card
            assert led is not None and not trick.meri
            assert any(Card.parse(c).suit is led.suit for c in ex.choices)
        else:
            assert trick.meri  # the lone Sun kept on a Meri
    if level == 3:
        assert "R21" in rules


def test_stars_are_kept_per_lesson_with_the_best_score() -> None:
    p = Progress()
    assert p.stars() == {}
    assert p.record_quiz("02", 5, 8) == 2
    assert p.record_quiz("02", 3, 8) == 1  # a worse quiz does not lower the stars kept
    assert p.record_quiz("03", 8, 8) == 3
    assert p.stars() == {"02": 2, "03": 3}
    again = Progress.from_dict(json.loads(json.dumps(p.to_dict())))
    assert again.stars() == {"02": 2, "03": 3} and again.lessons == p.lessons
    assert "lessons" not in Progress().to_dict()  # a file without quizzes is as before
    assert [quiz_stars(n, 8) for n in range(9)] == [1, 1, 1, 1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize(
    "lessons",
    [[], {"2": {"right": 1, "asked": 8}}, {"02": {"right": 9, "asked": 8}},
     {"02": {"right": 1}}, {"02": {"right": True, "asked": 8}}, {"02": {"right": 0, "asked": 0}}],
)  # fmt: skip
def test_a_bad_quiz_section_is_refused_naming_it(lessons: object) -> None:
    data = {"format": "unsun-lab/practice-progress-1", "rules": {}, "lessons": lessons}
    with pytest.raises(ProgressError, match="lessons"):
        Progress.from_dict(data)


def test_the_end_of_lesson_quiz_scores_and_keeps_its_stars(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    p = Practice(rules=["R12"], quiz=8, lesson="02", seed=2, progress=path)
    assert p.quiz == {"of": 8, "asked": 0, "right": 0, "lesson": "02", "stars": 0}
    for n in range(8):
        ex = p.exercise
        p.answer(sorted(ex.answer) if n < 6 else [c for c in ex.choices if c not in ex.answer])
        assert p.quiz["asked"] == n + 1
        if n < 7:
            assert "question" in p.feedback["lines"][-1]["text"]
            p.next()
    assert p.quiz["right"] == 6 and p.quiz["stars"] == 2
    assert "6/8" in p.feedback["lines"][-1]["text"] and "★★☆" in p.feedback["lines"][-1]["text"]
    assert Progress.load(path).stars() == {"02": 2}
    p.next()
    p.answer(sorted(p.exercise.answer))  # after the quiz, practice goes on, uncounted
    assert p.quiz["asked"] == 8 and Progress.load(path).stars() == {"02": 2}


@pytest.mark.parametrize(
    ("quiz", "lesson", "words"),
    [(0, "02", "quiz must be"), (True, "02", "quiz must be"), (51, None, "quiz must be"),
     (8, "lesson 2", "lesson must"), (None, "02", "give quiz=")],
)  # fmt: skip
def test_a_bad_quiz_is_refused(quiz: object, lesson: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Practice(rules=["R12"], quiz=quiz, lesson=lesson, progress=None)  # type: ignore[arg-type]
