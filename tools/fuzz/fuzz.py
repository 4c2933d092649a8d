#!/usr/bin/env python3
"""A crash-hunting fuzzer for eddy (Python 3, standard library only).

Eddy's rule is that no JavaScript input may reach a Swift trap (fatal error, index out of
range, overflow, force-unwrap, stack overflow, segfault). This tool looks for inputs that
break it. CI runs a short seeded campaign (`--seed 1 --runs 400`, the same cases every time);
a longer one runs before each release (README, "Guarantees against hostile scripts").

    tools/fuzz/fuzz.py run [--minutes 60] [--runs N] [--seed S] [--jobs 2] [--eddy PATH] [--out DIR] [--sandbox]
    tools/fuzz/fuzz.py repro FILE [--eddy PATH]          # run one file, print the verdict
    tools/fuzz/fuzz.py minimize FILE [--eddy PATH]       # delta-debug FILE to a small script

`run` copies the eddy binary (default .build/release/eddy) to the output directory first, so
rebuilding while the campaign runs does not disturb it. Each test case is one of:

  * a mutated seed: a test262 file (es2015plus.txt, core-es5.txt) with its harness, an AWFY or
    micro benchmark, or a Node test, with lines deleted/duplicated/spliced from other seeds,
    literals swapped for edge values, and hostile statements (prototype mutations, throwing
    getters…) inserted;
  * a generated script from one of the targeted generators (`GENERATORS`): deep nesting for
    the parser, deep recursion through natives, integer edge cases in built-ins, generators
    resumed in odd states, runtime module functions (Buffer, fs, path, util…) called with
    wrong argument types.

A run is a crash when eddy died by a signal (or exit status ≥ 128) or printed a Swift trap
message; a run that hit the memory cap (`ulimit -v`, 4 GiB) is recorded as `oom` only when
its peak RSS reached a quarter of the cap — a failed allocation far above what the run had in use is
one request sized by the script, a crash; a run that hit the timeout (5 s) is ignored. Crashes are bucketed by signal and trap message and saved
as OUT/crashes/<bucket>/<n>.js; `minimize` shrinks one while it keeps the same signature.

`--sandbox` (needs root) runs the campaign in a private mount namespace where everything but
the output directory is read-only, since generated scripts call fs functions with odd
arguments.
"""

import argparse
import hashlib
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
TIMEOUT = 5.0
MEMORY_CAP = 4 << 30

TRAP_MARKERS = ("Fatal error", "Swift runtime failure", "Illegal instruction",
                "Segmentation fault", "fatal error", "Stack dump", "Crash")
OOM_MARKERS = ("Could not allocate memory", "failed to allocate", "std::bad_alloc", "out of memory",
               "Cannot allocate memory")


# ---------------------------------------------------------------------------------------------
# Running eddy

# The Swift backtracer takes seconds per crash and cannot unwind through libc here: a crash
# is reproduced under gdb instead.
os.environ["SWIFT_BACKTRACE"] = "enable=no"


def limit_resources():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.setsid()


def run_eddy(eddy, path, cwd, timeout=None):
    """Runs eddy on path; returns (verdict, signature, stderr). verdict is one of
    ok, crash, oom, timeout."""
    try:
        proc = subprocess.Popen([eddy, path], cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                preexec_fn=limit_resources)
    except OSError as error:
        return "ok", "", str(error)
    # stderr is read on a thread and the child reaped with wait4, for its peak RSS.
    chunks = []
    reader = threading.Thread(target=lambda: chunks.append(proc.stderr.read()))
    reader.start()
    deadline = time.monotonic() + (timeout or TIMEOUT)
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.wait4(proc.pid, 0)
            proc.returncode = -signal.SIGKILL
            reader.join()
            return "timeout", "", ""
        time.sleep(0.005)
    proc.returncode = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    reader.join()
    err = (chunks[0] if chunks else b"").decode("utf-8", "replace")[-20000:]
    code = proc.returncode
    peak = usage.ru_maxrss << 10
    if any(marker in err for marker in OOM_MARKERS):
        # Out of memory only if the run really used its memory; a failed allocation far
        # above what it had in use was one huge request sized by the script (a
        # `reserveCapacity(length)`): a crash, which the cap merely made visible.
        if peak >= MEMORY_CAP // 4:
            return "oom", "oom", err
        return "crash", "huge allocation (peak %d MiB)" % (peak >> 20), err
    trapped = [line for line in err.splitlines() if any(m in line for m in TRAP_MARKERS)
               and not line.startswith("    at ")]
    # eddy runs the script itself, so a trap shows as a signal; an exit status ≥ 128 without
    # a trap message is a script's process.exit(n).
    if code < 0 or trapped:
        sig = signal.Signals(-code).name if code < 0 and -code in signal.Signals._value2member_map_ \
            else "exit%d" % code
        message = trapped[0] if trapped else ""
        # Keep the stable part of a trap message: file and text, not addresses or values.
        message = re.sub(r"0x[0-9a-f]+", "0x", message)
        message = re.sub(r"\d{3,}", "N", message)
        return "crash", (sig + " " + message).strip(), err
    return "ok", "", err


def locate(eddy, path, cwd):
    """Where a trap without a message happened: the innermost frame in the project's
    sources, found by running the case again under gdb (release builds keep line tables)."""
    if not shutil.which("gdb"):
        return ""
    try:
        out = subprocess.run(["gdb", "-q", "-batch", "-ex", "run", "-ex", "bt 40", "--args", eddy, path],
                             cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True, timeout=120,
                             preexec_fn=limit_resources).stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return ""
    for line in out.splitlines():
        match = re.match(r"#\d+\s+(?:0x[0-9a-f]+ in )?(\S+).* at (\S*/Sources/\S+):(\d+)", line)
        if match:
            symbol = match.group(1)
            # A readable part of the mangled name is enough to tell functions apart.
            words = re.findall(r"[A-Za-z]{4,}", symbol)
            return "%s:%s %s" % (os.path.basename(match.group(2)), match.group(3), "".join(words[:3])[:40])
    return ""


def bucket_name(signature):
    words = re.sub(r"[^A-Za-z0-9]+", "-", signature).strip("-")[:60]
    return words + "-" + hashlib.sha1(signature.encode()).hexdigest()[:8]


# ---------------------------------------------------------------------------------------------
# Seeds

