#ifndef GLAZE_CAIRO_SHIM_H
#define GLAZE_CAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <sys/syscall.h>
#include <unistd.h>

// An anonymous in-memory file, closed on exec: font bytes registered with
// fontconfig without a file on disk (Swift's Glibc module leaves memfd_create
// out, as it is a GNU extension).
static inline int glaze_memfd_create(const char *name) {
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
}

#endif
