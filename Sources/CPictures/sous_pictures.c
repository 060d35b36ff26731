// Decoding with gdk-pixbuf and drawing with libchafa, behind the plain-C API in sous_pictures.h.
// Kept in C because the GObject parts (signals, GError, reference counts) are C idioms, and so the
// Swift side never imports glib.
#include "sous_pictures.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include "sous_pictures_libraries.h"

struct SousDecodedImage {
    GdkPixbuf *pixbuf;
    int source_width;
    int source_height;
};

// What the loader's signal handlers are told and what they found out.
typedef struct {
    int fit_width;
    int fit_height;
    int64_t max_pixels;
    int refused;
    int scaled;
    int source_width;
    int source_height;
    // The bottom edge of what the decoder has filled in so far (while not scaling).
    int rows_decoded;
} SizeRequest;

// sous owns the terminal: a loader's warning printed on stderr would land on the screen.
static void drop_log_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

static void silence_glib(void) {
    g_log_set_default_handler(drop_log_message, NULL);
}

// The libraries opened (once) and glib silenced; 0 when a library is missing.
static int ready(void) {
    static pthread_once_t silenced = PTHREAD_ONCE_INIT;
    if (!sous_pictures_load()) return 0;
    pthread_once(&silenced, silence_glib);
    return 1;
}

// Runs once the header is read, before the loader allocates the pixels: the one moment to refuse
// a picture that claims to be enormous, and to have it scaled while it is decoded.
static void on_size_prepared(GdkPixbufLoader *loader, gint width, gint height, gpointer data) {
    SizeRequest *request = data;
    request->source_width = width;
    request->source_height = height;
    if (width <= 0 || height <= 0 || (int64_t)width * (int64_t)height > request->max_pixels) {
        request->refused = 1;
        // A size of zero tells the format module to stop before allocating anything.
        gdk_pixbuf_loader_set_size(loader, 0, 0);
        return;
    }
    // Only libjpeg scales while decoding (by 1/2, 1/4 or 1/8), which is what makes a large photo cheap.
    // Other formats would be decoded whole and scaled afterwards anyway; they are scaled below, once
    // it is known how many rows arrived.
    GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(loader);
    gchar *name = format != NULL ? gdk_pixbuf_format_get_name(format) : NULL;
    gboolean is_jpeg = name != NULL && strcmp(name, "jpeg") == 0;
    g_free(name);
    if (is_jpeg && (width > request->fit_width || height > request->fit_height)) {
        request->scaled = 1;
        double scale = fmin((double)request->fit_width / width, (double)request->fit_height / height);
        int scaled_width = (int)lround(width * scale);
        int scaled_height = (int)lround(height * scale);
        gdk_pixbuf_loader_set_size(loader, scaled_width > 0 ? scaled_width : 1, scaled_height > 0 ? scaled_height : 1);
    }
}

static void on_area_updated(GdkPixbufLoader *loader, gint x, gint y, gint width, gint height, gpointer data) {
    (void)loader; (void)x; (void)width;
    SizeRequest *request = data;
    if (y + height > request->rows_decoded) request->rows_decoded = y + height;
}

// The part of a truncated picture that was decoded (browsers show it too), scaled to fit and turned
// upright; NULL when nothing usable is left. Returns a new reference.
static GdkPixbuf *finished_pixbuf(GdkPixbuf *pixbuf, const SizeRequest *request) {
    int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
    GdkPixbuf *result;
    if (!request->scaled && request->rows_decoded < height) {
        // Rows never written hold whatever memory they were given: leave them out.
        if (request->rows_decoded <= 0) return NULL;
        result = gdk_pixbuf_new_subpixbuf(pixbuf, 0, 0, width, request->rows_decoded);
        height = request->rows_decoded;
    } else {
        // Photos from phones are stored sideways with an orientation tag; show them upright.
        result = gdk_pixbuf_apply_embedded_orientation(pixbuf);
        if (result == NULL) return NULL;
        width = gdk_pixbuf_get_width(result);
        height = gdk_pixbuf_get_height(result);
    }
    if (result != NULL && (width > request->fit_width || height > request->fit_height)) {
        double scale = fmin((double)request->fit_width / width, (double)request->fit_height / height);
        int scaled_width = (int)lround(width * scale), scaled_height = (int)lround(height * scale);
        GdkPixbuf *scaled = gdk_pixbuf_scale_simple(result, scaled_width > 0 ? scaled_width : 1,
                                                    scaled_height > 0 ? scaled_height : 1, GDK_INTERP_BILINEAR);
        g_object_unref(result);
        result = scaled;
    }
    return result;
}

