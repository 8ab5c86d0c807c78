// Where each card of the hand goes: one row when the hand fits with a strip of
// every card big enough to tap (on a tablet held upright: without overlapping),
// else two rows split where it breaks the fewest groups, best between the
// melds and the deadwood. Melds and deadwood keep a visible gap between
// groups. Pure: sizes in, places out.

export const MIN_STRIP = 46;      // px of each card left visible: a finger's tap
const GAP = 6;                    // between two cards that do not overlap
const GROUP_GAP = 16;             // between two groups (a meld, the deadwood)

/** A row's step from card to card (plus `extra` where a group starts) and its width. */
function rowSteps(row, w, width) {
  const starts = row.filter((c, i) => i > 0 && c.start).length;
  const k = row.length;
  if (k <= 1) return { step: w + GAP, extra: 0, width: w, overlap: false };
  const natural = w + (k - 1) * (w + GAP) + starts * (GROUP_GAP - GAP);
  if (natural <= width) return { step: w + GAP, extra: GROUP_GAP - GAP, width: natural, overlap: false };
  const step = (width - w - starts * GROUP_GAP) / (k - 1);
  return { step, extra: GROUP_GAP, width: w + (k - 1) * step + starts * GROUP_GAP, overlap: true };
}

/** How much a split before card `i` costs (a meld cut in two costs most). */
function cutCost(cards, i) {
  const before = cards[i - 1];
  const after = cards[i];
  if (after.start) return before.meld && !after.meld ? -6 : 0;
  return after.meld ? 40 : 3;
}

/**
 * cards: [{meld: bool, start: bool}] in display order (start: first of its group);
 * w, h: a card's size; width: the hand's; twoRows: whether a second row may be used;
 * spread: use it whenever one row would overlap (a tablet held upright has the height
 * for two rows of whole cards, not the width for one), not only when strips get too thin.
 * Returns {places: [{x, y, row}], height, rows, step: the smallest strip}.
 */
export function layoutHand(cards, { w, h, width, twoRows, spread = false, lift = 24, rowGap = 16, bottom = 12 }) {
  if (!cards.length) return { places: [], height: 0, rows: 0, step: 0 };
  const one = rowSteps(cards, w, width);
  let rows = [cards.map((c, i) => i)];
  if (twoRows && one.overlap && (one.step < MIN_STRIP || spread)) {
    let best = null;
    for (let i = 1; i < cards.length; i += 1) {
      const a = rowSteps(cards.slice(0, i).map((c, j) => ({ ...c, start: j === 0 ? true : c.start })), w, width);
      const b = rowSteps(cards.slice(i).map((c, j) => ({ ...c, start: j === 0 ? true : c.start })), w, width);
      const short = Math.max(0, MIN_STRIP - Math.min(a.step, b.step));
      const squeezed = spread && (a.overlap || b.overlap) ? 30 : 0;
      const cost = short * 100 + squeezed + cutCost(cards, i) + 2 * Math.abs(2 * i - cards.length);
      if (!best || cost < best.cost) best = { cost, i };
    }
    rows = [cards.slice(0, best.i).map((c, j) => j), cards.slice(best.i).map((c, j) => best.i + j)];
  }
  const places = [];
  let smallest = Infinity;
  rows.forEach((indexes, r) => {
    const row = indexes.map((i, j) => ({ ...cards[i], start: j > 0 && cards[i].start }));
    const { step, extra, width: used } = rowSteps(row, w, width);
    if (row.length > 1) smallest = Math.min(smallest, step);
    let x = Math.max(0, (width - used) / 2);
    const y = lift + r * (h + rowGap);
    row.forEach((c, j) => {
      if (j > 0) x += step + (c.start ? extra : 0);
      places[indexes[j]] = { x: Math.round(x), y, row: r };
    });
  });
  return {
    places,
    rows: rows.length,
    height: lift + rows.length * h + (rows.length - 1) * rowGap + bottom,
    step: smallest === Infinity ? w : smallest,
  };
}
