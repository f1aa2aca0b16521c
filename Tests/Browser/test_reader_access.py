"""Accessible beyond axe (issue 43): a code is one Tab stop with its names behind the arrow keys; single-key
shortcuts act only outside fields and can be turned off (WCAG 2.1.4); phone tap targets are 24 px or more
(WCAG 2.5.8). Real key presses in headless Chromium, sizes measured at 390×844."""
import os
import pathlib
import tempfile

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_page, set_view, wait_until

LESSON = "tr/01-yasam-dongusu.html"
POP_SHOWN = "var p = document.getElementById('lb_name-popover'); return !!p && !p.hidden;"


def active_matches(driver, selector):
    return driver.execute_script("return !!document.activeElement && document.activeElement.matches(arguments[0]);",
                                 selector)


def press(driver, key, times=1):
    for _ in range(times):
        ActionChains(driver).send_keys(key).perform()


def tabs_until(driver, selector, limit):
    """Real Tab presses from the top of the page until the focused element matches; how many, or None."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    for count in range(1, limit + 1):
        press(driver, Keys.TAB)
        if active_matches(driver, selector):
            return count
    return None


def names_count(driver):
    return driver.execute_script("return document.querySelectorAll('code [data-n]').length;")


def clear_settings(driver):
    driver.execute_script("localStorage.removeItem('lessonbuild-single-keys');")


# ---- one Tab stop a code ---------------------------------------------------------------------------------

@pytest.mark.parametrize("page", [LESSON, "tr/kernels.html", "az/01-heyat-dovru.html"])
def test_next_lesson_is_reached_in_few_tabs_whatever_the_number_of_names(browser, site, page):
    set_view(browser, "desktop", "light")
    open_page(browser, site, page)
    wait_until(browser, "return !!document.getElementById('lb_name-popover');")
    names = names_count(browser)
    codes = browser.execute_script("return document.querySelectorAll('code[data-names]').length;")
    assert names > 3 * codes, (names, codes)   # the pages hold many names a code: one stop each would show
    # Every other element of the page plus at most two stops a code (its block and one name).
    others = browser.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('a[href], button, input, summary, [tabindex]'),"
        " function (e) { return !e.closest('code[data-names]') && e.tabIndex >= 0; }).length;")
    target = "nav.pager a[rel=next]" if browser.find_elements(By.CSS_SELECTOR, "nav.pager a[rel=next]") else \
        "footer a, footer input"
    count = tabs_until(browser, target, others + 2 * codes + 5)
    assert count is not None, f"{page}: not reached in {others + 2 * codes + 5} tabs ({names} names)"
    assert count < others + 2 * codes + 5


def test_arrows_move_between_a_codes_names_and_tab_leaves_the_code(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    wait_until(browser, "return !!document.getElementById('lb_name-popover');")
    code = browser.execute_script(
        "return Array.prototype.find.call(document.querySelectorAll('code[data-names]'),"
        " function (c) { return c.querySelectorAll('[data-n]').length > 4; });")
    names = code.find_elements(By.CSS_SELECTOR, "[data-n]")
    # Exactly one name of the code is in the Tab order.
    assert [n.get_attribute("tabindex") for n in names].count("0") == 1
    browser.execute_script("arguments[0].focus();", code.find_element(By.XPATH, ".."))   # the <pre>
    press(browser, Keys.TAB)
    assert browser.switch_to.active_element == names[0]
    wait_until(browser, POP_SHOWN)
    # A popover shown by the keyboard tells how to reach the others.
    hint = browser.find_element(By.CSS_SELECTOR, "#lb_name-popover .nm-keys").text
    assert hint == browser.execute_script("return document.body.dataset.namesKeys;") and hint
    press(browser, Keys.ARROW_RIGHT, 2)
    assert browser.switch_to.active_element == names[2]
    press(browser, Keys.ARROW_LEFT)
    assert browser.switch_to.active_element == names[1]
    press(browser, Keys.END)
    assert browser.switch_to.active_element == names[-1]
    press(browser, Keys.ARROW_RIGHT)   # the last stays the last: the arrows never leave the code
    assert browser.switch_to.active_element == names[-1]
    press(browser, Keys.HOME)
    assert browser.switch_to.active_element == names[0]
    press(browser, Keys.ARROW_DOWN, 3)
    assert browser.switch_to.active_element == names[3]
    assert browser.current_url.endswith(LESSON)   # the arrows moved focus, they did not page
    # The code's Tab stop is now the name visited last; Tab leaves the code, Shift+Tab comes back to it.
    assert [n.get_attribute("tabindex") for n in names].count("0") == 1 and names[3].get_attribute("tabindex") == "0"
    press(browser, Keys.TAB)
    assert not browser.execute_script("return arguments[0].contains(document.activeElement);", code)
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert browser.switch_to.active_element == names[3]


# ---- single-key shortcuts --------------------------------------------------------------------------------

def test_a_shortcut_typed_in_a_field_is_only_text(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    clear_settings(browser)
    open_page(browser, site, LESSON)
    field = browser.find_element(By.ID, "lb_search")
    field.click()
    press(browser, "?s/")
    press(browser, Keys.ARROW_RIGHT)
    assert field.get_attribute("value") == "?s/"
    assert browser.execute_script("return !document.querySelector('dialog[open]');")
    assert browser.current_url.endswith(LESSON)
    assert browser.switch_to.active_element == field


def test_single_keys_act_outside_fields_until_turned_off_and_the_choice_is_remembered(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    clear_settings(browser)
    open_page(browser, site, LESSON)
    field = browser.find_element(By.ID, "lb_search")
    # On: "/" goes to the search field, "?" opens the help.
    browser.find_element(By.TAG_NAME, "h1").click()
    press(browser, "/")
    assert browser.switch_to.active_element == field
    browser.find_element(By.TAG_NAME, "h1").click()
    press(browser, "?")
    assert browser.execute_script("return !!document.querySelector('dialog.keys-help[open]');")
    press(browser, Keys.ESCAPE)
    switch = browser.find_element(By.CSS_SELECTOR, "footer .single-keys input[type=checkbox]")
    assert switch.is_selected()
    assert field.get_attribute("aria-keyshortcuts") == "/ S Control+K"
    # Off, with the keyboard alone (Space on the focused checkbox).
    browser.execute_script("arguments[0].focus();", switch)
    press(browser, Keys.SPACE)
    assert not switch.is_selected()
    open_page(browser, site, LESSON)   # remembered across pages
    switch = browser.find_element(By.CSS_SELECTOR, "footer .single-keys input[type=checkbox]")
    assert not switch.is_selected()
    field = browser.find_element(By.ID, "lb_search")
    assert field.get_attribute("aria-keyshortcuts") == "Control+K"
    assert not browser.find_element(By.CSS_SELECTOR, ".key-hint").is_displayed()
    browser.find_element(By.TAG_NAME, "h1").click()
    for key in ["/", "s", "?", Keys.ARROW_RIGHT]:
        press(browser, key)
        assert browser.switch_to.active_element != field, key
        assert browser.execute_script("return !document.querySelector('dialog[open]');"), key
        assert browser.current_url.endswith(LESSON), key
    # Ctrl+K needs a modifier: it still works.
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    assert browser.switch_to.active_element == field
    clear_settings(browser)


# ---- tap targets -----------------------------------------------------------------------------------------

TARGETS = """
var found = [];
document.querySelectorAll(arguments[0]).forEach(function (e) {
  var r = e.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) { return; }
  found.push({text: e.textContent.slice(0, 30), width: r.width, height: r.height});
});
return found;
"""


@pytest.mark.parametrize("page", [LESSON, "tr/kernels.html"])
def test_phone_tap_targets_are_at_least_24_px(browser, site, page):
    set_view(browser, "phone", "light")
    open_page(browser, site, page)
    wait_until(browser, "return !!document.getElementById('lb_name-popover');")
    browser.execute_script("document.getElementById('lb_menu').open = true;")
    small = {}
    for selector in ["code [data-n]", "figure.code figcaption a", ".sidebar-extra a", "h2 .anchor, h3 .anchor",
                     ".single-keys label"]:
        targets = browser.execute_script(TARGETS, selector)
        if selector in ("code [data-n]", ".sidebar-extra a", ".single-keys label") or page == LESSON:
            assert targets, f"{page}: no {selector}"
        too_small = [t for t in targets if t["width"] < 24 or t["height"] < 24]
        if too_small:
            small[selector] = too_small[:5]
    assert small == {}
    shots = pathlib.Path(os.environ.get("LESSONBUILD_SHOTS") or tempfile.mkdtemp(prefix="reader-access-"))
    browser.save_screenshot(str(shots / (page.replace("/", "-") + ".png")))


def test_a_code_line_holds_one_name_box_no_names_of_two_lines_overlap(browser, site):
    """The taller name boxes on a phone come from spaced lines: a name's box never reaches into the next line's."""
    set_view(browser, "phone", "light")
    open_page(browser, site, LESSON)
    wait_until(browser, "return !!document.getElementById('lb_name-popover');")
    overlaps = browser.execute_script("""
        var boxes = Array.prototype.map.call(document.querySelectorAll('code [data-n]'), function (n) { return n.getBoundingClientRect(); });
        var found = 0;
        for (var i = 1; i < boxes.length; i++) {
          var a = boxes[i - 1], b = boxes[i];
          if (b.top >= a.bottom - 0.5 || a.top >= b.bottom - 0.5) { continue; }
          if (Math.abs(a.top - b.top) > 1) { found += 1; }
        }
        return found;""")
    assert overlaps == 0


# ---- what the boxes say --------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["tr", "az"])
def test_the_kernels_pages_contents_are_not_titled_as_a_lessons(browser, site, language):
    set_view(browser, "desktop", "light")
    open_page(browser, site, f"{language}/kernels.html")
    kernels_title = browser.find_element(By.ID, "lb_on-this-page").text
    lesson = sorted(p.name for p in (site / language).glob("0*.html"))[0]
    open_page(browser, site, f"{language}/{lesson}")
    lesson_title = browser.find_element(By.ID, "lb_on-this-page").text
    assert kernels_title and lesson_title and kernels_title != lesson_title
    # The lesson's heading says "lesson" (ders, dərs); the kernels page's must not.
    assert "ders" in lesson_title.lower() or "dərs" in lesson_title.lower()
    assert "ders" not in kernels_title.lower() and "dərs" not in kernels_title.lower()


def test_no_popover_shows_markdown_marks(browser, site):
    """Every name's popover on every lesson: the text a reader sees holds no `_word_` or `*word*` marks."""
    import re
    set_view(browser, "desktop", "light")
    marks = re.compile(r"(^|[\s(])([_*]{1,2})[^\s_*][^_*]*?\2($|[\s.,;:)])")
    found = []
    emphasised = checked = 0
    for page in sorted(site.glob("*/0*.html")):
        open_page(browser, site, str(page.relative_to(site)))
        entries = browser.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('#lb_names dd'), function (d) {"
            " return [d.textContent, d.querySelectorAll('em, strong').length]; });")
        for text, count in entries:
            checked += 1
            emphasised += count
            if marks.search(text):
                found.append((page.name, text[:120]))
    assert found == []
    assert checked > 100   # the pages' entries were read (the rule itself: PageNamesTests, with near misses)
    # This course's concurrency lessons use Task.detached, whose comment emphasises: the marks became <em>.
    assert emphasised > 0
