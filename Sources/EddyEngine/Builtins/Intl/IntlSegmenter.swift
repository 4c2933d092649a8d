/// Intl.Segmenter (ECMA-402 §18) through ICU's break iterators (`ubrk_*`): segment
/// (§18.3.3) returns a Segments object (§18.5) with containing and @@iterator, whose
/// iterator (§18.6) yields segment data objects (§18.7.1 CreateSegmentDataObject);
/// isWordLike from the word rules' status (not UBRK_WORD_NONE).
enum IntlSegmenter {
    struct Settings {
        let locale: String
        let granularity: String
    }

    private typealias Open = @convention(c) (
        Int32, UnsafePointer<CChar>, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Step = @convention(c) (OpaquePointer) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    static let constructor = IntlBuiltins.Constructor(
        name: "Segmenter", length: 0,
        make: { agent, arguments in
            let arguments = try LocaleArguments(locales: arguments[0], options: arguments[1], method: "Intl.Segmenter",
                                                in: agent)
            _ = try arguments.string("localeMatcher", allowed: ["lookup", "best fit"])
            let granularity = try IntlBuiltins.option(arguments, "granularity", ["grapheme", "word", "sentence"], "grapheme")
            return (.segmenter(Settings(locale: arguments.locale, granularity: granularity)),
                    [("locale", .string(JSString(arguments.tag))), ("granularity", .string(JSString(granularity)))])
        },
        methods: [
            BuiltinMethod("segment", length: 1) { agent, this, arguments in
                let intl = try IntlBuiltins.thisObject(this, "Segmenter", method: "segment", in: agent)
                guard case .segmenter(let settings) = intl.service else { return .undefined }
                let input = try agent.toString(arguments[0])
                let (boundaries, statuses) = breaks(Array(input.units), settings)
                let segments = JSSegments(input: input, boundaries: boundaries, statuses: statuses,
                                          words: settings.granularity == "word",
                                          prototype: agent.currentRealm.intrinsic(.intlPrototype("Segments")), in: agent)
                return .object(agent.heap.register(segments))
            },
        ],
        prepare: { realm, agent, _ in
            let segments = agent.makeObject(prototype: realm.objectPrototype)
            realm.install([
                BuiltinMethod("containing", length: 1) { agent, this, arguments in
                    guard let segments = this.asObject as? JSSegments else {
                        throw agent.incompatibleReceiver("%Segments.prototype%.containing", this)
                    }
                    let position = try agent.toIntegerOrInfinity(arguments[0])
                    guard position >= 0, position < Double(segments.length) else { return .undefined }
                    let index = segments.boundaries.lastIndex { $0 <= Int(position) } ?? 0
                    return .object(try segments.data(at: index, in: agent))
                },
                BuiltinMethod(.iterator, name: "[Symbol.iterator]", length: 0) { agent, this, _ in
                    guard let segments = this.asObject as? JSSegments else {
                        throw agent.incompatibleReceiver("%Segments.prototype%[@@iterator]", this)
                    }
                    return .object(agent.heap.register(JSSegmentIterator(
                        segments: segments, prototype: agent.currentRealm.intrinsic(.intlPrototype("SegmentIterator")),
                        in: agent)))
                },
            ], on: segments, in: agent)
            realm.setIntrinsic(.intlPrototype("Segments"), segments)
            let iterator = agent.makeObject(prototype: realm.iteratorPrototype)
            realm.install([
                BuiltinMethod("next", length: 0) { agent, this, _ in
                    guard let iterator = this.asObject as? JSSegmentIterator else {
                        throw agent.incompatibleReceiver("%SegmentIterator.prototype%.next", this)
                    }
                    guard let segments = iterator.segments, iterator.index < segments.boundaries.count else {
                        return .object(agent.makeIteratorResult(.undefined, done: true))
                    }
                    let data = try segments.data(at: iterator.index, in: agent)
                    iterator.index += 1
                    return .object(agent.makeIteratorResult(.object(data), done: false))
                },
            ], on: iterator, in: agent)
            iterator.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Segmenter String Iterator"),
                                           attributes: .configurable)
            realm.setIntrinsic(.intlPrototype("SegmentIterator"), iterator)
        })

    /// Where each segment starts, and the rule status at its end (for isWordLike).
    private static func breaks(_ text: [UInt16], _ settings: Settings) -> (boundaries: [Int], statuses: [Int32]) {
        guard !text.isEmpty else { return ([], []) }
        guard let open = ICULibrary.function("ubrk_open", as: Open.self),
            let first = ICULibrary.function("ubrk_first", as: Step.self),
            let next = ICULibrary.function("ubrk_next", as: Step.self),
            let status = ICULibrary.function("ubrk_getRuleStatus", as: Step.self),
            let close = ICULibrary.function("ubrk_close", as: Close.self)
        else { return (Array(text.indices), Array(repeating: 0, count: text.count)) }
        // UBreakIteratorType: 0 character, 1 word, 3 sentence.
        let type: Int32 = settings.granularity == "word" ? 1 : settings.granularity == "sentence" ? 3 : 0
        return text.withUnsafeBufferPointer { buffer -> ([Int], [Int32]) in
            var error: Int32 = 0
            guard let iterator = open(type, settings.locale, buffer.baseAddress, Int32(buffer.count), &error),
                ICULibrary.succeeded(error)
            else { return (Array(text.indices), Array(repeating: 0, count: text.count)) }
            defer { close(iterator) }
            var boundaries: [Int] = []
            var statuses: [Int32] = []
            var start = first(iterator)
            while start >= 0 && Int(start) < text.count {
                let end = next(iterator)
                guard end > start else { break }
                boundaries.append(Int(start))
                statuses.append(status(iterator))
                start = end
            }
            return (boundaries, statuses)
        }
    }
}

/// A Segments object (ECMA-402 §18.5): the string and where its segments start.
final class JSSegments: JSObject {
    let input: JSString
    let boundaries: [Int]
    let statuses: [Int32]
    let words: Bool
    /// The input's code units, copied once.
    private let units: [UInt16]
    var length: Int { units.count }

    init(input: JSString, boundaries: [Int], statuses: [Int32], words: Bool, prototype: JSObject?, in agent: Agent) {
        self.input = input
        self.boundaries = boundaries
        self.statuses = statuses
        self.words = words
        units = Array(input.units)
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// CreateSegmentDataObject (§18.7.1) for the `index`th segment.
    func data(at index: Int, in agent: Agent) throws -> JSObject {
        let start = boundaries[index]
        let end = index + 1 < boundaries.count ? boundaries[index + 1] : length
        var entries: [(String, JSValue)] = [
            ("segment", .string(JSString(units: Array(units[start..<end])))), ("index", .number(Double(start))),
            ("input", .string(input)),
        ]
        if words {
            // UBRK_WORD_NONE is 0..<100: spaces and punctuation.
            let status = statuses[index]
            entries.append(("isWordLike", .boolean(status < 0 || status >= 100)))
        }
        return try IntlBuiltins.plainObject(entries, in: agent)
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(JSValue.string(input))
    }
}

/// A Segment Iterator (ECMA-402 §18.6): its Segments object and the next segment's number.
final class JSSegmentIterator: JSObject {
    private(set) var segments: JSSegments?
    var index = 0

    init(segments: JSSegments, prototype: JSObject?, in agent: Agent) {
        self.segments = segments
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(segments)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        segments = nil
    }
}
