#!/usr/bin/env python3
"""Derives Sources/SousFormats/Photo/Readings/fraction-readings.txt: what Tesseract reads when a
printed amount holds a vulgar fraction ("½ cup", "1¼ tsp"), which its English model cannot
output ("½" comes out as "%", "V2", "Y2", "1%", ...).

Run from the repository root (needs ImageMagick and Tesseract, as `make deps` installs):

    python3 scripts/derive-ocr-fractions.py ../shared/corpora Sources/SousFormats/Photo/Readings/fraction-readings.txt

Method: every fraction a font has a glyph for (½ ¼ ¾ ⅓ ⅔ ⅛), alone and after a whole number
(1½, 2¼), is set before a unit and a food, in ten typefaces at two sizes and two resolutions,
straight and turned 1.5° with noise, and read back with Tesseract's English model (`--psm 6`, one
block, so that each printed line is one line read; sous reads photos with `--psm 1`, the same
model). Control lines with plain amounts ("4 cups", "1/2 cup", "14 g") are read the same
way. The first word read on each line is a reading of its amount.

Most readings are shared: "%" comes from ½, ¼, ¾ and ⅛ alike. Which one a reading most likely
stands for also depends on how often recipes use each fraction, counted from the amounts of the
labelled ingredient lines in <corpora>/ingredient-lines (½ far more often than ⅛). A reading is
written to the table for the amount with the highest share of (how often the amount gives the
reading) x (how often recipes use the fraction), when that share is at least 40% and the reading
was seen three times, and when no control line gave it: "4" (which ¼ also gives) is left alone,
since "4 cups" is as likely. Every replacement is a guess, which is why the line is always
marked for checking.

The typefaces are families that neither set of test pages (`GeneratedPages`,
`GeneratedPagesHeldOut`) prints in, so the test pages measure the table on type it was not made
from.
"""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

FONTS = ["URW-Bookman-Light", "URW-Bookman-Demi", "URW-Gothic-Book", "URW-Gothic-Demi",
         "DejaVu-Sans-Condensed", "DejaVu-Serif-Condensed", "DejaVu-Sans-ExtraLight",
         "Nimbus-Mono-PS-Regular", "Noto-Sans-Mono-Regular", "DejaVu-Serif-Italic"]
