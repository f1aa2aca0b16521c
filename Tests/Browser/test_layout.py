"""What a reader sees: code that fits, aligned boxes, reading without script, themes, folds, print."""
from selenium.webdriver.common.by import By

from conftest import PACKAGE, open_page, requested_urls, set_view, shown, wait_for_search, wait_until

LINES = """
var report = {lines: 0, fit: 0};
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
document.querySelectorAll('figure pre').forEach(function (pre) {
  var style = getComputedStyle(pre);
  var room = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  var probe = document.createElement('span');
  probe.textContent = 'M'.repeat(100);
  (pre.firstElementChild || pre).appendChild(probe);
  var glyph = probe.getBoundingClientRect().width / 100;
  probe.remove();
  pre.textContent.replace(/\\n$/, '').split('\\n').forEach(function (line) {
    report.lines += 1;
    if (line.length * glyph <= room + 0.5) { report.fit += 1; }
  });
});
return report;
"""


def test_code_lines_fit_at_1440(browser, site):
    set_view(browser, "desktop", "light")
    lines = fit = 0
    for path in sorted(site.glob("*/*.html")):
        open_page(browser, site, str(path.relative_to(site)))
        report = browser.execute_script(LINES)
        lines += report["lines"]
        fit += report["fit"]
    assert lines > 500
    assert fit / lines >= 0.99, f"{fit} of {lines} code lines fit"


def test_code_and_output_boxes_align_on_a_phone(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    pairs = browser.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.pair'), function (pair) {"
        " var code = pair.querySelector('figure.code').getBoundingClientRect();"
        # An exercise's output is boxed by its disclosure: that box is the one lined up with the code.
        " var out = (pair.querySelector('details.exercise-output') || pair.querySelector('figure.output')).getBoundingClientRect();"
        " return [code.left, code.right, out.left, out.right, document.documentElement.clientWidth]; });")
    assert pairs
    for left, right, out_left, out_right, width in pairs:
        assert abs(left - out_left) < 1 and abs(right - out_right) < 1
        assert right <= width


