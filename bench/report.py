"""docs/benchmarks.md from the measured numbers."""

KEYS = ["cold", "incremental", "check", "build", "cold_release", "cold_release_empty", "check_release", "build_release",
        "build_release_rendered", "sharded_cold",
        "relocated_check", "standalone_cold", "standalone_incremental", "floor", "cmark", "pandoc", "hugo"]

# What each cut of this round bought, measured while it was made (200 lessons, release tool, this machine, which
# another engineer's builds loaded: CPU seconds compare better than wall seconds then). Not a column of any table.
CUTS = [
    "Cold check, LLVM's IR verifier off for blocks and kernels (`-Xfrontend -disable-llvm-verify`, part of every "
    "cache key): a cold check's CPU 6.68–6.78 s → 5.93–6.45 s (the verifier was 6–15% of a shard's compile, "
    "`-Xllvm -time-passes`). It checks the compiler's own output; the code and every verdict are the same.",
    "Tried and not kept: `lld` instead of `gold` (a shard links in 0.02 s either way), `-num-threads 2` in a shard "
    "(slower when two shards already share the cores), 2, 3, 4, 8 or 12 shards instead of 6 at 600 blocks (within "
    "the noise: 5.6–7.4 s CPU, no order), no `-g` (already none). Per block, the shards cost what the floor costs.",
    "`build`, everything cached (the site byte for byte the same, `diff -r`): the search stemmer counted every "
    "suffix and the word again for each candidate (a fifth of the build); an ASCII character now folds from a "
    "table; the counterpart search and a listing's long-line test no longer split and trim every line; the "
    "kernel listing on every page is highlighted and measured once per build; pages are written on the cores "
    "that render them. CPU of a cached `build`: 1.2–1.76 s → 0.43–0.53 s; wall 0.89–1.17 s → 0.32–0.46 s.",
    "`build`, everything cached, at 200 lessons (release, the machine at rest, medians of five interleaved with "
    "cmark-gfm): 0.55 s → 0.17–0.18 s against cmark-gfm's 0.21–0.22 s. Rendered pages are kept in the build "
    "cache (`pages/`, one record and one page file a lesson, keyed by everything the page is made from and by "
    "a digest of the tool's own binary) and linked into the new site instead of rendered and written again "
    "(render and write 332 → 52 ms; the first build after any change renders what changed); names are kept in "
    "a binary form instead of JSON and their keys digest the kernels once (names 63 → 13 ms); the warning about "
    "unexplained kernel words splits only the lines that hold a candidate's bytes, on another thread while "
    "the site is made (47 ms → off the critical path). The site is byte for byte the site rendered afresh.",
    "`build`, everything cached, at 200 lessons (release, nine builds interleaved with cmark-gfm): 0.161 s → "
    "0.144 s against cmark-gfm's 0.215 s. The warning about unexplained kernel words (it reads every transcript "
    "and every lesson's prose: a tenth of a cached build's CPU) is kept in the build cache under a digest of "
    "everything it follows from, and a page's names are found by the digest of their key, where each look-up "
    "hashed the block's whole code (normalised first, for code outside ASCII). The site is the same.",
    "How much this machine drifts: at the previous stop three full runs at 200 lessons on the same code gave "
    "59.4×, 70.5× and 50.1× (standalone 256.5, 297.8 and 320.9 s against cold release 4.32, 4.22 and 6.40 s): "
    "the machine is a virtual one whose speed moves by a sixth within minutes, so the ratios of one run are the "
    "fair comparison, and a change is judged by runs interleaved with the code before it.",
    "Cold check after a kernel change (release, 200 lessons): the shards keep their object files in the build "
    "cache (an output file map names them; the driver otherwise writes them to a new temporary folder each "
    "time). The compiler records a digest of the LLVM IR in each object and skips code generation when the "
    "object it would replace holds the same one, which is the case for every block a new kernel declaration "
    "does not touch. One 97-block shard compiled again: 1.06 s → 0.73 s (six runs each, interleaved); a cold "
    "check 4.17–4.40 s → 3.34–3.60 s (four runs each). The shards' folders now outlive a new kernels key (their "
    "manifests do not), and a shard's sources are written in place instead of removed and written atomically "
    "again (the pause between two shard compiles 55 → 25 ms). Found by timing the same frontend command "
    "alone (0.70 s) and under the driver (1.06 s): the difference was the object file left at the same path.",
    "The floor: one `swiftc -wmo` of all 600 blocks as plain code takes longer than the tool's cold check, "
    "because its type checking and SIL stages run on one core. Tried and not kept this stop: a plain C entry "
    "(the block's errors returned, no boxed closure) instead of the closure each block hands over: the "
    "shard's IR 2.6% smaller, its compile within the noise (0.98–1.01 s against 1.01–1.07 s). Left alone: "
    "starting the shards before the kernels' library is linked (their interface is written at 0.26–0.32 s of "
    "a 0.45 s compile; about 0.15 s a cold check, but the shard libraries could then not name the kernels' "
    "library, and workers would load the kernels globally).",
]


