"""Links food concepts to USDA SR28 foods, for scripts/derive-food.py.

A concept's name matches an SR28 description when every word of the name is in the description
and the description's food (its first part, "Onions, raw", or the second after a group word,
"Spices, coriander seed") holds the name's head noun (its last word) and no word the name lacks
("Sweet potato leaves" is not a sweet potato, "Guava sauce" not any sauce). Among matches, the one
with the fewest words the name does not ask for wins, raw before other states. The same search
with a state word (canned, cooked, dried, frozen) gives the food in that state.
"""
import re

# First parts of SR28 descriptions that name a group, not the food ("Spices, pepper, black").
GROUP_WORDS = {
    "spice", "nut", "seed", "cereal", "beverage", "alcoholic beverage", "sauce", "oil", "fish",
    "crustacean", "mollusk", "cheese", "cream", "milk", "yogurt", "egg", "snack", "candy", "cookie",
    "cracker", "rolls", "soup", "dessert", "pasta", "noodle", "rice", "flour", "sweetener",
    "syrup", "salad dressing", "seasoning mix", "leavening agent", "baking chocolate", "cocoa",
    "vinegar", "beef", "pork", "lamb", "veal", "chicken", "turkey", "game meat", "sausage", "frankfurter",
    "bean", "pea", "lentil", "soy sauce made from soy and wheat (shoyu)", "margarine", "shortening",
}

STATES = {
    "raw": {"raw", "fresh"},
    "canned": {"canned", "canned in", "drained solids", "solids and liquids"},
    "cooked": {"cooked", "boiled", "roasted", "baked", "braised", "steamed", "broiled", "grilled"},
    "dried": {"dried", "dehydrated", "dry"},
    "frozen": {"frozen"},
}

# Words in a description that say it is not the plain food a recipe names.
AVOID = {"babyfood", "imitation", "with", "prepared", "mix", "substitute", "low", "reduced", "fat-free",
         "nonfat", "lowfat", "light", "unprepared", "ready-to-serve", "ready-to-eat", "commercial",
         "restaurant", "industrial", "frosted", "sweetened", "salted"}


def singular(word):
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        if word.endswith("ies"):
            return word[:-3] + "y"
        if word.endswith(("oes", "ches", "shes", "xes", "sses")):
            return word[:-2]
        return word[:-1]
    return word


def words(text):
    return [singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


class SR28Index:
    def __init__(self, foods_tsv):
        self.foods = []
        self.by_word = {}
        with open(foods_tsv, encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                fid, description = fields[0], fields[1]
                parts = [p.strip().lower() for p in description.split(",")]
                first = " ".join(words(parts[0]))
                head_part = parts[1] if first in GROUP_WORDS and len(parts) > 1 else parts[0]
                entry = {
                    "id": fid,
                    "description": description,
                    "words": set(words(description)),
                    "head": set(words(head_part)) - {"and", "or", "of", "in"},
                    "count": len(words(description)),
                    "lower": description.lower(),
                }
                index = len(self.foods)
                self.foods.append(entry)
                for w in entry["words"]:
                    self.by_word.setdefault(w, []).append(index)

    def best(self, name, state=None):
        """The SR28 id for a food name in a state (None: raw first), or None."""
        name_words = words(name)
        if not name_words:
            return None
        head = name_words[-1]
        candidates = self.by_word.get(head, [])
        best = None
        for index in candidates:
            food = self.foods[index]
            if head not in food["head"] or not food["head"] <= set(name_words) or not set(name_words) <= food["words"]:
                continue
            lower = food["lower"]
            state_words = STATES.get(state or "raw")
            has_state = any(re.search(r"\b" + re.escape(s) + r"\b", lower) for s in state_words)
            if state and state != "raw" and not has_state:
                continue
            extra = food["count"] - len(set(name_words))
            avoid = sum(1 for w in re.findall(r"[a-z-]+", lower) if w in AVOID)
            score = (avoid, 0 if has_state else 1, extra, len(lower), food["id"])
            if best is None or score < best[0]:
                best = (score, food["id"])
        return best[1] if best else None
