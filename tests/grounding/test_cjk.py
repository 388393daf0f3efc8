"""Japanese and Chinese numbers, names and routing (``grounding.scorer.cjk``)."""

from __future__ import annotations

import pytest

from grounding.engine.protojson import parse_check_request
from grounding.scorer.cjk import harmonise_numbers, is_cjk, kanji_to_int, missing_name, names, number_conflict, numbers, role_conflict


@pytest.mark.parametrize(
    "text,value", [("十一", 11), ("二十", 20), ("百五", 105), ("二千二十三", 2023), ("一九九七", 1997), ("三万五千", 35000), ("十", 10), ("两千", 2000)]
)
def test_kanji_numerals(text, value):
    assert kanji_to_int(text) == value


@pytest.mark.parametrize(
    "text,want",
    [
        ("アカデミー賞を11部門受賞した。", {"11"}),
        ("アカデミー賞を１１部門受賞した。", {"11"}),  # full-width digits
        ("アカデミー賞を十一部門受賞した。", {"11"}),
        ("1997年12月19日に公開された。", {"1997", "12", "19"}),
        ("该片获得了11项奥斯卡奖。", {"11"}),
        ("一部の人は一般に反対した。", set()),  # 一 inside words is not a quantity
        ("Revenue was 4,200 dollars.", {"4200"}),
        # an Arabic number with a Han unit after it
        ("全球约有20.7万名员工。", {"207000"}),
        # the rest after a big unit with a small unit of its own (check batch 24)
        ("おまかせコースは一人2万2千円です。", {"22000"}),
        ("3千2百人が参加した。", {"3200"}),
        ("観客は3千人だった。", {"3000"}),
        ("1万5000人が参加した。", {"15000"}),
        ("興行収入は2億ドル。", {"200000000"}),
        # a year of a Japanese era is its Gregorian year
        ("この映画は平成9年に公開された。", {"1997"}),
        ("平成十年", {"1998"}),
        ("昭和６４年", {"1989"}),
        ("令和元年に改装された。", {"2019"}),
    ],
)
def test_numbers_in_any_script(text, want):
    assert numbers(text) == want


def test_number_conflict_needs_a_number_in_the_premise_that_differs():
    premise = "『タイタニック』は1997年公開のアメリカ映画である。アカデミー賞11部門を受賞した。"
    assert number_conflict(premise, "この映画は2005年に公開された。")
    assert number_conflict(premise, "この映画はアカデミー賞を3部門受賞した。")
    assert not number_conflict(premise, "この映画はアカデミー賞を十一部門受賞した。")
    assert not number_conflict(premise, "この映画は一九九七年に公開された。")
    assert not number_conflict("トロントはオンタリオ州の州都である。", "トロントは2つの湖に面している。")


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        # an afternoon hour is read on a 24-hour clock too: 午後9時 is not the passage's 午前9時 (check batch 25)
        ("平日は午前9時から午後8時まで開いている。", "平日は午後9時まで開いている。", True),
        ("平日は午前9時から午後8時まで開いている。", "平日は20時まで開いている。", False),
        ("平日は午前9時から午後8時まで開いている。", "平日は8時まで開いている。", False),  # as the passage writes it
        ("チェックインは15時からです。", "チェックインは午後3時からです。", False),
        ("入住时间为下午3点。", "入住时间为下午三点。", False),
        ("入住时间为下午3点。", "入住时间为下午4点。", True),
        ("超市晚上10点关门。", "超市22点关门。", False),
        ("活动每天下午2:30开始。", "活动每天下午2点30分开始。", False),
        ("他夜1時に寝た。", "他夜1時に寝た。", False),  # 夜1時 is one in the morning
        # a Chinese day of the week is no number (周六 is not 6)
        ("超市周末早上9点开门。", "超市周六早上9点开门。", False),
    ],
)
def test_number_conflict_reads_clock_hours_and_days(premise, claim, conflict):
    assert number_conflict(premise, claim) is conflict


def test_transliterated_names_must_appear_in_the_premise():
    ja = "監督・脚本・製作はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert missing_name(ja, "タイタニックはスティーヴン・スピルバーグが監督した。")
    assert missing_name(ja, "主演はブラッド・ピットとケイト・ウィンスレットである。")
    assert not missing_name(ja, "キャメロンが監督した。")
    zh = "由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert missing_name(zh, "该片由布拉德·皮特和凯特·温斯莱特主演。")
    assert not missing_name(zh, "该片由詹姆斯·卡梅隆执导。")
    assert names("ジェームズ・キャメロン") == {"ジェームズ", "キャメロン"}
    # a country the passage never names, in Han script as well as in katakana
    assert missing_name("多伦多是安大略省的首府。", "多伦多是加拿大的首都。")
    assert missing_name("トロントはオンタリオ州の州都である。", "トロントはカナダの首都である。")
    assert not missing_name("《泰坦尼克号》是一部1997年的美国电影。", "这是一部美國电影。")  # one country, two scripts
    # a katakana loanword for an act the passage writes in Han words (check batch 35), but not a loanword for a thing
    assert not missing_name("カフェは2015年に開店した。", "カフェは2015年にオープンした。")
    assert not missing_name("客室は昨年改装された。", "客室は昨年リニューアルされた。")
    assert missing_name("カフェは2015年に開店した。", "カフェは2015年にリニューアルした。")
    assert not missing_name("従業員の対応が良かった。", "スタッフの対応が良かった。")  # a thing with its own Han words (check batch 40)
    assert not missing_name("1912年の沈没事故を題材とした。", "1912年の事故がテーマだ。")
    assert missing_name("料理が美味しかった。", "スタッフの対応が良かった。")
    # a record the passage never claims (check batch 40)
    assert missing_name("アカデミー賞11部門を受賞した。", "タイタニックは史上最高の興行収入を記録した。")
    assert missing_name("该片获得了11项奥斯卡奖。", "该片是有史以来最卖座的电影。")
    assert not missing_name("该片是有史以来最卖座的电影之一。", "该片是有史以来最卖座的电影之一。")
    assert not missing_name("信濃川は日本で最も長い川である。", "信濃川は日本一長い川だ。")  # a record in other words


def test_a_date_or_a_large_count_is_not_stated_by_a_premise_without_numbers():
    premise = "ジェームズ・キャメロンの『タイタニック』は壮大な恋愛映画である。"
    assert number_conflict(premise, "タイタニックは1997年12月20日に公開された。")
    assert number_conflict(premise, "沈没事故では3000人以上が亡くなった。")
    # a small count may be the passage's people counted: left to the model
    assert not number_conflict("一个女孩准备踢足球，而一个男孩看着。", "两个孩子即将开始一项运动。")


def test_a_date_must_be_the_premises_date_of_that_kind():
    premise = "1997年12月19日に公開され、アカデミー賞11部門を受賞した。"
    assert number_conflict(premise, "タイタニックは1997年11月19日に公開された。")  # 11 is a count there, not a month
    assert not number_conflict(premise, "タイタニックは1997年12月19日に公開された。")
    assert not number_conflict(premise, "タイタニックは1997年12月に公開された。")
    # a count the premise writes only as a month or day is not stated (12 is the month there, not a count)
    assert number_conflict(premise, "アカデミー賞12部門を受賞した。")
    assert number_conflict("该片于1997年12月19日上映，赢得了11项奥斯卡奖。", "该片赢得了12项奥斯卡奖。")
    assert not number_conflict(premise, "アカデミー賞11部門を受賞した。")
    assert not number_conflict("この映画は1997年に公開された。", "公開は1997。")  # a year written as a bare number
    # Chinese writes a day with 号 after a month as well as with 日 (阿波罗11号 stays a count: no month before it)
    assert not number_conflict("1月8日是今年的第一个周一。", "今年有1月8号。")
    assert number_conflict("1月8日是今年的第一个周一。", "今年有1月9号。")
    assert not number_conflict("阿波罗11号于1969年7月16日发射。", "阿波罗11号于1969年发射。")


def test_a_bounded_count_is_stated_by_a_count_that_meets_it():
    ja, zh = "アカデミー賞11部門を受賞した。", "该片获得了11项奥斯卡奖。"
    assert not number_conflict(ja, "アカデミー賞を10部門以上受賞した。")
    assert not number_conflict(ja, "アカデミー賞を11部門以上受賞した。")
    assert number_conflict(ja, "アカデミー賞を15部門以上受賞した。")
    assert not number_conflict(zh, "该片获得了10多项奥斯卡奖。")
    assert not number_conflict(zh, "该片获得了超过10项奥斯卡奖。")
    assert number_conflict(zh, "该片获得了超过20项奥斯卡奖。")
    assert not number_conflict(zh, "该片获得了不到20项奥斯卡奖。")
    assert number_conflict(zh, "该片获得了不到5项奥斯卡奖。")
    assert number_conflict(zh, "该片获得了10项奥斯卡奖，多项提名。")  # 多 after the comma bounds nothing
    # a count of the same counter or unit meets the bound, not any larger number of the premise
    box = "该片获得了11项奥斯卡奖，票房18亿美元。"
    assert number_conflict(box, "该片获得了超过20项奥斯卡奖。")
    assert not number_conflict(box, "票房超过10亿美元。")
    budget = "今年财政支出超过23万亿元，增长6.5%。"
    assert number_conflict(budget, "去年财政支出超过25万亿元。")  # 万亿 is 10¹², not 万 and a lone 亿
    assert not number_conflict(budget, "财政支出增长超过6%。")
    assert number_conflict(budget, "财政支出增长超过7%。")
    # Japanese: を超えた, を上回った, を下回った after the number and its unit
    box_ja = "興行収入は316億円を超えた。"
    assert not number_conflict(box_ja, "興行収入は300億円を超えた。")
    assert number_conflict(box_ja, "興行収入は400億円を超えた。")
    assert not number_conflict(box_ja, "興行収入は500億円を下回った。")


def test_a_date_written_with_numbers_only_is_a_date():
    from grounding.scorer.cjk import dates_written_out

    assert dates_written_out("1997/12/19に公開された。") == "1997年12月19日に公開された。"
    assert dates_written_out("该片于1997-12-19上映。") == "该片于1997年12月19日上映。"
    assert dates_written_out("版本1.2.3") == "版本1.2.3"  # no four-digit year: not a date
    assert dates_written_out("1997/13/19") == "1997/13/19"  # no month 13
    premise = "1997年12月19日に公開され、アカデミー賞11部門を受賞した。"
    assert not number_conflict(premise, "タイタニックは1997/12/19に公開された。")
    assert number_conflict(premise, "タイタニックは1997/11/19に公開された。")
    assert harmonise_numbers(premise, "1997/12/19に公開された。") == "1997年12月19日に公開された。"


def test_an_afternoon_hour_is_written_as_the_passage_writes_it():
    # the cross-encoder compares 17点 with 17:00, not 下午5点 (check batch 27)
    premise = "博物馆开放时间为8:30至17:00，冬季为8:30至16:30。"
    assert harmonise_numbers(premise, "博物馆下午5点闭馆。") == "博物馆17点闭馆。"
    assert harmonise_numbers(premise, "冬季下午4点30分闭馆。") == "冬季16点30分闭馆。"
    assert harmonise_numbers(premise, "博物馆下午6点闭馆。") == "博物馆下午6点闭馆。"  # 18 is not the passage's
    # a passage with afternoon hours of its own is compared as it writes them
    assert harmonise_numbers("午後5時に閉館する。17時以降は入れない。", "午後5時に閉館する。") == "午後5時に閉館する。"


def test_tenths_are_percent():
    # 三成 and 3割 are 30% (check batch 37), for the number rules and, written the passage's way, for the model
    premise = "海外收入占总收入的三成。"
    assert not number_conflict(premise, "海外收入约占总收入的30%。")
    assert number_conflict(premise, "海外收入占总收入的40%。")
    assert harmonise_numbers(premise, "海外收入占总收入的30%。") == "海外收入占总收入的三成。"
    assert not number_conflict("売上の約3割はネット販売だ。", "売上の30%程度がネット販売だ。")
    assert number_conflict("売上の約3割はネット販売だ。", "売上の40%がネット販売だ。")
    # no share: an idiom, a steak's doneness, an adverb ("probably"), a ratio word
    assert numbers("一成不变") == set()
    assert "50" not in numbers("牛排五成熟。")
    assert "80" not in numbers("他八成是忘了。")
    assert numbers("割合は高い。") == set()


def test_a_bound_met_by_the_passage_is_written_as_its_count():
    # the cross-encoder rejects 增长超过10% against 同比增长12% (0.18); the rules read the bound as met already
    premise = "该公司2023年营业收入为520亿元，同比增长12%；净利润为48亿元，同比下降5%。海外收入占总收入的三成。"
    assert harmonise_numbers(premise, "公司2023年营收同比增长超过10%。") == "公司2023年营收同比增长12%。"  # 12%, not the 30% of 三成
    assert harmonise_numbers(premise, "净利润不到50亿元。") == "净利润48亿元。"
    assert harmonise_numbers("アカデミー賞11部門を受賞した。", "アカデミー賞を10部門以上受賞した。") == "アカデミー賞を11部門受賞した。"
    # left: a bound no count meets, a denied bound, a bound by a verb inside the sentence, a count the passage bounds too
    assert harmonise_numbers(premise, "营收超过1000亿元。") == "营收超过1000亿元。"
    assert harmonise_numbers(premise, "营收没有超过500亿元。") == "营收没有超过500亿元。"
    assert harmonise_numbers("興行収入は316億円。", "300億円を超える興行収入を記録した。") == "300億円を超える興行収入を記録した。"  # mid-sentence
    # a bound verb that ends the sentence is written as だ (check batch 43: 0.17 before)
    assert harmonise_numbers("興行収入は316億円。", "興行収入は300億円を超えた。") == "興行収入は316億円だ。"
    assert harmonise_numbers("東京は日本の首都で、人口は約1400万人だ。", "東京の人口は1000万人を超えている。") == "東京の人口は1400万人だ。"
    assert harmonise_numbers("75美元以下的索赔。", "75美元以下的索赔。") == "75美元以下的索赔。"


def test_a_bound_is_met_by_the_counts_of_the_clauses_closest_to_it():
    # 1000人以上の留学生 is not met by the 12000 students: the clause of 留学生 says 800 (check batch 38)
    premise = "学生数は約1万2千人で、そのうち留学生は800人。"
    assert number_conflict(premise, "1000人以上の留学生がいる。")
    assert not number_conflict(premise, "学生は1万人以上いる。")
    assert not number_conflict(premise, "留学生は500人以上いる。")
    # each bound of a claim by its own clause: 七千五百万 is met by the 1亿 of its clause, not the 2500万 of the other
    two = "CBO估计第一年为2500万美元，此后每年为1亿美元。"
    assert not number_conflict(two, "第一年估计超过二千万，明年超过七千五百万。")
    # かからない bounds a count (30分かからない: under 30 minutes), and negates nothing
    assert not number_conflict("名古屋駅からは特急列車で約28分。", "名古屋駅から特急で30分かからない。")
    assert harmonise_numbers("名古屋駅からは特急列車で約28分。", "名古屋駅から特急で30分かからない。") == "名古屋駅から特急で28分。"


def test_a_strict_bound_at_the_passage_count_is_not_stated():
    assert number_conflict("承包者人均年收入达2000元。", "人均年收入不到2000元。")
    assert number_conflict("该片获得了11项奥斯卡奖。", "该片获得了超过11项奥斯卡奖。")
    assert not number_conflict("该片获得了11项奥斯卡奖。", "该片获得了超过10项奥斯卡奖。")
    assert not number_conflict("该片获得了10多项奥斯卡奖。", "该片获得了超过10项奥斯卡奖。")  # the passage's is a bound too
    assert not number_conflict("回到这边大概就要六点了。", "现在还不到六点。")  # a time, not a count
    assert not number_conflict("两个瘦小的女人在说话。", "两个瘦弱的女人都沉默着。")  # 弱 is no bound


def test_a_label_and_its_count_after_a_count_is_an_item_of_its_list():
    # 降水確率は午前0%、午後20%: 20% is the chance of rain too (check batch 37)
    premise = "降水確率は午前0%、午後20%。最高気温は18度。"
    assert not role_conflict(premise, "午後の降水確率は20%だ。")
    assert role_conflict(premise, "午後の最高気温は20度だ。")  # 気温 is 18度 there
    assert not role_conflict("《泰坦尼克号》由詹姆斯·卡梅隆执导、编剧并参与制作。", "该片由詹姆斯·卡梅隆执导。")


def test_a_count_with_another_counter_or_of_another_segment_is_not_stated():
    # check batch 41: 1日2回 against 大人1回2錠、1日3回 (2 is stated, as tablets), grounded at 0.997
    ja = "この薬は大人1回2錠、1日3回、食後に服用してください。"
    assert number_conflict(ja, "1日2回服用する。")
    assert not number_conflict(ja, "1日3回服用する。")
    assert number_conflict(ja, "大人は1回に3錠飲む。")
    assert not number_conflict("三名穿着白色外套的男人看着第四个男人。", "三个穿着白大褂的男人看着第四个人。")  # 个 counts anything
    # the words around the count are another segment's (淡季 against 旺季…60元；淡季…40元), 1.0 before
    zh = "旺季（4月1日至10月31日）开放时间为8:30至17:00，门票60元；淡季（11月1日至次年3月31日）开放时间为8:30至16:30，门票40元。"
    assert number_conflict(zh, "故宫淡季门票60元。")
    assert not number_conflict(zh, "故宫旺季门票60元。")
    assert not number_conflict(zh, "故宫门票60元。")
    assert number_conflict(zh, "故宫淡季下午5点闭馆。")  # hours as one unit: 17点 and 17:00
    assert not number_conflict(zh, "故宫旺季下午5点闭馆。")
    # the passage's topic, named in its first sentence or segment only, is no other segment's word
    assert not number_conflict("京沪高铁全长1318公里，于2011年正式开通。最高运营时速为350公里。", "京沪高铁最高运营时速为350公里。")
    assert not number_conflict("这家超市工作日早上8点开门，晚上10点关门；周末早上9点开门，晚上9点关门。", "超市周六早上9点开门。")


def test_only_some_roles_for_a_person_the_passage_gives_more():
    # check batch 40: キャメロンは監督のみを務めた was grounded at 0.998 against 監督・脚本・製作はジェームズ・キャメロン
    ja = "監督・脚本・製作はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert role_conflict(ja, "キャメロンはこの映画で監督のみを務めた。")
    assert not role_conflict(ja, "キャメロンはこの映画で監督を務めた。")
    assert not role_conflict(ja, "ディカプリオは主演だけを務めた。")  # the passage gives him one role
    assert not role_conflict(ja, "キャメロンは監督だけでなく脚本と製作も担当した。")  # not only


def test_a_count_of_another_unit_is_no_rival_in_the_role_rule():
    # check batch 32: the topic 雷峰塔 ties the claim's 8点 to the clause of its 40元 price, another unit
    premise = "雷峰塔门票为40元，开放时间为8:00至17:30。"
    assert not role_conflict(premise, "雷峰塔8点开放。")
    assert role_conflict(premise, "雷峰塔门票为8元。")  # the price, in the price's unit


def test_a_count_is_tied_across_its_counter_to_the_verb():
    from grounding.scorer.cjk import role_conflict

    premise = "アカデミー賞11部門を受賞し、計14部門にノミネートされた。"
    assert role_conflict(premise, "アカデミー賞14部門を受賞した。")  # 14 were nominations
    assert not role_conflict(premise, "アカデミー賞11部門を受賞した。")
    assert not role_conflict(premise, "計14部門にノミネートされた。")


def test_a_century_or_decade_that_holds_the_premises_year_is_stated():
    from grounding.scorer.cjk import role_conflict

    premise = "『タイタニック』は1997年公開のアメリカ映画である。"
    for claim in ("この映画は20世紀に公開された。", "この映画は1990年代に公開された。", "この映画は90年代後半に公開された。"):
        assert not number_conflict(premise, claim), claim
        assert not role_conflict(premise, claim), claim
    for claim in ("この映画は21世紀に公開された。", "この映画は90年代前半に公開された。", "この映画は2000年代に公開された。"):
        assert number_conflict(premise, claim), claim
    zh = "《泰坦尼克号》是一部1997年上映的美国电影。"
    assert not number_conflict(zh, "该片于二十世纪末上映。")
    assert not number_conflict(zh, "该片于20世纪90年代上映。")
    assert number_conflict(zh, "该片于21世纪初上映。")
    # a bound before a number with no unit after it (超过1000万。) is met by any count of the premise (check batch 29)
    population = "该市常住人口为1250万人，比上年增加15万人。"
    assert not number_conflict(population, "该市常住人口超过1000万。")
    assert number_conflict(population, "该市常住人口超过2000万。")
    assert not number_conflict("城镇人口占比为78%。", "城镇人口占比超过70%。")  # % is a unit
    # this century and the last (check batch 31)
    assert number_conflict(zh, "该片于本世纪初上映。")
    assert not number_conflict(zh, "该片于上世纪末上映。")
    # a hedged count within 5 % of the premise's, in the same unit (check batch 31)
    camera = "有効画素数は2420万画素。重さは約450グラム。"
    assert not number_conflict(camera, "有効画素数は約2400万画素である。")
    assert number_conflict(camera, "有効画素数は2400万画素である。")  # no hedge: a number the passage does not write
    assert number_conflict(camera, "有効画素数は約2000万画素である。")
    assert number_conflict(camera, "重さは約2400グラムだ。")  # another unit
    # a decade in Han numerals (check batch 28)
    assert not number_conflict(zh, "该片是一部上世纪九十年代的美国电影。")
    assert number_conflict(zh, "该片是一部八十年代的美国电影。")


def test_a_period_that_holds_one_year_of_the_premise_is_read_as_that_year():
    from grounding.scorer.cjk import role_conflict

    premise = "『千と千尋の神隠し』は2001年公開の日本映画である。2003年にアカデミー賞を受賞した。"
    claim = "この映画は21世紀に公開された。"  # two years of the passage: read as neither
    assert not number_conflict(premise, claim)
    assert harmonise_numbers(premise, claim) == claim
    one = "『千と千尋の神隠し』は2001年公開の日本映画である。"
    assert harmonise_numbers(one, claim) == "この映画は2001年に公開された。"
    assert not role_conflict(one, claim)
    # the one year it holds is the year of something else: the role rule sees it
    assert role_conflict("この映画は1999年に公開され、2003年に受賞した。", "この映画は2000年代に公開された。")


def test_undotted_han_names_are_people_for_the_role_rule():
    from grounding.scorer.cjk import role_conflict

    zh = "《流浪地球》是2019年上映的中国科幻电影，由郭帆执导，吴京、屈楚萧主演，改编自刘慈欣的同名小说。"
    assert role_conflict(zh, "吴京执导了该片。")
    assert role_conflict(zh, "郭帆是该片的主演。")
    assert role_conflict(zh, "该片导演是吴京，主演是郭帆。")
    assert role_conflict(zh, "刘慈欣执导了该片。")
    assert not role_conflict(zh, "《流浪地球》由郭帆执导。")
    assert not role_conflict(zh, "吴京和屈楚萧主演了该片。")
    assert not role_conflict(zh, "该片导演是郭帆，主演是吴京和屈楚萧。")
    ja = "『千と千尋の神隠し』は2001年公開の日本のアニメーション映画である。監督・脚本は宮崎駿、制作はスタジオジブリ。"
    assert not role_conflict(ja, "宮崎駿が監督した。")


def test_a_han_name_where_a_role_names_its_person():
    from grounding.scorer.cjk import han_names_in_roles

    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。"
    zh = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。"
    assert missing_name(ja, "タイタニックの監督は北野武である。")
    assert missing_name(ja, "北野武が監督した。")
    assert missing_name(ja, "タイタニックは是枝裕和監督の作品である。")
    assert missing_name(zh, "《泰坦尼克号》由张艺谋执导。")
    assert missing_name(zh, "《泰坦尼克号》的导演是李安。")
    assert missing_name(zh, "导演：张艺谋")
    assert missing_name(ja, "監督：北野武、公開：1997年")
    assert not missing_name(zh, "该片由卡梅隆执导。")  # a part of the passage's dotted name
    assert not missing_name("该片由张艺谋执导。", "张艺谋是该片的导演。")
    # what fills the role's place and is no name: the work, a count of people
    assert han_names_in_roles("该片由两位演员主演。") == set()
    assert han_names_in_roles("该片的主演为迪卡普里奥和温斯莱特。") == set()