def medians(details):
    """For each size, the median seconds under the names docs/benchmarks.json promises, and build's peak RSS."""
    sizes = {}
    for size, entry in details.items():
        row = {f"{key}_s": round(entry[key]["median"], 4) for key in KEYS if key in entry}
        row["fresh_s"] = round(entry["fresh"]["median"], 2)
        row["build_peak_rss_mb"] = round(entry["build"]["rss_mb"], 1)
        row["check_peak_rss_mb"] = round(entry["check"]["rss_mb"], 1)
        row["blocks"] = entry["blocks"]
        sizes[size] = row
    return sizes


def breakdown_section(sizes, details):
    """Where a cold check's time goes, per block, and the floor, for each size that measured them."""
    lines = []
    for size, row in sizes.items():
        entry = details[size]
        found, floor = entry.get("breakdown"), entry.get("floor")
        if not found or not floor:
            continue
        blocks = row["blocks"]
        per_block = lambda value: f"{1000 * value / blocks:.1f}"
        lines += ["", f"## Where a cold check's time goes ({size} lessons, {blocks} blocks, release tool)", "",
                  f"One more cold check with every compiler run timed: {seconds(found['cold_seconds'])} s, "
                  f"{per_block(found['cold_seconds'])} ms a block. The tool's phases: "
                  + "; ".join(f"`{phase}`" for phase in found["phases"]) + ".", "",
                  "| part | seconds | ms a block |", "|---|---:|---:|",
                  f"| kernels (one compile, the other core writes the blocks' programs meanwhile) | "
                  f"{seconds(found['kernel_compile'])} | {per_block(found['kernel_compile'])} |",
                  f"| {found['shards']} shards, two at a time (sum of their compiles) | "
                  f"{seconds(sum(found['shard_seconds']))} | {per_block(sum(found['shard_seconds']))} |"]
        stages = found.get("stages")
        if stages:
            shard = found["stage_blocks"]
            part = lambda value: f"{1000 * value / shard:.2f}"
            named = stages["imports"] + stages["sema"] + stages["silgen"] + stages["silopt"] + stages["irgen"]
            rows = [("module loading (standard library, Foundation, kernels) and parsing", stages["imports"]),
                    ("type checking", stages["sema"]), ("SILGen", stages["silgen"]),
                    ("SIL passes (mandatory, -Onone)", stages["silopt"]), ("IRGen", stages["irgen"]),
                    ("LLVM code generation and the rest of the frontend", stages["frontend"] - named),
                    ("driver, autolink, clang and gold: the link", stages["whole"] - stages["frontend"])]
            lines += ["", f"One shard ({shard} blocks) compiled again with the tool's arguments and the compiler's own "
                      f"timers (`-stats-output-dir`, fastest of three: {seconds(stages['whole'])} s):", "",
                      "| stage | seconds | ms a block |", "|---|---:|---:|"]
            lines += [f"| {name} | {seconds(value)} | {part(value)} |" for name, value in rows]
            if "kept_whole" in found:
                lines += ["", f"The same shard compiled with its object kept where the tool keeps it (the IR the same, "
                          f"so LLVM's code generation is skipped): {seconds(found['kept_whole'])} s, "
                          f"{part(found['kept_whole'])} ms a block."]
        lines += ["", f"**The floor** on this machine: every block as plain code (each in a function of its own) in one "
                  f"`swiftc -Onone -wmo` with the kernels, then run: {seconds(floor['median'])} s, "
                  f"{per_block(floor['median'])} ms a block, on one core for its type checking. Cold release "
                  f"is {row['cold_release_s'] / floor['median']:.2f}× the floor: the shards use both cores, and pay "
                  "the kernels' own compile, a module load per shard, the blocks' isolation (globals, entries) and "
                  "running every block (hashing blocks in twelve processes after a kernel change)."]
    return lines


