import LessonModel
import LessonPreview
import SiteRenderer

/// The Debian packages a course's machine needs, named once: the workflow installs them, the dev container's
/// Dockerfile installs the same list, and `scripts/setup` installs `tool` (a test keeps them equal).
enum SystemPackages {
    /// What the Swift toolchain needs on Ubuntu 24.04 (the list of swift-docker's `6.3/ubuntu/24.04`
    /// Dockerfile), and `curl` and the certificates to fetch it.
    static let toolchain = [
        "binutils", "git", "unzip", "gnupg2", "libc6-dev", "libcurl4-openssl-dev", "libedit2", "libgcc-13-dev",
        "libpython3-dev", "libsqlite3-0", "libstdc++-13-dev", "libxml2-dev", "libncurses-dev", "libz3-dev",
        "pkg-config", "tzdata", "zlib1g-dev", "curl", "ca-certificates",
    ]
    /// What lessonbuild itself is built with (cmark-gfm, libmicrohttpd).
    static let tool = ["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libmicrohttpd-dev", "pkg-config"]
    /// What `--sandbox` runs blocks under.
    static let sandbox = ["bubblewrap"]

    /// Everything a course's machine installs, in this order, each once.
    static var course: [String] {
        var seen = Set<String>()
        return (toolchain + tool + sandbox).filter { seen.insert($0).inserted }
    }
}

/// The files of a course's continuous integration and of its dev container: `.github/workflows/course.yml`,
/// `.devcontainer/devcontainer.json` and `.devcontainer/Dockerfile`. docs/guide.md "Continuous integration" says why
/// each step is as it is; the tests check the workflow with zizmor, actionlint and GitHub's schema.
enum CourseWorkflow {
    /// The file that names the course's compiler (the convention swiftly and swiftenv read).
    static let versionFile = ".swift-version"
    /// The preview's first port (`preview` without `--port`), forwarded by the dev container.
    static let previewPort = PreviewServer.firstPort
    /// What the dev container runs once it is made: the tool, built in release as the workflow builds it.
    static let buildTool = "swift build -c release --product lessonbuild"

    /// Actions, pinned by the commit of their release tag (the tag's commit in each action's repository).
    enum Action {
        static let checkout = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
        static let cacheRestore = "actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5"
        static let cacheSave = "actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5"
        static let configurePages = "actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0"
        static let uploadPages = "actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0"
        static let deployPages = "actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0"
    }

    /// Installs the Swift release `.swift-version` names into `$prefix` (POSIX sh): swift.org's Ubuntu 24.04
    /// toolchain, its signature checked against swift.org's published keys, as swift-docker's images install it.
    /// The workflow and the dev container's Dockerfile run this same text.
    static let installSwift = """
        version=$(tr -d '[:space:]' < .swift-version)
        if ! printf '%s\\n' "$version" | grep -Eqx '[0-9]+\\.[0-9]+(\\.[0-9]+)?'; then
          echo "::error file=.swift-version,line=1::.swift-version must name a Swift release like 6.3.1, not '$version'"
          exit 1
        fi
        suffix=""
        if [ "$(uname -m)" = aarch64 ]; then suffix="-aarch64"; fi
        release="swift-$version-RELEASE"
        url="https://download.swift.org/swift-$version-release/ubuntu2404$suffix/$release/$release-ubuntu24.04$suffix.tar.gz"
        work=$(mktemp -d)
        export GNUPGHOME="$work/gnupg"
        mkdir -m 700 "$GNUPGHOME"
        curl -fsSL --retry 3 https://www.swift.org/keys/all-keys.asc | gpg --batch --quiet --import
        curl -fsSL --retry 3 -o "$work/swift.tar.gz" "$url"
        curl -fsSL --retry 3 -o "$work/swift.tar.gz.sig" "$url.sig"
        gpg --batch --verify "$work/swift.tar.gz.sig" "$work/swift.tar.gz"
        mkdir -p "$prefix"
        tar -xzf "$work/swift.tar.gz" --directory "$prefix" --strip-components=1
        rm -rf "$work"
        """

    /// The AppArmor profile that lets bubblewrap, and only it, create user namespaces on Ubuntu 24.04
    /// (`kernel.apparmor_restrict_unprivileged_userns=1`), shaped as Ubuntu's own profiles for other programs
    /// that need them.
    static let bubblewrapProfile = [
        "abi <abi/4.0>,", "include <tunables/global>", "profile bwrap /usr/bin/bwrap flags=(unconfined) {",
        "  userns,", "}",
    ]

    /// The files paths of the project's on-runner setup: the same commands the dev container runs.
    static func files(dependency: CourseTemplate.Dependency, courseName: String) -> [(path: String, text: String)] {
        [
            (".github/workflows/course.yml", workflow(dependency: dependency)),
            (".devcontainer/devcontainer.json", devcontainer(name: courseName)),
            (".devcontainer/Dockerfile", dockerfile),
        ]
    }

