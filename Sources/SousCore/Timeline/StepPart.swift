import Foundation

/// A piece of a step whose hands change partway ("knead for 10 minutes, then leave to rise for
/// 1 hour"): the words that say it, how long it takes, and whether it needs the cook.
public struct StepPart: Hashable, Sendable {
    public var text: String
    public var seconds: Int
    public var handsOn: Bool

    public init(text: String, seconds: Int, handsOn: Bool) {
        self.text = text
        self.seconds = seconds
        self.handsOn = handsOn
    }
}
