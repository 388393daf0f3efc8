"""Katakana names against the Latin-script names of an English passage, and back (cross-lingual pairs).

The multilingual cross-encoder learnt NLI within one language at a time. Given an English passage and a
Japanese claim it reads numbers across the two (1997 is 1997) but not names: ジェームズ・キャメロン
against "directed by James Cameron" gets 0.18, and the same claim with the name written ``James Cameron``
gets 0.86. Here a katakana name of the claim is compared with the Latin words of the passage by sound:

* both are reduced to a **consonant skeleton** (katakana through a kana table, Latin through a few
  spelling rules: ``c``/``ck``/``q`` → ``k``, ``ch`` → ``C`` (チ), ``ph`` → ``f``, ``v`` → ``b``, ``l`` → ``r``,
  ``z``/``th``/``sh`` → ``s``; vowels, ``w``, ``y`` and an ``h`` not at the start dropped; doubled letters once):
  キャメロン and Cameron are both ``kmrn``, スピルバーグ and Spielberg ``sprbg``;
* a katakana part (the pieces of a run between its middle dots) matches a word of the passage when their
  skeletons (any of the word's) start alike and are close (:func:`difflib.SequenceMatcher` ratio ≥ 0.8; skeletons of three
  letters or fewer must be equal, or a three-letter one begin the other: アメリカ ``mrk``, American ``mrkn``);
* :func:`anchor_names` writes the claim with each matched name in the passage's spelling (the form the
  model reads across languages) and returns the parts that matched nothing, which
  :func:`grounding.scorer.model._rule_bounds` counts as a name the passage never writes.

The other way round, :func:`unmatched_latin_names` finds the foreign names of an English claim that a
Japanese passage does not write in katakana (Tom Hanks against a passage naming ディカプリオ and
ウィンスレット); the model grounded such claims (0.99).

Chinese transliterations (詹姆斯·卡梅隆) are compared too, by the consonants of their pinyin
(:func:`han_skeletons`, from a table of ``pypinyin``'s readings: :data:`PINYIN_TABLE`): Chinese spells a name's sounds more loosely than katakana
(卡梅隆 ka-mei-long for Cameron, 史蒂文 shi-di-wen for Steven), so each reading a transliteration allows
gives a skeleton (a final nasal with and without it, a ``w`` as nothing and as a ``v``), and a Han
skeleton is compared with the other without voicing (pinyin's b/p, d/t, g/k differ in breath, not voice:
迪 di for "Te" as well as "Di"). A Chinese name is found by its middle dot: the Han characters on each side
of it, up to the first word that is no part of a name (:func:`grounding.engine.text.dotted_han_names`: 由, 和,
是, 执导 ...), and
of those the stretch that sounds most like its match (莱昂纳多 of 该片由莱昂纳多). So names are compared,
and written in the passage's spelling, between any two of Latin script, katakana and Chinese
(:func:`anchor_names` for a claim in any of them against a passage in another).
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import islice
from pathlib import Path

from grounding.engine.text import _KANA_RE, dotted_han_names, to_simplified

#: each katakana's consonant (empty for vowels, ン is n); small kana and the long-vowel mark add nothing
_KANA_CONSONANT = {}
for _row, _cons in (
    ("アイウエオァィゥェォヤユヨャュョワヲヮー", ""),
    ("カキクケコヵヶ", "k"),
    ("ガギグゲゴ", "g"),
    ("サシスセソ", "s"),
    ("ザズゼゾ", "s"),
    ("ジヂ", "j"),
    ("タテト", "t"),
    ("チ", "C"),
    ("ツ", "t"),
    ("ダデド", "d"),
    ("ヅ", "s"),
    ("ナニヌネノ", "n"),
    ("ハヒヘホ", "h"),
    ("フ", "f"),
    ("バビブベボヴ", "b"),
    ("パピプペポ", "p"),
    ("マミムメモ", "m"),
    ("ラリルレロ", "r"),
    ("ン", "n"),
):
    for _k in _row:
        _KANA_CONSONANT[_k] = _cons
_KANA_CONSONANT["ッ"] = ""  # a doubled consonant: doubles collapse anyway
_KANA_VOWELS = "アイウエオ"

_KATAKANA_NAME_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}(?:[・･][\u30a1-\u30fa\u30fc]{2,})*")
_DOTS_RE = re.compile(r"[・･]")
_LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]")

#: Latin spellings first reduced to one consonant each, longest first; ``ch`` and ``th`` sound several
#: ways in names (Richard, Michael, Charlotte; Smith, Thompson), so each way gives a skeleton
_LATIN_RULES = (
    ("sch", "s"),
    ("tch", "C"),
    ("ck", "k"),
    ("ph", "f"),
    ("sh", "s"),
    ("qu", "k"),
    ("gh", ""),
    ("x", "ks"),
    # an n before a b or p is sounded m, as Japanese writes ン there (Canberra: キャンベラ, kmbr)
    ("nb", "mb"),
    ("np", "mp"),
)
_LATIN_VARIANTS = ((("ch", "C"), ("th", "s")), (("ch", "k"), ("th", "t")), (("ch", "s"), ("th", "s")))
_LATIN_LETTER = {"c": "k", "q": "k", "v": "b", "l": "r", "z": "s", "w": "", "y": "", "h": "", "a": "", "e": "", "i": "", "o": "", "u": ""}
_VOWELS = "aeiouy"


def _collapse(s: str) -> str:
    return re.sub(r"(.)\1+", r"\1", s)


def kana_skeleton(part: str) -> str:
    """The consonant skeleton of a katakana word (キャメロン → ``kmrn``); characters outside the table
    count as nothing, and ン before a b, p or m is an m (トンプソン, Thompson: ``tmpsn``)."""
    sk = "".join(_KANA_CONSONANT.get(ch, "") if ch != "ン" else "N" for ch in unicodedata.normalize("NFKC", part))
    return _collapse(re.sub(r"N(?=[bpm])", "m", sk).replace("N", "n"))


def latin_skeletons(word: str) -> set[str]:
    """The consonant skeletons of a Latin-script word, one per reading of its ``ch`` and ``th`` (Cameron →
    ``kmrn``, Spielberg → ``sprbrg`` / ``sprbg``, Richard → ``rCrd`` / ``rCd`` / ``rkd`` ...). Besides the
    rules above: an ``h`` sounds only at the start (John, Sarah; Harrison), and an ``r`` after a vowel and
    not before one gives a skeleton with it and one without (Japanese writes Spielberg's and Christopher's
    as a long vowel, Leonardo's as ル); a skeleton ending in a plural's ``s`` also gives one without it, and
    a ``z`` is read as a ``j`` too (Zimmer: ジマー) and as a ``t`` (Mozart: モーツァルト)."""
    base = _collapse(word.lower().replace("'", "").replace("-", ""))
    out = set()
    for variant in _LATIN_VARIANTS:
        w = base
        for a, b in _LATIN_RULES + variant:
            w = w.replace(a, b)
        w = re.sub(r"c(?=[eiy])", "s", w)  # a soft c (race, Lucy)
        w = w[:1] + w[1:].replace("h", "")
        for spelt in (w, re.sub(rf"(?<=[{_VOWELS}])r(?![{_VOWELS}])", "", w)):
            if spelt:
                head = "h" if spelt[0] == "h" else _LATIN_LETTER.get(spelt[0], spelt[0])
                out.add(_collapse(head + "".join(_LATIN_LETTER.get(ch, ch) for ch in spelt[1:] if ch.isalpha())))
    # a plural's s (dollars, metres: ドル, メートル)
    out |= {sk[:-1] for sk in out if len(sk) >= 3 and sk.endswith("s") and not sk.endswith("ss")}
    # a wh that Japanese writes as h (White: ホワイト)
    if base.startswith("wh"):
        out |= latin_skeletons(word.lower()[1:])
    # a z that Japanese and Chinese write as j (Zimmer: ジマー, 季默), or, sounded ts, as ツ (Mozart: モーツァルト)
    if "z" in base:
        out |= latin_skeletons(word.lower().replace("z", "j")) | latin_skeletons(word.lower().replace("z", "t"))
    return out - {""}


@lru_cache(maxsize=65536)
def _close(a: str, b: str) -> bool:
    if not a or not b or a[0] != b[0]:
        return False
    if min(len(a), len(b)) <= 3:
        # short skeletons must be equal, or the shorter of three letters begin the longer (アメリカ mrk,
        # American mrkn: an adjective's ending)
        return a == b or (min(len(a), len(b)) == 3 and (a.startswith(b) or b.startswith(a)))
    return SequenceMatcher(None, a, b).ratio() >= 0.8


#: the pinyin table (:mod:`grounding.training.pinyin_table` writes it from ``pypinyin``): the toneless reading
#: of each character from PINYIN_FIRST to PINYIN_LAST, one a line
PINYIN_TABLE = Path(__file__).parent / "pinyin.txt"
PINYIN_FIRST, PINYIN_LAST = 0x4E00, 0x9FFF


@lru_cache(maxsize=1)
def _pinyin_table() -> tuple[str, ...]:
    return tuple(PINYIN_TABLE.read_text(encoding="utf-8").split("\n"))


def pinyin_of(text: str) -> list[str]:
    """The toneless pinyin of each Han character of ``text`` (its most common reading; others are skipped)."""
    table = _pinyin_table()
    return [r for ch in text if PINYIN_FIRST <= ord(ch) <= PINYIN_LAST and (r := table[ord(ch) - PINYIN_FIRST])]


#: readings of characters often found in Chinese names that their most common reading (:func:`pinyin_of`) is
#: not: surnames (曾 zeng, not ceng; 单 shan, not dan), given names (长 zhang as well as chang), places (成都
#: Chengdu: 都 du, not dou; 厦门 Xiamen) and the forms Japanese writes some characters in (芸 for 藝)
_NAME_READINGS = {
    "曾": "zeng", "单": "shan", "解": "xie", "仇": "qiu", "朴": "piao", "查": "zha", "翟": "zhai", "缪": "miao",
    "区": "ou", "乐": "yue", "盖": "ge", "覃": "qin", "长": "zhang", "重": "chong", "行": "hang", "柏": "bai",
    "都": "du", "厦": "xia", "藏": "zang", "朝": "zhao", "会": "kuai", "蚌": "beng", "六": "lu", "番": "pan",
    # Japanese forms of characters whose Chinese form reads otherwise (張芸謀 is 张艺谋: 芸 for 藝)
    "芸": "yi", "竜": "long", "沢": "ze", "広": "guang", "伝": "chuan", "栄": "rong", "恵": "hui", "徳": "de",
    "黒": "hei", "関": "guan", "浅": "qian", "桜": "ying", "鉄": "tie", "辺": "bian",
}  # fmt: skip
#: a Chinese name written in Latin letters (:func:`pinyin_name_edits`, :func:`unmatched_pinyin_names`) is read
#: at up to this many words and matched with a stretch of up to this many Han characters
PINYIN_NAME_WORDS, PINYIN_NAME_CHARS = 3, 6
#: the surnames (in pinyin) of a Latin-script name that :func:`unmatched_pinyin_names` takes for a Chinese
#: person's (the most common surnames, less those English writes as words: he, long, fan, bai, mo)
CHINESE_SURNAMES = frozenset(
    "wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo lin luo zheng liang xie song tang han feng deng "
    "cao peng zeng xiao tian dong yuan pan yu jiang cai jia ding wei xue ye yan shen lu ren yao tu lei fang shi qian kong "
    "du su lv lyu cui qin meng hou qiu xiong gu jin duan hao qi zou shao wan tan mao wen dai kang ni niu yin ou lai gong "
    "zhai ji jiao xing xia fu cheng zhong bao jing ruan lan lou chu mei sheng tao pang rao".split()
)


@lru_cache(maxsize=8192)
def name_readings(ch: str) -> tuple[str, ...]:
    """The toneless readings of one Han character as a name in Latin letters may spell it: its most common
    reading, a name's reading (:data:`_NAME_READINGS`), and ü as English writes it (吕: lu, lv, lyu)."""
    out = [*pinyin_of(ch), *([_NAME_READINGS[ch]] if ch in _NAME_READINGS else [])]
    spelt = [r for x in out for r in ((x.replace("ü", "u"), x.replace("ü", "v"), x.replace("ü", "yu")) if "ü" in x else (x,))]
    return tuple(dict.fromkeys(spelt))


@lru_cache(maxsize=1)
def pinyin_syllables() -> frozenset[str]:
    """Every toneless syllable of the pinyin table with a vowel, ü also as u, v and yu."""
    syllables = {x for x in _pinyin_table() if re.search("[aeiouü]", x)}  # not the interjections m, n, hm
    return frozenset(r for x in syllables for r in ((x.replace("ü", "u"), x.replace("ü", "v"), x.replace("ü", "yu")) if "ü" in x else (x,)))


@lru_cache(maxsize=8192)
def pinyin_syllable_count(word: str) -> int:
    """How many pinyin syllables a Latin word is, read as pinyin (Yimou: yi-mou, 2; Huawei: 2; Xi'an: 2), or 0
    where it is none (Kate: ka-te is, Cameron is not); the fewest where it splits in several ways."""
    w = word.lower().replace("'", "").replace("’", "").replace("-", "")
    if not w.isascii() or not w.isalpha():
        return 0
    syl = pinyin_syllables()
    best = [0] + [-1] * len(w)
    for i in range(len(w)):
        if best[i] < 0:
            continue
        for j in range(i + 1, min(len(w), i + 6) + 1):
            if w[i:j] in syl and (best[j] < 0 or best[j] > best[i] + 1):
                best[j] = best[i] + 1
    return max(best[-1], 0)


def _pinyin_forms(words: list[str]) -> tuple[str, ...]:
    """A name's words run together as pinyin, as written and, for two words or more, with the last first
    (Yimou Zhang is 张艺谋 as well as Zhang Yimou)."""
    flat = [re.sub(r"[\-'’]", "", w).lower() for w in words]
    forms = ["".join(flat)]
    if len(flat) >= 2:
        forms.append(flat[-1] + "".join(flat[:-1]))
    return tuple(dict.fromkeys(forms))


@lru_cache(maxsize=1024)
def _reading_starts(text: str) -> dict[str, tuple[int, ...]]:
    """The positions of ``text``'s Han characters by the first letter of each of their readings."""
    out: dict[str, list[int]] = {}
    for i, ch in enumerate(text):
        for letter in {r[0] for r in name_readings(ch)}:
            out.setdefault(letter, []).append(i)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=8192)
