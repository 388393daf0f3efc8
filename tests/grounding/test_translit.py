"""Names read across scripts (``grounding.scorer.translit``): katakana and Chinese transliterations against the
Latin words of an English passage, Latin names against a Japanese or Chinese passage, and katakana against
Chinese."""

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
        ("ジマー", "Zimmer"),  # a z as j
        ("モーツァルト", "Mozart"),  # ... and as ts (ツ)
    ],
)
def test_a_name_and_its_spelling_share_a_skeleton(kana, latin):
    assert kana_skeleton(kana) in latin_skeletons(latin)


def test_names_are_written_in_the_passages_spelling():
    text, unmatched = anchor_names(PASSAGE, "ジュラシック・パークはスティーヴン・スピルバーグが監督した。")
    assert text == "Jurassic ParkはSteven Spielbergが監督した。" and unmatched == ()
    text, unmatched = anchor_names(PASSAGE, "サム・ニールとローラ・ダーンが出演した。")  # ローラ: one consonant
    assert text == "Sam NeillとLaura Dernが出演した。" and unmatched == ()
    assert anchor_names(PASSAGE, "オタワとトロントで上映された。") == ("OttawaとTorontoで上映された。", ())


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
    assert list(got) == unmatched
    assert unmatched[0] in text  # an unmatched name is left as written


def test_one_consonant_names_need_a_capitalised_word_that_starts_alike():
    # オタワ (t) is not "It" (two letters) nor "The" (no vowel first); ローラ (r) is not "are" (lower case)
    assert anchor_names("It is the capital. The city is large, they are told.", "オタワは首都である。")[1] == ("オタワ",)
    assert anchor_names("Pictures are shown here.", "ローラが出演した。")[1] == ("ローラ",)


def test_text_without_names_in_another_script_is_unchanged():
    for claim in ("この映画は1993年に公開された。", "该片于1993年上映。", "Jurassic Park was released in 1993."):
        assert anchor_names(PASSAGE, claim) == (claim, ())
    assert anchor_names(ZH_PASSAGE, "该片由詹姆斯·卡梅隆执导。") == ("该片由詹姆斯·卡梅隆执导。", ())  # as the passage writes it


@pytest.mark.parametrize(
    "han,latin",
    [
        ("詹姆斯·卡梅隆", "James Cameron"),  # zhan-mu-si: a final n dropped; ka-mei-long: a final ng as an n
        ("史蒂文·斯皮尔伯格", "Steven Spielberg"),  # 蒂 di for "te" (no voicing); 尔 as an r
        ("凯特·温斯莱特", "Kate Winslet"),  # the w of wen as nothing
        ("莱昂纳多·迪卡普里奥", "Leonardo DiCaprio"),  # the r of "nar" dropped
        ("汤姆·汉克斯", "Tom Hanks"),
        ("劳拉·邓恩", "Laura Dern"),  # 劳拉: one consonant, matched only as a whole word starting alike
        ("约翰·威廉斯", "John Williams"),  # 约翰 is no sound-alike of John: the surname is enough; 廉 lian for "liam"
    ],
)
def test_a_chinese_transliteration_is_written_as_its_spelling(han, latin):
    text, unmatched = anchor_names(f"It stars {latin}.", f"该片由{han}主演。")
    assert unmatched == ()
    assert latin.split()[-1] in text and "由" in text and "主演" in text


ZH_PASSAGE = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导。该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
EN_TITANIC = "Titanic is a 1997 American movie directed by James Cameron. It stars Kate Winslet and Leonardo DiCaprio."
JA_TITANIC = "『タイタニック』は1997年公開のアメリカ映画である。監督はジェームズ・キャメロン。"


def test_chinese_names_and_titles_are_written_in_an_english_passages_spelling():
    assert anchor_names(EN_TITANIC, "《泰坦尼克号》由詹姆斯·卡梅隆执导。") == ("《Titanic》由James Cameron执导。", ())
    # the name's extent is found by sound: 由 and 和 stay (该片由莱昂纳多 is not one name)
    assert anchor_names(EN_TITANIC, "该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。") == ("该片由Leonardo DiCaprio和Kate Winslet主演。", ())
    text, unmatched = anchor_names(EN_TITANIC, "该片由布拉德·皮特和凯特·温斯莱特主演。")
    assert text == "该片由布拉德·皮特和Kate Winslet主演。" and unmatched == ("皮特",)
    # a surname is matched only with the last word of a name (季默, Zimmer, sounds like John of John Williams)
    text, unmatched = anchor_names("The score was composed by John Williams.", "配乐由汉斯·季默创作。")
    assert unmatched and "John" not in text


