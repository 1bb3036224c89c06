"""What every computer player shares: the seed, per-decision randomness and the advice type.

A player sees a PlayerView and nothing else (R31). Its randomness for a decision comes from
(seed, a digest of the view), so the same view gives the same move whatever was asked before,
and two deals that look the same to the seat give the same move (the fairness test).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Any

from unsun_lab.explain import Explanation
from unsun_lab.i18n.en import CITES
from unsun_lab.view import PlayerView

__all__ = ["Advice", "BasePlayer", "advice", "view_digest"]


@dataclass(frozen=True)
class Advice:
    """A move and why: ``why`` is the reason as data (an Explanation: a catalogue key and its
    parameters), rendered in any language by :meth:`render`; ``numbers`` holds the figures
    behind it. ``str(advice)`` reads the move and the reason.

    ``reason`` is ``why`` rendered in the language chosen with ``set_language`` when it is
    read (it is not stored, so it follows a language switch).
    """

    move: str
    why: Explanation
    numbers: dict[str, Any] = field(default_factory=dict)

    @property
    def reason(self) -> str:
        """The reason in the language chosen with ``set_language``."""
        return self.why.render()

    def render(self, lang: str | None = None) -> str:
        """The reason in ``lang`` (None: the language chosen with ``set_language``)."""
        return self.why.render(lang)

    def __str__(self) -> str:
        return f"{self.move}: {self.reason}"


def advice(move: str, key: str, numbers: dict[str, Any] | None = None, **params: Any) -> Advice:
    """An :class:`Advice` whose reason is the catalogue sentence ``key`` with ``params``."""
    cited = CITES.get(key, ())
    return Advice(move, Explanation(cited[0] if cited else "R31", key, params), dict(numbers or {}))


def view_digest(view: PlayerView) -> bytes:
    """A stable digest of everything in the view (no hidden card can enter it, R31)."""
    parts = [
        f"s{view.seat} d{view.dealer} t{view.trump.letter} i{view.indicator.code}",
        f"r{view.recipient} D{view.declared} p{view.phase} m{view.moves_made}",
        "h" + ",".join(c.code for c in view.hand),
        "x" + ",".join(c.code for c in view.dealt),
        f"c{view.discard.code if view.discard else '-'}",
        "k" + ("-" if view.stock is None else ",".join(c.code for c in view.stock)),
    ]
    for trick in view.tricks:
        plays = ",".join(f"{p.seat}{p.card.code if p.card else '?'}" for p in trick.plays)
        parts.append(f"T{trick.number}:{trick.leader}:{plays}")
    return hashlib.blake2b("|".join(parts).encode(), digest_size=16).digest()


class BasePlayer:
    """A computer player: ``choose(view) -> move`` and ``explain(view) -> Advice``."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # every decision's randomness comes from (seed, view): _rng_for

    def _rng_for(self, view: PlayerView) -> random.Random:
        """Randomness for one decision, from (seed, view) only."""
        key = hashlib.blake2b(
            self.seed.to_bytes(16, "big", signed=True) + view_digest(view), digest_size=8
        ).digest()
        return random.Random(int.from_bytes(key, "big"))

    @staticmethod
    def _check(view: object) -> PlayerView:
        if not isinstance(view, PlayerView):
            kind = type(view).__name__
            raise TypeError(
                f"a player is given a PlayerView (what one seat knows, R31), not {kind}"
            )
        if not view.legal_moves:
            raise ValueError(f"seat {view.seat} is not to move (phase {view.phase})")
        return view

    def choose(self, view: PlayerView) -> str:
        return self.explain(view).move

    def explain(self, view: PlayerView) -> Advice:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