def read(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


# Tests that touch the file system or processes in ways a mutation could turn destructive.
DANGEROUS_SEED = re.compile(r"\b(rm|rmdir|unlink|rename|chmod|chown|spawn|exec|kill|fork|"
                            r"writeFile|appendFile|symlink|truncate|copyFile|cp|tmpdir)\w*")


class Seeds:
    def __init__(self):
        t262 = os.path.join(SHARED, "test262")
        harness = os.path.join(t262, "harness")
        self.harness = {name: read(os.path.join(harness, name))
                        for name in os.listdir(harness) if name.endswith(".js")}
        self.test262 = []
        for listing in ("es2015plus.txt", "core-es5.txt"):
            for line in read(os.path.join(t262, listing)).splitlines():
                line = line.strip()
                if line and not line.startswith("#"):
                    self.test262.append(os.path.join(t262, line))
        self.others = []
        for folder in (os.path.join(SHARED, "bench"), os.path.join(SHARED, "nodetests", "test", "parallel"),
                       os.path.join(ROOT, "Tests", "Golden")):
            for base, _, files in os.walk(folder):
                for name in files:
                    if name.endswith(".js"):
                        path = os.path.join(base, name)
                        if "nodetests" in path and DANGEROUS_SEED.search(read(path)):
                            continue
                        self.others.append(path)

    def pick(self, rng):
        """A seed program's text, with whatever it needs prepended."""
        if rng.random() < 0.75:
            path = rng.choice(self.test262)
            text = read(path)
            includes = re.search(r"includes:\s*\[([^\]]*)\]", text)
            parts = []
            if rng.random() < 0.5:
                parts.append(LENIENT_HARNESS)
            else:
                parts += [self.harness["assert.js"], self.harness["sta.js"]]
            if includes:
                for name in includes.group(1).split(","):
                    name = name.strip()
                    if name in self.harness:
                        parts.append(self.harness[name])
            if "flags: [onlyStrict]" in text:
                parts.insert(0, '"use strict";')
            if "flags: [async]" in text:
                parts.append(self.harness.get("doneprintHandle.js", ""))
            parts.append(text)
            return "\n".join(parts)
        return read(rng.choice(self.others))

    def random_lines(self, rng, count):
        text = read(rng.choice(self.test262 if rng.random() < 0.7 else self.others))
        lines = text.splitlines()
        if not lines:
            return []
        start = rng.randrange(len(lines))
        return lines[start:start + count]


# An assert that never throws, so a mutation that breaks an assertion keeps running.
LENIENT_HARNESS = r"""
function Test262Error(m) { this.message = m || ""; }
Test262Error.thrower = function () {};
function $DONOTEVALUATE() {}
function $ERROR() {}
var assert = function () {};
assert.sameValue = assert.notSameValue = assert.compareArray = function () {};
assert.throws = function (C, f) { try { f(); } catch (e) {} };
var compareArray = function () { return true; };
var verifyProperty = function () {};
var print = function () {};
"""


# ---------------------------------------------------------------------------------------------
# Mutations

EDGE_NUMBERS = ["-0", "NaN", "Infinity", "-Infinity", "2**53", "2**53+2", "-(2**53)", "2**32-1",
                "2**32", "2**31-1", "-(2**31)", "2**31", "1e21", "-1e21", "1e-7", "5e-324",
                "1.7976931348623157e308", "-1", "0", "1", "0.5", "-0.5", "65535", "65536",
                "0x10FFFF", "0x110000", "1e300", "-1e300", "2**63", "2**64", "2**30", "2**29-24", "2**28", "1e9", "-1e9", "37", "36", "2",
                "100", "101", "21", "22", "4294967296", "8.64e15", "8.64e15+1", "-8.64e15", "255", "256"]
EDGE_STRINGS = ['""', '"x".repeat(2**16)', '"\\uD800"', '"\\uDC00x"', '"\\0"', '"-0"', '"NaN"',
                '"4294967295"', '"4294967294"', '"__proto__"', '"constructor"', '"length"',
                '"utf8"', '"hex"', '"base64"', '"latin1"', '"ucs2"', '"ascii"', '"%"', '"%E0%A4%A"',
                '"1e1000"', '"0x"', '"\\u2028"', '"a".repeat(1e6)']
EDGE_OTHERS = ["Symbol()", "Symbol.iterator", "Symbol.toPrimitive", "null", "undefined", "{}", "[]",
               "Object.create(null)", "{valueOf(){throw new RangeError('v')}}",
               "{toString(){return {}}, valueOf(){return {}}}",
               "{get length(){throw new Error('len')}}", "{length: 2**53-1}", "{length: -1}",
               "{length: 2**32}", "new Proxy({}, {})", "new Proxy([], {get(){throw 1}})",
               "function(){}", "()=>{}", "class{}", "new Array(2**32-1)", "[,,1]",
               "[[[[[[[[[[]]]]]]]]]]", "new Uint8Array(4)", "new ArrayBuffer(8)",
               "new Date(NaN)", "/(a*)*b/", "Object.freeze([1,2])", "arguments", "this",
               "new.target", "globalThis", "Array.prototype", "Object.prototype", "Function.prototype",
               "true", "false", "[].keys()", "(function*(){})()", "Promise.resolve()", "new Map", "new Set",
               "new WeakMap", "Math", "JSON", "Reflect", "new Error"]
EDGE_VALUES = EDGE_NUMBERS + EDGE_STRINGS + EDGE_OTHERS

HOSTILE_STATEMENTS = [
    'Object.defineProperty(Array.prototype, "0", {get(){throw new Error("g")}, set(v){}, configurable:true});',
    'Object.defineProperty(Array.prototype, "1", {get(){ return 7 }, configurable:true});',
    'Array.prototype[3] = 3;',
    'Object.prototype[2] = 2;',
    'Object.prototype[Symbol.iterator] = function*(){ yield 1; };',
    'Array.prototype[Symbol.iterator] = function(){ var i = 0; return {next(){ return {done: i++ > 3, value: i} }} };',
    'Object.setPrototypeOf(Array.prototype, new Proxy({}, {get(t,k,r){ return Reflect.get(t,k,r) }, has(){ return true }}));',
    'Object.defineProperty(Object.prototype, "then", {get(){ throw new Error("then") }, configurable:true});',
    'Promise.prototype.then = function(){ throw new Error("then"); };',
    'delete Array.prototype.push; delete Array.prototype[Symbol.iterator];',
    'Object.defineProperty(Object.prototype, "length", {get(){ return 2**32 }, configurable:true});',
    'Object.defineProperty(Object.prototype, "constructor", {get(){ throw 1 }, configurable:true});',
    'Array.prototype.constructor = {[Symbol.species]: function(n){ return new Proxy([], {}); }};',
    'Array.prototype.constructor = {[Symbol.species]: function(n){ return Object.freeze([]); }};',
    'RegExp.prototype.exec = function(){ return {length: 2**32, index: -1, 0: {toString(){ throw 1 }}}; };',
    'Object.defineProperty(RegExp.prototype, "flags", {get(){ return "gimuy" + "g".repeat(10) }});',
    'String.prototype[Symbol.iterator] = function*(){ yield* [1,2]; };',
    'Symbol.prototype.toString = function(){ return this; };',
    'Object.prototype.toString = function(){ return this; };',
    'Object.prototype.valueOf = function(){ return Symbol(); };',
    'Function.prototype.call = Function.prototype.apply;',
    'Function.prototype[Symbol.hasInstance] = function(){ throw 1 };',
    'Object.freeze(Object.prototype); Object.freeze(Array.prototype);',
    'Object.seal(globalThis);',
    'Object.defineProperty(globalThis, "undefined", {value: 1});',
    'var __a = [1,2,3]; __a.length = 2**32-1;',
    'Error.prepareStackTrace = function(e, s){ return s.map(String); };',
    'Error.stackTraceLimit = Infinity;',
    'Error.stackTraceLimit = -1;',
    'Error.captureStackTrace && Error.captureStackTrace({}, undefined);',
    'Object.defineProperty(Error.prototype, "name", {get(){ throw 1 }});',
    'Object.defineProperty(Error.prototype, "message", {get(){ return Symbol() }});',
    'Math.max.apply(null, new Array(200000).fill(1));',
    'for (var __k in Object.getOwnPropertyNames(globalThis)) {}',
    'Array.prototype.sort.call(new Proxy([3,2,1], {set(t,k,v){ t.length = 0; return true }}), (a,b)=>a-b);',
    '[1,2,3].sort(function(a,b){ this; [5,4].sort(); return a - b; });',
    '(function f(){ try { f(); } catch (e) { [1,2].map(f); } })();',
]

TOKEN = re.compile(r"""(?P<num>\b\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?\b|\b0[xX][0-9a-fA-F]+\b)|
                       (?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|
                       (?P<id>\b[A-Za-z_$][\w$]*\b)""", re.X)


def mutate(text, seeds, rng):
    lines = text.split("\n")
    for _ in range(rng.choice([1, 1, 2, 3, 5])):
        choice = rng.random()
        n = len(lines)
        if n == 0:
            lines = [""]
            n = 1
        i = rng.randrange(n)
        if choice < 0.15:       # delete a run of lines
            del lines[i:i + rng.choice([1, 1, 2, 5])]
        elif choice < 0.25:     # duplicate a run of lines
            lines[i:i] = lines[i:i + rng.choice([1, 2, 4])]
        elif choice < 0.38:     # splice in lines from another seed
            lines[i:i] = seeds.random_lines(rng, rng.choice([1, 3, 10]))
        elif choice < 0.65:     # a literal or identifier swapped for an edge value
            line = lines[i]
            tokens = list(TOKEN.finditer(line))
            if not tokens:
                continue
            token = rng.choice(tokens)
            if token.group("id") and token.group("id") in KEYWORDS:
                continue
            replacement = rng.choice(EDGE_VALUES)
            if token.group("id") and rng.random() < 0.5:
                # another identifier from the program, so names meet unexpected values
                ids = [m.group("id") for m in TOKEN.finditer(text[:20000]) if m.group("id")]
                replacement = rng.choice(ids) if ids else replacement
            lines[i] = line[:token.start()] + "(" + replacement + ")" + line[token.end():] \
                if not token.group("id") or rng.random() < 0.7 else line
        elif choice < 0.80:     # a hostile statement at a line boundary
            lines.insert(i, rng.choice(HOSTILE_STATEMENTS))
        elif choice < 0.88:     # token deletion
            line = lines[i]
            tokens = list(TOKEN.finditer(line))
            if tokens:
                token = rng.choice(tokens)
                lines[i] = line[:token.start()] + line[token.end():]
        elif choice < 0.94:     # wrap a line in a deep nesting
            depth = rng.choice([10, 100, 1000, 3000])
            lines[i] = "{" * depth + lines[i] + "}" * depth
        else:                   # mangle punctuation
            line = lines[i]
            if line:
                j = rng.randrange(len(line))
                lines[i] = line[:j] + rng.choice("()[]{};,.=+-*/`'\"\\?:!<>|&^%~#@") + line[j + 1:]
    return "\n".join(lines)


KEYWORDS = set("""break case catch class const continue debugger default delete do else export
extends finally for function if import in instanceof new return super switch this throw try typeof
var void while with yield let static async await of get set""".split())


# ---------------------------------------------------------------------------------------------
# Targeted generators. Each returns a script; `v()` is a random edge value.

def ev(rng):
    return rng.choice(EDGE_VALUES)


def en(rng):
    return rng.choice(EDGE_NUMBERS)


def gen_parser_nesting(rng):
    depth = rng.choice([500, 1999, 2000, 2001, 5000, 20000, 100000])
    forms = [
        ("(" * depth, "1", ")" * depth),
        ("[" * depth, "", "]" * depth),
        ("{a:" * depth, "1", "}" * depth),
        ("`${" * depth, "1", "}`" * depth),
        ("1?" * depth, "2", ":3" * depth),
        ("()=>" * depth, "1", ""),
        ("async()=>" * depth, "1", ""),
        ("x=>" * depth, "x", ""),
        ("function f(){" * depth, "", "}" * depth),
        ("{" * depth, "", "}" * depth),
        ("if(1)" * depth, ";", ""),
        ("for(;;)" * depth, "break;", ""),
        ("!" * depth, "1", ""),
        ("-" * depth, "1", ""),
        ("- " * depth, "1", ""),
        ("typeof " * depth, "1", ""),
        ("new " * depth, "Object", ""),
        ("a" + ".b" * depth, "", ""),
        ("a" + "()" * depth, "", ""),
        ("a" + "[0]" * depth, "", ""),
        ("1" + "+1" * depth, "", ""),
        ("a=" * depth, "1", ""),
        ("[a," * depth, "b", "]" * depth),
        ("({a:" * depth, "b", "})" * depth),
        ("var [" + "[" * depth, "a", "]" * depth + "] = []"),
        ("var {" + "a:{" * depth, "b", "}" * depth + "} = {}"),
        ("class A extends (" * depth, "Object", ")" * depth + "{}"),
        ("(function(){" * depth, "", "})" * depth),
        ("label: " * depth, "1", ""),
        ("`" + "${`" * depth, "", "`}" * depth + "`"),
        ("/", "(" * depth, ")" * depth + "/"),
        ("/", "[" * 1 + "a" * depth, "]/"),
        ("new RegExp('" + "(?:" * depth, "", ")" * depth + "')"),
        ("eval('" + "(" * depth, "1", ")" * depth + "')"),
        ("Function('" + "[" * depth, "", "]" * depth + "')"),
        ("JSON.parse('" + "[" * depth, "", "]" * depth + "')"),
        ("try{" * depth, "", "}finally{}" * depth),
        ("a?.b" * depth, "", ""),
        ("(a,"* depth, "b", ")" * depth),
        ("async function f(){" + "await " * depth, "1", "}"),
        ("function* g(){" + "yield " * depth, "1", "}"),
        ("with({})" * depth, ";", ""),
        ("do " * depth, ";", " while(0)" * depth),
        ("switch(1){case 1:" * depth, "", "}" * depth),
    ]
    prefix, middle, suffix = rng.choice(forms)
    body = prefix + middle + suffix
    if rng.random() < 0.3:
        body = body[:rng.randrange(len(body) + 1)]  # truncated: unterminated nesting
    if rng.random() < 0.3:
        return "try { eval(%s) } catch (e) { if (!(e instanceof SyntaxError) && !(e instanceof RangeError)) throw e }" % repr(body)
    return body


def gen_native_recursion(rng):
    n = rng.choice([1000, 10000, 100000, 1000000])
    forms = [
        "var o = {}; o.toString = function(){ return String(o) }; String(o);",
        "var o = {}; o.valueOf = function(){ return +o }; +o;",
        "var o = {}; o[Symbol.toPrimitive] = function(){ return `${o}` }; `${o}`;",
        "var o = {get x(){ return this.x }}; o.x;",
        "var p = new Proxy({}, {get(t,k,r){ return r[k] }}); p.x;",
        "var p = new Proxy({}, {}); for (var i = 0; i < %d; i++) p = new Proxy(p, {}); p.x; Object.keys(p); p instanceof Object;" % n,
        "var f = function(){}; for (var i = 0; i < %d; i++) f = f.bind(null); f(); new f();" % n,
        "var o = {}; var c = o; for (var i = 0; i < %d; i++) c = c.a = {}; JSON.stringify(o);" % n,
        "var a = []; var c = a; for (var i = 0; i < %d; i++) { var d = []; c.push(d); c = d; } a.join(); String(a); a.toLocaleString(); a.flat(Infinity);" % n,
        "var a = [1]; a.push(a); a.join(); String(a); JSON.stringify([a]);",
        "var o = {}; o.toJSON = function(){ return JSON.stringify(o) }; JSON.stringify(o);",
        "JSON.parse('%s', function r(k, v){ return v; });" % ("[" * 5000 + "]" * 5000),
        "JSON.parse('%s');" % ('{"a":' * 50000 + '1' + '}' * 50000),
        "var a = [3,2,1]; a.sort(function(x, y){ a.sort(arguments.callee); return x - y; });",
        "var a = Array(1000).fill(0).map((_, i) => i); a.sort(function(x, y){ a.length = 0; return y - x; }); a.length;",
        "var a = Array(1000).fill(0).map((_, i) => i); a.sort(function(x, y){ a.push(1); return y - x; }); a.length;",
        "function f(){ return new Promise(f) } f();",
        "function f(){ return Reflect.apply(f, null, []) } f();",
        "function f(){ return [1].map(f) } f();",
        "function f(){ return [1].reduce(f, 0) } f();",
        "function f(){ return f.call() } f();",
        "function f(){ return f.apply() } f();",
        "function f(){ return new f() } f();",
        "function f(){ return Array.from({length: 1}, f) } f();",
        "function f(){ return 'a'.replace(/a/, f) } f();",
        "function f(){ return Function.prototype.toString.call(f) + f() } f();",
        "function f(){ return eval('f()') } f();",
        "function f(){ return Object.defineProperty({}, 'x', {get: f}).x } f();",
        "var o = {}; Object.defineProperty(o, Symbol.iterator, {get(){ return [...o] }}); [...o];",
        "function* g(){ yield* g() } [...g()];",
        "async function f(){ await f() } f();",
        "function f(){ try { f() } finally { f() } } f();",
        "function f(){ try { f() } catch (e) { f() } } f();",
        "class A { constructor(){ new A } } new A;",
        "class A { get x(){ return super.x + this.x } } new A().x;",
        "var s = 'a'; for (var i = 0; i < 30; i++) s += s; s.length;",
        "var s = ''; for (var i = 0; i < %d; i++) s = '(' + s + ')'; s.length; s.indexOf('x'); s[5];" % n,
        "var s = ''; for (var i = 0; i < %d; i++) s = s + 'ab'; s.split('').length; JSON.stringify(s).length;" % n,
        "var s = ''; for (var i = 0; i < %d; i++) s = 'ab' + s; s.localeCompare('x'); s === s + ''; s < s + '';" % n,
        "/(a*)*b/.exec('a'.repeat(30));",
        "/(?:a|a)*b/.exec('a'.repeat(50));",
        "/(x+x+)+y/.test('x'.repeat(40));",
        "new RegExp('(' .repeat(%d) + ')'.repeat(%d)).exec('');" % (n % 50000, n % 50000),
        "new RegExp('a{' + 2**31 + '}').exec('a');",
        "new RegExp('a{0,' + 2**32 + '}').exec('aaa');",
        "new RegExp('a{2147483648,2147483647}');",
        "/\\1(a)/.exec('aa'); /(?<=(a)\\1)/.exec('aa'); /(?=a){2147483647}/.exec('a');",
        "'a'.repeat(%d).replace(/a/g, function(){ return 'bb' }).length;" % n,
        "'x'.repeat(%d).split(/(?:)/).length;" % n,
        "var o = {}; for (var i = 0; i < %d; i++) o = Object.create(o); o.x; o instanceof Object; 'x' in o; Object.prototype.isPrototypeOf.call(o, {});" % n,
        "var o = {}; for (var i = 0; i < %d; i++) o = {__proto__: o}; structuredClone ? 0 : 0;" % n,
        "var e = new Error('x'); e.cause = e; String(e); e.stack;",
        "var f = function(){}; f.prototype = f; new f;",
        "var g = (function*(){ var it = g; yield it.next(); })(); g.next();",
        "var a = []; a[%d] = 1; a.reverse(); a.sort(); a.indexOf(2); a.lastIndexOf(2); a.includes(2);" % (n * 100),
        "Array.prototype.concat.apply([], new Array(%d).fill([1]));" % n,
        "String.fromCharCode.apply(null, new Array(%d).fill(65));" % n,
        "Math.max(...new Array(%d).fill(1));" % n,
        "(function(){ return arguments.length }).apply(null, {length: %d});" % (n * 10),
        "new Function('a'.repeat(%d), '');" % n,
        "Function(Array(%d).fill('a').join(','), 'return a');" % n,
        "var x = 'var a0;'; for (var i = 1; i < %d; i++) x += 'a' + i + '=' + i + ';'; eval(x);" % n,
        "eval('(' + 'a,'.repeat(%d) + 'b) => 1');" % n,
        "eval('[' + '1,'.repeat(%d) + ']');" % n,
        "eval('({' + 'a:1,'.repeat(%d) + '})');" % n,
        "eval('var a = ' + '1+'.repeat(%d) + '1');" % n,
        "eval('switch (1) {' + 'case 1:'.repeat(%d) + '}');" % n,
        "eval('f(' + '1,'.repeat(%d) + '1)'.replace('f', 'Math.max'));" % n,
        "eval('function f(){' + 'var a' + '=1,a'.repeat(%d) + '}'); f();" % n,
        "eval('`' + '${1}'.repeat(%d) + '`');" % n,
        "eval('\"' + '\\\\u0061'.repeat(%d) + '\"');" % n,
    ]
    return rng.choice(forms)


def gen_integer_edges(rng):
    a, b, c = en(rng), en(rng), en(rng)
    v = ev(rng)
    forms = [
        "'ab'.repeat(%s)" % a,
        "'ab'.padStart(%s, %s)" % (a, v),
        "'ab'.padEnd(%s)" % a,
        "'ab'.padStart(%s, 'xyz'.repeat(%s))" % (a, b),
        "Array(%s)" % a,
        "new Array(%s).join(%s)" % (a, v),
        "new Array(%s).join('').length" % a,
        "Array(%s).fill(%s, %s, %s)" % (a, v, b, c),
        "Array.prototype.fill.call({length: %s}, 1, %s, %s)" % (a, b, c),
        "[1,2,3].copyWithin(%s, %s, %s)" % (a, b, c),
        "Array.prototype.copyWithin.call({length: %s}, %s, %s, %s)" % (a, b, c, en(rng)),
        "[1,2,3].splice(%s, %s, 1, 2)" % (a, b),
        "Array.prototype.splice.call({length: %s}, %s, %s, 1)" % (a, b, c),
        "[1,2,3].slice(%s, %s)" % (a, b),
        "Array.prototype.slice.call({length: %s, 0: 1}, %s, %s)" % (a, b, c),
        "[1,2,3].at(%s)" % a, "'abc'.at(%s)" % a,
        "[1,2,3].indexOf(1, %s)" % a, "[1,2,3].lastIndexOf(1, %s)" % a,
        "[1,2,3].includes(1, %s)" % a,
        "Array.prototype.lastIndexOf.call({length: %s, 0: 1}, 1, %s)" % (a, b),
        "Array.prototype.indexOf.call({length: %s}, 1, %s)" % (a, b),
        "Array.prototype.push.call({length: %s}, 1, 2)" % a,
        "Array.prototype.unshift.call({length: %s}, 1)" % a,
        "Array.prototype.pop.call({length: %s})" % a,
        "Array.prototype.shift.call({length: %s, 0: 1})" % a,
        "Array.prototype.reverse.call({length: %s, 0: 1})" % a,
        "var a = [1,2,3]; a.length = %s; a.push(1); a" % a,
        "var a = []; a[%s] = 1; a.length" % a,
        "var a = [1,2]; a.length = %s; a.sort(); a.reverse(); a.join()" % a,
        "[1,[2,[3]]].flat(%s)" % a,
        "Array.from({length: %s})" % a,
        "Array.of.call(function(){ return {length: %s} }, 1)" % a,
        "'abc'.substring(%s, %s)" % (a, b), "'abc'.substr(%s, %s)" % (a, b),
        "'abc'.slice(%s, %s)" % (a, b), "'abc'.charAt(%s)" % a, "'abc'.charCodeAt(%s)" % a,
        "'abc'.codePointAt(%s)" % a, "'abc'.indexOf('c', %s)" % a, "'abc'.lastIndexOf('a', %s)" % a,
        "'abc'.startsWith('a', %s)" % a, "'abc'.endsWith('c', %s)" % a, "'abc'.includes('c', %s)" % a,
        "'abc'.split('', %s)" % a, "'abc'.split(/b/, %s)" % a,
        "String.fromCharCode(%s, %s)" % (a, b), "String.fromCodePoint(%s)" % a,
        "String.raw({raw: {length: %s}}, 1)" % a,
        "'abc'.normalize(%s)" % v, "'abc'.localeCompare(%s)" % v,
        "(%s).toString(%s)" % (a, b), "(%s).toFixed(%s)" % (a, b), "(%s).toPrecision(%s)" % (a, b),
        "(%s).toExponential(%s)" % (a, b), "(%s).toLocaleString()" % a,
        "Number.prototype.toString.call(%s, %s)" % (a, b),
        "parseInt(%s, %s)" % (v, b), "parseFloat(%s)" % v, "Number(%s)" % v,
        "new Date(%s)" % a, "new Date(%s, %s, %s)" % (a, b, c), "Date.UTC(%s, %s, %s, %s)" % (a, b, c, en(rng)),
        "new Date(%s).toISOString()" % a, "new Date(%s).toString()" % a,
        "new Date(%s).toUTCString()" % a, "new Date(%s).toLocaleString()" % a,
        "new Date(%s).toLocaleDateString()" % a, "new Date(%s).toJSON()" % a,
        "var d = new Date(0); d.setFullYear(%s, %s, %s); d.getTime()" % (a, b, c),
        "var d = new Date(0); d.setHours(%s, %s, %s, %s); String(d)" % (a, b, c, en(rng)),
        "var d = new Date(0); d.setMonth(%s); d.setDate(%s); d.toDateString()" % (a, b),
        "var d = new Date(%s); d.getTimezoneOffset(); d.getDay(); d.getYear && d.getYear()" % a,
        "Date.parse(%s)" % v, "Date.parse('+275760-09-13T00:00:00.001Z')",
        "Date.parse('%d-01-01')" % rng.choice([-271821, 275760, 999999, -999999, 0]),
        "new Date(8.64e15).setMilliseconds(1)",
        "new ArrayBuffer(%s)" % a, "new ArrayBuffer(8).slice(%s, %s)" % (a, b),
        "new Uint8Array(%s)" % a, "new Float64Array(%s)" % a,
        "new Uint16Array(new ArrayBuffer(16), %s, %s)" % (a, b),
        "new Int32Array(new ArrayBuffer(16), %s)" % a,
        "new DataView(new ArrayBuffer(16), %s, %s)" % (a, b),
        "new DataView(new ArrayBuffer(16)).getFloat64(%s)" % a,
        "new DataView(new ArrayBuffer(16)).setInt32(%s, 1)" % a,
        "new DataView(new ArrayBuffer(16), 8).getUint32(%s, true)" % a,
        "new Uint8Array(8).subarray(%s, %s)" % (a, b),
        "new Uint8Array(8).set([1,2], %s)" % a,
        "new Uint8Array(8).set({length: %s}, 0)" % a,
        "new Uint8Array(8).fill(1, %s, %s)" % (a, b),
        "new Uint8Array(8).copyWithin(%s, %s, %s)" % (a, b, c),
        "new Uint8Array(8).slice(%s, %s)" % (a, b),
        "new Uint8Array(8).indexOf(0, %s)" % a, "new Uint8Array(8).lastIndexOf(0, %s)" % a,
        "new Uint8Array(8).includes(0, %s)" % a, "new Uint8Array(8).join(%s)" % v,
        "new Float32Array([%s]); new Uint8ClampedArray([%s]); new Int8Array([%s])" % (a, b, c),
        "new Uint32Array(4)[%s] = 1" % a,
        "Uint8Array.from({length: %s})" % a,
        "Uint8Array.of.call(function(){ return new Uint8Array(%s) }, 1, 2, 3)" % a,
        "new Uint8Array(8).sort(function(){ return %s })" % v,
        "Object.defineProperty(new Uint8Array(8), %s, {value: 1})" % a,
        "Math.pow(%s, %s)" % (a, b), "(%s) ** (%s)" % (a, b), "(%s) %% (%s)" % (a, b),
        "(%s) << (%s)" % (a, b), "(%s) >>> (%s)" % (a, b), "(%s) | 0" % a, "~(%s)" % a,
        "Math.clz32(%s); Math.imul(%s, %s); Math.fround(%s); Math.round(%s); Math.trunc(%s); Math.sign(%s)" % (a, a, b, a, a, a, a),
        "Math.hypot(%s, %s); Math.atan2(%s, %s); Math.cbrt(%s); Math.expm1(%s); Math.log1p(%s)" % (a, b, a, b, a, a, a),
        "var s = 0; for (var i = %s; i < %s + 3; i++) s += i; s" % (a, a),
        "var x = %s; x++; x--; ++x; --x; x += 1; x -= 1; x *= -1; x / 0; x | 0; -x" % a,
        "switch (%s) { case 0: case -0: case 1: break; default: }" % a,
        "[1,2,3][%s]; ({})[%s]; 'abc'[%s]" % (a, a, a),
        "var o = {}; o[%s] = 1; Object.keys(o); JSON.stringify(o)" % a,
        "JSON.stringify({a: [1, {b: 2}]}, null, %s)" % a,
        "JSON.stringify([%s, %s])" % (a, v),
        "encodeURIComponent(%s); encodeURI(%s); decodeURIComponent(%s); decodeURI(%s)" % (v, v, v, v),
        "escape(%s); unescape(%s)" % (v, v),
        "Object.defineProperty([], 'length', {value: %s})" % a,
        "Reflect.defineProperty([], 'length', {value: %s})" % a,
        "Object.defineProperty([1,2,3], 'length', {value: %s, writable: false}).push(1)" % a,
        "Symbol.for(%s).description" % v, "Symbol(%s).toString()" % v,
        "new Map([[%s, 1]]).get(%s)" % (a, b), "new Set([%s, %s]).has(%s)" % (a, b, c),
        "new WeakMap().set(%s, 1)" % v, "new WeakSet().add(%s)" % v,
        "Object.fromEntries([[%s, %s]])" % (v, a),
        "Atomics ? 0 : 0",
        "Number.isInteger(%s); Number.isSafeInteger(%s); Number.EPSILON * %s" % (a, a, a),
        "'%%' + (%s).toString(36)" % a,
        "(%s).toString(2).length" % a,
        "(123.456).toFixed(%s); (1e21).toFixed(%s); (-1.5e-7).toFixed(%s)" % (a, a, a),
        "(0.000001).toPrecision(%s); (1e300).toPrecision(%s); (-0).toExponential(%s)" % (a, a, a),
        "(2**53).toString(%s); (-(2**31)).toString(%s); (0.1).toString(%s); (1e-300).toString(%s)" % (a, a, a, a),
        "(%s).toString(2); (%s).toString(3); (%s).toString(36); (%s).toString(7)" % (a, a, a, a),
    ]
    body = rng.choice(forms)
    return "try { %s } catch (e) { if (!(e instanceof Error)) throw e; }" % body if rng.random() < 0.7 else body


def gen_coroutines(rng):
    forms = [
        "function* g(){ var x = yield 1; try { yield x } finally { yield 3 } } var it = g(); it.next(); it.return(5); it.next(); it.throw(1);",
        "function* g(){ yield it.next() } var it = g(); it.next();",
        "function* g(){ yield 1 } var it = g(); it.return(1); it.next(); it.throw(new Error);",
        "function* g(){ try { yield 1 } finally { it.next() } } var it = g(); it.next(); it.return();",
        "function* g(){ try { yield 1 } finally { return it.return() } } var it = g(); it.next(); it.return();",
        "function* g(){ yield* {[Symbol.iterator](){ return {next(){ return 1 }} }} } [...g()];",
        "function* g(){ yield* {[Symbol.iterator](){ return {next(){ return {done:false} }, return(){ throw 1 }} }} } var it = g(); it.next(); it.return(1);",
        "function* g(){ yield* [1,2] } var it = g(); it.next(); it.throw(1);",
        "var gf = function*(){}.constructor; gf('yield 1')().next(); new gf; gf.prototype.prototype.next.call({});",
        "var G = Object.getPrototypeOf(function*(){}); G.prototype.next.call((async function*(){})()); ",
        "async function* a(){ yield 1; yield Promise.reject(2) } var it = a(); it.next(); it.next(); it.next(); it.return(); it.throw(1);",
        "async function* a(){ await it.next(); } var it = a(); it.next(); it.next();",
        "async function* a(){ try { yield 1 } finally { await null; yield 2 } } var it = a(); it.next(); it.return(3); it.next();",
        "async function* a(){ yield* {[Symbol.asyncIterator](){ return {next(){ return 1 }} }} } a().next();",
        "async function f(){ await {then(r){ r(f) }} } f();",
        "async function f(){ await {get then(){ throw 1 }} } f().catch(function(){});",
        "async function f(){ for await (var x of [1, Promise.reject(2)]) {} } f().catch(function(){});",
        "var p = Promise.resolve(); p.then = function(){ return p.constructor.prototype.then.apply(p, arguments) }; (async function(){ await p })();",
        "(async () => { await 1; throw new Error('x') })().then(null, function(){});",
        "var g = (function*(){ yield 1 })(); var n = g.next; n.call(g); n.call(Object.create(g));",
        "function* g(){ yield 1 } var it = g(); Object.setPrototypeOf(it, null); Object.getPrototypeOf(g).prototype.next.call(it);",
        "function* g(){ arguments; this; yield new.target } g().next(); g.call(1).next();",
        "class A { *[Symbol.iterator](){ yield super.constructor } } [...new A];",
        "var it = [1,2,3][Symbol.iterator](); it.next(); Object.getPrototypeOf(it).next.call({});",
        "var it = new Map([[1,2]]).entries(); var m = it.next; m.call(new Set([1]).values());",
        "var m = new Map([[1,1],[2,2]]); for (var [k] of m) { m.delete(k); m.set(k + 10, 1); if (k > 1000) break; }",
        "var s = new Set([1,2,3]); for (var k of s) { s.clear(); s.add(k + 1); if (k > 1000) break; }",
        "var a = [1,2,3]; for (var x of a) { a.length = 0; a.push(x + 1); if (x > 1000) break; }",
        "var a = [1,2,3]; a.forEach(function(x, i){ a.length = 0; a[5] = 1; });",
        "var a = [1,2,3]; a.map(function(x, i){ a.length = 1000000; return x; });",
        "var a = [1,2,3]; a.filter(function(x, i){ a.length = 0; Object.defineProperty(a, '2', {get(){ throw 1 }}); return true; });",
        "var a = [1,2,3,4,5,6]; a.reduceRight(function(x, y, i){ a.length = i - 2; return x; });",
        "var a = [1,2,3,4,5,6]; a.find(function(x, i){ a.length = 0; return false; }); a.findIndex(function(){ a.push(1); return false; });",
        "var a = [1,2,3,4,5,6]; a.some(function(x, i){ a.shift(); return false; }); a.every(function(){ a.unshift(1,2); return a.length < 20; });",
        "var a = Array(100).fill(1); a.sort(function(x, y){ a.length = 0; a[200] = 5; return 1; }); a;",
        "var a = [5,1,4]; a.sort(function(x, y){ Object.setPrototypeOf(a, {0: 1}); delete a[1]; return x - y; });",
        "var a = [1,2,3]; Array.prototype.splice.call(new Proxy(a, {set(t, k, v){ t.length = 0; t[k] = v; return true; }}), 0, 1, 9, 9, 9);",
        "var t = new Uint8Array(16); t.sort(function(a, b){ return {valueOf(){ throw 1 }} });",
        "var t = new Uint8Array(16); t.map(function(){ return Symbol() });",
        "var t = new Float64Array([3,1,2]); t.sort(function(){ return NaN });",
        "var a = [1,2,3]; a.flatMap(function(x){ a.length = 0; return [x, [x]]; });",
        "var a = [1,2,3]; JSON.stringify(a, function(k, v){ a.length = 0; return v; });",
        "var o = {a: 1, b: 2}; JSON.stringify(o, function(k, v){ delete o.b; o.c = 1; return v; });",
        "var o = {a: 1, b: 2}; for (var k in o) { delete o.b; o['x' + k] = 1; }",
        "var o = {a: {b: 1}}; JSON.parse(JSON.stringify(o), function(k, v){ if (k === 'a') { this.b = [1,2]; } return v; });",
        "JSON.parse('[1,[2,[3]]]', function(k, v){ if (Array.isArray(this)) this.length = 0; return v; });",
        "var a = [1, 2]; a.join({toString(){ a.length = 1e6; return ','; }});",
        "var a = [1, {toString(){ a.length = 0; return 'x'; }}, 3]; a.join();",
        "var a = [1, {toString(){ a.push(a); return 'x'; }}, 3]; a.join(); a.toString();",
        "var a = [3,2,1]; a.sort(function(x, y){ a.sort(); return x - y; });",
        "var a = [3,2,1]; a.sort(function(x, y){ return a.indexOf(x) - y; }).sort(undefined);",
        "'abc'.replace(/b/g, function(){ RegExp.prototype.exec = function(){ return null }; return 'x'; });",
        "var r = /a/g; 'aaa'.replace(r, function(){ r.lastIndex = -1; r.compile && r.compile('b'); return ''; });",
        "var r = /a/y; r.lastIndex = 2**32; r.exec('aaa'); r.lastIndex = -1; r.test('a');",
        "var r = /(?:)/g; r.lastIndex = 2**53; 'abc'.replace(r, 'x'); 'abc'.split(r); 'abc'.match(r);",
        "var r = /a/g; Object.defineProperty(r, 'lastIndex', {value: 0, writable: false}); 'aa'.replace(r, 'b');",
        "var r = /./gu; r.lastIndex = 1; r.exec('\\uD83D\\uDE00');",
        "'\\uD83D\\uDE00'.match(/./gu); '\\uD83D'.split(/(?:)/u); [...'\\uD83D\\uDE00x'.matchAll(/(?:)/gu)];",
        "var p = new Promise(function(r){ r(p) }); p.then(null, function(){});",
        "Promise.all({[Symbol.iterator](){ return {next(){ throw 1 }} }}).catch(function(){});",
        "Promise.race([1,2], 3); Promise.allSettled.call(function(e){ e(1,2) }, []);",
        "var P = function(e){ e(function(){}, function(){}); e(1, 1); }; Promise.resolve.call(P, 1); Promise.all.call(P, [1]);",
        "class P extends Promise { static get [Symbol.species](){ return function(){ throw 1 } } } new P(function(){}).then();",
        "queueMicrotask(function f(){ queueMicrotask(f) }); setTimeout(function(){ process.exit(0) }, 50);",
        "process.nextTick(function f(){ process.nextTick(f) }); setTimeout(function(){ process.exit(0) }, 50);",
        "setTimeout(function(){}, %s); setInterval(function(){ clearInterval(this) }, %s); setImmediate(%s);" % (en(rng), en(rng), ev(rng)),
        "var t = setTimeout(function(){}, 1); t.unref(); t.ref(); t.refresh(); clearTimeout(t); clearTimeout(%s); clearInterval(%s);" % (ev(rng), ev(rng)),
    ]
    return rng.choice(forms)


# Runtime modules and the functions to call, found in eddy itself by a small script (see
# discover_api); calls that could harm the machine or end the process are left out.
API_DISCOVERY = r"""
var out = [];
var skip = /^(globalThis\.process\.(exit|reallyExit|abort|kill|_kill|dlopen|chdir|setuid|setgid|seteuid|setegid|setgroups|initgroups|binding|_rawDebug|emitWarning)|.*\.(constructor|caller|callee|arguments)$)/;
function walk(expr, value, depth) {
  if (depth > 3 || value === null || (typeof value !== 'object' && typeof value !== 'function')) return;
  var names;
  try { names = Object.getOwnPropertyNames(value); } catch (e) { return; }
  for (var name of names) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    var path = expr + '.' + name;
    if (skip.test(path)) continue;
    var d = Object.getOwnPropertyDescriptor(value, name);
    if (!d || !('value' in d)) continue;
    if (typeof d.value === 'function') {
      out.push(path);
      if (d.value.prototype && depth < 3) walk(path + '.prototype', d.value.prototype, depth + 2);
      walk(path, d.value, depth + 2);
    } else if (d.value && typeof d.value === 'object' && depth < 2 && name !== 'global' && name !== 'globalThis') {
      walk(path, d.value, depth + 1);
    }
  }
}
walk('globalThis', globalThis, 1);
for (var m of ['buffer', 'path', 'util', 'events', 'os', 'querystring', 'url', 'string_decoder',
               'assert', 'timers', 'vm', 'fs', 'module', 'perf_hooks'])
  { try { walk('require(' + JSON.stringify(m) + ')', require(m), 1); } catch (e) {} }
console.log(out.join('\n'));
"""

FS_MUTATING = re.compile(r"\.(rm|rmdir|unlink|rename|chmod|lchmod|fchmod|chown|lchown|fchown|symlink|"
                         r"link|cp|copyFile|mkdtemp|utimes|lutimes|futimes|watch|watchFile)")

API_ARGUMENTS = EDGE_VALUES + [
    "'a'", "'utf8'", "'hex'", "'base64'", "'base64url'", "'latin1'", "'ucs2'", "'utf16le'", "'binary'",
    "Buffer.alloc(0)", "Buffer.alloc(8)", "Buffer.from('abc')", "new Uint8Array(2)", "new DataView(new ArrayBuffer(4))",
    "{encoding: 'hex'}", "{encoding: 1}", "{depth: Infinity}", "{depth: -1, colors: true}",
    "{showHidden: true, getters: true}", "{breakLength: -1, compact: 2**32}", "{flag: 'r'}",
    "{withFileTypes: true}", "{recursive: true}", "{start: -1, end: 2**53}", "{highWaterMark: -1}",
    "'.'", "'fuzz-file'", "'%s %d %i %f %j %o %O %c %%'", "[1, [2, [3]]]", "new Error('e')",
    "new Proxy(function(){}, {})", "{[Symbol.toPrimitive](){ return 2**32 }}", "{length: 3, 0: 1}",
]


def api_instances():
    return ["[1,2,3]", "'abc'", "new Uint8Array(8)", "new Float64Array(2)", "new ArrayBuffer(8)",
            "new DataView(new ArrayBuffer(8))", "Buffer.alloc(16)", "Buffer.from('h\\u00e9llo')",
            "new Map([[1,2]])", "new Set([1])", "new Date(0)", "/a(b)?/g", "Promise.resolve(1)",
            "new (require('events'))()", "new (require('string_decoder').StringDecoder)('utf8')",
            "new URL('http://a.b/c?d#e')", "new URLSearchParams('a=1&b=2')", "Symbol('s')",
            "function f(){}", "{a: 1}", "new Error('x')", "(function*(){ yield 1 })()",
            "[].values()", "new WeakMap", "1.5", "true"]


# Properties the runtime's own JavaScript reads back and hands to Swift (process.exitCode
# reaches the host's exit code, a timer's _idleTimeout the libuv timer…).
API_PROPERTIES = ["exitCode", "_idleTimeout", "_repeat", "_idleStart", "_onTimeout", "defaultMaxListeners",
                  "_maxListeners", "_events", "stackTraceLimit", "lastIndex", "length", "lastNeed", "title",
                  "prepareStackTrace", "env", "argv", "umask", "_exiting", "poolSize", "INSPECT_MAX_BYTES",
                  "columns", "rows", "fd", "prototype", "__proto__"]


def gen_api_calls(rng, api):
    lines = ["var vals = [];", "function V(i){ return vals.length ? vals[i % vals.length] : undefined }"]
    for _ in range(rng.choice([5, 10, 20])):
        if rng.random() < 0.15:
            owner = rng.choice(["process", "Error", "process.stdout", "require('buffer')", "require('events')",
                                "setTimeout(() => {}, 1)", "setInterval(() => {}, 1)", "setImmediate(() => {})",
                                "new (require('events'))()", "/a/g", "require('buffer').Buffer",
                                "V(%d)" % rng.randrange(10), rng.choice(api).rsplit(".", 1)[0]])
            lines.append("try { var o = %s; o[%r] = %s; vals.push(o); } catch (e) {}"
                         % (owner, rng.choice(API_PROPERTIES), rng.choice(API_ARGUMENTS)))
            continue
        path = rng.choice(api)
        args = ", ".join(rng.choice(API_ARGUMENTS) if rng.random() < 0.85 else "V(%d)" % rng.randrange(10)
                         for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])))
        if ".prototype." in path:
            recv = rng.choice(api_instances() + API_ARGUMENTS) if rng.random() < 0.9 else "V(%d)" % rng.randrange(10)
            call = "(%s).call(%s%s)" % (path, recv, ", " + args if args else "")
        elif rng.random() < 0.2:
            call = "new (%s)(%s)" % (path, args)
        else:
            call = "%s(%s)" % (path, args)
        lines.append("try { vals.push(%s); } catch (e) { vals.push(e); }" % call)
    if rng.random() < 0.5:
        lines.append("try { for (var v of vals) { String(v); JSON.stringify(v); require('util').inspect(v, {showHidden: true, depth: 3}); } } catch (e) {}")
    return "\n".join(lines)


