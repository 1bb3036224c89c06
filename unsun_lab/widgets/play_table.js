// PlayTable front end: draws what seat 0 knows and sends clicks; Python decides legality and
// writes every word. Computer seats move when Python is asked with a "tick" after the pace.

function ulSelect(cls, label, value, options, onChange) {
  return ulH("label", { cls: "ul-choice " + cls, key: cls }, label + " ",
    ulH("select", { cls: cls + "-select", key: "s", value, attrs: { "aria-label": label, "data-lm-suppress-shortcuts": "true" },
      on: { change: onChange } },
      options.map(([v, text]) => ulH("option", { key: v, text, attrs: { value: v } }))));
}

function ulTableView(s, L, faces, send, local, review) {
  // What the table says, beside the control that caused it (Save's answer in the save row).
  const messageBox = (key) => ulH("div", { cls: "ul-message" + (s.message_kind === "refusal" ? " ul-refusal" : ""), key,
    attrs: { role: s.message_kind === "refusal" ? "alert" : "status" } }, ulRich(s.message, L, local, key));
  const head = ulH("div", { cls: "ul-row ul-head", key: "head" },
    ulH("span", { cls: "ul-heading", key: "t", text: s.head }),
    // Each label stays beside its cards when the row wraps.
    ulH("span", { cls: "ul-head-group", key: "ig" },
      ulH("span", { cls: "ul-muted", key: "il", text: L.indicator }),
      ulCardH(s.indicator, faces, { key: "ind" })),
    s.side.discard || s.side.stock.length ? ulH("span", { cls: "ul-head-group", key: "sg" },
      ulH("span", { cls: "ul-muted", key: "sl", text: L.side }),
      s.side.discard ? ulCardH(s.side.discard, faces, { key: "disc" }) : null,
      s.side.stock.map((c, i) => ulCardH(c, faces, { key: "st" + i }))) : null);
  const options = ulH("div", { cls: "ul-row ul-options", key: "options" },
    ulSelect("ul-pace", L.pace, s.pace, L.paces || [], (ev) => send({ type: "pace", pace: ev.target.value })),
    ulSelect("ul-partners", L.partners, s.levels.partners, L.levels || [],
      (ev) => send({ type: "level", team: "partners", level: ev.target.value })),
    ulSelect("ul-opponents", L.opponents, s.levels.opponents, L.levels || [],
      (ev) => send({ type: "level", team: "opponents", level: ev.target.value })),
    ulLanguageMenu(L, send),
    ulH("button", { cls: "ul-btn ul-text-view-toggle", key: "tv", text: L.text_view,
      attrs: { type: "button", "aria-pressed": local.textView ? "true" : "false" },
      on: { click: () => { local.textView = !local.textView; redrawLater(local); } } }));

  // The table: seven seats around the trick, you at the bottom.
  const seats = s.seats.map((x) => ulH("div", {
    cls: "ul-seat-tag ul-" + x.team + (x.to_move ? " ul-to-move" : ""), key: "seat" + x.seat,
    attrs: { "data-seat": x.seat },
  },
  ulH("div", { cls: "ul-seat-name", key: "n", text: ulTeamMark(x.side) + " " + x.label }),
  ulH("div", { cls: "ul-muted", key: "c", text: x.count + (x.marks ? " " + x.marks : "") })));
  // A legal card clicked is drawn on the table at once, before Python's answer (which checks
  // it again and may still refuse it); the next state replaces this picture.
  let trick = s.trick;
  const pending = local.pending && local.pending.at === s.at ? local.pending.card : null;
  if (pending) {
    const open = trick && !trick.complete ? trick : { number: 0, heading: "", plays: [], names: [], complete: false };
    trick = Object.assign({}, open, { plays: open.plays.concat([{ seat: 0, card: pending, face_down: false }]),
      names: open.names.concat([L.you]) });
  } else {
    local.pending = null;
  }
  const title = trick && trick.complete ? L.last_trick : L.on_table;
  // The last trick lies beside the one being played, small, at every width.
  const last = s.last && trick && !trick.complete
    ? ulLastTrickH(s.last, L, local) : null;
  const middle = [
    s.declaration_text && s.phase === "declare"
      ? ulH("div", { cls: "ul-muted ul-declaration", key: "decl", text: L.declaration + " " + s.declaration_text }) : null,
    ulH("div", { cls: "ul-tricks" + (last ? " ul-with-last" : ""), key: "tricks" },
      ulTrickH(trick, trick ? title : L.on_table, faces, L, "trick", local), last)];
  const you = ulH("div", { cls: "ul-seat-tag ul-you" + (s.your_turn ? " ul-to-move" : ""), key: "you", attrs: { "data-seat": 0 } },
    ulH("div", { cls: "ul-seat-name", key: "n", text: ulTeamMark(s.your_team) + " " + L.you }));
  const ring = ulRingH("ring", seats.concat([you]), middle, 0, "ul-ring-table");

  const lines = ulH("div", { cls: "ul-lines", key: "lines" },
    ulH("div", { cls: "ul-status" + (s.your_turn ? " ul-to-move" : ""), key: "status", text: s.status }),
    s.prompt ? ulH("div", { cls: "ul-muted ul-prompt", key: "prompt" }, ulRich(s.prompt, L, local, "prompt")) : null,
    (s.replaced || []).map((line, i) => ulH("div", { cls: "ul-refusal ul-replaced", key: "rp" + i, text: line })),
    s.message && s.message_kind !== "error" && s.message_at !== "save" ? messageBox("msg") : null);

  // The hand is one tab stop (the card last focused); the arrows move between its cards.
  const held = s.hand.filter((c) => !pending || c.code !== pending.code);
  const stop = Math.max(0, held.findIndex((c) => c.code === local.handCode));
  const hand = ulH("div", { cls: "ul-row ul-hand", key: "hand",
    // The arrows are the hand's, not JupyterLab's (its notebook moves between cells with them).
    attrs: { role: "group", "aria-label": L.your_hand, style: "--ul-n: " + held.length, "data-lm-suppress-shortcuts": "true" },
    on: { keydown: ulHandKeys, focusin: (ev) => { if (ev.target.dataset.code) local.handCode = ev.target.dataset.code; } } },
    held.map((c, i) => {
      const playable = s.your_turn && s.ask !== "declare" && !pending;
      return ulCardH(c, faces, {
        key: c.code, button: true, attrs: { tabindex: i === stop ? 0 : -1 },
        cls: playable ? (c.legal ? "ul-legal" : "ul-illegal") : "",
        on: {
          click: () => {
            if (playable && c.legal && s.ask === "play") {
              local.pending = { at: s.at, card: c };
              if (local.redraw) local.redraw();
            }
            send({ type: "play", card: c.code });
          },
        },
      });
    }));
  const btn = (cls, label, onClick, disabled, attrs) => ulH("button", { cls: "ul-btn " + cls, key: cls, text: label,
    disabled, attrs: Object.assign({ type: "button" }, attrs || {}), on: { click: onClick } });
  const actions = ulH("div", { cls: "ul-row ul-actions", key: "actions" },
    s.ask === "declare" ? btn("ul-declare", L.declare, () => send({ type: "declare" })) : null,
    s.ask === "declare" ? btn("ul-pass", L.pass, () => send({ type: "pass" })) : null,
    btn("ul-hint", local.thinking ? L.thinking : L.hint, () => { local.thinking = true; send({ type: "hint" }); redrawLater(local); },
      !s.your_turn || local.thinking || !!s.hint_pending),
    btn("ul-take-back", L.take_back, () => send({ type: "take_back" }), !s.can_take_back),
    s.deal_over && !s.match_over ? btn("ul-next-deal", L.next_deal, () => send({ type: "next_deal" })) : null,
    btn("ul-review", s.deal_over ? L.review : L.review_so_far, () => send({ type: "review" }), false,
      { "aria-pressed": review.open ? "true" : "false" }),
    btn("ul-restart", s.match_over ? L.new_match : L.restart,
      () => { if (s.match_over) send({ type: "restart" }); else { local.confirm = true; redrawLater(local); } }));
  const confirm = local.confirm ? ulH("div", { cls: "ul-panel ul-confirm", key: "confirm", attrs: { role: "alertdialog" } },
    ulH("div", { key: "q", text: L.restart_confirm }),
    btn("ul-confirm-yes", L.confirm, () => { local.confirm = false; send({ type: "restart" }); }),
    btn("ul-confirm-no", L.cancel, () => { local.confirm = false; redrawLater(local); })) : null;
  const save = ulH("div", { cls: "ul-row ul-save", key: "save" },
    ulH("label", { cls: "ul-muted", key: "l" }, L.save_name + " ",
      ulH("input", { cls: "ul-save-name", key: "i", value: local.saveName,
        attrs: { type: "text", size: 18, "aria-label": L.save_name },
        on: { input: (ev) => { local.saveName = ev.target.value; } } })),
    ulH("label", { cls: "ul-muted", key: "r" },
      ulH("input", { cls: "ul-replace", key: "c", checked: local.replace, attrs: { type: "checkbox" },
        on: { change: (ev) => { local.replace = ev.target.checked; } } }), " " + L.replace),
    btn("ul-save-deal", L.save, () => send({ type: "save", name: local.saveName, replace: local.replace })),
    s.message && s.message_at === "save" ? messageBox("save-msg") : null);
  const extra = [
    s.hint ? ulH("div", { cls: "ul-panel ul-hint-text", key: "hint", attrs: { role: "status" } },
      ulH("div", { cls: "ul-hint-head", key: "h", attrs: { "data-move": s.hint_move } }, ulRich(s.hint_head, L, local, "hint")),
      s.hint_pending ? ulH("progress", { key: "p", attrs: { max: s.hint_pending.total || 1, value: s.hint_pending.done } }) : null,
      (s.hint_why || []).map((line, i) => ulH("div", { cls: "ul-hint-why", key: "w" + i }, ulRich(line, L, local, "hw" + i))),
      (s.hint_details || []).length ? ulH("details", { cls: "ul-hint-details", key: "d" },
        ulH("summary", { key: "s", text: s.hint_details_label }),
        s.hint_details.map((line, i) => ulH("div", { cls: "ul-muted", key: "n" + i }, ulRich(line, L, local, "hd" + i)))) : null) : null,
    s.outcome ? ulH("div", { cls: "ul-panel ul-outcome", key: "outcome", text: s.outcome }) : null,
  ];
  const guide = typeof ulGuidePanel === "function" ? ulGuidePanel(s.guide, L, send, local) : null;
  const text = local.textView ? ulTextViewH(s, L, send, local) : null;
  const main = text
    ? ulH("div", { cls: "ul-main ul-main-text", key: "main-text" }, text.top, lines, guide, text.hand, actions, confirm, extra)
    : ulH("div", { cls: "ul-main", key: "main" }, ring, lines, guide,
      ulH("div", { cls: "ul-muted ul-hand-label", key: "hl", text: L.your_hand }), hand, actions, confirm, extra);

  // The side: scoreboard, the deal's finished tricks, the summary.
  const rows = [ulH("tr", { key: "h" }, [L.col_deal, L.col_us, L.col_them].map((x, i) => ulH("th", { key: "c" + i, text: x })))];
  s.results.forEach((r, i) => rows.push(ulH("tr", { key: "r" + i },
    ulH("td", { key: "a", text: String(i + 1) + ((s.took_back || []).includes(i + 1) ? " *" : "") }),
    ulH("td", { key: "b", text: String(r[0]) }), ulH("td", { key: "c", text: String(r[1]) }))));
  // While a guided question asks what a trick makes, Python sends the score from before it
  // (and no row for the deal it ended): the row stays "this deal", with the reason under the table.
  if (!s.deal_over || s.withheld) {
    rows.push(ulH("tr", { cls: "ul-current", key: "now" },
      ulH("td", { key: "a", text: "▸ " + s.deal_number + ((s.took_back || []).includes(s.deal_number) ? " *" : "") }),
      ulH("td", { key: "b", text: String(s.score[0]) }), ulH("td", { key: "c", text: String(s.score[1]) })));
  }
  rows.push(ulH("tr", { cls: "ul-total", key: "tot" }, ulH("td", { key: "a", text: L.total }),
    ulH("td", { key: "b", text: String(s.totals[0]) }), ulH("td", { key: "c", text: String(s.totals[1]) })));
  const board = ulH("div", { cls: "ul-panel ul-scoreboard", key: "board" },
    ulH("div", { cls: "ul-heading", key: "h", text: L.scoreboard }), ulH("table", { key: "t" }, rows),
    (s.took_back || []).length ? ulH("div", { cls: "ul-muted", key: "tb", text: L.took_back_mark }) : null,
    s.withheld ? ulH("div", { cls: "ul-muted ul-withheld", key: "wh", text: s.withheld }) : null);
  const opened = local.openTrick && s.history.find((t) => t.number === local.openTrick);
  const history = s.history.length ? ulH("div", { cls: "ul-panel ul-history", key: "history" },
    ulH("div", { cls: "ul-heading", key: "h", text: L.history }),
    ulH("div", { cls: "ul-row", key: "b" }, s.history.map((t) => btn("ul-past-" + t.number, String(t.number), () => {
      local.openTrick = local.openTrick === t.number ? null : t.number; redrawLater(local);
    }, false, { "aria-pressed": opened && opened.number === t.number ? "true" : "false", "data-trick": t.number }))),
    opened ? ulTrickH(opened, L.trick_label + " " + opened.number, faces, L, "past", local) : null) : null;
  const summary = s.summary ? ulH("div", { cls: "ul-panel ul-summary", key: "summary" },
    ulH("div", { cls: "ul-heading", key: "h", text: L.summary }),
    ulH("ul", { key: "l" }, s.summary.lines.map((line, i) => ulH("li", { key: "l" + i }, ulRich(line, L, local, "sum" + i))))) : null;
  const coach = typeof ulCoachPanel === "function" ? ulCoachPanel(s.coach) : null;
  // "Practise these": only when the coach found a mistake or a blunder of yours.
  const practise = s.coach && s.coach.practise ? ulH("div", { cls: "ul-row ul-practise-row", key: "practise" },
    btn("ul-practise", s.coach.practise_label, () => send({ type: "practise" }), false,
      { "aria-pressed": local.practiceOpen ? "true" : "false" })) : null;
  const side = ulH("div", { cls: "ul-aside", key: "aside" }, board, summary, coach, practise, history, save);
  // The review opens in the table's place (the table waits, and comes back when it closes).
  const reviewBox = review.open ? ulH("div", { cls: "ul-panel ul-review-box", key: "review",
    attrs: { role: "region", "aria-label": s.deal_over ? L.review : L.review_so_far } },
    ulH("div", { cls: "ul-row ul-review-head", key: "rh" },
      btn("ul-review-close", L.review_close, () => send({ type: "review_close" })),
      review.seat !== "open" ? ulH("span", { cls: "ul-muted ul-review-note", key: "n", text: L.review_mid_note }) : null),
    ulStepperView(review, review.labels, faces, (msg) => send({ type: "review_msg", msg }), local.review)) : null;
  return ulH("div", { cls: "ul-table-body", key: "body", attrs: { "data-at": s.at } }, head, options,
    ulH("div", { cls: "ul-table-grid", key: "grid" }, reviewBox || main, side));
}

