"""Latency and memory benchmark of the grounding engine (and, with --url, of the HTTP API).

    python -m grounding.benchmark [--model SPEC] [--url http://127.0.0.1:8000 --api-key KEY]
                                  [--repeats 50] [--json OUT] [--skip-largest] [--saturate SECONDS]

1. The Titanic request of the Check Grounding guide (its two facts, "Titanic was directed by James
   Cameron. It was released in 1997.", citationThreshold "0.6"): p50/p95 warm, in-process
   (parse + check + JSON rendering) and, when ``--url`` is given, over HTTP
   (``POST {url}/v1/projects/bench/locations/global/groundingConfigs/default_grounding_config:check``,
   one persistent connection, ``Authorization: Bearer KEY``).
   The same request in Japanese and in Chinese (the facts translated), in-process.
2. Cost as facts grow: 1, 10, 50 and 200 facts of 1,000 characters, with a five-sentence answer.
3. The largest legal request: 200 facts of 10,000 characters and an answer of just under 4096 tokens.
4. Peak memory: Python allocations (tracemalloc, numpy included) during the largest request and the
   process's peak RSS.
5. With ``--saturate SECONDS``: throughput with one process per CPU sending requests back to back (what
   ``GROUNDING_PAIR_THREADS`` costs when every core is already busy).

Synthetic facts are generated deterministically (seeded) from templates; targets on the 2-core
reference machine: Titanic p50 ≤ 100 ms in-process, p95 ≤ 250 ms over HTTP, largest request < 5 s.
The load average is printed with every figure, since other work on the machine skews them.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import resource
import statistics
import time
import tracemalloc
from urllib.parse import urlparse

from grounding.engine import get_engine
from grounding.engine.protojson import parse_check_request, response_to_json
from grounding.scorer.model import AssistsvcScorer

TITANIC_FACTS = [
    {
        "factText": "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James Cameron. The movie is about the 1912 sinking of the RMS Titanic. It stars Kate Winslet and Leonardo DiCaprio. The movie was released on December 19, 1997. It received positive critical reviews. The movie won 11 Academy Awards, and was nominated for fourteen total Academy Awards.",
        "attributes": {"author": "Simple Wikipedia"},
    },
    {
        "factText": 'James Cameron\'s "Titanic" is an epic, action-packed romance set against the ill-fated maiden voyage of the R.M.S. Titanic; the pride and joy of the White Star Line and, at the time, the largest moving object ever built. She was the most luxurious liner of her era -- the "ship of dreams" -- which ultimately carried over 1,500 people to their death in the ice cold waters of the North Atlantic in the early hours of April 15, 1912.',
        "attributes": {"author": "Simple Wikipedia"},
    },
]
TITANIC_BODY = {
    "answerCandidate": "Titanic was directed by James Cameron. It was released in 1997.",
    "facts": TITANIC_FACTS,
    "groundingSpec": {"citationThreshold": "0.6"},
}

#: the same request in Japanese and Chinese (the guide's two facts translated here, about as long), for
#: the multilingual issue's target: a Japanese Titanic-sized request within the English latency targets
TITANIC_JA_BODY = {
    "answerCandidate": "タイタニックはジェームズ・キャメロンが監督した。1997年に公開された。",
    "facts": [
        {
            "factText": "『タイタニック』は1997年のアメリカの叙事詩的恋愛災害映画である。監督・脚本・共同製作はジェームズ・キャメロン。1912年のタイタニック号の沈没を描く。ケイト・ウィンスレットとレオナルド・ディカプリオが主演した。1997年12月19日に公開され、批評家から好意的な評価を受けた。アカデミー賞11部門を受賞し、計14部門にノミネートされた。",
            "attributes": {"author": "ウィキペディア"},
        },
        {
            "factText": "ジェームズ・キャメロンの『タイタニック』は、ホワイト・スター・ライン社の誇りであり、当時史上最大の移動物体だったタイタニック号の悲運の処女航海を背景にした、壮大でアクションに満ちた恋愛映画である。同船は当時最も豪華な客船「夢の船」だったが、1912年4月15日未明、北大西洋の凍える海で1,500人以上を死に至らしめた。",
            "attributes": {"author": "ウィキペディア"},
        },
    ],
    "groundingSpec": {"citationThreshold": "0.6"},
}
TITANIC_ZH_BODY = {
    "answerCandidate": "《泰坦尼克号》由詹姆斯·卡梅隆执导。该片于1997年上映。",
    "facts": [
        {
            "factText": "《泰坦尼克号》是一部1997年的美国史诗浪漫灾难电影，由詹姆斯·卡梅隆执导、编剧并参与制作。影片讲述了1912年泰坦尼克号沉没的故事，由凯特·温斯莱特和莱昂纳多·迪卡普里奥主演。该片于1997年12月19日上映，获得了评论界的好评，赢得了11项奥斯卡奖，共获得14项提名。",
            "attributes": {"author": "维基百科"},
        },
        {
            "factText": "詹姆斯·卡梅隆的《泰坦尼克号》是一部史诗般、充满动作的爱情片，背景是泰坦尼克号命运多舛的处女航。这艘船是白星航运公司的骄傲，也是当时有史以来最大的移动物体。她是那个时代最豪华的邮轮，被称为“梦想之船”，最终于1912年4月15日凌晨在北大西洋冰冷的海水中夺去了1500多人的生命。",
            "attributes": {"author": "维基百科"},
        },
    ],
    "groundingSpec": {"citationThreshold": "0.6"},
}

_NAMES = [
    "Ada Lovelace",
    "Alan Turing",
    "Grace Hopper",
    "Marie Curie",
    "Nikola Tesla",
    "Rosalind Franklin",
    "Isaac Newton",
    "Emmy Noether",
    "Carl Gauss",
    "Lise Meitner",
    "Niels Bohr",
    "Katherine Johnson",
]
_PLACES = ["Paris", "Toronto", "Nairobi", "Osaka", "Lima", "Oslo", "Cairo", "Perth", "Quito", "Hanoi"]
_THINGS = ["bridge", "museum", "library", "observatory", "railway", "harbour", "university", "cathedral", "stadium", "laboratory", "theatre", "canal"]
_VERBS = ["opened", "founded", "rebuilt", "expanded", "designed", "renovated", "inaugurated", "funded"]
_ADJ = ["old", "new", "northern", "central", "famous", "small", "historic", "modern"]


def _sentence(rng: random.Random) -> str:
    return (
        f"The {rng.choice(_ADJ)} {rng.choice(_THINGS)} of {rng.choice(_PLACES)} was {rng.choice(_VERBS)} "
        f"in {rng.randint(1700, 2020)} by {rng.choice(_NAMES)}, who also wrote about "
        f"{rng.randint(2, 900)} {rng.choice(_THINGS)}s."
    )


def synthetic_fact(rng: random.Random, chars: int) -> str:
    parts, n = [], 0
    while n < chars:
        s = _sentence(rng)
        parts.append(s)
        n += len(s) + 1
    return " ".join(parts)[:chars]


def synthetic_answer(rng: random.Random, max_tokens: int | None = None, sentences: int = 5) -> str:
    if max_tokens is None:
        return " ".join(_sentence(rng) for _ in range(sentences))
    from grounding.engine.embedding import count_tokens

    parts: list[str] = []
    while True:
        s = _sentence(rng)
        if count_tokens(" ".join(parts + [s])) > max_tokens:
            return " ".join(parts)
        parts.append(s)


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def _load() -> float:
    return round(os.getloadavg()[0], 2)


def _saturate_worker(engine, seconds: float, queue) -> None:
    reqs = [parse_check_request(b) for b in (TITANIC_BODY, TITANIC_JA_BODY, TITANIC_ZH_BODY)]
    for r in reqs:
        engine.check(r)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        response_to_json(engine.check(reqs[n % len(reqs)]))
        n += 1
    queue.put(n / (time.perf_counter() - t0))


def saturated_throughput(engine, seconds: float, processes: int) -> dict:
    """Requests per second of ``processes`` forked copies of this process (the loaded engine shared
    copy-on-write, as in a pre-forked worker pool), each sending requests back to back."""
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_saturate_worker, args=(engine, seconds, queue)) for _ in range(processes)]
    for p in procs:
        p.start()
    rates = [queue.get(timeout=seconds + 120) for _ in procs]
    for p in procs:
        p.join()
    return {"processes": processes, "seconds": seconds, "requests_per_s": round(sum(rates), 2)}


def time_in_process(engine, body: dict, repeats: int, warmup: int = 3) -> list[float]:
    for _ in range(warmup):
        response_to_json(engine.check(parse_check_request(body)))
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        response_to_json(engine.check(parse_check_request(body)))
        out.append((time.perf_counter() - t0) * 1000)
    return out


def time_http(url: str, api_key: str | None, body: dict, repeats: int, warmup: int = 3) -> list[float]:
    u = urlparse(url)
    conn_cls = http.client.HTTPSConnection if u.scheme == "https" else http.client.HTTPConnection
    conn = conn_cls(u.hostname, u.port or (443 if u.scheme == "https" else 80), timeout=60)
    path = u.path.rstrip("/") + "/v1/projects/bench/locations/global/groundingConfigs/default_grounding_config:check"
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    payload = json.dumps(body).encode()
    out = []
    for i in range(warmup + repeats):
        t0 = time.perf_counter()
        conn.request("POST", path, body=payload, headers=headers)
        resp = conn.getresponse()
        data = resp.read()
        dt = (time.perf_counter() - t0) * 1000
        if resp.status != 200:
            raise SystemExit(f"HTTP {resp.status} from {url}{path}: {data[:500]!r}")
        if i >= warmup:
            out.append(dt)
    conn.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.benchmark", description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default=None, help="model spec (default: $GROUNDING_MODEL or 'assistsvc')")
    ap.add_argument("--url", default=None, help="base URL of a running assistsvc, e.g. http://127.0.0.1:8000")
    ap.add_argument("--api-key", default=os.environ.get("ASSISTSVC_API_KEY"))
    ap.add_argument("--repeats", type=int, default=50)
    ap.add_argument("--json", default=None, help="write the figures to this JSON file")
    ap.add_argument("--skip-largest", action="store_true")
    ap.add_argument(
        "--saturate",
        type=float,
        default=0,
        metavar="SECONDS",
        help="also measure throughput with every CPU busy: one process per CPU sends the Titanic requests "
        "(en, ja, zh in turn) back to back for SECONDS; requests per second in all",
    )
    args = ap.parse_args(argv)

    res: dict = {"cpus": os.cpu_count()}
    t0 = time.perf_counter()
    engine = get_engine(args.model)
    response_to_json(engine.check(parse_check_request(TITANIC_BODY)))
    res["model"] = f"{engine.model.name} {engine.model.version}"
    res["cold_start_s"] = round(time.perf_counter() - t0, 2)
    print(
        f"model {res['model']}, engine {engine.version}; {os.cpu_count()} CPUs; "
        f"cold start (load + first request) {res['cold_start_s']} s; load average {_load()}",
        flush=True,
    )
    m = engine.model
    if isinstance(m, AssistsvcScorer):
        res["pair_threads"] = m.ce.pair_threads
        print(f"pairs of a request run {m.ce.pair_threads} at a time (GROUNDING_PAIR_THREADS)", flush=True)
    if getattr(m, "family", ""):  # the hf checkers: what runs where, and the weights' size
        res["model_family"] = m.family
        res["device"] = str(getattr(m, "device", "cpu"))
        res["model_params_mb"] = round(getattr(m, "param_bytes", 0) / 2**20, 1)
        res["max_length"] = getattr(m, "max_length", None)
        res["batch_size"] = getattr(m, "batch_size", None)
        print(
            f"checker family {m.family} on {res['device']}: weights {res['model_params_mb']} MB in memory, "
            f"max length {res['max_length']} tokens, batches of {res['batch_size']}; contradiction output: "
            f"{'yes' if getattr(m, 'contradiction_available', True) else 'none'}",
            flush=True,
        )

    lat = time_in_process(engine, TITANIC_BODY, args.repeats)
    res["titanic_in_process_ms"] = {"p50": round(statistics.median(lat), 1), "p95": round(_pct(lat, 0.95), 1), "repeats": len(lat), "load": _load()}
    print(
        f"Titanic in-process: p50 {res['titanic_in_process_ms']['p50']} ms, p95 {res['titanic_in_process_ms']['p95']} ms ({len(lat)} runs; load {_load()})",
        flush=True,
    )
    for lang, body in (("ja", TITANIC_JA_BODY), ("zh", TITANIC_ZH_BODY)):
        lat = time_in_process(engine, body, args.repeats)
        res[f"titanic_{lang}_in_process_ms"] = {"p50": round(statistics.median(lat), 1), "p95": round(_pct(lat, 0.95), 1), "repeats": len(lat), "load": _load()}
        print(
            f"Titanic ({lang}) in-process: p50 {res[f'titanic_{lang}_in_process_ms']['p50']} ms, p95 {res[f'titanic_{lang}_in_process_ms']['p95']} ms ({len(lat)} runs; load {_load()})",
            flush=True,
        )
    if args.url:
        lat = time_http(args.url, args.api_key, TITANIC_BODY, args.repeats)
        res["titanic_http_ms"] = {"p50": round(statistics.median(lat), 1), "p95": round(_pct(lat, 0.95), 1), "repeats": len(lat), "load": _load()}
        print(
            f"Titanic over HTTP: p50 {res['titanic_http_ms']['p50']} ms, p95 {res['titanic_http_ms']['p95']} ms ({len(lat)} runs; load {_load()})", flush=True
        )

    rng = random.Random(1234)
    answer = synthetic_answer(rng)
    res["facts_growth_ms"] = {}
    for n in (1, 10, 50, 200):
        body = {"answerCandidate": answer, "facts": [{"factText": synthetic_fact(rng, 1000), "attributes": {"title": f"doc {i}"}} for i in range(n)]}
        lat = time_in_process(engine, body, repeats=5, warmup=1)
        res["facts_growth_ms"][n] = {"p50": round(statistics.median(lat), 1), "max": round(max(lat), 1), "load": _load()}
        print(f"{n:>3} facts x 1,000 chars: p50 {res['facts_growth_ms'][n]['p50']} ms, max {res['facts_growth_ms'][n]['max']} ms (load {_load()})", flush=True)

    if not args.skip_largest:
        big = {"answerCandidate": synthetic_answer(rng, max_tokens=4090), "facts": [{"factText": synthetic_fact(rng, 10_000)} for _ in range(200)]}
        req = parse_check_request(big)  # must be legal
        n_claims = len(engine.check(req).claims)  # warm-up, also fills caches the way a first call would not
        lat = []
        for _ in range(3):  # fresh facts each time: no embedding-cache hits
            big["facts"] = [{"factText": synthetic_fact(rng, 10_000)} for _ in range(200)]
            t0 = time.perf_counter()
            resp = engine.check(parse_check_request(big))
            out = response_to_json(resp)
            lat.append((time.perf_counter() - t0) * 1000)
        # Python allocation peak (numpy included) in a separate, slower traced run
        big["facts"] = [{"factText": synthetic_fact(rng, 10_000)} for _ in range(200)]
        tracemalloc.start()
        response_to_json(engine.check(parse_check_request(big)))
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        res["largest_request"] = {
            "facts": 200,
            "fact_chars": 10_000,
            "answer_claims": n_claims,
            "ms_p50": round(statistics.median(lat), 1),
            "ms_max": round(max(lat), 1),
            "model_pairs": resp.diagnostics.get("batch_pairs"),
            "python_peak_mb": round(peak / 2**20, 1),
            "response_kb": round(len(json.dumps(out)) / 1024, 1),
            "load": _load(),
            "stages_ms": {k: round(v, 1) for k, v in resp.diagnostics.items() if k.endswith("_ms")},
        }
        r = res["largest_request"]
        print(
            f"largest legal request (200 facts x 10,000 chars, {n_claims} claims): p50 {r['ms_p50']} ms, max "
            f"{r['ms_max']} ms, {r['model_pairs']} model pairs, stages {r['stages_ms']}, Python peak "
            f"{r['python_peak_mb']} MB (load {_load()})",
            flush=True,
        )
    if args.saturate > 0:
        res["saturated"] = saturated_throughput(engine, args.saturate, os.cpu_count() or 1)
        r = res["saturated"]
        print(
            f"saturated: {r['processes']} processes, {r['requests_per_s']} requests/s in all over {args.saturate:g} s "
            f"(Titanic en / ja / zh in turn; load {_load()})",
            flush=True,
        )
    res["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(f"peak RSS of this process: {res['peak_rss_mb']} MB", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