def discover_api(eddy, workdir):
    path = os.path.join(workdir, "discover.js")
    with open(path, "w") as file:
        file.write(API_DISCOVERY)
    out = subprocess.run([eddy, path], cwd=workdir, capture_output=True, timeout=60).stdout.decode()
    names = [line.strip() for line in out.splitlines() if line.strip()]
    return [name for name in names if not (name.startswith('require("fs")') and FS_MUTATING.search(name))]


# Random programs over a few shared variables, where the callbacks handed to built-ins
# mutate those same variables: the fast paths over dense arrays, shapes and caches must
# notice every change a callback can make.
POOL_ARRAYS = ["[1, 2, 3, 4, 5]", "[1.5, 'x', {}, null, undefined]", "[, 1, , 2, , ]", "new Array(%d)",
               "Array.from({length: %d}, (_, i) => i)", "[[1, [2]], [3]]", "'abcde'.split('')",
               "Object.freeze([3, 1, 2])", "new Proxy([4, 5, 6], {})", "Object.assign([], {0: 9, 1: 8})"]
POOL_OBJECTS = ["{a: 1, b: 2, c: 3}", "Object.create({p: 1})", "{get g(){ MUT; return 1 }, a: 1}",
                "new (class K { constructor(){ this.x = 1; this.y = 2 } })", "Object.freeze({a: 1})",
                "{0: 'a', 1: 'b', length: 2}", "{toJSON(){ MUT; return [1] }, a: 1}", "Object.create(null)",
                "new Proxy({a: 1}, {get(t, k, r){ MUT; return Reflect.get(t, k, r) }})"]
