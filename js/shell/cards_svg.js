// Index-first SVG card faces, built with DOM calls (no markup strings).
// A face shows a big rank + suit in the top-left corner (the part that stays
// visible when cards overlap in a phone hand) and a large centre pip (or, for
// court cards, the letter with its suit). No upside-down index: a rotated 9
// reads as a 6.
// Colours come from CSS variables (--suit-S ... --suit-C, --card-face,
// --card-edge, --card-back*), so themes and the four-colour deck are CSS only.

const NS = "http://www.w3.org/2000/svg";
const W = 60;
const H = 84;

// Suit shapes drawn in a 100 x 100 box.
const SUIT_PATHS = {
  H: "M50 92C22 68 2 50 2 28C2 12 14 2 28 2C38 2 46 8 50 17C54 8 62 2 72 2C86 2 98 12 98 28C98 50 78 68 50 92Z",
  D: "M50 2L90 50L50 98L10 50Z",
  S: "M50 2C78 30 98 44 98 62C98 77 87 86 74 86C64 86 57 81 53 75C54 86 58 93 68 99L32 99C42 93 46 86 47 75C43 81 36 86 26 86C13 86 2 77 2 62C2 44 22 30 50 2Z",
  C: "M50 2A22 22 0 0 1 68 37A22 22 0 1 1 55 74C56 86 60 93 68 99L32 99C40 93 44 86 45 74A22 22 0 1 1 32 37A22 22 0 0 1 50 2Z",
};

const RANK_LABEL = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };

function el(name, attrs) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  return node;
}

function text(x, y, content, attrs) {
  const node = el("text", { x, y, ...attrs });
  node.textContent = content;
  return node;
}

/** A suit shape of `size` units with its top-left corner at (x, y). */
export function suitShape(suit, x, y, size) {
  const s = size / 100;
  const g = el("g", { transform: `translate(${x} ${y}) scale(${s})`, class: `suit suit-${suit}` });
  g.append(el("path", { d: SUIT_PATHS[suit] }));
  return g;
}

function rankLabel(code) {
  return RANK_LABEL[code[0]] || code[0];
}

function svgRoot(extraClass) {
  return el("svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: `card-svg ${extraClass}`,
    "aria-hidden": "true",
    focusable: "false",
    preserveAspectRatio: "xMidYMid meet",
  });
}

/** The face of `code` ("7S", "TD") as an <svg> element. */
export function cardFace(code) {
  const rank = code[0];
  const suit = code[1];
  const label = rankLabel(code);
  const svg = svgRoot(`face suit-${suit}-card`);
  svg.append(el("rect", { x: 0.75, y: 0.75, width: W - 1.5, height: H - 1.5, rx: 5, class: "card-bg" }));

  const ink = `ink ink-${suit}`;
  // Corner index: large, narrow enough to stay inside a ~28-unit strip.
  const wide = label.length > 1;
  svg.append(text(wide ? 2 : 4, 23, label, {
    class: `rank ${ink}`,
    "font-size": 23,
    ...(wide ? { textLength: 21, lengthAdjust: "spacingAndGlyphs" } : {}),
  }));
  svg.append(suitShape(suit, 4.5, 27, 17));

  // Centre: a court letter with its suit, or a big pip.
  if ("JQK".includes(rank)) {
    svg.append(suitShape(suit, 33, 30, 16));
    svg.append(text(41, 76, label, { class: `court ${ink}`, "font-size": 31, "text-anchor": "middle" }));
  } else {
    svg.append(suitShape(suit, 27, 40, 28));
  }
  return svg;
}

/** The back of a card. */
export function cardBack() {
  const svg = svgRoot("back");
  svg.append(el("rect", { x: 0.75, y: 0.75, width: W - 1.5, height: H - 1.5, rx: 5, class: "back-bg" }));
  svg.append(el("rect", { x: 5, y: 5, width: W - 10, height: H - 10, rx: 3, class: "back-inner" }));
  svg.append(el("path", { d: "M30 22L44 42L30 62L16 42Z", class: "back-mark" }));
  return svg;
}

/** An empty pile outline. */
export function cardSlot() {
  const svg = svgRoot("slot");
  svg.append(el("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 5, class: "slot-bg" }));
  return svg;
}
