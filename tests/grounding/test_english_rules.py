"""The rules of grounding.scorer.english, and the cross-language rules added beside them in engine 1.29, read on
sentences written for these tests (films and a novel; no benchmark rows); the engine-level cases of the same kinds
are in test_crosslingual_variations.py (check batches 127 to 129) and below."""

from __future__ import annotations

import pytest

from grounding.benchmark import TITANIC_BODY
from grounding.engine.protojson import parse_check_request, response_to_json
from grounding.scorer.cjk import english_claim_roles, english_passage_people_roles, translated_prize_conflict
from grounding.scorer.english import (
    english_agent_conflict,
    english_antonym_conflict,
    english_award_count_conflict,
    english_count_conflict,
    english_day_conflict,
    english_decades_as_premise,
    english_genre_conflict,
    english_name_swap,
    english_possessive_maker_conflict,
    english_prize_aliases,
    english_profession_conflict,
    english_review_support,
    english_role_conflict,
    english_role_support,
    negation_across_languages,
    review_conflict,
    review_support_across_languages,
)

GUIDE = TITANIC_BODY["facts"][0]["factText"]
SHIP = TITANIC_BODY["facts"][1]["factText"]


def _cited(engine, facts, answer) -> list[bool]:
    """Whether each claim of ``answer`` that the engine checks is cited, through the public request and response shape."""
    body = {"answerCandidate": answer, "facts": facts, "groundingSpec": {"enableClaimLevelScore": True}}
    resp = response_to_json(engine.check(parse_check_request(body)))
    return [bool(c.get("citationIndices")) for c in resp["claims"] if c.get("groundingCheckRequired", True)]


def _with_gaps(cases, gaps: dict[str, str]) -> list:
    """``(facts, answer, grounded)`` cases as parameters, those whose answer is in ``gaps`` strict expected failures with
    the reason given there."""
    return [pytest.param(f, a, g, marks=[pytest.mark.xfail(strict=True, reason=gaps[a])] if a in gaps else []) for f, a, g in cases]


HEIST = "Nightfall is a 2014 heist film written and directed by Maria Olsen. It stars Tomas Berg and Ana Ruiz. It won two BAFTA Awards."


def test_the_film_roles_of_an_english_passage_and_claim():
    assert english_passage_people_roles(GUIDE) == {
        "James Cameron": ["direct", "write", "produce"],
        "Kate Winslet": ["star"],
        "Leonardo DiCaprio": ["star"],
    }
    assert english_passage_people_roles(HEIST) == {"Maria Olsen": ["write", "direct"], "Tomas Berg": ["star"], "Ana Ruiz": ["star"]}
    assert english_claim_roles("James Cameron wrote and directed Titanic.") == [("James Cameron", "write"), ("James Cameron", "direct")]
    assert english_claim_roles("It was written and produced by Ana Ruiz and Tomas Berg.") == [
        ("Ana Ruiz", "write"),
        ("Tomas Berg", "write"),
        ("Ana Ruiz", "produce"),
        ("Tomas Berg", "produce"),
    ]
    # a name with a capital inside it is a name (DiCaprio)
    assert english_claim_roles("Leonardo DiCaprio directed Titanic.") == [("Leonardo DiCaprio", "direct")]
    assert english_claim_roles("The film is about the sinking.") == []


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        (GUIDE, "Leonardo DiCaprio directed Titanic.", True),
        (GUIDE, "Titanic was directed by Kate Winslet.", True),
        (GUIDE, "James Cameron starred in Titanic.", True),
        (GUIDE, "The film was produced by Leonardo DiCaprio.", True),
        (GUIDE, "James Cameron directed Titanic.", False),
        (GUIDE, "Kate Winslet starred in Titanic.", False),
        (GUIDE, "Steven Spielberg directed Titanic.", False),  # a person the passage never names: not this rule's
        (HEIST, "Tomas Berg wrote the film.", True),
        (HEIST, "Maria Olsen wrote and directed it.", False),
        # a role the passage gives nobody, for a person it gives others: not stated (Olsen produced it)
        (HEIST, "Maria Olsen produced the film.", True),
        # ... unless the passage writes that role in words no pattern reads
        ("Nightfall was directed by Maria Olsen, who also produced it.", "Maria Olsen produced the film.", False),
        # a person named without a role: any role but directing is not stated (James Cameron's "Titanic")
        (SHIP, "James Cameron starred in Titanic.", True),
        (SHIP, "James Cameron directed Titanic.", False),
        ("Toronto is the capital of Ontario.", "Kate Winslet starred in Titanic.", False),
    ],
)
def test_english_role_conflict(premise, claim, conflict):
    assert english_role_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise, claim, support",
    [
        (GUIDE, "James Cameron wrote the screenplay.", True),
        (GUIDE, "James Cameron wrote and directed Titanic.", True),
        (GUIDE, "Titanic stars Kate Winslet and Leonardo DiCaprio.", True),
        (GUIDE, "James Cameron directed Avatar.", False),  # a title the passage does not write
        (GUIDE, "James Cameron wrote the screenplay in 1995.", False),  # more than roles
        (GUIDE, "Kate Winslet wrote the screenplay.", False),
        (HEIST, "Ana Ruiz starred in Nightfall.", True),
    ],
)
def test_english_role_support(premise, claim, support):
    assert english_role_support(premise, claim) is support


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("It won 14 Academy Awards.", True),
        ("It won fourteen Academy Awards.", True),
        ("It was nominated for 11 Academy Awards.", True),
        ("It was nominated for 14 Academy Awards.", False),
        ("It won 11 Academy Awards.", False),
        ("It won 11 Academy Awards and was nominated for 14.", False),
    ],
)
def test_english_award_count_conflict(claim, conflict):
    assert english_award_count_conflict(GUIDE, claim) is conflict
    # a passage that counts no nominations rules nothing out this way
    assert not english_award_count_conflict(HEIST, claim)


