"""Ludothèque's pygame client: the only code that draws, plays sound or reads input."""

import ludotheque.client.bindings  # noqa: F401  (binds Castle Crush's rules to the pymunk physics; no pygame)
import ludotheque.client.environment  # noqa: F401  (sets SDL variables before pygame is imported)
