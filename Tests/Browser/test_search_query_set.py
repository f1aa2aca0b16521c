"""The reader's query set (`data/search-query-set.tsv`: what a learner types, written from the lessons' own
sentences, each with its expected lesson) run on the search page in a real Chromium: the expected lesson must be
among the first three results for every query. The whole set runs in one test so that the failures are listed
together with the pass rate."""
import pathlib
import urllib.parse

from selenium.webdriver.common.by import By

from conftest import set_view, wait_for_search

QUERY_SET = pathlib.Path(__file__).resolve().parent / "data" / "search-query-set.tsv"


def query_set():
    rows = []
    for line in QUERY_SET.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        language, query, expected = line.split("\t")
        rows.append((language, query, expected.split("|")))
    return rows


def result_pages(driver, site, language, query):
    driver.get(f"{site.as_uri()}/{language}/search.html?q={urllib.parse.quote(query)}")
    wait_for_search(driver)
    links = driver.find_elements(By.CSS_SELECTOR, "#lb_search-results > li > a")
    return [urllib.parse.urlsplit(link.get_attribute("href")).path for link in links]


def test_the_set_is_large_enough():
    rows = query_set()
    for language in ("tr", "az"):
        assert sum(1 for row in rows if row[0] == language) >= 60, language


def test_the_expected_lesson_is_in_the_top_three_for_every_query(browser, site):
    set_view(browser, "desktop", "light")
    rows = query_set()
    misses = []
    for language, query, expected in rows:
        pages = result_pages(browser, site, language, query)
        top = [path.rsplit("/", 1)[-1] for path in pages[:3] if f"/{language}/" in path]
        if not any(page in top for page in expected):
            misses.append((language, query, expected, top))
    print(f"query set: {len(rows) - len(misses)} of {len(rows)} in the top 3")
    assert misses == [], "\n".join(f"{m[0]} {m[1]!r}: expected {m[2]}, top 3 {m[3]}" for m in misses)
