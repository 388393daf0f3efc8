"""The grounding engine's mechanics: claims and their byte offsets, checks that are skipped,
anaphora and attribution, chunking, candidate selection, request limits and the JSON mapping."""

from __future__ import annotations

import pytest

from grounding.engine import CheckRequest, Fact, Spec
from grounding.engine.chunking import ChunkingConfig, chunk_fact, chunk_facts
from grounding.engine.claims import needs_grounding_check, segment_claims
from grounding.engine.embedding import count_tokens
from apiwire.status import InvalidArguments
from grounding.engine.protojson import parse_check_request, response_to_json
from grounding.engine.selection import ChunkIndex, SelectionConfig, per_claim_budget, select_chunks


def _slices_exactly(text: str, claims) -> None:
    raw = text.encode("utf-8")
    for c in claims:
        assert raw[c.start_byte : c.end_byte].decode("utf-8") == c.text


# ---------------------------------------------------------------- claims and byte offsets


def test_chinese_sentences_split_on_full_stops_with_byte_offsets():
    text = "北京是中国的首都。上海是最大的城市！你想了解更多吗？"
    claims = segment_claims(text)
    assert [c.text for c in claims] == ["北京是中国的首都。", "上海是最大的城市！", "你想了解更多吗？"]
    assert [(c.start_byte, c.end_byte) for c in claims] == [(0, 27), (27, 54), (54, 78)]
    assert [c.check_required for c in claims] == [True, True, False]
    _slices_exactly(text, claims)


def test_japanese_and_mixed_script_offsets():
    text = "東京は日本の首都です。人口は約1400万人です！ Tokyo hosted the 1964 Olympics."
    claims = segment_claims(text)
    assert [c.text for c in claims] == ["東京は日本の首都です。", "人口は約1400万人です！", "Tokyo hosted the 1964 Olympics."]
    assert claims[1].start_byte == len("東京は日本の首都です。".encode())
    _slices_exactly(text, claims)


def test_japanese_full_width_stops_end_sentences_but_not_decimals():
    """．，-style Japanese ends its sentences with the full-width ．; one before a digit was read as 映画.com's dot, so
    監督した．１９９７年に公開された． was one claim (engine 1.27). A ． between two digits is a decimal point."""
    text = "タイタニックはジェームズ・キャメロンが監督した．１９９７年に公開された．"
    claims = segment_claims(text)
    assert [c.text for c in claims] == ["タイタニックはジェームズ・キャメロンが監督した．", "１９９７年に公開された．"]
    _slices_exactly(text, claims)
    assert [c.text for c in segment_claims("価格は１．５倍になった．")] == ["価格は１．５倍になった．"]
    assert [c.text for c in segment_claims("映画.comによると、ディカプリオが主演した。")] == ["映画.comによると、ディカプリオが主演した。"]
    from grounding.engine.text import split_sentences

    fact = "価格は１．５倍になった．次に進む．"
    assert [fact[a:b] for a, b in split_sentences(fact)] == ["価格は１．５倍になった．", "次に進む．"]


def test_emoji_and_combining_marks_offsets():
    text = "Café au lait 🍵 is popular in France 🇫🇷. The cafe\u0301 opened in 1990 👍🏽.\n👋"
    claims = segment_claims(text)
    _slices_exactly(text, claims)
    assert claims[0].text.startswith("Café") and claims[0].end_byte == len("Café au lait 🍵 is popular in France 🇫🇷.".encode())
    assert claims[1].text == "The cafe\u0301 opened in 1990 👍🏽."
    assert claims[-1].text == "👋" and claims[-1].check_required is False


def test_engine_claim_offsets_are_utf8_bytes(lexical_engine):
    text = "Here is what I found 😀. Ärzte in Zürich verdienen viel. 東京は日本の首都です。"
    resp = lexical_engine.check(CheckRequest(text, [Fact("Ärzte in Zürich verdienen viel.")]))
    raw = text.encode()
    assert [raw[c.start_pos : c.end_pos].decode() for c in resp.claims] == [c.claim_text for c in resp.claims]
    assert resp.claims[1].start_pos == len("Here is what I found 😀. ".encode())


