import SousCore

/// The second reading's screen: waiting for the assistant, then the lines where its reading
/// differs from sous's, each kept or taken, and the picks handed back to the import preview.
enum SecondReadingReducer {
    static func reduce(_ action: SecondReadingAction, _ reading: inout SecondReadingState) -> [Effect] {
        switch action {
        case .read(let id, let recipe):
            guard id == reading.requestID, reading.phase == .reading else { return [] }
            reading.phase = .comparing(ReadingComparison(original: reading.original, reading: recipe))
        case .failed(let id, let reason):
            guard id == reading.requestID, reading.phase == .reading else { return [] }
            reading.phase = .failed(reason)
        case .readAgain:
            break // started by the feature, which has no reading yet
        }
        return []
    }

    static func keyPressed(_ key: Key, _ reading: inout SecondReadingState,
                           in scope: inout FeatureScope<SecondReadingState>) -> [Effect] {
        guard let command = KeyMap.command(for: key, on: .secondReading) else { return [] }
        if scope.global(command) { return [] }
        if command == .back {
            scope.pop()
            guard reading.phase == .reading else { return [] }
            reading.phase = .failed("Cancelled")
            scope.status = StatusMessage("Second reading cancelled: nothing changed")
            return [.secondReading(.cancel(id: reading.requestID))]
        }
        if command == .quit {
            scope.quit()
            return []
        }
        guard var comparison = reading.comparison else { return [] }
        switch command {
        case .moveUp: comparison.selected = max(0, comparison.selected - 1)
        case .moveDown: comparison.selected = min(max(0, comparison.offered.count - 1), comparison.selected + 1)
        case .secondReading(.keepMine): comparison.choose(.mine)
        case .secondReading(.takeTheirs): comparison.choose(.theirs)
        case .secondReading(.switchPick): comparison.choose(nil)
        case .secondReading(.takeTheirsWhereUnsure): comparison.chooseTheirsWhereUnsure()
        case .secondReading(.usePicks):
            scope.pop()
            let taken = comparison.takenCount
            if taken == 0 {
                scope.status = StatusMessage("Kept sous's reading: nothing changed")
            } else {
                scope.send(.importing(.readAgain(original: reading.original, result: comparison.result(), taken: taken)))
            }
        default: break
        }
        reading.phase = .comparing(comparison)
        return []
    }
}
