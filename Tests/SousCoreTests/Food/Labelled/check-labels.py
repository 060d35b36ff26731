#!/usr/bin/env python3
"""Check the names -> concepts labelled files.

python3 check-labels.py [--taxonomy path/to/ingredients.json] [file.tsv ...]
Default files: names-concepts.tsv and heldback/names-concepts-heldback.tsv beside this script.
Checks: header row, 4 columns, kind in {exact, nearest, not-a-food, unknown}, concept is an id
present in the taxonomy (or not-a-food / unknown matching the kind), no line repeated
(case-insensitive) within or across the files. Prints counts per file and per kind.
"""
import argparse, collections, json, os, sys

KINDS = {"exact", "nearest", "not-a-food", "unknown"}

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--taxonomy", default=os.path.normpath(os.path.join(
        here, "..", "..", "..", "..", "..", "shared", "data", "off-ingredients", "ingredients.json")))
    ap.add_argument("files", nargs="*", default=[
        os.path.join(here, "heldback", "names-concepts-heldback.tsv"),
        os.path.join(here, "names-concepts.tsv")])
    a = ap.parse_args()
    tax = json.load(open(a.taxonomy, encoding="utf-8"))
    errors = 0
    seen = {}
    for path in a.files:
        kinds = collections.Counter()
        header = False
        n = 0
        for no, raw in enumerate(open(path, encoding="utf-8"), 1):
            line = raw.rstrip("\n")
            if line.startswith("#"):
                continue
            cols = line.split("\t")
            if not header:
                if cols != ["line", "concept", "kind", "comment"]:
                    print(f"{path}:{no}: bad header {cols}"); errors += 1
                header = True
                continue
            if len(cols) != 4:
                print(f"{path}:{no}: expected 4 columns, got {len(cols)}"); errors += 1
                continue
            text, concept, kind, comment = cols
            n += 1
            kinds[kind] += 1
            if not text.strip() or text != text.strip():
                print(f"{path}:{no}: empty or untrimmed line"); errors += 1
            if kind not in KINDS:
                print(f"{path}:{no}: bad kind {kind!r}"); errors += 1
            if kind in ("not-a-food", "unknown"):
                if concept != kind:
                    print(f"{path}:{no}: kind {kind} needs concept {kind}, got {concept}"); errors += 1
            elif concept not in tax:
                print(f"{path}:{no}: concept {concept!r} not in taxonomy"); errors += 1
            key = text.lower()
            if key in seen:
                print(f"{path}:{no}: line repeated (first at {seen[key]}): {text}"); errors += 1
            else:
                seen[key] = f"{os.path.basename(path)}:{no}"
        print(f"{path}: {n} lines; " + ", ".join(f"{k} {kinds[k]}" for k in sorted(KINDS)))
    print("OK" if not errors else f"{errors} error(s)")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