def test_english_prize_aliases_write_the_passages_name():
    assert english_prize_aliases(GUIDE, "It won eleven Oscars.") == "It won eleven Academy Awards."
    assert english_prize_aliases("It won two Oscars.", "It won two Academy Awards.") == "It won two Oscars."
    assert english_prize_aliases(HEIST, "It won an Oscar.") == "It won an Oscar."  # the passage names neither
    # a first name is no prize
    assert english_prize_aliases(GUIDE, "Oscar Isaac starred in it.") == "Oscar Isaac starred in it."
    assert english_prize_aliases(GUIDE, "It won an Oscar for Best Picture.") == "It won an Academy Award for Best Picture."


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        (GUIDE, "The movie received negative reviews.", True),
        (GUIDE, "The movie received positive reviews.", False),
        ("The plan drew unfavourable comments.", "The plan drew favourable comments.", True),
        ("Reviews were mixed: some positive, some negative.", "Some reviews were negative.", False),
        (SHIP, "She was the smallest liner of her era.", True),  # the largest moving object ever built
        ("She was the most luxurious liner of her era.", "She was the smallest liner of her era.", False),  # no superlative of a pair
    ],
)
def test_english_antonym_conflict(premise, claim, conflict):
    assert english_antonym_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        (GUIDE, "该片遭到了评论界的差评。", True),
        (GUIDE, "この映画は酷評された。", True),
        (GUIDE, "The film was panned by critics.", True),
        (GUIDE, "该片获得了好评。", False),
        ("该片上映后获得一致好评。", "The film received negative reviews.", True),
        ("Reviews were mixed: some positive reviews, some negative reviews.", "The film received negative reviews.", False),
        ("Toronto is the capital of Ontario.", "The film was panned by critics.", False),
    ],
)
def test_review_conflict_in_any_two_languages(premise, claim, conflict):
    assert review_conflict(premise, claim) is conflict


ZH = "《泰坦尼克号》是一部1997年上映的美国电影，由詹姆斯·卡梅隆执导、编剧并参与制作。该片获得了11项奥斯卡奖。"
JA = "『タイタニック』は1997年公開のアメリカ映画である。監督・脚本・製作はジェームズ・キャメロン。アカデミー賞11部門を受賞した。"


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        (ZH, "James Cameron did not direct the film.", True),
        (ZH, "James Cameron directed the film.", False),
        (ZH, "James Cameron directed not only this film.", False),
        (JA, "詹姆斯·卡梅隆没有执导该片。", True),
        (ZH, "キャメロンはこの映画を監督しなかった。", True),
        (GUIDE, "该片不是詹姆斯·卡梅隆执导的。", True),
        (GUIDE, "该片由詹姆斯·卡梅隆执导。", False),
        ("The film was not released in France.", "该片没有在法国上映。", False),  # the passage negates too
        (ZH, "该片没有获得奥斯卡奖。", False),  # one language: negation_conflict's
    ],
)
def test_negation_across_languages(premise, claim, conflict):
    assert negation_across_languages(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        (JA, "该片获得了11项金球奖。", True),
        (ZH, "It won 11 Golden Globe Awards.", True),
        (GUIDE, "该片获得了11项金球奖。", True),
        (JA, "该片获得了11项奥斯卡奖。", False),
        (ZH, "It won 11 Oscars.", False),
        (ZH, "该片获得了11项金球奖。", False),  # one language: typed_conflict's
        ("Toronto is the capital of Ontario.", "该片获得了11项金球奖。", False),  # the passage names no prize
    ],
)
def test_translated_prize_conflict(premise, claim, conflict):
    assert translated_prize_conflict(premise, claim) is conflict


@pytest.mark.parametrize(
    "premise, claim, want",
    [
        # a country in katakana against a Chinese passage that names it in Han characters
        (ZH, "『タイタニック』はアメリカの映画だ。", True),
        (ZH, "『タイタニック』はフランスの映画だ。", False),
        # a Japanese claim's title written as the Chinese passage's: the name is tied to 監督, not to the title
        (ZH, "ジェームズ・キャメロンがタイタニックを監督した。", True),
        (ZH, "レオナルド・ディカプリオがタイタニックを監督した。", False),
    ],
)
def test_rule_bounds_across_japanese_and_chinese(premise, claim, want):
    from grounding.scorer.model import RULE_CAP, _rule_bounds

    cap, _ = _rule_bounds(premise, claim)
    assert (cap > RULE_CAP) is want


# the guide's Titanic facts against English claims that put its people in other roles, its nominations in the
# place of its wins, its reviews the other way round, and true claims in other words (check batch 128)
GUIDE_CASES = [
    ("Leonardo DiCaprio directed Titanic.", False),
    ("Titanic was directed by Kate Winslet.", False),
    ("James Cameron starred in Titanic.", False),
    ("Kate Winslet wrote the screenplay.", False),
    ("The film was produced by Leonardo DiCaprio.", False),
    ("It was nominated for 11 Academy Awards.", False),
    ("It won 14 Academy Awards.", False),
    ("The movie received negative reviews.", False),
    ("James Cameron wrote the screenplay.", True),
    ("James Cameron wrote and directed Titanic.", True),
    ("It won eleven Oscars.", True),
    ("It was nominated for 14 Academy Awards.", True),
    ("Kate Winslet and Leonardo DiCaprio starred in it.", True),
    ("Titanic was directed by James Cameron and starred Kate Winslet.", True),
    ("The movie was released on December 19, 1997.", True),
    ("The ship sank in the Pacific Ocean.", False),
]


@pytest.mark.parametrize("answer, grounded", GUIDE_CASES)
def test_guide_variations_in_english(engine, answer, grounded):
    assert _cited(engine, TITANIC_BODY["facts"], answer) == [grounded], answer


