"""A role or an action in the pilot said of a person apart from the name: after a dash or a colon ("Jonas Berg – point
of contact for the clerks", "Айлин Демир — координатор пилота"), after the name opening an action item or a sentence
("Hugo Ferreira (IT support) to draft a test plan", "Jonas Berg completed the installation"), or in the items under a
per-person view's heading that names the person ("Leila Haddad (IT support)" / "- Led the checklist review"). The
additions rule (`additions._invented_people`) counts such a person once where the source gives them no role."""

from __future__ import annotations

import re

from kvtrial.facts.alignment import retells_background
from kvtrial.facts.context import OutputContext
from kvtrial.facts.cues import mentions
from kvtrial.facts.segments import line_around

# the person's title in brackets after the name ("(IT support)", "（IT支持）"): part of the name's line
_TITLE = re.compile(r"[ \t]*(?:\([^)\n]{0,40}\)|（[^）\n]{0,40}）)")
# the person's title after a comma, to the end of a heading's line ("Inês Carvalho, Head of Logistics"): words only
_LINE_TITLE = re.compile(r"[ \t]*[,，][ \t]*[^\W\d_][^\d\n,，.。;；:：()（）]{0,40}?(?=[ \t*_:：]*$)")
# a dash or a colon between the name and what is said of them (a hyphen only spaced: "Berg-Larsen" is one name)
_APART = re.compile(r"[ \t]*(?:[–—]{1,2}|[:：]|(?<=[ \t])-(?=[ \t]))[ \t]*")
# an item's marker: a bullet, a dash, a number
_ITEM = re.compile(r"[ \t]*(?:[-*•+–—]|\d{1,2}[.)、）])[ \t]+")
_MARKUP = " \t*_#>"
_HEADING_ITEMS = 6  # how many lines under a heading are read as said of its person


def role_apart(ctx: OutputContext, text: str, start: int, end: int) -> bool:
    """True when the name at text[start:end] (a clause's text) is followed, past its bracketed title, by a dash or a
    colon and a role or an action in the pilot ("– point of contact", "— координатор пилота"), or, where the name opens
    the clause, by that role or action directly ("Hugo Ferreira (IT support) to draft a test plan")."""
    role = ctx.cues.person_role
    if _names_pilot(ctx, text[start:end]):
        return False
    rest = text[end:]
    title = _TITLE.match(rest)
    rest = rest[title.end():] if title else rest
    apart = _APART.match(rest)
    if apart is not None:
        # (or a task opening on its verb, an action item's: "Jonas Berg – collect the clerks' feedback by Friday")
        said = rest[apart.end():]
        return bool(role.match(said) or ctx.lang.layout.action_item.match(said) or ctx.cues.task_apart.match(said))
    opens = not _ITEM.sub("", text[:start], count=1).strip(_MARKUP)
    return opens and bool(role.match(rest.lstrip()))


def heading_role(ctx: OutputContext, at: int, end: int) -> str | None:
    """The line under a per-person view's heading that says of its person a role or an action in the pilot, where the
    name at ctx.text[at:end] is the whole of its line (its title in brackets and a colon allowed) and that line an
    item under it, up to the next blank line ("Jonas Berg" / "- Point of contact for the clerks"), None where there
    is none. What the items say of the background ("- Known for short meeting notes") gives no role."""
    text = ctx.text
    line_start, line_end = line_around(text, at, end)
    rest = text[end:line_end]
    title = _TITLE.match(rest) or _LINE_TITLE.match(rest)
    rest = rest[title.end():] if title else rest
    if text[line_start:at].strip(_MARKUP) or rest.strip(_MARKUP + ":：") or _names_pilot(ctx, text[at:end]) \
            or ctx.lang.layout.salutation.match(text[line_start:line_end]):
        return None  # (a salutation, "Hi Maria, quick update:", greets the reader: the lines under it are the brief's)
    read = 0
    for line in text[line_end + 1:].split("\n")[:_HEADING_ITEMS + 1]:
        if not line.strip():
            if read:
                break
            continue  # a blank line between the heading and its items
        read += 1
        marker = _ITEM.match(line)
        item = (line[marker.end():] if marker else line).strip(_MARKUP)
        if ctx.cues.person_role.match(item) and not retells_background(ctx, item):
            return item
    return None


def _names_pilot(ctx: OutputContext, name: str) -> bool:
    """True when what reads as a name holds the company's or the pilot's own name (a title, "奥斯塔拉货运·苍鹭试点"),
    no person."""
    return any(n and n in name for n in (ctx.material.company, ctx.material.project))


def name_headings(ctx: OutputContext) -> list[tuple[int, str]]:
    """Each line of the brief that is a person's name alone, as a per-person view's heading writes it ("Jonas Berg",
    "**Jonas Berg:**", "### 莱拉·哈达德（IT支持）"), with where it starts."""
    out, at = [], 0
    for line in ctx.text.split("\n"):
        m = ctx.cues.person_name.search(line)
        if m is not None and not line[:m.start()].strip(_MARKUP) and not ctx.lang.layout.salutation.match(line):
            rest = line[m.end():]
            title = _TITLE.match(rest) or _LINE_TITLE.match(rest)
            if not (rest[title.end():] if title else rest).strip(_MARKUP + ":："):
                out.append((at, line))
        at += len(line) + 1
    return out


def credits_work(ctx: OutputContext, said: str) -> bool:
    """True when what is said of a person credits them with doing one of the pilot's work items ("ran the shift
    supervisor interviews", "провела интервью с начальниками смен", "完成了条码扫描器安装"), no approval: said of the
    person the source names only as the approver, a role the source does not give them (it says what is done, not
    who did it)."""
    cues = ctx.cues
    if cues.approval_word.search(said) or not cues.person_role.search(said):
        return False
    return any(mentions(i, said, ctx.lang) for i in ctx.material.work_items)
