"""El Envite canario, the second game of the table (envite-rules.md)."""