def _han_stretch_reading(text: str, form: str) -> tuple[int, int] | None:
    """The first stretch of two to :data:`PINYIN_NAME_CHARS` Han characters of ``text`` whose readings
    (:func:`name_readings`), run together, are ``form``."""

    def reach(i: int, pos: int, depth: int) -> int | None:
        if pos == len(form):
            return i if depth >= 2 else None
        if i >= len(text) or depth >= PINYIN_NAME_CHARS:
            return None
        for r in name_readings(text[i]):
            if form.startswith(r, pos) and (end := reach(i + 1, pos + len(r), depth + 1)) is not None:
                return end
        return None

    for i in _reading_starts(text).get(form[:1], ()) if form else ():
        if (end := reach(i, 0, 0)) is not None:
            return i, end
    return None


def _pinyin_runs(text: str) -> list[tuple[int, int, list[str]]]:
    """The stretches of capitalised Latin words of ``text`` that read as pinyin (each word a syllable or more,
    a word alone two or more and rarer than :data:`COMMON_ZIPF`: Huawei, Shenzhen, not China), as ``(start, end,
    words)``: of each run of capitalised words, every stretch of up to :data:`PINYIN_NAME_WORDS` words, longest first."""
    from wordfreq import zipf_frequency

    out = []
    for m in islice(_LATIN_NAME_RE.finditer(text), MAX_LATIN_NAMES):
        # a name is a few words: a hostile run of thousands is read at its first few
        spans = [(w.start() + m.start(), w.end() + m.start(), w.group()) for w in islice(re.finditer(r"\S+", m.group()), 4 * PINYIN_NAME_WORDS)]
        for k in range(min(PINYIN_NAME_WORDS, len(spans)), 0, -1):
            for a in range(len(spans) - k + 1):
                part = spans[a : a + k]
                words = [w for _, _, w in part]
                if not all(pinyin_syllable_count(w) for w in words):
                    continue
                if k == 1 and (pinyin_syllable_count(words[0]) < 2 or zipf_frequency(words[0].lower(), "en") >= COMMON_ZIPF):
                    continue
                out.append((part[0][0], part[-1][1], words))
                if len(out) >= MAX_LATIN_NAMES:
                    return out
    return out