@pytest.mark.parametrize(
    "sentence",
    [
        "Here is what I found.",
        "Here's a summary of the key points:",
        "Hello!",
        "Hi there, thanks for asking.",
        "Thank you!",
        "Great question!",
        "Would you like me to look up showtimes?",
        "Do you want more details?",
        "Let me know if you have any other questions.",
        "Feel free to ask if you need anything else.",
        "I hope this helps!",
        "Is there anything else I can help with?",
        "I can also help you plan a trip.",
        "---",
        "**Summary**",
        "## Cast",
        "| --- | --- |",
        "🎬🍿",
        "以下是我找到的内容。",
        "お役に立てれば幸いです。",
        # Japanese / Chinese pleasantries and acknowledgements, alone or chained
        "ご質問ありがとうございます。",
        "はい、わかりました。",
        "承知いたしました！",
        "嗯，让我想想。",
        "谢谢你的提问！",
        "好的，没问题。",
        "请稍等一下……",
        "はい、お答えします。",  # offers to answer
        "ご説明いたします。",
        "好的，我来为您解答。",
        "让我来介绍一下。",
        "出典：ウィキペディア。",  # a source label
        "来源：维基百科",
        "如需了解更多信息，请告诉我。",  # offers of more help
        "如果您想了解更多，欢迎继续提问。",
        "欢迎随时咨询。",
        "ご不明な点があればお知らせください。",
        "お気軽にお尋ねください。",
        "さらに詳しく知りたい場合はお知らせください。",
        "以上です。",  # closings
        "参考になれば幸いです。",
        "映画をお楽しみください。",
        "希望对您有帮助！",
        "祝您观影愉快！",
        "以上就是关于《泰坦尼克号》的信息。",
        "仅供参考。",
        # praise of the question, offers of more help (twenty-second session)
        "いい質問ですね！",
        "好问题！",
        "这是一个好问题。",
        "有问题随时问我。",
        "有任何疑问欢迎留言。",
        "タイタニックは1997年に公開されたのでしょうか。",  # questions written with a full stop
        "该片是1997年上映的吗。",
        # requests and instructions of one clause (check batch 22)
        "村上春樹について教えてください。",
        "詳しくは公式サイトをご覧ください。",
        "请参阅官方网站。",
        # refusals, with or without an apology: handled alike
        "I can't share that.",
        "Sorry, I can't help with that.",
        "I can't take on that role, but I'm happy to help with questions about your documents.",
        # questions back to the reader, with or without a clause that only sets a condition or a topic (engine 1.26)
        "Would you like to know more?",
        "If you're interested, would you like to know more?",
        "By the way, have you seen it?",
        "Did you know who directed Titanic?",  # what is known is itself a question
        "Sure, what would you like to know?",
        "もしよろしければ、詳しくご説明しましょうか？",
        "ちなみに、続編についても知りたいですか？",
        "はい、何について知りたいですか？",
        "誰が監督したか知っていますか？",
        "この映画をご覧になったことはありますか？",
        "如果您感兴趣，要我详细介绍一下吗？",
        "关于导演，您想知道什么？",
        "好的，您想了解哪方面？",
        "你知道导演是谁吗？",
        "据维基百科，你想了解什么？",  # a source alone
        "According to Wikipedia, is Toronto the capital of Ontario?",
        "我们一起去看吧？",  # a suggestion
        "你知道吧？",
        "无论如何，你怎么看？",
        "本当ですか？",
        # agreements (thirty-fourth session, check batch 160: はい、その通りです。 was a claim grounded at 0.98, 是的，没错。 one
        # capped at 0.5 as a negation)
        "はい、その通りです。",
        "その通りです！",
        "もちろんです！",
        "そうですね。",
        "是的，没错。",
        "没错。",
        "确实如此。",
        # pleasantries and offers chained in one sentence
        "Of course, happy to help.",
        "Sure thing, here you go.",
        "Good luck with your trip, and enjoy the film!",
        "If you have any questions, feel free to ask.",
        "I hope this helps, and good luck!",
        "Thanks :)",
        "Hope this helps :D",
    ],
)
def test_sentences_that_assert_nothing_need_no_check(sentence):
    assert needs_grounding_check(sentence) is False


@pytest.mark.parametrize(
    "sentence",
    [
        "Titanic was directed by James Cameron.",
        "It was released in 1997.",
        "Here, the river is 20 metres deep.",
        "Based on the sources, Toronto is the capital of Ontario.",
        "Yes, the film won 11 Academy Awards.",
        "The movie has 3 sequels",
        "北京是中国的首都。",
        # a pleasantry in front of a statement does not excuse the statement
        "当然，该片于1997年上映。",
        "はい、タイタニックは1997年に公開されました。",
        "好的，泰坦尼克号获得了11项奥斯卡奖。",
        "監督についてご説明しますと、ジェームズ・キャメロンです。",
        "出典によると、トロントはオンタリオ州の州都である。",
        "この映画はヒットしなかったかもしれない。",  # か inside, not ending the sentence
        "それが続編なのかどうかは明らかにされていない。",
        "ベッドふかふか。",  # か ends a word, not a question
        # a request that gives a reason or a number states it (禁煙, 三点)
        "お部屋は禁煙ですのでご注意ください。",
        "请于下午三点前退房。",
        "请人民日报赞扬的目的是人民日报更权威",  # 请 as "invite", not a request
        "朝食も普通かな。",  # a hedge
        "我今天休息，明天还要上班呢！",  # 呢 ends statements too
        "该片不是1997年上映的吗。",  # a rhetorical question asserts
        "该片于1997年上映，你知道吗。",  # so does the clause before a question
        "タイタニックは1997年に公開されましたが、ご存じでしたか。",
        "如果说起导演，那就是詹姆斯·卡梅隆。",
        "以上是1997年上映的电影。",  # 以上是 followed by a statement, not by "what I found"
        "祝融号于2021年登陆火星。",  # 祝融 is a name, not a wish
        "以上の理由で、この映画は1997年に公開された。",
        "有问题的零件已经召回。",  # 有问题 as "faulty", not an offer
        "この質問は良い質問だと言われた。",
        "We can't ship to Canada.",
        "I cannot provide refunds after 30 days.",
        "Titanic won 20 Academy Awards :)",  # an emoticon, not the colon of a lead-in (engine 1.26)
        "Titanic won 20 Academy Awards ;-)",
        "その通り、タイタニックは1997年公開です。",  # an agreement before a statement excuses nothing
        "没错，该片于1997年上映。",
        "もちろん、監督はスティーヴン・スピルバーグです。",
    ],
)
def test_assertions_need_a_check(sentence):
    assert needs_grounding_check(sentence) is True


@pytest.mark.parametrize(
    "sentence,asserted",
    [
        # a statement before a question back to the reader
        ("该片由卡梅隆执导，你还想了解什么？", "该片由卡梅隆执导。"),
        ("タイタニックは1997年公開ですが、ご覧になりましたか？", "タイタニックは1997年公開です。"),
        ("Titanic was released in 1997, have you seen it?", "Titanic was released in 1997."),
        ("この映画は1997年に公開されました、もしよければ、続編についても説明しましょうか？", "この映画は1997年に公開されました。"),
        ("据维基百科，该片于1997年上映，你看过吗？", "该片于1997年上映。"),  # the source is split off after (below)
        # a tag or a hedge that asks the reader to agree
        ("この映画は1997年公開ですよね？", "この映画は1997年公開です。"),
        ("主演はディカプリオでしたね？", "主演はディカプリオでした。"),
        ("部屋は狭いかな？", "部屋は狭い。"),
        ("该片是1997年上映的吧？", "该片是1997年上映的。"),
        ("该片由卡梅隆执导，对吧？", "该片由卡梅隆执导。"),
        ("Titanic won 11 Oscars, didn't it?", "Titanic won 11 Oscars."),
        ("Titanic was directed by James Cameron, did you know that?", "Titanic was directed by James Cameron."),
        ("Titanic was directed by Cameron, right?", "Titanic was directed by Cameron."),
        # what "did you know" presupposes
        ("Did you know that Titanic won 11 Oscars?", "Titanic won 11 Oscars."),
        ("你知道该片获得了11项奥斯卡奖吗？", "该片获得了11项奥斯卡奖。"),
        ("难道你不知道该片获得了11项奥斯卡奖吗？", "该片获得了11项奥斯卡奖。"),
        ("タイタニックが11部門を受賞したことをご存知ですか？", "タイタニックが11部門を受賞した。"),
        # a rhetorical question asserts as it stands
        ("你不是说该片获得了5项奥斯卡奖吗？", "你不是说该片获得了5项奥斯卡奖吗?"),  # in the normalised text's half-width ?
    ],
)
def test_a_question_is_checked_for_what_it_asserts(sentence, asserted):
    """Before engine 1.26 a sentence ending with a question mark was never checked, so a false statement followed by
    ", did you know that?" or 你还想了解什么？ went unchecked; the claim is the whole sentence, what is scored is the
    statement it makes."""
    assert needs_grounding_check(sentence) is True
    (claim,) = segment_claims(sentence)
    assert claim.text == sentence and claim.check_required
    assert claim.scoring_text == asserted
    assert claim.attribution == ("维基百科" if "维基百科" in sentence else None)


