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
from unsun_lab.fileio import write_atomic
from unsun_lab.i18n import get_language, resolve_language, set_language
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
    "RulesCard",
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
    "rules_card",
    "save_record",
    "set_language",
    "simulate",
    "table_for",
    "team_of",
    "transfer_points",
    "trick_winner",
    "trump_order",
]


class RulesCard:
    """The rules card: one printable page with "Which cards may I play?" as a flow (R19-R24,
    R26), the rank orders (R9, R14-R17) and the combination test (R25-R29), in one language.

    It draws itself in a notebook (``_repr_svg_``, and ``_repr_html_``: the same picture,
    shrunk to fit a narrow output) through ``unsun_lab.display.rules_card``; ``svg`` is the
    picture's text and :meth:`save` writes it to a file to print.
    """

    __slots__ = ("lang",)

    def __init__(self, lang: str | None = None) -> None:
        self.lang = resolve_language(lang)

    def __repr__(self) -> str:
        return f"RulesCard(lang={self.lang!r})"

    @property
    def svg(self) -> str:
        """The picture as SVG text."""
        return self._repr_svg_()

    def save(self, path: str) -> None:
        """Write the picture to ``path`` (an .svg file a browser prints), atomically."""
        write_atomic(path, self.svg)

    def _repr_svg_(self) -> str:
        from unsun_lab.display.rules_card import rules_card_svg  # the drawing hook

        return str(rules_card_svg(self.lang))

    def _repr_html_(self) -> str:
        from unsun_lab.display.rules_card import rules_card_svg  # the drawing hook

        return rules_card_svg(self.lang)._repr_html_()


def rules_card(lang: str | None = None) -> RulesCard:
    """The rules card in ``lang`` ("en", "pt", "cs", "ja"; None: the language chosen with
    ``set_language``): an SVG picture that shows itself in a notebook."""
    return RulesCard(lang)
