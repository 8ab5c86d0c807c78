// The rules and help screen, written from i18n (both languages: the help
// text of a game comes with its page module), and the small dialogs'
// open/close wiring.

import { clear, closeOnBackdrop } from "./dom.js";

export function fillHelp(doc, i18n, game) {
  const body = doc.querySelector("#help-body");
  clear(body);
  for (const [heading, paragraphs] of i18n.help(game)) {
    const h = doc.createElement("h3");
    h.textContent = heading;
    body.append(h);
    for (const text of paragraphs) {
      const p = doc.createElement("p");
      p.textContent = text;
      body.append(p);
    }
  }
}

/** Buttons with data-open="dialog-id" open that dialog; [data-close] closes its own. */
export function wireDialogs(doc) {
  for (const btn of doc.querySelectorAll("[data-open]")) {
    btn.addEventListener("click", () => {
      const dialog = doc.getElementById(btn.dataset.open);
      if (dialog && !dialog.open) dialog.showModal();
    });
  }
  for (const btn of doc.querySelectorAll("[data-close]")) {
    btn.addEventListener("click", () => btn.closest("dialog").close());
  }
  // A click on the backdrop closes help and settings (never a game's result:
  // Esc does not close those either, js/shell/tables.js).
  for (const dialog of doc.querySelectorAll("dialog.closable")) closeOnBackdrop(dialog);
}

/** Copy `text` with the Clipboard API; without one (an http page, a refused
 *  permission, an old browser) select `node`'s text and ask the browser to
 *  copy the selection. Resolves to "copied", or "selected" when the text is
 *  only selected, for the person to copy. */
async function copyText(doc, text, node) {
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    const range = doc.createRange();
    range.selectNodeContents(node);
    const selection = doc.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    let done = false;
    try {
      done = doc.execCommand("copy");
    } catch {
      done = false;
    }
    return done ? "copied" : "selected";
  }
}

/** Buttons with data-copy="text" copy it (the text shown beside them, a <code>,
 *  is selected when the clipboard is out of reach) and say what happened in
 *  the role=status beside them: data-copy-done or data-copy-selected. */
export function wireCopy(doc, i18n) {
  doc.addEventListener("click", async (event) => {
    const btn = event.target.closest && event.target.closest("[data-copy]");
    if (!btn) return;
    const box = btn.parentElement;
    const shown = box.querySelector("code") || btn;
    const how = await copyText(doc, btn.dataset.copy, shown);
    const status = box.querySelector("[role=status]");
    if (status) status.textContent = how === "copied" ? btn.dataset.copyDone || i18n.t("copied") : btn.dataset.copySelected || "";
    if (how === "copied") {
      btn.textContent = i18n.t("copied");
      setTimeout(() => { btn.textContent = i18n.t("copy"); }, 1500);
    }
  });
}
