// Where each card of the hand goes: one row when the hand fits with a strip of
// every card big enough to tap (on a tablet held upright: without overlapping),
// else two rows split where it breaks the fewest groups, best between the
// melds and the deadwood. When every split of that order would cut a meld (or
// squeeze a tablet's row), the melds may be shared out between the rows instead
// (each row: its melds, then its part of the deadwood), so 3♦4♦5♦ + 8♣9♣10♣J♣
// + three loose cards never show a run cut in two. Melds and deadwood keep a visible gap between groups.
// Pure: sizes in, places out.

export const MIN_STRIP = 46;      // px of each card left visible: a finger's tap
const GAP = 6;                    // between two cards that do not overlap
const GROUP_GAP = 16;             // between two groups (a meld, the deadwood)
const REORDER = 4;                // what showing the cards out of display order costs

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

/** Each card's group number, from the `start` marks of the display order. */
function groupsOf(cards) {
  let g = -1;
  return cards.map((c, i) => (i === 0 || c.start ? (g += 1) : g));
}

/** The cards of a row (indexes, left to right), each marked where a group starts in that row. */
function rowCards(cards, group, indexes) {
  return indexes.map((i, j) => ({ ...cards[i], start: j > 0 && group[i] !== group[indexes[j - 1]] }));
}

/** How much two rows cost: thin strips most, then a meld cut in two, a squeezed
 *  tablet row, a cut deadwood, unequal rows and a changed order. */
function cost(cards, group, rows, { w, width, spread }) {
  const [a, b] = rows.map((r) => rowSteps(rowCards(cards, group, r), w, width));
  const short = Math.max(0, MIN_STRIP - Math.min(a.step, b.step));
  const squeezed = spread && (a.overlap || b.overlap) ? 30 : 0;
  const first = new Set(rows[0].map((i) => group[i]));
  let cuts = 0;
  let meldCut = false;   // a meld shown in two rows
  for (const g of new Set(rows[1].map((i) => group[i]))) {
    if (!first.has(g)) continue;
    const meld = cards[group.indexOf(g)].meld;
    cuts += meld ? 40 : 3;
    meldCut = meldCut || meld;
  }
  // The cleanest split of all: the melds above, the deadwood below.
  const clean = !cuts && rows[0].every((i) => cards[i].meld) && rows[1].every((i) => !cards[i].meld) ? -6 : 0;
  const moved = rows.flat().some((i, k) => i !== k) ? REORDER : 0;
  const total = short * 100 + squeezed + cuts + clean + 2 * Math.abs(rows[0].length - rows[1].length) + moved;
  return { total, tight: meldCut || short > 0 || squeezed > 0 };
}

/** Two rows that keep every meld whole: the melds shared out between the rows (the
 *  first meld above), each row ending with its part of the deadwood, in its order. */
function* sharedRows(cards, group) {
  const melds = [...new Set(group.filter((g, i) => cards[i].meld))];
  const loose = cards.map((c, i) => i).filter((i) => !cards[i].meld);
  for (let mask = 1; mask < 1 << melds.length; mask += 2) {
    const inRow = (i, top) => Boolean(mask & (1 << melds.indexOf(group[i]))) === top;
    const top = cards.map((c, i) => i).filter((i) => cards[i].meld && inRow(i, true));
    const bottom = cards.map((c, i) => i).filter((i) => cards[i].meld && inRow(i, false));
    for (let k = 0; k <= loose.length; k += 1) {
      const rows = [top.concat(loose.slice(0, k)), bottom.concat(loose.slice(k))];
      if (rows[0].length && rows[1].length) yield rows;
    }
  }
}

/** The two rows for a hand too wide for one (indexes into `cards`, left to right). */
function twoRowsOf(cards, size) {
  const group = groupsOf(cards);
  const all = cards.map((c, i) => i);
  let best = null;
  const consider = (rows) => {
    const c = cost(cards, group, rows, size);
    if (!best || c.total < best.total) best = { ...c, rows };
  };
  for (let i = 1; i < cards.length; i += 1) consider([all.slice(0, i), all.slice(i)]);
  // Only when every split in display order cuts a meld or squeezes a row: share the
  // melds out between the rows.
  if (best.tight) for (const rows of sharedRows(cards, group)) consider(rows);
  return best.rows;
}

/**
 * cards: [{meld: bool, start: bool}] in display order (start: first of its group);
 * w, h: a card's size; width: the hand's; twoRows: whether a second row may be used;
 * spread: use it whenever one row would overlap (a tablet held upright has the height
 * for two rows of whole cards, not the width for one), not only when strips get too thin.
 * Returns {places: [{x, y, row}] (by display index), order: the display indexes row by
 * row, left to right (the order to read and tab through), height, rows, step: the
 * smallest strip}.
 */
export function layoutHand(cards, { w, h, width, twoRows, spread = false, lift = 24, rowGap = 16, bottom = 12 }) {
  if (!cards.length) return { places: [], order: [], height: 0, rows: 0, step: 0 };
  const one = rowSteps(cards, w, width);
  let rows = [cards.map((c, i) => i)];
  if (twoRows && one.overlap && (one.step < MIN_STRIP || spread)) rows = twoRowsOf(cards, { w, width, spread });
  const group = groupsOf(cards);
  const places = [];
  let smallest = Infinity;
  rows.forEach((indexes, r) => {
    const row = rowCards(cards, group, indexes);
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
    order: rows.flat(),
    rows: rows.length,
    height: lift + rows.length * h + (rows.length - 1) * rowGap + bottom,
    step: smallest === Infinity ? w : smallest,
  };
}
