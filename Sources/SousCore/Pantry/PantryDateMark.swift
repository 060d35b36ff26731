/// How a best-before date stands today: past ("expired 2 days ago"), near ("2 days left",
/// within three days) or far enough not to mention.
public enum PantryDateMark: Hashable, Sendable {
    case expired(daysAgo: Int)
    case near(daysLeft: Int)
    case fine(daysLeft: Int)

    /// Items this many days from their date (or fewer) are "near" and should be used up.
    public static let nearDays = 3

    public init(bestBefore: PlanDay, today: PlanDay) {
        let left = today.days(to: bestBefore)
        if left < 0 {
            self = .expired(daysAgo: -left)
        } else if left <= Self.nearDays {
            self = .near(daysLeft: left)
        } else {
            self = .fine(daysLeft: left)
        }
    }

    /// Expired or near: worth showing and worth cooking soon.
    public var needsUsing: Bool {
        if case .fine = self { return false }
        return true
    }

    /// Near but not past: what "uses up" counts.
    public var isNear: Bool {
        if case .near = self { return true }
        return false
    }

    /// "expired 2 days ago", "expired yesterday", "use today", "1 day left", "2 days left";
    /// nil when the date is far off.
    public var text: String? {
        switch self {
        case .expired(let days): days == 1 ? "expired yesterday" : "expired \(days) days ago"
        case .near(0): "use today"
        case .near(let days): days == 1 ? "1 day left" : "\(days) days left"
        case .fine: nil
        }
    }

    /// "(2 days)", "(today)" as used in "spinach (2 days)".
    public var shortText: String {
        switch self {
        case .expired(let days): "expired \(days)d"
        case .near(0): "today"
        case .near(1), .fine(1): "1 day"
        case .near(let days), .fine(let days): "\(days) days"
        }
    }
}
