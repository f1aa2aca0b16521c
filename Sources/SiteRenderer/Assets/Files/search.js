"use strict";
(function () {
  var body = document.body;
  var input = document.getElementById("lb_search");
  var form = input && input.form;
  if (!input || !form) { return; }
  var languages = (body.dataset.search || "").split(" ").filter(Boolean);
  var rootPath = body.dataset.root || "";
  var pageList = document.getElementById("lb_search-results");
  var pageStatus = document.getElementById("lb_search-status");
  var panelLimit = 8;

  // The indexes are loaded one language at a time, the page's first: a reader on a slow connection waits
  // for that one only, and the others are asked for when a search needs them (see `withIndexes`).
  var prepared = null;
  var loading = {};
  function loadIndex(language, done) {
    var state = loading[language];
    if (state === true) { done(); return; }
    if (state) { state.push(done); return; }
    loading[language] = [done];
    var script = document.createElement("script");
    script.src = rootPath + language + "/search-index.js";
    script.onload = script.onerror = function () {
      var waiting = loading[language];
      loading[language] = true;
      prepared = null;
      waiting.forEach(function (callback) { callback(); });
    };
    document.head.appendChild(script);
  }

  // Calls `show` once the page's language is in, and again with every language once the others are in,
  // then `done`. The others are asked for only by a search, after its first results are shown: a reader on
  // a slow connection waits for one index, not all. `show` returns null when its query is no longer the
  // field's (the reader typed on): nothing more is done for it.
  function withIndexes(show, done) {
    loadIndex(languages[0], function () {
      if (!prepared) { prepared = prepare(); }
      var result = show();
      var others = languages.slice(1);
      if (result === null) { return; }
      if (!others.length || result.query.length === 0) { done(); return; }
      var pending = others.length;
      others.forEach(function (language) {
        loadIndex(language, function () {
          pending -= 1;
          if (pending > 0) { return; }
          if (!prepared) { prepared = prepare(); }
          if (show() !== null) { done(); }
        });
      });
    });
  }

  // How a language's index folds and stems: its letter table, whether other letters lose case and diacritics,
  // its suffix table (longest first) and the endings a hyphen may join to a word, both written by the build.
  function folding(index) {
    var words = function (text) { return text ? text.split(" ") : []; };
    return { map: (index && index.letters) || {}, unicode: !!index && index.fold === "unicode",
             suffixes: index && index.suffixes ? words(index.suffixes) : null,
             suffixSet: index && index.suffixes ? new Set(words(index.suffixes)) : null,
             hyphen: new Set(index && index.hyphen ? words(index.hyphen) : []),
             alternation: alternations(index && index.alternation) };
  }

  // The consonant alternation as the build wrote it (`bp dt gk`): the letter a cut leaves → the root's own.
  function alternations(text) {
    var map = {};
    (text ? text.split(" ") : []).forEach(function (pair) { map[pair[0]] = pair[1]; });
    return map;
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

  var apostrophes = /['\u2019\u02bc`]/;

  // The words of a text with where each starts and ends, as the build made the index's words: with a
  // suffix table, a suffix after an apostrophe, or a case ending after a hyphen, stays part of its word.
  function tokens(text, table) {
    var characters = Array.from(text);
    var found = [];
    var current = "", start = 0, offset = 0, at = 0;
    var finish = function (end) { if (current) { found.push({ word: current, start: start, end: end }); } current = ""; };
    while (at < characters.length) {
      var character = characters[at];
      var folded = foldCharacter(character, table);
      if (folded !== null) {
        if (!current) { start = offset; }
        current += folded; offset += character.length; at += 1;
        continue;
      }
      if (table.suffixes && current && (apostrophes.test(character) || character === "-")) {
        var run = "", next = at + 1, length = character.length;
        for (; next < characters.length; next++) {
          var letter = foldCharacter(characters[next], table);
          if (letter === null) { break; }
          run += letter; length += characters[next].length;
        }
        if (run && (character !== "-" || table.hyphen.has(run))) {
          offset += length; at = next; finish(offset);
          continue;
        }
      }
      finish(offset);
      offset += character.length; at += 1;
    }
    finish(offset);
    return found;
  }

  // The build's `SuffixStemmer.stem`: the longest suffix that leaves a root of four letters (five after a
  // one-letter suffix or once a longer suffix was cut), up to four times; after a suffix that begins with a
  // vowel, a voiced final consonant is given back its root's form (`sozlug|e` → `sozluk`).
  function stem(word, table) {
    if (!table.suffixes || /[0-9]/.test(word)) { return word; }
    var current = word, longCut = false;
    for (var round = 0; round < 4; round++) {
      var cut = null;
      for (var suffix of table.suffixes) {
        var least = suffix.length === 1 || longCut ? 5 : 4;
        if (current.length - suffix.length >= least && current.endsWith(suffix)) { cut = suffix; break; }
      }
      if (!cut) { break; }
      current = current.slice(0, current.length - cut.length);
      longCut = longCut || cut.length > 1;
      var root = table.alternation[current[current.length - 1]];
      if (/^[aeiou]/.test(cut) && root) { current = current.slice(0, -1) + root; }
    }
    return current;
  }

  // A compiler message's location as the compiler prints it (`main.swift:12:5:`, `Foo.swift:3:`): where the
  // learner's copy was, not what it says, so a pasted message is searched by its words alone.
  var location = /^[^\s:]+\.swift(:\d+)+:?$/;

  // The query's terms: each word with its root and as typed. Without a suffix table a part loses what follows
  // an apostrophe.
  function queryTerms(text, table) {
    var terms = [];
    text.split(/\s+/).forEach(function (part) {
      if (location.test(part)) { return; }
      var source = table.suffixes ? part : part.split(apostrophes)[0];
      tokens(source, table).forEach(function (token) {
        if (!terms.some(function (term) { return term.word === token.word; })) {
          terms.push({ word: token.word, stem: stem(token.word, table), text: source.slice(token.start, token.end) });
        }
      });
    });
    return terms;
  }

  // Whether two words are one edit apart: a letter changed, added, dropped, or two neighbours swapped.
  function oneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1 || a === b) { return false; }
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) { i++; }
    if (a.length === b.length) {
      return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  function prepare() {
    var all = window.LESSONBUILD_SEARCH || {};
    var items = [];
    var tables = {};
    var vocabularies = {};
    languages.forEach(function (language, rank) {
      var index = all[language];
      if (!index) { return; }
      var table = tables[language] = folding(index);
      var vocabulary = vocabularies[language] = new Map();
      index.entries.forEach(function (entry, position) {
        // A code name is written as spelled (`reloadData`): its word is the folded form, kept for display.
        var spellings = new Map();
        var words = entry.w.split(" ").map(function (token) {
          var parts = token.split("/"), word = parts[0].toLowerCase();
          if (word !== parts[0]) { spellings.set(word, parts[0]); }
          vocabulary.set(word, parts[1] || word);
          return word;
        });
        items.push({ entry: entry, language: language, rank: rank, position: position, table: table, words: words, spellings: spellings,
                     page: entry.u.split("#")[0],
                     lessonWords: tokens(entry.l, table).map(function (t) { return t.word; }),
                     sectionWords: tokens(entry.s + " " + (entry.d || ""), table).map(function (t) { return t.word; }) });
      });
    });
    return { items: items, tables: tables, vocabularies: vocabularies };
  }

  // Two roots meet when they are equal, when one is the other with a buffer letter more (a cut that took the
  // buffer, `navigasyo|nda`, and one that left it, `navigasyon|da`, are the same word), or when they differ
  // only in a last letter that alternates (`katalog` and `katalok`, the root a suffix left of `katalogu`).
  function rootsMeet(a, b, table) {
    if (a === b) { return true; }
    var shorter = a.length < b.length ? a : b, longer = shorter === a ? b : a;
    if (shorter.length >= 3 && longer.length === shorter.length + 1 && longer.startsWith(shorter)) { return true; }
    if (a.length !== b.length || a.length < 4 || a.slice(0, -1) !== b.slice(0, -1)) { return false; }
    var x = a[a.length - 1], y = b[b.length - 1], map = table ? table.alternation : {};
    return map[x] === y || map[y] === x;
  }

  // How well each word of a language's index answers one term: 4 the word itself, 3 a word it begins, 2 to 3
  // the same root (closer the more letters it shares with the term); only when none of these exists
  // anywhere, the matches of the words one typo away (words of 5+ letters), a little less. A word of one
  // or two letters (`is`, `ve`) matches only itself: as a beginning it would mark every other word.
  function termMatches(term, vocabulary, typos, table) {
    var matches = new Map();
    var short = term.word.length < 3;
    vocabulary.forEach(function (root, word) {
      var value = 0;
      if (word === term.word) { value = 4; }
      else if (short) { return; }
      else if (word.startsWith(term.word)) { value = 3; }
      else if ((term.stem.length >= 3 && rootsMeet(root, term.stem, table)) || oneSuffixOn(word, term.word, table)) {
        var shared = 0;
        while (shared < word.length && word[shared] === term.word[shared]) { shared++; }
        value = 2 + shared / Math.max(word.length, term.word.length);
      }
      if (value) { matches.set(word, value); }
    });
    if (matches.size === 0 && term.word.length >= 5 && typos) {
      // A typo: the words one edit away are searched as if typed, each match counting a little less. A word
      // one edit from the typed word is what was meant; only when there is none do the words whose root is
      // one edit from the typed root count (`paralelik` meant `paralellik`, not `qaralama`: `paral`, `qaral`).
      var near = function (test) {
        var found = [];
        vocabulary.forEach(function (root, word) { if (word.length >= 5 && test(root, word)) { found.push([word, root]); } });
        return found;
      };
      var neighbours = near(function (root, word) { return oneEdit(word, term.word); });
      if (neighbours.length === 0 && term.stem.length >= 5) {
        neighbours = near(function (root) { return oneEdit(root, term.stem); });
      }
      neighbours.forEach(function (neighbour) {
        termMatches({ word: neighbour[0], stem: neighbour[1] }, vocabulary, false, table).forEach(function (value, found) {
          matches.set(found, Math.max(matches.get(found) || 0, value * 0.9));
        });
      });
    }
    return matches;
  }

  // Whether `typed` is the index word `word` with one suffix of the table after it (`öğe|ler`): the root of a
  // short word, which the stemmer leaves whole (it keeps four letters at least), met as the root match is.
  function oneSuffixOn(word, typed, table) {
    return !!table.suffixSet && word.length >= 3 && typed.length > word.length && typed.startsWith(word)
      && table.suffixSet.has(typed.slice(word.length));
  }

  function bestIn(words, matches) {
    var best = 0;
    for (var word of words) { var value = matches.get(word) || 0; if (value > best) { best = value; } }
    return best;
  }

  // How well a section answers one term (0: not at all): the best word, a term met in the lesson's title or
  // the section's heading counting more, and a section that uses several forms of it a little more.
  function termScore(item, matches) {
    var best = bestIn(item.words, matches);
    if (best === 0) { return 0; }
    best += 0.1 * Math.min(5, item.words.filter(function (word) { return (matches.get(word) || 0) >= 2; }).length);
    return best + Math.max(0.75 * bestIn(item.sectionWords, matches), 0.6 * bestIn(item.lessonWords, matches));
  }

  // How close together a section's lesson title, heading and text hold the terms it matches: 1 when they
  // stand side by side, less the more words lie between them (the shortest stretch that holds each once).
  function closeness(item, matchesPerTerm, present) {
    if (present < 2) { return 0; }
    var hits = [];
    tokens([item.entry.l, item.entry.s || "", item.entry.t || ""].join(" . "), item.table).forEach(function (token, position) {
      matchesPerTerm.forEach(function (matches, term) { if (matches.has(token.word)) { hits.push([position, term]); } });
    });
    var seen = new Map(), distinct = 0, from = 0, best = Infinity, most = 0;
    for (var to = 0; to < hits.length; to++) {
      var term = hits[to][1];
      seen.set(term, (seen.get(term) || 0) + 1);
      if (seen.get(term) === 1) { distinct += 1; }
      while (seen.get(hits[from][1]) > 1) { seen.set(hits[from][1], seen.get(hits[from][1]) - 1); from += 1; }
      var span = hits[to][0] - hits[from][0];
      if (distinct > most || (distinct === most && span < best)) { most = distinct; best = span; }
    }
    return most < 2 ? 0 : (most / present) * (most - 1) / Math.max(most - 1, best);
  }

  // Every term helps and none is required. A term weighs by how rare it is among the language's sections
  // (inverse document frequency), a section's score is its terms' weighted scores times the share of the
  // query's weight it holds (so holding more of the words, and the rarer ones, ranks higher), and terms that
  // stand close together in its text add to it.
  function scoreAll(items, matchesPerTerm) {
    var bests = items.map(function (item) { return matchesPerTerm.map(function (matches) { return termScore(item, matches); }); });
    var weights = matchesPerTerm.map(function (matches, term) {
      var holding = bests.filter(function (scores) { return scores[term] > 0; }).length;
      return holding === 0 ? 0 : Math.log(1 + items.length / holding);
    });
    var possible = weights.reduce(function (sum, weight) { return sum + weight; }, 0);
    return items.map(function (item, at) {
      var total = 0, held = 0, present = 0;
      bests[at].forEach(function (value, term) {
        if (value > 0) { total += value * weights[term]; held += weights[term]; present += 1; }
      });
      if (total === 0) { return 0; }
      var share = held / possible;
      return total * share * share * (1 + 0.5 * closeness(item, matchesPerTerm, present));
    });
  }

  // Results grouped by page: a lesson is one result (its best section), its other matching sections under it.
  // `unmatched`: the words of the query that matched nothing in any language loaded.
  function search(text) {
    var queries = {}, matching = {};
    Object.keys(prepared.tables).forEach(function (language) {
      var table = prepared.tables[language];
      queries[language] = queryTerms(text, table);
      matching[language] = queries[language].map(function (term) { return termMatches(term, prepared.vocabularies[language], true, table); });
    });
    var query = queries[languages[0]] || queryTerms(text, folding(null));
    if (query.length === 0) { return { query: query, found: [], sections: 0, unmatched: [] }; }
    var found = [];
    Object.keys(prepared.tables).forEach(function (language) {
      var items = prepared.items.filter(function (item) { return item.language === language; });
      scoreAll(items, matching[language]).forEach(function (score, at) {
        if (score > 0) { found.push({ item: items[at], matches: matching[language], score: score }); }
      });
    });
    found.sort(function (a, b) { return a.item.rank - b.item.rank || b.score - a.score || a.item.position - b.item.position; });
    var groups = [], byPage = new Map();
    found.forEach(function (result) {
      var key = result.item.language + " " + result.item.page;
      var group = byPage.get(key);
      if (group) { group.more.push(result); return; }
      group = { best: result, more: [] };
      byPage.set(key, group);
      groups.push(group);
    });
    var unmatched = query.filter(function (term, at) {
      return Object.keys(matching).every(function (language) {
        var matches = matching[language][at];
        return !matches || matches.size === 0;
      });
    }).map(function (term) { return term.text; });
    return { query: query, found: groups, sections: found.length, unmatched: unmatched };
  }

  function matchedWord(word, matches) {
    return matches.some(function (perTerm) { return perTerm.has(word); });
  }

  // A result's address: the page, `?h=` with the index words that matched (the page marks them), the section.
  function resultHref(result) {
    var words = result.item.words.filter(function (word) { return matchedWord(word, result.matches); }).slice(0, 8);
    var parts = result.item.entry.u.split("#");
    return rootPath + parts[0] + "?h=" + encodeURIComponent(words.join(" ")) + (parts[1] ? "#" + parts[1] : "");
  }

  // The words around the first match, every match in them marked.
  // Which of the query's terms a word of the index answers (-1: none).
  function termOf(word, matches) {
    for (var at = 0; at < matches.length; at++) { if (matches[at].has(word)) { return at; } }
    return -1;
  }

  // Where the excerpt starts: at the match from which the next two thirds of the excerpt hold the most
  // different terms (the first such), so a passage that answers several words shows rather than the
  // first lone one.
  function densest(hits, length) {
    var best = 0, most = 0;
    hits.forEach(function (hit, at) {
      var terms = new Set();
      for (var next = at; next < hits.length && hits[next].start - hit.start <= (length * 2) / 3; next++) { terms.add(hits[next].term); }
      if (terms.size > most) { most = terms.size; best = hit.start; }
    });
    return best;
  }

  function excerpt(text, result, length) {
    var hits = tokens(text, result.item.table).map(function (token) {
      return { start: token.start, end: token.end, term: termOf(token.word, result.matches) };
    }).filter(function (hit) { return hit.term >= 0; });
    var ranges = hits.map(function (hit) { return [hit.start, hit.end]; });
    var first = hits.length ? densest(hits, length) : 0;
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

  // When the words around the match show none of it, the match is in the section's code: its names that
  // matched, as the code spells them, each marked.
  function codeMatches(result) {
    var names = result.item.words.filter(function (word) { return result.item.spellings.has(word) && matchedWord(word, result.matches); }).slice(0, 6);
    if (!names.length) { return null; }
    var line = document.createElement("p");
    line.className = "result-code";
    var code = document.createElement("code");
    names.forEach(function (word, at) {
      if (at > 0) { code.appendChild(document.createTextNode(" ")); }
      var mark = document.createElement("mark");
      mark.textContent = result.item.spellings.get(word);
      code.appendChild(mark);
    });
    line.appendChild(code);
    return line;
  }

  function render(list, groups, limit, length) {
    list.textContent = "";
    groups.slice(0, limit).forEach(function (group) {
      var result = group.best;
      var entry = result.item.entry;
      var item = document.createElement("li");
      if (result.item.language !== languages[0]) { item.lang = result.item.language; }
      var link = document.createElement("a");
      link.href = resultHref(result);
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
      var shown = excerpt(entry.t || entry.s || entry.l, result, length);
      item.appendChild(shown);
      if (!shown.querySelector("mark")) { var code = codeMatches(result); if (code) { item.appendChild(code); } }
      // The lesson's other matching sections, by heading: the lesson stays one result.
      var more = group.more.filter(function (other) { return other.item.entry.s; }).slice(0, 3);
      if (more.length) {
        var others = document.createElement("ul");
        others.className = "result-more";
        more.forEach(function (other) {
          var row = document.createElement("li");
          var to = document.createElement("a");
          to.href = resultHref(other);
          to.textContent = other.item.entry.s;
          row.appendChild(to);
          others.appendChild(row);
        });
        item.appendChild(others);
      }
      list.appendChild(item);
    });
  }

  // A count's text in the form the page's language takes for it (CLDR plural categories; the page
  // gives its forms as JSON, "other" always among them).
  function counted(forms, n) {
    var all = JSON.parse(forms);
    var category = "other";
    try { category = new Intl.PluralRules(document.documentElement.lang).select(n); } catch (e) {}
    return (all[category] || all.other).replace("{n}", n);
  }

  function countText(total, shown) {
    if (total === 0) { return body.dataset.none; }
    if (shown < total) { return counted(body.dataset.showing, total).replace("{shown}", shown); }
    return counted(body.dataset.count, total);
  }

  // The count, and when some of the query's words matched nothing (the others still found results),
  // which: the reader sees what the results are not about.
  function statusText(result, shown) {
    var text = countText(result.found.length, shown);
    if (result.found.length && result.unmatched.length) {
      text += " " + body.dataset.unmatched.replace("{words}", result.unmatched.join(", "));
    }
    return text;
  }

  // The search page: every result, no cap; the page's language as soon as it is in, then the others.
  if (pageList && pageStatus) {
    var initial = new URLSearchParams(window.location.search).get("q") || "";
    input.value = initial;
    // The language switch leads to the other language's search page with the same query.
    var switcher = document.querySelector("a.language");
    var switchTo = switcher && switcher.getAttribute("href").split("?")[0];
    var showPage = function () {
      if (switcher) { switcher.setAttribute("href", switchTo + (input.value ? "?q=" + encodeURIComponent(input.value) : "")); }
      pageList.setAttribute("aria-busy", "true");
      if (!prepared) { pageStatus.textContent = body.dataset.loading; }
      var text = input.value;
      withIndexes(function () {
        if (text !== input.value) { return null; }
        var result = search(text);
        render(pageList, result.found, result.found.length, 240);
        pageStatus.textContent = result.query.length === 0 ? "" : statusText(result, result.found.length);
        return result;
      }, function () { pageList.setAttribute("aria-busy", "false"); });
    };
    input.addEventListener("input", showPage);
    showPage();
  } else {
    // Every other page: a panel under the field, the first results, a link to all of them.
    var panel = document.createElement("div");
    panel.id = "lb_search-panel";
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
      var text = input.value;
      if (!prepared && text.trim()) {
        // Until the index is in, the panel says so rather than staying blank.
        list.textContent = "";
        count.textContent = body.dataset.loading;
        all.hidden = true;
        panel.hidden = false;
      }
      withIndexes(function () {
        if (text !== input.value) { return null; }
        var result = search(text);
        if (result.query.length === 0) { close(); return result; }
        render(list, result.found, panelLimit, 130);
        count.textContent = statusText(result, Math.min(panelLimit, result.found.length));
        all.href = form.getAttribute("action") + "?q=" + encodeURIComponent(text);
        all.hidden = result.found.length <= panelLimit;
        panel.hidden = false;
        return result;
      }, function () { list.setAttribute("aria-busy", "false"); });
    };
    input.addEventListener("input", showPanel);
    input.addEventListener("focus", function () { loadIndex(languages[0], function () {}); });
    // Once the page is in and the browser idle, the page's language's index is fetched ahead of a search
    // (not on a connection that asks to save data): on a slow connection the index is a few seconds of
    // download, and a reader who reads before searching then finds the results waiting.
    window.addEventListener("load", function () {
      if (navigator.connection && navigator.connection.saveData) { return; }
      (window.requestIdleCallback || function (callback) { window.setTimeout(callback, 200); })(function () {
        loadIndex(languages[0], function () {});
      });
    });
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

  // "/" or "s" jumps to the search field from anywhere but a field, as Ctrl+K (⌘K) does from anywhere.
  document.addEventListener("keydown", function (event) {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === "k" || event.key === "K")) {
      event.preventDefault();
      input.focus();
      input.select();
      return;
    }
    if ((event.key !== "/" && event.key !== "s" && event.key !== "S") || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
