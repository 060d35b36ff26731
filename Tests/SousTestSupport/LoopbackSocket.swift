import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A listening TCP socket on 127.0.0.1 at a port the system picks, for the tests' web servers.
public enum LoopbackSocket {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// A port on 127.0.0.1 that refuses every connection for as long as the descriptor is open:
    /// bound, so no other test's server can take it, but not listening. (A server stopped to
    /// free its port is no such thing: a test running beside it may be given the port at once.)
    public static func refusing() throws -> (descriptor: Int32, port: UInt16) {
        try bound(listening: nil)
    }

    /// The listening descriptor and its port.
    public static func listen(backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
        try bound(listening: backlog)
    }

    private static func bound(listening backlog: Int32?) throws -> (descriptor: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && (backlog.map { Glibc.listen(listener, $0) == 0 } ?? true)
                    && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw Failure("bind or listen: \(errno)")
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }
}
