"""A year of the passage put in another event's place (grounding.scorer.events, engine 1.15): the reading of
years tied to events in English, Japanese and Chinese, and claims written for these tests about the worked
examples' Titanic facts (in the three languages) and a few other passages, replayed through the engine with
the default model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grounding.engine.protojson import parse_check_request
from grounding.scorer.events import event_year_conflict, year_events

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples_multilingual.json").read_text(encoding="utf-8"))
TITANIC = {lang: SEEDS["fact_sets"][f"titanic_{lang}"] for lang in ("en", "ja", "zh")}
SOSEKI_JA = [{"factText": "夏目漱石は1867年に生まれ、1916年に死去した日本の小説家である。"}]
SOSEKI_EN = [{"factText": "Natsume Soseki was a Japanese novelist. He was born in 1867 and died in 1916."}]
GOOGLE_EN = [
    {
        "factText": "Google was founded in September 1998 by Larry Page and Sergey Brin while they were PhD students at "
        "Stanford University. It went public in 2004."
    }
]
GOOGLE_ZH = [{"factText": "谷歌由拉里·佩奇和谢尔盖·布林于1998年9月创立，2004年上市。"}]
EINSTEIN_EN = [{"factText": "Albert Einstein was born in 1879 and published his special theory of relativity in 1905. He died in 1955."}]
COMPANY_ZH = [{"factText": "该公司成立于1998年，2004年在纳斯达克上市，2015年推出了新产品。"}]
MOZART_EN = [{"factText": "Wolfgang Amadeus Mozart was born in 1756 and died in 1791 at the age of 35."}]
MOZART_JA = [{"factText": "モーツァルトは1756年に生まれ、1791年に35歳で亡くなった。"}]
TITANIC_3D = [{"factText": "Titanic was released in 1997. A 3D version was re-released in 2012. The film is about the sinking of the RMS Titanic in 1912."}]


@pytest.mark.parametrize(
    "text, want",
    [
        (
            "Titanic is a 1997 American epic romantic disaster movie. The movie is about the 1912 sinking of the RMS Titanic.",
            {"release": {"1997"}, "sinking": {"1912"}},
        ),
        ("The Little Prince is a 2015 English-language French-Italian 3D animated fantasy film.", {"release": {"2015"}}),
        ("It was released on December 19, 1997.", {"release": {"1997"}}),
        ("Google was founded in September 1998 by Larry Page.", {"founding": {"1998"}}),
        ("She was born in 1975 and died in 2020.", {"birth": {"1975"}, "death": {"2020"}}),
        ("『タイタニック』は1997年公開のアメリカ映画である。1912年のタイタニック号沈没事故を題材とした。", {"release": {"1997"}, "sinking": {"1912"}}),
        ("《泰坦尼克号》是一部1997年上映的美国电影，影片以1912年泰坦尼克号沉没事件为背景。", {"release": {"1997"}, "sinking": {"1912"}}),
        ("该片于1997年12月19日上映。", {"release": {"1997"}}),
        ("この映画は平成9年に公開された。", {"release": {"1997"}}),  # an era year is its Gregorian year
        ("夏目漱石は1867年に江戸で生まれた。", {"birth": {"1867"}}),
        ("In 1997, the film was released worldwide.", {"release": {"1997"}}),
        ("1997年、この映画が公開された。", {"release": {"1997"}}),
        ("1997年，该片在北美上映。", {"release": {"1997"}}),
        ("谷歌成立于1998年。", {"founding": {"1998"}}),
        # no event, or no year: nothing tied
        ("He appeared in films in the 1960s and 1970s.", {}),
        ("1990年代に多くの映画が公開された。", {}),  # a decade
        ("The movie won 11 Academy Awards in 1998.", {"award": {"1998"}}),
        ("Eric Bana passed away in 1968 before starring in his film.", {"death": {"1968"}}),  # the verb before the year
        ("They scooped the prizes at the 2005 Orange BAFTA Film Awards.", {"award": {"2005"}}),  # the phrase's last noun
        ("詹姆斯·卡梅隆于1997年执导了该片。", {"release": {"1997"}}),
        ("该片获得了11项奥斯卡奖。", {}),
        # a year that modifies a noun after it is that noun's, not an event word's before it (check batch 28)
        ("この映画の題材は1912年の海難事故である。", {}),
        ("该片的题材是1912年的海难。", {}),
        ("公開は1912年の春だ。", {"release": {"1912"}}),  # 春 is part of the year
        # a cleft with the year as its focus (thirty-fourth session: 映画が公開されたのは1912年です was grounded at 0.98)
        ("映画が公開されたのは1912年です。", {"release": {"1912"}}),
        ("タイタニック号が沈んだのは1912年だ。", {"sinking": {"1912"}}),
        # a year that says when something happened is the happening's after it, further off, not the topic's before it
        # (thirty-fifth session: この映画は1997年に起きたタイタニック号の沈没を描いている was grounded at 0.998)
        ("この映画は1912年に起きたタイタニック号の沈没を描いている。", {"sinking": {"1912"}}),
        ("この映画は、1912年に大西洋で起きたタイタニック号の沈没を描いている。", {"sinking": {"1912"}}),
        ("这部电影描写了1912年真实发生的泰坦尼克号沉船事件。", {"sinking": {"1912"}}),
        ("この映画は1912年に起きた火災事故を描いている。", {}),
        ("1997年に公開された映画で起きた出来事だ。", {"release": {"1997"}}),
    ],
)
def test_year_events(text, want):
    assert {ev: set(ys) for ev, ys in year_events(text).items()} == want


@pytest.mark.parametrize(
    "premise, claim, want",
    [
        ("Titanic is a 1997 movie about the 1912 sinking of the RMS Titanic.", "Titanic was released in 1912.", True),
        ("Titanic is a 1997 movie about the 1912 sinking of the RMS Titanic.", "Titanic was released in 1997.", False),
        ("Titanic is a 1997 movie about the 1912 sinking of the RMS Titanic.", "该片讲述了1997年泰坦尼克号沉没的故事。", True),
        ("『タイタニック』は1997年公開の映画である。1912年のタイタニック号沈没を描く。", "Titanic was released in 1912.", True),
        # a year the premise never writes is the number rules'
        ("Titanic is a 1997 movie about the 1912 sinking of the RMS Titanic.", "Titanic was released in 2005.", False),
        # a year the premise writes without an event may be another work's: an album of 1973, a single of 1998
        ("Half-Breed is an album by Cher, released in 1973. The collection also holds Believe (1998).", "Her single was released in 1998.", False),
        # two releases: either year is a release year
        ("Titanic was released in 1997 and re-released in 2012 after the 1912 centenary.", "Titanic was released in 2012.", False),
        # an event the premise ties to no year
        ("Titanic was directed by James Cameron in 1997.", "Titanic was released in 1997.", False),
    ],
)
def test_event_year_conflict(premise, claim, want):
    assert event_year_conflict(premise, claim) is want


CASES = [
    # English answers
    (TITANIC["en"], "Titanic was released in 1912.", [False]),
    (TITANIC["en"], "Titanic was released in 1997.", [True]),
    (TITANIC["en"], "The movie is about the 1997 sinking of the Titanic.", [False]),
    (TITANIC["en"], "The movie is about the 1912 sinking of the Titanic.", [True]),
    (TITANIC["en"], "The movie, which came out in 1912, stars Kate Winslet.", [False]),
    (TITANIC["en"], "Titanic, released in 1997, is about the 1912 sinking.", [True]),
    (TITANIC["en"], "Titanic is a 1912 film.", [False]),
    (TITANIC["en"], "The RMS Titanic sank in 1997.", [False]),
    (TITANIC["ja"], "Titanic was released in 1912.", [False]),
    (TITANIC["zh"], "Titanic was released in 1912.", [False]),
    (TITANIC["zh"], "The movie is about the 1997 sinking of the Titanic.", [False]),
    (TITANIC["ja"], "The movie is about the 1912 sinking of the Titanic.", [True]),
    (TITANIC["zh"], "The RMS Titanic sank in 1912.", [True]),
    (SOSEKI_JA, "Natsume Soseki was born in 1916.", [False]),
    (SOSEKI_JA, "Natsume Soseki died in 1916.", [True]),
    (SOSEKI_EN, "Natsume Soseki died in 1867.", [False]),
    (GOOGLE_EN, "Google was founded in 2004.", [False]),
    (GOOGLE_EN, "Google was founded in 1998.", [True]),
    (GOOGLE_ZH, "Google was founded in 2004.", [False]),
    (TITANIC_3D, "Titanic was released in 2012.", [True]),
    (TITANIC_3D, "Titanic was released in 1912.", [False]),
    # Japanese answers
    (TITANIC["en"], "この映画は1912年に公開された。", [False]),
    (TITANIC["en"], "この映画は1997年に公開された。", [True]),
    (TITANIC["en"], "この映画は1997年のタイタニック号沈没を描いている。", [False]),
    (TITANIC["en"], "タイタニック号は1997年に沈没した。", [False]),
    (TITANIC["ja"], "タイタニック号は1997年に沈没した。", [False]),
    (TITANIC["ja"], "『タイタニック』は1912年の映画である。", [False]),
    (TITANIC["ja"], "1997年に公開された映画で、1912年の沈没事故を描いている。", [True]),
    (SOSEKI_JA, "夏目漱石は1916年に生まれた。", [False]),
    (SOSEKI_JA, "夏目漱石は1867年に生まれた。", [True]),
    (SOSEKI_EN, "夏目漱石は1916年に生まれた。", [False]),
    (SOSEKI_EN, "夏目漱石は1916年に亡くなった。", [True]),
    # Chinese answers
    (TITANIC["en"], "该片于1912年上映。", [False]),
    (TITANIC["en"], "该片于1997年上映。", [True]),
    (TITANIC["en"], "该片讲述了1997年泰坦尼克号沉没的故事。", [False]),
    (TITANIC["en"], "泰坦尼克号于1912年沉没。", [True]),
    (TITANIC["zh"], "该片讲述了1997年泰坦尼克号沉没的故事。", [False]),
    (TITANIC["zh"], "泰坦尼克号于1997年沉没。", [False]),
    (TITANIC["zh"], "《泰坦尼克号》是一部1912年的电影。", [False]),
    (TITANIC["zh"], "该片1997年上映，讲述1912年的沉船事件。", [True]),
    (GOOGLE_EN, "谷歌成立于2004年。", [False]),
    (GOOGLE_ZH, "谷歌于1998年创立。", [True]),
    # other word orders: a year that opens its clause, an event before its year
    (TITANIC["en"], "In 1912, Titanic was released.", [False]),
    (TITANIC["en"], "In 1997, Titanic was released.", [True]),
    (TITANIC["en"], "Titanic hit theaters in 1912.", [False]),
    (TITANIC["en"], "Released in 1912, Titanic stars Kate Winslet.", [False]),
    (TITANIC["en"], "The film depicts the sinking of the RMS Titanic in 1997.", [False]),
    (TITANIC["en"], "It is a 1912 film about the 1997 sinking of the Titanic.", [False]),
    (TITANIC["ja"], "1912年、この映画が公開された。", [False]),
    (TITANIC["ja"], "1997年、この映画が公開された。", [True]),
    (TITANIC["ja"], "公開は1912年である。", [False]),
    (TITANIC["ja"], "タイタニック号が沈没したのは1997年である。", [False]),
    (TITANIC["ja"], "タイタニック号が沈没したのは1912年である。", [True]),
    (TITANIC["zh"], "1912年，该片上映。", [False]),
    (TITANIC["zh"], "1997年，该片上映。", [True]),
    (TITANIC["zh"], "泰坦尼克号沉没于1997年。", [False]),
    (TITANIC["zh"], "泰坦尼克号沉没于1912年。", [True]),
    (TITANIC["en"], "这部电影于1912年首映。", [False]),
    (SOSEKI_EN, "In 1916, Natsume Soseki was born.", [False]),
    (SOSEKI_EN, "漱石生于1916年。", [False]),
    (SOSEKI_EN, "漱石于1916年去世。", [True]),
    # other passages (batch 16, a check written after the rule); Mozart is モーツァルト (a z sounded ts)
    (EINSTEIN_EN, "Einstein published the special theory of relativity in 1905.", [True]),
    (EINSTEIN_EN, "Einstein was born in 1905.", [False]),
    (EINSTEIN_EN, "アインシュタインは1955年に生まれた。", [False]),
    (EINSTEIN_EN, "爱因斯坦于1955年去世。", [True]),
    (COMPANY_ZH, "该公司于2004年上市。", [True]),
    (COMPANY_ZH, "该公司成立于2004年。", [False]),
    (COMPANY_ZH, "The company went public in 1998.", [False]),
    (MOZART_EN, "Mozart died in 1756.", [False]),
    (MOZART_EN, "モーツァルトは1791年に亡くなった。", [True]),
    (MOZART_EN, "莫扎特于1791年出生。", [False]),
    (MOZART_JA, "Mozart died in 1791.", [True]),
    (MOZART_JA, "Mozart was born in 1791.", [False]),
]


@pytest.mark.parametrize("facts, answer, want", CASES, ids=[f"{i}-{c[1][:30]}" for i, c in enumerate(CASES)])
def test_event_years_through_the_engine(engine, facts, answer, want):
    req = parse_check_request({"answerCandidate": answer, "facts": facts, "groundingSpec": {"enableClaimLevelScore": True}})
    claims = [c for c in engine.check(req).claims if c.grounding_check_required]
    assert [bool(c.citation_indices) for c in claims] == want, [(c.text if hasattr(c, "text") else "", c.support) for c in claims]
