/// A recipe marked in the library for a timeline of several dishes.
public struct MarkedRecipe: Hashable, Sendable {
    public var id: Int64
    public var title: String

    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}
