"""The keyboard alone: code blocks scroll with the arrows, anchors and the menu are reachable, Escape closes."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import open_page, set_view, shown, wait_for_search


def active(driver):
    return driver.switch_to.active_element


def overflowing_block(driver):
    return driver.execute_script(
        "return Array.prototype.find.call(document.querySelectorAll('figure.code pre'),"
        " function (pre) { return pre.scrollWidth > pre.clientWidth + 20; }) || null;")


def test_arrows_in_a_focused_code_block_scroll_it_and_stay_on_the_page(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    url = browser.current_url
    pre = overflowing_block(browser)
    assert pre is not None
    pre.click()   # a click focuses the block, as a tab would
    assert active(browser) == pre
    for _ in range(5):
        ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    assert browser.current_url == url
    # The browser may scroll smoothly: wait for the block to have moved (a condition, not a time).
    WebDriverWait(browser, 10).until(lambda driver: driver.execute_script("return arguments[0].scrollLeft", pre) > 0)
    assert browser.current_url == url


def test_arrows_outside_code_move_between_lessons(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    assert browser.find_element(By.CSS_SELECTOR, ".key-hint").is_displayed()
    browser.find_element(By.TAG_NAME, "h1").click()
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    assert browser.current_url.endswith("/tr/02-navigasyon.html")
    ActionChains(browser).send_keys(Keys.ARROW_LEFT).perform()
    assert browser.current_url.endswith("/tr/01-yasam-dongusu.html")


def test_tab_reaches_heading_anchors(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/01-yasam-dongusu.html")
    first = browser.find_element(By.CSS_SELECTOR, "article h2 .anchor")
    for _ in range(80):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if active(browser) == first:
            break
    assert active(browser) == first
    assert shown(browser, first)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert browser.current_url.endswith(first.get_attribute("hash"))


def test_the_phone_menu_opens_traps_nothing_and_closes_with_escape(browser, site):
    set_view(browser, "phone", "light")
    open_page(browser, site, "tr/03-sunum.html")
    menu = browser.find_element(By.ID, "lb_menu")
    summary = menu.find_element(By.TAG_NAME, "summary")
    assert not shown(browser, menu.find_element(By.CSS_SELECTOR, "nav.sidebar"))
    for _ in range(20):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if active(browser) == summary:
            break
    assert active(browser) == summary
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert menu.get_attribute("open") is not None
    links = menu.find_elements(By.CSS_SELECTOR, "nav.sidebar a")
    assert shown(browser, links[0])
    # Tab walks through the menu's links and on out of it: nothing holds focus.
    left = False
    for _ in range(len(links) + 5):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if not browser.execute_script("return document.getElementById('lb_menu').contains(document.activeElement)"):
            left = True
            break
    assert left
    links[0].send_keys(Keys.ESCAPE)
    assert menu.get_attribute("open") is None
    assert active(browser) == summary


def test_slash_opens_search_and_the_panel_is_keyboard_navigable(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/02-navigasyon.html")
    browser.find_element(By.TAG_NAME, "h1").click()
    ActionChains(browser).send_keys("/").perform()
    field = browser.find_element(By.ID, "lb_search")
    assert active(browser) == field
    field.send_keys("viewWillAppear")
    wait_for_search(browser, "#lb_search-panel .search-results")
    # Every link of the panel in order: each lesson's result, then its other matching sections.
    results = browser.find_elements(By.CSS_SELECTOR, "#lb_search-panel .search-results a")
    assert len(results) >= 2
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    assert active(browser) == results[0]
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    assert active(browser) == results[1]
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert not browser.find_element(By.ID, "lb_search-panel").is_displayed()
    assert active(browser) == field
