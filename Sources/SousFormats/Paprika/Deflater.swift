import CSousZlib
import Foundation

/// Compresses data with the system zlib: gzip wraps each recipe in a Paprika export (the
/// counterpart of `Inflater`); raw deflate is a zip member's method 8 (the fuzzer's seed archives).
public enum Deflater {
    public struct Failure: Error, Equatable {}

    public static func gzip(_ data: Data) throws(Failure) -> Data {
        try deflate(data, windowBits: 15 + 16, level: Z_DEFAULT_COMPRESSION)
    }

    /// Raw deflate, no header: what a zip member holds.
    public static func raw(_ data: Data) throws(Failure) -> Data {
        try deflate(data, windowBits: -15, level: Z_BEST_COMPRESSION)
    }

    static func deflate(_ data: Data, windowBits: Int32, level: Int32) throws(Failure) -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure() }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        // deflateBound is enough for one call with Z_FINISH, whatever the input.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        let status = input.withUnsafeMutableBufferPointer { inputPointer in
            output.withUnsafeMutableBufferPointer { outputPointer in
                stream.next_in = inputPointer.baseAddress
                stream.avail_in = uInt(inputPointer.count)
                stream.next_out = outputPointer.baseAddress
                stream.avail_out = uInt(outputPointer.count)
                return CSousZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure() }
        return Data(output.prefix(Int(stream.total_out)))
    }
}
