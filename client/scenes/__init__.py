"""Every screen of the app: one module (or package, for games) per scene."""
