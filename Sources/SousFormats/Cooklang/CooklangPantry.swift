import Foundation
import SousCore
import TOMLKit

/// The kitchen's pantry as the Cooklang tools keep it in the library's folder
/// (`config/pantry.conf`, TOML, read by CookCLI and the phone apps): one table a place, one
/// item a key, its amount as a Cooklang quantity, or a table with the amount and dates.
///
///     [fridge]
///     milk = { quantity = "1%l", expire = "2026-12-01" }
///     eggs = "6"
///
///     [pantry]
///     "basmati rice" = "500%g"
///     salt = {}
///
/// A place is the item's location; items with none are under `[pantry]`, and the staples (foods
/// always in the kitchen, such as salt) under `[staples]`, without amounts. `bought` and `low`
/// (a low-stock mark), which sous does not use, are kept as written. A file that is not TOML
/// is refused whole, with its line, so a half-synced file never empties the pantry.
public enum CooklangPantry {
    public static let path = PantryFileEntry.folderPath
    /// The table for items without a place.
    public static let defaultPlace = "pantry"

    public typealias Entry = PantryFileEntry

    /// The table of the staples, foods always in the kitchen whatever their amount (salt, oil).
    public static let staplesPlace = "staples"

    /// What a pantry file holds: its items, and the staples (nil when it has no staples table,
    /// as a file another tool wrote: the staples are then left as they are).
    public struct Contents: Equatable, Sendable {
        public var entries: [Entry]
        public var staples: [String]?

