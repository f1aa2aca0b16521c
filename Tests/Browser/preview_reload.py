#!/usr/bin/env python3
"""A real headless Chromium on `lessonbuild preview`: an open page reloads itself after an edit of its
lesson, keeps its scroll position, and shows (and closes) the overlay when a build fails.

    preview_reload.py BUILDER LESSON KERNELS

BUILDER is a lessonbuild executable (it compiles LESSON's blocks itself); the lesson is copied to a temporary
course (made long enough to scroll) and served from there. Exits non-zero with a message on any failure.
Run by Tests/EndToEndTests/Preview/PreviewTests.swift; needs chromium, chromium-driver and python3-selenium.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conftest import make_driver  # noqa: E402

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

KEY = "tr/03-declarations.md"
PAGE = "tr/03-declarations.html"


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def write_atomically(path, text):
    """As an editor saves: a new file renamed over the old one."""
    temporary = path.with_name("." + path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def start_preview(builder, folder, port=("--port", "0")):
    log = open(folder / "output.txt", "w+")
    process = subprocess.Popen([builder, "preview", *port, "--lessons", str(folder / "lessons"),
                                "--kernels", str(folder / "kernels"), "--output", str(folder / "site")],
                               cwd=folder, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline:
        log.seek(0)
        match = re.search(r"^(http://127\.0\.0\.1:\d+/)$", log.read(), re.MULTILINE)
        if match:
            return process, match.group(1), log
        time.sleep(0.1)
    process.kill()
    fail("the preview printed no URL")


def browser():
    driver = make_driver()   # the browser tests' own Chromium settings (conftest.py)
    driver.set_window_size(1000, 700)
    return driver


def main():
    builder, lesson, kernels = (os.path.abspath(argument) for argument in sys.argv[1:4])
    folder = Path(tempfile.mkdtemp(prefix="preview-browser-"))
    process = None
    driver = None
    try:
        target = folder / "lessons" / KEY
        target.parent.mkdir(parents=True)
        shutil.copytree(kernels, folder / "kernels")
        original = Path(lesson).read_text(encoding="utf-8")
        # Long prose after the blocks, so the page scrolls (prose is rendered; the blocks stay as compiled).
        filler = "".join(f"\nParagraph {n} of filler text, long enough to need scrolling on a small window.\n" for n in range(120))
        base = original + filler
        target.write_text(base, encoding="utf-8")
        process, url, log = start_preview(builder, folder)

        driver = browser()
        wait = WebDriverWait(driver, 60, poll_frequency=0.1)
        # The first build may still be running: wait for the page itself.
        deadline = time.time() + 60
        while time.time() < deadline:
            driver.get(url + PAGE)
            if "Paragraph 119" in driver.page_source:
                break
            time.sleep(0.3)
        else:
            fail("the page never appeared")
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
        # Wait until the page listens to the reload channel before editing.
        wait.until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-lessonbuild-preview')") == "listening")
        driver.execute_script("window.scrollTo(0, 1500); window.previewMarker = 'old page';")
        wait.until(lambda d: d.execute_script("return Math.round(window.scrollY)") == 1500)

        # Edit the prose: the page reloads by itself (the marker is gone), shows the edit and keeps its place.
        write_atomically(target, base.replace("Paragraph 3 of filler", "EDITED-IN-THE-BROWSER-TEST Paragraph 3 of filler"))
        wait.until(lambda d: d.execute_script("return window.previewMarker === undefined && document.readyState === 'complete'"))
        wait.until(lambda d: "EDITED-IN-THE-BROWSER-TEST" in d.page_source)
        wait.until(lambda d: abs(d.execute_script("return window.scrollY") - 1500) <= 2)
        if driver.find_elements(By.ID, "lessonbuild-overlay"):
            fail("an overlay is shown although the build has no errors")
        print("reloaded, scroll kept")

        # A transcript that disagrees with its block: after the reload, the overlay names the lesson line.
        closing = "print(screen.summary())\n```\n"
        write_atomically(target, base.replace(closing, closing + "\n```text\nnot what it prints\n```\n"))
        overlay = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#lessonbuild-overlay[role=dialog]"))[0]
        text = overlay.text
        if "lessons/" + KEY + ":" not in text or "not what it prints" not in text:
            fail("the overlay does not show the mismatch: " + text)
        close = overlay.find_element(By.TAG_NAME, "button")
        # Reachable from the keyboard: a real button, focusable; Escape closes too.
        close.send_keys(Keys.ESCAPE)
        wait.until(lambda d: not d.find_elements(By.ID, "lessonbuild-overlay"))
        # Shown again by the next build with a problem, and closed with its button.
        write_atomically(target, base.replace(closing, closing + "\n```text\nstill not what it prints\n```\n"))
        overlay = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#lessonbuild-overlay[role=dialog]"))[0]
        overlay.find_element(By.TAG_NAME, "button").click()
        wait.until(lambda d: not d.find_elements(By.ID, "lessonbuild-overlay"))
        print("overlay shown and closed")
        if target.read_text(encoding="utf-8") != base.replace(closing, closing + "\n```text\nstill not what it prints\n```\n"):
            fail("the preview changed the lesson file")

        # The server stops and starts again (on the same port) with another lesson text: the open page
        # reconnects by itself and reloads, since what it shows is out of date.
        driver.execute_script("window.previewMarker = 'before the restart';")
        process.send_signal(signal.SIGINT)
        process.wait(60)
        write_atomically(target, base.replace("Paragraph 5 of filler", "AFTER-THE-RESTART Paragraph 5 of filler"))
        port = url.rsplit(":", 1)[1].rstrip("/")
        process, _, log = start_preview(builder, folder, ["--port", port])
        wait.until(lambda d: d.execute_script("return window.previewMarker === undefined && document.readyState === 'complete'"))
        wait.until(lambda d: "AFTER-THE-RESTART" in d.page_source)
        print("reconnected after a restart")
    finally:
        if driver is not None:
            driver.quit()
        if process is not None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
                fail("the preview did not stop on SIGINT")
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
