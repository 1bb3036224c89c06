"""Pictures of the game as SVG strings that display themselves in Jupyter.

Every function here is pure: it reads a card, a hand, a trick, a deal or a player's view and
returns an :class:`SVG` (a ``str``) whose bytes depend only on its input. The core's
``_repr_svg_`` hooks call these, so ``deal`` on the last line of a cell draws the table.
"""

from unsun_lab.display.cards import Hand, back_svg, card_svg, hand_svg
from unsun_lab.display.chart import interval_chart_svg
from unsun_lab.display.strip import rank_strip_svg
from unsun_lab.display.svg import SVG
from unsun_lab.display.table import table_svg
from unsun_lab.display.trick import trick_svg

__all__ = [
    "SVG",
    "Hand",
    "back_svg",
    "card_svg",
    "hand_svg",
    "interval_chart_svg",
    "rank_strip_svg",
    "table_svg",
    "trick_svg",
]
