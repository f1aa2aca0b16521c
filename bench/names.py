#!/usr/bin/env python3
"""What the names on the page cost (issue 24): `build` with and without them, same run, runs alternating.

    bench/names.py [--lessons 50] [--runs 3]

On the synthetic course (bench/course.py; three blocks and a kernel listing a lesson), filled first:
  cold   the build folder removed: every block compiled and run, and (with names) every block and kernel
         file asked about with SourceKit
  cached nothing changed since the last build: the names are read from the cache (SourceKit is not loaded)
  edit   one block changed (a comment added at its end, so its transcript still holds): that block
         compiled and run again and (with names) asked about again
`build --no-names` is the same build without them. The tool is the release build when there is one
(`swift build -c release --product lessonbuild`), else the debug build. Results are printed and merged into
docs/benchmarks.json under "names"; bench/report.py renders them.
"""
import argparse
import json
import os
import shutil
import statistics
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


def timed_build(tool, folder, names):
    start = time.perf_counter()
    result = subprocess.run([str(tool), "build"] + ([] if names else ["--no-names"]), cwd=folder,
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"build failed:\n{result.stdout}{result.stderr}")
    return elapsed


def edit_one_block(folder, run):
    """Adds a comment line at the end of the first block of the first lesson: new code, same output."""
    lesson = folder / "lessons" / course.lesson_name(1)
    text = lesson.read_text()
    marker = course.EDIT_MARKER + " 1.1\n"
    start = text.index(marker)
    fence = text.index("```\n", start)
    lesson.write_text(text[:fence] + f"// düzenleme {run}\n" + text[fence:])


def bench(lessons, runs, tool):
    folder = Path(tempfile.mkdtemp(prefix="names-bench-"))
    try:
        shutil.copytree(ROOT / "Sources/Kernels", folder / "Sources/Kernels")
        course.write(folder / "lessons", lessons)
        subprocess.run([str(tool), "fill"], cwd=folder, check=True, capture_output=True)
        load = os.getloadavg()[0]
        samples = {"cold": [], "cold_no_names": [], "cached": [], "cached_no_names": [], "edit": [], "edit_no_names": []}
        for run in range(runs):
            for names, key in [(True, "cold"), (False, "cold_no_names")]:
                shutil.rmtree(folder / ".build", ignore_errors=True)
                samples[key].append(timed_build(tool, folder, names))
            for names, key in [(True, "cached"), (False, "cached_no_names")]:
                timed_build(tool, folder, names)
                samples[key].append(timed_build(tool, folder, names))
            for names, key in [(True, "edit"), (False, "edit_no_names")]:
                timed_build(tool, folder, names)  # everything cached, names included
                edit_one_block(folder, f"{run}-{key}")
                samples[key].append(timed_build(tool, folder, names))
        blocks = lessons * course.BLOCKS_PER_LESSON
        entry = {key: statistics.median(values) for key, values in samples.items()}
        entry.update({"lessons": lessons, "blocks": blocks, "load": load, "samples": samples})
        entry["names_ms_per_block"] = (entry["cold"] - entry["cold_no_names"]) / blocks * 1000
        return entry
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lessons", type=int, action="append")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    tool, mode = binary()
    if mode == "debug":
        subprocess.run(["swift", "build", "--product", "lessonbuild"], cwd=ROOT, check=True, capture_output=True)
    results = {}
    for size in arguments.lessons or [50]:
        entry = bench(size, arguments.runs, tool)
        entry["tool"] = mode
        results[str(size)] = entry
        print(f"{size} lessons ({entry['blocks']} blocks, {mode} tool): cold build {entry['cold']:.2f} s, "
              f"--no-names {entry['cold_no_names']:.2f} s ({entry['names_ms_per_block']:.1f} ms a block); "
              f"cached {entry['cached']:.2f} s, --no-names {entry['cached_no_names']:.2f} s; "
              f"one-block edit {entry['edit']:.2f} s, --no-names {entry['edit_no_names']:.2f} s", flush=True)
    output = ROOT / "docs/benchmarks.json"
    document = json.loads(output.read_text()) if output.exists() else {}
    document.setdefault("names", {}).update(results)
    output.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if "machine" in document:
        import report
        (ROOT / "docs/benchmarks.md").write_text(report.markdown(document))


if __name__ == "__main__":
    main()
