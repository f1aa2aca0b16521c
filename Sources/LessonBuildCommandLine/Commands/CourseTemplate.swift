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
    static func files(name: String, languages: [String], dependency: Dependency) -> [(path: String, text: String)] {
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
        files.append((".github/workflows/course.yml", workflow(dependency: dependency)))
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

    /// The workflow. With a path dependency its first step fails, saying why, where it would otherwise fail
    /// deep inside `swift run` on a path the runner does not have.
    static func workflow(dependency: Dependency) -> String {
        return """
            # Checks the course on every push and pull request, and publishes site/ to GitHub Pages from main.
            name: course
            on:
              push:
              pull_request:
            permissions:
              contents: read
              pages: write
              id-token: write
            jobs:
              check:
                runs-on: ubuntu-latest
                container: swift:6.1
                strategy:
                  fail-fast: false
                  # One job a share of the lessons (`check --shard K/N`): together they are the whole check.
                  # Add or remove numbers to change N.
                  matrix:
                    shard: [1, 2, 3]
                steps:
            \(setup(dependency: dependency, cacheName: "check-${{ matrix.shard }}"))\
                  # Lessons from a pull request are checked in the sandbox: read-only files, no network.
                  - run: swift run -c release lessonbuild check --sandbox --format github --shard ${{ matrix.shard }}/${{ strategy.job-total }}
              build:
                if: github.ref == 'refs/heads/main'
                needs: check
                runs-on: ubuntu-latest
                container: swift:6.1
                steps:
            \(setup(dependency: dependency, cacheName: "site"))\
                  - run: swift run -c release lessonbuild build --sandbox --format github
                  - uses: actions/upload-pages-artifact@v3
                    with:
                      path: site
              deploy:
                if: github.ref == 'refs/heads/main'
                needs: build
                runs-on: ubuntu-latest
                environment:
                  name: github-pages
                steps:
                  - uses: actions/deploy-pages@v4

            """
    }

    /// The steps every job starts with: the checkout, the system packages, the build folder restored (the
    /// tool built in release and the compiled blocks, `.build/lessonbuild/`, which is keyed by content only,
    /// so a cache from another runner is a hit) and the tool built in release (it runs the check several
    /// times faster than a debug build).
    static func setup(dependency: Dependency, cacheName: String) -> String {
        let pathCheck =
            dependency.isPath
            ? """
                  # Package.swift names lessonbuild by a path on the machine that ran `lessonbuild init`.
                  - run: |
                      if grep -q '.package(path:' Package.swift; then
                        echo "::error file=Package.swift::lessonbuild is named by a local path this runner does not have; name it by URL and version: .package(url: ..., from: ...)"
                        exit 1
                      fi

            """ : ""
        return """
                  - uses: actions/checkout@v4
            \(pathCheck)\
                  - run: apt-get update && apt-get install -y libcmark-gfm-dev libcmark-gfm-extensions-dev libmicrohttpd-dev pkg-config bubblewrap
                  - id: compiler
                    run: echo "version=$(swift --version 2>&1 | head -n 1 | tr -c 'A-Za-z0-9.' '-')" >> "$GITHUB_OUTPUT"
                  # The key: the compiler, the package, then the lessons and kernels; a run whose lessons changed
                  # starts from the newest cache of the same compiler and package.
                  - uses: actions/cache@v4
                    with:
                      path: .build
                      key: lessonbuild-${{ steps.compiler.outputs.version }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-${{ hashFiles('lessons/**', 'kernels/**', 'course.json') }}-\(cacheName)
                      restore-keys: |
                        lessonbuild-${{ steps.compiler.outputs.version }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-
                  - run: swift build -c release --product lessonbuild

            """
    }

    private static func json(_ text: String) -> String { SearchIndex.json(text) }
}