@pytest.mark.parametrize(
    "sentence,asserted",
    [
        ("Hi, Titanic won 20 Academy Awards.", "Titanic won 20 Academy Awards."),
        ("Thanks for asking, Titanic was directed by Steven Spielberg.", "Titanic was directed by Steven Spielberg."),
        ("Let me explain: Titanic was directed by James Cameron.", "Titanic was directed by James Cameron."),
        ("Feel free to ask more, but Titanic won 11 Academy Awards.", "Titanic won 11 Academy Awards."),
        ("Sure, I can help: Titanic won 11 Academy Awards.", "Titanic won 11 Academy Awards."),
        ("Let me know if you need more: the film was released in 1997.", "the film was released in 1997."),
    ],
)
def test_a_statement_after_a_pleasantry_is_checked(sentence, asserted):
    """The English patterns of sentences that assert nothing match a greeting or an offer and whatever follows it (so
    that one of any length is one); before engine 1.26 "Hi, Titanic won 20 Academy Awards." was never checked."""
    assert needs_grounding_check(sentence) is True
    (claim,) = segment_claims(sentence)
    assert claim.text == sentence and claim.check_required
    assert claim.scoring_text == asserted


@pytest.mark.parametrize(
    "answer,grounded",
    [
        ("Hi, Titanic won 20 Academy Awards.", False),
        ("Hi, Titanic won 11 Academy Awards.", True),
        ("Thanks for asking, Titanic was directed by Steven Spielberg.", False),
        ("Thanks for asking, Titanic was directed by James Cameron.", True),
        ("Feel free to ask more, but Titanic won 20 Academy Awards.", False),
        ("As an AI, I can tell you that Titanic won 20 Academy Awards.", False),
        ("Good question, Titanic won 20 Academy Awards.", False),
        ("该片由斯皮尔伯格执导，你还想了解什么？", False),
        ("该片由卡梅隆执导，你还想了解什么？", True),
        ("タイタニックはスピルバーグが監督しましたが、他に知りたいことはありますか？", False),
        ("タイタニックは1997年に公開されましたが、ご覧になりましたか？", True),
        ("Titanic was directed by Steven Spielberg, did you know that?", False),
        ("Titanic was directed by James Cameron, did you know that?", True),
        ("难道你不知道该片获得了11项奥斯卡奖吗？", True),
        ("你不是说该片获得了5项奥斯卡奖吗？", False),
        ("この映画は2005年公開ですよね？", False),
        ("この映画は1997年公開ですよね？", True),
        ("该片是1997年上映的吧？", True),
        ("Titanic won 3 Academy Awards, didn't it?", False),
        ("Titanic won 11 Academy Awards, didn't it?", True),
    ],
)
def test_a_statement_inside_a_question_is_grounded_or_not(engine, answer, grounded):
    from tests.grounding.test_multilingual_variations import EN, JA, ZH

    facts = EN if answer.isascii() else ZH if not any("\u3040" <= ch <= "\u30ff" for ch in answer) else JA
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts}))
    (claim,) = resp.claims
    assert claim.grounding_check_required
    assert bool(claim.citation_indices) is grounded, claim.support


def test_markdown_list_markers_are_outside_the_claim():
    text = "## Summary\n\n- **Titanic** was directed by James Cameron.\n1. It won 11 Oscars.\n"
    claims = segment_claims(text)
    assert [c.text for c in claims] == ["Summary", "**Titanic** was directed by James Cameron.", "It won 11 Oscars."]
    assert [c.check_required for c in claims] == [False, True, True]
    assert claims[1].scoring_text == "Titanic was directed by James Cameron."
    _slices_exactly(text, claims)


def test_pronouns_are_resolved_for_scoring_but_not_in_the_claim():
    text = "Titanic was directed by James Cameron. It was released in 1997. Its cast included Kate Winslet."
    claims = segment_claims(text)
    assert claims[1].text == "It was released in 1997."
    assert claims[1].scoring_text == "Titanic was released in 1997."
    assert claims[2].scoring_text == "Titanic's cast included Kate Winslet."
    people = segment_claims("Larry Page co-founded Google. He was born in 1973.")
    assert people[1].scoring_text == "Larry Page was born in 1973."


def test_a_short_cjk_markdown_heading_is_a_title():
    claims = segment_claims("## タイタニックについて\n\n1. 監督はジェームズ・キャメロンです。\n2. 公開は1997年です。")
    assert [(c.text, c.check_required) for c in claims] == [
        ("タイタニックについて", False),
        ("監督はジェームズ・キャメロンです。", True),
        ("公開は1997年です。", True),
    ]
    assert not segment_claims("## 《泰坦尼克号》简介\n- 导演：詹姆斯·卡梅隆")[0].check_required
    # a heading with a number states something; a line that is no heading is checked as before
    assert segment_claims("## 1997年の映画\n本文。")[0].check_required
    assert segment_claims("《泰坦尼克号》简介\n- 导演：詹姆斯·卡梅隆")[0].check_required