@lru_cache(maxsize=4096)
def pinyin_name_edits(premise: str, claim: str) -> tuple[tuple[int, int, str], ...]:
    """Chinese names written in Han characters on one side and in pinyin on the other, as edits of the NFKC
    ``claim`` ``(start, end, the premise's spelling)``: a capitalised Latin run of the claim whose words read,
    as pinyin, like a stretch of the passage's Han characters (Zhang Yimou, Yimou Zhang as 张艺谋; Huawei as
    华为; Shenzhen as 深圳), and a stretch of the claim's Han characters that reads like a capitalised run of an
    English passage (张艺谋 as Zhang Yimou). The multilingual cross-encoder does not read a name across the two
    (`Hero was directed by Zhang Yimou.` against 由张艺谋执导: 0.13; with 张艺谋 written in the claim: 1.0), and
    the sound rules of :func:`anchor_names` compare transliterations, not native names. Only exact readings
    match (the most common reading of each character, a name's reading, :func:`name_readings`), and stretches
    of the longest runs first; a stretch already written as the other side writes it is no edit."""
    p = unicodedata.normalize("NFKC", premise)
    c = unicodedata.normalize("NFKC", claim)
    edits: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    if _HAN_ONLY_RE.search(p):
        for s, e, words in _pinyin_runs(c):
            if not free(s, e) or " ".join(words).lower() in p.lower():
                continue
            for form in _pinyin_forms(words):
                if hit := _han_stretch_reading(p, form):
                    edits.append((s, e, p[hit[0] : hit[1]]))
                    taken.append((s, e))
                    break
    if _HAN_ONLY_RE.search(c):
        for _, _, words in _pinyin_runs(p):
            for form in _pinyin_forms(words):
                if (hit := _han_stretch_reading(c, form)) and free(*hit) and c[hit[0] : hit[1]] not in p:
                    edits.append((hit[0], hit[1], " ".join(words)))
                    taken.append(hit)
                    break
    return tuple(edits)


#: pinyin initials as the consonants of :func:`kana_skeleton` and :func:`latin_skeletons` (zh / j as the j of
#: James: 詹; q / ch as the ch of Charles; x / sh / z / c as an s; l as an r; y and w as nothing)
_PINYIN_INITIAL = (("zh", "j"), ("ch", "C"), ("sh", "s"), ("q", "C"), ("x", "s"), ("z", "s"), ("c", "s"), ("l", "r"), ("y", ""))
#: what is lost in comparing a skeleton with a Han one (see the module's notes): voicing
_DEVOICE = str.maketrans("bdgj", "ptkC")


@lru_cache(maxsize=8192)
def han_skeletons(part: str) -> frozenset[str]:
    """The consonant skeletons of a Chinese transliteration, without voicing (卡梅隆 ka-mei-long → ``kmr`` /
    ``kmrn``): one per reading it allows (a final ng kept as an n or dropped, a final n also read as an m:
    廉 lian for the "liam" of Williams; a w read as nothing or as a v: 文 wen for the "ven" of Steven; 尔 / 儿
    as an r; an x also as an h: 休斯顿 xiu-si-dun for Houston, 希拉里 for Hillary); empty for text without Han
    characters. Only the first six syllables are read; a first character Chinese translates in place names (南 South,
    新 New, 圣 Saint: :data:`_TRANSLATED_PREFIXES`) is also read as the English word."""
    options: list[tuple[str, ...]] = []
    for syl in pinyin_of(part):
        if syl == "er":
            options.append(("r",))
            continue
        init, part_initial = "", syl[:1]
        for a, b in _PINYIN_INITIAL:
            if syl.startswith(a):
                init, syl = b, syl[len(a) :]
                break
        else:
            if syl[:1] in "bpmfdtngkhjrs":
                init, syl = syl[0], syl[1:]
        heads = (init, "b") if not init and syl.startswith("w") else (init, "h") if init == "s" and part_initial == "x" else (init,)
        tails = ("", "n", "m") if syl.endswith("n") else ("", "n") if syl.endswith("ng") else ("",)
        options.append(tuple(h + t for h in heads for t in tails))
    if not options:
        return frozenset()
    out = {""}
    for opt in options[:6]:
        out = {a + b for a in out for b in opt}
    skeletons = {_collapse(sk).translate(_DEVOICE) for sk in out} - {""}
    # a first character translated, not transliterated (南安普敦: South + an-pu-dun, Southampton)
    if len(part) >= 3 and part[0] in _TRANSLATED_PREFIXES:
        rest = han_skeletons(part[1:])
        skeletons |= {_collapse(a + b).translate(_DEVOICE) for word in _TRANSLATED_PREFIXES[part[0]] for a in latin_skeletons(word) for b in rest}
    return frozenset(skeletons)


#: first characters of a place name that Chinese translates, not transliterates (南安普敦 Southampton, 新泽西 New Jersey,
#: 圣彼得堡 Saint Petersburg, 西弗吉尼亚 West Virginia): read as the English word as well as by their sound
_TRANSLATED_PREFIXES = {
    "南": ("South",), "北": ("North",), "东": ("East",), "東": ("East",), "西": ("West",), "新": ("New",),
    "圣": ("Saint", "San", "Santa"), "聖": ("Saint", "San", "Santa"),
}  # fmt: skip


def _without_r(sk: str) -> str:
    """A katakana skeleton without its r's after the first letter: Chinese drops an r that katakana writes
    (レオナルド ``rnrd``, 莱昂纳多 ``rnt``), as it drops Latin's r after a vowel (:func:`latin_skeletons`)."""
    return sk[:1] + sk[1:].replace("r", "")


#: characters Chinese writes foreign names with (the syllables of Xinhua's transliteration tables: 多伦多
#: Toronto, 安大略 Ontario, 渥太华 Ottawa): a run of two or more of them outside a dotted name is read as a
#: name that may be written without a dot (:func:`undotted_han_names`)
TRANSLIT_CHARS = frozenset(
    "阿埃艾爱安昂奥澳巴拜班邦保鲍贝本比彼毕宾滨波博伯勃布查柴彻达戴丹道德登迪蒂丁东杜敦多厄恩尔法凡范菲斐芬丰冯佛弗伏福富盖"
    "甘冈高戈哥格根贡古瓜圭哈海汉豪赫亨洪胡华怀惠霍基吉加迦贾杰捷金津卡凯坎康考柯科克肯库夸奎昆拉莱赖兰朗劳勒雷蕾黎里理丽"
    "利莉列林琳伦罗洛隆卢鲁路吕略马玛迈麦曼芒梅蒙孟米敏莫默姆穆纳娜奈南内尼妮宁纽努诺欧帕派潘庞佩彭皮普齐奇琪恰乔切钦琼丘"
    "萨塞赛桑瑟森沙莎尚绍舍施什史斯松苏索塔泰坦汤唐特提廷通图托瓦万旺威韦维魏温沃乌伍西希锡席夏谢辛欣休雅亚延扬耶伊因英尤"
    "约扎泽詹祖佐渥魁拿堡顿娅薇黛丝瑙兹茨大北太意柏悉代"
)
#: an undotted name is looked for at this many characters or more: shorter runs of transliteration characters
#: are often common words (高达, 大约)
UNDOTTED_NAME_MIN = 3
#: a run longer than this is no name (the longest transliterations run to eight or nine characters:
#: 阿姆斯特丹, 圣彼得堡), and a text is read at its first MAX_UNDOTTED_NAMES runs: each is compared at every
#: stretch, so a hostile text of one long run, or of thousands, would cost quadratic time
MAX_UNDOTTED_RUN = 10
MAX_UNDOTTED_NAMES = 64
_HIRAGANA_RE = re.compile(r"[\u3041-\u309f]")
_TRANSLIT_RUN_RE = re.compile("[" + "".join(sorted(TRANSLIT_CHARS)) + "]{2,}")


