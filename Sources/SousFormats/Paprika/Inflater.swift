import CSousZlib
import Foundation

/// Decompresses gzip and raw deflate data with the system zlib, refusing to produce more than
/// a fixed number of bytes so a zip bomb fails with a message instead of filling memory.
public enum Inflater {
    public enum Failure: Error, Equatable { case tooLarge, corrupt }

    /// `raw` is for zip members (deflate without a header); otherwise gzip or zlib headers are detected.
    public static func inflate(_ data: Data, raw: Bool = false, limit: Int) throws(Failure) -> Data {
        var stream = z_stream()
        let windowBits: Int32 = raw ? -15 : 15 + 32
        guard inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw .corrupt }
        defer { inflateEnd(&stream) }
        var output = Data()
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        var input = [UInt8](data)
        var status: Int32 = Z_OK
        let result: Failure? = input.withUnsafeMutableBufferPointer { inputPointer -> Failure? in
            stream.next_in = inputPointer.baseAddress
            stream.avail_in = uInt(inputPointer.count)
            repeat {
                let produced: Int = buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(chunk)
                    status = CSousZlib.inflate(&stream, Z_NO_FLUSH)
                    return chunk - Int(stream.avail_out)
                }
                if status != Z_OK && status != Z_STREAM_END && !(status == Z_BUF_ERROR && produced > 0) { return .corrupt }
                output.append(contentsOf: buffer[0..<produced])
                if output.count > limit { return .tooLarge }
                if produced == 0 && status != Z_STREAM_END && stream.avail_in == 0 { return .corrupt }
            } while status != Z_STREAM_END
            return nil
        }
        if let result { throw result }
        return output
    }
}
