// Opens libdbus-1 on first use; see sous_dbus.h.
#include "sous_dbus.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

#define SOUS_DBUS_FUNCTIONS(X) \
    X(dbus_error_init) X(dbus_error_free) X(dbus_connection_open_private) X(dbus_connection_set_exit_on_disconnect) \
    X(dbus_bus_register) X(dbus_message_new_method_call) X(dbus_message_unref) X(dbus_message_set_auto_start) \
    X(dbus_message_set_no_reply) X(dbus_message_iter_init_append) X(dbus_message_iter_append_basic) \
    X(dbus_message_iter_init) X(dbus_message_iter_get_arg_type) X(dbus_message_iter_get_basic) \
    X(dbus_connection_send_with_reply_and_block) X(dbus_connection_send) X(dbus_connection_flush) \
    X(dbus_connection_close) X(dbus_connection_unref)

#define SOUS_POINTER(name) static __typeof__(name) *p_##name = NULL;
SOUS_DBUS_FUNCTIONS(SOUS_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load_library(void) {
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
#define SOUS_FIND(name) if ((*(void **)&p_##name = dlsym(library, #name)) == NULL) return;
    SOUS_DBUS_FUNCTIONS(SOUS_FIND)
    loaded = 1;
}

int sous_dbus_load(void) {
    pthread_once(&load_once, load_library);
    return loaded;
}

// Callers check sous_dbus_load first; every call below is only made once it said 1.
void sous_dbus_error_init(DBusError *error) { p_dbus_error_init(error); }
void sous_dbus_error_free(DBusError *error) { p_dbus_error_free(error); }
DBusConnection *sous_dbus_connection_open_private(const char *address, DBusError *error) {
    return p_dbus_connection_open_private(address, error);
}
void sous_dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect) {
    p_dbus_connection_set_exit_on_disconnect(connection, exit_on_disconnect);
}
dbus_bool_t sous_dbus_bus_register(DBusConnection *connection, DBusError *error) { return p_dbus_bus_register(connection, error); }
DBusMessage *sous_dbus_message_new_method_call(const char *destination, const char *path, const char *iface, const char *method) {
    return p_dbus_message_new_method_call(destination, path, iface, method);
}
void sous_dbus_message_unref(DBusMessage *message) { p_dbus_message_unref(message); }
void sous_dbus_message_set_auto_start(DBusMessage *message, dbus_bool_t auto_start) { p_dbus_message_set_auto_start(message, auto_start); }
void sous_dbus_message_set_no_reply(DBusMessage *message, dbus_bool_t no_reply) { p_dbus_message_set_no_reply(message, no_reply); }
void sous_dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter) { p_dbus_message_iter_init_append(message, iter); }
dbus_bool_t sous_dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value) {
    return p_dbus_message_iter_append_basic(iter, type, value);
}
dbus_bool_t sous_dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter) { return p_dbus_message_iter_init(message, iter); }
int sous_dbus_message_iter_get_arg_type(DBusMessageIter *iter) { return p_dbus_message_iter_get_arg_type(iter); }
void sous_dbus_message_iter_get_basic(DBusMessageIter *iter, void *value) { p_dbus_message_iter_get_basic(iter, value); }
DBusMessage *sous_dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message,
                                                            int timeout_milliseconds, DBusError *error) {
    return p_dbus_connection_send_with_reply_and_block(connection, message, timeout_milliseconds, error);
}
dbus_bool_t sous_dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *serial) {
    return p_dbus_connection_send(connection, message, serial);
}
void sous_dbus_connection_flush(DBusConnection *connection) { p_dbus_connection_flush(connection); }
void sous_dbus_connection_close(DBusConnection *connection) { p_dbus_connection_close(connection); }
void sous_dbus_connection_unref(DBusConnection *connection) { p_dbus_connection_unref(connection); }
