"""How the pages read on a phone, on paper and from the keyboard, in a real Chromium."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_not_found, open_page, set_view, shown

LESSON = "tr/04-state-ve-binding.html"


def luminance(colour):
    """Relative luminance of a computed `rgb(...)` colour (WCAG's formula)."""
    parts = [float(x) / 255 for x in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_the_lesson_title_is_high_on_a_phone(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, LESSON)
    top = browser.execute_script("return document.querySelector('main h1').getBoundingClientRect().top")
    assert top < 844 * 0.25, top


def test_a_wide_transcript_wraps_on_a_phone_and_its_button_unwraps_it(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, LESSON)
    figure = browser.find_element(By.CSS_SELECTOR, "figure.output:has(button.wrap-toggle)")
    pre = figure.find_element(By.TAG_NAME, "pre")
    button = figure.find_element(By.CSS_SELECTOR, "button.wrap-toggle")
    fits = "return arguments[0].scrollWidth <= arguments[0].clientWidth + 1"
    assert browser.execute_script(fits, pre) and button.get_attribute("aria-pressed") == "true"
    browser.execute_script("arguments[0].click()", button)
    assert not browser.execute_script(fits, pre) and button.get_attribute("aria-pressed") == "false"
    # Unwrapped, it scrolls, and says so at its edge until the end is reached.
    assert "scrolls" in pre.get_attribute("class").split() and "at-end" not in pre.get_attribute("class").split()
    assert browser.execute_script("return getComputedStyle(arguments[0]).borderRightColor", pre) != "rgba(0, 0, 0, 0)"
    browser.execute_script("arguments[0].scrollLeft = arguments[0].scrollWidth; arguments[0].dispatchEvent(new Event('scroll'))", pre)
    assert "at-end" in pre.get_attribute("class").split()
    assert browser.execute_script("return getComputedStyle(arguments[0]).borderRightColor", pre) == "rgba(0, 0, 0, 0)"


def test_code_wider_than_its_column_has_a_visible_cue(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, LESSON)
    wide = browser.execute_script("return Array.from(document.querySelectorAll('figure.code > pre')).filter(p => p.scrollWidth > p.clientWidth + 1).length")
    cued = browser.execute_script("return Array.from(document.querySelectorAll('figure.code > pre')).filter(p => p.classList.contains('scrolls') && getComputedStyle(p).borderRightColor !== 'rgba(0, 0, 0, 0)').length")
    assert wide > 0 and cued == wide


def print_view(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_printed_code_is_dark_on_white_in_either_theme(browser, site, scheme):
    set_view(browser, "desktop", scheme)
    open_page(browser, site, LESSON)
    if scheme == "dark":   # the screen really is dark first
        assert luminance(browser.execute_script("return getComputedStyle(document.querySelector('figure.code pre code')).color")) > 0.5
    print_view(browser, scheme)
    for selector in ["figure.code pre code", "figure.code .tok-keyword", "figure.output samp", ".v.tone-bad"]:
        colour = browser.execute_script("var e = document.querySelector(arguments[0]); return e && getComputedStyle(e).color", selector)
        assert colour, selector
        assert luminance(colour) < 0.2, (selector, colour)
    background = browser.execute_script("return getComputedStyle(document.querySelector('figure.code')).backgroundColor")
    assert luminance(background) > 0.9, background
    pdf = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": True})
    assert len(pdf["data"]) > 10000
    set_view(browser, "desktop", "light")


def test_an_exercise_output_is_printed_with_its_answer(browser, exercise_site):
    built, page = exercise_site
    set_view(browser, "desktop", "light")
    open_page(browser, built, page)
    output = browser.find_element(By.CSS_SELECTOR, "details.exercise-output figure.output pre")
    assert not shown(browser, output)   # folded on screen
    print_view(browser, "light")
    assert shown(browser, output)
    # Browsers without ::details-content: the script opens it before printing and folds it after.
    browser.execute_script("window.dispatchEvent(new Event('beforeprint'))")
    assert browser.find_element(By.CSS_SELECTOR, "details.exercise-output").get_attribute("open") is not None
    browser.execute_script("window.dispatchEvent(new Event('afterprint'))")
    assert browser.find_element(By.CSS_SELECTOR, "details.exercise-output").get_attribute("open") is None
    set_view(browser, "desktop", "light")


def test_a_wrapped_printed_line_keeps_its_indentation(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/kernels.html")
    print_view(browser, "light")
    found = browser.execute_script("""
        var lines = Array.from(document.querySelectorAll('pre .ind'));
        var result = [];
        lines.forEach(function (line) {
          var range = document.createRange();
          range.selectNodeContents(line);
          var rects = Array.from(range.getClientRects()).filter(r => r.width > 0);
          if (rects.length < 2) { return; }
          var indent = line.textContent.match(/^ */)[0].length;
          var probe = document.createRange();
          var text = line.firstChild.nodeType === 3 ? line.firstChild : document.createTreeWalker(line, NodeFilter.SHOW_TEXT).nextNode();
          probe.setStart(text, 0); probe.setEnd(text, 1);
          var charWidth = probe.getBoundingClientRect().width;
          var lineLeft = line.getBoundingClientRect().left;
          var tops = {};
          rects.forEach(r => { var t = Math.round(r.top); tops[t] = Math.min(tops[t] === undefined ? 1e9 : tops[t], r.left); });
          var starts = Object.keys(tops).sort((a, b) => a - b).map(t => tops[t]);
          result.push({indent: indent, charWidth: charWidth, first: starts[0] - lineLeft, rest: starts.slice(1).map(x => x - lineLeft)});
        });
        return result;""")
    assert found, "no printed line wraps: nothing to check"
    for line in found:
        for start in line["rest"]:
            assert start >= line["indent"] * line["charWidth"] - 1, line
    set_view(browser, "desktop", "light")


@pytest.mark.parametrize("where", ["index.html", "404"])
def test_no_sideways_scrolling_at_320_px(browser, site, host, where):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
    if where == "404":
        open_not_found(browser, host)
    else:
        open_page(browser, site, where)
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 320
    set_view(browser, "desktop", "light")


def test_the_home_page_says_its_title_twice_at_most(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "index.html")
    text = browser.find_element(By.TAG_NAME, "body").text
    assert text.count("iOS'ta Durum: UIKit ve SwiftUI") <= 2 and text.count("iOS-da vəziyyət: UIKit və SwiftUI") <= 2


def test_home_and_404_footers_speak_every_language(site):
    for page in ["index.html", "404.html"]:
        text = (site / page).read_text(encoding="utf-8")
        footer = text[text.index("<footer"):]
        assert "Derleme tarihi" in footer and '<p lang="az" dir="ltr">Yığım tarixi' in footer


@pytest.mark.parametrize("keys", [["s"], [Keys.CONTROL, "k"]])
def test_s_and_ctrl_k_go_to_search(browser, site, keys):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    browser.find_element(By.TAG_NAME, "h1").click()
    chain = ActionChains(browser)
    if len(keys) == 2:
        chain.key_down(keys[0]).send_keys(keys[1]).key_up(keys[0])
    else:
        chain.send_keys(keys[0])
    chain.perform()
    field = browser.find_element(By.ID, "lb_search")
    assert browser.switch_to.active_element == field and field.get_attribute("value") == ""


def test_question_mark_shows_the_keys(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    browser.find_element(By.TAG_NAME, "h1").click()
    ActionChains(browser).send_keys("?").perform()
    dialog = browser.find_element(By.CSS_SELECTOR, "dialog.keys-help")
    assert dialog.get_attribute("open") is not None and "Ctrl+K" in dialog.text and "Klavye" in dialog.text
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert dialog.get_attribute("open") is None
