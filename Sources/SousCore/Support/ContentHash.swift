import Foundation

/// FNV-1a (64 bits) of some bytes, in hex: stable across runs and machines, unlike `Hasher`.
/// For telling changed content from unchanged, never for security.
public enum ContentHash {
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
