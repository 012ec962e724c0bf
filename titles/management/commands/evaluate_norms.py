import dataclasses
import hashlib
import json
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from lib.collector import collector_paused
from players.services import fide_federation_codes
from regulations import EDITIONS, EventFlag, Rule, UnknownEditionError, evaluate_all, get_edition
from regulations.messages import Listing, Message, stored_value
from titles import trf_inputs
from titles.category_table import edition_judging, with_entered_table
from titles.engine_facts import event_flags
from titles.honorary_ratings import age_on, honorary_fact
from titles.services import verdict_fields
from tournaments.models import Tournament
from trf import TrfError, parse_trf


class Command(BaseCommand):
    help = _("Judge every player of a TRF file for every norm title, without storing anything.")
    # It reads a file and the rules, never the database nor the URLs: the checks would double its start-up time.
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--edition", help=_("force an edition instead of the one in force at the start"))
        parser.add_argument("--json", action="store_true")
        parser.add_argument(
            "--explain",
            action="store_true",
            help=_(
                "with --json, every check and left-out round in full: its English text, message and values (without "
                "it, a message is given by its key)"
            ),
        )
        parser.add_argument("--achieved", action="store_true", help=_("list only achieved norms"))
        parser.add_argument(
            "--event-kind",
            default=Tournament.EventKind.ORDINARY.value,
            help=_("the kind of event, as a tournament is registered: %(kinds)s")
            % {"kinds": ", ".join(Tournament.EventKind.values)},
        )
        parser.add_argument("--host", help=_("the host federation, instead of the file's record 032"))
        parser.add_argument(
            "--qc-exemption",
            action="store_true",
            help=_("the QC Chairman approved an exemption from the federation rules beforehand"),
        )
        parser.add_argument(
            "--rating-method-stipulated",
            action="store_true",
            help=_(
                "the ratings of the list at the start were stipulated before the event as those that count, as a "
                "long event must under %(rules)s"
            )
            % {"rules": ", ".join(_stipulation_rules())},
        )
        parser.add_argument(
            "--honorary",
            type=int,
            metavar="START_NO",
            help=_(
                "the participant of this start number is entitled to the honorary rating (%(rules)s): a GM of the age "
                "the rule names who qualified in the past at least for the Candidates semi-finals"
            )
            % {"rules": ", ".join(_honorary_rules())},
        )
        parser.add_argument(
            "--honorary-age", type=int, help=_("his age at the start, if the file gives no birth date")
        )
        parser.add_argument("--honorary-reason", default="", help=_("what the entitlement rests on"))

    def handle(
        self,
        *args,
        file: Path,
        edition: str | None,
        json: bool,
        explain: bool,
        achieved: bool,
        event_kind: str,
        host: str | None,
        qc_exemption: bool,
        rating_method_stipulated: bool,
        honorary: int | None,
        honorary_age: int | None,
        honorary_reason: str,
        **options,
    ):
        flags = self._flags(event_kind, qc_exemption)
        host_code = self._host(host)
        document = self._parse(file)
        try:
            chosen = with_entered_table(get_edition(edition)) if edition else None
        except UnknownEditionError as error:
            raise CommandError(str(error)) from error
        facts = trf_inputs.tournament_facts_from_header(document)
        facts = dataclasses.replace(
            facts,
            flags=flags,
            host_federation=facts.host_federation if host_code is None else host_code,
            rating_method_stipulated=rating_method_stipulated,
        )
        if honorary is not None:
            facts = dataclasses.replace(
                facts, honorary=self._honorary(document, facts.start_date, honorary, honorary_age, honorary_reason)
            )
        chosen = chosen or edition_judging(facts.start_date)
        names = {record.start_number: record for record in document.players}
        report, compact = [], _Compactor()
        # As the upload's task judges: the cycle collector would scan the process again and again meanwhile.
        with collector_paused():
            for item in trf_inputs.player_inputs(document):
                verdicts = evaluate_all(facts, item.player, list(item.games), edition=chosen)
                record = names[item.player.id]
                report.append(
                    {
                        "start_number": record.start_number,
                        "name": record.name,
                        "fide_id": record.fide_id,
                        "norms": [
                            _json_norm(verdict, explain=explain or not json, compact=compact)
                            for verdict in verdicts
                            if verdict.achieved or not achieved
                        ],
                    }
                )
        # The file's warnings (an entry of a person entered twice, ...) go to stderr, as the upload's page shows
        # them above its verdicts: the JSON on stdout stays a list of players.
        for warning in document.warnings:
            self.stderr.write(_("warning: %(warning)s") % {"warning": warning})
        if json:
            self.stdout.write(_dumps(report))
        else:
            self._print(report, chosen.rule(Rule.HONORARY_RATING) if chosen.has(Rule.HONORARY_RATING) else None)

    @staticmethod
    def _flags(event_kind: str, qc_exemption: bool) -> frozenset[EventFlag]:
        if event_kind not in Tournament.EventKind.values:
            raise CommandError(
                _("unknown event kind %(kind)r; valid: %(kinds)s")
                % {"kind": event_kind, "kinds": ", ".join(Tournament.EventKind.values)}
            )
        flags = event_flags(event_kind)
        return flags | {EventFlag.QC_APPROVED_EXEMPTION} if qc_exemption else flags

    @staticmethod
    def _host(host: str | None) -> str | None:
        if host is None:
            return None
        codes = fide_federation_codes()
        if host not in codes:
            raise CommandError(
                _("unknown host federation %(host)r; valid: %(codes)s") % {"host": host, "codes": ", ".join(codes)}
            )
        return host

    @staticmethod
    def _honorary(document, start: date, number: int, age: int | None, reason: str):
        """1990 §9.4 as the command line states it: the condition asserted, the age from the file's birth date
        unless given."""
        record = next((record for record in document.players if record.start_number == number), None)
        if record is None:
            raise CommandError(_("--honorary: no player has start number %(number)s") % {"number": number})
        age = age if age is not None else age_on(start, record.birth_date, record.birth_year)
        if age is None:
            raise CommandError(
                _("--honorary: the file gives no birth date for no. %(number)s; give --honorary-age") % {"number": number}
            )
        if not reason.strip():
            raise CommandError(_("--honorary: say what the entitlement rests on with --honorary-reason"))
        return honorary_fact(document, start_number=number, age=age, candidates_semifinal=True, reason=reason.strip())

    def _parse(self, file: Path):
        try:
            return parse_trf(file.read_bytes())
        except OSError as error:
            raise CommandError(f"{file}: {error.strerror}") from error
        except TrfError as error:
            raise CommandError(f"{file}: {error}") from error

    def _print(self, report: list[dict], honorary_rule: str | None) -> None:
        """One line a norm, with the checks it fails and, where it was applied, the honorary rating (1990 §9.4)."""
        for player in report:
            for norm in player["norms"]:
                verdict = _("norm") if norm["achieved"] else _("no norm")
                failed = "; ".join(
                    f"{c['rule']}: {c['detail']}" for c in norm["checks"] if not c["ok"] or c["rule"] == honorary_rule
                )
                self.stdout.write(
                    f"{player['start_number']:>4} {player['name'][:30]:<30} {norm['title']:<3} {verdict:<8} "
                    f"{norm['score']}/{norm['games']} Ra {norm['average_rating']} Rp {norm['performance']}"
                    + (f"  [{failed}]" if failed else "")
                )


