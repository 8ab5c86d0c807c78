"""The accessibility audit of the browser tests: axe-core (pinned in build.py,
fetched and verified by tools/fetch.py, never served) run on the page as it
stands. `label-content-name-mismatch` is one of axe's experimental rules, so
it is switched on by name: a control's accessible name must contain the text
it shows (WCAG 2.5.3, "label in name"). Every violation counts, whatever
its impact (minor to critical): the table too must have a level-one heading."""

import build

RUN = """async (context) => {
    const result = await axe.run(context || document, {
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact,
        nodes: v.nodes.map((n) => [n.target.join(" "), n.failureSummary.split("\\n").slice(1, 3).join(" ")]) }));
}"""


def audit(page, context=None):
    """axe's violations on `page` (a Page or a Frame), within the
    CSS selector `context` if given; axe is added to the page the first time."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # evaluate runs outside the page's Content-Security-Policy (no inline scripts there)
        page.evaluate(build.axe_script().read_text(encoding="utf-8"))
    return page.evaluate(RUN, context)
