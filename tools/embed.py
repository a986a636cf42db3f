#!/usr/bin/env python3
"""embed.py NAME INPUT OUTPUT: writes a C header holding INPUT's bytes as
`static const unsigned char NAME[]` (the build embeds the window icon with
it: src/ui/meson.build)."""
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: embed.py NAME INPUT OUTPUT")
    name, src, dst = sys.argv[1:]
    with open(src, "rb") as f:
        data = f.read()
    lines = [f"/* {name}: the bytes of {src.rsplit('/', 1)[-1]}, made by tools/embed.py at build time. */",
             f"static const unsigned char {name}[{len(data)}] = {{"]
    for i in range(0, len(data), 16):
        lines.append("    " + ", ".join(f"0x{b:02x}" for b in data[i:i + 16]) + ",")
    lines.append("};")
    with open(dst, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