def _stipulation_rules() -> list[str]:
    """The rules that make a long event stipulate its rating method in advance (2009 §1.16)."""
    return [
        f"{edition.name} §{edition.rule(Rule.DAY_OF_PLAY_RATINGS)}"
        for edition in EDITIONS.values()
        if edition.long_event_method_stipulated
    ]


def _honorary_rules() -> list[str]:
    return [
        f"{edition.name} §{edition.rule(Rule.HONORARY_RATING)}"
        for edition in EDITIONS.values()
        if edition.has(Rule.HONORARY_RATING)
    ]


def _json_norm(verdict, *, explain: bool, compact: "_Compactor") -> dict:
    fields = verdict_fields(verdict, checks=explain)
    fields["score"] = float(fields["score"])
    fields["exemption_used"] = fields["exemption_used"] or None
    if not explain:
        fields["checks"] = [compact.check(check.rule, check.ok, check.message or check.detail) for check in verdict.checks]
        fields["dropped_rounds"] = [
            {"round": dropped.round, "by_choice": dropped.by_choice, **compact.text(dropped.message or dropped.reason)}
            for dropped in verdict.dropped_rounds
        ]
    return fields


class _Compactor:
    """Checks and texts in the compact form of ``--json``, for one run. A 1,000-player open's report was 39 MB with
    every text written out, some 8 MB so; ``--explain`` gives the texts.

    The editions' notes are the same objects in every verdict: their keys are worked out once per run (the
    objects are held meanwhile, so that no other can take their ``id``), and a text's key once per text."""

    def __init__(self):
        self._fixed_keys: dict[int, tuple[Message, str]] = {}

    def check(self, rule: str, ok: bool, text: Message | str) -> list:
        """A check as ``[rule, ok, key, values]``: its rule number, its outcome and its message's key and values
        (``[rule, ok, text]`` for a plain text)."""
        compact = self.text(text)
        if "text" in compact:
            return [rule, ok, compact["text"]]
        return [rule, ok, compact["key"], compact.get("params", {})]

    def text(self, text: Message | str) -> dict:
        if not isinstance(text, Message):
            return {"text": text}
        compact = {"key": message_key(text)}
        # An empty value (a rule without a note) is left out.
        params = {name: self._value(value) for name, value in text.params.items() if value != ""}
        if params:
            compact["params"] = params
        return compact

    def _value(self, value):
        if isinstance(value, Message):
            kept = self._fixed_keys.get(id(value))
            if kept is not None and kept[0] is value:
                return {"key": kept[1]}
            if not _fixed(value):
                return self.text(value)
            key = message_key(value)
            self._fixed_keys[id(value)] = (value, key)
            return {"key": key}
        if isinstance(value, Listing):
            return [self._value(item) for item in value.items]
        if isinstance(value, Decimal):
            return str(value)
        return value


