// The texts of `InterfaceTable`, in groups by where they show. Each row: en, tr, az, de, ru, es, fr.

extension InterfaceTable {
    static let pageRows: [InterfaceRow] = [
        plain(
            .languageName, "the language's name: the language switch, the home page's cards (the config's `name` wins)",
            [
                "en": "English", "tr": "Türkçe", "az": "Azərbaycanca", "de": "Deutsch", "ru": "Русский",
                "es": "Español", "fr": "Français",
            ]),
        plain(
            .course, "the course title when `course.json` gives none",
            ["en": "Course", "tr": "Kurs", "az": "Kurs", "de": "Kurs", "ru": "Курс", "es": "Curso", "fr": "Cours"]),
        plain(
            .contents, "the sidebar's heading and the contents page",
            [
                "en": "Contents", "tr": "İçindekiler", "az": "Mündəricat", "de": "Inhalt", "ru": "Содержание",
                "es": "Contenido", "fr": "Sommaire",
            ]),
        plain(
            .onThisPage, "the heading of a lesson's own sections",
            [
                "en": "On this page", "tr": "Bu derste", "az": "Bu dərsdə", "de": "Auf dieser Seite",
                "ru": "На этой странице", "es": "En esta página", "fr": "Sur cette page",
            ]),
        plain(
            .previous, "the link to the previous lesson, under a lesson",
            [
                "en": "Previous", "tr": "Önceki", "az": "Əvvəlki", "de": "Zurück", "ru": "Назад", "es": "Anterior",
                "fr": "Précédent",
            ]),
        plain(
            .next, "the link to the next lesson, under a lesson",
            [
                "en": "Next", "tr": "Sonraki", "az": "Növbəti", "de": "Weiter", "ru": "Далее", "es": "Siguiente",
                "fr": "Suivant",
            ]),
        plain(
            .pagerLabel, "the name of the previous/next links for screen readers",
            [
                "en": "Between lessons", "tr": "Dersler arasında", "az": "Dərslər arasında",
                "de": "Zwischen den Lektionen", "ru": "Переход между уроками", "es": "Entre lecciones",
                "fr": "Entre les leçons",
            ]),
        counted(
            .lessonCount, "a language's card on the home page: how many lessons it has",
            [
                "en": [.one: "{n} lesson", .other: "{n} lessons"], "tr": "{n} ders", "az": "{n} dərs",
                "de": [.one: "{n} Lektion", .other: "{n} Lektionen"],
                "ru": [.one: "{n} урок", .few: "{n} урока", .many: "{n} уроков", .other: "{n} урока"],
                "es": [.one: "{n} lección", .many: "{n} de lecciones", .other: "{n} lecciones"],
                "fr": [.one: "{n} leçon", .many: "{n} de leçons", .other: "{n} leçons"],
            ]),
        plain(
            .skipLink, "the first link of every page, to its main text (shown on focus)",
            [
                "en": "Skip to content", "tr": "İçeriğe geç", "az": "Məzmuna keç", "de": "Zum Inhalt springen",
                "ru": "Перейти к содержимому", "es": "Saltar al contenido", "fr": "Aller au contenu",
            ]),
        plain(
            .notes, "the name of a lesson's footnotes for screen readers",
            [
                "en": "Notes", "tr": "Dipnotlar", "az": "Qeydlər", "de": "Fußnoten", "ru": "Примечания",
                "es": "Notas", "fr": "Notes",
            ]),
        plain(
            .backToReference, "the ↩ link from a footnote back to where it is cited",
            [
                "en": "Back to the text", "tr": "Metne dön", "az": "Mətnə qayıt", "de": "Zurück zum Text",
                "ru": "Вернуться к тексту", "es": "Volver al texto", "fr": "Retour au texte",
            ]),
        plain(
            .builtOn, "the footer, before the build date",
            [
                "en": "Built on", "tr": "Derleme tarihi", "az": "Yığım tarixi", "de": "Erstellt am",
                "ru": "Дата сборки", "es": "Generado el", "fr": "Généré le",
            ]),
        plain(
            .source, "the footer's link to the course's repository",
            [
                "en": "Source", "tr": "Kaynak", "az": "Mənbə", "de": "Quelltext", "ru": "Исходный код",
                "es": "Código fuente", "fr": "Source",
            ]),
        plain(
            .editPage, "the footer's link that edits the lesson (`editURL`)",
            [
                "en": "Edit this page", "tr": "Bu sayfayı düzenle", "az": "Bu səhifəni redaktə et",
                "de": "Diese Seite bearbeiten", "ru": "Редактировать страницу", "es": "Editar esta página",
                "fr": "Modifier cette page",
            ]),
        plain(
            .notFoundTitle, "the heading of each language on `404.html`",
            [
                "en": "Page not found", "tr": "Sayfa bulunamadı", "az": "Səhifə tapılmadı",
                "de": "Seite nicht gefunden", "ru": "Страница не найдена", "es": "Página no encontrada",
                "fr": "Page introuvable",
            ]),
        plain(
            .notFoundText, "`404.html`, before the links to the lessons",
            [
                "en": "The page you asked for is not here. Continue from the lessons:",
                "tr": "Aradığınız sayfa burada yok. Derslerin listesinden devam edin:",
                "az": "Axtardığınız səhifə burada yoxdur. Dərslərin siyahısından davam edin:",
                "de": "Die gesuchte Seite gibt es hier nicht. Weiter geht es mit den Lektionen:",
                "ru": "Такой страницы здесь нет. Продолжите со списка уроков:",
                "es": "La página que buscas no está aquí. Continúa desde las lecciones:",
                "fr": "La page demandée n’existe pas ici. Reprenez depuis les leçons :",
            ]),
    ]