POOL_TYPED = ["new Uint8Array(%d)", "new Float64Array([1.5, NaN, -0])", "new Int16Array([3, 1, 2])",
              "new Uint8ClampedArray([300, -5])", "new DataView(new ArrayBuffer(%d))"]
MUTATIONS = ["A.length = %d", "A.push(1, 2)", "A.pop()", "A.shift()", "A.unshift(0)", "delete A[%d]",
             "A[%d] = {}", "A.length = 0", "A.splice(%d, 1)", "A.reverse()", "A.sort()",
             "Object.defineProperty(A, %d, {get(){ return 7 }, configurable: true})",
             "Object.setPrototypeOf(A, {%d: 'proto'})", "Object.setPrototypeOf(A, B)", "Object.freeze(A)",
             "Object.preventExtensions(A)", "Array.prototype[%d] = 'ap'", "delete Array.prototype[%d]",
             "Object.defineProperty(Array.prototype, %d, {get(){ return 'pg' }, configurable: true})",
             "O.z = 1", "delete O.a", "O.a = A", "Object.defineProperty(O, 'a', {get(){ return 2 }, configurable: true})",
             "Object.setPrototypeOf(O, A)", "Object.freeze(O)", "O[Symbol.iterator] = function*(){ yield 1 }",
             "A = B", "B = A.slice()", "O = {}", "A = []", "A[2**32 - 2] = 1", "A.length = 2**32 - 1",
             "T = new Uint8Array(%d)", "T.fill(%d)", "S += S", "S = S.slice(1)", "M.clear()", "M.set(A, O)",
             "M.delete(1)", "A.x = A", "A.length = %d; A.fill(A)", "Array.prototype.constructor = Object",
             "B.length = 0", "B.push(A)"]
