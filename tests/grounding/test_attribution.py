"""Attributed claims ("Wikipedia cites that ...", "据维基百科，..."), table-driven: each form is split into
its source and content, and a claim is grounded only by a fact whose attributes name its source.

The facts follow the guide's example (the fact "Toronto is the capital of Ontario." with the attribute
author = Wikipedia); the model is the shipped scorer."""

from __future__ import annotations

import pytest

from grounding.engine import CheckRequest, Fact
from grounding.engine.claims import segment_claims, split_attribution
from grounding.engine.protojson import parse_check_request

CONTENT_EN = "Toronto is the capital of Ontario."

# (template, language): every form of attribution the engine recognises; {src} is the source
FORMS_EN = [
    "{src} cites that Toronto is the capital of Ontario.",
    "{src} says that Toronto is the capital of Ontario.",
    "{src} says Toronto is the capital of Ontario.",
    "{src} reports Toronto is the capital of Ontario.",
    "{src} reports that Toronto is the capital of Ontario.",
    "{src} states that Toronto is the capital of Ontario.",
    "{src} states Toronto is the capital of Ontario.",
    "{src} has reported that Toronto is the capital of Ontario.",
    "According to {src}, Toronto is the capital of Ontario.",
    "As reported by {src}, Toronto is the capital of Ontario.",
    "Per {src}, Toronto is the capital of Ontario.",
    "Toronto is the capital of Ontario, according to {src}.",
    "{src}'s site lists Toronto as the capital of Ontario.",
    "{src}'s website says Toronto is the capital of Ontario.",
    "Toronto is the capital of Ontario (Source: {src}).",
    # thirty-third session (check batch 136): as a source put it, stated on, going by
    "As stated on {src}, Toronto is the capital of Ontario.",
    "As {src} notes, Toronto is the capital of Ontario.",
    "As {src} puts it, Toronto is the capital of Ontario.",
    "Toronto is the capital of Ontario, as {src} notes.",
    "Based on {src}, Toronto is the capital of Ontario.",
]
FORMS_CJK = [
    "{src}によると、トロントはオンタリオ州の州都です。",
    "{src}によれば、トロントはオンタリオ州の州都です。",
    "{src}は、トロントはオンタリオ州の州都だと述べている。",
    "トロントはオンタリオ州の州都だと{src}は書いている。",
    "据{src}，多伦多是安大略省的首府。",
    "根据{src}，多伦多是安大略省的首府。",
    "据{src}报道，多伦多是安大略省的首府。",
    "{src}称，多伦多是安大略省的首府。",
    "{src}表示，多伦多是安大略省的首府。",
    "{src}表示多伦多是安大略省的首府。",
    "{src}の情報では、トロントはオンタリオ州の州都です。",
    "{src}には、トロントはオンタリオ州の州都だと書かれている。",
    "{src}の記事には、トロントはオンタリオ州の州都だと書いてある。",
    "{src}に「トロントはオンタリオ州の州都です」とある。",
    "トロントはオンタリオ州の州都だと{src}に書かれている。",
    "{src}いわく、トロントはオンタリオ州の州都です。",
    "{src}で調べたところ、トロントはオンタリオ州の州都です。",
    "トロントはオンタリオ州の州都です（出典：{src}）。",
    "多伦多是安大略省的首府（来源：{src}）。",
    "{src}记载，多伦多是安大略省的首府。",
    "{src}显示，多伦多是安大略省的首府。",
    "{src}上的资料显示，多伦多是安大略省的首府。",
    "{src}的词条称，多伦多是安大略省的首府。",
    "{src}の記載によると、トロントはオンタリオ州の州都です。",
    "多伦多是安大略省的首府，据{src}。",
    "多伦多是安大略省的首府，根据{src}的资料。",
    # thirtieth session: the source between the topic and the rest, confirmed, quoted from
    "トロントは、{src}によると、オンタリオ州の州都です。",
    "多伦多，据{src}介绍，是安大略省的首府。",
    "{src}で確認したところ、トロントはオンタリオ州の州都でした。",
    "多伦多是安大略省的首府（引自{src}）。",
    # traditional characters
    "據{src}，多倫多是安大略省的首府。",
    "根據{src}報導，多倫多是安大略省的首府。",
    "{src}稱，多倫多是安大略省的首府。",
    # thirty-third session (check batch 136): polite and other forms of "according to", a source framed as one
    "{src}によりますと、トロントはオンタリオ州の州都です。",
    "{src}に載っている情報では、トロントはオンタリオ州の州都です。",
    "{src}が伝えるところでは、トロントはオンタリオ州の州都です。",
    "出典の{src}によると、トロントはオンタリオ州の州都です。",
    "依据{src}的条目，多伦多是安大略省的首府。",
    # thirty-fourth session (check batch 159): the source after the topic with no comma after it, the statement as a
    # noun clause, the source named after 这
    "トロントは、{src}によればオンタリオ州の州都だ。",
    "トロントがオンタリオ州の州都であることは、{src}に記載されている。",
    "トロントがオンタリオ州の州都だということは{src}で確認できる。",
    "多伦多是安大略省的首府，这是{src}上的说法。",
    "多伦多是安大略省的首府，这是{src}说的。",
    "多伦多是安大略省的首府，这一说法来自{src}。",
    # thirty-fifth session (check batch 180): the source saying so after the statement
    "多伦多是安大略省的首府，{src}如是说。",
    "多伦多是安大略省的首府，{src}也是这么说的。",
]
FACTS_EN = [Fact("Toronto is the capital of Ontario.", {"author": "Wikipedia"})]


