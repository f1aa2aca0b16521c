import Foundation

/// Temporary files and folders lessonbuild leaves beside what it replaces, named
/// `.<name>.<tag>-<pid>` (e.g. `.01-x.md.lessonbuild-4242`, `.site.building-4242`). A run that is killed
/// leaves them behind; the next run removes those whose process is gone. They start with a dot and do
/// not end in `.md`, so they are never read as lessons.
enum Leftovers {
    static func name(for file: String, tag: String, pid: Int32 = getpid()) -> String {
        ".\(file).\(tag)-\(pid)"
    }

    /// Removes leftovers of `file` (a name inside `directory`) with one of `tags` whose process is dead.
    /// Returns the names removed.
    @discardableResult
    static func clean(in directory: String, for file: String, tags: [String]) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for entry in entries {
            guard let pid = pid(of: entry, for: file, tags: tags), pid != getpid(), !RealPath.processExists(pid) else {
                continue
            }
            if (try? FileManager.default.removeItem(atPath: directory + "/" + entry)) != nil { removed.append(entry) }
        }
        return removed
    }

    /// Removes every dead run's temporary lesson copy below the lessons folder.
    @discardableResult
    static func cleanLessonCopies(under lessons: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: lessons) else { return [] }
        var removed: [String] = []
        while let entry = enumerator.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            guard name.hasPrefix("."), let dash = name.lastIndex(of: "-") else { continue }
            let stem = name.dropFirst()[..<dash]
            guard stem.hasSuffix(".md.\(AtomicFile.tag)"), let pid = Int32(name[name.index(after: dash)...]),
                pid != getpid(), !RealPath.processExists(pid)
            else { continue }
            if (try? FileManager.default.removeItem(atPath: lessons + "/" + entry)) != nil { removed.append(entry) }
        }
        return removed
    }

    static func pid(of entry: String, for file: String, tags: [String]) -> Int32? {
        for tag in tags {
            let prefix = ".\(file).\(tag)-"
            if entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)) { return pid }
        }
        return nil
    }
}
