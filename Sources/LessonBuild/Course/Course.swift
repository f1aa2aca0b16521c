import Foundation
import LessonModel

#if canImport(Glibc)
    import Glibc
#endif

/// Where a course lives, relative to the package root (the folder the command runs in).
public struct CourseLayout: Sendable {
    public var lessonsDirectory: String
    public var kernelsDirectory: String

    public init(lessonsDirectory: String = "lessons", kernelsDirectory: String = "Sources/Kernels") {
        self.lessonsDirectory = lessonsDirectory
        self.kernelsDirectory = kernelsDirectory
    }

    /// How a lesson is named in messages: `lessons/tr/01-x.md`.
    public func displayPath(forKey key: String) -> String {
        lessonsDirectory.hasSuffix("/") ? lessonsDirectory + key : lessonsDirectory + "/" + key
    }
}

/// The lessons and kernels of a course, read from disk and parsed.
public struct Course: Sendable {
    public var layout: CourseLayout
    /// Lessons in course order (language, then number).
    public var lessons: [Lesson]
    /// Kernel file texts by name (`Sync` → contents of `Sync.swift`): the shared kernels, directly in the
    /// kernels folder.
    public var kernels: [String: String]
    /// A language's own kernels (`<kernels>/<lang>/*.swift`), by language code then name. A language that has
    /// this folder uses only these; the others use the shared kernels.
    public var languageKernels: [String: [String: String]] = [:]
    /// Problems with the selection or the files themselves (unreadable, not UTF-8, not a lesson).
    public var diagnostics: [Diagnostic]
    /// The course's settings (`course.json`), or the defaults when it has none.
    public var configuration = CourseConfiguration()
    /// Landing texts: `tr` for `lessons/tr/index.md`, `tr/02-navigasyon` for a chapter's `index.md`.
    public var landings: [String: Lesson] = [:]

    public init(
        layout: CourseLayout, lessons: [Lesson], kernels: [String: String], diagnostics: [Diagnostic],
        configuration: CourseConfiguration = CourseConfiguration(), landings: [String: Lesson] = [:]
    ) {
        self.layout = layout
        self.lessons = lessons
        self.kernels = kernels
        self.diagnostics = diagnostics
        self.configuration = configuration
        self.landings = landings
    }

    /// The kernels the blocks and listings of a language's lessons are checked against.
    public func kernels(forLanguage code: String?) -> [String: String] {
        code.flatMap { languageKernels[$0] } ?? kernels
    }

    /// The folder those kernels are in.
    public func kernelsDirectory(forLanguage code: String?) -> String {
        guard let code, languageKernels[code] != nil else { return layout.kernelsDirectory }
        return layout.kernelsDirectory + "/" + code
    }

    /// The language whose own kernels a lesson uses, or nil when it uses the shared ones.
    public func kernelLanguage(of lesson: Lesson) -> String? {
        guard let code = lesson.key.split(separator: "/").first.map(String.init), languageKernels[code] != nil else {
            return nil
        }
        return code
    }

    /// The course's languages in order: those of the configuration, else the language folders found.
    public var languages: [CourseConfiguration.Language] {
        if !configuration.languages.isEmpty { return configuration.languages }
        var codes: [String] = []
        for lesson in lessons { if let code = lesson.path?.language, !codes.contains(code) { codes.append(code) } }
        return codes.map { CourseConfiguration.Language(code: $0, name: $0, title: $0) }
    }

    /// Reads the selected lessons (all of them when `selection` is empty). A selection entry is a lesson file
    /// or a folder under the lessons folder.
    /// - Parameter cache: lessons parsed by an earlier load (the preview's): a file whose bytes did not
    ///   change is not parsed again.
    public static func load(
        _ layout: CourseLayout, selection: [String] = [],
        configuration: CourseConfiguration = CourseConfiguration(), cache: LessonCache? = nil
    ) -> Course {
        let kernels = KernelFiles.read(layout.kernelsDirectory)
        var languageKernels: [String: [String: String]] = [:]
        for code in KernelFiles.languageFolders(in: layout.kernelsDirectory) {
            languageKernels[code] = KernelFiles.read(layout.kernelsDirectory + "/" + code)
        }
        var reader = LessonReader(
            layout: layout, configuration: configuration, cache: cache, sharedKernelNames: Set(kernels.keys),
            kernelNamesByLanguage: languageKernels.mapValues { Set($0.keys) })
        let keys = reader.selectedKeys(selection.isEmpty ? [layout.lessonsDirectory] : selection)
        let found = uniqueByBytes(keys).compactMap { reader.admit($0) }
        let (lessons, landings) = reader.parse(found)
        cache?.keep(Set(keys))
        let ordered = inCourseOrder(lessons)
        var course = Course(
            layout: layout, lessons: ordered, kernels: kernels,
            diagnostics: reader.diagnostics + duplicateNumbers(ordered, layout: layout),
            configuration: configuration, landings: landings)
        course.languageKernels = languageKernels
        return course
    }