USES = ["A.map(CB)", "A.forEach(CB)", "A.filter(CB)", "A.reduce(CB, 0)", "A.reduceRight(CB)", "A.some(CB)",
        "A.every(CB)", "A.find(CB)", "A.findIndex(CB)", "A.flatMap(CB)", "A.sort(CB)", "Array.from(A, CB)",
        "JSON.stringify(O, CB)", "JSON.stringify(A)", "JSON.stringify([O, A, B], null, 2)", "A.join(SEP)",
        "A.indexOf(1)", "A.lastIndexOf(1)", "A.includes(undefined)", "A.splice(%d, %d, 1, 2, 3)",
        "A.concat(B, O)", "A.slice(%d)", "A.copyWithin(0, %d)", "A.fill(0, %d)", "[...A]", "String(A)",
        "A.toLocaleString()", "A.flat(Infinity)", "Object.keys(A)", "Object.entries(O)", "Object.assign(O, A)",
        "Object.assign({}, O)", "JSON.parse(JSON.stringify(A), CB)", "new Map(A.map((x, i) => [x, i]))",
        "new Set(A)", "T.set(A)", "T.map(CB)", "Uint8Array.from(A, CB)", "T.sort(CB)", "T.filter(CB)",
        "Array.prototype.map.call(O, CB)", "Array.prototype.sort.call(O, CB)", "Array.prototype.join.call(T)",
        "Function.prototype.apply.call(Math.max, null, A)", "Reflect.apply(CB, O, A)", "Math.max(...A)",
        "A.entries().next()", "M.forEach(CB)", "Array.from(M.keys(), CB)", "S.replace(/./g, CB)",
        "S.split('').map(CB)", "Promise.all(A).then(CB)", "for (var x of A) { MUT }", "for (var k in O) { MUT }",
        "for (var k in A) { MUT }", "Object.defineProperties({}, O)", "Object.fromEntries(A.map(CB))",
        "structuredClone(O)", "require('util').inspect([A, O, T, M], {depth: 4, showHidden: true})",
        "new Proxy(A, {}).map(CB)", "A.at(-1)", "A.keys().next()", "Array.of.apply(null, A)", "A.push(...A)",
        "class C extends Array {}; C.from(A, CB)", "B.sort((x, y) => (MUT, 1))", "T.subarray(1).map(CB)"]


