import Foundation
import LessonBuild
import Testing

@testable import Kernels

/// What a kernel call prints, captured at the descriptor like the builder does.
func printed(_ body: () -> Void) -> String {
    let directory = NSTemporaryDirectory() + "kernel-tests-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let capture = try! OutputCapture(outputPath: directory + "/out", errorPath: directory + "/err")
    return String(decoding: capture.run(body).output, as: UTF8.self)
}

// Expected values below are the kernel contract from the pipeline issue, written out by hand.
@Suite(.serialized) struct SyncKernelTests {
    @Test func verdictTable() {
        #expect(verdict(model: nil, shown: nil) == "olcum-disi")
        #expect(verdict(model: nil, shown: "x") == "artik")
        #expect(verdict(model: "x", shown: nil) == "eksik")
        #expect(verdict(model: "x", shown: "x") == "uyumlu")
        #expect(verdict(model: "x", shown: "y") == "bayat")
    }

    @Test func screenSetAndClear() {
        let screen = Screen("Liste")
        screen.set("a", "1")
        screen.set("b", "2")
        screen.clear("a")
        #expect(screen.name == "Liste")
        #expect(screen.shown == ["b": "2"])
    }

    @Test func checkPrintsOneLinePerKeyInOrderAndCounts() {
        let screen = Screen("Detay")
        screen.set("baslik", "Eski")
        screen.set("rozet", "3")
        var verdicts: [String] = []
        let text = printed {
            verdicts = check(
                "geri", model: ["baslik": "Yeni", "secim": "2"], screen: screen,
                keys: ["secim", "baslik", "rozet", "yok"])
            countVerdicts(verdicts)
        }
        #expect(verdicts == ["eksik", "bayat", "artik", "olcum-disi"])
        #expect(
            text == """
                geri | Detay.secim: model=2 ekran=- -> eksik
                geri | Detay.baslik: model=Yeni ekran=Eski -> bayat
                geri | Detay.rozet: model=- ekran=3 -> artik
                geri | Detay.yok: model=- ekran=- -> olcum-disi
                uyumlu: 0
                bayat: 1
                eksik: 1
                artik: 1

                """)
    }
}

@Suite(.serialized) struct InvalidationKernelTests {
    let tree = ViewTree(
        nodes: [
            ViewNode("Kok", parent: nil, reads: ["tema", "sayac"]),
            ViewNode("Liste", parent: "Kok", reads: ["sayac", "secim", "model"]),
            ViewNode("Satir", parent: "Liste", reads: ["secim", "tema", "bilinmez"]),
            ViewNode("Alt", parent: nil, reads: []),
        ],
        storage: [
            "sayac": .state(owner: "Kok"),
            "secim": .state(owner: "Liste"),
            "model": .model(object: "Sepet"),
            "tema": .environment,
            "yabanci": .state(owner: "Satir"),
        ])

    @Test func ancestorsNearestFirst() {
        #expect(tree.ancestors(of: "Satir") == ["Liste", "Kok"])
        #expect(tree.ancestors(of: "Kok") == [])
        #expect(tree.ancestors(of: "Yok") == [])
    }

    @Test func causes() {
        #expect(tree.cause(of: "Kok", key: "sayac") == "yerel")
        #expect(tree.cause(of: "Liste", key: "sayac") == "ebeveyn")
        #expect(tree.cause(of: "Liste", key: "model") == "gozlem")
        #expect(tree.cause(of: "Satir", key: "tema") == "ortam")
        #expect(tree.cause(of: "Satir", key: "bilinmez") == "olcum-disi")
        #expect(tree.cause(of: "Kok", key: "yabanci") == "kural-disi")
    }

    @Test func changePrintsReadersAndSkippedAndCounts() {
        var all: [Recompute] = []
        let text = printed {
            all += tree.change("1", key: "secim")
            all += tree.change("2", key: "tema")
            all += tree.change("3", key: "hic")
            countCauses(all)
        }
        #expect(all.map(\.view) == ["Liste", "Satir", "Kok", "Satir"])
        #expect(
            text == """
                1: secim degisti | yeniden Liste yerel, Satir ebeveyn | atlanan Kok,Alt
                2: tema degisti | yeniden Kok ortam, Satir ortam | atlanan Liste,Alt
                3: hic degisti | yeniden yok | atlanan Kok,Liste,Satir,Alt
                yerel: 1
                ebeveyn: 1
                gozlem: 0
                ortam: 2

                """)
    }

    @Test func everyNodeReadingMeansNothingSkipped() {
        let small = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
        let text = printed { small.change("x", key: "k") }
        #expect(text == "x: k degisti | yeniden A ortam | atlanan yok\n")
    }
}
