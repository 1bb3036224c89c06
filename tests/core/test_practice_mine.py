"""Your own mistakes (``practice.mine``): every deal kept as a record, the coach's mistakes
and blunders of seat 0 in a queue scheduled by the Leitner system, each asked again from
seat 0's view (R31); kept files read strictly, never through a link, their count bounded."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import unsun_lab.practice.mine as mine_module
from unsun_lab.analysis import analyse
from unsun_lab.deal import Deal
from unsun_lab.explore import random_playout
from unsun_lab.practice import Exercise
from unsun_lab.practice.mine import INTERVALS, MINE_FORMAT, Mine, MineError, Mistake, load_kept

#: A random playout whose seat 0 made a mistake (move 3) and a blunder (move 11).
SEED = 0


def _judged(seed: int = SEED) -> tuple[Deal, list[tuple[Exercise, str]]]:
    deal = random_playout(seed)
    found = analyse(deal, seats=[0], worlds=8)
    labels = {d.number: d.label for d in found.of_seat(0)}
    return deal, [(ex, labels[ex.seed]) for ex in found.puzzles(0)]


def _said(ex: Exercise) -> dict[str, list[str]]:
    return {m: [e.render(lang) for e in lines for lang in ("en", "ja")] for m, lines in ex.words}


def test_a_played_deals_mistakes_appear_in_the_queue(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    assert sorted(label for _, label in puzzles) == ["blunder", "mistake"]
    name = Mine.keep(tmp_path, deal)  # the deal ends: kept before the coach has judged it
    assert Mine.load(tmp_path).items == [] and Mine.load(tmp_path).deals == [name]
    assert Mine.keep(tmp_path, deal, puzzles, name) == name  # judged: its mistakes join
    Mine.keep(tmp_path, deal, puzzles, name)  # told twice, kept once
    kept = Mine.load(tmp_path)
    assert [m.number for m in kept.items] == [3, 11]
    assert {m.label for m in kept.items} == {"mistake", "blunder"}
    assert all(m.box == 1 and m.due == 1 for m in kept.items)
    assert kept.waiting() == 2
    # The record is a deal record (DESIGN.md), the same deal played again.
    record = json.loads((tmp_path / "deals" / name).read_text())
    assert record["format"] == "unsun-lab/deal-1"
    assert Deal.from_record(record).moves == deal.moves
    assert json.loads((tmp_path / "mine.json").read_text())["format"] == MINE_FORMAT


def test_the_exercise_is_built_from_seat_0s_view(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    Mine.keep(tmp_path, deal, puzzles)
    queue = Mine.begin_session(tmp_path)
    assert queue.session == 1 and [m.number for m in queue.due()] == [3, 11]
    for mistake, (coach, _) in zip(queue.due(), puzzles, strict=True):
        ex = queue.exercise(mistake)
        assert ex.kind == "best_move" and ex.seat == 0
        before = Deal.from_record(ex.record)
        assert len(before.moves) == mistake.number - 1 and before.to_move == 0
        view = before.view(0)
        assert ex.choices == tuple(view.legal_moves) == coach.choices
        assert ex.answer == coach.answer and mistake.best
        assert _said(ex) == _said(coach) and ex.themes == coach.themes  # the coach's words
        assert ex.context == coach.context and ex.context  # what seat 0 knew, nothing more
        played = deal.moves[mistake.number - 1]
        assert played in ex.choices and played not in ex.answer  # the move made was worse
        assert ex.check(sorted(ex.answer)[0]).correct and not ex.check(played).correct


def test_answering_right_moves_a_mistake_to_a_later_box(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    Mine.keep(tmp_path, deal, puzzles)
    queue = Mine.begin_session(tmp_path)  # session 1
    first, second = (m.key for m in queue.due())
    after = Mine.answered(tmp_path, first, True)
    Mine.answered(tmp_path, second, False)
    box = {m.key: (m.box, m.due) for m in Mine.load(tmp_path).items}
    assert box[first] == (2, 1 + INTERVALS[1]) and box[second] == (1, 1 + INTERVALS[0])
    assert after.items[0].seen == 1 and after.items[0].right == 1
    # Session 2: only the one missed; session 3: both again.
    assert [m.key for m in Mine.begin_session(tmp_path).due()] == [second]
    assert {m.key for m in Mine.begin_session(tmp_path).due()} == {first, second}
    # Right again and again: up to the last box, asked every 16 sessions.
    for _ in range(6):
        Mine.answered(tmp_path, first, True)
    top = next(m for m in Mine.load(tmp_path).items if m.key == first)
    assert top.box == len(INTERVALS) and top.due == 3 + INTERVALS[-1]


def test_a_corrupt_kept_record_is_refused_with_its_field_named(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    name = Mine.keep(tmp_path, deal, puzzles)
    path = tmp_path / "deals" / name
    record = json.loads(path.read_text())
    path.write_text(json.dumps(dict(record, dealer=9)))
    with pytest.raises(MineError, match="dealer") as err:
        load_kept(path)
    assert name in err.value.detail
    queue = Mine.begin_session(tmp_path)
    with pytest.raises(MineError, match="dealer"):
        queue.exercise(queue.due()[0])
    # A record cut short no longer holds the position.
    path.write_text(json.dumps(dict(record, moves=record["moves"][:5])))
    with pytest.raises(MineError, match=r"moves\[11\]"):
        queue.exercise(queue.due()[1])


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda q: q["items"][0].update(box=9), "items[0].box"),
        (lambda q: q["items"][0].update(deal="deal-99999.json"), "items[0].deal"),
        (lambda q: q["items"][0].update(best=["ZZ"]), "items[0].best"),
        (lambda q: q["items"][0]["values"].update(P1=float("nan")), "items[0].values"),
        (lambda q: q["items"][0].update(label="best"), "items[0].label"),
        (lambda q: q["items"][0].update(rating=3000), "items[0].rating"),
        (lambda q: q["items"][0].update(rating=True), "items[0].rating"),
        (lambda q: q["items"][0].update(stars=1), "items[0]"),
        (lambda q: q.update(session=-1), "session"),
        (lambda q: q.update(format="x"), "format"),
    ],
)
def test_a_bad_queue_is_refused_by_its_field(tmp_path: Path, change: Any, named: str) -> None:
    deal, puzzles = _judged()
    Mine.keep(tmp_path, deal, puzzles)
    queue = json.loads((tmp_path / "mine.json").read_text())
    change(queue)
    (tmp_path / "mine.json").write_text(json.dumps(queue))
    with pytest.raises(MineError) as err:
        Mine.load(tmp_path)
    assert named in err.value.detail


def test_only_the_newest_deals_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mine_module, "MAX_KEPT", 3)
    deal, puzzles = _judged()
    names = [Mine.keep(tmp_path, deal, puzzles) for _ in range(5)]
    kept = Mine.load(tmp_path)
    assert kept.deals == names[2:]
    assert sorted(p.name for p in (tmp_path / "deals").iterdir()) == names[2:]
    assert {m.deal for m in kept.items} == set(names[2:]) and len(kept.items) == 6


@pytest.mark.skipif(os.name != "posix", reason="symbolic links: POSIX")
def test_nothing_is_kept_through_a_link(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    learner = tmp_path / "learner"
    learner.mkdir()
    (learner / "deals").symlink_to(elsewhere)
    with pytest.raises(MineError, match="not a folder"):
        Mine.keep(learner, deal, puzzles)
    assert list(elsewhere.iterdir()) == []
    other = tmp_path / "other"
    other.mkdir()
    target = tmp_path / "target.json"
    target.write_text("keep")
    (other / "mine.json").symlink_to(target)
    with pytest.raises(MineError):
        Mine.keep(other, deal, puzzles)
    assert target.read_text() == "keep"


def test_a_rating_is_kept_once_given_and_an_older_queue_reads_as_not_rated(
    tmp_path: Path,
) -> None:
    deal, puzzles = _judged()
    Mine.keep(tmp_path, deal, puzzles)
    queue = Mine.load(tmp_path)
    assert [m.rating for m in queue.items] == [None, None]
    assert queue.exercise(queue.items[0]).rating is None
    Mine.rated(tmp_path, queue.items[1].key, 1720)
    queue = Mine.load(tmp_path)
    assert [m.rating for m in queue.items] == [None, 1720]
    assert queue.exercise(queue.items[1]).rating == 1720  # on the shipped puzzles' scale
    with pytest.raises(ValueError, match="400-2400"):
        Mine.rated(tmp_path, queue.items[0].key, 5000)
    # A queue written before mistakes were rated has no "rating" key: read, not rated.
    older = json.loads((tmp_path / "mine.json").read_text())
    for item in older["items"]:
        del item["rating"]
    (tmp_path / "mine.json").write_text(json.dumps(older))
    assert [m.rating for m in Mine.load(tmp_path).items] == [None, None]


def test_a_mistake_says_which_deal_and_move_it_comes_from(tmp_path: Path) -> None:
    deal, puzzles = _judged()
    Mine.keep(tmp_path, deal, [])  # deal-00001.json, nothing judged
    name = Mine.keep(tmp_path, deal, puzzles)
    assert name == "deal-00002.json"
    queue = Mine.load(tmp_path)
    moves = deal.to_record()["moves"]
    first = queue.items[0]
    said = queue.origin(first)
    assert said.key == "practice.mine.origin" and said.params["card"] == moves[first.number - 1]
    assert said.render("en") == f"From your deal 2, move 3: you played {moves[2]}."
    assert said.render("pt") == f"Da sua rodada 2, jogada 3: você jogou {moves[2]}."
    # A declaration is said as one (R11): move 1 of this deal was a pass.
    assert moves[0] == "pass"
    passed = queue.origin(Mistake(name, 1, "mistake", {"pass": 0.0}, ("pass",)))
    assert passed.render("en") == "From your deal 2, move 1: you passed."
    assert passed.render("ja") == "あなたが遊んだ2回目の1手目で、あなたはパスしました。"
