"""Write the pinyin table the scorer reads Chinese transliterations with (``grounding/scorer/pinyin.txt``).

The table holds, for each character of the CJK Unified Ideographs block (U+4E00 to U+9FFF), its most common
reading in toneless pinyin, as ``pypinyin`` gives it (MIT licence), one line per code point (empty where it
has none). The service reads the table instead of importing ``pypinyin``, whose dictionary module takes about
56 MB of every worker's memory; the table takes about 1.5 MB.

    python -m grounding.training.pinyin_table            # write the table
    python -m grounding.training.pinyin_table --check    # exit 1 if the table is not what pypinyin gives
"""

from __future__ import annotations

import argparse
import sys

from grounding.scorer.translit import PINYIN_FIRST, PINYIN_LAST, PINYIN_TABLE


def readings() -> list[str]:
    """Each character's toneless reading, from U+4E00 to U+9FFF (``pypinyin``'s first, most common one)."""
    from pypinyin import Style, pinyin

    out = []
    for cp in range(PINYIN_FIRST, PINYIN_LAST + 1):
        r = pinyin(chr(cp), style=Style.NORMAL, errors="ignore", heteronym=False, v_to_u=True)
        out.append(r[0][0] if r and r[0] and r[0][0].isalpha() else "")
    return out


def text() -> str:
    return "\n".join(readings()) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare the table with pypinyin instead of writing it")
    args = ap.parse_args(argv)
    want = text()
    if args.check:
        same = PINYIN_TABLE.read_text(encoding="utf-8") == want
        print("pinyin table matches pypinyin" if same else "pinyin table differs from pypinyin: rewrite it")
        return 0 if same else 1
    PINYIN_TABLE.write_text(want, encoding="utf-8")
    print(f"wrote {PINYIN_TABLE} ({PINYIN_LAST - PINYIN_FIRST + 1} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
