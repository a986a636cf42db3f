#!/usr/bin/env python3
"""make-ico.py OUT.ico PNG...: a Windows icon holding the given square PNG
images as they are (PNG-compressed icon images, which Windows reads since
Vista). The sizes come from each PNG's header; 256 is written as 0, as the
format wants."""
import struct
import sys


def png_size(data, name):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        sys.exit("%s: not a PNG file" % name)
    w, h = struct.unpack(">II", data[16:24])
    if w != h or w > 256:
        sys.exit("%s: %dx%d; an icon image is square, at most 256" % (name, w, h))
    return w


out, pngs = sys.argv[1], sys.argv[2:]
if not pngs:
    sys.exit("usage: make-ico.py OUT.ico PNG...")
images = []
for name in pngs:
    with open(name, "rb") as f:
        data = f.read()
    images.append((png_size(data, name), data))
images.sort(key=lambda im: im[0])
header = struct.pack("<HHH", 0, 1, len(images))
offset = len(header) + 16 * len(images)
entries, payload = b"", b""
for size, data in images:
    entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(payload))
    payload += data
with open(out, "wb") as f:
    f.write(header + entries + payload)
