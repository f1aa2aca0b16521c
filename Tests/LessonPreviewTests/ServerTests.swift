import Foundation
import Testing

@testable import LessonPreview

#if canImport(Glibc)
    import Glibc
#endif

/// The server on an ephemeral port, over real sockets: what it serves, what it refuses, the reload channel.
@Suite struct ServerTests {
    /// A folder holding `site/` and, beside it, files the server must never hand out.
    final class Fixture {
        let folder: URL
        let site: URL
        let server: PreviewServer
        let state: PreviewState
        let events = ReloadEvents()
        var port: Int { server.port }

        init(notFoundPage: Bool = true) throws {
            folder = try temporaryFolder("preview-server")
            site = folder.appendingPathComponent("site")
            try FileManager.default.createDirectory(
                at: site.appendingPathComponent("tr"), withIntermediateDirectories: true)
            try Data("SECRET-OUTSIDE-THE-SITE\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
            try Data("<!DOCTYPE html><html><body><p>home</p></body></html>\n".utf8).write(
                to: site.appendingPathComponent("index.html"))
            try Data("<!DOCTYPE html><html><body><p>ders</p></body></html>\n".utf8).write(
                to: site.appendingPathComponent("tr/index.html"))
            if notFoundPage {
                try Data("<!DOCTYPE html><html><body><p>OWN-404-PAGE</p></body></html>\n".utf8).write(
                    to: site.appendingPathComponent("404.html"))
            }
            state = PreviewState(site: site.path)
            server = try PreviewServer(state: state, events: events, port: 0)
        }

        func write(_ path: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: site.appendingPathComponent(path))
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func listensOnLoopbackAndPrintsTheURL() throws {
        let fixture = try Fixture()
        #expect(fixture.port > 0)
        #expect(fixture.server.url == "http://127.0.0.1:\(fixture.port)/")
        // Not on another address of the machine: the socket is bound to 127.0.0.1 only.
        var name = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let client = try RawConnection(port: fixture.port)
        _ = withUnsafeMutablePointer(to: &name) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(client.descriptor, $0, &length) }
        }
        #expect(UInt32(bigEndian: name.sin_addr.s_addr) == 0x7f00_0001)
        // 127.0.0.2 is this machine too, but not the address the socket is bound to: a server listening on
        // every address would accept it.
        #expect(throws: ClientError.self) { _ = try RawConnection(port: fixture.port, host: "127.0.0.2") }
    }

    /// Content types from the IANA registrations (written out here, not taken from the table under test).
    @Test(arguments: [
        ("page.html", "text/html"), ("style.css", "text/css"), ("app.js", "text/javascript"),
        ("logo.svg", "image/svg+xml"), ("shot.png", "image/png"), ("photo.jpg", "image/jpeg"),
        ("photo.webp", "image/webp"), ("data.json", "application/json"), ("feed.xml", "application/xml"),
        ("notes.txt", "text/plain"), ("favicon.ico", "image/x-icon"), ("blob.bin", "application/octet-stream"),
    ])
    func contentTypes(file: String, type: String) throws {
        let fixture = try Fixture()
        let bytes: [UInt8] = file.hasSuffix(".html") ? Array("<p>x</p>".utf8) : [0x89, 0x50, 0x00, 0xff, 0x0a]
        try fixture.write(file, bytes)
        let response = try get("/" + file, port: fixture.port)
        #expect(response.status == 200)
        #expect(response.headers["content-type"]?.split(separator: ";").first.map(String.init) == type)
        if !file.hasSuffix(".html") { #expect(response.body == bytes) }
    }

    @Test func htmlGetsThePreviewScriptButTheFileOnDiskDoesNot() throws {
        let fixture = try Fixture()
        let response = try get("/index.html", port: fixture.port)
        let tag =
            "<script src=\"/__lessonbuild/preview.js\" data-generation=\"\(fixture.state.generation)\" defer></script>"
        #expect(response.text == "<!DOCTYPE html><html><body><p>home</p>\(tag)</body></html>\n")
        let onDisk = try String(contentsOf: fixture.site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!onDisk.contains("preview.js"))
        let script = try get("/__lessonbuild/preview.js", port: fixture.port)
        #expect(script.status == 200)
        #expect(script.headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(script.text.contains("EventSource"))
        #expect(
            try get("/__lessonbuild/preview.css", port: fixture.port).headers["content-type"]?.hasPrefix("text/css")
                == true)
    }

