"""The reglamento at hand: a searchable rules browser (the 64 articles in Spanish with our
English translation, the Léxico, this project's decisions on open points) openable at any
article, and a one-page cheat sheet of the card orders, shown as a dock and saved as PDF."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSize, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ....ui.learn.browser import KEY, BrowserFrame, OneBrowser, fold
from ....ui.learn.option_lines import (
    OptionLine,
    options_heading,
    options_list_html,
    preset_values,
)
from ....ui.window_fit import available_geometry
from ..rules import PRESETS, SUITS, Suit, is_long, plain_order, trump_order
from ..ui.new_game_options import option_label, option_words
from .checks import trump_title
from .content import Article, articles, decisions, glossary, language, pick
from .links import article_link

__all__ = ["KEY", "CheatSheet", "CheatSheetDock", "RulesBrowser", "cheat_sheet_html",
           "close_browser", "fold", "open_article", "rules_browser", "save_cheat_sheet_pdf",
           "short_title", "show_cheat_sheet"]


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


def short_title(text: str, limit: int = 56) -> str:
    """An article's first sentence as its title in the list, cut at a word with "…" when
    it is long."""
    first = text.split(".")[0].strip()
    if len(first) <= limit:
        return first
    cut = first[:limit].rsplit(" ", 1)[0].rstrip(" ,;:")
    return cut + "…"


def option_line(name: str) -> OptionLine:
    """An option, as the New game dialog names it, with its value in the Manual preset (and
    in the Simplificada where it differs)."""
    values = preset_values(
        *((title, option_words(name, getattr(PRESETS[preset], name)))
          for preset, title in (("manual", tr("Manual")), ("simplificada", tr("Simplificada")))))
    return OptionLine(name, option_label(name), values)


class RulesBrowser(BrowserFrame):
    """Articles, Léxico and decisions in a list with a filter box; the text beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Filter: a word, e.g. renuncio, malilla, fianza..."), parent)
        self.setWindowTitle(tr("Reglamento de La Zanga"))
        self._fill()
        self.show_key("art:1")

    # ---------------------------------------------------------------- content

    def _fill(self) -> None:
        lang = language()
        cited: dict[int, list[str]] = {}
        for d in decisions():
            for n in d.articles:
                cited.setdefault(n, []).append(d.key)
        self.header(tr("Reglamento (64 articles)"))
        title = ""
        for a in articles():
            if a.title != title:
                title = a.title
                self.header("  " + title)
            first = short_title(a.es)
            self.entry(f"art:{a.number}", tr("Art. {0}").format(a.number) + f" · {first}",
                        self._article_page(a, cited.get(a.number, [])),
                        " ".join((a.es, a.en, a.ja)))
        self.header(tr("Léxico (glossary)"))
        for t in glossary():
            gloss = t.ja if lang == "ja" and t.ja else t.en
            label = t.label(lang)
            page = (f"<h2>{html.escape(label)}</h2><p>{html.escape(t.es)}</p>"
                    f"<p><i>{html.escape(gloss)}</i></p>")
            self.entry(f"term:{t.term}", label.capitalize(), page, t.searched())  # kana: no case
        self.header(tr("This app's decisions on open points"))
        readings = False
        for d in decisions():
            if d.section == 11 and not readings:  # the page's own list of them
                readings = True
                self.header(tr("Readings settled while building the engine (section 11)"))
            links = ", ".join(article_link(n) for n in d.articles)
            page = f"<h2>{html.escape(pick(d.title))}</h2><p>{html.escape(pick(d.text))}</p>"
            if links:
                page += "<p>" + tr("Articles:") + " " + links + "</p>"
            if d.options:
                page += ("<p>" + html.escape(options_heading(len(d.options))) + "</p>"
                         + options_list_html([option_line(o) for o in d.options]))
            else:
                page += "<p>" + html.escape(tr("No option changes it yet.")) + "</p>"
            self.entry(f"dec:{d.key}", pick(d.title), page,
                        " ".join(d.text.values()) + " " + " ".join(d.options))

    def _article_page(self, a: Article, decided: list[str]) -> str:
        # Translated text is taken outside the f-strings: lupdate does not look inside them.
        heading = tr("Artículo {0}").format(a.number)
        page = (f"<h2>{html.escape(heading)}</h2>"
                f"<p><i>{html.escape(a.title)}</i></p>"
                f"<p style='font-size:15px'>{_lines(a.es)}</p>")
        if language() == "ja" and a.ja:
            ours, text = tr("In Japanese (our translation)"), a.ja
        else:
            ours, text = tr("In English (our translation)"), a.en
        page += f"<h4>{html.escape(ours)}</h4><p>{_lines(text)}</p>"
        if decided:
            titles = {d.key: pick(d.title) for d in decisions()}
            items = "".join(f'<li><a href="dec:{k}">{html.escape(titles[k])}</a></li>'
                            for k in decided)
            reads = tr("How this app reads it")
            page += f"<h4>{html.escape(reads)}</h4><ul>{items}</ul>"
        nav = []
        if a.number > 1:
            nav.append(article_link(a.number - 1, tr("‹ previous")))
        if a.number < 64:
            nav.append(article_link(a.number + 1, tr("next ›")))
        return page + "<p>" + " · ".join(nav) + "</p>"

    # ---------------------------------------------------------------- navigation

    def _follow(self, href: str) -> None:
        if href.startswith("article:"):
            self.show_key("art:" + href.split(":", 1)[1])
        else:
            super()._follow(href)

    def show_article(self, number: int) -> bool:
        return self.show_key(f"art:{number}")


