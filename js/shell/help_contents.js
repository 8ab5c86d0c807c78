// The help's contents and its jumps: a list of links at the top of the help
// to each section, and a "back to contents" link at the foot of each. A jump
// scrolls only the help's own scroller (the dialog around it must not move)
// so the heading comes to its top, smoothly unless the person asked for less
// motion, and moves focus to that heading, so a keyboard or a screen reader
// goes on reading from there. The links are real links to the headings' ids:
// without this script they still go there.

import { h } from "./dom.js";

const reducedMotion = () => Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);

/** Scroll `scroller` so `target` sits at its top (or as far as it goes), and focus `target`. */
export function jumpTo(scroller, target) {
  const top = target.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - 4;
  // Focus first without scrolling: focus() would scroll every ancestor at once, the dialog too.
  target.focus({ preventScroll: true });
  scroller.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? "auto" : "smooth" });
}

/** A link to `id` in the help that jumps there (jumpTo) instead of changing the page's address. */
function jumpLink(scroller, id, text, className) {
  const link = h("a", { href: `#${id}`, class: className, text });
  link.addEventListener("click", (event) => {
    const target = scroller.ownerDocument.getElementById(id);
    if (!target) return;
    event.preventDefault();
    jumpTo(scroller, target);
  });
  return link;
}

/** The contents: a nav named by its own heading, a link to each section's heading.
 *  sections: [{id, heading}]. */
export function contentsNav(scroller, i18n, sections, titleId) {
  const title = h("h3", { id: titleId, class: "help-toc-title", tabindex: "-1", text: i18n.t("helpContents") });
  const list = h("ol", { class: "help-toc-list" });
  for (const { id, heading } of sections) list.append(h("li", null, jumpLink(scroller, id, heading, "help-toc-link")));
  return h("nav", { class: "help-toc", "aria-labelledby": titleId }, title, list);
}

/** The way back to the contents, at a section's foot. */
export function backLink(scroller, i18n, titleId) {
  return h("p", { class: "help-back" }, jumpLink(scroller, titleId, i18n.t("helpBackToContents"), "help-back-link"));
}
