"""The screenshots of the names popover in docs/screenshots/ (not a test): a desktop reader hovering a kernel
name in the first Turkish lesson, and a phone reader after a tap on it.

    python3 Tests/Browser/names_screenshots.py /path/to/site
"""
import pathlib
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import PACKAGE, make_driver, open_page, set_view, wait_until
from test_names import BLOCK, LESSON, POP_SHOWN, centre, park_mouse, set_touch, tap

OUT = PACKAGE / "docs" / "screenshots"


def main(site):
    driver = make_driver()
    try:
        set_view(driver, "desktop", "light")
        open_page(driver, site, LESSON)
        park_mouse(driver)
        # A kernel class with a documentation comment: declaration, summary and place.
        name = driver.find_element(By.CSS_SELECTOR, f"#{BLOCK} figure.runnable a[href='kernels.html#lifecycle-L42']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); scrollBy(0, 150);", name)
        ActionChains(driver).move_to_element(name).perform()
        wait_until(driver, POP_SHOWN)
        driver.save_screenshot(str(OUT / "names-popover-desktop.png"))

        set_view(driver, "phone", "light")
        set_touch(driver, True)
        open_page(driver, site, LESSON)
        # The longest declaration of the block (check(_:model:screen:keys:)): it must wrap inside the screen.
        name = driver.find_element(By.CSS_SELECTOR, f"#{BLOCK} figure.runnable a[href='kernels.html#sync-L31']")
        tap(driver, name)
        wait_until(driver, POP_SHOWN)
        driver.save_screenshot(str(OUT / "names-popover-phone.png"))
        set_touch(driver, False)
    finally:
        driver.quit()


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))
