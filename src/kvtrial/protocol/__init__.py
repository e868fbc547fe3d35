"""The experiment protocol (docs/protocol.md): registration, admission, baseline, matrix, ledger."""
