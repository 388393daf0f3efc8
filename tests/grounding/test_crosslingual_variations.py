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
]

#: (facts, answer) the shipped scorer gets wrong, with why (strict: a fix makes the test fail until the entry goes);
#: the facts by identity, since one answer is asked of several passages
KNOWN_GAPS = {
    (
        id(TITANIC_EN),
        "ジェームズ・キャメロンが主演した。",
    ): "a person of the passage in another role, across languages: the role rule (cjk.role_conflict) reads CJK passages only, and the multilingual cross-encoder grounds 'James Cameronが主演した' against 'It stars Kate Winslet and Leonardo DiCaprio' (0.99)",
    (
        id(JURASSIC_EN),
        "ジョン・ウィリアムズが監督した。",
    ): "a person of the passage in another role, across languages (as ジェームズ・キャメロンが主演した): the cross-encoder grounds it (0.99)",
    (
        id(INCEPTION_EN),
        "《盗梦空间》由克里斯托弗·诺兰执导。",
    ): "a translated title (盗梦空间, Inception) against an English passage: the name is written as Christopher Nolan, but the cross-encoder does not take 盗梦空间 for the passage's film (0.13)",
    (
        id(TITANIC_EN),
        "タイタニックは1912年のタイタニック号沈没を描いている。",
    ): "the cross-encoder does not ground 'Titanicは1912年のTitanic号沈没を描いている' even against its sentence 'The movie is about the 1912 sinking of the RMS Titanic' (0.43 before calibration)",
    (
        id(TITANIC_EN),
        "该片由李奥纳多·狄卡皮欧主演。",
    ): "a Taiwanese spelling of the name (李奥纳多·狄卡皮欧; the Chinese facts write 莱昂纳多·迪卡普里奥, which it is read as): 狄卡皮欧 reads tkp, too short a skeleton for the rule for names across scripts to call close to DiCaprio's tkpr without voicing, so it is a name the passage never names (0.017)",
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