// The size a WebP file's first chunk gives, or 0 when it is not one sous can read. Debian's WebP
// loader (webp-pixbuf-loader 0.2) allocates the pixels before it asks for a size, so a WebP that
// claims to be enormous must be caught here, before the loader sees it. Returns 1 when known.
static int webp_dimensions(const uint8_t *bytes, size_t length, int64_t *width, int64_t *height) {
    if (length < 30 || memcmp(bytes, "RIFF", 4) != 0 || memcmp(bytes + 8, "WEBP", 4) != 0) return 0;
    const uint8_t *chunk = bytes + 12, *data = bytes + 20;
    if (memcmp(chunk, "VP8 ", 4) == 0) {
        // A key frame: three bytes of frame tag, the start code, then 14-bit width and height.
        if (data[3] != 0x9D || data[4] != 0x01 || data[5] != 0x2A) return 0;
        *width = (data[6] | data[7] << 8) & 0x3FFF;
        *height = (data[8] | data[9] << 8) & 0x3FFF;
        return 1;
    }
    if (memcmp(chunk, "VP8L", 4) == 0) {
        // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
        if (data[0] != 0x2F) return 0;
        uint32_t bits = (uint32_t)data[1] | (uint32_t)data[2] << 8 | (uint32_t)data[3] << 16 | (uint32_t)data[4] << 24;
        *width = (bits & 0x3FFF) + 1;
        *height = ((bits >> 14) & 0x3FFF) + 1;
        return 1;
    }
    if (memcmp(chunk, "VP8X", 4) == 0) {
        // Extended: flags and reserved bytes, then canvas width - 1 and height - 1 in 24 bits each.
        *width = (int64_t)(data[4] | data[5] << 8 | data[6] << 16) + 1;
        *height = (int64_t)(data[7] | data[8] << 8 | data[9] << 16) + 1;
        return 1;
    }
    return 0;
}

SousPictureStatus sous_image_decode(const uint8_t *bytes, size_t length, int fit_width, int fit_height,
                                    int64_t max_pixels, SousDecodedImage **out) {
    *out = NULL;
    if (!ready()) return SOUS_PICTURE_LIBRARY_MISSING;
    if (bytes == NULL || length == 0) return SOUS_PICTURE_UNREADABLE;
    if (fit_width <= 0 || fit_height <= 0) return SOUS_PICTURE_NO_ROOM;
    int64_t webp_width = 0, webp_height = 0;
    if (length >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0) {
        if (!webp_dimensions(bytes, length, &webp_width, &webp_height)) return SOUS_PICTURE_UNREADABLE;
        if (webp_width <= 0 || webp_height <= 0 || webp_width * webp_height > max_pixels) return SOUS_PICTURE_TOO_LARGE;
    }
    SizeRequest request = { fit_width, fit_height, max_pixels, 0, 0, 0, 0, 0 };
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(on_size_prepared), &request);
    g_signal_connect(loader, "area-updated", G_CALLBACK(on_area_updated), &request);
    GError *error = NULL;
    gboolean written = gdk_pixbuf_loader_write(loader, bytes, length, &error);
    g_clear_error(&error);
    // Closed whatever happened: a loader finalised while open complains, and close reports a
    // truncated picture that write alone took without a word.
    gboolean closed = gdk_pixbuf_loader_close(loader, &error);
    g_clear_error(&error);
    GdkPixbuf *pixbuf = written && closed && !request.refused ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    SousPictureStatus status = request.refused ? SOUS_PICTURE_TOO_LARGE : SOUS_PICTURE_UNREADABLE;
    if (pixbuf != NULL && gdk_pixbuf_get_bits_per_sample(pixbuf) == 8 && gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB
        && gdk_pixbuf_get_width(pixbuf) > 0 && gdk_pixbuf_get_height(pixbuf) > 0) {
        GdkPixbuf *finished = finished_pixbuf(pixbuf, &request);
        if (finished != NULL) {
            SousDecodedImage *image = calloc(1, sizeof(SousDecodedImage));
            image->pixbuf = finished;
            image->source_width = request.source_width;
            image->source_height = request.source_height;
            *out = image;
            status = SOUS_PICTURE_OK;
        }
    }
    g_object_unref(loader);
    return status;
}

