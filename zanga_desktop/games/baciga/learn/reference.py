"""La Báciga's rules browser: the source text section by section (the Spanish original, with
our English and Japanese renderings), its glossary, and the decisions of baciga-rules.md,
each with the option that changes it. Openable at what a section of the rules page decides."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.browser import BrowserFrame, OneBrowser
from ....ui.learn.text import language, pick
from ..rules import PRESETS
from .content import Section, decisions, glossary, sections
from .links import SCHEME, section_links

__all__ = ["BacigaRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_value(name: str) -> str:
    """An option's value in the Bengala preset, as a record writes it."""
    value = getattr(PRESETS["bengala"], name)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def options_html(names: tuple[str, ...]) -> str:
    items = []
    for name in names:
        values = tr("Bengala: {0}").format(option_value(name))
        items.append(f"<li><code>{html.escape(name)}</code> ({html.escape(values)})</li>")
    return "<ul>" + "".join(items) + "</ul>"


def heading(text: str) -> str:
    """A source heading as a list shows it: "B.- LA BÁCIGA" as "B.- La báciga"."""
    m = re.match(r"^(\w{1,2}\.-\s*)?(.*)$", text, re.S)
    prefix, rest = (m.group(1) or "", m.group(2)) if m else ("", text)
    rest = rest.lower()
    return prefix + rest[:1].upper() + rest[1:]


def _lines(text: str) -> str:
    return "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n") if p.strip())


def _placeholder() -> str:
    return tr("Filter: a word, e.g. báciga, tapada, pasado...")


def _title() -> str:
    return tr("The rules of La Báciga")


class BacigaRulesBrowser(BrowserFrame):
    """Source sections, glossary and decisions in a list with a filter box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_placeholder(), parent)
        self.setObjectName("baciga_rules_browser")
        self.setWindowTitle(_title())
        self.fill()
        self.show_key(f"sec:{sections()[0].key}")

    def fill(self) -> None:
        self.clear_entries()
        by_section: dict[int, list[str]] = {}
        for d in decisions():
            by_section.setdefault(d.section, []).append(d.key)
        titles = {d.key: pick(d.title) for d in decisions()}
        self.header(tr("La Báciga: the source text"))
        for s in sections():
            self.entry(f"sec:{s.key}", heading(s.heading), self._section_page(
                s, [k for n in s.rules for k in by_section.get(n, [])], titles),
                " ".join((s.es, s.en, s.ja)))
        self.header(tr("Glossary"))
        lang = language()
        for t in glossary():
            gloss = t.ja if lang == "ja" else t.en
            page = (f"<h2>{html.escape(t.term)}</h2><p>{html.escape(t.es)}</p>"
                    f"<p><i>{html.escape(gloss)}</i></p>")
            self.entry(f"term:{t.term}", t.term, page, " ".join((t.es, t.en, t.ja)))
        self.header(tr("What the rules page decides"))
        last = -1
        for d in sorted(decisions(), key=lambda d: d.section):
            if d.section != last:
                last = d.section
                self.header("  " + tr("Section {0}").format(d.section))
            where = tr("Section {0} of the rules page.").format(d.section)
            page = (f"<h2>{html.escape(pick(d.title))}</h2><p>{html.escape(pick(d.text))}</p>"
                    f"<p>{html.escape(where)}</p>")
            if d.options:
                head = (tr("The option that changes it:") if len(d.options) == 1
                        else tr("The options that change it:"))
                page += "<p>" + html.escape(head) + "</p>" + options_html(d.options)
            else:
                page += "<p>" + html.escape(tr("No option changes it.")) + "</p>"
            source = [s for s in sections() if d.section in s.rules]
            if source:
                links = ", ".join(f'<a href="sec:{s.key}">{html.escape(heading(s.heading))}'
                                  "</a>" for s in source)
                page += "<p>" + html.escape(tr("In the source text:")) + " " + links + "</p>"
            self.entry(f"dec:{d.key}", pick(d.title), page,
                       " ".join(d.text.values()) + " " + " ".join(d.options))

    def _section_page(self, s: Section, decided: list[str], titles: dict[str, str]) -> str:
        page = (f"<h2>{html.escape(s.heading)}</h2>"
                f"<div style='font-size:15px'>{_lines(s.es)}</div>")
        if language() == "ja":
            ours, text = tr("In Japanese (our rendering)"), s.ja
        else:
            ours, text = tr("In English (our rendering)"), s.en
        page += f"<h4>{html.escape(ours)}</h4>{_lines(text)}"
        if decided:
            items = "".join(f'<li><a href="dec:{k}">{html.escape(titles[k])}</a></li>'
                            for k in decided)
            decides = tr("How this app decides what it leaves open")
            page += f"<h4>{html.escape(decides)}</h4><ul>{items}</ul>"
        if s.rules:
            page += "<p>" + section_links(s.rules) + "</p>"
        return page

    def _follow(self, href: str) -> None:
        if href.startswith(SCHEME + ":"):
            rest = href.split(":", 1)[1]
            if rest.isdigit():
                self.show_section(int(rest))
                return
        super()._follow(href)

    def show_section(self, number: int) -> bool:
        """What section `number` of baciga-rules.md decides: its first decision, else the
        source section it settles."""
        key = next((f"dec:{d.key}" for d in decisions() if d.section == number), None)
        if key is None:
            key = next((f"sec:{s.key}" for s in sections() if number in s.rules), None)
        return key is not None and self.show_key(key)

    def changeEvent(self, event: QEvent) -> None:  # the renderings follow the language
        if event.type() == QEvent.Type.LanguageChange:
            key = self.current_key()
            self.setWindowTitle(_title())
            self.filter.setPlaceholderText(_placeholder())
            self.fill()
            if key:
                self.show_key(key)
        super().changeEvent(event)


_one = OneBrowser(lambda: BacigaRulesBrowser(), "baciga_rules")


def rules_browser() -> BacigaRulesBrowser:
    return _one.get()


def open_rules(section: int | None = None, parent: QWidget | None = None) -> BacigaRulesBrowser:
    """Show the rules browser, at what section `section` of the rules page decides."""
    return _one.open(None if section is None else lambda b: b.show_section(section))


def close_browser() -> None:
    _one.close()