def _lines(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


_one = OneBrowser(lambda: RulesBrowser(), "rules")


def rules_browser() -> RulesBrowser:
    """The one rules browser of the app (made on first use)."""
    return _one.get()


def open_article(number: int | None, parent: QWidget | None = None) -> RulesBrowser:
    """Show the rules browser, at article `number` if given. The tutor calls this."""
    return _one.open(None if number is None else lambda b: b.show_article(number))


def close_browser() -> None:
    _one.close()


# ---------------------------------------------------------------------- the cheat sheet

_RANK = {1: "as", 10: "sota", 11: "caballo", 12: "rey"}


def _cell(card_text: str, title: str = "") -> str:
    suffix = f" <b>{html.escape(title)}</b>" if title else ""
    return f"<tr><td>{html.escape(card_text)}{suffix}</td></tr>"


def _card_text(rank: int) -> str:
    return f"{rank} ({_RANK[rank]})" if rank in _RANK else str(rank)


def cheat_sheet_html() -> str:
    """The card orders, built from the engine's own tables: trumps per trump suit, then the
    plain suits, highest first."""
    cols = []
    for trump in SUITS:
        rows = "".join(_cell(f"{c.rank}{c.suit.value} · {_card_text(c.rank)} de {c.suit.spanish}",
                             trump_title(c, trump)) for c in trump_order(trump))
        head = tr("Trumps: {0}").format(trump.spanish)
        cols.append(f"<td valign='top'><p><b>{html.escape(head)}</b> "
                    f"({len(trump_order(trump))})</p><table cellpadding='1'>{rows}</table></td>")
    plain = []
    for suit in (Suit.OROS, Suit.ESPADAS):
        names = "oros, copas" if is_long(suit) else "espadas, bastos"
        ranks = " › ".join(_card_text(c.rank) for c in plain_order(suit))
        label = tr("{0}, not trumps:").format(names)
        plain.append(f"<p><b>{html.escape(label)}</b> {html.escape(ranks)}</p>")
    notes = [
        tr("Espadilla (1 of espadas) and Bastillo (1 of bastos) are always trumps, whatever "
           "suit is named; with them and the Malilla they are the matadores, the estuche."),
        tr("A trick is won by its highest trump; with no trump in it, by the highest card of "
           "the suit led. A card of another suit that is not a trump never wins."),
        tr("Follow the suit led if you can. When trumps are led, play a trump if you can; a "
           "matador need not be played unless a higher matador was led."),
    ]
    body = "".join(f"<li>{html.escape(n)}</li>" for n in notes)
    title = tr("La Zanga: card orders")
    return (f"<h2>{html.escape(title)}</h2>"
            f"<table cellspacing='8'><tr>{''.join(cols)}</tr></table>"
            f"{''.join(plain)}<ul>{body}</ul>")


def save_cheat_sheet_pdf(path: str | Path) -> None:
    """One A4 page, through QPdfWriter (QtGui: no print-support module needed)."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setTitle(tr("La Zanga: card orders"))
    writer.setCreator("Zanga Desktop")
    doc = QTextDocument()
    doc.setDefaultStyleSheet("body { font-size: 9pt; } td { font-size: 9pt; }")
    doc.setHtml(cheat_sheet_html())
    doc.print_(writer)


class CheatSheet(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.text = QTextBrowser()
        self.text.setObjectName("cheat_sheet_text")
        self.text.setHtml(cheat_sheet_html())
        lay.addWidget(self.text, 1)
        row = QHBoxLayout()
        self.pdf = QPushButton(tr("Save as PDF..."))
        self.pdf.setObjectName("cheat_sheet_pdf")
        self.pdf.clicked.connect(self.save_dialog)
        row.addWidget(QLabel(tr("Highest first.")))
        row.addStretch(1)
        row.addWidget(self.pdf)
        lay.addLayout(row)

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the cheat sheet"),
                                              str(Path.home() / "zanga-orders.pdf"),
                                              tr("PDF files (*.pdf)"))
        if path:
            save_cheat_sheet_pdf(path)


class CheatSheetDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Card orders"), parent)
        self.setObjectName("cheat_sheet_dock")
        self.sheet = CheatSheet()
        self.setWidget(self.sheet)


def show_cheat_sheet(window: QWidget) -> QDockWidget | QDialog:
    """The cheat sheet as a dock of `window` (a main window), else as a small dialog."""
    if isinstance(window, QMainWindow):
        dock = window.findChild(CheatSheetDock)
        if dock is None:
            dock = CheatSheetDock(window)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            # floating at a size it reads at (the side dock is a tutor's 250 px); it can be
            # docked again by its title bar
            dock.setFloating(True)
            area = available_geometry(window)
            size = QSize(min(760, area.width() - 40), min(560, area.height() - 80))
            dock.resize(size)
            frame = window.frameGeometry() if window.isVisible() else area
            x = max(area.left(), min(frame.right() - size.width() - 20,
                                     area.right() - size.width()))
            y = max(area.top() + 30, min(frame.top() + 80, area.bottom() - size.height()))
            dock.move(x, y)
        dock.show()
        dock.raise_()
        return dock
    dialog = QDialog(window)
    dialog.setWindowTitle(tr("Card orders"))
    QVBoxLayout(dialog).addWidget(CheatSheet())
    dialog.resize(760, 560)
    dialog.show()
    return dialog