    static let codeRows: [InterfaceRow] = [
        plain(
            .runnable, "the badge of a runnable block",
            [
                "en": "Runnable block", "tr": "Çalıştırılan blok", "az": "İcra olunan blok",
                "de": "Ausführbarer Block", "ru": "Исполняемый блок", "es": "Bloque ejecutable",
                "fr": "Bloc exécutable",
            ]),
        plain(
            .exercise, "the badge of an exercise block",
            [
                "en": "Exercise", "tr": "Alıştırma", "az": "Tapşırıq", "de": "Übung", "ru": "Упражнение",
                "es": "Ejercicio", "fr": "Exercice",
            ]),
        plain(
            .showOutput, "the disclosure that hides an exercise's output until opened",
            [
                "en": "Show the output", "tr": "Çıktıyı göster", "az": "Nəticəni göstər", "de": "Ausgabe anzeigen",
                "ru": "Показать вывод", "es": "Mostrar la salida", "fr": "Afficher la sortie",
            ]),
        plain(
            .reasoning,
            "not shown: paragraphs right after an exercise's output that start with it are its answer, folded with the output",
            [
                "en": "Why?", "tr": "Neden?", "az": "Niyə?", "de": "Warum?", "ru": "Почему?", "es": "¿Por qué?",
                "fr": "Pourquoi ?",
            ]),
        plain(
            .output, "the caption of a block's output",
            [
                "en": "Output", "tr": "Çıktı", "az": "Nəticə", "de": "Ausgabe", "ru": "Вывод", "es": "Salida",
                "fr": "Sortie",
            ]),
        plain(
            .checked, "beside the caption of an output the check compared with the block",
            [
                "en": "checked against the code", "tr": "kodla doğrulandı", "az": "kodla yoxlanılıb",
                "de": "mit dem Code geprüft", "ru": "сверено с кодом", "es": "comprobada con el código",
                "fr": "vérifiée avec le code",
            ]),
        plain(
            .filledAtBuild, "beside the caption of an output the lesson does not hold yet (made by the build)",
            [
                "en": "produced by the build, not yet in the lesson", "tr": "derlemede üretildi, derste henüz yok",
                "az": "yığım zamanı yaradılıb, dərsdə hələ yoxdur",
                "de": "beim Bauen erzeugt, noch nicht in der Lektion",
                "ru": "получено при сборке, в уроке пока нет", "es": "generada al construir, aún no está en la lección",
                "fr": "produite à la construction, pas encore dans la leçon",
            ]),
        plain(
            .notRun, "the badge of an excerpt (code shown, never run)",
            [
                "en": "Excerpt · not run", "tr": "Alıntı · çalıştırılmaz", "az": "Fraqment · icra olunmur",
                "de": "Auszug · nicht ausgeführt", "ru": "Фрагмент · не запускается", "es": "Fragmento · no se ejecuta",
                "fr": "Extrait · non exécuté",
            ]),
        plain(
            .doesNotCompile, "the badge of a compile-error block",
            [
                "en": "Does not compile · the compiler refuses it", "tr": "Derlenmez · derleyici reddeder",
                "az": "Kompilyasiya olunmur · kompilyator rədd edir",
                "de": "Kompiliert nicht · der Compiler lehnt ihn ab",
                "ru": "Не компилируется · компилятор его отвергает", "es": "No compila · el compilador lo rechaza",
                "fr": "Ne compile pas · le compilateur le refuse",
            ]),
        plain(
            .compilerOutput, "the caption of the compiler's messages under a compile-error block",
            [
                "en": "What the compiler says", "tr": "Derleyicinin söyledikleri", "az": "Kompilyatorun dedikləri",
                "de": "Was der Compiler meldet", "ru": "Что сообщает компилятор", "es": "Lo que dice el compilador",
                "fr": "Ce que dit le compilateur",
            ]),
        plain(
            .legend, "the heading of the list of words the outputs print (the vocabulary)",
            [
                "en": "Words in the output", "tr": "Çıktıdaki sözcükler", "az": "Nəticədəki sözlər",
                "de": "Wörter in der Ausgabe", "ru": "Слова в выводе", "es": "Palabras de la salida",
                "fr": "Mots de la sortie",
            ]),
        plain(
            .kernel, "the badge of a kernel listing and of each kernel on the kernels page",
            [
                "en": "Kernel", "tr": "Çekirdek", "az": "Nüvə", "de": "Kernel", "ru": "Ядро", "es": "Núcleo",
                "fr": "Noyau",
            ]),
        plain(
            .kernels, "the kernels page: its title and the links to it",
            [
                "en": "Kernels", "tr": "Çekirdekler", "az": "Nüvələr", "de": "Kernel", "ru": "Ядра", "es": "Núcleos",
                "fr": "Noyaux",
            ]),
        plain(
            .kernelsIntro, "the kernels page, under its title",
            [
                "en": "The shared code every block can use. The listings in the lessons equal these files exactly.",
                "tr": "Her bloğun kullanabildiği ortak kod. Derslerdeki listeler bu dosyalarla birebir aynıdır.",
                "az": "Hər blokun istifadə edə bildiyi ortaq kod. Dərslərdəki siyahılar bu fayllarla eynidir.",
                "de":
                    "Der gemeinsame Code, den jeder Block verwenden kann. Die Listings in den Lektionen stimmen genau mit diesen Dateien überein.",
                "ru": "Общий код, доступный каждому блоку. Листинги в уроках в точности совпадают с этими файлами.",
                "es":
                    "El código compartido que puede usar cada bloque. Los listados de las lecciones coinciden exactamente con estos archivos.",
                "fr":
                    "Le code partagé que chaque bloc peut utiliser. Les listings des leçons sont identiques à ces fichiers.",
            ]),
        plain(
            .usedIn, "the kernels page, before the lessons that use a kernel",
            [
                "en": "Used by:", "tr": "Kullanan dersler:", "az": "İstifadə edən dərslər:", "de": "Verwendet in:",
                "ru": "Используется в уроках:", "es": "Lo usan:", "fr": "Utilisé par :",
            ]),
        plain(
            .notUsed, "the kernels page, for a kernel no lesson of the language uses",
            [
                "en": "No lesson in this language uses it.", "tr": "Bu dildeki derslerde kullanılmıyor.",
                "az": "Bu dildəki dərslərdə istifadə olunmur.", "de": "Keine Lektion in dieser Sprache verwendet ihn.",
                "ru": "Ни один урок на этом языке его не использует.", "es": "Ninguna lección en este idioma lo usa.",
                "fr": "Aucune leçon dans cette langue ne l’utilise.",
            ]),
        counted(
            .lineCount, "a kernel's size, beside its name",
            [
                "en": [.one: "{n} line", .other: "{n} lines"], "tr": "{n} satır", "az": "{n} sətir",
                "de": [.one: "{n} Zeile", .other: "{n} Zeilen"],
                "ru": [.one: "{n} строка", .few: "{n} строки", .many: "{n} строк", .other: "{n} строки"],
                "es": [.one: "{n} línea", .many: "{n} de líneas", .other: "{n} líneas"],
                "fr": [.one: "{n} ligne", .many: "{n} de lignes", .other: "{n} lignes"],
            ]),
        plain(
            .namesIndex, "the folded index, at a page's end, of the declarations its code uses",
            [
                "en": "Names in the code and their declarations", "tr": "Koddaki adlar ve tanımları",
                "az": "Koddakı adlar və onların elanı", "de": "Namen im Code und ihre Deklarationen",
                "ru": "Имена в коде и их объявления", "es": "Nombres del código y sus declaraciones",
                "fr": "Noms du code et leurs déclarations",
            ]),
        plain(
            .declaredIn, "a name's popover: the title of the link to where it is declared",
            [
                "en": "Declared in", "tr": "Tanımlandığı yer", "az": "Elan olunduğu yer", "de": "Deklariert in",
                "ru": "Где объявлено", "es": "Declarado en", "fr": "Déclaré dans",
            ]),
        plain(
            .module, "a name's popover, before the library that declares it (`Swift`)",
            [
                "en": "Module:", "tr": "Modül:", "az": "Modul:", "de": "Modul:", "ru": "Модуль:", "es": "Módulo:",
                "fr": "Module :",
            ]),
        plain(
            .atThisUse, "a name's popover, before the type a generic function has at this use",
            [
                "en": "Here:", "tr": "Burada:", "az": "Burada:", "de": "Hier:", "ru": "Здесь:", "es": "Aquí:",
                "fr": "Ici :",
            ]
        ),
        plain(
            .tupleElement, "a name's popover, for a tuple's element (it has no declaration)",
            [
                "en": "An element of a tuple", "tr": "Demetin (tuple) bir öğesi", "az": "Kortejin (tuple) bir elementi",
                "de": "Ein Element eines Tupels", "ru": "Элемент кортежа", "es": "Un elemento de una tupla",
                "fr": "Un élément d’un tuple",
            ]),
    ]
}

