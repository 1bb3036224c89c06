"""The principles of good play, once: what each one advises, the rules it rests on, how we
know it (a measurement, or "a rule of thumb, not measured"), and whether it applies to a move.

A principle is asked about one seat's view (R31) and one of its legal moves:
:meth:`Principle.applies` gives an Explanation of why the principle recommends that move here,
or None (the position is not one the principle speaks to, or it advises another move).
:meth:`Principle.advised` gives every move it recommends here (None when it does not speak),
so a puzzle's themes are the principles that recommend its answer and not every legal move.
Nothing here looks beyond the view: the seat's hand, what it has seen, and that a face-down
card was played and by whom (R24).

The measured figures are those of ``benchmarks/primer.py --scale 1 --seed 11`` (heuristic
players, 1,500 deals; the lone Sun with random players), stored in
``notebooks/primer_measurements.json``; ``tests/core/test_principles.py`` checks they agree.

>>> from unsun_lab.deal import Deal
>>> sorted(PRINCIPLES)[:3]
['card_in_danger', 'count_trumps', 'dealer_holder']
>>> deal = Deal.shuffled(seed=7)
>>> view = deal.view(deal.to_move)
>>> p = PRINCIPLES["declare_robai"]
>>> p.rules, p.measured
(('R11', 'R28'), True)
>>> p.title.render("en")
'Declare the native Robai'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from unsun_lab.cards import Card, Rank, Suit
from unsun_lab.explain import Explanation, Number, Term, sentence
from unsun_lab.i18n import decimal, text
from unsun_lab.orders import TrumpTable
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView, SeenTrick

__all__ = [
    "LAST_TO_PLAY",
    "PRINCIPLES",
    "Percent",
    "Principle",
    "seats_after",
    "themes_of",
    "trumps_in_deal",
    "trumps_unseen",
    "winning",
]


@dataclass(frozen=True)
class Percent:
    """A share between 0 and 1 written as a percentage with one decimal, in the sentence's
    language ("11.5%", "11,5 %").

    >>> Percent(0.115).render("en"), Percent(0.115).render("cs")
    ('11.5%', '11,5\\xa0%')
    """

    share: float

    def render(self, lang: str | None = None) -> str:
        return text("number.percent", lang, n=decimal(100 * self.share, lang, 1))

    def __str__(self) -> str:
        return self.render()


# -- facts over a view (each computed here once; the context of an exercise asks them) ----


def trumps_in_deal(table: TrumpTable) -> int:
    """R9: 16 trumps, 15 when Pao is trump (Tenka is then the native Robai)."""
    return len(table.trumps)


def trumps_unseen(view: PlayerView) -> int:
    """How many trumps the seat has not seen (R9, R31): the deal's 16 (15 when Pao is trump)
    less those in its hand, played face up, turned up or shown as side cards, and less the
    face-down trumps of the trick being played (seen to be trumps, not which ones, R24)."""
    seen = {c for c in view.seen_cards() if view.is_trump(c)}
    down = 0
    trick = view.current_trick
    if trick is not None:
        down = sum(1 for p in trick.plays if p.card is None)
    return max(0, trumps_in_deal(view.table) - len(seen) - down)


@dataclass(frozen=True)
class Winning:
    """Who is winning the trick being played, as the seat sees it (R24, R25): the ``seat``
    (None when two or more seats played face down and the seat cannot tell which trump is
    higher), its ``card`` (None when face down), and the ``team`` when it is known."""

    seat: int | None
    card: Card | None
    team: int | None


def winning(view: PlayerView) -> Winning | None:
    """Who is winning the current trick so far, from the seat's view; None with no trick
    being played. Face-down cards are trumps (R24) and beat every plain card (R25)."""
    trick = view.current_trick
    if trick is None or not trick.plays:
        return None
    table = view.table
    led = trick.led_suit
    down = [p for p in trick.plays if p.card is None]
    if down:
        teams = {team_of(p.seat) for p in down}
        if len(down) == 1:
            return Winning(down[0].seat, None, team_of(down[0].seat))
        return Winning(None, None, teams.pop() if len(teams) == 1 else None)
    shown = [(p.seat, p.card) for p in trick.plays if p.card is not None]  # all of them here
    seat, card = shown[0]
    for other, played in shown[1:]:
        if table.beats(played, card, led):
            seat, card = other, played
    return Winning(seat, card, team_of(seat))


def _following(view: PlayerView) -> SeenTrick | None:
    """The trick the seat is following to (tricks 1-8), or None."""
    if not view.my_turn or view.phase != "play":
        return None
    trick = view.current_trick
    if trick is None or not trick.plays or trick.number > 8:
        return None
    return trick


def _leading(view: PlayerView) -> int | None:
    """The number of the trick the seat is leading (1-8), or None."""
    if not view.my_turn or view.phase != "play" or view.current_trick is not None:
        return None
    number = len(view.tricks) + 1
    return number if number <= 8 else None


def _legal(view: PlayerView) -> list[Card]:
    return [Card(m) for m in view.legal_moves if m not in ("declare", "pass")]


def _in_danger(view: PlayerView, card: Card) -> tuple[Card, str] | None:
    """R27: ``card`` is the lower card O of a pair whose upper card W the seat has not seen;
    then (W, the pair's name)."""
    seen = view.seen_cards()
    for (w, o), pair in view.table.combo_of.items():
        if o == card and w not in seen:
            return w, pair
    return None


def _plain_led(trick: SeenTrick) -> bool:
    return not trick.meri


def _lowest(view: PlayerView, cards: list[Card]) -> list[Card]:
    """The weakest of ``cards``: plain before trumps, then by strength (R14-R16)."""

    def key(c: Card) -> tuple[bool, int]:
        return (view.is_trump(c), view.table.strength[c.index])

    low = min(key(c) for c in cards)
    return [c for c in cards if key(c) == low]


#: advised(view) -> {move: why} for the moves the principle recommends, or None.
Advisor = Callable[[PlayerView], dict[str, Explanation] | None]


# -- the principles ------------------------------------------------------------------------


def _card_in_danger(view: PlayerView) -> dict[str, Explanation] | None:
    if _leading(view) == 8 and len(view.hand) == 2:
        return _danger_at_the_end(view)
    trick = _following(view)
    if trick is None or not _plain_led(trick):
        return None
    legal = _legal(view)
    danger = [(c, d) for c in legal if (d := _in_danger(view, c)) is not None]
    safe = [c for c in legal if _in_danger(view, c) is None]
    if not danger or not safe:
        return None
    card, (upper, pair) = danger[0]
    return {
        c.code: Explanation(
            "R27",
            "principle.card_in_danger.why",
            {"move": c.code, "card": card.code, "upper": upper.code, "pair": Term(f"pair.{pair}")},
        )
        for c in safe
    }


def _danger_at_the_end(view: PlayerView) -> dict[str, Explanation] | None:
    """Leading trick 8 with two cards: a trump in danger kept for the ninth trick, which is
    never a Meri (R26), can be caught there for 5 (R28); led now it opens a Meri, where no
    pair counts (R20, R27)."""
    legal = _legal(view)
    danger = [(c, d) for c in legal if view.is_trump(c) and (d := _in_danger(view, c)) is not None]
    if len(danger) != 1 or len(legal) != 2:
        return None
    card, (upper, pair) = danger[0]
    why = Explanation(
        "R27",
        "principle.card_in_danger.why_lead",
        {"card": card.code, "upper": upper.code, "pair": Term(f"pair.{pair}")},
    )
    return {card.code: why}


def _declare_robai(view: PlayerView) -> dict[str, Explanation] | None:
    if view.phase != "declare" or not view.my_turn or "declare" not in view.legal_moves:
        return None
    if view.seat == view.dealer:
        return None  # the dealer takes the indicator either way: dealer_holder speaks
    robai = view.table.native_robai
    why = Explanation(
        "R11", "principle.declare_robai.why", {"card": robai.code, "indicator": view.indicator}
    )
    return {"declare": why}


def _dealer_holder(view: PlayerView) -> dict[str, Explanation] | None:
    if view.phase != "declare" or not view.my_turn or "pass" not in view.legal_moves:
        return None
    if view.seat != view.dealer:
        return None
    robai = view.table.native_robai
    why = Explanation(
        "R11", "principle.dealer_holder.why", {"card": robai.code, "indicator": view.indicator}
    )
    return {"pass": why}


def _partner_trumped(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    if trick is None or not _plain_led(trick):
        return None
    mine = team_of(view.seat)
    partner = next((p.seat for p in trick.plays if p.face_down and team_of(p.seat) == mine), None)
    legal = _legal(view)
    plain = [c for c in legal if not view.is_trump(c)]
    if partner is None or not plain or len(plain) == len(legal):
        return None
    return {
        c.code: Explanation(
            "R24", "principle.partner_trumped.why", {"move": c.code, "partner": partner}
        )
        for c in plain
    }


def _no_plain_sun_early(view: PlayerView) -> dict[str, Explanation] | None:
    number = _leading(view)
    if number is None or view.meri_seen:
        return None
    legal = _legal(view)
    suns = [c for c in legal if c.rank is Rank.SUN and not view.is_trump(c)]
    others = [c for c in legal if c not in suns]
    if not suns or not others:
        return None
    return {
        c.code: Explanation(
            "R22", "principle.no_plain_sun_early.why", {"move": c.code, "sun": suns[0].code}
        )
        for c in others
    }


def _first_meri(view: PlayerView) -> dict[str, Explanation] | None:
    number = _leading(view)
    if number is None or not 2 <= number <= 6 or view.meri_seen:
        return None
    legal = _legal(view)
    if not any(view.is_trump(c) for c in legal) or all(view.is_trump(c) for c in legal):
        return None
    return {c.code: Explanation("R20", "principle.first_meri.why", {"move": c.code}) for c in legal}


def _lone_sun(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    if trick is None or not trick.meri or not view.sun_exception:
        return None
    sun = view.table.sun
    legal = _legal(view)
    others = [c for c in legal if c != sun]
    if sun not in legal or not others:
        return None
    return {
        c.code: Explanation("R21", "principle.lone_sun.why", {"move": c.code, "sun": sun.code})
        for c in others
    }


def _ninth_trick(view: PlayerView) -> dict[str, Explanation] | None:
    if not view.my_turn or view.phase != "play" or len(view.hand) != 2:
        return None
    legal = _legal(view)
    if len(legal) != 2 or sum(view.is_trump(c) for c in legal) != 1:
        return None
    trump = next(c for c in legal if view.is_trump(c))
    return {
        c.code: Explanation(
            "R26", "principle.ninth_trick.why", {"move": c.code, "trump": trump.code}
        )
        for c in legal
    }


def _first_lead(view: PlayerView) -> dict[str, Explanation] | None:
    if _leading(view) != 1:
        return None
    legal = _legal(view)
    if any(view.is_trump(c) for c in legal):
        return None  # only trumps: R19 allows one, and the question is another
    spare: list[Card] = []
    for suit in Suit:
        cards = [c for c in legal if c.suit is suit]
        if cards:
            low = _lowest(view, cards)[0]
            if low.rank not in (Rank.SUN, Rank.UN):
                spare.append(low)
    if not spare or len(spare) == len(legal):
        return None
    return {
        c.code: Explanation("R19", "principle.first_lead.why", {"move": c.code, "suit": c.suit})
        for c in spare
    }


#: R22: trump a plain lead before the first Meri only as one of the last ``LAST_TO_PLAY``
#: players of the trick: there the lowest safe trump did clearly better than a plain card,
#: earlier it measured no gain (``benchmarks/primer.py``: ``trump_last``, ``trump_early``).
LAST_TO_PLAY = 2


def seats_after(trick: SeenTrick) -> int:
    """How many players are still to play to ``trick`` after the seat to move (R18)."""
    return 7 - len(trick.plays)


def _trump_plain_lead(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    if trick is None or not _plain_led(trick) or view.meri_seen:
        return None
    if seats_after(trick) >= LAST_TO_PLAY or any(p.face_down for p in trick.plays):
        return None  # earlier in the trick, or an unknown trump to beat: no measured rule
    now = winning(view)
    if now is None or now.team == team_of(view.seat) or now.card is None:
        return None
    legal = _legal(view)
    trumps = [c for c in legal if view.is_trump(c)]
    safe = [c for c in trumps if _in_danger(view, c) is None]
    if not safe or len(trumps) == len(legal):
        return None
    low = _lowest(view, safe)[0]
    why = Explanation(
        "R22", "principle.trump_plain_lead.why", {"move": low.code, "card": now.card.code}
    )
    return {low.code: why}


def _beaters(view: PlayerView, now: Winning, trick: SeenTrick) -> list[Card] | None:
    """The legal cards that beat the card winning now; None when the seat cannot tell (a
    face-down trump is winning and the seat holds a legal trump)."""
    legal = _legal(view)
    if now.card is None:
        if any(view.is_trump(c) for c in legal):
            return None
        return []
    return [c for c in legal if view.table.beats(c, now.card, trick.led_suit)]


def _win_cheaply(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    now = None if trick is None else winning(view)
    if trick is None or now is None or now.card is None or now.team == team_of(view.seat):
        return None
    beaters = _beaters(view, now, trick)
    if not beaters or len(_legal(view)) < 2:
        return None
    low = _lowest(view, beaters)[0]
    why = Explanation("R25", "principle.win_cheaply.why", {"move": low.code, "card": now.card.code})
    return {low.code: why}


def _beating(view: PlayerView) -> frozenset[str]:
    """The legal cards that beat the card winning now (R25): what "win a trick cheaply"
    compares; it says nothing of a card that does not try to win."""
    trick = _following(view)
    now = None if trick is None else winning(view)
    if trick is None or now is None or now.card is None:
        return frozenset()
    return frozenset(c.code for c in _beaters(view, now, trick) or ())


def _lowest_card(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    now = None if trick is None else winning(view)
    if trick is None or now is None:
        return None
    legal = _legal(view)
    if len(legal) < 2:
        return None
    if now.seat is None and now.team is None:
        if any(view.is_trump(c) for c in legal):
            return None  # two or more unknown trumps: nobody can tell what would win
        beaters: list[Card] | None = []
    else:
        beaters = _beaters(view, now, trick)
    if beaters is None or beaters:
        return None
    low = _lowest(view, legal)
    if len(low) == len(legal):
        return None
    if now.card is not None:
        what: Explanation = Explanation("R25", "principle.winning.card", {"card": now.card.code})
    elif now.seat is not None:
        what = Explanation("R24", "principle.winning.down", {"seat": now.seat})
    else:
        what = Explanation("R24", "principle.winning.trumps")
    return {
        c.code: Explanation("R25", "principle.lowest_card.why", {"move": c.code, "what": what})
        for c in low
    }


def _dont_overtake_partner(view: PlayerView) -> dict[str, Explanation] | None:
    trick = _following(view)
    now = None if trick is None else winning(view)
    if trick is None or now is None or now.card is None or now.seat is None:
        return None
    if now.team != team_of(view.seat):
        return None
    legal = _legal(view)
    over = [c for c in legal if view.table.beats(c, now.card, trick.led_suit)]
    under = [c for c in legal if c not in over]
    if not over or not under:
        return None
    return {
        c.code: Explanation(
            "R25",
            "principle.dont_overtake_partner.why",
            {"move": c.code, "partner": now.seat, "card": now.card.code},
        )
        for c in under
    }


def _count_trumps(view: PlayerView) -> dict[str, Explanation] | None:
    number = _leading(view)
    if number is None or number < 2 or trumps_unseen(view) > 0:
        return None
    seen = view.seen_cards()
    legal = _legal(view)
    table = view.table
    boss = []
    for c in legal:
        if view.is_trump(c):
            continue
        stronger = [d for d in _suit_cards(c.suit, table) if table.beats(d, c, c.suit)]
        if all(d in seen for d in stronger):
            boss.append(c)
    if not boss or len(boss) == len(legal):
        return None
    total = trumps_in_deal(table)
    return {
        c.code: Explanation(
            "R9", "principle.count_trumps.why", {"move": c.code, "total": total, "suit": c.suit}
        )
        for c in boss
    }


def _suit_cards(suit: Suit, table: TrumpTable) -> frozenset[Card]:
    return frozenset(Card(suit, r) for r in Rank if not table.is_trump[Card(suit, r).index])


@dataclass(frozen=True, repr=False)
class Principle:
    """One principle of play: its ``id``, ``title`` and one-sentence ``advice`` (as data), the
    ``rules`` it rests on, its ``evidence`` (the measurement, or "a rule of thumb, not
    measured") and whether it was ``measured``."""

    id: str
    rules: tuple[str, ...]
    measured: bool
    evidence_params: Mapping[str, Any]
    _advise: Advisor
    #: The moves the principle compares when it speaks (None: every legal move); a move
    #: outside them is one it says nothing about (``analysis.principle_lead``).
    _scope: Callable[[PlayerView], frozenset[str]] | None = None

    @property
    def title(self) -> Explanation:
        return Explanation(None, f"principle.{self.id}.title")

    @property
    def advice(self) -> tuple[Explanation, ...]:
        return (Explanation(self.rules[0], f"principle.{self.id}.advice"),)

    @property
    def evidence(self) -> Explanation:
        if not self.measured:
            return Explanation(None, "principle.unmeasured")
        return Explanation(None, f"principle.{self.id}.evidence", dict(self.evidence_params))

    def reasons(self, view: PlayerView) -> Mapping[str, Explanation] | None:
        """Each move this principle recommends in ``view``, with why (None: it does not speak
        here): :meth:`advised` and :meth:`applies` in one asking."""
        found = self._advise(view)
        return None if found is None else MappingProxyType(found)

    def advised(self, view: PlayerView) -> frozenset[str] | None:
        """The moves this principle recommends in ``view`` (None: it does not speak here)."""
        found = self._advise(view)
        return None if found is None else frozenset(found)

    def judges(self, view: PlayerView) -> frozenset[str]:
        """The moves this principle compares in ``view``: those it advises and those it
        advises against (every legal move, unless it speaks only among some of them)."""
        if self._scope is None:
            return frozenset(view.legal_moves)
        return self._scope(view)

    def applies(self, view: PlayerView, move: str) -> Explanation | None:
        """Why this principle recommends ``move`` in ``view``, or None when the position is
        not one it speaks to or it recommends another move."""
        if move not in view.legal_moves:
            return None
        found = self._advise(view)
        return None if found is None else found.get(move)

    def render(self, lang: str | None = None) -> str:
        """Title, advice and evidence, one line each."""
        lines = [self.title.render(lang), *(a.render(lang) for a in self.advice)]
        return "\n".join([*lines, sentence(self.evidence.render(lang))])

    def __repr__(self) -> str:
        return f"<Principle {self.id}: {' '.join(self.rules)}>"


def _interval(
    value: float, low: float, high: float, n: int, sign: bool = True, name: str = ""
) -> dict[str, Any]:
    pre = f"{name}_" if name else ""
    return {
        name or "value": Number(value, 2, sign=sign),
        f"{pre}low": Number(low, 2, sign=sign),
        f"{pre}high": Number(high, 2, sign=sign),
        f"{pre}n": n,
    }


def _shares(value: float, low: float, high: float, n: int, name: str = "") -> dict[str, Any]:
    pre = f"{name}_" if name else ""
    return {
        name or "value": Percent(value),
        f"{pre}low": Percent(low),
        f"{pre}high": Percent(high),
        f"{pre}n": n,
    }


_ALL: tuple[Principle, ...] = (
    Principle("first_lead", ("R19", "R22"), False, {}, _first_lead),
    Principle(
        "no_plain_sun_early",
        ("R22", "R24", "R25"),
        True,
        {
            **_interval(0.28489208633093527, 0.09883005459347108, 0.4709541180683995, 695),
            **_shares(
                0.026378896882494004, 0.02032236774948216, 0.03417744042885898, 2085, "before"
            ),
            **_shares(0.34793187347931875, 0.3034830524720925, 0.3951970159199425, 411, "after"),
        },
        _no_plain_sun_early,
    ),
    Principle(
        "trump_plain_lead",
        ("R22", "R24", "R25", "R27"),
        True,
        {
            **_interval(1.219298245614035, 0.766823934686145, 1.6717725565419252, 228),
            **_interval(-0.0275, -0.20243768057251524, 0.14743768057251525, 1600, name="early"),
        },
        _trump_plain_lead,
    ),
    Principle(
        "partner_trumped",
        ("R24", "R25"),
        True,
        {
            **_interval(0.6425, 0.4623180109805826, 0.8226819890194172, 800),
            **_interval(0.6625, 0.4328511971001068, 0.8921488028998932, 800, name="strongest"),
            **_interval(
                0.6415000000000001, 0.4576331484056939, 0.8253668515943062, 800, name="average"
            ),
            **_interval(-0.0675, -0.2737425600997263, 0.13874256009972633, 800, name="best"),
        },
        _partner_trumped,
    ),
    Principle(
        "card_in_danger",
        ("R24", "R26", "R27", "R28"),
        True,
        {
            **_interval(0.46, 0.15851180026550055, 0.7614881997344995, 800),
            **_shares(0.11524978089395267, 0.10278993597381861, 0.1290028057214207, 2282, "share"),
        },
        _card_in_danger,
    ),
    Principle("win_cheaply", ("R25",), False, {}, _win_cheaply, _beating),
    Principle("lowest_card", ("R25",), False, {}, _lowest_card),
    Principle("dont_overtake_partner", ("R25",), False, {}, _dont_overtake_partner),
    Principle("count_trumps", ("R9", "R14", "R25"), False, {}, _count_trumps),
    Principle(
        "first_meri",
        ("R20", "R22"),
        True,
        _interval(0.07666666666666666, -0.1769282362189088, 0.3302615695522421, 600),
        _first_meri,
    ),
    Principle(
        "lone_sun",
        ("R21",),
        True,
        _interval(0.1776470588235294, 0.030691432662925094, 0.3246026849841337, 1700),
        _lone_sun,
    ),
    Principle(
        "ninth_trick",
        ("R26",),
        True,
        {
            "kept": Percent(0.8844419391206313),
            "plain": Percent(0.43330725601408177),
            **_interval(-0.04395604395604396, -0.1990816371675424, 0.11116954925545447, 455),
        },
        _ninth_trick,
    ),
    Principle(
        "declare_robai",
        ("R11", "R28"),
        True,
        _interval(1.358904109589041, 1.0277676478417412, 1.690040571336341, 730),
        _declare_robai,
    ),
    Principle("dealer_holder", ("R11", "R28"), False, {}, _dealer_holder),
)

#: Every principle by id, in the order a course meets them.
PRINCIPLES: Mapping[str, Principle] = MappingProxyType({p.id: p for p in _ALL})


def themes_of(view: PlayerView, answer: frozenset[str] | set[str]) -> tuple[str, ...]:
    """The principles at work in a decision whose right answers are ``answer``: those that
    recommend an answer and not every legal move (a principle that allows everything, or
    recommends only other moves, teaches nothing here). In catalogue order."""
    legal = set(view.legal_moves)
    out = []
    for p in _ALL:
        advised = p.advised(view)
        if advised is None or advised >= legal or not (advised & set(answer)):
            continue
        out.append(p.id)
    return tuple(out)
