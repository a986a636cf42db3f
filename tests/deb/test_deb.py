#!/usr/bin/env python3
"""test_deb.py [--deb FILE] [--keep]: the Debian package as a user gets it (TAP).

Builds the package with tools/package-deb.sh (DEB_BUILD_OPTIONS=nocheck: the
suites run in the other runs of tools/test.sh) unless --deb names one, unpacks
it with dpkg-deb -x into a throw-away root, and checks what is installed:

- the files a user needs are there: the two programs in /usr/games, the assets
  with links to the fonts of the packages it depends on, the German catalogue,
  the desktop entry, metainfo, icons, MIME type and manual pages;
- /usr/games/cartographers from that root, under its own Xvfb with the software
  renderer: draws a game (compared with the screenshot test's reference, in
  English and in German), opens a window with the game's icon, and keeps the
  window's size for the next run; cartographers-cli scores a board;
- desktop-file-validate, appstreamcli, appstream-util, the MIME database and
  man on the installed files;
- lintian on the package: no error or warning (the informational tags it
  prints are listed);

and prints the build time and the package's size. Run by `tools/test.sh deb`."""
import os, re, shutil, struct, subprocess, sys, tempfile, time, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "ui"))
import uitest  # noqa: E402  (its Xvfb and xdotool helpers)

APP_ID = "io.github.cartographers_desktop.Cartographers"
FONT_PACKAGES = ("fonts-ebgaramond-extra", "fonts-dejavu-core")


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, cond, what, detail=""):
        self.n += 1
        if not cond:
            self.failed += 1
        print("%s %d - %s" % ("ok" if cond else "not ok", self.n, what))
        if detail and not cond:
            self.note(detail)
        sys.stdout.flush()
        return cond

    def note(self, text):
        for line in str(text).rstrip().splitlines():
            print("# " + line)
        sys.stdout.flush()


