// Card movement shared by every game's animation (Web Animations API, FLIP):
// a node is drawn where it now is and slid there from where it was.

export const EASE = "cubic-bezier(.2,.7,.3,1)";

/** Where a node is on screen now (null for none): remember it before the page redraws. */
export const rectOf = (node) => (node ? node.getBoundingClientRect() : null);

/** Slide `node` from the remembered rectangle `from` to where it is now, over `ms`. */
export function slide(node, from, ms) {
  if (!node || !from || typeof node.animate !== "function") return;
  const to = node.getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const scale = from.width && to.width ? from.width / to.width : 1;
  node.animate([{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: "none" }], { duration: ms, easing: EASE });
}
