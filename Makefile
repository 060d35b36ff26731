# sous: `make run` sets up, builds and opens sous; `make test` runs every test.
PREFIX ?= $(HOME)/.local
# libchafa-dev, libgdk-pixbuf-2.0-dev and webp-pixbuf-loader draw pictures; tesseract-ocr(-eng)
# reads photos of pages (sous import photo.jpg); imagemagick and fonts-dejavu-core draw the test
# pages the OCR tests read back.
APT_PACKAGES := libncursesw5-dev libsqlite3-dev tmux libgumbo-dev zlib1g-dev libdbus-1-dev libchafa-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader \
	tesseract-ocr tesseract-ocr-eng imagemagick fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_FLAGS ?=

.PHONY: run deps build release test bench eval train fuzz install clean

run: deps release
	./.build/release/sous

# Installs only the Debian packages that are missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi

build:
	swift build $(SWIFT_FLAGS)

release:
	swift build -c release $(SWIFT_FLAGS)

test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)

bench: deps
	swift build -c release --product SousBench $(SWIFT_FLAGS)
	swift build -c release --product sous $(SWIFT_FLAGS)
	./.build/release/SousBench

# Scores the importers against ../shared/corpora (skipped with a message when it is absent).
eval: deps
	swift build -c release --product SousEval $(SWIFT_FLAGS)
	./.build/release/SousEval

# Trains the ingredient-line model on ../shared/corpora/ingredient-lines (never on its held-out
# tenth), writes Sources/SousFormats/IngredientLine/LineModel/line-model.bin and scores it on the
# held-out tenth; `make train TRAIN_FLAGS=--dev` scores on the development tenth and writes nothing.
train: deps
	swift build -c release --product SousTrain $(SWIFT_FLAGS)
	./.build/release/SousTrain $(TRAIN_FLAGS)

# Fuzzes every parser with libFuzzer for FUZZ_SECONDS each (default 60); see scripts/fuzz.sh.
fuzz: deps
	./scripts/fuzz.sh

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/sous/themes
	install -m 755 .build/release/sous $(PREFIX)/bin/sous
	install -m 755 .build/release/sous-fetch $(PREFIX)/bin/sous-fetch
	cp -R .build/release/*.resources $(PREFIX)/bin/
	install -m 644 themes/*.toml $(PREFIX)/share/sous/themes/

clean:
	rm -rf .build .build-fuzz