@pytest.mark.parametrize("form", FORMS_EN + FORMS_CJK)
@pytest.mark.parametrize("src", ["Wikipedia", "Britannica"])
def test_every_form_is_split_into_source_and_content(form, src):
    text = form.format(src=src)
    got_src, content = split_attribution(text)
    assert got_src == src, text
    assert src not in content, content
    if form in FORMS_EN:
        assert content == CONTENT_EN, content
    else:
        assert content.endswith("。") and any(w in content for w in ("多伦多", "多倫多", "トロント")), content


@pytest.mark.parametrize(
    "text",
    [
        "Titanic shows the sinking of the ship.",
        "The company reported revenue of five billion dollars.",
        "Per year, the city receives 800 millimetres of rain.",
        "Titanic was directed by James Cameron.",
        "Kate Winslet starred in Titanic.",
        "它被称为多伦多。",
        "多伦多的名称来自休伦语。",
        "日本では、車は左側を走る。",  # "in Japan": Xでは is a source only when the request names X
        "東京は日本の首都だと言われている。",
        "東京には多くの寺がある。",
        "在加拿大，多伦多是最大的城市。",  # "in Canada": 在X上 / 在X中 is a source only for a publication or a named source
        "在2010年，多伦多举办了峰会。",
        "该片介绍了泰坦尼克号的历史。",  # 介绍 / 显示 / 记载 attribute only before a comma
        "这台显示器很好。",
        "Toronto is the capital of Ontario (population: 2.8 million).",
        "他很高兴，据说是因为中奖了。",  # 据说 ("reportedly") names no source
        # discourse markers that speak of the answer itself (twenty-second session: 简单来说 was read as a source)
        "简单来说，《泰坦尼克号》是1997年的电影。",
        "总的来说，该片获得了11项奥斯卡奖。",
        "也就是说，该片由卡梅隆执导。",
        "换句话说，多伦多是安大略省的首府。",
        "一般来说，首府是省政府所在地。",
        # "from" in brackets is a source only where it names one: a place or a time is none
        "会場は駅から徒歩5分（改札より）。",
        "この映画は、公開から25年が経った（2022年から）。",
        "東京は、日本の首都である。",
        # the answer's own earlier words, and a lead that names no source (thirty-third session: "As noted above" was
        # read as the source "As", so the claim after it was never grounded)
        "As noted above, Titanic won 11 Academy Awards.",
        "As mentioned earlier, Titanic was directed by James Cameron.",
        "As reported, the ship sank in 1912.",
        "Based on the novel, the film was released in 1997.",
        "As a result, the ship sank.",
        # a verb joined to another, and "States" of a country's name (thirty-fourth session: "James Cameron wrote and
        # produced the film" was a report by "James Cameron" of "And produced the film", and 15 English bench claims
        # such as "The climate-change agreement between the United States and China requires ..." were attributed to
        # "... the United", halving the entailment of every fact)
        "James Cameron wrote and produced the film.",
        "Cameron writes and directs his films.",
        "The United States signed the Paris Agreement in 2016.",
        "Trade relations between the United States and Africa have declined significantly.",
        "Edouard Seguin worked in the United States and he was intelligent.",
        # a participle, a noun or a name where the verb would be (checked with spaCy's tagger): 104 more English bench
        # claims, such as "In states still employing the electric chair, ..." (read as a report by "In")
        'The most cited NLP research paper is "Attention Is All You Need".',
        "Early estimates of ocean heat from the Argo showed a cooling bias.",
        "Jaime Federico Said Camil Saldaña da Gama is a television host.",
        "In states still employing the electric chair, the prisoner may choose lethal injection.",
        "Mcconnell declares war on blue states, dismisses more covid-19 aid.",
        # a thing written or named, whose only finite verb is in a relative clause (32 more bench claims)
        "Tsugumi Ohba wrote the manga that the television drama Death Note is based on.",
        "The Wallace mentions events that never happened.",
        # a noun clause before は that names no source, and 这是 before no source (thirty-fourth session)
        "この本に書いてあることは嘘である。",
        "該当することは以下に書かれている。",
        "该片获得了11项奥斯卡奖，这是影史上的纪录。",
        "该片由卡梅隆执导，这是他的代表作。",
    ],
)
def test_sentences_that_attribute_nothing_are_left_whole(text):
    assert split_attribution(text) == (None, text)


