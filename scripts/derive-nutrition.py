#!/usr/bin/env python3
"""Derive sous's compact nutrient table from the USDA SR28 files.

Reads the USDA National Nutrient Database for Standard Reference, Release 28 (public domain,
USDA ARS; caret-delimited, `~` quotes text, Latin-1) and writes the foods a home kitchen uses:

  foods.tsv     one food a line: id, description, then per 100 g: kcal, protein, fat,
                saturated fat, carbohydrate, sugars, fibre (g), sodium (mg). A value SR28
                does not give is left empty.
  portions.tsv  one household portion a line: id, amount, unit, grams ("11282  1  cup, chopped  160").

Both start with a `#` header line naming the columns. Rows are sorted by id (portions by id,
then SR28's sequence), numbers are written the same way every run, so the output is
deterministic: running it twice gives identical files.

Left out: food groups a recipe never names (baby foods, fast foods, restaurant foods,
American Indian/Alaska Native foods), branded products (a manufacturer, or a brand in capitals
in the description), USDA commodity and school-lunch items, and the ready meals of "Meals,
Entrees, and Side Dishes" (only its plain, unbranded, not-frozen/canned items stay).

Run from the repository root (python3 standard library only):

    python3 scripts/derive-nutrition.py ../shared/data/usda-sr28 Sources/SousCore/Nutrition/Tables
"""

import os
import re
import sys

# Food groups left out entirely.
SKIPPED_GROUPS = {
    "0300",  # Baby Foods
    "2100",  # Fast Foods
    "3500",  # American Indian/Alaska Native Foods
    "3600",  # Restaurant Foods
}
# "Meals, Entrees, and Side Dishes": only plain items survive (see `keep`).
MEALS_GROUP = "2200"
MEALS_SKIP_WORDS = re.compile(r"\b(entree|frozen|microwav\w*|canned|mix|dinner|meal|kit|pockets?|bowls?)\b", re.I)

# Nutrient numbers in SR28, in the order of foods.tsv's columns.
NUTRIENTS = [
    ("208", "kcal"),
    ("203", "protein"),
    ("204", "fat"),
    ("606", "saturated"),
    ("205", "carbohydrate"),
    ("269", "sugars"),
    ("291", "fibre"),
    ("307", "sodium_mg"),
]
# Capitalised words in descriptions that are not brands.
NOT_BRANDS = {"USDA", "NFS", "NS", "UPC", "II", "III", "DHA", "ARA", "RTF", "RTE", "MSG", "BBQ"}
BRAND = re.compile(r"\b[A-Z][A-Z'&.\-]{2,}\b")
EXCLUDED_WORDS = re.compile(r"\b(usda commodity|school lunch|infant|toddler|babyfood|child formula)\b", re.I)


def fields(line):
    """The fields of one SR28 line, text quotes removed."""
    return [f[1:-1] if len(f) >= 2 and f.startswith("~") and f.endswith("~") else f
            for f in line.rstrip("\r\n").split("^")]


def read(directory, name):
    with open(os.path.join(directory, name), encoding="latin-1") as handle:
        return [fields(line) for line in handle if line.strip()]


def clean(text):
    """One line of text without tabs or doubled spaces (the TSV's separators)."""
    return re.sub(r"\s+", " ", text).strip()


def number(value):
    """A number written the same way every run: up to 3 decimals, no trailing zeros."""
    text = ("%.3f" % value).rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def is_branded(description, manufacturer):
    if manufacturer.strip():
        return True
    return any(word.strip("'.-&") not in NOT_BRANDS for word in BRAND.findall(description))


def keep(group, description, manufacturer):
    if group in SKIPPED_GROUPS:
        return False
    if is_branded(description, manufacturer) or EXCLUDED_WORDS.search(description):
        return False
    if group == MEALS_GROUP and MEALS_SKIP_WORDS.search(description):
        return False
    return True


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: python3 scripts/derive-nutrition.py <usda-sr28 directory> <output Tables directory>")
    source, output = argv[1], argv[2]

    foods = {}
    for row in read(source, "FOOD_DES.txt"):
        ndb, group, description, manufacturer = row[0], row[1], row[2], row[5]
        if keep(group, description, manufacturer):
            foods[ndb] = clean(description)

    values = {ndb: {} for ndb in foods}
    wanted = {code for code, _ in NUTRIENTS}
    for row in read(source, "NUT_DATA.txt"):
        ndb, code = row[0], row[1]
        if ndb in values and code in wanted and row[2].strip():
            values[ndb][code] = float(row[2])

    # A food without an energy value cannot be counted: leave it out.
    foods = {ndb: text for ndb, text in foods.items() if "208" in values[ndb]}

    portions = []
    for row in read(source, "WEIGHT.txt"):
        ndb, seq, amount, unit, grams = row[0], row[1], row[2], row[3], row[4]
        if ndb not in foods or not amount.strip() or not grams.strip():
            continue
        if float(amount) <= 0 or float(grams) <= 0:
            continue
        portions.append((ndb, int(seq), float(amount), clean(unit), float(grams)))
    portions.sort(key=lambda p: (p[0], p[1]))

    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, "foods.tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.write("# id\tdescription\t" + "\t".join(name for _, name in NUTRIENTS) + "\n")
        for ndb in sorted(foods):
            numbers = [number(values[ndb][code]) if code in values[ndb] else "" for code, _ in NUTRIENTS]
            out.write(ndb + "\t" + foods[ndb] + "\t" + "\t".join(numbers) + "\n")
    with open(os.path.join(output, "portions.tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.write("# id\tamount\tunit\tgrams\n")
        for ndb, _, amount, unit, grams in portions:
            out.write("\t".join([ndb, number(amount), unit, number(grams)]) + "\n")
    print("%d foods, %d portions written to %s" % (len(foods), len(portions), output))


if __name__ == "__main__":
    main(sys.argv)
