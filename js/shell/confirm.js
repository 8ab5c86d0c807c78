// A question with two answers, as a small modal dialog made on demand (over
// whatever dialog is open): askYesNo resolves true for yes, false for no,
// Escape or a click beside it. The "no" answer has the focus: a stray Enter
// changes nothing.

import { closeOnBackdrop, h } from "./dom.js";

export function askYesNo(doc, { text, yes, no, testid }) {
  return new Promise((resolve) => {
    const question = h("p", { id: "ask-text", class: "ask-text", text });
    const yesBtn = h("button", { type: "button", class: "secondary danger", "data-testid": `${testid}-yes`, text: yes });
    const noBtn = h("button", { type: "button", class: "secondary", "data-testid": `${testid}-no`, text: no });
    const dialog = h("dialog", { class: "ask", "data-testid": testid, "aria-labelledby": "ask-text" },
      h("div", { class: "dialog-inner" }, question, h("div", { class: "dialog-actions" }, noBtn, yesBtn)));
    let answer = false;
    yesBtn.addEventListener("click", () => { answer = true; dialog.close(); });
    noBtn.addEventListener("click", () => dialog.close());
    closeOnBackdrop(dialog);
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(answer);
    });
    doc.body.append(dialog);
    dialog.showModal();
    noBtn.focus();
  });
}