# check batch 129: other films' and a novel's facts against English claims of the same kinds (written after the rules
# for the guide's facts, as a check of them)
INCEPTION = "Inception is a 2010 science fiction film written and directed by Christopher Nolan. It stars Leonardo DiCaprio, Joseph Gordon-Levitt and Elliot Page. The music was composed by Hans Zimmer. It won four Academy Awards."
GODFATHER = "The Godfather is a 1972 American crime film directed by Francis Ford Coppola. It stars Marlon Brando and Al Pacino. The music was composed by Nino Rota. It won three Academy Awards."
PARASITE = (
    "Parasite is a 2019 South Korean black comedy thriller film directed by Bong Joon-ho, who also co-wrote the screenplay with Han Jin-won. "
    "It stars Song Kang-ho and Choi Woo-shik. It won four Academy Awards, including Best Picture, and received six nominations. "
    "Critics gave it widespread acclaim."
)
NOVEL = "Pride and Prejudice is a novel by Jane Austen, published in 1813. It was adapted into a 2005 film directed by Joe Wright and starring Keira Knightley."
OTHER_CASES = [
    (INCEPTION, "Leonardo DiCaprio directed Inception.", False),
    (INCEPTION, "Christopher Nolan wrote the screenplay.", True),
    (INCEPTION, "Christopher Nolan wrote and directed Inception.", True),
    (INCEPTION, "Christopher Nolan starred in Inception.", False),
    (INCEPTION, "Hans Zimmer directed the film.", False),
    (INCEPTION, "Elliot Page starred in Inception.", True),
    (INCEPTION, "Inception was written by Joseph Gordon-Levitt.", False),
    (INCEPTION, "It won four Oscars.", True),
    (INCEPTION, "It won five Oscars.", False),
    (INCEPTION, "Joseph Gordon-Levitt appears in the film.", True),
    (GODFATHER, "Al Pacino directed The Godfather.", False),
    (GODFATHER, "The Godfather was directed by Francis Ford Coppola.", True),
    (GODFATHER, "Francis Ford Coppola starred in The Godfather.", False),
    (GODFATHER, "Marlon Brando and Al Pacino starred in it.", True),
    (GODFATHER, "Nino Rota composed the music.", True),
    (GODFATHER, "The Godfather won three Oscars.", True),
    (GODFATHER, "Marlon Brando produced the film.", False),
    (PARASITE, "Parasite was directed by Bong Joon-ho.", True),
    (PARASITE, "Song Kang-ho directed Parasite.", False),
    (PARASITE, "Bong Joon-ho co-wrote the screenplay.", True),
    (PARASITE, "Parasite won six Academy Awards.", False),
    (PARASITE, "Parasite was nominated for six Academy Awards.", True),
    (PARASITE, "Parasite was nominated for four Academy Awards.", False),
    (PARASITE, "Critics gave it negative reviews.", False),
    (PARASITE, "Parasite is a South Korean film.", True),
    (PARASITE, "Choi Woo-shik starred in Parasite.", True),
    (NOVEL, "Jane Austen wrote Pride and Prejudice.", True),
    (NOVEL, "Joe Wright directed the 2005 film.", True),
    (NOVEL, "Keira Knightley directed the 2005 film.", False),
    (NOVEL, "Pride and Prejudice was published in 1813.", True),
]


@pytest.mark.parametrize("fact, answer, grounded", OTHER_CASES)
def test_other_films_in_english(engine, fact, answer, grounded):
    assert _cited(engine, [{"factText": fact}], answer) == [grounded], answer


# check batch 130: credits in other forms (a film "by" its director, a voice, a composer, a play and its revival),
# written after the rules, mostly true claims the rules might wrongly rule out
LADY_BIRD = "Directed by Greta Gerwig and starring Saoirse Ronan, Lady Bird premiered in 2017. Gerwig also wrote the screenplay. The film received five Academy Award nominations but won none."
THRILLER = "The album was produced by Quincy Jones and released in 1982. Michael Jackson wrote four of its songs. It won eight Grammy Awards."
SPIRITED = "Spirited Away is a 2001 animated film written and directed by Hayao Miyazaki. Rumi Hiiragi voices the lead character, Chihiro. The film won the Academy Award for Best Animated Feature."
BELOVED = "The novel Beloved was written by Toni Morrison and published in 1987. It won the Pulitzer Prize for Fiction in 1988. A film adaptation starring Oprah Winfrey was released in 1998."
CASABLANCA = "Casablanca, a 1942 film by Michael Curtiz, stars Humphrey Bogart and Ingrid Bergman. Max Steiner composed the score. It received positive reviews and won three Oscars."
SALESMAN = "The play was written by Arthur Miller. Dustin Hoffman played Willy Loman in the 1984 revival, which was directed by Michael Rudman."
CREDIT_CASES = [
    (LADY_BIRD, "Greta Gerwig directed Lady Bird.", True),
    (LADY_BIRD, "Greta Gerwig wrote the screenplay.", True),
    (LADY_BIRD, "Saoirse Ronan starred in Lady Bird.", True),
    (LADY_BIRD, "Saoirse Ronan directed Lady Bird.", False),
    (LADY_BIRD, "Lady Bird was nominated for five Academy Awards.", True),
    (LADY_BIRD, "Lady Bird won five Academy Awards.", False),
    (LADY_BIRD, "Greta Gerwig wrote and directed Lady Bird.", True),
    (THRILLER, "Quincy Jones produced the album.", True),
    (THRILLER, "Michael Jackson produced the album.", False),
    (THRILLER, "The album won eight Grammys.", True),
    (THRILLER, "Michael Jackson wrote four of its songs.", True),
    (SPIRITED, "Hayao Miyazaki wrote and directed Spirited Away.", True),
    (SPIRITED, "Rumi Hiiragi directed Spirited Away.", False),
    (SPIRITED, "Rumi Hiiragi starred in Spirited Away.", True),
    (SPIRITED, "Spirited Away won an Oscar.", True),
    (BELOVED, "Toni Morrison wrote Beloved.", True),
    (BELOVED, "Oprah Winfrey wrote Beloved.", False),
    (BELOVED, "Oprah Winfrey starred in the film adaptation.", True),
    (BELOVED, "Beloved won the Pulitzer Prize in 1988.", True),
    (CASABLANCA, "Michael Curtiz directed Casablanca.", True),
    (CASABLANCA, "Humphrey Bogart directed Casablanca.", False),
    (CASABLANCA, "Max Steiner composed the score for Casablanca.", True),
    (CASABLANCA, "Ingrid Bergman starred in Casablanca.", True),
    (CASABLANCA, "Casablanca won three Academy Awards.", True),
    (CASABLANCA, "Casablanca received negative reviews.", False),
    (CASABLANCA, "Max Steiner starred in Casablanca.", False),
    (SALESMAN, "Arthur Miller wrote the play.", True),
    (SALESMAN, "Dustin Hoffman starred in the 1984 revival.", True),
    (SALESMAN, "Michael Rudman directed the 1984 revival.", True),
    (SALESMAN, "Dustin Hoffman directed the 1984 revival.", False),
    (SALESMAN, "Dustin Hoffman wrote the play.", False),
]
CREDIT_GAPS = {
    "Dustin Hoffman directed the 1984 revival.": "the sentence that names Hoffman also says 'directed' (of Rudman), so the rule for a person named "
    "with no role holds back, and the cross-encoder grounds the claim (0.98)",
}