// The text view (Python's text_view payload, seat 0's view alone, R31): the table as plain
// text, in reading order, and a card played by choosing it in a list or typing its code or
// name. Python checks the card as it checks a click, and refuses it with its rule.
function ulTextViewH(s, L, send, local) {
  const tv = s.text_view;
  const para = (line, key, cls) => ulH("p", { cls: "ul-tv-line" + (cls ? " " + cls : ""), key }, ulRich(line, L, local, "tv-" + key));
  const items = (lines, key) => ulH("ul", { cls: "ul-tv-list", key }, lines.map((line, i) => ulH("li", { key: "l" + i }, ulRich(line, L, local, "tv-" + key + i))));
  const trick = (t, key) => t ? ulH("div", { cls: "ul-tv-trick", key, attrs: { "data-trick": t.number } },
    ulH("h4", { cls: "ul-tv-heading", key: "h", text: t.heading }), items(t.lines, key + "l")) : null;
  const top = ulH("div", { cls: "ul-panel ul-text-view", key: "tv-top", attrs: { role: "region", "aria-label": tv.title } },
    ulH("h4", { cls: "ul-tv-heading", key: "title", text: tv.title }),
    items(tv.table, "table"), para(tv.seats, "seats"), items(tv.score, "score"),
    trick(tv.last, "last"), trick(tv.trick, "trick"), tv.note ? para(tv.note, "note", "ul-muted") : null);
  const choices = tv.choices || [];
  if (!choices.some((c) => c.code === local.tvCode)) {
    const first = choices.find((c) => c.legal) || choices[0];
    local.tvCode = first ? first.code : null;
  }
  const discard = s.ask === "discard";
  const play = (code) => { if (code) send({ type: "play", card: code }); };
  // A typed card: its code or its name in the language, in any case; else the words as typed,
  // which Python refuses as a card not in the hand.
  const typed = (words) => {
    const want = words.trim().replace(/\s+/g, " ").toLowerCase();
    if (!want) return null;
    const hit = choices.find((c) => c.code.toLowerCase() === want || c.name.toLowerCase() === want);
    return hit ? hit.code : words.trim().slice(0, 20);
  };
  const label = discard ? L.tv_choose_discard : L.tv_choose_play;
  const choosing = choices.length && s.phase !== "declare";  // no card is played while seats speak (R11)
  const hand = ulH("div", { cls: "ul-panel ul-text-hand", key: "tv-hand" },
    ulH("h4", { cls: "ul-tv-heading", key: "h", text: tv.hand_heading }), items(tv.hand, "hand"),
    choosing ? ulH("div", { cls: "ul-row ul-tv-choose", key: "choose" },
      ulH("label", { cls: "ul-tv-label", key: "l" }, label + " ",
        ulH("select", { cls: "ul-tv-select", key: "s", value: local.tvCode,
          attrs: { "data-lm-suppress-shortcuts": "true" },
          on: { change: (ev) => { local.tvCode = ev.target.value; },
            keydown: (ev) => { if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); play(ev.target.value); } } } },
          choices.map((c) => ulH("option", { key: c.code, text: c.label, attrs: { value: c.code } })))),
      ulH("button", { cls: "ul-btn ul-tv-play", key: "p", text: discard ? L.tv_discard : L.tv_play,
        attrs: { type: "button" }, on: { click: () => play(local.tvCode) } })) : null,
    choosing ? ulH("label", { cls: "ul-tv-label ul-tv-type-label", key: "t" }, L.tv_type + " ",
      ulH("input", { cls: "ul-tv-type", key: "i", value: local.tvTyped || "",
        attrs: { type: "text", size: 16, autocomplete: "off", spellcheck: "false", "data-lm-suppress-shortcuts": "true" },
        on: { input: (ev) => { local.tvTyped = ev.target.value; },
          keydown: (ev) => {
            if (ev.key !== "Enter") return;
            ev.preventDefault(); ev.stopPropagation();
            const code = typed(ev.target.value);
            if (code) { local.tvTyped = ""; ev.target.value = ""; play(code); }
          } } })) : null,
    choosing && tv.keys ? ulH("p", { cls: "ul-muted ul-tv-keys", key: "k", text: tv.keys }) : null);
  return { top, hand };
}

