// Practice front end: draws the exercise Python sent and forwards picks; Python judges.
// Keyboard: the arrows move between the choices, Space picks, Enter checks (then: next).
// ``ulPracticeMount`` draws into ``root`` from ``model`` (get/send/on/off); the PlayTable
// mounts it with ``embedded`` (no kinds, level or language row: the table has its own) and
// its own card faces.
function ulPracticeMount(root, model, embedded, givenFaces) {
  let focusKey = null;
  let ruleShown = null;
  let shownFor = null;  // the question the rule panel was opened on

  function send(msg) { ulSend(model, msg); }

  function ruleSpan(rule, W) {
    const r = ulEl("span", "ul-rule", rule);
    r.tabIndex = 0;
    r.setAttribute("role", "button");
    r.title = (model.get("rules_text") || {})[rule] || "";
    const open = () => { ruleShown = ruleShown === rule ? null : rule; draw(); };
    r.addEventListener("click", open);
    r.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); open(); }
    });
    r.dataset.key = "rule-" + rule;
    return r;
  }

  function choiceButton(node, value, picked, fb) {
    node.classList.add("ul-choice");
    node.dataset.choice = value;
    node.dataset.key = "choice-" + value;
    node.setAttribute("aria-pressed", picked ? "true" : "false");
    if (picked) node.classList.add("ul-selected");
    if (fb && fb.answer && fb.answer.includes(value)) node.classList.add("ul-right");
    if (fb && fb.wrong && fb.wrong.includes(value)) node.classList.add("ul-wrong");
    if (fb && fb.missed && fb.missed.includes(value)) node.classList.add("ul-missed");
    node.addEventListener("click", () => send({ type: "pick", choice: value }));
    return node;
  }

  function draw() {
    const W = model.get("words") || {};
    const item = model.get("item") || {};
    const picked = model.get("picked") || [];
    const fb = model.get("feedback") || {};
    const answered = fb.status === "right" || fb.status === "wrong";
    const choiceValues = new Set((item.choices || []).map((c) => c.value));
    if (shownFor !== item.question) { ruleShown = null; shownFor = item.question; }
    root.replaceChildren();

    // Kinds, level, language (a practice inside another widget has its own).
    if (embedded) { drawExercise(W, item, picked, fb, answered, choiceValues); return; }
    const top = ulEl("div", "ul-row ul-practice-top");
    top.appendChild(ulEl("span", "ul-label", W.kinds));
    for (const k of model.get("menu") || []) {
      const b = ulButton(k.label, () => send({ type: "kind", kind: k.kind }), "ul-kind" + (k.on ? " ul-on" : ""));
      b.setAttribute("aria-pressed", k.on ? "true" : "false");
      b.dataset.kind = k.kind;
      b.dataset.key = "kind-" + k.kind;
      top.appendChild(b);
    }
    const lvl = ulEl("span", "ul-level");
    lvl.appendChild(ulEl("span", "ul-label", W.level));
    for (const n of [1, 2, 3]) {
      const b = ulButton(String(n), () => send({ type: "level", level: n }), "ul-level-btn" + (model.get("level") === n ? " ul-on" : ""));
      b.dataset.key = "level-" + n;
      b.dataset.level = String(n);
      lvl.appendChild(b);
    }
    top.appendChild(lvl);
    const sel = ulEl("select", "ul-lang-select");
    sel.setAttribute("aria-label", "language");
    for (const [code, name] of model.get("languages") || []) {
      const o = ulEl("option", null, name);
      o.value = code;
      if (code === model.get("lang_code")) o.selected = true;
      sel.appendChild(o);
    }
    sel.addEventListener("change", (ev) => send({ type: "lang", lang: ev.target.value }));
    top.appendChild(sel);
    root.appendChild(top);

    // The compact progress row: one small bar per rule (right of seen), and its box.
    const bar = ulEl("div", "ul-progress-row");
    for (const r of model.get("bar") || []) {
      const cell = ulEl("span", "ul-progress-cell ul-box-" + r.box);
      cell.dataset.rule = r.rule;
      cell.title = (W.bar || "").replace("{rule}", r.rule).replace("{right}", r.right).replace("{seen}", r.seen).replace("{box}", r.box);
      cell.appendChild(ulEl("span", "ul-progress-rule", r.rule));
      const meter = ulEl("span", "ul-meter");
      const fill = ulEl("span", "ul-meter-fill");
      fill.style.width = (r.seen ? Math.round((100 * r.right) / r.seen) : 0) + "%";
      meter.appendChild(fill);
      cell.appendChild(meter);
      cell.appendChild(ulEl("span", "ul-progress-nums", r.right + "/" + r.seen));
      bar.appendChild(cell);
    }
    root.appendChild(bar);
    drawExercise(W, item, picked, fb, answered, choiceValues);
  }

  function drawExercise(W, item, picked, fb, answered, choiceValues) {
    if (model.get("notice")) root.appendChild(ulEl("div", "ul-panel ul-refusal ul-notice", model.get("notice")));

    // The exercise.
    const panel = ulEl("div", "ul-panel ul-exercise");
    panel.dataset.kind = item.kind || "";
    panel.appendChild(ulEl("div", "ul-heading", item.title));
    panel.appendChild(ulEl("div", "ul-question", item.question));
    const group = ulEl("div", "ul-choices");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", item.prompt || "");
    if (item.layout === "trick") {
      // The finished trick round the table; each seat is a choice (R4: clockwise).
      const ring = ulEl("div", "ul-ring ul-practice-ring");
      for (const p of item.trick || []) {
        const seat = String(p.seat);
        const b = ulEl("button", "ul-seat-choice ul-team-" + p.team);
        b.type = "button";
        b.style.gridArea = ulPlace(p.seat, 0);
        b.appendChild(ulCard(p.card, faces));
        const label = (item.choices.find((c) => c.value === seat) || {}).label || seat;
        b.appendChild(ulEl("span", "ul-seat-label", ulTeamMark(p.team) + " " + label + (p.face_down ? " ▾" : "")));
        b.setAttribute("aria-label", label + " " + (p.card.code || ""));
        ring.appendChild(choiceButton(b, seat, picked.includes(seat), fb));
      }
      const mid = ulEl("div", "ul-middle");
      mid.style.gridArea = "mid";
      mid.appendChild(ulEl("div", "ul-muted", item.prompt));
      ring.appendChild(mid);
      group.appendChild(ring);
    } else {
      if ((item.trick || []).length) {
        panel.appendChild(ulEl("div", "ul-label ul-trick-label", item.trick_label || ""));
        const row = ulEl("div", "ul-row ul-practice-trick");
        for (const p of item.trick) {
          const slot = ulEl("div", "ul-trick-slot");
          slot.appendChild(ulCard(p.card, faces));
          slot.appendChild(ulEl("span", "ul-seat-label", ulTeamMark(p.team) + " " + (p.label || p.seat) + (p.face_down ? " ▾" : "")));
          row.appendChild(slot);
        }
        panel.appendChild(row);
      }
      panel.appendChild(ulEl("div", "ul-muted", item.prompt));
      if (item.layout === "cards") {
        const row = ulEl("div", "ul-row ul-hand");
        for (const c of item.cards || []) {
          if (choiceValues.has(c.code)) {
            const node = ulCard(c, faces, { button: true });
            row.appendChild(choiceButton(node, c.code, picked.includes(c.code), fb));
          } else {
            const node = ulCard(c, faces);
            node.classList.add("ul-illegal");
            row.appendChild(node);
          }
        }
        group.appendChild(row);
      } else {
        const row = ulEl("div", "ul-row ul-options");
        for (const c of item.choices || []) {
          const b = ulButton(c.label, () => {}, "ul-option");
          row.appendChild(choiceButton(b, c.value, picked.includes(c.value), fb));
        }
        group.appendChild(row);
      }
    }
    panel.appendChild(group);

    // Actions.
    const actions = ulEl("div", "ul-row ul-actions");
    if (fb.status === "try") {
      actions.appendChild(ulButton(W.try_again, () => send({ type: "again" }), "ul-again"));
      actions.appendChild(ulButton(W.show, () => send({ type: "show" }), "ul-show"));
    } else if (!answered) {
      const check = ulButton(W.check, () => send({ type: "check" }), "ul-check");
      check.disabled = !picked.length;
      actions.appendChild(check);
    }
    const next = ulButton(W.next, () => send({ type: "next" }), "ul-next" + (answered ? " ul-on" : ""));
    next.dataset.key = "next";
    actions.appendChild(next);
    panel.appendChild(actions);

    // Feedback: what was right, missed, wrong, and why; each rule id opens its text.
    if (fb.status) {
      const box = ulEl("div", "ul-feedback ul-fb-" + fb.status);
      box.setAttribute("role", "status");
      fb.lines.forEach((line, i) => {
        const p = ulEl("div", i === 0 ? "ul-fb-head" : "ul-fb-line", line.text);
        for (const rule of line.rules || []) { p.appendChild(document.createTextNode(" ")); p.appendChild(ruleSpan(rule, W)); }
        box.appendChild(p);
      });
      if (fb.answer_text) box.appendChild(ulEl("div", "ul-fb-answer", fb.answer_text));
      panel.appendChild(box);
    }
    if (ruleShown) {
      const rt = ulEl("div", "ul-panel ul-rule-text", (model.get("rules_text") || {})[ruleShown] || "");
      rt.setAttribute("role", "note");
      rt.dataset.rule = ruleShown;
      panel.appendChild(rt);
    }
    root.appendChild(panel);
    root.appendChild(ulEl("div", "ul-muted ul-keys", W.keys));

    // Roving focus among the choices: one tab stop, arrows move.
    const choices = Array.from(root.querySelectorAll(".ul-choice"));
    let current = choices.findIndex((n) => n.dataset.key === focusKey);
    choices.forEach((n, i) => { n.tabIndex = i === (current < 0 ? 0 : current) ? 0 : -1; });
    if (focusKey) {
      const again = root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus({ preventScroll: true });
      else if (answered) next.focus({ preventScroll: true });
    }
  }

  root.addEventListener("focusin", (ev) => {
    const key = ev.target && ev.target.dataset ? ev.target.dataset.key : null;
    if (key) focusKey = key;
  });
  root.addEventListener("keydown", (ev) => {
    const choices = Array.from(root.querySelectorAll(".ul-choice"));
    const i = choices.indexOf(document.activeElement);
    if (i >= 0 && ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(ev.key)) {
      ev.preventDefault();
      const step = ev.key === "ArrowRight" || ev.key === "ArrowDown" ? 1 : -1;
      const to = choices[(i + step + choices.length) % choices.length];
      choices.forEach((n) => { n.tabIndex = n === to ? 0 : -1; });
      focusKey = to.dataset.key;
      to.focus();
      return;
    }
    if (ev.key === "Enter" && (i >= 0 || document.activeElement === root)) {
      ev.preventDefault();
      const fb = model.get("feedback") || {};
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
  const send = (msg) => ulSend(model, msg);
  // JupyterLite: the progress lives in the browser's storage, read once and written on change.
  const storageKey = model.get("storage_key");
  if (storageKey) {
    let kept = "";
    try { kept = window.localStorage.getItem(storageKey) || ""; } catch (e) { kept = ""; }
    send({ type: "stored", data: kept });
    model.on("change:stored", () => {
      try { window.localStorage.setItem(storageKey, model.get("stored")); } catch (e) { /* storage off */ }
    });
  }

  for (const name of ["words", "menu", "level", "item", "picked", "feedback", "bar", "notice", "lang_code"]) {
    model.on("change:" + name, view.draw);
  }
  view.draw();
  return view.stop;
}
