SWIFT   ?= swift
SWIFTC  ?= swiftc
PREFIX  ?= /usr/local
BIN     := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)/backport-migrate
OS      := $(shell uname -s)
ifeq ($(OS),Darwin)
# macOS has the Swift runtime in the system and SwiftPM cannot link it in statically there.
RELEASE := $(SWIFT) build -c release
# The installed binary is universal (arm64 and x86_64) when the toolchain can build both, as
# Xcode's does; else it is for this Mac alone.
UNIVERSAL := $(SWIFT) build -c release --arch arm64 --arch x86_64
else
# The build that is installed and benchmarked on Linux: the Swift runtime and Foundation linked
# in, which starts in 3 ms instead of 7-11 and calls the runtime directly (about 0.9 of the time
# of a --check over the generated tree, and 19 MB peak instead of 26).
RELEASE := $(SWIFT) build -c release --static-swift-stdlib
UNIVERSAL :=
endif
# `make bench BENCHMARKS="pipeline diff"` runs only those (tokenizer, migrate, pipeline, diff,
# scaling, monorepo); so does naming them after `bench`: `make bench scaling`.
# `BENCH_REPOSITORIES=DIR` adds real repositories fetched beforehand to `monorepo`.
BENCH_NAMES := tokenizer migrate pipeline diff scaling monorepo
ifneq ($(filter bench,$(MAKECMDGOALS)),)
BENCHMARKS ?= $(filter $(BENCH_NAMES),$(MAKECMDGOALS))
.PHONY: $(BENCH_NAMES)
$(BENCH_NAMES):
	@:
endif

.PHONY: build test test-large differential demo bench install artifactbundle release-binary clean fuzz packages

build:
	$(SWIFT) build

test:
	$(SWIFT) test

# Generated programs run next to their migrations (the test of `make test`, with more programs):
# `make differential PROGRAMS=5000 SEED=7`; `FIRST=123 PROGRAMS=1` reproduces one program,
# `KEEP=/tmp/d` keeps the compiled modules.
PROGRAMS ?= 3000
SEED     ?= 1
FIRST    ?= 0
KEEP     ?=
differential:
	DIFFERENTIAL_PROGRAMS=$(PROGRAMS) DIFFERENTIAL_SEED=$(SEED) DIFFERENTIAL_FIRST=$(FIRST) DIFFERENTIAL_KEEP=$(KEEP) \
		$(SWIFT) test --filter DifferentialTests

# The property and mutation tests over generated input, SCALE times their size in `make test`.
SCALE ?= 20
test-large:
	BACKPORT_MIGRATE_SCALE=$(SCALE) $(SWIFT) test --filter "GeneratedProjectPropertyTests|MutationTests"

demo: build
	cd Fixtures/SampleApp && $(BIN) --target 16 --dry-run . ; test $$? -le 1

# Real packages fetched beforehand into PACKAGES (one folder each, never committed), migrated as
# copies at PACKAGE_TARGETS with --swift-version PACKAGE_SWIFT: every changed file parses, no new
# doubled blank line or blank last line, a second run clean. Fails, naming what to fetch, without them.
PACKAGES        ?=
PACKAGE_TARGETS ?= iOS=18,macOS=15,tvOS=18,watchOS=11,visionOS=2
PACKAGE_SWIFT   ?= 6.2
packages:
	@if [ -z "$(PACKAGES)" ] || [ ! -d "$(PACKAGES)" ]; then Scripts/check-packages.sh "$(PACKAGES)" ""; exit 2; fi
	$(SWIFT) build --product backport-migrate
	Scripts/check-packages.sh "$(PACKAGES)" "$$($(SWIFT) build --show-bin-path)/backport-migrate" "$(PACKAGE_TARGETS)" "$(PACKAGE_SWIFT)"

bench:
	$(RELEASE) --product backport-migrate
	$(RELEASE) --product backport-migrate-bench
	$$($(RELEASE) --show-bin-path)/backport-migrate-bench $(BENCHMARKS)

# The release binary as `install` and `artifactbundle` ship it, built with this platform's flags
# above; its folder is written to .build/release-bin-path, and whether it is universal to
# .build/release-universal.
release-binary:
	@mkdir -p .build
	@if [ -n "$(UNIVERSAL)" ] && $(UNIVERSAL) --product backport-migrate; then \
		$(UNIVERSAL) --show-bin-path > .build/release-bin-path && echo yes > .build/release-universal; \
	else \
		$(RELEASE) --product backport-migrate && $(RELEASE) --show-bin-path > .build/release-bin-path && echo no > .build/release-universal; \
	fi

install: release-binary
	install -d $(PREFIX)/bin
	install -m 755 "$$(cat .build/release-bin-path)/backport-migrate" $(PREFIX)/bin/

