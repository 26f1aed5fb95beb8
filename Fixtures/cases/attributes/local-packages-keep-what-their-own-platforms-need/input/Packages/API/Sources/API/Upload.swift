@available(macOS 10.13, tvOS 10.0, *)
public struct Upload {}

@available(iOS 13.0, macOS 10.15, *)
public struct UploadPublisher {}

public func send() {
    if #available(iOS 14, macOS 11, *) {
        sendNow()
    } else {
        sendLater()
    }
}

func sendNow() {}
func sendLater() {}