@pytest.mark.parametrize("form", FORMS_EN)
def test_english_forms_good_source_is_grounded_unknown_source_is_not(engine, form):
    good = engine.check(CheckRequest(form.format(src="Wikipedia"), FACTS_EN))
    bad = engine.check(CheckRequest(form.format(src="Britannica"), FACTS_EN))
    (g,), (b,) = good.claims, bad.claims
    assert g.citation_indices and good.cited_chunks[g.citation_indices[0]].source == 0, (form, g.support)
    # a source that no fact's attributes name never grounds the claim by its content alone
    assert not b.citation_indices, (form, b.support)
    assert bad.support_score < 0.6 <= good.support_score
    assert b.support < g.support


@pytest.mark.parametrize("form", FORMS_CJK)
def test_cjk_forms_match_the_source_against_the_attributes(engine, form):
    """The source is matched against the attributes whatever the content's language; an unknown
    source is never grounded (the content is Chinese or Japanese, the fact English: the content
    itself need not be grounded for this check)."""
    facts = [Fact("多伦多是安大略省的首府。", {"author": "维基百科"})]
    bad = engine.check(CheckRequest(form.format(src="大英百科全书"), facts))
    assert not bad.claims[0].citation_indices
    assert segment_claims(form.format(src="维基百科"), ["维基百科"])[0].attribution == "维基百科"


def test_chinese_zai_is_an_attribution_for_a_publication_or_a_named_source():
    text = "在维基百科上，多伦多被列为安大略省的首府。"
    assert split_attribution(text) == ("维基百科", "多伦多被列为安大略省的首府。")
    text = "在人民日报上，多伦多是安大略省的首府。"
    assert split_attribution(text) == ("人民日报", "多伦多是安大略省的首府。")
    # books in general are no source the request could name ("in some textbooks")
    text = "在一些教科书中，多伦多是安大略省的首府。"
    assert split_attribution(text) == (None, text)
    text = "在CBC上，多伦多是安大略省的首府。"
    assert split_attribution(text) == (None, text)
    assert split_attribution(text, known_sources=["CBC"]) == ("CBC", "多伦多是安大略省的首府。")


