/// Video inputs shaped to make a careless reader slow: the tests check what each gives, the
/// benchmark (`SousBench formats`, video) how long each takes.
public enum VideoWorstCases {
    /// A caption whose one line is 39,000 abbreviations: refused as too long a line.
    public static var abbreviations: String {
        "#fyp #food\nIngredients👇\n- 1 egg\n" + String(repeating: "e.g. ", count: 39_000) + "\n"
    }

    /// A caption of 20,000 lines of links: refused by the line limit.
    public static var links: String {
        var caption = "Soup 🍲\nIngredients👇\n- 1 leek\n"
        for index in 0..<20_000 { caption += "https://site\(index).example/recipes/soup-\(index) https://x.example/a-b-\(index)\n" }
        return caption + "#soup #fyp"
    }

    /// A 4 MB subtitle cue followed by 40,000 short lines that overlap it.
    public static var hugeCue: String {
        var text = "WEBVTT\n\n00:00.000 --> 00:01.000\n" + String(repeating: "stir the pot ", count: 300_000) + "\n"
        for index in 0..<40_000 { text += "the pot \(index)\n" }
        return text
    }

    /// A 10 MB subtitle file of one cue of one line.
    public static var tenMegabyteCue: String {
        "WEBVTT\n\n00:00.000 --> 00:01.000\n" + String(repeating: "stir the pot and add salt ", count: 380_000) + "\n"
    }

    /// A description over 1 MB: 20,000 ingredient lines and 20,000 hashtags (refused: too many ingredients).
    public static var megabyteDescription: String {
        var description = "Big batch chilli 🌶️\n\nIngredients👇\n"
        for index in 0..<20_000 { description += "- \(index % 9 + 1) tbsp chilli powder number \(index)\n" }
        return description + String(repeating: "so good #chilli ", count: 20_000)
    }
}