FRACTIONS = {"½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "⅔": "2/3", "⅛": "1/8"}
WHOLES = ["", "1", "2"]
RESTS = ["cup sugar", "tsp salt", "tbsp olive oil", "cups plain flour", "lemon, juiced", "tsp ground cumin"]
CONTROLS = ["1 cup milk", "2 tsp salt", "3 tbsp oil", "4 cups flour", "14 g yeast", "24 g butter", "12 eggs",
            "1/2 cup milk", "1 1/2 tsp salt", "3/4 cup sugar", "1/4 tsp pepper", "2 1/2 cups stock",
            "5 cm ginger", "Ya cup", "Y2 lemon", "4 lemons", "1 lemon", "2 limes", "3 eggs", "a pinch of salt"]
SIZES = [10, 12]
DPIS = [150, 300]


def font_files():
    """ImageMagick's font names and their files."""
    listing = subprocess.run(["convert", "-list", "font"], capture_output=True, text=True, check=True).stdout
    files, name = {}, None
    for line in listing.splitlines():
        line = line.strip()
        if line.startswith("Font:"):
            name = line.split(":", 1)[1].strip()
        elif line.startswith("glyphs:") and name:
            files[name] = line.split(":", 1)[1].strip()
    return files


def has_glyph(path, character):
    out = subprocess.run(["fc-list", ":charset=%x" % ord(character), "file"], capture_output=True, text=True).stdout
    return any(line.split(":")[0].strip() == path for line in out.splitlines())


def read_first_words(image):
    """The first word Tesseract reads on each line, in order."""
    tsv = subprocess.run(["tesseract", image, "stdout", "--psm", "6", "-l", "eng", "tsv"],
                         capture_output=True, text=True).stdout
    lines = collections.OrderedDict()
    for row in tsv.splitlines()[1:]:
        parts = row.split("\t")
        if len(parts) < 12 or parts[0] != "5" or not parts[11].strip():
            continue
        key = (parts[2], parts[3], parts[4])
        lines.setdefault(key, parts[11].strip())
    return list(lines.values())


def fraction_use(corpora):
    """How often recipes use each fraction: the fractional parts of the labelled lines' amounts."""
    values = {"½": 1 / 2, "¼": 1 / 4, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 1 / 8}
    counts = collections.Counter()
    for name in ("bbc.jsonl", "allrecipes.jsonl"):
        with open(os.path.join(corpora, "ingredient-lines", name), encoding="utf-8") as lines:
            for line in lines:
                value = json.loads(line).get("qty_value")
                if not isinstance(value, (int, float)):
                    continue
                part = value - int(value)
                for fraction, fraction_value in values.items():
                    if abs(part - fraction_value) < 0.01:
                        counts[fraction] += 1
    total = sum(counts.values())
    return {fraction: (counts[fraction] + 1) / (total + len(values)) for fraction in values}


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    use = fraction_use(sys.argv[1])
    print("fraction use: " + ", ".join("%s %.3f" % item for item in use.items()), file=sys.stderr)
    output = sys.argv[2]
    files = font_files()
    sightings = collections.defaultdict(collections.Counter)  # reading -> amount -> count
    control_readings = set()
    with tempfile.TemporaryDirectory() as folder:
        for font in FONTS:
            path = files.get(font)
            if not path:
                print("skipped %s: not installed" % font, file=sys.stderr)
                continue
            amounts = [(whole, fraction) for fraction in FRACTIONS if has_glyph(path, fraction) for whole in WHOLES]
            lines = [("%s%s %s" % (whole, fraction, RESTS[i % len(RESTS)]), (whole, fraction))
                     for i, (whole, fraction) in enumerate(amounts)]
            lines += [(control, None) for control in CONTROLS]
            text = "\n".join(line for line, _ in lines)
            for dpi in DPIS:
                for size in SIZES:
                    for turned in (False, True):
                        image = os.path.join(folder, "page.png")
                        arguments = ["convert", "-density", str(dpi), "-size", "%dx" % (6 * dpi), "-background", "white",
                                     "-fill", "black", "-font", font, "-pointsize", str(size), "-interline-spacing", str(size),
                                     "caption:" + text.replace("%", "%%"),
                                     "-bordercolor", "white", "-border", "%d" % (dpi // 2)]
                        if turned:
                            arguments += ["-rotate", "1.5", "-attenuate", "0.4", "+noise", "Gaussian"]
                        arguments += ["-colorspace", "Gray", "-depth", "8", image]
                        subprocess.run(arguments, check=True)
                        words = read_first_words(image)
                        # Lines whose words were lost cannot be paired up reliably: skip the page.
                        if len(words) != len(lines):
                            print("skipped %s %d dpi %d pt%s: %d lines read of %d" % (font, dpi, size, " turned" if turned else "",
                                                                                       len(words), len(lines)), file=sys.stderr)
                            continue
                        for (line, amount), word in zip(lines, words):
                            if amount is None:
                                control_readings.add(word)
                            else:
                                sightings[word][amount] += 1
    # How often each amount was printed, to turn counts of readings into how likely each reading is.
    printed = collections.Counter()
    for amounts in sightings.values():
        printed.update(amounts)
    rows = []
    for reading, amounts in sorted(sightings.items()):
        total = sum(amounts.values())
        weights = {amount: count / printed[amount] * use[amount[1]] for amount, count in amounts.items()}
        (whole, fraction) = max(weights, key=weights.get)
        share = weights[(whole, fraction)] / sum(weights.values())
        # A reading that is a plain amount ("4", "14", "1/2") or the start of a food is never replaced.
        plain = re.fullmatch(r"[0-9]+([/.][0-9]+)?", reading) is not None or reading.isalpha() and len(reading) > 2
        print("%-8s %s" % (reading, ", ".join("%s%s %d" % (w, FRACTIONS[f], n) for (w, f), n in amounts.most_common())), file=sys.stderr)
        # Tabs separate the table's fields and "#" starts a comment: such readings cannot be written.
        if reading in control_readings or plain or total < 3 or share < 0.4 or "\t" in reading or reading.startswith("#"):
            continue
        rows.append("%s\t%s%s\t%.0f%% of %d sightings" % (reading, whole + " " if whole else "", FRACTIONS[fraction], 100 * share, total))
    with open(output, "w", encoding="utf-8") as out:
        out.write("# What Tesseract reads for a printed vulgar fraction in an amount (its English model has no\n"
                  "# glyph for them), derived by scripts/derive-ocr-fractions.py: do not edit by hand.\n"
                  "# reading<TAB>amount it most likely stands for<TAB>how likely, of how many sightings\n"
                  "# Used only for the first word of an ingredient line, and the line is marked for checking.\n")
        out.write("\n".join(rows) + "\n")
    print("wrote %d readings to %s" % (len(rows), output))


if __name__ == "__main__":
    main()
