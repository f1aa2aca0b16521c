"""The language switch keeps the reader's place, and every page's hreflang alternates name each other."""
import re
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, set_view, wait_for_search


@pytest.mark.parametrize("start, arrival", [
    ("tr/kernels.html", "az/kernels.html"), ("az/kernels.html", "tr/kernels.html"),
    ("tr/index.html", "az/index.html"), ("tr/99-sozluk.html", "az/99-luget.html"), ("az/99-luget.html", "tr/99-sozluk.html"),
    ("tr/02-navigasyon.html", "az/02-ekranlar-arasi-veziyyet.html"), ("az/06-navigationstack-ve-yol.html", "tr/06-navigationstack.html"),
    # A named counterpart wins over the number: tr/09 and az/08 are the same lesson.
    ("tr/09-yasam-dongusunde-eszamanlilik.html", "az/08-heyat-dovrunde-paralellik.html"),
    ("az/08-heyat-dovrunde-paralellik.html", "tr/09-yasam-dongusunde-eszamanlilik.html"),
    # tr/08 and az/09 name each other (the numbers differ).
    ("tr/08-swiftui-sunum.html", "az/09-swiftui-teqdimat.html"),
    ("az/09-swiftui-teqdimat.html", "tr/08-swiftui-sunum.html"),
])
def test_the_switch_keeps_the_place(browser, site, start, arrival):
    set_view(browser, "desktop", "light")
    open_page(browser, site, start)
    browser.find_element(By.CSS_SELECTOR, "a.language").click()
    assert urllib.parse.urlsplit(browser.current_url).path.endswith("/" + arrival)


def test_the_switch_on_the_search_page_keeps_the_query(browser, site):
    set_view(browser, "desktop", "light")
    browser.get(f"{site.as_uri()}/tr/search.html?q=viewDidLoad")
    wait_for_search(browser)
    browser.find_element(By.CSS_SELECTOR, "a.language").click()
    wait_for_search(browser)
    assert urllib.parse.urlsplit(browser.current_url).path.endswith("/az/search.html")
    assert browser.find_element(By.ID, "lb_search").get_attribute("value") == "viewDidLoad"
    assert browser.find_elements(By.CSS_SELECTOR, "#lb_search-results > li")


def alternates(site, page):
    text = (site / page).read_text(encoding="utf-8")
    found = {}
    for tag in re.findall(r'<link rel="alternate"[^>]*>', text):
        language = re.search(r'hreflang="([^"]+)"', tag).group(1)
        href = re.search(r'href="([^"]+)"', tag).group(1)
        found[language] = (site / page).parent.joinpath(href).resolve().relative_to(site.resolve()).as_posix()
    return found


def test_hreflang_alternates_are_reciprocal(site):
    pages = [p.relative_to(site).as_posix() for p in site.glob("*/*.html")]
    paired = 0
    for page in pages:
        own = alternates(site, page)
        if not own:
            continue
        language = page.split("/")[0]
        assert own.get(language) == page, (page, own)
        for other_language, other in own.items():
            assert (site / other).exists(), (page, other)
            assert alternates(site, other).get(language) == page, (page, other)
            paired += other_language != language
    assert paired >= 10
