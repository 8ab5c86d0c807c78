"""view(match, seat): the only way hidden information leaves a match.

A view holds the seat's own hand; of the others only what the table shows:
hand sizes, face-up dealt cards still held, cards taken from the pile and
still held, melds and who laid each card, points melded this deal and
totals. The whole pile is public; of the stock only its size. Other hands
appear only in the deal result, once the deal is over; the deal code (it
fixes the stock's order) only there too. `public_events` is the same gate
for the match's events.

"history" (this deal, public) holds {"player", "action", ...}: "draw" with
"from" ("stock"; or "discard" with "count" and the "cards" taken), "meld"
with the meld's "meld" id, "kind" and "cards" ({card, as}), "layoff" and
"rummy" with "card", "meld", "as", "discard" with "card" (and "out": true
when it went out), "pass" with the "card" passed, "stop", and "hand_empty"
(a turn ended with no cards: no discard, not going out). The events are the
same steps with "type" for "action" (a stock draw's card under "secret"),
plus "first_dealer", "deal", "deal_over" (hands shown) and "match_over".

"score_sheet" holds one row per finished deal (public: deal, dealer, how
it ended, each seat's points and running totals), for the page's score sheet.

"legal" lists every legal action of the seat to act but melds (too many);
so in phase "play" it can be empty: then a deep draw's target ("must_play")
can only be played by a meld, and some meld is legal (no dead ends).
"""

from ..cards import INDEX
from ..events import visible


def view(match, seat):
    """Everything `seat` may know now, JSON-ready (docs/engine-api.md). `seat`
    None: the public view, what anyone at the table may know (shown while the
    device is handed over): no hand, no must_play / no_discard, and "legal"
    only what is public (see _public_legal)."""
    public = seat is None
    if not public:
        _check_seat(match, seat)
    in_turn = match.phase == "play" and not public
    return {
        "game": match.GAME,
        "you": seat,
        "players": match.players,
        "phase": match.phase,
        "to_act": match.to_act,
        "turn": match.turn_player,
        "dealer": match.dealer,
        "wild": match.wild,
        "deal": match.deal_no,
        "hand": [] if public else sorted(match.hands[seat], key=INDEX.__getitem__),
        "seats": [{"hand_count": len(match.hands[s]), "face_up": match.face_up[s],
                   "took": list(match.took[s]), "melded_points": match.melded[s],
                   "score": match.scores[s]} for s in range(match.players)],
        "stock_count": len(match.stock),
        "discard": list(match.pile),
        "melds": [_meld(m) for m in match.melds],
        "must_play": match.must_play if in_turn else None,
        "no_discard": match.no_discard if in_turn else None,
        "rummy_card": match.rummy_card if match.phase == "rummy" else None,
        "first_dealer_draw": [list(row) for row in match.draw_rounds],
        "history": [_plain(h) for h in match.history],
        "scores": list(match.scores),
        "target": match.target,
        "level": match.level,
        "state": len(match.log),
        "legal": _public_legal(match) if public else match.legal(seat),
        "result": _plain(match.result),
        "score_sheet": [_sheet_row(r) for r in match.results],
    }


def public_events(match, seat, start=0):
    """The match's events from index `start` on, as `seat` may know them
    (None: as anyone may, no stock card drawn)."""
    if seat is not None:
        _check_seat(match, seat)
    return visible(match.events[start:], seat)


def _public_legal(match):
    """The actions anyone may see offered: next_deal between deals, and in
    the rummy phase the asked seat's calls and pass (a call is made aloud;
    its places are on the public melds)."""
    if not match.in_play or match.phase == "rummy":
        return match.legal(match.to_act)
    return []


def _check_seat(match, seat):
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < match.players:
        raise ValueError(f"seat must be 0..{match.players - 1}, not {seat!r}")


def _sheet_row(result):
    """A finished deal on the score sheet (public: every result was shown to all)."""
    return {key: _plain(result[key]) for key in ("deal", "dealer", "kind", "reason", "out", "points", "scores")}


def _meld(m):
    return {"id": m["id"], "owner": m["owner"], "kind": m["kind"], "suit": m["suit"], "rank": m["rank"],
            "cards": [{"card": e["card"], "as": e["as"], "by": e["by"]} for e in m["cards"]]}


def _plain(value):
    """A copy of JSON-like data (faster than copy.deepcopy)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value
