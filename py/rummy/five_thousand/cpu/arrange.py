"""The most points a hand can play now: melds and lay-offs, searched exactly.

A card scores its points wherever it is played, so the best arrangement is
the one that plays the most points (then the most cards). `best_plan`
searches it with a memoised depth-first search over the natural cards in a
fixed order: each card is left in hand, laid off on a table set (or in a
wild card's place), put in a set of its rank (with any choice of the other
naturals of that rank), put in a run window of its suit, or added at an end
of a table run (with the naturals and wild cards between). Wild cards fill
the gaps; the wild cards left over are played too as soon as any meld can
take them (every set takes any number; a run takes them at its ends), or
as a set of their own when there are three. Chains onto a table run are
searched; a natural card is never swapped for a wild card inside a window
(it would play the same points).

Pure maths over view-format data (card strings, table melds); the plan is
a list of steps the levels turn into actions and check before playing.
"""

from functools import lru_cache
from itertools import combinations

from ...cards import INDEX
from ..melds import POSITIONS, card_at, card_points, free_wild_places, run_span

NEG = (-10 ** 9, 0)


class Plan:
    """A way to play cards now.

    `steps`: ("meld", cards, as_) and ("layoff", card, meld_id, as_) in the
    order they can be played (the wild cards to place anywhere come last as
    ("wild", card)); `left`: the cards kept; `points`: the points played.
    """

    __slots__ = ("points", "steps", "left", "played")

    def __init__(self, points, steps, left, played):
        self.points, self.steps, self.left, self.played = points, steps, left, played

    def __repr__(self):
        return f"Plan({self.points}, {self.steps}, left={self.left})"


def table_key(melds, wild):
    """What of the table matters to the search, as a hashable value:
    per run (id, suit, low, high, free wild places), per set (id, rank)."""
    out = []
    for m in melds:
        if m["kind"] == "set":
            out.append((m["id"], "set", m["rank"], 0, 0, ()))
        else:
            lo, hi = run_span(m)
            out.append((m["id"], "run", m["suit"], lo, hi, tuple(free_wild_places(m, wild))))
    return tuple(out)


def best_plan(hand, wild, melds, must=None):
    """The Plan that plays the most points from `hand` now (with `must`, the
    deep draw's target, played), or None when no plan plays `must`."""
    return _best_plan(tuple(sorted(hand, key=INDEX.__getitem__)), wild, table_key(melds, wild), must)


@lru_cache(maxsize=4096)
def _best_plan(hand, wild, table, must):
    return _Search(hand, wild, table, must).run()


