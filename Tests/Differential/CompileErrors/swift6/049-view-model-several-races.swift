// main.swift — several Swift 6 errors at once; the detached-task race shows only once they are fixed
// compiles in Swift 5
final class PhotoStore {
    static var shared = PhotoStore()
    var photos: [String] = []
}

struct Thumbnail: Sendable {
    let store: PhotoStore
}

func importPhotos() {
    let store = PhotoStore()
    Task.detached {
        store.photos.append("beach.jpg")
    }
}