def read_png(path):
    """(width, height, rows of RGB tuples) of an 8-bit non-interlaced PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError("only 8-bit RGB(A), not interlaced")
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        ftype, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, [[tuple(r[x * bpp:x * bpp + 3]) for x in range(w)] for r in rows]


def compare(shot, reference):
    """(colours in the shot, share of pixels that differ by more than 8 in a channel)."""
    w, h, a = read_png(shot)
    rw, rh, b = read_png(reference)
    if (w, h) != (rw, rh):
        return 0, 1.0
    colours, differ = set(), 0
    for y in range(0, h, 2):  # every other row and column: plenty, and 4 times faster
        for x in range(0, w, 2):
            p, q = a[y][x], b[y][x]
            colours.add(p)
            if max(abs(p[0] - q[0]), abs(p[1] - q[1]), abs(p[2] - q[2])) > 8:
                differ += 1
    return len(colours), differ / ((h // 2) * (w // 2))


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def build(t, out):
    env = dict(os.environ, DEB_BUILD_OPTIONS="nocheck")
    start = time.monotonic()
    r = run([os.path.join(ROOT, "tools", "package-deb.sh"), out], env=env)
    took = time.monotonic() - start
    debs = [f for f in os.listdir(out) if f.startswith("cartographers_") and f.endswith(".deb")]
    if not t.ok(r.returncode == 0 and len(debs) == 1, "tools/package-deb.sh builds the package",
                r.stdout[-3000:] + r.stderr[-3000:]):
        return None
    t.note("package-deb.sh (nocheck): %.0f s" % took)
    return os.path.join(out, debs[0])


def check_files(t, root):
    usr = os.path.join(root, "usr")
    for rel in ("games/cartographers", "games/cartographers-cli"):
        p = os.path.join(usr, rel)
        t.ok(os.path.isfile(p) and os.access(p, os.X_OK), "/usr/%s is installed" % rel)
    for rel in ("share/applications/%s.desktop" % APP_ID, "share/metainfo/%s.metainfo.xml" % APP_ID,
                "share/mime/packages/%s.mime.xml" % APP_ID, "share/icons/hicolor/scalable/apps/%s.svg" % APP_ID,
                "share/icons/hicolor/256x256/apps/%s.png" % APP_ID, "share/man/man6/cartographers.6.gz",
                "share/man/man6/cartographers-cli.6.gz", "share/locale/de/LC_MESSAGES/cartographers.mo",
                "share/cartographers/cartographers-assets.txt", "share/doc/cartographers/copyright"):
        t.ok(os.path.isfile(os.path.join(usr, rel)), "/usr/%s is installed" % rel)
    fonts = os.path.join(usr, "share", "cartographers", "fonts")
    names = sorted(os.listdir(fonts)) if os.path.isdir(fonts) else []
    links = [n for n in names if os.path.islink(os.path.join(fonts, n))]
    targets = [os.readlink(os.path.join(fonts, n)) for n in links]
    t.ok(len(links) == 4 and len(names) == 4 and all(x.startswith("../../fonts/truetype/") for x in targets),
         "the four fonts are relative links into /usr/share/fonts, no copies", "%s -> %s" % (names, targets))
    return links


def check_depends(t, deb):
    depends = run(["dpkg-deb", "-f", deb, "Depends"]).stdout
    t.ok(all(p in depends for p in FONT_PACKAGES), "Depends names the font packages", depends)
    t.note("Depends: " + depends.strip())
    missing = [p for p in FONT_PACKAGES
               if run(["dpkg-query", "-W", "-f=${db:Status-Status}", p]).stdout.strip() != "installed"]
    return t.ok(not missing, "the font packages are installed here (tools/packages.txt)", "missing: %s" % missing)


def check_programs(t, root, tmp):
    games = os.path.join(root, "usr", "games")
    r = run([os.path.join(games, "cartographers"), "--version"])
    t.ok(r.returncode == 0 and r.stdout.startswith("cartographers "), "cartographers --version", r.stderr)
    # a save file named on the command line (the desktop entry's %f) that is not there
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_RENDER_DRIVER="software", HOME=tmp,
               CARTOGRAPHERS_DATA_DIR=os.path.join(tmp, "data"), LANGUAGE="", LC_ALL="C.UTF-8")
    missing = os.path.join(tmp, "nowhere.cartosave")
    r = run([os.path.join(games, "cartographers"), missing, "--screenshot", os.path.join(tmp, "menu.png")], env=env,
            timeout=120)
    t.ok(r.returncode == 0 and "The saved game %s cannot be opened: there is no such file." % missing in r.stderr,
         "a missing save file named on the command line is reported, the menu shown", r.stderr)
    board = os.path.join(ROOT, "examples", "boards", "example-1.txt")
    r = run([os.path.join(games, "cartographers-cli"), "score", board])
    t.ok(r.returncode == 0 and "monsters" in r.stdout, "cartographers-cli scores a board", r.stderr)


def draw(t, h, root, tmp):
    """Screenshots through X (the x11 driver, not the dummy one the tests use)."""
    app = os.path.join(root, "usr", "games", "cartographers")
    refs = os.path.join(ROOT, "tests", "ui", "screens")
    env = dict(h.env, SDL_VIDEODRIVER="x11", CARTOGRAPHERS_DATA_DIR=os.path.join(tmp, "shots"), LANGUAGE="",
               LANG="C.UTF-8", LC_ALL="C.UTF-8", HOME=tmp)
    for name, args in (("solo-start", ["--size", "1280x800", "--seed", "3"]),
                       ("solo-german", ["--size", "1280x800", "--seed", "3", "--autoplay", "10", "--lang", "de"])):
        shot = os.path.join(tmp, name + ".png")
        r = run([app] + args + ["--screenshot", shot], env=env, timeout=120)
        if not t.ok(r.returncode == 0 and os.path.isfile(shot), "the installed game draws %s under Xvfb" % name,
                    r.stderr):
            continue
        colours, differ = compare(shot, os.path.join(refs, name + ".png"))
        t.ok(colours > 200, "%s is not blank (%d colours)" % (name, colours))
        t.ok(differ < 0.02, "%s matches the screenshot test's reference (%.2f%% of pixels differ)" %
             (name, differ * 100))


def window(t, h, root, tmp):
    """A real start: the window, its icon, and its size kept for the next run."""
    h.app_path = os.path.join(root, "usr", "games", "cartographers")
    h.size = "1100x720"
    if not t.ok(h.launch(["--seed", "3"]), "the installed game opens a window under Xvfb"):
        return
    win = run(["xdotool", "search", "--pid", str(h.proc.pid), "--name", "^Cartographers$"], env=h.env).stdout.split()
    if shutil.which("xprop") and win:
        icon = run(["xprop", "-id", win[0], "_NET_WM_ICON"], env=h.env).stdout
        t.ok("Icon (128 x 128)" in icon, "the window has the game's 128 px icon", icon[:200])
    time.sleep(1)
    h.xdo("key", "ctrl+q")
    try:
        h.proc.wait(20)
    except subprocess.TimeoutExpired:
        h.kill()
    t.ok(h.proc.returncode == 0, "Ctrl+Q closes it (status %s)" % h.proc.returncode)
    prefs = os.path.join(h.data, "prefs.txt")
    text = open(prefs).read() if os.path.exists(prefs) else ""
    t.ok("window-width 1100\n" in text and "window-height 720\n" in text, "prefs.txt keeps the window's size",
         text)
    # the next run without --size opens at that size
    proc = subprocess.Popen([h.app_path, "--no-animations"], env=h.env, stderr=subprocess.DEVNULL)
    geometry = ""
    for _ in range(150):
        ids = run(["xdotool", "search", "--pid", str(proc.pid), "--name", "^Cartographers$"], env=h.env).stdout.split()
        if ids:
            time.sleep(0.5)
            geometry = run(["xdotool", "getwindowgeometry", ids[0]], env=h.env).stdout
            break
        time.sleep(0.1)
    proc.terminate()
    proc.wait(10)
    t.ok("Geometry: 1100x720" in geometry, "the next run opens at the kept size", geometry)


def validate(t, root, tmp):
    share = os.path.join(root, "usr", "share")
    desktop = os.path.join(share, "applications", APP_ID + ".desktop")
    metainfo = os.path.join(share, "metainfo", APP_ID + ".metainfo.xml")
    for cmd in (["desktop-file-validate", desktop], ["appstreamcli", "validate", "--no-net", metainfo],
                ["appstream-util", "validate", "--nonet", metainfo],
                ["sh", os.path.join(ROOT, "data", "check-mime.sh"),
                 os.path.join(share, "mime", "packages", APP_ID + ".mime.xml")]):
        if not shutil.which(cmd[0]):
            t.ok(False, "%s is installed (tools/packages.txt)" % cmd[0])
            continue
        r = run(cmd)
        t.ok(r.returncode == 0, " ".join([cmd[0]] + [os.path.basename(c) for c in cmd[1:]]), r.stdout + r.stderr)
    with open(desktop) as f:
        entry = f.read()
    t.ok("Exec=cartographers %f\n" in entry and "MimeType=application/x-cartographers-save;" in entry,
         "the desktop entry opens save files")
    for page in ("cartographers.6.gz", "cartographers-cli.6.gz"):
        r = run(["man", "--warnings", "-l", "-Tutf8", os.path.join(share, "man", "man6", page)],
                env=dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8"))
        text = re.sub(".\b", "", r.stdout)  # no overstrike (bold, underline)
        t.ok(r.returncode == 0 and "NAME" in text and "SYNOPSIS" in text and not r.stderr.strip(),
             "man %s formats cleanly" % page, r.stderr or text[:300])


def lint(t, deb):
    if not t.ok(bool(shutil.which("lintian")), "lintian is installed (tools/packages.txt)"):
        return
    changes = deb[:-len(".deb")] + ".changes"
    target = changes if os.path.exists(changes) else deb
    r = run(["lintian", "--info", "--display-info", "--pedantic", "--tag-display-limit", "0", target])
    tags = [l for l in r.stdout.splitlines() if l[:2] in ("E:", "W:", "I:", "P:", "X:", "O:")]
    bad = [l for l in tags if l.startswith(("E:", "W:"))]
    t.ok(not bad and r.returncode == 0, "lintian: no error or warning", "\n".join(bad) or r.stderr)
    t.note("lintian's notes (%d): %s" % (len(tags), "; ".join(tags) if tags else "none"))


def main():
    args = sys.argv[1:]
    deb = args[args.index("--deb") + 1] if "--deb" in args else None
    t = Tap()
    # what the installed game finds by itself, not what a developer's shell points it at
    for name in ("CARTOGRAPHERS_ASSETS", "CARTOGRAPHERS_LOCALEDIR", "CARTOGRAPHERS_DATA_DIR", "CARTOGRAPHERS_OPEN"):
        os.environ.pop(name, None)
    tmp = tempfile.mkdtemp(prefix="carto-deb-test-")
    h = None
    try:
        if deb is None:
            deb = build(t, os.path.join(tmp, "out"))
            if deb is None:
                return
        deb = os.path.abspath(deb)
        t.note("package: %s, %d KiB, installed size %s KiB" %
               (os.path.basename(deb), os.path.getsize(deb) // 1024, run(["dpkg-deb", "-f", deb,
                                                                           "Installed-Size"]).stdout.strip()))
        root = os.path.join(tmp, "root")
        r = run(["dpkg-deb", "-x", deb, root])
        if not t.ok(r.returncode == 0, "dpkg-deb -x unpacks it", r.stderr):
            return
        check_files(t, root)
        have_fonts = check_depends(t, deb)
        # the throw-away root gets its dependencies from this system
        os.makedirs(os.path.join(root, "usr", "share"), exist_ok=True)
        os.symlink("/usr/share/fonts", os.path.join(root, "usr", "share", "fonts"))
        check_programs(t, root, tmp)
        validate(t, root, tmp)
        h = uitest.Harness(os.path.join(root, "usr", "games", "cartographers"), prefix="carto-deb-x-")
        h.state_dump = False  # the packaged (release) game has no F8 state dump
        if t.ok(h.available, "Xvfb and xdotool are installed (tools/packages.txt)") and have_fonts:
            draw(t, h, root, tmp)
            window(t, h, root, tmp)
        lint(t, deb)
    finally:
        if h is not None and h.available:
            h.stop()
            if h.xvfb is not None:
                h.xvfb.terminate()
                h.xvfb.wait()
            shutil.rmtree(h.tmp, ignore_errors=True)
        if "--keep" in args:
            t.note("kept " + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
        print("1..%d" % t.n)
    sys.exit(1 if t.failed else 0)


if __name__ == "__main__":
    main()
