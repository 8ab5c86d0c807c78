// How 5000 Rummy writes points and totals: one minus sign, the hyphen-minus ("-10"),
// on the seats' chips, the person's box, the deal result, the score sheet and the log
// alike (a chip once read "-10" where the tables read "−10"). Not U+2212: it is a
// digit wide, and the 8-seat phone chip's widest total ("−1250" beside a count of 11)
// then runs 3 px into its count (test_ft_phone). A plus on a gain.

const MINUS = "-";

/** A total: "1480", "-1480", "0". */
export const points = (n) => (n < 0 ? `${MINUS}${-n}` : String(n));

/** Points won or lost: "+25", "-25", "0". */
export const signed = (n) => (n > 0 ? `+${n}` : points(n));
