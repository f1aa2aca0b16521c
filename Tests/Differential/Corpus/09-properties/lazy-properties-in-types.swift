// lazy var in a class and a struct: computed once on first access, capturing self, reset by assignment.
import Foundation

final class Article {
    let title: String
    let body: String
    init(title: String, body: String) { self.title = title; self.body = body }

    lazy var wordCount: Int = {
        print("  counting words of \(title)")
        return body.split(whereSeparator: \.isWhitespace).count
    }()

    lazy var summary = "\(title): \(wordCount) words"
    lazy var slug: String = title.lowercased().replacingOccurrences(of: " ", with: "-")
}

struct Report {
    var numbers: [Int]
    lazy var sorted: [Int] = {
        print("  sorting \(numbers.count) numbers")
        return numbers.sorted()
    }()
}

let article = Article(title: "Swift Öğreniyorum", body: "Bu yazı Swift dilini anlatıyor ve örnekler veriyor")
print("created")
print(article.summary)
print(article.wordCount)
article.wordCount = 3
print(article.summary, article.wordCount)
print(article.slug)

var report = Report(numbers: [5, 3, 9, 1])
print("report made")
print(report.sorted)
report.numbers.append(0)
print(report.sorted, report.numbers)
var copy = report
copy.sorted = []
print(report.sorted, copy.sorted)