def test_an_ocean_the_premise_never_writes_is_missing():
    assert missing_name("1912年4月15日、北大西洋で沈没した。", "太平洋で沈没した。")
    assert missing_name("最终于1912年4月15日在北大西洋沉没。", "泰坦尼克号在印度洋沉没。")
    assert not missing_name("1912年4月15日、北大西洋で沈没した。", "大西洋で沈没した。")
    assert not missing_name("ホテルは和洋室です。", "和洋室に泊まった。")  # 洋 of a Western-style room is no ocean


def test_the_comma_of_a_number_does_not_end_a_clause():
    from grounding.scorer.cjk import role_conflict

    premise = "1912年4月15日未明、北大西洋の凍える海で1,500人以上を死に至らしめた。"
    assert not role_conflict(premise, "沈没事故では1500人以上が亡くなった。")


def test_an_era_year_is_compared_and_read_as_the_gregorian_year():
    premise = "『タイタニック』は1997年公開のアメリカ映画である。"
    assert not number_conflict(premise, "この映画は平成9年に公開された。")
    assert number_conflict(premise, "この映画は平成17年に公開された。")
    assert harmonise_numbers(premise, "この映画は平成9年に公開された。") == "この映画は1997年に公開された。"
    # a passage that writes eras keeps the claim's era as written
    assert harmonise_numbers("平成9年に公開された。", "平成9年の映画だ。") == "平成9年の映画だ。"


def test_a_katakana_word_may_be_written_in_another_spelling():
    # a long-vowel mark more or less, or hiragana for katakana, is the same word
    assert not missing_name("客室にはアメニティも用意されていた。", "アメニティーも揃っていた。")
    assert not missing_name("朝食もおススメです。", "朝食がオススメです。")
    assert not missing_name("コンピュータを使う。", "コンピューターを使う。")
    # another name is not a spelling (トム, ティム), and one katakana letter left is no name (ロー)
    assert missing_name("トムが来た。", "ティムが来た。")
    assert missing_name("ロが来た。", "ローが来た。")


def test_a_title_must_appear_in_the_premise():
    luxun = "1918年，他发表了中国第一篇现代白话小说《狂人日记》。"
    assert missing_name(luxun, "《阿Q正传》发表于1918年。")
    assert not missing_name(luxun, "《狂人日记》发表于1918年。")
    assert not missing_name("代表作に『吾輩は猫である』や『こころ』がある。", "漱石は『こころ』を書いた。")
    assert missing_name("代表作に『吾輩は猫である』や『こころ』がある。", "漱石は『雪国』を書いた。")


def test_a_nomination_the_premise_never_mentions_is_missing():
    assert missing_name("该片获得了11项奥斯卡奖。", "该片获得了11项奥斯卡提名。")
    assert missing_name("该片获得了11项奥斯卡奖。", "该片入围了奥斯卡奖。")
    assert missing_name("アカデミー賞11部門を受賞した。", "アカデミー賞の候補になった。")
    assert not missing_name("该片获得了14项奥斯卡提名，最终获得11项奥斯卡奖。", "该片获得了14项提名。")
    assert not missing_name("该片获得了11项奥斯卡奖。", "该片获得了11项奥斯卡奖。")


def test_routing_by_script():
    assert is_cjk("タイタニックはジェームズ・キャメロンが監督した。")
    assert is_cjk("该片由詹姆斯·卡梅隆执导。")
    assert is_cjk("타이타닉은 1997년 영화이다.")
    assert not is_cjk("Titanic was directed by James Cameron (ジェームズ・キャメロン).")
    assert not is_cjk("12345 !!!")


@pytest.mark.parametrize(
    "premise,claim,want",
    [
        ("该片获得了11项奥斯卡奖。", "该片获得了十一项奥斯卡奖，真棒。", "该片获得了11项奥斯卡奖，真棒。"),
        ("アカデミー賞十一部門を受賞した。", "アカデミー賞を１１部門受賞した。", "アカデミー賞を十一部門受賞した。"),
        ("1997年公開。", "一九九七年に公開された。", "1997年に公開された。"),
        ("价格是1,200元。", "价格是一千二百元。", "价格是1,200元。"),
        # numbers the premise does not state, and 一 / 十 inside words, stay as written
        ("该片获得了11项奥斯卡奖。", "该片获得了三项奥斯卡奖。", "该片获得了三项奥斯卡奖。"),
        ("一部の人。", "一般に十分だ。", "一般に十分だ。"),
        ("トロントはオンタリオ州の州都である。", "トロントは２つの湖に面している。", "トロントは２つの湖に面している。"),
        # the same value with or without a Han unit, with or without a thousands separator
        ("公司在全球拥有约20.7万名员工。", "华为约有207000名员工。", "华为约有20.7万名员工。"),
        ("標高は3776メートル。", "標高は3,776メートル。", "標高は3776メートル。"),
    ],
)
def test_claim_numbers_are_written_the_way_the_premise_writes_them(premise, claim, want):
    assert harmonise_numbers(premise, claim) == want


ZH_FACT = [{"factText": "《泰坦尼克号》是一部1997年上映的美国电影。该片获得了11项奥斯卡奖。"}]


@pytest.mark.parametrize("answer,grounded", [("该片获得了十一项奥斯卡奖。", True), ("该片获得了１１项奥斯卡奖。", True), ("该片获得了三项奥斯卡奖。", False)])
def test_a_number_in_another_script_is_grounded_by_the_model(engine, answer, grounded):
    """Through the engine and the multilingual cross-encoder (not only the number rule, which can only veto):
    十一 against a passage that writes 11 is read as the same number."""
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": ZH_FACT, "groundingSpec": {"enableClaimLevelScore": True}}))
    assert [bool(c.citation_indices) for c in resp.claims] == [grounded], [(c.claim_text, c.score) for c in resp.claims]


@pytest.mark.parametrize(
    "premise,claim,want",
    [
        ("", "タイタニックは1997年に公開された。", "ja"),
        ("", "该片于1997年上映。", "zh"),
        ("", "타이타닉은 1997년에 개봉했다.", "ko"),
        ("『タイタニック』は日本でも公開された。", "日本映画", "ja"),  # a kanji-only claim against a Japanese premise
        ("该片在日本上映。", "日本映画", "zh"),
        ("Titanic was released in 1997.", "该片于1997年上映。", "zh"),  # the claim's language decides
        ("该片于1997年上映。", "It was released in 1997.", "zh"),  # else the premise's
        ("Titanic was released in 1997.", "It was released in 1997.", None),
    ],
)
def test_pair_language(premise, claim, want):
    from grounding.scorer.model import pair_language

    assert pair_language(premise, claim) == want


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        ("『タイタニック』は1997年公開のアメリカ映画である。", "タイタニックは日本映画である。", True),
        ("『タイタニック』は1997年公開のアメリカ映画である。", "タイタニックは米国の映画だ。", False),  # 米国 = アメリカ
        ("《泰坦尼克号》是一部1997年的美国电影。", "该片是一部英国电影。", True),
        ("《泰坦尼克号》是一部1997年的美国电影。", "这是一部美國电影。", False),  # traditional form
        ("该片赢得了11项奥斯卡奖。", "该片获得了11项金球奖。", True),
        ("该片赢得了11项奥斯卡奖。", "该片获得了奥斯卡奖。", False),
        ("多伦多是安大略省的首府。", "多伦多是魁北克省的首府。", True),
        ("他在县城安了家。", "他定居在了县城。", False),  # 县城 is no county's name
        ("两位朋友正在比较奖杯。", "人们正在比较奖杯。", False),
        ("タイタニックはジェームズ・キャメロンが監督した。", "タイタニックは日本映画である。", False),  # no country to compare with
        ("印度尼西亚的首都是雅加达。", "印度的首都是新德里。", True),  # the longest form wins
        # a prize by a longer name (奥斯卡金像奖, 奥斯卡大奖 for 奥斯卡奖) is the same prize; 受賞 and 获奖 are verbs
        ("该片获得了11项奥斯卡奖。", "该片荣获11座奥斯卡金像奖。", False),
        ("该片获得了11项奥斯卡金像奖。", "该片获得了11项奥斯卡奖。", False),
        ("该片获得了11项奥斯卡奖。", "该片共斩获十一项奥斯卡大奖。", False),
        ("该片获得了11项奥斯卡金像奖。", "该片获得了11项金球奖。", True),
        ("该片获得了11项奥斯卡奖。", "该片多次获奖。", False),
        ("アカデミー賞11部門を受賞した。", "アカデミー賞で作品賞を受賞した。", True),  # 作品賞 (Best Picture) is never named
        ("アカデミー賞11部門を受賞した。", "この映画はアカデミー賞を受賞した。", False),
        # the stem of a prize stops at another prize's suffix: 作品賞 of アカデミー賞作品賞 is not アカデミー賞
        ("第75回アカデミー賞で長編アニメ映画賞を受賞した。", "アカデミー賞作品賞を受賞した。", True),
        ("第75回アカデミー賞で長編アニメ映画賞を受賞した。", "アカデミー賞長編アニメ映画賞を受賞した。", False),
        ("トロントはオンタリオ州の州都である。", "トロントはオンタリオ州にある。", False),
        ("多伦多是安大略省的首府。", "安大略省和魁北克省都在加拿大。", True),
        # prizes that share their last character before the suffix (check batch 21): 化学賞 is not 物理学賞
        ("1949年にノーベル物理学賞を受賞した。", "ノーベル化学賞を受賞した。", True),
        ("1949年にノーベル物理学賞を受賞した。", "ノーベル物理学賞を受賞した。", False),
        ("1949年にノーベル物理学賞を受賞した。", "ノーベル賞を受賞した。", False),
        # a place keeps its one-character name: the word before it is no part of it (转郑州, 到郑州)
        ("林小姐订下了从柳州转郑州的车票", "林小姐自己开车到郑州", False),
        # the prefectures not written with 県
        ("京都市は京都府の府庁所在地である。", "京都市は大阪府の府庁所在地である。", True),
        ("京都市は京都府の府庁所在地である。", "京都市は京都府にある。", False),
        ("札幌市は北海道の道庁所在地である。", "札幌市は東京都にある。", True),
        # seas: one the passage does not write, where it writes another (a closed list; 北海道 is no sea)
        ("长江最终注入东海。", "长江最终注入南海。", True),
        ("长江最终注入东海。", "长江最终注入東海。", False),
        ("长江最终注入东海。", "长江流经上海。", False),
        ("札幌は北海道にある。", "札幌は北海に面している。", False),
        # days of the week, a range naming every day in it (check batch 23)
        ("平日は11時から22時まで営業しています。日曜日は定休日です。", "月曜日が定休日です。", True),
        ("平日は11時から22時まで営業しています。日曜日は定休日です。", "日曜は休みです。", False),
        ("本店周一至周五营业。", "本店周三营业。", False),
        ("本店周一至周五营业。", "本店星期六营业。", True),
        ("本店周一至周五营业。", "本店营业时间很长。", False),
        # days by group (check batch 25): 土日 / 週末 / 周末 hold Saturday and Sunday, 工作日 and Japanese 平日 Monday to
        # Friday; a day the claim names may be in a group of the premise, a group must share a day with it
        ("図書館は土日も開館している。", "図書館は土曜日も開館している。", False),
        ("図書館は土日も開館している。", "図書館は水曜日も開館している。", True),
        ("店は平日のみ営業している。", "店は週末に営業している。", True),
        ("店は土曜日も営業している。", "店は週末も営業している。", False),
        ("这家店工作日营业。", "这家店周二营业。", False),
        ("这家店工作日营业。", "这家店周日营业。", True),
        ("他平日喜欢在周六跑步。", "他在周三跑步。", True),  # Chinese 平日 is "ordinary days", no group
        # a frequency is no day: 每周三次 is three times a week, not Wednesdays
        ("他星期一去健身房。", "他每周三次去健身房。", False),
        # the claim's days must be those of the clause that writes most of the rest of it (a clause without days
        # takes those of the clause before it in its sentence)
        ("商店工作日早上8点开门，晚上10点关门；周末早上9点开门，晚上9点关门。", "商店周末晚上10点关门。", True),
        ("商店工作日早上8点开门，晚上10点关门；周末早上9点开门，晚上9点关门。", "商店周六早上9点开门。", False),
        ("平日は9時から17時まで開いている。毎週火曜日は休業日だ。", "木曜日は休業日だ。", True),
        ("平日は9時から17時まで開いている。毎週火曜日は休業日だ。", "火曜日は休業日だ。", False),
        ("每周二会员购物打八折，工作日营业到晚上9点。", "会员周四购物打八折。", True),
        ("每周二会员购物打八折，工作日营业到晚上9点。", "周四营业到晚上9点。", False),
        # what the claim says after its day picks the clause (该银行 is the subject of every clause)
        ("该银行周一至周五上午9点营业，周六上午营业，周日休息。", "该银行周日休息。", False),
        ("该银行周一至周五上午9点营业，周六上午营业，周日休息。", "该银行周三休息。", True),
        # hours are compared on a 24-hour clock when a clause is picked (晚上9点 meets 21:00; check batch 31)
        ("图书馆周二至周日9:00-21:00开放，周一闭馆。", "图书馆周六晚上9点闭馆。", False),
        ("图书馆周二至周日9:00-21:00开放，周一闭馆。", "图书馆周日闭馆。", True),
        # a bracket's note is a clause of its own, and 翌平日 (the next weekday) is one day, no group (check batch 30)
        ("月曜日は休館日（祝日の場合は翌平日）。", "火曜日が休館日だ。", True),
        ("月曜日は休館日（祝日の場合は翌平日）。", "月曜日が休館日だ。", False),
        # days relative to today are read the same way, and never against days of the week (check batch 29)
        ("明天晴，最高气温12℃。后天有小雨。", "明天有小雨。", True),
        ("明天晴，最高气温12℃。后天有小雨。", "后天有小雨。", False),
        ("明天晴，最高气温12℃。后天有小雨。", "今天有小雨。", True),
        ("明日は晴れ、明後日は雨の予報だ。", "明後日は雨が降る予報だ。", False),
        ("这家店周一休息，明天开始打折。", "明天这家店开始打折。", False),
        ("这家店周一休息，明天开始打折。", "这家店周二休息。", True),
        # the other days than those named before (それ以外の日, 其他时间) are every day but those
        ("毎週水曜日が定休日で、それ以外の日は10時から営業している。", "土曜日も営業している。", False),
        ("毎週水曜日が定休日で、それ以外の日は10時から営業している。", "水曜日も10時から営業している。", True),
        ("这家店每周一休息，其他时间营业到晚上8点。", "这家店周六营业到晚上8点。", False),
        ("这家店每周一休息，其他时间营业到晚上8点。", "这家店周一营业到晚上8点。", True),
        # ... where they open the next sentence too (check batch 34)
        ("休館日は毎週月曜日です。それ以外の日は午前10時から午後6時まで開館しています。", "月曜日は開館している。", True),
        ("休館日は毎週月曜日です。それ以外の日は午前10時から午後6時まで開館しています。", "日曜日も開館している。", False),
        ("本店每周三休息。其他时间早上10点到晚上9点营业。", "本店周三营业。", True),
        # a clause that moves the days before it to the next day (顺延至次日, 翌日) is about both (check batch 34)
        ("博物馆每周一闭馆，遇法定节假日顺延至次日。", "遇法定节假日，闭馆顺延至周二。", False),
        ("博物馆每周一闭馆，遇法定节假日顺延至次日。", "遇法定节假日，闭馆顺延至周三。", True),
        ("博物馆每周一闭馆，遇法定节假日顺延至次日。", "博物馆每周二闭馆。", True),
        # a claim that denies what its clause affirms is not judged by its days (周一不开放 against 周二至周日开放)
        ("市图书馆周二至周日开放，每周一闭馆。", "图书馆周一不开放。", False),
        # kinds of World Heritage site: 文化 / 自然 / 複合; intangible cultural heritage is also cultural
        ("この寺は1994年に世界文化遺産に登録された。", "この寺は世界自然遺産である。", True),
        ("这座山是世界自然遗产。", "这座山是世界文化遗产。", True),
        ("这座山是世界自然遗产。", "这座山是世界自然遗产地。", False),
        ("和食はユネスコ無形文化遺産に登録されている。", "和食は文化遺産である。", False),
        ("この神社は世界文化遺産である。", "この神社は無形文化遺産である。", True),
        ("这里是世界文化与自然双重遗产。", "这里是世界自然遗产。", False),  # 文化与自然双重遗产 names no kind the rule reads
        # seasons (check batch 27): one the passage does not write, where it writes another
        ("夏季には多くの登山者が訪れる。", "冬には多くの登山者が訪れる。", True),
        ("夏季には多くの登山者が訪れる。", "夏には多くの登山者が訪れる。", False),
        ("这里冬天很冷，夏天很热。", "这里夏天很热。", False),
        ("这里冬天很冷。", "这里春天很冷。", True),
        # a category of a prize is a prize of its own (check batch 40)
        ("アカデミー賞11部門を受賞した。監督・脚本はキャメロン。", "ディカプリオはアカデミー主演男優賞を受賞した。", True),
        ("アカデミー賞11部門を受賞した。監督・脚本はキャメロン。", "この映画は監督賞を逃した。", True),
        ("该片获得了11项奥斯卡奖。", "该片获得奥斯卡最佳男主角奖。", True),
        ("该片获得了11项奥斯卡奖。", "该片获得了奥斯卡金像奖。", False),
        ("该片获得奥斯卡最佳导演奖。", "该片获得了奥斯卡最佳导演奖。", False),
        # teams (check batch 42), not words for a queue, a squad or any team
        ("2002年以状元身份被休斯顿火箭队选中。", "姚明在2002年被湖人队选中。", True),
        ("2002年以状元身份被休斯顿火箭队选中。", "姚明在2002年被火箭队选中。", False),
        ("2002年以状元身份被休斯顿火箭队选中。", "姚明所在的球队很强。", False),
        ("女性拉拉队在街上。", "啦啦队在街上。", False),
        ("夏目漱石は小説家である。", "夏目漱石は冬に生まれた。", False),  # 夏目 is no summer
        ("青春に悔いはない。", "秋には紅葉が美しい。", False),  # 青春 is no spring
        # kinds of weather, of the claim's day where it names one (check batch 37)
        ("あすは晴れのち曇り。あさっては雨が降る。", "あすは一日中雨だ。", True),
        ("あすは晴れのち曇り。あさっては雨が降る。", "あさっては晴れる。", True),
        ("あすは晴れのち曇り。あさっては雨が降る。", "あさっては雨の予報だ。", False),
        ("あすは晴れのち曇り。あさっては雨が降る。", "あすは雨が降らない。", False),  # a negation is not read
        ("あすは晴れのち曇り。あさっては雨が降る。", "あすの午前に雨が降る可能性はほぼない。", False),  # nor a chance
        ("明天北京晴转多云。后天有小雨。", "北京明天下雪。", True),
        ("明天北京晴转多云。后天有小雨。", "明天多云。", False),
        ("この公園は素晴らしい。", "この公園は雨の日も楽しめる。", False),  # 素晴らしい is no sun
        # a move the other way (check batch 38)
        ("首都は京都から東京に移され、1871年には廃藩置県が行われた。", "首都は東京から京都に移された。", True),
        ("首都は京都から東京に移され、1871年には廃藩置県が行われた。", "首都は京都から東京に移された。", False),
        ("1421年，明朝从南京迁都到北京。", "明朝从北京迁都到南京。", True),
        ("该航班从上海飞往北京，全程约2小时。", "该航班从北京飞往上海。", True),
        ("该航班从上海飞往北京，全程约2小时。", "该航班从上海飞往北京。", False),
    ],
)
def test_typed_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import typed_conflict

    assert typed_conflict(premise, claim) is conflict


