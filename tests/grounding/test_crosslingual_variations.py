"""Answers in Japanese or Chinese checked against facts in English, and English answers against Japanese
facts (the stretch cases of the multilingual worked examples), written for these tests: the guide's
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
JURASSIC_EN = [
    {
        "factText": "Jurassic Park is a 1993 American science fiction film directed by Steven Spielberg, based on the "
        "novel by Michael Crichton. It stars Sam Neill and Laura Dern. The score was composed by John Williams."
    }
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
]

#: (facts, answer) the shipped scorer gets wrong, with why (strict: a fix makes the test fail until the entry goes);
#: the facts by identity, since one answer is asked of several passages
KNOWN_GAPS = {
    (
        id(TITANIC_JA),
        "Kate Winslet directed the film.",
    ): "a person of the passage in another role, across languages: the role rule reads CJK claims only, and the cross-encoder grounds it (0.99)",
    (
        id(TORONTO_JA),
        "Ottawa is the capital of Ontario.",
    ): "Ottawa reads as romanised Japanese (o-tta-wa), a name a Japanese passage would write in kanji, so translit.unmatched_latin_names does not look for it in katakana; the cross-encoder grounds it (0.99)",
    (
        id(TITANIC_ZH),
        "Titanic was directed by James Cameron.",
    ): "an English claim about a Chinese passage's person: the cross-encoder does not match James Cameron to 詹姆斯·卡梅隆 (0.14), and Chinese transliterations are not compared by rule",
    (
        id(TITANIC_EN),
        "ジェームズ・キャメロンが主演した。",
    ): "a person of the passage in another role, across languages: the role rule (cjk.role_conflict) reads CJK passages only, and the multilingual cross-encoder grounds 'James Cameronが主演した' against 'It stars Kate Winslet and Leonardo DiCaprio' (0.99)",
    (
        id(JURASSIC_EN),
        "ジョン・ウィリアムズが監督した。",
    ): "a person of the passage in another role, across languages (as ジェームズ・キャメロンが主演した): the cross-encoder grounds it (0.99)",
    (
        id(TITANIC_EN),
        "タイタニックは1912年のタイタニック号沈没を描いている。",
    ): "the cross-encoder does not ground 'Titanicは1912年のTitanic号沈没を描いている' even against its sentence 'The movie is about the 1912 sinking of the RMS Titanic' (0.43 before calibration)",
    (
        id(TITANIC_EN),
        "《泰坦尼克号》由詹姆斯·卡梅隆执导。",
    ): "Chinese transliterations are not matched to the English spelling (grounding.scorer.translit compares katakana only), and the cross-encoder does not ground a Chinese claim about an English passage's person (0.16)",
    (
        id(TITANIC_EN),
        "该片由布拉德·皮特和凯特·温斯莱特主演。",
    ): "Chinese transliterations are not matched to the English spelling, so no rule sees that 布拉德·皮特 is not in the passage, and the cross-encoder grounds it (0.97)",
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
