// The guided deal's panel in a PlayTable: the rule in one sentence, the question, the answers
// (or "choose a card of your hand"), the explanation and "Continue". Python writes every word
// and judges every answer; this only draws them and sends the learner's choice.

function ulGuidePanel(g, L, send, local) {
  if (!g) return null;
  const button = (cls, label, msg) => ulH("button", { cls: "ul-btn " + cls, key: cls, text: label,
    attrs: { type: "button" }, on: { click: () => send(msg) } });
  const stars = g.stars ? ulH("div", { cls: "ul-guide-stars", key: "stars", text: "★".repeat(g.stars) + "☆".repeat(3 - g.stars),
    attrs: { "aria-hidden": "true" } }) : null;
  return ulH("section", { cls: "ul-panel ul-guide", key: "guide", attrs: { "aria-label": g.title, "data-stop": g.stop || "" } },
    ulH("div", { cls: "ul-heading", key: "h", text: g.stop ? g.head : g.title }),
    g.say ? ulH("div", { cls: "ul-guide-say", key: "say" }, ulRich(g.say, L, local, "gsay")) : null,
    g.ask ? ulH("div", { cls: "ul-guide-ask", key: "ask", text: g.ask }) : null,
    g.choices.length ? ulH("div", { cls: "ul-row ul-guide-choices", key: "ch", attrs: { role: "group", "aria-label": g.ask } },
      g.choices.map(([id, label]) => button("ul-guide-choice ul-guide-" + id, label, { type: "guide_answer", choice: id }))) : null,
    g.choose_card ? ulH("div", { cls: "ul-muted ul-guide-card", key: "cc", text: g.choose_card }) : null,
    g.explain ? ulH("div", { cls: "ul-guide-explain ul-guide-" + g.verdict, key: "ex", attrs: { role: "status" } },
      ulRich(g.explain, L, local, "gex")) : null,
    g.next ? button("ul-guide-next", g.next, { type: "guide_next" }) : null,
    g.notice ? ulH("div", { cls: "ul-guide-notice", key: "no", attrs: { role: "status" }, text: g.notice }) : null,
    g.between ? ulH("div", { cls: "ul-muted ul-guide-between", key: "be", text: g.between }) : null,
    g.done ? ulH("div", { cls: "ul-guide-done", key: "done", attrs: { role: "status" } }, stars, ulH("span", { key: "t", text: g.done })) : null);
}
