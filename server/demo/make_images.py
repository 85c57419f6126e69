#!/usr/bin/env python3
"""Regenerate the illustrative demo images in ./images/.

One drawing per demo item, matching what it is, and its file name written
into demo.json. Documentation only (not run in CI). Usage:

    pip install pillow
    python3 make_images.py

Every picture is abstract: a soft gradient plus simple geometric shapes that
suggest the subject (stage, beach, plate, ...). No text is rendered. Output is
640x400 JPEG at quality ~70, each file well under 30 KB. Rendering is done at 2x
and downscaled for smooth edges. The random seed is fixed, so output is
deterministic for a given Pillow version.
"""
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

W, H = 640, 400
S = 2  # supersampling factor
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")
MAX_BYTES = 30 * 1024


# --------------------------------------------------------------------------
# helpers (all coordinates are given in 640x400 space)
# --------------------------------------------------------------------------

def lerp(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def gradient(stops):
    """Vertical gradient; stops = [(pos 0..1, (r,g,b)), ...]."""
    w, h = W * S, H * S
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    for y in range(h):
        t = y / (h - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
            if p0 <= t <= p1:
                d.line([(0, y), (w, y)], fill=lerp(c0, c1, (t - p0) / max(p1 - p0, 1e-6)))
                break
    return img


def _s(xy):
    out = []
    for v in xy:
        if isinstance(v, (tuple, list)):
            out.append(tuple(c * S for c in v))
        else:
            out.append(v * S)
    return out


class Pen:
    def __init__(self, img):
        self.img = img
        self.d = ImageDraw.Draw(img, "RGBA")

    def poly(self, pts, fill):
        self.d.polygon(_s(pts), fill=fill)

    def ell(self, box, fill=None, outline=None, width=1):
        self.d.ellipse(_s(box), fill=fill, outline=outline, width=width * S)

    def circle(self, x, y, r, fill=None, outline=None, width=1):
        self.ell((x - r, y - r, x + r, y + r), fill, outline, width)

    def rect(self, box, fill):
        self.d.rectangle(_s(box), fill=fill)

    def rrect(self, box, r, fill):
        self.d.rounded_rectangle(_s(box), radius=r * S, fill=fill)

    def line(self, pts, fill, width=1):
        self.d.line(_s(pts), fill=fill, width=width * S, joint="curve")

    def arc(self, box, start, end, fill, width=1):
        self.d.arc(_s(box), start, end, fill=fill, width=width * S)

    def pie(self, box, start, end, fill):
        self.d.pieslice(_s(box), start, end, fill=fill)

    def chord(self, box, start, end, fill):
        self.d.chord(_s(box), start, end, fill=fill)


def glow(img, x, y, r, color, strength=0.7):
    """Soft radial light blob."""
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).ellipse(_s((x - r, y - r, x + r, y + r)), fill=int(255 * strength))
    mask = mask.filter(ImageFilter.GaussianBlur(r * S * 0.45))
    img.paste(Image.new("RGB", img.size, color), (0, 0), mask)


def leaf(cx, cy, length, width, angle_deg, droop=0.0):
    """Leaf / frond polygon growing from (cx, cy)."""
    a = math.radians(angle_deg)
    nx, ny = -math.sin(a), math.cos(a)
    left, right = [], []
    n = 14
    for i in range(n + 1):
        t = i / n
        x = cx + math.cos(a) * length * t
        y = cy + math.sin(a) * length * t + droop * length * t * t
        w = width * math.sin(math.pi * t) * 0.5
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def palm(p, x, base_y, height, lean, color, frond=None):
    frond = frond or color
    n = 12
    pts = [(x + lean * (i / n) ** 2 * height, base_y - height * i / n) for i in range(n + 1)]
    left = [(px - (7 - 3.5 * i / n), py) for i, (px, py) in enumerate(pts)]
    right = [(px + (7 - 3.5 * i / n), py) for i, (px, py) in enumerate(pts)]
    p.poly(left + right[::-1], color)
    tx, ty = pts[-1]
    L = height * 0.5
    for ang, droop in [(-5, 0.7), (-35, 0.5), (-70, 0.35), (-110, 0.35), (-145, 0.5),
                       (-175, 0.7), (20, 0.6), (160, 0.6)]:
        p.poly(leaf(tx, ty, L, L * 0.22, ang, droop), frond)
    p.circle(tx, ty, 5, fill=color)


def wave_line(p, y, amp, period, color, width=3, phase=0.0, x0=0, x1=W):
    pts = [(x, y + amp * math.sin((x / period) * 2 * math.pi + phase)) for x in range(x0, x1 + 1, 8)]
    p.line(pts, color, width)


def save(img, name, quality=70):
    small = img.resize((W, H), Image.LANCZOS)
    path = os.path.join(OUT, name)
    q = quality
    while True:
        small.save(path, "JPEG", quality=q, optimize=True, progressive=True)
        if os.path.getsize(path) <= MAX_BYTES or q <= 50:
            break
        q -= 5
    print(f"{name:14s} {os.path.getsize(path) / 1024:5.1f} KB  (q={q})")


# --------------------------------------------------------------------------
# scenes
# --------------------------------------------------------------------------

def stage():
    img = gradient([(0, (60, 24, 60)), (1, (22, 10, 32))])
    p = Pen(img)
    p.poly([(300, 0), (340, 0), (470, 330), (170, 330)], (255, 236, 190, 45))
    p.rect((0, 300, W, H), (126, 74, 44))
    for x in range(-200, 900, 60):
        p.line([(320 + (x - 320) * 0.55, 300), (x, 400)], (96, 54, 30), 2)
    p.ell((180, 300, 460, 350), (255, 232, 170, 90))
    # curtains
    reds = [(176, 28, 44), (140, 18, 34)]
    for side in (0, 1):
        for i in range(6):
            x0 = i * 24
            pull = 40 + i * 10
            pts = [(x0, 40), (x0 + 26, 40), (x0 + 26 + pull * 0.4, 230), (x0 + 26, 400), (x0, 400),
                   (x0 + pull * 0.4, 230)]
            if side:
                pts = [(W - px, py) for px, py in pts]
            p.poly(pts, reds[i % 2])
    p.rect((0, 0, W, 46), (150, 20, 36))
    for x in range(0, W + 40, 40):
        p.chord((x - 22, 20, x + 22, 70), 0, 180, (150, 20, 36))
    p.line([(0, 46), (W, 46)], (230, 180, 80), 3)
    return img


def opera():
    img = gradient([(0, (90, 20, 40)), (1, (40, 8, 24))])
    glow(img, 320, 60, 90, (255, 214, 140), 0.55)
    p = Pen(img)
    gold = (214, 168, 82)
    for k, y in enumerate((120, 185, 250)):
        p.arc((-200, y - 140, 840, y + 60), 20, 160, gold, 6)
        for i in range(9):
            t = 0.08 + i * 0.105
            ang = math.radians(20 + 140 * t)
            cx = 320 + 520 * math.cos(ang)
            cy = (y - 40) + 100 * math.sin(ang)
            if 120 < cx < 520 and k < 2:
                continue
            p.rrect((cx - 16, cy - 34, cx + 16, cy - 4), 6, (30, 6, 16, 200))
    # proscenium
    p.pie((200, 210, 440, 330), 180, 360, gold)
    p.rect((200, 270, 440, 400), gold)
    p.pie((212, 222, 428, 338), 180, 360, (150, 20, 36))
    p.rect((212, 280, 428, 400), (150, 20, 36))
    for x in range(222, 428, 18):
        p.line([(x, 250), (x, 400)], (120, 14, 30), 4)
    # chandelier
    p.circle(320, 60, 18, fill=(255, 236, 180))
    for i in range(-3, 4):
        p.line([(320 + i * 10, 72), (320 + i * 12, 92)], (255, 230, 170), 2)
        p.circle(320 + i * 12, 95, 3, fill=(255, 246, 210))
    return img


def ballet():
    img = gradient([(0, (250, 214, 224)), (1, (198, 186, 236))])
    glow(img, 320, 210, 150, (255, 246, 240), 0.7)
    p = Pen(img)
    p.ell((150, 330, 490, 370), (160, 130, 190, 90))
    ink = (92, 58, 112)
    # dancer in arabesque
    p.circle(300, 104, 15, fill=ink)
    p.circle(292, 92, 8, fill=ink)  # bun
    p.line([(302, 118), (306, 132)], ink, 7)
    p.poly([(292, 132), (322, 132), (318, 196), (300, 196)], ink)
    p.line([(296, 138), (250, 110), (214, 96)], ink, 6)
    p.line([(318, 138), (370, 120), (410, 112)], ink, 6)
    p.ell((236, 180, 390, 214), (255, 252, 254, 230))
    p.ell((250, 186, 376, 208), (246, 206, 224, 200))
    p.line([(306, 204), (300, 270), (302, 338)], ink, 8)
    p.line([(316, 200), (390, 196), (466, 176)], ink, 8)
    for cx, cy, r in [(120, 80, 30), (540, 90, 22), (560, 280, 36), (90, 300, 24)]:
        p.circle(cx, cy, r, fill=(255, 255, 255, 60))
    return img


def music():
    img = gradient([(0, (22, 120, 140)), (1, (18, 40, 96))])
    glow(img, 480, 120, 120, (90, 210, 200), 0.5)
    p = Pen(img)
    for i in range(5):
        wave_line(p, 170 + i * 16, 24, 420, (255, 255, 255, 120), 2, phase=0.6)
    notes = [(110, 212, (255, 196, 90)), (230, 180, (255, 128, 110)), (360, 226, (255, 238, 200)),
             (500, 170, (255, 196, 90))]
    for x, y, c in notes:
        p.ell((x - 16, y - 11, x + 16, y + 11), c)
        p.line([(x + 14, y), (x + 14, y - 90)], c, 5)
        p.poly([(x + 14, y - 90), (x + 44, y - 62), (x + 40, y - 50), (x + 14, y - 70)], c)
    # beamed pair
    c = (255, 150, 170)
    for x, y in [(560, 290), (604, 276)]:
        p.ell((x - 14, y - 10, x + 14, y + 10), c)
        p.line([(x + 12, y), (x + 12, y - 80)], c, 5)
    p.poly([(570, 210), (618, 196), (618, 208), (570, 222)], c)
    rnd = random.Random(3)
    for _ in range(22):
        x, y, r = rnd.randint(0, W), rnd.randint(0, H), rnd.randint(4, 16)
        p.circle(x, y, r, fill=(255, 255, 255, rnd.randint(20, 60)))
    return img


def comedy():
    img = gradient([(0, (120, 46, 40)), (1, (70, 24, 26))])
    p = Pen(img)
    rnd = random.Random(7)
    for row in range(0, 14):
        y = row * 30
        off = 0 if row % 2 else 40
        for x in range(-80, W, 80):
            shade = rnd.randint(-12, 12)
            p.rect((x + off + 3, y + 3, x + off + 77, y + 27), (140 + shade, 58 + shade // 2, 48, 255))
    glow(img, 320, 200, 170, (255, 214, 150), 0.55)
    p = Pen(img)
    p.rect((0, 330, W, H), (40, 22, 26))
    dark = (30, 30, 36)
    p.ell((270, 326, 370, 346), dark)
    p.line([(320, 336), (320, 170)], dark, 6)
    p.line([(320, 172), (290, 140)], dark, 5)
    p.rrect((270, 104, 300, 150), 14, (60, 60, 70))
    p.ell((264, 86, 306, 124), (120, 120, 132))
    for i in range(4):
        p.line([(270, 96 + i * 7), (300, 96 + i * 7)], (80, 80, 92), 2)
    # stool
    p.ell((400, 238, 480, 256), (40, 30, 28))
    p.line([(410, 250), (396, 338)], (40, 30, 28), 5)
    p.line([(470, 250), (484, 338)], (40, 30, 28), 5)
    p.line([(402, 300), (478, 300)], (40, 30, 28), 3)
    return img


def circus():
    img = gradient([(0, (48, 40, 110)), (0.6, (236, 120, 130)), (1, (252, 196, 140))])
    p = Pen(img)
    rnd = random.Random(11)
    for _ in range(30):
        x, y = rnd.randint(0, W), rnd.randint(0, 150)
        p.circle(x, y, rnd.choice([1, 1, 2]), fill=(255, 250, 220, 200))
    p.rect((0, 340, W, H), (70, 140, 90))
    base = [(140 + i * 36, 210) for i in range(11)]
    apex = (320, 70)
    for i in range(10):
        col = (214, 40, 56) if i % 2 == 0 else (252, 246, 236)
        p.poly([apex, base[i], base[i + 1]], col)
        p.rect((base[i][0], 210, base[i + 1][0], 345), col)
    for i in range(10):
        p.chord((base[i][0], 196, base[i + 1][0], 226), 0, 180, (250, 200, 60))
    p.poly([(290, 345), (320, 250), (350, 345)], (70, 20, 40))
    p.line([(320, 70), (320, 30)], (80, 50, 40), 3)
    p.poly([(320, 30), (352, 38), (320, 46)], (250, 200, 60))
    for sx in (140, 500):
        p.line([(320, 70), (sx, 150)], (255, 255, 255, 120), 1)
        for k in range(1, 7):
            t = k / 7
            x = 320 + (sx - 320) * t
            y = 70 + 80 * t
            p.poly([(x - 6, y), (x + 6, y), (x, y + 12)], [(250, 200, 60), (60, 180, 200), (214, 40, 56)][k % 3])
    return img


def festival():
    img = gradient([(0, (34, 40, 96)), (0.7, (222, 120, 120)), (1, (250, 190, 130))])
    p = Pen(img)
    palm(p, 60, 400, 250, 0.25, (24, 30, 50))
    palm(p, 590, 400, 220, -0.3, (24, 30, 50))
    colors = [(255, 210, 90), (120, 230, 210), (255, 130, 150), (180, 160, 255)]
    for row, (y0, sag) in enumerate([(60, 60), (110, 50)]):
        pts = [(x, y0 + sag * (1 - ((x - 320) / 340) ** 2)) for x in range(-20, W + 21, 10)]
        p.line(pts, (30, 30, 40), 2)
        for i, (x, y) in enumerate(pts[::4]):
            c = colors[(i + row) % 4]
            glow(img, x, y + 8, 12, c, 0.6)
    p = Pen(img)
    for i, x in enumerate(range(130, 520, 130)):
        c = [(250, 246, 236), (250, 220, 180), (240, 236, 250)][i % 3]
        p.poly([(x - 60, 300), (x, 250), (x + 60, 300)], c)
        p.rect((x - 54, 300, x + 54, 350), c)
        p.rect((x - 30, 310, x + 30, 350), (60, 50, 70, 160))
    p.rect((0, 350, W, H), (40, 44, 60))
    for x in range(20, W, 40):
        p.poly([(x, 230), (x + 20, 230), (x + 10, 248)], colors[(x // 40) % 4])
    p.line([(0, 230), (W, 230)], (40, 40, 50), 1)
    return img


def museum():
    img = gradient([(0, (120, 190, 230)), (1, (230, 242, 248))])
    p = Pen(img)
    for cx, cy in [(120, 60), (520, 80)]:
        for dx, r in [(-30, 20), (0, 28), (30, 20)]:
            p.circle(cx + dx, cy, r, fill=(255, 255, 255, 170))
    p.rect((0, 330, W, H), (110, 170, 100))
    cream = (246, 226, 206)
    shade = (222, 190, 170)
    p.rect((150, 300, 490, 314), shade)
    p.rect((140, 314, 500, 324), cream)
    p.rect((130, 324, 510, 336), shade)
    p.rect((170, 160, 470, 300), (236, 206, 186))
    p.rect((160, 140, 480, 162), cream)
    p.poly([(150, 140), (320, 70), (490, 140)], cream)
    p.poly([(185, 132), (320, 84), (455, 132)], shade)
    p.circle(320, 112, 12, fill=(240, 180, 160))
    for i in range(6):
        x = 190 + i * 52
        p.rect((x, 166, x + 16, 300), (252, 244, 232))
        p.rect((x - 5, 162, x + 21, 170), cream)
        p.rect((x - 5, 294, x + 21, 300), cream)
    p.rrect((302, 220, 338, 300), 16, (120, 90, 100))
    palm(p, 70, 345, 210, 0.2, (70, 90, 60), (60, 140, 80))
    palm(p, 575, 345, 190, -0.25, (70, 90, 60), (60, 140, 80))
    return img


def outdoor():
    img = gradient([(0, (140, 206, 240)), (1, (226, 244, 236))])
    p = Pen(img)
    for cx, cy in [(150, 70), (460, 50)]:
        for dx, dy, r in [(-36, 8, 22), (0, 0, 32), (36, 8, 24)]:
            p.circle(cx + dx, cy + dy, r, fill=(255, 255, 255, 190))
    p.ell((-200, 200, 420, 520), (120, 186, 110))
    p.ell((240, 220, 880, 540), (96, 168, 96))
    p.ell((60, 300, 300, 340), (110, 190, 210))
    p.poly([(360, 400), (440, 400), (420, 330), (470, 280), (450, 270), (390, 320)], (232, 214, 170))
    for x, y, r, c in [(120, 230, 34, (50, 120, 70)), (540, 220, 42, (40, 110, 64)),
                       (200, 250, 26, (60, 140, 76)), (600, 260, 30, (60, 130, 70))]:
        p.rect((x - 4, y, x + 4, y + r + 30), (110, 80, 60))
        p.circle(x, y, r, fill=c)
    return img


def beach():
    img = gradient([(0, (110, 196, 236)), (0.5, (214, 238, 248)), (0.5, (64, 190, 200)),
                    (0.68, (110, 214, 210)), (0.68, (246, 226, 184)), (1, (240, 212, 160))])
    glow(img, 520, 70, 70, (255, 244, 200), 0.7)
    p = Pen(img)
    p.circle(520, 70, 30, fill=(255, 226, 120))
    for i, y in enumerate((216, 236, 256)):
        wave_line(p, y, 3, 90, (255, 255, 255, 150), 2, phase=i)
    wave_line(p, 272, 5, 160, (255, 255, 255, 220), 4)
    p.line([(430, 380), (470, 250)], (120, 90, 70), 4)
    p.pie((400, 220, 540, 300), 180, 360, (240, 90, 90))
    p.pie((440, 220, 500, 300), 180, 360, (255, 250, 240))
    p.rrect((300, 320, 400, 356), 4, (90, 190, 210))
    p.rect((300, 332, 400, 344), (255, 250, 240))
    palm(p, 90, 380, 250, 0.3, (96, 76, 60), (46, 140, 90))
    return img


def gardens():
    img = gradient([(0, (200, 234, 196)), (1, (120, 180, 130))])
    p = Pen(img)
    rnd = random.Random(5)
    greens = [(46, 120, 70), (70, 150, 84), (36, 100, 64), (96, 170, 96)]
    for _ in range(40):
        x, y = rnd.randint(-20, W + 20), rnd.randint(60, H + 20)
        p.poly(leaf(x, y, rnd.randint(60, 120), rnd.randint(20, 36), rnd.randint(-170, -10), 0.2),
               rnd.choice(greens))
    flowers = [(150, 170, (236, 70, 100)), (330, 120, (250, 140, 60)), (480, 220, (236, 90, 170)),
               (240, 300, (250, 200, 70)), (560, 110, (240, 80, 80)), (80, 320, (250, 150, 180))]
    for x, y, c in flowers:
        r = rnd.randint(30, 44)
        for k in range(5):
            a = math.radians(k * 72 + rnd.randint(0, 20))
            px, py = x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55
            p.circle(px, py, r * 0.55, fill=c + (235,))
        p.circle(x, y, r * 0.25, fill=(255, 230, 120))
        p.line([(x, y), (x + r * 0.5, y - r * 0.6)], (255, 240, 160), 2)
    return img


def wildlife():
    img = gradient([(0, (60, 190, 206)), (1, (12, 64, 112))])
    p = Pen(img)
    for x in (80, 260, 430):
        p.poly([(x, 0), (x + 60, 0), (x + 160, H), (x + 90, H)], (255, 255, 255, 28))
    for i in range(14):
        x = 20 + i * 46
        pts = [(x + 8 * math.sin(t / 12), H - t) for t in range(0, 110, 10)]
        p.line(pts, (40, 140, 90), 7)
    p.rect((0, 380, W, H), (214, 196, 150))
    fish = [(140, 130, 1, (255, 170, 60)), (220, 180, 1, (255, 210, 80)), (470, 120, -1, (250, 120, 100)),
            (520, 260, -1, (255, 190, 70))]
    for x, y, d, c in fish:
        p.ell((x - 30, y - 14, x + 30, y + 14), c)
        p.poly([(x - 26 * d, y), (x - 50 * d, y - 16), (x - 50 * d, y + 16)], c)
        p.circle(x + 16 * d, y - 3, 4, fill=(20, 30, 40))
    # sea turtle
    tx, ty = 330, 270
    p.ell((tx - 60, ty - 14, tx - 20, ty + 6), (100, 140, 90))
    p.ell((tx + 20, ty - 14, tx + 60, ty + 6), (100, 140, 90))
    p.circle(tx, ty - 48, 14, fill=(110, 150, 96))
    p.ell((tx - 44, ty - 44, tx + 44, ty + 30), (76, 110, 70))
    for dx, dy in [(0, -8), (-20, 4), (20, 4), (-12, -24), (12, -24)]:
        p.circle(tx + dx, ty + dy, 9, fill=(110, 150, 90))
    rnd = random.Random(9)
    for _ in range(16):
        x, y, r = rnd.randint(0, W), rnd.randint(0, 300), rnd.randint(3, 8)
        p.circle(x, y, r, outline=(255, 255, 255, 150), width=1)
    return img


def tours():
    img = gradient([(0, (150, 210, 236)), (0.42, (236, 244, 236)), (0.42, (70, 160, 160)),
                    (1, (30, 100, 120))])
    p = Pen(img)
    for cx, cy, r in [(40, 140, 70), (140, 120, 80), (250, 150, 60), (420, 140, 70), (540, 120, 90),
                      (640, 150, 70)]:
        p.circle(cx, cy, r, fill=(40, 100, 60))
        p.circle(cx - r * 0.3, cy - r * 0.3, r * 0.6, fill=(60, 126, 70))
    for x in range(0, W, 24):
        p.arc((x - 14, 160, x + 14, 200), 180, 360, (70, 60, 46), 3)
    p.rect((0, 168, W, 180), (70, 160, 160, 200))
    for y in range(200, 400, 26):
        wave_line(p, y, 2, 70, (255, 255, 255, 60), 2, phase=y)
    # kayak
    p.poly([(180, 300), (300, 286), (460, 290), (500, 300), (460, 312), (300, 316)], (250, 170, 40))
    p.ell((316, 292, 360, 306), (40, 40, 50))
    p.poly([(326, 298), (352, 298), (346, 252), (332, 252)], (230, 70, 70))
    p.circle(339, 240, 11, fill=(220, 170, 130))
    p.pie((326, 222, 352, 246), 180, 360, (250, 250, 240))
    p.line([(280, 226), (410, 320)], (50, 50, 60), 4)
    p.ell((266, 214, 290, 236), (50, 50, 60))
    p.ell((400, 312, 424, 334), (50, 50, 60))
    return img


def plate(p, cx, cy, r):
    p.circle(cx + 6, cy + 8, r, fill=(0, 0, 0, 40))
    p.circle(cx, cy, r, fill=(250, 250, 248))
    p.circle(cx, cy, r * 0.74, fill=(238, 238, 236))
    p.circle(cx, cy, r * 0.72, fill=(252, 252, 250))






def sunset():
    img = gradient([(0, (60, 40, 110)), (0.4, (220, 100, 120)), (0.62, (255, 190, 120)),
                    (0.62, (120, 70, 110)), (1, (40, 30, 70))])
    glow(img, 330, 248, 110, (255, 200, 130), 0.7)
    p = Pen(img)
    p.pie((280, 198, 380, 298), 180, 360, (255, 222, 140))
    for i, y in enumerate(range(256, 380, 14)):
        w = 60 - i * 4
        p.line([(330 - w, y), (330 + w, y)], (255, 200, 130, 140 - i * 10), 4)
    for x, y in [(180, 110), (206, 124), (450, 90)]:
        p.arc((x - 12, y - 6, x, y + 6), 200, 340, (40, 30, 60), 3)
        p.arc((x, y - 6, x + 12, y + 6), 200, 340, (40, 30, 60), 3)
    p.rect((0, 360, W, H), (30, 22, 46))
    palm(p, 70, 380, 280, 0.35, (30, 22, 46))
    palm(p, 130, 380, 200, 0.15, (30, 22, 46))
    palm(p, 580, 380, 240, -0.3, (30, 22, 46))
    return img


# --------------------------------------------------------------------------
# one picture per item: a scene, framed and lit its own way, and the item's
# own subject (a dish on the table, or an emblem in a badge)
# --------------------------------------------------------------------------

# Colour grades: the light of the hour the picture is "taken" at.
LOOKS = {
    "morning": ((255, 236, 214), 0.18),
    "noon": ((236, 246, 255), 0.14),
    "golden": ((255, 196, 120), 0.26),
    "dusk": ((200, 120, 190), 0.26),
    "cool": ((150, 200, 240), 0.22),
    "none": ((255, 255, 255), 0.0),
}


def frame(img, rng, mirror=True):
    """A crop of the scene (zoomed 0-50 %, anywhere in it), maybe mirrored."""
    zoom = 1 + rng.random() * 0.5
    w, h = int(W * S / zoom), int(H * S / zoom)
    x, y = rng.randint(0, W * S - w), rng.randint(0, H * S - h)
    img = img.crop((x, y, x + w, y + h)).resize((W * S, H * S), Image.LANCZOS)
    if mirror and rng.random() < 0.5:
        from PIL import ImageOps
        img = ImageOps.mirror(img)
    return img


def grade(img, look):
    color, amount = LOOKS[look]
    if amount == 0:
        return img
    return Image.blend(img, Image.new("RGB", img.size, color), amount)


class At:
    """A pen whose coordinates are relative to (x, y), scaled by k."""

    def __init__(self, p, x, y, k=1.0):
        self.p, self.x, self.y, self.k = p, x, y, k

    def pt(self, x, y):
        return (self.x + x * self.k, self.y + y * self.k)

    def poly(self, pts, fill):
        self.p.poly([self.pt(*q) for q in pts], fill)

    def circle(self, x, y, r, fill=None, outline=None, width=1):
        self.p.circle(*self.pt(x, y), r * self.k, fill, outline, width)

    def ell(self, box, fill=None):
        a, b = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        self.p.ell((a[0], a[1], b[0], b[1]), fill)

    def rect(self, box, fill):
        a, b = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        self.p.rect((a[0], a[1], b[0], b[1]), fill)

    def rrect(self, box, r, fill):
        a, b = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        self.p.rrect((a[0], a[1], b[0], b[1]), r * self.k, fill)

    def line(self, pts, fill, width=1):
        self.p.line([self.pt(*q) for q in pts], fill, max(1, int(width * self.k)))

    def arc(self, box, start, end, fill, width=1):
        a, b = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        self.p.arc((a[0], a[1], b[0], b[1]), start, end, fill, max(1, int(width * self.k)))

    def pie(self, box, start, end, fill):
        a, b = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        self.p.pie((a[0], a[1], b[0], b[1]), start, end, fill)


# ---- emblems, drawn in a 100 x 100 box centred on (0, 0) -------------------

INK = (40, 44, 60)
GOLD = (222, 170, 60)
RED = (206, 50, 60)


def star(a, c=GOLD):
    pts = []
    for i in range(10):
        r = 40 if i % 2 == 0 else 17
        ang = math.radians(-90 + i * 36)
        pts.append((r * math.cos(ang), r * math.sin(ang)))
    a.poly(pts, c)


def disco_ball(a):
    a.line([(0, -46), (0, -30)], INK, 2)
    a.circle(0, 4, 34, fill=(190, 196, 214))
    for i in range(-3, 4):
        a.line([(-34, i * 9 + 4), (34, i * 9 + 4)], (140, 146, 170), 1)
        a.line([(i * 9, -30), (i * 9, 38)], (140, 146, 170), 1)
    a.circle(-12, -8, 7, fill=(255, 255, 255, 220))


def flag(a):
    a.line([(-30, 42), (-30, -44)], INK, 4)
    a.poly([(-28, -42), (34, -36), (18, -20), (36, -4), (-28, -10)], RED)
    for x in (-40, -16, 8, 32):
        a.line([(x - 10, 44), (x + 10, 30)], (120, 90, 60), 5)


def lamp_post(a):
    a.line([(0, 44), (0, -20)], INK, 5)
    a.poly([(-14, -20), (14, -20), (8, -42), (-8, -42)], INK)
    a.rect((-8, -38, 8, -22), (255, 220, 120))
    for x, y in [(-34, -30), (28, -8), (-22, 18), (36, 30), (20, -40), (-40, 36)]:
        a.circle(x, y, 3, fill=(255, 255, 255))


def camellia(a, c=(220, 60, 90)):
    for k in range(8):
        ang = math.radians(k * 45)
        a.circle(22 * math.cos(ang), 22 * math.sin(ang), 18, fill=c)
    a.circle(0, 0, 20, fill=tuple(min(255, v + 30) for v in c))
    a.circle(0, 0, 8, fill=(255, 214, 90))


def scissors(a):
    a.line([(-30, -36), (20, 22)], (150, 156, 170), 6)
    a.line([(30, -36), (-20, 22)], (150, 156, 170), 6)
    a.circle(-24, 32, 12, outline=RED, width=5)
    a.circle(24, 32, 12, outline=RED, width=5)


def film(a):
    a.rect((-44, -26, 44, 26), INK)
    for x in range(-40, 44, 12):
        a.rect((x, -22, x + 6, -16), (240, 240, 240))
        a.rect((x, 16, x + 6, 22), (240, 240, 240))
    for x in (-36, -8, 20):
        a.rect((x, -10, x + 22, 10), (120, 180, 220))


def reel(a):
    a.circle(0, 0, 40, fill=INK)
    for k in range(6):
        ang = math.radians(k * 60)
        a.circle(22 * math.cos(ang), 22 * math.sin(ang), 10, fill=(235, 235, 235))
    a.circle(0, 0, 6, fill=(235, 235, 235))


def soldier(a):
    a.rect((-12, -44, 12, -22), INK)
    a.circle(0, -14, 12, fill=(240, 200, 170))
    a.rect((-16, -4, 16, 26), RED)
    a.line([(-16, 4), (16, 4)], GOLD, 3)
    a.rect((-14, 26, -3, 46), (30, 50, 110))
    a.rect((3, 26, 14, 46), (30, 50, 110))


def laurel(a):
    for side in (-1, 1):
        for k in range(6):
            ang = 200 - k * 26 if side < 0 else -20 + k * 26
            x, y = 34 * math.cos(math.radians(ang)), 34 * math.sin(math.radians(ang))
            a.poly(leaf(x, y, 20, 9, ang + 90 * side), (70, 140, 80))
    a.circle(0, 0, 10, fill=GOLD)


def piano(a):
    a.rect((-44, -22, 44, 26), (250, 250, 250))
    for x in range(-44, 44, 11):
        a.line([(x, -22), (x, 26)], INK, 1)
    for x in (-36, -25, -3, 8, 19, 41 - 11):
        a.rect((x, -22, x + 6, 6), INK)


def book(a):
    a.poly([(0, -22), (-44, -30), (-44, 30), (0, 38)], (250, 246, 236))
    a.poly([(0, -22), (44, -30), (44, 30), (0, 38)], (240, 234, 220))
    for y in (-14, -4, 6, 16):
        a.line([(-36, y - 8), (-8, y - 2)], (150, 150, 160), 2)
        a.line([(8, y - 2), (36, y - 8)], (150, 150, 160), 2)


def bulb(a):
    a.circle(0, -10, 28, fill=(255, 220, 100))
    a.rect((-12, 16, 12, 34), (150, 156, 170))
    for k in range(7):
        ang = math.radians(-180 + k * 30)
        a.line([(40 * math.cos(ang), -10 + 40 * math.sin(ang)), (48 * math.cos(ang), -10 + 48 * math.sin(ang))],
               (255, 200, 80), 3)


def mic(a):
    a.line([(0, 44), (0, 0)], INK, 5)
    a.rrect((-12, -44, 12, -2), 12, (90, 90, 104))
    for y in (-36, -28, -20, -12):
        a.line([(-10, y), (10, y)], (150, 150, 164), 2)
    a.ell((-22, 40, 22, 48), INK)


def speech(a):
    a.rrect((-44, -36, 44, 20), 14, (250, 250, 250))
    a.poly([(-20, 18), (-30, 40), (0, 18)], (250, 250, 250))
    for x in (-20, 0, 20):
        a.circle(x, -8, 6, fill=INK)


def easel(a):
    a.line([(-30, 46), (0, -44), (30, 46)], (130, 90, 60), 5)
    a.rect((-36, -30, 36, 20), (160, 110, 60))
    a.rect((-30, -24, 30, 14), (250, 230, 200))
    a.circle(-8, -6, 10, fill=(220, 120, 100))
    a.circle(10, 0, 8, fill=(110, 150, 200))


def globe(a):
    a.circle(0, 0, 40, fill=(70, 150, 210))
    a.poly([(-20, -26), (0, -30), (6, -10), (-10, 0), (-24, -8)], (90, 170, 100))
    a.poly([(8, 6), (28, 0), (30, 20), (14, 30)], (90, 170, 100))
    a.arc((-40, -40, 40, 40), 0, 360, (255, 255, 255, 160), 2)


def violin(a):
    a.ell((-20, -6, 20, 40), (170, 90, 40))
    a.ell((-16, -34, 16, 4), (170, 90, 40))
    a.rect((-3, -46, 3, 30), INK)
    a.line([(-40, -40), (40, 40)], (200, 180, 140), 3)


def sax(a):
    a.line([(10, -44), (12, 10), (0, 30), (-20, 26), (-26, 12)], GOLD, 10)
    a.ell((-38, 2, -14, 18), GOLD)
    for y in (-30, -18, -6):
        a.circle(18, y, 4, fill=(150, 110, 40))


def sun(a):
    a.circle(0, 0, 22, fill=(255, 200, 80))
    for k in range(12):
        ang = math.radians(k * 30)
        a.line([(30 * math.cos(ang), 30 * math.sin(ang)), (42 * math.cos(ang), 42 * math.sin(ang))],
               (255, 170, 60), 4)


def sailboat(a, lights=False):
    a.poly([(-40, 20), (40, 20), (28, 36), (-28, 36)], (50, 80, 130))
    a.line([(0, 20), (0, -44)], INK, 3)
    a.poly([(2, -42), (34, 14), (2, 14)], (236, 200, 120))
    a.poly([(-2, -30), (-30, 14), (-2, 14)], (220, 90, 80))
    if lights:
        for k, (x, y) in enumerate([(0, -44), (10, -26), (20, -8), (30, 10), (-10, -16), (-20, 0)]):
            a.circle(x, y, 4, fill=[(255, 90, 90), (90, 220, 120), (255, 220, 90)][k % 3])
    for y in (40, 46):
        a.line([(-44, y), (-20, y - 3), (0, y), (20, y - 3), (44, y)], (90, 160, 200), 2)


def chalk(a):
    for k, c in enumerate([(240, 90, 110), (90, 170, 230), (250, 210, 80), (120, 200, 120)]):
        a.rrect((-40 + k * 20, -30 + k * 6, -28 + k * 20, 30 + k * 6), 5, c)


def fairy_lights(a):
    pts = [(x, 24 * (1 - ((x) / 50) ** 2) - 24) for x in range(-50, 51, 10)]
    a.line(pts, INK, 2)
    for i, (x, y) in enumerate(pts):
        a.circle(x, y + 8, 6, fill=[(255, 90, 90), (255, 220, 90), (90, 220, 160), (150, 160, 255)][i % 4])
    a.line([(-40, 40), (0, 20), (40, 40)], (60, 120, 70), 6)


def moon(a):
    a.circle(0, 0, 34, fill=(250, 240, 200))
    a.circle(16, -10, 30, fill=(40, 44, 80))
    for x, y in [(-30, -34), (34, 24), (26, -38)]:
        a.circle(x, y, 3, fill=(255, 255, 230))


def frames(a):
    a.rect((-44, -34, -4, 10), GOLD)
    a.rect((-38, -28, -10, 4), (110, 160, 210))
    a.rect((4, -20, 44, 30), GOLD)
    a.rect((10, -14, 38, 24), (220, 120, 100))
    a.circle(24, 4, 6, fill=(255, 230, 150))


def sculpture(a):
    a.rect((-20, 30, 20, 46), (200, 196, 190))
    a.poly([(-10, 30), (10, 30), (24, -10), (4, -44), (-16, -20)], (120, 160, 190))
    a.circle(4, -16, 10, fill=(240, 244, 248))


def kayak(a):
    a.poly([(-46, 6), (-10, -2), (40, 0), (48, 6), (40, 12), (-10, 14)], (250, 170, 40))
    a.line([(-30, -26), (30, 34)], INK, 4)
    a.circle(0, -10, 8, fill=(220, 170, 130))
    for y in (26, 34):
        a.line([(-44, y), (-20, y - 3), (0, y), (20, y - 3), (44, y)], (255, 255, 255), 2)


def sandcastle(a):
    c = (236, 200, 140)
    a.rect((-40, 0, 40, 40), c)
    a.rect((-30, -24, -8, 0), c)
    a.rect((8, -24, 30, 0), c)
    for x in (-30, -22, -14, 8, 16, 24):
        a.rect((x, -30, x + 5, -24), c)
    a.rect((-8, 14, 8, 40), (200, 160, 100))
    a.line([(20, -24), (20, -44)], INK, 2)
    a.poly([(20, -44), (36, -38), (20, -32)], RED)


def heron(a):
    c = (130, 150, 176)
    a.line([(-6, 40), (-4, 10)], INK, 3)
    a.line([(6, 40), (4, 10)], INK, 3)
    a.ell((-24, -8, 20, 14), c)
    a.line([(12, -2), (18, -24), (10, -38)], c, 6)
    a.poly([(10, -42), (36, -36), (10, -34)], (240, 190, 60))


def produce(a):
    a.rrect((-46, 10, 46, 40), 4, (170, 120, 70))
    for x, c in [(-30, (230, 70, 60)), (-10, (250, 160, 40)), (10, (120, 180, 70)), (30, (230, 70, 60))]:
        a.circle(x, 4, 11, fill=c)
    a.poly([(-50, -14), (50, -14), (40, -40), (-40, -40)], (250, 250, 250))
    for x in range(-40, 40, 20):
        a.poly([(x, -40), (x + 10, -40), (x + 12, -14), (x + 2, -14)], RED)


def chandelier(a):
    a.line([(0, -46), (0, -24)], GOLD, 2)
    a.arc((-40, -40, 40, 10), 20, 160, GOLD, 4)
    for x in (-30, -15, 0, 15, 30):
        a.line([(x, -6), (x, 14)], GOLD, 2)
        a.circle(x, 20, 5, fill=(255, 240, 190))
    a.circle(0, -24, 6, fill=GOLD)


def dolphin(a):
    c = (120, 150, 180)
    a.poly([(-40, 10), (-10, -26), (24, -24), (40, -6), (20, -10), (-10, 0), (-30, 20)], c)
    a.poly([(-4, -24), (6, -42), (12, -22)], c)
    a.poly([(-40, 10), (-50, 0), (-46, 22)], c)
    for y in (30, 38):
        a.line([(-44, y), (-20, y - 3), (0, y), (20, y - 3), (44, y)], (255, 255, 255), 2)


def flamingo(a):
    c = (246, 130, 150)
    a.line([(0, 46), (0, 6)], c, 3)
    a.line([(0, 24), (12, 14)], c, 3)
    a.ell((-26, -12, 18, 10), c)
    a.line([(12, -2), (22, -20), (14, -36), (24, -42)], c, 6)
    a.poly([(24, -44), (34, -36), (26, -34)], INK)


def gator(a):
    c = (70, 110, 60)
    a.poly([(-48, 4), (-20, -8), (30, -6), (48, 2), (30, 8), (-20, 10)], c)
    for x in (-14, -2, 10, 22):
        a.poly([(x, -8), (x + 5, -14), (x + 10, -7)], (50, 90, 44))
    a.circle(34, -6, 3, fill=(240, 220, 80))
    for y in (18, 26):
        a.line([(-44, y), (-20, y - 3), (0, y), (20, y - 3), (44, y)], (200, 230, 220), 2)


def bicycle(a):
    for x in (-26, 26):
        a.circle(x, 16, 20, outline=INK, width=4)
    a.line([(-26, 16), (-4, -14), (20, -14), (26, 16)], RED, 4)
    a.line([(-4, -14), (4, 16), (-26, 16)], RED, 4)
    a.line([(20, -14), (16, -26), (26, -26)], INK, 3)
    a.line([(-8, -18), (2, -18)], INK, 4)


def car(a):
    a.rrect((-46, -2, 46, 22), 10, (200, 40, 50))
    a.poly([(-26, -2), (-14, -24), (18, -24), (30, -2)], (200, 40, 50))
    a.poly([(-20, -4), (-10, -20), (0, -20), (0, -4)], (200, 230, 250))
    a.poly([(4, -4), (4, -20), (16, -20), (24, -4)], (200, 230, 250))
    for x in (-26, 26):
        a.circle(x, 22, 12, fill=INK)
        a.circle(x, 22, 5, fill=(200, 200, 210))


def house(a):
    a.rect((-40, -6, 40, 40), (236, 220, 190))
    a.poly([(-48, -4), (0, -40), (48, -4)], (160, 80, 60))
    a.rect((-8, 14, 8, 40), (120, 80, 60))
    for x in (-30, 18):
        a.rect((x, 6, x + 12, 20), (110, 160, 200))


def shops(a):
    for k, c in enumerate([(240, 120, 110), (110, 180, 200), (250, 200, 90)]):
        x = -46 + k * 32
        a.rect((x, -10, x + 28, 40), (250, 246, 236))
        a.poly([(x - 2, -10), (x + 30, -10), (x + 26, 4), (x + 2, 4)], c)
        a.rect((x + 8, 16, x + 20, 40), (120, 90, 80))
    a.circle(0, -32, 10, fill=(90, 160, 90))


def column(a):
    a.poly([(-44, -26), (0, -46), (44, -26)], (246, 226, 206))
    for x in (-34, -12, 10, 32):
        a.rect((x - 5, -22, x + 5, 34), (252, 244, 232))
    a.rect((-46, 34, 46, 44), (222, 190, 170))


def cube(a):
    a.rect((-40, -20, 20, 40), (240, 240, 236))
    a.poly([(-40, -20), (-20, -40), (40, -40), (20, -20)], (210, 214, 220))
    a.poly([(20, -20), (40, -40), (40, 20), (20, 40)], (180, 186, 196))
    for x in (-30, -10):
        a.rect((x, 0, x + 12, 26), (110, 160, 200))


def flower(a):
    camellia(a, (236, 90, 170))


def shell(a):
    c = (246, 200, 180)
    a.pie((-40, -40, 40, 40), 180, 360, c)
    for k in range(7):
        ang = math.radians(180 + k * 30)
        a.line([(0, 0), (40 * math.cos(ang), 40 * math.sin(ang))], (220, 150, 140), 3)
    a.rect((-8, 0, 8, 12), c)


def turtle(a):
    c = (90, 140, 90)
    a.ell((-30, -20, 30, 24), (76, 110, 70))
    a.circle(0, -30, 10, fill=c)
    for x, y in [(-30, -14), (30, -14), (-24, 24), (24, 24)]:
        a.circle(x, y, 8, fill=c)


def tent(a):
    for i in range(6):
        x0, x1 = -42 + i * 14, -28 + i * 14
        col = RED if i % 2 == 0 else (250, 246, 236)
        a.poly([(0, -44), (x0, 0), (x1, 0)], col)
        a.rect((x0, 0, x1, 40), col)
    a.poly([(-8, 40), (0, 16), (8, 40)], INK)


def acrobat(a):
    a.line([(-44, -40), (44, -40)], INK, 2)
    a.line([(-10, -40), (-4, -16)], INK, 2)
    a.line([(10, -40), (4, -16)], INK, 2)
    a.line([(-6, -16), (6, -16)], GOLD, 4)
    a.circle(0, -4, 8, fill=(240, 200, 170))
    a.line([(0, 4), (0, 26), (-14, 42)], (60, 100, 200), 5)
    a.line([(0, 26), (14, 42)], (60, 100, 200), 5)


EMBLEMS = {f.__name__: f for f in (
    star, disco_ball, flag, lamp_post, camellia, scissors, film, reel, soldier, laurel, piano, book, bulb,
    mic, speech, easel, globe, violin, sax, sun, sailboat, chalk, fairy_lights, moon, frames, sculpture,
    kayak, sandcastle, heron, produce, chandelier, dolphin, flamingo, gator, bicycle, car, house, shops,
    column, cube, flower, shell, turtle, tent, acrobat)}
EMBLEMS["boat_lights"] = lambda a: sailboat(a, lights=True)


def badge(img, rng, emblem):
    """The item's emblem in a round badge, in a corner the scene leaves."""
    p = Pen(img)
    x = rng.choice([150, 490]) + rng.randint(-30, 30)
    y = rng.randint(150, 250)
    p.circle(x + 6, y + 8, 104, fill=(0, 0, 0, 60))
    p.circle(x, y, 104, fill=(255, 255, 255, 240))
    p.circle(x, y, 96, outline=rng.choice([GOLD, RED, (60, 140, 170), (90, 150, 90)]), width=3)
    EMBLEMS[emblem](At(p, x, y, 1.6))


# ---- dishes, on a plate centred on (0, 0) of radius about 100 --------------

def fish_fillet(a, rng):
    a.ell((-70, -34, 60, 30), (242, 150, 110))
    for i in range(5):
        x = -50 + i * 24
        a.line([(x, -26), (x + 16, 24)], (190, 100, 66), 5)
    a.pie((40, -10, 100, 50), 200, 340, (250, 220, 70))


def shrimp(a, rng):
    for x, y in [(-40, -20), (0, 10), (36, -24), (-14, 40)]:
        a.arc((x - 26, y - 26, x + 26, y + 26), 200, 470, (250, 130, 100), 14)
    a.pie((40, 20, 96, 76), 200, 340, (250, 220, 70))


def oysters(a, rng):
    for k in range(6):
        ang = math.radians(k * 60 + 15)
        x, y = 58 * math.cos(ang), 58 * math.sin(ang)
        a.ell((x - 24, y - 16, x + 24, y + 16), (150, 150, 156))
        a.ell((x - 16, y - 10, x + 16, y + 10), (236, 228, 210))
    a.circle(0, 0, 20, fill=(250, 220, 70))


def sushi(a, rng):
    for k in range(6):
        x, y = -60 + (k % 3) * 60, -26 + (k // 3) * 56
        a.circle(x, y, 24, fill=(30, 40, 36))
        a.circle(x, y, 18, fill=(250, 250, 246))
        a.circle(x, y, 9, fill=[(240, 120, 90), (120, 190, 110), (250, 200, 80)][k % 3])
    a.line([(-90, 76), (80, 40)], (200, 160, 100), 5)
    a.line([(-86, 86), (84, 52)], (200, 160, 100), 5)


def curry(a, rng):
    a.circle(-10, 0, 70, fill=(210, 120, 40))
    a.circle(-10, 0, 56, fill=(230, 150, 60))
    for x, y in [(-30, -10), (0, 16), (10, -24), (-20, 24)]:
        a.circle(x, y, 9, fill=(250, 230, 200))
    a.poly(leaf(-50, -30, 30, 12, -30), (60, 150, 70))
    a.ell((40, 20, 110, 70), (236, 200, 140))


def tacos(a, rng):
    for k, x in enumerate((-56, 0, 56)):
        a.pie((x - 40, -30, x + 40, 50), 180, 360, (240, 200, 110))
        for j, c in enumerate([(100, 170, 80), (220, 70, 60), (250, 240, 220)]):
            a.circle(x - 16 + j * 16, -2 - (j % 2) * 6, 8, fill=c)
    a.pie((30, 40, 90, 100), 200, 340, (140, 200, 80))


def steak(a, rng):
    a.ell((-70, -40, 40, 40), (120, 60, 40))
    for i in range(4):
        a.line([(-60 + i * 26, -30), (-40 + i * 26, 30)], (80, 36, 26), 6)
    for x, y in [(56, -20), (70, 10), (50, 30)]:
        a.ell((x - 18, y - 8, x + 18, y + 8), (250, 210, 90))
    a.poly(leaf(20, -46, 30, 12, -20), (60, 150, 70))


def noodles(a, rng):
    a.circle(0, 0, 76, fill=(250, 248, 240))
    for k in range(12):
        y = -40 + k * 7
        a.arc((-56, y - 20, 56, y + 20), 10, 170, (240, 200, 110), 4)
    for x, y, c in [(-26, -24, (120, 190, 110)), (22, -30, (240, 120, 90)), (0, 30, (250, 240, 220))]:
        a.circle(x, y, 11, fill=c)
    a.line([(40, -90), (100, 60)], (90, 60, 40), 5)
    a.line([(56, -90), (110, 56)], (90, 60, 40), 5)


def paella(a, rng):
    a.circle(0, 0, 90, fill=(60, 60, 66))
    a.circle(0, 0, 80, fill=(236, 180, 60))
    for k in range(8):
        ang = math.radians(k * 45)
        x, y = 46 * math.cos(ang), 46 * math.sin(ang)
        a.arc((x - 14, y - 14, x + 14, y + 14), 200, 470, (250, 120, 90), 7)
    for x, y in [(-20, -10), (16, 14), (0, -30)]:
        a.ell((x - 12, y - 7, x + 12, y + 7), (40, 30, 50))
    a.pie((-12, -12, 40, 40), 0, 90, (250, 230, 110))


def croissant(a, rng):
    for i, (x, y, r) in enumerate([(-60, 10, 22), (-30, -6, 30), (6, -12, 32), (42, -6, 30), (70, 10, 22)]):
        a.circle(x, y, r, fill=(214, 150, 70) if i % 2 else (230, 170, 90))
    a.circle(-20, 56, 16, fill=(200, 40, 60))
    a.circle(16, 60, 14, fill=(240, 200, 90))


def pasta(a, rng):
    for _ in range(30):
        x, y, r = rng.randint(-60, 60), rng.randint(-50, 50), rng.randint(16, 44)
        s0 = rng.randint(0, 360)
        a.arc((x - r, y - r, x + r, y + r), s0, s0 + 160, (244, 204, 110), 4)
    a.ell((-46, -36, 46, 36), (200, 50, 40, 200))
    for x, y in [(-16, -12), (20, 2), (-2, 20)]:
        a.circle(x, y, 9, fill=(150, 40, 40))
    for ang in (-40, -140, 180):
        a.poly(leaf(0, -20, 34, 16, ang), (50, 140, 60))


def pizza(a, rng):
    a.circle(0, 0, 88, fill=(220, 160, 80))
    a.circle(0, 0, 76, fill=(210, 60, 40))
    a.circle(0, 0, 72, fill=(250, 220, 150))
    for k in range(8):
        ang = math.radians(k * 45 + 20)
        a.circle(44 * math.cos(ang), 44 * math.sin(ang), 10, fill=(190, 50, 40))
    for k in range(4):
        ang = math.radians(k * 90)
        a.poly(leaf(20 * math.cos(ang), 20 * math.sin(ang), 22, 10, k * 90), (50, 140, 60))
    for k in range(4):
        ang = math.radians(k * 45)
        a.line([(0, 0), (88 * math.cos(ang), 88 * math.sin(ang))], (190, 130, 70), 2)
        a.line([(0, 0), (-88 * math.cos(ang), -88 * math.sin(ang))], (190, 130, 70), 2)


def burger(a, rng):
    a.pie((-60, -60, 60, 20), 180, 360, (214, 150, 70))
    a.rect((-64, -20, 64, -8), (100, 180, 80))
    a.rect((-60, -8, 60, 4), (230, 70, 60))
    a.rrect((-62, 4, 62, 24), 8, (110, 60, 40))
    a.rect((-60, 24, 60, 30), (250, 200, 60))
    a.rrect((-60, 30, 60, 48), 8, (214, 150, 70))
    for x in range(70, 100, 8):
        a.rect((x, 10, x + 5, 60), (250, 200, 80))


def salad(a, rng):
    for _ in range(14):
        x, y = rng.randint(-60, 60), rng.randint(-50, 50)
        a.poly(leaf(x, y, rng.randint(26, 44), 16, rng.randint(0, 360)), rng.choice([(90, 160, 80), (120, 190, 90)]))
    for x, y in [(-30, -20), (20, 10), (0, -40), (40, -30), (-20, 30)]:
        a.circle(x, y, 8, fill=(60, 50, 60))
    for x, y in [(-10, 10), (34, 34), (-44, 0)]:
        a.rect((x - 8, y - 8, x + 8, y + 8), (250, 250, 240))


def pie_slice(a, rng):
    a.poly([(-70, 40), (60, 40), (10, -60)], (240, 200, 120))
    a.poly([(-60, 30), (50, 30), (10, -46)], (200, 70, 80))
    a.line([(-70, 40), (60, 40)], (214, 150, 70), 10)
    a.circle(56, -40, 20, fill=(252, 252, 250))


def sandwich(a, rng):
    a.poly([(-70, 30), (70, 30), (0, -60)], (236, 200, 140))
    a.poly([(-62, 22), (62, 22), (0, -50)], (250, 240, 220))
    a.line([(-60, 18), (60, 18)], (100, 180, 80), 6)
    a.line([(-56, 10), (56, 10)], (230, 110, 90), 6)
    a.line([(-50, 2), (50, 2)], (250, 210, 90), 5)
    for x in range(70, 100, 8):
        a.rect((x, 20, x + 5, 64), (250, 200, 80))


def cocktail(a, rng):
    a.poly([(-30, -50), (30, -50), (0, -10)], (255, 170, 100, 230))
    a.line([(0, -10), (0, 40)], (230, 230, 236), 3)
    a.line([(-20, 40), (20, 40)], (230, 230, 236), 3)
    a.circle(22, -50, 10, fill=(250, 220, 70))


DISHES = {f.__name__: f for f in (
    fish_fillet, shrimp, oysters, sushi, curry, tacos, steak, noodles, paella, croissant, pasta, pizza, burger,
    salad, pie_slice, sandwich)}


def table(rng, dish, emblem=None):
    """A restaurant's table: its wall and cloth, the dish on a plate, a glass."""
    walls = [((34, 44, 70), (16, 20, 36)), ((246, 226, 200), (214, 180, 146)), ((150, 206, 214), (90, 160, 180)),
             ((120, 46, 40), (70, 24, 26)), ((214, 230, 210), (150, 180, 150)), ((250, 236, 210), (230, 200, 170))]
    top, bottom = rng.choice(walls)
    img = gradient([(0, top), (1, bottom)])
    if rng.random() < 0.5:
        glow(img, rng.randint(100, 540), rng.randint(40, 120), 80, (255, 214, 150), 0.4)
    p = Pen(img)
    pattern = rng.choice(["stripes", "check", "tiles", "planks", "plain"])
    cloth = rng.choice([(214, 60, 60, 90), (40, 100, 160, 80), (60, 140, 90, 80), (255, 255, 255, 70)])
    if pattern == "stripes":
        for x in range(-400, W, 40):
            p.line([(x, H), (x + 400, 0)], (255, 255, 255, 30), 10)
    elif pattern == "check":
        for i in range(0, W, 40):
            p.rect((i, 0, i + 20, H), cloth)
        for j in range(0, H, 40):
            p.rect((0, j, W, j + 20), cloth)
    elif pattern == "tiles":
        for i in range(0, W, 50):
            for j in range(0, H, 50):
                if (i + j) // 50 % 2:
                    p.rect((i, j, i + 50, j + 50), (255, 255, 255, 40))
    elif pattern == "planks":
        for j in range(0, H, 36):
            p.line([(0, j), (W, j)], (60, 40, 30, 90), 3)
    cx = rng.randint(260, 380)
    cy = rng.randint(180, 220)
    plate(p, cx, cy, 150)
    DISHES[dish](At(p, cx, cy, 1.2), rng)
    # a glass beside it: wine, water or lemonade
    gx = rng.choice([cx - 220, cx + 220])
    gx = min(max(gx, 60), 580)
    gy = rng.randint(90, 130)
    drink = rng.choice([(130, 20, 50), (250, 250, 236), (250, 220, 110), (240, 160, 70)])
    p.circle(gx, gy, 46, fill=(255, 255, 255, 110))
    p.circle(gx, gy, 36, fill=drink + (200,))
    p.circle(gx - 10, gy - 10, 8, fill=(255, 255, 255, 90))
    silver = (210, 214, 222)
    fx = min(max(cx + rng.choice([-190, 190]), 40), 600)
    if abs(fx - gx) > 60:
        p.rrect((fx - 7, 240, fx + 7, 380), 6, silver)
        for dx in (-9, -3, 3, 9):
            p.line([(fx + dx, 200), (fx + dx, 244)], silver, 3)
    if emblem:
        badge(img, rng, emblem)
    return img


# ---- what each demo item shows ---------------------------------------------

SCENES = {f.__name__: f for f in (
    stage, opera, ballet, music, comedy, circus, festival, museum, outdoor, beach, gardens, wildlife, tours,
    sunset)}

# Restaurants: the dish they are known for on their own table, or a
# waterfront scene with it in the badge. Keyed by the name in demo.json.
RESTAURANTS = {
    "Owen's Fish Camp": ("table", "fish_fillet"),
    "Duval's Fresh. Local. Seafood.": ("table", "shrimp"),
    "Michael's On East": ("table", "steak"),
    "Selva Grill": ("table", "fish_fillet"),
    "Kiyoshi's Sushi": ("table", "sushi"),
    "Columbia Restaurant": ("table", "paella"),
    "Café L'Europe": ("table", "croissant"),
    "Tommy Bahama Restaurant": ("table", "burger"),
    "Ophelia's on the Bay": ("sunset", "cocktail"),
    "The Cottage": ("table", "sandwich"),
    "Siesta Key Oyster Bar": ("table", "oysters"),
    "Mar Vista Dockside": ("sunset", "sailboat"),
    "Euphemia Haye": ("table", "salad"),
    "Made in Italy": ("table", "pizza"),
    "Tandoor": ("table", "curry"),
    "Sharky's on the Pier": ("beach", "cocktail"),
    "Made Rite Bistro": ("table", "sandwich"),
    "Pop's Sunset Grill": ("sunset", "burger"),
    "Casey Key Fish House": ("table", "shrimp"),
    "Yoder's Restaurant": ("table", "pie_slice"),
    "Mediterraneo": ("table", "pasta"),
    "El Toro Bravo": ("table", "tacos"),
    "Jack Dusty": ("table", "fish_fillet"),
    "Connors Steakhouse": ("table", "steak"),
    "Drunken Poet Café": ("table", "noodles"),
}

# Activities and events: a scene of their kind and their own emblem.
PLACES = {
    "Siesta Beach": ("beach", "shell"),
    "Lido Beach": ("beach", "sun"),
    "Caspersen Beach": ("beach", "heron"),
    "The Ringling Museum of Art": ("museum", "column"),
    "Sarasota Art Museum": ("museum", "cube"),
    "Marie Selby Botanical Gardens": ("gardens", "flower"),
    "Historic Spanish Point": ("gardens", "house"),
    "Mote Aquarium": ("wildlife", "turtle"),
    "Myakka River State Park": ("outdoor", "gator"),
    "The Bay Park": ("outdoor", "sailboat"),
    "Lido Key Mangrove Tunnel Kayak Tour": ("tours", "kayak"),
    "Sarasota Bay Dolphin Cruise": ("tours", "dolphin"),
    "St. Armands Circle": ("festival", "shops"),
}

EVENTS = {
    "Hamilton": ("stage", "star"),
    "Mamma Mia!": ("stage", "disco_ball"),
    "La Traviata": ("opera", "camellia"),
    "The Barber of Seville": ("opera", "scissors"),
    "Opera Goes to the Movies": ("opera", "film"),
    "The Nutcracker": ("ballet", "soldier"),
    "Ashton Celebration": ("ballet", "laurel"),
    "A Christmas Carol": ("stage", "lamp_post"),
    "Ain't Misbehavin'": ("music", "piano"),
    "Improv Night at FST": ("comedy", "bulb"),
    "Stand-Up on the Bay": ("comedy", "mic"),
    "Ringling Lecture: The Art of Rubens": ("museum", "easel"),
    "Town Hall Lecture: Ocean Futures": ("wildlife", "globe"),
    "Beethoven's Ninth": ("music", "violin"),
    "Jazz at Holley Hall": ("music", "sax"),
    "Sunset Concert at Selby": ("gardens", "sun"),
    "Music on the Bay": ("sunset", "sailboat"),
    "Circus Sarasota: Big Top Spectacular": ("circus", "tent"),
    "Sailor Circus Holiday Show": ("circus", "acrobat"),
    "Sarasota Chalk Festival": ("festival", "chalk"),
    "Sarasota Film Festival": ("festival", "reel"),
    "Holiday Lights at Selby": ("gardens", "fairy_lights"),
    "Ca' d'Zan After Hours": ("museum", "moon"),
    "Art After Dark": ("museum", "frames"),
    "Outdoor Sculpture Exhibition": ("outdoor", "sculpture"),
    "Kayak the Mangroves": ("outdoor", "kayak"),
    "Siesta Key Sandcastle Workshop": ("beach", "sandcastle"),
    "Myakka Birding Walk": ("outdoor", "heron"),
    "Sarasota Farmers Market": ("festival", "produce"),
    "Mote Ocean Gala": ("wildlife", "chandelier"),
}

for _dish in DISHES:
    EMBLEMS.setdefault(_dish, lambda a, d=_dish: DISHES[d](At(a.p, a.x, a.y, a.k * 0.42), random.Random(d)))
EMBLEMS["cocktail"] = lambda a: cocktail(a, None)


# Left without a picture, as a guide always has a few: the guide's own
# placeholder shows for them, and the dashboard's Missing Images has work.
NO_PICTURE = {
    "Les Misérables", "New Play Reading Series", "Comedy Open Mic", "Winter Exhibition Opening",
    "Bayfront Boat Parade", "Sarasota Jungle Gardens", "The Legacy Trail", "Sarasota Classic Car Museum",
    "Indigenous", "Polo Grill & Bar", "Roessler's", "Bijou Garden Café",
}


def slug(name):
    s = "".join(c if c.isalnum() else "-" for c in name.lower().replace("é", "e").replace("'", ""))
    return "-".join(part for part in s.split("-") if part)


_scenes = {}


def picture(name, scene, subject):
    """The item's own drawing: deterministic, seeded by its name."""
    rng = random.Random(name)
    if scene == "table":
        return table(rng, subject)
    if scene not in _scenes:
        _scenes[scene] = SCENES[scene]()
    img = frame(_scenes[scene].copy(), rng)
    img = grade(img, rng.choice(list(LOOKS)))
    badge(img, rng, subject)
    return img


def main():
    import json
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "demo.json")
    demo = json.load(open(path, encoding="utf-8"))
    os.makedirs(OUT, exist_ok=True)
    wanted = set()
    for key, table_, field in (("restaurants", RESTAURANTS, "name"), ("activities", PLACES, "name"),
                               ("events", EVENTS, "title")):
        for item in demo[key]:
            name = item[field]
            item.pop("altImage", None)
            if name in NO_PICTURE:
                item["image"] = None
                continue
            file = f"{slug(name)}.jpg"
            save(picture(name, *table_[name]), file)
            item["image"] = file
            wanted.add(file)
    for stale in set(os.listdir(OUT)) - wanted:
        os.remove(os.path.join(OUT, stale))
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(demo, indent=1, ensure_ascii=False) + "\n")
    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in wanted)
    print(f"{len(wanted)} pictures, {total / 1024:.1f} KB")


if __name__ == "__main__":
    main()