@pytest.mark.parametrize(
    "fact, answer, grounded",
    _with_gaps(CREDIT_CASES, CREDIT_GAPS),
)
def test_credits_in_other_forms(engine, fact, answer, grounded):
    assert _cited(engine, [{"factText": fact}], answer) == [grounded], answer


GOOGLE = "Google was founded in September 1998 by Larry Page and Sergey Brin while they were PhD students at Stanford University."


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Google was founded by Larry Page and Bill Gates.", True),
        ("Bill Gates founded Google.", True),
        ("Google was founded by Larry Page, Sergey Brin and Eric Schmidt.", True),
        ("Google was founded by Stanford professors.", True),
        ("Google was founded by Larry Page and Sergey Brin in 1998.", False),
        ("Larry Page founded Google.", False),
        ("Sergey Brin co-founded Google.", False),
        ("In September, Google was founded by Larry Page.", False),  # a month is no one
        ("Google was not founded by Bill Gates.", False),  # a negation is not read
        ("Google was designed by Bill Gates.", False),  # another verb than the passage's
    ],
)
def test_english_agent_conflict(claim, conflict):
    assert english_agent_conflict(GOOGLE, claim) is conflict


@pytest.mark.parametrize(
    "premise, claim, conflict",
    [
        # a description before the maker, on either side
        ("It was designed by renowned Bay Area architect John Galen Howard in 1915.", "It was designed by American architect John Galen Howard.", False),
        ("It was designed by renowned Bay Area architect John Galen Howard in 1915.", "It was designed by Frank Lloyd Wright.", True),
        # initials, and a name by its initials
        ("Cthulhu was created by H. P. Lovecraft in 1928.", "Cthulhu was created by Lovecraft.", False),
        ("The title was created by the wrestling promotion WWE in 2013.", "The title was created by World Wrestling Entertainment, Inc.", False),
        ("The novel was published in 1997 by Bloomsbury.", "The novel was published in 1997 by Scholastic.", True),
    ],
)
def test_english_agent_conflict_reads_descriptions_and_initials(premise, claim, conflict):
    assert english_agent_conflict(premise, claim) is conflict


def test_english_decades_as_the_passages_year():
    assert english_decades_as_premise(GOOGLE, "Google was founded in the 1990s.") == "Google was founded in 1998."
    assert english_decades_as_premise(GOOGLE, "Google was founded in the late 1990s.") == "Google was founded in 1998."
    assert english_decades_as_premise(GOOGLE, "Google was founded in the early 1990s.") == "Google was founded in the early 1990s."
    assert english_decades_as_premise(GOOGLE, "Google was founded in the 1980s.") == "Google was founded in the 1980s."
    assert english_decades_as_premise("No year here.", "It was founded in the 1990s.") == "It was founded in the 1990s."