    @Test func injectionFindsTheLastBodyInAnyCase() {
        let tag = "<script src=\"/__lessonbuild/preview.js\" data-generation=\"g-1\" defer></script>"
        let page = Array("<p>&lt;/body&gt; </body> text</BODY>\n</html>".utf8)
        #expect(
            String(decoding: PreviewRoutes.injectingScript(into: page, generation: "g-1"), as: UTF8.self)
                == "<p>&lt;/body&gt; </body> text\(tag)</BODY>\n</html>")
        #expect(
            String(
                decoding: PreviewRoutes.injectingScript(into: Array("<p>no body".utf8), generation: "g-1"),
                as: UTF8.self) == "<p>no body" + tag)
    }

    @Test func foldersServeTheirIndexAndRedirectWithoutTheSlash() throws {
        let fixture = try Fixture()
        #expect(try get("/", port: fixture.port).text.contains("<p>home</p>"))
        #expect(try get("/tr/", port: fixture.port).text.contains("<p>ders</p>"))
        let redirect = try get("/tr", port: fixture.port)
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/tr/")
    }

    @Test func missingPagesGetTheSitesOwn404() throws {
        let fixture = try Fixture()
        let response = try get("/tr/no-such-page.html", port: fixture.port)
        #expect(response.status == 404)
        #expect(response.text.contains("OWN-404-PAGE"))
        #expect(response.text.contains("/__lessonbuild/preview.js"))
        let bare = try Fixture(notFoundPage: false)
        let plain = try get("/nothing.html", port: bare.port)
        #expect(plain.status == 404)
        #expect(!plain.text.contains("OWN-404-PAGE"))
    }

    @Test(arguments: [
        "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E/Package.swift", "/tr/../../Package.swift",
        "/tr/%2e%2e/%2e%2e/Package.swift", "/..%2FPackage.swift", "/tr%2F..%2F..%2FPackage.swift",
        "/..%5cPackage.swift", "/..\\Package.swift", "/%252e%252e/Package.swift", "/%252e%252e%252fPackage.swift",
        "/.%2e/Package.swift", "/index.html%00.png", "/%c0%ae%c0%ae/Package.swift", "/escape/Package.swift",
        "/escape-file",
    ])
    func traversalIsRefused(path: String) throws {
        let fixture = try Fixture()
        // Symlinks inside the site that lead out of it.
        try FileManager.default.createSymbolicLink(
            atPath: fixture.site.appendingPathComponent("escape").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.site.appendingPathComponent("escape-file").path, withDestinationPath: "../Package.swift")
        let response = try get(path, port: fixture.port)
        #expect(
            response.status == 403 || response.status == 404 || response.status == 400, "\(path): \(response.status)")
        #expect(!response.text.contains("SECRET-OUTSIDE-THE-SITE"), "\(path) leaked the file")
    }

    @Test func symlinksInsideTheSiteAreServed() throws {
        let fixture = try Fixture()
        try FileManager.default.createSymbolicLink(
            atPath: fixture.site.appendingPathComponent("home.html").path, withDestinationPath: "index.html")
        #expect(try get("/home.html", port: fixture.port).text.contains("<p>home</p>"))
    }

    @Test func onlyGetAndHead() throws {
        let fixture = try Fixture()
        #expect(try get("/index.html", port: fixture.port, method: "POST").status == 405)
        let head = try get("/index.html", port: fixture.port, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
    }

    @Test func eventsReachEveryOpenStream() throws {
        let fixture = try Fixture()
        let first = try RawConnection(port: fixture.port)
        let second = try RawConnection(port: fixture.port)
        first.send(path: "/__lessonbuild/events")
        second.send(path: "/__lessonbuild/events")
        #expect(first.read(until: "event: hello"))
        #expect(second.read(until: "event: hello"))
        #expect(String(decoding: first.received, as: UTF8.self).contains("text/event-stream"))
        #expect(eventually { fixture.events.clientCount == 2 })
        #expect(!String(decoding: first.received, as: UTF8.self).contains("event: reload"))
        fixture.events.notifyAll(event: "reload", data: "gen-7")
        #expect(first.read(until: "event: reload\ndata: gen-7\n\n"))
        #expect(second.read(until: "event: reload\ndata: gen-7\n\n"))
    }

    /// DNS rebinding: a page of another site whose name is made to resolve to 127.0.0.1 sends its own name
    /// as `Host`; the preview answers only loopback names and IP addresses.
    @Test func onlyLoopbackNamesAndAddressesAreServed() throws {
        let fixture = try Fixture()
        for host in [
            "127.0.0.1:\(fixture.port)", "localhost:\(fixture.port)", "LOCALHOST", "app.localhost:1",
            "[::1]:\(fixture.port)", "10.0.0.7:80",
        ] {
            #expect(try get("/__lessonbuild/status.json", port: fixture.port, host: host).status == 200, "\(host)")
        }
        for host in [
            "attacker.example:\(fixture.port)", "attacker.example", "localhost.attacker.example",
            "127.0.0.1.nip.io:\(fixture.port)", "[::1]x", "localhost:80x",
        ] {
            let refused = try get("/__lessonbuild/status.json", port: fixture.port, host: host)
            #expect(refused.status == 421, "\(host)")
            #expect(!refused.text.contains("diagnostics"), "\(host)")
        }
        let page = try get("/index.html", port: fixture.port, host: "attacker.example")
        #expect(page.status == 421 && !page.text.contains("home"))
    }

    @Test func statusIsServedAsJSON() throws {
        let fixture = try Fixture()
        fixture.state.publish(
            RebuildResult(
                site: fixture.site.path, pages: 3,
                diagnostics: [
                    PreviewDiagnostic(
                        file: "lessons/tr/01-a.md", line: 12, severity: "error", kind: .mismatch, message: "differs",
                        detail: "-a\n+b", page: "tr/01-a.html"),
                    PreviewDiagnostic(
                        file: "lessons/tr/01-a.md", line: 30, severity: "warning", kind: .missingTranscript,
                        message: "no transcript"),
                ]), seconds: 0.5)
        let response = try get("/__lessonbuild/status.json", port: fixture.port)
        #expect(response.headers["content-type"] == "application/json")
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?["line"] as? Int == 12)
        #expect(diagnostics.first?["detail"] as? String == "-a\n+b")
        #expect(diagnostics.first?["overlay"] as? Bool == true)
        #expect(diagnostics.last?["overlay"] as? Bool == false)
        #expect(json?["building"] as? Bool == false)
    }

    @Test func stoppingEndsStreamsAndFreesThePort() throws {
        let fixture = try Fixture()
        let stream = try RawConnection(port: fixture.port)
        stream.send(path: "/__lessonbuild/events")
        #expect(stream.read(until: "event: hello"))
        fixture.server.stop()
        // The stream ends (the server closed it) and nobody listens any more.
        while stream.readSome() {}
        #expect(throws: ClientError.self) { _ = try RawConnection(port: fixture.port) }
    }

    @Test func aTakenPortIsReportedWithTheFix() throws {
        let fixture = try Fixture()
        #expect(throws: PreviewServer.Error.portInUse(host: "127.0.0.1", port: fixture.port)) {
            _ = try PreviewServer(state: PreviewState(), events: ReloadEvents(), port: fixture.port)
        }
        #expect(PreviewServer.Error.portInUse(host: "127.0.0.1", port: fixture.port).description.contains("--port"))
        #expect(throws: PreviewServer.Error.self) {
            _ = try PreviewServer(
                state: PreviewState(), events: ReloadEvents(), host: "not-an-address.invalid", port: 0)
        }
    }

    @Test func withoutAPortTheFirstFreeOneFrom8000IsTaken() throws {
        let server = try PreviewServer(state: PreviewState(), events: ReloadEvents())
        defer { server.stop() }
        #expect(server.port >= 8000 && server.port < 8100)
        // That port is taken now, so a second server takes another one.
        let second = try PreviewServer(state: PreviewState(), events: ReloadEvents())
        defer { second.stop() }
        #expect(second.port != server.port)
        #expect(second.port >= 8000 && second.port < 8100)
    }
}
