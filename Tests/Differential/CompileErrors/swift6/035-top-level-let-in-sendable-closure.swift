// main.swift — a top-level let is main-actor state, even inside a @Sendable closure
// compiles in Swift 5
final class Playlist {
    var songs: [String] = []
}

func runLater(_ work: @escaping @Sendable () -> Void) {
    work()
}

let playlist = Playlist()
runLater {
    playlist.songs.append("Intro")
}
