"""Each rule is written once: changing its one definition changes the engine, the fast
simulator, the players' tables and the explanations together.

The test does what a maintainer would: it copies the package, edits the one line of
``orders.COMBINATIONS`` that says which numeral pair combines in a round trump suit (R27), and
plays the same deals through the engine and the simulator of the edited copy.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "unsun_lab"
ROUND_PAIR = '("8-9", Rank.EIGHT, Rank.NINE, "round"),'

# Plays seeded random deals in both engines; prints which pairs each one scored.
PROBE = r"""
import json
import unsun_lab as ul
print(json.dumps(ul.__file__))
from unsun_lab.cards import Card
from unsun_lab.explain import Explanation
from unsun_lab.fastsim import DECLARE, PASS, PAIR_NAMES, FastDeal
from unsun_lab.rules import Play, combination

engine, fast = {}, {}
for seed in range(2500):
    deal = ul.random_playout(seed)
    fd = FastDeal.from_deal(ul.Deal.shuffled(seed), log=True)
    for move in deal.moves:
        if fd.over:
            break  # the ninth trick is played by both engines themselves (R26)
        fd.push({"declare": DECLARE, "pass": PASS}.get(move) or Card(move).index)
    for trick, (_, _, _, pair, points) in zip(deal.tricks, fd.log, strict=True):
        if trick.combo is not None:
            engine[trick.combo.pair] = engine.get(trick.combo.pair, 0) + 1
        if pair >= 0:
            fast[PAIR_NAMES[pair]] = fast.get(PAIR_NAMES[pair], 0) + 1
    assert fd.score == list(deal.score), seed
# What the explanation offers when a trump is not a pair (R27), in a round trump suit.
table = ul.table_for(ul.Suit.KOPPU)
plays = [Play(0, Card("K5"), False), Play(1, Card("K4"), False)] + [
    Play(s, Card(c), False) for s, c in zip(range(2, 8), "O1 O2 O3 O4 O5 O6".split())
]
_, why = combination(plays, 0, table, number=2, meri=False, ninth=False, robai_hidden=False)
pairs = {name: [w.code, o.code] for (w, o), name in table.combo_of.items()}
offered = [term.key.removeprefix("pair.") for term in why.params["pairs"]]
print(json.dumps({"engine": engine, "fast": fast, "offered": offered, "pairs": pairs}))
"""


def _probe(package_root: Path) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(package_root)}
    run = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env=env,
        cwd=package_root,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    where, out = run.stdout.splitlines()
    assert json.loads(where) == str(package_root / "unsun_lab" / "__init__.py")
    result: dict[str, Any] = json.loads(out)
    return result


@pytest.mark.slow
def test_the_numeral_pair_is_changed_in_one_place(tmp_path: Path) -> None:
    source = (PACKAGE / "orders.py").read_text(encoding="utf-8")
    assert source.count(ROUND_PAIR) == 1, "R27's round-suit pair is not written once"
    before = _probe(PACKAGE.parent)
    shutil.copytree(PACKAGE, tmp_path / "unsun_lab", ignore=shutil.ignore_patterns("__pycache__"))
    edited = source.replace(ROUND_PAIR, '("7-8", Rank.SEVEN, Rank.EIGHT, "round"),')
    (tmp_path / "unsun_lab" / "orders.py").write_text(edited, encoding="utf-8")
    after = _probe(tmp_path)

    assert before["engine"] == before["fast"] and after["engine"] == after["fast"]
    assert "8-9" in before["engine"] and "7-8" not in before["engine"]
    assert "7-8" in after["engine"] and "8-9" not in after["engine"]
    assert after["pairs"]["7-8"] == ["K7", "K8"] and "8-9" not in after["pairs"]
    assert "7-8" in after["offered"] and "8-9" not in after["offered"]
    assert "8-9" in before["offered"]
