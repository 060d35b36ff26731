import CGumbo

/// Owns one gumbo parse (the C tree and the bytes it points into) and frees it when the last
/// `HTMLNode` that views it goes away. Immutable after parsing, so sharing it is safe.
final class GumboTree: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<CChar>
    private var options: GumboOptions
    let output: UnsafeMutablePointer<GumboOutput>?

    init(utf8 html: String) {
        var bytes = Array(html.utf8)
        bytes.append(0)
        let storage = UnsafeMutableBufferPointer<CChar>.allocate(capacity: bytes.count)
        bytes.withUnsafeBufferPointer { source in
            source.withMemoryRebound(to: CChar.self) { _ = storage.initialize(from: $0) }
        }
        var parseOptions = kGumboDefaultOptions
        // Parse errors are not needed, and recording them costs time on messy pages.
        parseOptions.max_errors = 0
        buffer = storage
        output = gumbo_parse_with_options(&parseOptions, storage.baseAddress!, bytes.count - 1)
        options = parseOptions
    }

    deinit {
        if let output { gumbo_destroy_output(&options, output) }
        buffer.deallocate()
    }
}
