#!/usr/bin/env python3
"""test_net_router.py PROBE: the app's host asks the router to forward its
port, off the screen's thread (core/net_router.c), TAP.

In a network namespace of its own (root and unshare; else exit 77, skip), a
UPnP router of our own (tests/net/upnp_router.py) answers on the loopback.
tests/ui/net_router_probe hosts a game as the lobby does and waits for the
router's answer:
  - the router forwards the host's UDP port to it, the lobby's line says
    so, and the invite code names the router's public address;
  - closing the game takes the forwarding back;
  - a router that refuses: the line names the port to forward by hand and
    the code keeps this computer's address;
  - a host closed while the router is still being asked, and the program
    quitting right after (as the app does): the thread takes the forwarding
    back itself once the router has made it, and the program waits for it."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "net"))
from upnp_router import Router  # noqa: E402 (tests/net)

PROBE = os.path.abspath(sys.argv[1])
count = failures = 0


def tap(ok, name, detail=""):
    global count, failures
    count += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", count, name))
    for line in detail.splitlines() if not ok else []:
        print("# " + line)
    failures += not ok


def probe(*args):
    """Runs the probe with an empty data folder; its lines as a dict."""
    data = tempfile.mkdtemp(prefix="carto-router-")
    try:
        env = dict(os.environ, CARTOGRAPHERS_DATA_DIR=data, CARTOGRAPHERS_UPNP="yes", SDL_VIDEODRIVER="dummy")
        r = subprocess.run([PROBE] + list(args), capture_output=True, text=True, timeout=60, env=env)
        out = dict(l.split("=", 1) for l in r.stdout.splitlines() if "=" in l)
        out["status"] = r.returncode
        out["stderr"] = r.stderr
        return out
    finally:
        shutil.rmtree(data, ignore_errors=True)


def inside():
    Router.prepare_loopback()
    router = Router()
    try:
        p = probe()
        port = p.get("port", "?")
        added = router.asked("AddPortMapping")
        tap(p["status"] == 0 and p.get("router") == "forwarded" and len(added) == 1 and
            added[0].get("NewExternalPort") == port and added[0].get("NewInternalPort") == port and
            added[0].get("NewProtocol") == "UDP",
            "the router forwards the host's UDP port %s" % port, repr(p) + repr(router.actions))
        tap("forwards UDP port %s" % port in p.get("text", ""), "the lobby says so: %s" % p.get("text"), repr(p))
        tap(p.get("invite") == "%s:%s" % (Router.PUBLIC, port),
            "the invite code names the router's public address (%s)" % p.get("invite"), repr(p))
        deleted = router.asked("DeletePortMapping")
        tap(len(deleted) == 1 and deleted[0].get("NewExternalPort") == port,
            "closing the game takes the forwarding back", repr(router.actions))

        router.actions.clear()
        router.refuse = True
        p = probe()
        port = p.get("port", "?")
        tap(p["status"] == 0 and p.get("router") == "refused" and "forward UDP port %s" % port in p.get("text", "") and
            "by hand" in p.get("text", ""), "a router that refuses: the lobby names the port to forward by hand",
            repr(p))
        tap(p.get("invite", "").startswith("127.0.0.1:"), "and the code keeps this computer's address (%s)"
            % p.get("invite"), repr(p))

        router.actions.clear()
        router.refuse = False
        t0 = time.time()
        p = probe("leave")
        added, deleted = router.asked("AddPortMapping"), router.asked("DeletePortMapping")
        tap(p["status"] == 0 and p.get("router") == "asking" and p.get("waited") == "yes" and len(added) == 1 and
            len(deleted) == 1 and deleted[0].get("NewExternalPort") == added[0].get("NewExternalPort"),
            "a host closed while the router is asked, and the program quitting: the thread takes the forwarding "
            "back before the program ends (%.1f s)"
            % (time.time() - t0), repr(p) + repr(router.actions))
    finally:
        router.close()


def main():
    if "--inside" in sys.argv:
        inside()
        print("1..%d" % count)
        return 1 if failures else 0
    usable = os.geteuid() == 0 and shutil.which("unshare") and shutil.which("ip") and \
        subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0
    if not usable:
        print("1..0 # SKIP needs a network namespace of its own (root and unshare)")
        return 77
    r = subprocess.run(["unshare", "-n", sys.executable, os.path.abspath(__file__), PROBE, "--inside"])
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
