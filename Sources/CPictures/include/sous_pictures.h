// The C side of sous's pictures: gdk-pixbuf decodes the bytes, libchafa turns the pixels into
// symbol art. Swift sees only this header, with plain C types: no glib header reaches the Swift
// importer, so no target needs glib's include paths but this one.
#ifndef SOUS_PICTURES_H
#define SOUS_PICTURES_H

#include <stddef.h>
#include <stdint.h>

/// What a call gives back.
typedef enum {
    SOUS_PICTURE_OK = 0,
    /// The bytes are not a picture gdk-pixbuf can read (unknown, broken or truncated).
    SOUS_PICTURE_UNREADABLE = 1,
    /// The picture says it is larger than the decoder is allowed to allocate.
    SOUS_PICTURE_TOO_LARGE = 2,
    /// A size of zero columns or rows, or nothing left after keeping the aspect ratio.
    SOUS_PICTURE_NO_ROOM = 3,
    /// gdk-pixbuf or libchafa is not installed: `sous_pictures_missing_library` says which.
    SOUS_PICTURE_LIBRARY_MISSING = 4,
} SousPictureStatus;

/// gdk-pixbuf, libchafa and glib are opened on the first call that needs them, not at start.
/// NULL when they are there; otherwise a sentence naming what is missing and the package to install.
const char *sous_pictures_missing_library(void);

/// The colours the symbol art may use: the terminal's palette, or 24-bit.
typedef enum {
    SOUS_PICTURE_TRUECOLOR = 0,
    /// Colours 16-255 only: the xterm cube and grey ramp, never the 16 the user may have rethemed.
    SOUS_PICTURE_INDEXED_240 = 1,
    SOUS_PICTURE_INDEXED_16 = 2,
    SOUS_PICTURE_INDEXED_8 = 3,
} SousPictureColors;

/// A decoded picture: 8-bit RGBA pixels (alpha not premultiplied), owned by the struct.
typedef struct SousDecodedImage SousDecodedImage;

/// Decodes `length` bytes. The picture is scaled down while decoding so it fits within
/// `fit_width` x `fit_height` pixels (keeping its aspect ratio; never scaled up), and refused
/// without allocating its pixels when its header claims more than `max_pixels` pixels.
/// On SOUS_PICTURE_OK, `*out` must be given back with `sous_image_free`.
SousPictureStatus sous_image_decode(const uint8_t *bytes, size_t length, int fit_width, int fit_height,
                                    int64_t max_pixels, SousDecodedImage **out);

int sous_image_width(const SousDecodedImage *image);
int sous_image_height(const SousDecodedImage *image);
/// The size the picture's header gave, before any scaling.
int sous_image_source_width(const SousDecodedImage *image);
int sous_image_source_height(const SousDecodedImage *image);
/// The picture's pixels as 8-bit grey, row by row, into `out` (room for `capacity` bytes, at
/// least width x height); 0 when there is not room.
int sous_image_gray(const SousDecodedImage *image, uint8_t *out, size_t capacity);
void sous_image_free(SousDecodedImage *image);

/// Symbol art: `columns` x `rows` cells, row by row. Each cell has a Unicode scalar and two
/// colours, each 0xRRGGBB (truecolor), a palette index (indexed modes), or -1 for transparent.
typedef struct {
    int columns;
    int rows;
    uint32_t *characters;
    int32_t *foregrounds;
    int32_t *backgrounds;
} SousSymbolArt;

/// Draws `image` as symbol art in at most `max_columns` x `max_rows` cells, keeping its aspect
/// ratio for cells `font_ratio` times as wide as tall (about 0.5 in terminals).
/// On SOUS_PICTURE_OK, `out` must be given back with `sous_symbol_art_free`.
SousPictureStatus sous_image_render(const SousDecodedImage *image, int max_columns, int max_rows,
                                    SousPictureColors colors, float font_ratio, SousSymbolArt *out);
void sous_symbol_art_free(SousSymbolArt *art);

/// For tests and benchmarks: encodes a generated picture (a colour gradient with a disc, so
/// chafa has edges to find) as "jpeg", "png" or "webp". On success `*out` and `*out_length`
/// hold bytes to give back with `sous_bytes_free`; returns 0 on failure.
int sous_test_image_encode(int width, int height, const char *format, int with_alpha,
                           uint8_t **out, size_t *out_length);
void sous_bytes_free(uint8_t *bytes);

#endif
