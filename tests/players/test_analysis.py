"""The coach: per-decision values from the seat's own view, labels, reasons,
reproducibility, JSON form and the ``unsun-lab analyse`` command."""

from __future__ import annotations

import gc
import json
import os
import re
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from unsun_lab.analysis import (
    LABELS,
    MAX_WORLDS,
    THRESHOLDS,
    Decision,
    MoveValue,
    analyse,
    analyse_decision,
    label_for,
)
from unsun_lab.cli import main
from unsun_lab.deal import Deal
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.view import PlayerView

EXAMPLE = Path(__file__).resolve().parents[2] / "unsun_lab" / "examples" / "first_tricks.json"


def played_deal(seed: int, random_seats: set[int]) -> Deal:
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    players = [
        RandomPlayer(seed=s) if s in random_seats else HeuristicPlayer(seed=s) for s in range(8)
    ]
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        deal.push(players[seat].choose(deal.view(seat)))
    return deal


def test_labels_follow_the_documented_thresholds() -> None:
    assert THRESHOLDS == (0.10, 0.50, 1.00, 2.00)
    assert [label_for(x) for x in (0.0, 0.1, 0.11, 0.5, 0.51, 1.0, 1.01, 2.0, 2.01)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder",
    ]  # fmt: skip


def test_a_decision_values_every_legal_move_best_first() -> None:
    deal = played_deal(4, set())
    record = deal.to_record()
    result = analyse(record, seats=[2], worlds=20)
    assert result.decisions and all(d.seat == 2 for d in result.decisions)
    replayed = Deal.from_cards(record["dealer"], record["hands"], record["indicator"],
                               record["stock"])  # fmt: skip
    numbers = {d.number: d for d in result.decisions}
    for i, move in enumerate(record["moves"]):
        if i + 1 in numbers:
            d = numbers[i + 1]
            assert d.played == move
            assert sorted(m.move for m in d.moves) == sorted(replayed.legal_moves())
            values = [m.value for m in d.moves]
            assert values == sorted(values, reverse=True)
            assert d.loss == pytest.approx(values[0] - d.value_of(move).value)
            assert d.label in LABELS
            if d.phase == "play":
                assert all(m.wins_trick is not None and 0 <= m.wins_trick <= 1 for m in d.moves)
        replayed.push(move)


def test_the_same_record_gives_the_same_numbers() -> None:
    deal = played_deal(6, {1, 3})
    a = analyse(deal, seats=[1], worlds=12).to_dict()
    b = analyse(deal.to_record(), seats=[1], worlds=12).to_dict()
    assert a == b
    c = analyse(deal, seats=[1], worlds=12, seed=5).to_dict()
    assert c != a  # the seed is used


def test_judged_from_the_seat_view_never_hidden_cards() -> None:
    """Two deals that look the same to the seat get the same verdict (R31)."""
    deal = Deal.shuffled(seed=9)
    view = deal.view(deal.to_move)  # the first decision: only the seat's own cards matter
    seat = view.seat
    hands = [list(h) for h in deal.dealt]
    other = (seat + 1) % 8 if (seat + 1) % 8 != deal.holder else (seat + 2) % 8
    third = (other + 1) % 8 if (other + 1) % 8 not in (seat, deal.holder) else (other + 2) % 8
    hands[other][0], hands[third][0] = hands[third][0], hands[other][0]
    twin = Deal.from_cards(deal.dealer, hands, deal.indicator, deal.stock)
    assert twin.view(seat) == view
    a = analyse_decision(view, worlds=10)
    b = analyse_decision(twin.view(seat), worlds=10)
    assert a == b


def test_a_random_players_moves_lose_more_than_heuristic_moves() -> None:
    deal = played_deal(12, {1, 3, 5, 7})
    result = analyse(deal, worlds=30)
    rand = [d.loss for d in result.decisions if d.seat & 1]
    other = [d.loss for d in result.decisions if not d.seat & 1]
    assert sum(rand) / len(rand) > sum(other) / len(other)


def test_why_speaks_of_tricks_and_combinations() -> None:
    d = analyse_decision(_open_view(), worlds=15)
    lines = d.why()
    assert lines and "R29" in lines[0]
    assert len(lines) >= 2 and all(re.search(r"\(R2[5-9]", line) for line in lines[1:])
    compact = d.to_dict(compact=True)
    assert set(compact) >= {"best", "label", "loss", "moves", "why"}
    assert isinstance(compact["why"], str)
    assert [m[0] for m in compact["moves"]] == [m.move for m in d.moves]


