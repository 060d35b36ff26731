import Testing
@testable import SousDesktop
