"""Language routing and number matching for Japanese, Chinese (and Korean) text.

The English lexical features of :mod:`grounding.scorer.features` split on spaces and know English number
words; CJK text has no spaces and writes numbers as ``11``, ``１１`` or ``十一`` and dates as
``1997年12月19日``. Here:

* :func:`language` tells Japanese (any kana), Korean (Hangul) and Chinese (Han only) apart, for the
  multilingual cross-encoder's per-language calibration;
* :func:`is_cjk` tells whether a text is mostly written in CJK scripts (the scorer sends such pairs to its
  multilingual cross-encoder);
* :func:`numbers` reads the numbers of a text in any of those forms (NFKC folds full-width digits; kanji
  numerals are read positionally: 十一 = 11, 二千二十三 = 2023, 三万 = 30000, 一九九七 = 1997) so that
  :func:`number_conflict` can say whether a claim states a number its premise does not, while the premise
  states others (the multilingual cross-encoder alone is weak at numbers).
"""

from __future__ import annotations

import re
import unicodedata

_CJK_RE = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff66-\uff9f]")
_LETTER_RE = re.compile(r"\w", re.UNICODE)

_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_SMALL_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
_BIG_UNITS = {"万": 10_000, "萬": 10_000, "億": 100_000_000, "亿": 100_000_000}
_KANJI_NUM_RE = re.compile(r"[〇零一二两兩三四五六七八九十拾百佰千仟万萬億亿]+")
_ARABIC_RE = re.compile(r"\d+(?:[.,]\d+)*")
#: kanji that are numerals but also common in words where they are not quantities (一部 "a part",
#: 一般 "general", 万一 "just in case"): a single 一 alone is not read as a number
_AMBIGUOUS_SINGLE = {"一", "万", "千", "百", "十"}


def is_cjk(text: str, share: float = 0.3) -> bool:
    """True when at least ``share`` of the letters of ``text`` are Han, kana or Hangul."""
    letters = _LETTER_RE.findall(text)
    if not letters:
        return False
    return sum(1 for ch in letters if _CJK_RE.match(ch)) / len(letters) >= share


_KANA_RE = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HANGUL_RE = re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")
_HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def language(text: str) -> str | None:
    """``"ja"`` when the text writes any kana, ``"ko"`` any Hangul, ``"zh"`` Han characters only, else
    ``None`` (Japanese always mixes kana into its kanji; a Chinese text never has kana)."""
    if _KANA_RE.search(text):
        return "ja"
    if _HANGUL_RE.search(text):
        return "ko"
    if _HAN_RE.search(text):
        return "zh"
    return None


def kanji_to_int(s: str) -> int | None:
    """Value of a run of kanji numerals (positional 一九九七 or with units 二千二十三, 三万五千)."""
    if not s:
        return None
    if all(ch in _DIGITS for ch in s):  # digit-by-digit (years: 一九九七)
        return int("".join(str(_DIGITS[ch]) for ch in s))
    total, section, digit = 0, 0, None
    for ch in s:
        if ch in _DIGITS:
            digit = _DIGITS[ch]
        elif ch in _SMALL_UNITS:
            section += (1 if digit is None else digit) * _SMALL_UNITS[ch]
            digit = None
        elif ch in _BIG_UNITS:
            section += digit or 0
            total += (section or 1) * _BIG_UNITS[ch]
            section, digit = 0, None
        else:
            return None
    return total + section + (digit or 0)


def _value(token: str) -> str | None:
    """The normalised value of one number token (arabic after NFKC, or a run of kanji numerals); ``None``
    for a lone 一 / 十 / 万 (inside words) and what does not parse."""
    if _ARABIC_RE.fullmatch(token):
        try:
            f = float(token.replace(",", ""))
        except ValueError:  # "1.2.3"
            return None
        return str(int(f)) if f == int(f) else str(f)
    if len(token) == 1 and token in _AMBIGUOUS_SINGLE:
        return None
    v = kanji_to_int(token)
    return None if v is None else str(v)


_ANY_NUM_RE = re.compile(_ARABIC_RE.pattern + "|" + _KANJI_NUM_RE.pattern)