# A SwiftPM artifact bundle (schema 1.0) of the release binary, for a package's binary target or
# `mint`-like installers: .build/backport-migrate.artifactbundle with info.json and one variant,
# for this machine's triple (`swift -print-target-info`), or on a Mac with a universal build for
# both arm64 and x86_64. A zip of it is left beside it.
BUNDLE := .build/backport-migrate.artifactbundle
artifactbundle: release-binary
	set -e; bin="$$(cat .build/release-bin-path)/backport-migrate"; \
	version=$$("$$bin" --version | awk '{ print $$NF }'); \
	if [ "$$(cat .build/release-universal)" = yes ]; then \
		triples='"arm64-apple-macosx", "x86_64-apple-macosx"'; variant=macos; \
	else \
		triple=$$($(SWIFT) -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1); \
		triples="\"$$triple\""; variant=$$triple; \
	fi; \
	rm -rf $(BUNDLE) $(BUNDLE).zip; \
	mkdir -p $(BUNDLE)/backport-migrate-$$version-$$variant/bin; \
	install -m 755 "$$bin" $(BUNDLE)/backport-migrate-$$version-$$variant/bin/backport-migrate; \
	printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "backport-migrate": {\n      "version": "%s",\n      "type": "executable",\n      "variants": [\n        {\n          "path": "backport-migrate-%s-%s/bin/backport-migrate",\n          "supportedTriples": [%s]\n        }\n      ]\n    }\n  }\n}\n' \
		"$$version" "$$version" "$$variant" "$$triples" > $(BUNDLE)/info.json; \
	if command -v zip > /dev/null; then (cd .build && zip -qr backport-migrate.artifactbundle.zip backport-migrate.artifactbundle); fi; \
	echo "$(BUNDLE): $$variant, $$version"

# libFuzzer over the tokenizer and whole-file migration: the library's sources and the checks in
# Sources/backport-migrate-fuzz compiled with swiftc -sanitize=fuzzer,address (not through
# SwiftPM). Each target runs FUZZ_SECONDS, one after the other, from the inputs kept in
# Fixtures/fuzz (lexical seeds, and reduced crashes in regressions), every fixture case (libFuzzer
# reads folders recursively), plus what earlier runs found (kept in
# .build/fuzz/corpus-*); a crash or a broken invariant stops it and leaves the input in
# .build/fuzz/. Then FuzzCorpusTests replays the grown corpus and parses a sample of it.
# The `slowness` target is the migration entry built without the address sanitizer (so that
# time and memory are the tool's own) and run on inputs up to 64 KB with a tight -timeout and
# -rss_limit_mb: an input that takes longer or more memory is a finding, left in .build/fuzz/
# as slowness-timeout-* or slowness-oom-*; keep it, reduced, in Fixtures/fuzz/regressions.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= tokenizer migration slowness
FUZZ_DIR     := .build/fuzz
FUZZ_SOURCES := $(shell find Sources/BackportMigrate -name '*.swift') Sources/backport-migrate-fuzz/FuzzChecks.swift Sources/backport-migrate-fuzz/LibFuzzerEntry.swift
SLOW_SECONDS ?= 5
SLOW_RSS_MB  ?= 1024
# Each target's libFuzzer options beyond the shared ones.
FUZZ_OPTIONS_tokenizer := -timeout=20 -max_len=16384 -rss_limit_mb=4096
FUZZ_OPTIONS_migration := -timeout=20 -max_len=16384 -rss_limit_mb=4096
FUZZ_OPTIONS_slowness  := -timeout=$(SLOW_SECONDS) -max_len=65536 -rss_limit_mb=$(SLOW_RSS_MB) -malloc_limit_mb=$(SLOW_RSS_MB)
FUZZ_SANITIZERS          := fuzzer,address
FUZZ_SANITIZERS_slowness := fuzzer

$(FUZZ_DIR)/%-fuzzer: $(FUZZ_SOURCES)
	mkdir -p $(FUZZ_DIR)
	$(SWIFTC) -O -sanitize=$(or $(FUZZ_SANITIZERS_$*),$(FUZZ_SANITIZERS)) -parse-as-library -module-name BackportMigrate \
		-D FUZZ_SINGLE_MODULE -D FUZZ_$$(echo $* | tr a-z A-Z) $(FUZZ_SOURCES) -o $@

fuzz: $(foreach target,$(FUZZ_TARGETS),$(FUZZ_DIR)/$(target)-fuzzer)
	set -e; $(foreach target,$(FUZZ_TARGETS), \
		mkdir -p $(FUZZ_DIR)/corpus-$(target); \
		SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/$(target)-fuzzer -max_total_time=$(FUZZ_SECONDS) $(FUZZ_OPTIONS_$(target)) \
			-print_final_stats=1 -dict=Fixtures/fuzz/swift.dict -artifact_prefix=$(FUZZ_DIR)/$(target)- \
			$(FUZZ_DIR)/corpus-$(target) Fixtures/fuzz/seeds Fixtures/fuzz/regressions Fixtures/cases;)
	# What the harness cannot check: outputs of inputs that parse still parse (on a sample).
	if [ -d $(FUZZ_DIR)/corpus-migration ]; then \
		BACKPORT_MIGRATE_FUZZ_CORPUS=$(FUZZ_DIR)/corpus-migration $(SWIFT) test --filter FuzzCorpusTests; \
	fi

clean:
	rm -rf .build