# check batch 131: the guide's other worked examples (Toronto under Wikipedia, Google's founders) and the Titanic facts
# in longer sentences
TORONTO = [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Wikipedia"}}]
GOOGLE_FACTS = [{"factText": GOOGLE}]
WORKED_CASES = [
    (TORONTO, "Toronto is the capital of Quebec.", False),
    (TORONTO, "Ottawa is the capital of Ontario.", False),
    (TORONTO, "Toronto is the largest city in Ontario.", False),
    (TORONTO, "According to Wikipedia, Toronto is Ontario's capital.", True),
    (TORONTO, "Wikipedia says Ontario's capital is Toronto.", True),
    (TORONTO, "Britannica says that Toronto is the capital of Ontario.", False),
    (TORONTO, "Toronto is not the capital of Ontario.", False),
    (TORONTO, "The capital of Ontario is Toronto.", True),
    (TORONTO, "Toronto is the capital of Canada.", False),
    (GOOGLE_FACTS, "Google was founded by Larry Page and Sergey Brin in 1998.", True),
    (GOOGLE_FACTS, "Google was founded by Larry Page in 1998.", True),
    (GOOGLE_FACTS, "Google was founded by Larry Page and Sergey Brin in September 1998.", True),
    (GOOGLE_FACTS, "Google was founded in October 1998.", False),
    (GOOGLE_FACTS, "Google was founded by Larry Page and Bill Gates.", False),
    (GOOGLE_FACTS, "Google was founded by Sergey Brin and Larry Page at Harvard University.", False),
    (GOOGLE_FACTS, "Larry Page and Sergey Brin were PhD students at Stanford when they founded Google.", True),
    (GOOGLE_FACTS, "Google was founded by Stanford professors.", False),
    (GOOGLE_FACTS, "Larry Page founded Google alone.", False),
    (GOOGLE_FACTS, "Google was founded by Larry Page, Sergey Brin and Eric Schmidt.", False),
    (GOOGLE_FACTS, "Sergey Brin co-founded Google.", True),
    (GOOGLE_FACTS, "Google was founded in the 1990s.", True),
    (GOOGLE_FACTS, "Google was founded by two Stanford PhD students.", True),
    (GOOGLE_FACTS, "Google was founded by three Stanford PhD students.", False),
    (TITANIC_BODY["facts"], "Titanic was directed by James Cameron, who also wrote it.", True),
    (TITANIC_BODY["facts"], "Titanic, directed by James Cameron, was released in 1997.", True),
    (TITANIC_BODY["facts"], "Titanic, directed by Kate Winslet, was released in 1997.", False),
    (TITANIC_BODY["facts"], "The film stars Leonardo DiCaprio and James Cameron.", False),
    (TITANIC_BODY["facts"], "It was co-produced by Kate Winslet.", False),
    (TITANIC_BODY["facts"], "The movie was released in 1997 and won 14 Academy Awards.", False),
    (TITANIC_BODY["facts"], "It was nominated for fourteen Academy Awards and won eleven.", True),
    (TITANIC_BODY["facts"], "The sinking of the Titanic killed over 15,000 people.", False),
    (TITANIC_BODY["facts"], "The Titanic was the smallest ship of her era.", False),
    (TITANIC_BODY["facts"], "Kate Winslet starred alongside Brad Pitt.", False),
]
WORKED_GAPS = {
    "Google was founded by Sergey Brin and Larry Page at Harvard University.": "the founders are the passage's; the place (Harvard against "
    "Stanford) is compared by no rule, and the cross-encoder grounds it",
}


@pytest.mark.parametrize(
    "facts, answer, grounded",
    _with_gaps(WORKED_CASES, WORKED_GAPS),
)
def test_worked_examples_variations_in_english(engine, facts, answer, grounded):
    # the answer is grounded when every claim it checks is cited (some answers here split into two claims)
    cited = _cited(engine, facts, answer)
    assert cited and all(cited) is grounded, answer


@pytest.mark.parametrize(
    "premise, claim, swapped",
    [
        ("Toronto is the capital of Ontario.", "Ottawa is the capital of Ontario.", True),
        ("Toronto is the capital of Ontario.", "Toronto is the capital of Quebec.", True),
        (GOOGLE, "Google was founded in September 1998 by Larry Page and Sergey Brin while they were PhD students at Harvard University.", True),
        ("Toronto is the capital of Ontario.", "Toronto is the capital of Ontario.", False),
        ("Toronto is the capital of Ontario.", "It is the capital of Ontario.", False),  # a pronoun
        ("Karen Lucille Hale is an American actress and singer.", "Lucy Hale is an American actress and singer.", False),  # a form of the name
        ("A car bomb exploded near Baji.", "A car bomb exploded near Beiji.", False),  # a spelling
        # a word of a closed kind in another of its kind's place, in a copied sentence; not one of the same value
        ("Toronto is the capital of Ontario.", "Toronto is the largest city in Ontario.", True),
        ("Tim Cook is the CEO of Apple.", "Tim Cook is the founder of Apple.", True),
        ("The leaves turn red in autumn.", "The leaves turn red in spring.", True),
        ("Tim Cook is the chief executive of Apple.", "Tim Cook is the CEO of Apple.", False),
        ("The leaves turn red in autumn.", "The leaves turn red in fall.", False),
        ("Toronto is the capital of Ontario.", "Toronto is the capital city of Ontario.", False),
        # a claim that keeps too little of a long sentence
        ("Estonia, officially the Republic of Estonia, is a country in the Baltic region of Northern Europe.", "Estonia is in Northern Asia.", False),
    ],
)
def test_english_name_swap(premise, claim, swapped):
    assert english_name_swap(premise, claim) is swapped


# check batch 132: new passages (a tower, a firm, a mission, a novel and its film, a river), written after the rules:
# copies of a sentence with one name changed, superlatives, decades, makers, roles
B132_EIFFEL = [
    {
        "factText": "The Eiffel Tower is a wrought-iron lattice tower in Paris, France. It was designed by the engineering company of Gustave Eiffel and built between 1887 and 1889. At 330 metres, it was the tallest man-made structure in the world until 1930."
    }
]
B132_APPLE = [
    {
        "factText": "Apple was founded by Steve Jobs, Steve Wozniak and Ronald Wayne in April 1976 in Los Altos, California. Its first product was the Apple I computer."
    }
]
B132_APOLLO = [
    {
        "factText": "Apollo 11 was the first crewed mission to land on the Moon. Neil Armstrong and Buzz Aldrin landed on July 20, 1969, while Michael Collins stayed in orbit. The mission was launched from the Kennedy Space Center in Florida."
    }
]
B132_NOVEL = [
    {
        "factText": "Harry Potter and the Philosopher's Stone is a fantasy novel written by J. K. Rowling and published in 1997 by Bloomsbury. The 2001 film adaptation was directed by Chris Columbus and stars Daniel Radcliffe, Rupert Grint and Emma Watson."
    }
]
B132_NILE = [
    {"factText": "The Nile is the longest river in Africa. It flows north into the Mediterranean Sea. Cairo, the capital of Egypt, lies on its banks."}
]
B132_CASES = [
    (B132_EIFFEL, "The Eiffel Tower is a wrought-iron lattice tower in Lyon, France.", False),
    (B132_EIFFEL, "The Eiffel Tower is in Paris.", True),
    (B132_EIFFEL, "It was designed by the company of Gustave Eiffel.", True),
    (B132_EIFFEL, "It was designed by Thomas Edison.", False),
    (B132_EIFFEL, "It was built between 1887 and 1889.", True),
    (B132_EIFFEL, "It was built in the 1880s.", True),
    (B132_EIFFEL, "It was built in the 1920s.", False),
    (B132_EIFFEL, "It was the shortest man-made structure in the world until 1930.", False),
    (B132_EIFFEL, "It was the tallest man-made structure in the world until 1930.", True),
    (B132_APPLE, "Apple was founded by Steve Jobs and Bill Gates.", False),
    (B132_APPLE, "Apple was founded by Steve Jobs, Steve Wozniak and Ronald Wayne.", True),
    (B132_APPLE, "Steve Wozniak co-founded Apple.", True),
    (B132_APPLE, "Apple was founded in the 1970s.", True),
    (B132_APPLE, "Apple was founded in April 1976 in Cupertino, California.", False),
    (B132_APPLE, "Its first product was the Apple II computer.", False),
    (B132_APPLE, "Apple was founded in Los Altos.", True),
    (B132_APOLLO, "Apollo 11 was the first crewed mission to land on the Moon.", True),
    (B132_APOLLO, "Apollo 11 was the first crewed mission to land on Mars.", False),
    (B132_APOLLO, "Michael Collins landed on the Moon.", False),
    (B132_APOLLO, "Neil Armstrong and Buzz Aldrin landed on the Moon in 1969.", True),
    (B132_APOLLO, "The mission was launched from Vandenberg Air Force Base in California.", False),
    (B132_APOLLO, "The mission was launched from the Kennedy Space Center.", True),
    (B132_NOVEL, "J. K. Rowling wrote Harry Potter and the Philosopher's Stone.", True),
    (B132_NOVEL, "Chris Columbus wrote the novel.", False),
    (B132_NOVEL, "The film was directed by Chris Columbus.", True),
    (B132_NOVEL, "The film was directed by Daniel Radcliffe.", False),
    (B132_NOVEL, "Emma Watson starred in the 2001 film.", True),
    (B132_NOVEL, "The novel was published in 1997 by Scholastic.", False),
    (B132_NOVEL, "The novel was published in the 1990s.", True),
    (B132_NILE, "The Nile is the longest river in Africa.", True),
    (B132_NILE, "The Nile is the shortest river in Africa.", False),
    (B132_NILE, "The Nile is the longest river in Asia.", False),
    (B132_NILE, "It flows north into the Red Sea.", False),
    (B132_NILE, "Cairo lies on the banks of the Nile.", True),
    (B132_NILE, "Alexandria, the capital of Egypt, lies on its banks.", False),
]
B132_GAPS = {
    "Its first product was the Apple II computer.": "II for the passage's I: one capital letter is read as a pronoun and as a form of II, and the "
    "cross-encoder grounds it",
    "Michael Collins landed on the Moon.": "landing is no role or making the rules read (Collins stayed in orbit), and the cross-encoder grounds it",
}


@pytest.mark.parametrize(
    "facts, answer, grounded",
    _with_gaps(B132_CASES, B132_GAPS),
)
def test_new_passages_in_english(engine, facts, answer, grounded):
    cited = _cited(engine, facts, answer)
    assert cited and all(cited) is grounded, answer


def test_a_hostile_run_of_capitalised_words_is_read_in_linear_time():
    """A name is at most six words to these rules: a claim of 6,000 capitalised words took seconds of backtracking per
    rule when a name could be any length (2 s at 3,000 words, quadratic), and takes milliseconds now."""
    import random
    import time

    rng = random.Random(1)
    words = ["".join(rng.choice("abcdefghij") for _ in range(6)).capitalize() for _ in range(6000)]
    claim = " ".join(words) + " directed the film."
    passage = ("The film was directed by Ann Lee. It stars " + ", ".join(words[:150]) + ".")[:1200]
    start = time.process_time()
    for rule in (english_role_conflict, english_role_support, english_agent_conflict, english_name_swap):
        rule(passage, claim)
    assert time.process_time() - start < 5


LAUNCH = "The probe was launched on March 3, 2031, and reached orbit on 9 May 2031. The mission ran from June 2-6, 2032."


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("The probe was launched on March 4, 2031.", True),
        ("The probe was launched on March 3, 2031.", False),
        ("It was launched on 3 March.", False),
        ("It reached orbit on the 8th of May 2031.", True),
        ("It reached orbit on May 9th.", False),
        ("The mission ran on June 4, 2032.", False),  # a day of the passage's span
        ("The mission ran on June 9, 2032.", True),
        ("It was launched on March 4, 2032.", False),  # another year: the year rules', not this one's
        ("It was launched in March 2031.", False),  # no day
        ("It reached orbit on July 1, 2031.", False),  # a month the passage writes no day of
        ("It was launched before March 20, 2031.", False),  # a bound, no day of its own
        ("It was launched as of March 5, 2031.", False),
        ("It was not launched on March 4, 2031.", False),  # a day denied
    ],
)
def test_english_day_conflict(claim, conflict):
    assert english_day_conflict(LAUNCH, claim) is conflict