def gen_callback_mutation(rng):
    def fill(template):
        while "%d" in template:
            template = template.replace("%d", str(rng.choice([0, 1, 2, 3, 5, 10, 100, -1])), 1)
        return template

    def mutation(depth=0):
        text = fill(rng.choice(MUTATIONS))
        return "try { %s } catch (e) {}" % text

    def callback():
        body = "; ".join(mutation() for _ in range(rng.choice([0, 1, 1, 2])))
        result = rng.choice(["x", "i", "arr", "-1", "1", "0", "undefined", "[x, x]", "x > y ? 1 : -1", "Symbol()", "A"])
        return "(function CB(x, i, arr, y) { %s; return %s; })" % (body, result)

    lines = ["var A = %s, B = %s, O = %s, T = %s, S = 'abc', M = new Map([[1, 2], [3, 4]]);"
             % (fill(rng.choice(POOL_ARRAYS)), fill(rng.choice(POOL_ARRAYS)),
                fill(rng.choice(POOL_OBJECTS)), fill(rng.choice(POOL_TYPED)))]
    for _ in range(rng.choice([3, 6, 12, 20])):
        if rng.random() < 0.3:
            lines.append(mutation())
        else:
            use = fill(rng.choice(USES))
            lines.append("try { %s; } catch (e) {}" % use)
    text = "\n".join(lines)
    while "MUT" in text or "CB" in text or "SEP" in text:
        text = text.replace("MUT", mutation().replace("MUT", ""), 1)
        text = text.replace("(CB", "(" + callback().replace("CB(", "cb(").replace("MUT", ""), 1) \
            if "(CB" in text else text.replace("CB", callback().replace("CB(", "cb(").replace("MUT", ""), 1)
        text = text.replace("SEP", rng.choice(["','", "{toString(){ A.length = 0; return '-' }}", "''", "S"]), 1)
    return text


