#!/usr/bin/env python3
"""Draw the ingredient lines for the names -> concepts labelled sets.

Re-run from anywhere:  python3 sample-lines.py [--shared /path/to/shared]
Prints one line per drawn ingredient line:  <set><TAB><source><TAB><line>
where set is `heldback` (150 web-pages-2 + 150 bbc, labelled first) or `main`
(400 web-pages-2 + 400 bbc). Sampling is deterministic (SEED below).
"""
import argparse, glob, json, os, random, re, sys

SEED = 20251125
COUNTS = {"heldback": (150, 150), "main": (400, 400)}  # (web-pages-2, bbc)

# Pages whose lines are English. The page's "language" field decides, with these
# corrections found by reading the pages: tagged en-US but written in German/Norwegian/Chinese,
# or untagged / mis-tagged but written in English.
NOT_ENGLISH = {"kochbucher.com/kochbucher.json", "vegetarbloggen.no/vegetarbloggen.json",
               "mykitchen101.com/mykitchen101.json"}
ENGLISH = {"sunset.com/sunset_1.json", "sunset.com/sunset_2.json",
           "scrambledandscrumptious.com/scrambledandscrumptious_1.json",
           "scrambledandscrumptious.com/scrambledandscrumptious_2.json",
           "tasteatlas.com/tasteatlas.json",
           "nutritionbynathalie.com/nutritionbynathalie.json"}

# Lines judged by hand to be section headings (not caught by the rule below),
# or not English; they are skipped like empty lines.
MANUAL_SKIP = set(s.lower() for s in [
])

def is_heading(line):
    s = line.strip()
    if s.endswith(":"):
        return True
    if re.match(r"(?i)^for (the )?\w", s) and not re.search(r"\d", s):
        return True  # "For the sauce", "FOR THE PASTRY"
    letters = [c for c in s if c.isalpha()]
    if letters and s.upper() == s and not re.search(r"\d", s) and len(s.split()) <= 4 and s.upper().startswith(("FOR ", "TO ")):
        return True
    return False

def keep(line):
    if not line or "\t" in line:
        return False
    if is_heading(line):
        return False
    if line.lower() in MANUAL_SKIP:
        return False
    return True

def web_lines(shared):
    root = os.path.join(shared, "corpora", "web-pages-2")
    out = []
    for f in sorted(glob.glob(os.path.join(root, "*", "*.json"))):
        rel = os.path.relpath(f, root)
        d = json.load(open(f, encoding="utf-8"))
        lang = (d.get("language") or "").lower()
        english = (lang.startswith("en") or rel in ENGLISH) and rel not in NOT_ENGLISH
        if not english:
            continue
        for raw in d.get("ingredients") or []:
            if "\t" in raw:
                continue
            out.append(raw.strip())
    return out

def bbc_lines(shared):
    out = []
    with open(os.path.join(shared, "corpora", "ingredient-lines", "bbc.jsonl"), encoding="utf-8") as fh:
        for l in fh:
            raw = json.loads(l)["input"]
            if "\t" in raw:
                continue
            out.append(raw.strip())
    return out

def dedupe(lines):
    seen, out = set(), []
    for l in lines:
        if l.lower() not in seen:
            seen.add(l.lower()); out.append(l)
    return out

def main():
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    default_shared = os.path.normpath(os.path.join(here, "..", "..", "..", "..", "..", "shared"))
    ap.add_argument("--shared", default=default_shared)
    a = ap.parse_args()
    pools = {"web-pages-2": dedupe(web_lines(a.shared)), "bbc": dedupe(bbc_lines(a.shared))}
    order = {}
    for i, (src, pool) in enumerate(sorted(pools.items())):
        p = list(pool)
        random.Random(SEED + i).shuffle(p)
        order[src] = iter(p)
    used = set()
    for setname in ("heldback", "main"):
        for src, n in zip(("web-pages-2", "bbc"), COUNTS[setname]):
            got = 0
            for line in order[src]:
                if got == n:
                    break
                if not keep(line) or line.lower() in used:
                    continue
                used.add(line.lower())
                print(f"{setname}\t{src}\t{line}")
                got += 1
            if got < n:
                sys.exit(f"pool {src} ran out")

if __name__ == "__main__":
    main()
