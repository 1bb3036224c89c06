"""A player cannot touch the rules through its view (R31): everything reachable from a
PlayerView is immutable or a copy of its own, so tampering changes no later deal."""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import unsun_lab as ul
from unsun_lab.match import Match
from unsun_lab.orders import table_for
from unsun_lab.players import HeuristicPlayer
from unsun_lab.view import PlayerView

SCALARS = (str, int, float, bool, type(None), bytes)


def _names(obj: object) -> list[str]:
    """Every attribute a player could name on ``obj``, private ones included, no dunders."""
    names = set(dir(obj)) | set(getattr(obj, "__dict__", {}))
    return sorted(n for n in names if not (n.startswith("__") and n.endswith("__")))


def _ours(obj: object) -> bool:
    return type(obj).__module__.startswith("unsun_lab") or isinstance(obj, enum.Enum)


def _children(obj: object) -> Iterator[object]:
    if isinstance(obj, Mapping):
        for key, value in list(obj.items()):
            yield key
            yield value
    elif isinstance(obj, tuple | list | set | frozenset):
        yield from list(obj)
    elif _ours(obj):
        for name in _names(obj):
            try:
                value = getattr(obj, name)
            except Exception:
                continue
            if not callable(value) or _ours(value):
                yield value


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through attributes and items (no functions)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen[id(obj)] = obj
        if not isinstance(obj, SCALARS):
            stack.extend(_children(obj))
    return list(seen.values())


def fingerprint(obj: object, depth: int = 0) -> Any:
    """Everything reachable from ``obj`` as plain nested values, to compare before and after."""
    if depth > 12 or isinstance(obj, SCALARS):
        return repr(obj)
    if isinstance(obj, enum.Enum):
        attrs = {n: repr(getattr(obj, n, None)) for n in ("name", "value", "_name_", "_value_")}
        return (type(obj).__name__, sorted(attrs.items()))
    if isinstance(obj, Mapping):
        return ("map", sorted((repr(k), fingerprint(v, depth + 1)) for k, v in obj.items()))
    if isinstance(obj, set | frozenset):
        return ("set", sorted(repr(v) for v in obj))
    if isinstance(obj, tuple | list):
        return (type(obj).__name__, [fingerprint(v, depth + 1) for v in obj])
    out = []
    for name in _names(obj):
        try:
            value = getattr(obj, name)
        except Exception as err:
            value = f"raises {type(err).__name__}"
        if not callable(value) or _ours(value):
            out.append((name, fingerprint(value, depth + 1)))
    return (type(obj).__name__, out)


JUNK: tuple[object, ...] = (None, 0, (999,) * 75, {}, "ZZ")


def tamper(view: PlayerView) -> tuple[int, int]:
    """Assign junk to every attribute and item reachable from ``view``; clear every container.
    Returns (attempts, successes)."""
    attempts = successes = 0
    for obj in reachable(view):
        if isinstance(obj, SCALARS):
            continue
        actions: list[Any] = []
        if _ours(obj):
            for name in _names(obj):
                for junk in JUNK:
                    actions.append(lambda o=obj, n=name, j=junk: setattr(o, n, j))
                actions.append(lambda o=obj, n=name: delattr(o, n))
        if isinstance(obj, Mapping):
            for key in list(obj):
                actions.append(lambda o=obj, k=key: o.__setitem__(k, 999))
            actions.append(lambda o=obj: o.clear())
        if isinstance(obj, list | set):
            actions.append(lambda o=obj: o.clear())
        for action in actions:
            attempts += 1
            try:
                action()
            except (AttributeError, TypeError):
                continue
            successes += 1
    return attempts, successes


class Tamperer:
    """Tampers with everything it is shown, then plays as ``honest`` would have."""

    def __init__(self, honest: Any) -> None:
        self.honest = honest
        self.attempts = self.successes = 0

    def choose(self, view: PlayerView) -> str:
        move = self.honest.choose(view)
        attempts, successes = tamper(view)
        self.attempts += attempts
        self.successes += successes
        return str(move)


def _all_tables() -> Any:
    return fingerprint([table_for(s) for s in ul.Suit] + [list(ul.DECK), list(ul.Rank)])