def test_japanese_dewa_is_an_attribution_when_the_request_names_the_source():
    text = "ウィキペディアでは、トロントはオンタリオ州の州都とされている。"
    assert split_attribution(text, known_sources=["ウィキペディア"]) == ("ウィキペディア", "トロントはオンタリオ州の州都とされている。")
    assert split_attribution(text) == (None, text)


@pytest.mark.parametrize("attr", ["author", "title", "site", "publisher", "uri", "anything"])
def test_any_attribute_names_the_source(engine, attr):
    value = "https://en.wikipedia.org/wiki/Toronto" if attr == "uri" else "Wikipedia"
    facts = [Fact("Toronto is the capital of Ontario.", {attr: value})]
    resp = engine.check(CheckRequest("According to Wikipedia, Toronto is the capital of Ontario.", facts))
    assert resp.claims[0].citation_indices
    resp = engine.check(CheckRequest("According to the BBC, Toronto is the capital of Ontario.", facts))
    assert not resp.claims[0].citation_indices


def test_the_source_is_matched_per_fact(engine):
    """Two facts with the same text: only the one whose attributes name the source is cited."""
    facts = [
        Fact("Toronto is the capital of Ontario.", {"author": "Britannica"}),
        Fact("Toronto is the capital of Ontario.", {"author": "Wikipedia"}),
    ]
    resp = engine.check(CheckRequest("Wikipedia says Toronto is the capital of Ontario.", facts))
    assert {resp.cited_chunks[i].source for i in resp.claims[0].citation_indices} == {1}


def test_a_generic_source_needs_no_attribute(engine):
    resp = engine.check(CheckRequest("The report says that Toronto is the capital of Ontario.", FACTS_EN))
    assert resp.claims[0].citation_indices


@pytest.mark.parametrize(
    "answer,facts",
    [
        ("据悉，该片于1997年上映。", [{"factText": "《泰坦尼克号》是一部1997年上映的美国电影。", "attributes": {"author": "维基百科"}}]),
        ("据说多伦多是安大略省的首府。", [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "维基百科"}}]),
        (
            "聞くところによると、トロントはオンタリオ州の州都だ。",
            [{"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}}],
        ),
    ],
)
def test_it_is_said_names_no_source(engine, answer, facts):
    """据悉 / 据说 / 聞くところによると (it is learnt, said): no one in particular, so any fact may ground the statement."""
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts}))
    assert resp.claims[0].citation_indices, resp.claims[0].support


def test_a_fact_that_reports_the_source_grounds_the_whole_claim(engine):
    """ "X said that C" is grounded by a fact (by someone else) that reports X saying C."""
    facts = [Fact("In a 2012 interview, James Cameron said that Titanic was the hardest film he ever made.", {"author": "Film Weekly"})]
    resp = engine.check(CheckRequest("James Cameron said that Titanic was the hardest film he ever made.", facts))
    assert resp.claims[0].citation_indices, resp.claims[0].support


def test_a_source_in_traditional_characters_is_the_attribute_in_simplified_ones(engine):
    facts = [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "维基百科"}}]
    good = engine.check(parse_check_request({"answerCandidate": "據維基百科，多倫多是安大略省的首府。", "facts": facts}))
    bad = engine.check(parse_check_request({"answerCandidate": "據安大略省政府稱，多倫多是安大略省的首府。", "facts": facts}))
    assert good.claims[0].citation_indices, good.claims[0].support
    assert not bad.claims[0].citation_indices, bad.claims[0].support


