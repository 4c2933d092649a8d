#!/usr/bin/env python3
"""Runtime benchmarks: the AWFY programs and ../shared/bench/micro under `eddy` and
`node --jitless` side by side, in one run; prints each ratio and the geometric means.

    bench/runtime.py                       # everything (build first: swift build -c release --product eddy)
    bench/runtime.py --suite awfy --runs 3
    bench/runtime.py --suite cliffs        # issue 19's speed and memory cliffs (bench/cliffs)
    bench/runtime.py --suite issue16       # streams and processes (bench/streams, bench/processes)
    bench/runtime.py --suite workers       # issue 16's worker messages (bench/workers)
    bench/runtime.py --suite modules       # issue 18: importing a graph of 500 ES modules
    bench/runtime.py --markdown BENCHMARKS.md

AWFY is timed by its own `Total Runtime` line, the micro-benchmarks by their `inner_s=`
line (whole process for empty.js, which measures start-up). Ratios are only meaningful side
by side on one machine.
"""
import argparse
import math
import os
import re
import shlex
import statistics
import subprocess
import sys

from run import ROOT, SHARED, run_once, inner_seconds, check_value

DEFAULT_EDDY = os.path.join(ROOT, ".build", "release", "eddy")
AWFY = os.path.join(SHARED, "awfy")
MICRO = os.path.join(SHARED, "micro")
CLIFFS = os.path.join(ROOT, "bench", "cliffs")
ISSUE16 = [os.path.join(ROOT, "bench", name) for name in ("streams", "processes")]
WORKERS = os.path.join(ROOT, "bench", "workers")
MODULES = os.path.join(ROOT, "bench", "modules")


def awfy_programs():
    rows = []
    with open(os.path.join(SHARED, "awfy-iterations.tsv")) as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            name, outer, inner = line.split("\t")[:3]
            rows.append((f"AWFY {name}", [os.path.join(AWFY, "harness.js"), name, outer, inner], "awfy"))
    return rows


def micro_programs():
    return [(f"micro {name[:-3]}", [os.path.join(MICRO, name)], "micro")
            for name in sorted(os.listdir(MICRO)) if name.endswith(".js") and name != "setup.js"]


def cliff_programs():
    return [(f"cliff {name[:-3]}", [os.path.join(CLIFFS, name)], "cliffs")
            for name in sorted(os.listdir(CLIFFS)) if name.endswith(".js")]


def issue16_programs():
    return [(f"{os.path.basename(folder)} {name[:-3]}", [os.path.join(folder, name)], "issue16")
            for folder in ISSUE16 if os.path.isdir(folder)
            for name in sorted(os.listdir(folder)) if name.endswith(".js")]


def worker_programs():
    return [(f"workers {name[:-3]}", [os.path.join(WORKERS, name)], "workers")
            for name in sorted(os.listdir(WORKERS)) if name.endswith(".js")]


def module_programs():
    return [(f"modules {name[:-3]}", [os.path.join(MODULES, name)], "modules")
            for name in sorted(os.listdir(MODULES)) if name.endswith(".js")]


def measure(output, kind, elapsed):
    if kind == "awfy":
        match = re.search(r"Total Runtime: (\d+)us", output)
        return int(match.group(1)) / 1e6 if match else None
    if "empty" in output or inner_seconds(output) is None:
        return elapsed
    return inner_seconds(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suite", choices=["all", "awfy", "micro", "cliffs", "issue16", "workers", "modules"], default="all")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--eddy", default=DEFAULT_EDDY)
    parser.add_argument("--node", default="node --jitless")
    parser.add_argument("--markdown", help="also write the table to this file")
    arguments = parser.parse_args()

    programs = []
    if arguments.suite in ("all", "awfy"):
        programs += awfy_programs()
    if arguments.suite in ("all", "micro"):
        subprocess.run(["node", os.path.join(MICRO, "setup.js")], check=True, stdout=subprocess.DEVNULL)
        programs += micro_programs()
    if arguments.suite in ("all", "cliffs"):
        programs += cliff_programs()
    if arguments.suite in ("all", "issue16"):
        programs += issue16_programs()
    if arguments.suite in ("all", "workers"):
        programs += worker_programs()
    if arguments.suite in ("all", "modules"):
        programs += module_programs()
    engines = [("eddy", shlex.split(arguments.eddy)), ("node --jitless", shlex.split(arguments.node))]

    rows = []
    print(f"{'program':<28} {'eddy s':>9} {'node s':>9} {'ratio':>7} {'eddy MiB':>9}  note")
    for label, argv, kind in programs:
        times = {name: [] for name, _ in engines}
        peak = {name: 0.0 for name, _ in engines}
        note = ""
        for _ in range(arguments.runs):
            for name, command in engines:
                elapsed, rss, output, code = run_once(command + argv)
                if code != 0:
                    note = f"{name} failed (exit {code}): {output.strip().splitlines()[-1] if output.strip() else ''}"
                    continue
                value = measure(output, kind, elapsed) if "empty" not in argv[0] else elapsed
                if value is not None:
                    times[name].append(value)
                peak[name] = max(peak[name], rss)
        eddy = statistics.median(times["eddy"]) if times["eddy"] else None
        node = statistics.median(times["node --jitless"]) if times["node --jitless"] else None
        ratio = eddy / node if eddy and node else None
        rows.append((label, kind, eddy, node, ratio, peak["eddy"], note))
        print(f"{label:<28} {eddy if eddy is not None else float('nan'):>9.4f} "
              f"{node if node is not None else float('nan'):>9.4f} "
              f"{(f'{ratio:.2f}x' if ratio else '-'):>7} {peak['eddy']:>9.1f}  {note}")

    summary = []
    for kind in ("awfy", "micro", "cliffs", "issue16", "workers", "modules"):
        ratios = [row[4] for row in rows if row[1] == kind and row[4]]
        if ratios:
            mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
            summary.append(f"{kind}: geometric mean {mean:.2f}x over {len(ratios)} programs "
                           f"({sum(1 for row in rows if row[1] == kind)} run)")
    for line in summary:
        print(line)

    if arguments.markdown:
        with open(arguments.markdown, "w") as out:
            out.write("# Benchmarks\n\nGenerated by `bench/runtime.py` (release build, median of "
                      f"{arguments.runs} interleaved runs, side by side with `node --jitless` on one machine).\n\n")
            out.write("| program | eddy s | node --jitless s | ratio | eddy peak MiB | note |\n|---|---|---|---|---|---|\n")
            for label, _, eddy, node, ratio, rss, note in rows:
                out.write(f"| {label} | {eddy:.4f} | {node:.4f} | {ratio:.2f}x | {rss:.1f} | {note} |\n"
                          if eddy and node else f"| {label} | - | - | - | {rss:.1f} | {note} |\n")
            out.write("\n" + "\n".join(f"- {line}" for line in summary) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
