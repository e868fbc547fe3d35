"""The review page served locally (`kvtrial facts review RUN --serve`): GET / shows a run's uncertain and reviewed
fact labels; POST /decide appends one decision to the ledger and shows the page again.

Only the reviewer's own browser, on this page, can decide. The server listens on 127.0.0.1 and answers only
requests whose Host names it (127.0.0.1, localhost or [::1] with its port), so a web page reaching it under a
DNS-rebinding name is refused; a decision is stored only from a POST carrying the page's token (random per server,
in every form) and, when the browser names the page it came from (Origin, Referer), coming from this page. Every
connection runs on a thread of its own with a socket timeout; a form has a strict length and a cap; a ledger that
another process keeps locked is waited for a bounded time, then refused with 503; a ledger that cannot be written
is served as a read-only page."""

from __future__ import annotations

import secrets
import sqlite3
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import Ledger
from kvtrial.records.fact_review import REVIEW_LABELS, FactReview
from kvtrial.verdicts.review_page import TOKEN_FIELD, ReviewItem, render_review_page, review_items

REQUEST_TIMEOUT_S = 15.0  # per connection: an idle or stalled client gives its thread back after this long
LEDGER_WAIT_S = 5.0  # a decision waits this long for a ledger another process is writing, then is refused (503)
MAX_FORM_BYTES = 4096  # a decision form is a few hundred bytes
TOKEN_HEADER = "X-Kvtrial-Token"  # the token may come as this header instead of the form field (scripts)
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
# The page needs no script and nothing from elsewhere, and no other page may frame it (a click on a hidden frame
# would decide); it holds the token, so no cache keeps it.
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


class Refused(Exception):
    """A request answered with `status` and one line saying why; nothing is stored."""

    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status


def loopback_hosts(port: int) -> frozenset[str]:
    """The Host values that name this server (a browser leaves port 80 out)."""
    hosts = {f"{name}:{port}" for name in LOOPBACK_NAMES}
    return frozenset(hosts | set(LOOPBACK_NAMES) if port == 80 else hosts)


