/// Every word the site itself says, in the page's language.
public struct UIStrings: Sendable {
    public var language: String
    public var languageName: String
    public var courseTitle: String
    public var courseSummary: String
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
    public var description: String
    /// What each word a kernel prints means.
    public var vocabulary: [(word: String, meaning: String)]

    /// Every language the interface speaks, in one table (a course config can later supply its own).
    public static let table: [String: UIStrings] = ["tr": turkish, "az": azerbaijani, "en": english]

    public static func forLanguage(_ code: String) -> UIStrings {
        table[code] ?? english
    }

    public static let turkish = UIStrings(
        language: "tr", languageName: "Türkçe",
        courseTitle: "iOS'ta Durum: UIKit ve SwiftUI",
        courseSummary: "Ekranın gösterdiği ile modelin bildiği ne zaman ayrışır? Her ölçüm Swift ile çalıştırılıp doğrulanır.",
        contents: "İçindekiler", onThisPage: "Bu derste", previous: "Önceki", next: "Sonraki",
        search: "Ara", searchLabel: "Derslerde ara", searchResultsTitle: "Arama",
        searchNoResults: "Sonuç bulunamadı.", searchNeedsScript: "Arama için JavaScript gerekir; dersler onsuz da okunur.",
        searchResultCount: "sonuç",
        output: "Çıktı", checked: "kodla doğrulandı", filledAtBuild: "derlemede üretildi, derste henüz yok",
        runnable: "Çalıştırılan blok", kernel: "Çekirdek", kernels: "Çekirdekler",
        kernelsIntro: "Blokların kullandığı ölçüm kütüphaneleri. Derslerdeki listeler bu dosyalarla birebir aynıdır.",
        notRun: "Gerçek kod · Linux'ta çalıştırılmaz", skipLink: "İçeriğe geç", copy: "Kopyala", copied: "Kopyalandı",
        legend: "Çıktıdaki sözcükler", lessons: "ders", pagerLabel: "Dersler arasında",
        notes: "Dipnotlar", backToReference: "Metne dön",
        exercise: "Alıştırma", showOutput: "Çıktıyı göster", menu: "Menü", collapseSidebar: "Kenar çubuğunu gizle",
        theme: "Tema", themeSystem: "sistem", themeLight: "açık", themeDark: "koyu",
        searchShowing: "{n} sonuç, ilk {shown} gösteriliyor", searchAll: "Tüm sonuçlar", searchShortcut: "Aramak için / tuşu",
        arrowHint: "← → tuşları dersler arasında gezer", builtOn: "Derleme tarihi", source: "Kaynak", editPage: "Bu sayfayı düzenle",
        notFoundTitle: "Sayfa bulunamadı", notFoundText: "Aradığınız sayfa burada yok. Derslerin listesinden devam edin:",
        usedIn: "Kullanan dersler", notUsed: "Bu dildeki derslerde kullanılmıyor.", lines: "satır",
        description: "UIKit ve SwiftUI'da ekranla model arasındaki ayrışmayı ölçen, her çıktısı kodla doğrulanmış Türkçe iOS dersleri.",
        vocabulary: [
            ("uyumlu", "ekran, modeldeki değeri gösteriyor"),
            ("bayat", "ekran, modelin artık tutmadığı eski bir değeri gösteriyor"),
            ("eksik", "modelde olan değer ekranda yok"),
            ("artik", "modelde olmayan bir değer ekranda kalmış"),
            ("olcum-disi", "değer ne modelde ne ekranda: ölçüm dışı"),
            ("yerel", "görünüm, kendi durumu (@State) değiştiği için yeniden hesaplandı"),
            ("ebeveyn", "değer bir üst görünümün durumunda; görünüm onu bağlamayla (@Binding) okuyor"),
            ("gozlem", "gözlenen bir model nesnesi (@Observable) değişti"),
            ("ortam", "ortamdaki (environment) bir değer değişti"),
            ("kural-disi", "değer, görünümün ne kendisinde ne atalarında: bu okuma kurala uymuyor"),
        ])

