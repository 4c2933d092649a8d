#!/usr/bin/env python3
"""Drives `eddy` through a pseudo-terminal as a person would: types each step's keys,
waits until the screen shows what the step expects, and prints the whole transcript.

Usage: pty_drive.py EDDY STEPS_JSON
STEPS_JSON: [{"send": "1+1\\r", "expect": "2", "signal": false}, ...]; "touch": path creates a
file; "signal": true sends
SIGINT to the process instead of typing. Exit status 0 when every step's text appeared.
"""
import json
import os
import pty
import re
import select
import signal
import sys
import time


def screen(data):
    """What a reader sees: no carriage returns, no escape sequences."""
    text = data.decode("utf-8", "replace").replace("\r", "")
    return re.sub("\x1b\\[[0-9;]*[A-Za-z]", "", text)


def main():
    eddy, steps = sys.argv[1], json.loads(sys.argv[2])
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(eddy, [eddy] + json.loads(os.environ.get("EDDY_ARGS", "[]")))
    transcript = b""

    def read_until(text, timeout=10.0):
        nonlocal transcript
        deadline = time.time() + timeout
        while time.time() < deadline:
            if text is not None and text in screen(transcript[mark:]):
                return True
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    return text is None
                if not chunk:
                    return text is None
                transcript += chunk
        return text is None

    def wait_for_prompt(timeout=10.0):
        nonlocal transcript
        deadline = time.time() + timeout
        while time.time() < deadline:
            if transcript.endswith(b"> ") or transcript.endswith(b"... "):
                time.sleep(0.05)
                return
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    return
                if not chunk:
                    return
                transcript += chunk

    mark = 0
    ok = read_until("> ")
    for step in steps:
        mark = len(transcript)
        if step.get("signal"):
            os.kill(pid, signal.SIGINT)
        elif step.get("touch"):
            # A file the script waits for: output caused by the test, not by a timer.
            open(step["touch"], "w").close()
        elif "send" in step:
            if step.get("waitPrompt", True):
                wait_for_prompt()
            os.write(fd, step["send"].encode())
        if step.get("sleep"):
            time.sleep(step["sleep"])
        if "expect" in step and not read_until(step["expect"]):
            ok = False
            sys.stderr.write("missing: %r\n" % step["expect"])
            break
    mark = len(transcript)
    read_until(None, timeout=2.0)
    try:
        finished, _ = os.waitpid(pid, os.WNOHANG)
        if finished == 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    except (ChildProcessError, ProcessLookupError):
        pass
    sys.stdout.write(transcript.decode("utf-8", "replace"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
