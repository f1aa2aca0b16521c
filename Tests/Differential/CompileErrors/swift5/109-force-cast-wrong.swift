// main.swift — conditional downcast result used as a non-optional
class Media { let title: String; init(title: String) { self.title = title } }
class Movie: Media { var minutes = 120 }

let library: [Media] = [Movie(title: "Up"), Media(title: "Podcast")]
for item in library {
    let movie: Movie = item as? Movie
    print(movie.minutes)
}
