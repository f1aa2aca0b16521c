/// Every word the site itself says, in the page's language.
public struct UIStrings: Sendable {
    public var language: String
    public var languageName: String
    public var contents: String
    public var onThisPage: String
    public var previous: String
    public var next: String
    public var search: String
    public var searchLabel: String
    public var searchResultsTitle: String
    public var searchNoResults: String
    public var searchNeedsScript: String
    public var searchResultCount: String
    public var output: String
    public var checked: String
    public var filledAtBuild: String
    public var runnable: String
    public var kernel: String
    public var kernels: String
    public var kernelsIntro: String
    public var notRun: String
    public var skipLink: String
    public var copy: String
    public var copied: String
    public var legend: String
    public var lessons: String
    public var pagerLabel: String
    public var notes: String
    public var backToReference: String
    public var exercise: String
    public var showOutput: String
    /// The word that opens an exercise's reasoning paragraph ("Neden?"): such paragraphs right after the
    /// exercise's transcript are folded with its output.
    public var reasoning: String
    public var menu: String
    public var collapseSidebar: String
    public var theme: String
    public var themeSystem: String
    public var themeLight: String
    public var themeDark: String
    /// "{n} results, the first {shown} shown": the count always tells the whole truth.
    public var searchShowing: String
    public var searchAll: String
    public var searchShortcut: String
    public var arrowHint: String
    public var builtOn: String
    public var source: String
    public var editPage: String
    public var notFoundTitle: String
    public var notFoundText: String
    public var usedIn: String
    public var notUsed: String
    public var lines: String
    /// The neutral title of a course whose configuration gives none.
    public var course: String
    /// The button that wraps (or unwraps) a transcript's long lines.
    public var wrapLines: String
    /// The `?` help: its title, and its lines (`|` between them), each "keys — what they do".
    public var keysTitle: String
    public var keysList: String
    /// The badge of a block the compiler must refuse (a compile-error block).
    public var doesNotCompile: String
    /// The caption of the compiler's messages under such a block.
    public var compilerOutput: String
    /// The folded index of the declarations the page's code uses, at the end of the page.
    public var namesIndex: String
    /// Before where a name is declared: "Declared in" `Sync.swift:12`.
    public var declaredIn: String
    /// Before the module of a name the reader does not see (`Swift`, `Foundation`).
    public var module: String
    /// Before the type a generic function has at one use: "Here" `(Int, Int) -> Int`.
    public var atThisUse: String
    /// What a tuple's element is, having no declaration to point at.
    public var tupleElement: String

    /// Every language the interface speaks, in one table; another language brings its own in the course config.
    public static let table: [String: UIStrings] = ["tr": turkish, "az": azerbaijani, "en": english]

    public static func forLanguage(_ code: String) -> UIStrings {
        builtIn(code) ?? english
    }

    /// The built-in strings of a BCP 47 tag: its own, or its primary language's (`tr-TR` reads Turkish, as
    /// its text is folded as Turkish; see `TextFolding.usesLetterTable`).
    static func builtIn(_ code: String) -> UIStrings? {
        if let exact = table[code] { return exact }
        guard let primary = code.split(separator: "-").first.map(String.init), var strings = table[primary] else {
            return nil
        }
        strings.language = code
        return strings
    }

