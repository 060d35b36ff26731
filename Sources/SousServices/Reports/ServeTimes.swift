import SousCore
import SousStore

/// `sous plan serve-time`: when each meal row is usually served, shown or changed.
public enum ServeTimes {
    /// Sets `slot`'s time to `time` ("19:30", "7.30pm", or "default" for the usual one) when given,
    /// and says the time of `slot`, or of every row when no slot is named ("Dinner\t19:30").
    public static func lines(slot: String?, time: String?, in database: AppDatabase) throws -> [String] {
        let slots = try database.mealSlots()
        guard let slot else {
            return try slots.map { "\($0.name)\t\(try SlotServeTime.time(forSlot: $0.name, in: database))" }
        }
        guard let found = slots.first(where: { $0.name.lowercased() == slot.lowercased() }) else {
            throw ServiceFailure("There is no meal row \"\(slot)\"; the rows are " + slots.map(\.name).joined(separator: ", ") + ".")
        }
        if let time {
            if time.lowercased() == "default" {
                try SlotServeTime.set(nil, forSlot: found.name, in: database)
            } else {
                guard let parsed = ServeTime(parsing: time) else {
                    throw ServiceFailure("Give a time of day such as 19:30 or 7.30pm, not \"\(time)\".")
                }
                try SlotServeTime.set(parsed, forSlot: found.name, in: database)
            }
        }
        return ["\(found.name)\t\(try SlotServeTime.time(forSlot: found.name, in: database))"]
    }
}