extension InterfaceTable {
    static let searchRows: [InterfaceRow] = [
        plain(
            .search, "the search field's button",
            [
                "en": "Search", "tr": "Ara", "az": "Axtar", "de": "Suchen", "ru": "Найти", "es": "Buscar",
                "fr": "Rechercher",
            ]),
        plain(
            .searchLabel, "the search field's placeholder and name",
            [
                "en": "Search the lessons", "tr": "Derslerde ara", "az": "Dərslərdə axtar",
                "de": "Lektionen durchsuchen", "ru": "Поиск по урокам", "es": "Buscar en las lecciones",
                "fr": "Rechercher dans les leçons",
            ]),
        plain(
            .searchShortcut, "the search field's tooltip",
            [
                "en": "Press /, s or Ctrl+K to search; ? for the shortcuts",
                "tr": "Aramak için /, s ya da Ctrl+K; kısayollar için ?",
                "az": "Axtarmaq üçün /, s və ya Ctrl+K; qısayollar üçün ?",
                "de": "Suchen mit /, s oder Strg+K; ? zeigt die Tastenkürzel",
                "ru": "Поиск: /, s или Ctrl+K; ? — сочетания клавиш",
                "es": "Pulsa /, s o Ctrl+K para buscar; ? para los atajos",
                "fr": "Appuyez sur /, s ou Ctrl+K pour rechercher ; ? pour les raccourcis",
            ]),
        plain(
            .searchResultsTitle, "the search page's title",
            [
                "en": "Search", "tr": "Arama", "az": "Axtarış", "de": "Suche", "ru": "Поиск", "es": "Búsqueda",
                "fr": "Recherche",
            ]),
        plain(
            .searchNoResults, "search, when nothing matches",
            [
                "en": "No results.", "tr": "Sonuç bulunamadı.", "az": "Nəticə tapılmadı.", "de": "Keine Treffer.",
                "ru": "Ничего не найдено.", "es": "Sin resultados.", "fr": "Aucun résultat.",
            ]),
        plain(
            .searchNeedsScript, "the search page without JavaScript",
            [
                "en": "Search needs JavaScript; the lessons read without it.",
                "tr": "Arama için JavaScript gerekir; dersler onsuz da okunur.",
                "az": "Axtarış üçün JavaScript lazımdır; dərslər onsuz da oxunur.",
                "de": "Die Suche braucht JavaScript; die Lektionen lassen sich auch ohne lesen.",
                "ru": "Для поиска нужен JavaScript; уроки читаются и без него.",
                "es": "La búsqueda necesita JavaScript; las lecciones se leen sin él.",
                "fr": "La recherche nécessite JavaScript ; les leçons se lisent sans.",
            ]),
        counted(
            .resultCount, "search: how many results there are",
            [
                "en": [.one: "{n} result", .other: "{n} results"], "tr": "{n} sonuç", "az": "{n} nəticə",
                "de": "{n} Treffer",
                "ru": [
                    .one: "{n} результат", .few: "{n} результата", .many: "{n} результатов", .other: "{n} результата",
                ],
                "es": [.one: "{n} resultado", .many: "{n} de resultados", .other: "{n} resultados"],
                "fr": [.one: "{n} résultat", .many: "{n} de résultats", .other: "{n} résultats"],
            ]),
        counted(
            .searchShowing, "the search panel, when it shows the first {shown} of {n} results",
            [
                "en": [.one: "{n} result, the first {shown} shown", .other: "{n} results, the first {shown} shown"],
                "tr": "{n} sonuç, ilk {shown} gösteriliyor", "az": "{n} nəticə, ilk {shown} göstərilir",
                "de": "{n} Treffer, die ersten {shown} angezeigt",
                "ru": [
                    .one: "{n} результат, показаны первые {shown}", .few: "{n} результата, показаны первые {shown}",
                    .many: "{n} результатов, показаны первые {shown}",
                    .other: "{n} результата, показаны первые {shown}",
                ],
                "es": [
                    .one: "{n} resultado, se muestran los primeros {shown}",
                    .many: "{n} de resultados, se muestran los primeros {shown}",
                    .other: "{n} resultados, se muestran los primeros {shown}",
                ],
                "fr": [
                    .one: "{n} résultat, les {shown} premiers affichés",
                    .many: "{n} de résultats, les {shown} premiers affichés",
                    .other: "{n} résultats, les {shown} premiers affichés",
                ],
            ]),
        plain(
            .searchAll, "the search panel's link to the search page",
            [
                "en": "All results", "tr": "Tüm sonuçlar", "az": "Bütün nəticələr", "de": "Alle Treffer",
                "ru": "Все результаты", "es": "Todos los resultados", "fr": "Tous les résultats",
            ]),
        plain(
            .searchLoading, "search, while the index is still loading",
            [
                "en": "Loading the search index…", "tr": "Arama dizini yükleniyor…", "az": "Axtarış indeksi yüklənir…",
                "de": "Der Suchindex wird geladen…", "ru": "Загружается поисковый индекс…",
                "es": "Cargando el índice de búsqueda…", "fr": "Chargement de l’index de recherche…",
            ]),
        plain(
            .searchUnmatched, "search, after the count: the query's words that matched nothing ({words})",
            [
                "en": "(nothing for: {words})", "tr": "({words} için sonuç yok)", "az": "({words} üçün nəticə yoxdur)",
                "de": "(nichts zu: {words})", "ru": "(ничего по словам: {words})", "es": "(nada para: {words})",
                "fr": "(rien pour : {words})",
            ]),
    ]

