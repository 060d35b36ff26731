import SousCore
import Testing

/// The hostile strings every importer and printer is tested with, one per class of control.
enum HostileStrings {
    static let cases: [(label: String, input: String, clean: String)] = [
        ("window title (OSC 0, BEL)", "Pasta\u{1B}]0;pwned\u{07} bake", "Pasta bake"),
        ("clipboard write (OSC 52, ST)", "Soup\u{1B}]52;c;ZWNobyBoaQ==\u{1B}\\ time", "Soup time"),
        ("hidden text (SGR 8)", "Stew \u{1B}[8msecret\u{1B}[0m", "Stew secret"),
        ("clear screen (CSI 2J)", "\u{1B}[2J\u{1B}[HCake", "Cake"),
        ("C1 CSI (U+009B)", "Pie\u{9B}31m red", "Pie red"),
        ("C1 OSC (U+009D) with ST (U+009C)", "Tea\u{9D}0;x\u{9C}!", "Tea!"),
        ("bare ESC at the end", "Bread\u{1B}", "Bread"),
        ("BEL, backspace, form feed, vertical tab", "a\u{07}b\u{08}c\u{0C}d\u{0B}e", "abcde"),
        ("NUL and DEL", "nu\u{00}ll de\u{7F}l", "null del"),
        ("other C1 controls", "x\u{80}y\u{85}z\u{9F}", "xyz"),
        ("bidi override and isolates", "ab\u{202E}cd\u{2066}ef\u{2069}\u{202A}g\u{202C}", "abcdefg"),
        ("a newline in a one-line field", "Line one\r\nline two\nthree", "Line one line two three"),
        ("tab kept", "a\tb", "a\tb"),
        ("a long run of escapes", String(repeating: "\u{1B}[0m", count: 5_000) + "ok", "ok"),
    ]

    /// Text in other scripts passes untouched.
    static let realText = [
        "مرحبا بالعالم", "שלום עולם", "你好，世界", "こんにちは", "안녕하세요", "Crème brûlée", "🍝 pasta 👩‍🍳",
        "נ״ך with \u{200F}RLM mark", "ﷺ", "1½ cups",
    ]
}

@Suite struct ImportedTextTests {
    @Test(arguments: HostileStrings.cases)
    func dropsControls(_ hostile: (label: String, input: String, clean: String)) {
        let cleaned = ImportedText.clean(hostile.input)
        #expect(cleaned == hostile.clean, "\(hostile.label)")
        #expect(!cleaned.unicodeScalars.contains(where: ImportedText.isDropped), "\(hostile.label)")
    }

    @Test(arguments: HostileStrings.realText)
    func keepsEveryScript(_ text: String) {
        #expect(ImportedText.clean(text) == text)
        #expect(ImportedText.clean(text, multiline: true) == text)
    }

    @Test func multiLineFieldsKeepLineBreaksAsLF() {
        #expect(ImportedText.clean("one\r\ntwo\rthree\n\nfour", multiline: true) == "one\ntwo\nthree\n\nfour")
        #expect(ImportedText.clean("one\r\ntwo\rthree\n\nfour") == "one two three four")
    }

    @Test func anUnterminatedStringSequenceLosesOnlyItsIntroducer() {
        #expect(ImportedText.clean("Mix \u{1B}]0;then stir") == "Mix ]0;then stir")
        #expect(ImportedText.clean("Mix \u{1B}[é stir") == "Mix [é stir")
    }

    @Test func cleaningTwiceChangesNothing() {
        for hostile in HostileStrings.cases {
            let once = ImportedText.clean(hostile.input)
            #expect(ImportedText.clean(once) == once)
        }
    }

    @Test func everyFieldOfARecipeIsCleaned() {
        let dirty = "x\u{1B}[31my\u{202E}"
        let recipe = Recipe(
            title: dirty, summary: dirty + "\nline", yieldText: dirty, category: dirty, cuisine: dirty,
            difficulty: dirty, sourceURL: dirty, notes: dirty + "\r\nnote", tags: [dirty],
            ingredients: [Ingredient(section: dirty, unit: dirty, name: dirty, note: dirty, text: dirty)],
            steps: [Step(section: dirty, text: dirty + "\nmore")]
        ).cleaned()
        #expect(recipe.title == "xy")
        #expect(recipe.summary == "xy\nline")
        #expect(recipe.notes == "xy\nnote")
        #expect(recipe.steps[0].text == "xy\nmore")
        for text in [recipe.yieldText, recipe.category, recipe.cuisine, recipe.difficulty, recipe.sourceURL, recipe.tags[0],
                     recipe.ingredients[0].section, recipe.ingredients[0].unit, recipe.ingredients[0].name,
                     recipe.ingredients[0].note, recipe.ingredients[0].text, recipe.steps[0].section] {
            #expect(text == "xy")
        }
    }
}

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "^[]0;pwned^G"),
        ("a\u{9B}31m", "a\\u009b31m"),
        ("\u{00}\u{7F}\r", "^@^?^M"),
        ("r\u{202E}l\u{2066}", "r\\u202el\\u2066"),
        ("keep\ttab\nand newline", "keep\ttab\nand newline"),
        ("مرحبا 你好 🍝", "مرحبا 你好 🍝"),
    ])
    func controlsBecomeVisible(_ input: String, _ shown: String) {
        #expect(TerminalText.visible(input) == shown)
    }

    @Test func everyHostileStringLeavesNoControlBehind() {
        for hostile in HostileStrings.cases {
            let shown = TerminalText.visible(hostile.input)
            #expect(!shown.unicodeScalars.contains { $0.value != 0x09 && $0.value != 0x0A && TerminalText.needsEscape($0) }, "\(hostile.label)")
        }
        #expect(TerminalText.visibleLine("a\nb") == "a^Jb")
    }

    /// A file name is one field of a one-line report: its line breaks and tabs show as the
    /// escapes people type them with, its other controls as `visible` shows them.
    @Test(arguments: [
        ("bad\nname.cook", "bad\\nname.cook"),
        ("/tmp/a\r\nb.cook", "/tmp/a^M\\nb.cook"),
        ("tab\there.cook", "tab\\there.cook"),
        ("esc\u{1B}[31m.cook", "esc^[[31m.cook"),
        ("plain/recipes/Soupe à l’oignon.cook", "plain/recipes/Soupe à l’oignon.cook"),
    ])
    func fileNamesStayOnOneLine(_ name: String, _ shown: String) {
        #expect(TerminalText.visibleName(name) == shown)
    }
}
