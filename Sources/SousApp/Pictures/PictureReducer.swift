/// Asks for the picture the current screen shows, once, and keeps the answers.
enum PictureReducer {
    /// Run after every action: a new screen, selection, step or terminal size may show a picture
    /// that is neither drawn nor being drawn.
    static func request(_ state: inout AppState) -> [Effect] {
        guard let slot = PictureLayout.slot(in: state) else { return [] }
        if state.pictures.entry(for: slot.key) != nil {
            state.pictures.touch(slot.key)
            return []
        }
        guard !state.pictures.pending.contains(slot.key) else { return [] }
        state.pictures.markPending(slot.key)
        return [.renderPicture(slot.key, slot.image)]
    }

    /// A request overtaken by a newer one: forget it was asked, and ask for what shows now.
    static func skipped(_ key: PictureKey, in state: inout AppState) -> [Effect] {
        state.pictures.forgetPending(key)
        return request(&state)
    }

    /// A drawing came back; nil means the picture could not be drawn, which is remembered.
    static func rendered(_ key: PictureKey, _ picture: Picture?, in state: inout AppState) -> [Effect] {
        state.pictures.store(picture.map(PictureCache.Entry.picture) ?? .unavailable, for: key)
        // The detail view's header may now wrap beside the picture, or take its room back.
        DetailReducer.clamp(&state)
        return []
    }
}
