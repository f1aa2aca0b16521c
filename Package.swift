// swift-tools-version:6.1
import PackageDescription

// Where each job lives:
//   CCmark          the C library (system library: cmark-gfm + GFM extensions)
//   Markdown        the only Swift code that touches cmark: copies the tree into Swift values
//   LessonModel     the lesson conventions: classifying blocks, pairing transcripts, generating programs
//   Kernels         the kernels as a library, for their unit tests
//   LessonBuild     compiling blocks (swiftc, at run time), running them in worker processes, checking,
//                   filling, the site build, the command line
//   SiteRenderer    lesson -> HTML pages, Swift highlighting, slugs, search index
//   LessonBuildCLI  the `lessonbuild` executable: a few lines over LessonBuild and LessonPrograms
// The builder's own libraries are optimised even in debug builds: they change rarely, and the author's
// loop (edit a lesson, rebuild, check, render) runs them every time. Only the lessons' blocks
// are compiled by the builder itself, unoptimised, so that an edited lesson recompiles quickly.
let optimized: [SwiftSetting] = []

let package = Package(
    name: "lessonbuild",
    products: [
        .executable(name: "lessonbuild", targets: ["lessonbuild"]),
        // The engine, for those who script it: compiling, running, checking, filling, the site, the preview.
        .library(name: "LessonBuild", targets: ["LessonBuild"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "Markdown", dependencies: ["CCmark"], swiftSettings: optimized),
        .target(name: "LessonModel", dependencies: ["Markdown"], swiftSettings: optimized),
        // The kernels as a library of their own, for their unit tests. Lessons' blocks get them from the
        // builder, which compiles Sources/Kernels into the module `LessonKernels` at run time.
        .target(name: "Kernels", path: "Sources/Kernels", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The preview server: libmicrohttpd (system library) under a Swift server, watcher and rebuild loop.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "LessonPreview", dependencies: ["CMicroHTTPD"], swiftSettings: [.swiftLanguageMode(.v5)] + optimized),
        .target(name: "SiteRenderer", dependencies: ["LessonModel", "Markdown"], swiftSettings: optimized),
        // Swift 5 mode: capturing output means touching C stdio's global `stdout`/`stderr`, which the
        // Swift 6 checker rejects outright.
        .target(name: "CSystem"),
        .target(name: "LessonBuild", dependencies: ["LessonModel", "SiteRenderer", "CSystem", "LessonPreview"], swiftSettings: [.swiftLanguageMode(.v5)] + optimized),
        .executableTarget(
            name: "lessonbuild",
            dependencies: ["LessonBuild"],
            path: "Sources/LessonBuildCLI"
        ),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "LessonModelTests", dependencies: ["LessonModel"]),
        .testTarget(name: "KernelTests", dependencies: ["Kernels", "LessonBuild"]),
        .testTarget(name: "LessonBuildTests", dependencies: ["LessonBuild", "LessonModel"]),
        .testTarget(name: "LessonPreviewTests", dependencies: ["LessonPreview"]),
        .testTarget(name: "SiteRendererTests", dependencies: ["SiteRenderer", "LessonModel"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["LessonBuild", "LessonModel", "lessonbuild"]
        ),
    ]
)