// The last finished trick, small, beside the one being played: its cards in play order by
// their codes (R3; a face at this size would be too small to read), each named with its
// player for a screen reader and in its hover text, the winner ringed, the core's sentence
// under it where there is room.
function ulLastTrickH(t, L, local) {
  return ulH("div", { cls: "ul-panel ul-last", key: "last", attrs: { "data-trick": t.number } },
    ulH("div", { cls: "ul-heading ul-last-heading", key: "h", text: L.last_trick, attrs: { title: t.heading } }),
    ulH("div", { cls: "ul-last-plays", key: "p" }, t.plays.map((p, i) => {
      const name = t.names[i] + ": " + (p.card.name || "");
      return ulH("div", { cls: "ul-mini-play", key: "p" + i },
        ulH("span", { cls: "ul-mini ul-suit-" + (p.card.suit || "") + (p.card.trump ? " ul-mini-trump" : "") +
            " " + ulMarkCls(t, p, i, "ul-mini-winner", "ul-mini-o"),
          key: "c", text: (p.card.trump ? "★" : "") + (p.card.code || "?"),
          attrs: { role: "img", "aria-label": name, title: name, "data-code": p.card.code || null } }),
        ulH("span", { cls: "ul-muted ul-play-who", key: "w", text: t.names[i], attrs: { "aria-hidden": "true" } }),
        ulWoTagH(t, i));
    })),
    // What W and O stand for: shown where the sentence is, else kept for screen readers.
    t.legend ? ulH("div", { cls: "ul-muted ul-wo-legend ul-last-legend", key: "lg", text: t.legend }) : null,
    t.explain ? ulH("div", { cls: "ul-explain ul-trick-result ul-last-result", key: "ex" }, ulRich(t.explain, L, local, "last-ex")) : null);
}

