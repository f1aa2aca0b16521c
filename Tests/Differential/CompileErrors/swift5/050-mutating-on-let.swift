// main.swift — a mutating method cannot be called on a let constant
struct Playlist {
    var songs: [String] = []

    mutating func add(_ song: String) {
        songs.append(song)
    }
}

let favourites = Playlist()
favourites.add("Blue in Green")
print(favourites.songs)
