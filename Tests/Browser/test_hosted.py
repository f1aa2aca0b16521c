"""The site served the way GitHub Pages serves it: files from the site folder over HTTP, and any missing
address answered with the body of /404.html (status 404) at that address, e.g. /tr/olmayan.html."""
import http.server
import threading
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from conftest import set_view


def serve_like_github_pages(site):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *arguments, **options):
            super().__init__(*arguments, directory=str(site), **options)

        def log_message(self, *arguments):
            pass

        def send_error(self, code, message=None, explain=None):
            if code != 404:
                return super().send_error(code, message, explain)
            body = (site / "404.html").read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(scope="module")
def host(site):
    server = serve_like_github_pages(site)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


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
    browser.find_element(By.ID, "arama-kutusu").send_keys("navigasyon")
    browser.implicitly_wait(0)
    from conftest import wait_for_search
    wait_for_search(browser, "#arama-paneli .search-results")
    first = browser.find_element(By.CSS_SELECTOR, "#arama-paneli .search-results > li > a").get_attribute("href")
    assert status(first.split("?")[0]) == 200


def test_every_page_of_the_site_is_found(host, site):
    for page in sorted(site.rglob("*.html")):
        path = "/" + page.relative_to(site).as_posix()
        assert status(host + path) == 200, path
