#!/usr/bin/env python3
"""Runs benchmark programs under Eddy and `node --jitless` side by side, in one run.

Each program runs alternately under both engines, several times; the report gives the
median whole-process time, the median in-script time (from the program's `inner_s=` line,
when it prints one), the peak resident memory, and Eddy's ratio to node --jitless.

    bench/run.py                      # engine kernels: bench/engine/*.js and shared fib27
    bench/run.py --runs 7 FILE.js …   # chosen programs
    bench/run.py --eddy 'CMD'         # how to run a script with Eddy (default below)

Ratios are only meaningful side by side on one machine; never compare across runs.
"""
import argparse
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "bench")
DEFAULT_EDDY = os.path.join(ROOT, ".build", "release", "eddy-engine-run")


def run_once(command):
    """Runs a command; returns (seconds, peak RSS in MiB, stdout, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    output = process.stdout.read().decode(errors="replace")
    errors = process.stderr.read().decode(errors="replace")
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        output += errors
    return elapsed, usage.ru_maxrss / 1024.0, output, code


def inner_seconds(output):
    match = re.search(r"inner_s=([0-9.]+)", output)
    return float(match.group(1)) if match else None


def check_value(output):
    match = re.search(r"check=(\S+)", output)
    return match.group(1) if match else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("programs", nargs="*")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--eddy", default=DEFAULT_EDDY)
    parser.add_argument("--node", default="node --jitless")
    arguments = parser.parse_args()

    programs = arguments.programs or (
        sorted(os.path.join(ROOT, "bench", "engine", name)
               for name in os.listdir(os.path.join(ROOT, "bench", "engine")) if name.endswith(".js"))
        + [os.path.join(SHARED, "micro", "fib27.js")])
    engines = [("eddy", shlex.split(arguments.eddy)), ("node --jitless", shlex.split(arguments.node))]

    print(f"{'program':<28} {'engine':<15} {'process s':>10} {'inner s':>9} {'peak MiB':>9}  check")
    failed = False
    for program in programs:
        samples = {name: [] for name, _ in engines}
        outputs = {}
        for _ in range(arguments.runs):
            for name, command in engines:
                elapsed, rss, output, code = run_once(command + [program])
                if code != 0:
                    failed = True
                    outputs[name] = f"FAILED (exit {code}): {output.strip()[-200:]}"
                    continue
                samples[name].append((elapsed, inner_seconds(output), rss))
                outputs[name] = check_value(output)
        medians = {}
        for name, _ in engines:
            rows = samples[name]
            if not rows:
                print(f"{os.path.basename(program):<28} {name:<15} {outputs.get(name)}")
                continue
            process_s = statistics.median(r[0] for r in rows)
            inner = [r[1] for r in rows if r[1] is not None]
            inner_s = statistics.median(inner) if inner else None
            rss = max(r[2] for r in rows)
            medians[name] = inner_s if inner_s is not None else process_s
            print(f"{os.path.basename(program):<28} {name:<15} {process_s:>10.3f} "
                  f"{(f'{inner_s:.4f}' if inner_s is not None else '-'):>9} {rss:>9.1f}  {outputs.get(name)}")
        if "eddy" in medians and "node --jitless" in medians:
            print(f"{'':<28} {'eddy / node --jitless':<25} {medians['eddy'] / medians['node --jitless']:.2f}x")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