def test_a_trump_table_refuses_every_assignment() -> None:
    table = table_for(ul.Suit.KOPPU)
    for name in ("strength", "is_trump", "combo_of", "trumps", "sun", "trump", "new_name"):
        with pytest.raises(AttributeError, match="a TrumpTable is immutable"):
            setattr(table, name, None)
        with pytest.raises(AttributeError):
            delattr(table, name)
    with pytest.raises(TypeError):
        table.combo_of[(ul.Card("KSu"), ul.Card("KUn"))] = "x"  # type: ignore[index]
    assert isinstance(table.strength, tuple) and isinstance(table.trumps, frozenset)


def test_suits_ranks_and_cards_refuse_assignment() -> None:
    for member in (ul.Suit.PAO, ul.Rank.ROBAI):
        for name in ("_value_", "_name_", "value", "letter", "extra"):
            with pytest.raises(AttributeError):
                setattr(member, name, "Z")
    with pytest.raises(AttributeError):
        ul.Card("KSu").code = "KUn"  # type: ignore[misc]
    assert ul.Suit.PAO.value == "P" and ul.Card("PRo").suit is ul.Suit.PAO


def test_a_view_shares_nothing_mutable_with_the_engine() -> None:
    deal = ul.Deal.shuffled(seed=11)
    while deal.phase != "over" and len(deal.tricks) < 4:
        deal.push(deal.legal_moves()[0])
    view = deal.view(2)
    held = reachable(deal.tricks) + reachable(deal._hands)  # alive, so no id is reused below
    engine = {id(o) for o in held}
    kept = [deal.move_notes, deal.extra, deal.moves]  # alive too: a property may build anew
    engine |= {id(o) for o in kept}
    for obj in reachable(view):
        if isinstance(obj, list | dict | set) or (
            _ours(obj) and hasattr(obj, "__dict__") and not isinstance(obj, enum.Enum)
        ):
            assert id(obj) not in engine, f"the view holds the engine's {type(obj).__name__}"


def test_a_player_tampering_with_its_views_changes_no_later_deal() -> None:
    def honest_match(seed: int) -> list[list[str]]:
        match = Match(seed=seed, players=[HeuristicPlayer(seed=s) for s in range(8)])
        match.play()
        return [deal.moves for deal in match.deals]

    tables_before = _all_tables()
    reference = honest_match(3)
    later_reference = honest_match(4)

    # seat 1 plays exactly as its honest self, but tampers with every view it is given
    players: list[Any] = [HeuristicPlayer(seed=s) for s in range(8)]
    tamperer = Tamperer(players[1])
    players[1] = tamperer
    match = Match(seed=3, players=players, timeout=None)
    for _ in range(3):  # the first three deals are enough: hundreds of views tampered
        match.advance()
        match.next_deal()
    assert tamperer.attempts > 10_000
    # what succeeded only touched the player's own copies (the combination dicts of its view)
    assert tamperer.successes < tamperer.attempts // 20
    match.play()

    assert [deal.moves for deal in match.deals] == reference
    assert honest_match(4) == later_reference
    assert _all_tables() == tables_before


def test_a_fresh_view_is_as_before_after_tampering() -> None:
    deal = ul.Deal.shuffled(seed=5)
    while len(deal.tricks) < 3 or deal.current_trick is None:
        deal.push(deal.legal_moves()[0])
    seat = deal.to_move
    assert seat is not None
    before = fingerprint(deal.view(seat))
    tamper(deal.view(seat))
    assert fingerprint(deal.view(seat)) == before


def test_the_simulators_tables_refuse_assignment_too() -> None:
    from unsun_lab.fastsim import fast_table

    table = fast_table(ul.Suit.GURU)
    for name in ("strength", "pairs", "trumps", "follow", "_sealed", "new_name"):
        with pytest.raises(AttributeError, match="a FastTable is immutable"):
            setattr(table, name, None)
        with pytest.raises(AttributeError):
            delattr(table, name)
    with pytest.raises(TypeError):
        table.pairs[0] = 1  # type: ignore[index]
    assert fast_table(ul.Suit.GURU).strength == table_for(ul.Suit.GURU).strength
