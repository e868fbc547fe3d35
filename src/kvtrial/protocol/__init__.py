"""The experiment protocol of seed 000: registration, admission, baseline, matrix, ledger."""
