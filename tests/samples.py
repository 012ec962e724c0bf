"""Where the results files the tests read live."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The demo's round robin: Bondar's GM and IM norms, the case most tests of norms start from.
DEMO_ROUND_ROBIN = ROOT / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"
# The shared sample files, beside the checkout.
SAMPLES_DIR = ROOT.parent / "shared" / "data" / "trf"
