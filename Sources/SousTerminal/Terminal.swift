import CNCursesw
import SousApp
import SousCore
import SousTUI
#if canImport(Glibc)
import Glibc
#endif

/// The ncurses screen: takes the terminal over, draws canvases by writing only the cells that
/// changed, turns input into `TerminalEvent`s, and gives the terminal back on every way out.
/// ncurses is not thread-safe: use one Terminal from one thread.
public final class Terminal {
    private let window: UnsafeMutablePointer<WINDOW>
    private var savedTermios = termios()
    private let resizeReadFD: Int32
    private let resizeWriteFD: Int32
    private var isRestored = false

    private var previous: Canvas?
    private var needsFullRedraw = true
    private var pending: [TerminalEvent] = []
    /// A paste whose end marker has not come yet, and when its last bytes came.
    private var paste: BracketedPaste?
    private var pasteLastInput = ContinuousClock.now
    private var lastReportedSize: (columns: Int, rows: Int)

    /// The colours terminfo says the terminal has: 8, 16, 256, or 2^24 for a direct-colour entry
    /// (xterm-direct), which takes 24-bit colours as they are.
    public let colorCount: Int
    private let colorPairLimit: Int
    /// The (foreground, background) numbers given to alloc_pair since the pairs were last reset.
    private var allocatedPairs = Set<Int64>()
    /// More pairs were asked for than the terminal has, so alloc_pair recycled some still in use.
    private var pairsRanOut = false
    private let defaultColorsWork: Bool
    private var styleCache: [Style: (attributes: attr_t, pair: Int32)] = [:]
    /// One cell's characters as a NUL-terminated wide string, reused for every cell.
    private let cellText: UnsafeMutablePointer<wchar_t>
    private static let cellTextCapacity = Int(CCHARW_MAX) + 1

    public init() throws {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw TerminalError("sous needs an interactive terminal: standard input and output must not be redirected.")
        }
        // ncursesw only writes wide characters when the locale's character set is UTF-8; a bare
        // C locale (common under tmux, ssh and cron) would print CJK and emoji as escapes.
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        // Saved before ncurses changes anything, so every way out can put back exactly this.
        guard tcgetattr(0, &savedTermios) == 0 else {
            throw TerminalError("sous could not read the terminal settings of standard input.")
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw TerminalError("sous could not create the pipe it uses to notice window resizes.")
        }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        resizeReadFD = fds[0]
        resizeWriteFD = fds[1]

        guard sous_newterm() != nil, let window = sous_stdscr() else {
            close(fds[0]); close(fds[1])
            let name = getenv("TERM").map { String(cString: $0) } ?? ""
            throw TerminalError(name.isEmpty
                ? "sous could not start the screen because TERM is not set; set it to your terminal type, such as xterm-256color."
                : "sous could not start the screen for terminal type \"\(name)\"; set TERM to a type this system knows, such as xterm-256color.")
        }
        self.window = window
        cellText = .allocate(capacity: Self.cellTextCapacity)
        cellText.initialize(repeating: 0, count: Self.cellTextCapacity)

