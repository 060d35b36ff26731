import SousApp

extension CookScreen {
    /// On the first step, the recipe's picture at the top right of the body; returns the room left
    /// for the step. Everywhere else, and when the body is too small, the body unchanged.
    static func drawPicture(_ state: AppState, in body: Rect, theme: Theme, into canvas: inout Canvas) -> Rect {
        guard let slot = PictureLayout.cookSlot(in: state), let reserved = slot.reserved, body.height >= reserved.rows,
              body.width - reserved.columns - PictureLayout.gap >= 40 else { return body }
        if let picture = slot.picture {
            PictureView.draw(picture, x: body.maxX - picture.columns, y: body.y, clip: body, theme: theme, into: &canvas)
        }
        return Rect(x: body.x, y: body.y, width: body.width - reserved.columns - PictureLayout.gap, height: body.height)
    }
}
