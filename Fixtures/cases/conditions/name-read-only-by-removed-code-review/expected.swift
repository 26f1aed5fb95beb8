final class Presenter {
    func present(_ controller: Controller) {
        show(onSizeUpdate: { [weak controller] in
            self.didUpdate()
        })
    }

    func scale(_ value: Double) -> Double {
        let legacy = value * 2
        return value
    }

    func label(_ value: Double) -> String {
        let rounded = value.rounded()
        return "\(rounded)"
    }

    func show(onSizeUpdate: @escaping () -> Void) {}
    func log(_ value: Double) {}
    func didUpdate() {}
}
