import Testing
@testable import EddyLoop

/// There is no network here: the tests only need `/etc/hosts` and address literals, and a name
/// under `.invalid` (reserved, never resolves) fails fast or after the resolver's own timeout.
@Suite struct AddressLookupTests {
    /// Runs `start` with a fresh lookup, then the loop, and returns what the completion got; a
    /// guard timer cancels the lookup if it is still queued after 30 s.
    func lookUp(
        on loop: EventLoop,
        _ start: (AddressLookup, @escaping (Result<[ResolvedAddress], UVError>) -> Void) throws(UVError) -> Void
    ) throws -> Result<[ResolvedAddress], UVError>? {
        var outcome: Result<[ResolvedAddress], UVError>?
        let guardTimer = try EddyLoop.Timer(loop: loop)
        let lookup = AddressLookup(loop: loop)
        try start(lookup) { result in
            outcome = result
            guardTimer.close()
        }
        try guardTimer.start(after: 30_000) {
            try? lookup.cancel()
            guardTimer.close()
        }
        loop.run()
        return outcome
    }

    @Test func localhostResolvesToLoopbackAddresses() throws {
        let loop = try EventLoop()
        let outcome = try lookUp(on: loop) { lookup, completion throws(UVError) in
            try lookup.start("localhost", service: "80", hints: .init(socketType: .stream), completion)
        }
        let addresses = try #require(try outcome?.get())
        #expect(!addresses.isEmpty)
        for answer in addresses {
            #expect(["127.0.0.1", "::1"].contains(answer.address))
            #expect(answer.family == (answer.address == "::1" ? .v6 : .v4))
            #expect(answer.port == 80)
            #expect(answer.socketType == .stream)
        }
        #expect(loop.liveRequestCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func invalidNameFailsWithAResolverError() throws {
        let loop = try EventLoop()
        let outcome = try lookUp(on: loop) { lookup, completion throws(UVError) in
            try lookup.start("nonexistent.invalid", completion)
        }
        switch outcome {
        case .failure(let error):
            #expect(error.isResolverError, "\(error)")
        case .success(let addresses):
            Issue.record("nonexistent.invalid resolved to \(addresses)")
        case nil:
            Issue.record("the lookup never completed")
        }
        #expect(loop.liveRequestCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func numericIPv6HostResolvesWithoutTheResolver() throws {
        let loop = try EventLoop()
        let outcome = try lookUp(on: loop) { lookup, completion throws(UVError) in
            try lookup.start("::1", service: "8080", hints: .init(socketType: .datagram, flags: .numericHost), completion)
        }
        let addresses = try #require(try outcome?.get())
        #expect(addresses == [ResolvedAddress(address: "::1", family: .v6, port: 8080, socketType: .datagram)])
        #expect(addresses.first?.description == "[::1]:8080")
        #expect(loop.liveRequestCount == 0)
    }

    @Test func synchronousLookupAnswersInPlace() throws {
        let loop = try EventLoop()
        let addresses = try AddressLookup.resolveSynchronously(
            "localhost", hints: .init(family: .v4, socketType: .stream), on: loop)
        #expect(addresses.map(\.address).contains("127.0.0.1"))
        #expect(addresses.allSatisfy { $0.family == .v4 && $0.port == 0 })
        #expect(throws: UVError.hostNotFound) {
            try AddressLookup.resolveSynchronously("not an address", hints: .init(flags: .numericHost), on: loop)
        }
        #expect(UVError.hostNotFound.name == "EAI_NONAME")
        #expect(loop.liveRequestCount == 0)
        #expect(!loop.isAlive)
    }

    @Test func synchronousLookupOfAnInvalidNameThrowsAResolverError() throws {
        let loop = try EventLoop()
        do throws(UVError) {
            let addresses = try AddressLookup.resolveSynchronously("nonexistent.invalid", on: loop)
            Issue.record("nonexistent.invalid resolved to \(addresses)")
        } catch {
            #expect(error.isResolverError, "\(error)")
        }
        #expect(loop.liveRequestCount == 0)
    }

    @Test func reverseLookupOfLoopbackGivesItsNumericName() throws {
        let loop = try EventLoop()
        var numeric: Result<NameLookup.Name, UVError>?
        var named: Result<NameLookup.Name, UVError>?
        do {
            try NameLookup(loop: loop).start("127.0.0.1", port: 80, flags: [.numericHost, .numericService]) {
                numeric = $0
            }
            try NameLookup(loop: loop).start("127.0.0.1", port: 80) { named = $0 }
            #expect(throws: UVError(code: -22)) { try NameLookup(loop: loop).start("localhost", port: 80) { _ in } }
        }
        loop.run()
        #expect(try numeric?.get() == NameLookup.Name(hostname: "127.0.0.1", service: "80"))
        // The name comes from /etc/hosts; the service from /etc/services, if it lists port 80.
        let name = try #require(try named?.get())
        #expect(!name.hostname.isEmpty)
        #expect(["http", "80"].contains(name.service))
        #expect(loop.liveRequestCount == 0)
    }
}
