"""The Castle Risk scene's shape (issue 25): the board is a coordinator over parts that
own their data; no part imports the board, not even for its type; the scene reads the
game only through a seat's view."""

from __future__ import annotations

import ludotheque.client.scenes.castle_risk as scene
from scene_shape import board_importers, imported, modules, state_reads

PACKAGE = "ludotheque.client.scenes.castle_risk"


def test_no_part_imports_the_board_not_even_for_its_type():
    assert board_importers(scene) == set()


def test_the_board_is_the_only_module_that_names_the_base_board():
    offenders = {name for name, tree in modules(scene).items()
                 if name != "board.py" and "ludotheque.client.game.board" in imported(tree, PACKAGE)}
    assert offenders == set()


def test_the_scene_reads_the_game_only_through_a_view():
    """`x.state` appears only as `x.state.view(...)` or `type(x.state)` (the class that
    reads legal actions from a view, or an agent's): never a hand, hidden armies or any
    other field of it."""
    assert state_reads(scene) == []


def test_the_view_cache_keeps_one_value_per_move_and_key():
    from ludotheque.client.game.viewcache import ViewCache

    made: list[int] = []
    cache: ViewCache[int] = ViewCache()

    def make() -> int:
        made.append(1)
        return len(made)

    assert cache.get(3, ("viewer", 0), make) == 1
    assert cache.get(3, ("viewer", 0), make) == 1  # the same view: kept
    assert cache.get(4, ("viewer", 0), make) == 2  # a new move
    assert cache.get(4, ("viewer", 1), make) == 3  # another viewer
    cache.forget()
    assert not cache.fresh(4, ("viewer", 1)) and cache.get(4, ("viewer", 1), make) == 4
