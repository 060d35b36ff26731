#!/usr/bin/python3
"""A stand-in desktop for the keep-awake tests, on a private bus the test started.

    fake_desktop.py screensaver ADDRESS   org.freedesktop.ScreenSaver (KDE, Xfce, ...)
    fake_desktop.py gnome ADDRESS         org.gnome.SessionManager
    fake_desktop.py logind ADDRESS        org.freedesktop.login1 (what systemd-inhibit talks to)

Like the real services it drops a caller's inhibitions when the caller's bus connection closes
(screensaver, gnome) or when the inhibitor's file descriptor is closed (logind). The test reads
what is held with org.sous.Test.Inhibitors (and `systemd-inhibit --list` for logind).
Prints "ready" once the name is owned.
"""
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

TEST = "org.sous.Test"


class Held:
    def __init__(self, bus):
        self.bus = bus
        self.items = {}  # cookie -> (sender, text)
        self.next = 1
        bus.add_signal_receiver(self.owner_changed, signal_name="NameOwnerChanged",
                                dbus_interface="org.freedesktop.DBus", path="/org/freedesktop/DBus")

    def add(self, sender, text):
        cookie = self.next
        self.next += 1
        self.items[cookie] = (sender, text)
        return cookie

    def remove(self, cookie):
        self.items.pop(int(cookie), None)

    def owner_changed(self, name, old, new):
        if name.startswith(":") and not new:
            for cookie in [c for c, (sender, _) in self.items.items() if sender == name]:
                del self.items[cookie]

    def texts(self):
        return dbus.Array([text for _, text in sorted(self.items.values())], signature="s")


class ScreenSaver(dbus.service.Object):
    def __init__(self, bus, path, held):
        super().__init__(bus, path)
        self.held = held

    @dbus.service.method("org.freedesktop.ScreenSaver", in_signature="ss", out_signature="u", sender_keyword="sender")
    def Inhibit(self, app, reason, sender=None):
        return self.held.add(sender, "%s: %s" % (app, reason))

    @dbus.service.method("org.freedesktop.ScreenSaver", in_signature="u", out_signature="")
    def UnInhibit(self, cookie):
        self.held.remove(cookie)

    @dbus.service.method(TEST, in_signature="", out_signature="as")
    def Inhibitors(self):
        return self.held.texts()


class SessionManager(dbus.service.Object):
    def __init__(self, bus, held):
        super().__init__(bus, "/org/gnome/SessionManager")
        self.held = held

    @dbus.service.method("org.gnome.SessionManager", in_signature="susu", out_signature="u", sender_keyword="sender")
    def Inhibit(self, app, xid, reason, flags, sender=None):
        return self.held.add(sender, "%s: %s (flags %d)" % (app, reason, flags))

    @dbus.service.method("org.gnome.SessionManager", in_signature="u", out_signature="")
    def Uninhibit(self, cookie):
        self.held.remove(cookie)

    @dbus.service.method(TEST, in_signature="", out_signature="as")
    def Inhibitors(self):
        return self.held.texts()


class Login1(dbus.service.Object):
    """Enough of logind's Manager for `systemd-inhibit` and `systemd-inhibit --list`."""

    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/login1")
        self.bus = bus
        self.items = {}  # read end fd -> (what, who, why, mode, uid, pid)

    @dbus.service.method("org.freedesktop.login1.Manager", in_signature="ssss", out_signature="h", sender_keyword="sender")
    def Inhibit(self, what, who, why, mode, sender=None):
        daemon = dbus.Interface(self.bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus"), "org.freedesktop.DBus")
        uid = int(daemon.GetConnectionUnixUser(sender))
        pid = int(daemon.GetConnectionUnixProcessID(sender))
        read_end, write_end = os.pipe()
        self.items[read_end] = (what, who, why, mode, uid, pid)
        GLib.io_add_watch(read_end, GLib.IO_HUP | GLib.IO_ERR | GLib.IO_IN, self.closed)
        fd = dbus.types.UnixFd(write_end)
        os.close(write_end)
        return fd

    def closed(self, fd, condition):
        self.items.pop(fd, None)
        os.close(fd)
        return False

    @dbus.service.method("org.freedesktop.login1.Manager", in_signature="", out_signature="a(ssssuu)")
    def ListInhibitors(self):
        return dbus.Array([dbus.Struct((what, who, why, mode, dbus.UInt32(uid), dbus.UInt32(pid)))
                           for what, who, why, mode, uid, pid in self.items.values()], signature="(ssssuu)")

    @dbus.service.method(TEST, in_signature="", out_signature="as")
    def Inhibitors(self):
        return dbus.Array(["%s: %s (%s, %s)" % (who, why, what, mode) for what, who, why, mode, _, _ in self.items.values()], signature="s")


def main():
    kind, address = sys.argv[1], sys.argv[2]
    DBusGMainLoop(set_as_default=True)
    bus = dbus.bus.BusConnection(address)
    objects = []
    if kind == "screensaver":
        held = Held(bus)
        objects = [ScreenSaver(bus, "/org/freedesktop/ScreenSaver", held), ScreenSaver(bus, "/ScreenSaver", held)]
        name = "org.freedesktop.ScreenSaver"
    elif kind == "gnome":
        objects = [SessionManager(bus, Held(bus))]
        name = "org.gnome.SessionManager"
    elif kind == "logind":
        objects = [Login1(bus)]
        name = "org.freedesktop.login1"
    else:
        sys.exit("unknown kind " + kind)
    owned = dbus.service.BusName(name, bus, do_not_queue=True)
    print("ready", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