    /// Two lessons of one folder, or two chapters of one language, with the same number: their order would be
    /// decided by their names, which no author means. An error at the second, naming the first. (A lesson and
    /// a chapter may share a number: the lesson comes first.)
    static func duplicateNumbers(_ lessons: [Lesson], layout: CourseLayout) -> [Diagnostic] {
        var firstLesson: [String: String] = [:]
        var firstChapter: [String: String] = [:]
        var reportedChapters: Set<String> = []
        var problems: [Diagnostic] = []
        func problem(_ key: String, _ message: String) {
            problems.append(
                Diagnostic(
                    .error, .duplicateLessonNumber, at: SourceLocation(file: layout.displayPath(forKey: key), line: 1),
                    message))
        }
        for lesson in lessons {
            guard let path = lesson.path else { continue }
            let folder = path.language + "/" + (path.chapter.map { $0.folder + "/" } ?? "")
            let lessonSlot = folder + String(path.order)
            if let first = firstLesson[lessonSlot] {
                problem(
                    lesson.key,
                    "lesson number \(path.order) is also \(layout.displayPath(forKey: first))'s: give each lesson of a folder its own number"
                )
            } else {
                firstLesson[lessonSlot] = lesson.key
            }
            guard let chapter = path.chapter else { continue }
            let chapterSlot = path.language + "/" + String(chapter.order)
            let folderKey = path.language + "/" + chapter.folder
            if let first = firstChapter[chapterSlot], first != folderKey {
                if reportedChapters.insert(folderKey).inserted {
                    problem(
                        lesson.key,
                        "chapter number \(chapter.order) of '\(chapter.folder)' is also '\(first)'s: give each chapter of a language its own number"
                    )
                }
            } else {
                firstChapter[chapterSlot] = folderKey
            }
        }
        return problems
    }

    /// Sorted by keys computed once (and not at all when already in order): the comparison builds a tuple of
    /// strings, and a thousand lessons are large values to move through generic sorting code.
    private static func inCourseOrder(_ lessons: [Lesson]) -> [Lesson] {
        let orders = lessons.map(courseOrder)
        guard zip(orders, orders.dropFirst()).contains(where: { $1 < $0 }) else { return lessons }
        return orders.indices.sorted { orders[$0] < orders[$1] }.map { lessons[$0] }
    }
}

/// `Course.load`'s jobs, one function each: which files the selection names, which of them may be read as
/// lessons (and their bytes, or the cache's lesson), and parsing them side by side on every core.
private struct LessonReader {
    /// A file admitted as a lesson or landing text: its lesson from the cache, or its bytes to parse.
    struct Found {
        var key: String
        var display: String
        var landing: String?
        var lesson: Lesson?
        var bytes: [UInt8]
        var stamp: FileStamp?
    }

    let layout: CourseLayout
    let configuration: CourseConfiguration
    let cache: LessonCache?
    let sharedKernelNames: Set<String>
    let kernelNamesByLanguage: [String: Set<String>]
    /// The course's languages (none: any language folder), and the lessons folder's real path, found once.
    let configured: Set<String>
    let realLessons: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Swift's strings compare equal when canonically equivalent, so a name in NFC and the same name in NFD
    /// (two files on Linux) would be one key: kept apart by their bytes, the second is an error.
    private var firstOfName: [String: String] = [:]

    init(
        layout: CourseLayout, configuration: CourseConfiguration, cache: LessonCache?, sharedKernelNames: Set<String>,
        kernelNamesByLanguage: [String: Set<String>]
    ) {
        self.layout = layout
        self.configuration = configuration
        self.cache = cache
        self.sharedKernelNames = sharedKernelNames
        self.kernelNamesByLanguage = kernelNamesByLanguage
        configured = Set(configuration.languages.map(\.code))
        realLessons = RealPath.resolve(layout.lessonsDirectory)
    }

    /// The kernel names that decide which blocks of this lesson are listings: its language's, or the shared ones.
    func kernelNames(_ key: String) -> Set<String> {
        key.split(separator: "/").first.flatMap { kernelNamesByLanguage[String($0)] } ?? sharedKernelNames
    }

