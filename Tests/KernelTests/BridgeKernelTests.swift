import Testing

@testable import Kernels

// Expected values are written by hand from the rules stated in Bridge.swift: a new identity gets makeCoordinator,
// makeUIViewController (numbered in order of creation) and updateUIViewController; an identity still present gets
// only updateUIViewController; an identity that is gone gets dismantleUIViewController, before anything is made;
// compare says uyumlu when the controller shows the input and bayat otherwise.
@Suite struct BridgeKernelTests {
    final class Log {
        var calls: [String] = []
    }

    struct Map: ControllerRepresentable {
        let title: String
        let writesInUpdate: Bool
        let log: Log

        final class Coordinator {
            let serial: Int
            init(serial: Int) { self.serial = serial }
        }

        func makeCoordinator() -> Coordinator {
            log.calls.append("coordinator")
            return Coordinator(serial: log.calls.count)
        }

        func makeUIViewController(context: RepresentableContext<Coordinator>) -> HostedController {
            log.calls.append("make \(context.coordinator.serial)")
            let controller = HostedController()
            controller.fields["title"] = title
            return controller
        }

        func updateUIViewController(_ controller: HostedController, context: RepresentableContext<Coordinator>) {
            log.calls.append("update \(controller.number)")
            if writesInUpdate { controller.fields["title"] = title }
        }

        static func dismantleUIViewController(_ controller: HostedController, coordinator: Coordinator) {
            controller.ownState["dismantled"] = "\(coordinator.serial)"
        }
    }

    @Test func aNewIdentityIsMadeOnceThenOnlyUpdated() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("a", [("M", Map(title: "x", writesInUpdate: true, log: log))]) }
        _ = printed { host.render("b", [("M", Map(title: "y", writesInUpdate: true, log: log))]) }
        #expect(log.calls == ["coordinator", "make 1", "update 1", "update 1"])
        #expect(host.controller("M")?.fields["title"] == "y")
    }

    @Test func aValueWrittenOnlyInMakeGoesStale() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("a", [("M", Map(title: "x", writesInUpdate: false, log: log))]) }
        _ = printed { host.render("b", [("M", Map(title: "y", writesInUpdate: false, log: log))]) }
        let text = printed { host.compare("M", ["title": "y"]) }
        #expect(text == "  denetleyici#1.title: girdi=y ekran=x -> bayat\n")
        let fresh = printed { host.compare("M", ["title": "x"]) }
        #expect(fresh.hasSuffix("-> uyumlu\n"))
    }

    @Test func aChangedIdentityDismantlesTheOldControllerBeforeMakingANewOne() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("a", [("M[1]", Map(title: "x", writesInUpdate: true, log: log))]) }
        let first = host.controller("M[1]")
        first?.ownState["scroll"] = "40"
        let text = printed { host.render("b", [("M[2]", Map(title: "x", writesInUpdate: true, log: log))]) }
        #expect(
            text == """
                b:
                  dismantleUIViewController(denetleyici#1) [M[1]]
                  makeCoordinator, makeUIViewController -> denetleyici#2 [M[2]]
                  updateUIViewController(denetleyici#2)

                """)
        #expect(first?.ownState["dismantled"] == "1")
        #expect(host.controller("M[2]")?.ownState["scroll"] == nil)
        #expect(host.controller("M[1]") == nil)
    }

    @Test func removingEveryViewDismantlesAndComparingAMissingIdentitySaysSo() {
        let log = Log()
        let host = RepresentableHost<Map>()
        _ = printed { host.render("a", [("M", Map(title: "x", writesInUpdate: true, log: log))]) }
        let text = printed {
            host.render("b", [])
            host.compare("M", ["title": "x"])
        }
        #expect(text == "b:\n  dismantleUIViewController(denetleyici#1) [M]\n  M: ağaçta yok\n")
    }
}
