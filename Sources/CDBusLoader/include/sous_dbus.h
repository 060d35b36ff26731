// The libdbus-1 calls sous makes, each as sous_dbus_<name> with the library's own signature,
// through a pointer found when the library is first opened (sous_dbus_load). Only the types and
// constants come from the headers (libdbus-1-dev): the library is not linked, so a start of sous
// never loads it, nor libsystemd and libgcrypt with it.
#ifndef SOUS_DBUS_H
#define SOUS_DBUS_H

#include <dbus/dbus.h>

/// Opens libdbus-1 and finds every function, once: 1 when all are there, else 0.
int sous_dbus_load(void);

void sous_dbus_error_init(DBusError *error);
void sous_dbus_error_free(DBusError *error);
DBusConnection *sous_dbus_connection_open_private(const char *address, DBusError *error);
void sous_dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect);
dbus_bool_t sous_dbus_bus_register(DBusConnection *connection, DBusError *error);
DBusMessage *sous_dbus_message_new_method_call(const char *destination, const char *path, const char *iface, const char *method);
void sous_dbus_message_unref(DBusMessage *message);
void sous_dbus_message_set_auto_start(DBusMessage *message, dbus_bool_t auto_start);
void sous_dbus_message_set_no_reply(DBusMessage *message, dbus_bool_t no_reply);
void sous_dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter);
dbus_bool_t sous_dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value);
dbus_bool_t sous_dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter);
int sous_dbus_message_iter_get_arg_type(DBusMessageIter *iter);
void sous_dbus_message_iter_get_basic(DBusMessageIter *iter, void *value);
DBusMessage *sous_dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message,
                                                            int timeout_milliseconds, DBusError *error);
dbus_bool_t sous_dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *serial);
void sous_dbus_connection_flush(DBusConnection *connection);
void sous_dbus_connection_close(DBusConnection *connection);
void sous_dbus_connection_unref(DBusConnection *connection);

#endif
