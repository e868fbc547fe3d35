"""Verdicts a person can trust: comparison rules, troubleshooting, the release gate, a run's capacity
table, recommendations and the report — all computed from the run records alone (an import contract keeps
models, backends and memory measurement out; the capacity fitting and cost lines they read are
`kvtrial.memory.capacity` and `kvtrial.memory.costs`)."""
