"""Printed documents read back by poppler (poppler-utils), a renderer independent of WeasyPrint and pypdf."""

import html
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from tests.conftest import service_unavailable


@dataclass(frozen=True)
class PopplerReading:
    page_count: int  # as pdfinfo counts the pages
    pages: list[str]  # each page's text as pdftotext lays it out


@dataclass(frozen=True)
class PopplerWord:
    text: str  # a run of words on one line, as pdftotext -bbox groups them
    x_min: float  # points from the page's left edge
    x_max: float


def poppler_words(pdf: bytes) -> list[PopplerWord]:
    """Where pdftotext finds each run of words on the first page, left to right in points."""
    if shutil.which("pdftotext") is None:
        service_unavailable("pdftotext is not installed (apt-get install poppler-utils)")
    with tempfile.NamedTemporaryFile(suffix=".pdf") as file:
        file.write(bytes(pdf))
        file.flush()
        layout = _run("pdftotext", "-bbox", "-f", "1", "-l", "1", "-enc", "UTF-8", file.name, "-")
    return [
        PopplerWord(text=html.unescape(text), x_min=float(x_min), x_max=float(x_max))
        for x_min, x_max, text in re.findall(r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(.*?)</word>', layout)
    ]


def poppler_read(pdf: bytes) -> PopplerReading:
    """The PDF's pages as poppler reads them; a complaint of poppler's about the file fails the test."""
    for tool in ("pdfinfo", "pdftotext"):
        if shutil.which(tool) is None:
            service_unavailable(f"{tool} is not installed (apt-get install poppler-utils)")
    with tempfile.NamedTemporaryFile(suffix=".pdf") as file:
        file.write(bytes(pdf))
        file.flush()
        info = _run("pdfinfo", file.name)
        page_count = int(re.search(r"^Pages:\s+(\d+)$", info, re.MULTILINE).group(1))
        pages = [_run("pdftotext", "-f", str(number), "-l", str(number), "-enc", "UTF-8", file.name, "-")
                 for number in range(1, page_count + 1)]
    return PopplerReading(page_count=page_count, pages=pages)


def _run(*command: str) -> str:
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    assert run.returncode == 0 and not run.stderr, f"{command[0]}: {run.returncode} {run.stderr}"
    return run.stdout
