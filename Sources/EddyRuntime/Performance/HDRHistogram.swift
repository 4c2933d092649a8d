#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A High Dynamic Range histogram (Gil Tene's HdrHistogram, in the layout of its C port that
/// Node bundles): values fall into buckets whose width doubles from one to the next, each
/// split into sub-buckets fine enough to keep `significantFigures` decimal digits. Node's
/// `createHistogram` and `monitorEventLoopDelay` report what this computes (lowest-,
/// highest- and median-equivalent values of buckets), so the numbers equal node's.
struct HDRHistogram: Sendable {
    /// Why a configuration was refused.
    enum ConfigurationError: Error {
        case outOfRange
    }

    let lowestTrackableValue: Int64
    let highestTrackableValue: Int64
    private let unitMagnitude: Int
    private let subBucketHalfCountMagnitude: Int
    private let subBucketCount: Int
    private let subBucketHalfCount: Int
    private let subBucketMask: Int64
    private var counts: [Int64]
    private(set) var totalCount: Int64 = 0
    private var minValue = Int64.max
    private var maxValue: Int64 = 0

    init(lowest: Int64, highest: Int64, significantFigures: Int) throws(ConfigurationError) {
        guard lowest >= 1, (1...5).contains(significantFigures), lowest <= highest / 2 else {
            throw .outOfRange
        }
        var largestWithSingleUnitResolution: Int64 = 2
        for _ in 0..<significantFigures { largestWithSingleUnitResolution *= 10 }
        // The C port computes both magnitudes through log(); the same libm gives the same
        // rounding, so the bucket layout is node's even where log2 is not exact.
        let subBucketCountMagnitude = Int(ceil(log(Double(largestWithSingleUnitResolution)) / log(2)))
        subBucketHalfCountMagnitude = Swift.max(subBucketCountMagnitude, 1) - 1
        unitMagnitude = Int(log(Double(lowest)) / log(2))
        guard unitMagnitude + subBucketHalfCountMagnitude <= 61 else { throw .outOfRange }
        subBucketCount = 1 << (subBucketHalfCountMagnitude + 1)
        subBucketHalfCount = subBucketCount / 2
        subBucketMask = Int64(subBucketCount - 1) << unitMagnitude
        var smallestUntrackable = Int64(subBucketCount) << unitMagnitude
        var bucketCount = 1
        while smallestUntrackable <= highest {
            if smallestUntrackable > Int64.max / 2 {
                bucketCount += 1
                break
            }
            smallestUntrackable <<= 1
            bucketCount += 1
        }
        lowestTrackableValue = lowest
        highestTrackableValue = highest
        counts = Array(repeating: 0, count: (bucketCount + 1) * subBucketHalfCount)
    }

    // MARK: Bucket arithmetic

    private func bucketIndex(of value: Int64) -> Int {
        let pow2Ceiling = 64 - (value | subBucketMask).leadingZeroBitCount
        return pow2Ceiling - unitMagnitude - (subBucketHalfCountMagnitude + 1)
    }

    private func subBucketIndex(of value: Int64, bucket: Int) -> Int {
        Int(value >> (bucket + unitMagnitude))
    }

    private func countsIndex(of value: Int64) -> Int {
        let bucket = bucketIndex(of: value)
        let subBucket = subBucketIndex(of: value, bucket: bucket)
        return ((bucket + 1) << subBucketHalfCountMagnitude) + (subBucket - subBucketHalfCount)
    }

    private func value(atIndex index: Int) -> Int64 {
        var bucket = (index >> subBucketHalfCountMagnitude) - 1
        var subBucket = (index & (subBucketHalfCount - 1)) + subBucketHalfCount
        if bucket < 0 {
            subBucket -= subBucketHalfCount
            bucket = 0
        }
        return Int64(subBucket) << (bucket + unitMagnitude)
    }

    private func sizeOfEquivalentRange(_ value: Int64) -> Int64 {
        let bucket = bucketIndex(of: value)
        let subBucket = subBucketIndex(of: value, bucket: bucket)
        return 1 << (unitMagnitude + (subBucket >= subBucketCount ? bucket + 1 : bucket))
    }

    private func lowestEquivalent(_ value: Int64) -> Int64 {
        let bucket = bucketIndex(of: value)
        return Int64(subBucketIndex(of: value, bucket: bucket)) << (bucket + unitMagnitude)
    }

    private func highestEquivalent(_ value: Int64) -> Int64 {
        lowestEquivalent(value) &+ sizeOfEquivalentRange(value) &- 1
    }

