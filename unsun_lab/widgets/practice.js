// Practice front end: draws the state Python sent (the exercise, the picks, the feedback, the
// kinds menu and the progress row) and forwards picks; Python judges.
// Keyboard: the arrows move between the choices, Space picks, Enter checks (then: next).

// The practice's picture of state `s` with its labels `W` (the one label set and the
// practice's words: not a PlayTable's labels, so not named L), as root's children described
// with ulH like the other widgets; `send` forwards a message to Python. `local` keeps what is the
// view's own: the rule text opened (and on which question), the choice that had the focus.
// `embedded`: drawn inside another widget (the PlayTable), without the kinds, level and
// language row or the progress row (the table has its own).
function ulPracticeView(s, W, faces, send, local, embedded) {
  const item = s.item || {};
  const picked = s.picked || [];
  const fb = s.feedback || {};
  const answered = fb.status === "right" || fb.status === "wrong";
  const rules = W.rules || {};
  const choiceValues = new Set((item.choices || []).map((c) => c.value));
  if (local.shownFor !== item.question) { local.rule = null; local.details = false; local.shownFor = item.question; }
  const redraw = () => { if (local.redraw) local.redraw(); };

  // Each choice (a card, a seat, an option): picked, and once judged right, wrong or missed.
  const choices = [];
  const choice = (value) => {
    const marks = [
      "ul-choice",
      picked.includes(value) ? "ul-selected" : "",
      fb.answer && fb.answer.includes(value) ? "ul-right" : "",
      fb.wrong && fb.wrong.includes(value) ? "ul-wrong" : "",
      fb.missed && fb.missed.includes(value) ? "ul-missed" : "",
    ];
    return {
      cls: marks.filter(Boolean).join(" "),
      key: "choice-" + value,
      attrs: { "data-choice": value, "data-key": "choice-" + value, "aria-pressed": picked.includes(value) ? "true" : "false" },
      on: { click: () => send({ type: "pick", choice: value }) },
    };
  };
  const chosen = (v) => { choices.push(v); return v; };

  const ruleSpan = (rule, i) => {
    const open = () => { local.rule = local.rule === rule ? null : rule; redraw(); };
    return ulH("span", { cls: "ul-rule", key: "r" + i, text: rule,
      attrs: { tabindex: 0, role: "button", title: rules[rule] || "", "data-key": "rule-" + rule },
      on: { click: open, keydown: (ev) => {
        if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); open(); }
      } } });
  };

  const out = [];
  if (!embedded) {
    // Kinds, level, language (a practice inside another widget has its own).
    out.push(ulH("div", { cls: "ul-row ul-practice-top", key: "top" },
      ulH("span", { cls: "ul-label", key: "kinds", text: W.kinds }),
      (s.menu || []).map((k) => ulH("button", {
        cls: "ul-btn ul-kind" + (k.on ? " ul-on" : ""), key: "kind-" + k.kind, text: k.label,
        attrs: { type: "button", "aria-pressed": k.on ? "true" : "false", "data-kind": k.kind, "data-key": "kind-" + k.kind },
        on: { click: () => send({ type: "kind", kind: k.kind }) } })),
      ulH("span", { cls: "ul-level", key: "level" },
        ulH("span", { cls: "ul-label", key: "l", text: W.level }),
        [1, 2, 3].map((n) => ulH("button", {
          cls: "ul-btn ul-level-btn" + (s.level === n ? " ul-on" : ""), key: "level-" + n, text: String(n),
          attrs: { type: "button", "data-key": "level-" + n, "data-level": String(n) },
          on: { click: () => send({ type: "level", level: n }) } }))),
      ulH("select", { cls: "ul-lang-select", key: "lang", value: W.lang, attrs: { "aria-label": "language", "data-lm-suppress-shortcuts": "true" },
        on: { change: (ev) => send({ type: "lang", lang: ev.target.value }) } },
      (W.languages || []).map(([code, name]) => ulH("option", { key: code, text: name, attrs: { value: code } })))));

    // The compact progress row: one small bar per rule (right of seen), and its box.
    out.push(ulH("div", { cls: "ul-progress-row", key: "bar" }, (s.bar || []).map((r) => ulH("span", {
      cls: "ul-progress-cell ul-box-" + r.box, key: r.rule,
      attrs: { "data-rule": r.rule, title: (W.bar || "").replace("{rule}", r.rule).replace("{right}", r.right)
        .replace("{seen}", r.seen).replace("{box}", r.box) } },
    ulH("span", { cls: "ul-progress-rule", key: "rule", text: r.rule }),
    ulH("span", { cls: "ul-meter", key: "meter" },
      ulH("span", { cls: "ul-meter-fill", key: "fill",
        attrs: { style: "width: " + (r.seen ? Math.round((100 * r.right) / r.seen) : 0) + "%;" } })),
    ulH("span", { cls: "ul-progress-nums", key: "nums", text: r.right + "/" + r.seen })))));
    // Puzzles by theme (a principle): its title and the learner's rating; what to work on.
    if ((s.themes || []).length) out.push(ulH("div", { cls: "ul-progress-row ul-theme-row", key: "themes" }, s.themes.map((t) => ulH("span", {
      cls: "ul-progress-cell ul-theme-cell", key: t.id, attrs: { "data-theme": t.id, title: t.title } },
    ulH("span", { cls: "ul-progress-rule", key: "theme", text: t.theme }),
    ulH("span", { cls: "ul-progress-nums", key: "rating", text: t.rating_text })))));
    if (s.work_on) out.push(ulH("div", { cls: "ul-work-on", key: "work_on", text: s.work_on }));
  }
  if (s.notice) out.push(ulH("div", { cls: "ul-panel ul-refusal ul-notice", key: "notice", text: s.notice }));

  // The exercise: the finished trick round the table, whose seats are the choices (R4:
  // clockwise); or the trick so far, then cards (the seat's hand) or options to pick.
  const panel = [
    ulH("div", { cls: "ul-heading", key: "title", text: item.title }),
    // One of your own mistakes says so, and which deal and move it comes from.
    item.origin ? ulH("div", { cls: "ul-origin", key: "origin", text: item.origin }) : null,
    ulH("div", { cls: "ul-question", key: "question", text: item.question }),
    ulPracticeContext(item, W, local, redraw),
  ];
  let group;
  // A trump played face down (R24) wears the one mark of every widget, explained under it.
  const down = (p) => (p.face_down ? " " + (W.face_down_mark || "") : "");
  const downNote = (item.trick || []).some((p) => p.face_down)
    ? ulH("div", { cls: "ul-muted ul-face-down-note", key: "face-down-note", text: W.face_down_note || "" }) : null;
  if (item.layout === "trick") {
    // The seat that led the trick is marked on its card, in words (not only by its place).
    const leader = (item.trick || []).length ? String(item.trick[0].seat) : null;
    const seats = (item.trick || []).map((p) => {
      const seat = String(p.seat);
      const label = ((item.choices || []).find((c) => c.value === seat) || {}).label || seat;
      const c = choice(seat);
      const led = seat === leader ? W.leader || "" : "";
      return chosen(ulH("button", { cls: "ul-seat-choice ul-team-" + p.team + (led ? " ul-leader" : "") + " " + c.cls, key: c.key,
        attrs: Object.assign({ type: "button", "data-seat": p.seat,
          "aria-label": label + down(p) + (led ? " " + led : "") + ": " + (p.card.name || "") }, c.attrs),
        on: c.on },
      ulCardH(p.card, faces, { key: "card" }),
      ulH("span", { cls: "ul-seat-label", key: "who" }, ulTeamMark(p.team) + " " + label + down(p),
        led ? [" ", ulH("span", { cls: "ul-leader-mark", key: "led", text: led })] : null)));
    });
    group = ulRingH("ring", seats, ulH("div", { cls: "ul-muted", key: "prompt" }, item.prompt, downNote), 0, "ul-practice-ring");
  } else {
    if ((item.trick || []).length) {
      panel.push(ulH("div", { cls: "ul-row ul-practice-trick", key: "trick" },
        ulH("div", { cls: "ul-label ul-trick-label", key: "trick-label", text: item.trick_label || "" }),
        item.trick.map((p, i) => ulH("div", {
        cls: "ul-trick-slot", key: "p" + i },
      ulCardH(p.card, faces, { key: "card" }),
      ulH("span", { cls: "ul-seat-label", key: "who",
        text: ulTeamMark(p.team) + " " + (p.label || p.seat) + down(p) })))));
      if (downNote) panel.push(downNote);
    }
    panel.push(ulH("div", { cls: "ul-muted", key: "prompt", text: item.prompt }));
    if (item.layout === "cards") {
      group = ulH("div", { cls: "ul-row ul-hand", key: "hand", attrs: { style: "--ul-n: " + (item.cards || []).length } }, (item.cards || []).map((card) => {
        if (!choiceValues.has(card.code)) return ulCardH(card, faces, { key: "card-" + card.code, cls: "ul-illegal" });
        const c = choice(card.code);
        return chosen(ulCardH(card, faces, { button: true, key: c.key, cls: c.cls, attrs: c.attrs, on: c.on }));
      }));
    } else {
      group = ulH("div", { cls: "ul-row ul-options", key: "options" }, (item.choices || []).map((o) => {
        const c = choice(o.value);
        return chosen(ulH("button", { cls: "ul-btn ul-option " + c.cls, key: c.key, text: o.label,
          attrs: Object.assign({ type: "button" }, c.attrs), on: c.on }));
      }));
    }
  }
  // The arrows are the choices', not JupyterLab's (its notebook moves between cells with them).
  panel.push(ulH("div", { cls: "ul-choices", key: "choices",
    attrs: { role: "group", "aria-label": item.prompt || "", "data-lm-suppress-shortcuts": "true" } }, group));

  // Roving focus among the choices: one tab stop (the choice last focused), arrows move.
  const current = Math.max(0, choices.findIndex((v) => v.props.key === local.focusKey));
  choices.forEach((v, i) => { v.props.attrs = Object.assign({}, v.props.attrs, { tabindex: i === current ? 0 : -1 }); });

  // Actions.
  const button = (cls, label, msg, extra) => ulH("button", Object.assign({ cls: "ul-btn " + cls, key: cls, text: label,
    attrs: { type: "button" }, on: { click: () => send(msg) } }, extra || {}));
  panel.push(ulH("div", { cls: "ul-row ul-actions", key: "actions" },
    fb.status === "try" ? [button("ul-again", W.try_again, { type: "again" }), button("ul-show", W.show, { type: "show" })]
      : !answered ? button("ul-check", W.check, { type: "check" }, { disabled: !picked.length }) : null,
    button("ul-next" + (answered ? " ul-on" : ""), W.next, { type: "next" },
      { key: "ul-next", attrs: { type: "button", "data-key": "next" } })));

  // Feedback: what was right, missed, wrong, and why; each rule id opens its text.
  // The feedback is said (in the learner's language) by a live region that is always there.
  const heard = fb.status ? (fb.lines || []).map((line) => line.text).concat(fb.answer_text ? [fb.answer_text] : []) : [];
  panel.push(ulH("div", { cls: "ul-sr-only ul-live", key: "live", text: heard.join(" "), attrs: { "aria-live": "polite" } }));
  if (fb.status) {
    panel.push(ulH("div", { cls: "ul-feedback ul-fb-" + fb.status, key: "feedback" },
      (fb.lines || []).map((line, i) => ulH("div", { cls: i === 0 ? "ul-fb-head" : "ul-fb-line", key: "l" + i },
        line.text, (line.rules || []).map((rule, j) => [" ", ruleSpan(rule, j)]),
        line.principle && fb.principle ? [" ", ulPrincipleLink(fb.principle, local, redraw)] : null)),
      fb.answer_text ? ulH("div", { cls: "ul-fb-answer", key: "answer", text: fb.answer_text }) : null,
      ulPracticeDetails(fb, local, redraw)));
  }
  if (local.rule) {
    const principle = local.rule.startsWith("principle:") && fb.principle ? fb.principle : null;
    panel.push(ulH("div", { cls: "ul-panel ul-rule-text", key: "rule-text",
      text: principle ? principle.title + ". " + principle.text : rules[local.rule] || "",
      attrs: { role: "note", "data-rule": local.rule } }));
  }
  out.push(ulH("div", { cls: "ul-panel ul-exercise", key: "exercise", attrs: { "data-kind": item.kind || "" } }, panel));
  out.push(ulH("div", { cls: "ul-muted ul-keys", key: "keys", text: W.keys }));
  return out;
}

