/// A kitchen unit of measure ("cup", "g", "clove") with its display names and, for volumes
/// and masses, its size in millilitres or grams so amounts can be converted and added up.
///
/// Note for callers that also `import Foundation`: Foundation has its own `Unit` class, so
/// write `SousCore.Unit` there to avoid an ambiguous name.
public struct Unit: Hashable, Sendable {
    /// What a unit measures; only units of the same dimension convert into each other.
    public enum Dimension: String, Hashable, Sendable, CaseIterable {
        case volume, mass, count
    }

    /// The family a unit belongs to, which decides how amounts are rounded and shown.
    public enum System: String, Hashable, Sendable, CaseIterable {
        case metric, us, none
    }

    /// The canonical short name, stable for storage: "tsp", "cup", "g", "fl oz", "clove".
    public let id: String
    public let singular: String
    public let plural: String
    public let dimension: Dimension
    public let system: System
    /// Millilitres per unit for volumes, grams per unit for masses, nil for counts.
    public let baseFactor: Rational?

    public init(id: String, singular: String, plural: String, dimension: Dimension, system: System,
                baseFactor: Rational?) {
        self.id = id
        self.singular = singular
        self.plural = plural
        self.dimension = dimension
        self.system = system
        self.baseFactor = baseFactor
    }

    /// Abbreviations ("g", "tsp", "fl oz") read the same for any amount.
    public var isAbbreviation: Bool { singular == plural }

    /// The display name for `quantity`: plural only when the amount is more than one, so
    /// "1 cup", "1/2 cup", "1 1/2 cups"; abbreviations never change.
    public func name(for quantity: Rational?) -> String {
        guard let quantity, quantity > .one else { return singular }
        return plural
    }

    /// `quantity` of this unit expressed in `other` (3 tsp is 1 tbsp, 1 kg is 1000 g), or nil
    /// when the two do not measure the same thing or either is a count.
    public func convert(_ quantity: Rational, to other: Unit) -> Rational? {
        guard dimension == other.dimension, let from = baseFactor, let to = other.baseFactor else { return nil }
        return Rational.safeDivide(quantity * from, to)
    }

    /// The unit meant by `text` ("Tbsp", "teaspoons", "fl. oz.", "kilo"), or nil when unknown.
    /// Matching ignores case except for the cookbook convention "t" = teaspoon, "T" = tablespoon.
    public static func lookup(_ text: String) -> Unit? {
        // "fl. oz.", "fl.oz" and " Tbsp. " all reduce to space-separated words.
        let words = text.split(whereSeparator: { $0 == "." || $0.isWhitespace })
        let key = words.joined(separator: " ")
        if key == "T" { return .tablespoon }
        if key == "t" { return .teaspoon }
        return synonyms[key.lowercased()]
    }
}

extension Unit {
    public static let teaspoon = Unit(id: "tsp", singular: "tsp", plural: "tsp", dimension: .volume,
                                      system: .us, baseFactor: usTeaspoonMillilitres)
    public static let tablespoon = Unit(id: "tbsp", singular: "tbsp", plural: "tbsp", dimension: .volume,
                                        system: .us, baseFactor: usTeaspoonMillilitres * 3)
    public static let fluidOunce = Unit(id: "fl oz", singular: "fl oz", plural: "fl oz", dimension: .volume,
                                        system: .us, baseFactor: usTeaspoonMillilitres * 6)
    public static let cup = Unit(id: "cup", singular: "cup", plural: "cups", dimension: .volume,
                                 system: .us, baseFactor: usTeaspoonMillilitres * 48)
    public static let pint = Unit(id: "pint", singular: "pint", plural: "pints", dimension: .volume,
                                  system: .us, baseFactor: usTeaspoonMillilitres * 96)
    public static let quart = Unit(id: "quart", singular: "quart", plural: "quarts", dimension: .volume,
                                   system: .us, baseFactor: usTeaspoonMillilitres * 192)
    public static let gallon = Unit(id: "gallon", singular: "gallon", plural: "gallons", dimension: .volume,
                                    system: .us, baseFactor: usTeaspoonMillilitres * 768)

    public static let millilitre = Unit(id: "ml", singular: "ml", plural: "ml", dimension: .volume,
                                        system: .metric, baseFactor: 1)
    public static let centilitre = Unit(id: "cl", singular: "cl", plural: "cl", dimension: .volume,
                                        system: .metric, baseFactor: 10)
    public static let decilitre = Unit(id: "dl", singular: "dl", plural: "dl", dimension: .volume,
                                       system: .metric, baseFactor: 100)
    public static let litre = Unit(id: "l", singular: "l", plural: "l", dimension: .volume,
                                   system: .metric, baseFactor: 1000)

