"""The built files as a reader's browser receives them: small, self-contained, under the policy."""
import base64
import gzip
import hashlib
import html
import re
import subprocess

from conftest import PACKAGE, FIXTURE_LESSONS


def html_files(site):
    return sorted(site.rglob("*.html"))


# What a reader downloads is the page compressed (every static host serves HTML gzip-compressed), so the
# budgets are on that: on DevTools' "Slow 3G" (50 000 B/s, docs/benchmarks.md) 48 KB is about a second. The
# kernels pages, with the most names, are the largest (about 36 KB); a lesson page has 32 KB (its longest,
# about 23 KB). A lesson's size follows its text, so its markup is bounded by its Markdown instead of a fixed
# number of bytes: the HTML (code highlighting, the names' index, navigation) is at most 4.5 times the lesson
# (about 2 to 4 today), which a doubling of the markup per name or per line would break.
PAGE_BUDGET = 48 * 1024
LESSON_PAGE_BUDGET = 32 * 1024
MARKUP_PER_SOURCE_BYTE = 4.5


def sent_size(path):
    """The bytes a reader's browser receives for the file: gzip at the level servers use by default (6)."""
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def inline_scripts(text):
    return re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", text, re.S)


def test_every_page_is_small_and_has_the_policy(site):
    for path in html_files(site):
        text = html.unescape(path.read_text(encoding="utf-8"))
        assert sent_size(path) < PAGE_BUDGET, f"{path} is {sent_size(path)} bytes compressed"
        # The 404 page of a site without baseURL runs one script of its own, named by its digest (issue 43).
        allowed = "".join(f" 'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"
                          for script in inline_scripts(path.read_text(encoding="utf-8")))
        assert (f'<meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\'{allowed};'
                in text), path
        assert '<meta name="description"' in text and 'property="og:title"' in text and 'rel="icon"' in text, path


def test_lesson_pages_stay_under_their_own_budget(site):
    """Every lesson page (a reader's usual page): under its compressed budget, and its HTML within a bound of
    its Markdown's size."""
    lessons = sorted((PACKAGE / "lessons").glob("*/[0-9]*.md"))
    assert len(lessons) >= 20 and any(path.name.startswith("01-") for path in lessons)
    heavy = []
    for lesson in lessons:
        page = site / lesson.parent.name / (lesson.stem + ".html")
        if sent_size(page) >= LESSON_PAGE_BUDGET:
            heavy.append(f"{page.relative_to(site)}: {sent_size(page)} bytes compressed")
        ratio = page.stat().st_size / lesson.stat().st_size
        if ratio > MARKUP_PER_SOURCE_BYTE:
            heavy.append(f"{page.relative_to(site)}: {ratio:.2f} times its Markdown ({page.stat().st_size} bytes)")
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