# passages written for these tests (not from any benchmark)
_APOLLO_JA = "アポロ11号は1969年7月16日に打ち上げられた。船長はニール・アームストロングで、バズ・オルドリンが月着陸船の操縦士を務めた。マイケル・コリンズは司令船に残った。"
_APOLLO_ZH = "阿波罗11号于1969年7月16日发射。指令长是尼尔·阿姆斯特朗，巴兹·奥尔德林担任登月舱驾驶员，迈克尔·柯林斯留在指令舱。"
_CAST_JA = "監督はジェームズ・キャメロン。ケイト・ウィンスレット、レオナルド・ディカプリオが主演した。"
_KYOTO_JA = "794年に平安京が置かれ、1869年の東京奠都まで日本の都であった。1994年に「古都京都の文化財」として世界遺産に登録された。"
_MURAKAMI_JA = "村上春樹は1949年に京都で生まれ、兵庫県で育った小説家である。1979年に『風の歌を聴け』でデビューし、1987年に発表した『ノルウェイの森』はベストセラーとなった。"
_TESLA_ZH = "特斯拉公司由马丁·艾伯哈德和马克·塔彭宁于2003年创立，总部位于美国得克萨斯州奥斯汀。2022年，特斯拉共交付约131万辆电动汽车，营收为815亿美元。"
_NOBEL_JA = "湯川秀樹は1907年に東京で生まれた物理学者である。1935年に中間子の存在を予言し、1949年にノーベル物理学賞を受賞した。"


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        # a person of the passage in another role
        (_APOLLO_JA, "船長はバズ・オルドリンだった。", True),
        (_APOLLO_JA, "船長はニール・アームストロングだった。", False),
        (_APOLLO_JA, "ニール・アームストロングは司令船に残った。", True),
        (_APOLLO_JA, "マイケル・コリンズは司令船に残った。", False),
        (_APOLLO_JA, "バズ・オルドリンが月着陸船の操縦士を務めた。", False),
        (_APOLLO_ZH, "指令长是巴兹·奥尔德林。", True),  # the dotted name is widened from the passage (巴兹·奥尔德林)
        (_APOLLO_ZH, "指令长是尼尔·阿姆斯特朗。", False),
        (_APOLLO_ZH, "尼尔·阿姆斯特朗留在指令舱。", True),
        (_APOLLO_ZH, "迈克尔·柯林斯留在指令舱。", False),
        # a year of the passage in another role; a month or day is not a year
        ("《泰坦尼克号》是1997年上映的美国电影。影片以1912年泰坦尼克号沉没事件为背景。", "该片于1912年上映。", True),
        ("《泰坦尼克号》是1997年上映的美国电影。影片以1912年泰坦尼克号沉没事件为背景。", "该片于1997年上映。", False),
        ("1912年のタイタニック号沈没事故を題材とする。1997年に公開された。", "タイタニック号の沈没は1997年に起きた。", True),
        ("1912年のタイタニック号沈没事故を題材とする。1997年に公開された。", "この映画は1912年の沈没事故を題材としている。", False),
        # predicates joined with 、 share the name before them
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。", "该片由凯特·温斯莱特编剧。", False),  # Kate is never written: missing_name's
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由凯特·温斯莱特主演。", "该片由凯特·温斯莱特编剧。", True),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由凯特·温斯莱特主演。", "该片由詹姆斯·卡梅隆编剧。", False),
        # a list written with 、 is one clause: every name in it holds the role
        (_CAST_JA, "ケイト・ウィンスレットが主演した。", False),
        (_CAST_JA, "ケイト・ウィンスレットが監督した。", True),
        # across another name: who starred, not what was starred in; a topic (は) is not tied across a name
        (_CAST_JA, "ジェームズ・キャメロンがタイタニックに主演した。", True),
        ("タイタニックの監督はジェームズ・キャメロン。タイタニックは1997年に公開された。", "タイタニックはジェームズ・キャメロンが監督した。", False),
        # a setting or topic (には, では) is not what a number counts: 112 counts steps, not the lighthouse
        ("灯台は1874年に完成した。灯台の高さは38メートルで、112段の階段がある。", "灯台には112段の階段がある。", False),
        ("灯台は1874年に完成した。灯台の高さは38メートルで、112段の階段がある。", "灯台には38段の階段がある。", True),
        # a topic (は) is tied to a name or year only where nothing after it is: 1916 is when he died
        ("夏目漱石は1867年に江戸で生まれた。1916年に49歳で亡くなった。", "漱石は1916年に死去した。", False),
        ("夏目漱石は1867年に江戸で生まれた。1916年に49歳で亡くなった。", "漱石は1916年に江戸で生まれた。", True),
        # a surname alone, where the passage writes the whole name with its dot
        (_CAST_JA, "ディカプリオが監督した。", True),
        (_CAST_JA, "ディカプリオが主演した。", False),
        (_CAST_JA, "キャメロンが主演した。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆主演了该片。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "该片由迪卡普里奥执导。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥主演了该片。", False),
        # a Chinese copula before the role: 是…的主演
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆是该片的主演。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥是该片的主演。", False),
        # read past the work (この映画の, 该片, 片中) and a verb of holding a role (担任), to the role
        (_CAST_JA, "ディカプリオがこの映画の監督を務めた。", True),
        (_CAST_JA, "キャメロンがこの映画の監督を務めた。", False),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥担任该片导演。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥在片中担任导演。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆担任该片导演。", False),
        (_APOLLO_ZH, "巴兹·奥尔德林担任指令长。", True),
        (_APOLLO_ZH, "巴兹·奥尔德林担任登月舱驾驶员。", False),
        # a role's other words: 主役 and 男主角 are the lead, as 主演 is
        (_CAST_JA, "ジェームズ・キャメロンが主役を演じた。", True),
        (_CAST_JA, "ディカプリオが主役を演じた。", False),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆是该片的男主角。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥是该片的男主角。", False),
        # roles listed together: the person holds each of them
        (_CAST_JA, "キャメロンが監督と主演を担当した。", True),
        ("監督・脚本・製作はジェームズ・キャメロン。", "キャメロンが監督、脚本、製作を担当した。", False),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆是该片的导演和主演。", True),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆担任该片的导演和编剧。", False),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆既是导演也是主演。", True),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "卡梅隆既是导演也是编剧。", False),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥既是导演也是主演。", True),
        ("由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "迪卡普里奥和温斯莱特是该片的主演。", False),
        # a Chinese list before the role: every name of it holds the role (由卡梅隆和温斯莱特主演)
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "1997年上映的该片由卡梅隆和温斯莱特主演。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "该片由迪卡普里奥和温斯莱特主演。", False),
        # numbers listed are not tied across the list: the passage's 、 splits 17、18世纪 into two clauses
        ("与大量收藏的17、18世纪的家具相辅相成。", "大量来自17和18世纪的家具填满了庭院。", False),
        # a label: the role, a colon, the person
        (_CAST_JA, "主演：ジェームズ・キャメロン", True),
        (_CAST_JA, "監督：ジェームズ・キャメロン、主演：レオナルド・ディカプリオ", False),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "导演：莱昂纳多·迪卡普里奥", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "导演：詹姆斯·卡梅隆；主演：凯特·温斯莱特", False),
        # undotted katakana words are loanwords as often as names: not compared
        ("お風呂にバスタブはなく、シャワーのみでした。", "お風呂はシャワーのみ。", False),
        # a name or number the passage never writes is missing_name's / number_conflict's, not a role swap
        (_CAST_JA, "トム・ハンクスが主演した。", False),
        # a hedge before a number is not a role: 大约 / 約 tie nothing (the passage's 大约 goes with its 8)
        ("这款耳机音质不错。电池大约能用8个小时。价格在300元左右。", "这款耳机大约三百元。", False),
        ("这款耳机音质不错。电池大约能用8个小时。价格在300元左右。", "这款耳机约300元。", False),
        ("这款耳机音质不错。电池大约能用8个小时。价格在300元左右。", "电池大约能用300个小时。", True),
        ("バッテリーは約8時間もちます。価格は約5000円です。", "このイヤホンは約5000円だ。", False),
        ("バッテリーは約8時間もちます。価格は約5000円です。", "バッテリーは約5000時間もつ。", True),
        # a role the passage gives nobody, for a person it gives other roles (check batch 20): ruled out; the same
        # role where the passage writes it (in another word of it: 音楽 for 作曲) is the usual comparison
        (_CAST_JA, "ジェームズ・キャメロンは音楽も担当した。", True),
        (_CAST_JA, "レオナルド・ディカプリオは助演だった。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "凯特·温斯莱特是该片的配角。", True),
        ("由詹姆斯·卡梅隆执导。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", "詹姆斯·卡梅隆担任该片的摄影。", True),
        ("監督はジェームズ・キャメロン。音楽はハンス・ジマーが担当した。", "ハンス・ジマーが作曲を担当した。", False),
        ("監督はジェームズ・キャメロン。音楽はハンス・ジマーが担当した。", "ジェームズ・キャメロンが作曲を担当した。", True),
        ("由詹姆斯·卡梅隆执导，汉斯·季默负责配乐。", "汉斯·季默为该片作曲。", False),
        # a person the passage gives no role at all: what the claim says of them is the model's to judge
        ("ジェームズ・キャメロンはカナダ出身である。", "ジェームズ・キャメロンは音楽も担当した。", False),
        # a role word never tied to a person of the passage is no role swap
        (_CAST_JA, "この映画の音楽は評判が良かった。", False),
        # a year that bounds a period (から, まで) is neither the next word's nor the topic's (check batch 21)
        (_KYOTO_JA, "京都は794年から日本の都だった。", False),
        (_KYOTO_JA, "京都は1869年まで都であった。", False),
        # ... but tied to the bound, which the passage writes with its own year: another year of the passage in
        # its place is a swap; a bound the passage never writes (から) ties nothing
        (_KYOTO_JA, "京都は1994年まで都であった。", True),
        (_KYOTO_JA, "京都は1994年から都であった。", False),
        # a katakana word written with a Han word as the object: the year is the verb's after it (受賞), not the topic's
        (_NOBEL_JA, "湯川秀樹は1949年にノーベル物理学賞を受賞した。", False),
        (_NOBEL_JA, "湯川秀樹は1935年にノーベル賞を受賞した。", True),
        (_NOBEL_JA, "湯川秀樹は1907年に東京で生まれた。", False),
        # a katakana verbal noun after the year (デビューした) is the year's own word: the topic is not tied to it
        (_MURAKAMI_JA, "村上春樹は1979年にデビューした。", False),
        # a year alone before a comma is the time of the clause after it (2022年，特斯拉共交付…)
        (_TESLA_ZH, "2022年特斯拉交付了超过130万辆电动车。", False),
        (_TESLA_ZH, "特斯拉2022年的营收为815亿美元。", False),
        (_TESLA_ZH, "特斯拉于2022年创立。", True),
    ],
)
def test_role_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import role_conflict

    assert role_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "text,lang,negates",
    [
        ("この映画は公開されなかった。", "ja", True),
        ("彼は映画を見ない。", "ja", True),
        ("ケイト・ウィンスレットは出演していません。", "ja", True),
        ("タイタニックはアメリカ映画ではない。", "ja", True),
        ("観客は少ない。", "ja", False),
        ("その道は危ない。", "ja", False),
        ("明日は雨かもしれない。", "ja", False),
        ("行かなければならない。", "ja", False),
        ("詹姆斯·卡梅隆没有执导该片。", "zh", True),
        ("该片并未上映。", "zh", True),
        ("该片不是美国电影。", "zh", True),
        ("泰坦尼克号沉没了。", "zh", False),  # 沉没 "sank"
        ("这两部电影非常不同。", "zh", False),  # 非常 "very", 不同 "different"
        ("未来会更好。", "zh", False),
        ("他不得不离开。", "zh", False),
        # a fault denied is praise, not a negated statement
        ("食事に関しては文句ありません。", "ja", False),
        ("部屋は特に問題はありませんでした。", "ja", False),
        ("立地は申し分ない。", "ja", False),
        ("这家酒店的服务没话说。", "zh", False),
        ("系统运行没有任何问题。", "zh", False),
        ("不満はないが、朝食は出なかった。", "ja", True),  # ... while the rest still negates
        ("没有问题，但他没有来。", "zh", True),
    ],
)
def test_negates(text, lang, negates):
    from grounding.scorer.cjk import negates as negates_fn

    assert negates_fn(text, lang) is negates


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        ("この映画は1997年に公開された。", "この映画は1997年に公開されなかった。", True),
        ("この映画は日本では公開されなかった。", "この映画は日本で公開されなかった。", False),  # the premise negates too
        ("该片获得了11项奥斯卡奖。", "该片没能获得奥斯卡奖。", True),
        ("该片没有获得金球奖。", "该片未获得金球奖。", False),
        ("影片以1912年泰坦尼克号沉没事件为背景。", "影片以泰坦尼克号沉没事件为背景。", False),
        # a claim that negates a word the premise never writes, while the premise plainly writes its opposite
        # (check batch 34): what is the opposite of a quality is not that quality
        ("他说我们那个硬盘太小啦。", "他说我们那个硬盘不够大。", False),
        ("朝食も結構良かったです。", "朝食も悪くなかったです。", False),
        ("博物馆每周一闭馆。", "博物馆周一不开放。", False),
        ("朝食も結構良かったです。", "朝食は美味しくなかった。", True),  # 美味しい is not 良い's opposite
        # ... but not where the premise writes the negated word too, or the claim denies the opposite as well
        ("你喜欢狗吗？你讨厌狗吗？", "不讨厌。", True),
        # a bound word negates nothing (check batch 38)
        ("名古屋駅からは特急列車で約28分。", "名古屋駅から特急で30分かからない。", False),
        ("该片获得了11项奥斯卡奖。", "该片获得了不到20项奥斯卡奖。", False),
        ("他来了。", "我找不到他。", True),
        # 支出没有 is 支出 没有, not the non-negating 出没 (check batch 37)
        ("中央财政的支出达855亿元。", "中央财政的支出没有超过800亿元。", True),
        ("山里经常有野兽出没。", "山里有野兽出没。", False),
        ("我喜欢看书，也喜欢思考！", "不讨厌，也不喜欢。", True),
    ],
)
def test_negation_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import negation_conflict

    assert negation_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise,claim,denied",
    [
        # the claim plainly states what the passage writes only denied (check batch 38)
        ("应用支持iOS和安卓系统，但暂不支持电脑端。", "这款应用支持电脑端。", True),
        ("应用支持iOS和安卓系统，但暂不支持电脑端。", "这款应用支持安卓系统。", False),
        ("应用支持iOS和安卓系统，但暂不支持电脑端。", "这款应用不支持电脑端。", False),  # the claim negates too
        ("这家店不仅支持电脑端，还支持手机端。", "这家店支持电脑端。", False),  # 不仅 denies nothing
        ("三个人不在阳光下", "三个人在阳光下放松。", True),
        ("只花不到一个小时的时间就能走完。", "在不到一个小时的时间内就能走完。", False),  # 不到 bounds a count
        ("このカフェは現金のみ。電子マネーは利用できない。", "電子マネーが利用できる。", True),
        ("このカフェは現金のみ。電子マネーは利用できない。", "駐車場が利用できる。", False),  # another topic
    ],
)
def test_denied_statement(premise, claim, denied):
    from grounding.scorer.cjk import denied_statement

    assert denied_statement(premise, claim) is denied


@pytest.mark.parametrize(
    "premise,claim,want",
    [
        # open and closed: what is not one is the other, so the cross-encoder reads the premise's word
        ("市图书馆周二至周日开放，每周一闭馆。", "图书馆周一不开放。", "图书馆周一闭馆。"),
        ("休館日は毎週月曜日です。", "月曜日は開館していない。", "月曜日は休館日だ。"),
        ("この店は毎週水曜日が定休日です。", "水曜日は営業しません。", "水曜日は定休日です。"),
        # nothing else moves: 不讨厌 is not 喜欢, and a passage with no opposite leaves the claim as it is
        ("我很喜欢狗。", "我不讨厌狗。", "我不讨厌狗。"),
        ("博物馆周一开放。", "博物馆周二不开放。", "博物馆周二不开放。"),
    ],
)
def test_negated_as_premise(premise, claim, want):
    from grounding.scorer.cjk import negated_as_premise

    assert negated_as_premise(premise, claim) == want


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        # one word of a pair of opposites for the passage's other (written for these tests)
        ("客室は少し狭いが清潔だった。", "客室は広々としていた。", True),
        ("客室は少し狭いが清潔だった。", "客室は広かった。", True),
        ("客室は少し狭いが清潔だった。", "客室は汚れていた。", True),
        ("客室は少し狭いが清潔だった。", "客室は汚かった。", True),
        ("客室は少し狭いが清潔だった。", "客室は狭かった。", False),
        ("这座寺庙是世界上海拔最高的寺庙之一。", "这座寺庙是世界上海拔最低的寺庙。", True),
        ("探测器在月球背面着陆。", "探测器在月球正面着陆。", True),
        ("这家店的菜很贵。", "这家店的菜很便宜。", True),
        ("一个男人在弹吉他。", "一个女人在弹吉他。", True),
        ("一个男子和一个女人在散步。", "一个女人在散步。", False),  # the passage writes both
        ("一个年轻男子在弹吉他。", "一个男人在弹吉他。", False),  # 男子 and 男人 are one side
        # a one-character Chinese adjective only after a degree word (大学 is no 大, 长江 no 长)
        ("他在大学读书。", "他在一所很小的学校读书。", False),
        ("房间很大。", "房间很小。", True),
        # a word negated or wished for is no plain statement: 狭くない is 広い; もう少し広いと良かった is 狭い
        ("部屋は狭くなく快適だった。", "部屋は広かった。", False),
        ("浴室がもう少し広いと良かった。", "浴室は狭かった。", False),
        ("房间不够大。", "房间很小。", False),
        # a negating claim is the negation rule's (cjk.negation_conflict)
        ("部屋は狭い。", "部屋は広くない。", False),
        # the passage writes the claim's word only negated or wished for, right where it writes it (check batch 26)
        ("ロビーは広くないが、明るい。", "ロビーはとても広い。", True),
        ("浴室がもう少し広いと良かった。", "浴室は広かった。", True),
        ("大厅不太大，但很明亮。", "大厅很大。", True),
        ("ロビーは広くて問題ない。", "ロビーは広い。", False),  # ない negates the problem
        ("静かないい宿でした。", "静かな宿です。", False),  # 静かな いい, no negation
        # open every day against a passage that names a closing day (check batch 27)
        ("この店は毎週水曜日が定休日です。", "この店は年中無休です。", True),
        ("博物馆每周一闭馆。", "博物馆全年无休。", True),
        ("这家店全年无休。", "这家店每天营业。", False),
        # a Chinese one-character adjective the passage negates (不大, 不太大, 不少; not 差不多)
        ("房间不大，但很干净。", "房间很大。", True),
        ("房间不太大。", "房间很大。", True),
        ("房间不大，但客厅很大。", "房间很大。", True),  # 很大 is the living room's: read by thing (check batch 39)
        ("来的人不少。", "来的人很少。", True),
        ("两家店的价格差不多。", "两家店的价格很多。", False),
        ("该市城镇人口占比为78%。", "该市农村人口占比为78%。", True),
        ("価格は税込み12万円。", "価格は税抜き12万円だ。", True),
        ("客室は全室禁煙だ。", "喫煙可能な客室がある。", True),
        ("售价为3999元（不含税）。", "售价为3999元，含税。", True),
        # a premise that negates something else elsewhere still states the other word plainly (check batch 39)
        ("房间很大，但是隔音不太好。", "房间很小。", True),
        ("朝食はバイキング形式で種類が豊富でした。", "朝食の種類は少なかった。", True),
        ("料理が冷めていて、品数も少なかったです。", "料理は温かかった。", True),
        ("少なくとも3種類ある。品揃えが豊富だ。", "品揃えが豊富だ。", False),  # 少なくとも is "at least"
        # one thing's quality against the clauses about it (房间隔音很好 against 隔音不太好, where 位置很好 too)
        ("酒店位置很好，房间很大，但是隔音不太好。", "房间隔音很好。", True),
        ("酒店位置很好，前台服务态度很好，但是隔音不太好。", "前台服务态度很差。", True),
        ("酒店位置很好，前台服务态度很好，但是隔音不太好。", "酒店位置很好。", False),
        ("小女孩荡秋千，一个男人在陪着她。", "一个小女孩正在荡秋千。", False),  # kinds are not read by thing
        ("玉ねぎは弱火で20分炒める。", "玉ねぎは強火で炒める。", True),
        ("食後に服用してください。", "食前に服用する。", True),
        ("用小火慢炖两个小时。", "用大火炖两个小时。", True),
    ],
)
def test_antonym_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise,claim,cap",
    [
        ("この映画は1997年に公開された。", "この映画は2010年に公開された。", 0.05),  # a number the premise does not state
        ("監督はジェームズ・キャメロン。ケイト・ウィンスレットが主演した。", "ケイト・ウィンスレットが監督した。", 0.05),  # a role swap
        ("この映画は1997年に公開された。", "この映画は公開されなかった。", "negation"),  # evidence, not proof
        # each text's negation read in its own language (english.negation_across_languages, engine 1.29)
        ("The film was released in 1997.", "この映画は公開されなかった。", "negation"),
        ("The film was not released in 1997.", "この映画は公開されなかった。", 1.0),
        ("この映画は1997年に公開された。", "この映画は1997年に公開された。", 1.0),
    ],
)
def test_rule_caps(premise, claim, cap):
    from grounding.scorer.model import NEGATION_CAP, _rule_bounds

    assert _rule_bounds(premise, claim)[0] == (NEGATION_CAP if cap == "negation" else cap)
    assert 0.05 < NEGATION_CAP < 0.6  # under the default citation threshold, above the hard rules


@pytest.mark.parametrize(
    "premise,claim,sentence",
    [
        # the sentence that writes most of the claim
        (
            "灯台は1874年に完成した。設計者はマーガレット・エリソンで、高さは38メートルある。",
            "設計者はマーガレット・エリソンだった。",
            "設計者はマーガレット・エリソンで、高さは38メートルある。",
        ),
        ("该灯塔于1874年建成。它由玛格丽特·埃利森设计！游客可以登上112级台阶。", "游客可以登上台阶。", "游客可以登上112级台阶。"),
        # one sentence: nothing to add to the passage itself
        ("灯台は1874年に完成した。", "灯台は1874年に完成した。", None),
        # no sentence writes half the claim: it leans on the whole passage, or on none of it
        ("灯台は1874年に完成した。高さは38メートルある。", "この建物を設計したのは有名な技師だった。", None),
        ("", "灯台は1874年に完成した。", None),
        # a question states nothing; one shared bigram is no evidence
        ("用户：我住在广州。\n机器人：我也是。\n用户：你知道我住在哪里吗？", "不知道。", None),
        ("我知道这件事。他住在广州。", "不知道。", None),
        ("用户：我住在广州，在天河区。\n机器人：广州很好！\n用户：你知道我住在哪里吗？", "你住在广州天河区。", "用户：我住在广州，在天河区。"),
        ("灯台は1874年に完成した。高さは38メートルある。", "。", None),
    ],
)
def test_best_sentence(premise, claim, sentence):
    from grounding.scorer.cjk import best_sentence

    assert best_sentence(premise, claim) == sentence


TITANIC_ZH_PASSAGE = (
    "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。"
    "影片以1912年泰坦尼克号沉没事件为背景，由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。该片获得了11项奥斯卡奖。"
)


@pytest.mark.parametrize(
    "claim,supported",
    [
        ("凯特·温斯莱特是该片的女主角。", True),  # 女主角 is a word of 主演's role
        ("温斯莱特在片中担任女主角。", True),  # a surname, past the work and 担任
        ("这部电影的男主角由迪卡普里奥出演。", True),  # a role before 由
        ("卡梅隆是这部电影的制片人之一。", True),  # 制片 for the passage's 制作, "one of"
        ("卡梅隆不仅执导了这部电影，还担任了编剧。", True),  # past 不仅, and 编剧 after 还 is 卡梅隆's too
        ("詹姆斯·卡梅隆执导了该片。", True),
        ("卡梅隆是该片的女主角。", False),  # the passage gives him other roles
        ("凯特·温斯莱特不是该片的女主角。", False),  # negated
        ("凯特·温斯莱特是该片唯一的女主角。", False),  # 唯一 is more than a role
        ("卡梅隆执导了这部电影，还担任了主演。", False),  # 主演 is not his
        ("布拉德·皮特是该片的男主角。", False),  # not in the passage
        ("该片于1997年上映。", False),  # no person: the model's to judge
        ("卡梅隆是该片的导演，于1997年获奖。", False),  # 获奖 is no role of the passage's
    ],
)
def test_role_support(claim, supported):
    from grounding.scorer.cjk import role_support

    assert role_support(TITANIC_ZH_PASSAGE, claim) is supported


def test_role_support_in_japanese_with_katakana_role_words():
    from grounding.scorer.cjk import read_role_loanwords, role_support

    premise = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert read_role_loanwords("ウィンスレットは本作でヒロインを演じた。") == "ウィンスレットは本作で主演を演じた。"
    assert read_role_loanwords("ディカプリオとウィンスレットがダブル主演した。") == "ディカプリオとウィンスレットが主演した。"
    assert read_role_loanwords("卡梅隆自编自导了这部电影。") == "卡梅隆编剧和执导了这部电影。"  # a Chinese idiom of two roles
    assert role_support(premise, read_role_loanwords("ディカプリオはこの映画の主演である。"))
    assert not role_support(premise, read_role_loanwords("ディカプリオはこの映画のディレクターだ。"))
    assert role_conflict(premise, read_role_loanwords("ディカプリオはこの映画のディレクターだ。"))  # a topic before the work ties
    assert role_conflict(premise, read_role_loanwords("ケイト・ウィンスレットがメガホンを取った。"))


@pytest.mark.parametrize(
    "claim,conflict",
    [
        ("主演はディカプリオとウィンスレットの二人である。", False),  # two people listed, counted
        ("主演はディカプリオとウィンスレットの三人である。", True),
        ("主演はディカプリオの二人である。", True),  # one person listed
        ("该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特两位演员主演。", False),
    ],
)
def test_a_count_of_the_people_a_claim_lists_is_the_claims_own(claim, conflict):
    premise = "レオナルド・ディカプリオとケイト・ウィンスレットが主演した。アカデミー賞11部門を受賞した。" if "主演は" in claim else TITANIC_ZH_PASSAGE
    assert number_conflict(premise, claim) is conflict


def test_a_clause_that_goes_on_with_the_subject_gives_it_the_role():
    assert role_conflict(TITANIC_ZH_PASSAGE, "卡梅隆执导了这部电影，还担任了主演。")
    assert role_conflict(TITANIC_ZH_PASSAGE, "这部电影的导演由迪卡普里奥担任。")  # 导演由: the role before 由
    assert not role_conflict(TITANIC_ZH_PASSAGE, "卡梅隆执导了这部电影，还担任了编剧。")


# engine 1.20: what a passage forbids, allows, requires or advises caution about, against a claim about the same act
_POOL_ZH = "游泳馆开放时间为每天6:00-22:00。馆内禁止吸烟，可以使用吹风机。进入泳池必须佩戴泳帽。孕妇慎用桑拿房。"
_POOL_JA = "プールは毎日6時から22時まで利用できます。館内での喫煙は禁止されています。ドライヤーは自由に使えます。18歳未満の方は保護者の同伴が必要です。"


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        (_POOL_ZH, "馆内可以吸烟。", True),  # allowed against 禁止
        (_POOL_ZH, "馆内不允许吸烟。", False),  # forbidden in other words
        (_POOL_ZH, "进入泳池不需要戴泳帽。", True),  # not required against 必须
        (_POOL_ZH, "进入泳池需要佩戴泳帽。", False),
        (_POOL_ZH, "孕妇禁止使用桑拿房。", True),  # forbidden against caution
        (_POOL_ZH, "馆内可以使用吹风机。", False),
        (_POOL_ZH, "馆内禁止使用吹风机。", True),  # forbidden against allowed
        (_POOL_JA, "館内ではたばこを吸ってもよい。", True),  # 館内 and 吸 / 喫: the clause closest to the act
        (_POOL_JA, "館内での喫煙は許可されている。", True),
        (_POOL_JA, "18歳未満の方は保護者の同伴がなくても利用できる。", True),
        (_POOL_JA, "18歳未満の方は保護者の同伴が必要だ。", False),
        (_POOL_JA, "ドライヤーを使うことができる。", False),
        ("お部屋もフロントも言うことなしです。", "お部屋も必要にして十分。", False),  # an idiom and 言うことなし, no modality
    ],
)
def test_modality_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import modality_conflict

    assert modality_conflict(premise, claim) is conflict


