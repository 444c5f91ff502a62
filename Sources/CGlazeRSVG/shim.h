#ifndef GLAZE_RSVG_SHIM_H
#define GLAZE_RSVG_SHIM_H

/* librsvg, which parses and draws SVG documents.

   Not linked: a program that never reads an SVG never loads it. Linked, it
   and what only it needs (libxml2, gdk-pixbuf) were a quarter of the
   dynamic loader's relocations at every start. Its functions are looked up
   once, on first use; the handle is never closed (one per process).

   Its header is not included, since it needs pkg-config's include paths,
   and a pkg-config module is a linked one. The five functions Glaze calls
   and the two structs they take are declared here instead, as librsvg 2.52
   and later define them (C ABI, stable across 2.x). GLib and Cairo come from
   the CGlazeCairo module's include paths, which every importer has. */
#include <cairo.h>
#include <glib.h>
#include "../CGlazeLoading/loading.h"

/// The library `glaze_rsvg()` loads, named in errors: librsvg 2's soname.
static inline const char *glaze_rsvg_soname(void) { return "librsvg-2.so.2"; }

/// A document, as librsvg's `RsvgHandle`: a GObject, released with `g_object_unref`.
typedef struct glaze_rsvg_handle glaze_rsvg_handle;

/// librsvg's `RsvgLength`: a length and its unit (an `RsvgUnit`).
typedef struct {
    double length;
    int unit;
} glaze_rsvg_length;

/// librsvg's `RsvgRectangle`.
typedef struct {
    double x;
    double y;
    double width;
    double height;
} glaze_rsvg_rectangle;

/// The librsvg functions Glaze calls: none is NULL once loaded.
struct glaze_rsvg_functions {
    glaze_rsvg_handle *_Nullable (*_Nonnull new_from_data)(const guint8 *_Nullable data, gsize length,
                                                          GError *_Nullable *_Nullable error);
    void (*_Nonnull set_dpi)(glaze_rsvg_handle *_Nonnull handle, double dpi);
    void (*_Nonnull get_intrinsic_dimensions)(glaze_rsvg_handle *_Nonnull handle,
                                              gboolean *_Nullable has_width, glaze_rsvg_length *_Nullable width,
                                              gboolean *_Nullable has_height, glaze_rsvg_length *_Nullable height,
                                              gboolean *_Nullable has_viewbox, glaze_rsvg_rectangle *_Nullable viewbox);
    gboolean (*_Nonnull get_intrinsic_size_in_pixels)(glaze_rsvg_handle *_Nonnull handle,
                                                      gdouble *_Nullable width, gdouble *_Nullable height);
    gboolean (*_Nonnull render_document)(glaze_rsvg_handle *_Nonnull handle, cairo_t *_Nonnull cr,
                                         const glaze_rsvg_rectangle *_Nonnull viewport,
                                         GError *_Nullable *_Nullable error);
};

/// The names of `glaze_rsvg_functions`' members, in their order.
#define GLAZE_RSVG_NAMES \
    "rsvg_handle_new_from_data", "rsvg_handle_set_dpi", "rsvg_handle_get_intrinsic_dimensions", \
    "rsvg_handle_get_intrinsic_size_in_pixels", "rsvg_handle_render_document"

/// librsvg's functions, `glaze_rsvg()`: loaded by its first call, or NULL when
/// the library or one of them cannot be found (librsvg before 2.52).
GLAZE_LOADING_DEFINE(glaze_rsvg, glaze_rsvg_soname(), GLAZE_RSVG_NAMES)

#endif
