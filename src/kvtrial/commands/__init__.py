"""CLI commands, one module each."""
