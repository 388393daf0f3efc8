"""Is a query seeking assistance? ``False`` for pure pleasantries: thanks, greetings, goodbyes,
acknowledgements and reactions ("thanks!", "ok", "hi there", "👍", "bye", "ありがとう").

Rule: after normalisation, the query is made only of phatic phrases, a few filler words ("so", "much",
"a lot", "there", "for the help") and emoji / punctuation, and at least one phatic phrase or emoji is
present. Any other word means the user wants something ("hi, how do I reset my password?", "thanks,
but how do I export to CSV?", "ok, and the price?", "help", "continue").
"""
from __future__ import annotations

import re
import unicodedata

from grounding.policy.text import normalize

_PHATIC = sorted({
    # thanks
    "thank you very much", "thank you so much", "thanks a lot", "thanks a bunch", "thanks so much",
    "thanks very much", "many thanks", "thank you", "thank u", "thanks", "thanx", "thx", "thnx", "ty",
    "tysm", "cheers", "much appreciated", "appreciated", "appreciate it", "i appreciate it",
    # acknowledgements and reactions
    "ok", "okay", "okey", "okie", "k", "kk", "alright", "all right", "cool", "great", "nice", "awesome",
    "perfect", "excellent", "wonderful", "fantastic", "sweet", "neat", "good", "lol", "lmao", "haha",
    "hahaha", "hehe", "wow", "got it", "gotcha", "understood", "noted", "sounds good", "sounds great",
    "that's all", "that is all", "that's it", "that helps", "that helped", "that was helpful",
    "very helpful", "you're the best", "you are the best", "you rock", "love it", "fair enough",
    "no worries", "no problem", "np", "makes sense", "that makes sense",
    # greetings and goodbyes
    "hi", "hello", "hey", "hiya", "howdy", "yo", "greetings", "good morning", "good afternoon",
    "good evening", "good night", "morning", "evening", "bye", "bye bye", "goodbye", "good bye",
    "see you", "see ya", "see you later", "see you soon", "later", "take care", "talk soon",
    "have a nice day", "have a good day", "have a great day", "have a nice one", "have a good one",
    "how are you", "how are you doing", "how's it going", "what's up", "sup",
    # other languages
    "merci", "merci beaucoup", "danke", "danke schön", "vielen dank", "gracias", "muchas gracias",
    "obrigado", "obrigada", "grazie", "hola", "bonjour", "salut", "ciao", "adiós", "adios", "hallo",
    "tschüss", "au revoir",
}, key=len, reverse=True)
_PHATIC_RE = re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(p) for p in _PHATIC) + r")(?![\w'])")

_CJK_PHATIC = sorted({
    "ありがとうございました", "ありがとうございます", "ありがとう", "どうもありがとう", "どうも", "こんにちは",
    "こんばんは", "おはようございます", "おはよう", "さようなら", "またね", "了解です", "了解", "わかりました",
    "承知しました", "おやすみなさい", "おやすみ", "谢谢你", "谢谢", "多谢", "你好", "再见", "好的", "晚安",
    "感谢", "감사합니다", "고마워요", "고마워", "안녕하세요", "안녕",
}, key=len, reverse=True)
_CJK_RE = re.compile("|".join(re.escape(p) for p in _CJK_PHATIC))

_FILLER = {
    "so", "very", "much", "a", "lot", "lots", "you", "u", "ya", "again", "all", "it", "for", "the", "your",
    "help", "and", "then", "there", "everyone", "everybody", "guys", "friend", "man", "bro", "dude",
    "mate", "folks", "team", "buddy", "oh", "ah", "well", "really", "just", "too", "indeed", "both",
    "now", "that", "this", "was", "is", "helpful", "me", "my", "sir", "madam", "bot", "assistant",
}


def is_non_assist_seeking(query: str) -> bool:
    text = normalize(query or "").strip()
    if not text:
        return True
    had_signal = any(unicodedata.category(ch) == "So" for ch in text)  # emoji such as 👍 🙏 🙂
    text, n = _CJK_RE.subn(" ", text)
    had_signal |= n > 0
    text = text.replace("-", " ")
    text, n = _PHATIC_RE.subn(" ", text)
    had_signal |= n > 0
    if not had_signal and not re.search(r"[:;]-?[)(dp]", text):
        return False
    words = re.findall(r"[^\W_]+(?:'[^\W_]+)?", text)
    return all(w in _FILLER for w in words)
