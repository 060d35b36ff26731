// The system zlib (zlib1g-dev): inflates the gzip and zip members of Paprika exports.
#include <zlib.h>
