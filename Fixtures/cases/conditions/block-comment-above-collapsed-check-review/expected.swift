final class ArticleView {
    private func restoreOffset() {
        /*
         On macOS 11 the view moves down after leaving full screen;
         nudging the window height puts it back.
         */
        nudgeWindowHeight()
    }
}
