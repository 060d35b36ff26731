import Foundation
import SousCore
import SousFormats
import SousTestSupport

/// Parse-only throughput of the video importers on generated files shaped like yt-dlp's: info
/// files as YouTube's are (a caption among some 300 KB of formats and caption links) and as
/// TikTok's are (about 20 KB), pasted captions, and auto-subtitles of a one-minute and a
/// ten-minute video (each line twice, inline word timings).
enum VideoImportBenchmark {
    static func run(into table: inout ResultTable) {
        let captions = (0..<8).map(caption)
        let youtube = captions.enumerated().map { info(caption: $0.element, index: $0.offset, padding: 300_000) }
        let tiktok = captions.enumerated().map { info(caption: $0.element, index: $0.offset, padding: 20_000) }
        let pasted = captions.map { Data($0.utf8) }
        let short = (0..<8).map { subtitles(seconds: 60, seed: $0) }
        let long = (0..<4).map { subtitles(seconds: 600, seed: $0) }

        let size = { (files: [Data]) in files.reduce(0) { $0 + $1.count } / files.count / 1000 }

        table.atLeast("video", "captions: yt-dlp info files, YouTube-sized (\(size(youtube)) KB)",
                      rate(youtube, name: "Video [id].info.json"), limit: 1_000, unit: "files/s")
        table.atLeast("video", "captions: yt-dlp info files, TikTok-sized (\(size(tiktok)) KB)",
                      rate(tiktok, name: "Video [id].info.json"), limit: 1_000, unit: "files/s")
        table.atLeast("video", "captions pasted as text", rate(pasted, name: "caption.txt"), limit: 1_000, unit: "files/s")
        table.atLeast("video", "subtitles: auto-subtitles of a 1-minute video (\(size(short)) KB)",
                      rate(short, name: "Video [id].en.vtt"), limit: 1_000, unit: "files/s")
        table.add("video", "  auto-subtitles of a 10-minute video (\(size(long)) KB)",
                  Format.number(rate(long, name: "Video [id].en.vtt"), digits: 0) + " files/s")
        hostileSizes(into: &table)
    }

    /// Inputs shaped to be slow must still be answered (read or refused) in bounded time; the
    /// tests check what each gives.
    static func hostileSizes(into table: inout ResultTable) {
        let cases: [(String, Data, String)] = [
            ("a 1 MB description of 20,000 lines", info(caption: VideoWorstCases.megabyteDescription, index: 0, padding: 0), "big.info.json"),
            ("a 10 MB subtitle file of one cue", Data(VideoWorstCases.tenMegabyteCue.utf8), "huge.vtt"),
            ("a 4 MB cue and 40,000 overlapping lines", Data(VideoWorstCases.hugeCue.utf8), "v.vtt"),
            ("a caption line of 39,000 abbreviations", Data(VideoWorstCases.abbreviations.utf8), "c.txt"),
            ("a caption of 20,000 links", Data(VideoWorstCases.links.utf8), "c.txt"),
        ]
        for (measurement, data, name) in cases {
            let (_, seconds) = Stopwatch.time { _ = try? RecipeImporter.read(data, name: name) }
            table.atMost("video", "worst case: " + measurement, seconds, limit: 2, unit: "s", digits: 2)
        }
    }

    /// Files read per second over at least two seconds; every file must give a recipe.
    static func rate(_ files: [Data], name: String) -> Double {
        for file in files {
            precondition((try? RecipeImporter.read(file, name: name))?.recipes.isEmpty == false, "every generated \(name) must import")
        }
        var done = 0
        let clock = Stopwatch()
        while clock.elapsedSeconds < 2 || done < 50 {
            for file in files { _ = try? RecipeImporter.read(file, name: name) }
            done += files.count
        }
        return Double(done) / clock.elapsedSeconds
    }

    static let dishes = ["Gochujang Butter Noodles", "Honey Garlic Salmon Bites", "Creamy Tuscan Chicken", "Chickpea Curry",
                         "Smashed Potatoes", "Pad Thai", "Banana Bread", "Beef Bulgogi"]
    static let lines = ["500g chicken thighs", "2 tbsp gochujang", "1 tbsp honey", "3 garlic cloves, grated", "1 tsp sesame oil",
                        "½ cup soy sauce", "200g rice noodles", "2 spring onions, sliced", "1 can (400ml) coconut milk",
                        "salt and pepper to taste", "1-2 tsp chilli flakes", "handful of coriander"]