def test_names_are_read_between_katakana_and_chinese():
    assert anchor_names(ZH_PASSAGE, "『タイタニック』はジェームズ・キャメロンが監督した。") == ("『泰坦尼克』は詹姆斯·卡梅隆が監督した。", ())
    assert anchor_names(JA_TITANIC, "《泰坦尼克号》由詹姆斯·卡梅隆执导。") == ("《タイタニック》由ジェームズ・キャメロン执导。", ())
    assert anchor_names(ZH_PASSAGE, "ブラッド・ピットが主演した。")[1] == ("ブラッド",)


def test_an_english_claims_full_names_are_written_in_a_chinese_passages_spelling():
    assert anchor_names(ZH_PASSAGE, "Titanic was directed by James Cameron.")[0] == "泰坦尼克 was directed by 詹姆斯·卡梅隆."
    assert unmatched_latin_names(ZH_PASSAGE, "The film stars Kate Winslet.") == []
    assert unmatched_latin_names(ZH_PASSAGE, "The film stars Brad Pitt.") == ["Brad Pitt"]
    # a one-word name is looked for among the passage's names with and without a dot (泰坦尼克, 奥斯卡), and a
    # name the passage writes in hanzi, read as pinyin, is written by it
    assert unmatched_latin_names(ZH_PASSAGE, "Titanic won 11 Oscars.") == ["Oscars"]
    assert unmatched_latin_names(ZH_PASSAGE + "该片获得了11项奥斯卡奖。", "Titanic won 11 Oscars.") == []
    assert unmatched_latin_names("《流浪地球》由郭帆执导，吴京主演。", "Guo Fan directed it.") == []


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
        # romanised Japanese, which the passage may write in kanji: lost only where another name of the claim
        # is one of the passage's katakana names, in the place of one the claim does not name (and below)
        ("Natsume Soseki directed it.", []),
        ("James Cameron directed it in Tokyo.", ["Tokyo"]),  # no 東京 either
        # a name with a word that is no romanised Japanese is looked for by its rare words (De is common)
        ("It stars Robert De Niro.", ["Robert Niro"]),
    ],
)
def test_an_english_claims_foreign_names_must_sound_like_katakana_of_the_passage(claim, unmatched):
    assert unmatched_latin_names(JA_PASSAGE, claim) == unmatched


def test_a_name_of_one_word_is_lost_only_in_the_place_of_another():
    # Ottawa (romanised Japanese, o-tta-wa) against トロント, or one-word against a Chinese passage's undotted 多伦多
    assert unmatched_latin_names("トロントはオンタリオ州の州都である。", "Ottawa is the capital of Ontario.") == ["Ottawa"]
    assert unmatched_latin_names("多伦多是安大略省的首府。", "Ottawa is the capital of Ontario.") == ["Ottawa"]
    assert unmatched_latin_names("多伦多是安大略省的首府。", "Toronto is the capital of Ontario.") == []
    assert unmatched_latin_names("渥太华是加拿大的首都。", "Ottawa is the capital of Canada.") == []  # 华 hua for "wa"
    # against kanji names and a katakana unit (メートル), nothing the claim names is written in katakana: spared
    skytree = "東京スカイツリーは東京都墨田区にある電波塔で、高さは634メートルである。"
    assert unmatched_latin_names(skytree, "Tokyo Skytree is in Sumida, Tokyo.") == []
    assert unmatched_latin_names("夏目漱石はロンドンに留学した。", "Natsume Soseki studied in London.") == []
    # the passage writes every name the claim might stand for: Tokyo may be its 東京, Pacific its 太平洋
    assert unmatched_latin_names("東京は日本の首都で、人口は1400万人である。", "Tokyo is the capital of Japan.") == []
    assert unmatched_latin_names("该片在太平洋上拍摄。", "It was filmed on the Pacific.") == []
    # a translated title (《盗梦空间》) may be the claim's Inception; a second lost name may not
    inception = "《盗梦空间》由克里斯托弗·诺兰编剧并执导。"
    assert unmatched_latin_names(inception, "Inception was directed by Christopher Nolan.") == []
    assert unmatched_latin_names(inception, "Inception was directed by Spielberg.") == ["Inception", "Spielberg"]
    # a word at a sentence's start is a name only where it looks like one (not Directed, Moreover,)
    titanic = "《泰坦尼克号》由詹姆斯·卡梅隆执导。"
    assert unmatched_latin_names(titanic, "Directed by Cameron, Titanic is a film.") == []
    assert unmatched_latin_names(titanic, "Moreover, Titanic was directed by Cameron.") == []
    assert unmatched_latin_names(titanic, "Titanic was directed by Spielberg.") == ["Spielberg"]


def test_a_passage_without_katakana_or_dotted_names_is_not_looked_at():
    assert unmatched_latin_names("夏目漱石は1867年に生まれた。", "Tom Hanks was born in 1867.") == []
    assert unmatched_latin_names("该片由郭帆执导。", "Tom Hanks starred in it.") == []


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


