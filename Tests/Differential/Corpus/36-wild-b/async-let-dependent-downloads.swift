// async let with a dependency: a manifest first, then two assets in parallel, with a throwing one.
enum DownloadError: Error { case notFound(String) }

func fetch(_ path: String) async throws -> String {
    await Task.yield()
    guard !path.hasSuffix(".missing") else { throw DownloadError.notFound(path) }
    return "<\(path):\(path.count)>"
}

let manifest = try await fetch("manifest.json")
print("manifest:", manifest)
async let css = fetch("site.css")
async let logo = fetch("logo.missing")
do {
    let styles = try await css
    print("styles:", styles)
    let image = try await logo
    print("logo:", image)
} catch {
    print("failed:", error)
}
