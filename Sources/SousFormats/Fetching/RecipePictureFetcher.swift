import Foundation
import SousCore

/// Downloads the pictures web pages name (`WebPageImport.imageURL`) with the same limits as
/// pages (`WebFetcher`: timeout, redirects, cancellation), capped at `RecipeImage.maximumBytes`.
/// A picture that cannot be had never fails an import: the recipe comes without it, and a
/// sentence says why ("picture not kept: the server answered 404"). Blocking: call it off the
/// UI loop, as the page fetch is.
public struct RecipePictureFetcher: Sendable {
    public var fetcher: WebFetcher

    public init(fetcher: WebFetcher = WebFetcher()) {
        var fetcher = fetcher
        fetcher.maximumBytes = RecipeImage.maximumBytes
        // The formats sous keeps, so a server that chooses by Accept sends one of them (not AVIF).
        fetcher.accept = "image/jpeg,image/png,image/webp,image/gif;q=0.9,*/*;q=0.1"
        self.fetcher = fetcher
    }

    /// The recipes with their pictures, and a sentence for each picture not kept. A picture
    /// two recipes share is downloaded once.
    public func recipes(from imports: [WebPageImport],
                        cancellation: FetchCancellation? = nil) -> (recipes: [Recipe], notes: [String]) {
        var recipes: [Recipe] = []
        var notes: [String] = []
        var fetched: [URL: Result<RecipeImage, RecipePictureError>] = [:]
        for found in imports {
            var recipe = found.recipe
            if let url = found.imageURL, recipe.image == nil {
                let result = fetched[url] ?? picture(at: url, cancellation: cancellation)
                fetched[url] = result
                switch result {
                case .success(let image): recipe.image = image
                case .failure(let error):
                    notes.append(imports.count == 1 ? error.message : "\u{201C}\(recipe.title)\u{201D}: \(error.message)")
                }
            }
            recipes.append(recipe)
        }
        return (recipes, notes)
    }

    /// The picture at `url`, or why it was not kept.
    public func picture(at url: URL, cancellation: FetchCancellation? = nil) -> Result<RecipeImage, RecipePictureError> {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            return .failure(RecipePictureError("its address is not an http or https one"))
        }
        let source = ImportedText.clean(url.absoluteString)
        switch fetcher.download(url, cancellation: cancellation) {
        case .success(let data, let status, _):
            guard (200..<300).contains(status) else { return .failure(RecipePictureError("the server answered \(status)")) }
            if let image = RecipeImage(data: data, source: source) { return .success(image) }
            return .failure(RecipePictureError(Self.whatCameInstead(data)))
        case .tooLarge:
            return .failure(RecipePictureError("it is larger than \(RecipeFileReader.describe(bytes: fetcher.maximumBytes))"))
        case .tooManyRedirects:
            return .failure(RecipePictureError("it redirects more than \(fetcher.maximumRedirects) times"))
        case .badRedirect:
            return .failure(RecipePictureError("it redirects to an address that is not http or https"))
        case .failed(let code):
            return .failure(RecipePictureError(Self.transport(code, host: url.host ?? "the server")))
        case .timedOut:
            return .failure(RecipePictureError("\(url.host ?? "the server") did not answer within \(Int(fetcher.timeout)) seconds"))
        case .cancelled:
            return .failure(RecipePictureError("the import was cancelled"))
        case .helperFailed(let sentence):
            return .failure(RecipePictureError(sentence))
        }
    }

    /// Why bytes that came back are no picture sous keeps.
    static func whatCameInstead(_ data: Data) -> String {
        if data.isEmpty { return "the server sent nothing" }
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        if head.contains("<html") || head.contains("<!doctype") || head.contains("<head") || head.contains("<body") {
            return "the server sent a web page, not a picture"
        }
        if head.contains("<svg") { return "it is an SVG drawing; sous keeps JPEG, PNG, GIF and WebP pictures" }
        return "it is not a JPEG, PNG, GIF or WebP picture"
    }

    static func transport(_ code: Int, host: String) -> String {
        switch code {
        case -1003: "the host \(host) was not found"
        case -1004: "\(host) refused the connection"
        case -1001: "\(host) did not answer in time"
        case -1009: "the computer is offline"
        case -1206 ... -1200: "the secure connection to \(host) failed"
        default: "the connection to \(host) failed (error \(code))"
        }
    }
}
