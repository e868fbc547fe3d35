"""Fault injection on the review page server (`kvtrial facts review RUN --serve`): requests from other pages and
host names, idle and stalled clients, a locked ledger, bad Content-Length values, clients hanging up, and a
ledger that cannot be written. Each is one clear answer, and nothing is stored that the reviewer did not decide."""

from __future__ import annotations

import re
import socket
import sqlite3
import struct
import threading
import time
from http.client import HTTPConnection
from urllib.parse import urlencode

import pytest

from kvtrial.commands import review_server as rs
from kvtrial.protocol.ledger import Ledger
from tests.facts.test_review import marlin, project  # noqa: F401 - the fixtures these tests share


@pytest.fixture
def serve(project):  # noqa: F811 - the shared fixture
    """Start a review server on the project's ledger (as opened by `open_ledger`); every one started is stopped."""
    started = []

    def start(open_ledger=lambda: Ledger.open(project, create=False)):
        server = rs.review_server(open_ledger(), "run-r", "Ana")
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.shutdown()
        server.server_close()


def _request(server, method="GET", path="/", headers=None, body=b"", host=None, timeout=10.0):
    """One request with exactly the given headers (a Host naming the server unless `host` says otherwise; None
    leaves a header out); (status, body text, response headers)."""
    port = server.server_address[1]
    conn = HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for name, value in {"Host": host or f"127.0.0.1:{port}", **(headers or {})}.items():
            if value is not None:
                conn.putheader(name, value)
        conn.endheaders(body or None)
        response = conn.getresponse()
        return response.status, response.read().decode("utf-8"), response.headers
    finally:
        conn.close()


def _form(server, **overrides):
    """The budget label's form as the page sends it (accept the proposal), with the page's token."""
    status, page, _ = _request(server)
    assert status == 200, page
    key = re.findall(r'name="request_key" value="([^"]+)"', page)[0]
    return {"token": server.token, "request_key": key, "fact_id": "budget", "choice": "accept", **overrides}


def _decide(server, form, headers=None, host=None):
    body = urlencode({k: v for k, v in form.items() if v is not None}).encode()
    return _request(server, "POST", "/decide", {"Content-Type": "application/x-www-form-urlencoded",
                                                "Content-Length": str(len(body)), **(headers or {})}, body, host)


def _stored(project):  # noqa: F811 - the shared fixture
    return [(r.fact_id, r.label, r.reviewer) for r in Ledger.open(project, create=False).fact_reviews("run-r")]


# --- other pages and host names ------------------------------------------------------------------------------
def test_only_the_page_itself_on_a_loopback_host_can_decide(serve, project):  # noqa: F811
    server = serve()
    port = server.server_address[1]
    # DNS rebinding: a page whose own name now resolves to 127.0.0.1 reads neither the page nor its token
    status, text, _ = _request(server, host=f"rebind.example:{port}")
    assert status == 403 and "does not name this server" in text and server.token not in text
    assert _request(server, headers={"Host": None})[0] == 403  # no Host at all
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}", f"[::1]:{port}"):
        status, text, headers = _request(server, host=host)
        assert status == 200 and f'name="token" value="{server.token}"' in text, host
        assert headers["X-Frame-Options"] == "DENY" and "frame-ancestors 'none'" in headers["Content-Security-Policy"]
    form = _form(server)
    refused = [
        _decide(server, form, host=f"rebind.example:{port}"),  # even with the token
        _decide(server, form, host=f"127.0.0.1:{port + 1}"),
        _decide(server, form, {"Origin": "http://evil.example"}),  # a cross-origin form post
        _decide(server, form, {"Origin": "null"}),  # a sandboxed frame
        _decide(server, form, {"Origin": f"http://127.0.0.1:{port}", "Referer": "http://evil.example/x"}),
        _decide(server, form, {"Referer": "http://evil.example/x"}),
        _decide(server, {**form, "token": None}),  # what a cross-origin form sends: it cannot know the token
        _decide(server, {**form, "token": "guess"}),
        _decide(server, {**form, "token": server.token[:-1] + "é"}),
    ]
    assert [r[0] for r in refused] == [403] * len(refused), [r[1] for r in refused]
    assert all("not stored" in text or "does not name this server" in text for _, text, _ in refused)
    assert "token" in refused[-1][1] and "reload" in refused[-1][1]
    assert _stored(project) == []
    own = _decide(server, form, {"Origin": f"http://127.0.0.1:{port}", "Referer": f"http://127.0.0.1:{port}/?msg=x"})
    assert own[0] == 303, own[1]
    by_header = _decide(server, {**form, "token": None, "fact_id": "done", "choice": "distorted"},
                        {"X-Kvtrial-Token": server.token, "Origin": f"http://localhost:{port}"}, host=f"localhost:{port}")
    assert by_header[0] == 303, by_header[1]
    assert _stored(project) == [("budget", "correct", "Ana"), ("done", "distorted", "Ana")]


