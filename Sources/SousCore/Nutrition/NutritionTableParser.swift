/// Reads the lines of `foods.tsv` and `portions.tsv`: tab-separated, `#` lines are comments,
/// blank lines ignored. Works on UTF-8 bytes so the whole table loads in a few milliseconds.
enum NutritionTableParser {
    /// A portion line, with the food id it belongs to and its line for error messages.
    struct PortionLine {
        var id: String
        var portion: NutritionFood.Portion
        var line: Int
    }

    /// `id, description, kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium_mg`;
    /// an empty value is 0. Ids must be unique.
    static func foods(_ text: String) throws(DataFileError) -> [NutritionFood] {
        let file = "foods.tsv"
        var foods: [NutritionFood] = []
        foods.reserveCapacity(8_000)
        var seen = Set<String>()
        try eachLine(text) { (number, fields) throws(DataFileError) in
            guard fields.count == 10 else {
                throw DataFileError(file: file, line: number, "expected 10 tab-separated fields, found \(fields.count)")
            }
            let id = try self.id(fields[0], file: file, line: number)
            guard seen.insert(id).inserted else {
                throw DataFileError(file: file, line: number, "the id \(id) is used twice")
            }
            let description = String(Substring(fields[1]))
            guard !description.isEmpty else {
                throw DataFileError(file: file, line: number, "food \(id) has no description")
            }
            var values = [Double](repeating: 0, count: 8)
            for column in 0..<8 {
                values[column] = try amount(fields[column + 2], allowEmpty: true, file: file, line: number)
            }
            let nutrients = Nutrients(kcal: values[0], protein: values[1], fat: values[2], saturatedFat: values[3],
                                      carbohydrate: values[4], sugars: values[5], fibre: values[6], sodiumMg: values[7])
            foods.append(NutritionFood(id: id, description: description, per100g: nutrients))
        }
        return foods
    }

    /// `id, amount, unit, grams`; amount and grams must be above 0.
    static func portions(_ text: String) throws(DataFileError) -> [PortionLine] {
        let file = "portions.tsv"
        var portions: [PortionLine] = []
        portions.reserveCapacity(16_000)
        try eachLine(text) { (number, fields) throws(DataFileError) in
            guard fields.count == 4 else {
                throw DataFileError(file: file, line: number, "expected 4 tab-separated fields, found \(fields.count)")
            }
            let id = try self.id(fields[0], file: file, line: number)
            let count = try amount(fields[1], allowEmpty: false, file: file, line: number)
            let unit = String(Substring(fields[2]))
            let grams = try amount(fields[3], allowEmpty: false, file: file, line: number)
            guard count > 0, grams > 0, !unit.isEmpty else {
                throw DataFileError(file: file, line: number, "a portion needs an amount and grams above 0 and a unit")
            }
            portions.append(PortionLine(id: id, portion: .init(amount: count, unit: unit, grams: grams), line: number))
        }
        return portions
    }

    /// Calls `body` with each content line's 1-based number and its fields. One array of fields
    /// is reused for every line: 22,000 lines made 22,000 arrays, most of the table's load time.
    private static func eachLine(_ text: String,
                                 _ body: (Int, [Substring.UTF8View]) throws(DataFileError) -> Void) throws(DataFileError) {
        let utf8 = Substring(text).utf8
        var fields: [Substring.UTF8View] = []
        fields.reserveCapacity(16)
        var number = 0
        var lineStart = utf8.startIndex
        while lineStart < utf8.endIndex {
            number += 1
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var line = utf8[lineStart..<lineEnd]
            lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = line.startIndex
            while let tab = line[fieldStart...].firstIndex(of: UInt8(ascii: "\t")) {
                fields.append(line[fieldStart..<tab])
                fieldStart = line.index(after: tab)
            }
            fields.append(line[fieldStart...])
            try body(number, fields)
        }
    }

    private static func id(_ field: Substring.UTF8View, file: String, line: Int) throws(DataFileError) -> String {
        guard !field.isEmpty, field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw DataFileError(file: file, line: line, "the id \"\(String(Substring(field)))\" is not a USDA number")
        }
        return String(Substring(field))
    }

    private static func amount(_ field: Substring.UTF8View, allowEmpty: Bool, file: String,
                               line: Int) throws(DataFileError) -> Double {
        if field.isEmpty && allowEmpty { return 0 }
        guard let value = Double(Substring(field)), value.isFinite, value >= 0 else {
            throw DataFileError(file: file, line: line, "\"\(String(Substring(field)))\" is not a number of 0 or more")
        }
        return value
    }
}
