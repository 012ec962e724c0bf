"""Plain helpers that know nothing of chess titles: every app may use them."""