def test_japanese_he_and_she_are_the_person_a_claim_before_names():
    claims = segment_claims("タイタニックはジェームズ・キャメロンが監督した。彼は脚本も書いた。それは1997年に公開された。")
    assert claims[1].text == "彼は脚本も書いた。"
    assert claims[1].scoring_text == "ジェームズ・キャメロンは脚本も書いた。"
    assert claims[2].scoring_text == "それは1997年に公開された。"  # only people: the passage is about the film anyway
    # the closest claim that names someone; 彼女 as well as 彼; no one named before: left as written
    claims = segment_claims("ケイト・ウィンスレットが主演した。1997年に公開された。彼女はローズを演じた。")
    assert claims[2].scoring_text == "ケイト・ウィンスレットはローズを演じた。"
    assert segment_claims("彼は監督だ。")[0].scoring_text == "彼は監督だ。"
    assert segment_claims("彼らは主演した。")[0].scoring_text == "彼らは主演した。"  # they: not one person


def test_chinese_he_and_she_are_the_person_a_claim_before_names():
    claims = segment_claims("该片由詹姆斯·卡梅隆执导。他还担任了编剧。")
    assert claims[1].text == "他还担任了编剧。"
    assert claims[1].scoring_text == "詹姆斯·卡梅隆还担任了编剧。"  # the name, not 由 before it
    claims = segment_claims("凯特·温斯莱特主演了该片。该片于1997年上映。她饰演露丝。")
    assert claims[2].scoring_text == "凯特·温斯莱特饰演露丝。"
    assert segment_claims("他是导演。")[0].scoring_text == "他是导演。"  # no one named before
    assert segment_claims("该片由詹姆斯·卡梅隆执导。他们都很喜欢。")[1].scoring_text == "他们都很喜欢。"  # they


def test_a_chinese_or_japanese_heading_that_states_something_is_checked():
    assert not segment_claims("## 《泰坦尼克号》简介\n\n本文。")[0].check_required
    assert not segment_claims("## タイタニックとは\n\n本文。")[0].check_required
    assert segment_claims("## 该片由詹姆斯·卡梅隆执导\n\n本文。")[0].check_required
    assert segment_claims("## 監督はジェームズ・キャメロン\n\n本文。")[0].check_required


def test_a_pleasantry_before_a_preamble_needs_no_check():
    claims = segment_claims("好的，下面是关于《泰坦尼克号》的介绍。该片于1997年上映。")
    assert [c.check_required for c in claims] == [False, True]
    assert segment_claims("好的，该片于1997年上映。")[0].check_required  # a pleasantry before a statement


def test_a_japanese_or_chinese_lead_in_to_a_list_needs_no_check():
    # the counterpart of an English lead-in ending with a colon ("The steps are:")
    for lead_in in ("スイカを上手に保存する方法は、以下の通りです。", "主な手順は次のとおりです。", "具体步骤如下：", "主要有以下几点："):
        assert [c.check_required for c in segment_claims(lead_in + "\n\n1. 本文。")] == [False, True], lead_in
    # one that says how many, or a statement before the lead-in, is checked
    assert segment_claims("日本が地震大国と呼ばれる理由は、主に以下の2点です。")[0].check_required
    assert segment_claims("该片于1997年上映，主要演员如下：")[0].check_required
    assert segment_claims("该片于1997年上映，主要演员：")[0].check_required
    assert not segment_claims("しゃっくりを短時間で治すための方法として、以下のものがあります：")[0].check_required


def test_a_preamble_before_a_colon_leaves_the_statement_after_it_checked():
    text = "以下是关于《泰坦尼克号》的信息：该片由詹姆斯·卡梅隆执导。"
    claims = segment_claims(text)
    assert [(c.text, c.check_required) for c in claims] == [("以下是关于《泰坦尼克号》的信息：", False), ("该片由詹姆斯·卡梅隆执导。", True)]
    assert text.encode()[claims[1].start_byte : claims[1].end_byte].decode() == "该片由詹姆斯·卡梅隆执导。"
    assert [c.check_required for c in segment_claims("好的，以下はタイタニックの情報です：監督はジェームズ・キャメロンです。")] == [False, True]
    # a label and a source label stay one claim
    assert [(c.text, c.check_required) for c in segment_claims("导演：詹姆斯·卡梅隆。")] == [("导演：詹姆斯·卡梅隆。", True)]
    assert [(c.text, c.check_required) for c in segment_claims("来源：维基百科。")] == [("来源：维基百科。", False)]


def test_a_japanese_or_chinese_sentence_is_one_claim():
    # the English parser split it at the Latin name's space (タイタニックはJames | Cameronが監督した。)
    claims = segment_claims("タイタニックはJames Cameronが監督した。1997年に公開された。It won 11 Academy Awards.")
    assert [c.text for c in claims] == ["タイタニックはJames Cameronが監督した。", "1997年に公開された。", "It won 11 Academy Awards."]
    # a block without a word character is one claim that needs no check
    assert [(c.text, c.check_required) for c in segment_claims("：：：\n\n该片于1997年上映。")] == [("：：：", False), ("该片于1997年上映。", True)]


def test_an_announcement_of_what_the_answer_does_needs_no_check():
    assert not segment_claims("タイタニックについて説明します。")[0].check_required
    assert not segment_claims("下面我来为您介绍一下《泰坦尼克号》。")[0].check_required
    assert segment_claims("タイタニックについて説明しますと、1997年の映画です。")[0].check_required
    assert segment_claims("我介绍了1997年上映的电影。")[0].check_required
    assert segment_claims("我介绍的内容都来自维基百科。")[0].check_required  # what I introduced: a statement


def test_anaphoric_claim_is_grounded_with_its_antecedent(engine):
    fact = Fact("Titanic is a 1997 American film directed by James Cameron. The film was released in 1997.")
    resp = engine.check(CheckRequest("Titanic was directed by James Cameron. It was released in 1997.", [fact]))
    assert all(c.citation_indices for c in resp.claims), [(c.claim_text, c.support) for c in resp.claims]


