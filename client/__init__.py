"""Ludothèque's pygame client: the only code that draws, plays sound or reads input."""

import ludotheque.client.environment  # noqa: F401  (sets SDL variables before pygame is imported)
