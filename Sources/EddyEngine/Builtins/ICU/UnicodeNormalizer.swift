/// ICU's normalizer (`unorm2_normalize`), loaded on first use (see `ICULibrary`).
final class UnicodeNormalizer: @unchecked Sendable {
    static var libraryName: String { ICULibrary.name }

    private typealias GetInstance = @convention(c) (
        UnsafePointer<CChar>?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Normalize = @convention(c) (
        OpaquePointer, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32

    private let normalizeFunction: Normalize
    /// The normalizers of NFC, NFD, NFKC and NFKD, made once; read-only afterwards.
    private let instances: [NormalizationForm: OpaquePointer]

    /// The loaded normalizer, or nil when ICU is not there (normalize then throws).
    static let shared: UnicodeNormalizer? = UnicodeNormalizer()

    private init?() {
        guard let makeInstance = ICULibrary.function("unorm2_getInstance", as: GetInstance.self),
            let normalize = ICULibrary.function("unorm2_normalize", as: Normalize.self)
        else { return nil }
        normalizeFunction = normalize
        var instances: [NormalizationForm: OpaquePointer] = [:]
        // ICU's data names and modes: "nfc"/"nfkc", UNORM2_COMPOSE = 0, UNORM2_DECOMPOSE = 1.
        for (form, name, mode) in [(NormalizationForm.nfc, "nfc", Int32(0)), (.nfd, "nfc", 1), (.nfkc, "nfkc", 0), (.nfkd, "nfkc", 1)] {
            var status: Int32 = 0
            guard let instance = makeInstance(nil, name, mode, &status), status <= 0 else { return nil }
            instances[form] = instance
        }
        self.instances = instances
    }

    /// `units` (well-formed UTF-16) in normalization form `form`.
    func normalize(_ units: ArraySlice<UInt16>, form: NormalizationForm) -> [UInt16] {
        guard let instance = instances[form], !units.isEmpty, units.count < Int(Int32.max / 4) else { return Array(units) }
        let source = Array(units)
        // Decomposition grows text by at most a factor of 3 in UTF-16 for canonical forms and
        // 18 for compatibility ones; start with room for most text.
        let result = source.withUnsafeBufferPointer { input -> [UInt16]? in
            guard let start = input.baseAddress else { return nil }
            return ICULibrary.string(capacity: source.count * 2 + 16) { output, capacity, status in
                normalizeFunction(instance, start, Int32(input.count), output, capacity, &status)
            }
        }
        return result ?? Array(units)
    }
}
