#ifndef CAIRO_BASELINE_H
#define CAIRO_BASELINE_H

/* The benchmark recipes drawn directly with Cairo, as a C programmer would,
 * each onto a fresh ARGB32 surface that is destroyed afterwards. Each returns
 * the first pixel, so the work cannot be optimised away. */

/* Matt Gallagher's glossy button, width × height points at scale, with border. */
unsigned int baseline_glossy_button(double red, double green, double blue, double width, double height, double scale);

/* The same button written to a PNG at path; 0 on success. */
int baseline_glossy_button_png(double red, double green, double blue, double width, double height, double scale,
                               const char *path);

/* count small rounded rects with gradient fills and strokes on a 400 × 400 surface. */
unsigned int baseline_rounded_rects(int count);

/* A flat tint of a size × size image: fill, then DEST_IN with the image. */
unsigned int baseline_tint(int size);

#endif
