// Optional chaining on methods returning optionals and on Void methods returning Void?.
struct Track { let title: String; let seconds: Int }
final class Album {
    var tracks: [Track]
    init(_ tracks: [Track]) { self.tracks = tracks }
    func longest() -> Track? { tracks.max { $0.seconds < $1.seconds } }
    func play() { print("playing \(tracks.count) tracks") }
}
final class Library { var featured: Album? }
let library = Library()
print(library.featured?.longest()?.title ?? "no featured album")
let played: Void? = library.featured?.play()
print(played == nil ? "nothing played" : "played")
library.featured = Album([Track(title: "Sarı Gəlin", seconds: 240), Track(title: "Üsküdar", seconds: 190)])
print(library.featured?.longest()?.title ?? "no featured album")
if library.featured?.play() != nil { print("play succeeded") }
print(library.featured?.tracks.first?.title.uppercased() as Any)
