// PlayTable front end: draws what seat 0 knows and sends clicks; Python decides legality.
// Computer seats move when Python is asked with a "tick" after the configured delay.
function render({ model, el }) {
  const root = ulEl("div", "ul-widget ul-play-table");
  el.appendChild(root);
  let timer = null;
  const send = (msg) => ulSend(model, msg);

  function drawTrick(box, t, title) {
    box.replaceChildren();
    delete box.dataset.trick;
    if (!t) { box.appendChild(ulEl("div", "ul-muted", title + ": none yet.")); return; }
    box.dataset.trick = t.number;
    box.appendChild(ulEl("div", "ul-heading",
      `${title}: trick ${t.number}` + (t.meri ? " — Meri (R20)" : "") + `, led by seat ${t.leader}`));
    const row = ulEl("div", "ul-row ul-plays");
    for (const p of t.plays) {
      const slot = ulEl("div", "ul-play");
      const card = ulCard(p.card, faces);
      if (t.complete && p.seat === t.winner) card.classList.add("ul-winner");
      slot.append(card, ulEl("div", "ul-muted", p.seat === 0 ? "you" : `seat ${p.seat}`));
      row.appendChild(slot);
    }
    box.appendChild(row);
    if (t.explain) box.appendChild(ulEl("div", "ul-explain ul-trick-result", t.explain));
  }

  function draw() {
    const s = model.get("state");
    root.replaceChildren();
    const head = ulEl("div", "ul-row ul-head");
    head.append(
      ulEl("span", "ul-heading", `Deal ${s.deal_number} of ${s.deals}`),
      ulEl("span", "ul-muted", `Trump: ${s.trump} · dealer: seat ${s.dealer} · indicator:`),
      ulCard(s.indicator, faces),
      ulEl("span", "ul-muted", s.recipient === null ? "" : `taken by seat ${s.recipient}`),
    );
    if (s.side.discard || s.side.stock.length) {
      head.appendChild(ulEl("span", "ul-muted", "· discard / stock:"));
      if (s.side.discard) head.appendChild(ulCard(s.side.discard, faces));
      for (const c of s.side.stock) head.appendChild(ulCard(c, faces));
    }
    root.appendChild(head);

    const seats = ulEl("div", "ul-row ul-seats");
    for (let seat = 1; seat < 8; seat++) {
      const tag = ulEl("span", "ul-seat-tag" + (seat % 2 ? " ul-opp" : " ul-partner") +
        (seat === s.to_move ? " ul-to-move" : ""), `seat ${seat} ${seat % 2 ? "opponent" : "partner"}: ${s.hand_sizes[seat]}`);
      seats.appendChild(tag);
    }
    root.appendChild(seats);

    const grid = ulEl("div", "ul-table-grid");
    const left = ulEl("div");
    const right = ulEl("div");
    grid.append(left, right);
    const you = ulEl("div", "ul-you");  // the hand, full width: room for 10 cards
    root.append(grid, you);

    const trickBox = ulEl("div", "ul-panel ul-trick");
    drawTrick(trickBox, s.trick, s.trick && s.trick.complete ? "Last trick" : "On the table");
    left.appendChild(trickBox);

    if ((s.declaration || []).length && s.phase === "declare") {
      left.appendChild(ulEl("div", "ul-muted ul-declaration",
        "Declaration (R11): " + s.declaration.map((x) => `${x.seat === 0 ? "you" : "seat " + x.seat} ${x.said === "declare" ? "declare" : "pass"}`).join(" · ")));
    }
    const status = ulEl("div", "ul-status" + (s.your_turn ? " ul-to-move" : ""), s.status);
    left.appendChild(status);
    for (const line of s.replaced || []) left.appendChild(ulEl("div", "ul-refusal ul-replaced", line));
    if (s.prompt) left.appendChild(ulEl("div", "ul-muted ul-prompt", s.prompt));
    if (s.message && s.message_kind !== "error") left.appendChild(ulEl("div", "ul-message" + (s.message_kind === "refusal" ? " ul-refusal" : ""), s.message));

    const hand = ulEl("div", "ul-row ul-hand");
    for (const c of s.hand) {
      const card = ulCard(c, faces, { button: true });
      if (s.your_turn && s.ask !== "declare") card.classList.add(c.legal ? "ul-legal" : "ul-illegal");
      card.addEventListener("click", () => send({ type: "play", card: c.code }));
      hand.appendChild(card);
    }
    you.appendChild(ulEl("div", "ul-muted ul-hand-label", "Your hand (seat 0):"));
    you.appendChild(hand);

    const actions = ulEl("div", "ul-row ul-actions");
    if (s.ask === "declare") {
      actions.append(
        ulButton("Declare", () => send({ type: "declare" }), "ul-declare"),
        ulButton("Pass", () => send({ type: "pass" }), "ul-pass"),
      );
    }
    const hintBtn = ulButton("Hint", () => { hintBtn.disabled = true; hintBtn.textContent = "Thinking…"; send({ type: "hint" }); }, "ul-hint");
    hintBtn.disabled = !s.your_turn;
    actions.appendChild(hintBtn);
    if (s.deal_over && !s.match_over) actions.appendChild(ulButton("Next deal", () => send({ type: "next_deal" }), "ul-next-deal"));
    actions.appendChild(ulButton(s.match_over ? "New match" : "Restart match", () => send({ type: "restart" }), "ul-restart"));
    you.appendChild(actions);
    if (s.hint) you.appendChild(ulEl("div", "ul-panel ul-hint-text", s.hint));
    if (s.outcome) you.appendChild(ulEl("div", "ul-panel ul-outcome", s.outcome));

    const board = ulEl("div", "ul-panel ul-scoreboard");
    board.appendChild(ulEl("div", "ul-heading", "Scoreboard (R29, R30)"));
    const tbl = ulEl("table");
    const hr = ulEl("tr");
    for (const h of ["deal", "you: 0/2/4/6", "1/3/5/7"]) hr.appendChild(ulEl("th", null, h));
    tbl.appendChild(hr);
    s.results.forEach((r, i) => {
      const tr = ulEl("tr");
      for (const v of [i + 1, r[0], r[1]]) tr.appendChild(ulEl("td", null, v));
      tbl.appendChild(tr);
    });
    if (!s.deal_over) {
      const tr = ulEl("tr", "ul-current");
      for (const v of [`${s.deal_number} (now)`, s.score[0], s.score[1]]) tr.appendChild(ulEl("td", null, v));
      tbl.appendChild(tr);
    }
    const tot = ulEl("tr", "ul-total");
    for (const v of ["total", s.totals[0], s.totals[1]]) tot.appendChild(ulEl("td", null, v));
    tbl.appendChild(tot);
    board.appendChild(tbl);
    right.appendChild(board);
    if (s.last && s.trick && !s.trick.complete) {
      const lastBox = ulEl("div", "ul-panel ul-last");
      drawTrick(lastBox, s.last, "Last trick");
      right.appendChild(lastBox);
    }

    if (timer) { clearTimeout(timer); timer = null; }
    if (s.pending) {
      const at = s.at;
      timer = setTimeout(() => { timer = null; send({ type: "tick", at }); }, s.delay_ms);
    }
  }
  const faces = ulFaces(model, draw);
  model.on("change:state", draw);
  draw();
  return () => { faces.stop(); if (timer) clearTimeout(timer); };
}

export default { render };
