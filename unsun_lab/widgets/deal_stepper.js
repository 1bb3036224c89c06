// DealStepper front end: draws the position Python computed and forwards the learner's
// navigation, seat choice and notes. Legality, reasons and every word come from Python.

// The stepper's picture of state `s` with labels `L`; `send` forwards a message to Python.
// The PlayTable draws its "Review this deal" with the same function.
function ulStepperView(s, L, faces, send, local) {
  const d = s.decision || {};
  if (!local.noteId) local.noteId = "ul-pos-note-" + Math.random().toString(36).slice(2);
  const flush = () => {
    if (local.noteTimer) { clearTimeout(local.noteTimer); local.noteTimer = null; }
    if (local.noteText !== null) { send({ type: "note", text: local.noteText }); local.noteText = null; }
  };
  const go = (msg) => () => { flush(); send(msg); };
  local.flush = flush;
  const button = (key, label, msg, disabled, extra) => ulH("button", {
    cls: "ul-btn " + key + (extra ? " " + extra : ""), key, text: label, disabled,
    attrs: { type: "button" }, on: { click: go(msg) },
  });
  const nav = ulH("div", { cls: "ul-row ul-nav", key: "nav" },
    button("ul-start", L.start, { type: "start" }, s.step === 0),
    button("ul-back-btn", L.back, { type: "step", by: -1 }, s.step === 0),
    ulH("span", { cls: "ul-position", key: "pos", text: s.position,
      attrs: { "aria-live": "off", "aria-describedby": local.noteId, title: s.position_note || "" } }),
    button("ul-forward", L.forward, { type: "step", by: 1 }, s.step >= s.steps),
    button("ul-end", L.end, { type: "end" }, s.step >= s.steps),
    ulH("span", { cls: "ul-muted ul-keys", key: "keys", text: L.keys_help }),
  );
  // A refusal is shown beside the control that sent the refused message: Save and Load in
  // their row, a note under the note, anything else under the step buttons.
  const at = s.refused_at || "";
  const refusedHere = (where) => ((where === "files" ? ["save", "load"] : where === "note" ? ["note"] : null) || [])
    .includes(at) || (where === "nav" && !["save", "load", "note"].includes(at));
  const refusal = (where) => (s.refused && refusedHere(where) ? ulNote(s.refused, "ref-" + where, "ul-refused") : null);
  const current = s.trick ? s.trick.number : 0;
  const jumps = ulH("div", { cls: "ul-row ul-jumps", key: "jumps" },
    ulH("span", { cls: "ul-label", key: "l", text: L.trick_label }),
    (s.trick_starts || []).map((n) => ulH("button", {
      cls: "ul-btn ul-jump" + (n === current ? " ul-on" : ""), key: "j" + n, text: String(n),
      attrs: { type: "button", "data-trick": n, "aria-pressed": n === current ? "true" : "false" },
      on: { click: go({ type: "trick", number: n }) },
    })));
  const seatOptions = (L.seats || []).map(([v, label]) => ulH("option", {
    key: v, text: label, attrs: { value: v, selected: v === s.seat ? "" : null } }));
  const options = ulH("div", { cls: "ul-row ul-options", key: "options" },
    ulH("span", { cls: "ul-label", key: "vl", text: L.view_label }),
    ulH("select", { cls: "ul-seat", key: "seat", value: s.seat, attrs: { "aria-label": L.view_label, "data-lm-suppress-shortcuts": "true" },
      on: { change: (ev) => { flush(); send({ type: "seat", seat: ev.target.value }); } } }, seatOptions),
    ulH("label", { cls: "ul-show-all", key: "sa" },
      ulH("input", { key: "c", checked: s.show_all, disabled: s.seat !== "open", attrs: { type: "checkbox" },
        on: { change: (ev) => send({ type: "show_all", value: ev.target.checked }) } }),
      " " + L.show_all),
    ulLanguageMenu(L, send),
  );
  const info = ulH("div", { cls: "ul-muted ul-info", key: "info", text: s.info });

  // The trick (the one renderer the PlayTable draws with too) and the side cards.
  const trickBox = s.trick ? ulTrickH(s.trick, null, faces, L, "trick", local)
    : ulH("div", { cls: "ul-panel ul-trick", key: "trick" }, ulH("div", { cls: "ul-muted", key: "none", text: L.no_card }));
  // The face-down mark stays after a name once the trick is turned up (R24): said under it
  // too (while it is open, the trick's own note says it).
  const turnedUp = s.trick && s.trick.complete && (s.trick.plays || []).some((p) => p.face_down);
  const middle = turnedUp ? [trickBox, ulH("div", { cls: "ul-muted ul-face-down-note", key: "fd-note", text: L.face_down_note || "" })]
    : trickBox;
  const side = s.side || { stock: [] };
  const sideRow = ulH("div", { cls: "ul-row ul-side-cards", key: "side" },
    ulH("span", { cls: "ul-muted", key: "il", text: L.indicator }),
    ulCardH(s.indicator, faces, { key: "ind" }),
    side.discard || side.stock.length ? ulH("span", { cls: "ul-muted", key: "sl", text: L.side }) : null,
    side.discard ? ulCardH(side.discard, faces, { key: "disc" }) : null,
    side.stock.map((c, i) => ulCardH(c, faces, { key: "st" + i })),
    ulH("span", { cls: "ul-muted", key: "st", text: side.text }));
  // The eight hands round the table (the PlayTable's ring), the trick in the middle in play
  // order; the seat viewed (else seat 0) at the bottom.
  const bottom = s.seat === "open" ? 0 : Number(s.seat);
  const hands = (s.hands || []).map((h) => {
    const mover = h.seat === d.seat;
    const legal = d.legal || [];
    return ulH("div", {
      cls: "ul-hand ul-hand-" + h.seat + " ul-team-" + h.team + (h.seat === s.to_move ? " ul-to-move-seat" : ""),
      key: "h" + h.seat, attrs: { "data-seat": h.seat },
    },
      ulH("div", { cls: "ul-hand-label" + (h.seat === s.to_move ? " ul-to-move" : ""), key: "l", text: ulTeamMark(h.team) + " " + h.label }),
      h.open
        ? ulH("div", { cls: "ul-fan", key: "cards", attrs: { style: "--ul-n: " + h.cards.length } }, h.cards.map((c) => ulCardH(c, faces, {
          key: c.code,
          cls: (mover && legal.length && d.phase !== "declare" ? (legal.includes(c.code) ? "ul-legal" : "ul-illegal") : "") +
            (mover && d.recorded === c.code ? " ul-chosen" : ""),
        })))
        : ulH("div", { cls: "ul-muted ul-unseen", key: "cards", text: h.unseen }));
  });
  const ring = ulH("div", { cls: "ul-ring-box", key: "ringbox" }, ulRingH("ring", hands, middle, bottom, "ul-ring-hands"));
  const left = ulH("div", { cls: "ul-table", key: "left" }, sideRow, ring);

  // The decision, the note, the score and the combination.
  const dec = ulH("div", { cls: "ul-panel ul-decision", key: "dec" },
    s.declaration_text ? ulH("div", { cls: "ul-declaration", key: "decl", text: L.declaration + " " + s.declaration_text }) : null,
    ulH("div", { cls: "ul-heading ul-decision-text", key: "t", text: d.text || "" }),
    d.reason ? ulH("div", { cls: "ul-explain ul-legal-reason", key: "r" }, ulRich(d.reason, L, local, "reason")) : null,
    d.legal_text ? ulH("div", { cls: "ul-legal-list", key: "lg", text: d.legal_text }) : null,
    d.recorded_text ? ulH("div", { cls: "ul-recorded", key: "rec", text: d.recorded_text }) : null,
    (d.refusals || []).length ? ulH("div", { cls: "ul-muted", key: "wn", text: L.why_not }) : null,
    (d.refusals || []).length ? ulH("ul", { cls: "ul-refusals", key: "rf" }, d.refusals.map((r) =>
      ulH("li", { cls: "ul-refusal", key: r.card, attrs: { "data-card": r.card } }, r.card + ": ", ulRich(r.reason, L, local, "why-" + r.card)))) : null);
  const noteKids = [];
  if (s.last && s.last.note) {
    noteKids.push(ulH("div", { cls: "ul-muted", key: "ll", text: s.last.note_label }),
      ulH("div", { cls: "ul-note-last", key: "lt", text: s.last.note }));
  }
  if (d.note_label) {
    noteKids.push(
      ulH("label", { cls: "ul-muted", key: "nl", text: d.note_label }),
      ulH("textarea", {
        cls: "ul-note", key: "note-" + d.number, value: d.note || "", attrs: { rows: 2, "aria-label": d.note_label },
        on: {
          input: (ev) => {
            local.noteText = ev.target.value;
            if (local.noteTimer) clearTimeout(local.noteTimer);
            local.noteTimer = setTimeout(flush, 300);
          },
          blur: flush,
        },
      }),
      ulH("button", { cls: "ul-btn ul-save-note", key: "sn", text: L.save_note, attrs: { type: "button" }, on: { click: flush } }),
      refusal("note"));
  }
  if (local.saveName === undefined) { local.saveName = "deal.json"; local.replace = false; }
  noteKids.push(ulH("div", { cls: "ul-row ul-save", key: "save" },
    ulH("label", { cls: "ul-muted", key: "l" }, L.save_name + " ",
      ulH("input", { cls: "ul-save-name", key: "i", value: local.saveName,
        attrs: { type: "text", size: 16, "aria-label": L.save_name },
        on: { input: (ev) => { local.saveName = ev.target.value; } } })),
    ulH("label", { cls: "ul-muted", key: "r" },
      ulH("input", { cls: "ul-replace", key: "c", checked: local.replace, attrs: { type: "checkbox" },
        on: { change: (ev) => { local.replace = ev.target.checked; } } }), " " + L.replace),
    ulH("button", { cls: "ul-btn ul-save-deal", key: "s", text: L.save, attrs: { type: "button" },
      on: { click: () => { flush(); send({ type: "save", name: local.saveName, replace: local.replace }); } } }),
    ulH("button", { cls: "ul-btn ul-load-deal", key: "o", text: L.load, attrs: { type: "button" },
      on: { click: () => { flush(); send({ type: "load", name: local.saveName }); } } }),
    refusal("files")));
  if (s.saved) noteKids.push(ulH("div", { cls: "ul-saved", key: "saved", text: s.saved, attrs: { role: "status" } }));
  const notes = ulH("div", { cls: "ul-panel ul-notes", key: "notes" }, noteKids);
  const score = ulH("div", { cls: "ul-panel ul-score", key: "score" },
    ulH("div", { cls: "ul-heading", key: "s", text: s.score_text }),
    s.tricks_text ? ulH("div", { cls: "ul-muted", key: "t", text: s.tricks_text }) : null);
  const combo = ulH("div", { cls: "ul-panel ul-combo", key: "combo", html: ulComboHtml(s.combo, faces) });
  const analysis = typeof ulAnalysisPanel === "function" ? ulAnalysisPanel(s, L, send) : null;
  // The decision (its reasons) in its own place of the grid: right under the step buttons
  // when the stepper is one column, beside the table when it is two (within one screen).
  const right = ulH("div", { cls: "ul-side", key: "right" }, analysis, notes, score, combo);
  // What the counter counts (moves, or a seat's steps), said under the step buttons.
  const counted = ulH("div", { cls: "ul-muted ul-position-note", key: "pos-note", text: s.position_note || "",
    attrs: { id: local.noteId } });
  return ulH("div", { cls: "ul-stepper-body", key: "body" }, nav, counted, refusal("nav"), jumps, options, info,
    ulH("div", { cls: "ul-stepper-grid", key: "grid" }, dec, left, right));
}