def test_modality_conflict_reads_the_clause_closest_to_the_claim():
    from grounding.scorer.cjk import modality_conflict

    premise = "館内での撮影は禁止されていますが、ロビーでは撮影できます。"
    assert not modality_conflict(premise, "ロビーで撮影できる。")
    assert modality_conflict(premise, "館内で撮影できる。")


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        ("停车免费，早餐另付30元。", "早餐免费。", True),
        ("停车免费，早餐另付30元。", "停车免费。", False),
        ("停车免费，早餐另付30元。", "早餐不收费。", True),
        ("月会費は8,800円で、入会金は無料です。", "月会費は無料だ。", True),  # 8,800 is one number, its clause one clause
        ("月会費は8,800円で、入会金は無料です。", "入会金は無料だ。", False),
        ("シャワーの利用は1回300円です。", "シャワーはタダで使える。", True),
        ("夕食は3,000円です。", "朝食は無料だ。", False),  # no clause about breakfast
    ],
)
def test_price_conflict(premise, claim, conflict):
    from grounding.scorer.cjk import price_conflict

    assert price_conflict(premise, claim) is conflict


def test_free_in_other_words_is_written_as_the_passage_writes_it():
    from grounding.scorer.cjk import free_as_premise

    assert free_as_premise("停车免费，早餐另付30元。", "停车不收费。") == "停车免费。"
    assert free_as_premise("入会金は無料です。", "入会金はかからない。") == "入会金は無料。"
    assert free_as_premise("駐車場は無料です。", "駐車場はタダだった。") == "駐車場は無料だった。"
    assert free_as_premise("入会金は5,000円です。", "入会金はかからない。") == "入会金はかからない。"  # the passage says no free
    assert free_as_premise("所要時間は30分です。", "30分かからない。") == "30分かからない。"  # a bound, not a fee


def test_a_sum_in_another_currency_is_not_stated():
    assert number_conflict("2023年公司营收为2710亿元，同比下降3.2%。", "2023年营收约为2710亿美元。")
    assert not number_conflict("2023年公司营收为2710亿元，同比下降3.2%。", "2023年营收约为2710亿元。")
    assert number_conflict("チケットは1枚50ドルです。", "チケットは1枚50円だ。")
    assert not number_conflict("チケットは1枚50ドルです。", "チケットは1枚50米ドルだ。")  # one currency in two words


def test_a_rise_in_other_words_against_a_fall():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("该公司2023年净利润同比下降12%。", "该公司2023年净利润同比增长。")
    assert antonym_conflict("今年の売上高は前年比で5%減少した。", "今年の売上高は前年より増えた。")
    assert not antonym_conflict("该公司2023年净利润同比下降12%，营收增长3%。", "该公司营收增长。")


def test_what_ended_against_what_goes_on_about_one_thing():
    from grounding.scorer.cjk import antonym_conflict

    premise = "車内販売は2019年に終了しました。Wi-Fiは現在も使えます。"
    assert antonym_conflict(premise, "車内販売は現在も行われている。")
    assert not antonym_conflict(premise, "Wi-Fiは現在も使える。")
    assert antonym_conflict("该线路已于2020年停运。", "该线路目前仍在运营。")


def test_a_thing_the_passage_says_there_is_none_of():
    from grounding.scorer.cjk import denied_statement

    premise = "全席指定席で、自由席はありません。"
    assert denied_statement(premise, "自由席もある。")
    assert not denied_statement(premise, "指定席がある。")
    assert not denied_statement("大浴場はありません。", "大浴場があると嬉しい。")  # a wish, not a statement


def test_hours_the_passage_gives_other_days():
    from grounding.scorer.cjk import typed_conflict

    premise = "平日は朝7時から夜11時まで、土日祝は朝9時から夜8時まで営業しています。"
    assert typed_conflict(premise, "日曜日は夜11時まで営業している。")
    assert typed_conflict(premise, "土曜日は朝7時に開く。")
    assert not typed_conflict(premise, "日曜日は夜8時まで営業している。")
    assert not typed_conflict(premise, "水曜日は夜11時まで営業している。")  # the verb at the end is every clause's
    # days listed before 、 stay one clause
    assert not typed_conflict("月曜日、水曜日は午後5時に閉まる。", "月曜日は午後5時に閉まる。")


def test_price_conflict_reads_a_price_alone_with_its_clause_and_spares_a_free_clause_about_the_claim():
    from grounding.scorer.cjk import price_conflict

    premise = "貸切風呂は1回45分、2,000円で、予約が必要です。"
    assert price_conflict(premise, "貸切風呂は無料だ。")  # 2,000円で goes with the clause before it
    gallery = "常設展の観覧料は一般500円、高校生以下は無料です。"
    assert not price_conflict(gallery, "高校生は常設展を無料で観覧できる。")
    assert price_conflict(gallery, "常設展は無料で観覧できる。")
    assert not price_conflict("アメニティはバスタオルのみ、それ以外は有料。", "タオルは無料。")  # それ以外 is no price alone


def test_what_the_passage_says_is_not_included():
    from grounding.scorer.cjk import denied_statement

    premise = "料金は1日8,000円で、ガソリン代は含まれていません。"
    assert denied_statement(premise, "料金にはガソリン代が含まれている。")
    assert not denied_statement(premise, "ガソリン代は含まれていない。")
    assert not denied_statement(premise, "料金は1日8,000円だ。")


def test_durations_are_written_as_the_passage_writes_them():
    from grounding.scorer.cjk import harmonise_numbers

    assert harmonise_numbers("借期为30天，可续借一次。", "借期为一个月。") == "借期为30天。"
    assert harmonise_numbers("試用期間は7日間です。", "試用期間は1週間だ。") == "試用期間は7日間だ。"
    assert harmonise_numbers("会议时长为半小时。", "会议开30分钟。") == "会议开半小时。"
    assert harmonise_numbers("借期为30天。", "借期为31天。") == "借期为31天。"  # no month
    assert harmonise_numbers("第二天上班。", "他上班才两天。") == "他上班才两天。"  # 第二天 is a day, not two days
    assert not number_conflict("借期为一个月。", "借期为30天。")
    assert number_conflict("借期为30天。", "借期为两周。")


def test_a_refusal_is_read_as_forbidden():
    from grounding.scorer.cjk import modality_conflict

    premise = "本次考试报名时间为3月1日至3月15日，逾期不予补报。"
    assert modality_conflict(premise, "逾期可以补报。")
    assert not modality_conflict(premise, "逾期不能补报。")
    assert modality_conflict("商品售出后概不退换。", "商品售出后可以退换。")


def test_a_fee_waived_is_free():
    from grounding.scorer.cjk import free_as_premise, negation_conflict, price_conflict

    premise = "该银行储蓄卡年费为10元，开户满一年后免收。跨行取款每笔收取2元手续费。"
    assert free_as_premise(premise, "开户满一年后不收年费。") == "开户满一年后免收年费。"
    assert not negation_conflict(premise, free_as_premise(premise, "开户满一年后不收年费。"))
    assert free_as_premise("停车免费。", "停车不收服务费。") == "停车免费。"  # after 免费 the fee is dropped
    assert price_conflict(premise, "跨行取款不收手续费。")  # 2元 a withdrawal


def test_half_is_written_as_the_passage_writes_it():
    from grounding.scorer.cjk import half_as_premise

    assert half_as_premise("当日のキャンセルはコース料金の50%を頂戴します。", "当日キャンセルは半額かかる。") == "当日キャンセルは50%かかる。"
    assert half_as_premise("持学生卡乘车享受五折优惠。", "学生乘车半价。") == "学生乘车五折。"
    assert half_as_premise("学生半价。", "学生享受50%优惠。") == "学生享受半价优惠。"
    assert half_as_premise("学生享受八五折优惠。", "学生半价。") == "学生半价。"  # 八五折 is no half
    # a half the passage writes neither way is no number it must state
    assert not number_conflict("価格は大人5,000円、子供2,500円。", "子供は大人の半額だ。")


def test_a_large_number_with_two_units():
    assert numbers("累計販売台数は1億4000万台を超えた。") == {"140000000"}
    assert numbers("2億3千万円") == {"230000000"}
    assert numbers("2万3万") == set()


def test_an_evening_hour_against_a_passage_that_writes_the_hour_alone_or_after_晚():
    premise = "演唱会将于8月12日晚7点30分开始，6点开始检票入场。"
    assert not number_conflict(premise, "演唱会晚上7点半开始。")
    assert not number_conflict(premise, "检票从晚上6点开始。")  # 6点 may be 18点
    assert number_conflict(premise, "演唱会晚上8点开始。")
    assert number_conflict(premise, "检票从晚上5点开始。")
    assert not number_conflict("大浴場は夜12時まで利用できます。", "大浴場は深夜0時まで使える。")
    assert number_conflict("大浴場は夜12時まで利用できます。", "大浴場は深夜1時まで使える。")


def test_a_grade_above_against_a_grade_below():
    premise = "13日午前2時ごろ、県北部で震度5弱の地震があった。"
    assert number_conflict(premise, "震度5強の地震が起きた。")
    assert not number_conflict(premise, "震度5弱の地震が起きた。")


def test_occasion_conflict():
    from grounding.scorer.cjk import occasion_conflict

    premise = "郑和于1405年首次率船队下西洋，此后共七次出海。1433年，郑和在最后一次航行途中去世。"
    assert occasion_conflict(premise, "郑和在第一次航行中去世。")
    assert not occasion_conflict(premise, "郑和在最后一次航行中去世。")
    assert not occasion_conflict(premise, "郑和于1405年第一次下西洋。")  # the first voyage is the passage's too
    assert occasion_conflict("彼は最後の航海で亡くなった。", "彼は最初の航海で亡くなった。")


def test_side_conflict():
    from grounding.scorer.cjk import side_conflict

    rail = "このフリーパスは発売日から3日間有効である。払い戻しは使用開始前に限り可能です。"
    assert side_conflict(rail, "使用開始後でも払い戻しができる。")
    assert not side_conflict(rail, "使用開始前なら払い戻しができる。")
    flight = "国内線の搭乗手続きは出発時刻の20分前までに済ませる必要がある。"
    assert side_conflict(flight, "搭乗手続きは出発後でもできる。")  # 出発時刻の20分前 is before 出発
    assert side_conflict("雨のため、午後の種目は中止になった。", "雨で午前の種目が中止になった。")
    assert not side_conflict("午後5時に閉まる。", "午前9時に開く。")  # clock hours are no sides
    assert not side_conflict("哎我后来都没有跟她连络啦.", "我以前和她联络过")  # 后来 and 以前 are no sides of an act


def test_restriction_conflict_reads_anywhere_and_any_number_of_times():
    from grounding.scorer.cjk import restriction_conflict

    assert restriction_conflict("飲食は指定の場所でのみ可能です。", "飲食はどこでもできる。")
    assert restriction_conflict("延長は1回のみ可能。", "延長は何回でもできる。")
    assert not restriction_conflict("この公園は24時間開放されています。", "公園はいつでも入れる。")


def test_paid_against_free():
    from grounding.scorer.cjk import price_conflict

    premise = "香花券每人30元，需另购飞来峰景区门票45元。1.2米以下儿童免票。"
    assert price_conflict(premise, "1.2米以下儿童需要购买门票。")
    assert not price_conflict(premise, "香花券每人30元。")
    assert not price_conflict("停车免费，洗车每次30元。", "洗车需要付费。")


def test_this_month_against_next_month():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("套餐办理后次月生效。", "套餐办理后当月生效。")
    assert not antonym_conflict("套餐办理后次月生效。", "套餐办理后下个月生效。")


def test_roles_read_past_an_adverb():
    from grounding.scorer.cjk import role_conflict, role_support

    premise = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert role_support(premise, "卡梅隆同时担任了该片的导演和编剧。")
    assert role_support(premise, "该片的导演和编剧都是卡梅隆。")
    assert role_conflict(premise, "该片的导演和主演都是卡梅隆。")
    assert role_conflict(premise, "卡梅隆同时担任了该片的导演和主演。")


def test_counts_the_passage_gives_other_days():
    from grounding.scorer.cjk import typed_conflict

    premise = "このバスは平日は1時間に2本、土日は1時間に1本運行している。運賃は大人230円。"
    assert typed_conflict(premise, "土日は1時間に2本運行している。")
    assert typed_conflict(premise, "日曜日は1時間に2本走る。")  # 日曜日 is one of 土日
    assert not typed_conflict(premise, "土日は1時間に1本運行している。")
    assert not typed_conflict(premise, "平日は1時間に2本運行している。")


def test_hours_after_a_part_of_the_day_are_written_as_the_passage_writes_them():
    premise = "始発は午前6時、最終便は午後10時に駅を出る。"
    assert harmonise_numbers(premise, "最終便は夜10時に駅を出る。") == "最終便は午後10時に駅を出る。"
    assert harmonise_numbers(premise, "始発は朝6時だ。") == "始発は午前6時だ。"
    assert harmonise_numbers(premise, "始発は朝7時だ。") == "始発は朝7時だ。"  # no hour of the passage
    assert harmonise_numbers("本店营业时间为上午10点至晚上10点。", "本店早上10点开门。") == "本店上午10点开门。"


def test_idioms_of_getting_nothing_negate():
    from grounding.scorer.cjk import negation_conflict

    assert negation_conflict("该片获得了11项奥斯卡奖。", "该片在奥斯卡奖上一无所获。")
    assert negation_conflict("他在比赛中获得了金牌。", "他与奖牌无缘。")


def test_wide_against_small():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("ただ、お風呂が小さく、シャワーの水圧が弱かったです。", "お風呂は広かった。")
    assert not antonym_conflict("部屋は広いが、窓が小さい。", "部屋は広かった。")


def test_a_translated_prize_is_written_as_the_passage_writes_it():
    from grounding.scorer.cjk import translated_as_premise

    zh = "该片获得了11项奥斯卡奖。"
    assert translated_as_premise(zh, "この映画はアカデミー賞を11部門受賞した。") == "この映画は奥斯卡奖を11部門受賞した。"
    assert translated_as_premise(zh, "The film won 11 Academy Awards.") == "The film won 11 奥斯卡奖."
    assert translated_as_premise(zh, "该片获得了11项奥斯卡奖。") == "该片获得了11项奥斯卡奖。"
    assert translated_as_premise(zh, "Oscar Isaac starred in it.") == "Oscar Isaac starred in it."  # a first name
    assert translated_as_premise("アカデミー賞11部門を受賞した。", "该片获得了11项金球奖。") == "该片获得了11项金球奖。"  # another prize


def test_english_roles_are_read_as_clauses_of_the_passages_language():
    from grounding.scorer.cjk import english_roles

    assert english_roles("凯特·温斯莱特 directed 泰坦尼克.", "zh") == ["凯特·温斯莱特执导。"]
    assert english_roles("泰坦尼克 was directed by 詹姆斯·卡梅隆 and stars 凯特·温斯莱特.", "zh") == ["詹姆斯·卡梅隆执导。", "凯特·温斯莱特主演。"]
    assert english_roles("The film was written by レオナルド・ディカプリオ.", "ja") == ["レオナルド・ディカプリオが脚本した。"]
    assert english_roles("Kate Winslet directed the film.", "ja") == []  # a Latin name, with no anchor
    assert english_roles("Kate Winslet directed the film.", "ja", anchor=lambda w: "ウィンスレット") == ["ウィンスレットが監督した。"]
    assert english_roles("The film is about the sinking.", "zh") == []


def test_english_roles_only_takes_one_title_translated_by_meaning_against_a_titled_passage():
    from grounding.scorer.cjk import english_roles_only

    claim = "克里斯托弗·诺兰 wrote and directed Inception."
    assert not english_roles_only(claim)  # Inception is more than roles, unless the passage writes a title
    assert english_roles_only(claim, titled=True)
    assert not english_roles_only("克里斯托弗·诺兰 wrote Inception in London.", titled=True)


def test_a_number_of_the_passage_put_on_another_of_its_labels():
    gallery = "特別展の観覧料は一般1,800円、大学生1,200円、高校生以下無料。"
    assert number_conflict(gallery, "大学生の観覧料は1,800円だ。")
    assert not number_conflict(gallery, "大学生の観覧料は1,200円だ。")
    assert not number_conflict(gallery, "観覧料は1,800円だ。")  # no label: the model's
    gym = "会员月卡价格为299元，年卡为1999元。"
    assert number_conflict(gym, "年卡价格为299元。")
    assert not number_conflict(gym, "会员月卡价格为299元。")
    # a label elsewhere in the claim is not this number's (每人600美元 is not what 获得 got)
    grant = "Grantee B也在LSC基金中获得3万美元，但仅服务于500名客户，其成本比为600美元。"
    assert not number_conflict(grant, "Grantee B获得30000美元的资金，但只能给500个客户提供每人600美元的服务")


def test_what_is_charged_separately_is_not_included():
    from grounding.scorer.cjk import denied_statement

    assert denied_statement("家賃は月12万円、管理費は別途8千円。", "家賃には管理費が含まれている。")
    assert not denied_statement("家賃は月12万円、管理費は別途8千円。", "管理費は8千円だ。")


def test_years_are_no_labelled_quantities():
    # 1986年 after 出口1990年比: a year is no quantity of a label
    assert not number_conflict("按中方统计,中国对日出口1990年比1986年增长了百分之四十", "1990年,中国对日出口相较1986年有所增长")


def test_someone_or_somewhere_other_than_the_passages():
    from grounding.scorer.cjk import other_than_conflict

    titanic = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。"
    assert other_than_conflict(titanic, "タイタニックはアメリカ以外の国で製作された。")
    assert other_than_conflict(titanic, "この映画の脚本はキャメロン以外の人物が書いた。")
    assert not other_than_conflict(titanic, "タイタニックは日本以外の国で製作された。")  # 日本 is not the passage's
    assert not other_than_conflict(titanic, "キャメロン以外にも脚本家がいた。")  # besides, not other than
    # Chinese 之外 / 以外 is as often "besides": not read
    assert not other_than_conflict("乡镇企业所需的资金,应当主要依靠自身积累", "在自身积累之外,乡镇企业还可以通过政府补贴等方式获取所需资金。")


def test_a_year_put_on_a_happening_of_no_kind():
    from grounding.scorer.events import event_year_conflict

    titanic_ja = "『タイタニック』は1997年公開のアメリカ映画である。1912年のタイタニック号沈没事故を題材とした。"
    titanic_zh = "《泰坦尼克号》是一部1997年上映的美国电影。影片以1912年泰坦尼克号沉没事件为背景。"
    assert event_year_conflict(titanic_ja, "タイタニック号の沈没は1997年の出来事である。")
    assert not event_year_conflict(titanic_ja, "タイタニック号の沈没は1912年の出来事である。")
    assert event_year_conflict(titanic_zh, "泰坦尼克号沉没事件发生在1997年。")
    assert not event_year_conflict(titanic_zh, "泰坦尼克号沉没事件发生在1912年。")
    assert event_year_conflict(titanic_zh, "泰坦尼克号沉没是1997年的事。")
    # a year that modifies a kind of happening (事故, 事件) is still that happening's, not the film's
    assert not event_year_conflict(titanic_ja, "この映画は1912年の事故を描いている。")


def test_a_role_the_passage_gives_nobody_taken_on_with_tantou():
    titanic = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert role_conflict(titanic, "この映画の音楽はジェームズ・キャメロンが担当した。")
    assert role_conflict(titanic, "ケイト・ウィンスレットが監督を担当した。")
    assert not role_conflict(titanic, "この映画の監督はジェームズ・キャメロンが担当した。")
    assert not role_conflict(titanic, "脚本もキャメロンが担当した。")


def test_one_of_a_kind_filled_by_another():
    from grounding.scorer.cjk import slot_conflict

    quebec_ja = "ケベック州の州都はケベック・シティーで、最大の都市はモントリオールである。"
    quebec_zh = "魁北克省的首府是魁北克市，最大城市是蒙特利尔。"
    australia_zh = "悉尼是澳大利亚最大的城市，但首都是堪培拉。"
    assert slot_conflict(quebec_ja, "ケベック州の州都はモントリオールである。")
    assert slot_conflict(quebec_ja, "ケベック州最大の都市はケベック・シティーである。")
    assert not slot_conflict(quebec_ja, "モントリオールはケベック州最大の都市である。")
    assert slot_conflict(quebec_zh, "魁北克省的首府是蒙特利尔。")
    assert not slot_conflict(quebec_zh, "蒙特利尔是魁北克省最大的城市。")
    assert slot_conflict(australia_zh, "澳大利亚的首都是悉尼。")
    assert slot_conflict(australia_zh, "堪培拉是澳大利亚最大的城市。")
    assert not slot_conflict(australia_zh, "澳大利亚的首都是堪培拉。")
    # the same post in the other language (州都 and 首府), and a post of another holder is no rival
    assert slot_conflict(quebec_ja, "ケベック省的首府是モントリオール。")
    assert not slot_conflict("オンタリオ州の州都はトロントで、ケベック州の最大の都市はモントリオールである。", "ケベック州の州都はトロントである。")
    # a passage that fills one post only, and a filler it puts in no post, are the other rules'
    assert not slot_conflict("多伦多是安大略省的首府。", "多伦多是安大略省最大的城市。")
    assert not slot_conflict(australia_zh, "澳大利亚的首都是墨尔本。")
    # no copula: 但是, 不是
    assert not slot_conflict(australia_zh, "悉尼不是澳大利亚的首都。")


def test_the_largest_written_the_passages_way():
    from grounding.scorer.cjk import largest_as_premise

    assert largest_as_premise("悉尼是澳大利亚最大的城市。", "悉尼是澳大利亚第一大城市。") == "悉尼是澳大利亚最大的城市。"
    assert (
        largest_as_premise("シドニーはオーストラリア最大の都市だ。", "シドニーはオーストラリアで一番大きな都市だ。")
        == "シドニーはオーストラリアで最大の都市だ。"
    )
    assert largest_as_premise("他毕业于北京第一大学。", "他是第一大学的学生。") == "他是第一大学的学生。"  # a name
    assert largest_as_premise("这座城市很大。", "这是第一大城市。") == "这是第一大城市。"  # the passage writes neither


def test_days_compared_by_what_a_clause_says_not_by_its_grammar():
    from grounding.scorer.cjk import typed_conflict

    library = "この町の図書館は1985年に開館した。毎週月曜日は休館で、それ以外の日は午前9時から午後8時まで開いている。"
    # 閉まっている shares only ている with the other days' 開いている: no clause says what the claim says of Monday
    assert not typed_conflict(library, "図書館は月曜日に閉まっている。")
    assert typed_conflict(library, "図書館は日曜日に休館する。")


def test_holidays_ministries_and_prefectures_are_closed_kinds():
    from grounding.scorer.cjk import typed_conflict

    call = "她说下个月要去云南旅游。她还问我春节回不回家。"
    assert typed_conflict(call, "妈妈问我国庆节回不回家。")
    assert not typed_conflict(call, "妈妈问我春節回不回家。")
    plan = "政府计划投资200亿元改善农村道路。项目将由交通运输部负责实施。"
    assert typed_conflict(plan, "该项目由教育部负责实施。")
    assert not typed_conflict(plan, "该项目由交通部负责实施。")  # its short name
    trip = "3年生は修学旅行で京都と奈良を訪れる。集合は東京駅。"
    assert typed_conflict(trip, "修学旅行の行き先は大阪だ。")
    assert not typed_conflict(trip, "修学旅行の行き先は京都だ。")
    assert not typed_conflict(trip, "東京に集合する。")  # 東京 of 東京駅
    assert not typed_conflict(trip, "山口さんが引率する。")  # a person
    assert not typed_conflict(trip, "大分前から決まっていた。")  # だいぶ


def test_a_length_of_one_the_passage_does_not_give():
    from grounding.scorer.cjk import typed_conflict

    call = "她说下个月要去云南旅游，大概待两个星期。"
    assert typed_conflict(call, "妈妈打算在云南待一个月。")
    assert not typed_conflict(call, "妈妈打算在云南待两个星期。")
    assert not typed_conflict("借期为30天。", "借期为一个月。")  # the same length
    assert not typed_conflict(call, "她一个月去一次云南。")  # a frequency


def test_enlarged_against_smaller():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("去年他把店面扩大了一倍。", "面馆的店面比以前小了。")
    assert antonym_conflict("去年他把店面扩大了一倍。", "店面缩小了。")
    assert not antonym_conflict("去年他把店面扩大了一倍。", "店面扩大了。")