@pytest.mark.parametrize(
    "src,author,matches",
    [
        ("Wikipedia", "ウィキペディア", True),
        ("维基百科", "Wikipedia", True),
        ("維基百科", "ウィキペディア", True),  # traditional characters too
        ("ウィキペディア", "维基百科", True),
        ("百度百科", "Baidu Baike", True),
        ("the Ontario government", "ウィキペディア", False),
        ("Britannica", "维基百科", False),
        # a language edition of a source is the source
        ("英語版ウィキペディア", "Wikipedia", True),
        ("Wikipedia日本語版", "ウィキペディア", True),
        ("中文维基百科", "Wikipedia", True),
        ("the English Wikipedia", "维基百科", True),
        ("中文百度百科", "Wikipedia", False),
        # among other words of a title or a URL
        ("ウィキペディア", "トロント - Wikipedia", True),
        ("ウィキペディア", "https://ja.wikipedia.org/wiki/トロント", True),
        ("Wikipedia", "多伦多 - 维基百科，自由的百科全书", True),
        ("百度百科", "https://zh.wikipedia.org/wiki/多伦多", False),
        ("ブリタニカ", "トロント - Wikipedia", False),
        # news agencies and papers under their names in the three languages (thirty-first session, check batch 116)
        ("Xinhua", "新华社", True),
        ("新華社", "Xinhua News Agency", True),
        ("新华社", "共同通信", False),
        ("the Associated Press", "AP通信", True),
        ("ロイター", "路透社", True),
        ("Reuters", "Associated Press", False),
        ("朝日新聞", "The Asahi Shimbun", True),
        ("读卖新闻", "朝日新聞", False),
        ("People's Daily", "人民日報", True),
        # Wikipedia for short in Japanese and Chinese (thirty-fourth session, check batch 163); not WikiLeaks
        ("ウィキ", "Wikipedia", True),
        ("维基", "ウィキペディア", True),
        ("維基", "维基百科", True),
        ("ウィキリークス", "Wikipedia", False),
        ("维基解密", "维基百科", False),
        ("wiki", "Wikipedia", False),
    ],
)
def test_a_well_known_source_named_in_another_language_is_the_same_source(src, author, matches):
    from grounding.engine.claims import source_matches

    assert source_matches(src, [author]) is matches


def test_a_dot_inside_a_source_name_ends_no_sentence(engine):
    # 映画.com: the dot after a CJK character, with a Latin letter after it, is part of the name (the claim was split in
    # two at it, and its statement checked without the source)
    assert [c.text for c in segment_claims("映画.comによると、ディカプリオとウィンスレットが主演した。")] == [
        "映画.comによると、ディカプリオとウィンスレットが主演した。"
    ]
    assert len(segment_claims("该片于1997年上映.该片由卡梅隆执导.")) == 2  # a dot that ends a Chinese sentence still does
    facts = [
        {"factText": "『タイタニック』は1997年公開のアメリカ映画である。", "attributes": {"author": "ウィキペディア"}},
        {"factText": "レオナルド・ディカプリオとケイト・ウィンスレットが主演した。", "attributes": {"author": "映画.com"}},
    ]
    for source, want in (("映画.com", [1]), ("ウィキペディア", [])):
        resp = engine.check(parse_check_request({"answerCandidate": f"{source}によると、ディカプリオとウィンスレットが主演した。", "facts": facts}))
        assert len(resp.claims) == 1
        assert sorted({resp.cited_chunks[i].source for i in resp.claims[0].citation_indices}) == want


@pytest.mark.parametrize(
    "text,known,want",
    [
        ("トロントはオンタリオ州の州都である（ウィキペディアより）。", (), "ウィキペディア"),
        ("トロントはオンタリオ州の州都である（朝日新聞より）。", (), "朝日新聞"),
        ("トロントはオンタリオ州の州都である（ブリタニカより）。", ("ブリタニカ",), "ブリタニカ"),
        ("トロントはオンタリオ州の州都である（ブリタニカより）。", (), None),
    ],
)
def test_a_source_in_brackets_with_from_is_a_publication_or_a_named_source(text, known, want):
    src, content = split_attribution(text, known_sources=known)
    assert src == want
    assert content == ("トロントはオンタリオ州の州都である。" if want else text)