function redrawLater(local) { if (local.redraw) setTimeout(local.redraw, 0); }

// What the live region says after a change, in the learner's language (Python's words): each
// play not said yet, then the trick's winner and why; else what the table answered. The plays
// on the table when the widget first draws are not said again.
function ulTableNews(s, local) {
  const first = !local.said;
  const said = local.said || (local.said = new Set());
  const out = [];
  for (const t of (s.history || []).concat([s.trick])) {  // finished tricks, then the one on the table
    if (!t) continue;
    const at = s.seed + "/" + s.deal_number + "/" + t.number + "/";
    (t.said || []).forEach((line, i) => {
      const key = at + i + "/" + (t.plays[i].card.code || "");
      if (!said.has(key)) { said.add(key); out.push(line); }
    });
    if (t.complete && t.explain && !said.has(at + "won")) { said.add(at + "won"); out.push(t.explain); }
  }
  const news = s.announce && s.announce !== local.announced ? s.announce : "";
  local.announced = s.announce;
  if (first) return "";
  return out.length ? out.join(" ") : news;
}

// The arrows (and Home, End) move the focus between the hand's cards.
function ulHandKeys(ev) {
  const cards = Array.from(ev.currentTarget.querySelectorAll(".ul-card"));
  const i = cards.indexOf(document.activeElement);
  const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: cards.length - 1 }[ev.key];
  if (i < 0 || to === undefined) return;
  ev.preventDefault();
  ev.stopPropagation();  // not the review's steps
  const next = cards[(to + cards.length) % cards.length];
  cards.forEach((n) => { n.tabIndex = n === next ? 0 : -1; });
  next.focus();
}