def test_attribution_is_split_and_matched_against_fact_attributes():
    c = segment_claims("Wikipedia cites that Toronto is the capital of Ontario.", ["Wikipedia"])[0]
    assert c.attribution == "Wikipedia" and c.scoring_text == "Toronto is the capital of Ontario."
    c = segment_claims("According to the BBC, Toronto is the capital of Ontario.")[0]
    assert c.attribution == "the BBC" and c.scoring_text == "Toronto is the capital of Ontario."
    c = segment_claims("Titanic shows the sinking of the ship.")[0]
    assert c.attribution is None


def test_attributed_claim_scores_lower_when_the_source_does_not_match(engine):
    facts = [Fact("Toronto is the capital of Ontario.", {"author": "Wikipedia"})]
    spec = Spec(enable_claim_level_score=True)
    good = engine.check(CheckRequest("Wikipedia says that Toronto is the capital of Ontario.", facts, spec))
    bad = engine.check(CheckRequest("The BBC says that Toronto is the capital of Ontario.", facts, spec))
    assert good.claims[0].citation_indices
    assert bad.claims[0].score < good.claims[0].score


def test_no_checked_claims_and_no_facts():
    from grounding.engine import get_engine

    eng = get_engine("lexical")
    r = eng.check(CheckRequest("Hello! How can I help?", [Fact("Anything.")]))
    assert r.support_score == 1.0 and all(not c.grounding_check_required for c in r.claims)
    r = eng.check(CheckRequest("Titanic was directed by James Cameron.", []))
    assert r.support_score == 0.0 and r.claims[0].citation_indices == [] and not r.cited_chunks
    r = eng.check(CheckRequest("", []))
    assert r.claims == [] and response_to_json(r) == {"supportScore": 1.0}


# ---------------------------------------------------------------- chunking and selection


def test_short_fact_is_one_chunk_and_long_fact_is_windowed_with_offsets():
    short = "Titanic is a 1997 film. It was directed by James Cameron."
    [c] = chunk_fact(short, 3, {"author": "x"})
    assert (c.text, c.fact_index, c.start, c.end, c.attributes) == (short, 3, 0, len(short), {"author": "x"})
    sents = [f"Sentence number {i} talks about topic {i} in some detail — naïve café 東京." for i in range(60)]
    long = "  " + " ".join(sents)
    chunks = chunk_fact(long, 0, config=ChunkingConfig(max_chars=300, max_sentences=4, overlap_sentences=1))
    assert len(chunks) > 10
    for ch in chunks:
        assert long[ch.start : ch.end] == ch.text and len(ch.text) <= 300
        b0, b1 = ch.byte_span(long)
        assert long.encode()[b0:b1].decode() == ch.text
    # every sentence is inside some chunk, consecutive chunks overlap by one sentence
    for s in sents:
        assert any(s in ch.text for ch in chunks)
    assert chunks[1].start < chunks[0].end


def test_sentence_longer_than_the_window_is_cut_at_whitespace():
    text = ("word " * 3000).strip()
    chunks = chunk_fact(text, 0)
    assert all(len(c.text) <= 400 for c in chunks)
    assert "".join(c.text.replace(" ", "") for c in chunks) == text.replace(" ", "")


def test_chunk_weights_count_cjk_characters_as_the_budget_says():
    """The chunk budget's prefix sums (numpy) against a plain per-character count, and the furthest end a
    budget reaches against a search of every end, on random mixed-script text."""
    import random

    from grounding.engine.chunking import _Weights
    from grounding.engine.text import CJK_CHAR_RE

    rng = random.Random(3)
    alphabet = list("ab c.") + list("タイタニック。監督") + list("泰坦尼克号，") + ["한국", "１２", "\n", "\U0002000b"]
    for _ in range(200):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 300)))
        for cjk_weight in (1, 3):
            w = _Weights(text, cjk_weight)
            plain = [0]
            for ch in text:
                plain.append(plain[-1] + (cjk_weight if CJK_CHAR_RE.match(ch) else 1))
            assert [int(x) for x in w.acc] == plain
            for start in range(0, len(text), 17):
                for budget in (0, 1, 2, 5, 40):
                    fits = [end for end in range(start + 1, len(text) + 1) if plain[end] - plain[start] <= budget]
                    assert w.reach(start, budget) == (fits[-1] if fits else start + 1)


def test_chunk_facts_keeps_fact_indices_and_skips_empty_facts():
    chunks = chunk_facts([("A fact.", {"k": "v"}), ("", None), "Another fact."])
    assert [(c.fact_index, c.text) for c in chunks] == [(0, "A fact."), (2, "Another fact.")]


def test_selection_finds_the_relevant_chunk_among_many():
    facts = [f"Filler passage {i} about gardening, soil, tomatoes and watering schedules." for i in range(80)]
    facts[57] = "The Eiffel Tower was completed in 1889 for the World's Fair in Paris."
    chunks = chunk_facts(facts)
    picks = select_chunks(ChunkIndex(chunks), ["The Eiffel Tower was finished in 1889."])
    assert chunks[picks[0][0].chunk_id].fact_index == 57


def test_selection_budget_shrinks_for_long_answers():
    cfg = SelectionConfig()
    assert per_claim_budget(2, cfg)[0] == cfg.top_k
    k, short = per_claim_budget(300, cfg)
    assert k >= 1 and 300 * (k + 1) <= cfg.max_pairs + 300


# ---------------------------------------------------------------- protojson: limits one past each edge


def _body(**kw):
    body = {"answerCandidate": "Titanic was directed by James Cameron.", "facts": [{"factText": "x"}]}
    body.update(kw)
    return body


def _violations(body):
    with pytest.raises(InvalidArguments) as e:
        parse_check_request(body)
    return dict(e.value.violations)


def test_facts_limit():
    assert len(parse_check_request(_body(facts=[{"factText": "f"}] * 200)).facts) == 200
    assert "facts" in _violations(_body(facts=[{"factText": "f"}] * 201))


