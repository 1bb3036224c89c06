// RankExplorer front end: draws the state Python sent (its orders and verdict) with the
// labels of its language, and forwards clicks. Keyboard: Tab to a card or a menu button,
// Enter or Space to choose it; the focus stays on it after the redraw.
function render({ model, el }) {
  const root = ulEl("div", "ul-widget ul-rank-explorer");
  el.appendChild(root);
  const suitsRow = ulEl("div", "ul-row");
  const ordersBox = ulEl("div", "ul-orders");
  const ledRow = ulEl("div", "ul-row");
  const hover = ulEl("div", "ul-hover ul-muted", model.get("labels").hover || "");
  const verdict = ulEl("div", "ul-panel ul-verdict");
  // The led suit and the verdict stay together, right under the row of the card clicked last
  // (under the trump order before any click), so the answer is next to the cards clicked.
  const judge = ulEl("div", "ul-judge");
  judge.append(ledRow, verdict);
  root.append(suitsRow, hover, ordersBox);

  // The caption of the card hovered or focused: right under that card's row (before any,
  // under the trump menu with the hint).
  const caption = (c, row) => {
    hover.textContent = c.hover;
    if (hover.previousElementSibling !== row) row.after(hover);
  };
  // Every control has a data-key: after a redraw the focus goes back to the one that had it,
  // so a key pressed on a card or a menu button never drops the focus to the page.
  const keyed = (node, key) => { node.dataset.key = key; return node; };

  function draw() {
    const had = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    const S = model.get("state");
    const W = model.get("labels");
    const { trump, selected, led } = S;
    suitsRow.replaceChildren(ulEl("span", "ul-label", W.trump_suit));
    ledRow.replaceChildren(ulEl("span", "ul-label", W.led_suit));
    for (const s of S.suits) {
      const t = ulButton(`${s.title} ${s.katakana}`, () => ulSend(model, { type: "trump", suit: s.letter }),
        "ul-trump-choice" + (s.letter === trump ? " ul-on" : ""));
      t.dataset.suit = s.letter;
      suitsRow.appendChild(keyed(t, "trump-" + s.letter));
      const l = ulButton(s.title, () => ulSend(model, { type: "led", suit: s.letter }),
        "ul-led-choice" + (s.letter === led ? " ul-on" : ""));
      l.dataset.suit = s.letter;
      ledRow.appendChild(keyed(l, "led-" + s.letter));
    }
    ledRow.appendChild(keyed(ulButton(W.clear, () => ulSend(model, { type: "clear" }), "ul-clear"), "clear"));
    const shown = hover.parentNode === ordersBox ? hover.dataset.code : null;  // a card's caption
    ordersBox.replaceChildren();
    root.insertBefore(hover, ordersBox);
    const last = selected[selected.length - 1];
    let placed = false;
    let placeCaption = null;
    for (const order of S.orders) {
      ordersBox.appendChild(ulEl("div", "ul-heading", order.heading));
      const row = ulEl("div", "ul-row ul-order ul-order-" + order.kind);
      row.dataset.suit = order.suit;
      for (const c of order.cards) {
        const card = keyed(ulCard(c, faces, { button: true }), "card-" + c.code);
        if (selected.includes(c.code)) card.classList.add("ul-selected");
        card.addEventListener("click", () => ulSend(model, { type: "card", card: c.code }));
        const show = () => { hover.dataset.code = c.code; caption(c, row); };
        card.addEventListener("mouseenter", show);
        card.addEventListener("focus", show);
        row.appendChild(card);
        if (shown === c.code) placeCaption = () => caption(c, row);
      }
      ordersBox.appendChild(row);
      if (!placed && (last ? order.cards.some((c) => c.code === last) : true)) {
        ordersBox.appendChild(judge);
        placed = true;
      }
    }
    if (!placed) ordersBox.appendChild(judge);
    const v = S.verdict;
    verdict.replaceChildren(ulEl("div", "ul-explain", v.text || ""));
    if (selected.length) verdict.appendChild(ulEl("div", "ul-muted", W.selected.replace("{cards}", selected.join(" / "))));
    if (v.refused) verdict.appendChild(ulEl("div", "ul-refusal ul-refused", v.refused));
    if (placeCaption) placeCaption();
    else { hover.textContent = W.hover || ""; delete hover.dataset.code; }
    const again = had ? root.querySelector(`[data-key="${CSS.escape(had)}"]`) : null;
    if (again && document.activeElement !== again) again.focus({ preventScroll: true });
  }
  const faces = ulFaces(model, draw);
  model.on("change:state", draw);
  model.on("change:labels", draw);
  draw();
  return () => faces.stop();
}

export default { render };