@lru_cache(maxsize=4096)
def undotted_han_names(text: str) -> tuple[tuple[int, int], ...]:
    """The stretches of NFKC ``text`` that may be foreign names Chinese writes without a dot: runs of two or
    more :data:`TRANSLIT_CHARS` (in simplified characters) outside dotted names, titles and countries
    (多伦多 and 安大略 of 多伦多是安大略省的首府; not 加拿大, a country :func:`grounding.scorer.cjk.countries`
    compares). Japanese text (with hiragana) has none: its kanji are read otherwise."""
    from grounding.scorer.cjk import COUNTRIES

    if _HIRAGANA_RE.search(text) or not _HAN_ONLY_RE.search(text):
        return ()
    simple = to_simplified(text)
    if len(simple) != len(text):
        return ()
    chars = list(simple)
    for s, e, _ in dotted_han_names(text):
        chars[s:e] = "\0" * (e - s)
    for m in _TITLE_RE.finditer(text):
        chars[m.start() : m.end()] = "\0" * (m.end() - m.start())
    masked = "".join(chars)
    for form in sorted((f for forms in COUNTRIES.values() for f in forms), key=len, reverse=True):
        masked = masked.replace(form, "\0" * len(form))
    runs = (m.span() for m in _TRANSLIT_RUN_RE.finditer(masked) if m.end() - m.start() <= MAX_UNDOTTED_RUN)
    return tuple(islice(runs, MAX_UNDOTTED_NAMES))


#: a title in the brackets Chinese and Japanese write titles in (《泰坦尼克号》, 『タイタニック』)
_TITLE_RE = re.compile(r"[《『]([^《》『』]{1,40})[》』]")
_HAN_ONLY_RE = re.compile(r"[\u4e00-\u9fff]+")


def _title_forms(title: str) -> list[str]:
    """A title in Han characters or katakana as it may be transliterated: as written, and a Han one without
    a ship's 号 / 號 (泰坦尼克号 is Titanic, タイタニック)."""
    if _KATAKANA_NAME_RE.fullmatch(title):
        return [title]
    if not _HAN_ONLY_RE.fullmatch(title):
        return []
    return [title] + ([title[:-1]] if len(title) >= 3 and title[-1] in "号號" else [])


@lru_cache(maxsize=1024)
def title_forms(text: str) -> frozenset[str]:
    """The titles ``text`` writes in title brackets, in every form :func:`_title_forms` reads (泰坦尼克号, 泰坦尼克)."""
    return frozenset(f for m in _TITLE_RE.finditer(unicodedata.normalize("NFKC", text)) for f in [m.group(1), *_title_forms(m.group(1))])


class _Target:
    """The names of a passage in one script, as ``(skeletons, spelling)``, to write a claim's names in."""

    def __init__(self, premise: str):
        self._indexes: dict[tuple[str, bool, bool, bool], dict[str, list[tuple[str, str]]]] = {}
        self.latin: list[tuple[set[str], str]] = []
        self.latin_names: list[tuple[set[str], str]] = []  # capitalised: what Chinese transliterates
        self.short: dict[tuple[str, bool], str] = {}  # (one-consonant skeleton, starts with a vowel) -> word
        # the last word of each run of capitalised words: a surname (Cameron of James Cameron, not John of
        # John Williams), what the last part of a Chinese name is matched with
        ends = {m.end() for m in _LATIN_NAME_RE.finditer(premise)}
        self.surnames: list[tuple[set[str], str]] = []
        for m in _LATIN_WORD_RE.finditer(premise):
            w = m.group()
            sks = latin_skeletons(w)
            self.latin.append((sks, w))
            if w[0].isupper():
                self.latin_names.append((sks, w))
                if m.end() in ends:
                    self.surnames.append((sks, w))
            for sk in sks:
                if len(sk) == 1 and len(w) >= 3 and w[0].isupper():
                    self.short.setdefault((sk, w[0].lower() in "aeiou"), w)
        self.kana = [({kana_skeleton(p)} - {""}, p) for m in _KATAKANA_NAME_RE.finditer(premise) for p in _DOTS_RE.split(m.group())]
        self.han = []
        for m in _TITLE_RE.finditer(premise):  # a title is a name too (《泰坦尼克号》, 『タイタニック』)
            for t in _title_forms(m.group(1)):
                if _HAN_ONLY_RE.fullmatch(t):
                    self.han.append((han_skeletons(t), t))
                else:
                    self.kana.append(({kana_skeleton(t)} - {""}, t))
        for _, _, parts in dotted_han_names(premise):
            self.han += [(han_skeletons(premise[s:e]), premise[s:e]) for s, e in parts]
        # names written without a dot (多伦多, 安大略: runs of transliteration characters)
        self.han += [(han_skeletons(premise[s:e]), premise[s:e]) for s, e in undotted_han_names(premise)]

    def _index(self, kind: str, han: bool, devoice: bool, surname: bool) -> dict[str, list[tuple[str, str]]]:
        """The names of one kind as ``first consonant -> [(skeleton, spelling)]`` (skeletons of two
        consonants or more: a one-consonant part is matched only by the short rule of anchor_names)."""
        key = (kind, han, devoice, surname)
        if key not in self._indexes:
            latin = (self.surnames if surname else self.latin_names) if han else self.latin
            names = {"latin": latin, "kana": self.kana, "han": self.han}[kind]
            index: dict[str, list[tuple[str, str]]] = {}
            for their, spelling in names:
                for b in their | ({_without_r(x) for x in their} if kind == "kana" and han else set()):
                    if len(b) >= 2:
                        b = b.translate(_DEVOICE) if devoice else b
                        index.setdefault(b[0], []).append((b, spelling))
            self._indexes[key] = index
        return self._indexes[key]

    def match(self, sks: set[str], script: str, han: bool, surname: bool = False) -> tuple[float, int, str] | None:
        """The best ``(ratio, length, spelling)`` among the passage's names in scripts other than ``script``
        whose skeletons are close to one of ``sks`` (:func:`_close`; where either is Han, without voicing and,
        since Chinese spells sounds loosely, short skeletons of three letters or fewer only when equal; a Han
        part only with capitalised Latin words, Chinese translates other words, and a Chinese ``surname``
        only with the last word of a Latin name)."""
        best = None
        for kind in ("latin", "kana", "han"):
            if kind == script:
                continue
            devoice = han or kind == "han"
            index = self._index(kind, han, devoice, surname)
            for a in set(sks) | ({_without_r(x) for x in sks} if script == "kana" and kind == "han" else set()):
                if len(a) < 2:
                    continue
                a = a.translate(_DEVOICE) if devoice else a
                for b, spelling in index.get(a[0], ()):
                    if _close(a, b) if not devoice else a == b or (min(len(a), len(b)) >= 4 and _close(a, b)):
                        cand = (SequenceMatcher(None, a, b).ratio(), len(spelling), spelling)
                        best = cand if best is None or cand > best else best
        return best

    def same_script(self, part: str, script: str) -> tuple[float, int, str] | None:
        """The passage's own spelling of a name ``part`` written in the passage's script in another spelling, as
        ``(ratio, length, spelling)``: a katakana part whose skeleton without voicing is the same and whose kana
        are alike (ジェームス for ジェームズ, デカプリオ for ディカプリオ, ケート for ケイト; not カート), or a Chinese part
        of two characters or more, no more than one longer or shorter, whose skeleton without voicing is the same or
        close (詹姆士 for 詹姆斯, 温丝莱特 for 温斯莱特, 狄卡皮欧 for 迪卡普里奥). Japanese and Chinese spell foreign names in
        several ways."""
        best = None
        if script == "kana":
            sk = kana_skeleton(part).translate(_DEVOICE)
            folded = part.replace("ー", "")
            for their, spelling in self.kana:
                if abs(len(folded) - len(spelling.replace("ー", ""))) > 1:
                    continue  # コスパイイ is コスパ and more
                if len(sk) >= 2 and any(t.translate(_DEVOICE) == sk for t in their):
                    ratio = SequenceMatcher(None, folded, spelling.replace("ー", "")).ratio()
                    if ratio >= 0.75 and (best is None or (ratio, len(spelling)) > best[:2]):
                        best = (ratio, len(spelling), spelling)
        elif len(part) >= 2 and _mostly_transliteration(part):
            mine = {x.translate(_DEVOICE) for x in han_skeletons(part)}
            for their, spelling in self.han:
                # a stretch of a name and the words after it (候赛因只有, 克林顿出席白) is no spelling of a name
                if abs(len(spelling) - len(part)) > 1 or not _mostly_transliteration(spelling):
                    continue
                theirs = {x.translate(_DEVOICE) for x in their}
                if any(len(a) >= 3 and len(b) >= 3 and (a == b or _close(a, b)) for a in mine for b in theirs):
                    ratio = SequenceMatcher(None, part, spelling).ratio()
                    if best is None or (ratio, len(spelling)) > best[:2]:
                        best = (ratio, len(spelling), spelling)
        return best


