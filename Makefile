# sous: `make run` sets up, builds and opens sous; `make test` runs every test.
PREFIX ?= $(HOME)/.local
# libchafa-dev, libgdk-pixbuf-2.0-dev and webp-pixbuf-loader draw pictures; tesseract-ocr(-eng)
# reads photos of pages (sous import photo.jpg); imagemagick and fonts-dejavu-core draw the test
# pages the OCR tests read back; libcurl4-openssl-dev links sous-fetch, the helper that downloads pages,
# with the Swift runtime inside it as the release build does; python3-icalendar reads back the
# plan's calendar export in the tests.
APT_PACKAGES := libncursesw5-dev libsqlite3-dev tmux libgumbo-dev zlib1g-dev libdbus-1-dev libchafa-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader \
	tesseract-ocr tesseract-ocr-eng imagemagick fonts-dejavu-core libcurl4-openssl-dev python3-icalendar python3-venv syncthing
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_FLAGS ?=
# Release programs carry the Swift runtime and Foundation inside them: a start then binds a few
# thousand symbols instead of 25,000 across a dozen libraries (sous --version 12 -> 7 ms). The
# toolchain's lld packs their 100,000 relative relocations (RELR: 2.3 MB -> 20 KB read at each
# start; about 3 MB less memory).
RELEASE := swift build -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs $(SWIFT_FLAGS)

.PHONY: run deps build release test bench eval train nutrition-index fuzz install clean

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

# The two programs sous ships: sous and sous-fetch, its helper for web addresses.
release: deps
	$(RELEASE) --product sous
	$(RELEASE) --product sous-fetch

test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)

bench: deps
	$(RELEASE) --product SousBench
	$(RELEASE) --product sous
	./.build/release/SousBench

# Scores the importers against ../shared/corpora (skipped with a message when it is absent).
eval: deps
	$(RELEASE) --product SousEval
	./.build/release/SousEval

# Trains the ingredient-line model on ../shared/corpora/ingredient-lines (never on its held-out
# tenth), writes Sources/SousFormats/IngredientLine/LineModel/line-model.bin and scores it on the
# held-out tenth; `make train TRAIN_FLAGS=--dev` scores on the development tenth and writes nothing.
train: deps
	$(RELEASE) --product SousTrain
	./.build/release/SousTrain $(TRAIN_FLAGS)

# Writes Sources/SousCore/Nutrition/Tables/food-index.tsv, the nutrient table's word index read
# at start; run it after changing foods.tsv or how descriptions are read into words.
nutrition-index: deps
	$(RELEASE) --product SousTrain
	./.build/release/SousTrain nutrition-index

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
