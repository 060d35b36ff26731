import Foundation
@testable import SousApp
import SousCore
import Testing

/// The registry that lets a feature own its state: names and screens never collide, values of
/// different features never compare equal, and what a feature asks of the app happens in order.
@Suite struct FeatureRegistryTests {
    @Test func namesAndScreensAreEachOwnedOnce() {
        let names = FeatureRegistry.features.map { $0.name }
        #expect(Set(names).count == names.count)
        let routes = FeatureRegistry.features.flatMap { $0.screens.map(\.route) }
        #expect(Set(routes).count == routes.count)
        for route in routes {
            #expect(FeatureRegistry.owner(of: route) != nil)
            let own = FeatureRegistry.bindings(for: route) ?? []
            #expect(!own.isEmpty, "\(route) has no keys")
            // The key map reaches the feature's keys: no screen of the app's own shadows it.
            #expect(KeyMap.bindings(for: route) == own + KeyMap.global)
            #expect(FeatureRegistry.title(of: route) != nil)
        }
    }

    @Test func valuesOfDifferentFeaturesAreNeverEqual() {
        let timeline = AnyFeatureValue(TimelineEffect.stop)
        let pantry = AnyFeatureValue(PantryEffect.load)
        #expect(timeline != pantry)
        #expect(timeline == AnyFeatureValue(TimelineEffect.stop))
        #expect(Set([timeline, pantry, AnyFeatureValue(TimelineEffect.stop)]).count == 2)
        #expect(Effect.timeline(.stop).feature(TimelineEffect.self) == .stop)
        #expect(Effect.timeline(.stop).feature(PantryEffect.self) == nil)
    }

    @Test func anActionNoFeatureOwnsChangesNothing() {
        struct Stray: FeatureValue {}
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let before = state
        #expect(reduce(&state, .feature(AnyFeatureValue(Stray()))).isEmpty)
        #expect(state == before)
    }

    @Test func whatAFeatureAsksForHappensInOrderAfterItReturns() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let effects = PantryFeature.inScope(&state) { scope in
            scope.push(.pantry)
            scope.push(.suggest)
            scope.pop()
            scope.status = StatusMessage("done")
            scope.send(.plan(.place(RecipeSummary(id: 3, title: "Soup", category: nil, totalMinutes: nil), servings: nil)))
            return []
        }
        // The plan took the recipe and opened its grid over the pantry.
        #expect(state.routeStack == [.library, .pantry])
        #expect(state.route == .plan)
        #expect(state.plan.placing?.title == "Soup")
        #expect(effects == [.plan(.load(start: nil))])
    }

    @Test func aFeatureSeesTheContextButCannotChangeIt() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: Date(timeIntervalSince1970: 1000))
        state.library.categories = ["Soup", "Dessert"]
        state.route = .pantry
        var seen: FeatureContext?
        _ = PantryFeature.inScope(&state) { scope in
            seen = scope.context
            return []
        }
        #expect(seen?.route == .pantry)
        #expect(seen?.categories == ["Soup", "Dessert"])
        #expect(seen?.now == Date(timeIntervalSince1970: 1000))
    }
}
