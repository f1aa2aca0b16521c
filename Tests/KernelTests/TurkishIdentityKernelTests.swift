import Testing

@testable import Kernels

// The shared kernel Sources/Kernels/Identity.swift (tr/10; az has its own az/Identity.swift). Expected values are
// written by hand from the rules stated there: a path is every step's type and place (the position among the
// parent's children, the `if` branch, or the explicit id), the root by its type; the same path keeps its state, a
// new path starts from the piece's initial state, a path that is gone takes its state with it; counts cover every
// view, the detail lines only views with state.
@Suite(.serialized) struct TurkishIdentityKernelTests {
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    func screen(editing: Bool, note: String = "Not") -> Piece {
        Piece(
            "Ekran",
            children: [
                Piece("Başlık", input: note),
                conditional(
                    editing, then: Piece("Alan", state: ["açık": "hayır"]),
                    otherwise: Piece("Alan", state: ["açık": "hayır"])),
            ])
    }

    @Test func pathsNameTypeAndPlaceAndTheRootByItsType() {
        let graph = IdentityGraph()
        var paths: [String] = []
        _ = printed { paths = graph.render("ilk", screen(editing: true)) }
        #expect(paths == ["Ekran", "Ekran/Başlık[0]", "Ekran/if[1]", "Ekran/if[1]/Alan[doğru]"])
        #expect(graph.paths(of: "Alan") == ["Ekran/if[1]/Alan[doğru]"])
    }

    @Test func anInputChangeKeepsTheIdentityAndItsState() {
        let graph = IdentityGraph()
        _ = printed { graph.render("ilk", screen(editing: true)) }
        graph.set("açık", to: "evet", at: "Ekran/if[1]/Alan[doğru]")
        let text = printed { graph.render("girdi", screen(editing: true, note: "Başka")) }
        #expect(text == "girdi: korunan 4, yeni 0, silinen 0\n  korunan Ekran/if[1]/Alan[doğru] açık=evet\n")
        #expect(graph.state("açık", at: "Ekran/if[1]/Alan[doğru]") == "evet")
    }

    @Test func theOtherBranchIsANewIdentityAndTheOldStateIsGone() {
        let graph = IdentityGraph()
        _ = printed { graph.render("ilk", screen(editing: true)) }
        graph.set("açık", to: "evet", at: "Ekran/if[1]/Alan[doğru]")
        let text = printed { graph.render("dal", screen(editing: false)) }
        #expect(
            text == """
                dal: korunan 3, yeni 1, silinen 1
                  yeni Ekran/if[1]/Alan[yanlış] açık=hayır
                  silinen Ekran/if[1]/Alan[doğru] açık=evet

                """)
        _ = printed { graph.render("geri", screen(editing: true)) }
        #expect(graph.state("açık", at: "Ekran/if[1]/Alan[doğru]") == "hayır")
        #expect((graph.kept, graph.created, graph.removed) == (0 + 3 + 3, 4 + 1 + 1, 0 + 1 + 1))
    }

    @Test func anIfWithoutElseRemovesItsChildWhenFalse() {
        let graph = IdentityGraph()
        let shown = Piece("Kök", children: [conditional(true, then: Piece("Rozet", state: ["n": "0"]))])
        let hidden = Piece("Kök", children: [conditional(false, then: Piece("Rozet", state: ["n": "0"]))])
        _ = printed { graph.render("ilk", shown) }
        let text = printed { graph.render("gizle", hidden) }
        #expect(text == "gizle: korunan 2, yeni 0, silinen 1\n  silinen Kök/if[0]/Rozet[doğru] n=0\n")
    }

    @Test func aChangedExplicitIDIsANewViewAnUnchangedOneIsKept() {
        let graph = IdentityGraph()
        func form(_ id: Int) -> Piece { Piece("Kök", children: [Piece("Form", state: ["taslak": "boş"]).id(id)]) }
        _ = printed { graph.render("ilk", form(7)) }
        graph.set("taslak", to: "yazıldı", at: "Kök/Form[id=7]")
        _ = printed { graph.render("aynı", form(7)) }
        #expect(graph.state("taslak", at: "Kök/Form[id=7]") == "yazıldı")
        let text = printed { graph.render("başka", form(8)) }
        #expect(text.hasPrefix("başka: korunan 1, yeni 1, silinen 1\n"))
        #expect(graph.state("taslak", at: "Kök/Form[id=8]") == "boş")
        #expect(graph.state("taslak", at: "Kök/Form[id=7]") == nil)
    }

    @Test func rowsKeyedByIDKeepTheirStateWhenAnItemIsInsertedInFront() {
        let graph = IdentityGraph()
        func list(_ items: [Item]) -> Piece {
            Piece("Liste", children: [forEach(items) { Piece("Satır", input: $0.name, state: ["açık": "hayır"]) }])
        }
        _ = printed { graph.render("ilk", list([Item(id: 1, name: "Çay"), Item(id: 2, name: "Demlik")])) }
        graph.set("açık", to: "evet", at: "Liste/ForEach[0]/Satır[id=2]")
        let grown = list([Item(id: 3, name: "Fincan"), Item(id: 1, name: "Çay"), Item(id: 2, name: "Demlik")])
        _ = printed { graph.render("ekle", grown) }
        #expect(graph.state("açık", at: "Liste/ForEach[0]/Satır[id=2]") == "evet")
        #expect(graph.state("açık", at: "Liste/ForEach[0]/Satır[id=3]") == "hayır")
    }

    @Test func rowsKeyedByPositionGiveTheStateToWhateverItemIsThere() {
        let graph = IdentityGraph()
        func list(_ names: [String]) -> Piece {
            let rows = Array(names.enumerated())
            return Piece(
                "Liste",
                children: [forEach(rows, id: \.offset) { Piece("Satır", input: $0.element, state: ["açık": "hayır"]) }])
        }
        _ = printed { graph.render("ilk", list(["Çay", "Demlik"])) }
        graph.set("açık", to: "evet", at: "Liste/ForEach[0]/Satır[id=1]")
        let text = printed { graph.render("ekle", list(["Fincan", "Çay", "Demlik"])) }
        #expect(text.contains("  korunan Liste/ForEach[0]/Satır[id=1] \"Çay\" açık=evet\n"))
        #expect(text.contains("  yeni Liste/ForEach[0]/Satır[id=2] \"Demlik\" açık=hayır\n"))
    }

    @Test func aDuplicateIDIsReportedAndCountedOnce() {
        let graph = IdentityGraph()
        let text = printed {
            graph.render("ilk", Piece("L", children: [forEach(["a", "a", "b"], id: \.self) { Piece("S", input: $0) }]))
        }
        #expect(
            text
                == "ilk: korunan 0, yeni 4, silinen 0\n  çakışan L/ForEach[0]/S[id=a]: aynı kimlik ikinci kez; durumu ilkiyle ortak\n"
        )
        #expect(graph.paths(of: "S") == ["L/ForEach[0]/S[id=a]", "L/ForEach[0]/S[id=b]"])
    }

    @Test func settingTheStateOfAPathThatIsNotInTheTreeSaysSo() {
        let graph = IdentityGraph()
        _ = printed { graph.render("ilk", Piece("K")) }
        let text = printed { graph.set("x", to: "1", at: "K/Yok[0]") }
        #expect(text == "yol yok: K/Yok[0]\n")
    }
}
