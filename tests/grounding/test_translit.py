"""Katakana names read against the Latin words of an English passage (``grounding.scorer.translit``)."""

from __future__ import annotations

import pytest

from grounding.scorer.translit import anchor_names, best_latin_sentence, kana_skeleton, latin_skeletons, unmatched_latin_names

PASSAGE = (
    "Jurassic Park is a 1993 American science fiction film directed by Steven Spielberg, based on the novel by "
    "Michael Crichton. It stars Sam Neill and Laura Dern. The score was composed by John Williams. It is set on "
    "an island off Costa Rica, and was shown in Ottawa and Toronto."
)


@pytest.mark.parametrize(
    "kana,latin",
    [
        ("キャメロン", "Cameron"),
        ("スピルバーグ", "Spielberg"),  # Japanese writes the r after a vowel as a long vowel
        ("レオナルド", "Leonardo"),  # ... and this one as ル
        ("ディカプリオ", "DiCaprio"),
        ("ウィンスレット", "Winslet"),
        ("スティーヴン", "Steven"),  # ヴ and v
        ("ジョン", "John"),  # a silent h
        ("リチャード", "Richard"),  # ch as チ
        ("マイケル", "Michael"),  # ch as k
        ("シャーロット", "Charlotte"),  # ch as sh
        ("トンプソン", "Thompson"),  # th as t, and ン before p is an m
        ("スミス", "Smith"),  # th as s
        ("ドル", "dollars"),  # a plural's s
        ("レース", "race"),  # a soft c
    ],
)
def test_a_name_and_its_spelling_share_a_skeleton(kana, latin):
    assert kana_skeleton(kana) in latin_skeletons(latin)


def test_names_are_written_in_the_passages_spelling():
    text, unmatched = anchor_names(PASSAGE, "ジュラシック・パークはスティーヴン・スピルバーグが監督した。")
    assert text == "Jurassic ParkはSteven Spielbergが監督した。" and unmatched == []
    text, unmatched = anchor_names(PASSAGE, "サム・ニールとローラ・ダーンが出演した。")  # ローラ: one consonant
    assert text == "Sam NeillとLaura Dernが出演した。" and unmatched == []
    assert anchor_names(PASSAGE, "オタワとトロントで上映された。") == ("OttawaとTorontoで上映された。", [])


@pytest.mark.parametrize(
    "claim,unmatched",
    [
        ("ジェームズ・キャメロンが監督した。", ["ジェームズ"]),  # a name the passage never writes
        ("音楽はハンス・ジマーが担当した。", ["ハンス"]),
        ("ジョン・ウィリアムズとハンス・ジマーが担当した。", ["ハンス"]),  # the first name matches, the second not
        ("モントリオールで上映された。", ["モントリオール"]),
        ("ラブストーリーである。", ["ラブストーリー"]),  # a loanword the passage does not write either
    ],
)
def test_names_the_passage_does_not_write_are_reported(claim, unmatched):
    text, got = anchor_names(PASSAGE, claim)
    assert got == unmatched
    assert unmatched[0] in text  # an unmatched name is left as written


def test_one_consonant_names_need_a_capitalised_word_that_starts_alike():
    # オタワ (t) is not "It" (two letters) nor "The" (no vowel first); ローラ (r) is not "are" (lower case)
    assert anchor_names("It is the capital. The city is large, they are told.", "オタワは首都である。")[1] == ["オタワ"]
    assert anchor_names("Pictures are shown here.", "ローラが出演した。")[1] == ["ローラ"]


def test_text_without_katakana_names_is_unchanged():
    for claim in ("この映画は1993年に公開された。", "该片由史蒂文·斯皮尔伯格执导。", "Jurassic Park was released in 1993."):
        assert anchor_names(PASSAGE, claim) == (claim, [])


def test_best_latin_sentence_is_the_one_writing_the_claims_names_and_numbers():
    assert best_latin_sentence(PASSAGE, "Sam NeillとLaura Dernが出演した。") == "It stars Sam Neill and Laura Dern."
    assert best_latin_sentence(PASSAGE, "1993年に公開された。").startswith("Jurassic Park is a 1993")
    assert best_latin_sentence(PASSAGE, "恐竜の映画である。") is None  # shares nothing
    assert best_latin_sentence("It stars Sam Neill.", "Sam Neillが出演した。") is None  # one sentence


JA_PASSAGE = "監督・脚本・製作はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。アカデミー賞11部門を受賞した。"


@pytest.mark.parametrize(
    "claim,unmatched",
    [
        ("The film stars Leonardo DiCaprio and Kate Winslet.", []),
        ("James Cameron won 11 Academy Awards.", []),
        ("The film stars Brad Pitt and Kate Winslet.", ["Brad Pitt"]),
        ("Tom Hanks starred in the film.", ["Tom Hanks"]),
        ("It won 11 Golden Globe Awards.", ["Golden Globe Awards"]),
        ("It is a British film.", []),  # a frequent English word: Japanese writes it in its own script
        ("Natsume Soseki directed it.", []),  # romanised Japanese: a name Japanese writes in kanji
    ],
)
def test_an_english_claims_foreign_names_must_sound_like_katakana_of_the_passage(claim, unmatched):
    assert unmatched_latin_names(JA_PASSAGE, claim) == unmatched


def test_a_passage_without_katakana_is_not_looked_at():
    assert unmatched_latin_names("夏目漱石は1867年に生まれた。", "Tom Hanks was born in 1867.") == []
    assert unmatched_latin_names("该片由莱昂纳多·迪卡普里奥主演。", "Tom Hanks starred in it.") == []


def test_a_long_hostile_name_is_read_in_one_pass():
    """The romaji check reads each word one way only: with an ambiguous pattern, 'Nanana…x' of 60 letters
    took 2^30 steps (the old pattern needed 1.2 s for 44 letters, doubling with every two more)."""
    import signal

    def too_slow(*_):
        raise AssertionError("the romaji pattern backtracks")

    old = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(20)
    try:
        assert unmatched_latin_names(JA_PASSAGE, "Na" + "na" * 30 + "x starred in it.") == ["Na" + "na" * 30 + "x"]
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
