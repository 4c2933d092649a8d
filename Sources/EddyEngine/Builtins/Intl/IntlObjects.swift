/// An Intl service object (ECMA-402 §10–§18): the settings it was made with, what
/// resolvedOptions reports (in V8's order), and its bound `compare`/`format` function once
/// asked for.
final class JSIntlObject: JSObject {
    enum Service {
        case collator(ICUCollator.Settings)
        case numberFormat(ICUNumberFormatter.Settings)
        case dateTimeFormat(ICUDateFormatter.Settings)
        case pluralRules(IntlPluralRules.Settings)
        case relativeTimeFormat(IntlRelativeTimeFormat.Settings)
        case listFormat(IntlListFormat.Settings)
        case displayNames(IntlDisplayNames.Settings)
        case locale(IntlLocale.Settings)
        case segmenter(IntlSegmenter.Settings)
    }

    let service: Service
    /// resolvedOptions(), as (name, value) pairs in order.
    let resolvedOptions: [(String, JSValue)]
    /// The function the `compare` or `format` getter returns, made on first use.
    var boundFunction: JSObject?

    init(service: Service, resolvedOptions: [(String, JSValue)], prototype: JSObject?, in agent: Agent) {
        self.service = service
        self.resolvedOptions = resolvedOptions
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override var className: String {
        switch service {
        case .collator: return "Collator"
        case .numberFormat: return "NumberFormat"
        case .dateTimeFormat: return "DateTimeFormat"
        case .pluralRules: return "PluralRules"
        case .relativeTimeFormat: return "RelativeTimeFormat"
        case .listFormat: return "ListFormat"
        case .displayNames: return "DisplayNames"
        case .locale: return "Locale"
        case .segmenter: return "Segmenter"
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(boundFunction)
        // Strings mostly, which their values do not keep.
        for (_, value) in resolvedOptions { marker.mark(value) }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        boundFunction = nil
    }
}
