"use strict";
(function () {
  var body = document.body;
  var root = document.documentElement;
  function singleKeysOff() { return root.getAttribute("data-single-keys") === "off"; }
  function inField(target) { return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)); }

  // Single-key shortcuts can be turned off (WCAG 2.1.4: a speech user's words must not act as keys): a
  // switch at the foot of every page, remembered. Off, the keys of every script (search's "/" and "s"
  // too, stopped here before its listener) do nothing; Ctrl+K, which needs a modifier, stays.
  function singleKeysSwitch(hint) {
    if (!body.dataset.singleKeys) { return; }
    window.addEventListener("keydown", function (event) {
      if (!singleKeysOff() || event.ctrlKey || event.metaKey || event.altKey || inField(event.target)) { return; }
      if (event.key === "/" || event.key === "s" || event.key === "S" || event.key === "?") { event.stopImmediatePropagation(); }
    }, true);
    var setting = document.createElement("p");
    setting.className = "single-keys";
    var label = document.createElement("label");
    var box = document.createElement("input");
    box.type = "checkbox";
    box.checked = !singleKeysOff();
    var field = document.getElementById("lb_search");
    var announce = function () { if (field) { field.setAttribute("aria-keyshortcuts", singleKeysOff() ? "Control+K" : "/ S Control+K"); } };
    box.addEventListener("change", function () {
      if (box.checked) { root.removeAttribute("data-single-keys"); remember("lessonbuild-single-keys", null); }
      else { root.setAttribute("data-single-keys", "off"); remember("lessonbuild-single-keys", "off"); }
      if (hint) { hint.hidden = !box.checked; }
      announce();
    });
    announce();
    label.appendChild(box);
    label.appendChild(document.createTextNode(body.dataset.singleKeys));
    setting.appendChild(label);
    var foot = document.querySelector("footer.site-footer");
    if (!foot) { foot = document.createElement("footer"); foot.className = "site-footer"; body.appendChild(foot); }
    foot.appendChild(setting);
  }
  function remember(key, value) { try { if (value === null) { localStorage.removeItem(key); } else { localStorage.setItem(key, value); } } catch (error) { /* not remembered */ } }

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
        area.className = "copy-area";
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

  // A block wider than its column is marked (a cue at its edge, with the stylesheet's shadows); a
  // transcript that is wider gets a button that wraps its lines (on a phone they start wrapped).
  var blocks = Array.prototype.slice.call(document.querySelectorAll("figure.code > pre, figure.output > pre"));
  var markEdges = function (pre) {
    pre.classList.toggle("at-start", pre.scrollLeft <= 1);
    pre.classList.toggle("at-end", pre.scrollLeft + pre.clientWidth >= pre.scrollWidth - 1);
  };
  var markScrolling = function () {
    blocks.forEach(function (pre) { pre.classList.toggle("scrolls", pre.scrollWidth > pre.clientWidth + 1); markEdges(pre); });
  };
  blocks.forEach(function (pre) { pre.addEventListener("scroll", function () { markEdges(pre); }, { passive: true }); });
  document.querySelectorAll("figure.output").forEach(function (figure) {
    var pre = figure.querySelector("pre");
    var caption = figure.querySelector("figcaption");
    if (!pre || !caption) { return; }
    figure.classList.add("unwrapped");
    var wide = pre.scrollWidth > pre.clientWidth + 1;
    figure.classList.remove("unwrapped");
    if (!wide) { return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "wrap-toggle";
    button.textContent = body.dataset.wrap;
    var show = function () { button.setAttribute("aria-pressed", getComputedStyle(pre).whiteSpace === "pre-wrap" ? "true" : "false"); };
    button.addEventListener("click", function () {
      var wrapped = getComputedStyle(pre).whiteSpace === "pre-wrap";
      figure.classList.toggle("wrapped", !wrapped);
      figure.classList.toggle("unwrapped", wrapped);
      show();
      markScrolling();
    });
    show();
    caption.insertBefore(button, caption.firstChild);
  });
  markScrolling();
  window.addEventListener("resize", markScrolling);

  // Paper shows an exercise's output with its answer: folded outputs open for printing, then fold again.
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    openedForPrint = Array.prototype.slice.call(document.querySelectorAll("details.exercise-output:not([open]), details.kernel-fold:not([open])"));
    openedForPrint.forEach(function (details) { details.open = true; });
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (details) { details.open = false; });
    openedForPrint = [];
  });

  var hint = document.querySelector(".key-hint");
  singleKeysSwitch(hint);

  // "?" shows the keys the site knows, in a dialog that Escape closes.
  var help = null;
  document.addEventListener("keydown", function (event) {
    if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey || singleKeysOff()) { return; }
    if (inField(event.target)) { return; }
    event.preventDefault();
    if (!help) {
      help = document.createElement("dialog");
      help.className = "keys-help";
      help.setAttribute("aria-labelledby", "lb_keys");
      var title = document.createElement("h2");
      title.id = "lb_keys";
      title.textContent = body.dataset.keysTitle;
      var list = document.createElement("ul");
      (body.dataset.keys || "").split("|").forEach(function (line) {
        var item = document.createElement("li");
        item.textContent = line;
        list.appendChild(item);
      });
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "×";
      close.setAttribute("aria-label", "Esc");
      close.addEventListener("click", function () { help.close(); });
      help.appendChild(close);
      help.appendChild(title);
      help.appendChild(list);
      body.appendChild(help);
    }
    if (!help.open) { help.showModal(); }
  });

  var tools = document.querySelector(".header-tools");
  // Theme: system → light → dark, remembered; theme.js applies it before the next page paints.
  if (tools) {
    var names = (body.dataset.themeNames || "").split("|");
    var themes = ["system", "light", "dark"];
    var themeButton = document.createElement("button");
    themeButton.type = "button";
    themeButton.className = "theme-toggle";
    var showTheme = function () {
      var current = root.getAttribute("data-theme") || "system";
      themeButton.textContent = body.dataset.themeLabel + ": " + names[themes.indexOf(current)];
    };
    themeButton.addEventListener("click", function () {
      var current = root.getAttribute("data-theme") || "system";
      var next = themes[(themes.indexOf(current) + 1) % themes.length];
      if (next === "system") { root.removeAttribute("data-theme"); remember("lessonbuild-theme", null); }
      else { root.setAttribute("data-theme", next); remember("lessonbuild-theme", next); }
      showTheme();
    });
    showTheme();
    tools.appendChild(themeButton);
  }

  // The lessons column can be hidden on a wide screen (on a phone it is the menu button instead).
  var menu = document.getElementById("lb_menu");
  if (menu && tools) {
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "sidebar-toggle";
    toggle.textContent = "☰";
    toggle.setAttribute("aria-label", body.dataset.collapse);
    toggle.setAttribute("aria-controls", "lb_menu");
    var showToggle = function () { toggle.setAttribute("aria-pressed", root.classList.contains("nav-collapsed") ? "true" : "false"); };
    toggle.addEventListener("click", function () {
      root.classList.toggle("nav-collapsed");
      remember("lessonbuild-sidebar", root.classList.contains("nav-collapsed") ? "hidden" : null);
      showToggle();
    });
    showToggle();
    tools.insertBefore(toggle, tools.firstChild);
  }

  // Wide screens show the lessons and "on this page" whatever their <details> state (the stylesheet's
  // ::details-content rules). A browser without them (Safari before 18.4, Chrome before 131, Firefox before
  // 143) hides a closed details' content whatever the stylesheet says: there, and only when the content
  // really is hidden, the script opens it on a wide screen, and folds it again if the window narrows.
  var wide = window.matchMedia("(min-width: 901px)");
  function keepShown(details, media) {
    if (!details) { return; }
    var openedHere = false;
    var apply = function () {
      var content = details.querySelector(":scope > :not(summary)");
      // (A closed details' content keeps its box in newer engines, hidden by content-visibility: checkVisibility sees that.)
      var hidden = content && (content.checkVisibility ? !content.checkVisibility() : content.getClientRects().length === 0);
      if (media.matches && !details.open && hidden) { details.open = true; openedHere = true; }
      else if (!media.matches && openedHere) { details.open = false; openedHere = false; }
    };
    apply();
    media.addEventListener("change", apply);
  }
  keepShown(menu, wide);
  keepShown(document.querySelector("details.toc"), window.matchMedia("(min-width: 1200px)"));

  // The phone menu closes with Escape and gives focus back to its button; it never holds focus.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !menu || !menu.open || wide.matches) { return; }
    menu.open = false;
    menu.querySelector("summary").focus();
  });

  // Left and right arrows page through the lessons, as the rel="prev"/"next" links do, except where
  // they mean something else: typing, a code block (it scrolls), the search panel, an open menu.
  if (hint) { hint.hidden = singleKeysOff(); }
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented || singleKeysOff()) { return; }
    var target = event.target;
    if (target && target.nodeType === 1) {
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|SUMMARY)$/.test(target.tagName)) { return; }
      if (target.closest("pre, .search-panel, .table-wrap, details.menu[open]")) { return; }
    }
    var rel = event.key === "ArrowLeft" ? "prev" : (event.key === "ArrowRight" ? "next" : null);
    var link = rel && document.querySelector('nav.pager a[rel="' + rel + '"]');
    if (link) { window.location.href = link.href; }
  });

  // Arrived from a search result (`?h=` the words that matched, folded): those words are marked on the page,
  // and the block of the section the result named that holds most of them (or the page's first) is brought
  // into view.
  var wanted = new URLSearchParams(window.location.search).get("h");
  var article = document.querySelector("main");
  if (wanted && article) {
    var words = new Set(wanted.split(" ").filter(Boolean));
    var fold = function (word) {
      return word.replace(/[\u0131I\u0130]/g, "i").replace(/[\u0259\u018f]/g, "e").normalize("NFD").replace(/\p{M}/gu, "").toUpperCase().toLowerCase();
    };
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, { acceptNode: function (node) {
      return node.parentElement.closest("a.anchor, script, style, mark") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    } });
    var texts = [];
    for (var node = walker.nextNode(); node; node = walker.nextNode()) { texts.push(node); }
    var marks = [];
    texts.forEach(function (text) {
      var value = text.nodeValue, pattern = /[\p{L}\p{N}\p{M}]+/gu, found, cursor = 0, pieces = [];
      while ((found = pattern.exec(value)) !== null) {
        if (!words.has(fold(found[0]))) { continue; }
        pieces.push(document.createTextNode(value.slice(cursor, found.index)));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = found[0];
        pieces.push(mark);
        marks.push(mark);
        cursor = found.index + found[0].length;
      }
      if (pieces.length === 0) { return; }
      pieces.push(document.createTextNode(value.slice(cursor)));
      pieces.forEach(function (piece) { text.parentNode.insertBefore(piece, text); });
      text.remove();
    });
    var heading = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    var visible = marks.filter(function (mark) { return mark.getClientRects().length > 0; });
    var inSection = visible.filter(function (mark) {
      return !heading || (heading.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    // The reader lands on the block of the section (paragraph, list item, code block, table cell) that holds
    // the most different matched words, the first such: where the query is answered, not on the first word.
    var blocks = new Map();
    var sectionEnd = heading && Array.prototype.slice.call(article.querySelectorAll("h2")).filter(function (h2) {
      return heading.compareDocumentPosition(h2) & Node.DOCUMENT_POSITION_FOLLOWING;
    })[0];
    inSection.forEach(function (mark) {
      if (sectionEnd && (sectionEnd.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING)) { return; }
      var block = mark.closest("p, li, pre, td, th, dt, dd, h2, h3, h4") || mark.parentElement;
      if (!blocks.has(block)) { blocks.set(block, { first: mark, words: new Set() }); }
      blocks.get(block).words.add(fold(mark.textContent));
    });
    var target = null, most = 0;
    blocks.forEach(function (found) { if (found.words.size > most) { most = found.words.size; target = found.first; } });
    target = target || inSection[0] || visible[0];
    if (target) { target.classList.add("search-hit-first"); target.scrollIntoView({ block: "center" }); }
  }

  // "On this page": the section being read is marked as the page scrolls.
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  var targets = tocLinks.map(function (link) { return document.getElementById(decodeURIComponent(link.hash.slice(1))); });
  if (tocLinks.length > 0) {
    var scheduled = false;
    var track = function () {
      scheduled = false;
      var current = -1;
      targets.forEach(function (target, index) { if (target && target.getBoundingClientRect().top < 120) { current = index; } });
      tocLinks.forEach(function (link, index) {
        link.classList.toggle("active", index === current);
        if (index === current) { link.setAttribute("aria-current", "location"); } else { link.removeAttribute("aria-current"); }
      });
    };
    window.addEventListener("scroll", function () { if (!scheduled) { scheduled = true; requestAnimationFrame(track); } }, { passive: true });
    track();
  }
})();
