"""What the officer sees of the championships of the 1.2 tables: their names in the reader's language.

The regulations name each championship in English (``EventKind``); the pages show these labels instead."""

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from regulations.championships import Award, EventKind, Section

EVENT_KIND_LABELS = {
    EventKind.WORLD_CUP: _("World Cup"),
    EventKind.WORLD_CHAMPIONSHIP: _("World Championship"),
    EventKind.WORLD_U20: _("World U-20 (junior)"),
    EventKind.WORLD_U18: _("World U-18"),
    EventKind.WORLD_U16: _("World U-16"),
    EventKind.WORLD_U14: _("World U-14"),
    EventKind.WORLD_U12: _("World U-12"),
    EventKind.WORLD_U10: _("World U-10"),
    EventKind.WORLD_U8: _("World U-8"),
    EventKind.WORLD_SENIOR: _("World Senior"),
    EventKind.WORLD_AMATEUR: _("World Amateur"),
    EventKind.WORLD_TEAM: _("World Team Championship"),
    EventKind.OLYMPIAD: _("Olympiad"),
    EventKind.CONTINENTAL: _("Continental individual championship"),
    EventKind.CONTINENTAL_SENIOR: _("Continental Senior"),
    EventKind.CONTINENTAL_TEAM: _("Continental Team Championship"),
    EventKind.CONTINENTAL_U20: _("Continental U-20"),
    EventKind.CONTINENTAL_U18: _("Continental U-18"),
    EventKind.CONTINENTAL_U16: _("Continental U-16"),
    EventKind.CONTINENTAL_U14: _("Continental U-14"),
    EventKind.CONTINENTAL_U12: _("Continental U-12"),
    EventKind.CONTINENTAL_U10: _("Continental U-10"),
    EventKind.CONTINENTAL_U8: _("Continental U-8"),
    EventKind.ASEAN: _("ASEAN individual championship"),
    EventKind.ASEAN_U20: _("ASEAN U-20"),
    EventKind.ASEAN_U18: _("ASEAN U-18"),
    EventKind.ASEAN_U16: _("ASEAN U-16"),
    EventKind.ASEAN_U14: _("ASEAN U-14"),
    EventKind.ASEAN_U12: _("ASEAN U-12"),
    EventKind.ASEAN_U10: _("ASEAN U-10"),
    EventKind.ASEAN_U8: _("ASEAN U-8"),
    EventKind.ARAB: _("Arab individual championship"),
    EventKind.ARAB_U20: _("Arab U-20"),
    EventKind.ARAB_U18: _("Arab U-18"),
    EventKind.ARAB_U16: _("Arab U-16"),
    EventKind.ARAB_U14: _("Arab U-14"),
    EventKind.ARAB_U12: _("Arab U-12"),
    EventKind.ARAB_U10: _("Arab U-10"),
    EventKind.ARAB_U8: _("Arab U-8"),
    EventKind.CENTROAMERICAN_CARIBBEAN_U20: _("Centroamerican-Caribbean U-20"),
    EventKind.SOUTH_AMERICAN_U20: _("South American U-20"),
    EventKind.COMMONWEALTH: _("Commonwealth Championship"),
    EventKind.IBCA_WORLD: _("IBCA World Championship"),
    EventKind.IBCA_WORLD_U20: _("IBCA World U-20"),
    EventKind.ICSC_WORLD: _("ICSC World Championship"),
    EventKind.ICSC_WORLD_U20: _("ICSC World U-20"),
    EventKind.IPCA_WORLD: _("IPCA World Championship"),
    EventKind.IPCA_WORLD_U20: _("IPCA World U-20"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U18: _("America's Regional Youth Festival U-18"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U16: _("America's Regional Youth Festival U-16"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U14: _("America's Regional Youth Festival U-14"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U12: _("America's Regional Youth Festival U-12"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U10: _("America's Regional Youth Festival U-10"),
    EventKind.AMERICAS_YOUTH_FESTIVAL_U8: _("America's Regional Youth Festival U-8"),
    EventKind.ZONAL: _("Zonal"),
    EventKind.SUBZONAL: _("Sub-zonal"),
}
EVENT_KIND_CHOICES = [(kind.name, label) for kind, label in EVENT_KIND_LABELS.items()]
SECTION_LABELS = {Section.OPEN: _("open"), Section.WOMEN: _("women's")}
SECTION_CHOICES = [(section.name, label) for section, label in SECTION_LABELS.items()]


def award_label(value: str) -> str:
    """What a row of the tables gives (a stored ``Award`` value), in the reader's language."""
    award = Award(value)
    if award is Award.TITLE:
        return gettext("the title")
    if award is Award.NINE_GAME_NORM:
        return gettext("a 9-game norm, counting as if every requirement were met (remark a)")
    if award is Award.PERFORMANCE_COUNTING_13:
        return gettext("a performance counting as %(games)s games") % {"games": award.counts_as_games}
    return gettext("a norm counting as %(games)s games") % {"games": award.counts_as_games}