def numbers(text: str) -> set[str]:
    """Numbers stated in ``text`` as normalised strings ("11", "1997", "3.5"), whatever their script."""
    values = (_value(m.group()) for m in _ANY_NUM_RE.finditer(unicodedata.normalize("NFKC", text)))
    return {v for v in values if v is not None}


def harmonise_numbers(premise: str, claim: str) -> str:
    """``claim`` with each number that the premise states in another form (十一 against 11, １１ against 十一)
    written the way the premise writes it, so that the cross-encoder compares like with like; numbers the
    premise does not state are left as they are (:func:`number_conflict` deals with those)."""
    p = unicodedata.normalize("NFKC", premise)
    forms: dict[str, str] = {}
    for m in _ANY_NUM_RE.finditer(p):
        v = _value(m.group())
        if v is not None:
            forms.setdefault(v, m.group())
    if not forms:
        return claim

    def swap(m: re.Match) -> str:
        tok = m.group()
        v = _value(unicodedata.normalize("NFKC", tok))
        form = forms.get(v) if v is not None else None
        # only across scripts: 两 and 二 are both kanji, and which one reads right depends on the word
        if form is None or tok[0].isdigit() == form[0].isdigit():
            return tok
        return form

    return _ANY_NUM_RE.sub(swap, claim)


def number_conflict(premise: str, claim: str) -> bool:
    """The claim states a number that the premise does not, while the premise states numbers."""
    c = numbers(claim)
    if not c:
        return False
    p = numbers(premise)
    return bool(p) and not c <= p


_KATAKANA_RUN_RE = re.compile(r"[\u30a1-\u30fa\u30fc\uff66-\uff9f]{2,}(?:[・･][\u30a1-\u30fa\u30fc\uff66-\uff9f]{2,})*")
#: the two Han characters on each side of a middle dot (Chinese has no word boundaries to find the
#: whole name: 由布拉德·皮特和 gives 拉德 and 皮特)
_DOTTED_HAN_RE = re.compile(r"(?=([\u4e00-\u9fff]{2})[·・•‧]([\u4e00-\u9fff]{2}))")
_DOTS_RE = re.compile(r"[·・•‧･]")


def names(text: str) -> set[str]:
    """Transliterated names and loanwords: katakana runs (ジェームズ・キャメロン), split at their middle dots
    into parts of two or more characters, and the Han characters next to the dots of dotted Chinese
    names (詹姆斯·卡梅隆 gives 姆斯 and 卡梅)."""
    t = unicodedata.normalize("NFKC", text)
    out = set()
    for m in _KATAKANA_RUN_RE.finditer(t):
        out.update(p for p in _DOTS_RE.split(m.group()) if len(p) >= 2)
    for m in _DOTTED_HAN_RE.finditer(t):
        out.update(m.groups())
    return out


def missing_name(premise: str, claim: str) -> bool:
    """The claim names someone or something (a katakana or dotted transliterated name) the premise never
    writes: such a claim cannot be entailed by it."""
    p = unicodedata.normalize("NFKC", premise)
    return any(n not in p for n in names(claim))


