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
- <food>/Overrides/compounds.txt: prepared foods ("frangipane tart filling", "tahini sauce") whose
  facts are the union of their usual parts' facts: `name | synonym : part, may part, fact word`.
  A part is a food the graph knows (resolved after all of allergens.txt, recursively through other
  compounds; a cycle or a part naming no food is an error), `may <food>` makes that food's groups
  possible, and a fact word (an allergen group, meat, pork, alcohol, animal, `may <word>`, unsure)
  adds itself ("pork" adds meat too). allergens.txt wins: a compound naming a food it decided only adds the names it lacks.
- <food>/Overrides/coatings.txt: words on a line that coat or prepare the food they qualify
  ("breaded", "beer-battered", "miso-glazed"), in the compounds format. Their concepts get the
  parent en:coating, so that sous can tell a coating from the food it coats and add the coating's
  facts to that food.

The output is deterministic: the same inputs give the same bytes. A concept's facts are its own
when an override gives them (or, for a compound or coating, the union of its parts' facts), else
the union of its parents' facts (a child inherits unless it
overrides); a concept whose facts nobody decided is "unknown", which sous shows as "check the
label". The derived file is under the ODbL like its source (see Concepts/LICENSE.md).
"""
import json
import os
import re
import sys
import unicodedata

from food_identity import Graph, add_languages, apply_parents, apply_synonyms, english_words, spelling_variants
from food_index import write_index

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


def read_named_lines(path, what):
    """(line number, names, text after the colon) of every "name | synonym : ..." line."""
    for number, text in read_override_lines(path):
        if text.count(":") != 1:
            fail(path, number, f'expected "name | synonyms : {what}"')
        names_text, rest = text.split(":")
        names = [n.strip().lower() for n in names_text.split("|")]
        if any(not words(n) for n in names):
            fail(path, number, "a name without letters")
        yield number, names, rest


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


def state_words(path):
    """The words of FoodWords/states.txt ("fresh", "ground", "toasted")."""
    found = set()
    for _, text in read_override_lines(path):
        found.update(words(text.split("|")[0]))
    return found


def portion_words(path):
    with open(path, encoding="utf-8") as handle:
        return {line.strip() for line in handle if line.strip() and not line.startswith("#")}


def main():
    data, food = sys.argv[1], sys.argv[2]
    overrides = os.path.join(food, "Overrides")
    concepts = load_off(os.path.join(data, "off-ingredients", "ingredients.json"))
    # Identity first: which names are one food, and which food is a kind of which.
    graph = Graph(concepts, key, words, slug, fail, read_override_lines)
    apply_synonyms(graph, os.path.join(overrides, "synonyms.txt"))
    apply_parents(graph, os.path.join(overrides, "parents.txt"))
    spelling_variants(graph, os.path.join(overrides, "spellings.txt"))
    by_key = graph.by_key
    portions = graph.portions = portion_words(os.path.join(food, "FoodWords", "portions.txt"))
    describing = state_words(os.path.join(food, "FoodWords", "states.txt")) | portions

    own = {}      # concept id -> Facts decided by an override
    reasons = {}  # concept id -> where its facts come from
    owner = {}    # name key -> concept id that name belongs to (overrides first)

    def described(name):
        """The concept named by the words after leading state and preparation words."""
        parts = words(name)
        start = 0
        while start < len(parts) - 1 and parts[start] in describing:
            start += 1
        return by_key.get(key(" ".join(parts[start:]))) if start > 0 else None

    def food_before_portion(name):
        """The concept named by the words before trailing piece words ("walnut halves": walnut)."""
        parts = words(name)
        end = len(parts)
        while end > 1 and parts[end - 1] in portions:
            end -= 1
        return by_key.get(key(" ".join(parts[:end]))) if end < len(parts) else None

    # Allergens: each line's names attach its facts to the concepts they name.
    path = os.path.join(overrides, "allergens.txt")
    for number, names, facts_text in read_named_lines(path, "contents"):
        facts = parse_facts(facts_text, path, number)
        for name in names:
            k = key(name)
            if k in owner:
                continue  # the first line naming a food decides it
            if k in by_key:
                cid = by_key[k]
            elif own.get(food_before_portion(name)) == facts:
                # "walnut halves", "fish fillets": another name of the food before the piece,
                # when it contains the same ("vegetable stock pot" is not vegetable stock).
                cid = food_before_portion(name)
            elif own.get(described(name)) == facts:
                # "fresh thyme", "ground nutmeg": the food in a state, when that changes nothing
                # it contains ("dried cherries" carry sulphites: a food of their own).
                cid = described(name)
            else:
                # A name the graph lacks is a food of its own below its head noun's concept
                # ("floury potatoes" is a potato): a line groups foods by what they contain, not
                # by what they are ("plain flour" and "self-raising flour" share a line).
                cid = graph.new(name)
            owner[k] = cid
            if name not in concepts[cid]["names"]:
                concepts[cid]["names"].append(name)
            if cid not in own:
                own[cid] = facts
                reasons[cid] = f"allergens.txt:{number}"

    # Compounds and coatings: prepared foods and coating words whose facts are their parts' facts.
    # Read after allergens.txt (which wins: a line naming a food it decided only adds the names it
    # lacks); the parts are resolved below, once every concept and parent is known.
    compounds = {}  # concept id -> (path, line number, part items) whose union is its facts
    deferred = []   # (path, line number, part items, concept id) of lines allergens.txt decided
    line_of = {}    # concept id -> (path, line number) of the compound or coating line naming it
    for filename, coating in (("compounds.txt", False), ("coatings.txt", True)):
        path = os.path.join(overrides, filename)
        if coating and "en:coating" not in concepts:
            fail(path, 1, "the taxonomy lacks en:coating, the parent of every coating")
        for number, names, parts_text in read_named_lines(path, "parts"):
            items = [item.strip().lower() for item in parts_text.split(",")]
            if any(not item for item in items):
                fail(path, number, "an empty part")
            first = key(names[0])
            if first in owner:
                cid = owner[first]
                if cid in line_of:
                    where = line_of[cid]
                    fail(path, number, f'"{names[0]}" is already given at {where[0]}:{where[1]}')
            elif first in by_key:
                cid = by_key[first]
            else:
                # A new food of its own: its head noun is no parent ("almond cream" is no cream).
                cid = "sous:" + slug(names[0])
                if cid in concepts:
                    fail(path, number, f'"{names[0]}" gives the id {cid}, which another name has')
                graph.new(names[0], parents=[])
            if cid in own:
                if coating:
                    fail(path, number, f'"{names[0]}" is a food allergens.txt decides, not a coating')
                deferred.append((path, number, items, cid))
            targets = [cid]
            for name in names:
                k = key(name)
                if k in owner:
                    if owner[k] in line_of and owner[k] not in targets:
                        where = line_of[owner[k]]
                        fail(path, number, f'"{name}" is already given at {where[0]}:{where[1]}')
                    continue  # a name allergens.txt gives keeps its food
                # A name the taxonomy has keeps its concept, which gets this line's facts too;
                # any other name is another name of the line's food.
                target = by_key.get(k, cid)
                if target in own:
                    target = cid
                if target not in targets:
                    targets.append(target)
                owner[k] = target
                if name not in concepts[target]["names"]:
                    concepts[target]["names"].append(name)
            for target in targets:
                if target in own:
                    continue
                if target in line_of:
                    where = line_of[target]
                    fail(path, number, f'"{concepts[target]["name"]}" is already given at {where[0]}:{where[1]}')
                compounds[target] = (path, number, items)
                line_of[target] = (os.path.basename(path), number)
                reasons[target] = f"{filename}:{number}"
                if coating and "en:coating" not in concepts[target]["parents"]:
                    concepts[target]["parents"].append("en:coating")

    # Equipment and other things listed among ingredients that are not food.
    not_food = set()
    path = os.path.join(overrides, "not-food.txt")
    for number, text in read_override_lines(path):
        names = [n.strip().lower() for n in text.split("|")]
        cid = graph.new(names[0], parents=[])
        concepts[cid]["names"] = names
        for name in names:
            owner.setdefault(key(name), cid)
        not_food.add(cid)

    # Names in the languages sous reads, then every spelling of every name.
    add_languages(graph, {cid: c["off"] for cid, c in concepts.items()})
    spelling_variants(graph, os.path.join(overrides, "spellings.txt"))

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
    resolving = []  # compound concepts whose parts are being resolved, to find cycles

    def part_facts(item, path, number):
        """The facts one part of a compound gives: a fact word's own, or a food's resolved facts."""
        if item in ("unsure", "none"):
            return Facts(unsure=item == "unsure")
        maybe = item.startswith("may ")
        word = item[4:].strip() if maybe else item
        if word in ALLERGEN_WORDS:
            groups = ["meat", "pork"] if word == "pork" else [word]  # pork is meat
            return Facts(possible=groups) if maybe else Facts(groups)
        k = key(word)
        cid = owner.get(k) or by_key.get(k)
        if not cid:
            fail(path, number, f'the part "{word}" names no food')
        if cid in not_food:
            fail(path, number, f'the part "{word}" is not food')
        facts = facts_of(cid)
        if facts is UNKNOWN:
            print(f'note: {path}:{number}: nobody decides the part "{word}", so the food is unsure',
                  file=sys.stderr)
            facts = Facts(unsure=True)  # check the label
        if maybe:
            facts = Facts(possible=facts.certain | facts.possible, unsure=facts.unsure)
        return facts

    def compound_facts(cid, path, number, items):
        if cid in resolving:
            cycle = " > ".join(concepts[c]["name"] for c in resolving[resolving.index(cid):] + [cid])
            fail(path, number, f"compounds in a cycle: {cycle}")
        resolving.append(cid)
        if "none" in items and len(items) > 1:
            fail(path, number, '"none" must stand alone')
        result = Facts()
        for item in items:
            result = result.union(part_facts(item, path, number))
        resolving.pop()
        return result

    def facts_of(cid, path=()):
        if cid in resolved:
            return resolved[cid]
        if cid in own:
            result = own[cid]
        elif cid in compounds:
            # A prepared food or a coating varies by recipe and brand: beyond what its usual
            # parts bring, the label (or the recipe) must be checked.
            result = compound_facts(cid, *compounds[cid]).union(Facts(unsure=True))
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
                head = graph.head(concepts[cid]["name"])
                if head and head != cid and head not in path:
                    result = facts_of(head, path + (cid,))
        resolved[cid] = result
        return result

    # Every compound and coating, and the parts of the lines allergens.txt decided, must resolve.
    for cid in sorted(compounds):
        facts_of(cid)
    # A food allergens.txt decides also carries what its usual parts bring: a missed allergen
    # is the worst error, so the parts can only add.
    added = {}
    for path, number, items, cid in deferred:
        parts = compound_facts(cid, path, number, items)
        decided = own[cid]
        missing = (parts.certain - decided.certain) | (parts.possible - decided.certain - decided.possible)
        if missing:
            added[cid] = added.get(cid, decided).union(parts)
    if added:
        own.update(added)
        resolved.clear()

    # Every name of every concept belongs to one concept: the first to claim it.
    rows = []
    unmatched_rows = set()
    ordered = sorted(concepts, key=lambda c: (c not in own and c not in compounds, c))
    for cid in ordered:
        concept = concepts[cid]
        names = []
        for name in concept["names"]:
            k = key(name)
            if owner.setdefault(k, by_key.get(k, cid)) == cid and name not in names:
                names.append(name)
        unmatched = not names
        if unmatched:
            # Every name went to another food ("coriander" is the leaf): the concept stays in the
            # graph for its children, shown by its name but never matched (see food_index).
            names = ["(" + concept["name"] + ")"]
        facts = "not food" if cid in not_food else (facts_of(cid).text() if facts_of(cid) is not UNKNOWN else UNKNOWN)
        rows.append([cid, " | ".join(names), " | ".join(concept["parents"]), facts])
        if unmatched:
            unmatched_rows.add(len(rows) - 1)

    out = os.path.join(food, "Concepts", "concepts.tsv")
    word_count = write_index(rows, os.path.join(food, "Concepts", "words.tsv"), unmatched_rows,
                             foreign=graph.foreign_words, english=english_words())
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("# sous food concepts, derived by scripts/derive-food.py: do not edit (see Concepts/LICENSE.md)\n")
        handle.write("# id\tnames\tparents\tfacts\tname words (numbers from words.tsv)\n")
        for row in rows:
            handle.write("\t".join(row) + "\n")
    print(f"{len(rows)} concepts, {sum(r[1].count('|') + 1 for r in rows)} names, "
          f"{sum(1 for r in rows if r[3] == UNKNOWN)} unknown, {len(not_food)} not food, {word_count} word forms -> {out}")


if __name__ == "__main__":
    main()