int sous_image_width(const SousDecodedImage *image) { return gdk_pixbuf_get_width(image->pixbuf); }
int sous_image_height(const SousDecodedImage *image) { return gdk_pixbuf_get_height(image->pixbuf); }
int sous_image_source_width(const SousDecodedImage *image) { return image->source_width; }
int sous_image_source_height(const SousDecodedImage *image) { return image->source_height; }

int sous_image_gray(const SousDecodedImage *image, uint8_t *out, size_t capacity) {
    GdkPixbuf *pixbuf = image->pixbuf;
    int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
    int channels = gdk_pixbuf_get_n_channels(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
    if (channels < 3 || (size_t)width * (size_t)height > capacity) return 0;
    const guchar *pixels = gdk_pixbuf_read_pixels(pixbuf);
    for (int y = 0; y < height; y++) {
        const guchar *row = pixels + (size_t)y * stride;
        for (int x = 0; x < width; x++) {
            const guchar *p = row + (size_t)x * channels;
            // Rec. 601 luma; a transparent pixel is paper.
            int luma = (299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000;
            if (channels == 4) luma = (luma * p[3] + 255 * (255 - p[3])) / 255;
            out[(size_t)y * width + x] = (uint8_t)luma;
        }
    }
    return 1;
}

void sous_image_free(SousDecodedImage *image) {
    if (image == NULL) return;
    g_object_unref(image->pixbuf);
    free(image);
}

static ChafaCanvasMode canvas_mode(SousPictureColors colors) {
    switch (colors) {
    case SOUS_PICTURE_INDEXED_240: return CHAFA_CANVAS_MODE_INDEXED_240;
    case SOUS_PICTURE_INDEXED_16: return CHAFA_CANVAS_MODE_INDEXED_16;
    case SOUS_PICTURE_INDEXED_8: return CHAFA_CANVAS_MODE_INDEXED_8;
    default: return CHAFA_CANVAS_MODE_TRUECOLOR;
    }
}

SousPictureStatus sous_image_render(const SousDecodedImage *image, int max_columns, int max_rows,
                                    SousPictureColors colors, float font_ratio, SousSymbolArt *out) {
    memset(out, 0, sizeof(*out));
    if (!ready()) return SOUS_PICTURE_LIBRARY_MISSING;
    if (image == NULL) return SOUS_PICTURE_UNREADABLE;
    if (max_columns <= 0 || max_rows <= 0) return SOUS_PICTURE_NO_ROOM;
    GdkPixbuf *pixbuf = image->pixbuf;
    int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
    gint columns = max_columns, rows = max_rows;
    // zoom: a small picture is enlarged to fill the room; the aspect ratio is kept either way.
    chafa_calc_canvas_geometry(width, height, &columns, &rows, font_ratio, TRUE, FALSE);
    if (columns <= 0 || rows <= 0) return SOUS_PICTURE_NO_ROOM;
    if (columns > max_columns) columns = max_columns;
    if (rows > max_rows) rows = max_rows;

    // Block elements, box-drawing lines and spaces: symbols every terminal font has, one column wide.
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_BORDER);
    chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE | CHAFA_SYMBOL_TAG_INVERTED | CHAFA_SYMBOL_TAG_BAD);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_canvas_mode(config, canvas_mode(colors));
    chafa_canvas_config_set_symbol_map(config, symbols);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);

    ChafaPixelType type = gdk_pixbuf_get_has_alpha(pixbuf) ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8;
    if (gdk_pixbuf_get_n_channels(pixbuf) != (type == CHAFA_PIXEL_RGB8 ? 3 : 4)) {
        chafa_canvas_unref(canvas);
        return SOUS_PICTURE_UNREADABLE;
    }
    chafa_canvas_draw_all_pixels(canvas, type, gdk_pixbuf_read_pixels(pixbuf), width, height,
                                 gdk_pixbuf_get_rowstride(pixbuf));

    size_t count = (size_t)columns * (size_t)rows;
    out->columns = columns;
    out->rows = rows;
    out->characters = malloc(count * sizeof(uint32_t));
    out->foregrounds = malloc(count * sizeof(int32_t));
    out->backgrounds = malloc(count * sizeof(int32_t));
    if (out->characters == NULL || out->foregrounds == NULL || out->backgrounds == NULL) {
        chafa_canvas_unref(canvas);
        sous_symbol_art_free(out);
        return SOUS_PICTURE_NO_ROOM;
    }
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            size_t index = (size_t)y * columns + x;
            gint foreground = -1, background = -1;
            out->characters[index] = chafa_canvas_get_char_at(canvas, x, y);
            // Indexed modes: the raw colours are the palette numbers, which sous turns into the xterm
            // RGB values its terminal backend maps back exactly (chafa's own RGB for them differ).
            if (colors == SOUS_PICTURE_TRUECOLOR) {
                chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background);
            } else {
                chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background);
            }
            out->foregrounds[index] = foreground;
            out->backgrounds[index] = background;
        }
    }
    chafa_canvas_unref(canvas);
    return SOUS_PICTURE_OK;
}

