"""Reading one request of the bridge (`rummy.web`): JSON text, checked for its
depth before it is parsed, into a dict; or a BridgeError with a stable code.
"""

import json
import re

MAX_DEPTH = 32          # JSON nesting a request may have (a real one needs about 6)


class BridgeError(Exception):
    """A refused request: a stable code and a message for the developer."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
BRACKET = re.compile(r"[\[\]{}]")


def too_deep(text):
    """Whether the JSON text nests more than MAX_DEPTH deep (strings skipped):
    checked before parsing, so no parser ever recurses into a hostile request
    (Pyodide's stack is far smaller than CPython's)."""
    depth = 0
    for bracket in BRACKET.findall(STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            return True
    return False


TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]|-?\d+')


def top_level_id(text):
    """The "id" of a request that is not parsed (too deep), read from its
    tokens at the outer level, so even its refusal reaches the page's waiter."""
    depth, after_key = 0, False
    for token in TOKEN.findall(text):
        if token in "[{":
            depth += 1
        elif token in "]}":
            depth -= 1
        elif depth == 1 and after_key:
            return json.loads(token)
        after_key = depth == 1 and token == '"id"'
    return None


def read_request(text):
    """The request (a dict) in `text`, or BridgeError bad_request."""
    if not isinstance(text, str):
        raise BridgeError("bad_request", "a request is JSON text")
    if too_deep(text):
        error = BridgeError("bad_request", f"nested more than {MAX_DEPTH} deep")
        error.request_id = top_level_id(text)
        raise error
    try:
        request = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise BridgeError("bad_request", f"not JSON: {exc}") from None
    if not isinstance(request, dict):
        raise BridgeError("bad_request", "a request is a JSON object")
    return request
