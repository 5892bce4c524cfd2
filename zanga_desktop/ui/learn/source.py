"""A game's rules browser built from its source text: the text section by section (the
Spanish original, with our English and Japanese renderings), its glossary, and the decisions
of the game's rules page, each with the options that change it.

The data is JSON under `resources/reglamento/<game>/` (`source.json`, `glossary.json`,
`decisions.json`, read by `Reglamento`); the game subclasses `SourceBrowser` and says only
what is its own: its titles, how it shows its options, and the links to its rules page.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

from ..i18n import tr
from ..paths import resource
from .browser import BrowserFrame, OneBrowser
from .content import Term
from .option_lines import OptionLine, options_heading, options_list_html
from .text import Text, language, pick


@dataclass(frozen=True)
class Section:
    """A section of the source text: its Spanish heading and text, our renderings, and the
    sections of the rules page that decide what it leaves open."""

    key: str
    heading: str
    es: str
    en: str
    ja: str
    rules: tuple[int, ...] = ()


@dataclass(frozen=True)
class Decision:
    """A decision of the rules page: its section, title, words, and the options that change
    it."""

    key: str
    section: int
    title: Text
    text: Text
    options: tuple[str, ...]


class Reglamento:
    """The source text, glossary and decisions of the game `game_id`."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def _load(self, name: str) -> Any:
        return _read(self.game_id, name)

    def sections(self) -> tuple[Section, ...]:
        return tuple(Section(s["key"], s["heading"], s["es"], s["en"], s["ja"],
                             tuple(s.get("rules", ()))) for s in self._load("source.json"))

    def glossary(self) -> tuple[Term, ...]:
        return tuple(Term.of(t) for t in self._load("glossary.json"))

    def decisions(self) -> tuple[Decision, ...]:
        return tuple(Decision(d["key"], int(d["section"]), d["title"], d["text"],
                              tuple(d.get("options", ()))) for d in self._load("decisions.json"))


@cache
def _read(game_id: str, name: str) -> Any:
    return json.loads(resource("reglamento", game_id, name).read_text(encoding="utf-8"))


def paragraphs(text: str) -> str:
    return "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n") if p.strip())


class SourceBrowser(BrowserFrame):
    """Source sections, glossary and decisions in a list with a filter box; `scheme:N`
    links (the game's rules page, section N) open what section N decides."""

    reglamento: Reglamento
    scheme = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.placeholder(), parent)
        self.setWindowTitle(self.browser_title())
        self.fill()
        self.show_key(f"sec:{self.reglamento.sections()[0].key}")

    # ---------------------------------------------------------------- the game's own

    def placeholder(self) -> str:
        raise NotImplementedError

    def browser_title(self) -> str:
        raise NotImplementedError

    def source_title(self) -> str:
        raise NotImplementedError

    def heading(self, section: Section) -> str:
        """A section's heading in the list and in links."""
        return section.heading

    def option_line(self, name: str) -> OptionLine:
        """An option that changes a decision: its label in the New game dialog, its values
        in the game's rule sets."""
        raise NotImplementedError

    def options_html(self, names: tuple[str, ...]) -> str:
        """The options that change a decision, as a list."""
        return options_list_html([self.option_line(n) for n in names])

    def section_links(self, numbers: tuple[int, ...]) -> str:
        """The links to sections of the rules page, with their words."""
        raise NotImplementedError

    # ---------------------------------------------------------------- the pages

    def fill(self) -> None:
        self.clear_entries()
        reg = self.reglamento
        sections, decisions = reg.sections(), reg.decisions()
        by_section: dict[int, list[str]] = {}
        for d in decisions:
            by_section.setdefault(d.section, []).append(d.key)
        titles = {d.key: pick(d.title) for d in decisions}
        self.header(self.source_title())
        for s in sections:
            decided = list(dict.fromkeys(k for n in s.rules for k in by_section.get(n, [])))
            self.entry(f"sec:{s.key}", self.heading(s), self._section_page(s, decided, titles),
                       " ".join((s.es, s.en, s.ja)))
        self.header(tr("Glossary"))
        lang = language()
        for t in reg.glossary():
            gloss = t.ja if lang == "ja" else t.en
            page = (f"<h2>{html.escape(t.label(lang))}</h2><p>{html.escape(t.es)}</p>"
                    f"<p><i>{html.escape(gloss)}</i></p>")
            self.entry(f"term:{t.term}", t.label(lang), page, t.searched())
        self.header(tr("What the rules page decides"))
        last = -1
        for d in sorted(decisions, key=lambda d: d.section):
            if d.section != last:
                last = d.section
                self.header("  " + tr("Section {0}").format(d.section))
            self.entry(f"dec:{d.key}", pick(d.title), self._decision_page(d, sections),
                       " ".join((*d.text.values(), *d.title.values(), *d.options)))

    def _decision_page(self, d: Decision, sections: tuple[Section, ...]) -> str:
        where = tr("Section {0} of the rules page.").format(d.section)
        page = (f"<h2>{html.escape(pick(d.title))}</h2><p>{html.escape(pick(d.text))}</p>"
                f"<p>{html.escape(where)}</p>")
        if d.options:
            page += ("<p>" + html.escape(options_heading(len(d.options))) + "</p>"
                     + self.options_html(d.options))
        else:
            page += "<p>" + html.escape(tr("No option changes it.")) + "</p>"
        source = [s for s in sections if d.section in s.rules]
        if source:
            links = ", ".join(f'<a href="sec:{s.key}">{html.escape(self.heading(s))}</a>'
                              for s in source)
            page += "<p>" + html.escape(tr("In the source text:")) + " " + links + "</p>"
        return page

    def _section_page(self, s: Section, decided: list[str], titles: dict[str, str]) -> str:
        page = (f"<h2>{html.escape(s.heading)}</h2>"
                f"<div style='font-size:15px'>{paragraphs(s.es)}</div>")
        if language() == "ja":
            ours, text = tr("In Japanese (our rendering)"), s.ja
        else:
            ours, text = tr("In English (our rendering)"), s.en
        page += f"<h4>{html.escape(ours)}</h4>{paragraphs(text)}"
        if decided:
            items = "".join(f'<li><a href="dec:{k}">{html.escape(titles[k])}</a></li>'
                            for k in decided)
            decides = tr("How this app decides what it leaves open")
            page += f"<h4>{html.escape(decides)}</h4><ul>{items}</ul>"
        if s.rules:
            page += "<p>" + self.section_links(s.rules) + "</p>"
        return page

    # ---------------------------------------------------------------- links

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
        reg = self.reglamento
        key = next((f"dec:{d.key}" for d in reg.decisions() if d.section == number), None)
        if key is None:
            key = next((f"sec:{s.key}" for s in reg.sections() if number in s.rules), None)
        return key is not None and self.show_key(key)

    def changeEvent(self, event: QEvent) -> None:
        """The renderings and the words follow the language."""
        if event.type() == QEvent.Type.LanguageChange:
            key = self.current_key()
            self.setWindowTitle(self.browser_title())
            self.filter.setPlaceholderText(self.placeholder())
            self.fill()
            if key:
                self.show_key(key)
        super().changeEvent(event)


SB = TypeVar("SB", bound=SourceBrowser)


class OneSource(OneBrowser[SB]):
    """The one rules browser of a game built from its source text (`OneBrowser`), opened at
    what a section of the rules page decides."""

    def open_rules(self, section: int | None = None, parent: QWidget | None = None) -> SB:
        """Show the rules browser, at what section `section` of the rules page decides."""
        return self.open(None if section is None else lambda b: b.show_section(section))
