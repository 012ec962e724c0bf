"""Printing HTML to PDF: the one renderer of every printed form (certificates, the qualification book)."""
