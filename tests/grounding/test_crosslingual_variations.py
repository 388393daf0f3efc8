"""Answers in Japanese or Chinese checked against facts in English, English answers against Japanese or
Chinese facts, and Japanese and Chinese against each other (the stretch cases of the multilingual worked
examples), written for these tests: the guide's
Titanic facts, a Toronto fact and a Jurassic Park passage, with the people, years, counts and places of
the passage and with others. Replayed through the engine with the default model; cases the shipped scorer
gets wrong are strict xfails with the reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grounding.benchmark import TITANIC_BODY, TITANIC_JA_BODY, TITANIC_ZH_BODY
from grounding.engine.protojson import parse_check_request

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples_multilingual.json").read_text(encoding="utf-8"))
TITANIC_EN = SEEDS["fact_sets"]["titanic_en"]
TITANIC_JA = SEEDS["fact_sets"]["titanic_ja"]
TITANIC_ZH = SEEDS["fact_sets"]["titanic_zh"]
TORONTO_JA = [{"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}}]
SOSEKI_JA = [{"factText": "夏目漱石は1867年に江戸で生まれた小説家である。代表作に『吾輩は猫である』や『こころ』がある。"}]
TORONTO_EN = [{"factText": "Toronto is the capital of the province of Ontario."}]
# two more films in the three languages (fifteenth session), written after the rules of engine 1.13 as a check
INCEPTION_EN = [
    {
        "factText": "Inception is a 2010 science fiction film written and directed by Christopher Nolan. It stars Leonardo "
        "DiCaprio, Joseph Gordon-Levitt and Elliot Page. The music was composed by Hans Zimmer. It won four Academy Awards."
    }
]
INCEPTION_ZH = [
    {
        "factText": "《盗梦空间》是2010年上映的科幻电影，由克里斯托弗·诺兰编剧并执导，莱昂纳多·迪卡普里奥、约瑟夫·高登-莱维特和"
        "艾利奥特·佩吉主演，汉斯·季默负责配乐。该片获得了4项奥斯卡奖。"
    }
]
INCEPTION_JA = [
    {
        "factText": "『インセプション』は2010年公開のSF映画である。監督・脚本はクリストファー・ノーラン。レオナルド・ディカプリオ、"
        "ジョセフ・ゴードン＝レヴィット、エリオット・ペイジが出演した。音楽はハンス・ジマーが担当した。アカデミー賞4部門を受賞した。"
    }
]
GODFATHER_EN = [
    {
        "factText": "The Godfather is a 1972 American crime film directed by Francis Ford Coppola. It stars Marlon Brando and "
        "Al Pacino. The music was composed by Nino Rota. It won three Academy Awards."
    }
]
GODFATHER_ZH = [
    {"factText": "《教父》是1972年上映的美国犯罪电影，由弗朗西斯·福特·科波拉执导，马龙·白兰度和阿尔·帕西诺主演，尼诺·罗塔负责配乐。该片获得了3项奥斯卡奖。"}
]
GODFATHER_JA = [
    {
        "factText": "『ゴッドファーザー』は1972年公開のアメリカの犯罪映画である。監督はフランシス・フォード・コッポラ。マーロン・ブランドと"
        "アル・パチーノが出演した。音楽はニーノ・ロータが担当した。アカデミー賞3部門を受賞した。"
    }
]
TORONTO_EN_AUTHOR = [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Wikipedia"}}]
TORONTO_EN_WIKI = [{"factText": "Toronto is the capital of the province of Ontario.", "attributes": {"author": "Wikipedia"}}]
TORONTO_ZH = [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "维基百科"}}]
JURASSIC_EN = [
    {
        "factText": "Jurassic Park is a 1993 American science fiction film directed by Steven Spielberg, based on the "
        "novel by Michael Crichton. It stars Sam Neill and Laura Dern. The score was composed by John Williams."
    }
]
# places Chinese writes without a dot, in the three languages (sixteenth session)
VANCOUVER_ZH = [{"factText": "该片在加拿大温哥华拍摄，于2005年在多伦多国际电影节首映。"}]
VANCOUVER_EN = [{"factText": "The film was shot in Vancouver, Canada, and premiered at the Toronto International Film Festival in 2005."}]
VANCOUVER_JA = [{"factText": "この映画はカナダのバンクーバーで撮影され、2005年にトロント国際映画祭で初上映された。"}]
PARIS_ZH = [{"factText": "巴黎是法国的首都，也是法国最大的城市。"}]
PARIS_EN = [{"factText": "Paris is the capital and largest city of France."}]
# names a Japanese passage writes in kanji, beside katakana words (an English claim's romanised names are spared)
SOSEKI_LONDON_JA = [{"factText": "夏目漱石は1867年に江戸で生まれた小説家である。ロンドンに留学し、代表作に『吾輩は猫である』や『こころ』がある。"}]
SKYTREE_JA = [{"factText": "東京スカイツリーは東京都墨田区にある電波塔で、2012年に開業した。高さは634メートルである。"}]

# Chinese people, places and firms written in pinyin on one side and in Han characters on the other (thirty-first
# session, check batches 112 to 114, written before any run; 114 after the rules were written, on new passages)
SANTI_ZH = [{"factText": "《三体》是刘慈欣创作的长篇科幻小说，2006年开始在《科幻世界》杂志连载。2015年，该书获得雨果奖最佳长篇小说奖。"}]
TU_ZH = [{"factText": "屠呦呦是中国药学家，因发现青蒿素而获得2015年诺贝尔生理学或医学奖。"}]
HUAWEI_ZH = [{"factText": "华为由任正非于1987年在深圳创立。"}]
HERO_ZH = [{"factText": "电影《英雄》由张艺谋执导，于2002年上映。"}]
HERO_EN = [{"factText": "Hero is a 2002 Chinese film directed by Zhang Yimou."}]
SANTI_EN = [{"factText": "The Three-Body Problem is a science fiction novel by Liu Cixin. It won the Hugo Award for Best Novel in 2015."}]
CHENGDU_ZH = [{"factText": "成都是四川省的省会，以大熊猫繁育研究基地闻名。"}]
ALIBABA_ZH = [{"factText": "阿里巴巴集团由马云于1999年在杭州创立。"}]
LUXUN_JA = [{"factText": "魯迅は1881年に浙江省紹興で生まれた中国の作家で、代表作に『阿Q正伝』がある。"}]
CTHD_ZH_HANT = [{"factText": "《臥虎藏龍》由李安執導，於2000年上映，獲得四項奧斯卡獎。"}]
YAO_EN = [{"factText": "Yao Ming is a Chinese former basketball player who played for the Houston Rockets from 2002 to 2011."}]
XIAOMI_ZH = [{"factText": "小米公司由雷军于2010年在北京创立，总部位于北京市海淀区。"}]
LIBAI_ZH = [{"factText": "李白是唐代著名诗人，被后人誉为“诗仙”，与杜甫并称“李杜”。"}]
GREATWALL_ZH = [{"factText": "八达岭长城位于北京市延庆区，是明长城中保存最好的一段，1987年被列入世界遗产。"}]
# Chinese people in roles across languages, and a Japanese passage that writes them in its own forms (張芸謀; check
# batch 117)
HERO_CAST_ZH = [{"factText": "《英雄》是2002年上映的武侠电影，由张艺谋执导，李连杰、梁朝伟、张曼玉、章子怡主演。"}]
SORGHUM_JA = [{"factText": "『紅いコーリャン』は1987年公開の中国映画である。監督は張芸謀、主演は鞏俐。ベルリン国際映画祭で金熊賞を受賞した。"}]
FAREWELL_EN = [
    {
        "factText": "Farewell My Concubine is a 1993 Chinese film directed by Chen Kaige. It stars Leslie Cheung, Gong Li and "
        "Zhang Fengyi. It won the Palme d'Or at Cannes."
    }
]
# the ship's measures, dates and ports across languages (check batch 118): an English date against a Japanese or
# Chinese one, a port Chinese half translates (南安普敦, Southampton)
SHIP_JA = [
    {"factText": "タイタニック号は全長269メートル、総トン数は約4万6千トンの客船で、1912年4月10日にサウサンプトンを出航した。乗客乗員は約2,200人だった。"}
]
SHIP_EN = [
    {
        "factText": "The Titanic was a passenger liner 269 metres long with a gross tonnage of about 46,000 tons. "
        "It left Southampton on 10 April 1912 with about 2,200 passengers and crew."
    }
]
# the guide's full Titanic facts (with the release date and the nominations) and their Japanese and Chinese
# translations of the latency benchmark, against dates and counts in the other languages (check batch 119)
GUIDE_EN, GUIDE_JA, GUIDE_ZH = TITANIC_BODY["facts"], TITANIC_JA_BODY["facts"], TITANIC_ZH_BODY["facts"]
# a longer passage in each language (several chunks), against claims in the others: numbers in words, ordinals,
# units and old names (check batch 124)
TORONTO_LONG_JA = [
    {
        "factText": "トロントはカナダ最大の都市であり、オンタリオ州の州都である。人口は約280万人で、北米で4番目に人口の多い都市である。市はオンタリオ湖の北西岸に位置する。1793年にヨークとして建設され、1834年にトロントと改称された。CNタワーは1976年に完成し、高さは553メートルである。"
    }
]
TORONTO_LONG_ZH = [
    {
        "factText": "多伦多是加拿大最大的城市，也是安大略省的首府。人口约280万，是北美第四大城市。该市位于安大略湖西北岸。1793年以约克之名建立，1834年更名为多伦多。加拿大国家电视塔于1976年建成，高553米。"
    }
]
TORONTO_LONG_EN = [
    {
        "factText": "Toronto is the largest city in Canada and the capital of Ontario. It has a population of about 2.8 million, the fourth largest in North America. The city lies on the northwestern shore of Lake Ontario. It was founded as York in 1793 and renamed Toronto in 1834. The CN Tower was completed in 1976 and is 553 metres tall."
    }
]
# a news agency named in another language than the fact's author (check batch 116)
TORONTO_ZH_XINHUA = [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "新华社"}}]
TORONTO_ZH_BAIDU = [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "百度百科"}}]
TORONTO_EN_XINHUA = [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Xinhua"}}]
HANGZHOU_EN = [
    {"factText": "West Lake is a freshwater lake in Hangzhou, the capital of Zhejiang Province. It was added to the UNESCO World Heritage List in 2011."}
]

CASES = [
    # Japanese answers, English facts
    (TITANIC_EN, "タイタニックはジェームズ・キャメロンが監督した。1997年に公開された。", [True, True]),
    (TITANIC_EN, "主演はレオナルド・ディカプリオとケイト・ウィンスレットである。", [True]),
    (TITANIC_EN, "ケイト・ウィンスレットが主演した。", [True]),
    (TITANIC_EN, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (TITANIC_EN, "ジェームズ・キャメロンが脚本を書いた。", [True]),  # read at its sentence ("written ... by James Cameron")
    (TITANIC_EN, "タイタニックはアメリカ映画である。", [True]),
    (TITANIC_EN, "主演はブラッド・ピットとケイト・ウィンスレットである。", [False]),
    (TITANIC_EN, "トム・ハンクスが主演した。", [False]),
    (TITANIC_EN, "この映画は2005年に公開された。", [False]),
    (TITANIC_EN, "この映画はアカデミー賞を3部門受賞した。", [False]),
    (TITANIC_EN, "タイタニックはイギリス映画である。", [False]),
    (TITANIC_EN, "ジェームズ・キャメロンが主演した。", [False]),
    (TITANIC_EN, "タイタニックは1912年のタイタニック号沈没を描いている。", [True]),
    (TORONTO_EN, "トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_EN, "オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_EN, "トロントはケベック州の州都である。", [False]),
    (TORONTO_EN, "バンクーバーはオンタリオ州の州都である。", [False]),
    (JURASSIC_EN, "ジュラシック・パークはスティーヴン・スピルバーグが監督した。", [True]),
    (JURASSIC_EN, "原作はマイケル・クライトンの小説である。", [True]),
    (JURASSIC_EN, "サム・ニールとローラ・ダーンが出演した。", [True]),
    (JURASSIC_EN, "音楽はジョン・ウィリアムズが担当した。", [True]),
    (JURASSIC_EN, "この映画は1993年に公開された。", [True]),
    (JURASSIC_EN, "ジュラシック・パークはジェームズ・キャメロンが監督した。", [False]),
    (JURASSIC_EN, "音楽はハンス・ジマーが担当した。", [False]),
    (JURASSIC_EN, "この映画は1997年に公開された。", [False]),
    (JURASSIC_EN, "ジョン・ウィリアムズが監督した。", [False]),
    # Chinese answers, English facts
    (TITANIC_EN, "该片于1997年上映。", [True]),
    (TITANIC_EN, "《泰坦尼克号》由詹姆斯·卡梅隆执导。", [True]),
    (TITANIC_EN, "该片由布拉德·皮特和凯特·温斯莱特主演。", [False]),
    # English answers, Japanese or Chinese facts
    (TITANIC_JA, "Titanic was released in 1997.", [True]),
    (TITANIC_JA, "Titanic was released in 2005.", [False]),
    (TITANIC_JA, "Titanic was directed by Steven Spielberg.", [False]),
    (TITANIC_JA, "The film stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (TITANIC_JA, "The movie won 11 Academy Awards.", [True]),
    (TITANIC_JA, "The film stars Brad Pitt and Kate Winslet.", [False]),
    (TITANIC_JA, "Tom Hanks starred in the film.", [False]),
    (TITANIC_JA, "The film won 11 Golden Globe Awards.", [False]),
    (TITANIC_JA, "Kate Winslet directed the film.", [False]),
    (TORONTO_JA, "Toronto is the capital of Ontario.", [True]),
    (TORONTO_JA, "Toronto is the capital of Quebec.", [False]),
    (TORONTO_JA, "Ottawa is the capital of Ontario.", [False]),
    (SOSEKI_JA, "Natsume Soseki was born in 1867.", [True]),  # a Japanese name, written in kanji there
    (TITANIC_ZH, "The film stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (TITANIC_ZH, "Titanic was directed by James Cameron.", [True]),
    # Chinese transliterations compared by sound (engine 1.13, grounding.scorer.translit): Chinese answers
    # against English facts, English answers against Chinese facts, and Japanese against Chinese
    (TITANIC_EN, "该片由詹姆斯·卡梅伦执导。", [True]),  # 卡梅伦, another transliteration of Cameron
    (TITANIC_EN, "该片由凯特·温斯莱特主演。", [True]),
    (TITANIC_EN, "莱昂纳多·迪卡普里奥主演了这部电影。", [True]),
    (TITANIC_EN, "该片获得了11项奥斯卡奖。", [True]),
    (TITANIC_EN, "该片由詹姆斯·布朗执导。", [False]),  # the given name matches, the surname does not
    (TITANIC_EN, "该片由汤姆·汉克斯主演。", [False]),
    (TITANIC_EN, "该片由马特·达蒙主演。", [False]),
    (TITANIC_EN, "《泰坦尼克号》由史蒂文·斯皮尔伯格执导。", [False]),
    (TITANIC_EN, "该片于2005年上映。", [False]),
    (JURASSIC_EN, "《侏罗纪公园》由史蒂文·斯皮尔伯格执导。", [True]),
    (JURASSIC_EN, "该片由山姆·尼尔和劳拉·邓恩主演。", [True]),
    (JURASSIC_EN, "配乐由约翰·威廉斯创作。", [True]),  # 约翰 is irregular for John: the surname is enough
    (JURASSIC_EN, "该片改编自迈克尔·克莱顿的小说。", [True]),
    (JURASSIC_EN, "配乐由汉斯·季默创作。", [False]),
    (JURASSIC_EN, "该片由詹姆斯·卡梅隆执导。", [False]),
    (TITANIC_ZH, "Leonardo DiCaprio starred in Titanic.", [True]),
    (TITANIC_ZH, "James Cameron wrote the film.", [True]),
    (TITANIC_ZH, "It won 11 Oscars.", [True]),
    (TITANIC_ZH, "Titanic was directed by Steven Spielberg.", [False]),
    (TITANIC_ZH, "The film stars Brad Pitt and Kate Winslet.", [False]),
    (TITANIC_ZH, "Matt Damon starred in Titanic.", [False]),
    (TITANIC_ZH, "Titanic is a British film.", [False]),
    (TITANIC_ZH, "It won 5 Oscars.", [False]),
    (TITANIC_ZH, "タイタニックはジェームズ・キャメロンが監督した。", [True]),
    (TITANIC_ZH, "主演はレオナルド・ディカプリオとケイト・ウィンスレットである。", [True]),
    (TITANIC_ZH, "主演はブラッド・ピットとケイト・ウィンスレットである。", [False]),
    (TITANIC_ZH, "タイタニックはスティーヴン・スピルバーグが監督した。", [False]),
    (TITANIC_JA, "《泰坦尼克号》由詹姆斯·卡梅隆执导。", [True]),
    (TITANIC_JA, "该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", [True]),
    (TITANIC_JA, "该片由布拉德·皮特和凯特·温斯莱特主演。", [False]),
    (TITANIC_JA, "《泰坦尼克号》由史蒂文·斯皮尔伯格执导。", [False]),
    # a source named in another language (claims._SOURCE_ALIASES)
    (TORONTO_JA, "According to Wikipedia, Toronto is the capital of Ontario.", [True]),
    (TORONTO_JA, "According to the Ontario government, Toronto is the capital of Ontario.", [False]),
    (TORONTO_ZH, "According to Wikipedia, Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH, "ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_ZH, "オンタリオ州政府によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_EN_WIKI, "据维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_EN_WIKI, "ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_EN_WIKI, "据安大略省政府称，多伦多是安大略省的首府。", [False]),
    (TORONTO_JA, "据维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_JA, "据安大略省政府称，多伦多是安大略省的首府。", [False]),
    # traditional characters and Taiwan's transliterations (鐵達尼號 for Titanic, 卡麥隆, 史匹柏)
    (TITANIC_EN, "《鐵達尼號》由詹姆斯·卡麥隆執導。", [True]),
    (TITANIC_EN, "《鐵達尼號》由史蒂芬·史匹柏執導。", [False]),
    (TITANIC_EN, "該片由布拉德·彼特和凱特·溫斯萊特主演。", [False]),
    (INCEPTION_EN, "该片由克里斯托弗·诺兰编剧。", [True]),
    (INCEPTION_EN, "配乐由汉斯·季默创作。", [True]),  # 季 for the Z of Zimmer: a z is read as a j too
    (INCEPTION_EN, "音楽はハンス・ジマーが担当した。", [True]),
    (INCEPTION_EN, "该片由史蒂文·斯皮尔伯格执导。", [False]),
    (INCEPTION_EN, "配乐由约翰·威廉斯创作。", [False]),
    (INCEPTION_EN, "音楽はジョン・ウィリアムズが担当した。", [False]),
    (INCEPTION_EN, "《盗梦空间》由克里斯托弗·诺兰执导。", [True]),
    (INCEPTION_ZH, "Inception was directed by Christopher Nolan.", [True]),
    (INCEPTION_ZH, "The music was composed by Hans Zimmer.", [True]),
    (INCEPTION_ZH, "The music was composed by John Williams.", [False]),
    (INCEPTION_ZH, "The film stars Tom Hardy.", [False]),
    (INCEPTION_ZH, "音楽はハンス・ジマーが担当した。", [True]),
    (INCEPTION_ZH, "音楽はジョン・ウィリアムズが担当した。", [False]),
    (INCEPTION_JA, "《盗梦空间》由克里斯托弗·诺兰执导。", [True]),  # a translated title is no title the rule compares
    (INCEPTION_JA, "配乐由约翰·威廉斯负责。", [False]),
    (INCEPTION_JA, "The film stars Tom Hardy.", [False]),
    (GODFATHER_EN, "该片由弗朗西斯·福特·科波拉执导。", [True]),
    (GODFATHER_EN, "该片由马龙·白兰度和阿尔·帕西诺主演。", [True]),  # 阿尔 (Al): the surname is enough
    (GODFATHER_EN, "配乐由尼诺·罗塔负责。", [True]),
    (GODFATHER_EN, "该片由马丁·斯科塞斯执导。", [False]),
    (GODFATHER_EN, "该片由罗伯特·德尼罗主演。", [False]),
    (GODFATHER_EN, "配乐由埃尼奥·莫里康内负责。", [False]),
    (GODFATHER_ZH, "The film was directed by Francis Ford Coppola.", [True]),
    (GODFATHER_ZH, "It stars Marlon Brando and Al Pacino.", [True]),
    (GODFATHER_ZH, "It stars Robert De Niro.", [False]),  # Niro is no 马龙 (Marlon), Morricone neither
    (GODFATHER_ZH, "The music was composed by Ennio Morricone.", [False]),
    (GODFATHER_ZH, "監督はマーティン・スコセッシである。", [False]),
    (GODFATHER_JA, "该片由弗朗西斯·福特·科波拉执导。", [True]),
    (GODFATHER_JA, "该片由马丁·斯科塞斯执导。", [False]),
    (GODFATHER_JA, "It stars Robert De Niro.", [False]),
    # names written without a dot (sixteenth session): read by sound across scripts (多伦多 is Toronto and
    # トロント), and a name in another's place ruled out (Ottawa for 多伦多)
    (TORONTO_EN_WIKI, "多伦多是安大略省的首府。", [True]),
    (TORONTO_EN_WIKI, "多伦多是加拿大的首都。", [False]),
    (TORONTO_EN_WIKI, "蒙特利尔是安大略省的首府。", [False]),
    (TORONTO_ZH, "Ottawa is the capital of Ontario.", [False]),
    (TORONTO_ZH, "Montreal is the capital of Ontario.", [False]),
    (TORONTO_ZH, "Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH, "According to Wikipedia, Toronto is the capital of Ontario.", [True]),
    (TORONTO_JA, "Montreal is the capital of Ontario.", [False]),
    (TORONTO_JA, "蒙特利尔是安大略省的首府。", [False]),
    (TORONTO_ZH, "ウィキペディアによると、カルガリーはオンタリオ州の州都である。", [False]),
    (TITANIC_ZH, "The film won 11 Academy Awards.", [True]),  # Chinese translates Academy Awards (奥斯卡奖)
    (TITANIC_ZH, "Titanic was directed by Spielberg.", [False]),
    (TITANIC_ZH, "Titanic was directed by Cameron.", [True]),
    (TITANIC_ZH, "Titanic is a Canadian film.", [False]),
    (TITANIC_EN, "《泰坦尼克号》是一部加拿大电影。", [False]),
    (VANCOUVER_ZH, "The film was shot in Vancouver, Canada.", [True]),
    (VANCOUVER_ZH, "The film was shot in Montreal.", [False]),
    (VANCOUVER_ZH, "The film premiered in Toronto in 2005.", [True]),
    (VANCOUVER_EN, "该片在温哥华拍摄。", [True]),
    (VANCOUVER_EN, "该片在蒙特利尔拍摄。", [False]),
    (VANCOUVER_JA, "The film was shot in Vancouver.", [True]),
    (VANCOUVER_JA, "The film was shot in Montreal.", [False]),
    (PARIS_ZH, "Paris is the capital of France.", [True]),
    (PARIS_ZH, "London is the capital of France.", [False]),
    (PARIS_ZH, "Paris is the capital of Germany.", [False]),
    (PARIS_EN, "巴黎是法国的首都。", [True]),
    (PARIS_EN, "伦敦是法国的首都。", [False]),
    # honorifics, and a Chinese source named after the statement (sixteenth session, written as a check)
    (TITANIC_EN, "该片导演为卡梅隆先生。", [True]),
    (TITANIC_EN, "该片导演为斯皮尔伯格先生。", [False]),
    (TITANIC_EN, "ジェームズ・キャメロンさんが監督した。", [True]),
    (TORONTO_EN_WIKI, "多伦多是安大略省的首府，据维基百科。", [True]),
    (TITANIC_JA, "It stars Leonardo DiCaprio and Brad Pitt.", [False]),
    (SOSEKI_LONDON_JA, "Natsume Soseki was born in 1867.", [True]),
    (SOSEKI_LONDON_JA, "Natsume Soseki studied in London.", [True]),
    (SOSEKI_LONDON_JA, "Natsume Soseki studied in Paris.", [False]),
    (SKYTREE_JA, "Tokyo Skytree opened in 2012.", [True]),
    (SKYTREE_JA, "Tokyo Skytree is in Sumida, Tokyo.", [True]),
    # check batch 20 (nineteenth session): its cross-lingual variations not already here; all four right when written
    (TITANIC_JA, "The film won 12 Academy Awards.", [False]),
    (TITANIC_EN, "この映画は2001年に公開された。", [False]),
    (TITANIC_ZH, "監督はジェームズ・キャメロンである。", [True]),
    (TITANIC_ZH, "主演はトム・クルーズである。", [False]),
    # check batch 24 (nineteenth session): its two cross-lingual variations, both right when written
    (TITANIC_EN, "タイタニックはジェームズ・キャメロンが監督した1997年の映画だ。", [True]),
    (TITANIC_EN, "该片获得了11项奥斯卡奖。", [True]),
    # check batch 61 (twenty-fifth session): other spellings of the names across languages (its other cases are in
    # test_multilingual_variations.py)
    (TITANIC_EN, "タイタニックはジェームス・キャメロンが監督した。", [True]),
    (TITANIC_EN, "该片由李奥纳多·狄卡皮欧主演。", [True]),
    # check batch 64 (twenty-fifth session), the worked examples across languages, written in full before any run: 1 of
    # 40 wrong with 1.21 and with the rules made for batches 56 to 63 (James Cameron wrote the screenplay, which the
    # cross-encoder rejects at 0.11), none with 1.22 (an English claim of the passage's roles is floored as a Japanese or
    # Chinese one is); the cases already here are not repeated
    (TITANIC_JA, "Titanic was released in 1998.", [False]),
    (TITANIC_JA, "Leonardo DiCaprio starred in Titanic.", [True]),
    (TITANIC_JA, "Tom Cruise starred in Titanic.", [False]),
    (TITANIC_JA, "Titanic is a British film.", [False]),
    (TITANIC_JA, "James Cameron wrote the screenplay.", [True]),
    (TITANIC_JA, "The film is about the sinking of the Titanic in 1912.", [True]),
    (TITANIC_ZH, "Titanic won 11 Oscars.", [True]),
    (TITANIC_ZH, "Titanic won 3 Oscars.", [False]),
    (TITANIC_ZH, "James Cameron directed Titanic.", [True]),
    (TITANIC_ZH, "Steven Spielberg directed Titanic.", [False]),
    (TITANIC_ZH, "Titanic is an American movie.", [True]),
    (TITANIC_ZH, "Leonardo DiCaprio directed Titanic.", [False]),
    (TITANIC_EN, "この映画はアメリカ映画である。", [True]),
    (TITANIC_EN, "この映画の主演はケイト・ウィンスレットとレオナルド・ディカプリオだ。", [True]),
    (TITANIC_EN, "この映画の主演はブラッド・ピットだ。", [False]),
    (TITANIC_EN, "该片讲述了1912年泰坦尼克号沉没的故事。", [True]),
    (TITANIC_EN, "该片获得了3项奥斯卡奖。", [False]),
    (TITANIC_EN, "该片由史蒂文·斯皮尔伯格执导。", [False]),
    (TITANIC_JA, "该片于1997年上映。", [True]),
    (TITANIC_JA, "该片于1912年上映。", [False]),
    (TITANIC_JA, "该片由凯特·温斯莱特主演。", [True]),
    (TITANIC_JA, "该片由布拉德·皮特主演。", [False]),
    (TITANIC_ZH, "この映画は1997年に公開された。", [True]),
    (TITANIC_ZH, "この映画は2005年に公開された。", [False]),
    (TITANIC_ZH, "監督はジェームズ・キャメロンだ。", [True]),
    (TITANIC_ZH, "監督はスティーヴン・スピルバーグだ。", [False]),
    (TITANIC_ZH, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (TORONTO_EN_AUTHOR, "トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_EN_AUTHOR, "オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_EN_AUTHOR, "多伦多是安大略省的首府。", [True]),
    (TORONTO_EN_AUTHOR, "多伦多是魁北克省的首府。", [False]),
    (TORONTO_JA, "多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_EN_AUTHOR, "据维基百科，多伦多是安大略省的首府。", [True]),
    # twenty-ninth session, check batch 90: 31 variations of the Titanic facts across English, Japanese and Chinese (people,
    # years, counts, cast, country), written before any run: 0 wrong with 1.25
    (TITANIC_JA, "Titanic was released in 1997.", [True]),
    (TITANIC_JA, "Titanic was released in 1999.", [False]),
    (TITANIC_JA, "The film won 11 Academy Awards.", [True]),
    (TITANIC_JA, "The film won 7 Academy Awards.", [False]),
    (TITANIC_JA, "Leonardo DiCaprio and Kate Winslet starred in the film.", [True]),
    (TITANIC_JA, "Brad Pitt starred in the film.", [False]),
    (TITANIC_JA, "Titanic is an American film.", [True]),
    (TITANIC_JA, "Titanic was directed by Steven Spielberg.", [False]),
    (TITANIC_ZH, "Titanic was directed by James Cameron.", [True]),
    (TITANIC_ZH, "Titanic was directed by Ridley Scott.", [False]),
    (TITANIC_ZH, "The movie is about the sinking of the Titanic in 1912.", [True]),
    (TITANIC_ZH, "タイタニックはジェームズ・キャメロンが監督した。", [True]),
    (TITANIC_ZH, "タイタニックはアカデミー賞を11部門受賞した。", [True]),
    (TITANIC_ZH, "タイタニックはアカデミー賞を4部門受賞した。", [False]),
    (TITANIC_ZH, "主演はレオナルド・ディカプリオとケイト・ウィンスレットだ。", [True]),
    (TITANIC_ZH, "主演はジョニー・デップだ。", [False]),
    (TITANIC_JA, "《泰坦尼克号》由詹姆斯·卡梅隆执导。", [True]),
    (TITANIC_JA, "该片于1997年上映。", [True]),
    (TITANIC_JA, "该片于1995年上映。", [False]),
    (TITANIC_JA, "该片获得了11项奥斯卡奖。", [True]),
    (TITANIC_JA, "该片由汤姆·克鲁斯主演。", [False]),
    (TITANIC_EN, "この映画は1997年に公開された。", [True]),
    (TITANIC_EN, "この映画は2003年に公開された。", [False]),
    (TITANIC_EN, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (TITANIC_EN, "主演はケイト・ウィンスレットとレオナルド・ディカプリオ。", [True]),
    (TITANIC_EN, "该片获得了11项奥斯卡奖。", [True]),
    (TITANIC_EN, "该片获得了8项奥斯卡奖。", [False]),
    (TITANIC_EN, "该片由凯特·温斯莱特和莱昂纳多·迪卡普里奥主演。", [True]),
    (TITANIC_EN, "该片由马特·达蒙主演。", [False]),
    (TITANIC_EN, "该片是一部美国电影。", [True]),
    (TITANIC_EN, "该片是一部法国电影。", [False]),
    # check batch 112
    (SANTI_ZH, "The Three-Body Problem was written by Liu Cixin.", [True]),
    (SANTI_ZH, "The Three-Body Problem was written by Mo Yan.", [False]),
    (SANTI_ZH, "Liu Cixin wrote The Three-Body Problem.", [True]),
    (SANTI_ZH, "It won the Hugo Award in 2015.", [True]),
    (SANTI_ZH, "It won the Hugo Award in 2012.", [False]),
    (TU_ZH, "Tu Youyou won the Nobel Prize in 2015.", [True]),
    (TU_ZH, "Tu Youyou won the Nobel Prize in 2011.", [False]),
    (TU_ZH, "Yuan Longping won the Nobel Prize in 2015.", [False]),
    (TU_ZH, "Tu Youyou is a Chinese pharmacologist.", [True]),
    (HUAWEI_ZH, "Huawei was founded by Ren Zhengfei in 1987.", [True]),
    (HUAWEI_ZH, "Huawei was founded by Ma Yun in 1987.", [False]),
    (HUAWEI_ZH, "Huawei was founded by Ren Zhengfei in 1990.", [False]),
    (HUAWEI_ZH, "Huawei was founded in Shenzhen.", [True]),
    (HUAWEI_ZH, "Huawei was founded in Beijing.", [False]),
    (HERO_ZH, "Hero was directed by Zhang Yimou.", [True]),
    (HERO_ZH, "Hero was directed by Chen Kaige.", [False]),
    (HERO_ZH, "Hero was released in 2002.", [True]),
    (HERO_ZH, "Zhang Yimou directed Hero, which came out in 2002.", [True]),
    (HERO_EN, "《英雄》由张艺谋执导。", [True]),
    (HERO_EN, "《英雄》由陈凯歌执导。", [False]),
    (HERO_EN, "该片于2002年上映。", [True]),
    (SANTI_EN, "《三体》的作者是刘慈欣。", [True]),
    (SANTI_EN, "《三体》的作者是莫言。", [False]),
    (SANTI_EN, "该书于2015年获得雨果奖。", [True]),
    # check batch 113
    (CHENGDU_ZH, "Chengdu is the capital of Sichuan Province.", [True]),
    (CHENGDU_ZH, "Chengdu is the capital of Yunnan Province.", [False]),
    (CHENGDU_ZH, "Kunming is the capital of Sichuan Province.", [False]),
    (CHENGDU_ZH, "Chengdu is known for its giant panda breeding base.", [True]),
    (ALIBABA_ZH, "Alibaba was founded by Ma Yun in 1999.", [True]),
    (ALIBABA_ZH, "Alibaba was founded by Yun Ma in 1999.", [True]),
    (ALIBABA_ZH, "Alibaba was founded by Ma Huateng in 1999.", [False]),
    (ALIBABA_ZH, "Alibaba was founded in Hangzhou.", [True]),
    (ALIBABA_ZH, "Alibaba was founded in Shenzhen.", [False]),
    (ALIBABA_ZH, "Alibaba was founded in 2004.", [False]),
    (ALIBABA_ZH, "Ma Yun founded Alibaba in Hangzhou in 1999.", [True]),
    (LUXUN_JA, "Lu Xun was born in 1881.", [True]),
    (LUXUN_JA, "Lu Xun was born in 1890.", [False]),
    (LUXUN_JA, "Lu Xun was born in Shaoxing.", [True]),
    (LUXUN_JA, "Lu Xun was a Chinese writer.", [True]),
    (CTHD_ZH_HANT, "It was released in 2000.", [True]),
    (CTHD_ZH_HANT, "It won four Academy Awards.", [True]),
    (CTHD_ZH_HANT, "It won three Academy Awards.", [False]),
    (YAO_EN, "姚明曾效力于休斯顿火箭队。", [True]),
    (YAO_EN, "姚明是一名退役的中国篮球运动员。", [True]),
    (YAO_EN, "易建联曾效力于休斯顿火箭队。", [False]),
    (YAO_EN, "姚明于2002年加入休斯顿火箭队。", [True]),
    (YAO_EN, "姚明於2002年加入休士頓火箭隊。", [True]),
    (YAO_EN, "姚明于2005年加入休斯顿火箭队。", [False]),
    (TITANIC_ZH, "Titanic was directed by James Cameron.", [True]),
    (TITANIC_ZH, "It stars Kate Winslet and Leonardo DiCaprio.", [True]),
    (TITANIC_ZH, "It was directed by Ma Yun.", [False]),
    (TITANIC_ZH, "It was directed by Zhang Yimou.", [False]),
    (TITANIC_ZH, "Titanic won 11 Academy Awards.", [True]),
    # check batch 114
    (XIAOMI_ZH, "Xiaomi was founded by Lei Jun in 2010.", [True]),
    (XIAOMI_ZH, "Xiaomi was founded by Lei Jun in 2012.", [False]),
    (XIAOMI_ZH, "Xiaomi was founded by Liu Qiangdong.", [False]),
    (XIAOMI_ZH, "Xiaomi is headquartered in Beijing.", [True]),
    (XIAOMI_ZH, "Xiaomi is headquartered in Shanghai.", [False]),
    (XIAOMI_ZH, "Lei Jun founded Xiaomi in Beijing.", [True]),
    (XIAOMI_ZH, "小米由雷军创立。", [True]),
    (XIAOMI_ZH, "小米由马云创立。", [False]),
    (XIAOMI_ZH, "小米は2010年に雷軍によって北京で設立された。", [True]),
    (XIAOMI_ZH, "小米は2010年に馬雲によって設立された。", [False]),
    (LIBAI_ZH, "Li Bai was a famous poet of the Tang dynasty.", [True]),
    (LIBAI_ZH, "Li Bai was a famous poet of the Song dynasty.", [False]),
    (LIBAI_ZH, "Wang Wei was a famous poet of the Tang dynasty.", [False]),
    (LIBAI_ZH, "Li Bai is often mentioned together with Du Fu.", [True]),
    (GREATWALL_ZH, "The Badaling Great Wall is located in Yanqing District, Beijing.", [True]),
    (GREATWALL_ZH, "The Badaling Great Wall is located in Miyun District.", [False]),
    (GREATWALL_ZH, "It was listed as a World Heritage Site in 1987.", [True]),
    (GREATWALL_ZH, "It was listed as a World Heritage Site in 1990.", [False]),
    (HANGZHOU_EN, "西湖位于杭州。", [True]),
    (HANGZHOU_EN, "西湖位于苏州。", [False]),
    (HANGZHOU_EN, "杭州是浙江省的省会。", [True]),
    (HANGZHOU_EN, "西湖于2011年被列入世界遗产名录。", [True]),
    (HANGZHOU_EN, "西湖于2008年被列入世界遗产名录。", [False]),
    (HANGZHOU_EN, "西湖は杭州にある。", [True]),
    (HANGZHOU_EN, "西湖は蘇州にある。", [False]),
    # check batch 116
    (TORONTO_ZH_XINHUA, "According to Xinhua, Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH_XINHUA, "According to Wikipedia, Toronto is the capital of Ontario.", [False]),
    (TORONTO_ZH_BAIDU, "According to Baidu Baike, Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH_BAIDU, "According to Xinhua, Toronto is the capital of Ontario.", [False]),
    (TORONTO_ZH, "According to Xinhua, Toronto is the capital of Ontario.", [False]),
    (TORONTO_EN_XINHUA, "据新华社报道，多伦多是安大略省的首府。", [True]),
    (TORONTO_EN_XINHUA, "据维基百科，多伦多是安大略省的首府。", [False]),
    (TORONTO_EN_XINHUA, "新华社によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_ZH_XINHUA, "Xinhua reports that Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH_XINHUA, "多伦多是安大略省的首府（新华社）。", [True]),
    # check batch 117
    (HERO_CAST_ZH, "Hero was directed by Zhang Yimou.", [True]),
    (HERO_CAST_ZH, "Zhang Ziyi directed Hero.", [False]),
    (HERO_CAST_ZH, "Zhang Ziyi starred in Hero.", [True]),
    (HERO_CAST_ZH, "Hero stars Zhang Ziyi and Zhang Manyu.", [True]),
    (HERO_CAST_ZH, "Hero stars Gong Li.", [False]),
    (HERO_CAST_ZH, "Zhang Yimou starred in Hero.", [False]),
    (HERO_CAST_ZH, "Hero was released in 2004.", [False]),
    (SORGHUM_JA, "Red Sorghum was directed by Zhang Yimou.", [True]),
    (SORGHUM_JA, "Gong Li starred in Red Sorghum.", [True]),
    (SORGHUM_JA, "Gong Li directed Red Sorghum.", [False]),
    (SORGHUM_JA, "It won the Golden Bear at the Berlin International Film Festival.", [True]),
    (SORGHUM_JA, "It won the Golden Lion.", [False]),
    (SORGHUM_JA, "It was released in 1987.", [True]),
    (SORGHUM_JA, "The film was directed by Zhang Yimou.", [True]),
    (SORGHUM_JA, "The film was directed by Chen Kaige.", [False]),
    (FAREWELL_EN, "《霸王别姬》由陈凯歌执导。", [True]),
    (FAREWELL_EN, "《霸王别姬》由张艺谋执导。", [False]),
    (FAREWELL_EN, "该片由张国荣、巩俐和张丰毅主演。", [True]),
    (FAREWELL_EN, "巩俐执导了该片。", [False]),
    (FAREWELL_EN, "该片获得了戛纳电影节金棕榈奖。", [True]),
    (FAREWELL_EN, "该片获得了威尼斯电影节金狮奖。", [False]),
    (FAREWELL_EN, "この映画は陳凱歌が監督した。", [True]),
    (FAREWELL_EN, "この映画はカンヌ国際映画祭でパルム・ドールを受賞した。", [True]),
    # check batch 118
    (SHIP_JA, "The Titanic was 269 metres long.", [True]),
    (SHIP_JA, "It left Southampton in 1912.", [True]),
    (SHIP_JA, "It left Liverpool in 1912.", [False]),
    (SHIP_JA, "It carried about 2,200 people.", [True]),
    (SHIP_JA, "It carried about 3,000 people.", [False]),
    (SHIP_EN, "タイタニック号の全長は269メートルだった。", [True]),
    (SHIP_EN, "4月10日にサウサンプトンを出航した。", [True]),
    (SHIP_EN, "4月12日に出航した。", [False]),
    (SHIP_EN, "该船全长269米。", [True]),
    (SHIP_EN, "该船于1912年4月10日从南安普敦起航。", [True]),
    (SHIP_EN, "该船从利物浦起航。", [False]),
    # check batch 119
    (GUIDE_EN, "この映画は1997年12月19日に公開された。", [True]),
    (GUIDE_EN, "この映画は1997年12月20日に公開された。", [False]),
    (GUIDE_EN, "この映画は1997年11月に公開された。", [False]),
    (GUIDE_EN, "この映画は1997年12月に公開された。", [True]),
    (GUIDE_EN, "该片于1997年12月19日上映。", [True]),
    (GUIDE_EN, "该片于1997年12月上映。", [True]),
    (GUIDE_EN, "该片于1998年1月上映。", [False]),
    (GUIDE_EN, "この映画はアカデミー賞を14部門受賞した。", [False]),
    (GUIDE_EN, "この映画はアカデミー賞に14部門でノミネートされた。", [True]),
    (GUIDE_EN, "该片获得了14项奥斯卡奖提名。", [True]),
    (GUIDE_EN, "该片获得了14项奥斯卡奖。", [False]),
    (GUIDE_EN, "1912年4月15日、タイタニック号は北大西洋で1,500人以上の命を奪った。", [True]),
    (GUIDE_EN, "1912年4月14日、タイタニック号は北大西洋で1,500人以上の命を奪った。", [False]),
    (GUIDE_EN, "泰坦尼克号于1912年4月15日凌晨在北大西洋沉没，1500多人丧生。", [True]),
    (GUIDE_EN, "泰坦尼克号于1912年5月15日沉没。", [False]),
    (GUIDE_JA, "Titanic was released on December 19, 1997.", [True]),
    (GUIDE_JA, "Titanic was released on December 9, 1997.", [False]),
    (GUIDE_JA, "Titanic was released in November 1997.", [False]),
    (GUIDE_JA, "It was nominated for 14 Academy Awards.", [True]),
    (GUIDE_JA, "More than 1,500 people died on April 15, 1912.", [True]),
    (GUIDE_JA, "More than 1,500 people died on April 14, 1912.", [False]),
    (GUIDE_ZH, "Titanic was released on 19 December 1997.", [True]),
    (GUIDE_ZH, "Titanic was released on 19 November 1997.", [False]),
    (GUIDE_ZH, "The ship sank on April 15, 1912.", [True]),
    # check batch 120: the guide's full facts, roles, ships, oceans and reviews across languages
    (GUIDE_EN, "この映画はジェームズ・キャメロンが脚本を書いた。", [True]),
    (GUIDE_EN, "この映画の製作にはジェームズ・キャメロンも参加した。", [True]),
    (GUIDE_EN, "タイタニック号はホワイト・スター・ライン社の船だった。", [True]),
    (GUIDE_EN, "タイタニック号はキュナード・ライン社の船だった。", [False]),
    (GUIDE_EN, "タイタニック号は処女航海で沈没した。", [True]),
    (GUIDE_EN, "1,500人以上が北大西洋の冷たい海で亡くなった。", [True]),
    (GUIDE_EN, "1,500人以上が太平洋で亡くなった。", [False]),
    (GUIDE_EN, "该片是一部浪漫灾难片。", [True]),
    (GUIDE_EN, "该片是一部喜剧片。", [False]),
    (GUIDE_EN, "泰坦尼克号是当时最豪华的邮轮。", [True]),
    (GUIDE_EN, "该片获得了评论界的好评。", [True]),
    (GUIDE_EN, "该片遭到了评论界的差评。", [False]),
    (GUIDE_EN, "该片由凯特·温斯莱特执导。", [False]),
    (GUIDE_EN, "该片由詹姆斯·卡梅隆编剧。", [True]),
    (GUIDE_JA, "Titanic was written and directed by James Cameron.", [True]),
    (GUIDE_JA, "Titanic was directed by Kate Winslet.", [False]),
    (GUIDE_JA, "The film received positive reviews.", [True]),
    (GUIDE_JA, "The ship sank in the North Atlantic.", [True]),
    (GUIDE_JA, "The ship sank in the Indian Ocean.", [False]),
    (GUIDE_JA, "It won 11 Academy Awards.", [True]),
    (GUIDE_JA, "It won 14 Academy Awards.", [False]),
    (GUIDE_ZH, "Titanic stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (GUIDE_ZH, "Titanic stars Brad Pitt.", [False]),
    (GUIDE_ZH, "More than 1,500 people died.", [True]),
    (GUIDE_ZH, "About 500 people died.", [False]),
    (GUIDE_ZH, "The ship belonged to the White Star Line.", [True]),
    # check batch 122: the benchmark's facts in each language against answers in the others (dates, wins, nominations, roles)
    (GUIDE_ZH, "Titanic was released on December 19, 1997.", [True]),
    (GUIDE_ZH, "Titanic was released on December 12, 1997.", [False]),
    (GUIDE_ZH, "It was nominated for fourteen Academy Awards.", [True]),
    (GUIDE_ZH, "It won fourteen Academy Awards.", [False]),
    (GUIDE_ZH, "It won eleven Oscars.", [True]),
    (GUIDE_ZH, "Kate Winslet directed Titanic.", [False]),
    (GUIDE_ZH, "James Cameron wrote and directed Titanic.", [True]),
    (GUIDE_JA, "Leonardo DiCaprio directed the film.", [False]),
    (GUIDE_JA, "The film stars Kate Winslet and Leonardo DiCaprio.", [True]),
    (GUIDE_JA, "It won 11 Oscars and was nominated for 14.", [True]),
    (GUIDE_ZH, "この映画は1997年12月19日に公開された。", [True]),
    (GUIDE_ZH, "この映画は1997年12月18日に公開された。", [False]),
    (GUIDE_ZH, "この映画はアカデミー賞を14部門受賞した。", [False]),
    (GUIDE_ZH, "この映画はアカデミー賞に14部門でノミネートされた。", [True]),
    (GUIDE_ZH, "ケイト・ウィンスレットがこの映画を監督した。", [False]),
    (GUIDE_JA, "该片于1997年12月19日上映。", [True]),
    (GUIDE_JA, "该片获得了14项奥斯卡奖。", [False]),
    (GUIDE_JA, "该片获得了11项奥斯卡奖。", [True]),
    (GUIDE_JA, "该片由莱昂纳多·迪卡普里奥执导。", [False]),
    (GUIDE_JA, "该片由詹姆斯·卡梅隆执导。", [True]),
    (GUIDE_EN, "该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", [True]),
    (GUIDE_EN, "该片于1997年12月19日上映，获得了11项奥斯卡奖。", [True]),
    (GUIDE_EN, "この映画はジェームズ・キャメロンが監督し、ケイト・ウィンスレットが主演した。", [True]),
    (GUIDE_EN, "この映画はレオナルド・ディカプリオが監督した。", [False]),
    # check batch 124
    (TORONTO_LONG_JA, "Toronto was renamed in 1834.", [True]),
    (TORONTO_LONG_JA, "Toronto was renamed in 1843.", [False]),
    (TORONTO_LONG_JA, "The CN Tower is 553 metres tall.", [True]),
    (TORONTO_LONG_JA, "The CN Tower was completed in 1967.", [False]),
    (TORONTO_LONG_JA, "Toronto lies on the shore of Lake Ontario.", [True]),
    (TORONTO_LONG_JA, "Toronto lies on the shore of Lake Erie.", [False]),
    (TORONTO_LONG_JA, "Toronto has about 2.8 million people.", [True]),
    (TORONTO_LONG_ZH, "トロントは1793年にヨークとして建設された。", [True]),
    (TORONTO_LONG_ZH, "トロントは1803年に建設された。", [False]),
    (TORONTO_LONG_ZH, "CNタワーの高さは553メートルだ。", [True]),
    (TORONTO_LONG_ZH, "CNタワーの高さは335メートルだ。", [False]),
    (TORONTO_LONG_ZH, "Toronto is the capital of Ontario.", [True]),
    (TORONTO_LONG_ZH, "Toronto is the capital of Quebec.", [False]),
    (TORONTO_LONG_EN, "多伦多于1834年更名。", [True]),
    (TORONTO_LONG_EN, "多伦多位于伊利湖北岸。", [False]),
    (TORONTO_LONG_EN, "加拿大国家电视塔高553米。", [True]),
    (TORONTO_LONG_EN, "加拿大国家电视塔于1967年建成。", [False]),
    (TORONTO_LONG_EN, "トロントの人口は約280万人である。", [True]),
    (TORONTO_LONG_EN, "トロントの人口は約500万人である。", [False]),
    (TORONTO_LONG_EN, "トロントは北米で4番目に人口の多い都市だ。", [True]),
    # check batch 125: lists, Latin names inside Japanese and Chinese answers, full-width letters, nationalities
    (TITANIC_JA, "- Directed by James Cameron\n- Released in 1997\n- Won 11 Academy Awards", [True, True, True]),
    (TITANIC_JA, "- Directed by Steven Spielberg\n- Released in 1997", [False, True]),
    (TITANIC_ZH, "Titanic (1997) was directed by James Cameron and stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (TITANIC_ZH, "Titanic (1998) was directed by James Cameron.", [False]),
    (TITANIC_EN, "『Titanic』は1997年に公開された。", [True]),
    (TITANIC_EN, "『Titanic』はJames Cameronが監督した。", [True]),
    (TITANIC_EN, "『Titanic』はSteven Spielbergが監督した。", [False]),
    (TITANIC_EN, "《Titanic》由James Cameron执导，于1997年上映。", [True]),
    (TITANIC_EN, "主演：Leonardo DiCaprio、Kate Winslet。", [True]),
    (TITANIC_EN, "主演：Brad Pitt、Kate Winslet。", [False]),
    (TITANIC_JA, "Ｔｉｔａｎｉｃ ｗａｓ ｄｉｒｅｃｔｅｄ ｂｙ Ｊａｍｅｓ Ｃａｍｅｒｏｎ．", [True]),
    (TITANIC_ZH, "The film is set against the 1912 sinking of the Titanic.", [True]),
    (TITANIC_ZH, "The film is set against the 1915 sinking of the Lusitania.", [False]),
    (TITANIC_JA, "The film won eleven Oscars.", [True]),
    (TITANIC_JA, "The film won twelve Oscars.", [False]),
    (TITANIC_ZH, "It is an American film.", [True]),
    (TITANIC_ZH, "It is a British film.", [False]),
    (TITANIC_JA, "It is a Japanese film.", [False]),
]

# check batch 127 (thirty-second session): one set of statements about the guide's Titanic facts, true and false
# (the country, the year, the roles, the sinking, the count of prizes and the prize, a negation), written in the three
# languages and asked of the facts in each language
B127_JA = [
    ("『タイタニック』はアメリカの映画だ。", True),
    ("『タイタニック』はイギリスの映画だ。", False),
    ("タイタニックは1997年の映画です。", True),
    ("タイタニックは1998年に公開された。", False),
    ("脚本を書いたのはジェームズ・キャメロンだ。", True),
    ("ジェームズ・キャメロンは製作も務めた。", True),
    ("レオナルド・ディカプリオがタイタニックを監督した。", False),
    ("ケイト・ウィンスレットが出演している。", True),
    ("ブラッド・ピットが主演した。", False),
    ("映画は1912年のタイタニック号の沈没を描いている。", True),
    ("映画は1915年の沈没事故を題材にしている。", False),
    ("アカデミー賞を十一部門受賞した。", True),
    ("アカデミー賞を12部門受賞した。", False),
    ("アカデミー賞は一つも受賞しなかった。", False),
    ("キャメロンが監督し、ウィンスレットが主演した。", True),
    ("タイタニックはフランス映画である。", False),
    ("キャメロン監督の作品で、2001年に公開された。", False),
    ("監督はクリストファー・ノーランだ。", False),
    ("ディカプリオとウィンスレットが主演を務めた。", True),
    ("ジェームズ・キャメロンは監督していない。", False),
    ("ゴールデングローブ賞を11部門受賞した。", False),
]
B127_ZH = [
    ("《泰坦尼克号》是一部美国电影。", True),
    ("《泰坦尼克号》是一部英国电影。", False),
    ("泰坦尼克号是1997年的电影。", True),
    ("该片于1998年上映。", False),
    ("该片的编剧是詹姆斯·卡梅隆。", True),
    ("詹姆斯·卡梅隆也参与了制作。", True),
    ("莱昂纳多·迪卡普里奥执导了《泰坦尼克号》。", False),
    ("凯特·温斯莱特参演了该片。", True),
    ("布拉德·皮特是该片的主演。", False),
    ("影片讲述了1912年泰坦尼克号沉没的故事。", True),
    ("影片以1915年的沉船事件为背景。", False),
    ("该片获得了十一项奥斯卡奖。", True),
    ("该片获得了12项奥斯卡奖。", False),
    ("该片没有获得任何奥斯卡奖。", False),
    ("卡梅隆执导，温斯莱特主演。", True),
    ("《泰坦尼克号》是一部法国电影。", False),
    ("该片由卡梅隆执导，于2001年上映。", False),
    ("该片的导演是克里斯托弗·诺兰。", False),
    ("迪卡普里奥和温斯莱特主演了这部电影。", True),
    ("詹姆斯·卡梅隆没有执导该片。", False),
    ("该片获得了11项金球奖。", False),
]
B127_EN = [
    ("Titanic is an American film.", True),
    ("Titanic is a British film.", False),
    ("Titanic is a 1997 film.", True),
    ("Titanic was released in 1998.", False),
    ("James Cameron wrote the screenplay.", True),
    ("James Cameron also produced the film.", True),
    ("Leonardo DiCaprio directed Titanic.", False),
    ("Kate Winslet appears in the film.", True),
    ("Brad Pitt starred in the film.", False),
    ("The film depicts the 1912 sinking of the Titanic.", True),
    ("The film is about the sinking of the Titanic in 1915.", False),
    ("The film won eleven Academy Awards.", True),
    ("The film won 12 Academy Awards.", False),
    ("The film did not win any Academy Awards.", False),
    ("Cameron directed it and Winslet starred in it.", True),
    ("Titanic is a French film.", False),
    ("It was directed by Cameron and released in 2001.", False),
    ("The director was Christopher Nolan.", False),
    ("DiCaprio and Winslet played the leads.", True),
    ("James Cameron did not direct the film.", False),
    ("It won 11 Golden Globe Awards.", False),
]

CASES += [
    (facts, answer, [want])
    for facts in (TITANIC_JA, TITANIC_ZH, TITANIC_EN)
    for answer, want in B127_JA + B127_ZH + B127_EN
    if (facts, answer) not in [(f, a) for f, a, _ in CASES]
]
# check batch 129: other films' facts in Japanese and Chinese against answers in the other languages (negations, prizes,
# countries and roles)
CASES += [
    (INCEPTION_ZH, "Inception was not directed by Christopher Nolan.", [False]),
    (INCEPTION_JA, "Christopher Nolan did not direct Inception.", [False]),
    (INCEPTION_JA, "克里斯托弗·诺兰没有执导《盗梦空间》。", [False]),
    (INCEPTION_ZH, "クリストファー・ノーランは『インセプション』を監督しなかった。", [False]),
    (INCEPTION_ZH, "It won four Golden Globe Awards.", [False]),
    (INCEPTION_JA, "该片获得了4项金球奖。", [False]),
    (INCEPTION_JA, "该片获得了4项奥斯卡奖。", [True]),
    (INCEPTION_ZH, "Inception won four Academy Awards.", [True]),
    (GODFATHER_ZH, "『ゴッドファーザー』はアメリカの映画である。", [True]),
    (GODFATHER_ZH, "『ゴッドファーザー』はイタリアの映画である。", [False]),
    (GODFATHER_JA, "《教父》是一部美国电影。", [True]),
    (GODFATHER_JA, "《教父》是一部意大利电影。", [False]),
    (GODFATHER_ZH, "アル・パチーノが『ゴッドファーザー』を監督した。", [False]),
    (GODFATHER_ZH, "フランシス・フォード・コッポラが『ゴッドファーザー』を監督した。", [True]),
    (GODFATHER_JA, "阿尔·帕西诺执导了《教父》。", [False]),
    (INCEPTION_ZH, "レオナルド・ディカプリオがインセプションを監督した。", [False]),
    (INCEPTION_ZH, "ハンス・ジマーが音楽を担当した。", [True]),
    (GODFATHER_EN, "该片没有获得奥斯卡奖。", [False]),
    (GODFATHER_EN, "この映画はアカデミー賞を受賞しなかった。", [False]),
    (GODFATHER_ZH, "The Godfather won three Golden Globes.", [False]),
    (GODFATHER_JA, "The Godfather won three Oscars.", [True]),
]
# check batch 133: a composer, lists of roles and a translated title across languages (written after the rules)
CASES += [
    (INCEPTION_ZH, "Hans Zimmer composed the music.", [True]),
    (INCEPTION_ZH, "Hans Zimmer directed Inception.", [False]),
    (INCEPTION_ZH, "Christopher Nolan composed the music.", [False]),
    (INCEPTION_JA, "Hans Zimmer composed the music.", [True]),
    (INCEPTION_JA, "Hans Zimmer directed Inception.", [False]),
    (INCEPTION_JA, "Leonardo DiCaprio wrote and directed Inception.", [False]),
    (INCEPTION_JA, "Christopher Nolan wrote and directed Inception.", [True]),
    (INCEPTION_ZH, "Christopher Nolan wrote and directed Inception.", [True]),
    (INCEPTION_EN, "汉斯·季默执导了该片。", [False]),
    (INCEPTION_EN, "汉斯·季默为该片配乐。", [True]),
    (INCEPTION_EN, "ハンス・ジマーが監督した。", [False]),
    (INCEPTION_EN, "クリストファー・ノーランが監督と脚本を務めた。", [True]),
    (INCEPTION_EN, "该片由克里斯托弗·诺兰编剧并执导。", [True]),
    (INCEPTION_EN, "该片由约瑟夫·高登-莱维特执导。", [False]),
    (INCEPTION_EN, "该片没有获得奥斯卡奖。", [False]),
    (INCEPTION_EN, "この映画はアカデミー賞を受賞しなかった。", [False]),
    (INCEPTION_ZH, "Inception did not win any Academy Awards.", [False]),
    (INCEPTION_JA, "Inception won four Oscars.", [True]),
    (INCEPTION_JA, "Inception won four Golden Globes.", [False]),
    (INCEPTION_EN, "该片获得了4项金球奖。", [False]),
]

#: (facts, answer) the shipped scorer gets wrong, with why (strict: a fix makes the test fail until the entry goes);
#: the facts by identity, since one answer is asked of several passages
KNOWN_GAPS = {
    (
        id(TITANIC_EN),
        "タイタニックは1912年のタイタニック号沈没を描いている。",
    ): "the cross-encoder does not ground 'Titanicは1912年のTitanic号沈没を描いている' even against its sentence 'The movie is about the 1912 sinking of the RMS Titanic' (0.43 before calibration)",
    (
        id(TITANIC_EN),
        "该片由李奥纳多·狄卡皮欧主演。",
    ): "a Taiwanese spelling of the name (李奥纳多·狄卡皮欧; the Chinese facts write 莱昂纳多·迪卡普里奥, which it is read as): 狄卡皮欧 reads tkp, too short a skeleton for the rule for names across scripts to call close to DiCaprio's tkpr without voicing, so it is a name the passage never names (0.017)",
    (
        id(SANTI_ZH),
        "Liu Cixin wrote The Three-Body Problem.",
    ): "the name is read (刘慈欣 wrote The Three-Body Problem), but an English title is no name the rules can write as the passage's 《三体》, and the cross-encoder rejects the pair (0.15; 'The Three-Body Problem was written by Liu Cixin' it grounds)",
    (id(TU_ZH), "Tu Youyou is a Chinese pharmacologist."): "the name is read (屠呦呦), but the cross-encoder does not take 'pharmacologist' for 药学家 (0.06)",
    (id(CHENGDU_ZH), "Chengdu is known for its giant panda breeding base."): "the cross-encoder does not ground the paraphrase across languages (0.07)",
    (id(YAO_EN), "姚明是一名退役的中国篮球运动员。"): "the name is read (Yao Ming), but the cross-encoder does not take 退役 (retired) for 'former' (0.10)",
    (
        id(YAO_EN),
        "姚明于2002年加入休斯顿火箭队。",
    ): "the names are read (Yao Ming, Houston), but the cross-encoder does not take joining in 2002 for 'played for ... from 2002' across languages (0.18)",
    (id(YAO_EN), "姚明於2002年加入休士頓火箭隊。"): "as its simplified form: the cross-encoder rejects it (0.09)",
    (
        id(HANGZHOU_EN),
        "西湖は杭州にある。",
    ): "杭州 is read as Hangzhou, but 西湖 (West Lake) is translated by its meaning, which no rule reads, and the cross-encoder rejects the pair (0.14)",
    (
        id(SORGHUM_JA),
        "Red Sorghum was directed by Zhang Yimou.",
    ): "the name is read (張芸謀), but the title is translated (紅いコーリャン), so Sorghum is a name the Japanese passage never writes in katakana (0.017)",
    (
        id(SORGHUM_JA),
        "Gong Li starred in Red Sorghum.",
    ): "as 'Red Sorghum was directed by Zhang Yimou': the translated title counts as a name the passage never writes (0.017)",
    (
        id(FAREWELL_EN),
        "《霸王别姬》由陈凯歌执导。",
    ): "the name is read (Chen Kaige), but a title translated by its meaning (霸王别姬, Farewell My Concubine) is no name the rules read, and the cross-encoder rejects the pair (0.19)",
    (
        id(FAREWELL_EN),
        "该片获得了戛纳电影节金棕榈奖。",
    ): "the prize is read (Palme d'Or), but the cross-encoder does not take 戛纳电影节 for Cannes (0.13)",
    (
        id(SHIP_JA),
        "The Titanic was 269 metres long.",
    ): "true, but the multilingual cross-encoder does not take 'metres long' for 全長…メートル across languages (0.10)",
    (
        id(SHIP_EN),
        "4月10日にサウサンプトンを出航した。",
    ): "the date and the port are read (4月10日, Southampton), but the cross-encoder rejects the pair across languages (0.12)",
    (
        id(GUIDE_EN),
        "タイタニック号は処女航海で沈没した。",
    ): "true (its ill-fated maiden voyage), but the cross-encoder does not draw it across languages (0.03)",
    (
        id(GUIDE_EN),
        "该片是一部喜剧片。",
    ): "a genre the passage does not give (comedy): genres are compared by no rule across languages, and the cross-encoder grounds it (0.98)",
    (id(GUIDE_EN), "泰坦尼克号是当时最豪华的邮轮。"): "true (the most luxurious liner of her era), but the cross-encoder rejects the translation (0.07)",
    (
        id(GUIDE_ZH),
        "The ship belonged to the White Star Line.",
    ): "true (白星航运公司的骄傲), but the line's name is translated by its meaning, which no rule reads, and the cross-encoder rejects the pair (0.08)",
    (
        id(TORONTO_LONG_ZH),
        "トロントは1793年にヨークとして建設された。",
    ): "ヨーク is a katakana name of one consonant (k), which the sound rules match only with a capitalised Latin word, not with the passage's 约克, so it counts as a name the passage never writes (0.017)",
    (
        id(TORONTO_LONG_EN),
        "トロントの人口は約280万人である。",
    ): "the number is read (2.8 million as 2800000), but the cross-encoder rejects the pair across languages (0.07)",
    (
        id(TORONTO_LONG_EN),
        "トロントは北米で4番目に人口の多い都市だ。",
    ): "the ordinal is read (fourth as 4), but the cross-encoder rejects the paraphrase across languages (0.05)",
    (
        id(TITANIC_ZH),
        "DiCaprio and Winslet played the leads.",
    ): "the names are read, but 'played the leads' is no role word of the rules, and the cross-encoder does not take it for 主演 across languages (0.13)",
    (
        id(GODFATHER_ZH),
        "『ゴッドファーザー』はアメリカの映画である。",
    ): "a title translated by its meaning (教父, The Godfather): ゴッドファーザー is a katakana name the Chinese passage never writes (0.02)",
    (
        id(GODFATHER_ZH),
        "フランシス・フォード・コッポラが『ゴッドファーザー』を監督した。",
    ): "as '『ゴッドファーザー』はアメリカの映画である。': the translated title counts as a name the passage never writes (0.02)",
    (
        id(INCEPTION_ZH),
        "ハンス・ジマーが音楽を担当した。",
    ): "the name is read (汉斯·季默), but the cross-encoder does not take 音楽を担当した for 负责配乐 across languages (0.20)",
}


def _cases():
    for i, (facts, answer, want) in enumerate(CASES):
        reason = KNOWN_GAPS.get((id(facts), answer))
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        yield pytest.param(facts, answer, want, id=f"x-{i:02d}", marks=marks)


@pytest.mark.parametrize("facts,answer,want", list(_cases()))
def test_crosslingual_variation(engine, facts, answer, want):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts, "groundingSpec": {"enableClaimLevelScore": True}}))
    got = [bool(c.citation_indices) for c in resp.claims]
    assert got == want, [(c.claim_text, c.score) for c in resp.claims]


# facts in two or three languages in one request (check batch 123): each claim must cite every fact that grounds it; a
# fact in another language than the claim shares no words with it, and was dropped before the model read it
TORONTO_JA_WIKI = [{"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}}]
CITED_CASES = [
    (TORONTO_JA_WIKI + TITANIC_JA, "タイタニックはジェームズ・キャメロンが監督した。1997年に公開された。", [[1], [1]]),
    (TITANIC_JA + TORONTO_JA_WIKI, "ウィキペディアによると、トロントはオンタリオ州の州都である。", [[1]]),
    (TITANIC_JA + TITANIC_ZH, "タイタニックはジェームズ・キャメロンが監督した。", [[0, 1]]),
    (TITANIC_JA + TITANIC_ZH + TITANIC_EN, "该片获得了11项奥斯卡奖。", [[0, 1, 2]]),
    (TITANIC_JA + TITANIC_ZH + TITANIC_EN, "この映画はアカデミー賞を3部門受賞した。", [[]]),
    (TORONTO_ZH + TITANIC_ZH, "《泰坦尼克号》由詹姆斯·卡梅隆执导。据维基百科，多伦多是安大略省的首府。", [[1], [0]]),
    (TITANIC_EN + TORONTO_EN_WIKI, "Titanic was directed by James Cameron. According to Wikipedia, Toronto is the capital of Ontario.", [[0], [1]]),
    (TITANIC_EN + TITANIC_JA, "タイタニックはジェームズ・キャメロンが監督した。主演はブラッド・ピットである。", [[0, 1], []]),
    (TITANIC_ZH + TITANIC_EN, "Titanic was directed by James Cameron and released in 1997.", [[0, 1]]),
    (TITANIC_JA + TORONTO_ZH, "トロントはオンタリオ州の州都である。タイタニックは1997年に公開された。", [[1], [0]]),
    (TITANIC_ZH + TORONTO_JA_WIKI, "据维基百科，多伦多是安大略省的首府。该片于2005年上映。", [[1], []]),
]


@pytest.mark.parametrize("facts,answer,want", CITED_CASES)
def test_each_fact_that_grounds_a_claim_is_cited_whatever_its_language(engine, facts, answer, want):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts, "groundingSpec": {"enableClaimLevelScore": True}}))
    got = [sorted({resp.cited_chunks[i].source for i in c.citation_indices}) for c in resp.claims]
    assert got == want, [(c.claim_text, c.score) for c in resp.claims]
