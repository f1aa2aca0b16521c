import Foundation

/// The date printed in every footer. It must not change when nothing changed, or two builds of the same
/// sources would differ: it is `SOURCE_DATE_EPOCH` when set (the reproducible-builds convention), else the
/// modification date of the newest lesson file, as a UTC day.
public enum BuildDate {
    public static func resolve(environment: [String: String], lessonFiles: [String]) -> String? {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ TimeInterval($0.trimmingCharacters(in: .whitespaces)) }) {
            return day(Date(timeIntervalSince1970: epoch))
        }
        let dates = lessonFiles.compactMap { try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        return dates.max().map(day)
    }

    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.year!)-\(two(parts.month!))-\(two(parts.day!))"
    }
}