    private func medianEquivalent(_ value: Int64) -> Int64 {
        lowestEquivalent(value) &+ (sizeOfEquivalentRange(value) >> 1)
    }

    // MARK: Recording

    /// Counts `value` `count` times; false when it is outside the trackable range (Node
    /// counts those as `exceeds`).
    @discardableResult
    mutating func record(_ value: Int64, count: Int64 = 1) -> Bool {
        guard value >= 0, value <= highestTrackableValue else { return false }
        let index = countsIndex(of: value)
        guard counts.indices.contains(index) else { return false }
        counts[index] &+= count
        totalCount &+= count
        if value != 0, value < minValue { minValue = value }
        if value > maxValue { maxValue = value }
        return true
    }

    /// Adds every recorded value of `other`; answers how many it could not hold.
    @discardableResult
    mutating func add(_ other: HDRHistogram) -> Int64 {
        var dropped: Int64 = 0
        for index in other.counts.indices where other.counts[index] != 0 {
            let count = other.counts[index]
            if !record(other.value(atIndex: index), count: count) { dropped &+= count }
        }
        return dropped
    }

    mutating func reset() {
        for index in counts.indices { counts[index] = 0 }
        totalCount = 0
        minValue = .max
        maxValue = 0
    }

    // MARK: Statistics

    /// The smallest recorded value's bucket floor; `Int64.max` when nothing was recorded.
    var min: Int64 {
        if counts.first ?? 0 > 0 { return 0 }
        return minValue == .max ? .max : lowestEquivalent(minValue)
    }

    /// The largest recorded value's bucket ceiling; zero when nothing was recorded.
    var max: Int64 {
        maxValue == 0 ? 0 : highestEquivalent(maxValue)
    }

    /// NaN when empty, as 0/0 in the C port.
    var mean: Double {
        var total: Int64 = 0
        for index in counts.indices where counts[index] != 0 {
            total &+= counts[index] &* medianEquivalent(value(atIndex: index))
        }
        return Double(total) / Double(totalCount)
    }

    var standardDeviation: Double {
        let mean = self.mean
        var deviationTotal = 0.0
        for index in counts.indices where counts[index] != 0 {
            let deviation = Double(medianEquivalent(value(atIndex: index))) - mean
            deviationTotal += deviation * deviation * Double(counts[index])
        }
        return (deviationTotal / Double(totalCount)).squareRoot()
    }

    /// The highest value below which `percentile` percent of the recorded values fall.
    func value(atPercentile percentile: Double) -> Int64 {
        let requested = Swift.min(percentile, 100)
        let product = requested / 100 * Double(totalCount) + 0.5
        // NaN, infinities and huge products cannot become an Int64; lib/ passes (0, 100].
        let countAtPercentile = Swift.max(product.isFinite && product < 0x1p62 ? Int64(Swift.max(product, 0)) : .max, 1)
        var total: Int64 = 0
        for index in counts.indices {
            total &+= counts[index]
            if total >= countAtPercentile { return highestEquivalent(value(atIndex: index)) }
        }
        return 0
    }

    /// HdrHistogram's percentile iteration with one tick per half distance: 0, 50, 75, 87.5…
    /// up to the last value, then 100. Each value is its bucket's floor, as Node's map shows.
    var percentiles: [(percentile: Double, value: Int64)] {
        var result: [(Double, Int64)] = []
        var index = -1
        var cumulative: Int64 = 0
        var percentileToIterateTo = 0.0
        var lastPercentile = 0.0
        func advance() -> Bool {
            guard cumulative < totalCount, index + 1 < counts.count else { return false }
            index += 1
            cumulative &+= counts[index]
            return true
        }
        func currentValue() -> Int64 { index < 0 ? 0 : value(atIndex: index) }
        while cumulative < totalCount {
            if index == -1, !advance() { return result }
            repeat {
                let current = 100 * Double(cumulative) / Double(totalCount)
                if counts[index] != 0, percentileToIterateTo <= current {
                    lastPercentile = percentileToIterateTo
                    // Past 2^62 ticks (or at 100, where the C port divides by zero) the
                    // step is below a double's resolution anyway.
                    let halvings = log(100 / (100 - percentileToIterateTo)) / log(2)
                    let exponent = halvings.isFinite && halvings >= 0 && halvings < 62 ? Double(Int64(halvings) + 1) : 63
                    percentileToIterateTo += 100 / pow(2, exponent)
                    break
                }
            } while advance()
            result.append((lastPercentile, currentValue()))
        }
        result.append((100, currentValue()))
        return result
    }
}
