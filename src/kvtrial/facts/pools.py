"""The fixed word pools and sentence templates of the fact-check material (part of MATERIAL_VERSION:
any edit here changes generated material and must bump the version in material.py).

Every item has match patterns (lower-case word stems joined by spaces/hyphens) that the grader
uses to find it in an output. Patterns are disjoint across pools, and none of them (nor any
date, amount, approval or progress word) can appear in a background paragraph; a test checks it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    phrase: str  # as written in the source, e.g. "the training of the front-line clerks"
    patterns: tuple[str, ...]  # any one of them found in an output means the item is mentioned
    short: str = ""  # a few words for answers, e.g. "front-line clerk training"
    plural: bool = False  # takes "have"/"are" in the fact sentence


COMPANIES = ("Norrvik Logistics", "Calder Freight", "Brightwater Supply", "Halden Distribution", "Ostara Cargo")
PROJECT_NAMES = ("Kestrel", "Juniper", "Larkspur", "Marlin", "Osprey", "Heron")

# Scope: a workflow at a site.
PROCESSES = (
    Item("invoice matching", ("invoice",), "invoice matching"),
    Item("purchase order intake", ("purchase order",), "purchase order intake"),
    Item("returns handling", ("return",), "returns handling"),
    Item("shipment tracking", ("shipment",), "shipment tracking"),
    Item("spare parts ordering", ("spare part",), "spare parts ordering"),
    Item("container booking", ("container",), "container booking"),
)
SITES = (
    Item("Lyon warehouse", ("lyon",), "Lyon warehouse"),
    Item("Porto service centre", ("porto",), "Porto service centre"),
    Item("Gdansk depot", ("gdansk", "gdańsk"), "Gdansk depot"),
    Item("Leeds office", ("leeds",), "Leeds office"),
    Item("Tampere plant", ("tampere",), "Tampere plant"),
    Item("Valencia hub", ("valencia",), "Valencia hub"),
)
DONE_ITEMS = (
    Item("the migration of the test accounts", ("test account",), "test account migration"),
    Item("the installation of the barcode scanners", ("barcode", "scanner"), "barcode scanner installation"),
    Item("the review of the data-protection checklist", ("checklist", "data protect"), "data-protection checklist review"),
    Item("the setup of the sandbox environment", ("sandbox",), "sandbox setup"),
    Item("the interviews with the shift supervisors", ("interview", "supervisor"), "supervisor interviews", True),
    Item("the export of the historical order data", ("historical", "order data"), "historical order data export"),
)
PLANNED_ITEMS = (
    Item("the training of the front-line clerks", ("train", "clerk"), "clerk training"),
    Item("the integration with the label printers", ("label printer", "printer"), "label printer integration"),
    Item("the user satisfaction survey", ("survey",), "user satisfaction survey"),
    Item("the connection to the customer portal", ("portal",), "customer portal connection"),
    Item("the release of the mobile app", ("mobile app", "app release"), "mobile app release"),
    Item("the translation of the user guides", ("translat", "user guide"), "user guide translation"),
)
OUT_OF_SCOPE_ITEMS = (
    Item("the payroll system", ("payroll",), "payroll system"),
    Item("the night shift", ("night shift", "night-shift"), "night shift"),
    Item("the Madrid sales office", ("madrid",), "Madrid sales office"),
    Item("warranty claims", ("warrant",), "warranty claims", True),
    Item("the legacy fax gateway", ("fax",), "legacy fax gateway"),
    Item("customs declarations", ("customs",), "customs declarations", True),
)
APPROVERS = (
    Item("Dana Whitfield (Head of Operations)", ("whitfield",), "Dana Whitfield"),
    Item("Marek Novak (Chief Financial Officer)", ("novak",), "Marek Novak"),
    Item("Ines Carvalho (Director of Logistics)", ("carvalho",), "Ines Carvalho"),
    Item("Oliver Brandt (Managing Director)", ("brandt",), "Oliver Brandt"),
    Item("Priya Raman (Head of Finance)", ("raman",), "Priya Raman"),
)
APPROVAL_BODIES = (
    Item("steering committee", ("steering committee",), "steering committee"),
    Item("investment board", ("investment board",), "investment board"),
    Item("works council", ("works council",), "works council"),
    Item("executive committee", ("executive committee",), "executive committee"),
)
CURRENCIES = ("EUR", "USD", "GBP", "CHF")

# ------------------------------------------------------------ fact sentences (one fact each)

START_SENTENCE = "The {project} pilot starts on {start}."
END_SENTENCE = "The pilot ends on {end}."
SCOPE_SENTENCE = "The pilot covers {process} at the {site} only."
BUDGET_SENTENCE = "The budget for the pilot is {currency} {amount}."
APPROVED_SENTENCE = "The pilot was approved by {approver} on {approval_date}."
PENDING_SENTENCE = "The pilot has not been approved yet: approval by the {body} is still pending."
DONE_SENTENCE = "{done_cap} {has} already been completed."
PLANNED_SENTENCE = "{planned_cap} {is_} planned but {has} not started yet."
OUT_OF_SCOPE_SENTENCE = "{out_of_scope_cap} {is_} explicitly out of scope and {is_} not part of the pilot."
FACT_PARAGRAPH_LEAD = "Note from the {project} pilot file."

# ------------------------------------------------------------ background (neutral, never a fact)

PEOPLE = (
    "Tomas Lindqvist", "Aylin Demir", "Peter Okafor", "Sofia Marchetti", "Jonas Berg", "Leila Haddad",
    "Hugo Ferreira", "Mei Tanaka", "Ruth Adeyemi", "Karl Vogel", "Nadia Rahimi", "Sean Gallagher",
)
DEPARTMENTS = (
    "customer care", "facilities", "legal", "quality assurance", "human resources", "communications",
    "IT support", "fleet maintenance", "health and safety", "procurement",
)
COLOURS = ("blue", "green", "grey", "yellow", "teal", "orange")
TOOLS = ("the shared wiki", "the team chat", "the ticket tracker", "the intranet", "the document archive")
PLACES = (
    "the canteen", "the main meeting room", "the reception area", "the quiet room", "the roof terrace",
    "the library corner", "the courtyard",
)
COUNT_WORDS = ("two", "three", "four", "five", "six", "several")
ADJECTIVES = ("friendly", "informal", "careful", "practical", "quiet", "steady")

BACKGROUND_SENTENCES = (
    "{company} grew out of a small family business that moved furniture between neighbouring towns.",
    "The founders chose the name because it sounded steady and was easy to spell on the telephone.",
    "Most employees describe the culture at {company} as {adj} and direct.",
    "The {dept} team sits next to {place}, which makes it easy to find them.",
    "{person} from {dept} is known for keeping meeting notes short and readable.",
    "New colleagues receive a welcome folder with a map of the building and a list of useful contacts.",
    "The walls of {place} are painted {colour}, a choice that staff voted on some years ago.",
    "Internal questions are usually answered in {tool}, where each department has its own page.",
    "The company prefers written summaries over long email threads.",
    "Meetings at {company} rarely last longer than half an hour, and many are held standing up.",
    "{person} keeps a small collection of old shipping maps in {place}.",
    "Visitors write their names in the guest book at the reception desk and wear a {colour} badge.",
    "The {dept} group meets once a week to share what they have learned from customer calls.",
    "Every department has {count} named contacts who answer questions from other teams.",
    "Staff can borrow books from a shelf in {place}, and nobody keeps a list of who has which.",
    "The canteen serves a vegetarian dish every day, and the soup recipes rotate with the seasons.",
    "{person} introduced a habit of writing one paragraph of context at the top of every document.",
    "Documents in {tool} follow a simple naming rule: department first, then topic, then author.",
    "The building has {count} floors, and the stairwell walls show photographs of early company trucks.",
    "Colleagues from {dept} often walk to lunch together when the weather is good.",
    "{company} sponsors a local football club, and some employees coach the youth teams.",
    "The company newsletter collects short stories from drivers, warehouse staff and engineers.",
    "Quiet hours in the open office are respected, and phone calls move to small booths.",
    "{person} maintains the glossary of internal abbreviations in {tool}.",
    "Most teams keep a whiteboard near their desks for sketches and reminders.",
    "The parking area has charging points for electric cars and a covered rack for bicycles.",
    "Feedback between teams is expected to be specific, kind and given in person where possible.",
    "The {dept} department writes its guidance in plain language and avoids legal jargon.",
    "A rotating group of volunteers looks after the plants in {place}.",
    "{company} encourages staff to spend an afternoon each quarter shadowing another department.",
    "The reception team keeps umbrellas for visitors who arrive in the rain.",
    "Long-serving employees remember when the whole company fit into one room.",
    "Questions about desk equipment go to {dept}, who keep a small stock of spare keyboards.",
    "Teams are free to choose their own tools, as long as documents end up in {tool}.",
    "{person} and {person2} organise an informal quiz evening for colleagues.",
    "The company logo shows a stylised compass drawn in {colour} and white.",
    "Emails to customers are written in a {adj} tone and carry the writer's full name.",
    "Hallway conversations are a common way to settle small questions quickly.",
    "The {dept} team publishes a short digest of useful tips in {tool}.",
    "Drivers often stop by {place} for coffee before heading out on their routes.",
    "Office plants, framed maps and a model ship give the entrance hall a calm feel.",
    "Teams are encouraged to write down decisions together with the reasons behind them.",
    "{person} believes that a good document should be readable by someone from another department.",
    "Bulletin boards near the lifts carry notices about sports groups and shared rides.",
    "The company library lends out books on logistics history, languages and cooking.",
    "Each team keeps a short page in {tool} describing what it does and how to reach it.",
    "The annual summer party is held in {place}, with food cooked by volunteers.",
    "People at {company} value punctual replies more than long explanations.",
)
