// A small DOM patcher shared by the widgets (placed before each widget's module, see
// _common.bundle). A widget describes what it shows with ulH(...) and ulPatch() changes only
// what differs from the nodes already there: a node that stays keeps its focus, its scroll
// and the text being typed in it. No rule of the game is decided here.

// ulH("div", {cls, key, text, html, attrs, on, value, checked, disabled, title}, ...children)
function ulH(tag, props, ...kids) {
  const flat = [];
  const add = (k) => {
    if (k === null || k === undefined || k === false) return;
    if (Array.isArray(k)) k.forEach(add);
    else flat.push(typeof k === "object" ? k : String(k));
  };
  add(kids);
  return { tag, props: props || {}, kids: flat };
}

function ulKeyOf(v, i) {
  if (typeof v === "string") return "#t" + i;
  return v.props.key !== undefined ? "k:" + v.props.key : "#" + i + ":" + v.tag;
}

function ulMake(v) {
  if (typeof v === "string") return document.createTextNode(v);
  const node = document.createElement(v.tag);
  node._ulOn = {};
  return node;
}

function ulUpdate(node, v) {
  if (typeof v === "string") {
    if (node.nodeValue !== v) node.nodeValue = v;
    return;
  }
  const p = v.props;
  const cls = p.cls || "";
  if (node.className !== cls) node.className = cls;
  const attrs = p.attrs || {};
  const had = node._ulAttrs || {};
  for (const name of Object.keys(had)) if (!(name in attrs)) node.removeAttribute(name);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) node.removeAttribute(name);
    else if (node.getAttribute(name) !== String(value)) node.setAttribute(name, String(value));
  }
  node._ulAttrs = attrs;
  if ("disabled" in p && node.disabled !== !!p.disabled) node.disabled = !!p.disabled;
  if ("checked" in p && node.checked !== !!p.checked) node.checked = !!p.checked;
  const on = p.on || {};
  for (const type of Object.keys(on)) {
    if (!(type in node._ulOn)) node.addEventListener(type, (ev) => node._ulOn[type] && node._ulOn[type](ev));
  }
  for (const type of Object.keys(node._ulOn)) if (!(type in on)) node._ulOn[type] = null;
  Object.assign(node._ulOn, on);
  if ("html" in p) {
    if (node._ulHtml !== p.html) { node.innerHTML = p.html; node._ulHtml = p.html; }
    return;
  }
  if ("text" in p) {
    const text = p.text === null || p.text === undefined ? "" : String(p.text);
    if (node.childNodes.length !== 1 || node.firstChild.nodeType !== 3) node.textContent = text;
    else if (node.firstChild.nodeValue !== text) node.firstChild.nodeValue = text;
    return;
  }
  ulPatch(node, v.kids);
  // A value is set only when Python's changed, so what the learner is typing stays (and a
  // menu's value after its options are there).
  if ("value" in p && node._ulValue !== p.value) { node.value = p.value; node._ulValue = p.value; }
}

// Make parent's children match the descriptions, reusing nodes by key (or place and tag).
function ulPatch(parent, vnodes) {
  const old = new Map();
  for (const n of Array.from(parent.childNodes)) {
    if (n._ulKey === undefined) parent.removeChild(n);
    else old.set(n._ulKey, n);
  }
  vnodes.forEach((v, i) => {
    const key = ulKeyOf(v, i);
    let node = old.get(key);
    const fits = node && (typeof v === "string" ? node.nodeType === 3 : node.tagName === v.tag.toUpperCase());
    if (fits) old.delete(key);
    else node = ulMake(v);
    node._ulKey = key;
    ulUpdate(node, v);
    const here = parent.childNodes[i];
    if (here !== node) parent.insertBefore(node, here || null);
  });
  for (const n of old.values()) if (n.parentNode === parent) parent.removeChild(n);
}

// A card (or a face-down back) from a payload of card_payload()/back_payload().
function ulCardH(c, faces, opts = {}) {
  const svg = c && c.face ? faces.get(c.face) : undefined;
  const extra = opts.cls ? " " + opts.cls : "";
  const attrs = Object.assign({}, opts.attrs || {});
  if (opts.button) attrs.type = "button";
  // A card that is not a button is a picture with a name (in the learner's language).
  if (!opts.button) attrs.role = "img";
  if (!c || c.back || !c.code) {
    attrs.title = (c && c.name) || "";
    attrs["aria-label"] = attrs.title;
    return ulH(opts.button ? "button" : "div", { cls: "ul-card ul-back" + extra, key: opts.key, attrs, on: opts.on,
      html: svg || '<span class="ul-back-mark">✦</span>' });
  }
  attrs["data-code"] = c.code;
  attrs.title = c.hover || c.name;
  attrs["aria-label"] = (opts.label ? opts.label + ": " : "") + ulCardLabel(c, svg);
  const cls = "ul-card" + (c.trump ? " ul-trump" : "") + (svg ? "" : " ul-chip ul-suit-" + c.suit) + extra;
  const inner = svg || `<span class="ul-rank">${c.rank}</span><span class="ul-code">${c.code}</span>`;
  const badge = c.badge ? `<span class="ul-mark">${c.badge.replace(/[<>&]/g, "")}</span>` : "";
  return ulH(opts.button ? "button" : "div", { cls, key: opts.key, attrs, on: opts.on, disabled: opts.disabled,
    html: inner + badge });
}

// Keep keyboard focus inside the widget: if a patch removed the focused node, focus
// `fallback` (a node, or a function of the node that had the focus returning one).
function ulKeepFocus(root, fallback, fn) {
  const had = root.contains(document.activeElement) ? document.activeElement : null;
  fn();
  // A removed node has lost the focus already; a node just disabled loses it a moment later.
  const lost = had && (!root.contains(document.activeElement) || had.disabled);
  const to = lost && (typeof fallback === "function" ? fallback(had) : fallback);
  if (to) to.focus({ preventScroll: true });
}

// A sentence whose rule ids (R1-R31) open the rule's text: on hover (title) and on click or
// Enter, in a panel right after the sentence clicked (`where` names it, unique in the widget).
// The texts come from Python (labels.rules).
function ulRich(text, L, local, where) {
  const rules = (L && L.rules) || {};
  const here = where || "";
  const parts = String(text || "").split(/\b(R(?:[12]?[0-9]|3[01]))\b/);
  const out = parts.map((part, i) => {
    if (i % 2 === 0 || !rules[part]) return part;
    const open = () => {
      const same = local.rule && local.rule.id === part && local.rule.where === here;
      local.rule = same ? null : { id: part, where: here };
      if (local.redraw) local.redraw();
    };
    return ulH("span", { cls: "ul-rule", key: "r" + i, text: part,
      attrs: { title: rules[part], tabindex: 0, role: "button", "data-rule": part },
      on: { click: open, keydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); open(); } } } });
  });
  if (local.rule && local.rule.where === here) out.push(ulRulePanel(L, local));
  return out;
}

// The text of the rule opened (local.rule.id), with a button that closes it.
function ulRulePanel(L, local) {
  const id = local.rule && local.rule.id;
  if (!id || !L.rules || !L.rules[id]) return null;
  return ulH("div", { cls: "ul-panel ul-rule-text", key: "rule", attrs: { role: "note" } },
    ulH("strong", { key: "id", text: id + " " }), L.rules[id], " ",
    ulH("button", { cls: "ul-btn ul-rule-close", key: "x", text: "×", attrs: { type: "button", "aria-label": "×" },
      on: { click: () => { local.rule = null; if (local.redraw) local.redraw(); } } }));
}
