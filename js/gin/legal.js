// Whether view.legal holds an action (of this type, with these fields): the
// page offers, draws as live and sends only what the engine listed.

export function isLegal(view, type, extra) {
  return Boolean(view) && (view.legal || []).some((a) => a.type === type && Object.entries(extra || {}).every(([k, v]) => a[k] === v));
}

/** The person is to draw and the discard pile is closed for this draw (both passed the
 *  upcard: view.pile_open false, docs/rules-gin.md): it is shown dead, and a tap says why. */
export function pileClosed(view) {
  return Boolean(view) && view.phase === "draw" && view.to_act === view.you && !view.pile_open
    && (view.discard || []).length > 0 && !isLegal(view, "draw", { from: "discard" });
}