// A puzzle's principle, as a link like a rule id's: it opens the principle's advice and evidence.
function ulPrincipleLink(principle, local, redraw) {
  const id = "principle:" + principle.id;
  const open = () => { local.rule = local.rule === id ? null : id; redraw(); };
  return ulH("span", { cls: "ul-rule ul-principle-link", key: "principle", text: principle.title,
    attrs: { tabindex: 0, role: "button", "data-key": "principle-" + principle.id, "data-principle": principle.id },
    on: { click: open, keydown: (ev) => {
      if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); open(); }
    } } });
}

// A puzzle's numbers (each move's expected team margin, R29), behind a "Details" toggle.
function ulPracticeDetails(fb, local, redraw) {
  if (!(fb.details || []).length) return null;
  const toggle = () => { local.details = !local.details; redraw(); };
  return ulH("div", { cls: "ul-fb-details", key: "details" },
    ulH("button", { cls: "ul-btn ul-details-toggle" + (local.details ? " ul-on" : ""), key: "toggle",
      text: fb.details_label || "Details",
      attrs: { type: "button", "aria-expanded": local.details ? "true" : "false", "data-key": "details" },
      on: { click: toggle } }),
    local.details ? fb.details.map((line, i) => ulH("div", { cls: "ul-fb-line ul-muted", key: "d" + i, text: line.text })) : null);
}