    public static let azerbaijani = UIStrings(
        language: "az", languageName: "Azərbaycanca",
        courseTitle: "iOS-da vəziyyət: UIKit və SwiftUI",
        courseSummary: "Ekranın göstərdiyi ilə modelin bildiyi nə vaxt ayrılır? Hər ölçmə Swift ilə icra olunub yoxlanılır.",
        contents: "Mündəricat", onThisPage: "Bu dərsdə", previous: "Əvvəlki", next: "Növbəti",
        search: "Axtar", searchLabel: "Dərslərdə axtar", searchResultsTitle: "Axtarış",
        searchNoResults: "Nəticə tapılmadı.", searchNeedsScript: "Axtarış üçün JavaScript lazımdır; dərslər onsuz da oxunur.",
        searchResultCount: "nəticə",
        output: "Nəticə", checked: "kodla yoxlanılıb", filledAtBuild: "yığım zamanı yaradılıb, dərsdə hələ yoxdur",
        runnable: "İcra olunan blok", kernel: "Nüvə", kernels: "Nüvələr",
        kernelsIntro: "Blokların istifadə etdiyi ölçmə kitabxanaları. Dərslərdəki siyahılar bu fayllarla eynidir.",
        notRun: "Əsl kod · Linux-da icra olunmur", skipLink: "Məzmuna keç", copy: "Kopyala", copied: "Kopyalandı",
        legend: "Nəticədəki sözlər", lessons: "dərs", pagerLabel: "Dərslər arasında",
        notes: "Qeydlər", backToReference: "Mətnə qayıt",
        exercise: "Tapşırıq", showOutput: "Nəticəni göstər", menu: "Menyu", collapseSidebar: "Yan paneli gizlət",
        theme: "Mövzu", themeSystem: "sistem", themeLight: "açıq", themeDark: "tünd",
        searchShowing: "{n} nəticə, ilk {shown} göstərilir", searchAll: "Bütün nəticələr", searchShortcut: "Axtarmaq üçün / düyməsi",
        arrowHint: "← → düymələri dərslər arasında keçir", builtOn: "Yığım tarixi", source: "Mənbə", editPage: "Bu səhifəni redaktə et",
        notFoundTitle: "Səhifə tapılmadı", notFoundText: "Axtardığınız səhifə burada yoxdur. Dərslərin siyahısından davam edin:",
        usedIn: "İstifadə edən dərslər", notUsed: "Bu dildəki dərslərdə istifadə olunmur.", lines: "sətir",
        description: "UIKit və SwiftUI-da ekranla model arasındakı ayrılığı ölçən, hər nəticəsi kodla yoxlanılmış Azərbaycan dilində iOS dərsləri.",
        vocabulary: [
            ("uyumlu", "ekran modeldəki dəyəri göstərir"),
            ("bayat", "ekran modelin artıq saxlamadığı köhnə dəyəri göstərir"),
            ("eksik", "modeldə olan dəyər ekranda yoxdur"),
            ("artik", "modeldə olmayan dəyər ekranda qalıb"),
            ("olcum-disi", "dəyər nə modeldə, nə ekranda var: ölçmədən kənar"),
            ("yerel", "görünüş öz vəziyyəti (@State) dəyişdiyi üçün yenidən hesablandı"),
            ("ebeveyn", "dəyər üst görünüşün vəziyyətindədir; görünüş onu bağlama (@Binding) ilə oxuyur"),
            ("gozlem", "müşahidə olunan model obyekti (@Observable) dəyişdi"),
            ("ortam", "mühitdəki (environment) dəyər dəyişdi"),
            ("kural-disi", "dəyər nə görünüşün özündə, nə də əcdadlarındadır: bu oxuma qaydaya uymur"),
        ])

    public static let english = UIStrings(
        language: "en", languageName: "English",
        courseTitle: "State in iOS: UIKit and SwiftUI",
        courseSummary: "When does what the screen shows drift from what the model knows? Every measurement is run in Swift and checked.",
        contents: "Contents", onThisPage: "On this page", previous: "Previous", next: "Next",
        search: "Search", searchLabel: "Search the lessons", searchResultsTitle: "Search",
        searchNoResults: "No results.", searchNeedsScript: "Search needs JavaScript; the lessons read without it.",
        searchResultCount: "results",
        output: "Output", checked: "checked against the code", filledAtBuild: "produced by the build, not yet in the lesson",
        runnable: "Runnable block", kernel: "Kernel", kernels: "Kernels",
        kernelsIntro: "The measuring libraries the blocks use. The listings in the lessons equal these files exactly.",
        notRun: "Real code · not run on Linux", skipLink: "Skip to content", copy: "Copy", copied: "Copied",
        legend: "Words in the output", lessons: "lessons", pagerLabel: "Between lessons",
        notes: "Notes", backToReference: "Back to the text",
        exercise: "Exercise", showOutput: "Show the output", menu: "Menu", collapseSidebar: "Hide the sidebar",
        theme: "Theme", themeSystem: "system", themeLight: "light", themeDark: "dark",
        searchShowing: "{n} results, the first {shown} shown", searchAll: "All results", searchShortcut: "Press / to search",
        arrowHint: "← → keys move between lessons", builtOn: "Built on", source: "Source", editPage: "Edit this page",
        notFoundTitle: "Page not found", notFoundText: "The page you asked for is not here. Continue from the lessons:",
        usedIn: "Used by", notUsed: "No lesson in this language uses it.", lines: "lines",
        description: "iOS lessons that measure where a UIKit or SwiftUI screen drifts from its model, every output checked against the code.",
        vocabulary: [
            ("uyumlu", "the screen shows the model's value"),
            ("bayat", "the screen shows an old value the model no longer holds"),
            ("eksik", "a value in the model is missing from the screen"),
            ("artik", "a value no longer in the model is left on the screen"),
            ("olcum-disi", "the value is neither in the model nor on the screen: outside the measurement"),
            ("yerel", "the view recomputed because its own state (@State) changed"),
            ("ebeveyn", "the value lives in a parent view's state; the view reads it through a binding (@Binding)"),
            ("gozlem", "an observed model object (@Observable) changed"),
            ("ortam", "a value in the environment changed"),
            ("kural-disi", "the value is in neither the view nor its ancestors: this read breaks the rule"),
        ])
}