def _mostly_transliteration(part: str) -> bool:
    """All characters of ``part`` but one at most are :data:`TRANSLIT_CHARS` (詹姆士, 李奥纳多; not 克林顿出席白)."""
    return sum(ch not in TRANSLIT_CHARS for ch in part) <= 1


def _han_match(target: _Target, part: str, whole: bool, surname: bool) -> tuple[float, int, str] | None:
    """:meth:`_Target.match` for a part of a Chinese name; a ``whole`` part of two characters or more
    whose skeleton is a single consonant (劳拉 lao-la, Laura) matches only a capitalised Latin word of four
    letters or more with that skeleton that starts with a vowel where the part does (as katakana's in
    :func:`anchor_names`)."""
    sks = han_skeletons(part)
    if sks and max(map(len, sks)) == 1:
        if not whole or len(part) < 2:
            return None
        vowel = "".join(pinyin_of(part[0]))[:1] in "aeiouyw"
        sk = next(iter(sks))
        word = next((w for (k, v), w in target.short.items() if k.translate(_DEVOICE) == sk and v == vowel and len(w) >= 4), None)
        return (1.0, 0, word) if word else None
    return target.match(sks, "han", True, surname)


def _joined(spellings: list[str]) -> str:
    """Parts of one name in the passage's script, joined as that script joins them."""
    if all(_LATIN_WORD_RE.fullmatch(x) for x in spellings):
        return " ".join(spellings)
    return ("・" if all(_KATAKANA_NAME_RE.fullmatch(x) for x in spellings) else "·").join(spellings)


#: the dotted Chinese names of a claim that :func:`anchor_names` reads (each at several stretches: a hostile
#: claim of 800 names took 1.2 s against a passage of 120); a real claim names a few
MAX_HAN_NAMES = 16


@lru_cache(maxsize=4096)
def _target(premise: str) -> _Target:
    return _Target(premise)


@lru_cache(maxsize=4096)
def anchor_names(premise: str, claim: str) -> tuple[str, tuple[str, ...]]:
    """``claim`` with each name part written in another script than the passage's names (a katakana part,
    a part of a dotted Chinese name, a capitalised Latin word of a name) that sounds like a name of
    ``premise`` in another script written as that name (parts of one name joined as its script joins
    them), and the katakana and Chinese parts that sound like none of them. A name the passage writes as
    the claim does is left as it is.

    A katakana part whose skeleton is a single consonant (ローラ ``r``, オタワ ``t``) matches only a
    capitalised Latin word of three letters or more with that skeleton that also starts with a vowel where
    the part does (Laura, Ottawa; not It or The). Latin words are matched only against a passage in CJK
    scripts, and only the names :func:`unmatched_latin_names` would look for; one that matches nothing
    is left to it."""
    p = unicodedata.normalize("NFKC", premise)
    c = unicodedata.normalize("NFKC", claim)
    target = _target(p)
    unmatched: list[str] = []
    edits: list[tuple[int, int, str]] = []

    for m in _KATAKANA_NAME_RE.finditer(c):
        if m.group() in p:
            continue
        if m.start() and c[m.start() - 1].isdigit():
            continue  # a unit after its number (553メートル), no name: メートル sounded like 安大略
        out = []
        for part in _DOTS_RE.split(m.group()):
            sk = kana_skeleton(part)
            if len(sk) == 1:
                word = target.short.get((sk, part[0] in _KANA_VOWELS))
                hit = (1.0, 0, word) if word else None
            else:
                hit = target.match({sk}, "kana", False) if sk else None
            # the passage's own katakana in another spelling (ジェームス for ジェームズ)
            hit = hit or target.same_script(part, "kana")
            if hit is None:
                unmatched.append(part)
                break
            out.append(hit[2])
        else:
            edits.append((m.start(), m.end(), _joined(out)))

    # the first MAX_HAN_NAMES dotted Chinese names (each is read at several extents: a hostile claim of 800
    # names took 1.2 s against a passage of 120 names)
    for s, e, parts in dotted_han_names(c)[:MAX_HAN_NAMES]:
        if c[s:e] in p:
            continue
        # each part as the stretch that sounds most like a name of the passage (the first part may start
        # later, the last end earlier); a given name may be transliterated irregularly (约翰 for John), so
        # only the surname, the last part, must match: the others are written as the passage writes them
        # where they match, and left as they are where not
        hits = []
        for k, (ps, pe) in enumerate(parts):
            starts = range(ps, pe) if k == 0 else (ps,)
            ends = range(ps + 1, pe + 1) if k == len(parts) - 1 else (pe,)
            best = None
            for a in starts:
                for b in ends:
                    # a stretch of one character only where the part is one (肯·洛奇), else 马 of 马特 is a name
                    whole, last = (a, b) == (ps, pe), k == len(parts) - 1
                    hit = _han_match(target, c[a:b], whole, last) if b - a >= 2 or pe - ps == 1 else None
                    # or in the passage's own Chinese spelling of it (詹姆士 for 詹姆斯), the name as the passage writes it
                    # first (克林顿 of 克林顿出席白宫, which is no part of a longer name)
                    hit = hit or target.same_script(c[a:b], "han")
                    if hit:
                        cand = (hit[0], b - a, hit[2], a, b)
                        best = cand if best is None or cand[:2] > best[:2] else best
            hits.append(best)
        if hits[-1] is None:
            unmatched.append(c[parts[-1][0] : parts[-1][1]])
        elif all(hits):
            edits.append((hits[0][3], hits[-1][4], _joined([h[2] for h in hits])))
        else:
            edits.append((hits[-1][3], hits[-1][4], hits[-1][2]))

    # names written without a dot (多伦多是安大略省的首府 against Toronto ... Ontario): the longest stretch of
    # each run that sounds like a name of the passage in another script; one that sounds like none is left
    # as it is (the run may be a common word: 大多; :func:`swapped_undotted_names` reads the others)
    if target.latin_names or target.kana:
        for s, e in undotted_han_names(c)[:MAX_HAN_NAMES]:
            if c[s:e] in p:
                continue
            best = None
            # the run, or it without a character or two at either end (在多伦多 is no run, but 安大略 may stand
            # before another transliteration character: 大安大略)
            for a in range(s, min(s + 3, e - 1)):
                for b in range(e, max(e - 3, a + 1), -1):
                    if (hit := target.match(han_skeletons(c[a:b]), "han", True)) and (best is None or (b - a, hit[0]) > best[:2]):
                        best = (b - a, hit[0], hit[2], a, b)
            if best:
                edits.append((best[3], best[4], best[2]))

    for m in _TITLE_RE.finditer(c):
        if m.group(1) in p:
            continue
        for t in _title_forms(m.group(1)):
            han = bool(_HAN_ONLY_RE.fullmatch(t))
            if han and any(ch not in TRANSLIT_CHARS for ch in to_simplified(t)):
                continue  # a title in words (《英雄》, hero), not in sounds (泰坦尼克): no name of the passage's
            if hit := target.match(han_skeletons(t) if han else {kana_skeleton(t)}, "han" if han else "kana", han):
                edits.append((m.start(1), m.end(1), hit[2]))
                break

    if target.kana or target.han:
        for m, words in _latin_names(p, c):
            if any(w.lower() in p.lower() for w in words):
                continue
            spans = [(w.start() + m.start(), w.end() + m.start(), w.group()) for w in re.finditer(r"\S+", m.group())]
            hits = [target.match(latin_skeletons(w), "latin", False) for _, _, w in spans]
            if all(hits):  # the whole name, joined as the passage joins it (James Cameron: 詹姆斯·卡梅隆)
                edits.append((m.start(), m.end(), _joined([h[2] for h in hits])))
            else:  # the words that sound like a part, each in its place
                edits += [(a, b, h[2]) for (a, b, w), h in zip(spans, hits) if h and w in words]

    # Chinese names in Han characters on one side and in pinyin on the other (Zhang Yimou: 张艺谋), before others
    pinyin = pinyin_name_edits(premise, claim)
    edits = [x for x in edits if all(x[1] <= a or x[0] >= b for a, b, _ in pinyin)] + list(pinyin)
    # a name written as the passage writes it already is no edit (克林顿 of 克林顿出席白宫)
    edits = [(s, e, spelling) for s, e, spelling in edits if c[s:e] != spelling]
    text, end = c, len(c) + 1
    for s, e, spelling in sorted(set(edits), reverse=True):
        if e <= end:  # a title that is also a katakana name is written once
            text, end = text[:s] + spelling + text[e:], s
    return (text if edits else claim), tuple(unmatched)


