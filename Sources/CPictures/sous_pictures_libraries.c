// Opens gdk-pixbuf, libchafa, GObject and glib on first use; see sous_pictures_libraries.h.
#include <dlfcn.h>
#include <stdio.h>
#include <pthread.h>
#include <stddef.h>
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include "include/sous_pictures.h"

// Declared with the functions' own types before the macros of the header rename the calls.
#define SOUS_DEFINE_POINTER(name) __typeof__(name) *sous_dl_##name = NULL;
#include "sous_pictures_libraries.h"
SOUS_PICTURE_FUNCTIONS(SOUS_DEFINE_POINTER)

// The Debian packages' run-time names (the .so without a number needs the -dev package).
static const char *const libraries[] = {
    "libglib-2.0.so.0", "libgobject-2.0.so.0", "libgdk_pixbuf-2.0.so.0", "libchafa.so.0",
};
static const char *const packages[] = {
    "libglib2.0-0", "libglib2.0-0", "libgdk-pixbuf-2.0-0", "libchafa0",
};
enum { LIBRARY_COUNT = sizeof libraries / sizeof libraries[0] };

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char missing[160] = "";

static void *find(void *const handles[], const char *name) {
    for (int i = 0; i < LIBRARY_COUNT; i++) {
        void *symbol = dlsym(handles[i], name);
        if (symbol != NULL) return symbol;
    }
    return NULL;
}

static void load_libraries(void) {
    void *handles[LIBRARY_COUNT];
    for (int i = 0; i < LIBRARY_COUNT; i++) {
        handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_GLOBAL);
        if (handles[i] == NULL) {
            snprintf(missing, sizeof missing, "pictures need %s: sudo apt install %s", libraries[i], packages[i]);
            return;
        }
    }
#define SOUS_FIND(name) \
    if ((*(void **)&sous_dl_##name = find(handles, #name)) == NULL) { \
        snprintf(missing, sizeof missing, "pictures need %s, which the installed libraries lack: sudo apt install --reinstall libchafa0 libgdk-pixbuf-2.0-0", #name); \
        return; \
    }
    SOUS_PICTURE_FUNCTIONS(SOUS_FIND)
#undef SOUS_FIND
    loaded = 1;
}

int sous_pictures_load(void) {
    pthread_once(&load_once, load_libraries);
    return loaded;
}

const char *sous_pictures_missing_library(void) {
    sous_pictures_load();
    return loaded ? NULL : missing;
}
