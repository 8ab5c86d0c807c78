// Keyboard focus on the table, for any game: Tab and Shift+Tab go round the
// page's own controls (top bar and table) instead of stopping on the page
// itself between the last control and the first. Dialogs keep their own
// order (a modal dialog holds the focus). Only while `active()` is true.

const TABBABLE = "button, select, input, textarea, summary, a[href], [tabindex]";

function tabbables(doc) {
  return [...doc.querySelectorAll(TABBABLE)].filter((node) => {
    if (node.tabIndex < 0 || node.disabled || node.closest("dialog, [hidden], [inert]")) return false;
    const style = getComputedStyle(node);
    return style.visibility !== "hidden" && node.getClientRects().length > 0;
  });
}

export function wrapTabOnPage(doc, active) {
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || !active()) return;
    if (doc.querySelector("dialog[open]")) return;
    const list = tabbables(doc);
    if (!list.length) return;
    const first = list[0];
    const last = list[list.length - 1];
    const current = doc.activeElement;
    const outside = !current || current === doc.body || !list.includes(current);
    if (event.shiftKey && (current === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  });
}