_LATIN_SENTENCE_RE = re.compile(r"[^.!?\n]+[.!?]*")
_NUMBER_RE = re.compile(r"\d+")


def spelling_in(text: str, name: str) -> str | None:
    """How Japanese or Chinese ``text`` writes the person ``name`` of an English passage (James Cameron: ジェームズ・
    キャメロン, 詹姆斯·卡梅隆; Zhang Yimou: 张艺谋), where every word of the name sounds like a part of one of its names,
    or the name reads as pinyin of a stretch of it; else None."""
    t = unicodedata.normalize("NFKC", text)
    words = name.split()
    if all(pinyin_syllable_count(w) for w in words):
        for form in _pinyin_forms(words):
            if hit := _han_stretch_reading(t, form):
                return t[hit[0] : hit[1]]
    target = _target(t)
    hits = [target.match(latin_skeletons(w), "latin", False) for w in words]
    return _joined([h[2] for h in hits]) if hits and all(hits) else None


def best_latin_sentence(premise: str, claim: str) -> str | None:
    """For a claim read against a passage in Latin script (its names already in the passage's spelling,
    :func:`anchor_names`), the passage's sentence that writes the most of the claim's Latin words and
    numbers (the first of equals); None for a passage of one sentence or a claim that shares none.
    The cross-lingual counterpart of :func:`grounding.scorer.cjk.best_sentence`: a Japanese claim about
    one sentence of an English passage is judged better against that sentence (ジェームズ・キャメロンが
    脚本を書いた: 0.09 against the whole Titanic passage, 0.71 against its "written ... by James Cameron")."""
    want = {w.lower() for w in _LATIN_WORD_RE.findall(claim)} | set(_NUMBER_RE.findall(claim))
    sentences = [x for x in (m.group(0).strip() for m in _LATIN_SENTENCE_RE.finditer(premise)) if x]
    if len(sentences) < 2 or not want:
        return None
    best, best_n = None, 0
    for x in sentences:
        n = len(want & ({w.lower() for w in _LATIN_WORD_RE.findall(x)} | set(_NUMBER_RE.findall(x))))
        if n > best_n:
            best, best_n = x, n
    return best


#: the runs of capitalised words of a claim that :func:`_latin_names` reads (a hostile claim of 3,000 names
#: took 0.7 s); a real claim names a few
MAX_LATIN_NAMES = 64
#: a run of capitalised Latin words (one name: Tom Hanks, Academy Awards)
_LATIN_NAME_RE = re.compile(r"[A-Z][A-Za-z'\-]*(?:\s+[A-Z][A-Za-z'\-]*)*")
#: a word that reads as romanised Japanese (Natsume, Soseki, Fuji, Tokyo, Ottawa): (C)(y)V syllables, n,
#: and a doubled consonant before a syllable
#: (the syllabic n never before a vowel, so that each word reads one way only: no backtracking on long words)
_ROMAJI_RE = re.compile(r"(?:(?:([kstpc])(?=\1))?(?:sh|ch|ts|[kgnhbpmr]y|[kgsztdnhbpmyrwfj])?[aeiou]|n(?![aeiouy]))+")
#: English words at least this frequent (wordfreq's Zipf scale: the, British, American, English) are
#: words a Japanese passage writes in its own script, not names to look for in katakana
COMMON_ZIPF = 5.0


def _sentence_initial_word(claim: str, m: re.Match) -> bool:
    """A word alone at the start of a sentence or list item that is an English word, not a name: as frequent as
    :data:`INITIAL_ZIPF` or more, or with an English ending (Directed, Starring, Notably), or followed by a comma."""
    from wordfreq import zipf_frequency

    before = claim[: m.start()].rstrip()
    if before and before[-1] not in ".!?:;\"'“-*•・\n":
        return False
    w = m.group()
    return zipf_frequency(w.lower(), "en") >= INITIAL_ZIPF or bool(_ENGLISH_ENDING_RE.search(w)) or claim[m.end() : m.end() + 1] == ","


def _latin_names(premise: str, claim: str, mixed: bool = False, initial: bool = True) -> list[tuple[re.Match, list[str]]]:
    """The names of a Latin-script claim that a Japanese or Chinese passage would write in katakana or as a
    dotted Chinese name: runs of capitalised words, each with its words rarer than :data:`COMMON_ZIPF` (The,
    British are left out); against a passage with katakana, a run any of whose words reads as romanised
    Japanese (Natsume Soseki, Mount Fuji, Ottawa) is not one, or with ``mixed`` only a run all of whose rare
    words do (Robert De Niro is one then, Natsume Soseki not); nor is one that the passage writes in Han
    characters read as pinyin (Guo Fan for 郭帆): the passage writes those in kanji or hanzi, which these rules
    do not compare by sound (Yun Ma too: :func:`pinyin_name_edits` reads a name's words in either order). Without
    ``initial``, a word alone at the start of a sentence or list item that reads as an English word is none
    (:func:`_sentence_initial_word`: Directed by James Cameron)."""
    from wordfreq import zipf_frequency

    pinyin = "".join(pinyin_of(premise))  # the passage's Han characters in pinyin, run together (郭帆 → guofan)
    kana = bool(_KATAKANA_NAME_RE.search(premise))
    out = []
    for m in islice(_LATIN_NAME_RE.finditer(claim), MAX_LATIN_NAMES):
        words = [w for w in m.group().split() if zipf_frequency(w.lower(), "en") < COMMON_ZIPF]
        if not initial and len(words) == 1 and " " not in m.group() and _sentence_initial_word(claim, m):
            continue  # Directed by James Cameron (a list item): a word capitalised at a sentence's start
        romaji = [bool(_ROMAJI_RE.fullmatch(w.lower())) for w in words]
        if not words or (kana and (all(romaji) if mixed else any(romaji))):
            continue
        if pinyin and ("".join(w.lower() for w in words) in pinyin or any(_han_stretch_reading(premise, f) for f in _pinyin_forms(words))):
            continue
        out.append((m, words))
    return out