def test_public_holidays_are_days_of_their_own():
    from grounding.scorer.cjk import typed_conflict

    clinic = "当院の診療時間は平日の午前9時から午後6時まで、土曜日は午前中のみです。日曜・祝日は休診です。"
    assert typed_conflict(clinic, "祝日も診療を行っている。")
    assert not typed_conflict(clinic, "祝日は休診だ。")
    bank = "该银行的营业时间为周一至周五上午9点至下午5点，周六上午9点至中午12点，周日及法定节假日休息。"
    assert typed_conflict(bank, "该银行节假日也营业。")
    assert not typed_conflict(bank, "该银行法定节假日休息。")
    # a holiday that moves a day is no day of its own (祝日の場合は翌日)
    assert not typed_conflict("休館日は毎週月曜日（祝日の場合は翌日）。", "月曜日は休館日だ。")


def test_a_clause_about_the_claims_own_day_says_it():
    from grounding.scorer.cjk import typed_conflict

    bank = "该银行的营业时间为周一至周五上午9点至下午5点，周六上午9点至中午12点，周日及法定节假日休息。"
    # the clause of 工作日 shares more of the claim (营业…上午), but 周六's own clause says it
    assert not typed_conflict(bank, "该银行周六上午营业。")
    assert typed_conflict(bank, "该银行周日营业。")


def test_the_other_half_of_what_a_passage_keeps_to_one():
    from grounding.scorer.cjk import restriction_conflict

    clinic = "当院の診療時間は平日の午前9時から午後6時まで、土曜日は午前中のみです。"
    assert restriction_conflict(clinic, "土曜日は午後も診療している。")
    assert not restriction_conflict(clinic, "土曜日は午前中のみ診療している。")
    assert not restriction_conflict(clinic, "平日は午後も診療している。")  # kept to the morning on Saturdays only
    assert restriction_conflict("周六仅限上午营业，周日休息。", "周六下午也营业。")
    assert not restriction_conflict("周六仅限上午营业，周日休息。", "周六上午营业。")
    assert restriction_conflict("テラス席のみペット同伴可。", "ペットは店内でも同伴できる。")


def test_english_counts_in_words_against_a_cjk_passage():
    from grounding.scorer.cjk import english_counts_as_digits

    ja = "この映画はアカデミー賞11部門を受賞した。"
    assert english_counts_as_digits(ja, "The film won twelve Academy Awards.") == "The film won 12 Academy Awards."
    assert english_counts_as_digits(ja, "It won twenty-one awards.") == "It won 21 awards."
    assert english_counts_as_digits(ja, "One of the stars is Kate.") == "One of the stars is Kate."  # a pronoun
    assert english_counts_as_digits("The film won 11 awards.", "The film won eleven awards.") == "The film won eleven awards."  # English passage
    assert number_conflict(ja, english_counts_as_digits(ja, "The film won twelve Academy Awards."))
    assert not number_conflict(ja, english_counts_as_digits(ja, "The film won eleven Academy Awards."))


def test_posts_after_a_comma_a_time_or_with_a_modified_filler():
    from grounding.scorer.cjk import slot_conflict

    company = "株式会社ミドリ食品の本社は名古屋市にあり、創業者は鈴木一郎である。現在の社長は鈴木花子で、従業員は約500人。"
    assert slot_conflict(company, "ミドリ食品の社長は鈴木一郎である。")  # 現在の names no other company
    assert slot_conflict(company, "ミドリ食品の創業者は鈴木花子である。")  # after 、
    assert not slot_conflict(company, "ミドリ食品の創業者は鈴木一郎だ。")
    team = "该球队的主教练是王强，队长是陈磊。"
    assert slot_conflict(team, "该球队的主教练是陈磊。")
    assert slot_conflict(team, "王强是该球队的队长。")
    assert not slot_conflict(team, "该球队的队长是陈磊。")
    # one character with a superlative (最大の湖), and a filler after its modifier (滋賀県の琵琶湖: 琵琶湖)
    nature = "北海道で最も高い山は大雪山系の旭岳で、標高は2291メートルである。日本最大の湖は滋賀県の琵琶湖だ。"
    assert slot_conflict(nature, "日本最大の湖は旭岳である。")
    assert not slot_conflict(nature, "日本最大の湖は琵琶湖である。")
    assert not slot_conflict(nature, "北海道で一番高い山は旭岳だ。")


def test_a_lone_ten_before_a_counter_is_a_number():
    yellow_river = "黄河发源于青海省，流经九个省区，最终注入渤海。"
    assert number_conflict(yellow_river, "黄河流经十个省区。")
    assert not number_conflict(yellow_river, "黄河流经九个省区。")
    assert not number_conflict("该校有10名教师。", "该校有十名教师。")
    assert numbers("十分好吃。") == set()  # no counter: a word
    assert numbers("有数百个企业集团。") == set()  # a vague count
    assert numbers("他坚信有几十个避难所。") == set()


def test_an_english_claim_that_only_gives_the_passages_roles():
    from grounding.scorer.cjk import english_roles_only
    from grounding.scorer.model import ROLE_SUPPORT, _rule_bounds

    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。"
    assert english_roles_only("ジェームズ・キャメロン wrote the screenplay.")
    assert not english_roles_only("ジェームズ・キャメロン wrote the screenplay in 1995.")  # and a year
    assert not english_roles_only("The film is about the sinking.")  # no role
    # floored like a Japanese or Chinese claim of the passage's roles (the cross-encoder rejected it at 0.11)
    assert _rule_bounds(ja, "James Cameron wrote the screenplay.") == (1.0, ROLE_SUPPORT)
    assert _rule_bounds(ja, "James Cameron wrote the screenplay for a British film.")[1] == 0.0


def test_people_counted_that_the_passage_lists_in_the_role():
    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。1912年の沈没事故を題材とし、レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    zh = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导。影片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert not number_conflict(ja, "主演俳優は2人である。")
    assert number_conflict(ja, "主演俳優は3人である。")
    assert not number_conflict(zh, "该片有两位主演。")
    assert number_conflict(zh, "该片有三位主演。")
    # one director, and 監督・脚本・製作 is a list of roles, not two names
    assert number_conflict(ja, "監督は2人である。")
    assert number_conflict(zh, "该片有两位导演。")


def test_roles_listed_before_a_copula():
    from grounding.scorer.cjk import role_support

    zh = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。影片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert role_support(zh, "该片的导演、编剧和制片人都是卡梅隆。")
    assert role_support(zh, "该片的制片人是卡梅隆。")  # 制片人 by 制片, not 片人
    assert role_conflict(zh, "该片的主演、编剧和制片人都是卡梅隆。")


def test_english_decades_against_a_cjk_passage():
    from grounding.scorer.cjk import english_decades_as_cjk

    zh = "《泰坦尼克号》是一部1997年上映的美国电影。"
    assert english_decades_as_cjk(zh, "The film was released in the late 1990s.") == "The film was released in 1990年代."
    assert not number_conflict(zh, english_decades_as_cjk(zh, "The film was released in the late 1990s."))
    assert number_conflict(zh, english_decades_as_cjk(zh, "The film was released in the 1980s."))
    assert english_decades_as_cjk("Titanic is a 1997 film.", "It came out in the 1990s.") == "It came out in the 1990s."


def test_the_head_of_anything_and_its_deputy_are_posts():
    from grounding.scorer.cjk import slot_conflict

    shop = "该店的店长是李华，副店长是王芳。"
    assert slot_conflict(shop, "王芳是该店的店长。")
    assert slot_conflict(shop, "李华是该店的副店长。")
    assert not slot_conflict(shop, "李华是该店的店长。")
    assert not slot_conflict(shop, "王芳是该店的副店长。")
    # growth, length and the like are no heads
    assert not slot_conflict("今年的增长是主要目标，成长是长期目标。", "成长是主要目标。")


def test_a_year_by_its_last_two_digits():
    from grounding.scorer.cjk import two_digit_years_as_premise

    ja = "『タイタニック』は1997年公開のアメリカ映画である。1912年の沈没事故を題材とした。"
    assert two_digit_years_as_premise(ja, "この映画は97年に公開された。") == "この映画は1997年に公開された。"
    assert two_digit_years_as_premise(ja, "该片于97年上映。") == "该片于1997年上映。"
    assert two_digit_years_as_premise(ja, "The film came out in '97.") == "The film came out in 1997."
    assert two_digit_years_as_premise(ja, "この映画は98年に公開された。") == "この映画は98年に公開された。"  # no such year
    assert two_digit_years_as_premise(ja, "彼は97年間生きた。") == "彼は97年間生きた。"  # a length
    assert two_digit_years_as_premise(ja, "創業97年の老舗だ。") == "創業97年の老舗だ。"  # years since a founding
    # in two kanji digits, as Chinese says a year aloud (thirty-fourth session: 该片在九七年上映 was ruled out as 97)
    assert two_digit_years_as_premise(ja, "该片在九七年上映。") == "该片在1997年上映。"
    assert two_digit_years_as_premise(ja, "该片在九八年上映。") == "该片在九八年上映。"  # no such year
    assert two_digit_years_as_premise(ja, "该片在一九九七年上映。") == "该片在一九九七年上映。"  # a whole year stays
    assert two_digit_years_as_premise(ja, "他花了九七年前的钱。") == "他花了九七年前的钱。"  # years ago


def test_the_denied_half_of_a_correction_is_left_out():
    from grounding.scorer.cjk import corrections_as_plain

    assert corrections_as_plain("この映画の監督はディカプリオではなくキャメロンだ。") == "この映画の監督はキャメロンだ。"
    assert corrections_as_plain("この映画は2005年ではなく1997年に公開された。") == "この映画は1997年に公開された。"
    assert corrections_as_plain("该片的导演不是迪卡普里奥，而是卡梅隆。") == "该片的导演是卡梅隆。"
    assert corrections_as_plain("该片并不是2005年上映的，而是1997年。") == "该片是1997年。"
    # "not only" adds, and a plain negation is no correction
    assert corrections_as_plain("キャメロンは監督だけではなく脚本も担当した。") == "キャメロンは監督だけではなく脚本も担当した。"
    assert corrections_as_plain("この映画はアメリカ映画ではない。") == "この映画はアメリカ映画ではない。"
    assert corrections_as_plain("该片不是美国电影。") == "该片不是美国电影。"
    # a correction of anything but a name or a number stays a negation (CDConv: 不是厌恶,而是吃不下去)
    assert corrections_as_plain("不是厌恶，而是吃不下去。") == "不是厌恶，而是吃不下去。"
    assert corrections_as_plain("この本は小説ではなく随筆だ。") == "この本は小説ではなく随筆だ。"


def test_an_agreement_is_no_negation():
    from grounding.scorer.cjk import negates

    assert not negates("没错，该片于1997年上映。", "zh")
    assert negates("你所在的军种叫海军，我说的没错吧", "zh")  # "not wrong", a predicate


@pytest.mark.parametrize(
    "claim,conflict",
    [
        # a Japanese cleft of a role (thirty-fourth session: grounded at 0.98, the role rule read no person's role in it)
        ("『タイタニック』の監督をしたのはレオナルド・ディカプリオです。", True),
        ("『タイタニック』を監督したのはケイト・ウィンスレットだ。", True),
        ("主演したのは、ジェームズ・キャメロンだった。", True),
        ("『タイタニック』の監督をしたのはジェームズ・キャメロンです。", False),
        ("この映画で主演を務めたのはレオナルド・ディカプリオとケイト・ウィンスレットです。", False),
        # a clause going on with the subject's other role after a continuative form
        ("ディカプリオは主演を務め、監督も兼任した。", True),
        ("キャメロンは脚本を書き、製作も手がけた。", False),
        ("キャメロンが監督し、ディカプリオとウィンスレットが主演した。", False),  # a subject of its own
        # a passive's agent, a partner in a shared role, a role before the word for its player (check batches 164-165)
        ("この映画はディカプリオによって監督された。", True),
        ("この映画はキャメロンによって監督された。", False),
        ("キャメロンはディカプリオと共演した。", True),
        ("ウィンスレットはディカプリオと共演した。", False),
        ("ウィンスレットはキャメロンと共同で監督した。", True),
        ("ウィンスレットはキャメロンと一緒に監督した。", True),  # (the partner rule was read only after と共)
        ("ウィンスレットはディカプリオとともに主演した。", False),
        ("『タイタニック』の主演俳優はキャメロンだ。", True),
        ("『タイタニック』の主演女優はウィンスレットだ。", False),
    ],
)
def test_japanese_clefts_continued_subjects_and_agents_in_the_role_rule(claim, conflict):
    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。1912年のタイタニック号沈没事故を題材とし、レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert role_conflict(ja, claim) is conflict


def test_a_chinese_clause_of_a_name_and_a_role_verb_alone_names_a_person():
    from grounding.scorer.cjk import han_names_in_roles

    zh = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。影片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。"
    assert "皮特" in han_names_in_roles("影片由卡梅隆执导，皮特主演。")
    assert missing_name(zh, "影片由卡梅隆执导，皮特主演。")
    assert not missing_name(zh, "影片由卡梅隆执导，温斯莱特主演。")
    assert "而且" not in han_names_in_roles("卡梅隆不仅是导演，而且是编剧。")  # a connective is no one


def test_a_count_of_the_roles_a_claim_lists_is_the_claims_own():
    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。"
    assert not number_conflict(ja, "この作品でキャメロンは監督、脚本、製作の3役を務めた。")
    assert number_conflict(ja, "この作品でキャメロンは監督、脚本、製作の4役を務めた。")
    zh = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。"
    assert not number_conflict(zh, "卡梅隆身兼导演、编剧和制片三职。")


def test_a_colour_the_passage_never_writes():
    from grounding.scorer.cjk import typed_conflict

    cat = "一只黑猫趴在窗台上睡觉。"
    assert typed_conflict(cat, "一只白猫趴在窗台上睡觉。")
    assert not typed_conflict(cat, "一只黑猫在睡觉。")
    assert not typed_conflict(cat, "一只猫在睡觉。")
    assert not typed_conflict("一个穿红色外套的女孩在玩。", "女孩的外套不是蓝色的。")  # the claim negates
    assert not typed_conflict("一个穿着橙色背心的男人。", "一个穿着桔黄色背心的男人。")  # orange in another word
    # a colour the passage writes in a way the claim patterns miss still counts as written (和白衬衫)
    assert not typed_conflict("一个穿着黑裤子和白衬衫的女人。", "这位女士穿着白色衬衫。")
    assert not typed_conflict("公园里有很多人。", "一只白色的狗在公园里。")  # a passage with no colour is the model's
    hat = "黒い帽子をかぶった男性が駅のホームに立っている。"
    assert typed_conflict(hat, "白い帽子をかぶった男性がいる。")
    assert not typed_conflict(hat, "男性は黒い帽子をかぶっている。")
    assert not typed_conflict("赤ちゃんが青年に抱かれている。", "黒い服の男性がいる。")  # 赤ちゃん, 青年 are no colours


def test_one_before_a_japanese_counter_is_a_count():
    assert numbers("駐車場に車が一台ある。") == {"1"}
    assert number_conflict("道路に赤い車が一台止まっている。", "道路に赤い車が三台止まっている。")
    assert not number_conflict("池に白い鳥が一羽いる。", "池に鳥が一羽いる。")
    assert numbers("一台电脑放在桌子上。") == set()  # Chinese 一 is "a"
    assert numbers("彼は一枚岩の組織を作った。") == set()


def test_postures_motion_and_the_fates_of_a_plan_are_opposites():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("一位老人坐在公园的长椅上看报纸。", "一位老人站在公园里看报纸。")
    assert antonym_conflict("観客は全員立って拍手を送った。", "観客は座ったまま拍手を送った。")
    assert not antonym_conflict("この道具は座ったままでも使える。", "この道具は役に立っている。")  # 役に立つ is no standing
    assert antonym_conflict("電車が駅に停まっている。", "電車が走っている。")
    assert antonym_conflict("台風のため、花火大会は延期された。", "花火大会は中止された。")
    assert antonym_conflict("由于大雾，航班推迟了两个小时。", "航班被取消了。")
    assert antonym_conflict("航班因故取消，乘客改乘下一班。", "航班如期起飞。")
    assert not antonym_conflict("比赛先推迟，后来又取消了。", "比赛被取消了。")  # the passage tells both


def test_a_move_the_other_way_with_a_perfective():
    from grounding.scorer.cjk import typed_conflict

    assert typed_conflict("他上个月刚从北京搬到上海。", "他从上海搬到了北京。")
    assert not typed_conflict("他上个月刚从北京搬到上海。", "他从北京搬到了上海。")


def test_music_given_to_a_person_of_another_role():
    ja = "『千と千尋の神隠し』は2001年公開のアニメーション映画である。監督・脚本は宮崎駿。音楽は久石譲が担当した。"
    assert role_conflict(ja, "音楽は宮崎駿が担当した。")
    assert not role_conflict(ja, "音楽は久石譲が担当した。")
    zh = "这部电影由王家卫执导，音乐由梅林茂负责。"
    assert role_conflict(zh, "这部电影的音乐由王家卫负责。")
    assert not role_conflict(zh, "这部电影的音乐由梅林茂负责。")


def test_a_part_of_the_day_a_meal_or_a_way_to_travel_the_passage_never_names():
    from grounding.scorer.cjk import everyday_kind_conflict

    # parts of the day, hours counting as theirs; a claim's part of the day before an hour is the number rules'
    assert everyday_kind_conflict("会議は午後3時に始まる予定だ。", "会議は午前中に始まる。")
    assert everyday_kind_conflict("图书馆开放时间为9:00至12:00。", "图书馆晚上开放。")
    assert not everyday_kind_conflict("图书馆开放时间为9:00至21:00。", "图书馆晚上也开放。")
    assert not everyday_kind_conflict("这家店从早上七点营业到晚上十点。", "这家店下午也营业。")  # the afternoon between
    assert not everyday_kind_conflict("门诊时间为周一至周五8:00-17:00，周六上午8:00-12:00。", "门诊周一至周五下午5点结束。")
    assert not everyday_kind_conflict("夜もぐっすり眠れました。", "朝までぐっすり眠れました。")  # 朝 / 夜 are not read
    assert not everyday_kind_conflict("営業時間は午前9時から午後5時までです。", "午前中も営業している。")
    assert everyday_kind_conflict("面试安排在明天上午九点。", "面试在明天下午进行。")
    assert everyday_kind_conflict("她每天早上跑步半小时。", "她每天晚上跑步半小时。")
    # meals
    assert everyday_kind_conflict("酒店的早餐很丰富。", "酒店的晚餐很丰富。")
    assert everyday_kind_conflict("朝食はバイキング形式でした。", "夕食はバイキング形式でした。")
    assert not everyday_kind_conflict("夕・朝食共にメニューが豊富でした。", "朝食が美味しかった。")
    assert not everyday_kind_conflict("朝食付きプランで、夕食は各自でとる。", "このプランには朝食が付いている。")
    # ways to travel: specific ones only (a truck is a 汽车), a fire engine a truck, railway tracks no train
    assert everyday_kind_conflict("我们坐飞机去了北京。", "我们乘船去了北京。")
    assert everyday_kind_conflict("男性が自転車に乗って坂を下っている。", "男性がバイクに乗って坂を下っている。")
    assert not everyday_kind_conflict("一辆卡车在高速公路上行驶。", "一辆汽车在高速公路上行驶。")
    assert not everyday_kind_conflict("两名消防员走在救火车旁边。", "男子站在卡车旁。")
    assert not everyday_kind_conflict("两个骑自行车的人在铁轨旁边。", "骑自行车的人靠近火车轨道。")
    assert not everyday_kind_conflict("子供たちがバスケットボールをしている。", "子供たちが自転車に乗っている。")  # no バス
    # a claim that negates is the negation rule's
    assert not everyday_kind_conflict("酒店的早餐很丰富。", "酒店没有晚餐。")


def test_a_colour_of_the_passage_put_on_another_of_its_things():
    from grounding.scorer.cjk import typed_conflict

    walk = "白いシャツを着た男性が黒い犬を散歩させている。"
    assert typed_conflict(walk, "男性が黒いシャツを着ている。")
    assert typed_conflict(walk, "男性が白い犬を散歩させている。")
    assert not typed_conflict(walk, "男性が白いシャツを着ている。")
    assert not typed_conflict("赤と白のシャツを着た男性が立っている。", "赤いシャツの男性がいる。")  # two colours of one shirt
    assert typed_conflict("一个穿红色外套的女孩牵着一只白狗。", "一个穿白色外套的女孩。")


def test_animals_and_ages_a_caption_names():
    from grounding.scorer.cjk import antonym_conflict, everyday_kind_conflict

    assert everyday_kind_conflict("緑の芝生の上で茶色い犬がフリスビーをくわえている。", "茶色い猫がフリスビーをくわえている。")
    assert not everyday_kind_conflict("一只熊猫在吃竹子。", "一只狗在吃东西。")  # 熊猫 is no cat, and the passage names no animal
    assert not everyday_kind_conflict("一个女人骑在一匹马上。", "一名女子骑着马。")  # 马上 after 匹 is a horse
    assert not everyday_kind_conflict("一只年轻的达尔马提亚犬在树旁边。", "一只狗在树旁边。")  # 达尔马提亚 is no horse
    assert not everyday_kind_conflict("他马上就到了，还带着一只狗。", "他带着一只狗。")  # 马上 is "at once"
    assert antonym_conflict("子供が公園のブランコで遊んでいる。", "大人が公園のブランコで遊んでいる。")
    assert antonym_conflict("少年がサッカーボールを蹴っている。", "少女がサッカーボールを蹴っている。")
    assert not antonym_conflict("大人も子供も楽しめる。", "子供も楽しめる。")


def test_half_a_unit_of_time_is_a_length():
    from grounding.scorer.cjk import typed_conflict

    assert typed_conflict("这部手机的电池可以连续使用两天。", "这部手机的电池只能用半天。")
    assert not typed_conflict("这部手机的电池可以使用半天。", "这部手机的电池能用半天。")
    assert not typed_conflict("会议开了九十分钟。", "会议开了一个半小时。")  # the half of an hour and a half is no length


def test_late_and_on_time_postponed_and_brought_forward():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("火车晚点了半个小时，我们到站时已经是深夜了。", "火车准时到站。")
    assert not antonym_conflict("我晚点再给你打电话。", "我会准时给你打电话。")  # 晚点再 is "later"
    assert antonym_conflict("会议决定把项目的截止日期从五月推迟到七月。", "项目的截止日期提前了。")
    assert antonym_conflict("会議は来週に延期された。", "会議は前倒しされた。")


def test_noon_rooms_and_driving():
    from grounding.scorer.cjk import everyday_kind_conflict

    assert everyday_kind_conflict("这家餐厅每天中午都有很多人排队。", "这家餐厅晚上排队的人很多。")
    assert not everyday_kind_conflict("营业时间为10:00-14:00。", "这家店中午营业。")
    assert everyday_kind_conflict("她用白色的油漆把卧室的墙重新刷了一遍。", "她把客厅的墙重新刷了一遍。")
    assert everyday_kind_conflict("她坐高铁从上海到南京只用了一个多小时。", "她开车从上海到南京。")
    assert not everyday_kind_conflict("她坐高铁从上海到南京。", "她坐火车去了南京。")


def test_a_comparison_in_the_opposite_sense():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("我妹妹比我小三岁，今年上大学二年级。", "我妹妹比我大三岁。")
    assert not antonym_conflict("我妹妹比我小三岁。", "我比妹妹大三岁。")  # turned round: the same comparison
    assert not antonym_conflict("比较起来，比国内还低。", "国内相比来说比较高。")


def test_a_person_by_another_surname_with_the_passages_title():
    from grounding.scorer.cjk import titled_name_conflict

    talk = "张教授的讲座吸引了两百多名学生参加。"
    assert titled_name_conflict(talk, "王教授的讲座吸引了两百多名学生。")
    assert not titled_name_conflict(talk, "张教授的讲座很受欢迎。")
    assert not titled_name_conflict(talk, "王老师也参加了讲座。")  # another title: the passage names no teacher
    assert titled_name_conflict("小李去年在北京大学读完了硕士。", "小王去年读完了硕士。")
    assert not titled_name_conflict("田中さんは喫茶店を営んでいる。", "佐藤さんは喫茶店を営んでいる。")  # Japanese: not read


