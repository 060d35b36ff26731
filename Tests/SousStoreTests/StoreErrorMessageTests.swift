import GRDB
import Testing
@testable import SousStore

@Suite struct StoreErrorMessageTests {
    @Test(arguments: [
        (ResultCode.SQLITE_FULL, "The disk is full"), (.SQLITE_READONLY, "cannot be written"),
        (.SQLITE_BUSY, "holding the recipe database locked"), (.SQLITE_IOERR_WRITE, "could not be read or written"),
    ])
    func sqliteFailuresReadAsSentences(code: ResultCode, words: String) {
        let message = StoreError.message(for: DatabaseError(resultCode: code, message: "raw", sql: "COMMIT TRANSACTION"))
        #expect(message.contains(words))
        #expect(!message.contains("COMMIT"))
    }

    @Test func storeErrorsKeepTheirOwnSentence() {
        #expect(StoreError.message(for: StoreError.notFound("soup")) == "No recipe matches \u{201C}soup\u{201D}.")
    }
}
