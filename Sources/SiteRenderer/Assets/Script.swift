extension Assets {
    /// Progressive enhancements only: copy buttons, arrow-key paging and search. Every page reads without it.
    static let script = #"""
"use strict";
(function () {
  var body = document.body;

  // Copy buttons copy the code alone, never the output under it.
  document.querySelectorAll("figure.code > pre > code").forEach(function (code) {
    var figure = code.parentElement.parentElement;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = body.dataset.copy;
    button.addEventListener("click", function () {
      var text = code.textContent;
      var done = function () {
        button.textContent = body.dataset.copied;
        setTimeout(function () { button.textContent = body.dataset.copy; }, 1500);
      };
      var fallback = function () {
        var area = document.createElement("textarea");
        area.value = text;
        area.setAttribute("readonly", "");
        area.style.position = "fixed";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        try { if (document.execCommand("copy")) { done(); } } catch (error) { /* nothing to copy with */ }
        area.remove();
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, fallback);
      } else {
        fallback();
      }
    });
    figure.classList.add("has-copy");
    figure.appendChild(button);
  });

  // Left and right arrows page through the lessons, as the rel="prev"/"next" links do.
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) { return; }
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName))) { return; }
    var rel = event.key === "ArrowLeft" ? "prev" : (event.key === "ArrowRight" ? "next" : null);
    var link = rel && document.querySelector('nav.pager a[rel="' + rel + '"]');
    if (link) { window.location.href = link.href; }
  });

  // Search: the query is folded with the letter table the index was built with.
  var list = document.getElementById("search-results");
  var index = window.LESSONBUILD_SEARCH;
  if (!list || !index) { return; }
  var status = document.getElementById("search-status");
  var input = document.getElementById("arama-kutusu");

  function fold(text) {
    var words = [];
    var current = "";
    for (var character of text) {
      var mapped = index.letters[character];
      if (mapped !== undefined) {
        current += mapped;
      } else if (/[A-Za-z0-9]/.test(character)) {
        current += character.toLowerCase();
      } else if (/[\p{L}\p{N}]/u.test(character)) {
        current += character.toLowerCase();
      } else if (/\p{M}/u.test(character)) {
        continue;
      } else if (current) {
        words.push(current);
        current = "";
      }
    }
    if (current) { words.push(current); }
    return words;
  }

  var entries = index.entries.map(function (entry, position) {
    return { entry: entry, position: position, words: entry.w.split(" "), titleWords: fold(entry.l + " " + entry.s) };
  });

  function score(item, query) {
    var total = 0;
    for (var q of query) {
      var best = 0;
      for (var word of item.words) {
        if (word === q) { best = 3; break; }
        if (word.startsWith(q)) { best = 1; }
      }
      if (best === 0) { return 0; }
      if (item.titleWords.some(function (word) { return word.startsWith(q); })) { best += 2; }
      total += best;
    }
    return total;
  }

  function show(text) {
    var query = fold(text);
    list.textContent = "";
    if (query.length === 0) { status.textContent = ""; return; }
    var found = entries.map(function (item) { return { item: item, score: score(item, query) }; })
      .filter(function (result) { return result.score > 0; })
      .sort(function (a, b) { return b.score - a.score || a.item.position - b.item.position; })
      .slice(0, 50);
    status.textContent = found.length === 0 ? status.dataset.none : found.length + " " + status.dataset.count;
    found.forEach(function (result) {
      var entry = result.item.entry;
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = entry.u;
      var lesson = document.createElement("span");
      lesson.className = "result-lesson";
      lesson.textContent = entry.l;
      link.appendChild(lesson);
      if (entry.s) {
        var section = document.createElement("span");
        section.className = "result-section";
        section.textContent = entry.s;
        link.appendChild(section);
      }
      item.appendChild(link);
      if (entry.t) {
        var snippet = document.createElement("p");
        snippet.textContent = entry.t;
        item.appendChild(snippet);
      }
      list.appendChild(item);
    });
  }

  var initial = new URLSearchParams(window.location.search).get("q") || "";
  if (input) {
    input.value = initial;
    input.addEventListener("input", function () { show(input.value); });
  }
  show(initial);
})();
"""#
}
