"""The peers' side of Glaze's peer comparison (see run in this folder).

Each command draws one drawing COUNT times in this process, a new surface each
time, and writes the last to OUT as a PNG, as GlazePeer does for Glaze; the
icon commands render a folder of SVGs at 1x, 2x and 3x into a folder of PNGs,
as `glaze render` does for the icon theme. The drawings are the ones GlazePeer
draws, at 2x: sizes and radii below are in pixels; the labels are LabelsPeer's,
in points at 3x.
"""
import math
import os
import sys

W, H = 864, 344                      # the card's surface: 432 x 172 points at 2x
CARD = (32, 24, 800, 280, 24)         # x, y, width, height, corner radius
STAR = (216, 172, 140, 60)            # centre x, y, outer and inner radius on 432 x 344
SIGMA, DY, SHADOW_ALPHA = 8, 8, 0.5   # blur 8 points at 2x; offset 4 points down


def star_points():
    cx, cy, outer, inner = STAR
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


# Skia (skia-python): its blur mask filter, and its general drop-shadow image filter.
def skia_with_mask_shadow(canvas, draw):
    """`draw(paint)` twice: through a blur mask filter, moved down, then in white."""
    import skia
    shadow = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0, 0, 0, SHADOW_ALPHA),
                        MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, SIGMA))
    canvas.save()
    canvas.translate(0, DY)
    draw(shadow)
    canvas.restore()
    draw(skia.Paint(AntiAlias=True, Color=skia.ColorWHITE))


def skia_card(mask_filter):
    import skia
    surface = skia.Surface(W, H)
    canvas = surface.getCanvas()
    x, y, w, h, r = CARD
    rrect = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r)
    if mask_filter:
        skia_with_mask_shadow(canvas, lambda paint: canvas.drawRRect(rrect, paint))
    else:
        filter = skia.ImageFilters.DropShadow(0, DY, SIGMA, SIGMA, skia.Color4f(0, 0, 0, SHADOW_ALPHA).toColor())
        canvas.drawRRect(rrect, skia.Paint(AntiAlias=True, Color=skia.ColorWHITE, ImageFilter=filter))
    return surface