def test_a_flight_is_a_plane_and_late_is_not_on_time():
    from grounding.scorer.cjk import antonym_conflict, everyday_kind_conflict

    trip = "父亲开车送我去机场，我坐早上的航班去了成都。"
    assert not everyday_kind_conflict(trip, "我坐飞机去了成都。")
    assert everyday_kind_conflict(trip, "我坐晚上的航班去了成都。")
    assert antonym_conflict("夜の便は30分遅れて到着した。", "夜の便は定刻に到着した。")
    assert not antonym_conflict("彼は電車に乗り遅れた。", "電車は定刻に出発した。")  # he missed it; the train was on time


def test_a_thing_named_after_the_opposite_and_not_quite():
    from grounding.scorer.cjk import antonym_conflict

    tv = "嗯，我其实不太喜欢看电视，我更喜欢读书。"
    assert antonym_conflict(tv, "我非常喜欢看电视。")  # 不太喜欢 is no liking; 电视 names the thing
    assert not antonym_conflict(tv, "我很喜欢读书。")
    assert antonym_conflict("我们那里的冬天特别冷，经常零下二十度。", "我们那里冬天很暖和。")
    assert antonym_conflict("その会社は昨年、従業員を100人削減した。", "その会社は昨年、従業員を増やした。")
    assert antonym_conflict("她在国外生活了十年，去年才回国。", "她一直住在国内。")


def test_already_against_ahead():
    from grounding.scorer.cjk import antonym_conflict

    assert antonym_conflict("这项法律自明年一月起生效，适用于所有公司。", "这项法律已经生效。")
    assert antonym_conflict("この制度は来年4月から全国で導入される。", "この制度はすでに全国で導入されている。")
    assert not antonym_conflict("这项法律于去年一月起生效。", "这项法律已经生效。")
    assert not antonym_conflict("この制度は来年4月から全国で導入される。", "この制度は来年導入される予定だ。")


def test_instruments_and_riding_a_horse():
    from grounding.scorer.cjk import everyday_kind_conflict

    assert everyday_kind_conflict("一个男人正在弹钢琴。", "一个男人正在弹吉他。")
    assert everyday_kind_conflict("女性がバイオリンを演奏している。", "女性がフルートを演奏している。")
    assert not everyday_kind_conflict("女性がバイオリンを演奏している。", "女性が楽器を弾いている。")  # 楽器 is no kind
    assert everyday_kind_conflict("一个人在拉大提琴。", "一个人在拉小提琴。")  # 小提琴 is no 大提琴
    assert everyday_kind_conflict("一个男人在骑马。", "一个男人在骑自行车。")
    assert not everyday_kind_conflict("一个男人在骑马。", "一个人在骑动物。")


def test_a_year_before_a_relative_clause_and_roles_listed_with_dakedenaku():
    ja = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。1912年のタイタニック号沈没事故を題材とし、レオナルド・ディカプリオとケイト・ウィンスレットが主演した。"
    assert not role_conflict(ja, "この映画は1912年に起きた沈没事故を描いている。")  # the year is the accident's
    assert role_conflict(ja, "この映画は1912年に公開された。")
    assert role_conflict(ja, "キャメロンは監督だけでなく主演も務めた。")
    assert not role_conflict(ja, "キャメロンは監督だけでなく脚本も手がけた。")


def test_a_negation_after_a_te_form_is_the_next_predicates():
    from grounding.scorer.cjk import negation_conflict

    # うるさくて眠れませんでした negates sleeping, not noise: a negated claim against a passage that negates nothing
    assert negation_conflict("夜は静かでぐっすり眠れました。", "夜はうるさくて眠れませんでした。")
    assert not negation_conflict("部屋は広々としていた。", "部屋は狭くなかった。")  # 狭くない denies the opposite


def test_one_person_in_japanese_and_one_of_a_thing_in_chinese():
    from grounding.scorer.cjk import typed_conflict

    assert numbers("一人の女性が本を読んでいる。") == {"1"}
    assert numbers("一人一人に配る。") == set() and numbers("一人前の料理。") == set()
    assert number_conflict("一人の女性が公園のベンチで本を読んでいる。", "二人の女性が公園のベンチで本を読んでいる。")
    assert typed_conflict("一个小女孩正在吹生日蜡烛。", "两个小女孩正在吹生日蜡烛。")
    assert not typed_conflict("一个女孩在跑，另一个女孩在笑。", "两个女孩在玩。")  # another
    assert not typed_conflict("一个女人和一个年轻女孩站在一起。", "两个女人互相问候。")  # may sum
    assert not typed_conflict("日落时海滩上有三个人，一个人在跳。", "三个人在沙滩上。")
    assert not typed_conflict("一个小女孩正在吹生日蜡烛。", "一个小女孩在过生日。")


def test_a_passage_negates_with_nai_after_a_noun_mu_zu_and_nashi():
    from grounding.scorer.cjk import _passage_negates, negation_conflict

    # what a passage writes not there (定義はない, 駐車場が無い, 朝食なし) or not done (話さずに, 道具がなくても) negates
    assert not negation_conflict("この制度には法的な定義はない。", "この制度には法的な定義が存在しない。")
    assert not negation_conflict("駅の周辺には駐車場が無い。", "駅の周辺に駐車場はありません。")
    assert not negation_conflict("彼は一言も話さずに部屋を出た。", "彼は何も言わなかった。")
    assert not negation_conflict("参加者无需提前报名。", "参加者不需要提前报名。")
    assert negation_conflict("このホテルには駐車場がある。", "このホテルには駐車場がない。")
    # words that only look like it
    for text in ("必ず行く。", "まず最初に受付をする。", "少しずつ慣れた。", "うまい料理だった。", "住まいは東京だ。", "来るはずだ。"):
        assert not _passage_negates(text, "ja"), text
    assert not _passage_negates("无论如何都要去。", "zh")


def test_counts_of_people_that_add_up():
    assert not number_conflict("一人の男性と一人の女性が公園を歩いている。", "二人の人が公園を歩いている。")
    assert not number_conflict("二人の子供と一人の大人がバス停に立っている。", "三人の人がバス停に立っている。")
    assert not number_conflict("两个男孩和一个女孩在草地上踢球。", "三个孩子在草地上踢球。")
    # a part of the sum with no kind of its own is not the sum
    assert number_conflict("一人の男性と二人の女性がベンチに座っている。", "二人の人がベンチに座っている。")
    assert not number_conflict("一人の男性と二人の女性がベンチに座っている。", "二人の女性がベンチに座っている。")
    assert number_conflict("两个男孩和两个女孩在草地上踢球。", "三个孩子在草地上踢球。")


def test_one_of_a_thing_the_passage_writes_uncounted():
    # a caption's bare noun is one of it, where the passage counts other things
    assert not number_conflict("女性が三つのリンゴをかごに入れている。", "一人の女性が三つのリンゴをかごに入れている。")
    assert not number_conflict("男性が二匹の犬を散歩させている。", "一人の男性が二匹の犬を散歩させている。")
    assert number_conflict("二人の女性が三つのリンゴをかごに入れている。", "一人の女性が三つのリンゴをかごに入れている。")
    assert number_conflict("車が二台止まっている。", "一台の車が止まっている。")


def test_colours_things_have_unless_told_otherwise_and_colours_a_phrase_away():
    from grounding.scorer.cjk import default_colours_as_premise, typed_conflict

    assert default_colours_as_premise("黒い犬が雪の中を走っている。", "黒い犬が白い雪の中を走っている。") == "黒い犬が雪の中を走っている。"
    assert default_colours_as_premise("一只黑狗在雪地里奔跑。", "一只黑狗在白色的雪地里奔跑。") == "一只黑狗在雪地里奔跑。"
    assert default_colours_as_premise("白い鳥が空を飛んでいる。", "白い鳥が青い空を飛んでいる。") == "白い鳥が空を飛んでいる。"
    # a passage that gives the thing another colour keeps the claim's to check
    assert typed_conflict("黒い犬が茶色の草の上で寝ている。", "黒い犬が緑の草の上で寝ている。")
    assert not typed_conflict("白い犬が茶色の毛並みをした犬と遊んでいる。", "白い犬が茶色の犬と遊んでいる。")
    assert typed_conflict("白い犬が茶色の毛並みをした犬と遊んでいる。", "茶色の犬が黒い犬と遊んでいる。")


def test_ordinals_are_no_counts():
    # an answer's 第二に orders its points; 第54条 is an article, no quantity of a label
    assert numbers("第二に、地震が大きな要因となることがあります。") == set()
    assert numbers("第二次世界大戦は1945年に終わった。") == {"2", "1945"}
    assert not number_conflict("天井の崩落は老朽化や地震によって起きる。1年間にM5以上の地震が約1,500回発生している。", "第二に、地震が大きな要因となる。")
    law = "解散の日から40日以内に総選挙を行い、選挙の日から30日以内に国会を召集しなければならない（同第54条第1項、公職選挙法第31条3項）。"
    assert not number_conflict(law, "選挙日から30日以内に国会が召集される（日本国憲法第54条第1項、公職選挙法第31条3項）。")
    assert number_conflict(law, "選挙日から40日以内に国会が召集される（日本国憲法第54条第2項）。")


def test_hard_to_do_is_not_done_and_shika_nai_is_only():
    from grounding.scorer.cjk import negation_conflict

    assert not negation_conflict("梅雨の時期は洗濯物が乾きにくい。", "梅雨の時期はなかなか洗濯物が乾かない。")
    assert not negation_conflict("花子は転職するかどうか決めかねた。", "花子は転職するかどうか決められなかった。")
    assert not negation_conflict("失業者が増えることは必至だ。", "失業者が増えることは避けられない。")
    assert not negation_conflict("太郎だけがレポートを出した。", "太郎しかレポートを出さなかった。")
    # しか…ない against a passage that says no "only", and a plain negation against one that does, stay negations
    assert negation_conflict("太郎がレポートを出した。", "太郎しかレポートを出さなかった。")
    assert negation_conflict("太郎だけがレポートを出した。", "太郎はレポートを出さなかった。")


def test_sums_parts_and_kinds_idioms_and_a_lawn_the_passage_never_writes():
    from grounding.scorer.cjk import negation_conflict, typed_conflict

    assert not number_conflict("二人の子供と一人の大人が木のそばに立っている。", "二人の子供が木のそばに立っている。")  # a part
    assert number_conflict("一人の男性と一人の女性が車に乗っている。", "二人の男性が車に乗っている。")  # the sum's 2, not the men's
    assert negation_conflict("男性が向こう見ずに馬に乗っている。", "馬に乗っている男性は一人もいない。")  # 向こう見ず denies nothing
    assert typed_conflict("犬が赤いボールの近くにいる。", "犬が緑の芝生の上で遊んでいる。")  # no lawn in the passage
    assert not typed_conflict("茶色と白の犬が赤、黄色、白のハードルを飛び越えている。", "茶色の犬が赤いハードルを跳び越えている。")


def test_hard_to_do_against_not_much_and_cannot():
    from grounding.scorer.cjk import negation_conflict

    # hard to do is not done much (JSeM: 乾きにくい → なかなか乾かない), not cannot (読みづらい ↛ 読めない)
    assert not negation_conflict("この地域は冬に雪が降りにくい。", "この地域は冬にあまり雪が降らない。")
    assert negation_conflict("この本は字が小さくて読みづらい。", "この本は字が小さくて読めない。")
    assert negation_conflict("プライベートなことは他人に相談しづらい。", "プライベートなことはなかなか他人に相談しない。")  # an act
    # 話しかける and ぬいぐるみ are no しか…ない and no ぬ
    assert negation_conflict("大人が男の子に話しかけている。", "男の子に話しかけている大人は一人もいない。")
    assert negation_conflict("ウサギがぬいぐるみで遊んでいる。", "ぬいぐるみで遊んでいるウサギは一匹もいない。")


def test_caption_loanwords_the_passage_writes_in_other_words():
    # JSICK's true pairs: a katakana word the passage writes in Han or katakana words of its own is no missing name
    assert not missing_name("犬がトランポリンの上で跳ねている。", "犬がトランポリンの上でジャンプしている。")
    assert not missing_name("猫がソファの下に滑り込んでいる。", "猫がカウチの下に滑り込んでいる。")
    assert not missing_name("男性がノートパソコンで仕事をしている。", "男性がコンピュータで仕事をしている。")
    assert not missing_name("男性が綱を登っている。", "男性がロープを登っている。")
    assert missing_name("男性が机で仕事をしている。", "男性がピアノを弾いている。")
    assert missing_name("犬が歩いている。", "犬がジャンプしている。")


def test_negative_will_and_only_are_negations_of_the_passage():
    from grounding.scorer.cjk import negation_conflict

    # 〜まい is the negative will or guess (行くまい: 行かないつもりだ / 行かないだろう)
    assert not negation_conflict("雨が止むまでは、二郎は外に出るまい。", "雨が止むまでは、二郎は外に出ないだろう。")
    assert not negation_conflict("今年の夏休みは海外には行くまい。", "今年の夏休みは海外には行かないつもりだ。")
    # words that only end like it deny nothing: 振る舞い, めまい, うまい, せまい, 店じまい
    for passage in ("彼のふるまいは立派だった。", "朝からめまいがする。", "この店のそばはうまい。", "部屋がせまい。", "夕方に店じまいした。"):
        assert negation_conflict(passage, "彼は来なかった。"), passage
    # "only" denies the others (ジョンだけが来た: ビルは来なかった), not everyone, nor the claim's own "only"
    assert not negation_conflict("部長と課長を誘った。課長だけが飲み会に来た。", "部長は飲み会に来なかった。")
    assert not negation_conflict("京都と奈良を訪れた。奈良でのみ写真を撮った。", "京都では写真を撮らなかった。")
    assert negation_conflict("課長だけが飲み会に来た。", "誰も飲み会に来なかった。")
    assert negation_conflict("課長だけが飲み会に来た。", "課長は飲み会に来なかった。")  # the one "only" keeps
    # an "only" in a clause about another thing (延長) says nothing of the claim's act
    assert negation_conflict("延長は1回のみ可能。ふた付きの飲み物は持ち込める。", "ふた付きの飲み物は館内に持ち込めない。")
    assert negation_conflict("この花は夜だけ咲く。", "この花は夜だけ咲かない。")
    # できるだけ, それだけ, だけど limit nothing
    assert negation_conflict("できるだけ早く返事をした。", "返事をしなかった。")
    # a Chinese 只 is as often "had to" or a measure word: not read as "only"
    assert negation_conflict("他只好回家了。", "他没有回家。")


def test_abstract_loanwords_and_compounds_are_no_missing_names():
    # an explanation's framing words name nothing the passage must write
    passage = "熱中症は重症化すると死に至ることがあり、脳機能障害などの後遺症が残ることもある。"
    assert not missing_name(passage, "重症のケースでは、後遺症が残るリスクがあります。")
    assert not missing_name("この装置は燃料を燃やして蒸気を作り、車輪を回す。", "燃料の燃焼から走行までの一連のプロセスがある。")
    # a katakana compound of the passage's own katakana words (オリーブオイル of オリーブで作ったオイル)
    assert not missing_name("シェフがオリーブから搾ったオイルを鍋に入れている。", "シェフがオリーブオイルを鍋に入れている。")
    assert not missing_name("部屋にはコーヒーのサービスがあった。", "コーヒーサービスがあった。")
    # one part the passage never writes, or a topic word, is still missing
    assert missing_name("アメニティが充実していた。", "アメニティグッズが充実していた。")
    assert missing_name("朝食がおいしかった。", "サービスが良かった。")
    assert missing_name("男性が自転車に乗っている。", "サイクリストが自転車に乗っている。")


def test_formal_ten_alone_and_tenths_after_about():
    # 拾 alone is "pick up" (音声を拾う, 收拾), not the formal 10; およそ8割 is 80% as 約8割 is
    assert numbers("マイクで音声を拾い、アンプで増幅する。") == set()
    assert numbers("房间收拾得很干净。") == set()
    assert numbers("金壱拾万円") == {"100000"}
    assert numbers("航空事故のおよそ8割は離着陸の前後に起きる。") == numbers("航空事故の約8割は離着陸の前後に起きる。") == {"80"}
    assert not number_conflict("航空事故のおよそ8割は離着陸の前後に起きる。", "航空事故の約8割は離着陸の前後に起きます。")
    assert number_conflict("航空事故のおよそ8割は離着陸の前後に起きる。", "航空事故の約6割は離着陸の前後に起きます。")


def test_a_time_inside_a_span_the_passage_gives_is_written_as_the_span():
    from grounding.scorer.cjk import spans_as_premise
    from grounding.scorer.model import _rule_bounds

    assert spans_as_premise("その会社は2001年から2009年まで工場を持っていた。", "その会社は2005年に工場を持っていた。") == (
        "その会社は2001年から2009年に工場を持っていた。"
    )
    assert spans_as_premise("図书馆3月12日至15日闭馆。", "3月13日闭馆。") == "3月12日至15日闭馆。"
    assert spans_as_premise("受付は午前9時から午後5時までです。", "午後2時は受付をしています。") == "午前9時から午後5時は受付をしています。"
    # outside the span, an end of it, or another month: left as it is, and a number the passage does not state
    for claim in ("その会社は2012年に工場を持っていた。", "その会社は2001年に工場を持っていた。"):
        assert spans_as_premise("その会社は2001年から2009年まで工場を持っていた。", claim) == claim
    assert _rule_bounds("その会社は2001年から2009年まで工場を持っていた。", "その会社は2012年に工場を持っていた。")[0] < 0.1
    assert _rule_bounds("その会社は2001年から2009年まで工場を持っていた。", "その会社は2005年に工場を持っていた。")[0] == 1.0
    assert _rule_bounds("图书馆3月12日至15日闭馆。", "4月13日闭馆。")[0] < 0.1
    assert _rule_bounds("营业时间为早上8点至晚上9点。", "下午4点还在营业。")[0] == 1.0
    assert _rule_bounds("营业时间为8点至17点。", "晚上7点还在营业。")[0] < 0.1
    # a time the passage states itself (the start of the weekend's hours) and a time the claim counts up to: as they are
    weekend = "図書館は平日は午前9時から午後8時まで、土日は午前10時から午後6時まで開館している。"
    assert spans_as_premise(weekend, "土曜日は午前10時に開館する。") == "土曜日は午前10時に開館する。"
    assert spans_as_premise("8月14日至20日是雪顿节，公园吸引游客观看藏戏。", "截至8月17日，公园吸引游客观看藏戏。") == "截至8月17日，公园吸引游客观看藏戏。"
    # since a year, up to the present the passage gives: a span; with no present written, none (today's date is not read)
    since = "1998年以来、その劇団は毎年夏に公演を行っている。現在、2012年である。"
    assert spans_as_premise(since, "その劇団は2005年には夏に公演を行っていた。") == "その劇団は1998年以来には夏に公演を行っていた。"
    assert _rule_bounds(since, "その劇団は2015年には夏に公演を行っていた。")[0] < 0.1
    no_now = "1998年以来、その劇団は毎年夏に公演を行っている。"
    assert spans_as_premise(no_now, "その劇団は2005年には夏に公演を行っていた。") == "その劇団は2005年には夏に公演を行っていた。"


@pytest.mark.parametrize(
    "claim,conflict",
    [
        ("该片只获得了一项奥斯卡奖。", True),  # only one: a count, not "a"
        ("该片仅获得一项奥斯卡奖。", True),
        ("该片获得了11项奥斯卡奖。", False),
        ("该片获得了一项奥斯卡奖。", False),  # 一项 alone is "an" as often as "one"
        ("この映画はアカデミー賞を一部門だけ受賞した。", True),
        ("この映画はアカデミー賞を11部門受賞した。", False),
    ],
)
def test_only_one_is_a_count(claim, conflict):
    """只 / 仅 before a lone 一 and だけ / のみ / しか after its counter make it the number 1 (engine 1.26): 该片只获得了一项奥斯卡奖
    was grounded at 0.99 against 11项."""
    premise = (
        "《泰坦尼克号》是一部1997年上映的美国电影。该片获得了11项奥斯卡奖。"
        if "该片" in claim
        else "『タイタニック』は1997年公開のアメリカ映画である。アカデミー賞11部門を受賞した。"
    )
    assert number_conflict(premise, claim) is conflict


SEVEN_SAMURAI_JA = (
    "『七人の侍』は1954年公開の日本映画である。監督は黒澤明、主演は三船敏郎と志村喬。"
    "脚本は黒澤明、橋本忍、小国英雄の3人が共同で執筆した。ヴェネツィア国際映画祭で銀獅子賞を受賞した。"
)
SPIRITED_AWAY_JA = "『千と千尋の神隠し』は2001年公開の日本のアニメーション映画である。監督・脚本は宮崎駿、制作はスタジオジブリ。"


@pytest.mark.parametrize(
    "premise,claim,missing",
    [
        # a cleft (…したのは X だ), a role before が and its verb, a name before a role verb and the work
        (SPIRITED_AWAY_JA, "脚本を書いたのは庵野秀明だ。", True),
        (SPIRITED_AWAY_JA, "監督を務めたのは高畑勲である。", True),
        (SPIRITED_AWAY_JA, "監督を務めたのは宮崎駿である。", False),
        (SPIRITED_AWAY_JA, "脚本は庵野秀明が書いた。", True),
        ("《千与千寻》由宫崎骏编剧并执导。", "高畑勋执导了该片。", True),
        ("《千与千寻》由宫崎骏编剧并执导。", "宫崎骏还执导了该片。", False),  # an adverb is no part of the name
        # a list of names in the role's place, names with numerals in them
        (SEVEN_SAMURAI_JA, "主演は三船敏郎と仲代達矢だ。", True),
        (SEVEN_SAMURAI_JA, "主演は三船敏郎と志村喬だ。", False),
        ("主演はレオナルド・ディカプリオとケイト・ウィンスレット。", "主演はレオナルド・ディカプリオと高倉健だ。", True),
        ("《七武士》由黑泽明执导，三船敏郎和志村乔主演。", "该片由三船敏郎和仲代达矢主演。", True),
        # a copula and a role, an author by the work's title, a person's other name
        ("《英雄》由张艺谋执导，李连杰和章子怡主演。", "巩俐是该片的主演之一。", True),
        ("《泰坦尼克号》由詹姆斯·卡梅隆执导、编剧。", "卡梅隆也是该片的编剧。", False),
        ("『吾輩は猫である』は夏目漱石の小説である。", "『吾輩は猫である』は森鴎外の作品である。", True),
        ("《狂人日记》是鲁迅的作品。", "《狂人日记》是郭沫若的作品。", True),
        ("鲁迅，原名周树人，1881年出生于浙江绍兴。", "鲁迅原名周作人。", True),
        ("鲁迅，原名周树人，1881年出生于浙江绍兴。", "鲁迅原名周树人。", False),
    ],
)
def test_han_names_in_more_of_a_roles_places(premise, claim, missing):
    """Names in Han characters in a cleft, a list, after a copula, as an author or another name (engine 1.27): each
    was grounded at 0.96 to 0.999 when the passage names someone else there."""
    assert missing_name(premise, claim) is missing


def test_a_title_with_a_number_counts_nothing():
    """七人の侍 is a title the passage writes in brackets (engine 1.27): 七人の侍は黒澤明が監督した was ruled out, its 七人
    read as a count of people against the passage's 3人."""
    assert not number_conflict(SEVEN_SAMURAI_JA, "七人の侍は黒澤明が監督した。")
    assert number_conflict(SEVEN_SAMURAI_JA, "七人の侍は1955年に公開された。")
    assert number_conflict(SEVEN_SAMURAI_JA, "脚本は4人が共同で執筆した。")


def test_yen_in_chinese_is_no_day():
    """316亿日元 is a sum of yen, not a day (engine 1.27): 票房超过300亿日元 against 超过316亿日元 was ruled out."""
    zh = "《千与千寻》是一部2001年上映的日本动画电影。影片在日本的票房超过316亿日元。"
    assert not number_conflict(zh, "该片在日本的票房超过300亿日元。")
    assert number_conflict(zh, "该片在日本的票房超过400亿日元。")