#: a capitalised word alone at the start of a sentence, where every word is capitalised, is a name
#: (:func:`_standalone_names`) only where it is rarer than this, has no English ending (Directed, Starring,
#: Notably) and is followed by no comma (Moreover,)
INITIAL_ZIPF = 4.5
_ENGLISH_ENDING_RE = re.compile(r"(?:ed|ing|ly)$")
#: a name of more words is looked for against a Chinese passage only where one of its words is rarer than
#: this: Chinese translates names of common words by their meaning (Academy Awards: 奥斯卡金像奖, Golden Globe:
#: 金球奖), and transliterates the rest (Tom Hanks, Brad Pitt, Steven Spielberg)
NAME_ZIPF = 4.0


def _loosely_alike(a_sks, b_sks) -> bool:
    """Whether two sets of skeletons sound at all alike, without voicing: equal, one beginning the other (three
    letters or more: 代尔阿布 ``trp``, Deir Abu Maker ``trpmkr``), or close (:func:`_close`). Used where a match only spares a claim (never where it
    grounds one), so it errs towards a match; but two letters beginning a longer skeleton are no match
    (``tr`` of 大略 and トロント ``trnt``), nor three inside one (安大略 ``ntr`` in Montreal ``mntr``)."""
    for a in a_sks:
        a = a.translate(_DEVOICE)
        for b in b_sks:
            b = b.translate(_DEVOICE)
            if a == b or (min(len(a), len(b)) >= 3 and (a.startswith(b) or b.startswith(a))) or _close(a, b):
                return True
    return False


def _name_skeletons(name: str) -> set[str]:
    """The skeletons of a passage's name in katakana or Han characters, loosely (:func:`_loosely_alike`):
    a Han name's also without its h's (华 hua writes "wa": 渥太华, Ottawa), and each stretch of two characters
    or more of it with a skeleton of three letters or more (its run may hold more than the name: 安大略湖)."""
    if _KATAKANA_NAME_RE.fullmatch(name):
        sk = kana_skeleton(name)
        return {sk, _without_r(sk)} - {""}
    whole = {x for sk in han_skeletons(name) for x in (sk, sk[:1] + sk[1:].replace("h", ""))}
    parts = {sk for a in range(len(name)) for b in range(a + 2, len(name) + 1) if b - a < len(name) for sk in han_skeletons(name[a:b])}
    return whole | {sk for sk in parts if len(sk) >= 3}


@lru_cache(maxsize=1024)
def _claim_name_skeletons(claim: str) -> tuple[set[str], ...]:
    """The skeletons of each name of a claim in any script: capitalised Latin words, katakana runs, the parts
    of dotted Chinese names and undotted runs (:func:`_name_skeletons`)."""
    out = [latin_skeletons(w) for w in islice((w for w in _LATIN_WORD_RE.findall(claim) if w[0].isupper()), MAX_LATIN_NAMES)]
    out += [_name_skeletons(x) for m in islice(_KATAKANA_NAME_RE.finditer(claim), MAX_HAN_NAMES) for x in _DOTS_RE.split(m.group())]
    out += [_name_skeletons(claim[s:e]) for s, e in undotted_han_names(claim)]
    out += [_name_skeletons(claim[s:e]) for _, _, parts in dotted_han_names(claim)[:MAX_HAN_NAMES] for s, e in parts]
    return tuple(out)


