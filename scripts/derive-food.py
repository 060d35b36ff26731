#!/usr/bin/env python3
"""Derives sous's food knowledge base, Sources/SousCore/Food/Concepts/concepts.tsv.

Run from the repository root:

    python3 scripts/derive-food.py ../shared/data Sources/SousCore/Food

Inputs:
- <data>/off-ingredients/ingredients.json: the Open Food Facts ingredients taxonomy (ODbL 1.0,
  (c) Open Food Facts contributors): concepts, English names, is-a parents, allergens, vegan and
  vegetarian flags.
- <data>/usda-sr28/FOOD_DES.txt: USDA SR28 food descriptions (public domain), for the nutrition
  reference of each concept.
- <food>/Overrides/*.txt: sous's own reviewed decisions (allergens, parents, equipment, nutrition
  references, aisles, staples), each with its reason. Their formats are described at their tops.

The output is deterministic: the same inputs give the same bytes. A concept's facts are its own
when an override gives them, else the union of its parents' facts (a child inherits unless it
overrides); a concept whose facts nobody decided is "unknown", which sous shows as "check the
label". The derived file is under the ODbL like its source (see Concepts/LICENSE.md).
"""
import json
import os
import re
import sys
import unicodedata

ALLERGEN_WORDS = {
    "gluten", "crustaceans", "eggs", "fish", "peanuts", "soy", "milk", "tree nuts", "celery",
    "mustard", "sesame", "sulphites", "lupin", "molluscs", "meat", "pork", "alcohol", "animal",
}
SYNONYMS = {
    "wheat": "gluten", "cereals": "gluten", "crustacean": "crustaceans", "shellfish": "crustaceans",
    "egg": "eggs", "peanut": "peanuts", "soya": "soy", "soybeans": "soy", "soybean": "soy",
    "dairy": "milk", "tree nut": "tree nuts", "nuts": "tree nuts", "mollusc": "molluscs",
    "sulfites": "sulphites", "sulphite": "sulphites", "animal product": "animal",
}
OFF_ALLERGENS = {
    "en:gluten": "gluten", "en:milk": "milk", "en:eggs": "eggs", "en:nuts": "tree nuts",
    "en:peanuts": "peanuts", "en:soybeans": "soy", "en:fish": "fish", "en:crustaceans": "crustaceans",
    "en:molluscs": "molluscs", "en:celery": "celery", "en:mustard": "mustard",
    "en:sesame-seeds": "sesame", "en:sulphur-dioxide-and-sulphites": "sulphites", "en:lupin": "lupin",
}
ORDER = ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soy", "milk", "tree nuts", "celery",
         "mustard", "sesame", "sulphites", "lupin", "molluscs", "meat", "pork", "alcohol", "animal"]


class Facts:
    """What a food contains: certain and possible groups, and whether it must be checked."""

    def __eq__(self, other):
        return isinstance(other, Facts) and (self.certain, self.possible, self.unsure) == (other.certain, other.possible, other.unsure)

    def __init__(self, certain=(), possible=(), unsure=False):
        self.certain = set(certain)
        self.possible = set(possible) - self.certain
        self.unsure = unsure

    def union(self, other):
        return Facts(self.certain | other.certain, self.possible | other.possible, self.unsure or other.unsure)

    def text(self):
        parts = [g for g in ORDER if g in self.certain] + ["may " + g for g in ORDER if g in self.possible]
        if self.unsure:
            parts.append("unsure")
        return ", ".join(parts) if parts else "none"


UNKNOWN = "unknown"


