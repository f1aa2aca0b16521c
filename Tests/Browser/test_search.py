"""Search as a reader uses it: from the search page and from the panel of any page, in a real Chromium."""
import re
import unicodedata
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PACKAGE, open_page, set_view, wait_for_search

# An independent folding for the checks (not the site's table): drop accents, dotless ı and schwa to ASCII.
FOLD = str.maketrans({"ı": "i", "İ": "i", "I": "i", "ə": "e", "Ə": "e"})


def fold(text):
    decomposed = unicodedata.normalize("NFD", text.translate(FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


PANEL = "#lb_search-panel .search-results"


def search_page(driver, site, language, query):
    """The results of the search page for a query: (status text, [(href, excerpt text, [marked words])])."""
    set_view(driver, "desktop", "light")
    driver.get(f"{site.as_uri()}/{language}/search.html?q={urllib.parse.quote(query)}")
    wait_for_search(driver)
    status = driver.find_element(By.ID, "lb_search-status").text
    results = []
    for item in driver.find_elements(By.CSS_SELECTOR, "#lb_search-results > li"):
        # The page and section; the `?h=` parameter only says what to mark there.
        link = re.sub(r"\?h=[^#]*", "", item.find_element(By.TAG_NAME, "a").get_attribute("href"))
        excerpt = item.find_element(By.TAG_NAME, "p")
        results.append((link, excerpt.text, [mark.text for mark in excerpt.find_elements(By.TAG_NAME, "mark")]))
    return status, results


def number(status):
    found = re.match(r"(\d+)", status)
    return int(found.group(1)) if found else 0


@pytest.mark.parametrize("suffixed, plain", [("UIKit'in", "uikit"), ("viewDidLoad'un", "viewdidload"), ("UIKit’te", "UIKIT")])
def test_an_apostrophe_suffix_is_not_a_required_word(browser, site, suffixed, plain):
    _, with_suffix = search_page(browser, site, "tr", suffixed)
    _, without = search_page(browser, site, "tr", plain)
    assert len(without) > 0
    assert {link for link, _, _ in without} <= {link for link, _, _ in with_suffix}


def test_counts_tell_the_truth(browser, site):
    # A lesson is one result however many of its sections match.
    status, results = search_page(browser, site, "tr", "ekran")
    assert len(results) > 8 and number(status) == len(results)
    # The panel shows the first few and says how many there are in all.
    open_page(browser, site, "tr/index.html")
    browser.find_element(By.ID, "lb_search").send_keys("ekran")
    wait_for_search(browser, PANEL)
    panel = browser.find_element(By.ID, "lb_search-panel")
    shown = panel.find_elements(By.CSS_SELECTOR, ".search-results > li")
    count = panel.find_element(By.CSS_SELECTOR, ".search-count").text
    assert number(count) == len(results) and str(len(shown)) in count and len(shown) < len(results)
    assert panel.find_element(By.CSS_SELECTOR, "a.search-all").get_attribute("href").endswith("search.html?q=ekran")


def test_excerpts_are_around_the_match_and_marked(browser, site):
    _, results = search_page(browser, site, "tr", "viewWillAppear")
    assert results
    for _, excerpt, marks in results:
        if marks:
            assert all(fold(mark).startswith("viewwillappear") for mark in marks)
    # A match far into a long section is still shown, not the section's first lines.
    assert any(excerpt.startswith("…") and marks for _, excerpt, marks in results)


def test_the_home_page_searches_both_languages(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "index.html")
    browser.find_element(By.ID, "lb_search").send_keys("həyat")
    wait_for_search(browser, PANEL)
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "#lb_search-panel .search-results > li > a")]
    assert any("/az/" in link for link in links), links


def test_the_pages_language_comes_first_then_the_other(browser, site):
    _, results = search_page(browser, site, "az", "viewDidLoad")
    languages = ["az" if "/az/" in link else "tr" for link, _, _ in results]
    assert "az" in languages and "tr" in languages
    assert languages == sorted(languages)   # every az result before any tr one


@pytest.mark.parametrize("query", ["</script><img src=x id=injected>", "<b id=injected>uikit</b>", "\"><svg id=injected>"])
def test_markup_in_the_query_is_only_text(browser, site, query):
    search_page(browser, site, "tr", query)
    assert browser.find_elements(By.ID, "injected") == []
    assert browser.find_element(By.ID, "lb_search").get_attribute("value") == query
    assert browser.title.startswith("Arama")


def test_the_fixture_course_folds_letters(browser, fixture_site):
    for language, query, expected in [("tr", "YIĞIT", "01-arama.html"), ("tr", "ISIK", "01-arama.html#gezinmede-kalan-secim"),
                                      ("az", "sekil", "01-axtaris.html"), ("tr", "zzzqqq", None)]:
        status, results = search_page(browser, fixture_site, language, query)
        if expected is None:
            assert results == [] and status == "Sonuç bulunamadı."
        else:
            assert any(link.endswith(f"/{language}/{expected}") for link, _, _ in results), (query, results)


def readme_examples():
    """`QUERY` finds *WORD* pairs and `?q=QUERY` links of the site's documentation: they must stay true."""
    text = (PACKAGE / "docs/site.md").read_text(encoding="utf-8")
    section = text.split("## The site", 1)[1].split("\n## ", 1)[0]
    pairs = re.findall(r"`([^`]+)` finds \*([^*]+)\*", section)
    pairs += [(urllib.parse.unquote(q), None) for q in re.findall(r"search\.html\?q=([^`\s)]+)", section)]
    return pairs


@pytest.mark.parametrize("query, word", readme_examples())
def test_the_readme_examples_are_true(browser, site, query, word):
    language = "az" if word and "ə" in word else "tr"
    _, results = search_page(browser, site, language, query)
    assert results, f"docs/site.md says `{query}` finds something; it finds nothing"
    if word:
        marked = [fold(mark) for _, _, marks in results for mark in marks]
        assert any(mark.startswith(fold(word)[:len(fold(query))]) for mark in marked), marked[:10]


def test_readme_has_examples():
    assert len(readme_examples()) >= 4
