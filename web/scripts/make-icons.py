"""Renders the app icons (web/public/icons) from the favicon's design: a sun
over a wave. Pure Python (zlib), so it needs nothing installed; run it
again only when the design changes: python3 web/scripts/make-icons.py"""
import math
import struct
import zlib
from pathlib import Path

SKY = (236, 254, 255)
SUN = (245, 158, 11)
SEA = (14, 116, 144)
OUT = Path(__file__).resolve().parent.parent / "public" / "icons"


def colour_at(x, y, inset):
    # The favicon's 64x64 design, scaled into the inner square.
    u = (x - inset) / (1 - 2 * inset) * 64
    v = (y - inset) / (1 - 2 * inset) * 64
    wave = 44 + 6 * -math.sin(u / 64 * 2 * math.pi)
    if v >= wave or v >= 64:
        return SEA
    if (u - 32) ** 2 + (v - 26) ** 2 <= 14**2:
        return SUN
    return SKY


def png(size, inset, path):
    samples = 3  # supersampling for smooth edges
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc = [0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / size
                    y = (py + (sy + 0.5) / samples) / size
                    c = colour_at(x, y, inset)
                    for i in range(3):
                        acc[i] += c[i]
            row += bytes(round(a / samples**2) for a in acc)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


OUT.mkdir(parents=True, exist_ok=True)
png(192, 0.0, OUT / "icon-192.png")
png(512, 0.0, OUT / "icon-512.png")
# Maskable: the design inside the 80% safe zone, the sky to the edges.
png(512, 0.12, OUT / "icon-maskable-512.png")
png(180, 0.0, OUT / "apple-touch-icon.png")
