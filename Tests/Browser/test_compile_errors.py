"""Compile-error blocks on a page, in a real Chromium: the compiler's messages read as compiler output,
each message's place leads to its line of the block, and the page works without a script."""
import pathlib
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_page, set_view

LESSON = "tr/09-yasam-dongusunde-eszamanlilik.html"


def compile_error_pairs(browser):
    return browser.find_elements(By.CSS_SELECTOR, "div.pair.compile-error")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_message_link_leads_to_its_line_which_is_marked(browser, site, scheme):
    set_view(browser, "desktop", scheme)
    open_page(browser, site, LESSON)
    pair = compile_error_pairs(browser)[0]
    assert "Derlenmez" in pair.find_element(By.CSS_SELECTOR, ".badge.does-not-compile").text
    link = pair.find_element(By.CSS_SELECTOR, "figure.output.compiler .diagnostic.error a")
    target = link.get_attribute("href").split("#")[1]
    # The keyboard reaches the link and follows it.
    browser.execute_script("arguments[0].focus()", link)
    link.send_keys(Keys.ENTER)
    assert browser.execute_script("return location.hash") == "#" + target
    line = browser.find_element(By.ID, target)
    assert browser.execute_script("return arguments[0].matches(':target')", line)
    marked = browser.execute_script("return getComputedStyle(arguments[0]).backgroundColor", line)
    assert marked not in ("rgba(0, 0, 0, 0)", "transparent"), marked
    # The line is the one the message names: `main.swift:LINE:COL` ↔ the block's LINE-th line.
    number = int(re.match(r"main\.swift:(\d+):", link.text).group(1))
    code_lines = pair.find_element(By.CSS_SELECTOR, "figure.code code").text.split("\n")
    assert line.text.strip() == code_lines[number - 1].strip()


def test_severity_is_said_in_words_and_the_error_colour_differs_from_the_text(browser, site):
    set_view(browser, "desktop", "light")
    open_page(browser, site, LESSON)
    severity = browser.find_element(By.CSS_SELECTOR, ".diagnostic.error .severity")
    assert severity.text == "error"
    colour = browser.execute_script("return getComputedStyle(arguments[0]).color", severity)
    text = browser.execute_script("return getComputedStyle(document.body).color")
    assert colour != text


def test_the_messages_are_in_the_page_without_a_script(site):
    """The static HTML holds the messages and the line anchors: nothing is added by JavaScript."""
    page = (pathlib.Path(site) / LESSON).read_text(encoding="utf-8")
    anchors = re.findall(r'href="#(lb_block-\d+-L\d+)"', page)
    assert anchors, "no message links to a line"
    for anchor in anchors:
        assert f'id="{anchor}"' in page, anchor
    assert "main actor-isolated property" in page
