#!/usr/bin/env bash
# Installs the Debian packages Eddy builds against, when they are missing. Idempotent: on a
# machine that has them it only checks. Needs root or sudo for the install itself.
set -euo pipefail

# python3 drives the REPL through a pseudo-terminal in the tests (Tests/EddyCLITests/REPL/pty_drive.py).
packages=(libuv1-dev libedit-dev pkg-config python3)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || { echo "error: Swift 6 is not on PATH (https://swift.org/install)" >&2; exit 1; }