def test_one_character_verbs_of_a_death_or_birth_are_tied_to_their_year():
    """亡くなった / 死んだ / 没した / 生まれた are read as 死去 / 誕生 by the role rule (engine 1.27): 夏目漱石は1916年に亡くなった
    was ruled out, its year tied to 漱石 and so to the passage's 1867 of his birth."""
    ja = "夏目漱石は1867年に江戸で生まれた小説家である。1916年に死去した。"
    for claim in ("夏目漱石は1916年に亡くなった。", "夏目漱石は1916年に死んだ。", "夏目漱石は1916年に没した。", "夏目漱石は1867年に生まれた。"):
        assert not role_conflict(ja, claim), claim
    assert role_conflict(ja, "夏目漱石は1867年に亡くなった。")
    assert role_conflict(ja, "夏目漱石は1916年に生まれた。")


def test_a_prize_of_another_metal_and_a_prize_won_where_nominated():
    from grounding.scorer.cjk import nomination_conflict, typed_conflict

    assert typed_conflict(SEVEN_SAMURAI_JA, "ヴェネツィア国際映画祭で金獅子賞を受賞した。")
    assert not typed_conflict(SEVEN_SAMURAI_JA, "ヴェネツィア国際映画祭で銀獅子賞を受賞した。")
    assert typed_conflict("该片获得了威尼斯电影节银狮奖。", "该片获得了威尼斯电影节金狮奖。")
    assert not typed_conflict("该片获得了11项奥斯卡奖。", "该片获得了11项奥斯卡金像奖。")  # 金像 is the Oscar's name
    zh = "《英雄》由张艺谋执导。该片曾获得奥斯卡最佳外语片提名。"
    assert nomination_conflict(zh, "该片获得了奥斯卡最佳外语片奖。")
    assert not nomination_conflict(zh, "该片获得了奥斯卡最佳外语片提名。")
    assert nomination_conflict("アカデミー外国語映画賞にノミネートされた。", "アカデミー外国語映画賞を受賞した。")
    both = "アカデミー賞に14部門でノミネートされ、11部門を受賞した。"
    assert not nomination_conflict(both, "アカデミー賞11部門を受賞した。")
    other = "该片获得了11项奥斯卡奖，并获得金球奖提名。"
    assert nomination_conflict(other, "该片获得了金球奖。")
    assert not nomination_conflict(other, "该片获得了奥斯卡奖。")


def test_kinds_of_film():
    from grounding.scorer.cjk import everyday_kind_conflict

    assert everyday_kind_conflict(SPIRITED_AWAY_JA, "千と千尋の神隠しは実写映画である。")
    assert not everyday_kind_conflict(SPIRITED_AWAY_JA, "千と千尋の神隠しはアニメ映画である。")
    assert everyday_kind_conflict("《地球脉动》是一部纪录片。", "《地球脉动》是一部动画片。")
    assert not everyday_kind_conflict("该片根据真人真事改编，是一部动画电影。", "这是一部动画电影。")  # 真人真事: a true story


def test_oscar_in_katakana_and_major_awards_counted():
    """オスカー is the Academy Award in Japanese, a whole katakana word (not オスカー・ワイルド), and 11项大奖 ("11 major
    awards") names no prize (engine 1.27: オスカーを11部門で獲得した and 该片斩获奥斯卡11项大奖 were ruled out)."""
    from grounding.scorer.cjk import translated_as_premise, typed_conflict

    ja = "『タイタニック』は1997年公開のアメリカ映画である。アカデミー賞11部門を受賞した。"
    assert translated_as_premise(ja, "オスカーを11部門で獲得した。") == "アカデミー賞を11部門で獲得した。"
    assert translated_as_premise(ja, "オスカー・ワイルドが書いた。") == "オスカー・ワイルドが書いた。"
    assert translated_as_premise(ja, "ワイルド・オスカーが書いた。") == "ワイルド・オスカーが書いた。"
    zh = "该片获得了11项奥斯卡奖。"
    assert not typed_conflict(zh, "该片斩获奥斯卡11项大奖。")
    assert typed_conflict(zh, "该片获得了11项金球奖。")


@pytest.mark.parametrize(
    "text,written",
    [
        ("It was released on December 19, 1997.", "It was released on 1997年12月19日."),
        ("It left Southampton on 10 April 1912.", "It left Southampton on 1912年4月10日."),
        ("on the 10th of April, 1912", "on the 1912年4月10日"),
        ("in December 1997", "in 1997年12月"),
        ("on Dec. 19th", "on 12月19日"),
        # not a month: the verb, a count after a month's name
        ("It may rain on May 5.", "It may rain on 5月5日."),
        ("April 10 million", "April 10 million"),
    ],
)
def test_english_dates_are_written_as_cjk_dates(text, written):
    from grounding.scorer.cjk import english_dates_as_cjk

    assert english_dates_as_cjk(text) == written


def test_a_date_is_compared_across_languages_by_its_month_and_day():
    """A month written as a word was no number to the rules: 该片于1997年12月19日上映 against "released on December 19,
    1997" read 12 as a number the passage does not state, and "released in November 1997" against 1997年12月19日
    was compared by its year alone (thirty-first session, check batch 118)."""
    from grounding.scorer.model import _rule_bounds

    en = "Titanic is a 1997 American movie. The movie was released on December 19, 1997."
    ja = "この映画は1997年12月19日に公開された。アカデミー賞11部門を受賞した。"
    assert _rule_bounds(en, "该片于1997年12月19日上映。")[0] == 1.0
    assert _rule_bounds(en, "12月19日に公開された。")[0] == 1.0
    assert _rule_bounds(en, "1997年11月19日に公開された。")[0] < 0.1
    assert _rule_bounds(ja, "The movie was released on December 19, 1997.")[0] == 1.0
    assert _rule_bounds(ja, "The movie was released in November 1997.")[0] < 0.1


#: the guide's counts of wins and nominations in the three languages
WINS_AND_NOMINATIONS = {
    "en": "The movie won 11 Academy Awards, and was nominated for fourteen total Academy Awards.",
    "zh": "该片赢得了11项奥斯卡奖，共获得14项提名。",
    "ja": "アカデミー賞11部門を受賞し、計14部門にノミネートされた。",
}


def test_a_count_a_passage_gives_nominations_is_no_count_of_wins_across_languages():
    from grounding.scorer.cjk import nominated_count_conflict

    en, zh, ja = (WINS_AND_NOMINATIONS[lang] for lang in ("en", "zh", "ja"))
    assert nominated_count_conflict(en, "この映画はアカデミー賞を14部門受賞した。")
    assert nominated_count_conflict(en, "该片获得了14项奥斯卡奖。")
    assert nominated_count_conflict(zh, "この映画はアカデミー賞を十四部門受賞した。")
    assert nominated_count_conflict(ja, "该片获得了14项奥斯卡奖。")
    assert nominated_count_conflict(zh, "It won 14 Academy Awards.")
    assert not nominated_count_conflict(en, "この映画はアカデミー賞を11部門受賞した。")
    assert not nominated_count_conflict(en, "该片获得了14项奥斯卡奖提名。")
    assert not nominated_count_conflict(zh, "この映画はアカデミー賞に14部門でノミネートされた。")
    assert not nominated_count_conflict(ja, "It was nominated for 14 Academy Awards.")
    # a passage that won as many as it was nominated for
    assert not nominated_count_conflict("It was nominated for 3 awards and won 3.", "该片获得了3项大奖。")
    # in one language too (engine 1.32: the role rule had caught this only by tying 14 to 得了, which 赢得了11 ties to 11)
    assert nominated_count_conflict(zh, "该片获得了14项奥斯卡奖。")
    assert nominated_count_conflict(ja, "この映画はアカデミー賞を14部門受賞した。")
    assert not nominated_count_conflict(zh, "该片获得了11项奥斯卡奖。")
    assert not nominated_count_conflict(zh, "该片共获得14项奥斯卡提名。")


def test_a_count_of_nominations_is_one_the_passage_gives_as_such():
    from grounding.scorer.cjk import nomination_count_conflict

    en, zh, ja = (WINS_AND_NOMINATIONS[lang] for lang in ("en", "zh", "ja"))
    assert nomination_count_conflict(ja, "この映画はアカデミー賞に11部門ノミネートされた。")
    assert nomination_count_conflict(zh, "该片获得了11项奥斯卡提名。")
    assert nomination_count_conflict(zh, "该片入围了11项奥斯卡奖。")
    assert nomination_count_conflict(en, "该片获得了11项奥斯卡提名。")
    assert nomination_count_conflict(zh, "It was nominated for eleven Academy Awards.")
    assert not nomination_count_conflict(ja, "この映画はアカデミー賞に14部門ノミネートされた。")
    assert not nomination_count_conflict(zh, "该片入围了14项奥斯卡奖。")
    assert not nomination_count_conflict(en, "この映画はアカデミー賞に十四部門でノミネートされた。")
    # a count of wins is not one of nominations; a passage that counts none; the sum of the passage's counts
    assert not nomination_count_conflict(zh, "该片获得了11项奥斯卡奖。")
    assert not nomination_count_conflict("该片获得了11项奥斯卡奖。", "该片获得了14项奥斯卡提名。")
    assert not nomination_count_conflict("该片获得4项金球奖提名和3项英国电影学院奖提名。", "该片共获得7项提名。")


GUIDE_EN_TITANIC = (
    "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James Cameron. "
    "It stars Kate Winslet and Leonardo DiCaprio. The movie won 11 Academy Awards, and was nominated for fourteen total "
    "Academy Awards."
)


def test_an_english_passages_roles_are_read_for_a_japanese_or_chinese_claim():
    """The role rule read Japanese and Chinese passages only, so 该片由凯特·温斯莱特执导 and ジェームズ・キャメロンが主演した
    against the guide's English facts were grounded at 0.99-1.0 (thirty-first session, check batch 120)."""
    from grounding.scorer.cjk import english_passage_roles, role_support

    roles = english_passage_roles(GUIDE_EN_TITANIC, "该片由凯特·温斯莱特执导。")
    assert "凯特·温斯莱特主演。" in roles and "执导。" in roles and "詹姆斯" not in roles  # Cameron: a stand-in
    assert role_conflict(roles, "该片由凯特·温斯莱特执导。")
    roles = english_passage_roles(GUIDE_EN_TITANIC, "ジェームズ・キャメロンが主演した。")
    assert "ジェームズ・キャメロンが監督した。" in roles and role_conflict(roles, "ジェームズ・キャメロンが主演した。")
    assert role_support(english_passage_roles(GUIDE_EN_TITANIC, "该片由詹姆斯·卡梅隆编剧。"), "该片由詹姆斯·卡梅隆编剧。")
    assert english_passage_roles("Toronto is the capital of Ontario.", "多伦多是安大略省的首府。") == ""


def test_an_english_claims_count_of_prizes_won_is_read_against_nominations():
    from grounding.scorer.cjk import english_prize_counts

    assert english_prize_counts("It won 14 アカデミー賞.", "ja") == ["アカデミー賞を14部門受賞した。"]
    assert english_prize_counts("It won 14 奥斯卡奖.", "zh") == ["获得了14项奥斯卡奖。"]
    ja = "『タイタニック』は1997年の映画である。アカデミー賞11部門を受賞し、計14部門にノミネートされた。"
    assert role_conflict(ja, "アカデミー賞を14部門受賞した。")
    assert not role_conflict(ja, "アカデミー賞を11部門受賞した。")


def test_an_ocean_an_english_passage_does_not_name_is_ruled_out_across_languages():
    from grounding.scorer.cjk import english_ocean_conflict

    en = "The ship sank in the icy waters of the North Atlantic."
    assert english_ocean_conflict(en, "1,500人以上が太平洋で亡くなった。")
    assert not english_ocean_conflict(en, "泰坦尼克号在北大西洋沉没。")
    assert not english_ocean_conflict("The ship sank.", "泰坦尼克号在太平洋沉没。")  # the passage names no ocean


def test_english_big_numbers_and_ordinals_are_read_in_digits_across_languages():
    """2.8 million is 280万 and the fourth 4番目 to the number rules (check batch 124: both were ruled out)."""
    from grounding.scorer.cjk import english_numbers_in_digits
    from grounding.scorer.model import _rule_bounds

    assert english_numbers_in_digits("a population of about 2.8 million") == "a population of about 2800000"
    assert english_numbers_in_digits("the fourth largest", ordinals=True) == "the 4 largest"
    assert english_numbers_in_digits("the fourth largest") == "the fourth largest"
    en = "Toronto has a population of about 2.8 million, the fourth largest in North America."
    assert _rule_bounds(en, "トロントの人口は約280万人である。")[0] == 1.0
    assert _rule_bounds(en, "トロントの人口は約500万人である。")[0] < 0.1
    assert _rule_bounds(en, "トロントは北米で4番目に人口の多い都市だ。")[0] == 1.0
    ja = "トロントの人口は約280万人である。"
    assert _rule_bounds(ja, "Toronto has about 2.8 million people.")[0] == 1.0
    assert _rule_bounds(ja, "Toronto has about 5 million people.")[0] < 0.1


def test_a_unit_in_katakana_is_no_name():
    """メートル after its number is a unit: it was anchored to a Chinese passage's 安大略 by sound, and counted as a
    name the passage never writes against its 米."""
    from grounding.scorer.translit import anchor_names

    zh = "多伦多是安大略省的首府。加拿大国家电视塔高553米。"
    assert "メートル" in anchor_names(zh, "CNタワーの高さは553メートルだ。")[0]
    assert not missing_name(zh, "タワーの高さは553メートルだ。")


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        ("奈良は710年から784年まで日本の都であった。", "奈良は今も日本の都だ。", True),
        ("奈良は710年から784年まで日本の都であった。", "奈良には今も多くの寺がある。", False),  # what still holds is another thing
        ("该线路从1950年到1998年一直是城市的主干线。", "该线路目前仍是城市的主干线。", True),
        ("该线路从1950年到2030年将是城市的主干线。", "该线路目前仍是城市的主干线。", False),  # a year from 2000 on ends nothing here
        ("奈良は710年から784年まで日本の都であった。", "奈良は今も日本の都ではない。", False),  # a claim that negates
    ],
)
def test_ended_period_conflict(premise, claim, conflict):
    # a claim that something still holds against a period the passage ends in a year long past (engine 1.30)
    from grounding.scorer.cjk import ended_period_conflict

    assert ended_period_conflict(premise, claim) is conflict


# --- thirty-fifth session (engine 1.32) -------------------------------------------------------------------------
TITANIC_JA_FACT = (
    "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。1912年のタイタニック号沈没事故を題材とし、"
    "レオナルド・ディカプリオとケイト・ウィンスレットが主演した。アカデミー賞11部門を受賞した。"
)
TITANIC_ZH_FACT = (
    "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。影片以1912年泰坦尼克号沉没事件为背景，"
    "由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。该片获得了11项奥斯卡奖。"
)


@pytest.mark.parametrize(
    "claim, want",
    [
        ("『タイタニック』の監督は、スティーヴン・スピルバーグではありません。", "『タイタニック』の監督は、スティーヴン・スピルバーグである。"),
        ("この映画は2005年に公開されなかった。", "この映画は2005年に公開された。"),
        ("タイタニックはスピルバーグが監督していない。", "タイタニックはスピルバーグが監督した。"),
        ("《泰坦尼克号》不是2005年上映的。", "《泰坦尼克号》是2005年上映的。"),
        ("斯皮尔伯格没有执导该片。", "斯皮尔伯格执导该片。"),
        ("该片并非由斯皮尔伯格执导。", "该片是由斯皮尔伯格执导。"),
        ("タイタニックはスピルバーグが監督したわけではない。", "タイタニックはスピルバーグが監督した。"),
        ("この映画は2005年に公開されたのではありません。", "この映画は2005年に公開された。"),
        # no negation, or one the forms do not undo (an adjective's), or two
        ("この映画は2005年に公開された。", None),
        ("この部屋は広くない。", None),
        ("该片不是没有获得奥斯卡奖。", None),
    ],
)
def test_the_statement_a_denial_denies(claim, want):
    from grounding.scorer.cjk import affirmed, language

    assert affirmed(claim, language(claim)) == want


@pytest.mark.parametrize(
    "premise, claim, want",
    [
        # a post of one holder that the passage gives another, a year of release it ties to another year: the denial holds
        (TITANIC_JA_FACT, "『タイタニック』の監督は、スティーヴン・スピルバーグではありません。", True),
        (TITANIC_JA_FACT, "ディカプリオはこの映画の監督ではない。", True),
        (TITANIC_JA_FACT, "『タイタニック』はクリストファー・ノーランの監督作品ではない。", True),
        (TITANIC_JA_FACT, "この映画は2005年に公開されなかった。", True),
        (TITANIC_ZH_FACT, "《泰坦尼克号》的导演不是史蒂文·斯皮尔伯格。", True),
        (TITANIC_ZH_FACT, "该片并非由斯皮尔伯格执导。", True),
        (TITANIC_ZH_FACT, "《泰坦尼克号》不是2005年上映的。", True),
        ("《流浪地球》是2019年上映的中国科幻电影，由郭帆执导。", "《流浪地球》不是张艺谋执导的。", True),
        # a denial of what the passage says, or of what it need not say (a cast it need not list whole, a nationality)
        (TITANIC_JA_FACT, "『タイタニック』の監督は、ジェームズ・キャメロンではありません。", False),
        (TITANIC_JA_FACT, "この映画は1997年に公開されなかった。", False),
        (TITANIC_JA_FACT, "ブラッド・ピットは主演していない。", False),
        (TITANIC_JA_FACT, "この映画の監督はカナダ人ではない。", False),
        (TITANIC_ZH_FACT, "卡梅隆没有执导该片。", False),
        (TITANIC_ZH_FACT, "布拉德·皮特没有主演该片。", False),
        (TITANIC_ZH_FACT, "该片没有获得3项奥斯卡奖。", False),
        # across languages a statement is ruled out for what the rules cannot read (a translated title): not read
        ("《盗梦空间》是2010年上映的科幻电影，由克里斯托弗·诺兰编剧并执导。", "クリストファー・ノーランは『インセプション』を監督しなかった。", False),
    ],
)
def test_a_denial_of_what_the_passage_gives_another_holds(premise, claim, want):
    from grounding.scorer.model import ROLE_SUPPORT, _rule_bounds

    assert (_rule_bounds(premise, claim) == (1.0, ROLE_SUPPORT)) is want


def test_a_dotted_title_is_no_person_in_a_role():
    p = "『ジュラシック・パーク』は1993年公開のアメリカ映画である。監督はスティーヴン・スピルバーグ、音楽はジョン・ウィリアムズが担当した。"
    assert not role_conflict(p, "『ジュラシック・パーク』の監督はスティーヴン・スピルバーグである。")
    assert not role_conflict(p, "ジュラシック・パークの監督はスティーヴン・スピルバーグである。")
    assert role_conflict(p, "『ジュラシック・パーク』の監督はジョン・ウィリアムズである。")


def test_an_aspect_particle_is_no_part_of_the_verb_a_number_is_tied_to():
    p = WINS_AND_NOMINATIONS["zh"]
    assert not role_conflict(p, "该片获得了14项奥斯卡提名。")
    assert not role_conflict(p, "该片赢得了11项奥斯卡奖。")
    assert role_conflict(p, "该片赢得了14项奥斯卡奖。")


def test_a_nomination_by_another_word_than_the_passages():
    assert not missing_name(WINS_AND_NOMINATIONS["ja"], "アカデミー賞では14部門の候補となった。")
    assert not role_conflict(WINS_AND_NOMINATIONS["zh"], "该片入围了14项奥斯卡奖。")
    assert missing_name("アカデミー賞11部門を受賞した。", "アカデミー賞では14部門の候補となった。")


def test_a_prize_category_the_passage_writes_after_zuijia():
    from grounding.scorer.cjk import typed_conflict

    p = "《卧虎藏龙》是一部2000年上映的武侠电影，由李安执导。该片获得了4项奥斯卡奖，其中包括最佳外语片。"
    assert not typed_conflict(p, "该片获得了奥斯卡最佳外语片奖。")
    assert not typed_conflict(p, "该片荣获奥斯卡金像奖最佳外语片奖。")
    assert not typed_conflict(p, "该片获得了最佳外语片奖。")
    assert typed_conflict(p, "该片获得了奥斯卡最佳导演奖。")
    assert typed_conflict(p, "该片获得了金球奖最佳外语片奖。")


def test_a_disaster_or_a_capital_of_another_kind():
    from grounding.scorer.cjk import everyday_kind_conflict

    assert everyday_kind_conflict(TITANIC_JA_FACT, "この映画は1912年に起きた火災事故を描いている。")
    assert not everyday_kind_conflict(TITANIC_JA_FACT, "この映画は1912年に起きた沈没事故を描いている。")
    assert everyday_kind_conflict("该片讲述了泰坦尼克号沉没的故事。", "该片讲述了一场地震。")
    assert everyday_kind_conflict("トロントはオンタリオ州の州都である。", "トロントはカナダの首都である。")
    assert everyday_kind_conflict("多伦多是安大略省的首府。", "多伦多是加拿大的首都。")
    assert everyday_kind_conflict("オタワはカナダの首都である。", "オタワはオンタリオ州の州都である。")
    assert not everyday_kind_conflict("成都是四川省的省会。", "成都是四川的省会城市。")
    # a capital against a passage that names none; but Chinese 州都 / 国都 are 州 / 国 and 都 "all"
    assert everyday_kind_conflict("多伦多是加拿大人口最多的城市。", "多伦多是加拿大的首都。")
    assert not everyday_kind_conflict("广州的地铁很方便。", "广州都有地铁站。")
    assert not everyday_kind_conflict("这两个国家的利率都提高了。", "两国都提高了利率。")


def test_writing_a_script_is_the_role_of_writer():
    from grounding.scorer.cjk import role_support

    assert role_support(TITANIC_JA_FACT, "ジェームズ・キャメロンが脚本を書いた。")
    assert role_support(TITANIC_JA_FACT, "キャメロンが脚本を執筆しました。")
    assert role_support(TITANIC_ZH_FACT, "该片的剧本由詹姆斯·卡梅隆撰写。")
    assert role_support(TITANIC_ZH_FACT, "泰坦尼克は詹姆斯·卡梅隆が脚本を書いた。")  # the passage's title, read past
    assert not role_support(TITANIC_JA_FACT, "ケイト・ウィンスレットが脚本を書いた。")
    assert not role_support(TITANIC_JA_FACT, "ジェームズ・キャメロンが小説を書いた。")


def test_a_chinese_name_between_a_copula_and_a_role_verb():
    from grounding.scorer.cjk import han_names_in_roles

    assert han_names_in_roles("《流浪地球》是张艺谋执导的。") == {"张艺谋"}
    assert han_names_in_roles("该片是由郭帆执导的。") == {"郭帆"}


def test_a_count_of_years_between_two_years_of_the_passage():
    from grounding.scorer.cjk import _years_counted

    assert not number_conflict(TITANIC_JA_FACT, "『タイタニック』は沈没事故から85年後に公開された。")
    assert not number_conflict(TITANIC_JA_FACT, "この映画は、公開の85年前に起きた事故を題材にしている。")
    assert number_conflict(TITANIC_JA_FACT, "『タイタニック』は沈没事故から100年後に公開された。")
    # a number of one to three digits before 年 and a word of counting is a count of years, no year
    assert _years_counted("85年後に公開された", "85", 3)
    assert not _years_counted("1997年间", "1997", 5)
    assert not _years_counted("1997年に公開", "1997", 5)


def test_roles_listed_after_a_continued_chinese_subject():
    from grounding.scorer.cjk import role_support

    assert role_support(TITANIC_ZH_FACT, "詹姆斯·卡梅隆不仅执导了该片，还担任了编剧和制片人。")
    assert role_support(TITANIC_ZH_FACT, "詹姆斯·卡梅隆执导了该片，还担任了编剧、制片人。")
    assert role_conflict(TITANIC_ZH_FACT, "詹姆斯·卡梅隆执导了该片，还担任了编剧和主演。")


def test_a_chinese_claim_that_something_used_to_be_so():
    from grounding.scorer.cjk import formerly_conflict

    assert formerly_conflict("多伦多是安大略省的首府。", "多伦多曾经是安大略省的首府。")
    assert formerly_conflict("多伦多是安大略省的首府。", "多伦多以前是安大略省的首府。")
    assert not formerly_conflict("多伦多是安大略省的首府。", "多伦多是安大略省的首府。")
    # a passage that speaks of the past; a verb's past (once directed) is no state that ended
    assert not formerly_conflict("金斯顿曾是加拿大的首都。", "金斯顿曾经是加拿大的首都。")
    assert not formerly_conflict("京都从794年到1869年是日本的首都。", "京都曾经是日本的首都。")
    assert not formerly_conflict("该片由卡梅隆执导。", "卡梅隆曾经执导该片。")


