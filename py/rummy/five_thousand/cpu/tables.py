"""The tables the CPU reads that were measured in self-play, each with how it was measured.

OUT_CHANCE (a seat's own chance to go out), OUT_FIT (an opponent's, by
hand size and the table's lay-off places) and KEEP / KEEP_HIGH (the fate
of a kept card) are figures, not choices: each says below the command or
the run that measured it and what it found. The weights that scale them
are the levels' settings (`settings`); the runs in full are in
docs/research-five-thousand-cpu.md.
"""

# P(a seat goes out at its turn | cards in its hand before the draw),
# measured in self-play of the normal and strong levels (4 players, 100
# matches to 1000, about 3000 turns): a hand of 0 draws one card and throws
# it, a hand of 1 lays off or melds with what it draws, a hand of 2k+1
# melds and throws the rest, so 3 goes out more often than 2; a big hand
# (an ace dealt face up gives 12 cards) often holds several melds. The
# strong level reads its own chance to go out here (situation.out_chance).
OUT_CHANCE = (0.85, 0.40, 0.13, 0.16, 0.09, 0.06, 0.05, 0.05, 0.03, 0.04)

# An opponent's chance to go out at its turn, by the cards in its hand
# before the draw (h, 9 for 9 or more) and the share q of the cards this
# seat has not seen that fit a meld on the table (each one it draws or
# holds is a lay-off): P = 1 / (1 + exp(-(a + b q))), (a, b) = OUT_FIT[h]
# (situation.opponent_out_chance). Fitted (logistic, by hand size; 2026-12-06)
# on 123 039 turns of the normal seats of strong + 3 normal self-play,
# 4 players to 5000, q as the seat before them saw it. The table by h alone
# (OUT_CHANCE, from far fewer turns) was above what they did at every size,
# and q tells a table full of lay-off places from a bare one: log-loss
# 0.2359 by h alone, 0.2260 with q. Checked again by `python -m
# research.ft_outfit --deals 16000 --seed outfit` (122 891 turns): its fit
# within 0.4 of these in a and b at every size but h = 0 and 6, log-loss
# 0.2276 against these 0.2283 on the same turns.
OUT_FIT = ((1.36, -3.88), (-1.59, 4.08), (-3.7, 5.66), (-2.27, 1.61), (-3.43, 3.38),
           (-4.51, 5.61), (-3.77, 2.1), (-4.02, 3.24), (-5.1, 5.12), (-4.66, 8.06))

# The fate of a card kept after a discard, measured in self-play (4 players,
# 200 matches to 1000, strong against strong and normal seats; 27 000 cards
# followed to the end of their deal): (P(melded or laid off by its holder),
# P(still in hand when the deal ends)) by what the card is part of in the
# hand (`judge.Judge.shape`) and by the end chance when it was kept (< 0.2,
# 0.2-0.3, 0.3-0.45, >= 0.45: END_EDGES). The rest were thrown later. Cards
# of 100 points have their own rows where 30+ were seen: they are thrown
# sooner, so caught less. (Measured again on the cards strong itself kept,
# 172 179 of them, that table lost 4.28 and 1.91 points a deal in paired
# deals, seeds P1, P2: the
# fate of the cards strong chose to keep is not that of the ones it would
# keep instead; the docs page, "refate".)
END_EDGES = (0.2, 0.3, 0.45)
KEEP = {
    "wild": [(0.75, 0.2)] * 4,
    "wildmate": [(0.5, 0.35), (0.4, 0.5), (0.35, 0.57), (0.2, 0.75)],
    "pair": [(0.41, 0.48), (0.34, 0.57), (0.34, 0.57), (0.17, 0.78)],
    "adj": [(0.43, 0.45), (0.35, 0.54), (0.30, 0.60), (0.19, 0.76)],
    "gap": [(0.38, 0.46), (0.26, 0.58), (0.23, 0.65), (0.11, 0.78)],
    "loose": [(0.28, 0.39), (0.19, 0.49), (0.15, 0.54), (0.09, 0.72)],
}
KEEP_HIGH = {
    "pair": [(0.49, 0.37), (0.53, 0.40), (0.50, 0.41), (0.16, 0.76)],
    "adj": [(0.50, 0.31), (0.43, 0.33), (0.30, 0.60), (0.19, 0.76)],
    "gap": [(0.43, 0.20), (0.38, 0.28), (0.23, 0.65), (0.11, 0.78)],
    "loose": [(0.32, 0.24), (0.23, 0.39), (0.15, 0.54), (0.09, 0.72)],
}
