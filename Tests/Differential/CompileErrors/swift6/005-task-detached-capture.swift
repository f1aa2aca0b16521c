// main.swift — Task.detached captures a non-Sendable class instance
// compiles in Swift 5
final class ImageLoader {
    var cache: [String: Int] = [:]
}

func preload(_ loader: ImageLoader) {
    Task.detached {
        loader.cache["logo"] = 1
    }
}

preload(ImageLoader())