def skia_star():
    import skia
    surface = skia.Surface(W // 2, H)  # 216 x 172 points at 2x
    canvas = surface.getCanvas()
    path = skia.Path()
    path.addPoly([skia.Point(x, y) for x, y in star_points()], True)
    skia_with_mask_shadow(canvas, lambda paint: canvas.drawPath(path, paint))
    return surface


def skia_save(surface, out):
    surface.makeImageSnapshot().save(out, __import__("skia").kPNG)


# Pillow: the shape's alpha blurred by ImageFilter.GaussianBlur (radius is the
# standard deviation), black through it, the shape in white on top.
def pillow_shadowed(draw_shape, size):
    from PIL import Image, ImageDraw, ImageFilter
    shadow = Image.new("L", size, 0)
    draw_shape(ImageDraw.Draw(shadow), DY, round(255 * SHADOW_ALPHA))
    shadow = shadow.filter(ImageFilter.GaussianBlur(SIGMA))
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    image.paste((0, 0, 0, 255), (0, 0), shadow)
    shape = Image.new("L", size, 0)
    draw_shape(ImageDraw.Draw(shape), 0, 255)
    image.paste((255, 255, 255, 255), (0, 0), shape)
    return image


def pillow_card():
    x, y, w, h, r = CARD
    return pillow_shadowed(lambda d, dy, a: d.rounded_rectangle((x, y + dy, x + w - 1, y + dy + h - 1), radius=r, fill=a), (W, H))


def pillow_star():
    return pillow_shadowed(lambda d, dy, a: d.polygon([(px, py + dy) for px, py in star_points()], fill=a), (W // 2, H))


# pycairo: the articles' glossy button, the same steps as Benchmarks/Sources/CairoBaseline.
def gloss(c, t):
    import colorsys
    g = (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) ** 0.2
    white0, white1, off = g * 0.6, g * 0.2, math.exp(-1.2)
    scale = 1 / (1 - off)
    if t < 0.5:
        q = 1 - scale * (math.exp(-1.2 * 2 * t) - off)
        w = white0 + q * (white1 - white0)
        return [v * (1 - w) + w for v in c]
    h, s, v = colorsys.rgb_to_hsv(*c)
    target = 1 / 6
    if s < 0.001:
        h, s = target, 0.2
    if h > 0.95:
        h -= 1
    elif h > 0.7:
        target = 5 / 6
    sc = 0.6 * 0.5 * (1 + math.cos(1.4 * math.pi * (h - target)))
    caustic = colorsys.hsv_to_rgb((h * (1 - sc) + target * sc) % 1, s, v * (1 - sc) + sc)
    p = 2 * (t - 0.5)
    q = scale * (math.exp(-1.2 * (1 - p)) - off)
    return [a * (1 - q) + b * q for a, b in zip(c, caustic)]


def cairo_rounded_rect(cr, x, y, w, h, r):
    r = min(r, w / 2, h / 2)
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    cr.close_path()


def pycairo_glossy():
    import cairo
    width, height, color = 310, 54, (0.65, 0.05, 0.05)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width * 2, height * 2)
    surface.set_device_scale(2, 2)
    cr = cairo.Context(surface)
    cairo_rounded_rect(cr, 0.5, 0.5, width - 1, height - 1, 10)
    cr.set_source_rgb(159 / 255, 159 / 255, 159 / 255)
    cr.set_line_width(1)
    cr.stroke()
    pattern = cairo.LinearGradient(0, 1, 0, height - 1)
    for i in range(65):
        t = 0.5 * i / 64
        pattern.add_color_stop_rgb(t, *gloss(color, 0.5 - 1e-9 if i == 64 else t))
    for i in range(65):
        t = 0.5 + 0.5 * i / 64
        pattern.add_color_stop_rgb(t, *gloss(color, t))
    cairo_rounded_rect(cr, 1, 1, width - 2, height - 2, 9)
    cr.set_source(pattern)
    cr.fill()
    return surface


# Icons: every SVG in a folder at 1x, 2x and 3x of its own size (16 points),
# tinted the theme's blue (but for resvg), as NAME@Sx.png.
TINT = "#1F6FD1"


def resvg_icons(folder, out):
    import resvg_py
    # Untinted: resvg has no tint, and a style sheet that repaints every shape
    # also fills what the icon leaves unfilled. It does a little less work than
    # the others for it.
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        for scale in (1, 2, 3):
            png = resvg_py.svg_to_bytes(svg_path=path, width=16 * scale, height=16 * scale, skip_system_fonts=True)
            with open(os.path.join(out, "%s@%dx.png" % (name[:-4], scale)), "wb") as file:
                file.write(bytes(png))


def skia_icons(folder, out):
    import skia
    tint = skia.ColorSetRGB(0x1F, 0x6F, 0xD1)
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as file:
            data = file.read()
        for scale in (1, 2, 3):
            dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream(data))
            dom.setContainerSize(skia.Size(16, 16))
            surface = skia.Surface(16 * scale, 16 * scale)
            canvas = surface.getCanvas()
            canvas.scale(scale, scale)
            canvas.saveLayer(paint=skia.Paint(ColorFilter=skia.ColorFilters.Blend(tint, skia.BlendMode.kSrcIn)))
            dom.render(canvas)
            canvas.restore()
            surface.makeImageSnapshot().save(os.path.join(out, "%s@%dx.png" % (name[:-4], scale)), skia.kPNG)


# Labels: a chart's axis labels, as LabelsPeer draws them through Glaze: 250
# to an image of 480 x 350 points at 3x, DejaVu Sans 10 pt, dark grey.
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
LABEL_SCALE, LABEL_SIZE, LABEL_GREY = 3, (480, 350), (64, 64, 64)


def label(index):
    """Label `index`'s text and top-left corner in points: a count, a
    percentage or a date, ten to a row, 25 rows."""
    if index % 3 == 0:
        text = str(index * 40)
    elif index % 3 == 1:
        text = "%d.%s %%" % (index // 4, "00" if index % 4 == 0 else str(index % 4 * 25))
    else:
        text = "%s %d" % (MONTHS[index % 12], index % 28 + 1)
    return text, 20 + (index % 10) * 45, 12 + (index // 10) * 13.5


LABELS = [label(i) for i in range(250)]
fonts = {}


def skia_labels():
    import skia
    if "skia" not in fonts:
        fonts["skia"] = skia.Font(skia.Typeface("DejaVu Sans"), 10)
    font = fonts["skia"]
    surface = skia.Surface(LABEL_SIZE[0] * LABEL_SCALE, LABEL_SIZE[1] * LABEL_SCALE)
    canvas = surface.getCanvas()
    canvas.scale(LABEL_SCALE, LABEL_SCALE)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorSetRGB(*LABEL_GREY))
    ascent = -font.getMetrics().fAscent  # Skia draws at the baseline, Glaze from the top
    for text, x, y in LABELS:
        canvas.drawString(text, x, y + ascent, font, paint)
    return surface


def pillow_labels():
    from PIL import Image, ImageDraw, ImageFont
    if "pillow" not in fonts:
        import subprocess
        path = subprocess.run(["fc-match", "-f", "%{file}", "DejaVu Sans"], capture_output=True, text=True, check=True).stdout
        fonts["pillow"] = ImageFont.truetype(path, 10 * LABEL_SCALE)
    font = fonts["pillow"]
    image = Image.new("RGBA", (LABEL_SIZE[0] * LABEL_SCALE, LABEL_SIZE[1] * LABEL_SCALE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for text, x, y in LABELS:
        draw.text((x * LABEL_SCALE, y * LABEL_SCALE), text, font=font, fill=LABEL_GREY + (255,))
    return image


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command in ("resvg-icons", "skia-icons") and len(sys.argv) == 4:
        os.makedirs(sys.argv[3], exist_ok=True)
        (resvg_icons if command == "resvg-icons" else skia_icons)(sys.argv[2], sys.argv[3])
        return
    drawings = {
        "skia-card": (lambda: skia_card(True), skia_save),
        "skia-card-dropshadow": (lambda: skia_card(False), skia_save),
        "skia-star": (skia_star, skia_save),
        "pillow-card": (pillow_card, lambda image, out: image.save(out)),
        "pillow-star": (pillow_star, lambda image, out: image.save(out)),
        "pycairo-glossy": (pycairo_glossy, lambda surface, out: surface.write_to_png(out)),
        "skia-labels": (skia_labels, skia_save),
        "pillow-labels": (pillow_labels, lambda image, out: image.save(out)),
    }
    if command not in drawings or len(sys.argv) != 4:
        sys.exit("usage: drivers.py %s COUNT OUT.png | resvg-icons|skia-icons SVGS OUT" % "|".join(drawings))
    draw, save = drawings[command]
    last = draw()
    for _ in range(int(sys.argv[2]) - 1):
        last = draw()
    save(last, sys.argv[3])


if __name__ == "__main__":
    main()