    static func indented(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }

    /// The workflow. Pull requests are checked by the tool and compiler the base branch names; `main` is
    /// checked, built with the Pages address and deployed. With a path dependency a step before anything is
    /// installed fails, saying why, where it would otherwise fail deep inside `swift build` on a path the
    /// runner lacks.
    static func workflow(dependency: CourseTemplate.Dependency) -> String {
        """
        # Checks the course on every pull request and every push to main, and publishes site/ to GitHub Pages
        # from main. Written by `lessonbuild init`; lessonbuild's docs/guide.md ("Continuous integration") says why
        # each step is as it is.
        name: course
        on:
          push:
            branches: [main]
          pull_request:
        # Nothing by default: each job asks for what it needs.
        permissions: {}
        concurrency:
          group: course-${{ github.event.pull_request.number || github.ref }}
          # A newer push to a pull request cancels its older run; on main a newer run waits, so a deploy finishes.
          cancel-in-progress: ${{ github.event_name == 'pull_request' }}
        defaults:
          run:
            shell: bash
        jobs:
          check:
            name: Check the lessons (share ${{ matrix.shard }})
            runs-on: ubuntu-24.04
            permissions:
              contents: read # to check out the course
            strategy:
              fail-fast: false
              # One job a share of the lessons (`check --shard K/N`): together they are the whole check.
              # Add or remove numbers to change N.
              matrix:
                shard: [1, 2, 3]
            steps:
        \(setup(dependency: dependency))
              # The lessons, kernels and course.json (a pull request's own) run in the sandbox: read-only
              # files, no network, no user namespace but its own.
              - name: Check the lessons
                env:
                  SHARD: ${{ matrix.shard }}/${{ strategy.job-total }}
                run: swift run -c release lessonbuild check --sandbox --format github --summary "$GITHUB_STEP_SUMMARY" --shard "$SHARD"
          build:
            name: Build the site
            if: github.event_name == 'push' && github.ref == 'refs/heads/main'
            needs: check
            runs-on: ubuntu-24.04
            permissions:
              contents: read # to check out the course
              pages: read # configure-pages reads the site's address
              actions: write # to delete the cache this run's cache replaces
            steps:
        \(setup(dependency: dependency))
              - id: pages
                uses: \(Action.configurePages)
              # The Pages address (https://OWNER.github.io/REPO), so the 404 page, canonical links and the
              # sitemap are right under /REPO/.
              - name: Build the site
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: swift run -c release lessonbuild build --sandbox --format github --summary "$GITHUB_STEP_SUMMARY" --base-url "$BASE_URL/"
              - uses: \(Action.uploadPages)
                with:
                  path: site
              # One cache per runner, compiler and package: this run's replaces the one it started from
              # (a re-run of this run, which restored its own, keeps it).
              - if: steps.cache.outputs.cache-hit != 'true'
                uses: \(Action.cacheSave)
                with:
                  path: .build
                  key: ${{ steps.cache.outputs.cache-primary-key }}
              - name: Delete the cache this run started from
                if: steps.cache.outputs.cache-hit != 'true' && steps.cache.outputs.cache-matched-key != ''
                env:
                  GH_TOKEN: ${{ github.token }}
                  OLD_KEY: ${{ steps.cache.outputs.cache-matched-key }}
                run: gh cache delete "$OLD_KEY" --repo "$GITHUB_REPOSITORY"
          deploy:
            name: Publish the site
            if: github.event_name == 'push' && github.ref == 'refs/heads/main'
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write # to deploy to Pages
              id-token: write # to prove the deployment comes from this workflow
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: \(Action.deployPages)

        """
    }

    /// The steps every job that runs the tool starts with.
    static func setup(dependency: CourseTemplate.Dependency) -> String {
        var steps = [checkoutStep, pullRequestStep]
        if dependency.isPath { steps.append(pathCheckStep) }
        steps += [packagesStep, swiftStep, sandboxStep, cacheStep]
        return indented(steps.joined(separator: "\n"), by: 6)
    }

    static let checkoutStep = """
        # Two commits deep: on a pull request the checkout is GitHub's merge commit, whose first parent is
        # the base branch. No token is left in .git.
        - uses: \(Action.checkout)
          with:
            persist-credentials: false
            fetch-depth: 2
        """

    static let pathCheckStep = """
        # Package.swift names lessonbuild by a path on the machine that ran `lessonbuild init`.
        - name: Check that lessonbuild is named by URL
          run: |
            if grep -q '.package(path:' Package.swift; then
              echo "::error file=Package.swift::lessonbuild is named by a local path this runner does not have; name it by URL and version: .package(url: ..., from: ...)"
              exit 1
            fi
        """

    /// What a pull request may change, the folders and file the sandbox covers (the template's names in
    /// `course.json`): the check takes these from the pull request and everything else from its base branch.
    static let pullRequestPaths = ["lessons", "kernels", CourseConfiguration.fileName]

