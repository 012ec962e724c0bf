"""FIDE player lists built from the layouts in shared/docs/fide-rating-lists.md, for the reader's tests."""


COMBINED_HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit           "
    "FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
)
# (label, width) of every column, as the header above spaces them.
COMBINED_COLUMNS = (
    ("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5), ("OTit", 15), ("FOA", 4),
    ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3), ("BRtng", 6), ("BGm", 4), ("BK", 3),
    ("B-day", 6), ("Flag", 4),
)  # fmt: skip
SINGLE_COLUMNS = COMBINED_COLUMNS[:8] + (("JAN23", 6), ("Gms", 4), ("K", 3), ("B-day", 6), ("Flag", 4))
PRE_2016_COLUMNS = tuple(column for column in COMBINED_COLUMNS if column[0] != "FOA")


def header(columns) -> str:
    return "".join(label.ljust(width) for label, width in columns)


def line(columns, **values) -> str:
    """A player line: values by label, e.g. line(COMBINED_COLUMNS, **{"ID Number": 1503014, "SRtng": 2830})."""
    return "".join(str(values.get(label, "")).ljust(width) for label, width in columns)


def player(columns, fide_id, name, fed, sex="M", rating="", games="", born="", **others) -> str:
    rating_label, games_label = ("SRtng", "SGm") if "SRtng" in dict(columns) else (columns[8][0], "Gms")
    values = {"ID Number": fide_id, "Name": name, "Fed": fed, "Sex": sex, "B-day": born, rating_label: rating}
    return line(columns, **values, **{games_label: games}, **others)


def txt_list(columns, *players: str) -> str:
    return "\r\n".join([header(columns), *players]) + "\r\n"


def xml_player(fide_id, name, country, sex="M", rating="", games="", birthday="", standard_only=False) -> str:
    fields = {
        "fideid": fide_id, "name": name, "country": country, "sex": sex, "title": "", "w_title": "", "o_title": "",
        "foa_title": "", "rating": rating, "games": games, "k": 20 if rating else "",
        "rapid_rating": "", "rapid_games": "", "rapid_k": "", "blitz_rating": "", "blitz_games": "", "blitz_k": "",
        "birthday": birthday, "flag": "",
    }  # fmt: skip
    if standard_only:
        fields = {tag: value for tag, value in fields.items() if not tag.startswith(("rapid", "blitz"))}
    children = "".join(f"  <{tag}>{value}</{tag}>\n" if value != "" else f"  <{tag}/>\n" for tag, value in fields.items())
    return f"<player>\n{children}</player>\n"


def xml_list(*players: str, encoding="UTF-8") -> str:
    return f'<?xml version="1.0" encoding="{encoding}"?>\n<playerslist>\n{"".join(players)}</playerslist>\n'
