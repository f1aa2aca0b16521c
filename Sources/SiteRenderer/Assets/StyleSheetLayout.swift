extension Assets {
    /// The page's frame: header, lessons menu, main column, "on this page" column, footer, and print.
    enum Layout {
        /// Wide screens: lessons | content | on this page, both side columns sticky. The content column is
        /// wide enough for 100-character code lines at 1440 px; prose keeps a reading measure of 46rem.
        /// Below 1200 px the "on this page" list folds above the content; below 900 px the lessons become a
        /// menu button at the top. The menu and the list are `<details>`: the stylesheet shows them open on
        /// wide screens (`::details-content`), so nothing needs a script; where a browser lacks it, the site's
        /// script opens them on wide screens.
        static let frame = Files.layoutCSS

        /// `.iN`: a line indented N spaces whose wrapped parts start under its first character.
        static let indentClasses = (1...CodeFigure.maxIndent).map {
            "  pre .i\($0) { padding-left: \($0)ch; text-indent: -\($0)ch; }"
        }.joined(separator: "\n")

        /// Paper: no navigation, code wraps instead of being cut, an output stays on the page of its code's end.
        static let print = """
            @media print {
              /* Paper is light whatever the screen's theme: dark code on white, never near-white on white. */
              html:root:not(#paper) {
            \(Assets.lightColours)
                --bg: #fff; --code-bg: #fff; --panel: #fff; --ok-soft: #fff; --warn-soft: #fff;
              }
              body { background: #fff; color: #000; font-size: 11pt; }
              /* The names' popover and index are for the screen; on paper the code is plain. */
              .nm-pop, .names-index { display: none !important; }
              a[data-n] { text-decoration: none; }
              /* An exercise's output is printed with its answer: open, its button gone (the script opens the details
                 too, for browsers without ::details-content). */
              details.exercise-output::details-content, details.kernel-fold::details-content { content-visibility: visible; display: block; }
              details.exercise-output > summary, button.wrap-toggle { display: none; }
              pre.scrolls { border: 0 !important; }
              /* A wrapped line keeps its indentation: lines that may wrap carry their indent as a class. */
              pre .ind { display: block; }
            \(indentClasses)
              .site-header, .menu, .toc-column, .pager, button.copy, .skip-link, .anchor, .site-footer { display: none !important; }
              .layout, .layout.with-toc, .layout.single { display: block; max-width: none; }
              main { padding: 0; }
              article, article > * { max-width: none !important; }
              h2, h3, figcaption { break-after: avoid; }
              figure.code { break-inside: auto; border-color: #999; background: #fff; }
              figure.output { break-inside: avoid; break-before: avoid; border-color: #999; background: #fff; }
              .pair figure.code pre { break-after: avoid; }
              pre { white-space: pre-wrap; overflow: visible; }
              a { color: #000; }
              details.exercise-output > summary { display: none; }
              details.exercise-output::details-content { content-visibility: visible; display: block; }
              a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
            }
            """
    }
}