    public static let milligram = Unit(id: "mg", singular: "mg", plural: "mg", dimension: .mass,
                                       system: .metric, baseFactor: Rational(1, 1000))
    public static let gram = Unit(id: "g", singular: "g", plural: "g", dimension: .mass,
                                  system: .metric, baseFactor: 1)
    public static let kilogram = Unit(id: "kg", singular: "kg", plural: "kg", dimension: .mass,
                                      system: .metric, baseFactor: 1000)
    public static let ounce = Unit(id: "oz", singular: "oz", plural: "oz", dimension: .mass,
                                   system: .us, baseFactor: Rational(28_349_523_125, 1_000_000_000))
    public static let pound = Unit(id: "lb", singular: "lb", plural: "lb", dimension: .mass,
                                   system: .us, baseFactor: Rational(45_359_237, 100_000))

    /// A US teaspoon is 1/768 of a US gallon (3785.411784 ml), so every US volume is an exact
    /// multiple of it and conversions between them stay exact.
    static let usTeaspoonMillilitres = Rational(3_785_411_784, 768_000_000)

    /// Units that count things rather than measure them; they never convert.
    static func count(_ singular: String, _ plural: String) -> Unit {
        Unit(id: singular, singular: singular, plural: plural, dimension: .count, system: .none, baseFactor: nil)
    }

    public static let pinch = count("pinch", "pinches")
    public static let dash = count("dash", "dashes")
    public static let clove = count("clove", "cloves")
    public static let can = count("can", "cans")
    public static let jar = count("jar", "jars")
    public static let tin = count("tin", "tins")
    public static let packet = count("packet", "packets")
    public static let slice = count("slice", "slices")
    public static let piece = count("piece", "pieces")
    public static let bunch = count("bunch", "bunches")
    public static let sprig = count("sprig", "sprigs")
    public static let handful = count("handful", "handfuls")
    public static let stick = count("stick", "sticks")
    public static let head = count("head", "heads")
    public static let sheet = count("sheet", "sheets")
    public static let drop = count("drop", "drops")
    public static let splash = count("splash", "splashes")
    public static let bottle = count("bottle", "bottles")
    public static let bag = count("bag", "bags")
    public static let box = count("box", "boxes")
    public static let cube = count("cube", "cubes")
    public static let stalk = count("stalk", "stalks")
    public static let sachet = count("sachet", "sachets")
    public static let knob = count("knob", "knobs")

    /// Every known unit, measured ones first.
    public static let all: [Unit] = [
        teaspoon, tablespoon, fluidOunce, cup, pint, quart, gallon,
        millilitre, centilitre, decilitre, litre, milligram, gram, kilogram, ounce, pound,
        pinch, dash, clove, can, jar, tin, packet, slice, piece, bunch, sprig, handful, stick,
        head, sheet, drop, splash, bottle, bag, box, cube, stalk, sachet, knob,
    ]

