// Nested types in an API model: enums and structs inside a struct, printed in every common way.
struct Movie {
    enum Genre: String, CaseIterable { case drama, comedy, animation }
    struct Rating: Comparable, CustomStringConvertible {
        let score: Double
        let source: Source
        enum Source { case critics, audience }
        static func < (a: Rating, b: Rating) -> Bool { a.score < b.score }
        var description: String { "\(score)/10 (\(source))" }
    }
    let title: String
    let genre: Genre
    var ratings: [Rating]
}

extension Movie {
    struct Summary { let text: String; let best: Rating? }
    var summary: Summary { Summary(text: "\(title) [\(genre.rawValue)]", best: ratings.max()) }
}

let movie = Movie(title: "Kış Uykusu", genre: .drama,
                  ratings: [.init(score: 8.1, source: .critics), .init(score: 7.7, source: .audience)])
print(movie.genre, movie.ratings, movie.summary.best as Any)
print(movie.summary)
print(type(of: movie.summary), type(of: Movie.Rating.Source.critics))
print(String(reflecting: Movie.Rating.Source.self), String(reflecting: Movie.Genre.comedy))
debugPrint(movie.ratings[0].source, Movie.Genre.allCases)
dump(movie.ratings.first!)
print(Optional(Movie.Rating.Source.audience) as Any)
let lookup: [Movie.Genre: [String]] = [.animation: ["Nasreddin"]]
print(lookup)