// Where the focus goes when the control that had it is gone (a card played, Take back
// disabled, the review closed): the hand's card at the same place, else the review's button,
// else the first button that works.
function ulTableFallback(body, had, handIndex) {
  if (had && had.classList.contains("ul-review-close")) {
    const open = body.querySelector(".ul-review");
    if (open) return open;
  }
  const cards = Array.from(body.querySelectorAll(".ul-main > .ul-hand .ul-card"));
  if (cards.length) return cards[Math.min(Math.max(handIndex, 0), cards.length - 1)];
  return body.querySelector(".ul-next-deal, .ul-review") ||
    Array.from(body.querySelectorAll(".ul-actions .ul-btn")).find((b) => !b.disabled) || null;
}

// The practice of the deal's mistakes, drawn below the table by the Practice widget's own code
// (``ulPracticeMount``) from the table's ``practice_state``; its messages go through the table.
function ulPracticeBox(model, faces) {
  const host = ulEl("div", "ul-panel ul-practice-box");
  host.hidden = true;
  host.addEventListener("keydown", (ev) => ev.stopPropagation());  // not the review's arrows
  const inner = {
    get: (name) => (model.get("practice_state") || {})[name],
    send: (msg) => model.send({ type: "practice_msg", msg }),
    on: () => {}, off: () => {},
  };
  let view = null;
  let intro = null;
  let close = null;
  return {
    host,
    draw() {
      const p = model.get("practice_state") || {};
      if (!p.open) { host.hidden = true; host.replaceChildren(); view = null; return false; }
      if (!view) {
        const head = ulEl("div", "ul-row ul-practice-head");
        intro = ulEl("div", "ul-practice-intro");
        close = ulButton("", () => model.send({ type: "practice_close" }), "ul-practice-close");
        head.append(intro, close);
        const body = ulEl("div", "ul-practice-inner");
        host.replaceChildren(head, body);
        host.hidden = false;
        view = ulPracticeMount(body, inner, true, faces);
        view.draw();
        const first = body.querySelector(".ul-choice");
        if (first) first.focus({ preventScroll: true });
        host.scrollIntoView({ block: "nearest" });
      } else {
        view.draw();
      }
      intro.textContent = p.intro || "";
      close.textContent = p.close || "";
      return true;
    },
  };
}