// What the asking seat knows (R31): the context sentences (the trump first), then the earlier
// tricks compactly, one row each: its label, then each card with its seat, the trumps starred
// and the winning card ringed; the row's full sentence is its hover text and accessible name.
function ulPracticeContext(item, W, local, redraw) {
  const lines = item.context || [];
  // The sentence of the trick on the table, when its cards are drawn under it (a narrow
  // widget leaves that sentence to screen readers).
  const drawn = (item.trick || []).length > 0;
  const history = item.history || [];
  if (!lines.length && !history.length) return null;
  return ulH("div", { cls: "ul-practice-context", key: "context", attrs: { "data-key": "context" } },
    lines.map((line, i) => ulH("div", { cls: "ul-context-line" + (i === 0 ? " ul-context-trump" : "") +
        (drawn && line.key === "context.current" ? " ul-context-drawn" : ""),
      key: "c" + i, text: line.text, attrs: { "data-context": line.key } })),
    // Narrow, the earlier tricks fold behind a button (shown only there), so the question,
    // the cards and the feedback stay in one view; wide, they are always shown.
    history.length ? ulH("button", { cls: "ul-btn ul-history-toggle" + (local.history ? " ul-on" : ""), key: "toggle",
      text: (W && W.history_toggle) || "",
      attrs: { type: "button", "aria-expanded": local.history ? "true" : "false", "data-key": "history-toggle" },
      on: { click: () => { local.history = !local.history; redraw(); } } }) : null,
    history.length ? ulH("div", { cls: "ul-practice-history" + (local.history ? " ul-history-open" : ""), key: "history" }, history.map((t) => ulH("div", {
      cls: "ul-history-trick" + (t.meri ? " ul-history-meri" : ""), key: "t" + t.number,
      attrs: { "data-trick": String(t.number), title: t.text, "aria-label": t.text, role: "group" } },
    ulH("span", { cls: "ul-history-label", key: "label", text: t.label }),
    t.plays.map((p, i) => ulH("span", {
      cls: "ul-history-card ul-team-" + p.team + (p.trump ? " ul-history-trump" : "") + (p.won ? " ul-history-won" : ""),
      key: "p" + i },
    ulH("span", { cls: "ul-history-seat", key: "s", text: String(p.seat) }),
    ulH("span", { cls: "ul-history-code", key: "c", text: (p.trump ? "★" : "") + p.code }))))),
    ulH("div", { cls: "ul-muted ul-history-legend", key: "legend", text: item.history_legend || "" })) : null);
}

