SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)/backport-migrate

.PHONY: build test demo bench install clean

build:
	$(SWIFT) build

test:
	$(SWIFT) test

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
