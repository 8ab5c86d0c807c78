"""The worker's JSON bridge: one match, JSON text in, JSON text out.

The page never touches a `Match`: the web worker hands each request (JSON
text) to `Bridge.handle` and posts the returned JSON text back. This module
owns docs/protocol.md. It imports no `js`, so CPython tests drive it exactly
as Pyodide does. Only `match.view(0)` ever leaves through it; the CPU seat is
played here, one action per `cpu` request, by `rummy.gin.cpu.decide` on
`match.view(1)`, and what the reply says of that action is what the person
saw happen (a card drawn from the stock stays hidden).
"""

import json
import random

from .gin import IllegalAction, Match

PERSON, CPU = 0, 1
REQUEST_FIELDS = {
    "new_match": {"target", "level", "seed", "rules", "deal"},
    "view": set(),
    "act": {"action", "state"},
    "cpu": {"state"},
    "save": set(),
    "load": {"save"},
}


class BridgeError(Exception):
    """A refused request: a stable code and a message for the developer."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def cpu_rng(seed, log_length):
    """The CPU's random source for one decision: a replayed save makes the same move."""
    return random.Random(f"rummy.web/cpu/{seed}/{log_length}")


def public_cpu_action(before, action):
    """The CPU's action as the person sees it happen (`before`: a view before it).

    Built from a whitelist, so nothing the CPU's decision carries beyond the
    public move can leak: a stock draw names no card; a take or a pile draw
    names the card that was on top of the discard pile.
    """
    public = {"player": CPU, "type": action["type"]}
    if action["type"] == "draw":
        public["from"] = action["from"]
    if action["type"] in ("take", "draw") and public.get("from", "discard") == "discard":
        public["card"] = before["discard"][-1]
    if action["type"] in ("discard", "knock"):
        public["card"] = action["card"]
    return public


def _load_request(text):
    try:
        request = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise BridgeError("bad_request", f"not JSON: {exc}") from None
    if not isinstance(request, dict):
        raise BridgeError("bad_request", "a request is a JSON object")
    return request


def _check_fields(request):
    """The request's op, once its fields are known ones."""
    op = request.get("op")
    if op not in REQUEST_FIELDS:
        raise BridgeError("bad_request", f"unknown op {op!r}")
    unknown = set(request) - REQUEST_FIELDS[op] - {"id", "op"}
    if unknown:
        raise BridgeError("bad_request", f"{op}: unknown field {sorted(unknown)[0]!r}")
    return op


class Bridge:
    """One match and a state counter that rises with every change."""

    def __init__(self):
        self.match = None
        self.state = 0

    def handle(self, text):
        """Answer one request (JSON text) with one reply (JSON text)."""
        request_id = None
        try:
            request = _load_request(text)
            request_id = request.get("id")
            op = _check_fields(request)
            reply = {"ok": True, **getattr(self, "_op_" + op)(request)}
        except (BridgeError, IllegalAction) as exc:
            reply = self._error(exc.code, getattr(exc, "message", str(exc)))
        except Exception as exc:  # the page must always get its one reply
            reply = self._error("internal", f"{type(exc).__name__}: {exc}")
        envelope = {"id": request_id, "ok": False, "view": None, "state": self.state,
                    "error": None, "cpu_action": None}
        return json.dumps({**envelope, **reply}, separators=(",", ":"))

    def _error(self, code, message):
        return {"ok": False, "error": {"code": code, "message": message}}

    def _reply(self, **extra):
        return {"view": self.match.view(PERSON), **extra}

    def _need_match(self):
        if self.match is None:
            raise BridgeError("no_match", "no match yet: send new_match or load first")
        return self.match

    def _check_state(self, request):
        state = request.get("state")
        if isinstance(state, bool) or not isinstance(state, int):
            raise BridgeError("bad_request", f"{request['op']}: state must be an integer")
        if state != self.state:
            raise BridgeError("stale_state", f"{request['op']} was made on state {state},"
                                             f" the match is at state {self.state}")

    def _replace(self, match):
        self.match = match
        self.state += 1

    # --- ops ------------------------------------------------------------------
    def _op_new_match(self, request):
        options = {k: request[k] for k in ("target", "level", "seed", "rules", "deal")
                   if request.get(k) is not None}
        try:
            match = Match(**options)
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_request", f"new_match: {exc}") from None
        self._replace(match)
        return self._reply()

    def _op_view(self, request):
        self._need_match()
        return self._reply()

    def _op_act(self, request):
        match = self._need_match()
        self._check_state(request)
        action = request.get("action")
        if not isinstance(action, dict):
            raise BridgeError("bad_request", "act: action must be an object")
        match.apply(PERSON, action)   # IllegalAction leaves the match as it was
        self.state += 1
        return self._reply()

    def _op_cpu(self, request):
        match = self._need_match()
        self._check_state(request)
        seen = match.view(CPU)
        if match.phase in ("round_over", "match_over"):
            raise IllegalAction("wrong_phase", f"cpu: the round is over (phase {match.phase!r})")
        if not seen["legal"]:
            raise IllegalAction("not_your_turn", f"cpu: player {match.to_act} is to act")
        # Imported at first use: the worker reports ready once a match can be
        # made, then warms the CPU up while the person reads the start screen.
        from .gin import cpu
        action = cpu.decide(seen, match.level, cpu_rng(match.seed, len(match.log)))
        match.apply(CPU, action)
        self.state += 1
        return self._reply(cpu_action=public_cpu_action(seen, action))

    def _op_save(self, request):
        return {"save": self._need_match().to_save()}

    def _op_load(self, request):
        try:
            match = Match.from_save(request.get("save"))
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_save", str(exc)) from None
        self._replace(match)
        return self._reply()