#: countries as Japanese and Chinese write them (simplified, traditional, kanji, katakana), one entry per
#: country, so that 米国, アメリカ and 美国 are one value; katakana forms match a whole katakana word only
#: (タイ is not in タイタニック)
COUNTRIES: dict[str, tuple[str, ...]] = {
    "us": ("美国", "美國", "米国", "アメリカ", "合衆国"),
    "gb": ("英国", "英國", "イギリス"),
    "fr": ("法国", "法國", "仏国", "フランス"),
    "de": ("德国", "德國", "独逸", "ドイツ"),
    "jp": ("日本",),
    "cn": ("中国", "中國"),
    "kr": ("韩国", "韓国", "韓國", "大韓民国", "カンコク"),
    "kp": ("朝鲜", "北朝鮮", "朝鮮"),
    "tw": ("台湾", "臺灣", "台灣"),
    "it": ("意大利", "イタリア"),
    "es": ("西班牙", "スペイン"),
    "ca": ("加拿大", "カナダ"),
    "au": ("澳大利亚", "澳大利亞", "澳洲", "オーストラリア"),
    "ru": ("俄罗斯", "俄羅斯", "ロシア"),
    "in": ("印度", "インド"),
    "id": ("印度尼西亚", "印度尼西亞", "インドネシア"),
    "br": ("巴西", "ブラジル"),
    "mx": ("墨西哥", "メキシコ"),
    "nl": ("荷兰", "荷蘭", "オランダ"),
    "se": ("瑞典", "スウェーデン"),
    "ch": ("瑞士", "スイス"),
    "eg": ("埃及", "エジプト"),
    "th": ("泰国", "泰國", "タイ"),
    "vn": ("越南", "ベトナム"),
    "sg": ("新加坡", "シンガポール"),
    "pt": ("葡萄牙", "ポルトガル"),
    "gr": ("希腊", "希臘", "ギリシャ"),
    "tr": ("土耳其", "トルコ"),
    "ir": ("伊朗", "イラン"),
    "il": ("以色列", "イスラエル"),
    "ar": ("阿根廷", "アルゼンチン"),
    "pl": ("波兰", "波蘭", "ポーランド"),
    "no": ("挪威", "ノルウェー"),
    "dk": ("丹麦", "丹麥", "デンマーク"),
    "fi": ("芬兰", "芬蘭", "フィンランド"),
    "ie": ("爱尔兰", "愛爾蘭", "アイルランド"),
    "nz": ("新西兰", "紐西蘭", "ニュージーランド"),
    "za": ("南非", "南アフリカ"),
}
_HAN_COUNTRY = sorted(((s, c) for c, forms in COUNTRIES.items() for s in forms if not _KATAKANA_RUN_RE.fullmatch(s)), key=lambda x: -len(x[0]))
_KANA_COUNTRY = {s: c for c, forms in COUNTRIES.items() for s in forms if _KATAKANA_RUN_RE.fullmatch(s)}
#: a province, state, prefecture, county or prize by its last character before the type suffix, where the
#: suffix ends the word: followed by no Han character or by a particle (安大略省的 gives 略省, 金球奖 球奖;
#: 奖杯, 县城 and 省略 are not such names)
_TYPED_RE = re.compile(r"([\u4e00-\u9fff])([省州県县奖賞])(?=[的之和与與及或在是于於为為也都]|[^\u4e00-\u9fff]|$)")


def countries(text: str) -> set[str]:
    """The countries ``text`` names, as :data:`COUNTRIES` keys (the longest Han form wins: 印度尼西亚 is
    not 印度)."""
    t = unicodedata.normalize("NFKC", text)
    out = set()
    for form, country in _HAN_COUNTRY:
        if form in t:
            out.add(country)
            t = t.replace(form, "\u3000")
    for m in _KATAKANA_RUN_RE.finditer(t):
        for part in _DOTS_RE.split(m.group()):
            if part in _KANA_COUNTRY:
                out.add(_KANA_COUNTRY[part])
    return out


def typed_names(text: str) -> dict[str, set[str]]:
    """Names by their type suffix (省, 州, 県/县, 奖/賞): ``{"省": {"略省"}, ...}``."""
    out: dict[str, set[str]] = {}
    for m in _TYPED_RE.finditer(unicodedata.normalize("NFKC", text)):
        out.setdefault(m.group(2), set()).add(m.group(0))
    return out


def typed_conflict(premise: str, claim: str) -> bool:
    """The claim names a country, or a province / state / prefecture / county / prize, that the premise
    does not, while the premise names another of the same type (日本映画 against アメリカ映画, 金球奖 against
    奥斯卡奖, 魁北克省 against 安大略省): like a number the premise does not state, it cannot be entailed."""
    c = countries(claim)
    if c:
        p = countries(premise)
        if p and not c <= p:
            return True
    ct = typed_names(claim)
    if ct:
        pt = typed_names(premise)
        p_text = unicodedata.normalize("NFKC", premise)
        return any(k in pt and any(v not in p_text for v in vals) for k, vals in ct.items())
    return False
