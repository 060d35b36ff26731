"""Which names are one food, and which food is a kind of which: sous's reviewed identity
overrides (synonyms.txt, parents.txt, spellings.txt) and the taxonomy's names in the languages
sous reads, for scripts/derive-food.py.

Every function works on the graph as derive-food.py holds it: `concepts` maps an id to
{"name", "names", "parents", "off"}, and `graph.by_key` maps a name's key to its concept id.
"""

# The languages of the section-heading file (SousFormats/Headings/Words/section-headings.txt):
# names in them let a recipe written in one be read (Möhren, carottes, wortelen).
LANGUAGES = ["en", "fr", "de", "nl", "it", "es", "pt", "el", "pl", "sv", "fi", "da", "cs", "tr", "no"]


class Graph:
    def __init__(self, concepts, key, words, slug, fail, read_lines):
        self.concepts = concepts
        self.key = key
        self.words = words
        self.slug = slug
        self.fail = fail
        self.read_lines = read_lines
        self.by_key = {}
        self.portions = set()  # piece words ("halves"), set once read
        self.foreign_words = {}  # word of a name in another language -> that language
        for cid in sorted(concepts, key=lambda c: (not c.startswith("en:"), c)):
            for name in concepts[cid]["names"]:
                self.by_key.setdefault(key(name), cid)

    def find(self, item):
        """The concept an item names: an id, or a name's key."""
        if item in self.concepts:
            return item
        return self.by_key.get(self.key(item))

    def head(self, name):
        """The concept of the longest run of last words that names one ("plain flour": flour),
        trailing piece words aside once they are known ("baby new potatoes": potato)."""
        parts = self.words(name)
        while len(parts) > 1 and parts[-1] in self.portions:
            parts = parts[:-1]
        for start in range(1, len(parts)):
            cid = self.by_key.get(self.key(" ".join(parts[start:])))
            if cid:
                return cid
        return None

    def new(self, name, parents=None):
        """A concept of sous's own, below its head noun's concept unless `parents` says otherwise."""
        cid = "sous:" + self.slug(name)
        if cid not in self.concepts:
            if parents is None:
                head = self.head(name)
                parents = [head] if head else []
            self.concepts[cid] = {"name": name, "names": [name], "parents": list(parents), "off": {}}
        self.by_key.setdefault(self.key(name), cid)
        return cid

    def find_or_new(self, item):
        return self.find(item) or (self.fail_id(item) if ":" in item else self.new(item.lower()))

    def fail_id(self, item):
        raise KeyError(item)

    def add_name(self, cid, name):
        if name not in self.concepts[cid]["names"]:
            self.concepts[cid]["names"].append(name)
        self.by_key[self.key(name)] = cid

    def merge(self, keep, gone):
        """`gone` becomes names of `keep`; its children and links move to `keep`."""
        if keep == gone:
            return
        for name in self.concepts[gone]["names"]:
            self.add_name(keep, name)
        if not self.concepts[keep]["parents"]:
            self.concepts[keep]["parents"] = [p for p in self.concepts[gone]["parents"] if p != keep]
        del self.concepts[gone]
        for concept in self.concepts.values():
            if gone in concept["parents"]:
                concept["parents"] = [keep if p == gone else p for p in concept["parents"]]
                concept["parents"] = list(dict.fromkeys(p for p in concept["parents"] if p in self.concepts))
        for k, v in list(self.by_key.items()):
            if v == gone:
                self.by_key[k] = keep


# An English word list (Debian's wamerican): a name in another language that is also an English
# word ("room" is Dutch for cream, "pain" French for bread) would misread English lines.
ENGLISH_WORDS = "/usr/share/dict/american-english"


def english_words(path=ENGLISH_WORDS):
    """The list's words in lower case. A word the list has only as a proper noun counts only
    when short ("Sal", "Lima", "Peru"): a longer one names a place or a brand, not an English
    kitchen word, and the food name of another language may keep it ("Citroen" is Dutch for
    lemon, "Sucre" French for sugar, "Hummer" German for lobster)."""
    try:
        with open(path, encoding="utf-8") as handle:
            entries = [line.strip() for line in handle if line.strip()]
            return {entry.lower() for entry in entries if entry == entry.lower() or len(entry) < 5}
    except OSError:
        raise SystemExit(f"{path} is missing: install Debian's wamerican package (apt-get install wamerican)")


def add_languages(graph, raw):
    """The taxonomy's names in sous's reading languages, after the English ones, except names
    whose every word is also an English word."""
    english = english_words()
    for cid, concept in graph.concepts.items():
        names = raw.get(cid, {}).get("name", {})
        for language in LANGUAGES[1:]:
            name = names.get(language, "").strip().lower()
            name_words = graph.words(name)
            if not name or not name_words or len(name_words) > 6 or graph.key(name) in graph.by_key:
                continue
            if all(word in english for word in name_words):
                continue
            graph.add_name(cid, name)
            for word in name_words:
                if word not in english:
                    graph.foreign_words.setdefault(word, language)


def apply_synonyms(graph, path):
    for number, text in graph.read_lines(path):
        items = [item.strip() for item in text.split("=")]
        if len(items) < 2 or any(not item for item in items):
            graph.fail(path, number, 'expected "name = synonym = synonym"')
        try:
            keep = graph.find_or_new(items[0])
        except KeyError:
            graph.fail(path, number, f"unknown concept {items[0]}")
        for item in items[1:]:
            other = graph.find(item)
            if other and other != keep:
                has_children = any(other in c["parents"] for c in graph.concepts.values())
                if has_children and ":" not in item:
                    # A concept with kinds below it keeps them: only the name moves ("coriander"
                    # is the leaf; coriander seed stays a coriander, not a leaf).
                    names = graph.concepts[other]["names"]
                    graph.concepts[other]["names"] = [n for n in names if graph.key(n) != graph.key(item)]
                else:
                    graph.merge(keep, other)
            if ":" not in item:
                graph.add_name(keep, item.lower())


def apply_parents(graph, path):
    for number, text in graph.read_lines(path):
        if ">" not in text:
            graph.fail(path, number, 'expected "child | child > parent | parent"')
        children_text, parents_text = text.split(">", 1)
        parents = []
        for item in (p.strip() for p in parents_text.split("|")):
            if not item:
                continue
            parent = graph.find(item)
            if not parent:
                graph.fail(path, number, f"unknown parent {item}")
            parents.append(parent)
        for item in (c.strip() for c in children_text.split("|")):
            try:
                child = graph.find_or_new(item)
            except KeyError:
                graph.fail(path, number, f"unknown concept {item}")
            if child in parents:
                graph.fail(path, number, f"{item} cannot be its own parent")
            graph.concepts[child]["parents"] = list(parents)


def spelling_variants(graph, path):
    """Every name written with one spelling of a word is also known by the others."""
    groups = []
    for number, text in graph.read_lines(path):
        spellings = [s.strip().lower() for s in text.split("=")]
        if len(spellings) < 2 or any(not s or " " in s for s in spellings):
            graph.fail(path, number, 'expected "spelling = spelling", one word each')
        groups.append(spellings)
    for cid, concept in sorted(graph.concepts.items()):
        for name in list(concept["names"]):
            name_words = name.split(" ")
            for group in groups:
                for index, word in enumerate(name_words):
                    if word in group:
                        for other in group:
                            variant = " ".join(name_words[:index] + [other] + name_words[index + 1:])
                            if graph.key(variant) not in graph.by_key:
                                graph.add_name(cid, variant)
