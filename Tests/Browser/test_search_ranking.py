"""Search that answers a learner's question, in a real Chromium: several words ranked with none required,
compiler messages found as pasted, short words and over-cut stems that mark nothing unrelated, and an index
that loads the page's language first with a loading state meanwhile. The expectations come from the lessons
and the built pages (their headings, their compiler messages), not from the search."""
import html as html_text
import json
import re
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import PACKAGE, open_page, set_view, wait_for_search, wait_until
from test_search import fold, search_page

NONSENSE = "zzqxv"


def headings(site, language):
    """(page, heading text) of every section heading of the language's lessons whose words are its own: no other
    page has a heading with the same text."""
    found = {}
    for page in sorted((site / language).glob("[0-9]*.html")):
        html = page.read_text(encoding="utf-8")
        for text in re.findall(r'<h2 id="[^"]+"[^>]*>(.*?)</h2>', html):
            plain = re.sub(r"<[^>]+>", "", text).strip()
            found.setdefault(plain, set()).add(page.name)
    return sorted((next(iter(pages)), text) for text, pages in found.items() if len(pages) == 1 and len(text.split()) >= 2)


def top_pages(results, count=3):
    return [urllib.parse.urlsplit(link).path.rsplit("/", 1)[-1] for link, _, _ in results[:count]]


@pytest.mark.parametrize("language", ["tr", "az"])
def test_a_word_that_matches_nothing_does_not_hide_the_others(browser, site, language):
    cases = headings(site, language)
    assert len(cases) >= 10
    for page, heading in cases:
        status, results = search_page(browser, site, language, heading + " " + NONSENSE)
        assert page in top_pages(results), (heading, top_pages(results))
        # The count says which word found nothing.
        assert NONSENSE in status, status


def compiler_messages():
    """(language, page, message) of every compiler message a lesson's compile-error transcript holds."""
    found = []
    for lesson in sorted((PACKAGE / "lessons").glob("*/*.md")):
        for line in lesson.read_text(encoding="utf-8").splitlines():
            if re.match(r"main\.swift:\d+:\d+: (error|warning): ", line):
                found.append((lesson.parent.name, lesson.stem + ".html", line))
    return found


def test_a_compiler_message_is_found_as_pasted(browser, site):
    messages = compiler_messages()
    assert len(messages) >= 6
    for language, page, line in messages:
        message = line.split(": ", 1)[1]
        # As printed, from another file and line of the learner's own project, and without the place.
        for pasted in (line, "Sources/App/ProfileView.swift:120:17: " + message, message):
            _, results = search_page(browser, site, language, pasted)
            assert page in top_pages(results), (pasted, top_pages(results))


@pytest.mark.parametrize("language, word", [("tr", "is"), ("tr", "ve"), ("az", "və"), ("az", "is")])
def test_a_short_word_marks_only_itself(browser, site, language, word):
    _, results = search_page(browser, site, language, word)
    marks = [fold(mark) for _, _, marked in results for mark in marked]
    assert all(mark == fold(word) for mark in marks), sorted(set(marks))[:10]


@pytest.mark.parametrize("language, query, unrelated, expected", [
    ("az", "paralelik", "parc", "08-heyat-dovrunde-paralellik.html"),
    ("tr", "kaydırmayı", "kayb", "02-navigasyon.html"),
])
def test_a_word_is_not_cut_into_another(browser, site, language, query, unrelated, expected):
    _, results = search_page(browser, site, language, query)
    marks = [fold(mark) for _, _, marked in results for mark in marked]
    assert not [mark for mark in marks if mark.startswith(unrelated)], marks
    assert expected in top_pages(results), top_pages(results)


def index_suffixes(site, language):
    """The suffix table the build wrote into the language's index."""
    text = (site / language / "search-index.js").read_text(encoding="utf-8")
    return set(json.loads(text[text.index("= {") + 2:].rstrip().rstrip(";"))["suffixes"].split())


def plural(word, language):
    """The word with its plural ending as vowel harmony picks it (back vowel: -lar; front: -ler, -lər)."""
    vowels = [c for c in word if c in "aıoueiöüə"]
    back = bool(vowels) and vowels[-1] in "aıou"
    return word + ("lar" if back else ("lər" if language == "az" else "ler"))


@pytest.mark.parametrize("language", ["tr", "az"])
def test_a_short_word_is_found_with_its_suffix(browser, site, language):
    """The stemmer keeps four letters, so a three-letter word with a suffix (`öğeler`) is not cut; search
    still meets it with the heading's own `öğe`: the plural of a short word of a heading finds that heading's
    lesson. Its near miss, the word with three letters that are no suffix, does not."""
    suffixes = index_suffixes(site, language)
    cases = sorted({(w, page) for page, heading in headings(site, language)
                    for w in re.findall(r"[^\W\d_]+", heading) if len(w) == 3 and w.islower() and fold(w) not in suffixes})
    assert len(cases) >= 8, cases
    for word, page in cases[:12]:
        query = plural(word, language)
        assert fold(query[3:]) in suffixes, query
        _, results = search_page(browser, site, language, query)
        assert page in top_pages(results, len(results)), (query, page, top_pages(results))
        _, missed = search_page(browser, site, language, word + "qxz")
        assert page not in top_pages(missed, len(missed)), (word + "qxz", page)


