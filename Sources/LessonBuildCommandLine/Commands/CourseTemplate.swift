import LessonModel
import SiteRenderer

/// The files `lessonbuild init` writes: a small working course in the chosen languages.
enum CourseTemplate {
    /// How the course's `Package.swift` reaches lessonbuild.
    enum Dependency: Equatable {
        case path(String)
        case url(String, from: String)

        var manifestLine: String {
            switch self {
            case .path(let path): return ".package(path: \(ProgramText.stringLiteral(path)))"
            case .url(let url, let version):
                return ".package(url: \(ProgramText.stringLiteral(url)), from: \(ProgramText.stringLiteral(version)))"
            }
        }

        /// A path only resolves on the machine that ran `init`, never on the workflow's runner.
        var isPath: Bool {
            if case .path = self { return true }
            return false
        }
    }

    /// Text of a language the template is written in; other languages get the English one.
    struct Words {
        var name: String
        var title: String
        var description: String
        var lessonSlug: String
        var lessonTitle: String
        var lessonText: String
        var measured: String
        var wordMeaning: String
    }

    static let words: [String: Words] = [
        "tr": Words(
            name: "Türkçe", title: "Yeni kurs", description: "Her örnek Swift ile çalıştırılıp doğrulanır.",
            lessonSlug: "ilk-ders", lessonTitle: "İlk ders",
            lessonText:
                "Bu blok çekirdekteki `Counter` ile olayları sayar. Çıktısı altındaki `text` bloğudur; `swift run lessonbuild check` ikisinin aynı olduğunu doğrular.",
            measured: "Ölçüm", wordMeaning: "bir olayın kaç kez görüldüğü"),
        "az": Words(
            name: "Azərbaycanca", title: "Yeni kurs", description: "Hər nümunə Swift ilə icra olunub yoxlanılır.",
            lessonSlug: "ilk-ders", lessonTitle: "İlk dərs",
            lessonText:
                "Bu blok nüvədəki `Counter` ilə hadisələri sayır. Nəticəsi altındakı `text` blokudur; `swift run lessonbuild check` ikisinin eyni olduğunu yoxlayır.",
            measured: "Ölçmə", wordMeaning: "hadisənin neçə dəfə göründüyü"),
        "en": Words(
            name: "English", title: "New course", description: "Every example is run in Swift and checked.",
            lessonSlug: "first-lesson", lessonTitle: "First lesson",
            lessonText:
                "This block counts events with the kernel's `Counter`. What it prints is the `text` block under it; `swift run lessonbuild check` makes sure the two agree.",
            measured: "Measurement", wordMeaning: "how many times an event was seen"),
    ]

    static func words(for language: String) -> Words {
        if let known = words[language] ?? words[String(language.prefix { $0 != "-" })] { return known }
        // Another language: English text under the language's own name, for the author to translate.
        var english = words["en"]!
        english.name = language
        return english
    }

    /// Every file, by path relative to the course folder.
    static func files(name: String, languages: [String], dependency: Dependency, swiftVersion: String) -> [(
        path: String, text: String
    )] {
        var files: [(String, String)] = []
        files.append(("Package.swift", manifest(name: name, dependency: dependency)))
        files.append((CourseConfiguration.fileName, configuration(languages: languages)))
        files.append(("kernels/Counter.swift", kernel))
        for language in languages {
            let text = words(for: language)
            files.append(("lessons/\(language)/01-\(text.lessonSlug).md", lesson(text)))
        }
        files.append((".gitignore", ".build/\n.swiftpm/\n/site/\n"))
        files.append(("README.md", readme(name: name)))
        files.append((CourseWorkflow.versionFile, swiftVersion + "\n"))
        files += CourseWorkflow.files(dependency: dependency, courseName: name)
        return files
    }

    static func manifest(name: String, dependency: Dependency) -> String {
        let pathNote =
            dependency.isPath
            ? "\n// lessonbuild is named by its path on this machine: before the course is pushed (its workflow runs on\n"
                + "// another machine), name it by URL and version: .package(url: \"…\", from: \"1.0.0\").\n" : "\n"
        return """
            // swift-tools-version:6.1
            // A lessonbuild course: lessons in lessons/, kernels in kernels/, settings in course.json.
            // `swift run lessonbuild check | fill | build | preview` runs the tool this package depends on.\(pathNote)\
            import PackageDescription

            let package = Package(
                name: \(ProgramText.stringLiteral(name)),
                dependencies: [
                    \(dependency.manifestLine),
                ]
            )

            """
    }

    static func configuration(languages: [String]) -> String {
        let entries = languages.map { code -> String in
            let text = words(for: code)
            return
                "    { \"code\": \(json(code)), \"name\": \(json(text.name)), \"title\": \(json(text.title)), \"description\": \(json(text.description)) }"
        }
        let meanings = languages.map { "\(json($0)): \(json(words(for: $0).wordMeaning))" }.joined(separator: ", ")
        return """
            {
              "languages": [
            \(entries.joined(separator: ",\n"))
              ],
              "lessons": "lessons",
              "kernels": "kernels",
              "vocabulary": [
                { "word": "sayim", "meaning": { \(meanings) } }
              ]
            }

            """
    }

    static let kernel = """
        // Counter.swift — counts events by name and prints the counts in the order the events first came.
        final class Counter {
            private var names: [String] = []
            private var counts: [String: Int] = [:]

            func record(_ name: String) {
                if counts[name] == nil { names.append(name) }
                counts[name, default: 0] += 1
            }

            func report() {
                for name in names { print("sayim \\(name): \\(counts[name]!)") }
            }
        }

        """

    static func lesson(_ text: Words) -> String {
        """
        # \(text.lessonTitle)

        \(text.lessonText)

        ## \(text.measured)

        ```swift
        // main.swift — \(text.measured.lowercased())
        let counter = Counter()
        for event in ["viewDidLoad", "viewWillAppear", "viewWillAppear"] {
            counter.record(event)
        }
        counter.report()
        ```

        ```text
        sayim viewDidLoad: 1
        sayim viewWillAppear: 2
        ```

        """
    }

    static func readme(name: String) -> String {
        """
        # \(name)

        A course checked by lessonbuild: every `// main.swift` block in `lessons/` is compiled and run, and the
        `text` block under it must be exactly what it prints.

        ```sh
        sudo apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev libmicrohttpd-dev pkg-config   # once
        swift run lessonbuild build     # check every lesson, then build the site into site/
        swift run lessonbuild check     # check only (the course's test)
        swift run lessonbuild fill      # write the transcripts of new blocks
        swift run lessonbuild preview   # serve the site and rebuild it on every save
        ```

        The tool runs faster built optimised: `swift build -c release --product lessonbuild` once, then
        `swift run -c release lessonbuild check` (the workflow in `.github/workflows/course.yml` does so).

        Lessons: `lessons/<language>/<NN>-<slug>.md` (or `lessons/<language>/<NN>-<chapter>/<NN>-<slug>.md`), kernels:
        `kernels/*.swift`, settings: `course.json`.

        """
    }

    private static func json(_ text: String) -> String { SearchIndex.json(text) }
}
