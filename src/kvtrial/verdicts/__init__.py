"""Verdicts a person can trust: comparison rules, troubleshooting, the release gate, capacity
planning, recommendations and the report — all computed from the run records alone."""
