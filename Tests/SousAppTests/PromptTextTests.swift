import SousApp
import SousCore
import Testing

/// The editing keys every prompt shares, on a prefilled value and on typed text.
@Suite struct PromptTextTests {
    /// Keys pressed in a prompt that opened with `start`, and the text and cursor ("|") after them.
    @Test(arguments: [
        // A prefilled value is selected: typing replaces it (no "19:0019:00").
        ("19:00", [Key.char("2"), .char("0"), .char(":"), .char("3"), .char("0")], "20:30|"),
        ("19:00", [.paste("7pm")], "7pm|"),
        // Backspace and the cursor keys keep it for editing.
        ("19:00", [.backspace, .char("5")], "19:05|"),
        ("19:00", [.left, .left, .left, .backspace, .char("8")], "18|:00"),
        ("19:00", [.right, .char("x")], "19:00x|"),
        ("19:00", [.home, .char("0")], "0|19:00"),
        ("19:00", [.ctrl("a"), .delete, .char("2")], "2|9:00"),
        ("19:00", [.ctrl("a"), .ctrl("e"), .char("h")], "19:00h|"),
        ("19:00", [.end, .char("h")], "19:00h|"),
        // Ctrl-U clears back to the start, Ctrl-W deletes a word.
        ("19:00", [.ctrl("u")], "|"),
        ("Sam, Alex Jones", [.ctrl("w")], "Sam, Alex |"),
        ("Sam, Alex Jones", [.ctrl("w"), .ctrl("w")], "Sam, |"),
        ("Sam, Alex Jones  ", [.end, .ctrl("w")], "Sam, Alex |"),
        ("Sam, Alex Jones", [.left, .left, .left, .ctrl("u")], "|nes"),
        ("Sam, Alex Jones", [.home, .right, .right, .right, .ctrl("w"), .char("T"), .char("o"), .char("m")], "Tom|, Alex Jones"),
        ("", [.char("a"), .char("b"), .left, .char("x")], "ax|b"),
        ("", [.ctrl("w"), .ctrl("u"), .backspace, .left, .delete], "|"),
    ])
    func keys(start: String, keys: [Key], expected: String) {
        var prompt = PromptText.prefilled(start)
        var status: StatusMessage?
        for key in keys { _ = prompt.edit(key, limit: 40, status: &status) }
        #expect(prompt.beforeCursor + "|" + prompt.afterCursor == expected)
        #expect(status == nil)
    }

    @Test func aPrefilledValueIsSelectedUntilTouched() {
        var prompt = PromptText.prefilled("19:00")
        #expect(prompt.isSelected)
        var status: StatusMessage?
        #expect(prompt.edit(.right, limit: 12, status: &status) == false)
        #expect(!prompt.isSelected)
        #expect(!PromptText.prefilled("").isSelected)
        #expect(!PromptText("typed").isSelected)
    }

    @Test(arguments: [Key.enter, .escape, .up, .down, .tab, .ctrl("f"), .pageDown])
    func otherKeysAreLeftToThePrompt(key: Key) {
        var prompt = PromptText.prefilled("19:00")
        var status: StatusMessage?
        #expect(prompt.edit(key, limit: 12, status: &status) == nil)
        #expect(prompt == .prefilled("19:00"))
    }

    @Test func textOverTheLimitIsLeftOutWithAMessage() {
        var prompt = PromptText("abc")
        var status: StatusMessage?
        _ = prompt.edit(.home, limit: 5, status: &status)
        #expect(prompt.edit(.paste("xyz"), limit: 5, status: &status) == true)
        #expect(prompt.text == "xyabc")
        #expect(status?.kind == .error)
        status = nil
        #expect(prompt.edit(.char("q"), limit: 5, status: &status) == false)
        #expect(status?.kind == .error)
    }
}
