import CSousZlib
import Foundation

/// Compresses data as gzip with the system zlib: the wrapping of each recipe in a Paprika
/// export (the counterpart of `Inflater`).
public enum Deflater {
    public struct Failure: Error, Equatable {}

    public static func gzip(_ data: Data) throws(Failure) -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
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
