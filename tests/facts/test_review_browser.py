"""The review page in a real browser (Debian's `chromium`, driven over its DevTools pipe, no driver needed): load,
accept, correct, reload; the decisions are in the ledger. Skipped where no chromium is installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time

import pytest

from kvtrial.commands.review_server import review_server
from kvtrial.protocol.ledger import Ledger
from tests.facts.test_review import marlin, project  # noqa: F401 - the fixtures this test shares

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# DevTools' errors for an evaluation whose page navigated away under it.
NAVIGATED = ("Inspected target navigated or closed", "Execution context was destroyed", "Cannot find context")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (apt-get install chromium)")


class Browser:
    """Headless chromium over --remote-debugging-pipe: JSON messages ended by NUL on fds 3 (in) and 4 (out)."""

    def __init__(self, profile) -> None:
        to_read, self._to = os.pipe()
        self._from, from_write = os.pipe()

        def fds() -> None:
            os.dup2(to_read, 3)
            os.dup2(from_write, 4)

        self.proc = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=fds, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_read)
        os.close(from_write)
        self._buf = b""
        self._id = 0
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._to, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            while b"\0" not in self._buf:
                chunk = os.read(self._from, 65536)
                if not chunk:
                    raise RuntimeError("chromium closed its pipe")
                self._buf += chunk
            raw, self._buf = self._buf.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise TimeoutError(method)

    def js(self, expression: str):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, self.session)
        return r.get("result", {}).get("value")

    def wait_for(self, expression: str, timeout: float = 15.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                value = self.js(expression)
            except RuntimeError as e:
                # An evaluation that meets a navigation (a form post, a reload, on a slow machine the first load)
                # loses its page; the next try reads the new one.
                if not any(s in str(e) for s in NAVIGATED):
                    raise
                value = None
            if value:
                return value
            time.sleep(0.1)
        raise TimeoutError(expression)

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError, TimeoutError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._to)
        os.close(self._from)


def test_load_accept_correct_reload_in_a_browser(project, tmp_path):  # noqa: F811 - the shared fixture
    server = review_server(Ledger.open(project, create=False), "run-r", "Ana")
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = Browser(tmp_path / "profile")
    try:
        browser.send("Page.navigate", {"url": url}, browser.session)
        assert "2 uncertain labels not reviewed" in browser.wait_for(
            "document.readyState === 'complete' && document.getElementById('accept-0') && document.body.innerText")
        browser.js("document.getElementById('accept-0').click()")  # accept the budget's proposed label
        browser.wait_for("(document.getElementById('message') || {}).innerText")
        browser.wait_for("document.readyState === 'complete' && !!document.getElementById('distorted-1')")
        browser.js("document.getElementById('distorted-1').click()")  # the done item: distorted, not correct
        browser.wait_for("document.body.innerText.includes('0 uncertain labels not reviewed')")
        browser.send("Page.reload", {}, browser.session)
        text = browser.wait_for("document.readyState === 'complete' && document.getElementById('item-1') && "
                                "document.body.innerText")
        assert "0 uncertain labels not reviewed" in text and "Ana" in text
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
    reviews = Ledger.open(project, create=False).fact_reviews("run-r")
    assert [(r.fact_id, r.machine_label, r.label, r.reviewer) for r in reviews] == [
        ("budget", "correct", "correct", "Ana"), ("done", "correct", "distorted", "Ana")]