def test_the_pinyin_table_is_pypinyins_readings():
    """The scorer reads Chinese through its own table (pypinyin's dictionary takes 56 MB of a worker); the table
    must be what ``python -m grounding.training.pinyin_table`` writes from pypinyin."""
    from grounding.scorer.translit import PINYIN_TABLE, pinyin_of
    from grounding.training.pinyin_table import text

    assert PINYIN_TABLE.read_text(encoding="utf-8") == text()
    assert pinyin_of("詹姆斯·卡梅隆") == ["zhan", "mu", "si", "ka", "mei", "long"]


def test_a_name_in_the_passages_own_script_spelt_another_way():
    ja = "『タイタニック』の監督はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    zh = "《泰坦尼克号》由詹姆斯·卡梅隆执导，由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert anchor_names(ja, "タイタニックはジェームス・キャメロンが監督した。")[0] == "タイタニックはジェームズ・キャメロンが監督した。"
    assert anchor_names(ja, "主演はレオナルド・デカプリオである。")[0] == "主演はレオナルド・ディカプリオである。"
    assert anchor_names(ja, "主演はケート・ウィンスレットである。")[0] == "主演はケイト・ウィンスレットである。"
    assert anchor_names(zh, "《泰坦尼克号》由詹姆士·卡梅隆执导。")[0] == "《泰坦尼克号》由詹姆斯·卡梅隆执导。"
    assert anchor_names(zh, "该片由凯特·温丝莱特主演。")[0] == "该片由凯特·温斯莱特主演。"
    # another person, or a word and more, is not the passage's name
    assert anchor_names(ja, "主演はカート・ウィンスレットである。")[0] == "主演はカート・ウィンスレットである。"
    assert anchor_names(ja, "主演はケイト・ブランシェットである。")[0] == "主演はケイト・ブランシェットである。"
    assert anchor_names("コスパが良い。", "コスパイイです。")[0] == "コスパイイです。"
    # a name the claim writes as the passage does, before other words, is left as it is
    assert anchor_names("比尔·克林顿出席了晚宴。", "比尔·克林顿出席白宫记者协会晚宴。")[0] == "比尔·克林顿出席白宫记者协会晚宴。"


def test_an_n_before_b_or_p_sounds_m():
    assert kana_skeleton("キャンベラ") in latin_skeletons("Canberra")
    assert unmatched_latin_names("シドニーはオーストラリア最大の都市だが、首都はキャンベラである。", "Canberra is the capital of Australia.") == []


# Chinese names in pinyin against Han characters (thirty-first session): native names are no transliterations, so
# the sound rules above do not read them; their pinyin reads them exactly
HERO_ZH = "电影《英雄》由张艺谋执导，于2002年上映。"
HERO_EN = "Hero is a 2002 Chinese film directed by Zhang Yimou."
HUAWEI_ZH = "华为由任正非于1987年在深圳创立。"


@pytest.mark.parametrize("word,syllables", [("Yimou", 2), ("Huawei", 2), ("Youyou", 2), ("Shenzhen", 2), ("Cameron", 0), ("Spielberg", 0)])
def test_a_word_is_counted_in_pinyin_syllables(word, syllables):
    from grounding.scorer.translit import pinyin_syllable_count

    assert pinyin_syllable_count(word) == syllables


@pytest.mark.parametrize(
    "premise,claim,anchored",
    [
        (HERO_ZH, "Hero was directed by Zhang Yimou.", "Hero was directed by 张艺谋."),
        (HERO_ZH, "Yimou Zhang directed Hero.", "张艺谋 directed Hero."),
        (HUAWEI_ZH, "Huawei was founded by Ren Zhengfei in Shenzhen.", "华为 was founded by 任正非 in 深圳."),
        # a place's reading that is not its character's most common one (都: du in 成都, dou as a word)
        ("成都是四川省的省会。", "Chengdu is the capital of Sichuan.", "成都 is the capital of 四川."),
        # a passage in traditional characters
        ("華為由任正非創立。", "Ren Zhengfei founded Huawei.", "任正非 founded 華為."),
        # and the other way: a Chinese claim's name as an English passage writes it
        (HERO_EN, "《英雄》由张艺谋执导。", "《英雄》由Zhang Yimou执导。"),
    ],
)
def test_chinese_names_are_read_between_pinyin_and_han_characters(premise, claim, anchored):
    assert anchor_names(premise, claim)[0] == anchored


