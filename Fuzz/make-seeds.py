#!/usr/bin/env python3
"""Writes the seed corpora of the png, ninepatch, svg and font targets into
Corpus/: one tiny PNG per colour type and bit depth libpng reads (interlaced
too), tiny .9.png files with one or several stretch runs, with and without
content marks, SVG documents that reach each of Glaze's SVG checks (gzip, data:
images, <use> chains, huge and tiny numbers, style sheets), and a TrueType font
of a kilobyte in every container Glaze reads (plain, collection, WOFF with
zlib, WOFF 2.0 with stored Brotli), and made variable. The svg target's first four seeds are
hand-written and kept as they are. Run from anywhere; the files are committed,
so rerun only to change them. No PIL or fontTools: zlib and struct suffice."""
import base64, gzip, os, struct, zlib

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "Corpus", "png")

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

# Samples per pixel for each colour type.
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

def sample(x, y, c, depth):
    # A little structure in every channel, so filters and palettes matter.
    return ((x * 7 + y * 13 + c * 5) * 37) % (1 << depth)

def pack_row(values, depth):
    if depth == 8:
        return bytes(values)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in values)
    bits, row = 0, bytearray()
    acc = 0
    for v in values:
        acc = (acc << depth) | v
        bits += depth
        if bits == 8:
            row.append(acc); acc = bits = 0
    if bits:
        row.append(acc << (8 - bits))
    return bytes(row)

def scanlines(w, h, ctype, depth, xs=None, ys=None, filt=0):
    xs = xs if xs is not None else range(w)
    ys = ys if ys is not None else range(h)
    raw = b""
    for y in ys:
        values = [sample(x, y, c, depth) for x in xs for c in range(CHANNELS[ctype])]
        # Filter type byte; 0 keeps the data plain, other types are exercised via 'filt'.
        raw += bytes([filt if y % 2 else 0]) + pack_row(values, depth)
    return raw

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def png(name, w, h, ctype, depth, interlace=0, extra=b"", filt=0):
    ihdr = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace)
    if interlace:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            xs, ys = range(x0, w, dx), range(y0, h, dy)
            if len(xs) and len(ys):
                raw += scanlines(w, h, ctype, depth, xs, ys)
    else:
        raw = scanlines(w, h, ctype, depth, filt=filt)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)

os.makedirs(out, exist_ok=True)
palette = chunk(b"PLTE", bytes((i * 40) % 256 for i in range(3 * 16)))
png("rgb8.png", 5, 4, 2, 8, filt=1)
png("rgba8.png", 5, 4, 6, 8, filt=4)
png("grey8.png", 6, 3, 0, 8, filt=2)
png("grey1.png", 9, 3, 0, 1)
png("grey-alpha8.png", 4, 4, 4, 8, filt=3)
png("palette4-trns.png", 7, 3, 3, 4, extra=palette + chunk(b"tRNS", bytes([0, 128, 255])))
png("rgb16.png", 3, 3, 2, 16)
png("rgba16.png", 3, 2, 6, 16)
png("grey16-trns.png", 3, 3, 0, 16, extra=chunk(b"tRNS", struct.pack(">H", 0)))
png("rgba8-interlaced.png", 9, 9, 6, 8, interlace=1)
png("palette2-interlaced.png", 10, 5, 3, 2, interlace=1, extra=palette)
png("rgb8-gamma.png", 2, 2, 2, 8, extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\x00"))


# Nine-patches: RGBA pictures with a one-pixel border of opaque black marks.
def ninepatch(name, w, h, top, left, bottom=(), right=(), fill=lambda x, y: (200, (80 + 10 * x) % 256, (40 + 10 * y) % 256, 255)):
    """top/left/bottom/right list the marked pixels of each edge, in inner-image
    coordinates (0 is the first pixel inside the border)."""
    W, H = w + 2, h + 2
    raw = b""
    for y in range(H):
        row = bytearray()
        for x in range(W):
            inner_x, inner_y = x - 1, y - 1
            edge_y = y in (0, H - 1); edge_x = x in (0, W - 1)
            if edge_y and edge_x:
                px = (0, 0, 0, 0)
            elif y == 0:
                px = (0, 0, 0, 255) if inner_x in top else (0, 0, 0, 0)
            elif y == H - 1:
                px = (0, 0, 0, 255) if inner_x in bottom else (0, 0, 0, 0)
            elif x == 0:
                px = (0, 0, 0, 255) if inner_y in left else (0, 0, 0, 0)
            elif x == W - 1:
                px = (0, 0, 0, 255) if inner_y in right else (0, 0, 0, 0)
            else:
                px = fill(inner_x, inner_y)
            row += bytes(px)
        raw += b"\x00" + bytes(row)
    ihdr = struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(nine_out, name), "wb") as f:
        f.write(data)

