// swift-tools-version:6.1
import PackageDescription

// Where each job lives:
//   CCmark                  the C library (system library: cmark-gfm + GFM extensions)
//   LessonMarkdown          the only Swift code that touches cmark: copies the tree into Swift values
//   LessonModel             the lesson conventions: classifying blocks, pairing transcripts, generating
//                           programs; diagnostics as values
//   Kernels                 the kernels as a library, for their unit tests
//   LessonBuild             the engine: compiling blocks (swiftc, at run time), running them in worker
//                           processes, checking, filling, the site build and the incremental build. It
//                           takes settings and returns reports; it prints nothing.
//   SiteRenderer            lesson -> HTML pages, Swift highlighting, slugs, search index
//   LessonPreview           the preview server (libmicrohttpd), file watcher and rebuild loop
//   CSourceKit, LessonSymbols  the toolchain's SourceKit (loaded at run time) and what it says of each name
//   CSystem                 the few Linux calls Swift cannot make directly (renameat2, memfd, rlimits, …)
//   LessonBuildCommandLine  the command line: options, one file per command, diagnostics as terminal text,
//                           JSON or GitHub workflow commands, the preview's overlay
//   LessonBuildCLI          the `lessonbuild` executable: a few lines over LessonBuildCommandLine
// No target sets optimisation flags (`unsafeFlags` would stop other packages from depending on this
// one); the hot loops that a debug build would make slow (byte searches, digests) are written so they
// stay fast without the optimiser.

let package = Package(
    name: "lessonbuild",
    products: [
        .executable(name: "lessonbuild", targets: ["lessonbuild"]),
        // The engine, for those who script it: checking, filling, the site and incremental builds, as values.
        .library(name: "LessonBuild", targets: ["LessonBuild"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "LessonMarkdown", dependencies: ["CCmark"]),
        .target(name: "LessonModel", dependencies: ["LessonMarkdown"]),
        // The kernels as a library of their own, for their unit tests. Lessons' blocks get them from the
        // builder, which compiles Sources/Kernels into the module `LessonKernels` at run time. A language's
        // own kernels (Sources/Kernels/az: the same API, Azerbaijani words) are compiled by the builder into
        // `LessonKernels_az` for that language's lessons; here they are left out (their types would clash).
        .target(name: "Kernels", path: "Sources/Kernels", exclude: ["az"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The Azerbaijani set as a module of its own, so that its kernels that differ from the shared ones
        // (Identity.swift) have unit tests too; a test file imports one of the two modules, never both.
        .target(name: "KernelsAz", path: "Sources/Kernels/az", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The preview server: libmicrohttpd (system library) under a Swift server, watcher and rebuild loop.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "LessonPreview", dependencies: ["CMicroHTTPD"]),
        // Its scripts, stylesheet and icon are files in Assets/Files, embedded by scripts/embed-assets.
        .target(name: "SiteRenderer", dependencies: ["LessonModel", "LessonMarkdown"], exclude: ["Assets/Files"]),
        .target(name: "CSystem"),
        // The toolchain's in-process SourceKit, loaded at run time (dlopen), and the names it resolves.
        .target(name: "CSourceKit", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "LessonSymbols", dependencies: ["CSourceKit", "LessonModel"]),
        // Every target but the kernels (course content, written for Swift 5) compiles in the Swift 6 language
        // mode; C stdio's globals, which its checker cannot prove safe, are touched only in CSystem.
        // The one Swift 5 file besides the kernels: the cast to a Swift 5 block's entry closure (see it).
        .target(name: "BlockEntry", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "LessonBuild", dependencies: ["LessonModel", "SiteRenderer", "CSystem", "LessonSymbols", "BlockEntry"]),
        .target(name: "LessonBuildCommandLine", dependencies: ["LessonBuild", "LessonModel", "SiteRenderer", "LessonPreview"]),
        .executableTarget(
            name: "lessonbuild",
            dependencies: ["LessonBuildCommandLine", "LessonBuild"],
            path: "Sources/LessonBuildCLI"
        ),

        .testTarget(name: "LessonMarkdownTests", dependencies: ["LessonMarkdown"]),
        .testTarget(name: "LessonModelTests", dependencies: ["LessonModel"]),
        .testTarget(name: "KernelTests", dependencies: ["Kernels", "KernelsAz", "LessonBuild"]),
        // What several test targets share: running a program, waiting for a condition, the standalone
        // compiler's answers kept between runs (`OracleCache`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LessonBuildTests", dependencies: ["LessonBuild", "LessonModel", "LessonBuildCommandLine", "TestSupport"]),
        .testTarget(name: "LessonPreviewTests", dependencies: ["LessonPreview", "TestSupport"]),
        .testTarget(name: "LessonSymbolsTests", dependencies: ["LessonSymbols", "LessonModel"]),
        .testTarget(name: "SiteRendererTests", dependencies: ["SiteRenderer", "LessonModel"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["LessonBuild", "LessonModel", "LessonSymbols", "lessonbuild", "TestSupport"]
        ),
    ]
)