# check batch 149 (thirty-third session): facts by a broadcaster, a paper or an agency, named in any of the three languages
# (NHK, 日本放送協会; 朝日新聞, the Asahi Shimbun; 人民日报, People's Daily; Reuters, ロイター, 路透社), and other sources
OTHER_AUTHOR_CASES = [
    ("東京スカイツリーの高さは634メートルである。", "NHK", "NHKによると、東京スカイツリーの高さは634メートルだ。", True),
    ("東京スカイツリーの高さは634メートルである。", "NHK", "NHKの報道では、東京スカイツリーの高さは634メートルだ。", True),
    ("東京スカイツリーの高さは634メートルである。", "NHK", "朝日新聞によると、東京スカイツリーの高さは634メートルだ。", False),
    ("東京スカイツリーの高さは634メートルである。", "NHK", "According to NHK, the Tokyo Skytree is 634 metres tall.", True),
    ("東京スカイツリーの高さは634メートルである。", "NHK", "日本放送協会によると、東京スカイツリーの高さは634メートルだ。", True),
    ("東京スカイツリーの高さは634メートルである。", "朝日新聞", "According to the Asahi Shimbun, the Tokyo Skytree is 634 metres tall.", True),
    ("東京スカイツリーの高さは634メートルである。", "朝日新聞", "According to the Yomiuri Shimbun, the Tokyo Skytree is 634 metres tall.", False),
    ("東京スカイツリーの高さは634メートルである。", "朝日新聞", "朝日新聞の記事によれば、東京スカイツリーの高さは634メートルです。", True),
    ("東京スカイツリーの高さは634メートルである。", "朝日新聞", "読売新聞の記事によれば、東京スカイツリーの高さは634メートルです。", False),
    ("上海中心大厦高632米。", "人民日报", "据人民日报报道，上海中心大厦高632米。", True),
    ("上海中心大厦高632米。", "人民日报", "据新华社报道，上海中心大厦高632米。", False),
    ("上海中心大厦高632米。", "人民日报", "According to People's Daily, the Shanghai Tower is 632 metres tall.", True),
    ("上海中心大厦高632米。", "人民日报", "人民日报称，上海中心大厦高632米。", True),
    ("上海中心大厦高632米。", "人民日报", "《人民日报》报道说，上海中心大厦高632米。", True),
    ("上海中心大厦高632米。", "人民日报", "环球时报称，上海中心大厦高632米。", False),
    ("The Tokyo Skytree is 634 metres tall.", "Reuters", "ロイターによると、東京スカイツリーの高さは634メートルだ。", True),
    ("The Tokyo Skytree is 634 metres tall.", "Reuters", "据路透社报道，东京晴空塔高634米。", True),
    ("The Tokyo Skytree is 634 metres tall.", "Reuters", "据美联社报道，东京晴空塔高634米。", False),
    ("The Tokyo Skytree is 634 metres tall.", "Reuters", "Reuters reported that the Tokyo Skytree is 634 metres tall.", True),
    ("The Tokyo Skytree is 634 metres tall.", "Reuters", "The AP reported that the Tokyo Skytree is 634 metres tall.", False),
    ("東京スカイツリーの高さは634メートルである。", "NHK", "NHKによると、東京スカイツリーの高さは600メートルだ。", False),
    ("上海中心大厦高632米。", "人民日报", "据人民日报报道，上海中心大厦高532米。", False),
]


@pytest.mark.parametrize("fact, author, answer, grounded", OTHER_AUTHOR_CASES)
def test_sources_named_in_any_language(engine, fact, author, answer, grounded):
    body = {"answerCandidate": answer, "facts": [{"factText": fact, "attributes": {"author": author}}], "groundingSpec": {"enableClaimLevelScore": True}}
    resp = engine.check(parse_check_request(body))
    assert [bool(c.citation_indices) for c in resp.claims] == [grounded], [(c.claim_text, c.score) for c in resp.claims]
