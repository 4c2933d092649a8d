import Testing
@testable import EddySyntax