def _fixed(value) -> bool:
    """A phrase with no figure of the player's in it (an edition's note on its rule, a rounding), which repeats
    in every verdict and is given by one key for the whole phrase."""
    if isinstance(value, Message):
        return all(_fixed(item) for item in value.params.values())
    if isinstance(value, Listing):
        return all(_fixed(item) for item in value.items)
    return isinstance(value, str)


def message_key(text: Message) -> str:
    """A message's short key: eight hexadecimal digits of the BLAKE2s digest of its text (and context) and, for
    a phrase with no figure in it (``_fixed``), of its values too; the same wherever and whenever it is made."""
    if not (text.params and _fixed(text)):
        return _text_key(text.context, text.text)
    source = _key_source(text.context, text.text)
    source += "\x00" + json.dumps(stored_value(text), sort_keys=True, ensure_ascii=False)
    return hashlib.blake2s(source.encode("utf-8"), digest_size=4).hexdigest()


@cache
def _text_key(context: str | None, text: str) -> str:
    return hashlib.blake2s(_key_source(context, text).encode("utf-8"), digest_size=4).hexdigest()


def _key_source(context: str | None, text: str) -> str:
    return text if context is None else f"{context}\x04{text}"


def _dumps(report) -> str:
    return json.dumps(report, ensure_ascii=False, separators=(",", ":"))
