// Bridging a delegate-style API to async with a stored CheckedContinuation.
import Foundation

protocol ScannerDelegate: AnyObject { func scanner(didRead code: String) }
final class BarcodeScanner {
    weak var delegate: ScannerDelegate?
    func start(reading code: String) {
        DispatchQueue.global().async { [weak self] in self?.delegate?.scanner(didRead: code) }
    }
}
final class AsyncScanner: ScannerDelegate {
    private let scanner = BarcodeScanner()
    private var continuation: CheckedContinuation<String, Never>?
    init() { scanner.delegate = self }
    func scan(_ code: String) async -> String {
        await withCheckedContinuation { c in
            continuation = c
            scanner.start(reading: code)
        }
    }
    func scanner(didRead code: String) {
        continuation?.resume(returning: "scanned \(code)")
        continuation = nil
    }
}

let reader = AsyncScanner()
print(await reader.scan("4006381333931"))
print(await reader.scan("9780201633610"))
