import Foundation

/// The programs of a runner that reach GitHub, the internet or root, as scripts first on a job's `PATH`:
/// each writes what it is asked into the machine's `log` (one line a call) and does only what the test
/// can check.
enum RunnerStubs {
    static func scripts(log: String, served: String, caches: String) -> [String: String] {
        let log = WorkflowTemplateTests.ShellQuoted.word(log)
        let served = WorkflowTemplateTests.ShellQuoted.word(served)
        let caches = WorkflowTemplateTests.ShellQuoted.word(caches)
        let keys = served + "/" + RunnerEmulation.servedName(RunnerEmulation.keysURL)
        return [
            // The runner's user may run anything as root; here the same user runs it (the one root-owned
            // folder a step writes, /etc/apparmor.d, is the machine's own). `env` takes `NAME=value` first.
            "sudo": "echo \"sudo $*\" >> \(log)\nexec env \"$@\"\n",
            // The packages are this machine's already; the request is written down, with its front end.
            "apt-get": "echo \"apt-get DEBIAN_FRONTEND=${DEBIAN_FRONTEND-} $*\" >> \(log)\n",
            "apparmor_parser": "echo \"apparmor_parser $*\" >> \(log)\n",
            // Serves the files the test made for the addresses it knows; any other is a missing page (22, as
            // `curl -f` ends).
            "curl": """
            out=""
            url=""
            while [ $# -gt 0 ]; do
              case $1 in
                -o) out=$2; shift ;;
                https://*) url=$1 ;;
              esac
              shift
            done
            echo "curl $url" >> \(log)
            file=\(served)/$(printf '%s' "$url" | tr '/:' '__')
            [ -f "$file" ] || { echo "curl: (22) The requested URL returned error: 404" >&2; exit 22; }
            if [ -n "$out" ]; then cp "$file" "$out"; else cat "$file"; fi

            """,
            // An import must read the served keys; a signature is good when it names the SHA-256 of the file
            // it is checked against (what the test wrote into the .sig it served).
            "gpg": """
            echo "gpg $*" >> \(log)
            case " $* " in
              *" --import "*) cmp -s - \(keys) || { echo "gpg: no valid OpenPGP data found." >&2; exit 2; } ;;
              *" --verify "*)
                signature=${@: -2:1}
                file=${@: -1}
                [ "$(cat "$signature")" = "good signature for $(sha256sum < "$file" | cut -c1-64)" ] || {
                  echo "gpg: BAD signature" >&2; exit 1; } ;;
              *) echo "gpg stand-in: $* is not emulated" >&2; exit 2 ;;
            esac

            """,
            // `gh cache delete KEY --repo R` removes that cache (with a token); nothing else is emulated.
            "gh": """
            echo "gh $* token=${GH_TOKEN:+set}" >> \(log)
            if [ "$1 $2" != "cache delete" ] || [ -z "${GH_TOKEN-}" ] || [ ! -d \(caches)/"$3" ]; then
              echo "gh stand-in: cannot $*" >&2
              exit 1
            fi
            rm -rf \(caches)/"$3"

            """,
        ]
    }
}

/// The actions the workflow uses, as shell scripts run like `run:` steps, their inputs in `INPUT_<NAME>`
/// (`-` as `_`); each does what the workflow relies on and nothing more. Keyed by the action's name
/// without its `@commit`.
enum RunnerStandIns {
    static func scripts(origin: String, caches: String, artifacts: String) -> [String: String] {
        let origin = WorkflowTemplateTests.ShellQuoted.word(origin)
        let caches = WorkflowTemplateTests.ShellQuoted.word(caches)
        let artifacts = WorkflowTemplateTests.ShellQuoted.word(artifacts)
        return [
            // The repository at the event's commit, fetched as the action fetches it (that commit,
            // `fetch-depth` deep) into the workspace. No token exists here, so none can be left in .git.
            "actions/checkout": """
            git init -q .
            git remote add origin "file://"\(origin)
            git fetch -q --no-tags --depth="$INPUT_FETCH_DEPTH" origin "+$GITHUB_SHA:refs/remotes/origin/checked-out"
            git -c advice.detachedHead=false checkout -q --detach "$GITHUB_SHA"

            """,
            // The saved folder of the key itself, else of the newest key that starts with a restore key
            // (`cache-hit` true only for the key itself); `cache-primary-key` always.
            "actions/cache/restore": """
            echo "cache-primary-key=$INPUT_KEY" >> "$GITHUB_OUTPUT"
            matched=""
            if [ -d \(caches)/"$INPUT_KEY" ]; then
              matched=$INPUT_KEY
            else
              while IFS= read -r prefix; do
                [ -n "$prefix" ] || continue
                for key in $(ls -1t \(caches)); do
                  case $key in "$prefix"*) matched=$key; break 2 ;; esac
                done
              done <<< "$INPUT_RESTORE_KEYS"
            fi
            [ -n "$matched" ] || exit 0
            mkdir -p "$INPUT_PATH"
            cp -a \(caches)/"$matched"/content/. "$INPUT_PATH"/
            echo "cache-matched-key=$matched" >> "$GITHUB_OUTPUT"
            if [ "$matched" = "$INPUT_KEY" ]; then echo "cache-hit=true"; else echo "cache-hit=false"; fi >> "$GITHUB_OUTPUT"

            """,
            // A key is saved once (as GitHub refuses to overwrite one).
            "actions/cache/save": """
            if [ -e \(caches)/"$INPUT_KEY" ]; then echo "::warning::cache $INPUT_KEY exists"; exit 0; fi
            mkdir \(caches)/"$INPUT_KEY"
            cp -a "$INPUT_PATH" \(caches)/"$INPUT_KEY"/content

            """,
            "actions/configure-pages": """
            echo "base_url=\(RunnerEmulation.pagesURL)" >> "$GITHUB_OUTPUT"

            """,
            "actions/upload-pages-artifact": """
            [ -f "$INPUT_PATH/index.html" ] || { echo "::error::$INPUT_PATH holds no index.html"; exit 1; }
            mkdir -p \(artifacts)/github-pages
            cp -a "$INPUT_PATH"/. \(artifacts)/github-pages/

            """,
            // Publishes nothing; the artifact the build job uploaded must be there.
            "actions/deploy-pages": """
            [ -f \(artifacts)/github-pages/index.html ] || { echo "::error::no github-pages artifact"; exit 1; }
            echo "page_url=\(RunnerEmulation.pagesURL)/" >> "$GITHUB_OUTPUT"

            """,
        ]
    }
}
