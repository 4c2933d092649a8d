/// Plain searches for a piece of text in Swift strings. The standard library's
/// `firstRange(of:)`, `contains(_:)` with a string and `replacing(_:with:)` live in the
/// `_StringProcessing` module, whose one object file, with the regex parser it needs, would
/// add 1.2 MiB of code to the statically linked `eddy` (all of it mapped at start-up) for a
/// few calls on locale tags and key files.
extension StringProtocol {
    /// The range of the first occurrence of `text`, compared by characters.
    package func firstRange(ofText text: String) -> Range<Index>? {
        guard let first = text.first else { return startIndex..<startIndex }
        var start = startIndex
        while let candidate = self[start...].firstIndex(of: first) {
            var position = candidate
            var matched = true
            for character in text {
                guard position != endIndex, self[position] == character else {
                    matched = false
                    break
                }
                position = index(after: position)
            }
            if matched { return candidate..<position }
            start = index(after: candidate)
        }
        return nil
    }

    /// Whether `text` occurs in this string.
    package func contains(text: String) -> Bool {
        firstRange(ofText: text) != nil
    }

    /// This string with every occurrence of `text` replaced by `replacement`, left to right.
    package func replacing(text: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while !text.isEmpty, let range = rest.firstRange(ofText: text) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
