import Foundation

func elapsed(since start: DispatchTime) -> UInt64 {
    DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
}

func stamp() -> Date {
    Date.now
}
