/// The files every site ships besides its pages.
enum Assets {
    /// The whole stylesheet: colours and themes, the text, the page's frame, printing.
    static let styleSheet = themes + text + Layout.frame + Layout.print

    /// Dark colours, written once: used when the reader chose dark, and when the system is dark and the
    /// reader chose nothing (the theme script sets `data-theme` before the first paint, so no flash).
    private static let darkColours = """
          color-scheme: dark;
          --bg: #15171b; --fg: #e4e6ea; --muted: #a1a8b3; --line: #30343c; --field: #80878f; --panel: #1d2026;
          --accent: #5cc6d0; --accent-soft: #173a3e; --code-bg: #1b1e24; --code-fg: #dfe3e8; --mark: #5b4b00;
          --ok: #6fd08c; --ok-soft: #173322; --warn: #f0b35a; --warn-soft: #3a2c12; --err: #ff9a8f;
          --kw: #ff7fae; --ty: #7db8ff; --st: #8fd694; --cm: #9aa3ad; --nu: #f5a860; --at: #c9a2ff; --ip: #ff7fae;
          \(TonePalette.variables(TonePalette.dark))
        """

    /// Light colours, written once: the default, and paper's whatever the screen's theme (dark code on white).
    static let lightColours = """
          color-scheme: light;
          --bg: #fbfaf7; --fg: #1f2328; --muted: #545b66; --line: #dcd9d2; --field: #767b84; --panel: #f1efe9;
          --accent: #0a6470; --accent-soft: #dff1f2; --code-bg: #f4f2ec; --code-fg: #22262c; --mark: #ffe27a;
          --ok: #1b6e36; --ok-soft: #e3f3e7; --warn: #8a5100; --warn-soft: #fbefd9; --err: #a8231b;
          --kw: #a3275a; --ty: #1c5f9e; --st: #2a7231; --cm: #57606a; --nu: #8a4b00; --at: #7a3ea8; --ip: #a3275a;
          \(TonePalette.variables(TonePalette.light))
        """

    /// No `text-transform` anywhere: under `lang="tr"` it would turn "iOS" into "İOS".
    /// Light colours meet 4.5:1 for text on every background they sit on, and 3:1 for field borders.
    private static let themes = """
        :root {
        \(lightColours)
          --font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Liberation Sans", sans-serif;
          --mono: ui-monospace, "SF Mono", "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace;
        }
        :root[data-theme="dark"] {
        \(darkColours)
        }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) {
        \(darkColours)
          }
        }

        """

