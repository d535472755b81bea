"""Pure-Python rules of the five games: state, legal actions, apply, scoring, views, AI.

Nothing under rules/ imports pygame or pymunk.
"""