def write_refusal(path: Path, wait_s: float) -> Refused | None:
    """None when a write can start now (SQLite's write lock taken and let go at once; nothing is written), else the
    answer to give: 503 while another process holds the lock past `wait_s`, 403 where SQLite cannot write here."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=wait_s, isolation_level=None)
    except sqlite3.Error as exc:
        return _cannot_write(path, exc)
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.Error as exc:
        if exc.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            return Refused(HTTPStatus.SERVICE_UNAVAILABLE,
                           f"not stored: the ledger {path} stayed locked by another process (a run writing to it?) "
                           f"for {wait_s:g} s; try again in a moment")
        return _cannot_write(path, exc)
    finally:
        conn.close()
    return None


def _cannot_write(path: Path, exc: sqlite3.Error) -> Refused:
    return Refused(HTTPStatus.FORBIDDEN, f"the ledger {path} cannot be written here ({exc}), so no decision can be "
                                         "stored; make the project writable and start the page again")


def read_only_reason(ledger: Ledger) -> str:
    """Why no decision can be stored in `ledger` ("" when one can): asked once at start, so the page never offers
    decisions that would fail. A ledger locked at that moment is not read-only."""
    if ledger.read_only:
        return (f"the ledger {ledger.path} is opened read-only (a read-only project folder or file), so no decision "
                "can be stored; make the project writable and start the page again")
    refusal = write_refusal(ledger.path, 0)
    return str(refusal) if refusal is not None and refusal.status == HTTPStatus.FORBIDDEN else ""


def log_line(client: Any, text: str) -> None:
    """One line on stderr, control characters shown as `?` (a request line is the client's text)."""
    shown = "".join(c if c.isprintable() else "?" for c in text)
    sys.stderr.write(f"review page: {client[0]}:{client[1]}: {shown}\n")


class ReviewServer(ThreadingHTTPServer):
    """One run's review page on 127.0.0.1:`port` (0: any free port); every connection on a daemon thread."""

    daemon_threads = True

    def __init__(self, ledger: Ledger, run_id: str, reviewer: str, port: int, every_label: bool) -> None:
        self.ledger, self.run_id, self.reviewer, self.every_label = ledger, run_id, reviewer, every_label
        self.token = secrets.token_urlsafe(32)
        self.read_only = read_only_reason(ledger)
        super().__init__(("127.0.0.1", port), ReviewHandler)
        self.hosts = loopback_hosts(self.server_address[1])
        self.origins = frozenset(f"http://{host}" for host in self.hosts)
        try:
            # The page is read on a connection of its own: a decision waiting for the ledger never holds it up.
            self._reader = ledger if ledger.read_only else Ledger(ledger.path, create=False, read_only=True)
        except BaseException:
            super().server_close()
            raise
        self._read_lock, self._write_lock = threading.Lock(), threading.Lock()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def server_close(self) -> None:
        super().server_close()
        if self._reader is not self.ledger:
            self._reader.close()

    def handle_error(self, request: Any, client_address: Any) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError)):  # the client left: one line, no traceback
            log_line(client_address, f"the client hung up or went quiet ({type(exc).__name__}: {exc})")
            return
        super().handle_error(request, client_address)

    def items(self) -> list[ReviewItem]:
        with self._read_lock:
            return review_items(self._reader.rows(self.run_id), self._reader.fact_reviews(self.run_id),
                                self.every_label)

    def page(self, message: str) -> bytes:
        return render_review_page(self.run_id, self.items(), self.reviewer, message, token=self.token,
                                  read_only=self.read_only).encode("utf-8")

    def decide(self, form: dict[str, str]) -> str:
        """Store one decision; what the page then says. KvtrialError for a label or choice that is not one."""
        key, fact_id, choice = form.get("request_key", ""), form.get("fact_id", ""), form.get("choice", "")
        item = next((i for i in self.items() if i.request_key == key and i.fact_id == fact_id), None)
        if item is None:
            raise KvtrialError(f"no label {fact_id!r} of row {key!r} to review in run {self.run_id!r}")
        label = item.label if choice == "accept" else choice
        if label not in REVIEW_LABELS:
            raise KvtrialError(f"choose accept, {', '.join(REVIEW_LABELS)} (got {choice!r}; a label the machine "
                               "could not give cannot be accepted)")
        self._write(FactReview(self.run_id, key, fact_id, item.label, label, self.reviewer))
        return f"stored: {fact_id} of {item.row} is {label}"

    def _write(self, review: FactReview) -> None:
        """Append `review`. It waits at most LEDGER_WAIT_S for a decision sent from another tab, and as long for a
        ledger another process is writing; past either it is refused (503). An unwritable ledger turns the page
        read-only."""
        if not self._write_lock.acquire(timeout=LEDGER_WAIT_S):
            raise Refused(HTTPStatus.SERVICE_UNAVAILABLE, "not stored: another decision is still waiting for the "
                                                          "ledger; try again in a moment")
        try:
            # The probe lets the lock go before the ledger takes it: a run that takes it in between makes this one
            # decision wait the ledger's own, longer time; the page is read on another connection meanwhile.
            refusal = write_refusal(self.ledger.path, LEDGER_WAIT_S)
            if refusal is not None:
                if refusal.status == HTTPStatus.FORBIDDEN:
                    self.read_only = str(refusal)
                raise refusal
            self.ledger.add_fact_review(review)
        finally:
            self._write_lock.release()


