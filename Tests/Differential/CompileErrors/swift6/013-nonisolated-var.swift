// main.swift — nonisolated cannot be applied to a mutable stored property of an actor
// fails the same way in Swift 5
actor Downloader {
    nonisolated var retries = 3
    let name = "files"
}
