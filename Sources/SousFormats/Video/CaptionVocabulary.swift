import Foundation
import SousCore

/// The words the caption reader knows, from `CaptionWords/`: the headings of a caption's parts
/// (`caption-headings.txt`), captions' shorthand for foods (`food-shorthand.txt`), the pictures
/// that stand for a food's name (`food-emoji.txt`) and the words that shape speech
/// (`speech-words.txt`: commands and vessels). Data reviewed like code, not strings buried in
/// the reader.
struct CaptionVocabulary: Sendable {
    /// What a caption heading opens.
    enum Kind: String, Sendable { case ingredients, method, notes, ignored, part }

    /// Exact headings, by their compared form.
    var headings: [String: Kind] = [:]
    /// Headings that also start a longer one ("ingredients" in "Ingredients (serves 2)"), in file order.
    var leads: [(heading: String, kind: Kind)] = []
    /// Shorthand, lower-cased, to the food it names.
    var shorthand: [String: String] = [:]
    /// Pictures that stand for a food (`food-emoji.txt`), keyed without variation selectors.
    var foodEmoji: [String: String] = [:]
    /// Commands that start the next thing said, and vessels, which measure only with "of"
    /// (`speech-words.txt`).
    var commands: Set<String> = []
    var vessels: Set<String> = []

    /// Reads the files' text; a malformed line is an error naming the file and line.
    init(headings headingText: String, shorthand shorthandText: String, foodEmoji emojiText: String = "",
         speechWords speechText: String = "") throws(DataFileError) {
        for (number, fields) in try Self.rows(headingText, file: "caption-headings.txt") {
            guard let kind = Kind(rawValue: fields[0]) else {
                throw DataFileError(file: "caption-headings.txt", line: number, CaptionVocabulary.notTwoFields(fields.joined(separator: "\t")))
            }
            if fields[1].hasSuffix(" ...") {
                let lead = String(fields[1].dropLast(4))
                leads.append((lead, kind))
                if headings[lead] == nil { headings[lead] = kind }
            } else if headings[fields[1]] == nil {
                headings[fields[1]] = kind
            }
        }
        for (_, fields) in try Self.rows(shorthandText, file: "food-shorthand.txt") {
            shorthand[fields[0].lowercased()] = fields[1]
        }
        for (_, fields) in try Self.rows(emojiText, file: "food-emoji.txt") {
            foodEmoji[Self.pictureKey(fields[0])] = fields[1]
        }
        for (number, fields) in try Self.rows(speechText, file: "speech-words.txt") {
            switch fields[0] {
            case "command": commands.insert(fields[1].lowercased())
            case "vessel": vessels.insert(fields[1].lowercased())
            default: throw DataFileError(file: "speech-words.txt", line: number, "\"\(fields[0])\" is no kind of speech word (command or vessel)")
            }
        }
    }

    /// A picture as `foodEmoji` keys it: without variation selectors ("🌶️" is "🌶").
    static func pictureKey(_ picture: some StringProtocol) -> String {
        var key = String.UnicodeScalarView()
        for scalar in picture.unicodeScalars where scalar.value != 0xFE0F && scalar.value != 0xFE0E { key.append(scalar) }
        return String(key)
    }

    /// The food a picture stands for, if `food-emoji.txt` names one.
    func food(for picture: Character) -> String? {
        foodEmoji.isEmpty ? nil : foodEmoji[Self.pictureKey(String(picture))]
    }

    /// The rows of a file with their two tab-separated fields, with line numbers.
    /// What is wrong with a line that is not two fields separated by a tab, or names no kind.
    static func notTwoFields(_ text: String) -> String {
        "should be two fields separated by a tab, not \"\(text)\""
    }

    private static func rows(_ text: String, file: String) throws(DataFileError) -> [(Int, [String])] {
        try WordFileRows.rows(in: text).map { row throws(DataFileError) in
            guard row.hasFields(2) else { throw DataFileError(file: file, line: row.number, CaptionVocabulary.notTwoFields(row.line)) }
            return (row.number, row.fields)
        }
    }

    /// The shipped words, loaded once; a few English headings if the files are missing from the install.
    static let standard: CaptionVocabulary = {
        if let folder = Bundle.module.url(forResource: "CaptionWords", withExtension: nil),
           let headings = try? String(contentsOf: folder.appendingPathComponent("caption-headings.txt"), encoding: .utf8),
           let shorthand = try? String(contentsOf: folder.appendingPathComponent("food-shorthand.txt"), encoding: .utf8),
           let vocabulary = try? CaptionVocabulary(
               headings: headings, shorthand: shorthand,
               foodEmoji: (try? String(contentsOf: folder.appendingPathComponent("food-emoji.txt"), encoding: .utf8)) ?? "",
               speechWords: (try? String(contentsOf: folder.appendingPathComponent("speech-words.txt"), encoding: .utf8)) ?? "") {
            return vocabulary
        }
        // The fallback parses: a test keeps it so.
        return try! CaptionVocabulary(headings: "ingredients\tingredients ...\nmethod\tmethod ...\nmethod\tsteps ...\n", shorthand: "")
    }()
}
