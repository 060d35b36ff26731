import Foundation
import SousCore

/// "cooked 3 times, last on 12 Nov" for the detail view; nil before the first time.
public enum CookHistoryText {
    public static func line(_ history: CookHistory, timeZone: TimeZone = .current) -> String? {
        guard history.count > 0 else { return nil }
        let times = history.count == 1 ? "cooked once" : history.count == 2 ? "cooked twice" : "cooked \(history.count) times"
        guard let last = history.lastCooked else { return times }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.day, .month], from: last)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        return "\(times), last on \(parts.day ?? 1) \(month)"
    }
}
