"""A fixed list of queries a reader types, each with the page (and, where the query names a section, the
section) it must find first, in a real Chromium. The targets were chosen by reading the lessons' headings
and text, not by running the search: an inflected form of a heading's word leads to that heading's lesson,
a kernel's declaration to the kernels page. A typo must find what the right spelling finds."""
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import PACKAGE, set_view, wait_for_search, wait_until

def sections_headed(language, heading):
    """The sections (page#id) of every lesson of `language` with a `## heading` of exactly that text, read from
    the Markdown (the id is the page's for that heading: the result address names it)."""
    found = []
    for lesson in sorted((PACKAGE / "lessons" / language).glob("[0-9]*.md")):
        if f"\n## {heading}\n" in lesson.read_text(encoding="utf-8"):
            found.append(f"{lesson.stem}.html#{SECTION_IDS[heading]}")
    assert len(found) >= 2, (language, heading, found)
    return tuple(found)


SECTION_IDS = {"Ölçümün kapsamadıkları": "olcumun-kapsamadiklari"}

TURKISH = [
    ("navigasyonda", "02-navigasyon.html"), ("navigasyonn", "02-navigasyon.html"), ("navigasyondan", "02-navigasyon.html"),
    ("yığından", "06-navigationstack.html"), ("sunumda", "03-sunum.html"), ("modal sayfada", "03-sunum.html"),
    ("viewWillAppear'da", "01-yasam-dongusu.html#ikinci-olcum-ayni-yazma-viewwillappear-da"),
    ("viewDidLoad'da", "01-yasam-dongusu.html#ilk-olcum-degerler-viewdidload-da-yaziliyor"),
    ("isMovingFromParent", "02-navigasyon.html"), ("geri kaydırmada", "02-navigasyon.html"),
    ("silinen öğeler", "02-navigasyon.html#silinen-oge-kalan-secim"), ("tam ekranla", "03-sunum.html#ayni-akis-tam-ekranla"),
    ("kaydedince", "03-sunum.html#sayfa-kaydedince-haber-veriyor"),
    # Lessons 4 and 10 both have @State in their titles: either answers.
    ("State", ("04-state-ve-binding.html", "10-gorunum-kimligi.html")),
    # Since tr/08 asks "Neden binding?" in a heading of its own, that section answers as well as lesson 4.
    ("binding'i", ("04-state-ve-binding.html", "08-swiftui-sunum.html#neden-binding-duz-bir-degere-yazilamaz")), ("kardeşin durumu", "04-state-ve-binding.html"),
    ("durumu yukarı taşımak", "04-state-ve-binding.html"), ("Observable modellerde", "05-gozlem-ve-ortam.html"),
    ("ortamda", "05-gozlem-ve-ortam.html"), ("özellik düzeyi", "05-gozlem-ve-ortam.html"),
    ("NavigationStack'te", "06-navigationstack.html"), ("yönlendiriciyle", "06-navigationstack.html"),
    ("köke dönüş", "06-navigationstack.html"), ("düğümler", "06-navigationstack.html"), ("listelerde", "07-liste-ve-form.html"),
    ("formlarda", "07-liste-ve-form.html"), ("satırın fiyatı", "07-liste-ve-form.html#bir-satirin-fiyati-degisiyor"),
    ("tuş vuruşları", "07-liste-ve-form.html#formda-her-tus-vurusu"), ("fiyatı değişen satır", "07-liste-ve-form.html"),
    (".sheet", "08-swiftui-sunum.html"), ("sheet'te", "08-swiftui-sunum.html"), ("SWİFTUİ SUNUM", "08-swiftui-sunum.html"),
    ("sözlükte", "99-sozluk.html"), ("terimler", "99-sozluk.html"), ("verdict", "kernels.html#sync"),
    ("LifecycleRecorder", "kernels.html#lifecycle"), ("ViewTree", "kernels.html#invalidation"),
    ("countCausesWithInputs", "kernels.html#propagation"), ("Invalidation.swift", "kernels.html#invalidation"),
    # Most lessons end with a section headed "Ölçümün kapsamadıkları": any of them is that heading's answer.
    ("ölçümün kapsamadıkları", sections_headed("tr", "Ölçümün kapsamadıkları")), ("sahibi", "04-state-ve-binding.html"),
]

