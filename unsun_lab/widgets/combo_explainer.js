// ComboExplainer front end: draws the combination payload Python sent.
function render({ model, el }) {
  const root = ulEl("div", "ul-widget ul-combo-explainer");
  const box = ulEl("div", "ul-panel ul-combo");
  root.appendChild(box);
  el.appendChild(root);
  const draw = () => ulDrawCombo(box, model.get("state"), faces);
  const faces = ulFaces(model, draw);
  model.on("change:state", draw);
  draw();
  return () => faces.stop();
}

export default { render };
