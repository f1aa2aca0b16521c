import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The date printed in every footer. It must not change when nothing changed, or two builds of the same
/// sources would differ: it is `SOURCE_DATE_EPOCH` when set (the reproducible-builds convention), else the
/// modification date of the newest lesson file, as a UTC day.
enum BuildDate {
    static func resolve(environment: [String: String], lessonFiles: [String]) -> String? {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({
            TimeInterval($0.trimmingCharacters(in: .whitespaces))
        }) {
            return day(Date(timeIntervalSince1970: epoch))
        }
        // `lstat` itself, as `FileManager.attributesOfItem` does, without building an attribute dictionary
        // per file (the preview asks at every save, for every lesson).
        var latest: timespec?
        for file in lessonFiles {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            let modified = status.st_mtim
            if let known = latest, (known.tv_sec, known.tv_nsec) >= (modified.tv_sec, modified.tv_nsec) { continue }
            latest = modified
        }
        return latest.map { day(Date(timeIntervalSince1970: TimeInterval($0.tv_sec) + TimeInterval($0.tv_nsec) / 1e9)) }
    }

    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.year!)-\(two(parts.month!))-\(two(parts.day!))"
    }
}
