// DealStepper front end: draws the position Python computed and forwards the learner's
// navigation, seat choice and notes. Legality and reasons all come from Python.
function render({ model, el }) {
  const root = ulEl("div", "ul-widget ul-deal-stepper");
  root.tabIndex = 0;
  el.appendChild(root);

  const nav = ulEl("div", "ul-row ul-nav");
  const jumps = ulEl("div", "ul-row ul-jumps");
  const options = ulEl("div", "ul-row ul-options");
  const info = ulEl("div", "ul-muted ul-info");
  const grid = ulEl("div", "ul-stepper-grid");
  const tableBox = ulEl("div", "ul-table");
  const side = ulEl("div", "ul-side");
  grid.append(tableBox, side);
  root.append(nav, jumps, options, info, grid);

  const send = (msg) => ulSend(model, msg);
  root.addEventListener("keydown", (ev) => {
    if (ev.target && ev.target.tagName === "TEXTAREA") return;
    const keys = { ArrowRight: ["step", 1], ArrowLeft: ["step", -1] };
    if (ev.key in keys) { send({ type: "step", by: keys[ev.key][1] }); ev.preventDefault(); }
    else if (ev.key === "Home") { send({ type: "start" }); ev.preventDefault(); }
    else if (ev.key === "End") { send({ type: "end" }); ev.preventDefault(); }
  });

  function drawHand(h, s) {
    const box = ulEl("div", "ul-hand ul-hand-" + h.seat);
    const who = `Seat ${h.seat}` + (h.seat === s.dealer ? " (dealer)" : "") +
      (h.seat === s.recipient ? " (took the indicator)" : "") + (h.seat === s.to_move ? " ◀ to move" : "");
    const label = ulEl("div", "ul-hand-label" + (h.seat === s.to_move ? " ul-to-move" : ""), who);
    box.appendChild(label);
    const row = ulEl("div", "ul-row");
    const d = s.decision || {};
    if (h.open) {
      for (const c of h.cards) {
        const card = ulCard(c, faces);
        if (h.seat === d.seat && (d.legal || []).length) {
          card.classList.add((d.legal || []).includes(c.code) ? "ul-legal" : "ul-illegal");
        }
        if (h.seat === d.seat && d.recorded === c.code) card.classList.add("ul-chosen");
        row.appendChild(card);
      }
    } else {
      row.appendChild(ulEl("span", "ul-muted", `${h.count} cards, not seen (R31)`));
    }
    box.appendChild(row);
    return box;
  }

  function draw() {
    const s = model.get("state");
    const d = s.decision || {};
    nav.replaceChildren(
      ulButton("« Start", () => send({ type: "start" }), "ul-start"),
      ulButton("◀ Back", () => send({ type: "step", by: -1 }), "ul-back-btn"),
      ulEl("span", "ul-position", `${s.seat === "open" ? "move" : "step"} ${s.step} / ${s.steps}`),
      ulButton("Forward ▶", () => send({ type: "step", by: 1 }), "ul-forward"),
      ulButton("End »", () => send({ type: "end" }), "ul-end"),
    );
    nav.querySelector(".ul-start").disabled = s.step === 0;
    nav.querySelector(".ul-back-btn").disabled = s.step === 0;
    nav.querySelector(".ul-forward").disabled = s.step >= s.steps;
    nav.querySelector(".ul-end").disabled = s.step >= s.steps;

    jumps.replaceChildren(ulEl("span", "ul-label", "Trick:"));
    for (const n of s.trick_starts || []) {
      const cur = s.trick && s.trick.number === n;
      const b = ulButton(String(n), () => send({ type: "trick", number: n }), "ul-jump" + (cur ? " ul-on" : ""));
      b.dataset.trick = n;
      jumps.appendChild(b);
    }

    options.replaceChildren(ulEl("span", "ul-label", "View:"));
    const seatSel = ulEl("select", "ul-seat");
    for (const v of ["open", "0", "1", "2", "3", "4", "5", "6", "7"]) {
      const o = ulEl("option", null, v === "open" ? "open table" : `seat ${v}`);
      o.value = v;
      if (v === s.seat) o.selected = true;
      seatSel.appendChild(o);
    }
    seatSel.addEventListener("change", () => send({ type: "seat", seat: seatSel.value }));
    options.appendChild(seatSel);
    const lab = ulEl("label", "ul-show-all");
    const chk = ulEl("input");
    chk.type = "checkbox";
    chk.checked = s.show_all;
    chk.disabled = s.seat !== "open";
    chk.addEventListener("change", () => send({ type: "show_all", value: chk.checked }));
    lab.append(chk, document.createTextNode(" show face-down trumps (teaching)"));
    options.appendChild(lab);

    info.textContent = `Trump: ${s.trump} · dealer: seat ${s.dealer} · indicator: ${s.indicator.code}` +
      (s.recipient !== null ? ` · taken by seat ${s.recipient}` : "") +
      (s.robai ? ` · native Robai: ${s.robai}` : "");

    // Left: hands and the trick.
    tableBox.replaceChildren();
    const trickBox = ulEl("div", "ul-panel ul-trick");
    if (s.trick) {
      const t = s.trick;
      trickBox.appendChild(ulEl("div", "ul-heading",
        `Trick ${t.number}` + (t.meri ? " — Meri (led with a trump, R20)" : "") + `, led by seat ${t.leader}`));
      const row = ulEl("div", "ul-row ul-plays");
      for (const p of t.plays) {
        const slot = ulEl("div", "ul-play");
        const card = ulCard(p.card, faces);
        if (t.complete && p.seat === t.winner) card.classList.add("ul-winner");
        slot.append(card, ulEl("div", "ul-muted", `seat ${p.seat}` + (p.face_down ? " ↓" : "")));
        row.appendChild(slot);
      }
      trickBox.appendChild(row);
      if (t.hidden_note) trickBox.appendChild(ulEl("div", "ul-muted", t.hidden_note));
      if (t.explain) trickBox.appendChild(ulEl("div", "ul-explain ul-trick-result", t.explain));
    } else {
      trickBox.appendChild(ulEl("div", "ul-muted", "No card played yet."));
    }
    tableBox.appendChild(trickBox);
    const sideRow = ulEl("div", "ul-row ul-side-cards");
    sideRow.appendChild(ulEl("span", "ul-muted", "Indicator:"));
    sideRow.appendChild(ulCard(s.indicator, faces));
    if (s.side.discard || s.side.stock.length) {
      sideRow.appendChild(ulEl("span", "ul-muted", "Discard / stock:"));
      if (s.side.discard) sideRow.appendChild(ulCard(s.side.discard, faces));
      for (const c of s.side.stock) sideRow.appendChild(ulCard(c, faces));
    }
    sideRow.appendChild(ulEl("span", "ul-muted", s.side.text));
    tableBox.appendChild(sideRow);
    const hands = ulEl("div", "ul-hands");
    for (const h of s.hands) hands.appendChild(drawHand(h, s));
    tableBox.appendChild(hands);

    // Right: the decision, the note, the score and the combination.
    side.replaceChildren();
    const dec = ulEl("div", "ul-panel ul-decision");
    if (s.refused) dec.appendChild(ulEl("div", "ul-refusal ul-refused", s.refused));
    if ((s.declaration || []).length) {
      dec.appendChild(ulEl("div", "ul-declaration",
        "Declaration: " + s.declaration.map((x) => `seat ${x.seat} ${x.said === "declare" ? "declares" : "passes"}`).join(" · ")));
    }
    dec.appendChild(ulEl("div", "ul-heading ul-decision-text", d.text || ""));
    if (d.reason) dec.appendChild(ulEl("div", "ul-explain ul-legal-reason", d.reason));
    if ((d.legal || []).length) {
      dec.appendChild(ulEl("div", "ul-legal-list", "Legal: " + d.legal.join(" ")));
    }
    if (d.recorded) dec.appendChild(ulEl("div", "ul-recorded", `Recorded move: ${d.recorded}`));
    if ((d.refusals || []).length) {
      const ul = ulEl("ul", "ul-refusals");
      for (const r of d.refusals) {
        const li = ulEl("li", "ul-refusal", `${r.card}: ${r.reason}`);
        li.dataset.card = r.card;
        ul.appendChild(li);
      }
      dec.appendChild(ulEl("div", "ul-muted", "Why not the other cards:"));
      dec.appendChild(ul);
    }
    side.appendChild(dec);

    const notes = ulEl("div", "ul-panel ul-notes");
    if (s.last && s.last.note) {
      notes.appendChild(ulEl("div", "ul-muted", `Note on the last move (${s.last.move}):`));
      notes.appendChild(ulEl("div", "ul-note-last", s.last.note));
    }
    if (d.recorded) {
      notes.appendChild(ulEl("div", "ul-muted", `Your note on move ${d.number} (${d.recorded}):`));
      const area = ulEl("textarea", "ul-note");
      area.rows = 2;
      area.value = d.note || "";
      notes.appendChild(area);
      notes.appendChild(ulButton("Save note", () => send({ type: "note", text: area.value }), "ul-save-note"));
    }
    side.appendChild(notes);

    const score = ulEl("div", "ul-panel ul-score");
    score.appendChild(ulEl("div", "ul-heading",
      `Score: team 0/2/4/6 ${s.score[0]} · team 1/3/5/7 ${s.score[1]}`));
    if (s.tricks.length) {
      score.appendChild(ulEl("div", "ul-muted", s.tricks.map(
        (t) => `T${t.number}: seat ${t.winner} (${t.points[0] >= 0 ? "+" : ""}${t.points[0]}/${t.points[1] >= 0 ? "+" : ""}${t.points[1]})`
      ).join(" · ")));
    }
    side.appendChild(score);
    const combo = ulEl("div", "ul-panel ul-combo");
    ulDrawCombo(combo, s.combo, faces);
    side.appendChild(combo);
  }
  const faces = ulFaces(model, draw);
  model.on("change:state", draw);
  draw();
  return () => faces.stop();
}

export default { render };
