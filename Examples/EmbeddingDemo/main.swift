// An example of Eddy embedded in a Swift program: a module whose async function is Swift
// code, a script that uses it, and values crossing both ways through Codable.
//
//     swift run eddy-embedding-demo
import Eddy

/// What the script asks Swift for.
struct Forecast: Codable, Sendable {
    let city: String
    let temperature: Double
    let summary: String
}

/// Stands in for any Swift async API (a database, a network client).
func fetchForecast(for city: String) async throws -> Forecast {
    try await Task.sleep(for: .milliseconds(20))
    guard !city.isEmpty else { throw ForecastError.unknownCity }
    return Forecast(city: city, temperature: 21.5, summary: "sunny")
}

enum ForecastError: Error, CustomStringConvertible {
    case unknownCity
    var description: String { "No forecast for that city" }
}

let runtime = try Runtime()
try runtime.registerModule("weather") { exports in
    exports["forecast"] = .asyncFunction { args in try await fetchForecast(for: args[0].string()) }
    exports["unit"] = try .constant("°C")
}

try await runtime.evaluate("""
    const weather = require('weather');
    async function report(cities) {
      const lines = [];
      for (const city of cities) {
        try {
          const { temperature, summary } = await weather.forecast(city);
          lines.push(`${city}: ${temperature}${weather.unit}, ${summary}`);
        } catch (error) {
          lines.push(`${JSON.stringify(city)}: ${error.message}`);
        }
      }
      return lines;
    }
    """)

let report = try await runtime.global("report")
let lines: [String] = try await report.call(["Lisbon", "Oslo", ""])
for line in lines { print(line) }

let total: Int = try await runtime.evaluate("[1, 2, 3].reduce((a, b) => a + b)")
print("total from JavaScript:", total)
await runtime.shutdown()
