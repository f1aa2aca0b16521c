// MainActor.assumeIsolated from synchronous top-level code, and a @MainActor class used inside it.
import Foundation
@MainActor final class ViewModel {
    var title = "Başlıq"
    func rename(_ t: String) { title = t }
}
let text = MainActor.assumeIsolated { () -> String in
    let model = ViewModel()
    model.rename("Yeni başlıq")
    return model.title
}
print(text)
print("main thread:", Thread.isMainThread)
