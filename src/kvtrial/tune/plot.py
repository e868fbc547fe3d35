"""The frontier plot: predicted plans, verified plans and uniform settings, bits per value against mean KL."""

from __future__ import annotations

import io

from kvtrial.tune.run import TuneResult


def frontier_png(result: TuneResult) -> bytes:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 4.2), dpi=100)
    ax = fig.add_subplot()
    windows = sorted({p.get("window", 0) for p in result.frontier})
    greys = {w: "#" + f"{max(0x9e - 0x28 * n, 0):02x}" * 3 for n, w in enumerate(windows)}  # darker: longer window
    for window in windows:
        for level, style in (("layer", "-"), ("kind", ":")):
            walk = [p for p in result.frontier if p.get("level", "layer") == level and p.get("window", 0) == window]
            if walk:
                kept = f", window={window}" if window else ""
                ax.plot([p["bits_per_value"] for p in walk], [p["predicted_kld"] for p in walk], color=greys[window],
                        lw=1, ls=style, label=f"frontier, per {level}{kept} (predicted, calibration windows)")
    for kind, color, marker in (("plan", "#1565c0", "o"), ("uniform", "#c62828", "s")):
        pts = [(r.target or r.setting, r.bits_per_value, r.heldout_kld_mean) for r in result.rows
               if r.kind == kind and r.bits_per_value is not None and r.heldout_kld_mean is not None]
        ax.scatter([b for _, b, _ in pts], [k for _, _, k in pts], color=color, marker=marker,
                   label=f"{kind} (held-out)", zorder=3)
        for label, b, k in pts:
            ax.annotate(label, (b, k), fontsize=7, xytext=(3, 3), textcoords="offset points")
    ax.set_yscale("log")
    ax.set_xlabel("bits per value (read back)")
    ax.set_ylabel("mean KL vs ordinary")
    ax.set_title(f"{result.model_id} on {result.corpus}: tuned plans and uniform settings", fontsize=9)
    ax.legend(fontsize=7)
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()