def _open_view() -> PlayerView:
    deal = Deal.shuffled(seed=21)
    while deal.phase != "play" or deal.current_trick is None or len(deal.legal_moves()) < 2:
        deal.push(deal.legal_moves()[0])
    assert deal.to_move is not None
    return deal.view(deal.to_move)


def test_progress_is_reported_per_world() -> None:
    seen: list[tuple[int, int]] = []
    analyse_decision(_open_view(), worlds=7, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(k, 7) for k in range(1, 8)]


def test_refuses_a_move_that_is_not_legal() -> None:
    view = _open_view()
    illegal = next(c.code for c in view.hand if c.code not in view.legal_moves) if len(
        view.legal_moves) < len(view.hand) else "pass"  # fmt: skip
    with pytest.raises(ValueError, match="not a legal move"):
        analyse_decision(view, illegal, worlds=2)
    with pytest.raises(ValueError, match="R4"):
        analyse(played_deal(1, set()), seats=[8], worlds=2)


def test_move_value_and_decision_to_dict_are_json() -> None:
    mv = MoveValue("K1", 1.234567, 0.5, 0.25, 0.0, 0.1, 0.2, 0.3)
    d = Decision(3, 0, "play", 1, "K1", (mv,), 10)
    out = json.loads(json.dumps(d.to_dict()))
    assert out["best"] == "K1" and out["label"] == "best" and out["loss"] == 0
    assert out["moves"][0]["value"] == 1.235
    assert out["moves"][0]["combos"] == {
        "made_now": 0.0, "conceded_now": 0.1, "made_later": 0.2, "conceded_later": 0.3,
    }  # fmt: skip


def test_cli_analyse_json_and_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--seat", "3", "--json", "--worlds", "6"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["format"] == "unsun-lab/analysis-1" and out["seats"] == [3]
    assert out["decisions"] and all(d["seat"] == 3 for d in out["decisions"])
    assert main(["analyse", str(EXAMPLE), "--seat", "3", "--worlds", "6"]) == 0
    captured = capsys.readouterr()
    assert "seat 3" in captured.out and "R29" in captured.out
    assert "analysing" in captured.err


