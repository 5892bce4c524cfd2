"""How the rows a dialog did not letter by hand take their letters (`ui/keyboard_letters`)."""

from __future__ import annotations

import string

from zanga_desktop.ui.keyboard_letters import choices, letter_of, marked, share_out

EVERY = set(string.ascii_lowercase + string.digits)


def _letter(text: str, free: set[str]) -> str:
    want = choices(text)
    pick = share_out([want], free)[0]
    return text if pick is None else marked(text, *want[pick])


def test_a_words_first_letter_before_its_others_then_a_digit() -> None:
    assert _letter("Who scores a fall chain", EVERY) == "&Who scores a fall chain"
    assert _letter("Who scores a fall chain", EVERY - {"w"}) == "Who &scores a fall chain"
    assert _letter("Solo bonus", EVERY - {"s", "b"}) == "S&olo bonus"
    assert _letter("Fianza (Art. 25)", EVERY - set("fianzrt")) == "Fianza (Art. &25)"


def test_a_text_with_an_ampersand_is_left_as_written() -> None:
    assert choices("&Rules") == []
    assert choices("Tom & Jerry") == []
    assert choices("Tom && Jerry") == []


def test_japanese_takes_its_letter_in_brackets_after_the_text() -> None:
    assert _letter("ルール", EVERY) == "ルール(&A)"
    assert _letter("renuncio（レヌンシオ：反則）", EVERY) == "renuncio（レヌンシオ：反則）(&R)"
    assert _letter("ルール", EVERY - set(string.ascii_lowercase)) == "ルール(&0)"


def test_accented_letters_are_not_offered() -> None:
    assert [k for k, _ in choices("Señas")] == ["s", "e", "a"]


def test_a_row_makes_room_so_that_more_rows_have_a_letter() -> None:
    """"Seats" would take its e by reading order; "Señas" has no other, so Seats moves to
    its t."""
    free = {"e", "t"}
    wants = [choices("Seats"), choices("Señas")]
    taken = share_out(wants, free)
    keys = [wants[i][p][0] for i, p in enumerate(taken) if p is not None]
    assert sorted(keys) == ["e", "t"]
    assert wants[1][taken[1] or 0][0] == "e"


def test_rows_keep_their_best_letter_when_nobody_needs_it() -> None:
    wants = [choices("Players"), choices("Partner"), choices("Points")]
    taken = share_out(wants, EVERY)
    assert [marked(t, *w[p]) for t, w, p in zip(("Players", "Partner", "Points"), wants,
                                                 taken, strict=True) if p is not None] \
        == ["&Players", "P&artner", "P&oints"]


def test_no_letter_twice_and_none_left_over_unused() -> None:
    texts = ["Abc", "Abc", "Abc", "Abc", "Abc"]
    wants = [choices(t) for t in texts]
    taken = share_out(wants, EVERY)
    keys = [letter_of(marked(t, *w[p])) for t, w, p in zip(texts, wants, taken, strict=True)
            if p is not None]
    assert sorted(k for k in keys if k) == ["a", "b", "c"]  # three letters for five rows
