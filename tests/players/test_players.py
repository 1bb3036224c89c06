"""Computer players: legal, deterministic, fair (R31), and their inferences sound (R20–R23)."""

from __future__ import annotations

import itertools
import random

import pytest

from unsun_lab.cards import DECK, Card
from unsun_lab.deal import Deal, IllegalMove
from unsun_lab.players import (
    Advice,
    BasePlayer,
    HeuristicPlayer,
    RandomPlayer,
    SearchPlayer,
    knowledge_of,
)


def _fast_search(seed: int) -> SearchPlayer:
    # A small fixed budget and a cap far away, so the answer never depends on timing.
    return SearchPlayer(seed=seed, time_limit=30.0, rollouts=60, min_worlds=6)


def _random_position(seed: int, lo: int = 0, hi: int = 66) -> Deal:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    for _ in range(rng.randrange(lo, hi)):
        if deal.over:
            break
        legal = deal.legal_moves()
        deal.push(legal[rng.randrange(len(legal))])
    if deal.over:
        deal.pop()
    return deal


def _redeal(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same deal with the cards `seat` has not seen shuffled among the other hands (and
    the stock while hidden), hand sizes kept; None when the history would no longer be legal
    or the seat's view would change."""
    hands = deal.hands
    free = {s: [c for c in deal.dealt[s] if c in hands[s]] for s in range(8) if s != seat}
    pool = [c for s in free for c in free[s]]
    stock = list(deal.stock)
    shown = deal.side_cards_shown
    if not shown:
        pool += stock
    rng.shuffle(pool)
    dealt = [list(h) for h in deal.dealt]
    k = 0
    for s, cards in free.items():
        keep = [c for c in deal.dealt[s] if c not in cards]
        dealt[s] = keep + pool[k : k + len(cards)]
        k += len(cards)
    if not shown:
        stock = pool[k : k + 2]
    new = Deal.from_cards(deal.dealer, dealt, deal.indicator, stock)
    try:
        for move in deal.moves:
            new.push(move)
    except IllegalMove:
        return None
    if new.view(seat) != deal.view(seat):
        return None
    return new


@pytest.mark.parametrize("make", [RandomPlayer, HeuristicPlayer, _fast_search])
def test_player_sees_only_its_view_redealt_hidden_cards_give_the_same_move(make) -> None:
    """R31: the move depends on the view only, however the unseen cards lie."""
    checked = 0
    for seed in range(40):
        deal = _random_position(seed)
        seat = deal.to_move
        assert seat is not None
        player = make(seed)
        move = player.choose(deal.view(seat))
        rng = random.Random(seed)
        for _ in range(6):
            other = _redeal(deal, seat, rng)
            if other is None:
                continue
            assert make(seed).choose(other.view(seat)) == move, (seed, deal.moves)
            checked += 1
    assert checked >= 60


def test_redeal_really_moves_hidden_cards() -> None:
    moved = 0
    for seed in range(20):
        deal = _random_position(seed, 2, 30)
        other = _redeal(deal, deal.to_move or 0, random.Random(seed))
        moved += other is not None and other.hands != deal.hands
    assert moved >= 10


@pytest.mark.parametrize("player", [RandomPlayer(1), HeuristicPlayer(1), _fast_search(1)])
def test_choose_refuses_a_deal(player: BasePlayer) -> None:
    deal = Deal.shuffled(seed=3)
    with pytest.raises(TypeError, match="PlayerView"):
        player.choose(deal)  # type: ignore[arg-type]


def test_same_view_same_move_whatever_was_asked_before() -> None:
    deal = _random_position(11, 20, 40)
    view = deal.view(deal.to_move or 0)
    for make in (RandomPlayer, HeuristicPlayer, _fast_search):
        player = make(5)
        first = player.choose(view)
        player.choose(_random_position(12, 10, 20).view(_random_position(12, 10, 20).to_move or 0))
        assert player.choose(view) == first


@pytest.mark.parametrize("make,deals", [(RandomPlayer, 60), (HeuristicPlayer, 60)])
def test_every_level_plays_legal_moves_to_the_end(make, deals: int) -> None:
    for seed in range(deals):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        players = [make(seed * 8 + s) for s in range(8)]
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            move = players[seat].choose(deal.view(seat))
            assert deal.why_illegal(move) is None
            deal.push(move)
        assert sum(deal.score) == 9


def test_search_plays_legal_moves_in_every_phase() -> None:
    player = _fast_search(2)
    for seed in range(4):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            move = player.choose(deal.view(seat))
            assert move in deal.legal_moves()
            deal.push(move)


def test_explanations_carry_the_move_and_numbers() -> None:
    deal = _random_position(21, 12, 30)
    view = deal.view(deal.to_move or 0)
    for player in (RandomPlayer(1), HeuristicPlayer(1), _fast_search(1)):
        advice = player.explain(view)
        assert isinstance(advice, Advice)
        assert advice.move == player.choose(view) and advice.move in view.legal_moves
        assert any(ch.isdigit() for ch in advice.reason)
    search = _fast_search(1).explain(view)
    if len(view.legal_moves) > 1:
        assert (
            "deals imagined from what you have seen" in search.reason
            and search.numbers["worlds"] >= 6
        )


def test_heuristic_declare_or_pass_gives_the_r11_reason() -> None:
    for seed in range(100):
        deal = Deal.shuffled(seed=seed)
        if deal.phase == "declare":
            advice = HeuristicPlayer(0).explain(deal.view(deal.to_move or 0))
            assert advice.move in ("declare", "pass") and "R11" in advice.reason
            return
    pytest.fail("no deal asked for a declaration")


# -- inference (R20, R21, R23) ---------------------------------------------------------------


def _play_until(seed: int, event) -> tuple[Deal, int] | None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    while not deal.over:
        legal = deal.legal_moves()
        before = len(deal.moves)
        deal.push(legal[rng.randrange(len(legal))])
        if deal.tricks and len(deal.tricks) < 9:
            found = event(deal, before)
            if found is not None:
                return deal, found
    return None


def test_no_trump_on_a_meri_means_no_trump_but_the_r21_sun() -> None:
    """R20/R21: a seat that plays a plain card to a Meri trick holds no trump (bar the Sun)."""

    def event(deal: Deal, _: int) -> int | None:
        trick = deal.tricks[-1]
        seat, card, _fd = trick.plays[-1]
        if trick.meri and len(trick.plays) > 1 and not deal.is_trump(card):
            return seat
        return None

    cases = 0
    for seed in range(200):
        found = _play_until(seed, event)
        if found is None:
            continue
        deal, seat = found
        viewer = (seat + 1) & 7
        know = knowledge_of(deal.view(viewer))
        assert know.holds_no_trump(seat)
        sun = Card(deal.trump, Card("KSu").rank)
        if deal.sun_exception[seat] and sun in deal.hand(seat):
            assert know.allow[seat] >> sun.index & 1  # the kept Sun stays possible (R21)
        cases += 1
        if cases >= 20:
            break
    assert cases >= 10


def test_monchi_off_suit_discard_means_void_in_the_led_suit() -> None:
    """R23: after the first Meri, a plain card of another suit on a plain lead shows a void."""

    def event(deal: Deal, _: int) -> int | None:
        trick = deal.tricks[-1]
        seat, card, _fd = trick.plays[-1]
        lead = trick.plays[0].card
        earlier_meri = any(t.meri for t in deal.tricks[:-1])
        if (
            earlier_meri
            and not trick.meri
            and len(trick.plays) > 1
            and not deal.is_trump(card)
            and deal.table.follow_suit[card.index] is not lead.suit
        ):
            return seat
        return None

    cases = 0
    for seed in range(300):
        found = _play_until(seed, event)
        if found is None:
            continue
        deal, seat = found
        lead = deal.tricks[-1].plays[0].card
        know = knowledge_of(deal.view((seat + 3) & 7))
        assert know.void_in(seat, lead.suit.index)
        cases += 1
        if cases >= 20:
            break
    assert cases >= 10


def test_search_budget_is_worlds_not_time() -> None:
    """No time limit by default, so the numbers are the same on any machine."""
    deal = Deal.shuffled(seed=8)
    view = deal.view(deal.to_move)
    player = SearchPlayer(seed=3, rollouts=200)
    assert player.time_limit is None
    a, b = player.explain(view), SearchPlayer(seed=3, rollouts=200).explain(view)
    assert a == b
    assert a.numbers["worlds"] == player.budget(len(view.legal_moves))
    assert SearchPlayer(seed=3, worlds=7).evaluate(view)[1] == 7


def test_the_expert_s_rollouts_can_lead_by_the_rule_and_a_bad_policy_is_refused() -> None:
    from unsun_lab.players import ExpertPlayer
    from unsun_lab.players.search import rollouts

    deal = Deal.shuffled(seed=5)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    view = deal.view(deal.to_move)
    assert ExpertPlayer().policy == "greedy"
    plain = ExpertPlayer(seed=2, rollouts=400).evaluate(view)[0]
    ruled = ExpertPlayer(seed=2, rollouts=400, policy="greedy-leads").evaluate(view)[0]
    assert plain != ruled  # the same worlds, played out with other leads
    with pytest.raises(ValueError, match="greedy-leads"):
        ExpertPlayer(policy="clever")
    with pytest.raises(ValueError, match="policy must be one of"):
        rollouts(view, 2, random.Random(0), policy="clever")


def test_expert_is_a_level_with_the_same_interface() -> None:
    from unsun_lab.players import LEVELS, ExpertPlayer, make_player

    assert list(LEVELS) == ["random", "heuristic", "search", "expert"]
    assert isinstance(make_player("expert", seed=2), ExpertPlayer)
    deal = Deal.shuffled(seed=5)
    player = ExpertPlayer(seed=2, rollouts=300)
    while deal.phase != "play" or len(deal.tricks) < 2:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        advice = player.explain(view)
        assert advice.move in view.legal_moves
        assert advice == ExpertPlayer(seed=2, rollouts=300).explain(view)
        if len(view.legal_moves) > 1:
            margins = advice.numbers["margins"]
            assert set(margins) == set(view.legal_moves)
        deal.push(advice.move)


def test_equivalent_moves_are_plain_cards_with_nothing_live_between() -> None:
    """The expert searches one card of each equivalent set. Checked against the
    true deal: two cards are merged only when every card of the suit ranked between them is
    in the seat's own hand or out of play (R15, R25, R27), and every such adjacent pair is
    merged."""
    from unsun_lab.players.expert import equivalent_moves

    merged = 0
    for seed in range(60):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        rng = random.Random(seed)
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            if deal.phase == "play":
                table = view.table
                same = equivalent_moves(view)
                out = set(view.seen_cards()) - set().union(
                    *(deal.hands[s] for s in range(8) if s != seat)
                )
                if view.current_trick is not None:
                    out -= {p.card for p in view.current_trick.plays}
                plain = sorted(
                    (Card(m) for m in view.legal_moves if not table.is_trump[Card(m).index]),
                    key=lambda c: (table.follow_suit[c.index].index, table.strength[c.index]),
                )
                for weak, strong in itertools.pairwise(plain):
                    if table.follow_suit[weak.index] is not table.follow_suit[strong.index]:
                        continue
                    suit = table.follow_suit[weak.index]
                    low, high = table.strength[weak.index], table.strength[strong.index]
                    between = {
                        c
                        for c in DECK
                        if table.follow_suit[c.index] is suit
                        and low < table.strength[c.index] < high
                    }
                    expected = between <= out | set(view.hand)
                    assert (same[strong.code] == same[weak.code]) == expected, (seed, view)
                    merged += expected
                for m, rep in same.items():
                    if m != rep:
                        assert not table.is_trump[Card(m).index]
                        assert table.strength[Card(rep).index] < table.strength[Card(m).index]
            deal.push(rng.choice(view.legal_moves))
    assert merged > 50  # the check is not empty
