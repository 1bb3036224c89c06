"""Building deals for tests: fix the cards that matter, deal the rest from a seeded shuffle."""

from __future__ import annotations

import random
from pathlib import Path

import unsun_lab as ul

CONFORMANCE = Path(__file__).resolve().parents[1].parent / "shared" / "conformance"


def conformance_dir() -> Path:
    """../shared/conformance beside the repository (CI lays shared/ next to the clone)."""
    for base in (Path(__file__).resolve().parents[1], Path.cwd()):
        candidate = base.parent / "shared" / "conformance"
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("../shared/conformance not found beside the repository")


def deal_with(
    hands: dict[int, list[str]],
    indicator: str,
    stock: list[str] | None = None,
    dealer: int = 0,
    seed: int = 0,
) -> ul.Deal:
    """A deal where ``hands[seat]`` lists some of that seat's nine cards; the rest of the deck
    is shuffled with ``random.Random(seed)`` and fills the remaining places."""
    fixed = {ul.Card.parse(c) for cs in hands.values() for c in cs} | {ul.Card.parse(indicator)}
    fixed |= {ul.Card.parse(c) for c in stock or []}
    rest = [c for c in ul.DECK if c not in fixed]
    random.Random(seed).shuffle(rest)
    full: list[list[ul.Card]] = []
    for seat in range(8):
        own = [ul.Card.parse(c) for c in hands.get(seat, [])]
        while len(own) < 9:
            own.append(rest.pop())
        full.append(own)
    stk = [ul.Card.parse(c) for c in stock or []]
    while len(stk) < 2:
        stk.append(rest.pop())
    assert not rest
    return ul.Deal.from_cards(dealer, full, indicator, stk)


def codes(cards: object) -> list[str]:
    return sorted(str(c) for c in cards)  # type: ignore[attr-defined]