# engine 1.33: names written with a character of the words that fill a role's place and are no names
SEVEN_SAMURAI_FACT = (
    "『七人の侍』は1954年公開の日本映画である。監督は黒澤明、脚本は黒澤明・橋本忍・小国英雄。主演は三船敏郎と志村喬。音楽は早坂文雄が担当した。"
)


@pytest.mark.parametrize(
    "claim,name",
    [
        ("監督は松本人志である。", "松本人志"),
        ("主演は橋本環奈である。", "橋本環奈"),
        ("監督は名取裕子である。", "名取裕子"),
        ("制作は東映である。", "東映"),
        ("主演は片岡愛之助である。", "片岡愛之助"),  # five characters after the role (engine 1.34)
        ("制作は東映アニメーションである。", "東映"),
        ("音楽は坂本龍一が担当した。", "坂本龍一"),
    ],
)
def test_a_name_with_a_character_of_a_word_that_is_no_name(claim, name):
    from grounding.scorer.cjk import han_names_in_roles

    assert han_names_in_roles(claim) == ({name} if name else set())


@pytest.mark.parametrize(
    "claim",
    [
        "主演は日本人である。",
        "主演は二人である。",
        "导演是该片的主演。",
        "主演は有名だ。",
        "由三名演员主演。",
        "监督是中国人。",
        "制作は日本である。",
    ],
)
def test_words_in_a_roles_place_that_are_no_names(claim):
    from grounding.scorer.cjk import han_names_in_roles

    assert han_names_in_roles(claim) == set()


def test_names_listed_in_one_place_share_its_role():
    assert not role_conflict(SEVEN_SAMURAI_FACT, "脚本は黒澤明と橋本忍と小国英雄が担当した。")
    assert not role_conflict(SEVEN_SAMURAI_FACT, "主演は三船敏郎と志村喬である。")
    # a person of the passage listed in another role's place
    assert role_conflict(SEVEN_SAMURAI_FACT, "脚本は黒澤明と三船敏郎が担当した。")
    assert role_conflict(SEVEN_SAMURAI_FACT, "音楽は早坂文雄と橋本忍が担当した。")
    assert missing_name(SEVEN_SAMURAI_FACT, "主演は三船敏郎と宮本信子である。")


def test_a_capital_written_as_the_passage_writes_it():
    from grounding.scorer.cjk import capitals_as_premise

    assert capitals_as_premise("成都是四川省的省会。", "成都是四川省的首府。") == "成都是四川省的省会。"
    assert capitals_as_premise("南京是江苏省的首府。", "南京是江苏的省会。") == "南京是江苏的首府。"
    assert capitals_as_premise("南京是江苏省的省会。", "Nanjing is the provincial capital of Jiangsu.") == "Nanjing is the 省会 of Jiangsu."
    # a country's capital, a passage that names a country's, a Japanese passage for an English claim, no capital at all
    assert capitals_as_premise("南京是江苏省的省会。", "Nanjing is the capital of China.") == "Nanjing is the capital of China."
    assert capitals_as_premise("多伦多是安大略省的首府。渥太华是加拿大的首都。", "Toronto is the capital of Ontario.") == "Toronto is the capital of Ontario."
    assert capitals_as_premise("仙台市は宮城県の県庁所在地である。", "Sendai is the capital of Miyagi.") == "Sendai is the capital of Miyagi."
    assert capitals_as_premise("苏州是江苏省的地级市。", "苏州是江苏省的首府。") == "苏州是江苏省的首府。"
    # 州都 / 県都 / 省都 are capitals in Japanese text only (全省都 is "the whole province ... all")
    assert capitals_as_premise("南京是江苏省的省会。", "全省都在下雨。") == "全省都在下雨。"


def test_another_city_for_a_capital_the_passage_names():
    from grounding.scorer.cjk import capital_conflict

    assert capital_conflict("南京是江苏省的省会。", "苏州是江苏省的省会。")
    assert capital_conflict("江苏省的省会是南京。", "苏州是江苏省的省会。")
    assert capital_conflict("仙台市は宮城県の県庁所在地である。", "宮城県の県庁所在地は石巻市である。")
    assert capital_conflict("多伦多是安大略省的首府。\n渥太华是加拿大的首都。", "多伦多 is the capital of Canada.")
    assert capital_conflict("多伦多是安大略省的首府。\n渥太华是加拿大的首都。", "多伦多是加拿大的首府。")
    assert not capital_conflict("南京是江苏省的省会。", "南京市是江苏省的省会。")
    assert not capital_conflict("多伦多是安大略省的首府。\n渥太华是加拿大的首都。", "多伦多是安大略省的首府。")
    # a city still in Latin script may be the passage's in a spelling that does not sound alike; an apposition is no capital
    assert not capital_conflict("渥太华是加拿大的首都。", "Ottawa is the capital of Canada.")
    assert not capital_conflict("本部はアメリカ合衆国の首都ワシントンD.C.。", "その本部はアメリカ合衆国の首都ワシントンD.C.にあります。")


def test_a_superlative_the_passage_gives_as_one_of_several():
    from grounding.scorer.cjk import one_of_conflict

    nanjing = "南京是江苏省的省会，也是江苏省最大的城市之一。"
    assert one_of_conflict(nanjing, "南京是江苏省最大的城市。")
    assert one_of_conflict(nanjing, "南京是江苏省最大城市。")
    assert one_of_conflict("法隆寺は世界最古の木造建築の一つである。", "法隆寺は世界最古の木造建築である。")
    assert not one_of_conflict(nanjing, "南京是江苏省最大的城市之一。")
    assert not one_of_conflict(nanjing, "南京是江苏省的省会。")
    # one of the important cities is an important city: only a superlative is read
    assert not one_of_conflict("成都是西南地区的重要城市之一。", "成都是西南地区的重要城市。")


def test_a_major_award_won_is_no_prizes_name():
    from grounding.scorer.cjk import typed_conflict

    palme = "该片获得了第46届戛纳电影节金棕榈奖。"
    assert not typed_conflict(palme, "该片在戛纳电影节获得了大奖。")
    assert not typed_conflict(palme, "该片获得了多个大奖。")
    assert typed_conflict(palme, "该片获得了金马奖。")


def test_the_author_of_what_a_film_is_adapted_from_and_a_theme_song():
    from grounding.scorer.cjk import han_names_in_roles

    farewell = "《霸王别姬》是一部1993年上映的中国电影，由陈凯歌执导，改编自李碧华的同名小说。"
    assert han_names_in_roles(farewell) >= {"陈凯歌", "李碧华"}
    assert han_names_in_roles("原作は夏目漱石の小説である。") == {"夏目漱石"}
    assert han_names_in_roles("张艺谋执导的《霸王别姬》于1993年上映。") == {"张艺谋"}
    assert role_conflict(farewell, "该片改编自陈凯歌的小说。")
    assert not role_conflict(farewell, "该片改编自李碧华的小说。")
    # a role the passage gives nobody, for a person it gives others
    assert role_conflict(SEVEN_SAMURAI_FACT, "黒澤明は本作で監督と主題歌を務めた。")


def test_two_posts_in_one_sentence_and_honorifics_after_han_names():
    from grounding.scorer.cjk import drop_honorifics

    sorekara = "映画『それから』は1985年公開の日本映画。監督は森田芳光、原作は夏目漱石の同名小説。主演は松田優作。"
    assert role_conflict(sorekara, "監督は夏目漱石である。")
    assert role_conflict(sorekara, "原作は森田芳光の小説である。")
    assert not role_conflict(sorekara, "監督は森田芳光である。")
    assert drop_honorifics("この映画の監督は庵野秀明さんです。") == "この映画の監督は庵野秀明です。"
    assert drop_honorifics("该片的导演是陈凯歌先生。") == "该片的导演是陈凯歌。"
    # a word of one Han character, a particle before 先生 (her husband)
    assert drop_honorifics("お父さんです。") == "お父さんです。"
    assert drop_honorifics("她的先生。") == "她的先生。"
    assert missing_name(SEVEN_SAMURAI_FACT, "監督は庵野秀明さんです。")


@pytest.mark.parametrize("claim", ["苏州是江苏省的省会城市。", "江苏省省会为苏州。", "苏州，江苏省的省会。", "江苏省的省会是苏州。", "苏州为江苏省省会。"])
def test_a_capital_in_other_orders_and_forms(claim):
    from grounding.scorer.cjk import capital_conflict

    assert capital_conflict("南京是江苏省的省会。", claim)
    assert not capital_conflict("南京是江苏省的省会。", claim.replace("苏州", "南京"))
    # a meeting of the province is no capital (江苏省会议中心)
    assert not capital_conflict("南京是江苏省的省会。", "江苏省会议中心位于苏州。")


def test_a_name_with_a_role_of_its_own_is_no_item_of_a_list():
    # 、 between a role's name and the next clause's subject: two clauses, each name with its own role
    assert role_conflict(SEVEN_SAMURAI_FACT, "監督は三船敏郎、黒澤明が主演した。")
    assert not role_conflict(SEVEN_SAMURAI_FACT, "監督は黒澤明、三船敏郎が主演した。")
    assert not role_conflict(SEVEN_SAMURAI_FACT, "脚本は黒澤明、橋本忍、小国英雄が担当した。")


# --- engine 1.34: songs' roles, hosts of games, a subject or two parts turned round, acronyms, Chinese cities --------
SONG_JA = "『上を向いて歩こう』は1961年に発表された坂本九の歌である。作詞は永六輔、作曲は中村八大。"
SONG_ZH = "《月亮代表我的心》是邓丽君于1977年演唱的歌曲，由孙仪作词、翁清溪作曲。"


def test_a_songs_words_music_and_singer_are_roles():
    assert role_conflict(SONG_JA, "作詞は中村八大である。")
    assert role_conflict(SONG_JA, "作曲は永六輔である。")
    assert role_conflict(SONG_JA, "作曲者は永六輔である。")
    assert role_conflict(SONG_JA, "作詞・作曲は中村八大である。")
    assert role_conflict(SONG_JA, "この歌を歌ったのは永六輔である。")
    assert not role_conflict(SONG_JA, "作詞は永六輔である。")
    assert not role_conflict(SONG_JA, "作詞は永六輔、作曲は中村八大である。")
    assert role_conflict(SONG_ZH, "这首歌由翁清溪作词。")
    assert role_conflict(SONG_ZH, "孙仪为这首歌作曲。")
    assert role_conflict(SONG_ZH, "这首歌的演唱者是孙仪。")
    assert not role_conflict(SONG_ZH, "这首歌的词作者是孙仪。")
    assert not role_conflict(SONG_ZH, "孙仪作词，翁清溪作曲。")
    assert missing_name(SONG_ZH, "王菲演唱了这首歌。")
    # the author of the original is no author of another kind
    assert not role_conflict("该片改编自李碧华的同名小说。", "该片原著作者是李碧华。")
    # no one known and a singer by what they are are no names
    assert not missing_name("この和歌の作者は不明である。", "この和歌の作者は不明だ。")
    assert not missing_name("《海阔天空》由黄家驹作词作曲。", "这首歌由歌手黄家驹作词作曲。")


def test_a_numeral_of_a_name_is_no_count():
    # 八 of 中村八大, 六 of 永六輔, 九 of 坂本九: no count the claim must state
    assert not number_conflict(SONG_JA, "坂本九の歌で、作曲は中村八大である。")
    assert numbers("シドニー五輪で金メダルを獲得した。") == set()


def test_the_host_of_games_or_a_fair():
    from grounding.scorer.cjk import host_conflict

    athens = "刘翔在2004年雅典奥运会上获得男子110米栏金牌。"
    assert host_conflict(athens, "刘翔在北京奥运会上获得了金牌。")
    assert host_conflict("高橋尚子は2000年のシドニーオリンピックで金メダルを獲得した。", "高橋尚子は北京五輪で金メダルを獲得した。")
    assert host_conflict("2010年上海世博会于5月1日开幕。", "2010年北京世博会于5月1日开幕。")
    assert not host_conflict(athens, "刘翔在雅典奥运会上夺冠。")
    assert not host_conflict("高橋尚子は2000年のシドニーオリンピックで金メダルを獲得した。", "高橋尚子はシドニー五輪で優勝した。")
    # a verb or a subject before the games is no host (举办过奥运会, 静水是奥运会的项目), nor is 上届 or 夏季
    assert not host_conflict("成功举办北京奥运会、残奥会", "北京举办过奥运会、残奥会")
    assert not host_conflict("里约奥运会皮划艇静水的比赛18日进行。", "皮划艇静水是奥运会的传统项目。")
    assert not host_conflict(athens, "刘翔在上届奥运会上获得了金牌。")


def test_a_subject_the_passage_never_names():
    from grounding.scorer.cjk import subject_swap_conflict

    assert subject_swap_conflict("刘翔在2004年雅典奥运会上获得男子110米栏金牌。", "姚明在2004年雅典奥运会上获得了金牌。")
    assert subject_swap_conflict("袁隆平被誉为“杂交水稻之父”。", "钟南山被誉为杂交水稻之父。")
    takahashi = "高橋尚子は2000年のシドニーオリンピックで金メダルを獲得した。"
    assert subject_swap_conflict(takahashi, "有森裕子はシドニーオリンピックで金メダルを獲得した。")
    assert not subject_swap_conflict(takahashi, "高橋選手はシドニーオリンピックで金メダルを獲得した。")
    # one family (毛主席 may be 毛泽东), a word for a kind of person, a paraphrase of no name
    assert not subject_swap_conflict("毛泽东于1949年10月1日宣告中华人民共和国成立。", "毛主席于1949年10月1日宣告中华人民共和国成立。")
    assert not subject_swap_conflict("小学生が公園で2時間遊んだ。", "中学生が公園で2時間遊んだ。")
    assert not subject_swap_conflict("飛行機が離陸している", "航空機が離陸している")


def test_two_parts_of_a_sentence_turned_round():
    from grounding.scorer.cjk import swapped_runs_conflict

    assert swapped_runs_conflict("織田信長は1582年、本能寺の変で明智光秀に討たれた。", "明智光秀は1582年、本能寺の変で織田信長に討たれた。")
    assert swapped_runs_conflict("医師はその患者を助けている", "患者はその医師を助けている")
    assert not swapped_runs_conflict("織田信長は1582年、本能寺の変で明智光秀に討たれた。", "織田信長は明智光秀に討たれた。")
    # a list, and an act two do alike
    assert not swapped_runs_conflict("主演は高倉健と倍賞千恵子である。", "主演は倍賞千恵子と高倉健である。")
    assert not swapped_runs_conflict("夕食も朝食も満足です!", "朝食も夕食も満足です。")
    assert not swapped_runs_conflict("太郎は花子に二十年ぶりに再会した。", "花子は太郎に二十年ぶりに再会した。")


def test_an_acronym_the_passage_never_writes():
    from grounding.scorer.cjk import acronym_conflict

    drama = "『半沢直樹』は2013年にTBS系で放送されたテレビドラマである。"
    assert acronym_conflict(drama, "NHKで放送された。")
    assert not acronym_conflict(drama, "TBSで放送された。")
    assert not acronym_conflict("部屋にはTVがある。", "清潔感OK!")
    assert not acronym_conflict("朝食がおいしかった。", "NHKが見られる。")  # a passage with no acronym names none


def test_chinese_cities_and_the_peoples_republic():
    from grounding.scorer.cjk import countries, typed_conflict

    luxun = "鲁迅原名周树人，1881年出生于浙江绍兴。"
    assert typed_conflict(luxun, "鲁迅出生于浙江杭州。")
    assert not typed_conflict(luxun, "鲁迅出生于绍兴。")
    assert not typed_conflict("鲁迅出生于浙江。", "鲁迅出生于浙江杭州。")  # a passage that names no city
    assert countries("中华人民共和国中央人民政府成立。") == {"cn"}


def test_a_bound_on_a_percentage():
    ratings = "最終回の視聴率は42.2%を記録した。"
    assert not number_conflict(ratings, "最終回の視聴率は40%を超えた。")
    assert number_conflict(ratings, "最終回の視聴率は50%を超えた。")
    assert not number_conflict("支持率为42%。", "支持率在40%以上。")


def test_who_won_a_match_or_a_title():
    from grounding.scorer.cjk import result_conflict

    rugby = "2019年のラグビーワールドカップは日本で開催され、南アフリカが優勝した。決勝で南アフリカはイングランドを32対12で破った。"
    assert result_conflict(rugby, "イングランドが優勝した。")
    assert result_conflict(rugby, "イングランドが南アフリカを破った。")
    assert result_conflict(rugby, "南アフリカは決勝でイングランドに敗れた。")
    assert not result_conflict(rugby, "南アフリカがイングランドを破った。")
    assert not result_conflict(rugby, "南アフリカは決勝でイングランドに勝った。")
    qatar = "2022年卡塔尔世界杯决赛中，阿根廷队在点球大战中击败法国队，夺得冠军。"
    assert result_conflict(qatar, "法国队击败阿根廷队夺得冠军。")
    assert result_conflict(qatar, "阿根廷队在决赛中输给了法国队。")
    assert not result_conflict(qatar, "阿根廷队夺得2022年世界杯冠军。")
    # the subject of a clause before 、 wins what the clause after it says (…を破り、3度目の優勝を果たした)
    assert result_conflict("決勝でアルゼンチンがフランスをPK戦の末に破り、3度目の優勝を果たした。", "フランスが優勝した。")
    # a passage of two divisions has two winners; a side by its surname or with 選手 is the passage's
    sakura = "男子の部は山本健一選手が2時間15分で優勝した。女子の部は佐藤美咲選手が制した。"
    assert not result_conflict(sakura, "佐藤美咲選手は女子の部で優勝した。")
    assert not result_conflict(sakura, "山本が優勝した。")
    assert result_conflict(sakura, "田中選手が優勝した。")
    # a winner in a match the passage does not tell of, or two who won something alike
    assert not result_conflict("太郎が予想していたとおりに現王者が挑戦者に勝利した。", "現王者が挑戦者に勝利した。")
    assert not result_conflict("横浜FCが川崎Fに2対1で勝利した。横浜FCの優勝は5年ぶり3回目。", "横浜FCが優勝した。")


def test_where_an_event_is_held():
    from grounding.scorer.cjk import venue_conflict

    rugby = "2019年のラグビーワールドカップは日本で開催され、南アフリカが優勝した。決勝で南アフリカはイングランドを破った。"
    assert venue_conflict(rugby, "2019年大会はイングランドで開催された。")
    assert not venue_conflict(rugby, "2019年大会は日本で開催された。")
    assert venue_conflict("大会は2018年に甲子園球場で開催された。", "大会は東京ドームで開催された。")
    # a place of no name is one in other words, and a passage that says where nothing is held gives no rival
    assert not venue_conflict("晚上，在院子里的星星下举行了一场声光表演。", "晚上在庭院里举行了一场声光表演。")
    assert not venue_conflict("2023年杭州亚运会于9月23日开幕。", "2023年亚运会在广州举行。")


def test_sovereigns_founders_five_character_names_and_agents():
    from grounding.scorer.cjk import agent_conflict, han_names_in_roles, typed_conflict

    # a sovereign by reign name is a closed kind (大正天皇 for 明治天皇, 汉武帝 for 汉和帝); 皇帝, 今上天皇 name no one
    assert typed_conflict("明治天皇は1868年に即位した。", "大正天皇は1868年に即位した。")
    assert typed_conflict("蔡伦于105年将其献给汉和帝。", "蔡伦将造纸术献给汉武帝。")
    assert not typed_conflict("蔡伦于105年将其献给汉和帝。", "蔡伦将造纸术献给了皇帝。")
    assert not typed_conflict("明治天皇は1868年に即位した。", "今上天皇は即位した。")
    # a founder is a role (腾讯由马云创立), and a name by its surname opening a clause of founding
    assert missing_name("腾讯公司由马化腾等五人于1998年在深圳创立。", "腾讯由马云创立。")
    assert not missing_name("腾讯公司由马化腾等五人于1998年在深圳创立。", "腾讯由马化腾创立。")
    assert han_names_in_roles("马化腾于1999年在杭州创立了阿里巴巴。") == {"马化腾"}
    # a Japanese name of five Han characters after its role
    assert han_names_in_roles("脚本は山本周五郎が担当した。") == {"山本周五郎"}
    assert han_names_in_roles("原作は芥川龍之介の小説である。") == {"芥川龍之介"}
    # the agent of a Japanese passive
    prize = "芥川賞は1935年に菊池寛によって創設された。芥川龍之介の名を記念したものである。"
    assert agent_conflict(prize, "芥川賞は芥川龍之介によって創設された。")
    assert not agent_conflict(prize, "芥川賞は菊池寛によって創設された。")
    assert not agent_conflict("ペニシリンはフレミングによって発見された。", "芥川賞は菊池寛によって創設された。")
    # a list of agents, and agents by what they are
    google = "Googleは1998年9月、博士課程の学生だったラリー・ペイジとセルゲイ・ブリンによって設立された。"
    assert not agent_conflict(google, "Googleはラリー・ペイジによって設立された。")
    assert not agent_conflict(google, "Googleは2人の学生によって設立された。")
    assert agent_conflict(google, "Googleはビル・ゲイツによって設立された。")


def test_a_countrys_team_and_the_final_a_clause_sets_the_scene_of():
    from grounding.scorer.cjk import result_conflict

    tokyo = "1964年の東京オリンピックでは、日本は16個の金メダルを獲得した。女子バレーボールでは日本がソ連を破って優勝した。"
    assert result_conflict(tokyo, "ソ連が優勝した。")
    assert result_conflict(tokyo, "女子バレーボールではソ連が日本を破った。")
    assert not result_conflict(tokyo, "日本の女子バレーボールチームが優勝した。")  # the country's team is the country
    basketball = "在2008年北京奥运会男篮决赛中，美国队以118比107战胜西班牙队，夺得金牌。"
    assert result_conflict(basketball, "西班牙队获得了冠军。")
    assert not result_conflict(basketball, "西班牙队在决赛中负于美国队。")
    # a semi-final ends the final's scene, and a count of gold medals is no title
    assert not result_conflict("在半决赛中，西班牙队战胜了立陶宛队。", "西班牙队获得了冠军。")
    assert not result_conflict("中国代表团获得了201枚金牌，日本代表团获得了52枚金牌。", "日本代表团获得了52枚金牌。")


def test_an_elections_winner_and_who_won_a_prize():
    from grounding.scorer.cjk import prize_winner_conflict, result_conflict

    election = "在2020年美国总统选举中，民主党候选人拜登击败特朗普，当选美国第46任总统。"
    assert result_conflict(election, "特朗普当选美国第46任总统。")
    assert result_conflict(election, "特朗普击败了拜登。")
    assert not result_conflict(election, "拜登当选美国第46任总统。")
    assert result_conflict("民主党のジョー・バイデンが共和党のドナルド・トランプを破って当選した。", "トランプが当選した。")
    # the experience of winning an election is no win
    assert not result_conflict("候補者はどちらも当選経験がない。", "山田氏は当選経験のある候補者である。")
    academy = "第46回日本アカデミー賞では『ある男』が最優秀作品賞を受賞し、妻夫木聡が最優秀主演男優賞に選ばれた。"
    assert prize_winner_conflict(academy, "役所広司が最優秀主演男優賞に選ばれた。")
    assert prize_winner_conflict(academy, "『ある男』が最優秀主演男優賞を受賞した。")
    assert not prize_winner_conflict(academy, "妻夫木聡が最優秀主演男優賞に選ばれた。")
    horse = "第59届金马奖颁奖典礼上，《一月的声音》获得最佳纪录片奖，张艾嘉凭借《燈火闌珊》获得最佳女主角奖。"
    assert prize_winner_conflict(horse, "林青霞获得最佳女主角奖。")
    assert prize_winner_conflict(horse, "张艾嘉凭借《一月的声音》获得最佳女主角奖。")
    assert not prize_winner_conflict(horse, "张艾嘉获得最佳女主角奖。")
    # winners by what they are (スウェーデン人, a kind of people) are no one
    assert not prize_winner_conflict("スウェーデン人がノーベル賞を受賞した。", "スカンジナビア人がノーベル賞を受賞した。")