    /// A caption in one of the styles captions are written in, varied by `index`.
    static func caption(_ index: Int) -> String {
        let bullets = ["🍗 ", "• ", "- ", "✅ ", "👉 ", "▪️ ", "", "🔸 "]
        let items = (0..<8).map { bullets[index % bullets.count] + lines[(index + $0 * 5) % lines.count] }
        var text = "\(dishes[index]) 🔥 ready in \(10 + index) minutes!!\n\nIngredients👇\n" + items.joined(separator: "\n")
        if index % 2 == 0 {
            text += "\n\nMethod:\n1️⃣ Fry the chicken until golden.\n2️⃣ Add the garlic and stir for a minute.\n"
                + "3️⃣ Pour in the sauce and simmer for 5 minutes.\n4️⃣ Serve over rice."
        } else {
            text += "\n\nfry everything for 5 min, then add 2 tbsp of gochujang and a splash of soy. toss and serve 🤤"
        }
        text += "\n\nFull recipe: https://kitchen.example/recipes/\(dishes[index].lowercased().replacingOccurrences(of: " ", with: "-"))"
        text += "\nfollow @kitchen for more 🫶\n#dinner #easyrecipes #fyp #\(index)"
        return text
    }

    /// An info file with `caption`, padded with formats and caption links to about `padding` bytes.
    static func info(caption: String, index: Int, padding: Int) -> Data {
        var object: [String: Any] = [
            "id": "vid\(index)", "title": "\(dishes[index]) #shorts", "description": caption, "uploader": "Kitchen",
            "webpage_url": "https://video.example/shorts/vid\(index)", "duration": 58 + index, "extractor": "youtube",
            "language": "en", "_type": "video", "tags": ["dinner", "easy"],
        ]
        var formats: [[String: Any]] = []
        var captions: [String: Any] = [:]
        var estimate = caption.utf8.count
        var language = 0
        while estimate < padding {
            if formats.count < 40 {
                formats.append(["format_id": "\(formats.count)", "ext": "mp4", "width": 1080, "height": 1920, "fps": 30,
                                "url": "https://rr\(formats.count).video.example/videoplayback?expire=1700000000&sig=" + String(repeating: "x", count: 900),
                                "http_headers": ["User-Agent": "Mozilla/5.0", "Accept": "text/html"]])
                estimate += 1_100
            } else {
                captions["l\(language)"] = (0..<5).map {
                    ["ext": "vtt", "name": "Language \(language)", "url": "https://video.example/api/timedtext?v=vid&lang=l\(language)&fmt=\($0)&" + String(repeating: "s", count: 300)]
                }
                estimate += 2_000
                language += 1
            }
        }
        object["formats"] = formats
        object["automatic_captions"] = captions
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// Auto-subtitles as YouTube writes them: each spoken line in a cue with inline word timings,
    /// a 10 ms cue holding it, then again above the next line.
    static func subtitles(seconds: Int, seed: Int) -> Data {
        let spoken = ["so first heat two tablespoons of oil in a pan", "now add the garlic and fry it for a minute",
                      "then pour in the soy sauce and the honey", "let that bubble until it gets sticky",
                      "okay guys this is looking amazing", "toss the noodles through the sauce", "and finish with sesame seeds"]
        var text = "WEBVTT\nKind: captions\nLanguage: en\n\n"
        var previous = ""
        var time = 0.0
        var line = seed
        func stamp(_ t: Double) -> String {
            let ms = Int(t * 1000)
            return String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
        }
        while time < Double(seconds) {
            let words = spoken[line % spoken.count].split(separator: " ")
            var timed = String(words[0])
            for (offset, word) in words.dropFirst().enumerated() {
                timed += "<\(stamp(time + 0.3 * Double(offset + 1)))><c> \(word)</c>"
            }
            text += "\(stamp(time)) --> \(stamp(time + 2.5)) align:start position:0%\n\(previous.isEmpty ? " " : previous)\n\(timed)\n\n"
            let plain = words.joined(separator: " ")
            text += "\(stamp(time + 2.5)) --> \(stamp(time + 2.51)) align:start position:0%\n\(plain)\n \n\n"
            previous = plain
            time += 2.51
            line += 1
        }
        return Data(text.utf8)
    }
}