# --- idle clients and a locked ledger ------------------------------------------------------------------------
def test_an_idle_connection_or_a_locked_ledger_holds_nothing_up(serve, project, monkeypatch):  # noqa: F811
    monkeypatch.setattr(rs, "REQUEST_TIMEOUT_S", 1.0, raising=False)
    monkeypatch.setattr(rs, "LEDGER_WAIT_S", 0.3, raising=False)
    server = serve()
    idle = socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=10)
    idle.sendall(b"GET / HTTP/1.1\r\n")  # a request line, then nothing: a stalled client, or a second tab
    try:
        assert _request(server, timeout=5)[0] == 200  # answered beside it
        started = time.monotonic()
        assert idle.recv(1024) == b"" and time.monotonic() - started < 5  # the server let it go
    finally:
        idle.close()
    form = _form(server)
    run = sqlite3.connect(project / "ledger.sqlite", isolation_level=None)
    run.execute("BEGIN IMMEDIATE")  # another process writing the ledger, and holding it
    try:
        started = time.monotonic()
        status, text, _ = _decide(server, form)
        assert status == 503 and "stayed locked by another process" in text and "try again" in text
        assert time.monotonic() - started < 5
        assert _request(server, timeout=5)[0] == 200  # the page is still read meanwhile
    finally:
        run.execute("ROLLBACK")
        run.close()
    assert _stored(project) == []
    assert _decide(server, form)[0] == 303 and _stored(project) == [("budget", "correct", "Ana")]


# --- Content-Length and clients hanging up -------------------------------------------------------------------
@pytest.mark.parametrize("headers,status,says", [
    ({"Content-Length": "-1"}, 400, "must be one number of bytes"),
    ({"Content-Length": "abc"}, 400, "must be one number of bytes"),
    ({"Content-Length": "1e3"}, 400, "must be one number of bytes"),
    ({"Content-Length": "+12"}, 400, "must be one number of bytes"),
    ({"Content-Length": "\u00b2"}, 400, "must be one number of bytes"),  # a digit to str.isdigit, not to HTTP
    ({"Content-Length": "4097"}, 413, "at most 4096 bytes"),
    ({"Content-Length": "9" * 5000}, 413, "at most 4096 bytes"),  # past what int() of a string accepts
    ({}, 411, "needs a Content-Length"),
    ({"Transfer-Encoding": "chunked"}, 411, "not chunked"),
])
def test_a_bad_content_length_is_one_clear_answer(serve, project, capsys, headers, status, says):  # noqa: F811
    server = serve()
    got, text, _ = _request(server, "POST", "/decide", headers, timeout=5)  # headers only: nothing more is sent
    assert got == status and says in text and text.count("\n") == 1
    assert "Traceback" not in capsys.readouterr().err
    assert _stored(project) == []


def test_two_content_lengths_are_refused(serve):
    server = serve()
    conn = HTTPConnection("127.0.0.1", server.server_address[1], timeout=5)
    conn.putrequest("POST", "/decide", skip_accept_encoding=True)
    conn.putheader("Content-Length", "3")
    conn.putheader("Content-Length", "30")
    conn.endheaders(b"a=b")
    response = conn.getresponse()
    assert response.status == 400 and "'3', '30'" in response.read().decode()
    conn.close()


def _stderr_until(capsys, text, timeout=5.0):
    """What the server wrote on stderr once it holds `text` (its threads write on their own time)."""
    seen = ""
    deadline = time.monotonic() + timeout
    while text not in seen and time.monotonic() < deadline:
        time.sleep(0.05)
        seen += capsys.readouterr().err
    return seen


