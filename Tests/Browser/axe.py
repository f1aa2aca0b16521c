"""axe-core in the page: its script comes from a PyPI package (axe-playwright-python ships axe.min.js)."""
import importlib.util
import json
import pathlib


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec and spec.origin, "axe-playwright-python is not installed (scripts/setup --test installs it)"
    return (pathlib.Path(spec.origin).parent / "axe.min.js").read_text(encoding="utf-8")


def violations(driver, source):
    """Every axe violation on the current page, as 'rule: target (summary)' lines."""
    driver.execute_script(source)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(JSON.stringify(r.violations)); },"
        " function (e) { done(JSON.stringify([{id: 'axe-error', nodes: [{target: [String(e)], failureSummary: ''}]}])); });")
    found = []
    for violation in json.loads(result):
        for node in violation["nodes"]:
            found.append(f"{violation['id']}: {node['target']} ({node.get('failureSummary', '').strip()[:200]})")
    return found
