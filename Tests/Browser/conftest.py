"""Shared fixtures for the browser tests: a built site and a real headless Chromium driven by Selenium.

The site is built once per test session with the package's own command (`swift run lessonbuild build`),
from the repository's course and from the search fixture course. Set LESSONBUILD_SITE (and
LESSONBUILD_FIXTURE_SITE) to reuse sites built beforehand.
"""
import http.server
import os
import pathlib
import threading
import shutil
import subprocess
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

PACKAGE = pathlib.Path(__file__).resolve().parents[2]
FIXTURE_LESSONS = PACKAGE / "Tests" / "Fixtures" / "site-lessons"
SIZES = {"desktop": (1440, 900), "phone": (390, 844)}


def build_site(lessons=None):
    folder = pathlib.Path(tempfile.mkdtemp(prefix="browser-site-"))
    site = folder / "site"
    command = ["swift", "run", "lessonbuild", "build", "--output", str(site)]
    if lessons:
        command += ["--lessons", str(lessons)]
    result = subprocess.run(command, cwd=PACKAGE, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return site


def session_site(variable, lessons=None):
    """A site for the whole session: the one named by `variable` when set, else one built and removed after."""
    given = os.environ.get(variable)
    if given:
        yield pathlib.Path(given)
        return
    built = build_site(lessons)
    yield built
    shutil.rmtree(built.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def site():
    yield from session_site("LESSONBUILD_SITE")


@pytest.fixture(scope="session")
def fixture_site():
    yield from session_site("LESSONBUILD_FIXTURE_SITE", FIXTURE_LESSONS)


def course_with_an_exercise():
    """A copy of the repository's course whose first runnable block of the first Turkish lesson is marked
    ```` ```swift exercise ````. Only the info string changes, so the block is still the compiled one."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="exercise-course-"))
    lessons = folder / "lessons"
    shutil.copytree((PACKAGE / "lessons").resolve(), lessons)
    first = sorted((lessons / "tr").glob("*.md"))[0]
    text = first.read_text(encoding="utf-8")
    marked = text.replace("```swift\n// main.swift", "```swift exercise\n// main.swift", 1)
    assert marked != text, f"{first.name} has no runnable block"
    first.write_text(marked, encoding="utf-8")
    return lessons, first.stem + ".html"


@pytest.fixture(scope="session")
def exercise_site():
    lessons, page = course_with_an_exercise()
    built = build_site(lessons)
    yield built, "tr/" + page
    shutil.rmtree(built.parent, ignore_errors=True)
    shutil.rmtree(lessons.parent, ignore_errors=True)


def make_driver():
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


@pytest.fixture(scope="session")
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


def set_view(driver, size="desktop", scheme="light"):
    """Window size (CSS pixels) and the emulated colour scheme, as a reader's device would report them."""
    width, height = SIZES[size]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == "phone"})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def open_page(driver, site, path):
    driver.get((site / path).as_uri() if "?" not in path else (site.as_uri() + "/" + path))
    driver.execute_script("return document.readyState")


def shown(driver, element):
    """Really on screen. Selenium's own is_displayed() calls anything inside a closed <details> hidden, but
    the stylesheet shows the lessons menu and the contents list open on wide screens whatever their state."""
    return driver.execute_script(
        "var e = arguments[0], r = e.getBoundingClientRect();"
        "return e.checkVisibility({contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true})"
        " && r.width > 0 && r.height > 0;", element)


def requested_urls(driver):
    """Every URL the page asked for since the last call, from Chromium's own network log."""
    import json
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def wait_until(driver, script, *arguments, timeout=15):
    """Waits (without asserting anything about time) until a script returns true in the page."""
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(script, *arguments))


def wait_for_search(driver, list_id=None):
    """Until the results list (the search page's, or the panel's) says it is no longer busy."""
    selector = "#lb_search-results" if list_id is None else list_id
    wait_until(driver, "var l = document.querySelector(arguments[0]); return l && l.getAttribute('aria-busy') === 'false';", selector)


def serve_like_github_pages(site, prefix="/"):
    """The site over HTTP as GitHub Pages serves it: a missing address is answered, status 404, with the body
    of /404.html at that address (so the page's links and assets resolve from wherever the reader is). With a
    `prefix` (`/repo/`), as a project site: the site's files under it, nothing outside it."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *arguments, **options):
            super().__init__(*arguments, directory=str(site), **options)

        def translate_path(self, path):
            inside = path.startswith(prefix)
            return super().translate_path("/" + path[len(prefix):] if inside else "/__outside-the-prefix__/missing")

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


@pytest.fixture(scope="session")
def host(site):
    server = serve_like_github_pages(site)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def open_not_found(driver, host):
    """The 404 page as a reader meets it: at a missing address of the served site."""
    driver.get(host + "/tr/olmayan.html")