    static let controlRows: [InterfaceRow] = [
        plain(
            .menu, "the menu button on a narrow screen",
            ["en": "Menu", "tr": "Menü", "az": "Menyu", "de": "Menü", "ru": "Меню", "es": "Menú", "fr": "Menu"]),
        plain(
            .collapseSidebar, "the button that hides the sidebar",
            [
                "en": "Hide the sidebar", "tr": "Kenar çubuğunu gizle", "az": "Yan paneli gizlət",
                "de": "Seitenleiste ausblenden", "ru": "Скрыть боковую панель", "es": "Ocultar la barra lateral",
                "fr": "Masquer le panneau latéral",
            ]),
        plain(
            .copy, "the button that copies a block's code",
            [
                "en": "Copy", "tr": "Kopyala", "az": "Kopyala", "de": "Kopieren", "ru": "Копировать", "es": "Copiar",
                "fr": "Copier",
            ]),
        plain(
            .copied, "the copy button, once it has copied",
            [
                "en": "Copied", "tr": "Kopyalandı", "az": "Kopyalandı", "de": "Kopiert", "ru": "Скопировано",
                "es": "Copiado", "fr": "Copié",
            ]),
        plain(
            .wrapLines, "the button that wraps an output's long lines",
            [
                "en": "Wrap lines", "tr": "Satırları sar", "az": "Sətirləri bük", "de": "Zeilen umbrechen",
                "ru": "Переносить строки", "es": "Ajustar líneas", "fr": "Renvoyer à la ligne",
            ]),
        plain(
            .theme, "the theme button",
            ["en": "Theme", "tr": "Tema", "az": "Mövzu", "de": "Design", "ru": "Тема", "es": "Tema", "fr": "Thème"]),
        plain(
            .themeSystem, "the theme button: follow the system",
            [
                "en": "system", "tr": "sistem", "az": "sistem", "de": "System", "ru": "системная", "es": "sistema",
                "fr": "système",
            ]),
        plain(
            .themeLight, "the theme button: light",
            ["en": "light", "tr": "açık", "az": "açıq", "de": "hell", "ru": "светлая", "es": "claro", "fr": "clair"]),
        plain(
            .themeDark, "the theme button: dark",
            ["en": "dark", "tr": "koyu", "az": "tünd", "de": "dunkel", "ru": "тёмная", "es": "oscuro", "fr": "sombre"]),
        plain(
            .arrowHint, "under a lesson, once a key was pressed",
            [
                "en": "← → keys move between lessons", "tr": "← → tuşları dersler arasında gezer",
                "az": "← → düymələri dərslər arasında keçir", "de": "Die Tasten ← → wechseln zwischen den Lektionen",
                "ru": "Клавиши ← → переключают уроки", "es": "Las teclas ← → pasan de una lección a otra",
                "fr": "Les touches ← → passent d’une leçon à l’autre",
            ]),
        plain(
            .keysTitle, "the title of the keys' help (`?`)",
            [
                "en": "Keyboard shortcuts", "tr": "Klavye kısayolları", "az": "Klaviatura qısayolları",
                "de": "Tastenkürzel", "ru": "Сочетания клавиш", "es": "Atajos de teclado", "fr": "Raccourcis clavier",
            ]),
        plain(
            .keysList, "the keys' help, one line each (`|` between them): keys — what they do",
            [
                "en":
                    "/ · s · Ctrl+K — go to search|← → — previous and next lesson|Esc — close the panel or the menu|? — this help",
                "tr":
                    "/ · s · Ctrl+K — aramaya git|← → — önceki ve sonraki ders|Esc — paneli ya da menüyü kapat|? — bu yardım",
                "az":
                    "/ · s · Ctrl+K — axtarışa keç|← → — əvvəlki və növbəti dərs|Esc — paneli və ya menyunu bağla|? — bu kömək",
                "de":
                    "/ · s · Strg+K — zur Suche|← → — vorherige und nächste Lektion|Esc — Panel oder Menü schließen|? — diese Hilfe",
                "ru":
                    "/ · s · Ctrl+K — к поиску|← → — предыдущий и следующий урок|Esc — закрыть панель или меню|? — эта справка",
                "es":
                    "/ · s · Ctrl+K — ir a la búsqueda|← → — lección anterior y siguiente|Esc — cerrar el panel o el menú|? — esta ayuda",
                "fr":
                    "/ · s · Ctrl+K — aller à la recherche|← → — leçon précédente et suivante|Échap — fermer le panneau ou le menu|? — cette aide",
            ]),
    ]
}
