// The ncursesw surface sous needs, made importable from Swift 6.
#ifndef SOUS_CNCURSESW_SHIM_H
#define SOUS_CNCURSESW_SHIM_H

// Without these the wide-character API (get_wch, cchar_t, setcchar) is hidden by the header.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>

// Swift 6 rejects mutable C globals, so each is read through a function.
static inline WINDOW *sous_stdscr(void) { return stdscr; }
static inline int sous_cols(void) { return COLS; }
static inline int sous_lines(void) { return LINES; }
static inline int sous_colors(void) { return COLORS; }
static inline int sous_color_pairs(void) { return COLOR_PAIRS; }

// Attribute and key macros are function-like or computed, so Swift does not import them.
static inline attr_t sous_a_normal(void) { return A_NORMAL; }
static inline attr_t sous_a_bold(void) { return A_BOLD; }
static inline attr_t sous_a_dim(void) { return A_DIM; }
static inline attr_t sous_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sous_a_reverse(void) { return A_REVERSE; }
static inline attr_t sous_a_italic(void) { return A_ITALIC; }
static inline attr_t sous_a_blink(void) { return A_BLINK; }
static inline int sous_key_f(int n) { return KEY_F(n); }

// Mouse masks are macros built from shifts; shim the ones sous asks for.
static inline mmask_t sous_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t sous_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t sous_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t sous_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t sous_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t sous_button5_pressed(void) { return BUTTON5_PRESSED; }

// Returns ERR, KEY_CODE_YES or OK like wget_wch, with the character widened to a plain int so
// Swift need not care whether wint_t is signed.
static inline int sous_get_wch(WINDOW *window, unsigned int *out) {
    wint_t ch = 0;
    int result = wget_wch(window, &ch);
    *out = (unsigned int)ch;
    return result;
}

// Sets one cell from a NUL-terminated wide string (a base character plus any combining marks).
static inline int sous_put_cell(WINDOW *window, int row, int column, const wchar_t *text,
                                attr_t attributes, int pair) {
    cchar_t cell;
    // The last argument carries the full pair number, so pairs past 32767 work too.
    if (setcchar(&cell, text, attributes, 0, &pair) != OK) return ERR;
    return mvwadd_wch(window, row, column, &cell);
}

// newterm instead of initscr: initscr exits the process on failure, newterm returns NULL.
// stdout and stdin are mutable C globals, which Swift 6 will not touch.
static inline SCREEN *sous_newterm(void) { return newterm(NULL, stdout, stdin); }

// The size the kernel knows for the terminal on standard output, or -1 when there is none.
static inline int sous_window_size(int *rows, int *columns) {
    struct winsize size;
    if (ioctl(1, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif
