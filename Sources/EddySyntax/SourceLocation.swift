/// Where a node or token sits in its source text.
///
/// Offsets are UTF-16 code unit indices into the source (`end` is exclusive), so that
/// `Function.prototype.toString` can slice the original text. `line` and `column` are those
/// of `start`, both 1-based, the column counted in UTF-16 code units as V8 reports it.
///
/// Every node, identifier and binding holds one, so it is stored in 32-bit fields (16 bytes
/// instead of 32): a source text is far below 2³¹ units (V8's longest string is 2²⁹).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    public var start: Int { get { Int(storedStart) } set { storedStart = Int32(truncatingIfNeeded: newValue) } }
    public var end: Int { get { Int(storedEnd) } set { storedEnd = Int32(truncatingIfNeeded: newValue) } }
    public var line: Int { get { Int(storedLine) } set { storedLine = Int32(truncatingIfNeeded: newValue) } }
    public var column: Int { get { Int(storedColumn) } set { storedColumn = Int32(truncatingIfNeeded: newValue) } }

    public init(start: Int, end: Int, line: Int, column: Int) {
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
    }

    /// A location for nodes that have no text of their own (synthesized nodes).
    public static let none = SourceLocation(start: 0, end: 0, line: 0, column: 0)

    public var description: String { "\(line):\(column)" }
}

/// Source text held as UTF-16 code units, with the table of line starts that turns an
/// offset into a line and column.
public struct SourceText: Sendable {
    public private(set) var name: String
    public let units: [UInt16]
    /// Whether `name` came from a `//# sourceURL=` comment (`adoptSourceURL`).
    public private(set) var isNamedBySourceURL = false
    /// For the text of an `eval` or a `Function` constructor: where it came from, as V8's
    /// stack traces show it (`eval at caller (file:line:column)`).
    public var evalOrigin: String?
    /// Offsets at which each line begins; line terminators are LF, CR, CRLF, U+2028, U+2029
    /// (ECMAScript 2020 §11.3 Line Terminators).
    public let lineStarts: [Int]

    public init(_ text: String, name: String) {
        self.init(units: Array(text.utf16), name: name)
    }

    public init(units: [UInt16], name: String) {
        self.name = name
        self.units = units
        // Every unit of every source passes here (10 MB of typescript.js): one comparison
        // for most, no bounds checks.
        self.lineStarts = units.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var index = 0
            while index < buffer.count {
                let unit = buffer[index]
                index += 1
                if unit > 0x0D && unit < 0x2028 { continue }
                if unit == 0x0D {
                    if index < buffer.count && buffer[index] == 0x0A { index += 1 }
                    starts.append(index)
                } else if unit == 0x0A || unit == 0x2028 || unit == 0x2029 {
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// Names the text after its `//# sourceURL=name` comment (or the older `//@` form), as
    /// V8 names eval code and scripts in stack traces. Only the comments that end the text
    /// are looked at (where tools put it, after the code); `skippedLines` last lines are
    /// passed over first (the closing line a `Function` constructor's text gets).
    public mutating func adoptSourceURL(skippingLastLines skippedLines: Int = 0) {
        let slash = UInt16(UInt8(ascii: "/"))
        for lineIndex in lineStarts.indices.reversed().dropFirst(skippedLines) {
            let end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : units.count
            var start = lineStarts[lineIndex]
            while start < end, Self.isBlank(units[start]) { start += 1 }
            if start == end { continue }
            // Anything but a line comment ends the search, before the line is decoded.
            guard end - start >= 2, units[start] == slash, units[start + 1] == slash else { return }
            var line = Substring(String(decoding: units[start..<end], as: UTF16.self))
            while let last = line.last, last.isWhitespace { line = line.dropLast() }
            for prefix in ["//# sourceURL=", "//@ sourceURL="] where line.hasPrefix(prefix) {
                let url = line.dropFirst(prefix.count)
                guard !url.isEmpty, !url.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" }) else { return }
                name = String(url)
                isNamedBySourceURL = true
                return
            }
        }
    }

    private static func isBlank(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C
            || unit == 0xA0 || unit == 0xFEFF || unit == 0x2028 || unit == 0x2029
    }

    /// The 1-based line and column of a UTF-16 offset.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text between two offsets, for `Function.prototype.toString`.
    public func slice(_ location: SourceLocation) -> [UInt16] {
        let start = Swift.max(0, Swift.min(location.start, units.count))
        let end = Swift.max(start, Swift.min(location.end, units.count))
        return Array(units[start..<end])
    }
}
