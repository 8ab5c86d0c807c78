// Whether view.legal holds an action (of this type, with these fields): the
// page offers, draws as live and sends only what the engine listed.

export function isLegal(view, type, extra) {
  return Boolean(view) && (view.legal || []).some((a) => a.type === type && Object.entries(extra || {}).every(([k, v]) => a[k] === v));
}