        raw()  // Ctrl-C and Ctrl-Z arrive as keys, so the app decides what they do.
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)  // Esc alone means "back" and must respond at once.
        curs_set(0)
        leaveok(window, true)  // The cursor is hidden, so ncurses need not move it after each update.
        wtimeout(window, 0)  // Reads never block: waiting is poll(2)'s job.

        var colors = 0
        var defaults = false
        if has_colors() {
            start_color()
            defaults = use_default_colors() == OK
            colors = Int(sous_colors())
        }
        colorCount = colors
        colorPairLimit = colors > 0 ? Int(sous_color_pairs()) : 0
        defaultColorsWork = defaults

        let mask = sous_button1_pressed() | sous_button1_clicked() | sous_button2_pressed()
            | sous_button3_pressed() | sous_button4_pressed() | sous_button5_pressed()
        mousemask(mask, nil)
        mouseinterval(0)  // Report presses at once instead of waiting to see whether they become clicks.

        define_key(BracketedPaste.begin, BracketedPaste.beginCode)
        define_key(BracketedPaste.end, BracketedPaste.endCode)
        Self.writeRaw(BracketedPaste.enable)

        lastReportedSize = (Int(sous_cols()), Int(sous_lines()))
        TerminalSignals.install(savedTermios: savedTermios, resizeWriteFD: resizeWriteFD)
    }

    deinit {
        restore()
        close(resizeReadFD)
        close(resizeWriteFD)
        cellText.deallocate()
    }

    /// The screen size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(sous_cols()), Int(sous_lines()))
    }

    /// Makes the next `draw` repaint every cell, e.g. after something else wrote to the screen.
    public func invalidate() {
        needsFullRedraw = true
    }

    // MARK: Drawing

    /// Shows `canvas`, writing only the cells that differ from the previous one, then refreshes once.
    public func draw(_ canvas: Canvas) {
        drawOnce(canvas)
        // Pictures bring many colour pairs. When alloc_pair ran out it recycled the oldest, which
        // may still colour cells on screen and in the style cache: start the pairs afresh and
        // repaint once (a frame that alone needs more pairs than exist keeps some wrong colours).
        if pairsRanOut {
            reset_color_pairs()
            styleCache.removeAll(keepingCapacity: true)
            allocatedPairs.removeAll(keepingCapacity: true)
            pairsRanOut = false
            needsFullRedraw = true
            drawOnce(canvas)
            pairsRanOut = false
        }
    }

    private func drawOnce(_ canvas: Canvas) {
        guard !isRestored else { return }
        let columns = min(canvas.width, Int(sous_cols()))
        let rows = min(canvas.height, Int(sous_lines()))
        let full = needsFullRedraw || previous.map { $0.width != canvas.width || $0.height != canvas.height } ?? true

        if full {
            werase(window)
            clearok(window, true)  // Repaint the real screen too: a resize may have scrambled it.
            for row in 0..<rows {
                for column in 0..<columns { put(canvas, column: column, row: row, columns: columns) }
            }
        } else if let previous {
            canvas.cells.withUnsafeBufferPointer { new in
                previous.cells.withUnsafeBufferPointer { old in
                    for row in 0..<rows {
                        let base = row * canvas.width
                        for column in 0..<columns where new[base + column] != old[base + column] {
                            put(canvas, column: column, row: row, columns: columns)
                        }
                    }
                }
            }
        }
        wnoutrefresh(window)
        doupdate()
        previous = canvas
        needsFullRedraw = false
    }

    private func put(_ canvas: Canvas, column: Int, row: Int, columns: Int) {
        let cell = canvas[column, row]
        if cell.isContinuation { return }  // ncurses fills it when it writes the wide character to its left.
        let (attributes, pair) = attributesAndPair(for: cell.style)
        var count = 0
        for scalar in cell.character.unicodeScalars where count < Self.cellTextCapacity - 1 {
            cellText[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        let isControl = cell.character.unicodeScalars.contains(where: TerminalText.isControl)
        // A wide character cut by the right edge, or a control character, would shift the row.
        let isWide = column + 1 < canvas.width && canvas[column + 1, row].isContinuation
        if isControl || (isWide && column + 1 >= columns) {
            cellText[0] = 32
            count = 1
        }
        cellText[count] = 0
        if sous_put_cell(window, Int32(row), Int32(column), cellText, attributes, pair) == ERR,
           !(row == Int(sous_lines()) - 1 && column == columns - 1) {
            // The bottom-right cell reports ERR because the cursor cannot advance; anything else
            // is a character this locale cannot show, so show a placeholder instead.
            cellText[0] = 0x3F
            cellText[1] = 0
            _ = sous_put_cell(window, Int32(row), Int32(column), cellText, attributes, pair)
        }
    }

    private func attributesAndPair(for style: Style) -> (attr_t, Int32) {
        if let cached = styleCache[style] { return cached }
        var attributes = sous_a_normal()
        let map: [(Style.Attributes, attr_t)] = [
            (.bold, sous_a_bold()), (.dim, sous_a_dim()), (.underline, sous_a_underline()),
            (.reverse, sous_a_reverse()), (.italic, sous_a_italic()), (.blink, sous_a_blink()),
        ]
        for (flag, value) in map where style.attributes.contains(flag) { attributes |= value }
        var pair: Int32 = 0
        if colorCount > 0 {
            let foreground = colorNumber(style.foreground, fallback: 7)
            let background = colorNumber(style.background, fallback: 0)
            if foreground != -1 || background != -1 {
                // Pair 0 is fixed, so the terminal has one pair fewer than it counts for alloc_pair.
                if allocatedPairs.insert(Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))).inserted,
                   allocatedPairs.count >= colorPairLimit {
                    pairsRanOut = true
                }
                let allocated = alloc_pair(foreground, background)
                pair = allocated < 0 ? 0 : allocated
            }
        }
        styleCache[style] = (attributes, pair)
        return (attributes, pair)
    }

    private func colorNumber(_ color: Color, fallback: Int32) -> Int32 {
        switch color {
        case .terminalDefault:
            return defaultColorsWork ? -1 : fallback
        case let .rgb(r, g, b):
            if colorCount >= Self.directColors {
                // Direct colour: the number is the RGB value. Below 8 the entries (xterm-direct's
                // setaf) mean the base colours instead, so the darkest blues go one step lighter.
                return max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
            }
            return Int32(ColorPalette.nearest(r, g, b, colors: colorCount))
        }
    }

    /// From this many colours up, terminfo describes a direct-colour terminal.
    static let directColors = 1 << 24

    // MARK: Input

    /// Waits for input, a resize or a byte on `wakeFD`, at most `timeout` (nil waits forever, so an
    /// idle app uses no CPU). Returns one event at a time; call again for the rest. Returns nil
    /// when the terminal has gone away (standard input closed) or the terminal was restored.
    public func waitForEvent(timeout: Duration?, wakeFD: Int32?) -> TerminalEvent? {
        guard !isRestored else { return nil }
        if pending.isEmpty { readAvailableInput() }  // ncurses may hold bytes poll(2) cannot see.
        if !pending.isEmpty { return pending.removeFirst() }

        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        while true {
            // A paste whose end marker was lost must not swallow every later key: a pause ends it.
            let pasteDeadline = pasteLastInput.advanced(by: Self.pastePause)
            if paste != nil, clock.now >= pasteDeadline, let open = paste {
                paste = nil
                return .key(.paste(String(open.text)))
            }
            let wake = paste == nil ? deadline : deadline.map { min($0, pasteDeadline) } ?? pasteDeadline
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: resizeReadFD, events: Int16(POLLIN), revents: 0)]
            if let wakeFD { fds.append(pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)) }
            let milliseconds = wake.map { Self.milliseconds(until: $0, clock: clock) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 {
                if let deadline, clock.now >= deadline { return .timeout }
                continue
            }
            if fds[1].revents != 0 {
                Self.drain(resizeReadFD)
                noticeResize()
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                readAvailableInput()
            }
            // Hang-up: the terminal is gone (a closed pty reports POLLIN too, but reads give nothing,
            // so without this the loop would spin). What was read before it still counts.
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return pending.isEmpty ? nil : pending.removeFirst()
            }
            if fds.count > 2, fds[2].revents != 0 {
                Self.drain(fds[2].fd)
                pending.append(.wake)
            }
            if !pending.isEmpty { return pending.removeFirst() }
            // Bytes that decoded to nothing (a mouse release, an unknown sequence): keep waiting.
        }
    }

    /// How long a paste may go without bytes before it is taken as ended.
    private static let pastePause: Duration = .milliseconds(200)

    private static func milliseconds(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Int32 {
        let left = clock.now.duration(to: deadline)
        if left <= .zero { return 0 }
        let (seconds, attoseconds) = left.components
        // Round up: waking a little early would only spin through another short poll.
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }

    private static func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 0) > 0, probe.revents & Int16(POLLIN) != 0 else { return }
            if read(fd, &buffer, buffer.count) <= 0 { return }
        }
    }

    /// Every event the terminal has ready now, without waiting: the run loop reduces them all
    /// before it draws or searches, so a burst of input costs one frame and one search.
    public func takeReadyEvents() -> [TerminalEvent] {
        guard !isRestored else { return [] }
        readAvailableInput()
        defer { pending.removeAll() }
        return pending
    }

    private func readAvailableInput() {
        while true {
            var value: UInt32 = 0
            let result = sous_get_wch(window, &value)
            if result == ERR { return }
            if result == KEY_CODE_YES, Int32(bitPattern: value) == BracketedPaste.beginCode {
                paste = paste ?? BracketedPaste()
                pasteLastInput = .now
            } else if result == KEY_CODE_YES, Int32(bitPattern: value) == BracketedPaste.endCode {
                if let open = paste { pending.append(.key(.paste(String(open.text)))) }
                paste = nil
            } else if paste != nil {
                if result != KEY_CODE_YES { paste?.append(value) }
                pasteLastInput = .now
            } else if result == KEY_CODE_YES {
                switch Int32(bitPattern: value) {
                case KEY_RESIZE: noticeResize()
                case KEY_MOUSE: readMouse()
                case let code: if let key = KeyDecoder.decode(keyCode: code) { pending.append(.key(key)) }
                }
            } else if let key = KeyDecoder.decode(character: value) {
                pending.append(.key(key))
            }
        }
    }

    private func readMouse() {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return }
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & sous_button4_pressed() != 0 {
            kind = .wheelUp
        } else if state & sous_button5_pressed() != 0 {
            kind = .wheelDown
        } else if state & (sous_button1_pressed() | sous_button1_clicked()) != 0 {
            kind = .press(button: 1)
        } else if state & sous_button2_pressed() != 0 {
            kind = .press(button: 2)
        } else if state & sous_button3_pressed() != 0 {
            kind = .press(button: 3)
        } else {
            return
        }
        pending.append(.mouse(MouseEvent(kind: kind, column: Int(event.x), row: Int(event.y))))
    }

    /// Resizes ncurses to the kernel's idea of the window and reports each new size once.
    private func noticeResize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if sous_window_size(&rows, &columns) == 0, rows != sous_lines() || columns != sous_cols() {
            resizeterm(rows, columns)
        }
        let now = size
        guard now != lastReportedSize else { return }
        lastReportedSize = now
        needsFullRedraw = true
        pending.append(.resize(columns: now.columns, rows: now.rows))
    }

    // MARK: Handing the terminal over

    public func bell() {
        beep()
    }

    /// Ctrl-Z in raw mode is just a key: stop the process as the shell expects, and come back whole.
    public func suspend() {
        guard !isRestored else { return }
        endwin()
        Self.writeRaw(BracketedPaste.disable)
        // ncurses' own SIGTSTP handler would run endwin again; stop with the default action.
        let previousHandler = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, previousHandler)
        resume()
    }

    /// Gives the terminal to `body` (an editor, a pager) in its original mode, then takes it back.
    public func withSuspended<T>(_ body: () throws -> T) rethrows -> T {
        guard !isRestored else { return try body() }
        endwin()
        Self.writeRaw(BracketedPaste.disable)
        defer { resume() }
        return try body()
    }

    private func resume() {
        reset_prog_mode()
        Self.writeRaw(BracketedPaste.enable)
        curs_set(0)
        needsFullRedraw = true
        noticeResize()  // The window may have changed size while someone else had it.
        if let previous { draw(previous) } else { doupdate() }
    }

    /// Mode switches ncurses knows nothing of, written straight to the terminal between its updates.
    private static func writeRaw(_ sequence: String) {
        var bytes = Array(sequence.utf8)
        _ = write(1, &bytes, bytes.count)
    }

    /// Gives the terminal back as it was before `init`. Safe to call more than once.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        endwin()
        Self.writeRaw(BracketedPaste.disable)
        _ = tcsetattr(0, TCSAFLUSH, &savedTermios)
        TerminalSignals.uninstall()
    }
}
