"""The games the table hosts, one package each, found through `zanga_desktop.core.registry`."""
