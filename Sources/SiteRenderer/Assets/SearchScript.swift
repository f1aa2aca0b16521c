extension Assets {
    /// Search as you type from every page, and the search page. The indexes (`<lang>/search-index.js`)
    /// are loaded on first use, the page's language first; results list that language first, then the
    /// others. Queries are folded as each index was built: with its letter table (Turkish, Azerbaijani), or
    /// by Unicode case and diacritic folding (`"fold": "unicode"`, other languages); a suffix after an
    /// apostrophe (`UIKit'in`) is dropped, as it is a Turkish case ending, not a word. Everything shown
    /// is set as text (never as markup), so a query like `</script>` is only ever text.
    static let searchScript = #"""
"use strict";
(function () {
  var body = document.body;
  var input = document.getElementById("arama-kutusu");
  var form = input && input.form;
  if (!input || !form) { return; }
  var languages = (body.dataset.search || "").split(" ").filter(Boolean);
  var rootPath = body.dataset.root || "";
  var pageList = document.getElementById("search-results");
  var pageStatus = document.getElementById("search-status");
  var panelLimit = 8;

  var prepared = null;
  var waiting = [];
  function load(done) {
    if (prepared) { done(); return; }
    waiting.push(done);
    if (waiting.length > 1) { return; }
    var pending = languages.length;
    var finish = function () {
      pending -= 1;
      if (pending > 0) { return; }
      prepared = prepare();
      waiting.forEach(function (callback) { callback(); });
      waiting = [];
    };
    languages.forEach(function (language) {
      var script = document.createElement("script");
      script.src = rootPath + language + "/search-index.js";
      script.onload = finish;
      script.onerror = finish;
      document.head.appendChild(script);
    });
  }

  // How a language's index folds: its letter table, and whether other letters lose case and diacritics.
  function folding(index) {
    return { map: (index && index.letters) || {}, unicode: !!index && index.fold === "unicode" };
  }

  // One character folded: a string of plain letters, "" for a combining mark, null for a word boundary.
  function foldCharacter(character, table) {
    var mapped = table.map[character];
    if (mapped !== undefined) { return mapped; }
    if (/[A-Za-z0-9]/.test(character)) { return character.toLowerCase(); }
    if (/[\p{L}\p{N}]/u.test(character)) {
      // Decomposed, marks dropped, then upper- and lowercased: "é" → "e", "Ä" → "a", "ß" → "ss".
      return table.unicode ? character.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase().toLowerCase() : character.toLowerCase();
    }
    if (/\p{M}/u.test(character)) { return ""; }
    return null;
  }

  function foldWords(text, table) {
    var words = [];
    var current = "";
    for (var character of text) {
      var folded = foldCharacter(character, table);
      if (folded === null) { if (current) { words.push(current); current = ""; } }
      else { current += folded; }
    }
    if (current) { words.push(current); }
    return words;
  }

  // The query's words: each space-separated part loses what follows an apostrophe.
  function queryWords(text, table) {
    var words = [];
    text.split(/\s+/).forEach(function (part) {
      foldWords(part.split(/['\u2019\u02bc`]/)[0], table).forEach(function (word) {
        if (words.indexOf(word) < 0) { words.push(word); }
      });
    });
    return words;
  }

  function prepare() {
    var all = window.LESSONBUILD_SEARCH || {};
    var items = [];
    var tables = {};
    languages.forEach(function (language, rank) {
      var index = all[language];
      if (!index) { return; }
      var table = tables[language] = folding(index);
      index.entries.forEach(function (entry, position) {
        items.push({ entry: entry, language: language, rank: rank, position: position, table: table,
                     words: entry.w.split(" "), titleWords: foldWords(entry.l + " " + entry.s, table) });
      });
    });
    return { items: items, tables: tables };
  }

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

  function search(text) {
    // The query folded as each language's index was folded; the page's own language decides when it is empty.
    var queries = {};
    Object.keys(prepared.tables).forEach(function (language) { queries[language] = queryWords(text, prepared.tables[language]); });
    var query = queries[languages[0]] || queryWords(text, folding(null));
    if (query.length === 0) { return { query: query, found: [] }; }
    var found = prepared.items.map(function (item) {
      var own = queries[item.language];
      return { item: item, query: own, score: score(item, own) };
    })
      .filter(function (result) { return result.score > 0; })
      .sort(function (a, b) { return a.item.rank - b.item.rank || b.score - a.score || a.item.position - b.item.position; });
    return { query: query, found: found };
  }

  // The words around the first match, every match in them marked.
  function excerpt(text, query, table, length) {
    var folded = "";
    var origin = [];
    var offset = 0;
    for (var character of text) {
      var mapped = foldCharacter(character, table);
      var piece = mapped === null ? " " : mapped;
      for (var i = 0; i < piece.length; i++) { folded += piece[i]; origin.push([offset, offset + character.length]); }
      offset += character.length;
    }
    var ranges = [];
    query.forEach(function (q) {
      var at = folded.indexOf(q);
      while (at >= 0) {
        if (at === 0 || folded[at - 1] === " ") { ranges.push([origin[at][0], origin[at + q.length - 1][1]]); }
        at = folded.indexOf(q, at + 1);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var first = ranges.length ? ranges[0][0] : 0;
    var start = Math.max(0, first - Math.round(length / 3));
    if (start > 0) { var space = text.indexOf(" ", start); start = space >= 0 && space < first ? space + 1 : start; }
    var end = Math.min(text.length, start + length);
    if (end < text.length) { var last = text.lastIndexOf(" ", end); if (last > first) { end = last; } }
    var paragraph = document.createElement("p");
    if (start > 0) { paragraph.appendChild(document.createTextNode("… ")); }
    var cursor = start;
    ranges.forEach(function (range) {
      if (range[0] < cursor || range[1] > end) { return; }
      paragraph.appendChild(document.createTextNode(text.slice(cursor, range[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(range[0], range[1]);
      paragraph.appendChild(mark);
      cursor = range[1];
    });
    paragraph.appendChild(document.createTextNode(text.slice(cursor, end) + (end < text.length ? " …" : "")));
    return paragraph;
  }

  function render(list, results, query, limit, length) {
    list.textContent = "";
    results.slice(0, limit).forEach(function (result) {
      var entry = result.item.entry;
      var item = document.createElement("li");
      if (result.item.language !== languages[0]) { item.lang = result.item.language; }
      var link = document.createElement("a");
      link.href = rootPath + entry.u;
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
      if (result.item.language !== languages[0]) {
        var language = document.createElement("span");
        language.className = "result-language";
        language.textContent = "(" + result.item.language + ")";
        link.appendChild(language);
      }
      item.appendChild(link);
      item.appendChild(excerpt(entry.t || entry.s || entry.l, result.query, result.item.table, length));
      list.appendChild(item);
    });
  }

  function countText(total, shown) {
    if (total === 0) { return body.dataset.none; }
    if (shown < total) { return body.dataset.showing.replace("{n}", total).replace("{shown}", shown); }
    return total + " " + body.dataset.count;
  }

  // The search page: every result, no cap.
  if (pageList && pageStatus) {
    var initial = new URLSearchParams(window.location.search).get("q") || "";
    input.value = initial;
    var showPage = function () {
      pageList.setAttribute("aria-busy", "true");
      load(function () {
        var result = search(input.value);
        render(pageList, result.found, result.query, result.found.length, 240);
        pageStatus.textContent = result.query.length === 0 ? "" : countText(result.found.length, result.found.length);
        pageList.setAttribute("aria-busy", "false");
      });
    };
    input.addEventListener("input", showPage);
    showPage();
  } else {
    // Every other page: a panel under the field, the first results, a link to all of them.
    var panel = document.createElement("div");
    panel.id = "arama-paneli";
    panel.className = "search-panel";
    panel.hidden = true;
    panel.setAttribute("role", "region");
    panel.setAttribute("aria-label", input.getAttribute("aria-label"));
    var count = document.createElement("p");
    count.className = "search-count";
    count.setAttribute("role", "status");
    var list = document.createElement("ol");
    list.className = "search-results";
    var all = document.createElement("a");
    all.className = "search-all";
    all.textContent = body.dataset.all;
    panel.appendChild(count);
    panel.appendChild(list);
    panel.appendChild(all);
    form.appendChild(panel);
    input.setAttribute("aria-controls", panel.id);
    var close = function () { panel.hidden = true; };
    var showPanel = function () {
      list.setAttribute("aria-busy", "true");
      load(function () {
        var result = search(input.value);
        list.setAttribute("aria-busy", "false");
        if (result.query.length === 0) { close(); return; }
        render(list, result.found, result.query, panelLimit, 130);
        count.textContent = countText(result.found.length, Math.min(panelLimit, result.found.length));
        all.href = form.getAttribute("action") + "?q=" + encodeURIComponent(input.value);
        all.hidden = result.found.length <= panelLimit;
        panel.hidden = false;
      });
    };
    input.addEventListener("input", showPanel);
    input.addEventListener("focus", function () { load(function () {}); });
    form.addEventListener("focusout", function (event) { if (!form.contains(event.relatedTarget)) { close(); } });
    // Arrows move through the results; Escape closes the panel and returns to the field.
    form.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(panel.querySelectorAll("a:not([hidden])"));
      var at = links.indexOf(document.activeElement);
      if (event.key === "Escape" && !panel.hidden) { close(); input.focus(); event.preventDefault(); event.stopPropagation(); }
      else if (event.key === "ArrowDown" && panel.hidden && event.target === input && input.value) { showPanel(); event.preventDefault(); }
      else if (event.key === "ArrowDown" && !panel.hidden && links.length) { links[Math.min(at + 1, links.length - 1)].focus(); event.preventDefault(); }
      else if (event.key === "ArrowUp" && at >= 0) { if (at === 0) { input.focus(); } else { links[at - 1].focus(); } event.preventDefault(); }
    });
  }

  // "/" jumps to the search field from anywhere but a field.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
"""#
}
