#!/usr/bin/env python3
"""The preview loop, measured: from a file write to the reload event the open page receives.

    bench/preview.py --lessons 50 --lessons 200 --lessons 1000 [--runs 3]

For each size it writes the synthetic course (bench/course.py) into a temporary folder, fills it, starts
`lessonbuild preview --port 0`, listens to its reload channel as the page's script does, and measures a prose
edit and a one-block edit (new output), each `runs` times; and, for the ratio, the same block compiled alone
by `swiftc` with the kernels (`-typecheck` excluded: a real compile and link, as the standalone checker does).
Results are printed and merged into docs/benchmarks.json under "preview"; bench/report.py renders them.
"""
import argparse
import json
import os
import re
import shutil
import socket
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


def reload_channel(port):
    """A socket subscribed to /__lessonbuild/events, past the response headers."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(b"GET /__lessonbuild/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    sock.settimeout(600)
    buffer = b""
    while b"\r\n\r\n" not in buffer:
        buffer += sock.recv(4096)
    return sock, buffer.split(b"\r\n\r\n", 1)[1]


def wait_for_reload(sock, pending):
    """Seconds until the next `event: reload` arrives (data already received counts)."""
    buffer = pending
    while b"event: reload" not in buffer:
        buffer += sock.recv(4096)
    return buffer.split(b"event: reload", 1)[1].split(b"\n\n", 1)[-1]


def standalone_compile(code, kernels, work):
    (work / "main.swift").write_text(code)
    start = time.perf_counter()
    subprocess.run(["swiftc", "-swift-version", "5", "-o", str(work / "program"), str(work / "main.swift"), *kernels],
                   check=True, capture_output=True)
    return time.perf_counter() - start


def bench(lessons, runs):
    folder = Path(tempfile.mkdtemp(prefix="preview-bench-"))
    try:
        kernels_dir = folder / "Sources/Kernels"
        shutil.copytree(ROOT / "Sources/Kernels", kernels_dir)
        lesson_dir = folder / "lessons"
        course.write(lesson_dir, lessons)
        subprocess.run([str(BINARY), "fill"], cwd=folder, check=True, capture_output=True)
        process = subprocess.Popen([str(BINARY), "preview", "--port", "0"], cwd=folder,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        port = None
        while port is None:
            line = process.stdout.readline()
            if not line:
                sys.exit("preview ended before printing its address")
            match = re.match(r"http://127\.0\.0\.1:(\d+)/", line.strip())
            if match:
                port = int(match.group(1))
        sock, pending = reload_channel(port)
        # The first build: wait until it is done (its reload event).
        pending = wait_for_reload(sock, pending)
        target = lesson_dir / course.lesson_name(lessons // 2)
        original = target.read_text()
        prose, block = [], []
        for run in range(runs):
            text = original.replace("karşılaştırır.", f"karşılaştırır ({run}).", 1)
            start = time.perf_counter()
            target.write_text(text)
            pending = wait_for_reload(sock, pending)
            prose.append(time.perf_counter() - start)
            text = original.replace("toplam += adim.sayi", f"toplam += adim.sayi + {run + 1}", 1)
            start = time.perf_counter()
            target.write_text(text)
            pending = wait_for_reload(sock, pending)
            block.append(time.perf_counter() - start)
            target.write_text(original)
            pending = wait_for_reload(sock, pending)
        process.send_signal(2)
        process.wait(timeout=120)
        sock.close()
        work = folder / "standalone"
        work.mkdir()
        code = course.blocks(lessons // 2)[2].replace("toplam += adim.sayi", "toplam += adim.sayi + 9", 1)
        kernels = sorted(str(p) for p in kernels_dir.glob("*.swift"))
        alone = [standalone_compile(code, kernels, work) for _ in range(runs)]
        return {"lessons": lessons, "blocks": lessons * course.BLOCKS_PER_LESSON,
                "prose_edit": statistics.median(prose), "block_edit": statistics.median(block),
                "standalone_compile": statistics.median(alone),
                "ratio": statistics.median(block) / statistics.median(alone),
                "samples": {"prose": prose, "block": block, "standalone": alone}}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lessons", type=int, action="append")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    subprocess.run(["swift", "build", "--product", "lessonbuild"], cwd=ROOT, check=True, capture_output=True)
    results = {}
    for size in arguments.lessons or [50, 200, 1000]:
        entry = bench(size, arguments.runs)
        results[str(size)] = entry
        print(f"{size} lessons: prose edit {entry['prose_edit']:.3f} s, block edit {entry['block_edit']:.3f} s, "
              f"swiftc alone {entry['standalone_compile']:.3f} s, ratio {entry['ratio']:.2f}", flush=True)
    output = ROOT / "docs/benchmarks.json"
    document = json.loads(output.read_text()) if output.exists() else {}
    document.setdefault("preview", {}).update(results)
    output.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if "machine" in document:
        import report
        (ROOT / "docs/benchmarks.md").write_text(report.markdown(document))


if __name__ == "__main__":
    main()
