"""A site published as a GitHub project site (issue 43): served under /<repo>/ the way GitHub Pages serves one,
files from the site folder under the prefix and, for any missing address under it, the body of /<repo>/404.html
with status 404. The site here is built without baseURL, so the 404 page's own script must find the site's root
for its stylesheet, links, scripts and search to work."""
import pytest
from selenium.webdriver.common.by import By

from conftest import serve_like_github_pages, set_view, wait_for_search, wait_until
from test_hosted import status

REPOSITORY = "ders-kursu"


@pytest.fixture(scope="module")
def project(site):
    assert 'rel="canonical"' not in (site / "404.html").read_text(encoding="utf-8"), "the site must have no baseURL"
    server = serve_like_github_pages(site, f"/{REPOSITORY}/")
    yield f"http://127.0.0.1:{server.server_address[1]}/{REPOSITORY}/"
    server.shutdown()


def test_the_server_is_like_github_pages(project):
    assert status(project + "index.html") == 200
    assert status(project + "tr/olmayan.html") == 404
    assert status(project.replace(f"/{REPOSITORY}/", "/") + "index.html") == 404   # nothing outside the prefix


@pytest.mark.parametrize("missing", ["tr/olmayan.html", "az/derin/yol/yoxdur.html", "olmayan"])
def test_the_404_page_works_under_a_project_path_without_base_url(browser, project, missing):
    set_view(browser, "desktop", "light")
    browser.get(project + missing)
    assert browser.find_element(By.TAG_NAME, "h1").text == "404"
    # The stylesheet arrived: the header is a flex row, which no browser default makes it.
    wait_until(browser, "return getComputedStyle(document.querySelector('.site-header')).display === 'flex';")
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href]")]
    local = [link for link in links if link.startswith("http://127.0.0.1") and "#" not in link]
    assert len(local) >= 4
    for link in local:
        assert link.startswith(project), link
        assert status(link) == 200, link
    # Its scripts run from the site's root: the theme button exists and search finds lessons under the prefix.
    wait_until(browser, "return !!document.querySelector('.theme-toggle');")
    browser.find_element(By.ID, "lb_search").send_keys("navigasyon")
    wait_for_search(browser, "#lb_search-panel .search-results")
    first = browser.find_element(By.CSS_SELECTOR, "#lb_search-panel .search-results > li > a").get_attribute("href")
    assert first.startswith(project) and status(first.split("?")[0]) == 200, first
    errors = [entry for entry in browser.get_log("browser")
              if entry["level"] == "SEVERE" and "Content Security Policy" in entry["message"]]
    assert errors == []
