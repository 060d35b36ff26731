import Foundation

#if os(Linux)
/// glibc's `malloc_trim`, which Swift's Glibc module does not export.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif

/// Reading the data files shipped with the package: straight into one array of bytes (no Data,
/// no String: the tables are megabytes and loading them must stay small and quick).
public enum ShippedFile {
    /// Opens the package's resource bundle (Foundation's bundle machinery costs about 4 MB once
    /// per process), so a measurement of one table leaves it out.
    public static func openResources() {
        _ = Bundle.module.bundleURL
    }

    /// The bytes of `name` in the resource folder `folder`, or nil when it is missing or unreadable.
    static func bytes(_ name: String, in folder: String) -> [UInt8]? {
        guard let url = Bundle.module.url(forResource: folder, withExtension: nil) else { return nil }
        return bytes(atPath: url.appendingPathComponent(name).path)
    }

    static func bytes(atPath path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { return nil }
        let size = ftell(file)
        guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
            failed = count != size
        }
        return failed ? nil : bytes
    }

    /// Gives the pages freed after reading a table back to the system (loading one makes megabytes
    /// of short-lived pieces).
    static func releaseFreedMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}
