/// The pictures drawn so far, by key, and the ones being drawn. A picture that could not be
/// drawn (broken bytes, too large, no room) is remembered as `.unavailable`, so it is not tried
/// again every frame. Holds at most `capacity` entries, dropping the least recently shown.
public struct PictureCache: Hashable, Sendable {
    public enum Entry: Hashable, Sendable {
        case picture(Picture)
        case unavailable
    }

    /// The colours pictures are drawn with; nil when the terminal shows none (no pictures then).
    public var mode: PictureColorMode?
    public private(set) var entries: [PictureKey: Entry]
    /// Keys of `entries`, least recently shown first.
    public private(set) var recent: [PictureKey]
    /// Asked of the effect runner and not answered yet: never asked twice.
    public private(set) var pending: Set<PictureKey>

    public static let capacity = 24

    public init(mode: PictureColorMode? = nil) {
        self.mode = mode
        self.entries = [:]
        self.recent = []
        self.pending = []
    }

    public func entry(for key: PictureKey) -> Entry? { entries[key] }

    public func picture(for key: PictureKey) -> Picture? {
        if case .picture(let picture) = entries[key] { return picture }
        return nil
    }

    public mutating func markPending(_ key: PictureKey) {
        pending.insert(key)
    }

    /// An asked picture that will not be answered (a newer request overtook it).
    public mutating func forgetPending(_ key: PictureKey) {
        pending.remove(key)
    }

    /// Keeps an answer, making room by dropping the least recently shown entry.
    public mutating func store(_ entry: Entry, for key: PictureKey) {
        pending.remove(key)
        entries[key] = entry
        touch(key)
        while recent.count > Self.capacity {
            entries[recent.removeFirst()] = nil
        }
    }

    /// Marks `key` as just shown, so it is the last to be dropped.
    public mutating func touch(_ key: PictureKey) {
        guard entries[key] != nil else { return }
        if recent.last == key { return }
        recent.removeAll { $0 == key }
        recent.append(key)
    }
}
