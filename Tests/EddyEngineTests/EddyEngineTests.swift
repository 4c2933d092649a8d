import Testing
@testable import EddyEngine
