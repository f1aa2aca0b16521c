#!/usr/bin/env python3
"""How the site grows with the course (issue 43): `build` of the synthetic course at one or more sizes, its
peak RSS, the site's size on disk and its largest lesson page.

    bench/scale.py --lessons 1000 [--lessons 10000] [--no-names]

On the synthetic course (bench/course.py: prose, a UIKit excerpt, a kernel listing and three runnable blocks
a lesson), filled first (not measured). Then one `build` with the blocks' outcomes cached (the loop an author
meets after `fill`), measured: wall time and the peak RSS of the builder and the workers it waited for
(wait4's ru_maxrss, as bench/run measures). The site's size is the sum of its files' sizes (`du --apparent-size`
would say the same). `--no-names` builds without the names' declarations (SourceKit), to measure a large size
in less time; the page then lacks its names' index. The tool is the release build when there is one, else the
debug build. Results are printed and merged into docs/benchmarks.json under "scale"; bench/report.py renders
them.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import course  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def binary():
    release = ROOT / ".build/release/lessonbuild"
    return (release, "release") if release.exists() else (ROOT / ".build/debug/lessonbuild", "debug")


def measured(command, cwd):
    """(seconds, peak RSS in MB of the command and every process it waited for)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"scale: {' '.join(map(str, command))} failed:\n{output.decode()[-3000:]}")
    return elapsed, usage.ru_maxrss / 1024


def bench(lessons, tool, names):
    folder = Path(tempfile.mkdtemp(prefix="scale-bench-"))
    try:
        shutil.copytree(ROOT / "Sources/Kernels", folder / "Sources/Kernels")
        course.write(folder / "lessons", lessons)
        options = [] if names else ["--no-names"]
        subprocess.run([str(tool), "fill"], cwd=folder, check=True, capture_output=True)
        load = os.getloadavg()[0]
        seconds, rss = measured([str(tool), "build", *options], folder)
        site = folder / "site"
        files = [path for path in site.rglob("*") if path.is_file()]
        pages = [path for path in files if path.suffix == ".html" and path.parent.name == "tr"]
        lesson_pages = [path for path in pages if path.name[0].isdigit()]
        largest = max(lesson_pages, key=lambda path: path.stat().st_size)
        return {"lessons": lessons, "blocks": lessons * course.BLOCKS_PER_LESSON, "names": names, "load": load,
                "build_s": seconds, "rss_mb": rss, "files": len(files),
                "site_mb": sum(path.stat().st_size for path in files) / 1e6,
                "largest_page_kb": largest.stat().st_size / 1e3,
                "median_page_kb": sorted(p.stat().st_size for p in lesson_pages)[len(lesson_pages) // 2] / 1e3}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lessons", type=int, action="append")
    parser.add_argument("--no-names", action="store_true")
    arguments = parser.parse_args()
    tool, mode = binary()
    if mode == "debug":
        subprocess.run(["swift", "build", "--product", "lessonbuild"], cwd=ROOT, check=True, capture_output=True)
    results = {}
    for size in arguments.lessons or [1000]:
        entry = bench(size, tool, not arguments.no_names)
        entry["tool"] = mode
        results[str(size)] = entry
        print(f"{size} lessons ({entry['blocks']} blocks, {mode} tool, names {'on' if entry['names'] else 'off'}): "
              f"build {entry['build_s']:.1f} s, peak RSS {entry['rss_mb']:.0f} MB, site {entry['site_mb']:.1f} MB "
              f"in {entry['files']} files, lesson pages {entry['median_page_kb']:.1f} KB (median), "
              f"{entry['largest_page_kb']:.1f} KB (largest)", flush=True)
    output = ROOT / "docs/benchmarks.json"
    document = json.loads(output.read_text()) if output.exists() else {}
    document.setdefault("scale", {}).update(results)
    output.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if "machine" in document:
        import report
        (ROOT / "docs/benchmarks.md").write_text(report.markdown(document))


if __name__ == "__main__":
    main()
