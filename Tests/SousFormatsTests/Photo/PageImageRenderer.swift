import Foundation
@testable import SousFormats

/// Draws test pages with ImageMagick (`magick`, or `convert` for version 6), run with argument
/// arrays: each block of text (title, headings, lists) is set as a wrapped caption in its own
/// image, the blocks are placed on an A4 page in the page's layout, and the page is turned, made
/// noisy and saved as a photo would be. Nothing is downloaded: every test picture is made here.
struct PageImageRenderer {
    let program: [String]

    /// ImageMagick on PATH, or nil (the reason in `missingReason`).
    static let found: PageImageRenderer? = {
        for candidate in [["magick"], ["convert"]] {
            guard let path = ProgramRun.find(candidate[0]),
                  let version = try? ProgramRun.run([path, "-version"]), version.status == 0,
                  version.output.contains("ImageMagick") else { continue }
            return PageImageRenderer(program: [path])
        }
        return nil
    }()

    static var isAvailable: Bool { found != nil }

    /// Renders `page` into `folder`; returns the picture's path.
    func render(_ page: GeneratedPage, into folder: URL) throws -> URL {
        let dpi = Double(page.dpi)
        let pageWidth = Int(8.27 * dpi), pageHeight = Int(11.69 * dpi)
        let margin = Int(0.8 * dpi), gap = Int(page.gutterInches * dpi)
        let textWidth = pageWidth - 2 * margin
        let columnWidth = (textWidth - gap) / 2
        var blockNumber = 0
        func block(_ text: String, font: String, size: Double, width: Int) throws -> (path: String, height: Int) {
            blockNumber += 1
            let url = folder.appendingPathComponent("\(page.name)-block\(blockNumber).png")
            try run(["-density", "\(page.dpi)", "-size", "\(width)x", "-background", "white", "-fill", "black",
                     "-font", font, "-pointsize", String(size), "caption:" + Self.escaped(text), url.path])
            let header = try Data(contentsOf: url)
            guard let size = PhotoHeader.png([UInt8](header.prefix(24))) else { throw RenderError("no size for \(url.path)") }
            return (url.path, size.height)
        }
        var placements: [(path: String, x: Int, y: Int)] = []
        let line = Int(page.pointSize / 72 * dpi * 1.4)
        var y = margin
        let small = page.pointSize * 0.85
        if let header = page.runningHeader {
            placements.append((try block(header, font: page.font, size: small, width: textWidth / 2).path, margin, margin / 2))
        }
        if let number = page.pageNumber {
            let b = try block(String(number), font: page.font, size: small, width: Int(0.5 * dpi))
            placements.append((b.path, pageWidth - margin - Int(0.2 * dpi), margin / 2))
        }
        let title = try block(page.title, font: page.headingFont, size: page.pointSize * 1.8, width: textWidth)
        placements.append((title.path, margin, y))
        y += title.height + line
        if let intro = page.intro {
            let b = try block(intro, font: page.font, size: page.pointSize, width: textWidth)
            placements.append((b.path, margin, y))
            y += b.height + line
        }
        let ingredientsText = page.ingredients.joined(separator: "\n")
        let steps = page.numberedSteps
        func stack(_ blocks: [(path: String, height: Int)], x: Int, from top: Int, spacing: Int) -> Int {
            var y = top
            for b in blocks {
                placements.append((b.path, x, y))
                y += b.height + spacing
            }
            return y
        }
        switch page.layout {
        case .sideBySide:
            let left = [try block(page.ingredientsHeading, font: page.headingFont, size: page.pointSize * 1.25, width: columnWidth),
                        try block(ingredientsText, font: page.font, size: page.pointSize, width: columnWidth)]
            let right = [try block(page.methodHeading, font: page.headingFont, size: page.pointSize * 1.25, width: columnWidth),
                         try block(steps.joined(separator: page.stepSpacing), font: page.font, size: page.pointSize, width: columnWidth)]
            _ = stack(left, x: margin, from: y, spacing: line / 2)
            _ = stack(right, x: margin + columnWidth + gap, from: y, spacing: line / 2)
        case .methodContinues(let stepsOnLeft):
            let left = [try block(page.ingredientsHeading, font: page.headingFont, size: page.pointSize * 1.25, width: columnWidth),
                        try block(ingredientsText, font: page.font, size: page.pointSize, width: columnWidth),
                        try block(page.methodHeading, font: page.headingFont, size: page.pointSize * 1.25, width: columnWidth),
                        try block(steps.prefix(stepsOnLeft).joined(separator: page.stepSpacing), font: page.font, size: page.pointSize, width: columnWidth)]
            let right = [try block(steps.dropFirst(stepsOnLeft).joined(separator: page.stepSpacing), font: page.font, size: page.pointSize, width: columnWidth)]
            _ = stack(left, x: margin, from: y, spacing: line / 2)
            _ = stack(right, x: margin + columnWidth + gap, from: y, spacing: line / 2)
        case .singleColumn:
            let blocks = [try block(page.ingredientsHeading, font: page.headingFont, size: page.pointSize * 1.25, width: textWidth),
                          try block(ingredientsText, font: page.font, size: page.pointSize, width: textWidth),
                          try block(page.methodHeading, font: page.headingFont, size: page.pointSize * 1.25, width: textWidth),
                          try block(steps.joined(separator: page.stepSpacing), font: page.font, size: page.pointSize, width: textWidth)]
            _ = stack(blocks, x: margin, from: y, spacing: line / 2)
        case .ingredientsInTwoColumns:
            let heading = try block(page.ingredientsHeading, font: page.headingFont, size: page.pointSize * 1.25, width: textWidth)
            y = stack([heading], x: margin, from: y, spacing: line / 2)
            let half = (page.ingredients.count + 1) / 2
            let left = try block(page.ingredients.prefix(half).joined(separator: "\n"), font: page.font, size: page.pointSize, width: columnWidth)
            let right = try block(page.ingredients.dropFirst(half).joined(separator: "\n"), font: page.font, size: page.pointSize, width: columnWidth)
            placements.append((left.path, margin, y))
            placements.append((right.path, margin + columnWidth + gap, y))
            y += max(left.height, right.height) + line
            let method = [try block(page.methodHeading, font: page.headingFont, size: page.pointSize * 1.25, width: textWidth),
                          try block(steps.joined(separator: page.stepSpacing), font: page.font, size: page.pointSize, width: textWidth)]
            _ = stack(method, x: margin, from: y, spacing: line / 2)
        }
        let output = folder.appendingPathComponent("\(page.name).\(page.format)")
        var arguments = ["-size", "\(pageWidth)x\(pageHeight)", "xc:white"]
        for placement in placements {
            arguments += [placement.path, "-geometry", "+\(placement.x)+\(placement.y)", "-composite"]
        }
        if page.blur > 0 { arguments += ["-blur", "0x\(page.blur)"] }
        arguments += ["-background", "white", "-rotate", String(page.rotation), "+repage",
                      "-seed", String(page.name.utf8.reduce(0) { $0 &+ Int($1) }), "-attenuate", String(page.noise), "+noise", "Gaussian",
                      "-colorspace", "Gray", "-depth", "8", "-units", "PixelsPerInch", "-density", "\(page.dpi)"]
        if page.format == "jpg" { arguments += ["-quality", "82"] }
        if page.format == "tif" { arguments += ["-compress", "LZW"] }
        try run(arguments + [output.path])
        return output
    }

    private func run(_ arguments: [String]) throws {
        let result = try ProgramRun.run(program + arguments)
        guard result.status == 0 else { throw RenderError("ImageMagick failed: \(result.errors)") }
    }

    /// Caption text is read for escapes: a backslash and a percent sign stand for themselves only doubled.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "%%")
    }
}

struct RenderError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