def test_fact_text_limit_in_characters():
    ok = "é" * 10_000  # characters, not bytes
    assert parse_check_request(_body(facts=[{"factText": "a"}, {"factText": ok}])).facts[1].text == ok
    v = _violations(_body(facts=[{"factText": "a"}, {"factText": "a"}, {"factText": "é" * 10_001}]))
    assert list(v) == ["facts[2].factText"]


def test_answer_candidate_limit_in_tokens():
    ok = "word " * 4096
    assert count_tokens(ok) == 4096
    parse_check_request(_body(answerCandidate=ok))
    assert list(_violations(_body(answerCandidate=ok + "word"))) == ["answerCandidate"]
    # many characters but few tokens is fine (one long unknown word is one token)
    parse_check_request(_body(answerCandidate="a" * 5000))


@pytest.mark.parametrize("field", ["citationThreshold", "antiCitationThreshold"])
def test_thresholds_within_zero_and_one(field):
    for ok in (0, 1, 0.0, 1.0, "0.6", "1"):
        parse_check_request(_body(groundingSpec={field: ok}))
    for bad in (-0.0001, 1.0001, "1.0001", "-1", "abc", True, float("nan")):
        assert list(_violations(_body(groundingSpec={field: bad}))) == [f"groundingSpec.{field}"]


def test_spec_accepts_strings_snake_case_and_defaults():
    req = parse_check_request(
        {
            "answer_candidate": "A.",
            "facts": [{"fact_text": "B.", "attributes": {"author": "W"}}],
            "grounding_spec": {"citation_threshold": "0.7", "enable_anti_citations": "true", "anti_citation_threshold": 0.9, "enable_claim_level_score": True},
        }
    )
    assert req.spec == Spec(0.7, True, 0.9, True)
    assert req.facts[0].attributes == {"author": "W"}
    assert parse_check_request({"answerCandidate": "A."}).spec == Spec(0.6, False, 0.8, False)


def test_user_labels_rules():
    labels = {f"k{i}": "v" for i in range(64)}
    parse_check_request(_body(userLabels=labels))
    assert "userLabels" in _violations(_body(userLabels={**labels, "k64": "v"}))
    parse_check_request(_body(userLabels={"a" * 63: "b" * 63, "é_ü-1": "", "日本": "東京", "x": "a_b-9"}))
    for key, value in [
        ("a" * 64, "v"),
        ("k", "b" * 64),
        ("Key", "v"),
        ("1key", "v"),
        ("_key", "v"),
        ("-key", "v"),
        ("", "v"),
        ("k", "Value"),
        ("k", "a b"),
        ("k.x", "v"),
        ("k", "a/b"),
    ]:
        v = _violations(_body(userLabels={key: value}))
        assert list(v) == [f'userLabels["{key}"]'], (key, value, v)


def test_unknown_and_mistyped_fields_are_named():
    v = _violations({"answerCandidate": 3, "facts": [{"factText": "x", "atributes": {}}], "groundingSpec": {"citationTreshold": 0.5}, "extra": 1})
    assert {"answerCandidate", "facts[0].atributes", "groundingSpec.citationTreshold", "extra"} <= set(v)
    v = _violations({"facts": [{"factText": "x", "attributes": {"n": 1}}, "nope"]})
    assert {"facts[0].attributes", "facts[1]"} == set(v)


def test_all_violations_are_reported_together():
    v = _violations({"facts": [{"factText": "x" * 10_001}] * 201, "groundingSpec": {"citationThreshold": 2}, "userLabels": {"A": "b"}})
    assert {"facts", "facts[0].factText", "facts[200].factText", "groundingSpec.citationThreshold", 'userLabels["A"]'} <= set(v)


# ---------------------------------------------------------------- response JSON


def test_response_json_shape(lexical_engine):
    body = {
        "answerCandidate": "Here is what I found. Titanic was directed by James Cameron. It starred Brad Pitt.",
        "facts": [{"factText": "Titanic was directed by James Cameron. It stars Kate Winslet.", "attributes": {"author": "Simple Wikipedia"}}],
        "groundingSpec": {"citationThreshold": "0.6", "enableAntiCitations": True, "enableClaimLevelScore": True},
    }
    out = response_to_json(lexical_engine.check(parse_check_request(body)))
    assert set(out) <= {"supportScore", "contradictionScore", "citedChunks", "citedFacts", "claims"}
    assert isinstance(out["supportScore"], float) and "contradictionScore" in out
    ch = out["citedChunks"][0]
    assert ch["source"] == "0" and ch["sourceMetadata"] == {"author": "Simple Wikipedia"} and ch["chunkText"]
    assert out["citedFacts"] == [{"chunkText": body["facts"][0]["factText"]}]
    first, second, third = out["claims"]
    assert first == {"startPos": 0, "endPos": 21, "claimText": "Here is what I found.", "groundingCheckRequired": False}
    assert second["citationIndices"] == [0] and second["groundingCheckRequired"] is True and "score" in second
    assert "citationIndices" not in third  # empty repeated fields are omitted


def test_response_json_omits_contradiction_when_anti_citations_are_off(lexical_engine):
    out = response_to_json(lexical_engine.check(CheckRequest("Titanic was directed by James Cameron.", [Fact("Titanic was directed by James Cameron.")])))
    assert "contradictionScore" not in out and "score" not in out["claims"][0]


def test_large_request_is_bounded(lexical_engine):
    facts = [Fact(" ".join(f"Fact {i} sentence {j} mentions item {i * 100 + j} and the colour blue." for j in range(150))[:10_000]) for i in range(40)]
    answer = " ".join(f"Item {i} is mentioned in the facts." for i in range(200))
    resp = lexical_engine.check(CheckRequest(answer, facts))
    assert len(resp.claims) == 200
    assert resp.diagnostics["batch_pairs"] <= SelectionConfig().max_pairs


# ---------------------------------------------------------------- batching and spread support


