#!/usr/bin/env python3
"""URL operations (bench/url/url_ops.js) under several binaries, interleaved: CPU time
(user+sys) of the whole process, minus a run of 0 iterations, per operation; medians of
`--rounds` rounds.

    bench/url/run.py --bin branch=.build/release/eddy --bin main=/path/eddy-main \\
        --bin jitless='node --jitless' [--rounds 5]
"""
import argparse
import os
import resource
import shlex
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "url_ops.js")
OPERATIONS = {"parse": 20000, "canParse": 20000, "href": 200000, "pathnameSetter": 20000,
              "searchParamsIteration": 20000}


def cpu_seconds(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", action="append", required=True, help="name=command")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    binaries = [(spec.split("=", 1)[0], shlex.split(spec.split("=", 1)[1])) for spec in args.bin]
    samples = {(name, op): [] for name, _ in binaries for op in OPERATIONS}
    for _ in range(args.rounds):
        for op, count in OPERATIONS.items():
            for name, command in binaries:
                full = cpu_seconds(command + [SCRIPT, op, str(count)])
                empty = cpu_seconds(command + [SCRIPT, op, "0"])
                samples[(name, op)].append(max(full - empty, 0) / count * 1e6)
    names = [name for name, _ in binaries]
    print("| operation | " + " | ".join(f"{n} µs/op" for n in names) + " |")
    print("| --- |" + " ---: |" * len(names))
    for op in OPERATIONS:
        cells = [f"{statistics.median(samples[(n, op)]):.2f}" for n in names]
        print(f"| {op} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
