import Foundation

/// How long one step takes on a timeline and whether it needs the cook's hands all along.
public struct StepTiming: Hashable, Sendable {
    public var seconds: Int
    public var handsOn: Bool
    /// False when no time was found in the step and the default was used.
    public var fromText: Bool

    public init(seconds: Int, handsOn: Bool, fromText: Bool) {
        self.seconds = seconds
        self.handsOn = handsOn
        self.fromText = fromText
    }

    /// The default length of a step that names no time ("chop the onions").
    public static let defaultSeconds = 3 * 60

    /// Reads a step's text: the times in it, each range at its upper bound ("simmer 15-20 minutes"
    /// is 20), added up ("roast for 2 hours, then rest 20 minutes" is 2 h 20); "every 5 minutes"
    /// is a rhythm, not a length, and is left out, as is a relative time ("5 minutes before the end"). A step with no time takes `defaultSeconds`.
    public static func of(_ text: String, defaultSeconds: Int = StepTiming.defaultSeconds,
                          vocabulary: HandsOffVocabulary = .standard) -> StepTiming {
        let timers = TimerDetector.timers(in: text).filter { $0.role != .rhythm }
        guard !timers.isEmpty else {
            return StepTiming(seconds: max(0, defaultSeconds), handsOn: true, fromText: false)
        }
        let lengths = timers.map { $0.reminderSeconds ?? $0.seconds }
        let longest = timers[lengths.indices.max { lengths[$0] < lengths[$1] } ?? 0]
        return StepTiming(seconds: lengths.reduce(0, +),
                          handsOn: !vocabulary.isHandsOff(label: longest.label, text: text), fromText: true)
    }
}