class _CountingModel:
    """Wraps a model and records each ``score`` call (to check batching across requests)."""

    def __init__(self, inner):
        self.inner, self.calls = inner, []
        self.name, self.version = inner.name, inner.version

    def score(self, pairs):
        self.calls.append(len(pairs))
        return self.inner.score(pairs)


def test_check_many_batches_model_calls_across_requests():
    from grounding.engine import GroundingEngine
    from grounding.engine.backends import load_model

    model = _CountingModel(load_model("lexical"))
    eng = GroundingEngine(model)
    reqs = [CheckRequest(f"Fact number {i} is true. It has {i} parts.", [Fact(f"Fact number {i} is true and has {i} parts.")]) for i in range(12)]
    out = eng.check_many(reqs)
    # one call for all single-chunk pairs of all requests (+ at most one for concatenations)
    assert len(out) == 12 and len(model.calls) <= 2 and model.calls[0] >= 12
    assert [r.claims[0].claim_text for r in out] == [f"Fact number {i} is true." for i in range(12)]


def test_support_spread_over_two_facts_is_grounded_by_both(engine):
    facts = [
        Fact("Marie Curie was born in Warsaw in 1867."),
        Fact("The physicist Marie Curie won two Nobel Prizes, in physics and in chemistry."),
        Fact("Paris is the capital of France."),
    ]
    resp = engine.check(CheckRequest("Marie Curie, who was born in Warsaw, won two Nobel Prizes.", facts))
    claim = resp.claims[0]
    assert claim.citation_indices, claim.support
    cited = {resp.cited_chunks[i].source for i in claim.citation_indices}
    # the unrelated fact is never cited, even though the concatenation of the best chunks includes it
    assert 2 not in cited and cited <= {0, 1}


def test_a_claim_grounded_by_a_concatenation_cites_the_chunks_that_ground_it(lexical_engine):
    import dataclasses

    from grounding.engine.core import GroundingEngine

    facts = [
        Fact("Marie Curie was born in Warsaw in 1867."),
        Fact("The physicist Marie Curie won two Nobel Prizes, in physics and in chemistry."),
        Fact("Marie Curie lived in Paris, the capital of France."),
    ]
    answer = "Marie Curie was born in Warsaw in 1867 and won two Nobel Prizes."
    for size in (2, 3):  # the three facts are the three best chunks: with 3 all are concatenated
        eng = GroundingEngine(lexical_engine.model, lexical_engine.chunking, dataclasses.replace(lexical_engine.selection, concat_size=size))
        resp = eng.check(CheckRequest(answer, facts))
        claim = resp.claims[0]
        # no single fact grounds the whole claim: the concatenation was scored (3 chunks + 1) and does
        assert resp.diagnostics["batch_pairs"] == 4 and claim.support >= 0.6, (size, claim.support)
        # the Paris fact adds none of the claim's words: it is not cited
        assert sorted(resp.cited_chunks[i].source for i in claim.citation_indices) == [0, 1], size


MARS = [
    Fact("Mars is the fourth planet from the Sun. Mars has two small, irregularly shaped moons, Phobos and Deimos."),
    Fact("Olympus Mons is a very large shield volcano on Mars. It is about 22 kilometres high, more than twice the height of Mount Everest above sea level."),
    Fact("A solar day on Mars, called a sol, lasts about 24 hours and 39 minutes. A Martian year is about 687 Earth days long."),
]


def test_a_passage_about_something_else_that_states_other_numbers_is_not_anti_cited(engine):
    import dataclasses

    from grounding.engine.core import GroundingEngine

    answer = "Mars has two small moons, Phobos and Deimos. Olympus Mons on Mars is about 22 kilometres high. A day on Mars lasts about 24 hours and 39 minutes."
    spec = Spec(enable_anti_citations=True)
    resp = engine.check(CheckRequest(answer, MARS, spec))
    for k, claim in enumerate(resp.claims):
        assert [resp.cited_chunks[i].source for i in claim.citation_indices] == [k], claim.claim_text
        assert claim.anti_citation_indices == [], claim.claim_text
    assert resp.contradiction_score < 0.5
    # with the overlap rule off, the scorer's number-conflict evidence anti-cites the other references
    off = GroundingEngine(engine.model, engine.chunking, dataclasses.replace(engine.selection, anti_min_overlap=0.0))
    resp_off = off.check(CheckRequest(answer, MARS, spec))
    assert any(c.anti_citation_indices for c in resp_off.claims)


def test_an_on_topic_contradiction_is_still_anti_cited(engine):
    facts = [
        Fact(
            "The Berlin Wall was a guarded concrete barrier that divided Berlin from 1961 to 1989. It was built "
            "by the government of East Germany. The border crossings were opened on the night of 9 November "
            "1989, and demolition of the wall began in 1990."
        )
    ]
    answer = "The Berlin Wall fell in 1991, when the border crossings were opened."
    resp = engine.check(CheckRequest(answer, facts, Spec(enable_anti_citations=True)))
    claim = resp.claims[0]
    assert claim.citation_indices == [] and [resp.cited_chunks[i].source for i in claim.anti_citation_indices] == [0]


def _words(text: str) -> set[str]:
    from grounding.engine.text import content_tokens

    return set(content_tokens(text))


def test_claim_overlap_leaves_numbers_out():
    from grounding.engine.core import claim_overlap

    assert claim_overlap(_words("Mars has two small moons."), _words("Olympus Mons is a volcano on Mars, 22 km high.")) == pytest.approx(1 / 4)
    assert claim_overlap(_words("The Berlin Wall fell in 1991."), _words("The Berlin Wall fell in 1989.")) == 1.0
    assert claim_overlap(_words("In 1991."), _words("Anything at all.")) == 1.0  # nothing but a number: no basis to rule out