def goals_section(sizes):
    """The round's goals against this run's numbers, said plainly whether met or not."""
    lines = []
    for size, row in sizes.items():
        if "cold_release_s" not in row or "floor_s" not in row:
            continue
        faster = row["standalone_cold_s"] / row["cold_release_s"]
        ratio = row["build_release_s"] / row["cmark_s"]
        lines += ["", f"## The goals at {size} lessons", "",
                  f"- Cold check ≥ 60× faster than compiling each block alone: {faster:.1f}× "
                  f"({'met' if faster >= 60 else 'not met'}; standalone {seconds(row['standalone_cold_s'])} s, "
                  f"cold release {seconds(row['cold_release_s'])} s, the floor {seconds(row['floor_s'])} s)."]
        if "cold_release_empty_s" in row:
            empty = row["standalone_cold_s"] / row["cold_release_empty_s"]
            lines.append(f"  With nothing compiled kept (no cache restored): {empty:.1f}× "
                         f"({'met' if empty >= 60 else 'not met'}; {seconds(row['cold_release_empty_s'])} s).")
        lines += [
                  f"- `build` ≤ 1.0× the cmark-gfm CLI: {ratio:.2f}× ({'met' if ratio <= 1.0 else 'not met'}; "
                  f"build release {seconds(row['build_release_s'])} s, cmark-gfm {seconds(row['cmark_s'])} s)."]
        if faster < 60:
            lines.append("  Per block, a shard compiles at the floor (the tables above): what is left is the "
                         "kernels' compile before the shards can start and running the blocks, which no flag removes.")
        if ratio > 1.0:
            lines.append("  cmark-gfm only turns Markdown into HTML; `build` also starts, reads the lessons, runs "
                         "every block in two worker processes and checks it, highlights every block, builds the "
                         f"search index and writes a site of {size} lesson pages, each with a sidebar of every lesson. "
                         "Its profile is now flat (no function above a few per cent).")
    return lines


def seconds(value):
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


# A hand-measured section (bench/search-slow3g), kept as written when bench/run rewrites the file.
SEARCH_ON_A_SLOW_CONNECTION = [
    '## Search on a slow connection (hand-measured, `bench/search-slow3g`)',
    '',
    "Not produced by `bench/run`: measured by hand with `bench/search-slow3g SITE ekran` on the course's own site",
    '(`lessonbuild build`), served gzip-compressed over HTTP, in headless Chromium with DevTools\' "Slow 3G" profile',
    'set through CDP (`Network.emulateNetworkConditions`: 2000 ms latency, 50 000 B/s), the cache off. The time is',
    "from the navigation's start (search page) or the field's focus (panel) to the first result on screen.",
    '',
    '| | before (b9583a7) | this |',
    '|---|---:|---:|',
    '| `tr/search-index.js` raw / gzip | 226 KB / 66 KB | 224 KB / 65 KB |',
    '| `az/search-index.js` raw / gzip | 245 KB / 71 KB | 242 KB / 70 KB |',
    "| indexes a search downloads before its first result | both (137 KB gzip) | the page's language (65 KB gzip) |",
    '| `tr/search.html?q=ekran`, opened cold | 11.5 s | 8.0 s |',
    '| panel, focused as soon as the page has loaded | 4.9 s | 3.3 s |',
    '| panel, focused after 5 s on the page | 4.9 s | 0.0 s |',
    '',
    "The 2 s goal is met for a reader who has been on a page a few seconds (the page's index is fetched once the",
    'page is idle) and not for a search straight after the page loads: one request on this profile costs 2 s of',
    'latency before its first byte, so any index not yet asked for is at least 2 s away; the cold search page pays',
    "the page's own round trips too (its HTML, then its styles and scripts with the index, preloaded).",
]


