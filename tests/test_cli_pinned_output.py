"""`zanga-cli deal` and `zanga-cli selfplay` print the same bytes for the same seed, whatever
is done to make them faster: the SHA-256 of each output, as `main` printed it before the
command line read the registry and self-play was made faster, is pinned here (three seeds per
game, and one run of each game's other preset or table)."""

from __future__ import annotations

import hashlib

import pytest

from zanga_desktop import cli

#: (arguments, SHA-256 of standard output).
PINNED: list[tuple[tuple[str, ...], str]] = [
    (("deal", "--game", "zanga", "--seed", "1"),
     "c53669aa39d477a830c7e300103c1a43767fe7a45f331a1afc111fb918bdbfa8"),
    (("selfplay", "--game", "zanga", "--seed", "1", "--hands", "40"),
     "0d6b919c233a1f1f8446febb46e25b1e308596ce86dbc64f057a65098a6357dc"),
    (("deal", "--game", "zanga", "--seed", "7"),
     "15c5ff93f2be70470bf0802efd1241e847c96b7871f2e1d9167c779384aaa475"),
    (("selfplay", "--game", "zanga", "--seed", "7", "--hands", "40"),
     "f4326e4131adcc0ece125029b8aaa98586a6e05236ceac539b213a0d9f46cc47"),
    (("deal", "--game", "zanga", "--seed", "2024"),
     "ed8da983ab7278b9771c3fce8883f87ce30edf3803f3fed1c00db79029c84507"),
    (("selfplay", "--game", "zanga", "--seed", "2024", "--hands", "40"),
     "2c55d760fbc12e11dbfb6e7cb60498498c7d1c55de0fc5aa5a21f99ffe32ada2"),
    (("selfplay", "--game", "zanga", "--seed", "5", "--hands", "30", "--preset",
      "simplificada"), "ea0d470e7d1cd6c04d5860fe29ca3c9870514d6f1f4e3e3a947dd60aa6ba24ee"),
    (("deal", "--game", "envite", "--seed", "1"),
     "317f08674ea03b35b7867e65dbb3f378c1476a6c26f3f2da8bd5cbc438841c9a"),
    (("selfplay", "--game", "envite", "--seed", "1", "--hands", "40"),
     "a9e9934dfa47009544130283e30170e4457aabd32c9b8e40b538fa620bbe5e95"),
    (("deal", "--game", "envite", "--seed", "7"),
     "4685c2210f836e29e0ff736ef0296fd6ac4e96a4b74953dbe0957e7046845b5d"),
    (("selfplay", "--game", "envite", "--seed", "7", "--hands", "40"),
     "244fd03affc65805b707c1e8cc80edfb2fc16d2a3b604834bef36090e53531c2"),
    (("deal", "--game", "envite", "--seed", "2024"),
     "47f6f250eac7d9b6f0363d481a8f8afbf9f0b73d5c35ff8ae7d26f72a49853c7"),
    (("selfplay", "--game", "envite", "--seed", "2024", "--hands", "40"),
     "78d430d87bac8066b082214a739498a846e1572fcc2a42a15207bdf50eceeaf1"),
    (("selfplay", "--game", "envite", "--seed", "3", "--hands", "30", "--team-size", "3",
      "--preset", "popular"), "acad71d7d635ba93e7061c9b0254eb3029d22bf0873e40dac5192cfeea4d20d5"),
]


@pytest.mark.parametrize(("args", "digest"), PINNED, ids=[" ".join(a) for a, _ in PINNED])
def test_the_output_is_the_same_bytes_as_before(args: tuple[str, ...], digest: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(list(args)) == 0
    out = capsys.readouterr().out
    assert hashlib.sha256(out.encode("utf-8")).hexdigest() == digest
