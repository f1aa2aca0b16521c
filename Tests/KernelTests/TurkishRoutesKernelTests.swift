import Testing

@testable import Kernels

// The shared kernel Sources/Kernels/Routes.swift (tr/11; az has its own az/Routes.swift). Expected values are
// written by hand from the rules stated there: a path prints from `kök` as
// `Tür(değer)` steps, it is saved as `Tür:metin` steps joined by `/` only when every element is
// LosslessStringConvertible, a restorer knows only registered types and refuses the whole text at the first step it
// cannot read, and tab stacks keep one path per tab or one shared path.
@Suite struct TurkishRoutesKernelTests {
    struct Product: Hashable, LosslessStringConvertible {
        let id: Int
        init(id: Int) { self.id = id }
        init?(_ description: String) {
            guard let id = Int(description) else { return nil }
            self.id = id
        }
        var description: String { "\(id)" }
    }

    struct Reviews: Hashable, CustomStringConvertible {
        let product: Int
        var description: String { "\(product)" }
    }

    @Test func aPathOfSavableElementsIsSavedStepByStep() {
        var path = RoutePath()
        path.append("Meyve")
        path.append(Product(id: 5))
        #expect(path.description == "kök > String(Meyve) > Product(5)")
        #expect(path.saved == "String:Meyve/Product:5")
        #expect(path.count == 2)
    }

    @Test func oneElementThatCannotBeSavedMakesTheWholePathUnsavable() {
        var path = RoutePath()
        path.append(Product(id: 5))
        path.append(Reviews(product: 5))
        #expect(path.saved == nil)
        path.removeLast()
        #expect(path.saved == "Product:5")
        path.removeLast(5)
        #expect(path.isEmpty && path.saved == "")
    }

    @Test func aRestorerRebuildsOnlyRegisteredTypes() throws {
        var restorer = RouteRestorer()
        restorer.register(String.self)
        restorer.register(Product.self)
        #expect(try restorer.restore("String:Meyve/Product:5").description == "kök > String(Meyve) > Product(5)")
        #expect(throws: RouteRestoreError.self) { try restorer.restore("String:Meyve/Kampanya:3") }
        #expect(throws: RouteRestoreError.self) { try restorer.restore("Product:beş") }
        #expect(throws: RouteRestoreError.self) { try restorer.restore("Product") }
        do {
            _ = try restorer.restore("String:Meyve/Kampanya:3")
        } catch {
            #expect("\(error)" == "geri kurulamadı: Kampanya:3")
        }
    }

    @Test func tabsKeepTheirOwnPathsOrShareOne() {
        for perTab in [true, false] {
            let tabs = TabStacks(["Vitrin", "Sepet"], perTab: perTab)
            tabs.push(Product(id: 5))
            tabs.select("Sepet")
            #expect(tabs.path(of: "Vitrin").count == 1)
            #expect(tabs.path(of: "Sepet").count == (perTab ? 0 : 1))
            let text = printed { tabs.show("durum") }
            #expect(text.hasPrefix("durum\n    Vitrin: kök > Product(5)\n  * Sepet: kök"))
        }
    }

    @Test func popRemovesTheLastStepOfTheSelectedTabsPathOnly() {
        let tabs = TabStacks(["Vitrin", "Sepet"], perTab: true)
        tabs.push(1)
        tabs.push(2)
        tabs.select("Sepet")
        tabs.push("Ödeme")
        tabs.pop()
        tabs.pop()
        #expect(tabs.path(of: "Sepet").isEmpty)
        #expect(tabs.path(of: "Vitrin").description == "kök > Int(1) > Int(2)")
        let shared = TabStacks(["Vitrin", "Sepet"], perTab: false)
        shared.push(1)
        shared.select("Sepet")
        shared.push(2)
        shared.pop()
        #expect(shared.path(of: "Vitrin").description == "kök > Int(1)")
    }

    @Test func replacingAPathSelectsItsTab() {
        let tabs = TabStacks(["Vitrin", "Sepet"], perTab: true)
        var path = RoutePath()
        path.append(Product(id: 9))
        tabs.replace(path, in: "Sepet")
        #expect(tabs.selected == "Sepet")
        #expect(tabs.path(of: "Sepet").description == "kök > Product(9)")
        #expect(tabs.path(of: "Vitrin").isEmpty)
    }
}
