// main.swift — a @Sendable closure captures an instance of a non-Sendable class
// compiles in Swift 5
final class Playlist {
    var songs: [String] = []
}

func runLater(_ work: @escaping @Sendable () -> Void) {
    work()
}

func queueIntro() {
    let playlist = Playlist()
    runLater {
        playlist.songs.append("Intro")
    }
}

queueIntro()
