"""Every scene of the app by name: the registry the scene manager builds scenes from.

Scenes switch with `app.scenes.push("results", session)` and never import each other;
this module sits above all of them (only the app imports it).
"""

from __future__ import annotations

from client.game.host import GameHost
from client.scene import SceneFactory
from client.scenes.challenges import ChallengesScene
from client.scenes.learn import LearnScene
from client.scenes.load import LoadScene
from client.scenes.menu import MenuScene
from client.scenes.pause import PauseScene
from client.scenes.replay import ReplayScene
from client.scenes.results import ResultsScene
from client.scenes.rules_book import RulesScene
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.scenes.stats import StatsScene

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
}