# check batch 135 (thirty-third session): the guide's full facts and the Toronto and Google facts, dates to the day, counts
# of nominations, the ship's story, sources in other forms
B135_GAPS = {
    "The Titanic sank on its third voyage.": "an ordinal against the passage's maiden voyage: no rule reads it, and the cross-encoder grounds it (0.96)",
    "Larry Page and Sergey Brin founded Google while at MIT.": "a place outside a copied sentence (the known gap of engine 1.29)",
}
B135_CASES = [
    (TITANIC_BODY["facts"], "Titanic was released on December 18, 1997.", False),
    (TITANIC_BODY["facts"], "Titanic was released on 19 December 1997.", True),
    (TITANIC_BODY["facts"], "The sinking happened on the evening of April 10, 1912.", False),
    (TITANIC_BODY["facts"], "The sinking happened in the early hours of April 15, 1912.", True),
    (TITANIC_BODY["facts"], "Titanic won all fourteen of its Oscar nominations.", False),
    (TITANIC_BODY["facts"], "Titanic won eleven of its fourteen Oscar nominations.", True),
    (TITANIC_BODY["facts"], "The Titanic sank on its maiden voyage.", True),
    (TITANIC_BODY["facts"], "The Titanic sank on its third voyage.", False),
    (TITANIC_BODY["facts"], "The Titanic was operated by the Cunard Line.", False),
    (TITANIC_BODY["facts"], "As noted above, Titanic won 11 Academy Awards.", True),
    (TITANIC_BODY["facts"], "As Simple Wikipedia notes, Titanic won 11 Academy Awards.", True),
    (TITANIC_BODY["facts"], "Titanic won 11 Academy Awards, as Variety reported.", False),
    (
        [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Wikipedia"}}],
        "As stated on Wikipedia, Toronto is Ontario's capital.",
        True,
    ),
    (
        [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Wikipedia"}}],
        "As the CBC puts it, Toronto is the capital of Ontario.",
        False,
    ),
    (
        [{"factText": "Google was founded in September 1998 by Larry Page and Sergey Brin while they were PhD students at Stanford University."}],
        "Larry Page and Sergey Brin founded Google while at MIT.",
        False,
    ),
]


@pytest.mark.parametrize(
    "facts, answer, grounded",
    _with_gaps(B135_CASES, B135_GAPS),
)
def test_guide_dates_counts_and_sources_in_english(engine, facts, answer, grounded):
    cited = _cited(engine, facts, answer)
    assert cited and all(cited) is grounded, answer


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Olsen also starred in it.", True),  # a person of the passage by their last word alone
        ("Berg directed the film.", True),
        ("Olsen wrote the screenplay.", False),
        ("Ruiz starred in it.", False),
    ],
)
def test_a_person_named_by_their_last_word_alone_is_read_by_the_role_rules(claim, conflict):
    assert english_role_conflict(HEIST, claim) is conflict
    assert english_role_support(HEIST, claim) is (not conflict)


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Nightfall is a comedy.", True),
        ("Nightfall is a 2014 horror film.", True),
        ("Nightfall is a heist film.", False),
        ("Nightfall is a 2014 heist movie.", False),
        ("Nightfall is not a comedy.", False),
        ("The film stars Tomas Berg as a comic book artist.", False),  # no kind of work
        ("The Crime Branch film won two BAFTA Awards.", False),  # a name, not a kind
    ],
)
def test_english_genre_conflict(claim, conflict):
    assert english_genre_conflict(HEIST, claim) is conflict


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Peter Holm's Nightfall won two BAFTA Awards.", True),
        ("Maria Olsen's Nightfall won two BAFTA Awards.", False),
        ("Maria Olssen's Nightfall won two BAFTA Awards.", False),  # the passage's name spelt another way
        ("Peter Holm's Daybreak won two BAFTA Awards.", False),  # a work the passage does not name
    ],
)
def test_english_possessive_maker_conflict(claim, conflict):
    assert english_possessive_maker_conflict(HEIST, claim) is conflict