def requested_indexes(driver):
    """The languages whose index the page has asked for (its index script elements)."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('script[src$=\"search-index.js\"]'),"
        " function (s) { return s.getAttribute('src').split('/').slice(-2)[0]; }).sort();")


def test_the_pages_language_loads_first_and_alone(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, "tr/index.html")
    field = browser.find_element(By.ID, "lb_search")
    browser.execute_script("arguments[0].focus()", field)
    wait_until(browser, "return !!(window.LESSONBUILD_SEARCH && window.LESSONBUILD_SEARCH.tr)")
    assert requested_indexes(browser) == ["tr"]
    # A search shows its results, then the other language is in too (its results follow).
    field.send_keys("viewWillAppear")
    wait_for_search(browser, "#lb_search-panel .search-results")
    wait_until(browser, "return !!window.LESSONBUILD_SEARCH.az")
    assert requested_indexes(browser) == ["az", "tr"]


# Before any of the page's scripts: every text the search page's status takes, with whether the page's index
# was in at that moment.
RECORD_STATUS = """
window.__statusTexts = [];
new MutationObserver(function () {
  var status = document.getElementById('lb_search-status');
  if (!status) { return; }
  var seen = window.__statusTexts, text = status.textContent;
  if (!seen.length || seen[seen.length - 1].text !== text) {
    seen.push({ text: text, index: !!(window.LESSONBUILD_SEARCH && window.LESSONBUILD_SEARCH.tr) });
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def test_the_search_page_says_it_is_loading_not_that_it_needs_javascript(browser, site):
    set_view(browser, "desktop", "light")
    added = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_STATUS})
    try:
        browser.get(f"{site.as_uri()}/tr/search.html?q=ekran")
        wait_for_search(browser)
        seen = browser.execute_script("return window.__statusTexts")
        loading = browser.execute_script("return document.body.dataset.loading")
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})
    texts = [entry["text"] for entry in seen]
    # The page's own text (for a reader without JavaScript), then "loading" before the index is in, then the count.
    assert loading and loading in texts, texts
    assert not seen[texts.index(loading)]["index"], seen
    assert re.match(r"\d+ ", texts[-1]), texts
    assert all(not text.startswith("Arama için JavaScript") for text in texts[texts.index(loading):]), texts


def landing_cases(site, language, limit=6):
    """(page, section id, word seen earlier in the section, word first seen with it, the paragraph holding both)
    from the built pages: the words are the paragraph's own, the first of them also in an earlier block of the
    section, the second nowhere before the paragraph in it."""
    cases = []
    for page in sorted((site / language).glob("[0-9]*.html")):
        html = page.read_text(encoding="utf-8")
        main = html.split("<main", 1)[1]
        parts = re.split(r'<h2 id="([^"]+)"', main)
        for at in range(1, len(parts) - 1, 2):
            section, body = parts[at], parts[at + 1]
            paragraphs = [m for m in re.finditer(r"<p>(.*?)</p>", body, re.S)]
            for paragraph in paragraphs[1:]:
                before = fold(html_text.unescape(re.sub(r"<[^>]+>", " ", body[:paragraph.start()])))
                earlier = set(re.findall(r"\w+", before))
                text = html_text.unescape(re.sub(r"<[^>]+>", " ", paragraph.group(1)))
                words = [w for w in re.findall(r"[^\W\d_]+", text) if len(w) >= 6]
                seen = [w for w in words if fold(w) in earlier]
                new = [w for w in words if fold(w) not in before]
                if seen and new:
                    cases.append((page.name, section, seen[0], new[0], fold(text)))
                    break
            if len(cases) >= limit:
                return cases
    return cases


@pytest.mark.parametrize("language", ["tr", "az"])
def test_a_result_lands_on_the_block_that_holds_the_words(browser, site, language):
    cases = landing_cases(site, language)
    assert len(cases) >= 4
    for page, section, seen, new, paragraph in cases:
        words = urllib.parse.quote(fold(seen) + " " + fold(new))
        browser.get(f"{(site / language / page).as_uri()}?h={words}#{section}")
        wait_until(browser, "return !!document.querySelector('mark.search-hit-first')")
        landed = browser.execute_script(
            "var m = document.querySelector('mark.search-hit-first'); return (m.closest('p, li, pre, td, th, dt, dd') || m).textContent")
        assert "".join(fold(landed).split()) == "".join(paragraph.split()), (page, section, seen, new, landed[:80])


def code_only_names(language, limit=4):
    """Names a lesson's runnable or excerpt code spells with a capital inside (`reloadData`) and its prose never
    writes, read from the lesson files."""
    found = []
    for lesson in sorted((PACKAGE / "lessons" / language).glob("0*.md")):
        text = lesson.read_text(encoding="utf-8")
        code = "\n".join(re.findall(r"```swift[^\n]*\n(.*?)```", text, re.S))
        prose = re.sub(r"```.*?```", " ", text, flags=re.S)
        for name in sorted(set(re.findall(r"(?<![\w])[a-z]+[A-Z][A-Za-z]+(?![\w])", code))):
            if len(found) < limit and fold(name) not in fold(prose) and all(name != other for other, _ in found):
                found.append((name, lesson.stem + ".html"))
    return found


@pytest.mark.parametrize("language", ["tr", "az"])
def test_a_match_in_code_is_shown_marked_as_spelled(browser, site, language):
    names = code_only_names(language)
    assert len(names) >= 2
    for name, page in names:
        set_view(browser, "desktop", "light")
        browser.get(f"{site.as_uri()}/{language}/search.html?q={urllib.parse.quote(name)}")
        wait_for_search(browser)
        item = next(item for item in browser.find_elements(By.CSS_SELECTOR, "#lb_search-results > li")
                    if page in item.find_element(By.TAG_NAME, "a").get_attribute("href"))
        marked = [mark.text for mark in item.find_elements(By.CSS_SELECTOR, "code mark")]
        assert name in marked, (name, page, marked, item.text[:200])
