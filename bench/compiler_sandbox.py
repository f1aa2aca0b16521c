#!/usr/bin/env python3
"""What confining the compiler under `--sandbox` costs: `check --sandbox` of this repository's course with
the compiler confined (the built lessonbuild) and not (UNCONFINED: the same source built with the compiler's
sandbox switched off), runs interleaved, cold (the build cache removed first) and warm; and one compiler
process (`swiftc -parse`) with and without the bubblewrap arguments the builder used.

    bench/compiler_sandbox.py UNCONFINED [--runs 3]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFINED = ROOT / ".build/debug/lessonbuild"
CACHE = ROOT / ".build/lessonbuild"


def timed(command, env=None):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"{command} failed:\n{result.stdout}{result.stderr}")
    return time.perf_counter() - start


def logged_bwrap(folder):
    """A `bwrap` first in PATH that records each command line it is given, then runs the real one."""
    real = shutil.which("bwrap")
    folder.chmod(0o755)  # the workers' bubblewrap runs as another user when the builder is root
    log = folder / "log"
    script = folder / "bwrap"
    script.write_text(f'#!/bin/sh\nprintf "%s\\0" "$@" >> {log}; printf "\\n" >> {log}\nexec {real} "$@"\n')
    script.chmod(0o755)
    return log


def compiler_commands(folder):
    """One cold `check --sandbox`, confined, through the logging bwrap: the compiler commands it wrapped."""
    log = logged_bwrap(folder)
    shutil.rmtree(CACHE, ignore_errors=True)
    env = dict(os.environ, PATH=f"{folder}:{os.environ['PATH']}")
    timed([str(CONFINED), "check", "--sandbox"], env)
    lines = [line.split("\0")[:-1] for line in log.read_text().split("\n") if line]
    return [arguments for arguments in lines if "swiftc" in arguments[arguments.index("--") + 1]]


def per_process(arguments, runs):
    """Seconds of `swiftc -parse` of one line, bare and under the builder's bubblewrap arguments."""
    bwrap = shutil.which("bwrap")
    folder = Path(tempfile.mkdtemp(dir=ROOT / ".build"))
    (folder / "main.swift").write_text("print(1)\n")
    swiftc = arguments[arguments.index("--") + 1]
    wrap = [bwrap] + arguments[:arguments.index("--")]
    wrap = [w if w != arguments[arguments.index("--chdir") + 1] else str(folder) for w in wrap]
    bare, boxed = [], []
    for _ in range(runs):
        for sink, prefix in ((bare, []), (boxed, wrap + ["--bind", str(folder), str(folder), "--"])):
            start = time.perf_counter()
            subprocess.run(prefix + [swiftc, "-parse", "main.swift"], cwd=folder, check=True, capture_output=True)
            sink.append(time.perf_counter() - start)
    shutil.rmtree(folder)
    return statistics.median(bare), statistics.median(boxed)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("unconfined")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=ROOT / ".build") as scratch:
        commands = compiler_commands(Path(scratch))
    print(f"compiler processes confined in one cold check: {len(commands)}")
    bare, boxed = per_process(commands[0], 10)
    print(f"swiftc -parse: bare {bare * 1000:.0f} ms, sandboxed {boxed * 1000:.0f} ms, +{(boxed - bare) * 1000:.0f} ms")
    for state in ("cold", "warm"):
        times = {"confined": [], "unconfined": []}
        loads = []
        for _ in range(options.runs):
            for name, binary in (("unconfined", options.unconfined), ("confined", str(CONFINED))):
                if state == "cold":
                    shutil.rmtree(CACHE, ignore_errors=True)
                loads.append(os.getloadavg()[0])
                times[name].append(timed([binary, "check", "--sandbox"]))
        print(f"{state}: " + ", ".join(
            f"{name} median {statistics.median(t):.1f} s (runs {' '.join(f'{x:.1f}' for x in t)})"
            for name, t in times.items()) + f"; load {min(loads):.1f}-{max(loads):.1f}")


if __name__ == "__main__":
    main()
