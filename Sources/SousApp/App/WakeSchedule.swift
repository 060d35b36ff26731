import Foundation

/// When the run loop must next wake up by itself to redraw something that changes with time.
/// nil means never: an idle sous sleeps until a key arrives and uses no CPU.
public enum WakeSchedule {
    public static func nextWake(for state: AppState) -> Date? {
        nil
    }
}
