import Foundation

/// The Swift runtime's demangler (`swift_demangle`, exported by libswiftCore, which every Swift program
/// loads): a USR's mangled name back to the declaration's qualified name, `$sSS5IndexV` → `Swift.String.Index`.
enum Demangler {
    @_silgen_name("swift_demangle")
    private static func swift_demangle(
        _ mangledName: UnsafePointer<CChar>, _ mangledNameLength: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
        _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
    ) -> UnsafeMutablePointer<CChar>?

    static func demangle(_ mangled: String) -> String? {
        mangled.withCString { name in
            guard let result = swift_demangle(name, strlen(name), nil, nil, 0) else { return nil }
            defer { free(result) }
            let text = String(cString: result)
            return text == mangled ? nil : text
        }
    }
}
