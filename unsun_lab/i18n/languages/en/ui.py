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
    # The combination panel: the pairs not made on the trick, as one legend line
    "ui.combo_legend": (
        "The other pairs of the trump suit, not made on this trick (R27): {pairs}."
    ),
    "ui.combo_legend_none": (
        "The pairs of the trump suit; none was made on this trick (R27): {pairs}."
    ),
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
    "ui.position_move": "move {n} of {total}",
    "ui.position_step": "step {n} of {total} (the moves as this seat saw them)",
    # The stepper's counter: what it counts, in each view
    "ui.position_move_note": (
        "The open table counts the record's moves: the native Robai holder's declaration or"
        " pass (R11), the discard (R12) and each card played."
    ),
    "ui.position_step_note": (
        "A seat's view counts steps, not moves: the declaration is eight steps, one for each"
        " seat in turn declaring or passing, as at a real table (R11), so the count does not"
        " tell who holds the native Robai (R31)."
    ),
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
    # The PlayTable's text view (what seat 0 sees, as plain text), its review during a deal,
    # and the one mark of a face-down trump with its sentence (R24, R31)
    "ui.text_view": "Text view",
    "ui.tv_title": "The table as text: only what you, seat 0, can see (R31).",
    "ui.tv_trump": "Trump: {trump}. Indicator: {card} (R7, R8).",
    "ui.tv_dealer": "Dealer: {dealer}.",
    "ui.tv_taken": "Took the indicator: {name} (R12).",
    "ui.tv_side": "Discard and stock, out of play (R13): {cards}.",
    "ui.tv_holds": "{name}: {count}",
    "ui.tv_seats": "Cards in hand — {list}.",
    "ui.tv_score": (
        "This deal so far: your team (0/2/4/6) {a}, the other team (1/3/5/7) {b} (R29)."
    ),
    "ui.tv_match": {
        "one": "The match after {count} deal: your team {a}, the other team {b} (R30).",
        "other": "The match after {count} deals: your team {a}, the other team {b} (R30).",
    },
    "ui.tv_up": "{name}: {card}, face up.",
    "ui.tv_down_own": (
        "{name}: {card}, face down: the others see only that a trump was played (R24)."
    ),
    "ui.tv_hand": {
        "one": "Your hand, {count} card, trumps first:",
        "other": "Your hand, {count} cards, trumps first:",
    },
    "ui.tv_trumps": "Trumps: {cards}.",
    "ui.tv_suit": "{suit}: {cards}.",
    "ui.tv_card": "{name} ({code})",
    "ui.tv_sep": ", ",
    "ui.tv_not_now": "{card}: not allowed now",
    "ui.tv_choose_play": "Card to play:",
    "ui.tv_choose_discard": "Card to discard:",
    "ui.tv_play": "Play it",
    "ui.tv_discard": "Discard it",
    "ui.tv_type": "Or type a card's code or name, then Enter:",
    "ui.tv_keys": (
        "Keys: ↑ ↓ choose a card in the list and Enter plays it; in the box, type {code}"
        " or {name} and press Enter."
    ),
    # W and O of a finished trick in the text view, where the combination test compared
    # two trumps (R27; the letters of show.tag.w / show.tag.o)
    "ui.tv_wo": "W (the winning trump): {w}. O (the other team's strongest trump): {o} (R27).",
    "ui.tv_wo_card": "{card}, played by {name}",
    "ui.review_so_far": "Review so far",
    "ui.review_mid_note": (
        "While the deal is played, the review shows only what you could see (R31); the table"
        " waits until you close it."
    ),
    "ui.face_down_note": (
        "{mark} after a name: a trump played face down to a plain lead (R24); the trick's"
        " cards are turned up when the eighth card is played."
    ),
    "ui.replaced": "{problem}. A heuristic player takes seat {seat} for the rest of the match.",
    # The guided first deal of a PlayTable (guided=True): the course deal, with a stop at each
    # new situation (R11-R28)
    "ui.guide.title": "Guided deal",
    "ui.guide.head": "Guided deal, stop {n} of {total} ({rule})",
    "ui.guide.next": "Continue",
    "ui.guide.choose_card": "Choose a card of your hand.",
    "ui.guide.right": "Right. {why}",
    "ui.guide.wrong": "Not quite. {why}",
    "ui.guide.played_right": "Right: that is the card the course plays. {why}",
    "ui.guide.played_other": (
        "You chose {chosen}. This guided deal keeps its composed cards, so {card} is played"
        " for you instead. {why}"
    ),
    "ui.guide.played_illegal": (
        "{chosen} is not allowed: {reason}. This guided deal plays {card} for you. {why}"
    ),
    "ui.guide.kept_course": (
        "You chose {chosen}. This guided deal keeps its composed cards, so {card} was played"
        " for you."
    ),
    # "Take back" is off in the guided deal: each stop's answer is judged once
    "ui.guide.no_take_back": (
        "In the guided deal each answer counts once, so Take back is off; it works again from"
        " the next deal."
    ),
    # While a guided question about a trick is open, the table keeps that trick's result
    "ui.guide.withheld": (
        "Trick {number}'s result and points are shown once you have answered the guided deal's"
        " question."
    ),
    "ui.guide.answer_first": "First answer the guided deal's question, then choose Continue.",
    "ui.guide.between": "Between the stops you play the course's cards: here, play {card}.",
    "ui.guide.done": {
        "one": "Guided deal complete: {right} of {total} answers right, {count} star.",
        "other": "Guided deal complete: {right} of {total} answers right, {count} stars.",
    },
    "ui.guide_no_question": "The guided deal asks no question here.",
    "ui.guide.declare.say": (
        "The declaration: each seat in turn from the dealer's left declares or passes, and only"
        " the holder of the native Robai, here {native}, may declare it and take the indicator"
        " (R11)."
    ),
    "ui.guide.declare.ask": "Look at your hand. What will you say when your turn comes?",
    "ui.guide.declare.c.declare": "I declare the native Robai",
    "ui.guide.declare.c.pass": "I pass",
    "ui.guide.declare.why": (
        "{native} is not in your hand, so you cannot declare: your pass is forced, and the"
        " table makes it for you (R11)."
    ),
    "ui.guide.discard.say": (
        "Seat {recipient} declared and took the indicator {indicator}: it holds ten cards now"
        " and lays one down face down (R12)."
    ),
    "ui.guide.discard.ask": "Which card may seat {recipient} lay down?",
    "ui.guide.discard.c.any": "Any card, a trump too",
    "ui.guide.discard.c.not_trump": "Only a card that is not a trump",
    "ui.guide.discard.why": (
        "The discard may not be a trump, unless the recipient holds only trumps (R12); it is"
        " shown to everyone when the first card is led (R13)."
    ),
    "ui.guide.lead.say": "The recipient, seat {recipient}, leads the first trick (R18).",
    "ui.guide.lead.ask": "May seat {recipient} lead a trump to trick 1?",
    "ui.guide.lead.c.trump": "Yes, any card",
    "ui.guide.lead.c.not_trump": "No trump, unless it holds only trumps",
    "ui.guide.lead.why": (
        "The first trick may not be led with a trump, unless the leader holds only trumps"
        " (R19); from trick 2 on, any card may be led."
    ),
    "ui.guide.face_down.say": (
        "A trump played to a trick led with a plain card goes face down (R24)."
    ),
    "ui.guide.face_down.ask": "Seat {seat} played a card face down. What do you know of it?",
    "ui.guide.face_down.c.which": "Which trump it is",
    "ui.guide.face_down.c.trump": "That it is a trump, but not which one",
    "ui.guide.face_down.c.isu": "That it is an Isu",
    "ui.guide.face_down.why": (
        "Everyone sees that a trump was played, and by whom, but not which one until the"
        " eighth card of the trick; then all the cards are turned up (R24)."
    ),
    "ui.guide.free.say": (
        "Before the first Meri there is no duty at all: to a trick led with a plain card you"
        " may play any card (R22)."
    ),
    "ui.guide.free.ask": (
        "Trick 1 is led with an Isu, and your partner, seat 6, has trumped face down. Which"
        " card do you play?"
    ),
    "ui.guide.free.why": (
        "{card} is your lowest Isu: it gives nothing away while your partner's trump beats"
        " every Isu (R25), and you keep your two trumps for later (R22)."
    ),
    "ui.guide.meri.say": (
        "A trick led with a trump is a Meri: every player who holds a trump must play one (R20)."
    ),
    "ui.guide.meri.ask": (
        "Your partner, seat 6, has led Tenka, PRo, and seat 7 played K8. Which card do you play?"
    ),
    "ui.guide.meri.why": (
        "You hold two trumps, so one of them must go (R20); Tenka is already high for your"
        " team, so give the lower, {card}, and keep KKa, the stronger (R14)."
    ),
    "ui.guide.monchi.say": (
        "Once a Meri has been led, Monchi holds: a player who holds the led suit must play it"
        " or a trump (R23)."
    ),
    "ui.guide.monchi.ask": (
        "Seat 1 has led an Ouru, and seats 4 and 5 have trumped face down. Which card do you play?"
    ),
    "ui.guide.monchi.why": (
        "You hold Ouru, so you must play an Ouru or a trump (R23). Two trumps are down already,"
        " so your KKa could well lose: give a low Ouru, {card}, and keep O1, your highest"
        " (R16)."
    ),
    "ui.guide.combo.say": (
        "On a trick that is not a Meri and is won by a trump, compare the winning trump W with"
        " the other team's strongest trump O: some pairs are combinations (R27)."
    ),
    "ui.guide.combo.ask": (
        "Trick {number}: seat {w_seat}'s {w} won it, and the other team's strongest trump was"
        " seat {o_seat}'s {o}. What does the trick make?"
    ),
    "ui.guide.combo.c.none": "No combination",
    "ui.guide.combo.c.two": "A combination worth 2 points",
    "ui.guide.combo.c.five": "A combination worth 5 points",
    "ui.guide.ninth.say": (
        "The ninth trick: the last eight cards are turned up at once; it is never a Meri, so it"
        " may make a combination (R26)."
    ),
    "ui.guide.ninth.ask": (
        "On the ninth trick seat {w_seat}'s {w} won, and the other team's strongest trump was"
        " seat {o_seat}'s {o}. What does the trick make?"
    ),
    "ui.guide.ninth.c.none": "No combination",
    "ui.guide.ninth.c.two": "A combination worth 2 points",
    "ui.guide.ninth.c.five": "A combination worth 5 points",
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
    # Your own mistakes kept from every deal (practice.mine): the table's summary.
    "ui.mine_waiting": {
        "one": "{count} of your own mistakes is waiting to be practised: run Practice(mine=True).",
        "other": (
            "{count} of your own mistakes are waiting to be practised: run Practice(mine=True)."
        ),
    },
    "ui.mine_none": "None of your own mistakes is waiting to be practised.",
    "ui.mine_refused": "This deal could not be kept for your own practice ({detail}).",
    "ui.no_practice": "No practice is open.",
    "ui.practice_stale": "That answer was for an earlier exercise; a new one is shown now.",
    "ui.practice_no_storage": (
        "This practice does not keep its progress in the browser's storage, so nothing changed."
    ),
    "ui.practice_bad_storage": (
        "The progress in the browser's storage cannot be used ({detail}). It is set aside as"
        " {aside}; the answers you give here still count."
    ),
    # Practice, narrow: the button that shows or folds the earlier tricks
    "ui.practice_history": "Earlier tricks",
    # Practice, "who wins the trick": the mark on the card of the seat that led it
    "ui.practice_leader": "led",
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
