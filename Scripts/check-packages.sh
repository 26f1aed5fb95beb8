#!/bin/sh
# Runs backport-migrate over copies of real packages fetched beforehand and checks how the
# outputs look: every changed file parses, no changed file has more doubled blank lines than
# before or a blank last line it did not have, and a second run (--check) is clean.
# Usage: Scripts/check-packages.sh DIR BIN [TARGETS] [SWIFT_VERSION]; DIR holds one folder per package.
set -u
dir=${1:-}
bin=${2:-}
targets=${3:-iOS=18,macOS=15,tvOS=18,watchOS=11,visionOS=2}
swift_version=${4:-6.2}
swiftc=${SWIFTC:-swiftc}

if [ -z "$dir" ] || [ ! -d "$dir" ] || [ -z "$(ls -A "$dir" 2>/dev/null)" ]; then
    cat >&2 <<MESSAGE
error: no packages in '${dir:-<PACKAGES unset>}'. Fetch them first, one folder per package, e.g.:
    mkdir -p DIR
    git clone --depth 1 https://github.com/apple/swift-collections DIR/swift-collections
    git clone --depth 1 https://github.com/apple/swift-async-algorithms DIR/swift-async-algorithms
    git clone --depth 1 https://github.com/apple/swift-log DIR/swift-log
    git clone --depth 1 https://github.com/apple/swift-metrics DIR/swift-metrics
    git clone --depth 1 https://github.com/apple/swift-numerics DIR/swift-numerics
    git clone --depth 1 https://github.com/apple/swift-nio DIR/swift-nio
then: make packages PACKAGES=DIR
MESSAGE
    exit 2
fi
if [ ! -x "$bin" ]; then echo "error: no backport-migrate at '$bin'" >&2; exit 2; fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# The number of pairs of consecutive blank lines in a file.
doubled() { awk 'BEGIN { n = 0; b = 0 } /^[ \t]*$/ { if (b) n++; b = 1; next } { b = 0 } END { print n }' "$1"; }
# Whether the file's last line is blank (it ends with an empty or white-space line).
blank_last() { [ -s "$1" ] && tail -n 1 "$1" | grep -q '^[[:space:]]*$' && echo yes || echo no; }
fail() { echo "  FAIL $1"; failures=$((failures + 1)); }

for package in "$dir"/*/; do
    name=$(basename "$package")
    before="$work/$name.before"
    after="$work/$name"
    cp -R "$package" "$before"
    rm -rf "$before/.git" "$before/.build"
    cp -R "$before" "$after"
    (cd "$after" && "$bin" --quiet --target "$targets" --swift-version "$swift_version" . >"$work/$name.log" 2>&1)
    status=$?
    if [ $status -gt 1 ]; then fail "$name: the run exited $status"; sed 's/^/    /' "$work/$name.log" | tail -5; continue; fi
    (cd "$before" && find . -name '*.swift' -type f | while IFS= read -r file; do
        if [ -f "$after/$file" ] && ! cmp -s "$file" "$after/$file"; then echo "$file"; fi
    done) >"$work/$name.changed"
    echo "$name: $(grep -c . "$work/$name.changed") changed files"
    while IFS= read -r file; do
        old="$before/$file"
        new="$after/$file"
        if ! "$swiftc" -frontend -parse "$new" >/dev/null 2>&1 && "$swiftc" -frontend -parse "$old" >/dev/null 2>&1; then
            fail "$name/$file: does not parse"
        fi
        if [ "$(doubled "$new")" -gt "$(doubled "$old")" ]; then fail "$name/$file: a new doubled blank line"; fi
        if [ "$(blank_last "$new")" = yes ] && [ "$(blank_last "$old")" = no ]; then fail "$name/$file: a new blank last line"; fi
    done <"$work/$name.changed"
    if ! (cd "$after" && "$bin" --quiet --check --target "$targets" --swift-version "$swift_version" . >"$work/$name.check" 2>&1); then
        fail "$name: a second run would still change something"
        sed 's/^/    /' "$work/$name.check" | tail -5
    fi
done

if [ $failures -gt 0 ]; then echo "$failures failures"; exit 1; fi
echo "all packages clean"
