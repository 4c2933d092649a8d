/// ICU's formatted values (`UFormattedValue`, `ufmtval_*`, `ucfpos_*`): the text of a
/// number, list, relative time or interval with the fields it is made of, which the
/// `formatToParts` methods of ECMA-402 turn into parts (§15.5.5 PartitionNumberPattern,
/// §11.5.5 FormatDateTimePattern and the like).
enum ICUFormattedValue {
    /// A field ICU reports: `field` of `category` (UFieldCategory) over `start..<end`.
    struct Span {
        let category: Int32
        let field: Int32
        let start: Int
        let end: Int
    }

    /// One part of the text: the span it comes from (nil for text no field covers) and
    /// its range.
    struct Part {
        let span: Span?
        let start: Int
        let end: Int
    }

    // UFieldCategory (uformattedvalue.h).
    static let numberCategory: Int32 = 2, listCategory: Int32 = 3, dateIntervalCategory: Int32 = 5
    static let listSpanCategory: Int32 = 0x1003, numberRangeSpanCategory: Int32 = 0x1002
    static let dateIntervalSpanCategory: Int32 = 0x1005

    private typealias GetString = @convention(c) (
        OpaquePointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> UnsafePointer<UInt16>?
    private typealias NextPosition = @convention(c) (OpaquePointer, OpaquePointer, UnsafeMutablePointer<Int32>) -> Int8
    private typealias OpenPosition = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias GetInt = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>) -> Int32
    private typealias GetIndexes = @convention(c) (
        OpaquePointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> Void
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    private struct Functions {
        let getString: GetString
        let nextPosition: NextPosition
        let open: OpenPosition
        let category: GetInt
        let field: GetInt
        let indexes: GetIndexes
        let close: Close
    }

    private static let functions: Functions? = {
        guard let getString = ICULibrary.function("ufmtval_getString", as: GetString.self),
            let nextPosition = ICULibrary.function("ufmtval_nextPosition", as: NextPosition.self),
            let open = ICULibrary.function("ucfpos_open", as: OpenPosition.self),
            let category = ICULibrary.function("ucfpos_getCategory", as: GetInt.self),
            let field = ICULibrary.function("ucfpos_getField", as: GetInt.self),
            let indexes = ICULibrary.function("ucfpos_getIndexes", as: GetIndexes.self),
            let close = ICULibrary.function("ucfpos_close", as: Close.self)
        else { return nil }
        return Functions(getString: getString, nextPosition: nextPosition, open: open, category: category,
                         field: field, indexes: indexes, close: close)
    }()

    /// The text of a formatted value.
    static func text(of value: OpaquePointer) -> [UInt16]? {
        guard let functions else { return nil }
        var status: Int32 = 0, length: Int32 = 0
        guard let start = functions.getString(value, &length, &status), ICULibrary.succeeded(status), length >= 0 else {
            return nil
        }
        return Array(UnsafeBufferPointer(start: start, count: Int(length)))
    }

    /// The text of a formatted value and every field in it.
    static func read(_ value: OpaquePointer) -> (text: [UInt16], spans: [Span])? {
        guard let functions, let text = text(of: value) else { return nil }
        var status: Int32 = 0
        guard let position = functions.open(&status), ICULibrary.succeeded(status) else { return nil }
        defer { functions.close(position) }
        var spans: [Span] = []
        while functions.nextPosition(value, position, &status) != 0, ICULibrary.succeeded(status) {
            var start: Int32 = 0, end: Int32 = 0
            functions.indexes(position, &start, &end, &status)
            let category = functions.category(position, &status), field = functions.field(position, &status)
            guard ICULibrary.succeeded(status), start >= 0, end >= start, Int(end) <= text.count else { break }
            spans.append(Span(category: category, field: field, start: Int(start), end: Int(end)))
        }
        return (text, spans)
    }

    /// The text cut into parts: each unit belongs to the narrowest span of `categories`
    /// covering it (the integer field of `1,234` holds the group separator, which is its own
    /// part), runs of units in the same span are one part, and text in none is a literal.
    static func parts(of spans: [Span], length: Int, categories: Set<Int32>) -> [Part] {
        let spans = spans.filter { categories.contains($0.category) && $0.end > $0.start }
        var owner = [Int](repeating: -1, count: length)
        for (index, span) in spans.enumerated() {
            for unit in span.start..<min(span.end, length) {
                let current = owner[unit]
                if current < 0 || spans[current].end - spans[current].start >= span.end - span.start {
                    owner[unit] = index
                }
            }
        }
        var parts: [Part] = []
        var start = 0
        while start < length {
            var end = start + 1
            while end < length && owner[end] == owner[start] { end += 1 }
            parts.append(Part(span: owner[start] < 0 ? nil : spans[owner[start]], start: start, end: end))
            start = end
        }
        return parts
    }

    /// The field of `category` that covers `part` (which side of a range a part is on).
    static func field(of category: Int32, covering part: Part, in spans: [Span]) -> Int32? {
        spans.first { $0.category == category && $0.start <= part.start && part.end <= $0.end }?.field
    }

    private typealias OpenResult = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias AsValue = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>) -> OpaquePointer?

    /// Formats once with an ICU formatter whose results are formatted values (`unumrf`,
    /// `udtitvfmt`, `ureldatefmt`, `ulistfmt`: `prefix`): `open` makes the formatter, a
    /// result object is opened (`<prefix>_openResult`), `format` fills it, its text and
    /// fields are read, and both are closed. Nil when ICU or the formatter fails.
    static func format(_ prefix: String, open: (inout Int32) -> OpaquePointer?,
                       _ format: (OpaquePointer, OpaquePointer, inout Int32) -> Void) -> (text: [UInt16], spans: [Span])? {
        guard let openResult = ICULibrary.function(prefix + "_openResult", as: OpenResult.self),
            let asValue = ICULibrary.function(prefix + "_resultAsValue", as: AsValue.self),
            let close = ICULibrary.function(prefix + "_close", as: Close.self),
            let closeResult = ICULibrary.function(prefix + "_closeResult", as: Close.self)
        else { return nil }
        var status: Int32 = 0
        guard let formatter = open(&status), ICULibrary.succeeded(status) else { return nil }
        defer { close(formatter) }
        guard let result = openResult(&status), ICULibrary.succeeded(status) else { return nil }
        defer { closeResult(result) }
        format(formatter, result, &status)
        guard ICULibrary.succeeded(status), let value = asValue(result, &status) else { return nil }
        return read(value)
    }
}