def words(text):
    """The words sous matches on: lower case, accents and apostrophes dropped, other marks break."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"['`\u2018\u2019\u02bc]", "", text)
    return re.findall(r"[^\W_]+", text)


def singular(word):
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        if word.endswith("ies"):
            return word[:-3] + "y"
        if word.endswith(("oes", "ches", "shes", "xes", "sses")):
            return word[:-2]
        return word[:-1]
    return word


def key(name):
    return " ".join(singular(w) for w in words(name))


def slug(name):
    return "-".join(words(name))


def read_override_lines(path):
    """(line number, text) of every non-blank line with its `#` comment removed."""
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            text = raw.split("#", 1)[0].strip()
            if text:
                yield number, text


def fail(path, number, message):
    sys.exit(f"{path}:{number}: {message}")


def parse_facts(text, path, number):
    certain, possible, unsure = set(), set(), False
    items = [item.strip().lower() for item in text.split(",")]
    for item in items:
        if item == "none":
            if len(items) > 1:
                fail(path, number, '"none" must stand alone')
            continue
        if item == "unsure":
            unsure = True
            continue
        maybe = item.startswith("may ")
        word = item[4:].strip() if maybe else item
        word = SYNONYMS.get(word, word)
        if word not in ALLERGEN_WORDS:
            fail(path, number, f'unknown contents "{item}"')
        (possible if maybe else certain).add(word)
    return Facts(certain, possible, unsure)


def load_off(path):
    with open(path, encoding="utf-8") as handle:
        raw = json.load(handle)
    concepts = {}
    for cid, value in raw.items():
        name = value.get("name", {}).get("en")
        if not name or not words(name) or len(words(name)) > 6:
            continue
        concepts[cid] = {
            "name": name.strip().lower(),
            "names": [name.strip().lower()],
            "parents": list(value.get("parents", [])),
            "off": value,
        }
    for concept in concepts.values():
        concept["parents"] = [p for p in concept["parents"] if p in concepts]
    return concepts


def sr28_descriptions(path):
    foods = {}
    with open(path, encoding="latin-1") as handle:
        for line in handle:
            fields = line.rstrip("\r\n").split("^")
            foods[fields[0].strip("~")] = fields[2].strip("~")
    return foods


def main():
    data, food = sys.argv[1], sys.argv[2]
    overrides = os.path.join(food, "Overrides")
    concepts = load_off(os.path.join(data, "off-ingredients", "ingredients.json"))
    by_key = {}
    # Ids in taxonomy order of preference: English ids first, then the rest, each sorted.
    for cid in sorted(concepts, key=lambda c: (not c.startswith("en:"), c)):
        by_key.setdefault(key(concepts[cid]["name"]), cid)

    own = {}      # concept id -> Facts decided by an override
    reasons = {}  # concept id -> where its facts come from
    owner = {}    # name key -> concept id that name belongs to (overrides first)

    def new_concept(name, parents=()):
        cid = "sous:" + slug(name)
        if cid not in concepts:
            concepts[cid] = {"name": name, "names": [name], "parents": list(parents), "off": {}}
            by_key.setdefault(key(name), cid)
        return cid

    def head_concept(name):
        """The concept of the longest run of last words that names one ("baby new potatoes": potato)."""
        parts = words(name)
        for start in range(1, len(parts)):
            cid = by_key.get(key(" ".join(parts[start:])))
            if cid:
                return cid
        return None

    # Allergens: each line's names attach its facts to the concepts they name.
    path = os.path.join(overrides, "allergens.txt")
    for number, text in read_override_lines(path):
        if text.count(":") != 1:
            fail(path, number, 'expected "name | synonyms : contents"')
        names_text, facts_text = text.split(":")
        names = [n.strip().lower() for n in names_text.split("|")]
        if any(not words(n) for n in names):
            fail(path, number, "a name without letters")
        facts = parse_facts(facts_text, path, number)
        attached = {by_key[key(n)] for n in names if key(n) in by_key}
        for name in names:
            k = key(name)
            if k in owner:
                continue  # the first line naming a food decides it
            if k in by_key:
                cid = by_key[k]
            else:
                # A name the taxonomy lacks: another name of a food on this line with the same
                # facts ("fresh breadcrumbs"), else a new food below its head noun's concept
                # ("floury potatoes" is a potato, "almond butter" a new food of its own).
                head = head_concept(name)
                if head in attached and own.get(head, facts) == facts:
                    cid = head
                else:
                    cid = new_concept(name, [head] if head else [])
            owner[k] = cid
            if name not in concepts[cid]["names"]:
                concepts[cid]["names"].append(name)
            if cid not in own:
                own[cid] = facts
                reasons[cid] = f"allergens.txt:{number}"

    # Parents sous decides: "child name or id > parent id".
    path = os.path.join(overrides, "parents.txt")
    for number, text in read_override_lines(path):
        child, _, parent = (part.strip() for part in text.partition(">"))
        if parent not in concepts:
            fail(path, number, f"unknown parent {parent}")
        cid = child if child in concepts else by_key.get(key(child)) or new_concept(child.lower())
        if parent not in concepts[cid]["parents"]:
            concepts[cid]["parents"] = [p for p in concepts[cid]["parents"] if not p.startswith("!")] + [parent]

    # Equipment and other things listed among ingredients that are not food.
    not_food = set()
    path = os.path.join(overrides, "not-food.txt")
    for number, text in read_override_lines(path):
        names = [n.strip().lower() for n in text.split("|")]
        cid = new_concept(names[0])
        concepts[cid]["names"] = names
        not_food.add(cid)

    # Open Food Facts' own allergens and vegan/vegetarian flags, for concepts no override decided.
    off_facts = {}
    for cid, concept in concepts.items():
        value = concept["off"]
        groups = {OFF_ALLERGENS[a.strip()] for a in value.get("allergens", {}).get("en", "").split(",")
                  if a.strip() in OFF_ALLERGENS}
        if value.get("vegetarian", {}).get("en") == "no" and not groups & {"fish", "crustaceans", "molluscs"}:
            groups.add("meat")
        elif value.get("vegan", {}).get("en") == "no" and not groups & {"milk", "eggs"}:
            groups.add("animal")
        if groups:
            off_facts[cid] = Facts(groups)

    resolved = {}

    def facts_of(cid, path=()):
        if cid in resolved:
            return resolved[cid]
        if cid in own:
            result = own[cid]
        elif cid in path:
            result = UNKNOWN
        else:
            parents = [facts_of(p, path + (cid,)) for p in concepts[cid]["parents"]]
            known = [f for f in parents if f is not UNKNOWN]
            result = off_facts.get(cid, UNKNOWN)
            for f in known:
                result = f if result is UNKNOWN else result.union(f)
            if result is not UNKNOWN and len(known) < len(parents):
                result = result.union(Facts(unsure=True))
            if result is UNKNOWN:
                # Nothing above it decided: the head noun does ("greek yogurt" is a yogurt).
                head = head_concept(concepts[cid]["name"])
                if head and head != cid and head not in path:
                    result = facts_of(head, path + (cid,))
        resolved[cid] = result
        return result

    # Every name of every concept belongs to one concept: the first to claim it.
    rows = []
    ordered = sorted(concepts, key=lambda c: (c not in own, c))
    for cid in ordered:
        concept = concepts[cid]
        names = []
        for name in concept["names"]:
            k = key(name)
            if owner.setdefault(k, cid) == cid and name not in names:
                names.append(name)
        if not names:
            continue
        facts = "not food" if cid in not_food else (facts_of(cid).text() if facts_of(cid) is not UNKNOWN else UNKNOWN)
        rows.append([cid, " | ".join(names), " | ".join(concept["parents"]), facts])

    out = os.path.join(food, "Concepts", "concepts.tsv")
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("# sous food concepts, derived by scripts/derive-food.py: do not edit (see Concepts/LICENSE.md)\n")
        handle.write("# id\tnames\tparents\tfacts\n")
        for row in rows:
            handle.write("\t".join(row) + "\n")
    print(f"{len(rows)} concepts, {sum(r[1].count('|') + 1 for r in rows)} names, "
          f"{sum(1 for r in rows if r[3] == UNKNOWN)} unknown, {len(not_food)} not food -> {out}")


if __name__ == "__main__":
    main()
