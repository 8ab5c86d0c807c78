// What lies beyond the edge of the two areas that scroll on their own: the
// melds (with eight players they overflow) and the pile (on a phone it
// overflows sideways). A card selected to lay off brings its first lit meld
// into view by itself (smoothly; at once under reduced motion or with the
// animations off), and a cue at the melds' top or foot says how many more lit
// melds lie beyond it and takes the player there; the pile's ends say how
// many cards lie beyond each edge, and a tap scrolls that way. During a
// rummy prompt the chosen place's meld comes into view (and the meld of a
// place focused or pointed at), and when the places run past their list's
// foot a cue there counts them and scrolls on. The cues are
// pictures of what a screen reader already hears (every meld and pile card is
// in the accessibility tree), so they are hidden from it.

import { h } from "../shell/dom.js";

const LIT = ".ft-meld.target, .ft-meld.rummy-target";

function calm(settings) {
  const reduced = Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  return reduced || settings.get("speed") === "off";
}

/** How far `node` lies outside `box` along one axis: <0 before, >0 after, 0 wholly inside. */
function beyond(box, node, vertical) {
  const b = box.getBoundingClientRect();
  const r = node.getBoundingClientRect();
  const [start, end, bStart, bEnd] = vertical ? [r.top, r.bottom, b.top, b.bottom] : [r.left, r.right, b.left, b.right];
  if (start < bStart - 0.5) return start - bStart;
  if (end > bEnd + 0.5) return end - bEnd;
  return 0;
}

export function createOffscreen(doc, i18n, settings) {
  const t = i18n.t;
  const center = doc.querySelector("#ft-table .ft-center");
  const melds = doc.querySelector("#ft-table [data-testid=melds]");
  const pilerow = doc.querySelector("#ft-table .ft-pilerow");
  const pile = doc.querySelector("#ft-table [data-testid=pile]");
  const places = doc.querySelector("#ft-rummy-places");
  const cue = (cls, testid) => h("span", { class: cls, "data-testid": testid, "aria-hidden": "true", hidden: true });
  const up = cue("ft-more ft-more-up", "lit-above");
  const down = cue("ft-more ft-more-down", "lit-below");
  const left = cue("ft-pile-more ft-pile-left", "pile-more-left");
  const right = cue("ft-pile-more ft-pile-right", "pile-more-right");
  const placesMore = cue("ft-more ft-places-more", "places-more");
  center.append(up, down);
  pilerow.append(left, right);
  places.after(placesMore);
  let revealed = "";

  function scrollTo(box, node, vertical) {
    const off = beyond(box, node, vertical);
    if (!off) return;
    const behavior = calm(settings) ? "auto" : "smooth";
    const pad = off < 0 ? -6 : 6;
    if (vertical) box.scrollBy({ top: off + pad, behavior });
    else box.scrollBy({ left: off + pad, behavior });
  }

  function litBeyond() {
    const lit = [...melds.querySelectorAll(LIT)];
    return { above: lit.filter((m) => beyond(melds, m, true) < 0), below: lit.filter((m) => beyond(melds, m, true) > 0) };
  }

  function placeMeldCues() {
    const { above, below } = litBeyond();
    up.hidden = !above.length;
    down.hidden = !below.length;
    up.textContent = above.length ? t("ftLitAbove", { n: above.length }) : "";
    down.textContent = below.length ? t("ftLitBelow", { n: below.length }) : "";
    up.style.top = `${melds.offsetTop + 4}px`;
    down.style.top = `${melds.offsetTop + melds.offsetHeight - 4}px`;
  }

  function placePlacesCue() {
    const below = [...places.querySelectorAll("[data-choice]")].filter((b) => beyond(places, b, true) > 0).length;
    placesMore.hidden = !below;
    placesMore.textContent = below ? t("ftPlacesBelow", { n: below }) : "";
    placesMore.style.top = `${places.offsetTop + places.offsetHeight}px`;
  }

  /** A place of the rummy prompt focused, pointed at or chosen: its meld into view. */
  function showPlace(button) {
    const meld = button && melds.querySelector(`.ft-meld[data-meld-id="${button.dataset.meldId}"]`);
    if (meld) scrollTo(melds, meld, true);
  }

  function placePileCues() {
    const cards = [...pile.querySelectorAll("[data-testid=pile-card]")];
    const before = cards.filter((c) => beyond(pile, c, false) < 0).length;
    const after = cards.filter((c) => beyond(pile, c, false) > 0).length;
    left.hidden = !before;
    right.hidden = !after;
    left.textContent = before ? `‹ ${before}` : "";
    right.textContent = after ? `${after} ›` : "";
    left.style.left = `${pile.offsetLeft}px`;
    right.style.left = `${pile.offsetLeft + pile.offsetWidth}px`;
  }

  up.addEventListener("click", () => { const { above } = litBeyond(); if (above.length) scrollTo(melds, above.at(-1), true); });
  down.addEventListener("click", () => { const { below } = litBeyond(); if (below.length) scrollTo(melds, below[0], true); });
  left.addEventListener("click", () => pile.scrollBy({ left: -pile.clientWidth * 0.8, behavior: calm(settings) ? "auto" : "smooth" }));
  right.addEventListener("click", () => pile.scrollBy({ left: pile.clientWidth * 0.8, behavior: calm(settings) ? "auto" : "smooth" }));
  placesMore.addEventListener("click", () => places.scrollBy({ top: places.clientHeight - 8, behavior: calm(settings) ? "auto" : "smooth" }));
  places.addEventListener("scroll", placePlacesCue, { passive: true });
  places.addEventListener("focusin", (event) => showPlace(event.target.closest("[data-meld-id]")));
  places.addEventListener("pointerover", (event) => showPlace(event.target.closest("[data-meld-id]")));
  melds.addEventListener("scroll", placeMeldCues, { passive: true });
  pile.addEventListener("scroll", placePileCues, { passive: true });
  const placeCues = () => { placeMeldCues(); placePileCues(); placePlacesCue(); };
  window.addEventListener("resize", placeCues);

  /** After the table is drawn: a new set of lit melds brings its first into view (during a rummy
   *  prompt, the chosen place's meld, again when another place is chosen); the cues follow. */
  function render() {
    const lit = [...melds.querySelectorAll(LIT)];
    const chosen = melds.querySelector(".ft-meld.rummy-target.chosen");
    const key = lit.map((m) => m.dataset.meldId).join(",") + (lit.length ? `|${chosen ? `r${chosen.dataset.meldId}` : "t"}` : "");
    if (lit.length && key !== revealed) scrollTo(melds, chosen || lit[0], true);
    revealed = key;
    placeCues();
    // A smooth scroll moves the cues' counts as it goes (the scroll events); its end is settled here too.
    setTimeout(placeCues, 400);
  }

  return { render };
}
