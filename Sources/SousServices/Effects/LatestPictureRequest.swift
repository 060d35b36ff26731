import Foundation
import SousApp

/// The key of the picture asked for last, shared by the loop (which sets it) and the picture
/// queue (which skips older requests still waiting).
final class LatestPictureRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var key: PictureKey?

    func set(_ key: PictureKey) {
        lock.withLock { self.key = key }
    }

    func `is`(_ key: PictureKey) -> Bool {
        lock.withLock { self.key == key }
    }
}
