public struct Upload {}

@available(macOS 10.15, *)
public struct UploadPublisher {}

public func send() {
    if #available(macOS 11, *) {
        sendNow()
    } else {
        sendLater()
    }
}

func sendNow() {}
func sendLater() {}
