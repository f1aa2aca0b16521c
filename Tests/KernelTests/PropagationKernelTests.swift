import Testing

@testable import Kernels

// Expected values are written by hand from the rule stated in Propagation.swift: a view that reads one of the
// changed keys is recomputed once, with the cause of the first changed key it reads (the same causes as
// `cause(of:key:)`); a child that takes one of the changed keys as a plain value from a recomputed parent is
// recomputed as `girdi`; everything else is skipped, in node order.
@Suite(.serialized) struct PropagationKernelTests {
    let tree = ViewTree(
        nodes: [
            ViewNode("Uygulama", parent: nil, reads: ["sepet"]),
            ViewNode("Vitrin", parent: "Uygulama", reads: ["tema"]),
            ViewNode("Rozet", parent: "Vitrin", reads: ["ortamSepet", "sepet.adet"]),
            ViewNode("Ozet", parent: "Uygulama", reads: []),
            ViewNode("Alt", parent: "Ozet", reads: []),
        ],
        storage: [
            "sepet": .state(owner: "Uygulama"),
            "ortamSepet": .environment,
            "sepet.adet": .model(object: "Sepet"),
            "tema": .environment,
            "adet": .state(owner: "Uygulama"),
        ])

    @Test func twoKeysInOneEventCountEachReaderOnce() {
        var all: [Recompute] = []
        let text = printed {
            all = tree.change("yeni", keys: ["sepet", "ortamSepet", "sepet.adet"])
        }
        #expect(all.map(\.view) == ["Uygulama", "Rozet"])
        #expect(all.map(\.cause) == ["yerel", "ortam"])
        #expect(
            text
                == "yeni: sepet,ortamSepet,sepet.adet degisti | yeniden Uygulama yerel, Rozet ortam | atlanan Vitrin,Ozet,Alt\n"
        )
    }

    @Test func theFirstChangedKeyANodeReadsGivesTheCause() {
        let all = tree.change("ters", keys: ["sepet.adet", "ortamSepet"])
        #expect(all.map(\.cause) == ["gozlem"])
    }

    @Test func aPlainValueReachesTheChildOnlyWhenItsParentIsRecomputed() {
        var all: [Recompute] = []
        let text = printed {
            all += tree.change("adet", keys: ["sepet", "adet"], inputs: ["Ozet": ["adet"], "Rozet": ["adet"]])
            all += tree.change("yalniz", keys: ["adet"], inputs: ["Ozet": ["adet"]])
            countCausesWithInputs(all)
        }
        // Rozet takes `adet` too, but its parent Vitrin is not recomputed, so nothing reaches it.
        #expect(
            text == """
                adet: sepet,adet degisti | yeniden Uygulama yerel, Ozet girdi | atlanan Vitrin,Rozet,Alt
                yalniz: adet degisti | yeniden yok | atlanan Uygulama,Vitrin,Rozet,Ozet,Alt
                yerel: 1
                ebeveyn: 0
                girdi: 1
                gozlem: 0
                ortam: 0

                """)
    }

    @Test func anInputThatDidNotChangeDoesNotRecomputeTheChild() {
        let all = tree.change("tema", keys: ["sepet"], inputs: ["Ozet": ["adet"]])
        #expect(all.map(\.view) == ["Uygulama"])
    }

    @Test func theSingleKeyChangeIsUnchanged() {
        // The original one-key `change` keeps its output: the new overload is additive.
        let text = printed { tree.change("eski", key: "sepet") }
        #expect(text == "eski: sepet degisti | yeniden Uygulama yerel | atlanan Vitrin,Rozet,Ozet,Alt\n")
    }
}
