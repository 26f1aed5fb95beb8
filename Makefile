SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)/backport-migrate

.PHONY: build test differential demo bench install clean

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

demo: build
	cd Fixtures/SampleApp && $(BIN) --target 16 --dry-run . ; test $$? -le 1

bench:
	$(SWIFT) build -c release --product backport-migrate
	$(SWIFT) build -c release --product backport-migrate-bench
	$$($(SWIFT) build -c release --show-bin-path)/backport-migrate-bench

install:
	$(SWIFT) build -c release --product backport-migrate
	install -d $(PREFIX)/bin
	install -m 755 $$($(SWIFT) build -c release --show-bin-path)/backport-migrate $(PREFIX)/bin/

clean:
	rm -rf .build
