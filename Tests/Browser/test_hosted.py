"""The site served the way GitHub Pages serves it: files from the site folder over HTTP, and any missing
address answered with the body of /404.html (status 404) at that address, e.g. /tr/olmayan.html."""
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import set_view, wait_for_search


def status(url):
    try:
        with urllib.request.urlopen(url) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.parametrize("missing", ["/tr/olmayan.html", "/az/derin/yol/yoxdur.html", "/olmayan"])
def test_the_404_page_works_at_any_missing_address(browser, host, missing):
    assert status(host + missing) == 404
    set_view(browser, "desktop", "light")
    browser.get(host + missing)
    assert browser.find_element(By.TAG_NAME, "h1").text == "404"
    # The stylesheet loaded: the header is laid out as a flex row, which no browser default does.
    assert browser.execute_script("return getComputedStyle(document.querySelector('.site-header')).display") == "flex"
    assert browser.execute_script("return document.styleSheets.length") >= 1
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href]")]
    assert len(links) >= 4
    for link in links:
        if link.startswith(host) and "#" not in link:
            assert status(link) == 200, link
    # Its scripts run too: the search field opens results from the host's root.
    browser.find_element(By.ID, "lb_search").send_keys("navigasyon")
    wait_for_search(browser, "#lb_search-panel .search-results")
    first = browser.find_element(By.CSS_SELECTOR, "#lb_search-panel .search-results > li > a").get_attribute("href")
    assert status(first.split("?")[0]) == 200


def test_every_page_of_the_site_is_found(host, site):
    for page in sorted(site.rglob("*.html")):
        path = "/" + page.relative_to(site).as_posix()
        assert status(host + path) == 200, path
