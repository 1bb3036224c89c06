"""Building deals for tests: fix the cards that matter, deal the rest from a seeded shuffle."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

from hypothesis import strategies as st

import unsun_lab as ul
from unsun_lab.cards import DECK
from unsun_lab.deal import Deal
from unsun_lab.fastsim import bits
from unsun_lab.players.knowledge import World
from unsun_lab.view import PlayerView

DATA = Path(__file__).resolve().parent / "data"
CONFORMANCE = DATA / "conformance"


def conformance_dir() -> Path:
    """The conformance records shipped with the tests (``tests/data/conformance``)."""
    return CONFORMANCE


def shared_conformance_dir() -> Path | None:
    """``../shared/conformance`` beside the repository, when there is one (new public cases)."""
    candidate = Path(__file__).resolve().parents[1].parent / "shared" / "conformance"
    return candidate if candidate.is_dir() else None


def conformance_records() -> list[Path]:
    """Every conformance record to replay: the shipped ones, then any shared one that differs."""
    shipped = sorted(p for p in CONFORMANCE.glob("*.json") if not p.name.endswith(".expected.json"))
    known = {(p.read_bytes(), p.with_suffix(".expected.json").read_bytes()) for p in shipped}
    extra: list[Path] = []
    shared = shared_conformance_dir()
    if shared is not None:
        for p in sorted(shared.glob("*.json")):
            expected = p.with_suffix(".expected.json")
            if p.name.endswith(".expected.json") or not expected.is_file():
                continue
            if (p.read_bytes(), expected.read_bytes()) not in known:
                extra.append(p)
    return shipped + extra


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


def replay_in_core(view: PlayerView, world: World) -> Deal:
    """The world as a core Deal with the seat's observations pushed (raises IllegalMove)."""
    hands = [[DECK[i] for i in bits(m)] for m in world.dealt]
    deal = Deal.from_cards(view.dealer, hands, view.indicator, [DECK[i] for i in world.stock])
    if deal.phase == "declare" and view.recipient is not None:
        deal.push("declare" if view.declared else "pass")
    if view.phase not in ("declare", "discard"):
        deal.push(DECK[world.discard].code)
    faces = iter(world.faces)
    for trick in view.tricks:
        if trick.number > 8:
            break
        for play in trick.plays:
            card = play.card if play.card is not None else DECK[next(faces)]
            deal.push(card.code)
    return deal


def random_deals() -> st.SearchStrategy[tuple[int, int]]:
    """``(seed, dealer)`` of a random deal: what the one sweep of random deals draws
    (``tests/rules/test_properties.py``); ``Deal.shuffled(seed=seed, dealer=dealer)``."""
    return st.tuples(st.integers(0, 2**32 - 1), st.integers(0, 7))


def build_puzzles_tool() -> ModuleType:
    """``tools/build_puzzles.py`` loaded as a module (it is a script, not part of the package):
    the builder of the shipped puzzles, which tests read as an independent path."""
    path = Path(__file__).resolve().parents[1] / "tools" / "build_puzzles.py"
    spec = importlib.util.spec_from_file_location("build_puzzles", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_puzzles"] = module
    spec.loader.exec_module(module)
    return module