def markdown(document):
    machine, sizes, details = document["machine"], document["sizes"], document["details"]
    lines = ["# Benchmarks: the author's loop", "",
             "Produced by `bench/run` (do not edit by hand). Each synthetic lesson has prose, a UIKit excerpt, the",
             "`Sync.swift` listing and three runnable blocks using the kernels. Times are medians of several runs",
             "(min–max in the detail table) on this machine:", "",
             f"- CPU: {machine['cpu']}, {machine['cores']} cores, {machine['memory_gb']} GB",
             f"- {machine['swift']}", f"- {machine['cmark_gfm']}; {machine['pandoc']}; {machine['hugo']}", ""]
    lines += ["Every column was measured in the same run: the tool built as `swift build` builds it (debug) and as",
              "authors are told to run it (`swift build -c release`), and every comparator beside it.", ""]
    loads = [(size, entry["load"]) for size, entry in details.items() if "load" in entry]
    if loads:
        lines += ["The machine may be shared (other builds and tests may run on it); load averages (1, 5, 15 min)",
                  "when each size started and ended: " + "; ".join(
                      f"{size} lessons {' / '.join(f'{x:.1f}' for x in load['start'])} → {' / '.join(f'{x:.1f}' for x in load['end'])}"
                      for size, load in loads) + ".", ""]
    lines += ["## Medians (seconds)", "",
             "| lessons | blocks | fresh | cold | incremental | check | build | build RSS MB | standalone cold | standalone incr. | cmark-gfm | pandoc | hugo |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for size, row in sizes.items():
        lines.append(f"| {size} | {row['blocks']} | {seconds(row['fresh_s'])} | {seconds(row['cold_s'])} | {seconds(row['incremental_s'])} | "
                     f"{seconds(row['check_s'])} | {seconds(row['build_s'])} | {row['build_peak_rss_mb']} | {seconds(row['standalone_cold_s'])} | "
                     f"{seconds(row['standalone_incremental_s'])} | {seconds(row['cmark_s'])} | {seconds(row['pandoc_s'])} | {seconds(row['hugo_s'])} |")
    lines += ["", "## Ratios", "",
              "| lessons | standalone cold ÷ cold | incremental ÷ standalone incr. | build ÷ hugo | build ÷ cmark-gfm | pandoc ÷ build |",
              "|---:|---:|---:|---:|---:|---:|"]
    for size, row in sizes.items():
        lines.append(f"| {size} | {row['standalone_cold_s'] / row['cold_s']:.1f}× | {row['incremental_s'] / row['standalone_incremental_s']:.2f} | "
                     f"{row['build_s'] / row['hugo_s']:.2f} | {row['build_s'] / row['cmark_s']:.2f} | {row['pandoc_s'] / row['build_s']:.0f}× |")
    if any("build_release_s" in row for row in sizes.values()):
        lines += ["", "## The release tool, the relocated cache and sharded checks (seconds)", "",
                  "| lessons | cold (release) | cold (release), nothing kept | check (release) | build (release) | build release ÷ cmark-gfm | "
                  "build (release), every page rendered | "
                  "standalone cold ÷ cold release | ms a block, cold release | relocated check | "
                  f"sharded cold, slowest of N | sum of shards |",
                  "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for size, row in sizes.items():
            if "build_release_s" not in row:
                continue
            entry = details[size]
            lines.append(f"| {size} | {seconds(row['cold_release_s'])} | "
                         f"{seconds(row['cold_release_empty_s']) if 'cold_release_empty_s' in row else '–'} | "
                         f"{seconds(row['check_release_s'])} | "
                         f"{seconds(row['build_release_s'])} | {row['build_release_s'] / row['cmark_s']:.2f} | "
                         f"{seconds(row['build_release_rendered_s']) if 'build_release_rendered_s' in row else '–'} | "
                         f"{row['standalone_cold_s'] / row['cold_release_s']:.1f}× | "
                         f"{1000 * row['cold_release_s'] / row['blocks']:.1f} | {seconds(row['relocated_check_s'])} | "
                         f"{seconds(row['sharded_cold_s'])} (N = {entry['sharded_cold']['shards']}) | "
                         f"{seconds(entry['sharded_cold']['sum'])} |")
        relocated = [(size, details[size]["relocated_check"].get("compiled", "")) for size in sizes]
        lines += ["", "The relocated check is the course and its `.build/lessonbuild/` copied to another folder (a CI",
                  "cache restored elsewhere), then `check` there; the tool said: "
                  + "; ".join(f"{size} lessons: `{said}`" for size, said in relocated) + ".",
                  "Sharded cold: after a kernel change, `check --shard K/N` for each K in turn (each job of a CI matrix",
                  "compiles the kernels and its own blocks); the slowest is the matrix's wall time on N runners."]
    lines += breakdown_section(sizes, details)
    lines += goals_section(sizes)
    lines += ["", "## What each cut of this round bought", "",
              "Measured while each change was made (200 lessons, release tool), not by this run:", ""]
    lines += [f"- {cut}" for cut in CUTS]
    ordered = list(sizes.items())
    if len(ordered) >= 2:
        (n0, first), (n1, last) = ordered[0], ordered[-1]
        growth = int(n1) / int(n0)
        lines += ["", "## Growth", "",
                  f"From {n0} to {n1} lessons ({growth:.0f}× the course):", ""]
        for key, label in [("cold_s", "cold"), ("check_s", "check"), ("build_s", "build"), ("incremental_s", "incremental"),
                           ("hugo_s", "hugo"), ("cmark_s", "cmark-gfm")]:
            lines.append(f"- {label}: {seconds(first[key])} s → {seconds(last[key])} s ({last[key] / first[key]:.1f}×)")
    lines += ["", "## Detail (min–max, peak RSS)", "", "| lessons | measure | median | min | max | peak RSS MB | runs |", "|---:|---|---:|---:|---:|---:|---:|"]
    for size, entry in details.items():
        for key in ["fresh"] + KEYS:
            if key in entry:
                value = entry[key]
                lines.append(f"| {size} | {key} | {seconds(value['median'])} | {seconds(value['min'])} | {seconds(value['max'])} | {value['rss_mb']:.0f} | {value['runs']} |")
    lines += ["", "## What each measure is", "",
              "- **fresh**: empty build folder, `swift build --product lessonbuild`, then `check` (one run).",
              "- **cold**: a kernel file changes: `check` compiles the kernel module and every block again (every shard of the shared modules), then runs them.",
              "- **incremental**: one line of one block of one lesson changes: `check` compiles that block alone (or rebuilds the shards they fall in when more than four blocks changed), then runs every block.",
              "- **check** / **build**: the built `lessonbuild` binary with everything compiled: run every block once (the blocks split between two processes, one per core; blocks that read the hash seed were confirmed in twelve processes by the setup's `fill`, which the build cache remembers) and compare; `build` also renders the site. (After a kernel change, `cold` confirms every hashing block in twelve processes again; after a block edit, `incremental` confirms that block again.)",
              "- **cold release**, **check release**, **build release**: the same with the tool built by `swift build -c release` (the blocks are compiled by the same compiler either way).",
              "- **cold (release), nothing kept**: the same kernel change with the build cache emptied first (clang's module cache kept, as the standalone comparator keeps its own): every block compiled from nothing, as on a CI runner with no cache restored. A plain **cold** keeps the shards' object files, so the compiler skips code generation for blocks whose IR the kernel change left the same.",
              "- **build (release), every page rendered**: `build` with the build cache's kept pages removed first: every page rendered and written (what the first build after a tool update does). The **build** columns keep them, as an author's next build does.",
              "- **sharded cold**: `check --shard K/3` after a kernel change, each K in turn with the release tool; the slowest of the three is a CI matrix's wall time.",
              "- **relocated check**: the course with its build cache copied to another folder, `check` there with the release tool (nothing should compile).",
              "- **standalone cold**: every block compiled alone with `swiftc main.swift Kernels/*.swift` and run, two jobs in parallel: the naive checker. **standalone incr.**: the same for the one changed block (the best a per-block cache could do).",
              "- **cmark-gfm**, **pandoc**: the command line run once per lesson file (Markdown to HTML only). **hugo**: a minimal Hugo site over the same files.",
              "- Peak RSS is the largest resident set of the command and the processes it waited for."]
    preview = document.get("preview")
    if preview:
        lines += ["", "## The preview loop (`bench/preview.py`)", "",
                  "Seconds from writing the lesson file to the reload event the open page receives (medians), and the",
                  "changed block compiled alone by `swiftc` with the kernels for comparison.", "",
                  "| lessons | blocks | prose edit | one-block edit | swiftc alone | block edit ÷ swiftc |", "|---:|---:|---:|---:|---:|---:|"]
        for size, entry in sorted(preview.items(), key=lambda item: int(item[0])):
            lines.append(f"| {size} | {entry['blocks']} | {entry['prose_edit']:.3f} | {entry['block_edit']:.3f} | "
                         f"{entry['standalone_compile']:.3f} | {entry['ratio']:.2f} |")
    sandbox = document.get("sandbox")
    if sandbox:
        lines += ["", "## The sandbox's cost (`bench/sandbox.py`)", "",
                  "`check` of a filled synthetic course with and without `--sandbox`, runs alternating (medians, seconds).",
                  "The sandbox costs once per worker started (one bubblewrap, its namespaces and mounts), not per block:",
                  "the last two columns spread the difference of the medians over the workers and over the blocks",
                  "(fastest runs in brackets). Load average when measured: "
                  + ", ".join("%.1f" % entry.get("load", 0) for entry in sandbox.values()) + " on 2 cores.", "",
                  "| lessons | blocks | workers | check | check --sandbox | ms a worker | ms a block |",
                  "|---:|---:|---:|---:|---:|---:|---:|"]
        for size, entry in sorted(sandbox.items(), key=lambda item: int(item[0])):
            lines.append(f"| {size} | {entry['blocks']} | {entry['workers']} | {seconds(entry['plain'])} ({seconds(entry['plain_min'])}) | "
                         f"{seconds(entry['sandboxed'])} ({seconds(entry['sandboxed_min'])}) | {entry['per_worker_ms']:.1f} | {entry['per_block_ms']:.2f} |")
    names = document.get("names")
    if names:
        lines += ["", "## The names on the page (`bench/names.py`)", "",
                  "`build` of a filled synthetic course with each name's declaration (SourceKit, cached in",
                  "`.build/lessonbuild/names/`) and with `--no-names`, runs alternating (medians, seconds): cold (the build",
                  "folder removed), with everything cached, and after one block's edit. Load average when measured: "
                  + ", ".join("%.1f" % entry.get("load", 0) for entry in names.values()) + " on 2 cores.", "",
                  "| lessons | blocks | tool | cold | cold --no-names | names, ms a block | cached | cached --no-names | one-block edit | edit --no-names |",
                  "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
        for size, entry in sorted(names.items(), key=lambda item: int(item[0])):
            lines.append(f"| {size} | {entry['blocks']} | {entry['tool']} | {seconds(entry['cold'])} | {seconds(entry['cold_no_names'])} | "
                         f"{entry['names_ms_per_block']:.1f} | {seconds(entry['cached'])} | {seconds(entry['cached_no_names'])} | "
                         f"{seconds(entry['edit'])} | {seconds(entry['edit_no_names'])} |")
    scale = document.get("scale")
    if scale:
        lines += ["", "## The site at scale (`bench/scale.py`)", "",
                  "One `build` of the filled synthetic course (its blocks' outcomes cached, as after `fill`): wall time, peak RSS",
                  "of the builder and the workers it waited for (wait4), the site's size (the sum of its files) and its lesson",
                  "pages. A page's sidebar lists the 41 lessons around it and links to the contents page, which lists all",
                  "(issue 43); before, every page listed every lesson (at 10 000 lessons: a 4.6 GB site, 480 KB a page, 4.9 GB",
                  "RSS, as the issue measured). Load average when measured: "
                  + ", ".join("%.1f" % entry.get("load", 0) for entry in scale.values()) + " on 2 cores.", "",
                  "| lessons | blocks | tool | names | build s | peak RSS MB | site MB | files | lesson page KB (median) | largest KB |",
                  "|---:|---:|---|---|---:|---:|---:|---:|---:|---:|"]
        for size, entry in sorted(scale.items(), key=lambda item: int(item[0])):
            lines.append(f"| {size} | {entry['blocks']} | {entry['tool']} | {'yes' if entry['names'] else 'no'} | "
                         f"{entry['build_s']:.1f} | {entry['rss_mb']:.0f} | {entry['site_mb']:.1f} | {entry['files']} | "
                         f"{entry['median_page_kb']:.1f} | {entry['largest_page_kb']:.1f} |")
    against = document.get("against")
    if against:
        lines += ["", f"## Interleaved with revision {against['revision']} (`bench/against`)", "",
                  f"Both builds side by side on one course of {against['lessons']} lessons ({against['blocks']} blocks), every measure",
                  f"alternating between them ({against['runs']} runs each), so both see the same machine."
                  + (f" {against['revision']} compiled blocks with a SwiftPM build plugin: its loop is `swift build`, then `check`;"
                     " this one's is `check` alone." if against.get("plugin", True) else
                     " Both compile blocks at run time: each loop is `check` alone.")
                  + f" Both check the same kernels, {against['revision']}'s (the course's own kernels grow with it).", "",
                  f"| measure | {against['revision']} | this ({against['this']}) | this ÷ {against['revision']} |", "|---|---:|---:|---:|"]
        for measure, pair in against["measures"].items():
            before_m, now_m = pair["before"], pair["now"]
            lines.append(f"| {measure} | {seconds(before_m['median'])} ({seconds(before_m['min'])}–{seconds(before_m['max'])}) | "
                         f"{seconds(now_m['median'])} ({seconds(now_m['min'])}–{seconds(now_m['max'])}) | {now_m['median'] / before_m['median']:.2f} |")
    before = document.get("before")
    if before:
        lines += ["", "## Before this round (plugin-compiled blocks)", "",
                  "As measured then, on another machine (AMD EPYC, 2 cores): for a comparison on one machine, see the",
                  "interleaved table above.", "",
                  "| lessons | cold | incremental | check | build |", "|---:|---:|---:|---:|---:|"]
        for size, row in sorted(before.items(), key=lambda item: int(item[0])):
            lines.append(f"| {size} | {seconds(row['cold_s'])} | {seconds(row['incremental_s'])} | {seconds(row['check_s'])} | {seconds(row['build_s'])} |")
    lines += [""] + SEARCH_ON_A_SLOW_CONNECTION
    return "\n".join(lines) + "\n"
