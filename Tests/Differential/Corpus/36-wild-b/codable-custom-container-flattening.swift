// Custom init(from:) flattening a nested "meta" object and encode(to:) writing it back.
import Foundation

struct Article: Codable {
    var title: String
    var wordCount: Int
    var tags: [String]
    enum CodingKeys: String, CodingKey { case title, meta }
    enum MetaKeys: String, CodingKey { case words = "word_count", tags }
    init(title: String, wordCount: Int, tags: [String]) { (self.title, self.wordCount, self.tags) = (title, wordCount, tags) }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        let meta = try c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        wordCount = try meta.decode(Int.self, forKey: .words)
        tags = try meta.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        var meta = c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(wordCount, forKey: .words)
        if !tags.isEmpty { try meta.encode(tags, forKey: .tags) }
    }
}

let json = #"{"title":"Actors 101","meta":{"word_count":1200}}"#
let article = try! JSONDecoder().decode(Article.self, from: Data(json.utf8))
print(article.title, article.wordCount, article.tags)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! encoder.encode(Article(title: "Sendable", wordCount: 800, tags: ["swift", "concurrency"])), as: UTF8.self))
