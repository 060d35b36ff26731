/// A hold on the screen saver, given back by `release()` (and by the process ending, whatever way).
protocol ScreenInhibition: AnyObject {
    func release()
}
