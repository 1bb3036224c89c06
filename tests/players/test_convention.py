"""The expert's convention: a card plays as the weakest card that does the same --
a duck is the seat's weakest card of its suit, the trick's last card the weakest that wins --
and partners read that (R14-R17, R20, R25, R31).

The games are played by heuristic players who keep the convention (their moves pass through
``conventional_card``): fast, and every reading can be checked against the true hands.
"""

from __future__ import annotations

import random

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.fastsim import bits, fast_table, mask_of
from unsun_lab.orders import plain_order, table_for, trump_order
from unsun_lab.players import ExpertPlayer, HeuristicPlayer, RandomPlayer
from unsun_lab.players.expert import conventional_card
from unsun_lab.players.knowledge import knowledge_of, ruled_out
from unsun_lab.rules import Play, trick_winner
from unsun_lab.view import PlayerView, SeenPlay


class ConventionalHeuristic(HeuristicPlayer):
    """A heuristic player that keeps the expert's convention."""

    def choose(self, view: PlayerView) -> str:
        return conventional_card(view, super().choose(view))


def conventional_games(n_games: int, seed: int) -> list[tuple[Deal, PlayerView]]:
    """Every decision of ``n_games`` conventional games: the true deal and the mover's view."""
    out = []
    for g in range(n_games):
        deal = Deal.shuffled(seed=seed + g, dealer=g % 8)
        players = [ConventionalHeuristic(seed=g * 8 + s) for s in range(8)]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            out.append((deal.copy(), view))
            deal.push(players[seat].choose(view))
    return out


GAMES = conventional_games(12, 7300)
PLAYS = [(d, v) for d, v in GAMES if v.phase == "play"]


def trick_so_far(view: PlayerView) -> tuple[SeenPlay, ...]:
    trick = view.current_trick
    return () if trick is None else trick.plays


def core_ruled_out(trump: Suit, plays: list[Play], seat: int, code: str) -> set[str]:
    """The convention worked out with the core: what ``code`` played by ``seat`` after
    ``plays`` says the seat did not hold. A card that does not beat the trick so far (R25),
    but a trump on a plain trick: the cards of its suit weaker than it (R14-R16). The trick's
    last card, when it beats: the cards of its suit between the trick's best and it. A lead:
    nothing.
    """
    table = table_for(trump)
    card = Card(code)
    suit = table.follow_suit[card.index]
    order = list(trump_order(trump) if suit is None else plain_order(suit))
    if not plays:
        return set()
    led = table.follow_suit[plays[0].card.index]
    if table.is_trump[card.index] and not table.is_trump[plays[0].card.index]:
        return set()
    if trick_winner([*plays, Play(seat, card, False)], table, led) != len(plays):
        return {c.code for c in order[order.index(card) + 1 :]}
    if len(plays) < 7:
        return set()
    best = plays[trick_winner(plays, table, led)].card
    return {c.code for c in order[order.index(card) + 1 : order.index(best)]}


def seen_plays(view: PlayerView, plays: tuple[SeenPlay, ...]) -> list[Play]:
    """The plays as the core takes them; a face-down trump not yet seen stands in as the Sun
    of T, which is all a plain card needs to know of it (R24, R25)."""
    sun = table_for(view.trump).sun
    return [Play(p.seat, sun if p.card is None else p.card, p.face_down) for p in plays]


def test_what_a_card_rules_out_is_what_the_core_says() -> None:
    counts = {"lead": 0, "follow": 0, "last": 0}
    for _, view in PLAYS:
        plays = trick_so_far(view)
        before = [None if p.card is None else p.card.index for p in plays]
        table = fast_table(view.trump)
        for move in view.legal_moves:
            got = ruled_out(table, before, Card(move).index)
            want = core_ruled_out(view.trump, seen_plays(view, plays), view.seat, move)
            assert {DECK[i].code for i in bits(got)} == want, (move, view)
            kind = "lead" if not plays else "last" if len(plays) == 7 else "follow"
            counts[kind] += bool(want)
    assert counts["lead"] == 0 and counts["follow"] > 200 and counts["last"] > 30, counts


def test_the_convention_plays_the_weakest_card_that_does_the_same() -> None:
    changed = 0
    for _, view in PLAYS:
        table = fast_table(view.trump)
        before = [None if p.card is None else p.card.index for p in trick_so_far(view)]
        hand = mask_of(c.index for c in view.hand)
        for move in view.legal_moves:
            card = conventional_card(view, move)
            assert card in view.legal_moves
            low = ruled_out(table, before, Card(move).index)
            if not low & hand:
                assert card == move
                continue
            changed += 1
            i = Card(card).index
            assert low >> i & 1  # the same suit, and it does the same
            assert ruled_out(table, before, i) & hand == 0  # no card of the hand it rules out
    assert changed > 50