def test_the_sidebar_stays_and_the_contents_column_tracks_the_section(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    browser.execute_script("window.scrollTo(0, document.body.scrollHeight / 2)")
    wait_until(browser, "return document.querySelector('.toc a.active') !== null")
    menu_top = browser.execute_script("return document.getElementById('lb_menu').getBoundingClientRect().top")
    assert menu_top == 0
    active = browser.find_elements(By.CSS_SELECTOR, ".toc a.active")
    assert len(active) == 1 and shown(browser, active[0])


def test_reading_needs_no_script(browser, site):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        set_view(browser, "desktop", "light")
        open_page(browser, site, "tr/02-navigasyon.html")
        assert shown(browser, browser.find_element(By.CSS_SELECTOR, "nav.sidebar a[aria-current=page]"))
        assert shown(browser, browser.find_element(By.CSS_SELECTOR, ".toc nav a"))
        assert shown(browser, browser.find_element(By.CSS_SELECTOR, "figure.output samp"))
        assert browser.find_elements(By.CSS_SELECTOR, "button.copy") == []
        set_view(browser, "phone", "light")
        open_page(browser, site, "tr/02-navigasyon.html")
        current = browser.find_element(By.CSS_SELECTOR, "nav.sidebar a[aria-current=page]")
        assert not shown(browser, current)   # folded behind the menu button on a phone
        browser.find_element(By.CSS_SELECTOR, "#lb_menu > summary").click()
        assert shown(browser, current)
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_theme_toggle_is_remembered(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/index.html")
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    button = browser.find_element(By.CSS_SELECTOR, "button.theme-toggle")
    button.click()   # system → light
    button.click()   # light → dark
    assert browser.execute_script("return document.documentElement.dataset.theme") == "dark"
    open_page(browser, site, "tr/kernels.html")
    assert browser.execute_script("return document.documentElement.dataset.theme") == "dark"
    assert browser.execute_script("return getComputedStyle(document.body).backgroundColor") != light
    browser.find_element(By.CSS_SELECTOR, "button.theme-toggle").click()   # dark → system
    assert browser.execute_script("return document.documentElement.dataset.theme") is None


def test_no_request_leaves_the_site(browser, site):
    set_view(browser, "desktop", "light")
    requested_urls(browser)
    for page in ["index.html", "tr/01-yasam-dongusu.html", "az/kernels.html"]:
        open_page(browser, site, page)
        browser.find_element(By.ID, "lb_search").send_keys("a")
        wait_for_search(browser, "#lb_search-panel .search-results")
        urls = requested_urls(browser)
        assert any(url.endswith("/az/search-index.js") for url in urls), urls
        assert all(url.startswith("file://") for url in urls), urls


def test_kernel_listings_fold_after_their_first_appearance(browser, site):
    set_view(browser, "desktop", "light")
    seen = {}
    for path in sorted(site.glob("tr/0*.html")):
        open_page(browser, site, str(path.relative_to(site)))
        for fold in browser.find_elements(By.CSS_SELECTOR, "details.kernel-fold"):
            name = fold.find_element(By.CSS_SELECTOR, "figcaption a").get_attribute("textContent")
            assert (fold.get_attribute("open") is not None) == (name not in seen), (path.name, name)
            seen[name] = True


def test_kernels_page_lists_users_and_the_copy_button_covers_no_code(browser, site):
    for size in ["desktop", "phone"]:
        set_view(browser, size, "light")
        open_page(browser, site, "tr/kernels.html")
        for figure in browser.find_elements(By.CSS_SELECTOR, "figure.code"):
            button = figure.find_element(By.CSS_SELECTOR, "button.copy").rect
            code = figure.find_element(By.TAG_NAME, "code").rect
            assert button["y"] + button["height"] <= code["y"], (size, button, code)
    assert browser.find_elements(By.CSS_SELECTOR, "ul.used-in li a")
    assert browser.find_elements(By.CSS_SELECTOR, ".toc a[href^='#']")


def test_print_keeps_outputs_with_their_code(browser, site):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        open_page(browser, site, "tr/01-yasam-dongusu.html")
        styles = browser.execute_script(
            "var out = getComputedStyle(document.querySelector('figure.output'));"
            "var menu = getComputedStyle(document.getElementById('lb_menu'));"
            "var code = getComputedStyle(document.querySelector('figure.code'));"
            "return [out.breakBefore, out.breakInside, menu.display, code.breakInside];")
        assert styles == ["avoid", "avoid", "none", "auto"]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def test_print_shows_an_exercises_output_and_its_reasoning(browser, site):
    """On screen the output and the "Neden?" paragraph wait behind the disclosure; on paper both are printed."""
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    reasoning = browser.find_element(By.CSS_SELECTOR, "details.exercise-output .reasoning p")
    output = browser.find_element(By.CSS_SELECTOR, "details.exercise-output samp")
    assert reasoning.get_attribute("textContent").startswith("Neden?")
    assert not shown(browser, reasoning) and not shown(browser, output)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        assert shown(browser, reasoning) and shown(browser, output)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def test_an_exercise_shows_its_output_on_request_without_script(browser, exercise_site):
    site, page = exercise_site
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        set_view(browser, "phone", "light")
        open_page(browser, site, page)
        # The lesson's own exercises and the block the fixture marked, each shown as one.
        source = (PACKAGE / "lessons" / page).with_suffix(".md").read_text(encoding="utf-8")
        exercises = browser.find_elements(By.CSS_SELECTOR, "figure.code.exercise")
        assert len(exercises) == source.count("```swift exercise") + 1
        assert shown(browser, exercises[0].find_element(By.TAG_NAME, "code"))
        disclosure = browser.find_element(By.CSS_SELECTOR, "details.exercise-output")
        output = disclosure.find_element(By.TAG_NAME, "samp")
        assert not shown(browser, output)
        disclosure.find_element(By.TAG_NAME, "summary").click()
        assert shown(browser, output) and output.text.strip()
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
