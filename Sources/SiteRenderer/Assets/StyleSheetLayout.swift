extension Assets {
    /// The page's frame: header, lessons menu, main column, "on this page" column, footer, and print.
    enum Layout {
        /// Wide screens: lessons | content | on this page, both side columns sticky. The content column is
        /// wide enough for 100-character code lines at 1440 px; prose keeps a reading measure of 46rem.
        /// Below 1200 px the "on this page" list folds above the content; below 900 px the lessons become a
        /// menu button at the top. The menu and the list are `<details>`: the stylesheet shows them open on
        /// wide screens (`::details-content`), so nothing needs a script; where a browser lacks it, the site's
        /// script opens them on wide screens.
        static let frame = """
            .skip-link { position: absolute; left: 0.5rem; top: -3rem; background: var(--accent); color: var(--bg); padding: 0.5rem 1rem; border-radius: 0 0 6px 6px; z-index: 30; }
            .skip-link:focus { top: 0; }
            .site-header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem 1.1rem; padding: 0.6rem 1.5rem; border-bottom: 1px solid var(--line); background: var(--panel); }
            .brand { font-weight: 700; color: var(--fg); text-decoration: none; font-size: 1.05rem; margin-right: auto; }
            .search-form { display: flex; gap: 0.4rem; position: relative; }
            .search-form input { font: inherit; font-size: 0.95rem; padding: 0.35rem 0.6rem; border: 1px solid var(--field); border-radius: 6px; background: var(--bg); color: var(--fg); width: 15rem; max-width: 50vw; }
            .search-form button, button.copy, .header-tools button { font: inherit; font-size: 0.9rem; padding: 0.35rem 0.8rem; border: 1px solid var(--field); border-radius: 6px; background: var(--bg); color: var(--fg); cursor: pointer; }
            .header-tools { display: flex; align-items: center; gap: 0.8rem; }
            .language { font-size: 0.95rem; }
            button.sidebar-toggle { padding: 0.3rem 0.6rem; }
            .search-panel { position: absolute; top: calc(100% + 0.4rem); right: 0; width: min(36rem, 94vw); max-height: 70vh; overflow-y: auto; z-index: 20; background: var(--bg); color: var(--fg); border: 1px solid var(--field); border-radius: 8px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.25); padding: 0.4rem 0.8rem 0.6rem; font-size: 0.93rem; }
            .search-panel .search-results { padding-left: 0; list-style: none; margin: 0.3rem 0; }
            .search-panel .search-results li { margin: 0; border-radius: 6px; }
            .search-panel .search-results a { display: block; padding: 0.35rem 0.5rem; border-radius: 6px; text-decoration: none; }
            .search-panel .search-results a:focus { background: var(--accent-soft); }
            .search-panel .search-results p { margin: 0.1rem 0 0; }
            .search-panel p.search-count { margin: 0.2rem 0.5rem; color: var(--muted); }
            .search-results { padding-left: 1.2rem; }
            .search-results li { margin-bottom: 1rem; }
            .search-results .result-more { margin: 0.25rem 0 0; padding-left: 1.2rem; font-size: 0.88rem; }
            .search-results .result-more li { margin: 0.1rem 0; }
            .search-panel .search-results .result-more a { padding: 0.1rem 0.5rem; }
            .search-results a .result-lesson, .search-results a .result-section { font-weight: 600; }
            .result-section::before { content: " — "; color: var(--muted); font-weight: 400; }
            .result-language { color: var(--muted); font-size: 0.8rem; margin-left: 0.4rem; }
            .search-results p { margin: 0.2rem 0 0; color: var(--fg); font-size: 0.93rem; }

            .layout { display: grid; grid-template-columns: 15rem minmax(0, 1fr); }
            .layout.with-toc { grid-template-columns: 15rem minmax(0, 1fr) 13rem; }
            .layout.single { grid-template-columns: minmax(0, 1fr); max-width: 72rem; margin: 0 auto; }
            .menu { grid-column: 1; grid-row: 1 / span 2; position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; border-right: 1px solid var(--line); }
            @media (min-width: 901px) {
              .menu > summary { display: none; }
              .menu::details-content { content-visibility: visible; display: block; }
              /* The list scrolls, not the details around it: a closed details counts as holding nothing focusable. */
              .menu { overflow-y: visible; }
              .menu .sidebar { max-height: 100vh; overflow-y: auto; }
            }
            .nav-collapsed .layout { grid-template-columns: 0 minmax(0, 1fr); }
            .nav-collapsed .layout.with-toc { grid-template-columns: 0 minmax(0, 1fr) 13rem; }
            .nav-collapsed .menu { display: none; }
            .sidebar { padding: 1.3rem 0.8rem 2rem 1.2rem; font-size: 0.93rem; }
            .sidebar-title { font-size: 0.85rem; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.6rem; }
            .sidebar ol { list-style: none; margin: 0; padding: 0; counter-reset: lesson; }
            .sidebar li { counter-increment: lesson; margin: 0.15rem 0; }
            .sidebar li a { display: block; padding: 0.3rem 0.5rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
            .sidebar li a::before { content: counter(lesson, decimal-leading-zero) " "; color: var(--muted); font-variant-numeric: tabular-nums; }
            .sidebar a:hover { background: var(--accent-soft); }
            .sidebar a[aria-current="page"] { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
            .sidebar-extra { margin: 1rem 0 0; padding-left: 0.5rem; }
            .sidebar li.chapter { counter-increment: none; margin-top: 0.8rem; }
            .chapter-title { display: block; padding: 0 0.5rem 0.2rem; font-weight: 600; }
            .toc-column { grid-column: 3; grid-row: 1 / span 2; position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; padding: 1.3rem 1rem 2rem 0.5rem; font-size: 0.88rem; }
            .toc > summary { list-style: none; }
            .toc > summary::-webkit-details-marker { display: none; }
            @media (min-width: 1200px) {
              .toc::details-content { content-visibility: visible; display: block; }
              .toc > summary { pointer-events: none; }
            }
            /* A block wider than its column (marked by the script) shows a thick edge on each side it scrolls toward.
               (A border, not a shadow painted in its background: contrast checks must still see the code's background.) */
            figure pre.scrolls { border-left: 4px solid transparent; border-right: 4px solid transparent; padding-left: calc(0.9rem - 4px); padding-right: calc(0.9rem - 4px); }
            pre.scrolls:not(.at-end) { border-right-color: var(--field); }
            pre.scrolls:not(.at-start) { border-left-color: var(--field); }
            figure.output.wrapped pre { white-space: pre-wrap; overflow-wrap: anywhere; }
            figure.output.unwrapped pre { white-space: pre; overflow-wrap: normal; }
            figure.output figcaption { display: flow-root; }
            button.wrap-toggle { float: right; font: inherit; font-size: 0.78rem; font-weight: 500; margin: -0.15rem 0 0 0.5rem; padding: 0.1rem 0.5rem; border: 1px solid var(--field); border-radius: 5px; background: var(--bg); color: var(--fg); cursor: pointer; }
            button.wrap-toggle[aria-pressed="true"] { background: var(--accent-soft); }
            dialog.keys-help { max-width: min(30rem, 92vw); border: 1px solid var(--field); border-radius: 10px; background: var(--bg); color: var(--fg); padding: 0.6rem 1.4rem 1rem; }
            dialog.keys-help::backdrop { background: rgba(0, 0, 0, 0.45); }
            dialog.keys-help h2 { margin-top: 0.4rem; font-size: 1.1rem; }
            dialog.keys-help ul { padding-left: 1.1rem; margin: 0; }
            dialog.keys-help button { float: right; font: inherit; font-size: 1.2rem; line-height: 1; padding: 0.2rem 0.55rem; border: 1px solid var(--field); border-radius: 6px; background: var(--bg); color: var(--fg); cursor: pointer; }
            .toc h2 { font-size: 0.85rem; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.5rem; display: inline; }
            .toc ol { list-style: none; margin: 0.5rem 0 0; padding: 0; border-left: 2px solid var(--line); }
            .toc li a { display: block; padding: 0.2rem 0 0.2rem 0.7rem; margin-left: -2px; border-left: 2px solid transparent; color: var(--muted); text-decoration: none; }
            .toc li a:hover { color: var(--accent); }
            .toc li a.active { color: var(--accent); border-left-color: var(--accent); font-weight: 600; }
            main { grid-column: 2; grid-row: 1 / span 2; padding: 1.3rem 1.5rem 3rem; min-width: 0; }
            .layout.single main { grid-column: 1; }
            main:focus { outline: none; }
            article { max-width: 64rem; }
            article > :not(.pair):not(figure):not(details):not(.table-wrap):not(.legend) { max-width: 46rem; }

            .pager { max-width: 46rem; margin-top: 3rem; padding-top: 1.2rem; border-top: 1px solid var(--line); }
            .pager-links { display: flex; justify-content: space-between; gap: 1rem; }
            .pager a { display: flex; flex-direction: column; padding: 0.6rem 0.9rem; border: 1px solid var(--line); border-radius: 8px; text-decoration: none; max-width: 48%; }
            .pager a[rel="next"] { margin-left: auto; text-align: right; }
            .pager-label { font-size: 0.8rem; color: var(--muted); }
            .pager-title { font-weight: 600; }
            .key-hint { font-size: 0.85rem; color: var(--muted); margin: 0.7rem 0 0; }
            .site-footer { border-top: 1px solid var(--line); padding: 0.8rem 1.5rem; font-size: 0.88rem; color: var(--muted); background: var(--panel); }
            .site-footer p { margin: 0; }
            .single-keys input { margin: 0 0.4rem 0 0; width: 18px; height: 18px; vertical-align: middle; }

            .lesson-list { padding-left: 0; list-style: none; }
            .lesson-list li { margin: 0 0 1rem; padding: 0.8rem 1rem; border: 1px solid var(--line); border-radius: 8px; }
            .lesson-list a { font-weight: 600; font-size: 1.08rem; }
            .lesson-list p { margin: 0.3rem 0 0; color: var(--muted); font-size: 0.95rem; }
            .chapter-section > h2 { margin-top: 2rem; }
            .landing { margin-bottom: 1.5rem; }
            .lesson-number { color: var(--muted); font-variant-numeric: tabular-nums; }
            .languages-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr)); gap: 1.5rem; }
            .language-card, .not-found { border: 1px solid var(--line); border-radius: 10px; padding: 0.4rem 1.4rem 1rem; background: var(--panel); }
            .language-meta { color: var(--muted); font-size: 0.9rem; margin-top: -0.3rem; }
            .language-choice { color: var(--muted); margin: -0.4rem 0 1rem; }
            p.used-in { margin: 0.2rem 0; color: var(--muted); font-size: 0.93rem; }
            ul.used-in { margin: 0.2rem 0 0.8rem; font-size: 0.93rem; }

            @media (max-width: 1199px) {
              .layout.with-toc, .nav-collapsed .layout.with-toc { grid-template-columns: 15rem minmax(0, 1fr); }
              .nav-collapsed .layout.with-toc { grid-template-columns: 0 minmax(0, 1fr); }
              .toc-column { grid-column: 2; grid-row: 1; position: static; max-height: none; padding: 1rem 1.5rem 0; }
              .layout.with-toc main { grid-row: 2; padding-top: 0.5rem; }
              .toc { border: 1px solid var(--line); border-radius: 8px; background: var(--panel); padding: 0.4rem 0.9rem; max-width: 46rem; }
              .toc > summary { cursor: pointer; list-style: revert; }
              .toc ol { margin-bottom: 0.4rem; }
            }
            @media (max-width: 900px) {
              body { font-size: 16px; }
              .layout, .layout.with-toc, .nav-collapsed .layout, .nav-collapsed .layout.with-toc { grid-template-columns: minmax(0, 1fr); }
              .menu, .nav-collapsed .menu { display: block; grid-column: 1; grid-row: auto; position: sticky; top: 0; z-index: 15; max-height: 100vh; border-right: 0; border-bottom: 1px solid var(--line); background: var(--panel); }
              .menu > summary { display: block; cursor: pointer; padding: 0.55rem 1rem; font-weight: 600; }
              .menu > summary::before { content: "☰  "; }
              .menu[open] > summary::before { content: "✕  "; }
              .sidebar { padding: 0 1rem 1rem; }
              [id] { scroll-margin-top: 3.5rem; }
              .toc-column, .layout.with-toc main, main { grid-column: 1; grid-row: auto; }
              .toc-column { padding: 0.5rem 1rem 0; }
              main { padding: 0.6rem 1rem 2rem; }
              h1 { font-size: 1.6rem; margin-top: 0.2rem; }
              /* The title starts high on a phone: the brand and the tools share a row (the brand is cut short), the
                 contents list and the menu are thin bars. */
              .site-header { padding: 0.4rem 1rem; gap: 0.4rem 0.6rem; }
              .brand { flex: 1 1 0; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
              .header-tools { gap: 0.5rem; }
              .toc { padding: 0.15rem 0.9rem; }
              .menu > summary { padding: 0.4rem 1rem; }
              .layout.with-toc main { padding-top: 0.3rem; }
              /* Transcripts wrap on a phone, so the verdict at the end of a line is seen; the wrap button unwraps. */
              figure.output pre { white-space: pre-wrap; overflow-wrap: anywhere; }
              .search-form { order: 3; width: 100%; }
              .search-form input { flex: 1; max-width: none; width: auto; }
              button.sidebar-toggle { display: none; }
              .pager-links { flex-direction: column; gap: 0.6rem; }
              .pager a { max-width: 100%; }
              .pager-title { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
              /* The home page's cards side by side in one screen: each card's heading leads to its contents page,
                 which lists the lessons the card lists on a wide screen. */
              .language-card ol { display: none; }
              .languages-grid { gap: 0.8rem; }
              /* Tap targets of at least 24 × 24 px (WCAG 2.5.8). A name in code is as tall as its line (the lines
                 are spaced for it; padding grows an inline box, not the line); a name of one or two letters is
                 widened the same way (negative margins keep the code's columns where they were). */
              pre > code[data-names] { line-height: 1.9; }
              code [data-n] { padding-block: 0.3rem; }
              code .nm-short1 { padding-inline: 1.05ch; margin-inline: -1.05ch; }
              code .nm-short2 { padding-inline: 0.55ch; margin-inline: -0.55ch; }
              figure.code figcaption a, .sidebar-extra a, .single-keys label { display: inline-block; min-height: 24px; line-height: 24px; }
              .anchor { display: inline-block; min-width: 24px; min-height: 24px; line-height: 24px; text-align: center; margin-left: 0.15rem; }
            }

            """

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
