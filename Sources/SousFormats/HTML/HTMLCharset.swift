import Foundation

/// Turns page bytes into text: UTF-8 unless the page declares another charset in a
/// `<meta charset>` (or `http-equiv` content type) near the top; Latin-1 is read as
/// Windows-1252, as browsers do; undeclared bytes that are not UTF-8 fall back to Windows-1252.
public enum HTMLCharset {
    public static func decode(_ data: Data) -> String {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let declared = declaredCharset(in: bytes.prefix(4096))
        let singleByte: Set<String> = ["iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii", "iso-8859-15", "l1", "ascii"]
        if let declared, singleByte.contains(declared) {
            return windows1252(bytes)
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if declared == nil || declared == "utf-8" || declared == "utf8" {
            // Mislabelled pages are usually Windows-1252; replacement characters would lose letters.
            return windows1252(bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The charset named by a meta tag in `head`, lowercased, or nil.
    static func declaredCharset(in head: Data) -> String? {
        let text = String(decoding: head, as: UTF8.self).lowercased()
        guard let range = text.range(of: "charset=") else { return nil }
        var value = text[range.upperBound...].drop(while: { $0 == "\"" || $0 == "'" || $0 == " " })
        value = value.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        return value.isEmpty ? nil : String(value)
    }

    /// Windows-1252 differs from Latin-1 only in 0x80...0x9F, where it has curly quotes and dashes.
    static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    public static func windows1252(_ bytes: Data) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? " ")
        }
        return String(scalars)
    }
}
