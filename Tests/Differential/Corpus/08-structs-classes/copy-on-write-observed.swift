// Value semantics of arrays inside structs: copies diverge only after mutation.
struct Playlist {
    var name: String
    var songs: [String]
}
var morning = Playlist(name: "Morning", songs: ["Sunrise", "Coffee"])
var evening = morning
evening.name = "Evening"
evening.songs.append("Moonlight")
print(morning.name, morning.songs)
print(evening.name, evening.songs)
var lists = [morning, evening]
lists[0].songs.removeAll()
print(lists.map { "\($0.name): \($0.songs.count)" }, morning.songs.count)
