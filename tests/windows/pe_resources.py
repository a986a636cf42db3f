#!/usr/bin/env python3
"""pe_resources.py: what a Windows program carries in its resources, read
from the .exe itself (no Windows, no Wine), for tests/windows/test_package.sh.

    pe_resources.py EXE

prints one line per fact:

    icon WxH                  each image of the program's first icon group
    manifest dpiAware VALUE   the manifest's settings (dpiAware, dpiAwareness)
    version KEY VALUE         the version resource's strings (OriginalFilename, ...)

and exits 1 with a message when the file is not a PE program."""
import re
import struct
import sys

RT_ICON, RT_GROUP_ICON, RT_VERSION, RT_MANIFEST = 3, 14, 16, 24


class Pe:
    def __init__(self, data):
        self.data = data
        if data[:2] != b"MZ":
            raise ValueError("not an MZ executable")
        pe = struct.unpack_from("<I", data, 0x3C)[0]
        if data[pe:pe + 4] != b"PE\0\0":
            raise ValueError("no PE header")
        nsections, = struct.unpack_from("<H", data, pe + 6)
        opt_size, = struct.unpack_from("<H", data, pe + 20)
        opt = pe + 24
        magic, = struct.unpack_from("<H", data, opt)
        dirs = opt + (112 if magic == 0x20B else 96)  # PE32+ or PE32
        self.rsrc_rva, _ = struct.unpack_from("<II", data, dirs + 2 * 8)  # directory 2: resources
        self.sections = []
        for i in range(nsections):
            s = opt + opt_size + 40 * i
            vsize, va, rawsize, raw = struct.unpack_from("<IIII", data, s + 8)
            self.sections.append((va, max(vsize, rawsize), raw))

    def offset(self, rva):
        for va, size, raw in self.sections:
            if va <= rva < va + size:
                return raw + rva - va
        raise ValueError("address 0x%x is in no section" % rva)

    def resources(self):
        """{(type, id): data} for the resources named by numbers (first language)."""
        if not self.rsrc_rva:
            return {}
        base = self.offset(self.rsrc_rva)
        out = {}

        def entries(off):
            named, ids = struct.unpack_from("<HH", self.data, base + off + 12)
            for i in range(named + ids):
                name, target = struct.unpack_from("<II", self.data, base + off + 16 + 8 * i)
                yield name, target

        for rtype, t in entries(0):
            if rtype & 0x80000000 or not t & 0x80000000:
                continue
            for rid, n in entries(t & 0x7FFFFFFF):
                if rid & 0x80000000 or not n & 0x80000000:
                    continue
                for _, leaf in entries(n & 0x7FFFFFFF):
                    rva, size = struct.unpack_from("<II", self.data, base + leaf)
                    out.setdefault((rtype, rid), self.data[self.offset(rva):self.offset(rva) + size])
                    break
        return out


def icon_sizes(res):
    groups = sorted(k for k in res if k[0] == RT_GROUP_ICON)
    if not groups:
        return []
    g = res[groups[0]]
    count, = struct.unpack_from("<H", g, 4)
    sizes = []
    for i in range(count):
        w, h = struct.unpack_from("<BB", g, 6 + 14 * i)
        image_id, = struct.unpack_from("<H", g, 6 + 14 * i + 12)
        if (RT_ICON, image_id) in res:  # the image itself is there
            sizes.append((w or 256, h or 256))
    return sizes


def version_strings(blob):
    """The String entries of a VS_VERSIONINFO block, as {key: value}."""
    out = {}

    def walk(off, end):
        while off + 6 <= end:
            length, value_len, vtype = struct.unpack_from("<HHH", blob, off)
            if length == 0:
                break
            key_end = off + 6
            while blob[key_end:key_end + 2] != b"\0\0":
                key_end += 2
            key = blob[off + 6:key_end].decode("utf-16-le")
            value_off = (key_end + 2 + 3) & ~3
            if vtype == 1 and key not in ("StringFileInfo", "VarFileInfo") and not re.fullmatch("[0-9A-Fa-f]{8}", key):
                out[key] = blob[value_off:value_off + 2 * value_len].decode("utf-16-le").rstrip("\0")
            else:
                children = value_off + (value_len if vtype == 0 else 2 * value_len)
                walk((children + 3) & ~3, off + length)
            off = (off + length + 3) & ~3

    walk(0, len(blob))
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: pe_resources.py EXE")
    try:
        res = Pe(open(sys.argv[1], "rb").read()).resources()
    except (OSError, ValueError, struct.error) as e:
        sys.exit("pe_resources.py: %s: %s" % (sys.argv[1], e))
    for w, h in icon_sizes(res):
        print("icon %dx%d" % (w, h))
    manifest = res.get((RT_MANIFEST, 1), b"").decode("utf-8", "replace")
    for tag in ("dpiAware", "dpiAwareness"):
        m = re.search(r"<%s\b[^>]*>([^<]*)</%s>" % (tag, tag), manifest)
        if m:
            print("manifest %s %s" % (tag, m.group(1).strip()))
    versions = sorted(k for k in res if k[0] == RT_VERSION)
    if versions:
        for key, value in version_strings(res[versions[0]]).items():
            print("version %s %s" % (key, value))


if __name__ == "__main__":
    main()
