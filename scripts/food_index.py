"""The lookup index of the derived food table, for scripts/derive-food.py: the words of every
name as sous reads a line (SousCore's IngredientWords), numbered as its FoodMatcher numbers them
(a plural shares its singular's number, and the forms a line may use get the same number), so
loading the table builds no index of its own."""
import unicodedata

APOSTROPHES = {0x27, 0x60, 0x2018, 0x2019, 0x2BC}


# Joined letters as people type them without the ligature ("oeufs"), as IngredientWords reads them.
LIGATURES = {"œ": "oe", "æ": "ae"}


def fold(ch):
    text = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    text = text.casefold().lower()
    return LIGATURES.get(text, text)


def match_words(text):
    """IngredientWords(line:).words: lower case, accents dropped, apostrophes joined, any other
    mark a break."""
    words, current = [], []
    for ch in text:
        o = ord(ch)
        if 0x41 <= o <= 0x5A:
            current.append(chr(o + 0x20))
        elif 0x61 <= o <= 0x7A or 0x30 <= o <= 0x39:
            current.append(ch)
        elif o in APOSTROPHES:
            continue
        elif o >= 0x80 and unicodedata.category(ch) == "Mn":
            continue
        elif o >= 0x80 and ch.isalpha():
            current.append(fold(ch))
        else:
            if current:
                words.append("".join(current))
                current = []
    if current:
        words.append("".join(current))
    return words


def singulars(word):
    if len(word) <= 3 or not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return []
    forms = [word[:-1]]
    if word.endswith("es"):
        forms.append(word[:-2])
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    if word.endswith("ves"):
        forms += [word[:-3] + "f", word[:-3] + "fe"]
    return forms


def plurals(word):
    if len(word) <= 2 or not word[0].isalpha():
        return []
    forms = [word + "s", word + "es"]
    if word.endswith("y"):
        forms.append(word[:-1] + "ies")
    if word.endswith("f"):
        forms.append(word[:-1] + "ves")
    if word.endswith("fe"):
        forms.append(word[:-2] + "ves")
    return forms


# The plural endings of the taxonomy's languages that an English plural rule does not give
# ("Kartoffeln", "Tomaten", "aardappelen", "pomodori"): (singular ending, plural ending).
FOREIGN_PLURALS = {
    "de": [("", "n"), ("", "en"), ("", "e")],
    "nl": [("", "en")],
    "it": [("o", "i"), ("a", "e"), ("e", "i")],
}


def foreign_plurals(word, language, english):
    """A word's plurals in its own language, leaving out English words ("rose" is no plural)."""
    forms = []
    for singular, plural in FOREIGN_PLURALS.get(language, []):
        if len(word) > 3 and word.endswith(singular):
            form = word[:len(word) - len(singular)] + plural
            if form not in english:
                forms.append(form)
    return forms


def foreign_singulars(word, language):
    """The singulars a plural of its own language may come from ("tomaten": "tomate", "tomat")."""
    return [word[:len(word) - len(plural)] + singular for singular, plural in FOREIGN_PLURALS.get(language, [])
            if plural and word.endswith(plural) and len(word) - len(plural) > 2]


def number_words(words, foreign=None, english=frozenset()):
    """FoodMatcher.numberWords: word -> number, every form included; words of other languages
    (`foreign`: word -> language) also get that language's plurals, and a plural of theirs in
    the names shares its singular's number."""
    foreign = foreign or {}
    ordered = sorted(words)
    base = {w: next((s for s in singulars(w) + (foreign_singulars(w, foreign[w]) if w in foreign else [])
                     if len(s) > 2 and s in words), w) for w in ordered}
    ids = {}
    for w in ordered:
        if base[w] == w:
            ids[w] = len(ids)
    next_id = len(ids)
    for w in ordered:
        if base[w] != w:
            if base[w] in ids:
                ids[w] = ids[base[w]]
            else:
                ids[w] = next_id
                next_id += 1
    forms = {}
    # A "-y" word's "-ies" plural first, so that another word's odd form never takes it
    # ("patties" is patty's plural, not "patti" + "es").
    for w in ordered:
        if w.endswith("y") and len(w) > 2 and w[:-1] + "ies" not in ids:
            forms[w[:-1] + "ies"] = ids[w]
    for w in ordered:
        own = foreign_plurals(w, foreign[w], english) if w in foreign else []
        for form in plurals(w) + singulars(w) + own:
            # Never a form of two letters: "oves" (Czech oats) must not make "of" a food.
            if len(form) > 2 and form not in ids and form not in forms:
                forms[form] = ids[w]
    ids.update(forms)
    return ids


def write_index(rows, words_path, unmatched=(), foreign=None, english=frozenset()):
    """Appends each row's names as numbers (a fifth column) and writes the word numbers. Rows in
    `unmatched` keep their name for display with no words: nothing matches them."""
    phrases = [[[] if index in unmatched else match_words(name) for name in row[1].split(" | ")]
               for index, row in enumerate(rows)]
    ids = number_words({w for names in phrases for words in names for w in words}, foreign, english)
    for row, names in zip(rows, phrases):
        row.append(" | ".join(" ".join(str(ids[w]) for w in words) for words in names))
    with open(words_path, "w", encoding="utf-8") as handle:
        handle.write("# word<TAB>number: the lookup index of concepts.tsv, derived by scripts/derive-food.py\n")
        for word in sorted(ids):
            handle.write(f"{word}\t{ids[word]}\n")
    return len(ids)
