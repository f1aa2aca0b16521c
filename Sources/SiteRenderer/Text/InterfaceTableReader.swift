// The texts of `InterfaceTable` for the reader's keyboard, the kernels page's contents and the home page's
// choice of language (issue 43). Each row: en, tr, az, de, ru, es, fr.

extension InterfaceTable {
    static let readerRows: [InterfaceRow] = [
        plain(
            .pageSections, "the heading of the kernels page's own sections (not a lesson's)",
            [
                "en": "On this page", "tr": "Bu sayfada", "az": "Bu səhifədə", "de": "Auf dieser Seite",
                "ru": "На этой странице", "es": "En esta página", "fr": "Sur cette page",
            ]),
        plain(
            .singleKeys, "the switch at the foot of a page that turns the one-key shortcuts on and off",
            [
                "en": "Single-key shortcuts (/ · s · ? · ← →)", "tr": "Tek tuşlu kısayollar (/ · s · ? · ← →)",
                "az": "Tək düyməli qısayollar (/ · s · ? · ← →)", "de": "Einzeltasten-Kürzel (/ · s · ? · ← →)",
                "ru": "Клавиши-одиночки (/ · s · ? · ← →)", "es": "Atajos de una tecla (/ · s · ? · ← →)",
                "fr": "Raccourcis d’une touche (/ · s · ? · ← →)",
            ]),
        plain(
            .namesKeys, "a code name's popover, when the keyboard focused it: how to reach the code's other names",
            [
                "en": "Arrow keys: the other names of this code. Enter: the declaration.",
                "tr": "Ok tuşları: bu koddaki öteki adlar. Enter: tanımı.",
                "az": "Ox düymələri: bu koddakı digər adlar. Enter: elanı.",
                "de": "Pfeiltasten: die anderen Namen dieses Codes. Enter: die Deklaration.",
                "ru": "Стрелки: другие имена этого кода. Enter: объявление.",
                "es": "Flechas: los demás nombres de este código. Intro: la declaración.",
                "fr": "Flèches : les autres noms de ce code. Entrée : la déclaration.",
            ]),
        plain(
            .allLessons, "the sidebar of a large course: the link to the contents page that lists every lesson",
            [
                "en": "All lessons", "tr": "Tüm dersler", "az": "Bütün dərslər", "de": "Alle Lektionen",
                "ru": "Все уроки", "es": "Todas las lecciones", "fr": "Toutes les leçons",
            ]),
        plain(
            .chooseLanguage, "the home page: above the languages, in each of them",
            [
                "en": "Choose a language", "tr": "Dil seçin", "az": "Dil seçin", "de": "Sprache wählen",
                "ru": "Выберите язык", "es": "Elija un idioma", "fr": "Choisissez une langue",
            ]),
    ]
}
