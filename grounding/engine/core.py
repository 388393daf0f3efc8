"""The grounding engine: ``GroundingEngine(model).check(CheckRequest) -> CheckResponse``.

Plain dataclasses in and out, no Django. One request (or, with :meth:`GroundingEngine.check_many`,
many requests at once — the background grounding of stored answers) goes through:

1. claims: :func:`grounding.engine.claims.segment_claims_many` (sentences, byte offsets, which need a
   check, pronouns resolved, "X says that ..." attributions split off);
2. chunks: :func:`grounding.engine.chunking.chunk_fact` per fact (sentence windows with offsets);
3. selection: :func:`grounding.engine.selection.select_chunks` (BM25 + MiniLM, bounded per request);
4. scoring: **one** ``model.score`` call for all (chunk, claim) pairs of all requests; then a second
   batched call for the concatenation of the best chunks (``SelectionConfig.concat_size``, 3: support
   spread over several passages) of the claims that no single chunk grounds;
5. decisions: a chunk is cited when its entailment reaches ``citation_threshold`` (when only the
   concatenation does, the chunks of it that bring the claim's words are cited:
   :func:`contributing_chunks`), anti-cited when its contradiction reaches
   ``anti_citation_threshold`` and it shares ``SelectionConfig.anti_min_overlap`` of the claim's words
   (numbers aside: :func:`claim_overlap`; a passage about something else that states other numbers
   contradicts nothing); the claim score is the best entailment; an attributed claim
   ("Wikipedia cites that ...", "据维基百科，...") is cited only by facts whose attributes (any of them)
   name that source (its content C is scored), or by a fact that names the source in its text (then
   the whole claim is scored: an article quoting X grounds "X said that C"); any other fact is never
   cited and its entailment is halved (:meth:`GroundingEngine._source_relation`); a pair whose premise
   lacks a number that the claim states (after normalisation: "1,500" = "1500", "fourteen" = "14")
   has its entailment halved (the numeric guard, for models that do not compare numbers themselves).

Claims are segmented and scored in the answer's canonical surface form
(:class:`~grounding.engine.text.NormalizedText`: straight quotes, half-width characters, single
spaces, a final full stop on every line that ends in a word), so that surface noise changes no
decision; offsets and claim texts are those of the original answer.

Scores (:func:`claim_value`, :func:`weighted_share`): a checked claim's value is
``1 - 0.1 * (1 - e)`` when it is grounded (0.96..1) and ``0.2 * e / citation_threshold`` when it is not
(0..0.2), ``e`` its best entailment; ``support_score`` is the mean of the values weighted by each
claim's length (UTF-8 bytes of its normalised text), i.e. about the share of the answer's checked
content that is grounded (between ``0.96 * share`` and ``share + 0.2 * (1 - share)``), still ordered by
the claims' probabilities; 1.0 when nothing needed a check. With anti-citations on, a claim's weight is
multiplied by ``1 + its contradiction`` (contradicted content weighs up to double) and an anti-cited,
uncited claim's value is at most ``1 - contradiction``. ``contradiction_score`` is the byte-weighted
mean of the same values computed from contradiction and the anti-citation threshold (only when
anti-citations are enabled). The claim-level ``score`` is the claim's value.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import AbstractSet, Mapping, Sequence

from .chunking import DEFAULT_CHUNKING, Chunk, ChunkingConfig, chunk_fact
from .claims import ClaimSpan, is_generic_source, segment_claims_many, source_matches
from .backends import EntailmentModel, PairScore, load_model
from .selection import DEFAULT_SELECTION, ChunkIndex, SelectionConfig, select_chunks
from .text import content_tokens, normalize_number

ENGINE_VERSION = "1.34"  # 1.34: found by check batches 205-217 (songs, books, the Olympics, a fair, a drama, founders, who did what): a song's words, music and singer are roles (作詞 / 作词, 作曲者, 演唱, 歌った, 词作者), and so is a book's author (作者); a numeral of a Han name is no count (八 of 中村八大); a post after 、 that opens with a role or holds one of its own is a clause of its own; roles joined by ・ before a name are each its role; games and fairs by their host city (host_conflict); a Han subject the passage never names, saying what the passage says of another (subject_swap_conflict); two Japanese parts of the act swapped (swapped_runs_conflict); an acronym the passage never writes where it writes another (acronym_conflict); Chinese cities as a closed kind; 中华人民共和国 is China; 五輪 is no five; a bound on a percentage (40%を超えた); a record broken against one equalled; who won a match or a title and where an event was held (result_conflict, venue_conflict, check batches 212-213); スコア is an abstract loanword; sovereigns by reign name (大正天皇, 汉武帝), founders (由马云创立), Japanese names of five Han characters after their role, the agent of a Japanese passive (agent_conflict; check batches 214-215); a Chinese final that a clause sets the scene of, 夺得金牌 as a title, a Japanese side owned by a country (check batch 216); an election's winner and who won a prize, for which work (prize_winner_conflict; check batch 217). 1.33: found by check batches 186-198 on new passages of the worked examples' shape: a name in Han characters written with a character of a word that fills a role's place and is no name (本 of 本片 in 山本 / 松本 / 橋本, 名 in 名取, 人 in 松本人志, 片 in 片岡, 映 in 東映, 優 in 優作, 作 in 周作) is a name now (cjk._NOT_A_NAME_RE reads those words, not their characters: 主演は橋本環奈である and 音楽は坂本龍一が担当した were grounded at 0.98 and 0.996), and so is a Han name before a katakana word in a role's place (制作は東映アニメーションである); names listed in one place share its words in the role rule (cjk._ties: 脚本は黒澤明と橋本忍と小国英雄が担当した); a claim's word for a regional capital is written as the passage's (cjk.capitals_as_premise: 成都是四川省的首府 against …的省会 was 0.12, Nanjing is the capital of Jiangsu against 南京是江苏省的省会 0.15; an English claim's capital for a Chinese passage only), and another city for a capital the passage names is ruled out (cjk.capital_conflict: 苏州是江苏省的首府, Toronto is the capital of Canada against 多伦多是安大略省的首府。渥太华是加拿大的首都。); a superlative the passage gives as one of several is at even odds (cjk.one_of_conflict: 南京是江苏省最大的城市 against …最大的城市之一 was grounded at 0.999); 获得了大奖 is a major award, no prize's name; the author of what a film is adapted from and a theme song are roles (该片改编自陈凯歌的小说, キャメロンは主題歌も担当した were grounded), a Chinese name or list of names before a role verb, 的 and the work names them (张艺谋执导的《霸王别姬》, 葛优和章子怡主演了该片), two posts in one Japanese sentence are two clauses (監督は森田芳光、原作は夏目漱石の同名小説), and an honorific after a Han name in a role's place is dropped (庵野秀明さん, 陈凯歌先生). No shipped model changes. 1.32: Japanese and Chinese forms found by check batches 171-178: a year that says when something happened (1912年に起きた…沈没, 1912年发生的…沉船事件) is the happening's, not the topic's (events._CJK_HAPPENED_RE; この映画は1997年に起きたタイタニック号の沈没を描いている was grounded at 0.998) and a relative clause after a number ends in a masked katakana word too (cjk._RELATIVE_AFTER_RE); a dotted title of the passage is no person in a role (『ジュラシック・パーク』の監督はスティーヴン・スピルバーグである was ruled out); an aspect particle is no part of the verb a number is tied to (获得了14项提名: 获得, not 得了), and a count of wins the passage gives as nominations is ruled out within one language too (cjk.nominated_count_conflict), a count of nominations the passage gives as wins across or within languages (cjk.nomination_count_conflict: アカデミー賞に11部門ノミネートされた was grounded at 0.997), 入围了 and a passage's ノミネート for 候補; a prize category the passage writes after 最佳 (奥斯卡最佳外语片奖); a disaster and a capital of another kind (火災事故 against 沈没事故, カナダの首都 against オンタリオ州の州都: cjk.everyday_kind_conflict); writing a script is the writer's role (脚本を書いた, 剧本由…撰写) and a title of the passage is read past by role_support; 《X》是Y执导的 names Y; and a denial of a post of one holder or a year of release that the passage gives another holds (model._denial_holds: 『タイタニック』の監督は、スティーヴン・スピルバーグではありません and 《泰坦尼克号》不是2005年上映的 were ruled out at 0.017). Check batches 180-181: C，X如是说 is an attribution (engine.claims._ZH_SAYS_SO_TAIL_RE), 監督したわけではない is a denial the rule undoes, a count of years before or after something that is the difference of two of the passage's years is written by it (cjk._years_apart: 沈没事故から85年後に公開された), roles listed after a continued Chinese subject are the subject's (还担任了编剧和制片人), a capital against a passage that names none is at even odds, and so is a Chinese claim that something used to be so that the passage says is (cjk.formerly_conflict: 多伦多曾经是安大略省的首府). No shipped model changes. 1.31: Japanese and Chinese forms found by check batches 151-166: a Japanese passive's agent and a partner in a shared role are read as the role's people (cjk._agents_as_subjects: この映画はディカプリオによって監督された, キャメロンはディカプリオと共演した were grounded at 0.98), 共演 is a starring role, a role before the word for its player ties the name (主演俳優はキャメロンだ), 同 / 跟 list Chinese names (卡梅隆同温斯莱特一起出演了该片); a Japanese cleft of a role is read with its person as the subject (cjk._clefts_as_plain: 『タイタニック』の監督をしたのはレオナルド・ディカプリオです was grounded at 0.98) and a cleft with a year as its focus ties the year to the event (events: 映画が公開されたのは1912年です); a Japanese clause going on with the subject's other role after a continuative form (ディカプリオは主演を務め、監督も兼任した) and a Chinese adverb and copula before the work (卡梅隆不但是该片的导演) are read by the role rule; a Chinese clause of a transliterated name and a role verb alone names a person (影片由卡梅隆执导，皮特主演 was grounded at 0.68); a correction of a name or a number is read for what it asserts (cjk.corrections_as_plain: 監督はディカプリオではなくキャメロンだ, 导演不是迪卡普里奥，而是卡梅隆 were ruled out), "not only" (だけではなく) negates nothing, a connective (而且) is no name, 没错 opening a sentence agrees, and a year in two kanji digits (九七年) is the passage's year; agreements (はい、その通りです。, 是的，没错。, もちろんです！) need no check; attribution forms Sは、Xによれば C (no comma after the source), CことはXに記載されている, C，这是X上的说法, C，这一说法来自X, and ウィキ / 维基 for Wikipedia; Cと… and Cことは… no longer read こと's と as a quotation (該当することは以下に書かれている); an English attribution verb must be written in lower case or capitals, not be joined to another verb, and be tagged a finite verb by spaCy, and what it reports must have a finite verb outside a relative clause (221 English bench claims were attributed to nonsense sources or read as reports of a thing written, Tsugumi Ohba wrote the manga that …: The United States dollar is used. to "The United", In states still employing the electric chair, … to "In", The most cited NLP research paper is … to "The most"; James Cameron wrote and produced the film. to "James Cameron"); 1.30: more English rules (grounding.scorer.english: a day of a month the passage dates only to other days, December 18, 1997 against December 19, 1997; a work called a stranger's, Steven Spielberg's Titanic; a kind of film the passage does not give, a comedy against an epic romance; won all of its nominations against fewer wins; a person by the surname alone in the role rules, Cameron also starred in it; critics' reception in other words, Critics praised the film, grounded at 0.9, also for a Japanese or Chinese claim against an English passage; a named thing counted otherwise than the passage's one count of it, 27 UNESCO World Heritage Sites against 17; ordinals as a closed kind, a clause after while / whereas / but, and the passage's own people in a copied sentence, Paul Allen has been CEO against Satya Nadella's sentence; a maker's possessive, Gustave Eiffel's company, and a count of makers the passage's list does not hold, founded by three Stanford PhD students; a calling the passage does not give its person, Marie Curie was a biologist), callings as an everyday closed kind in Japanese and Chinese (生物学者 against 物理学者・化学者), a founding's people counted (Googleは2人の学生によって設立された), still against a period ended in a year long past (京都は現在も日本の首都である against 1869年まで…都であった; cjk.ended_period_conflict), critics' reception the other way round within Japanese or Chinese (酷評された against 高い評価を受けた), a Japanese 彼 after a katakana subject (ワイラーが監督した。彼は…) and a Chinese 他 after a name with no dot before a role's verb (惠勒执导了该片。他…), and attribution forms (As X notes / puts it, C; C, as X notes; As stated on X, C; Based on X, C for a known source; Xによりますと, Xに載っている情報では, Xが伝えるところでは, 出典のX, 依据X的条目; As noted above, C is no attribution to "As"); 1.29: an English claim against an English passage is read by rules of its own (grounding.scorer.english: a person in a film role the passage gives others, a count of nominations as one of wins, an opposite in one word, a claim that only gives people their roles, Oscars as Academy Awards, a maker the passage does not give, a sentence of the passage with one name or one word of a closed kind changed, opposite superlatives, a decade as the passage's year; a title translated by meaning in an English claim that only gives roles); negations and prizes across languages; a katakana country against Han characters; a passage's titles read past in the role rule; 1.28: Chinese people, places and firms are read between pinyin and Han characters (translit.pinyin_name_edits: Zhang Yimou as 张艺谋, 张艺谋 as Zhang Yimou, Chengdu as 成都, 張芸謀 of a Japanese passage; an x read as an h in a transliteration, 休斯顿 Houston), a pinyin name a Chinese passage never writes rules a pair out (translit.unmatched_pinyin_names: Ma Yun against 任正非; Kunming beside the passage's Sichuan), a title in words is no name by its sound (《英雄》 is not "Chinese"), an English claim's roles with names in Han characters (Zhang Ziyi directed Hero), dynasties (the Tang dynasty as 唐代) and more prizes across languages (雨果奖 Hugo Award, 金棕榈奖 Palme d'Or ...), a number in a claim's title against an English passage counts nothing (《三体》), news agencies and papers named in another language are the fact's source (Xinhua, 新华社); across languages English dates are read as month and day (December 19, 1997 as 1997年12月19日) and an English passage's counts in words as digits, a count a passage in another language gives its nominations is no count of wins (cjk.nominated_count_conflict: アカデミー賞を14部門受賞した against the English or Chinese facts; ノミネート is a Chinese passage's 提名), an English passage's roles are read for a Japanese or Chinese claim (cjk.english_passage_roles: 该片由凯特·温斯莱特执导 and ジェームズ・キャメロンが主演した against the guide's facts were grounded at 0.99-1.0), an English claim's count of prizes won is read against a Japanese or Chinese passage's nominations (It won 14 Academy Awards), an ocean an English passage does not name is ruled out (太平洋 against the North Atlantic), and a first character Chinese translates in a place name is read as the English word (南安普敦 Southampton); English big numbers and a passage's ordinals are read in digits across languages (2.8 million as 280万, fourth as 4番目), a katakana unit after its number is no name (553メートル against 553米, 340キロメートル against 340 km), タワー is 塔; a chunk in another language than the claim is no longer dropped for sharing no words with it (selection.select_chunks: a claim cited only the fact in its own language); in the role rule a count written with its counter and verb in one run is tied to the verb (アカデミー賞を14部門受賞した against 11部門を受賞し、計14部門にノミネートされた was grounded at 0.998); 1.27: names in Han characters in more of a role's places are read (cjk.han_names_in_roles: a cleft, 脚本を書いたのは庵野秀明だ; a role before が and its verb, 脚本は庵野秀明が書いた; a Chinese name before a role verb and the work, 高畑勋执导了该片, or a copula and a role, 巩俐是该片的主演之一; a list, 主演は三船敏郎と仲代達矢だ; an author by the work's title, 『吾輩は猫である』は森鴎外の作品である; another name, 鲁迅原名周作人; a numeral no longer unmakes a name, 三船敏郎; each was grounded at 0.96-0.999), a title of the passage with a number in it counts nothing (七人の侍は黒澤明が監督した was ruled out), 日元 is yen, not a day (票房超过300亿日元 against 超过316亿日元 was ruled out), Japanese one-character verbs of a death or birth are tied to their year (夏目漱石は1916年に亡くなった was ruled out), a comma after a topic keeps its name tied to the role after it (ディカプリオは、この作品で監督も担当した was grounded at 0.998), a prize of another metal (金獅子賞 against 銀獅子賞) and a prize won that the passage only nominates for (cjk.nomination_conflict: 获得了奥斯卡最佳外语片奖 against 获得…提名) are ruled out or capped, kinds of film (実写 against アニメーション) are an everyday kind, メガホンを取った is directed; a source between the topic and the rest (トロントは、ウィキペディアによると、C; 多伦多，据X介绍，是C), Xで確認したところ, C（Xより） and C（引自X） are attributions, and a full-width ． after hiragana ends a Japanese sentence before a digit. 1.26: a sentence written as a question is checked for what it asserts (claims.question_assertion): a statement before a question back to the reader (该片由卡梅隆执导，你还想了解什么？, …ましたが、ご覧になりましたか？, Titanic was released in 1997, have you seen it?), a statement with a tag or a hedge (…ですよね？, …吧？, …かな？, …, didn't it?), what "did you know" presupposes (你知道X吗？, Xことをご存知ですか？) and a rhetorical question; before, any sentence ending with a question mark was left unchecked, so a false statement followed by ", did you know that?" was never checked; a statement after an English greeting or offer in the same sentence is checked for the statement (claims.pleasantry_remainder: Hi, Titanic won 20 Academy Awards.; Thanks for asking, …; Let me explain: …), where the patterns of sentences that assert nothing, which end in .*, had left it unchecked, and a sentence of pleasantries only (Of course, happy to help.) needs no check; an emoticon after a sentence (… :)) is not the colon of a lead-in; an English claim that negates against a premise that negates nothing is at most even odds (scorer.model.english_negation_conflict: Titanic won no Academy Awards, was grounded at 0.97; not only denies nothing), an English count of one of a thing the premise counts more of is ruled out (english_one_conflict: won only one / a single Academy Award against won 11), and only before a lone 一 or だけ / しか after its counter make it the count 1 (cjk._ONLY_ONE_RE: 该片只获得了一项奥斯卡奖 against 11项); an English bound the premise's count meets is read as that count (english_bounds_as_premise: won more than ten Academy Awards against won 11, vetoed at 0.0 before). 1.25: found on the training sets of other sources (JSeM, JHARS, JSICK): the negative will or guess (引き受けまい, 分かるまい) is a negation of the passage, and so is a Japanese "only" (課長だけが来た against 部長は来なかった) in a clause about the claim's act, not against the one it keeps (課長は来なかった), nobody (誰も来なかった) or the claim's own only; ならない is "must" only after ければ / ては (中止にならない negates); abstract loanwords an explanation frames its points with (ケース, リスク, プロセス, メリット, ニーズ) are no missing names, nor a katakana compound of the passage's katakana words (オリーブオイル, コーヒーサービス); a lone 拾 is "pick up", not 10 (音声を拾い); およそ / ほぼ N割 is N tenths; a time inside a span the passage gives is written as the span (12月23日 against 12月20日至25日停业, 午後3時 against 午前9時から午後5時まで), and so is a span from since a time to the present the passage gives (2013年 against 2008年以来…現在、2015年である); 1.24: rules checked against the training sets of other sources (JSICK, JSeM, JHARS) for true pairs they capped: a passage negates with ない after a noun, 無い, なし, なく, ず, ぬ, がたい, かねる, 必至, 无需, 无法, 毫无 (定義はない for 定義は存在しない; not 向こう見ず, 抜け目なく), hard to do (にくい, づらい) against not done much (なかなか…ない), しか…ない against the passage's だけ, an ordinal that orders an answer's points (第二に、) and an article (第54条) are no counts, katakana words of captions the passage writes in other words (ジャンプ for 跳んでいる, カウチ for ソファ, ロープ for 綱), a Japanese or Chinese lead-in to a list needs no check (以下の通りです。, 如下：) and one ending with a colon is checked where it holds a number (该片于1997年上映，主要演员：), counts of people that add up (一人の男性と一人の女性 for 二人の人, 两个男孩和一个女孩 for 三个孩子; one part of the sum as a count of people with no kind of their own is ruled out), a Japanese 一人 / 一台 against a thing the passage writes uncounted (女性が for 一人の女性が) is "a", the colour a thing has unless told otherwise (白い雪, 緑の芝生, 青い空) is no colour to prove and is written as the passage writes it for the cross-encoder, a colour a phrase before its thing (茶色の毛並みをした犬) is the thing's; 1.23: 一人 in Japanese as one (not 主演の一人, 一人2万円, 一人一人), a Chinese count of two or more of a thing the passage writes once as one (两个小女孩 against 一个小女孩), a negation after a て-form is the next predicate's (うるさくて眠れませんでした negates sleeping), a year before a relative clause modifies its noun (1912年に起きた沈没事故), roles listed with だけでなく (監督だけでなく主演も), musical instruments and riding a horse as everyday kinds (吉他 against 钢琴, 骑自行车 against 骑马), already against ahead (这项法律已经生效 against 自明年一月起生效), the thing after an opposite read as its aspect (喜欢看电视) and 不太 as not, 暖 against 冷, 削減 against 増やし, 国外 against 国内, a dot inside a source name ends no Japanese or Chinese sentence (映画.comによると was split at it), everyday closed kinds the passage never names while it names others, at even odds (cjk.everyday_kind_conflict: a part of the day, 会議は午前中に against 午後3時に, hours counting as theirs; a meal, 晚餐 against 早餐; a way to travel, 乘船 against 坐飞机, a flight a plane; an animal, 猫 against 犬; a room, 客厅 against 卧室), a colour the passage never writes or puts on another of its things (一只白猫 against 一只黑猫, 黒いシャツ against 白いシャツ…黒い犬), a Japanese 一台 / 一匹 as one, sitting against standing, stopped against moving, children against adults, 少年 against 少女, postponed against cancelled or on time, late (晚点, 遅れ) against on time, postponed against brought forward, half a day as a length (半天 against 两天), a Chinese comparison in the opposite sense (比我大 against 比我小), a Chinese surname with the passage's title (王教授 against 张教授), a move back written with 了 (从上海搬到了北京), music given to a person of another role (音楽は宮崎駿が担当した); 1.22: one of a kind filled by another (cjk.slot_conflict: ケベック州の州都はモントリオール against 州都はケベック・シティーで、最大の都市はモントリオール), a year on a happening of no kind (events: 沈没は1997年の出来事, 沉没事件发生在1997年), 担当 read past by the role rule, Canberra as キャンベラ (translit: n before b / p), the largest in other words (cjk.largest_as_premise: 第一大城市), holidays, ministries and prefectures as closed kinds, a length of one (一个月 against 两个星期), 扩大 against 缩小, public holidays as days (祝日も診療 against 日曜・祝日は休診), a clause about the claim's own day says it (周六上午营业), days matched by what a clause says, not its kana, the other half of what a passage keeps to one (土曜日は午後も against 土曜日は午前中のみ), a name in the passage's own script spelt another way (translit: ジェームス, 詹姆士, 温丝莱特), English counts in words as digits against a CJK passage (twelve Academy Awards), 据悉 / 据说 / 聞くところによると as no source in particular, a lone 十 / 百 / 千 before a counter as a number (十个省区), posts after 、, after a time (現在の社長) and with a modified filler (滋賀県の琵琶湖), a well-known source named among other words of a title or URL (ウィキペディア for 'トロント - Wikipedia'), ウィキペディアの記事には…と書いてある, an English claim of the passage's roles floored like a CJK one (James Cameron wrote the screenplay), people the passage lists in a role counted (主演俳優は2人), roles listed with 、 before a copula (导演、编剧和制片人都是卡梅隆), English decades as 年代, the head of anything (店长) and its deputy (副店长) as posts, a year by its last two digits (97年, '97), a count of the roles a claim lists (3役), 小金人 as the Oscar; 1.21: a first occasion against the last (cjk.occasion_conflict), a side of an act against the other (cjk.side_conflict: 开车后 against 开车前, 出発後 against 出発時刻の20分前, 午前の against 午後の), paid against free (cjk.price_conflict), 不予 / 概不 as forbidden, 免收 and 不收年费 as free, half as the passage writes it (cjk.half_as_premise: 半額 against 50%), 1億4000万 read whole, 晚7点 as an evening hour and an evening hour against a passage's hour with no part of the day, 夜12時 as midnight, 震度5強 against 5弱, 当月 against 次月, どこでも / 何回でも against のみ, roles past 同时 and before 都是, a number the passage gives other days (土日は1時間に2本 against 平日は…2本、土日は…1本), an hour after a part of the day written as the passage writes it (夜10時 as 午後10時), 一无所获 / 无缘 as negations, 広 against 小さ, a prize translated between the languages written as the passage writes it (cjk.translated_as_premise: アカデミー賞 as 奥斯卡奖), an English claim's roles against a Japanese or Chinese passage (cjk.english_roles: Kate Winslet directed Titanic), a number of the passage put on another of its labels (cjk._label_conflict: 大学生の観覧料は1,800円 against 一般1,800円、大学生1,200円), 別途 as not included, 加大 against 变小, someone or somewhere other than the passage's in Japanese (cjk.other_than_conflict: アメリカ以外の国); 1.20: modality in Japanese and Chinese (cjk.modality_conflict: allowed against forbidden, forbidden against allowed or caution, no requirement against a requirement, 予約制 and a permission on a condition as requirements; the passage's clauses closest to the claim's act); free against a price (cjk.price_conflict) and free in other words written as the passage writes it (cjk.free_as_premise: 不收费, かからない, タダ as 免费 / 無料); only some against all (cjk.restriction_conflict); lengths of time in another unit written as the passage writes them (一个月 as 30天, 1週間 as 7日間); a sum in another currency (2710亿美元 against 2710亿元); a rise in other words against a fall (增长 against 下降); what ended against what goes on, about one thing (終了 against 現在も); a thing the passage says there is none of, said to be there (自由席はありません against 自由席もある); hours the passage gives other days (平日は…夜11時まで、土日祝は…夜8時まで against 日曜日は夜11時まで). 1.19: the other days (それ以外の日, 其他时间) may open the sentence after the one that names days (月曜日は開館している against 休館日は毎週月曜日です。それ以外の日は…開館しています was grounded at 0.995); a clause that moves the days before it to the next day or the day before (顺延至次日, 祝日の場合は翌日) is about both; a claim that denies what the clause its day picks affirms is not judged by its days (图书馆周一不开放 against 周二至周日开放，每周一闭馆 was ruled out); a claim that negates open or closed (不开放, 開館していない, 営業しません) against a passage that plainly writes the other is read, by the rules and the cross-encoder, with the passage's word (cjk.negated_as_premise: 0.11 → 1.0); a katakana loanword for an act the passage writes in Han words (オープン for 開店, リニューアル for 改装) is no missing name (カフェは2015年にオープンした was ruled out); tenths are percent (三成, 3割 as 30%: 海外收入约占总收入的30% against …的三成 was ruled out), and a percent the passage writes as tenths is written its way for the cross-encoder; a bound the passage meets is written as its count for the cross-encoder (增长超过10% as 增长12%: 0.18 → 0.97), the count whose clause shares most words with the claim where several meet it; a label and its count after a piece with counts is an item of its list for the role rule (あすの午後の降水確率は20%だ against 降水確率は午前0%、午後20% was ruled out); a kind of weather (sun, cloud, rain, snow) the passage does not give the claim's day, where it gives that day another, is ruled out (あさっては晴れる against あさっては雨が降り: 0.996); あす is tomorrow; 強火 / 弱火 and 大火 / 小火 are opposites; 支出没有 negates (it was read as 出没); a bound is met by the premise's counts of the clauses closest to the claim's clause (1000人以上の留学生 against 学生数は約1万2千人で、そのうち留学生は800人 was grounded at 0.997); かからない and 足らず are bounds, and a bound word negates nothing (30分かからない was capped as a negation); a strict bound at a count the passage writes exactly (不到2000元 against 达2000元) is ruled out; a claim that plainly states what the passage writes only denied (支持电脑端 against 暂不支持电脑端: 0.994) is at most even odds (cjk.denied_statement); a move the other way (東京から京都に against 京都から東京に, 从北京迁都到南京) is ruled out; the opposites rule no longer asks that the passage negate nothing anywhere (房间很小 against 房间很大，但是隔音不太好 was grounded at 0.99), reads one thing's quality against the clauses of the passage about it (房间隔音很好 against 隔音不太好 where 位置很好 too: 1.0), and pairs 豊富 / 少な, 温か / 冷め, 丁寧 / 雑 / 失礼 and 实惠 / 贵; a category of a prize (アカデミー主演男優賞, 监督賞, 奥斯卡最佳男主角奖) is a prize of its own, which the prize's name does not state (0.998); a record (史上最高, 有史以来, 世界一) where the passage claims none is a missing name; テーマ, ゴール and スタッフ are written by a passage that writes their Han words (題材, 得点, 従業員); only some roles (監督のみを務めた) for a person the passage gives others too is a role conflict (0.998); a Chinese discourse marker (简单来说, 总的来说, 也就是说, 换句话说) is no source (简单来说，《泰坦尼克号》是1997年的电影 was read as a claim of 简单来 and not grounded: 0.17); praise of the question (いい質問ですね, 好问题) and 有问题随时问我 need no check; a count with another counter than the passage gives that number, where the passage counts with that counter too, is ruled out (1日2回 against 大人1回2錠、1日3回: 0.997; people's counters 人 / 名 / 位 are one, 个 counts anything); a count among the words of another sentence or ；-segment that gives its unit another count is ruled out (故宫淡季门票60元 against 旺季…门票60元；淡季…门票40元: 1.0), the passage's topic named in its first segment aside; 食前 / 食後 and 饭前 / 饭后 are opposites; a team (火箭队, 湖人队) is a typed name like a province (姚明在2002年被湖人队选中 against 火箭队: 1.0), not 排队, 球队 or 啦啦队; a bound verb that ends the sentence (人口は1000万人を超える。) is written as the passage's count for the cross-encoder (0.17 → grounded); a claim that negates a word the passage never writes, while the passage plainly writes its opposite and the claim does not deny that too, is no negation conflict (硬盘不够大 against 硬盘太小, 朝食も悪くなかった against 朝食も結構良かった); 1.18: days of the week by group (土日, 週末 / 周末, 工作日, Japanese 平日) hold their days (土曜日は午前10時に開館する against 土日は午前10時から… was ruled out), and a claim's day must be that of the passage's clause that writes most of the rest of it (会员周五购物享受九五折 against 每周三会员购物享受九五折, 水曜日は休館日 against 毎週月曜日は休館日: grounded at 1.0 and 0.99 with the group rule alone); a Chinese day of the week is no number (超市周六早上9点开门 was ruled out as 6) and 每周三次 is no day; an afternoon hour is read on a 24-hour clock too (午後9時 against 午前9時…午後8時 was grounded at 0.996; 午後3時 against 15時 was ruled out); a kind of World Heritage site the passage does not write, where it writes another, is ruled out (布达拉宫是世界自然遗产, 屋久島は世界文化遺産: grounded at 0.999 and 0.998); a Japanese or Chinese claim that says the opposite of the passage in one word (a closed list of opposites: 広い / 狭い, 最高 / 最低, 正面 / 背面, 很贵 / 很便宜, 男人 / 女人), neither negated nor wished for, is at most even odds like a negation (cjk.antonym_conflict: 部屋は広々としていた against 狭い, 在月球正面着陆 against 背面 were grounded at 0.99), as is one that plainly says a word the passage writes only negated or wished for (店内はとても広い against 店内は広くない: 0.96); the other days than those named (それ以外の日, 其他时间) are every day but those (日曜日も営業している against 火曜日が定休日で、それ以外の日は…営業 was ruled out), and what a claim says after its day picks the passage's clause (该银行周日休息 was ruled out: the bank is the subject of the clause of 周一至周五); a season the passage does not write, where it writes another, is ruled out (冬には… against 夏季には…: 0.99); an afternoon hour the passage writes on a 24-hour clock is written so for the cross-encoder (旺季下午5点闭馆 against 8:30至17:00: 0.12 → 0.999); open every day (全年无休, 年中無休) is an opposite of a closing day (闭馆, 定休日); a Chinese adjective the passage negates (房间不大) against the claim's plain one (房间很大: 0.99) is read as a denied word; a Japanese / Chinese year that modifies a noun after it (1912年の海難事故) is tied to no event word before it (この映画の題材は1912年の海難事故である was ruled out as the film's year); a decade in Han numerals, with the century before it, is a decade (上世纪九十年代 was ruled out as the number 90); days relative to today (明天, 后天, 明後日) are compared like days of the week, each kind with its own (明天北京有小雨 against 后天有小雨: 1.0); a bound before a number with no unit after it (超过1000万。) is met by any count of the premise (it was ruled out); 城镇 / 农村 and 都市 / 農村 are opposites; a bracket's note is a clause of its own for the day rule, and 翌平日 (the next weekday) is no group (火曜日が休館日だ against 月曜日は休館日（祝日の場合は翌平日） was grounded at 0.98), and hours are compared on a 24-hour clock when it picks a clause; 本世纪 / 上世纪 are the 21st and 20th centuries (该片于本世纪初上映 was grounded at 0.96); a hedged count (約2400万画素) the premise states within 5 % in the same unit (2420万画素) is stated (it was ruled out); 税込 / 税抜, 含税 / 不含税 and 禁煙 / 喫煙 are opposites; in the role rule a count of another unit is no rival (雷峰塔8点开放 was ruled out by the passage's 雷峰塔门票为40元); 1.17: an Arabic number after a big unit may have a small unit of its own (2万2千円 is 22000, was read as 20002 and ruled out); a day of the week the passage does not write, where it writes another, is ruled out (月曜日が定休日です against 日曜日は定休日です; a range 周一至周五 names every day in it); a polite request or instruction of one clause with no number or reason needs no check (村上春樹について教えてください。, 请参阅官方网站。); in the role rule a year alone before a comma is the time of the clause after it (2022年，特斯拉共交付… : 特斯拉2022年的营收为815亿美元 was ruled out), a katakana verbal noun after a year (1979年にデビューした) is the year's own word, not the topic's, and a year before から / まで is tied to that bound, not to the word after it or the topic (京都は794年から日本の都だった and 京都は1869年まで都であった were ruled out), and a year before a katakana compound object (1949年にノーベル物理学賞を受賞した) to the verb after it, not the topic (the true claim was ruled out); a prize is compared by the two characters before its suffix (ノーベル化学賞 against 物理学賞), and the prefectures not written with 県 (京都府, 大阪府, 東京都, 北海道) and seas (东海, 南海, …) are typed names; a role the passage gives nobody (no word of it: 音楽, 作曲, 助演, 脇役, 配角, 撮影, 編集) tied to a person the passage gives other roles is ruled out (cjk.role_conflict: キャメロンは音楽も担当した and ケイト・ウィンスレットは脇役だった were grounded at 0.99); a Chinese claim about a Japanese passage is read by the shared multilingual cross-encoder, not the Japanese one (grounding.scorer.cjk.written_in: a claim of Han characters only is Japanese only where Japanese writes every one of them; 据维基百科，多伦多是安大略省的首府。 went to the Japanese model); 1.16: in the role rule a hedge before a number (大约, 约, 約, およそ, ほぼ) ties nothing (这款耳机大约三百元 was ruled out, since the passage's 大约 went with another number of it); 1.15: a year the passage ties to one event put in another event's place is ruled out, read by one table of events (a work's release or making, a sinking, a birth, a death, a founding, a listing, an award) in English, Japanese and Chinese (grounding.scorer.events), for both scorers and across languages (Titanic was released in 1912 against the guide's facts was grounded at 0.71, 该片于1912年上映 against the English ones at 0.997, 该片讲述了1997年泰坦尼克号沉没的故事 against the Chinese ones at 0.998); 1.14: Chinese names written without a dot (runs of transliteration characters: 多伦多, 安大略) are compared by sound with Latin and katakana names and written in the passage's spelling (多伦多是安大略省的首府 was rejected against Toronto is the capital of Ontario at 0.09); a one-word English name against a Chinese passage, a romanised-looking name against a Japanese one, and an undotted Chinese name in any pair, that sounds like none of the passage's names while the passage names something the claim does not, is one name in another's place (Ottawa against 多伦多 or トロント, 温哥华 against 多伦多, 蒙特利尔 against トロント: grounded at 0.99 before); a surname the passage never writes listed beside one it does is a missing name (温斯莱特和皮特); English country names are countries (British against 美国); a name of several words needs a rare word to be looked for in a Chinese passage (Academy Awards was rejected); a Japanese year that modifies a noun is not tied to the topic (映画は1912年の…事故を描いている); a Japanese / Chinese preamble before a colon leaves the statement after it a claim of its own (以下是…的信息：该片由…执导。 was one unchecked claim), and an announcement of what the answer does needs no check (タイタニックについて説明します。); 1.13: names are compared by sound between Latin script, katakana and Chinese transliterations (grounding.scorer.translit with pypinyin: 詹姆斯·卡梅隆 is James Cameron and ジェームズ・キャメロン, 《泰坦尼克号》 is Titanic and タイタニック), written in the passage's spelling before the multilingual model and rules read a pair, so a Chinese claim about an English passage and an English or Japanese claim about a Chinese one are read (该片由布拉德·皮特和凯特·温斯莱特主演 was grounded against the English Titanic facts at 0.97; Titanic was directed by James Cameron was rejected against the Chinese ones at 0.14); a source named in another language is the fact's (Wikipedia, ウィキペディア, 维基百科); a Japanese or Chinese claim that only gives people of the passage the roles the passage gives them, in other words, is grounded at 0.9 (cjk.role_support: 凯特·温斯莱特是该片的女主角, 卡梅隆是这部电影的制片人之一, which the model rejects); katakana role words are roles, not names (ヒロイン, メガホンを取った, プロデューサー, ダブル主演), and a Chinese idiom of two roles is the two (自编自导); a count of the people a claim lists is its own (ディカプリオとウィンスレットの二人); the role rule reads past an adverb (不仅执导), a clause going on with the subject before it (，还担任了主演), a role before 由 (导演由X担任) and a topic before the work (ディカプリオはこの映画の監督だ); a Chinese claim that starts with 他 / 她 is scored with the person a claim before it names; a short Japanese / Chinese heading that states something is checked (## 该片由…执导), and a pleasantry before a preamble leaves it unchecked (好的，下面是关于…的介绍。); 1.12: Japanese and Chinese attribution forms with the source as the place a statement is written (Xには、Cと書かれている, Xに「C」とある, CとXに書かれている), Xいわく / Xで調べたところ, Chinese X记载 / X显示 and 在X上 (a publication or a named source), and a source label in brackets after the statement (C（出典：X）, C (Source: X)); offers of more help (如需了解更多信息，请告诉我。, ご不明な点があれば…), closings (以上です。, 希望对您有帮助！), short Japanese / Chinese markdown headings without a number (## タイタニックについて) and one-clause questions written with a full stop (…でしょうか。, …吗。) need no check; a Japanese claim that starts with 彼 / 彼女 is scored with the person a claim before it names; the multilingual rules read a prize by a longer name as the same prize (奥斯卡金像奖, 奥斯卡大奖 for 奥斯卡奖; 受賞 and 获奖 are verbs), rule out a nomination (提名, 候補) the passage never mentions, an ocean it never writes, and a Japanese or Chinese name in a role's place it never writes (監督は北野武, 由张艺谋执导, 导演：李安), and compare such names as people in the role rule (吴京执导了该片 where 郭帆 directed); a count the passage writes only as a month or day is not stated (12部門 against 12月19日), a date written with numbers only is a date (1997/12/19), a century or decade holding the passage's year is (20世紀, 1990年代; one holding exactly one year is read as it: 21世紀 as 2001年), and a bound a count of the same unit meets is (10部門以上, 超过10项, 300億円を超えた), and 1月8号 is a date; the role rule reads past the work and verbs of holding a role (この映画の監督を務めた, 担任该片导演, 在片中), across a count's counter to its verb (14部門を受賞), across a label's colon (主演：X), ties each person of a Chinese list to the role after it (由X和Y主演), and reads 主役 / 男主角 as 主演; 1.11: against a passage in Latin script the multilingual scorer reads a Japanese claim's katakana names in the passage's spelling where they sound alike (grounding.scorer.translit: ジェームズ・キャメロン as James Cameron; the worked example cross-2 was rejected at 0.18), rules out a katakana name that sounds like no word of the passage (ブラッド・ピット), and reads such a passage at its sentence that writes most of the claim's names and numbers; the other way round it rules out an English claim's foreign name that sounds like no katakana word of a Japanese passage (Tom Hanks: translit.unmatched_latin_names); a katakana word the passage writes in another spelling (アメニティ, アメニティー) is no missing name, a fault denied (不満はありません, 申し分ない, 没话说) is no negation, and a year of a Japanese era is its Gregorian year (平成9年 = 1997); an offer to answer (はい、お答えします。, 我来为您解答。) or a source label (出典：ウィキペディア。) needs no check; Chinese written in traditional characters is read as simplified by the rules and by attribution (據維基百科, 萊昂納多·迪卡普里奥), Xの情報では is an attribution, and the role rule ties a name after a copula to the role before it (主演是X) and reads a role's other words (导演 for 执导, 出演 for 主演); a date, a year or a count of ten or more is not stated by a passage with no numbers, a year, month or day must be the passage's of that kind (1997年11月19日 against 12月19日 and 11部門), and the comma of a number (1,500) ends no clause; 1.10: the multilingual scorer reads an Arabic number with a Han unit as its value (20.7万 = 207000, 3千 = 3000: 207000名员工 was rejected against 20.7万名员工), rules out a title in title brackets the passage never writes (《阿Q正传》 against a passage about 《狂人日记》), and its role rule ties a topic (漱石は) to a year after it only where nothing after the year is (漱石は1916年に死去した was rejected for the passage's 1867年 of his birth) and reads a surname written alone (ディカプリオが監督した, 卡梅隆主演了该片) as the passage's dotted name it is part of, and ties a name after 是 to the role after 的 (卡梅隆是该片的主演); 1.9: the multilingual scorer also reads a passage of several sentences at the one sentence that writes at least half of the claim (grounding.scorer.cjk.best_sentence) and takes the higher entailment (true claims about a four-sentence Apollo 11 passage were rejected: 0.08 -> 0.99), and its role rule no longer ties a number to a setting or topic (灯台には112段: には) but, where nothing else ties a count, to its counter (112段 against 38段); 1.8: the multilingual scorer rules out a person or number of the passage put in another role (grounding.scorer.cjk.role_conflict: ケイト・ウィンスレットが監督を務めた, 该片于1912年上映) and a negated claim against a passage that negates nothing (cjk.negation_conflict); 1.7: the multilingual scorer rules out a country or a 省/州/県/奖 name the passage does not write while it writes another (grounding.scorer.cjk.typed_conflict); 1.6: a CJK character weighs three in the chunk budget (long Japanese / Chinese facts were read only up to the multilingual model's 128 tokens); 1.5: Japanese / Chinese pleasantries ("はい、わかりました。") need no check; one in front of a statement no longer excuses it

#: score multiplier for an attributed claim whose source is not named by the fact
ATTRIBUTION_PENALTY = 0.5
#: entailment multiplier for a pair whose premise lacks a number the claim states (numeric guard)
NUMBER_PENALTY = 0.5

_NUM_RE = re.compile(r"\d+(?:[.,]\d+)*")
_NUMBER_WORDS = {
    w: str(i)
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_NUMBER_WORDS.update(
    {"thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90", "hundred": "100", "dozen": "12"}
)


def _numbers(text: str, words: bool) -> set[str]:
    """Normalised numbers in ``text`` ('1,500' -> '1500', '3.0' -> '3'); with ``words`` also number
    words ('fourteen' -> '14') and both readings of an ambiguous separator ('1,5' -> '15', '1.5')."""
    out = set()
    for m in _NUM_RE.finditer(text):
        tok = m.group(0)
        out.add(normalize_number(tok))
        if words:
            out.add(normalize_number(tok.replace(",", ".")))
    if words:
        for w in re.findall(r"[a-z]+", text.lower()):
            n = _NUMBER_WORDS.get(w)
            if n is not None:
                out.add(n)
    return out


def numbers_supported(premise: str, hypothesis: str) -> bool:
    """True when every number the hypothesis states (digits) also appears in the premise (digits or a
    number word). The engine's guard against "right people, wrong year" claims that a model may
    still rate as entailed."""
    need = _numbers(hypothesis, words=False)
    return not need or need <= _numbers(premise, words=True)


@dataclass(slots=True)
class Fact:
    text: str
    attributes: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Spec:
    citation_threshold: float = 0.6
    enable_anti_citations: bool = False
    anti_citation_threshold: float = 0.8
    enable_claim_level_score: bool = False


@dataclass(slots=True)
class CheckRequest:
    answer_candidate: str
    facts: list[Fact] = field(default_factory=list)
    spec: Spec = field(default_factory=Spec)


@dataclass(slots=True)
class CitedChunk:
    chunk_text: str
    source: int  # index of the fact in the request
    source_metadata: dict[str, str] = field(default_factory=dict)
    #: code point offsets of the chunk in its fact's text (not part of the proto response)
    fact_start: int = 0
    fact_end: int = 0


@dataclass(slots=True)
class CitedFact:
    source: int  # index of the fact in the request
    fact_text: str
    attributes: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Claim:
    start_pos: int  # UTF-8 bytes into answer_candidate
    end_pos: int  # exclusive
    claim_text: str
    citation_indices: list[int] = field(default_factory=list)
    anti_citation_indices: list[int] = field(default_factory=list)
    grounding_check_required: bool = True
    #: best entailment, set only when ``enable_claim_level_score`` (the proto's ``score``)
    score: float | None = None
    #: always set for checked claims (None otherwise): for diagnostics and background grounding
    support: float | None = None
    contradiction: float | None = None


@dataclass(slots=True)
class CheckResponse:
    support_score: float
    contradiction_score: float | None = None
    cited_chunks: list[CitedChunk] = field(default_factory=list)
    #: the facts cited (or anti-cited) by any claim, in order of first citation
    cited_facts: list[CitedFact] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    #: timings and model identity, for diagnostics (not part of the proto response)
    diagnostics: dict = field(default_factory=dict)
    #: the total weight behind ``support_score`` / ``contradiction_score`` (bytes of checked content;
    #: 0 when nothing needed a check), to combine several replies into one answer-level score
    support_weight: float = 0.0
    contradiction_weight: float = 0.0


#: how much a grounded claim's own score moves its value (0 would make a grounded claim count 1 whatever
#: its score; a little keeps answers with equal grounded shares ordered by how sure they are)
GROUNDED_SLOPE = 0.1
#: an ungrounded claim's value stays below this (so an answer of which half is grounded scores below
#: 0.6: ``(1 + 0.2) / 2``)
UNGROUNDED_CEILING = 0.2


def claim_value(score: float, threshold: float, grounded: bool | None = None) -> float:
    """One checked claim's value in ``support_score`` (and, with contradiction, in
    ``contradiction_score``): ``1 - 0.1 * (1 - score)`` when grounded (0.96..1), else
    ``0.2 * score / threshold`` (0..0.2). ``grounded`` defaults to ``score >= threshold``; a claim
    can miss its citation with a score at the threshold only through an unmatched attribution."""
    if grounded is None:
        grounded = score >= threshold
    if grounded:
        return 1.0 - GROUNDED_SLOPE * (1.0 - score)
    if threshold <= 0.0:
        return 0.0
    return UNGROUNDED_CEILING * min(score, threshold) / threshold


def weighted_share(values: Sequence[float], weights: Sequence[float], empty: float) -> float:
    """``sum(w * v) / sum(w)`` (``empty`` when there is no weight)."""
    total = sum(weights)
    if total <= 0:
        return empty
    return sum(w * v for w, v in zip(weights, values)) / total


_g = claim_value


@dataclass
class _Work:
    req: CheckRequest
    claims: list[ClaimSpan]
    chunks: list[Chunk]
    cands: list[list[int]]  # per claim: chunk ids scored (empty for unchecked)
    concat: list[tuple[int, ...] | None]
    pair_ids: list[list[int]]  # per claim: pair index per candidate
    concat_pair: list[int | None]
    words: list[frozenset[str]] = field(default_factory=list)  # per chunk: its content words (ChunkIndex.words)


class GroundingEngine:
    """Stateless and thread-safe; build once per process (see :func:`get_engine`)."""

    def __init__(
        self,
        model: EntailmentModel | None = None,
        chunking: ChunkingConfig = DEFAULT_CHUNKING,
        selection: SelectionConfig = DEFAULT_SELECTION,
        numeric_guard: bool | None = None,
    ):
        self.model = model if model is not None else load_model()
        self.chunking = chunking
        self.selection = selection
        # None: on unless the model compares numbers itself (the project's scorer does)
        self.numeric_guard = (not getattr(self.model, "checks_numbers", False)) if numeric_guard is None else numeric_guard

    @property
    def version(self) -> str:
        return f"engine-{ENGINE_VERSION}+{self.model.name}-{self.model.version}"

    def warm_up(self) -> None:
        """Load everything a first request would (spaCy, MiniLM, the model) and run one tiny check."""
        from .claims import get_nlp
        from .selection import embeddings_available

        get_nlp()
        if self.selection.use_embeddings and embeddings_available():
            from .embedding import get_embedder

            get_embedder().encode(["warm-up"])
        self.check(CheckRequest("Warm-up sentence one. It checks the pipeline.", [Fact("Warm-up fact.")]))

    def check(self, req: CheckRequest) -> CheckResponse:
        return self.check_many([req])[0]

    def check_many(self, reqs: Sequence[CheckRequest]) -> list[CheckResponse]:
        """Ground many requests with a single batched model call across all of them."""
        t0 = time.perf_counter()
        sources = [[str(v) for f in r.facts for v in (f.attributes or {}).values() if v] for r in reqs]
        all_claims = segment_claims_many([r.answer_candidate for r in reqs], sources)
        t1 = time.perf_counter()
        pairs: list[tuple[str, str]] = []
        pair_index: dict[tuple[str, str], int] = {}

        def add_pair(p: str, h: str) -> int:
            key = (p, h)
            i = pair_index.get(key)
            if i is None:
                i = pair_index[key] = len(pairs)
                pairs.append(key)
            return i

        works: list[_Work] = []
        for req, claims in zip(reqs, all_claims):
            chunks: list[Chunk] = []
            for fi, f in enumerate(req.facts):
                chunks.extend(chunk_fact(f.text, fi, f.attributes, self.chunking))
            checked = [c for c in claims if c.check_required]
            w = _Work(req, claims, chunks, [], [], [], [])
            picks = iter(())
            if checked and chunks:
                index = ChunkIndex(chunks, self.selection)
                w.words = index.words
                picks = iter(select_chunks(index, [c.scoring_text for c in checked], self.selection))
            for c in claims:
                if not c.check_required or not chunks:
                    w.cands.append([]), w.concat.append(None), w.pair_ids.append([]), w.concat_pair.append(None)
                    continue
                ids = [cand.chunk_id for cand in next(picks)]
                w.cands.append(ids)
                w.pair_ids.append([add_pair(chunks[i].text, self._hypothesis(c, chunks[i], req.facts)) for i in ids])
                if self.selection.pair_concat and len(ids) >= 2:
                    group = tuple(sorted(ids[: self.selection.concat_size], key=lambda i: (chunks[i].fact_index, chunks[i].start)))
                    w.concat.append(group)
                else:
                    w.concat.append(None)
                w.concat_pair.append(None)
            works.append(w)
        t2 = time.perf_counter()
        # phase 1: every (chunk, claim) pair of every request in one batch
        scores: list[PairScore] = self.model.score(pairs) if pairs else []
        # phase 2: the concatenation of the best chunks, only for claims that no single chunk grounds
        # (same decisions as scoring it always, at about a third fewer pairs for grounded answers)
        n1 = len(pairs)
        for w in works:
            thr = w.req.spec.citation_threshold
            for ci, c in enumerate(w.claims):
                group = w.concat[ci]
                if group is None:
                    continue
                best = max(
                    scores[pi].entailment
                    * _ATTRIBUTION_FACTOR[self._source_relation(c, w.chunks[cid], w.req.facts)]
                    * self._number_factor(w.chunks[cid].text, c.scoring_text)
                    for cid, pi in zip(w.cands[ci], w.pair_ids[ci])
                )
                if best >= thr:
                    w.concat[ci] = None
                    continue
                hyp, _ = self._concat_hypothesis(c, [w.chunks[i] for i in group], w.req.facts)
                w.concat_pair[ci] = add_pair(_join_many([w.chunks[i] for i in group]), hyp)
        if len(pairs) > n1:
            scores = scores + self.model.score(pairs[n1:])
        t3 = time.perf_counter()
        out = [self._decide(w, scores) for w in works]
        t4 = time.perf_counter()
        n = max(1, len(reqs))
        timing = {
            "claims_ms": (t1 - t0) * 1000 / n,
            "selection_ms": (t2 - t1) * 1000 / n,
            "model_ms": (t3 - t2) * 1000 / n,
            "decision_ms": (t4 - t3) * 1000 / n,
            "batch_requests": len(reqs),
            "batch_pairs": len(pairs),
        }
        for resp in out:
            resp.diagnostics.update(
                timing,
                model=self.model.name,
                model_version=self.model.version,
                engine_version=ENGINE_VERSION,
                model_family=getattr(self.model, "family", ""),
                contradiction_available=getattr(self.model, "contradiction_available", True),
            )
        return out

    # ---------------------------------------------------------------------------------------------

    def _decide(self, w: _Work, scores: list[PairScore]) -> CheckResponse:
        spec = w.req.spec
        thr, athr = spec.citation_threshold, spec.anti_citation_threshold
        cited: list[CitedChunk] = []
        cited_key: dict[int, int] = {}
        cited_facts: list[CitedFact] = []
        seen_facts: set[int] = set()

        def cite(chunk_id: int) -> int:
            k = cited_key.get(chunk_id)
            if k is None:
                ch = w.chunks[chunk_id]
                k = cited_key[chunk_id] = len(cited)
                cited.append(CitedChunk(ch.text, ch.fact_index, dict(ch.attributes or {}), ch.start, ch.end))
                if ch.fact_index not in seen_facts:
                    seen_facts.add(ch.fact_index)
                    f = w.req.facts[ch.fact_index]
                    cited_facts.append(CitedFact(ch.fact_index, f.text, dict(f.attributes or {})))
            return k

        # binary and seq2seq checkers have no contradiction output: no anti-citations, contradiction 0
        can_contradict = getattr(self.model, "contradiction_available", True)
        claims_out: list[Claim] = []
        gs: list[float] = []  # per checked claim: its value in the support score
        hs: list[float] = []  # ... and in the contradiction score
        ws: list[float] = []  # its weight: UTF-8 bytes of its normalised text
        ms: list[float] = []  # with anti-citations: 1 + its contradiction (contradicted content weighs up to double)
        for ci, c in enumerate(w.claims):
            claim = Claim(c.start_byte, c.end_byte, c.text, grounding_check_required=c.check_required)
            claims_out.append(claim)
            if not c.check_required:
                continue
            ids = w.cands[ci]
            words = set(content_tokens(c.scoring_text))
            ent = []
            con = []
            may_cite = []
            for cid, pi in zip(ids, w.pair_ids[ci]):
                rel = self._source_relation(c, w.chunks[cid], w.req.facts)
                f = _ATTRIBUTION_FACTOR[rel]
                g = self._number_factor(w.chunks[cid].text, c.scoring_text)
                ent.append(scores[pi].entailment * f * g)
                # an attributed claim ("Britannica says ...") is never grounded by a fact whose
                # attributes do not name its source, whatever the threshold
                may_cite.append(rel != "other")
                # a passage that shares too little of the claim (numbers aside) is about something else:
                # it can neither be anti-cited nor make the claim's contradiction score
                on_topic = claim_overlap(words, w.words[cid]) >= self.selection.anti_min_overlap
                con.append(scores[pi].contradiction * f if on_topic else 0.0)
            cat_e = 0.0
            if w.concat_pair[ci] is not None:
                # the concatenation is scored with the claim's content: only facts by the source count
                _, f = self._concat_hypothesis(c, [w.chunks[i] for i in w.concat[ci]], w.req.facts)
                g = self._number_factor(" ".join(w.chunks[i].text for i in w.concat[ci]), c.scoring_text)
                cat_e = scores[w.concat_pair[ci]].entailment * f * g
            best_e = max(ent + [cat_e, 0.0])
            best_c = max(con + [0.0])
            cits = [cid for cid, e, ok in sorted(zip(ids, ent, may_cite), key=lambda x: -x[1]) if e >= thr and ok]
            if not cits and cat_e >= thr and w.concat[ci] is not None:
                ranked = [i for i in ids if i in w.concat[ci]]  # best first
                cits = contributing_chunks(words, [w.words[i] for i in ranked])
                cits = [ranked[k] for k in cits if self._source_relation(c, w.chunks[ranked[k]], w.req.facts) != "other"]
            claim.citation_indices = [cite(cid) for cid in cits]
            if spec.enable_anti_citations and can_contradict:
                anti = [cid for cid, x in sorted(zip(ids, con), key=lambda x: -x[1]) if x >= athr]
                claim.anti_citation_indices = [cite(cid) for cid in anti]
            claim.support = round(best_e, 4)
            claim.contradiction = round(best_c, 4)
            g = claim_value(best_e, thr, grounded=bool(cits))
            if spec.enable_claim_level_score:
                # the claim-level score is the claim's value in the support score (same scale: at or
                # above the citation threshold exactly when the claim is grounded); the raw best
                # entailment stays in ``support``
                claim.score = round(g, 4)
            if spec.enable_anti_citations and claim.anti_citation_indices and not claim.citation_indices:
                g = min(g, 1.0 - best_c)
            gs.append(g)
            hs.append(claim_value(best_c, athr) if can_contradict else 0.0)
            ws.append(max(1, c.weight))
            ms.append(1.0 + best_c if spec.enable_anti_citations and can_contradict else 1.0)
        support_ws = [wt * m for wt, m in zip(ws, ms)]
        support = weighted_share(gs, support_ws, 1.0)
        contradiction = weighted_share(hs, ws, 0.0) if spec.enable_anti_citations else None
        return CheckResponse(
            support_score=round(support, 4),
            contradiction_score=None if contradiction is None else round(contradiction, 4),
            cited_chunks=cited,
            cited_facts=cited_facts,
            claims=claims_out,
            support_weight=float(sum(support_ws)),
            contradiction_weight=float(sum(ws)) if spec.enable_anti_citations else 0.0,
        )

    def _number_factor(self, premise: str, hypothesis: str) -> float:
        if not self.numeric_guard or numbers_supported(premise, hypothesis):
            return 1.0
        return NUMBER_PENALTY

    @staticmethod
    def _source_relation(c: ClaimSpan, chunk: Chunk, facts: Sequence[Fact]) -> str:
        """How a chunk relates to the source of an attributed claim ("X says that C"):

        * ``none``: the claim names no source, or a generic one ("the report", "experts");
        * ``attr``: one of the fact's attributes (any: author, title, site, uri ...) names X — the
          content C is scored;
        * ``text``: the attributes do not, but the chunk's text names X — the whole claim, attribution
          included, is scored ("Cameron said that ..." against an article quoting Cameron);
        * ``other``: neither — C is scored but the chunk is never cited and its score is halved
          (:data:`ATTRIBUTION_PENALTY`): a claim is not grounded by a fact from another source.
        """
        src = c.attribution
        if not src or is_generic_source(src):
            return "none"
        attrs: Mapping[str, str] = facts[chunk.fact_index].attributes or {}
        if source_matches(src, [str(v) for v in attrs.values()]):
            return "attr"
        if c.attributed_text and source_matches(src, [chunk.text]):
            return "text"
        return "other"

    def _concat_hypothesis(self, c: ClaimSpan, chunks: Sequence[Chunk], facts: Sequence[Fact]) -> tuple[str, float]:
        """What the concatenation of ``chunks`` is scored against, and its factor: the content when
        every chunk is by the source (or the claim names none); the whole claim when the others
        name the source in their text; the content at :data:`ATTRIBUTION_PENALTY` when any chunk is
        from another source."""
        rels = {self._source_relation(c, ch, facts) for ch in chunks}
        if "other" in rels:
            return c.scoring_text, ATTRIBUTION_PENALTY
        if "text" in rels:
            return c.attributed_text, 1.0
        return c.scoring_text, 1.0

    def _hypothesis(self, c: ClaimSpan, chunk: Chunk, facts: Sequence[Fact]) -> str:
        if self._source_relation(c, chunk, facts) == "text":
            return c.attributed_text
        return c.scoring_text


_ATTRIBUTION_FACTOR = {"none": 1.0, "attr": 1.0, "text": 1.0, "other": ATTRIBUTION_PENALTY}


def claim_overlap(claim_words: AbstractSet[str], chunk_words: AbstractSet[str]) -> float:
    """Share of a claim's content words, numbers left out, that a chunk contains (1.0 for a claim with
    no such word). Both are :func:`~grounding.engine.text.content_tokens` sets."""
    want = {t for t in claim_words if not t[:1].isdigit()}
    if not want:
        return 1.0
    return len(want & chunk_words) / len(want)


def contributing_chunks(claim_words: AbstractSet[str], chunk_words: Sequence[AbstractSet[str]]) -> list[int]:
    """Which of the chunks of a grounded concatenation to cite (indices into ``chunk_words``, best first).

    Greedy cover of the claim's content words: take the chunk that brings the most words not yet
    covered (ties: the better-ranked one), until no chunk brings a new one. A chunk that repeats what
    the others already give, or shares nothing with the claim, is not cited; when no chunk shares a word
    with the claim (a pure paraphrase) all are cited, as the concatenation as a whole grounded it."""
    toks = [set(t) & claim_words for t in chunk_words]
    chosen: list[int] = []
    covered: set[str] = set()
    while True:
        gain, best = max(((len(t - covered), -k) for k, t in enumerate(toks) if k not in chosen), default=(0, 0))
        if gain == 0:
            break
        chosen.append(-best)
        covered |= toks[-best]
    return sorted(chosen) if chosen else list(range(len(chunk_words)))


def _join_many(chunks: list[Chunk]) -> str:
    """Concatenate chunks in fact order, merging overlapping windows of one fact."""
    text, prev = "", None
    for ch in chunks:
        if prev is not None and prev.fact_index == ch.fact_index and prev.end >= ch.start:
            text += ch.text[max(0, prev.end - ch.start) :]
        else:
            text += (" " if text else "") + ch.text
        prev = ch
    return text


_ENGINES: dict[str, GroundingEngine] = {}


def get_engine(model_spec: str | None = None, **options) -> GroundingEngine:
    """The process-wide engine for ``model_spec`` (default: ``$GROUNDING_MODEL`` or "assistsvc"; Django code
    calls :func:`grounding.runner.grounding_engine`, which passes ``settings.GROUNDING_MODEL``); ``options`` go to
    the model's loader (:func:`~grounding.engine.backends.load_model`).

    Call ``get_engine().warm_up()`` at process start (web worker, Celery worker) so the first request
    does not pay for loading spaCy, MiniLM and the model."""
    model = load_model(model_spec, **options)
    key = f"{id(model)}"
    eng = _ENGINES.get(key)
    if eng is None:
        eng = _ENGINES[key] = GroundingEngine(model)
    return eng
