"""The exercises of unsun_lab.practice, each answer checked by a path of its own.

The generators use the engine; these tests check the answers against a replay of the record
(``Deal.from_record``), against ``Deal.legal_moves`` and ``Deal.score``, and for the winner
and the stronger card against the rank orders written out here (R14-R17, R25, R26).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import Explanation
from unsun_lab.fileio import FileTooBig, NotARegularFile, read_bounded, regular_or_missing
from unsun_lab.i18n import LANGUAGES
from unsun_lab.orders import TENKA, plain_order, trump_order
from unsun_lab.practice import (
    KINDS,
    MAX_PROGRESS_BYTES,
    RULES_OF,
    Exercise,
    Progress,
    ProgressError,
    choice_label,
    exercise,
    kinds_for,
    puzzles,
)
from unsun_lab.practice import kinds as kinds_module

N = 200
SEEDS = range(N)


def _level(seed: int) -> int:
    return 1 + seed % 3


def _all(kind: str) -> list[Exercise]:
    return [exercise(kind, s, level=_level(s)) for s in SEEDS]


@pytest.fixture(scope="module")
def made() -> dict[str, list[Exercise]]:
    return {kind: _all(kind) for kind in KINDS}


def _stronger_by_orders(a: Card, b: Card, trump: Suit, led: Suit) -> Card | None:
    """R14-R17 from the orders alone: a trump beats a plain card, the higher trump wins,
    else only a card of the led suit can win."""
    trumps = list(trump_order(trump))
    if a in trumps or b in trumps:
        return min((c for c in (a, b) if c in trumps), key=trumps.index)
    plain = list(plain_order(led))
    led_cards = [c for c in (a, b) if c in plain]
    return min(led_cards, key=plain.index) if led_cards else None


def _winner_by_orders(deal: Deal, plays: list[tuple[int, Card]], led: Suit) -> int:
    trumps = list(trump_order(deal.trump))
    in_trump = [(s, c) for s, c in plays if c in trumps]
    if in_trump:
        return min(in_trump, key=lambda sc: trumps.index(sc[1]))[0]
    plain = list(plain_order(led))
    return min(((s, c) for s, c in plays if c in plain), key=lambda sc: plain.index(sc[1]))[0]


def _asked_trick(ex: Exercise) -> Trick:
    """The trick a winner or combination exercise asks about, from a replay of its record
    (after trick 8 the engine has played the ninth as well, R26)."""
    deal = Deal.from_record(ex.record or {})
    number = int(ex.question.params.get("number", 9))
    trick = deal.tricks[number - 1]
    assert trick.complete and trick.number == number
    return trick


def _wrong_picks(ex: Exercise) -> list[str]:
    return [c for c in ex.choices if c not in ex.answer]


def test_the_kinds_and_their_rules() -> None:
    assert KINDS[:6] == ("stronger", "legal", "winner", "combination", "score", "best_move")
    assert set(KINDS[6:]) == {
        "discard", "free", "teams", "dealing", "trumps", "declaration", "side_cards", "leader",
        "seen",
    }  # fmt: skip
    assert kinds_for(["R20"]) == ["legal"]
    # No puzzle unless asked; R24 is asked by who wins a trick and by what the others see.
    assert kinds_for(["R24", "R29"]) == ["winner", "score", "seen"]


def test_an_exercise_is_the_same_for_the_same_seed_and_level() -> None:
    for kind in KINDS:
        a, b = exercise(kind, 11, level=2), exercise(kind, 11, level=2)
        assert a == b
        assert a.record == b.record
    assert len({exercise("legal", s).record["moves"].__len__() for s in range(8)}) > 1


def test_bad_kind_level_or_seed_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown kind 'trick'.*stronger"):
        exercise("trick", 1)
    with pytest.raises(ValueError, match="level must be one of"):
        exercise("legal", 1, level=4)
    with pytest.raises(TypeError, match="seed must be an integer"):
        exercise("legal", "1")  # type: ignore[arg-type]


def test_a_response_that_is_no_choice_is_refused() -> None:
    ex = exercise("winner", 2)
    with pytest.raises(ValueError, match="not a choice"):
        ex.check(["9"])
    with pytest.raises(ValueError, match="pick one choice"):
        ex.check(["1", "2"])


def test_stronger_answers_match_the_orders(made: dict[str, list[Exercise]]) -> None:
    for ex in made["stronger"]:
        params = ex.question.params
        a, b, trump, led = params["a"], params["b"], params["trump"], params["suit"]
        best = _stronger_by_orders(a, b, trump, led)
        assert best is not None, ex
        assert ex.answer == {best.code}
        assert ex.record is None and ex.seat is None and not ex.multiple
        fb = ex.check([c for c in ex.choices if c != best.code])
        assert not fb.correct and fb.wrong and fb.why[0].rules
        assert set(fb.why[0].rules) & {"R14", "R15", "R17", "R25"}


def test_stronger_meets_tenka_and_the_plain_isu_robai_at_higher_levels() -> None:
    pairs = [
        {Card(c) for c in ex.choices}
        for s in range(300)
        for ex in [exercise("stronger", s, level=3)]
    ]
    assert any(TENKA in p for p in pairs)
    assert any(Card("IRo") in p for p in pairs)


def test_legal_answers_are_the_engines_legal_moves(made: dict[str, list[Exercise]]) -> None:
    reasons: Counter[str] = Counter()
    for ex in made["legal"]:
        deal = Deal.from_record(ex.record or {})
        assert deal.to_move == ex.seat
        assert ex.choices == tuple(c.code for c in deal.hand(ex.seat or 0))
        assert ex.answer == set(deal.legal_moves())
        # Not trivial: some cards allowed, some refused.
        assert 0 < len(ex.answer) < len(ex.choices), ex
        reason = deal.legal_reason()
        assert reason is not None
        reasons[reason.rule] += 1
        fb = ex.check(_wrong_picks(ex)[:2])
        assert not fb.correct
        for card, why in zip(sorted(fb.wrong, key=ex.choices.index), fb.why, strict=False):
            refused = deal.why_illegal(card)
            assert refused is not None
            assert refused.rule in why.rules, (card, why)
            assert why.params["card"] == card
        assert ex.check(sorted(ex.answer)).correct
    # R12 (the discard), R19 (first lead), R20 (Meri) and R23 (Monchi) all come up.
    assert {"R12", "R19", "R20", "R23"} <= set(reasons), reasons


def test_a_legal_question_holds_only_what_its_seat_knows(made: dict[str, list[Exercise]]) -> None:
    """R31: every card a question names is one the asking seat has seen."""
    for ex in made["legal"][:60] + made["best_move"][:40]:
        deal = Deal.from_record(ex.record or {})
        assert ex.seat is not None
        seen = deal.view(ex.seat).seen_cards()
        for value in ex.question.params.values():
            if isinstance(value, Card):
                assert value in seen, (ex.question, value)


def test_winner_answers_match_a_replay_and_the_orders(made: dict[str, list[Exercise]]) -> None:
    for ex in made["winner"]:
        deal = Deal.from_record(ex.record or {})
        trick = _asked_trick(ex)
        plays = [(s, c) for s, c, _ in trick.plays]
        if trick.number == 9:
            dealer_card = next(c for s, c in plays if s == deal.dealer)
            led = dealer_card.suit
        else:
            led = plays[0][1].suit
        assert ex.answer == {str(trick.winner)}
        assert ex.answer == {str(_winner_by_orders(deal, plays, led))}
        fb = ex.check([_wrong_picks(ex)[0]])
        assert not fb.correct and len(fb.why) == 2
        assert set(fb.why[0].rules) & {"R14", "R15", "R17", "R25"}
        assert set(fb.why[1].rules) & {"R25", "R26"}


def _trick_has(ex: Exercise) -> set[str]:
    deal = Deal.from_record(ex.record or {})
    trick = _asked_trick(ex)
    cards = [c for _, c, _ in trick.plays]
    found = set()
    if any(fd for _, _, fd in trick.plays):
        found.add("face_down")
    if TENKA in cards:
        found.add("tenka")
    if trick.number == 9:
        found.add("ninth")
    if Card("IRo") in cards and deal.trump is not Suit.ISU and cards[0].suit is Suit.ISU:
        found.add("isu_robai")
    return found


def test_winner_tricks_include_the_rarer_rules_in_their_share() -> None:
    counts = {
        level: Counter(k for s in range(90) for k in _trick_has(exercise("winner", s, level=level)))
        for level in (1, 3)
    }
    for level in (1, 3):
        for kind in ("face_down", "tenka", "ninth", "isu_robai"):
            assert counts[level][kind] >= 3, (level, counts[level])
    # The level makes the rarer rules more frequent.
    rare = ("tenka", "ninth", "isu_robai")
    assert sum(counts[3][k] for k in rare) > sum(counts[1][k] for k in rare)


def test_combination_points_match_a_replay(made: dict[str, list[Exercise]]) -> None:
    points: Counter[str] = Counter()
    for ex in made["combination"]:
        deal = Deal.from_record(ex.record or {})
        trick = _asked_trick(ex)
        moved = 0 if trick.combo is None else trick.combo.points
        winner_team = (trick.winner or 0) % 2
        before = deal.score_after(trick.number - 1)
        after = deal.score_after(trick.number)
        # The trick point plus the transfer, from the running score alone (R27, R28).
        assert after[winner_team] - before[winner_team] == 1 + moved
        assert after[1 - winner_team] - before[1 - winner_team] == -moved
        assert ex.answer == {str(moved)}
        points[str(moved)] += 1
        fb = ex.check([_wrong_picks(ex)[0]])
        assert set(fb.why[0].rules) & {"R27", "R28"}
    assert set(points) == {"0", "2", "5"}, points


def test_score_answers_match_deal_score(made: dict[str, list[Exercise]]) -> None:
    for ex in made["score"]:
        deal = Deal.from_record(ex.record or {})
        assert deal.over
        a, b = deal.score
        assert a + b == 9
        assert ex.answer == {f"{a}:{b}"}
        assert len(ex.choices) == 4 == len(set(ex.choices))
        assert any(t.combo is not None for t in deal.tricks)
        for wrong in _wrong_picks(ex):
            fb = ex.check(wrong)
            assert not fb.correct
            assert set(fb.why[0].rules) & {"R28", "R29"}


def test_best_move_puzzles_come_from_the_shipped_set(made: dict[str, list[Exercise]]) -> None:
    shipped = {json_key(p["record"]): p for p in puzzles()}
    assert len(shipped) >= 1
    for ex in made["best_move"]:
        deal = Deal.from_record(ex.record or {})
        assert deal.to_move == ex.seat
        assert set(ex.choices) == set(deal.legal_moves())
        puzzle = shipped[json_key(ex.record or {})]
        assert ex.answer == {puzzle["best"]}
        assert puzzle["margin"] >= 0.5
        fb = ex.check([_wrong_picks(ex)[0]])
        assert "R29" in fb.why[0].rules


def json_key(record: dict[str, Any]) -> str:
    import json

    return json.dumps(record, sort_keys=True)


def test_every_question_and_label_reads_in_every_language(
    made: dict[str, list[Exercise]],
) -> None:
    for kind in KINDS:
        for ex in made[kind][:12]:
            for lang in LANGUAGES:
                assert ex.question.render(lang)
                labels = [choice_label(ex, c, lang) for c in ex.choices]
                assert all(labels) and len(set(labels)) == len(labels)
                fb = ex.check(sorted(ex.answer)[:1] if not ex.multiple else sorted(ex.answer))
                assert all(isinstance(w, Explanation) and w.render(lang) for w in fb.why)


def test_a_right_answer_is_explained_too() -> None:
    ex = exercise("combination", 4)
    fb = ex.check(sorted(ex.answer))
    assert fb.correct and not fb.missed and not fb.wrong and fb.why
    assert set(RULES_OF["combination"]) & set(fb.why[0].rules)


def test_the_repr_names_the_exercise_and_never_shows_its_record(
    made: dict[str, list[Exercise]],
) -> None:
    """R31: the record holds cards the asking seat cannot see; the repr shows none."""
    ex = exercise("legal", 3)
    assert repr(ex) == f"<Exercise legal seed=3 level=1 seat={ex.seat}>"
    for kind in KINDS:
        for ex in made[kind][:5]:
            shown = repr(ex)
            assert shown.startswith(f"<Exercise {kind} seed=") and "record" not in shown
            assert not CARD_CODE.search(shown), shown


CARD_CODE = re.compile(r"(?<![A-Za-z0-9])[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)(?![A-Za-z0-9])")


def test_feedback_carries_its_sentences_and_renders_them() -> None:
    ex = exercise("winner", 5)
    fb = ex.check([c for c in ex.choices if c not in ex.answer][:1])
    assert fb.explanation == fb.why and fb.why
    assert fb.render("cs").splitlines() == [e.render("cs") for e in fb.why]


def test_every_kind_is_one_module_that_declares_itself() -> None:
    """The registry finds every kind module of practice/kinds, in course order."""
    from unsun_lab.practice.kinds import REGISTRY

    folder = Path(kinds_module.__file__ or "").parent
    modules = sorted(p.stem for p in folder.glob("*.py") if not p.stem.startswith("_"))
    assert sorted(REGISTRY) == modules == sorted(KINDS)
    assert [REGISTRY[k].course for k in KINDS] == sorted(REGISTRY[k].course for k in KINDS)
    assert {k: REGISTRY[k].rules for k in KINDS} == RULES_OF


# -- progress: its file read and written through unsun_lab.fileio ----------------------------


def test_progress_round_trips_through_its_file(tmp_path: Path) -> None:
    p = Progress()
    p.record(["R20", "R3"], True)
    path = p.save(tmp_path / "deep" / "progress.json")
    assert Progress.load(path) == p and list(Progress.load(path).rules) == ["R3", "R20"]
    assert Progress.load(tmp_path / "missing.json") == Progress()


def test_a_big_progress_file_is_refused_unread_in_fileio_words(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    with path.open("wb") as out:  # sparse: its size says it all, nothing need be read
        out.truncate(MAX_PROGRESS_BYTES + 1)
    with pytest.raises(ProgressError) as refused:
        Progress.load(path)
    with pytest.raises(FileTooBig) as said:
        read_bounded(path, MAX_PROGRESS_BYTES)
    assert refused.value.detail == str(said.value) == refused.value.render("ja")


def test_a_progress_path_that_is_no_regular_file_is_refused_in_fileio_words(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    link = tmp_path / "link.json"
    Progress().save(tmp_path / "real.json")
    os.symlink(tmp_path / "real.json", link)
    for path in (folder, link):
        with pytest.raises(NotARegularFile) as said:
            regular_or_missing(path)
        with pytest.raises(ProgressError) as loading:
            Progress.load(path)
        with pytest.raises(ProgressError) as saving:
            Progress().save(path)
        assert loading.value.detail == saving.value.detail == str(said.value)
    assert (tmp_path / "real.json").is_file() and link.is_symlink()
