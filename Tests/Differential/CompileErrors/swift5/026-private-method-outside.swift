// main.swift — a private method cannot be called from top-level code
class Downloader {
    func start() {
        prepare()
        print("downloading")
    }

    private func prepare() {
        print("preparing")
    }
}

let downloader = Downloader()
downloader.prepare()
downloader.start()
