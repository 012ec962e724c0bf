"""Plain helpers shared by the apps, knowing nothing of any of them."""
