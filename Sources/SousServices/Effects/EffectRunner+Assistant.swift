import Foundation
import SousApp
import SousCore
import SousFormats
import SousStore

extension EffectRunner {
    /// Asks off the loop: the answer comes back through the inbox piece by piece as it streams,
    /// so nothing blocks the screen while the model thinks; Esc cancels it.
    func perform(_ effect: AssistantEffect) throws -> [AppAction] {
        switch effect {
        case .cancel(let id):
            assistantRequests.cancel(id)
            return []
        case .ask(let id, let request):
            guard let settings = try AssistantSetup.load(database) else { return [.assistant(.failed(id: id, AssistantSetup.off))] }
            let question = try assistantQuestion(request)
            let client = AssistantClient(settings: settings, environment: environment)
            let cancellation = assistantRequests.start(id)
            let inbox = self.inbox
            Thread.detachNewThread {
                do {
                    _ = try client.ask(question, cancellation: cancellation) { inbox.post(.assistant(.piece(id: id, $0))) }
                    inbox.post(.assistant(.answered(id: id)))
                } catch {
                    if !cancellation.isCancelled { inbox.post(.assistant(.failed(id: id, String(describing: error)))) }
                }
            }
            return []
        }
    }

    /// The question with the recipe as the cook sees it, or the library's own steps.
    private func assistantQuestion(_ request: AssistantRequest) throws -> AssistantQuestion {
        let recipe = try request.recipeID.flatMap { try database.recipe(id: $0) }
        return try .asked(request.question, about: recipe, factor: request.factor, step: request.step, in: database)
    }
}

/// The question being answered, so Esc can cancel it.
final class AssistantRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (id: Int, cancellation: FetchCancellation)?

    func start(_ id: Int) -> FetchCancellation {
        let cancellation = FetchCancellation()
        lock.withLock {
            current?.cancellation.cancel()
            current = (id, cancellation)
        }
        return cancellation
    }

    func cancel(_ id: Int) {
        lock.withLock {
            guard let current, current.id == id else { return }
            current.cancellation.cancel()
            self.current = nil
        }
    }
}

extension EffectRunner {
    /// A recipe the assistant writes from what the pantry holds, for the household, read off the
    /// loop and opened in the import preview like any import (nothing saved without the cook's
    /// yes); Esc cancels it as it cancels a download.
    func invent() throws -> [AppAction] {
        let source = ImportEffect.inventedSource
        guard let settings = try AssistantSetup.load(database) else { return [.importing(.fetchFailed(source: source, message: AssistantSetup.off))] }
        let invention = AssistantInvention(pantry: try database.pantryItems().map(\.text), people: try database.people())
        let client = AssistantClient(settings: settings, environment: environment)
        let (inbox, fetches) = (inbox, fetches)
        let cancellation = fetches.start(source)
        Thread.detachNewThread {
            let answer: ImportAction
            do {
                let recipe = try client.invent(invention, cancellation: cancellation)
                answer = .fetched(source: source, recipes: [recipe], notes: ["written by the assistant: check every line"])
            } catch {
                answer = .fetchFailed(source: source, message: String(describing: error))
            }
            fetches.finish(source, cancellation)
            if !cancellation.isCancelled { inbox.post(.importing(answer)) }
        }
        return []
    }
}

extension EffectRunner {
    /// The foods a photo shows, read by the assistant off the loop; answers `.pantry(.photoRead)`.
    func readPhoto(_ path: String) {
        let (database, environment, inbox) = (database, environment, inbox)
        Thread.detachNewThread {
            let result: Result<[String], PantryPhotoFailure>
            do throws(AssistantFailure) {
                result = .success(try AssistantPhoto.pantryItems(at: path, in: database, environment: environment))
            } catch {
                result = .failure(PantryPhotoFailure(error.description))
            }
            inbox.post(.pantry(.photoRead(result)))
        }
    }
}

extension EffectRunner {
    /// A source's text read again by the assistant, off the loop; Esc cancels it.
    func perform(_ effect: SecondReadingEffect) throws -> [AppAction] {
        switch effect {
        case .cancel(let id):
            assistantRequests.cancel(id)
            return []
        case .read(let id, let rereading):
            guard let settings = try AssistantSetup.load(database) else { return [.secondReading(.failed(id: id, AssistantSetup.off))] }
            let client = AssistantClient(settings: settings, environment: environment)
            let cancellation = assistantRequests.start(id)
            let inbox = self.inbox
            Thread.detachNewThread {
                do {
                    let recipe = try client.reread(rereading, cancellation: cancellation)
                    inbox.post(.secondReading(.read(id: id, recipe)))
                } catch {
                    if !cancellation.isCancelled { inbox.post(.secondReading(.failed(id: id, String(describing: error)))) }
                }
            }
            return []
        }
    }
}
