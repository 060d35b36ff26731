import SousApp
import SousCore
import SousPictures

extension EffectRunner {
    /// Decodes and draws a picture on the picture queue and posts the result to the inbox: a large
    /// or broken picture costs the loop nothing, and the screen shows the picture when it is ready.
    func renderPicture(_ key: PictureKey, _ image: RecipeImage) -> [AppAction] {
        let inbox = self.inbox
        pictureQueue.async {
            let picture = try? PictureRenderer.render(image, in: key.size, mode: key.mode)
            inbox.post(.pictureRendered(key, picture))
        }
        return []
    }
}
