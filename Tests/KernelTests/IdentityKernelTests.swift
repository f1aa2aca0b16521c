import Testing

@testable import KernelsAz

// Expected values are written by hand from the rules stated in az/Identity.swift: a view's identity is its
// path of positions and types, with the if/else branch, an explicit `.id` and a `ForEach` element's id (and
// not its position) as parts of it; a kept identity keeps its state whatever its new initial value, a new one
// starts from its initial value, a vanished one loses its state. Each rule is tested with its near miss: the
// same tree with one part of the identity changed.
@Suite(.serialized) struct IdentityKernelTests {
    /// A screen whose second child is `Sayğac` (state `say`), wrapped as `wrap` says.
    func screen(_ wrap: (ViewSlot) -> ViewSlot, initial: String = "0") -> ViewSlot {
        .view("Ekran", children: [.view("Başlıq"), wrap(.view("Sayğac", state: ["say": initial]))])
    }

    /// Renders `first`, sets `say` to 3, renders `second`; returns the text and the lifetime.
    func counted(_ first: ViewSlot, then second: ViewSlot, setting name: String = "Sayğac") -> (
        text: String, lifetime: ViewLifetime
    ) {
        let lifetime = ViewLifetime()
        let text = printed {
            lifetime.render("bir", first)
            lifetime.set("say", to: "3", in: name)
            lifetime.render("iki", second)
        }
        return (text, lifetime)
    }

    @Test func theSameViewAtTheSamePlaceKeepsItsState() {
        let (text, lifetime) = counted(screen { $0 }, then: screen { $0 })
        #expect(
            text == """
                bir
                  yarandı Ekran
                  yarandı Ekran/0.Başlıq
                  yarandı Ekran/1.Sayğac [say=0]
                  Sayğac.say = 3
                iki
                  qaldı Ekran/1.Sayğac [say=3]

                """)
        #expect((lifetime.kept, lifetime.created, lifetime.removed) == (1, 3, 0))
    }

    @Test func aNewInitialValueIsNotTakenByAKeptView() {
        let (text, _) = counted(screen({ $0 }, initial: "0"), then: screen({ $0 }, initial: "5"))
        #expect(text.hasSuffix("  qaldı Ekran/1.Sayğac [say=3] (yeni ilkin dəyər [say=5] götürülmədi)\n"))
    }

    @Test func anotherBranchIsAnotherViewEvenOfTheSameType() {
        let (text, lifetime) = counted(screen { .branch(true, $0) }, then: screen { .branch(false, $0) })
        #expect(text.hasSuffix("iki\n  yarandı Ekran/1.else.Sayğac [say=0]\n  silindi Ekran/1.if.Sayğac [say=3]\n"))
        #expect((lifetime.kept, lifetime.removed) == (0, 1))
        // The near miss: the same branch twice keeps the state.
        let (same, _) = counted(screen { .branch(true, $0) }, then: screen { .branch(true, $0) })
        #expect(same.hasSuffix("iki\n  qaldı Ekran/1.if.Sayğac [say=3]\n"))
    }

    @Test func aChangedExplicitIDResetsTheStateAndAnUnchangedOneKeepsIt() {
        let (changed, _) = counted(
            screen { .explicitID("1", $0) }, then: screen { .explicitID("2", $0) }, setting: "Sayğac#1")
        #expect(changed.contains("  Sayğac#1.say = 3\n"))
        #expect(changed.hasSuffix("iki\n  yarandı Ekran/1.#2.Sayğac [say=0]\n  silindi Ekran/1.#1.Sayğac [say=3]\n"))
        let (unchanged, _) = counted(
            screen { .explicitID("1", $0) }, then: screen { .explicitID("1", $0) }, setting: "Sayğac#1")
        #expect(unchanged.hasSuffix("iki\n  qaldı Ekran/1.#1.Sayğac [say=3]\n"))
    }

    /// Rows with ids `first` then `second`, the row `opened` opened, then only the row `kept` rendered.
    func rowsAfterRemoval(_ first: String, _ second: String, opened: String, kept: String) -> String {
        let row = ViewSlot.view("Sətir", state: ["açıq": "yox"])
        let lifetime = ViewLifetime()
        return printed {
            lifetime.render("bir", .forEach([(first, row), (second, row)]))
            lifetime.set("açıq", to: "hə", in: "Sətir#" + opened)
            lifetime.render("iki", .forEach([(kept, row)]))
        }
    }

    @Test func aForEachElementIsKnownByItsIDNotItsPosition() {
        // Element 7 removed, element 8 (opened) kept: it keeps its state although it moved to the first place.
        let text = rowsAfterRemoval("7", "8", opened: "8", kept: "8")
        #expect(text.hasSuffix("iki\n  qaldı ForEach/#8.Sətir [açıq=hə]\n  silindi ForEach/#7.Sətir [açıq=yox]\n"))
        // The near miss: ids that are positions (`id: \.self` over indices) give the state to the wrong row.
        let shifted = rowsAfterRemoval("0", "1", opened: "0", kept: "0")
        #expect(shifted.hasSuffix("iki\n  qaldı ForEach/#0.Sətir [açıq=hə]\n  silindi ForEach/#1.Sətir [açıq=yox]\n"))
    }

    @Test func aDuplicateIDIsReportedAndOnlyTheFirstViewCounts() {
        let lifetime = ViewLifetime()
        let text = printed { lifetime.render("bir", .forEach([("1", .view("Sətir")), ("1", .view("Sətir"))])) }
        #expect(
            text
                == "bir\n  yarandı ForEach/#1.Sətir\n  eyni kimlik iki dəfə: ForEach/#1.Sətir (ikincisi nəzərə alınmadı)\n"
        )
        #expect(lifetime.created == 1)
    }

    @Test func settingTheStateOfAMissingOrAmbiguousViewChangesNothingAndSaysSo() {
        let lifetime = ViewLifetime()
        let text = printed {
            lifetime.render(
                "bir", .view("Ekran", children: [.view("A", state: ["x": "0"]), .view("A", state: ["x": "0"])]))
            lifetime.set("x", to: "1", in: "A")
            lifetime.set("x", to: "1", in: "B")
            lifetime.render(
                "iki", .view("Ekran", children: [.view("A", state: ["x": "0"]), .view("A", state: ["x": "0"])]))
        }
        #expect(text.contains("  A: bu adla 2 görünüş var\n  B: belə görünüş yoxdur\n"))
        #expect(text.hasSuffix("iki\n  qaldı Ekran/0.A [x=0]\n  qaldı Ekran/1.A [x=0]\n"))
    }

    @Test func theSummaryCountsTheLines() {
        let (_, lifetime) = counted(screen { .branch(true, $0) }, then: screen { .branch(false, $0) })
        #expect(printed { lifetime.summary() } == "qaldı: 0, yarandı: 4, silindi: 1\n")
    }
}
