import Foundation
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

    /// Text of a language the template is written in; other languages get the English one. The lesson
    /// teaches the tool itself: a runnable block and its transcript, a kernel listing, an exercise.
    struct Words {
        var name: String
        var title: String
        var description: String
        var lessonSlug: String
        var lessonTitle: String
        /// What a runnable block is and what `check` and `fill` do with it.
        var intro: String
        var kernelHeading: String
        /// What a kernel listing is.
        var kernelText: String
        var blockHeading: String
        var exerciseHeading: String
        /// The exercise's question (the reader predicts, then opens the output).
        var question: String
        /// The exercise's answer, after the language's reasoning word.
        var reason: String
        /// Three words the blocks count (the reader's own, so the transcripts are in the page's language).
        var items: [String]
    }

    static let words: [String: Words] = [
        "en": Words(
            name: "English", title: "New course", description: "Every example is run in Swift and checked.",
            lessonSlug: "first-lesson", lessonTitle: "First lesson",
            intro:
                "Each `// main.swift` block is compiled and run; the `text` block under it is what it prints. `swift run lessonbuild fill` writes it, `swift run lessonbuild check` compares the two.",
            kernelHeading: "The kernel",
            kernelText: "The blocks share the code in `kernels/`. A listing shows a kernel file and must equal it.",
            blockHeading: "A block and its output", exerciseHeading: "Exercise",
            question: "Predict what this block prints, then open its output.",
            reason: "Each word is counted, in the order it first came.", items: ["red", "blue", "green"]),
        "tr": Words(
            name: "Türkçe", title: "Yeni kurs", description: "Her örnek Swift ile çalıştırılıp doğrulanır.",
            lessonSlug: "ilk-ders", lessonTitle: "İlk ders",
            intro:
                "Her `// main.swift` bloğu derlenip çalıştırılır; altındaki `text` bloğu yazdırdığıdır. `swift run lessonbuild fill` onu yazar, `swift run lessonbuild check` ikisini karşılaştırır.",
            kernelHeading: "Çekirdek",
            kernelText:
                "Bloklar `kernels/` içindeki kodu paylaşır. Bir listeleme çekirdek dosyasını gösterir ve onunla aynı olmalıdır.",
            blockHeading: "Bir blok ve çıktısı", exerciseHeading: "Alıştırma",
            question: "Bu bloğun ne yazdıracağını tahmin edin, sonra çıktıyı açın.",
            reason: "Her sözcük, ilk geldiği sırayla sayılır.", items: ["kırmızı", "mavi", "yeşil"]),
        "az": Words(
            name: "Azərbaycanca", title: "Yeni kurs", description: "Hər nümunə Swift ilə icra olunub yoxlanılır.",
            lessonSlug: "ilk-ders", lessonTitle: "İlk dərs",
            intro:
                "Hər `// main.swift` bloku tərtib olunub icra edilir; altındakı `text` bloku onun çap etdiyidir. `swift run lessonbuild fill` onu yazır, `swift run lessonbuild check` ikisini müqayisə edir.",
            kernelHeading: "Nüvə",
            kernelText:
                "Bloklar `kernels/` içindəki kodu bölüşür. Siyahı nüvə faylını göstərir və onunla eyni olmalıdır.",
            blockHeading: "Blok və nəticəsi", exerciseHeading: "Tapşırıq",
            question: "Bu blokun nə çap edəcəyini təxmin edin, sonra nəticəni açın.",
            reason: "Hər söz ilk gəldiyi sıra ilə sayılır.", items: ["qırmızı", "göy", "yaşıl"]),
        "de": Words(
            name: "Deutsch", title: "Neuer Kurs", description: "Jedes Beispiel wird in Swift ausgeführt und geprüft.",
            lessonSlug: "erste-lektion", lessonTitle: "Erste Lektion",
            intro:
                "Jeder `// main.swift`-Block wird übersetzt und ausgeführt; der `text`-Block darunter ist seine Ausgabe. `swift run lessonbuild fill` schreibt sie, `swift run lessonbuild check` vergleicht beide.",
            kernelHeading: "Der Kern",
            kernelText:
                "Die Blöcke teilen den Code in `kernels/`. Ein Listing zeigt eine Kerndatei und muss ihr gleichen.",
            blockHeading: "Ein Block und seine Ausgabe", exerciseHeading: "Übung",
            question: "Sagen Sie voraus, was dieser Block ausgibt, und öffnen Sie dann die Ausgabe.",
            reason: "Jedes Wort wird gezählt, in der Reihenfolge seines ersten Auftretens.",
            items: ["rot", "blau", "grün"]),
        "ru": Words(
            name: "Русский", title: "Новый курс", description: "Каждый пример запускается в Swift и проверяется.",
            lessonSlug: "pervyi-urok", lessonTitle: "Первый урок",
            intro:
                "Каждый блок `// main.swift` компилируется и запускается; блок `text` под ним — то, что он печатает. `swift run lessonbuild fill` записывает его, `swift run lessonbuild check` сравнивает их.",
            kernelHeading: "Ядро",
            kernelText:
                "Блоки используют общий код из `kernels/`. Листинг показывает файл ядра и должен совпадать с ним.",
            blockHeading: "Блок и его вывод", exerciseHeading: "Упражнение",
            question: "Предскажите, что напечатает этот блок, затем откройте вывод.",
            reason: "Каждое слово считается в порядке первого появления.", items: ["красный", "синий", "зелёный"]),
        "es": Words(
            name: "Español", title: "Curso nuevo", description: "Cada ejemplo se ejecuta en Swift y se comprueba.",
            lessonSlug: "primera-leccion", lessonTitle: "Primera lección",
            intro:
                "Cada bloque `// main.swift` se compila y se ejecuta; el bloque `text` de debajo es lo que imprime. `swift run lessonbuild fill` lo escribe, `swift run lessonbuild check` compara los dos.",
            kernelHeading: "El núcleo",
            kernelText:
                "Los bloques comparten el código de `kernels/`. Un listado muestra un archivo del núcleo y debe ser igual a él.",
            blockHeading: "Un bloque y su salida", exerciseHeading: "Ejercicio",
            question: "Prediga qué imprime este bloque y luego abra su salida.",
            reason: "Cada palabra se cuenta, en el orden en que apareció primero.", items: ["rojo", "azul", "verde"]),
        "fr": Words(
            name: "Français", title: "Nouveau cours", description: "Chaque exemple est exécuté en Swift et vérifié.",
            lessonSlug: "premiere-lecon", lessonTitle: "Première leçon",
            intro:
                "Chaque bloc `// main.swift` est compilé et exécuté ; le bloc `text` en dessous est ce qu’il affiche. `swift run lessonbuild fill` l’écrit, `swift run lessonbuild check` compare les deux.",
            kernelHeading: "Le noyau",
            kernelText:
                "Les blocs partagent le code de `kernels/`. Un listing montre un fichier du noyau et doit lui être identique.",
            blockHeading: "Un bloc et sa sortie", exerciseHeading: "Exercice",
            question: "Prédisez ce que ce bloc affiche, puis ouvrez sa sortie.",
            reason: "Chaque mot est compté, dans l’ordre de sa première apparition.", items: ["rouge", "bleu", "vert"]),
    ]

    static func words(for language: String) -> Words {
        if let known = words[language] ?? words[String(language.prefix { $0 != "-" })] { return known }
        // Another language: English text under the language's own name, for the author to translate.
        var english = words["en"]!
        english.name = language
        return english
    }

    /// The word that opens an exercise's answer in `language` (the built-in one, or English, which the
    /// skeleton `strings` of another language start from).
    static func reasoningWord(for language: String) -> String {
        let texts = InterfaceTable.row(.reasoning).texts
        return (texts[language] ?? texts[String(language.prefix { $0 != "-" })] ?? texts["en"]!).other
    }

    /// Every file, by path relative to the course folder.
    static func files(name: String, languages: [String], dependency: Dependency, swiftVersion: String) -> [(
        path: String, text: String
    )] {
        var files: [(String, String)] = []
        files.append(("Package.swift", manifest(name: name, dependency: dependency)))
        files.append((CourseConfiguration.fileName, configuration(languages: languages)))
        files.append(("kernels/Tally.swift", kernel))
        for language in languages {
            let text = words(for: language)
            files.append(
                ("lessons/\(language)/01-\(text.lessonSlug).md", lesson(text, reasoning: reasoningWord(for: language))))
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
            var entry =
                "    { \"code\": \(json(code)), \"name\": \(json(text.name)), \"title\": \(json(text.title)), \"description\": \(json(text.description))"
            if let skeleton = stringsSkeleton(for: code) { entry += ",\n      \"strings\": " + skeleton + "\n    " }
            return entry + " }"
        }
        return """
            {
              "languages": [
            \(entries.joined(separator: ",\n"))
              ],
              "lessons": "lessons",
              "kernels": "kernels"
            }

            """
    }

    /// For a language the tool has no interface words for: every key with its English text (its forms, for
    /// a key that counts), for the author to translate; nil for a built-in language.
    static func stringsSkeleton(for language: String) -> String? {
        let base = String(language.prefix { $0 != "-" }).lowercased()
        guard !InterfaceTable.builtInLanguages.contains(base) else { return nil }
        let lines = InterfaceTable.rows.map { row -> String in
            // The language's own name is the one word English cannot stand in for.
            let english = row.key == .languageName ? PluralText(language) : row.texts["en"]!
            guard row.isPlural else { return "        \(json(row.key.rawValue)): \(json(english.other))" }
            let forms = PluralCategory.allCases.compactMap { category in
                english.forms[category].map { "\(json(category.rawValue)): \(json($0))" }
            }
            return "        \(json(row.key.rawValue)): { \(forms.joined(separator: ", ")) }"
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n      }"
    }

    /// No words of any language: the kernel prints what the lesson gives it.
    static let kernel = """
        // Tally.swift
        struct Tally {
            private var order: [String] = []
            private var counts: [String: Int] = [:]

            mutating func add(_ item: String) {
                if counts[item] == nil { order.append(item) }
                counts[item, default: 0] += 1
            }

            func report() {
                for item in order { print(item, counts[item]!) }
            }
        }

        """

    static func lesson(_ text: Words, reasoning: String) -> String {
        let (a, b, c) = (text.items[0], text.items[1], text.items[2])
        return """
            # \(text.lessonTitle)

            \(text.intro)

            ## \(text.kernelHeading)

            \(text.kernelText)

            ```swift
            \(kernel.trimmingCharacters(in: .newlines))
            ```

            ## \(text.blockHeading)

            ```swift
            // main.swift
            var tally = Tally()
            for item in [\(literal(a)), \(literal(b)), \(literal(a))] { tally.add(item) }
            tally.report()
            ```

            ```text
            \(a) 2
            \(b) 1
            ```

            ## \(text.exerciseHeading)

            \(text.question)

            ```swift exercise
            // main.swift
            var tally = Tally()
            for item in [\(literal(c)), \(literal(b)), \(literal(c)), \(literal(c))] { tally.add(item) }
            tally.report()
            ```

            ```text
            \(c) 3
            \(b) 1
            ```

            \(reasoning) \(text.reason)

            """
    }

    private static func literal(_ text: String) -> String { ProgramText.stringLiteral(text) }

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
