"""Links to the reglamento, for any text in the app: `article:N` opens article N in the rules
browser, `learn:` opens the lessons. The tutor (or anyone) calls `article_link` to cite."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication

from ....ui.learn.links import follow_links, handle_link

__all__ = ["article_link", "article_links", "follow_links", "handle_link", "linkify"]


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


def article_link(number: int, text: str | None = None) -> str:
    """`<a href="article:27">Art. 27</a>`, or `text` as the link's words."""
    label = text if text is not None else tr("Art. {0}").format(number)
    return f'<a href="article:{number}">{html.escape(label)}</a>'


def article_links(numbers: tuple[int, ...] | list[int]) -> str:
    return tr("Reglamento:") + " " + ", ".join(article_link(n) for n in numbers)


_CITATION = re.compile(r"(Art(?:icle|ículo|iculo)?\.?\s+)"
                       r"(\d{1,2}(?:(?:,\s*|\s+(?:y|and)\s+)\d{1,2})*)|第(\d{1,2})条")


def _cite(m: re.Match[str]) -> str:
    if m.group(3):
        return f'<a href="article:{m.group(3)}">{m.group(0)}</a>'
    head = m.group(1)

    def one(n: re.Match[str]) -> str:
        nonlocal head
        text, head = head + n.group(0), ""
        return f'<a href="article:{n.group(0)}">{text}</a>'

    return re.sub(r"\d{1,2}", one, m.group(2))


def linkify(text_html: str) -> str:
    """Every "Art. 27" / "Article 27" / "Art. 22, 58" / "第27条" in an HTML text made a link
    to its article (each number of a list its own link)."""
    return _CITATION.sub(_cite, text_html)
