(function () {
  "use strict";
  if (!document.getElementById("lb_names")) { return; }
  function mark(code) {
    var walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    var node = walker.nextNode(), nodeStart = 0, end = 0;
    code.dataset.names.split(" ").forEach(function (part) {
      var numbers = part.split(",").map(Number);
      var start = end + numbers[0], length = numbers[1];
      end = start + length;
      while (node && nodeStart + node.length <= start) { nodeStart += node.length; node = walker.nextNode(); }
      // A name split over two text nodes (a search hit marked inside it) is left as it is.
      if (!node || start + length > nodeStart + node.length) { return; }
      var term = document.getElementById("lb_name-" + numbers[2]);
      if (!term) { return; }
      var target = term.nextElementSibling.querySelector("a[href]");
      var name = document.createElement(target ? "a" : "span");
      if (target) { name.setAttribute("href", target.getAttribute("href")); }
      name.tabIndex = code.querySelector("[data-n]") ? -1 : 0;
      name.dataset.n = numbers[2];
      // A name of one or two letters gets a wider box on a phone (the stylesheet), for the finger.
      if (length <= 2) { name.className = "nm-short" + length; }
      var text = node.splitText(start - nodeStart);
      var rest = text.splitText(length);
      text.parentNode.insertBefore(name, text);
      name.appendChild(text);
      walker.currentNode = rest;
      node = rest;
      nodeStart = start + length;
    });
  }
  document.querySelectorAll("code[data-names]").forEach(mark);
  var pop = document.createElement("div");
  pop.id = "lb_name-popover";
  pop.className = "nm-pop";
  pop.setAttribute("role", "tooltip");
  pop.hidden = true;
  // Inside the page's main landmark, like all its content (the page's ancestors are not positioned, so
  // the popover's place is the same as from the body).
  (document.querySelector("main") || document.body).appendChild(pop);
  var current = null, tapped = null, touch = false, timer = 0;

  function place(name) {
    var box = name.getBoundingClientRect();
    pop.style.left = "0px";
    pop.style.top = "0px";
    var width = pop.offsetWidth, height = pop.offsetHeight;
    var left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8));
    var top = box.bottom + 6;
    if (top + height > window.innerHeight && box.top - height - 6 > 0) { top = box.top - height - 6; }
    pop.style.left = (left + window.scrollX) + "px";
    pop.style.top = (top + window.scrollY) + "px";
  }
  function show(name, byKeyboard) {
    clearTimeout(timer);
    if (current === name && !pop.hidden) { return; }
    var term = document.getElementById("lb_name-" + name.dataset.n);
    var entry = term ? term.nextElementSibling : null;
    if (!entry) { return; }
    if (current) { current.removeAttribute("aria-describedby"); }
    pop.replaceChildren.apply(pop, Array.prototype.map.call(entry.childNodes, function (node) { return node.cloneNode(true); }));
    if (byKeyboard && document.body.dataset.namesKeys && namesOf(name).length > 1) {
      var keys = document.createElement("p");
      keys.className = "nm-keys";
      keys.textContent = document.body.dataset.namesKeys;
      pop.appendChild(keys);
    }
    current = name;
    name.setAttribute("aria-describedby", "lb_name-popover");
    pop.hidden = false;
    place(name);
  }
  function hide() {
    clearTimeout(timer);
    pop.hidden = true;
    tapped = null;
    if (current) { current.removeAttribute("aria-describedby"); current = null; }
  }
  function hideSoon() { clearTimeout(timer); timer = setTimeout(hide, 250); }
  function nameOf(target) { return target && target.closest ? target.closest("[data-n]") : null; }

  document.addEventListener("pointerdown", function (event) { touch = event.pointerType !== "mouse"; }, true);
  document.addEventListener("pointerover", function (event) {
    if (event.pointerType !== "mouse") { return; }
    var name = nameOf(event.target);
    if (name) { show(name); } else if (pop.contains(event.target)) { clearTimeout(timer); }
  });
  document.addEventListener("pointerout", function (event) {
    if (event.pointerType !== "mouse") { return; }
    if (nameOf(event.target) || pop.contains(event.target)) { hideSoon(); }
  });
  document.addEventListener("focusin", function (event) {
    var name = nameOf(event.target);
    if (name) { rove(name); }
    if (name && !touch) { show(name, true); } else if (!name && !pop.contains(event.target)) { hide(); }
  });
  // The name focused last is its code's Tab stop; the others are reached with the arrows.
  function namesOf(name) {
    var code = name.closest("code[data-names]");
    return code ? Array.prototype.slice.call(code.querySelectorAll("[data-n]")) : [name];
  }
  function rove(name) { namesOf(name).forEach(function (other) { other.tabIndex = other === name ? 0 : -1; }); }
  // Before the page's own arrows (which page through the lessons): on a name they move between names.
  window.addEventListener("keydown", function (event) {
    var name = nameOf(event.target);
    if (!name || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    var names = namesOf(name), at = names.indexOf(name), to = -1;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") { to = Math.min(at + 1, names.length - 1); }
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { to = Math.max(at - 1, 0); }
    else if (event.key === "Home") { to = 0; }
    else if (event.key === "End") { to = names.length - 1; }
    if (to < 0) { return; }
    event.preventDefault();
    event.stopImmediatePropagation();
    names[to].focus();
  }, true);
  document.addEventListener("focusout", function (event) {
    if (nameOf(event.target) && !pop.contains(event.relatedTarget)) { hideSoon(); }
  });
  document.addEventListener("click", function (event) {
    var name = nameOf(event.target);
    if (name && touch) {
      if (tapped !== name) { event.preventDefault(); show(name); tapped = name; }
      return;
    }
    if (!name && !pop.contains(event.target)) { hide(); }
  });
  // Before the page's own Escape (which closes panels): a shown popover is what Escape closes first.
  window.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && !pop.hidden) { hide(); event.stopImmediatePropagation(); }
  }, true);
  window.addEventListener("resize", function () { if (current) { place(current); } });
})();
