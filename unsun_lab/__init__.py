"""unsun_lab: learn and explore Hachinin Meri (八人メリ), the eight-player trick-taking game of
the 75-card Unsun Karuta deck played in Hitoyoshi, Kumamoto.

The core (this package outside ``widgets``, ``display`` and ``players``) uses only the
standard library. Rule ids (R1–R31) refer to the project's RULES.md.

>>> import unsun_lab as ul
>>> ul.Card.parse("KSu")
Card('KSu')
>>> [str(c) for c in ul.trump_order(ul.Suit.PAO)][:4]
['PSu', 'PUn', 'PSo', 'PRo']
"""

from __future__ import annotations

from typing import Any

from unsun_lab.cards import DECK, Card, CardCodeError, Rank, Suit
from unsun_lab.deal import Deal, IllegalMove, Trick
from unsun_lab.explain import Explanation
from unsun_lab.i18n import get_language, set_language
from unsun_lab.match import Match
from unsun_lab.orders import TENKA, plain_order, trump_order
from unsun_lab.record import RecordError, load_record, save_record
from unsun_lab.rules import Combo
from unsun_lab.view import PlayerView

__version__ = "0.1.0"

__all__ = [
    "DECK",
    "TENKA",
    "Card",
    "CardCodeError",
    "Combo",
    "Deal",
    "Explanation",
    "IllegalMove",
    "Match",
    "PlayerView",
    "Rank",
    "RecordError",
    "Suit",
    "Trick",
    "get_language",
    "load_record",
    "plain_order",
    "save_record",
    "set_language",
    "simulate",
    "trump_order",
]


def simulate(n_deals: int, seed: int, players: Any = None, **kwargs: Any) -> Any:
    """Play ``n_deals`` deals fast and return per-deal results (see ``unsun_lab.simulate``)."""
    from unsun_lab.simulation import simulate as _simulate

    return _simulate(n_deals, seed, players, **kwargs)
