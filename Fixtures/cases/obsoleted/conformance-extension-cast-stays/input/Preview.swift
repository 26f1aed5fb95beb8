import Foundation

func describe(_ value: Any) -> String {
    (value as? Previewable)?.preview ?? "\(value)"
}