GENERATORS = [gen_parser_nesting, gen_native_recursion, gen_integer_edges, gen_coroutines,
              gen_callback_mutation, gen_callback_mutation]


# ---------------------------------------------------------------------------------------------
# Minimizing

def minimize(eddy, path, cwd, signature=None, log=print):
    text = read(path)
    if signature is None:
        verdict, signature, _ = run_eddy(eddy, path, cwd)
        if verdict != "crash":
            log("not a crash: %s" % verdict)
            return text
    log("signature: %s" % signature)
    scratch = os.path.join(cwd, "min-%d.js" % os.getpid())

    def still_crashes(candidate):
        with open(scratch, "w") as file:
            file.write(candidate)
        verdict, sig, _ = run_eddy(eddy, scratch, cwd)
        return verdict == "crash" and sig == signature

    # Lines, then tokens: classic ddmin over a list of chunks.
    for splitter, joiner in ((lambda t: t.split("\n"), "\n"),
                             (lambda t: re.findall(r"\s+|[\w$]+|.", t, re.S), "")):
        chunks = splitter(text)
        n = 2
        while len(chunks) >= 2:
            size = max(1, len(chunks) // n)
            reduced = False
            for start in range(0, len(chunks), size):
                candidate = chunks[:start] + chunks[start + size:]
                if candidate and still_crashes(joiner.join(candidate)):
                    chunks = candidate
                    n = max(n - 1, 2)
                    reduced = True
                    log("  %d chunks" % len(chunks))
                    break
            if not reduced:
                if size == 1:
                    break
                n = min(n * 2, len(chunks))
        text = joiner.join(chunks)
    if os.path.exists(scratch):
        os.remove(scratch)
    return text


# ---------------------------------------------------------------------------------------------
# The campaign

def enter_sandbox(out):
    """Re-runs this program in a private mount namespace where only `out` is writable."""
    if os.environ.get("EDDY_FUZZ_SANDBOXED"):
        subprocess.run(["mount", "--bind", out, out], check=True)
        subprocess.run(["mount", "-o", "remount,bind,ro", "/"], check=True)
        return
    os.environ["EDDY_FUZZ_SANDBOXED"] = "1"
    os.execvp("unshare", ["unshare", "-m", "--propagation", "private", sys.executable] + sys.argv)


def campaign(args):
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    if args.sandbox:
        enter_sandbox(out)
    eddy = os.path.join(out, "eddy")
    if not os.environ.get("EDDY_FUZZ_SANDBOXED") or not os.path.exists(eddy):
        shutil.copy2(args.eddy, eddy)
    seeds = Seeds()
    work = os.path.join(out, "work")
    # Node tests need their `common` module and fixtures beside them.
    os.makedirs(os.path.join(work, "parallel"), exist_ok=True)
    os.makedirs(os.path.join(work, "common"), exist_ok=True)
    shutil.copy(os.path.join(ROOT, "tools", "nodetests", "common", "index.js"),
                os.path.join(work, "common", "index.js"))
    fixtures = os.path.join(work, "fixtures")
    if not os.path.exists(fixtures):
        os.symlink(os.path.join(SHARED, "nodetests", "test", "fixtures"), fixtures)
    api = discover_api(eddy, os.path.join(work, "parallel"))
    print("seeds: %d test262, %d others; %d API functions" % (len(seeds.test262), len(seeds.others), len(api)),
          flush=True)

    deadline = time.time() + args.minutes * 60
    stats = {"runs": 0, "crash": 0, "oom": 0, "timeout": 0, "ok": 0}
    buckets = {}
    rng = random.Random(args.seed)
    running = []   # (proc-like tuples handled sequentially per slot)
    start = time.time()

    def make_case(slot):
        kind = rng.random()
        if kind < 0.45:
            text = mutate(seeds.pick(rng), seeds, rng)
            origin = "mutate"
        elif kind < 0.6 and api:
            text = gen_api_calls(rng, api)
            origin = "api"
        else:
            generator = rng.choice(GENERATORS)
            text = generator(rng)
            if rng.random() < 0.3:
                text = mutate(text, seeds, rng)
            origin = generator.__name__
        path = os.path.join(work, "parallel", "case-%d.js" % slot)
        with open(path, "w") as file:
            file.write(text)
        return path, origin

    # A small pool: each slot runs one eddy at a time.
    import concurrent.futures
    cwd = os.path.join(work, "parallel")
    log = open(os.path.join(out, "log.txt"), "a")
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {}
        for slot in range(args.jobs):
            path, origin = make_case(slot)
            futures[pool.submit(run_eddy, eddy, path, cwd)] = (slot, path, origin)
        while futures:
            done, _ = concurrent.futures.wait(futures, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                slot, path, origin = futures.pop(future)
                verdict, signature, err = future.result()
                if verdict == "crash" and " " not in signature:
                    # A bare signal (an overflow or precondition trap in a release build):
                    # bucket it by the source line it trapped at.
                    kept = os.path.join(work, "trap-%d.js" % slot)
                    shutil.copy(path, kept)
                    path = kept
                    where = locate(eddy, path, cwd)
                    signature = (signature + " " + where).strip()
                stats["runs"] += 1
                stats[verdict] += 1
                if verdict in ("crash", "oom"):
                    key = signature
                    bucket = buckets.setdefault(key, 0)
                    folder = os.path.join(out, "crashes" if verdict == "crash" else "oom", bucket_name(key))
                    os.makedirs(folder, exist_ok=True)
                    if bucket < 5:
                        shutil.copy(path, os.path.join(folder, "%d-%s.js" % (bucket, origin)))
                        with open(os.path.join(folder, "%d-%s.stderr" % (bucket, origin)), "w") as file:
                            file.write(err[-4000:])
                    buckets[key] = bucket + 1
                    if bucket == 0:
                        message = "[%6.0fs] NEW %s bucket (%s): %s" % (time.time() - start, verdict, origin, signature)
                        print(message, flush=True)
                        log.write(message + "\n")
                        log.flush()
                        if verdict == "crash":
                            print(err[-2000:], flush=True)
                if stats["runs"] % 500 == 0:
                    message = "[%6.0fs] %s" % (time.time() - start, stats)
                    print(message, flush=True)
                    log.write(message + "\n")
                    log.flush()
                launched = stats["runs"] + len(futures)
                if time.time() < deadline and (args.runs is None or launched < args.runs):
                    path, origin = make_case(slot)
                    futures[pool.submit(run_eddy, eddy, path, cwd)] = (slot, path, origin)
    summary = "done after %.0f s: %s; buckets: %d" % (time.time() - start, stats, len(buckets))
    print(summary)
    log.write(summary + "\n")
    return 1 if stats["crash"] else 0


def main():
    global TIMEOUT
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("--minutes", type=float, default=60)
    run.add_argument("--runs", type=int, default=None,
                     help="stop after this many runs (with --seed: the same cases every time, as CI runs it)")
    run.add_argument("--jobs", type=int, default=2)
    run.add_argument("--eddy", default=os.path.join(ROOT, ".build", "release", "eddy"))
    run.add_argument("--out", default="/tmp/eddy-fuzz")
    run.add_argument("--seed", type=int, default=None)
    run.add_argument("--sandbox", action="store_true")
    for name in ("repro", "minimize"):
        command = sub.add_parser(name)
        command.add_argument("file")
        command.add_argument("--eddy", default=os.path.join(ROOT, ".build", "release", "eddy"))
        command.add_argument("--timeout", type=float, default=5.0)
    args = parser.parse_args()
    if args.command == "run":
        sys.exit(campaign(args))
    TIMEOUT = args.timeout
    cwd = tempfile.mkdtemp(prefix="eddy-fuzz-")
    path = os.path.abspath(args.file)
    if args.command == "repro":
        verdict, signature, err = run_eddy(os.path.abspath(args.eddy), path, cwd)
        print(verdict, signature)
        print(err[-3000:])
    else:
        print(minimize(os.path.abspath(args.eddy), path, cwd, log=lambda m: print(m, file=sys.stderr)))
    shutil.rmtree(cwd, ignore_errors=True)


if __name__ == "__main__":
    main()
