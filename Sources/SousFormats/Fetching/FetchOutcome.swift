import Foundation

/// How a download went, as `sous-fetch` reports it to sous: one header line on its standard
/// output ("success 200 https://…", "tooLarge", "failed -1003"), then, on success, the body.
public enum FetchOutcome: Equatable, Sendable {
    case success(Data, status: Int, url: URL?)
    case tooLarge, tooManyRedirects, badRedirect, timedOut, cancelled
    case failed(code: Int)
    /// The helper could not be found or started, or said something sous cannot read: the sentence.
    case helperFailed(String)

    /// The header line and body `sous-fetch` writes.
    public var encoded: Data {
        switch self {
        case .success(let body, let status, let url): return Data("success \(status) \(url?.absoluteString ?? "-")\n".utf8) + body
        case .tooLarge: return Data("tooLarge\n".utf8)
        case .tooManyRedirects: return Data("tooManyRedirects\n".utf8)
        case .badRedirect: return Data("badRedirect\n".utf8)
        case .timedOut: return Data("timedOut\n".utf8)
        case .cancelled: return Data("cancelled\n".utf8)
        case .failed(let code): return Data("failed \(code)\n".utf8)
        case .helperFailed(let sentence): return Data("helperFailed \(sentence.replacingOccurrences(of: "\n", with: " "))\n".utf8)
        }
    }

    /// The outcome `sous-fetch` wrote, or nil when `output` is not one.
    public init?(decoding output: Data) {
        guard let newline = output.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: output[output.startIndex..<newline], as: UTF8.self)
        let words = header.split(separator: " ", maxSplits: 2).map(String.init)
        switch words.first {
        case "success":
            guard words.count == 3, let status = Int(words[1]) else { return nil }
            self = .success(Data(output[output.index(after: newline)...]), status: status, url: words[2] == "-" ? nil : URL(string: words[2]))
        case "failed":
            guard words.count == 2, let code = Int(words[1]) else { return nil }
            self = .failed(code: code)
        case "helperFailed": self = .helperFailed(words.dropFirst().joined(separator: " "))
        case "tooLarge": self = .tooLarge
        case "tooManyRedirects": self = .tooManyRedirects
        case "badRedirect": self = .badRedirect
        case "timedOut": self = .timedOut
        case "cancelled": self = .cancelled
        default: return nil
        }
    }
}
