"""Memory, measured and estimated in one place.

    kv           KV bytes per setting measured from the tensors a filled cache stores (tables for
                 `kvtrial memory`, per-token costs for `kvtrial plan`), weight bytes of a model
    layout       the one layout arithmetic: which layers store KV and how many tokens each holds, the KV
                 bytes a setting's layout implies (exact, for kvtrial settings) and per-type cost lines
                 by an engine's bits per value
    costs        a setting's measured cache cost as a line (bytes per token, fixed bytes): pure data
    activations  the one activation model (memory beyond weights and cache while prefilling)
    estimate     a request's pre-run peak estimate (weights + KV + activations), kept with its row
    capacity     the capacity table: the longest context per setting in a memory budget, fitted from
                 costs (pure; a run's rows give the costs in `kvtrial.verdicts.capacity`)
    capacity_measure  the capacity table from caches filled here with a loaded model (`kvtrial plan`)
    peaks        the one reader of process memory (resident now, peak over a request)
    nvml         the device monitor on CUDA (NVML peaks sampled during a request, their gap to the allocator)
    readings     a session's readings as a row's flat peak figures and their sources (protocol and bench rows)
    cap          a hard memory limit on a worker process (cgroup or setrlimit), and whether it killed the worker
    leftovers    folders named after their owner process (pid and start time), removed once it has ended

Modules are imported by name (`kvtrial.memory.kv`): `costs`, `activations`, `capacity` and `cap` need no
torch, so the verdicts read records through them without loading the framework (an import contract
keeps the measuring modules out of the verdicts).
"""
