"""The built files as a reader's browser receives them: small, self-contained, under the policy."""
import base64
import hashlib
import html
import re
import subprocess

from conftest import PACKAGE, FIXTURE_LESSONS


def html_files(site):
    return sorted(site.rglob("*.html"))


# The names index (issue 24: each name of the code with its declaration, folded at the end of the page) is
# why the budget is 112 KB and no longer 80 KB: the kernels pages, whose five files have the most names,
# are about 104 KB. The lesson pages have a budget of their own, below.
PAGE_BUDGET = 112 * 1024
LESSON_PAGE_BUDGET = 96 * 1024


def inline_scripts(text):
    return re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", text, re.S)


def test_every_page_is_small_and_has_the_policy(site):
    for path in html_files(site):
        text = html.unescape(path.read_text(encoding="utf-8"))
        assert path.stat().st_size < PAGE_BUDGET, f"{path} is {path.stat().st_size} bytes"
        # The 404 page of a site without baseURL runs one script of its own, named by its digest (issue 43).
        allowed = "".join(f" 'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"
                          for script in inline_scripts(path.read_text(encoding="utf-8")))
        assert (f'<meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\'{allowed};'
                in text), path
        assert '<meta name="description"' in text and 'property="og:title"' in text and 'rel="icon"' in text, path


def test_lesson_pages_stay_under_their_own_budget(site):
    """Every page but the kernels pages (the largest index of names): the lessons, a reader's usual page."""
    pages = [path for path in html_files(site) if path.name != "kernels.html"]
    assert len(pages) >= 20 and any(path.name.startswith("01-") for path in pages)
    heavy = [f"{path.relative_to(site)}: {path.stat().st_size} bytes" for path in pages
             if path.stat().st_size >= LESSON_PAGE_BUDGET]
    assert heavy == [], "\n".join(heavy)


def test_no_inline_script_style_or_handlers(site):
    for path in html_files(site):
        text = path.read_text(encoding="utf-8")
        # Only the 404 page of a site without baseURL has one (its digest is in its policy, checked above).
        scripts = inline_scripts(text)
        if path.name == "404.html" and "rel=\"canonical\"" not in text:
            assert len(scripts) == 1, path
        else:
            assert scripts == [], path
        assert re.findall(r"<style\b", text) == [], path
        assert re.findall(r"\sstyle=\"", text) == [], path
        assert re.findall(r"\son[a-z]+=\"", text) == [], path


def test_no_resource_from_elsewhere(site):
    for path in html_files(site):
        text = path.read_text(encoding="utf-8")
        for tag in re.findall(r"<(?:script|link|img|iframe|source|object|embed)\b[^>]*>", text):
            if 'rel="canonical"' in tag:
                continue   # names the page's published address; nothing is loaded from it
            for value in re.findall(r"\b(?:src|href)=\"([^\"]*)\"", tag):
                assert not re.match(r"^[a-z]+:|^//", value), f"{path}: {tag}"
    for path in (site / "assets").iterdir():
        assert "http://" not in path.read_text(encoding="utf-8").replace("http://www.w3.org/2000/svg", ""), path


def test_404_sitemap_and_footer(site):
    not_found = (site / "404.html").read_text(encoding="utf-8")
    # Served at any missing address, so its links start at the host's root (test_hosted.py serves it so).
    assert 'href="/tr/index.html"' in not_found and 'href="/az/index.html"' in not_found
    # The course names no baseURL: the sitemap protocol allows only absolute addresses, so there is none.
    assert not (site / "sitemap.xml").exists()
    assert re.search(r'<time datetime="\d{4}-\d{2}-\d{2}">', (site / "tr" / "index.html").read_text(encoding="utf-8"))


def test_footer_date_comes_from_source_date_epoch(tmp_path):
    """The date must not change between two builds of the same sources: SOURCE_DATE_EPOCH wins when set."""
    site = tmp_path / "site"
    result = subprocess.run(["swift", "run", "lessonbuild", "build", "--output", str(site), "--lessons", str(FIXTURE_LESSONS)],
                            cwd=PACKAGE, capture_output=True, text=True, env={**__import__("os").environ, "SOURCE_DATE_EPOCH": "86400"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert '<time datetime="1970-01-02">1970-01-02</time>' in (site / "tr" / "01-arama.html").read_text(encoding="utf-8")