AZERBAIJANI = [
    ("vərəqdə", "03-modal-teqdimat.html"), ("viewWillAppear-da", "02-ekranlar-arasi-veziyyet.html"),
    ("həyat dövründə", "08-heyat-dovrunde-paralellik.html"), ("ilk görünmədə", ("01-heyat-dovru.html#ilk-gorunme-push-ve-pop", "01-heyat-dovru.html#texmin-edin-sonra-ise-salin")),
    ("pop-dan sonra", "02-ekranlar-arasi-veziyyet.html#gorunen-xana-pop-dan-sonra"), ("yarımçıq jestlə", "02-ekranlar-arasi-veziyyet.html"),
    ("geri sürüşdürmədə", "01-heyat-dovru.html#yarimciq-geri-surusdurme"), ("modal təqdimatda", "03-modal-teqdimat.html"),
    ("push və pop", "01-heyat-dovru.html#ilk-gorunme-push-ve-pop"), ("bağlanma xəbəri", "03-modal-teqdimat.html"),
    ("ekranlar arasında", "02-ekranlar-arasi-veziyyet.html"), ("silinən kitablar", "02-ekranlar-arasi-veziyyet.html"),
    ("isMovingFromParent", "02-ekranlar-arasi-veziyyet.html#geri-qayidisi-tanimaq-ismovingfromparent"),
    ("qayıdışı tanımaq", "02-ekranlar-arasi-veziyyet.html#geri-qayidisi-tanimaq-ismovingfromparent"),
    ("detalda", "02-ekranlar-arasi-veziyyet.html"), ("siyahıda", "02-ekranlar-arasi-veziyyet.html"), ("@State", "04-state-ve-binding.html"),
    # az/09 asks "Niyə binding?" in a heading of its own: that section answers as well as lesson 4.
    ("Binding-i", ("04-state-ve-binding.html", "09-swiftui-teqdimat.html#niye-binding-adi-deyer-yazila-bilmir")), ("vəziyyəti yuxarı qaldırmaq", "04-state-ve-binding.html"),
    ("qardaşda", "04-state-ve-binding.html#birinci-cehd-veziyyet-qardasda"), ("valideyndə", "04-state-ve-binding.html#veziyyet-valideynde"),
    ("Observable modellərdə", "05-observable-ve-muhit.html"), ("mühitdə", "05-observable-ve-muhit.html"),
    ("mühitdəki obyekt", "05-observable-ve-muhit.html"), ("xüsusiyyət səviyyəsində", "05-observable-ve-muhit.html"),
    ("izləməni", "05-observable-ve-muhit.html"), ("NavigationStack-də", "06-navigationstack-ve-yol.html"),
    ("marşrut obyekti", "06-navigationstack-ve-yol.html"), ("dərin ekrandan", "06-navigationstack-ve-yol.html"),
    ("kökə", "06-navigationstack-ve-yol.html"), ("siyahılarda", "07-siyahi-ve-forma.html"), ("formalarda", "07-siyahi-ve-forma.html"),
    ("sinif qeyd", "07-siyahi-ve-forma.html#sinif-qeyd-yalniz-bir-setir"), ("struct qeydlər", "07-siyahi-ve-forma.html"),
    ("massivə yazı", "07-siyahi-ve-forma.html"), ("hansı sahə", "07-siyahi-ve-forma.html"), ("lüğətdə", "99-luget.html"),
    ("terminlər", "99-luget.html"), ("nüvənin çıxış sözləri", "99-luget.html"), ("verdict", "kernels.html#sync"),
    ("LifecycleRecorder", "kernels.html#lifecycle"), ("ViewTree", "kernels.html#invalidation"),
    ("düzəliş", "03-modal-teqdimat.html"),
]

# A misspelling and the right spelling: the first result must be the same page.
TYPOS = [("tr", "navigasyn", "navigasyon"), ("tr", "kaydedinse", "kaydedince"), ("tr", "yönlendrici", "yönlendirici"),
         ("az", "vəziyət", "vəziyyət"), ("az", "marşurt", "marşrut"), ("az", "valideyin", "valideyn")]