nine_out = os.path.join(here, "Corpus", "ninepatch")
os.makedirs(nine_out, exist_ok=True)
ninepatch("minimal.9.png", 1, 1, top=[0], left=[0])
ninepatch("button.9.png", 11, 9, top=[5], left=range(3, 6), bottom=range(2, 9), right=range(2, 7))
ninepatch("two-runs.9.png", 12, 10, top=[2, 3, 8, 9], left=[1, 7], bottom=range(1, 11))
ninepatch("translucent.9.png", 6, 6, top=range(1, 5), left=range(2, 4), right=range(1, 5),
          fill=lambda x, y: (30 * x, 0, 30 * y, 40 * (x + y) % 256))
ninepatch("wide.9.png", 40, 3, top=range(10, 30), left=[1], bottom=range(0, 40), right=[0, 1, 2])


# SVG documents, each small, each at the edge of one of Glaze's checks so that
# mutations cross it both ways.
svg_out = os.path.join(here, "Corpus", "svg")
os.makedirs(svg_out, exist_ok=True)
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">'

def svg(name, body, head=HEAD, compress=False):
    data = (head + body + "</svg>").encode()
    if compress:
        data = gzip.compress(data, 9, mtime=0)
    with open(os.path.join(svg_out, name), "wb") as f:
        f.write(data)

