// gdk-pixbuf, libchafa, GObject and glib are opened when the first picture is decoded, not when
// sous starts: `sous --version`, a status bar's `sous timer status` and the first frame never
// pay for loading them, and a system without them still runs sous (pictures then say which
// package to install). Each function sous_pictures.c calls is reached through a pointer of the
// function's own type, looked up once; the macros below make the calls read as the plain ones.
#ifndef SOUS_PICTURES_LIBRARIES_H
#define SOUS_PICTURES_LIBRARIES_H

#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

#define SOUS_PICTURE_FUNCTIONS(X) \
    X(chafa_calc_canvas_geometry) X(chafa_canvas_config_new) X(chafa_canvas_config_set_canvas_mode) \
    X(chafa_canvas_config_set_geometry) X(chafa_canvas_config_set_symbol_map) X(chafa_canvas_config_unref) \
    X(chafa_canvas_draw_all_pixels) X(chafa_canvas_get_char_at) X(chafa_canvas_get_colors_at) \
    X(chafa_canvas_get_raw_colors_at) X(chafa_canvas_new) X(chafa_canvas_unref) X(chafa_symbol_map_add_by_tags) \
    X(chafa_symbol_map_new) X(chafa_symbol_map_remove_by_tags) X(chafa_symbol_map_unref) \
    X(g_clear_error) X(g_free) X(g_log_set_default_handler) X(g_object_unref) X(g_signal_connect_data) \
    X(gdk_pixbuf_apply_embedded_orientation) X(gdk_pixbuf_format_get_name) X(gdk_pixbuf_get_bits_per_sample) \
    X(gdk_pixbuf_get_colorspace) X(gdk_pixbuf_get_has_alpha) X(gdk_pixbuf_get_height) X(gdk_pixbuf_get_n_channels) \
    X(gdk_pixbuf_get_pixels) X(gdk_pixbuf_get_rowstride) X(gdk_pixbuf_get_width) X(gdk_pixbuf_loader_close) \
    X(gdk_pixbuf_loader_get_format) X(gdk_pixbuf_loader_get_pixbuf) X(gdk_pixbuf_loader_new) \
    X(gdk_pixbuf_loader_set_size) X(gdk_pixbuf_loader_write) X(gdk_pixbuf_new) X(gdk_pixbuf_new_subpixbuf) \
    X(gdk_pixbuf_read_pixels) X(gdk_pixbuf_save_to_bufferv) X(gdk_pixbuf_scale_simple)

#define SOUS_DECLARE_POINTER(name) extern __typeof__(name) *sous_dl_##name;
SOUS_PICTURE_FUNCTIONS(SOUS_DECLARE_POINTER)
#undef SOUS_DECLARE_POINTER

/// Opens the libraries and finds every function, once; 1 when all are there. On 0,
/// `sous_pictures_missing_library` names the first library or function that was not found.
int sous_pictures_load(void);

#define chafa_calc_canvas_geometry (*sous_dl_chafa_calc_canvas_geometry)
#define chafa_canvas_config_new (*sous_dl_chafa_canvas_config_new)
#define chafa_canvas_config_set_canvas_mode (*sous_dl_chafa_canvas_config_set_canvas_mode)
#define chafa_canvas_config_set_geometry (*sous_dl_chafa_canvas_config_set_geometry)
#define chafa_canvas_config_set_symbol_map (*sous_dl_chafa_canvas_config_set_symbol_map)
#define chafa_canvas_config_unref (*sous_dl_chafa_canvas_config_unref)
#define chafa_canvas_draw_all_pixels (*sous_dl_chafa_canvas_draw_all_pixels)
#define chafa_canvas_get_char_at (*sous_dl_chafa_canvas_get_char_at)
#define chafa_canvas_get_colors_at (*sous_dl_chafa_canvas_get_colors_at)
#define chafa_canvas_get_raw_colors_at (*sous_dl_chafa_canvas_get_raw_colors_at)
#define chafa_canvas_new (*sous_dl_chafa_canvas_new)
#define chafa_canvas_unref (*sous_dl_chafa_canvas_unref)
#define chafa_symbol_map_add_by_tags (*sous_dl_chafa_symbol_map_add_by_tags)
#define chafa_symbol_map_new (*sous_dl_chafa_symbol_map_new)
#define chafa_symbol_map_remove_by_tags (*sous_dl_chafa_symbol_map_remove_by_tags)
#define chafa_symbol_map_unref (*sous_dl_chafa_symbol_map_unref)
#define g_clear_error (*sous_dl_g_clear_error)
#define g_free (*sous_dl_g_free)
#define g_log_set_default_handler (*sous_dl_g_log_set_default_handler)
#define g_object_unref (*sous_dl_g_object_unref)
#define g_signal_connect_data (*sous_dl_g_signal_connect_data)
#define gdk_pixbuf_apply_embedded_orientation (*sous_dl_gdk_pixbuf_apply_embedded_orientation)
#define gdk_pixbuf_format_get_name (*sous_dl_gdk_pixbuf_format_get_name)
#define gdk_pixbuf_get_bits_per_sample (*sous_dl_gdk_pixbuf_get_bits_per_sample)
#define gdk_pixbuf_get_colorspace (*sous_dl_gdk_pixbuf_get_colorspace)
#define gdk_pixbuf_get_has_alpha (*sous_dl_gdk_pixbuf_get_has_alpha)
#define gdk_pixbuf_get_height (*sous_dl_gdk_pixbuf_get_height)
#define gdk_pixbuf_get_n_channels (*sous_dl_gdk_pixbuf_get_n_channels)
#define gdk_pixbuf_get_pixels (*sous_dl_gdk_pixbuf_get_pixels)
#define gdk_pixbuf_get_rowstride (*sous_dl_gdk_pixbuf_get_rowstride)
#define gdk_pixbuf_get_width (*sous_dl_gdk_pixbuf_get_width)
#define gdk_pixbuf_loader_close (*sous_dl_gdk_pixbuf_loader_close)
#define gdk_pixbuf_loader_get_format (*sous_dl_gdk_pixbuf_loader_get_format)
#define gdk_pixbuf_loader_get_pixbuf (*sous_dl_gdk_pixbuf_loader_get_pixbuf)
#define gdk_pixbuf_loader_new (*sous_dl_gdk_pixbuf_loader_new)
#define gdk_pixbuf_loader_set_size (*sous_dl_gdk_pixbuf_loader_set_size)
#define gdk_pixbuf_loader_write (*sous_dl_gdk_pixbuf_loader_write)
#define gdk_pixbuf_new (*sous_dl_gdk_pixbuf_new)
#define gdk_pixbuf_new_subpixbuf (*sous_dl_gdk_pixbuf_new_subpixbuf)
#define gdk_pixbuf_read_pixels (*sous_dl_gdk_pixbuf_read_pixels)
#define gdk_pixbuf_save_to_bufferv (*sous_dl_gdk_pixbuf_save_to_bufferv)
#define gdk_pixbuf_scale_simple (*sous_dl_gdk_pixbuf_scale_simple)

#endif
