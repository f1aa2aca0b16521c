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
    /// What each word a kernel prints means.
    public var vocabulary: [(word: String, meaning: String)]

    public static func forLanguage(_ code: String) -> UIStrings {
        code == "az" ? azerbaijani : turkish
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
}
