"""A course in a language the tool has no letter table for (German), with a chapter folder and landing
texts: the search folds case and diacritics on the query side as the index was folded at build time, so
"STRASSE", "straße" and "Strasse" all find "Straße"; links between chapter pages lead where they say; axe
finds nothing. The course is written here, in a folder of its own with its own course.json, and built by
the lessonbuild executable of this package."""
import json
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By

from axe import axe_source, violations
from conftest import PACKAGE, open_page, set_view, wait_for_search
from test_search import search_page

LESSON = """# Größe der Äpfel

Die Straße ist lang.

## Überblick

Eine Crème brûlée.
"""


@pytest.fixture(scope="module")
def german_site():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="german-course-"))
    (folder / "lessons" / "de").mkdir(parents=True)
    (folder / "kernels").mkdir()
    (folder / "lessons" / "de" / "01-groesse.md").write_text(LESSON, encoding="utf-8")
    (folder / "lessons" / "de" / "index.md").write_text("# Willkommen\n\nHier beginnt der Kurs.\n", encoding="utf-8")
    chapter = folder / "lessons" / "de" / "02-grundlagen"
    chapter.mkdir()
    (chapter / "index.md").write_text("# Die Grundlagen\n\nListen und Mengen.\n", encoding="utf-8")
    (chapter / "01-listen.md").write_text("# Listen\n\nZurück zur [Größe](../01-groesse.md#uberblick).\n", encoding="utf-8")
    config = {"languages": [{"code": "de", "name": "Deutsch", "title": "Sammlungen", "strings": {"search": "Durchsuchen"}}],
              "lessons": "lessons", "kernels": "kernels"}
    (folder / "course.json").write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")
    subprocess.run(["swift", "build", "--product", "lessonbuild"], cwd=PACKAGE, check=True, capture_output=True)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=PACKAGE, check=True, capture_output=True, text=True).stdout.strip()
    result = subprocess.run([binary + "/lessonbuild", "build", "--output", "site"], cwd=folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # German has the tool's own strings (the course overrides one): the only warning is that the course
    # names no baseURL.
    every = [line for line in result.stdout.splitlines() + result.stderr.splitlines() if "warning:" in line]
    assert len(every) == 1 and "no baseURL" in every[0], every
    yield folder / "site"
    shutil.rmtree(folder, ignore_errors=True)


# Each query, and the words the excerpt must mark (the excerpt is a section's text; titles are not in it).
@pytest.mark.parametrize("query, marks", [("strasse", {"Straße"}), ("STRASSE", {"Straße"}), ("Straße", {"Straße"}),
                                          ("creme brulee", {"Crème", "brûlée"}), ("äpfel", set()), ("APFEL", set()),
                                          ("uberblick", set()), ("GRÖSSE", set())])
def test_case_and_diacritics_fold_on_both_sides(browser, german_site, query, marks):
    status, results = search_page(browser, german_site, "de", query)
    assert len(results) >= 1, status
    assert any("/de/01-groesse.html" in link for link, _, _ in results)
    marked = {word for _, _, found in results for word in found}
    assert marks <= marked


def test_a_word_not_in_the_course_finds_nothing(browser, german_site):
    _, results = search_page(browser, german_site, "de", "zugspitze")
    assert results == []
    # One typo from a word of the course (five letters or more) is read as that word.
    _, results = search_page(browser, german_site, "de", "strase")
    assert results and all(marks == ["Straße"] for _, _, marks in results), results


def test_the_page_speaks_the_folder_language_with_the_given_strings(browser, german_site):
    browser.get((german_site / "de" / "01-groesse.html").as_uri())
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
    # The course's own word for one key, the built-in German for the others.
    assert browser.find_element(By.CSS_SELECTOR, ".search-form button").text == "Durchsuchen"
    assert "Auf dieser Seite" in browser.find_element(By.TAG_NAME, "body").get_attribute("textContent")
    assert browser.find_element(By.CSS_SELECTOR, ".brand").text == "Sammlungen"


def test_the_contents_page_groups_the_chapter_under_its_landing_title(browser, german_site):
    open_page(browser, german_site, "de/index.html")
    main = browser.find_element(By.TAG_NAME, "main").text
    assert main.index("Hier beginnt der Kurs.") < main.index("Die Grundlagen") < main.index("Listen und Mengen.") < main.index("Listen\n")
    chapter = browser.find_element(By.CSS_SELECTOR, ".sidebar li.chapter .chapter-title").get_attribute("textContent")
    assert chapter == "Die Grundlagen"


def follow(browser, selector):
    """Follows a link as a click does (script-driven: the reader's scroll position does not matter)."""
    browser.execute_script("arguments[0].click()", browser.find_element(By.CSS_SELECTOR, selector))
    browser.execute_script("return document.readyState")


def test_links_from_a_chapter_page_lead_where_they_say(browser, german_site):
    set_view(browser, "desktop", "light")
    open_page(browser, german_site, "de/01-groesse.html")
    follow(browser, ".pager a[rel=next]")
    assert browser.current_url.endswith("/de/02-grundlagen/01-listen.html")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Listen"
    # The stylesheet loaded from two folders up: the layout is a grid.
    assert browser.execute_script("return getComputedStyle(document.querySelector('.layout')).display") == "grid"
    follow(browser, "article a[href*='groesse']")
    assert browser.current_url.endswith("/de/01-groesse.html#uberblick")
    open_page(browser, german_site, "de/02-grundlagen/01-listen.html")
    follow(browser, ".sidebar-extra a")
    assert browser.current_url.endswith("/de/kernels.html")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_no_axe_violations_on_the_german_course(browser, german_site, size):
    browser.set_script_timeout(60)
    source = axe_source()
    found = []
    for page in sorted(str(path.relative_to(german_site)) for path in german_site.rglob("*.html")):
        set_view(browser, size, "light")
        open_page(browser, german_site, page)
        found += [f"{page}: {line}" for line in violations(browser, source)]
    assert found == [], "\n".join(found)
