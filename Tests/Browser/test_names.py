"""The compiler's knowledge on the page (issue 24): each resolved name of a runnable block, an exercise or a
kernel listing is marked; a popover shows its declaration on hover, on keyboard focus and on a tap; the
folded index at the end of the page has the same entries and reads without script.

The static HTML marks no name: each `<code>` with resolved names carries `data-names="gap,length,entry …"`
(UTF-16 units: the gap from the end of the previous name, or from the start of the code's text, to this
name; its length; the number of its index entry `#lb_name-<entry>`), and assets/site.js wraps each name at load
in `<a href data-n>` (the entry's link) or a focusable `<span data-n>`; a code is one Tab stop (its first name
has tabindex 0, the others -1; the arrows move between them, issue 43). The static tests below decode that
attribute in Python (`decode`), independently of the script; the browser tests check the script's marks
against that decoder."""
import html.parser
import pathlib
import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from axe import axe_source, violations
from conftest import PACKAGE, open_page, set_view, shown, wait_until

SOURCE = axe_source()
LESSON = "tr/01-yasam-dongusu.html"
LESSON_SOURCE = PACKAGE / "lessons" / "tr" / "01-yasam-dongusu.md"


def first_runnable_fence(source):
    """The 1-based line of the first fence whose code starts `// main.swift`: the lesson's first runnable block,
    read from the Markdown so the tests follow the lesson when an author edits the prose above it."""
    lines = source.read_text(encoding="utf-8").split("\n")
    return next(i + 1 for i in range(len(lines) - 1)
                if lines[i].startswith("```swift") and lines[i + 1].startswith("// main.swift"))


BLOCK = f"lb_block-{first_runnable_fence(LESSON_SOURCE)}"   # the page names a block by its fence's line
KERNEL_NAME = f"#{BLOCK} figure.runnable a[data-n][href^='kernels.html#']"
POP_SHOWN = "var p = document.getElementById('lb_name-popover'); return !!p && !p.hidden;"
POP_HIDDEN = "var p = document.getElementById('lb_name-popover'); return !!p && p.hidden;"


# ---- helpers ------------------------------------------------------------------------------------------

def active(driver):
    return driver.switch_to.active_element


def pop(driver):
    return driver.find_element(By.ID, "lb_name-popover")


def entry(driver, name):
    """The index entry (`dd`) of a marked name, as the page has it."""
    return driver.find_element(By.CSS_SELECTOR, f"#lb_name-{name.get_attribute('data-n')} + dd")


def entry_text(driver, name, part="code"):
    return driver.execute_script("return arguments[0].querySelector(arguments[1]).textContent;", entry(driver, name), part)


def park_mouse(driver):
    """The mouse in the page's top-left corner, over no name: a mouse left over a name from an earlier test
    would show a popover the test did not ask for."""
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 1, "y": 1})


def centre(driver, element):
    return driver.execute_script(
        "arguments[0].scrollIntoView({block: 'center', inline: 'nearest'});"
        "var r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", element)


def tap(driver, element):
    """A finger on the element's centre and off again, through Chromium's own touch input."""
    x, y = centre(driver, element)
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def set_touch(driver, enabled):
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": enabled, "maxTouchPoints": 1})


def tab_until(driver, start, test, limit=60):
    """Real key presses from `start` (focused first) until the focused element passes `test`: Tab, and inside
    a code (one Tab stop, issue 43) the right arrow from name to name until its last."""
    driver.execute_script("arguments[0].focus();", start)
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        element = active(driver)
        while is_name(driver, element) and not test(element):
            ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
            if active(driver) == element:
                break
            element = active(driver)
        if test(element):
            return element
    raise AssertionError("Tab and the arrows never reached the element")


def is_name(driver, element, selector="[data-n]"):
    return driver.execute_script("return arguments[0].matches(arguments[1]);", element, selector)


def box(driver, element):
    """An element's box in document coordinates."""
    return driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return [r.left + scrollX, r.top + scrollY, r.width, r.height];", element)


def block_start(driver):
    return driver.find_element(By.CSS_SELECTOR, f"#{BLOCK} figure.runnable pre")