// The language menu of a widget (names from Python, in each language's own words).
function ulLanguageMenu(L, send) {
  return ulH("label", { cls: "ul-lang", key: "lang" }, L.language + " ",
    ulH("select", { cls: "ul-lang-select", key: "sel", value: L.lang, attrs: { "aria-label": L.language, "data-lm-suppress-shortcuts": "true" },
      on: { change: (ev) => send({ type: "lang", lang: ev.target.value }) } },
    (L.languages || []).map(([code, name]) => ulH("option", { key: code, text: name, attrs: { value: code } }))));
}

// The combination panel as HTML (drawn by the shared ulDrawCombo into a detached box).
function ulComboHtml(combo, faces) {
  const box = document.createElement("div");
  ulDrawCombo(box, combo, faces);
  return box.innerHTML;
}

// Arrow keys, Home and End step through the deal while focus is anywhere in the widget
// except a text field or a menu.
function ulStepperKeys(root, send, local) {
  root.addEventListener("keydown", (ev) => {
    const tag = ev.target && ev.target.tagName;
    if (tag === "TEXTAREA" || tag === "INPUT" || tag === "SELECT") return;
    const msg = { ArrowRight: { type: "step", by: 1 }, ArrowLeft: { type: "step", by: -1 },
      Home: { type: "start" }, End: { type: "end" } }[ev.key];
    if (!msg) return;
    ev.preventDefault();
    if (local.flush) local.flush();
    send(msg);
  });
}

function renderStepper({ model, el }) {
  const root = ulEl("div", "ul-widget ul-deal-stepper");
  root.tabIndex = 0;
  root.setAttribute("role", "group");
  el.appendChild(root);
  const body = ulEl("div", "ul-body");
  const live = ulEl("div", "ul-sr-only");
  live.setAttribute("aria-live", "polite");
  root.append(body, live);
  const local = { noteText: null, noteTimer: null, rule: null };
  const send = (msg) => model.send(msg);
  ulStepperKeys(root, send, local);
  function draw() {
    const s = model.get("state");
    ulKeepFocus(root, root, () => ulPatch(body, [ulStepperView(s, model.get("labels"), faces, send, local)]));
    const said = s.refused || s.decision && s.decision.text || "";
    if (live.textContent !== said) live.textContent = said;
  }
  local.redraw = draw;
  const faces = ulFaces(model, draw);
  model.on("change:state", draw);
  model.on("change:labels", draw);
  draw();
  return () => { faces.stop(); if (local.flush) local.flush(); };
}
