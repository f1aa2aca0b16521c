"use strict";
(function () {
  try {
    var theme = localStorage.getItem("lessonbuild-theme");
    if (theme === "light" || theme === "dark") { document.documentElement.setAttribute("data-theme", theme); }
    if (localStorage.getItem("lessonbuild-sidebar") === "hidden") { document.documentElement.classList.add("nav-collapsed"); }
    if (localStorage.getItem("lessonbuild-single-keys") === "off") { document.documentElement.setAttribute("data-single-keys", "off"); }
  } catch (error) { /* storage refused (private mode): follow the system */ }
})();