def lesson_block_code(line):
    """The code of the fenced block whose opening fence is on `line` (1-based) of the lesson's Markdown."""
    lines = LESSON_SOURCE.read_text(encoding="utf-8").split("\n")
    assert lines[line - 1].startswith("```swift"), lines[line - 1]
    end = next(i for i in range(line, len(lines)) if lines[i].startswith("```"))
    return "\n".join(lines[line:end])


# ---- hover ----------------------------------------------------------------------------------------------

def test_hovering_a_kernel_name_shows_its_declaration_and_moving_away_hides_it(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    name = browser.find_element(By.CSS_SELECTOR, KERNEL_NAME)
    assert browser.execute_script(POP_HIDDEN)
    ActionChains(browser).move_to_element(name).perform()
    wait_until(browser, POP_SHOWN)
    popover = pop(browser)
    assert shown(browser, popover)
    assert popover.get_attribute("role") == "tooltip"
    declaration = entry_text(browser, name)
    assert declaration and declaration in popover.text
    # The place it is declared: the same link as the index entry's (Lifecycle.swift:<line>).
    assert popover.find_element(By.CSS_SELECTOR, "a").get_attribute("href") == name.get_attribute("href")
    assert name.get_attribute("aria-describedby") == "lb_name-popover"
    ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "h1")).perform()
    wait_until(browser, POP_HIDDEN)
    assert name.get_attribute("aria-describedby") is None


def test_the_pointer_can_move_from_the_name_onto_the_popover(browser, site):
    """A reader moves the mouse onto the popover (to follow its link): it stays while the pointer is on it."""
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    name = browser.find_element(By.CSS_SELECTOR, KERNEL_NAME)
    ActionChains(browser).move_to_element(name).perform()
    wait_until(browser, POP_SHOWN)
    link = pop(browser).find_element(By.TAG_NAME, "a")
    ActionChains(browser).move_to_element(link).pause(0.6).perform()   # longer than the 250 ms of hideSoon
    assert browser.execute_script(POP_SHOWN)
    href = link.get_attribute("href")   # the property: absolute
    assert href == name.get_attribute("href")
    link.click()
    wait_until(browser, "return location.href === arguments[0];", href)
    park_mouse(browser)


# ---- keyboard -------------------------------------------------------------------------------------------

