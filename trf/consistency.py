"""Checks across lines: both players of a game must tell the same story, and so must `240` records.

A contradiction is reported at the later of the two lines, where a reader who goes through the
file top-down first has both versions in front of them."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .players import COLOUR_OFFSET, RESULT_OFFSET
from .records import GameKind, TrfByeRecord, TrfError, TrfGame, TrfPlayer
from .results import ACCEPTED_REPLIES, OPPOSITE_COLOUR


def check_opponents_exist(players: Sequence[TrfPlayer], by_number: Mapping[int, TrfPlayer]) -> None:
    for player in players:
        for game in player.games:
            if game.opponent is None:
                continue
            if game.opponent == player.start_number:
                raise TrfError(
                    game.line,
                    game.column,
                    f"round {game.round}: player {player.start_number} is paired against themself; "
                    "expected another player's start number",
                )
            if game.opponent not in by_number:
                raise TrfError(
                    game.line,
                    game.column,
                    f"round {game.round}: opponent {game.opponent} does not exist; expected the start "
                    "number of a 001 record",
                )


def check_pairings_agree(players: Sequence[TrfPlayer], by_number: Mapping[int, TrfPlayer]) -> None:
    """Each game must appear on both lines with opposite colours and complementary results."""
    for player in players:
        for game in player.games:
            if game.opponent is None:
                continue
            opponent = by_number[game.opponent]
            reply = opponent.games[game.round - 1]
            if reply.opponent != player.start_number:
                _report_missing_reply(player, game, opponent, reply)
            elif opponent.line < player.line:  # each agreeing pair is compared once, from its later line
                _compare_game_halves(earlier=reply, later=game, earlier_player=opponent)


def check_bye_records(
    byes: Sequence[TrfByeRecord], by_number: Mapping[int, TrfPlayer], warnings: list[str]
) -> None:
    """In an individual tournament, a `240` bye must be the bye written in the player's 001 line.
    A bye for a round after the last one in the file is registered in advance and fine; a blank
    round inside the file is only a warning, as blank means absent anyway."""
    for bye in byes:
        for number in bye.numbers:
            player = by_number.get(number)
            if player is None:
                raise TrfError(
                    bye.line,
                    1,
                    f"240 bye record names player {number}, who has no 001 record; expected a start number",
                )
            if bye.round > len(player.games):
                continue
            game = player.games[bye.round - 1]
            if game.kind is GameKind.ABSENT:
                warnings.append(
                    f"line {bye.line}: 240 gives player {number} a bye '{bye.kind}' in round {bye.round}, "
                    f"which line {player.line} leaves blank"
                )
                continue
            if game.code.upper() != bye.kind or game.opponent is not None:
                raise TrfError(
                    bye.line,
                    1,
                    f"240 bye record gives player {number} a bye '{bye.kind}' in round {bye.round}, but "
                    f"line {player.line} has '{_describe(game)}' there; expected '0000 - {bye.kind}'",
                )


def check_declared_points(players: Sequence[TrfPlayer], warnings: list[str]) -> None:
    """A total that differs from the rounds usually means a bye the round blocks do not show
    (e.g. Krause files write a half-point bye as a blank '-' round); the blocks are kept as written."""
    for player in players:
        scored = sum(game.points for game in player.games)
        if player.points is not None and player.points != scored:
            warnings.append(
                f"line {player.line}: player {player.start_number} declares {player.points} points, "
                f"but the rounds add up to {scored}"
            )


def same_people(players: Sequence[TrfPlayer]) -> dict[int, int]:
    """Each start number mapped to the lowest start number of the same person: entries with the same FIDE ID,
    or with the same name and birth date, are one person entered twice."""
    person = {player.start_number: player.start_number for player in players}

    def root(number: int) -> int:
        while person[number] != number:
            number = person[number]
        return number

    for key in (_fide_id, _name_and_birth_date):
        first: dict[object, int] = {}
        for player in sorted(players, key=lambda player: player.start_number):
            identity = key(player)
            if identity is None:
                continue
            if identity in first:
                joined = sorted((root(first[identity]), root(player.start_number)))
                person[joined[1]] = joined[0]
            else:
                first[identity] = player.start_number
    return {number: root(number) for number in person}


def check_same_people(players: Sequence[TrfPlayer], warnings: list[str]) -> None:
    """Two entries of one person would count him twice (titles, federations, opponents met); each later entry
    is reported with the first."""
    by_number = {player.start_number: player for player in players}
    for number, first in sorted(same_people(players).items()):
        if number == first:
            continue
        player, earlier = by_number[number], by_number[first]
        warnings.append(
            f"line {player.line}: player {number} {_shared(player, earlier)} player {first}: counted as one person"
        )


def _shared(player: TrfPlayer, earlier: TrfPlayer) -> str:
    if player.fide_id is not None and player.fide_id == earlier.fide_id:
        return f"has the FIDE ID {player.fide_id} of"
    if _name_and_birth_date(player) is not None and _name_and_birth_date(player) == _name_and_birth_date(earlier):
        return "has the name and birth date of"
    return "is (through another entry) the same person as"


def _fide_id(player: TrfPlayer) -> int | None:
    return player.fide_id


def _name_and_birth_date(player: TrfPlayer) -> tuple[str, object] | None:
    name = re.sub(r"[\s,]+", " ", player.name).strip().casefold()
    if not name or player.birth_date is None:
        return None
    return name, player.birth_date


def _report_missing_reply(player: TrfPlayer, game: TrfGame, opponent: TrfPlayer, reply: TrfGame) -> None:
    named = f"{reply.opponent:04d}" if reply.opponent is not None else "no opponent"
    if player.line > opponent.line:
        raise TrfError(
            game.line,
            game.column,
            f"round {game.round}: opponent {opponent.start_number} contradicts line {opponent.line}, where "
            f"player {opponent.start_number} has {named} in round {game.round}; expected the two lines "
            "to name each other",
        )
    raise TrfError(
        reply.line,
        reply.column,
        f"round {game.round}: {named} contradicts line {player.line}, where player {player.start_number} "
        f"plays {opponent.start_number} in round {game.round}; expected opponent {player.start_number}",
    )


def _compare_game_halves(*, earlier: TrfGame, later: TrfGame, earlier_player: TrfPlayer) -> None:
    expected_colour = OPPOSITE_COLOUR[earlier.colour]
    if later.colour != expected_colour:
        raise TrfError(
            later.line,
            later.column + COLOUR_OFFSET,
            f"round {later.round}: colour '{later.colour or '-'}' {_contradicts(earlier, earlier_player)}; "
            f"expected '{expected_colour or '-'}'",
        )
    accepted = ACCEPTED_REPLIES[earlier.code.upper()]
    if later.code.upper() not in accepted:
        raise TrfError(
            later.line,
            later.column + RESULT_OFFSET,
            f"round {later.round}: result '{later.code}' {_contradicts(earlier, earlier_player)}; "
            f"expected {' or '.join(sorted(accepted))}",
        )


def _contradicts(earlier: TrfGame, earlier_player: TrfPlayer) -> str:
    return (
        f"contradicts line {earlier_player.line}, where player {earlier_player.start_number} "
        f"has '{_describe(earlier)}' in round {earlier.round}"
    )


def _describe(game: TrfGame) -> str:
    opponent = f"{game.opponent:4d}" if game.opponent is not None else "0000"
    return f"{opponent} {game.colour or '-'} {game.code}"
