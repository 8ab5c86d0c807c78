// Small DOM helpers shared by the renderers: elements built with
// textContent and attributes only (never markup strings).

import { cardFace } from "./cards_svg.js";

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("data-")) node.setAttribute(k, v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c) node.append(c);
  return node;
}

/** Open `dialog` (modal) at its top: a result drawn again into the same dialog
 *  would keep the last one's scroll position and hide why this one ended.
 *  (Chromium keeps a scroller's offset while its dialog is closed and gives it
 *  back, clamped to the new content, when the dialog opens again: 151 px read
 *  to the end of one round came back as 92 px on the next.) */
export function showAtTop(dialog) {
  if (!dialog.open) dialog.showModal();
  for (const node of [dialog, ...dialog.querySelectorAll("*")]) if (node.scrollTop) node.scrollTop = 0;
  cueMore(dialog);
}

const cued = new WeakSet();

/** The dialog's "more below" sign (a .more-below right after its scroller), shown
 *  while the scroller goes on below its fold: on a phone on its side the totals
 *  and the other players' rows lie there, and nothing else says the result scrolls. */
function cueMore(dialog) {
  const cue = dialog.querySelector(".more-below");
  const body = cue && cue.previousElementSibling;
  if (!body) return;
  const update = () => { cue.hidden = body.scrollHeight - body.clientHeight - body.scrollTop <= 8; };
  if (!cued.has(body)) {
    cued.add(body);
    body.addEventListener("scroll", update, { passive: true });
    new ResizeObserver(update).observe(body);   // a turned phone, a closed dialog
  }
  update();
}

/** A click on the backdrop beside `dialog` (the dialog element itself is the target) closes it. */
export function closeOnBackdrop(dialog) {
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** A control's name as content: visible parts first, then words only a screen
 *  reader says (a card's face is a picture: its name says it). No aria-label,
 *  so the name always holds what the control shows (WCAG 2.5.3). */
export function spoken(node, text) {
  node.append(h("span", { class: "sr", text }));
  return node;
}

export function miniCard(code, i18n, extraClass) {
  const span = h("span", {
    class: `mini ${extraClass || ""}`,
    role: "img",
    "aria-label": i18n.cardName(code),
    "data-card": code,
  });
  span.append(cardFace(code));
  return span;
}

