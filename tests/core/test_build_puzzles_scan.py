"""The targeted scan of ``tools/build_puzzles.py`` (``--scan A B --themes ...``): the deals it
skips from the shuffle could not have given its principles, its sources name the positions it
found, and the library records what was scanned so the same commands rebuild the set. Nothing
here is analysed."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from tests.helpers import build_puzzles_tool
from unsun_lab.deal import Deal

REPO = Path(__file__).resolve().parents[2]


def _speaks(tool: ModuleType, seed: int, theme: str, declaration: bool = False) -> bool:
    """Whether ``theme`` speaks in some decision of the targeted scan's deal of ``seed``, its
    players deciding (the declaration only, R11, with ``declaration``)."""
    deal, players = tool.themed_deal(seed)
    while deal.phase != "over" and not (declaration and deal.phase != "declare"):
        seat = deal.to_move
        live = len(deal.legal_moves()) > 1 and deal.phase in ("declare", "play")
        if live and tool.advised_here(deal, (theme,)):
            return True
        deal.push(players[seat].choose(deal.view(seat)))
    return False


def _level(tool: ModuleType, seed: int) -> str:
    level: str = tool.LEVELS[(tool.THEMED_SEEDS + seed) % len(tool.LEVELS)]
    return level


def test_the_dealer_holder_filter_keeps_exactly_the_deals_where_it_speaks() -> None:
    tool = build_puzzles_tool()
    need = tool.DEALT_NEEDS["dealer_holder"]
    kept = 0
    for seed in range(120):
        deal, _ = tool.themed_deal(seed)
        assert need(deal) == _speaks(tool, seed, "dealer_holder", declaration=True), seed
        kept += need(deal)
    assert 0 < kept < 40  # R6, R10, R11: the dealer is one holder in eight, when dealt


def test_the_lone_sun_filter_skips_no_deal_where_it_speaks() -> None:
    tool = build_puzzles_tool()
    need = tool.DEALT_NEEDS["lone_sun"]
    skipped = spoke = 0
    for seed in range(60):
        if _level(tool, seed) == "search":
            continue  # slow; the filter reads only the dealt cards
        deal, _ = tool.themed_deal(seed)
        if not need(deal):
            skipped += 1
            assert not _speaks(tool, seed, "lone_sun"), seed  # R21
        elif _speaks(tool, seed, "lone_sun"):
            spoke += 1
    assert skipped > 30 and spoke > 0


def test_targeted_puzzles_replay_from_their_source_and_their_ranges_are_recorded() -> None:
    tool = build_puzzles_tool()
    data = json.loads((REPO / "unsun_lab/puzzles.json").read_text(encoding="utf-8"))
    themed = [p for p in data["puzzles"] if p["source"] >= tool.THEMED_BASE]
    assert themed, "no puzzle of the targeted scan"
    for p in themed:
        seed = (p["source"] - tool.THEMED_BASE) // tool.SCAN_STRIDE
        assert any(
            r["seeds"][0] <= seed < r["seeds"][1] and set(r["themes"]) <= set(tool.PRINCIPLES)
            for r in data["themed"]
        ), p["source"]
    # A few replayed by the same players: the random ones. The search player's deals are slow;
    # the heuristic's were played by the heuristic as it was when they were scanned, before it
    # followed the principles (session 41, benchmarks/heuristic_s40.py), so they no longer
    # replay. The stored record is the puzzle, checked move by move by test_puzzles_shipped.
    quick = [
        p
        for p in themed
        if _level(tool, (p["source"] - tool.THEMED_BASE) // tool.SCAN_STRIDE) == "random"
    ]
    for p in quick[:: max(1, len(quick) // 4)]:
        deal = tool.scan_position(p["source"])
        assert deal.to_record()["moves"] == Deal.from_record(p["record"]).to_record()["moves"]
        assert deal.to_move == p["seat"]
