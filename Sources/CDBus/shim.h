// The reference D-Bus client library (libdbus-1-dev): keeps one session-bus connection open while
// sous asks the screen saver to wait, so the desktop drops the request by itself if sous dies.
#include <dbus/dbus.h>