def test_cli_analyse_bad_record_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "unsun-lab/deal-1", "dealer": 0}')
    assert main(["analyse", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "hands" in err[0]
    assert main(["analyse", str(EXAMPLE), "--seat", "9"]) == 2


def test_cli_analyse_speaks_the_chosen_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--seat", "3", "--worlds", "4", "--lang", "cs"]) == 0
    out = capsys.readouterr().out
    assert "hráč 3" in out and "R29" in out
    assert main(["analyse", str(EXAMPLE), "--lang", "xx"]) == 2


def test_same_numbers_in_another_process_with_another_hash_seed() -> None:
    """No clock, no hash order: the same record and seed give the same JSON anywhere."""
    code = (
        "import json, sys; from unsun_lab.analysis import analyse;"
        f"print(json.dumps(analyse({str(EXAMPLE)!r}, seats=[3], worlds=5).to_dict()))"
    )
    outs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        run = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        )
        outs.append(run.stdout)
    assert outs[0] == outs[1]
    here = json.dumps(analyse(str(EXAMPLE), seats=[3], worlds=5).to_dict())
    assert json.loads(outs[0]) == json.loads(here)


def test_costliest_and_hint_for_a_deal_summary() -> None:
    deal = played_deal(12, {0, 2, 4, 6})
    result = analyse(deal, seats=[0], worlds=10)
    top = result.costliest(3, seat=0)
    assert len(top) == 3
    assert [d.loss for d in top] == sorted((d.loss for d in result.of_seat(0)), reverse=True)[:3]
    assert top[0].best in top[0].hint() and f"{top[0].loss:.2f}" in top[0].hint()


def test_the_coach_writes_numbers_as_each_language_does() -> None:
    """Values, losses and shares read "0,35" and "62 %" in Czech, "0,35" in Portuguese."""
    d = analyse_decision(_open_view(), worlds=15)
    point = re.compile(r"\d\.\d\d")
    comma = re.compile(r"\d,\d\d")
    for lang, mark in (("en", point), ("ja", point), ("pt", comma), ("cs", comma)):
        lines = [*d.why(lang), d.hint(lang)]
        other = comma if mark is point else point
        assert any(mark.search(line) for line in lines), (lang, lines)
        assert not any(other.search(line) for line in lines), (lang, lines)
    # Shares of the deals are words now, not percentages (coach.freq.*).
    assert not any("%" in line for line in d.why("cs"))
    assert d.to_dict()["moves"][0]["value"] == round(d.moves[0].value, 3)  # JSON keeps numbers


#: (parameter, bad value): each refused by analyse before any work, naming the parameter.
BAD_PARAMETERS = [
    ("worlds", True),
    ("worlds", 1.5),
    ("worlds", "10"),
    ("worlds", None),
    ("worlds", 0),
    ("worlds", MAX_WORLDS + 1),
    ("seed", True),
    ("seed", 1.5),
    ("seed", "0"),
    ("seed", None),
    ("seed", 2**200),
    ("seats", 0),
    ("seats", "01"),
    ("seats", [True]),
    ("seats", [1.0]),
    ("seats", [8]),
    ("seats", []),
]


@pytest.mark.parametrize(
    ("name", "bad"), BAD_PARAMETERS, ids=[f"{n}={b!r:.12}" for n, b in BAD_PARAMETERS]
)
def test_a_bad_parameter_is_refused_by_name(name: str, bad: object) -> None:
    with pytest.raises((TypeError, ValueError), match=rf"^{name} must ") as refused:
        analyse(EXAMPLE, **{name: bad})  # type: ignore[arg-type]
    assert len(str(refused.value)) < 200  # 2**200 is described, not written out
    if name != "seats":
        with pytest.raises((TypeError, ValueError), match=rf"^{name} must "):
            analyse_decision(_open_view(), **{name: bad})  # type: ignore[arg-type]


def test_the_analysis_says_what_it_was_given() -> None:
    result = analyse(EXAMPLE, seats=[3, 1, 3], worlds=2, seed=2**100)
    out = result.to_dict()
    assert (out["worlds"], out["seed"], out["seats"]) == (2, 2**100, [1, 3])
    assert type(out["worlds"]) is int


def test_the_coachs_memory_does_not_grow_with_the_worlds() -> None:
    """It keeps counts, not worlds: from the 100th world to the 400th, what it holds grows by
    a few kilobytes at most (it grew by about 1.2 KB per world when it kept every world)."""
    view = _open_view()
    held: dict[int, int] = {}

    def progress(done: int, total: int) -> None:
        if done in (100, 400):
            gc.collect()  # what is kept, not garbage waiting for the collector
            held[done] = tracemalloc.get_traced_memory()[0]

    tracemalloc.start()
    try:
        analyse_decision(view, worlds=400, progress=progress)
    finally:
        tracemalloc.stop()
    assert held[400] - held[100] < 32 * 1024, held


def _cli(*args: str, stdout: int | None = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "unsun_lab", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("--seed", str(10**40), "--seed: seed must have at most 127 bits"),
        ("--worlds", "1000000000", "--worlds: worlds must be from 1 to 100,000"),
        ("--worlds", "0", "--worlds: worlds must be from 1 to 100,000"),
        ("--seat", "9", "--seat: seats must be 0-7 (R4), got 9"),
    ],
)
def test_cli_analyse_blames_the_option_not_the_record(option: str, value: str, says: str) -> None:
    run = _cli("analyse", str(EXAMPLE), option, value)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.splitlines() == [f"unsun-lab: {says}"] or (
        len(run.stderr.splitlines()) == 1 and run.stderr.startswith(f"unsun-lab: {says}")
    ), run.stderr
    assert "first_tricks" not in run.stderr and "Error" not in run.stderr


@pytest.mark.parametrize("command", ["analyse", "replay"])
def test_a_reader_that_stops_early_is_not_an_error(command: str) -> None:
    """``unsun-lab analyse --json | head -c 20``: the reader has gone before the output is
    written; the command stops quietly, as ``replay`` does (status 1, nothing on stderr but
    the progress bar)."""
    extra = ["--worlds", "2", "--seat", "0"] if command == "analyse" else []
    proc = subprocess.Popen(
        [sys.executable, "-m", "unsun_lab", command, str(EXAMPLE), "--json", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    proc.stdout.close()  # as head does once it has its 20 bytes
    _, err = proc.communicate(timeout=300)
    said = [line for line in err.splitlines() if line.strip() and not line.startswith("analysing")]
    assert proc.returncode == 1 and said == [] and "Error" not in err, err