def test_tab_to_a_kernel_name_shows_it_escape_hides_it_enter_follows_it(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    name = tab_until(browser, block_start(browser), lambda e: is_name(browser, e, "a[data-n][href^='kernels.html#']"))
    wait_until(browser, POP_SHOWN)
    assert entry_text(browser, name) in pop(browser).text
    assert name.get_attribute("aria-describedby") == "lb_name-popover"
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert browser.execute_script(POP_HIDDEN)
    assert name.get_attribute("aria-describedby") is None
    assert active(browser) == name
    fragment = name.get_attribute("href").split("#", 1)[1]
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait_until(browser, "return location.pathname.endsWith('/tr/kernels.html');")
    assert browser.execute_script("return location.hash") == "#" + fragment
    target = browser.find_element(By.ID, fragment)
    assert "line" in target.get_attribute("class").split()
    assert shown(browser, target)


def test_the_arrow_moves_the_popover_from_name_to_name(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    first = tab_until(browser, block_start(browser), lambda e: is_name(browser, e))
    wait_until(browser, POP_SHOWN)
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    second = active(browser)
    assert is_name(browser, second)
    wait_until(browser, "return arguments[0].getAttribute('aria-describedby') === 'lb_name-popover';", second)
    assert first.get_attribute("aria-describedby") is None
    assert entry_text(browser, second) in pop(browser).text
    assert browser.execute_script(POP_SHOWN)


def test_enter_on_a_name_of_the_block_goes_to_its_declaring_line(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    url = browser.current_url
    name = tab_until(browser, block_start(browser), lambda e: is_name(browser, e, "a[data-n][href^='#lb_block-']"))
    wait_until(browser, POP_SHOWN)
    fragment = name.get_attribute("href").split("#", 1)[1]
    assert fragment.startswith(BLOCK + "-L")
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait_until(browser, "return location.hash === arguments[0];", "#" + fragment)
    assert browser.current_url.split("#")[0] == url.split("#")[0]
    line = browser.find_element(By.ID, fragment)
    assert line.get_attribute("class") == "line"
    assert browser.execute_script("return !!arguments[0].closest('#' + arguments[1]);", line, BLOCK)
    # The line declares the name the reader came from.
    assert name.text in line.text


def test_a_library_name_is_focusable_and_its_popover_names_the_module(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    spans = browser.find_elements(By.CSS_SELECTOR, "span[data-n]")
    assert spans and all(span.get_attribute("tabindex") in ("0", "-1") for span in spans)
    name = tab_until(browser, block_start(browser), lambda e: is_name(browser, e, "span[data-n]"))
    wait_until(browser, POP_SHOWN)
    popover = pop(browser)
    assert entry_text(browser, name) in popover.text
    assert popover.find_elements(By.TAG_NAME, "a") == []
    module = popover.find_element(By.CSS_SELECTOR, ":scope > span:last-of-type").text
    assert re.search(r"\b(Swift|Foundation|SwiftUI|UIKit|Observation)\b", module), module
    assert name.get_attribute("aria-describedby") == "lb_name-popover"
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert browser.execute_script(POP_HIDDEN)
    assert active(browser) == name


# ---- touch ----------------------------------------------------------------------------------------------

def test_first_tap_shows_the_popover_second_tap_follows_the_link(browser, site):
    set_view(browser, "phone", "light")
    set_touch(browser, True)
    try:
        open_page(browser, site, LESSON)
        url = browser.current_url
        name = browser.find_element(By.CSS_SELECTOR, KERNEL_NAME)
        fragment = name.get_attribute("href").split("#", 1)[1]
        tap(browser, name)
        wait_until(browser, POP_SHOWN)
        assert entry_text(browser, name) in pop(browser).text
        assert name.get_attribute("aria-describedby") == "lb_name-popover"
        assert browser.current_url == url
        tap(browser, name)
        wait_until(browser, "return location.pathname.endsWith('/tr/kernels.html');")
        assert browser.execute_script("return location.hash") == "#" + fragment
        assert browser.find_elements(By.ID, fragment)
    finally:
        set_touch(browser, False)


def test_a_tap_elsewhere_hides_the_popover(browser, site):
    set_view(browser, "phone", "light")
    set_touch(browser, True)
    try:
        open_page(browser, site, LESSON)
        url = browser.current_url
        name = browser.find_element(By.CSS_SELECTOR, KERNEL_NAME)
        tap(browser, name)
        wait_until(browser, POP_SHOWN)
        paragraph = browser.find_element(By.CSS_SELECTOR, "article p")
        tap(browser, paragraph)
        wait_until(browser, POP_HIDDEN)
        assert name.get_attribute("aria-describedby") is None
        # The next tap on the name is a first tap again: it shows, it does not navigate.
        tap(browser, name)
        wait_until(browser, POP_SHOWN)
        assert browser.current_url == url
    finally:
        set_touch(browser, False)


# ---- layout ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_popover_shifts_nothing_and_stays_in_the_viewport(browser, site, size):
    set_view(browser, size, "light")
    open_page(browser, site, LESSON)
    park_mouse(browser)
    name = browser.find_element(By.CSS_SELECTOR, KERNEL_NAME)
    centre(browser, name)
    figure = browser.find_element(By.CSS_SELECTOR, f"#{BLOCK} figure.runnable")
    before = (browser.execute_script("return document.documentElement.scrollHeight"), box(browser, figure),
              box(browser, name))
    ActionChains(browser).move_to_element(name).perform()
    wait_until(browser, POP_SHOWN)
    after = (browser.execute_script("return document.documentElement.scrollHeight"), box(browser, figure),
             box(browser, name))
    assert after == before
    assert browser.execute_script("return getComputedStyle(document.getElementById('lb_name-popover')).position") == "absolute"
    park_mouse(browser)
    wait_until(browser, POP_HIDDEN)
    # Every name in view, the rightmost ones first: the popover fits across, and does not cover the name.
    width = browser.execute_script("return window.innerWidth")
    names = browser.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('article [data-n]'), function (n) {"
        " var r = n.getBoundingClientRect(); return r.width > 0 && r.right <= innerWidth && r.left >= 0; })"
        ".sort(function (a, b) { return b.getBoundingClientRect().right - a.getBoundingClientRect().right; })"
        ".slice(0, 8);")
    assert names
    for each in names:
        browser.execute_script("arguments[0].focus({preventScroll: true});", each)
        wait_until(browser, "return arguments[0].getAttribute('aria-describedby') === 'lb_name-popover';", each)
        fits = browser.execute_script(
            "var p = document.getElementById('lb_name-popover').getBoundingClientRect(), n = arguments[0].getBoundingClientRect();"
            "return {left: p.left, right: p.right, width: innerWidth, covers: p.top < n.bottom && p.bottom > n.top"
            " && p.left < n.right && p.right > n.left};", each)
        assert fits["left"] >= 0 and fits["right"] <= width, (each.text, fits)
        assert not fits["covers"], (each.text, fits)
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width


# ---- copy -----------------------------------------------------------------------------------------------

def test_the_copy_button_copies_the_blocks_code_and_no_markup(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    # What the page hands to the clipboard, by either of its ways (the Clipboard API, or execCommand).
    browser.execute_script(
        "window.copied = null;"
        "Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText: function (t) {"
        " window.copied = t; return Promise.resolve(); }}});"
        "document.execCommand = function () { window.copied = document.activeElement.value; return true; };")
    figure = browser.find_element(By.CSS_SELECTOR, f"#{BLOCK} figure.runnable")
    assert figure.find_elements(By.CSS_SELECTOR, "code [data-n]")
    button = figure.find_element(By.CSS_SELECTOR, "button.copy")
    centre(browser, button)
    button.click()
    wait_until(browser, "return window.copied !== null;")
    copied = browser.execute_script("return window.copied")
    assert copied.rstrip("\n") == lesson_block_code(int(BLOCK.split("-")[1])).rstrip("\n")
    assert browser.execute_script("return document.getElementById('lb_name-popover').hidden")


# ---- the static files: data-names decoded in Python -----------------------------------------------------

IDENTIFIER = re.compile(r"`?[^\W\d]\w*`?")   # a Swift identifier: letters, digits, `_`; backquoted or not
DECLARATION = re.compile(r"\b(?:class|struct|enum|func)\s+([^\W\d]\w*|`[^`]+`)")
# What opens a parameter list whose `label:` are declarations (and so names): not a call's argument list.
# What opens a parameter list: a `func`, `init` or `subscript` (each with its generic clause, which holds no
# parenthesis: `func forEach<Item, ID: Hashable>(`), an enum `case` or a closure's `{`.
GENERIC_CLAUSE = r"(?:\s*<[^(){}]*>)?"
PARAMETERS_OPENED_BY = re.compile(
    r"(\bfunc\s+[^\s(<]+" + GENERIC_CLAUSE + r"|\binit[?!]?" + GENERIC_CLAUSE + r"|\bsubscript" + GENERIC_CLAUSE
    + r"|\bcase\s+\w+|\{)\s*$")


class StaticPage(html.parser.HTMLParser):
    """What a page's HTML holds without script: every id (with its tag and classes), every `<code>`'s text
    (as textContent has it: character references decoded, the highlighter's tags dropped) with its
    `data-names` and the ids of its lines, and the names index (summary, terms, and each entry's links)."""

    def __init__(self, path):
        super().__init__(convert_charrefs=True)
        self.path = path
        self.ids = {}
        self.codes = []
        self.summary = None
        self.terms = {}     # "lb_name-<entry>" -> the term's text
        self.links = {}     # "lb_name-<entry>" -> the hrefs of the `a[href]` in its `dd`, in order
        self._code = None
        self._in_index = self._in_summary = self._in_entry = False
        self._term = self._last_term = None
        text = path.read_text(encoding="utf-8")
        self.raw_data_names = len(re.findall(r"\sdata-names=", text))
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if "id" in attributes:
            self.ids[attributes["id"]] = (tag, classes)
        if self._code is not None:
            if tag == "code":
                self._code["depth"] += 1
            if tag == "span" and "line" in classes and "id" in attributes:
                self._code["lines"][attributes["id"]] = sum(map(len, self._code["text"]))
            if tag == "a":
                self._code["links"] += 1
        elif tag == "code":
            self._code = {"names": attributes.get("data-names"), "text": [], "depth": 1, "lines": {}, "links": 0}
        if tag == "details" and attributes.get("id") == "lb_names":
            self._in_index = True
        if self._in_index:
            if tag == "summary":
                self._in_summary, self.summary = True, ""
            elif tag == "dt":
                self._term = self._last_term = attributes.get("id")
                self.terms[self._term] = ""
            elif tag == "dd":
                self._in_entry = True
                self.links[self._last_term] = []
            elif tag == "a" and self._in_entry and "href" in attributes:
                self.links[self._last_term].append(attributes["href"])

    def handle_endtag(self, tag):
        if self._code is not None and tag == "code":
            self._code["depth"] -= 1
            if self._code["depth"] == 0:
                self._code["text"] = "".join(self._code["text"])
                self.codes.append(self._code)
                self._code = None
        if tag == "summary":
            self._in_summary = False
        elif tag == "dt":
            self._term = None
        elif tag == "dd":
            self._in_entry = False
        elif tag == "details":
            self._in_index = False

    def handle_data(self, data):
        if self._code is not None:
            self._code["text"].append(data)
        if self._in_summary:
            self.summary += data
        if self._term is not None:
            self.terms[self._term] += data

    def named_codes(self):
        return [code for code in self.codes if code["names"]]

    def line_text(self, line_id):
        """The text of the line `<span class="line" id=line_id>` (up to its newline), or None."""
        for code in self.codes:
            if line_id in code["lines"]:
                start = code["lines"][line_id]
                end = code["text"].find("\n", start)
                return code["text"][start:] if end < 0 else code["text"][start:end]
        return None


def decode(names, text):
    """The names a `data-names` attribute marks in the code's text: (name, entry, start, end), start and end
    in Python characters (the attribute counts UTF-16 units, as JavaScript strings do)."""
    units = text.encode("utf-16-le")
    decoded, end = [], 0
    for part in names.split(" "):
        gap, length, number = (int(n) for n in part.split(","))
        assert gap >= 0 and length > 0, part
        start, end = end + gap, end + gap + length
        assert 2 * end <= len(units), f"{part} ends after the code's {len(units) // 2} units"
        begin = len(units[:2 * start].decode("utf-16-le"))
        name = units[2 * start:2 * end].decode("utf-16-le")
        decoded.append((name, number, begin, begin + len(name)))
    return decoded


def test_the_decoder_counts_utf16_units_from_the_end_of_the_previous_name():
    """The decoder itself, on a text with a character outside the BMP (two UTF-16 units) before a name."""
    text = "let 🙂x = a.b"
    assert decode("4,2,0 0,1,1 3,1,2 1,1,3", text) == [
        ("🙂", 0, 4, 5), ("x", 1, 5, 6), ("a", 2, 9, 10), ("b", 3, 11, 12)]


def static_pages(site):
    pages = {path: StaticPage(path) for path in sorted(site.rglob("*.html"))}
    named = {path: page for path, page in pages.items() if page.raw_data_names}
    assert len(named) >= 20, sorted(str(path.relative_to(site)) for path in named)
    return pages, named


def link_target(pages, page, href):
    """(the page an href leads to, its fragment), relative to `page`."""
    path, _, fragment = href.partition("#")
    return pages.get((page.path.parent / path).resolve() if path else page.path), fragment


def test_every_decoded_name_is_an_identifier_with_an_index_entry(site):
    """Each `<code data-names>` decodes, over its own text, to Swift identifiers whose entries exist and are
    terms for that very identifier; the index's count is the number of its terms, each used by a name."""
    pages, named = static_pages(site)
    wrong = []
    total = 0
    for path, page in named.items():
        where = path.relative_to(site)
        codes = page.named_codes()
        assert len(codes) == page.raw_data_names, f"{where}: a data-names outside a <code>"
        assert page.summary is not None, f"{where}: no names index"
        count = re.search(r"\((\d+)\)\s*$", page.summary)
        assert count and int(count.group(1)) == len(page.terms), f"{where}: {page.summary!r}, {len(page.terms)} terms"
        used = set()
        for code in codes:
            assert code["links"] == 0, f"{where}: a link inside a <code data-names> of the static HTML"
            text = code["text"]
            for name, number, start, end in decode(code["names"], text):
                total += 1
                used.add(f"lb_name-{number}")
                context = f"{where}: {name!r} (entry {number}) in {text[max(0, start - 30):end + 30]!r}"
                if not IDENTIFIER.fullmatch(name) or name == "_":
                    wrong.append(f"{context}: not a name")
                # A whole identifier, not part of one (an offset one unit off shows here).
                elif re.match(r"\w", text[end:end + 1]) or re.search(r"\w\Z", text[:start]):
                    wrong.append(f"{context}: part of a longer word")
                term = page.terms.get(f"lb_name-{number}")
                if term is None:
                    wrong.append(f"{context}: no <dt id=\"lb_name-{number}\">")
                elif term.strip("`") != name.strip("`"):
                    wrong.append(f"{context}: its entry is for {term!r}")
        unused = sorted(set(page.terms) - used, key=lambda t: int(t[3:]))
        if unused:
            wrong.append(f"{where}: entries no name uses: {unused[:10]}")
    assert total > 3000, total
    assert wrong == [], "\n".join(wrong[:40])


IMPLICIT_CATCH_ERROR = re.compile(r"\bcatch\s*(\{|$)")


def declared_on(name, line):
    """Whether `line` is where `name` is declared: it holds the name, or the name is the `error` a `catch`
    without a pattern declares implicitly (`} catch {`, as the compiler reports it)."""
    return name in line or (name == "error" and IMPLICIT_CATCH_ERROR.search(line) is not None)


def test_the_declaring_line_rule_and_its_near_misses():
    """The rule above, on lines written by rule: a catch with a pattern, or a line that only mentions catch,
    declares no implicit `error`."""
    assert declared_on("error", "    } catch {")
    assert declared_on("error", "} catch")
    assert declared_on("value", "let value = 1")
    for line in ("} catch let failure {", "} catch is CancellationError {", "catchAll {", "catcher {",
                 "let caught = 1", "} catch where flag {"):
        assert not declared_on("error", line), line
    assert not declared_on("failure", "} catch {")


def test_every_index_link_leads_to_the_line_that_declares_the_name(site):
    """The links a reader has (the index's, without script; each name's, with it): to an existing
    `span.line`, in the same block for a name declared in the block, on a line that has the name."""
    pages, named = static_pages(site)
    broken = []
    checked = 0
    for path, page in named.items():
        where = path.relative_to(site)
        for term, hrefs in page.links.items():
            for href in hrefs:
                checked += 1
                target, fragment = link_target(pages, page, href)
                if target is None or fragment not in target.ids:
                    broken.append(f"{where}: {term} {page.terms[term]!r}: {href} leads nowhere")
                    continue
                tag, classes = target.ids[fragment]
                if tag != "span" or "line" not in classes:
                    broken.append(f"{where}: {href} is a <{tag} class={classes}>, not a line")
                elif not declared_on(page.terms[term].strip("`"), target.line_text(fragment) or ""):
                    broken.append(f"{where}: {page.terms[term]!r} is not on {href}: {target.line_text(fragment)!r}")
        # A name of a block declared in that block links to one of the block's own lines.
        for code in page.named_codes():
            for name, number, _, _ in decode(code["names"], code["text"]):
                for href in page.links.get(f"lb_name-{number}", []):
                    if href.startswith("#lb_block-") and href[1:] not in code["lines"]:
                        broken.append(f"{where}: {name!r} links to {href}, outside its own block")
    assert checked > 1000, checked
    assert broken == [], "\n".join(broken[:40])


def test_names_declared_on_a_kernels_line_are_marked(site):
    """Each declaration of a kernel file is itself a resolved name: on the kernels page the name every
    `class`, `struct`, `enum` and `func` line declares is among the decoded names, at its place (every
    other page links to those lines)."""
    for language in ("tr", "az"):
        page = StaticPage(site / language / "kernels.html")
        codes = page.named_codes()
        assert len(codes) == page.raw_data_names >= 5
        unmarked = []
        declarations = 0
        for code in codes:
            text = code["text"]
            places = {(start, end) for _, _, start, end in decode(code["names"], text)}
            offset = 0
            for line in text.split("\n"):
                declared = DECLARATION.search(line)
                if declared:
                    declarations += 1
                    if (offset + declared.start(1), offset + declared.end(1)) not in places:
                        unmarked.append(f"{language}: {declared.group(1)!r} in {line.strip()!r}")
                offset += len(line) + 1
        assert declarations >= 40, declarations
        assert unmarked == [], "\n".join(unmarked)


def test_an_argument_label_or_underscore_is_no_name(site):
    """`_` in `func on(_ method: …)` names nothing, and a call's argument label (`model:` in
    `check("…", model: …)`) is no name: neither carries a popover and a link. A `label:` that declares a
    parameter (in a `func`, `init`, `case` or closure's list) is one."""

    def opening_parenthesis(text, position):
        depth = 0
        for index in range(position - 1, -1, -1):
            if text[index] in ")]":
                depth += 1
            elif text[index] in "([":
                if depth == 0:
                    return index if text[index] == "(" else None
                depth -= 1
        return None

    def call_label(text, start, end):
        if not (re.match(r"[ \t]*:(?!:)", text[end:]) and re.search(r"[(,]\s*$", text[:start])):
            return False
        opening = opening_parenthesis(text, start)
        return opening is not None and not PARAMETERS_OPENED_BY.search(text[:opening])

    _, named = static_pages(site)
    found = []
    labels = 0
    for path, page in named.items():
        for code in page.named_codes():
            text = code["text"]
            decoded = decode(code["names"], text)
            starts = {start for _, _, start, _ in decoded}
            for name, number, start, end in decoded:
                if name == "_" or call_label(text, start, end):
                    line = text[text.rfind("\n", 0, start) + 1:end + 20]
                    found.append(f"{path.relative_to(site)}: {name!r} (entry {number}) in {line!r}")
            # The check sees call labels: the pages have many, all unmarked.
            labels += sum(1 for m in re.finditer(r"[^\W\d]\w*", text)
                          if m.start() not in starts and call_label(text, m.start(), m.end()))
    assert labels > 100, labels
    assert found == [], "\n".join(found[:40])


# ---- the script's marks ---------------------------------------------------------------------------------

MARKS = """
return Array.prototype.map.call(document.querySelectorAll('code[data-names]'), function (code) {
  return {text: code.textContent, names: Array.prototype.map.call(code.querySelectorAll('[data-n]'), function (n) {
    var before = document.createRange();
    before.setStart(code, 0);
    before.setEndBefore(n);
    return {text: n.textContent, n: n.getAttribute('data-n'), tag: n.tagName.toLowerCase(), at: before.toString().length,
            href: n.getAttribute('href'), tabindex: n.getAttribute('tabindex'), inside: n.querySelectorAll('*').length};
  })};
});
"""


def test_the_scripts_marks_are_the_decoded_names(browser, site):
    """Two implementations of the format: the page's script (in Chromium) and `decode` (here). On every page
    with names, the `[data-n]` of each code are the decoded names, in order and at their place, each a link
    to its entry's place or, for an entry without one, a focusable span."""
    _, named = static_pages(site)
    set_view(browser, "desktop", "light")
    wrong = []
    for path, page in named.items():
        where = path.relative_to(site)
        open_page(browser, site, str(where))
        wait_until(browser, "return !!document.getElementById('lb_name-popover');")
        marks = browser.execute_script(MARKS)
        codes = page.named_codes()
        assert len(marks) == len(codes), where
        assert browser.execute_script(
            "return document.querySelectorAll('[data-n]').length === document.querySelectorAll('code[data-names] [data-n]').length;"), \
            f"{where}: a [data-n] outside the codes"
        for code, marked in zip(codes, marks):
            assert marked["text"] == code["text"], f"{where}: the script changed a code's text"
            units = code["text"].encode("utf-16-le")
            expected = []
            for index, (name, number, start, _) in enumerate(decode(code["names"], code["text"])):
                hrefs = page.links.get(f"lb_name-{number}", [])
                at = len(code["text"][:start].encode("utf-16-le")) // 2
                expected.append({"text": name, "n": str(number), "tag": "a" if hrefs else "span", "at": at,
                                 "href": hrefs[0] if hrefs else None, "tabindex": "0" if index == 0 else "-1", "inside": 0})
            if marked["names"] != expected:
                got = marked["names"]
                first = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
                wrong.append(f"{where}: {len(got)} marks for {len(expected)} names; first difference at {first}: "
                             f"{got[first] if first < len(got) else None} != {expected[first] if first < len(expected) else None}"
                             f" ({len(units) // 2} units)")
    assert wrong == [], "\n".join(wrong)


# ---- accessibility --------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_with_the_popover_shown(browser, site, size, scheme):
    browser.set_script_timeout(60)
    set_view(browser, size, scheme)
    for page, selector in [(LESSON, KERNEL_NAME), (LESSON, "figure.runnable span[data-n]"),
                           ("tr/kernels.html", "a[data-n]")]:
        open_page(browser, site, page)
        park_mouse(browser)
        name = browser.find_element(By.CSS_SELECTOR, selector)
        ActionChains(browser).move_to_element(name).perform()
        wait_until(browser, POP_SHOWN)
        found = violations(browser, SOURCE)
        assert browser.execute_script(POP_SHOWN), "axe's run hid the popover"
        assert found == [], f"{page} {selector}:\n" + "\n".join(found)
    park_mouse(browser)


# ---- without script -------------------------------------------------------------------------------------

def test_without_script_names_are_text_and_the_index_links_lead_to_their_lines(browser, site):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        set_view(browser, "desktop", "light")
        open_page(browser, site, LESSON)
        assert browser.find_elements(By.ID, "lb_name-popover") == []
        # The names are plain text of the code: no mark, no link, no tab stop made up for them.
        assert browser.find_elements(By.CSS_SELECTOR, "code[data-names]")
        assert browser.find_elements(By.CSS_SELECTOR, "[data-n]") == []
        assert browser.find_elements(By.CSS_SELECTOR, "code[data-names] a, code[data-names] [tabindex]") == []
        index = browser.find_element(By.ID, "lb_names")
        assert index.tag_name == "details" and index.get_attribute("open") is None
        assert index.find_element(By.TAG_NAME, "dl").get_dom_attribute("translate") == "no"
        first_term = index.find_element(By.CSS_SELECTOR, "dt")
        assert not shown(browser, first_term)
        summary = index.find_element(By.TAG_NAME, "summary")
        centre(browser, summary)
        summary.click()
        assert index.get_attribute("open") is not None
        assert shown(browser, first_term)
        assert shown(browser, index.find_element(By.CSS_SELECTOR, "dd code"))
        # Every link of the index is a real link to an element that exists: on this page, or on the page its
        # address names (read from the built file).
        links = browser.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('#lb_names dd a[href]'), function (a) {"
            " return [a.getAttribute('href'), a.href.split('#')[0], a.hash.slice(1),"
            " a.hash.length > 1 && !!document.getElementById(decodeURIComponent(a.hash.slice(1)))]; });")
        here = browser.current_url.split("#")[0]
        pages = {}
        missing = []
        for href, address, fragment, exists_here in links:
            if address == here:
                exists = exists_here
            else:
                assert address.startswith("file://"), href
                target = pathlib.Path(address[len("file://"):])
                pages.setdefault(target, StaticPage(target) if target.exists() else None)
                exists = pages[target] is not None and fragment in pages[target].ids
            if not exists:
                missing.append(href)
        assert len(links) > 50 and any(href.startswith("#") for href, *_ in links) \
            and any(href.startswith("kernels.html#") for href, *_ in links), links[:5]
        assert missing == [], missing
        # Followed: a same-block link, then one to the kernels page.
        same = index.find_element(By.CSS_SELECTOR, f"dd a[href^='#{BLOCK}-L']")
        fragment = same.get_attribute("href").split("#", 1)[1]
        centre(browser, same)
        same.click()
        wait_until(browser, "return location.hash === arguments[0];", "#" + fragment)
        line = browser.find_element(By.ID, fragment)
        assert line.get_attribute("class") == "line" and shown(browser, line)
        kernel = index.find_element(By.CSS_SELECTOR, "dd a[href^='kernels.html#']")
        fragment = kernel.get_attribute("href").split("#", 1)[1]
        centre(browser, kernel)
        kernel.click()
        wait_until(browser, "return location.pathname.endsWith('/tr/kernels.html');")
        assert browser.execute_script("return location.hash") == "#" + fragment
        line = browser.find_element(By.ID, fragment)
        assert line.get_attribute("class") == "line" and shown(browser, line)
        assert browser.find_elements(By.CSS_SELECTOR, "[data-n]") == []
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
