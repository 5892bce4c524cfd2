"""A game's source text, glossary and decisions, as its rules browser shows them: the data (in
`resources/reglamento/<folder>/`: `source.json`, `glossary.json`, `decisions.json`, text
keyed by language) and the browser that lists them, each section of the source with our
rendering and the decisions that settle what it leaves open, each decision with the options
that change it. Game-free: a game names its folder and says how its options read and how a
section of its rules page is linked."""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

from ..i18n import tr
from ..paths import resource
from .browser import BrowserFrame
from .content import Term
from .text import Text, language, pick


@dataclass(frozen=True)
class Section:
    """A section of the source text: its Spanish heading and text, our renderings, and the
    sections of the game's rules page that decide what it leaves open."""

    key: str
    heading: str
    es: str
    en: str
    ja: str
    rules: tuple[int, ...] = ()


@dataclass(frozen=True)
class Decision:
    """A decision of the rules page: where it is (`section`), what it says, and the options
    that change it."""

    key: str
    section: int
    title: Text
    text: Text
    options: tuple[str, ...]


@cache
def _load(folder: str, name: str) -> Any:
    return json.loads(resource("reglamento", folder, name).read_text(encoding="utf-8"))


def sections(folder: str) -> tuple[Section, ...]:
    return tuple(Section(s["key"], s["heading"], s["es"], s["en"], s["ja"],
                         tuple(s.get("rules", ()))) for s in _load(folder, "source.json"))


def glossary(folder: str) -> tuple[Term, ...]:
    return tuple(Term(t["term"], t["es"], t["en"], t["ja"])
                 for t in _load(folder, "glossary.json"))


def decisions(folder: str) -> tuple[Decision, ...]:
    return tuple(Decision(d["key"], int(d["section"]), d["title"], d["text"],
                          tuple(d.get("options", ()))) for d in _load(folder, "decisions.json"))


def heading(text: str) -> str:
    """A source's heading as a list shows it: "B.- LA BÁCIGA" as "B.- La báciga",
    "ORIGEN E HISTORIA" as "Origen e historia"."""
    m = re.match(r"^(\w{1,2}\.-\s*)?(.*)$", text, re.S)
    prefix, rest = (m.group(1) or "", m.group(2)) if m else ("", text)
    rest = rest.lower()
    return prefix + rest[:1].upper() + rest[1:]


def _lines(text: str) -> str:
    return "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n") if p.strip())


class SourceBrowser(BrowserFrame):
    """The source's sections, the glossary and the decisions of the game whose data lies in
    `folder`, in a list with a filter box. A game's browser gives its words (`title`,
    `placeholder`, `source_title`), its options' values (`options_html`) and the links to
    its rules page (`scheme`, `section_links`)."""

    folder = ""
    scheme = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.placeholder(), parent)
        self.setWindowTitle(self.title())
        self.fill()
        self.show_key(f"sec:{sections(self.folder)[0].key}")

    # ---------------------------------------------------------------- the game's words

    def title(self) -> str:
        raise NotImplementedError

    def placeholder(self) -> str:
        raise NotImplementedError

    def source_title(self) -> str:
        raise NotImplementedError

    def options_html(self, names: tuple[str, ...]) -> str:
        """The options named, each with its values in the game's presets."""
        raise NotImplementedError

    def section_links(self, numbers: tuple[int, ...]) -> str:
        """The HTML linking to sections `numbers` of the game's rules page."""
        raise NotImplementedError

    # ---------------------------------------------------------------- the pages

    def fill(self) -> None:
        self.clear_entries()
        folder = self.folder
        by_section: dict[int, list[str]] = {}
        for d in decisions(folder):
            by_section.setdefault(d.section, []).append(d.key)
        titles = {d.key: pick(d.title) for d in decisions(folder)}
        self.header(self.source_title())
        for s in sections(folder):
            self.entry(f"sec:{s.key}", heading(s.heading), self._section_page(
                s, [k for n in s.rules for k in by_section.get(n, [])], titles),
                " ".join((s.es, s.en, s.ja)))
        self.header(tr("Glossary"))
        lang = language()
        for t in glossary(folder):
            gloss = t.ja if lang == "ja" else t.en
            page = (f"<h2>{html.escape(t.term)}</h2><p>{html.escape(t.es)}</p>"
                    f"<p><i>{html.escape(gloss)}</i></p>")
            self.entry(f"term:{t.term}", t.term, page, " ".join((t.es, t.en, t.ja)))
        self.header(tr("What the rules page decides"))
        last = -1
        for d in sorted(decisions(folder), key=lambda d: d.section):
            if d.section != last:
                last = d.section
                self.header("  " + tr("Section {0}").format(d.section))
            self.entry(f"dec:{d.key}", pick(d.title), self._decision_page(d),
                       " ".join(d.text.values()) + " " + " ".join(d.options))

    def _decision_page(self, d: Decision) -> str:
        where = tr("Section {0} of the rules page.").format(d.section)
        page = (f"<h2>{html.escape(pick(d.title))}</h2><p>{html.escape(pick(d.text))}</p>"
                f"<p>{html.escape(where)}</p>")
        if d.options:
            head = (tr("The option that changes it:") if len(d.options) == 1
                    else tr("The options that change it:"))
            page += "<p>" + html.escape(head) + "</p>" + self.options_html(d.options)
        else:
            page += "<p>" + html.escape(tr("No option changes it.")) + "</p>"
        source = [s for s in sections(self.folder) if d.section in s.rules]
        if source:
            links = ", ".join(f'<a href="sec:{s.key}">{html.escape(heading(s.heading))}</a>'
                              for s in source)
            page += "<p>" + html.escape(tr("In the source text:")) + " " + links + "</p>"
        return page

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
            page += "<p>" + self.section_links(s.rules) + "</p>"
        return page

    # ---------------------------------------------------------------- moving about

    def _follow(self, href: str) -> None:
        if self.scheme and href.startswith(self.scheme + ":"):
            rest = href.split(":", 1)[1]
            if rest.isdigit():
                self.show_section(int(rest))
                return
        super()._follow(href)

    def show_section(self, number: int) -> bool:
        """What section `number` of the rules page decides: its first decision, else the
        source section it settles."""
        key = next((f"dec:{d.key}" for d in decisions(self.folder) if d.section == number),
                   None)
        if key is None:
            key = next((f"sec:{s.key}" for s in sections(self.folder) if number in s.rules),
                       None)
        return key is not None and self.show_key(key)

    def changeEvent(self, event: QEvent) -> None:  # the renderings follow the language
        if event.type() == QEvent.Type.LanguageChange:
            key = self.current_key()
            self.setWindowTitle(self.title())
            self.filter.setPlaceholderText(self.placeholder())
            self.fill()
            if key:
                self.show_key(key)
        super().changeEvent(event)
