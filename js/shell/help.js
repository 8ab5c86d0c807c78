// The rules and help screen, written from i18n (both languages: the help
// text of a game comes with its page module): its contents, its sections
// with their card pictures (js/shell/help_contents.js, help_cards.js); and the
// small dialogs' open/close wiring.

import { clear, closeOnBackdrop, h } from "./dom.js";
import { isPictureRow, pictureRow } from "./help_cards.js";
import { backLink, contentsNav } from "./help_contents.js";

export function fillHelp(doc, i18n, game) {
  const body = doc.querySelector("#help-body");
  clear(body);
  const titleId = "help-contents";
  const sections = i18n.help(game).map(([heading, paragraphs], i) => ({ id: `help-${game}-${i + 1}`, heading, paragraphs }));
  if (sections.length) body.append(contentsNav(body, i18n, sections, titleId));
  for (const { id, heading, paragraphs } of sections) {
    // tabindex -1: a jump from the contents moves focus here, Tab never stops here.
    const section = h("section", { class: "help-section" }, h("h3", { id, tabindex: "-1", text: heading }));
    for (const text of paragraphs) section.append(isPictureRow(text) ? pictureRow(text, i18n) : h("p", { text }));
    section.append(backLink(body, i18n, titleId));
    body.append(section);
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
 *  permission, an old browser) `byHand()` asks the browser to copy a
 *  selection. Resolves to "copied", or "selected" when the text is only
 *  selected, for the person to copy. */
async function copyText(text, byHand) {
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    let done = false;
    try {
      done = byHand();
    } catch {
      done = false;
    }
    return done ? "copied" : "selected";
  }
}

/** `node`'s text selected, and copied if the browser will. */
function copyShown(doc, node) {
  const range = doc.createRange();
  range.selectNodeContents(node);
  const selection = doc.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  return doc.execCommand("copy");
}

/** A text the page does not show (a link) copied by way of a field of its own in `box`. */
function copyUnshown(doc, text, box) {
  const field = doc.createElement("textarea");
  field.value = text;
  field.readOnly = true;
  field.className = "sr";
  box.append(field);
  field.select();
  try {
    return doc.execCommand("copy");
  } finally {
    field.remove();
  }
}

/** Buttons with data-copy="text" copy it (the text shown beside them, a <code>,
 *  is selected when the clipboard is out of reach; data-copy-hidden: no text
 *  is shown, js/shell/links.js) and say what happened in the role=status
 *  beside them: data-copy-done or data-copy-selected. Their words come back
 *  after "Copied": the string data-copy-label names, else "copy". */
export function wireCopy(doc, i18n) {
  doc.addEventListener("click", async (event) => {
    const btn = event.target.closest && event.target.closest("[data-copy]");
    if (!btn) return;
    const box = btn.parentElement;
    const text = btn.dataset.copy;
    const how = await copyText(text, "copyHidden" in btn.dataset ? () => copyUnshown(doc, text, box)
      : () => copyShown(doc, box.querySelector(":scope > code") || btn));
    const status = box.querySelector(":scope > [role=status]");   // its own, not a box's inside it
    if (status) status.textContent = how === "copied" ? btn.dataset.copyDone || i18n.t("copied") : btn.dataset.copySelected || "";
    if (how === "copied") {
      btn.textContent = i18n.t("copied");
      setTimeout(() => { btn.textContent = i18n.t(btn.dataset.copyLabel || "copy"); }, 1500);
    }
  });
}