def first_results(driver, site, language, query):
    set_view(driver, "desktop", "light")
    driver.get(f"{site.as_uri()}/{language}/search.html?q={urllib.parse.quote(query)}")
    wait_for_search(driver)
    return [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#lb_search-results > li > a")]


def address(href):
    """The page and section a result leads to, without the highlight parameter."""
    parsed = urllib.parse.urlsplit(href)
    return parsed.path.rsplit("/", 1)[-1] + ("#" + parsed.fragment if parsed.fragment else "")


def test_the_lists_are_long_enough():
    assert len(TURKISH) >= 40 and len(AZERBAIJANI) >= 40


@pytest.mark.parametrize("language, query, expected", [("tr", *pair) for pair in TURKISH] + [("az", *pair) for pair in AZERBAIJANI])
def test_the_first_result_is_the_expected_one(browser, site, language, query, expected):
    results = first_results(browser, site, language, query)
    assert results, f"{query!r} finds nothing"
    first = address(results[0])
    assert f"/{language}/" in results[0]
    # A few queries have more than one right answer (a tuple of them).
    acceptable = expected if isinstance(expected, tuple) else (expected,)
    assert any(first == one or ("#" not in one and first.split("#")[0] == one) for one in acceptable), (
        query, [address(r) for r in results[:4]])


@pytest.mark.parametrize("language, typo, right", TYPOS)
def test_a_typo_finds_what_the_right_spelling_finds(browser, site, language, typo, right):
    wrong = first_results(browser, site, language, typo)
    correct = first_results(browser, site, language, right)
    assert correct and wrong and address(wrong[0]).split("#")[0] == address(correct[0]).split("#")[0]


def test_one_lesson_is_one_result(browser, site):
    for language, query in [("tr", "yığın"), ("az", "vəziyyət"), ("tr", "viewDidLoad")]:
        pages = [urllib.parse.urlsplit(href).path for href in first_results(browser, site, language, query)]
        assert len(pages) == len(set(pages)) and len(pages) >= 3, (query, pages)


def test_nonsense_finds_nothing(browser, site):
    assert first_results(browser, site, "tr", "zzzqqq") == []
    assert first_results(browser, site, "az", "qqqxxxz") == []


def test_the_page_a_result_opens_marks_the_match(browser, site):
    results = first_results(browser, site, "tr", "navigasyonda")
    browser.get(results[0])
    wait_until(browser, "return document.querySelectorAll('main mark.search-hit').length > 0")
    marked = browser.execute_script("return Array.from(document.querySelectorAll('main mark.search-hit'), m => m.textContent)")
    assert marked and all(word.lower().startswith("navigasyon") for word in marked), marked
    # The first mark is brought into view.
    assert browser.execute_script("var r = document.querySelector('mark.search-hit-first').getBoundingClientRect();"
                                  "return r.top >= 0 && r.bottom <= window.innerHeight;")


def test_the_stems_of_page_and_build_agree(browser, site):
    """The page cuts a query's suffixes with its own code; every word of the index, cut by it, must give the
    root the build wrote for it, or a query would miss the words the build indexed."""
    for language in ("tr", "az"):
        first_results(browser, site, language, "x")
        disagreements = browser.execute_script("""
            var index = window.LESSONBUILD_SEARCH[arguments[0]];
            var suffixes = index.suffixes.split(" ");
            var alternation = {};
            index.alternation.split(" ").forEach(function (pair) { alternation[pair[0]] = pair[1]; });
            function stem(word) {
              if (/[0-9]/.test(word)) { return word; }
              var longCut = false;
              for (var round = 0; round < 4; round++) {
                var cut = suffixes.find(function (s) { return word.length - s.length >= (s.length === 1 || longCut ? 5 : 4) && word.endsWith(s); });
                if (!cut) { break; }
                word = word.slice(0, word.length - cut.length);
                longCut = longCut || cut.length > 1;
                var root = alternation[word[word.length - 1]];
                if (/^[aeiou]/.test(cut) && root) { word = word.slice(0, -1) + root; }
              }
              return word;
            }
            var wrong = [];
            index.entries.forEach(function (entry) { entry.w.split(" ").forEach(function (token) {
              var parts = token.split("/"), word = parts[0].toLowerCase();  // a code name is written as spelled
              if (stem(word) !== (parts[1] || word)) { wrong.push(token); }
            }); });
            return wrong.slice(0, 10);""", language)
        assert disagreements == [], disagreements