    private mutating func problem(
        _ severity: Diagnostic.Severity, _ id: DiagnosticID, _ file: String, line: Int = 1,
        _ message: String
    ) {
        diagnostics.append(Diagnostic(severity, id, at: SourceLocation(file: file, line: line), message))
    }

    /// The lesson keys of the selection: each entry a file, or a folder read whole.
    mutating func selectedKeys(_ roots: [String]) -> [String] {
        var keys: [String] = []
        for root in roots {
            guard let key = LessonFiles.key(of: root, lessonsDirectory: layout.lessonsDirectory) else {
                problem(
                    .error, .outsideLessonsFolder, root, "not inside the lessons folder '\(layout.lessonsDirectory)'")
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                problem(.error, .noSuchFile, root, "no such file or folder")
                continue
            }
            if isDirectory.boolValue {
                keys += LessonFiles.markdownFiles(under: root).map { key.isEmpty ? $0 : key + "/" + $0 }
            } else {
                keys.append(key)
            }
        }
        return keys
    }

    /// The file of `key` if it may be read as a lesson (or landing text), else nil and a diagnostic saying why.
    mutating func admit(_ key: String) -> Found? {
        let display = layout.displayPath(forKey: key)
        if let first = firstOfName[key], !first.utf8.elementsEqual(key.utf8) {
            problem(
                .error, .lessonNameCollision, display,
                "not read: its name differs from \(layout.displayPath(forKey: first)) only in Unicode normalisation (NFC/NFD); rename one of them"
            )
            return nil
        }
        firstOfName[key] = key
        let folders = key.split(separator: "/")
        guard folders.count >= 2, LanguageTag.isValid(String(folders[0])) else {
            problem(
                .warning, .notALessonPath, display,
                "skipped: lessons live in <lang>/<NN>-<slug>.md or <lang>/<NN>-<chapter>/<NN>-<slug>.md, <lang> a language tag such as tr, az or en"
            )
            return nil
        }
        if !configured.isEmpty, !configured.contains(String(folders[0])) {
            problem(
                .error, .unknownLanguage, display,
                "the language folder '\(folders[0])' is not one of the course's languages in \(CourseConfiguration.fileName) (\(configuration.languages.map(\.code).joined(separator: ", ")))"
            )
            return nil
        }
        // A symbolic link may lead anywhere: a lesson is only read when its real path is in the lessons folder.
        if let real = RealPath.realPath(display), !RealPath.isInside(real, realLessons) {
            problem(
                .error, .symbolicLinkOutside, display,
                "not read: it is a symbolic link to \(real), outside the lessons folder")
            return nil
        }
        let isLanding = folders.last == "index.md" && (folders.count == 2 || folders.count == 3)
        let landing = isLanding ? folders.dropLast().joined(separator: "/") : nil
        return read(key, display: display, landing: landing)
    }

    /// The file's lesson from the cache (by stamp without reading it, or by bytes), or its bytes to parse.
    private mutating func read(_ key: String, display: String, landing: String?) -> Found? {
        let stamp = cache == nil ? nil : FileStamp(display)
        if let stamp,
            let known = cache?.lesson(key: key, displayPath: display, stamp: stamp, kernelNames: kernelNames(key))
        {
            return Found(key: key, display: display, landing: landing, lesson: known, bytes: [], stamp: stamp)
        }
        guard let data = FileManager.default.contents(atPath: display) else {
            problem(.error, .unreadableFile, display, "cannot read the file")
            return nil
        }
        let bytes = Array(data)
        if let known = cache?.lesson(key: key, displayPath: display, bytes: bytes, kernelNames: kernelNames(key)) {
            cache?.store(known, kernelNames: kernelNames(key), stamp: stamp)
            return Found(key: key, display: display, landing: landing, lesson: known, bytes: [], stamp: stamp)
        }
        if let line = LessonFiles.firstInvalidUTF8Line(bytes) {
            problem(.error, .invalidUTF8, display, line: line, "the file is not valid UTF-8")
            return nil
        }
        return Found(key: key, display: display, landing: landing, lesson: nil, bytes: bytes, stamp: stamp)
    }

