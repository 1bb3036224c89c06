// Shared drawing helpers, placed before each widget's module (see _common.bundle).
// They only draw what Python sent: no rule of the game is decided here.

const UL_SUIT_MARK = { P: "パ", I: "イ", K: "コ", O: "オ", G: "グ" };

function ulEl(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// Card faces: SVG strings made by our Python (unsun_lab.display), each sent once per widget in
// a custom message {type: "faces"}. A view asks for the faces sent before it started.
function ulFaces(model, redraw) {
  const faces = new Map();
  let missed = false;
  const onMsg = (msg) => {
    if (!msg || msg.type !== "faces") return;
    // A face sent again (the widget's language changed: its bands' words) is drawn again.
    let changed = false;
    for (const [key, svg] of Object.entries(msg.faces)) {
      if (faces.has(key) && faces.get(key) !== svg) changed = true;
      faces.set(key, svg);
    }
    if (missed || changed) { missed = false; redraw(); }
  };
  model.on("msg:custom", onMsg);
  model.send({ type: "faces?" });
  return {
    get(key) {
      const svg = faces.get(key);
      if (svg === undefined) missed = true;
      return svg;
    },
    stop() { model.off("msg:custom", onMsg); },
  };
}

// A card (or a face-down trump's back); `c` is a payload from card_payload()/back_payload().
// Its face is placed as our own trusted SVG; states (legal, selected…) are classes around it.
// Until the face has arrived, a plain chip with the code stands in.
function ulCard(c, faces, opts = {}) {
  const node = ulEl(opts.button ? "button" : "div", "ul-card");
  if (opts.button) node.type = "button";
  const svg = c && c.face ? faces.get(c.face) : undefined;
  if (!opts.button) node.setAttribute("role", "img");
  if (!c || c.back || !c.code) {
    node.classList.add("ul-back");
    node.title = (c && c.name) || "";
    node.setAttribute("aria-label", node.title);
    if (svg) node.innerHTML = svg;
    else node.appendChild(ulEl("span", "ul-back-mark", "✦"));
    return node;
  }
  if (c.trump) node.classList.add("ul-trump");
  node.dataset.code = c.code;
  node.title = c.hover || c.name;
  node.setAttribute("aria-label", ulCardLabel(c, svg));
  if (svg) {
    node.innerHTML = svg;
  } else {
    node.classList.add("ul-chip", "ul-suit-" + c.suit);
    node.append(ulEl("span", "ul-rank", c.rank), ulEl("span", "ul-suit", UL_SUIT_MARK[c.suit] || c.suit),
      ulEl("span", "ul-code", c.code));
  }
  if (c.badge) node.appendChild(ulEl("span", "ul-mark", c.badge));
  return node;
}

// A card's name as a screen reader says it (in the learner's language, from Python) with its
// code, then the words its face shows on a band (TENKA, NATIVE ROBAI: drawn outside the face's
// <defs>) and its badge, so the name holds every word one sees on it.
const UL_BAND_WORDS = new Map();
function ulCardLabel(c, svg) {
  let words = svg ? UL_BAND_WORDS.get(svg) : "";
  if (words === undefined) {
    const drawn = svg.slice(svg.indexOf("</defs>") + 1);
    words = Array.from(drawn.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (m) => m[1]).join(" ");
    UL_BAND_WORDS.set(svg, words);
  }
  return [c.name + " (" + c.code + ")", words, c.badge || ""].filter(Boolean).join(", ");
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
function ulDrawCombo(box, s, faces) {
  box.replaceChildren();
  if (!s || !s.title) {
    box.appendChild(ulEl("div", "ul-muted", (s && s.words && s.words.none) || ""));
    return;
  }
  box.appendChild(ulEl("div", "ul-combo-title", s.title));
  const pair = ulEl("div", "ul-combo-cards");
  const slot = (label, card) => {
    const w = ulEl("div", "ul-combo-slot");
    w.appendChild(ulEl("div", "ul-muted", label));
    w.appendChild(card ? ulCard(card, faces) : ulEl("div", "ul-card ul-empty", "—"));
    return w;
  };
  pair.appendChild(slot(s.words.w, s.w));
  pair.appendChild(slot(s.words.o, s.o));
  if (s.w || s.o) box.appendChild(pair);  // no trump won: nothing to compare (R27)
  // The pair made on this trick as a chip; the others, after the why, in one line of legend.
  const made = (s.pairs || []).filter((p) => p.lit);
  if (made.length) {
    const list = ulEl("div", "ul-combo-pairs");
    for (const p of made) {
      const item = ulEl("span", "ul-pair ul-lit", p.label);
      item.dataset.pair = p.name;
      list.appendChild(item);
    }
    box.appendChild(list);
  }
  const why = ulEl("div", "ul-combo-why" + (s.points ? " ul-made" : ""), s.text);
  box.appendChild(why);
  if (s.legend) box.appendChild(ulEl("div", "ul-muted ul-combo-legend", s.legend));
}
