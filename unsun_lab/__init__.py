"""unsun_lab: learn and explore Hachinin Meri (八人メリ), the eight-player trick-taking game of
the 75-card Unsun Karuta deck played in Hitoyoshi, Kumamoto.

The core (this package outside ``widgets``, ``display`` and ``players``) uses only the
standard library. Rule ids (R1–R31) refer to the rules text, docs/RULES.md.

>>> import unsun_lab as ul
>>> ul.Card.parse("KSu")
Card('KSu')
>>> [str(c) for c in ul.trump_order(ul.Suit.PAO)][:4]
['PSu', 'PUn', 'PSo', 'PRo']
"""

from __future__ import annotations

from unsun_lab.cards import DECK, Card, CardCodeError, Rank, Suit, codes
from unsun_lab.deal import Deal, IllegalMove, Refusal, Trick
from unsun_lab.explain import Explanation
from unsun_lab.explore import Position, find_position, random_playout
from unsun_lab.i18n import get_language, set_language
from unsun_lab.match import Match, Player
from unsun_lab.orders import TENKA, TrumpTable, numeral_order, plain_order, table_for, trump_order
from unsun_lab.record import RecordError, load_record, save_record
from unsun_lab.replay import narrate
from unsun_lab.rules import Combo, Play, team_of, transfer_points, trick_winner
from unsun_lab.simulation import Results, simulate
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
    "Play",
    "Player",
    "PlayerView",
    "Position",
    "Rank",
    "RecordError",
    "Refusal",
    "Results",
    "Suit",
    "Trick",
    "TrumpTable",
    "codes",
    "find_position",
    "get_language",
    "load_record",
    "narrate",
    "numeral_order",
    "plain_order",
    "random_playout",
    "save_record",
    "set_language",
    "simulate",
    "table_for",
    "team_of",
    "transfer_points",
    "trick_winner",
    "trump_order",
]
