import Foundation

/// Decides whether `build --output DIR` (or `preview --output DIR`) may replace DIR. The folder given is
/// deleted and rebuilt, so it must not be (or contain, or lie inside) the project, the lessons or the
/// kernels — except the project's own site folders (`site/`; the preview's folder in the build cache) —
/// and an existing folder must be a site lessonbuild built before.
enum SiteOutputCheck {
    /// Where the preview writes its site unless told otherwise: in the build cache.
    static let previewFolder = ".build/lessonbuild/preview-site"
    /// The project's folders a command may replace, relative to the project root.
    static let projectSiteFolders = ["site", previewFolder]

    /// Why `output` must not be replaced, or nil when it may be. Paths are compared as real paths.
    static func refusal(output: String, packageRoot: String, lessons: String, kernels: String) -> String? {
        var info = stat()
        if lstat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            return "--output \(output) is a symbolic link: give the folder itself"
        }
        let target = RealPath.resolve(output)
        if target == "/" { return "--output \(output) is the root folder" }
        for (what, folder) in [("the lessons folder", lessons), ("the kernels folder", kernels)] {
            let real = RealPath.resolve(folder)
            if target == real { return "--output \(output) is \(what) (\(folder)): building would delete it" }
            if RealPath.isInside(real, target) {
                return "--output \(output) contains \(what) (\(folder)): building would delete it"
            }
            if RealPath.isInside(target, real) { return "--output \(output) lies inside \(what) (\(folder))" }
        }
        let root = RealPath.resolve(packageRoot)
        if !projectSiteFolders.contains(where: { target == root + "/" + $0 }) {
            if target == root { return "--output \(output) is the project folder: building would delete it" }
            if RealPath.isInside(root, target) {
                return "--output \(output) contains the project folder (\(root)): building would delete it"
            }
            if RealPath.isInside(target, root) {
                return
                    "--output \(output) lies inside the project: the only folder of the project a build may replace is site/"
            }
        }
        guard lstat(target, &info) == 0 else { return nil }  // a new folder
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "--output \(output) exists and is not a folder" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
        if entries.isEmpty || entries.contains(SiteWriter.marker) || looksLikeEarlierSite(entries) { return nil }
        return
            "--output \(output) is a folder that lessonbuild did not build (it has no \(SiteWriter.marker) file) and is not empty: building would delete it. Remove it yourself or choose another folder"
    }

    /// A site built before the marker file existed: exactly the files a build writes at the top level.
    static func looksLikeEarlierSite(_ entries: [String]) -> Bool {
        let known: Set<String> = ["index.html", "assets", "tr", "az"]
        return entries.contains("index.html") && entries.contains("assets") && Set(entries).isSubset(of: known)
    }
}
