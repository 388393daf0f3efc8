"""Variations of the Japanese and Chinese worked examples, written for these tests (not taken from any
benchmark): the guide's Titanic and Toronto facts with other people, years, counts, countries, awards,
places and sources, paraphrases, numbers in other scripts, role swaps and negations, each replayed
through the engine with the default model. Cases the shipped scorer gets wrong are strict xfails with the
reason, so the list doubles as the record of what is known not to work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grounding.benchmark import TITANIC_JA_BODY, TITANIC_ZH_BODY
from grounding.engine.protojson import parse_check_request
from grounding.scorer.cjk import language

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples_multilingual.json").read_text(encoding="utf-8"))
JA = SEEDS["fact_sets"]["titanic_ja"]
ZH = SEEDS["fact_sets"]["titanic_zh"]
EN = SEEDS["fact_sets"]["titanic_en"]
TORONTO_JA = [{"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}}]
TORONTO_ZH = [{"factText": "多伦多是安大略省的首府。", "attributes": {"author": "维基百科"}}]
TORONTO_EN = [{"factText": "Toronto is the capital of Ontario.", "attributes": {"author": "Wikipedia"}}]
# two more passages, for people and years put in another role (engine 1.8) away from the Titanic facts
JURASSIC_JA = [
    {
        "factText": "『ジュラシック・パーク』は1993年公開のアメリカのSF映画である。監督はスティーヴン・スピルバーグ、原作はマイケル・クライトンの小説。"
        "サム・ニールとローラ・ダーンが出演し、音楽はジョン・ウィリアムズが担当した。興行収入は10億ドルを超え、アカデミー賞3部門を受賞した。"
        "続編『ロスト・ワールド』は1997年に公開された。"
    }
]
JURASSIC_ZH = [
    {
        "factText": "《侏罗纪公园》是1993年上映的美国科幻电影，由史蒂文·斯皮尔伯格执导，改编自迈克尔·克莱顿的同名小说。山姆·尼尔和劳拉·邓恩主演，"
        "约翰·威廉斯负责配乐。该片全球票房超过10亿美元，获得3项奥斯卡奖。续集《失落的世界》于1997年上映。"
    }
]
APOLLO_JA = [
    {
        "factText": "アポロ11号は1969年7月16日に打ち上げられた。船長はニール・アームストロングで、バズ・オルドリンが月着陸船の操縦士を務めた。"
        "マイケル・コリンズは司令船に残った。アームストロングは7月20日に月面に降り立った最初の人間となった。"
    }
]
LIGHTHOUSE_JA = [
    {
        "factText": "ハロウ岬灯台は1874年に完成した。設計したのは技師のマーガレット・エリソンである。灯台の高さは38メートルで、112段の階段がある。"
        "1961年からは無人で運用されている。見学は4月から10月までできる。"
    }
]
LIGHTHOUSE_ZH = [
    {
        "factText": "哈罗角灯塔于1874年建成。它由工程师玛格丽特·埃利森设计。灯塔高38米，共有112级台阶。自1961年起，灯塔实现了无人值守。游客可以在4月至10月期间参观。"
    }
]
APOLLO_ZH = [
    {
        "factText": "阿波罗11号于1969年7月16日发射。指令长是尼尔·阿姆斯特朗，巴兹·奥尔德林担任登月舱驾驶员，迈克尔·柯林斯留在指令舱。"
        "阿姆斯特朗于7月20日成为第一个踏上月球的人。"
    }
]

# two more (fourteenth session), with Japanese and Chinese names written in Han characters, undotted
SEN_JA = [
    {
        "factText": "『千と千尋の神隠し』は2001年公開の日本のアニメーション映画である。監督・脚本は宮崎駿、制作はスタジオジブリ。"
        "興行収入は316億円を超え、第75回アカデミー賞で長編アニメ映画賞を受賞した。",
        "attributes": {"author": "ウィキペディア"},
    }
]
LIULANG_ZH = [
    {
        "factText": "《流浪地球》是2019年上映的中国科幻电影，由郭帆执导，吴京、屈楚萧主演，改编自刘慈欣的同名小说。该片内地票房达46.8亿元人民币。",
        "attributes": {"author": "百度百科"},
    }
]

# six more passages (twelfth session): a tower, a palace, two writers, a company and a mountain, for Han
# units after Arabic numbers (20.7万), titles in title brackets, a topic (は) before a year and subtler swaps
SKY_JA = [
    {
        "factText": "東京スカイツリーは東京都墨田区にある電波塔である。高さは634メートルで、2012年5月22日に開業した。設計は日建設計が担当した。",
        "attributes": {"author": "東京都観光ガイド"},
    }
]
GUGONG_ZH = [
    {
        "factText": "故宫位于北京市中心，始建于1406年，1420年建成，是明清两代的皇家宫殿。1987年，故宫被联合国教科文组织列为世界文化遗产。",
        "attributes": {"author": "百度百科"},
    }
]
SOSEKI_JA = [
    {
        "factText": "夏目漱石は1867年に江戸で生まれた小説家である。代表作に『吾輩は猫である』や『こころ』がある。1916年に49歳で亡くなった。",
        "attributes": {"author": "日本大百科全書"},
    }
]
LUXUN_ZH = [
    {
        "factText": "鲁迅，原名周树人，1881年出生于浙江绍兴。1918年，他发表了中国第一篇现代白话小说《狂人日记》。1936年10月19日，鲁迅在上海逝世。",
        "attributes": {"author": "维基百科"},
    }
]
HUAWEI_ZH = [
    {"factText": "华为技术有限公司成立于1987年，总部位于广东省深圳市，创始人是任正非。公司在全球拥有约20.7万名员工。", "attributes": {"author": "公司年报"}}
]
FUJI_JA = [
    {
        "factText": "富士山は静岡県と山梨県にまたがる活火山で、標高は3776メートルである。2013年に世界文化遺産に登録された。最後の噴火は1707年の宝永噴火である。",
        "attributes": {"author": "気象庁"},
    }
]

#: (facts, answer, whether each claim is grounded)
# three more (eighteenth session: check batch 19, written after the Japanese cross-encoder was chosen): a hotel
# review, a company and the mountain again, in plainer words, with true paraphrases and false ones of each kind
HOTEL_JA = [
    {
        "factText": "このホテルは駅から徒歩3分の場所にあります。部屋は狭いですが清潔で、朝食のバイキングは種類が豊富でした。"
        "ただ、壁が薄く隣の部屋の音が気になりました。"
    }
]
SAKURA_JA = [{"factText": "株式会社サクラ電機は1985年に大阪で創業した。主力製品は家庭用の空気清浄機で、現在の社長は山田太郎である。従業員数は約1200人。"}]
FUJI2_JA = [
    {"factText": "富士山は静岡県と山梨県にまたがる日本最高峰の山で、標高は3776メートルである。2013年に世界文化遺産に登録された。夏季には多くの登山者が訪れる。"}
]

# four more (nineteenth session, check batch 21): a city, a phone, a physicist and a river
KYOTO_JA = [
    {
        "factText": "京都市は京都府の府庁所在地で、人口は約144万人である。794年に平安京が置かれ、1869年の東京奠都まで日本の都であった。清水寺や金閣寺などの寺院が多く、1994年に「古都京都の文化財」として世界遺産に登録された。",
        "attributes": {"author": "京都市観光協会"},
    }
]
PHONE_ZH = [
    {
        "factText": "这款手机配备6.7英寸屏幕和5000毫安电池，支持65瓦快充，售价为3999元。手机有黑色和白色两种颜色，于2023年9月发布。",
        "attributes": {"author": "官方网站"},
    }
]
NOBEL_JA = [
    {
        "factText": "湯川秀樹は1907年に東京で生まれた物理学者である。1935年に中間子の存在を予言し、1949年に日本人として初めてノーベル物理学賞を受賞した。",
        "attributes": {"author": "百科事典"},
    }
]
YANGTZE_ZH = [
    {"factText": "长江全长约6300公里，是中国第一长河、世界第三长河。长江发源于青藏高原，流经11个省级行政区，最终注入东海。三峡大坝位于湖北省宜昌市。"}
]

# four more (nineteenth session, check batch 22): a company, a railway, an animal and a novelist
TESLA_ZH = [
    {
        "factText": "特斯拉公司由马丁·艾伯哈德和马克·塔彭宁于2003年创立，总部位于美国得克萨斯州奥斯汀。2022年，特斯拉共交付约131万辆电动汽车，营收为815亿美元。",
        "attributes": {"author": "路透社"},
    }
]
SHINKANSEN_JA = [
    {
        "factText": "東海道新幹線は1964年10月1日に開業した。東京駅と新大阪駅を結び、最速の「のぞみ」は約2時間21分で走行する。開業当初の最高速度は時速210キロであった。",
        "attributes": {"author": "JR東海"},
    }
]
PANDA_ZH = [
    {
        "factText": "大熊猫是中国特有的物种，主要栖息在四川、陕西和甘肃的山区。成年大熊猫每天要花10到16个小时进食，主要以竹子为食。据第四次全国调查，野生大熊猫数量为1864只。"
    }
]
MURAKAMI_JA = [
    {
        "factText": "村上春樹は1949年に京都で生まれ、兵庫県で育った小説家である。1979年に『風の歌を聴け』でデビューし、1987年に発表した『ノルウェイの森』はベストセラーとなった。"
    }
]

# four more (nineteenth session, check batch 23): a hotel, a castle, a lunar probe and a ramen shop
HOTEL_ZH = [{"factText": "这家酒店距离地铁站步行约5分钟。房间宽敞干净，但隔音效果一般。早餐种类丰富，前台服务热情。入住时间为下午3点，退房时间为中午12点。"}]
OSAKA_JA = [
    {
        "factText": "大阪城は1583年に豊臣秀吉によって築かれた。現在の天守閣は1931年に再建されたもので、高さは約55メートルである。1997年に国の登録有形文化財に登録された。",
        "attributes": {"author": "大阪市"},
    }
]
MOON_ZH = [{"factText": "嫦娥四号探测器于2018年12月8日发射，2019年1月3日在月球背面成功着陆，是人类首次在月球背面软着陆。"}]
RAMEN_JA = [{"factText": "この店のラーメンはスープが濃厚で、麺は細めです。価格は一杯900円で、平日は11時から22時まで営業しています。日曜日は定休日です。"}]

# two more (nineteenth session, check batch 24): the Beijing Olympics and a sushi shop
OLYMPIC_ZH = [
    {
        "factText": "2008年夏季奥运会于8月8日至8月24日在北京举行，共有204个国家和地区参赛。中国代表团获得48枚金牌，位列金牌榜第一。",
        "attributes": {"author": "新华社"},
    }
]
SUSHI_JA = [
    {"factText": "この寿司店は1952年創業の老舗で、ミシュランガイドで二つ星を獲得している。おまかせコースは一人22000円で、予約は電話のみ受け付けている。"}
]

# four more (twenty-first session, check batch 25): opening hours by day of the week and World Heritage sites
LIB_JA = [
    {
        "factText": "市立中央図書館は平日は午前9時から午後8時まで、土日は午前10時から午後6時まで開館している。毎週月曜日は休館日である。"
        "本は一人10冊まで、2週間借りることができる。"
    }
]
POTALA_ZH = [
    {
        "factText": "布达拉宫位于西藏拉萨，始建于公元7世纪，是世界上海拔最高的古代宫殿之一。1994年，布达拉宫被列入世界文化遗产名录。",
        "attributes": {"author": "百度百科"},
    }
]
YAKU_JA = [
    {
        "factText": "屋久島は鹿児島県の南に位置する島で、1993年に白神山地とともに日本で初めて世界自然遺産に登録された。"
        "樹齢数千年といわれる縄文杉で知られ、年間を通して雨が多い。"
    }
]
MARKET_ZH = [{"factText": "这家超市工作日早上8点开门，晚上10点关门；周末早上9点开门，晚上9点关门。每周三会员购物享受九五折。"}]

# four more (twenty-first session, check batch 26, written before any run): a zoo and a high-speed line in Chinese,
# a café and a temple in Japanese
ZOO_ZH = [
    {
        "factText": "上海动物园位于长宁区，占地约74公顷，饲养了400多种动物。动物园每天早上7点30分开园，下午5点闭园，周一照常开放。"
        "成人票价为40元，身高1.3米以下的儿童免票。"
    }
]
CAFE_JA = [
    {
        "factText": "駅前のカフェ「ミモザ」は毎週火曜日が定休日で、それ以外の日は朝8時から夜7時まで営業している。店内は広くないが、窓が大きく明るい。"
        "名物は自家製のチーズケーキで、一切れ450円。"
    }
]
HORYUJI_JA = [
    {
        "factText": "法隆寺は奈良県斑鳩町にある寺院で、607年に聖徳太子によって創建されたと伝えられる。現存する世界最古の木造建築群として知られ、"
        "1993年に姫路城とともに日本初の世界文化遺産に登録された。"
    }
]
GAOTIE_ZH = [{"factText": "京沪高铁于2011年6月30日正式开通运营，全长约1318公里，连接北京和上海。最快列车全程运行时间约4小时18分钟，最高运营时速为350公里。"}]

# four more (twenty-first session, check batch 27, written before any run): Lake Biwa and Hayabusa2 in Japanese, a
# bank's opening hours and the Palace Museum's seasons in Chinese
BIWA_JA = [
    {
        "factText": "琵琶湖は滋賀県にある日本最大の湖で、面積は約670平方キロメートルである。湖から流れ出る川は瀬田川のみで、京都や大阪の水源となっている。"
        "冬には多くの渡り鳥が飛来する。"
    }
]
BANK_ZH = [{"factText": "该银行的营业时间为周一至周五上午9点至下午5点，周六上午9点至中午12点，周日及法定节假日休息。个人账户每日转账限额为5万元。"}]
HAYABUSA_JA = [
    {
        "factText": "小惑星探査機「はやぶさ2」は2014年12月に打ち上げられ、2019年に小惑星リュウグウで試料を採取した。"
        "2020年12月、試料を収めたカプセルがオーストラリアの砂漠に着地した。"
    }
]
GUGONG2_ZH = [
    {"factText": "故宫博物院每周一闭馆（法定节假日除外）。旺季（4月1日至10月31日）开放时间为8:30至17:00，淡季为8:30至16:30。门票旺季60元，淡季40元。"}
]

# two more (twenty-first session, check batch 28, written before any run): a guesthouse in Chinese, a ryokan in Japanese
MINSU_ZH = [{"factText": "这家民宿距离古城南门步行约10分钟，共有8间客房。房间不大，但干净整洁，老板非常热情。早餐需要另付30元，停车免费。"}]
ONSEN_JA = [{"factText": "この旅館の露天風呂は24時間利用できる。夕食は部屋食で、地元の食材を使った料理が楽しめる。駅からは送迎バスがあり、片道約15分。"}]

# four more (twenty-first session, check batch 29, written before any run): a school and the Shinano river in Japanese, a
# city's population and a weather forecast in Chinese
SCHOOL_JA = [{"factText": "市立北小学校の児童数は約420人で、前年より30人増えた。給食は自校で調理しており、毎週金曜日はパンの日である。"}]
POP_ZH = [{"factText": "2023年末，该市常住人口为1250万人，比上年增加15万人。其中，城镇人口占比为78%，60岁及以上人口占比为21%。"}]
SHINANO_JA = [{"factText": "信濃川は日本で最も長い川で、全長は367キロメートルである。長野県では千曲川と呼ばれ、新潟県で日本海に注ぐ。"}]
WEATHER_ZH = [{"factText": "明天北京晴转多云，最高气温12℃，最低气温2℃，北风三到四级。后天有小雨，气温略有下降。"}]

# three more (twenty-first session, check batch 30, written before any run): a museum and a festival in Japanese, a phone
# in Chinese
SEIYO_JA = [
    {
        "factText": "国立西洋美術館は東京・上野公園にある美術館で、1959年に開館した。建物はル・コルビュジエが設計し、2016年に世界文化遺産に登録された。"
        "月曜日は休館日（祝日の場合は翌平日）。"
    }
]
PHONE2_ZH = [{"factText": "这款手机重约190克，配备6.1英寸屏幕和4000毫安时电池，支持30瓦快充。售价为3999元，首发赠送耳机。"}]
YUKI_JA = [{"factText": "さっぽろ雪まつりは毎年2月上旬に札幌市で開かれる。1950年に地元の中高生が6つの雪像を作ったのが始まりで、現在は約200万人が訪れる。"}]

# three more (twenty-first session, check batch 31, written before any run): a library and Shaolin Temple in Chinese, a
# camera in Japanese
CITYLIB_ZH = [{"factText": "市图书馆周二至周日9:00-21:00开放，周一闭馆。读者凭身份证可免费办理借书证，每人最多可借5本书，借期30天。"}]
CAMERA_JA = [{"factText": "このカメラの重さは約450グラムで、有効画素数は2420万画素。バッテリー1回の充電で約500枚撮影できる。価格は税込み12万円。"}]
SHAOLIN_ZH = [
    {
        "factText": "少林寺位于河南省登封市嵩山，始建于北魏太和十九年（495年），被誉为“天下第一名刹”。"
        "2010年，包括少林寺在内的“天地之中”历史建筑群被列入世界文化遗产。"
    }
]

# two more (twenty-first session, check batch 32, written before any run): a hotel in Japanese, West Lake in Chinese
HOTEL3_JA = [{"factText": "ホテルは駅から徒歩3分の場所にある。客室は全室禁煙で、無料Wi-Fiが使える。朝食はビュッフェ形式で、1泊2名で15000円から。"}]
XIHU_ZH = [{"factText": "西湖风景区免费开放，但部分景点需单独购票。雷峰塔门票为40元，开放时间为8:00至17:30（冬季至17:00）。"}]

# two more (twenty-first session, check batch 33, written before any run): a subway in Chinese, a bento shop in Japanese
SUBWAY_ZH = [{"factText": "该市地铁首班车为早上6点，末班车为晚上11点。单程票价为2至9元，持学生卡可享受五折优惠。"}]
BENTO_JA = [{"factText": "この弁当屋は平日の11時から14時まで営業している。人気の唐揚げ弁当は550円で、ご飯の大盛りは無料。支払いは現金のみ。"}]
# check batch 34 (twenty-second session): a museum, a library, a phone and a ryokan
MUSEUM_JA = [
    {
        "factText": "県立美術館の開館時間は午前9時30分から午後5時までで、入館は閉館の30分前まで。休館日は毎週月曜日（祝日の場合は翌日）。"
        "一般の観覧料は800円、高校生以下は無料。館内での写真撮影は禁止されている。",
        "attributes": {"author": "県立美術館"},
    }
]
LIBRARY_ZH = [
    {
        "factText": "市图书馆周二至周日开放，开放时间为上午9点至晚上8点，每周一闭馆。读者凭身份证可免费办理借书证，每证最多可借5本书，"
        "借期为30天，可续借一次。馆内设有自习室和儿童阅览室。",
        "attributes": {"author": "市图书馆官网"},
    }
]
PHONE3_ZH = [
    {
        "factText": "这款手机配备6.1英寸屏幕和4000毫安时电池，支持30瓦快充，约50分钟可充满。后置双摄像头，主摄像头为5000万像素。手机重约170克，提供黑、白、蓝三种颜色。售价2999元起。"
    }
]
RYOKAN_JA = [
    {
        "factText": "この旅館は全12室で、すべての客室に露天風呂が付いている。夕食は部屋食で、地元の食材を使った会席料理が出る。チェックインは15時、チェックアウトは10時。最寄り駅からは送迎バスが出ている（要予約）。"
    }
]
# check batch 35 (twenty-second session): a high-speed line and a café
RAILWAY_ZH = [
    {"factText": "京沪高铁全长1318公里，于2011年6月30日正式开通运营。最高运营时速为350公里，北京南站至上海虹桥站最快约4小时18分钟。沿途设有24个车站。"}
]
CAFE2_JA = [
    {
        "factText": "カフェ・ミモザは2015年に開店した。店主の田中さんはパリで修業した。人気メニューはキッシュとカフェオレで、キッシュは1皿900円。店内は20席で、テラス席もある。ペット連れはテラス席のみ可。"
    }
]

# check batch 37 (twenty-second session): a cup final, company results, a recipe, a poet and a forecast
CUP_FINAL_JA = [
    {
        "factText": "決勝戦は11月3日に行われ、横浜FCが川崎Fに2対1で勝利した。横浜FCの優勝は5年ぶり3回目。決勝点は後半40分に山田選手が決めた。"
        "観客数は4万2千人だった。"
    }
]
RESULTS_ZH = [
    {"factText": "该公司2023年营业收入为520亿元，同比增长12%；净利润为48亿元，同比下降5%。海外收入占总收入的三成。公司计划2024年在越南新建一座工厂。"}
]
CURRY_JA = [
    {
        "factText": "カレーの作り方：玉ねぎ2個を薄切りにし、弱火で20分炒める。牛肉300gを加えて色が変わるまで炒めたら、水800mlを入れて30分煮込む。"
        "火を止めてルウを溶かし、さらに10分煮込めば完成。"
    }
]
LI_BAI_ZH = [
    {"factText": "李白（701年－762年），字太白，号青莲居士，唐代著名浪漫主义诗人，被后人誉为“诗仙”。他与杜甫并称“李杜”。代表作有《静夜思》《将进酒》等。"}
]
FORECAST_JA = [
    {"factText": "あすの東京は晴れのち曇り、最高気温は18度、最低気温は9度の見込み。降水確率は午前0%、午後20%。あさっては雨が降り、気温は平年より低くなる。"}
]

# check batch 38 (twenty-second session): a university, an app, an airport, a zoo, an era and a recall
UNIVERSITY_JA = [
    {
        "factText": "北山大学は1949年に設立された国立大学で、文学部・理学部・工学部など6学部を持つ。学生数は約1万2千人で、そのうち留学生は800人。"
        "キャンパスは市内に2つある。"
    }
]
APP_ZH = [{"factText": "这款记账应用提供免费版和会员版。会员版每月12元，按年订阅为98元。新用户可免费试用会员版7天。应用支持iOS和安卓系统，但暂不支持电脑端。"}]
AIRPORT_JA = [
    {"factText": "中部空港は2005年2月に開港した。滑走路は1本で、長さは3500メートル。名古屋駅からは特急列車で約28分。国際線と国内線の両方が就航している。"}
]
ZOO2_ZH = [
    {
        "factText": "市动物园于1956年开园，占地约60公顷，饲养动物200余种。园内有两只大熊猫，分别名为“乐乐”和“欢欢”。动物园每天早上8点开园，"
        "冬季提前到下午4点30分闭园。"
    }
]
MEIJI_JA = [
    {
        "factText": "明治維新は1868年に始まった一連の改革である。江戸幕府が倒れ、天皇を中心とする新政府が成立した。首都は京都から東京に移され、1871年には廃藩置県が行われた。"
    }
]
RECALL_ZH = [
    {"factText": "某汽车公司宣布召回2021年至2022年生产的部分车型，共计约3.2万辆。原因是制动系统存在隐患，可能导致刹车失灵。车主可免费到4S店更换零件。"}
]

# check batch 39 (twenty-second session): five reviews, written the way JRTE's are
REVIEW_STATION_JA = [
    {
        "factText": "駅から徒歩2分と便利な立地でした。部屋は少し狭かったですが、清潔で快適に過ごせました。朝食はバイキング形式で種類が豊富でした。フロントの方の対応も丁寧でした。"
    }
]
REVIEW_ONSEN_JA = [
    {
        "factText": "温泉はとても良かったのですが、夕食が期待外れでした。料理が冷めていて、品数も少なかったです。部屋からの眺めは最高でした。また温泉に入りに来たいです。"
    }
]
REVIEW_METRO_ZH = [
    {"factText": "酒店位置很好，离地铁站只有五分钟路程。房间很大，但是隔音不太好，晚上有点吵。早餐一般，品种不多。前台服务态度很好，还帮我们叫了出租车。"}
]
REVIEW_DINER_ZH = [{"factText": "这家餐厅的菜味道不错，价格也实惠，人均80元左右。就是等位时间太长了，周末要排一个小时。服务员态度一般。"}]
REVIEW_KIDS_JA = [
    {"factText": "子連れで利用しました。キッズスペースがあり、子供は大喜びでした。ただ、駐車場が狭く、停めるのに苦労しました。料金は2泊で3万円と手頃でした。"}
]

# check batch 41 (twenty-second session): a medicine, a timetable and a museum with two seasons
MEDICINE_JA = [
    {
        "factText": "この薬は大人1回2錠、1日3回、食後に服用してください。15歳未満の子供は服用しないでください。眠気が出ることがあるので、服用後は車の運転を避けてください。"
    }
]
NOZOMI_JA = [
    {
        "factText": "のぞみ号は東京駅を毎時0分、10分、20分、30分、40分、50分に発車する。東京から新大阪までの所要時間は約2時間30分で、途中、品川、新横浜、名古屋、京都に停車する。"
    }
]
PALACE_MUSEUM_ZH = [
    {
        "factText": "故宫博物院每周一闭馆（法定节假日除外）。旺季（4月1日至10月31日）开放时间为8:30至17:00，门票60元；淡季（11月1日至次年3月31日）开放时间为8:30至16:30，门票40元。每日限流3万人。"
    }
]

# check batch 42 (twenty-second session): a company's founding and a basketball player
SONY_JA = [{"factText": "ソニーは1946年に井深大と盛田昭夫によって東京通信工業として設立された。1958年に現在の社名に変更した。本社は東京都港区にある。"}]
YAO_MING_ZH = [
    {"factText": "姚明1980年出生于上海，身高2.26米。2002年以状元身份被休斯顿火箭队选中，在NBA效力8个赛季，8次入选全明星。2016年入选奈史密斯篮球名人堂。"}
]

# check batches 44 and 45 (twenty-third session): rules of a library, a gym, a clinic, a hotel, a park, a museum and an
# app (what is forbidden, allowed, required, free), a medicine, a train, two companies' results
LENDING_LIBRARY_ZH = [
    {
        "factText": "市图书馆开放时间为周二至周日9:00-18:00，周一闭馆。读者凭借书证每次最多可借5本书，借期为30天，可续借一次。馆内禁止饮食和大声喧哗，可以使用笔记本电脑。儿童阅览室仅对12岁以下儿童及其家长开放。"
    }
]
GYM_JA = [
    {
        "factText": "このジムは平日は朝7時から夜11時まで、土日祝は朝9時から夜8時まで営業しています。月会費は8,800円で、入会金は無料です。館内での撮影は禁止されています。タオルのレンタルは1回200円です。18歳未満の方は保護者の同意が必要です。"
    }
]
COLD_MEDICINE_ZH = [
    {
        "factText": "本品为感冒药。成人一次2片，一日3次，饭后服用。12岁以下儿童请在医生指导下使用。服药期间禁止饮酒。孕妇慎用。本品可能引起嗜睡，服药后请勿驾驶车辆。"
    }
]
AZUSA_JA = [
    {
        "factText": "特急あずさは新宿駅と松本駅を結び、所要時間は約2時間40分です。1日に18往復運行しています。全席指定席で、自由席はありません。車内販売は2019年に終了しました。"
    }
]
XIAOMI_ZH = [{"factText": "小米公司成立于2010年4月，总部位于北京。创始人为雷军。2023年公司营收为2710亿元，同比下降3.2%。"}]
PROVINCIAL_MUSEUM_ZH = [
    {
        "factText": "省博物馆每周二至周日9:00-17:00开放，16:00停止入馆，周一闭馆。基本陈列免费参观，特展门票50元。馆内可以拍照，但禁止使用闪光灯和三脚架。60岁以上老人凭身份证可免费参观特展。"
    }
]
HOTEL_RULES_JA = [
    {
        "factText": "当ホテルのチェックインは15時、チェックアウトは11時です。朝食は1階のレストランで6時半から10時までご利用いただけます。駐車場は1泊1,500円です。全室禁煙で、喫煙所もございません。ペットの同伴はご遠慮ください。"
    }
]
SUBSCRIPTION_APP_ZH = [
    {"factText": "该应用的基础版永久免费，高级版每月订阅费为18元，年费为168元。新用户可免费试用高级版7天。目前仅支持安卓和iOS系统，暂不支持电脑端。"}
]
CLINIC_JA = [
    {
        "factText": "当院は予約制です。初診の方は保険証が必要です。診療時間は月曜から金曜の9時から18時まで、土曜は9時から13時までです。日曜・祝日は休診です。駐車場は10台分あり、無料でご利用いただけます。"
    }
]
REVENUE_ZH = [{"factText": "2023年，该公司实现营业收入856亿元，同比增长8.5%；净利润为72亿元，同比下降4.1%。公司员工总数约为3.2万人。"}]
CITY_PARK_JA = [
    {"factText": "この公園は24時間開放されています。園内でのバーベキューは指定エリアのみ可能です。花火は禁止されています。犬の散歩はリードを付ければ可能です。"}
]

# check batch 46 (twenty-third session): an onsen, a train, a museum, a school, a car rental, a gym
ONSEN_RULES_JA = [
    {
        "factText": "大浴場は15時から翌朝10時までご利用いただけます。タトゥーのある方の入浴はお断りしています。貸切風呂は1回45分、2,000円で、予約が必要です。バスタオルはお部屋にご用意しております。"
    }
]
HIGH_SPEED_TRAIN_ZH = [
    {
        "factText": "乘客每人可免费携带20公斤行李，儿童（身高1.2米以下）免费乘车但不占座位。车厢内严禁吸烟。动车组列车全程禁止携带易燃易爆物品。车票改签须在开车前办理。"
    }
]
ART_MUSEUM_JA = [
    {
        "factText": "美術館の開館時間は10時から17時までで、金曜日は20時まで延長しています。常設展の観覧料は一般500円、高校生以下は無料です。展示室内での飲食はできませんが、ロッカーは無料で利用できます。"
    }
]
DAY_SCHOOL_ZH = [{"factText": "该校实行走读制，学生不得在校住宿。校服为必穿，每周一需参加升旗仪式。学校食堂提供午餐，每餐12元。学生可以自带午餐。"}]
CAR_RENTAL_JA = [
    {
        "factText": "レンタカーは24時間単位で貸し出しています。料金は1日8,000円で、ガソリン代は含まれていません。運転には免許証の提示が必要です。21歳未満の方は利用できません。"
    }
]
FITNESS_CLUB_ZH = [{"factText": "健身房营业时间为每天6:00至23:00。会员月卡价格为299元，年卡为1999元。私教课需单独付费，每节课300元。淋浴间免费使用。"}]

# twenty-fourth session: check batches 47 to 50
SAVINGS_CARD_ZH = [
    {"factText": "该银行储蓄卡年费为10元，开户满一年后免收。每日ATM取款上限为2万元。跨行取款每笔收取2元手续费。挂失需本人携带身份证到网点办理。"}
]
FLIGHT_ZH = [{"factText": "经济舱旅客可免费托运一件行李，重量不超过23公斤。超重行李每公斤收费50元。随身行李不得超过7公斤。锂电池禁止托运，必须随身携带。"}]
CITY_OFFICE_JA = [
    {
        "factText": "住民票の写しは市役所の窓口で取得できる。手数料は1通300円である。マイナンバーカードがあれば、コンビニでも取得できる。窓口の受付時間は平日の午前8時30分から午後5時15分までである。"
    }
]
RESERVE_JA = [
    {
        "factText": "当店は完全予約制です。ご予約は2名様から承ります。キャンセルは前日までにご連絡ください。当日のキャンセルはコース料金の50%を頂戴します。店内は全席禁煙です。"
    }
]
PHONE_JA = [
    {
        "factText": "このスマートフォンは6.1インチの有機ELディスプレイを搭載している。重さは約170グラムで、防水性能はIP68に対応する。バッテリー容量は4000mAh。価格は税込み9万8千円。"
    }
]
ZHENGHE_ZH = [
    {"factText": "郑和于1405年首次率船队下西洋，此后共七次出海，最远到达非洲东海岸。船队最多时有两百多艘船、两万七千余人。1433年，郑和在最后一次航行途中去世。"}
]
MARATHON_JA = [
    {
        "factText": "第10回湖畔マラソンは10月8日に開催された。男子の部は佐藤健一が2時間15分30秒で優勝した。女子の部は山本美咲が優勝し、大会記録を更新した。参加者は約1万2千人で、前回より2千人増えた。"
    }
]
EXAM_ZH = [
    {
        "factText": "本次考试报名时间为3月1日至3月15日，逾期不予补报。考试费为每科60元。考生须携带身份证和准考证入场，开考30分钟后不得进入考场。考试成绩将于4月底公布。"
    }
]
POOL_JA = [
    {
        "factText": "市民プールの営業期間は7月1日から8月31日まで。利用料金は大人400円、中学生以下200円。65歳以上は半額。水泳帽の着用が必要です。飲食は指定の場所でのみ可能です。"
    }
]
CONCERT_ZH = [{"factText": "演唱会将于8月12日晚7点30分开始，6点开始检票入场。门票分为280元、480元和880元三档。1.2米以下儿童谢绝入场。演出期间禁止录音录像。"}]
RAIL_PASS_JA = [
    {
        "factText": "このフリーパスは発売日から3日間有効である。価格は大人5,000円、子供2,500円。特急列車に乗る場合は、別途特急券が必要です。払い戻しは使用開始前に限り可能です。"
    }
]
NINTENDO_JA = [
    {
        "factText": "任天堂は1889年に山内房治郎が花札の製造所として創業した。1983年にファミリーコンピュータを発売した。2017年にはNintendo Switchを発売し、累計販売台数は1億4000万台を超えた。"
    }
]
OLYMPICS_ZH = [
    {
        "factText": "第一届现代奥运会于1896年在雅典举行。2008年夏季奥运会在北京举行，中国代表团获得48枚金牌。2022年冬季奥运会也在北京举行，北京因此成为首个“双奥之城”。"
    }
]
SPORTS_DAY_JA = [{"factText": "運動会は5月18日に行われた。1年生の部は赤組が勝ち、2年生の部は白組が勝った。雨のため、午後の種目は中止になった。"}]
OUTPATIENT_ZH = [
    {"factText": "门诊时间为周一至周五8:00-17:00，周六上午8:00-12:00，周日休息。初诊患者需携带身份证办理就诊卡。挂号费每次10元，60岁以上老人免收挂号费。"}
]
HOTEL_REVIEW_JA = [
    {
        "factText": "駅から徒歩3分で立地は最高でした。部屋はやや狭いですが、清潔で快適に過ごせました。朝食はバイキング形式で種類が豊富です。チェックインは15時から、チェックアウトは11時まで。大浴場は夜12時まで利用できます。"
    }
]
CITY_LIBRARY_JA = [
    {
        "factText": "図書館の貸出期間は2週間で、一人10冊まで借りられる。延長は1回のみ可能。返却は閉館後も返却ポストで受け付けている。館内での飲食は禁止だが、ふた付きの飲み物は持ち込める。"
    }
]
TEA_SHOP_ZH = [{"factText": "本店营业时间为上午10点至晚上10点。所有饮品均可选择少糖或无糖。会员每周三享受八折优惠。外卖满30元起送，配送费5元。"}]
DOMESTIC_FLIGHT_JA = [
    {
        "factText": "国内線の搭乗手続きは出発時刻の20分前までに済ませる必要がある。手荷物は1人2個まで機内に持ち込める。液体物は国内線では制限されていない。ペットは貨物室でのみ預かる。"
    }
]
PHONE_PLAN_ZH = [{"factText": "该套餐月费为59元，包含30GB流量和200分钟通话。超出流量按每GB 5元收费。套餐合约期为12个月，期满后可随时取消。办理后次月生效。"}]
EARTHQUAKE_JA = [
    {
        "factText": "13日午前2時ごろ、県北部で震度5弱の地震があった。震源の深さは約10キロで、地震の規模はマグニチュード4.8と推定される。この地震による津波の心配はない。けが人は2人確認された。"
    }
]
LINGYIN_ZH = [{"factText": "灵隐寺始建于东晋咸和元年，距今已有约1700年历史。寺内禁止燃放鞭炮。香花券每人30元，需另购飞来峰景区门票45元。1.2米以下儿童免票。"}]

CITY_BUS_JA = [
    {
        "factText": "このバスは平日は1時間に2本、土日は1時間に1本運行している。始発は午前6時、最終便は午後10時に駅を出る。運賃は大人230円、小児120円。ICカードが使える。"
    }
]
STEW_ZH = [{"factText": "将鸡肉切块，用料酒腌制15分钟。锅中放油，大火翻炒至变色后，加入土豆，转小火炖20分钟。出锅前撒上葱花。"}]
SOFTWARE_CO_JA = [{"factText": "同社は2015年に設立され、社員数は約120人。2022年に東証グロース市場に上場した。主力製品は中小企業向けの会計ソフトである。"}]
RYOKAN_REVIEW_JA = [{"factText": "夕食は部屋食で、品数が多く大満足でした。仲居さんの対応も丁寧でした。ただ、お風呂が小さく、シャワーの水圧が弱かったです。"}]

GUITAR_ZH = [{"factText": "一个男人正在弹吉他。"}]
BOY_DOG_JA = [{"factText": "男の子が公園で犬と遊んでいる。"}]
SANDCASTLE_ZH = [{"factText": "两个孩子在海边堆沙堡。"}]
KITCHEN_JA = [{"factText": "女性がキッチンで野菜を切っている。"}]
SPECIAL_EXHIBITION_JA = [
    {"factText": "特別展の観覧料は一般1,800円、大学生1,200円、高校生以下無料。毎週金曜日は夜8時まで開館。展示替えのため、5月7日から10日まで休館します。"}
]
FORECAST_ZH = [{"factText": "明天白天多云转小雨，最高气温18℃，最低气温9℃。夜间雨势加大，北风3到4级。后天天气转晴。"}]
APARTMENT_JA = [
    {"factText": "このマンションは駅から徒歩8分。間取りは2LDKで、家賃は月12万円、管理費は別途8千円。ペット飼育は小型犬1匹まで可。楽器の演奏は禁止。"}
]
ONLINE_COURSE_ZH = [{"factText": "本课程共12讲，每周二晚上7点更新一讲。学员可在购买后一年内反复观看。课程不提供纸质教材，结课后可申请电子证书。"}]

# check batches 56 to 59 (twenty-fifth session): capitals and largest cities, calls, plans, shops, a marathon, a board, a
# school trip, a final, a clinic and a museum
VICTORIA_JA = [{"factText": "ビクトリアはブリティッシュコロンビア州の州都である。", "attributes": {"author": "ウィキペディア"}}]
VICTORIA_ZH = [{"factText": "维多利亚是不列颠哥伦比亚省的首府。", "attributes": {"author": "维基百科"}}]
QUEBEC_JA = [{"factText": "ケベック州の州都はケベック・シティーで、最大の都市はモントリオールである。", "attributes": {"author": "ウィキペディア"}}]
QUEBEC_ZH = [{"factText": "魁北克省的首府是魁北克市，最大城市是蒙特利尔。", "attributes": {"author": "维基百科"}}]
SYDNEY_JA = [{"factText": "シドニーはオーストラリア最大の都市だが、首都はキャンベラである。", "attributes": {"author": "ブリタニカ"}}]
SYDNEY_ZH = [{"factText": "悉尼是澳大利亚最大的城市，但首都是堪培拉。", "attributes": {"author": "大英百科全书"}}]
TOWN_LIBRARY_ZH = [{"factText": "这座城市的公共图书馆于1985年对外开放，馆内藏书约120万册。图书馆每周一闭馆，其余时间上午9点至晚上8点开放。"}]
PHONE_CALL_ZH = [{"factText": "我昨天给妈妈打了电话，她说下个月要去云南旅游，大概待两个星期。她还问我春节回不回家。"}]
RURAL_ROADS_ZH = [{"factText": "政府计划在未来五年内投资200亿元改善农村道路，重点支持西部地区。项目将由交通运输部负责实施。"}]
NOODLE_SHOP_ZH = [{"factText": "老王开了一家小面馆，生意一直不错。去年他把店面扩大了一倍，还雇了三个帮工。"}]
TOWN_LIBRARY_JA = [{"factText": "この町の図書館は1985年に開館し、蔵書数は約12万冊である。毎週月曜日は休館で、それ以外の日は午前9時から午後8時まで開いている。"}]
PHONE_CALL_JA = [{"factText": "昨日母に電話したら、来月沖縄へ旅行に行くと言っていた。2週間ほど滞在する予定らしい。お正月には帰ってくるのかと聞かれた。"}]
LOCAL_ROADS_JA = [{"factText": "政府は今後5年間で200億円を投じ、地方の道路を整備する計画だ。特に東北地方を重点的に支援する。事業は国土交通省が担当する。"}]
COFFEE_SHOP_JA = [{"factText": "田中さんは駅前で小さな喫茶店を営んでいる。去年、店を2倍の広さに改装し、アルバイトを3人雇った。"}]
SAKURA_MARATHON_JA = [
    {
        "factText": "2024年3月10日、市内で第15回さくらマラソンが開催された。約8000人のランナーが参加し、男子の部は山本健一選手が2時間15分で優勝した。女子の部は佐藤美咲選手が制した。"
    }
]
CHAIRMAN_ZH = [{"factText": "该公司3月15日发布公告称，董事长张伟因个人原因辞职，由副董事长李明接任。公司股价当日下跌3.2%，收于每股18.6元。"}]
SCHOOL_TRIP_JA = [{"factText": "来週の月曜日から水曜日まで、3年生は修学旅行で京都と奈良を訪れる。集合は月曜日の午前7時、東京駅。費用は一人4万5000円。"}]
WORLD_CUP_ZH = [{"factText": "本届世界杯决赛在卢赛尔体育场举行。阿根廷队与法国队120分钟战成3比3，最终阿根廷队通过点球大战以4比2获胜，第三次夺得世界杯冠军。"}]
CLINIC_HOURS_JA = [
    {"factText": "当院の診療時間は平日の午前9時から午後6時まで、土曜日は午前中のみです。日曜・祝日は休診です。初診の方は保険証をお持ちください。"}
]
NEW_MUSEUM_ZH = [{"factText": "该博物馆新馆于2019年建成开放，总建筑面积约3万平方米，共设12个展厅。馆内禁止使用闪光灯拍照，但可以不用闪光灯拍照。"}]

# check batch 62 (twenty-fifth session): a company, a club, a mountain and a lake, a river, a hotel's times, a phone
MIDORI_FOODS_JA = [
    {"factText": "株式会社ミドリ食品の本社は名古屋市にあり、創業者は鈴木一郎である。現在の社長は鈴木花子で、従業員は約500人。主力商品は冷凍うどんだ。"}
]
FOOTBALL_CLUB_ZH = [{"factText": "该球队的主教练是王强，队长是陈磊。球队主场位于成都体育中心，上赛季联赛排名第四。"}]
HIGHEST_LARGEST_JA = [{"factText": "北海道で最も高い山は大雪山系の旭岳で、標高は2291メートルである。日本最大の湖は滋賀県の琵琶湖だ。"}]
YELLOW_RIVER_ZH = [{"factText": "黄河是中国第二长河，全长约5464公里。中国最长的河流是长江。黄河发源于青海省，流经九个省区，最终注入渤海。"}]
HOTEL_TIMES_JA = [
    {"factText": "このホテルのチェックインは15時から、チェックアウトは11時まで。朝食は1階のレストランで6時半から9時半まで提供している。大浴場は最上階にある。"}
]
PHONE_LAUNCH_ZH = [{"factText": "该手机首发价格为3999元，搭载6.7英寸屏幕和5000毫安时电池。该机仅支持有线充电，不支持无线充电。"}]

# check batch 63 (twenty-fifth session): the Toronto fact under a URL and a title, and beside a second fact by another author
TORONTO_WIKI_URI_JA = [
    {"factText": "トロントはオンタリオ州の州都である。", "attributes": {"uri": "https://ja.wikipedia.org/wiki/トロント", "title": "トロント - Wikipedia"}}
]
TORONTO_WIKI_URI_ZH = [
    {"factText": "多伦多是安大略省的首府。", "attributes": {"uri": "https://zh.wikipedia.org/wiki/多伦多", "title": "多伦多 - 维基百科，自由的百科全书"}}
]
TORONTO_OTTAWA_JA = [
    {"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}},
    {"factText": "オタワはカナダの首都である。", "attributes": {"author": "カナダ政府"}},
]

# twenty-sixth session: four new passages in the worked examples' shape (check batch 68)
SPIRIT_JA_V26 = [
    {
        "factText": "『千と千尋の神隠し』は2001年公開の日本のアニメーション映画である。監督・脚本は宮崎駿。スタジオジブリが制作し、音楽は久石譲が担当した。第75回アカデミー賞で長編アニメ映画賞を受賞した。",
        "attributes": {"author": "ウィキペディア"},
    }
]
HP_ZH_V26 = [
    {
        "factText": "《哈利·波特与魔法石》是英国作家J·K·罗琳创作的小说，1997年由布鲁姆斯伯里出版社出版。2001年改编为电影，由克里斯·哥伦布执导，丹尼尔·雷德克里夫主演。",
        "attributes": {"author": "百度百科"},
    }
]
TREE_JA_V26 = [
    {"factText": "東京スカイツリーは東京都墨田区にある電波塔で、高さは634メートル。2012年5月22日に開業した。運営は東武タワースカイツリー株式会社である。"}
]
YANGTZE_ZH_V26 = [{"factText": "长江是中国最长的河流，全长约6300公里，发源于青藏高原，流经11个省级行政区，在上海注入东海。"}]

# thirtieth session: new passages in the worked examples' shape, with Japanese and Chinese names in Han characters
# (check batches 99 to 103)
SPIRIT_JA_V30 = [
    {
        "factText": "『千と千尋の神隠し』は2001年公開の日本のアニメーション映画である。監督・脚本は宮崎駿、制作はスタジオジブリ。第75回アカデミー賞で長編アニメ映画賞を受賞した。日本での興行収入は316億円を超えた。"
    },
]
SPIRIT_ZH_V30 = [
    {
        "factText": "《千与千寻》是一部2001年上映的日本动画电影，由宫崎骏编剧并执导，吉卜力工作室制作。该片获得了第75届奥斯卡金像奖最佳动画长片奖。影片在日本的票房超过316亿日元。"
    },
]
SAPPORO_JA_V30 = [
    {"factText": "札幌市は北海道の道庁所在地である。"},
    {"factText": "札幌市の人口は約197万人である。"},
    {"factText": "札幌では毎年2月にさっぽろ雪まつりが開かれる。"},
]
FUJI_JA_V30 = [
    {"factText": "富士山の標高は3776メートルである。", "attributes": {"author": "国土地理院"}},
]
YANGTZE_ZH_V30 = [
    {"factText": "长江全长约6300公里。", "attributes": {"author": "中国水利部"}},
]
SAMURAI_JA_V30 = [
    {
        "factText": "『七人の侍』は1954年公開の日本映画である。監督は黒澤明、主演は三船敏郎と志村喬。脚本は黒澤明、橋本忍、小国英雄の3人が共同で執筆した。ヴェネツィア国際映画祭で銀獅子賞を受賞した。"
    },
]
SAMURAI_ZH_V30 = [
    {
        "factText": "《七武士》是一部1954年上映的日本电影，由黑泽明执导，三船敏郎和志村乔主演。剧本由黑泽明、桥本忍和小国英雄共同创作。该片获得了威尼斯电影节银狮奖。"
    },
]
LUXUN_ZH_V30 = [
    {"factText": "鲁迅，原名周树人，1881年出生于浙江绍兴。1918年，他发表了中国第一篇白话小说《狂人日记》。", "attributes": {"author": "百度百科"}},
]
SOSEKI_JA_V30 = [
    {
        "factText": "夏目漱石は1867年に江戸で生まれた小説家である。代表作に『吾輩は猫である』や『こころ』がある。1916年に死去した。",
        "attributes": {"author": "コトバンク"},
    },
]
HERO_ZH_V30 = [
    {"factText": "《英雄》是一部2002年上映的中国武侠电影，由张艺谋执导，李连杰、梁朝伟、张曼玉和章子怡主演。该片曾获得奥斯卡最佳外语片提名。"},
]
HERO_JA_V30 = [
    {
        "factText": "『HERO』は2002年公開の中国の武侠映画である。監督は張芸謀で、ジェット・リー、トニー・レオン、マギー・チャン、チャン・ツィイーが出演した。アカデミー外国語映画賞にノミネートされた。"
    },
]
TOYOTA_JA_V30 = [
    {"factText": "トヨタ自動車は1937年に豊田喜一郎によって設立された。本社は愛知県豊田市にある。", "attributes": {"author": "日本経済新聞"}},
]
HUAWEI_ZH_V30 = [
    {"factText": "华为技术有限公司成立于1987年，创始人是任正非，总部位于广东省深圳市。", "attributes": {"author": "新华网"}},
]

# the ship's measures, dates and ports (thirty-first session, check batch 118)
SHIP_JA = [
    {"factText": "タイタニック号は全長269メートル、総トン数は約4万6千トンの客船で、1912年4月10日にサウサンプトンを出航した。乗客乗員は約2,200人だった。"}
]
SHIP_ZH = [{"factText": "泰坦尼克号是一艘全长269米、总吨位约4.6万吨的客轮，于1912年4月10日从南安普敦起航，船上乘客和船员约2200人。"}]

# a film with a kind and critics' reception, in the three languages (thirty-third session, check batches 134 and 143)
ROMAN_HOLIDAY_JA = [
    {
        "factText": "『ローマの休日』は1953年公開のアメリカの恋愛映画である。監督はウィリアム・ワイラー。オードリー・ヘプバーンとグレゴリー・ペックが主演した。"
        "批評家から高い評価を受けた。"
    }
]
ROMAN_HOLIDAY_ZH = [{"factText": "《罗马假日》是1953年上映的美国爱情电影，由威廉·惠勒执导，奥黛丽·赫本和格利高里·派克主演。该片获得了评论界的好评。"}]
ROMAN_HOLIDAY_EN = [
    {
        "factText": "Roman Holiday is a 1953 American romantic comedy film directed by William Wyler. It stars Audrey Hepburn and Gregory Peck. "
        "It received positive reviews from critics."
    }
]

# a city's years as capital and a scientist's prizes, in Japanese and Chinese (thirty-third session, check batch 147)
KYOTO_YEARS_JA = [{"factText": "京都は794年から1869年まで、千年以上にわたって日本の都であった。市内には17件のユネスコ世界遺産があり、人口は約146万人である。"}]
KYOTO_YEARS_ZH = [{"factText": "京都从794年到1869年一直是日本的首都，长达一千多年。市内有17处联合国教科文组织世界遗产，人口约146万。"}]
CURIE_PRIZES_JA = [
    {
        "factText": "マリー・キュリーはポーランド出身の物理学者・化学者である。女性として初めてノーベル賞を受賞し、1903年に物理学賞、1911年に化学賞を受賞"
        "した。1867年11月7日にワルシャワで生まれ、1934年に死去した。"
    }
]
CURIE_PRIZES_ZH = [
    {
        "factText": "玛丽·居里是波兰裔物理学家和化学家。她是第一位获得诺贝尔奖的女性，1903年获得诺贝尔物理学奖，1911年获得诺贝尔化学奖。她于1867年11月7日"
        "出生于华沙，1934年去世。"
    }
]

# Google's founding in the three languages (thirty-third session, check batch 150): a detail of a compound claim changed
GOOGLE_FOUNDING_JA = [{"factText": "Googleは1998年9月、スタンフォード大学の博士課程の学生だったラリー・ペイジとセルゲイ・ブリンによって設立された。"}]
GOOGLE_FOUNDING_ZH = [{"factText": "谷歌于1998年9月由拉里·佩奇和谢尔盖·布林创立，当时两人是斯坦福大学的博士生。"}]
GOOGLE_FOUNDING_EN = [{"factText": "Google was founded in September 1998 by Larry Page and Sergey Brin while they were PhD students at Stanford University."}]

CASES = [
    # thirty-fourth session, check batches 151-163: clefts (監督をしたのはX), a Chinese clause of a name and a role verb
    # alone (，皮特主演), a Japanese clause going on with the subject's other role (主演を務め、監督も兼任した), corrections
    # (XではなくY, 不是X，而是Y), "not only" (だけではなく, 不仅是…而且是), years by two kanji digits (九七年), a year as a
    # cleft's focus (公開されたのは1912年), agreements before a statement (その通りです。, 没错，), more attribution forms and
    # Wikipedia for short (ウィキ, 维基)
    # spaces, repeated marks, half-width katakana, traditional characters, other dots and ampersands between names
    # check batch 170
    (JA, "タイタニック は 1997年 に 公開 された。", [True]),
    (JA, "タイタニック は 2005年 に 公開 された。", [False]),
    (JA, "タイタニックは1997年に公開された。。", [True]),
    (JA, "タイタニックは1997年に公開されました！！", [True]),
    (JA, "タイタニックは1997年に公開されたよ〜", [True]),
    (JA, "タイタニックは2005年に公開されたよ〜", [False]),
    (JA, "ﾀｲﾀﾆｯｸはｼﾞｪｰﾑｽﾞ･ｷｬﾒﾛﾝが監督した。", [True]),
    (JA, "ﾀｲﾀﾆｯｸはｽﾃｨｰｳﾞﾝ･ｽﾋﾟﾙﾊﾞｰｸﾞが監督した。", [False]),
    (ZH, "该片于 1997 年上映。", [True]),
    (ZH, "该片于 2005 年上映。", [False]),
    (ZH, "该片于1997年上映！！", [True]),
    (ZH, "该片于1997年上映~", [True]),
    (ZH, "該片於1997年上映，由詹姆斯·卡梅隆執導。", [True]),
    (ZH, "該片於1997年上映，由史蒂文·史匹柏執導。", [False]),
    (ZH, "该片由詹姆斯•卡梅隆执导。", [True]),
    (ZH, "该片由詹姆斯・卡梅隆执导。", [True]),
    (ZH, "该片由詹姆斯.卡梅隆执导。", [True]),
    (ZH, "该片由史蒂文.斯皮尔伯格执导。", [False]),
    (JA, "タイタニックはジェームズキャメロンが監督した。", [True]),
    (JA, "タイタニックはスティーヴンスピルバーグが監督した。", [False]),
    (JA, "主演はレオナルド・ディカプリオ＆ケイト・ウィンスレット。", [True]),
    (JA, "主演はブラッド・ピット＆ケイト・ウィンスレット。", [False]),
    (ZH, "主演：莱昂纳多·迪卡普里奥&凯特·温斯莱特", [True]),
    (ZH, "主演：布拉德·皮特&凯特·温斯莱特", [False]),
    # counts of prizes in other words (11冠, 小金人, full-width digits), eras and centuries
    # check batch 169
    (JA, "この映画は11個のアカデミー賞を獲得した。", [True]),
    (JA, "この映画はオスカー11冠に輝いた。", [True]),
    (JA, "この映画はアカデミー賞で十一冠を達成した。", [True]),
    (JA, "この映画は11部門でオスカーを獲得した。", [True]),
    (JA, "この映画は3部門でオスカーを獲得した。", [False]),
    (JA, "この映画はオスカー5冠に輝いた。", [False]),
    (JA, "この映画は１１部門でアカデミー賞を受賞した。", [True]),
    (JA, "この映画は１３部門でアカデミー賞を受賞した。", [False]),
    (ZH, "该片斩获11座小金人。", [True]),
    (ZH, "该片斩获3座小金人。", [False]),
    (ZH, "该片获得奥斯卡11项大奖。", [True]),
    (ZH, "该片获得奥斯卡5项大奖。", [False]),
    (ZH, "该片横扫奥斯卡，获得十一个奖项。", [True]),
    (ZH, "该片横扫奥斯卡，获得十三个奖项。", [False]),
    (ZH, "该片获得了１１项奥斯卡奖。", [True]),
    (ZH, "该片获得了１２项奥斯卡奖。", [False]),
    (JA, "この映画は1997年（平成9年）に公開された。", [True]),
    (JA, "この映画は1997年（平成10年）に公開された。", [False]),
    (ZH, "该片于一九九七年上映，获得十一项奥斯卡奖。", [True]),
    (ZH, "该片于一九九七年上映，获得十二项奥斯卡奖。", [False]),
    (JA, "この映画は20世紀の終わりに公開された。", [True]),
    (JA, "この映画は21世紀に公開された。", [False]),
    (ZH, "该片上映于上世纪九十年代。", [True]),
    (ZH, "该片上映于本世纪初。", [False]),
    # check batches 167-168: answers of several claims, markdown lists and labels, pronouns; answers and facts in
    # different languages (James Cameron wrote and produced the film. was read as a report by "James Cameron")
    # check batch 167
    (JA, "タイタニックは1997年に公開された。監督はスティーヴン・スピルバーグだ。アカデミー賞を11部門受賞した。", [True, False, True]),
    (JA, "- 公開：1997年\n- 監督：ジェームズ・キャメロン\n- 主演：ブラッド・ピット", [True, True, False]),
    (JA, "1. 1997年公開のアメリカ映画です。\n2. 監督はジェームズ・キャメロンです。\n3. アカデミー賞を3部門受賞しました。", [True, True, False]),
    (ZH, "《泰坦尼克号》于1997年上映。该片由史蒂文·斯皮尔伯格执导。该片获得了11项奥斯卡奖。", [True, False, True]),
    (ZH, "- 上映：1997年\n- 导演：詹姆斯·卡梅隆\n- 主演：布拉德·皮特", [True, True, False]),
    (ZH, "1. 该片是1997年上映的美国电影。\n2. 导演是詹姆斯·卡梅隆。\n3. 该片获得了3项奥斯卡奖。", [True, True, False]),
    (JA, "**監督**：ジェームズ・キャメロン\n**公開年**：1997年", [True, True]),
    (ZH, "**导演**：詹姆斯·卡梅隆\n**上映年份**：2005年", [True, False]),
    (JA, "タイタニックは1997年に公開され、アカデミー賞を11部門受賞した。主演はレオナルド・ディカプリオとケイト・ウィンスレットだ。", [True, True]),
    (JA, "ウィキペディアによると、タイタニックは1997年に公開された。また、監督はジェームズ・キャメロンである。", [True, True]),
    (ZH, "据维基百科，该片于1997年上映。此外，该片由詹姆斯·卡梅隆执导。", [True, True]),
    (ZH, "据维基百科，该片于1997年上映。另外，该片获得了20项奥斯卡奖。", [True, False]),
    (JA, "タイタニックは1997年に公開された。それは1912年の沈没事故を題材にしている。", [True, True]),
    (JA, "タイタニックは1997年に公開された。それは1915年の沈没事故を題材にしている。", [True, False]),
    (ZH, "《泰坦尼克号》于1997年上映。它以1912年的沉船事件为背景。", [True, True]),
    (ZH, "《泰坦尼克号》于1997年上映。它以1921年的沉船事件为背景。", [True, False]),
    # check batch 168
    (JA, "Kate Winslet and Leonardo DiCaprio star in the film.", [True]),
    (JA, "The film stars Brad Pitt and Kate Winslet.", [False]),
    (JA, "James Cameron wrote and produced the film.", [True]),
    (JA, "Leonardo DiCaprio directed the film.", [False]),
    (JA, "The movie is about the sinking of the Titanic in 1912.", [True]),
    (JA, "The movie is about the sinking of the Titanic in 1921.", [False]),
    (JA, "It is a British film.", [False]),
    (ZH, "It won eleven Academy Awards.", [True]),
    (ZH, "It won twelve Academy Awards.", [False]),
    (ZH, "The film was released in 1997.", [True]),
    (ZH, "Kate Winslet directed the film.", [False]),
    (ZH, "According to Wikipedia, the film was released in 1997.", [True]),
    (ZH, "According to Britannica, the film was released in 1997.", [False]),
    (EN, "この映画は1912年のタイタニック号沈没を描いている。", [True]),
    (EN, "この映画は1921年のタイタニック号沈没を描いている。", [False]),
    (EN, "ケイト・ウィンスレットが監督した。", [False]),
    (EN, "キャメロンは脚本も書いた。", [True]),
    (EN, "该片讲述了1912年泰坦尼克号沉没的故事。", [True]),
    (EN, "该片是一部英国电影。", [False]),
    (EN, "该片由迪卡普里奥和温斯莱特主演。", [True]),
    (EN, "该片由汤姆·汉克斯主演。", [False]),
    (EN, "该片获得了十一项奥斯卡奖。", [True]),
    (EN, "该片获得了十四项奥斯卡奖。", [False]),
    (ZH, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (ZH, "この映画はアカデミー賞を5部門受賞した。", [False]),
    (JA, "该片是1997年上映的。", [True]),
    (JA, "该片于1998年上映。", [False]),
    (JA, "该片由凯特·温斯莱特执导。", [False]),
    # check batches 164-166: Japanese passives with an agent (Xによって監督された), a partner in a shared role (XはYと共演した,
    # 共同で監督した), 共演, 同 / 跟 between Chinese names, a role before the word for its player (主演俳優はX); facts the
    # passage does not give (a month, a running time, a box office, a nationality, an iceberg)
    # check batch 164
    (JA, "この映画はキャメロンによって監督された。", [True]),
    (JA, "この映画はディカプリオによって監督された。", [False]),
    (JA, "この映画はスピルバーグによって監督された。", [False]),
    (JA, "キャメロンの手による作品である。", [True]),
    (JA, "キャメロンが手がけた『タイタニック』は1997年に公開された。", [True]),
    (JA, "スピルバーグが手がけた『タイタニック』は1997年に公開された。", [False]),
    (JA, "ディカプリオが主演した『タイタニック』は1997年に公開された。", [True]),
    (JA, "キャメロンが主演した『タイタニック』は1997年に公開された。", [False]),
    (JA, "ディカプリオが監督した1997年の映画だ。", [False]),
    (JA, "キャメロンが監督した1997年の映画だ。", [True]),
    (JA, "キャメロンが監督した2005年の映画だ。", [False]),
    (JA, "ディカプリオとウィンスレットが共演した。", [True]),
    (JA, "ディカプリオとブラッド・ピットが共演した。", [False]),
    (JA, "キャメロンとウィンスレットが共演した。", [False]),
    (ZH, "由卡梅隆执导的《泰坦尼克号》于1997年上映。", [True]),
    (ZH, "由迪卡普里奥执导的《泰坦尼克号》于1997年上映。", [False]),
    (ZH, "迪卡普里奥主演的这部电影获得了11项奥斯卡奖。", [True]),
    (ZH, "卡梅隆主演的这部电影获得了11项奥斯卡奖。", [False]),
    (ZH, "温斯莱特执导的这部电影获得了11项奥斯卡奖。", [False]),
    (ZH, "卡梅隆执导的这部电影获得了3项奥斯卡奖。", [False]),
    (ZH, "迪卡普里奥与温斯莱特在片中合作。", [True]),
    (ZH, "迪卡普里奥与卡梅隆在片中搭档主演。", [False]),
    (ZH, "这部由卡梅隆自编自导的电影于1997年上映。", [True]),
    (ZH, "这部由温斯莱特自编自导的电影于1997年上映。", [False]),
    (SEN_JA, "この映画は宮崎駿によって監督された。", [True]),
    (JURASSIC_JA, "この映画はジョン・ウィリアムズによって監督された。", [False]),
    (JURASSIC_JA, "音楽はジョン・ウィリアムズによって作曲された。", [True]),
    (JURASSIC_JA, "音楽はサム・ニールによって作曲された。", [False]),
    (JURASSIC_JA, "サム・ニールとローラ・ダーンが共演した。", [True]),
    (JA, "ウィンスレットはディカプリオと共演した。", [True]),
    (JA, "キャメロンはディカプリオと共演した。", [False]),
    # check batch 165
    (JA, "『タイタニック』はキャメロン監督作品だ。", [True]),
    (JA, "『タイタニック』はスピルバーグ監督作品だ。", [False]),
    (JA, "『タイタニック』はディカプリオ監督作品だ。", [False]),
    (JA, "『タイタニック』はディカプリオ主演作だ。", [True]),
    (JA, "『タイタニック』はキャメロン主演作だ。", [False]),
    (JA, "『タイタニック』はジェームズ・キャメロンの監督作である。", [True]),
    (JA, "『タイタニック』はケイト・ウィンスレットの監督作である。", [False]),
    (ZH, "《泰坦尼克号》是卡梅隆导演的作品。", [True]),
    (ZH, "《泰坦尼克号》是迪卡普里奥导演的作品。", [False]),
    (ZH, "《泰坦尼克号》是迪卡普里奥主演的作品。", [True]),
    (ZH, "《泰坦尼克号》是卡梅隆主演的作品。", [False]),
    (ZH, "迪卡普里奥与温斯莱特共同主演了该片。", [True]),
    (ZH, "卡梅隆与迪卡普里奥共同主演了该片。", [False]),
    (ZH, "迪卡普里奥和温斯莱特合作主演了这部电影。", [True]),
    (ZH, "迪卡普里奥同温斯莱特一起出演了该片。", [True]),
    (ZH, "卡梅隆同温斯莱特一起出演了该片。", [False]),
    (ZH, "温斯莱特与卡梅隆联合执导了该片。", [False]),
    (JA, "ウィンスレットはキャメロンと共同で監督した。", [False]),
    (JA, "キャメロンとスピルバーグが共同監督した。", [False]),
    (JA, "『タイタニック』の主演俳優はディカプリオだ。", [True]),
    (JA, "『タイタニック』の主演俳優はキャメロンだ。", [False]),
    (JA, "『タイタニック』の主演女優はウィンスレットだ。", [True]),
    (ZH, "该片的男主演是迪卡普里奥，女主演是温斯莱特。", [True]),
    (ZH, "该片的男主演是卡梅隆，女主演是温斯莱特。", [False]),
    # check batch 166
    (JA, "この映画は1997年12月に公開された。", [False]),
    (JA, "タイタニック号は1912年4月に沈没した。", [False]),
    (ZH, "该片于1997年12月上映。", [False]),
    (ZH, "泰坦尼克号于1912年4月沉没。", [False]),
    (JA, "この映画の上映時間は3時間を超える。", [False]),
    (ZH, "该片时长超过3小时。", [False]),
    (JA, "この映画の興行収入は20億ドルを超えた。", [False]),
    (ZH, "该片全球票房超过20亿美元。", [False]),
    (JA, "ジェームズ・キャメロンはカナダ出身の映画監督だ。", [False]),
    (ZH, "詹姆斯·卡梅隆是加拿大导演。", [False]),
    (JA, "レオナルド・ディカプリオはアメリカの俳優である。", [False]),
    (JA, "タイタニック号はイギリスの客船だった。", [False]),
    (ZH, "泰坦尼克号是一艘英国客轮。", [False]),
    (JA, "タイタニック号は氷山に衝突して沈没した。", [False]),
    (ZH, "泰坦尼克号撞上冰山后沉没。", [False]),
    # check batch 151
    (JA, "タイタニックは1997年に公開された映画です。", [True]),
    (JA, "ジェームズ・キャメロンは『タイタニック』の監督を務めました。", [True]),
    (JA, "『タイタニック』の脚本を書いたのはジェームズ・キャメロンです。", [True]),
    (JA, "『タイタニック』の脚本を書いたのはレオナルド・ディカプリオです。", [False]),
    (JA, "ディカプリオがこの映画の監督を務めた。", [False]),
    (JA, "この映画は1912年に公開された。", [False]),
    (JA, "この映画は1997年に起きた沈没事故を描いている。", [False]),
    (JA, "主演はケイト・ウィンスレットとレオナルド・ディカプリオ。", [True]),
    (JA, "ケイト・ウィンスレットはこの映画に出演していない。", [False]),
    (JA, "この映画はアカデミー賞を受賞しなかった。", [False]),
    (JA, "アカデミー賞で11の部門を制した。", [True]),
    (JA, "アカデミー賞を十一部門受賞。", [True]),
    (JA, "アカデミー賞を12部門受賞した。", [False]),
    (JA, "『タイタニック』はイギリス映画である。", [False]),
    (JA, "アメリカで製作された映画だ。", [True]),
    (JA, "この映画は実際の沈没事故を題材にしている。", [True]),
    (JA, "この映画は1912年の事故を描いている。", [True]),
    (JA, "この映画は1915年の事故を描いている。", [False]),
    (JA, "この映画はドキュメンタリーである。", [False]),
    (JA, "キャメロンは製作にも携わった。", [True]),
    (JA, "ウィンスレットが監督を務めた。", [False]),
    (ZH, "《泰坦尼克号》是詹姆斯·卡梅隆的作品。", [True]),
    (ZH, "该片的编剧是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片的编剧是凯特·温斯莱特。", [False]),
    (ZH, "莱昂纳多·迪卡普里奥执导了该片。", [False]),
    (ZH, "该片是一部英国电影。", [False]),
    (ZH, "该片荣获十一项奥斯卡奖。", [True]),
    (ZH, "该片获得了十二项奥斯卡奖。", [False]),
    (ZH, "该片未获得任何奥斯卡奖。", [False]),
    (ZH, "该片讲述了1912年泰坦尼克号沉没的故事。", [True]),
    (ZH, "该片讲述了1921年泰坦尼克号沉没的故事。", [False]),
    (ZH, "影片由卡梅隆执导，迪卡普里奥主演。", [True]),
    (ZH, "影片由卡梅隆执导，皮特主演。", [False]),
    (ZH, "凯特·温斯莱特没有参演该片。", [False]),
    (ZH, "该片上映于二〇〇五年。", [False]),
    (ZH, "该片上映于一九九七年。", [True]),
    (ZH, "该片是一部纪录片。", [False]),
    (ZH, "该片在1998年上映。", [False]),
    (ZH, "卡梅隆还参与了该片的制作。", [True]),
    (ZH, "温斯莱特执导了该片。", [False]),
    (JA, "ウィキペディアの記事によれば、タイタニックは1997年公開の映画だ。", [True]),
    (JA, "ブリタニカによると、タイタニックは1997年公開の映画だ。", [False]),
    (ZH, "根据维基百科的介绍，该片于1997年上映。", [True]),
    (ZH, "据百度百科报道，该片于1997年上映。", [False]),
    (ZH, "维基百科称，该片由卡梅隆执导。", [True]),
    (ZH, "根据IMDb，该片由卡梅隆执导。", [False]),
    (EN, "タイタニックは1997年に公開された。", [True]),
    (EN, "タイタニックはアカデミー賞を11部門受賞した。", [True]),
    (EN, "タイタニックはアカデミー賞を3部門受賞した。", [False]),
    (EN, "主演はブラッド・ピットである。", [False]),
    (EN, "该片获得了11项奥斯卡奖。", [True]),
    (EN, "该片于2005年上映。", [False]),
    (EN, "该片由詹姆斯·卡梅隆执导。", [True]),
    (JA, "Titanic won 11 Academy Awards.", [True]),
    (JA, "Titanic was released in 2005.", [False]),
    (JA, "Titanic stars Brad Pitt.", [False]),
    (ZH, "Titanic was directed by Steven Spielberg.", [False]),
    (ZH, "The film stars Kate Winslet.", [True]),
    (JA, "该片由詹姆斯·卡梅隆执导。", [True]),
    (ZH, "タイタニックはスピルバーグが監督した。", [False]),
    # check batch 152
    (JA, "『タイタニック』の脚本はレオナルド・ディカプリオが書いた。", [False]),
    (JA, "『タイタニック』の脚本を担当したのはレオナルド・ディカプリオです。", [False]),
    (JA, "脚本はレオナルド・ディカプリオ。", [False]),
    (JA, "『タイタニック』の監督をしたのはレオナルド・ディカプリオです。", [False]),
    (JA, "『タイタニック』の脚本を書いたのはスティーヴン・スピルバーグです。", [False]),
    (JA, "『タイタニック』を監督したのはケイト・ウィンスレットです。", [False]),
    (JA, "『タイタニック』に主演したのはジェームズ・キャメロンです。", [False]),
    (ZH, "影片由卡梅隆执导，布拉德·皮特主演。", [False]),
    (ZH, "该片由皮特主演。", [False]),
    (ZH, "影片由卡梅隆执导，温斯莱特主演。", [True]),
    (ZH, "影片由卡梅隆执导，汉克斯主演。", [False]),
    (ZH, "该片由斯皮尔伯格执导。", [False]),
    (ZH, "该片由汉克斯主演。", [False]),
    (ZH, "皮特和温斯莱特主演了该片。", [False]),
    # check batch 153
    (JA, "『タイタニック』の監督をしたのはジェームズ・キャメロンです。", [True]),
    (JA, "『タイタニック』を監督したのはジェームズ・キャメロンだ。", [True]),
    (JA, "この映画で主演を務めたのはレオナルド・ディカプリオとケイト・ウィンスレットです。", [True]),
    (JA, "この映画で主演を務めたのはレオナルド・ディカプリオとジェームズ・キャメロンです。", [False]),
    (JA, "この映画で主演を務めたのはケイト・ウィンスレットです。", [True]),
    (JA, "脚本を書いたのはキャメロンです。", [True]),
    (JA, "脚本を書いたのはウィンスレットです。", [False]),
    (JA, "『タイタニック』の製作を手がけたのはジェームズ・キャメロンである。", [True]),
    (JA, "主演したのは、ケイト・ウィンスレットだった。", [True]),
    (JA, "主演したのは、ジェームズ・キャメロンだった。", [False]),
    (JA, "1997年に公開されたのは『タイタニック』だ。", [True]),
    (JA, "アカデミー賞11部門を受賞したのはこの映画です。", [True]),
    (SEN_JA, "『千と千尋の神隠し』の監督を務めたのは宮崎駿です。", [True]),
    (SEN_JA, "脚本を書いたのは宮崎駿だ。", [True]),
    (JURASSIC_JA, "音楽を担当したのはジョン・ウィリアムズです。", [True]),
    (JURASSIC_JA, "音楽を担当したのはマイケル・クライトンです。", [False]),
    (JURASSIC_JA, "監督を務めたのはマイケル・クライトンです。", [False]),
    (JURASSIC_JA, "原作を書いたのはマイケル・クライトンだ。", [True]),
    (JURASSIC_JA, "出演したのはサム・ニールとローラ・ダーンです。", [True]),
    (JURASSIC_JA, "出演したのはサム・ニールとジョン・ウィリアムズです。", [False]),
    (JURASSIC_JA, "マイケル・クライトンが音楽を担当した。", [False]),
    (JURASSIC_JA, "作曲したのはジョン・ウィリアムズです。", [True]),
    (JURASSIC_JA, "作曲したのはサム・ニールです。", [False]),
    # check batch 154
    (ZH, "影片由卡梅隆执导，皮特主演。", [False]),
    (ZH, "影片由卡梅隆执导，温斯莱特主演。", [True]),
    (ZH, "影片由卡梅隆执导，迪卡普里奥和温斯莱特主演。", [True]),
    (ZH, "影片由卡梅隆执导，迪卡普里奥和皮特主演。", [False]),
    (ZH, "影片由卡梅隆执导，汉克斯主演。", [False]),
    (ZH, "影片由卡梅隆执导，卡梅隆主演。", [False]),
    (ZH, "影片由卡梅隆执导，迪卡普里奥也主演了。", [True]),
    (ZH, "卡梅隆执导，温斯莱特主演。", [True]),
    (ZH, "斯皮尔伯格执导，温斯莱特主演。", [False]),
    (JURASSIC_ZH, "该片由斯皮尔伯格执导，尼尔和邓恩主演。", [True]),
    (JURASSIC_ZH, "该片由斯皮尔伯格执导，尼尔和克莱顿主演。", [False]),
    (JURASSIC_ZH, "该片由克莱顿执导。", [False]),
    (JURASSIC_ZH, "该片由斯皮尔伯格执导，威廉斯配乐。", [True]),
    (JURASSIC_ZH, "该片由斯皮尔伯格执导，卡梅隆配乐。", [False]),
    (LIULANG_ZH, "该片由郭帆执导，吴京主演。", [True]),
    (LIULANG_ZH, "该片由郭帆执导，刘慈欣主演。", [False]),
    # check batch 155
    (ZH, "执导该片的是詹姆斯·卡梅隆。", [True]),
    (ZH, "执导该片的是莱昂纳多·迪卡普里奥。", [False]),
    (ZH, "执导《泰坦尼克号》的是史蒂文·斯皮尔伯格。", [False]),
    (ZH, "在片中担任主演的是莱昂纳多·迪卡普里奥和凯特·温斯莱特。", [True]),
    (ZH, "在片中担任主演的是詹姆斯·卡梅隆和凯特·温斯莱特。", [False]),
    (ZH, "为该片编剧的是凯特·温斯莱特。", [False]),
    (ZH, "为该片编剧的是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片的导演是卡梅隆，主演是迪卡普里奥。", [True]),
    (ZH, "该片的导演是迪卡普里奥，主演是卡梅隆。", [False]),
    (ZH, "卡梅隆不但是该片的导演，还是编剧。", [True]),
    (ZH, "温斯莱特不但是该片的主演，还是编剧。", [False]),
    (ZH, "该片上映于1997年，讲述的是1912年的沉船事件。", [True]),
    (ZH, "该片上映于1912年，讲述的是1997年的沉船事件。", [False]),
    (JA, "1997年に公開され、1912年の沈没事故を題材にしている。", [True]),
    (JA, "1912年に公開され、1997年の沈没事故を題材にしている。", [False]),
    (JA, "監督はキャメロン、主演はディカプリオとウィンスレット。", [True]),
    (JA, "監督はディカプリオ、主演はキャメロンとウィンスレット。", [False]),
    (JA, "キャメロンは監督だけでなく脚本と製作も担当した。", [True]),
    (JA, "ウィンスレットは主演だけでなく脚本も担当した。", [False]),
    (JA, "ディカプリオは主演を務め、監督も兼任した。", [False]),
    (JA, "キャメロンは監督を務め、脚本も書いた。", [True]),
    # check batch 156
    (JA, "キャメロンが監督し、ディカプリオとウィンスレットが主演した。", [True]),
    (JA, "ウィンスレットは主演し、ディカプリオも出演した。", [True]),
    (JA, "キャメロンは脚本を書き、製作も手がけた。", [True]),
    (JA, "キャメロンは脚本を書き、主演も務めた。", [False]),
    (JA, "ジェームズ・キャメロンは監督し、さらに脚本も担当した。", [True]),
    (JA, "ジェームズ・キャメロンは監督し、さらに音楽も担当した。", [False]),
    (JA, "ケイト・ウィンスレットは主演を務め、監督はキャメロンだった。", [True]),
    (JURASSIC_JA, "スピルバーグが監督を務め、音楽はジョン・ウィリアムズが担当した。", [True]),
    (JURASSIC_JA, "スピルバーグは監督を務め、音楽も担当した。", [False]),
    (SEN_JA, "宮崎駿は監督を務め、脚本も書いた。", [True]),
    (SEN_JA, "宮崎駿は監督を務め、音楽も担当した。", [False]),
    # check batch 157
    (JA, "アカデミー賞では11部門で受賞した。", [True]),
    (JA, "オスカーを11個獲得した。", [True]),
    (JA, "オスカーを13個獲得した。", [False]),
    (JA, "1912年に沈没したタイタニック号の悲劇を描く。", [True]),
    (JA, "1921年に沈没したタイタニック号の悲劇を描く。", [False]),
    (JA, "一九九七年公開の作品だ。", [True]),
    (JA, "一九九八年公開の作品だ。", [False]),
    (JA, "平成九年に公開された。", [True]),
    (JA, "平成十年に公開された。", [False]),
    (JA, "米国映画である。", [True]),
    (JA, "フランス映画である。", [False]),
    (JA, "日本で製作された映画だ。", [False]),
    (JA, "監督・脚本・製作の三役をキャメロンが務めた。", [True]),
    (JA, "監督・脚本・製作の三役をディカプリオが務めた。", [False]),
    (JA, "アカデミー賞を受賞したのは11部門だ。", [True]),
    (JA, "アカデミー賞を受賞したのは9部門だ。", [False]),
    (JA, "タイタニック号が沈んだのは1912年だ。", [True]),
    (JA, "タイタニック号が沈んだのは1997年だ。", [False]),
    (JA, "映画が公開されたのは1997年です。", [True]),
    (JA, "映画が公開されたのは1912年です。", [False]),
    (ZH, "该片共斩获11座奥斯卡小金人。", [True]),
    (ZH, "该片拿下了11项奥斯卡大奖。", [True]),
    (ZH, "该片拿下了14项奥斯卡大奖。", [False]),
    (ZH, "该片获奥斯卡奖11项。", [True]),
    (ZH, "该片获奥斯卡奖12项。", [False]),
    (ZH, "该片是一部美国影片。", [True]),
    (ZH, "该片是一部法国影片。", [False]),
    (ZH, "该片由中国制作。", [False]),
    (ZH, "该片以1912年的海难为背景。", [True]),
    (ZH, "该片以1915年的海难为背景。", [False]),
    (ZH, "泰坦尼克号沉没于1912年。", [True]),
    (ZH, "泰坦尼克号沉没于1997年。", [False]),
    (ZH, "该片上映的年份是1997年。", [True]),
    (ZH, "该片上映的年份是1912年。", [False]),
    (ZH, "该片获得奥斯卡奖的数量是11项。", [True]),
    (ZH, "该片获得奥斯卡奖的数量是7项。", [False]),
    (ZH, "影片上映是在1997年。", [True]),
    (ZH, "影片上映是在2001年。", [False]),
    (ZH, "该片在九七年上映。", [True]),
    (ZH, "该片在九八年上映。", [False]),
    # check batch 158
    (JA, "アカデミー賞を実に11部門も受賞した。", [True]),
    (JA, "アカデミー賞を計11部門受賞した。", [True]),
    (JA, "アカデミー賞11部門受賞という快挙を成し遂げた。", [True]),
    (JA, "アカデミー賞を10部門以上受賞した。", [True]),
    (JA, "アカデミー賞を15部門以上受賞した。", [False]),
    (JA, "アカデミー賞を20部門近く受賞した。", [False]),
    (JA, "アカデミー賞を11もの部門で受賞した。", [True]),
    (JA, "アカデミー賞を5部門しか受賞しなかった。", [False]),
    (JA, "アカデミー賞の受賞は1部門だけだった。", [False]),
    (ZH, "该片斩获奥斯卡奖多达11项。", [True]),
    (ZH, "该片整整拿下11项奥斯卡奖。", [True]),
    (ZH, "该片共计获得11项奥斯卡奖。", [True]),
    (ZH, "该片获得的奥斯卡奖有11项之多。", [True]),
    (ZH, "该片获得了10多项奥斯卡奖。", [True]),
    (ZH, "该片获得了20多项奥斯卡奖。", [False]),
    (ZH, "该片仅获得了5项奥斯卡奖。", [False]),
    (ZH, "该片只拿到1项奥斯卡奖。", [False]),
    (ZH, "该片获得奥斯卡奖超过10项。", [True]),
    (ZH, "该片获得奥斯卡奖不到10项。", [False]),
    (JA, "この映画の公開は1997年、監督はジェームズ・キャメロンである。", [True]),
    (JA, "この映画の公開は1998年、監督はジェームズ・キャメロンである。", [False]),
    (JA, "この映画の公開は1997年、監督はスティーヴン・スピルバーグである。", [False]),
    (ZH, "该片上映于1997年，导演为詹姆斯·卡梅隆。", [True]),
    (ZH, "该片上映于1997年，导演为史蒂文·斯皮尔伯格。", [False]),
    (ZH, "该片上映于1999年，导演为詹姆斯·卡梅隆。", [False]),
    (JA, "タイタニック（1997年）はジェームズ・キャメロン監督の作品。", [True]),
    (JA, "タイタニック（2005年）はジェームズ・キャメロン監督の作品。", [False]),
    (ZH, "《泰坦尼克号》（1997）是卡梅隆执导的电影。", [True]),
    (ZH, "《泰坦尼克号》（2003）是卡梅隆执导的电影。", [False]),
    (JA, "監督：ジェームズ・キャメロン、主演：レオナルド・ディカプリオ、公開：1997年", [True]),
    (JA, "監督：ジェームズ・キャメロン、主演：ブラッド・ピット、公開：1997年", [False]),
    (ZH, "导演：詹姆斯·卡梅隆；主演：莱昂纳多·迪卡普里奥、凯特·温斯莱特；上映：1997年", [True]),
    (ZH, "导演：詹姆斯·卡梅隆；主演：汤姆·汉克斯；上映：1997年", [False]),
    # check batch 159
    (TORONTO_JA, "トロントはカナダの首都である。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントだ。", [True]),
    (TORONTO_JA, "トロントはケベック州の州都である。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はオタワである。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都ではない。", [False]),
    (TORONTO_JA, "Wikipediaによると、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "ウィキペディア日本語版によると、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "百度百科によると、トロントはオンタリオ州の州都だ。", [False]),
    (TORONTO_JA, "ウィキペディアには、トロントはオンタリオ州の州都だと書かれています。", [True]),
    (TORONTO_JA, "カナダ統計局によれば、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントは、ウィキペディアによればオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だとウィキペディアに書いてあります。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だとブリタニカに書いてあります。", [False]),
    (TORONTO_JA, "トロントがオンタリオ州の州都であることは、ウィキペディアに記載されている。", [True]),
    (TORONTO_JA, "トロントがオンタリオ州の州都であることは、トロント市の公式サイトに記載されている。", [False]),
    (TORONTO_ZH, "据维基百科显示，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "维基百科上说，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "根据维基百科的资料，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据加拿大统计局，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "據維基百科，多倫多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据百度百科，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多是加拿大的首都。", [False]),
    (TORONTO_ZH, "安大略省的首府是多伦多。", [True]),
    (TORONTO_ZH, "多伦多是魁北克省的首府。", [False]),
    (TORONTO_ZH, "安大略省的首府是渥太华。", [False]),
    (TORONTO_ZH, "多伦多不是安大略省的首府。", [False]),
    (TORONTO_ZH, "维基百科指出，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：维基百科）。", [True]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：百度百科）。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府，这是维基百科上的说法。", [True]),
    (TORONTO_ZH, "多伦多是安大略省的首府，这是大英百科全书上的说法。", [False]),
    (TORONTO_EN, "ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_EN, "据维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_EN, "据安大略省政府称，多伦多是安大略省的首府。", [False]),
    (TORONTO_JA, "According to Wikipedia, Toronto is the capital of Ontario.", [True]),
    (TORONTO_ZH, "According to the Ontario government, Toronto is the capital of Ontario.", [False]),
    # check batch 160
    (JA, "こんにちは！タイタニックは1997年に公開されました。", [False, True]),
    (JA, "ご質問ありがとうございます。タイタニックの監督はジェームズ・キャメロンです。何か他に知りたいことはありますか？", [False, True, False]),
    (JA, "タイタニックの監督は誰ですか？ジェームズ・キャメロンです。", [False, True]),
    (JA, "はい、その通りです。この映画はアカデミー賞を11部門受賞しました。", [False, True]),
    (JA, "えーと、確か2005年公開だったと思います。", [False]),
    (JA, "タイタニックは1997年に公開されたんですよ。", [True]),
    (JA, "タイタニックは1997年に公開されたんだって。", [True]),
    (JA, "タイタニックって、1997年の映画だよね。", [True]),
    (JA, "タイタニックは2005年の映画だっけ？", [False]),
    (ZH, "你好！《泰坦尼克号》于1997年上映。", [False, True]),
    (ZH, "谢谢提问。该片由詹姆斯·卡梅隆执导。还有什么想了解的吗？", [False, True, False]),
    (ZH, "《泰坦尼克号》的导演是谁？是詹姆斯·卡梅隆。", [False, True]),
    (ZH, "是的，没错。该片获得了11项奥斯卡奖。", [False, True]),
    (ZH, "嗯，我记得好像是2005年上映的。", [False]),
    (ZH, "《泰坦尼克号》是1997年上映的哦。", [True]),
    (ZH, "《泰坦尼克号》是1997年的电影吧？", [True]),
    (ZH, "该片是2005年上映的吗？", [False]),
    (ZH, "当然！该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。希望对你有帮助！", [False, True, False]),
    (JA, "もちろんです！主演はレオナルド・ディカプリオとケイト・ウィンスレットです。お役に立てれば幸いです。", [False, True, False]),
    (JA, "もちろんです！主演はブラッド・ピットとケイト・ウィンスレットです。お役に立てれば幸いです。", [False, False, False]),
    # check batch 161
    (JA, "その通りです。タイタニックは1997年公開です。", [False, True]),
    (JA, "その通り、タイタニックは1997年公開です。", [True]),
    (JA, "もちろん、監督はジェームズ・キャメロンです。", [True]),
    (JA, "もちろん、監督はスティーヴン・スピルバーグです。", [False]),
    (JA, "確かに、この映画は2005年に公開された。", [False]),
    (JA, "そうですね、主演はディカプリオです。", [True]),
    (ZH, "没错，该片于1997年上映。", [True]),
    (ZH, "没错，该片于2005年上映。", [False]),
    (ZH, "对，该片由卡梅隆执导。", [True]),
    (ZH, "确实如此。该片获得了3项奥斯卡奖。", [False, False]),
    (ZH, "没错。", [False]),
    (JA, "その通りです！", [False]),
    # check batch 162
    (JA, "キャメロンは出演者の一人だ。", [False]),
    (JA, "ディカプリオはこの映画の主役を演じた。", [True]),
    (JA, "ウィンスレットはヒロインを演じた。", [True]),
    (JA, "キャメロンはヒロインを演じた。", [False]),
    (JA, "キャメロンはこの映画のプロデューサーでもある。", [True]),
    (JA, "ディカプリオはこの映画のプロデューサーでもある。", [False]),
    (JA, "ウィンスレットは脚本家としても参加した。", [False]),
    (JA, "キャメロンは脚本家としても参加した。", [True]),
    (JA, "この映画の監督はディカプリオではなくキャメロンだ。", [True]),
    (JA, "この映画の監督はキャメロンではなくディカプリオだ。", [False]),
    (ZH, "该片男主角是迪卡普里奥。", [True]),
    (ZH, "该片女主角是卡梅隆。", [False]),
    (ZH, "温斯莱特在片中饰演女主角。", [True]),
    (ZH, "卡梅隆在片中饰演男主角。", [False]),
    (ZH, "迪卡普里奥是该片的制片人。", [False]),
    (ZH, "卡梅隆是该片的制片人。", [True]),
    (ZH, "该片的导演不是迪卡普里奥，而是卡梅隆。", [True]),
    (ZH, "该片的导演不是卡梅隆，而是迪卡普里奥。", [False]),
    (ZH, "卡梅隆身兼导演、编剧和制片三职。", [True]),
    (ZH, "温斯莱特身兼导演、编剧和制片三职。", [False]),
    (ZH, "卡梅隆自编自导了该片。", [True]),
    (ZH, "迪卡普里奥自编自导了该片。", [False]),
    (JA, "この映画の監督はスピルバーグではなくキャメロンだ。", [True]),
    (JA, "この映画の監督はキャメロンではなくスピルバーグだ。", [False]),
    (JA, "この映画は2005年ではなく1997年に公開された。", [True]),
    (JA, "この映画は1997年ではなく2005年に公開された。", [False]),
    (JA, "キャメロンは監督だけではなく脚本も担当した。", [True]),
    (JA, "ディカプリオは監督だけではなく主演も務めた。", [False]),
    (ZH, "该片的导演不是斯皮尔伯格，而是卡梅隆。", [True]),
    (ZH, "该片的导演不是卡梅隆，而是斯皮尔伯格。", [False]),
    (ZH, "该片不是2005年上映的，而是1997年上映的。", [True]),
    (ZH, "该片并不是2005年上映的，而是1997年。", [True]),
    (ZH, "该片不是1997年上映的，而是2005年上映的。", [False]),
    (ZH, "卡梅隆不仅是导演，而且是编剧。", [True]),
    (ZH, "迪卡普里奥不仅是主演，而且是导演。", [False]),
    # check batch 163
    (TORONTO_JA, "ウィキペディア（Wikipedia）によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "Wikipedia日本語版によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキリークスによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "ウィクショナリーによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "英語版ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "オンタリオ州の公式サイトによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロント市役所によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "カナダ政府によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_ZH, "据维基，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据Wikipedia，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "根据维基百科（Wikipedia），多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据维基解密，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "据中文维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据多伦多市政府，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "据加拿大政府网站，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "据安大略省官网介绍，多伦多是安大略省的首府。", [False]),
    (TORONTO_JA, "ウィキペディアによると、トロントはケベック州の州都である。", [False]),
    (TORONTO_ZH, "据维基百科，多伦多是魁北克省的首府。", [False]),
    (TORONTO_JA, "ウィキペディアによると、オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_ZH, "据维基百科，渥太华是安大略省的首府。", [False]),
    # check batch 139: the story's source, real or made up
    (JA, "この映画は架空の事件をもとにしている。", [False]),
    (ZH, "该片改编自真实的沉船事件。", [True]),
    # check batch 150
    (GOOGLE_FOUNDING_JA, "Googleはラリー・ペイジとセルゲイ・ブリンによって1975年に設立された。", [False]),
    (GOOGLE_FOUNDING_JA, "Googleはラリー・ペイジとセルゲイ・ブリンによって1998年に設立された。", [True]),
    (GOOGLE_FOUNDING_JA, "Googleはラリー・ペイジとビル・ゲイツによって設立された。", [False]),
    (GOOGLE_FOUNDING_JA, "Googleの創業者はハーバード大学の学生だった。", [False]),
    (GOOGLE_FOUNDING_JA, "Googleの創業者はスタンフォード大学の博士課程の学生だった。", [True]),
    (GOOGLE_FOUNDING_JA, "Googleは3人の学生によって設立された。", [False]),
    (GOOGLE_FOUNDING_JA, "Googleは2人の学生によって設立された。", [True]),
    (GOOGLE_FOUNDING_JA, "Googleは1998年10月に設立された。", [False]),
    (GOOGLE_FOUNDING_ZH, "谷歌由拉里·佩奇和谢尔盖·布林于1975年创立。", [False]),
    (GOOGLE_FOUNDING_ZH, "谷歌由拉里·佩奇和谢尔盖·布林于1998年创立。", [True]),
    (GOOGLE_FOUNDING_ZH, "谷歌由拉里·佩奇和比尔·盖茨创立。", [False]),
    (GOOGLE_FOUNDING_ZH, "谷歌的创始人当时是哈佛大学的学生。", [False]),
    (GOOGLE_FOUNDING_ZH, "谷歌的创始人当时是斯坦福大学的博士生。", [True]),
    (GOOGLE_FOUNDING_ZH, "谷歌由三名学生创立。", [False]),
    (GOOGLE_FOUNDING_ZH, "谷歌由两名博士生创立。", [True]),
    (GOOGLE_FOUNDING_ZH, "谷歌成立于1998年10月。", [False]),
    (GOOGLE_FOUNDING_EN, "Googleはラリー・ペイジとセルゲイ・ブリンによって1975年に設立された。", [False]),
    (GOOGLE_FOUNDING_EN, "谷歌由拉里·佩奇和比尔·盖茨创立。", [False]),
    (GOOGLE_FOUNDING_EN, "谷歌的创始人当时是哈佛大学的学生。", [False]),
    (GOOGLE_FOUNDING_EN, "Googleはスタンフォード大学の学生によって設立された。", [True]),
    (GOOGLE_FOUNDING_EN, "谷歌于1998年创立。", [True]),
    (GOOGLE_FOUNDING_EN, "Google was founded by two Stanford PhD students.", [True]),
    # check batch 147
    (KYOTO_YEARS_JA, "京都には27件の世界遺産がある。", [False]),
    (KYOTO_YEARS_JA, "京都には17件の世界遺産がある。", [True]),
    (KYOTO_YEARS_JA, "京都は約500年間日本の都だった。", [False]),
    (KYOTO_YEARS_JA, "京都は現在も日本の首都である。", [False]),
    (KYOTO_YEARS_JA, "大阪は794年から1869年まで日本の都だった。", [False]),
    (KYOTO_YEARS_JA, "京都の人口は約1460万人だ。", [False]),
    (KYOTO_YEARS_ZH, "京都有27处世界遗产。", [False]),
    (KYOTO_YEARS_ZH, "京都有17处世界遗产。", [True]),
    (KYOTO_YEARS_ZH, "京都目前仍是日本的首都。", [False]),
    (KYOTO_YEARS_ZH, "大阪从794年到1869年是日本的首都。", [False]),
    (KYOTO_YEARS_JA, "京都は今も日本の都だ。", [False]),
    (KYOTO_YEARS_JA, "京都には今も17件の世界遺産がある。", [True]),  # what still holds is no part of the period that ended
    (KYOTO_YEARS_ZH, "京都至今仍有17处世界遗产。", [True]),
    (CURIE_PRIZES_JA, "キュリーは1903年に化学賞を受賞した。", [False]),
    (CURIE_PRIZES_JA, "キュリーは1903年に物理学賞を受賞した。", [True]),
    (CURIE_PRIZES_JA, "キュリーは女性として2番目にノーベル賞を受賞した。", [False]),
    (CURIE_PRIZES_JA, "キュリーは生物学者だった。", [False]),
    (CURIE_PRIZES_JA, "キュリーはパリで生まれた。", [False]),
    (CURIE_PRIZES_JA, "キュリーは1867年11月8日に生まれた。", [False]),
    (CURIE_PRIZES_JA, "キュリーはノーベル賞を3回受賞した。", [False]),
    (CURIE_PRIZES_ZH, "居里于1903年获得诺贝尔化学奖。", [False]),
    # check batch 148: callings as a closed kind (cjk._callings)
    (CURIE_PRIZES_JA, "キュリーは化学者でもあった。", [True]),
    (CURIE_PRIZES_ZH, "居里是一位生物学家。", [False]),
    (CURIE_PRIZES_ZH, "居里是一位化学家。", [True]),
    (SOSEKI_JA, "夏目漱石は画家だった。", [False]),
    (SOSEKI_JA, "夏目漱石は小説家である。", [True]),
    (CURIE_PRIZES_ZH, "居里于1903年获得诺贝尔物理学奖。", [True]),
    (CURIE_PRIZES_ZH, "她是第二位获得诺贝尔奖的女性。", [False]),
    (CURIE_PRIZES_ZH, "居里出生于巴黎。", [False]),
    (CURIE_PRIZES_ZH, "居里三次获得诺贝尔奖。", [False]),
    (CURIE_PRIZES_ZH, "居里从未获得过诺贝尔奖。", [False]),
    (CURIE_PRIZES_ZH, "玛丽·居里两次获得诺贝尔奖。", [True]),
    # check batch 143 (thirty-third session): kinds of film, critics' reception, a pronoun after a surname, a work by a stranger
    (ROMAN_HOLIDAY_JA, "『ローマの休日』はホラー映画である。", [False]),
    (ROMAN_HOLIDAY_JA, "『ローマの休日』は恋愛映画である。", [True]),
    (ROMAN_HOLIDAY_JA, "この映画は批評家から酷評された。", [False]),
    (ROMAN_HOLIDAY_JA, "この映画は批評家に絶賛された。", [True]),
    (ROMAN_HOLIDAY_JA, "ワイラーが監督した。彼は主演も務めた。", [True, False]),
    (ROMAN_HOLIDAY_JA, "ヘプバーンが主演した。彼女は監督も務めた。", [True, False]),
    (ROMAN_HOLIDAY_JA, "ビリー・ワイルダー監督の『ローマの休日』は1953年に公開された。", [False]),
    (ROMAN_HOLIDAY_JA, "ウィリアム・ワイラー監督の『ローマの休日』は1953年に公開された。", [True]),
    (ROMAN_HOLIDAY_ZH, "《罗马假日》是一部恐怖片。", [False]),
    (ROMAN_HOLIDAY_ZH, "《罗马假日》是一部爱情片。", [True]),
    (ROMAN_HOLIDAY_ZH, "该片遭到了影评人的批评。", [False]),
    (ROMAN_HOLIDAY_ZH, "该片广受好评。", [True]),
    (ROMAN_HOLIDAY_ZH, "惠勒执导了该片。他还担任了主演。", [True, False]),
    (ROMAN_HOLIDAY_ZH, "比利·怀尔德执导的《罗马假日》于1953年上映。", [False]),
    # check batch 144: 他 / 她 after a Chinese name with no dot that opens the claim before a role's verb
    (ROMAN_HOLIDAY_ZH, "赫本主演了该片。她还担任了导演。", [True, False]),
    (ZH, "卡梅隆执导了该片。他还担任了编剧。", [True, True]),
    (ZH, "卡梅隆执导了该片。他还担任了主演。", [True, False]),
    (ZH, "温斯莱特主演了该片。她还执导了该片。", [True, False]),
    (ROMAN_HOLIDAY_EN, "『ローマの休日』はホラー映画である。", [False]),
    (ROMAN_HOLIDAY_EN, "《罗马假日》是一部恐怖片。", [False]),
    (ROMAN_HOLIDAY_EN, "《罗马假日》是一部爱情喜剧片。", [True]),
    (ROMAN_HOLIDAY_EN, "この映画は批評家から高い評価を受けた。", [True]),
    (ROMAN_HOLIDAY_EN, "Wyler directed the film. He also starred in it.", [True, False]),
    (ROMAN_HOLIDAY_EN, "Billy Wilder's Roman Holiday was released in 1953.", [False]),
    # check batch 134: a Taiwanese title in traditional characters against the simplified passage's
    (ZH, "《鐵達尼號》於1997年上映。", [True]),
    (ZH, "《鐵達尼號》於1999年上映。", [False]),
    (ZH, "該片由李奧納多·狄卡皮歐和凱特·溫絲蕾主演。", [True]),
    # Japanese
    (JA, "この映画の監督はジェームズ・キャメロンだ。", [True]),
    (JA, "タイタニックはアメリカ映画である。", [True]),
    (JA, "タイタニックはイギリス映画である。", [False]),
    (JA, "タイタニックはフランス映画です。", [False]),
    (JA, "タイタニックは日本映画である。", [False]),
    (JA, "アカデミー賞を十一部門受賞した。", [True]),
    (JA, "アカデミー賞を三部門受賞した。", [False]),
    (JA, "この映画は１９９７年に公開された。", [True]),
    (JA, "この映画は1912年の沈没事故を題材としている。", [True]),
    (JA, "この映画は1915年の沈没事故を題材としている。", [False]),
    (JA, "レオナルド・ディカプリオが主演した。", [True]),
    (JA, "レオナルド・ディカプリオとケイト・ウィンスレットが主演した。", [True]),
    (JA, "トム・ハンクスが主演した。", [False]),
    (JA, "ジェームズ・キャメロンが脚本も書いた。", [True]),
    (JA, "脚本はスティーヴン・スピルバーグが書いた。", [False]),
    (JA, "この映画はゴールデングローブ賞を11部門受賞した。", [False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した。2010年に公開された。", [True, False]),
    (JA, "タイタニックは1997年公開の映画で、ジェームズ・キャメロンが監督した。アカデミー賞を11部門受賞した。", [True, True]),
    (JA, "タイタニックは1997年のアメリカ映画です。アカデミー賞を受賞しました。", [True, True]),
    (JA, "ジェームズ・キャメロンがタイタニックに主演した。", [False]),
    (JA, "ケイト・ウィンスレットが監督を務めた。", [False]),
    (JA, "この映画は1912年に公開された。", [False]),
    (JA, "タイタニック号の沈没は1997年に起きた。", [False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督したものではない。", [False]),
    (JA, "タイタニックはアカデミー賞を一つも受賞しなかった。", [False]),
    (TORONTO_JA, "ウィキペディアによれば、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "ブリタニカによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントはケベック州の州都である。", [False]),
    (TORONTO_JA, "オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントはカナダの首都である。", [False]),
    # Chinese
    (ZH, "这部电影的导演是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片是一部美国电影。", [True]),
    (ZH, "该片是一部英国电影。", [False]),
    (ZH, "该片是一部法国电影。", [False]),
    (ZH, "该片是一部日本电影。", [False]),
    (ZH, "该片获得了十一项奥斯卡奖。", [True]),
    (ZH, "该片获得了三项奥斯卡奖。", [False]),
    (ZH, "该片获得了奥斯卡奖。", [True]),
    (ZH, "该片没有获得任何奥斯卡奖。", [False]),
    (ZH, "该片于１９９７年上映。", [True]),
    (ZH, "影片以1915年泰坦尼克号沉没事件为背景。", [False]),
    (ZH, "莱昂纳多·迪卡普里奥主演了该片。", [True]),
    (ZH, "该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。", [True]),
    (ZH, "该片由汤姆·汉克斯主演。", [False]),
    (ZH, "詹姆斯·卡梅隆也是该片的编剧。", [True]),
    (ZH, "该片由史蒂文·斯皮尔伯格编剧。", [False]),
    (ZH, "该片获得了11项金球奖。", [False]),
    (ZH, "《泰坦尼克号》由詹姆斯·卡梅隆执导。该片于2010年上映。", [True, False]),
    (ZH, "《泰坦尼克号》是1997年的美国电影，由詹姆斯·卡梅隆执导。该片获得了11项奥斯卡奖。", [True, True]),
    (ZH, "詹姆斯·卡梅隆主演了《泰坦尼克号》。", [False]),
    (ZH, "凯特·温斯莱特执导了该片。", [False]),
    (ZH, "该片于1912年上映。", [False]),
    (ZH, "泰坦尼克号沉没事件发生在1997年。", [False]),
    (ZH, "《泰坦尼克号》不是由詹姆斯·卡梅隆执导的。", [False]),
    (TORONTO_ZH, "根据维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据百度百科，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多是魁北克省的首府。", [False]),
    (TORONTO_ZH, "渥太华是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多是加拿大的首都。", [False]),  # a country the passage never names
    # negations of what the passage states (engine 1.8: a claim that negates against a passage that
    # negates nothing is not entailed; these were grounded before)
    (JA, "この映画は1997年に公開されなかった。", [False]),
    (JA, "アカデミー賞は一部門も受賞できなかった。", [False]),
    (JA, "キャメロンは脚本を書かなかった。", [False]),
    (ZH, "詹姆斯·卡梅隆没有执导该片。", [False]),
    (ZH, "詹姆斯·卡梅隆没有参与编剧。", [False]),
    (ZH, "该片没能获得奥斯卡奖。", [False]),
    (ZH, "影片并非以泰坦尼克号沉没为背景。", [False]),
    # people and years in their own roles, and put in others
    (JA, "タイタニック号は1912年に沈没した。", [True]),
    (JA, "タイタニックは1997年に沈没した。", [False]),
    (JA, "ジェームズ・キャメロンが製作した。", [True]),
    (JA, "レオナルド・ディカプリオが脚本を書いた。", [False]),
    (ZH, "泰坦尼克号于1912年沉没。", [True]),
    (ZH, "泰坦尼克号于1997年沉没。", [False]),
    (ZH, "詹姆斯·卡梅隆参与了该片的制作。", [True]),
    (ZH, "该片由凯特·温斯莱特编剧。", [False]),  # 由X执导、编剧: the piece after 、 shares X
    (ZH, "莱昂纳多·迪卡普里奥执导了该片。", [False]),
    (ZH, "该片获得了11项提名。", [False]),
    (JURASSIC_JA, "ジュラシック・パークはスティーヴン・スピルバーグが監督した。", [True]),
    (JURASSIC_JA, "原作はマイケル・クライトンの小説である。", [True]),
    (JURASSIC_JA, "サム・ニールが出演した。", [True]),
    (JURASSIC_JA, "ジョン・ウィリアムズが音楽を担当した。", [True]),
    (JURASSIC_JA, "この映画は1993年に公開された。", [True]),
    (JURASSIC_JA, "アカデミー賞を3部門受賞した。", [True]),
    (JURASSIC_JA, "続編は1997年に公開された。", [True]),
    (JURASSIC_JA, "マイケル・クライトンが監督した。", [False]),
    (JURASSIC_JA, "ジョン・ウィリアムズが出演した。", [False]),
    (JURASSIC_JA, "音楽はサム・ニールが担当した。", [False]),
    (JURASSIC_JA, "原作はスティーヴン・スピルバーグの小説である。", [False]),
    (JURASSIC_JA, "この映画は1997年に公開された。", [False]),
    (JURASSIC_ZH, "该片由史蒂文·斯皮尔伯格执导。", [True]),
    (JURASSIC_ZH, "该片于1993年上映。", [True]),
    (JURASSIC_ZH, "山姆·尼尔主演了该片。", [True]),
    (JURASSIC_ZH, "约翰·威廉斯负责配乐。", [True]),
    (JURASSIC_ZH, "续集于1997年上映。", [True]),
    (JURASSIC_ZH, "该片由迈克尔·克莱顿执导。", [False]),
    (JURASSIC_ZH, "约翰·威廉斯主演了该片。", [False]),
    (JURASSIC_ZH, "山姆·尼尔负责配乐。", [False]),
    (JURASSIC_ZH, "该片于1997年上映。", [False]),
    (APOLLO_JA, "アポロ11号は1969年に打ち上げられた。", [True]),
    (APOLLO_JA, "船長はニール・アームストロングだった。", [True]),
    (APOLLO_JA, "マイケル・コリンズは司令船に残った。", [True]),
    (APOLLO_JA, "船長はバズ・オルドリンだった。", [False]),
    (APOLLO_JA, "ニール・アームストロングは司令船に残った。", [False]),
    (APOLLO_ZH, "阿波罗11号于1969年发射。", [True]),
    (APOLLO_ZH, "指令长是尼尔·阿姆斯特朗。", [True]),
    (APOLLO_ZH, "迈克尔·柯林斯留在指令舱。", [True]),
    (APOLLO_ZH, "指令长是巴兹·奥尔德林。", [False]),
    (APOLLO_ZH, "尼尔·阿姆斯特朗留在指令舱。", [False]),
    (LIGHTHOUSE_JA, "ハロウ岬灯台は1874年に完成した。", [True]),
    (LIGHTHOUSE_JA, "灯台を設計したのはマーガレット・エリソンだ。", [True]),
    (LIGHTHOUSE_JA, "灯台には112段の階段がある。", [True]),
    (LIGHTHOUSE_JA, "灯台は1961年から無人で運用されている。", [True]),
    (LIGHTHOUSE_JA, "見学は4月から10月までできる。", [True]),
    (LIGHTHOUSE_JA, "ハロウ岬灯台は1902年に完成した。", [False]),
    (LIGHTHOUSE_JA, "灯台を設計したのはジョン・スミスだ。", [False]),
    (LIGHTHOUSE_JA, "灯台には200段の階段がある。", [False]),
    (LIGHTHOUSE_JA, "灯台には38段の階段がある。", [False]),
    (LIGHTHOUSE_JA, "見学は一年中できる。", [False]),
    (LIGHTHOUSE_ZH, "哈罗角灯塔于1874年建成。", [True]),
    (LIGHTHOUSE_ZH, "灯塔由玛格丽特·埃利森设计。", [True]),
    (LIGHTHOUSE_ZH, "灯塔共有112级台阶。", [True]),
    (LIGHTHOUSE_ZH, "自1961年起灯塔无人值守。", [True]),
    (LIGHTHOUSE_ZH, "游客可以在4月至10月参观。", [True]),
    (LIGHTHOUSE_ZH, "哈罗角灯塔于1902年建成。", [False]),
    (LIGHTHOUSE_ZH, "灯塔由约翰·史密斯设计。", [False]),
    (LIGHTHOUSE_ZH, "灯塔共有200级台阶。", [False]),
    (LIGHTHOUSE_ZH, "灯塔共有38级台阶。", [False]),
    (LIGHTHOUSE_ZH, "游客全年都可以参观。", [False]),
    # the six passages above (twelfth session)
    (SKY_JA, "東京スカイツリーの高さは634メートルです。", [True]),
    (SKY_JA, "東京スカイツリーの高さは６３４メートルです。", [True]),
    (SKY_JA, "東京スカイツリーの高さは六百三十四メートルです。", [True]),
    (SKY_JA, "東京スカイツリーの高さは333メートルです。", [False]),
    (SKY_JA, "スカイツリーは2012年に開業した。", [True]),
    (SKY_JA, "スカイツリーは2012年5月22日にオープンした。", [True]),
    (SKY_JA, "スカイツリーは2010年に開業した。", [False]),
    (SKY_JA, "スカイツリーは2012年6月22日に開業した。", [False]),
    (SKY_JA, "スカイツリーは大阪市にある。", [False]),
    (SKY_JA, "スカイツリーは墨田区にある。", [True]),
    (SKY_JA, "設計は隈研吾が担当した。", [False]),
    (SKY_JA, "東京都観光ガイドによると、スカイツリーの高さは634メートルである。", [True]),
    (SKY_JA, "国土交通省によると、スカイツリーの高さは634メートルである。", [False]),
    (SKY_JA, "スカイツリーは世界遺産に登録されている。", [False]),
    (GUGONG_ZH, "故宫位于北京。", [True]),
    (GUGONG_ZH, "故宫于1420年建成。", [True]),
    (GUGONG_ZH, "故宫于一四二〇年建成。", [True]),
    (GUGONG_ZH, "故宫于1520年建成。", [False]),
    (GUGONG_ZH, "故宫是清朝唯一的皇家宫殿。", [False]),
    (GUGONG_ZH, "故宫位于上海。", [False]),
    (GUGONG_ZH, "1987年，故宫成为世界文化遗产。", [True]),
    (GUGONG_ZH, "1997年，故宫成为世界文化遗产。", [False]),
    (GUGONG_ZH, "据百度百科，故宫始建于1406年。", [True]),
    (GUGONG_ZH, "据故宫博物院官网，故宫始建于1406年。", [False]),
    (GUGONG_ZH, "故宫是明清两代的皇宫。", [True]),
    (SOSEKI_JA, "夏目漱石は1867年に生まれた。", [True]),
    (SOSEKI_JA, "夏目漱石は大阪で生まれた。", [False]),
    (SOSEKI_JA, "夏目漱石は『こころ』を書いた。", [True]),
    (SOSEKI_JA, "夏目漱石は『雪国』を書いた。", [False]),
    (SOSEKI_JA, "漱石は49歳で亡くなった。", [True]),
    (SOSEKI_JA, "漱石は四十九歳で亡くなった。", [True]),
    (SOSEKI_JA, "漱石は60歳で亡くなった。", [False]),
    (SOSEKI_JA, "漱石は1916年に死去した。", [True]),
    (SOSEKI_JA, "漱石は1926年に死去した。", [False]),
    (SOSEKI_JA, "夏目漱石は画家である。", [False]),
    (LUXUN_ZH, "鲁迅原名周树人。", [True]),
    (LUXUN_ZH, "鲁迅原名周作人。", [False]),
    (LUXUN_ZH, "鲁迅出生于浙江绍兴。", [True]),
    (LUXUN_ZH, "鲁迅出生于北京。", [False]),
    (LUXUN_ZH, "鲁迅于1936年在上海去世。", [True]),
    (LUXUN_ZH, "鲁迅于1936年在北京去世。", [False]),
    (LUXUN_ZH, "《狂人日记》发表于1918年。", [True]),
    (LUXUN_ZH, "《狂人日记》发表于1921年。", [False]),
    (LUXUN_ZH, "《阿Q正传》发表于1918年。", [False]),
    (LUXUN_ZH, "鲁迅生于一八八一年。", [True]),
    (HUAWEI_ZH, "华为成立于1987年。", [True]),
    (HUAWEI_ZH, "华为成立于1997年。", [False]),
    (HUAWEI_ZH, "华为的总部在深圳。", [True]),
    (HUAWEI_ZH, "华为的总部在北京。", [False]),
    (HUAWEI_ZH, "华为的创始人是马云。", [False]),
    (HUAWEI_ZH, "华为的创始人是任正非。", [True]),
    (HUAWEI_ZH, "华为在全球约有20.7万名员工。", [True]),
    (HUAWEI_ZH, "华为在全球约有207000名员工。", [True]),
    (HUAWEI_ZH, "华为在全球约有50万名员工。", [False]),
    (HUAWEI_ZH, "据公司年报，华为成立于1987年。", [True]),
    (HUAWEI_ZH, "据新华社报道，华为成立于1987年。", [False]),
    (FUJI_JA, "富士山の標高は3776メートルです。", [True]),
    (FUJI_JA, "富士山の標高は3,776メートルです。", [True]),
    (FUJI_JA, "富士山の標高は3000メートルです。", [False]),
    (FUJI_JA, "富士山は長野県にある。", [False]),
    (FUJI_JA, "富士山は2013年に世界遺産になった。", [True]),
    (FUJI_JA, "富士山は2013年に世界自然遺産に登録された。", [False]),
    (FUJI_JA, "富士山が最後に噴火したのは1707年だ。", [True]),
    (FUJI_JA, "富士山が最後に噴火したのは1907年だ。", [False]),
    (FUJI_JA, "富士山は休火山である。", [False]),
    (FUJI_JA, "気象庁によると、富士山は活火山である。", [True]),
    (FUJI_JA, "東京都によると、富士山は活火山である。", [False]),
    (FUJI_JA, "富士山は一度も噴火したことがない。", [False]),
    # the guide's passages again (twelfth session): surnames alone, full-width and kanji counts, more sources
    (ZH, "卡梅隆主演了该片。", [False]),
    (ZH, "迪卡普里奥执导了该片。", [False]),
    (ZH, "卡梅隆执导了该片。", [True]),
    (ZH, "迪卡普里奥主演了该片。", [True]),
    (JA, "タイタニックは1997年12月19日に公開された。", [False]),
    (JA, "ジェームズ・キャメロンが脚本を書いた。", [True]),
    (JA, "キャメロンは製作も担当した。", [True]),
    (JA, "タイタニックはカナダ映画だ。", [False]),
    (JA, "ディカプリオとウィンスレットが主演した。", [True]),
    (JA, "ディカプリオが監督した。", [False]),
    (JA, "この映画は1912年に起きたタイタニック号の沈没を描いている。", [True]),
    (JA, "この映画はアカデミー賞を受賞していない。", [False]),
    (JA, "ウィキペディアによると、タイタニックは1997年に公開された。", [True]),
    (JA, "ブリタニカ百科事典によると、タイタニックは1997年に公開された。", [False]),
    (JA, "タイタニックはアカデミー賞を12部門受賞した。", [False]),
    (JA, "タイタニックはアカデミー賞を十二部門受賞した。", [False]),
    (JA, "タイタニックはアカデミー賞を１１部門受賞した。", [True]),
    (JA, "タイタニックの監督はクリストファー・ノーランだ。", [False]),
    (JA, "タイタニックの主演はトム・クルーズだ。", [False]),
    (JA, "ケイト・ウィンスレットはこの映画に出演した。", [True]),
    (JA, "タイタニック号は1997年に沈没した。", [False]),
    (JA, "タイタニックはアメリカで制作された映画だ。", [True]),
    (JA, "タイタニックはドイツ映画だ。", [False]),
    (ZH, "詹姆斯·卡梅隆是该片的编剧。", [True]),
    (ZH, "卡梅隆是该片的主演。", [False]),
    (ZH, "该片以1912年的海难为背景。", [True]),
    (ZH, "该片获得了１１项奥斯卡奖。", [True]),
    (ZH, "该片获得了12项奥斯卡奖。", [False]),
    (ZH, "该片没有获得奥斯卡奖。", [False]),
    (ZH, "据维基百科，该片由詹姆斯·卡梅隆执导。", [True]),
    (ZH, "据百度百科，该片由詹姆斯·卡梅隆执导。", [False]),
    (ZH, "该片由克里斯托弗·诺兰执导。", [False]),
    (ZH, "该片由汤姆·克鲁斯主演。", [False]),
    (ZH, "迪卡普里奥和温斯莱特是该片的主演。", [True]),
    (ZH, "该片于一九九七年上映。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の最大の都市である。", [False]),
    (TORONTO_JA, "トロントはブリティッシュコロンビア州の州都である。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都ではない。", [False]),
    (TORONTO_JA, "モントリオールはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "カナダ政府によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的省会。", [True]),
    # a surname written alone next to one of the passage's (皮特 beside 温斯莱特)
    (ZH, "温斯莱特和皮特联袂主演。", [False]),
    (ZH, "迪卡普里奥和温斯莱特联袂主演。", [True]),
    (ZH, "以下是关于《泰坦尼克号》的信息：该片由詹姆斯·卡梅隆执导。", [False, True]),
    (ZH, "以下是关于《泰坦尼克号》的信息：该片由史蒂文·斯皮尔伯格执导。", [False, False]),
    (JA, "タイタニックについて説明します。監督はジェームズ・キャメロンです。", [False, True]),
    # names in Latin script in a Japanese or Chinese claim, honorifics, a title as the work, a language edition
    (JA, "タイタニックはJames Cameronが監督した。", [True]),
    (JA, "タイタニックはSteven Spielbergが監督した。", [False]),
    (ZH, "《泰坦尼克号》由Steven Spielberg执导。", [False]),
    (JA, "ディカプリオ氏が監督を務めた。", [False]),
    (ZH, "迪卡普里奥先生是该片导演。", [False]),
    (ZH, "该片导演为卡梅隆先生。", [True]),
    (JA, "キャメロンは『タイタニック』で監督と主演を兼任した。", [False]),
    (JA, "キャメロンは『タイタニック』で監督、脚本、製作を兼任した。", [True]),
    (TORONTO_JA, "Wikipedia日本語版によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "英語版ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_ZH, "据中文维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "多伦多是一个省的首府。", [True]),
    (TORONTO_ZH, "多伦多是安大略省最大的城市。", [False]),
    (TORONTO_ZH, "多伦多不是安大略省的首府。", [False]),
    (TORONTO_ZH, "蒙特利尔是安大略省的首府。", [False]),
    (TORONTO_ZH, "温哥华是安大略省的首府。", [False]),
    (TORONTO_ZH, "根据加拿大政府的说法，多伦多是安大略省的首府。", [False]),
    # a year of a Japanese era, and an offer to answer before the answer (thirteenth session)
    (JA, "この映画は平成9年に公開された。", [True]),
    (JA, "この映画は平成17年に公開された。", [False]),
    (JA, "はい、お答えします。タイタニックはジェームズ・キャメロンが監督しました。", [False, True]),
    (ZH, "好的，我来为您解答。《泰坦尼克号》由詹姆斯·卡梅隆执导。", [False, True]),
    # traditional characters against the simplified passage; a role before a copula, and a role's other word
    (ZH, "《泰坦尼克號》由詹姆斯·卡梅隆執導。", [True]),
    (ZH, "該片由萊昂納多·迪卡普里奧和凱特·溫斯萊特主演。", [True]),
    (ZH, "該片由布拉德·皮特和凱特·溫斯萊特主演。", [False]),
    (ZH, "《泰坦尼克号》的主演是莱昂纳多·迪卡普里奥，导演是詹姆斯·卡梅隆。", [True]),
    (ZH, "《泰坦尼克号》的主演是詹姆斯·卡梅隆，导演是莱昂纳多·迪卡普里奥。", [False]),
    (ZH, "该片的导演是凯特·温斯莱特。", [False]),
    (JA, "ジェームズ・キャメロンが出演した。", [False]),
    (TORONTO_JA, "ウィキペディアの情報では、トロントはオンタリオ州の州都である。", [True]),
    # fourteenth session: a source as the place a statement is written, a source label in brackets, a
    # Chinese source that records (记载) or shows (显示); each was wrong at 0391ef4
    (TORONTO_JA, "ウィキペディアには、トロントはオンタリオ州の州都だと書かれている。", [True]),
    (TORONTO_JA, "ウィキペディアには「トロントはオンタリオ州の州都である」とある。", [True]),
    (TORONTO_JA, "ウィキペディアに、トロントはオンタリオ州の州都だと記載されている。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だとウィキペディアに書かれている。", [True]),
    (TORONTO_JA, "ブリタニカには、トロントはオンタリオ州の州都だと書かれている。", [False]),
    (TORONTO_JA, "ウィキペディアいわく、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキペディアで調べたところ、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都です（出典：ウィキペディア）。", [True]),
    (TORONTO_ZH, "在维基百科上，多伦多被列为安大略省的首府。", [True]),
    (TORONTO_ZH, "百度百科记载，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "维基百科记载，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：维基百科）。", [True]),
    (TORONTO_ZH, "维基百科上的资料显示，多伦多是安大略省的首府。", [True]),
    (TORONTO_JA, "ウィキペディアの記載によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "朝日新聞によると、トロントはオンタリオ州の州都である。", [False]),
    # a person in another role with the work between them (この映画の, 担任该片, 在片中), a role's other words
    # (主役, 男主角), a nomination for a win, the Oscars' full name (奥斯卡金像奖)
    (JA, "ディカプリオがこの映画の監督を務めた。", [False]),
    (JA, "ジェームズ・キャメロンが主役を演じた。", [False]),
    (JA, "この映画ではディカプリオが監督を務め、キャメロンが主演した。", [False]),
    (ZH, "迪卡普里奥担任该片导演。", [False]),
    (ZH, "迪卡普里奥在片中担任导演。", [False]),
    (ZH, "卡梅隆担任该片的导演和编剧。", [True]),
    (ZH, "温斯莱特在片中担任主演。", [True]),
    (ZH, "迪卡普里奥是该片的男主角。", [True]),
    (ZH, "该片获得了11项奥斯卡提名。", [False]),
    (ZH, "该片获得了奥斯卡提名。", [False]),
    (ZH, "该片荣获11座奥斯卡金像奖。", [True]),
    (ZH, "该片共斩获十一项奥斯卡大奖。", [True]),
    (JA, "同作はアカデミー賞で作品賞など11部門を制した。", [False]),
    (JA, "この映画はアカデミー賞を一度も受賞していない。", [False]),
    (ZH, "该片并非由卡梅隆执导。", [False]),
    (ZH, "该片取材于真实的沉船事件。", [True]),
    (JA, "この映画はタイタニック号の処女航海の成功を描いている。", [False]),
    # Japanese and Chinese names (written without a dot) in a role, a century or decade for the year, and a
    # Japanese "he" after a claim that names him
    (JA, "タイタニックの監督は北野武である。", [False]),
    (JA, "主演は渡辺謙とケイト・ウィンスレットである。", [False]),
    (JA, "タイタニックは是枝裕和監督の作品である。", [False]),
    (JA, "タイタニックは宮崎駿が監督した。", [False]),
    (ZH, "《泰坦尼克号》由张艺谋执导。", [False]),
    (ZH, "《泰坦尼克号》的导演是李安。", [False]),
    (JA, "この映画は20世紀に公開された。", [True]),
    (JA, "この映画は21世紀に公開された。", [False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した。彼は主演も務めた。", [True, False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した。彼は脚本も書いた。", [True, True]),
    # labels (a role, a colon, the person), as a list or in one sentence
    (JA, "- 監督：ジェームズ・キャメロン\n- 公開：1997年", [True, True]),
    (JA, "- 主演：ジェームズ・キャメロン\n- 監督：レオナルド・ディカプリオ", [False, False]),
    (JA, "監督：レオナルド・ディカプリオ、主演：ジェームズ・キャメロン。", [False]),
    (ZH, "- 导演：莱昂纳多·迪卡普里奥", [False]),
    (ZH, "- 主演：詹姆斯·卡梅隆", [False]),
    (ZH, "导演：詹姆斯·卡梅隆；主演：莱昂纳多·迪卡普里奥、凯特·温斯莱特。", [True]),
    (ZH, "导演：莱昂纳多·迪卡普里奥；主演：詹姆斯·卡梅隆。", [False]),
    # bounded counts, roles listed together, questions written with a full stop
    (JA, "この映画はアカデミー賞を10部門以上受賞した。", [True]),
    (JA, "この映画はアカデミー賞を15部門以上受賞した。", [False]),
    (ZH, "该片获得了10多项奥斯卡奖。", [True]),
    (ZH, "该片获得了超过10项奥斯卡奖。", [True]),
    (ZH, "该片获得了超过20项奥斯卡奖。", [False]),
    (JA, "キャメロンが監督と主演を担当した。", [False]),
    (JA, "キャメロンが監督、脚本、製作を担当した。", [True]),
    (ZH, "卡梅隆是该片的导演和主演。", [False]),
    (ZH, "卡梅隆既是导演也是主演。", [False]),
    # names in Han characters, undotted: who holds which role, and who the passage never names
    (SEN_JA, "千と千尋の神隠しは宮崎駿が監督した。", [True]),
    (SEN_JA, "監督は高畑勲である。", [False]),
    (SEN_JA, "興行収入は300億円を超えた。", [True]),
    (SEN_JA, "興行収入は400億円を超えた。", [False]),
    (SEN_JA, "アカデミー賞作品賞を受賞した。", [False]),
    (SEN_JA, "アカデミー賞長編アニメ映画賞を受賞した。", [True]),
    (SEN_JA, "この映画は21世紀に公開された。", [True]),
    (SEN_JA, "この映画は2003年に公開された。", [False]),
    (LIULANG_ZH, "《流浪地球》由郭帆执导。", [True]),
    (LIULANG_ZH, "《流浪地球》由张艺谋执导。", [False]),
    (LIULANG_ZH, "吴京执导了该片。", [False]),
    (LIULANG_ZH, "郭帆是该片的主演。", [False]),
    (LIULANG_ZH, "该片导演是吴京，主演是郭帆。", [False]),
    (LIULANG_ZH, "该片导演是郭帆，主演是吴京和屈楚萧。", [True]),
    (LIULANG_ZH, "刘慈欣执导了该片。", [False]),
    (LIULANG_ZH, "该片内地票房超过40亿元。", [True]),
    (LIULANG_ZH, "该片内地票房超过50亿元。", [False]),
    (LIULANG_ZH, "据维基百科，该片由郭帆执导。", [False]),
    # a Chinese list of people before the role
    (ZH, "1997年上映的《泰坦尼克号》由卡梅隆和温斯莱特主演。", [False]),
    (ZH, "1997年上映的《泰坦尼克号》由迪卡普里奥和温斯莱特主演。", [True]),
    (JA, "タイタニックは1997年に公開されたのでしょうか。", [False]),
    (JA, "タイタニックは1997年に公開されました。以上です。", [True, False]),
    (ZH, "该片于1997年上映。希望对您有帮助！", [True, False]),
    # the new rules in traditional characters (read as simplified)
    (ZH, "該片獲得了11項奧斯卡提名。", [False]),
    (ZH, "該片榮獲11座奧斯卡金像獎。", [True]),
    (ZH, "迪卡普里奧擔任該片導演。", [False]),
    (ZH, "導演：萊昂納多·迪卡普里奧。", [False]),
    # a markdown heading is a title; the list under it is checked
    (JA, "## タイタニックについて\n\n1. 監督はジェームズ・キャメロンです。\n2. 公開は2005年です。", [False, True, False]),
    (ZH, "## 《泰坦尼克号》简介\n\n- 导演：詹姆斯·卡梅隆\n- 上映时间：2005年", [False, True, False]),
    (ZH, "该片是1997年上映的吗。", [False]),
    # a pronoun for the person an earlier claim names (他 as 詹姆斯·卡梅隆), a preamble after a pleasantry
    (ZH, "该片由詹姆斯·卡梅隆执导。他还担任了该片的编剧。", [True, True]),
    (ZH, "该片由詹姆斯·卡梅隆执导。他还担任了该片的主演。", [True, False]),
    (ZH, "好的，下面是关于《泰坦尼克号》的介绍。该片由詹姆斯·卡梅隆执导，于1997年上映。", [False, True]),
    # Chinese idioms of two roles (自编自导: wrote and directed it himself), read as the two roles
    (ZH, "卡梅隆自编自导了这部电影。", [True]),
    (ZH, "卡梅隆自导自演了这部电影。", [False]),  # he did not star
    (ZH, "温斯莱特自编自导了这部电影。", [False]),
    # the same in traditional characters
    (ZH, "該片由詹姆斯·卡梅隆執導。他還擔任了該片的主演。", [True, False]),
    (ZH, "凱特·溫斯萊特是該片的女主角。", [True]),
    (ZH, "好的，以下是關於《泰坦尼克號》的介紹。該片於1997年上映。", [False, True]),
    # a heading that states something is checked (## 该片由…执导), a title is not
    (ZH, "## 该片由史蒂文·斯皮尔伯格执导\n\n该片于1997年上映。", [False, True]),
    (ZH, "## 该片由詹姆斯·卡梅隆执导\n\n该片于1997年上映。", [True, True]),
    (JA, "## 監督はスティーヴン・スピルバーグ\n\n1997年に公開された。", [False, True]),
    (JA, "## タイタニックとは\n\n1997年に公開された。", [False, True]),
    # fifteenth session (engine 1.13): roles in other words. A claim that only gives people of the passage the
    # roles it gives them is read as stated (cjk.role_support); katakana role words are roles, not names
    # (cjk.read_role_loanwords); a count of the people a claim lists is the claim's own (二人)
    (ZH, "凯特·温斯莱特是该片的女主角。", [True]),
    (ZH, "温斯莱特在片中担任女主角。", [True]),
    (ZH, "这部电影的男主角由迪卡普里奥出演。", [True]),
    (ZH, "卡梅隆是这部电影的制片人之一。", [True]),
    (ZH, "迪卡普里奥和温斯莱特是该片的主角。", [True]),
    (ZH, "卡梅隆是该片的女主角。", [False]),
    (ZH, "凯特·温斯莱特不是该片的女主角。", [False]),
    (ZH, "凯特·温斯莱特是该片唯一的女主角。", [False]),
    (ZH, "卡梅隆执导了这部电影，还担任了主演。", [False]),
    (ZH, "布拉德·皮特是该片的男主角。", [False]),
    (ZH, "这部电影的导演由迪卡普里奥担任。", [False]),
    (ZH, "温斯莱特是该片的制片人之一。", [False]),
    (JA, "ジェームズ・キャメロンがこの映画のメガホンを取った。", [True]),
    (JA, "ウィンスレットは本作でヒロインを演じた。", [True]),
    (JA, "ディカプリオとウィンスレットがダブル主演した。", [True]),
    (JA, "キャメロンはこの映画のプロデューサーでもある。", [True]),
    (JA, "主演はディカプリオとウィンスレットの二人である。", [True]),
    (JA, "ケイト・ウィンスレットがメガホンを取った。", [False]),
    (JA, "キャメロンがヒロインを演じた。", [False]),
    (JA, "ディカプリオはこの映画のディレクターだ。", [False]),
    (JA, "ディカプリオはこの映画の監督だ。", [False]),  # a topic before the work still ties (ディカプリオは…監督)
    (JA, "ウィンスレットはこの映画の脚本家だ。", [False]),
    (JA, "主演はディカプリオとウィンスレットの三人である。", [False]),
    (JA, "主演はディカプリオとピットの二人である。", [False]),
    # sixteenth session: a year that modifies a noun is that noun's, not the topic's (1912 is the sinking's)
    (JA, "映画は1912年のタイタニック号沈没事故を描いている。", [True]),
    (JA, "映画は1905年の沈没事故を描いている。", [False]),
    # an undotted Chinese name in another's place
    (TORONTO_ZH, "蒙特利尔是安大略省的首府。", [False]),
    (TORONTO_ZH, "据维基百科，卡尔加里是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的省会。", [True]),
    # a surname written alone next to one of the passage's (皮特 beside 温斯莱特)
    (ZH, "温斯莱特和皮特联袂主演。", [False]),
    (ZH, "迪卡普里奥和温斯莱特联袂主演。", [True]),
    (ZH, "以下是关于《泰坦尼克号》的信息：该片由詹姆斯·卡梅隆执导。", [False, True]),
    (ZH, "以下是关于《泰坦尼克号》的信息：该片由史蒂文·斯皮尔伯格执导。", [False, False]),
    (JA, "タイタニックについて説明します。監督はジェームズ・キャメロンです。", [False, True]),
    # names in Latin script in a Japanese or Chinese claim, honorifics, a title as the work, a language edition
    (JA, "タイタニックはJames Cameronが監督した。", [True]),
    (JA, "タイタニックはSteven Spielbergが監督した。", [False]),
    (ZH, "《泰坦尼克号》由Steven Spielberg执导。", [False]),
    (JA, "ディカプリオ氏が監督を務めた。", [False]),
    (ZH, "迪卡普里奥先生是该片导演。", [False]),
    (ZH, "该片导演为卡梅隆先生。", [True]),
    (JA, "キャメロンは『タイタニック』で監督と主演を兼任した。", [False]),
    (JA, "キャメロンは『タイタニック』で監督、脚本、製作を兼任した。", [True]),
    (TORONTO_JA, "Wikipedia日本語版によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "英語版ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_ZH, "据中文维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "多伦多是一个省的首府。", [True]),
    # check batch 19 (eighteenth session): 33 of its 36 variations (three of the mountain's are above); of the 36,
    # 7 were wrong with the Japanese model when written and 6 with the shared one (部屋は汚れていた。 is the one the
    # Japanese model loses)
    (JA, "この映画はジェームズ・キャメロンが監督を務めた。", [True]),
    (JA, "キャメロンは脚本も書いた。", [True]),
    (JA, "タイタニックはアメリカの映画だ。", [True]),
    (JA, "映画の題材は1912年に起きた沈没事故である。", [True]),
    (JA, "ディカプリオとウィンスレットが主役を演じた。", [True]),
    (JA, "この作品はアカデミー賞を11部門で受賞した。", [True]),
    (JA, "タイタニックはイギリス映画である。", [False]),
    (JA, "この映画はアカデミー賞を受賞しなかった。", [False]),
    (JA, "タイタニックはコメディ映画として制作された。", [False]),
    (JA, "ディカプリオは脇役として出演した。", [False]),
    (JA, "この映画は実話とは無関係の創作である。", [False]),
    (HOTEL_JA, "ホテルは駅の近くにある。", [True]),
    (HOTEL_JA, "部屋は清潔だった。", [True]),
    (HOTEL_JA, "朝食はバイキング形式で、品数が多かった。", [True]),
    (HOTEL_JA, "隣の部屋の音が聞こえた。", [True]),
    (HOTEL_JA, "部屋は広々としていた。", [False]),
    (HOTEL_JA, "ホテルは駅から遠い。", [False]),
    (HOTEL_JA, "朝食のメニューは少なかった。", [False]),
    (HOTEL_JA, "防音がしっかりしていて静かだった。", [False]),
    (HOTEL_JA, "部屋は汚れていた。", [False]),
    (SAKURA_JA, "サクラ電機は大阪で創業した会社だ。", [True]),
    (SAKURA_JA, "サクラ電機の創業は1985年である。", [True]),
    (SAKURA_JA, "同社は空気清浄機を主力としている。", [True]),
    (SAKURA_JA, "社長は山田太郎氏だ。", [True]),
    (SAKURA_JA, "サクラ電機は東京で創業した。", [False]),
    (SAKURA_JA, "同社の主力製品は冷蔵庫である。", [False]),
    (SAKURA_JA, "サクラ電機は1995年に設立された。", [False]),
    (SAKURA_JA, "従業員は約500人である。", [False]),
    (FUJI2_JA, "富士山は日本で一番高い山である。", [True]),
    (FUJI2_JA, "富士山は世界遺産に登録されている。", [True]),
    (FUJI2_JA, "夏には多くの人が富士山に登る。", [True]),
    (FUJI2_JA, "富士山は日本で二番目に高い山だ。", [False]),
    (FUJI2_JA, "冬には多くの登山者が訪れる。", [False]),
    # check batch 20 (nineteenth session): 40 variations of the worked examples' facts, 28 of them new here (the
    # cross-lingual ones are in test_crosslingual_variations.py); 3 were wrong when written: two roles the passage
    # gives nobody (音楽, 助演), now ruled out by cjk.role_conflict, and the maiden voyage's success (a known gap)
    (JA, "この映画はアカデミー賞十一部門を受賞した。", [True]),
    (JA, "この映画はアカデミー賞を１１部門受賞した。", [True]),
    (JA, "タイタニックは一九九七年に公開された。", [True]),
    (JA, "タイタニックは1997年の映画です。監督はジェームズ・キャメロンです。主演はトム・ハンクスです。", [True, True, False]),
    (JA, "この映画はイギリス映画である。", [False]),
    (JA, "この映画はアメリカで製作された映画です。", [True]),
    (JA, "タイタニック号は1915年に沈没した。", [False]),
    (JA, "キャメロンは脚本も手がけた。", [True]),
    (JA, "キャメロンは音楽も担当した。", [False]),
    (JA, "レオナルド・ディカプリオが主演を務めました。", [True]),
    (JA, "ケイト・ウィンスレットは助演だった。", [False]),
    (JA, "アカデミー賞では12部門を獲得した。", [False]),
    (JA, "ジェームズ・キャメロン監督の作品で、1997年に公開されました。", [True]),
    (JA, "この作品はタイタニック号の処女航海の成功を描いている。", [False]),
    (ZH, "该片于1998年上映。", [False]),
    (ZH, "该片共获得十一项奥斯卡奖。", [True]),
    (ZH, "这是一部英国电影。", [False]),
    (ZH, "这是一部美国电影，由卡梅隆执导。", [True]),
    (ZH, "凯特·温斯莱特是该片的导演。", [False]),
    (ZH, "影片以1912年的泰坦尼克号沉没事件为背景。", [True]),
    (ZH, "影片以1921年的泰坦尼克号沉没事件为背景。", [False]),
    (ZH, "卡梅隆还担任了该片的编剧。", [True]),
    (ZH, "卡梅隆还为该片作曲。", [False]),
    (ZH, "该片于1997年上映，由詹姆斯·卡梅隆执导，获得了11项奥斯卡奖。", [True]),
    (TORONTO_JA, "オンタリオ州の州都はトロントです。", [True]),
    (TORONTO_ZH, "安大略省的首府是多伦多。", [True]),
    (TORONTO_JA, "ウィキペディアによれば、オンタリオ州の州都はオタワである。", [False]),
    (TORONTO_ZH, "根据维基百科，安大略省的首府是渥太华。", [False]),
    # check batch 21 (nineteenth session): 40 variations on four new passages; 7 were wrong when written: two years
    # that bound a period (から, まで) and a year before a katakana compound (1949年にノーベル物理学賞) tied to the
    # topic, a prize, a prefecture and a sea the passage does not write (now ruled out), and an ordinal (a known gap)
    (KYOTO_JA, "京都は794年から日本の都だった。", [True]),
    (KYOTO_JA, "京都市の人口はおよそ144万人です。", [True]),
    (KYOTO_JA, "京都市の人口は約200万人である。", [False]),
    (KYOTO_JA, "平安京は894年に置かれた。", [False]),
    (KYOTO_JA, "京都は1869年まで都であった。", [True]),
    (KYOTO_JA, "京都の文化財は1994年に世界遺産に登録された。", [True]),
    (KYOTO_JA, "京都の文化財は2004年に世界遺産に登録された。", [False]),
    (KYOTO_JA, "金閣寺は京都にある。", [True]),
    (KYOTO_JA, "京都市は大阪府の府庁所在地である。", [False]),
    (KYOTO_JA, "京都市観光協会によると、京都市は京都府の府庁所在地だ。", [True]),
    (KYOTO_JA, "京都には寺院がほとんどない。", [False]),
    (PHONE_ZH, "这款手机的屏幕为6.7英寸。", [True]),
    (PHONE_ZH, "这款手机的电池容量为4500毫安。", [False]),
    (PHONE_ZH, "该机支持65W快充。", [True]),
    (PHONE_ZH, "该机支持120瓦快充。", [False]),
    (PHONE_ZH, "这款手机售价3999元。", [True]),
    (PHONE_ZH, "这款手机售价4999元。", [False]),
    (PHONE_ZH, "手机提供黑白两种配色。", [True]),
    (PHONE_ZH, "手机有红色版本。", [False]),
    (PHONE_ZH, "这款手机于2023年9月发布。", [True]),
    (PHONE_ZH, "这款手机于2022年发布。", [False]),
    (PHONE_ZH, "据官方网站，这款手机配备5000毫安电池。", [True]),
    (NOBEL_JA, "湯川秀樹は東京出身の物理学者だ。", [True]),
    (NOBEL_JA, "湯川秀樹は大阪で生まれた。", [False]),
    (NOBEL_JA, "湯川秀樹は1949年にノーベル物理学賞を受賞した。", [True]),
    (NOBEL_JA, "湯川秀樹は1935年にノーベル賞を受賞した。", [False]),
    (NOBEL_JA, "湯川秀樹はノーベル化学賞を受賞した。", [False]),
    (NOBEL_JA, "湯川秀樹は中間子の存在を予言した。", [True]),
    (NOBEL_JA, "湯川秀樹は日本人初のノーベル賞受賞者である。", [True]),
    (NOBEL_JA, "湯川秀樹はノーベル賞を受賞しなかった。", [False]),
    (YANGTZE_ZH, "长江全长约6300公里。", [True]),
    (YANGTZE_ZH, "长江全长约5400公里。", [False]),
    (YANGTZE_ZH, "长江是世界第三长河。", [True]),
    (YANGTZE_ZH, "长江是世界第一长河。", [False]),
    (YANGTZE_ZH, "长江最终注入东海。", [True]),
    (YANGTZE_ZH, "长江最终注入南海。", [False]),
    (YANGTZE_ZH, "长江流经11个省级行政区。", [True]),
    (YANGTZE_ZH, "三峡大坝位于湖北省宜昌市。", [True]),
    (YANGTZE_ZH, "三峡大坝位于四川省。", [False]),
    (YANGTZE_ZH, "长江发源于青藏高原。", [True]),
    # check batch 22 (nineteenth session): 40 variations on four new passages, 39 here (the request is in test_engine.py)
    # and one found while writing the tests (特斯拉成立于2022年); 7 were wrong when written: three true claims ruled out
    # (a year alone before a comma, a katakana verbal noun after a year), a request checked, and four gaps below
    (TESLA_ZH, "特斯拉成立于2003年。", [True]),
    (TESLA_ZH, "特斯拉成立于2008年。", [False]),
    (TESLA_ZH, "特斯拉的总部位于加利福尼亚州。", [False]),
    (TESLA_ZH, "特斯拉总部在奥斯汀。", [True]),
    (TESLA_ZH, "特斯拉由埃隆·马斯克创立。", [False]),
    (TESLA_ZH, "2022年特斯拉交付了超过130万辆电动车。", [True]),
    (TESLA_ZH, "2022年特斯拉交付了约200万辆电动车。", [False]),
    (TESLA_ZH, "特斯拉2022年的营收为815亿美元。", [True]),
    (TESLA_ZH, "据彭博社报道，特斯拉总部位于奥斯汀。", [False]),
    (TESLA_ZH, "据路透社报道，特斯拉总部位于奥斯汀。", [True]),
    (TESLA_ZH, "你好！特斯拉是一家美国公司。", [False, True]),  # the greeting needs no check and cites nothing
    (SHINKANSEN_JA, "東海道新幹線は1964年に開業した。", [True]),
    (SHINKANSEN_JA, "東海道新幹線は1964年10月10日に開業した。", [False]),
    (SHINKANSEN_JA, "東海道新幹線は東京と新大阪を結んでいる。", [True]),
    (SHINKANSEN_JA, "東海道新幹線は東京と博多を結んでいる。", [False]),
    (SHINKANSEN_JA, "のぞみは東京から新大阪まで約2時間半で走る。", [True]),
    (SHINKANSEN_JA, "開業当初の最高速度は時速210キロだった。", [True]),
    (SHINKANSEN_JA, "開業当初の最高速度は時速300キロだった。", [False]),
    (SHINKANSEN_JA, "JR東海によると、東海道新幹線は1964年に開業した。", [True]),
    (SHINKANSEN_JA, "東海道新幹線は東京オリンピックの後に開業した。", [False]),
    (PANDA_ZH, "大熊猫是中国特有物种。", [True]),
    (PANDA_ZH, "大熊猫主要栖息在云南的山区。", [False]),
    (PANDA_ZH, "大熊猫每天进食10到16个小时。", [True]),
    (PANDA_ZH, "大熊猫每天进食不到5个小时。", [False]),
    (PANDA_ZH, "大熊猫主要吃竹子。", [True]),
    (PANDA_ZH, "大熊猫主要以肉类为食。", [False]),
    (PANDA_ZH, "野生大熊猫有1864只。", [True]),
    (PANDA_ZH, "野生大熊猫有2864只。", [False]),
    (PANDA_ZH, "据第三次全国调查，野生大熊猫数量为1864只。", [False]),
    (MURAKAMI_JA, "村上春樹は京都生まれの小説家だ。", [True]),
    (MURAKAMI_JA, "村上春樹は兵庫県で生まれた。", [False]),
    (MURAKAMI_JA, "村上春樹は1979年にデビューした。", [True]),
    (MURAKAMI_JA, "村上春樹は1987年にデビューした。", [False]),
    (MURAKAMI_JA, "『ノルウェイの森』は1987年に発表された。", [True]),
    (MURAKAMI_JA, "『ノルウェイの森』は1979年に発表された。", [False]),
    (MURAKAMI_JA, "『ノルウェイの森』はデビュー作である。", [False]),
    (MURAKAMI_JA, "村上春樹のデビュー作は『風の歌を聴け』だ。", [True]),
    (MURAKAMI_JA, "村上春樹は兵庫県で育った。", [True]),
    (MURAKAMI_JA, "村上春樹は詩人である。", [False]),
    (TESLA_ZH, "特斯拉成立于2022年。", [False]),
    # check batch 23 (nineteenth session): 40 variations on four new passages; 3 were wrong when written: a day of the
    # week put for another (now cjk.typed_conflict) and two antonyms (known gaps)
    (HOTEL_ZH, "酒店离地铁站很近。", [True]),
    (HOTEL_ZH, "酒店离地铁站步行约20分钟。", [False]),
    (HOTEL_ZH, "房间干净宽敞。", [True]),
    (HOTEL_ZH, "房间又小又脏。", [False]),
    (HOTEL_ZH, "酒店的隔音效果很好。", [False]),
    (HOTEL_ZH, "早餐选择很多。", [True]),
    (HOTEL_ZH, "前台服务冷淡。", [False]),
    (HOTEL_ZH, "入住时间是下午3点。", [True]),
    (HOTEL_ZH, "退房时间是下午2点。", [False]),
    (HOTEL_ZH, "退房时间为中午12点。", [True]),
    (OSAKA_JA, "大阪城は豊臣秀吉が築いた。", [True]),
    (OSAKA_JA, "大阪城は徳川家康が築いた。", [False]),
    (OSAKA_JA, "大阪城は1583年に築かれた。", [True]),
    (OSAKA_JA, "大阪城は1600年に築かれた。", [False]),
    (OSAKA_JA, "現在の天守閣は1931年に再建された。", [True]),
    (OSAKA_JA, "現在の天守閣は1583年に再建された。", [False]),
    (OSAKA_JA, "天守閣の高さはおよそ55メートルだ。", [True]),
    (OSAKA_JA, "天守閣の高さは約100メートルである。", [False]),
    (OSAKA_JA, "大阪城は1997年に登録有形文化財となった。", [True]),
    (OSAKA_JA, "大阪城は世界遺産に登録されている。", [False]),
    (OSAKA_JA, "大阪市によると、大阪城は豊臣秀吉によって築かれた。", [True]),
    (MOON_ZH, "嫦娥四号于2018年12月8日发射。", [True]),
    (MOON_ZH, "嫦娥四号于2019年1月3日发射。", [False]),
    (MOON_ZH, "嫦娥四号在月球背面着陆。", [True]),
    (MOON_ZH, "嫦娥四号在月球正面着陆。", [False]),
    (MOON_ZH, "嫦娥四号于2019年1月3日着陆。", [True]),
    (MOON_ZH, "嫦娥四号于2018年12月8日着陆。", [False]),
    (MOON_ZH, "这是人类首次在月球背面软着陆。", [True]),
    (MOON_ZH, "嫦娥四号是人类第二次在月球背面着陆。", [False]),
    (MOON_ZH, "嫦娥四号在火星着陆。", [False]),
    (RAMEN_JA, "ラーメンのスープは濃厚だ。", [True]),
    (RAMEN_JA, "スープはあっさりしている。", [False]),
    (RAMEN_JA, "麺は太めです。", [False]),
    (RAMEN_JA, "ラーメンは一杯900円です。", [True]),
    (RAMEN_JA, "ラーメンは一杯1200円です。", [False]),
    (RAMEN_JA, "平日は11時から営業している。", [True]),
    (RAMEN_JA, "平日は10時から営業している。", [False]),
    (RAMEN_JA, "平日は22時まで営業している。", [True]),
    (RAMEN_JA, "日曜日は定休日だ。", [True]),
    (RAMEN_JA, "月曜日が定休日です。", [False]),
    # check batch 24 (nineteenth session): 40 variations, on the worked examples' facts in other words and two new
    # passages; 4 were wrong when written, all true claims rejected: a number written 2万2千 (now read as 22000) and
    # three gaps below
    (JA, "『タイタニック』は、ジェームズ・キャメロン監督による1997年のアメリカ映画です。", [True]),
    (JA, "この映画は1912年に実際に起きた事故をもとにしている。", [True]),
    (JA, "主演はレオナルド・ディカプリオとケイト・ウィンスレットの二人です。", [True]),
    (JA, "タイタニックは、アカデミー賞で11の部門を制した。", [True]),
    (JA, "キャメロンは監督だけでなく脚本と製作も担当した。", [True]),
    (JA, "この映画はアカデミー賞を一つも受賞していない。", [False]),
    (JA, "ウィキペディアによると、タイタニックは1998年に公開された。", [False]),
    (JA, "タイタニックはカナダ映画です。", [False]),
    (ZH, "《泰坦尼克号》是詹姆斯·卡梅隆执导的一部美国电影，于1997年上映。", [True]),
    (ZH, "该片由莱昂纳多·迪卡普里奥和凯特·温斯莱特共同主演。", [True]),
    (ZH, "该片以真实的沉船事件为背景。", [True]),
    (ZH, "该片一共获得了十一座奥斯卡奖杯。", [True]),
    (ZH, "该片获得了11项金球奖。", [False]),
    (ZH, "该片由詹姆斯·卡梅隆主演。", [False]),
    (ZH, "根据维基百科，该片是一部法国电影。", [False]),
    (ZH, "该片于二〇〇〇年上映。", [False]),
    (OLYMPIC_ZH, "2008年奥运会在北京举办。", [True]),
    (OLYMPIC_ZH, "2008年奥运会在上海举办。", [False]),
    (OLYMPIC_ZH, "北京奥运会于8月8日开幕。", [True]),
    (OLYMPIC_ZH, "北京奥运会于8月18日开幕。", [False]),
    (OLYMPIC_ZH, "共有204个国家和地区参加了北京奥运会。", [True]),
    (OLYMPIC_ZH, "共有150个国家和地区参加了北京奥运会。", [False]),
    (OLYMPIC_ZH, "中国代表团获得了48枚金牌。", [True]),
    (OLYMPIC_ZH, "中国代表团获得了51枚金牌。", [False]),
    (OLYMPIC_ZH, "中国位列金牌榜第一。", [True]),
    (OLYMPIC_ZH, "中国位列金牌榜第二。", [False]),
    (OLYMPIC_ZH, "据新华社报道，北京奥运会共有204个国家和地区参赛。", [True]),
    (OLYMPIC_ZH, "北京奥运会闭幕于8月24日。", [True]),
    (SUSHI_JA, "この店は1952年に創業した。", [True]),
    (SUSHI_JA, "この店は1962年に創業した。", [False]),
    (SUSHI_JA, "ミシュランで二つ星を獲得している。", [True]),
    (SUSHI_JA, "ミシュランで三つ星を獲得している。", [False]),
    (SUSHI_JA, "おまかせコースは一人2万2千円です。", [True]),
    (SUSHI_JA, "おまかせコースは一人15000円です。", [False]),
    (SUSHI_JA, "予約は電話でのみ受け付けている。", [True]),
    (SUSHI_JA, "予約はインターネットでも受け付けている。", [False]),
    (SUSHI_JA, "この寿司店は創業70年以上の老舗だ。", [True]),
    (SUSHI_JA, "この店は最近開店したばかりだ。", [False]),
    # check batch 25 (twenty-first session): 40 variations on four new passages; 11 were wrong with engine 1.17
    # (days of the week by group 土日 / 周末 / 工作日, a day tied to its clause, 午後9時 against 午前9時, World Heritage
    # kinds, 周六 read as the number 6); 5 still are (6 before the opposites rule), strict xfails below
    (LIB_JA, "平日は午後8時まで開館している。", [True]),
    (LIB_JA, "平日は午後9時まで開館している。", [False]),
    (LIB_JA, "土曜日は午前10時に開館する。", [True]),
    (LIB_JA, "日曜日は午後6時に閉館する。", [True]),
    (LIB_JA, "月曜日は休館日です。", [True]),
    (LIB_JA, "水曜日は休館日です。", [False]),
    (LIB_JA, "土日は休館している。", [False]),
    (LIB_JA, "本は一人10冊まで借りられる。", [True]),
    (LIB_JA, "本は一人20冊まで借りられる。", [False]),
    (LIB_JA, "貸出期間は2週間です。", [True]),
    (POTALA_ZH, "布达拉宫位于拉萨。", [True]),
    (POTALA_ZH, "布达拉宫位于成都。", [False]),
    (POTALA_ZH, "布达拉宫始建于公元7世纪。", [True]),
    (POTALA_ZH, "布达拉宫始建于公元9世纪。", [False]),
    (POTALA_ZH, "布达拉宫于1994年被列入世界文化遗产。", [True]),
    (POTALA_ZH, "布达拉宫于1987年被列入世界文化遗产。", [False]),
    (POTALA_ZH, "布达拉宫是世界自然遗产。", [False]),
    (POTALA_ZH, "据百度百科，布达拉宫位于西藏拉萨。", [True]),
    (POTALA_ZH, "布达拉宫是世界上海拔最高的古代宫殿之一。", [True]),
    (POTALA_ZH, "布达拉宫是世界上海拔最低的宫殿。", [False]),
    (YAKU_JA, "屋久島は鹿児島県にある。", [True]),
    (YAKU_JA, "屋久島は沖縄県にある。", [False]),
    (YAKU_JA, "屋久島は1993年に世界自然遺産に登録された。", [True]),
    (YAKU_JA, "屋久島は2005年に世界自然遺産に登録された。", [False]),
    (YAKU_JA, "屋久島は世界文化遺産に登録されている。", [False]),
    (YAKU_JA, "屋久島は白神山地とともに日本初の世界自然遺産となった。", [True]),
    (YAKU_JA, "屋久島は縄文杉で知られている。", [True]),
    (YAKU_JA, "屋久島は一年中雨が多い。", [True]),
    (YAKU_JA, "屋久島は雨が少ない島だ。", [False]),
    (YAKU_JA, "屋久島は知床とともに世界自然遺産に登録された。", [False]),
    (MARKET_ZH, "超市工作日早上8点开门。", [True]),
    (MARKET_ZH, "超市工作日晚上10点关门。", [True]),
    (MARKET_ZH, "超市周六早上9点开门。", [True]),
    (MARKET_ZH, "超市周末晚上10点关门。", [False]),
    (MARKET_ZH, "超市周末晚上9点关门。", [True]),
    (MARKET_ZH, "会员每周三购物可享受九五折。", [True]),
    (MARKET_ZH, "会员周五购物享受九五折。", [False]),
    (MARKET_ZH, "会员每周三购物享受八折。", [False]),
    (MARKET_ZH, "超市每周一休息。", [False]),
    (MARKET_ZH, "超市周日早上8点开门。", [False]),
    # check batch 26 (twenty-first session): 40 variations written before any run; 8 wrong with engine 1.17, 5 with the
    # day, heritage and opposite rules of this session, 3 after two more (a word the passage writes only negated,
    # それ以外の日), strict xfails below
    (ZOO_ZH, "上海动物园位于长宁区。", [True]),
    (ZOO_ZH, "上海动物园位于浦东新区。", [False]),
    (ZOO_ZH, "动物园饲养了400多种动物。", [True]),
    (ZOO_ZH, "动物园下午5点闭园。", [True]),
    (ZOO_ZH, "动物园下午6点闭园。", [False]),
    (ZOO_ZH, "动物园周一也开放。", [True]),
    (ZOO_ZH, "动物园周一闭园。", [False]),
    (ZOO_ZH, "成人票价为40元。", [True]),
    (ZOO_ZH, "成人票价为50元。", [False]),
    (ZOO_ZH, "身高1.3米以下的儿童可以免费入园。", [True]),
    (CAFE_JA, "ミモザの定休日は火曜日です。", [True]),
    (CAFE_JA, "ミモザの定休日は水曜日です。", [False]),
    (CAFE_JA, "ミモザは朝8時に開店する。", [True]),
    (CAFE_JA, "ミモザは午後7時に閉店する。", [True]),
    (CAFE_JA, "ミモザは午後9時まで営業している。", [False]),
    (CAFE_JA, "店内はとても広い。", [False]),
    (CAFE_JA, "店内は明るい。", [True]),
    (CAFE_JA, "名物はチーズケーキだ。", [True]),
    (CAFE_JA, "チーズケーキは一切れ500円だ。", [False]),
    (CAFE_JA, "日曜日も営業している。", [True]),
    (HORYUJI_JA, "法隆寺は奈良県にある。", [True]),
    (HORYUJI_JA, "法隆寺は京都府にある。", [False]),
    (HORYUJI_JA, "法隆寺は聖徳太子によって創建されたと伝えられる。", [True]),
    (HORYUJI_JA, "法隆寺は607年に創建されたとされる。", [True]),
    (HORYUJI_JA, "法隆寺は707年に創建された。", [False]),
    (HORYUJI_JA, "法隆寺は世界最古の木造建築群として知られる。", [True]),
    (HORYUJI_JA, "法隆寺は世界最新の木造建築群だ。", [False]),
    (HORYUJI_JA, "法隆寺は1993年に世界文化遺産に登録された。", [True]),
    (HORYUJI_JA, "法隆寺は世界自然遺産に登録されている。", [False]),
    (HORYUJI_JA, "法隆寺は姫路城とともに日本初の世界遺産となった。", [True]),
    (GAOTIE_ZH, "京沪高铁于2011年开通。", [True]),
    (GAOTIE_ZH, "京沪高铁于2008年开通。", [False]),
    (GAOTIE_ZH, "京沪高铁全长约1318公里。", [True]),
    (GAOTIE_ZH, "京沪高铁全长约1500公里。", [False]),
    (GAOTIE_ZH, "京沪高铁连接北京和上海。", [True]),
    (GAOTIE_ZH, "京沪高铁连接北京和广州。", [False]),
    (GAOTIE_ZH, "最快列车全程约需4小时18分钟。", [True]),
    (GAOTIE_ZH, "最快列车全程需要6小时。", [False]),
    (GAOTIE_ZH, "京沪高铁最高运营时速为350公里。", [True]),
    (GAOTIE_ZH, "京沪高铁最低运营时速为350公里。", [False]),
    # check batch 27 (twenty-first session): 40 variations written before any run; 11 wrong with engine 1.17 and with
    # the rules as of check batch 26; 7 after three more (what the claim says after its day picks the clause, seasons,
    # an afternoon hour written as the passage writes it), strict xfails below
    (BIWA_JA, "琵琶湖は日本最大の湖である。", [True]),
    (BIWA_JA, "琵琶湖は日本で二番目に大きい湖だ。", [False]),
    (BIWA_JA, "琵琶湖は滋賀県にある。", [True]),
    (BIWA_JA, "琵琶湖は岐阜県にある。", [False]),
    (BIWA_JA, "琵琶湖の面積はおよそ670平方キロメートルだ。", [True]),
    (BIWA_JA, "琵琶湖の面積は約760平方キロメートルだ。", [False]),
    (BIWA_JA, "琵琶湖から流れ出る川は瀬田川だけである。", [True]),
    (BIWA_JA, "琵琶湖からは多くの川が流れ出ている。", [False]),
    (BIWA_JA, "琵琶湖は大阪の水源になっている。", [True]),
    (BIWA_JA, "夏には多くの渡り鳥がやって来る。", [False]),
    (BANK_ZH, "该银行周日休息。", [True]),
    (BANK_ZH, "该银行周六下午也营业。", [False]),
    (BANK_ZH, "该银行周三下午5点停止营业。", [True]),
    (BANK_ZH, "该银行周五下午6点关门。", [False]),
    (BANK_ZH, "该银行周六中午12点结束营业。", [True]),
    (BANK_ZH, "该银行周日上午9点开门。", [False]),
    (BANK_ZH, "个人账户每日转账限额为5万元。", [True]),
    (BANK_ZH, "个人账户每日转账限额为50000元。", [True]),
    (BANK_ZH, "个人账户每日转账限额为10万元。", [False]),
    (BANK_ZH, "该银行法定节假日照常营业。", [False]),
    (HAYABUSA_JA, "はやぶさ2は2014年に打ち上げられた。", [True]),
    (HAYABUSA_JA, "はやぶさ2は2016年に打ち上げられた。", [False]),
    (HAYABUSA_JA, "はやぶさ2は小惑星リュウグウで試料を採取した。", [True]),
    (HAYABUSA_JA, "はやぶさ2は小惑星イトカワで試料を採取した。", [False]),
    (HAYABUSA_JA, "カプセルはオーストラリアに着地した。", [True]),
    (HAYABUSA_JA, "カプセルはアメリカの砂漠に着地した。", [False]),
    (HAYABUSA_JA, "カプセルは2020年12月に地球に戻った。", [True]),
    (HAYABUSA_JA, "カプセルは海に着水した。", [False]),
    (HAYABUSA_JA, "はやぶさ2は試料の採取に失敗した。", [False]),
    (HAYABUSA_JA, "試料の採取は2019年に行われた。", [True]),
    (GUGONG2_ZH, "故宫博物院周一闭馆。", [True]),
    (GUGONG2_ZH, "故宫博物院周二闭馆。", [False]),
    (GUGONG2_ZH, "旺季门票为60元。", [True]),
    (GUGONG2_ZH, "淡季门票为60元。", [False]),
    (GUGONG2_ZH, "淡季下午4点30分闭馆。", [True]),
    (GUGONG2_ZH, "旺季下午5点闭馆。", [True]),
    (GUGONG2_ZH, "旺季开放时间为8:30至18:00。", [False]),
    (GUGONG2_ZH, "旺季从4月1日开始。", [True]),
    (GUGONG2_ZH, "旺季从5月1日开始。", [False]),
    (GUGONG2_ZH, "故宫博物院全年无休。", [False]),
    # check batch 28 (twenty-first session): 40 variations written before any run, 26 on the worked examples' facts; 8
    # wrong with engine 1.17 and with the rules as of check batch 27; 5 after three more (a year that modifies a noun
    # after it, 上世纪九十年代, 不大), strict xfails below
    (JA, "タイタニックは20世紀末に公開された映画だ。", [True]),
    (JA, "タイタニックは21世紀に公開された。", [False]),
    (JA, "ジェームズ・キャメロンはこの映画の脚本も書いた。", [True]),
    (JA, "ケイト・ウィンスレットはこの映画の脚本を書いた。", [False]),
    (JA, "この映画の題材は1912年の海難事故である。", [True]),
    (JA, "この映画はフィクションで、実際の事故とは関係がない。", [False]),
    (JA, "レオナルド・ディカプリオはこの映画に出演していない。", [False]),
    (JA, "アカデミー賞を10部門以上受賞した。", [True]),
    (JA, "アカデミー賞の受賞は5部門にとどまった。", [False]),
    (JA, "ウィキペディアによれば、主演はディカプリオとウィンスレットである。", [True]),
    (ZH, "该片是一部上世纪九十年代的美国电影。", [True]),
    (ZH, "该片是一部英国电影。", [False]),
    (ZH, "卡梅隆既是导演也是编剧。", [True]),
    (ZH, "温斯莱特是该片的导演。", [False]),
    (ZH, "该片讲述的是1912年的沉船事件。", [True]),
    (ZH, "该片讲述的是1915年的沉船事件。", [False]),
    (ZH, "该片获得的奥斯卡奖超过十项。", [True]),
    (ZH, "该片只获得了一项奥斯卡奖。", [False]),
    (ZH, "据维基百科记载，该片于1997年上映。", [True]),
    (ZH, "迪卡普里奥没有参演该片。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントだ。", [True]),
    (TORONTO_JA, "オンタリオ州の州都はオタワだ。", [False]),
    (TORONTO_JA, "トロントはケベック州の州都である。", [False]),
    (TORONTO_ZH, "安大略省的首府是多伦多。", [True]),
    (TORONTO_ZH, "多伦多是加拿大的首都。", [False]),
    (TORONTO_ZH, "多伦多不是安大略省的首府。", [False]),
    (MINSU_ZH, "民宿距离古城南门步行大约10分钟。", [True]),
    (MINSU_ZH, "民宿距离古城北门步行约10分钟。", [False]),
    (MINSU_ZH, "民宿共有8间客房。", [True]),
    (MINSU_ZH, "民宿共有18间客房。", [False]),
    (MINSU_ZH, "房间很大。", [False]),
    (MINSU_ZH, "房间干净整洁。", [True]),
    (MINSU_ZH, "老板很冷淡。", [False]),
    (MINSU_ZH, "早餐免费。", [False]),
    (MINSU_ZH, "早餐需要额外支付30元。", [True]),
    (MINSU_ZH, "停车不收费。", [True]),
    (ONSEN_JA, "露天風呂はいつでも入れる。", [True]),
    (ONSEN_JA, "露天風呂は夜10時までしか利用できない。", [False]),
    (ONSEN_JA, "夕食は食堂でとる。", [False]),
    (ONSEN_JA, "駅から送迎バスで約15分かかる。", [True]),
    # check batch 29 (twenty-first session): 40 variations written before any run; 9 wrong with engine 1.17, 6 with the
    # rules as of check batch 28 (the opposites rule caught 减少, 最も短い, 上升); 4 after three more (days relative to
    # today, a bound before a number with no unit, 城镇 / 农村), strict xfails below
    (JA, "タイタニックの監督はキャメロン、主演はディカプリオとウィンスレットだ。", [True]),
    (JA, "タイタニックの主演はトム・ハンクスだ。", [False]),
    (JA, "『タイタニック』は1990年代後半の映画である。", [True]),
    (JA, "『タイタニック』は1990年代前半の映画である。", [False]),
    (JA, "タイタニックはアカデミー賞で十一部門を制覇した。", [True]),
    (JA, "この映画の脚本はキャメロン以外の人物が書いた。", [False]),
    (ZH, "该片改编自1912年泰坦尼克号沉没的真实事件。", [True]),
    (ZH, "该片的编剧是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片的编剧是莱昂纳多·迪卡普里奥。", [False]),
    (ZH, "该片荣获十一项奥斯卡金像奖。", [True]),
    (SCHOOL_JA, "児童数は約420人である。", [True]),
    (SCHOOL_JA, "児童数は前年より30人減った。", [False]),
    (SCHOOL_JA, "児童数は前年より増えた。", [True]),
    (SCHOOL_JA, "毎週金曜日はパンの日だ。", [True]),
    (SCHOOL_JA, "毎週月曜日はパンの日だ。", [False]),
    (SCHOOL_JA, "給食は給食センターで作られている。", [False]),
    (SCHOOL_JA, "児童数は400人を超えている。", [True]),
    (POP_ZH, "该市2023年末常住人口为1250万人。", [True]),
    (POP_ZH, "该市常住人口比上年减少了15万人。", [False]),
    (POP_ZH, "该市城镇人口占比为78%。", [True]),
    (POP_ZH, "该市城镇人口占比为87%。", [False]),
    (POP_ZH, "该市60岁及以上人口占比超过两成。", [True]),
    (POP_ZH, "该市常住人口超过1000万。", [True]),
    (POP_ZH, "该市农村人口占比为78%。", [False]),
    (POP_ZH, "该市常住人口为1250万人，比上年增加了15万。", [True]),
    (SHINANO_JA, "信濃川は日本一長い川だ。", [True]),
    (SHINANO_JA, "信濃川は日本で二番目に長い川だ。", [False]),
    (SHINANO_JA, "信濃川の全長は367キロメートルだ。", [True]),
    (SHINANO_JA, "信濃川は太平洋に注ぐ。", [False]),
    (SHINANO_JA, "信濃川は長野県では千曲川と呼ばれている。", [True]),
    (SHINANO_JA, "信濃川は新潟県で日本海に流れ込む。", [True]),
    (SHINANO_JA, "信濃川は日本で最も短い川だ。", [False]),
    (WEATHER_ZH, "明天北京最高气温12℃。", [True]),
    (WEATHER_ZH, "明天北京最高气温21℃。", [False]),
    (WEATHER_ZH, "明天北京最低气温2℃。", [True]),
    (WEATHER_ZH, "明天北京有小雨。", [False]),
    (WEATHER_ZH, "后天气温会上升。", [False]),
    (WEATHER_ZH, "明天刮北风。", [True]),
    (WEATHER_ZH, "明天刮南风。", [False]),
    (WEATHER_ZH, "后天北京有小雨。", [True]),
    # check batch 30 (twenty-first session): 40 variations written before any run; 3 wrong with engine 1.17 and with the
    # rules as of check batch 29 (which fixed 世界自然遺産 and newly grounded 火曜日が休館日だ, read into 翌平日); 2 after
    # a bracket's note became a clause of its own, strict xfails below
    (JA, "タイタニックで主演を務めたのはディカプリオとウィンスレットだ。", [True]),
    (JA, "タイタニックで主演を務めたのはディカプリオとジョディ・フォスターだ。", [False]),
    (JA, "『タイタニック』の題材は実際に起きた沈没事故だ。", [True]),
    (JA, "『タイタニック』は1912年に公開された。", [False]),
    (JA, "キャメロンはこの作品で製作も務めた。", [True]),
    (ZH, "该片讲述的是泰坦尼克号沉没的故事。", [True]),
    (ZH, "该片讲述的是泰坦尼克号成功抵达纽约的故事。", [False]),
    (ZH, "卡梅隆参与了该片的制作。", [True]),
    (ZH, "该片是一部1997年的法国电影。", [False]),
    (ZH, "该片获得了十一项奥斯卡奖。", [True]),
    (SEIYO_JA, "国立西洋美術館は上野公園にある。", [True]),
    (SEIYO_JA, "国立西洋美術館は1959年に開館した。", [True]),
    (SEIYO_JA, "国立西洋美術館は1969年に開館した。", [False]),
    (SEIYO_JA, "建物を設計したのはル・コルビュジエである。", [True]),
    (SEIYO_JA, "建物を設計したのは安藤忠雄である。", [False]),
    (SEIYO_JA, "国立西洋美術館は2016年に世界文化遺産に登録された。", [True]),
    (SEIYO_JA, "国立西洋美術館は世界自然遺産だ。", [False]),
    (SEIYO_JA, "月曜日が休館日だ。", [True]),
    (SEIYO_JA, "火曜日が休館日だ。", [False]),
    (SEIYO_JA, "国立西洋美術館は大阪にある。", [False]),
    (PHONE2_ZH, "这款手机重约190克。", [True]),
    (PHONE2_ZH, "这款手机重约250克。", [False]),
    (PHONE2_ZH, "这款手机的屏幕为6.1英寸。", [True]),
    (PHONE2_ZH, "这款手机的电池容量为5000毫安时。", [False]),
    (PHONE2_ZH, "这款手机支持30瓦快充。", [True]),
    (PHONE2_ZH, "这款手机不支持快充。", [False]),
    (PHONE2_ZH, "这款手机售价3999元。", [True]),
    (PHONE2_ZH, "这款手机售价低于4000元。", [True]),
    (PHONE2_ZH, "首发购买赠送耳机。", [True]),
    (PHONE2_ZH, "首发购买赠送充电器。", [False]),
    (YUKI_JA, "さっぽろ雪まつりは毎年2月に開かれる。", [True]),
    (YUKI_JA, "さっぽろ雪まつりは毎年12月に開かれる。", [False]),
    (YUKI_JA, "さっぽろ雪まつりは札幌市で開催される。", [True]),
    (YUKI_JA, "さっぽろ雪まつりは旭川市で開催される。", [False]),
    (YUKI_JA, "雪まつりは1950年に始まった。", [True]),
    (YUKI_JA, "雪まつりは1960年に始まった。", [False]),
    (YUKI_JA, "最初は地元の中高生が雪像を6つ作った。", [True]),
    (YUKI_JA, "最初はプロの彫刻家が雪像を作った。", [False]),
    (YUKI_JA, "現在は約200万人が訪れる。", [True]),
    (YUKI_JA, "来場者は年々減少している。", [False]),
    # check batch 31 (twenty-first session): 40 variations written before any run; 9 wrong with engine 1.17, 6 with the
    # rules as of check batch 30 (九十年代末, 周日闭馆 and 世界自然遗产 caught); 3 after four more (本世纪 / 上世纪, a hedged
    # count within 5 %, 税込 / 税抜, hours on a 24-hour clock when the day rule picks a clause), strict xfails below
    (JA, "タイタニックの製作者はジェームズ・キャメロンだ。", [True]),
    (JA, "タイタニックの製作者はスティーヴン・スピルバーグだ。", [False]),
    (JA, "この映画は20世紀に実際に起きた事故が題材だ。", [True]),
    (JA, "この映画は19世紀の事故を題材にしている。", [False]),
    (JA, "ウィンスレットは主演の一人だった。", [True]),
    (ZH, "该片的导演也是该片的编剧。", [True]),
    (ZH, "该片于上世纪九十年代末上映。", [True]),
    (ZH, "该片于本世纪初上映。", [False]),
    (ZH, "该片是根据真实事件改编的。", [True]),
    (ZH, "该片没有获得任何奥斯卡奖。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "トロントはカナダの首都だ。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的省会。", [True]),
    (TORONTO_ZH, "多伦多是不列颠哥伦比亚省的首府。", [False]),
    (CITYLIB_ZH, "市图书馆周一闭馆。", [True]),
    (CITYLIB_ZH, "市图书馆周日闭馆。", [False]),
    (CITYLIB_ZH, "市图书馆周六晚上9点闭馆。", [True]),
    (CITYLIB_ZH, "市图书馆周三晚上10点闭馆。", [False]),
    (CITYLIB_ZH, "办理借书证是免费的。", [True]),
    (CITYLIB_ZH, "办理借书证需要支付20元。", [False]),
    (CITYLIB_ZH, "每人最多可借5本书。", [True]),
    (CITYLIB_ZH, "每人最多可借10本书。", [False]),
    (CITYLIB_ZH, "借期为30天。", [True]),
    (CITYLIB_ZH, "借期为60天。", [False]),
    (CAMERA_JA, "このカメラは約450グラムだ。", [True]),
    (CAMERA_JA, "このカメラは約650グラムだ。", [False]),
    (CAMERA_JA, "有効画素数は約2400万画素である。", [True]),
    (CAMERA_JA, "1回の充電で約500枚撮影できる。", [True]),
    (CAMERA_JA, "1回の充電で約1000枚撮影できる。", [False]),
    (CAMERA_JA, "価格は税込み12万円だ。", [True]),
    (CAMERA_JA, "価格は税抜き12万円だ。", [False]),
    (CAMERA_JA, "このカメラの価格は10万円を超える。", [True]),
    (SHAOLIN_ZH, "少林寺位于河南省。", [True]),
    (SHAOLIN_ZH, "少林寺位于山东省。", [False]),
    (SHAOLIN_ZH, "少林寺始建于495年。", [True]),
    (SHAOLIN_ZH, "少林寺始建于北魏时期。", [True]),
    (SHAOLIN_ZH, "少林寺始建于唐朝。", [False]),
    (SHAOLIN_ZH, "少林寺被誉为“天下第一名刹”。", [True]),
    (SHAOLIN_ZH, "2010年，少林寺所在的建筑群被列入世界文化遗产。", [True]),
    (SHAOLIN_ZH, "少林寺于2010年被列入世界自然遗产。", [False]),
    # check batch 32 (twenty-first session): 40 variations written before any run, 20 on the worked examples' facts; 7
    # wrong with engine 1.17, 6 with the rules as of check batch 31 (有料 caught); 5 after 禁煙 / 喫煙 and a count of
    # another unit no rival in the role rule, strict xfails below
    (JA, "タイタニックは米国の映画だ。", [True]),
    (JA, "タイタニックは英国の映画だ。", [False]),
    (JA, "この映画の監督はキャメロン氏である。", [True]),
    (JA, "この映画ではケイト・ウィンスレットが監督を務めた。", [False]),
    (JA, "この映画は、1912年に沈没したタイタニック号を描いている。", [True]),
    (JA, "『タイタニック』は1997年に公開され、11のアカデミー賞を獲得した。", [True]),
    (JA, "『タイタニック』は1997年に公開され、12のアカデミー賞を獲得した。", [False]),
    (JA, "ウィキペディアには、タイタニックの監督はジェームズ・キャメロンだと書かれている。", [True]),
    (JA, "ウィキペディアによると、タイタニックはフランス映画だ。", [False]),
    (JA, "タイタニックの主演俳優はレオナルド・ディカプリオだ。", [True]),
    (ZH, "《泰坦尼克号》的导演是卡梅隆。", [True]),
    (ZH, "《泰坦尼克号》的导演是斯皮尔伯格。", [False]),
    (ZH, "该片讲述了1912年一艘邮轮沉没的故事。", [True]),
    (ZH, "该片在1998年上映。", [False]),
    (ZH, "该片共获得11项奥斯卡奖。", [True]),
    (ZH, "该片获得了12项奥斯卡提名。", [False]),
    (ZH, "凯特·温斯莱特在片中担任女主角。", [True]),
    (ZH, "该片是一部美国影片。", [True]),
    (ZH, "根据百度百科，该片于1997年上映。", [False]),
    (ZH, "该片于1997年上映，由卡梅隆执导。", [True]),
    (HOTEL3_JA, "ホテルは駅から歩いて3分だ。", [True]),
    (HOTEL3_JA, "ホテルは駅から徒歩10分だ。", [False]),
    (HOTEL3_JA, "客室はすべて禁煙だ。", [True]),
    (HOTEL3_JA, "喫煙可能な客室がある。", [False]),
    (HOTEL3_JA, "Wi-Fiは無料で使える。", [True]),
    (HOTEL3_JA, "Wi-Fiは有料だ。", [False]),
    (HOTEL3_JA, "朝食はビュッフェ形式だ。", [True]),
    (HOTEL3_JA, "朝食は和定食のみだ。", [False]),
    (HOTEL3_JA, "料金は2名1泊15000円からだ。", [True]),
    (HOTEL3_JA, "料金は1名1泊15000円からだ。", [False]),
    (XIHU_ZH, "西湖风景区免费开放。", [True]),
    (XIHU_ZH, "西湖风景区门票为80元。", [False]),
    (XIHU_ZH, "雷峰塔门票为40元。", [True]),
    (XIHU_ZH, "雷峰塔门票免费。", [False]),
    (XIHU_ZH, "雷峰塔冬季下午5点关闭。", [True]),
    (XIHU_ZH, "雷峰塔夏季晚上8点关闭。", [False]),
    (XIHU_ZH, "部分景点需要另外买票。", [True]),
    (XIHU_ZH, "所有景点都免费。", [False]),
    (XIHU_ZH, "雷峰塔早上8点开放。", [True]),
    (XIHU_ZH, "雷峰塔早上6点开放。", [False]),
    # check batch 33 (twenty-first session): 40 variations written before any run, 20 on the worked examples' facts; 4
    # wrong with engine 1.17, 1 with the rules as of check batch 32 (土曜日 against 平日, 午後2時 against 14時 and 有料
    # caught), a strict xfail below
    (JA, "タイタニックは1997年のアメリカ映画だ。", [True]),
    (JA, "タイタニックは1997年のカナダ映画だ。", [False]),
    (JA, "タイタニックの監督はジェームズ・キャメロンで、脚本も彼が書いた。", [True]),
    (JA, "タイタニックの脚本はレオナルド・ディカプリオが書いた。", [False]),
    (JA, "この映画は1912年の沈没事故を扱っている。", [True]),
    (JA, "この映画は1921年の沈没事故を扱っている。", [False]),
    (JA, "ディカプリオとウィンスレットがダブル主演した。", [True]),
    (JA, "アカデミー賞では11部門で受賞を果たした。", [True]),
    (ZH, "该片是一部1997年的美国电影，导演是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片的导演是凯特·温斯莱特。", [False]),
    (ZH, "该片以泰坦尼克号沉没为题材。", [True]),
    (ZH, "该片以1912年泰坦尼克号首航成功为背景。", [False]),
    (ZH, "该片由迪卡普里奥和温斯莱特领衔主演。", [True]),
    (ZH, "该片获得了十一项金球奖。", [False]),
    (ZH, "据维基百科，该片获得了11项奥斯卡奖。", [True]),
    (ZH, "据维基百科，该片获得了13项奥斯卡奖。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州にある。", [True]),
    (TORONTO_JA, "トロントはアルバータ州の州都だ。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的省会城市。", [True]),
    (TORONTO_ZH, "多伦多是魁北克省的首府。", [False]),
    (SUBWAY_ZH, "地铁首班车早上6点发车。", [True]),
    (SUBWAY_ZH, "地铁首班车早上5点发车。", [False]),
    (SUBWAY_ZH, "地铁末班车晚上11点发车。", [True]),
    (SUBWAY_ZH, "地铁末班车晚上12点发车。", [False]),
    (SUBWAY_ZH, "单程票价最低2元。", [True]),
    (SUBWAY_ZH, "单程票价最高12元。", [False]),
    (SUBWAY_ZH, "学生卡可以打五折。", [True]),
    (SUBWAY_ZH, "学生卡可以打八折。", [False]),
    (SUBWAY_ZH, "地铁24小时运营。", [False]),
    (SUBWAY_ZH, "持学生卡乘车可享受半价优惠。", [True]),
    (BENTO_JA, "この弁当屋は平日に営業している。", [True]),
    (BENTO_JA, "この弁当屋は土曜日も営業している。", [False]),
    (BENTO_JA, "営業時間は11時から14時までだ。", [True]),
    (BENTO_JA, "営業時間は午後2時までだ。", [True]),
    (BENTO_JA, "唐揚げ弁当は550円だ。", [True]),
    (BENTO_JA, "唐揚げ弁当は650円だ。", [False]),
    (BENTO_JA, "ご飯の大盛りは無料だ。", [True]),
    (BENTO_JA, "ご飯の大盛りは有料だ。", [False]),
    (BENTO_JA, "クレジットカードが使える。", [False]),
    (BENTO_JA, "支払いは現金だけだ。", [True]),
    # check batch 34 (twenty-second session): 42 variations written before any run, 20 on the worked examples' facts; 8
    # wrong with engine 1.18 (one of them a greeting the batch expected to be cited), 5 after the other days read
    # across sentences, negated open / closed written as the passage's word and a negated word whose opposite
    # the passage states (strict xfails below). トロントはカナダのオンタリオ州の州都だ。 is left out: Canada is
    # not in the passage, and whether it should be grounded is a matter of reading
    (JA, "タイタニックはジェームズ・キャメロンが脚本を書いた映画だ。", [True]),
    (JA, "タイタニックはジェームズ・キャメロンが脚本を書き、スピルバーグが監督した。", [False]),
    (JA, "この映画はアカデミー賞を十一部門受賞した。", [True]),
    (JA, "この映画はアカデミー賞を１２部門受賞した。", [False]),
    (JA, "ウィキペディアの記事によれば、この映画の主演はディカプリオとウィンスレットだ。", [True]),
    (JA, "朝日新聞によると、この映画の主演はディカプリオとウィンスレットだ。", [False]),
    (JA, "タイタニックは1912年に公開された。", [False]),
    (JA, "こんにちは！タイタニックは1997年の映画です。", [False, True]),  # a greeting needs no grounding
    (ZH, "维基百科上说，该片由卡梅隆执导。", [True]),
    (ZH, "据新华社报道，该片由卡梅隆执导。", [False]),
    (ZH, "该片获得了十一项奥斯卡奖。", [True]),
    (ZH, "该片获得了１１项奥斯卡奖，并于1998年上映。", [False]),
    (ZH, "该片讲述了1915年泰坦尼克号沉没的故事。", [False]),
    (ZH, "迪卡普里奥在片中担任导演。", [False]),
    (TORONTO_ZH, "据维基百科，多伦多是加拿大的首都。", [False]),
    (ZH, "この映画はブラッド・ピットが主演した。", [False]),
    (MUSEUM_JA, "美術館は午後5時に閉館する。", [True]),
    (MUSEUM_JA, "美術館は午後6時に閉館する。", [False]),
    (MUSEUM_JA, "入館は午後4時30分までだ。", [True]),
    (MUSEUM_JA, "休館日は毎週火曜日だ。", [False]),
    (MUSEUM_JA, "高校生は無料で観覧できる。", [True]),
    (MUSEUM_JA, "一般の観覧料は1000円だ。", [False]),
    (MUSEUM_JA, "館内では写真を撮ってもよい。", [False]),
    (MUSEUM_JA, "月曜日が祝日なら、火曜日が休館日になる。", [True]),
    (MUSEUM_JA, "月曜日は開館していない。", [True]),
    (LIBRARY_ZH, "图书馆周一不开放。", [True]),
    (LIBRARY_ZH, "图书馆周日不开放。", [False]),
    (LIBRARY_ZH, "图书馆晚上9点闭馆。", [False]),
    (LIBRARY_ZH, "每张借书证最多可借5本书。", [True]),
    (LIBRARY_ZH, "每张借书证最多可借10本书。", [False]),
    (LIBRARY_ZH, "办理借书证需要交费。", [False]),
    (LIBRARY_ZH, "借期为一个月。", [True]),
    (PHONE3_ZH, "这款手机的电池容量为4000毫安时。", [True]),
    (PHONE3_ZH, "这款手机支持65瓦快充。", [False]),
    (PHONE3_ZH, "主摄像头为5000万像素。", [True]),
    (PHONE3_ZH, "这款手机有四种颜色可选。", [False]),
    (RYOKAN_JA, "この旅館には12の客室がある。", [True]),
    (RYOKAN_JA, "チェックアウトは11時だ。", [False]),
    (RYOKAN_JA, "夕食は食堂で食べる。", [False]),
    (RYOKAN_JA, "送迎バスは予約が必要だ。", [True]),
    # check batch 35 (twenty-second session): 40 variations written before any run, 30 on the worked examples' facts in
    # every pairing of languages; 3 wrong with engine 1.19 as of check batch 34, 2 after a katakana loanword for an
    # act the passage writes in Han words (オープン for 開店) stopped being a missing name (strict xfails below)
    (JA, "『タイタニック』の監督は、ジェームズ・キャメロン氏です。", [True]),
    (JA, "『タイタニック』は、1912年に起きた沈没事故をもとにした映画です。", [True]),
    (JA, "『タイタニック』は1912年の沈没事故を題材にした、1998年公開の映画です。", [False]),
    (JA, "主演はレオナルド・ディカプリオとニコール・キッドマンです。", [False]),
    (JA, "この映画はアカデミー賞を受賞していない。", [False]),
    (JA, "ウィキペディアによれば、『タイタニック』はアメリカで製作された。", [True]),
    (JA, "ジェームズ・キャメロンは、この映画で監督だけでなく脚本も担当しました。", [True]),
    (JA, "この映画はイギリス映画である。", [False]),
    (ZH, "《泰坦尼克号》是詹姆斯·卡梅隆导演的作品。", [True]),
    (ZH, "《泰坦尼克号》是一部英国电影。", [False]),
    (ZH, "该片荣获11项奥斯卡金像奖。", [True]),
    (ZH, "该片未获得任何奥斯卡奖。", [False]),
    (ZH, "该片由卡梅隆编剧，但导演是另一位导演。", [False]),
    (ZH, "据维基百科记载，《泰坦尼克号》上映于1997年。", [True]),
    (ZH, "该片的故事背景是1912年泰坦尼克号沉没。", [True]),
    (ZH, "据人民日报报道，该片获得了11项奥斯卡奖。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントである。", [True]),
    (TORONTO_JA, "オンタリオ州の州都はオタワである。", [False]),
    (TORONTO_ZH, "安大略省的首府是多伦多。", [True]),
    (TORONTO_ZH, "安大略省的首府是渥太华。", [False]),
    (TORONTO_ZH, "多伦多是安大略省最大的城市。", [False]),
    (TORONTO_EN, "多伦多是安大略省的首府。", [True]),
    (TORONTO_EN, "トロントはケベック州の州都である。", [False]),
    (TORONTO_JA, "Toronto is the capital of Ontario.", [True]),
    (EN, "《泰坦尼克号》获得了11项奥斯卡奖。", [True]),
    (EN, "タイタニックは1997年に公開された。", [True]),
    (EN, "タイタニックの主演はトム・クルーズだ。", [False]),
    (ZH, "タイタニックはジェームズ・キャメロンが監督した。", [True]),
    (JA, "该片由詹姆斯·卡梅隆执导。", [True]),
    (JA, "该片获得了12项奥斯卡奖。", [False]),
    (RAILWAY_ZH, "京沪高铁全长1318公里。", [True]),
    (RAILWAY_ZH, "京沪高铁于2012年开通。", [False]),
    (RAILWAY_ZH, "京沪高铁最高运营时速为300公里。", [False]),
    (RAILWAY_ZH, "北京南站到上海虹桥站最快不到4个半小时。", [True]),
    (RAILWAY_ZH, "京沪高铁沿途共设24个车站。", [True]),
    (CAFE2_JA, "カフェ・ミモザは2015年にオープンした。", [True]),
    (CAFE2_JA, "店主はロンドンで修業した。", [False]),
    (CAFE2_JA, "キッシュは1皿1200円だ。", [False]),
    (CAFE2_JA, "ペットは店内でも同伴できる。", [False]),
    (CAFE2_JA, "店内には20の席がある。", [True]),
    # check batch 37 (twenty-second session): 40 variations on five new passages, written before any run; 12 wrong with
    # engine 1.19 as of check batch 35, 6 after tenths (三成 as 30%), a label and its count as an item of the list
    # before it (降水確率は午前0%、午後20%), kinds of weather by day, あす as a day, a bound the passage meets
    # written as its count for the model, and 強火 / 弱火 (strict xfails below)
    (CUP_FINAL_JA, "横浜FCが決勝で川崎Fを破った。", [True]),
    (CUP_FINAL_JA, "川崎Fが決勝で横浜FCを破った。", [False]),
    (CUP_FINAL_JA, "決勝戦のスコアは2対1だった。", [True]),
    (CUP_FINAL_JA, "決勝戦は3対1で終わった。", [False]),
    (CUP_FINAL_JA, "横浜FCは今回が初優勝だった。", [False]),
    (CUP_FINAL_JA, "決勝点は前半に生まれた。", [False]),
    (CUP_FINAL_JA, "4万人以上の観客が試合を見た。", [True]),
    (CUP_FINAL_JA, "山田選手が決勝ゴールを挙げた。", [True]),
    (RESULTS_ZH, "该公司2023年营收520亿元。", [True]),
    (RESULTS_ZH, "该公司2023年净利润同比增长12%。", [False]),
    (RESULTS_ZH, "该公司2023年净利润有所下降。", [True]),
    (RESULTS_ZH, "海外收入约占总收入的30%。", [True]),
    (RESULTS_ZH, "海外收入占总收入的一半。", [False]),
    (RESULTS_ZH, "公司计划在泰国建厂。", [False]),
    (RESULTS_ZH, "公司2023年营收同比增长超过10%。", [True]),
    (RESULTS_ZH, "该公司2023年营业收入为480亿元。", [False]),
    (CURRY_JA, "玉ねぎは弱火で20分炒める。", [True]),
    (CURRY_JA, "玉ねぎは強火で炒める。", [False]),
    (CURRY_JA, "牛肉は300g使う。", [True]),
    (CURRY_JA, "水は1リットル入れる。", [False]),
    (CURRY_JA, "ルウは火を止めてから溶かす。", [True]),
    (CURRY_JA, "豚肉を使う。", [False]),
    (CURRY_JA, "玉ねぎを3個使う。", [False]),
    (LI_BAI_ZH, "李白字太白。", [True]),
    (LI_BAI_ZH, "李白是宋代诗人。", [False]),
    (LI_BAI_ZH, "李白被称为“诗圣”。", [False]),
    (LI_BAI_ZH, "李白生于701年。", [True]),
    (LI_BAI_ZH, "李白享年61岁左右。", [True]),
    (LI_BAI_ZH, "李白与白居易并称“李杜”。", [False]),
    (LI_BAI_ZH, "《静夜思》是李白的代表作之一。", [True]),
    (LI_BAI_ZH, "《春晓》是李白的代表作。", [False]),
    (LI_BAI_ZH, "李白号青莲居士。", [True]),
    (FORECAST_JA, "あすの東京の最高気温は18度の予想だ。", [True]),
    (FORECAST_JA, "あすの東京は一日中雨だ。", [False]),
    (FORECAST_JA, "あすの最低気温は12度だ。", [False]),
    (FORECAST_JA, "あすの午後の降水確率は20%だ。", [True]),
    (FORECAST_JA, "あさっては晴れる。", [False]),
    (FORECAST_JA, "あさっては平年より気温が高くなる。", [False]),
    (FORECAST_JA, "あすの午前に雨が降る可能性はほぼない。", [True]),
    (FORECAST_JA, "あさっては雨の予報だ。", [True]),
    # check batch 38 (twenty-second session): 40 variations on six new passages, written before any run; 7 wrong with
    # engine 1.19 as of check batch 37, 3 after bounds met by the counts of the closest clauses, かからない as a bound,
    # a claim that states what the passage denies (denied_statement) and a move the other way (strict xfails below)
    (UNIVERSITY_JA, "北山大学は1949年に設立された。", [True]),
    (UNIVERSITY_JA, "北山大学は私立大学である。", [False]),
    (UNIVERSITY_JA, "北山大学には医学部がある。", [False]),
    (UNIVERSITY_JA, "北山大学の学生数はおよそ1万2千人だ。", [True]),
    (UNIVERSITY_JA, "北山大学には1000人以上の留学生がいる。", [False]),
    (UNIVERSITY_JA, "北山大学のキャンパスは3つある。", [False]),
    (UNIVERSITY_JA, "北山大学には6つの学部がある。", [True]),
    (APP_ZH, "会员版每月12元。", [True]),
    (APP_ZH, "会员版按年订阅为120元。", [False]),
    (APP_ZH, "新用户可以免费试用会员版一周。", [True]),
    (APP_ZH, "新用户可免费试用会员版30天。", [False]),
    (APP_ZH, "这款应用支持电脑端。", [False]),
    (APP_ZH, "这款应用支持安卓系统。", [True]),
    (APP_ZH, "这款应用只有付费版。", [False]),
    (AIRPORT_JA, "中部空港は2005年に開港した。", [True]),
    (AIRPORT_JA, "中部空港には滑走路が2本ある。", [False]),
    (AIRPORT_JA, "滑走路の長さは3500メートルだ。", [True]),
    (AIRPORT_JA, "名古屋駅から特急で30分かからない。", [True]),
    (AIRPORT_JA, "中部空港には国内線しかない。", [False]),
    (AIRPORT_JA, "中部空港は2005年3月に開港した。", [False]),
    (ZOO2_ZH, "市动物园于1956年开园。", [True]),
    (ZOO2_ZH, "动物园占地约80公顷。", [False]),
    (ZOO2_ZH, "动物园饲养了200多种动物。", [True]),
    (ZOO2_ZH, "动物园里有三只大熊猫。", [False]),
    (ZOO2_ZH, "动物园冬季下午4点半闭园。", [True]),
    (ZOO2_ZH, "动物园每天早上9点开园。", [False]),
    (ZOO2_ZH, "园内大熊猫名叫“乐乐”和“欢欢”。", [True]),
    (MEIJI_JA, "明治維新は1868年に始まった。", [True]),
    (MEIJI_JA, "明治維新で江戸幕府が倒れた。", [True]),
    (MEIJI_JA, "明治維新により首都は東京から京都に移された。", [False]),
    (MEIJI_JA, "廃藩置県は1871年に行われた。", [True]),
    (MEIJI_JA, "廃藩置県は1868年に行われた。", [False]),
    (MEIJI_JA, "明治維新では将軍を中心とする新政府が成立した。", [False]),
    (RECALL_ZH, "此次召回约3.2万辆车。", [True]),
    (RECALL_ZH, "此次召回约32万辆车。", [False]),
    (RECALL_ZH, "召回原因是发动机存在隐患。", [False]),
    (RECALL_ZH, "车主更换零件需要自费。", [False]),
    (RECALL_ZH, "召回涉及2021年至2022年生产的部分车型。", [True]),
    (RECALL_ZH, "召回车辆的刹车可能失灵。", [True]),
    (RECALL_ZH, "召回涉及2020年生产的车型。", [False]),
    # check batch 39 (twenty-second session): 40 claims about five reviews, written before any run; 11 wrong with engine
    # 1.19 as of check batch 38, 5 after the opposites rule stopped asking that the passage negate nothing anywhere,
    # read one thing's quality against the clauses about it (_aspect_opposite), and paired 豊富 / 少な, 温か / 冷め,
    # 丁寧 / 雑 and 实惠 / 贵 (strict xfails below)
    (REVIEW_STATION_JA, "駅から近くて便利だった。", [True]),
    (REVIEW_STATION_JA, "部屋は広々としていた。", [False]),
    (REVIEW_STATION_JA, "部屋はきれいだった。", [True]),
    (REVIEW_STATION_JA, "朝食はバイキングだった。", [True]),
    (REVIEW_STATION_JA, "朝食の種類は少なかった。", [False]),
    (REVIEW_STATION_JA, "フロントの対応が悪かった。", [False]),
    (REVIEW_STATION_JA, "駅から徒歩10分かかる。", [False]),
    (REVIEW_STATION_JA, "スタッフの対応は丁寧だった。", [True]),
    (REVIEW_ONSEN_JA, "温泉が良かった。", [True]),
    (REVIEW_ONSEN_JA, "夕食は期待通りだった。", [False]),
    (REVIEW_ONSEN_JA, "料理は温かかった。", [False]),
    (REVIEW_ONSEN_JA, "部屋からの景色が素晴らしかった。", [True]),
    (REVIEW_ONSEN_JA, "夕食の品数は多かった。", [False]),
    (REVIEW_ONSEN_JA, "また来たいと思っている。", [True]),
    (REVIEW_METRO_ZH, "酒店离地铁站很近。", [True]),
    (REVIEW_METRO_ZH, "房间很小。", [False]),
    (REVIEW_METRO_ZH, "房间隔音很好。", [False]),
    (REVIEW_METRO_ZH, "晚上有点吵。", [True]),
    (REVIEW_METRO_ZH, "早餐品种很丰富。", [False]),
    (REVIEW_METRO_ZH, "前台帮忙叫了出租车。", [True]),
    (REVIEW_METRO_ZH, "酒店离地铁站步行约5分钟。", [True]),
    (REVIEW_METRO_ZH, "前台服务态度很差。", [False]),
    (REVIEW_DINER_ZH, "这家餐厅的菜很好吃。", [True]),
    (REVIEW_DINER_ZH, "人均消费大约80元。", [True]),
    (REVIEW_DINER_ZH, "人均消费200元左右。", [False]),
    (REVIEW_DINER_ZH, "周末不用排队。", [False]),
    (REVIEW_DINER_ZH, "周末排队要一个小时。", [True]),
    (REVIEW_DINER_ZH, "服务员态度非常热情。", [False]),
    (REVIEW_DINER_ZH, "价格比较贵。", [False]),
    (REVIEW_DINER_ZH, "这家餐厅价格实惠。", [True]),
    (REVIEW_KIDS_JA, "キッズスペースがあった。", [True]),
    (REVIEW_KIDS_JA, "子供は喜んでいた。", [True]),
    (REVIEW_KIDS_JA, "駐車場は広かった。", [False]),
    (REVIEW_KIDS_JA, "駐車場に停めやすかった。", [False]),
    (REVIEW_KIDS_JA, "料金は2泊で3万円だった。", [True]),
    (REVIEW_KIDS_JA, "料金は1泊3万円だった。", [False]),
    (REVIEW_KIDS_JA, "料金は高かった。", [False]),
    (REVIEW_KIDS_JA, "一人で泊まった。", [False]),
    (REVIEW_KIDS_JA, "料金は手頃だった。", [True]),
    (REVIEW_KIDS_JA, "駐車場が狭かった。", [True]),
    # check batch 40 (twenty-second session): 40 variations of the worked examples written before any run (negations,
    # only, prize categories, records, every pairing of languages); 6 wrong with engine 1.19 as of check batch 39, 1
    # after a prize's category (主演男優賞, 監督賞) became a prize of its own, a record the passage never claims (史上最高)
    # a missing name, テーマ / ゴール / スタッフ written by their Han words, and only some roles a role conflict
    (JA, "タイタニックの監督はジェームズ・キャメロンではない。", [False]),
    (JA, "キャメロンはこの映画で監督のみを務めた。", [False]),
    (JA, "タイタニックは1997年に公開され、アカデミー賞を11部門受賞した。", [True]),
    (JA, "ディカプリオはこの映画でアカデミー主演男優賞を受賞した。", [False]),
    (JA, "この映画の上映時間は3時間を超える。", [False]),
    (JA, "タイタニックは史上最高の興行収入を記録した。", [False]),
    (JA, "タイタニックはアメリカの映画で、1912年の事故がテーマだ。", [True]),
    (JA, "ケイト・ウィンスレットはこの映画に出演していない。", [False]),
    (JA, "この映画はアカデミー賞を11部門受賞したが、監督賞は逃した。", [False]),
    (JA, "タイタニックは1997年公開、監督はキャメロン、主演はディカプリオとウィンスレット。", [True]),
    (ZH, "《泰坦尼克号》的导演不是詹姆斯·卡梅隆。", [False]),
    (ZH, "卡梅隆只担任了该片的导演。", [False]),
    (ZH, "该片于1997年上映，并获得11项奥斯卡奖。", [True]),
    (ZH, "迪卡普里奥凭借该片获得奥斯卡最佳男主角奖。", [False]),
    (ZH, "该片片长超过三小时。", [False]),
    (ZH, "该片是美国电影，以1912年的沉船事件为背景。", [True]),
    (ZH, "凯特·温斯莱特没有参演该片。", [False]),
    (ZH, "该片由卡梅隆执导，迪卡普里奥和温斯莱特主演，1997年上映。", [True]),
    (ZH, "该片是一部1997年的英国电影。", [False]),
    (ZH, "《泰坦尼克号》获得过11项奥斯卡奖，是卡梅隆执导的作品。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都ではない。", [False]),
    (TORONTO_JA, "トロントはカナダ最大の都市である。", [False]),
    (TORONTO_JA, "ウィキペディアによれば、オンタリオ州の州都はトロントだ。", [True]),
    (TORONTO_JA, "ブリタニカ百科事典によると、トロントはオンタリオ州の州都だ。", [False]),
    (TORONTO_ZH, "多伦多不是安大略省的首府。", [False]),
    (TORONTO_ZH, "安大略省的省会是多伦多。", [True]),
    (TORONTO_ZH, "据维基百科记载，安大略省的首府为多伦多。", [True]),
    (TORONTO_ZH, "多伦多是加拿大人口最多的城市。", [False]),
    (TORONTO_ZH, "据大英百科全书，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多曾经是安大略省的首府。", [False]),
    (EN, "这部电影于1997年上映。", [True]),
    (EN, "该片由史蒂文·斯皮尔伯格执导。", [False]),
    (EN, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (EN, "この映画はアカデミー賞を12部門受賞した。", [False]),
    (JA, "Leonardo DiCaprio starred in the movie.", [True]),
    (JA, "Tom Hanks starred in the movie.", [False]),
    (ZH, "The movie is about the 1912 sinking of the Titanic.", [True]),
    (ZH, "The movie was released in 1998.", [False]),
    (TORONTO_JA, "多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "トロントはオンタリオ州の州都である。", [True]),
    # check batch 41 (twenty-second session): 40 variations written before any run, 18 on the worked examples (traditional
    # characters, full-width and kanji numbers, every pairing of languages: none wrong), 22 on three new passages; 10
    # wrong with engine 1.19 as of check batch 40, 7 after a count with another counter (1日2回 against 1回2錠、1日3回),
    # a count among another segment's words (淡季门票60元 against 旺季…60元；淡季…40元) and 食前 / 食後
    (ZH, "《泰坦尼克號》由詹姆斯·卡梅隆執導。", [True]),
    (ZH, "該片獲得了11項奧斯卡獎。", [True]),
    (ZH, "該片於2005年上映。", [False]),
    (ZH, "據維基百科，該片是美國電影。", [True]),
    (JA, "タイタニックは１９９７年公開の映画で、アカデミー賞を１１部門受賞した。", [True]),
    (JA, "タイタニックは一九九七年に公開された。", [True]),
    (JA, "タイタニックは千九百九十七年に公開された。", [True]),
    (JA, "タイタニックは２００５年に公開された。", [False]),
    (ZH, "该片在一九九七年上映，导演是卡梅隆。", [True]),
    (ZH, "该片获得了十二项奥斯卡奖。", [False]),
    (TORONTO_ZH, "多倫多是安大略省的首府。", [True]),
    (TORONTO_ZH, "多倫多是魁北克省的首府。", [False]),
    (TORONTO_JA, "トロントは、オンタリオ州の州都です。", [True]),
    (TORONTO_JA, "トロントは、ブリティッシュコロンビア州の州都です。", [False]),
    (EN, "《泰坦尼克号》由卡梅隆执导，于1997年上映。", [True]),
    (EN, "タイタニックはスピルバーグが監督した。", [False]),
    (JA, "Titanic won eleven Academy Awards.", [True]),
    (ZH, "Kate Winslet and Brad Pitt starred in Titanic.", [False]),
    (MEDICINE_JA, "大人は1回に2錠飲む。", [True]),
    (MEDICINE_JA, "1日2回服用する。", [False]),
    (MEDICINE_JA, "食前に服用する。", [False]),
    (MEDICINE_JA, "12歳の子供は服用してはいけない。", [True]),
    (MEDICINE_JA, "服用後は運転を控えるべきだ。", [True]),
    (MEDICINE_JA, "服用後に車を運転しても問題ない。", [False]),
    (MEDICINE_JA, "大人は1日に6錠まで服用する。", [True]),
    (NOZOMI_JA, "のぞみ号は東京駅を10分おきに発車する。", [True]),
    (NOZOMI_JA, "東京から新大阪まで約3時間かかる。", [False]),
    (NOZOMI_JA, "のぞみ号は名古屋に停車する。", [True]),
    (NOZOMI_JA, "のぞみ号は静岡に停車する。", [False]),
    (NOZOMI_JA, "東京から新大阪まで3時間かからない。", [True]),
    (PALACE_MUSEUM_ZH, "故宫每周一闭馆。", [True]),
    (PALACE_MUSEUM_ZH, "故宫旺季门票60元。", [True]),
    (PALACE_MUSEUM_ZH, "故宫淡季门票60元。", [False]),
    (PALACE_MUSEUM_ZH, "故宫旺季下午5点闭馆。", [True]),
    (PALACE_MUSEUM_ZH, "故宫淡季下午5点闭馆。", [False]),
    (PALACE_MUSEUM_ZH, "故宫每天最多接待3万名游客。", [True]),
    (PALACE_MUSEUM_ZH, "故宫每天最多接待5万名游客。", [False]),
    (PALACE_MUSEUM_ZH, "故宫周二闭馆。", [False]),
    (PALACE_MUSEUM_ZH, "故宫在法定节假日的周一也开放。", [True]),
    (PALACE_MUSEUM_ZH, "故宫淡季从11月开始。", [True]),
    # check batch 42 (twenty-second session): 40 variations written before any run, answers of several claims on the
    # worked examples and two new passages; 1 wrong with engine 1.19 as of check batch 41 (湖人队 for 火箭队), none
    # after teams (队) became typed names
    (JA, "タイタニックは1997年に公開された。監督はスピルバーグだ。", [True, False]),
    (JA, "監督はジェームズ・キャメロンだ。主演はディカプリオとウィンスレットだ。受賞は11部門だ。", [True, True, True]),
    (JA, "この映画はアメリカ映画で、ジェームズ・キャメロンが監督・脚本・製作を担当した。", [True]),
    (ZH, "该片由卡梅隆执导。该片获得了13项奥斯卡奖。", [True, False]),
    (ZH, "该片是一部美国电影。它以1912年的沉船事件为背景。", [True, True]),
    (ZH, "卡梅隆不仅执导了该片，还担任了编剧。", [True]),
    (ZH, "温斯莱特不仅主演了该片，还担任了导演。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都で、カナダの首都でもある。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府，也是加拿大的首都。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府城市。", [True]),
    (SONY_JA, "ソニーは1946年に設立された。", [True]),
    (SONY_JA, "ソニーは井深大と盛田昭夫が創業した。", [True]),
    (SONY_JA, "ソニーは松下幸之助が創業した。", [False]),
    (SONY_JA, "ソニーの旧社名は東京通信工業だ。", [True]),
    (SONY_JA, "ソニーは1958年に設立された。", [False]),
    (SONY_JA, "ソニーの本社は大阪にある。", [False]),
    (SONY_JA, "1946年に社名をソニーに変更した。", [False]),
    (SONY_JA, "ソニーの本社は港区にある。", [True]),
    (YAO_MING_ZH, "姚明出生于上海。", [True]),
    (YAO_MING_ZH, "姚明出生于北京。", [False]),
    (YAO_MING_ZH, "姚明身高2.26米。", [True]),
    (YAO_MING_ZH, "姚明身高2.29米。", [False]),
    (YAO_MING_ZH, "姚明在2002年被火箭队选中。", [True]),
    (YAO_MING_ZH, "姚明在2002年被湖人队选中。", [False]),
    (YAO_MING_ZH, "姚明在NBA打了8个赛季。", [True]),
    (YAO_MING_ZH, "姚明在NBA打了10个赛季。", [False]),
    (YAO_MING_ZH, "姚明8次入选全明星。", [True]),
    (YAO_MING_ZH, "姚明在2016年入选名人堂。", [True]),
    (YAO_MING_ZH, "姚明在2018年入选名人堂。", [False]),
    (YAO_MING_ZH, "姚明是1980年出生的。", [True]),
    (YAO_MING_ZH, "姚明于2002年以榜眼身份被选中。", [False]),
    (YAO_MING_ZH, "姚明出生于1982年。", [False]),
    (JA, "タイタニックは、キャメロン監督が手がけた1997年のアメリカ映画です。", [True]),
    (JA, "タイタニックは、スピルバーグ監督が手がけた1997年のアメリカ映画です。", [False]),
    (ZH, "该片是卡梅隆在1997年推出的美国电影。", [True]),
    (ZH, "该片是斯皮尔伯格在1997年推出的美国电影。", [False]),
    (JA, "ウィキペディアによると、ケイト・ウィンスレットが主演した。", [True]),
    (ZH, "据维基百科，布拉德·皮特主演了该片。", [False]),
    (EN, "该片获得了十一项奥斯卡奖。", [True]),
    (EN, "この映画の監督はキャメロンで、主演はトム・ハンクスだ。", [False]),
    # check batch 43 (twenty-second session): 40 pairs of the kind a caption or encyclopedia NLI set holds (people,
    # animals, places, capitals, heights, daily times, prices), written before any run; 8 wrong with engine 1.18, 7
    # with 1.19 as of check batch 42, 6 after a bound verb that ends the sentence (1000万人を超える。) was written as
    # the passage's count for the model (strict xfails below)
    ([{"factText": "男性がギターを弾いている。"}], "人が楽器を演奏している。", [True]),
    ([{"factText": "男性がギターを弾いている。"}], "女性がギターを弾いている。", [False]),
    ([{"factText": "男性がギターを弾いている。"}], "男性がピアノを弾いている。", [False]),
    ([{"factText": "二匹の犬が草原を走っている。"}], "犬が走っている。", [True]),
    ([{"factText": "二匹の犬が草原を走っている。"}], "三匹の犬が草原を走っている。", [False]),
    ([{"factText": "二匹の犬が草原を走っている。"}], "二匹の猫が草原を走っている。", [False]),
    ([{"factText": "子供たちが公園でサッカーをしている。"}], "子供たちが外で遊んでいる。", [True]),
    ([{"factText": "子供たちが公園でサッカーをしている。"}], "子供たちが室内でサッカーをしている。", [False]),
    ([{"factText": "女性が台所で野菜を切っている。"}], "女性が料理の準備をしている。", [True]),
    ([{"factText": "女性が台所で野菜を切っている。"}], "女性が台所で肉を焼いている。", [False]),
    ([{"factText": "一个男人在骑自行车。"}], "一个人在骑车。", [True]),
    ([{"factText": "一个男人在骑自行车。"}], "一个女人在骑自行车。", [False]),
    ([{"factText": "一个男人在骑自行车。"}], "一个男人在开汽车。", [False]),
    ([{"factText": "两个孩子在海边玩沙子。"}], "孩子们在海滩上。", [True]),
    ([{"factText": "两个孩子在海边玩沙子。"}], "三个孩子在海边玩沙子。", [False]),
    ([{"factText": "两个孩子在海边玩沙子。"}], "两个孩子在雪地里玩。", [False]),
    ([{"factText": "一位老人正在公园里打太极拳。"}], "一位老人在锻炼身体。", [True]),
    ([{"factText": "一位老人正在公园里打太极拳。"}], "一位年轻人在公园里打太极拳。", [False]),
    ([{"factText": "一位老人正在公园里打太极拳。"}], "一位老人在家里睡觉。", [False]),
    ([{"factText": "东京是日本的首都，人口约1400万。"}], "日本的首都是东京。", [True]),
    ([{"factText": "东京是日本的首都，人口约1400万。"}], "东京人口约1400万。", [True]),
    ([{"factText": "东京是日本的首都，人口约1400万。"}], "东京人口约2400万。", [False]),
    ([{"factText": "東京は日本の首都で、人口は約1400万人だ。"}], "日本の首都は大阪だ。", [False]),
    ([{"factText": "東京は日本の首都で、人口は約1400万人だ。"}], "東京の人口は1000万人を超える。", [True]),
    ([{"factText": "東京は日本の首都で、人口は約1400万人だ。"}], "東京の人口は2000万人を超える。", [False]),
    ([{"factText": "富士山は日本で最も高い山で、標高は3776メートルである。"}], "富士山は日本一高い山だ。", [True]),
    ([{"factText": "富士山は日本で最も高い山で、標高は3776メートルである。"}], "富士山の標高は4000メートルを超える。", [False]),
    ([{"factText": "富士山は日本で最も高い山で、標高は3776メートルである。"}], "富士山は日本で二番目に高い山だ。", [False]),
    ([{"factText": "长江是中国最长的河流，全长约6300公里。"}], "长江是中国第一长河。", [True]),
    ([{"factText": "长江是中国最长的河流，全长约6300公里。"}], "黄河是中国最长的河流。", [False]),
    ([{"factText": "长江是中国最长的河流，全长约6300公里。"}], "长江全长超过6000公里。", [True]),
    ([{"factText": "长江是中国最长的河流，全长约6300公里。"}], "长江全长不到5000公里。", [False]),
    ([{"factText": "彼は毎朝7時に起きて、8時に家を出る。"}], "彼は朝7時に起きる。", [True]),
    ([{"factText": "彼は毎朝7時に起きて、8時に家を出る。"}], "彼は朝8時に起きる。", [False]),
    ([{"factText": "彼は毎朝7時に起きて、8時に家を出る。"}], "彼は7時に家を出る。", [False]),
    ([{"factText": "她每天早上六点起床，七点出门。"}], "她早上六点起床。", [True]),
    ([{"factText": "她每天早上六点起床，七点出门。"}], "她早上七点起床。", [False]),
    ([{"factText": "她每天早上六点起床，七点出门。"}], "她六点出门。", [False]),
    ([{"factText": "この店のラーメンは一杯800円で、大盛りは100円増しだ。"}], "大盛りラーメンは900円だ。", [True]),
    ([{"factText": "この店のラーメンは一杯800円で、大盛りは100円増しだ。"}], "ラーメンは一杯1000円だ。", [False]),
    # check batch 44 (twenty-third session): 42 claims about rules, a medicine, a train and results, written before any
    # run: 16 wrong with engine 1.19, none with 1.20 (modality, free against a price, durations, currencies, a rise
    # against a fall, what ended, hours of other days, only some against all)
    (LENDING_LIBRARY_ZH, "借书期限是一个月。", [True]),
    (LENDING_LIBRARY_ZH, "每次最多可以借10本书。", [False]),
    (LENDING_LIBRARY_ZH, "馆内可以吃东西。", [False]),
    (LENDING_LIBRARY_ZH, "馆内可以使用笔记本电脑。", [True]),
    (LENDING_LIBRARY_ZH, "图书可以续借两次。", [False]),
    (LENDING_LIBRARY_ZH, "图书馆周一不开放。", [True]),
    (LENDING_LIBRARY_ZH, "儿童阅览室对所有读者开放。", [False]),
    (LENDING_LIBRARY_ZH, "借期为两周。", [False]),
    (LENDING_LIBRARY_ZH, "馆内允许大声交谈。", [False]),
    (LENDING_LIBRARY_ZH, "图书馆周日下午6点闭馆。", [True]),
    (GYM_JA, "入会金はかからない。", [True]),
    (GYM_JA, "入会金は5,000円だ。", [False]),
    (GYM_JA, "館内で写真を撮ってもよい。", [False]),
    (GYM_JA, "月会費は1万円以下だ。", [True]),
    (GYM_JA, "平日は夜11時まで開いている。", [True]),
    (GYM_JA, "日曜日は夜11時まで営業している。", [False]),
    (GYM_JA, "タオルは無料で借りられる。", [False]),
    (GYM_JA, "館内での撮影は許可されている。", [False]),
    (GYM_JA, "平日は朝7時に開く。", [True]),
    (GYM_JA, "18歳未満は保護者の同意がなくても入会できる。", [False]),
    (COLD_MEDICINE_ZH, "成人每次服用2片。", [True]),
    (COLD_MEDICINE_ZH, "成人每天服用3次。", [True]),
    (COLD_MEDICINE_ZH, "该药应在饭前服用。", [False]),
    (COLD_MEDICINE_ZH, "服药期间可以饮酒。", [False]),
    (COLD_MEDICINE_ZH, "服药后可以开车。", [False]),
    (COLD_MEDICINE_ZH, "服用该药可能会让人犯困。", [True]),
    (COLD_MEDICINE_ZH, "孕妇禁止服用。", [False]),
    (AZUSA_JA, "新宿から松本までは1時間ほどで着く。", [False]),
    (AZUSA_JA, "あずさには自由席がない。", [True]),
    (AZUSA_JA, "あずさには自由席もある。", [False]),
    (AZUSA_JA, "車内販売は現在も行われている。", [False]),
    (AZUSA_JA, "あずさは1日18往復している。", [True]),
    (AZUSA_JA, "全ての座席が指定席だ。", [True]),
    (XIAOMI_ZH, "小米总部在上海。", [False]),
    (XIAOMI_ZH, "小米的创始人是雷军。", [True]),
    (XIAOMI_ZH, "小米2023年营收同比增长。", [False]),
    (XIAOMI_ZH, "小米成立于2010年。", [True]),
    (XIAOMI_ZH, "小米2023年营收超过2000亿元。", [True]),
    (XIAOMI_ZH, "小米2023年营收约为2710亿美元。", [False]),
    (ZH, "该片的编剧是詹姆斯·卡梅隆。", [True]),
    (JA, "この映画の製作国はアメリカだ。", [True]),
    (JA, "タイタニックの監督はキャメロンではなくスピルバーグだ。", [False]),
    # check batch 45: 40 more, written before any run after batch 44 was fixed: 21 wrong with 1.19, 14 with batch 44's
    # rules, 8 after the fixes it found (the act a modal word is about, clauses with no modality, 予約制, a permission
    # on a condition, free in other words); strict xfails below
    (PROVINCIAL_MUSEUM_ZH, "基本陈列不收门票。", [True]),
    (PROVINCIAL_MUSEUM_ZH, "特展也免费参观。", [False]),
    (PROVINCIAL_MUSEUM_ZH, "馆内不能拍照。", [False]),
    (PROVINCIAL_MUSEUM_ZH, "馆内拍照时可以使用闪光灯。", [False]),
    (PROVINCIAL_MUSEUM_ZH, "博物馆周一不开放。", [True]),
    (PROVINCIAL_MUSEUM_ZH, "下午4点以后不能入馆。", [True]),
    (PROVINCIAL_MUSEUM_ZH, "特展门票为50美元。", [False]),
    (PROVINCIAL_MUSEUM_ZH, "所有游客都可以免费参观特展。", [False]),
    (HOTEL_RULES_JA, "チェックアウトは午前11時だ。", [True]),
    (HOTEL_RULES_JA, "駐車場は無料で使える。", [False]),
    (HOTEL_RULES_JA, "ペットを連れて泊まってもよい。", [False]),
    (HOTEL_RULES_JA, "館内には喫煙所がある。", [False]),
    (HOTEL_RULES_JA, "朝食は10時まで食べられる。", [True]),
    (HOTEL_RULES_JA, "全ての部屋が禁煙だ。", [True]),
    (HOTEL_RULES_JA, "駐車場は1泊1,500ドルだ。", [False]),
    (SUBSCRIPTION_APP_ZH, "基础版不需要付费。", [True]),
    (SUBSCRIPTION_APP_ZH, "新用户可以免费试用高级版一周。", [True]),
    (SUBSCRIPTION_APP_ZH, "高级版的月费是168元。", [False]),
    (SUBSCRIPTION_APP_ZH, "该应用支持电脑端。", [False]),
    (SUBSCRIPTION_APP_ZH, "该应用只能在手机上使用。", [True]),
    (SUBSCRIPTION_APP_ZH, "高级版可以免费使用。", [False]),
    (CLINIC_JA, "予約なしでも受診できる。", [False]),
    (CLINIC_JA, "初診では保険証がなくても大丈夫だ。", [False]),
    (CLINIC_JA, "土曜日は18時まで診療している。", [False]),
    (CLINIC_JA, "土曜日は午後1時まで診療している。", [True]),
    (CLINIC_JA, "日曜日は休診だ。", [True]),
    (CLINIC_JA, "駐車場は有料だ。", [False]),
    (CLINIC_JA, "駐車場には10台とめられる。", [True]),
    (REVENUE_ZH, "该公司2023年净利润同比上升。", [False]),
    (REVENUE_ZH, "该公司2023年营收同比增加了8.5%。", [True]),
    (REVENUE_ZH, "该公司2023年营收有所减少。", [False]),
    (REVENUE_ZH, "该公司员工人数超过3万。", [True]),
    (REVENUE_ZH, "该公司2023年营收为856亿美元。", [False]),
    (CITY_PARK_JA, "公園ではどこでもバーベキューができる。", [False]),
    (CITY_PARK_JA, "公園で花火をしてもよい。", [False]),
    (CITY_PARK_JA, "公園はいつでも入れる。", [True]),
    (CITY_PARK_JA, "犬はリードなしで散歩させてもよい。", [False]),
    (CITY_PARK_JA, "犬の散歩は禁止されている。", [False]),
    (CITY_PARK_JA, "指定エリアではバーベキューができる。", [True]),
    (CITY_PARK_JA, "花火は禁止だ。", [True]),
    # check batch 46: 40 more, written before any run after batches 44 and 45 were fixed: 17 wrong with 1.19, 8 with
    # the rules of batches 44 and 45, 5 after a price alone goes with the clause before it, a clause that says free and
    # shares two words of the claim is spared, and 含まれていません is read (strict xfails below)
    (ONSEN_RULES_JA, "大浴場は朝10時まで入れる。", [True]),
    (ONSEN_RULES_JA, "タトゥーがあっても大浴場に入浴できる。", [False]),
    (ONSEN_RULES_JA, "貸切風呂は予約なしで利用できる。", [False]),
    (ONSEN_RULES_JA, "貸切風呂は無料だ。", [False]),
    (ONSEN_RULES_JA, "貸切風呂の利用時間は1時間だ。", [False]),
    (ONSEN_RULES_JA, "バスタオルは部屋にある。", [True]),
    (ONSEN_RULES_JA, "貸切風呂は2,000円で45分間利用できる。", [True]),
    (HIGH_SPEED_TRAIN_ZH, "每位乘客可以免费携带20公斤行李。", [True]),
    (HIGH_SPEED_TRAIN_ZH, "乘客可以免费携带30公斤行李。", [False]),
    (HIGH_SPEED_TRAIN_ZH, "身高1.2米以下的儿童乘车不用买票。", [True]),
    (HIGH_SPEED_TRAIN_ZH, "车厢内允许吸烟。", [False]),
    (HIGH_SPEED_TRAIN_ZH, "动车上可以携带易燃物品。", [False]),
    (HIGH_SPEED_TRAIN_ZH, "车票改签可以在开车后办理。", [False]),
    (HIGH_SPEED_TRAIN_ZH, "车厢内禁止吸烟。", [True]),
    (ART_MUSEUM_JA, "金曜日は夜8時まで開いている。", [True]),
    (ART_MUSEUM_JA, "土曜日は20時まで開館している。", [False]),
    (ART_MUSEUM_JA, "高校生は常設展を無料で観覧できる。", [True]),
    (ART_MUSEUM_JA, "常設展の観覧料は一般800円だ。", [False]),
    (ART_MUSEUM_JA, "展示室内で飲食してもよい。", [False]),
    (ART_MUSEUM_JA, "ロッカーの利用は有料だ。", [False]),
    (ART_MUSEUM_JA, "ロッカーはタダで使える。", [True]),
    (DAY_SCHOOL_ZH, "学生可以在学校住宿。", [False]),
    (DAY_SCHOOL_ZH, "学生不必穿校服。", [False]),
    (DAY_SCHOOL_ZH, "学生每周一要参加升旗仪式。", [True]),
    (DAY_SCHOOL_ZH, "学校午餐免费。", [False]),
    (DAY_SCHOOL_ZH, "学生不允许自带午餐。", [False]),
    (DAY_SCHOOL_ZH, "食堂午餐每餐12元。", [True]),
    (CAR_RENTAL_JA, "料金にはガソリン代が含まれている。", [False]),
    (CAR_RENTAL_JA, "20歳でもレンタカーを利用できる。", [False]),
    (CAR_RENTAL_JA, "運転するには免許証を見せなければならない。", [True]),
    (CAR_RENTAL_JA, "料金は1日8,000円だ。", [True]),
    (CAR_RENTAL_JA, "免許証がなくても運転できる。", [False]),
    (FITNESS_CLUB_ZH, "健身房每天早上6点开门。", [True]),
    (FITNESS_CLUB_ZH, "年卡价格为299元。", [False]),
    (FITNESS_CLUB_ZH, "私教课包含在会员费中，不需要另外付费。", [False]),
    (FITNESS_CLUB_ZH, "淋浴间不收费。", [True]),
    (FITNESS_CLUB_ZH, "淋浴间每次收费10元。", [False]),
    (FITNESS_CLUB_ZH, "健身房24小时营业。", [False]),
    (FITNESS_CLUB_ZH, "私教课每节300元。", [True]),
    (FITNESS_CLUB_ZH, "会员月卡价格为299美元。", [False]),
    # check batch 47 (twenty-fourth session), written in full before any run: 6 of 48 wrong with engine 1.20, 2 with 1.21
    (SAVINGS_CARD_ZH, "跨行取款每笔手续费2元。", [True]),
    (SAVINGS_CARD_ZH, "跨行取款免费。", [False]),
    (SAVINGS_CARD_ZH, "每天最多可以在ATM取款2万元。", [True]),
    (SAVINGS_CARD_ZH, "每日ATM取款上限为5万元。", [False]),
    (SAVINGS_CARD_ZH, "储蓄卡年费为20元。", [False]),
    (SAVINGS_CARD_ZH, "挂失可以由他人代办。", [False]),
    (SAVINGS_CARD_ZH, "开户满一年后不收年费。", [True]),
    (FLIGHT_ZH, "经济舱旅客可免费托运一件行李。", [True]),
    (FLIGHT_ZH, "经济舱旅客可免费托运两件行李。", [False]),
    (FLIGHT_ZH, "锂电池可以托运。", [False]),
    (FLIGHT_ZH, "随身行李不能超过7公斤。", [True]),
    (FLIGHT_ZH, "超重行李每公斤收费100元。", [False]),
    (FLIGHT_ZH, "托运行李重量上限为23公斤。", [True]),
    (CITY_OFFICE_JA, "住民票の写しの手数料は1通300円だ。", [True]),
    (CITY_OFFICE_JA, "住民票の写しは無料で取得できる。", [False]),
    (CITY_OFFICE_JA, "マイナンバーカードがあればコンビニで住民票の写しを取れる。", [True]),
    (CITY_OFFICE_JA, "窓口は土曜日も開いている。", [False]),
    (CITY_OFFICE_JA, "窓口の受付は午後5時15分までだ。", [True]),
    (CITY_OFFICE_JA, "手数料は1通500円である。", [False]),
    (RESERVE_JA, "予約なしでは入店できない。", [True]),
    (RESERVE_JA, "1名でも予約できる。", [False]),
    (RESERVE_JA, "当日キャンセルの場合はコース料金の半額がかかる。", [True]),
    (RESERVE_JA, "当日のキャンセルは無料だ。", [False]),
    (RESERVE_JA, "店内では喫煙できる。", [False]),
    (RESERVE_JA, "キャンセルは前日までに連絡する必要がある。", [True]),
    (PHONE_JA, "ディスプレイは6.1インチだ。", [True]),
    (PHONE_JA, "重さは約200グラムだ。", [False]),
    (PHONE_JA, "防水に対応していない。", [False]),
    (PHONE_JA, "バッテリー容量は5000mAhである。", [False]),
    (PHONE_JA, "価格は税込み98,000円だ。", [True]),
    (ZHENGHE_ZH, "郑和一共七次下西洋。", [True]),
    (ZHENGHE_ZH, "郑和共五次下西洋。", [False]),
    (ZHENGHE_ZH, "郑和的船队曾到达非洲东海岸。", [True]),
    (ZHENGHE_ZH, "郑和于1433年首次下西洋。", [False]),
    (ZHENGHE_ZH, "船队最多时有两万七千余人。", [True]),
    (ZHENGHE_ZH, "郑和在第一次航行中去世。", [False]),
    (MARATHON_JA, "男子の部は佐藤健一が優勝した。", [True]),
    (MARATHON_JA, "女子の部は佐藤健一が優勝した。", [False]),
    (MARATHON_JA, "山本美咲は大会記録を更新した。", [True]),
    (MARATHON_JA, "参加者は前回より減った。", [False]),
    (MARATHON_JA, "参加者は約1万2千人だった。", [True]),
    (MARATHON_JA, "佐藤健一の優勝タイムは2時間20分だった。", [False]),
    (EXAM_ZH, "报名截止日期为3月15日。", [True]),
    (EXAM_ZH, "逾期可以补报。", [False]),
    (EXAM_ZH, "每科考试费为60元。", [True]),
    (EXAM_ZH, "考试免费。", [False]),
    (EXAM_ZH, "考生无需携带身份证。", [False]),
    (EXAM_ZH, "考试成绩将于5月底公布。", [False]),
    # check batch 48, the worked examples' facts: 2 of 41 wrong with 1.20 (the 13 already above are not repeated), 1 with 1.21
    (JA, "ウィキペディアによれば、タイタニックは1997年に公開された。", [True]),
    (JA, "ブリタニカによれば、タイタニックは1997年に公開された。", [False]),
    (JA, "タイタニックの製作にはジェームズ・キャメロンが関わった。", [True]),
    (JA, "タイタニックはケイト・ウィンスレットが監督した映画だ。", [False]),
    (JA, "この映画はアカデミー賞を一つも受賞しなかった。", [False]),
    (JA, "タイタニックは1997年に公開されたイギリス映画だ。", [False]),
    (JA, "この映画の主演の一人はケイト・ウィンスレットだ。", [True]),
    (JA, "タイタニックは実際の海難事故を題材にした映画だ。", [True]),
    (JA, "タイタニックは1998年公開の映画である。", [False]),
    (JA, "ジェームズ・キャメロンは本作で監督と脚本を兼ねた。", [True]),
    (JA, "ディカプリオとウィンスレットが共演した。", [True]),
    (JA, "アカデミー賞12部門を受賞した。", [False]),
    (ZH, "根据维基百科，该片于1997年上映。", [True]),
    (ZH, "据《纽约时报》报道，该片于1997年上映。", [False]),
    (ZH, "该片由凯特·温斯莱特执导。", [False]),
    (ZH, "迪卡普里奥是该片的主演之一。", [True]),
    (ZH, "该片以一次真实的沉船事故为背景。", [True]),
    (ZH, "卡梅隆同时担任了该片的导演和编剧。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都です。", [True]),
    (TORONTO_JA, "ウィキペディアによると、トロントはケベック州の州都である。", [False]),
    (TORONTO_JA, "ウィキペディアの記事によると、オンタリオ州の州都はトロントだ。", [True]),
    (TORONTO_ZH, "维基百科称，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据加拿大统计局，多伦多是安大略省的首府。", [False]),
    (EN, "《泰坦尼克号》于1997年上映。", [True]),
    (EN, "タイタニックは2001年に公開された。", [False]),
    (JA, "Titanic won 11 Academy Awards.", [True]),
    (ZH, "Titanic was released in 1999.", [False]),
    # check batch 49: 11 of 38 wrong with 1.20, 11 with the rules made for batches 47 and 48, 5 with 1.21
    (POOL_JA, "65歳以上は200円で利用できる。", [True]),
    (POOL_JA, "プールは9月も営業している。", [False]),
    (POOL_JA, "水泳帽がなくても泳げる。", [False]),
    (POOL_JA, "飲食はどこでもできる。", [False]),
    (POOL_JA, "大人の利用料金は400円だ。", [True]),
    (POOL_JA, "65歳以上の人は料金が半額になる。", [True]),
    (CONCERT_ZH, "演唱会晚上7点半开始。", [True]),
    (CONCERT_ZH, "观众可以在演出时录像。", [False]),
    (CONCERT_ZH, "1.2米以下儿童可以入场。", [False]),
    (CONCERT_ZH, "最便宜的门票是280元。", [True]),
    (CONCERT_ZH, "检票从晚上6点开始。", [True]),
    (CONCERT_ZH, "门票最高为1080元。", [False]),
    (RAIL_PASS_JA, "フリーパスは5日間有効だ。", [False]),
    (RAIL_PASS_JA, "子供用のフリーパスは大人の半額だ。", [True]),
    (RAIL_PASS_JA, "特急列車にはフリーパスだけで乗れる。", [False]),
    (RAIL_PASS_JA, "使用開始後でも払い戻しができる。", [False]),
    (RAIL_PASS_JA, "大人用の価格は5000円である。", [True]),
    (NINTENDO_JA, "任天堂は花札の製造から始まった。", [True]),
    (NINTENDO_JA, "任天堂は1983年に創業した。", [False]),
    (NINTENDO_JA, "ファミリーコンピュータは1889年に発売された。", [False]),
    (NINTENDO_JA, "Nintendo Switchの累計販売台数は1億台を超えた。", [True]),
    (NINTENDO_JA, "任天堂の創業者は山内房治郎だ。", [True]),
    (OLYMPICS_ZH, "首届现代奥运会在雅典举行。", [True]),
    (OLYMPICS_ZH, "第一届现代奥运会于1900年举行。", [False]),
    (OLYMPICS_ZH, "北京举办过夏季和冬季奥运会。", [True]),
    (OLYMPICS_ZH, "中国代表团在2008年奥运会上获得了51枚金牌。", [False]),
    (OLYMPICS_ZH, "2022年冬奥会在上海举行。", [False]),
    (SPORTS_DAY_JA, "2年生の部は赤組が勝った。", [False]),
    (SPORTS_DAY_JA, "1年生の部は赤組が勝った。", [True]),
    (SPORTS_DAY_JA, "午後の種目は予定通り行われた。", [False]),
    (SPORTS_DAY_JA, "運動会は5月18日に開かれた。", [True]),
    (SPORTS_DAY_JA, "雨で午前の種目が中止になった。", [False]),
    (OUTPATIENT_ZH, "周日门诊不开放。", [True]),
    (OUTPATIENT_ZH, "周六全天开诊。", [False]),
    (OUTPATIENT_ZH, "挂号费每次20元。", [False]),
    (OUTPATIENT_ZH, "60岁以上老人挂号免费。", [True]),
    (OUTPATIENT_ZH, "初诊患者无需携带身份证。", [False]),
    (OUTPATIENT_ZH, "门诊周一至周五下午5点结束。", [True]),
    # check batch 50: 10 of 41 wrong with 1.20, 10 with the rules made for batches 47 to 49, 4 with 1.21
    (HOTEL_REVIEW_JA, "駅から歩いて3分の距離だ。", [True]),
    (HOTEL_REVIEW_JA, "部屋はとても広かった。", [False]),
    (HOTEL_REVIEW_JA, "朝食の種類が少なかった。", [False]),
    (HOTEL_REVIEW_JA, "チェックアウトは12時までだ。", [False]),
    (HOTEL_REVIEW_JA, "大浴場は深夜0時まで使える。", [True]),
    (HOTEL_REVIEW_JA, "チェックインは午後3時から可能だ。", [True]),
    (CITY_LIBRARY_JA, "一人で15冊まで借りられる。", [False]),
    (CITY_LIBRARY_JA, "貸出期間は14日間だ。", [True]),
    (CITY_LIBRARY_JA, "延長は何回でもできる。", [False]),
    (CITY_LIBRARY_JA, "閉館後でも本を返却できる。", [True]),
    (CITY_LIBRARY_JA, "館内で飲食してもよい。", [False]),
    (CITY_LIBRARY_JA, "ふた付きの飲み物は館内に持ち込めない。", [False]),
    (TEA_SHOP_ZH, "本店晚上10点关门。", [True]),
    (TEA_SHOP_ZH, "会员每周三可以打八折。", [True]),
    (TEA_SHOP_ZH, "会员每周五享受八折优惠。", [False]),
    (TEA_SHOP_ZH, "外卖配送费为8元。", [False]),
    (TEA_SHOP_ZH, "外卖不收配送费。", [False]),
    (TEA_SHOP_ZH, "所有饮品都可以选择无糖。", [True]),
    (DOMESTIC_FLIGHT_JA, "搭乗手続きは出発の20分前までに終える必要がある。", [True]),
    (DOMESTIC_FLIGHT_JA, "搭乗手続きは出発後でもできる。", [False]),
    (DOMESTIC_FLIGHT_JA, "手荷物は3個まで機内に持ち込める。", [False]),
    (DOMESTIC_FLIGHT_JA, "ペットは客室に同伴できる。", [False]),
    (DOMESTIC_FLIGHT_JA, "国内線では液体物の持ち込みに制限はない。", [True]),
    (PHONE_PLAN_ZH, "该套餐每月59元。", [True]),
    (PHONE_PLAN_ZH, "套餐包含50GB流量。", [False]),
    (PHONE_PLAN_ZH, "超出流量每GB收费5元。", [True]),
    (PHONE_PLAN_ZH, "合约期内可以随时取消。", [False]),
    (PHONE_PLAN_ZH, "套餐办理后当月生效。", [False]),
    (PHONE_PLAN_ZH, "合约期为一年。", [True]),
    (EARTHQUAKE_JA, "地震は13日の午前2時ごろに発生した。", [True]),
    (EARTHQUAKE_JA, "震度5強の地震が起きた。", [False]),
    (EARTHQUAKE_JA, "地震の規模はマグニチュード5.8だった。", [False]),
    (EARTHQUAKE_JA, "津波が発生するおそれがある。", [False]),
    (EARTHQUAKE_JA, "震源の深さは約10キロだった。", [True]),
    (EARTHQUAKE_JA, "けが人は確認されていない。", [False]),
    (LINGYIN_ZH, "灵隐寺已有约1700年的历史。", [True]),
    (LINGYIN_ZH, "寺内可以燃放鞭炮。", [False]),
    (LINGYIN_ZH, "香花券每人30元。", [True]),
    (LINGYIN_ZH, "香花券免费。", [False]),
    (LINGYIN_ZH, "1.2米以下儿童需要购买门票。", [False]),
    (LINGYIN_ZH, "灵隐寺始建于唐朝。", [False]),
    # check batch 51, on the rules made for batches 47 to 50: 10 of 40 wrong with 1.20 (4 already above, not repeated), 9 with those rules, 4 with 1.21
    (JA, "タイタニックの公開は1997年のことだ。", [True]),
    (JA, "タイタニックは1997年に公開された。アカデミー賞は2部門の受賞にとどまった。", [True, False]),
    (JA, "ジェームズ・キャメロンは監督を務めたが、脚本は書いていない。", [False]),
    (JA, "本作の主演はレオナルド・ディカプリオではない。", [False]),
    (JA, "タイタニックは1912年の事故を描いた作品だ。", [True]),
    (JA, "タイタニックはアメリカとイギリスの合作映画だ。", [False]),
    (JA, "タイタニックは1990年代に公開された。", [True]),
    (JA, "タイタニックは20世紀に公開された映画だ。", [True]),
    (ZH, "该片于二十世纪九十年代上映。", [True]),
    (ZH, "卡梅隆并没有参与该片的编剧。", [False]),
    (ZH, "该片由迪卡普里奥和温斯莱特共同主演。", [True]),
    (ZH, "该片改编自一部小说。", [False]),
    (ZH, "该片的故事背景是1912年的一次沉船事件。", [True]),
    (ZH, "该片在奥斯卡奖上一无所获。", [False]),
    (TORONTO_ZH, "据维基百科记载，安大略省的首府是多伦多。", [True]),
    (TORONTO_ZH, "根据百度百科，多伦多是安大略省的首府。", [False]),
    (CITY_BUS_JA, "土日は1時間に2本運行している。", [False]),
    (CITY_BUS_JA, "最終便は夜10時に駅を出る。", [True]),
    (CITY_BUS_JA, "運賃は大人も子供も230円だ。", [False]),
    (CITY_BUS_JA, "ICカードは使えない。", [False]),
    (CITY_BUS_JA, "始発は朝6時だ。", [True]),
    (STEW_ZH, "鸡肉需要腌制15分钟。", [True]),
    (STEW_ZH, "出锅后撒上葱花。", [False]),
    (STEW_ZH, "用小火翻炒鸡肉。", [False]),
    (STEW_ZH, "土豆要炖半小时。", [False]),
    (STEW_ZH, "土豆炖20分钟。", [True]),
    (SOFTWARE_CO_JA, "同社は上場していない。", [False]),
    (SOFTWARE_CO_JA, "同社の社員は100人を超える。", [True]),
    (SOFTWARE_CO_JA, "同社は2022年に設立された。", [False]),
    (SOFTWARE_CO_JA, "主力製品は大企業向けの会計ソフトだ。", [False]),
    (SOFTWARE_CO_JA, "同社は東証プライム市場に上場した。", [False]),
    (RYOKAN_REVIEW_JA, "夕食に満足した。", [True]),
    (RYOKAN_REVIEW_JA, "お風呂は広かった。", [False]),
    (RYOKAN_REVIEW_JA, "シャワーの水圧は強かった。", [False]),
    (RYOKAN_REVIEW_JA, "仲居さんの対応が良かった。", [True]),
    (RYOKAN_REVIEW_JA, "夕食はレストランで食べた。", [False]),
    # check batch 52, the worked examples across languages: 2 of 39 wrong with 1.20 (17 already here, not repeated), 1 with 1.21
    (EN, "タイタニックの主演はケイト・ウィンスレットとレオナルド・ディカプリオだ。", [True]),
    (EN, "この映画はアカデミー賞を5部門受賞した。", [False]),
    (EN, "タイタニックはトム・クルーズが主演した。", [False]),
    (EN, "该片由詹姆斯·卡梅隆编剧。", [True]),
    (EN, "该片讲述了1912年泰坦尼克号沉没的故事。", [True]),
    (EN, "该片于1995年上映。", [False]),
    (JA, "Titanic is an American film.", [True]),
    (JA, "The film won 5 Academy Awards.", [False]),
    (JA, "该片于2001年上映。", [False]),
    (ZH, "Kate Winslet directed Titanic.", [False]),
    (TORONTO_ZH, "Toronto is the capital of Canada.", [False]),
    (JA, "タイタニックは1997年の映画だ。主演はトム・ハンクスだ。", [True, False]),
    (ZH, "《泰坦尼克号》于1997年上映。该片获得了14项奥斯卡奖。", [True, False]),
    (ZH, "该片由卡梅隆执导。主演是迪卡普里奥和温斯莱特。", [True, True]),
    (JA, "キャメロンが監督を務めた。ウィンスレットが主演した。アカデミー賞11部門を受賞した。", [True, True, True]),
    (JA, "ウィキペディアには、タイタニックは1997年公開と書かれている。", [True]),
    (ZH, "维基百科上说，该片于1997年上映。", [True]),
    (ZH, "据路透社报道，该片于1997年上映。", [False]),
    (JA, "朝日新聞によると、タイタニックは1997年に公開された。", [False]),
    (JA, "アカデミー賞を１１部門受賞した。", [True]),
    (ZH, "该片获得了十一个奥斯卡奖。", [True]),
    (ZH, "该片是一九九七年上映的。", [True]),
    (JA, "タイタニックは平成9年に公開された。", [True]),
    (JA, "タイタニックは平成10年に公開された。", [False]),
    # check batch 53, English claims' roles against the Japanese and Chinese facts (written after cjk.english_roles, so no
    # measure of transfer): 7 of 16 wrong with 1.20, none with 1.21
    (JA, "James Cameron directed Titanic.", [True]),
    (JA, "Titanic was written and directed by James Cameron.", [True]),
    (JA, "Leonardo DiCaprio and Kate Winslet starred in Titanic.", [True]),
    (JA, "The film stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (JA, "James Cameron starred in Titanic.", [False]),
    (JA, "Titanic was produced by Kate Winslet.", [False]),
    (JA, "The movie was directed by Leonardo DiCaprio.", [False]),
    (JA, "Kate Winslet was the director of Titanic.", [False]),
    (ZH, "James Cameron directed Titanic.", [True]),
    (ZH, "Titanic was written and directed by James Cameron.", [True]),
    (ZH, "Leonardo DiCaprio and Kate Winslet starred in Titanic.", [True]),
    (ZH, "The film stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (ZH, "James Cameron starred in Titanic.", [False]),
    (ZH, "Titanic was produced by Kate Winslet.", [False]),
    (ZH, "The movie was directed by Leonardo DiCaprio.", [False]),
    (ZH, "Kate Winslet was the director of Titanic.", [False]),
    # check batch 54, on the rules made for batches 47 to 53: 6 of 34 wrong with 1.20 (3 already above, not repeated), 6 with those
    # rules, 3 with 1.21
    (GUITAR_ZH, "一个男人在演奏乐器。", [True]),
    (GUITAR_ZH, "一个女人在弹吉他。", [False]),
    (GUITAR_ZH, "没有人在弹吉他。", [False]),
    (BOY_DOG_JA, "子供が動物と遊んでいる。", [True]),
    (BOY_DOG_JA, "男の子が猫と遊んでいる。", [False]),
    (BOY_DOG_JA, "男の子は家の中にいる。", [False]),
    (SANDCASTLE_ZH, "孩子们在海滩上玩。", [True]),
    (SANDCASTLE_ZH, "三个孩子在海边堆沙堡。", [False]),
    (KITCHEN_JA, "女性が野菜を切っていない。", [False]),
    (SPECIAL_EXHIBITION_JA, "大学生の観覧料は1,800円だ。", [False]),
    (SPECIAL_EXHIBITION_JA, "5月8日は休館日だ。", [True]),
    (SPECIAL_EXHIBITION_JA, "毎週金曜日は休館する。", [False]),
    (SPECIAL_EXHIBITION_JA, "特別展は誰でも無料で見られる。", [False]),
    (FORECAST_ZH, "明天最高气温18度。", [True]),
    (FORECAST_ZH, "明天最低气温为12℃。", [False]),
    (FORECAST_ZH, "后天会下雨。", [False]),
    (FORECAST_ZH, "明天夜里雨会变小。", [False]),
    (FORECAST_ZH, "明天白天有小雨。", [True]),
    (APARTMENT_JA, "家賃は月12万円だ。", [True]),
    (APARTMENT_JA, "家賃には管理費が含まれている。", [False]),
    (APARTMENT_JA, "猫を2匹飼うことができる。", [False]),
    (APARTMENT_JA, "マンション内でピアノを弾いてもよい。", [False]),
    (APARTMENT_JA, "駅から歩いて8分だ。", [True]),
    (APARTMENT_JA, "間取りは3LDKだ。", [False]),
    (ONLINE_COURSE_ZH, "课程每周更新一讲。", [True]),
    (ONLINE_COURSE_ZH, "课程每周四晚上更新。", [False]),
    (ONLINE_COURSE_ZH, "课程提供纸质教材。", [False]),
    (ONLINE_COURSE_ZH, "购买后可以永久观看。", [False]),
    (ONLINE_COURSE_ZH, "课程共有12讲。", [True]),
    (ONLINE_COURSE_ZH, "结课后可以申请电子证书。", [True]),
    # check batch 55, the worked examples on engine 1.21: 2 of 27 wrong before cjk.other_than_conflict (2 already above, not
    # repeated), 1 after
    (JA, "タイタニック号の沈没の後に、この映画が作られた。", [True]),
    (JA, "この映画は沈没事故の前に公開された。", [False]),
    (JA, "アカデミー賞の受賞は11部門にとどまった。", [True]),
    (JA, "アカデミー賞を11部門以上受賞した。", [True]),
    (JA, "アカデミー賞を10部門未満しか受賞しなかった。", [False]),
    (JA, "主演の二人はディカプリオとウィンスレットだ。", [True]),
    (JA, "ウィンスレットとディカプリオのどちらも出演していない。", [False]),
    (JA, "タイタニックはアメリカ以外の国で製作された。", [False]),
    (JA, "タイタニックは20世紀末に公開された。", [True]),
    (ZH, "该片在泰坦尼克号沉没之后上映。", [True]),
    (ZH, "该片获得了不到10项奥斯卡奖。", [False]),
    (ZH, "迪卡普里奥和温斯莱特都没有参演该片。", [False]),
    (ZH, "该片是在美国以外的国家拍摄的。", [False]),
    (ZH, "该片上映于二十一世纪。", [False]),
    (ZH, "该片的导演同时也是编剧。", [True]),
    (ZH, "该片首次上映是在1997年。", [True]),
    (ZH, "该片于上世纪九十年代上映。", [True]),
    (ZH, "该片于上世纪八十年代上映。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントではない。", [False]),
    (TORONTO_ZH, "安大略省的首府不是多伦多。", [False]),
    (TORONTO_JA, "ウィキペディアによれば、オンタリオ州の州都はトロントである。", [True]),
    (TORONTO_ZH, "根据维基百科的说法，安大略省首府为多伦多。", [True]),
    (TORONTO_ZH, "据《纽约时报》，安大略省首府为多伦多。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都であり、ケベック州の州都でもある。", [False]),
    (TORONTO_ZH, "多伦多既是安大略省的首府，也是加拿大的首都。", [False]),
    # check batches 56 to 59 (twenty-fifth session), each written in full before any run. 56, the worked examples' facts
    # (45 new, 5 already above): 2 of 50 wrong with 1.21, none with 1.22; 57, capitals and largest cities: 12 of 40 with 1.21
    # and with the rules made for 56, 1 with 1.22; 58, calls, plans and shops: 7 of 40 with 1.21 and with the rules made for
    # 56 and 57, 3 with 1.22; 59, a marathon, a board, a school trip, a final, a clinic, a museum: 11 of 40 with 1.21 and
    # with the rules made for 56 to 58, 8 with 1.22
    (JA, "『タイタニック』はアメリカで製作された映画だ。", [True]),
    (JA, "『タイタニック』はイギリス映画である。", [False]),
    (JA, "ジェームズ・キャメロンはこの映画の製作にも関わった。", [True]),
    (JA, "ケイト・ウィンスレットはこの映画の監督を務めた。", [False]),
    (JA, "タイタニック号が沈没したのは1912年である。", [True]),
    (JA, "この映画はアカデミー賞を十一部門で受賞した。", [True]),
    (JA, "この映画はアカデミー賞12部門を受賞した。", [False]),
    (JA, "レオナルド・ディカプリオが出演している。", [True]),
    (JA, "この映画の脚本を書いたのはキャメロンだ。", [True]),
    (JA, "この映画は実際の海難事故を題材にしている。", [True]),
    (JA, "この映画はフランス映画である。", [False]),
    (JA, "この映画の公開は1998年だ。", [False]),
    (JA, "この映画は沈没事故を題材にしていない。", [False]),
    (ZH, "该片上映于上世纪九十年代。", [True]),
    (ZH, "该片以1912年的沉船事件为背景。", [True]),
    (ZH, "莱昂纳多·迪卡普里奥是该片的主演之一。", [True]),
    (TORONTO_ZH, "根据维基百科，安大略省的首府是多伦多。", [True]),
    (TORONTO_ZH, "据加拿大统计局称，多伦多是安大略省的首府。", [False]),
    (EN, "该片获得了11项奥斯卡奖。", [True]),
    (ZH, "Titanic was released in 2005.", [False]),
    (EN, "主演はブラッド・ピットである。", [False]),
    (ZH, "この映画はアカデミー賞を3部門受賞した。", [False]),
    (TORONTO_ZH, "Toronto is the capital of Quebec.", [False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した。2005年に公開された。", [True, False]),
    (JA, "タイタニックはスティーヴン・スピルバーグが監督した。1997年に公開された。", [False, True]),
    (JA, "この映画はアカデミー賞を11部門受賞した。主演はブラッド・ピットである。", [True, False]),
    (JA, "主演はレオナルド・ディカプリオとケイト・ウィンスレットである。アカデミー賞を3部門受賞した。", [True, False]),
    (JA, "『タイタニック』は1997年に公開された。1912年の沈没事故を描いている。監督はキャメロンだ。", [True, True, True]),
    (JA, "この作品の監督はジェームズ・キャメロンではない。", [False]),
    (JA, "キャメロンは監督だけでなく脚本も手がけた。", [True]),
    (JA, "この映画の音楽はジェームズ・キャメロンが担当した。", [False]),
    (JA, "タイタニック号の沈没は1997年の出来事である。", [False]),
    (JA, "この映画はオーストラリア映画だ。", [False]),
    (JA, "ケイト・ウィンスレットが主演を務めた。", [True]),
    (JA, "『タイタニック』は1990年代に公開された。", [True]),
    (ZH, "《泰坦尼克号》由詹姆斯·卡梅隆执导。该片于2005年上映。", [True, False]),
    (ZH, "该片由史蒂文·斯皮尔伯格执导。该片于1997年上映。", [False, True]),
    (ZH, "该片获得了11项奥斯卡奖。该片由布拉德·皮特主演。", [True, False]),
    (ZH, "该片是一部美国电影。该片获得了5项奥斯卡奖。", [True, False]),
    (ZH, "该片的导演不是詹姆斯·卡梅隆。", [False]),
    (ZH, "詹姆斯·卡梅隆不仅执导了该片，还担任了编剧。", [True]),
    (ZH, "该片的配乐由詹姆斯·卡梅隆负责。", [False]),
    (ZH, "该片讲述的是1912年泰坦尼克号沉没的故事。", [True]),
    (ZH, "凯特·温斯莱特在片中担任主演。", [True]),
    (TORONTO_ZH, "维基百科上说，多伦多是安大略省的首府。", [True]),
    (TORONTO_JA, "ウィキペディアの記事によれば、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキペディアいわく、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "百科事典によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントの市役所によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_ZH, "据维基百科记载，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "维基百科指出，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "據維基百科，多倫多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据维基百科，多伦多是魁北克省的首府。", [False]),
    (TORONTO_ZH, "根据多伦多市政府的说法，多伦多是安大略省的首府。", [False]),
    (VICTORIA_JA, "ブリティッシュコロンビア州の州都はビクトリアである。", [True]),
    (VICTORIA_JA, "ブリティッシュコロンビア州の州都はバンクーバーである。", [False]),
    (VICTORIA_JA, "ビクトリアはアルバータ州の州都である。", [False]),
    (VICTORIA_ZH, "不列颠哥伦比亚省的首府是维多利亚。", [True]),
    (VICTORIA_ZH, "不列颠哥伦比亚省的首府是温哥华。", [False]),
    (VICTORIA_ZH, "据维基百科，维多利亚是不列颠哥伦比亚省的首府。", [True]),
    (QUEBEC_JA, "ケベック州の州都はモントリオールである。", [False]),
    (QUEBEC_JA, "モントリオールはケベック州最大の都市である。", [True]),
    (QUEBEC_JA, "ケベック州最大の都市はケベック・シティーである。", [False]),
    (QUEBEC_ZH, "魁北克省的首府是蒙特利尔。", [False]),
    (QUEBEC_ZH, "蒙特利尔是魁北克省最大的城市。", [True]),
    (QUEBEC_ZH, "魁北克市是魁北克省最大的城市。", [False]),
    (SYDNEY_JA, "オーストラリアの首都はシドニーである。", [False]),
    (SYDNEY_JA, "ブリタニカによると、オーストラリアの首都はキャンベラである。", [True]),
    (SYDNEY_JA, "ウィキペディアによると、オーストラリアの首都はキャンベラである。", [False]),
    (SYDNEY_JA, "キャンベラはオーストラリア最大の都市である。", [False]),
    (SYDNEY_JA, "シドニーはオーストラリアで一番大きな都市だ。", [True]),
    (SYDNEY_ZH, "澳大利亚的首都是悉尼。", [False]),
    (SYDNEY_ZH, "据大英百科全书，澳大利亚的首都是堪培拉。", [True]),
    (SYDNEY_ZH, "据维基百科，澳大利亚的首都是堪培拉。", [False]),
    (SYDNEY_ZH, "堪培拉是澳大利亚最大的城市。", [False]),
    (SYDNEY_ZH, "悉尼是澳大利亚第一大城市。", [True]),
    (TORONTO_ZH, "According to Wikipedia, Toronto is the capital of Ontario.", [True]),
    (VICTORIA_ZH, "Vancouver is the capital of British Columbia.", [False]),
    (SYDNEY_JA, "According to Britannica, Canberra is the capital of Australia.", [True]),
    (QUEBEC_ZH, "ケベック州の州都はケベック・シティーである。", [True]),
    (TOWN_LIBRARY_ZH, "这座图书馆已经开放了三十多年。", [True]),
    (TOWN_LIBRARY_ZH, "图书馆周日闭馆。", [False]),
    (TOWN_LIBRARY_ZH, "图书馆晚上9点关门。", [False]),
    (TOWN_LIBRARY_ZH, "馆内藏书超过100万册。", [True]),
    (TOWN_LIBRARY_ZH, "馆内藏书约12万册。", [False]),
    (PHONE_CALL_ZH, "妈妈下个月要去旅游。", [True]),
    (PHONE_CALL_ZH, "妈妈打算在云南待一个月。", [False]),
    (PHONE_CALL_ZH, "妈妈下个月要去四川旅游。", [False]),
    (PHONE_CALL_ZH, "我给妈妈打过电话。", [True]),
    (PHONE_CALL_ZH, "妈妈问我国庆节回不回家。", [False]),
    (RURAL_ROADS_ZH, "政府将在五年内投入200亿元用于农村道路建设。", [True]),
    (RURAL_ROADS_ZH, "该项目由教育部负责实施。", [False]),
    (RURAL_ROADS_ZH, "该项目重点支持东部地区。", [False]),
    (RURAL_ROADS_ZH, "政府计划在未来十年内投资200亿元。", [False]),
    (NOODLE_SHOP_ZH, "老王的面馆生意很差。", [False]),
    (NOODLE_SHOP_ZH, "老王去年把店面扩大了。", [True]),
    (NOODLE_SHOP_ZH, "老王雇了五个帮工。", [False]),
    (NOODLE_SHOP_ZH, "老王开的是一家饺子馆。", [False]),
    (NOODLE_SHOP_ZH, "老王一个人经营面馆，没有雇人。", [False]),
    (TOWN_LIBRARY_JA, "この図書館は30年以上前に開館した。", [True]),
    (TOWN_LIBRARY_JA, "図書館は月曜日に閉まっている。", [True]),
    (TOWN_LIBRARY_JA, "図書館は日曜日が休館日である。", [False]),
    (TOWN_LIBRARY_JA, "図書館は午後9時に閉館する。", [False]),
    (TOWN_LIBRARY_JA, "蔵書数は約120万冊だ。", [False]),
    (PHONE_CALL_JA, "母は来月旅行に行く予定だ。", [True]),
    (PHONE_CALL_JA, "母は沖縄に1か月滞在する予定だ。", [False]),
    (PHONE_CALL_JA, "母は来月北海道へ旅行に行く。", [False]),
    (PHONE_CALL_JA, "母は夏休みに帰ってくるのかと聞いた。", [False]),
    (LOCAL_ROADS_JA, "政府は5年間で200億円を投資する計画である。", [True]),
    (LOCAL_ROADS_JA, "事業は文部科学省が担当する。", [False]),
    (LOCAL_ROADS_JA, "特に九州地方を重点的に支援する。", [False]),
    (LOCAL_ROADS_JA, "政府は10年間で200億円を投じる。", [False]),
    (COFFEE_SHOP_JA, "田中さんの喫茶店は駅前にある。", [True]),
    (COFFEE_SHOP_JA, "田中さんはレストランを経営している。", [False]),
    (COFFEE_SHOP_JA, "田中さんはアルバイトを5人雇った。", [False]),
    (COFFEE_SHOP_JA, "去年、店を改装した。", [True]),
    (COFFEE_SHOP_JA, "田中さんは一人で店を切り盛りしていて、誰も雇っていない。", [False]),
    (COFFEE_SHOP_JA, "店は以前より狭くなった。", [False]),
    (NOODLE_SHOP_ZH, "面馆的店面比以前小了。", [False]),
    (SAKURA_MARATHON_JA, "さくらマラソンには約8000人が参加した。", [True]),
    (SAKURA_MARATHON_JA, "男子の部で優勝したのは山本健一選手だった。", [True]),
    (SAKURA_MARATHON_JA, "女子の部は山本健一選手が優勝した。", [False]),
    (SAKURA_MARATHON_JA, "佐藤美咲選手は男子の部で優勝した。", [False]),
    (SAKURA_MARATHON_JA, "大会は第16回だった。", [False]),
    (SAKURA_MARATHON_JA, "山本選手の優勝タイムは2時間15分だった。", [True]),
    (SAKURA_MARATHON_JA, "大会は2024年3月10日に行われた。", [True]),
    (SAKURA_MARATHON_JA, "大会は中止になった。", [False]),
    (CHAIRMAN_ZH, "董事长张伟已辞职。", [True]),
    (CHAIRMAN_ZH, "张伟由于健康原因辞职。", [False]),
    (CHAIRMAN_ZH, "李明接任董事长一职。", [True]),
    (CHAIRMAN_ZH, "副董事长张伟接任董事长。", [False]),
    (CHAIRMAN_ZH, "公司股价当日上涨3.2%。", [False]),
    (CHAIRMAN_ZH, "公司股价收于每股18.6元。", [True]),
    (CHAIRMAN_ZH, "公告于3月16日发布。", [False]),
    (SCHOOL_TRIP_JA, "修学旅行に行くのは2年生だ。", [False]),
    (SCHOOL_TRIP_JA, "修学旅行の行き先は京都と奈良だ。", [True]),
    (SCHOOL_TRIP_JA, "修学旅行の行き先は大阪だ。", [False]),
    (SCHOOL_TRIP_JA, "集合場所は東京駅である。", [True]),
    (SCHOOL_TRIP_JA, "集合は午前8時だ。", [False]),
    (SCHOOL_TRIP_JA, "費用は一人4万5000円かかる。", [True]),
    (SCHOOL_TRIP_JA, "修学旅行は2泊3日の日程だ。", [True]),
    (WORLD_CUP_ZH, "阿根廷队赢得了本届世界杯冠军。", [True]),
    (WORLD_CUP_ZH, "法国队赢得了本届世界杯冠军。", [False]),
    (WORLD_CUP_ZH, "决赛常规时间加加时赛双方打成3比3。", [True]),
    (WORLD_CUP_ZH, "阿根廷队在点球大战中以4比3获胜。", [False]),
    (WORLD_CUP_ZH, "这是阿根廷队第二次夺得世界杯冠军。", [False]),
    (WORLD_CUP_ZH, "决赛在卢赛尔体育场举行。", [True]),
    (WORLD_CUP_ZH, "阿根廷队在120分钟内击败了法国队。", [False]),
    (CLINIC_HOURS_JA, "土曜日は午後も診療している。", [False]),
    (CLINIC_HOURS_JA, "日曜日は休診である。", [True]),
    (CLINIC_HOURS_JA, "平日は午後6時まで診療している。", [True]),
    (CLINIC_HOURS_JA, "初診の際は保険証が必要だ。", [True]),
    (CLINIC_HOURS_JA, "祝日も診療を行っている。", [False]),
    (CLINIC_HOURS_JA, "平日の診療は午前8時から始まる。", [False]),
    (NEW_MUSEUM_ZH, "新馆于2019年建成开放。", [True]),
    (NEW_MUSEUM_ZH, "馆内共有10个展厅。", [False]),
    (NEW_MUSEUM_ZH, "馆内可以使用闪光灯拍照。", [False]),
    (NEW_MUSEUM_ZH, "游客可以在馆内拍照。", [True]),
    (NEW_MUSEUM_ZH, "新馆总建筑面积约3万平方米。", [True]),
    # check batches 60 and 61, the worked examples' facts, written in full before any run: polite forms, 据悉, compound
    # sentences (one claim each: the engine splits sentences, not clauses), other spellings of the names (ジェームス,
    # 詹姆士, 温丝莱特) and English counts in words. 60: 1 of 40 wrong with 1.21 and before its rule, none with 1.22; 61:
    # 8 of 40 with 1.21 and with the rules made for 56 to 60, 1 with 1.22 (two cases first judged true, 1997年12月, are
    # false: the passage gives no month; the one still wrong, 该片由李奥纳多·狄卡皮欧主演 against the English facts, is not
    # here, since the same answer against the Chinese facts is, and is grounded)
    (JA, "『タイタニック』の監督はジェームズ・キャメロンです。", [True]),
    (JA, "『タイタニック』は1997年に公開されました。", [True]),
    (JA, "『タイタニック』の監督はスティーヴン・スピルバーグです。", [False]),
    (JA, "この映画はアカデミー賞を11部門受賞しています。", [True]),
    (JA, "この映画はアカデミー賞を7部門受賞しています。", [False]),
    (JA, "主演を務めたのはレオナルド・ディカプリオとケイト・ウィンスレットです。", [True]),
    (JA, "主演を務めたのはトム・クルーズとケイト・ウィンスレットです。", [False]),
    (JA, "この映画は1912年に実際に起きた沈没事故をもとにしています。", [True]),
    (JA, "この映画は2012年の沈没事故をもとにしています。", [False]),
    (JA, "キャメロン監督はこの作品で脚本も書いています。", [True]),
    (JA, "ディカプリオはこの作品で脚本を書いています。", [False]),
    (JA, "『タイタニック』は日本で製作された映画です。", [False]),
    (JA, "この映画は平成10年に公開された。", [False]),
    (JA, "この映画はアカデミー賞を受賞していると言われている。", [True]),
    (JA, "この映画はアカデミー賞を受賞していないとされる。", [False]),
    (JA, "タイタニックはジェームズ・キャメロンが監督し、1997年に公開された。", [True]),
    (JA, "タイタニックはジェームズ・キャメロンが監督し、2001年に公開された。", [False]),
    (ZH, "《泰坦尼克号》的导演是詹姆斯·卡梅隆。", [True]),
    (ZH, "《泰坦尼克号》的导演是史蒂文·斯皮尔伯格。", [False]),
    (ZH, "据悉，该片于1997年上映。", [True]),
    (ZH, "该片曾获得11项奥斯卡奖。", [True]),
    (ZH, "该片曾获得12项奥斯卡奖。", [False]),
    (ZH, "该片的主演包括莱昂纳多·迪卡普里奥。", [True]),
    (ZH, "该片的主演包括汤姆·汉克斯。", [False]),
    (ZH, "该片是一部以泰坦尼克号沉没为背景的美国电影。", [True]),
    (ZH, "该片是一部以泰坦尼克号沉没为背景的英国电影。", [False]),
    (ZH, "詹姆斯·卡梅隆执导了该片，并于1997年上映。", [True]),
    (ZH, "詹姆斯·卡梅隆执导了该片，并于2003年上映。", [False]),
    (ZH, "该片由卡梅隆自编自导。", [True]),
    (ZH, "该片由温斯莱特自编自导。", [False]),
    (ZH, "该片根据1912年泰坦尼克号沉没事件改编。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都ではありません。", [False]),
    (TORONTO_JA, "ウィキペディアによると、トロントはオンタリオ州の州都です。", [True]),
    (TORONTO_JA, "朝日新聞によると、トロントはオンタリオ州の州都です。", [False]),
    (TORONTO_ZH, "多伦多并非安大略省的首府。", [False]),
    (TORONTO_ZH, "维基百科称，多伦多为安大略省首府。", [True]),
    (TORONTO_ZH, "新华社报道称，多伦多是安大略省的首府。", [False]),
    (JA, "タイタニックはジェームス・キャメロンが監督した。", [True]),
    (JA, "主演はレオナルド・デカプリオである。", [True]),
    (JA, "主演はケート・ウィンスレットである。", [True]),
    (JA, "この映画は千九百九十七年に公開された。", [True]),
    (JA, "この映画は１９９８年に公開された。", [False]),
    (JA, "この映画は11個のアカデミー賞を獲得した。", [True]),
    (JA, "この映画は十二部門でアカデミー賞を受賞した。", [False]),
    (JA, "この映画は1997年12月に公開された。", [False]),
    (JA, "キャメロン監督の作品である。", [True]),
    (JA, "スピルバーグ監督の作品である。", [False]),
    (JA, "ジェームズ・キャメロンが監督、ケイト・ウィンスレットが主演を務めた。", [True]),
    (JA, "ジェームズ・キャメロンが主演、ケイト・ウィンスレットが監督を務めた。", [False]),
    (JA, "タイタニック号の沈没は20世紀初頭の出来事である。", [True]),
    (JA, "この映画は19世紀の沈没事故を描いている。", [False]),
    (ZH, "《泰坦尼克号》由詹姆士·卡梅隆执导。", [True]),
    (ZH, "该片由李奥纳多·狄卡皮欧主演。", [True]),
    (ZH, "该片由凯特·温丝莱特主演。", [True]),
    (ZH, "该片于一九九九年上映。", [False]),
    (ZH, "该片获得了十一座奥斯卡奖杯。", [True]),
    (ZH, "该片获得了十三项奥斯卡奖。", [False]),
    (ZH, "该片是卡梅隆导演的作品。", [True]),
    (ZH, "该片是斯皮尔伯格导演的作品。", [False]),
    (ZH, "卡梅隆担任导演，温斯莱特担任主演。", [True]),
    (ZH, "温斯莱特担任导演，卡梅隆担任主演。", [False]),
    (ZH, "泰坦尼克号沉没于二十世纪初。", [True]),
    (ZH, "该片讲述的是十九世纪的沉船故事。", [False]),
    (ZH, "该片于1997年12月上映。", [False]),
    (JA, "Titanic was directed by Steven Spielberg.", [False]),
    (ZH, "Titanic stars Kate Winslet.", [True]),
    (ZH, "Titanic stars Brad Pitt.", [False]),
    (JA, "The film won eleven Academy Awards.", [True]),
    (JA, "The film won twelve Academy Awards.", [False]),
    (EN, "この映画は12部門でアカデミー賞を受賞した。", [False]),
    # check batch 62, written in full before any run to try the rules made for 56 to 61 (the post rule above all) on
    # new facts: 9 of 40 wrong with those rules and with 1.21, 3 after the post rule read posts after 、, a time before a
    # post, 創業者 / 主教练 and 最大の湖, and a lone 十 before a counter was read as a number (of the 3, 黄河是中国最长的河流
    # is not here: the same answer against another passage is above, and right, and a known gap is keyed by the answer)
    (MIDORI_FOODS_JA, "ミドリ食品の本社は名古屋市にある。", [True]),
    (MIDORI_FOODS_JA, "ミドリ食品の本社は大阪市にある。", [False]),
    (MIDORI_FOODS_JA, "ミドリ食品の社長は鈴木一郎である。", [False]),
    (MIDORI_FOODS_JA, "ミドリ食品の創業者は鈴木一郎だ。", [True]),
    (MIDORI_FOODS_JA, "ミドリ食品の創業者は鈴木花子である。", [False]),
    (MIDORI_FOODS_JA, "ミドリ食品の主力商品は冷凍そばだ。", [False]),
    (MIDORI_FOODS_JA, "従業員は約500人いる。", [True]),
    (FOOTBALL_CLUB_ZH, "该球队的主教练是陈磊。", [False]),
    (FOOTBALL_CLUB_ZH, "该球队的队长是陈磊。", [True]),
    (FOOTBALL_CLUB_ZH, "王强是该球队的队长。", [False]),
    (FOOTBALL_CLUB_ZH, "球队主场位于成都体育中心。", [True]),
    (FOOTBALL_CLUB_ZH, "上赛季球队在联赛中排名第三。", [False]),
    (FOOTBALL_CLUB_ZH, "球队主场位于重庆。", [False]),
    (HIGHEST_LARGEST_JA, "旭岳の標高は2291メートルだ。", [True]),
    (HIGHEST_LARGEST_JA, "北海道で最も高い山は大雪山である。", [False]),
    (HIGHEST_LARGEST_JA, "日本最大の湖は琵琶湖である。", [True]),
    (HIGHEST_LARGEST_JA, "日本最大の湖は旭岳である。", [False]),
    (HIGHEST_LARGEST_JA, "北海道で一番高い山は旭岳だ。", [True]),
    (YELLOW_RIVER_ZH, "长江是中国最长的河流。", [True]),
    (YELLOW_RIVER_ZH, "黄河是中国第二长河。", [True]),
    (YELLOW_RIVER_ZH, "黄河最终注入东海。", [False]),
    (YELLOW_RIVER_ZH, "黄河发源于青海省。", [True]),
    (YELLOW_RIVER_ZH, "黄河发源于四川省。", [False]),
    (YELLOW_RIVER_ZH, "黄河流经十个省区。", [False]),
    (HOTEL_TIMES_JA, "チェックインは15時からだ。", [True]),
    (HOTEL_TIMES_JA, "朝食は2階のレストランで提供される。", [False]),
    (HOTEL_TIMES_JA, "朝食は6時半から食べられる。", [True]),
    (HOTEL_TIMES_JA, "大浴場は1階にある。", [False]),
    (HOTEL_TIMES_JA, "朝食は10時まで提供している。", [False]),
    (PHONE_LAUNCH_ZH, "该手机首发价格为3999元。", [True]),
    (PHONE_LAUNCH_ZH, "该手机支持无线充电。", [False]),
    (PHONE_LAUNCH_ZH, "该手机搭载6.7英寸屏幕。", [True]),
    (PHONE_LAUNCH_ZH, "该手机电池容量为4500毫安时。", [False]),
    (PHONE_LAUNCH_ZH, "该手机支持有线充电。", [True]),
    (PHONE_LAUNCH_ZH, "该手机首发价格不到4000元。", [True]),
    (PHONE_LAUNCH_ZH, "该手机只支持无线充电。", [False]),
    (PHONE_LAUNCH_ZH, "该手机的首发价格超过4000元。", [False]),
    # check batch 63, written in full before any run: attribution forms, a source named by a URL or a title, two facts by
    # two authors, greetings and questions (claims that need no check are never cited): 4 of 38 wrong with 1.21, 2 with the
    # rules made for 56 to 62 (the post rule of batch 57 caught both swaps across the two facts), none with 1.22 (two
    # hedged claims, かもしれない and 可能是, were dropped as neither plainly supported nor plainly not)
    (TORONTO_JA, "Wikipediaによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキペディア日本語版によると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキペディアの記事には、トロントはオンタリオ州の州都だと書いてある。", [True]),
    (TORONTO_JA, "ウィキペディアによると、オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "ウィキペディアによると、トロントはカナダ最大の都市である。", [False]),
    (TORONTO_JA, "ブリタニカ国際大百科事典によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントだと、ウィキペディアに書かれている。", [True]),
    (TORONTO_ZH, "根据Wikipedia，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "维基百科中文版显示，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "维基百科上写着，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据维基百科，渥太华是安大略省的首府。", [False]),
    (TORONTO_ZH, "据维基百科，多伦多是加拿大最大的城市。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：百度百科）。", [False]),
    (TORONTO_WIKI_URI_JA, "ウィキペディアによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_WIKI_URI_JA, "トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_WIKI_URI_JA, "ブリタニカによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_WIKI_URI_ZH, "据维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_WIKI_URI_ZH, "据百度百科，多伦多是安大略省的首府。", [False]),
    (TORONTO_OTTAWA_JA, "カナダ政府によると、オタワはカナダの首都である。", [True]),
    (TORONTO_OTTAWA_JA, "ウィキペディアによると、オタワはカナダの首都である。", [False]),
    (TORONTO_OTTAWA_JA, "カナダ政府によると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_OTTAWA_JA, "オタワはカナダの首都で、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_OTTAWA_JA, "トロントはカナダの首都である。", [False]),
    (TORONTO_OTTAWA_JA, "オタワはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都だそうです。", [True]),
    (TORONTO_JA, "トロントはかつてオンタリオ州の州都だった。", [False]),
    (TORONTO_JA, "トロントは今もオンタリオ州の州都である。", [True]),
    (TORONTO_ZH, "多伦多曾是安大略省的首府，现在已经不是了。", [False]),
    (TORONTO_ZH, "多伦多目前是安大略省的首府。", [True]),
    (TORONTO_ZH, "听说多伦多是安大略省的首府。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都であり、同州最大の都市でもある。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府，也是该省最大的城市。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はどこですか？", [False]),
    (TORONTO_ZH, "你好！多伦多是安大略省的首府。", [False, True]),
    (TORONTO_JA, "ご質問ありがとうございます。トロントはオンタリオ州の州都です。", [False, True]),
    (TORONTO_ZH, "希望对您有帮助！", [False]),
    # check batch 65, the worked examples' counts in other words, written in full before any run: 12 of 40 wrong with 1.21
    # and with the rules made for 56 to 64, 8 with 1.22 (people the passage lists in a role counted, roles listed with 、
    # before a copula, English decades); the one wrong not here, この映画はアカデミー賞を10部門以上受賞した against the
    # English facts, has the same answer above against the Japanese facts, right there
    (JA, "この映画はアカデミー賞を12部門以上受賞した。", [False]),
    (JA, "この映画はアカデミー賞を十数部門受賞した。", [True]),
    (JA, "この映画はアカデミー賞を二桁の部門で受賞した。", [True]),
    (JA, "この映画は1990年代後半に公開された。", [True]),
    (JA, "この映画は1990年代前半に公開された。", [False]),
    (JA, "主演俳優は2人である。", [True]),
    (JA, "主演俳優は3人である。", [False]),
    (JA, "沈没事故から85年後に映画が公開された。", [True]),
    (JA, "この映画はアカデミー賞を最多の11部門で受賞した。", [False]),
    (JA, "この映画はアカデミー賞の候補になった。", [True]),
    (JA, "この映画は1912年の事故を題材とした1997年の作品だ。", [True]),
    (JA, "この映画は1997年の事故を題材とした1912年の作品だ。", [False]),
    (ZH, "该片获得了十余项奥斯卡奖。", [True]),
    (ZH, "该片获得了二十余项奥斯卡奖。", [False]),
    (ZH, "该片获得了不少于12项奥斯卡奖。", [False]),
    (ZH, "该片有两位主演。", [True]),
    (ZH, "该片有三位主演。", [False]),
    (ZH, "该片于上世纪90年代末上映。", [True]),
    (ZH, "该片上映于1997年，距沉船事件85年。", [True]),
    (ZH, "该片是一部以1912年的沉船事件为题材的1997年电影。", [True]),
    (ZH, "该片是一部以1997年的沉船事件为题材的1912年电影。", [False]),
    (ZH, "该片由詹姆斯·卡梅隆一人执导、编剧并参与制作。", [True]),
    (ZH, "该片由两位导演联合执导。", [False]),
    (ZH, "该片的导演、编剧和制片人都是卡梅隆。", [True]),
    (JA, "The film won more than ten Academy Awards.", [True]),
    (JA, "The film won fewer than five Academy Awards.", [False]),
    (ZH, "The film was released in the late 1990s.", [True]),
    (ZH, "The film was released in the 1980s.", [False]),
    (ZH, "Two actors starred in the film.", [True]),
    (ZH, "Three actors starred in the film.", [False]),
    # check batch 66, written in full before any run to try this session's rules on plain sentences where they might cap
    # what is true (prefectures, holidays, lengths, a lone 十, posts, spellings): 10 of 40 wrong with 1.21, 5 with the
    # rules made for 56 to 65 (none of them a true claim capped by a new rule), 4 with 1.22 (the head of anything, 店长,
    # and its deputy, 副店长, as posts)
    ([{"factText": "男性が東京の街を歩いている。"}], "男性が街を歩いている。", [True]),
    ([{"factText": "男性が東京の街を歩いている。"}], "男性が東京を歩いている。", [True]),
    ([{"factText": "東京駅から新幹線で京都へ向かった。"}], "京都へ新幹線で向かった。", [True]),
    ([{"factText": "彼は大阪出身で、今は東京に住んでいる。"}], "彼は東京に住んでいる。", [True]),
    ([{"factText": "彼は大阪出身で、今は東京に住んでいる。"}], "彼は大阪に住んでいる。", [False]),
    ([{"factText": "山口さんは広島で生まれた。"}], "山口さんの出身地は広島だ。", [True]),
    ([{"factText": "这家公司的总部在上海，创始人是张明。"}], "张明创立了这家公司。", [True]),
    ([{"factText": "这家公司的总部在上海，创始人是张明。"}], "这家公司的总部位于上海。", [True]),
    ([{"factText": "这家公司的总部在上海，创始人是张明。"}], "这家公司的总部在北京。", [False]),
    ([{"factText": "我在北京住了一个月。"}], "我在北京待了一个月。", [True]),
    ([{"factText": "我在北京住了一个月。"}], "我在北京住了三十天。", [True]),
    ([{"factText": "我在北京住了两个星期。"}], "我在北京住了一个星期。", [False]),
    ([{"factText": "春节期间，超市照常营业。"}], "超市春节也营业。", [True]),
    ([{"factText": "春节期间，超市照常营业。"}], "超市春节期间不营业。", [False]),
    ([{"factText": "十个孩子在操场上踢足球。"}], "孩子们在踢足球。", [True]),
    ([{"factText": "十个孩子在操场上踢足球。"}], "有十个孩子在操场上。", [True]),
    ([{"factText": "十个孩子在操场上踢足球。"}], "有九个孩子在操场上。", [False]),
    ([{"factText": "この店は日曜日と祝日が定休日だ。"}], "この店は祝日は休みだ。", [True]),
    ([{"factText": "この店は日曜日と祝日が定休日だ。"}], "この店は祝日も営業している。", [False]),
    ([{"factText": "この店は日曜日と祝日が定休日だ。"}], "この店は月曜日も営業している。", [True]),
    ([{"factText": "日本で最も長い川は信濃川である。"}], "日本で最も長い川は利根川である。", [False]),
    ([{"factText": "中国的首都是北京，最大的城市是上海。"}], "上海是中国最大的城市。", [True]),
    ([{"factText": "中国的首都是北京，最大的城市是上海。"}], "北京是中国的首都。", [True]),
    ([{"factText": "中国的首都是北京，最大的城市是上海。"}], "上海是中国的首都。", [False]),
    ([{"factText": "中国的首都是北京，最大的城市是上海。"}], "北京是中国最大的城市。", [False]),
    ([{"factText": "会議は午前中のみ行われる。"}], "会議は午前中に行われる。", [True]),
    ([{"factText": "会議は午前中のみ行われる。"}], "会議は午後にも行われる。", [False]),
    ([{"factText": "该课程仅限会员参加。"}], "会员可以参加该课程。", [True]),
    ([{"factText": "该课程仅限会员参加。"}], "非会员也可以参加该课程。", [False]),
    ([{"factText": "据报道，该市今年的降雨量比往年多。"}], "该市今年降雨偏多。", [True]),
    ([{"factText": "彼はサッカーチームのキャプテンで、チームの監督は田中氏だ。"}], "チームの監督は田中氏である。", [True]),
    ([{"factText": "彼はサッカーチームのキャプテンで、チームの監督は田中氏だ。"}], "田中氏はチームのキャプテンだ。", [False]),
    ([{"factText": "该店的店长是李华，副店长是王芳。"}], "王芳是该店的副店长。", [True]),
    ([{"factText": "该店的店长是李华，副店长是王芳。"}], "李华是该店的店长。", [True]),
    ([{"factText": "该店的店长是李华，副店长是王芳。"}], "王芳是该店的店长。", [False]),
    ([{"factText": "ジェームス・ブラウンは歌手である。"}], "ジェームス・ブラウンは歌手だ。", [True]),
    ([{"factText": "マイケル・ジョーダンはバスケットボール選手である。"}], "マイケル・ジャクソンはバスケットボール選手である。", [False]),
    ([{"factText": "迈克尔·乔丹是篮球运动员。"}], "迈克尔·杰克逊是篮球运动员。", [False]),
    # check batch 67, the worked examples in other forms, written in full before any run: 9 of 40 wrong with 1.21, 8
    # with the rules made for 56 to 66, none with 1.22 (a year by its last two digits, 97年 and '97; a count of the roles
    # the claim lists, 3役 and 三职; 小金人 for the Oscar)
    (JA, "この映画は97年に公開された。", [True]),
    (JA, "この映画は98年に公開された。", [False]),
    (JA, "この映画は平成九年に公開された。", [True]),
    (JA, "この映画はアカデミー賞11冠を達成した。", [True]),
    (JA, "この映画はアカデミー賞12冠を達成した。", [False]),
    (JA, "この映画は1912年4月の沈没事故を描いている。", [False]),
    (JA, "監督はキャメロン氏である。", [True]),
    (JA, "監督はスピルバーグ氏である。", [False]),
    (JA, "この作品でキャメロンは監督、脚本、製作の3役を務めた。", [True]),
    (JA, "この作品でキャメロンは監督と主演の2役を務めた。", [False]),
    (JA, "1997年公開のこの映画は、1912年の海難事故が題材だ。", [True]),
    (JA, "1912年公開のこの映画は、1997年の海難事故が題材だ。", [False]),
    (JA, "タイタニックは米国の映画である。", [True]),
    (JA, "タイタニックは英国の映画である。", [False]),
    (JA, "ウィンスレットとディカプリオが共演した。", [True]),
    (JA, "ウィンスレットとピットが共演した。", [False]),
    (ZH, "该片于97年上映。", [True]),
    (ZH, "该片于98年上映。", [False]),
    (ZH, "该片斩获11项奥斯卡大奖。", [True]),
    (ZH, "该片斩获13项奥斯卡大奖。", [False]),
    (ZH, "该片包揽了11座小金人。", [True]),
    (ZH, "卡梅隆身兼导演、编剧和制片三职。", [True]),
    (ZH, "卡梅隆身兼导演和主演两职。", [False]),
    (ZH, "该片为美国影片。", [True]),
    (ZH, "该片为英国影片。", [False]),
    (ZH, "迪卡普里奥与温斯莱特联袂主演该片。", [True]),
    (ZH, "迪卡普里奥与皮特联袂主演该片。", [False]),
    (ZH, "该片以泰坦尼克号1912年沉没为背景。", [True]),
    (ZH, "该片以泰坦尼克号1915年沉没为背景。", [False]),
    (ZH, "卡梅隆先生执导了该片。", [True]),
    (ZH, "斯皮尔伯格先生执导了该片。", [False]),
    (ZH, "该片于1997年在美国上映。", [True]),
    (JA, "The film came out in '97.", [True]),
    (ZH, "Titanic won eleven Oscars.", [True]),
    (ZH, "Titanic won thirteen Oscars.", [False]),
    (JA, "Cameron wrote, directed and produced Titanic.", [True]),
    (JA, "Winslet wrote, directed and produced Titanic.", [False]),
    (EN, "该片由美国导演詹姆斯·卡梅隆执导。", [True]),
    # twenty-sixth session, check batches 68, 69, 71 and 72: new facts in the worked examples' shape, and caption-like
    # pairs (colours, a Japanese 一台, parts of the day, sitting and standing, stopped and moving, postponed and
    # cancelled, a move the other way, music given to the director)
    (SPIRIT_JA_V26, "千と千尋の神隠しは宮崎駿が監督した。", [True]),
    (SPIRIT_JA_V26, "千と千尋の神隠しは高畑勲が監督した。", [False]),
    (SPIRIT_JA_V26, "この映画は2003年に公開された。", [False]),
    (SPIRIT_JA_V26, "音楽は久石譲が担当した。", [True]),
    (SPIRIT_JA_V26, "音楽は宮崎駿が担当した。", [False]),
    (SPIRIT_JA_V26, "この映画はアカデミー賞を受賞した。", [True]),
    (SPIRIT_JA_V26, "この映画はカンヌ国際映画祭で受賞した。", [False]),
    (SPIRIT_JA_V26, "東映アニメーションが制作した。", [False]),
    (SPIRIT_JA_V26, "ウィキペディアによると、千と千尋の神隠しは2001年に公開された。", [True]),
    (SPIRIT_JA_V26, "朝日新聞によると、千と千尋の神隠しは2001年に公開された。", [False]),
    (HP_ZH_V26, "《哈利·波特与魔法石》的作者是J·K·罗琳。", [True]),
    (HP_ZH_V26, "该小说于1997年出版。", [True]),
    (HP_ZH_V26, "该小说于1999年出版。", [False]),
    (HP_ZH_V26, "电影版由克里斯·哥伦布执导。", [True]),
    (HP_ZH_V26, "电影版由史蒂文·斯皮尔伯格执导。", [False]),
    (HP_ZH_V26, "电影版由艾玛·沃森主演。", [False]),
    (HP_ZH_V26, "据百度百科，该小说由布鲁姆斯伯里出版社出版。", [True]),
    (HP_ZH_V26, "据维基百科，该小说由布鲁姆斯伯里出版社出版。", [False]),
    (HP_ZH_V26, "该小说于2001年改编为电影。", [True]),
    (HP_ZH_V26, "丹尼尔·雷德克里夫执导了这部电影。", [False]),
    (TREE_JA_V26, "東京スカイツリーの高さは634メートルである。", [True]),
    (TREE_JA_V26, "東京スカイツリーの高さは333メートルである。", [False]),
    (TREE_JA_V26, "東京スカイツリーは2012年に開業した。", [True]),
    (TREE_JA_V26, "東京スカイツリーは2010年に開業した。", [False]),
    (TREE_JA_V26, "東京スカイツリーは港区にある。", [False]),
    (TREE_JA_V26, "東京スカイツリーは墨田区にある電波塔だ。", [True]),
    (TREE_JA_V26, "東京スカイツリーは5月22日に開業した。", [True]),
    (TREE_JA_V26, "東京スカイツリーは6月22日に開業した。", [False]),
    (YANGTZE_ZH_V26, "长江全长约6300公里。", [True]),
    (YANGTZE_ZH_V26, "长江全长约5464公里。", [False]),
    (YANGTZE_ZH_V26, "长江在上海注入东海。", [True]),
    (YANGTZE_ZH_V26, "长江在上海注入南海。", [False]),
    (YANGTZE_ZH_V26, "长江发源于青藏高原。", [True]),
    (YANGTZE_ZH_V26, "长江流经11个省级行政区。", [True]),
    (YANGTZE_ZH_V26, "长江流经9个省级行政区。", [False]),
    (YANGTZE_ZH_V26, "长江是中国第二长的河流。", [False]),
    (SPIRIT_JA_V26, "Spirited Away was directed by Hayao Miyazaki.", [True]),
    (YANGTZE_ZH_V26, "The Yangtze flows into the East China Sea at Shanghai.", [True]),
    (HP_ZH_V26, "映画版はクリス・コロンバスが監督した。", [True]),
    (TREE_JA_V26, "东京晴空塔高634米。", [True]),
    ([{"factText": "男性が海でサーフィンをしている。"}], "人が波に乗っている。", [True]),
    ([{"factText": "男性が海でサーフィンをしている。"}], "女性が海でサーフィンをしている。", [False]),
    ([{"factText": "2匹の犬が芝生の上を走っている。"}], "犬が走っている。", [True]),
    ([{"factText": "2匹の犬が芝生の上を走っている。"}], "3匹の犬が芝生の上を走っている。", [False]),
    ([{"factText": "2匹の犬が芝生の上を走っている。"}], "猫が芝生の上を走っている。", [False]),
    ([{"factText": "テーブルの上にピザが置かれている。"}], "テーブルの上に食べ物がある。", [True]),
    ([{"factText": "テーブルの上にピザが置かれている。"}], "テーブルの上にケーキが置かれている。", [False]),
    ([{"factText": "子供たちが公園で遊んでいる。"}], "子供たちが教室で勉強している。", [False]),
    ([{"factText": "子供たちが公園で遊んでいる。"}], "子供たちが外にいる。", [True]),
    ([{"factText": "電車が駅に停まっている。"}], "電車が走っている。", [False]),
    ([{"factText": "女性が赤い傘をさして歩いている。"}], "女性が傘をさしている。", [True]),
    ([{"factText": "女性が赤い傘をさして歩いている。"}], "女性が青い傘をさして歩いている。", [False]),
    ([{"factText": "男性がギターを弾いている。"}], "男性が楽器を演奏している。", [True]),
    ([{"factText": "男性がギターを弾いている。"}], "男性がピアノを弾いている。", [False]),
    ([{"factText": "会議は午後3時に始まる予定だ。"}], "会議は午前中に始まる。", [False]),
    ([{"factText": "彼は昨年、東京から大阪に引っ越した。"}], "彼は昨年引っ越した。", [True]),
    ([{"factText": "この店は毎週水曜日が定休日です。"}], "この店は水曜日に休みです。", [True]),
    ([{"factText": "この店は毎週水曜日が定休日です。"}], "この店は木曜日に休みです。", [False]),
    ([{"factText": "雨のため、試合は中止された。"}], "試合は予定通り行われた。", [False]),
    ([{"factText": "雨のため、試合は中止された。"}], "試合は行われなかった。", [True]),
    ([{"factText": "一名男子正在厨房里做饭。"}], "一个人在做饭。", [True]),
    ([{"factText": "一名男子正在厨房里做饭。"}], "一名女子正在厨房里做饭。", [False]),
    ([{"factText": "三个孩子在海滩上堆沙堡。"}], "孩子们在海滩上。", [True]),
    ([{"factText": "三个孩子在海滩上堆沙堡。"}], "两个孩子在海滩上堆沙堡。", [False]),
    ([{"factText": "他上个月刚从北京搬到上海。"}], "他以前住在北京。", [True]),
    ([{"factText": "他上个月刚从北京搬到上海。"}], "他从上海搬到了北京。", [False]),
    ([{"factText": "这家餐厅周一不营业。"}], "这家餐厅周一休息。", [True]),
    ([{"factText": "这家餐厅周一不营业。"}], "这家餐厅每天都营业。", [False]),
    ([{"factText": "由于大雾，航班推迟了两个小时。"}], "航班延误了。", [True]),
    ([{"factText": "由于大雾，航班推迟了两个小时。"}], "航班被取消了。", [False]),
    ([{"factText": "她用了三年时间完成了这本小说。"}], "她写这本小说花了五年。", [False]),
    ([{"factText": "她用了三年时间完成了这本小说。"}], "她写完了这本小说。", [True]),
    ([{"factText": "公司去年的营业收入增长了百分之十五。"}], "公司去年营业收入下降了。", [False]),
    ([{"factText": "公司去年的营业收入增长了百分之十五。"}], "公司去年营业收入有所增长。", [True]),
    ([{"factText": "我们小区附近新开了一家超市。"}], "小区附近没有超市。", [False]),
    ([{"factText": "图书馆周末开放到晚上八点。"}], "图书馆周末晚上八点关门。", [True]),
    ([{"factText": "图书馆周末开放到晚上八点。"}], "图书馆周末开放到晚上十点。", [False]),
    ([{"factText": "小王是这家医院的外科医生。"}], "小王在医院工作。", [True]),
    ([{"factText": "小王是这家医院的外科医生。"}], "小王是这家医院的护士。", [False]),
    ([{"factText": "这座桥建于明朝。"}], "这座桥是清朝建造的。", [False]),
    ([{"factText": "白い犬がボールをくわえて走っている。"}], "犬がボールをくわえている。", [True]),
    ([{"factText": "白い犬がボールをくわえて走っている。"}], "黒い犬がボールをくわえて走っている。", [False]),
    ([{"factText": "白い犬がボールをくわえて走っている。"}], "犬が飼い主のもとへ走っている。", [False]),
    ([{"factText": "キッチンで女性が野菜を切っている。"}], "女性が料理の準備をしている。", [True]),
    ([{"factText": "キッチンで女性が野菜を切っている。"}], "女性が肉を切っている。", [False]),
    ([{"factText": "キッチンで女性が野菜を切っている。"}], "女性が夕食のために野菜を切っている。", [False]),
    ([{"factText": "二人の男性がベンチに座って話している。"}], "男性たちが座っている。", [True]),
    ([{"factText": "二人の男性がベンチに座って話している。"}], "二人の男性が立って話している。", [False]),
    ([{"factText": "二人の男性がベンチに座って話している。"}], "二人の男性が仕事の話をしている。", [False]),
    ([{"factText": "道路に赤い車が一台止まっている。"}], "道路に車がある。", [True]),
    ([{"factText": "道路に赤い車が一台止まっている。"}], "道路に赤い車が三台止まっている。", [False]),
    ([{"factText": "少年が自転車に乗っている。"}], "少年が自転車をこいでいる。", [True]),
    ([{"factText": "少年が自転車に乗っている。"}], "少女が自転車に乗っている。", [False]),
    ([{"factText": "少年が自転車に乗っている。"}], "少年が学校へ向かっている。", [False]),
    ([{"factText": "空港のロビーに大勢の人がいる。"}], "空港に人がいる。", [True]),
    ([{"factText": "空港のロビーに大勢の人がいる。"}], "空港のロビーには誰もいない。", [False]),
    ([{"factText": "机の上にノートパソコンと本が置いてある。"}], "机の上に本がある。", [True]),
    ([{"factText": "机の上にノートパソコンと本が置いてある。"}], "机の上に花瓶が置いてある。", [False]),
    ([{"factText": "雪の中で子供が雪だるまを作っている。"}], "外は雪が積もっている。", [True]),
    ([{"factText": "雪の中で子供が雪だるまを作っている。"}], "子供が砂浜で遊んでいる。", [False]),
    ([{"factText": "一只黑猫趴在窗台上睡觉。"}], "一只猫在睡觉。", [True]),
    ([{"factText": "一只黑猫趴在窗台上睡觉。"}], "一只白猫趴在窗台上睡觉。", [False]),
    ([{"factText": "一只黑猫趴在窗台上睡觉。"}], "一只黑猫在窗台上晒太阳。", [False]),
    ([{"factText": "几个年轻人在球场上踢足球。"}], "有人在运动。", [True]),
    ([{"factText": "几个年轻人在球场上踢足球。"}], "几个年轻人在球场上打篮球。", [False]),
    ([{"factText": "几个年轻人在球场上踢足球。"}], "几个年轻人在参加学校的足球比赛。", [False]),
    ([{"factText": "一位老人坐在公园的长椅上看报纸。"}], "一位老人在看报纸。", [True]),
    ([{"factText": "一位老人坐在公园的长椅上看报纸。"}], "一位老人站在公园里看报纸。", [False]),
    ([{"factText": "一位老人坐在公园的长椅上看报纸。"}], "一位老人在等他的孙子。", [False]),
    ([{"factText": "这家公司成立于2010年，总部位于深圳。"}], "这家公司的总部在深圳。", [True]),
    ([{"factText": "这家公司成立于2010年，总部位于深圳。"}], "这家公司成立于2012年。", [False]),
    ([{"factText": "这家公司成立于2010年，总部位于深圳。"}], "这家公司的总部位于广州。", [False]),
    ([{"factText": "这家公司成立于2010年，总部位于深圳。"}], "这家公司有五千名员工。", [False]),
    ([{"factText": "我昨天在书店买了两本小说。"}], "我昨天买了书。", [True]),
    ([{"factText": "我昨天在书店买了两本小说。"}], "我昨天在书店买了三本小说。", [False]),
    ([{"factText": "我昨天在书店买了两本小说。"}], "我昨天在网上买了两本小说。", [False]),
    ([{"factText": "她每天早上跑步半小时。"}], "她有跑步的习惯。", [True]),
    ([{"factText": "她每天早上跑步半小时。"}], "她每天晚上跑步半小时。", [False]),
    ([{"factText": "会议因为暴雨改到了下周三。"}], "会议延期了。", [True]),
    ([{"factText": "会议因为暴雨改到了下周三。"}], "会议按原计划举行。", [False]),
    ([{"factText": "一个穿红色外套的女孩在雪地里玩耍。"}], "一个女孩穿着红色外套。", [True]),
    ([{"factText": "一个穿红色外套的女孩在雪地里玩耍。"}], "一个穿绿色外套的女孩在雪地里玩耍。", [False]),
    ([{"factText": "一个穿红色外套的女孩在雪地里玩耍。"}], "女孩的外套不是蓝色的。", [True]),
    ([{"factText": "一辆白色的卡车停在加油站旁边。"}], "一辆卡车停在加油站旁边。", [True]),
    ([{"factText": "一辆白色的卡车停在加油站旁边。"}], "一辆黑色的卡车停在加油站旁边。", [False]),
    ([{"factText": "一辆白色的卡车停在加油站旁边。"}], "一辆白色的卡车在高速公路上行驶。", [False]),
    ([{"factText": "黒い帽子をかぶった男性が駅のホームに立っている。"}], "男性が帽子をかぶっている。", [True]),
    ([{"factText": "黒い帽子をかぶった男性が駅のホームに立っている。"}], "白い帽子をかぶった男性が駅のホームに立っている。", [False]),
    ([{"factText": "黒い帽子をかぶった男性が駅のホームに立っている。"}], "男性が駅のホームのベンチに座っている。", [False]),
    ([{"factText": "黄色いレインコートを着た子供が水たまりで遊んでいる。"}], "子供がレインコートを着ている。", [True]),
    ([{"factText": "黄色いレインコートを着た子供が水たまりで遊んでいる。"}], "ピンクのレインコートを着た子供が水たまりで遊んでいる。", [False]),
    ([{"factText": "白と黒のぶちの犬が庭で寝ている。"}], "黒い犬が庭で寝ている。", [False]),
    ([{"factText": "白と黒のぶちの犬が庭で寝ている。"}], "犬が庭で寝ている。", [True]),
    ([{"factText": "駐車場に青い車が一台ある。"}], "駐車場に車が二台ある。", [False]),
    ([{"factText": "駐車場に青い車が一台ある。"}], "駐車場に車がある。", [True]),
    ([{"factText": "池に白い鳥が一羽いる。"}], "池に鳥が一羽いる。", [True]),
    ([{"factText": "池に白い鳥が一羽いる。"}], "池に鳥が五羽いる。", [False]),
    ([{"factText": "牧場で馬が一頭草を食べている。"}], "馬が草を食べている。", [True]),
    ([{"factText": "その店は午前10時に開店する。"}], "その店は午前中に開く。", [True]),
    ([{"factText": "その店は午前10時に開店する。"}], "その店は午後に開店する。", [False]),
    ([{"factText": "面试安排在明天上午九点。"}], "面试在明天上午进行。", [True]),
    ([{"factText": "面试安排在明天上午九点。"}], "面试在明天下午进行。", [False]),
    ([{"factText": "他习惯每天晚上睡前读书。"}], "他每天早上读书。", [False]),
    ([{"factText": "他习惯每天晚上睡前读书。"}], "他有读书的习惯。", [True]),
    ([{"factText": "我早上七点出门，晚上十点才回家。"}], "我晚上十点回家。", [True]),
    ([{"factText": "一群学生坐在教室里听课。"}], "学生们在教室里。", [True]),
    ([{"factText": "一群学生坐在教室里听课。"}], "一群学生站在教室里听课。", [False]),
    ([{"factText": "観客は全員立って拍手を送った。"}], "観客は座ったまま拍手を送った。", [False]),
    ([{"factText": "この商品は役に立っている。"}], "この商品は便利だ。", [True]),
    ([{"factText": "バスがバス停に止まっている。"}], "バスが走行している。", [False]),
    ([{"factText": "公交车停在车站。"}], "公交车在路上行驶。", [False]),
    ([{"factText": "台風のため、花火大会は延期された。"}], "花火大会は中止された。", [False]),
    ([{"factText": "台風のため、花火大会は延期された。"}], "花火大会は日程が変更された。", [True]),
    ([{"factText": "因天气原因，比赛推迟到明天举行。"}], "比赛被取消了。", [False]),
    ([{"factText": "因天气原因，比赛推迟到明天举行。"}], "比赛改期了。", [True]),
    ([{"factText": "航班因故取消，乘客改乘下一班。"}], "航班如期起飞。", [False]),
    ([{"factText": "她三年前从广州搬到了杭州。"}], "她从杭州搬到了广州。", [False]),
    ([{"factText": "她三年前从广州搬到了杭州。"}], "她现在住在杭州。", [True]),
    ([{"factText": "彼は大阪から東京へ引っ越した。"}], "彼は東京から大阪へ引っ越した。", [False]),
    ([{"factText": "这部电影由王家卫执导，音乐由梅林茂负责。"}], "这部电影的音乐由王家卫负责。", [False]),
    # twenty-sixth session, check batch 73: meals, ways to travel, parts of the day across a span
    ([{"factText": "一个男人骑着自行车穿过街道。"}], "一个男人骑着摩托车穿过街道。", [False]),
    ([{"factText": "一个男人骑着自行车穿过街道。"}], "一个男人骑车穿过街道。", [True]),
    ([{"factText": "男性が自転車に乗って坂を下っている。"}], "男性がバイクに乗って坂を下っている。", [False]),
    ([{"factText": "男性が自転車に乗って坂を下っている。"}], "男性が坂を下っている。", [True]),
    ([{"factText": "駅前にバスが停まっている。"}], "駅前にタクシーが停まっている。", [False]),
    ([{"factText": "一辆卡车在高速公路上行驶。"}], "一辆汽车在高速公路上行驶。", [True]),
    ([{"factText": "一辆卡车在高速公路上行驶。"}], "一辆车在高速公路上行驶。", [True]),
    ([{"factText": "乗客たちが電車を待っている。"}], "乗客たちがバスを待っている。", [False]),
    ([{"factText": "他每天坐地铁上班。"}], "他每天坐公交车上班。", [False]),
    ([{"factText": "他每天坐地铁上班。"}], "他每天乘坐公共交通上班。", [True]),
    ([{"factText": "我们坐飞机去了北京。"}], "我们坐火车去了北京。", [False]),
    ([{"factText": "私たちは新幹線で大阪へ行った。"}], "私たちは電車で大阪へ行った。", [True]),
    ([{"factText": "我们坐飞机去了北京。"}], "我们乘船去了北京。", [False]),
    ([{"factText": "朝食はバイキング形式でした。"}], "夕食はバイキング形式でした。", [False]),
    ([{"factText": "朝食はバイキング形式でした。"}], "朝ごはんはビュッフェでした。", [True]),
    ([{"factText": "酒店的早餐很丰富。"}], "酒店的晚餐很丰富。", [False]),
    ([{"factText": "酒店的早餐很丰富。"}], "酒店的早饭种类很多。", [True]),
    ([{"factText": "昼食は近くのレストランでとった。"}], "夕食は近くのレストランでとった。", [False]),
    ([{"factText": "夕食も朝食も美味しかった。"}], "朝食が美味しかった。", [True]),
    ([{"factText": "我们中午在学校食堂吃了午饭。"}], "我们在学校食堂吃了晚饭。", [False]),
    ([{"factText": "图书馆开放时间为9:00至21:00。"}], "图书馆晚上也开放。", [True]),
    ([{"factText": "图书馆开放时间为9:00至12:00。"}], "图书馆晚上开放。", [False]),
    ([{"factText": "受付は午前9時から正午までです。"}], "受付は午後も行っている。", [False]),
    ([{"factText": "受付は午前9時から午後5時までです。"}], "受付は午後も行っている。", [True]),
    ([{"factText": "这家店从早上七点营业到晚上十点。"}], "这家店下午也营业。", [True]),
    ([{"factText": "他昨天晚上加班到十一点。"}], "他昨天早上加班。", [False]),
    ([{"factText": "夜のライトアップは19時から。"}], "ライトアップは午前中に行われる。", [False]),
    ([{"factText": "两名女子坐在沙发上聊天。"}], "两名女子在聊天。", [True]),
    ([{"factText": "赤いドレスの女性がピアノを弾いている。"}], "女性がドレスを着ている。", [True]),
    ([{"factText": "赤いドレスの女性がピアノを弾いている。"}], "青いドレスの女性がピアノを弾いている。", [False]),
    ([{"factText": "一个戴着黄色帽子的工人在修路。"}], "一个戴着白色帽子的工人在修路。", [False]),
    ([{"factText": "一个戴着黄色帽子的工人在修路。"}], "一个工人在工作。", [True]),
    ([{"factText": "朝食付きプランで、夕食は各自でとる。"}], "このプランには朝食が付いている。", [True]),
    ([{"factText": "早餐和晚餐都包含在房费里。"}], "房费包含晚餐。", [True]),
    ([{"factText": "他开车送孩子去学校，然后坐地铁上班。"}], "他坐地铁上班。", [True]),
    ([{"factText": "那辆公交车上坐满了乘客。"}], "公交车上有很多乘客。", [True]),
    ([{"factText": "少年がサッカーボールを蹴っている。"}], "少女がサッカーボールを蹴っている。", [False]),
    ([{"factText": "少年がサッカーボールを蹴っている。"}], "子供がボールを蹴っている。", [True]),
    ([{"factText": "一位女士在超市买水果。"}], "一位女士在超市买蔬菜。", [False]),
    ([{"factText": "一位女士在超市买水果。"}], "一位女士在购物。", [True]),
    # twenty-sixth session, check batch 74: Japanese captions (colours on other things, animals, ages, counts, vehicles)
    ([{"factText": "緑の芝生の上で茶色い犬がフリスビーをくわえている。"}], "犬がフリスビーをくわえている。", [True]),
    ([{"factText": "緑の芝生の上で茶色い犬がフリスビーをくわえている。"}], "白い犬がフリスビーをくわえている。", [False]),
    ([{"factText": "緑の芝生の上で茶色い犬がフリスビーをくわえている。"}], "茶色い犬が芝生の上にいる。", [True]),
    ([{"factText": "緑の芝生の上で茶色い犬がフリスビーをくわえている。"}], "茶色い猫がフリスビーをくわえている。", [False]),
    ([{"factText": "駅のホームで電車を待つ人々がいる。"}], "人々が電車を待っている。", [True]),
    ([{"factText": "駅のホームで電車を待つ人々がいる。"}], "人々がバスを待っている。", [False]),
    ([{"factText": "駅のホームで電車を待つ人々がいる。"}], "ホームには誰もいない。", [False]),
    ([{"factText": "男の子が二人、川で釣りをしている。"}], "子供たちが釣りをしている。", [True]),
    ([{"factText": "男の子が二人、川で釣りをしている。"}], "男の子が三人、川で釣りをしている。", [False]),
    ([{"factText": "男の子が二人、川で釣りをしている。"}], "女の子が二人、川で釣りをしている。", [False]),
    ([{"factText": "男の子が二人、川で釣りをしている。"}], "男の子たちが海で釣りをしている。", [False]),
    ([{"factText": "夕方の海辺をカップルが歩いている。"}], "二人が海辺を歩いている。", [True]),
    ([{"factText": "夕方の海辺をカップルが歩いている。"}], "朝の海辺をカップルが歩いている。", [False]),
    ([{"factText": "夕方の海辺をカップルが歩いている。"}], "カップルが海辺を走っている。", [False]),
    ([{"factText": "皿の上にハンバーガーとポテトがのっている。"}], "皿の上に食べ物がある。", [True]),
    ([{"factText": "皿の上にハンバーガーとポテトがのっている。"}], "皿の上に寿司がのっている。", [False]),
    ([{"factText": "皿の上にハンバーガーとポテトがのっている。"}], "皿の上には何ものっていない。", [False]),
    ([{"factText": "女性がソファに座って本を読んでいる。"}], "女性が読書をしている。", [True]),
    ([{"factText": "女性がソファに座って本を読んでいる。"}], "女性がソファに寝転んで本を読んでいる。", [False]),
    ([{"factText": "女性がソファに座って本を読んでいる。"}], "女性がソファに座ってテレビを見ている。", [False]),
    ([{"factText": "白いシャツを着た男性が黒い犬を散歩させている。"}], "男性が犬を散歩させている。", [True]),
    ([{"factText": "白いシャツを着た男性が黒い犬を散歩させている。"}], "男性が黒いシャツを着ている。", [False]),
    ([{"factText": "白いシャツを着た男性が黒い犬を散歩させている。"}], "男性が白い犬を散歩させている。", [False]),
    ([{"factText": "信号待ちの交差点にトラックが一台止まっている。"}], "交差点に車両が止まっている。", [True]),
    ([{"factText": "信号待ちの交差点にトラックが一台止まっている。"}], "交差点にバスが一台止まっている。", [False]),
    ([{"factText": "信号待ちの交差点にトラックが一台止まっている。"}], "交差点にトラックが二台止まっている。", [False]),
    ([{"factText": "子供が公園のブランコで遊んでいる。"}], "子供が遊んでいる。", [True]),
    ([{"factText": "子供が公園のブランコで遊んでいる。"}], "子供が公園の滑り台で遊んでいる。", [False]),
    ([{"factText": "子供が公園のブランコで遊んでいる。"}], "大人が公園のブランコで遊んでいる。", [False]),
    ([{"factText": "机の上にパソコンが三台並んでいる。"}], "机の上にパソコンがある。", [True]),
    ([{"factText": "机の上にパソコンが三台並んでいる。"}], "机の上にパソコンが一台ある。", [False]),
    ([{"factText": "雪が積もった山を背景に、スキーヤーが滑っている。"}], "スキーヤーが雪山で滑っている。", [True]),
    ([{"factText": "雪が積もった山を背景に、スキーヤーが滑っている。"}], "スノーボーダーが滑っている。", [False]),
    ([{"factText": "キッチンでシェフがフライパンを使って料理している。"}], "シェフが料理している。", [True]),
    ([{"factText": "キッチンでシェフがフライパンを使って料理している。"}], "シェフが鍋を洗っている。", [False]),
    ([{"factText": "空に飛行機が一機飛んでいる。"}], "空に何かが飛んでいる。", [True]),
    ([{"factText": "空に飛行機が一機飛んでいる。"}], "空にヘリコプターが飛んでいる。", [False]),
    ([{"factText": "テーブルの上に赤いりんごが三つある。"}], "テーブルの上にりんごがある。", [True]),
    ([{"factText": "テーブルの上に赤いりんごが三つある。"}], "テーブルの上に青いりんごが三つある。", [False]),
    ([{"factText": "テーブルの上に赤いりんごが三つある。"}], "テーブルの上にりんごが五つある。", [False]),
    # twenty-sixth session, check batch 75: Chinese pairs of many genres (noon, rooms, driving, late trains, comparisons,
    # surnames with titles, half a day)
    ([{"factText": "这家餐厅的招牌菜是红烧肉，每天中午都有很多人排队。"}], "这家餐厅中午生意很好。", [True]),
    ([{"factText": "这家餐厅的招牌菜是红烧肉，每天中午都有很多人排队。"}], "这家餐厅的招牌菜是糖醋鱼。", [False]),
    ([{"factText": "这家餐厅的招牌菜是红烧肉，每天中午都有很多人排队。"}], "这家餐厅晚上排队的人很多。", [False]),
    ([{"factText": "小李去年夏天在北京大学读完了硕士。"}], "小李有硕士学位。", [True]),
    ([{"factText": "小李去年夏天在北京大学读完了硕士。"}], "小李去年冬天读完了硕士。", [False]),
    ([{"factText": "小李去年夏天在北京大学读完了硕士。"}], "小李在清华大学读的硕士。", [False]),
    ([{"factText": "会议决定把项目的截止日期从五月推迟到七月。"}], "项目的截止日期推迟了。", [True]),
    ([{"factText": "会议决定把项目的截止日期从五月推迟到七月。"}], "项目的截止日期提前了。", [False]),
    ([{"factText": "会议决定把项目的截止日期从五月推迟到七月。"}], "项目的截止日期从七月推迟到了九月。", [False]),
    ([{"factText": "这部手机的电池可以连续使用两天。"}], "这部手机的电池续航时间较长。", [True]),
    ([{"factText": "这部手机的电池可以连续使用两天。"}], "这部手机的电池只能用半天。", [False]),
    ([{"factText": "她坐高铁从上海到南京只用了一个多小时。"}], "她坐高铁去了南京。", [True]),
    ([{"factText": "她坐高铁从上海到南京只用了一个多小时。"}], "她开车从上海到南京。", [False]),
    ([{"factText": "她坐高铁从上海到南京只用了一个多小时。"}], "她坐飞机从上海到南京。", [False]),
    ([{"factText": "学校规定学生在教室里不能使用手机。"}], "学生可以在教室里使用手机。", [False]),
    ([{"factText": "学校规定学生在教室里不能使用手机。"}], "学校对学生使用手机有规定。", [True]),
    ([{"factText": "爷爷每天早饭后都要去公园散步。"}], "爷爷每天去公园散步。", [True]),
    ([{"factText": "爷爷每天早饭后都要去公园散步。"}], "爷爷每天晚饭后去公园散步。", [False]),
    ([{"factText": "爷爷每天早饭后都要去公园散步。"}], "奶奶每天早饭后去公园散步。", [False]),
    ([{"factText": "这座城市冬天很少下雪，但经常下雨。"}], "这座城市冬天经常下雪。", [False]),
    ([{"factText": "这座城市冬天很少下雪，但经常下雨。"}], "这座城市冬天常常下雨。", [True]),
    ([{"factText": "他把旧自行车卖了，买了一辆电动车。"}], "他现在有一辆电动车。", [True]),
    ([{"factText": "他把旧自行车卖了，买了一辆电动车。"}], "他买了一辆新自行车。", [False]),
    ([{"factText": "博物馆周二至周日开放，周一闭馆。"}], "博物馆周一不开放。", [True]),
    ([{"factText": "博物馆周二至周日开放，周一闭馆。"}], "博物馆周三闭馆。", [False]),
    ([{"factText": "我妹妹比我小三岁，今年上大学二年级。"}], "我妹妹是大学生。", [True]),
    ([{"factText": "我妹妹比我小三岁，今年上大学二年级。"}], "我妹妹比我大三岁。", [False]),
    ([{"factText": "我妹妹比我小三岁，今年上大学二年级。"}], "我妹妹今年上大学四年级。", [False]),
    ([{"factText": "张教授的讲座吸引了两百多名学生参加。"}], "很多学生参加了张教授的讲座。", [True]),
    ([{"factText": "张教授的讲座吸引了两百多名学生参加。"}], "只有二十名学生参加了讲座。", [False]),
    ([{"factText": "张教授的讲座吸引了两百多名学生参加。"}], "王教授的讲座吸引了两百多名学生。", [False]),
    ([{"factText": "她用白色的油漆把卧室的墙重新刷了一遍。"}], "卧室的墙是白色的。", [True]),
    ([{"factText": "她用白色的油漆把卧室的墙重新刷了一遍。"}], "她把卧室的墙刷成了蓝色。", [False]),
    ([{"factText": "她用白色的油漆把卧室的墙重新刷了一遍。"}], "她把客厅的墙重新刷了一遍。", [False]),
    ([{"factText": "火车晚点了半个小时，我们到站时已经是深夜了。"}], "我们很晚才到站。", [True]),
    ([{"factText": "火车晚点了半个小时，我们到站时已经是深夜了。"}], "火车准时到站。", [False]),
    ([{"factText": "火车晚点了半个小时，我们到站时已经是深夜了。"}], "我们到站时是早上。", [False]),
    ([{"factText": "因为感冒，他这周一直在家休息，没去上班。"}], "他这周没有上班。", [True]),
    ([{"factText": "因为感冒，他这周一直在家休息，没去上班。"}], "他这周照常上班。", [False]),
    ([{"factText": "因为感冒，他这周一直在家休息，没去上班。"}], "他因为骨折在家休息。", [False]),
    # twenty-sixth session, check batch 76: written after the rules of batches 68 to 75 and run on them and on engine 1.22
    # (13 wrong on 1.22, 5 on the new rules as first run, 3 after a flight was read as a plane and 遅れ as late)
    ([{"factText": "一只灰色的小猫躲在沙发下面。"}], "一只小猫躲在沙发下面。", [True]),
    ([{"factText": "一只灰色的小猫躲在沙发下面。"}], "一只橘色的小猫躲在沙发下面。", [False]),
    ([{"factText": "一只灰色的小猫躲在沙发下面。"}], "一只灰色的小狗躲在沙发下面。", [False]),
    ([{"factText": "一只灰色的小猫躲在沙发下面。"}], "一只灰色的小猫躲在床下面。", [False]),
    ([{"factText": "青い服を着た女の子が犬と遊んでいる。"}], "女の子が犬と遊んでいる。", [True]),
    ([{"factText": "青い服を着た女の子が犬と遊んでいる。"}], "赤い服を着た女の子が犬と遊んでいる。", [False]),
    ([{"factText": "青い服を着た女の子が犬と遊んでいる。"}], "青い服を着た男の子が犬と遊んでいる。", [False]),
    ([{"factText": "青い服を着た女の子が犬と遊んでいる。"}], "青い服を着た女の子が馬と遊んでいる。", [False]),
    ([{"factText": "青い服を着た女の子が犬と遊んでいる。"}], "青い服の子供が遊んでいる。", [True]),
    ([{"factText": "父は毎朝バスで会社に通っている。"}], "父はバスで通勤している。", [True]),
    ([{"factText": "父は毎朝バスで会社に通っている。"}], "父は自転車で会社に通っている。", [False]),
    ([{"factText": "父は毎朝バスで会社に通っている。"}], "父は毎晩バスで会社に通っている。", [False]),
    ([{"factText": "我们在酒店吃了一顿丰盛的晚餐。"}], "我们在酒店吃了晚饭。", [True]),
    ([{"factText": "我们在酒店吃了一顿丰盛的晚餐。"}], "我们在酒店吃了一顿丰盛的早餐。", [False]),
    ([{"factText": "我们在酒店吃了一顿丰盛的晚餐。"}], "我们在酒店吃了一顿简单的晚餐。", [False]),
    ([{"factText": "演唱会原定周六晚上举行，因暴雨推迟到周日。"}], "演唱会推迟了一天。", [True]),
    ([{"factText": "演唱会原定周六晚上举行，因暴雨推迟到周日。"}], "演唱会因暴雨被取消。", [False]),
    ([{"factText": "演唱会原定周六晚上举行，因暴雨推迟到周日。"}], "演唱会在周六晚上如期举行。", [False]),
    ([{"factText": "会場には大人と子供合わせて300人が集まった。"}], "会場に300人が集まった。", [True]),
    ([{"factText": "会場には大人と子供合わせて300人が集まった。"}], "会場には子供も来ていた。", [True]),
    ([{"factText": "王医生每周三下午在社区诊所坐诊。"}], "王医生每周三在社区诊所坐诊。", [True]),
    ([{"factText": "王医生每周三下午在社区诊所坐诊。"}], "李医生每周三下午在社区诊所坐诊。", [False]),
    ([{"factText": "王医生每周三下午在社区诊所坐诊。"}], "王医生每周三上午在社区诊所坐诊。", [False]),
    ([{"factText": "王医生每周三下午在社区诊所坐诊。"}], "王医生每周五下午在社区诊所坐诊。", [False]),
    ([{"factText": "この部屋は隣の部屋より広い。"}], "この部屋は隣の部屋より狭い。", [False]),
    ([{"factText": "今年的降雨量比去年少。"}], "今年的降雨量比去年多。", [False]),
    ([{"factText": "今年的降雨量比去年少。"}], "去年的降雨量比今年多。", [True]),
    ([{"factText": "キッチンの窓から海が見える。"}], "キッチンから海が見える。", [True]),
    ([{"factText": "キッチンの窓から海が見える。"}], "寝室の窓から海が見える。", [False]),
    ([{"factText": "这台电脑我只用了半年就坏了。"}], "这台电脑用了不到一年就坏了。", [True]),
    ([{"factText": "这台电脑我只用了半年就坏了。"}], "这台电脑用了半个月就坏了。", [False]),
    ([{"factText": "夜の便は30分遅れて到着した。"}], "夜の便は遅れて到着した。", [True]),
    ([{"factText": "夜の便は30分遅れて到着した。"}], "夜の便は定刻に到着した。", [False]),
    ([{"factText": "那辆白色的轿车停在楼下。"}], "楼下停着一辆车。", [True]),
    ([{"factText": "那辆白色的轿车停在楼下。"}], "楼下停着一辆白色的卡车。", [False]),
    ([{"factText": "父亲开车送我去机场，我坐早上的航班去了成都。"}], "我坐飞机去了成都。", [True]),
    ([{"factText": "父亲开车送我去机场，我坐早上的航班去了成都。"}], "我坐晚上的航班去了成都。", [False]),
    ([{"factText": "牛が草原で草を食べている。"}], "牛が草を食べている。", [True]),
    ([{"factText": "牛が草原で草を食べている。"}], "羊が草原で草を食べている。", [False]),
    ([{"factText": "孩子们在老师的带领下参观了动物园。"}], "孩子们参观了动物园。", [True]),
    # twenty-sixth session, check batch 78: XNLI-like pairs in Chinese and Japanese (telephone, fiction, government)
    ([{"factText": "政府将在今后三年内为农村地区新建五百所学校。"}], "政府计划在农村建学校。", [True]),
    ([{"factText": "政府将在今后三年内为农村地区新建五百所学校。"}], "政府计划在城市新建五百所学校。", [False]),
    ([{"factText": "政府将在今后三年内为农村地区新建五百所学校。"}], "政府将在今后五年内新建学校。", [False]),
    ([{"factText": "嗯，我其实不太喜欢看电视，我更喜欢读书。"}], "我喜欢读书胜过看电视。", [True]),
    ([{"factText": "嗯，我其实不太喜欢看电视，我更喜欢读书。"}], "我非常喜欢看电视。", [False]),
    ([{"factText": "他推开门，发现屋里一个人也没有。"}], "屋里没有人。", [True]),
    ([{"factText": "他推开门，发现屋里坐满了人。"}], "屋里空无一人。", [False]),
    ([{"factText": "这项法律自明年一月起生效，适用于所有公司。"}], "这项法律明年生效。", [True]),
    ([{"factText": "这项法律自明年一月起生效，适用于所有公司。"}], "这项法律只适用于大公司。", [False]),
    ([{"factText": "这项法律自明年一月起生效，适用于所有公司。"}], "这项法律已经生效。", [False]),
    ([{"factText": "我们那里的冬天特别冷，经常零下二十度。"}], "我们那里冬天很暖和。", [False]),
    ([{"factText": "我们那里的冬天特别冷，经常零下二十度。"}], "我们那里冬天温度很低。", [True]),
    ([{"factText": "这本书出版后一个月内就卖出了十万册。"}], "这本书很畅销。", [True]),
    ([{"factText": "这本书出版后一个月内就卖出了十万册。"}], "这本书一年才卖出十万册。", [False]),
    ([{"factText": "旅客可以在机场免费使用无线网络。"}], "机场的无线网络是收费的。", [False]),
    ([{"factText": "旅客可以在机场免费使用无线网络。"}], "机场提供无线网络。", [True]),
    ([{"factText": "市の人口はこの10年で約2割減少した。"}], "市の人口は減っている。", [True]),
    ([{"factText": "市の人口はこの10年で約2割減少した。"}], "市の人口はこの10年で増加した。", [False]),
    ([{"factText": "市の人口はこの10年で約2割減少した。"}], "市の人口はこの10年で半分になった。", [False]),
    ([{"factText": "えーと、週末はたいてい家族とキャンプに行くんですよ。"}], "週末は家族とキャンプに行くことが多い。", [True]),
    ([{"factText": "えーと、週末はたいてい家族とキャンプに行くんですよ。"}], "週末はたいてい一人で過ごす。", [False]),
    ([{"factText": "彼女は扉を開けると、静かに部屋に入った。"}], "彼女は部屋に入った。", [True]),
    ([{"factText": "彼女は扉を開けると、静かに部屋に入った。"}], "彼女は大きな音を立てて部屋に入った。", [False]),
    ([{"factText": "この制度は来年4月から全国で導入される。"}], "この制度はすでに全国で導入されている。", [False]),
    ([{"factText": "この制度は来年4月から全国で導入される。"}], "この制度は来年導入される予定だ。", [True]),
    ([{"factText": "この制度は来年4月から全国で導入される。"}], "この制度は一部の地域だけで導入される。", [False]),
    ([{"factText": "新しい駅は市の中心部から車で20分ほどの場所にある。"}], "新しい駅は市の中心部にある。", [False]),
    ([{"factText": "新しい駅は市の中心部から車で20分ほどの場所にある。"}], "新しい駅は市の中心部から離れている。", [True]),
    ([{"factText": "その会社は昨年、従業員を100人削減した。"}], "その会社は昨年、従業員を増やした。", [False]),
    ([{"factText": "その会社は昨年、従業員を100人削減した。"}], "その会社は昨年人員を減らした。", [True]),
    ([{"factText": "博物館の入館料は大人500円、中学生以下は無料です。"}], "中学生は入館料がかからない。", [True]),
    ([{"factText": "博物館の入館料は大人500円、中学生以下は無料です。"}], "中学生の入館料は500円です。", [False]),
    ([{"factText": "博物館の入館料は大人500円、中学生以下は無料です。"}], "大人は無料で入館できる。", [False]),
    ([{"factText": "这次考试他只考了六十分，勉强及格。"}], "他这次考试没有及格。", [False]),
    ([{"factText": "这次考试他只考了六十分，勉强及格。"}], "他这次考试及格了。", [True]),
    ([{"factText": "这次考试他只考了六十分，勉强及格。"}], "他这次考试得了高分。", [False]),
    ([{"factText": "老板说下个月开始每周只需要上四天班。"}], "下个月起每周上四天班。", [True]),
    ([{"factText": "老板说下个月开始每周只需要上四天班。"}], "下个月起每周要上六天班。", [False]),
    ([{"factText": "她在国外生活了十年，去年才回国。"}], "她去年回国了。", [True]),
    ([{"factText": "她在国外生活了十年，去年才回国。"}], "她一直住在国内。", [False]),
    # twenty-sixth session, check batch 79: SICK-like pairs (passives, nobody, instruments, riding)
    ([{"factText": "男性がギターを弾いている。"}], "ギターが男性によって弾かれている。", [True]),
    ([{"factText": "男性がギターを弾いている。"}], "ギターを弾いている男性はいない。", [False]),
    ([{"factText": "男性がギターを弾いている。"}], "誰もギターを弾いていない。", [False]),
    ([{"factText": "女性がタマネギを切っている。"}], "タマネギが女性に切られている。", [True]),
    ([{"factText": "女性がタマネギを切っている。"}], "女性がジャガイモの皮をむいている。", [False]),
    ([{"factText": "子供たちが浜辺で走り回っている。"}], "子供たちが浜辺で座っている。", [False]),
    ([{"factText": "子供たちが浜辺で走り回っている。"}], "浜辺に子供はいない。", [False]),
    ([{"factText": "子供たちが浜辺で走り回っている。"}], "子供たちが屋外で遊んでいる。", [True]),
    ([{"factText": "一匹の猫がテーブルの上で寝ている。"}], "猫が眠っている。", [True]),
    ([{"factText": "一匹の猫がテーブルの上で寝ている。"}], "猫がテーブルの上を走っている。", [False]),
    ([{"factText": "二人の男性がボクシングをしている。"}], "二人の男性が戦っている。", [True]),
    ([{"factText": "二人の男性がボクシングをしている。"}], "二人の女性がボクシングをしている。", [False]),
    ([{"factText": "男性が車を運転している。"}], "男性が車を洗っている。", [False]),
    ([{"factText": "男性が車を運転している。"}], "車を運転している人がいる。", [True]),
    ([{"factText": "女性が鏡の前で化粧をしている。"}], "女性が化粧をしている。", [True]),
    ([{"factText": "女性が鏡の前で化粧をしている。"}], "女性は化粧をしていない。", [False]),
    ([{"factText": "一个男人正在弹钢琴。"}], "钢琴正在被一个男人弹奏。", [True]),
    ([{"factText": "一个男人正在弹钢琴。"}], "没有人在弹钢琴。", [False]),
    ([{"factText": "一个男人正在弹钢琴。"}], "一个男人正在弹吉他。", [False]),
    ([{"factText": "一个女人正在切西红柿。"}], "西红柿正在被切。", [True]),
    ([{"factText": "一个女人正在切西红柿。"}], "一个女人正在吃西红柿。", [False]),
    ([{"factText": "一群孩子在草地上踢球。"}], "孩子们在玩。", [True]),
    ([{"factText": "一群孩子在草地上踢球。"}], "草地上没有孩子。", [False]),
    ([{"factText": "一群孩子在草地上踢球。"}], "一群孩子在教室里上课。", [False]),
    ([{"factText": "一只狗正在游泳池里游泳。"}], "一只狗在水里。", [True]),
    ([{"factText": "一只狗正在游泳池里游泳。"}], "一只狗在草地上奔跑。", [False]),
    ([{"factText": "一只狗正在游泳池里游泳。"}], "一只猫正在游泳池里游泳。", [False]),
    ([{"factText": "两个人在跳舞。"}], "有人在跳舞。", [True]),
    ([{"factText": "两个人在跳舞。"}], "没有人在跳舞。", [False]),
    ([{"factText": "两个人在跳舞。"}], "三个人在跳舞。", [False]),
    ([{"factText": "一个男人在骑马。"}], "一个人在骑动物。", [True]),
    ([{"factText": "一个男人在骑马。"}], "一个男人在骑自行车。", [False]),
    ([{"factText": "一个男人在骑马。"}], "一个男人从马上摔了下来。", [False]),
    ([{"factText": "女の子が縄跳びをしている。"}], "女の子が運動している。", [True]),
    ([{"factText": "女の子が縄跳びをしている。"}], "女の子が本を読んでいる。", [False]),
    ([{"factText": "男性が木に登っている。"}], "男性が木から降りている。", [False]),
    ([{"factText": "男性が木に登っている。"}], "男性が木の上にいる。", [True]),
    ([{"factText": "女性がバイオリンを演奏している。"}], "女性が楽器を弾いている。", [True]),
    ([{"factText": "女性がバイオリンを演奏している。"}], "女性がフルートを演奏している。", [False]),
    ([{"factText": "女性がバイオリンを演奏している。"}], "男性がバイオリンを演奏している。", [False]),
    # twenty-sixth session, check batch 80: the worked examples with details the facts do not give (a season, a colour, a
    # record, a fire), a relative clause after a year, roles listed with だけでなく
    (JA, "タイタニックは1997年に公開されたアメリカ映画だ。", [True]),
    (JA, "タイタニックは1997年の夏に公開された。", [False]),
    (JA, "タイタニックはキャメロンが監督し、ディカプリオとウィンスレットが主演した。", [True]),
    (JA, "タイタニックはキャメロンが監督し、ディカプリオとブラッド・ピットが主演した。", [False]),
    (JA, "この映画は1912年に起きた沈没事故を描いている。", [True]),
    (JA, "この映画は1912年に起きた火災事故を描いている。", [False]),
    (JA, "この映画はアカデミー賞で11部門を制した。", [True]),
    (JA, "この映画はアカデミー賞で11部門にノミネートされた。", [False]),
    (JA, "キャメロンは監督だけでなく主演も務めた。", [False]),
    (JA, "ウィキペディアによれば、この映画の監督はジェームズ・キャメロンだ。", [True]),
    (JA, "ニューヨーク・タイムズによれば、この映画の監督はジェームズ・キャメロンだ。", [False]),
    (JA, "この映画は興行収入で歴代1位を記録した。", [False]),
    (JA, "タイタニックは白黒映画である。", [False]),
    (ZH, "《泰坦尼克号》是一部1997年的美国电影。", [True]),
    (ZH, "《泰坦尼克号》是一部1997年的法国电影。", [False]),
    (ZH, "《泰坦尼克号》于1997年冬天上映。", [False]),
    (ZH, "卡梅隆执导了该片，迪卡普里奥和温斯莱特担任主演。", [True]),
    (ZH, "卡梅隆执导了该片，迪卡普里奥和汤姆·汉克斯担任主演。", [False]),
    (ZH, "影片讲述了1912年泰坦尼克号沉没的故事。", [True]),
    (ZH, "影片讲述了1912年泰坦尼克号起火的故事。", [False]),
    (ZH, "卡梅隆不仅执导了该片，还担任了男主角。", [False]),
    (ZH, "根据维基百科，该片的导演是詹姆斯·卡梅隆。", [True]),
    (ZH, "根据人民日报，该片的导演是詹姆斯·卡梅隆。", [False]),
    (ZH, "该片是史上票房最高的电影。", [False]),
    (ZH, "该片是一部黑白电影。", [False]),
    (EN, "タイタニックは1997年のアメリカ映画だ。", [True]),
    (EN, "该片由凯特·温斯莱特和莱昂纳多·迪卡普里奥主演。", [True]),
    (EN, "该片获得了12项奥斯卡奖。", [False]),
    (EN, "この映画はキャメロンが脚本を書いた。", [True]),
    (JA, "Titanic stars Leonardo DiCaprio and Kate Winslet.", [True]),
    (JA, "Titanic stars Leonardo DiCaprio and Tom Hanks.", [False]),
    (ZH, "The movie won 11 Academy Awards.", [True]),
    (ZH, "The movie won 11 Golden Globe Awards.", [False]),
    # twenty-sixth session, check batch 81: hotel reviews in Japanese and Chinese, written for these tests
    ([{"factText": "部屋は広くて清潔でした。"}], "部屋はきれいでした。", [True]),
    ([{"factText": "部屋は広くて清潔でした。"}], "部屋は狭かったです。", [False]),
    ([{"factText": "部屋は広くて清潔でした。"}], "部屋からの眺めが良かった。", [False]),
    ([{"factText": "朝食のバイキングは品数が多くて満足です。"}], "朝食に満足しました。", [True]),
    ([{"factText": "朝食のバイキングは品数が多くて満足です。"}], "夕食のバイキングに満足しました。", [False]),
    ([{"factText": "朝食のバイキングは品数が多くて満足です。"}], "朝食は品数が少なかった。", [False]),
    ([{"factText": "駅から徒歩3分で、アクセスが便利でした。"}], "駅から近かったです。", [True]),
    ([{"factText": "駅から徒歩3分で、アクセスが便利でした。"}], "駅から徒歩15分かかりました。", [False]),
    ([{"factText": "駅から徒歩3分で、アクセスが便利でした。"}], "駅から遠くて不便でした。", [False]),
    ([{"factText": "スタッフの対応がとても丁寧でした。"}], "スタッフの対応が良かったです。", [True]),
    ([{"factText": "スタッフの対応がとても丁寧でした。"}], "スタッフの対応が雑でした。", [False]),
    ([{"factText": "温泉は露天風呂もあって最高でした。"}], "露天風呂がありました。", [True]),
    ([{"factText": "温泉は露天風呂もあって最高でした。"}], "露天風呂はありませんでした。", [False]),
    ([{"factText": "夜は静かでぐっすり眠れました。"}], "よく眠れました。", [True]),
    ([{"factText": "夜は静かでぐっすり眠れました。"}], "夜はうるさくて眠れませんでした。", [False]),
    ([{"factText": "チェックインは15時からでした。"}], "チェックインは午後からでした。", [True]),
    ([{"factText": "チェックインは15時からでした。"}], "チェックインは午前中からできました。", [False]),
    ([{"factText": "駐車場は無料で利用できました。"}], "駐車場は有料でした。", [False]),
    ([{"factText": "駐車場は無料で利用できました。"}], "駐車場がありました。", [True]),
    ([{"factText": "夕食は部屋食で、ゆっくり食べられました。"}], "夕食は食堂でとりました。", [False]),
    ([{"factText": "夕食は部屋食で、ゆっくり食べられました。"}], "夕食は部屋で食べました。", [True]),
    ([{"factText": "Wi-Fiが部屋でつながらなかったのが残念です。"}], "部屋でWi-Fiが使えなかった。", [True]),
    ([{"factText": "Wi-Fiが部屋でつながらなかったのが残念です。"}], "部屋のWi-Fiは快適でした。", [False]),
    ([{"factText": "子供連れでしたが、スタッフの方が親切にしてくれました。"}], "スタッフが親切でした。", [True]),
    ([{"factText": "子供連れでしたが、スタッフの方が親切にしてくれました。"}], "大人だけで宿泊しました。", [False]),
    ([{"factText": "房间很干净，就是隔音不太好。"}], "房间隔音效果不好。", [True]),
    ([{"factText": "房间很干净，就是隔音不太好。"}], "房间隔音效果很好。", [False]),
    ([{"factText": "房间很干净，就是隔音不太好。"}], "房间很脏。", [False]),
    ([{"factText": "早餐种类很多，味道也不错。"}], "早餐很好吃。", [True]),
    ([{"factText": "早餐种类很多，味道也不错。"}], "晚餐种类很多。", [False]),
    ([{"factText": "酒店离地铁站步行只要五分钟。"}], "酒店离地铁站很近。", [True]),
    ([{"factText": "酒店离地铁站步行只要五分钟。"}], "酒店离地铁站步行要二十分钟。", [False]),
    ([{"factText": "前台服务员态度很热情。"}], "前台服务很好。", [True]),
    ([{"factText": "前台服务员态度很热情。"}], "前台服务员态度冷淡。", [False]),
    ([{"factText": "停车场是免费的。"}], "停车要收费。", [False]),
    ([{"factText": "停车场是免费的。"}], "酒店有停车场。", [True]),
    ([{"factText": "我们住了三晚，每天都有人打扫房间。"}], "我们住了三个晚上。", [True]),
    ([{"factText": "我们住了三晚，每天都有人打扫房间。"}], "我们住了两晚。", [False]),
    ([{"factText": "我们住了三晚，每天都有人打扫房间。"}], "房间没有人打扫。", [False]),
    ([{"factText": "窗外就是海，风景非常漂亮。"}], "从房间可以看到海。", [True]),
    # twenty-sixth session, check batch 82: captions with one of a thing (一人, 一个), kinds and postures
    ([{"factText": "一人の女性が公園のベンチで本を読んでいる。"}], "二人の女性が公園のベンチで本を読んでいる。", [False]),
    ([{"factText": "一人の女性が公園のベンチで本を読んでいる。"}], "女性が本を読んでいる。", [True]),
    ([{"factText": "テーブルの上にケーキが一つ置いてある。"}], "テーブルの上にケーキが三つ置いてある。", [False]),
    ([{"factText": "テーブルの上にケーキが一つ置いてある。"}], "テーブルの上にケーキがある。", [True]),
    ([{"factText": "男性が一人で山道を歩いている。"}], "男性が一人で歩いている。", [True]),
    ([{"factText": "男性が一人で山道を歩いている。"}], "男性たちが大勢で山道を歩いている。", [False]),
    ([{"factText": "花瓶に赤いバラが一本さしてある。"}], "花瓶にバラがさしてある。", [True]),
    ([{"factText": "花瓶に赤いバラが一本さしてある。"}], "花瓶に白いバラが一本さしてある。", [False]),
    ([{"factText": "二人の子供が雪の中で遊んでいる。"}], "子供たちが雪の中で遊んでいる。", [True]),
    ([{"factText": "二人の子供が雪の中で遊んでいる。"}], "一人の子供が雪の中で遊んでいる。", [False]),
    ([{"factText": "屋根の上に猫が一匹座っている。"}], "屋根の上に猫が二匹座っている。", [False]),
    ([{"factText": "屋根の上に猫が一匹座っている。"}], "屋根の上に動物がいる。", [True]),
    ([{"factText": "夕暮れの空を鳥が飛んでいる。"}], "空を鳥が飛んでいる。", [True]),
    ([{"factText": "夕暮れの空を鳥が飛んでいる。"}], "朝の空を鳥が飛んでいる。", [False]),
    ([{"factText": "電車の中で乗客が座って眠っている。"}], "乗客が眠っている。", [True]),
    ([{"factText": "電車の中で乗客が座って眠っている。"}], "バスの中で乗客が座って眠っている。", [False]),
    ([{"factText": "電車の中で乗客が座って眠っている。"}], "電車の中で乗客が立って眠っている。", [False]),
    ([{"factText": "一个小女孩正在吹生日蜡烛。"}], "一个女孩在过生日。", [True]),
    ([{"factText": "一个小女孩正在吹生日蜡烛。"}], "一个小男孩正在吹生日蜡烛。", [False]),
    ([{"factText": "一个小女孩正在吹生日蜡烛。"}], "两个小女孩正在吹生日蜡烛。", [False]),
    ([{"factText": "厨师在厨房里切菜。"}], "厨师在做饭前的准备。", [True]),
    ([{"factText": "厨师在厨房里切菜。"}], "厨师在餐厅里给客人上菜。", [False]),
    ([{"factText": "三只鸭子在湖面上游。"}], "鸭子在水里。", [True]),
    ([{"factText": "三只鸭子在湖面上游。"}], "五只鸭子在湖面上游。", [False]),
    ([{"factText": "三只鸭子在湖面上游。"}], "三只鸭子在草地上走。", [False]),
    ([{"factText": "一位老奶奶坐在门口晒太阳。"}], "一位老人坐在门口。", [True]),
    ([{"factText": "一位老奶奶坐在门口晒太阳。"}], "一位老爷爷坐在门口晒太阳。", [False]),
    ([{"factText": "一位老奶奶坐在门口晒太阳。"}], "一位老奶奶站在门口晒太阳。", [False]),
    ([{"factText": "消防员正在扑灭一场大火。"}], "消防员在工作。", [True]),
    ([{"factText": "消防员正在扑灭一场大火。"}], "警察正在扑灭一场大火。", [False]),
    ([{"factText": "男性がスーツを着て会議室で発表している。"}], "男性がプレゼンをしている。", [True]),
    ([{"factText": "男性がスーツを着て会議室で発表している。"}], "男性が水着を着て会議室で発表している。", [False]),
    ([{"factText": "男性がスーツを着て会議室で発表している。"}], "女性がスーツを着て会議室で発表している。", [False]),
    ([{"factText": "雨の中、傘をさした人々が横断歩道を渡っている。"}], "人々が道路を渡っている。", [True]),
    ([{"factText": "雨の中、傘をさした人々が横断歩道を渡っている。"}], "晴れた日に人々が横断歩道を渡っている。", [False]),
    ([{"factText": "雨の中、傘をさした人々が横断歩道を渡っている。"}], "傘をさした人々が信号待ちをしている。", [False]),
    ([{"factText": "小さな男の子がお父さんと手をつないで歩いている。"}], "男の子が父親と歩いている。", [True]),
    ([{"factText": "小さな男の子がお父さんと手をつないで歩いている。"}], "男の子がお母さんと手をつないで歩いている。", [False]),
    ([{"factText": "小さな男の子がお父さんと手をつないで歩いている。"}], "男の子が一人で歩いている。", [False]),
    ([{"factText": "小さな男の子がお父さんと手をつないで歩いている。"}], "男の子が走っている。", [False]),
    # twenty-sixth session, check batch 83: written after every rule of the session and aimed at none (7 wrong on 1.22, 3
    # on 1.23; no change made for it)
    ([{"factText": "黄色いTシャツを着た少年がスケートボードに乗っている。"}], "少年がスケートボードに乗っている。", [True]),
    ([{"factText": "黄色いTシャツを着た少年がスケートボードに乗っている。"}], "緑のTシャツを着た少年がスケートボードに乗っている。", [False]),
    ([{"factText": "黄色いTシャツを着た少年がスケートボードに乗っている。"}], "少年が自転車に乗っている。", [False]),
    ([{"factText": "黄色いTシャツを着た少年がスケートボードに乗っている。"}], "少女がスケートボードに乗っている。", [False]),
    ([{"factText": "公園の池でアヒルが三羽泳いでいる。"}], "池で鳥が泳いでいる。", [True]),
    ([{"factText": "公園の池でアヒルが三羽泳いでいる。"}], "公園の池でアヒルが一羽泳いでいる。", [False]),
    ([{"factText": "公園の池でアヒルが三羽泳いでいる。"}], "公園の池で白鳥が三羽泳いでいる。", [False]),
    ([{"factText": "夜の街を大勢の人が歩いている。"}], "朝の街を大勢の人が歩いている。", [False]),
    ([{"factText": "夜の街を大勢の人が歩いている。"}], "街に人がたくさんいる。", [True]),
    ([{"factText": "一个穿蓝色衬衫的男人正在修理自行车。"}], "一个男人在修自行车。", [True]),
    ([{"factText": "一个穿蓝色衬衫的男人正在修理自行车。"}], "一个穿红色衬衫的男人正在修理自行车。", [False]),
    ([{"factText": "一个穿蓝色衬衫的男人正在修理自行车。"}], "一个穿蓝色衬衫的男人正在修理汽车。", [False]),
    ([{"factText": "一个穿蓝色衬衫的男人正在修理自行车。"}], "一个穿蓝色衬衫的女人正在修理自行车。", [False]),
    ([{"factText": "两个孩子在沙滩上放风筝。"}], "孩子们在户外。", [True]),
    ([{"factText": "两个孩子在沙滩上放风筝。"}], "两个孩子在屋里看电视。", [False]),
    ([{"factText": "两个孩子在沙滩上放风筝。"}], "四个孩子在沙滩上放风筝。", [False]),
    ([{"factText": "这家咖啡店早上七点开门，晚上九点关门。"}], "这家咖啡店晚上九点关门。", [True]),
    ([{"factText": "这家咖啡店早上七点开门，晚上九点关门。"}], "这家咖啡店早上九点开门。", [False]),
    ([{"factText": "このホテルの朝食は和食と洋食から選べます。"}], "朝食は洋食も選べる。", [True]),
    ([{"factText": "このホテルの朝食は和食と洋食から選べます。"}], "夕食は和食と洋食から選べる。", [False]),
    ([{"factText": "このホテルの朝食は和食と洋食から選べます。"}], "朝食は和食のみです。", [False]),
    ([{"factText": "我们坐了三个小时的大巴才到达景区。"}], "我们坐大巴去了景区。", [True]),
    ([{"factText": "我们坐了三个小时的大巴才到达景区。"}], "我们坐火车去了景区。", [False]),
    ([{"factText": "我们坐了三个小时的大巴才到达景区。"}], "我们坐了半个小时的大巴就到了景区。", [False]),
    ([{"factText": "会議は雪のため来週に延期された。"}], "会議は来週行われる予定だ。", [True]),
    ([{"factText": "会議は雪のため来週に延期された。"}], "会議は雪のため中止された。", [False]),
    ([{"factText": "会議は雪のため来週に延期された。"}], "会議は予定通り今日行われた。", [False]),
    (JA, "タイタニックは1997年公開のアメリカ映画で、ジェームズ・キャメロンが監督した。", [True]),
    (JA, "タイタニックは1997年公開の日本映画で、ジェームズ・キャメロンが監督した。", [False]),
    (JA, "この映画の主演はレオナルド・ディカプリオとケイト・ウィンスレットの二人だ。", [True]),
    (JA, "この映画の主演はレオナルド・ディカプリオとケイト・ウィンスレットとブラッド・ピットの三人だ。", [False]),
    (JA, "ウィキペディアによると、この映画はアカデミー賞を11部門受賞した。", [True]),
    (JA, "ブリタニカによると、この映画はアカデミー賞を11部門受賞した。", [False]),
    (ZH, "《泰坦尼克号》由詹姆斯·卡梅隆执导，于1997年上映。", [True]),
    (ZH, "《泰坦尼克号》由詹姆斯·卡梅隆执导，于1999年上映。", [False]),
    (ZH, "该片的两位主演是迪卡普里奥和温斯莱特。", [True]),
    (ZH, "该片的三位主演是迪卡普里奥、温斯莱特和皮特。", [False]),
    (ZH, "据百度百科，该片获得了11项奥斯卡奖。", [False]),
    # twenty-seventh session, check batch 84: the families found by scanning the training sets of other sources
    # (JSICK, JSeM, JHARS) for supported pairs the rules capped (20 wrong of 33 on 1.23, 3 on 1.24)
    ([{"factText": "この制度には法的な定義はない。"}], "この制度には法的な定義が存在しない。", [True]),
    ([{"factText": "この地域には大きな病院もない。"}], "この地域には大きな病院はない。", [True]),
    ([{"factText": "駅の周辺には駐車場が無い。"}], "駅の周辺に駐車場はありません。", [True]),
    ([{"factText": "特別な道具がなくても、誰でも簡単に作れる。"}], "特別な道具は必要ありません。", [True]),
    ([{"factText": "彼は一言も話さずに部屋を出た。"}], "彼は何も言わなかった。", [True]),
    ([{"factText": "このプランは朝食なし、素泊まりのみです。"}], "このプランには朝食が付いていません。", [True]),
    ([{"factText": "このホテルには駐車場がある。"}], "このホテルには駐車場がない。", [False]),
    ([{"factText": "该地区没有大型医院。"}], "该地区不存在大型医院。", [True]),
    ([{"factText": "参加者无需提前报名。"}], "参加者不需要提前报名。", [True]),
    ([{"factText": "该地区有一家大型医院。"}], "该地区没有大型医院。", [False]),
    ([{"factText": "一人の男性と一人の女性が公園を歩いている。"}], "二人の人が公園を歩いている。", [True]),
    ([{"factText": "二人の子供と一人の大人がバス停に立っている。"}], "三人の人がバス停に立っている。", [True]),
    ([{"factText": "一人の男性と二人の女性がベンチに座っている。"}], "二人の人がベンチに座っている。", [False]),
    ([{"factText": "两个男孩和一个女孩在草地上踢球。"}], "三个孩子在草地上踢球。", [True]),
    ([{"factText": "两个男孩和两个女孩在草地上踢球。"}], "三个孩子在草地上踢球。", [False]),
    ([{"factText": "女性が三つのリンゴをかごに入れている。"}], "一人の女性が三つのリンゴをかごに入れている。", [True]),
    ([{"factText": "男性が二匹の犬を散歩させている。"}], "一人の男性が二匹の犬を散歩させている。", [True]),
    ([{"factText": "二人の女性が三つのリンゴをかごに入れている。"}], "一人の女性が三つのリンゴをかごに入れている。", [False]),
    ([{"factText": "黒い犬が雪の中を走っている。"}], "黒い犬が白い雪の中を走っている。", [True]),
    ([{"factText": "赤いシャツの少年が芝生の上で寝ている。"}], "赤いシャツの少年が緑の芝生の上で寝ている。", [True]),
    ([{"factText": "白い鳥が空を飛んでいる。"}], "白い鳥が青い空を飛んでいる。", [True]),
    ([{"factText": "一只黑狗在雪地里奔跑。"}], "一只黑狗在白色的雪地里奔跑。", [True]),
    ([{"factText": "黒い犬が茶色の草の上で寝ている。"}], "黒い犬が緑の草の上で寝ている。", [False]),
    ([{"factText": "今月は12万円の収入があって、10万円の支出があった。"}], "今月は10万円の支出があった。", [True]),
    ([{"factText": "今月は12万円の収入があって、10万円の支出があった。"}], "今月は10万円の収入があった。", [False]),
    ([{"factText": "この店は平日は9時に開いて、18時に閉まる。"}], "この店は18時に閉まる。", [True]),
    ([{"factText": "この店は平日は9時に開いて、18時に閉まる。"}], "この店は9時に閉まる。", [False]),
    ([{"factText": "本月收入12万元，支出10万元。"}], "本月支出10万元。", [True]),
    ([{"factText": "太郎は花子より背が高い。次郎は花子より背が低い。"}], "太郎は花子より背が高い。", [True]),
    ([{"factText": "东边的房间很大，西边的房间很小。"}], "东边的房间很大。", [True]),
    ([{"factText": "东边的房间很大，西边的房间很小。"}], "西边的房间很大。", [False]),
    ([{"factText": "白い犬が茶色の毛並みをした犬と遊んでいる。"}], "白い犬が茶色の犬と遊んでいる。", [True]),
    ([{"factText": "白い犬が茶色の毛並みをした犬と遊んでいる。"}], "茶色の犬が黒い犬と遊んでいる。", [False]),
    # twenty-seventh session, check batch 85: new sentences for the families of 1.24, written after its rules (16 wrong
    # of 32 on 1.23, 2 on 1.24)
    ([{"factText": "この部屋には窓はない。"}], "この部屋には窓がありません。", [True]),
    ([{"factText": "この部屋には窓がある。"}], "この部屋には窓がありません。", [False]),
    ([{"factText": "会場にはWi-Fiも電源もない。"}], "会場に電源は用意されていない。", [True]),
    ([{"factText": "このツアーは昼食なしです。"}], "このツアーには昼食が含まれていない。", [True]),
    ([{"factText": "彼は傘を持たずに出かけた。"}], "彼は傘を持っていかなかった。", [True]),
    ([{"factText": "この果物は日持ちしにくい。"}], "この果物は長く保存できない。", [False]),
    ([{"factText": "その申し出は受け入れがたい。"}], "その申し出は受け入れられない。", [True]),
    ([{"factText": "この店では現金は使えない。"}], "この店では現金が使える。", [False]),
    ([{"factText": "本次活动无需门票。"}], "本次活动不需要门票。", [True]),
    ([{"factText": "他无法参加明天的会议。"}], "他不能参加明天的会议。", [True]),
    ([{"factText": "他可以参加明天的会议。"}], "他不能参加明天的会议。", [False]),
    ([{"factText": "一人の女性と二人の男性がテーブルを囲んでいる。"}], "三人の人がテーブルを囲んでいる。", [True]),
    ([{"factText": "一人の女性と二人の男性がテーブルを囲んでいる。"}], "二人の人がテーブルを囲んでいる。", [False]),
    ([{"factText": "三个女人和两个男人在排队。"}], "五个人在排队。", [True]),
    ([{"factText": "三个女人和两个男人在排队。"}], "四个人在排队。", [False]),
    ([{"factText": "一个老人和一个小孩在钓鱼。"}], "两个人在钓鱼。", [True]),
    ([{"factText": "男性が一冊の本を読んでいる。"}], "一人の男性が本を読んでいる。", [True]),
    ([{"factText": "二人の男性が一冊の本を読んでいる。"}], "一人の男性が本を読んでいる。", [False]),
    ([{"factText": "子供が三匹の猫と遊んでいる。"}], "一人の子供が猫と遊んでいる。", [True]),
    ([{"factText": "二匹の犬が雪の上で遊んでいる。"}], "二匹の犬が白い雪の上で遊んでいる。", [True]),
    ([{"factText": "少女が芝生の上で本を読んでいる。"}], "少女が緑の芝生の上で本を読んでいる。", [True]),
    ([{"factText": "少女が枯れた茶色の芝生の上で本を読んでいる。"}], "少女が緑の芝生の上で本を読んでいる。", [False]),
    ([{"factText": "一个穿红衣服的女孩在雪地里堆雪人。"}], "一个穿红衣服的女孩在白色的雪地里堆雪人。", [True]),
    ([{"factText": "黒い猫が白い毛並みの猫の隣で寝ている。"}], "黒い猫が白い猫の隣で寝ている。", [True]),
    ([{"factText": "黒い猫が白い毛並みの猫の隣で寝ている。"}], "白い猫が茶色の猫の隣で寝ている。", [False]),
    ([{"factText": "地震の被害は建物の老朽化によって大きくなる。"}], "第一に、建物の老朽化が被害を大きくする。", [True]),
    ([{"factText": "首先，要保持房间通风。"}], "第一，保持房间通风。", [True]),
    ([{"factText": "会社法第362条によると、取締役会は業務執行を決定する。"}], "会社法第362条では、取締役会が業務執行を決めるとされている。", [True]),
    ([{"factText": "会社法第362条によると、取締役会は業務執行を決定する。"}], "会社法第363条では、取締役会が業務執行を決めるとされている。", [False]),
    ([{"factText": "花子だけが試験に合格した。"}], "花子しか試験に合格しなかった。", [True]),
    ([{"factText": "花子が試験に合格した。"}], "花子は試験に合格しなかった。", [False]),
    ([{"factText": "この地域は冬に雪が降りにくい。"}], "この地域は冬にあまり雪が降らない。", [True]),
    # twenty-eighth session, check batch 86: new sentences for the families of 1.25 (the negative will, "only", framing
    # loanwords, katakana compounds, tenths after およそ / ほぼ), written before any run (16 wrong of 26 on 1.24, 7 on 1.25)
    ([{"factText": "健康のため、今年は甘いものは食べるまい。"}], "今年は甘いものを食べないつもりだ。", [True]),
    ([{"factText": "健康のため、今年は甘いものを食べよう。"}], "今年は甘いものは食べないつもりだ。", [False]),
    ([{"factText": "あの頑固な父が謝ることはあるまい。"}], "あの頑固な父は謝らないだろう。", [True]),
    ([{"factText": "この程度の雨なら、試合は中止になるまい。"}], "この程度の雨なら、試合は中止にならないだろう。", [True]),
    ([{"factText": "この程度の雨なら、試合は中止になるだろう。"}], "この程度の雨なら、試合は中止にならないだろう。", [False]),
    ([{"factText": "太郎は英語と中国語を勉強している。太郎は英語だけを毎日勉強している。"}], "太郎は中国語を毎日は勉強していない。", [True]),
    ([{"factText": "新宿と渋谷に店がある。渋谷の店でのみカードが使える。"}], "新宿の店ではカードが使えない。", [True]),
    ([{"factText": "新宿と渋谷に店がある。どちらの店でもカードが使える。"}], "新宿の店ではカードは使えない。", [False]),
    ([{"factText": "部員のうち、佐藤だけが大会に出場した。"}], "部員は誰も大会に出場しなかった。", [False]),
    ([{"factText": "この薬は医師の処方がある場合にのみ購入できる。"}], "この薬は処方がなければ購入できない。", [True]),
    (
        [{"factText": "地震の揺れで天井材が落下することがあり、古い体育館では特に危険が大きい。"}],
        "古い体育館では、天井材が落下するリスクが特に大きいです。",
        [True],
    ),
    ([{"factText": "乾燥した室内ではウイルスが長く空気中に漂う。"}], "乾燥した室内では、ウイルスが空気中に長く漂うケースがあります。", [True]),
    ([{"factText": "申込書を提出し、面接を受け、合格すれば採用となる。"}], "採用までのプロセスは、申込書の提出、面接、合格の順です。", [True]),
    ([{"factText": "申込書を提出し、面接を受け、合格すれば採用となる。"}], "採用までのプロセスは、書類選考、筆記試験、面接の順です。", [False]),
    (
        [{"factText": "在宅勤務では通勤時間がなくなり、家族と過ごす時間が増える。"}],
        "在宅勤務のメリットは、通勤時間がなくなり、家族と過ごす時間が増えることです。",
        [True],
    ),
    ([{"factText": "在宅勤務では通勤時間がなくなる。"}], "在宅勤務のメリットは、給料が上がることです。", [False]),
    ([{"factText": "ホテルのロビーではコーヒーの無料サービスがあった。"}], "ロビーでは無料のコーヒーサービスがあった。", [True]),
    ([{"factText": "部屋のベッドはセミダブルだった。"}], "部屋はセミダブルベッドだった。", [True]),
    ([{"factText": "男性がトマトで作ったソースをパスタにかけている。"}], "男性がトマトソースをパスタにかけている。", [True]),
    ([{"factText": "男性がトマトを切っている。"}], "男性がトマトソースをパスタにかけている。", [False]),
    ([{"factText": "フロントの対応はよかった。"}], "フロントスタッフの対応が良かった。", [True]),
    ([{"factText": "マイクが拾った音をアンプで増幅してスピーカーから流す。"}], "アンプはマイクが拾った音を増幅します。", [True]),
    ([{"factText": "落とし物を拾った人は、すぐに交番に届けた。"}], "落とし物を拾った人は交番に届けた。", [True]),
    ([{"factText": "日本の森林のおよそ4割は人工林である。"}], "日本の森林の約4割は人工林です。", [True]),
    ([{"factText": "日本の森林のおよそ4割は人工林である。"}], "日本の森林の約7割は人工林です。", [False]),
    ([{"factText": "回答者のうちほぼ3割が賛成した。"}], "回答者の約3割が賛成しました。", [True]),
    # twenty-eighth session, check batch 87: a time inside a span the passage gives, with a time outside it as the control
    # (3 wrong of 6 before the span rule of 1.25, 0 with it)
    ([{"factText": "駅前の広場は2018年から2021年まで工事中だった。"}], "駅前の広場は2020年には工事中だった。", [True]),
    ([{"factText": "駅前の広場は2018年から2021年まで工事中だった。"}], "駅前の広場は2023年には工事中だった。", [False]),
    ([{"factText": "窓口の受付は午前9時から午後5時までです。"}], "窓口では午後3時に受付をしています。", [True]),
    ([{"factText": "窓口の受付は午前9時から午後5時までです。"}], "窓口では午後7時に受付をしています。", [False]),
    ([{"factText": "这家餐厅12月20日至25日停业装修。"}], "这家餐厅12月23日停业。", [True]),
    ([{"factText": "这家餐厅12月20日至25日停业装修。"}], "这家餐厅12月28日停业。", [False]),
    # check batch 88: since a year, with the present year the passage gives (2 wrong of 4 before the since-and-now span)
    ([{"factText": "2015年以来、この店は駅前で営業している。現在、2024年である。"}], "この店は2020年には駅前で営業していた。", [True]),
    ([{"factText": "2015年以来、この店は駅前で営業している。現在、2024年である。"}], "この店は2026年には駅前で営業していた。", [False]),
    ([{"factText": "2010年以来、田中さんはこの会社に勤めている。現在、2023年だ。"}], "田中さんは2018年にはこの会社に勤めていた。", [True]),
    ([{"factText": "2010年以来、田中さんはこの会社に勤めている。現在、2023年だ。"}], "田中さんは2005年にはこの会社に勤めていた。", [False]),
    # twenty-ninth session, check batch 89: 43 variations of the worked examples' Titanic and Toronto facts in Japanese and
    # Chinese (lead-ins and closing questions, full-width and kanji counts, sources), written before any run: 0 wrong with 1.25
    (JA, "タイタニックについてお答えします。この映画は1997年に公開されました。", [False, True]),
    (JA, "『タイタニック』はジェームズ・キャメロン監督による1997年の作品です。", [True]),
    (JA, "『タイタニック』はジェームズ・キャメロン監督による2001年の作品です。", [False]),
    (JA, "監督はジェームズ・キャメロンで、主演はレオナルド・ディカプリオです。", [True]),
    (JA, "監督はジェームズ・キャメロンで、主演はトム・クルーズです。", [False]),
    (JA, "この映画はアカデミー賞で11の部門を制しました。", [True]),
    (JA, "この映画はアカデミー賞で9部門を制しました。", [False]),
    (JA, "この映画はアカデミー賞を１１部門受賞しました。", [True]),
    (JA, "この映画はアカデミー賞を十一部門受賞しました。", [True]),
    (JA, "この映画はアカデミー賞を十二部門受賞しました。", [False]),
    (JA, "タイタニックはイギリス映画です。", [False]),
    (JA, "タイタニックは1912年の海難事故を扱った作品だ。", [True]),
    (JA, "タイタニックは1915年の海難事故を扱った作品だ。", [False]),
    (JA, "ウィキペディアによると、この映画の主演はディカプリオとウィンスレットだ。", [True]),
    (JA, "映画評論家によると、この映画の主演はディカプリオとウィンスレットだ。", [False]),
    (JA, "キャメロンは監督だけでなく脚本も担当した。ほかに質問はありますか？", [True, False]),
    (JA, "ケイト・ウィンスレットが監督を務めた。", [False]),
    (JA, "タイタニックは1997年公開。監督はキャメロン。アカデミー賞は11部門。", [True, True, True]),
    (JA, "タイタニックは1997年公開。監督はキャメロン。アカデミー賞は5部門。", [True, True, False]),
    (JA, "この映画はディカプリオとウィンスレットのダブル主演だ。", [True]),
    (ZH, "以下是关于《泰坦尼克号》的信息。该片由卡梅隆执导，于1997年上映。", [False, True]),
    (ZH, "《泰坦尼克号》是詹姆斯·卡梅隆执导的美国电影。", [True]),
    (ZH, "《泰坦尼克号》是詹姆斯·卡梅隆执导的英国电影。", [False]),
    (ZH, "该片的编剧也是卡梅隆。", [True]),
    (ZH, "该片的编剧是克里斯托弗·诺兰。", [False]),
    (ZH, "该片荣获十一项奥斯卡奖。", [True]),
    (ZH, "该片荣获十四项奥斯卡奖。", [False]),
    (ZH, "该片荣获１１项奥斯卡金像奖。", [True]),
    (ZH, "莱昂纳多·迪卡普里奥是该片的主演之一。", [True]),
    (ZH, "汤姆·汉克斯是该片的主演之一。", [False]),
    (ZH, "该片于1997年上映，讲述的是1912年泰坦尼克号沉没的事件。", [True]),
    (ZH, "该片于1998年上映。", [False]),
    (ZH, "据维基百科，该片获得了11项奥斯卡奖。", [True]),
    (ZH, "据《纽约时报》报道，该片获得了11项奥斯卡奖。", [False]),
    (ZH, "该片由卡梅隆执导。还有什么想了解的吗？", [True, False]),
    (ZH, "泰坦尼克号于1912年沉没。", [True]),
    (ZH, "泰坦尼克号于1921年沉没。", [False]),
    (TORONTO_JA, "ウィキペディアの記事によれば、トロントはオンタリオ州の州都です。", [True]),
    (TORONTO_JA, "カナダ政府によると、トロントはオンタリオ州の州都です。", [False]),
    (TORONTO_ZH, "维基百科上说，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "加拿大政府称，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "根据维基百科，多伦多是魁北克省的首府。", [False]),
    (TORONTO_JA, "ウィキペディアによると、トロントはケベック州の州都です。", [False]),
    # check batch 96: "only one" against the passage's count (4 of 11 wrong on 1.25; 0 with 1.26's only-one count). 该片获得了
    # 一项奥斯卡奖 without 只 is left out: 一项 is "an" as often as "one"
    (ZH, "该片只获得了一项奥斯卡奖。", [False]),
    (ZH, "该片仅获得一项奥斯卡奖。", [False]),
    (ZH, "该片只获得了1项奥斯卡奖。", [False]),
    (JA, "この映画はアカデミー賞を1部門だけ受賞した。", [False]),
    (JA, "この映画はアカデミー賞を一部門しか受賞しなかった。", [False]),
    (JA, "この映画はアカデミー賞を一部門だけ受賞した。", [False]),
    (JA, "この映画はアカデミー賞を一つも受賞していない。", [False]),
    (ZH, "该片没有获得任何奥斯卡奖。", [False]),
    (ZH, "该片一项奥斯卡奖也没有获得。", [False]),
    (ZH, "该片获得了11项奥斯卡奖。", [True]),
    (JA, "この映画はアカデミー賞を11部門受賞した。", [True]),
    # thirtieth session, check batch 99
    (SPIRIT_JA_V30, "千と千尋の神隠しは宮崎駿が監督した。", [True]),
    (SPIRIT_JA_V30, "千と千尋の神隠しは高畑勲が監督した。", [False]),
    (SPIRIT_JA_V30, "この映画は2003年に公開された。", [False]),
    (SPIRIT_JA_V30, "この映画は2001年に公開された。", [True]),
    (SPIRIT_JA_V30, "制作は東映アニメーションである。", [False]),
    (SPIRIT_JA_V30, "制作はスタジオジブリである。", [True]),
    (SPIRIT_JA_V30, "第75回アカデミー賞で長編アニメ映画賞を受賞した。", [True]),
    (SPIRIT_JA_V30, "第70回アカデミー賞で長編アニメ映画賞を受賞した。", [False]),
    (SPIRIT_JA_V30, "アカデミー賞で作品賞を受賞した。", [False]),
    (SPIRIT_JA_V30, "日本での興行収入は316億円を超えた。", [True]),
    (SPIRIT_JA_V30, "日本での興行収入は100億円に届かなかった。", [False]),
    (SPIRIT_JA_V30, "二〇〇一年に公開された。", [True]),
    (SPIRIT_JA_V30, "２００１年に公開された。", [True]),
    (SPIRIT_JA_V30, "アメリカのアニメーション映画である。", [False]),
    (SPIRIT_ZH_V30, "《千与千寻》由宫崎骏执导。", [True]),
    (SPIRIT_ZH_V30, "《千与千寻》由高畑勋执导。", [False]),
    (SPIRIT_ZH_V30, "该片于2003年上映。", [False]),
    (SPIRIT_ZH_V30, "该片由吉卜力工作室制作。", [True]),
    (SPIRIT_ZH_V30, "该片由东映动画制作。", [False]),
    (SPIRIT_ZH_V30, "该片获得了第75届奥斯卡最佳动画长片奖。", [True]),
    (SPIRIT_ZH_V30, "该片获得了奥斯卡最佳影片奖。", [False]),
    (SPIRIT_ZH_V30, "影片在日本的票房超过316亿日元。", [True]),
    (SPIRIT_ZH_V30, "这是一部美国动画电影。", [False]),
    (SPIRIT_ZH_V30, "该片于二〇〇一年上映。", [True]),
    (SPIRIT_ZH_V30, "宫崎骏是该片的编剧。", [True]),
    (SPIRIT_ZH_V30, "该片的编剧是铃木敏夫。", [False]),
    (SAPPORO_JA_V30, "札幌市の人口は約197万人だ。", [True]),
    (SAPPORO_JA_V30, "さっぽろ雪まつりは毎年8月に開かれる。", [False]),
    (SAPPORO_JA_V30, "札幌は北海道の道庁所在地です。", [True]),
    (SAPPORO_JA_V30, "札幌市の人口は約300万人だ。", [False]),
    (FUJI_JA_V30, "国土地理院によると、富士山の標高は3776メートルである。", [True]),
    (FUJI_JA_V30, "気象庁によると、富士山の標高は3776メートルである。", [False]),
    (FUJI_JA_V30, "国土地理院によれば、富士山の高さは3776メートルだ。", [True]),
    (FUJI_JA_V30, "富士山の標高は3776メートルだと国土地理院は発表している。", [True]),
    (FUJI_JA_V30, "富士山の標高は3776メートルだと気象庁は発表している。", [False]),
    (YANGTZE_ZH_V30, "据中国水利部介绍，长江全长约6300公里。", [True]),
    (YANGTZE_ZH_V30, "据国家统计局介绍，长江全长约6300公里。", [False]),
    (YANGTZE_ZH_V30, "中国水利部表示，长江全长约6300公里。", [True]),
    (YANGTZE_ZH_V30, "长江全长约5000公里。", [False]),
    (YANGTZE_ZH_V30, "长江全长约六千三百公里。", [True]),
    # thirtieth session, check batch 100
    (SPIRIT_JA_V30, "宮崎駿がメガホンを取った。", [True]),
    (SPIRIT_JA_V30, "この作品は宮崎駿が手掛けた。", [True]),
    (SPIRIT_JA_V30, "宮崎駿はこの映画の監督ではない。", [False]),
    (SPIRIT_JA_V30, "この映画は2001年7月に公開された。", [False]),
    (SPIRIT_JA_V30, "興行収入は300億円以上だった。", [True]),
    (SPIRIT_JA_V30, "興行収入は400億円以上だった。", [False]),
    (SPIRIT_JA_V30, "この映画はアカデミー賞を受賞していない。", [False]),
    (SPIRIT_JA_V30, "この映画は21世紀に公開された。", [True]),
    (SPIRIT_JA_V30, "この映画は1990年代に公開された。", [False]),
    (SPIRIT_JA_V30, "脚本を書いたのは宮崎駿だ。", [True]),
    (SPIRIT_JA_V30, "脚本を書いたのは庵野秀明だ。", [False]),
    (SPIRIT_JA_V30, "千と千尋の神隠しは実写映画である。", [False]),
    (SPIRIT_JA_V30, "この映画は2001年に公開され、宮崎駿が監督した。", [True]),
    (SPIRIT_JA_V30, "この映画は2001年に公開され、高畑勲が監督した。", [False]),
    (SPIRIT_JA_V30, "この映画は2001年に公開されました。監督は宮崎駿さんです。", [True, True]),
    (SPIRIT_JA_V30, "この映画はカンヌ国際映画祭でパルム・ドールを受賞した。", [False]),
    (SPIRIT_JA_V30, "宮崎駿監督の作品で、スタジオジブリが制作した。", [True]),
    (SPIRIT_JA_V30, "スタジオジブリではなく東宝が制作した。", [False]),
    (SPIRIT_ZH_V30, "宫崎骏并不是该片的导演。", [False]),
    (SPIRIT_ZH_V30, "该片于2001年7月上映。", [False]),
    (SPIRIT_ZH_V30, "该片在日本的票房超过300亿日元。", [True]),
    (SPIRIT_ZH_V30, "该片在日本的票房不足100亿日元。", [False]),
    (SPIRIT_ZH_V30, "该片从未获得奥斯卡奖。", [False]),
    (SPIRIT_ZH_V30, "该片于21世纪初上映。", [True]),
    (SPIRIT_ZH_V30, "该片是一部真人电影。", [False]),
    (SPIRIT_ZH_V30, "该片于2001年上映，由宫崎骏执导。", [True]),
    (SPIRIT_ZH_V30, "该片于2001年上映，由高畑勋执导。", [False]),
    (SPIRIT_ZH_V30, "该片在戛纳电影节上获得了金棕榈奖。", [False]),
    (SPIRIT_ZH_V30, "该片不是由吉卜力工作室制作的。", [False]),
    (SPIRIT_ZH_V30, "《千與千尋》由宮崎駿執導。", [True]),
    (SPIRIT_ZH_V30, "《千與千尋》由高畑勳執導。", [False]),
    (SPIRIT_ZH_V30, "該片於2001年上映。", [True]),
    (SPIRIT_ZH_V30, "該片於2003年上映。", [False]),
    (SPIRIT_ZH_V30, "该片获得了两项奥斯卡奖。", [False]),
    # thirtieth session, check batch 101
    (SPIRIT_JA_V30, "監督したのは高畑勲です。", [False]),
    (SPIRIT_JA_V30, "監督を務めたのは高畑勲である。", [False]),
    (SPIRIT_JA_V30, "監督を務めたのは宮崎駿である。", [True]),
    (SPIRIT_JA_V30, "脚本は庵野秀明が書いた。", [False]),
    (SPIRIT_JA_V30, "庵野秀明が脚本を書いた。", [False]),
    (SPIRIT_JA_V30, "庵野秀明が監督を務めた。", [False]),
    (SPIRIT_JA_V30, "この映画の監督は高畑勲だ。", [False]),
    (SPIRIT_JA_V30, "高畑勲監督の作品である。", [False]),
    (SPIRIT_ZH_V30, "执导该片的是高畑勋。", [False]),
    (SPIRIT_ZH_V30, "执导该片的是宫崎骏。", [True]),
    (SPIRIT_ZH_V30, "担任编剧的是铃木敏夫。", [False]),
    (SPIRIT_ZH_V30, "该片的导演是高畑勋。", [False]),
    (SPIRIT_ZH_V30, "高畑勋执导了该片。", [False]),
    (SPIRIT_ZH_V30, "该片由高畑勋编剧。", [False]),
    (JA, "監督したのはスティーヴン・スピルバーグだ。", [False]),
    (JA, "主演したのはブラッド・ピットとケイト・ウィンスレットだ。", [False]),
    (JA, "監督を務めたのはジェームズ・キャメロンだ。", [True]),
    (ZH, "执导该片的是史蒂文·斯皮尔伯格。", [False]),
    (ZH, "执导该片的是詹姆斯·卡梅隆。", [True]),
    (ZH, "担任主演的是布拉德·皮特和凯特·温斯莱特。", [False]),
    (SPIRIT_JA_V30, "高畑勲がメガホンを取った。", [False]),
    (SPIRIT_JA_V30, "千と千尋の神隠しはアニメ映画である。", [True]),
    (JA, "タイタニックはアニメ映画である。", [False]),
    (ZH, "《泰坦尼克号》是一部动画电影。", [False]),
    (SPIRIT_ZH_V30, "该片是一部动画片。", [True]),
    # thirtieth session, check batch 102
    (SAMURAI_JA_V30, "七人の侍は黒澤明が監督した。", [True]),
    (SAMURAI_JA_V30, "七人の侍は小津安二郎が監督した。", [False]),
    (SAMURAI_JA_V30, "監督したのは小津安二郎だ。", [False]),
    (SAMURAI_JA_V30, "主演は三船敏郎と志村喬だ。", [True]),
    (SAMURAI_JA_V30, "主演は三船敏郎と仲代達矢だ。", [False]),
    (SAMURAI_JA_V30, "三船敏郎が主演した。", [True]),
    (SAMURAI_JA_V30, "仲代達矢が主演した。", [False]),
    (SAMURAI_JA_V30, "脚本は黒澤明ら3人が共同で執筆した。", [True]),
    (SAMURAI_JA_V30, "脚本は黒澤明が1人で書いた。", [False]),
    (SAMURAI_JA_V30, "脚本は2人で執筆された。", [False]),
    (SAMURAI_JA_V30, "ヴェネツィア国際映画祭で金獅子賞を受賞した。", [False]),
    (SAMURAI_JA_V30, "カンヌ国際映画祭で銀獅子賞を受賞した。", [False]),
    (SAMURAI_JA_V30, "志村喬が監督を務めた。", [False]),
    (SAMURAI_JA_V30, "黒澤明は脚本にも参加した。", [True]),
    (SAMURAI_ZH_V30, "《七武士》由黑泽明执导。", [True]),
    (SAMURAI_ZH_V30, "《七武士》由小津安二郎执导。", [False]),
    (SAMURAI_ZH_V30, "小津安二郎执导了这部电影。", [False]),
    (SAMURAI_ZH_V30, "该片由三船敏郎和仲代达矢主演。", [False]),
    (SAMURAI_ZH_V30, "仲代达矢主演了该片。", [False]),
    (SAMURAI_ZH_V30, "该片获得了威尼斯电影节金狮奖。", [False]),
    (SAMURAI_ZH_V30, "该片获得了戛纳电影节银狮奖。", [False]),
    (SAMURAI_ZH_V30, "剧本由三人共同创作。", [True]),
    (SAMURAI_ZH_V30, "志村乔是该片的导演。", [False]),
    (LUXUN_ZH_V30, "据百度百科，鲁迅原名周树人。", [True]),
    (LUXUN_ZH_V30, "据百度百科，鲁迅原名周作人。", [False]),
    (LUXUN_ZH_V30, "鲁迅出生于浙江绍兴。", [True]),
    (LUXUN_ZH_V30, "鲁迅出生于江苏南京。", [False]),
    (LUXUN_ZH_V30, "鲁迅1881年出生。", [True]),
    (LUXUN_ZH_V30, "鲁迅1891年出生。", [False]),
    (LUXUN_ZH_V30, "《狂人日记》发表于1918年。", [True]),
    (LUXUN_ZH_V30, "《狂人日记》发表于1921年。", [False]),
    (LUXUN_ZH_V30, "《阿Q正传》是中国第一篇白话小说。", [False]),
    (LUXUN_ZH_V30, "据维基百科，鲁迅原名周树人。", [False]),
    (LUXUN_ZH_V30, "周树人是鲁迅的原名。", [True]),
    (SOSEKI_JA_V30, "コトバンクによると、夏目漱石は1867年に生まれた。", [True]),
    (SOSEKI_JA_V30, "ウィキペディアによると、夏目漱石は1867年に生まれた。", [False]),
    (SOSEKI_JA_V30, "夏目漱石は京都で生まれた。", [False]),
    (SOSEKI_JA_V30, "夏目漱石は江戸で生まれた。", [True]),
    (SOSEKI_JA_V30, "夏目漱石は1916年に亡くなった。", [True]),
    (SOSEKI_JA_V30, "夏目漱石は1926年に亡くなった。", [False]),
    (SOSEKI_JA_V30, "夏目漱石の代表作に『坊っちゃん』がある。", [False]),
    (SOSEKI_JA_V30, "夏目漱石の代表作の一つは『こころ』だ。", [True]),
    (SOSEKI_JA_V30, "『吾輩は猫である』は森鴎外の作品である。", [False]),
    (SOSEKI_JA_V30, "夏目漱石は詩人である。", [False]),
    # thirtieth session, check batch 103
    (HERO_ZH_V30, "《英雄》由张艺谋执导。", [True]),
    (HERO_ZH_V30, "《英雄》由陈凯歌执导。", [False]),
    (HERO_ZH_V30, "陈凯歌执导了该片。", [False]),
    (HERO_ZH_V30, "执导该片的是陈凯歌。", [False]),
    (HERO_ZH_V30, "该片由李连杰和章子怡主演。", [True]),
    (HERO_ZH_V30, "该片由李连杰和巩俐主演。", [False]),
    (HERO_ZH_V30, "巩俐是该片的主演之一。", [False]),
    (HERO_ZH_V30, "该片获得了奥斯卡最佳外语片奖。", [False]),
    (HERO_ZH_V30, "该片获得了奥斯卡最佳外语片提名。", [True]),
    (HERO_ZH_V30, "该片于2002年上映。", [True]),
    (HERO_ZH_V30, "该片是一部韩国电影。", [False]),
    (HERO_JA_V30, "監督は張芸謀である。", [True]),
    (HERO_JA_V30, "監督は陳凱歌である。", [False]),
    (HERO_JA_V30, "ジェット・リーとコン・リーが出演した。", [False]),
    (HERO_JA_V30, "アカデミー外国語映画賞を受賞した。", [False]),
    (HERO_JA_V30, "アカデミー外国語映画賞にノミネートされた。", [True]),
    (TOYOTA_JA_V30, "日本経済新聞によると、トヨタ自動車は1937年に設立された。", [True]),
    (TOYOTA_JA_V30, "トヨタ自動車は豊田喜一郎によって設立された。", [True]),
    (TOYOTA_JA_V30, "トヨタ自動車は豊田佐吉によって設立された。", [False]),
    (TOYOTA_JA_V30, "トヨタ自動車を設立したのは豊田佐吉だ。", [False]),
    (TOYOTA_JA_V30, "トヨタ自動車の創業者は豊田佐吉である。", [False]),
    (TOYOTA_JA_V30, "本社は愛知県豊田市にある。", [True]),
    (TOYOTA_JA_V30, "本社は静岡県浜松市にある。", [False]),
    (TOYOTA_JA_V30, "本社は東京都にある。", [False]),
    (TOYOTA_JA_V30, "トヨタ自動車は1947年に設立された。", [False]),
    (HUAWEI_ZH_V30, "据新华网报道，华为成立于1987年。", [True]),
    (HUAWEI_ZH_V30, "华为的创始人是任正非。", [True]),
    (HUAWEI_ZH_V30, "华为的创始人是马化腾。", [False]),
    (HUAWEI_ZH_V30, "马化腾创立了华为。", [False]),
    (HUAWEI_ZH_V30, "华为由马化腾创办。", [False]),
    (HUAWEI_ZH_V30, "华为总部位于广东省深圳市。", [True]),
    (HUAWEI_ZH_V30, "华为总部位于浙江省杭州市。", [False]),
    (HUAWEI_ZH_V30, "华为总部位于北京。", [False]),
    (HUAWEI_ZH_V30, "华为成立于1997年。", [False]),
    (HUAWEI_ZH_V30, "据人民网报道，华为成立于1987年。", [False]),
    # thirtieth session, check batch 104
    (JA, "タイタニックの監督を務めたのはジェームズ・キャメロンです。", [True]),
    (JA, "タイタニックの監督を務めたのはスティーヴン・スピルバーグです。", [False]),
    (JA, "タイタニックで主演を務めたのは、レオナルド・ディカプリオとケイト・ウィンスレットです。", [True]),
    (JA, "タイタニックで主演を務めたのは、トム・クルーズとケイト・ウィンスレットです。", [False]),
    (JA, "アカデミー賞は11部門で受賞しています。", [True]),
    (JA, "アカデミー賞には11部門でノミネートされた。", [False]),
    (JA, "アカデミー賞の受賞数は11部門です。", [True]),
    (JA, "アカデミー賞の受賞数は13部門です。", [False]),
    (JA, "1997年に公開された映画で、監督はジェームズ・キャメロンです。", [True]),
    (JA, "公開年は1997年です。", [True]),
    (JA, "公開年は1998年です。", [False]),
    (JA, "題材は1912年のタイタニック号沈没事故です。", [True]),
    (JA, "題材は1915年のルシタニア号沈没事故です。", [False]),
    (JA, "キャメロン監督は、この作品で脚本と製作も担当しました。", [True]),
    (JA, "ディカプリオは、この作品で監督も担当しました。", [False]),
    (ZH, "执导《泰坦尼克号》的是詹姆斯·卡梅隆。", [True]),
    (ZH, "《泰坦尼克号》的主演是莱昂纳多·迪卡普里奥和凯特·温斯莱特。", [True]),
    (ZH, "《泰坦尼克号》的主演是汤姆·克鲁斯和凯特·温斯莱特。", [False]),
    (ZH, "该片共获得11项奥斯卡奖。", [True]),
    (ZH, "该片共获得11项奥斯卡提名。", [False]),
    (ZH, "该片的上映年份是1997年。", [True]),
    (ZH, "该片的上映年份是1998年。", [False]),
    (ZH, "该片改编自1912年泰坦尼克号沉没事件。", [True]),
    (ZH, "卡梅隆不仅执导了该片，还担任了编剧。", [True]),
    (ZH, "迪卡普里奥不仅主演了该片，还担任了导演。", [False]),
    (ZH, "该片获得了11项金球奖。", [False]),
    (ZH, "该片是一部英国电影。", [False]),
    (ZH, "这部1997年的美国电影由卡梅隆执导。", [True]),
    (ZH, "这部1997年的英国电影由卡梅隆执导。", [False]),
    # thirtieth session, check batch 105
    (TORONTO_JA, "トロントは、ウィキペディアによると、オンタリオ州の州都である。", [True]),
    (TORONTO_JA, "トロントは、ブリタニカによると、オンタリオ州の州都である。", [False]),
    (TORONTO_JA, "トロントはオンタリオ州の州都である（ウィキペディアより）。", [True]),
    (TORONTO_JA, "トロントはオンタリオ州の州都である（ブリタニカより）。", [False]),
    (TORONTO_JA, "ウィキペディアの情報では、トロントはオンタリオ州の州都とされている。", [True]),
    (TORONTO_JA, "カナダ統計局のデータによると、トロントはオンタリオ州の州都である。", [False]),
    (TORONTO_JA, "ウィキペディアで確認したところ、トロントはオンタリオ州の州都でした。", [True]),
    (TORONTO_JA, "ウィキペディアによると、トロントはケベック州の州都である。", [False]),
    (TORONTO_JA, "ウィキペディアによると、トロントはカナダの首都である。", [False]),
    (TORONTO_JA, "オンタリオ州の州都はトロントだと、ウィキペディアに書かれている。", [True]),
    (TORONTO_JA, "オンタリオ州の州都はトロントだと、朝日新聞に書かれている。", [False]),
    (TORONTO_JA, "ウィキペディアによるとトロントはオンタリオ州の州都で、人口はカナダ最大である。", [False]),
    (TORONTO_ZH, "维基百科上说，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "百度百科上说，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "根据维基百科的说法，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "根据大英百科全书的说法，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "百度百科称，多伦多是安大略省的首府。", [False]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：维基百科）。", [True]),
    (TORONTO_ZH, "多伦多是安大略省的首府（来源：百度百科）。", [False]),
    (TORONTO_ZH, "维基百科显示，多伦多是魁北克省的首府。", [False]),
    (TORONTO_ZH, "多伦多，据维基百科介绍，是安大略省的首府。", [True]),
    (TORONTO_ZH, "多伦多，据新华社报道，是安大略省的首府。", [False]),
    (TORONTO_ZH, "安大略省的首府是多伦多，这是维基百科上的说法。", [True]),
    (TORONTO_ZH, "维基百科指出多伦多是加拿大的首都。", [False]),
    # thirtieth session, check batch 106: lists, markdown, half-width katakana, ．-style stops, traditional characters
    (JA, "・監督：ジェームズ・キャメロン\n・公開：1997年\n・受賞：アカデミー賞11部門", [True, True, True]),
    (JA, "・監督：スティーヴン・スピルバーグ\n・公開：1997年", [False, True]),
    (JA, "- 公開年：2005年\n- 主演：レオナルド・ディカプリオ", [False, True]),
    (JA, "タイタニックはｼﾞｪｰﾑｽﾞ･ｷｬﾒﾛﾝが監督した。", [True]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した", [True]),
    (JA, "タイタニックはジェームズ・キャメロンが監督した．１９９７年に公開された．", [True, True]),
    (JA, "**監督**はジェームズ・キャメロンです。", [True]),
    (JA, "**監督**はクリストファー・ノーランです。", [False]),
    (JA, "1. 1997年に公開された。\n2. アカデミー賞を3部門受賞した。", [True, False]),
    (JA, "タイタニックは、1997年に公開されたジェームズ・キャメロン監督のアメリカ映画で、アカデミー賞を11部門受賞しました。", [True]),
    (JA, "タイタニックは、1997年に公開されたジェームズ・キャメロン監督のイギリス映画で、アカデミー賞を11部門受賞しました。", [False]),
    (ZH, "• 导演：詹姆斯·卡梅隆\n• 上映年份：1997年\n• 奥斯卡奖：11项", [True, True, True]),
    (ZH, "• 导演：史蒂文·斯皮尔伯格\n• 上映年份：1997年", [False, True]),
    (ZH, "1. 该片于1997年上映。\n2. 该片获得了3项奥斯卡奖。", [True, False]),
    (ZH, "该片由詹姆斯·卡梅隆执导", [True]),
    (ZH, "**导演**是詹姆斯·卡梅隆。", [True]),
    (ZH, "**导演**是克里斯托弗·诺兰。", [False]),
    (ZH, "《泰坦尼克号》是一部由詹姆斯·卡梅隆执导、于1997年上映、获得11项奥斯卡奖的美国电影。", [True]),
    (ZH, "《泰坦尼克号》是一部由詹姆斯·卡梅隆执导、于1997年上映、获得11项奥斯卡奖的英国电影。", [False]),
    (ZH, "該片由詹姆斯·卡麥隆執導，於1997年上映。", [True]),
    (ZH, "該片由史蒂芬·史匹柏執導，於1997年上映。", [False]),
    # thirtieth session, check batch 107: the new readings against the guide's own facts
    (JA, "監督を務めたのは北野武だ。", [False]),
    (JA, "主演はレオナルド・ディカプリオと高倉健だ。", [False]),
    (JA, "脚本は是枝裕和が書いた。", [False]),
    (JA, "タイタニックはアカデミー賞11部門にノミネートされた。", [False]),
    (JA, "タイタニックはアカデミー賞で金賞を受賞した。", [False]),
    (JA, "タイタニックはドキュメンタリー映画である。", [False]),
    (JA, "キャメロンは、この作品で監督と脚本を担当した。", [True]),
    (JA, "ウィンスレットは、この作品で監督を担当した。", [False]),
    (JA, "タイタニックは、ウィキペディアによると、1997年に公開された。", [True]),
    (ZH, "执导该片的是张艺谋。", [False]),
    (ZH, "该片由莱昂纳多·迪卡普里奥和巩俐主演。", [False]),
    (ZH, "冯小刚执导了《泰坦尼克号》。", [False]),
    (ZH, "该片获得了11项奥斯卡提名。", [False]),
    (ZH, "该片是一部动画电影。", [False]),
    (ZH, "该片是一部纪录片。", [False]),
    (ZH, "《泰坦尼克号》，据维基百科介绍，是一部1997年上映的美国电影。", [True]),
    (ZH, "《泰坦尼克号》是一部1997年上映的美国电影（引自维基百科）。", [True]),
    (ZH, "卡梅隆也是该片的编剧。", [True]),
    (ZH, "温斯莱特也是该片的导演。", [False]),
    # thirtieth session, check batch 109: counts as prizes are counted (11冠, 11座小金人, 11项大奖), sources by other names
    (JA, "ジェームズ・キャメロン監督作品で、1997年公開。", [True]),
    (JA, "スティーヴン・スピルバーグ監督作品で、1997年公開。", [False]),
    (JA, "アカデミー賞で11冠を達成した。", [True]),
    (JA, "アカデミー賞で3冠を達成した。", [False]),
    (JA, "オスカーを11部門で獲得した。", [True]),
    (JA, "オスカーを14部門で獲得した。", [False]),
    (JA, "11のアカデミー賞を受賞した。", [True]),
    (JA, "主演の一人はケイト・ウィンスレットだ。", [True]),
    (JA, "主演の一人はブラッド・ピットだ。", [False]),
    (JA, "ケイト・ウィンスレットとレオナルド・ディカプリオが主演を務めた。", [True]),
    (JA, "ケイト・ウィンスレットとマット・デイモンが主演を務めた。", [False]),
    (JA, "この映画の公開は2005年だ。", [False]),
    (JA, "公開から1年後の1998年にアカデミー賞を受賞した。", [False]),
    (ZH, "该片荣获11座奥斯卡小金人。", [True]),
    (ZH, "该片荣获3座奥斯卡小金人。", [False]),
    (ZH, "该片斩获奥斯卡11项大奖。", [True]),
    (ZH, "该片斩获奥斯卡12项大奖。", [False]),
    (ZH, "主演之一是凯特·温斯莱特。", [True]),
    (ZH, "主演之一是布拉德·皮特。", [False]),
    (ZH, "凯特·温斯莱特和马特·达蒙主演了该片。", [False]),
    (ZH, "该片的导演兼编剧是詹姆斯·卡梅隆。", [True]),
    (ZH, "该片的导演兼编剧是史蒂文·斯皮尔伯格。", [False]),
    (TORONTO_JA, "Wikipediaによると、トロントはオンタリオ州の州都である。", [True]),
    (TORONTO_JA, "ウィキペディア（Wikipedia）によると、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "日本語版ウィキペディアによると、トロントはオンタリオ州の州都だ。", [True]),
    (TORONTO_JA, "百科事典によると、トロントはオンタリオ州の州都だ。", [False]),
    (TORONTO_ZH, "据维基百科记载，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "维基百科中提到，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "参考维基百科，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据Wikipedia，多伦多是安大略省的首府。", [True]),
    (TORONTO_ZH, "据百科全书，多伦多是安大略省的首府。", [False]),
    # thirtieth session, check batch 110: centuries, decades and years in other words
    (ZH, "该片上映于2005年。", [False]),
    (ZH, "该片2005年上映。", [False]),
    (ZH, "该片的上映时间是2005年。", [False]),
    (ZH, "该片的上映时间是1997年。", [True]),
    (ZH, "该片于上世纪90年代上映。", [True]),
    (ZH, "该片于20世纪末上映。", [True]),
    (ZH, "该片于20世纪初上映。", [False]),
    (ZH, "该片于21世纪上映。", [False]),
    (ZH, "该片讲述的是20世纪初的一场海难。", [True]),
    (ZH, "该片讲述的是19世纪的一场海难。", [False]),
    (JA, "この映画は90年代後半に公開された。", [True]),
    (JA, "この映画は90年代前半に公開された。", [False]),
    (JA, "この映画は20世紀末に公開された。", [True]),
    (JA, "この映画は21世紀に入ってから公開された。", [False]),
    (JA, "この映画は20世紀初頭の海難事故を題材にしている。", [True]),
    (JA, "この映画は19世紀の海難事故を題材にしている。", [False]),
    (JA, "この映画は、公開の85年前に起きた事故を題材にしている。", [True]),
    (JA, "この映画が公開されたのは2005年だ。", [False]),
    (JA, "この映画が公開されたのは1997年だ。", [True]),
    # thirtieth session, check batch 111: a Japanese answer against the Chinese facts and the other way round
    (ZH, "タイタニックはジェームズ・キャメロンが監督した。", [True]),
    (ZH, "タイタニックはスティーヴン・スピルバーグが監督した。", [False]),
    (ZH, "この映画はアカデミー賞を11部門受賞した。", [True]),
    (ZH, "この映画はアカデミー賞を3部門受賞した。", [False]),
    (ZH, "主演はブラッド・ピットとケイト・ウィンスレットである。", [False]),
    (ZH, "タイタニックは1997年に公開された。", [True]),
    (ZH, "この映画は2005年に公開された。", [False]),
    (JA, "《泰坦尼克号》由詹姆斯·卡梅隆执导。", [True]),
    (JA, "《泰坦尼克号》由史蒂文·斯皮尔伯格执导。", [False]),
    (JA, "该片获得了11项奥斯卡奖。", [True]),
    (JA, "该片获得了3项奥斯卡奖。", [False]),
    (JA, "该片由布拉德·皮特和凯特·温斯莱特主演。", [False]),
    (JA, "《泰坦尼克号》于1997年上映。", [True]),
    (JA, "该片于2005年上映。", [False]),
    # thirty-first session, check batch 118: the ship's measures, dates and ports
    (SHIP_JA, "タイタニック号の全長は269mだった。", [True]),
    (SHIP_JA, "全長は296メートルだった。", [False]),
    (SHIP_JA, "総トン数は4万6000トンほどだった。", [True]),
    (SHIP_JA, "総トン数は約6万トンだった。", [False]),
    (SHIP_JA, "1912年4月10日に出航した。", [True]),
    (SHIP_JA, "1912年4月14日に出航した。", [False]),
    (SHIP_JA, "サウサンプトンから出航した。", [True]),
    (SHIP_JA, "ニューヨークから出航した。", [False]),
    (SHIP_JA, "乗客乗員は2200人ほどだった。", [True]),
    (SHIP_JA, "乗客乗員は約3,000人だった。", [False]),
    (SHIP_JA, "全長は約270メートルだった。", [True]),
    (SHIP_ZH, "泰坦尼克号全长269公尺。", [True]),
    (SHIP_ZH, "泰坦尼克号全长296米。", [False]),
    (SHIP_ZH, "总吨位约46000吨。", [True]),
    (SHIP_ZH, "总吨位约6万吨。", [False]),
    (SHIP_ZH, "该船于4月10日起航。", [True]),
    (SHIP_ZH, "该船于4月15日起航。", [False]),
    (SHIP_ZH, "船上约有2200名乘客和船员。", [True]),
    (SHIP_ZH, "该船从纽约起航。", [False]),
    # thirty-first session, check batch 121: the benchmark's Japanese and Chinese Titanic facts (wins and nominations)
    (TITANIC_JA_BODY["facts"], "この映画はアカデミー賞を14部門受賞した。", [False]),
    (TITANIC_JA_BODY["facts"], "この映画はアカデミー賞を11部門受賞した。", [True]),
    (TITANIC_JA_BODY["facts"], "この映画はアカデミー賞に14部門ノミネートされた。", [True]),
    (TITANIC_ZH_BODY["facts"], "该片获得了14项奥斯卡奖。", [False]),
    (TITANIC_ZH_BODY["facts"], "该片赢得了11项奥斯卡奖。", [True]),
    (TITANIC_ZH_BODY["facts"], "该片共获得14项奥斯卡提名。", [True]),
]

#: answers the shipped scorer gets wrong, with why (strict: a fix makes the test fail until the entry goes)
KNOWN_GAPS: dict[str, str] = {
    "该片由詹姆斯.卡梅隆执导。": "an ASCII full stop as a Chinese name's dot ends the sentence (two claims, 该片由詹姆斯. and 卡梅隆执导。): "
    "a sentence written with . and no space (上映.该片由…) is split there too, and no rule tells the two apart",
    "该片由史蒂文.斯皮尔伯格执导。": "as 该片由詹姆斯.卡梅隆执导。: the claim is split at the name's dot and 该片由史蒂文. is grounded (0.86)",
    "レオナルド・ディカプリオはアメリカの俳優である。": "the passage gives the film's country, not the actor's; the Japanese cross-encoder "
    "grounds the inference (0.98) and no rule reads a nationality put on a person",
    "タイタニック号は氷山に衝突して沈没した。": "an iceberg the passage never mentions; the Japanese cross-encoder grounds it (0.98), "
    "while the multilingual one rejects the Chinese claim, and no rule looks for a Han noun the passage does not write",
    "この映画は架空の事件をもとにしている。": "a made-up event, where the passage's is the 1912 sinking: no rule reads real against fictional, "
    "and the cross-encoder grounds it (0.99)",
    "该片改编自真实的沉船事件。": "true (以1912年泰坦尼克号沉没事件为背景), but the multilingual cross-encoder rejects the paraphrase (0.12)",
    "居里于1903年获得诺贝尔化学奖。": "the year ties to 获得 in both the claim and the passage (1903年获得诺贝尔物理学奖), not to the prize, so "
    "the role rule sees no other word for 1903 (1.0); the Japanese claim, with に before the prize, is ruled out",
    "玛丽·居里两次获得诺贝尔奖。": "true (a prize in 1903 and one in 1911), but 两次 is a count the passage never writes, which the "
    "number rule rules out (0.02)",
    "《罗马假日》是一部爱情喜剧片。": "true (a romantic comedy), but the multilingual cross-encoder rejects the translated kind against the "
    "English passage (0.16)",
    "《鐵達尼號》於1997年上映。": "Taiwan's title for Titanic (tie-da-ni) does not sound like the mainland's 泰坦尼克 (tai-tan-ni-ke) to the "
    "transliteration rules, so it is a title the passage never writes (0.02); against the English facts it is read as Titanic",
    "サウサンプトンから出航した。": "true (サウサンプトンを出航した: left Southampton), but the multilingual cross-encoder rejects から for を (0.20)",
    "该片讲述的是20世纪初的一场海难。": "true (the century holds the passage's 1912 and is read as it), but the multilingual cross-encoder does not take 讲述…海难 for 以…沉没事件为背景 (0.08; 0.08 with 1912年 too, 0.96 for 该片以1912年的海难为背景)",
    "この映画は、公開の85年前に起きた事故を題材にしている。": "true (1997 - 1912 = 85), but no rule does arithmetic on the passage's years, and 85 is a number the passage never writes (0.017)",
    "その申し出は受け入れられない。": "true (受け入れがたい in other words): the passage's がたい is read as a negation, so no rule caps it, but the multilingual cross-encoder rejects the paraphrase (0.04)",
    "花子しか試験に合格しなかった。": "true (花子だけが合格した in other words): しか…ない against the passage's だけ is no negation for the rules, but the multilingual cross-encoder rejects the paraphrase (0.11)",
    "今月は10万円の支出があった。": "true: 今月 is the topic of both clauses (今月は12万円の収入があって、10万円の支出があった), but the role rule ties the claim's 10万円 to 今月, which the passage's clauses tie to 12万円 only (0.017)",
    "この店は9時に閉まる。": "the opening hour put for the closing one (9時に開いて、18時に閉まる): the role rule ties counts to the words before them, not to the verb after, and the cross-encoder grounds it (0.997)",
    "西边的房间很大。": "an opposite given to the other room (西边的房间很小): the passage writes both 大 and 小, so no opposite is missing, and the cross-encoder grounds it (0.995)",
    "この映画は沈没事故の前に公開された。": "a release put before the sinking the film is about: the years (1997, 1912) are the passage's and no rule orders two events by their years, and the cross-encoder grounds it (0.97)",
    "毎週金曜日は休館する。": "closed on the day the passage says it opens late (毎週金曜日は夜8時まで開館): the passage writes 休館 too (for its exhibition change), so no opposite is missing, and the cross-encoder grounds it (0.996)",
    "购买后可以永久观看。": "forever against the passage's 一年内 (within a year): no rule reads a span against forever, and the cross-encoder grounds it (0.96)",
    "该片的故事背景是1912年的一次沉船事件。": "true (以1912年泰坦尼克号沉没事件为背景 in other words), but the multilingual cross-encoder rejects the paraphrase (0.18)",
    "運賃は大人も子供も230円だ。": "the passage's adult fare (大人230円) given to children too (小児120円): the claim's 230 is stated, and its 子供 is tied to no number, so no rule conflicts; the cross-encoder grounds it (0.996)",
    "用小火翻炒鸡肉。": "low heat for the stir-fry, which the passage does on high heat (大火翻炒) and then stews on low heat: both words are the passage's, the clause of 翻炒 ties with that of 鸡肉, and the cross-encoder grounds it (1.0)",
    "主力製品は大企業向けの会計ソフトだ。": "大企業 for the passage's 中小企業: no pair of opposites holds them, and the cross-encoder grounds it (0.96)",
    "予約なしでは入店できない。": "true (完全予約制 in other words), but the claim's modality words (なしで, できない) are no class the passage writes, and the multilingual cross-encoder rejects the paraphrase (0.10)",
    "女子の部は佐藤健一が優勝した。": "a person put in another division (女子の部 for the passage's 男子の部): the role rule ties names to verbs (優勝), not to the division before them, and the cross-encoder grounds it (0.998)",
    "该片以一次真实的沉船事故为背景。": "true (以1912年泰坦尼克号沉没事件为背景 in other words), but the multilingual cross-encoder rejects the paraphrase (0.12)",
    "最便宜的门票是280元。": "true (the cheapest of 280元、480元和880元), but a superlative over a list is read by no rule, and the multilingual cross-encoder rejects it (0.11)",
    "特急列車にはフリーパスだけで乗れる。": "the passage requires a separate 特急券: だけで (with the pass alone) is no modality class, and the cross-encoder grounds it (0.99)",
    "2年生の部は赤組が勝った。": "a team put in another division (赤組 won 1年生の部): the role rule ties no common noun to the division, and the cross-encoder grounds it (0.99)",
    "運動会は5月18日に開かれた。": "true (行われた in other words), but the multilingual cross-encoder rejects the paraphrase (0.13)",
    "ペットは客室に同伴できる。": "a place put for another (客室 for the passage's 貨物室でのみ): the restriction rule reads a claim for everyone or everywhere, not for another place, and the cross-encoder grounds it (0.98)",
    "国内線では液体物の持ち込みに制限はない。": "true (液体物は国内線では制限されていない), but the multilingual cross-encoder rejects the paraphrase (0.02)",
    "合约期内可以随时取消。": "within the term (期内) against the passage's after it ends (期满后): 内 is no side the side rule reads, and the cross-encoder grounds it (0.999)",
    "津波が発生するおそれがある。": "the opposite of the passage's 津波の心配はない in other words: no negation or pair of opposites is read, and the cross-encoder grounds it (0.99)",
    "貸切風呂の利用時間は1時間だ。": "an hour against the passage's 45分: 分 alone is read as no length of time (it is a point or a minute past the hour as often), so no two lengths are compared, and the cross-encoder grounds it (0.99)",
    "学校午餐免费。": "free against the passage's 每餐12元: the clause closest to the claim (学校食堂提供午餐) gives no price, and the cross-encoder grounds it (0.96)",
    "健身房每天早上6点开门。": "true (每天6:00至23:00), but the multilingual cross-encoder rejects opening for open-from (0.16)",
    "特展也免费参观。": "free for the special exhibition, which the passage makes free for people over 60 only (60岁以上老人…可免费参观特展): the clause that shares most of the claim says free, and the cross-encoder grounds it (0.999)",
    "下午4点以后不能入馆。": "true (16:00停止入馆 in other words), but the claim negates against the passage's 停止 and the cross-encoder rejects the paraphrase (0.17)",
    "所有游客都可以免费参观特展。": "free for everyone where the passage makes it free for people over 60: that clause writes no 仅 / 只, so no restriction is read, and the cross-encoder grounds it (0.995)",
    "高级版的月费是168元。": "a number of the passage put in another's place (168元 is the yearly fee): the role rule ties prices to no fee, and the cross-encoder grounds it (1.0)",
    "该应用只能在手机上使用。": "true (only Android and iOS), but an inference: the multilingual cross-encoder rejects it (0.10)",
    "高级版可以免费使用。": "free where the passage makes only a 7-day trial free: the clause of the trial writes 免费 and shares as much of the claim as the clause of the fee, and the cross-encoder grounds it (0.999)",
    "该公司员工人数超过3万。": "true (约为3.2万人 meets 超过3万), but the multilingual cross-encoder rejects it (0.09)",
    "公園はいつでも入れる。": "true (24時間開放 in other words), but the multilingual cross-encoder rejects the paraphrase (0.04)",
    "该片讲述了1912年一艘邮轮沉没的故事。": "true (以1912年泰坦尼克号沉没事件为背景 in other words), but the multilingual cross-encoder rejects the paraphrase (0.10)",
    "雷峰塔冬季下午5点关闭。": "true (冬季至17:00; the claim goes to the model as 17点), but the multilingual cross-encoder rejects closing for open-until (0.08)",
    "雷峰塔早上8点开放。": "true (开放时间为8:00至…), but the multilingual cross-encoder rejects it (0.16)",
    "该片是根据真实事件改编的。": "true (以1912年泰坦尼克号沉没事件为背景), but the multilingual cross-encoder rejects the paraphrase (0.08)",
    "市图书馆周六晚上9点闭馆。": "true (周二至周日9:00-21:00; the claim goes to the model as 21点), but the multilingual cross-encoder rejects it (0.16)",
    "首发购买赠送充电器。": "a gift put for another (充电器 for the passage's 耳机): common nouns are compared by no rule, and the cross-encoder grounds it (0.998)",
    "来場者は年々減少している。": "a trend the passage never states (年々減少): the passage writes no 増加 to oppose, and the cross-encoder grounds it (0.96)",
    "该市常住人口超过1000万。": "true (1250万 meets 超过1000万, so no rule rules it out), but the multilingual cross-encoder rejects it (0.08)",
    "卡梅隆既是导演也是编剧。": "true (执导、编剧), but the role rule does not read 既是…也是 and the multilingual cross-encoder rejects it (0.16)",
    "露天風呂はいつでも入れる。": "true (24時間利用できる in other words), but the multilingual cross-encoder rejects the paraphrase (0.09)",
    "琵琶湖からは多くの川が流れ出ている。": "the opposite of the passage's 瀬田川のみ (one river only): no number, name or listed opposite conflicts, and the cross-encoder grounds it (0.99)",
    "カプセルは海に着水した。": "a place put for another (海 for the passage's 砂漠): common nouns are compared by no rule, and the cross-encoder grounds it (0.97)",
    "はやぶさ2は試料の採取に失敗した。": "a failure of what the passage says was done (採取した): the passage does not write 成功, so no listed opposite conflicts, and the cross-encoder grounds it (0.98)",
    "旺季从4月1日开始。": "true (旺季（4月1日至10月31日）), but the multilingual cross-encoder rejects it (0.10)",
    "动物园周一闭园。": "a closing put on a day the passage says it opens (周一照常开放): the passage writes 闭园 too (for 5 p.m.), so no opposite is missing, and the cross-encoder grounds it (1.0)",
    "身高1.3米以下的儿童可以免费入园。": "true (免票 in other words), but the multilingual cross-encoder rejects the paraphrase (0.16)",
    "ミモザは午後7時に閉店する。": "true (夜7時まで営業, and 午後7時 is read as 19 like 夜7時), but the multilingual cross-encoder rejects closing for open-until (0.07)",
    "日曜日は午後6時に閉館する。": "true (土日は…午後6時まで開館), but the multilingual cross-encoder rejects it (0.16): a day in the passage's group (土日) and closing for open-until are two steps",
    "土日は休館している。": "an antonym (休館 for the passage's 開館 on 土日): the clause it is closest to is the opening hours of 土日, so the day rule agrees, and the cross-encoder grounds it (0.995)",
    "屋久島は白神山地とともに日本初の世界自然遺産となった。": "true (日本で初めて…登録された in other words), but the multilingual cross-encoder rejects the paraphrase (0.15)",
    "屋久島は知床とともに世界自然遺産に登録された。": "a place put for another (知床 for 白神山地): Japanese place names in kanji are found by no rule, and the cross-encoder grounds it (0.995)",
    "超市每周一休息。": "a closing day the passage never gives (it gives hours for every day): 周一 is in its 工作日, and the cross-encoder grounds it (0.995)",
    "この映画は1912年に実際に起きた事故をもとにしている。": "true, but the event-year rule reads 1912 as the film's year (この映画は…1912年に): a year in a relative clause of another noun (1912年に…起きた事故) is not told from the topic's; 1912年の事故 is",
    "该片以真实的沉船事件为背景。": "true (the film is set against the 1912 sinking), but the multilingual cross-encoder rejects the paraphrase (0.19)",
    "この寿司店は創業70年以上の老舗だ。": "true only by today's date (founded in 1952): a count the passage does not write is ruled out (cjk.number_conflict); no rule computes an age",
    "酒店的隔音效果很好。": "the opposite of the passage's 隔音效果一般 (average soundproofing), in other words: no number or name conflicts, and the cross-encoder grounds it (0.997)",
    "村上春樹は兵庫県で生まれた。": "a place put in another event's place (兵庫県, where he grew up, for 京都, where he was born): places are tied to no event by any rule, and the cross-encoder grounds it (0.998)",
    "村上春樹は1987年にデビューした。": "a year of the passage put in another event's place: the passage's clause joins デビューし and 1987年に発表した across 、 (a piece whose predicate is a katakana word counts as a list item), so the role rule finds 1987 with デビュー; the cross-encoder grounds it (0.996)",
    "『ノルウェイの森』は1979年に発表された。": "a title's year put for another of the passage's years: titles are no entities of the role rule, and the cross-encoder grounds it (0.997)",
    "『ノルウェイの森』はデビュー作である。": "the debut work put for another work of the passage: no number or name conflicts, and the cross-encoder grounds it (0.997)",
    "特斯拉成立于2022年。": "a founding put in a year the passage gives the deliveries (2022): the event-year rule rules out only a year the passage ties to another event of its table, and deliveries are none; the cross-encoder grounds it (1.0)",
    "长江是世界第一长河。": "an ordinal put for another (世界第一 for the passage's 世界第三): the passage writes 第一 too (中国第一长河), so no number is missing, and the role rule ties both to 长河, not to 世界; the cross-encoder grounds it (1.0)",
    "この映画は1997年に公開された。": "subject swap: 1997年 and 公開 share a clause of the passage (the sequel's release), so the role rule sees the year in its role; which film was released is the subject, which the rule does not compare",
    "该片于1997年上映。": "subject swap: 1997年 and 上映 share a clause of the passage (the sequel's release), so the role rule sees the year in its role; which film was released is the subject, which the rule does not compare",
    "游客全年都可以参观。": "a period the passage bounds (4月至10月) widened to the whole year: no number or name of the claim conflicts, and the multilingual cross-encoder grounds it (0.98)",
    "スカイツリーは2012年5月22日にオープンした。": "a loanword (オープン) for the passage's 開業: an undotted katakana word the passage does not write counts as a name it never names (cjk.missing_name), which on JSICK and JRTE rows is right more often than not; without that rule the cross-encoder gives it 0.15",
    "この映画は1912年に起きたタイタニック号の沈没を描いている。": "the role rule ties the topic (この映画は) to 1912年, whose own verb (起きた) is one kanji and so no word the rule can tie; the passage ties 映画 to 1997年. Untying a topic whenever the verb is one kanji would lose タイタニック号の沈没は1997年に起きた (ja-22)",
    "该片取材于真实的沉船事件。": "true (the film is based on the 1912 sinking), but the multilingual cross-encoder rejects the paraphrase (0.40 before the contradiction check)",
    "この映画は実話とは無関係の創作である。": "a denial of the passage's premise (based on the 1912 sinking) in other words: no number or name conflicts, and the multilingual cross-encoder grounds it (0.995)",
    "防音がしっかりしていて静かだった。": "the opposite of the passage's thin walls and noise, in other words: the cross-encoder grounds it (0.98)",
    "この映画はタイタニック号の処女航海の成功を描いている。": "the opposite of the passage's sinking (the maiden voyage's success): no number or name of the claim conflicts, and the multilingual cross-encoder grounds it (0.997)",
    "この作品はタイタニック号の処女航海の成功を描いている。": "the same in other words (check batch 20): no number or name of the claim conflicts, and the multilingual cross-encoder grounds it (0.998)",
    "入館は午後4時30分までだ。": "true (入館は閉館の30分前まで, and it closes at 午後5時), but it takes arithmetic: the number rule finds no 4時30分 in the passage (0.017)",
    "ペットは店内でも同伴できる。": "the passage allows pets on the terrace only (テラス席のみ可), but the rule for the other half (cjk.restriction_conflict: 店内 against テラス席のみ) reads the clauses closest to the claim, and 店内は20席で ties with the terrace's while writing 店内; the cross-encoder grounds it (0.99)",
    "横浜FCが決勝で川崎Fを破った。": "true (勝利した in other words), but the multilingual cross-encoder rejects the paraphrase (0.12)",
    "決勝戦のスコアは2対1だった。": "true, but スコア is a katakana word the passage does not write, which missing_name counts (a loanword for a thing, as スタッフ: measured to help on JRTE)",
    "豚肉を使う。": "a common noun in another's place (豚肉 for 牛肉): no rule compares kinds of meat, and the cross-encoder grounds it (0.98)",
    "李白享年61岁左右。": "true (701–762), but it takes arithmetic: the number rule finds no 61 in the passage (0.017)",
    "明治維新では将軍を中心とする新政府が成立した。": "a common noun in another's place (将軍 for 天皇): no name or number conflicts, and the cross-encoder grounds it (0.995)",
    "召回原因是发动机存在隐患。": "a common noun in another's place (发动机 for 制动系统): no name or number conflicts, and the multilingual cross-encoder grounds it (0.997)",
    "フロントの対応が悪かった。": "the opposite of the passage's 対応も丁寧, but 悪い is paired with 良い only (悪 against 丁寧 would fire on any bad thing of a polite passage), and the cross-encoder grounds it (0.99)",
    "早餐品种很丰富。": "the opposite of the passage's 品种不多: 丰富 is paired with 单一 / 匮乏, not with a negated 多, and the multilingual cross-encoder grounds it (0.99)",
    "服务员态度非常热情。": "the passage says 服务员态度一般 (so-so): no pair of opposites holds 一般, and the multilingual cross-encoder grounds it (0.995)",
    "駐車場に停めやすかった。": "the opposite of the passage's 停めるのに苦労しました, in other words: no pair of opposites holds it, and the cross-encoder grounds it (0.97)",
    "多伦多曾经是安大略省的首府。": "'used to be' (曾经) against the passage's present: read by no rule (曾经 in a claim is as often supported on OCNLI / CNLI), and the multilingual cross-encoder grounds it (0.995)",
    "12歳の子供は服用してはいけない。": "true (15歳未満の子供は服用しない), but 12 is not the passage's number, and a count inside a bound the passage draws is not read as stated (a range of a rule is not a quantity: 超过1000人 does not state 1200人)",
    "服用後に車を運転しても問題ない。": "the opposite of 運転を避けてください, in other words: no rule reads it, and the cross-encoder grounds it (0.995)",
    "大人は1日に6錠まで服用する。": "true (2錠 three times a day), but it takes arithmetic: the number rule finds no 6 in the passage (0.017)",
    "のぞみ号は東京駅を10分おきに発車する。": "true (毎時0分、10分、20分…), but every ten minutes is read from the list by no rule (0.017)",
    "故宫每天最多接待3万名游客。": "true (每日限流3万人), but the multilingual cross-encoder rejects the paraphrase (0.10)",
    "故宫在法定节假日的周一也开放。": "true (每周一闭馆（法定节假日除外）), but the multilingual cross-encoder rejects it (0.08)",
    "子供たちが外で遊んでいる。": "true (playing football in a park is playing outside), but the multilingual cross-encoder rejects the inference (0.09)",
    "子供たちが屋外で遊んでいる。": "true (running about on a beach is playing outside), but the multilingual cross-encoder rejects the inference (0.10)",
    "子供たちが室内でサッカーをしている。": "室内 against the passage's 公園: no pair of opposites holds a park, and the cross-encoder grounds it (0.99)",
    "一个男人在开汽车。": "a common noun in another's place (汽车 for 自行车, 开 for 骑): no rule reads it, and the multilingual cross-encoder grounds it (0.97)",
    "彼は朝8時に起きる。": "the passage's 8時 of 家を出る put on 起きる: the role rule ties a number to Han words, and 起きる has one kanji (the cross-encoder grounds it: 0.998)",
    "彼は7時に家を出る。": "the passage's 7時 of 起きて put on 家を出る: the role rule reads no Han word of 起きて to tie 7時 to, so it finds no rival (0.997)",
    "大盛りラーメンは900円だ。": "true (800円 and 100円増し), but it takes arithmetic: the number rule finds no 900 in the passage (0.017)",
    "夕食は食堂で食べる。": "a common noun in another's place (食堂 for 部屋食): no name or number conflicts, and the cross-encoder grounds it (0.96)",
    "ケベック州の州都はケベック・シティーである。": "true across languages (魁北克市 is Quebec City), but シティー, a katakana common noun the Chinese passage writes as 市, counts as a name it never names (translit.anchor_names reads ケベック as 魁北克 only) (0.017)",
    "这座图书馆已经开放了三十多年。": "true (opened in 1985), but it takes arithmetic: the number rule finds no 30 in the passage (0.017)",
    "この図書館は30年以上前に開館した。": "true (opened in 1985), but it takes arithmetic: the number rule finds no 30 in the passage (0.017)",
    "図書館は月曜日に閉まっている。": "true (毎週月曜日は休館), but the multilingual cross-encoder rejects 閉まっている for 休館 (0.08); the day rule no longer caps it (engine 1.22)",
    "女子の部は山本健一選手が優勝した。": "a person of the passage in another division (男子の部 for 女子の部): no rule ties a winner to a division, and the cross-encoder grounds it (0.998)",
    "佐藤美咲選手は男子の部で優勝した。": "a person of the passage in another division (女子の部 for 男子の部): no rule ties a winner to a division, and the cross-encoder grounds it (0.997)",
    "山本選手の優勝タイムは2時間15分だった。": "true, but タイム is a katakana word the passage does not write, which missing_name counts (a loanword for a thing: measured to help on JRTE)",
    "副董事长张伟接任董事长。": "a person of the passage in another's post (张伟 resigned; 李明, the vice-chairman, took over): undotted Chinese names in a board's posts are read by no rule, and the cross-encoder grounds it (1.0)",
    "修学旅行は2泊3日の日程だ。": "true (月曜日から水曜日まで), but it takes arithmetic: the number rule finds no 2 or 3 in the passage's days (0.017)",
    "法国队赢得了本届世界杯冠军。": "the loser put in the winner's place: teams (法国队, 阿根廷队) are no names of the role rule, 赢得 is not the passage's 夺得, and the cross-encoder grounds it (1.0)",
    "阿根廷队在120分钟内击败了法国队。": "within 120 minutes, where the passage says they drew 3-3 in 120 minutes and Argentina won on penalties: read by no rule, and the cross-encoder grounds it (0.998)",
    "游客可以在馆内拍照。": "true (可以不用闪光灯拍照), but the modality rule ties the claim's act to the passage's 禁止使用闪光灯拍照 as much as to its 可以…拍照, and caps it (0.17)",
    "北海道で最も高い山は大雪山である。": "the mountain range (大雪山系) for its peak (旭岳): the filler is no other post's, so the post rule does not read it, and the cross-encoder grounds it (0.997)",
    "大浴場は1階にある。": "the passage's floor of the restaurant (1階) put on the bath, which is on the top floor (最上階): the role rule finds no rival number in the bath's clause, and the cross-encoder grounds it (0.98)",
    "この映画はアカデミー賞を二桁の部門で受賞した。": "true (11 is two digits), but 二桁 is read by no rule, and the number rule finds no count of the claim's own to compare (0.017)",
    "沈没事故から85年後に映画が公開された。": "true (1912 to 1997), but it takes arithmetic: the number rule finds no 85 in the passage (0.017)",
    "この映画はアカデミー賞を最多の11部門で受賞した。": "a record (最多, the most) the passage does not claim: 最多 is no record word of the rules (Chinese 最多 is as often 'at most'), and the cross-encoder grounds it (0.998)",
    "この映画はアカデミー賞の候補になった。": "true in the world (a winner was nominated), but a nomination the passage does not state is read as not stated (cjk: 候補 against a passage of wins, which keeps 11部門にノミネート apart from 11部門を受賞) (0.017)",
    "该片上映于1997年，距沉船事件85年。": "true (1912 to 1997), but it takes arithmetic: the number rule finds no 85 in the passage (0.017)",
    "The film won more than ten Academy Awards.": "true, but an English bound (more than ten) is read as the number 10, which the Japanese passage does not write: the bound rules read Japanese and Chinese bounds only (0.017)",
    "Two actors starred in the film.": "true, but an English count of people is read as the number 2, which the Chinese passage does not write: the count of the people a passage lists in a role is read for Japanese and Chinese claims only (0.017)",
    "彼は大阪に住んでいる。": "a place of the passage in another role (大阪, where he is from, for 東京, where he lives): places are tied to no role by any rule, and the cross-encoder grounds it (0.996)",
    "この店は祝日も営業している。": "open on the holidays the passage says it closes (定休日): the day rule finds the claim's day in the clause, and 営業 / 定休日 is no pair of opposites (a shop closed on Sundays is open on Mondays), so the cross-encoder grounds it (0.98)",
    "この店は月曜日も営業している。": "true (closed on Sundays and holidays only), but the day rule takes a day the passage never names as one it does not give what the claim says of it (0.017)",
    "田中氏はチームのキャプテンだ。": "the passage's coach put in the captain's post, which it gives 彼: a pronoun fills no post of the post rule (it may be the same person), and the cross-encoder grounds it (0.996)",
    "東映アニメーションが制作した。": "a studio the passage never names (東映アニメーション for スタジオジブリ): a Japanese name in Han characters and a katakana word the passage writes (アニメーション) is no name any rule reads, and the cross-encoder grounds it (0.97)",
    "Spirited Away was directed by Hayao Miyazaki.": "true, but a Japanese name in Latin script cannot be matched by sound to the passage's 宮崎駿 (Han characters have no reading the rules know: a kanji reading dictionary such as pykakasi is GPL-3.0), so it counts as a name the passage never writes (0.017)",
    "子供たちが外にいる。": "true (a park is outdoors), but the multilingual cross-encoder does not draw the inference (0.075)",
    "試合は行われなかった。": "true (中止された in other words), but the multilingual cross-encoder rejects the paraphrase (0.17)",
    "外は雪が積もっている。": "true (children build a snowman in the snow), but the multilingual cross-encoder does not draw the inference (0.17)",
    "一只黑猫在窗台上晒太阳。": "an act the passage does not state (晒太阳 for 睡觉): a common verb in another's place is read by no rule, and the cross-encoder grounds it (0.99)",
    "几个年轻人在参加学校的足球比赛。": "a purpose the passage does not state (a school match): added detail is read by no rule, and the cross-encoder grounds it (0.999)",
    "我昨天在网上买了两本小说。": "a place in another's place (网上 for 书店): no closed kind holds them, and the cross-encoder grounds it (0.999)",
    "女孩的外套不是蓝色的。": "true (the coat is red), but the multilingual cross-encoder rejects a negated colour (0.12); the colour rule reads no negated claim",
    "黒い犬が庭で寝ている。": "a spotted black-and-white dog called black: the claim's colour is the passage's, and the cross-encoder grounds it (0.995)",
    "朝ごはんはビュッフェでした。": "true (バイキング is a buffet), but ビュッフェ is a katakana word the passage does not write, which missing_name counts as a name (0.017)",
    "女性がドレスを着ている。": "true (赤いドレスの女性), but the multilingual cross-encoder rejects it (0.12)",
    "一位女士在超市买蔬菜。": "a common noun in another's place (蔬菜 for 水果): no closed kind holds them, and the cross-encoder grounds it (0.995)",
    "男の子たちが海で釣りをしている。": "a place in another's place (海 for the passage's 川): no closed kind holds rivers and seas as places of an act, and the cross-encoder grounds it (0.975)",
    "这部手机的电池续航时间较长。": "true (two days of use), but the multilingual cross-encoder rejects the paraphrase (0.14)",
    "学校对学生使用手机有规定。": "true (a rule against phones in class), but the multilingual cross-encoder rejects the paraphrase (0.17)",
    "这座城市冬天经常下雪。": "often against the passage's rarely (很少下雪), where the passage also writes often (经常下雨): no rule ties the frequency to its verb, and the cross-encoder grounds it (0.998)",
    "他买了一辆新自行车。": "the passage's bicycle, which he sold, put as bought: both words are the passage's, and the cross-encoder grounds it (0.994)",
    "他这周照常上班。": "went to work as usual, where the passage says he did not (没去上班): 照常上班 is not the passage's denied phrase word for word, and the cross-encoder grounds it (0.98)",
    "一只灰色的小猫躲在床下面。": "a piece of furniture in another's place (床 for 沙发): no closed kind holds them, and the cross-encoder grounds it (0.98)",
    "父はバスで通勤している。": "true (毎朝バスで会社に通っている), but the multilingual cross-encoder rejects the paraphrase 通勤 (0.07)",
    "我们在酒店吃了一顿简单的晚餐。": "simple against the passage's lavish (丰盛): no pair of opposites holds them, and the cross-encoder grounds it (0.99)",
    "这项法律只适用于大公司。": "only big companies, where the passage says all companies: the restriction rule reads a claim that opens to all what the passage keeps for some, not the other way round, and the cross-encoder grounds it (0.96)",
    "这本书很畅销。": "true (100,000 copies in a month), but the multilingual cross-encoder does not draw the inference (0.11)",
    "这本书一年才卖出十万册。": "a year, where the passage says a month (一个月内): 一年 is read as no length of time (it is as often 'a year' of a frequency), and the cross-encoder grounds it (0.995)",
    "新しい駅は市の中心部にある。": "in the centre, where the passage says 20 minutes from it by car: no rule reads a distance from a place as away from it, and the cross-encoder grounds it (0.996)",
    "新しい駅は市の中心部から離れている。": "true (20 minutes by car from the centre), but the multilingual cross-encoder does not draw the inference (0.14)",
    "中学生の入館料は500円です。": "the adult fee (大人500円) given to pupils, who go free (中学生以下は無料): the price rule reads a claim of free against a price, not a price against a label the passage calls free, and the cross-encoder grounds it (0.99)",
    "他这次考试得了高分。": "a high score, where the passage says 60 and a bare pass: no rule reads a score as high or low, and the cross-encoder grounds it (0.995)",
    "一个女人正在吃西红柿。": "another act on the same thing (吃 for 切): no rule reads a common verb in another's place, and the cross-encoder grounds it (1.0)",
    "この映画はキャメロンが脚本を書いた。": "true across languages (written by James Cameron), but the multilingual cross-encoder rejects the Japanese claim against the English passage (0.04)",
    "チェックインは午後からでした。": "true (15時 is in the afternoon), but the multilingual cross-encoder rejects it (0.09); hours are read as a part of the day by the everyday-kind rule only against a claim",
    "夕食は食堂でとりました。": "a common noun in another's place (食堂 for 部屋食): no closed kind holds where a meal is eaten, and the cross-encoder grounds it (0.97)",
    "酒店有停车场。": "true (the car park is free), but the multilingual cross-encoder does not draw the inference (0.09)",
    "厨师在做饭前的准备。": "true (cutting vegetables is preparing a meal), but the multilingual cross-encoder does not draw the inference (0.15)",
    "厨师在餐厅里给客人上菜。": "a place and an act in another's place (餐厅 for 厨房, 上菜 for 切菜): 餐厅 is as often a restaurant, so it is no room of the everyday kinds, and the cross-encoder grounds it (0.96)",
    "警察正在扑灭一场大火。": "an occupation in another's place (警察 for 消防员): no closed kind holds occupations, and the cross-encoder grounds it (0.97)",
    "男性がプレゼンをしている。": "true (発表している), but プレゼン is a katakana word the passage does not write, which missing_name counts as a name (0.017)",
    "池で鳥が泳いでいる。": "true (ducks are birds), but the multilingual cross-encoder does not draw the inference (0.09)",
    "一个穿蓝色衬衫的男人正在修理汽车。": "a car for the passage's bicycle: 汽车 is a generic word of the ways to travel (a truck is a 汽车 too), so no kind is named, and the cross-encoder grounds it (0.99)",
    "朝食は和食のみです。": "only Japanese food, where the passage offers Japanese or Western: the restriction rule reads a claim that opens to all what the passage keeps for some, not the other way round, and the cross-encoder grounds it (0.98)",
    "今年は甘いものを食べないつもりだ。": "true (食べるまい: the negative will), which no rule caps now, but the multilingual cross-encoder rejects the paraphrase (0.19)",
    "太郎は中国語を毎日は勉強していない。": "true (英語だけを毎日勉強している, of two languages), which no rule caps now, but the multilingual cross-encoder rejects it (0.14)",
    "新宿の店ではカードが使えない。": "true (渋谷の店でのみカードが使える, of two shops), which no rule caps now, but the multilingual cross-encoder rejects it (0.19)",
    "この薬は処方がなければ購入できない。": "true (処方がある場合にのみ購入できる), but the modality rule reads the conditional できない as a plain cannot against the passage's できる (capped at 0.5)",
    "採用までのプロセスは、書類選考、筆記試験、面接の順です。": "steps the passage never gives (書類選考, 筆記試験): the multilingual cross-encoder grounds it (0.98; 0.81 with 流れ for プロセス, so not the loanword), which 1.24 ruled out only because プロセス counted as a name",
    "在宅勤務のメリットは、給料が上がることです。": "a merit the passage never gives (給料が上がる): the multilingual cross-encoder grounds it on the topic alone (0.97; 0.60 with 利点 for メリット), which 1.24 ruled out only because メリット counted as a name",
    "フロントスタッフの対応が良かった。": "true in other words (フロントの対応), but スタッフ is a katakana word the passage never writes, so the compound is no compound of the passage's words",
}

#: answers whose result depends on the CPU: the same int8 model gives scores far apart on two CPU families
#: (not strict: either outcome passes; the reason records both). None at present: 迈克尔·柯林斯留在指令舱。 was one
#: (0.19 on an AMD EPYC without VNNI, 0.985 on an Intel Xeon with model 8d2b717b); with 116fe18d and the passage
#: read at its closest sentence too (engine 1.9) it is 0.9995 on the AMD EPYC and 1.0 on the Intel Xeon
CPU_DEPENDENT: dict[str, str] = {}


def _cases():
    for i, (facts, answer, want) in enumerate(CASES):
        reason = KNOWN_GAPS.get(answer)
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        if answer in CPU_DEPENDENT:
            marks = [pytest.mark.xfail(strict=False, reason=CPU_DEPENDENT[answer])]
        lang = language(facts[0]["factText"])
        yield pytest.param(facts, answer, want, id=f"{lang}-{i:02d}", marks=marks)


@pytest.mark.parametrize("facts,answer,want", list(_cases()))
def test_variation(engine, facts, answer, want):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts, "groundingSpec": {"enableClaimLevelScore": True}}))
    got = [bool(c.citation_indices) for c in resp.claims]
    assert got == want, [(c.claim_text, c.score) for c in resp.claims]


# One long fact: both Titanic passages of the benchmark's Japanese / Chinese requests joined (330 / 276
# characters, ~230 / ~215 tokens of the multilingual model, which reads 128). A claim about either half must
# be read against it: before CJK characters weighed three in the chunk budget the whole fact was one chunk
# and the Chinese claims about its second half were not grounded (0.07, 0.04, 0.07).
def _long_fact(body: dict, reverse: bool) -> list[dict]:
    texts = [f["factText"] for f in body["facts"]]
    return [{"factText": "".join(reversed(texts) if reverse else texts)}]


LONG_CASES = [
    (TITANIC_JA_BODY, "同船は1912年4月15日未明に北大西洋で1,500人以上の命を奪った。", True),
    (TITANIC_JA_BODY, "タイタニックはアカデミー賞14部門にノミネートされた。", True),
    (TITANIC_JA_BODY, "タイタニック号は当時最も豪華な客船だった。", True),
    (TITANIC_JA_BODY, "タイタニックはアカデミー賞20部門にノミネートされた。", False),
    (TITANIC_ZH_BODY, "这艘船于1912年4月15日凌晨在北大西洋夺去了1500多人的生命。", True),
    (TITANIC_ZH_BODY, "该片共获得14项提名。", True),
    (TITANIC_ZH_BODY, "这艘船是那个时代最豪华的邮轮。", True),
    (TITANIC_ZH_BODY, "该片共获得20项提名。", False),
]


# The benchmark's two-fact requests as they are: a claim about one fact is also read against chunks of the other
# that state no number, or other numbers in other roles (before engine 1.11, 1997年12月20日 was grounded by a
# chunk with no number at all, and 1997年11月19日 by the passage's 11部門)
BODY_CASES = [
    (TITANIC_JA_BODY, "タイタニックは1997年12月19日に公開された。", True),
    (TITANIC_JA_BODY, "タイタニックは1997年12月20日に公開された。", False),
    (TITANIC_JA_BODY, "タイタニックは1997年11月19日に公開された。", False),
    (TITANIC_JA_BODY, "タイタニック号は1912年4月14日に沈没した。", False),
    (TITANIC_JA_BODY, "沈没事故では1500人以上が亡くなった。", True),
    (TITANIC_JA_BODY, "沈没事故では3000人以上が亡くなった。", False),
    (TITANIC_ZH_BODY, "该片于1997年12月19日上映。", True),
    (TITANIC_ZH_BODY, "该片于1997年11月19日上映。", False),
    (TITANIC_ZH_BODY, "这次海难夺去了1500多人的生命。", True),
    (TITANIC_ZH_BODY, "这次海难夺去了3000多人的生命。", False),
    # fourteenth session: a count the passage writes as the month (12部門), a count tied across its counter to
    # the verb (14 were nominations, not wins), an ocean for another, an offer of more help
    (TITANIC_JA_BODY, "タイタニックは1997年12月19日に公開され、アカデミー賞12部門を受賞した。", False),
    (TITANIC_JA_BODY, "タイタニックは1997年12月19日に公開され、アカデミー賞11部門を受賞した。", True),
    (TITANIC_JA_BODY, "タイタニックはアカデミー賞14部門を受賞した。", False),
    (TITANIC_JA_BODY, "タイタニックはアカデミー賞に14部門でノミネートされ、11部門を受賞した。", True),
    (TITANIC_JA_BODY, "タイタニック号は太平洋で沈没した。", False),
    (TITANIC_JA_BODY, "タイタニック号は北大西洋で沈没した。", True),
    (TITANIC_ZH_BODY, "该片于1997年12月19日上映，赢得了12项奥斯卡奖。", False),
    (TITANIC_ZH_BODY, "该片于1997年12月19日上映，赢得了11项奥斯卡奖。", True),
    (TITANIC_ZH_BODY, "泰坦尼克号在太平洋沉没。", False),
    (TITANIC_ZH_BODY, "该片于1997年上映，由卡梅隆执导。如需了解更多信息，请告诉我。", True),
    # dates written with numbers only
    (TITANIC_JA_BODY, "タイタニックは1997/12/19に公開された。", True),
    (TITANIC_JA_BODY, "タイタニックは1997/11/19に公開された。", False),
    (TITANIC_ZH_BODY, "该片于1997-12-19上映。", True),
    (TITANIC_ZH_BODY, "该片于1997-11-19上映。", False),
]


@pytest.mark.parametrize("body,answer,want", BODY_CASES, ids=[f"{'ja' if b is TITANIC_JA_BODY else 'zh'}-{i}" for i, (b, _, _) in enumerate(BODY_CASES)])
def test_claims_against_the_benchmark_requests_facts(engine, body, answer, want):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": body["facts"], "groundingSpec": {"enableClaimLevelScore": True}}))
    checked = [c for c in resp.claims if c.grounding_check_required]
    assert [bool(c.citation_indices) for c in checked] == [want], [(c.claim_text, c.score) for c in resp.claims]


@pytest.mark.parametrize("reverse", [False, True], ids=["in-order", "reversed"])
@pytest.mark.parametrize("body,answer,want", LONG_CASES, ids=[f"{'ja' if b is TITANIC_JA_BODY else 'zh'}-{i}" for i, (b, _, _) in enumerate(LONG_CASES)])
def test_claims_about_any_part_of_a_long_fact(engine, body, answer, want, reverse):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": _long_fact(body, reverse), "groundingSpec": {"enableClaimLevelScore": True}}))
    assert [bool(c.citation_indices) for c in resp.claims] == [want], [(c.claim_text, c.score) for c in resp.claims]


# The worked examples' facts split over several facts with their own sources (check batch 77, twenty-sixth session):
# each claim must cite the facts that hold it (at least those: a fact that only names the work may be cited too) and
# an attribution only the fact of its source
TITANIC_THREE_FACTS_JA = [
    {"factText": "『タイタニック』は1997年公開のアメリカ映画である。", "attributes": {"author": "ウィキペディア"}},
    {"factText": "監督・脚本・製作はジェームズ・キャメロン。", "attributes": {"author": "ウィキペディア"}},
    {"factText": "レオナルド・ディカプリオとケイト・ウィンスレットが主演した。アカデミー賞11部門を受賞した。", "attributes": {"author": "映画.com"}},
]
TITANIC_THREE_FACTS_ZH = [
    {"factText": "《泰坦尼克号》是一部1997年上映的美国电影。", "attributes": {"author": "维基百科"}},
    {"factText": "该片由詹姆斯·卡梅隆执导、编剧并参与制作。", "attributes": {"author": "维基百科"}},
    {"factText": "莱昂纳多·迪卡普里奥和凯特·温斯莱特主演。该片获得了11项奥斯卡奖。", "attributes": {"author": "豆瓣电影"}},
]
CANADA_TWO_SOURCES_JA = [
    {"factText": "トロントはオンタリオ州の州都である。", "attributes": {"author": "ウィキペディア"}},
    {"factText": "カナダの首都はオタワである。", "attributes": {"author": "カナダ政府"}},
]
CANADA_TWO_SOURCES_ZH = [
    {"factText": "多伦多是安大略省的首府。", "attributes": {"author": "维基百科"}},
    {"factText": "加拿大的首都是渥太华。", "attributes": {"author": "加拿大政府"}},
]
CITATION_CASES = [
    (TITANIC_THREE_FACTS_JA, "タイタニックは1997年に公開された。監督はジェームズ・キャメロンだ。", [[0], [1]]),
    (TITANIC_THREE_FACTS_JA, "タイタニックはアカデミー賞を11部門受賞した。", [[2]]),
    (TITANIC_THREE_FACTS_JA, "タイタニックは1997年公開で、ディカプリオが主演した。", [[0, 2]]),
    (TITANIC_THREE_FACTS_JA, "監督はジェームズ・キャメロンで、主演はブラッド・ピットだ。", [[]]),
    (TITANIC_THREE_FACTS_JA, "映画.comによると、ディカプリオとウィンスレットが主演した。", [[2]]),
    (TITANIC_THREE_FACTS_JA, "ウィキペディアによると、ディカプリオとウィンスレットが主演した。", [[]]),
    (TITANIC_THREE_FACTS_JA, "タイタニックは1997年に公開された。アカデミー賞は3部門を受賞した。", [[0], []]),
    (TITANIC_THREE_FACTS_JA, "キャメロンは脚本も書いた。", [[1]]),
    (TITANIC_THREE_FACTS_ZH, "《泰坦尼克号》于1997年上映。该片由詹姆斯·卡梅隆执导。", [[0], [1]]),
    (TITANIC_THREE_FACTS_ZH, "该片获得了11项奥斯卡奖。", [[2]]),
    (TITANIC_THREE_FACTS_ZH, "据豆瓣电影，该片由迪卡普里奥和温斯莱特主演。", [[2]]),
    (TITANIC_THREE_FACTS_ZH, "据维基百科，该片由迪卡普里奥和温斯莱特主演。", [[]]),
    (TITANIC_THREE_FACTS_ZH, "该片由卡梅隆执导，并获得了3项奥斯卡奖。", [[]]),
    (TITANIC_THREE_FACTS_ZH, "卡梅隆也是该片的编剧。", [[1]]),
    (TITANIC_THREE_FACTS_ZH, "该片于1997年上映。该片由史蒂文·斯皮尔伯格执导。", [[0], []]),
    (CANADA_TWO_SOURCES_JA, "トロントはオンタリオ州の州都である。カナダの首都はオタワだ。", [[0], [1]]),
    (CANADA_TWO_SOURCES_JA, "カナダ政府によると、カナダの首都はオタワである。", [[1]]),
    (CANADA_TWO_SOURCES_JA, "ウィキペディアによると、カナダの首都はオタワである。", [[]]),
    (CANADA_TWO_SOURCES_JA, "カナダの首都はトロントである。", [[]]),
    (CANADA_TWO_SOURCES_JA, "オタワはオンタリオ州の州都である。", [[]]),
    (CANADA_TWO_SOURCES_ZH, "多伦多是安大略省的首府。加拿大的首都是渥太华。", [[0], [1]]),
    (CANADA_TWO_SOURCES_ZH, "据加拿大政府，加拿大的首都是渥太华。", [[1]]),
    (CANADA_TWO_SOURCES_ZH, "据维基百科，加拿大的首都是渥太华。", [[]]),
    (CANADA_TWO_SOURCES_ZH, "加拿大的首都是多伦多。", [[]]),
    (CANADA_TWO_SOURCES_ZH, "渥太华是安大略省的首府。", [[]]),
]


@pytest.mark.parametrize("facts,answer,want", CITATION_CASES, ids=[f"cite-{i:02d}" for i in range(len(CITATION_CASES))])
def test_each_claim_cites_the_facts_that_hold_it(engine, facts, answer, want):
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts}))
    checked = [c for c in resp.claims if c.grounding_check_required]
    assert len(checked) == len(want), [c.claim_text for c in checked]
    for claim, facts_wanted in zip(checked, want):
        cited = {resp.cited_chunks[i].source for i in claim.citation_indices}
        assert set(facts_wanted) <= cited if facts_wanted else not cited, (claim.claim_text, cited)


def test_cjk_chunks_fit_the_multilingual_model():
    """Every chunk of a long Japanese or Chinese fact, with a claim, fits the multilingual model's
    128 tokens, so no part of the fact goes unread; an English fact of the same length stays one chunk."""
    from tokenizers import Tokenizer

    from grounding.engine.chunking import chunk_fact
    from grounding.scorer.model import ARTIFACTS

    tok = Tokenizer.from_file(str(ARTIFACTS / "tokenizer_multilingual.json"))
    for body, claim in ((TITANIC_JA_BODY, LONG_CASES[0][1]), (TITANIC_ZH_BODY, LONG_CASES[4][1])):
        text = _long_fact(body, False)[0]["factText"]
        chunks = chunk_fact(text)
        assert len(chunks) >= 3
        assert chunks[0].start == 0 and chunks[-1].end == len(text)
        assert all(b.start <= a.end for a, b in zip(chunks, chunks[1:]))  # together they cover the fact
        for c in chunks:
            assert c.text == text[c.start : c.end]
            assert len(tok.encode(c.text, claim).ids) <= 128, c.text
    english = "The film was a success. " * 13  # 312 characters
    assert len(chunk_fact(english.strip())) == 1


def test_a_known_gap_is_one_passages_case():
    # KNOWN_GAPS is keyed by the answer: a case with the same words against another passage would inherit the
    # expected failure (two of batch 111 did, and passed where a strict expected failure was asked)
    import collections

    passages = collections.defaultdict(set)
    for facts, answer, _ in CASES:
        passages[answer].add(json.dumps(facts, ensure_ascii=False, sort_keys=True))
    assert [a for a in KNOWN_GAPS if len(passages[a]) != 1] == []


def test_no_passage_is_defined_twice():
    # a second PHONE_ZH = [...] silently rebinds the name, and every case above it then runs against the new passage
    import collections
    import re

    names = re.findall(r"^([A-Z0-9_]+) = ", Path(__file__).read_text(encoding="utf-8"), re.M)
    assert [n for n, k in collections.Counter(names).items() if k > 1] == []
