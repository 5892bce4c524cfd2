"""La Zanga: the Canarian trick-taking game of the Ombre family (docs/zanga-rules.md)."""
