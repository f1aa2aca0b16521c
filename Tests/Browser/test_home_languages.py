"""The home page of a course of several languages (issue 43): it speaks each of them, puts the reader's language
first (the browser's languages, or the language the reader chose last, remembered) and shows every language's
card near the top of a phone's screen."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, set_view

CODES = ["tr", "az"]


def with_browser_languages(driver, languages):
    """The next documents see `navigator.languages` as a browser set to these languages reports them."""
    return driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
        "Object.defineProperty(navigator, 'languages', {get: function () { return %r; }});"
        "Object.defineProperty(navigator, 'language', {get: function () { return %r; }});" % (languages, languages[0])})


def forget(driver, identifier):
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier["identifier"]})


def card_order(driver):
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#lb_languages > .language-card'),"
        " function (c) { return c.getAttribute('lang'); });")


def clear_choice(driver, site):
    open_page(driver, site, "index.html")
    driver.execute_script("localStorage.removeItem('lessonbuild-language');")


@pytest.mark.parametrize("languages, first", [
    (["az-AZ", "en-US"], "az"), (["az"], "az"), (["tr-TR", "az"], "tr"), (["en-GB", "az-Latn-AZ"], "az"),
    (["de-DE", "fr"], "tr"),   # none of the course's: the course's order
    (["AZ"], "az"),            # tags are compared without case
])
def test_the_browsers_language_comes_first(browser, site, languages, first):
    set_view(browser, "desktop", "light")
    clear_choice(browser, site)
    script = with_browser_languages(browser, languages)
    try:
        open_page(browser, site, "index.html")
        order = card_order(browser)
        assert sorted(order) == sorted(CODES)
        assert order[0] == first, (languages, order)
    finally:
        forget(browser, script)


def test_a_choice_sticks_over_the_browsers_language(browser, site):
    set_view(browser, "desktop", "light")
    clear_choice(browser, site)
    script = with_browser_languages(browser, ["az"])
    try:
        open_page(browser, site, "index.html")
        assert card_order(browser)[0] == "az"
        browser.find_element(By.CSS_SELECTOR, "#lb_languages > .language-card[lang=tr] h2 a").click()
        assert browser.current_url.endswith("/tr/index.html")
        open_page(browser, site, "index.html")
        assert card_order(browser)[0] == "tr"
        # The language switch of any page is a choice too.
        open_page(browser, site, "tr/index.html")
        browser.find_element(By.CSS_SELECTOR, "a.language[hreflang=az]").click()
        open_page(browser, site, "index.html")
        assert card_order(browser)[0] == "az"
    finally:
        forget(browser, script)
        clear_choice(browser, site)


def test_the_page_speaks_each_language(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "index.html")
    for code in CODES:
        tr_page = (site / code / "index.html").read_text(encoding="utf-8")
        # The search field's words of each language's own pages are all on the home page's field.
        label = tr_page.split('id="lb_search" placeholder="', 1)[1].split('"', 1)[0]
        assert label in browser.find_element(By.ID, "lb_search").get_attribute("placeholder"), code
        assert browser.find_elements(By.CSS_SELECTOR, f".language-choice [lang={code}]") or code != CODES[0]
        assert browser.find_elements(By.CSS_SELECTOR, f"h1 [lang={code}]"), code


def test_on_a_phone_every_card_is_near_the_top(browser, site):
    set_view(browser, "phone", "light")
    clear_choice(browser, site)
    open_page(browser, site, "index.html")
    height = browser.execute_script("return window.innerHeight;")
    for code in CODES:
        link = browser.find_element(By.CSS_SELECTOR, f".language-card[lang={code}] h2 a")
        bottom = browser.execute_script("return arguments[0].getBoundingClientRect().bottom;", link)
        assert bottom < height * 0.75, (code, bottom, height)
    # Without the lists, each card still leads to all its lessons: its heading is its contents page.
    assert all(browser.find_element(By.CSS_SELECTOR, f".language-card[lang={code}] h2 a").get_attribute("href")
               .endswith(f"/{code}/index.html") for code in CODES)
    import os, pathlib, tempfile
    shots = pathlib.Path(os.environ.get("LESSONBUILD_SHOTS") or tempfile.mkdtemp(prefix="home-"))
    browser.save_screenshot(str(shots / "home-phone.png"))
