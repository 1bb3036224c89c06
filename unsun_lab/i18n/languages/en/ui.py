"""The widgets' words in English (keys ``ui.*``): labels, buttons, status lines."""

from __future__ import annotations

UI: dict[str, str | dict[str, str]] = {
    "ui.combo_none": "No finished trick yet.",
    "ui.combo_w": "W: winning trump",
    "ui.combo_o": "O: other team's best trump",
    "ui.combo_title": "Trick {number} ({kind}): won by seat {seat} with {card}",
    "ui.kind_meri": "Meri",
    "ui.kind_ninth": "the last cards",
    "ui.kind_plain": "plain lead",
    "ui.rank_hover": "Hover a card to read its place in its order.",
    "ui.rank_trump_suit": "Trump suit:",
    "ui.rank_led_suit": "Led suit:",
    "ui.rank_clear": "Clear",
    "ui.rank_selected": "Selected: {cards}",
    "ui.rank_click_one": "Click 1 more card to compare them.",
    "ui.rank_click_two": "Click 2 cards to compare them.",
    "ui.rank_trumps": {
        "one": "Trumps: {suit} ({count} card, R14)",
        "other": "Trumps: {suit} ({count} cards, R14)",
    },
    "ui.rank_plain": {
        "one": "Plain {suit} ({count} card, R15)",
        "other": "Plain {suit} ({count} cards, R15)",
    },
    "ui.rank_badge_iro": "plain Isu Robai",
    "ui.rank_plain_pao": {
        "one": "Plain {suit} ({count} card, no Robai: it is Tenka, R9, R15)",
        "other": "Plain {suit} ({count} cards, no Robai: it is Tenka, R9, R15)",
    },
    "ui.lang_name": "English",
    "ui.language": "Language:",
    "ui.refused": "Refused: {reason}",
    "ui.combo_pairs": "Pairs:",
    "ui.field_missing": "The message has no field {name}.",
    "ui.field_type": "The field {name} must be {kind}, not {got}.",
    "ui.not_object": "A message must be an object, not {got}.",
    "ui.unknown_type": "Unknown message type {got}: the widget takes {known}.",
    "ui.field_choice": "The field {name} must be one of {choices}, not {got}.",
    "ui.no_such_trick": "The record reaches tricks {known}, not trick {number}.",
    "ui.no_note_here": "There is no move here to write a note on.",
    "ui.no_review": "No deal is open for review.",
    "ui.level_random": "random",
    "ui.level_heuristic": "heuristic",
    "ui.level_search": "search",
    "ui.level_expert": "expert",
    # DealStepper
    "ui.start": "« Start",
    "ui.back": "◀ Back",
    "ui.forward": "Forward ▶",
    "ui.end": "End »",
    "ui.position_move": "moves played: {n} / {total}",
    "ui.position_step": "step {n} / {total}",
    "ui.trick_label": "Trick:",
    "ui.view_label": "View:",
    "ui.open_table": "open table",
    "ui.seat": "seat {seat}",
    "ui.show_all": "show face-down trumps (teaching)",
    "ui.info": "Trump: {trump} · dealer: seat {dealer} · indicator: {indicator}",
    "ui.taken_by": "taken by seat {seat}",
    "ui.robai_declared": "native Robai: declared",
    "ui.robai_hidden": "native Robai: hidden",
    "ui.robai_indicator": "native Robai: the indicator",
    "ui.robai_stock": "native Robai: in the stock",
    "ui.robai_not_declared": "native Robai: not declared",
    "ui.trick_heading": "Trick {number}, led by seat {leader}",
    "ui.meri": " — Meri (led with a trump, R20)",
    "ui.no_card": "No card played yet.",
    "ui.indicator": "Indicator:",
    "ui.side": "Discard / stock:",
    "ui.side_hidden": "discard and stock stay face down until the opening lead (R13)",
    "ui.side_shown": "discard and stock revealed at the opening lead: out of play (R13)",
    "ui.hidden_note": "face-down trumps (R24) are turned up when the eighth card is played",
    "ui.hand_label": "Seat {seat}",
    "ui.dealer_mark": "(dealer)",
    "ui.recipient_mark": "(took the indicator)",
    "ui.to_move_mark": "◀ to move",
    "ui.not_seen": {
        "one": "{count} card, not seen (R31)",
        "other": "{count} cards, not seen (R31)",
    },
    "ui.legal": "Legal:",
    "ui.recorded": "Recorded move: {move}",
    "ui.why_not": "Why not the other cards:",
    "ui.note_on": "Your note on move {number} ({move}):",
    "ui.note_last": "Note on the last move ({move}):",
    "ui.save_note": "Save note",
    "ui.note_saved": "Note saved in the deal.",
    "ui.note_unsaved": "Not saved yet.",
    "ui.keys_help": "Keys: ← → step, Home / End",
    "ui.score": "Score: team 0/2/4/6 {a} · team 1/3/5/7 {b}",
    "ui.trick_won": "T{number}: seat {winner} ({a}/{b})",
    "ui.declaration": "Declaration (R11):",
    "ui.declares": "seat {seat} declares",
    "ui.passes": "seat {seat} passes",
    "ui.face_down_mark": "↓",
    "ui.decl_turn": "Declaration (R11): seat {seat} declares or passes.",
    "ui.decl_after": "Declaration (R11): seat {declarer} declared; seat {seat} passes.",
    "ui.decl_forced": "Seat {seat} does not hold the native Robai: it passes (R11).",
    "ui.deal_over": "The deal is over: team 0/2/4/6 {a}, team 1/3/5/7 {b} (R29).",
    "ui.record_stops": "The record stops here.",
    "ui.seat_text": "Seat {seat} is to {what}.",
    "ui.to_declare": "declare or pass",
    "ui.to_discard": "discard",
    "ui.to_play": "play",
    "ui.to_over": "wait",
    "ui.cannot_see": "Seat {viewer} cannot see seat {seat}'s hand (R31).",
    # PlayTable
    "ui.deal_of": "Deal {n} of {total}",
    "ui.trump_dealer": "trump: {trump} · dealer: {dealer}",
    "ui.you": "you",
    "ui.partner": "partner",
    "ui.opponent": "opponent",
    "ui.name_you": "you (seat 0)",
    "ui.name_partner": "seat {seat} (partner)",
    "ui.name_partner.acc": "seat {seat} (partner)",
    "ui.name_opponent": "seat {seat} (opponent)",
    "ui.name_opponent.acc": "seat {seat} (opponent)",
    "ui.cards_count": {
        "one": "{count} card",
        "other": "{count} cards",
    },
    "ui.on_table": "On the table",
    "ui.last_trick": "Last trick",
    "ui.your_hand": "Your hand (seat 0), trumps first:",
    "ui.declare": "Declare",
    "ui.pass": "Pass",
    "ui.hint": "Hint",
    "ui.thinking": "Thinking…",
    "ui.next_deal": "Next deal",
    "ui.restart": "Restart match",
    "ui.new_match": "New match",
    "ui.restart_confirm": "Restart the match? The scores are cleared (R30).",
    "ui.confirm": "Yes, restart",
    "ui.cancel": "Cancel",
    "ui.scoreboard": "Scoreboard (R29, R30)",
    "ui.col_deal": "deal",
    "ui.col_us": "you: 0/2/4/6",
    "ui.col_them": "them: 1/3/5/7",
    "ui.total": "total",
    "ui.pace": "Pace:",
    "ui.pace_slow": "slow",
    "ui.pace_normal": "normal",
    "ui.pace_fast": "fast",
    "ui.pace_instant": "instant",
    "ui.partners": "Partners:",
    "ui.opponents": "Opponents:",
    "ui.take_back": "Take back",
    "ui.took_back": "Your last card and the replies after it were taken back.",
    "ui.took_back_mark": "* played with take-backs",
    "ui.nothing_to_take_back": "There is no card of yours to take back in this deal.",
    "ui.history": "Tricks of this deal:",
    "ui.summary": "How the deal was scored",
    "ui.summary_tricks": "Tricks won: team 0/2/4/6 {a}, team 1/3/5/7 {b}, 1 point each (R27).",
    "ui.summary_combo": "Trick {number}: {pair}, {w} over {o}, for team {team}: {why}.",
    "ui.summary_total": "Deal score: team 0/2/4/6 {a}, team 1/3/5/7 {b}; together 9 (R29).",
    "ui.review": "Review this deal",
    "ui.review_close": "Close the review",
    "ui.save": "Save this deal",
    "ui.load": "Load",
    "ui.save_name": "File name:",
    "ui.replace": "Replace the file",
    "ui.saved": "Saved to {path}.",
    "ui.file_exists": "{name} exists already: tick 'Replace the file' to write over it.",
    "ui.bad_file_name": (
        "{name} is not a file name here: letters, digits, - _ . and .json at the end."
    ),
    "ui.not_your_turn": "Not your turn: {who} is to move (R18).",
    "ui.nobody_over": "nobody: the deal is over",
    "ui.not_your_turn_over": "The deal is over: there are no more moves to make (R18).",
    "ui.not_allowed": "{move} is not allowed: {reason}",
    # A card the learner may not discard (R12), said with the verb for discarding.
    "ui.not_discardable": "{move} may not be discarded: {reason}",
    "ui.not_in_hand": "{card} is not a card in your hand (R18)",
    "ui.you_declared": "You declared.",
    "ui.you_passed": "You passed.",
    "ui.you_discarded": "You discarded {card}.",
    "ui.you_played": "You played {card}.",
    "ui.finish_first": "Finish this deal first.",
    "ui.deal_n": "Deal {n} of {total}.",
    "ui.new_match_msg": "New match: scores cleared (R30).",
    "ui.hint_not_now": "A hint is given when it is your turn.",
    "ui.your_turn_declare": "Your turn: declare or pass.",
    "ui.your_turn_discard": "Your turn: choose a card to discard.",
    "ui.your_turn_play": "Your turn: play a card.",
    "ui.decl_status": "Declaration (R11): {name} declares or passes.",
    "ui.waiting": "Waiting for {name}.",
    "ui.match_over": "The match is over.",
    "ui.deal_over_short": "The deal is over.",
    "ui.win": "You win: your team 0/2/4/6 has the higher total (R30).",
    "ui.lose": "You lose: team 1/3/5/7 has the higher total (R30).",
    "ui.draw": "A draw: the totals are equal, and no extra deal is played (R30).",
    "ui.passes_announce": "{name} passes.",
    "ui.declares_announce": "{name} declares the native Robai (R11).",
    "ui.discarded_down": "{name} discarded a card face down (R12).",
    "ui.played_down": "{name} played a trump face down (R24).",
    "ui.played": "{name} played {card}.",
    "ui.said_played": "{name}: {card}.",
    "ui.said_played_down": "{name}: a trump face down (R24).",
    "ui.replaced": "{problem}. A heuristic player takes seat {seat} for the rest of the match.",
    # The coach in the widgets (R25, R27-R29): the DealStepper's Analyse switch, the PlayTable's
    "ui.analyse": "Analyse",
    "ui.analysis_title": {
        "one": "Analysis from seat {seat}'s view (R31), over {count} sampled deal",
        "other": "Analysis from seat {seat}'s view (R31), over {count} sampled deals",
    },
    "ui.analysis_running": {
        "one": "Analysing this decision… {done} of {count} imagined deal",
        "other": "Analysing this decision… {done} of {count} imagined deals",
    },
    "ui.analysis_legend": (
        "Each bar: the team's margin at the end of the deal (its points minus those of the other"
        " team), on average over the deals the coach imagined, in points (R29); the thin line"
        " spans one standard error either way."
    ),
    "ui.analysis_played": "played",
    "ui.analysis_other_seat": (
        "Seat {seat} decides here. In this view only seat {viewer}'s own decisions are"
        " analysed (R31)."
    ),
    "ui.analysis_forced": "Only one legal move here: there is nothing to judge.",
    "ui.analysis_nothing": "No decision here to judge.",
    "ui.analysis_sync": {
        "one": (
            "This kernel cannot run a background thread: each decision is judged at once, over"
            " {count} imagined deal."
        ),
        "other": (
            "This kernel cannot run a background thread: each decision is judged at once, over"
            " {count} imagined deals."
        ),
    },
    "ui.coach_title": "Your three costliest decisions",
    "ui.coach_running": "The coach is judging your decisions… {done} of {total}",
    "ui.coach_item": {
        "one": "{where}: you played {played}; {best} was better by {count} point ({label}).",
        "other": "{where}: you played {played}; {best} was better by {count} points ({label}).",
    },
    "ui.coach_none": "No costly decision: each of your moves was the best or close to it.",
    # The widgets as translators of a seat's view: a seat 0 that does not hold the native Robai,
    # a plain trick's heading, notes and files refused.
    "ui.robai_own": "native Robai: in your hand",
    "ui.decl_settling": (
        "Declaration (R11): the seats have spoken; whoever took the indicator discards (R12)."
    ),
    "ui.decl_you_forced": (
        "Declaration (R11): your turn to speak. You do not hold the native Robai, so you pass."
    ),
    "ui.you_passed_forced": (
        "You passed: only the holder of the native Robai may declare, and you do not hold it (R11)."
    ),
    "ui.note_too_long": "A note holds at most {limit} characters; this one has {count}.",
    "ui.not_a_file": (
        "{name} is not a plain file (a link, a folder or a device): it is neither read nor written."
    ),
    # "Practise these" in the PlayTable's deal summary, and the hint in the coach's words: the best
    # move against the next best, in the same sampled deals, with the numbers behind "Details".
    "ui.practise_these": "Practise these",
    "ui.practice_close": "Close the practice",
    "ui.practise_intro": {
        "one": (
            "In this deal the coach found {count} move where a better one was possible. Find"
            " the better move; you see only what you saw then (R31)."
        ),
        "other": (
            "In this deal the coach found {count} moves where a better one was possible. Find"
            " the better move in each; you see only what you saw then (R31)."
        ),
    },
    "ui.no_practice": "No practice is open.",
    "ui.practice_stale": "That answer was for an earlier exercise; a new one is shown now.",
    "ui.practice_no_storage": (
        "This practice does not keep its progress in the browser's storage, so nothing changed."
    ),
    "ui.practice_bad_storage": (
        "The progress in the browser's storage cannot be used ({detail}). It is set aside as"
        " {aside}; the answers you give here still count."
    ),
    "ui.hint_best": "Hint: the best move is {move}; the next best is {other}.",
    "ui.hint_equal": (
        "Hint: {move} and {other} are as good as each other; {move} comes out a hair ahead."
    ),
    "ui.hint_only": "Hint: {move} is your only legal move.",
    "ui.hint_even": (
        "In the deals the coach imagined, {move} and {other} lead to much the same tricks and"
        " combinations; {move} comes out a little ahead (R29)."
    ),
    "ui.hint_details": "Details",
    "ui.hint_running": {
        "one": "The coach is thinking… {done} of {count} imagined deal",
        "other": "The coach is thinking… {done} of {count} imagined deals",
    },
}
