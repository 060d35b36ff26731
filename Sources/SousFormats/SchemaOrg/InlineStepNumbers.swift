/// "1.番茄切丁 2.土豆切丁 3.鸡肉切块": a whole method in one string whose steps are numbered in
/// line. Split where the numbers run 1, 2, 3, ... from the string's start, each number after a
/// space, followed by "." or ")" and not by a digit ("3.5 cm" is no step). Fewer than two
/// numbers in order leave the text whole.
enum InlineStepNumbers {
    static func split(_ line: String) -> [String] {
        let characters = Array(line)
        var starts: [(marker: Int, text: Int)] = []
        var index = 0
        while index < characters.count {
            let expected = Array(String(starts.count + 1))
            let end = index + expected.count
            let afterSpace = index == 0 || characters[index - 1].isWhitespace
            if afterSpace, end < characters.count, Array(characters[index..<end]) == expected,
               characters[end] == "." || characters[end] == ")",
               end + 1 == characters.count || !("0"..."9").contains(characters[end + 1]) {
                starts.append((index, end + 1))
                index = end + 1
                continue
            }
            // The first number opens the string, or the text is not a numbered method.
            if starts.isEmpty && !characters[index].isWhitespace { return [line] }
            index += 1
        }
        guard starts.count >= 2 else { return [line] }
        return starts.indices.compactMap { position in
            let stop = position + 1 < starts.count ? starts[position + 1].marker : characters.count
            let text = String(characters[starts[position].text..<stop]).trimmed(" ")
            return text.isEmpty ? nil : text
        }
    }
}