PRAISED = HEIST + " It received positive reviews from critics."


@pytest.mark.parametrize(
    "claim, support",
    [
        ("Critics praised the film.", True),
        ("Nightfall was well received by critics.", True),
        ("The film was critically acclaimed.", True),
        ("Critics praised the film for its score.", False),  # more than the reception
        ("The film was not praised.", False),
        ("The film was panned.", False),
    ],
)
def test_english_review_support(claim, support):
    assert english_review_support(PRAISED, claim) is support


@pytest.mark.parametrize(
    "claim, support",
    [
        ("この映画は批評家から高い評価を受けた。", True),
        ("《夜幕》获得了评论界的好评。", True),
        ("この映画は批評家から高い評価を受けたが興行的には失敗した。", False),
        ("该片获得了评论界的好评，票房惨淡。", False),
        ("この映画は批評家から酷評された。", False),
    ],
)
def test_review_support_across_languages(claim, support):
    assert review_support_across_languages(PRAISED, claim) is support


# check batches 141 and 142 (thirty-third session): the guide's facts against lists, possessives, pronouns, kinds of film
# and critics' reception in other words
B141_CASES = [
    ("- Director: James Cameron\n- Release year: 1997\n- Stars: Kate Winslet, Leonardo DiCaprio", [True, True, True]),
    ("- Director: Steven Spielberg\n- Release year: 1998\n- Stars: Kate Winslet, Brad Pitt", [False, False, False]),
    ("Steven Spielberg's Titanic won 11 Oscars.", [False]),
    ("James Cameron's Titanic won 11 Oscars.", [True]),
    ("Cameron directed the film. He also starred in it.", [True, False]),
    ("Winslet starred in the film. She also directed it.", [True, False]),
    ("Cameron directed the film. He also wrote it.", [True, True]),
    ("Titanic is a comedy set against the maiden voyage of the R.M.S. Titanic.", [False]),
    ("Titanic is an epic romance set against the maiden voyage of the R.M.S. Titanic.", [True]),
    ("Critics praised the film.", [True]),
    ("The film was well received by critics.", [True]),
    ("The film was poorly received by critics.", [False]),
    ("この映画は批評家から高い評価を受けた。", [True]),
    ("この映画は批評家から酷評された。", [False]),
]


@pytest.mark.parametrize("answer, grounded", B141_CASES)
def test_guide_lists_possessives_pronouns_kinds_and_reception(engine, answer, grounded):
    assert _cited(engine, TITANIC_BODY["facts"], answer) == grounded, answer


HARBOUR = "Port Verin was founded in 1820. The town has 12 Grade I Listed Buildings and two ferry terminals. It has been twinned with Saint-Malo for 40 years."


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Port Verin has 14 Grade I Listed Buildings.", True),  # the passage's one count of them is 12
        ("Port Verin has twelve Grade I Listed Buildings.", False),
        ("Port Verin has 12 Grade I Listed Buildings.", False),
        ("Port Verin has more than 10 Grade I Listed Buildings.", False),  # a bound, left to the bound rules
        ("Port Verin has about 15 Grade I Listed Buildings.", False),  # a hedge
        ("Port Verin has three ferry terminals.", False),  # no capital: a common thing a passage may count twice
        ("It has been twinned with Saint-Malo for 20 years.", False),  # a unit
        ("Port Verin ranks number 3 on the Top 10 list.", False),  # a rank
    ],
)
def test_english_count_conflict(claim, conflict):
    assert english_count_conflict(HARBOUR, claim) is conflict