    static var pullRequestStep: String {
        let paths = pullRequestPaths.joined(separator: " ")
        let excluded = pullRequestPaths.map { "':(exclude)\($0)'" }.joined(separator: " ")
        return """
            # A pull request changes only what the sandbox covers: the work tree becomes the base branch
            # (the merge commit's first parent) with the pull request's \(paths) on it, so
            # Package.swift, Package.resolved, .swift-version, .swiftpm and everything else that chooses
            # what runs outside the sandbox is the base branch's.
            - name: Take only \(paths) from the pull request
              if: github.event_name == 'pull_request'
              run: |
                merged=$(git rev-parse HEAD)
                outside=$(git diff --name-only --no-renames HEAD^1 HEAD -- . \(excluded))
                if [ -n "$outside" ]; then
                  echo "::warning::this pull request changes files this check takes from the base branch instead (review them by hand):"
                  printf '%s\\n' "$outside" | sed 's/^/  changed: /'
                fi
                git -c advice.detachedHead=false checkout --quiet --detach HEAD^1
                for path in \(paths); do
                  if [ -n "$(git ls-tree "$merged" -- "$path")$(git ls-tree HEAD -- "$path")" ]; then
                    git restore --source="$merged" --worktree -- "$path"
                  fi
                done
            """
    }

    static let packagesStep = """
        - name: Install the Debian packages
          run: |
            sudo apt-get update -qq
            sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
              \(SystemPackages.course.joined(separator: " "))
        """

    static var swiftStep: String {
        """
        # Exactly the compiler .swift-version names (the transcripts of compile-error blocks are its words).
        - id: swift
          name: Install the course's Swift
          run: |
            prefix="$RUNNER_TEMP/swift"
        \(indented(installSwift, by: 4))
            echo "$prefix/usr/bin" >> "$GITHUB_PATH"
            echo "version=$version" >> "$GITHUB_OUTPUT"
            "$prefix/usr/bin/swift" --version
        """
    }

    static var sandboxStep: String {
        """
        # Ubuntu 24.04 lets a program create user namespaces only when an AppArmor profile grants it `userns`:
        # this profile grants it to bubblewrap alone; everything else on the runner stays restricted.
        - name: Let bubblewrap make its namespaces
          run: |
            printf '%s\\n' \(bubblewrapProfile.map { "'\($0)'" }.joined(separator: " ")) | sudo tee /etc/apparmor.d/bwrap > /dev/null
            sudo apparmor_parser --replace /etc/apparmor.d/bwrap
            bwrap --unshare-user --unshare-net --ro-bind / / true
        """
    }

    static let cacheStep = """
        # The release tool and the content-addressed block cache (.build/lessonbuild): keyed by runner,
        # compiler and package only; the newest cache of those is restored, whatever lessons made it.
        - id: cache
          uses: \(Action.cacheRestore)
          with:
            path: .build
            key: lessonbuild-${{ runner.os }}-${{ runner.arch }}-swift-${{ steps.swift.outputs.version }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-${{ github.run_id }}
            restore-keys: |
              lessonbuild-${{ runner.os }}-${{ runner.arch }}-swift-${{ steps.swift.outputs.version }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-
        - name: Build lessonbuild
          run: \(buildTool)
        """

    /// The dev container: VS Code's Dev Containers and GitHub Codespaces build the Dockerfile from the course
    /// folder (it reads `.swift-version`), build the tool once and forward the preview's port.
    static func devcontainer(name: String) -> String {
        """
        {
          "name": \(SearchIndex.json(name)),
          "build": { "dockerfile": "Dockerfile", "context": ".." },
          "postCreateCommand": \(SearchIndex.json(buildTool)),
          "forwardPorts": [\(previewPort)],
          "portsAttributes": { "\(previewPort)": { "label": "lessonbuild preview" } },
          "customizations": { "vscode": { "extensions": ["swiftlang.swift-vscode"] } }
        }

        """
    }

    /// Ubuntu 24.04 (the workflow's runner), the workflow's Debian packages and its Swift, by the same commands
    /// (a heredoc, so the script is the workflow's text as it is).
    static var dockerfile: String {
        """
        # syntax=docker/dockerfile:1
        # The course's machine: Ubuntu 24.04 as on the workflow's runner, the same Debian packages and the
        # Swift release .swift-version names, installed by the same commands as in .github/workflows/course.yml.
        FROM ubuntu:24.04
        RUN apt-get update -qq \\
            && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
              \(SystemPackages.course.joined(separator: " ")) \\
            && rm -rf /var/lib/apt/lists/*
        COPY .swift-version /tmp/course/.swift-version
        WORKDIR /tmp/course
        RUN <<'INSTALL_SWIFT'
        set -eu
        prefix=/
        \(installSwift)
        swift --version
        INSTALL_SWIFT
        WORKDIR /

        """
    }
}
