/// A fast check that bytes are well-formed UTF-8, eight ASCII bytes at a time.
enum UTF8Validation {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            guard let base = buffer.baseAddress else { return true }
            while index < count {
                if index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var minimum: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80
                case 0xE0...0xEF: length = 3; minimum = 0x800
                case 0xF0...0xF4: length = 4; minimum = 0x10000
                default: return false
                }
                guard index + length <= count else { return false }
                var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length {
                    let byte = buffer[index + offset]
                    guard byte & 0xC0 == 0x80 else { return false }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return false }
                minimum = 0
                index += length
            }
            return true
        }
    }
}