    /// Parses the files not known to the cache side by side on every core (parsing is most of the reading),
    /// then takes them in order again: lessons, and landing texts by their folder.
    func parse(_ found: [Found]) -> (lessons: [Lesson], landings: [String: Lesson]) {
        let unparsed = found.indices.filter { found[$0].lesson == nil }
        var parsed = [Lesson?](repeating: nil, count: found.count)
        parsed.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: unparsed.count) { index in
                let file = found[unparsed[index]]
                results[unparsed[index]] = LessonParser.parse(
                    SourceText(bytes: file.bytes), key: file.key, displayPath: file.display,
                    kernelNames: kernelNames(file.key))
            }
        }
        var lessons: [Lesson] = []
        var landings: [String: Lesson] = [:]
        for (index, file) in found.enumerated() {
            guard var lesson = file.lesson ?? parsed[index] else { continue }
            if file.lesson == nil { cache?.store(lesson, kernelNames: kernelNames(file.key), stamp: file.stamp) }
            if let landing = file.landing {
                // A landing text is no lesson: it needs no numbered name (nor a title).
                lesson.problems.removeAll { $0.location.line == 1 && [.lessonName, .missingTitle].contains($0.id) }
                landings[landing] = lesson
            } else {
                lessons.append(lesson)
            }
        }
        return (lessons, landings)
    }
}

/// Reading a kernels folder: its `.swift` files, and its language folders.
enum KernelFiles {
    /// The texts of the `.swift` files directly in `folder`, by name without the extension.
    static func read(_ folder: String) -> [String: String] {
        var texts: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".swift") {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) {
                texts[String(name.dropLast(6))] = String(decoding: data, as: UTF8.self)
            }
        }
        return texts
    }

    /// The subfolders of the kernels folder named by a language tag that hold at least one `.swift` file:
    /// each is a language's own kernels.
    static func languageFolders(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { name in
            var isFolder: ObjCBool = false
            guard !name.hasPrefix("."), LanguageTag.isValid(name),
                FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), isFolder.boolValue
            else { return false }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name)) ?? []
            return inside.contains { $0.hasSuffix(".swift") }
        }
    }
}

/// The keys sorted, each once by its bytes: two names equal only after Unicode normalisation both stay,
/// side by side, the one whose bytes come first before the other.
private func uniqueByBytes(_ keys: [String]) -> [String] {
    var seen = Set<[UInt8]>()
    let unique = keys.filter { seen.insert(Array($0.utf8)).inserted }
    return unique.sorted { $0 < $1 || !($1 < $0) && $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// The path's course order (`LessonPath.courseOrder`); lessons whose names break the convention come last.
private func courseOrder(_ lesson: Lesson) -> LessonOrder {
    LessonOrder(path: lesson.path?.courseOrder, key: lesson.key)
}

private struct LessonOrder: Comparable {
    var path: LessonPath.CourseOrder?
    var key: String

    static func < (lhs: LessonOrder, rhs: LessonOrder) -> Bool {
        switch (lhs.path, rhs.path) {
        case (let left?, let right?): return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.key < rhs.key
        }
    }
}

public enum LessonFiles {
    /// The path of `path` relative to the lessons folder ("" for the folder itself), or nil when outside it.
    public static func key(of path: String, lessonsDirectory: String) -> String? {
        let base = URL(fileURLWithPath: lessonsDirectory).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        if full == base { return "" }
        guard full.hasPrefix(base + "/") else { return nil }
        return String(full.dropFirst(base.count + 1))
    }

    /// Markdown files below a folder, relative to it, sorted. Hidden files and folders are never lessons (a
    /// run's temporary copies are hidden); symbolic links to folders are not entered. Read with `readdir`
    /// rather than `FileManager`'s enumerator, which cost the preview about 10 ms per save at 1000 lessons;
    /// names that are not UTF-8 come out with replacement characters, as the enumerator gives them.
    static func markdownFiles(under directory: String) -> [String] {
        var found: [String] = []
        walk(Array(directory.utf8), relative: [], into: &found)
        return found.sorted()
    }

    private static func walk(_ folder: [UInt8], relative: [UInt8], into found: inout [String]) {
        guard
            let stream = (folder + [0]).withUnsafeBufferPointer({
                $0.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
            })
        else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }  // ., .., hidden
            let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            let text = String(decoding: path, as: UTF8.self)
            if text.hasSuffix(".md") { found.append(text) }
            let full = folder + [UInt8(ascii: "/")] + name
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder =
                    (full + [0]).withUnsafeBufferPointer {
                        $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) }
                    } == 0
                    && status.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder { walk(full, relative: path, into: &found) }
        }
    }

    /// 1-based line of the first byte sequence that is not UTF-8, or nil when the bytes are valid.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}
