#!/usr/bin/env python3
"""What `--sandbox` costs: `check` of a small course with and without it, runs alternating.

    bench/sandbox.py [--lessons 10 --lessons 50] [--runs 5]

For each size it writes the synthetic course (bench/course.py) into a temporary folder, fills it, then runs
`check` and `check --sandbox` in turn `runs` times each (so both see the same machine). The cost of the
sandbox is per worker started (one bubblewrap each), so it is given per worker and spread per block.
Results are printed and merged into docs/benchmarks.json under "sandbox"; bench/report.py renders them.
"""
import argparse
import json
import os
import re
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
BINARY = ROOT / ".build/debug/lessonbuild"


def timed_check(folder, sandboxed):
    """Seconds of one `check`, and how many workers it started."""
    start = time.perf_counter()
    result = subprocess.run([str(BINARY), "check"] + (["--sandbox"] if sandboxed else []), cwd=folder,
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"check{' --sandbox' if sandboxed else ''} failed:\n{result.stdout}{result.stderr}")
    started = re.search(r"\((\d+) started\)", result.stdout)
    return elapsed, int(started.group(1)) if started else 0


def bench(lessons, runs):
    folder = Path(tempfile.mkdtemp(prefix="sandbox-bench-"))
    try:
        shutil.copytree(ROOT / "Sources/Kernels", folder / "Sources/Kernels")
        course.write(folder / "lessons", lessons)
        subprocess.run([str(BINARY), "fill"], cwd=folder, check=True, capture_output=True)
        timed_check(folder, False)
        load = os.getloadavg()[0]
        plain, sandboxed, workers = [], [], 0
        for _ in range(runs):
            plain.append(timed_check(folder, False)[0])
            seconds, workers = timed_check(folder, True)
            sandboxed.append(seconds)
        blocks = lessons * course.BLOCKS_PER_LESSON
        extra = statistics.median(sandboxed) - statistics.median(plain)
        return {"lessons": lessons, "blocks": blocks, "workers": workers,
                "plain": statistics.median(plain), "sandboxed": statistics.median(sandboxed),
                "plain_min": min(plain), "sandboxed_min": min(sandboxed), "load": load,
                "per_worker_ms": extra / max(workers, 1) * 1000, "per_block_ms": extra / blocks * 1000,
                "samples": {"plain": plain, "sandboxed": sandboxed}}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lessons", type=int, action="append")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    subprocess.run(["swift", "build", "--product", "lessonbuild"], cwd=ROOT, check=True, capture_output=True)
    results = {}
    for size in arguments.lessons or [10, 50]:
        entry = bench(size, arguments.runs)
        results[str(size)] = entry
        print(f"{size} lessons ({entry['blocks']} blocks, {entry['workers']} workers): check {entry['plain']:.3f} s, "
              f"--sandbox {entry['sandboxed']:.3f} s: {entry['per_worker_ms']:.1f} ms a worker, "
              f"{entry['per_block_ms']:.2f} ms a block", flush=True)
    output = ROOT / "docs/benchmarks.json"
    document = json.loads(output.read_text()) if output.exists() else {}
    document.setdefault("sandbox", {}).update(results)
    output.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if "machine" in document:
        import report
        (ROOT / "docs/benchmarks.md").write_text(report.markdown(document))


if __name__ == "__main__":
    main()
