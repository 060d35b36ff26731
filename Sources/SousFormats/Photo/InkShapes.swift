/// The connected shapes of ink in some columns of a small picture (eight neighbours touch), each
/// with its pixels and bounds; specks of noise are left out.
struct InkShapes {
    struct Bounds {
        var left: Int, top: Int, width: Int, height: Int
    }

    struct Shape {
        var pixels: [Int]
        var bounds: Bounds
    }

    let shapes: [Shape]
    /// The bounds of all the shapes together; nil when there are none.
    let bounds: Bounds?

    /// `ink` is row by row, `width` wide; only pixels in `columns` are looked at.
    init(ink: [Bool], width: Int, columns: Range<Int>) {
        let height = width == 0 ? 0 : ink.count / width
        var seen = [Bool](repeating: false, count: ink.count)
        var found: [Shape] = []
        for y in 0..<height {
            for x in columns where ink[y * width + x] && !seen[y * width + x] {
                var pixels: [Int] = []
                var stack = [y * width + x]
                seen[y * width + x] = true
                while let at = stack.popLast() {
                    pixels.append(at)
                    let (px, py) = (at % width, at / width)
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let nx = px + dx, ny = py + dy
                            guard columns.contains(nx), ny >= 0, ny < height else { continue }
                            let next = ny * width + nx
                            if ink[next] && !seen[next] { seen[next] = true; stack.append(next) }
                        }
                    }
                }
                let xs = pixels.map { $0 % width }, ys = pixels.map { $0 / width }
                let left = xs.min()!, top = ys.min()!
                found.append(Shape(pixels: pixels, bounds: Bounds(left: left, top: top, width: xs.max()! - left + 1, height: ys.max()! - top + 1)))
            }
        }
        let total = found.reduce(0) { $0 + $1.pixels.count }
        shapes = found.filter { $0.pixels.count * 25 >= total }
        bounds = shapes.isEmpty ? nil : shapes.dropFirst().reduce(shapes[0].bounds) { box, shape in
            let left = min(box.left, shape.bounds.left), top = min(box.top, shape.bounds.top)
            let right = max(box.left + box.width, shape.bounds.left + shape.bounds.width)
            let bottom = max(box.top + box.height, shape.bounds.top + shape.bounds.height)
            return Bounds(left: left, top: top, width: right - left, height: bottom - top)
        }
    }
}