# check batch 145 (thirty-third session): a scientist, a company and a city, in English
CURIE = [
    {
        "factText": "Marie Curie was a Polish-born physicist and chemist who conducted pioneering research on radioactivity. She was the "
        "first woman to win a Nobel Prize, and the only person to win Nobel Prizes in two different sciences: physics in 1903 and "
        "chemistry in 1911. She was born in Warsaw on 7 November 1867 and died in 1934.",
        "attributes": {"author": "Wikipedia"},
    }
]
MICROSOFT = [
    {
        "factText": "Microsoft was founded by Bill Gates and Paul Allen on April 4, 1975, in Albuquerque, New Mexico. Its headquarters are in "
        "Redmond, Washington. Satya Nadella has been CEO since 2014."
    }
]
KYOTO = [
    {
        "factText": "Kyoto was the capital of Japan for more than a thousand years, from 794 until 1869. The city has 17 UNESCO World Heritage "
        "Sites and a population of about 1.46 million."
    }
]
B145_GAPS = {
    "She won the Nobel Prize in Chemistry in 1903.": "a prize's field put on the other year: no rule ties a field to its year, and "
    "the cross-encoder grounds it (0.97)",
    "She was the second woman to win a Nobel Prize.": "an ordinal in a sentence too long for the one-word-swap rule (it keeps less than "
    "60 % of it), and the cross-encoder grounds it (0.97)",
    "Marie Curie won three Nobel Prizes.": "the passage never counts her prizes in digits or words before Nobel Prizes (in two different "
    "sciences), so no count rule reads it (0.96)",
    "Marie Curie never won a Nobel Prize.": "the passage's 'the only person' counts as a negation, so the negation rule does not read the claim (0.96)",
    "Kyoto was the capital of Japan for about 500 years.": "a hedged count against 'more than a thousand years', a unit the count rule leaves alone (0.96)",
    "Kyoto is the current capital of Japan.": "current against the passage's past (was … until 1869): no rule reads tense (0.97)",
}
B145_CASES = [
    (CURIE, "Marie Curie was born in Warsaw.", True),
    (CURIE, "Marie Curie was born in Paris.", False),
    (CURIE, "Marie Curie was born on 8 November 1867.", False),
    (CURIE, "She won the Nobel Prize in Physics in 1903.", True),
    (CURIE, "She won the Nobel Prize in Chemistry in 1903.", False),
    (CURIE, "She was the second woman to win a Nobel Prize.", False),
    (CURIE, "Marie Curie was a biologist.", False),
    (CURIE, "Marie Curie won three Nobel Prizes.", False),
    (CURIE, "Marie Curie never won a Nobel Prize.", False),
    (CURIE, "According to Britannica, Marie Curie researched radioactivity.", False),
    (MICROSOFT, "Microsoft was founded on April 14, 1975.", False),
    (MICROSOFT, "Microsoft was founded in Seattle.", False),
    (MICROSOFT, "Bill Gates and Steve Jobs founded Microsoft.", False),
    (MICROSOFT, "Paul Allen has been CEO since 2014.", False),
    (MICROSOFT, "Satya Nadella co-founded Microsoft.", False),
    (KYOTO, "Kyoto has 17 UNESCO World Heritage Sites.", True),
    (KYOTO, "Kyoto has 27 UNESCO World Heritage Sites.", False),
    (KYOTO, "Kyoto was the capital of Japan for about 500 years.", False),
    (KYOTO, "Kyoto is the current capital of Japan.", False),
    (KYOTO, "Osaka was the capital of Japan from 794 until 1869.", False),
]


@pytest.mark.parametrize(
    "facts, answer, grounded",
    _with_gaps(B145_CASES, B145_GAPS),
)
def test_a_scientist_a_company_and_a_city_in_english(engine, facts, answer, grounded):
    cited = _cited(engine, facts, answer)
    assert cited and all(cited) is grounded, answer


# check batch 146 (thirty-third session): a mission, a novel and a tower, in English
APOLLO = [
    {
        "factText": "Apollo 11 landed on the Moon on July 20, 1969. Neil Armstrong and Buzz Aldrin walked on the lunar surface, while Michael "
        "Collins remained in lunar orbit. The mission launched from Kennedy Space Center on July 16, 1969."
    }
]
TOWER = [
    {
        "factText": "The Eiffel Tower is a wrought-iron lattice tower in Paris, France. It was designed by the engineering company of Gustave "
        "Eiffel and completed in 1889. The tower is 330 metres tall."
    }
]
B146_CASES = [
    (APOLLO, "Apollo 11 landed on the Moon on July 21, 1969.", False),
    (APOLLO, "Apollo 11 launched on July 18, 1969.", False),
    (APOLLO, "Michael Collins remained in lunar orbit.", True),
    (APOLLO, "Buzz Aldrin remained in lunar orbit.", False),  # a clause after "while" with another of the passage's people
    (APOLLO, "Three astronauts walked on the Moon.", False),
    (TOWER, "It was designed by Gustave Eiffel's company.", True),  # a possessive maker (0.02 before: read as Eiffel's)
    (TOWER, "It was designed by Le Corbusier.", False),
    (TOWER, "The tower is 300 metres tall.", False),
    (TOWER, "It was completed in 1899.", False),
]


@pytest.mark.parametrize("facts, answer, grounded", B146_CASES)
def test_a_mission_and_a_tower_in_english(engine, facts, answer, grounded):
    cited = _cited(engine, facts, answer)
    assert cited and all(cited) is grounded, answer


@pytest.mark.parametrize(
    "claim, conflict",
    [
        ("Ana Ruiz is a singer.", True),
        ("Ana Ruiz is an actress.", False),  # actress and actor are one calling
        ("Ana Ruiz is a Spanish actor.", False),
        ("Ana Ruiz is not a singer.", False),
        ("Ana Ruiz is an athlete.", False),  # a broad calling: none
        ("Peter Holm is a singer.", False),  # a person the passage does not name
    ],
)
def test_english_profession_conflict(claim, conflict):
    assert english_profession_conflict(HEIST + " Ana Ruiz is a Spanish actress and dancer.", claim) is conflict
