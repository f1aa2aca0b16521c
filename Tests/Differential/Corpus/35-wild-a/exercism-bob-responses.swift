// Exercism "Bob": a struct with a static function, extensions on String used before they are declared.
struct Bob {
    static func response(_ message: String) -> String {
        let text = message.trimmed
        if text.isEmpty { return "Fine. Be that way!" }
        switch (text.isQuestion, text.isYelling) {
        case (true, true): return "Calm down, I know what I'm doing!"
        case (true, false): return "Sure."
        case (false, true): return "Whoa, chill out!"
        default: return "Whatever."
        }
    }
}

let remarks = ["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
               "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!"]
for remark in remarks {
    print("\(remark.debugDescription) -> \(Bob.response(remark))")
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
    var isQuestion: Bool { hasSuffix("?") }
    var isYelling: Bool { contains(where: \.isLetter) && uppercased() == self }
}