def tiny_png():
    rows = b"".join(b"\x00" + bytes([200, 40, 40, 255, 40, 40, 200, 128]) for _ in range(2))
    ihdr = struct.pack(">IIBBBBB", 2, 2, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")

svg("gzip.svgz", '<rect x="2" y="2" width="20" height="20" fill="teal"/>', compress=True)
svg("data-png.svg", '<image width="24" height="24" xlink:href="data:image/png;base64,%s"/>' % base64.b64encode(tiny_png()).decode())
svg("use-chain.svg", '<defs><rect id="l0" width="1" height="1"/>'
    + "".join('<g id="l%d"><use href="#l%d"/><use href="#l%d" x="%d"/></g>' % (i, i - 1, i - 1, i) for i in range(1, 6))
    + '</defs><use href="#l5"/>')
svg("numbers.svg", '<g transform="scale(1e3) rotate(45 1e2 1e2) skewX(89)"><text font-size="1e1" y="20" dx="1e-9">W</text>'
    + '<path d="M1e6 1e-6 C1e5 -1e5 3 4e4 5 6 A1e4 1e-4 0 1 0 1e3 1e3z" stroke="red" stroke-width="1e-3" stroke-dasharray="1e-2 1e2"/></g>')
svg("styles.svg", '<style>.a { font: bold 2em serif } #t { stroke-width: 1e2% } rect:first-child { transform: scale(2) }</style>'
    + '<g class="a" style="font-size: 1e1px"><text id="t" class="a" font-size="larger">W</text><rect width="50%" height="1em"/></g>')
svg("markers-patterns.svg", '<defs><marker id="m" viewBox="0 0 1 1" markerWidth="2"><circle r="1"/></marker>'
    + '<pattern id="p" width="0.25" height="0.25" patternContentUnits="objectBoundingBox"><rect width="0.1" height="0.1"/></pattern>'
    + '<mask id="k"><rect width="24" height="24" fill="white"/></mask><clipPath id="c" clipPathUnits="objectBoundingBox"><circle cx="0.5" cy="0.5" r="0.5"/></clipPath>'
    + '<filter id="f"><feMorphology radius="1"/><feTurbulence numOctaves="3"/><feConvolveMatrix order="3" kernelMatrix="0 1 0 1 1 1 0 1 0"/></filter></defs>'
    + '<polyline points="1,1 12,20 23,1" stroke="black" stroke-width="2" marker-mid="url(#m)" fill="url(#p)" mask="url(#k)" clip-path="url(#c)" filter="url(#f)"/>')
svg("nested-svg.svg", '<svg viewBox="0 0 1 1" width="12" height="12"><svg viewBox="0 0 0.1 0.1"><symbol id="s" viewBox="0 0 2 2"><rect width="1" height="1"/></symbol>'
    + '<use href="#s" width="0.05" height="0.05"/></svg></svg>')
svg("markup.svg", '<!-- <image/> --><![CDATA[ <g> ]]><?pi <text/>?><text x="1 2 3" y="20">&lt;&#65;&#x42;&amp;</text>',
    head='<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' + HEAD)
# What libxml2 reads from the document type, and what multiplies work: the
# attribute defaults and entities the scanner must see as libxml2 does, <tref>
# copying text, and style sheets whose cost is rules × elements.
svg("document-type.svg", '<text x="2" y="20" style="&st0;">&word;</text><rect x="2" y="2" width="4" height="4"/>',
    head='<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n'
    + '\t<!ENTITY ns_svg "http://www.w3.org/2000/svg">\n\t<!ENTITY st0 "fill:#E88C00">\n\t<!ENTITY word "Wide">\n'
    + '\t<!ATTLIST rect id ID #IMPLIED class CDATA #REQUIRED>\n\t<!ATTLIST svg xmlns:xlink CDATA #FIXED "http://www.w3.org/1999/xlink">\n'
    + '\t<!ELEMENT g ANY>\n\t<!-- a comment -->\n]>\n' + HEAD.replace('xmlns="http://www.w3.org/2000/svg"', 'xmlns="&ns_svg;"'))
svg("tref.svg", '<defs><text id="t">Wide <tspan>text</tspan></text></defs><text y="20"><tref xlink:href="#t"/><tref xlink:href="#t"/></text>')
svg("style-work.svg", '<style>' + ''.join('.c%d{fill:red}' % i for i in range(20))
    + ':nth-child(2n+1){stroke:blue} g rect{opacity:.5} rect ~ circle{fill:green} :nth-last-child(1){} g > g circle:first-child{}</style>'
    + '<g>' + ''.join('<rect class="c%d" x="%d" y="2" width="1" height="1"/>' % (i, i) for i in range(20)) + '<g><circle r="2"/></g></g>')


# Fonts: a TrueType font drawn from nothing, its glyphs a box and a bar, small
# enough that mutations reach every table; then the same tables in each container.
font_out = os.path.join(here, "Corpus", "font")
os.makedirs(font_out, exist_ok=True)

def simple_glyph(points):
    """One closed contour of on-curve points, coordinates as 16-bit deltas."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    body = struct.pack(">hhhhh", 1, min(xs), min(ys), max(xs), max(ys))
    body += struct.pack(">HH", len(points) - 1, 0) + bytes([1] * len(points))
    px = py = 0
    dx = dy = b""
    for x, y in points:
        dx += struct.pack(">h", x - px); dy += struct.pack(">h", y - py)
        px, py = x, y
    return body + dx + dy

def name_table(names):
    records, strings = b"", b""
    for name_id, text in names:
        data = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(data), len(strings))
        strings += data
    return struct.pack(">HHH", 0, len(names), 6 + 12 * len(names)) + records + strings

def tiny_tables():
    glyphs = [b"", simple_glyph([(50, 0), (50, 700), (450, 700), (450, 0)]), simple_glyph([(0, 300), (0, 360), (500, 360), (500, 300)])]
    glyf, loca = b"", b""
    for g in glyphs:
        g += bytes(len(g) % 2)
        loca += struct.pack(">H", len(glyf) // 2)
        glyf += g
    loca += struct.pack(">H", len(glyf) // 2)
    # '-' is the bar, every other printable ASCII character the box.
    segments = [(0x20, 0x2C, 1 - 0x20), (0x2D, 0x2D, 2 - 0x2D), (0x2E, 0x7E, 1 - 0x2E), (0xFFFF, 0xFFFF, 1)]
    n = len(segments)
    cmap4 = struct.pack(">HHHHHH", 4, 16 + 8 * n, 0, 2 * n, 2 * 2 ** (n.bit_length() - 1), n.bit_length() - 1)
    cmap4 = cmap4[:12] + struct.pack(">H", 2 * n - 2 * 2 ** (n.bit_length() - 1))
    cmap4 += b"".join(struct.pack(">H", e) for _, e, _ in segments) + b"\0\0"
    cmap4 += b"".join(struct.pack(">H", s) for s, _, _ in segments)
    cmap4 += b"".join(struct.pack(">h", d if d < 0x8000 else d - 0x10000) for _, _, d in segments)
    cmap4 += bytes(2 * n)
    return {
        b"cmap": struct.pack(">HHHHI", 0, 1, 3, 1, 12) + cmap4,
        b"glyf": glyf,
        b"head": struct.pack(">IIIIHHQQhhhhHHhhh", 0x10000, 0x10000, 0, 0x5F0F3CF5, 0x000B, 1000, 0, 0, 0, 0, 500, 700, 0, 8, 2, 0, 0),
        b"hhea": struct.pack(">IhhhHhhhhhhhhhhhH", 0x10000, 800, -200, 0, 550, 0, 0, 500, 1, 0, 0, 0, 0, 0, 0, 0, 3),
        b"hmtx": struct.pack(">HhHhHh", 550, 0, 550, 50, 550, 0),
        b"loca": loca,
        b"maxp": struct.pack(">IHHHHHHHHHHHHHH", 0x10000, 3, 4, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0),
        b"name": name_table([(1, "Glaze Fuzz"), (2, "Regular"), (4, "Glaze Fuzz Regular"), (6, "GlazeFuzz-Regular")]),
        b"post": struct.pack(">IIhhIIIII", 0x30000, 0, -100, 50, 0, 0, 0, 0, 0),
    }

def pad(data):
    return data + bytes(-len(data) % 4)

def sfnt(tables, start=0):
    """An sfnt of `tables` (sorted by tag) whose table offsets count from
    `start`, where it will sit in a collection."""
    n = len(tables)
    selector = n.bit_length() - 1
    out = struct.pack(">IHHHH", 0x10000, n, 16 << selector, selector, 16 * n - (16 << selector))
    offset, bodies = start + 12 + 16 * n, b""
    for tag in sorted(tables):
        body = tables[tag]
        out += tag + struct.pack(">III", sum(struct.unpack(">%dI" % (len(pad(body)) // 4), pad(body))) & 0xFFFFFFFF, offset, len(body))
        offset += len(pad(body)); bodies += pad(body)
    return out + bodies

def woff(tables, declared=None):
    """WOFF 1.0, each table zlib-compressed where that is shorter; `declared`
    overrides the first table's unpacked length, for a seed at the limit."""
    n = len(tables)
    directory, bodies = b"", b""
    total = 12 + 16 * n
    for i, tag in enumerate(sorted(tables)):
        body = tables[tag]
        packed = zlib.compress(body, 9)
        packed = packed if len(packed) < len(body) else body
        length = declared if declared is not None and i == 0 else len(body)
        directory += tag + struct.pack(">IIII", 44 + 20 * n + len(bodies), len(packed), length, 0)
        bodies += pad(packed)
        total += length + (-length % 4)
    header = b"wOFF" + struct.pack(">IIHHIHHIIIII", 0x10000, 44 + 20 * n + len(bodies), n, 0, total, 1, 0, 0, 0, 0, 0, 0)
    return header + directory + bodies

def brotli_stored(data):
    """A Brotli stream of stored meta-blocks: no Brotli encoder needed."""
    bits = []
    def put(value, count):
        bits.extend((value >> i) & 1 for i in range(count))
    out = bytearray()
    def align():
        bits.extend([0] * (-len(bits) % 8))
        out.extend(sum(b << j for j, b in enumerate(bits[i:i + 8])) for i in range(0, len(bits), 8))
        bits.clear()
    put(0, 1)  # a 16-bit window
    for start in range(0, len(data), 1 << 16):
        block = data[start:start + (1 << 16)]
        put(0, 1); put(0, 2); put(len(block) - 1, 16); put(1, 1)  # not last, four nibbles, stored
        align(); out.extend(block)
    put(1, 1); put(1, 1)  # last and empty
    align()
    return bytes(out)

def woff2(tables):
    """WOFF 2.0 with no table transformed (glyf and loca say so with version 3)."""
    def base128(v):
        groups = [v & 0x7F]; v >>= 7
        while v: groups.append(0x80 | v & 0x7F); v >>= 7
        return bytes(reversed(groups))
    known = {b"cmap": 0, b"head": 1, b"hhea": 2, b"hmtx": 3, b"maxp": 4, b"name": 5, b"post": 7, b"glyf": 10, b"loca": 11,
             b"fvar": 47, b"gvar": 48}
    directory = b"".join(bytes([(0xC0 if tag in (b"glyf", b"loca") else 0) | known[tag]]) + base128(len(tables[tag]))
                         for tag in sorted(tables))
    stream = brotli_stored(b"".join(tables[tag] for tag in sorted(tables)))
    n = len(tables)
    total = 12 + 16 * n + sum(len(pad(b)) for b in tables.values())
    length = 48 + len(directory) + len(stream)
    header = b"wOF2" + struct.pack(">IIHHIIHHIIIII", 0x10000, length + (-length % 4), n, 0, total, len(stream), 1, 0, 0, 0, 0, 0, 0)
    return pad(header + directory + stream)

def collection(fonts_tables):
    head = 12 + 4 * len(fonts_tables)
    starts, bodies = [], b""
    for tables in fonts_tables:
        starts.append(head + len(bodies))
        bodies += pad(sfnt(tables, start=head + len(bodies)))
    return b"ttcf" + struct.pack(">II", 0x10000, len(fonts_tables)) + b"".join(struct.pack(">I", s) for s in starts) + bodies

def font(name, data):
    assert len(data) < 64 << 10
    with open(os.path.join(font_out, name), "wb") as f:
        f.write(data)

tables = tiny_tables()
bold = dict(tables)
bold[b"name"] = name_table([(1, "Glaze Fuzz"), (2, "Bold"), (4, "Glaze Fuzz Bold"), (6, "GlazeFuzz-Bold")])
font("tiny.ttf", sfnt(tables))
font("tiny.ttc", collection([tables, bold]))
font("tiny.woff", woff(tables))
font("tiny.woff2", woff2(tables))
# Variable: an 'fvar' of one axis naming 40 instances (compressible, so the WOFF
# inflates it) and the empty 'gvar' FreeType wants beside 'glyf'.
variable = dict(tables)
variable[b"fvar"] = (struct.pack(">HHHHHHHH", 1, 0, 16, 2, 1, 20, 40, 8) + b"wght"
                     + struct.pack(">iiiHH", 100 << 16, 400 << 16, 900 << 16, 0, 2) + b"".join(struct.pack(">HHi", 2, 0, (100 + 20 * i) << 16) for i in range(40)))
variable[b"gvar"] = struct.pack(">HHHHIHHI", 1, 0, 1, 0, 20, 3, 0, 28) + bytes(8)
font("variable.ttf", sfnt(variable))
font("variable.woff", woff(variable))
font("variable.woff2", woff2(variable))
# The first table declares exactly 32 MiB unpacked: one byte more crosses the limit.
font("declares-limit.woff", woff(tables, declared=(32 << 20) - 12 - 16 * len(tables) - sum(len(pad(b)) for t, b in tables.items() if t != min(tables))))