        public init(entries: [Entry], staples: [String]?) {
            self.entries = entries
            self.staples = staples
        }
    }

    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var line: Int?
        public var message: String
        public var description: String { (line.map { "line \($0): " } ?? "") + message }
    }

    public static func write(_ entries: [Entry], staples: [String] = []) -> String {
        var text = """
            # The kitchen's pantry, written by sous: one table a place, one item a line, its amount
            # as a Cooklang quantity ("500%g"), or { quantity, expire (YYYY-MM-DD), bought, low }.

            """
        var places: [String: [Entry]] = [:]
        for entry in entries { places[place(of: entry.item), default: []].append(entry) }
        if !staples.isEmpty {
            text += "\n[\(staplesPlace)]\n"
            for staple in staples { text += "\(key(staple)) = {}\n" }
        }
        for place in places.keys.sorted() {
            text += "\n[\(key(place))]\n"
            for entry in places[place]! {
                var fields: [(String, String)] = []
                if let quantity = quantity(of: entry.item) { fields.append(("quantity", quantity)) }
                if let date = entry.item.bestBefore { fields.append(("expire", date.iso)) }
                if let bought = entry.bought { fields.append(("bought", bought)) }
                if let low = entry.low { fields.append(("low", low)) }
                let value = fields.count == 1 && fields[0].0 == "quantity" ? string(fields[0].1)
                    : "{" + fields.map { " \($0.0) = \(string($0.1))" }.joined(separator: ",") + (fields.isEmpty ? "}" : " }")
                text += "\(key(entry.item.name)) = \(value)\n"
            }
        }
        return text
    }

    /// The entries and staples of a pantry file; an error names the first problem.
    public static func read(_ text: String) throws(ReadError) -> Contents {
        if let problem = TOMLPreflight.firstProblem(in: text) {
            throw ReadError(line: problem.line, message: "not valid TOML (\(problem.message))")
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ReadError(line: error.source.begin.line, message: "not valid TOML (\(error.description))")
        } catch {
            throw ReadError(line: nil, message: "not valid TOML (\(error))")
        }
        var entries: [Entry] = []
        var staples: [String]?
        for key in root.keys {
            if key.lowercased() == staplesPlace, let table = root[key]?.table {
                staples = (staples ?? []) + table.keys.map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
            } else if let table = root[key]?.table {
                for name in table.keys {
                    if let entry = try entry(named: name, table[name], place: key) { entries.append(entry) }
                }
            } else if let entry = try entry(named: key, root[key], place: nil) {
                // An item outside any table has no place.
                entries.append(entry)
            }
        }
        return Contents(entries: entries, staples: staples)
    }

    private static func entry(named rawName: String, _ value: (any TOMLValueConvertible)?, place: String?) throws(ReadError) -> Entry? {
        let name = String(ImportedText.clean(rawName).trimmingCharacters(in: .whitespaces).prefix(PantryLines.maximumNameCharacters))
        guard !name.isEmpty else { return nil }
        let location = place.map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces) }
            .flatMap { $0.isEmpty || $0.lowercased() == defaultPlace ? nil : $0 }
        var entry = Entry(item: PantryItem(name: name, location: location))
        var amount: String?
        if let text = value?.string {
            amount = text
        } else if let number = value?.double ?? value?.int.map(Double.init) {
            amount = String(number)
        } else if let attributes = value?.table {
            amount = attributes["quantity"]?.string
            if let expire = attributes["expire"]?.string {
                guard let day = day(expire) else { throw ReadError(line: nil, message: "\"\(name)\": \"\(expire)\" is no date (write 2026-12-01)") }
                entry.item.bestBefore = day
            }
            entry.bought = attributes["bought"]?.string.map { ImportedText.clean($0) }
            entry.low = attributes["low"]?.string.map { ImportedText.clean($0) }
        } else {
            throw ReadError(line: nil, message: "\"\(name)\": an item is an amount in quotes (\"500%g\") or a table of its quantity and dates")
        }
        if let amount { (entry.item.quantity, entry.item.unit) = self.amount(amount) }
        return entry
    }

    /// "500%g" -> 500 g; "2" -> 2; "1/2%cup"; "1.5 kg" (a space for the %); text that is no
    /// number is no amount.
    private static func amount(_ text: String) -> (Rational?, String?) {
        let cleaned = ImportedText.clean(text).trimmingCharacters(in: .whitespaces)
        let split = cleaned.firstIndex(of: "%") ?? cleaned.firstIndex(of: " ")
        let number = split.map { String(cleaned[..<$0]) } ?? cleaned
        let unit = split.map { cleaned[cleaned.index(after: $0)...].trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : String($0.prefix(40)) }
        guard case .number(let value)? = CooklangQuantity(parsing: number), value.isFinite, value >= 0, value < 1e9 else { return (nil, nil) }
        return (Rational(approximating: value), unit)
    }

    /// "2026-12-01", or the "01.12.2026" the Cooklang examples write.
    private static func day(_ text: String) -> PlanDay? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = PlanDay(iso: trimmed) { return day }
        let parts = trimmed.split(separator: ".")
        guard parts.count == 3, let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        return PlanDay(iso: String(format: "%04d-%02d-%02d", y, m, d))
    }

    private static func place(of item: PantryItem) -> String {
        let place = item.location.map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces) } ?? ""
        return place.isEmpty ? defaultPlace : place
    }

    /// "500%g", "2", "1/3%cup"; nil for no amount.
    private static func quantity(of item: PantryItem) -> String? {
        guard let quantity = item.quantity else { return nil }
        let number = quantity.denominator == 1 ? "\(quantity.numerator)"
            : [2, 4, 5, 8, 10, 20, 25, 50, 100, 1000].contains(quantity.denominator) ? String(Double(quantity.numerator) / Double(quantity.denominator))
            : "\(quantity.numerator)/\(quantity.denominator)"
        guard let unit = item.unit.map({ ImportedText.clean($0).trimmingCharacters(in: .whitespaces) }), !unit.isEmpty else { return number }
        return number + "%" + unit
    }

    /// A TOML key: bare when it is letters, digits, "-" and "_" ("milk"), else in quotes.
    private static func key(_ text: String) -> String {
        let cleaned = ImportedText.clean(text)
        let bare = !cleaned.isEmpty && cleaned.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
        return bare ? cleaned : string(cleaned)
    }

    /// A TOML basic string with its quotes, backslashes and control characters escaped.
    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
