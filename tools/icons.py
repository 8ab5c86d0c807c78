"""Draw the app icons: static/icon.svg and the PNGs the manifest lists.

Run once by hand (`python tools/icons.py`); the outputs are committed. Two
cards on green felt: a black spade card behind a red heart card. The PNGs are
rasterised here from the same shapes (4×4 supersampling, zlib-written PNG),
so no image library or download is needed.
"""

import struct
import zlib
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "static"
FELT, CARD, EDGE, RED, BLACK = (31, 95, 63), (255, 255, 255), (200, 205, 200), (200, 30, 45), (25, 25, 30)

# Shapes in a 100×100 box: (x, y, w, h, radius) cards and suit centres.
BACK_CARD = (18, 14, 42, 60, 6)
FRONT_CARD = (40, 28, 42, 60, 6)
SPADE_AT, HEART_AT, SUIT_SIZE = (31, 34), (61, 58), 12

SVG = f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" rx="18" fill="rgb{FELT}"/>
<rect x="{BACK_CARD[0]}" y="{BACK_CARD[1]}" width="{BACK_CARD[2]}" height="{BACK_CARD[3]}" rx="6" fill="#fff" stroke="rgb{EDGE}"/>
<path d="M31 24c-5 6-11 9-11 14a5 5 0 0 0 9 3l-2 7h8l-2-7a5 5 0 0 0 9-3c0-5-6-8-11-14z" fill="rgb{BLACK}"/>
<rect x="{FRONT_CARD[0]}" y="{FRONT_CARD[1]}" width="{FRONT_CARD[2]}" height="{FRONT_CARD[3]}" rx="6" fill="#fff" stroke="rgb{EDGE}"/>
<path d="M61 72c-9-7-15-12-15-18a7 7 0 0 1 15-3a7 7 0 0 1 15 3c0 6-6 11-15 18z" fill="rgb{RED}"/>
</svg>
"""


def in_round_rect(x, y, rect):
    rx, ry, w, h, r = rect
    if not (rx <= x <= rx + w and ry <= y <= ry + h):
        return False
    cx = min(max(x, rx + r), rx + w - r)
    cy = min(max(y, ry + r), ry + h - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def in_heart(x, y, centre, size, flip=False):
    u = (x - centre[0]) / size * 1.3
    v = (centre[1] - y) / size * 1.3
    if flip:
        v = -v
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0


def in_spade(x, y):
    stem = abs(x - SPADE_AT[0]) <= 2 + (y - (SPADE_AT[1] + 4)) * 0.4 and SPADE_AT[1] + 4 <= y <= SPADE_AT[1] + 14
    return in_heart(x, y, SPADE_AT, SUIT_SIZE, flip=True) or stem


def colour_at(x, y, maskable):
    if not maskable and not in_round_rect(x, y, (0, 0, 100, 100, 18)):
        return None
    for rect, suit, colour in ((FRONT_CARD, lambda: in_heart(x, y, HEART_AT, SUIT_SIZE), RED),
                               (BACK_CARD, lambda: in_spade(x, y), BLACK)):
        if in_round_rect(x, y, rect):
            inner = in_round_rect(x, y, (rect[0] + 0.8, rect[1] + 0.8, rect[2] - 1.6, rect[3] - 1.6, 5.2))
            return colour if suit() else (CARD if inner else EDGE)
    return FELT


def render(size, maskable=False):
    """RGBA rows; a maskable icon fills the square and keeps the art in the safe zone."""
    n = 4
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc, hits = [0, 0, 0], 0
            for sy in range(n):
                for sx in range(n):
                    x = (px + (sx + 0.5) / n) / size * 100
                    y = (py + (sy + 0.5) / n) / size * 100
                    if maskable:   # art shrunk to the central 80 %
                        x, y = (x - 10) / 0.8, (y - 10) / 0.8
                    c = colour_at(x, y, maskable) if (0 <= x <= 100 and 0 <= y <= 100) else FELT
                    if c is not None:
                        hits += 1
                        for i in range(3):
                            acc[i] += c[i]
            if hits:
                row += bytes(round(a / hits) for a in acc) + bytes([round(255 * hits / (n * n))])
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))
    return rows


def png(size, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main():
    (STATIC / "icons").mkdir(parents=True, exist_ok=True)
    (STATIC / "icon.svg").write_text(SVG)
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True), ("apple-touch-icon.png", 180, True)):
        (STATIC / "icons" / name).write_bytes(png(size, render(size, maskable)))
        print("wrote", name)


if __name__ == "__main__":
    main()
