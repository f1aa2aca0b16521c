import Testing

@testable import KernelsAz

// Expected values are written by hand from the rules stated in az/Routes.swift: every tab keeps a path of its
// own; the back button closes a destination shown off the path before it pops the path; replacing a path (a
// deep link, a restore) selects its tab and closes that tab's off-path destination; a name that is no tab
// changes nothing and says so. Each rule is tested next to its near miss.
@Suite(.serialized) struct RoutesKernelTests {
    @Test func switchingTabsKeepsEachTabsPath() {
        let tabs = TabStacks<String>(tabs: ["A", "B"])
        let text = printed {
            tabs.push("a1")
            tabs.select("B")
            tabs.push("b1")
            tabs.select("A")
        }
        #expect(text.hasSuffix("A seçildi | A: kök › a1\n"))
        #expect(tabs.paths == ["A": ["a1"], "B": ["b1"]])
    }

    @Test func backClosesTheOffPathDestinationFirstThenPopsThePath() {
        let tabs = TabStacks<String>(tabs: ["A"])
        let text = printed {
            tabs.push("a1")
            tabs.show(item: "x")
            tabs.pop()
            tabs.pop()
            tabs.pop()
        }
        #expect(
            text == """
                A: push a1 | A: kök › a1
                A: item x (yoldan kənar) | A: kök › a1 › (x)
                A: pop x (item = nil) | A: kök › a1
                A: pop a1 | A: kök
                A: kökdədir, pop yoxdur | A: kök

                """)
        #expect(tabs.paths["A"] == [] && tabs.items.isEmpty)
    }

    @Test func replacingAPathSelectsItsTabAndClosesOnlyItsOffPathDestination() {
        let tabs = TabStacks<String>(tabs: ["A", "B"])
        _ = printed {
            tabs.show(item: "x")
            tabs.select("B")
            tabs.show(item: "y")
            tabs.replace("A", with: ["a1", "a2"], reason: "keçid")
        }
        #expect(tabs.selected == "A")
        #expect(tabs.paths == ["A": ["a1", "a2"], "B": []])
        #expect(tabs.items == ["B": "y"])
    }

    @Test func anUnknownTabChangesNothingAndSaysSo() {
        let tabs = TabStacks<String>(tabs: ["A", "B"])
        let text = printed {
            tabs.push("a1")
            tabs.replace("C", with: ["c1"], reason: "keçid")
            tabs.select("C")
        }
        #expect(
            text.hasSuffix(
                "keçid: C adlı tab yoxdur, heç nə dəyişmədi | A: kök › a1\nC: belə tab yoxdur | A: kök › a1\n"))
        #expect(tabs.selected == "A" && tabs.paths == ["A": ["a1"], "B": []])
    }

    @Test func theOverviewMarksTheSelectedTab() {
        let tabs = TabStacks<String>(tabs: ["A", "B"])
        let text = printed {
            tabs.select("B")
            tabs.push("b1")
            tabs.overview()
        }
        #expect(text.hasSuffix("  A: kök\n* B: kök › b1\n"))
    }
}
