/// What the classes of the `v` flag denote (ES2024 §22.2.2.9 CompileToCharSet): nested
/// classes, set difference `--` and intersection `&&`, and `\q{…}` strings. EddySyntax's
/// `ClassSetParsing` walks their grammar (RegularExpressionClassSets.swift), for the engine
/// and for a literal's early errors alike.

import EddySyntax

/// What a `v`-mode class denotes (ES2024 §22.2.2.9 CompileToCharSet): its characters, and
/// its strings of any length but one (a one-character string is a character).
struct RegExpClassContents {
    var characters = RegExpCharacterSet()
    var strings: Set<[UInt32]> = []
    /// MayContainStrings (ES2024 §22.2.1.6), which is syntactic: `[\q{ab}--\q{ab}]` may.
    var mayContainStrings = false

    /// The node that matches the class: its strings longest first, then its characters, then
    /// the empty string if it has it (ES2024 §22.2.2.7 CompileAtom, Atom :: CharacterClass).
    var node: RegExpNode {
        if strings.isEmpty { return .set(characters) }
        let nonEmpty: [[UInt32]] = strings.filter { !$0.isEmpty }
        var alternatives = nonEmpty.isEmpty ? [] : [Self.prefixTree(nonEmpty, depth: 0)]
        alternatives.append(.set(characters))
        if strings.contains([]) { alternatives.append(.empty) }
        return .alternation(alternatives)
    }

    /// The strings as alternatives sharing their first code points, so that a match attempt
    /// tries one branch per distinct first code point rather than one per string
    /// (`\p{RGI_Emoji}` has thousands). Strings that match at one position are prefixes of
    /// one another, so trying a branch's longer strings before its end keeps the longest-first
    /// order. Past a few levels the rest are plain sequences, longest first, which bounds the
    /// recursion whatever the strings' length.
    static func prefixTree(_ strings: [[UInt32]], depth: Int) -> RegExpNode {
        guard depth < 4 else {
            let longestFirst = strings.sorted {
                $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1)
            }
            return .alternation(longestFirst.map { $0.isEmpty ? .empty : .sequence($0.map(RegExpNode.character)) })
        }
        var branches: [UInt32: [[UInt32]]] = [:]
        for string in strings {
            guard let first = string.first else { continue }
            branches[first, default: []].append(Array(string.dropFirst()))
        }
        return .alternation(branches.keys.sorted().map { first in
            let rests = branches[first] ?? []
            let longer = rests.filter { !$0.isEmpty }
            var tails: [RegExpNode] = longer.isEmpty ? [] : [prefixTree(longer, depth: depth + 1)]
            if longer.count < rests.count { tails.append(.empty) }
            return .sequence([.character(first), tails.count == 1 ? tails[0] : .alternation(tails)])
        })
    }
}

extension RegExpCharacterSet {
    /// The set with each complemented escape (`\D`, `\W`, `\S`, `\P{…}`) made a negated
    /// nested class, so that under `i` the complement is taken after case folding, as the
    /// `v` flag's CharacterComplement of a folded set requires (ES2024 §22.2.2.9).
    func foldingComplements() -> RegExpCharacterSet {
        var result = RegExpCharacterSet(ranges: ranges, nested: nested)
        for complement in complements {
            result.nested.append(RegExpCharacterSet(ranges: complement, isNegated: true))
        }
        for (property, negated) in properties {
            if negated {
                var positive = RegExpCharacterSet(isNegated: true)
                positive.properties = [(property, negated: false)]
                result.nested.append(positive)
            } else {
                result.properties.append((property, negated: false))
            }
        }
        return result
    }
}

extension RegExpParser {
    /// What `\p{…}` denotes in `v` mode: a property of code points (its complement folded
    /// as `foldingComplements` says), or a property of strings' characters and strings.
    func propertyContents(_ name: RegExpPropertyName, negated: Bool) -> RegExpClassContents {
        guard case .strings(let property) = name else {
            return RegExpClassContents(characters: propertySet(name, negated: negated).foldingComplements())
        }
        let contents = RegExpStringProperty.named(property)
        var result = makeStrings(contents.strings)
        result.characters.properties.append((.ranges(contents.characters), negated: false))
        result.mayContainStrings = true
        return result
    }

    func makeStrings(_ strings: [[UInt32]]) -> RegExpClassContents {
        var result = RegExpClassContents()
        for string in strings {
            if string.count == 1 {
                result.characters.ranges.append(string[0]...string[0])
            } else {
                // Folded when `i`, so that `&&` and `--` compare strings as the matcher does.
                result.strings.insert(ignoreCase ? string.map { RegExpCanonicalization.canonicalize($0, unicode: true) } : string)
                result.mayContainStrings = true
            }
        }
        return result
    }

    func makeUnion(_ ranges: [ClosedRange<UInt32>], _ operands: [RegExpClassContents]) -> RegExpClassContents {
        var result = RegExpClassContents(characters: RegExpCharacterSet(ranges: ranges))
        for operand in operands {
            result.characters.nested.append(operand.characters)
            result.strings.formUnion(operand.strings)
            result.mayContainStrings = result.mayContainStrings || operand.mayContainStrings
        }
        return result
    }

    func makeOperation(_ first: RegExpClassContents, _ operands: [RegExpClassContents], isIntersection: Bool)
        -> RegExpClassContents {
        var result = first
        result.characters = RegExpCharacterSet(nested: [first.characters])
        for operand in operands {
            if isIntersection {
                result.characters.intersected.append(operand.characters)
                result.strings.formIntersection(operand.strings)
                result.mayContainStrings = result.mayContainStrings && operand.mayContainStrings
            } else {
                result.characters.subtracted.append(operand.characters)
                result.strings.subtract(operand.strings)
            }
        }
        return result
    }

    func makeComplement(_ set: RegExpClassContents) -> RegExpClassContents {
        RegExpClassContents(characters: RegExpCharacterSet(isNegated: true, nested: [set.characters]))
    }

    func mayContainStrings(_ set: RegExpClassContents) -> Bool { set.mayContainStrings }
}
