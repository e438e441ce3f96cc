#!/usr/bin/env python3
"""What compiling one module costs, job by job, with the flags SwiftPM used (issue 43).

    swift build --build-tests               # once, so .build/debug.yaml has every module
    Benchmarks/module-cost.py KhipuDSLTests [MODULE ...] [-- DRIVER FLAGS ...]

Replays each module's driver invocation from .build/debug.yaml (asking the driver for its
frontend jobs, then running them one at a time, nothing else changed on disk but that
module's outputs) and prints the processor time (user + system) of each job and in all.
Flags after `--` go to the driver, to see what a setting would save before putting it in
Package.swift: `-- -wmo -no-emit-module-separately-wmo -num-threads 0`, for instance.

Jobs run one at a time, so a module costs less here than inside a build, where two jobs share
the two cores; compare figures from one run of this script, on a quiet machine.
"""
import json
import os
import resource
import shlex
import subprocess
import sys


def driver_arguments(manifest, module):
    key = '"C.%s-' % module
    start = manifest.find(key)
    while start >= 0 and '-debug.module":' not in manifest[start:manifest.find("\n", start)]:
        start = manifest.find(key, start + 1)
    if start < 0:
        sys.exit("no module %s in .build/debug.yaml: build it first (swift build --build-tests)" % module)
    args_at = manifest.find("args: ", start)
    arguments = json.loads(manifest[args_at + 6:manifest.find("\n", args_at)])
    # The driver SwiftPM names may be a wrapper; the toolchain's own is the one on PATH.
    arguments[0] = "swiftc"
    return [a for a in arguments if a not in ("-incremental", "-parseable-output")]


def children_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    if not argv:
        sys.exit(__doc__)
    manifest = open(".build/debug.yaml").read()
    grand_total = 0.0
    for module in argv:
        planned = subprocess.run(driver_arguments(manifest, module) + extra + ["-driver-print-jobs"],
                                 capture_output=True, text=True)
        if planned.returncode != 0:
            sys.exit(planned.stderr)
        total = 0.0
        for line in planned.stdout.splitlines():
            job = shlex.split(line)
            before = children_seconds()
            ran = subprocess.run(job, capture_output=True, text=True)
            seconds = children_seconds() - before
            if ran.returncode != 0:
                sys.exit("a job of %s failed:\n%s" % (module, ran.stderr[-2000:]))
            kind = next((k for k in ("-emit-module", "-c", "-modulewrap") if k in job), job[1])
            primaries = job.count("-primary-file")
            print("  %6.2f s  %s %s" % (seconds, kind, "%d primary files" % primaries if primaries else ""))
            total += seconds
        print("%6.2f s  %s" % (total, module), flush=True)
        grand_total += total
    if len(argv) > 1:
        print("%6.2f s  in all" % grand_total)


if __name__ == "__main__":
    main()