class ReviewHandler(BaseHTTPRequestHandler):
    """GET / and POST /decide, each request checked before anything is read or stored."""

    server: ReviewServer

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(REQUEST_TIMEOUT_S)  # a client that sends nothing is let go after this long

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        return  # answered requests stay quiet: every decision is in the ledger

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        log_line(self.client_address, format % args)

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        try:
            self._check_host()
            url = urlsplit(self.path)
            if url.path != "/":
                raise Refused(HTTPStatus.NOT_FOUND, f"no page {url.path[:100]!r}; the review page is {self.server.url}")
        except Refused as refusal:
            self._refuse(refusal)
            return
        self._send(HTTPStatus.OK, self.server.page(parse_qs(url.query).get("msg", [""])[0]))

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        try:
            self._check_host()
            self._check_origin()
            if urlsplit(self.path).path != "/decide":
                raise Refused(HTTPStatus.NOT_FOUND, f"decisions are sent to /decide of {self.server.url}")
            form = self._read_form()
            if form is None:
                return  # the client left (logged)
            if self.server.read_only:
                raise Refused(HTTPStatus.FORBIDDEN, f"not stored: {self.server.read_only}")
            self._check_token(form)
            message = self.server.decide(form)
        except Refused as refusal:
            self._refuse(refusal)
            return
        except KvtrialError as exc:
            self._send(HTTPStatus.BAD_REQUEST, self.server.page(f"not stored: {exc}"))
            return
        self.send_response(HTTPStatus.SEE_OTHER)  # reloading the page sends no decision twice
        self.send_header("Location", "/?msg=" + quote(message))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _check_host(self) -> None:
        """Only a Host naming this server: a page that made its own name resolve to 127.0.0.1 (DNS rebinding)
        sends that name, and is refused before it can read the page or its token."""
        hosts = self.headers.get_all("Host") or []
        if len(hosts) != 1 or hosts[0].strip().lower() not in self.server.hosts:
            shown = ", ".join(repr(h[:100]) for h in hosts) or "none"
            raise Refused(HTTPStatus.FORBIDDEN, f"refused: the Host header ({shown}) does not name this server; open "
                                                f"{self.server.url} (127.0.0.1, localhost or [::1] with its port)")

    def _check_origin(self) -> None:
        """A browser names the page a form was sent from (Origin, else Referer); any but this server is refused."""
        for name in ("Origin", "Referer"):
            value = self.headers.get(name)
            if value is not None and _origin(value) not in self.server.origins:
                raise Refused(HTTPStatus.FORBIDDEN, f"not stored: the decision was sent from another page ({name} "
                                                    f"{value[:100]!r}); decide on {self.server.url}")

    def _check_token(self, form: dict[str, str]) -> None:
        given = form.get(TOKEN_FIELD) or self.headers.get(TOKEN_HEADER) or ""
        if not secrets.compare_digest(given.encode("utf-8"), self.server.token.encode("utf-8")):
            raise Refused(HTTPStatus.FORBIDDEN, "not stored: the form does not carry this page's token (a new one is "
                                                f"made each time the page is served anew); reload {self.server.url}")

    def _content_length(self) -> int:
        """The form's length: one plain decimal number of bytes, at most MAX_FORM_BYTES."""
        if self.headers.get("Transfer-Encoding") is not None:
            raise Refused(HTTPStatus.LENGTH_REQUIRED, "not stored: send the form with a Content-Length, not chunked")
        values = sorted({v.strip() for v in self.headers.get_all("Content-Length") or []})
        if not values:
            raise Refused(HTTPStatus.LENGTH_REQUIRED, "not stored: a decision needs a Content-Length header")
        text = values[0]
        if len(values) > 1 or not (text.isascii() and text.isdigit()):
            raise Refused(HTTPStatus.BAD_REQUEST, "not stored: Content-Length must be one number of bytes (got "
                                                  f"{', '.join(repr(v[:40]) for v in values)})")
        if len(text) > 12 or int(text) > MAX_FORM_BYTES:  # int() of thousands of digits is refused by Python itself
            raise Refused(HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                          f"not stored: a decision form is at most {MAX_FORM_BYTES} bytes (Content-Length {text[:40]})")
        return int(text)

    def _read_form(self) -> dict[str, str] | None:
        """The decision form, or None when the client hung up or went quiet before sending all of it (logged)."""
        length = self._content_length()
        try:
            raw = self.rfile.read(length)
        except TimeoutError:
            self.log_message("the client sent part of a %d-byte form, then nothing for %g s; connection closed",
                             length, REQUEST_TIMEOUT_S)
            return None
        if len(raw) < length:
            self.log_message("the client hung up after %d of the %d bytes of its form", len(raw), length)
            return None
        return {k: v[0] for k, v in parse_qs(raw.decode("utf-8", "replace")).items()}

    def _refuse(self, refusal: Refused) -> None:
        self.log_message("answered %d: %s", refusal.status, refusal)
        self._send(refusal.status, f"{refusal}\n".encode(), "text/plain; charset=utf-8")

    def _send(self, status: HTTPStatus, body: bytes, content_type: str = "text/html; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Content-Type-Options", "nosniff")
        for name, value in PAGE_HEADERS.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


def _origin(url: str) -> str:
    """scheme://host:port of an Origin or Referer value, lower case ("" for one that does not parse)."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return ""
    return f"{parts.scheme}://{parts.netloc}".lower()


def review_server(ledger: Ledger, run_id: str, reviewer: str, port: int = 0, every_label: bool = False) -> ReviewServer:
    """A server for one run's review page on 127.0.0.1:`port` (0: any free port); call serve_forever()."""
    ledger.run(run_id)  # an unknown run is named before anything listens
    return ReviewServer(ledger, run_id, reviewer, port, every_label)
