"""`norm_certificates TOURNAMENT_ID --out DIR`: one PDF per norm, named by start number, name and title."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tournaments import _versions

from .documents import demo_trf, pdf_pages

pytestmark = pytest.mark.django_db(transaction=True)


def run(*args) -> list[str]:
    out = StringIO()
    call_command("norm_certificates", *args, stdout=out)
    return out.getvalue().splitlines()


@pytest.mark.real_pdf
def test_it_writes_one_pdf_per_norm_and_prints_the_paths(import_results, kyiv, tmp_path):
    import_results(demo_trf())
    paths = run(str(kyiv.pk), "--out", str(tmp_path / "out"))
    assert paths == [
        str(tmp_path / "out" / "009-bondar-dmytro-GM-norm-v1-NOT-SIGNED-OFF.pdf"),
        str(tmp_path / "out" / "009-bondar-dmytro-IM-norm-v1-NOT-SIGNED-OFF.pdf"),
    ]
    assert "Bondar" in pdf_pages((tmp_path / "out" / "009-bondar-dmytro-GM-norm-v1-NOT-SIGNED-OFF.pdf").read_bytes())[0]


def test_names_in_cyrillic_make_safe_file_names(import_results, kyiv, tmp_path):
    import_results(demo_trf(**{"Bondar, Dmytro": "Бондар, Дмитро"}))
    assert [path.rsplit("/", 1)[1] for path in run(str(kyiv.pk), "--out", str(tmp_path))] == [
        "009-бондар-дмитро-GM-norm-v1-NOT-SIGNED-OFF.pdf",
        "009-бондар-дмитро-IM-norm-v1-NOT-SIGNED-OFF.pdf",
    ]


def test_it_issues_what_the_worker_has_not_issued_yet(kyiv, tmp_path):
    _versions.version_store(tournament=kyiv, filename="kyiv.trf", data=demo_trf())
    assert len(run(str(kyiv.pk), "--out", str(tmp_path))) == 2


def test_an_unknown_tournament_is_an_error(db, tmp_path):
    with pytest.raises(CommandError):
        run("999999", "--out", str(tmp_path))
