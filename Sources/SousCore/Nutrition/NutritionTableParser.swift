/// Reads the lines of `foods.tsv` and `portions.tsv`: tab-separated, `#` lines are comments,
/// blank lines ignored. Works on the files' bytes, making a String only for what is kept, so the
/// whole table loads in a few milliseconds.
enum NutritionTableParser {
    /// A portion line, with the food id it belongs to and its line for error messages.
    struct PortionLine {
        var id: String
        var portion: NutritionFood.Portion
        var line: Int
    }

    /// `id, description, kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium_mg`;
    /// an empty value is 0. Ids must be unique.
    static func foods(_ bytes: [UInt8]) throws(DataFileError) -> [NutritionFood] {
        let file = "foods.tsv"
        var foods: [NutritionFood] = []
        foods.reserveCapacity(8_000)
        var seen = Set<String>()
        try eachLine(bytes) { (number, fields) throws(DataFileError) in
            guard fields.count == 10 else {
                throw DataFileError(file: file, line: number, "expected 10 tab-separated fields, found \(fields.count)")
            }
            let id = try self.id(bytes, fields[0], file: file, line: number)
            guard seen.insert(id).inserted else {
                throw DataFileError(file: file, line: number, "the id \(id) is used twice")
            }
            let description = TableBytes.string(bytes, fields[1])
            guard !description.isEmpty else {
                throw DataFileError(file: file, line: number, "food \(id) has no description")
            }
            func value(_ column: Int) throws(DataFileError) -> Double {
                try amount(bytes, fields[column + 2], allowEmpty: true, file: file, line: number)
            }
            let nutrients = Nutrients(kcal: try value(0), protein: try value(1), fat: try value(2), saturatedFat: try value(3),
                                      carbohydrate: try value(4), sugars: try value(5), fibre: try value(6), sodiumMg: try value(7))
            foods.append(NutritionFood(id: id, description: description, per100g: nutrients))
        }
        return foods
    }

    /// `id, amount, unit, grams`; amount and grams must be above 0.
    static func portions(_ bytes: [UInt8]) throws(DataFileError) -> [PortionLine] {
        let file = "portions.tsv"
        var portions: [PortionLine] = []
        portions.reserveCapacity(16_000)
        try eachLine(bytes) { (number, fields) throws(DataFileError) in
            guard fields.count == 4 else {
                throw DataFileError(file: file, line: number, "expected 4 tab-separated fields, found \(fields.count)")
            }
            let id = try self.id(bytes, fields[0], file: file, line: number)
            let count = try amount(bytes, fields[1], allowEmpty: false, file: file, line: number)
            let unit = TableBytes.string(bytes, fields[2])
            let grams = try amount(bytes, fields[3], allowEmpty: false, file: file, line: number)
            guard count > 0, grams > 0, !unit.isEmpty else {
                throw DataFileError(file: file, line: number, "a portion needs an amount and grams above 0 and a unit")
            }
            portions.append(PortionLine(id: id, portion: .init(amount: count, unit: unit, grams: grams), line: number))
        }
        return portions
    }

    /// Calls `body` with each content line's 1-based number and its fields' ranges. One array of
    /// fields is reused for every line: 18,000 lines made 18,000 arrays, most of the load's time.
    private static func eachLine(_ bytes: [UInt8],
                                 _ body: (Int, [Range<Int>]) throws(DataFileError) -> Void) throws(DataFileError) {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(16)
        var number = 0
        var lineStart = 0
        while lineStart < bytes.count {
            number += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = lineStart
            lineStart = lineEnd + 1
            if lineEnd > line, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd == line || bytes[line] == UInt8(ascii: "#") { continue }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = line
            for index in line..<lineEnd where bytes[index] == UInt8(ascii: "\t") {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            fields.append(fieldStart..<lineEnd)
            try body(number, fields)
        }
    }

    private static func id(_ bytes: [UInt8], _ field: Range<Int>, file: String, line: Int) throws(DataFileError) -> String {
        guard !field.isEmpty, bytes[field].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw DataFileError(file: file, line: line, "the id \"\(TableBytes.string(bytes, field))\" is not a USDA number")
        }
        return TableBytes.string(bytes, field)
    }

    private static func amount(_ bytes: [UInt8], _ field: Range<Int>, allowEmpty: Bool, file: String,
                               line: Int) throws(DataFileError) -> Double {
        if field.isEmpty && allowEmpty { return 0 }
        guard let value = TableBytes.decimal(bytes, field) else {
            throw DataFileError(file: file, line: line, "\"\(TableBytes.string(bytes, field))\" is not a number of 0 or more")
        }
        return value
    }
}
