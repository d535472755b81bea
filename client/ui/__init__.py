"""Widgets and drawing helpers shared by every scene."""