def test_only_the_chunks_that_bring_the_claims_words_are_cited_for_a_concatenation():
    from grounding.engine.core import contributing_chunks

    claim = "Marie Curie, who was born in Warsaw, won two Nobel Prizes."
    texts = [
        "The physicist Marie Curie won two Nobel Prizes.",  # best ranked
        "Marie Curie was born in Warsaw in 1867.",  # brings "born", "Warsaw"
        "Paris is the capital of France.",  # nothing of the claim
        "Curie won the Nobel Prize twice.",
    ]  # nothing new after the first

    def cover(claim, texts):
        return contributing_chunks(_words(claim), [_words(t) for t in texts])

    assert cover(claim, texts) == [0, 1]
    # ties go to the better-ranked chunk; the order of the result is the ranking's
    assert cover("Warsaw is in Poland", ["Warsaw, Poland", "Poland: Warsaw"]) == [0]
    assert cover("born in Warsaw in 1867", ["in 1867", "born in Warsaw"]) == [0, 1]
    # a pure paraphrase shares no word: the concatenation as a whole grounded it, so all are cited
    assert cover("Sizeable amounts", ["large quantities", "big numbers"]) == [0, 1]


def test_wrong_year_is_not_grounded_and_is_contradicted(engine):
    facts = [Fact("The Eiffel Tower was completed in 1889 for the World's Fair in Paris.")]
    resp = engine.check(CheckRequest("The Eiffel Tower was completed in 1925.", facts, Spec(enable_anti_citations=True)))
    assert not resp.claims[0].citation_indices
    assert resp.support_score < 0.5


def test_numeric_guard():
    from grounding.engine.core import numbers_supported

    assert not numbers_supported("Google was founded in September 1998.", "Google was founded in 1975.")
    assert numbers_supported("It carried over 1,500 people.", "It carried 1500 people.")
    assert numbers_supported("It was nominated for fourteen awards.", "It had 14 nominations.")
    assert numbers_supported("Released on December 19, 1997.", "It was released in 1997.")
    assert numbers_supported("No numbers here.", "No numbers here either.")


@pytest.mark.parametrize("sentence", ["今日は晴れですか、" * 24 + "？", "Feel free to ask, " * 24 + "feel free.", "该片于1997年上映，" * 24 + "你呢？"])
def test_reading_into_a_sentence_of_many_clauses_is_bounded(monkeypatch, sentence):
    """question_assertion and pleasantry_remainder read the parts of a sentence once each, at a bounded number of
    breaks: reading each part's parts again (engine 1.26's first version) took time exponential in the clauses (16
    clauses of 今日は晴れですか、 took half a second, 24 minutes). Counted, not timed."""
    from grounding.engine import claims

    calls = []
    real = claims._needs_check
    monkeypatch.setattr(claims, "_needs_check", lambda s, nested: calls.append(s) or real(s, nested))
    claims.needs_grounding_check(sentence)
    assert len(calls) <= 2 + claims._MAX_CLAUSE_CUTS


_MUSEUM = [{"factText": "The museum opens at 9 a.m. and closes at 5 p.m. every day except Monday. Admission is free for children under 12."}]


@pytest.mark.parametrize(
    "answer,facts,grounded",
    [
        # check batches 97 and 98 (twenty-ninth session): negations and counts of one in English; the first six were
        # grounded at 0.96-0.97 on 1.25
        ("Titanic won no Academy Awards.", None, False),
        ("Titanic did not win any Academy Awards.", None, False),
        ("Titanic was never released.", None, False),
        ("Kate Winslet did not star in Titanic.", None, False),
        ("Titanic won only one Academy Award.", None, False),
        ("Titanic won a single Academy Award.", None, False),
        ("Titanic won three Academy Awards.", None, False),
        ("Titanic won eleven Academy Awards.", None, True),
        ("Titanic won an Academy Award.", None, True),
        ("Titanic won several Academy Awards.", None, True),
        ("Titanic won more than ten Academy Awards.", None, True),  # 0.0 on 1.25: a bound read as another count
        ("Titanic won fewer than five Academy Awards.", None, False),
        ("The museum is not open on Mondays.", _MUSEUM, True),
        ("The museum is closed on Mondays.", _MUSEUM, True),
        ("Children under 12 do not pay for admission.", _MUSEUM, True),
        ("The museum never closes.", _MUSEUM, False),
        pytest.param(
            "Titanic was not directed by Steven Spielberg.",
            None,
            True,
            marks=pytest.mark.xfail(strict=True, reason="true, but a name the passage never writes rules the claim out, negated or not (0.0)"),
        ),
        pytest.param(
            "Children under 12 do not get free admission.",
            _MUSEUM,
            False,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the passage's except counts as a negation, so the negation rule does not read the claim, and the cross-encoder grounds it (0.97)",
            ),
        ),
    ],
)
def test_english_negations_and_counts_of_one(engine, answer, facts, grounded):
    from tests.grounding.test_multilingual_variations import EN

    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts or EN}))
    (claim,) = resp.claims
    assert bool(claim.citation_indices) is grounded, claim.support


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Titanic was directed by James Cameron.", "latin"),
        ("Hero was directed by 张艺谋.", "latin"),  # an English text with a name in Han characters
        ("タイタニックはジェームズ・キャメロンが監督した。", "ja"),
        ("《泰坦尼克号》由詹姆斯·卡梅隆执导。", "zh"),
        ("타이타닉은 제임스 캐머런이 감독했다.", "ko"),
        ("1997", "latin"),
    ],
)
def test_the_language_a_text_is_written_in(text, lang):
    from grounding.engine.text import writing_language

    assert writing_language(text) == lang


def test_a_chunk_in_another_language_than_the_claim_stays_a_candidate():
    """It shares no words with the claim by construction (タイタニック against 泰坦尼克号), and was dropped as off-topic
    before the model read it, so a fact in another language that grounds a claim went uncited."""
    from grounding.engine.chunking import chunk_facts
    from grounding.engine.selection import ChunkIndex, select_chunks

    facts = ["『タイタニック』はジェームズ・キャメロンが監督した。", "《泰坦尼克号》由詹姆斯·卡梅隆执导。", "東京は日本の首都である。"]
    index = ChunkIndex(chunk_facts(facts))
    picked = [c.chunk_id for c in select_chunks(index, ["タイタニックはジェームズ・キャメロンが監督した。"])[0]]
    assert {index.chunks[i].fact_index for i in picked} == {0, 1}
