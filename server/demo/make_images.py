#!/usr/bin/env python3
"""Regenerate the illustrative demo images in ./images/.

Documentation only (not run in CI). Usage:

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
    d = ImageDraw.Render(img)
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
        self.d = ImageDraw.Render(img, "RGBA")

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
    ImageDraw.Render(mask).ellipse(_s((x - r, y - r, x + r, y + r)), fill=int(255 * strength))
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
    save(img, "stage.jpg")


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
    save(img, "opera.jpg")


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
    save(img, "ballet.jpg")


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
    save(img, "music.jpg")


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
    save(img, "comedy.jpg")


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
    save(img, "circus.jpg")


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
    save(img, "festival.jpg")


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
    save(img, "museum.jpg")


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
    save(img, "outdoor.jpg")


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
    save(img, "beach.jpg")


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
    save(img, "gardens.jpg")


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
    save(img, "wildlife.jpg")


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
    save(img, "tours.jpg")


def plate(p, cx, cy, r):
    p.circle(cx + 6, cy + 8, r, fill=(0, 0, 0, 40))
    p.circle(cx, cy, r, fill=(250, 250, 248))
    p.circle(cx, cy, r * 0.74, fill=(238, 238, 236))
    p.circle(cx, cy, r * 0.72, fill=(252, 252, 250))


def seafood():
    img = gradient([(0, (150, 206, 214)), (1, (90, 160, 180))])
    p = Pen(img)
    for x in range(-400, W, 40):
        p.line([(x, H), (x + 400, 0)], (255, 255, 255, 30), 10)
    plate(p, 310, 200, 150)
    p.ell((210, 150, 400, 240), (242, 150, 110))
    for i in range(5):
        x = 240 + i * 32
        p.line([(x, 160), (x + 20, 232)], (170, 90, 60), 5)
    p.pie((360, 200, 440, 280), 200, 340, (250, 220, 70))
    p.pie((368, 208, 432, 272), 200, 340, (255, 240, 150))
    for i, (x, y) in enumerate([(230, 270), (270, 290), (310, 278)]):
        p.arc((x - 22, y - 22, x + 22, y + 22), 200, 470, (250, 130, 100), 12)
    for x, y, a in [(400, 150, -60), (420, 170, -20), (386, 168, -100)]:
        p.poly(leaf(x, y, 40, 14, a), (60, 150, 70))
    p.circle(560, 90, 44, fill=(255, 255, 255, 120))
    p.circle(560, 90, 36, fill=(250, 236, 180, 160))
    save(img, "seafood.jpg")


def italian():
    img = Image.new("RGB", (W * S, H * S), (252, 246, 238))
    p = Pen(img)
    for i in range(0, W, 40):
        p.rect((i, 0, i + 20, H), (214, 60, 60, 110))
    for j in range(0, H, 40):
        p.rect((0, j, W, j + 20), (214, 60, 60, 110))
    img = img.filter(ImageFilter.GaussianBlur(1.5))
    p = Pen(img)
    plate(p, 300, 200, 150)
    rnd = random.Random(21)
    for _ in range(40):
        x, y, r = rnd.randint(230, 370), rnd.randint(140, 260), rnd.randint(18, 50)
        a = rnd.randint(0, 360)
        p.arc((x - r, y - r, x + r, y + r), a, a + 160, (244, 204, 110), 4)
    p.ell((250, 160, 350, 240), (200, 50, 40, 200))
    for x, y in [(280, 185), (318, 200), (296, 218)]:
        p.circle(x, y, 9, fill=(150, 40, 40))
    for x, y, a in [(300, 176, -40), (300, 176, -140), (300, 176, 180)]:
        p.poly(leaf(x, y, 34, 16, a), (50, 140, 60))
    p.circle(530, 100, 46, fill=(255, 255, 255, 200))
    p.circle(530, 100, 36, fill=(130, 20, 50))
    p.circle(520, 90, 8, fill=(255, 255, 255, 90))
    save(img, "italian.jpg")


def dining():
    img = gradient([(0, (34, 44, 70)), (1, (16, 20, 36))])
    glow(img, 500, 110, 80, (255, 200, 120), 0.45)
    p = Pen(img)
    p.rrect((130, 110, 230, 330), 8, (190, 60, 70))
    plate(p, 330, 220, 120)
    p.circle(330, 220, 40, fill=(230, 180, 120))
    p.circle(318, 210, 16, fill=(120, 170, 90))
    p.circle(344, 232, 12, fill=(200, 90, 70))
    silver = (210, 214, 222)
    for dx in (-10, -3, 4, 11):
        p.line([(170 + dx, 140), (170 + dx, 180)], silver, 3)
    p.rrect((160, 176, 184, 192), 6, silver)
    p.rrect((167, 188, 177, 320), 4, silver)
    p.rrect((470, 140, 484, 320), 6, silver)
    p.poly([(470, 140), (484, 140), (484, 240), (466, 236)], silver)
    p.circle(540, 240, 34, fill=(255, 255, 255, 70))
    p.circle(540, 240, 26, fill=(150, 30, 60, 200))
    p.rect((492, 90, 508, 150), (250, 244, 230))
    p.poly([(500, 70), (506, 88), (494, 88)], (255, 220, 120))
    save(img, "dining.jpg")


def cafe():
    img = gradient([(0, (246, 226, 200)), (1, (214, 180, 146))])
    p = Pen(img)
    p.rect((0, 300, W, H), (170, 120, 86))
    p.ell((170, 286, 430, 330), (250, 248, 244))
    p.ell((200, 292, 400, 318), (232, 228, 222))
    p.arc((380, 180, 450, 260), 270, 90, (250, 248, 244), 12)
    p.poly([(220, 170), (380, 170), (366, 280), (234, 280)], (250, 248, 244))
    p.ell((234, 264, 366, 300), (250, 248, 244))
    p.ell((220, 156, 380, 184), (236, 230, 222))
    p.ell((228, 160, 372, 180), (120, 70, 40))
    p.ell((290, 164, 310, 174), (220, 190, 160))
    for x in (270, 300, 330):
        pts = [(x + 10 * math.sin(t / 14), 140 - t) for t in range(0, 90, 6)]
        p.line(pts, (255, 255, 255, 140), 5)
    # croissant
    for i, (x, y, r) in enumerate([(470, 300, 18), (498, 288, 24), (530, 284, 26), (562, 288, 24),
                                   (590, 300, 18)]):
        p.circle(x, y, r, fill=(214, 150, 70) if i % 2 else (230, 170, 90))
    save(img, "cafe.jpg")


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
    save(img, "sunset.jpg")


# Second pictures for the subjects whose items can sit side by side in the
# date-ordered list (the demo seeder shows an event's altImage when the card
# before it has its picture): recoloured, and mirrored where that reads right.
VARIANTS = [
    ("ballet", 40, True), ("circus", -35, True), ("music", 60, False), ("stage", -50, True),
    # Neighbours in the activities' and restaurants' lists (set in demo.json).
    ("museum", 30, True), ("gardens", -25, True), ("tours", 45, True), ("seafood", -30, True),
    ("dining", 35, True),
]


def variant(base, hue_shift, mirror):
    from PIL import ImageOps
    img = Image.open(os.path.join(OUT, f"{base}.jpg")).convert("RGB")
    if mirror:
        img = ImageOps.mirror(img)
    h, s, v = img.convert("HSV").split()
    h = h.point(lambda x: (x + hue_shift) % 256)
    save(Image.merge("HSV", (h, s, v)).convert("RGB"), f"{base}-2.jpg")


def main():
    os.makedirs(OUT, exist_ok=True)
    for fn in (stage, opera, ballet, music, comedy, circus, festival, museum, outdoor, beach, gardens,
               wildlife, tours, seafood, italian, dining, cafe, sunset):
        fn()
    for base, hue_shift, mirror in VARIANTS:
        variant(base, hue_shift, mirror)
    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT) if f.endswith(".jpg"))
    print(f"total {total / 1024:.1f} KB")


if __name__ == "__main__":
    main()
