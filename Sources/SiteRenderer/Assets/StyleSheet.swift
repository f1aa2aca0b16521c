/// The files every site ships besides its pages.
enum Assets {
    /// Light and dark themes follow the system through `prefers-color-scheme` alone, so there is no script
    /// to wait for and no flash of the wrong theme. No `text-transform` anywhere: under `lang="tr"` it would
    /// turn "iOS" into "İOS".
    static let styleSheet = #"""
:root {
  color-scheme: light dark;
  --bg: #fbfaf7; --fg: #1f2328; --muted: #5b6370; --line: #dcd9d2; --panel: #f1efe9;
  --accent: #0b6b78; --accent-soft: #dff1f2; --code-bg: #f4f2ec; --code-fg: #22262c;
  --ok: #1e7a3c; --ok-soft: #e3f3e7; --warn: #9a5b00; --warn-soft: #fbefd9;
  --kw: #a3275a; --ty: #1c5f9e; --st: #2c7a33; --cm: #6e7781; --nu: #8a4b00; --at: #7a3ea8; --ip: #a3275a;
  --v-uyumlu: #1e7a3c; --v-bayat: #a15c00; --v-eksik: #b42318; --v-artik: #7a3ea8; --v-neutral: #5b6370;
  --v-yerel: #1c5f9e; --v-ebeveyn: #0b6b78; --v-gozlem: #a3275a; --v-ortam: #6b5d00;
  --font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Liberation Sans", sans-serif;
  --mono: ui-monospace, "SF Mono", "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15171b; --fg: #e4e6ea; --muted: #a1a8b3; --line: #30343c; --panel: #1d2026;
    --accent: #5cc6d0; --accent-soft: #173a3e; --code-bg: #1b1e24; --code-fg: #dfe3e8;
    --ok: #6fd08c; --ok-soft: #173322; --warn: #f0b35a; --warn-soft: #3a2c12;
    --kw: #ff7fae; --ty: #7db8ff; --st: #8fd694; --cm: #8b949e; --nu: #f5a860; --at: #c9a2ff; --ip: #ff7fae;
    --v-uyumlu: #6fd08c; --v-bayat: #f0b35a; --v-eksik: #ff8b7e; --v-artik: #c9a2ff; --v-neutral: #a1a8b3;
    --v-yerel: #7db8ff; --v-ebeveyn: #5cc6d0; --v-gozlem: #ff7fae; --v-ortam: #e3d36b;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 17px/1.65 var(--font); overflow-wrap: break-word; }
a { color: var(--accent); text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip-link { position: absolute; left: 0.5rem; top: -3rem; background: var(--accent); color: var(--bg); padding: 0.5rem 1rem; border-radius: 0 0 6px 6px; z-index: 10; }
.skip-link:focus { top: 0; }

.site-header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.25rem; padding: 0.75rem 1.5rem; border-bottom: 1px solid var(--line); background: var(--panel); }
.brand { font-weight: 700; color: var(--fg); text-decoration: none; font-size: 1.05rem; margin-right: auto; }
.search-form { display: flex; gap: 0.4rem; }
.search-form input { font: inherit; font-size: 0.95rem; padding: 0.35rem 0.6rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); width: 14rem; max-width: 50vw; }
.search-form button, button.copy { font: inherit; font-size: 0.9rem; padding: 0.35rem 0.8rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); cursor: pointer; }
.language { font-size: 0.95rem; }