// Draws the practice into `root` from `model` (get/send/on/off: its ``state`` and ``labels``);
// the PlayTable mounts it with `embedded` and its own card faces.
function ulPracticeMount(root, model, embedded, givenFaces) {
  const local = { rule: null, shownFor: null, focusKey: null, redraw: null };
  // A message about the exercise names the one drawn, so Python refuses it once another is shown.
  const about = new Set(["pick", "check", "again", "show", "next"]);
  const send = (msg) => ulSend(model, about.has(msg.type)
    ? Object.assign({ exercise: ((model.get("state") || {}).item || {}).id }, msg) : msg);

  function draw() {
    const had = root.contains(document.activeElement) ? document.activeElement : null;
    const s = model.get("state") || {};
    ulPatch(root, ulPracticeView(s, model.get("labels") || {}, faces, send, local, embedded));
    // The focus never drops to the page. A new exercise: its first choice (the one tab stop
    // of the choices). A node removed (or just disabled): back to the one last focused, else,
    // once answered, to Next, else to the choices.
    const item = s.item || {};
    const shown = (item.kind || "") + "|" + (item.question || "") + "|" + (item.choices || []).map((c) => c.value).join(",");
    const fresh = local.drawn !== undefined && local.drawn !== shown;
    local.drawn = shown;
    if (!had) return;
    const fb = s.feedback || {};
    const first = root.querySelector('.ul-choice[tabindex="0"]') || root.querySelector(".ul-choice");
    if (fresh && first) { local.focusKey = first.dataset.key; first.focus({ preventScroll: true }); return; }
    if (root.contains(document.activeElement) && !had.disabled) return;
    const again = local.focusKey ? root.querySelector(`[data-key="${CSS.escape(local.focusKey)}"]`) : null;
    const answered = fb.status === "right" || fb.status === "wrong";
    const to = again || (answered ? root.querySelector(".ul-next") : null) || first || root.querySelector(".ul-next");
    if (to) to.focus({ preventScroll: true });
  }
  local.redraw = draw;

  root.addEventListener("focusin", (ev) => {
    const key = ev.target && ev.target.dataset ? ev.target.dataset.key : null;
    if (key) local.focusKey = key;
  });
  root.addEventListener("keydown", (ev) => {
    const choices = Array.from(root.querySelectorAll(".ul-choice"));
    const i = choices.indexOf(document.activeElement);
    if (i >= 0 && ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(ev.key)) {
      ev.preventDefault();
      const step = ev.key === "ArrowRight" || ev.key === "ArrowDown" ? 1 : -1;
      const to = choices[(i + step + choices.length) % choices.length];
      choices.forEach((n) => { n.tabIndex = n === to ? 0 : -1; });
      local.focusKey = to.dataset.key;
      to.focus();
      return;
    }
    if (ev.key === "Enter" && (i >= 0 || document.activeElement === root)) {
      ev.preventDefault();
      const fb = (model.get("state") || {}).feedback || {};
      if (fb.status === "right" || fb.status === "wrong") send({ type: "next" });
      else if (fb.status === "try") send({ type: "again" });
      else send({ type: "check" });
    }
  });

  const faces = givenFaces || ulFaces(model, draw);
  return { draw, stop: () => { if (!givenFaces) faces.stop(); } };
}

