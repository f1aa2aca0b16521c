/// The browser side of the preview, served under `/__lessonbuild/`. The site's CSP allows no inline
/// script or style, so both are files of their own and the overlay is built with DOM calls only.
enum PreviewAssets {
    /// Listens to the reload channel; reloads the page on "reload" keeping its scroll position; reconnects
    /// when the server goes away; shows the last build's failures over the page.
    static let script = #"""
        (function () {
          "use strict";
          var base = "/__lessonbuild/";
          var scrollKey = "lessonbuild-preview-scroll:" + location.pathname;
          var dismissedKey = "lessonbuild-preview-dismissed";
          // The build this page comes from, written into the script tag by the server.
          var generation = document.currentScript ? document.currentScript.getAttribute("data-generation") : null;
          var source = null;

          function currentPage() {
            var path = decodeURIComponent(location.pathname.replace(/^\/+/, ""));
            if (path === "" || path.charAt(path.length - 1) === "/") path += "index.html";
            return path;
          }

          // Scroll position: saved just before a reload, put back once the new page is laid out.
          function saveScroll() {
            try { sessionStorage.setItem(scrollKey, JSON.stringify({ x: window.scrollX, y: window.scrollY })); } catch (e) {}
          }
          function restoreScroll() {
            var saved = null;
            try {
              saved = JSON.parse(sessionStorage.getItem(scrollKey) || "null");
              sessionStorage.removeItem(scrollKey);
            } catch (e) {}
            if (!saved) return;
            window.scrollTo(saved.x, saved.y);
            // Images and fonts may still change the height: once more when everything has loaded.
            window.addEventListener("load", function () { window.scrollTo(saved.x, saved.y); });
          }
          function reload() {
            saveScroll();
            location.reload();
          }

          // The overlay: the current build's failures, this page's first.
          function element(name, className, text) {
            var node = document.createElement(name);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function closeOverlay(status) {
            var overlay = document.getElementById("lessonbuild-overlay");
            if (overlay) overlay.remove();
            if (status) { try { sessionStorage.setItem(dismissedKey, status.generation); } catch (e) {} }
          }
          function showOverlay(status) {
            closeOverlay(null);
            var problems = (status.diagnostics || []).filter(function (d) { return d.overlay; });
            var dismissed = null;
            try { dismissed = sessionStorage.getItem(dismissedKey); } catch (e) {}
            if (problems.length === 0 || dismissed === status.generation) return;
            var page = currentPage();
            var here = problems.filter(function (d) { return d.page === page; });
            var elsewhere = problems.filter(function (d) { return d.page !== page; });

            var overlay = element("div", "lessonbuild-overlay");
            overlay.id = "lessonbuild-overlay";
            overlay.setAttribute("role", "dialog");
            overlay.setAttribute("aria-modal", "false");
            overlay.setAttribute("aria-labelledby", "lessonbuild-overlay-title");
            var header = element("div", "lessonbuild-overlay-header");
            var title = element("h2", null, problems.length === 1 ? "1 problem in the last build" : problems.length + " problems in the last build");
            title.id = "lessonbuild-overlay-title";
            title.setAttribute("role", "alert");
            var close = element("button", "lessonbuild-overlay-close", "Close");
            close.type = "button";
            close.setAttribute("aria-label", "Close the build problems");
            close.addEventListener("click", function () { closeOverlay(status); });
            header.appendChild(title);
            header.appendChild(close);
            overlay.appendChild(header);

            function section(label, list) {
              if (list.length === 0) return;
              overlay.appendChild(element("h3", null, label));
              var items = element("ol", "lessonbuild-overlay-list");
              list.forEach(function (d) {
                var item = element("li", "lessonbuild-problem lessonbuild-" + d.kind);
                item.appendChild(element("p", "lessonbuild-location", d.file + ":" + d.line));
                item.appendChild(element("p", "lessonbuild-message", d.message));
                if (d.detail) item.appendChild(element("pre", "lessonbuild-detail", d.detail));
                items.appendChild(item);
              });
              overlay.appendChild(items);
            }
            section("This page", here);
            section(here.length ? "Other pages" : "Elsewhere in the course", elsewhere);
            overlay.addEventListener("keydown", function (event) {
              if (event.key === "Escape") { closeOverlay(status); }
            });
            document.body.insertBefore(overlay, document.body.firstChild);
          }
          function refreshStatus() {
            fetch(base + "status.json", { cache: "no-store" })
              .then(function (response) { return response.json(); })
              .then(showOverlay)
              .catch(function () {});
          }

          // The reload channel. A hello from another generation than the page's means a build (or a restart
          // of the server) happened while the page was not listening: it is out of date.
          function connect() {
            source = new EventSource(base + "events");
            source.addEventListener("hello", function (event) {
              if (generation !== null && event.data !== generation) { reload(); return; }
              generation = event.data;
            });
            source.addEventListener("reload", function () { reload(); });
            // Marks the page as live (tests and the curious can see that the channel is open).
            source.addEventListener("open", function () { document.documentElement.setAttribute("data-lessonbuild-preview", "listening"); });
            source.addEventListener("error", function () {
              // The browser retries by itself while the stream is only interrupted; a closed one is ours to reopen.
              if (source.readyState === EventSource.CLOSED) { setTimeout(connect, 1000); }
            });
          }
          window.addEventListener("pagehide", function () { if (source) source.close(); });

          var style = document.createElement("link");
          style.rel = "stylesheet";
          style.href = base + "preview.css";
          document.head.appendChild(style);
          restoreScroll();
          refreshStatus();
          connect();
        })();
        """#

    static let styleSheet = """
        .lessonbuild-overlay {
          position: fixed; inset: auto 1rem 1rem 1rem; z-index: 2147483647; max-height: 60vh; overflow: auto;
          padding: 0.75rem 1rem; border: 2px solid #b3261e; border-radius: 8px;
          background: #fff8f7; color: #1d1b1a; font: 15px/1.45 system-ui, sans-serif;
          box-shadow: 0 8px 28px rgba(0, 0, 0, 0.3);
        }
        .lessonbuild-overlay-header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
        .lessonbuild-overlay h2 { margin: 0; font-size: 1.05rem; color: #b3261e; }
        .lessonbuild-overlay h3 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; }
        .lessonbuild-overlay-close { font: inherit; padding: 0.2rem 0.8rem; cursor: pointer; }
        .lessonbuild-overlay-close:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
        .lessonbuild-overlay-list { margin: 0; padding-left: 1.25rem; }
        .lessonbuild-location { margin: 0.4rem 0 0; font-family: ui-monospace, monospace; font-weight: 600; }
        .lessonbuild-message { margin: 0.1rem 0; }
        .lessonbuild-detail {
          margin: 0.25rem 0 0.5rem; padding: 0.5rem; overflow: auto; background: #f1eceb; color: #1d1b1a;
          font: 13px/1.4 ui-monospace, monospace; white-space: pre;
        }
        @media (prefers-color-scheme: dark) {
          .lessonbuild-overlay { background: #2b1d1c; color: #f4ecea; border-color: #f2b8b5; }
          .lessonbuild-overlay h2 { color: #f2b8b5; }
          .lessonbuild-detail { background: #1d1514; color: #f4ecea; }
        }
        """
}