    /// Lowercased spellings to units. Built once; an immutable constant, not shared state.
    static let synonyms: [String: Unit] = {
        var table: [String: Unit] = [:]
        for unit in all {
            table[unit.id] = unit
            table[unit.singular] = unit
            table[unit.plural] = unit
        }
        let extra: [(Unit, [String])] = [
            (teaspoon, ["teaspoon", "teaspoons", "tsps", "tspn", "ts"]),
            (tablespoon, ["tablespoon", "tablespoons", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tb"]),
            (fluidOunce, ["fluid ounce", "fluid ounces", "floz", "fl oz", "fl ounce", "fl ounces"]),
            (cup, ["c", "cups"]),
            (pint, ["pt", "pts"]),
            (quart, ["qt", "qts"]),
            (gallon, ["gal", "gals"]),
            (millilitre, ["millilitre", "millilitres", "milliliter", "milliliters", "mls"]),
            (centilitre, ["centilitre", "centilitres", "centiliter", "centiliters"]),
            (decilitre, ["decilitre", "decilitres", "deciliter", "deciliters"]),
            (litre, ["litre", "litres", "liter", "liters", "ltr", "ltrs", "lt"]),
            (milligram, ["milligram", "milligrams", "mgs"]),
            (gram, ["gram", "grams", "gr", "grs", "gramme", "grammes", "gm", "gms"]),
            (kilogram, ["kilo", "kilos", "kilogram", "kilograms", "kgs", "kilogramme", "kilogrammes"]),
            (ounce, ["ounce", "ounces", "ozs"]),
            (pound, ["pound", "pounds", "lbs"]),
            (packet, ["pack", "packs", "package", "packages", "pkg", "pkgs"]),
            (piece, ["pc", "pcs"]),
        ] + foreign
        for (unit, names) in extra {
            for name in names { table[name] = unit }
        }
        return table
    }()

    /// Every lowercased spelling `lookup` knows, for parsers that look a word up only when it
    /// can be a unit.
    public static var spellings: Set<String> { Set(synonyms.keys) }

    /// Kitchen units as German, Dutch, Scandinavian, Spanish, Portuguese, Italian, French, Czech
    /// and Slovak recipes write them ("2 EL Olivenöl", "1 theelepel tijm", "500 gramas", "1 pizzico
    /// di sale", "2 gousses d'ail", "Vajce: 1 ks"): the amount is read the same.
    static let foreign: [(Unit, [String])] = [
        (teaspoon, ["tl", "teel", "teelöffel", "theelepel", "theelepels", "tsk", "cucharadita", "cucharaditas", "cdta", "cdtas",
                    "cucchiaino", "cucchiaini", "čl", "càc"]),
        (tablespoon, ["el", "essl", "esslöffel", "eetlepel", "eetlepels", "msk", "spsk", "cucharada", "cucharadas", "cda", "cdas",
                      "cucchiaio", "cucchiai", "pl", "cs", "càs"]),
        (cup, ["tasse", "tassen", "taza", "tazas", "xícara", "xícaras", "xicara", "xicaras", "kopje", "kopjes", "tazza", "tazze",
               "chávena", "chávenas"]),
        (litre, ["litro", "litros", "litri"]),
        (gram, ["gramm", "gramas", "gramos", "grammi"]),
        (pinch, ["prise", "prisen", "msp", "snufje", "snufjes", "krm", "pizca", "pizzico", "pizzichi", "pincée", "pincées", "štipka",
                 "pitada", "pitadas"]),
        (clove, ["zehe", "zehen", "teentje", "teentjes", "teen", "tenen", "dente", "dentes", "diente", "dientes", "spicchio", "spicchi",
                 "gousse", "gousses"]),
        (piece, ["stück", "stk", "stuk", "stuks", "unidade", "unidades", "unid", "pieza", "piezas", "pezzo", "pezzi", "ks",
                 "pedaço", "pedaços", "trozo", "trozos", "morceau", "morceaux", "pezzetto"]),
        (can, ["dose", "dosen", "blik", "blikken", "blikje", "blikjes", "lata", "latas", "boîte", "boîtes", "boite", "boites",
               "lattina", "lattine", "scatola", "scatole", "scatoletta", "scatolette"]),
        (jar, ["glas", "gläser", "potje", "potjes", "vasetto", "vasetti", "frasco", "frascos", "vidro", "vidros", "bocal", "bocaux"]),
        (bottle, ["flasche", "flaschen", "fl", "fles", "flessen", "flesje", "bouteille", "bouteilles", "bottiglia", "bottiglie",
                  "botella", "botellas", "garrafa", "garrafas"]),
        (bag, ["beutel", "tüte", "zak", "zakken", "sachetto", "sacchetto", "bolsa", "bolsas", "saco", "saquinho"]),
        (bunch, ["bund", "bos", "bosje", "manojo", "mazzo", "mazzetto", "mazzetti", "botte", "bottes", "maço", "maços"]),
        (slice, ["scheibe", "scheiben", "plak", "plakken", "plakje", "plakjes", "rebanada", "rebanadas", "tranche", "tranches",
                 "fetta", "fette", "fettina", "fettine", "loncha", "lonchas", "rodaja", "rodajas", "fatia", "fatias"]),
        (sprig, ["zweig", "zweige", "zweiglein", "takje", "takjes", "ramita", "ramitas", "ramito", "ramitos", "brin", "brins",
                 "rametto", "rametti", "raminho", "raminhos"]),
        (packet, ["päckchen", "packung", "packungen", "pck", "pakje", "pakjes", "sobre", "sobres", "zakje", "zakjes", "bustina",
                  "bustine", "paquet", "paquets", "paquete", "paquetes", "pacote", "pacotes", "envelope", "envelopes"]),
        (cube, ["würfel", "blokje", "blokjes", "dado", "dadi", "cubetto", "cubetti", "pastilla", "pastillas", "tablete",
                "tabletes", "cubito", "cubitos"]),
        (head, ["kopf", "köpfe", "krop", "kropje", "tête", "têtes", "testa", "cabeza", "cabezas", "cabeça", "cabeças"]),
        (handful, ["handvoll", "handvol", "poignée", "poignées", "manciata", "manciate", "puñado", "puñados", "punhado", "punhados"]),
        (stalk, ["stange", "stangen", "stiel", "stiele", "stengel", "stengels", "branche", "costa", "coste", "tallo", "tallos",
                 "talo", "talos"]),
        (stick, ["stokje", "stokjes", "bâton", "bâtons", "stecca", "stecche", "pau", "paus"]),
        (sheet, ["blatt"]),
        (splash, ["spritzer", "scheutje", "scheut", "chorrito", "chorro", "goccio", "fio"]),
        (dash, ["trait"]),
        (knob, ["klontje", "klontjes"]),
    ]
}