class _Search:
    def __init__(self, hand, wild, table, must):
        self.wild = wild
        self.wpts = card_points(wild + "S", wild)
        self.naturals = tuple(c for c in hand if c[0] != wild)
        self.pts = {c: card_points(c, wild) for c in hand}
        self.wilds = [c for c in hand if c[0] == wild]
        self.must = must
        self.set_home = {}
        self.free_place = {}
        self.runs = []
        for mid, kind, key, lo, hi, free in table:
            if kind == "set":
                self.set_home.setdefault(key, mid)
            else:
                self.runs.append((mid, key))
                for place in free:
                    self.free_place.setdefault(place, mid)
        self.ends0 = tuple((lo, hi) for mid, kind, key, lo, hi, free in table if kind == "run")
        self.memo = {}
        self.naturals, self.aside = self._set_aside(self.naturals)

    def _set_aside(self, naturals):
        """(searched, never played): a natural card with no partner (no card
        of its rank, no card of its suit the wild cards could join it to, no
        table meld it fits or could reach) melds only as itself and two wild
        cards; only the highest ones, one per two wild cards, can be worth it."""
        w = len(self.wilds)
        table_runs = [(suit, lo, hi) for (mid, suit), (lo, hi) in zip(self.runs, self.ends0)]
        lonely = []
        for c in naturals:
            if c == self.must or c[0] in self.set_home or c in self.free_place:
                continue
            places = POSITIONS[c[0]]
            if any(x is not c and x[0] == c[0] for x in naturals):
                continue
            if any(x[1] == c[1] and x[0] != c[0] and min(abs(p - q) for p in places for q in POSITIONS[x[0]]) <= w + 1
                   for x in naturals):
                continue
            if any(suit == c[1] and any(end is not None and abs(p - end) <= w for p in places for end in _open(lo, hi))
                   for suit, lo, hi in table_runs):
                continue
            lonely.append(c)
        keep = sorted(lonely, key=lambda c: (-card_points(c, self.wild), INDEX[c]))[:w // 2]
        aside = [c for c in lonely if c not in keep]
        searched = list(naturals)
        for c in aside:
            searched.remove(c)
        return tuple(searched), aside

    def run(self):
        self.start = (self.naturals, len(self.wilds), self.ends0, bool(self.set_home))   # (a set takes wild cards for ever)
        value, _ = self.solve(*self.start)
        if value[0] < 0:
            return None
        return self.rebuild()

    # --- the search -------------------------------------------------------------------
    def solve(self, rem, w, ends, melded):
        key = (rem, w, ends, melded)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        if not rem:
            out = (self.finish(w, ends, melded), None)
            self.memo[key] = out
            return out
        c, rest = rem[0], rem[1:]
        pts = self.pts[c]
        best, choice = NEG, None
        if (c != self.must or c in rest) and not self.fits_now(c, ends):
            best, choice = self.solve(rest, w, ends, melded)[0], ("leave",)
        for gain, n, new_rest, new_w, new_ends, new_melded, step in self.options(c, pts, rest, w, ends):
            sub = self.solve(new_rest, new_w, new_ends, melded or new_melded)[0]
            if sub[0] < 0:
                continue
            value = (sub[0] + gain, sub[1] + n)
            if value > best:
                best, choice = value, step + ((new_rest, new_w, new_ends, melded or new_melded),)
        out = (best, choice)
        self.memo[key] = out
        return out

    def fits_now(self, c, ends):
        """Does natural `c` fit the table as it is (a set of its rank, a wild
        card's place, a run's open end)? Then laying it off beats keeping it."""
        if c[0] in self.set_home or c in self.free_place:
            return True
        for (mid, suit), (lo, hi) in zip(self.runs, ends):
            if suit == c[1] and any(end in POSITIONS[c[0]] for end in _open(lo, hi) if end is not None):
                return True
        return False

    def finish(self, w, ends, melded):
        """Value of the wild cards left: all played when something takes them."""
        if w and (melded or w >= 3 or self.wild_home(ends)):
            return (w * self.wpts, w)
        if self.must is not None and self.must[0] == self.wild and w == len(self.wilds):
            return NEG
        return (0, 0)

    def wild_home(self, ends):
        if self.set_home:
            return True
        return any(_open(lo, hi) != (None, None) for lo, hi in ends)

    def options(self, c, pts, rest, w, ends):
        """(points, cards, rest, wilds left, run ends, melds?, step) per way to play `c`."""
        rank, suit = c[0], c[1]
        if rank in self.set_home:
            yield pts, 1, rest, w, ends, False, ("lay", c, self.set_home[rank], c)
        elif c in self.free_place:
            yield pts, 1, rest, w, ends, False, ("lay", c, self.free_place[c], c)
        yield from self.set_options(c, pts, rest, w, ends)
        avail = {}
        for x in rest:
            if x[1] == suit and x[0] != self.wild:
                for q in POSITIONS[x[0]]:
                    avail.setdefault(q, x)
        order = sorted(avail)
        for p in POSITIONS[rank]:
            yield from self.run_options(c, pts, p, avail, order, rest, w, ends)
            yield from self.extend_options(c, pts, p, avail, order, rest, w, ends)

    def set_options(self, c, pts, rest, w, ends):
        same = [x for x in rest if x[0] == c[0]]
        n = len(same)
        sizes = range(n + 1) if n <= 3 else sorted({0, 1, 2, n - 2, n - 1, n})
        seen = set()
        for k in sizes:
            for combo in combinations(same, k):
                if combo in seen:
                    continue
                seen.add(combo)
                need = max(0, 2 - k)
                if need > w:
                    continue
                new_rest = _remove(rest, combo)
                gain = pts + sum(self.pts[x] for x in combo) + need * self.wpts
                yield gain, 1 + k + need, new_rest, w - need, ends, True, ("set", (c,) + combo, need)

    def run_options(self, c, pts, p, avail, order, rest, w, ends):
        """Run windows holding `c` at place `p`: both ends natural cards (or
        three places), every natural of the suit inside used, wild cards in
        the gaps. The wild cards a window needs are the sum of what its
        part below `p` and its part above need, each growing outwards."""
        if w < 2 and not any(abs(q - p) <= w + 1 for q in avail):
            return
        downs = self._reach(p, avail, order, w, -1)
        ups = self._reach(p, avail, order, w, +1)
        windows = {}
        for lo, miss_lo, used_lo in downs:
            for hi, miss_hi, used_hi in ups:
                if miss_lo + miss_hi > w:
                    break
                if hi - lo >= 2:
                    windows[(lo, hi)] = (miss_lo + miss_hi, used_lo + used_hi)
        for lo in (p - 2, p - 1, p):
            if (lo, lo + 2) not in windows:
                used = tuple(avail[q] for q in (lo, lo + 1, lo + 2) if q != p and q in avail)
                if 2 - len(used) <= w:
                    windows[(lo, lo + 2)] = (2 - len(used), used)
        for lo, hi in sorted(windows):
            if lo < 1 or hi > 14 or hi - lo > 12 or (lo == 1 and hi == 14):
                continue
            missing, used = windows[(lo, hi)]
            new_rest = _remove(rest, used)
            gain = pts + sum(self.pts[x] for x in used) + missing * self.wpts
            yield (gain, 1 + len(used) + missing, new_rest, w - missing, ends, True,
                   ("run", c, p, lo, hi, used, missing))

    @staticmethod
    def _reach(p, avail, order, w, step):
        """[(end, wild cards needed, naturals used)] from `p` out to each
        natural of `avail` (whose places are `order`, ascending) in direction
        `step` (p itself first)."""
        out = [(p, 0, ())]
        miss, used, last = 0, (), p
        for q in ([q for q in order if q > p] if step > 0 else [q for q in reversed(order) if q < p]):
            miss += abs(q - last) - 1
            if miss > w:
                break
            used = used + (avail[q],)
            out.append((q, miss, used))
            last = q
        return out

    def extend_options(self, c, pts, p, avail, order, rest, w, ends):
        for j, (lo, hi) in enumerate(ends):
            if self.runs[j][1] != c[1]:
                continue
            low, high = _open(lo, hi)
            if high is not None and p >= high:
                yield from self._extend(c, pts, p, avail, order, rest, w, ends, j, high, +1, lo)
            if low is not None and p <= low:
                yield from self._extend(c, pts, p, avail, order, rest, w, ends, j, low, -1, hi)

    def _extend(self, c, pts, p, avail, order, rest, w, ends, j, start, step, far):
        """Cards from the run's open end `start` out to `x` (x = p or a natural beyond)."""
        between = tuple(avail[q] for q in range(start, p, step) if q in avail)
        miss = abs(p - start) - len(between)
        if miss > w:
            return
        found = []
        for x, more, beyond in self._reach(p, avail, order, w - miss, step):
            new_lo, new_hi = (far, x) if step > 0 else (x, far)
            if 1 <= x <= 14 and new_hi - new_lo <= 12 and not (new_lo == 1 and new_hi == 14):
                found.append((x, new_lo, new_hi, miss + more, between + beyond))
        for x, new_lo, new_hi, missing, used in sorted(found):     # (each x once: the order is by x)
            new_ends = ends[:j] + ((new_lo, new_hi),) + ends[j + 1:]
            new_rest = _remove(rest, used)
            gain = pts + sum(self.pts[xq] for xq in used) + missing * self.wpts
            yield (gain, 1 + len(used) + missing, new_rest, w - missing, new_ends, False,
                   ("extend", c, p, j, start, x, step, used))

    # --- the plan -------------------------------------------------------------------
    def rebuild(self):
        rem, w, ends, melded = self.start
        wilds = list(self.wilds)
        melds, lays, left = [], [], []
        points = 0
        while rem:
            _, choice = self.memo[(rem, w, ends, melded)]
            kind = choice[0]
            if kind == "leave":
                left.append(rem[0])
                rem = rem[1:]
                continue
            rem_next, w_next, ends_next, melded_next = choice[-1]
            used_wilds = [wilds.pop(0) for _ in range(w - w_next)]
            if kind == "lay":
                _, c, mid, as_ = choice[:4]
                lays.append(("layoff", c, mid, as_))
            elif kind == "set":
                rank = choice[1][0][0]
                cards = list(choice[1]) + used_wilds
                melds.append(("meld", cards, list(choice[1]) + [rank + x[1] for x in used_wilds]))
            elif kind == "run":
                melds.append(("meld",) + self._run_cards(choice, used_wilds))
            else:
                lays.extend(self._extension(choice, used_wilds))
            rem, w, ends, melded = rem_next, w_next, ends_next, melded_next
        extra = []
        if wilds and self.finish(w, ends, melded)[1]:
            if melded or self.wild_home(ends):
                extra = [("wild", x) for x in wilds]
            else:
                melds.append(("meld", list(wilds), None))
            wilds = []
        played = list(self.naturals) + list(self.aside) + list(self.wilds)
        left_all = left + self.aside + wilds
        for x in left_all:
            played.remove(x)
        points = sum(card_points(x, self.wild) for x in played)
        return Plan(points, melds + lays + extra, left_all, played)

    def _run_cards(self, choice, wilds):
        _, c, p, lo, hi, used, missing = choice[:7]
        suit = c[1]
        at = {p: c}
        for x in used:
            q = next(q for q in POSITIONS[x[0]] if lo <= q <= hi and q not in at)
            at[q] = x
        cards, as_ = [], []
        wilds = list(wilds)
        for q in range(lo, hi + 1):
            x = at.get(q) or wilds.pop(0)
            cards.append(x)
            as_.append(card_at(suit, q))
        return cards, as_

    def _extension(self, choice, wilds):
        _, c, p, j, start, x, step, used = choice[:8]
        mid, suit = self.runs[j]
        at = {p: c}
        for u in used:
            q = next(q for q in POSITIONS[u[0]] if (q - start) * step >= 0 and (x - q) * step >= 0 and q not in at)
            at[q] = u
        wilds = list(wilds)
        out = []
        for q in range(start, x + step, step):
            card = at.get(q) or wilds.pop(0)
            out.append(("layoff", card, mid, card_at(suit, q)))
        return out


def _open(lo, hi):
    """(place below, place above) a run spanning lo..hi may still take (as run_ends)."""
    low = lo - 1 if lo > 1 and not (lo == 2 and hi == 14) else None
    high = hi + 1 if hi < 14 and not (lo == 1 and hi == 13) else None
    return low, high


def _remove(cards, used):
    out = list(cards)
    for x in used:
        out.remove(x)
    return tuple(out)
