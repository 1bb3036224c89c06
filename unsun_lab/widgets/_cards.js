// Shared drawing helpers, placed before each widget's module (see _common.bundle).
// They only draw what Python sent: no rule of the game is decided here.

const UL_SUIT_MARK = { P: "パ", I: "イ", K: "コ", O: "オ", G: "グ" };

function ulEl(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// A card face (or back) as a small HTML element; `c` is a payload from card_payload().
function ulCard(c, opts = {}) {
  const node = ulEl(opts.button ? "button" : "div", "ul-card");
  if (!c || c.back || !c.code) {
    node.classList.add("ul-back");
    node.title = (c && c.name) || "face-down card";
    node.appendChild(ulEl("span", "ul-back-mark", "✦"));
    return node;
  }
  node.classList.add("ul-suit-" + c.suit);
  if (c.trump) node.classList.add("ul-trump");
  node.dataset.code = c.code;
  node.title = c.hover || c.name;
  node.appendChild(ulEl("span", "ul-rank", c.rank));
  node.appendChild(ulEl("span", "ul-suit", UL_SUIT_MARK[c.suit] || c.suit));
  node.appendChild(ulEl("span", "ul-code", c.code));
  for (const m of c.marks || []) {
    node.appendChild(ulEl("span", "ul-mark", m));
    node.classList.add("ul-marked");
  }
  return node;
}

function ulButton(label, onClick, cls) {
  const b = ulEl("button", "ul-btn" + (cls ? " " + cls : ""), label);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

function ulSend(model, msg) {
  model.send(msg);
}

// The combination panel (ComboExplainer, also drawn inside the DealStepper).
function ulDrawCombo(box, s) {
  box.replaceChildren();
  if (!s || !s.title) {
    box.appendChild(ulEl("div", "ul-muted", "No finished trick yet."));
    return;
  }
  box.appendChild(ulEl("div", "ul-combo-title", s.title));
  const pair = ulEl("div", "ul-combo-cards");
  const slot = (label, card) => {
    const w = ulEl("div", "ul-combo-slot");
    w.appendChild(ulEl("div", "ul-muted", label));
    w.appendChild(card ? ulCard(card) : ulEl("div", "ul-card ul-empty", "—"));
    return w;
  };
  pair.appendChild(slot("W: winning trump", s.w));
  pair.appendChild(slot("O: other team's best trump", s.o));
  if (s.w || s.o) box.appendChild(pair);  // no trump won: nothing to compare (R27)
  if (s.pairs && s.pairs.length) {
    const list = ulEl("div", "ul-combo-pairs");
    for (const p of s.pairs) {
      const item = ulEl("span", "ul-pair" + (p.lit ? " ul-lit" : ""), p.label);
      item.dataset.pair = p.name;
      list.appendChild(item);
    }
    box.appendChild(list);
  }
  const why = ulEl("div", "ul-combo-why" + (s.points ? " ul-made" : ""), s.text);
  box.appendChild(why);
}