@pytest.mark.parametrize("hang_up", [True, False])
def test_a_client_that_leaves_mid_form_is_one_line(serve, project, capsys, monkeypatch, hang_up):  # noqa: F811
    monkeypatch.setattr(rs, "REQUEST_TIMEOUT_S", 0.5, raising=False)
    server = serve()
    port = server.server_address[1]
    client = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        client.sendall(f"POST /decide HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 100\r\n\r\n"
                       "token=abc&".encode())  # 10 of the 100 bytes
        if hang_up:
            client.close()
            err = _stderr_until(capsys, "hung up")
            assert "the client hung up after 10 of the 100 bytes of its form" in err
        else:
            err = _stderr_until(capsys, "then nothing")
            assert "the client sent part of a 100-byte form, then nothing for 0.5 s; connection closed" in err
            assert client.recv(1024) == b""
    finally:
        client.close()
    assert "Traceback" not in err + capsys.readouterr().err and len(err.strip().splitlines()) == 1
    assert _stored(project) == []


def test_a_reader_gone_before_the_answer_is_one_line(serve, capsys):
    server = serve()
    port = server.server_address[1]
    for _ in range(20):  # the page's answer meets a closed socket (reset: SO_LINGER 0)
        client = socket.create_connection(("127.0.0.1", port), timeout=10)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.sendall(f"GET / HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        client.close()
    assert _request(server, timeout=5)[0] == 200
    time.sleep(0.3)
    assert "Traceback" not in capsys.readouterr().err


# --- a ledger that cannot be written -------------------------------------------------------------------------
def _sqlite_refuses(monkeypatch):
    def refuse(path, wait_s):
        return rs._cannot_write(path, sqlite3.OperationalError("attempt to write a readonly database"))

    monkeypatch.setattr(rs, "write_refusal", refuse)


def _prepare_refuses(monkeypatch):
    def read_only(self) -> None:  # what SQLite says on a read-only folder or file (root ignores chmod)
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(Ledger, "_prepare", read_only)


@pytest.mark.parametrize("how", ["opened read-only", "the CLI's open falls back", "SQLite refuses the write lock"])
def test_a_ledger_that_cannot_be_written_is_served_read_only(serve, project, monkeypatch, how):  # noqa: F811
    if how == "the CLI's open falls back":
        _prepare_refuses(monkeypatch)
    if how == "SQLite refuses the write lock":
        _sqlite_refuses(monkeypatch)
    opened = (lambda: Ledger.open(project, create=False, read_only=True)) if how == "opened read-only" else None
    server = serve(opened) if opened else serve()
    status, page, _ = _request(server)
    assert status == 200 and 'id="read-only"' in page and "This page is read-only" in page
    assert "<form" not in page and "<button" not in page and "Budget: CHF 81,500 is not yet drawn on [2]" in page
    status, text, _ = _decide(server, {"token": server.token, "request_key": "k", "fact_id": "budget",
                                       "choice": "accept"})
    assert status == 403 and "not stored" in text and "no decision can be stored" in text and "writable" in text
    assert _stored(project) == []


def test_a_ledger_that_becomes_unwritable_turns_the_page_read_only(serve, project, monkeypatch):  # noqa: F811
    server = serve()
    form = _form(server)
    _sqlite_refuses(monkeypatch)
    status, text, _ = _decide(server, form)
    assert status == 403 and "cannot be written here (attempt to write a readonly database)" in text
    status, page, _ = _request(server)
    assert status == 200 and 'id="read-only"' in page and "<form" not in page
    assert _stored(project) == []


def test_the_command_says_when_its_page_is_read_only(project, monkeypatch):  # noqa: F811
    from typer.testing import CliRunner

    from kvtrial.cli import app

    _prepare_refuses(monkeypatch)

    def interrupted(self, poll_interval=0.5):
        raise KeyboardInterrupt  # Ctrl-C at once: what the command printed before serving is what this test reads

    monkeypatch.setattr(rs.ReviewServer, "serve_forever", interrupted)
    r = CliRunner().invoke(app, ["facts", "review", "run-r", "--project", str(project), "--reviewer", "Ana",
                                 "--serve", "--port", "0"])
    assert r.exit_code == 0, r.output
    assert "review page of run run-r: http://127.0.0.1:" in r.output
    assert "read-only: the ledger" in r.output and "opened read-only" in r.output
