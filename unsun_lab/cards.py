"""The 75-card Unsun Karuta deck: suits, ranks, cards and card codes (R1–R3).

>>> Card.parse("KSu")
Card('KSu')
>>> Card.parse("koppu sun") is Card("KSu")
True
>>> len(DECK)
75
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final

from unsun_lab.i18n import text as say
from unsun_lab.safe import quote

__all__ = ["DECK", "Card", "CardCodeError", "Rank", "Suit", "codes"]


_sealed = False  # set once Suit and Rank exist: from then on their members are immutable


class _Sealed(enum.Enum):
    """An Enum whose members refuse attribute assignment once the module is loaded (a suit
    or a rank reached from a player's view cannot be changed)."""

    def __setattr__(self, name: str, value: object) -> None:
        if _sealed:
            raise AttributeError(f"{self!r} is immutable: {name!r} cannot be assigned")
        super().__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{self!r} is immutable: {name!r} cannot be deleted")


class Suit(_Sealed):
    """R1: the five suits. Pao and Isu are long; Koppu, Ouru and Guru are round."""

    PAO = "P"
    ISU = "I"
    KOPPU = "K"
    OURU = "O"
    GURU = "G"

    @property
    def letter(self) -> str:
        """The suit letter used in card codes (R3)."""
        return self.value

    @property
    def title(self) -> str:
        """The suit's name as learners read it: 'Pao', 'Koppu' …"""
        return self.name.capitalize()

    @property
    def katakana(self) -> str:
        return _SUIT_KATAKANA[self]

    @property
    def is_long(self) -> bool:
        """R1: Pao and Isu are the long suits; their numerals run 9 high to 1 low (R16)."""
        return self in (Suit.PAO, Suit.ISU)

    @property
    def index(self) -> int:
        return _SUIT_INDEX[self]

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(_Sealed):
    """R2: numerals 1–9 and six court cards."""

    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    ROBAI = "Ro"
    SOTA = "So"
    KABA = "Ka"
    REI = "Re"
    UN = "Un"
    SUN = "Su"

    @property
    def code(self) -> str:
        """The rank part of a card code (R3): '1'–'9', 'Ro', 'So', 'Ka', 'Re', 'Un', 'Su'."""
        return self.value

    @property
    def is_numeral(self) -> bool:
        return self.value.isdigit()

    @property
    def number(self) -> int:
        """The numeral's value (1–9); 0 for a court card."""
        return int(self.value) if self.value.isdigit() else 0

    @property
    def title(self) -> str:
        """The rank's name as learners read it: 'Sun', 'Robai', '7' …"""
        return self.value if self.is_numeral else self.name.capitalize()

    @property
    def katakana(self) -> str:
        return _RANK_KATAKANA[self]

    @property
    def index(self) -> int:
        return _RANK_INDEX[self]

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_sealed = True

_SUIT_INDEX: Final = {suit: i for i, suit in enumerate(Suit)}
_RANK_INDEX: Final = {rank: i for i, rank in enumerate(Rank)}
_SUIT_KATAKANA: Final = {
    Suit.PAO: "パオ",
    Suit.ISU: "イス",
    Suit.KOPPU: "コツ",  # R1: as Hitoyoshi players write it; コップ is the older form
    Suit.OURU: "オウル",
    Suit.GURU: "グル",
}
#: The numerals read in one register, the modern one (ピン, the gaming word for 1, parses).
_NUMERAL_KATAKANA: Final = ("イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ")
_RANK_KATAKANA: Final = {
    **{rank: _NUMERAL_KATAKANA[i] for i, rank in enumerate(list(Rank)[:9])},
    Rank.ROBAI: "ロバイ",
    Rank.SOTA: "ソウタ",  # R2: the form most Hitoyoshi sources use; ソータ also parses
    Rank.KABA: "カバ",
    Rank.REI: "レイ",
    Rank.UN: "ウン",
    Rank.SUN: "スン",
}

#: Other spellings a Japanese name may be given in (R1, R2): the Edo-period コップ, ソータ, and
#: the gaming word ピン for the 1.
_OLDER_KATAKANA: Final = {"コツ": ["コップ"], "ソウタ": ["ソータ"], "イチ": ["ピン"]}


class CardCodeError(ValueError):
    """A text that names no card (R3)."""


class Card:
    """One of the 75 cards. Cards are interned: ``Card('KSu') is Card.parse('ksu')``.

    >>> card = Card("IRo")
    >>> card.suit, card.rank, str(card)
    (Suit.ISU, Rank.ROBAI, 'IRo')
    """

    __slots__ = ("code", "index", "rank", "suit")

    suit: Suit
    rank: Rank
    code: str
    index: int

    def __new__(cls, code: str | Suit, rank: Rank | None = None) -> Card:
        if isinstance(code, Suit):
            if rank is None:
                raise TypeError("Card(suit, rank) needs a rank")
            return _BY_INDEX[code.index * 15 + rank.index]
        return cls.parse(code)

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "code", suit.letter + rank.code)
        object.__setattr__(card, "index", suit.index * 15 + rank.index)
        return card

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """R3: a card from its code (case-insensitive) or its full name ('Koppu Sun').

        Raises CardCodeError, saying what was expected, for a text that names no card.
        """
        if isinstance(text, Card):
            return text
        card = None
        if isinstance(text, str) and len(text) <= _LONGEST_NAME:
            card = _BY_NAME.get(" ".join(text.split()).lower())
        if card is None:
            raise CardCodeError(say("card.bad_code", None, text=quote(text)))
        return card

    @property
    def name(self) -> str:
        """The full name: 'Koppu Sun', 'Isu 7'."""
        return f"{self.suit.title} {self.rank.title}"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        """Deck order (suit P I K O G, then rank 1–9 Ro So Ka Re Un Su), for stable sorting."""
        return self.index < other.index

    def _repr_svg_(self) -> str:
        from unsun_lab.display import card_svg

        return str(card_svg(self))

    def _repr_html_(self) -> str:
        from unsun_lab.display.svg import as_html

        return as_html(self._repr_svg_())


_BY_INDEX: Final[tuple[Card, ...]] = tuple(Card._make(s, r) for s in Suit for r in Rank)

#: The 75 cards in deck order: Pao 1–9 Ro So Ka Re Un Su, then Isu, Koppu, Ouru, Guru.
DECK: Final[tuple[Card, ...]] = _BY_INDEX


def _names() -> dict[str, Card]:
    names: dict[str, Card] = {}
    for card in _BY_INDEX:
        names[card.code.lower()] = card
        suit_names = [card.suit.title.lower(), card.suit.katakana]
        rank_names = [card.rank.title.lower(), card.rank.katakana]
        suit_names += _OLDER_KATAKANA.get(card.suit.katakana, [])
        rank_names += _OLDER_KATAKANA.get(card.rank.katakana, [])
        for suit_name in suit_names:
            for rank_name in rank_names:
                names[f"{suit_name} {rank_name}"] = card
    return names


_BY_NAME: Final = _names()
_LONGEST_NAME: Final = 40  # longer than any code or name, spaces around included


def codes(cards: Iterable[Card]) -> str:
    """The cards' codes separated by spaces, in the order given.

    >>> codes([Card("KSu"), Card("P1")])
    'KSu P1'
    """
    return " ".join(c.code for c in cards)
