import Testing

@testable import KernelsAz

// Expected values are written by hand from the rules stated in az/Bridge.swift (az/12; the Turkish kernel of the
// same name is tested in BridgeKernelTests): an identity that appears is `yarandı` with makeCoordinator (before
// makeUIViewController), makeUIViewController (numbered in order of creation) and updateUIViewController; an
// identity that stays gets only updateUIViewController; one that goes is `silindi` with
// dismantleUIViewController, before anything is made; compare says uyğun when the controller shows the SwiftUI
// value and köhnə otherwise. Each rule is tested next to its near miss.
@Suite(.serialized) struct AzerbaijaniBridgeKernelTests {
    final class Log {
        var calls: [String] = []
    }

    final class Coordinator {
        let serial: Int
        var dismantled = false
        init(serial: Int) { self.serial = serial }
    }

    struct Map: ControllerRepresentable {
        let address: String
        let writesInUpdate: Bool
        let log: Log

        func makeCoordinator() -> Coordinator {
            log.calls.append("coordinator")
            return Coordinator(serial: log.calls.count)
        }

        func makeUIViewController(context: RepresentableContext<Coordinator>) -> HostedController {
            log.calls.append("make \(context.coordinator.serial)")
            let controller = HostedController()
            controller.fields["ünvan"] = address
            return controller
        }

        func updateUIViewController(_ controller: HostedController, context: RepresentableContext<Coordinator>) {
            log.calls.append("update \(controller.number)")
            if writesInUpdate { controller.fields["ünvan"] = address }
        }

        static func dismantleUIViewController(_ controller: HostedController, coordinator: Coordinator) {
            coordinator.dismantled = true
            controller.ownState["söküldü"] = "\(controller.number)"
        }
    }

    /// A representable that implements neither a coordinator nor dismantle: the defaults must do.
    struct Plain: ControllerRepresentable {
        func makeUIViewController(context: RepresentableContext<Void>) -> HostedController { HostedController() }
        func updateUIViewController(_ controller: HostedController, context: RepresentableContext<Void>) {}
    }

    func map(_ address: String, writesInUpdate: Bool = true, log: Log) -> Map {
        Map(address: address, writesInUpdate: writesInUpdate, log: log)
    }

    @Test func anIdentityThatStaysIsMadeOnceThenOnlyUpdated() {
        let log = Log()
        let host = RepresentableHost<Map>()
        let text = printed {
            host.render("bir", [("E/0.X", map("a", log: log))])
            host.render("iki", [("E/0.X", map("b", log: log))])
        }
        #expect(
            text == """
                bir
                  yarandı E/0.X: makeCoordinator, makeUIViewController -> kontroller#1
                  updateUIViewController(kontroller#1)
                iki
                  updateUIViewController(kontroller#1)

                """)
        #expect(log.calls == ["coordinator", "make 1", "update 1", "update 1"])
        #expect(host.controller("E/0.X")?.fields["ünvan"] == "b")
        #expect(host.coordinator("E/0.X")?.serial == 1)
    }

    @Test func aValueWrittenOnlyInMakeIsStaleAndTheSameValueWrittenInUpdateIsNot() {
        for writesInUpdate in [false, true] {
            let log = Log()
            let host = RepresentableHost<Map>()
            _ = printed {
                host.render("bir", [("X", map("a", writesInUpdate: writesInUpdate, log: log))])
                host.render("iki", [("X", map("b", writesInUpdate: writesInUpdate, log: log))])
            }
            let text = printed { host.compare("X", ["ünvan": "b"]) }
            let shown = writesInUpdate ? "b -> uyğun" : "a -> köhnə"
            #expect(text == "  kontroller#1.ünvan: SwiftUI=b UIKit=\(shown)\n")
        }
    }

    @Test func aFieldNoCodeWroteIsShownAsEmptyAndKeysAreComparedInOrder() {
        let host = RepresentableHost<Map>()
        _ = printed { host.render("bir", [("X", map("a", log: Log()))]) }
        let text = printed { host.compare("X", ["ünvan": "a", "kuryer": "Aynur"]) }
        #expect(
            text == """
                  kontroller#1.kuryer: SwiftUI=Aynur UIKit=boş -> köhnə
                  kontroller#1.ünvan: SwiftUI=a UIKit=a -> uyğun

                """)
    }

    @Test func aChangedIdentityIsDismantledBeforeTheNewOneIsMade() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("bir", [("E/#1.X", map("a", log: log))]) }
        let first = host.controller("E/#1.X")
        let firstCoordinator = host.coordinator("E/#1.X")
        first?.ownState["miqyas"] = "3"
        let text = printed { host.render("iki", [("E/#2.X", map("a", log: log))]) }
        #expect(
            text == """
                iki
                  silindi E/#1.X: dismantleUIViewController(kontroller#1)
                  yarandı E/#2.X: makeCoordinator, makeUIViewController -> kontroller#2
                  updateUIViewController(kontroller#2)

                """)
        #expect(first?.ownState["söküldü"] == "1")
        #expect(firstCoordinator?.dismantled == true)
        #expect(host.controller("E/#1.X") == nil && host.coordinator("E/#1.X") == nil)
        #expect(host.controller("E/#2.X")?.ownState["miqyas"] == nil)
        #expect(host.coordinator("E/#2.X")?.dismantled == false)
    }

    @Test func viewsThatStayKeepTheirControllersWhenAnotherIsRemovedOrAdded() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("bir", [("A", map("a", log: log)), ("B", map("b", log: log))]) }
        let text = printed { host.render("iki", [("B", map("b", log: log)), ("C", map("c", log: log))]) }
        #expect(
            text == """
                iki
                  silindi A: dismantleUIViewController(kontroller#1)
                  updateUIViewController(kontroller#2)
                  yarandı C: makeCoordinator, makeUIViewController -> kontroller#3
                  updateUIViewController(kontroller#3)

                """)
        #expect(host.controller("B")?.number == 2)
    }

    @Test func removingEveryViewDismantlesAndAMissingIdentityIsReported() {
        let host = RepresentableHost<Plain>()
        let text = printed {
            host.render("bir", [("P", Plain())])
            host.render("iki", [])
            host.compare("P", ["ünvan": "a"])
        }
        #expect(
            text == """
                bir
                  yarandı P: makeCoordinator, makeUIViewController -> kontroller#1
                  updateUIViewController(kontroller#1)
                iki
                  silindi P: dismantleUIViewController(kontroller#1)
                  P: ağacda yoxdur

                """)
        #expect(host.controller("P") == nil)
    }
}
