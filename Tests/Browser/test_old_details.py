"""Desktop navigation in a browser without `::details-content` (Chrome before 131, Safari before 18.4,
Firefox before 143): a copy of the site whose stylesheet has every such rule stripped, in Chromium."""
import re
import shutil

import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, set_view, shown

LESSON = "tr/02-navigasyon.html"


@pytest.fixture(scope="module")
def old_site(site, tmp_path_factory):
    copy = tmp_path_factory.mktemp("old-details") / "site"
    shutil.copytree(site, copy)
    style = copy / "assets" / "style.css"
    text = style.read_text(encoding="utf-8")
    stripped = re.sub(r"[^{}]*::details-content[^{}]*\{[^}]*\}", "", text)
    assert "details-content" in text and "details-content" not in stripped
    style.write_text(stripped, encoding="utf-8")
    yield copy


def sidebar_and_toc(driver):
    return (driver.find_element(By.CSS_SELECTOR, ".menu nav.sidebar"), driver.find_element(By.CSS_SELECTOR, ".toc nav"))


def test_without_the_rules_and_without_script_the_columns_are_empty(browser, old_site):
    """The stripped copy really shows the old browsers' failure: what the script must make up for."""
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        set_view(browser, "desktop", "light")
        open_page(browser, old_site, LESSON)
        sidebar, toc = sidebar_and_toc(browser)
        assert not shown(browser, sidebar) and not shown(browser, toc)
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_the_lessons_and_on_this_page_show_on_a_wide_screen(browser, old_site):
    set_view(browser, "desktop", "light")
    open_page(browser, old_site, LESSON)
    sidebar, toc = sidebar_and_toc(browser)
    assert shown(browser, sidebar) and shown(browser, toc)
    links = browser.find_elements(By.CSS_SELECTOR, ".menu nav.sidebar a")
    assert len(links) >= 8 and all(shown(browser, link) for link in links[:8])
    # Escape on a wide screen leaves the column where it is.
    browser.find_element(By.TAG_NAME, "body").send_keys("\ue00c")
    assert shown(browser, sidebar)


def test_on_this_page_opens_and_the_phone_menu_folds(browser, old_site):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1000, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    open_page(browser, old_site, LESSON)
    toc = browser.find_element(By.CSS_SELECTOR, "details.toc")
    browser.find_element(By.CSS_SELECTOR, "details.toc > summary").click()
    assert toc.get_attribute("open") is not None and shown(browser, browser.find_element(By.CSS_SELECTOR, ".toc nav a"))
    set_view(browser, "phone", "light")
    open_page(browser, old_site, LESSON)
    assert browser.find_element(By.ID, "lb_menu").get_attribute("open") is None
    browser.find_element(By.CSS_SELECTOR, "#lb_menu > summary").click()
    assert shown(browser, browser.find_element(By.CSS_SELECTOR, ".menu nav.sidebar a"))