def test_a_title_in_words_is_not_read_as_a_name_by_its_sound():
    """《英雄》 (hero) is a word, not a transliteration: it was written as the passage's "Chinese" (ying-xiong
    read as a skeleton), and 《泰坦尼克号》 still is Titanic."""
    assert "《英雄》" in anchor_names(HERO_EN, "《英雄》由陈凯歌执导。")[0]
    assert anchor_names("Titanic is a 1997 film.", "《泰坦尼克号》于1997年上映。")[0] == "《Titanic》于1997年上映。"


@pytest.mark.parametrize(
    "premise,claim,lost",
    [
        (HUAWEI_ZH, "Huawei was founded by Ma Yun in 1987.", ["Ma Yun"]),
        (HUAWEI_ZH, "Huawei was founded by Ren Zhengfei in 1987.", []),
        (HERO_ZH, "Hero was directed by Zhang Yimou.", []),
        (HUAWEI_ZH, "Huawei was founded by Zhengfei Ren.", []),
        (HUAWEI_ZH, "Huawei was founded in Beijing.", ["Beijing"]),
        (HUAWEI_ZH, "Huawei was founded in Shenzhen.", []),
        ("成都是四川省的省会。", "Kunming is the capital of Sichuan.", ["Kunming"]),
        # another romanisation, a Western name and a word that reads as romanised Japanese are not looked for
        (HUAWEI_ZH, "Huawei was founded by Sun Yat-sen.", []),
        (HUAWEI_ZH, "Huawei was founded by Bruce Lee.", []),
        ("马云访问了大阪。", "Ma Yun visited Osaka.", []),
        # a place alone, with no name of the passage's in pinyin beside it, is the cross-encoder's to judge
        ("成都是四川省的省会。", "Kunming is a big city.", []),
        # nor against a Japanese passage, which writes Chinese names in kanji read otherwise
        ("魯迅は1881年に生まれた。", "Mo Yan was born in 1881.", []),
    ],
)
def test_a_chinese_name_in_pinyin_the_passage_never_writes_is_reported(premise, claim, lost):
    from grounding.scorer.translit import unmatched_pinyin_names

    assert unmatched_pinyin_names(premise, claim) == lost


def test_an_x_reads_as_an_h_in_a_transliteration():
    """休斯顿 (xiu-si-dun) is Houston, 希拉里 (xi-la-li) Hillary."""
    from grounding.scorer.translit import han_skeletons

    assert {"hstn", "hst"} & han_skeletons("休斯顿")
    assert anchor_names("Yao Ming played for the Houston Rockets.", "姚明效力于休斯顿火箭队。")[0] == "Yao Ming效力于Houston火箭队。"


def test_a_hostile_run_of_pinyin_names_is_read_at_its_first_words():
    import time

    from grounding.scorer.translit import pinyin_name_edits

    start = time.process_time()
    pinyin_name_edits("成都是四川省的省会。" * 300, " ".join(["Zhang Yimou Chengdu Sichuan"] * 2000) + ".")
    assert time.process_time() - start < 5


def test_a_place_name_chinese_half_translates_is_read_as_the_english_word():
    """南安普敦 is South + an-pu-dun (Southampton): it was a name in another's place against an English passage."""
    passage = "The Titanic left Southampton on 10 April 1912."
    assert anchor_names(passage, "该船从南安普敦起航。")[0] == "该船从Southampton起航。"
    from grounding.scorer.translit import swapped_undotted_names

    assert swapped_undotted_names(passage, "该船从南安普敦起航。") == ()
    assert swapped_undotted_names("It left Southampton in 1912.", "该船从南安普敦起航。") == ()


def test_a_person_of_an_english_passage_is_spelt_as_the_claim_writes_them():
    from grounding.scorer.translit import kana_skeleton, latin_skeletons, spelling_in

    assert spelling_in("该片由凯特·温斯莱特执导。", "Kate Winslet") == "凯特·温斯莱特"
    assert spelling_in("この映画はケイト・ウィンスレットが監督した。", "Kate Winslet") == "ケイト・ウィンスレット"
    assert spelling_in("《英雄》由张艺谋执导。", "Zhang Yimou") == "张艺谋"
    assert spelling_in("该片由凯特·温斯莱特执导。", "James Cameron") is None
    # a wh that Japanese writes as h (White: ホワイト)
    assert kana_skeleton("ホワイト") in latin_skeletons("White")


def test_a_word_capitalised_at_a_sentences_start_is_no_name_the_passage_must_write():
    """`Directed by James Cameron` (a list item) against the Japanese facts counted Directed as a foreign name the
    passage never writes in katakana (check batch 125); a name there still counts."""
    assert unmatched_latin_names(JA_PASSAGE, "Directed by James Cameron") == []
    assert unmatched_latin_names(JA_PASSAGE, "- Directed by Steven Spielberg") == ["Steven Spielberg"]
    assert unmatched_latin_names(JA_PASSAGE, "Spielberg directed it.") == ["Spielberg"]
