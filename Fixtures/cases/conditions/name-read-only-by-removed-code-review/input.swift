final class Presenter {
    func present(_ controller: Controller) {
        show(onSizeUpdate: { [weak controller] in
            if #unavailable(iOS 16) {
                // Before iOS 16 the size is invalidated by hand.
                controller?.invalidateIntrinsicContentSize()
            }
            self.didUpdate()
        })
    }

    func scale(_ value: Double) -> Double {
        let legacy = value * 2
        if #available(iOS 16, *) {
            return value
        } else {
            return legacy
        }
    }

    func label(_ value: Double) -> String {
        let rounded = value.rounded()
        if #unavailable(iOS 16) {
            log(rounded)
        }
        return "\(rounded)"
    }

    func show(onSizeUpdate: @escaping () -> Void) {}
    func log(_ value: Double) {}
    func didUpdate() {}
}
