"""The review page served locally (`kvtrial facts review RUN --serve`): GET / shows a run's uncertain and reviewed
fact labels; POST /decide appends one decision to the ledger and shows the page again. Bound to 127.0.0.1 only."""

from __future__ import annotations

from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, quote, urlsplit

from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import Ledger
from kvtrial.protocol.reviews import REVIEW_LABELS, FactReview
from kvtrial.verdicts.review_page import ReviewItem, render_review_page, review_items

MAX_FORM_BYTES = 4096


def review_server(ledger: Ledger, run_id: str, reviewer: str, port: int = 0, every_label: bool = False) -> HTTPServer:
    """A server for one run's review page on 127.0.0.1:`port` (0: any free port); call serve_forever()."""
    ledger.run(run_id)  # an unknown run is named before anything listens

    def items() -> list[ReviewItem]:
        return review_items(ledger.rows(run_id), ledger.fact_reviews(run_id), every_label)

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
            return  # the terminal stays quiet; every decision is in the ledger

        def _page(self, message: str = "", status: HTTPStatus = HTTPStatus.OK) -> None:
            body = render_review_page(run_id, items(), reviewer, message).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            url = urlsplit(self.path)
            if url.path != "/":
                self.send_error(HTTPStatus.NOT_FOUND)
                return
            self._page(parse_qs(url.query).get("msg", [""])[0])

        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            if urlsplit(self.path).path != "/decide":
                self.send_error(HTTPStatus.NOT_FOUND)
                return
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_FORM_BYTES:
                self.send_error(HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
                return
            form = {k: v[0] for k, v in parse_qs(self.rfile.read(length).decode("utf-8", "replace")).items()}
            try:
                message = decide(form)
            except KvtrialError as exc:
                self._page(f"not stored: {exc}", HTTPStatus.BAD_REQUEST)
                return
            self.send_response(HTTPStatus.SEE_OTHER)  # reloading the page sends no decision twice
            self.send_header("Location", "/?msg=" + quote(message))
            self.end_headers()

    def decide(form: dict[str, str]) -> str:
        key, fact_id, choice = form.get("request_key", ""), form.get("fact_id", ""), form.get("choice", "")
        item = next((i for i in items() if i.request_key == key and i.fact_id == fact_id), None)
        if item is None:
            raise KvtrialError(f"no label {fact_id!r} of row {key!r} to review in run {run_id!r}")
        label = item.label if choice == "accept" else choice
        if label not in REVIEW_LABELS:
            raise KvtrialError(f"choose accept, {', '.join(REVIEW_LABELS)} (got {choice!r}; a label the machine "
                               "could not give cannot be accepted)")
        ledger.add_fact_review(FactReview(run_id, key, fact_id, item.label, label, reviewer))
        return f"stored: {fact_id} of {item.row} is {label}"

    return HTTPServer(("127.0.0.1", port), Handler)
