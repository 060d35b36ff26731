import SousApp
import SousCore
import SousPictures

extension EffectRunner {
    /// Decodes and draws a picture on the picture queue and posts the result to the inbox: a large
    /// or broken picture costs the loop nothing, and the screen shows the picture when it is ready.
    /// Only the newest request is drawn: holding `j` in the library queues a request per recipe
    /// passed, and those still waiting when a newer one comes are skipped, not drawn in turn.
    func renderPicture(_ key: PictureKey, _ image: RecipeImage) -> [AppAction] {
        let inbox = self.inbox
        let latest = self.latestPicture
        latest.set(key)
        pictureQueue.async {
            guard latest.is(key) else {
                inbox.post(.pictureSkipped(key))
                return
            }
            let picture = try? PictureRenderer.render(image, in: key.size, mode: key.mode)
            inbox.post(.pictureRendered(key, picture))
        }
        return []
    }
}
