(function () {
  "use strict";
  if (location.protocol !== "http:" && location.protocol !== "https:") { return; }
  // The stylesheet (before this script, so already applied or failed) came from the host's root: nothing to do.
  if (getComputedStyle(document.documentElement).getPropertyValue("--line").trim() !== "") { return; }
  var folders = location.pathname.split("/").slice(1, -1);
  var roots = folders.map(function (_, index) { return "/" + folders.slice(0, index + 1).join("/") + "/"; });
  function moved(value, root) { return value && value.charAt(0) === "/" && value.charAt(1) !== "/" ? root + value.slice(1) : value; }
  function use(root) {
    document.querySelectorAll("link[href]").forEach(function (link) { link.setAttribute("href", moved(link.getAttribute("href"), root)); });
    document.querySelectorAll("a[href]").forEach(function (link) { link.setAttribute("href", moved(link.getAttribute("href"), root)); });
    document.querySelectorAll("form[action]").forEach(function (form) { form.setAttribute("action", moved(form.getAttribute("action"), root)); });
    document.body.setAttribute("data-root", root);
    ["assets/theme.js", "assets/site.js", "assets/search.js"].forEach(function (path) {
      var script = document.createElement("script");
      script.src = root + path;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function look(index) {
    if (index >= roots.length) { return; }
    fetch(roots[index] + "assets/style.css", { method: "HEAD" }).then(function (response) {
      if (response.ok && (response.headers.get("content-type") || "").indexOf("css") >= 0) { use(roots[index]); } else { look(index + 1); }
    }, function () { look(index + 1); });
  }
  look(0);
})();
