(function () {
  "use strict";
  function remember(code) { try { localStorage.setItem("lessonbuild-language", code); } catch (error) { /* not remembered */ } }
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[data-language], a.language[hreflang]") : null;
    if (link) { remember(link.getAttribute("data-language") || link.getAttribute("hreflang")); }
  });
  var grid = document.getElementById("lb_languages");
  if (!grid) { return; }
  var cards = Array.prototype.slice.call(grid.querySelectorAll(":scope > .language-card[lang]"));
  var codes = cards.map(function (card) { return card.getAttribute("lang"); });
  function known(tag) {
    if (!tag) { return null; }
    var lower = tag.toLowerCase();
    var exact = codes.filter(function (code) { return code.toLowerCase() === lower; })[0];
    return exact || codes.filter(function (code) { return code.toLowerCase().split("-")[0] === lower.split("-")[0]; })[0] || null;
  }
  var chosen = null;
  try { chosen = known(localStorage.getItem("lessonbuild-language")); } catch (error) { /* storage refused */ }
  if (!chosen) { chosen = (navigator.languages || [navigator.language]).map(known).filter(Boolean)[0] || null; }
  var first = cards.filter(function (card) { return card.getAttribute("lang") === chosen; })[0];
  if (first && first !== cards[0]) { grid.insertBefore(first, cards[0]); }
})();