function renderPractice({ model, el }) {
  const root = ulEl("div", "ul-widget ul-practice");
  el.appendChild(root);
  const view = ulPracticeMount(root, model, false, null);
  // JupyterLite: the progress lives in the browser's storage. Python merges; this only writes
  // Python's text where the storage still holds the text Python merged onto (stored_base),
  // else sends what it holds to be merged first; a text Python refused is set aside (.bad).
  const storageKey = (model.get("state") || {}).storage_key;
  const storage = {
    get: () => { try { return window.localStorage.getItem(storageKey) || ""; } catch (e) { return ""; } },
    set: (k, v) => { try { window.localStorage.setItem(k, v); return true; } catch (e) { return false; } },
  };
  let asked = null;  // what was last handed to Python, and on which base: never twice
  const sync = () => {
    const s = model.get("state") || {};
    const kept = storage.get();
    if (s.stored_bad && kept === s.stored_bad) {
      let aside = storageKey + ".bad";
      for (let n = 2; window.localStorage.getItem(aside) !== null; n++) aside = storageKey + ".bad-" + n;
      if (storage.set(aside, kept)) {
        window.localStorage.removeItem(storageKey);
        ulSend(model, { type: "stored", data: "", aside: kept });
      }
      return;
    }
    if (!s.stored || s.stored === kept) return;
    if (kept === (s.stored_base || "")) {
      if (storage.set(storageKey, s.stored)) ulSend(model, { type: "stored", data: s.stored, wrote: true });
    } else if (asked !== kept + "\u0000" + s.stored_base) {
      asked = kept + "\u0000" + s.stored_base;
      ulSend(model, { type: "stored", data: kept });
    }
  };
  if (storageKey) ulSend(model, { type: "stored", data: storage.get() });
  model.on("change:state", () => {
    if (storageKey) { try { sync(); } catch (e) { /* storage off */ } }
    view.draw();
  });
  model.on("change:labels", view.draw);
  view.draw();
  return view.stop;
}