void sous_symbol_art_free(SousSymbolArt *art) {
    if (art == NULL) return;
    free(art->characters);
    free(art->foregrounds);
    free(art->backgrounds);
    memset(art, 0, sizeof(*art));
}

int sous_test_image_encode(int width, int height, const char *format, int with_alpha,
                           uint8_t **out, size_t *out_length) {
    *out = NULL;
    *out_length = 0;
    if (!ready()) return 0;
    if (width <= 0 || height <= 0) return 0;
    GdkPixbuf *pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, with_alpha ? TRUE : FALSE, 8, width, height);
    if (pixbuf == NULL) return 0;
    guchar *pixels = gdk_pixbuf_get_pixels(pixbuf);
    int stride = gdk_pixbuf_get_rowstride(pixbuf), channels = gdk_pixbuf_get_n_channels(pixbuf);
    double radius = fmin(width, height) / 3.0;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            guchar *pixel = pixels + (size_t)y * stride + (size_t)x * channels;
            double dx = x - width / 2.0, dy = y - height / 2.0;
            int inside = dx * dx + dy * dy < radius * radius;
            // A warm plate on a blue-green gradient: colour, edges and a round shape.
            pixel[0] = inside ? 230 : (guchar)(40 + 160 * x / width);
            pixel[1] = inside ? (guchar)(120 + 80 * y / height) : (guchar)(90 + 100 * y / height);
            pixel[2] = inside ? 40 : 170;
            if (channels == 4) pixel[3] = inside ? 255 : (x < width / 4 ? 0 : 255);
        }
    }
    gchar *buffer = NULL;
    gsize size = 0;
    GError *error = NULL;
    char *keys[] = { "quality", NULL };
    char *values[] = { "90", NULL };
    int is_jpeg = strcmp(format, "jpeg") == 0;
    gboolean saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format, is_jpeg ? keys : NULL,
                                                is_jpeg ? values : NULL, &error);
    g_clear_error(&error);
    g_object_unref(pixbuf);
    if (!saved) return 0;
    *out = (uint8_t *)buffer;
    *out_length = size;
    return 1;
}

void sous_bytes_free(uint8_t *bytes) { g_free(bytes); }
