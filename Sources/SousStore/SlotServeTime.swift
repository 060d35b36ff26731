import SousCore

/// The usual time each meal slot is served, a setting per slot ("Dinner" at 19:00 unless changed).
public enum SlotServeTime {
    static func key(_ slot: String) -> String { "serve_time." + slot.lowercased() }

    /// The stored time for `slot`, else its default (breakfast 08:00, lunch 12:30, dinner 19:00).
    public static func time(forSlot slot: String, in database: AppDatabase) throws -> ServeTime {
        try database.setting(key(slot)).flatMap(ServeTime.init(parsing:)) ?? ServeTime.defaultTime(forSlot: slot)
    }

    /// Stores the time for `slot`; nil goes back to the default.
    public static func set(_ time: ServeTime?, forSlot slot: String, in database: AppDatabase) throws {
        try database.setSetting(key(slot), time?.description)
    }
}
