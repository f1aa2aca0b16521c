"""axe-core finds nothing on any page, in light and dark, on a desktop and a phone; the policy blocks nothing."""
import pytest
from selenium.webdriver.common.by import By

from axe import axe_source, violations
from conftest import open_not_found, open_page, set_view, wait_for_search

SOURCE = axe_source()


def pages(site):
    return sorted(str(path.relative_to(site)) for path in site.rglob("*.html"))


def policy_errors(driver):
    """Console messages from the page: a blocked script or style shows up here as an error. (The 404 page's
    own status, which the host answers on purpose, is not one.)"""
    own_status = driver.current_url + " - Failed to load resource: the server responded with a status of 404"
    return [entry["message"] for entry in driver.get_log("browser")
            if (entry["level"] == "SEVERE" or "Content Security Policy" in entry["message"]) and not entry["message"].startswith(own_status)]


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_on_any_page(browser, site, host, size, scheme):
    browser.set_script_timeout(60)
    found = []
    every = pages(site)
    assert {"index.html", "404.html", "tr/index.html", "tr/kernels.html", "tr/search.html", "az/index.html"} <= set(every)
    for page in every:
        set_view(browser, size, scheme)
        if page == "404.html":
            open_not_found(browser, host)   # it is only ever served at a missing address, over HTTP
        else:
            open_page(browser, site, page)
        found += [f"{page}: {line}" for line in violations(browser, SOURCE)]
        found += [f"{page}: console: {line}" for line in policy_errors(browser)]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_violations_with_the_phone_menu_and_the_search_panel_open(browser, site, scheme):
    browser.set_script_timeout(60)
    set_view(browser, "phone", scheme)
    open_page(browser, site, "tr/02-navigasyon.html")
    browser.find_element(By.CSS_SELECTOR, "#lb_menu > summary").click()
    assert browser.find_element(By.ID, "lb_menu").get_attribute("open") is not None
    assert violations(browser, SOURCE) == []
    set_view(browser, "desktop", scheme)
    open_page(browser, site, "index.html")
    browser.find_element(By.ID, "lb_search").send_keys("viewDidLoad")
    panel = browser.find_element(By.ID, "lb_search-panel")
    wait_for_search(browser, "#lb_search-panel .search-results")
    assert panel.is_displayed()
    assert violations(browser, SOURCE) == []
    assert policy_errors(browser) == []


def test_axe_can_fail(browser, site):
    """The harness sees a violation when there is one: a code block's contrast broken on purpose."""
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/kernels.html")
    browser.execute_script("document.documentElement.style.setProperty('--cm', '#d0d0d0')")
    assert any(line.startswith("color-contrast") for line in violations(browser, SOURCE))