function render({ model, el }) {
  const root = ulEl("div", "ul-widget ul-play-table");
  root.tabIndex = -1;
  el.appendChild(root);
  const body = ulEl("div", "ul-body");
  const live = ulEl("div", "ul-sr-only ul-live");
  live.setAttribute("aria-live", "polite");
  let practice = null;  // made once the faces exist
  root.append(body, live);
  let timer = null;
  let timerAt = null;  // the state the timer's tick is for
  let tickedAt = null;  // the state a tick was sent for
  const local = { openTrick: null, confirm: false, saveName: "deal.json", replace: false, thinking: false, rule: null,
    review: { noteText: null, noteTimer: null, rule: null } };
  const send = (msg) => model.send(msg);
  ulStepperKeys(root, (msg) => { if (model.get("review_state").open) send({ type: "review_msg", msg }); }, local.review);
  function draw() {
    const s = model.get("state");
    if (s.hint || !s.your_turn) local.thinking = false;
    local.practiceOpen = practice ? practice.draw() : false;
    const review = model.get("review_state") || {};
    const held = Array.from(body.querySelectorAll(".ul-main > .ul-hand .ul-card"));
    const handIndex = held.indexOf(document.activeElement);
    const hadFocus = root.contains(document.activeElement);
    ulKeepFocus(root, (had) => ulTableFallback(body, had, handIndex) || root,
      () => ulPatch(body, [ulTableView(s, model.get("labels"), faces, send, local, review)]));
    // The review opened from the widget: its Close button takes the focus, in view.
    if (review.open && !local.reviewShown && hadFocus) {
      const box = body.querySelector(".ul-review-box");
      const close = box && box.querySelector(".ul-review-close");
      if (close) {
        close.focus({ preventScroll: true });
        const top = box.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight - 120) box.scrollIntoView({ block: "start" });
      }
    }
    // The review closed: the table is back where it was, the focus on "Review".
    if (!review.open && local.reviewShown) {
      const button = body.querySelector(".ul-review");
      if (button && (hadFocus || document.activeElement === document.body)) {
        button.focus({ preventScroll: true });
        button.scrollIntoView({ block: "nearest" });
      }
    }
    local.reviewShown = !!review.open;
    const said = s.refused || ulTableNews(s, local);
    if (said && live.textContent !== said) live.textContent = said;
    // The next computer move after the pace; none while the review is open (the table waits).
    const wait = s.pending && !review.open;
    if (timer && (timerAt !== s.at || !wait)) { clearTimeout(timer); timer = null; }
    if (wait && !timer && tickedAt !== s.at) {
      const at = s.at;
      timerAt = at;
      timer = setTimeout(() => { timer = null; tickedAt = at; send({ type: "tick", at }); }, s.delay_ms);
    }
  }
  local.redraw = draw;
  local.review.redraw = draw;
  const faces = ulFaces(model, draw);
  practice = ulPracticeBox(model, faces);
  root.insertBefore(practice.host, live);
  model.on("change:practice_state", draw);
  model.on("change:state", () => { local.pending = null; draw(); });  // Python has answered
  model.on("change:labels", draw);
  model.on("change:review_state", draw);
  draw();
  return () => { faces.stop(); if (timer) clearTimeout(timer); };
}

export default { render };
