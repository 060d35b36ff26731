// Debian's libgumbo-dev: Google's HTML5 parser, used to read web pages the way browsers do.
#include <gumbo.h>
