import Foundation

func preview(_ value: Any) -> Any {
    (value as? CustomPlaygroundDisplayConvertible)?.playgroundDescription ?? value
}