def test_reading_a_conventional_partner_never_rules_out_a_card_it_holds() -> None:
    narrowed = read = 0
    for deal, view in GAMES[::3]:
        if view.phase != "play":
            continue
        know = knowledge_of(view)
        before = list(know.allow)
        me = view.seat
        know.read_convention(view, [s for s in range(8) if s != me])
        for s in range(8):
            assert know.allow[s] & ~before[s] == 0  # reading only narrows
            if s == me:
                continue
            held = mask_of(c.index for c in deal.hand(s)) & know.unseen
            assert held & ~know.allow[s] == 0, (s, view)
            narrowed += (before[s] & know.unseen & ~know.allow[s]).bit_count()
        for trick in view.tricks[:8]:  # every play read: what it rules out is ruled out
            for k, p in enumerate(trick.plays):
                if p.seat == me or p.card is None:
                    continue
                plays = seen_plays(view, trick.plays[:k])
                for code in core_ruled_out(view.trump, plays, p.seat, p.card.code):
                    i = Card(code).index
                    if know.unseen >> i & 1:
                        assert not know.allow[p.seat] >> i & 1, (p, code, view)
                        read += 1
    assert narrowed > 200 and read > 200


def test_worlds_drawn_after_reading_keep_the_reading() -> None:
    rng = random.Random(5)
    for _, view in GAMES[200::40]:
        if view.phase != "play":
            continue
        know = knowledge_of(view)
        know.read_convention(view, range(8))
        for _ in range(20):
            world = know.sample_world(view, rng)
            assert world.possible
            for s in range(8):
                if s != view.seat:
                    assert world.deal.hands[s] & know.unseen & ~know.allow[s] == 0


def test_the_expert_with_the_convention_keeps_it_and_is_reproducible() -> None:
    for _, view in PLAYS[::150]:
        if len(view.legal_moves) < 2:
            continue
        expert = ExpertPlayer(seed=3, rollouts=300, min_worlds=20, convention=True)
        move = expert.choose(view)
        assert conventional_card(view, move) == move
        again = ExpertPlayer(seed=3, rollouts=300, min_worlds=20, convention=True)
        assert again.choose(view) == move


def test_a_seat_seen_breaking_the_convention_is_not_read() -> None:
    broken_seats = 0
    for g in range(8):
        deal = Deal.shuffled(seed=7400 + g, dealer=g)
        players = [RandomPlayer(seed=g * 8 + s) for s in range(8)]  # they do not keep it
        while not deal.over and len(deal.moves) < 60:
            seat = deal.to_move
            assert seat is not None
            deal.push(players[seat].choose(deal.view(seat)))
        view = deal.view(g)
        know = knowledge_of(view)
        before = list(know.allow)
        know.read_convention(view, range(8))
        for s in range(8):
            ruled: set[str] = set()
            broken = False
            for trick in view.tricks[:8]:
                for k, p in enumerate(trick.plays):
                    if p.seat != s or s == g or p.card is None:
                        continue
                    broken |= p.card.code in ruled
                    plays = seen_plays(view, trick.plays[:k])
                    ruled |= core_ruled_out(view.trump, plays, s, p.card.code)
            if broken:
                broken_seats += 1
                assert know.allow[s] == before[s], s
    assert broken_seats >= 8


class RatesOneMove(ExpertPlayer):
    """An expert whose search rates one given move best (to test what it says)."""

    def __init__(self, favourite: str) -> None:
        super().__init__(seed=0, convention=True)
        self.favourite = favourite

    def evaluate(self, view: PlayerView) -> tuple[dict[str, float], dict[str, int]]:
        means = {m: float(m == self.favourite) for m in view.legal_moves}
        return means, dict.fromkeys(view.legal_moves, 7)


def test_the_expert_says_when_the_convention_changes_its_card() -> None:
    said = 0
    for _, view in PLAYS[::5]:
        if len(view.legal_moves) < 2:
            continue
        for move in view.legal_moves:
            card = conventional_card(view, move)
            got = RatesOneMove(move).explain(view)
            assert got.move == card
            assert got.why is not None
            if card == move:
                assert got.why.key == "advice.search"
                continue
            assert got.why.key == "advice.convention"
            assert got.why.params["best"] == move and got.why.params["card"] == card
            for lang in ("en", "pt", "cs", "ja"):
                assert move in got.render(lang) and card in got.render(lang)
            said += 1
    assert said > 20


def test_an_expert_reads_its_partners_or_the_seats_it_is_told() -> None:
    assert ExpertPlayer(convention=True).readable_seats(2) == [0, 4, 6]
    assert ExpertPlayer(convention=True).readable_seats(3) == [1, 5, 7]
    assert ExpertPlayer(convention=True, readable=[0, 4, 6]).readable_seats(0) == [4, 6]
    assert ExpertPlayer(convention=True, readable=(6, 4)).readable_seats(2) == [4, 6]