    /// The strings of a language: the built-in ones, or else the config's `strings` over English. The
    /// result also names the keys English had to fill in (empty for a built-in language).
    public static func forLanguage(_ code: String, given: [String: String]) -> (strings: UIStrings, missing: [String]) {
        if let builtIn = builtIn(code) { return (builtIn, []) }
        var strings = english
        strings.language = code
        var missing: [String] = []
        for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
            if let value = given[name] { strings[keyPath: field] = value } else { missing.append(name) }
        }
        return (strings, missing)
    }

    /// The keys a course config may give, by the field's name: everything the pages say.
    public static var fields: [String: WritableKeyPath<UIStrings, String>] {
        [
            "languageName": \.languageName, "contents": \.contents, "onThisPage": \.onThisPage, "previous": \.previous,
            "next": \.next, "search": \.search, "searchLabel": \.searchLabel,
            "searchResultsTitle": \.searchResultsTitle,
            "searchNoResults": \.searchNoResults, "searchNeedsScript": \.searchNeedsScript,
            "searchResultCount": \.searchResultCount,
            "output": \.output, "checked": \.checked, "filledAtBuild": \.filledAtBuild, "runnable": \.runnable,
            "kernel": \.kernel, "kernels": \.kernels, "kernelsIntro": \.kernelsIntro, "notRun": \.notRun,
            "skipLink": \.skipLink, "copy": \.copy, "copied": \.copied, "legend": \.legend, "lessons": \.lessons,
            "pagerLabel": \.pagerLabel, "notes": \.notes, "backToReference": \.backToReference, "exercise": \.exercise,
            "showOutput": \.showOutput, "reasoning": \.reasoning, "menu": \.menu, "collapseSidebar": \.collapseSidebar,
            "theme": \.theme,
            "themeSystem": \.themeSystem, "themeLight": \.themeLight, "themeDark": \.themeDark,
            "searchShowing": \.searchShowing, "searchAll": \.searchAll, "searchShortcut": \.searchShortcut,
            "arrowHint": \.arrowHint, "builtOn": \.builtOn, "source": \.source, "editPage": \.editPage,
            "notFoundTitle": \.notFoundTitle, "notFoundText": \.notFoundText, "usedIn": \.usedIn, "notUsed": \.notUsed,
            "lines": \.lines, "course": \.course, "wrapLines": \.wrapLines, "keysTitle": \.keysTitle,
            "keysList": \.keysList, "doesNotCompile": \.doesNotCompile, "compilerOutput": \.compilerOutput,
            "namesIndex": \.namesIndex, "declaredIn": \.declaredIn, "module": \.module,
            "atThisUse": \.atThisUse, "tupleElement": \.tupleElement,
        ]
    }

    public static let turkish = UIStrings(
        language: "tr", languageName: "Türkçe",
        contents: "İçindekiler", onThisPage: "Bu derste", previous: "Önceki", next: "Sonraki",
        search: "Ara", searchLabel: "Derslerde ara", searchResultsTitle: "Arama",
        searchNoResults: "Sonuç bulunamadı.",
        searchNeedsScript: "Arama için JavaScript gerekir; dersler onsuz da okunur.",
        searchResultCount: "sonuç",
        output: "Çıktı", checked: "kodla doğrulandı", filledAtBuild: "derlemede üretildi, derste henüz yok",
        runnable: "Çalıştırılan blok", kernel: "Çekirdek", kernels: "Çekirdekler",
        kernelsIntro: "Blokların kullandığı ölçüm kütüphaneleri. Derslerdeki listeler bu dosyalarla birebir aynıdır.",
        notRun: "Gerçek kod · Linux'ta çalıştırılmaz", skipLink: "İçeriğe geç", copy: "Kopyala", copied: "Kopyalandı",
        legend: "Çıktıdaki sözcükler", lessons: "ders", pagerLabel: "Dersler arasında",
        notes: "Dipnotlar", backToReference: "Metne dön",
        exercise: "Alıştırma", showOutput: "Çıktıyı göster", reasoning: "Neden?", menu: "Menü",
        collapseSidebar: "Kenar çubuğunu gizle",
        theme: "Tema", themeSystem: "sistem", themeLight: "açık", themeDark: "koyu",
        searchShowing: "{n} sonuç, ilk {shown} gösteriliyor", searchAll: "Tüm sonuçlar",
        searchShortcut: "Aramak için /, s ya da Ctrl+K; kısayollar için ?",
        arrowHint: "← → tuşları dersler arasında gezer", builtOn: "Derleme tarihi", source: "Kaynak",
        editPage: "Bu sayfayı düzenle",
        notFoundTitle: "Sayfa bulunamadı",
        notFoundText: "Aradığınız sayfa burada yok. Derslerin listesinden devam edin:",
        usedIn: "Kullanan dersler", notUsed: "Bu dildeki derslerde kullanılmıyor.", lines: "satır",
        course: "Kurs", wrapLines: "Satırları sar", keysTitle: "Klavye kısayolları",
        keysList:
            "/ · s · Ctrl+K — aramaya git|← → — önceki ve sonraki ders|Esc — paneli ya da menüyü kapat|? — bu yardım",
        doesNotCompile: "Derlenmez · derleyici reddeder", compilerOutput: "Derleyicinin söyledikleri",
        namesIndex: "Koddaki adlar ve tanımları", declaredIn: "Tanımlandığı yer",
        module: "Modül", atThisUse: "Burada", tupleElement: "Demetin (tuple) bir öğesi")

    public static let azerbaijani = UIStrings(
        language: "az", languageName: "Azərbaycanca",
        contents: "Mündəricat", onThisPage: "Bu dərsdə", previous: "Əvvəlki", next: "Növbəti",
        search: "Axtar", searchLabel: "Dərslərdə axtar", searchResultsTitle: "Axtarış",
        searchNoResults: "Nəticə tapılmadı.",
        searchNeedsScript: "Axtarış üçün JavaScript lazımdır; dərslər onsuz da oxunur.",
        searchResultCount: "nəticə",
        output: "Nəticə", checked: "kodla yoxlanılıb", filledAtBuild: "yığım zamanı yaradılıb, dərsdə hələ yoxdur",
        runnable: "İcra olunan blok", kernel: "Nüvə", kernels: "Nüvələr",
        kernelsIntro: "Blokların istifadə etdiyi ölçmə kitabxanaları. Dərslərdəki siyahılar bu fayllarla eynidir.",
        notRun: "Əsl kod · Linux-da icra olunmur", skipLink: "Məzmuna keç", copy: "Kopyala", copied: "Kopyalandı",
        legend: "Nəticədəki sözlər", lessons: "dərs", pagerLabel: "Dərslər arasında",
        notes: "Qeydlər", backToReference: "Mətnə qayıt",
        exercise: "Tapşırıq", showOutput: "Nəticəni göstər", reasoning: "Niyə?", menu: "Menyu",
        collapseSidebar: "Yan paneli gizlət",
        theme: "Mövzu", themeSystem: "sistem", themeLight: "açıq", themeDark: "tünd",
        searchShowing: "{n} nəticə, ilk {shown} göstərilir", searchAll: "Bütün nəticələr",
        searchShortcut: "Axtarmaq üçün /, s və ya Ctrl+K; qısayollar üçün ?",
        arrowHint: "← → düymələri dərslər arasında keçir", builtOn: "Yığım tarixi", source: "Mənbə",
        editPage: "Bu səhifəni redaktə et",
        notFoundTitle: "Səhifə tapılmadı",
        notFoundText: "Axtardığınız səhifə burada yoxdur. Dərslərin siyahısından davam edin:",
        usedIn: "İstifadə edən dərslər", notUsed: "Bu dildəki dərslərdə istifadə olunmur.", lines: "sətir",
        course: "Kurs", wrapLines: "Sətirləri bük", keysTitle: "Klaviatura qısayolları",
        keysList:
            "/ · s · Ctrl+K — axtarışa keç|← → — əvvəlki və növbəti dərs|Esc — paneli və ya menyunu bağla|? — bu kömək",
        doesNotCompile: "Kompilyasiya olunmur · kompilyator rədd edir", compilerOutput: "Kompilyatorun dedikləri",
        namesIndex: "Koddakı adlar və onların elanı", declaredIn: "Elan olunduğu yer",
        module: "Modul", atThisUse: "Burada", tupleElement: "Kortejin (tuple) bir elementi")

    public static let english = UIStrings(
        language: "en", languageName: "English",
        contents: "Contents", onThisPage: "On this page", previous: "Previous", next: "Next",
        search: "Search", searchLabel: "Search the lessons", searchResultsTitle: "Search",
        searchNoResults: "No results.", searchNeedsScript: "Search needs JavaScript; the lessons read without it.",
        searchResultCount: "results",
        output: "Output", checked: "checked against the code",
        filledAtBuild: "produced by the build, not yet in the lesson",
        runnable: "Runnable block", kernel: "Kernel", kernels: "Kernels",
        kernelsIntro: "The measuring libraries the blocks use. The listings in the lessons equal these files exactly.",
        notRun: "Real code · not run on Linux", skipLink: "Skip to content", copy: "Copy", copied: "Copied",
        legend: "Words in the output", lessons: "lessons", pagerLabel: "Between lessons",
        notes: "Notes", backToReference: "Back to the text",
        exercise: "Exercise", showOutput: "Show the output", reasoning: "Why?", menu: "Menu",
        collapseSidebar: "Hide the sidebar",
        theme: "Theme", themeSystem: "system", themeLight: "light", themeDark: "dark",
        searchShowing: "{n} results, the first {shown} shown", searchAll: "All results",
        searchShortcut: "Press /, s or Ctrl+K to search; ? for the shortcuts",
        arrowHint: "← → keys move between lessons", builtOn: "Built on", source: "Source", editPage: "Edit this page",
        notFoundTitle: "Page not found", notFoundText: "The page you asked for is not here. Continue from the lessons:",
        usedIn: "Used by", notUsed: "No lesson in this language uses it.", lines: "lines",
        course: "Course", wrapLines: "Wrap lines", keysTitle: "Keyboard shortcuts",
        keysList:
            "/ · s · Ctrl+K — go to search|← → — previous and next lesson|Esc — close the panel or the menu|? — this help",
        doesNotCompile: "Does not compile · the compiler refuses it", compilerOutput: "What the compiler says",
        namesIndex: "Names in the code and their declarations", declaredIn: "Declared in",
        module: "Module", atThisUse: "Here", tupleElement: "An element of a tuple"
    )
}