    private static let text = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 17px/1.65 var(--font); overflow-wrap: break-word; }
        a { color: var(--accent); text-underline-offset: 0.15em; }
        a:hover { text-decoration-thickness: 2px; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        [hidden] { display: none !important; }
        h1 { font-size: 2rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
        h2 { font-size: 1.45rem; line-height: 1.3; margin: 2.2rem 0 0.6rem; }
        h3 { font-size: 1.15rem; margin: 1.6rem 0 0.5rem; }
        [id] { scroll-margin-top: 1rem; }
        h2:target, h3:target, h4:target, .pair:target { background: var(--accent-soft); border-radius: 6px; box-shadow: 0 0 0 0.35rem var(--accent-soft); }
        .anchor { margin-left: 0.4rem; color: var(--muted); text-decoration: none; font-weight: 400; opacity: 0; }
        h2:hover .anchor, h3:hover .anchor, h4:hover .anchor, .anchor:focus { opacity: 1; }
        @media (hover: none) { .anchor { opacity: 1; } }
        .lead { font-size: 1.1rem; color: var(--muted); }
        code { font-family: var(--mono); font-size: 0.88em; background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { margin: 0; overflow-x: auto; font-size: 0.84rem; line-height: 1.55; }
        pre code { background: none; padding: 0; font-size: inherit; }
        blockquote { margin: 1rem 0; padding: 0.2rem 1rem; border-left: 4px solid var(--line); color: var(--muted); }
        hr { border: 0; border-top: 1px solid var(--line); margin: 2rem 0; }
        li.task { list-style: none; }
        img { max-width: 100%; height: auto; }
        mark { background: var(--mark); color: var(--fg); border-radius: 2px; padding: 0 1px; }
        kbd { font-family: var(--mono); font-size: 0.85em; border: 1px solid var(--field); border-radius: 4px; padding: 0 0.3em; }

        figure { margin: 1.2rem 0; }
        figure.code { position: relative; background: var(--code-bg); color: var(--code-fg); border: 1px solid var(--line); border-radius: 8px; }
        figure.code figcaption { padding: 0.45rem 0.9rem 0; font-size: 0.8rem; color: var(--muted); min-height: 2.1rem; }
        figure.code pre { padding: 0.7rem 0.9rem 0.8rem; }
        figure.code.has-copy figcaption { padding-right: 6rem; }
        figure.code.has-copy:not(:has(figcaption)) pre { padding-top: 2.4rem; }
        button.copy { position: absolute; top: 0.35rem; right: 0.4rem; font-size: 0.78rem; padding: 0.15rem 0.6rem; }
        .badge { display: inline-block; font-weight: 600; color: var(--accent); }
        .badge.kernel { color: var(--at); }
        .badge.exercise { color: var(--warn); }
        .badge.excerpt { color: var(--muted); font-weight: 500; }
        .pair { margin: 1.4rem 0; }
        .pair figure.code { margin: 0; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
        figure.output { margin: 0; border: 1px solid var(--line); border-top: 0; border-left: 4px solid var(--ok); border-radius: 0 0 8px 8px; background: var(--ok-soft); }
        figure.output.unchecked { border-left-color: var(--warn); background: var(--warn-soft); }
        figure.output figcaption { padding: 0.4rem 0.9rem 0; font-size: 0.8rem; font-weight: 600; color: var(--ok); -webkit-user-select: none; user-select: none; }
        figure.output.unchecked figcaption { color: var(--warn); }
        figure.output .state { font-weight: 500; }
        figure.output pre { padding: 0.4rem 0.9rem 0.7rem; }
        .badge.does-not-compile { color: var(--err); }
        .badge.mode { color: var(--muted); font-weight: 500; }
        .pair.compile-error figure.code { border-left: 4px solid var(--err); }
        figure.output.compiler { border-left-color: var(--err); background: var(--code-bg); }
        .diagnostic .severity { font-weight: 700; }
        .diagnostic.error .severity { color: var(--err); }
        .diagnostic.warning .severity { color: var(--warn); }
        .diagnostic.note .severity, .diagnostic.remark .severity { color: var(--muted); }
        .line:target { background: var(--mark); border-radius: 2px; }
        pre:focus-visible { outline-offset: -3px; }
        samp { font-family: var(--mono); }
        details.exercise-output { border: 1px solid var(--line); border-top: 0; border-radius: 0 0 8px 8px; }
        details.exercise-output > summary { cursor: pointer; padding: 0.45rem 0.9rem; font-weight: 600; color: var(--accent); }
        details.exercise-output[open] > summary { border-bottom: 1px solid var(--line); }
        details.exercise-output figure.output { border: 0; border-left: 4px solid var(--ok); }
        details.exercise-output .reasoning { padding: 0 0.9rem; border-top: 1px solid var(--line); }
        details.kernel-fold { margin: 1.2rem 0; border: 1px solid var(--line); border-radius: 8px; background: var(--panel); }
        details.kernel-fold > summary { cursor: pointer; padding: 0.45rem 0.9rem; font-size: 0.9rem; font-weight: 600; color: var(--at); }
        details.kernel-fold > figure.code { margin: 0; border-width: 1px 0 0; border-radius: 0 0 8px 8px; }

        /* A name the compiler resolved: the colour of its token, a faint dotted line when it links somewhere. */
        [data-n] { color: inherit; text-decoration: none; }
        a[data-n] { text-decoration: underline dotted color-mix(in srgb, currentColor 40%, transparent); text-underline-offset: 0.25em; }
        [data-n]:hover, [data-n]:focus-visible, [data-n][aria-describedby] { text-decoration: underline solid; }
        .nm-pop { position: absolute; z-index: 40; box-sizing: border-box; max-width: min(38rem, calc(100vw - 16px)); padding: 0.55rem 0.8rem; background: var(--panel); color: var(--fg); border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.2); font-size: 0.9rem; line-height: 1.45; }
        .nm-pop > *, .names-index dd > * { display: block; }
        .nm-pop > code, .names-index dd > code { white-space: pre-wrap; background: none; padding: 0; font-size: 0.84rem; }
        .nm-pop > * + *, .names-index dd > * + * { margin-top: 0.3rem; }
        .nm-pop > a, .nm-pop > span:last-of-type, .names-index dd > a, .names-index dd > span:last-of-type { width: fit-content; font-size: 0.85rem; }
        .nm-pop > .nm-keys { margin: 0.4rem 0 0; padding-top: 0.3rem; border-top: 1px solid var(--line); color: var(--muted); font-size: 0.8rem; }
        .names-index { margin-top: 2.5rem; border: 1px solid var(--line); border-radius: 8px; background: var(--panel); }
        .names-index > summary { cursor: pointer; padding: 0.45rem 0.9rem; font-weight: 600; }
        .names-index dl { margin: 0; padding: 0 0.9rem 0.8rem; }
        .names-index dt { margin-top: 0.7rem; font-family: var(--mono); font-size: 0.88rem; }
        .names-index dd { margin: 0.2rem 0 0 1rem; }
        .tok-keyword { color: var(--kw); font-weight: 600; }
        .tok-type { color: var(--ty); }
        .tok-string { color: var(--st); }
        .tok-interpolation { color: var(--ip); font-weight: 600; }
        .tok-comment { color: var(--cm); font-style: italic; }
        .tok-number { color: var(--nu); }
        .tok-attribute { color: var(--at); }
        .bidi-control::before { content: attr(data-shown); color: var(--warn); background: var(--warn-soft); border: 1px solid var(--warn); border-radius: 3px; font-style: normal; }

        .v { font-weight: 700; }
        \(TonePalette.classes)
        .legend { margin-top: 2.5rem; padding: 0.6rem 1.2rem 1rem; border: 1px solid var(--line); border-radius: 8px; background: var(--panel); }
        .legend h2 { font-size: 1.05rem; margin: 0.4rem 0 0.6rem; }
        .legend dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
        .legend dt { font-family: var(--mono); }
        .legend dd { margin: 0; }

        .table-wrap { overflow-x: auto; margin: 1.2rem 0; }
        table { border-collapse: collapse; font-size: 0.95rem; }
        th, td { border: 1px solid var(--line); padding: 0.4rem 0.7rem; vertical-align: top; }
        th { background: var(--panel); text-align: left; }
        .align-left { text-align: left; } .align-center { text-align: center; } .align-right { text-align: right; }
        .footnotes { font-size: 0.92rem; color: var(--muted); margin-top: 2.5rem; }
        .footnote-ref a { text-decoration: none; }
        .footnote-back { margin-left: 0.3rem; text-decoration: none; }
        .raw-html { color: var(--muted); }
        .copy-area { position: fixed; top: 0; left: 0; opacity: 0; }

        """
}
