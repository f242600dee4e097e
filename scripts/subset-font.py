#!/usr/bin/env python3
"""Rebuilds app/fonts/inter-latin-var.woff2 from @fontsource-variable/inter's Latin file.

Why: the font is preloaded and shares the first round trips with the HTML, so every kilobyte
delays first paint on a slow phone link. The site uses weights 400-700 only (font-normal,
-medium, -semibold, -bold) and no OpenType extras (no tabular numbers, stylistic sets), so the
weight axis is narrowed to 400..700 and only the default shaping features are kept:
48.3 KB -> ~31 KB. The Latin-1 + punctuation character set is unchanged (imported posts use it).

Needs Debian's python3-fonttools and python3-brotli. Run: npm run assets:font
"""
import io
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

PACKAGE = "@fontsource-variable/inter@5.3.0"
MEMBER = "package/files/inter-latin-wght-normal.woff2"
OUT = Path(__file__).resolve().parent.parent / "app/fonts/inter-latin-var.woff2"
WEIGHTS = (400, 700)  # keep in step with `weight` in app/layout.tsx
FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]


def source_font() -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        tgz = next(Path(tmp).glob("*.tgz"))
        with tarfile.open(tgz) as tar:
            member = tar.extractfile(MEMBER)
            if member is None:
                sys.exit(f"{MEMBER} not found in {PACKAGE}")
            return member.read()


def main() -> None:
    font = TTFont(io.BytesIO(source_font()))
    font.flavor = None
    font = instancer.instantiateVariableFont(font, {"wght": WEIGHTS})
    # Reload from bytes: the subsetter needs fully compiled gvar data after instancing.
    buffer = io.BytesIO()
    font.save(buffer)
    font = TTFont(io.BytesIO(buffer.getvalue()))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=list(font.getBestCmap().keys()))
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(OUT)
    print(f"{OUT.relative_to(Path.cwd()) if OUT.is_relative_to(Path.cwd()) else OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