.layout { display: grid; grid-template-columns: 17rem minmax(0, 1fr); max-width: 78rem; margin: 0 auto; }
.layout.single { grid-template-columns: minmax(0, 1fr); }
.sidebar { padding: 1.5rem 1rem 2rem 1.5rem; border-right: 1px solid var(--line); font-size: 0.93rem; }
.sidebar-title { font-size: 0.85rem; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.6rem; }
.sidebar ol { list-style: none; margin: 0; padding: 0; counter-reset: lesson; }
.sidebar li { counter-increment: lesson; margin: 0.15rem 0; }
.sidebar li a { display: block; padding: 0.3rem 0.5rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
.sidebar li a::before { content: counter(lesson, decimal-leading-zero) " "; color: var(--muted); font-variant-numeric: tabular-nums; }
.sidebar a:hover { background: var(--accent-soft); }
.sidebar a[aria-current="page"] { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
.sidebar-extra { margin: 1rem 0 0; padding-left: 0.5rem; }
main { padding: 1.5rem 2rem 3rem; min-width: 0; }
main:focus { outline: none; }
article { max-width: 46rem; }
h1 { font-size: 2rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.45rem; line-height: 1.3; margin: 2.2rem 0 0.6rem; }
h3 { font-size: 1.15rem; margin: 1.6rem 0 0.5rem; }
h2 .anchor, h3 .anchor, h4 .anchor { margin-left: 0.4rem; color: var(--muted); text-decoration: none; opacity: 0; }
h2:hover .anchor, h3:hover .anchor, h4:hover .anchor { opacity: 1; }
.lead { font-size: 1.1rem; color: var(--muted); }
code { font-family: var(--mono); font-size: 0.88em; background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 4px; }
pre { margin: 0; overflow-x: auto; font-size: 0.86rem; line-height: 1.55; }
pre code { background: none; padding: 0; font-size: inherit; }
blockquote { margin: 1rem 0; padding: 0.2rem 1rem; border-left: 4px solid var(--line); color: var(--muted); }
hr { border: 0; border-top: 1px solid var(--line); margin: 2rem 0; }
li.task { list-style: none; }
img { max-width: 100%; height: auto; }

.toc { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 0.6rem 1.2rem; margin: 1rem 0 1.5rem; font-size: 0.95rem; }
.toc h2 { font-size: 0.85rem; letter-spacing: 0.04em; color: var(--muted); margin: 0.3rem 0; }
.toc ol { margin: 0.2rem 0 0.4rem; padding-left: 1.3rem; }

figure { margin: 1.2rem 0; }
figure.code { position: relative; background: var(--code-bg); color: var(--code-fg); border: 1px solid var(--line); border-radius: 8px; }
figure.code figcaption { padding: 0.45rem 0.9rem 0; font-size: 0.8rem; color: var(--muted); }
figure.code pre { padding: 0.7rem 0.9rem 0.8rem; }
figure.code.has-copy figcaption { padding-right: 6rem; min-height: 2.2rem; }
button.copy { position: absolute; top: 0.4rem; right: 0.4rem; font-size: 0.78rem; padding: 0.2rem 0.6rem; opacity: 0.85; }
.badge { display: inline-block; font-weight: 600; color: var(--accent); }
.badge.kernel { color: var(--at); }
.badge.excerpt { color: var(--muted); font-weight: 500; }
.pair { margin: 1.4rem 0; }
.pair figure.code { margin: 0; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
figure.output { margin: 0; border: 1px solid var(--line); border-top: 0; border-left: 4px solid var(--ok); border-radius: 0 0 8px 8px; background: var(--ok-soft); }
figure.output.unchecked { border-left-color: var(--warn); background: var(--warn-soft); }
figure.output figcaption { padding: 0.4rem 0.9rem 0; font-size: 0.8rem; font-weight: 600; color: var(--ok); -webkit-user-select: none; user-select: none; }
figure.output.unchecked figcaption { color: var(--warn); }
figure.output .state { font-weight: 500; }
figure.output pre { padding: 0.4rem 0.9rem 0.7rem; }
samp { font-family: var(--mono); }

.tok-keyword { color: var(--kw); font-weight: 600; }
.tok-type { color: var(--ty); }
.tok-string { color: var(--st); }
.tok-interpolation { color: var(--ip); font-weight: 600; }
.tok-comment { color: var(--cm); font-style: italic; }
.tok-number { color: var(--nu); }
.tok-attribute { color: var(--at); }

.v { font-weight: 700; }
.v-uyumlu { color: var(--v-uyumlu); } .v-bayat { color: var(--v-bayat); } .v-eksik { color: var(--v-eksik); }
.v-artik { color: var(--v-artik); } .v-olcum-disi, .v-kural-disi { color: var(--v-neutral); }
.v-yerel { color: var(--v-yerel); } .v-ebeveyn { color: var(--v-ebeveyn); } .v-gozlem { color: var(--v-gozlem); } .v-ortam { color: var(--v-ortam); }
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

.pager { display: flex; justify-content: space-between; gap: 1rem; max-width: 46rem; margin-top: 3rem; padding-top: 1.2rem; border-top: 1px solid var(--line); }
.pager a { display: flex; flex-direction: column; padding: 0.6rem 0.9rem; border: 1px solid var(--line); border-radius: 8px; text-decoration: none; max-width: 48%; }
.pager a[rel="next"] { margin-left: auto; text-align: right; }
.pager-label { font-size: 0.8rem; color: var(--muted); }
.pager-title { font-weight: 600; }

.lesson-list { padding-left: 0; list-style: none; }
.lesson-list li { margin: 0 0 1rem; padding: 0.8rem 1rem; border: 1px solid var(--line); border-radius: 8px; }
.lesson-list a { font-weight: 600; font-size: 1.08rem; }
.lesson-list p { margin: 0.3rem 0 0; color: var(--muted); font-size: 0.95rem; }
.lesson-number { color: var(--muted); font-variant-numeric: tabular-nums; }
.languages-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1.5rem; }
.language-card { border: 1px solid var(--line); border-radius: 10px; padding: 0.4rem 1.4rem 1rem; background: var(--panel); }
.language-meta { color: var(--muted); font-size: 0.9rem; margin-top: -0.3rem; }
.search-results { padding-left: 1.2rem; }
.search-results li { margin-bottom: 1rem; }
.search-results a { font-weight: 600; }
.result-section::before { content: " — "; color: var(--muted); font-weight: 400; }
.search-results p { margin: 0.2rem 0 0; color: var(--muted); font-size: 0.93rem; }
.raw-html { color: var(--muted); }

@media (max-width: 900px) {
  body { font-size: 16px; }
  .layout { grid-template-columns: minmax(0, 1fr); }
  .sidebar { order: 2; border-right: 0; border-top: 1px solid var(--line); padding: 1.2rem; }
  main { padding: 1rem 1rem 2rem; }
  h1 { font-size: 1.6rem; }
  .site-header { padding: 0.6rem 1rem; }
  .search-form { order: 3; width: 100%; }
  .search-form input { flex: 1; max-width: none; width: auto; }
  figure.code, figure.output { margin-left: -0.5rem; margin-right: -0.5rem; }
}
@media print {
  body { background: #fff; color: #000; font-size: 11pt; }
  .site-header, .sidebar, .pager, .toc, button.copy, .skip-link, h2 .anchor { display: none; }
  .layout { display: block; }
  main { padding: 0; }
  article { max-width: none; }
  figure.code, figure.output { break-inside: avoid; border-color: #999; background: #fff; }
  pre { white-space: pre-wrap; }
  a { color: #000; }
  a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
}
"""#
}
