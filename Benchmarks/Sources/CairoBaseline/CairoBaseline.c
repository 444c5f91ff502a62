#include "CairoBaseline.h"
#include <cairo.h>
#include <math.h>

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void rgb_to_hsv(const double c[3], double hsv[3]) {
    double mx = fmax(c[0], fmax(c[1], c[2])), mn = fmin(c[0], fmin(c[1], c[2])), d = mx - mn, h = 0;
    if (d > 0) {
        if (mx == c[0]) h = (c[1] - c[2]) / d;
        else if (mx == c[1]) h = (c[2] - c[0]) / d + 2;
        else h = (c[0] - c[1]) / d + 4;
        h /= 6;
        if (h < 0) h += 1;
    }
    hsv[0] = h; hsv[1] = mx > 0 ? d / mx : 0; hsv[2] = mx;
}

static void hsv_to_rgb(double h, double s, double v, double out[3]) {
    h = (h - floor(h)) * 6;
    int i = (int)h % 6;
    double f = h - floor(h), p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f));
    double table[6][3] = {{v, t, p}, {q, v, p}, {p, v, t}, {p, q, v}, {t, p, v}, {v, p, q}};
    out[0] = table[i][0]; out[1] = table[i][1]; out[2] = table[i][2];
}

/* The gloss colour at t, from the recipe's formulas. */
static void gloss(const double c[3], double t, double out[3]) {
    double g = pow(0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2], 0.2);
    double white0 = g * 0.6, white1 = g * 0.2, off = exp(-1.2), scale = 1 / (1 - off);
    if (t < 0.5) {
        double q = 1 - scale * (exp(-1.2 * 2 * t) - off), w = white0 + q * (white1 - white0);
        for (int i = 0; i < 3; i++) out[i] = c[i] * (1 - w) + w;
        return;
    }
    double hsv[3], target = 1.0 / 6.0, caustic[3];
    rgb_to_hsv(c, hsv);
    if (hsv[1] < 0.001) { hsv[0] = target; hsv[1] = 0.2; }
    if (hsv[0] > 0.95) hsv[0] -= 1; else if (hsv[0] > 0.7) target = 5.0 / 6.0;
    double sc = 0.6 * 0.5 * (1 + cos(1.4 * M_PI * (hsv[0] - target)));
    hsv_to_rgb(hsv[0] * (1 - sc) + target * sc, hsv[1], hsv[2] * (1 - sc) + sc, caustic);
    double p = 2 * (t - 0.5), q = scale * (exp(-1.2 * (1 - p)) - off);
    for (int i = 0; i < 3; i++) out[i] = c[i] * (1 - q) + caustic[i] * q;
}

static unsigned int finish(cairo_t *cr, cairo_surface_t *surface) {
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    unsigned int first = *(unsigned int *)cairo_image_surface_get_data(surface);
    cairo_surface_destroy(surface);
    return first;
}

/* The button drawn; the caller owns the context, which holds the surface. */
static cairo_t *draw_glossy_button(double red, double green, double blue, double width, double height, double scale) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale), (int)ceil(height * scale));
    cairo_surface_set_device_scale(surface, scale, scale);
    cairo_t *cr = cairo_create(surface);
    cairo_surface_destroy(surface); /* the context keeps its own reference */
    const double color[3] = {red, green, blue};
    rounded_rect(cr, 0.5, 0.5, width - 1, height - 1, 10);
    cairo_set_source_rgb(cr, 159.0 / 255, 159.0 / 255, 159.0 / 255);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    cairo_pattern_t *pattern = cairo_pattern_create_linear(0, 1, 0, height - 1);
    for (int i = 0; i <= 64; i++) {
        double t = 0.5 * i / 64, out[3];
        gloss(color, i == 64 ? 0.5 - 1e-9 : t, out);
        cairo_pattern_add_color_stop_rgb(pattern, t, out[0], out[1], out[2]);
    }
    for (int i = 0; i <= 64; i++) {
        double t = 0.5 + 0.5 * i / 64, out[3];
        gloss(color, t, out);
        cairo_pattern_add_color_stop_rgb(pattern, t, out[0], out[1], out[2]);
    }
    rounded_rect(cr, 1, 1, width - 2, height - 2, 9);
    cairo_set_source(cr, pattern);
    cairo_fill(cr);
    cairo_pattern_destroy(pattern);
    return cr;
}

unsigned int baseline_glossy_button(double red, double green, double blue, double width, double height, double scale) {
    cairo_t *cr = draw_glossy_button(red, green, blue, width, height, scale);
    return finish(cr, cairo_surface_reference(cairo_get_target(cr)));
}

int baseline_glossy_button_png(double red, double green, double blue, double width, double height, double scale,
                               const char *path) {
    cairo_t *cr = draw_glossy_button(red, green, blue, width, height, scale);
    cairo_status_t status = cairo_surface_write_to_png(cairo_get_target(cr), path);
    cairo_destroy(cr);
    return status == CAIRO_STATUS_SUCCESS ? 0 : -1;
}

unsigned int baseline_rounded_rects(int count) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t *cr = cairo_create(surface);
    for (int i = 0; i < count; i++) {
        double x = (i % 40) * 10, y = (i / 40 % 40) * 10;
        cairo_pattern_t *pattern = cairo_pattern_create_linear(0, y, 0, y + 8);
        cairo_pattern_add_color_stop_rgb(pattern, 0, 0.94, 0.82, 0.52);
        cairo_pattern_add_color_stop_rgb(pattern, 1, 0.91, 0.55, 0.0);
        rounded_rect(cr, x + 1, y + 1, 8, 8, 2);
        cairo_set_source(cr, pattern);
        cairo_fill_preserve(cr);
        cairo_pattern_destroy(pattern);
        cairo_set_source_rgb(cr, 0.77, 0.43, 0.0);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
    }
    return finish(cr, surface);
}

unsigned int baseline_tint(int size) {
    cairo_surface_t *icon = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
    cairo_t *icr = cairo_create(icon);
    cairo_arc(icr, size / 2.0, size / 2.0, size / 2.5, 0, 2 * M_PI);
    cairo_set_source_rgba(icr, 0, 0, 0, 0.8);
    cairo_fill(icr);
    cairo_destroy(icr);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0.8, 0.1, 0.1);
    cairo_paint(cr);
    cairo_set_source_surface(cr, icon, 0, 0);
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN);
    cairo_paint(cr);
    cairo_surface_destroy(icon);
    return finish(cr, surface);
}
