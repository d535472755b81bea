"""Every scene of the app by name: the registry the scene manager builds scenes from.

Scenes switch with `app.scenes.push("results", session)` and never import each other;
this module sits above all of them (only the app imports it).
"""

from __future__ import annotations

from ludotheque.client.game.host import GameHost
from ludotheque.client.scene import SceneFactory
from ludotheque.client.scenes.challenges import ChallengesScene
from ludotheque.client.scenes.learn import LearnScene
from ludotheque.client.scenes.load import LoadScene
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.scenes.net_game import RemoteGameHost
from ludotheque.client.scenes.net_host import NetHostScene
from ludotheque.client.scenes.net_join import NetJoinScene
from ludotheque.client.scenes.net_menu import NetMenuScene
from ludotheque.client.scenes.pause import PauseScene
from ludotheque.client.scenes.replay import ReplayScene
from ludotheque.client.scenes.results import ResultsScene
from ludotheque.client.scenes.review import ReviewScene
from ludotheque.client.scenes.rules_book import RulesScene
from ludotheque.client.scenes.settings import SettingsScene
from ludotheque.client.scenes.setup import SetupScene
from ludotheque.client.scenes.stats import StatsScene

SCENES: dict[str, SceneFactory] = {
    "menu": MenuScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "load": LoadScene,
    "challenges": ChallengesScene,
    "learn": LearnScene,
    "game": GameHost,
    "pause": PauseScene,
    "results": ResultsScene,
    "replay": ReplayScene,
    "stats": StatsScene,
    "net": NetMenuScene,
    "net_host": NetHostScene,
    "net_join": NetJoinScene,
    "net_game": RemoteGameHost,
    "review": ReviewScene,
}
