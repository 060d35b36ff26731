/// A pantry item as the library's folder keeps it (`config/pantry.conf`): the item, and the
/// fields the Cooklang tools keep that sous only carries, as they were written: the day it was
/// bought and the amount that counts as running low.
public struct PantryFileEntry: Equatable, Sendable {
    /// Where the folder keeps the pantry, as CookCLI and the phone apps look for it.
    public static let folderPath = "config/pantry.conf"

    public var item: PantryItem
    public var bought: String?
    public var low: String?

    public init(item: PantryItem, bought: String? = nil, low: String? = nil) {
        self.item = item
        self.bought = bought
        self.low = low
    }
}