@lru_cache(maxsize=1024)
def _passage_names(premise: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """A passage's names in any script with their skeletons: titles in title brackets (a Chinese one without
    its 号), the parts of katakana names, capitalised Latin words (rare
    ones: not The, It), the parts of dotted Chinese names and undotted runs of :data:`UNDOTTED_NAME_MIN`
    characters or more; not countries (compared by :func:`grounding.scorer.cjk.countries`)."""
    from wordfreq import zipf_frequency

    from grounding.scorer.cjk import COUNTRY_FORMS

    out = [(t, _name_skeletons(t)) for m in _TITLE_RE.finditer(premise) for t in _title_forms(m.group(1))[-1:]]
    out += [(x, _name_skeletons(x)) for m in _KATAKANA_NAME_RE.finditer(premise) for x in _DOTS_RE.split(m.group())]
    out += [(w, latin_skeletons(w)) for w in _LATIN_WORD_RE.findall(premise) if w[0].isupper() and zipf_frequency(w.lower(), "en") < COMMON_ZIPF]
    # a name of several capitalised words whole too: Chinese may write it as one run (Deir Abu: 代尔阿布)
    out += [(m.group(), latin_skeletons(re.sub(r"\W", "", m.group()))) for m in _LATIN_NAME_RE.finditer(premise) if " " in m.group()]
    out += [(premise[s:e], _name_skeletons(premise[s:e])) for _, _, parts in dotted_han_names(premise) for s, e in parts]
    out += [(premise[s:e], _name_skeletons(premise[s:e])) for s, e in undotted_han_names(premise) if e - s >= UNDOTTED_NAME_MIN]
    return tuple((n, frozenset(sks)) for n, sks in islice(out, MAX_PASSAGE_NAMES) if n not in COUNTRY_FORMS)


#: the names of a passage that :func:`_passage_names` reads (each is compared with each name of the claim)
MAX_PASSAGE_NAMES = 256
#: a prize is often named otherwise in another language (奥斯卡奖 for the Academy Awards): a run before one of
#: these is no name in another's place
_PRIZE_AFTER = "奖獎賞"


@lru_cache(maxsize=4096)
def swapped_undotted_names(premise: str, claim: str) -> tuple[str, ...]:
    """The names a Chinese claim writes without a dot (runs of :data:`UNDOTTED_NAME_MIN` transliteration
    characters or more: 蒙特利尔, 温哥华; not before a prize's 奖) that the passage does not write and that
    sound, however loosely (:func:`_loosely_alike`), like none of its names in any script, where the passage
    writes a name that sounds like none of the claim's: one name in another's place (温哥华是安大略省的首府
    against 多伦多是安大略省的首府, 蒙特利尔是… against トロントは…, and Toronto is …). A run that is no name
    (a common word) is thus spared unless the passage names something the claim does not."""
    p = to_simplified(unicodedata.normalize("NFKC", premise))
    c = unicodedata.normalize("NFKC", claim)
    c = to_simplified(c) if not _KANA_RE.search(c) else c
    theirs = _passage_names(p)
    lost = []
    for s, e in undotted_han_names(c):
        run = c[s:e]
        if e - s < UNDOTTED_NAME_MIN or c[e : e + 1] in _PRIZE_AFTER or any(run[i : i + 2] in p for i in range(len(run) - 1)):
            continue
        if not any(_loosely_alike(_name_skeletons(run), sks) for _, sks in theirs):
            lost.append(run)
    return tuple(lost) if lost and _unanswered(theirs, c) else ()


def _standalone_names(claim: str) -> list[tuple[str, list[str]]]:
    """The runs of capitalised words of an English claim that may be names, each with its rare words (common
    words left out: The, Academy of Academy Awards is kept, Will of Will Smith is not), without acronyms and
    countries (compared by :func:`grounding.scorer.cjk.countries`); a word alone at a sentence's start,
    where every word is capitalised, only where it is rarer than :data:`INITIAL_ZIPF`, has no English
    ending (Directed, Starring, Notably) and is followed by no comma (Moreover,)."""
    from wordfreq import zipf_frequency

    from grounding.scorer.cjk import COUNTRY_FORMS

    out = []
    for m in islice(_LATIN_NAME_RE.finditer(claim), MAX_LATIN_NAMES):
        if m.group() in COUNTRY_FORMS:
            continue
        words = [w for w in m.group().split() if not w.isupper() and zipf_frequency(w.lower(), "en") < COMMON_ZIPF]
        if len(words) == 1 and " " not in m.group():
            w = words[0]
            before = claim[: m.start()].rstrip()
            if (not before or before[-1] in ".!?:;\"'“") and (
                zipf_frequency(w.lower(), "en") >= INITIAL_ZIPF or _ENGLISH_ENDING_RE.search(w) or claim[m.end() : m.end() + 1] == ","
            ):
                continue
        if words:
            out.append((m.group(), words))
    return out


def _unanswered(names, claim: str) -> list[str]:
    """Those of a passage's ``names`` (:func:`_passage_names`) that the claim does not write and that sound,
    however loosely, like none of its names in any script (:func:`_claim_name_skeletons`)."""
    ours = _claim_name_skeletons(claim)
    return [n for n, sks in names if n not in claim and not any(_loosely_alike(sks, o) for o in ours)]


def unmatched_pinyin_names(premise: str, claim: str) -> list[str]:
    """The names of a claim written in Latin letters that read as a Chinese person's name in pinyin (a run of
    two capitalised words, a surname of :data:`CHINESE_SURNAMES` and a given name of one or two syllables: Ma Yun,
    Zhang Yimou, Liu Cixin) that a Chinese passage (Han characters, no kana) writes neither in Han characters that
    read so (:func:`pinyin_name_edits`, either order) nor in Latin letters: a person the passage never names
    (Huawei was founded by Ma Yun against 华为由任正非于1987年在深圳创立: 0.96 from the cross-encoder). Names in other
    romanisations (Sun Yat-sen, Bruce Lee) do not read as pinyin and are not looked for. Places and firms: below."""
    p = unicodedata.normalize("NFKC", premise)
    c = unicodedata.normalize("NFKC", claim)
    if _KANA_RE.search(p) or not _HAN_ONLY_RE.search(p):
        return []
    lost = []
    for m in islice(_LATIN_NAME_RE.finditer(c), MAX_LATIN_NAMES):
        words = m.group().split()
        if len(words) != 2 or words[0].lower() not in CHINESE_SURNAMES or pinyin_syllable_count(words[1]) not in (1, 2):
            continue
        if any(w.lower() in p.lower() for w in words) or any(_han_stretch_reading(p, f) for f in _pinyin_forms(words)):
            continue
        lost.append(m.group())
    # a place or firm in pinyin, one word of two syllables or more (Kunming, Beijing), in a claim whose other names
    # in pinyin the passage writes (Kunming is the capital of Sichuan against 成都是四川省的省会; Huawei was founded in
    # Beijing against 华为…在深圳创立): one in another's place. Not a country (compared by cjk.countries), nor a word
    # that reads as romanised Japanese (Osaka: the passage writes 大阪), nor one that sounds like a name of the passage
    # (Panama: 巴拿马)
    from grounding.scorer.cjk import COUNTRY_FORMS

    runs = _pinyin_runs(c)
    if any(_han_stretch_reading(p, f) for _, _, words in runs for f in _pinyin_forms(words)):
        theirs = _passage_names(p)
        whole = {m.span() for m in islice(_LATIN_NAME_RE.finditer(c), MAX_LATIN_NAMES)}
        for s, e, words in runs:
            w = words[0]
            # a word alone, not one of a longer name (the Lee of Bruce Lee)
            if len(words) != 1 or (s, e) not in whole or w in COUNTRY_FORMS or w.lower() in p.lower() or _ROMAJI_RE.fullmatch(w.lower()):
                continue
            if _han_stretch_reading(p, w.lower()) or any(_loosely_alike(latin_skeletons(w), sks) for _, sks in theirs):
                continue
            if not any(w in name for name in lost):
                lost.append(w)
    return lost


def unmatched_latin_names(premise: str, claim: str) -> list[str]:
    """The names of a Latin-script claim (:func:`_latin_names`) that sound like none of the names a Japanese
    or Chinese passage writes in katakana or Han characters (Tom Hanks against a passage naming
    レオナルド・ディカプリオ and ケイト・ウィンスレット, or 莱昂纳多·迪卡普里奥 and 凯特·温斯莱特); empty where the
    passage writes no such name. A run is matched when one of its words is written in the passage as it
    is, or sounds like one of those names' parts.

    Against a passage without katakana (Chinese), a name of several words is looked for only where one of
    its words is rare (:data:`NAME_ZIPF`: not Academy Awards, which Chinese translates). A name of one word
    against a Chinese passage (Spielberg, Ottawa: Chinese writes those without a dot), and a name with a
    word that reads as romanised Japanese against a Japanese passage (Ottawa, Robert De Niro: it may write
    those in kanji, which are not compared by sound), are looked for among the passage's names in every
    script (:func:`_passage_names`: 多伦多 of :func:`undotted_han_names` too) and are lost where they sound
    like none of them, however loosely (:func:`_loosely_alike`); lost names count only where the passage
    writes a name that no name of the claim sounds like (Ottawa against 多伦多 or トロント: one name in
    another's place; not Pacific against 太平洋, which is no transliteration), and not where they may be the
    passage's titles translated (Inception against 《盗梦空间》)."""
    from wordfreq import zipf_frequency

    p = unicodedata.normalize("NFKC", premise)
    c = unicodedata.normalize("NFKC", claim)
    target = _target(p)
    if not target.kana and not target.han:
        return []
    latin = {w.lower() for w in _LATIN_WORD_RE.findall(p)}
    out = []
    for _, words in _latin_names(p, c, mixed=True, initial=False):
        if any(w.lower() in latin for w in words):
            continue
        if not target.kana and len(words) < 2:
            continue  # one-word names: below
        if not target.kana and not any(zipf_frequency(w.lower(), "en") < NAME_ZIPF for w in words):
            continue
        if not any(target.match({s for s in latin_skeletons(w) if len(s) >= 2}, "latin", False) for w in words):
            out.append(" ".join(words))
    # names of one word against a Chinese passage (Ottawa, Spielberg: Chinese writes them without a dot), and
    # names with a word that reads as romanised Japanese against a Japanese one (Ottawa, Robert De Niro: the
    # passage may write those in kanji), are lost where they sound like none of the passage's names in any
    # script, however loosely, and count only where one of them is a name in another's place: the passage
    # writes a name that none of the claim's sounds like (Ottawa against 多伦多 or トロント; not Pacific against
    # 太平洋, which is no transliteration, nor Tokyo against 東京)
    theirs = _passage_names(p)
    pinyin = "".join(pinyin_of(p))
    lost = []
    for name, words in _standalone_names(c):
        if not target.kana and len(words) > 1:
            continue  # looked for above
        if target.kana and not all(_ROMAJI_RE.fullmatch(w.lower()) for w in words):
            continue  # looked for above
        if any(w.lower() in latin or w.lower() in pinyin for w in words):
            continue
        if not any(_loosely_alike(latin_skeletons(w), sks) for w in words for _, sks in theirs):
            lost.append(name)
    if lost and target.kana:
        # against a Japanese passage, which may write a romanised name in kanji, only where another name of the
        # claim is one of its katakana names (Ontario, オンタリオ: the claim is about what the passage names in
        # katakana), and not in the place of a katakana word after a number (a unit: 634メートル)
        ours = _claim_name_skeletons(c)
        answered = [n for n, sks in theirs if _KATAKANA_NAME_RE.fullmatch(n) and (n in c or any(_loosely_alike(sks, o) for o in ours))]
        units = {m.group() for m in re.finditer(r"(?<=\d)[\u30a1-\u30fa\u30fc]+", p)}
        theirs = tuple((n, sks) for n, sks in theirs if n not in units)
        lost = lost if answered else []
    unanswered = _unanswered(theirs, c) if lost else []
    # a title is often translated, not transliterated (《盗梦空间》 for Inception, 《教父》 for The Godfather): as
    # many lost names as the passage has titles that no name of the claim sounds like may be those
    titles = [t for m in _TITLE_RE.finditer(p) for t in _title_forms(m.group(1))[-1:] if t in unanswered]
    if len(lost) > len(titles) and len(unanswered) > len(titles):
        out += lost
    return out
