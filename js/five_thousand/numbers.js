// How 5000 Rummy writes points and totals: one minus sign, U+2212 ("−10"), on the
// seats' chips, the person's box, the deal result, the score sheet and the log
// alike (a chip once read "-10" where the tables read "−10"), and a plus on a gain.

const MINUS = "\u2212";

/** A total: "1480", "−1480", "0". */
export const points = (n) => (n < 0 ? `${MINUS}${-n}` : String(n));

/** Points won or lost: "+25", "−25", "0". */
export const signed = (n) => (n > 0 ? `+${n}` : points(n));
